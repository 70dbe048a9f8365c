"""Fictional people, places and identifiers with valid check keys (corpus AV's own copy, adapted from corpus AU
with new pools of names, establishments, laboratories, insurers, employers and providers)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Abgrall", "Bellocq-Sarraute", "Castagnède", "Dumoutier", "Estrabaut", "Fontvieille", "Garrigou-Lagrange",
            "Heurtebise", "Ithurralde", "Jouanneteau", "Kervella", "Larrouturou", "Montbrison-Eyraud", "Nédelec",
            "Oustalet", "Pradalié", "Quéinnec", "Roumégoux", "Sabathier", "Trémouille-Ancel", "Urrutibéhéty",
            "Vidalenc", "Weisbuch", "Yvinec", "Zabalza", "Amestoy", "Bourdarios", "Chabannes-Lacoste", "Darrigrand",
            "Escaffre", "Foulquier", "Gourdou"]
PARTICLES = ["de Kersauson", "d'Esparbès", "Le Bihannic", "de La Rochefoucauld-Ternay", "du Plessix", "Le Floc'h",
             "d'Ussel-Marsac", "van Damme-Roche"]
FIRST_F = ["Adélaïde", "Bérangère", "Cunégonde", "Dorothée", "Edwige", "Félicie", "Ghislaine", "Hermine",
           "Ingrid", "Joséphine", "Léontine", "Maëlys", "Noémie", "Ombeline", "Perrine", "Anne-Sophie"]
FIRST_M = ["Amaury", "Baptistin", "Corentin", "Désiré", "Évariste", "Fulbert", "Grégoire", "Hippolyte",
           "Isidore", "Joachim", "Léandre", "Maxence", "Norbert", "Octave", "Paul-Henri", "Siméon"]
# clinicians whose surname is also an ordinary French noun (homonym decoys: the lowercase word stays)
HOMONYMS = [("Tisserand", "tisserand"), ("Cordonnier", "cordonnier"), ("Serrurier", "serrurier"),
            ("Meunier", "meunier"), ("Vigneron", "vigneron"), ("Couvreur", "couvreur"), ("Menuisier", "menuisier"),
            ("Fromager", "fromager"), ("Chaudronnier", "chaudronnier"), ("Maréchal", "maréchal")]

# real communes with postcodes and two-digit departments
TOWNS = [("Lannion", "22300", "22"), ("Bourg-en-Bresse", "01000", "01"), ("Montbrison", "42600", "42"),
         ("Lons-le-Saunier", "39000", "39"), ("Millau", "12100", "12"), ("Saumur", "49400", "49"),
         ("Figeac", "46100", "46"), ("Issoire", "63500", "63"), ("Dole", "39100", "39"), ("Paimpol", "22500", "22"),
         ("Châteaubriant", "44110", "44"), ("Bar-le-Duc", "55000", "55"), ("Saint-Flour", "15100", "15"),
         ("Oloron-Sainte-Marie", "64400", "64"), ("Vitré", "35500", "35"), ("Langres", "52200", "52"),
         ("Sarlat-la-Canéda", "24200", "24"), ("Thonon-les-Bains", "74200", "74"), ("Villefranche-de-Rouergue",
                                                                                  "12200", "12"),
         ("Autun", "71400", "71")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route", "cours"]
STREET_NAMES = ["des Tanneurs", "du Moulin-Neuf", "des Mésanges", "Jean-Jaurès", "de la Croix-Verte",
                "des Hautes-Vignes", "du Gué-Robert", "Victor-Hugo", "des Genêts-d'Or", "de la Poterne",
                "des Longs-Prés", "du Four-à-Chaux", "Louise-Michel", "des Platanes", "de la Briqueterie"]
ESTABS = [("Centre hospitalier des Causses-Rouergue", "CHCR"), ("Hôpital privé Saint-Eutrope", "HPSEU"),
          ("Clinique mutualiste de la Vallée-Noire", "CMVN"), ("Centre hospitalier intercommunal Bresse-Revermont",
                                                             "CHIBR"),
          ("Polyclinique des Trois-Rivières", "P3R"), ("Groupe hospitalier Goëlo-Penthièvre", "GHGP"),
          ("Hôpital Léonie-Castagnet", "HLC"), ("Centre médical des Hauts-de-Forez", "CMHF")]
LABS = ["Laboratoire Biogénèse Rouergue", "Cerballiance Val-de-Saône", "Laboratoire Eurofins Goëlo",
        "Biomnis Haut-Jura", "Laboratoire Synlab Vallée-Noire"]
EMPLOYERS = ["Fromagerie Vidalenc et Fils", "Transports Ithurralde SAS", "Scierie du Haut-Forez",
             "Menuiserie Kervella Atlantique", "Papeterie Estrabaut", "Garage Roumégoux Automobiles",
             "Conserverie Nédelec-Goëlo"]
INSURERS = ["Mutuelle Générale de Bresse", "Harmonie Mutuelle", "Mutuelle des Volcans", "AG2R La Mondiale Santé",
            "MGEN Filia", "Mutuelle Entrain", "Solimut Mutuelle de France"]
PRESTATAIRES = [("Nutrisanté Domicile Rouergue", "NDR"), ("Ambulances Yvinec-Goëlo", "AYG"),
                ("Linde Homecare Bresse", "LHB")]


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(s: str) -> bool:
    return luhn_digit(s[:-1]) == s[-1]


def digits(r, n: int) -> str:
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def rpps(r) -> str:
    body = "10" + digits(r, 8)
    return body + luhn_digit(body)


def finess(r, dept: str) -> str:
    body = dept[:2] + str(r.choice([0, 1, 2, 3])) + digits(r, 5)
    return body + luhn_digit(body)


def adeli(r, dept: str) -> str:
    body = dept[:2] + str(r.choice([6, 7, 9])) + digits(r, 5)
    return body + luhn_digit(body)


def nir13(r, sex: int, d: datetime.date, dept: str) -> str:
    return "%d%02d%02d%s%03d%03d" % (sex, d.year % 100, d.month, dept[:2], r.randint(1, 899), r.randint(1, 999))


def nir_key(n13: str) -> str:
    return "%02d" % (97 - int(n13) % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + " " + key, n13 + key, sp + " - " + key, n13 + "/" + key,
            n13 + "-" + key][style % 6]


PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    return [s, s.replace(" ", "."), "+33 " + s[1:], s.replace(" ", ""), s.replace(" ", "-"),
            "+33 (0)" + s[1:]][style % 6]


def birth_written(d: datetime.date, style: int) -> str:
    """Twelve writings: numeric, short year, long month, CAPITALS, dotted, compact, spaced pairs, weekday,
    Weekday, ISO, abbreviated month, Roman month."""
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), d.strftime("%d/%m/%y"), "%d %s %d" % (d.day, m, d.year),
            ("%d %s %d" % (d.day, m, d.year)).upper(), d.strftime("%d.%m.%Y"), d.strftime("%d%m%Y"),
            d.strftime("%d %m %Y"), "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),
            "%s %d %s %d" % (JOURS[d.weekday()].upper(), d.day, m.upper(), d.year), d.strftime("%Y-%m-%d"),
            "%d %s %d" % (d.day, MOIS_ABR[d.month - 1], d.year), "%d.%s.%d" % (d.day, ROMAN[d.month - 1], d.year)
            ][style % 12]


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
