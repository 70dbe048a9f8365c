"""Value factory of one document: persons, patient, establishment, decoys (all invented)."""

from __future__ import annotations

import datetime as dt
import re
import unicodedata

from . import ids, pools
from .model import Val

_WORD = re.compile(r"[^\W\d_]{3,}")


def ascii_lower(s: str) -> str:
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).lower().replace(" ", "").replace("'", "")


class Ctx:
    def __init__(self, rng, used_last: set | None = None):
        self.rng = rng
        self.used_last = used_last if used_last is not None else set()

    # -- tagged values
    def pii(self, kind, text, sub="patient", probes=None, removable=()) -> Val:
        return Val(text, kind, "pii", sub, tuple(probes or (text,)), tuple(removable))

    def keep(self, kind, text, sub, probes=None) -> Val:
        return Val(text, kind, "keep", sub, tuple(probes or (text,)))

    def dsoin(self, d: dt.date, style="slash") -> Val:
        return self.keep("DATE", ids.date_writing(d, style), "date_soins")

    def code(self, text) -> Val:
        return self.keep("DECOY", text, "code")

    def labo(self, text) -> Val:
        return self.keep("DECOY", text, "labo")

    def med(self, text) -> Val:
        return self.keep("DECOY", text, "medicament")

    def salle(self, text) -> Val:
        return self.keep("DECOY", text, "salle")

    def epon(self, text, probe) -> Val:
        return self.keep("DECOY", text, "eponyme", (probe,))

    def mot(self, text, sub="mot_nom", probe=None) -> Val:
        return self.keep("MOT", text, sub, (probe or text,))

    def choice(self, seq):
        return self.rng.choice(seq)

    # -- people
    def surname(self, word_ok=False):
        pool = pools.SURNAMES + (list(pools.WORD_SURNAMES) if word_ok else [])
        for _ in range(50):
            s = self.rng.choice(pool)
            if s not in self.used_last:
                self.used_last.add(s)
                return s
        return self.rng.choice(pool)

    def person(self, sub, sex=None, word_ok=False) -> "Person":
        sex = sex or self.rng.choice("MF")
        first = self.rng.choice(pools.MALE if sex == "M" else pools.FEMALE)
        return Person(self, sub, first, self.surname(word_ok), sex)

    def login(self, p: "Person") -> Val:
        r = self.rng.randint(0, 3)
        base = ascii_lower(p.last)
        text = [ascii_lower(p.first)[0] + base, base[:6] + "%02d" % self.rng.randint(1, 99),
                "%s.%s" % (ascii_lower(p.first), base), "u%s%s" % (base[:4], ids.digits(self.rng, 3))][r]
        return self.pii("AUTRE", text, "utilisateur")


class Person:
    def __init__(self, ctx, sub, first, last, sex):
        self.ctx, self.sub, self.first, self.last, self.sex = ctx, sub, first, last, sex

    def N(self, case="U") -> Val:
        t = {"U": self.last.upper(), "T": self.last, "L": self.last.lower()}[case]
        return self.ctx.pii("NOM", t, self.sub)

    def F(self, case="T") -> Val:
        t = {"U": self.first.upper(), "T": self.first, "L": self.first.lower()}[case]
        return self.ctx.pii("PRENOM", t, self.sub)

    def name(self, style="FU") -> list:
        return {"FU": [self.F(), " ", self.N()], "UF": [self.N(), " ", self.F()], "U,F": [self.N(), ", ", self.F()],
                "lower": [self.N("L"), " ", self.F("L")], "T": [self.F(), " ", self.N("T")],
                "UU": [self.N(), " ", self.F("U")], "N": [self.N()], "NT": [self.N("T")]}[style]

    def dr(self, style="FU", title="Dr") -> list:
        return [title + " "] + self.name(style)

    @property
    def civ(self) -> str:
        return "M." if self.sex == "M" else "Mme"

    def email(self, domain) -> Val:
        local = self.ctx.choice(["%s.%s", "%.1s.%s", "%.1s%s"]) % (ascii_lower(self.first), ascii_lower(self.last))
        return self.ctx.pii("EMAIL", local + "@" + domain, self.sub)

    def rpps(self) -> Val:
        if not hasattr(self, "_rpps"):
            self._rpps = ids.rpps(self.ctx.rng)
        return self.ctx.pii("RPPS", self._rpps, self.sub)

    def rpps8(self) -> Val:
        self.rpps()
        return self.ctx.pii("RPPS", "8" + self._rpps, self.sub)

    def adeli(self, dept) -> Val:
        if not hasattr(self, "_adeli"):
            self._adeli = ids.adeli(self.ctx.rng, dept)
        return self.ctx.pii("ADELI", self._adeli, self.sub)


