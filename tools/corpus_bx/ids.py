"""Pools, writings and identifiers of corpus BX (tools/make_corpus_bx.py): the people, hospitals, ambulance companies,
police units and towns of FRANCHE-COMTÉ (Doubs 25, Jura 39, Haute-Saône 70, Territoire de Belfort 90; region
Bourgogne-Franche-Comté), the writings of dates, phones and the NIR, and the identifiers of emergency care (regulation
file, SDIS intervention, ED episode, poison-centre file, police report, transfer, licence plates). The check-key
helpers (Luhn, NIR key, RPPS, ADELI, FINESS) are corpus AU's, imported as is.

Writings: birth dates "07/03/1941", "7 mars 1941" ("1er" on the first), "mardi 7 mars 1941", "07 MARS 1941",
"07/03/41", "07031941", "1941-03-07", "07.03.1941", "7/3/1941"; care dates "12/03/2025", "12.03.25", "12/03",
"12 mars 2025"; NIR "1 41 03 25 056 127 45", "141032505612745", "1 41 03 25 056 127 - 45", "1410325056127 45",
"1 41 03 25 056 127 (clé 45)"; phones in the ARCEP fiction blocks 03 53 01 (fixed, north-east) and 06 39 98 /
07 00 11 (mobiles) written "03 53 01 12 34", "03.53.01.12.34", "0353011234", "+33 3 53 01 12 34", "03-53-01-12-34",
"+33 (0)3 53 01 12 34", "03 53 01 1234".
"""
from __future__ import annotations

import datetime
import unicodedata

from tools.corpus_au.ids import adeli, digits, finess, luhn_digit, nir_key, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Vuillemin", "Girardot", "Cuenot", "Jeannerod", "Mougin", "Cattin", "Faivre-Pierret", "Grosjean",
            "Pourcelot", "Tournier", "Boillot", "Jacquemin", "Vuillaume", "Courvoisier", "Clerc-Renaud", "Marguet",
            "Petitjean", "Gindre", "Cretin", "Saillard", "Mathiot", "Viennot", "Rognon", "Sauvageot", "Jeunet",
            "Billod", "Dromard", "Nicod", "Bobillier", "Prost", "Vermot-Desroches", "Berthet-Bondet", "Mairot",
            "Roy-Girardot", "Chopard", "Tissot", "Bourgeois-Lambert", "Guillemin", "Lachat", "Vernerey",
            "de Moustier", "du Vernois", "Le Bihan", "N'Guessan", "Ben Salah", "Da Costa", "Nguyen-Faivre",
            "Yilmaz", "Oukacha", "Pianet", "Ramaux", "Thiébaud"]
FIRST_F = ["Odile", "Jocelyne", "Marie-Thérèse", "Nadine", "Sylvie", "Chantal", "Léa", "Manon", "Inès", "Chloé",
           "Mélanie", "Aurore", "Agnès", "Yvette", "Paulette", "Ghislaine", "Maëva", "Océane", "Zoé", "Aïcha",
           "Marie-Laure", "Anne-Claire", "Lucie", "Coralie", "Émilie", "Solange"]
FIRST_M = ["Jean-Claude", "Gilles", "Régis", "Pascal", "Hervé", "Didier", "Joël", "René", "Maxime", "Théo", "Kévin",
           "Lucas", "Hugo", "Mehdi", "Youssef", "Émile", "Gaston", "Jean-Luc", "Pierre-Yves", "Frédéric", "Benoît",
           "Loïc", "Quentin", "Rémi", "Aurélien", "Serge"]
# a clinician's surname that is also an ordinary French word, printed as a word in the same document (kept)
HOMONYMS = [("Couvreur", "couvreur", "Chute d'une hauteur de quatre mètres : la victime, ", " de métier, travaillait seule sur un toit."),
            ("Chevrier", "chevrier", "Le conjoint, ", " dans une ferme d'altitude, vit à quarante minutes du premier hôpital."),
            ("Faucheur", "faucheur", "Le voisin, ", " de son état, a donné l'alerte en voyant la porte ouverte."),
            ("Sellier", "sellier", "Un voisin, ancien ", ", a aidé à relever la personne avant l'arrivée des secours."),
            ("Pelletier", "pelletier", "La maison familiale a appartenu à un ", " ; le logement est étroit et encombré."),
            ("Laboureur", "laboureur", "Le tracteur d'un ", " voisin a permis de dégager le chemin enneigé.")]

