"""Pools, writings and identifiers of corpus BV (tools/make_corpus_bv.py): the people, hospitals, courts and towns of
the Languedoc-Roussillon side of Occitanie (Hérault, Gard, Aude, Pyrénées-Orientales), the writings of dates, phones
and the NIR, and the judicial / administrative references of a psychiatric measure. The check-key helpers (Luhn,
NIR key, RPPS, ADELI, FINESS) are corpus AU's, imported as is.

Writings: birth dates "07/03/1984", "07.03.1984", "7 mars 1984" ("1er" on the first), "07/03/84", "07-03-1984",
"7 MARS 1984", "sept mars mil neuf cent quatre-vingt-quatre" (in letters, as a judgment may write it), "1984-03-07";
care dates "12/08/2025", "12 août 2025", "mardi 12 août 2025", "12.08.2025", "12/08/25"; NIR "1 84 03 34 172 031 57",
"184033417203157", "1 84 03 34 172 031 - 57", "1840334172031 57"; phones in the ARCEP fiction blocks 04 65 71 (fixed,
south-east) and 06 39 98 / 07 00 11 (mobiles), written "04 65 71 12 34", "04.65.71.12.34", "0465711234",
"+33 4 65 71 12 34", "+33 (0)4 65 71 12 34", "04-65-71-12-34".
"""
from __future__ import annotations

import datetime
import string
import unicodedata

from tools.corpus_au.ids import adeli, digits, finess, luhn_digit, nir_key, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

# surnames of the Languedoc, Roussillon and Cévennes (Occitan and Catalan), compound and with particles
SURNAMES = ["Cabanel", "Fabrègue", "Roumieu", "Estève", "Peyrottes", "Bousquet-Vidal", "Carrière", "Salvetat", "Teissier",
            "Combarnous", "Arnal", "Sabatier-Roux", "Pujol", "Casteil", "Ribes", "Ferrer-Batlle", "Grau", "Mallol",
            "Bonnafous", "Vialaret", "Soulier", "Azéma", "Crouzet", "Pagès", "Rouquette", "Fabre-Delmas", "Vidalenc",
            "Castanier", "Puech", "Escande", "Maurel", "Barthès", "Gleizes", "Cazals", "Lafont-Sarda", "Jalabert",
            "Ortega", "Benaïssa", "Nguyen-Marty", "Oliveira", "El Amrani", "de Roquefeuil", "de Lordat", "d'Adhémar",
            "du Caylar", "Sanchez-Ruiz", "Cortade", "Tarrius", "Bosc", "Guiraud", "Caumette", "Lacombe"]
FIRST_F = ["Mireille", "Aurore", "Magali", "Nathalie", "Séverine", "Chloé", "Anaïs", "Marie-Pierre", "Laure-Anne",
           "Josiane", "Montserrat", "Nuria", "Sylvie", "Élodie", "Coralie", "Émeline", "Yasmina", "Fanny", "Muriel",
           "Cécile", "Agnès", "Roselyne", "Margaux", "Lucile"]
FIRST_M = ["Jordi", "Bastien", "Cédric", "Fabien", "Rémi", "Jean-Luc", "Pascal", "Thibaut", "Gaël", "Hugo", "Loïc",
           "Mathias", "Sébastien", "Yannis", "Marc-Antoine", "Gilles", "Hervé", "Nordine", "Quentin", "Régis",
           "Joan", "Aurélien", "Benoît", "Ludovic"]
# a clinician's surname that is also an ordinary word of the region printed in the same document (kept)
HOMONYMS = [("Garrigue", "garrigue", "Le parc de l'unité donne sur la ", " ; les promenades accompagnées y sont autorisées."),
            ("Mas", "mas", "L'atelier thérapeutique se tient dans l'ancien ", " restauré, à l'entrée du site."),
            ("Roche", "roche", "Le patient a décrit une ", " tombée sur la route lors du trajet, sans lien avec les faits."),
            ("Vigne", "vigne", "Il a travaillé plusieurs saisons à la ", " avant la décompensation."),
            ("Rivière", "rivière", "La baignade en ", " est contre-indiquée pendant le traitement sédatif."),
            ("Olivier", "olivier", "Le jardin thérapeutique compte un ", " centenaire que les patients entretiennent.")]

