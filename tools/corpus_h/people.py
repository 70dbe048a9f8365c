"""Invented people, places and establishments of corpus H.

Names are drawn from pools and combined at random: no person is real.
Communes are real French communes (places of residence / birth), the
establishment names are invented.
"""

from __future__ import annotations

import datetime as dt

from . import values as vv
from .values import pii

SURNAMES = [
    "Boulanger", "Petit", "Lebrun", "Marchand", "Fontaine", "Meunier", "Berger", "Chevalier", "Lefebvre",
    "Garnier", "Faure", "Roussel", "Mercier", "Blanc", "Guérin", "Barbier", "Caron", "Perrin", "Morel",
    "Giraud", "Lacroix", "Roche", "Renard", "Colin", "Vidal", "Brunet", "Masson", "Schmitt", "Huet",
    "Clément", "Leroy", "Dumont", "Bailly", "Tessier", "Prigent", "Le Goff", "Le Gall", "Kowalski",
    "Nguyen", "Haddad", "Bensaïd", "N'Diaye", "Da Silva", "Ferreira", "Weber", "Muller", "Charpentier",
    "Lemoine", "Rivière", "Collet", "Poirier", "Texier", "Jacquet", "Marechal", "Olivier", "Carré",
    "Baron", "Lemaire", "Rolland", "Aubert", "Hoarau", "Paquet", "Gauthier", "Riou", "Sauvage",
]
PARTICLES = ["de Villiers", "de La Roche-Aymon", "d'Albret-Sorel", "du Plessis", "de Kerguelen", "van den Broeck"]
F_FIRST = ["Claire", "Sophie", "Nathalie", "Anne-Sophie", "Mathilde", "Gaëlle", "Bernadette", "Josiane",
           "Inès", "Léa", "Chloé", "Aurélie", "Solène", "Ginette", "Odile", "Élodie", "Fanny", "Maëlys",
           "Noémie", "Agnès", "Yvette", "Marie-Hélène", "Marie-Christine", "Lucie", "Margaux", "Samia",
           "Brigitte", "Hélène", "Camille", "Manon"]
M_FIRST = ["Jean-Pierre", "Thierry", "Olivier", "Yannick", "Hervé", "Lucien", "Rémi", "Karim", "Théo",
           "Mehdi", "Baptiste", "Pascal", "Raymond", "Jean-Baptiste", "Marc-Antoine", "Loïc", "Gérard",
           "Sébastien", "Bruno", "Didier", "Francis", "Gilles", "Mathéo", "Nicolas", "Jean-Luc", "Arnaud",
           "Cédric", "Fabrice", "Joël", "Patrice"]

