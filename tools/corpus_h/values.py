"""Values of corpus H: the V class (one printed value) and invented identifier formats.

Every generator takes a ``random.Random`` so a seed gives the same corpus.
Identifiers follow the public formats (NIR key mod 97, Luhn for RPPS and
FINESS) but are drawn at random: they designate nobody.
"""

from __future__ import annotations

import datetime as dt

CRITICAL_KINDS = {"DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}


class V:
    """One value as printed: rendered without line breaks, one truth item per appearance."""

    __slots__ = ("kind", "text", "role", "sub", "probes", "removable", "pageno")

    def __init__(self, kind, text, role, sub, probes=None, removable=(), pageno=False):
        self.kind, self.text, self.role, self.sub = kind, text, role, sub
        self.probes = list(probes) if probes else [text]
        self.removable = list(removable)
        self.pageno = pageno  # "Page i/n": renderers may print the page number with their own primitive

    def critical(self) -> bool:
        if self.role != "pii":
            return False
        return self.kind in CRITICAL_KINDS or (self.kind in ("NOM", "PRENOM") and self.sub == "patient")

    def item(self) -> dict:
        return {"kind": self.kind, "text": self.text, "role": self.role, "subtype": self.sub,
                "critical": self.critical(), "probes": list(self.probes), "removable": list(self.removable)}


def pii(kind, text, sub, probes=None, removable=()):
    return V(kind, text, "pii", sub, probes, removable)


def keep(kind, text, sub, probes=None):
    return V(kind, text, "keep", sub, probes)


# ------------------------------------------------------------------ dates

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
        "octobre", "novembre", "décembre"]
JOURS = ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."]
JOURS_LONG = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

DOB_FORMATS = ["slash", "slash", "slash", "dot_short", "dash_yy", "long", "LONG", "wd", "iso", "compact",
               "spaced", "dot"]
CARE_FORMATS = ["slash", "slash", "slash", "long", "iso", "dot", "slash_yy", "wdlong"]


def fmt_date(d: dt.date, f: str) -> str:
    day = "1er" if d.day == 1 else str(d.day)
    if f == "slash":
        return d.strftime("%d/%m/%Y")
    if f == "slash_yy":
        return d.strftime("%d/%m/%y")
    if f == "dot":
        return d.strftime("%d.%m.%Y")
    if f == "dot_short":
        return "%d.%d.%d" % (d.day, d.month, d.year)
    if f == "dash_yy":
        return d.strftime("%d-%m-%y")
    if f == "long":
        return "%s %s %d" % (day, MOIS[d.month - 1], d.year)
    if f == "LONG":
        return ("%s %s %d" % (day, MOIS[d.month - 1], d.year)).upper()
    if f == "wd":
        return "%s %s %s %d" % (JOURS[d.weekday()], day, MOIS[d.month - 1], d.year)
    if f == "wdlong":
        return "%s %s %s %d" % (JOURS_LONG[d.weekday()], day, MOIS[d.month - 1], d.year)
    if f == "iso":
        return d.isoformat()
    if f == "compact":
        return d.strftime("%d%m%Y")
    if f == "spaced":
        return d.strftime("%d %m %Y")
    raise ValueError(f)


def rand_date(rng, start: dt.date, end: dt.date) -> dt.date:
    return start + dt.timedelta(days=rng.randrange((end - start).days + 1))


# ------------------------------------------------------------------ identifiers


def digits(rng, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def luhn_key(body: str) -> str:
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
    return luhn_key(num[:-1]) == num[-1]


def rpps(rng) -> str:
    body = "10" + digits(rng, 8)
    return body + luhn_key(body)


def finess(rng, dept: str) -> str:
    body = dept + "0" + digits(rng, 5)
    return body + luhn_key(body)


def adeli(rng, dept: str, prof: str = "60") -> str:
    return dept + prof + digits(rng, 5)


def nir_parts(rng, sex: int, dob: dt.date, insee: str) -> list[str]:
    """[sexe, aa, mm, dd, ccc, ooo, clé] for a birth in commune ``insee``."""
    order = "%03d" % rng.randrange(1, 999)
    body = "%d%02d%02d%s%s" % (sex, dob.year % 100, dob.month, insee, order)
    key = "%02d" % (97 - int(body) % 97)
    return [str(sex), "%02d" % (dob.year % 100), "%02d" % dob.month, insee[:2], insee[2:], order, key]


def nir_fmt(parts: list[str], style: str) -> str:
    if style == "spaced":
        return " ".join(parts)
    if style == "keysep":
        return "".join(parts[:-1]) + " " + parts[-1]
    if style == "compact13":
        return "".join(parts[:-1])
    return "".join(parts)


def nia_parts(rng, sex: int, dob: dt.date) -> list[str]:
    order = "%03d" % rng.randrange(1, 999)
    pays = "%03d" % rng.choice([109, 127, 134, 139, 350, 352, 351])  # country codes, foreign birth
    body = "%d%02d%02d99%s%s" % (sex, dob.year % 100, dob.month, pays, order)
    key = "%02d" % (97 - int(body) % 97)
    return [str(sex), "%02d" % (dob.year % 100), "%02d" % dob.month, "99", pays, order, key]


AREA = {"0": "01", "1": "01", "2": "02", "3": "03", "4": "04", "5": "05"}


def phone(rng, zone: str, mobile: bool = False) -> str:
    first = rng.choice(["6", "7"]) if mobile else zone
    nums = [digits(rng, 2) for _ in range(4)]
    style = rng.choice(["space", "space", "dot", "plus", "plus0", "compact"])
    if style == "space":
        return "0%s %s" % (first, " ".join(nums))
    if style == "dot":
        return "0%s.%s" % (first, ".".join(nums))
    if style == "plus":
        return "+33 %s %s" % (first, " ".join(nums))
    if style == "plus0":
        return "+33 (0)%s %s" % (first, " ".join(nums))
    return "0%s%s" % (first, "".join(nums))
