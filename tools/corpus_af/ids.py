"""Invented identifiers with valid keys (corpus AF). Everything here is fictional."""

from __future__ import annotations

import random

MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
          "septembre", "octobre", "novembre", "décembre"]


def luhn_ok(digits: str) -> bool:
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
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


def rpps(r: random.Random) -> str:
    return luhn_complete("10" + "".join(str(r.randint(0, 9)) for _ in range(8)))


def finess(r: random.Random, dept: str) -> str:
    return luhn_complete(dept[:2] + "0" + "".join(str(r.randint(0, 9)) for _ in range(5)))


def adeli(r: random.Random, dept: str, prof: str) -> str:
    return luhn_complete(dept[:2] + prof + "".join(str(r.randint(0, 9)) for _ in range(4)))


def nir(r: random.Random, sex: int, year: int, month: int, dept: str) -> tuple[str, str]:
    """(13 digits, key) of an invented NIR; key = 97 - NIR13 mod 97."""
    d = dept if dept.isdigit() else "75"
    body = "%d%02d%02d%s%03d%03d" % (sex, year % 100, month, d[:2], r.randint(1, 990), r.randint(1, 999))
    key = 97 - int(body) % 97
    return body, "%02d" % key


def nir_spaced(body: str, key: str) -> str:
    return "%s %s %s %s %s %s %s" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


# ARCEP numbers reserved for fiction (audiovisual works)
PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49", "06 39 98"]


def phone(r: random.Random, style: int = 0, block: str | None = None) -> str:
    b = block or r.choice(PHONE_BLOCKS)
    a, c = r.randint(0, 99), r.randint(0, 99)
    digits = b.replace(" ", "") + "%02d%02d" % (a, c)
    if style == 1:
        return ".".join(digits[i:i + 2] for i in range(0, 10, 2))
    if style == 2:
        return "+33 " + digits[1] + " " + " ".join(digits[i:i + 2] for i in range(2, 10, 2))
    return " ".join(digits[i:i + 2] for i in range(0, 10, 2))


def date_str(d, style: int) -> str:
    if style == 0:
        return d.strftime("%d/%m/%Y")
    if style == 1:
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == 2:
        return d.strftime("%d.%m.%Y")
    if style == 3:
        return d.strftime("%d-%m-%Y")
    if style == 4:
        return d.strftime("%Y-%m-%d")
    if style == 5:
        return ("1er" if d.day == 1 else str(d.day)) + " " + MONTHS[d.month - 1] + " " + str(d.year)
    return d.strftime("%d/%m/%y")
