"""Identifier generators and date/phone writings (all values invented)."""
import datetime as dt

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
        "septembre", "octobre", "novembre", "décembre"]
JOURS = ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."]
DATE_STYLES = ["dmy", "dmy_short", "long", "LONG", "wd", "iso", "compact", "dot", "dash"]


def fmt_date(d: dt.date, style: str) -> str:
    if style == "dmy":
        return d.strftime("%d/%m/%Y")
    if style == "dmy_short":
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "long":
        return "%d %s %d" % (d.day, MOIS[d.month - 1], d.year) if d.day != 1 else "1er %s %d" % (MOIS[d.month - 1], d.year)
    if style == "LONG":
        return ("%d %s %d" % (d.day, MOIS[d.month - 1], d.year)).upper()
    if style == "wd":
        return "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)
    if style == "iso":
        return d.isoformat()
    if style == "compact":
        return d.strftime("%d%m%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    raise ValueError(style)


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def rpps(rng) -> str:
    body = "10" + "".join(rng.choice("0123456789") for _ in range(8))
    return body + luhn_digit(body)


def finess(rng, dept: str) -> str:
    body = dept[:2].replace("A", "0").replace("B", "0") + rng.choice(["0", "1", "3", "6", "7"]) + "".join(rng.choice("0123456789") for _ in range(5))
    return body + luhn_digit(body)


def siret(rng) -> str:
    siren = "".join(rng.choice("0123456789") for _ in range(8))
    siren += luhn_digit(siren)
    nic = "0001" if rng.random() < .5 else "000" + rng.choice("123456789")
    body = siren + nic[:4]
    return body + luhn_digit(body)


def adeli(rng, dept: str) -> str:
    return dept[:2].replace("A", "0").replace("B", "0") + rng.choice(["6", "9", "1"]) + "".join(rng.choice("0123456789") for _ in range(6))


def nir(rng, sex: int, birth: dt.date, dept: str) -> str:
    """15-character NIR (13 + key), Corsica 2A/2B handled in the key."""
    commune = "%03d" % rng.randint(1, 400)
    order = "%03d" % rng.randint(1, 999)
    body = "%d%02d%02d%s%s%s" % (sex, birth.year % 100, birth.month, dept, commune, order)
    num = int(body.replace("2A", "19").replace("2B", "18"))
    return body + "%02d" % (97 - num % 97)


def nir_writings(n: str, style: int) -> str:
    if style == 0:
        return "%s %s %s %s %s %s %s" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:])
    if style == 1:
        return n
    if style == 2:
        return "%s %s" % (n[:13], n[13:])
    return "%s %s %s %s %s %s / %s" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:])


def phone(rng, prefix=None) -> str:
    p = prefix or rng.choice(["01", "02", "03", "04", "05", "06", "07", "09"])
    return p + "".join(rng.choice("0123456789") for _ in range(8))


def phone_fmt(digits: str, style: int) -> str:
    pairs = [digits[i:i + 2] for i in range(0, 10, 2)]
    if style == 0:
        return " ".join(pairs)
    if style == 1:
        return ".".join(pairs)
    if style == 2:
        return "+33 %s %s" % (digits[1], " ".join(pairs[1:]))
    if style == 3:
        return digits
    return "-".join(pairs)
