"""Pools, writings and identifiers of corpus CF (tools/make_corpus_cf.py): the people, towns and fictional establishments
of PAYS DE LA LOIRE (Loire-Atlantique 44, Maine-et-Loire 49, Mayenne 53, Sarthe 72, Vendée 85; postcodes 44xxx / 49xxx /
53xxx / 72xxx / 85xxx, fixed phones 02 40 / 02 41 / 02 43 / 02 51 / 02 28, mobiles 06 / 07, +33 2 ...), the writings of
dates, phones and the NIR, the identifiers of DIABETES DEVICES (insulin pump and sensor serial numbers, home-provider
orders and delivery notes, telemonitoring accounts, prior-approval files, mutual memberships) and the KEPT numbers
(CIM-10, LPPR codes, ATC, doses, lots, HbA1c and CGM metrics). Structure and helpers copied from corpus CE's ids.py;
the Luhn / RPPS helpers are corpus AU's, imported.

Writings: birth dates "12/03/1968", "12 mars 1968", "12/03/68", "mardi 12 mars 1968", "1968-03-12", "12.03.1968",
"12-MAR-1968"; NIR "1 68 03 44 109 123 45", "1680344109123 45", "168034410912345", "1 68 03 44 109 123 (45)";
phones "02 40 21 33 40", "02.40.21.33.40", "0240213340", "+33 2 40 21 33 40", "+33 (0)2 40 21 33 40", "02 40 213 340".
"""
from __future__ import annotations

import unicodedata

from tools.corpus_au.ids import digits, luhn_digit, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
ABR = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

SURNAMES = ["Guérin", "Chevalier", "Bouvier", "Rabillard", "Gautreau", "Pineau", "Chupin", "Gaborit", "Baudry", "Ménard",
            "Jaunet", "Pacaud", "Rousseau-Bréhier", "Trichet", "Fradin", "Boisseau", "Hérault", "Lebreton", "de La Roche-Saint-André",
            "d'Elbée", "du Pontavice", "Le Goff-Mabit", "Charrier", "Praud", "Audureau", "Bretaudeau", "Cailleau", "Renaudin",
            "Sorin", "Gouraud", "Marchais", "Poupard", "Tessier", "Brochard", "Girardeau", "Loiseau-Pichon", "Mabileau",
            "Texier", "Ripoche", "Jamin", "Coutant", "de Charette", "Landreau", "Hamon-Rivière", "Drouet", "Naud"]
FIRST_F = ["Anaïs", "Gwenaëlle", "Solenn", "Bérénice", "Françoise", "Marie-Thérèse", "Élodie", "Perrine", "Maëlys", "Noëlle",
           "Armelle", "Laurence", "Marie-Annick", "Anne-Sophie", "Tiphaine", "Clotilde", "Jeanne", "Héloïse", "Océane", "Rozenn"]
FIRST_M = ["Mathurin", "Gaëtan", "Jean-Yves", "Benoît", "Tanguy", "Loïc", "Clément", "Hervé", "Jean-Marie", "Joël",
           "Maxence", "Erwan", "Dominique", "Anthony", "Pierre-Louis", "Aymeric", "Florent", "Théo", "Rémi", "Gildas"]
# clinicians whose surname is also an ordinary French word printed in the same document (kept)
HOMONYMS = [("Meunier", "meunier", "Le patient est ", " dans une minoterie, horaires décalés."),
            ("Boulanger", "boulanger", "Profession : ", ", lever à 3 h, repas décalés."),
            ("Pêcheur", "pêcheur", "Le conjoint est ", " au Croisic, absences de plusieurs jours."),
            ("Charpentier", "charpentier", "Ancien ", " de marine, retraité depuis 2019."),
            ("Berger", "berger", "Le fils travaille comme ", " dans les Mauges."),
            ("Marin", "marin", "Le patient, ancien ", " de commerce, voyage encore souvent.")]

