"""Pools, writings and identifiers of corpus BY (tools/make_corpus_by.py): the people, hospitals, blood-bank sites and
towns of PICARDIE (Somme 80, Aisne 02, Oise 60; region Hauts-de-France), the writings of dates, phones and the NIR, and
the identifiers of transfusion and haemovigilance (request, delivery slip, e-FIT declaration, lookback file, blood-group
card) together with the KEPT numbers of the blood products (product codes, donation numbers, reagent lots). The
check-key helpers (Luhn, NIR key, RPPS, ADELI, FINESS) are corpus AU's, imported as is.

Writings: birth dates "07/03/1941", "7 mars 1941", "07-03-1941", "7.3.41", "07 03 1941", "1941/03/07",
"7 MARS 41", "mardi 07/03/1941"; care dates "12/03/2025", "12-03-25", "12 mars", "12.03.2025"; NIR
"1 41 03 80 021 127 45", "1410380021127 45", "141038002112745", "1.41.03.80.021.127 clé 45", "1 41 03 80 021 127/45";
phones in the ARCEP fiction blocks 03 65 88 (fixed, Hauts-de-France) and 06 39 98 / 07 00 11 (mobiles) written
"03 65 88 12 34", "03.65.88.12.34", "0365881234", "+33 3 65 88 12 34", "03 65 88 1234", "(03) 65 88 12 34".
"""
from __future__ import annotations

import datetime
import unicodedata

from tools.corpus_au.ids import adeli, digits, finess, luhn_digit, nir_key, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Dufossé", "Carpentier", "Delannoy", "Vasseur", "Leclercq", "Caron", "Poiret", "Froissart", "Lemaire-Dufour",
            "Quénu", "Sueur", "Dequidt", "Lecat", "Crépin", "Dewailly", "Flament", "Wable", "Hecquet", "Bocquet", "Obry",
            "Dournel", "Lheureux", "Damay", "Cuvelier", "Tassart", "Maquet", "Fournival", "Boitel", "Lenglet", "Warnier",
            "Cauchy-Lefort", "Desmarest", "Trouillet", "Gosselin", "Potel", "Ducrocq", "Malezieux", "Hennebert", "Vaquette",
            "de Lattre", "du Bosquel", "Le Vasseur", "N'Diaye", "Ben Amor", "Da Silva", "Nguyen-Caron", "Kowalczyk",
            "Benali", "Saint-Omer", "Oudart", "Tellier-Mouret"]
FIRST_F = ["Ghislaine", "Josiane", "Marie-Claude", "Brigitte", "Martine", "Annick", "Justine", "Clémence", "Anaïs", "Elsa",
           "Laëtitia", "Séverine", "Édith", "Huguette", "Monique", "Maryse", "Noémie", "Lisa", "Yasmina", "Amandine",
           "Marie-Noëlle", "Anne-Sophie", "Pauline", "Gwendoline", "Thérèse", "Régine"]
FIRST_M = ["Jean-Marie", "Francis", "Thierry", "Dominique", "Gérard", "Jacky", "Alain", "Bernard", "Nicolas", "Dylan",
           "Kylian", "Mathéo", "Enzo", "Karim", "Rachid", "Ludovic", "Jean-Pierre", "Marc-Antoine", "Sébastien", "Cédric",
           "Grégory", "Arnaud", "Valentin", "Jérôme", "Yannick", "Raymond"]
# a clinician's surname that is also an ordinary French word, printed as a word in the same document (kept)
HOMONYMS = [("Meunier", "meunier", "Le patient, ancien ", " à la minoterie, signale une fatigue croissante depuis l'été."),
            ("Tisserand", "tisserand", "Son père, ", " dans une filature, avait présenté la même anémie."),
            ("Verrier", "verrier", "Le conjoint a travaillé trente ans comme ", " dans une usine de flaconnage."),
            ("Brasseur", "brasseur", "Le conjoint, ", " de profession, l'accompagne à chaque séance."),
            ("Charron", "charron", "Le grand-père, ", " de village, est cité dans l'arbre familial de la drépanocytose."),
            ("Vannier", "vannier", "Un voisin, ", " retraité, assure les trajets vers l'hôpital de jour.")]

