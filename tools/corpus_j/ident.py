"""Invented people, organisations and identifiers, and the many ways they are written."""

from __future__ import annotations

import datetime as dt
import unicodedata
from dataclasses import dataclass, field

from . import data

MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
          "octobre", "novembre", "décembre"]
MONTHS_ABBR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
WEEKDAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


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


@dataclass
class Person:
    sex: str                      # "M" / "F"
    first: list                   # civil first names, first one used
    surname: str                  # usage name
    birth_name: str | None = None
    birth: dt.date | None = None
    birth_place: tuple | None = None  # (commune, postcode) or (country, code, "abroad")
    nir: str | None = None
    street: tuple | None = None    # (number, type, name, complement)
    town: tuple | None = None      # (commune, postcode)
    phone: str | None = None       # 10 digits
    phone2: str | None = None
    email: str | None = None
    title: str = ""                # Dr, Pr, IDE...
    rpps: str | None = None
    adeli: str | None = None
    extra: dict = field(default_factory=dict)

    @property
    def prenom(self):
        return self.first[0]


class Factory:
    """Draws invented identities with a seeded random generator, avoiding repeats within a document."""

    def __init__(self, rng):
        self.rng = rng
        self.used_surnames: set[str] = set()
        self.used_first: set[str] = set()

    # -- names
    def surname(self, style=None):
        r = self.rng
        for _ in range(200):
            x = r.random() if style is None else {"plain": 0.1, "particle": 0.8, "compound": 0.9, "homonym": 0.99}[style]
            if x < 0.62:
                s = r.choice(data.SURNAMES)
            elif x < 0.78:
                s = r.choice(data.PARTICLE_SURNAMES)
            elif x < 0.93:
                s = r.choice(data.COMPOUND_SURNAMES)
            else:
                s = r.choice(sorted(data.HOMONYM_SURNAMES))
            words = set(s.replace("-", " ").split())
            if s in self.used_surnames or words & data.EPONYM_WORDS:
                continue
            if any(w in u.replace("-", " ").split() for u in self.used_surnames for w in words if len(w) > 3):
                continue
            self.used_surnames.add(s)
            return s
        raise RuntimeError("no surname left")

    def first(self, sex):
        pool = data.FIRST_M if sex == "M" else data.FIRST_F
        for _ in range(200):
            f = self.rng.choice(pool)
            parts = set(f.split("-"))
            if f in self.used_first or any(p in u.split("-") for u in self.used_first for p in parts):
                continue
            self.used_first.add(f)
            return f
        raise RuntimeError("no first name left")

    near = None  # department where most people of the document live

    def commune(self):
        if self.near and self.rng.random() < 0.75:
            local = [c for c in data.COMMUNES if c[1][:2] == self.near]
            if local:
                return self.rng.choice(local)
        return self.rng.choice(data.COMMUNES)

    def phone(self):
        pre = self.rng.choice(data.PHONE_RANGES).replace(" ", "")
        return pre + "%04d" % self.rng.randrange(10000)

    def street(self):
        r = self.rng
        typ, name = r.choice(data.STREET_NAMES)
        num = "" if typ in ("lieu-dit", "lotissement") else str(r.choice([r.randint(1, 30), r.randint(1, 180)]))
        if num and r.random() < 0.12:
            num += r.choice([" bis", " ter", "B"])
        comp = ""
        if r.random() < 0.18:
            comp = r.choice(data.RESIDENCES) + r.choice(["", ", bât. B", ", appt 12", ", esc. 3"])
        return (num, typ, name, comp)

    def birth_date(self, age_min, age_max, ref):
        days = self.rng.randint(int(age_min * 365.25) + 1, int(age_max * 365.25))
        return ref - dt.timedelta(days=days)

    def person(self, sex=None, age=(18, 95), ref=None, birth_name=None, with_contact=True, surname_style=None):
        r = self.rng
        sex = sex or r.choice("MF")
        ref = ref or dt.date(2024, 6, 1)
        firsts = [self.first(sex)]
        for _ in range(r.choice([0, 0, 1, 2])):
            pool = data.FIRST_M if sex == "M" else data.FIRST_F
            extra = r.choice(pool)
            if extra not in firsts and "-" not in extra:
                firsts.append(extra)
        p = Person(sex=sex, first=firsts, surname=self.surname(surname_style))
        if sex == "F" and (birth_name or r.random() < 0.35):
            p.birth_name = self.surname()
        p.birth = self.birth_date(age[0], age[1], ref)
        if r.random() < 0.1:
            c, code = r.choice(data.ABROAD)
            p.birth_place = (c, code, "abroad")
        else:
            p.birth_place = self.commune()
        p.nir = self.nir(p)
        p.street = self.street()
        p.town = self.commune()
        if with_contact:
            p.phone = self.phone()
            if r.random() < 0.4:
                p.phone2 = self.phone()
            p.email = self.email(p)
        return p

    def doctor(self, title="Dr", sex=None, ident="rpps"):
        p = self.person(sex=sex, age=(30, 66), with_contact=False)
        p.title = title
        p.birth_name = None
        p.rpps = self.rpps()
        if ident == "adeli" or self.rng.random() < 0.15:
            p.adeli = self.adeli()
        p.phone = self.phone()
        return p

    # -- identifiers
    def nir(self, p: Person) -> str:
        r = self.rng
        sex = "1" if p.sex == "M" else "2"
        yy = "%02d" % (p.birth.year % 100)
        mm = "%02d" % p.birth.month
        if p.birth_place and len(p.birth_place) == 3:
            dep, com = "99", p.birth_place[1]
        else:
            pc = p.birth_place[1]
            if pc.startswith("97"):
                dep, com = pc[:3], "%02d" % r.randint(1, 34)
            elif pc.startswith("20"):
                dep, com = ("2A" if pc < "20190" else "2B"), "%03d" % r.randint(1, 366)
            else:
                dep, com = pc[:2], "%03d" % r.randint(1, 600)
        order = "%03d" % r.randint(1, 999)
        body = sex + yy + mm + dep + com + order
        num = int(body.replace("2A", "19").replace("2B", "18"))
        key = "%02d" % (97 - num % 97)
        return body + key

    def rpps(self):
        body = "10" + "".join(str(self.rng.randrange(10)) for _ in range(8))
        return body + luhn_digit(body)

    def adeli(self):
        dep = self.rng.choice(["35", "29", "44", "69", "75", "13", "33", "59", "67", "31"])
        body = dep + self.rng.choice("0123") + "".join(str(self.rng.randrange(10)) for _ in range(5))
        return body + luhn_digit(body)

    def finess(self, dep=None):
        dep = dep or self.rng.choice(["35", "29", "44", "69", "75", "13", "33", "59", "67", "31", "56", "22"])
        body = dep + "0" + "".join(str(self.rng.randrange(10)) for _ in range(5))
        return body + luhn_digit(body)

    def digits(self, n):
        return "".join(str(self.rng.randrange(10)) for _ in range(n))

    def email(self, p: Person, domain=None):
        r = self.rng
        last = strip_accents(p.surname).lower().replace(" ", "").replace("'", "")
        first = strip_accents(p.prenom).lower()
        domain = domain or r.choice(data.MAIL_DOMAINS)
        style = r.randrange(6)
        if style == 0:
            local = "%s.%s" % (first, last)
        elif style == 1:
            local = "%s%s" % (first[0], last)
        elif style == 2:
            local = "%s.%s%02d" % (last, first, p.birth.year % 100 if p.birth else r.randrange(100))
        elif style == 3:
            local = "%s_%s" % (first, last)
        elif style == 4:
            local = "%s-%s" % (first.replace("-", ""), last)
        else:
            local = "%s.%s" % (first[0], last)
        return local + "@" + domain


