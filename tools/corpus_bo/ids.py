"""Fictional people, places and identifiers with valid check keys, written for corpus BO (documents that name SEVERAL
people around the patient: mother and newborn, twins, parents, third party requesting care, guardian, person of
trust, interpreter, relatives of a deceased donor, family of a social report). Every character is in cp1252 (the
report writer draws base-14 Times with /WinAnsiEncoding).

Writings: birth dates "14/03/2025", "14.03.2025", "14 mars 2025", "14/03/25", "le 14-03-2025", "14 MARS 2025" and
with the hour of birth "14/03/2025 à 03h12", "14/03/2025 - 03:12", "14 mars 2025 à 3 h 12"; NIR spaced / glued /
13 + key; IPP glued 10 digits ("4003127785") or "E" prefixed for a newborn's file
("E25004417"); NDA "2501234567" and "NDA 25-0123456"; phones "06 12 34 56 78",
"06.12.34.56.78", "0612345678", "+33 6 12 34 56 78", "(+33) 6 12 34 56 78"; RPPS 11 digits (Luhn), ADELI 9 digits.
"""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]

SURNAMES = ["Le Guennec", "Kermarrec-Dupuy", "Thébault", "Lozac'h", "de Saint-Pern", "Brélivet", "Kerneis",
            "Le Saux-Ollivier", "Gloaguen", "Guivarc'h", "du Halgouët", "Tréguier-Mahé", "Kervarec", "Le Dantec",
            "Andrieux-Carré", "Le Borgne", "Chaussepied", "Le Moigne", "d'Argentré", "Stéphan", "Jaouen", "Lagadec",
            "Mével", "Olier", "Raoul-Duval", "Scouarnec", "Trémel", "Urvoy", "Vallée-Guyomarc'h", "Yven", "de Lescoët",
            "Lannuzel", "Bellec", "Le Rhun", "Prigent-Omnès", "Coadic"]
FIRST_F = ["Marie-Josée", "Gwenaëlle", "Anne-Laure", "Klervi", "Soizic", "Lénaïg", "Maëlys", "Véronique",
           "Marie-Christine", "Tiphaine", "Aurélie", "Bleuenn", "Françoise", "Ophélie", "Chloé", "Yolande"]
FIRST_M = ["Jean-Marc", "Erwan", "Loïc", "Gaël", "Pierre-Yves", "Ronan", "Hervé", "Brieuc", "Mathéo",
           "Jean-François", "Kévin", "Yannick", "Aurélien", "Tanguy", "Per", "Joël"]
BABY_F = ["Lya", "Nina", "Maïa", "Ambre", "Louise", "Rose", "Jade", "Alba"]
BABY_M = ["Noé", "Malo", "Liam", "Sacha", "Gabin", "Nathan", "Milo", "Côme"]
NICKS = ["Josy", "Titi", "Nono", "Mimi", "Lulu", "Dédé"]
TOWNS = [("Lannion", "22300", "22"), ("Concarneau", "29900", "29"), ("Douarnenez", "29100", "29"),
         ("Loudéac", "22600", "22"), ("Hennebont", "56700", "56"), ("Josselin", "56120", "56"),
         ("Fougères", "35300", "35"), ("Montfort-sur-Meu", "35160", "35"), ("Quintin", "22800", "22"),
         ("Landivisiau", "29400", "29"), ("Pont-l'Abbé", "29120", "29"), ("Saint-Méen-le-Grand", "35290", "35"),
         ("Questembert", "56230", "56"), ("Châteaulin", "29150", "29"), ("Guémené-sur-Scorff", "56160", "56"),
         ("Plouha", "22580", "22"), ("Bain-de-Bretagne", "35470", "35"), ("Le Faouët", "56320", "56")]
STREETS = ["rue de Kerantour", "impasse des Glycines", "rue du Stade", "allée des Hortensias", "rue Jules Ferry",
           "route de Kerfeunteun", "rue des Tanneurs", "place de l'Église", "rue Saint-Yves", "rue du Calvaire",
           "venelle des Courtils", "rue Théodore Botrel"]
HOSPITALS = [("Centre hospitalier de Cornouaille-Trégor", "CHCT"), ("Centre hospitalier Bretagne-Argoat", "CHBA"),
             ("Hôpital de Kerlouan-Ménez", "HKM"), ("Centre hospitalier intercommunal du Léon", "CHIL")]
