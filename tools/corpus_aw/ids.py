"""Fictional people, places and identifiers with valid check keys (corpus AW's own copy, adapted from corpus AU
with NEW pools of names, establishments, laboratories, insurers, employers and providers)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Audebrand", "Bellocq-Sarran", "Castagnède", "Daguerre", "Estrabaut", "Fouquerolle", "Grimaudet",
            "Harismendy", "Ithurbide", "Jaouen-Lessard", "Kervarec", "Labouyrie", "Maupertuis", "Nivelleau",
            "Ollivrin", "Peyrelongue", "Quéméneur", "Roquebrune-Dastis", "Salvetat", "Trémolières", "Urruty",
            "Valdeyron", "Wattebled", "Ybarnégaray", "Chaumeil-Arcos", "Dérouineau", "Espitalier", "Fabrègue",
            "Goasdoué", "Lhermitte-Bosc", "Montalembert", "Rivoalen"]
PARTICLES = ["de Kerangal", "d'Ortoli", "Le Bozec", "de La Tourrasse", "du Plessix", "Le Moal-Jézéquel",
             "d'Esquerré", "van Hoeydonck"]
FIRST_F = ["Apolline", "Bertille", "Capucine", "Delphine", "Énora", "Flavie", "Ghislaine", "Héloïse",
           "Ingrid", "Joséphine", "Laurène", "Maëlys", "Noémie", "Perrine", "Solène", "Anne-Laure"]
FIRST_M = ["Aurélien", "Baptiste", "Corentin", "Damien", "Evrard", "Fulbert", "Guénolé", "Hippolyte",
           "Joachim", "Léopold", "Maxence", "Octave", "Paul-Henri", "Romuald", "Sixte", "Tanguy"]
# clinicians whose surname is also an ordinary French noun (the lowercase word stays: ORDINAIRE / HOMONYME)
HOMONYMS = [("Mercier", "mercier"), ("Barbier", "barbier"), ("Cordier", "cordier"), ("Verrier", "verrier"),
            ("Sellier", "sellier"), ("Vigneron", "vigneron"), ("Boucher", "boucher"), ("Pelletier", "pelletier"),
            ("Fermier", "fermier"), ("Chaudronnier", "chaudronnier")]

# real communes with postcodes and two-digit departments
TOWNS = [("Lannion", "22300", "22"), ("Bourg-en-Bresse", "01000", "01"), ("Montbrison", "42600", "42"),
         ("Ornans", "25290", "25"), ("Millau", "12100", "12"), ("Saumur", "49400", "49"),
         ("Figeac", "46100", "46"), ("Issoire", "63500", "63"), ("Paimpol", "22500", "22"),
         ("Oloron-Sainte-Marie", "64400", "64"), ("Vitré", "35500", "35"), ("Langres", "52200", "52"),
         ("Sarlat-la-Canéda", "24200", "24"), ("Thonon-les-Bains", "74200", "74"), ("Autun", "71400", "71"),
         ("Commercy", "55200", "55"), ("Mauriac", "15200", "15"), ("Châteaubriant", "44110", "44"),
         ("Villefranche-de-Rouergue", "12200", "12"), ("Gray", "70100", "70")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route"]
STREET_NAMES = ["des Tanneurs", "du Moulin-Neuf", "des Hirondelles", "Jean-Jaurès", "de la Croix-Verte",
                "des Vergers", "du Pont-Levis", "Pasteur", "des Glycines", "de la Poterne",
                "des Hautes-Bruyères", "du Lavoir", "Louise-Michel", "des Tilleuls", "de la Briqueterie"]
ESTABS = [("Centre hospitalier de la Haute-Dordogne", "CHHD"), ("Hôpital privé Saint-Landry", "HPSL"),
          ("Clinique mutualiste du Trégor-Goëlo", "CMTG"), ("Centre hospitalier intercommunal Bresse-Revermont", "CHIBR"),
          ("Polyclinique des Causses", "PCC"), ("Groupe hospitalier Saône-Vingeanne", "GHSV"),
          ("Hôpital Eugénie-Lamarque", "HEL"), ("Centre médical des Trois-Rivières", "CM3R")]
LABS = ["Laboratoire Biomédic Causses", "Cerballiance Revermont", "Laboratoire Synlab Goëlo",
        "Biolor Vingeanne", "Laboratoire Bio-Dordogne Amont"]
EMPLOYERS = ["Fromagerie Valdeyrac SAS", "Transports Lagrèze et Fils", "Menuiserie Coustalat",
             "Coopérative agricole des Causses", "Verrerie Moncassin", "Scierie Puylaroque",
             "Crédit mutuel Bresse-Jura"]
INSURERS = ["Mutuelle Saint-Aubin Prévoyance", "Harmonie Mutuelle", "Mutuelle des Trois-Vallées", "Groupama Santé",
            "MGEN", "Mutuelle Entrain", "Malakoff Humanis"]
PRESTATAIRES = [("Ambulances des Causses", "ADC"), ("Taxi Goasdoué Services", "TGS"), ("Vitalaire Bresse", "VAB")]


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
    return s.isdigit() and luhn_digit(s[:-1]) == s[-1]


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
    return [sp + " " + key, n13 + " " + key, sp + " - " + key, n13 + "/" + key, sp + " clé " + key,
            n13 + "." + key][style % 6]


PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    return [s, s.replace(" ", "."), "+33 " + s[1:], s.replace(" ", ""), s.replace(" ", "-")][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    """Twelve writings, several unusual: weekday, CAPITALS, two-digit year, one-digit day/month, spaced digits."""
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"),
            d.strftime("%d/%m/%y"),
            "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),
            "%d %s %d" % (d.day, m.upper(), d.year),
            "%d/%d/%d" % (d.day, d.month, d.year),
            " ".join(d.strftime("%d%m%Y")),
            d.strftime("%d.%m.%Y"),
            ("%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year)).upper(),
            "%d-%d-%02d" % (d.day, d.month, d.year % 100),
            d.strftime("%Y-%m-%d"),
            "%02d %s %d" % (d.day, m[:3] + ".", d.year) if len(m) > 4 else "%02d %s %d" % (d.day, m, d.year),
            d.strftime("%d %m %Y")][style % 12]


def compact(d: datetime.date) -> str:
    return d.strftime("%d%m%Y")


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
