"""Fictional identifiers and value writings (NIR, RPPS, FINESS, dates, phones...)."""

from __future__ import annotations

import datetime as dt
import random

MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
          "novembre", "décembre"]
MONTHS_ABBR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


def luhn_key(digits: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(s: str) -> bool:
    return luhn_key(s[:-1]) == s[-1]


def rpps(rng: random.Random) -> str:
    body = "10" + "".join(rng.choice("0123456789") for _ in range(8))
    return body + luhn_key(body)


def finess(rng: random.Random, dept: str) -> str:
    dept = {"2A": "2A", "2B": "2B"}.get(dept, dept)
    d = dept if dept.isdigit() else "20"
    body = d + rng.choice("0123456789") + "".join(rng.choice("0123456789") for _ in range(5))
    return body + luhn_key(body)


def adeli(rng: random.Random, dept: str) -> str:
    d = dept if dept.isdigit() else "20"
    return d + rng.choice(["1", "6", "7"]) + "".join(rng.choice("0123456789") for _ in range(6))


def nir(rng: random.Random, sex: int, birth: dt.date, insee: str) -> str:
    """15 characters, key = 97 - (number mod 97), Corsica 2A/2B read as 19/18."""
    body = "%d%02d%02d%s%03d" % (sex, birth.year % 100, birth.month, insee, rng.randint(1, 999))
    num = int(body.replace("2A", "19").replace("2B", "18"))
    return body + "%02d" % (97 - num % 97)


def nir_ok(s: str) -> bool:
    s = s.replace(" ", "")
    return len(s) == 15 and 97 - int(s[:13].replace("2A", "19").replace("2B", "18")) % 97 == int(s[13:])


def nir_spaced(n: str, style: int) -> str:
    if style == 0:
        return n
    if style == 1:
        return " ".join([n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:]])
    return n[:13] + " " + n[13:]


def date_writing(d: dt.date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "abbr":
        return "%d %s %d" % (d.day, MONTHS_ABBR[d.month - 1], d.year)
    if style == "long_day":
        return "%s %d %s %d" % (DAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "upper":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1].upper(), d.year)
    if style == "dots":
        return "%02d.%d.%d" % (d.day, d.month, d.year)
    if style == "short":
        return "%d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "iso":
        return d.isoformat()
    if style == "compact":
        return d.strftime("%d%m%Y")
    if style == "long":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    raise ValueError(style)


BIRTH_STYLES = ["slash", "abbr", "long_day", "upper", "dots", "short", "iso", "compact", "long", "dash"]


def phone(rng: random.Random, style: int, mobile: bool = False, area: str | None = None) -> str:
    first = rng.choice(["6", "7"]) if mobile else (area or rng.choice("12345"))
    digits = "0" + first + "".join(rng.choice("0123456789") for _ in range(8))
    pairs = [digits[i:i + 2] for i in range(0, 10, 2)]
    if style == 0:
        return " ".join(pairs)
    if style == 1:
        return ".".join(pairs)
    if style == 2:
        return "+33 " + digits[1] + " " + " ".join(pairs[1:])
    if style == 3:
        return "+33 (0)" + digits[1] + " " + " ".join(pairs[1:])
    if style == 4:
        return digits
    return "-".join(pairs)


def care_day(rng: random.Random) -> dt.date:
    return dt.date(2025, 1, 6) + dt.timedelta(days=rng.randint(0, 300))


def birth_day(rng: random.Random, lo: int = 1932, hi: int = 2003) -> dt.date:
    return dt.date(rng.randint(lo, hi), rng.randint(1, 12), rng.randint(1, 28))


def age_at(birth: dt.date, day: dt.date) -> int:
    return day.year - birth.year - ((day.month, day.day) < (birth.month, birth.day))


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXZ") for _ in range(n))
