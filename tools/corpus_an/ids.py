"""Fictional people, places and identifiers (valid check keys) for corpus AN.

Structure after tools/corpus_am/ids.py (Luhn, NIR key, date writings); the pools are new.
Communes and postcodes are real, everything else is invented. Phones come from the ARCEP
blocks reserved for fiction (01 99 00, 02 61 91, 03 53 01, 04 65 71, 05 36 49, 06 39 98).
"""
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
    s = s.replace("œ", "oe").replace("Œ", "OE").replace("’", "'")
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))


def date_written(d: datetime.date, style: int) -> str:
    """Birth-date writings: numeric, words, CAPITALS, 2-digit year, weekday, spaced digits, dashed ISO."""
    if style == 0:
        return d.strftime("%d/%m/%Y")
    if style == 1:
        return "%d %s %d" % (d.day, MOIS[d.month - 1], d.year) if d.day != 1 else "1er %s %d" % (MOIS[d.month - 1], d.year)
    if style == 2:
        return ("%d %s %d" % (d.day, MOIS[d.month - 1], d.year)).upper()
    if style == 3:
        return d.strftime("%d/%m/%y")
    if style == 4:
        return "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)
    if style == 5:
        return d.strftime("%d %m %Y")
    return d.strftime("%d-%m-%Y")


FIRST_F = ["Albane", "Bérengère", "Clémence", "Daphné", "Éloïse", "Faustine", "Ghislaine", "Hortense",
           "Ingrid", "Joëlle", "Laurène", "Mahaut", "Nolwenn", "Océane", "Prisca", "Rozenn", "Sixtine",
           "Tiphaine", "Violaine", "Yolène", "Anne-Sophie", "Maïwenn"]
FIRST_M = ["Anatole", "Barthélemy", "Corentin", "Désiré", "Évrard", "Florimond", "Gaël", "Honoré",
           "Isidore", "Jocelyn", "Landry", "Maxence", "Norbert", "Octave", "Pacôme", "Régis", "Sulpice",
           "Tanguy", "Urbain", "Wandrille", "Pierre-Yves", "Noé"]
SURNAMES = ["Audibert", "Boisramé", "Carrère", "Delaunay", "Esnault", "Fouquereau", "Garrigou", "Houdebine",
            "Issartel", "Jégou", "Kerbrat", "Larrouy", "Malherbe-Tessier", "Naudin", "Ollivro", "Peyrat",
            "Quinquis", "Rouzaud", "Sallaberry-Duc", "Teyssier", "Ughetto", "Vidalenc", "Wiart",
            "Yvinec", "Zimmermann", "Béguin", "Chaumeil", "Dutertre", "Estournet", "Fabregat", "Goasdoué",
            "Hardouin", "Joubaud", "Lestrade", "Mahéo", "Nouvion", "Poupart-Lafarge", "Rambaud",
            "Saint-Aubin", "Trégouët", "Varenne", "Auffret", "Blanchemaison", "Cazenave", "Dieudonné",
            "Échevarría", "Fréchou", "Guézennec", "Lespinasse-Roux", "Morvan"]
PARTICLES = ["de Kersauson", "du Bouëxic", "d'Harcourt-Olonne", "de La Tour-Mazel", "Le Gouëllec", "de Villèle"]
COMMON_SURNAMES = [("Meunier", "meunier"), ("Tisserand", "tisserand"), ("Berger", "berger"),
                   ("Marchand", "marchand"), ("Forgeron", "forgeron")]

COMMUNES = [("29200", "Brest", "29"), ("22300", "Lannion", "22"), ("56100", "Lorient", "56"),
            ("35400", "Saint-Malo", "35"), ("53000", "Laval", "53"), ("72000", "Le Mans", "72"),
            ("49300", "Cholet", "49"), ("85000", "La Roche-sur-Yon", "85"), ("79000", "Niort", "79"),
            ("17300", "Rochefort", "17"), ("16000", "Angoulême", "16"), ("24100", "Bergerac", "24"),
            ("47000", "Agen", "47"), ("64100", "Bayonne", "64"), ("65000", "Tarbes", "65"),
            ("31800", "Saint-Gaudens", "31"), ("81100", "Castres", "81"), ("12100", "Millau", "12"),
            ("30100", "Alès", "30"), ("84000", "Avignon", "84"), ("04100", "Manosque", "04"),
            ("05000", "Gap", "05"), ("73000", "Chambéry", "73"), ("74200", "Thonon-les-Bains", "74"),
            ("01000", "Bourg-en-Bresse", "01"), ("42300", "Roanne", "42"), ("03100", "Montluçon", "03"),
            ("58000", "Nevers", "58"), ("18000", "Bourges", "18"), ("41000", "Blois", "41"),
            ("27000", "Évreux", "27"), ("14100", "Lisieux", "14"), ("50100", "Cherbourg-en-Cotentin", "50")]
STREETS = ["rue des Cordiers", "allée des Tilleuls", "chemin du Lavoir", "rue Victor-Hugo",
           "impasse des Glycines", "boulevard de la Liberté", "rue de la Fontaine-Saint-Jean",
           "place du Marché-aux-Grains", "route de Kerléo", "rue des Quatre-Vents", "avenue Jean-Jaurès",
           "quai de la Douane", "résidence les Hauts-de-Vaux", "rue Émile-Zola", "hameau de la Croix-Blanche",
           "rue du Docteur-Roux"]
# establishments: (full name, acronym) - acronyms with digits, dots, hyphens on purpose
ESTABS = [("Centre hospitalier de Cornouaille-Iroise", "CHCI"), ("Hôpital Saint-Exupéry des Deux-Rives", "H.S.E."),
          ("Centre hospitalier intercommunal Vallée-du-Lot", "CHI-VL"),
          ("Groupe hospitalier Atlantique-Marais", "GHAM2"), ("Clinique mutualiste de la Sèvre", "CMS-Sèvre"),
          ("Centre hospitalier universitaire des Monts-d'Arrée", "CHU M.A."), ("Polyclinique Pasteur-Vauban", "PPV"),
          ("Centre hospitalier de Haute-Bresse", "CH2B")]
MUTUELLES = ["Mutuelle Entrenous", "Harmonie Océane", "MNT Solidaire", "Mutuelle des Cheminots de l'Ouest",
             "Prévoyance Armor Santé", "Mutuelle Familiale du Berry", "Solimut Atlantique"]
EMPLOYERS = ["Conserverie Ollivro & Fils", "Scierie Delaunay SAS", "Transports Garrigou", "Boulangerie Audibert",
             "Chantiers navals de l'Aber", "Coopérative laitière du Bocage", "Garage Teyssier Automobiles"]
SCHOOLS = ["école élémentaire Jules-Ferry", "collège Anne-de-Bretagne", "école primaire du Bois-Joli",
           "collège Saint-Exupéry", "école maternelle Les Écureuils", "lycée Dupuy-de-Lôme"]
PRESTATAIRES = [("DiabéSoins Ouest", "DSO"), ("Insul'Assist Domicile", "IAD"), ("GlycoServices Atlantique", "GSA"),
                ("Perfadom Santé", "PFD")]
PHARMACIES = ["Pharmacie du Port", "Pharmacie centrale Lafayette", "Grande Pharmacie des Halles",
              "Pharmacie de la Mairie"]
MAIL_DOMAINS = ["orange.fr", "laposte.net", "free.fr", "sfr.fr", "gmail.com", "wanadoo.fr"]
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
