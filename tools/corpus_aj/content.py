"""Fictional content of corpus AJ: people, identifiers and six document shapes.

Everything here is invented for the evaluation corpus (communes and postcodes are real).
"""
from __future__ import annotations

import random
import unicodedata

from .model import Block, Doc, Page, Seg, item

SHAPES = ["fibroscopie_bronchique", "holter_rythmo", "visite_travail", "bilan_orthoptique",
          "transfert_ssr", "bilan_hemato"]

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
        "octobre", "novembre", "décembre"]

F_FIRST = ["Maëlle", "Solène", "Bérénice", "Gwenaëlle", "Annick", "Marie-Josée", "Léonie", "Capucine",
           "Noémie", "Ghislaine", "Armelle", "Ophélie", "Rozenn", "Perrine", "Édith", "Anne-Laure",
           "Yolande", "Clémence", "Salomé", "Inès"]
M_FIRST = ["Gwendal", "Éloi", "Baptiste", "Jean-Yves", "Aurélien", "Thibaut", "Hervé", "Corentin",
           "Léandre", "Mathurin", "Ronan", "Benoît", "Killian", "Yanis", "Joël", "Pierre-Alain",
           "Gaëtan", "Maxence", "Anatole", "Ludovic"]
SURNAMES = ["Kerhervé", "Le Gall-Tanguy", "Poulmarc'h", "Vasseur", "Delmotte", "Quéméner", "Boisselier",
            "Fauchereau", "Maréchal-Dufour", "Lhermitte", "Tréguer", "Cadiou", "Ollivier", "Jaouen",
            "Bescond", "Rivoallan", "Dagorn", "Lemasson", "Chapalain", "Hamonic", "Nédélec", "Coatmeur",
            "de Kersauson", "Pellen", "Guivarc'h", "Morvézen", "Le Roux-Baron", "Thépaut", "Goasdoué",
            "Brélivet", "Saliou", "Mescam", "Kervella", "Abgrall", "Grall", "Le Bras"]
STAFF_SURN = ["Ferrandon", "Aubertin", "Villechaize", "Mazérolle", "Castelnau", "Rigaudière", "Pontarlier",
              "Montcalm", "Vauquelin", "Desfossés", "Lacombe-Ardent", "Beauregard", "Saint-Amand",
              "Cournut", "Aiguebelle", "Pradel", "Fontvieille", "Larribeau", "Ménétrier", "Escoffier"]

COMMUNES = [("Quimper", "29000", "29", "232"), ("Morlaix", "29600", "29", "151"), ("Lannion", "22300", "22", "113"),
            ("Vannes", "56000", "56", "260"), ("Lorient", "56100", "56", "121"), ("Saint-Brieuc", "22000", "22", "278"),
            ("Rennes", "35000", "35", "238"), ("Fougères", "35300", "35", "115"), ("Laval", "53000", "53", "130"),
            ("Angers", "49000", "49", "007"), ("Cholet", "49300", "49", "099"), ("Nantes", "44000", "44", "109"),
            ("Saint-Nazaire", "44600", "44", "184"), ("La Roche-sur-Yon", "85000", "85", "191"),
            ("Niort", "79000", "79", "191"), ("Poitiers", "86000", "86", "194"), ("Brest", "29200", "29", "019"),
            ("Concarneau", "29900", "29", "039"), ("Pontivy", "56300", "56", "178"), ("Dinan", "22100", "22", "050")]
STREETS = ["rue de la Tour-d'Auvergne", "allée des Goélands", "impasse du Moulin-Vert", "rue Jean-Jaurès",
           "chemin de Kerlaouen", "boulevard de la Liberté", "rue des Sternes", "place du Champ-de-Foire",
           "route de Pen-ar-Créac'h", "rue du Docteur-Roux", "quai de l'Odet", "venelle des Tanneurs",
           "rue Surcouf", "avenue de la Plage-Blanche", "rue des Hortensias", "résidence les Glycines"]
