"""Fictional families, places and identifiers with valid check keys, written for corpus BR (documents about a CHILD and
the family around the child). Every character is in cp1252 (the social-report writer draws base-14 Helvetica with
/WinAnsiEncoding). The check-key helpers (Luhn, NIR key, RPPS, ADELI, FINESS) are corpus AU's, imported as is.

Writings: birth dates "07/03/2021", "07.03.2021", "7 mars 2021" ("1er mars 2021" on the first of a month),
"07/03/21", "2021-03-07", "07-03-2021", "7 MARS 2021", "sept mars deux mille vingt et un" (words, as in a
consent written by hand), "07 03 2021" (boxed form fields); care dates "12/08/2025", "12 août 2025", "12/08/25",
"2025-08-12", "mardi 12 août 2025", "12.08.2025"; NIR / INS "1 21 03 53 130 054 41", "1210353130054 41",
"121035313005441", "1.21.03.53.130.054.41"; IPP by establishment (8 digits, "E" + 7 digits for a child's file,
"53" + 8 digits, "IPP-" + 6 digits); stay numbers "2025N04512", "NEO-25-0412", "250004512", "S25/04512"; CAF
allocataire numbers (7 digits, or 7 digits + letter); school UAI "0530412K" inside the school's e-mail
"ce.0530412K@ac-nantes.fr"; passports "21CK48213"; identity cards (12 digits, old format); court docket "RG 24/01873";
MDPH file "MDPH53-2025-004512"; childminder approval "AM 53-2019-0412"; CRIP reference "IP 2025/0456"; phones in
fiction blocks "02 61 91 xx xx", mobiles "06 39 98 xx xx" / "07 00 11 xx xx", written "02 61 91 34 56",
"02.61.91.34.56", "0261913456", "02-61-91-34-56", "+33 2 61 91 34 56", "+33 (0)2 61 91 34 56".
"""
from __future__ import annotations

import datetime
import unicodedata

from tools.corpus_au.ids import adeli, digits, finess, nir13, nir_key, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Lemonnier", "Hamelin", "Leprovost", "Gosselin-Hardy", "Boisramé", "Lebreton", "Poirier-Lecoq", "Malherbe",
            "Quesnel", "Tessier", "Vautier", "Letellier", "Guérinel", "Lecanu", "Brasseur-Dumont", "Houel", "Jouenne",
            "Lemaître-Gallot", "Onfroy", "Pichonnière", "Rivoallan", "Toutain", "Vasselin", "Dauvergne", "Énault",
            "Fromentin", "Gohier", "Hébert-Lainé", "Isambert", "Lebourgeois", "Mauduit", "Néel", "Ozouf", "Pesnel",
            "Renouf", "Sanson-Levée", "Thouroude", "Vauclin", "Anquetil", "Blondel", "Cauvin", "Delahaye", "Eudeline",
            "Foucher", "Grandin", "Huet", "Noury", "Osmont", "Quétel", "Roussel-Bazin", "Savary", "Tirel", "Vimard",
            "Le Bihan", "Le Métayer", "de Saint-Pair", "Le Hérissé", "du Plessis-Gouët", "d'Auvray", "Ben Slimane",
            "Traoré", "Da Costa", "Kaya", "Mendy", "Benali-Roussel", "Lechevallier", "Marescq", "Frémont", "Lerebours",
            "Duclos-Vasnier", "Harel", "Cornière", "Aubril", "Pottier-Lemesle"]
# the surname of a clinician that is also an ordinary French noun: the word stays when it is a father's trade
HOMONYMS = [("Boulanger", "boulanger"), ("Boucher", "boucher"), ("Couvreur", "couvreur"), ("Marin", "marin"),
            ("Charpentier", "charpentier"), ("Berger", "berger")]
CHILD_F = ["Jade", "Louise", "Ambre", "Lya", "Inaya", "Romy", "Mila", "Capucine", "Maëlys", "Anna-Rose", "Céleste", "Nour",
           "Apolline", "Héloïse", "Lise", "Maïwenn", "Zélie", "Soline", "Marie-Lou", "Aya"]
