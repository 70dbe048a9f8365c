"""Invented identifiers with valid keys (NIR mod 97, Luhn RPPS/FINESS/ADELI), ARCEP fiction phones."""
from __future__ import annotations

import datetime as dt
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
        "octobre", "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
FICTION = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49", "06 39 98"]


def luhn_ok(s: str) -> bool:
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            d = d - 9 if d > 9 else d
        tot += d
    return tot % 10 == 0


def luhn_complete(body: str) -> str:
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def rpps(rng) -> str:
    return luhn_complete("10" + "".join(rng.choice("0123456789") for _ in range(8)))


def finess(rng, dept: str) -> str:
    return luhn_complete(dept[:2] + rng.choice("0123") + "".join(rng.choice("0123456789") for _ in range(5)))


def adeli(rng, dept: str) -> str:
    return luhn_complete(dept[:2] + rng.choice(["60", "62", "65", "68", "91", "93"]) + "".join(rng.choice("0123456789") for _ in range(4)))


def nir(rng, sex: int, born: dt.date, dept: str) -> tuple[str, str]:
    body = "%d%02d%02d%s%03d%03d" % (sex, born.year % 100, born.month, dept[:2], rng.randint(1, 990), rng.randint(1, 999))
    key = 97 - int(body) % 97
    return body, "%02d" % key


def nir_text(body: str, key: str, style: int) -> str:
    if style == 0:
        return "%s %s %s %s %s %s %s" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)
    if style == 1:
        return body + key
    return body + " " + key


def phone(rng, style: int = 0, mobile: bool = False) -> str:
    base = FICTION[5] if mobile else rng.choice(FICTION[:5])
    num = base + " %02d %02d" % (rng.randint(0, 99), rng.randint(0, 99))
    if style == 1:
        return num.replace(" ", ".")
    if style == 2:
        return "+33 " + num[1:]
    return num


def date_text(d: dt.date, style: int) -> str:
    if style == 0:
        return d.strftime("%d/%m/%Y")
    if style == 1:
        return d.strftime("%d.%m.%Y")
    if style == 2:
        return "%d %s %d" % (d.day, MOIS[d.month - 1], d.year) if d.day != 1 else "1er %s %d" % (MOIS[d.month - 1], d.year)
    if style == 3:
        return "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)
    if style == 4:
        return d.strftime("%d-%m-%Y")
    if style == 5:
        return d.isoformat()
    return d.strftime("%d/%m/%y")


def fold(s: str) -> str:
    """ASCII spelling for the base-14 StandardEncoding family (tinypdf)."""
    rep = {"œ": "oe", "Œ": "OE", "æ": "ae", "—": "-", "–": "-", "’": "'", "«": '"', "»": '"', "µ": "u",
           "°": "o", "²": "2", "≥": ">=", "≤": "<=", "×": "x", "€": "EUR", "☐": "[ ]", "…": "...", "\u202f": " ", "\u00a0": " "}
    out = []
    for ch in s:
        if ch in rep:
            out.append(rep[ch])
            continue
        d = unicodedata.normalize("NFKD", ch)
        out.append("".join(c for c in d if not unicodedata.combining(c)))
    return "".join(out)
