"""French side of corpus BU (tools/make_corpus_bu.py): the staff, hospitals, towns and identifiers of Alsace and
Moselle, and the writings of dates, phones and French identifiers. Every character is in cp1252 (the pydyf writer
draws an embedded Type 1 font with /WinAnsiEncoding, the fax writer's OCR layer base-14 Helvetica). The check-key
helpers (Luhn, NIR key, RPPS, ADELI, FINESS) are corpus AU's, imported as is; pays.py holds the foreign countries.

Writings: birth dates "07/03/1984", "07.03.1984" (the dd.mm.yyyy of German, Swiss and Luxembourg papers),
"7 mars 1984" ("1er" on the first), "1984-03-07" (ISO, as EHIC readers and assistance files print it), "07-03-1984",
"07/03/84", "07 mars 1984", "7 MARS 1984"; care dates "12/08/2025", "12 août 2025", "2025-08-12", "12.08.2025",
"mardi 12 août 2025", "12/08/25"; NIR "1 84 03 67 482 031 57", "184036748203157", "1 84 03 67 482 031 - 57";
French phones in the ARCEP fiction blocks 03 53 01 (fixed, Grand Est) and 06 39 98 / 07 00 11 (mobiles) written
"03 53 01 12 34", "03.53.01.12.34", "0353011234", "+33 3 53 01 12 34", "+33 (0)3 53 01 12 34".
"""
from __future__ import annotations

import datetime
import unicodedata

from tools.corpus_au.ids import adeli, digits, finess, luhn_digit, nir13, nir_key, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

# hospital staff, social workers, interpreters' French colleagues (Alsatian, Mosellan and other French surnames)
STAFF = ["Schaeffer", "Kieffer", "Wendling", "Ostertag", "Grosskost", "Rieffel", "Stoeckel", "Haegel", "Lorentz",
         "Heitz", "Kuntz", "Ehrhart", "Specht", "Zimmermann-Ott", "Bieber", "Hurstel", "Oberlé", "Fuchs", "Meyer-Kessler",
         "Sutter", "Jaeglé", "Willig", "Reinbold", "Trautmann", "Gangloff", "Hoerdt", "Keller", "Bastian", "Wolff",
         "Marchal", "Thiébaut", "Collignon", "Humbert", "Lacroix-Baur", "Poinsignon", "Klein", "Weisse", "Schmitt-Roos",
         "de Turckheim", "d'Andlau", "Ben Amara", "Nguyen-Roth", "Mehmeti", "Dos Reis", "Étienne", "Lévêque"]
FIRST_F = ["Odile", "Christiane", "Margot", "Aurélie", "Sabine", "Doris", "Émilie", "Céline", "Marie-Odile", "Anne-Laure",
           "Justine", "Noémie", "Hélène", "Delphine", "Lucie", "Inès", "Corinne", "Elsa"]
FIRST_M = ["Jean-Marc", "Thierry", "Mathieu", "Rémy", "Bertrand", "Joël", "Yannick", "Frédéric", "Pierre-Yves", "Luc",
           "Antoine", "Grégoire", "Karim", "Florian", "Xavier", "Benoît", "Damien", "Jérôme"]
# a clinician's surname that is also an ordinary French word printed in the same document (kept)
HOMONYMS = [("Berger", "berger", "Le chien de ", " de la famille a été confié à un voisin pendant l'hospitalisation."),
            ("Fontaine", "fontaine", "Une ", " à eau est à disposition des accompagnants en salle d'attente."),
            ("Porte", "porte", "Le bureau de l'accueil des patients internationaux se trouve derrière la ", " vitrée du hall principal."),
            ("Salle", "salle", "L'entretien a eu lieu dans la ", " des familles du service."),
            ("Masse", "masse", "La ", " musculaire est conservée ; pas de dénutrition."),
            ("Carré", "carré", "Le formulaire est à déposer au guichet ", " du rez-de-chaussée.")]

# real communes of Bas-Rhin, Haut-Rhin and Moselle (postcode, department)
TOWNS = [("Strasbourg", "67000", "67"), ("Schiltigheim", "67300", "67"), ("Illkirch-Graffenstaden", "67400", "67"),
         ("Haguenau", "67500", "67"), ("Sélestat", "67600", "67"), ("Saverne", "67700", "67"), ("Wissembourg", "67160", "67"),
         ("Lauterbourg", "67630", "67"), ("Erstein", "67150", "67"), ("Obernai", "67210", "67"), ("Colmar", "68000", "68"),
         ("Mulhouse", "68100", "68"), ("Saint-Louis", "68300", "68"), ("Huningue", "68330", "68"), ("Guebwiller", "68500", "68"),
         ("Altkirch", "68130", "68"), ("Village-Neuf", "68128", "68"), ("Hégenheim", "68220", "68"), ("Thann", "68800", "68"),
         ("Metz", "57000", "57"), ("Thionville", "57100", "57"), ("Forbach", "57600", "57"), ("Sarreguemines", "57200", "57"),
         ("Hayange", "57700", "57"), ("Yutz", "57970", "57"), ("Saint-Avold", "57500", "57"), ("Creutzwald", "57150", "57"),
         ("Bitche", "57230", "57"), ("Hettange-Grande", "57330", "57"), ("Audun-le-Tiche", "57390", "57")]