# real communes: (town, postcode, département, INSEE commune part of the NIR)
TOWNS = [("Nantes", "44000", "44", "109"), ("Saint-Nazaire", "44600", "44", "184"), ("Rezé", "44400", "44", "143"),
         ("Guérande", "44350", "44", "069"), ("Châteaubriant", "44110", "44", "036"), ("Pornic", "44210", "44", "131"),
         ("Angers", "49000", "49", "007"), ("Cholet", "49300", "49", "099"), ("Saumur", "49400", "49", "328"),
         ("Segré-en-Anjou Bleu", "49500", "49", "331"), ("Laval", "53000", "53", "130"), ("Mayenne", "53100", "53", "147"),
         ("Château-Gontier-sur-Mayenne", "53200", "53", "062"), ("Le Mans", "72000", "72", "181"), ("La Flèche", "72200", "72", "154"),
         ("Sablé-sur-Sarthe", "72300", "72", "264"), ("Mamers", "72600", "72", "180"), ("La Roche-sur-Yon", "85000", "85", "191"),
         ("Les Sables-d'Olonne", "85100", "85", "194"), ("Challans", "85300", "85", "047"), ("Fontenay-le-Comte", "85200", "85", "092"),
         ("Luçon", "85400", "85", "128")]
PREFIX = {"44": "02 40", "49": "02 41", "53": "02 43", "72": "02 43", "85": "02 51"}
ELSEWHERE = [("Rennes", "35", "238"), ("Tours", "37", "261"), ("Niort", "79", "191"), ("Paris 14e", "75", "114"),
             ("Casablanca (Maroc)", "99", "350"), ("Porto (Portugal)", "99", "139"), ("Dakar (Sénégal)", "99", "341")]
STREETS = ["rue des Salorges-Fictives", "rue du Port-Maillard-Fictif", "allée des Mimosas-Nantais", "chemin de la Boire-Fictive",
           "rue des Tuffeaux-Fictifs", "impasse des Ardoisiers-Fictifs", "avenue des Marais-Salants-Fictifs", "rue des Bouviers-Fictifs",
           "résidence Les Hortensias, bât. B", "lotissement Le Clos des Vignes, lot 7", "rue de la Filature-Choletaise-Fictive",
           "place des Halles-Fictives", "route des Mauges-Fictives", "rue du Bocage-Fictif", "quai des Mariniers-Fictifs",
           "rue Saint-Julien-Fictive", "sentier des Dunes", "cour des Tisserands-Fictifs"]
MAIL_DOMAINS = ["orange.fr", "gmail.com", "laposte.net", "sfr.fr", "outlook.fr", "free.fr", "wanadoo.fr"]

# fictional establishments: name, acronym, town, postcode, département, street, web
HOSPITALS = [("Centre hospitalier universitaire Fictif de l'Estuaire", "CHUFE", "Nantes", "44000", "44", "quai Moncousu-Fictif", "chufe-fictif.fr"),
             ("Centre hospitalier universitaire Fictif d'Anjou", "CHUFA", "Angers", "49000", "49", "rue Larrey-Fictive", "chufa-fictif.fr"),
             ("Centre hospitalier Fictif du Maine", "CHFM", "Le Mans", "72000", "72", "avenue Rubillard-Fictive", "chfm-fictif.fr"),
             ("Centre hospitalier départemental Fictif de Vendée", "CHDFV", "La Roche-sur-Yon", "85000", "85", "boulevard Stéphane-Moreau-Fictif", "chdfv-fictif.fr")]
PSADS = [("Prestataire Fictif Loire Santé Domicile", "PFLSD", "Rezé", "44400", "44"),
         ("Assistance Fictive Diabète Anjou-Maine", "AFDAM", "Angers", "49000", "49"),
         ("Vendée Fictive Perfusion Insuline", "VFPI", "Challans", "85300", "85")]
TELECOS = [("Centre de télésurveillance Fictif Diabéto-Loire", "CTFDL"), ("Plateforme Fictive Glyco-Suivi Ouest", "PFGSO")]
ASSOCS = [("Association Fictive des diabétiques de l'Estuaire", "AFDE"), ("Association Fictive Sucre et Bocage", "AFSB")]
MUTUALS = [("Mutuelle Fictive de l'Erdre", "MFER"), ("Mutuelle Fictive des Marais", "MFMA"), ("Mutuelle Fictive du Layon", "MFLA")]
LABS = [("Laboratoire Fictif de biologie Erdre-Sèvre", "LFBES"), ("Biologie Fictive du Bocage", "BFB")]

