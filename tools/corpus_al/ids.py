"""Fictional people, places and identifiers (valid check keys) for corpus AL."""
import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


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


def rpps(r) -> str:
    body = "10" + "".join(str(r.randint(0, 9)) for _ in range(8))
    return body + luhn_digit(body)


def finess(r, dept: str) -> str:
    body = dept[:2] + str(r.choice([0, 1, 2, 3])) + "".join(str(r.randint(0, 9)) for _ in range(5))
    return body + luhn_digit(body)


def adeli(r, dept: str) -> str:
    body = dept[:2] + str(r.choice([6, 7, 9])) + "".join(str(r.randint(0, 9)) for _ in range(5))
    return body + luhn_digit(body)


def nir(r, sex: int, yy: int, mm: int, dept: str):
    n13 = "%d%02d%02d%s%03d%03d" % (sex, yy % 100, mm, dept[:2], r.randint(1, 899), r.randint(1, 999))
    return n13, "%02d" % (97 - int(n13) % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    if style == 0:
        return "%s %s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key)
    if style == 1:
        return n13 + " " + key
    return n13 + key


def fold(s: str) -> str:
    s = s.replace("œ", "oe").replace("Œ", "OE")
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))


def upper(s: str) -> str:
    return s.upper()


def date_written(d: datetime.date, style: int) -> str:
    if style == 0:
        return d.strftime("%d/%m/%Y")
    if style == 1:
        return "%d %s %d" % (d.day, MOIS[d.month - 1], d.year)
    if style == 2:
        return ("%d %s %d" % (d.day, MOIS[d.month - 1], d.year)).upper()
    if style == 3:
        return d.strftime("%d/%m/%y")
    if style == 4:
        return "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)
    if style == 5:
        return d.strftime("%Y-%m-%d")
    return d.strftime("%d.%m.%Y")


FIRST_F = ["Maïwenn", "Laëtitia", "Géraldine", "Séverine", "Anne-Sophie", "Éloïse", "Mélisande", "Rosalie",
           "Ghislaine", "Bérangère", "Nadège", "Prune", "Apolline", "Yolène", "Josiane", "Clotilde", "Faïza",
           "Odile", "Léa-Rose", "Sandrine"]
FIRST_M = ["Gaspard", "Évariste", "Joël", "Ronan", "Anthelme", "Cyprien", "Jean-Noël", "Médéric", "Tristan",
           "Aymeric", "Florent", "Gilles", "Hippolyte", "Killian", "Noé", "Octave", "Pacôme", "Rémi", "Sylvère",
           "Wilfried"]
SURNAMES = ["Pouliquen", "Carrère-Lasserre", "Vautrin", "Béguin", "Laffargue", "Mézières", "Guérinel", "Tréguier",
            "Auffret", "Bonnefoy", "Caillebotte", "Dandrieux", "Esnault", "Fabrègue", "Goasdoué", "Hénaff",
            "Jégou", "Kervella", "Larchevêque", "Mabille", "Naudin-Le Bris", "Ollivro", "Peyrefitte", "Quillévéré",
            "Roblin", "Saint-Aubert", "Texier", "Urvoy", "Vidalenc", "Wattebled", "Yvinec", "Achard", "Brossolette",
            "Cosquer", "Delorme-Vial", "Ferrando", "Gicquel", "Huchet", "Ibarrondo", "Joubaud", "Le Cornec",
            "Morineau", "Nédélec", "Ozanne", "Pellerin-Daudé", "Rouxel", "Ségalen", "Thébault", "Aït-Ouarab",
            "Bénézet"]
# surnames that are also common French words (kept lower-case elsewhere in the text as ordinary words)
COMMON_SURNAMES = [("Meunier", "meunier"), ("Berger", "berger"), ("Marchand", "marchand"), ("Boucher", "boucher")]

COMMUNES = [("29200", "Brest", "29"), ("35400", "Saint-Malo", "35"), ("56100", "Lorient", "56"),
            ("22000", "Saint-Brieuc", "22"), ("44600", "Saint-Nazaire", "44"), ("49300", "Cholet", "49"),
            ("85000", "La Roche-sur-Yon", "85"), ("17300", "Rochefort", "17"), ("79000", "Niort", "79"),
            ("86100", "Châtellerault", "86"), ("16000", "Angoulême", "16"), ("24100", "Bergerac", "24"),
            ("47000", "Agen", "47"), ("64100", "Bayonne", "64"), ("65000", "Tarbes", "65"),
            ("12100", "Millau", "12"), ("81100", "Castres", "81"), ("11100", "Narbonne", "11"),
            ("30100", "Alès", "30"), ("07200", "Aubenas", "07"), ("26200", "Montélimar", "26"),
            ("38200", "Vienne", "38"), ("73200", "Albertville", "73"), ("01000", "Bourg-en-Bresse", "01"),
            ("71100", "Chalon-sur-Saône", "71"), ("58000", "Nevers", "58"), ("03100", "Montluçon", "03"),
            ("18000", "Bourges", "18"), ("41000", "Blois", "41"), ("28100", "Dreux", "28")]
STREETS = ["rue des Capucins", "allée des Tilleuls", "chemin du Pré-Vert", "rue Pasteur-Vallery-Radot",
           "impasse des Glycines", "boulevard Jean-Jaurès", "rue de la Croix-Blanche", "place du Champ-de-Foire",
           "route de Kerbernez", "rue du Puits-Salé", "avenue de la Libération", "quai Duguay-Trouin",
           "résidence les Érables", "rue Saint-Exupéry", "chemin des Vignes-Hautes"]
ESTABS = [("Centre hospitalier de Cornouaille-Sud", "CHCS"), ("Hôpital privé des Trois-Rivières", "HP3R"),
          ("Centre hospitalier intercommunal du Val-d'Ardoise", "CHIVA"),
          ("Groupe hospitalier Bretagne-Océan", "GHBO"), ("Clinique mutualiste de la Porte-Verte", "CMPV"),
          ("Centre hospitalier Émile-Roux du Bocage", "CHERB"), ("Hôpital local de Pont-Aven-les-Landes", "HLPA"),
          ("Centre hospitalier de la Vallée-du-Lot", "CHVL")]
MUTUELLES = ["Harmonie Mutuelle", "MGEN", "Mutuelle Bleue", "Mutualia Grand Ouest", "Solimut", "Intériale",
             "La Mutuelle Verte"]
EMPLOYERS = ["Conserverie Le Goff & Fils", "Transports Rouxel SAS", "Boulangerie du Marché", "Biscuiterie Hénaff",
             "Garage Ollivro Automobiles", "Cabinet comptable Texier-Joubaud", "Scierie des Monts d'Arrée"]
SCHOOLS = ["collège Anne-de-Bretagne", "lycée Kerichen", "école élémentaire Jules-Ferry", "lycée Colbert"]
MAIL_DOMAINS = ["orange.fr", "laposte.net", "free.fr", "sfr.fr", "gmail.com", "wanadoo.fr"]
# ARCEP ranges reserved for fiction
PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49", "06 39 98"]


def phone(r, style: int = 0) -> str:
    blk = r.choice(PHONE_BLOCKS)
    tail = "%02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    s = blk + " " + tail
    if style == 1:
        return s.replace(" ", ".")
    if style == 2:
        return "+33 " + s[1:]
    return s
