"""Fictional people, places and identifiers with valid check keys (corpus BL's own copy, written for this corpus with
new pools and new writings of birth dates, NIR, IPP, stay numbers, phones and names; the NIR key is computed as
corpus AU computes it). Every character is in cp1252: the punched-card writer draws base-14 Courier with
/WinAnsiEncoding."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_AB = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
EN_M = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
EN_D = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

SURNAMES = ["Abadie-Lasserre", "Bourrounet", "Castagnède", "Darricau", "Espitalier", "Fourcassié", "Garrigou-Lagrange",
            "Hirigoyen", "Issartel", "Jougla", "Lamarque-Pouey", "Marcadal", "Nadalet", "Ousset", "Pradalié",
            "Roumagnac", "Sempéré", "Tournié", "Vidalenc", "Barbazan", "Cazaubon", "Dufourcq", "Escudié", "Fabas",
            "Gouazé", "Lavergne-Castex", "Montagut", "Pujolle", "Soubiran", "Vignaux"]
PARTICLES = ["de Laborie-Sescau", "d'Espagnac", "Le Bihan-Créac'h", "du Plessis-Vaudreuil", "de Saint-Géry",
             "d'Aubarède", "van Hoorebeke", "de La Tour-Fondeval"]
FIRST_F = ["Aliénor", "Bertille", "Clémence", "Domitille", "Eugénie", "Firmine", "Gersende", "Honorine", "Iphigénie",
           "Jacinthe", "Laurine", "Mahaut", "Nolwenn", "Odeline", "Pétronille", "Solène"]
FIRST_M = ["Achille", "Barnabé", "Célestin", "Dieudonné", "Évariste", "Fulbert", "Gatien", "Honoré", "Ignace",
           "Joachim", "Léandre", "Médard", "Norbert", "Octave", "Pacôme", "Siméon"]
MORE_F = ["Germaine", "Odette", "Simone", "Yvette", "Colette", "Raymonde", "Josette", "Ginette"]
MORE_M = ["Gaston", "Marcel", "Raymond", "Lucien", "Albert", "Robert", "Edmond", "Firmin"]
# clinicians whose surname is also an ordinary French noun: the lower-case noun stays in the text (ORDINAIRE)
HOMONYMS = [("Sureau", "sureau", "avoir cueilli des fleurs de sureau pour en faire un sirop"),
            ("Fougère", "fougère", "avoir débroussaillé une fougère envahissante derrière la grange"),
            ("Mésange", "mésange", "avoir installé un nichoir pour une mésange au fond du jardin"),
            ("Renard", "renard", "avoir aperçu un renard traverser la route au petit matin"),
            ("Chêne", "chêne", "faire la sieste sous le vieux chêne de la place du village"),
            ("Tilleul", "tilleul", "boire chaque soir une infusion de tilleul avant de dormir"),
            ("Castor", "castor", "avoir observé un castor construire son barrage sur la rivière"),
            ("Cigale", "cigale", "ne pas supporter le chant de la cigale pendant la sieste"),
            ("Lavande", "lavande", "avoir récolté de la lavande pour parfumer les armoires"),
            ("Merle", "merle", "être réveillé chaque matin par un merle perché sur l'antenne")]

# real communes with their postcodes and departments
TOWNS = [("Morlaix", "29600", "29"), ("Quimperlé", "29300", "29"), ("Fougères", "35300", "35"),
         ("Mayenne", "53100", "53"), ("Château-Gontier", "53200", "53"), ("Chinon", "37500", "37"),
         ("Romorantin-Lanthenay", "41200", "41"), ("Aubusson", "23200", "23"), ("Tulle", "19000", "19"),
         ("Cahors", "46000", "46"), ("Rodez", "12000", "12"), ("Mende", "48000", "48"), ("Pézenas", "34120", "34"),
         ("Mont-de-Marsan", "40000", "40"), ("Orthez", "64300", "64"), ("Chaumont", "52000", "52"),
         ("Remiremont", "88200", "88"), ("Aurillac", "15000", "15"), ("Digne-les-Bains", "04000", "04"),
         ("Privas", "07000", "07")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route", "sente"]
STREET_NAMES = ["des Mûriers", "du Pont-Levis", "de la Fontaine-Salée", "des Chardonnerets", "du Pré-Carré",
                "des Augustins", "de la Vieille-Forge", "des Aubépines", "du Haut-Chemin", "des Lavandières",
                "de la Tour-Ronde", "des Sept-Moulins", "du Puits-Neuf", "des Vergers-Bas", "de la Garenne-Haute"]
ESTABS = [("Centre hospitalier des Monts-d'Arrée", "CHMA", "ch-montsdarree.fr"),
          ("Hôpital intercommunal de la Vallée-du-Lot", "HIVL", "hivl-sante.fr"),
          ("Clinique Sainte-Enimie", "CSEN", "clinique-stenimie.fr"),
          ("Groupe hospitalier Rouergue et Lévézou", "GHRL", "gh-rouergue.fr"),
          ("Centre hospitalier du Pays-de-Chinon", "CHPC", "ch-payschinon.fr"),
          ("Polyclinique des Hauts-Plateaux", "PHP", "php-clinique.fr"),
          ("Hôpital privé de la Margeride", "HPM", "hp-margeride.fr"),
          ("Centre hospitalier de Lozère et Cévennes", "CHLC", "chlc-sante.fr")]
LABS = ["Laboratoire Bioarrée", "Laboratoire Rouergue-Analyses", "Biolot Vallée", "Laboratoire Margebio",
        "Cévennes Biologie"]
EMPLOYERS = ["Coopérative laitière du Lévézou", "Menuiserie Castagnède et Fils", "Scierie des Monts-d'Arrée",
             "Boulangerie du Puits-Neuf", "Autocars Vidalenc Voyages", "École de musique de la Vallée",
             "Droguerie centrale de Chinon"]
INSURERS = ["Mutuelle des Monts Solidaires", "Prévoyance Lot-et-Dordogne", "Mutuelle Sainte-Enimie Entraide",
            "Mutuelle du Haut-Rouergue", "Harmonie Vallée-du-Lot", "Mutuelle Margeride Santé", "Mutuelle Cévennes-Accueil"]


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
    """The key as corpus AU computes it: 97 - (NIR13 mod 97)."""
    return "%02d" % (97 - int(n13) % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    """Six writings; the last three are new: the key after a slash glued to the 13 digits ("2651164123456/78"),
    underscores throughout ("2_65_11_64_123_456_78"), the 13 digits in the ISO 7064 style with the key in square
    brackets ("2 65 11 64 123 456 [78]")."""
    g = [n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key]
    return [" ".join(g), n13 + " " + key, n13 + key, n13 + "/" + key, "_".join(g),
            " ".join(g[:6]) + " [" + key + "]"][style % 6]


LAND_BLOCKS = ["02 98 71", "05 65 43", "02 47 93", "04 66 49", "05 55 21"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    """Six writings; the last three are new: 2-4-4 with dots ("02.9871.1234"), the trunk digit in parentheses after
    the country code with no zero ("+33 (2) 98 71 12 34"), 2-3-3-2 ("02 987 112 34")."""
    s = r.choice(MOBILE_BLOCKS if mobile else LAND_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    c = s.replace(" ", "")
    return [s, s.replace(" ", "."), "+33 " + s[1:], "%s.%s.%s" % (c[0:2], c[2:6], c[6:10]),
            "+33 (%s) %s" % (c[1], s[3:]), "%s %s %s %s" % (c[0:2], c[2:5], c[5:8], c[8:10])][style % 6]


def birth_written(d: datetime.date, style: int) -> str:
    """Thirteen writings; 5-12 are new here: "06\\11\\1965" (backslashes), "06,11,1965" (commas), "06:11:1965"
    (colons), "Sat Nov 06 1965" (JavaScript Date.toDateString), "1965-W44-6" (ISO 8601 week date), "1965-310" (ISO
    8601 ordinal date), "06 nov. 65" (abbreviated month with its dot and a two-digit year), "06.11.65" (dots, two-digit
    year)."""
    m = MOIS[d.month - 1]
    iy, iw, idw = d.isocalendar()
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, m, d.year), d.strftime("%Y-%m-%d"),
            d.strftime("%d.%m.%Y"), d.strftime("%d/%m/%y"),
            d.strftime("%d\\%m\\%Y"), d.strftime("%d,%m,%Y"), d.strftime("%d:%m:%Y"),
            "%s %s %02d %d" % (EN_D[d.weekday()], EN_M[d.month - 1], d.day, d.year),
            "%d-W%02d-%d" % (iy, iw, idw), "%d-%03d" % (d.year, d.timetuple().tm_yday),
            "%02d %s %02d" % (d.day, MOIS_AB[d.month - 1], d.year % 100), d.strftime("%d.%m.%y")][style % 13]


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
