"""Fictional people, places and identifiers with valid check keys (corpus BA's own copy, adapted from corpus AU
with new pools and new writings of birth dates, phones, NIR and administrative numbers)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["JAN", "FEV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOU", "SEP", "OCT", "NOV", "DEC"]
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Kervarec", "Lestrohan", "Pujolas", "Bardouillet", "Champeaux-Vidal", "Guérinel", "Haudecoeur",
            "Iribarne", "Jaouen", "Kieffer-Moll", "Larrouturou", "Maupertuis", "Noguès", "Ollivro", "Pétrequin",
            "Quéméner", "Rabasse", "Salducci", "Tixador", "Urrutia", "Verdaguer", "Weisbecker", "Yvinec",
            "Zimmerlin", "Abgrall", "Boisramé", "Coquerel-Daunis", "Darrigrand", "Etcheverry", "Fabrègue",
            "Gourvennec", "Hervouët", "Lacombe-Sarrat", "Mouchotte", "Peyrelongue", "Soubiran"]
PARTICLES = ["de Kerguélen", "d'Espinassou", "Le Bihan-Quéré", "du Plessis-Vauclair", "de La Brousse-Vernet",
             "Le Floc'h", "van der Meulen", "di Lorenzo-Pagès", "Des Rochettes", "de Saint-Affrique"]
# patient surnames that are also ordinary words (never printed lower-case in the template)
WORDY = ["Rossignol", "Printemps", "Vendange", "Lamoureux", "Bonnefoy", "Merlin"]
FIRST_F = ["Albane", "Bérengère", "Capucine", "Delphine", "Eugénie", "Flavie", "Ghislaine", "Héloïse", "Inès",
           "Josépha", "Katell", "Léonie", "Maïwenn", "Noémie", "Ombeline", "Perrine", "Rozenn", "Solène",
           "Anne-Sophie", "Marie-Noëlle"]
FIRST_M = ["Aurélien", "Baptiste", "Corentin", "Damien", "Erwan", "Fulbert", "Grégoire", "Hippolyte", "Ignace",
           "Joachim", "Killian", "Loïc", "Maël", "Norbert", "Octave", "Paul-Henri", "Rodolphe", "Sylvain",
           "Jean-Baptiste", "Tanguy"]
# clinicians whose surname is also an ordinary French word (homonym decoys: the lower-case word stays)
HOMONYMS = [("Sellier", "sellier"), ("Couvreur", "couvreur"), ("Verrier", "verrier"), ("Cordier", "cordier"),
            ("Meunier", "meunier"), ("Vigneron", "vigneron"), ("Fromager", "fromager"), ("Boucher", "boucher"),
            ("Tisserand", "tisserand"), ("Charron", "charron"), ("Bourrelier", "bourrelier"), ("Maréchal", "maréchal")]

# real communes with postcodes and two-digit departments
TOWNS = [("Quimperlé", "29300", "29"), ("Saint-Flour", "15100", "15"), ("Millau", "12100", "12"),
         ("Lannion", "22300", "22"), ("Vierzon", "18100", "18"), ("Issoire", "63500", "63"),
         ("Sarlat-la-Canéda", "24200", "24"), ("Dole", "39100", "39"), ("Bressuire", "79300", "79"),
         ("Oloron-Sainte-Marie", "64400", "64"), ("Saint-Dié-des-Vosges", "88100", "88"), ("Figeac", "46100", "46"),
         ("Paimpol", "22500", "22"), ("Langres", "52200", "52"), ("Mende", "48000", "48"), ("Lodève", "34700", "34"),
         ("Ussel", "19200", "19"), ("Avranches", "50300", "50"), ("Château-Gontier-sur-Mayenne", "53200", "53"),
         ("Saint-Jean-de-Luz", "64500", "64"), ("Gap", "05000", "05"), ("Thonon-les-Bains", "74200", "74")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route", "lieu-dit",
                "cours", "sente"]
STREET_NAMES = ["des Tanneurs", "du Moulin-Vieux", "des Hirondelles", "Jean-Jaurès", "de la Croix-Verte",
                "des Genêts", "du Port-Rhu", "Victor-Hugo", "des Mésanges", "de la Garenne", "du Four-à-Chaux",
                "des Vignes-Hautes", "Louise-Michel", "des Peupliers", "de Kerampont", "du Bois-Joli"]
ESTABS = [("Centre hospitalier de Haute-Cornouaille", "CHHC"), ("Hôpital privé Saint-Gildas", "HPSG"),
          ("Clinique mutualiste de la Vallée du Lot", "CMVL"), ("Centre hospitalier intercommunal des Causses", "CHIC"),
          ("Polyclinique des Trois-Rivières", "P3R"), ("Groupe hospitalier Sud-Quercy", "GHSQ"),
          ("Hôpital Marcelin-Duplantier", "HMD"), ("Institut de cancérologie Rance-Émeraude", "ICRE")]
LABS = ["Laboratoire Biomnis Causses", "Cerballiance Cornouaille", "Laboratoire Synlab Quercy",
        "Bioaxiome Haute-Loire", "Laboratoire Eurofins Bocage"]
EMPLOYERS = ["Conserverie Guéguen & Fils", "Transports Larrouturou SAS", "Scierie du Haut-Lignon",
             "Fromagerie coopérative de Laguiole", "Menuiserie Abgrall-Bois", "Crédit agricole Sud-Massif",
             "Lycée agricole de Bressuire"]
INSURERS = ["Mutuelle des Monts d'Arrée", "Harmonie Santé Quercy", "Mutuelle Ociane Sud", "Groupama Assurances Causses",
            "Mutuelle Entrain", "MGEN Bocage", "Prévoyance Kerlann"]


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
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    dots = "%s.%s.%s.%s.%s.%s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + " " + key, n13 + key, dots + "-" + key, sp + " / " + key,
            n13[:7] + " " + n13[7:] + " clé " + key][style % 6]


PHONE_BLOCKS = ["02 98 09", "04 71 60", "05 65 20", "03 84 79", "05 49 65"]
MOBILE_BLOCKS = ["06 45 78", "07 56 12"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    d = s.replace(" ", "")
    return [s, s.replace(" ", "."), "+33 " + s[1:], d, s.replace(" ", "-"), "+33 (0)" + s[1:],
            "0033 " + s[1:], d[:2] + " " + d[2:6] + " " + d[6:]][style % 8]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), d.strftime("%d/%m/%y"), "%d %s %d" % (d.day, m, d.year),
            d.strftime("%Y-%m-%d"), d.strftime("%d.%m.%Y"), d.strftime("%d%m%Y"),
            d.strftime("%d %m %Y"), "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),
            "%02d-%s-%d" % (d.day, MOIS_ABR[d.month - 1], d.year), "%d/%s/%d" % (d.day, ROMAN[d.month - 1], d.year),
            "%d %s %02d" % (d.day, m, d.year % 100), d.strftime("%d / %m / %Y"), d.strftime("%Y%m%d"),
            "%s %s" % (JOURS[d.weekday()][:3] + ".", d.strftime("%d/%m/%Y"))][style % 14]


def care(d: datetime.date, style: int = 0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year)][style % 2]


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
