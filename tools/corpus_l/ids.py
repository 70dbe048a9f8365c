"""Identifiers with their check digits, and the many ways French hospital software prints them.

Everything here is fictional and drawn from a seeded ``random.Random``.
"""

from __future__ import annotations

import datetime as dt
import random

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
        "septembre", "octobre", "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


# ------------------------------------------------------------------ check digits

def luhn_digit(body: str) -> str:
    """Digit that makes ``body + digit`` pass the Luhn test (RPPS, FINESS, SIRET, ADELI)."""
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(number: str) -> bool:
    return luhn_digit(number[:-1]) == number[-1]


def nir_key(body13: str) -> str:
    b = body13.upper().replace("2A", "19").replace("2B", "18")
    return "%02d" % (97 - int(b) % 97)


def ean13_digit(body12: str) -> str:
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body12))
    return str((10 - s % 10) % 10)


# ------------------------------------------------------------------ generators

def nir(rng: random.Random, sex: int, birth: dt.date, dept: str, commune: str, nia: bool = False) -> str:
    """15-character NIR (13 + key). ``nia`` gives a temporary number (first digit 7/8)."""
    first = str(sex + 6) if nia else str(sex)
    body = "%s%02d%02d%s%s%03d" % (first, birth.year % 100, birth.month, dept, commune, rng.randint(1, 999))
    return body + nir_key(body)


def rpps(rng: random.Random) -> str:
    body = "10" + "".join(str(rng.randint(0, 9)) for _ in range(8))
    return body + luhn_digit(body)


def bad_luhn(rng: random.Random, length: int, prefix: str = "") -> str:
    """A number of the right shape whose last digit is NOT the Luhn digit (decoy)."""
    body = prefix + "".join(str(rng.randint(0, 9)) for _ in range(length - 1 - len(prefix)))
    good = int(luhn_digit(body))
    return body + str((good + rng.randint(1, 9)) % 10)


def finess(rng: random.Random, dept: str) -> str:
    body = dept + str(rng.choice([0, 0, 1, 3])) + "".join(str(rng.randint(0, 9)) for _ in range(5))
    return body + luhn_digit(body)


def adeli(rng: random.Random, dept: str) -> str:
    body = dept + str(rng.choice([1, 6, 9])) + "".join(str(rng.randint(0, 9)) for _ in range(5))
    return body + luhn_digit(body)


def siret(rng: random.Random) -> str:
    body = str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(12))
    return body + luhn_digit(body)


def digits(rng: random.Random, n: int, lead_nonzero: bool = True) -> str:
    s = "".join(str(rng.randint(0, 9)) for _ in range(n))
    if lead_nonzero and s[0] == "0":
        s = str(rng.randint(1, 9)) + s[1:]
    return s


def upper_letters(rng: random.Random, n: int, alphabet: str = "ABCDEFGHJKLMNPQRSTUVWXYZ") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


# ------------------------------------------------------------------ writings

def fmt_nir(n: str, style: str) -> str:
    if style == "compact":
        return n
    if style == "spaced":
        return "%s %s %s %s %s %s %s" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:])
    if style == "keysep":
        return "%s %s" % (n[:13], n[13:])
    if style == "dash":
        return "%s %s %s %s %s %s-%s" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:])
    raise ValueError(style)


def fmt_phone(num: str, style: str) -> str:
    """``num`` is 10 digits starting with 0."""
    pairs = [num[i:i + 2] for i in range(0, 10, 2)]
    if style == "spaces":
        return " ".join(pairs)
    if style == "dots":
        return ".".join(pairs)
    if style == "compact":
        return num
    if style == "intl":
        return "+33 %s %s" % (num[1], " ".join(pairs[1:]))
    if style == "intl0":
        return "+33 (0)%s %s" % (num[1], " ".join(pairs[1:]))
    if style == "dashes":
        return "-".join(pairs)
    raise ValueError(style)


def fmt_date(d: dt.date, style: str) -> str:
    day, month, year = d.day, d.month, d.year
    if style == "slash":
        return "%02d/%02d/%04d" % (day, month, year)
    if style == "dot":
        return "%02d.%02d.%04d" % (day, month, year)
    if style == "dash":
        return "%02d-%02d-%04d" % (day, month, year)
    if style == "space":
        return "%02d %02d %04d" % (day, month, year)
    if style == "slash2":
        return "%02d/%02d/%02d" % (day, month, year % 100)
    if style == "dot2":
        return "%02d.%02d.%02d" % (day, month, year % 100)
    if style == "nolead":
        return "%d/%d/%04d" % (day, month, year)
    if style == "iso":
        return "%04d-%02d-%02d" % (year, month, day)
    if style == "hl7":
        return "%04d%02d%02d" % (year, month, day)
    if style == "compact":
        return "%02d%02d%04d" % (day, month, year)
    if style == "spaced_digits":
        s = "%02d%02d%04d" % (day, month, year)
        return "%s / %s / %s" % (" ".join(s[:2]), " ".join(s[2:4]), " ".join(s[4:]))
    jour = "1er" if day == 1 else str(day)
    if style == "text":
        return "%s %s %d" % (jour, MOIS[month - 1], year)
    if style == "text_upper":
        return ("%s %s %d" % (jour, MOIS[month - 1], year)).upper()
    if style == "weekday":
        return "%s %s %s %d" % (JOURS[d.weekday()], jour, MOIS[month - 1], year)
    if style == "weekday_title":
        return "%s %s %s %d" % (JOURS[d.weekday()].capitalize(), jour, MOIS[month - 1].capitalize(), year)
    if style == "text_abbr":
        ab = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
        return "%d %s %d" % (day, ab[month - 1], year)
    raise ValueError(style)


BIRTH_STYLES = ["slash", "dot", "dash", "space", "slash2", "dot2", "nolead", "text", "text_upper",
                "weekday", "weekday_title", "text_abbr", "spaced_digits", "compact"]


def ucd13(rng: random.Random) -> str:
    """13-digit UCD code (34008…) with its EAN-13 check digit: a drug code, not a person."""
    body = "34008" + "".join(str(rng.randint(0, 9)) for _ in range(7))
    return body + ean13_digit(body)
