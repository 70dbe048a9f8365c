"""Invented identities for corpus X: pools combined at random, checksummed numbers.

Every person and establishment is fictional; communes, postal codes and street
types are real French ones. Numbers follow their real checksum rules (NIR mod-97
key, RPPS 11 digits and FINESS 9 digits Luhn-valid) so that a detector using
them is tested fairly.
"""

from __future__ import annotations

import random
import unicodedata

SURNAMES = [
    "VASSEUR", "MARCHETTI", "LEBRETON", "GUILLOUX", "PERRIGAULT", "DESCHAMPS", "FAUCHERON", "LAFFONT",
    "KERGOAT", "BERTHELOT", "CHAMBONNET", "DUVERNOY", "ESCANDE", "FERRAGU", "GALLIOT", "HERBRETEAU",
    "JOUANNEAU", "LACOMBE", "MAUGENDRE", "NICOLLEAU", "OLLIVAUX", "PAPILLAUD", "QUEMENEUR", "RAMBERT",
    "SABATHIER", "TESSERON", "URVOY", "VALLADIER", "WEISSBECK", "ABGRALL", "BOUCHEROT", "CADIOU",
    "DANGLADE", "ETCHEVERRY", "FONTANILLE", "GUERNALEC", "HOUDEBINE", "ISNARDON", "JAOUEN", "KIEFFER",
    "LAMBOLEZ", "MOUSSARD", "NEDELLEC", "ORSONI", "POUPARDIN", "RIVOALLAN", "SIMONNEAU", "TRICHEREAU",
    "VERDAGUER", "ZIMMERLIN", "BELLANGER", "CASTAGNET", "DELAPORTE", "FOUGERAY", "GRANDJEAN", "HAMELIN",
    "LE GUENNEC", "DE KERMADEC", "BEN SAÏD", "N'DIAYE", "OUEDRAOGO", "NGUYEN-TRAN", "ALBERTINI", "CARRÉ",
    "DUHAMEL-ROSSI", "FRANÇOIS", "LÉVÊQUE", "MÉNARD", "PÉRIGORD", "THÉBAULT", "BRÉHIER", "CÔTE-LAMBERT",
]
# surnames that are also ordinary lowercase words (used for MOT items and for patients)
HOMONYM_SURNAMES = {"BOULANGER": "boulanger", "CHARPENTIER": "charpentier", "BERGER": "berger",
                    "PETIT": "petit", "MASSE": "masse", "MARCHAND": "marchand", "ROUX": "roux",
                    "MEUNIER": "meunier", "CHEVALIER": "chevalier", "LEGRAND": "legrand"}
FIRST_M = ["Jean-Marc", "Thierry", "Pascal", "Yannick", "Gwenaël", "Loïc", "Hervé", "Rodolphe", "Anthony",
           "Mathéo", "Jean-Baptiste", "Pierre-Yves", "Sébastien", "Grégoire", "Aurélien", "Benoît", "Cyril",
           "Dominique", "Éric", "Fabrice", "Gilles", "Jérôme", "Ludovic", "Maxence", "Noël", "Romuald",
           "Timothée", "Valentin", "Xavier", "Yves-Marie", "Marc-Antoine", "Killian", "Enzo", "Abdelkader"]
FIRST_F = ["Anne-Sophie", "Élodie", "Gwendoline", "Maryvonne", "Soizic", "Nathalie", "Bérénice", "Coralie",
           "Marie-Claude", "Josiane", "Laëtitia", "Mélanie", "Océane", "Pascaline", "Rolande", "Séverine",
           "Thérèse", "Ghislaine", "Héloïse", "Inès", "Jocelyne", "Karine", "Ludivine", "Nolwenn", "Perrine",
           "Marie-Hélène", "Anne-Laure", "Clémence", "Delphine", "Fatoumata", "Yasmina", "Brigitte"]
