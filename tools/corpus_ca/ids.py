"""Pools, writings and identifiers of corpus CA (tools/make_corpus_ca.py): the people, hospitals and towns of LA RÉUNION
(département 974, overseas region), the writings of dates, phones and the NIR, the identifiers of a sexual-health
pathway (CeGIDD anonymity and file numbers, lab samples, prescriptions, e-DO declarations and their anonymisation
codes, dating-app pseudonyms of partners) and the clinical scenarios with their KEPT numbers (CIM-10, CCAM-format
codes, ATC, doses, lots, lab results, schemes). The check-key helpers (Luhn, NIR key, RPPS) are corpus AU's,
imported as is; the FINESS and ADELI of La Réunion start with 9704 / 974.

Writings: birth dates "03/07/1991", "3 juillet 1991", "03-juil.-91" (a spreadsheet's dd-mmm-yy), "3.07.1991",
"1991-07-03", "03/07/91", "03.07.1991"; NIR "1 85 06 97 411 123 45", "185069741112345", "1 85 06 97 411 123, clé 45",
"1 85 06 97 411 123 clé : 45", "1850697411123 45" (born in La Réunion: department 97, commune 4xx); phones of La Réunion
(fixed 0262, mobile 0692 / 0693) written "0262 41 23 45", "02 62 41 23 45", "+262 262 41 23 45", "0262412345",
"00 262 262 41 23 45", "(0262) 41 23 45".
"""
from __future__ import annotations

import datetime
import unicodedata

from tools.corpus_au.ids import digits, luhn_digit, nir_key, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_XL = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]

SURNAMES = ["Payet", "Hoarau", "Técher", "Boyer", "Lebon", "Nativel", "Turpin", "Dijoux", "Ethève", "Mussard", "Clain",
            "Lauret", "Virapoullé", "Moutoussamy", "Ramassamy", "Govindin", "Badat", "Ah-Hong", "Chane-Kune", "Baret",
            "Bègue", "Gonthier", "Bellon", "Damour", "Huet", "Lebreton", "Sautron", "Hoareau", "Maunier", "Vitry",
            "Pausé", "Dalleau", "Latchoumanin", "Apavou", "Kichenin", "Mougamadou", "Valy", "Ah-Sing", "Lan-Yan",
            "Rakotomalala", "Randrianarisoa", "Soilihi", "Ahamada", "Madi", "Ibrahim", "Nourry", "Grosset-Técher",
            "de Villentroy", "de Palmas", "Le Toullec", "Mohamed Saïd", "Ben Amor", "Bourdais-Payet", "Lacouture"]
FIRST_F = ["Marie-Josée", "Ginette", "Jessica", "Cindy", "Kelly", "Noémie", "Laëtitia", "Sandrine", "Mélissa", "Océane",
           "Anaïs", "Nathalie", "Émilie", "Maéva", "Ornella", "Soraya", "Fatima", "Anjali", "Loréna", "Marie-Lise",
           "Sabrina", "Priscilla", "Yasmine", "Naïma", "Clémence", "Annabelle"]
FIRST_M = ["Jean-Bernard", "Dimitri", "Yannis", "Kévin", "Mickaël", "Johan", "Christopher", "Sully", "Teddy", "Jordan",
           "Ludovic", "Jean-Hugues", "Willy", "Frédéric", "Gilles", "Loïc", "Anthony", "Giovanni", "Ilyes", "Nicolas",
           "Rayan", "Jean-Marc", "Rudy", "Fabrice", "Thierry", "Raphaël"]
# a clinician's surname that is also an ordinary French word, printed as a word in the same document (kept)
HOMONYMS = [("Fontaine", "fontaine", "Un distributeur de préservatifs gratuits est installé près de la ", " du hall d'accueil."),
            ("Rivière", "rivière", "Une action de dépistage hors les murs a lieu le samedi au bord de la ", ", à la sortie du lycée."),
            ("Cadet", "cadet", "Son frère ", " l'accompagne parfois jusqu'au centre."),
            ("Maillot", "maillot", "Maître-nageur, il porte le ", " du club de sauvetage côtier."),
            ("Grondin", "grondin", "Pêcheur, il vend le ", " et le capitaine au marché forain.")]

# real communes of La Réunion (974) with their postcodes
TOWNS = [("Saint-Denis", "97400"), ("Sainte-Clotilde", "97490"), ("Saint-Paul", "97460"), ("Saint-Gilles-les-Bains", "97434"),
         ("Saint-Pierre", "97410"), ("Le Tampon", "97430"), ("Saint-André", "97440"), ("Saint-Louis", "97450"), ("Le Port", "97420"),
         ("Saint-Benoît", "97470"), ("Saint-Joseph", "97480"), ("Sainte-Marie", "97438"), ("Sainte-Suzanne", "97441"),
         ("La Possession", "97419"), ("Saint-Leu", "97436"), ("Cilaos", "97413"), ("Salazie", "97433"), ("L'Étang-Salé", "97427"),
         ("Petite-Île", "97429"), ("Bras-Panon", "97412"), ("Les Avirons", "97425"), ("Entre-Deux", "97414"),
         ("Saint-Philippe", "97442"), ("Sainte-Rose", "97439"), ("La Plaine-des-Palmistes", "97431"), ("Trois-Bassins", "97426")]
