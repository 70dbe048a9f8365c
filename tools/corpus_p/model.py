"""Document model: blocks of segments; a segment is plain text or a truth Item."""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from . import data as D

CRITICAL_KINDS = {"NOM_PATIENT", "PRENOM_PATIENT", "DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}


@dataclass
class Item:
    role: str  # "pii" | "keep"
    kind: str
    text: str
    probes: list
    subtype: str = ""
    critical: bool = False

    def json(self, page: int) -> dict:
        return {"role": self.role, "kind": self.kind, "subtype": self.subtype, "text": self.text,
                "probes": list(self.probes), "critical": self.critical}


class Doc:
    def __init__(self, kind: str, title: str):
        self.kind = kind
        self.title = title
        self.blocks: list = []  # (type, payload)
        self.meta: dict = {"title": title, "author": "", "subject": ""}
        self.meta_items: list = []
        self.style = {}

    # ---- items
    def pii(self, kind, text, probes=None, critical=None):
        return Item("pii", kind, text, probes or [text], critical=kind in CRITICAL_KINDS if critical is None else critical)

    def dec(self, sub, text, probes=None):
        return Item("keep", "DECOY", text, probes or [text], subtype=sub)

    def date(self, text):
        return Item("keep", "DATE", text, [text])

    def word(self, text, sub="homonyme"):
        return Item("keep", "MOT", text, [text], subtype=sub)

    # ---- blocks
    def h1(self, *segs):
        self.blocks.append(("h1", list(segs)))

    def h2(self, *segs):
        self.blocks.append(("h2", list(segs)))

    def p(self, *segs):
        self.blocks.append(("p", list(segs)))

    def small(self, *segs):
        self.blocks.append(("small", list(segs)))

    def right(self, *segs):
        self.blocks.append(("right", list(segs)))

    def pagebreak(self):
        self.blocks.append(("break", []))

    def table(self, rows, header=True, widths=None):
        self.blocks.append(("table", {"rows": [[c if isinstance(c, list) else [c] for c in r] for r in rows],
                                      "header": header, "widths": widths}))

    def items(self):
        for t, pl in self.blocks:
            if t == "table":
                for r in pl["rows"]:
                    for c in r:
                        for s in c:
                            if isinstance(s, Item):
                                yield s
            else:
                for s in pl:
                    if isinstance(s, Item):
                        yield s


@dataclass
class Person:
    surname: str
    first: str
    title: str  # "Dr", "Mme", "M.", "IDE"...
    rpps: str = ""
    adeli: str = ""


@dataclass
class Case:
    """One fictional patient with the people and places around her/him."""
    sex: int
    surname: str
    first: str
    birth_name: str
    birth: dt.date
    birthplace: str
    nir_spaced: str
    nir_compact: str
    ipp: str
    nda: str
    address: list  # lines
    street: str
    town: str
    cp: str
    phones: list
    email: str
    estab: str
    acronym: str
    site: str
    estab_street: str
    estab_town: str
    estab_cp: str
    estab_phone: list
    finess: str
    siret: str
    doctors: list = field(default_factory=list)
    nurses: list = field(default_factory=list)
    relative: tuple = ("", "", "")
    mutuelle: str = ""
    mutuelle_no: str = ""
    gp: Person = None
    care: dt.date = None


def strip_accents_lower(s: str) -> str:
    import unicodedata
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).lower().replace(" ", "").replace("'", "")


def make_case(rng, idx: int) -> Case:
    sex = rng.choice([1, 2])
    surname = D.SURNAMES[(idx * 7 + rng.randint(0, 4)) % len(D.SURNAMES)]
    first = rng.choice(D.FIRST_M if sex == 1 else D.FIRST_F)
    birth_name = rng.choice([s for s in D.SURNAMES if s != surname]) if sex == 2 else ""
    birth = dt.date(rng.randint(1928, 1999), rng.randint(1, 12), rng.randint(1, 28))
    town, cp, dept = rng.choice(D.TOWNS)
    birthplace = rng.choice([t for t, _, _ in D.TOWNS if t != town] + D.VILLAGES)
    ns, nc = D.nir(rng, sex, birth, dept)
    street = rng.choice(D.STREETS)
    num = rng.randint(2, 148)
    addr = []
    if rng.random() < 0.5:
        res = rng.choice(D.RESIDENCES)
        addr.append(res + (", Bât. %s" % rng.choice("ABCD") if res.startswith("Résidence") and rng.random() < 0.6 else ""))
    addr.append("%d %s" % (num, street))
    addr.append("%s %s" % (cp, town.upper() if rng.random() < 0.5 else town) + (" CEDEX" if rng.random() < 0.2 else ""))
    e_t, e_a = rng.choice(D.ESTAB)
    e_name = rng.choice(D.ESTAB_NAMES)
    estab = "%s %s" % (e_t, e_name)
    acronym = e_a + "".join(w[0] for w in e_name.replace("d'", "").replace("-", " ").split() if w[0].isupper())
    e_town, e_cp, e_dept = rng.choice(D.TOWNS)
    email_user = "%s.%s" % (strip_accents_lower(first), strip_accents_lower(surname))
    staff = rng.sample(D.STAFF_SURNAMES, 7)
    doctors = []
    for k in range(3):
        doctors.append(Person(staff[k], rng.choice(D.FIRST_F + D.FIRST_M), "Dr", D.rpps(rng), D.adeli(rng, e_dept, "10")))
    nurses = [Person(staff[3 + k], rng.choice(D.FIRST_F + D.FIRST_M), "IDE", "", D.adeli(rng, e_dept, "60"))
              for k in range(3)]
    gp = Person(staff[6], rng.choice(D.FIRST_F + D.FIRST_M), "Dr", D.rpps(rng), D.adeli(rng, dept, "10"))
    relation = rng.choice(["fille", "fils", "épouse" if sex == 1 else "époux", "nièce", "frère"])
    fem = relation in ("fille", "épouse", "nièce")
    rel = (relation, rng.choice(D.FIRST_F if fem else D.FIRST_M), rng.choice([surname, rng.choice(D.SURNAMES)]), "sa" if fem else "son")
    care = dt.date(rng.choice([2023, 2024, 2025]), rng.randint(1, 12), rng.randint(1, 28))
    return Case(sex, surname, first, birth_name, birth, birthplace, ns, nc, D.digits(rng, 8), D.digits(rng, 9), addr,
                street, town, cp, D.phone_writings(rng) if rng.random() < 0.5 else D.mobile(rng),
                "%s%d@%s" % (email_user, rng.randint(1, 99), rng.choice(["orange.fr", "free.fr", "laposte.net", "gmail.com"])),
                estab, acronym, rng.choice(D.SITES), "%d %s" % (rng.randint(1, 60), rng.choice(D.STREETS)),
                e_town, e_cp, D.phone_writings(rng), D.finess(rng, e_dept), D.siret(rng), doctors, nurses, rel,
                rng.choice(D.MUTUELLES), D.digits(rng, 10), gp, care)
