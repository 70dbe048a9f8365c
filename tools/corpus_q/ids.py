"""Invented identifiers with valid check digits, and writings of dates and phones."""
import datetime as dt

MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
          "novembre", "décembre"]
ABBR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


def nir(rng, sex, birth, style):
    dept = rng.choice(["69", "42", "44", "29", "31", "63", "21", "87", "35", "13", "99", "2A"])
    commune = "%03d" % rng.randint(1, 399)
    order = "%03d" % rng.randint(1, 999)
    body = "%d%02d%02d%s%s%s" % (sex, birth.year % 100, birth.month, dept, commune, order)
    num = int(body.replace("2A", "19").replace("2B", "18"))
    key = "%02d" % (97 - num % 97)
    if style == 0:
        return "%s %s %s %s %s %s %s" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)
    if style == 1:
        return body + key
    return "%s %s" % (body, key)


def luhn_ok(digits):
    s = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def rpps(rng):
    while True:
        base = "10" + "".join(str(rng.randint(0, 9)) for _ in range(8))
        for k in range(10):
            if luhn_ok(base + str(k)):
                return base + str(k)


def adeli(rng, style=0):
    d = "%02d" % rng.choice([69, 42, 44, 29, 63, 35]) + str(rng.choice([1, 6, 7])) + "%05d" % rng.randint(0, 99999)
    d += str(rng.randint(0, 9))
    return d if style == 0 else "%s %s %s %s" % (d[:2], d[2], d[3:8], d[8])


def finess(rng):
    return "%02d%07d" % (rng.choice([69, 42, 44, 29, 63, 35, 21, 87]), rng.randint(0, 9999999))


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def phone(rng, style, first=None):
    first = first or rng.choice(["04", "02", "05", "03", "06", "07"])
    p = [first] + ["%02d" % rng.randint(0, 99) for _ in range(4)]
    if style == 0:
        return " ".join(p)
    if style == 1:
        return ".".join(p)
    if style == 2:
        return "".join(p)
    if style == 3:
        return "+33 %s %s" % (p[0][1], " ".join(p[1:]))
    if style == 4:
        return "+33 (0)%s %s" % (p[0][1], " ".join(p[1:]))
    return "-".join(p)


def birth_text(d, style):
    """Many writings of one birth date."""
    m = MONTHS[d.month - 1]
    day = "1er" if d.day == 1 else str(d.day)
    return [
        "%02d/%02d/%04d" % (d.day, d.month, d.year),
        "%d/%d/%04d" % (d.day, d.month, d.year),
        "%02d.%02d.%04d" % (d.day, d.month, d.year),
        "%02d-%02d-%04d" % (d.day, d.month, d.year),
        "%02d/%02d/%02d" % (d.day, d.month, d.year % 100),
        "%s %s %d" % (day, m, d.year),
        "%s %s %d" % (day, m.upper(), d.year),
        "%s %s %s %d" % (DAYS[d.weekday()], day, m, d.year),
        "%02d %02d %04d" % (d.day, d.month, d.year),
        "%04d-%02d-%02d" % (d.year, d.month, d.day),
        "%d.%d.%02d" % (d.day, d.month, d.year % 100),
        "%s %s %d" % (day, ABBR[d.month - 1], d.year),
    ][style % 12]


def care_text(d, style):
    m = MONTHS[d.month - 1]
    return ["%02d/%02d/%04d" % (d.day, d.month, d.year), "%d %s %d" % (d.day, m, d.year),
            "%02d.%02d.%04d" % (d.day, d.month, d.year), "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)][style % 4]


def rand_date(rng, y0, y1):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 12, 31).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))
