"""Fictional identities and identifiers for corpus M (all invented, seeded)."""
from __future__ import annotations

import random

SURNAMES = ["Kervadec", "Lemarrec", "Ducoudray", "Fontanieu", "Brizard", "Quéméneur", "Salvetat", "Mourgues",
            "Tessandier", "Guillemot", "Barthouil", "Escoffier", "Vasseur-Ledru", "Morvillier", "Pélissard",
            "Cazenove", "Lhermitte-Baudry", "Rouzaud", "Delmotte", "Faucompré", "Gaudriot", "Hamelain",
            "Jaouen", "Labrousse", "Marchadier", "Nivollet", "Ouvrard", "Perrichon", "Raffegeau", "Soubeyran",
            "Thébault", "Vaillandet", "Zerbib", "Ait-Kaci", "Benhamida", "Nguyen Van", "Da Costa Pereira",
            "Abgrall", "Le Goff", "Coatanéa", "Daguerre", "Etchebarne", "Iriarte", "Oyhénart", "Tardieu"]
PARTICLE = ["de La Roncière", "du Plessis-Morel", "d'Aubigné", "de Saint-Exupéry-Vallon", "Le Berre", "de Kerguélen"]
# ordinary French words that are also surnames (used both as names and as ordinary words)
HOMONYMS = [("Boulanger", "boulanger"), ("Marchand", "marchand"), ("Berger", "berger"), ("Meunier", "meunier"),
            ("Charpentier", "charpentier"), ("Fontaine", "fontaine"), ("Lamarche", "marche"), ("Chevalier", "chevalier"),
            ("Vigneron", "vigneron"), ("Masson", "maçon")]
F_FIRST = ["Maëlle", "Solène", "Gwenaëlle", "Anne-Sophie", "Bérénice", "Noémie", "Ghislaine", "Yolande",
           "Amandine", "Clémence", "Héloïse", "Rosine", "Odile", "Fatoumata", "Khadija", "Thi Lan", "Mireille", "Ségolène"]
M_FIRST = ["Yannick", "Gaëtan", "Jean-Baptiste", "Anatole", "Loïc", "Théophile", "Rodolphe", "Médéric", "Aurélien",
           "Bastien", "Karim", "Evrard", "Hervé", "Jean-Noël", "Côme", "Tristan", "Mamadou", "Ludovic"]
TOWNS = [("Quimperlé", "29300"), ("Saint-Jean-de-Luz", "64500"), ("Villefranche-de-Rouergue", "12200"),
         ("Montbrison", "42600"), ("Lons-le-Saunier", "39000"), ("Châtellerault", "86100"), ("Aurillac", "15000"),
         ("Pontivy", "56300"), ("Sarreguemines", "57200"), ("Dax", "40100"), ("Issoudun", "36100"),
         ("Bourg-en-Bresse", "01000"), ("Millau", "12100"), ("Guingamp", "22200"), ("Vitré", "35500"),
         ("Mont-de-Marsan", "40000"), ("Saint-Dié-des-Vosges", "88100"), ("Figeac", "46100")]
STREETS = ["rue des Tanneurs", "avenue du Maréchal Leclerc", "chemin de la Croix-Blanche", "impasse des Glycines",
           "boulevard Aristide Briand", "rue du Moulin à Vent", "allée des Sorbiers", "route de Kerlouan",
           "rue Paul Bert", "quai de la Sauldre", "place du Marché-aux-Grains", "rue Haute-des-Carmes"]
LIEUXDITS = ["lieu-dit Le Bas Mesnil", "lieu-dit Kerhuel", "hameau de la Bergerie", "lieu-dit Les Quatre Vents"]
RESID = ["Résidence Les Hortensias, bâtiment C", "Résidence du Parc, bât. B2", "Résidence Les Tilleuls, escalier 4"]
HOSP = [("Centre Hospitalier Intercommunal de la Vallée de l'Oust", "CHIVO"),
        ("Centre Hospitalier de la Côte Basque Sud", "CHCBS"),
        ("Groupe Hospitalier Rouergue-Aveyron", "GHRA"),
        ("Centre Hospitalier du Forez-Montbrison", "CHFM"),
        ("Hôpital Privé des Monts du Jura", "HPMJ"),
        ("Centre Hospitalier Régional de Moselle-Est", "CHRME"),
        ("Clinique Mutualiste Sainte-Blandine", "CMSB"),
        ("Centre Hospitalier de Haute-Auvergne", "CHHA")]
WEEKDAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
          "novembre", "décembre"]


def luhn_ok(s: str) -> bool:
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(prefix: str) -> str:
    for d in "0123456789":
        if luhn_ok(prefix + d):
            return prefix + d
    raise AssertionError


def luhn_wrong(prefix: str) -> str:
    good = luhn_complete(prefix)
    return prefix + str((int(good[-1]) + 3) % 10)


class Person:
    def __init__(self, rng: random.Random, sex: str | None = None, homonym: bool = False):
        self.sex = sex or rng.choice("FM")
        if homonym:
            self.surname, self.common = rng.choice(HOMONYMS)
        elif rng.random() < 0.15:
            self.surname, self.common = rng.choice(PARTICLE), None
        else:
            self.surname, self.common = rng.choice(SURNAMES), None
        self.first = rng.choice(F_FIRST if self.sex == "F" else M_FIRST)
        self.civ = "Mme" if self.sex == "F" else "M."

    @property
    def upper(self):
        return self.surname.upper()


