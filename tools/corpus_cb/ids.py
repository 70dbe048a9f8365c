"""Pools, writings and identifiers of corpus CB (tools/make_corpus_cb.py): the people, prisons, hospitals and towns of
NORMANDIE (Calvados 14, Eure 27, Manche 50, Orne 61, Seine-Maritime 76), the writings of dates, phones and the NIR, the
identifiers of health care in prison (écrou numbers, cells, extraction orders, prosecutors' case numbers, police
requisitions, USMP files, prescriptions) and the clinical scenarios with their KEPT numbers (CIM-10, CCAM-format codes,
ATC, doses, lots, lab results, scores). The check-key helpers (Luhn, NIR key, RPPS) are corpus AU's, imported as is;
FINESS and ADELI start with the department.

Writings: birth dates "03/07/1991", "3 juillet 1991", "03 JUIL 1991" (the prison registry's capitals), "3/7/1991",
"03-07-1991", and in words "trois juillet mil neuf cent quatre-vingt-onze" (the judicial style of a certificate for the
judge); NIR "1 91 07 14 118 123 45", "191071411812345", "1 91 07 14 118 123 (45)", "1910714118123 clé 45"; phones of
Normandie (02 31 Calvados, 02 32 Eure, 02 33 Manche / Orne, 02 35 Seine-Maritime; mobiles 06 / 07) written
"02 31 45 67 89", "02.31.45.67.89", "0231456789", "+33 2 31 45 67 89", "02-31-45-67-89".
"""
from __future__ import annotations

import datetime
import unicodedata

from tools.corpus_au.ids import digits, luhn_digit, nir_key, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
MOIS_REG = ["JANV", "FEVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOUT", "SEPT", "OCT", "NOV", "DEC"]

SURNAMES = ["Lefebvre", "Lemarchand", "Hébert", "Letellier", "Lecoq", "Lemaître", "Osmont", "Lecanu", "Levavasseur", "Hamel",
            "Lecourtois", "Anquetil", "Duchemin", "Desmares", "Quesnel", "Lepetit", "Vautier", "Bouteiller", "Lechevallier",
            "Tougard", "Mauger", "Grandin", "Delamare", "Ozouf", "Lesueur", "Marguerie", "Heurtevent", "Dufresne-Lecœur",
            "Le Trésor", "de Sainte-Marie", "Le Mauff", "Ben Slimane", "Haddad", "Traoré", "Kaci", "Mendy", "Popescu", "Da Silva",
            "Nguyen", "Benamara", "Lhermitte", "Saint-Clair", "Gosselin", "Jouenne", "Houel", "Picot-Lebrun", "Tessier", "Vimard"]
FIRST_M = ["Jordan", "Kévin", "Mickaël", "Anthony", "Dylan", "Yacine", "Mamadou", "Florian", "Steven", "Loïc", "Jean-Claude",
           "Sébastien", "Cédric", "Bilal", "Nicolas", "Franck", "Grégory", "Rémi", "Jean-Marie", "Hervé", "Thibault",
           "Sofiane", "Alexandre", "Guillaume", "Damien", "Pierre-Yves", "Ludovic"]
FIRST_F = ["Sandrine", "Audrey", "Élodie", "Nadège", "Karine", "Aurélie", "Sophie", "Amandine", "Gwendoline", "Laëtitia",
           "Marie-Christine", "Séverine", "Inès", "Claire", "Hélène", "Nathalie", "Fatoumata", "Anne-Sophie", "Mélanie", "Coralie"]
# a clinician's surname that is also an ordinary French word, printed as a word in the same document (kept)
HOMONYMS = [("Berger", "berger", "Avant l'incarcération, emploi de ", " dans une exploitation du pays d'Auge."),
            ("Boucher", "boucher", "Apprentissage du métier de ", " avant un emploi en abattoir."),
            ("Cuisinier", "cuisinier", "Au service général, poste de ", " aux cuisines de la détention."),
            ("Meunier", "meunier", "Le père, ", " à la retraite, écrit chaque semaine."),
            ("Pêcheur", "pêcheur", "Le métier de marin ", " à Port-en-Bessin explique les lombalgies."),
            ("Couturier", "couturier", "Travail comme ", " à l'atelier de confection de l'établissement.")]

# real communes of Normandie with their postcodes and departments
TOWNS = [("Caen", "14000"), ("Hérouville-Saint-Clair", "14200"), ("Lisieux", "14100"), ("Bayeux", "14400"), ("Vire Normandie", "14500"),
         ("Honfleur", "14600"), ("Falaise", "14700"), ("Cherbourg-en-Cotentin", "50100"), ("Saint-Lô", "50000"), ("Coutances", "50200"),
         ("Granville", "50400"), ("Avranches", "50300"), ("Alençon", "61000"), ("Argentan", "61200"), ("Flers", "61100"),
         ("L'Aigle", "61300"), ("Rouen", "76000"), ("Le Havre", "76600"), ("Dieppe", "76200"), ("Fécamp", "76400"), ("Elbeuf", "76500"),
         ("Sotteville-lès-Rouen", "76300"), ("Évreux", "27000"), ("Vernon", "27200"), ("Louviers", "27400"), ("Bernay", "27300")]
