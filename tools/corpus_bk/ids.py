"""Fictional people, places and identifiers with valid check keys (corpus BK's own copy, written for this corpus with
new pools and new writings of birth dates, NIR, IPP, stay numbers, phones and names; the NIR key is computed as
corpus AU computes it). Every character is in cp1252: the CSV writer draws base-14 Courier with /WinAnsiEncoding."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS3 = ["JAN", "FEV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOU", "SEP", "OCT", "NOV", "DEC"]
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]

SURNAMES = ["Audouard", "Bellocq-Sarran", "Chambolle", "Daguerre", "Escoffié", "Fabrègue", "Gastinel", "Hourcadette",
            "Isnardon", "Jaffrelot", "Kervella", "Laborderie", "Mazerolles", "Nouvialle", "Oudinot-Brac", "Pélissou",
            "Rampillon", "Salvetat", "Taillefert", "Urruty", "Vaurs", "Bonnecarrère", "Cadilhac", "Dutertre-Lavit",
            "Estrabaut", "Folcher", "Guiraudie", "Lacombrade", "Martres-Viala", "Puységur"]
PARTICLES = ["de Lescure-Jonval", "d'Ombrières", "Le Quéré-Danno", "du Bouëxic", "Le Roux-Guivarc'h", "d'Arcangues",
             "van der Beken", "de Sainte-Foy-Marsac"]
FIRST_F = ["Apolline", "Bérangère", "Capucine", "Delphine", "Émeline", "Fantine", "Ghislaine", "Hermine", "Isaline",
           "Joséphine", "Léonore", "Maylis", "Noémie", "Ombeline", "Perrine", "Sidonie"]
FIRST_M = ["Anatole", "Basile", "Clovis", "Désiré", "Éloi", "Florentin", "Gaspard", "Hippolyte", "Isidore",
           "Jérémie", "Lucien", "Maxence", "Nestor", "Ovide", "Prosper", "Séraphin"]
MORE_F = ["Jeanne", "Paulette", "Renée", "Huguette", "Lucienne", "Andrée", "Marcelle", "Gisèle"]
MORE_M = ["Henri", "André", "Émile", "Maurice", "Fernand", "Roland", "Léon", "Marius"]
# clinicians whose surname is also an ordinary French noun: the lower-case noun stays in the text (ORDINAIRE)
HOMONYMS = [("Noyer", "noyer", "avoir ramassé des noix sous le noyer du verger la veille"),
            ("Genêt", "genêt", "avoir traversé une lande de genêt en fleur en rentrant"),
            ("Moineau", "moineau", "nourrir chaque matin un moineau presque apprivoisé sur son balcon"),
            ("Loup", "loup", "avoir raconté l'histoire du loup à ses petits-enfants la veille au soir"),
            ("Houx", "houx", "avoir coupé du houx pour décorer la maison la semaine passée"),
            ("Saule", "saule", "aimer lire à l'ombre d'un saule au bord de l'eau"),
            ("Héron", "héron", "avoir observé un héron cendré au bord de l'étang ce matin-là"),
            ("Grillon", "grillon", "entendre un grillon chanter toute la nuit dans la cuisine"),
            ("Papillon", "papillon", "avoir photographié un papillon rare dans son jardin"),
            ("Verdier", "verdier", "avoir reconnu le chant d'un verdier dans la haie du jardin")]

# real communes with their postcodes and departments
TOWNS = [("Lannion", "22300", "22"), ("Dinan", "22100", "22"), ("Vitré", "35500", "35"), ("Redon", "35600", "35"),
         ("Sablé-sur-Sarthe", "72300", "72"), ("La Flèche", "72200", "72"), ("Saumur", "49400", "49"),
         ("Loches", "37600", "37"), ("Vierzon", "18100", "18"), ("Issoudun", "36100", "36"), ("Guéret", "23000", "23"),
         ("Figeac", "46100", "46"), ("Millau", "12100", "12"), ("Lodève", "34700", "34"),
         ("Oloron-Sainte-Marie", "64400", "64"), ("Dax", "40100", "40"), ("Langres", "52200", "52"),
         ("Lunéville", "54300", "54"), ("Saint-Flour", "15100", "15"), ("Sisteron", "04200", "04")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route", "venelle"]
STREET_NAMES = ["des Tanneurs", "du Moulin-à-Vent", "de la Croix-Verte", "des Glycines", "du Champ-de-Foire",
                "des Cordeliers", "de la Petite-Vitesse", "des Genévriers", "du Bas-Pavé", "des Écluses",
                "de la Motte-Rouge", "des Trois-Fontaines", "du Four-à-Chaux", "des Courtils", "de la Bergerie-Haute"]
ESTABS = [("Centre hospitalier du Val-de-Sèvre", "CHVS", "ch-valdesevre.fr"),
          ("Hôpital intercommunal des Trois-Rivières", "HITR", "hitr-sante.fr"),
          ("Clinique Saint-Aubrac", "CSAU", "clinique-staubrac.fr"),
          ("Groupe hospitalier Causses et Ségalas", "GHCS", "gh-causses.fr"),
          ("Centre hospitalier de la Haute-Brenne", "CHHB", "ch-hautebrenne.fr"),
          ("Polyclinique des Quatre-Saisons", "PQS", "pqs-clinique.fr"),
          ("Hôpital privé du Mont-Aigoual", "HPMA", "hp-aigoual.fr"),
          ("Centre hospitalier de Basse-Loire et Estuaire", "CHBLE", "chble-sante.fr")]
LABS = ["Laboratoire Biosèvre", "Laboratoire Causselab", "Biolaur Trois-Rivières", "Laboratoire Analys'Brenne",
        "Cerbioval Aigoual"]
EMPLOYERS = ["Fromagerie coopérative des Causses", "Garage Taillandier et Fils", "Pépinières du Val-de-Sèvre",
             "Imprimerie du Vieux-Bourg", "Transports Salvagnac Express", "Crèche parentale Les Pitchouns",
             "Quincaillerie générale de la Brenne"]
INSURERS = ["Mutuelle des Causses Solidaires", "Prévoyance Sèvre-et-Loire", "Mutuelle Saint-Éloi Entraide",
            "Mutuelle du Haut-Berry", "Harmonie des Trois-Rivières", "Mutuelle Aigoual Santé", "Mutuelle Brenne-Accueil"]


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
    """The key as corpus AU computes it: 97 - (NIR13 mod 97)."""
    return "%02d" % (97 - int(n13) % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    """Six writings; the last three are new: the 15 digits grouped by three like a formatted number
    ("265 116 412 345 678"), in pairs like a phone number ("26 51 16 41 23 45 678"), dots throughout
    ("2.65.11.64.123.456.78")."""
    g = [n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key]
    s15 = n13 + key
    return [" ".join(g), n13 + " " + key, s15,
            " ".join(s15[k:k + 3] for k in range(0, 15, 3)),
            " ".join([s15[k:k + 2] for k in range(0, 12, 2)] + [s15[12:]]),
            ".".join(g)][style % 6]


LAND_BLOCKS = ["02 61 91", "03 53 01", "04 65 71", "05 36 49", "01 99 00"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    """Six writings; the last three are new: the tel: URI "tel:+33639981234", "+33 639 981 234" (three groups of
    three after the country code), "063 998 12 34" (3-3-2-2)."""
    s = r.choice(MOBILE_BLOCKS if mobile else LAND_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    c = s.replace(" ", "")
    return [s, s.replace(" ", "."), "+33 " + s[1:], "tel:+33" + c[1:],
            "+33 %s %s %s" % (c[1:4], c[4:7], c[7:10]),
            "%s %s %s %s" % (c[0:3], c[3:6], c[6:8], c[8:10])][style % 6]


def _utc_offset(d: datetime.date) -> int:
    """France: UTC+1, UTC+2 in summer time (from 1976, April to September here)."""
    return 2 if d.year >= 1976 and 4 <= d.month <= 9 else 1


def birth_written(d: datetime.date, style: int) -> str:
    """Thirteen writings; 5-12 are new here: "06_11_1965" (underscores, file-name style), "06·11·1965" (middle dots),
    "06NOV1965" (glued capital three-letter month), "06/XI/1965" (Roman month between slashes),
    "1965-11-05T23:00:00.000Z" (the local midnight serialised in UTC: the day before), "1965-11-06+01:00" (XML
    Schema date with its offset), "06. 11. 1965" (dot + space), "06 - 11 - 1965" (spaced hyphens)."""
    m = MOIS[d.month - 1]
    off = _utc_offset(d)
    utc = datetime.datetime(d.year, d.month, d.day) - datetime.timedelta(hours=off)
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, m, d.year), d.strftime("%Y-%m-%d"),
            d.strftime("%d.%m.%Y"), d.strftime("%d/%m/%y"),
            d.strftime("%d_%m_%Y"), d.strftime("%d\u00b7%m\u00b7%Y"), "%02d%s%d" % (d.day, MOIS3[d.month - 1], d.year),
            "%02d/%s/%d" % (d.day, ROMAN[d.month - 1], d.year), utc.strftime("%Y-%m-%dT%H:00:00.000Z"),
            d.strftime("%Y-%m-%d") + "+%02d:00" % off, d.strftime("%d. %m. %Y"), d.strftime("%d - %m - %Y")][style % 13]


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