CHILD_M = ["Léo", "Gabriel", "Maël", "Noé", "Sacha", "Timéo", "Nathan", "Jean-Gabriel", "Eliott", "Ayden", "Marceau",
           "Ewen", "Ilyès", "Côme", "Aloïs", "Loïs", "Tiago", "Yanis", "Augustin", "Louis-Ange"]
MIDDLE_F = ["Marie", "Jeanne", "Rose", "Alice", "Madeleine", "Suzanne", "Yvonne"]
MIDDLE_M = ["Pierre", "Marcel", "André", "Joseph", "Roger", "Lucien", "Henri"]
ADULT_F = ["Aurélie", "Émilie", "Mélanie", "Sandrine", "Laetitia", "Jessica", "Camille", "Pauline", "Élodie", "Amandine",
           "Fatoumata", "Karima", "Stéphanie", "Marine", "Anne-Sophie", "Hélène", "Gwenaëlle", "Ophélie", "Morgane",
           "Virginie"]
ADULT_M = ["Julien", "Sébastien", "Jérémy", "Mickaël", "Anthony", "Nicolas", "Guillaume", "Yannick", "Karim", "Mamadou",
           "Jean-Charles", "Florian", "Benoît", "Arnaud", "Grégory", "Maxime", "Pierre-Yves", "Thomas", "Ludovic", "Cyril"]
OLD_F = ["Chantal", "Martine", "Brigitte", "Nicole", "Évelyne", "Josiane", "Marie-Thérèse", "Annie"]
OLD_M = ["Bernard", "Alain", "Gérard", "Jean-Claude", "Michel", "Daniel"]
SIB_F = ["Inès", "Lola", "Manon", "Clara", "Lilou", "Rose-Marie", "Agathe", "Salomé"]
SIB_M = ["Jules", "Hugo", "Tom", "Enzo", "Mathis", "Kylian", "Baptiste", "Noah"]

# real communes of Mayenne, Sarthe, Calvados and Orne (postcode, department)
TOWNS = [("Mayenne", "53100", "53"), ("Laval", "53000", "53"), ("Château-Gontier-sur-Mayenne", "53200", "53"),
         ("Ernée", "53500", "53"), ("Évron", "53600", "53"), ("Craon", "53400", "53"), ("La Flèche", "72200", "72"),
         ("Sablé-sur-Sarthe", "72300", "72"), ("Mamers", "72600", "72"), ("Le Mans", "72000", "72"),
         ("La Ferté-Bernard", "72400", "72"), ("Lisieux", "14100", "14"), ("Falaise", "14700", "14"),
         ("Bayeux", "14400", "14"), ("Vire Normandie", "14500", "14"), ("Honfleur", "14600", "14"),
         ("Alençon", "61000", "61"), ("Flers", "61100", "61"), ("Argentan", "61200", "61"), ("L'Aigle", "61300", "61"),
         ("Mortagne-au-Perche", "61400", "61"), ("Domfront en Poiraie", "61700", "61")]
# name, acronym, department, town, postcode, CEDEX postcode, street, postal box (kept decoy), academy domain
HOSPITALS = [("Centre hospitalier du Bocage mayennais", "CHBM", "53", "Mayenne", "53100", "53103",
              "rue de la Visitation", "CS 60119", "ac-nantes.fr"),
             ("Centre hospitalier intercommunal Sarthe-et-Loir", "CHISL", "72", "La Flèche", "72200", "72205",
              "boulevard d'Anjou", "BP 219", "ac-nantes.fr"),
             ("Hôpital mère-enfant du Pays d'Auge", "HMEPA", "14", "Lisieux", "14100", "14107",
              "rue des Sources-Sainte-Anne", "CS 80064", "ac-normandie.fr"),
             ("Centre hospitalier du Perche ornais", "CHPO", "61", "Mortagne-au-Perche", "61400", "61402",
              "rue de l'Hôtel-Dieu", "BP 97", "ac-normandie.fr")]
