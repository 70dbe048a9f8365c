"""Fictional identities, identifiers with valid keys, and the segment/truth model.

A document is a list of pages; every page holds blocks whose text is made of
segments: plain strings or ``V`` values (personal values or kept items). The
producers print every segment exactly once, in the page it belongs to, so the
truth (items per page) is known before rendering.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
          "octobre", "novembre", "décembre"]
MON3 = ["JAN", "FEV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOU", "SEP", "OCT", "NOV", "DEC"]


@dataclass
class V:
    text: str
    role: str            # "pii" | "keep"
    kind: str
    sub: str = ""
    critical: bool = False
    probes: list = field(default_factory=list)

    def item(self):
        return {"role": self.role, "kind": self.kind, "subtype": self.sub, "text": self.text,
                "probes": list(self.probes or [self.text]), "critical": self.critical}


def P(text, kind, crit=False, sub="", probes=None):
    return V(text, "pii", kind, sub, crit, probes or [text])


def K(text, kind="DECOY", sub="code", probes=None):
    return V(text, "keep", kind, sub, False, probes or [text])


def D(text):
    return V(text, "keep", "DATE", "soins", False, [text])


def seg_text(segs):
    if isinstance(segs, (str, V)):
        segs = [segs]
    return "".join(s.text if isinstance(s, V) else s for s in segs)


def seg_vals(segs):
    if isinstance(segs, (str, V)):
        segs = [segs]
    return [s for s in segs if isinstance(s, V)]


# ----------------------------------------------------------------- identifiers

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


def luhn_ok(num: str) -> bool:
    return luhn_digit(num[:-1]) == num[-1]


def rpps(rng):
    body = "10" + "".join(rng.choice("0123456789") for _ in range(8))
    return body + luhn_digit(body)


def finess(rng, dept):
    body = dept + rng.choice("0123") + "".join(rng.choice("0123456789") for _ in range(5))
    return body + luhn_digit(body)


def adeli(rng, dept):
    body = dept + rng.choice(["10", "60", "91"]) + "".join(rng.choice("0123456789") for _ in range(4))
    return body + luhn_digit(body)


def nir(rng, sex, y, m, dept):
    com = "%03d" % rng.randint(1, 399)
    order = "%03d" % rng.randint(1, 999)
    base = "%d%02d%02d%s%s%s" % (1 if sex == "M" else 2, y % 100, m, dept, com, order)
    key = 97 - int(base) % 97
    return base, "%02d" % key


def fmt_nir(base, key, style):
    if style == 0:
        return "%s %s %s %s %s %s %s" % (base[0], base[1:3], base[3:5], base[5:7], base[7:10], base[10:13], key)
    if style == 1:
        return base + key
    return "%s %s" % (base, key)


# ----------------------------------------------------------------- dates

def fmt_date(y, m, d, style):
    if style == "slash":
        return "%02d/%02d/%04d" % (d, m, y)
    if style == "dot2":
        return "%02d.%02d.%02d" % (d, m, y % 100)
    if style == "long":
        return "%d %s %d" % (d, MONTHS[m - 1], y)
    if style == "mon3":
        return "%02d-%s-%04d" % (d, MON3[m - 1], y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, d)
    if style == "slash2":
        return "%02d/%02d/%02d" % (d, m, y % 100)
    if style == "dash":
        return "%02d-%02d-%04d" % (d, m, y)
    raise ValueError(style)


DATE_STYLES = ["slash", "slash", "dot2", "long", "mon3", "iso", "slash2", "dash"]

# ----------------------------------------------------------------- people & places
F_FIRST = ["Maëlys", "Josiane", "Gisèle", "Léonie", "Armelle", "Solène", "Odette", "Nadège", "Clémence",
           "Yvette", "Bérangère", "Ghislaine", "Anne-Sophie", "Marie-Thérèse", "Inès", "Rolande", "Aurore",
           "Perrine", "Lucienne", "Fatoumata", "Noémie", "Chantal"]
M_FIRST = ["Gaëtan", "Jean-Baptiste", "Aymeric", "Rodolphe", "Lucien", "Baptiste", "Firmin", "Hervé",
           "Marc-Antoine", "Joël", "Anatole", "Timothée", "Gérald", "Yannick", "Achille", "Bastien",
           "Ludovic", "Raymond", "Mehdi", "Évariste", "Honoré", "Séverin"]
SURN = ["Vautrin", "Quéméneur", "Lefèvre-Aubry", "de La Bréjolière", "Tissandier", "Ravoux", "Chabrerie",
        "Le Goarnic", "Pélissou", "Dubreuil-Mazet", "Kerbrat", "Escoffier", "Vidalenc", "d'Arbouville",
        "Mouchonnet", "Baptistin", "Ferracci", "Giraudeau", "Hautecoeur", "Lamourette", "Nivelon",
        "Sabatier-Roque", "Trouillard", "Vergnaud", "Bouvarel", "Castagnède", "Duclouzeau", "Ehrhardt",
        "Fourcaud", "Grimonprez", "Jaouen", "Labatut", "Marchais", "Poinsignon", "Rambaud", "Souchon",
        "Ughetto", "Vasseur-Dalle", "du Plessis-Morvan", "Chevrollier", "Abdelkrim", "Nguyen-Thanh"]
MED_SURN = ["Aubertin", "Bellocq", "Caradec", "Delattre", "Esnault", "Fauvel", "Gourdon", "Hélias", "Jacquemin",
            "Kieffer", "Lagarrigue", "Méheust", "Narbonne", "Ollivier", "Peyrat", "Quintard", "Roussille",
            "Salomé", "Thébault", "Verdier", "Wattebled", "Zeller", "Charpentier", "Boucher", "Marchand"]
# real communes (postcode, name, département, phone prefix)
TOWNS = [("69100", "Villeurbanne", "69", "04"), ("42000", "Saint-Étienne", "42", "04"),
         ("13100", "Aix-en-Provence", "13", "04"), ("40000", "Mont-de-Marsan", "40", "05"),
         ("19100", "Brive-la-Gaillarde", "19", "05"), ("38200", "Vienne", "38", "04"),
         ("29200", "Brest", "29", "02"), ("59300", "Valenciennes", "59", "03"),
         ("86000", "Poitiers", "86", "05"), ("21000", "Dijon", "21", "03"), ("35400", "Saint-Malo", "35", "02"),
         ("64100", "Bayonne", "64", "05"), ("71100", "Chalon-sur-Saône", "71", "03"),
         ("63000", "Clermont-Ferrand", "63", "04"), ("49300", "Cholet", "49", "02"),
         ("12000", "Rodez", "12", "05"), ("88000", "Épinal", "88", "03"), ("26000", "Valence", "26", "04"),
         ("17300", "Rochefort", "17", "05"), ("76600", "Le Havre", "76", "02"), ("51100", "Reims", "51", "03"),
         ("81000", "Albi", "81", "05"), ("07200", "Aubenas", "07", "04"), ("74000", "Annecy", "74", "04"),
         ("56100", "Lorient", "56", "02"), ("03100", "Montluçon", "03", "04")]
STREETS = ["rue des Glycines", "allée des Mésanges", "impasse du Vieux Pressoir", "rue Hippolyte Carnot",
           "chemin de la Combe Noire", "avenue des Tilleuls Argentés", "rue du Lavoir Saint-Roch",
           "boulevard Anatole Pradel", "rue de la Grange aux Dîmes", "place des Cordiers",
           "route de la Chênaie", "rue Émile Vauquelin", "allée Germaine Tillion", "quai des Tanneurs",
           "rue du Puits Salé", "chemin des Vignes Hautes", "rue Jean-Marie Lhuillier", "square des Acacias",
           "rue du Docteur Fabre-Jolivet", "avenue du Maréchal Lyautey prolongée", "rue des Trois Moulins",
           "résidence Les Hortensias, bât. C"]
ETABS = [("Centre hospitalier intercommunal du Val d'Ardière", "CHIVA"),
         ("Clinique des Tilleuls", "CdT"), ("Hôpital privé Les Peupliers", "HPLP"),
         ("Polyclinique du Parc Mirabeau", "PPM"), ("Groupe hospitalier Sud-Vercors", "GHSV"),
         ("Centre médico-chirurgical de la Roseraie", "CMCR"), ("Hôpital de jour Saint-Jacquet", "HJSJ"),
         ("Centre hospitalier des Deux Rives", "CH2R"), ("Laboratoire Biolab Coteaux", "BLC"),
         ("Institut d'imagerie du Lac Bleu", "I2LB")]
MUTUELLES = ["Mutuelle Ardéchoise Solidaire", "Harmonie Prévoyance Sud", "Mutuelle des Cheminots du Rhône",
             "MGPA Santé", "Prévoyance Familiale de l'Ouest", "Mutuelle Saint-Christophe Vallée"]
DOMAINS = ["orange.fr", "laposte.net", "free.fr", "gmail.com", "sfr.fr", "outlook.fr", "wanadoo.fr"]


def phone(rng, prefix, style):
    d = [prefix] + ["%02d" % rng.randint(10, 99) for _ in range(4)]
    if style == 0:
        return " ".join(d)
    if style == 1:
        return ".".join(d)
    if style == 2:
        return "+33 " + prefix[1] + " " + " ".join(d[1:])
    return "".join(d)


def ascii_fold(s):
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


class Person:
    pass


def make_person(rng, sex=None, town=None, minyear=1930, maxyear=2004, surname=None):
    p = Person()
    p.sex = sex or rng.choice("MF")
    p.first = rng.choice(M_FIRST if p.sex == "M" else F_FIRST)
    p.last = surname or rng.choice(SURN)
    p.y, p.m, p.d = rng.randint(minyear, maxyear), rng.randint(1, 12), rng.randint(1, 28)
    p.town = town or rng.choice(TOWNS)
    p.street = "%d %s" % (rng.randint(1, 148), rng.choice(STREETS))
    p.nir_base, p.nir_key = nir(rng, p.sex, p.y, p.m, p.town[2][:2].replace("2A", "20"))
    p.ipp = rng.choice(["00", "80", "1", "20"]) + "".join(rng.choice("0123456789") for _ in range(rng.choice([6, 7])))
    p.tel = phone(rng, p.town[3], rng.randint(0, 3))
    p.mobile = phone(rng, rng.choice(["06", "07"]), rng.randint(0, 2))
    local = ascii_fold("%s.%s" % (p.first, p.last)).lower().replace(" ", "").replace("'", "")
    p.email = "%s%02d@%s" % (local, p.y % 100, rng.choice(DOMAINS))
    p.maiden = None
    return p


def upper(s):
    return s.upper()


def pick_date(rng, y0=2025, y1=2026):
    return rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28)
