"""Corpus C: fictional people, places and identifiers (checksums computed).

Everything here is invented for evaluation; the city names and their INSEE
codes are real places, the people and establishments are not.
"""

from __future__ import annotations

import datetime as dt

# --------------------------------------------------------------- checksums


def luhn_digit(payload: str) -> str:
    """Luhn check digit to append to ``payload`` (RPPS, FINESS)."""
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(number: str) -> bool:
    return luhn_digit(number[:-1]) == number[-1]


def nir_key(nir13: str) -> str:
    """97 - (N mod 97); Corsica: 2A -> 19, 2B -> 18 before the computation."""
    n = nir13.upper().replace("2A", "19").replace("2B", "18")
    return "%02d" % (97 - int(n) % 97)


def ean13_digit(payload12: str) -> str:
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(payload12))
    return str((10 - s % 10) % 10)


def digits(rng, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def rpps(rng) -> str:
    body = "10" + digits(rng, 8)
    return body + luhn_digit(body)


def finess(rng, dept: str) -> str:
    body = dept + rng.choice("0123") + digits(rng, 5)
    return body + luhn_digit(body)


def cip13(rng) -> str:
    body = "34009" + digits(rng, 7)
    return body + ean13_digit(body)


def nir(sex: int, birth: dt.date, insee: str, rng) -> str:
    """15 characters: sex, YY, MM, department (2A/2B kept), commune, order, key."""
    if insee.startswith("97"):
        dep, com = insee[:3], insee[3:]  # overseas: 3-digit department, 2-digit commune
    else:
        dep, com = insee[:2], insee[2:]
    n13 = "%d%02d%02d%s%s%s" % (sex, birth.year % 100, birth.month, dep, com, digits(rng, 3))
    return n13 + nir_key(n13)


def nir_spaced(n: str) -> str:
    return " ".join([n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:]])


# --------------------------------------------------------------- people

SURNAMES = [
    "ARRAMBIDE", "LASSALLETTE", "DUBERNET", "HARISMENDY", "KERBRAT", "MOALIC", "HUMBRECHT",
    "OBERLIN", "VAUTRIN", "CHAMPEAUX", "DESCAZEAUX", "LABORDERIE", "MIQUEU", "PEYRUCAT",
    "CASTAGNÈDE", "BOISSONNADE", "CAZENAVETTE", "LARROQUETTE", "MAZÈRES", "FAUCHOIS",
    "GRANDIDIER", "ROUSSILHE", "OLLIVIER", "TRAORÉ", "BENSAÏD", "N'GUESSAN", "HOARAU",
    "ETCHEVERRIGARAY", "SOUBIRAN", "LAFARGUETTE", "QUÉMÉNEUR", "GUÉGUEN", "LE GUENNEC",
    "DE LAPEYRIÈRE", "BRUNEAU-LACOSTE", "SAINT-GERMÈS", "CAPDEVIELLE", "DARRIGRAND",
    "WEISSBECKER", "SCHAEFFLÉ", "POUYANNE", "LOUSTAUNAU", "MONTEGUT", "CASABIANCA",
    "SANTUCCI", "PIETRI", "NGUYEN", "DIALLO", "MARCELLESI", "VERGNAUD", "PLANCHENAULT",
    "DUCOURNAU", "ARTIGUEBIEILLE", "BORDENAVE", "LAPASSADE", "COUSTALAT", "HIRIGOYEN",
]
# surnames that are also ordinary French words (used lowercase elsewhere in the text)
WORD_SURNAMES = {"BERGER": "berger", "BOULANGER": "boulanger", "CHARPENTIER": "charpentier",
                 "COUVREUR": "couvreur", "VIGNERON": "vigneron", "BOUCHER": "boucher"}
FEMALE = ["Madeleine", "Marie-Hélène", "Maïwenn", "Gaëlle", "Thérèse", "Odile", "Ghislaine",
          "Josiane", "Bernadette", "Inès", "Yasmina", "Maialen", "Soizic", "Anaïs", "Lourdes",
          "Rose", "Noëlle", "Fatoumata", "Huguette", "Céleste", "Perrine", "Clémence", "Aurélie",
          "Françoise", "Éliane", "Solène", "Pascale", "Marie-Pierre", "Lucienne"]
MALE = ["Jean-Baptiste", "Benoît", "Loïc", "Ximun", "Peio", "Yannick", "Corentin", "Rémi",
        "Gérard", "Fabrice", "Mathéo", "Karim", "Mamadou", "Aimé", "Clément", "Désiré",
        "Joël", "Hervé", "Gilles", "Jean-Michel", "Anthony", "Thierry", "Raphaël", "Ange-Marie",
        "Dominique", "Pascal", "Lucien", "Gaëtan", "Mikel"]

