"""Format-valid fictional identifiers and birth-date writings."""

from __future__ import annotations

import datetime as dt

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
        "septembre", "octobre", "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
JOURS_ABR = ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(body: str) -> str:
    for k in "0123456789":
        if luhn_ok(body + k):
            return body + k
    raise AssertionError(body)


def nir_key(body13: str) -> int:
    n = int(body13.replace("2A", "19").replace("2B", "18"))
    return 97 - n % 97


def nir(rng, sex: int, birth: dt.date, dept: str | None = None, first: int | None = None) -> str:
    """15 characters: sex, yy, mm, dept (2A/2B allowed), commune, order, key."""
    if dept is None:
        dept = rng.choice(["75", "69", "13", "33", "59", "2A", "2B", "44", "31", "67", "35", "06", "971", "99"])
    if dept == "99":  # born abroad: country code
        place = "99" + rng.choice(["109", "127", "350", "351", "352", "134"])
    elif len(dept) == 3:
        place = dept + "%02d" % rng.randint(1, 34)
    else:
        place = dept + "%03d" % rng.randint(1, 380)
    body = "%d%02d%02d%s%03d" % (first if first else sex, birth.year % 100, birth.month, place, rng.randint(1, 999))
    assert len(body) == 13, body
    return body + "%02d" % nir_key(body)


def nir_spaced(n: str) -> str:
    return " ".join([n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:15]])


def rpps(rng) -> str:
    return luhn_complete("10" + "".join(rng.choice("0123456789") for _ in range(8)))


def finess(rng, dept: str = "") -> str:
    dept = dept if dept and dept.isdigit() else "%02d" % rng.choice([13, 33, 35, 38, 44, 59, 67, 69, 75, 76, 84, 92])
    return luhn_complete(dept[:2] + rng.choice("0123") + "".join(rng.choice("0123456789") for _ in range(5)))


def adeli(rng, dept: str = "") -> str:
    dept = dept if dept and dept.isdigit() else "%02d" % rng.randint(1, 95)
    return luhn_complete(dept[:2] + rng.choice(["60", "65", "70", "91"]) + "".join(rng.choice("0123456789") for _ in range(4)))


def ins_c(rng) -> str:
    return "".join(rng.choice("0123456789") for _ in range(22))


def digits(rng, n: int, first: str = "123456789") -> str:
    return rng.choice(first) + "".join(rng.choice("0123456789") for _ in range(n - 1))


def phone(rng, mobile: bool | None = None, style: int = 0) -> str:
    if mobile is None:
        mobile = rng.random() < 0.6
    first = rng.choice("67") if mobile else rng.choice("12345")
    pairs = ["%02d" % rng.randint(10, 99) for _ in range(4)]
    if style == 1:
        return "+33 %s %s" % (first, " ".join(pairs))
    if style == 2:
        return "0%s.%s" % (first, ".".join(pairs))
    if style == 3:
        return "+33 (0)%s %s" % (first, " ".join(pairs))
    return "0%s %s" % (first, " ".join(pairs))


def date_fr(d: dt.date, style: str) -> str:
    """Birth-date / care-date writings."""
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "dash2":
        return d.strftime("%d-%m-%y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "long":
        return "%s %s %d" % ("1er" if d.day == 1 else d.day, MOIS[d.month - 1], d.year)
    if style == "LONG":
        return "%d %s %d" % (d.day, MOIS[d.month - 1].upper(), d.year)
    if style == "weekday":
        return "%s %d %s %d" % (JOURS_ABR[d.weekday()], d.day, MOIS_ABR[d.month - 1], d.year)
    if style == "weekday_long":
        return "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)
    if style == "compact":
        return d.strftime("%d%m%Y")
    if style == "onedigit":
        return "%02d.%d.%d" % (d.day, d.month, d.year)
    if style == "slash2":
        return d.strftime("%d/%m/%y")
    if style == "iso":
        return d.isoformat()
    raise ValueError(style)


BIRTH_STYLES = ["slash", "dot", "dash2", "long", "LONG", "weekday", "compact", "onedigit", "slash2", "dash", "iso",
                "weekday_long"]
