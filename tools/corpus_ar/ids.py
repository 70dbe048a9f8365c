"""Fictional people, places and identifiers with valid check keys (corpus AR's own code).

Adapted from the structure of corpus AQ's helpers (independent copy, new pools):
NIR key = 97 - (NIR13 mod 97); RPPS = "10" + 8 digits + Luhn digit (11 digits), national id "8" + RPPS;
ADELI and FINESS = 8 digits + Luhn digit (9 digits), national structure id "1" + FINESS.
"""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
ABBR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Trégouët", "Castelbajac", "Malbranque", "Ribouleau", "Saint-Aubert", "Vernholes", "Aufrère",
            "Bellocq-Dantin", "Cazenave", "Dorléac", "Espitalier", "Fabrègues", "Gourvennec", "Hamelin-Roux",
            "Izarn", "Jacquemart", "Kervella", "Lamothe-Bordes", "Maraval", "Néhou", "Oustric", "Peyrelongue",
            "Quintard", "Roucayrol", "Sablayrolles", "Teyssèdre", "Uzureau", "Vialatte", "Wiedemann", "Yverneau",
            "Audouard", "Bonnafoux", "Chabbert-Lenoir", "Delprat", "Escudié", "Foissac"]
PARTICLES = ["de Penfentenyo", "d'Hauterives", "Le Floch", "de La Villemarqué", "du Boisguéhenneuc", "Le Saux",
             "d'Aubignac", "van Hamme"]
FIRST_F = ["Albane", "Bénédicte", "Coralie", "Domitille", "Éléonore", "Faustine", "Gaëlle", "Hortense", "Inès",
           "Joséphine", "Laurène", "Marie-Noëlle", "Nolwenn", "Océane", "Pélagie", "Rozenn"]
FIRST_M = ["Anatole", "Barnabé", "Côme", "Donatien", "Éloi", "Fulbert", "Gwendal", "Honoré", "Ignace",
           "Jean-Eudes", "Lothaire", "Médéric", "Norbert", "Pacôme", "Rodolphe", "Théophane"]
# clinicians whose surname is also an ordinary French noun (homonym decoys)
HOMONYMS = [("Berger", "berger"), ("Charpentier", "charpentier"), ("Jardinier", "jardinier"), ("Potier", "potier"),
            ("Marchand", "marchand"), ("Pêcheur", "pêcheur"), ("Meunier", "meunier"), ("Sabatier", "sabatier")]

# real communes with postcodes and two-digit departments
TOWNS = [("Paimpol", "22500", "22"), ("Mauriac", "15200", "15"), ("Pamiers", "09100", "09"),
         ("Saint-Gaudens", "31800", "31"), ("Lannion", "22300", "22"), ("Avallon", "89200", "89"),
         ("Loudéac", "22600", "22"), ("Forcalquier", "04300", "04"), ("Nontron", "24300", "24"),
         ("Ambert", "63600", "63"), ("Gourdon", "46300", "46"), ("Morlaix", "29600", "29"),
         ("Bressuire", "79300", "79"), ("Château-Gontier-sur-Mayenne", "53200", "53"), ("Remiremont", "88200", "88"),
         ("Saint-Affrique", "12400", "12"), ("Digne-les-Bains", "04000", "04"), ("Clamecy", "58500", "58"),
         ("Ussel", "19200", "19"), ("Montmorillon", "86500", "86")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route", "cours"]
STREET_NAMES = ["des Cordiers", "du Pré-Fleuri", "des Sureaux", "Anatole-Le-Braz", "de la Fontaine-Saint-Yves",
                "des Coteaux-Blancs", "du Vieux-Lavoir", "Émile-Combes", "des Hortensias", "de la Chapelle-Haute",
                "des Pierres-Levées", "du Gué-Morin", "Marie-Marvingt", "des Bouleaux", "de la Tuilerie"]
ESTABS = [("Centre hospitalier du Haut-Trégor", "CHHT"), ("Hôpital privé Sainte-Eulalie", "HPSE"),
          ("Centre hospitalier intercommunal Comminges-Pyrénées", "CHICP"),
          ("Clinique mutualiste des Monts-d'Arrée", "CMMA"), ("Groupe hospitalier Ariège-Couserans", "GHAC"),
          ("Hôpital Jeanne-Barret", "HJB"), ("Centre hospitalier spécialisé du Bocage", "CHS Bocage"),
          ("Polyclinique du Val-de-Durance", "PVD")]
LABS = ["Laboratoire Biolam Trégor", "Cerballiance Ariège-Pyrénées", "Laboratoire Inovie Bocage",
        "Biogroup Haute-Durance", "Laboratoire Oxabio Cantal"]
EMPLOYERS = ["Conserverie Le Guilvinec SAS", "Menuiserie Alu-Comminges", "Coopérative laitière des Monts",
             "Transports Bouysset et Fils", "Ardoisières de Maël", "Imprimerie Delpuech", "EHPAD Les Tilleuls d'Ussel"]
INSURERS = ["Mutuelle Bleue", "Mutualia Grand Ouest", "Solimut Mutuelle de France", "MGEN", "Apivia Mutuelle",
            "Mutuelle Générale de l'Éducation", "Klesia Mut'"]


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
    return [sp + " " + key, n13 + " " + key, n13 + key, sp + " / " + key, n13 + "-" + key][style % 5]


PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    return [s, s.replace(" ", "."), "+33 " + s[1:], s.replace(" ", ""), "+33 (0)" + s[1:]][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [
        d.strftime("%d/%m/%Y"),                                   # 03/04/1961
        "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),  # mercredi 3 avril 1961
        ("%d %s %d" % (d.day, m, d.year)).upper(),               # 3 AVRIL 1961
        "%d/%d/%d" % (d.day, d.month, d.year),                   # 3/4/1961 (one-digit month)
        d.strftime("%d/%m/%y"),                                   # 03/04/61
        "  ".join(d.strftime("%d%m%Y")),                         # 0  3  0  4  1  9  6  1 (spaced digits, as in boxed forms)
        "%d %s %d" % (d.day, m, d.year),                         # 3 avril 1961
        d.strftime("%d.%m.%Y"),                                   # 03.04.1961
        "%s %02d %s %d" % (JOURS[d.weekday()].capitalize(), d.day, m.upper(), d.year),  # Mercredi 03 AVRIL 1961
        d.strftime("%Y-%m-%d"),                                   # 1961-04-03
        "%02d %s %d" % (d.day, ABBR[d.month - 1], d.year),       # 03 avr. 1961
        d.strftime("%d-%m-%y"),
    ][style % 12]


def care(d: datetime.date, style: int = 0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d.%m.%Y")][style % 3]


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