# department: "de la Mayenne", its prefecture and the CEDEX postcode of the hôtel du département
DEPTS = {"53": ("de la Mayenne", "Laval", "53021"), "72": ("de la Sarthe", "Le Mans", "72072"), "14": ("du Calvados", "Caen", "14035"),
         "61": ("de l'Orne", "Alençon", "61017")}
PMI = ["Centre de PMI du Bois-Gamats", "Centre médico-social des Trois-Rivières", "Centre de PMI Pierre-et-Marie",
       "Maison des solidarités du Haut-Bocage", "Centre de PMI Les Coquelicots", "Centre médico-social de la Croix-Verte"]
# schools by the child's level: nursery school (3-5), primary (3-10), elementary (6-10), lower secondary (11+)
SCHOOLS = {"maternelle": ["école maternelle Pauline-Kergomard", "école maternelle Le Petit-Prince", "école maternelle Les Coccinelles"],
           "primaire": ["école primaire Jacques-Prévert", "groupe scolaire Les Tilleuls", "école Saint-Joseph", "école primaire Robert-Desnos"],
           "elementaire": ["école élémentaire Jules-Ferry", "école élémentaire Jean-de-La-Fontaine", "école élémentaire Louise-Michel"],
           "college": ["collège Jean-Rostand", "collège Les Sources", "collège du Val-d'Orne", "collège Alfred-Jarry"]}
CRECHES = ["multi-accueil Les P'tits Loups", "crèche Pomme d'Api", "micro-crèche Les Lucioles",
           "crèche familiale Les Petits Mousses", "multi-accueil Trotte-Menu", "crèche parentale Les Galipettes",
           "micro-crèche Au Pays des Doudous"]
CAMSP = ["CAMSP du Maine-Nord", "CAMSP Les Marronniers", "CAMSP de la Vallée de l'Orne", "CAMSP Arc-en-Ciel"]
EMPLOYERS = ["Laiterie coopérative du Bocage", "Abattoirs du Pays d'Auge SAS", "Plasturgie Sarthoise", "Carrefour Market",
             "EHPAD Les Glycines", "Transports Lebreton et Fils", "Menuiserie Alu-Perche", "Mairie"]
MUTUELLES = ["Mutuelle normande des familles", "Prévoyance Maine-Anjou", "Mutuelle des Marches de Bretagne",
             "Famille Santé Mutuelle", "Mutuelle du Perche et du Saosnois"]
STREETS = ["rue des Écoles", "allée des Hêtres-Pourpres", "impasse du Clos-Normand", "chemin de la Butte-aux-Loups",
           "résidence Les Jardins d'Ernée, bâtiment C", "rue du Pont-de-Pierre", "avenue de Verdun", "rue des Tanneries",
           "place du Marché-aux-Bestiaux", "route de Bagnoles", "lotissement Le Verger, rue des Pommiers",
           "rue Saint-Martin", "cité des Glaïeuls, appartement 12", "chemin des Douets"]
LIEUX = ["lieu-dit La Basse-Cour", "La Haute-Folie", "hameau de la Vallée", "lieu-dit Le Grand Moulinet"]
MAIL_DOMAINS = ["laposte.net", "orange.fr", "free.fr", "sfr.fr", "gmail.com", "hotmail.fr", "outlook.fr"]
FIXED = ["02 61 91"]
MOBILE = ["06 39 98", "07 00 11"]

N1 = ["", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze", "treize",
      "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"]
TENS = {20: "vingt", 30: "trente"}


def words(n: int) -> str:
    """1..39 and 2000..2039 in French words (enough for days and the children's birth years)."""
    if n >= 2000:
        rest = n - 2000
        return "deux mille" + ("" if rest == 0 else " " + words(rest))
    if n < 20:
        return N1[n]
    t, u = n - n % 10, n % 10
    return TENS[t] + ("" if u == 0 else " et un" if u == 1 else "-" + N1[u])