class Patient(Person):
    def __init__(self, rng: random.Random, year_min=1932, year_max=2019):
        super().__init__(rng, homonym=rng.random() < 0.2)
        self.maiden = rng.choice(SURNAMES) if self.sex == "F" and rng.random() < 0.5 else None
        self.by, self.bm, self.bd = rng.randint(year_min, year_max), rng.randint(1, 12), rng.randint(1, 28)
        self.town, self.cp = rng.choice(TOWNS)
        self.birth_town, self.birth_cp = rng.choice(TOWNS)
        self.nir = make_nir(rng, self.sex, self.by, self.bm, self.birth_cp)
        self.ipp = rng.choice(["%08d" % rng.randint(10 ** 6, 10 ** 8 - 1), "P%07d" % rng.randint(0, 10 ** 7 - 1),
                               "%010d" % rng.randint(10 ** 8, 10 ** 10 - 1)])
        self.street = "%d %s" % (rng.randint(1, 148), rng.choice(STREETS))
        self.extra_addr = rng.choice([None, None, rng.choice(LIEUXDITS), rng.choice(RESID)])
        self.phone = phone(rng, mobile=True)
        self.email = "%s.%s%d@%s" % (strip(self.first).lower().replace(" ", ""), strip(self.surname).lower().replace(" ", "").replace("'", ""),
                                     rng.randint(1, 99), rng.choice(["orange.fr", "laposte.net", "free.fr", "gmail.com"]))
        self.mutuelle = "%09d" % rng.randint(10 ** 8, 10 ** 9 - 1)

    def birth(self, style: int) -> str:
        d, m, y = self.bd, self.bm, self.by
        import datetime
        wd = WEEKDAYS[datetime.date(y, m, d).weekday()]
        forms = ["%02d/%02d/%04d" % (d, m, y), "%02d.%02d.%04d" % (d, m, y), "%02d-%02d-%04d" % (d, m, y),
                 "%02d %02d %04d" % (d, m, y), "%d %s %d" % (d, MONTHS[m - 1], y), "%s %d %s %d" % (wd, d, MONTHS[m - 1], y),
                 ("%d %s %d" % (d, MONTHS[m - 1], y)).upper(), "%02d/%02d/%02d" % (d, m, y % 100), "%02d%02d%04d" % (d, m, y),
                 "%04d-%02d-%02d" % (y, m, d), "%s %02d/%02d/%04d" % (wd.capitalize(), d, m, y), "%d/%d/%d" % (d, m, y)]
        return forms[style % len(forms)]


def strip(s):
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def make_nir(rng, sex, by, bm, cp):
    dep = cp[:2] if not cp.startswith("20") else "2A"
    dep = dep.replace("2A", "20")
    body = "%d%02d%02d%s%03d%03d" % (1 if sex == "M" else 2, by % 100, bm, dep, rng.randint(1, 899), rng.randint(1, 999))
    key = 97 - int(body) % 97
    return body + "%02d" % key


def nir_spaced(n):
    return "%s %s %s %s %s %s %s" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:])


def nir_wrong_key(rng, sex="1"):
    body = "%s%02d%02d%02d%03d%03d" % (sex, rng.randint(40, 99), rng.randint(1, 12), rng.randint(10, 95), rng.randint(1, 899), rng.randint(1, 999))
    key = (97 - int(body) % 97 + 11) % 97
    return body + "%02d" % key


def phone(rng, mobile=False, style=None):
    first = rng.choice(["06", "07"]) if mobile else rng.choice(["01", "02", "03", "04", "05", "09"])
    g = [first] + ["%02d" % rng.randint(0, 99) for _ in range(4)]
    style = rng.randint(0, 3) if style is None else style
    if style == 0:
        return " ".join(g)
    if style == 1:
        return ".".join(g)
    if style == 2:
        return "+33 %s %s" % (g[0][1], " ".join(g[1:]))
    return "+33 (0)%s %s" % (g[0][1], " ".join(g[1:]))


def rpps(rng):
    return luhn_complete("10" + "%08d" % rng.randint(0, 10 ** 8 - 1))


def finess(rng, dep):
    return luhn_complete(dep + "%06d" % rng.randint(0, 10 ** 6 - 1))


def siret(rng):
    siren = luhn_complete("%08d" % rng.randint(10 ** 7, 10 ** 8 - 1))
    return luhn_complete(siren + "%04d" % rng.randint(1, 99))


def adeli(rng, dep):
    return dep + "%d%05d" % (rng.choice([0, 1, 6, 9]), rng.randint(0, 99999)) + str(rng.randint(0, 9))


class Establishment:
    def __init__(self, rng, index):
        self.name, self.acr = HOSP[index % len(HOSP)]
        self.town, self.cp = TOWNS[(index * 5 + 3) % len(TOWNS)]
        self.finess = finess(rng, self.cp[:2])
        self.finess_ej = finess(rng, self.cp[:2])
        self.siret = siret(rng)
        self.street = "%d %s" % (rng.randint(1, 60), rng.choice(["avenue de la République", "rue du Docteur Roux",
                                                                  "boulevard de l'Hôpital", "route de Ploërmel"]))
        self.bp = "BP %d" % rng.randint(10, 990)
        self.cedex = "%s CEDEX" % self.town.upper()
        self.phone = phone(rng, style=rng.randint(0, 3))
        self.fax = phone(rng, style=1)
        self.domain = self.acr.lower() + rng.choice(["-sante.fr", ".fr", "-hopital.fr"])