# ------------------------------------------------------------------ writings


def fmt_date(d: dt.date, style: str) -> str:
    day = "1er" if d.day == 1 and style in ("long1", "wlong1") else str(d.day)
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "slash2":
        return d.strftime("%d/%m/%y")
    if style == "nopad":
        return "%d/%d/%d" % (d.day, d.month, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "compact":
        return d.strftime("%d%m%Y")
    if style == "compact_ymd":
        return d.strftime("%Y%m%d")
    if style in ("long", "long1"):
        return "%s %s %d" % (day if style == "long1" else d.day, MONTHS[d.month - 1], d.year)
    if style in ("wlong", "wlong1"):
        return "%s %s %s %d" % (WEEKDAYS[d.weekday()], day, MONTHS[d.month - 1], d.year)
    if style == "Wlong":
        return "%s %d %s %d" % (WEEKDAYS[d.weekday()].capitalize(), d.day, MONTHS[d.month - 1], d.year)
    if style == "upper":
        return ("%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)).upper()
    if style == "abbr":
        return "%d %s %d" % (d.day, MONTHS_ABBR[d.month - 1], d.year)
    if style == "spaced":
        return d.strftime("%d %m %Y")
    raise ValueError(style)


BIRTH_STYLES = ["slash", "slash", "slash", "dot", "dash", "slash2", "nopad", "iso", "compact", "long",
                "long1", "wlong", "Wlong", "upper", "abbr", "spaced", "compact_ymd"]
CARE_STYLES = ["slash", "slash", "slash", "dot", "long", "abbr", "slash2", "dash", "wlong"]


def fmt_phone(num: str, style: str) -> str:
    pairs = [num[i:i + 2] for i in range(0, 10, 2)]
    if style == "spaced":
        return " ".join(pairs)
    if style == "dotted":
        return ".".join(pairs)
    if style == "dashed":
        return "-".join(pairs)
    if style == "compact":
        return num
    if style == "intl":
        return "+33 " + num[1] + " " + " ".join(pairs[1:])
    if style == "intl0":
        return "+33 (0)" + num[1] + " " + " ".join(pairs[1:])
    if style == "intlc":
        return "+33" + num[1:]
    raise ValueError(style)


PHONE_STYLES = ["spaced", "spaced", "spaced", "dotted", "dashed", "compact", "intl", "intl0", "intlc"]


def fmt_nir(nir: str, style: str) -> str:
    if style == "spaced":
        return " ".join([nir[0], nir[1:3], nir[3:5], nir[5:7], nir[7:10], nir[10:13], nir[13:]])
    if style == "compact":
        return nir
    if style == "keysep":
        return nir[:13] + " " + nir[13:]
    if style == "keydash":
        return " ".join([nir[0], nir[1:3], nir[3:5], nir[5:7], nir[7:10], nir[10:13]]) + " - " + nir[13:]
    raise ValueError(style)


NIR_STYLES = ["spaced", "spaced", "compact", "keysep", "keydash"]


def age_at(birth: dt.date, when: dt.date) -> int:
    return when.year - birth.year - ((when.month, when.day) < (birth.month, birth.day))


def upper_name(s: str, keep_accents=True) -> str:
    s = s if keep_accents else strip_accents(s)
    return s.upper()


def street_line(st: tuple) -> str:
    num, typ, name, _ = st
    return ("%s %s %s" % (num, typ, name)).strip() if num else "%s %s" % (typ.capitalize(), name)