class Patient(Person):
    def __init__(self, ctx, sex=None, word_name=None, lo=1932, hi=2003):
        sex = sex or ctx.rng.choice("MF")
        first = ctx.rng.choice(pools.MALE if sex == "M" else pools.FEMALE)
        last = word_name or ctx.surname()
        if word_name:
            ctx.used_last.add(word_name)
        super().__init__(ctx, "patient", first, last, sex)
        rng = ctx.rng
        self.birth = ids.birth_day(rng, lo, hi)
        self.btown = rng.choice(pools.TOWNS)
        self.town = rng.choice([t for t in pools.TOWNS if t[3]] if rng.random() < 0.3 else pools.TOWNS)
        self.num = rng.choice(["3", "12", "7 bis", "41", "2 ter", "118", "9", "27", "56 A"])
        self.street = rng.choice(pools.STREETS)
        self.spouse = ctx.surname() if (sex == "F" and rng.random() < 0.35) else None
        self.nir_ = ids.nir(rng, 1 if sex == "M" else 2, self.birth, self.btown[2])
        self.ipp_ = rng.choice([ids.digits(rng, 8), "00" + ids.digits(rng, 7), ids.letters(rng, 1) + ids.digits(rng, 7)])
        self.nda_ = rng.choice(["V%s-%s" % (ids.digits(rng, 2), ids.digits(rng, 7)), "25%s" % ids.digits(rng, 7),
                                "SJ-%s-%s" % (ids.digits(rng, 6), ids.letters(rng, 1)), "%s/%sB" % (ids.digits(rng, 4), ids.digits(rng, 5))])
        self.mobile = ids.phone(rng, rng.randint(0, 5), True)
        self.home = ids.phone(rng, rng.randint(0, 5), False)
        self.mail_domain = rng.choice(pools.MAIL_DOMAINS)

    def age(self, day) -> int:
        return ids.age_at(self.birth, day)

    def ddn(self, style="slash", label="") -> Val:
        return self.ctx.pii("DATE_NAISSANCE", ids.date_writing(self.birth, style), "patient",
                            removable=tuple(_WORD.findall(label)))

    def full(self, style="UF", civ=True, spouse_style="épouse") -> list:
        """Name with civility and, for some women, ``épouse NAME2`` / ``née NAME``."""
        out = ([self.civ + " "] if civ else []) + self.name(style)
        if self.spouse and style not in ("lower",):
            out += [" %s " % spouse_style, self.ctx.pii("NOM", self.spouse.upper(), "patient")]
        return out

    def nir(self, style=None, kind="NIR") -> Val:
        st = self.ctx.rng.randint(0, 2) if style is None else style
        return self.ctx.pii("NIR", ids.nir_spaced(self.nir_, st), "patient")

    def ipp(self) -> Val:
        return self.ctx.pii("IPP", self.ipp_, "patient")

    def nda(self) -> Val:
        return self.ctx.pii("EPISODE", self.nda_, "patient")

    def addr(self) -> list:
        return [self.ctx.pii("ADRESSE", "%s %s" % (self.num, self.street), "patient", (self.street,))]

    def cp(self) -> Val:
        return self.ctx.pii("CODE_POSTAL", self.town[1], "patient")

    def ville(self, sub="patient") -> Val:
        return self.ctx.pii("VILLE", self.town[0], sub)

    def full_addr(self, sep=", ") -> list:
        return self.addr() + [sep, self.cp(), " ", self.ville()]

    def tel(self, mobile=True) -> Val:
        return self.ctx.pii("TEL", self.mobile if mobile else self.home, "patient")

    def mail(self) -> Val:
        c = self.ctx.rng.choice(["%s.%s", "%s%s%02d", "%.1s.%s"])
        args = (ascii_lower(self.first), ascii_lower(self.last)) + ((self.birth.year % 100,) if "%02d" in c else ())
        return self.ctx.pii("EMAIL", (c % args) + "@" + self.mail_domain, "patient")

    def bplace(self) -> list:
        return [self.ctx.pii("VILLE", self.btown[0], "patient"), " (",
                self.ctx.pii("AUTRE", self.btown[2], "insee_naissance"), ")"]


