"""Fictional people, places and identifiers with valid check keys, written for corpus BN (documents written OUTSIDE the
hospital: GP, private specialist, private laboratory, EHPAD, home nurse, pharmacy, ambulance company, employer /
insurer forms, police requisition, death certificate). Every character is in cp1252 (the form writer draws base-14
Helvetica and Courier with /WinAnsiEncoding).

Writings used by outside writers: names with particles in capitals with the particle kept lower-case
("de LA VILLEMARQUÉ", "d'ABOVILLE") or all capitals; birth dates "06/11/1965", "6/11/1965", "06.11.1965",
"06-11-1965", "6 novembre 1965", "06 nov. 1965", "06/11/65", "1965-11-06" (laboratory export), comb boxes
"0 6 1 1 1 9 6 5", and the year alone ("né(e) en 1965"); NIR spaced 1-2-2-2-3-3 + key, glued, 13 + key apart, and
one digit per box; RPPS 11 digits (Luhn) glued or in boxes; doctor's N° AM / ADELI "22 1 23456 7" spaced and glued
"221234567"; SIRET "123 456 789 00012" and glued (SIREN Luhn, SIRET Luhn); FINESS 9 digits (Luhn); phones
"02 96 12 34 56", "02.96.12.34.56", "02-96-12-34-56", "0296123456", "+33 2 96 12 34 56"; AMO organism codes
"01 221 0000" (kept: a public body).
"""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_AB = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]

SURNAMES = ["Le Bihan-Kervella", "de La Villemarqué", "d'Aboville", "du Plessis-Quinquis", "Le Floc'h",
            "Van den Bossche", "Saint-Jalmes", "Boisgontier-Lhermitte", "Morvan", "Guillou", "Le Meur",
            "Tanguy-Prigent", "de Kerguélen", "Quéré", "Le Roux-Daniel", "Nédélec", "Jégou", "Abgrall", "Cozic",
            "Le Corre", "Derrien", "Gourvennec", "Hamon-Le Gall", "Pichon", "Riou", "Salaün", "Thépaut", "Bourhis",
            "Le Pape", "d'Hervé de Kerdrel"]
FIRST_F = ["Marie-Thérèse", "Yvonne", "Germaine", "Anne-Sophie", "Maïwenn", "Solène", "Rozenn", "Odette", "Éliane",
           "Gisèle", "Laëtitia", "Morgane", "Annaïg", "Jacqueline"]
FIRST_M = ["Jean-Claude", "Yves", "Guy", "René", "Marc-Antoine", "Tugdual", "Goulven", "Killian", "Noël",
           "Paul-Henri", "Lucien", "André", "Corentin", "Jean-Baptiste"]
KIDS_F = ["Lilou", "Léna", "Nolwenn", "Manon", "Romane"]
KIDS_M = ["Maël", "Nolann", "Timéo", "Enzo", "Evan"]
# practice doctors whose surname is also an ordinary French noun: the lower-case noun stays as an ORDINAIRE item
HOMONYMS = [("Boucher", "boucher", "Ancien boucher en grande surface, retraité"),
            ("Berger", "berger", "Vit seul avec son berger allemand"),
            ("Marin", "marin", "Ancien marin pêcheur au long cours"),
            ("Boulanger", "boulanger", "Travaille de nuit comme boulanger"),
            ("Mercier", "mercier", "A tenu trente ans la boutique de mercier du bourg")]
# real communes; the first six are also ordinary French words (the lower-case word is kept when it appears)
TOWNS = [("Sens", "89100", "89"), ("Tours", "37000", "37"), ("Moulins", "03000", "03"), ("Orange", "84100", "84"),
         ("Saintes", "17100", "17"), ("Rue", "80120", "80"), ("Auray", "56400", "56"), ("Quimperlé", "29300", "29"),
         ("Landerneau", "29800", "29"), ("Paimpol", "22500", "22"), ("Ploërmel", "56800", "56"), ("Dinan", "22100", "22"),
         ("Redon", "35600", "35"), ("Pontivy", "56300", "56"), ("Carhaix-Plouguer", "29270", "29"),
         ("Morlaix", "29600", "29"), ("Lamballe-Armor", "22400", "22"), ("Guérande", "44350", "44"),
         ("Vitré", "35500", "35"), ("Condom", "32100", "32")]
WORD_TOWNS = {"Sens": ("sens", "a perdu le ", " de l'odorat depuis l'infection"),
              "Tours": ("tours", "marche ", " de jardin par jour"),
              "Moulins": ("moulins", "collectionne les ", " à café anciens"),
              "Orange": ("orange", "boit un verre de jus d'", " chaque matin"),
              "Rue": ("rue", "sort peu, ne traverse plus la ", " seul(e)")}
# public bodies that name no one (kept): CPAM of the department, ARS, AMO caisse code
CPAM = {"89": "CPAM de l'Yonne", "37": "CPAM d'Indre-et-Loire", "03": "CPAM de l'Allier", "84": "CPAM de Vaucluse",
        "17": "CPAM de la Charente-Maritime", "80": "CPAM de la Somme", "56": "CPAM du Morbihan", "29": "CPAM du Finistère",
        "22": "CPAM des Côtes-d'Armor", "35": "CPAM d'Ille-et-Vilaine", "44": "CPAM de Loire-Atlantique", "32": "CPAM du Gers"}