def phone(r, mobile=False, style=0, block=None) -> str:
    b = block or r.choice(MOBILE if mobile else FIXED)
    p = (b + " %02d %02d" % (r.randint(10, 99), r.randint(10, 99))).split(" ")
    return [" ".join(p), ".".join(p), "".join(p), "-".join(p), "+33 " + " ".join([p[0][1]] + p[1:]),
            "+33 (0)" + p[0][1] + " " + " ".join(p[1:])][style % 6]


def nir_written(n13: str, key: str, style: int) -> str:
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + " " + key, n13 + key, sp.replace(" ", ".") + "." + key][style % 4]


def day_words(d: datetime.date) -> str:
    return ("premier" if d.day == 1 else words(d.day)) + " " + MOIS[d.month - 1] + " " + words(d.year)


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    day = "1er" if d.day == 1 else str(d.day)
    return [d.strftime("%d/%m/%Y"), d.strftime("%d.%m.%Y"), "%s %s %d" % (day, m, d.year), d.strftime("%d/%m/%y"),
            d.strftime("%Y-%m-%d"), d.strftime("%d-%m-%Y"), ("%s %s %d" % (day, m, d.year)).upper(),
            day_words(d) if d.year >= 2000 else d.strftime("%d/%m/%Y"), d.strftime("%d %m %Y")][style % 9]


def care(d: datetime.date, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d/%m/%y"),
            d.strftime("%Y-%m-%d"), long_day(d), d.strftime("%d.%m.%Y")][style % 6]


def long_day(d: datetime.date) -> str:
    return "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)


def months_between(b: datetime.date, d: datetime.date) -> int:
    return (d.year - b.year) * 12 + d.month - b.month - (d.day < b.day)


def age_text(b: datetime.date, d: datetime.date, style=0) -> str:
    """"9 mois", "18 mois", "2 ans et 3 mois", "4 ans", "4 ans 1/2" (ages are kept decoys)."""
    m = months_between(b, d)
    if m < 1:
        return "%d jours" % (d - b).days
    if m < 24 or (style == 1 and m < 36):
        return "%d mois" % m
    y, mm = divmod(m, 12)
    if style == 2 and 5 <= mm <= 7:
        return "%d ans 1/2" % y
    return "%d ans" % y if mm == 0 or style == 3 else "%d ans et %d mois" % (y, mm)


def ipp(r, h: int, child=True) -> str:
    return ["%08d" % r.randint(10 ** 6, 10 ** 8 - 1), "E" + digits(r, 7) if child else "M" + digits(r, 7),
            "53" + digits(r, 8), "IPP-" + digits(r, 6)][h % 4]


def stay(r, style: int, d: datetime.date) -> str:
    y = d.year % 100
    return ["%dN%05d" % (d.year, r.randint(1, 99999)), "NEO-%02d-%04d" % (y, r.randint(1, 9999)),
            "%02d%07d" % (y, r.randint(1, 9999999)), "S%02d/%05d" % (y, r.randint(1, 99999))][style % 4]


def allocataire(r, style: int) -> str:
    return [digits(r, 7), digits(r, 7) + r.choice("ABCDEFGH")][style % 2]


def uai(r, dept: str) -> str:
    return "0%s%04d%s" % (dept, r.randint(100, 9999), r.choice("ABCDEFGHJKLMNPRSTUVWXY"))


def passport(r) -> str:
    al = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return "%02d%s%s%s" % (r.randint(15, 24), r.choice(al), r.choice(al), digits(r, 5))


def id_card(r) -> str:
    return digits(r, 12)


def caps_name(name: str) -> str:
    for part in ("de La ", "de ", "du ", "d'"):
        if name.startswith(part):
            return part + name[len(part):].upper()
    return name.upper()


def initials(name: str) -> str:
    for part in ("de La ", "de ", "du ", "d'"):
        if name.startswith(part):
            name = name[len(part):]
    return "".join("-".join(h[0].upper() + "." for h in w.split("-")) for w in name.split(" "))


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)
