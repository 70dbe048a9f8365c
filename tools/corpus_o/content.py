"""Fictional people, identifiers with valid keys, date writings and the document builder.

Everything here is invented. A Doc is a list of pages, each a list of blocks; every
personal value or decoy is written through Doc.pii / Doc.keep so the truth follows it.
"""
from __future__ import annotations

import datetime as dt

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
        "septembre", "octobre", "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["VASSEUR", "LECLERCQ", "FONTAINE", "ROUSSELOT", "GAUTHERON", "PELLETIER", "MAILLARD",
            "DELAHAYE", "COURTOIS", "LAMBERTIN", "RENAUDIN", "BESNARD", "CHAUVEAU", "MARCHAIS",
            "TESSIER", "GRANDJEAN", "POUILLY", "VERDIER", "BARRAULT", "HUMBERT", "QUESNEL",
            "DUCHESNE", "AUBRIOT", "LEMASSON", "CORBIN", "JOUANNEAU", "FERRAND", "TROUVÉ",
            "BRÉMOND", "LEFÈVRE-SAULNIER", "ÉTIENNE", "KERBRAT", "LE GOFF", "N'DIAYE", "MOREAU-DESPRÉS",
            "PAILLARD", "GUICHARD", "LACOMBE", "SABATIER", "ROCHEREAU", "VIDALENC", "CASTAGNÉ",
            "BOUVRET", "DEVILLERS", "ALBERTINI", "SANTONI", "OLLIVIER", "THÉVENOT", "MARQUET", "ROBLIN"]
F_FIRST = ["Monique", "Hélène", "Cécile", "Françoise", "Josiane", "Élodie", "Nathalie", "Sandrine",
           "Geneviève", "Odile", "Maëlle", "Chloé", "Bernadette", "Colette", "Agnès", "Solène", "Anaïs", "Ginette"]
M_FIRST = ["Gérard", "Thierry", "Raymond", "Jérôme", "Lucien", "Hervé", "Pascal", "Rémi", "Yannick",
           "Benoît", "Marcel", "Joël", "Frédéric", "Noël", "Gaëtan", "Étienne", "Régis", "Maxence"]
# towns with department codes and postcodes (real places, invented people)
TOWNS = [("Besançon", "25000", "25"), ("Chalon-sur-Saône", "71100", "71"), ("Quimper", "29000", "29"),
         ("Montluçon", "03100", "03"), ("Ajaccio", "20000", "2A"), ("Bastia", "20200", "2B"),
         ("Saint-Brieuc", "22000", "22"), ("Périgueux", "24000", "24"), ("Épinal", "88000", "88"),
         ("Châteauroux", "36000", "36"), ("Mont-de-Marsan", "40000", "40"), ("Alès", "30100", "30"),
         ("Lons-le-Saunier", "39000", "39"), ("Aurillac", "15000", "15"), ("Vesoul", "70000", "70"),
         ("Laval", "53000", "53"), ("Rodez", "12000", "12"), ("Dieppe", "76200", "76")]
VILLAGES = [("Saint-Martin-des-Champs", "29600", "29"), ("Pouilly-sur-Loire", "58150", "58"),
            ("Corte", "20250", "2B"), ("Montbazens", "12220", "12"), ("Ornans", "25290", "25"),
            ("Saint-Flour", "15100", "15"), ("Mirecourt", "88500", "88"), ("Tournus", "71700", "71")]
STREETS = ["rue des Tanneurs", "avenue du Général-Leclerc", "chemin de la Croix-Blanche", "impasse des Glycines",
           "rue Victor-Hugo", "allée des Peupliers", "boulevard Carnot", "rue du Moulin-Neuf",
           "place de l'Église", "route de Besnières", "rue Émile-Zola", "quai des Célestins",
           "rue de la Fontaine-Saint-Jacques", "avenue Jean-Jaurès", "rue des Écoles", "chemin des Vignes-Hautes"]
RESID = ["Résidence Les Tilleuls", "Résidence du Parc", "Résidence Le Clos Fleuri", "Les Jardins d'Arcadie"]
LIEUDIT = ["Lieu-dit La Gravelle", "Lieu-dit Les Essarts", "Lieu-dit Le Pré-Haut"]

