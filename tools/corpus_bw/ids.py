"""Pools, writings and identifiers of corpus BW (tools/make_corpus_bw.py): the people, home-care structures, hospitals,
pharmacies, providers and towns of the Berry, Touraine and Sologne (Cher 18, Indre 36, Indre-et-Loire 37, Loir-et-Cher
41, region Centre-Val de Loire), the writings of dates, phones and the NIR, and the codes of a stay at home (CIP13 /
UCD13 with their EAN-13 key, device serials and lots). The check-key helpers (Luhn, NIR key, RPPS, ADELI, FINESS) are
corpus AU's, imported as is.

Writings: birth dates "07/03/1941", "7 mars 1941" ("1er" on the first), "07.03.1941", "07/03/41", "07-03-1941",
"07 MARS 1941", "1941-03-07", "7.III.1941" (Roman month, as an old nurse writes it); care dates "12/08/2025",
"12 août 2025", "mardi 12 août 2025", "12.08.25", "12/08"; NIR "2 41 03 18 033 127 45", "241031803312745",
"2 41 03 18 033 127 - 45", "2410318033127 45"; phones in the ARCEP fiction blocks 02 61 91 (fixed, north-west) and
06 39 98 / 07 00 11 (mobiles), written "02 61 91 12 34", "02.61.91.12.34", "0261911234", "+33 2 61 91 12 34",
"02-61-91-12-34", "02 61 91 1234".
"""
from __future__ import annotations

import datetime
import unicodedata

from tools.corpus_au.ids import adeli, digits, finess, luhn_digit, nir_key, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]

# surnames of the Berry, Touraine and Sologne, compound and with particles
SURNAMES = ["Chambraud", "Bretonneau", "Pasquier", "Thévenot", "Auclert", "Rabier", "Jouanneau", "Moreau-Delage",
            "Brunaud", "Tissier", "Dauphin", "Chaumette", "Guillaumin", "Perrichon", "Lemaignen", "Bonnichon",
            "Aubineau", "Delalande", "Gaudry", "Villatte", "Cottereau", "Raffault", "Mauduit-Roy", "Pinaudeau",
            "Berthomier", "Limousin-Ravel", "Chollet", "Desbordes", "Gendrot", "Boisgard", "Marchais", "Grosbois",
            "de Bengy", "de La Châtre", "d'Orsanne", "du Pouget", "Le Goff-Hervé", "N'Diaye", "Tran-Vigier", "Da Silva",
            "Hamidou", "Ozanne", "Pétillault", "Rousselet", "Beaujouan", "Fradet", "Goujon", "Nivet", "Sallé",
            "Bigot-Lamy", "Vrignaud", "Rabusseau"]
FIRST_F = ["Ginette", "Odette", "Josette", "Huguette", "Marie-Claude", "Colette", "Jacqueline", "Simone", "Monique",
           "Françoise", "Élodie", "Sandrine", "Aurélie", "Gaëlle", "Nadège", "Laëtitia", "Clémence", "Pauline",
           "Solène", "Maëlys", "Fatoumata", "Rose-Marie", "Bernadette", "Christiane", "Véronique", "Anne-Sophie"]
FIRST_M = ["Marcel", "Lucien", "Raymond", "Gilbert", "Roger", "Jean-Pierre", "Bernard", "Maurice", "André", "Gérard",
           "Yves", "Thierry", "Franck", "Damien", "Cyril", "Arnaud", "Julien", "Bastien", "Mamadou", "Karim",
           "Jean-Baptiste", "Aymeric", "Gaétan", "Fernand", "Léon", "Ludovic"]
# a clinician's surname that is also an ordinary French word, printed as a word in the same document (kept)
HOMONYMS = [("Vannier", "vannier", "Le patient était ", " de métier ; son atelier au fond du jardin reste encombré d'osier."),
            ("Sabotier", "sabotier", "La maison est l'ancienne échoppe d'un ", " ; le seuil, haut, gêne le passage du fauteuil."),
            ("Tisserand", "tisserand", "Le métier de ", " du grand-père occupe encore la pièce où le lit sera installé."),
            ("Fontaine", "fontaine", "L'eau de la ", " de la cour n'est pas potable : prévoir de l'eau en bouteille pour les soins."),
            ("Meunier", "meunier", "Le moulin du ", " voisin sert de repère pour trouver le chemin d'accès."),
            ("Charbonnier", "charbonnier", "Le poêle est alimenté par un ", " qui livre chaque mois ; l'aidant vérifie le conduit.")]