CHU = [("CHU de Bretagne-Ouest", "CHUBO"), ("CHU Armor-Rance", "CHUAR")]
PSY = [("Établissement public de santé mentale du Blavet", "EPSM Blavet"),
       ("Centre hospitalier spécialisé de Kerbernez", "CHS Kerbernez")]
EHPADS = ["EHPAD Les Hortensias de Kerantour", "EHPAD Ty Glaz", "EHPAD Résidence Saint-Yves", "EHPAD Les Genêts d'Or"]
SCHOOLS = ["école maternelle Jules Ferry", "école élémentaire du Stade", "crèche Les P'tits Mousses",
           "collège Théodore Botrel", "multi-accueil Ty Bihan"]
TUTELLE = ["Association tutélaire du Blavet (ATB)", "ATI Armor Protection", "Association Sauvegarde Trégor Tutelles",
           "Service mandataire APAJH Ouest-Kreiz"]
INTERP = ["Armor Interprétariat", "Association Kreiz Langues", "Interprétariat Santé Bretagne"]
LANGS = ["dari", "géorgien", "tigrigna", "arabe syrien", "albanais", "ukrainien"]
EMPLOYERS = ["Conserverie Caradec SAS", "SARL Transports Bothorel", "Supermarché du Blavet", "Élevage avicole Penven",
             "ADMR du Porhoët", "Menuiserie Houël et Fils"]
INSURERS = ["Mutuelle Ty Yec'hed", "Mutuelle des Pays d'Armor", "Solimut Ouest", "Mutuelle Kreiz Breizh"]
COURTS = ["Tribunal judiciaire de Saint-Brieuc", "Tribunal judiciaire de Lorient", "Tribunal judiciaire de Quimper",
          "Tribunal judiciaire de Rennes"]
PREFS = ["Préfecture du Morbihan", "Préfecture des Côtes-d'Armor", "Préfecture du Finistère", "Préfecture d'Ille-et-Vilaine"]
CAF = ["CAF du Morbihan", "CAF des Côtes-d'Armor", "CAF du Finistère", "CAF d'Ille-et-Vilaine"]


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


def adeli(r, dept: str, prof: str = "6") -> str:
    body = dept[:2] + prof + digits(r, 5)
    return body + luhn_digit(body)


def finess(r, dept: str) -> str:
    body = dept[:2] + "0" + digits(r, 5)
    return body + luhn_digit(body)


def nir13(r, sex: int, d: datetime.date, dept: str) -> str:
    return "%d%02d%02d%s%03d%03d" % (sex, d.year % 100, d.month, dept[:2], r.randint(1, 899), r.randint(1, 999))


def nir_key(n13: str) -> str:
    return "%02d" % (97 - int(n13) % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    g = [n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13]]
    return [" ".join(g + [key]), n13 + key, n13 + " " + key][style % 3]


def phone(r, mobile=True, style=0) -> str:
    p = [r.choice(["06", "07"]) if mobile else r.choice(["02", "09"])] + ["%02d" % r.randint(10, 99) for _ in range(4)]
    return [" ".join(p), ".".join(p), "".join(p), "+33 " + " ".join([p[0][1]] + p[1:]),
            "(+33) " + " ".join([p[0][1]] + p[1:])][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    return [d.strftime("%d/%m/%Y"), d.strftime("%d.%m.%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year),
            d.strftime("%d/%m/%y"), d.strftime("%d-%m-%Y"),
            ("%d %s %d" % (d.day, MOIS[d.month - 1], d.year)).upper()][style % 6]


def birth_hour(d: datetime.date, h: int, m: int, style: int) -> str:
    """Birth date with the hour of birth, as maternity software and midwives print it."""
    return ["%s à %02dh%02d" % (d.strftime("%d/%m/%Y"), h, m), "%s - %02d:%02d" % (d.strftime("%d/%m/%Y"), h, m),
            "%d %s %d à %d h %02d" % (d.day, MOIS[d.month - 1], d.year, h, m)][style % 3]


def age_at(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def caps_name(name: str) -> str:
    for part in ("de ", "du ", "d'"):
        if name.startswith(part):
            return part + name[len(part):].upper()
    return name.upper()


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)