# real communes of Doubs (25), Jura (39), Haute-Saône (70) and the Territoire de Belfort (90) with their postcodes
TOWNS = {"25": [("Besançon", "25000"), ("Montbéliard", "25200"), ("Audincourt", "25400"), ("Valentigney", "25700"),
                ("Baume-les-Dames", "25110"), ("Ornans", "25290"), ("Valdahon", "25800"), ("Maîche", "25120"),
                ("L'Isle-sur-le-Doubs", "25250"), ("Saint-Vit", "25410"), ("Mouthe", "25240")],
         "39": [("Lons-le-Saunier", "39000"), ("Dole", "39100"), ("Saint-Claude", "39200"), ("Champagnole", "39300"),
                ("Poligny", "39800"), ("Arbois", "39600"), ("Salins-les-Bains", "39110"), ("Tavaux", "39500"),
                ("Orgelet", "39270"), ("Moirans-en-Montagne", "39260"), ("Les Rousses", "39220")],
         "70": [("Vesoul", "70000"), ("Lure", "70200"), ("Luxeuil-les-Bains", "70300"), ("Gray", "70100"),
                ("Héricourt", "70400"), ("Saint-Loup-sur-Semouse", "70800"), ("Rioz", "70190"), ("Champagney", "70290"),
                ("Jussey", "70500"), ("Faverney", "70160")],
         "90": [("Belfort", "90000"), ("Delle", "90100"), ("Beaucourt", "90500"), ("Valdoie", "90300"),
                ("Giromagny", "90200"), ("Grandvillars", "90600"), ("Offemont", "90300"), ("Bavilliers", "90800")]}
# birthplaces: town, department (99 abroad), INSEE commune / country code
BIRTH_TOWNS = [("Besançon", "25", "056"), ("Lons-le-Saunier", "39", "300"), ("Vesoul", "70", "550"), ("Belfort", "90", "010"),
               ("Dijon", "21", "231"), ("Mulhouse", "68", "224"), ("Lyon", "69", "123"), ("Paris", "75", "114"),
               ("Épinal", "88", "160"), ("Lausanne", "99", "140"), ("Tunis", "99", "351"), ("Ankara", "99", "208"),
               ("Chalon-sur-Saône", "71", "076"), ("Nancy", "54", "395")]
STREETS = ["rue des Chaprais", "chemin des Vergers", "impasse de la Source-Bleue", "route de Gray", "rue du Clos-Saint-Amour",
           "allée des Sapins", "rue de la Vieille-Saline", "chemin du Crêt-Monniot", "place du Champ-de-Mars", "rue des Horlogers",
           "rue du Moulin-Bregille", "chemin de la Combe-Noire", "rue Pasteur-Hugues", "avenue de la Paix", "rue des Fruitières",
           "route du Lac", "rue du Petit-Battant", "faubourg de Montbéliard"]
LIEUX_DITS = ["lieu-dit Les Granges-Narboz", "lieu-dit La Combe-du-Lac", "hameau des Pontets", "ferme du Crêt-Pourri",
              "lieu-dit Le Chalet-Brûlé", "hameau de La Doye", "lieu-dit Sur-la-Côte", "ferme des Bouchoux"]
MAIL_DOMAINS = ["orange.fr", "free.fr", "sfr.fr", "laposte.net", "gmail.com", "wanadoo.fr", "bbox.fr"]

# hospitals with an emergency department (fictional): name, acronym, dept, town, postcode, street, web, SAMU number,
# SMUR call sign, fire-brigade call sign
HOSPITALS = [("Centre hospitalier intercommunal des Monts-Comtois", "CHIMC", "25", "Besançon", "25030", "boulevard Charles-Nodier",
              "chimc-fictif.fr", "SAMU 25", "SMUR Besançon 1", "VSAV 1 Besançon-Centre"),
             ("Hôpital du Revermont et de la Bresse jurassienne", "HRBJ", "39", "Lons-le-Saunier", "39016", "rue du Docteur-Jeanjacquot",
              "hrbj-fictif.fr", "SAMU 39", "SMUR Lons 1", "VSAV 2 Lons-le-Saunier"),
             ("Centre hospitalier Val de Saône - Ognon", "CHVSO", "70", "Vesoul", "70014", "rue des Tanneurs-Comtois",
              "chvso-fictif.fr", "SAMU 70", "SMUR Vesoul", "VSAV 1 Vesoul"),
             ("Groupe hospitalier de la Trouée de Belfort", "GHTB", "90", "Belfort", "90016", "avenue du Lion-de-Bartholdi",
              "ghtb-fictif.fr", "SAMU 90", "SMUR Belfort 2", "VSAV 3 Belfort-Nord")]
REFERRAL = [("Centre hospitalier régional universitaire Comtois", "CHRUC", "Besançon"),
            ("Hôpital Nord-Comtois de Trévenans-Fictif", "HNCTF", "Trévenans")]
AMBULANCES = [("Ambulances du Lomont", "ADL"), ("Ambulances Jura-Bresse Assistance", "AJBA"), ("Ambulances Saint-Vit Secours", "ASVS"),
              ("Taxi-Ambulances des Rousses", "TAR"), ("Ambulances de la Savoureuse", "ADS"), ("Ambulances Vesoul-Frotey", "AVF")]
