"""Fictional people, places and identifiers with valid check keys, written for corpus BM (realistic French hospital
printouts). Every character is in cp1252: the form writer draws base-14 Helvetica with /WinAnsiEncoding.

Writings printed by real hospital systems: birth dates "06/11/1965", "06-11-1965", "06 NOV 1965" (LIS upper-case
abbreviated month), "6 nov. 1965", "06/11/65", "6 novembre 1965", "19651106" (HL7 / barcode compact form); ages
"59 ans", "2 ans 4 mois", "59 a 3 m"; NIR with its key (97 - NIR13 mod 97, as corpus AU computes it) spaced 1-2-2-2-3-3
+ key, 15 digits glued, 13 digits + key apart, and WITHOUT key spaced or glued (13 digits); IPP on 10 digits with
leading zeros; NDA "25" + 7 digits and venue "V" + NDA; RPPS 11 digits (Luhn), "8" + RPPS (12-digit national id),
ADELI 9 digits, FINESS 9 digits (Luhn); phones "01 42 34 56 78", "01.42.34.56.78", "+33 1 42 34 56 78",
"0142345678", "+33 (0)1 42 34 56 78"; establishment addresses with "CS nnnnn" / "BP nnn" and "nnnnn TOWN Cedex"
(town in capitals, La Poste style), patients' with the town in capitals or title case.
"""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_AB = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
MOIS_UP = ["JAN", "FEV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOU", "SEP", "OCT", "NOV", "DEC"]

SURNAMES = ["Quéméneur", "Le Goff-Kerjean", "Rivoallan", "Bousquet-Lafage", "Chambonnet", "Delpeuch", "Estrade",
            "Fontanieu", "Grimaud-Sarrazin", "Hennequin", "Jaouen", "Kerhervé", "Lacombe-Sirven", "Mazurier",
            "Noguès", "Olivereau", "Peyrusse", "Rabouin", "Sabatier-Valat", "Thuillier", "Urvoy", "Vasseur-Morel",
            "Wattebled", "Auffret", "Brosseau", "Caradec", "Douillard", "Étienvre", "Fauvel", "Guéguen"]
FIRST_F = ["Maryvonne", "Annick", "Brigitte", "Chantal", "Sandrine", "Nathalie", "Élodie", "Gwenaëlle", "Léonie",
           "Maëlys", "Sylvie", "Martine", "Jocelyne", "Patricia", "Armelle", "Soizic"]
FIRST_M = ["Jean-Yves", "Hervé", "Thierry", "Pascal", "Loïc", "Gaël", "Yannick", "Didier", "Bernard", "Jacky",
           "Ronan", "Sébastien", "Mathéo", "Gilles", "Patrick", "Erwan"]
MORE_F = ["Marie", "Anne", "Françoise", "Jeanne", "Thérèse", "Hélène"]
MORE_M = ["Jean", "Pierre", "Joseph", "Louis", "François", "Marcel"]
# clinicians whose surname is also an ordinary French noun (a trade or a bird): the lower-case noun stays in the
# text as an ORDINAIRE item (social history of the patient)
HOMONYMS = [("Charpentier", "charpentier", "Ancien charpentier, retraité depuis dix ans"),
            ("Vigneron", "vigneron", "Exerce comme vigneron en coopérative"),
            ("Faucon", "faucon", "Fauconnier amateur, possède un faucon pèlerin"),
            ("Couturier", "couturier", "Ancien couturier en atelier de confection"),
            ("Rossignol", "rossignol", "Chante dans une chorale nommée le rossignol du bourg"),
            ("Poirier", "poirier", "Est tombé d'un poirier en 2019 sans séquelle"),
            ("Meunier", "meunier", "Fils de meunier, travaille à la minoterie familiale"),
            ("Bouvier", "bouvier", "Ancien bouvier dans une exploitation bovine"),
            ("Tisserand", "tisserand", "A travaillé comme tisserand dans une filature"),
            ("Moineau", "moineau", "Nourrit chaque matin un moineau sur son balcon")]

# real communes: town, postcode, department, a Cedex postcode of the town
TOWNS = [("Lannion", "22300", "22", "22303"), ("Vannes", "56000", "56", "56017"), ("Saint-Brieuc", "22000", "22", "22027"),
         ("Laval", "53000", "53", "53015"), ("Cholet", "49300", "49", "49325"), ("La Roche-sur-Yon", "85000", "85", "85925"),
         ("Niort", "79000", "79", "79021"), ("Angoulême", "16000", "16", "16959"), ("Périgueux", "24000", "24", "24019"),
         ("Agen", "47000", "47", "47923"), ("Montauban", "82000", "82", "82013"), ("Albi", "81000", "81", "81013"),
         ("Bourg-en-Bresse", "01000", "01", "01012"), ("Chalon-sur-Saône", "71100", "71", "71321"),
         ("Épinal", "88000", "88", "88021"), ("Saint-Quentin", "02100", "02", "02321"), ("Arras", "62000", "62", "62022"),
         ("Évreux", "27000", "27", "27023"), ("Alençon", "61000", "61", "61014"), ("Nevers", "58000", "58", "58033")]
