"""Fictional workers, employers, places and identifiers with valid check keys, written for corpus BS (documents about WORK,
OCCUPATIONAL HEALTH AND SOCIAL INSURANCE around a patient). Every character is in cp1252 (the portal writer draws
base-14 Helvetica with /WinAnsiEncoding, the scan writer's text layer too). The check-key helpers (Luhn, NIR key, RPPS,
ADELI, FINESS) are corpus AU's, imported as is.

Writings: birth dates "12/03/1971", "12.03.1971", "12 mars 1971" ("1er" on the first), "12/03/71", "1971-03-12",
"12-03-1971", "12 MARS 1971", "12031971" (glued, in file names and references); care / event dates "12/08/2025",
"12 août 2025", "12/08/25", "2025-08-12", "mardi 12 août 2025", "12.08.2025"; NIR "1 71 03 89 387 045 12",
"1710389387045 12", "171038938704512", "1.71.03.89.387.045.12", "1 71 03 89 387 045 - 12"; SIRET "486 755 812 00055",
"48675581200055", SIREN "486 755 812" (Luhn on the SIREN and on the SIRET); accident numbers "AT n° 8925 0412 563",
claims "SIN-2025-004512" / "2025-PV-004512", contracts "CC-089-00412", matricules "M04512" / "004512", CRRMP files
"CRRMP-BFC-25-0412", court "RG 25/00412" and "N° Portalis DBX2-W-B7J-CQ4R", MDPH files "MDPH89-25-012345",
insurer members "ADH 0412563", IBAN-free; phones in fiction blocks "03 53 01 xx xx", mobiles "06 39 98 xx xx" /
"07 00 11 xx xx", written "03 53 01 34 56", "03.53.01.34.56", "0353013456", "03-53-01-34-56", "+33 3 53 01 34 56",
"+33 (0)3 53 01 34 56".
"""
from __future__ import annotations

import datetime
import unicodedata

from tools.corpus_au.ids import adeli, digits, finess, luhn_digit, nir13, nir_key, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Bourgeot", "Chevillard", "Dufourneau", "Gauthey-Ravier", "Jobard", "Lhuillier", "Morizot", "Perrault-Bondoux",
            "Rameau", "Sauvageot", "Thevenot", "Voillot", "Aubertin", "Bonnardot", "Cornu", "Delorme-Chaumet", "Ferrand",
            "Guyenot", "Jeandet", "Lagrange", "Millot", "Naudot", "Pernot", "Rebourseau", "Simonnot", "Tixier", "Vachey",
            "Berthaud", "Collin-Mugnier", "Durandeau", "Fèvre", "Gouillon", "Humbert", "Lamy", "Montcharmont", "Parizot",
            "Renaudin", "Sirugue", "Truchot", "Billardon", "Chapuis", "Demongeot", "Girardot", "Lacroix-Tainturier",
            "Mathey", "Nectoux", "Picard-Lenoir", "Rétif", "Soulié", "Villemot", "Le Goff", "de Montessus", "du Verne",
            "d'Esterno", "Ben Amar", "Dos Santos", "Yilmaz", "N'Diaye", "Oudot", "Poillot", "Quarré", "Cheveau",
            "Grosjean-Mairet", "Lebeau", "Moisson", "Garnier", "Pacotte", "Berthier", "Jacquot", "Goujon"]
# a clinician's surname that is also an ordinary French noun: the word stays when it is the victim's trade
HOMONYMS = [("Maçon", "maçon"), ("Mercier", "mercier"), ("Vigneron", "vigneron"), ("Carrier", "carrier"),
            ("Tisserand", "tisserand"), ("Meunier", "meunier")]
FIRST_F = ["Sandrine", "Nathalie", "Valérie", "Isabelle", "Karine", "Séverine", "Céline", "Audrey", "Laurence", "Coralie",
           "Aïcha", "Delphine", "Marie-Claude", "Fabienne", "Anne-Laure", "Christelle", "Émeline", "Ghislaine", "Priscilla",
           "Noémie"]
FIRST_M = ["Thierry", "Pascal", "Frédéric", "Laurent", "Stéphane", "Olivier", "Fabrice", "Hervé", "Didier", "Jean-Luc",
           "Mohamed", "Christophe", "Régis", "Damien", "Jean-Philippe", "Cédric", "Ludovic", "Serge", "Rémi", "Patrice"]

# real communes of Yonne, Nièvre, Côte-d'Or and Saône-et-Loire (postcode, department)
TOWNS = [("Auxerre", "89000", "89"), ("Sens", "89100", "89"), ("Joigny", "89300", "89"), ("Avallon", "89200", "89"),
         ("Tonnerre", "89700", "89"), ("Migennes", "89400", "89"), ("Saint-Florentin", "89600", "89"),
         ("Nevers", "58000", "58"), ("Cosne-Cours-sur-Loire", "58200", "58"), ("Clamecy", "58500", "58"),
         ("Decize", "58300", "58"), ("Château-Chinon (Ville)", "58120", "58"), ("Dijon", "21000", "21"),
         ("Beaune", "21200", "21"), ("Montbard", "21500", "21"), ("Chenôve", "21300", "21"), ("Is-sur-Tille", "21120", "21"),
         ("Chalon-sur-Saône", "71100", "71"), ("Autun", "71400", "71"), ("Montceau-les-Mines", "71300", "71"),
         ("Louhans", "71500", "71"), ("Paray-le-Monial", "71600", "71"), ("Digoin", "71160", "71")]
# the department's CPAM, MDPH and tribunal town (the pôle social sits at the prefecture)
DEPTS = {"89": ("de l'Yonne", "Auxerre", "89011"), "58": ("de la Nièvre", "Nevers", "58019"),
         "21": ("de la Côte-d'Or", "Dijon", "21045"), "71": ("de Saône-et-Loire", "Mâcon", "71026")}
