"""Invented identifiers (NIR with mod-97 key, Luhn-valid RPPS and FINESS...) and date formats."""

from __future__ import annotations

import datetime as dt

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
        "octobre", "novembre", "décembre"]
MOIS_EN3 = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MOIS_FR3 = ["JANV", "FÉVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOÛT", "SEPT", "OCT", "NOV", "DÉC"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


def luhn_ok(digits: str) -> bool:
    s = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(prefix: str) -> str:
    for k in range(10):
        if luhn_ok(prefix + str(k)):
            return prefix + str(k)
    raise AssertionError


def rpps(rng) -> str:
    return luhn_complete("10" + "".join(str(rng.randrange(10)) for _ in range(8)))


def finess(rng, dept: str) -> str:
    d = dept if len(dept) == 2 else "97"
    return luhn_complete(d + "0" + "".join(str(rng.randrange(10)) for _ in range(5)))


def nir(rng, sex: int, birth: dt.date, dept: str) -> str:
    """15 characters: sex, yy, mm, dept (2), commune (3), order (3), key (2)."""
    body = "%d%02d%02d%s%03d%03d" % (sex, birth.year % 100, birth.month, dept, rng.randrange(1, 990),
                                     rng.randrange(1, 999))
    key = 97 - int(body) % 97
    return body + "%02d" % key


def nir_ok(s: str) -> bool:
    d = s.replace(" ", "")
    return len(d) == 15 and 97 - int(d[:13]) % 97 == int(d[13:])


def fmt_nir(n: str, style: int) -> str:
    if style == 0:
        return "%s %s %s %s %s %s %s" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:])
    if style == 1:
        return n
    return "%s %s" % (n[:13], n[13:])  # key apart


def fmt_date(d: dt.date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dot2":
        return d.strftime("%d.%m.%y")
    if style == "dot4":
        return d.strftime("%d.%m.%Y")
    if style == "long":
        return "%d %s %d" % (d.day, MOIS[d.month - 1], d.year) if d.day != 1 else "1er %s %d" % (MOIS[d.month - 1], d.year)
    if style == "long0":
        return "%02d %s %d" % (d.day, MOIS[d.month - 1], d.year)
    if style == "dash_en":
        return "%02d-%s-%d" % (d.day, MOIS_EN3[d.month - 1], d.year)
    if style == "dash_fr":
        return "%02d-%s-%d" % (d.day, MOIS_FR3[d.month - 1], d.year)
    if style == "iso":
        return d.isoformat()
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "slash2":
        return d.strftime("%d/%m/%y")
    raise ValueError(style)


def fmt_phone(digits: str, style: int) -> str:
    p = [digits[i:i + 2] for i in range(0, 10, 2)]
    if style == 0:
        return " ".join(p)
    if style == 1:
        return ".".join(p)
    if style == 2:
        return "+33 %s %s" % (digits[1], " ".join([digits[2:4], digits[4:6], digits[6:8], digits[8:10]]))
    if style == 3:
        return "-".join(p)
    return digits