STREETS = ["rue Paul Bert", "avenue Jean Jaurès", "rue du Général Leclerc", "boulevard Victor Hugo",
           "rue des Tanneurs", "allée des Tilleuls", "impasse des Glycines", "rue Pasteur", "chemin de la Lande",
           "résidence Les Hortensias, bât. B", "rue de la Libération", "lieu-dit Kerampont", "rue Émile Zola",
           "place de l'Église", "route de Kervénanec"]
# establishments: name, acronym, e-mail domain, software of the layout family is in render.py
ESTABS = [("Centre hospitalier de la Côte de Granit", "CHCG", "ch-cotedegranit.fr"),
          ("Centre hospitalier intercommunal du Bocage", "CHIB", "chi-bocage.fr"),
          ("Groupe hospitalier Bretagne Sud-Est", "GHBSE", "ghbse.fr"),
          ("Centre hospitalier de Val-de-Sèvre", "CHVS", "ch-valdesevre.fr"),
          ("Hôpital privé Saint-Martial", "HPSM", "hp-saintmartial.fr"),
          ("Centre hospitalier Tarn-et-Garonne Nord", "CHTGN", "chtgn.fr"),
          ("Clinique mutualiste de la Bresse", "CMB", "clinique-bresse.fr"),
          ("Centre hospitalier Alpha-Vosges", "CHAV", "ch-alphavosges.fr")]
LABS = ["Laboratoire de biologie médicale multisite", "Laboratoire Bio-Granit", "Laboratoire Bocage Biologie",
        "Laboratoire Sèvre Analyses", "Laboratoire du Val Biologie"]
EMPLOYERS = ["Transports Lebreton et Fils", "Laiterie coopérative du Bocage", "Mairie de Kervénanec",
             "Imprimerie Douillard", "Supermarché Val-Sèvre Distribution", "EHPAD Les Hortensias"]
INSURERS = ["Mutuelle Granit Santé", "Mutuelle des Agents du Bocage", "Harmonie Sèvre Prévoyance",
            "Mutuelle familiale du Vaudois", "Mutuelle de l'Éducation de l'Ouest", "Mutuelle Bresse Entraide",
            "Prévoyance Armor Santé"]
TRANSPORTERS = ["Ambulances du Trégor", "Taxi conventionné Armor Taxi", "Ambulances Bocage Assistance",
                "VSL Sèvre Transport", "Ambulances Saint-Martial"]


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


def digits(r, n: int) -> str:
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def rpps(r) -> str:
    body = "10" + digits(r, 8)
    return body + luhn_digit(body)


def finess(r, dept: str) -> str:
    body = dept[:2] + "0" + digits(r, 5)
    return body + luhn_digit(body)


def adeli(r, dept: str) -> str:
    body = dept[:2] + "7" + digits(r, 5)
    return body + luhn_digit(body)


def nir13(r, sex: int, d: datetime.date, dept: str) -> str:
    return "%d%02d%02d%s%03d%03d" % (sex, d.year % 100, d.month, dept[:2], r.randint(1, 899), r.randint(1, 999))


def nir_key(n13: str) -> str:
    return "%02d" % (97 - int(n13) % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    """Five writings: spaced with key, 15 digits glued, 13 + space + key, spaced WITHOUT key, 13 digits without key."""
    g = [n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13]]
    return [" ".join(g + [key]), n13 + key, n13 + " " + key, " ".join(g), n13][style % 5]


def phone(r, kind: str = "fixe", style: int = 0, pref: str = "02") -> str:
    if kind == "mobile":
        pref = r.choice(["06", "07"])
    s = pref + " %02d %02d %02d %02d" % tuple(r.randint(10, 99) for _ in range(4))
    c = s.replace(" ", "")
    return [s, s.replace(" ", "."), "+33 " + s[1:], c, "+33 (0)" + s[1:]][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), d.strftime("%d-%m-%Y"), "%02d %s %d" % (d.day, MOIS_UP[d.month - 1], d.year),
            "%d %s %d" % (d.day, MOIS_AB[d.month - 1], d.year), d.strftime("%d/%m/%y"), "%d %s %d" % (d.day, m, d.year),
            d.strftime("%Y%m%d")][style % 7]


def age_at(b: datetime.date, d: datetime.date):
    months = (d.year - b.year) * 12 + d.month - b.month - (1 if d.day < b.day else 0)
    return months // 12, months % 12


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
