"""Fictional people, places and identifiers with valid check keys, written for corpus BP (hospital lists that name
MANY patients at once). Every character is in cp1252 (the grid writer draws base-14 Helvetica with
/WinAnsiEncoding).

Writings: birth dates "12/03/1958", "12.03.1958", "12/03/58", "12 mars 1958", "1958-03-12" (ISO, PMSI export),
"12031958" (compact jjmmaaaa, PMSI export); newborns with the hour "14/03/2025 03h12" / "14/03/2025 à 03:12"; ages
"(67 a)", "67 ans", "67a"; IPP glued 10 digits ("0401234567") or 8 digits; NDA "2501234567", "25-0123456" and
"V25012345"; phones "06 12 34 56 78", "06.12.34.56.78", "0612345678", "+33 6 12 34 56 78"; RPPS 11 digits (Luhn),
FINESS 9 digits (Luhn); initials "K.-D." / "L.G." / "M.-J."; names "NOM Prénom", "NOM, Prénom", "NOM Prénom (née
X)", "Prénom NOM", "Dr NOM P.", "Dr P. NOM".
"""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Lecoeur", "Leroux-Baudry", "Hamelin", "Le Méhauté", "de La Villemarqué", "Guérin-Lebas", "Bouvet",
            "Chevallier", "d'Harcourt", "Tessier", "Lemonnier", "Ménard", "Le Cornec", "Bourdais", "Gaudin-Roux",
            "Quéré", "Letellier", "Rousseau-Hervé", "Vasseur", "du Plessis", "Lebreton", "Fouquet", "Hubert-Legrand",
            "Lécuyer", "Moisan", "Pichon", "Saillard", "Trochu", "Viel", "Aubert-Marais", "Brisset", "Cordier",
            "Drouet", "Épinette", "Foucher-Vallée", "Gohier", "Hardouin", "Jouanneau", "Lamotte-Besnard", "Maillochon",
            "Naudin", "Oger", "Pasquier-Lorand", "Rabillé", "Sézestre", "Thuault", "Ustaritz", "Vételé", "Allaire",
            "Bellanger", "Chauvel", "Delaunay-Hue", "Esnault", "Fleury-Dubreuil", "Grimault", "Huchet", "Jégouzo",
            "Lhermitte", "Macé", "Nicolle", "Orvain", "Pottier", "Quentel", "Riou-Laurent", "Souchet", "Tanguy-Bodin",
            "Vaugeois", "Yvinec", "de Kersauson", "du Fretay", "Goasdoué", "Le Bihan-Ferré", "Mérel", "Turpin-Gallais"]
FIRST_F = ["Marie-Thérèse", "Josiane", "Solène", "Anne-Sophie", "Brigitte", "Maëlle", "Léonie", "Hélène", "Odile",
           "Camille", "Éloïse", "Jacqueline", "Nathalie", "Inès", "Gisèle", "Élodie", "Marie-Noëlle", "Capucine",
           "Ghislaine", "Océane", "Armelle", "Suzanne", "Mélanie", "Agnès", "Rose-Marie", "Zoé", "Danièle", "Noémie"]
FIRST_M = ["Jean-Claude", "Thierry", "Mathis", "Bernard", "Rémi", "Jean-Luc", "Gérard", "Étienne", "Florian",
           "Marc-Antoine", "Raymond", "Théo", "Hugues", "Sébastien", "Armand", "Jérôme", "Lucien", "Gaëtan",
           "Pierre-Louis", "Benoît", "Jacky", "Maxence", "Denis", "Anthony", "Régis", "Clément", "Yves", "Noël"]
BABY_F = ["Lou", "Mia", "Romy", "Iris", "Capucine", "Léna", "Alix", "Anna", "Margaux", "Lina"]
BABY_M = ["Timéo", "Aaron", "Eden", "Léon", "Marius", "Isaac", "Noa", "Paul", "Augustin", "Ethan"]
TOWNS = [("Bayeux", "14400"), ("Vire Normandie", "14500"), ("Falaise", "14700"), ("Avranches", "50300"),
         ("Coutances", "50200"), ("Valognes", "50700"), ("Flers", "61100"), ("Argentan", "61200"),
         ("Mortagne-au-Perche", "61400"), ("Château-Gontier-sur-Mayenne", "53200"), ("Évron", "53600"),
         ("Sablé-sur-Sarthe", "72300"), ("La Flèche", "72200"), ("Segré-en-Anjou Bleu", "49500"),
         ("Saumur", "49400"), ("Les Herbiers", "85500"), ("Fontenay-le-Comte", "85200"), ("Pontorson", "50170"),
         ("Honfleur", "14600"), ("Mayenne", "53100"), ("Domfront en Poiraie", "61700"), ("Saint-Hilaire-du-Harcouët", "50600")]
HOSPITALS = [("Centre hospitalier du Bocage normand", "CHBN", "50"), ("Centre hospitalier Anjou-Mayenne", "CHAM", "53"),
             ("Centre hospitalier intercommunal Perche-Alençon", "CHIPA", "61"), ("Hôpital Côte de Nacre-Bessin", "HCNB", "14")]
OTHER_HOSP = [("CHU de Caen Normandie-Ouest", "CHUCNO"), ("CHU d'Angers-Loire", "CHUAL"),
              ("Clinique Saint-Martin-des-Haies", "CSMH"), ("Polyclinique du Val de Sarthe", "PVS"),
              ("Centre hospitalier de l'Estuaire-Touques", "CHET"), ("Résidence-EHPAD Les Tilleuls du Perche", "RTP")]
STREETS = ["rue du Docteur Bourdais", "avenue de la Libération", "boulevard du Maréchal Leclerc", "rue de l'Hôtel-Dieu"]


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


def phone(r, mobile=True, style=0) -> str:
    p = [r.choice(["06", "07"]) if mobile else r.choice(["02"])] + ["%02d" % r.randint(10, 99) for _ in range(4)]
    return [" ".join(p), ".".join(p), "".join(p), "+33 " + " ".join([p[0][1]] + p[1:])][style % 4]


def birth_written(d: datetime.date, style: int) -> str:
    return [d.strftime("%d/%m/%Y"), d.strftime("%d.%m.%Y"), d.strftime("%d/%m/%y"),
            "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%Y-%m-%d"), d.strftime("%d%m%Y")][style % 6]


def birth_hour(d: datetime.date, h: int, m: int, style: int) -> str:
    return ["%s %02dh%02d" % (d.strftime("%d/%m/%Y"), h, m), "%s à %02d:%02d" % (d.strftime("%d/%m/%Y"), h, m)][style % 2]


def age_at(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def care(d: datetime.date, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), d.strftime("%d/%m/%y"), d.strftime("%Y-%m-%d"), d.strftime("%d%m%Y")][style]


def long_day(d: datetime.date) -> str:
    return "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)


def caps_name(name: str) -> str:
    for part in ("de La ", "de ", "du ", "d'"):
        if name.startswith(part):
            return part + name[len(part):].upper()
    return name.upper()


def initials(name: str) -> str:
    """"Le Cornec" -> "L.C.", "Gaudin-Roux" -> "G.-R.", "de La Villemarqué" -> "V.", "d'Harcourt" -> "H."."""
    for part in ("de La ", "de ", "du ", "d'"):
        if name.startswith(part):
            name = name[len(part):]
    return "".join("-".join(h[0].upper() + "." for h in w.split("-")) for w in name.split(" "))


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)