# public bodies and numbers (kept)
CPAM = {"44": "CPAM de la Loire-Atlantique", "49": "CPAM de Maine-et-Loire", "53": "CPAM de la Mayenne", "72": "CPAM de la Sarthe",
        "85": "CPAM de la Vendée"}
ARS = "ARS Pays de la Loire"
HAS = "Haute Autorité de santé"
ANSM = "ANSM"
OID_INS = "1.2.250.1.213.1.4.8"


def phone(r, mobile=False, style=0, dept="44") -> str:
    if mobile:
        g = [r.choice(["06", "07"])] + ["%02d" % r.randint(10, 99) for _ in range(4)]
    else:
        g = PREFIX[dept].split(" ") + ["%02d" % r.randint(10, 99) for _ in range(3)]
    s = style % 6
    if s == 3:
        return "+33 %s %s" % (g[0][1], " ".join(g[1:]))
    if s == 4:
        return "+33 (0)%s %s" % (g[0][1], " ".join(g[1:]))
    if s == 5:
        d = "".join(g)
        return "%s %s %s %s" % (d[:2], d[2:4], d[4:7], d[7:])
    return [" ".join(g), ".".join(g), "".join(g)][s]


def finess(r, dept) -> str:
    body = dept + "0" + digits(r, 5)
    return body + luhn_digit(body)


def adeli(r, dept) -> str:
    body = dept + str(r.choice([6, 7, 9])) + digits(r, 5)
    return body + luhn_digit(body)


def nir13(r, sex, d, birth) -> str:
    return "%d%02d%02d%s%s%03d" % (sex, d.year % 100, d.month, birth[0], birth[1], r.randint(1, 999))


def nir_key(n13) -> str:
    return "%02d" % (97 - int(n13) % 97)


def nir_written(n13, key, style) -> str:
    sp = [n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13]]
    return [" ".join(sp) + " " + key, n13 + " " + key, n13 + key, " ".join(sp) + " (" + key + ")"][style % 4]


def birth_written(d, style) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d/%m/%y"),
            "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year), d.strftime("%Y-%m-%d"),
            d.strftime("%d.%m.%Y"), "%02d-%s-%d" % (d.day, ABR[d.month - 1], d.year)][style % 7]


def care(d, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d/%m/%y")][style % 3]


def age(b, d) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


PARTICLE = ("de", "d'", "du", "Le", "van", "der")


def caps_name(name) -> str:
    out = []
    for w in name.split(" "):
        if w in ("de", "du"):
            out.append(w)
        elif w.startswith("d'") and len(w) > 2:
            out.append("d'" + w[2:].upper())
        else:
            out.append(w.upper())
    return " ".join(out)


def initials(name) -> str:
    return "-".join(h[0].upper() + "." for h in name.split("-"))


def ascii_fold(s) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch)).replace("œ", "oe")


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)


def fr(x, nd=0) -> str:
    return ("%." + str(nd) + "f") % x if nd == 0 else (("%." + str(nd) + "f") % x).replace(".", ",")


def lot(r, year) -> str:
    return "%s%02d%05d" % (r.choice(["L", "B", "LOT", ""]), year % 100, r.randint(1, 99999))



def serial(r, pre) -> str:
    return "%s%s-%05d" % (pre, digits(r, 4), r.randint(1, 99999))


# devices (kept brand-free generic names), CGM metrics, doses
PUMPS = [("pompe à insuline patch", "1101060"), ("pompe à insuline à tubulure", "1109231"), ("pompe en boucle fermée hybride", "1125883")]
SENSORS = [("capteur de glucose en continu 14 jours", "1103472"), ("capteur de glucose en continu 10 jours", "1180061")]
INSULINS = [("insuline asparte", "A10AB05", "100 UI/mL"), ("insuline lispro", "A10AB04", "100 UI/mL"), ("insuline glulisine", "A10AB06", "100 UI/mL")]
DIAB = [("diabète de type 1", "E10.9"), ("diabète de type 1 avec complications oculaires", "E10.3"), ("diabète de type 2 insulinotraité", "E11.9"),
        ("diabète de type 1 avec acidocétose", "E10.1")]
