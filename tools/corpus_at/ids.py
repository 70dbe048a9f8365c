"""Fictional people, places and identifiers with valid check keys (corpus AT's own copy).

Structure adapted from corpus AQ's helpers (NIR key 97 - n mod 97, Luhn for RPPS / ADELI / FINESS);
the pools are new. Communes and postcodes are real, everything else is invented.
"""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Kerhervé", "Sablayrolles", "Montagnac-Briand", "Lafontan", "Peyrelongue", "Cazeneuve", "Rigoulot",
            "Bréchignac", "Tournemire", "Vaissière", "Lhermitte-Colas", "Darrigrand", "Favreau-Mesnil", "Grandjouan",
            "Houdebine", "Jourdanet", "Labourdette", "Maillochon", "Nadaud", "Ourliac", "Poumarède", "Roussillat",
            "Séverac", "Trémouillet", "Valadier", "Wattebled", "Aubespin", "Bellocq", "Combescure", "Delmotte-Riou",
            "Espitalier", "Fauconnet", "Gélinotte", "Izarn", "Lamothe-Bessac", "Mérignargues"]
PARTICLES = ["de Pontbriand", "Le Moal", "d'Aubigné-Lasserre", "du Couëdic", "de La Roncière", "Le Dantec",
             "di Marzio", "van Hoorebeke"]
FIRST_F = ["Annabelle", "Bertille", "Cyrielle", "Domitille", "Éloïse", "Faustine", "Gwladys", "Hortense",
           "Isaure", "Jocelyne", "Laurène", "Marie-Sixtine", "Nolwenn", "Philippine", "Roselyne", "Séverine"]
FIRST_M = ["Alban", "Barnabé", "Clovis", "Damien", "Édouard", "Fulbert", "Gaëtan", "Honoré", "Ignace",
           "Jean-Eudes", "Killian", "Lucien", "Marc-Antoine", "Norbert", "Pacôme", "Thibaut"]
# surnames that are also ordinary French nouns (the lower-case word is printed elsewhere as a kept word)
HOMONYMS = [("Tonnelier", "tonnelier"), ("Maréchal", "maréchal"), ("Sabatier", "sabatier"), ("Cordier", "cordier"),
            ("Verrier", "verrier"), ("Barbier", "barbier"), ("Forgeron", "forgeron"), ("Jardinier", "jardinier"),
            ("Laboureur", "laboureur"), ("Meunier", "meunier")]

TOWNS = [("Aurillac", "15000", "15"), ("Mende", "48000", "48"), ("Guingamp", "22200", "22"), ("Paimpol", "22500", "22"),
         ("Loches", "37600", "37"), ("Nérac", "47600", "47"), ("Sisteron", "04200", "04"), ("Pontarlier", "25300", "25"),
         ("Saint-Gaudens", "31800", "31"), ("Vierzon", "18100", "18"), ("Lannion", "22300", "22"),
         ("Privas", "07000", "07"), ("Brioude", "43100", "43"), ("Montmorillon", "86500", "86"),
         ("Château-Gontier-sur-Mayenne", "53200", "53"), ("Saint-Dié-des-Vosges", "88100", "88"),
         ("Digne-les-Bains", "04000", "04"), ("Riom", "63200", "63"), ("Fougères", "35300", "35"), ("Cahors", "46000", "46"),
         ("Ussel", "19200", "19"), ("Bagnères-de-Bigorre", "65200", "65")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "route", "cours", "sentier"]
STREET_NAMES = ["des Cordeliers", "du Pré-Fleuri", "des Mésanges", "Ambroise-Paré", "de la Fontaine-Salée",
                "des Hauts-de-Brie", "du Vieux-Pont", "Édouard-Vaillant", "des Saules", "de la Chapelle-Haute",
                "des Charmilles", "du Bois-Joli", "Marie-Curie", "des Tilleuls-Bas", "de la Tuilerie",
                "du Clos-Margot", "Joliot-Curie", "des Grands-Champs"]
ESTABS = [("Centre hospitalier des Monts-d'Aubrac", "CHMA"), ("Hôpital privé Sainte-Blandine", "HPSB"),
          ("Centre hospitalier intercommunal Haute-Vilaine", "CHI-HV"), ("Clinique mutualiste des Trois-Vallées", "CM3V"),
          ("Groupe hospitalier Argoat-Trégor", "GHAT"), ("Hôpital Pierre-Desgranges", "H.P.D."),
          ("Centre hospitalier du Pays de Gex-Bugey", "CH2GB"), ("Polyclinique du Val-de-Sioule", "PVS")]
LABS = ["Laboratoire Bioaxis Haute-Loire", "Cerbalys Pays-Corrézien", "Biolam Trégor", "Laboratoire Inovie Causses",
        "Biomedys Val-d'Allier"]
EMPLOYERS = ["Charcuterie Peyrelevade SAS", "Cartonnerie du Bas-Bocage", "Transports Frigorifiques Ménard-Ollier",
             "Coopérative laitière des Estives", "Ébénisterie Fontclaire", "Mairie de Saint-Véran-le-Haut",
             "Imprimerie Vernadet & Fils"]
INSURERS = ["Mutuelle des Forestiers du Centre", "Solimut Pays-Basque", "Mutuelle Alliance Limousine",
            "Prévoyance Artisanale du Massif", "Mutuelle Civile de l'Ouest", "Harmonie Vallées-Cévennes"]
CAISSES = ["CPAM du Cantal", "CPAM des Côtes-d'Armor", "MSA Auvergne", "CPAM de Lozère", "MSA Armorique"]
SCHOOLS = ["Collège Jules-Verne de Brioude", "Lycée professionnel Les Gabariers", "École élémentaire des Tilleuls",
           "Collège Saint-Joseph-des-Prés"]
PROVIDERS = [("Néphro Domicile Assistance", "NDA-Santé"), ("Nutri-Home Bretagne", "NHB"), ("Alliance Perfusion Sud", "APS")]


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


def nir_ok(written: str) -> bool:
    d = "".join(ch for ch in written if ch.isdigit())
    return len(d) == 15 and nir_key(d[:13]) == d[13:]


def nir_written(n13: str, key: str, style: int) -> str:
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + " " + key, n13 + key, sp + " - " + key, n13 + "/" + key,
            "%s %s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key) + "",
            n13 + " clé " + key][style % 7]


PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    return [s, s.replace(" ", "."), "+33 " + s[1:], s.replace(" ", ""), s.replace(" ", "-")][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"),                                   # 0 numeric
            d.strftime("%d/%m/%y"),                                   # 1 two-digit year
            "%d %s %d" % (d.day, m, d.year),                          # 2 words
            ("%d %s %d" % (d.day, m, d.year)).upper(),                # 3 CAPITALS
            "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),   # 4 weekday
            "%d/%d/%d" % (d.day, d.month, d.year),                    # 5 one-digit day/month
            d.strftime("%d %m %Y"),                                   # 6 spaced blocks
            d.strftime("%Y-%m-%d"),                                   # 7 ISO
            "%d %s %d" % (d.day, MOIS_ABR[d.month - 1], d.year),      # 8 abbreviated month
            d.strftime("%d.%m.%Y"),                                   # 9 dotted
            "%s %d %s %d" % (JOURS[d.weekday()].capitalize(), d.day, m.upper(), d.year),  # 10 weekday + CAPS month
            d.strftime("%d-%m-%y")][style % 12]                       # 11 dashes, two-digit year


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def slug(s: str) -> str:
    return "".join(ch for ch in ascii_fold(s).lower() if ch.isalnum() or ch in ".-")
