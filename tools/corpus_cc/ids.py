"""Pools, writings and identifiers of corpus CC (tools/make_corpus_cc.py): the people, towns and fictional care
establishments of GUYANE (overseas département 973; postcodes 973xx, fixed phones 05 94, mobiles 06 94, international
+594 594 / +594 694; births coded 97 3xx in the NIR, or 99 abroad: Suriname, Brazil, Haiti), the writings of dates,
phones and the NIR, the identifiers of the kidney pathway (CRISTAL number of the Agence de la biomédecine, dialysis
file, HLA laboratory file, vehicle plate of the taxi) and the KEPT numbers (CIM-10, CCAM, dialysis parameters, HLA
typings, doses, lots, the hospital's generator serial numbers). The check-key helpers are corpus AU's, imported.

Writings: birth dates "12/03/1968", "12 mars 1968", "12-III-1968" (roman month), "1968-03-12" (the dialysis software's
ISO date), "12MAR68" (the generator ticket), "12.03.1968"; NIR "2 68 03 97 302 114 37", "268039730211437",
"2.68.03.97.302.114 clé 37"; phones "05 94 31 22 40", "0594 31 22 40", "+594 594 31 22 40", "05.94.31.22.40",
"0594312240"; mobiles the same with 06 94 / +594 694.
"""
from __future__ import annotations

import datetime
import unicodedata

from tools.corpus_au.ids import digits, luhn_digit, nir_key, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
ROM = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
ABR = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

SURNAMES = ["Bellony", "Ho-A-Sioe", "Sabayo", "Fléreau", "Contout", "Lingaud", "Prévot-Hugon", "Tanon", "Lo-A-Tjin", "Aloïké",
            "Agésilas", "Céide", "Théodose", "Mérine", "Euzéby", "Pindard", "Marie-Sainte", "Jean-Baptiste", "Pierre-Louis",
            "Yang", "Vang-Lor", "dos Santos", "Da Costa Lima", "Apaïkou", "Lapompe", "Horthance", "Ribal", "Chocolat-Anne",
            "Sylvestre-Bauduin", "Nelson", "Zéphir", "Moutoussamy", "Kancel", "Linguet", "Bastaraud", "Doré-Éloi", "Tinéa",
            "Karamoko", "Saint-Louis", "Aubéry", "Kwasi", "Ésaïe", "Palmot", "Gilles-Clovis"]
FIRST_F = ["Ghislaine", "Murielle", "Rosemonde", "Line-Rose", "Yolène", "Raïssa", "Fabiola", "Maria-José", "Djénaba",
           "Marie-Noëlle", "Sherly", "Nadège", "Lucienne", "Kimberley", "Edwige", "Francilia", "Maïté", "Roselyne"]
FIRST_M = ["Rudy", "Gérald", "Wilfried", "Jean-Philippe", "Lucien", "Max-Henri", "Dany", "Jefferson", "Rodrigue", "Serge",
           "Thierry", "Wesley", "Joël", "Franck-Olivier", "Eddy", "Marcelin", "Josué", "Patrick", "Ludovic", "Aristide"]
# clinicians whose surname is also an ordinary French word printed in the same document (kept)
HOMONYMS = [("Pêcheur", "pêcheur", "Ancien ", " sur le Maroni, il garde une activité physique régulière."),
            ("Boulanger", "boulanger", "Le conjoint, ", " de métier, l'accompagne aux séances."),
            ("Mercier", "mercier", "Activité passée de ", " à Cayenne ; arrêt depuis la mise en dialyse."),
            ("Charron", "charron", "Le grand-père, ", " à Mana, aide pour les trajets."),
            ("Meunier", "meunier", "Travail de ", " à la rizerie jusqu'en 2019."),
            ("Berger", "berger", "Petit élevage familial : le fils est ", " sur l'abattis.")]

# real communes of Guyane: (town, postcode, INSEE commune part for the NIR)
TOWNS = [("Cayenne", "97300", "302"), ("Kourou", "97310", "304"), ("Saint-Laurent-du-Maroni", "97320", "311"),
         ("Matoury", "97351", "307"), ("Rémire-Montjoly", "97354", "309"), ("Macouria", "97355", "305"),
         ("Sinnamary", "97315", "312"), ("Mana", "97360", "306"), ("Maripasoula", "97370", "353"),
         ("Saint-Georges", "97313", "308"), ("Apatou", "97317", "360"), ("Iracoubo", "97350", "303"),
         ("Roura", "97311", "310"), ("Montsinéry-Tonnegrande", "97356", "313")]
ABROAD = [("Paramaribo", "437"), ("Macapá", "351"), ("Port-au-Prince", "336"), ("Oiapoque", "351")]
STREETS = ["rue des Palétuviers-Fictifs", "chemin des Wapas", "lotissement Les Ouaouarons, lot 14", "rue du Carbet-Rouge",
           "impasse des Maripas", "route de la Crique-Fouillée", "cité Les Manguiers, bât. C", "rue des Balourous",
           "chemin du Dégrad-Fictif", "avenue des Flamboyants-Fictifs", "rue des Moucous", "résidence Les Amandiers, appt 12",
           "route du Larivot-Fictif", "piste de Saut-Sabbat, PK 4", "rue Justin-Catayée-Fictive"]
MAIL_DOMAINS = ["orange.fr", "wanadoo.fr", "gmail.com", "outlook.fr", "yahoo.fr", "laposte.net"]

