"""Fictional participants, investigators, sites and identifiers with valid check keys, written for corpus BT (documents
of CLINICAL RESEARCH around a participant). Every character is in cp1252 (the spreadsheet writer draws base-14
Helvetica with /WinAnsiEncoding, the photo writer's OCR layer too). The check-key helpers (Luhn, NIR key, RPPS, ADELI,
FINESS) are corpus AU's, imported as is.

Writings: birth dates "12/03/1971", "12.03.1971", "12 mars 1971" ("1er" on the first), "12/03/71", "1971-03-12",
"12-03-1971", "12 MARS 1971", "12031971" (glued), and the CRF's partial writings "03/1971" and "mars 1971"; death dates
the same; care / visit dates "12/08/2025", "12 août 2025", "12/08/25", "2025-08-12", "mardi 12 août 2025",
"12.08.2025", "12-AOU-2025" (the CRF's DD-MMM-YYYY); NIR "1 71 03 87 385 045 12", "1710387385045 12",
"171038738504512", "1.71.03.87.385.045.12"; participant codes "07-012", "FR07-012", "0712" (glued in file names),
screening numbers "S07-034", randomisation numbers "R-0458" / "R0458", initials "B-T-H" / "BTH" / "B.T.", sample ids
"CRB25-004512-A03", pharmacovigilance case ids "ORV-2025-FR-00412", IBAN "FR76 1027 8364 ..." (mod-97 key), phones in
fiction blocks "05 36 49 xx xx", mobiles "06 39 98 xx xx" / "07 00 11 xx xx" written "05 36 49 12 34",
"05.36.49.12.34", "0536491234", "05-36-49-12-34", "+33 5 36 49 12 34", "+33 (0)5 36 49 12 34".
"""
from __future__ import annotations

import datetime
import unicodedata

from tools.corpus_au.ids import adeli, digits, finess, luhn_digit, nir13, nir_key, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MMM = ["JAN", "FEV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOU", "SEP", "OCT", "NOV", "DEC"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Vergnaud", "Lachaud", "Peyrichou", "Mazaud-Tixier", "Faucher", "Bourdarias", "Lascaux", "Chabrerie",
            "Nouhaud", "Vialle", "Dupuis-Lathière", "Jouhannaud", "Mounier", "Rebeyrol", "Sirieix", "Tarrade", "Veyssière",
            "Aupetit", "Besse-Couturier", "Chassagne", "Delage", "Eyraud", "Fougeras", "Grelière", "Lagorce", "Manaud",
            "Pradeau", "Roudier", "Saumande", "Teilliet", "Bardet", "Comby", "Desproges", "Frugier", "Goursaud",
            "Lavaud-Pénicaud", "Nardou", "Puydebois", "Ribière", "Soulat", "Brugère", "Couegnas", "Laplagne", "Marsaudon",
            "Parot", "Rougerie", "Texier", "Villard", "de Lestrade", "du Boucheron", "d'Aubusson", "Le Bihan", "Ben Slimane",
            "Da Costa", "Nguyen", "Öztürk", "N'Guessan", "Léonard", "Crouzille", "Mathieu-Beaubreuil"]
# an investigator's surname that is also an ordinary French word printed in the same document
HOMONYMS = [("Bras", "bras", "Ni le participant ni l'équipe ne connaissent le ", " de traitement attribué."),
            ("Marche", "marche", "Le test de ", " de six minutes est réalisé à chaque visite."),
            ("Garde", "garde", "En dehors des heures ouvrables, contacter le médecin de ", " de l'établissement."),
            ("Blanc", "blanc", "Le tube à bouchon ", " est réservé à la biobanque."),
            ("Bouchon", "bouchon", "Vérifier le ", " de chaque tube avant la congélation."),
            ("Petit", "petit", "Prélèvement à jeun, avant le ", " déjeuner.")]
FIRST_F = ["Martine", "Sylvie", "Brigitte", "Nadine", "Corinne", "Véronique", "Élodie", "Aurélie", "Pascale", "Solange",
           "Marie-Noëlle", "Annick", "Fatima", "Yvette", "Anne-Sophie", "Josiane", "Mélanie", "Odile", "Ginette", "Léa"]