ESTABS = [
    ("Centre Hospitalier Intercommunal des Deux-Rives", "CHIDR", "site de Bellerive"),
    ("Centre Hospitalier Universitaire de Haute-Vallée", "CHUHV", "hôpital Saint-Éloi-du-Val"),
    ("Clinique mutualiste des Quatre-Chemins", "CMQC", "site Garance"),
    ("Groupe Hospitalier Territorial Val-de-Sorne", "GHTVS", "site des Sablons"),
    ("Établissement Public de Santé Mentale du Haut-Pays", "EPSM-HP", "pôle Les Roselières"),
    ("Polyclinique Sainte-Aurélie", "PSA", "site Montfleury"),
    ("Centre Hospitalier de Brévannes-sur-Arve", "CHBA", "site de la Combe"),
    ("Hôpital privé des Hauts-de-Lirac", "HPHL", "bâtiment Azur"),
]
LABS = [("Laboratoire de biologie médicale BIOVALLÉE", "BIOVALLÉE"), ("SELAS Laboratoires Analysia Sud", "Analysia")]
IMAGING = [("Centre d'imagerie médicale des Lavandières", "CIML"), ("Cabinet de radiologie du Pont-Vieux", "CRPV")]
EHPADS = ["EHPAD Les Hortensias de Valmoreau", "EHPAD Résidence Saint-Joseph-des-Prés", "EHPAD La Roseraie d'Ambrun"]
HAD = ["HAD Vallée de l'Arve", "SSIAD du canton de Montrevel", "HAD Santé Service Lirac"]
PHARMA = ["Pharmacie du Marché Couvert", "Pharmacie des Trois-Ponts"]

DOMAINS = ["chidr.fr", "chu-hautevallee.fr", "cmqc-sante.fr", "ghtvs.fr", "epsm-hp.fr", "sainte-aurelie.fr"]
PAT_DOMAINS = ["courriel-exemple.fr", "boitemail.test", "example.org", "messagerie-fictive.fr"]
APICRYPT = ["medecin.apicrypt.org", "mssante-fictif.fr"]


# ------------------------------------------------------------------ identifiers

def luhn_ok(s: str) -> bool:
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(body: str) -> str:
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def rpps(rng) -> str:
    return luhn_complete("10" + "".join(rng.choice("0123456789") for _ in range(8)))


def adeli(rng, dep="25") -> str:
    return luhn_complete(dep[:2].replace("A", "0").replace("B", "0") + rng.choice(["60", "91", "71", "81"]) + "".join(rng.choice("0123456789") for _ in range(4)))


def finess(rng, dep="25") -> str:
    d = dep.replace("2A", "20").replace("2B", "20")
    return luhn_complete(d + rng.choice(["0", "1", "7"]) + "".join(rng.choice("0123456789") for _ in range(5)))


def siret(rng) -> str:
    return luhn_complete("".join(rng.choice("123456789") for _ in range(1)) + "".join(rng.choice("0123456789") for _ in range(12)))


def nir(rng, sex: int, birth: dt.date, dep: str) -> tuple[str, str]:
    """NIR (15 chars incl. key) and its usual spaced writing."""
    commune = "%03d" % rng.randint(1, 400)
    order = "%03d" % rng.randint(1, 999)
    body = "%d%02d%02d%s%s%s" % (sex, birth.year % 100, birth.month, dep, commune, order)
    num = body.replace("2A", "19").replace("2B", "18")
    key = 97 - int(num) % 97
    full = body + "%02d" % key
    spaced = "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)
    return full, spaced


def phone(rng, style: int, mobile=False) -> str:
    # fictional ranges: 01 99 00 xx xx, 02 61 91 xx xx, 03 53 48 xx xx, 04 65 71 xx xx, 06 39 98 xx xx
    pre = rng.choice(["0639 98", "0639 98"]) if mobile else rng.choice(["0199 00", "0261 91", "0353 48", "0465 71", "0536 49"])
    digits = pre.replace(" ", "") + "%04d" % rng.randint(0, 9999)
    g = [digits[i:i + 2] for i in range(0, 10, 2)]
    if style == 0:
        return " ".join(g)
    if style == 1:
        return ".".join(g)
    if style == 2:
        return "+33 " + digits[1] + " " + " ".join(g[1:])
    if style == 3:
        return digits
    return "-".join(g)