STREETS = ["rue des Tonneliers", "rue du Vieux-Marché-aux-Poissons", "impasse des Cigognes", "rue de la Division-Leclerc",
           "allée des Houblonnières", "rue du Ried", "chemin du Kirchberg", "rue Sainte-Odile", "quai des Bateliers",
           "rue des Jardiniers", "route de Bâle", "rue de la Frontière", "cité Bellevue, bâtiment 4", "rue du Haut-Fourneau",
           "rue des Mineurs", "place de la Sarre", "rue de Sarrelouis", "résidence Les Tilleuls, appartement 12"]
# the receiving hospitals: name, acronym, department, town, postcode, CEDEX code, street, box
HOSPITALS = [("Centre hospitalier du Rhin-Supérieur", "CHRS", "68", "Saint-Louis", "68300", "68304", "rue de Huningue", "BP 40129"),
             ("Hôpital de l'Eurodistrict Strasbourg-Ortenau", "HESO", "67", "Strasbourg", "67000", "67091", "quai du Rhin-Tordu", "CS 30421"),
             ("Centre hospitalier des Trois-Frontières", "CH3F", "57", "Thionville", "57100", "57126", "route de Longwy", "BP 60327"),
             ("Hôpital intercommunal Sarre-Moselle", "HISM", "57", "Sarreguemines", "57200", "57216", "rue de la Blies", "CS 70081")]
CPAM = {"67": "CPAM du Bas-Rhin", "68": "CPAM du Haut-Rhin", "57": "CPAM de la Moselle"}
# private French partners (personal-side establishments, as corpus BT's CRO and banks)
AGENCIES = ["Migralingua Alsace", "Dolmetsch-Service Oberrhein", "Interprétariat Rhin-Solidarité", "Lingua Moselle Médiation"]
ASSISTANCE = ["Rhénassistance Europe", "Alpina Rapatriement SA", "MedFly Assist GmbH", "Euro-Secours Assistance"]
ASSOCIATIONS = ["Association Accueil Sans Frontières 67", "Point d'eau Moselle-Solidarité", "Association Le Passage Haut-Rhin",
                "Espace Solidarité Rhin-Ill"]
MAIL_DOMAINS = ["orange.fr", "free.fr", "sfr.fr", "laposte.net", "gmail.com", "outlook.fr"]
FIXED = ["03 53 01"]
MOBILE = ["06 39 98", "07 00 11"]


def phone(r, mobile=False, style=0, block=None) -> str:
    b = block or r.choice(MOBILE if mobile else FIXED)
    p = (b + " %02d %02d" % (r.randint(20, 99), r.randint(20, 99))).split(" ")
    return [" ".join(p), ".".join(p), "".join(p), "+33 " + " ".join([p[0][1]] + p[1:]),
            "+33 (0)" + p[0][1] + " " + " ".join(p[1:])][style % 5]


def nir_written(n13: str, key: str, style: int) -> str:
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + key, sp + " - " + key][style % 3]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    day = "1er" if d.day == 1 else str(d.day)
    return [d.strftime("%d/%m/%Y"), d.strftime("%d.%m.%Y"), "%s %s %d" % (day, m, d.year), d.strftime("%Y-%m-%d"),
            d.strftime("%d-%m-%Y"), d.strftime("%d/%m/%y"), "%02d %s %d" % (d.day, m, d.year),
            ("%s %s %d" % (day, m, d.year)).upper()][style % 8]


def care(d: datetime.date, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%Y-%m-%d"),
            d.strftime("%d.%m.%Y"), "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year),
            d.strftime("%d/%m/%y")][style % 6]


def age(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def caps_name(name: str) -> str:
    """Upper case except the lower-case particles ("de TURCKHEIM", "van der MEER", "d'ANDLAU", "dos SANTOS")."""
    out = []
    for w in name.split(" "):
        if w in ("de", "du", "la", "van", "der", "den", "von", "dos", "da", "di", "del", "ter"):
            out.append(w)
        elif w.startswith("d'"):
            out.append("d'" + w[2:].upper())
        else:
            out.append(w.upper())
    return " ".join(out)


def initials(name: str) -> str:
    return "-".join(h[0].upper() + "." for h in name.split("-"))


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)


def amount(x: float) -> str:
    """French amount "1 234,50 €"."""
    s = "%.2f" % x
    ent, dec = s.split(".")
    g = ""
    while len(ent) > 3:
        g = " " + ent[-3:] + g
        ent = ent[:-3]
    return ent + g + "," + dec + " €"