class Etab:
    def __init__(self, ctx, pool=None):
        rng = ctx.rng
        self.ctx = ctx
        self.full, self.acr_, self.probe, self.street = rng.choice(pool or pools.HOSPITALS)
        self.town = rng.choice([t for t in pools.TOWNS if t[3]] if rng.random() < 0.3 else pools.TOWNS)
        self.num = rng.choice(["1", "4", "15", "22", "60", "2"])
        dept = self.town[2][:2]
        self.finess_ej = ids.finess(rng, dept)
        self.finess_eg = ids.finess(rng, dept)
        self.phone_ = ids.phone(rng, rng.choice([0, 1, 3]), False)
        self.fax_ = ids.phone(rng, rng.choice([0, 1]), False)
        self.domain = ascii_lower(self.acr_) + rng.choice([".fr", "-sante.fr", ".org"])

    def name(self) -> Val:
        return self.ctx.pii("ETAB", self.full, "etab", (self.probe,))

    def acr(self) -> Val:
        return self.ctx.pii("ETAB", self.acr_, "etab")

    def addr(self) -> list:
        return [self.ctx.pii("ADRESSE", "%s %s" % (self.num, self.street), "etab", (self.street,))]

    def cp(self) -> Val:
        return self.ctx.pii("CODE_POSTAL", self.town[1], "etab")

    def ville(self) -> Val:
        return self.ctx.pii("VILLE", self.town[0], "etab")

    def tel(self) -> Val:
        return self.ctx.pii("TEL", self.phone_, "etab")

    def fax(self) -> Val:
        return self.ctx.pii("TEL", self.fax_, "etab")

    def finess(self, eg=True, plus1=False) -> Val:
        v = self.finess_eg if eg else self.finess_ej
        return self.ctx.pii("FINESS", ("1" + v) if plus1 else v, "etab")


class Place:
    """A lab, imaging centre, practice or ambulance firm: name with distinctive probe, town."""

    def __init__(self, ctx, entry):
        self.ctx = ctx
        self.full, self.probe = entry
        self.town = ctx.rng.choice(pools.TOWNS)
        self.street = ctx.rng.choice(pools.STREETS)
        self.num = str(ctx.rng.randint(1, 90))
        self.phone_ = ids.phone(ctx.rng, ctx.rng.randint(0, 3), False)

    def name(self) -> Val:
        return self.ctx.pii("ETAB", self.full, "etab", (self.probe,))

    def addr(self) -> list:
        return [self.ctx.pii("ADRESSE", "%s %s" % (self.num, self.street), "etab", (self.street,)), ", ",
                self.ctx.pii("CODE_POSTAL", self.town[1], "etab"), " ", self.ctx.pii("VILLE", self.town[0], "etab")]

    def tel(self) -> Val:
        return self.ctx.pii("TEL", self.phone_, "etab")
