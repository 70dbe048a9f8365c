"""Pools, writings and identifiers of corpus CD (tools/make_corpus_cd.py): the people, towns and fictional care
establishments of CORSE (two départements, 2A Corse-du-Sud and 2B Haute-Corse; postcodes 20xxx, fixed phones 04 95,
mobiles 06 / 07, international +33 4 95; births coded 2A / 2B in the NIR since 1976 and 20 before, the key computed
with 2A -> 19 and 2B -> 18; FINESS and ADELI numbers that begin with 2A / 2B), the writings of dates, phones and the
NIR, the identifiers of the DENTAL AND ORAL SURGERY pathway (practice file, radiology accession, laboratory request,
quote, prior agreement, dental-laboratory work order, implant card, mutual membership) and the KEPT numbers (CIM-10,
CCAM, ATC, teeth in FDI notation, doses, lots, implant references, shades, lab values). The Luhn / NIR-key / RPPS
helpers are corpus AU's, imported.

Writings: birth dates "12/03/1968", "12 mars 1968", "12/03/68", "mardi 12 mars 1968", "1968-03-12", "12.03.1968",
"12 MAR 1968"; NIR "1 68 03 2A 004 123 45", "16803 2A004123 45" (grouped as on the Vitale card: "1 68 03 2A 004 123"
+ key), "168032A00412345", "1.68.03.2A.004.123-45"; phones "04 95 21 33 40", "04.95.21.33.40", "0495213340",
"+33 4 95 21 33 40", "+33 (0)4 95 21 33 40", "04-95-21-33-40".
"""
from __future__ import annotations

import unicodedata

from tools.corpus_au.ids import digits, luhn_digit, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
ABR = ["JAN", "FÉV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOÛ", "SEP", "OCT", "NOV", "DÉC"]

SURNAMES = ["Santoni", "Ceccaldi", "Quilichini", "Mattei-Luccioni", "Giudicelli", "Pietri", "Albertini", "Ottaviani",
            "Leca", "Filippi", "Peretti", "Antonetti", "Susini", "Cristofari", "Bartoli", "Franceschi", "Marchetti",
            "Poggi", "Versini", "Tomasi", "Vincenti", "Agostini", "Nicolai", "Raffalli", "Muracciole", "Benedetti",
            "Santucci", "Stefanaggi", "Taddei", "Casanova-Orsoni", "Dell'Orsu", "Della Rocca", "di Meglio",
            "Lanfranchi-Susini", "Paolacci", "Ceccaldini", "Moracchini", "Grimaldi-Bassu", "Castellani", "Alfonsi",
            "Luciani", "Orsatelli", "Sabiani", "Vittori", "de Casabianca", "Zuccarelli"]
FIRST_F = ["Ghjulia", "Anghjula", "Maria-Santa", "Letizia", "Vannina", "Catalina", "Laetitia", "Marie-Pierre",
           "Ange-Marie", "Francesca", "Dumenica", "Lisa", "Orsola", "Serena", "Marie-Dominique", "Paula", "Chjara",
           "Battistina", "Stéphanie", "Cécilia"]
FIRST_M = ["Paulu", "Santu", "Petru-Paulu", "Lisandru", "Jean-Toussaint", "Dumè", "Orsu", "Pascal-Antoine",
           "Don-Jacques", "Ghjuvanni", "Mathieu", "Antoine", "Xavier", "Ange-Mathieu", "François-Marie", "Anthony",
           "Jean-Dominique", "Marc-Aurèle", "Sébastien", "Baptiste"]
# clinicians whose surname is also an ordinary French word printed in the same document (kept)
HOMONYMS = [("Marin", "marin", "Profession : ", " sur les navettes du port, départs très matinaux."),
            ("Vigneron", "vigneron", "Activité de ", " dans la plaine orientale, exposition solaire importante."),
            ("Chasseur", "chasseur", "Loisirs : ", " en battue l'hiver, port d'une protection auditive."),
            ("Fromager", "fromager", "Le conjoint est ", " ; alimentation riche en produits laitiers."),
            ("Forestier", "forestier", "Ancien ", " de l'Office national, retraité depuis 2019."),
            ("Boucher", "boucher", "Travaille comme ", " en grande surface, horaires décalés.")]