FIRST_M = ["Jean-Claude", "Bernard", "Gérard", "Alain", "Yannick", "Joël", "Francis", "Marcel", "Guy", "Jean-Pierre",
           "Sébastien", "Karim", "Lionel", "Maxime", "Roland", "Thibault", "Gilles", "Hugo", "Éric", "Aurélien"]

# real communes of Haute-Vienne, Corrèze, Creuse and Charente (postcode, department)
TOWNS = [("Limoges", "87000", "87"), ("Saint-Junien", "87200", "87"), ("Saint-Yrieix-la-Perche", "87500", "87"),
         ("Bellac", "87300", "87"), ("Ambazac", "87240", "87"), ("Panazol", "87350", "87"), ("Couzeix", "87270", "87"),
         ("Rochechouart", "87600", "87"), ("Eymoutiers", "87120", "87"), ("Aixe-sur-Vienne", "87700", "87"),
         ("Tulle", "19000", "19"), ("Brive-la-Gaillarde", "19100", "19"), ("Ussel", "19200", "19"), ("Égletons", "19300", "19"),
         ("Objat", "19130", "19"), ("Meymac", "19250", "19"), ("Argentat-sur-Dordogne", "19400", "19"),
         ("Guéret", "23000", "23"), ("Aubusson", "23200", "23"), ("La Souterraine", "23300", "23"), ("Bourganeuf", "23400", "23"),
         ("Felletin", "23500", "23"), ("Boussac", "23600", "23"), ("Angoulême", "16000", "16"), ("Cognac", "16100", "16"),
         ("Soyaux", "16800", "16"), ("Confolens", "16500", "16"), ("Ruffec", "16700", "16"), ("La Couronne", "16400", "16"),
         ("Barbezieux-Saint-Hilaire", "16300", "16"), ("Jarnac", "16200", "16")]
# the investigating sites: name, acronym, department, town, postcode, CEDEX code, street, box
HOSPITALS = [("Centre hospitalier de la Vienne-Limousine", "CHVL", "87", "Limoges", "87000", "87042", "avenue Martin-Luther-King", "CS 50021"),
             ("Centre hospitalier Cœur-de-Corrèze", "CHCC", "19", "Tulle", "19000", "19012", "boulevard du Docteur-Maunoury", "BP 160"),
             ("Hôpital intercommunal Creuse-et-Combraille", "HICC", "23", "Guéret", "23000", "23011", "rue du Cher", "BP 59"),
             ("Centre hospitalier Angoumois-Charente", "CHAC", "16", "Angoulême", "16000", "16959", "rond-point de Girac", "CS 55015")]
# public trial data (registry): acronym, title, sponsor, EU CT number, NCT number, ID-RCB, the product, its dose
TRIALS = [("ORVA-HF3", "Étude de phase III, randomisée, en double aveugle, de l'orvacitinib contre placebo dans l'insuffisance cardiaque à fraction d'éjection préservée",
           "Laboratoires Orvanel", "2023-504871-22-00", "NCT05874213", "2023-A01987-42", "orvacitinib ou placebo", "20 mg"),
          ("KELVO-PAR", "Essai de phase II de la kelvotide sous-cutanée dans la maladie de Parkinson débutante",
           "Kelvoria Biotherapeutics SAS", "2024-512096-15-00", "NCT06120987", "2024-A00412-38", "kelvotide ou placebo", "2 mg/kg"),
          ("DIAB-LIMO", "Étude de cohorte interventionnelle à risques minimes sur l'activité physique adaptée dans le diabète de type 2",
           "Direction de la recherche clinique et de l'innovation (DRCI)", "2022-500345-61-00", "NCT05233410", "2022-A02145-39", "programme d'activité physique", "3 séances"),
          ("SINTAR-ONC", "Étude de phase II ouverte du sintarolimab en deuxième ligne du cancer bronchique non à petites cellules",
           "Sintara Pharma France SAS", "2024-510772-34-00", "NCT06345128", "2024-A01302-11", "sintarolimab", "240 mg")]
