"""Fictional people, places and identifiers with valid check keys (corpus BB's own copy, adapted from corpus AU
with new pools and new writings)."""
from __future__ import annotations

import datetime

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

# regional, compound and particle surnames (all invented combinations)
SURNAMES = ["Kerdraon-Le Bihan", "Goasdoué", "Etxeberriaborde", "Iturralde-Sarasola", "Haennel", "Schwoerer-Kuntz",
            "Pietrasanta", "Casanova-Luciani", "Orsoni", "Castagnède", "Bourrassol", "Carrère-Bascou", "Lestrade-Puech",
            "Morvézen", "Quéméneur", "Ulrichsen", "Wendling", "Zabalza", "Mattei-Santoni", "Roumiguière",
            "Garrabos", "Treguer", "Lanusse-Cazalé", "Hirtzlin", "Abbadie", "Peyrelongue", "Cadiou", "Susini"]
PARTICLES = ["de Kervénoaël", "d'Etchegoyen", "Le Dantec", "de La Roumiguière", "du Plessix-Guéhenno", "d'Arcangues",
             "Le Goff-Quiniou", "de Peretti della Rocca", "von Hausen", "di Santo"]
# surnames that are ordinary words (patients)
WORD_NAMES = ["Lapierre", "Fromentin", "Vigneron", "Chaudron", "Lavande", "Pommier", "Bonheur", "Ruisseau"]
FIRST_F = ["Maïwenn", "Gwenola", "Maite", "Ainhoa", "Odile", "Solange", "Letizia", "Paule-Marie", "Annick",
           "Cunégonde", "Élodie", "Marie-Noëlle", "Ombeline", "Séverine", "Ghislaine", "Anne-Sophie"]
FIRST_M = ["Erwan", "Iñaki", "Peio", "Xavier-Marie", "Ange-Toussaint", "Dumè", "Florian", "Gérald", "Tanguy",
           "Jean-Baptiste", "Hervé", "Mathis", "Fabrice", "Raymond", "Aurélien", "Bastien"]
# clinicians whose surname is an ordinary trade word; the lower-case trade word also appears in prose
HOMONYMS = [("Tisserand", "tisserand"), ("Vigneron", "vigneron"), ("Meunier", "meunier"), ("Berger", "berger"),
            ("Couturier", "couturier"), ("Boucher", "boucher"), ("Pêcheur", "pêcheur"), ("Sabotier", "sabotier"),
            ("Charron", "charron"), ("Tuilier", "tuilier")]
# real communes with postcodes and departments
TOWNS = [("Quimperlé", "29300", "29"), ("Saint-Jean-Pied-de-Port", "64220", "64"), ("Sélestat", "67600", "67"),
         ("Corte", "20250", "2B"), ("Millau", "12100", "12"), ("Lannion", "22300", "22"), ("Hasparren", "64240", "64"),
         ("Guebwiller", "68500", "68"), ("Porto-Vecchio", "20137", "2A"), ("Figeac", "46100", "46"),
         ("Pont-l'Abbé", "29120", "29"), ("Oloron-Sainte-Marie", "64400", "64"), ("Saverne", "67700", "67"),
         ("Calvi", "20260", "2B"), ("Lodève", "34700", "34"), ("Carhaix-Plouguer", "29270", "29"),
         ("Mende", "48000", "48"), ("Bayonne", "64100", "64"), ("Ribeauvillé", "68150", "68"), ("Albi", "81000", "81")]
STREET_TYPES = ["rue", "venelle", "chemin", "avenue", "lotissement", "place", "quai", "sentier", "cours"]
STREET_NAMES = ["des Goélands", "Jean-Jaurès", "du Moulin-à-Vent", "des Tanneurs", "de Kerampuil", "Xavier-Grall",
                "des Bruyères", "Larrazkena", "du Docteur-Roux", "des Vergers", "de la Citadelle", "Saint-Exupéry",
                "des Cigognes", "Pasquale-Paoli", "des Genêts-d'Or"]
ESTABS = [("Centre hospitalier de Cornouaille-Aven", "CHCA"), ("Clinique des Trois-Provinces", "C3P"),
          ("Hôpital intercommunal Adour-Nive", "HIAN"), ("Groupe hospitalier Centre-Alsace-Vosges", "GHCAV"),
          ("Centre hospitalier de Castagniccia", "CHC2B"), ("Polyclinique Rouergue-Causses", "PRC"),
          ("Institut régional Ker-Avel", "IRKA"), ("Hôpital Saint-Guénolé", "HSG")]
