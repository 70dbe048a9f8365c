"""Producer-neutral document model and the document shapes (fictional content)."""
from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from . import data as D


@dataclass
class Item:
    role: str          # "pii" | "keep"
    kind: str
    text: str
    subtype: str = ""
    probes: list = field(default_factory=list)
    critical: bool = False

    def __str__(self):
        return self.text

    def to_json(self, text=None, probes=None):
        return {"role": self.role, "kind": self.kind, "text": text or self.text, "subtype": self.subtype,
                "probes": probes or self.probes, "critical": self.critical}


@dataclass
class Running:
    """Header/footer text template: list of str / Item; '{p}' and '{n}' are page placeholders."""
    segs: list


def pii(text, kind, critical=False, probes=None, subtype=""):
    return Item("pii", kind, text, subtype, probes or [text], critical)


def keep(text, kind, subtype, probes=None):
    return Item("keep", kind, text, subtype, probes or [text], False)


def plain(segs) -> str:
    return "".join(s if isinstance(s, str) else s.text for s in segs)


def fmt_date(d: dt.date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "iso":
        return d.isoformat()
    if style == "long":
        day = "1er" if d.day == 1 else str(d.day)
        return "%s %s %d" % (day, D.MOIS[d.month - 1], d.year)
    if style == "short":
        return d.strftime("%d/%m/%y")
    raise ValueError(style)


class Person:
    def __init__(self, rng, sex=None, caps=True):
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(D.PRENOMS_F if self.sex == "F" else D.PRENOMS_M)
        self.last = rng.choice(D.NOMS)
        self.caps = caps

    @property
    def LAST(self):
        return self.last.upper()

    def name_item(self, style, critical=False):
        """style: 'NOM Prénom', 'Prénom NOM', 'Prénom Nom', 'NOM'"""
        if style == "NOM Prénom":
            t = "%s %s" % (self.LAST, self.first); sur = self.LAST
        elif style == "Prénom NOM":
            t = "%s %s" % (self.first, self.LAST); sur = self.LAST
        elif style == "Prénom Nom":
            t = "%s %s" % (self.first, self.last); sur = self.last
        elif style == "Nom":
            t = sur = self.last
        else:
            t = sur = self.LAST
        probes = [t] if t == sur else [t, sur]
        return pii(t, "PERSONNE", critical, probes)


class Ctx:
    """Everything one document talks about."""

    def __init__(self, rng: random.Random, idx: int):
        self.rng = rng
        self.ids = D.Ids(rng)
        r = rng
        self.pat = Person(r)
        while True:
            self.gp = Person(r); self.doc = Person(r); self.rel = Person(r)
            names = {self.pat.last, self.gp.last, self.doc.last, self.rel.last}
            if len(names) == 4:
                break
        self.maiden = None
        if self.pat.sex == "F" and r.random() < 0.5:
            self.maiden = r.choice([n for n in D.NOMS if n not in names])
        self.birth = dt.date(r.randint(1932, 1999), r.randint(1, 12), r.randint(1, 28))
        self.bstyle = r.choice(["slash", "slash", "slash", "long", "dot", "dash", "iso"])
        self.bplace = r.choice(D.COMMUNES)
        self.addr = (str(r.randint(1, 140)) + r.choice(["", "", " bis"]), r.choice(D.VOIES), r.choice(D.COMMUNES))
        self.gp_addr = (str(r.randint(1, 60)), r.choice([v for v in D.VOIES if v != self.addr[1]]), r.choice(D.COMMUNES))
        self.etab, self.acro = D.ETABS[idx % len(D.ETABS)]
        self.etab_town = r.choice(D.COMMUNES)
        self.etab_addr = (str(r.randint(1, 30)), r.choice(["avenue du Professeur-Quentel", "rue de l'Hôpital-Neuf",
                          "boulevard Auguste-Rivalan", "route de Ker-Anna", "rue du Docteur-Lannuzel"]), self.etab_town)
        dept = self.etab_town[2]
        self.finess = self.ids.finess(dept)
        self.etab_tel = "02 %s %s %s %s" % tuple(self.ids.digits(2) for _ in range(4))
        self.service = r.choice(D.SERVICES)
        self.phone = self.ids.phone()
        self.rel_phone = self.ids.phone("06")
        self.gp_phone = self.ids.phone()
        dom = r.choice(D.DOMAINES)
        base = self.pat.first.split("-")[0].lower().replace("ë", "e").replace("é", "e").replace("ï", "i")
        lastm = "".join(ch for ch in self.pat.last.lower() if ch.isalpha())[:10]
        lastm = lastm.replace("é", "e").replace("è", "e").replace("ç", "c")
        self.email = "%s.%s%s@%s" % (base, lastm, r.choice(["", "56", "29", "1961"]), dom)
        self.ipp = r.choice(["", "00", "8"]) + self.ids.digits(r.choice([7, 8]))
        self.nda = r.choice(["2024", "2025", "V24", "1"]) + self.ids.digits(6)
        sexd = 2 if self.pat.sex == "F" else 1
        self.nir_raw, self.nir_sp = self.ids.nir(sexd, "%02d" % (self.birth.year % 100), "%02d" % self.birth.month,
                                                 self.bplace[2], self.bplace[3])
        self.doc_rpps = self.ids.rpps()
        self.gp_rpps = self.ids.rpps()
        self.adeli = self.ids.adeli(dept)
        self.mut = r.choice(D.MUTUELLES)
        self.mut_no = r.choice(["", "A", "MB"]) + self.ids.digits(r.choice([8, 9, 10]))
        self.admit = dt.date(r.randint(2023, 2025), r.randint(1, 12), r.randint(1, 20))
        self.leave = self.admit + dt.timedelta(days=r.randint(2, 9))
        self.cstyle = r.choice(["slash", "slash", "long", self.bstyle])

    # ---------------------------------------------------------------- items
    def I_name(self, style=None):
        return self.pat.name_item(style or self.rng.choice(["NOM Prénom", "Prénom NOM", "NOM Prénom", "Prénom Nom"]), True)

    def I_last(self):
        return pii(self.pat.LAST, "PERSONNE", True)

    def I_maiden(self):
        return pii(self.maiden.upper(), "PERSONNE", True) if self.maiden else None

    def I_birth(self, style=None):
        return pii(fmt_date(self.birth, style or self.bstyle), "DATE_NAISSANCE", True)

    def I_bplace(self):
        return pii(self.bplace[1], "ADRESSE", False)

    def I_ipp(self):
        return pii(self.ipp, "IPP", True)

    def I_nda(self):
        return pii(self.nda, "NDA")

    def I_nir(self, spaced=True):
        return pii(self.nir_sp if spaced else self.nir_raw, "NIR", True)

    def I_ins(self):
        return pii(self.nir_raw, "INS", True)

    def I_email(self):
        return pii(self.email, "EMAIL", True)

    def I_street(self, a=None):
        a = a or self.addr
        t = "%s %s" % (a[0], a[1])
        return pii(t, "ADRESSE", False, [t, a[1]])

    def I_town(self, a=None):
        a = a or self.addr
        t = "%s %s" % (a[2][0], a[2][1].upper() if self.rng.random() < 0.4 else a[2][1])
        return pii(t, "ADRESSE", False)

    def I_phone(self, v=None):
        return pii(v or self.phone, "TELEPHONE")

    def I_etab(self):
        return pii(self.etab, "ETABLISSEMENT")

    def I_acro(self):
        return pii(self.acro, "ETABLISSEMENT")

    def I_finess(self):
        return pii(self.finess, "FINESS")

    def I_doc(self, style="Prénom NOM"):
        return self.doc.name_item(style)

    def I_gp(self, style="Prénom NOM"):
        return self.gp.name_item(style)

    def I_rpps(self, who="doc"):
        return pii(self.doc_rpps if who == "doc" else self.gp_rpps, "RPPS")

    def I_idnat(self, who="doc"):
        return pii("8" + (self.doc_rpps if who == "doc" else self.gp_rpps), "RPPS")

    def I_id(self, value, sub):
        return pii(value, "IDENTIFIANT", False, subtype=sub)

    def I_mut(self):
        return pii(self.mut, "ORGANISME")

    def D_care(self, d, style=None):
        return keep(fmt_date(d, style or self.cstyle), "DATE", "SOINS")

    def K(self, text, sub):
        return keep(text, "DECOY", sub)

    def M(self, text, sub="HOMONYME"):
        return keep(text, "MOT", sub)


NB_KINDS = ("PERSONNE", "ADRESSE", "ETABLISSEMENT")


def flow_text(it: Item) -> str:
    """A hyphenated name in running text is written with non-breaking hyphens (U+2011), as word processors do,
    so that the line is never broken inside it (poppler would otherwise drop the hyphen when joining lines)."""
    return it.text.replace("-", "\u2011") if it.kind in NB_KINDS else it.text