# birthplace: commune, department part of the NIR, commune part of the NIR (INSEE 97411 -> "97" + "411")
BIRTH_TOWNS = [("Saint-Denis", "97", "411"), ("Saint-Pierre", "97", "416"), ("Saint-Paul", "97", "415"), ("Le Tampon", "97", "422"),
               ("Saint-André", "97", "409"), ("Saint-Louis", "97", "414"), ("Saint-Benoît", "97", "410"), ("Le Port", "97", "407"),
               ("Mamoudzou", "97", "611"), ("Paris", "75", "114"), ("Marseille", "13", "205"), ("Lyon", "69", "123"),
               ("Antananarivo", "99", "333"), ("Moroni", "99", "397"), ("Port-Louis", "99", "390")]
STREETS = ["rue des Flamboyants", "chemin des Letchis", "impasse des Vacoas", "rue des Goyaviers", "allée des Bougainvilliers",
           "chemin Bois-de-Nèfles", "rue du Piton-Fictif", "route des Tamarins-Hauts", "ruelle des Jamroses", "chemin des Filaos",
           "rue Marius-Fictif", "avenue de la Ravine-Blanche", "rue des Songes", "chemin Ligne-des-Bambous", "rue des Lataniers",
           "impasse des Zembrocal", "allée des Tuit-Tuit", "chemin de la Source-Fictive"]
LIEUX_DITS = ["lieu-dit Bras-Sec-Fictif", "îlet Bras-Rouge", "écart de la Ravine-Sèche", "lieu-dit Grand-Coude-Haut",
              "îlet à Guillaume-Fictif", "lieu-dit Mare-à-Poule-d'Eau"]
RESIDENCES = ["résidence Les Jamroses, bât. C, appt 12", "résidence Les Filaos, bât. A, appt 4", "résidence Ti-Bois, appt 21"]
MAIL_DOMAINS = ["gmail.com", "outlook.fr", "hotmail.fr", "orange.fr", "yahoo.fr", "laposte.net"]
PSEUDO_A = ["papangue", "zoizo", "tangue", "bichique", "fanjan", "vacoa", "lagon", "piton", "zambrocal", "kafrine", "tikok", "ouassou"]
PSEUDO_B = ["_974", ".sud", "97", "_run", ".bleu", "_nord", "x974", "_ouest"]

# fictional hospitals of La Réunion: name, acronym, town, postcode (cedex), street, web
HOSPITALS = [("Centre hospitalier universitaire des Alizés", "CHUA", "Saint-Denis", "97405", "allée des Topazes-Fictive", "chu-alizes-fictif.re"),
             ("Groupe hospitalier du Sud sauvage", "GHSS", "Saint-Pierre", "97448", "avenue du Volcan-Fictive", "ghss-fictif.re"),
             ("Centre hospitalier de la Côte-sous-le-Vent", "CHCV", "Saint-Paul", "97863", "route du Littoral-Fictive", "chcv-fictif.re"),
             ("Pôle de santé des Hauts de l'Est", "PSHE", "Saint-Benoît", "97475", "chemin de la Rivière-des-Marsouins-Fictif", "pshe-fictif.re")]
LABS = [("Laboratoire Biolagon", "LBL"), ("Laboratoire des Trois-Salazes", "L3S"), ("Laboratoire Bio-Océan Sud", "LBOS")]
PHARMACIES = ["Pharmacie des Flamboyants", "Pharmacie du Barachois-Fictif", "Pharmacie de la Ravine-Verte"]
PLANNINGS = ["Centre de santé sexuelle de la Ravine-Blanche", "Centre de planification du Chaudron-Fictif", "Espace santé jeunes Kaz'Ado"]
ASSOS = ["Association Kaz'Prévention", "Association Zarlor Santé"]

# public bodies and numbers (kept)
CGSS = "CGSS de La Réunion"
ARS = "ARS La Réunion"
SPF = "Santé publique France"
COREVIH = "COREVIH de La Réunion-Mayotte"
SIS = "0 800 840 800"        # Sida Info Service
FSJ = "0 800 235 236"        # Fil Santé Jeunes
OID_INS = "1.2.250.1.213.1.4.8"


def phone(r, mobile=False, style=0) -> str:
    pre = r.choice(["0692", "0693"]) if mobile else "0262"
    a, b, c = r.randint(10, 99), r.randint(10, 99), r.randint(10, 99)
    tail = "%02d %02d %02d" % (a, b, c)
    return ["%s %s" % (pre, tail), "%s %s %s" % (pre[:2], pre[2:], tail), "+262 %s %s" % (pre[1:], tail), pre + tail.replace(" ", ""),
            "00 262 %s %s" % (pre[1:], tail), "(%s) %s" % (pre, tail)][style % 6]


