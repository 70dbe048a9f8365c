"""Fictional people, places and identifiers with valid check keys (corpus BE; adapted from tools/corpus_au/ids.py
with new pools and new writings). Communes and postcodes are real; everything else is invented."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["JAN", "FEV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOU", "SEP", "OCT", "NOV", "DEC"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Etcheverrigaray", "Laborde-Sarraute", "Prigent", "Caussanel", "Fabrègue", "Goasdoué", "Iribarnégaray",
            "Lacoste-Bidegain", "Marsolier", "Nouvellon", "Ollivro", "Peyrebrune", "Rascalou", "Soubiran", "Tréguer",
            "Urrutiaguer", "Vignolles", "Wetterwald", "Auzeral", "Bégoc", "Castagnède", "Dufourcq-Lasserre",
            "Esquerré", "Fourtanier", "Garrabos", "Hourcastagné", "Jaouen", "Kervella", "Lestrade-Pujol", "Mouyen",
            "Pédeboscq", "Riveron"]
PARTICLES = ["de Larrouy", "d'Arcangues", "Le Moal", "de Saint-Pastou", "du Laurens", "Le Bihan-Quéré", "d'Etchepare",
             "de la Salle-Bidart"]
FIRST_F = ["Ainhoa", "Bernadette", "Cécile", "Delphine", "Élodie", "Françoise", "Gwenaëlle", "Hélène", "Irène",
           "Josiane", "Katell", "Laurence", "Maïder", "Nadège", "Odile", "Paulette", "Anne-Laure", "Marie-Pierre"]
FIRST_M = ["Aymeric", "Bixente", "Corentin", "Dominique", "Erwan", "Fabien", "Guilhem", "Hervé", "Iñaki", "Joël",
           "Loïc", "Maxime", "Peio", "Régis", "Sylvain", "Jean-Baptiste", "Paul-Henri", "Yannick"]
# clinicians whose surname is also an ordinary French word (the lowercase word stays: ORDINAIRE/HOMONYME)
HOMONYMS = [("Berger", "berger"), ("Meunier", "meunier"), ("Pêcheur", "pêcheur"), ("Vigneron", "vigneron"),
            ("Charron", "charron"), ("Boucher", "boucher"), ("Tisserand", "tisserand"), ("Cordier", "cordier"),
            ("Mercier", "mercier"), ("Couturier", "couturier")]

TOWNS = [("Saint-Jean-Pied-de-Port", "64220", "64"), ("Hasparren", "64240", "64"), ("Oloron-Sainte-Marie", "64400", "64"),
         ("Lannion", "22300", "22"), ("Landerneau", "29800", "29"), ("Quimperlé", "29300", "29"),
         ("Millau", "12100", "12"), ("Figeac", "46100", "46"), ("Lectoure", "32700", "32"), ("Condom", "32100", "32"),
         ("Saint-Girons", "09200", "09"), ("Lourdes", "65100", "65"), ("Dax", "40100", "40"), ("Mende", "48000", "48"),
         ("Ussel", "19200", "19"), ("Paimpol", "22500", "22"), ("Vire Normandie", "14500", "14"),
         ("Issoire", "63500", "63"), ("Gex", "01170", "01"), ("Tulle", "19000", "19")]
STREET_TYPES = ["rue", "chemin", "allée", "impasse", "avenue", "place", "route", "lotissement"]
STREET_NAMES = ["des Palombes", "Larreko-Bidea", "du Moulin-de-Kerhuel", "Jean-Jaurès", "des Tilleuls", "des Bruyères",
                "de l'Estanquet", "Gambetta", "du Pic-du-Midi", "des Genêts-d'Or", "de la Nive", "Victor-Hugo",
                "des Ajoncs", "du Lavoir", "de la Garonnette"]
ESTABS = [("Centre hospitalier de la Côte Basque intérieure", "CHCBI"), ("Hôpital Saint-Léon des Gaves", "HSLG"),
          ("Clinique Ar-Mor Santé", "CAMS"), ("Centre hospitalier du Pays de Soule", "CHPS"),
          ("Polyclinique des Coteaux de Gascogne", "PCG"), ("Hôpital de proximité Haute-Cornouaille", "HPHC"),
          ("Centre hospitalier intercommunal Rouergue-Quercy", "CHIRQ"), ("Clinique ophtalmologique des Trois-Rivières", "COTR")]
LABS = ["Laboratoire Biolandes Adour", "Cerballiance Soule-Béarn", "Laboratoire Biogwen Trégor", "Synlab Quercy-Rouergue",
        "Laboratoire Médibio Gascogne"]
EMPLOYERS = ["Salaisons Etchegaray SAS", "Conserverie Le Moal & Fils", "Scierie Fabrègue", "Transports Peyrebrune",
             "Espadrilles Garrabos SARL", "Coopérative maraîchère de Paimpol", "Menuiserie Hourcastagné"]
INSURERS = ["Mutuelle Pays Basque Prévoyance", "Mutualité de Cornouaille", "Harmonie Mutuelle", "MGEN",
            "Mutuelle Gascogne Santé", "Malakoff Humanis", "AG2R La Mondiale"]
FUNERAL = ["Pompes funèbres Lestrade", "Roc-Eclerc Soule", "PF Goasdoué Trégor"]
DOMAINS = ["hopital-fictif.fr", "sante-exemple.fr", "courriel-fictif.fr", "messagerie.example", "mail-demo.fr"]


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
    return [sp + " " + key, n13 + " " + key, n13 + key, sp + " - " + key, "%s.%s.%s.%s.%s.%s-%s" % (
        n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key), n13[:7] + " " + n13[7:] + " clé " + key,
        sp + " [" + key + "]", n13 + " (" + key + ")"][style % 8]


PHONE_BLOCKS = ["05 59 00", "02 96 41", "05 65 90", "05 62 07", "04 66 49", "05 58 91"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11", "06 12 40"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    c = s.replace(" ", "")
    return [s, s.replace(" ", "."), "+33 " + s[1:], c, s.replace(" ", "-"), "+33 (0)" + s[1:],
            c[:4] + " " + c[4:7] + " " + c[7:], "(0)" + s[1:]][style % 8]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), d.strftime("%d/%m/%y"), "%d %s %d" % (d.day, m, d.year),
            ("%d %s %d" % (d.day, m, d.year)).upper(), d.strftime("%d.%m.%Y"), d.strftime("%Y-%m-%d"),
            d.strftime("%d %m %Y"), "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),
            "%02d-%s-%d" % (d.day, MOIS_ABR[d.month - 1], d.year), d.strftime("%d-%m-%Y"),
            "%s/%s/%s" % (d.strftime("%d"), d.strftime("%m"), d.strftime("%Y")) if False else d.strftime("%d%m%Y"),
            "1er %s %d" % (m, d.year) if d.day == 1 else "%d %s %d" % (d.day, m[:3] + ".", d.year)][style % 12]


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