# real communes of Cher (18), Indre (36), Indre-et-Loire (37) and Loir-et-Cher (41) with their postcodes
TOWNS = {"18": [("Vierzon", "18100"), ("Aubigny-sur-Nère", "18700"), ("Saint-Amand-Montrond", "18200"), ("Sancerre", "18300"),
                ("Mehun-sur-Yèvre", "18500"), ("Lignières", "18160"), ("Châteaumeillant", "18370"), ("Dun-sur-Auron", "18130"),
                ("Henrichemont", "18250"), ("Sancoins", "18600")],
         "36": [("Issoudun", "36100"), ("Le Blanc", "36300"), ("La Châtre", "36400"), ("Argenton-sur-Creuse", "36200"),
                ("Valençay", "36600"), ("Buzançais", "36500"), ("Levroux", "36110"), ("Mézières-en-Brenne", "36290"),
                ("Aigurande", "36140")],
         "37": [("Chinon", "37500"), ("Loches", "37600"), ("Amboise", "37400"), ("Bourgueil", "37140"), ("Langeais", "37130"),
                ("Azay-le-Rideau", "37190"), ("Ligueil", "37240"), ("Richelieu", "37120"), ("Preuilly-sur-Claise", "37290"),
                ("L'Île-Bouchard", "37220")],
         "41": [("Romorantin-Lanthenay", "41200"), ("Vendôme", "41100"), ("Montrichard Val de Cher", "41400"),
                ("Salbris", "41300"), ("Saint-Aignan", "41110"), ("Selles-sur-Cher", "41130"), ("Lamotte-Beuvron", "41600"),
                ("Mer", "41500"), ("Neung-sur-Beuvron", "41210"), ("Mondoubleau", "41170")]}
# birthplaces: town, department (99 abroad), INSEE commune / country code
BIRTH_TOWNS = [("Bourges", "18", "033"), ("Châteauroux", "36", "044"), ("Tours", "37", "261"), ("Blois", "41", "018"),
               ("Orléans", "45", "234"), ("Nevers", "58", "194"), ("Montluçon", "03", "185"), ("Poitiers", "86", "194"),
               ("Paris", "75", "114"), ("Porto", "99", "139"), ("Dakar", "99", "341"), ("Alger", "99", "352"),
               ("Guéret", "23", "096"), ("Saumur", "49", "328")]
STREETS = ["rue des Tanneries", "chemin de la Pêcherie", "impasse des Vignes-Blanches", "route de Graçay", "rue du Four-Banal",
           "allée des Tilleuls", "rue de la Levée", "chemin des Grands-Bois", "place du Champ-de-Foire", "rue Porte-Chartraine",
           "rue des Écluses", "chemin du Moulin-Brûlé", "rue Jean-Baffier", "avenue de la Gare", "rue des Sabotiers",
           "route des Étangs", "rue Saint-Ladre", "chemin de Ronde"]
LIEUX_DITS = ["lieu-dit Les Brandes", "lieu-dit La Genetière", "hameau de Bois-Sir-Amé", "lieu-dit Le Grand Chaumoy",
              "ferme de La Bruyère-Dorée", "lieu-dit Les Guérinets", "hameau des Noues", "lieu-dit La Croix-Blanche"]
MAIL_DOMAINS = ["orange.fr", "free.fr", "sfr.fr", "laposte.net", "gmail.com", "wanadoo.fr", "bbox.fr"]

# the home-care (HAD) structures (fictional): name, acronym, dept, town, postcode, street, web, referring hospital,
# its ward, its town
HADS = [("Hospitalisation à domicile Berry-Sologne", "HAD Berry-Sologne", "18", "Vierzon", "18102", "rue de la Société-Française",
         "had-berry-sologne.fr", "Centre hospitalier du Pays-Fort", "Aubigny-sur-Nère"),
        ("HAD Brenne-Boischaut", "HAD 2B", "36", "Buzançais", "36501", "avenue du Général-Ferrié", "had-2b.fr",
         "Centre hospitalier de la Brenne", "Le Blanc"),
        ("Hospitalisation à domicile Touraine-Véron", "HAD Touraine-Véron", "37", "Chinon", "37501", "quai Danton",
         "had-touraine-veron.fr", "Centre hospitalier Rabelais-Vienne", "Chinon"),
        ("HAD Loir-et-Sologne Soins à domicile", "HAD LSSD", "41", "Romorantin-Lanthenay", "41202", "faubourg d'Orléans",
         "had-lssd.fr", "Centre hospitalier intercommunal Cher-Sauldre", "Romorantin-Lanthenay")]
WARDS = ["service d'oncologie médicale", "unité de soins palliatifs", "service de pneumologie", "service de médecine polyvalente",
         "service de gériatrie aiguë", "service de neurologie"]
SSIADS = ["SSIAD du Pays de Vierzon", "SSIAD Vallée de l'Indre", "SSIAD Val de Vienne", "SSIAD Sologne-Sauldre",
          "SSIAD ADMR Champagne berrichonne", "SSIAD Castelroussin"]