# real communes of Corse: (town, postcode, département, INSEE commune part of the NIR)
TOWNS = [("Ajaccio", "20090", "2A", "004"), ("Ajaccio", "20000", "2A", "004"), ("Porto-Vecchio", "20137", "2A", "247"),
         ("Propriano", "20110", "2A", "249"), ("Sartène", "20100", "2A", "272"), ("Bonifacio", "20169", "2A", "041"),
         ("Grosseto-Prugna", "20166", "2A", "130"), ("Bastelicaccia", "20129", "2A", "032"), ("Cargèse", "20130", "2A", "065"),
         ("Alata", "20167", "2A", "006"), ("Figari", "20114", "2A", "114"), ("Bastia", "20200", "2B", "033"),
         ("Bastia", "20600", "2B", "033"), ("Corte", "20250", "2B", "096"), ("Calvi", "20260", "2B", "050"),
         ("L'Île-Rousse", "20220", "2B", "134"), ("Biguglia", "20620", "2B", "037"), ("Borgo", "20290", "2B", "042"),
         ("Furiani", "20600", "2B", "120"), ("Ghisonaccia", "20240", "2B", "123"), ("Aléria", "20270", "2B", "009"),
         ("Saint-Florent", "20217", "2B", "298"), ("Penta-di-Casinca", "20213", "2B", "207"), ("Calenzana", "20214", "2B", "049")]
# born outside Corse: (town, département or 99, commune / country code)
ELSEWHERE = [("Marseille", "13", "055"), ("Nice", "06", "088"), ("Paris 14e", "75", "114"), ("Toulon", "83", "137"),
             ("Livourne (Italie)", "99", "127"), ("Porto (Portugal)", "99", "139"), ("Casablanca (Maroc)", "99", "350"),
             ("Tunis (Tunisie)", "99", "351")]
STREETS = ["rue des Mimosas-Fictifs", "chemin de la Punta-Fictive", "route du Salario-Fictif", "lotissement U Castellu, villa 7",
           "résidence Les Oliviers, bât. B", "montée des Cyclamens-Fictifs", "hameau de Poggiolo-Fictif", "lieu-dit A Funtana-Fictiva",
           "rue du Cardinal-Fictif", "avenue des Maquis-Fictifs", "chemin des Arbousiers", "résidence Santa-Lina-Fictive, appt 21",
           "route de la Marana-Fictive", "quartier San Ghjisepu-Fictif", "impasse des Lentisques", "boulevard des Cédrats-Fictifs",
           "traverse du Fango-Fictif", "rue de la Citadelle-Fictive"]
MAIL_DOMAINS = ["orange.fr", "gmail.com", "laposte.net", "sfr.fr", "outlook.fr", "free.fr", "yahoo.fr"]

# fictional establishments: name, acronym, town, postcode, département, street, web
HOSPITALS = [("Centre hospitalier de Castellu-Fictif", "CHCF", "Ajaccio", "20090", "2A", "avenue de l'Impératrice-Fictive", "chcf-fictif.corsica"),
             ("Hôpital Fictif de la Marana", "HFM", "Bastia", "20600", "2B", "route de la Marana-Fictive", "hfm-fictif.corsica"),
             ("Clinique Fictive San Ghjuvanni", "CFSG", "Porto-Vecchio", "20137", "2A", "route de Palombaggia-Fictive", "cfsg-fictif.corsica"),
             ("Polyclinique Fictive du Golo", "PFG", "Borgo", "20290", "2B", "route de Ponte-Novu-Fictive", "pfg-fictif.corsica")]
PRACTICES = [("Cabinet dentaire Fictif des Sanguinaires", "CDFS", "Ajaccio", "20000", "2A", "cours du Grand-Fictif", "cdfs-fictif.fr"),
             ("Centre de santé dentaire mutualiste Fictif de Corte", "CSDMF", "Corte", "20250", "2B", "avenue Xavier-Fictive", "csdmf-fictif.fr"),
             ("Cabinet dentaire Fictif de la Citadelle", "CDFC", "Calvi", "20260", "2B", "boulevard Wilson-Fictif", "cdfc-fictif.fr")]
ORTHO = ("Cabinet d'orthodontie Fictif du Cap", "COFC", "Bastia", "20200", "2B", "boulevard Paoli-Fictif", "cofc-fictif.fr")
RADIO = [("Centre d'imagerie dentaire Fictif du Diamant", "CIDFD", "Ajaccio", "20000", "2A"),
         ("Imagerie médicale Fictive de Lupinu", "IMFL", "Bastia", "20600", "2B")]
LABS = [("Laboratoire de prothèse dentaire Fictif Scandola", "LPDFS"), ("Atelier Fictif Dentalia Corsica", "AFDC")]
BIOLABS = [("Laboratoire Fictif Biocorsica", "LFB"), ("Laboratoire Fictif Bio-Cyrnos", "LFBC")]
MUTUALS = [("Mutuelle Fictive de l'Île de Beauté", "MFIB"), ("Mutuelle Fictive A Muvrella", "MFAM"), ("Mutuelle Fictive des Marins de Corse", "MFMC")]

