"""Fictional people, places and identifiers with valid check keys (corpus AQ's own copy)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Quéméner", "Lavergne-Sorel", "Bourdarias", "Escoffier", "Pelletier-Danjou", "Rouquayrol", "Ganivet",
            "Mazurier", "Tessonneau", "Vignancour", "Laborderie", "Chaumartin", "Dupuytren-Lalande", "Ferrandou",
            "Guillemot", "Hérault-Pasquier", "Kerbrat", "Lestrade", "Marsollier", "Nogaret", "Ollivaux",
            "Pradelles", "Rabanel", "Sarrazac", "Thévenoux", "Urvoy", "Vauquelin", "Zanardelli", "Abgrall",
            "Castagnède", "Daubresse", "Estournel", "Fougerolle", "Gaudriot", "Jaffrelot", "Lacombe-Virol"]
PARTICLES = ["de Kervéguen", "d'Argenson", "Le Bihan", "de La Morinière", "du Plessis-Bréhaut", "Le Goff",
             "d'Estienne", "van der Meulen"]
FIRST_F = ["Maëlys", "Bérénice", "Sidonie", "Capucine", "Gwenaëlle", "Héloïse", "Ombeline", "Apolline",
           "Anne-Laure", "Solène", "Perrine", "Clémence", "Noémie", "Ysaline", "Léonie", "Marie-Agnès"]
FIRST_M = ["Aurélien", "Baptiste", "Corentin", "Évrard", "Gaspard", "Hippolyte", "Jean-Baptiste", "Loïc",
           "Maxence", "Octave", "Quentin", "Romuald", "Sixte", "Tanguy", "Valentin", "Yvon-Marie"]
# clinicians whose surname is also an ordinary French noun (homonym decoys)
HOMONYMS = [("Boulanger", "boulanger"), ("Meunier", "meunier"), ("Tisserand", "tisserand"), ("Couturier", "couturier"),
            ("Vigneron", "vigneron"), ("Berger", "berger"), ("Fournier", "fournier"), ("Charron", "charron")]

# real communes with postcodes and two-digit departments
TOWNS = [("Quimperlé", "29300", "29"), ("Bourg-en-Bresse", "01000", "01"), ("Montbrison", "42600", "42"),
         ("Lons-le-Saunier", "39000", "39"), ("Villefranche-de-Rouergue", "12200", "12"), ("Saumur", "49400", "49"),
         ("Figeac", "46100", "46"), ("Issoire", "63500", "63"), ("Dole", "39100", "39"), ("Pontivy", "56300", "56"),
         ("Châteaubriant", "44110", "44"), ("Bar-le-Duc", "55000", "55"), ("Saint-Flour", "15100", "15"),
         ("Oloron-Sainte-Marie", "64400", "64"), ("Vitré", "35500", "35"), ("Langres", "52200", "52"),
         ("Sarlat-la-Canéda", "24200", "24"), ("Thonon-les-Bains", "74200", "74"), ("Millau", "12100", "12"),
         ("Autun", "71400", "71")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route"]
STREET_NAMES = ["des Tanneurs", "du Puits-Gaillard", "des Capucines", "Jean-Macé", "de la Croix-Verte",
                "des Vergers-Hauts", "du Moulin-Neuf", "Victor-Schoelcher", "des Glycines", "de l'Abbaye",
                "des Hautes-Bornes", "du Four-à-Chaux", "Pasteur-Valléry-Radot", "des Peupliers", "de la Forge"]
ESTABS = [("Centre hospitalier de la Vallée du Lot", "CHVL"), ("Hôpital privé des Trois-Sources", "H.P.T.S."),
          ("Clinique mutualiste du Val-d'Ouche", "CMVO"), ("Centre hospitalier intercommunal des Deux-Rives", "CHI2R"),
          ("Polyclinique Saint-Hilarion", "PSH"), ("Groupe hospitalier Bretagne-Sud Atlantique", "GHBSA"),
          ("Hôpital Marcelin-Berthelot", "HMB"), ("Clinique des Cèdres-Bleus", "CCB-Santé")]
LABS = ["Biogroupe Haut-Quercy", "Laboratoire Synlab Vosges-Marne", "Cerballiance Pays-de-Rance",
        "Eurofins Biomnis Val-Sud", "Laboratoire Bio-Armor"]
EMPLOYERS = ["Menuiserie Gadebois SARL", "Transports Larrieu-Frères", "Fromagerie du Haut-Jura", "Scierie Vialaret",
             "Boulangerie Aux Délices d'Issoire", "Garage Mouchotte Automobiles", "Crédit Agricole Centre-Loire"]
INSURERS = ["MGEN Section 39", "Harmonie Mutuelle", "Mutuelle Familiale des Cheminots", "Groupama Gan Vie",
            "MAAF Santé", "Mutuelle Entrain", "Ociane Matmut"]
PRESTATAIRES = [("Santé Domicile Armor", "SDA"), ("Air Liquide Santé Domicile", "ALSD"), ("Linde Homecare Sud", "LHS")]


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
