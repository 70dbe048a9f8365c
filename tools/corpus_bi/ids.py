"""Fictional people, places and identifiers with valid check keys (corpus BI's own copy, adapted from corpus AU
with new pools and new writings of birth dates, NIR, IPP, stay numbers and phones)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
DAY_WORDS = ["premier", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze",
             "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf", "vingt", "vingt et un",
             "vingt-deux", "vingt-trois", "vingt-quatre", "vingt-cinq", "vingt-six", "vingt-sept", "vingt-huit",
             "vingt-neuf", "trente", "trente et un"]

# every character below is in cp1252 (the pydyf writer uses base-14 fonts with /WinAnsiEncoding)
SURNAMES = ["Quéméneur", "Larrouturou", "Bidegain-Hary", "Castagnède", "Fabrègue", "Guiraudie", "Hourcastagné",
            "Jaouen", "Kerbrat-Morin", "Labescat", "Malardeau", "Nédélec-Sarre", "Oustalet", "Pélissou", "Raynaldy",
            "Soubiran", "Trémoureux", "Urvoy", "Vidalenc", "Zimmerlé", "Auberval", "Bessonnat", "Chaumeil-Roques",
            "Dufourcq", "Estrabaut", "Fraysse-Linard", "Gouzènes", "Hélary", "Izarn", "Laborderie"]
PARTICLES = ["de Kerdrel", "d'Ussel-Marty", "Le Borgne-Tanvez", "du Plessis-Gourdon", "Le Quellec", "d'Arcangues",
             "van Damme-Roels", "de La Salle-Vidou"]
FIRST_F = ["Apolline", "Bérangère", "Capucine", "Delphine", "Églantine", "Flavie", "Ghislaine", "Honorine",
           "Inès", "Joséphine", "Léontine", "Maëlys", "Noémie", "Ombeline", "Perrine", "Rosalie"]
FIRST_M = ["Anatole", "Basile", "Clovis", "Dorian", "Évariste", "Fulbert", "Gaspard", "Hippolyte", "Isidore",
           "Joachim", "Léopold", "Maxence", "Aurélien", "Prosper", "Romuald", "Séverin"]
# clinicians whose surname is also an ordinary French noun: the lower-case noun stays in the text (ORDINAIRE)
HOMONYMS = [("Verger", "verger", "elle décrit le verger derrière la maison, où elle marche chaque matin"),
            ("Brochet", "brochet", "il raconte sa dernière pêche au brochet sur le lac"),
            ("Loriot", "loriot", "le chant du loriot la réveille à l'aube, dit-elle"),
            ("Chevreuil", "chevreuil", "un chevreuil a traversé la route au retour, sans conséquence"),
            ("Faucon", "faucon", "il observe un faucon depuis la fenêtre de la chambre"),
            ("Caille", "caille", "le repas du soir comportait de la caille rôtie, bien tolérée"),
            ("Pivert", "pivert", "un pivert frappe le tronc du tilleul devant le service"),
            ("Roseau", "roseau", "elle se dit fragile comme un roseau mais motivée"),
            ("Castor", "castor", "il évoque le barrage du castor près du moulin familial"),
            ("Mésange", "mésange", "la petite-fille a installé un nichoir à mésange sur le balcon")]

# real communes with their postcodes and departments
TOWNS = [("Saint-Flour", "15100", "15"), ("Millau", "12100", "12"), ("Figeac", "46100", "46"),
         ("Lannion", "22300", "22"), ("Dax", "40100", "40"), ("Oloron-Sainte-Marie", "64400", "64"),
         ("Vierzon", "18100", "18"), ("Issoire", "63500", "63"), ("Lunéville", "54300", "54"),
         ("Sarlat-la-Canéda", "24200", "24"), ("Paimpol", "22500", "22"), ("Saint-Gaudens", "31800", "31"),
         ("Bressuire", "79300", "79"), ("Autun", "71400", "71"), ("Digne-les-Bains", "04000", "04"),
         ("Mende", "48000", "48"), ("Lons-le-Saunier", "39000", "39"), ("Vitré", "35500", "35"),
         ("Arles", "13200", "13"), ("Villefranche-de-Rouergue", "12200", "12")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route", "cours"]
STREET_NAMES = ["des Tanneurs", "du Moulin-Neuf", "des Coquelicots", "Jean-Jaurès", "de la Croix-Blanche",
                "des Sablières", "du Four-à-Chaux", "Victor-Hugo", "des Glycines-Bleues", "de l'Abreuvoir",
                "des Charmilles", "du Pont-Romain", "Louise-Michel", "des Vergnes", "de la Garenne"]
ESTABS = [("Centre hospitalier des Trois-Vallées", "CHTV", "chtv-sante.fr"),
          ("Hôpital de proximité du Haut-Lignon", "HPHL", "hphl.fr"),
          ("Clinique Sainte-Ombeline", "CSOM", "clinique-ste-ombeline.fr"),
          ("Centre hospitalier intercommunal Rance-Émeraude", "CHIRE", "chire.fr"),
          ("Polyclinique des Hauts-de-Garonne", "PHDG", "polyclinique-hdg.fr"),
          ("Groupe hospitalier Causses-Aubrac", "GHCA", "ghca-sante.fr"),
          ("Hôpital Louis-Brassac", "HLBR", "hopital-brassac.fr"),
          ("Centre médical des Genêts-d'Or", "CMGO", "cm-genetsdor.fr")]
LABS = ["Laboratoire Biosud Causses", "Cerballiance Haut-Lignon", "Laboratoire Synlab Émeraude",
        "Biolam Trois-Vallées", "Laboratoire Oriade Aubrac"]
EMPLOYERS = ["Menuiserie Castelbou", "Transports Ayrinhac SAS", "Fromagerie coopérative de l'Aubrac",
             "Garage Lacoste-Vialard", "Office notarial Sabatié", "Pépinières Rouquayrol",
             "Entreprise Bâtiment Tarrisse"]
INSURERS = ["Mutuelle Ociane", "Harmonie Mutuelle", "Mutuelle Bleue", "Groupama Santé", "Malakoff Humanis Santé",
            "Mutuelle Smatis", "Mutuelle Entrenous"]


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
    """Six writings; the last three are new: blocks of four, sex + thousands grouping, three hyphenated blocks."""
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    full = n13 + key
    return [sp + " " + key, n13 + " " + key, sp + " - " + key,
            "%s %s %s %s" % (full[0:4], full[4:8], full[8:12], full[12:15]),
            "%s %s %s %s %s %s" % (n13[0], n13[1:4], n13[4:7], n13[7:10], n13[10:13], key),
            "%s-%s-%s-%s" % (n13[0], n13[1:7], n13[7:13], key)][style % 6]


LAND_BLOCKS = ["02 61 91", "03 53 01", "04 65 71", "05 36 49", "01 99 00"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else LAND_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    c = s.replace(" ", "")
    return [s, s.replace(" ", "."), "+33 " + s[1:], c, s.replace(" ", "-"),
            "%s %s %s %s" % (c[0], c[1:4], c[4:7], c[7:10])][style % 6]


def birth_written(d: datetime.date, style: int) -> str:
    """Thirteen writings; 7-12 are new here: "6-11-1965", "061165" (compact JJMMAA), "06 / 11 / 65",
    "Samedi 06/11/1965" (full weekday + numeric), "six novembre 1965" (day in words, year in digits),
    "6 XI 1965" (spaced Roman month), "1965-11-06T00:00" (DPI export timestamp)."""
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, m, d.year), d.strftime("%d.%m.%Y"),
            d.strftime("%Y-%m-%d"), d.strftime("%d/%m/%y"), ("%d %s %d" % (d.day, m, d.year)).upper(),
            "%d-%d-%d" % (d.day, d.month, d.year), d.strftime("%d%m%y"), d.strftime("%d / %m / %y"),
            "%s %s" % (JOURS[d.weekday()].capitalize(), d.strftime("%d/%m/%Y")),
            "%s %s %d" % (DAY_WORDS[d.day - 1], m, d.year), "%d %s %d" % (d.day, ROMAN[d.month - 1], d.year),
            d.strftime("%Y-%m-%dT00:00")][style % 13]


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