# city, postcode, INSEE code (birth places and residences)
CITIES = [
    ("Bayonne", "64100", "64102"), ("Anglet", "64600", "64024"), ("Biarritz", "64200", "64122"),
    ("Pau", "64000", "64445"), ("Dax", "40100", "40088"), ("Mont-de-Marsan", "40000", "40192"),
    ("Oloron-Sainte-Marie", "64400", "64422"), ("Saint-Jean-de-Luz", "64500", "64483"),
    ("Tarbes", "65000", "65440"), ("Lourdes", "65100", "65286"), ("Brest", "29200", "29019"),
    ("Quimper", "29000", "29232"), ("Morlaix", "29600", "29151"), ("Strasbourg", "67000", "67482"),
    ("Colmar", "68000", "68066"), ("Nancy", "54000", "54395"), ("Ajaccio", "20000", "2A004"),
    ("Bastia", "20200", "2B033"), ("Porto-Vecchio", "20137", "2A247"), ("Corte", "20250", "2B096"),
    ("Lille", "59000", "59350"), ("Roubaix", "59100", "59512"), ("Villeurbanne", "69100", "69266"),
    ("Aubagne", "13400", "13005"), ("Créteil", "94000", "94028"), ("Limoges", "87000", "87085"),
    ("La Rochelle", "17000", "17300"), ("Saint-Malo", "35400", "35288"), ("Rennes", "35000", "35238"),
    ("Cayenne", "97300", "97302"), ("Le Tampon", "97430", "97422"), ("Clermont-Ferrand", "63000", "63113"),
]
ABROAD = [("Tanger (Maroc)", "99350"), ("Oran (Algérie)", "99352"), ("Porto (Portugal)", "99139"),
          ("Saint-Sébastien (Espagne)", "99134")]
STREET_TYPES = ["rue", "avenue", "allée", "impasse", "chemin", "boulevard", "place", "route", "quai"]
STREET_NAMES = ["des Tournesols", "du Pic d'Anie", "Jean-Jaurès-Prolongée", "des Goélands",
                "de la Nive", "des Embruns", "du Lavoir", "de l'Écluse", "des Capucines", "Ferdinand-Ducasse",
                "du Moulin de Bassussarry", "des Pêcheurs", "de Kerlaouen", "du Haut-Koenigsbourg",
                "des Mimosas", "Saint-Exupéry-Lalanne", "de Hiribehere", "des Palombières"]
MAIL_DOMAINS = ["orange.fr", "laposte.net", "gmail.com", "free.fr", "sfr.fr", "wanadoo.fr", "yahoo.fr"]

ESTABS = [  # name, acronym, department, city index in CITIES
    ("Clinique des Embruns", "CDE", "64", 0),
    ("Centre hospitalier intercommunal des Deux-Rives", "CHIDR", "40", 5),
    ("Polyclinique du Val d'Adour", "PVA", "65", 8),
    ("Hôpital privé Saint-Aubin-des-Landes", "HPSA", "40", 4),
    ("Centre hospitalier de Kerlaouen", "CHK", "29", 10),
    ("Groupe hospitalier Rhin-Ill", "GHRI", "67", 13),
    ("Centre hospitalier de Castellu", "CHC", "2A", 16),
    ("Clinique mutualiste de la Sèvre", "CMS", "17", 26),
]
APHP_SITES = ["Hôpital Fictif-Vaugirard", "Hôpital des Glycines", "Hôpital Jean-Rostand-Nord"]
LABS = ["Laboratoire Bio-Océan", "Laboratoire Cerballiance des Gaves", "Laboratoire BioPyrène",
        "Laboratoire d'analyses du Marensin"]
CABINETS = ["Cabinet médical des Arceaux", "Maison de santé pluriprofessionnelle de l'Ursuya",
            "Cabinet de radiologie des Tilleuls", "Centre d'imagerie médicale Sainte-Croix"]

MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
          "octobre", "novembre", "décembre"]
MONTHS_ABBR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
DAYS_ABBR = ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."]


def birth_date_text(d: dt.date, style: str) -> str:
    """Birth dates written the many ways hospital software and people write them."""
    return {
        "slash": d.strftime("%d/%m/%Y"),
        "slash_short": "%d/%02d/%d" % (d.day, d.month, d.year),
        "dash": d.strftime("%d-%m-%Y"),
        "dots_mixed": "%02d.%d.%d" % (d.day, d.month, d.year),
        "yy": "%d/%02d/%02d" % (d.day, d.month, d.year % 100),
        "weekday": "%s %d %s %d" % (DAYS_ABBR[d.weekday()], d.day, MONTHS_ABBR[d.month - 1], d.year),
        "weekday_long": "%s %d %s %d" % (DAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year),
        "caps": "%d %s %d" % (d.day, MONTHS[d.month - 1].upper(), d.year),
        "long": ("1er" if d.day == 1 else str(d.day)) + " %s %d" % (MONTHS[d.month - 1], d.year),
        "iso": d.isoformat(),
        "compact": d.strftime("%d%m%Y"),
        "spaced": "%02d %02d %d" % (d.day, d.month, d.year),
    }[style]


BIRTH_STYLES = ["slash", "slash_short", "dash", "dots_mixed", "yy", "weekday", "weekday_long", "caps",
                "long", "iso", "compact", "spaced"]


def care_date_text(d: dt.date, style: str) -> str:
    return {
        "slash": d.strftime("%d/%m/%Y"),
        "long": "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year),
        "weekday": "%s %d %s %d" % (DAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year),
        "short": d.strftime("%d/%m/%y"),
        "dots": d.strftime("%d.%m.%Y"),
    }[style]


def phone_text(num: str, style: str) -> str:
    """``num`` is 10 digits starting with 0."""
    pairs = [num[i:i + 2] for i in range(0, 10, 2)]
    return {
        "spaces": " ".join(pairs),
        "dots": ".".join(pairs),
        "compact": num,
        "intl": "+33 " + num[1] + " " + " ".join(pairs[1:]),
        "intl0": "+33 (0)" + num[1] + " " + " ".join(pairs[1:]),
        "dash": "-".join(pairs),
    }[style]


PHONE_STYLES = ["spaces", "dots", "compact", "intl", "intl0", "dash"]