# birthplace: commune, department part of the NIR, commune part (INSEE 14118 -> "14" + "118"; 99 = abroad, country code)
BIRTH_TOWNS = [("Caen", "14", "118"), ("Lisieux", "14", "366"), ("Cherbourg-en-Cotentin", "50", "129"), ("Saint-Lô", "50", "502"),
               ("Alençon", "61", "001"), ("Rouen", "76", "540"), ("Le Havre", "76", "351"), ("Dieppe", "76", "217"), ("Évreux", "27", "229"),
               ("Paris", "75", "114"), ("Alger", "99", "352"), ("Casablanca", "99", "350"), ("Bucarest", "99", "114"), ("Dakar", "99", "341")]
STREETS = ["rue des Pommiers-Fictifs", "rue du Clos-Masure", "impasse des Caboteurs", "chemin des Haies-Vives", "rue Guillaume-le-Fictif",
           "allée des Colombiers", "rue de la Herbe-Fictive", "route du Bocage-Haut", "rue des Drakkars", "quai des Terre-Neuvas-Fictif",
           "résidence des Falaises, bât. D", "rue du Pressoir-à-Cidre", "chemin de la Mare-aux-Fées", "boulevard des Belles-Filles-Fictif",
           "rue des Calfats", "avenue du Marais-Vernier-Fictif"]
MAIL_DOMAINS = ["gmail.com", "orange.fr", "free.fr", "sfr.fr", "laposte.net", "outlook.fr"]

# fictional prisons: name, acronym, town, postcode, street
PRISONS = [("Centre pénitentiaire des Falaises-d'Albâtre", "CPFA", "Le Havre", "76620", "route de la Pointe-Fictive"),
           ("Maison d'arrêt du Cotentin-Nord", "MACN", "Cherbourg-en-Cotentin", "50110", "rue du Bassin-Fictif"),
           ("Centre de détention de la Suisse-Normande", "CDSN", "Argentan", "61202", "chemin de la Rouvre-Fictive"),
           ("Centre pénitentiaire des Deux-Rives", "CPDR", "Caen", "14052", "boulevard de l'Orne-Fictif")]
# fictional hospitals that run the prison health units: name, acronym, town, postcode (cedex), street, web
HOSPITALS = [("Centre hospitalier Jacques-Anquetil-Fictif", "CHJA", "Le Havre", "76083", "rue du Mont-Gaillard-Fictif", "chja-fictif.fr"),
             ("Centre hospitalier du Cotentin-Fictif", "CHCF", "Cherbourg-en-Cotentin", "50102", "rue du Val-de-Saire-Fictif", "chcf-fictif.fr"),
             ("Centre hospitalier intercommunal Alençon-Argentan-Fictif", "CHIAF", "Argentan", "61203", "rue de l'Hippodrome-Fictif", "chiaf-fictif.fr"),
             ("CHU des Rives-de-l'Orne", "CHURO", "Caen", "14033", "avenue de la Côte-Fictive", "churo-fictif.fr")]
UHSI = ("UHSI interrégionale du Grand-Ouest-Fictif", "UHSI-GO")
UHSA = ("UHSA du Val-de-Seine-Fictif", "UHSA-VS")
CSAPAS = ["CSAPA Le Fanal-Fictif", "CSAPA La Passerelle du Bocage", "CSAPA Les Embruns"]
CHRS = ["CHRS L'Escale normande", "CHRS Le Gouvernail-Fictif", "Foyer Saint-Exupère-Fictif"]
LABS = [("Laboratoire Biocaux-Fictif", "LBC"), ("Laboratoire des Pommiers-Fictif", "LDP"), ("Biolittoral Cotentin-Fictif", "BLC")]
PHARMACIES = ["Pharmacie à usage intérieur du site", "Pharmacie centrale hospitalière"]
CABINETS = ["Cabinet Marguerie et associés", "SCP Hamel-Ozouf, avocats", "Cabinet de la Place-Saint-Sauveur-Fictive"]

# public bodies and numbers (kept)
TRIB = ["tribunal judiciaire du Havre", "tribunal judiciaire de Cherbourg", "tribunal judiciaire d'Argentan", "tribunal judiciaire de Caen"]
SPIP = ["SPIP de la Seine-Maritime", "SPIP de la Manche", "SPIP de l'Orne", "SPIP du Calvados"]
BARREAU = ["barreau du Havre", "barreau de Cherbourg", "barreau d'Argentan", "barreau de Caen"]
CPAM = ["CPAM de Rouen-Elbeuf-Dieppe", "CPAM de la Manche", "CPAM de l'Orne", "CPAM du Calvados"]
DISP = "direction interrégionale des services pénitentiaires de Rennes"
ARS = "ARS Normandie"
CGLPL = "Contrôleur général des lieux de privation de liberté"
PN3114 = "3114"           # national suicide prevention number
DIS = "0 800 23 13 13"    # Drogues info service