COMMUNES = [
    ("Villeurbanne", "69100", "69", "266"), ("Saint-Étienne", "42000", "42", "218"), ("Grenoble", "38000", "38", "185"),
    ("Annecy", "74000", "74", "010"), ("Chambéry", "73000", "73", "065"), ("Valence", "26000", "26", "362"),
    ("Nîmes", "30000", "30", "189"), ("Béziers", "34500", "34", "032"), ("Perpignan", "66000", "66", "136"),
    ("Albi", "81000", "81", "004"), ("Rodez", "12000", "12", "202"), ("Cahors", "46000", "46", "042"),
    ("Agen", "47000", "47", "001"), ("Bayonne", "64100", "64", "102"), ("Mont-de-Marsan", "40000", "40", "192"),
    ("Périgueux", "24000", "24", "322"), ("Limoges", "87000", "87", "085"), ("Poitiers", "86000", "86", "194"),
    ("Niort", "79000", "79", "191"), ("La Rochelle", "17000", "17", "300"), ("Angers", "49000", "49", "007"),
    ("Saint-Nazaire", "44600", "44", "184"), ("Vannes", "56000", "56", "260"), ("Quimper", "29000", "29", "232"),
    ("Saint-Brieuc", "22000", "22", "278"), ("Caen", "14000", "14", "118"), ("Le Havre", "76600", "76", "351"),
    ("Amiens", "80000", "80", "021"), ("Arras", "62000", "62", "041"), ("Roubaix", "59100", "59", "512"),
    ("Reims", "51100", "51", "454"), ("Troyes", "10000", "10", "387"), ("Épinal", "88000", "88", "160"),
    ("Colmar", "68000", "68", "066"), ("Besançon", "25000", "25", "056"), ("Chalon-sur-Saône", "71100", "71", "076"),
    ("Nevers", "58000", "58", "194"), ("Bourges", "18000", "18", "033"), ("Blois", "41000", "41", "018"),
    ("Chartres", "28000", "28", "085"), ("Laval", "53000", "53", "130"), ("Aurillac", "15000", "15", "014"),
    ("Le Puy-en-Velay", "43000", "43", "157"), ("Gap", "05000", "05", "061"), ("Avignon", "84000", "84", "007"),
    ("Aix-en-Provence", "13100", "13", "001"), ("Fréjus", "83600", "83", "061"), ("Montluçon", "03100", "03", "185"),
    ("Vichy", "03200", "03", "310"), ("Lons-le-Saunier", "39000", "39", "300"), ("Saint-Dié-des-Vosges", "88100", "88", "413"),
]
# real communes that are also ordinary lowercase words (MOT items, subtype VILLE)
HOMONYM_TOWNS = [("Orange", "84100", "84", "087", "orange"), ("Tours", "37000", "37", "261", "tours"),
                 ("Sens", "89100", "89", "387", "sens"), ("Vienne", "38200", "38", "544", "vienne"),
                 ("Grasse", "06130", "06", "069", "grasse")]
STREET_TYPES = ["rue", "avenue", "boulevard", "allée", "impasse", "chemin", "place", "route", "quai", "résidence"]
STREET_NAMES = ["des Lilas", "de la Gare", "du Moulin", "des Tanneurs", "des Acacias", "du Stade", "de Verdun",
                "Gambetta", "des Vignes", "du Château", "des Peupliers", "de la Liberté", "Carnot", "du Port",
                "des Écoles", "de la Croix-Verte", "des Glycines", "du Puits-Salé", "des Forges", "de Bellevue",
                "des Cordeliers", "du Four-à-Chaux", "des Capucins", "de la Tuilerie", "des Charmilles",
                "du Champ-de-Foire", "des Jonquilles", "de l'Abbaye", "du Vieux-Pont", "des Remparts"]
ETAB_PLACES = ["Vallombreuse", "Saint-Aurèle", "Bellecombe-Haute", "Roncelière", "Montfaucon-sur-Auzelle",
               "Val-d'Ardière", "Sainte-Ombeline", "Haute-Vesle", "Brocéliane-Ouest", "Charmeil-les-Sources",
               "Pont-Sauvin", "Lanvéoc-Ker", "Saint-Hermeland", "Courtebrune", "Val-Mirande", "Rochebelle"]
