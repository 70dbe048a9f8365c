"""Fictional people, places and identifiers with valid check keys (corpus AY's own copy, adapted from
tools/corpus_au/ids.py with new pools: names, particles, communes, establishments, laboratories...)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Quéméneur", "Barthoulot", "Chabrerie", "Dufourcq-Aramits", "Estampes", "Fréchinet", "Goasguen",
            "Hérisset", "Iparraguirre", "Jouanicot", "Lacombrade", "Malvezin-Trouvé", "Nouaille", "Ospital",
            "Pelletret", "Rabasse", "Sarrabère", "Tourtoulou", "Vigouroux-Salles", "Ythier", "Arramendy",
            "Bouchacourt", "Cassagnabère", "Delpouy", "Escoubet-Lhez", "Fontanilles", "Guéguéniat", "Lestrade-Mir",
            "Moncoutié", "Pujalet", "Roubichou", "Soulagnet"]
PARTICLES = ["de Kerguelen", "d'Estienne d'Orves", "Le Bras-Quéré", "de La Roncière", "du Plessis-Mornay",
             "Le Floc'h", "d'Ormesson-Lafitte", "van der Meulen", "de Saint-Exupéry-Varennes", "La Vallée"]
FIRST_F = ["Albane", "Bérengère", "Capucine", "Daphné", "Enora", "Félicie", "Garance", "Héloïse", "Iris",
           "Josépha", "Léonie", "Maëlys", "Noémie", "Ombeline", "Perrine", "Marie-Solène", "Anne-Laure", "Zoé"]
FIRST_M = ["Aymeric", "Baptiste", "Corentin", "Donatien", "Évariste", "Fulbert", "Gaspard", "Hippolyte",
           "Ignace", "Joachim", "Lazare", "Maxence", "Norbert", "Octave", "Paul-Émile", "Jean-Baptiste", "Tanguy", "Yves"]
# clinicians whose surname is also an ordinary French word (homonym decoys, lowercase word kept)
HOMONYMS = [("Boulanger", "boulanger"), ("Meunier", "meunier"), ("Berger", "berger"), ("Fauconnier", "fauconnier"),
            ("Vigneron", "vigneron"), ("Sabotier", "sabotier"), ("Cordier", "cordier"), ("Rivière", "rivière"),
            ("Moisson", "moisson"), ("Verrier", "verrier"), ("Bonnet", "bonnet"), ("Chasseur", "chasseur")]

# real communes with postcodes and two-digit departments (short, unusual, with articles)
TOWNS = [("Le Puy-en-Velay", "43000", "43"), ("Les Sables-d'Olonne", "85100", "85"), ("Eu", "76260", "76"),
         ("Ay", "51160", "51"), ("Y", "80190", "80"), ("La Roche-sur-Yon", "85000", "85"),
         ("L'Isle-sur-la-Sorgue", "84800", "84"), ("Bar-le-Duc", "55000", "55"), ("Saint-Flour", "15100", "15"),
         ("Le Mans", "72000", "72"), ("Les Herbiers", "85500", "85"), ("Issoudun", "36100", "36"),
         ("Lons-le-Saunier", "39000", "39"), ("Paimpol", "22500", "22"), ("Millau", "12100", "12"),
         ("La Ferté-Macé", "61600", "61"), ("Agen", "47000", "47"), ("Oloron-Sainte-Marie", "64400", "64"),
         ("Le Grau-du-Roi", "30240", "30"), ("Digne-les-Bains", "04000", "04"), ("Sète", "34200", "34"),
         ("Bourg-Saint-Maurice", "73700", "73")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route", "cours",
                "sentier", "square"]
STREET_NAMES = ["des Tanneurs", "du Moulin-à-Vent", "des Glycines", "Jean-Jaurès", "de la Croix-Blanche",
                "des Jardins-Ouvriers", "du Four-à-Chaux", "Louise-Michel", "des Hirondelles", "de la Sablière",
                "des Vignes-Hautes", "du Lavoir", "Pasteur", "des Tilleuls", "de l'Ancienne-Gare", "du Calvaire"]
ESTABS = [("Centre hospitalier des Monts-du-Velay", "CHMV"), ("Hôpital privé Notre-Dame-des-Flots", "HPNDF"),
          ("Clinique de la Vallée-de-la-Bresle", "CVB"), ("Centre hospitalier intercommunal Ornain-Saulx", "CHIOS"),
          ("Polyclinique Saint-Amarin", "PSA"), ("Groupe hospitalier Causses-Lévezou", "GHCL"),
          ("Institut Léonce-Vieljeux", "ILV"), ("Centre médical des Hautes-Fagnes", "CMHF")]
LABS = ["Laboratoire Biomérid Velay", "Synlab Côte-d'Opale Sud", "Laboratoire Bio-Aubrac", "Cerballiance Sorgue",
        "Laboratoire Eurofins Bresle"]
EMPLOYERS = ["Conserverie Quéfélec et Fils", "Transports Boissonnade SAS", "Scierie du Haut-Lignon",
             "Mairie de Saint-Pal-de-Mons", "Fromagerie coopérative de l'Aubrac", "Verrerie Lescudier",
             "Garage Estibal Automobiles"]
INSURERS = ["Mutuelle Ociane Matmut", "Harmonie Mutuelle", "MGEN", "Mutuelle Familiale du Velay", "Groupama Gan Vie",
            "AG2R La Mondiale", "Mutuelle Entrenous", "Malakoff Humanis"]
PRESTATAIRES = [("Ambulances Brivadoises", "AMB"), ("Taxi Moncoutié Frères", "TMF"), ("VSL Côte-de-Lumière", "VCL")]


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


def luhn_ok(s: str) -> bool:
    return luhn_digit(s[:-1]) == s[-1]


def digits(r, n: int) -> str:
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def rpps(r) -> str:
    body = "10" + digits(r, 8)
    return body + luhn_digit(body)


def finess(r, dept: str) -> str:
    body = dept[:2] + str(r.choice([0, 1, 2, 3])) + digits(r, 5)
    return body + luhn_digit(body)


def adeli(r, dept: str) -> str:
    body = dept[:2] + str(r.choice([6, 7, 9])) + digits(r, 5)
    return body + luhn_digit(body)


def nir13(r, sex: int, d: datetime.date, dept: str) -> str:
    return "%d%02d%02d%s%03d%03d" % (sex, d.year % 100, d.month, dept[:2], r.randint(1, 899), r.randint(1, 999))


def nir_key(n13: str) -> str:
    return "%02d" % (97 - int(n13) % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + " " + key, sp + " clé " + key, n13 + "-" + key, sp + " / " + key][style % 5]


PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    return [s, s.replace(" ", "."), "+33 " + s[1:], s.replace(" ", ""), s.replace(" ", "-"),
            "+33 (0)" + s[1:]][style % 6]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"),                                           # 0 numeric
            d.strftime("%d/%m/%y"),                                           # 1 two-digit year
            "%d %s %d" % (d.day, m.upper(), d.year),                          # 2 month in capitals
            "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),           # 3 weekday
            "%d %s %d" % (d.day, MOIS_ABR[d.month - 1], d.year),              # 4 abbreviated month
            d.strftime("%d %m %Y"),                                           # 5 spaced digits
            d.strftime("%d.%m.%Y"),                                           # 6 dotted
            "%s %02d %s %d" % (JOURS[d.weekday()].capitalize(), d.day, m.upper(), d.year),  # 7 weekday + CAPITALS
            "%d-%s-%s" % (d.day, MOIS_ABR[d.month - 1].rstrip(".").upper(), d.strftime("%y")),  # 8 12-MARS-62
            "%d %s %d" % (d.day, m, d.year),                                  # 9 words
            d.strftime("%Y-%m-%d")][style % 11]                               # 10 ISO


def compact(d: datetime.date) -> str:
    return d.strftime("%d%m%Y")


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