# (commune, code postal, code INSEE, zone téléphonique)
COMMUNES = [
    ("Épinal", "88000", "88160", "3"), ("Metz", "57000", "57463", "3"), ("Vesoul", "70000", "70550", "3"),
    ("Besançon", "25000", "25056", "3"), ("Dijon", "21000", "21231", "3"), ("Troyes", "10000", "10387", "3"),
    ("Reims", "51100", "51454", "3"), ("Colmar", "68000", "68066", "3"), ("Mulhouse", "68100", "68224", "3"),
    ("Lunéville", "54300", "54329", "3"), ("Saint-Dié-des-Vosges", "88100", "88413", "3"),
    ("Remiremont", "88200", "88383", "3"), ("Gérardmer", "88400", "88196", "3"),
    ("Lons-le-Saunier", "39000", "39300", "3"), ("Pontarlier", "25300", "25462", "3"),
    ("Belfort", "90000", "90010", "3"), ("Chaumont", "52000", "52121", "3"), ("Langres", "52200", "52269", "3"),
    ("Bar-le-Duc", "55000", "55029", "3"), ("Verdun", "55100", "55545", "3"), ("Thionville", "57100", "57672", "3"),
    ("Sarreguemines", "57200", "57631", "3"), ("Charleville-Mézières", "08000", "08105", "3"),
    ("Auxerre", "89000", "89024", "3"), ("Chalon-sur-Saône", "71100", "71076", "3"), ("Mâcon", "71000", "71270", "3"),
    ("Nevers", "58000", "58194", "3"), ("Bourg-en-Bresse", "01000", "01053", "4"), ("Annecy", "74000", "74010", "4"),
    ("Quimper", "29000", "29232", "2"), ("Vannes", "56000", "56260", "2"), ("Lorient", "56100", "56121", "2"),
    ("Saint-Brieuc", "22000", "22278", "2"), ("Angers", "49000", "49007", "2"), ("Poitiers", "86000", "86194", "5"),
    ("Limoges", "87000", "87085", "5"), ("Périgueux", "24000", "24322", "5"), ("Pau", "64000", "64445", "5"),
    ("Tarbes", "65000", "65440", "5"), ("Albi", "81000", "81004", "5"), ("Rodez", "12000", "12202", "5"),
    ("Aurillac", "15000", "15014", "4"), ("Le Puy-en-Velay", "43000", "43157", "4"), ("Valence", "26000", "26362", "4"),
    ("Carcassonne", "11000", "11069", "4"), ("Perpignan", "66000", "66136", "4"), ("Nîmes", "30000", "30189", "4"),
    ("Montauban", "82000", "82121", "5"), ("Cahors", "46000", "46042", "5"), ("Mont-de-Marsan", "40000", "40192", "5"),
]
# (street as printed, distinctive part)
STREETS = [
    ("rue des Tanneurs", "Tanneurs"), ("avenue du Général Leclerc", "Général Leclerc"),
    ("impasse des Glycines", "Glycines"), ("chemin de la Croix Blanche", "Croix Blanche"),
    ("boulevard Foch", "Foch"), ("allée des Mésanges", "Mésanges"), ("rue Pasteur", "Pasteur"),
    ("route de Bellevue", "Bellevue"), ("quai des Bateliers", "Bateliers"), ("rue du Haut Pré", "Haut Pré"),
    ("rue des Trois Épis", "Trois Épis"), ("avenue de la Libération", "Libération"),
    ("rue Saint-Nicolas", "Saint-Nicolas"), ("place du Marché aux Grains", "Marché aux Grains"),
    ("rue de la Côte Fleurie", "Côte Fleurie"), ("chemin des Vignerons", "Vignerons"),
    ("rue Victor Hugo", "Victor Hugo"), ("allée du Clos Mouton", "Clos Mouton"),
    ("rue des Écoles", "Écoles"), ("lotissement Les Hauts de Saverne", "Hauts de Saverne"),
]
COMPLEMENTS = ["Bât. C, appt 12", "Résidence Les Hortensias", "3e étage gauche", "Lieu-dit La Grange Neuve"]
# (kind, name, distinctive part, acronym or "")
ETABS = [
    ("Polyclinique", "Polyclinique des Ormeaux", "Ormeaux", "PCO"),
    ("Clinique", "Clinique du Val Fleuri", "Val Fleuri", ""),
    ("Hôpital", "Hôpital privé des Trois Sources", "Trois Sources", "HPTS"),
    ("CH", "Centre hospitalier intercommunal des Hautes-Fagnes", "Hautes-Fagnes", "CHIHF"),
    ("CH", "Groupe hospitalier Sud-Ardenne", "Sud-Ardenne", "GHSA"),
    ("Clinique", "Clinique mutualiste de la Sablière", "Sablière", "CMS"),
    ("CH", "Centre hospitalier du Pays de Morvelle", "Morvelle", "CHPM"),
    ("Clinique", "Clinique Sainte-Eulalie-des-Prés", "Sainte-Eulalie-des-Prés", ""),
]
LABOS = [("Laboratoire Biomédis Vallée", "Biomédis"), ("Laboratoire BioSérac", "BioSérac"),
         ("Laboratoire d'analyses Cerfontaine", "Cerfontaine")]