# real communes of Somme (80), Aisne (02) and Oise (60) with their postcodes
TOWNS = {"80": [("Amiens", "80000"), ("Abbeville", "80100"), ("Péronne", "80200"), ("Doullens", "80600"), ("Albert", "80300"),
                ("Montdidier", "80500"), ("Ham", "80400"), ("Corbie", "80800"), ("Roye", "80700"), ("Rue", "80120"),
                ("Friville-Escarbotin", "80130"), ("Poix-de-Picardie", "80290")],
         "02": [("Saint-Quentin", "02100"), ("Laon", "02000"), ("Soissons", "02200"), ("Château-Thierry", "02400"),
                ("Chauny", "02300"), ("Hirson", "02500"), ("Guise", "02120"), ("Villers-Cotterêts", "02600"), ("Vervins", "02140"),
                ("Bohain-en-Vermandois", "02110"), ("Tergnier", "02700")],
         "60": [("Beauvais", "60000"), ("Compiègne", "60200"), ("Creil", "60100"), ("Senlis", "60300"), ("Noyon", "60400"),
                ("Clermont", "60600"), ("Chantilly", "60500"), ("Méru", "60110"), ("Crépy-en-Valois", "60800"),
                ("Pont-Sainte-Maxence", "60700"), ("Grandvilliers", "60210")]}
BIRTH_TOWNS = [("Amiens", "80", "021"), ("Saint-Quentin", "02", "691"), ("Beauvais", "60", "057"), ("Abbeville", "80", "001"),
               ("Laon", "02", "408"), ("Compiègne", "60", "159"), ("Lille", "59", "350"), ("Arras", "62", "041"),
               ("Rouen", "76", "540"), ("Reims", "51", "454"), ("Paris", "75", "112"), ("Bamako", "99", "335"),
               ("Oran", "99", "352"), ("Porto", "99", "139"), ("Varsovie", "99", "122")]
STREETS = ["rue des Hortillonnages", "rue Saint-Leu", "chemin du Marais-Noir", "rue de la Hotoie", "allée des Peupliers",
           "rue du Vermandois", "route de Ribemont", "rue des Canonniers", "impasse du Moulin-Bleu", "rue Jules-Verne",
           "place du Beffroi", "rue de la Vallée-d'Acon", "rue du Faubourg-d'Isle", "chemin des Larris", "rue des Tanneurs-Picards",
           "avenue du Général-Leclerc", "rue de la Chaussée-Brunehaut", "rue Pierre-de-Coubertin"]
LIEUX_DITS = ["hameau de Vadencourt", "lieu-dit La Ferme-du-Bois", "hameau du Petit-Cuvilly", "ferme de la Motte-Brebière",
              "lieu-dit Les Trois-Cornets", "hameau de Bellicourt-Haut"]
MAIL_DOMAINS = ["orange.fr", "free.fr", "sfr.fr", "laposte.net", "gmail.com", "wanadoo.fr", "outlook.fr"]

# fictional hospitals: name, acronym, dept, town, postcode, street, web, ward of the transfusion depot
HOSPITALS = [("Centre hospitalier de la Haute-Somme et du Santerre", "CHHSS", "80", "Péronne", "80201", "rue de l'Abbé-Dufour", "chhss-fictif.fr"),
             ("Groupe hospitalier de Saint-Quentin et du Vermandois", "GHSQV", "02", "Saint-Quentin", "02321", "boulevard Henri-Martin-Fictif", "ghsqv-fictif.fr"),
             ("Centre hospitalier intercommunal du Beauvaisis et du Clermontois", "CHIBC", "60", "Beauvais", "60021", "avenue de l'Hôtel-Dieu-Bellovaque", "chibc-fictif.fr"),
             ("Hôpital du Soissonnais et du Valois", "HSV", "02", "Soissons", "02209", "rue du Champ-Bouvier", "hsv-fictif.fr")]
CLINICS = [("Polyclinique de la Baie de Somme", "PBS"), ("Clinique Saint-Firmin du Marquenterre", "CSFM"),
           ("Clinique des Trois-Vallées de l'Oise", "CTVO"), ("Hôpital privé du Laonnois", "HPL")]
