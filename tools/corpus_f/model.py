"""Values, documents as blocks, and fictional personae.

A document is a list of blocks whose text is a list of segments: plain template
strings or ``V`` values. Every ``V`` written is one truth item; the truth is
built from these objects, never re-detected.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from . import ids, pools

CRITICAL_KINDS = {"DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}
DDN_REMOVABLE = ["né", "née", "Né", "Née", "le", "Né(e)", "né(e)", "DDN", "NÉ", "NÉE", "LE"]


@dataclass(frozen=True)
class V:
    kind: str
    text: str
    sub: str
    role: str = "pii"
    probes: tuple = ()
    critical: bool = False
    removable: tuple = ()

    def item(self) -> dict:
        return {"kind": self.kind, "text": self.text, "role": self.role, "subtype": self.sub,
                "critical": self.critical, "probes": list(self.probes or (self.text,)),
                "removable": list(self.removable)}


def P(kind: str, text: str, sub: str = "patient", probes=None) -> V:
    """A personal value."""
    crit = kind in CRITICAL_KINDS or (kind in ("NOM", "PRENOM") and sub == "patient")
    rem = tuple(DDN_REMOVABLE) if kind == "DATE_NAISSANCE" else ()
    return V(kind, text, sub, "pii", tuple(probes) if probes else (text,), crit, rem)


def K(kind: str, text: str, sub: str, probes=None) -> V:
    """A value that must stay: DECOY (code, labo, eponyme, salle, medicament), DATE, MOT."""
    return V(kind, text, sub, "keep", tuple(probes) if probes else (text,), False, ())


def D(text: str) -> V:
    return K("DATE", text, "date_soins")


@dataclass
class Doc:
    kind: str
    producer: str  # weasyprint | groff | calc ; "+gs" suffix = rewritten by Ghostscript
    title: str = ""
    blocks: list = field(default_factory=list)
    header: list = field(default_factory=list)  # running, every page
    footer: list = field(default_factory=list)  # running, every page ("Page n/N" added by the renderer)
    page_label: str = "Page {p}/{n}"
    meta_title: list = field(default_factory=list)
    meta_author: list = field(default_factory=list)
    style: dict = field(default_factory=dict)

    def add(self, *blocks):
        self.blocks.extend(blocks)


def segs_of(x) -> list:
    """Flat list of segments (templates may nest lists)."""
    if isinstance(x, (str, V)):
        return [x]
    out = []
    for o in x:
        out.extend(segs_of(o))
    return out


def walk_values(blocks) -> list:
    """Every V of the body, in order (one entry per written occurrence)."""
    out = []

    def rec(obj):
        if isinstance(obj, V):
            out.append(obj)
        elif isinstance(obj, (list, tuple)):
            for o in obj:
                rec(o)
    rec(blocks)
    return out


def plain(segs) -> str:
    return "".join(s.text if isinstance(s, V) else s for s in segs_of(segs))


# ------------------------------------------------------------------ personae


def _pick_name(rng, used: set, pool):
    for _ in range(100):
        n = rng.choice(pool)
        if n not in used:
            used.add(n)
            return n
    raise RuntimeError("pool exhausted")


class World:
    """Fictional people and places; keeps names apart inside one document."""

    def __init__(self, rng):
        self.rng = rng

    def patient(self, used: set, homonyme: bool = False, sex: int | None = None) -> dict:
        rng = self.rng
        sex = sex or rng.choice([1, 2])
        nom = _pick_name(rng, used, list(pools.HOMONYMES) if homonyme else pools.NOMS)
        prenom = _pick_name(rng, used, pools.PRENOMS_M if sex == 1 else pools.PRENOMS_F)
        birth = dt.date(rng.randint(1931, 2004), rng.randint(1, 12), rng.randint(1, 28))
        street, cp, ville = rng.choice(pools.ADRESSES)
        dept = "2A" if cp.startswith("20") else (rng.choice(["2A", "2B"]) if rng.random() < 0.1 else None)
        n = ids.nir(rng, sex, birth, dept)
        p = {"sex": sex, "nom": nom, "prenom": prenom, "birth": birth, "nir": n,
             "nia": ids.nir(rng, sex, birth, "99", first=sex + 6),
             "ipp": rng.choice([ids.digits(rng, 10, "8"), ids.digits(rng, 8), "IPP" + ids.digits(rng, 7)]),
             "ipp_plain": ids.digits(rng, 10, "16"),
             "sejour": rng.choice(["S%02d-%s" % (rng.randint(22, 25), ids.digits(rng, 7)),
                                   "%s%s" % (rng.choice("VHU"), ids.digits(rng, 8)),
                                   "%s-%s-A" % (ids.digits(rng, 4, "2"), ids.digits(rng, 6))]),
             "num": str(rng.randint(1, 148)) + rng.choice(["", "", " bis", " ter"]), "rue": street, "cp": cp,
             "ville": ville, "tel": ids.phone(rng, True, rng.choice([0, 0, 1, 2])),
             "tel2": ids.phone(rng, False, rng.choice([0, 2])),
             "mutuelle": rng.choice(pools.MUTUELLES), "adherent": ids.digits(rng, rng.choice([8, 9, 11])),
             "ins_c": ids.ins_c(rng), "lieu": rng.choice(pools.VILLES_NAISSANCE)}
        p["email"] = "%s.%s%s@%s" % (_ascii(prenom).lower(), _ascii(nom).lower().replace(" ", ""),
                                     rng.choice(["", str(birth.year % 100), "%02d" % rng.randint(1, 99)]),
                                     rng.choice(["orange.fr", "laposte.net", "free.fr", "gmail.com", "sfr.fr"]))
        if sex == 2 and rng.random() < 0.5:
            p["nom_naissance"] = _pick_name(rng, used, pools.NOMS)
        p["age"] = 2025 - birth.year
        return p

    def proche(self, used: set, nom: str | None = None) -> dict:
        rng = self.rng
        sex = rng.choice([1, 2])
        return {"nom": nom or _pick_name(rng, used, pools.NOMS),
                "prenom": _pick_name(rng, used, pools.PRENOMS_M if sex == 1 else pools.PRENOMS_F),
                "lien": rng.choice(["fille", "fils", "épouse", "époux", "frère", "sœur", "nièce", "voisin"]),
                "tel": ids.phone(rng, True)}

    def medecin(self, used: set, dept: str = "") -> dict:
        rng = self.rng
        prenom, nom = rng.choice([m for m in pools.MEDECINS if m[1] not in used])
        used.add(nom)
        r = ids.rpps(rng)
        return {"prenom": prenom, "nom": nom, "rpps": r, "adeli": ids.adeli(rng, dept), "id8": "8" + r,
                "tel": ids.phone(rng, False), "email": "%s.%s@" % (_ascii(prenom).lower()[0], _ascii(nom).lower().replace(" ", "-"))}

    def soignant(self, used: set) -> dict:
        prenom, nom = self.rng.choice([m for m in pools.SOIGNANTS if m[1] not in used])
        used.add(nom)
        return {"prenom": prenom, "nom": nom, "adeli": ids.adeli(self.rng), "rpps": ids.rpps(self.rng)}

    def etab(self, exclude: set) -> dict:
        rng = self.rng
        e = rng.choice([x for x in pools.ETABS if x[0] not in exclude])
        exclude.add(e[0])
        name, acr, addr, cp, ville, dom = e
        num, street = addr.split(" ", 1)
        return {"nom": name, "sigle": acr, "num": num, "rue": street, "cp": cp, "ville": ville, "domaine": dom,
                "finess": ids.finess(rng, cp[:2]), "finess_ej": ids.finess(rng, cp[:2]),
                "tel": ids.phone(rng, False, rng.choice([0, 2])), "fax": ids.phone(rng, False, 0)}


def _ascii(s: str) -> str:
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c)).replace("'", "")


def distinct(etab_name: str) -> str:
    """Distinctive part of an establishment name (the probe a partial mask must not leave)."""
    return etab_name.split()[-1]
