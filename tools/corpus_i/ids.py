"""Identifiers (with their real check rules), dates, phones, written the ways French hospitals print them."""
from __future__ import annotations

import datetime as dt

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."]


def luhn_ok(digits: str) -> bool:
    tot = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        tot += d
    return tot % 10 == 0


def luhn_complete(body: str) -> str:
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def rpps(rng):
    return luhn_complete("10" + "".join(rng.choice("0123456789") for _ in range(8)))


def finess(rng, dept="35"):
    return luhn_complete(dept + rng.choice("0123") + "".join(rng.choice("0123456789") for _ in range(5)))


def adeli(rng, dept="35"):
    return dept + rng.choice("1234") + "".join(rng.choice("0123456789") for _ in range(6))


def nir(rng, sex, born: dt.date, dept):
    body = "%d%02d%02d%s%03d%03d" % (1 if sex == "M" else 2, born.year % 100, born.month, dept,
                                     rng.randint(1, 380), rng.randint(1, 700))
    key = 97 - int(body) % 97
    return body + "%02d" % key


def nir_spaced(n):
    return "%s %s %s %s %s %s %s" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:15])


def digits(rng, k, first="123456789"):
    return rng.choice(first) + "".join(rng.choice("0123456789") for _ in range(k - 1))


def date_forms(d: dt.date):
    """All the writings of a date; the key names the writing."""
    return {
        "slash": "%02d/%02d/%d" % (d.day, d.month, d.year),
        "dots": "%d.%d.%d" % (d.day, d.month, d.year),
        "short": "%02d/%02d/%02d" % (d.day, d.month, d.year % 100),
        "long": "%d %s %d" % (d.day, MOIS[d.month - 1], d.year),
        "upper": "%d %s %d" % (d.day, MOIS[d.month - 1].upper(), d.year),
        "weekday": "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year),
        "iso": d.isoformat(),
        "compact": "%02d%02d%d" % (d.day, d.month, d.year),
        "dash": "%02d-%02d-%d" % (d.day, d.month, d.year),
    }


def dslash(d):
    return "%02d/%02d/%d" % (d.day, d.month, d.year)


def dlong(d):
    return "%d %s %d" % (d.day, MOIS[d.month - 1], d.year)


def phone(rng, mobile=False, area="02"):
    p = ("0" + rng.choice("67")) if mobile else area
    return p + "".join(rng.choice("0123456789") for _ in range(8))


def phone_fmt(num, style):
    pairs = [num[i:i + 2] for i in range(0, 10, 2)]
    if style == "space":
        return " ".join(pairs)
    if style == "dot":
        return ".".join(pairs)
    if style == "dash":
        return "-".join(pairs)
    if style == "plain":
        return num
    if style == "intl":
        return intl(num)
    if style == "intl0":
        return "+33 (0)%s %s" % (num[1], " ".join([num[2:4], num[4:6], num[6:8], num[8:10]]))
    raise ValueError(style)


def intl(num):
    return "+33 %s %s" % (num[1], " ".join([num[2:4], num[4:6], num[6:8], num[8:10]]))


def age_at(born, when):
    return when.year - born.year - ((when.month, when.day) < (born.month, born.day))
