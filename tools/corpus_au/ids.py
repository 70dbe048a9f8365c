"""Fictional people, places and identifiers with valid check keys (corpus AU's own copy, adapted from corpus AQ with new pools)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Kerhervé", "Lamarzelle", "Bouscatel", "Desrozier-Malet", "Ferrouillat", "Gaubertier", "Hennequart",
            "Issartel", "Jolibois-Tanguy", "Lagardelle", "Marmottan-Roux", "Naudinot", "Orsatelli", "Puyfoulhoux",
            "Quintrec", "Rambourdin", "Saint-Aubertin", "Téterel", "Vaissade", "Wargnier", "Ardouinet", "Brézillon",
            "Cazeneuve-Pic", "Delattre-Hubac", "Escudié", "Faucompré", "Guillerminet", "Hubschwerlin", "Lanfrey",
            "Mézerette", "Paillarse", "Rouzaud-Bellan"]
PARTICLES = ["de Penhoët", "d'Aubignac", "Le Scornet", "de La Vaissière", "du Cosquer", "Le Gall-Morvan",
             "d'Hauteroche", "van Oostende"]
FIRST_F = ["Armelle", "Bénédicte", "Clotilde", "Domitille", "Éloïse", "Faustine", "Gaëlle", "Hortense",
           "Isaure", "Jacinthe", "Lou-Anne", "Mathilde", "Nolwenn", "Philippine", "Roseline", "Marie-Hélène"]
FIRST_M = ["Achille", "Barnabé", "Célestin", "Édouard", "Firmin", "Gautier", "Honoré", "Jean-Yves",
           "Lancelot", "Marius", "Népomucène", "Oscar", "Pierre-Marie", "Raphaël", "Timothée", "Ulysse"]
# clinicians whose surname is also an ordinary French noun (homonym decoys)
# surnames that are also ordinary French words (homonym decoys: the lowercase word stays)
HOMONYMS = [("Charpentier", "charpentier"), ("Pâtissier", "pâtissier"), ("Vacher", "vacher"), ("Jardinier", "jardinier"),
            ("Marchand", "marchand"), ("Forgeron", "forgeron"), ("Chevalier", "chevalier"), ("Tonnelier", "tonnelier"),
            ("Potier", "potier"), ("Bouvier", "bouvier")]

# real communes with postcodes and two-digit departments
TOWNS = [("Guingamp", "22200", "22"), ("Oyonnax", "01100", "01"), ("Roanne", "42300", "42"),
         ("Pontarlier", "25300", "25"), ("Rodez", "12000", "12"), ("Cholet", "49300", "49"),
         ("Cahors", "46000", "46"), ("Thiers", "63300", "63"), ("Morteau", "25500", "25"), ("Loudéac", "22600", "22"),
         ("Ancenis-Saint-Géréon", "44150", "44"), ("Verdun", "55100", "55"), ("Aurillac", "15000", "15"),
         ("Mauléon-Licharre", "64130", "64"), ("Fougères", "35300", "35"), ("Chaumont", "52000", "52"),
         ("Bergerac", "24100", "24"), ("Annemasse", "74100", "74"), ("Espalion", "12500", "12"),
         ("Le Creusot", "71200", "71")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route"]
STREET_NAMES = ["des Cordiers", "du Clos-Fleuri", "des Alouettes", "Émile-Zola", "de la Fontaine-Saint-Jean",
                "des Prés-Bas", "du Vieux-Pont", "Paul-Bert", "des Lilas-Blancs", "de la Chartreuse",
                "des Grands-Champs", "du Pressoir", "Marie-Curie", "des Acacias", "de la Tuilerie"]
ESTABS = [("Centre hospitalier du Haut-Ségala", "CHHS"), ("Hôpital privé Sainte-Ermeline", "HPSE"),
          ("Clinique mutualiste des Monts-d'Arrée", "CMMA"), ("Centre hospitalier intercommunal Loire-Vignoble", "CHILV"),
          ("Polyclinique du Val-Fleuri", "PVF"), ("Groupe hospitalier Armor-Trégor", "GHAT"),
          ("Hôpital Amédée-Roussel", "HAR"), ("Centre de rééducation des Quatre-Vents", "CR4V")]
LABS = ["Laboratoire Biovalys Ségala", "Cerbiolab Haute-Loire", "Laboratoire Inovie Trégor",
        "Biopôle Val-de-Vienne", "Laboratoire Bio-Cornouaille"]
EMPLOYERS = ["Charcuterie Maubourguet SARL", "Ambulances Terrasson-Frères", "Coopérative laitière du Ségala",
             "Plasturgie Ventajou", "Imprimerie Lestanquet", "Carrosserie Dubreuilh Poids Lourds",
             "Caisse d'épargne Loire-Centre"]
INSURERS = ["Mutuelle Saint-Christophe", "Apréva Mutuelle", "Mutuelle des Pays de Vilaine", "Swiss Life Prévoyance",
            "Macif Santé", "Mutuelle Just", "Klesia Mut'"]
PRESTATAIRES = [("Ambulances du Ségala", "ADS"), ("Taxi Vaissade Transports", "TVT"), ("Orkyn Domicile Ouest", "ODO")]


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
    return [sp + " " + key, n13 + " " + key, n13 + key, sp + " - " + key, n13 + "/" + key][style % 5]


PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    return [s, s.replace(" ", "."), "+33 " + s[1:], s.replace(" ", ""), s.replace(" ", "-")][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), d.strftime("%d/%m/%y"), "%d %s %d" % (d.day, m, d.year),
            ("%d %s %d" % (d.day, m, d.year)).upper(), d.strftime("%d.%m.%Y"), d.strftime("%d%m%Y"),
            d.strftime("%d %m %Y"), "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),
            "%s %d %s %d" % (JOURS[d.weekday()].capitalize(), d.day, m, d.year), d.strftime("%d-%m-%Y"),
            d.strftime("%d.%m.%y")][style % 11]


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