CPPS = ["CPP Ouest IV", "CPP Sud-Est II", "CPP Île-de-France VI", "CPP Nord-Ouest III"]
CENTRAL_LABS = ["Centrolab Europe - laboratoire central", "Biolimousin Analyses", "Laboratoire central Q-Analys France"]
CROS = ["ClinOuest Recherche", "Aquitaine Clinical Services", "Delta Research Monitoring"]
STREETS = ["rue des Tanneries", "allée des Châtaigniers", "impasse du Puy-Las-Rodas", "chemin de la Borie",
           "résidence Les Bruyères, bâtiment C", "rue François-Chénieux", "avenue Georges-Guingouin", "rue du Clos-Adrien",
           "place de la Motte", "route de Nexon", "lotissement Le Mas-Neuf, rue des Genêts", "rue Jean-Jaurès",
           "cité des Coutures, appartement 21", "chemin des Vignes-Hautes", "rue de la Mauvendière", "quai Saint-Martial"]
LIEUX = ["lieu-dit La Borderie", "hameau du Mas-Bilier", "lieu-dit Les Combes", "Le Grand Puy"]
MAIL_DOMAINS = ["laposte.net", "orange.fr", "free.fr", "sfr.fr", "gmail.com", "hotmail.fr", "outlook.fr", "wanadoo.fr"]
FIXED = ["05 36 49"]
MOBILE = ["06 39 98", "07 00 11"]
BANKS = [("10278", "Crédit mutuel du Limousin"), ("13906", "Caisse d'épargne Aquitaine-Limousin"), ("16806", "Banque populaire du Centre-Ouest")]


def phone(r, mobile=False, style=0, block=None) -> str:
    b = block or r.choice(MOBILE if mobile else FIXED)
    p = (b + " %02d %02d" % (r.randint(10, 99), r.randint(10, 99))).split(" ")
    return [" ".join(p), ".".join(p), "".join(p), "-".join(p), "+33 " + " ".join([p[0][1]] + p[1:]),
            "+33 (0)" + p[0][1] + " " + " ".join(p[1:])][style % 6]


def nir_written(n13: str, key: str, style: int) -> str:
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + " " + key, n13 + key, sp.replace(" ", ".") + "." + key][style % 4]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    day = "1er" if d.day == 1 else str(d.day)
    return [d.strftime("%d/%m/%Y"), d.strftime("%d.%m.%Y"), "%s %s %d" % (day, m, d.year), d.strftime("%d/%m/%y"),
            d.strftime("%Y-%m-%d"), d.strftime("%d-%m-%Y"), ("%s %s %d" % (day, m, d.year)).upper(),
            d.strftime("%d%m%Y")][style % 8]


def partial_birth(d: datetime.date, style: int) -> str:
    """The CRF's month and year of birth: "03/1971" or "mars 1971"."""
    return [d.strftime("%m/%Y"), "%s %d" % (MOIS[d.month - 1], d.year)][style % 2]


def care(d: datetime.date, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d/%m/%y"),
            d.strftime("%Y-%m-%d"), "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year),
            d.strftime("%d.%m.%Y"), "%02d-%s-%d" % (d.day, MMM[d.month - 1], d.year)][style % 7]


def age(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def iban(r, bank: str) -> str:
    """A French IBAN with a valid mod-97 key, written in groups of four."""
    bban = bank + digits(r, 5) + digits(r, 11) + "%02d" % r.randint(10, 96)
    num = int(bban + "152700")  # F=15 R=27, key 00
    key = "%02d" % (98 - num % 97)
    s = "FR" + key + bban
    return " ".join(s[k:k + 4] for k in range(0, len(s), 4))


def caps_name(name: str) -> str:
    for part in ("de ", "du ", "d'"):
        if name.startswith(part):
            return part + name[len(part):].upper()
    return name.upper()


def initials(name: str) -> str:
    return "".join("-".join(h[0].upper() + "." for h in w.split("-")) for w in name.split(" "))


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def letters(s: str) -> str:
    return "".join(ch for ch in ascii_fold(s).upper() if ch.isalpha())


def crf_initials(first: str, last: str, style: int) -> str:
    """The participant's initials as CRFs print them: "B-T-H" (first name, two of the surname), "BTH", "T.B."."""
    f, l_ = letters(first)[0], letters(last)
    three = f + l_[0] + l_[-1]
    return ["-".join(three), three, f + "." + l_[0] + "."][style % 3]


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)