def fdate(d: dt.date, style: str) -> str:
    if style == "dmy":
        return d.strftime("%d/%m/%Y")
    if style == "dmy_short":
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "long":
        return "%d %s %d" % (d.day, MOIS[d.month - 1], d.year) if d.day != 1 else "1er %s %d" % (MOIS[d.month - 1], d.year)
    if style == "LONG":
        return ("%d %s %d" % (d.day, MOIS[d.month - 1], d.year)).upper()
    if style == "weekday":
        return "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)
    if style == "iso":
        return d.isoformat()
    if style == "compact":
        return d.strftime("%d%m%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    raise ValueError(style)


DATE_STYLES = ["dmy", "dmy_short", "long", "LONG", "weekday", "iso", "compact", "dot", "dash"]


def slug(s: str) -> str:
    """ASCII e-mail part: "Françoise" -> "francoise", "LE GOFF" -> "legoff", "N'DIAYE" -> "ndiaye"."""
    import unicodedata
    t = unicodedata.normalize("NFD", s.lower().replace("œ", "oe"))
    return "".join(ch for ch in t if ch.isascii() and (ch.isalnum() or ch == "-"))


def cap(s: str) -> str:
    """DUPONT -> Dupont ; LEFÈVRE-SAULNIER -> Lefèvre-Saulnier ; LE GOFF -> Le Goff."""
    out = []
    for part in s.split(" "):
        out.append("-".join(x[:1] + x[1:].lower() if "'" not in x else x[:2] + x[2:3] + x[3:].lower() for x in part.split("-")))
    return " ".join(out)


class Person:
    pass


def make_patient(rng, idx: int, care_year: int, child: bool = False) -> Person:
    p = Person()
    p.sex = rng.choice([1, 2])
    p.nom = SURNAMES[(idx * 7 + rng.randint(0, 6)) % len(SURNAMES)]
    p.prenom = rng.choice(M_FIRST if p.sex == 1 else F_FIRST)
    p.naissance_nom = None
    if p.sex == 2 and rng.random() < 0.5:
        p.naissance_nom = rng.choice([s for s in SURNAMES if s != p.nom and " " not in s and "'" not in s])
    age = rng.randint(2, 15) if (child or rng.random() < 0.1) else rng.randint(19, 96)
    p.birth = dt.date(care_year - age, rng.randint(1, 12), rng.randint(1, 28))
    p.age = age - (1 if rng.random() < 0.5 else 0)
    town = rng.choice(TOWNS + VILLAGES)
    p.birthplace = town[0]
    p.nir, p.nir_sp = nir(rng, p.sex, p.birth, town[2])
    p.ipp = rng.choice(["%08d", "IPP%07d", "%010d"]) % rng.randint(10 ** 6, 10 ** 7 - 1)
    home = rng.choice(TOWNS + VILLAGES)
    p.street = "%d%s %s" % (rng.randint(1, 148), rng.choice(["", "", " bis", " ter"]), rng.choice(STREETS))
    p.extra = rng.choice(["", "", "", rng.choice(RESID) + ", Bât. " + rng.choice("ABCD"), rng.choice(LIEUDIT), "BP %d" % rng.randint(10, 420)])
    p.cp, p.ville = home[1], home[0]
    p.cedex = p.extra.startswith("BP")
    p.tel = phone(rng, rng.randint(0, 4), mobile=True)
    p.tel2 = phone(rng, rng.randint(0, 4))
    nn, pp = slug(p.nom), slug(p.prenom)
    p.email = rng.choice(["%s.%s@%s", "%s%s@%s", "%s_%s@%s"]) % (pp, nn, rng.choice(PAT_DOMAINS)) if rng.random() < .9 else "%s.%s%d@%s" % (pp[0], nn, rng.randint(1, 99), rng.choice(PAT_DOMAINS))
    p.mutuelle = rng.choice(["MUT-%07d", "%09d", "AD%06d-01"]) % rng.randint(10 ** 5, 10 ** 6 * 9)
    # relative / personne de confiance
    p.proche_nom = rng.choice([p.nom, rng.choice(SURNAMES)])
    p.proche_lien = rng.choice(["fils", "fille", "épouse" if p.sex == 1 else "époux", "nièce", "frère", "sœur", "voisine", "neveu"])
    p.proche_prenom = rng.choice(M_FIRST if p.proche_lien in ("fils", "époux", "frère", "neveu") else F_FIRST)
    p.proche_tel = phone(rng, rng.randint(0, 4), mobile=True)
    return p


def make_pro(rng, title: str) -> Person:
    d = Person()
    d.sex = rng.choice([1, 2])
    d.nom = rng.choice(SURNAMES)
    d.prenom = rng.choice(M_FIRST if d.sex == 1 else F_FIRST)
    d.title = title
    d.rpps = rpps(rng)
    return d


# ------------------------------------------------------------------ document builder

class Doc:
    def __init__(self, kind: str, title: str):
        self.kind = kind
        self.title = title
        self.pages: list[list] = [[]]
        self.items: list[list] = [[]]
        self.meta: dict = {}
        self.meta_items: list = []

    # values -------------------------------------------------------------
    def pii(self, kind: str, text: str, probes=None, critical=False) -> str:
        self.items[-1].append({"role": "pii", "kind": kind, "text": text, "subtype": "",
                               "probes": list(dict.fromkeys(probes or [text])), "critical": bool(critical)})
        return text

    def keep(self, sub: str, text: str, probes=None) -> str:
        self.items[-1].append({"role": "keep", "kind": "DECOY", "text": text, "subtype": sub,
                               "probes": list(probes or [text]), "critical": False})
        return text

    def date(self, text: str) -> str:
        self.items[-1].append({"role": "keep", "kind": "DATE", "text": text, "subtype": "DATE_SOINS",
                               "probes": [text], "critical": False})
        return text

    def word(self, text: str) -> str:
        self.items[-1].append({"role": "keep", "kind": "MOT", "text": text, "subtype": "HOMONYME",
                               "probes": [text], "critical": False})
        return text

    # patient name writings -----------------------------------------------
    def name(self, p: Person, style: str) -> str:
        N, P, n = p.nom, p.prenom, cap(p.nom)
        if style == "NOM Prenom":
            t, pr = "%s %s" % (N, P), [N, P]
        elif style == "Prenom Nom":
            t, pr = "%s %s" % (P, n), [n, P]
        elif style == "NOM, Prenom":
            t, pr = "%s, %s" % (N, P), [N, P]
        elif style == "NOM PRENOM":
            t, pr = "%s %s" % (N, P.upper()), [N, P.upper()]
        elif style == "P. NOM":
            t, pr = "%s. %s" % (P[0], N), [N]
        elif style == "lower":
            t, pr = "%s %s" % (P.lower(), n.lower()), [n.lower(), P.lower()]
        elif style == "NOM":
            t, pr = N, [N]
        elif style == "Nom":
            t, pr = n, [n]
        elif style == "epouse" and p.naissance_nom:
            t, pr = "%s épouse %s %s" % (p.naissance_nom, N, P), [p.naissance_nom, N, P]
        elif style == "nee" and p.naissance_nom:
            t, pr = "%s %s née %s" % (N, P, p.naissance_nom), [N, P, p.naissance_nom]
        else:
            return self.name(p, "NOM Prenom")
        return self.pii("NOM_PATIENT", t, pr, critical=True)

    def civ(self, p: Person) -> str:
        return "M." if p.sex == 1 else "Mme"

    def birth(self, p: Person, style: str) -> str:
        return self.pii("DATE_NAISSANCE", fdate(p.birth, style), critical=True)

    def pro(self, d: Person, style: int = 0, kind: str = "NOM_SOIGNANT") -> str:
        n = cap(d.nom)
        t = [f"{d.prenom} {d.nom}", f"{d.nom} {d.prenom}", f"{d.prenom} {n}", f"{d.prenom[0]}. {n}", f"{n}"][style % 5]
        pr = [x for x in (d.nom if style in (0, 1) else n, d.prenom if style in (0, 1, 2) else None) if x]
        return self.pii(kind, t, pr)

    def addr(self, p: Person, oneline=True) -> list[str]:
        l1 = self.pii("ADRESSE", p.street, [p.street.split(" ", 1)[1] if not p.street.split(" ")[1] in ("bis", "ter") else p.street.split(" ", 2)[2], p.street])
        lines = [l1]
        if p.extra:
            lines.append(self.pii("ADRESSE", p.extra))
        town = "%s %s%s" % (p.cp, p.ville.upper() if p.cedex else p.ville, " CEDEX" if p.cedex else "")
        lines.append(self.pii("ADRESSE", town, [town]))
        return [", ".join(lines)] if oneline else lines

    # blocks ---------------------------------------------------------------
    def add(self, *block):
        self.pages[-1].append(block)

    def newpage(self):
        self.pages.append([])
        self.items.append([])

    def set_meta(self, field: str, text: str, probe: str, kind: str):
        self.meta[field] = text
        self.meta_items.append({"kind": kind, "field": field, "text": text, "probes": [probe]})

    def truth(self) -> dict:
        return {"kind": self.kind, "title": self.title,
                "pages": [{"index": i, "items": its} for i, its in enumerate(self.items)],
                "metadata_items": self.meta_items}
