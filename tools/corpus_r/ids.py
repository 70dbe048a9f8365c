"""Identifier generators (valid keys) and date writings."""
import datetime as dt

MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
MONTHS_ABBR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
WEEKDAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


def luhn_ok(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            d -= 9 if d > 9 else 0
        tot += d
    return tot % 10 == 0


def rpps(rng):
    base = "10" + "".join(str(rng.randrange(10)) for _ in range(8))
    for k in range(10):
        if luhn_ok(base + str(k)):
            return base + str(k)


def adeli(rng):
    return "%02d%d%06d" % (rng.choice([29, 35, 33, 69, 75]), rng.randrange(10), rng.randrange(10 ** 6))


def finess(rng):
    base = "%02d%06d" % (rng.choice([29, 35, 33, 69, 44, 64, 63]), rng.randrange(10 ** 6))
    for k in range(10):
        if luhn_ok(base + str(k)):
            return base + str(k)


def nir(rng, sex, birth, dept="29"):
    s = "%d%02d%02d%s%03d%03d" % (1 if sex == "M" else 2, birth.year % 100, birth.month, dept,
                                   rng.randrange(1, 990), rng.randrange(1, 999))
    key = 97 - int(s) % 97
    return s, "%02d" % key


def nir_text(s, key, style):
    if style == 0:
        return "%s %s %s %s %s %s %s" % (s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], key)
    if style == 1:
        return s + key
    return "%s %s" % (s, key)


def birth_date_text(d, style):
    """Many writings of one birth date."""
    dd, mm, yy = d.day, d.month, d.year
    forms = [
        "%02d/%02d/%04d" % (dd, mm, yy),
        "%02d.%02d.%04d" % (dd, mm, yy),
        "%02d-%02d-%04d" % (dd, mm, yy),
        "%d/%d/%04d" % (dd, mm, yy),
        "%02d/%02d/%02d" % (dd, mm, yy % 100),
        "%d %s %d" % (dd, MONTHS[mm - 1], yy),
        "%d %s %d" % (dd, MONTHS_ABBR[mm - 1], yy),
        "%d %s %d" % (dd, MONTHS[mm - 1].upper(), yy),
        "%s %d %s %d" % (WEEKDAYS[d.weekday()], dd, MONTHS[mm - 1], yy),
        "%02d %02d %04d" % (dd, mm, yy),
        "%02d%02d%04d" % (dd, mm, yy),
        "%04d-%02d-%02d" % (yy, mm, dd),
        "1er %s %d" % (MONTHS[mm - 1], yy) if dd == 1 else "%d %s %d" % (dd, MONTHS[mm - 1], yy),
    ]
    return forms[style % len(forms)]


def care_date(d, style=0):
    if style == 1:
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == 2:
        return "%02d.%02d.%04d" % (d.day, d.month, d.year)
    return "%02d/%02d/%04d" % (d.day, d.month, d.year)


def phone(rng, style, mobile=False):
    pre = rng.choice(["06", "07"]) if mobile else rng.choice(["02", "05", "04", "03"])
    rest = [rng.randrange(100) for _ in range(4)]
    digits = pre + "".join("%02d" % x for x in rest)
    if style == 0:
        return " ".join([digits[i:i + 2] for i in range(0, 10, 2)])
    if style == 1:
        return ".".join([digits[i:i + 2] for i in range(0, 10, 2)])
    if style == 2:
        return "+33 %s %s" % (digits[1], " ".join(digits[i:i + 2] for i in range(2, 10, 2)))
    if style == 3:
        return digits
    return "-".join([digits[i:i + 2] for i in range(0, 10, 2)])