# public bodies and numbers (kept)
CPAM = {"2A": "CPAM de la Corse-du-Sud", "2B": "CPAM de la Haute-Corse"}
ARS = "ARS de Corse"
ONCD = "Ordre national des chirurgiens-dentistes"
ANSM = "ANSM"
HAS = "Haute Autorité de santé"
OID_INS = "1.2.250.1.213.1.4.8"


def phone(r, mobile=False, style=0) -> str:
    if mobile:
        g = [r.choice(["06", "07"])] + ["%02d" % r.randint(10, 99) for _ in range(4)]
    else:
        g = ["04", "95"] + ["%02d" % r.randint(10, 99) for _ in range(3)]
    s = style % 6
    if s == 3:
        return "+33 %s %s" % (g[0][1], " ".join(g[1:]))
    if s == 4:
        return "+33 (0)%s %s" % (g[0][1], " ".join(g[1:]))
    return [" ".join(g), ".".join(g), "".join(g), None, None, "-".join(g)][s]


def corsican_digits(s) -> str:
    """2A -> 19 and 2B -> 18 (the NIR key rule), used for the keys of every identifier holding 2A / 2B."""
    return s.replace("2A", "19").replace("2B", "18")


def finess(r, dept) -> str:
    body = dept + "0" + digits(r, 5)
    return body + luhn_digit(corsican_digits(body))


def adeli(r, dept) -> str:
    body = dept + str(r.choice([6, 7, 9])) + digits(r, 5)
    return body + luhn_digit(corsican_digits(body))


def nir13(r, sex, d, birth) -> str:
    """birth = (département, commune); Corse before 1976 is 20."""
    dep = birth[0]
    if dep in ("2A", "2B") and d.year < 1976:
        dep = "20"
    return "%d%02d%02d%s%s%03d" % (sex, d.year % 100, d.month, dep, birth[1], r.randint(1, 999))


def nir_key(n13) -> str:
    return "%02d" % (97 - int(corsican_digits(n13)) % 97)


def nir_written(n13, key, style) -> str:
    sp = [n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13]]
    return [" ".join(sp) + " " + key, n13[:5] + " " + n13[5:13] + " " + key, n13 + key, ".".join(sp) + "-" + key][style % 4]


def birth_written(d, style) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d/%m/%y"),
            "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year), d.strftime("%Y-%m-%d"),
            d.strftime("%d.%m.%Y"), "%02d %s %d" % (d.day, ABR[d.month - 1], d.year)][style % 7]


def care(d, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d/%m/%y")][style % 3]


def age(b, d) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def caps_name(name) -> str:
    return " ".join(w if w in ("di", "de", "Della") else w.upper() for w in name.split(" "))


def initials(name) -> str:
    return "-".join(h[0].upper() + "." for h in name.split("-"))


def ascii_fold(s) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)


def fr(x, nd=0) -> str:
    return ("%." + str(nd) + "f") % x if nd == 0 else (("%." + str(nd) + "f") % x).replace(".", ",")


def lot(r, year) -> str:
    return "%s%02d%05d" % (r.choice(["L", "B", "C", ""]), year % 100, r.randint(1, 99999))


# implants (brand, reference prefix, diameter, lengths) and materials: KEPT
IMPLANTS = [("Straumann BLT", "021.", "4,1"), ("Nobel Biocare N1", "NB-", "4,0"), ("Anthogyr Axiom BL", "AXBL", "4,0"),
            ("Zimmer TSV", "TSVB", "4,1")]
SHADES = ["A1", "A2", "A3", "A3,5", "B2", "2M2", "3M2"]
# scenario of the dental problem: key, CIM-10, wording, eponym
SCEN = [dict(key="carie", cim="K02.1", motif="caries de la dentine multiples", epo="classe II de Black"),
        dict(key="paro", cim="K05.3", motif="parodontite chronique généralisée", epo="syndrome de Papillon-Lefèvre écarté"),
        dict(key="edente", cim="K08.1", motif="édentement partiel après extractions", epo="classe III de Kennedy"),
        dict(key="abces", cim="K04.7", motif="abcès périapical sans fistule", epo="angine de Ludwig écartée"),
        dict(key="sjogren", cim="M35.0", motif="xérostomie et caries du collet", epo="syndrome de Gougerot-Sjögren")]