def finess(r) -> str:
    body = "9704" + digits(r, 4)
    return body + luhn_digit(body)


def adeli(r) -> str:
    body = "974" + str(r.choice([0, 1, 6, 9])) + digits(r, 4)
    return body + luhn_digit(body)


def nir13(r, sex: int, d: datetime.date, birth) -> str:
    return "%d%02d%02d%s%s%03d" % (sex, d.year % 100, d.month, birth[1], birth[2], r.randint(1, 999))


def nir_written(n13: str, key: str, style: int) -> str:
    sp = " ".join([n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13]])
    return [sp + " " + key, n13 + key, sp + ", clé " + key, sp + " clé : " + key, n13 + " " + key][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year),
            "%02d-%s-%s" % (d.day, MOIS_XL[d.month - 1], d.strftime("%y")), "%d.%s" % (d.day, d.strftime("%m.%Y")),
            d.strftime("%Y-%m-%d"), d.strftime("%d/%m/%y"), d.strftime("%d.%m.%Y")][style % 7]


def care(d: datetime.date, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d/%m/%y")][style % 3]


def age(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def caps_name(name: str) -> str:
    return " ".join(w if w in ("de", "Le", "Ben") else w.upper() for w in name.split(" "))


def initials(name: str) -> str:
    return "-".join(h[0].upper() + "." for h in name.split("-"))


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)


def code(r, n, al="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(al) for _ in range(n))


def fr(x, nd=0) -> str:
    """A French decimal: 1,82 ; thousands separated by a space."""
    s = ("%." + str(nd) + "f") % x
    ent, _, dec = s.partition(".")
    if len(ent) > 3:
        ent = ent[:-3] + " " + ent[-3:]
    return ent + ("," + dec if dec else "")


def lot(r, year) -> str:
    return "%s%02d%s%03d" % (code(r, 1, "BCDFHKLMNPRTVX"), year % 100, code(r, 1), r.randint(1, 999))


def pseudo(r) -> str:
    return r.choice(PSEUDO_A) + r.choice(PSEUDO_B) + ("" if r.random() < 0.5 else str(r.randint(2, 99)))


# ------------------------------------------------------------------ kept numbers of the sexual-health pathway
# drugs: name, dose, ATC
PREP = ("emtricitabine/ténofovir disoproxil", "200 mg/245 mg", "J05AR03")
TPE = ("bictégravir/emtricitabine/ténofovir alafénamide", "50 mg/200 mg/25 mg", "J05AR20")
BENZA = ("benzathine benzylpénicilline", "2,4 MUI", "J01CE08")
CEFTRI = ("ceftriaxone", "1 g", "J01DD04")
DOXY = ("doxycycline", "100 mg x 2/j", "J01AA02")
AZI = ("azithromycine", "1 g", "J01FA10")
ULI = ("ulipristal acétate", "30 mg", "G03AD02")
LNG = ("lévonorgestrel", "1,5 mg", "G03AD01")
ETO = ("étonogestrel (implant)", "68 mg", "G03AC08")
VACCINES = [("HPV 9-valent", "J07BM03", "Gardasil 9"), ("hépatite B", "J07BC01", "Engerix B20"),
            ("hépatite A", "J07BC02", "Havrix 1440"), ("mpox (variole)", "J07BX01", "Imvanex")]

# scenario: reason of the visit, CIM-10, sex constraint, infection found (for the lab report and the syphilis letter),
# exposure, schema of PrEP
SCEN = [
    dict(key="depistage", cim="Z11.3", motif="dépistage après un rapport non protégé", found=None, stage=None),
    dict(key="chlamydia", cim="A56.0", motif="écoulement urétral et brûlures mictionnelles", found="Chlamydia trachomatis", stage=None),
    dict(key="gono", cim="A54.0", motif="dysurie et écoulement purulent", found="Neisseria gonorrhoeae", stage=None),
    dict(key="syphilis1", cim="A51.0", motif="ulcération génitale indolore", found="syphilis primaire", stage="primaire"),
    dict(key="syphilis2", cim="A51.3", motif="éruption palmo-plantaire", found="syphilis secondaire", stage="secondaire"),
    dict(key="vih", cim="B24", motif="dépistage systématique", found="infection par le VIH-1", stage=None),
    dict(key="contact", cim="Z20.2", motif="partenaire notifié d'une infection sexuellement transmissible", found=None, stage=None),
]
SITES = ["urines (premier jet)", "prélèvement pharyngé", "prélèvement anal", "auto-prélèvement vaginal"]
MODES = ["rapports hétérosexuels", "rapports entre hommes", "partenaire connu séropositif", "mode inconnu"]