ARS = {"89": "ARS Bourgogne-Franche-Comté", "37": "ARS Centre-Val de Loire", "03": "ARS Auvergne-Rhône-Alpes",
       "84": "ARS Provence-Alpes-Côte d'Azur", "17": "ARS Nouvelle-Aquitaine", "80": "ARS Hauts-de-France",
       "56": "ARS Bretagne", "29": "ARS Bretagne", "22": "ARS Bretagne", "35": "ARS Bretagne",
       "44": "ARS Pays de la Loire", "32": "ARS Occitanie"}
STREETS = ["rue Pasteur", "rue de la Gare", "avenue du Général de Gaulle", "rue des Écoles", "place du Martray",
           "rue Saint-Guillaume", "boulevard Clemenceau", "rue du Port", "chemin du Moulin-Neuf", "rue Anatole Le Braz"]
LIEUXDITS = ["Kerbastard", "La Ville-Hervé", "Le Haut-Bourg", "Kerhuel", "La Croix-Blanche", "Penhoat"]
RESIDENCES = ["Les Mimosas", "Le Clos des Pins", "Les Terrasses du Port", "Ker Avel", "Les Camélias"]
PRACTICES = ["Cabinet médical des Quatre-Chemins", "Maison de santé pluriprofessionnelle du Trieux",
             "Cabinet médical Le Braz", "Pôle santé du Martray", "Cabinet médical de la Gare"]
SPECIALISTS = ["Cabinet de cardiologie du Port", "Centre cardiologique Saint-Guillaume", "Cabinet de cardiologie Clemenceau"]
LABS = [("Bio-Armor Analyses", "SELAS"), ("Laboratoire Océalab", "SELARL"), ("Biolaris Ouest", "SELAS"),
        ("Laboratoire des Enclos", "SELAS")]
EHPADS = ["EHPAD Les Jardins de l'Argoat", "EHPAD Ker Heol", "EHPAD La Roseraie", "EHPAD Résidence du Lac",
          "EHPAD Les Ajoncs d'Or"]
NURSES = ["Cabinet infirmier du Trieux", "Cabinet infirmier Le Goëlo", "Soins infirmiers Kerhuel"]
PHARMACIES = ["Pharmacie du Port", "Pharmacie de la Gare", "Pharmacie Centrale du Martray", "Grande Pharmacie des Halles"]
AMBULANCES = ["Ambulances Armor Assistance", "Ambulances Jégou et Fils", "Taxi-Ambulances du Goëlo",
              "Ambulances de l'Argoat"]
EMPLOYERS = ["SARL Menuiserie Thépaut", "Conserverie Gourvennec SAS", "Transports Abgrall", "Boulangerie des Halles",
             "SAS Serres de Kerhuel"]
INSURERS = ["Mutuelle Armor Santé", "Mutuelle du Trieux", "Harmonie Ouest Solidarité", "Mutuelle des Marins d'Iroise",
            "Prévoyance Goëlo"]
HOSPITALS = ["Centre hospitalier Yves-Le Foll", "Clinique de l'Argoat", "Hôpital privé des Côtes"]


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
    body = dept[:2] + "0" + digits(r, 5)
    return body + luhn_digit(body)


def adeli(r, dept: str, prof: str = "1") -> str:
    body = dept[:2] + prof + digits(r, 5)
    return body + luhn_digit(body)


def adeli_spaced(a: str) -> str:
    return "%s %s %s %s" % (a[:2], a[2], a[3:8], a[8])


def siret(r) -> str:
    siren = str(r.randint(3, 9)) + digits(r, 7)
    siren += luhn_digit(siren)
    nic = "000" + digits(r, 1)
    return nic_fix(siren + nic)


def nic_fix(s13: str) -> str:
    return s13 + luhn_digit(s13)


def siret_spaced(s: str) -> str:
    return "%s %s %s %s" % (s[:3], s[3:6], s[6:9], s[9:])


def nir13(r, sex: int, d: datetime.date, dept: str) -> str:
    return "%d%02d%02d%s%03d%03d" % (sex, d.year % 100, d.month, dept[:2], r.randint(1, 899), r.randint(1, 999))


def nir_key(n13: str) -> str:
    return "%02d" % (97 - int(n13) % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    """Spaced with key, 15 digits glued, 13 + space + key."""
    g = [n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13]]
    return [" ".join(g + [key]), n13 + key, n13 + " " + key][style % 3]


def comb(s: str) -> str:
    """One character per box: the digits separated by single spaces."""
    return " ".join(ch for ch in s if not ch.isspace())


def phone(r, kind: str = "fixe", style: int = 0, pref: str = "02") -> str:
    if kind == "mobile":
        pref = r.choice(["06", "07"])
    p = [pref] + ["%02d" % r.randint(10, 99) for _ in range(4)]
    return [" ".join(p), ".".join(p), "-".join(p), "".join(p), "+33 " + " ".join([p[0][1]] + p[1:])][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    return [d.strftime("%d/%m/%Y"), "%d/%d/%d" % (d.day, d.month, d.year), d.strftime("%d.%m.%Y"),
            d.strftime("%d-%m-%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year),
            "%02d %s %d" % (d.day, MOIS_AB[d.month - 1], d.year), d.strftime("%d/%m/%y"),
            d.strftime("%Y-%m-%d")][style % 8]


def age_at(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def caps_name(name: str) -> str:
    """Capitals with the particle kept lower-case: "de LA VILLEMARQUÉ", "d'ABOVILLE", "van den BOSSCHE"."""
    for part in ("de ", "du ", "d'", "van den ", "Van den "):
        if name.startswith(part):
            return part.lower() + name[len(part):].upper()
    return name.upper()


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)