FUNERAL = ["Pompes funèbres Mougin-Cuenot", "Maison funéraire du Revermont", "Pompes funèbres de la Trouée", "Funérarium des Vosges saônoises"]
EMPLOYERS = ["Fromagerie coopérative du Haut-Doubs", "Scierie Jeunet Frères", "Usine de décolletage Vuillaume", "Lunetterie Jurassienne SARL"]
POLICE = {"25": ["Commissariat de police de Besançon", "Brigade de gendarmerie d'Ornans"],
          "39": ["Commissariat de police de Lons-le-Saunier", "Brigade de gendarmerie de Champagnole"],
          "70": ["Commissariat de police de Vesoul", "Brigade de gendarmerie de Lure"],
          "90": ["Commissariat de police de Belfort", "Brigade de gendarmerie de Delle"]}
FIXED = "03 53 01"
MOBILE = ["06 39 98", "07 00 11"]
DEPT_SHORT = {"25": "Doubs", "39": "Jura", "70": "Haute-Saône", "90": "Territoire de Belfort"}
DEPT_NAME = {"25": "du Doubs", "39": "du Jura", "70": "de la Haute-Saône", "90": "du Territoire de Belfort"}
CPAM = {"25": "CPAM du Doubs", "39": "CPAM du Jura", "70": "CPAM de la Haute-Saône", "90": "CPAM du Territoire de Belfort"}
CAP = ("Centre antipoison et de toxicovigilance de Nancy", "03 53 01 50 50")  # the poison centre: public body, public line
PLATE_AL = "ABCDEFGHJKLMNPQRSTVWXYZ"


def phone(r, mobile=False, style=0) -> str:
    b = r.choice(MOBILE) if mobile else FIXED
    p = (b + " %02d %02d" % (r.randint(10, 99), r.randint(10, 99))).split(" ")
    return [" ".join(p), ".".join(p), "".join(p), "+33 " + " ".join([p[0][1]] + p[1:]), "-".join(p),
            "+33 (0)" + " ".join([p[0][1]] + p[1:]), " ".join(p[:3]) + " " + p[3] + p[4]][style % 7]


def nir13(r, sex: int, d: datetime.date, birth) -> str:
    return "%d%02d%02d%s%s%03d" % (sex, d.year % 100, d.month, birth[1], birth[2], r.randint(1, 999))


def nir_written(n13: str, key: str, style: int) -> str:
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + key, sp + " - " + key, n13 + " " + key, sp + " (clé " + key + ")"][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    day = "1er" if d.day == 1 else str(d.day)
    return [d.strftime("%d/%m/%Y"), "%s %s %d" % (day, m, d.year), "%s %s %s %d" % (JOURS[d.weekday()], day, m, d.year),
            ("%s %s %d" % (d.strftime("%d"), m, d.year)).upper(), d.strftime("%d/%m/%y"), d.strftime("%d%m%Y"),
            d.strftime("%Y-%m-%d"), d.strftime("%d.%m.%Y"), "%d/%d/%d" % (d.day, d.month, d.year)][style % 9]


def care(d: datetime.date, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), d.strftime("%d.%m.%y"), d.strftime("%d/%m"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year)][style % 4]


def death_written(d: datetime.date, style=0) -> str:
    """The date of death, never in a care-date writing of the same document."""
    return ["%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year), ("%d %s %d" % (d.day, MOIS[d.month - 1], d.year)).upper(),
            d.strftime("%d-%m-%Y")][style % 3]


def age(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def caps_name(name: str) -> str:
    """Upper case except the lower-case particles ("de MOUSTIER", "du VERNOIS")."""
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


def trigram(first: str, last: str) -> str:
    """A regulation operator's trigram: first letter of the first name, first two of the surname ("JVU")."""
    main = [w for w in last.replace("'", "' ").split(" ") if w not in ("de", "du", "d'", "Le", "La", "Da", "Ben")][0]
    return ascii_fold(first[0] + main[:2]).upper()


def plate(r) -> str:
    """A licence plate of the SIV scheme ("FK-407-RB")."""
    return "%s%s-%03d-%s%s" % (r.choice(PLATE_AL), r.choice(PLATE_AL), r.randint(1, 999), r.choice(PLATE_AL), r.choice(PLATE_AL))


def lot(r, year) -> str:
    al = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return ["%d%s%04d" % (year % 100, r.choice(al), r.randint(1, 9999)), "L%s%05d" % (r.choice(al), r.randint(1, 99999))][r.randint(0, 1)]


def serial(r, prefix) -> str:
    return "%s%02d%06d" % (prefix, r.randint(18, 25), r.randint(1, 999999))


def access_code(r) -> str:
    return "%d%s%d%d%d" % (r.randint(1, 9), r.choice("ABCD"), r.randint(0, 9), r.randint(0, 9), r.randint(0, 9))
