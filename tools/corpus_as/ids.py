"""Fictional people, places and identifiers with valid check keys (corpus AS's own pools).

Adapted from the structure of tools/corpus_aq/ids.py (copied, not imported): NIR key 97 - NIR13 mod 97,
RPPS / ADELI / FINESS Luhn-valid, "8"+RPPS and "1"+FINESS national identifiers.
"""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Kerdoncuff", "Larrouturou", "Bécherel", "Siauve", "Tourmente", "Vaissière", "Cazaubon", "Plessix",
            "Rigaudière", "Maupetit", "Escudié", "Fabrègue", "Gourvennec", "Hamonic", "Jouanjan", "Lécuyer-Bost",
            "Mazeyrat", "Noblecourt", "Orsoni", "Pujolle", "Quintard", "Riffaud-Pelé", "Sabatié", "Trémoureux",
            "Uhalde", "Villemagne", "Yvinec", "Zamparini", "Aubazac", "Bouzigues", "Carrerot", "Delpeyrou"]
PARTICLES = ["de Lestang", "Le Moal", "d'Aurignac", "du Fresnay", "de La Bassetière", "Le Floc'h"]
# surnames that are also ordinary French words (the lowercase word is printed elsewhere as a decoy)
HOMONYMS = [("Chevalier", "chevalier"), ("Marchand", "marchand"), ("Mercier", "mercier"), ("Sabatier", "sabatier"),
            ("Charpentier", "charpentier"), ("Boucher", "boucher"), ("Pêcheur", "pêcheur"), ("Pasteur", "pasteur"),
            ("Rossignol", "rossignol"), ("Lièvre", "lièvre"), ("Bonhomme", "bonhomme"), ("Lebrun", "lebrun")]
FIRST_F = ["Armelle", "Bénédicte", "Cyrielle", "Domitille", "Éléonore", "Fanny", "Ghislaine", "Hortense",
           "Iris", "Joséphine", "Laurène", "Mathilde", "Nadège", "Océane", "Pascaline", "Rozenn", "Servane",
           "Thaïs", "Marie-Odile", "Anne-Sophie"]
FIRST_M = ["Alban", "Brieuc", "Clovis", "Damien", "Énguerrand", "Florian", "Gwendal", "Hervé", "Ildut",
           "Jocelyn", "Killian", "Lazare", "Mathurin", "Nolwenn", "Ronan", "Thibaut", "Ulysse", "Pierre-Yves",
           "Jean-Eudes", "Marc-Antoine"]

TOWNS = [("Lannion", "22300", "22"), ("Mauriac", "15200", "15"), ("Argentan", "61200", "61"),
         ("Marmande", "47200", "47"), ("Romorantin-Lanthenay", "41200", "41"), ("Paimpol", "22500", "22"),
         ("Gourdon", "46300", "46"), ("Vierzon", "18100", "18"), ("Pontarlier", "25300", "25"),
         ("Saint-Gaudens", "31800", "31"), ("Loudéac", "22600", "22"), ("Ambérieu-en-Bugey", "01500", "01"),
         ("Céret", "66400", "66"), ("Sablé-sur-Sarthe", "72300", "72"), ("Lodève", "34700", "34"),
         ("Decazeville", "12300", "12"), ("Guingamp", "22200", "22"), ("Riom", "63200", "63"),
         ("Tonnerre", "89700", "89"), ("Saint-Affrique", "12400", "12")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "route", "square", "sente"]
STREET_NAMES = ["des Tisserands", "du Calvaire", "des Hirondelles", "Anatole-Le-Braz", "de la Garenne",
                "des Quatre-Vents", "du Pré-Botté", "Marie-Curie", "des Écoles", "de Kerbernez", "du Lavoir",
                "des Mésanges", "Jules-Ferry", "de la Tuilerie", "des Grands-Prés", "du Champ-de-Foire"]
# (name, acronym, town index)
ESTABS = [("Centre hospitalier du Trégor-Goëlo", "CHTG"), ("Hôpital intercommunal des Monts-d'Arrée", "HIMA"),
          ("Centre hospitalier Pays de Bray-Caux", "CHPBC"), ("Clinique mutualiste de la Haute-Lande", "CMHL"),
          ("Groupe hospitalier Val-de-Cher Sologne", "GHVCS"), ("Hôpital privé Sainte-Radegonde", "HPSR"),
          ("Centre hospitalier régional de l'Aubrac", "CHRA"), ("Polyclinique des Hauts-de-Lisle", "PHDL")]
LABS = ["Laboratoire Biolam Haute-Vienne", "Biolab Côte-de-Granit", "Laboratoire Inovie Pays-Cathare",
        "Cerballiance Bocage-Normand"]
EMPLOYERS = ["Conserverie Hénaff-Lucas", "Transports Guéguen et Fils", "Ardoisières de Commana",
             "Laiterie coopérative du Ségala", "Menuiserie Ollivro SARL", "Abattoir de Lanrivain",
             "Société Porcelaines Brévière", "Carrières du Mené"]
INSURERS = ["Mutuelle des Pays de l'Odet", "Harmonie Mutuelle", "MGEN", "Mutuelle Just", "Solimut Centre-Océan",
            "Mutuelle Bleue", "Malakoff Humanis Santé"]
CAISSES = ["CPAM des Côtes-d'Armor", "CPAM du Cantal", "MSA Armorique", "CPAM de l'Orne", "MSA Midi-Pyrénées Nord"]


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


def nir_ok(n15: str) -> bool:
    return nir_key(n15[:13]) == n15[13:]


def nir_written(n13: str, key: str, style: int) -> str:
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + " " + key, n13 + key, sp + " - " + key, n13 + " clé " + key,
            n13 + "-" + key][style % 6]


PHONE_BLOCKS = ["02 61 91", "04 65 71", "05 36 49", "03 53 01", "01 99 00"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    return [s, s.replace(" ", "."), "+33 " + s[1:], s.replace(" ", ""), "+33 (0)" + s[1:]][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), d.strftime("%d/%m/%y"), "%d %s %d" % (d.day, m, d.year),
            ("%d %s %d" % (d.day, m, d.year)).upper(), d.strftime("%d.%m.%Y"), d.strftime("%Y-%m-%d"),
            "%d %s %d" % (d.day, MOIS_ABR[d.month - 1], d.year), "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),
            "%d/%d/%d" % (d.day, d.month, d.year), d.strftime("%d-%m-%Y"), "%02d %s %d" % (d.day, m, d.year)][style % 11]


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