# real communes of Hérault (34), Gard (30), Aude (11) and Pyrénées-Orientales (66) with their postcodes (no court seat)
TOWNS = {"34": [("Lodève", "34700"), ("Gignac", "34150"), ("Pézenas", "34120"), ("Lunel", "34400"), ("Sète", "34200"),
                ("Agde", "34300"), ("Ganges", "34190"), ("Bédarieux", "34600"), ("Frontignan", "34110"),
                ("Saint-Pons-de-Thomières", "34220"), ("Marseillan", "34340"), ("Mèze", "34140")],
         "30": [("Uzès", "30700"), ("Beaucaire", "30300"), ("Vauvert", "30600"), ("Le Vigan", "30120"), ("Sommières", "30250"),
                ("Pont-Saint-Esprit", "30130"), ("Saint-Gilles", "30800"), ("Aigues-Mortes", "30220"), ("Anduze", "30140")],
         "11": [("Limoux", "11300"), ("Castelnaudary", "11400"), ("Quillan", "11500"), ("Leucate", "11370"), ("Gruissan", "11430"),
                ("Coursan", "11110"), ("Sigean", "11130"), ("Port-la-Nouvelle", "11210")],
         "66": [("Céret", "66400"), ("Argelès-sur-Mer", "66700"), ("Canet-en-Roussillon", "66140"), ("Rivesaltes", "66600"),
                ("Thuir", "66300"), ("Ille-sur-Têt", "66130"), ("Elne", "66200"), ("Saint-Cyprien", "66750")]}
# birthplaces (no court seat of the corpus): town, department or 99 (abroad), INSEE commune / country code
BIRTH_TOWNS = [("Béziers", "34", "032"), ("Toulouse", "31", "555"), ("Marseille", "13", "201"), ("Rodez", "12", "202"),
               ("Alès", "30", "007"), ("Lyon", "69", "123"), ("Mende", "48", "095"), ("Albi", "81", "004"), ("Millau", "12", "145"),
               ("Oran", "99", "352"), ("Barcelone", "99", "134"), ("Casablanca", "99", "350"), ("Castres", "81", "065")]
# gendarmerie brigades (towns used nowhere else) and police stations (the court seats), both kept as public bodies
BRIGADES = {"34": ["Aniane", "Saint-Martin-de-Londres"], "30": ["Remoulins", "Saint-Ambroix"], "11": ["Durban-Corbières", "Couiza"],
            "66": ["Vinça", "Olette"]}
STREETS = ["rue des Micocouliers", "chemin de la Garrigue-Haute", "impasse des Cigales", "avenue de la Mer", "rue du Four-à-Chaux",
           "place de la Fontaine-Vieille", "chemin des Oliviers", "rue de l'Ancienne-Poste", "quai du Canal", "rue Jean-Jaurès",
           "route de Lodève", "lotissement Les Genêts, villa 7", "résidence Le Clos des Pins, bâtiment B", "rue des Tanneurs",
           "avenue des Platanes", "chemin du Mas-de-Rouet", "rue Puits-des-Esquilles", "traverse des Capitelles"]
MAIL_DOMAINS = ["orange.fr", "free.fr", "sfr.fr", "laposte.net", "gmail.com", "wanadoo.fr", "hotmail.fr"]
# the admitting hospitals (fictional): name, acronym, dept, town, postcode, CEDEX, street, box, court seat, appeal court,
# prefecture, sector code
HOSPITALS = [("Établissement public de santé mentale des Garrigues", "EPSM des Garrigues", "34", "Clermont-l'Hérault", "34800", "34801",
              "avenue du Pic-Baudille", "CS 30214", "Montpellier", "Montpellier", "Préfecture de l'Hérault", "34G07"),
             ("Centre hospitalier spécialisé Val-de-Cèze", "CHS Val-de-Cèze", "30", "Bagnols-sur-Cèze", "30200", "30205",
              "route d'Orsan", "BP 70321", "Nîmes", "Nîmes", "Préfecture du Gard", "30G04"),
             ("Centre psychothérapique des Corbières", "CPC Corbières", "11", "Lézignan-Corbières", "11200", "11204",
              "chemin de Montbrun", "CS 60118", "Narbonne", "Montpellier", "Préfecture de l'Aude", "11G03"),
             ("Pôle de santé mentale Canigou-Têt", "PSM Canigou-Têt", "66", "Prades", "66500", "66501",
              "avenue du Général-de-Gaulle", "BP 40207", "Perpignan", "Montpellier", "Préfecture des Pyrénées-Orientales", "66G02")]
DEPT_NAME = {"34": "de l'Hérault", "30": "du Gard", "11": "de l'Aude", "66": "des Pyrénées-Orientales"}
CMP = ["CMP Les Micocouliers", "CMP Le Lavandin", "CMP La Capitelle", "CMP Le Pradel", "CMP Les Amandiers", "CMP La Sagne"]
CATTP = ["CATTP L'Escale", "CATTP Le Mazet", "CATTP La Tramontane", "CATTP L'Oustal"]
ASSOCIATIONS = ["Association tutélaire Garrigues-Protection", "Union mandataire Languedoc-Solidarité",
                "Association Roussillon Tutelles et Accompagnement", "Service mandataire Cèze-Vidourle"]