IMAGERIE = [("Centre d'imagerie Ostréa", "Ostréa"), ("Centre de radiologie des Acacias", "Acacias"),
            ("Cabinet de radiologie du Mail Vert", "Mail Vert")]
CABINETS = [("Cabinet médical du Moulin Neuf", "Moulin Neuf"), ("Maison de santé des Coteaux", "Coteaux"),
            ("Maison de santé pluriprofessionnelle du Grand Pré", "Grand Pré"),
            ("Centre de santé Bellerive", "Bellerive")]
PHARMAS = [("Pharmacie du Grand Cerf", "Grand Cerf"), ("Pharmacie de la Halle aux Draps", "Halle aux Draps")]
SITES = [("SITE BELLEVAUX", "BELLEVAUX"), ("SITE LES ROCHETTES", "ROCHETTES")]
MUTUELLES = [("Mutuelle Arc-en-Ciel Santé", "Arc-en-Ciel"), ("Prévoyance des Trois Vallées", "Trois Vallées")]
TRANSPORTS = [("Ambulances du Lac Bleu", "Lac Bleu"), ("Taxi conventionné Arlequin", "Arlequin")]


def case(name: str, style: str) -> str:
    if style == "upper":
        return name.upper()
    if style == "lower":
        return name.lower()
    return name


def core(name: str) -> str | None:
    for pre in ("de La ", "de ", "d'", "du ", "van den "):
        if name.startswith(pre):
            return name[len(pre):]
    return None


class Person:
    def __init__(self, ctx, sub, sex, first, last, civ=None):
        self.ctx, self.sub, self.sex, self.first, self.last = ctx, sub, sex, first, last
        self.civ = civ or ("Mme" if sex == 2 else "M.")

    def nom(self, style="upper", civ: str | None = None) -> vv.V:
        text = case(self.last, style)
        probes = [text]
        c = core(text)
        if c:
            probes.append(c)
        removable = [civ] if civ and len(civ) >= 3 else []
        return pii("NOM", text, self.sub, probes, removable)

    def prenom(self, style="title") -> vv.V:
        return pii("PRENOM", case(self.first, style), self.sub)


class Place:
    """An address: number + street (+ complement), postcode, commune."""

    def __init__(self, ctx, sub):
        rng = ctx.rng
        self.sub = sub
        self.street, self.distinct = ctx.pick(STREETS)
        self.num = str(rng.randint(1, 148)) + rng.choice(["", "", "", " bis", "B"])
        self.complement = rng.choice(COMPLEMENTS) if rng.random() < 0.2 else None
        self.city, self.cp, self.insee, self.zone = ctx.pick(COMMUNES)

    def street_v(self, upper=False) -> vv.V:
        text = "%s %s" % (self.num, self.street)
        dist = self.distinct
        if upper:
            text, dist = text.upper(), dist.upper()
        return pii("ADRESSE", text, self.sub, [text, dist])

    def complement_v(self) -> vv.V:
        return pii("ADRESSE", self.complement, self.sub)

    def cp_v(self) -> vv.V:
        return pii("CODE_POSTAL", self.cp, self.sub)

    def city_v(self, upper=False) -> vv.V:
        return pii("VILLE", self.city.upper() if upper else self.city, self.sub)


class Etab:
    def __init__(self, ctx, name, distinct, acro=""):
        self.name, self.distinct, self.acro = name, distinct, acro
        self.place = Place(ctx, "etablissement")
        self.tel = vv.phone(ctx.rng, self.place.zone)
        self.fax = vv.phone(ctx.rng, self.place.zone)
        self.finess = vv.finess(ctx.rng, self.place.insee[:2])

    def v(self, upper=False) -> vv.V:
        if upper:
            return pii("ETAB", self.name.upper(), "etablissement", [self.name.upper(), self.distinct.upper()])
        return pii("ETAB", self.name, "etablissement", [self.name, self.distinct])

    def acro_v(self) -> vv.V:
        return pii("ETAB", self.acro, "etablissement")

    def tel_v(self) -> vv.V:
        return pii("TEL", self.tel, "etablissement")

    def fax_v(self) -> vv.V:
        return pii("TEL", self.fax, "etablissement")

    def finess_v(self, prefixed=False) -> vv.V:
        return pii("FINESS", ("1" + self.finess) if prefixed else self.finess, "etablissement")