ETABS = [("Centre hospitalier de Cornouaille-Odet", "CHCO"), ("Hôpital privé des Abers", "HPA"),
         ("Centre hospitalier intercommunal Rance-Émeraude", "CHIRE"), ("Clinique mutualiste de l'Iroise", "CMI"),
         ("Groupe hospitalier Bretagne-Atlantique Sud", "GHBAS"), ("Centre hospitalier du Pays de Retz", "CHPR"),
         ("Polyclinique Saint-Hervé", "PCSH"), ("Centre hospitalier Yves-Le Foll-Trégor", "CHYLT")]
SSR = [("Centre de rééducation de Kerpape-Océan", "CRKO"), ("SSR Les Jardins de Ty-Glaz", "SSR-TG"),
       ("Maison de convalescence de Penboc'h", "MCP")]
LABOS = [("Laboratoire Bio-Armor Kerbiolab", "BAK"), ("Laboratoire d'hématologie Léon-Trégor", "LHLT")]
INSURERS = ["Mutuelle des Marins du Ponant", "Harmonie Océane Prévoyance", "Mutuelle Granit et Bruyère",
            "Prévoyance des Enseignants de l'Ouest"]
EMPLOYERS = ["Conserverie Kerbriant SAS", "Transports Le Mao et Fils", "Abattoir coopératif du Porzay",
             "Chantier naval de Kernével", "Boulangerie industrielle Armor-Pain", "Blanchisserie inter-EHPAD Odet"]
SCHOOLS = ["école Diwan de Plogonnec", "école élémentaire Paul-Langevin", "collège Jules-Ferry de Landerneau"]
PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49", "06 39 98"]
MAIL_DOM = ["laposte.net", "orange.fr", "free.fr", "gmail.com", "sfr.fr"]


def fold(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def luhn_digit(body: str) -> str:
    tot = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


class Ident:
    """All invented values of one document."""

    def __init__(self, rng: random.Random):
        self.r = rng

    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def rpps(self):
        b = "10" + self.digits(8)
        return b + luhn_digit(b)

    def finess(self, dep):
        b = dep + self.digits(6)
        return b + luhn_digit(b)

    def adeli(self, dep, prof):
        b = dep + prof + self.digits(4)
        return b + luhn_digit(b)

    def phone(self, style=None):
        blk = self.r.choice(PHONE_BLOCKS)
        d = [blk[0:2], blk[3:5], blk[6:8], self.digits(2), self.digits(2)]
        style = style if style is not None else self.r.randint(0, 2)
        if style == 0:
            return " ".join(d)
        if style == 1:
            return ".".join(d)
        return "+33 " + d[0][1] + " " + " ".join(d[1:])

    def nir(self, sex, year, month, dep, com, style):
        body = "%d%02d%02d%s%s%s" % (sex, year % 100, month, dep, com, self.digits(3))
        key = 97 - int(body) % 97
        if style == 0:
            return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)
        if style == 1:
            return "%s%02d" % (body, key)
        return "%s %02d" % (body, key)


def birth_writing(d, m, y, style):
    return [
        "%02d/%02d/%04d" % (d, m, y),
        "%d %s %d" % (d, MOIS[m - 1], y),
        "%02d.%02d.%04d" % (d, m, y),
        "%04d-%02d-%02d" % (y, m, d),
        "%02d-%02d-%04d" % (d, m, y),
    ][style]


class Builder:
    """Collects pages of blocks; P()/K() make segments that carry truth items."""

    def __init__(self):
        self.pages = [Page()]

    # segments
    @staticmethod
    def P(kind, text, sub="", crit=False, probes=None, bold=False):
        return Seg(text, item("pii", kind, text, sub, crit, probes), bold)

    @staticmethod
    def K(kind, text, sub="", probes=None, bold=False):
        return Seg(text, item("keep", kind, text, sub, False, probes), bold)

    @staticmethod
    def _segs(parts):
        return [p if isinstance(p, Seg) else Seg(str(p)) for p in parts]

    # blocks
    def line(self, *parts, size=9.5, bold=False, indent=0.0, col="main"):
        self.pages[-1].blocks.append(Block("line", self._segs(parts), size=size, bold=bold, indent=indent, col=col))

    def title(self, *parts, size=13.0):
        self.pages[-1].blocks.append(Block("title", self._segs(parts), size=size, bold=True))

    def head(self, text):
        self.pages[-1].blocks.append(Block("line", [Seg(text, bold=True)], size=10.5, bold=True))

    def row(self, *cells, header=False):
        self.pages[-1].blocks.append(Block("row", [self._segs(c if isinstance(c, (list, tuple)) else [c])
                                                   for c in cells], header=header))

    def rule(self):
        self.pages[-1].blocks.append(Block("rule"))

    def gap(self, h=6.0):
        self.pages[-1].blocks.append(Block("gap", height=h))

    def newpage(self):
        self.pages.append(Page())