CABINETS = ["Cabinet infirmier des Halles", "Cabinet infirmier Saint-Éloi", "Cabinet de soins infirmiers du Val-de-Cher",
            "Cabinet infirmier de la Porte-Bannière", "Maison de santé pluriprofessionnelle des Trois-Provinces"]
PHARMACIES = ["Pharmacie du Beffroi", "Pharmacie de la Croix-Moreau", "Pharmacie des Remparts", "Grande Pharmacie du Marché",
              "Pharmacie Jacques-Cœur", "Pharmacie de la Sauldre"]
PROVIDERS = [("Domi-Respir Centre", "DRC"), ("Médi'Loire Services", "MLS"), ("OxyVal Santé", "OVS"), ("Berry Médical Domicile", "BMD")]
PLATEFORMES = ["Plateforme d'accompagnement et de répit des aidants du Cher", "Plateforme de répit Brenne-Boischaut",
               "Plateforme de répit Touraine-Aidants", "Maison des aidants Sologne-Vallée"]
FIXED = "02 61 91"
MOBILE = ["06 39 98", "07 00 11"]
DEPT_NAME = {"18": "du Cher", "36": "de l'Indre", "37": "d'Indre-et-Loire", "41": "de Loir-et-Cher"}
CPAM = {"18": "CPAM du Cher", "36": "CPAM de l'Indre", "37": "CPAM d'Indre-et-Loire", "41": "CPAM de Loir-et-Cher"}


def phone(r, mobile=False, style=0) -> str:
    b = r.choice(MOBILE) if mobile else FIXED
    p = (b + " %02d %02d" % (r.randint(10, 99), r.randint(10, 99))).split(" ")
    return [" ".join(p), ".".join(p), "".join(p), "+33 " + " ".join([p[0][1]] + p[1:]), "-".join(p),
            " ".join(p[:3]) + " " + p[3] + p[4]][style % 6]


def nir13(r, sex: int, d: datetime.date, birth) -> str:
    return "%d%02d%02d%s%s%03d" % (sex, d.year % 100, d.month, birth[1], birth[2], r.randint(1, 999))


def nir_written(n13: str, key: str, style: int) -> str:
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + key, sp + " - " + key, n13 + " " + key][style % 4]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    day = "1er" if d.day == 1 else str(d.day)
    return [d.strftime("%d/%m/%Y"), "%s %s %d" % (day, m, d.year), d.strftime("%d.%m.%Y"), d.strftime("%d/%m/%y"),
            d.strftime("%d-%m-%Y"), ("%s %s %d" % (d.strftime("%d"), m, d.year)).upper(), d.strftime("%Y-%m-%d"),
            "%d.%s.%d" % (d.day, ROMAN[d.month - 1], d.year)][style % 8]


def care(d: datetime.date, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year),
            "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year), d.strftime("%d.%m.%y"),
            d.strftime("%d/%m")][style % 5]


def age(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def caps_name(name: str) -> str:
    """Upper case except the lower-case particles ("de BENGY", "d'ORSANNE", "du POUGET", "de LA CHÂTRE")."""
    out = []
    for w in name.split(" "):
        if w in ("de", "du", "da"):
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
    s = "%.2f" % x
    ent, dec = s.split(".")
    g = ""
    while len(ent) > 3:
        g = " " + ent[-3:] + g
        ent = ent[:-3]
    return ent + g + "," + dec + " €"


# ------------------------------------------------------------------ codes of a stay at home
def ean13(body12: str) -> str:
    s = sum(int(c) * (3 if k % 2 else 1) for k, c in enumerate(body12))
    return body12 + str((10 - s % 10) % 10)


def cip13(r) -> str:
    return ean13("34009" + digits(r, 7))


def ucd13(r) -> str:
    return ean13("34008" + digits(r, 7))


def lot(r, year) -> str:
    al = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return ["%d%s%04d" % (year % 100, r.choice(al), r.randint(1, 9999)), "L%s%05d" % (r.choice(al), r.randint(1, 99999)),
            "%s%s%d%03d" % (r.choice(al), r.choice(al), year % 10, r.randint(1, 999))][r.randint(0, 2)]


def serial(r, prefix) -> str:
    return "%s-%02d%02d-%05d" % (prefix, r.randint(18, 25), r.randint(1, 52), r.randint(1, 99999))


def access_code(r, kind) -> str:
    al = "ABCD"
    if kind == "digicode":
        return "%d%s%d%d%d" % (r.randint(1, 9), r.choice(al), r.randint(0, 9), r.randint(0, 9), r.randint(0, 9))
    return "%04d" % r.randint(1000, 9999)