CABINETS = ["SCP Rouvière-Albaric, avocats", "Cabinet Sentenac et associés", "SELARL Juris-Têt", "Cabinet Aubanel Avocats"]
FIXED = "04 65 71"
MOBILE = ["06 39 98", "07 00 11"]
PORTALIS = ["DBVQ", "DBXM", "DBWP", "DBYT"]


def phone(r, mobile=False, style=0) -> str:
    b = r.choice(MOBILE) if mobile else FIXED
    p = (b + " %02d %02d" % (r.randint(20, 99), r.randint(20, 99))).split(" ")
    return [" ".join(p), ".".join(p), "".join(p), "+33 " + " ".join([p[0][1]] + p[1:]),
            "+33 (0)" + p[0][1] + " " + " ".join(p[1:]), "-".join(p)][style % 6]


def nir13(r, sex: int, d: datetime.date, birth) -> str:
    """Sex, year, month, the birthplace's department + commune (or 99 + country), order number."""
    return "%d%02d%02d%s%s%03d" % (sex, d.year % 100, d.month, birth[1], birth[2], r.randint(1, 999))


def nir_written(n13: str, key: str, style: int) -> str:
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + key, sp + " - " + key, n13 + " " + key][style % 4]


UNITS = ["", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze", "treize",
         "quatorze", "quinze", "seize"]
TENS = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}


def words(n: int) -> str:
    """French numbers in letters (1-99), 1990 spelling with hyphens."""
    if n <= 16:
        return UNITS[n]
    if n < 20:
        return "dix-" + UNITS[n - 10]
    if n < 70:
        t, u = divmod(n, 10)
        return TENS[t] + ("" if u == 0 else " et un" if u == 1 else "-" + UNITS[u])
    if n < 80:
        return "soixante" + (" et onze" if n == 71 else "-" + words(n - 60))
    return "quatre-vingt" + ("s" if n == 80 else "-" + words(n - 80))


def year_words(y: int) -> str:
    c, rest = divmod(y, 100)
    head = "mil neuf cent" if c == 19 else "deux mille"
    return head + ("" if rest == 0 else " " + words(rest))


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    day = "1er" if d.day == 1 else str(d.day)
    return [d.strftime("%d/%m/%Y"), d.strftime("%d.%m.%Y"), "%s %s %d" % (day, m, d.year), d.strftime("%d/%m/%y"),
            d.strftime("%d-%m-%Y"), ("%s %s %d" % (day, m, d.year)).upper(),
            "%s %s %s" % ("premier" if d.day == 1 else words(d.day), m, year_words(d.year)), d.strftime("%Y-%m-%d")][style % 8]


def care(d: datetime.date, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year),
            "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year), d.strftime("%d.%m.%Y"),
            d.strftime("%d/%m/%y")][style % 5]


def age(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def caps_name(name: str) -> str:
    """Upper case except the lower-case particles ("de ROQUEFEUIL", "d'ADHÉMAR", "du CAYLAR")."""
    out = []
    for w in name.split(" "):
        if w in ("de", "du", "la", "del", "dos", "da"):
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


# ------------------------------------------------------------------ judicial and administrative references
def rg(r, year) -> str:
    return "%02d/%05d" % (year % 100, r.randint(120, 9800))


def portalis(r, court_k) -> str:
    al = string.ascii_uppercase + string.digits
    return "%s-W-B7J-%s" % (PORTALIS[court_k % 4], "".join(r.choice(al) for _ in range(4)))


def arrete(r, dept, year, style) -> str:
    n = r.randint(40, 1900)
    return ["DD%s-SDRE-%d-%04d" % (dept, year, n), "%d-%02d-%04d" % (year, r.randint(1, 12), n),
            "ARS-OC-DD%s-%d-%05d" % (dept, year, n)][style % 3]


def pv_number(r, year, gend=True) -> str:
    if gend:
        return "%05d/%05d/%d" % (r.randint(1000, 99999), r.randint(1, 2999), year)
    return "%d/%06d" % (year, r.randint(1, 999999))


def matricule(r, gend=True) -> str:
    return "%06d" % r.randint(100000, 999999) if gend else "%07d" % r.randint(1000000, 9999999)


def parquet(r, day) -> str:
    return "%02d%03d%06d" % (day.year % 100, day.timetuple().tm_yday, r.randint(1, 999999))