# fictional establishments: name, acronym, town, postcode, street, web
HOSPITALS = [("Centre hospitalier des Trois-Fleuves-Fictif", "CH3F", "Cayenne", "97306", "avenue des Flamboyants-Fictifs", "ch3f-fictif.fr"),
             ("Centre hospitalier de l'Ouest-Maroni-Fictif", "CHOMF", "Saint-Laurent-du-Maroni", "97393", "boulevard du Fleuve-Fictif", "chomf-fictif.fr"),
             ("Centre médico-chirurgical de Kourou-Fictif", "CMCKF", "Kourou", "97387", "avenue des Roches-Fictives", "cmckf-fictif.fr"),
             ("Clinique néphrologique de la Savane-Fictive", "CNSF", "Matoury", "97351", "route de la Crique-Fictive", "cnsf-fictif.fr")]
DIAL = [("Association guyanaise de dialyse à domicile - Fictive", "AGDD-F"), ("Unité d'autodialyse de Matoury-Fictive", "UADM-F"),
        ("Unité de dialyse médicalisée du Maroni-Fictive", "UDMM-F")]
TX = [("CHU de Fort-de-France-Fictif, service de transplantation rénale", "CHUFF"),
      ("Hôpital Sainte-Éulalie-Fictif, Paris, centre de transplantation", "HSEF")]
HLA_LABS = [("Laboratoire d'histocompatibilité Antilles-Guyane-Fictif", "LHAG"), ("Laboratoire HLA des Caraïbes-Fictif", "LHCF")]
TAXIS = ["Taxi Kourou-Savane-Fictif", "Taxis conventionnés du Maroni-Fictifs", "Taxi Cayenne-Bourda-Fictif"]
CABINETS = ["Cabinet infirmier des Manguiers-Fictif", "Cabinet infirmier du Bourg de Mana-Fictif", "Cabinet de soins Rémire-Plage-Fictif"]

# public bodies and numbers (kept)
ABM = "Agence de la biomédecine"
CGSS = "CGSS de la Guyane"
ARS = "ARS Guyane"
TJ = "tribunal judiciaire de Cayenne"
REIN = "registre REIN"
FRANCE_REIN = "France Rein"


def phone(r, mobile=False, style=0) -> str:
    g = ["06" if mobile else "05", "94"] + ["%02d" % r.randint(10, 99) for _ in range(3)]
    return [" ".join(g), g[0] + g[1] + " " + " ".join(g[2:]), "+594 %s94 %s" % (g[0][1], " ".join(g[2:])), ".".join(g), "".join(g)][style % 5]


def finess(r) -> str:
    body = "9730" + digits(r, 4)
    return body + luhn_digit(body)


def adeli(r) -> str:
    body = "976" + digits(r, 5)
    return body + luhn_digit(body)


def nir13(r, sex, d, birth) -> str:
    return "%d%02d%02d%s%s%03d" % (sex, d.year % 100, d.month, birth[0], birth[1], r.randint(1, 999))


def nir_written(n13, key, style) -> str:
    sp = [n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13]]
    return [" ".join(sp) + " " + key, n13 + key, ".".join(sp) + " clé " + key][style % 3]


def birth_written(d, style) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), "%02d-%s-%d" % (d.day, ROM[d.month - 1], d.year),
            d.strftime("%Y-%m-%d"), "%02d%s%02d" % (d.day, ABR[d.month - 1], d.year % 100), d.strftime("%d.%m.%Y")][style % 6]


def care(d, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d/%m/%y")][style % 3]


def age(b, d) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def caps_name(name) -> str:
    return " ".join(w if w in ("dos", "Da") else w.upper() for w in name.split(" "))


def initials(name) -> str:
    return "-".join(h[0].upper() + "." for h in name.split("-"))


def ascii_fold(s) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)


def fr(x, nd=0) -> str:
    return ("%." + str(nd) + "f") % x if nd == 0 else (("%." + str(nd) + "f") % x).replace(".", ",")


def lot(r, year) -> str:
    return "%02d%s%05d" % (year % 100, r.choice("KLMPRT"), r.randint(1, 99999))


def plate(r) -> str:
    al = "ABCDEFGHJKLMNPRSTVWXYZ"
    return "%s%s-%03d-%s%s" % (r.choice(al), r.choice(al), r.randint(1, 999), r.choice(al), r.choice(al))


def cristal(r, year, style) -> str:
    n = r.randint(100000, 999999)
    return ["%d" % n, "%d-%06d" % (year, n), "CR%06d" % n][style % 3]


HLA_A = ["A*02:01", "A*03:01", "A*23:01", "A*30:02", "A*68:02", "A*01:01"]
HLA_B = ["B*35:01", "B*53:01", "B*07:02", "B*15:03", "B*42:01", "B*44:03"]
HLA_DR = ["DRB1*13:01", "DRB1*11:02", "DRB1*03:01", "DRB1*15:03", "DRB1*07:01"]
HLA_DQ = ["DQB1*06:03", "DQB1*03:01", "DQB1*02:01", "DQB1*06:02"]
# scenario: key, CIM-10 of the nephropathy, wording, eponym
SCEN = [dict(key="ht", cim="I12.0", motif="néphroangiosclérose hypertensive", epo="maladie de Berger écartée à la biopsie"),
        dict(key="db", cim="E11.2", motif="néphropathie diabétique", epo="syndrome de Kimmelstiel-Wilson"),
        dict(key="drep", cim="D57.1", motif="néphropathie drépanocytaire", epo="syndrome de Fanconi incomplet"),
        dict(key="lupus", cim="M32.1", motif="néphropathie lupique classe IV", epo="phénomène de Raynaud"),
        dict(key="alport", cim="Q87.8", motif="syndrome d'Alport", epo="lenticône antérieur du syndrome d'Alport")]