CLINIC_NAMES = ["des Trois-Fontaines", "du Val-Fleuri", "Sainte-Agathe", "des Hauts-Tilleuls", "Saint-Vérand",
                "de la Roseraie-Haute", "des Cèdres-Bleus", "Saint-Florentin-des-Prés", "du Parc-Vauban",
                "des Coteaux-d'Ambre"]
MUTUELLES = ["Mutuelle Armorique Santé", "MUTAL Prévoyance", "Harmonie Vallée", "Solimut Provence",
             "Mutuelle des Cheminots du Centre", "Prévoir Atlantique"]
MAIL_DOMAINS = ["laposte.net", "orange.fr", "free.fr", "gmail.com", "sfr.fr", "wanadoo.fr", "hotmail.fr"]
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MON3 = ["JAN", "FEV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOU", "SEP", "OCT", "NOV", "DEC"]


def ascii_upper(s: str) -> str:
    """Legacy HIS spelling: upper case, accents stripped (the CUPS listings print in ASCII)."""
    for a, b in (("µ", "U"), ("œ", "oe"), ("Œ", "OE"), ("æ", "ae"), ("—", "-"), ("–", "-"), ("’", "'"), ("°", "")):
        s = s.replace(a, b)
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return s.upper().encode("ascii", "replace").decode("ascii")


def deaccent_title(s: str) -> str:
    """ASCII spelling keeping the case ("Résultats — CARRÉ" -> "Resultats - CARRE")."""
    for a, b in (("œ", "oe"), ("Œ", "OE"), ("—", "-"), ("–", "-"), ("’", "'")):
        s = s.replace(a, b)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).encode("ascii", "replace").decode("ascii")


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(prefix: str) -> str:
    for c in "0123456789":
        if luhn_ok(prefix + c):
            return prefix + c
    raise AssertionError(prefix)


def nir(rng: random.Random, sex: int, year: int, month: int, dept: str, commune: str) -> str:
    body = "%d%02d%02d%s%s%03d" % (sex, year % 100, month, dept, commune, rng.randint(1, 999))
    key = 97 - int(body) % 97
    return body + "%02d" % key


def nir_spaced(n: str) -> str:
    return " ".join([n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:15]])


def rpps(rng: random.Random) -> str:
    return luhn_complete("10" + "".join(rng.choice("0123456789") for _ in range(8)))


def finess(rng: random.Random, dept: str) -> str:
    return luhn_complete(dept + rng.choice("0123") + "".join(rng.choice("0123456789") for _ in range(5)))


def phone(rng: random.Random, mobile: bool = False, region: str | None = None) -> str:
    first = rng.choice(["06", "07"]) if mobile else (region or rng.choice(["01", "02", "03", "04", "05"]))
    return first + " " + " ".join("%02d" % rng.randint(10, 99) for _ in range(4))


def digits(rng: random.Random, n: int, lead: str = "") -> str:
    s = lead + "".join(rng.choice("0123456789") for _ in range(n - len(lead)))
    return s


def deaccent_lower(s: str) -> str:
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return "".join(c for c in s.lower() if c.isalnum() or c in ".-")


def acronym(name: str) -> str:
    stop = {"de", "du", "des", "la", "le", "les", "sur", "d'", "l'", "en"}
    words = name.replace("-", " ").replace("'", "' ").split()
    return "".join(w[0].upper() for w in words if w.lower() not in stop and w[0].isalpha())


def fmt_date(d, style: str) -> str:
    """A date (datetime.date) written the many ways French hospital software prints them."""
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "slash2":
        return d.strftime("%d/%m/%y")
    if style == "dot2":
        return d.strftime("%d.%m.%y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "long":
        return "%d %s %d" % (d.day, MOIS[d.month - 1], d.year) if d.day != 1 else "1er %s %d" % (MOIS[d.month - 1], d.year)
    if style == "mon":
        return "%02d-%s-%d" % (d.day, MON3[d.month - 1], d.year)
    if style == "iso":
        return d.isoformat()
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    raise ValueError(style)