LABS = ["Laboratoire Bioarmor Aven", "Cerballiance Nive-Adour", "Laboratoire Alsabio Ried", "Biolab Cinarca",
        "Laboratoire Rouergue Analyses"]
EMPLOYERS = ["Conserverie Kerbriand SAS", "Scierie Etcheverry et Fils", "Brasserie Meteor-Haennel",
             "Transports Santoni Corse", "Coutellerie du Lévézou", "Abattoir coopératif de Rostrenen",
             "Pâtisserie Ibaïalde"]
INSURERS = ["Mutuelle des Glaziks", "Mutuelle Adour-Pyrénées Santé", "Alsace Prévoyance Mutualité",
            "Mutuelle Corse Avenir", "Harmonie Rouergue", "MGEN Bretagne-Sud"]


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    return luhn_digit(num[:-1]) == num[-1]


def digits(r, n: int) -> str:
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def rpps(r) -> str:
    body = "10" + digits(r, 8)
    return body + luhn_digit(body)


def _dept_digits(dept: str) -> str:
    return {"2A": "20", "2B": "20"}.get(dept, dept)


def finess(r, dept: str, legal: bool = False) -> str:
    body = _dept_digits(dept)[:2] + ("0" if legal else str(r.choice([1, 2, 3]))) + digits(r, 5)
    return body + luhn_digit(body)


def adeli(r, dept: str) -> str:
    body = _dept_digits(dept)[:2] + str(r.choice([6, 7, 9])) + digits(r, 5)
    return body + luhn_digit(body)


def nir13(r, sex: int, d: datetime.date, dept: str) -> str:
    return "%d%02d%02d%s%03d%03d" % (sex, d.year % 100, d.month, dept, r.randint(1, 899), r.randint(1, 999))


def nir_key(n13: str) -> str:
    # Corsica: 2A -> 19, 2B -> 18 before the modulo
    v = int(n13.replace("2A", "19").replace("2B", "18"))
    return "%02d" % (97 - v % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    g = [n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13]]
    return ["%s %s %s %s %s %s %s" % (*g, key),                 # 2 58 07 64 123 456 78
            "%s%s%s%s %s %s | %s" % (*g, key),                  # 2580764 123 456 | 78
            "%s.%s.%s.%s.%s.%s-%s" % (*g, key),                 # dotted, hyphen key
            "%s (clé %s)" % (n13, key),                          # compact + (clé 78)
            "%s %s%s %s%s%s %s" % (g[0], g[1], g[2], g[3], g[4], g[5], key)][style % 5]


PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    c = s.replace(" ", "")
    return [s, "/".join(s.split(" ")), "+33 %s %s %s %s" % (c[1], c[2:5], c[5:7], c[7:]), c,
            "+33." + ".".join([c[1]] + [c[k:k + 2] for k in range(2, 10, 2)]), "%s %s %s" % (c[:4], c[4:7], c[7:]),
            "(+33) " + s[1:], s.replace(" ", "-")][style % 8]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"),                                   # 07/03/1958
            "%d.%d.%d" % (d.day, d.month, d.year),                    # 7.3.1958
            "%d %s %d" % (d.day, m, d.year),                          # 7 mars 1958
            "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),  # vendredi 7 mars 1958
            d.strftime("%d-%m-%y"),                                   # 07-03-58
            " ".join(d.strftime("%d%m%Y")),                           # 0 7 0 3 1 9 5 8 (spaced digits)
            d.strftime("%Y%m%d"),                                     # 19580307 (compact ISO)
            d.isoformat(),                                            # 1958-03-07
            "%d %s %d" % (d.day, MOIS_ABR[d.month - 1], d.year),      # 7 mars 1958 / 7 févr. 1958
            "%s %d, %d" % (MONTHS_EN[d.month - 1], d.day, d.year),    # March 7, 1958
            d.strftime("%d/%m/%y"),                                   # 07/03/58
            "%02d|%02d|%d" % (d.day, d.month, d.year),                # 07|03|1958
            "%d %s %d" % (d.day, m.upper(), d.year)][style % 13]      # 7 MARS 1958


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")