# ---------------------------------------------------------------- people


class Person:
    pass


def make_people(rng: random.Random, idg: Ident, fam_idx: int, child: bool = False):
    P = Person()
    P.sex = rng.choice([1, 2])
    P.first = rng.choice(F_FIRST if P.sex == 2 else M_FIRST)
    P.last = rng.choice(SURNAMES)
    P.birth_last = rng.choice([s for s in SURNAMES if s != P.last]) if P.sex == 2 and rng.random() < 0.6 else None
    P.y = rng.randint(2013, 2020) if child else rng.randint(1938, 2004)
    if child:
        P.birth_last = None
    P.m = rng.randint(1, 12)
    P.d = rng.randint(1, 28)
    bc = rng.choice(COMMUNES)
    P.birth_city = bc[0]
    P.nir_style = rng.randint(0, 2)
    P.nir = idg.nir(P.sex, P.y, P.m, bc[2], bc[3], P.nir_style)
    P.ipp = idg.digits(rng.choice([8, 9, 10])).lstrip("0") or "7"
    while len(P.ipp) < 8:
        P.ipp = "4" + P.ipp
    P.nda = rng.choice(["S%02d-%s" % (25, idg.digits(7)), "2025V%s" % idg.digits(6), "HJ-25-%s" % idg.digits(5),
                        "E25B%s" % idg.digits(6)])
    c = rng.choice(COMMUNES)
    P.street_no = str(rng.randint(1, 148)) + rng.choice(["", "", "", " bis", " ter"])
    P.street = rng.choice(STREETS)
    P.cp, P.city = c[1], c[0]
    P.phone = idg.phone()
    P.phone2 = idg.phone(0)
    P.email = "%s.%s%d@%s" % (fold(P.first).lower().replace("-", ""), fold(P.last).lower().replace(" ", "").replace("'", "").replace("-", ""),
                              rng.randint(2, 98), rng.choice(MAIL_DOM))
    P.insurer = rng.choice(INSURERS)
    P.member = rng.choice(["%s %s %s" % (idg.digits(4), idg.digits(4), idg.digits(3)), "ADH-" + idg.digits(9),
                           idg.digits(10)])
    P.employer = rng.choice(EMPLOYERS)
    # relative
    R = Person()
    R.sex = rng.choice([1, 2])
    R.first = rng.choice(F_FIRST if R.sex == 2 else M_FIRST)
    R.last = rng.choice([P.last, rng.choice(SURNAMES)])
    R.rel = rng.choice(["fille", "fils", "conjoint(e)", "sœur", "neveu"])
    R.phone = idg.phone()
    P.rel = R
    # staff
    e = rng.choice(ETABS)
    dep = rng.choice(["29", "22", "56", "35", "44"])
    E = Person()
    E.name, E.acr = e
    E.finess = idg.finess(dep)
    ec = rng.choice(COMMUNES)
    E.street_no = str(rng.randint(1, 60))
    E.street = rng.choice([s for s in STREETS if s != P.street])
    E.cp, E.city = ec[1], ec[0]
    E.phone = idg.phone(0)
    E.dom = fold(E.acr).lower().replace("-", "") + "-sante.fr"
    docs = []
    used = set()
    for _ in range(3):
        D = Person()
        D.sex = rng.choice([1, 2])
        D.first = rng.choice(F_FIRST if D.sex == 2 else M_FIRST)
        D.last = rng.choice([s for s in STAFF_SURN if s not in used])
        used.add(D.last)
        D.rpps = idg.rpps()
        D.email = "%s.%s@%s" % (fold(D.first).lower().replace("-", ""), fold(D.last).lower().replace("-", "").replace(" ", ""), E.dom)
        D.adeli = idg.adeli(dep, rng.choice(["61", "66", "71", "80"]))
        D.phone = idg.phone(1)
        docs.append(D)
    return P, E, docs
