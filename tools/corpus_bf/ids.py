"""Fictional people, places and identifiers with valid check keys (corpus BF; adapted from corpus AU's ids.py
with new pools and new writings)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Kervarec", "Loubatières", "Bourdichon", "Dessailly-Morin", "Fromentoux", "Gastineau", "Hérouard",
            "Inchauspé", "Jégouzo", "Lacombrade", "Malherbe-Coz", "Nantillet", "Olivaux", "Peyrebrune",
            "Quéméner", "Rabourdin-Sallé", "Sarrazac", "Tréguer", "Vignaud", "Wallerand", "Aumasson", "Bréhinier",
            "Castagnède", "Daubigeon", "Estrabaut", "Fouquerolle", "Grandguillot", "Huchet-Lavoine", "Larrouy",
            "Mésaguer", "Pouzadoux", "Roucayrol"]
PARTICLES = ["de Kersauson", "d'Estaing-Vidal", "Le Bihannic", "de La Morandière", "du Plessix", "Le Roux-Kerneis",
             "d'Arcangues", "van Daele"]
FIRST_F = ["Apolline", "Bérengère", "Capucine", "Delphine", "Éléonore", "Ghislaine", "Héloïse", "Ingrid",
           "Josiane", "Laurine", "Maëlys", "Noémie", "Odile", "Perrine", "Solène", "Anne-Sophie"]
FIRST_M = ["Aurélien", "Baptiste", "Corentin", "Dorian", "Évrard", "Fulbert", "Gwenaël", "Hilaire",
           "Joachim", "Loïc", "Maxence", "Norbert", "Octave", "Paul-Henri", "Rodolphe", "Yannick"]
# clinicians whose surname is also an ordinary French word (homonym decoys: the lowercase word stays)
HOMONYMS = [("Meunier", "meunier"), ("Berger", "berger"), ("Fontaine", "fontaine"), ("Boucher", "boucher"),
            ("Mercier", "mercier"), ("Cordier", "cordier"), ("Tisserand", "tisserand"), ("Sabatier", "sabatier"),
            ("Perrier", "perrier"), ("Verrier", "verrier")]

# real communes with postcodes and two-digit departments
TOWNS = [("Lannion", "22300", "22"), ("Figeac", "46100", "46"), ("Millau", "12100", "12"), ("Saumur", "49400", "49"),
         ("Issoire", "63500", "63"), ("Dole", "39100", "39"), ("Vierzon", "18100", "18"), ("Landerneau", "29800", "29"),
         ("Saint-Flour", "15100", "15"), ("Oloron-Sainte-Marie", "64400", "64"), ("Sarlat-la-Canéda", "24200", "24"),
         ("Bressuire", "79300", "79"), ("Montbrison", "42600", "42"), ("Pontivy", "56300", "56"),
         ("Lons-le-Saunier", "39000", "39"), ("Commercy", "55200", "55"), ("Ussel", "19200", "19"),
         ("Thonon-les-Bains", "74200", "74"), ("Privas", "07000", "07"), ("Château-Gontier-sur-Mayenne", "53200", "53")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route", "square"]
STREET_NAMES = ["des Tanneurs", "du Moulin-Neuf", "des Mésanges", "Jean-Jaurès", "de la Croix-Verte",
                "des Hauts-Vergers", "du Pont-Levis", "Victor-Hugo", "des Glycines", "de la Poterne",
                "des Longs-Réages", "du Lavoir", "Louise-Michel", "des Peupliers", "de la Briqueterie"]
ESTABS = [("Centre hospitalier du Pays de Morlaix-Trégor", "CHPMT"), ("Hôpital privé Saint-Gildas", "HPSG"),
          ("Clinique mutualiste de la Vallée du Lot", "CMVL"), ("Centre hospitalier intercommunal Haut-Jura", "CHIHJ"),
          ("Polyclinique des Trois-Rivières", "P3R"), ("Groupe hospitalier Rance-Émeraude", "GHRE"),
          ("Hôpital Adrienne-Bolland", "HAB"), ("Centre de soins de suite Les Genêts", "CSSG")]
LABS = ["Laboratoire Bioxa Trégor", "Cerballiance Quercy", "Laboratoire Synlab Haut-Jura", "Biogroup Val-de-Loire",
        "Laboratoire Eurofins Biomnis Rouergue"]
EMPLOYERS = ["Menuiserie Castagnède et Fils", "Transports Loubatières SAS", "Fromagerie coopérative de Laguiole",
             "Chaudronnerie Wallerand", "Boulangerie du Pont-Levis", "Crédit agricole Centre-Loire",
             "Scierie Peyrebrune"]
INSURERS = ["Mutuelle Ociane", "Harmonie Mutuelle", "Mutuelle Familiale des Cheminots", "AG2R La Mondiale",
            "MGEN", "Mutuelle Entrain", "Malakoff Humanis"]
ASSISTANCE = [("Mondial Assistance", "MA"), ("Europ Assistance", "EA"), ("IMA Assistance", "IMA")]
PRESTATAIRES = [("Vitalaire Ouest", "VAO"), ("Bastide Le Confort Médical", "BCM"), ("ALAIR Domicile", "ALD")]


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
    return [sp + " " + key, n13 + " " + key, n13 + key, sp + " - " + key, n13 + "/" + key,
            n13 + " clé " + key, sp + " (" + key + ")", n13[:7] + " " + n13[7:] + " " + key][style % 8]


PHONE_BLOCKS = ["02 96 05", "05 65 50", "04 73 89", "03 84 35", "02 41 53"]
MOBILE_BLOCKS = ["06 42 17", "07 81 64"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    d = s.replace(" ", "")
    return [s, s.replace(" ", "."), "+33 " + s[1:], d, s.replace(" ", "-"), "%s %s %s" % (d[:4], d[4:7], d[7:]),
            "+33 (0)" + s[1:], "%s %s %s" % (d[:2], d[2:6], d[6:])][style % 8]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), d.strftime("%d/%m/%y"), "%d %s %d" % (d.day, m, d.year),
            ("%d %s %d" % (d.day, m, d.year)).upper(), d.strftime("%d.%m.%Y"), d.strftime("%d%m%Y"),
            d.strftime("%Y-%m-%d"), "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),
            "%d %s %d" % (d.day, MOIS_ABR[d.month - 1], d.year), d.strftime("%d-%m-%Y"),
            "%d/%d/%d" % (d.day, d.month, d.year), "%02d %s %d" % (d.day, m[:3].upper(), d.year)][style % 12]


def care(d: datetime.date, style: int = 0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d.%m.%Y")][style % 3]


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
