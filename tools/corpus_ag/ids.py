"""Invented identifiers and people for corpus AG (valid check keys, fiction phone ranges)."""
from __future__ import annotations

import random

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
        "octobre", "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

# surname, display variants are built from it; some are ordinary French words (homonyms)
SURNAMES = ["Kerbrat", "Le Goff", "Dupré-Léger", "de La Fontaine", "Boulanger", "Berger", "Marchand",
            "Quémener", "Vasseur", "N'Diaye", "Lefèvre-Corbin", "Hoarau", "Da Silva", "Pichon",
            "Tessier", "Duval", "Morvan", "Castagné", "Ben Amara", "Rivière", "Le Bihan", "Guillot",
            "Perrot-Saint-Aubin", "Meunier", "Chevalier", "Baudouin", "Lacombe", "Oudin", "Peyrac",
            "Sauvageot", "Delmas", "van der Berghe", "Fournier", "Mallet", "Roussel", "Barbier"]
HOMONYMS = {"Boulanger": "boulanger", "Berger": "berger", "Marchand": "marchand", "Meunier": "meunier",
            "Chevalier": "chevalier", "Barbier": "barbier"}
FIRST_M = ["Kévin", "Jean-Marc", "Thierry", "Loïc", "Mathéo", "Gérard", "Yannick", "Rachid", "Hervé",
           "Bastien", "Noël", "Franck", "Aurélien", "Pierre-Yves", "Joël", "Mickaël"]
FIRST_F = ["Élodie", "Maëlle", "Sophie", "Gisèle", "Nadège", "Fatoumata", "Anne-Sophie", "Solène",
           "Ghislaine", "Aurore", "Josiane", "Céline", "Maryvonne", "Inès", "Bérénice", "Laetitia"]

CITIES = [("35000", "Rennes"), ("29200", "Brest"), ("44000", "Nantes"), ("56100", "Lorient"),
          ("22000", "Saint-Brieuc"), ("49100", "Angers"), ("72000", "Le Mans"), ("37000", "Tours"),
          ("86000", "Poitiers"), ("17000", "La Rochelle"), ("33000", "Bordeaux"), ("64000", "Pau"),
          ("31000", "Toulouse"), ("34000", "Montpellier"), ("63000", "Clermont-Ferrand"),
          ("87000", "Limoges"), ("21000", "Dijon"), ("25000", "Besançon"), ("51100", "Reims"),
          ("80000", "Amiens"), ("76600", "Le Havre"), ("14000", "Caen"), ("29000", "Quimper"),
          ("40000", "Mont-de-Marsan"), ("81000", "Albi"), ("12000", "Rodez"), ("03100", "Montluçon")]
STREETS = ["rue des Coquelicots", "avenue Jean-Jaurès", "impasse du Vieux-Moulin", "rue de la Poterie",
           "boulevard de la Liberté", "chemin des Trois-Chênes", "allée des Tilleuls", "rue Saint-Exupéry",
           "route de Vannes", "place du Champ-de-Foire", "rue du Docteur-Roux", "quai de la Fosse",
           "rue des Glycines", "lotissement Ker Avel", "rue Victor-Hugo", "cours Lafayette"]
MAIL_DOMAINS = ["orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"]
# ARCEP ranges kept for fiction
PHONE_RANGES = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49", "06 39 98"]

ESTABS = [("Centre hospitalier de Kerlann", "CHK"), ("Hôpital privé des Hautes-Landes", "HPHL"),
          ("Centre hospitalier intercommunal Val-d'Oust", "CHIVO"), ("Clinique Sainte-Brigitte", "CSB"),
          ("Groupe hospitalier Rance-Émeraude", "GHRE"), ("Centre hospitalier de Pontivy-Blavet", "CHPB"),
          ("Hôpital de Kerhallet", "HDK"), ("Centre hospitalier Monts-et-Vallées", "CHMV")]