# the blood establishment's delivery sites (public body EFS; the site itself is written with its town and phone)
EFS_SITES = {"80": ("Amiens", "80054", "place Victor-Pauchet-Fictive"), "02": ("Saint-Quentin", "02107", "rue Émile-Zola-Fictive"),
             "60": ("Beauvais", "60005", "rue de Clermont-Fictive")}
EFS = "EFS Hauts-de-France Normandie"
FIXED = "03 65 88"
MOBILE = ["06 39 98", "07 00 11"]
DEPT_NAME = {"80": "de la Somme", "02": "de l'Aisne", "60": "de l'Oise"}
CPAM = {"80": "CPAM de la Somme", "02": "CPAM de l'Aisne", "60": "CPAM de l'Oise"}
PLATE_AL = "ABCDEFGHJKLMNPRSTUVWXYZ"


def phone(r, mobile=False, style=0) -> str:
    b = r.choice(MOBILE) if mobile else FIXED
    p = (b + " %02d %02d" % (r.randint(10, 99), r.randint(10, 99))).split(" ")
    return [" ".join(p), ".".join(p), "".join(p), "+33 " + " ".join([p[0][1]] + p[1:]), " ".join(p[:3]) + " " + p[3] + p[4],
            "(" + p[0] + ") " + " ".join(p[1:])][style % 6]


def nir13(r, sex: int, d: datetime.date, birth) -> str:
    return "%d%02d%02d%s%s%03d" % (sex, d.year % 100, d.month, birth[1], birth[2], r.randint(1, 999))


def nir_written(n13: str, key: str, style: int) -> str:
    parts = [n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13]]
    sp = " ".join(parts)
    return [sp + " " + key, n13 + " " + key, n13 + key, ".".join(parts) + " clé " + key, sp + "/" + key][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, m, d.year), d.strftime("%d-%m-%Y"), "%d.%d.%s" % (d.day, d.month, d.strftime("%y")),
            d.strftime("%d %m %Y"), d.strftime("%Y/%m/%d"), ("%d %s %s" % (d.day, m, d.strftime("%y"))).upper(),
            "%s %s" % (JOURS[d.weekday()], d.strftime("%d/%m/%Y"))][style % 8]


def care(d: datetime.date, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), d.strftime("%d-%m-%y"), "%d %s" % (d.day, MOIS[d.month - 1]), d.strftime("%d.%m.%Y")][style % 4]


def age(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def caps_name(name: str) -> str:
    out = []
    for w in name.split(" "):
        out.append(w if w in ("de", "du", "da") else w.upper())
    return " ".join(out)


def initials(name: str) -> str:
    return "-".join(h[0].upper() + "." for h in name.split("-"))


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)


# ------------------------------------------------------------------ kept numbers of the blood chain
PRODUCTS = [("CGR", "concentré de globules rouges déleucocyté", "E4558V00", "280 mL"),
            ("CPA", "concentré de plaquettes d'aphérèse", "E6845V00", "230 mL"),
            ("MCP", "mélange de concentrés de plaquettes", "E7019V00", "310 mL"),
            ("PFC", "plasma frais congelé sécurisé", "E2693V00", "220 mL")]
GROUPS = ["O RH:1", "A RH:1", "B RH:1", "AB RH:1", "O RH:-1", "A RH:-1"]
PHENOS = ["RH:1,2,-3,-4,5 ; KEL:-1", "RH:1,2,3,-4,5 ; KEL:-1", "RH:1,-2,-3,4,5 ; KEL:-1", "RH:-1,-2,-3,4,5 ; KEL:-1",
          "RH:1,2,-3,4,5 ; KEL:1", "RH:1,-2,3,4,5 ; KEL:-1"]


def donation(r, year) -> str:
    """An ISBT 128 donation identification number of a product (kept: it names a donation, not the patient)."""
    return "FR%02d %02d %06d" % (r.randint(11, 89), year % 100, r.randint(1, 999999))


def lot(r, year) -> str:
    return "%02d%s%04d" % (year % 100, r.choice("ABCDEFGHKLMNP"), r.randint(1, 9999))


def serial(r, prefix) -> str:
    return "%s-%05d" % (prefix, r.randint(1, 99999))
