"""Fictional people, places and identifiers with valid check keys (corpus BH: adapted from corpus AU's ids.py
with NEW pools - surnames, first names, homonym clinicians, towns, streets, establishments, laboratories,
employers, insurers - and new writings of the birth date and of the NIR)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
MOIS_NODOT = ["janv", "févr", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct", "nov", "déc"]
JOURS_ABR = ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."]

SURNAMES = ["Abgrall-Tessier", "Bourdelas", "Chassagnol", "Dervieux", "Espitalier", "Fromentoux", "Giraudias",
            "Houdebine", "Jaouen", "Kerouanton", "Lachaussée", "Maupoint", "Nédélec-Rio", "Ollivro", "Plantevin",
            "Raguénès", "Sauvageot-Lerch", "Thibergien", "Urvoy", "Valladier", "Yvinec", "Zimmerlé",
            "Bellocq-Sarrail", "Castéran", "Delmotte-Ruyssen", "Étienvre", "Fraysse-Lagarde", "Gourvennec",
            "Hamonic", "Lestrohan", "Mazodier", "Pujolras"]
PARTICLES = ["de Kervénoaël", "Le Bourhis", "de La Villéon", "d'Arbaumont", "du Plessix-Gaudin", "Le Corre-Briand",
             "van Moerkerke", "de Saint-Aignan"]
FIRST_F = ["Albane", "Bérangère", "Capucine", "Enora", "Flavie", "Ghislaine", "Héloïse", "Iphigénie",
           "Joséphine", "Laurène", "Maëlle", "Noémie", "Ombeline", "Perrine", "Solène", "Anne-Sophie"]
FIRST_M = ["Aristide", "Baptiste", "Corentin", "Donatien", "Évariste", "Fulbert", "Gatien", "Hippolyte",
           "Isidore", "Joachim", "Léandre", "Maxence", "Octave", "Paul-Henri", "Romuald", "Sosthène"]
# clinicians whose surname is also an ordinary French word; the lower-case word appears in the prose (kept)
HOMONYMS = [("Renard", "renard", "Le jardin est visité la nuit par un renard, sans contact direct rapporté."),
            ("Mouton", "mouton", "Ancien éleveur, il garde un mouton dans le pré familial."),
            ("Sapin", "sapin", "Lombalgie ancienne après la coupe d'un sapin au domaine familial."),
            ("Bouleau", "bouleau", "Rhinite saisonnière au pollen de bouleau, sans asthme."),
            ("Perdrix", "perdrix", "Chasseur occasionnel, dernier repas de perdrix il y a un mois."),
            ("Colombe", "colombe", "Une colombe apprivoisée vit au domicile, ornithose écartée."),
            ("Corbeau", "corbeau", "Un corbeau blessé a été recueilli au domicile le mois dernier."),
            ("Pigeon", "pigeon", "Contact régulier avec un pigeon voyageur du voisin."),
            ("Merle", "merle", "Selon l'entourage, trouver un aidant disponible relève du merle blanc."),
            ("Pinson", "pinson", "Se déclare gai comme un pinson malgré la fatigue.")]

# real communes with postcodes and two-digit departments
TOWNS = [("Lannion", "22300", "22"), ("Millau", "12100", "12"), ("Dole", "39100", "39"),
         ("Vierzon", "18100", "18"), ("Figeac", "46100", "46"), ("Issoire", "63500", "63"),
         ("Saint-Flour", "15100", "15"), ("Paimpol", "22500", "22"), ("Montbrison", "42600", "42"),
         ("Lunéville", "54300", "54"), ("Autun", "71400", "71"), ("Oloron-Sainte-Marie", "64400", "64"),
         ("Sarlat-la-Canéda", "24200", "24"), ("Gérardmer", "88400", "88"), ("Langres", "52200", "52"),
         ("Villefranche-de-Rouergue", "12200", "12"), ("Saint-Lô", "50000", "50"), ("Quimperlé", "29300", "29"),
         ("Ambert", "63600", "63"), ("Bressuire", "79300", "79")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "sente", "cours"]
STREET_NAMES = ["des Tanneurs-Vieux", "du Clos-Mabille", "des Hirondelles", "Jean-Macé", "de la Croix-Verte",
                "des Prés-Salés", "du Moulin-Brûlé", "Victor-Schœlcher", "des Glycines", "de la Tour-Carrée",
                "des Longs-Réages", "du Calvaire", "Louise-Michel", "des Charmilles", "de la Briqueterie"]
ESTABS = [("Centre hospitalier des Hautes-Falaises", "CHHF"), ("Clinique Sainte-Aldegonde", "CSAL"),
          ("Hôpital intercommunal des Trois-Rivières", "HI3R"), ("Centre hospitalier Causses-Aubrac", "CHCA"),
          ("Polyclinique des Coteaux-d'Orval", "PCDO"), ("Groupe hospitalier Lignon-Forez", "GHLF"),
          ("Hôpital Eugénie-Brazier-Vaudrey", "HEBV"), ("Centre médico-chirurgical du Val-d'Ondaine", "CMCVO")]
LABS = ["Laboratoire Biolangres Haute-Marne", "Cerballiance Val-d'Ondaine", "Laboratoire Synlab Causses",
        "Biogroup Trégor-Argoat", "Laboratoire Bioxa Forez"]
EMPLOYERS = ["Scierie Lachamp-Dubreuil", "Transports frigorifiques Malaval", "Fromagerie coopérative d'Aubrac",
             "Menuiserie Quéré-Le Goff", "Verrerie Soubeyrand", "Boulangerie Garrigue et Fils",
             "Crédit agricole Causses-Lignon"]
INSURERS = ["Mutuelle Bleue des Causses", "Harmonie Mutuelle Forez", "Mutuelle Familiale du Trégor",
            "Groupama Gan Vie", "MGEN Filia", "Mutuelle Entrain", "AG2R Prévoyance"]


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
    """Seven writings; 4-6 are new: sex+year glued, blocks of five, middle dot before the key."""
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    full = n13 + key
    return [sp + " " + key, full, n13 + " " + key,
            "%s %s %s %s %s %s" % (n13[0:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key),
            "%s %s %s" % (full[0:5], full[5:10], full[10:15]),
            sp + " · " + key,
            sp + " - " + key][style % 7]


PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    return [s, s.replace(" ", "."), "+33 " + s[1:], s.replace(" ", ""), s.replace(" ", "-"),
            "+33 (0)" + s[1:]][style % 6]


def birth_written(d: datetime.date, style: int) -> str:
    """Eleven writings; 0-4 are new here: bars, lower-case month without dot + two-digit year, abbreviated
    weekday + abbreviated month, spaced ISO, dashed abbreviated month."""
    m = MOIS[d.month - 1]
    return ["%02d|%02d|%d" % (d.day, d.month, d.year),
            "%02d %s %02d" % (d.day, MOIS_NODOT[d.month - 1], d.year % 100),
            "%s %d %s %d" % (JOURS_ABR[d.weekday()], d.day, MOIS_ABR[d.month - 1], d.year),
            "%d %02d %02d" % (d.year, d.month, d.day),
            "%02d-%s-%d" % (d.day, MOIS_ABR[d.month - 1], d.year),
            d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, m, d.year), d.strftime("%d.%m.%Y"),
            d.strftime("%d/%m/%y"), ("%d %s %d" % (d.day, m, d.year)).upper(), d.strftime("%Y-%m-%d")][style % 11]


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