EMPLOYERS = ["SARL Transports Le Pennec", "Boulangerie Hamon", "Menuiserie Guivarc'h & Fils",
             "EHPAD Les Hortensias", "Garage Autoplus Kervénal", "Cabinet comptable Lozach"]
SCHOOLS = ["lycée professionnel Jean-Guéhenno", "collège Anita-Conti", "école élémentaire Pierre-Loti"]
MUTUELLES = ["Mutuelle Armor Santé", "MGEN", "Harmonie Mutuelle", "Mutuelle des Pays de Rance",
             "Groupama Gan Vie", "MSA Portes de Bretagne"]


def luhn_digit(body: str) -> str:
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


class Ids:
    def __init__(self, rng: random.Random):
        self.r = rng

    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def nir(self, sex, birth):  # birth = (d, m, y)
        d, m, y = birth
        dept = self.r.choice(["35", "29", "22", "56", "44", "49", "33", "31", "75", "69"])
        body = "%d%02d%02d%s%03d%03d" % (1 if sex == "M" else 2, y % 100, m, dept,
                                         self.r.randint(1, 400), self.r.randint(1, 999))
        key = 97 - int(body) % 97
        return body, "%02d" % key

    def nir_text(self, body, key, style):
        if style == 0:
            return "%s %s %s %s %s %s %s" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)
        if style == 1:
            return body + key
        return body + " " + key

    def rpps(self):
        b = "10" + self.digits(8)
        return b + luhn_digit(b)

    def finess(self):
        b = self.r.choice(["35", "29", "22", "56", "44"]) + "0" + self.digits(5)
        return b + luhn_digit(b)

    def adeli(self):
        return self.r.choice(["35", "29", "22", "56"]) + self.r.choice(["6", "7", "9"]) + self.digits(6)

    def ipp(self):
        return str(self.r.randint(1, 9)) + self.digits(9)

    def nda(self):
        return self.r.choice(["25", "26"]) + self.digits(7)

    def phone(self, style=None):
        base = self.r.choice(PHONE_RANGES)
        tail = "%02d %02d" % (self.r.randint(0, 99), self.r.randint(0, 99))
        num = base + " " + tail
        style = self.r.randint(0, 3) if style is None else style
        if style == 1:
            return num.replace(" ", ".")
        if style == 2:
            return "+33 " + num[1:]
        if style == 3:
            return num.replace(" ", "")
        return num


def date_fmt(rng, d, m, y, style=None):
    import datetime as dt
    style = rng.randint(0, 7) if style is None else style
    if style == 0:
        return "%02d/%02d/%04d" % (d, m, y)
    if style == 1:
        return "%02d.%02d.%04d" % (d, m, y)
    if style == 2:
        return "%d %s %d" % (d, MOIS[m - 1], y)
    if style == 3:
        return "%02d-%02d-%04d" % (d, m, y)
    if style == 4:
        return "%04d-%02d-%02d" % (y, m, d)
    if style == 5:
        return "%s %d %s %d" % (JOURS[dt.date(y, m, d).weekday()], d, MOIS[m - 1], y)
    if style == 6:
        return "%d/%d/%04d" % (d, m, y)
    return "%02d/%02d/%02d" % (d, m, y % 100)


def rand_date(rng, y0, y1):
    import datetime as dt
    a = dt.date(y0, 1, 1).toordinal()
    b = dt.date(y1, 12, 28).toordinal()
    x = dt.date.fromordinal(rng.randint(a, b))
    return x.day, x.month, x.year


def name_variant(name: str, style: str) -> str:
    if style == "upper":
        return name.upper()
    if style == "lower":
        return name.lower()
    return name


def email_of(first, last, dom, rng):
    import unicodedata
    def asc(s):
        s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower()
        return s.replace(" ", "").replace("'", "")
    f, l = asc(first), asc(last)
    return rng.choice(["%s.%s@%s", "%s%s@%s", "%s-%s@%s"]) % (f if rng.random() < .7 else f[0], l, dom)
