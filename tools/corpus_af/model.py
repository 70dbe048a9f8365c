"""Document model of corpus AF: values (truth items) inside text segments, and blocks."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from . import ids, pools

CRITICAL_KINDS = {"DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}


@dataclass
class V:
    """One printed occurrence of a truth value."""
    text: str
    role: str
    kind: str
    subtype: str = ""
    critical: bool = False
    probes: list = field(default_factory=list)

    def item(self) -> dict:
        return {"role": self.role, "kind": self.kind, "text": self.text, "subtype": self.subtype,
                "critical": self.critical, "probes": list(self.probes or [self.text])}


def pii(text, kind, subtype="", critical=None, probes=None) -> V:
    if critical is None:
        critical = kind in CRITICAL_KINDS
    return V(text, "pii", kind, subtype, critical, probes or [text])


def keep(text, kind="DECOY", subtype="", probes=None) -> V:
    return V(text, "keep", kind, subtype, False, probes or [text])


def care(d: dt.date, style=0) -> V:
    return keep(ids.date_str(d, style), "DATE", "SOINS")


def dec(text, subtype) -> V:
    return keep(text, "DECOY", subtype)


# ----------------------------------------------------------------- people


@dataclass
class Person:
    nom: str
    prenom: str
    sexe: str  # "F" / "M"
    ddn: dt.date
    role: str  # patient / proche / medecin / soignant
    naissance: str = ""  # maiden name
    homonym: tuple | None = None

    @property
    def sub(self):
        return self.role

    @property
    def crit(self):
        return self.role == "patient"

    shares: bool = False  # a relative printing the patient's surname

    def NOM(self, upper=True):
        t = self.nom.upper() if upper else self.nom
        return pii(t, "NOM", self.sub, self.crit or self.shares)

    def PRENOM(self, lower=False):
        t = self.prenom.lower() if lower else self.prenom
        return pii(t, "PRENOM", self.sub, self.crit)

    def NAISS(self, upper=True):
        t = self.naissance.upper() if upper else self.naissance
        return pii(t, "NOM", "naissance", self.crit)

    def full(self, order="NP", upper=True) -> list:
        if order == "NP":
            return [self.NOM(upper), " ", self.PRENOM()]
        return [self.PRENOM(), " ", self.NOM(upper)]

    def civ(self):
        return "Mme" if self.sexe == "F" else "M."

    def ne(self):
        return "née" if self.sexe == "F" else "né"

    def DDN(self, style) -> V:
        return pii(ids.date_str(self.ddn, style), "DATE_NAISSANCE", "", True)


class World:
    """Random draws for one document (distinct values inside a document)."""

    def __init__(self, r: random.Random):
        self.r = r
        self.used = set()

    def pick(self, seq):
        for _ in range(200):
            x = self.r.choice(seq)
            if x not in self.used:
                self.used.add(x)
                return x
        return self.r.choice(seq)

    def surname(self, kind=None):
        r = self.r
        k = kind or r.choices(["plain", "particle", "compound"], [7, 2, 2])[0]
        if k == "particle":
            return self.pick(pools.PARTICLE_SURNAMES)
        if k == "compound":
            return self.pick(pools.COMPOUND_SURNAMES)
        return self.pick(pools.SURNAMES)

    def person(self, role, sexe=None, age=(20, 85), today=dt.date(2025, 3, 1), kind=None, nom=None):
        r = self.r
        sexe = sexe or r.choice("FM")
        prenom = self.pick(pools.F_FIRST if sexe == "F" else pools.M_FIRST)
        y = today.year - r.randint(*age)
        ddn = dt.date(y, r.randint(1, 12), r.randint(1, 28))
        pers = Person(nom or self.surname(kind), prenom, sexe, ddn, role)
        pers.shares = role != "patient" and pers.nom == getattr(self, "patient_nom", None)
        return pers

    def place(self):
        return self.pick(pools.PLACES)

    def address(self):
        r = self.r
        street = self.pick(pools.STREETS)
        num = r.randint(1, 148)
        bis = r.choice(["", "", "", " bis", " ter"])
        return "%d%s %s" % (num, bis, street), street

    def hospital(self):
        return self.pick(pools.HOSPITALS)


def addr_values(text, street):
    return pii(text, "ADRESSE", "", False, [text, street] if street != text else [text])


def etab(name, sub="etablissement"):
    return pii(name, "ETABLISSEMENT", sub)