class Ctx:
    """Random state of one document: the people, places and numbers it shows."""

    def __init__(self, rng, today: dt.date):
        self.rng = rng
        self.today = today
        self._used: dict[int, set] = {}
        self.surnames = rng.sample(SURNAMES, len(SURNAMES))

    def pick(self, pool):
        """A pool element not yet used in this document."""
        used = self._used.setdefault(id(pool), set())
        choices = [i for i in range(len(pool)) if i not in used]
        i = self.rng.choice(choices)
        used.add(i)
        return pool[i]

    def surname(self, compound_ok=True) -> str:
        r = self.rng.random()
        if compound_ok and r < 0.12:
            return self.pick(PARTICLES)
        base = self.surnames.pop()
        if compound_ok and r < 0.25:
            return base + "-" + self.surnames.pop()
        return base

    def person(self, sub, sex=None, civ=None) -> Person:
        sex = sex or self.rng.choice([1, 2])
        first = self.pick(F_FIRST if sex == 2 else M_FIRST)
        return Person(self, sub, sex, first, self.surname(), civ)

    def doctor(self, sub="medecin") -> Person:
        p = self.person(sub, civ="Dr")
        p.rpps = vv.rpps(self.rng)
        p.adeli = vv.adeli(self.rng, self.rng.choice(["54", "57", "88", "25", "21", "69"]), "10")
        p.tel = vv.phone(self.rng, self.rng.choice("2345"))
        p.email = None
        return p

    def email(self, first: str, last: str, domain: str) -> str:
        import unicodedata
        def ascii_(s):
            s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
            return s.lower().replace(" ", "").replace("'", "")
        style = self.rng.choice(["fl", "f.l", "l.f", "fl2"])
        f, l = ascii_(first), ascii_(last)
        local = {"fl": f[0] + l, "f.l": f + "." + l, "l.f": l + "." + f[0], "fl2": f + "." + l + vv.digits(self.rng, 2)}[style]
        return local + "@" + domain

    def patient(self, age_range=(18, 92)) -> Person:
        rng = self.rng
        p = self.person("patient")
        age = rng.randint(*age_range)
        p.dob = vv.rand_date(rng, dt.date(self.today.year - age - 1, self.today.month, 1),
                             dt.date(self.today.year - age, 1, 1) + dt.timedelta(days=300))
        p.home = Place(self, "patient")
        p.birth_city, _, p.birth_insee, _ = self.pick(COMMUNES)
        p.nir = vv.nir_parts(rng, p.sex, p.dob, p.birth_insee)
        p.tel = vv.phone(rng, p.home.zone, mobile=rng.random() < 0.6)
        p.email = self.email(p.first, p.last, rng.choice(["orange.fr", "gmail.com", "free.fr", "laposte.net", "sfr.fr"]))
        p.ipp = rng.choice([vv.digits(rng, 9), "00" + vv.digits(rng, 8), "P" + vv.digits(rng, 7),
                            "IPP-%s-%s" % (vv.digits(rng, 2), vv.digits(rng, 5))])
        p.nda = rng.choice([vv.digits(rng, 10), "S26-" + vv.digits(rng, 6), "V26" + vv.digits(rng, 6) + "A",
                            "26-" + vv.digits(rng, 3) + "-" + vv.digits(rng, 4)])
        p.maiden = self.surname(False) if p.sex == 2 and rng.random() < 0.4 else None
        return p