HOSPITALS = [("Centre hospitalier de l'Auxerrois", "CHA", "89", "Auxerre", "89000", "89011", "boulevard de Verdun", "BP 69"),
             ("Centre hospitalier de l'agglomération de Nevers", "CHAN", "58", "Nevers", "58000", "58033", "boulevard de l'Hôpital", "CS 90621"),
             ("Hôpital privé Dijon-Valmy", "HPDV", "21", "Dijon", "21000", "21079", "rue du Golf", "BP 12"),
             ("Centre hospitalier du Chalonnais", "CHC", "71", "Chalon-sur-Saône", "71100", "71321", "rue du Capitaine-Drillien", "CS 80120")]
EMPLOYERS = [("Tuileries de Puisaye SAS", "fabrication de tuiles"), ("Transports Morizot et Fils", "transport routier de fret"),
             ("Bâtiment Sénonais SARL", "maçonnerie générale"), ("Fromagerie de l'Auxois", "fabrication de fromages"),
             ("Abattoir intercommunal du Charolais", "abattage de bovins"), ("Logistique Nivernaise SAS", "entreposage"),
             ("Menuiseries Bourgogne-Bois", "menuiserie industrielle"), ("Domaine viticole des Hautes-Côtes", "viticulture"),
             ("Blanchisserie hospitalière du Morvan", "blanchisserie"), ("Carrières de Ravières SA", "extraction de pierres")]
SSTI = ["Service de santé au travail interentreprises de l'Yonne", "Pôle santé travail Nièvre-Morvan",
        "Service de prévention et de santé au travail Bourgogne-Est", "Santé au travail Saône-et-Loire Sud"]
INSURERS = ["Mutuelle bourguignonne de prévoyance", "Prévoyance des Métiers du Bâtiment de l'Est", "Assurances Mutuelles du Morvan",
            "Union de prévoyance Côte-d'Or Entreprises", "Caisse de prévoyance agro-alimentaire Centre-Est"]
LAW = ["SELARL Jobard & Associés", "Cabinet Morizot-Pernot Avocats", "SCP Girardot Lamy", "AARPI Parizot Demongeot"]
STREETS = ["rue des Tanneurs", "allée des Charmilles", "impasse du Moulin-Rouge", "chemin de la Côte-Saint-Jacques",
           "résidence Les Vignes, bâtiment B", "rue du Pont-Neuf", "avenue Jean-Jaurès", "rue des Marmousets",
           "place du Champ-de-Foire", "route de Vézelay", "lotissement Les Prés, rue des Saules", "rue Saint-Nicolas",
           "cité des Mineurs, appartement 14", "chemin des Vignottes", "rue de la Tuilerie", "quai de la République"]
LIEUX = ["lieu-dit Les Bordes", "hameau de Montot", "lieu-dit La Croix-Blanche", "Le Grand Villiers"]
ZONES = ["ZI des Clairions", "ZA du Bois-de-la-Forêt", "zone artisanale Les Prés-Hauts", "ZI de la Garenne", "parc d'activités Nord"]
MAIL_DOMAINS = ["laposte.net", "orange.fr", "free.fr", "sfr.fr", "gmail.com", "hotmail.fr", "outlook.fr", "wanadoo.fr"]
FIXED = ["03 53 01"]
MOBILE = ["06 39 98", "07 00 11"]


def phone(r, mobile=False, style=0, block=None) -> str:
    b = block or r.choice(MOBILE if mobile else FIXED)
    p = (b + " %02d %02d" % (r.randint(10, 99), r.randint(10, 99))).split(" ")
    return [" ".join(p), ".".join(p), "".join(p), "-".join(p), "+33 " + " ".join([p[0][1]] + p[1:]),
            "+33 (0)" + p[0][1] + " " + " ".join(p[1:])][style % 6]


def nir_written(n13: str, key: str, style: int) -> str:
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + " " + key, n13 + key, sp.replace(" ", ".") + "." + key, sp + " - " + key][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    day = "1er" if d.day == 1 else str(d.day)
    return [d.strftime("%d/%m/%Y"), d.strftime("%d.%m.%Y"), "%s %s %d" % (day, m, d.year), d.strftime("%d/%m/%y"),
            d.strftime("%Y-%m-%d"), d.strftime("%d-%m-%Y"), ("%s %s %d" % (day, m, d.year)).upper(),
            d.strftime("%d%m%Y")][style % 8]


def care(d: datetime.date, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d/%m/%y"),
            d.strftime("%Y-%m-%d"), "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year),
            d.strftime("%d.%m.%Y")][style % 6]


def age(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def siren(r) -> str:
    body = str(r.randint(3, 9)) + digits(r, 7)
    return body + luhn_digit(body)


def siret(r, sn: str) -> str:
    for _ in range(200):
        nic = "%05d" % r.randint(10, 999)
        body = sn + nic[:4]
        full = body + luhn_digit(body)
        if full.endswith(nic[:4] + full[-1]):
            return full
    return sn + "00012"


def siret_written(s: str, style: int) -> str:
    return [s[:3] + " " + s[3:6] + " " + s[6:9] + " " + s[9:], s, s[:9] + " " + s[9:]][style % 3]


def caps_name(name: str) -> str:
    for part in ("de ", "du ", "d'"):
        if name.startswith(part):
            return part + name[len(part):].upper()
    return name.upper()


def initials(name: str) -> str:
    return "".join("-".join(h[0].upper() + "." for h in w.split("-")) for w in name.split(" "))


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)