def phone(r, mobile=False, style=0, dept="14") -> str:
    pre = r.choice(["06", "07"]) if mobile else {"14": "02 31", "27": "02 32", "50": "02 33", "61": "02 33", "76": "02 35"}.get(dept, "02 31")
    g = [pre[:2], pre[3:5] if not mobile else "%02d" % r.randint(10, 99)] + ["%02d" % r.randint(10, 99) for _ in range(3)]
    return [" ".join(g), ".".join(g), "".join(g), "+33 " + g[0][1] + " " + " ".join(g[1:]), "-".join(g)][style % 5]


def dept_of(cp):
    return cp[:2]


def finess(r, dept) -> str:
    body = dept + "0" + digits(r, 5)
    return body + luhn_digit(body)


def adeli(r, dept) -> str:
    body = dept + str(r.choice([0, 1, 6, 9])) + digits(r, 5)
    return body + luhn_digit(body)


def nir13(r, sex: int, d: datetime.date, birth) -> str:
    return "%d%02d%02d%s%s%03d" % (sex, d.year % 100, d.month, birth[1], birth[2], r.randint(1, 999))


def nir_written(n13: str, key: str, style: int) -> str:
    sp = " ".join([n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13]])
    return [sp + " " + key, n13 + key, sp + " (" + key + ")", n13 + " clé " + key][style % 4]


UNITS = ["", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze", "treize", "quatorze",
         "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"]
TENS = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}


def words99(n: int) -> str:
    if n < 20:
        return UNITS[n]
    t, u = divmod(n, 10)
    if t in (7, 9):
        base = "soixante" if t == 7 else "quatre-vingt"
        return base + ("-et-onze" if n == 71 else "-" + UNITS[10 + u])
    if t == 8:
        return "quatre-vingts" if u == 0 else "quatre-vingt-" + UNITS[u]
    return TENS[t] + ("" if u == 0 else "-et-un" if u == 1 else "-" + UNITS[u])


def date_words(d: datetime.date) -> str:
    day = "premier" if d.day == 1 else words99(d.day)
    y = ("mil neuf cent " + words99(d.year - 1900)) if d.year < 2000 else ("deux mille" + ("" if d.year == 2000 else " " + words99(d.year - 2000)))
    return "%s %s %s" % (day, MOIS[d.month - 1], y.strip())


def birth_written(d: datetime.date, style: int) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), "%02d %s %d" % (d.day, MOIS_REG[d.month - 1], d.year),
            "%d/%d/%d" % (d.day, d.month, d.year), d.strftime("%d-%m-%Y")][style % 5]


def care(d: datetime.date, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d/%m/%y")][style % 3]


def age(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def caps_name(name: str) -> str:
    return " ".join(w if w in ("de", "Le", "Ben", "Da") else w.upper() for w in name.split(" "))


def initials(name: str) -> str:
    return "-".join(h[0].upper() + "." for h in name.split("-"))


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "").replace("œ", "oe") for p in parts)


def code(r, n, al="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(al) for _ in range(n))


def fr(x, nd=0) -> str:
    s = ("%." + str(nd) + "f") % x
    ent, _, dec = s.partition(".")
    return ent + ("," + dec if dec else "")


def lot(r, year) -> str:
    return "%s%02d%s%03d" % (code(r, 2, "BCDFHKLMNPRTVX"), year % 100, code(r, 1), r.randint(1, 999))


# ------------------------------------------------------------------ kept numbers of care in prison
BUP = ("buprénorphine", "8 mg", "N07BC01")
MET = ("méthadone sirop", "60 mg", "N07BC02")
NIC = ("nicotine patch", "21 mg/24 h", "N07BA01")
PAR = ("paracétamol", "1 g", "N02BE01")
OXA = ("oxazépam", "10 mg", "N05BA04")
CYA = ("cyamémazine", "25 mg", "N05AA06")
SER = ("sertraline", "50 mg", "N06AB06")
AMOX = ("amoxicilline", "1 g", "J01CA04")
INS = ("insuline glargine", "18 UI", "A10AE04")
TB_TEST = "radiographie thoracique de dépistage"
# scenario: key, CIM-10, reason, dental act, eponym
SCEN = [dict(key="opiaces", cim="F11.2", motif="dépendance aux opiacés sous traitement de substitution", epo="syndrome de sevrage de Himmelsbach"),
        dict(key="diabete", cim="E11.9", motif="diabète de type 2 déséquilibré", epo="neuropathie de Charcot"),
        dict(key="depression", cim="F32.1", motif="épisode dépressif moyen en début d'incarcération", epo="échelle de Hamilton"),
        dict(key="alcool", cim="F10.2", motif="dépendance à l'alcool", epo="encéphalopathie de Gayet-Wernicke"),
        dict(key="trauma", cim="S62.3", motif="fracture de la main après un coup de poing dans un mur", epo="fracture de Bennett"),
        dict(key="vhc", cim="B18.2", motif="hépatite C chronique découverte au dépistage d'entrée", epo="score de Metavir"),
        dict(key="asthme", cim="J45.9", motif="asthme mal contrôlé dans une cellule de fumeurs", epo="débit de pointe de Wright")]
