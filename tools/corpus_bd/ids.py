"""Fictional people, places and identifiers with valid check keys (corpus BD: adapted from corpus AU's ids.py, new pools)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Bourgeade", "Castagnet", "Daubrée-Lestang", "Escoffier-Ménard", "Fraissinet", "Gourdinot", "Harlé",
            "Izarn", "Jaubertie", "Kervella", "Labattut", "Moncoutié", "Nouvellon", "Oustric", "Peyrelongue",
            "Quéré-Labbé", "Rascol", "Sabatté", "Tauzin-Darrigade", "Urrutia", "Vignaud", "Yvinec", "Zamperini",
            "Auzias", "Brunerie", "Chassagnole", "Dutheil-Mauger", "Ferracci", "Goasguen", "Lacombe-Estrade",
            "Mouchabeuf", "Pignol"]
PARTICLES = ["de Kerangal", "d'Espalungue", "Le Bihan-Cozic", "de La Rochefoucaud", "du Plessis-Mornay",
             "Le Moal", "d'Arcangues", "van der Heyden"]
FIRST_F = ["Apolline", "Bérengère", "Coralie", "Delphine", "Edwige", "Fanny", "Ghislaine", "Héloïse", "Inès",
           "Josiane", "Laurène", "Maëlys", "Noémie", "Ombeline", "Rozenn", "Anne-Sophie"]
FIRST_M = ["Aymeric", "Baptiste", "Corentin", "Damien", "Évrard", "Florian", "Gwendal", "Hippolyte", "Jean-Baptiste",
           "Killian", "Léandre", "Mathurin", "Nestor", "Octave", "Paul-Henri", "Romuald"]
# surnames that are also ordinary French words (homonym decoys: the lowercase word stays)
HOMONYMS = [("Berger", "berger"), ("Meunier", "meunier"), ("Mercier", "mercier"), ("Fontaine", "fontaine"),
            ("Lefèvre", "lefèvre"), ("Rivière", "rivière"), ("Boucher", "boucher"), ("Couturier", "couturier"),
            ("Fournier", "fournier"), ("Barbier", "barbier"), ("Masson", "maçon"), ("Carré", "carré")]
HOMONYMS = [h for h in HOMONYMS if h[0].lower() == h[1]]

# real communes with postcodes and two-digit departments
TOWNS = [("Lannion", "22300", "22"), ("Millau", "12100", "12"), ("Figeac", "46100", "46"), ("Issoire", "63500", "63"),
         ("Paimpol", "22500", "22"), ("Dax", "40100", "40"), ("Saint-Flour", "15100", "15"), ("Lodève", "34700", "34"),
         ("Oloron-Sainte-Marie", "64400", "64"), ("Vierzon", "18100", "18"), ("Autun", "71400", "71"),
         ("Lure", "70200", "70"), ("Mende", "48000", "48"), ("Quimperlé", "29300", "29"), ("Bressuire", "79300", "79"),
         ("Pamiers", "09100", "09"), ("Sarlat-la-Canéda", "24200", "24"), ("Saint-Dié-des-Vosges", "88100", "88"),
         ("Marmande", "47200", "47"), ("Landerneau", "29800", "29")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "cours", "route", "sentier"]
STREET_NAMES = ["des Tanneurs", "du Moulin-Neuf", "des Glycines", "Jean-Jaurès", "de la Croix-Verte", "des Hauts-Prés",
                "du Four-à-Chaux", "Victor-Hugo", "des Charmilles", "de la Sablière", "des Vignes-Hautes",
                "du Lavoir", "Louise-Michel", "des Peupliers", "de la Pépinière"]
ESTABS = [("Centre hospitalier des Causses-Lozère", "CHCL"), ("Hôpital privé Saint-Vérand", "HPSV"),
          ("Clinique de la Vallée-du-Lot", "CVL"), ("Centre hospitalier intercommunal Dordogne-Vézère", "CHIDV"),
          ("Polyclinique des Trois-Rivières", "P3R"), ("Groupe hospitalier Léon-Trégor", "GHLT"),
          ("Hôpital Saint-Aubin-des-Landes", "HSAL"), ("Centre hospitalier Pays de Figeac", "CHPF")]
LABS = ["Laboratoire Cerballiance Causses", "Biogroup Vallée-du-Lot", "Laboratoire Synlab Trégor",
        "Bioaxiome Dordogne", "Laboratoire Oriade Lozère"]
EMPLOYERS = ["Scierie Fraissinet et Fils", "Transports Castagnet SAS", "Fromagerie des Causses", "Menuiserie Oustric",
             "Crédit agricole Pyrénées-Gascogne", "Laiterie de Lannion SCA", "Garage Peyrelongue Automobiles"]
INSURERS = ["Mutuelle Entrain", "Harmonie Mutuelle", "Mutuelle de Bretagne Sud", "Groupama Gan Vie",
            "MGEN", "Malakoff Humanis Santé", "Mutuelle Familiale des Causses"]
ASSOCIATIONS = [("Union départementale des associations familiales", "UDAF"), ("France Assos Santé Occitanie", "FAS-O"),
                ("Association des usagers du Trégor", "AUT"), ("Ligue contre le cancer, comité du Lot", "LCC46")]


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
    return [sp + " " + key, n13 + " " + key, n13 + key, sp + " / " + key, "%s.%s.%s.%s.%s.%s-%s" % (
        n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key), n13 + " clé " + key][style % 6]


PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    return [s, s.replace(" ", "."), "+33 " + s[1:], s.replace(" ", ""), s.replace(" ", "-"),
            "(0)" + s[1:].replace(" ", "")][style % 6]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), d.strftime("%d/%m/%y"), "%d %s %d" % (d.day, m, d.year),
            ("%d %s %d" % (d.day, m, d.year)).upper(), d.strftime("%d.%m.%Y"), d.strftime("%Y-%m-%d"),
            d.strftime("%d %m %Y"), "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),
            "%d %s %d" % (d.day, MOIS_ABR[d.month - 1], d.year),
            d.strftime("%d-%m-%Y"), d.strftime("%d.%m.%y")][style % 11]


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
