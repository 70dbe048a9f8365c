"""Pools, writings and identifiers of corpus CE (tools/make_corpus_ce.py): the people, towns and fictional establishments
of GRAND EST - LORRAINE and CHAMPAGNE-ARDENNE (Meurthe-et-Moselle 54, Meuse 55, Vosges 88, Marne 51, Ardennes 08, Aube 10,
Haute-Marne 52; postcodes 54xxx / 55xxx / 88xxx / 51xxx / 08xxx / 10xxx / 52xxx, fixed phones 03 83 / 03 29 / 03 26 / 03 24
/ 03 25, mobiles 06 / 07, international +33 3 ...), the writings of dates, phones and the NIR, the identifiers of a RARE
DISEASE REFERENCE CENTRE (genetics laboratory file, DNA sample, request, national rare-disease bank identifier, RCP
file, emergency card, MDPH file, mutual membership) and the KEPT numbers (CIM-10, ORPHA, genes and HGVS variants,
LOINC, ATC, doses, lots, lab values). The Luhn / RPPS helpers are corpus AU's, imported.

Writings: birth dates "12/03/1968", "12 mars 1968", "12/03/68", "mardi 12 mars 1968", "1968-03-12", "12.03.1968",
"12-MAR-1968" (a laboratory system's English abbreviation); NIR "1 68 03 54 395 123 45", "1680354395123 45",
"168035439512345", "1 68 03 54 395 123 (45)"; phones "03 83 21 33 40", "03.83.21.33.40", "0383213340",
"+33 3 83 21 33 40", "+33 (0)3 83 21 33 40", "03 83 213 340" (grouped by three, as typed by some secretaries).
"""
from __future__ import annotations

import unicodedata

from tools.corpus_au.ids import digits, luhn_digit, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
ABR = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

SURNAMES = ["Thiriet", "Mangin", "Claudel", "Vautrin", "Gérardin", "Jacquot", "Marchal", "Poirson", "Henriot", "Simonin",
            "L'Huillier", "Grandemange", "Thouvenot", "Colnot", "Demange", "Vuillaume", "Parisot", "Mougenot",
            "Grosjean-Thiriet", "Petitjean", "Aubriot", "de Ligniville", "d'Haussonville", "Bastien-Grandemange",
            "Kieffer", "Schwartzmann", "Gauthier-Jeandel", "Pierrat", "Valdenaire", "Houillon", "Chenot", "Didelot",
            "Perrin-Mougel", "Cunin", "Ancel", "Hanriot", "Jeanpierre", "du Hautoy", "Lallement", "Rouyer",
            "Lecomte-Barbier", "Noirjean", "Barthélemy-Koch", "Huguenin", "Le Moal-Thiébaut", "Vilmin"]
FIRST_F = ["Solène", "Maëlle", "Apolline", "Bérangère", "Ghislaine", "Marie-Odile", "Aurélie", "Capucine", "Léonie",
           "Héloïse", "Joséphine", "Sixtine", "Marie-Claude", "Anne-Laure", "Morgane", "Clémence", "Lucie-Anne", "Éliane",
           "Noémie", "Maud"]
FIRST_M = ["Thibault", "Ghislain", "Jean-Nicolas", "Benoît", "Aurélien", "Rémi", "Gauthier", "Hubert", "Jean-Baptiste",
           "Félicien", "Quentin", "Arnaud", "Dorian", "Loïc", "Pierre-Emmanuel", "Côme", "Yannick", "Étienne", "Grégoire",
           "Matthias"]
# clinicians whose surname is also an ordinary French word printed in the same document (kept)
HOMONYMS = [("Tisserand", "tisserand", "Le grand-père paternel était ", " dans une filature des Vosges."),
            ("Verrier", "verrier", "Profession du père : ", " à la cristallerie, exposition à la chaleur."),
            ("Brasseur", "brasseur", "Le patient travaille comme ", " dans une malterie de la Marne."),
            ("Vigneron", "vigneron", "Le conjoint est ", " en Côte des Bar, travaux physiques."),
            ("Bûcheron", "bûcheron", "Ancien ", " en forêt domaniale, retraité depuis 2020."),
            ("Sabotier", "sabotier", "L'arrière-grand-père était ", " à Gérardmer (anecdote familiale).")]

# real communes: (town, postcode, département, INSEE commune part of the NIR)
TOWNS = [("Nancy", "54000", "54", "395"), ("Vandœuvre-lès-Nancy", "54500", "54", "547"), ("Lunéville", "54300", "54", "329"),
         ("Toul", "54200", "54", "528"), ("Pont-à-Mousson", "54700", "54", "431"), ("Longwy", "54400", "54", "323"),
         ("Épinal", "88000", "88", "160"), ("Saint-Dié-des-Vosges", "88100", "88", "413"), ("Remiremont", "88200", "88", "383"),
         ("Gérardmer", "88400", "88", "196"), ("Neufchâteau", "88300", "88", "321"), ("Bar-le-Duc", "55000", "55", "029"),
         ("Verdun", "55100", "55", "545"), ("Commercy", "55200", "55", "122"), ("Reims", "51100", "51", "454"),
         ("Châlons-en-Champagne", "51000", "51", "108"), ("Épernay", "51200", "51", "230"), ("Vitry-le-François", "51300", "51", "649"),
         ("Charleville-Mézières", "08000", "08", "105"), ("Sedan", "08200", "08", "409"), ("Rethel", "08300", "08", "362"),
         ("Troyes", "10000", "10", "387"), ("Romilly-sur-Seine", "10100", "10", "323"), ("Bar-sur-Aube", "10200", "10", "033"),
         ("Chaumont", "52000", "52", "121"), ("Saint-Dizier", "52100", "52", "448"), ("Langres", "52200", "52", "269")]
PREFIX = {"54": "03 83", "55": "03 29", "88": "03 29", "51": "03 26", "08": "03 24", "10": "03 25", "52": "03 25"}
ELSEWHERE = [("Metz", "57", "463"), ("Strasbourg", "67", "482"), ("Paris 12e", "75", "112"), ("Dijon", "21", "231"),
             ("Luxembourg (Luxembourg)", "99", "137"), ("Oran (Algérie)", "99", "352"), ("Liège (Belgique)", "99", "131"),
             ("Lisbonne (Portugal)", "99", "139")]
STREETS = ["rue des Mirabelliers-Fictifs", "rue de la Craffe-Fictive", "allée des Brimbelles", "chemin de la Moselotte-Fictive",
           "rue du Haut-Fourneau-Fictif", "impasse des Chaumes-Fictives", "avenue des Coteaux-Champenois-Fictifs",
           "rue des Tanneurs-Fictifs", "résidence Les Faïenciers, bât. C", "lotissement Le Clos des Houblons, lot 12",
           "rue de la Filature-Fictive", "place des Ducs-de-Bar-Fictifs", "route des Crêtes-Fictives", "rue du Pressoir-Fictif",
           "quai des Ardoisiers-Fictifs", "rue Saint-Nabor-Fictive", "sentier des Myrtilles", "cour des Cristalliers-Fictifs"]
MAIL_DOMAINS = ["orange.fr", "gmail.com", "laposte.net", "sfr.fr", "outlook.fr", "free.fr", "wanadoo.fr"]

# fictional establishments: name, acronym, town, postcode, département, street, web
HOSPITALS = [("Centre hospitalier universitaire Fictif de la Meurthe", "CHUFM", "Vandœuvre-lès-Nancy", "54500", "54", "allée du Morvan-Fictive", "chufm-fictif.fr"),
             ("Centre hospitalier universitaire Fictif de Champagne", "CHUFC", "Reims", "51100", "51", "avenue du Général-Koenig-Fictive", "chufc-fictif.fr"),
             ("Centre hospitalier Fictif des Forges-Vosgiennes", "CHFFV", "Épinal", "88000", "88", "rue de la Louvroie-Fictive", "chffv-fictif.fr"),
             ("Groupement hospitalier Fictif Aube-Marne", "GHFAM", "Troyes", "10000", "10", "boulevard Pompidou-Fictif", "ghfam-fictif.fr")]
CENTRES = [("Centre de référence Fictif des maladies rares de l'Est", "CRFMRE"),
           ("Centre de compétence Fictif des anomalies du développement Champagne-Ardenne", "CCFAD-CA"),
           ("Centre de référence Fictif des syndromes vasculaires rares Stanislas", "CRFSVR")]
GENLABS = [("Laboratoire Fictif de génétique moléculaire Stanislas", "LFGMS", "Nancy", "54000", "54"),
           ("Plateforme Fictive de génomique Saint-Remi", "PFGSR", "Reims", "51100", "51")]
ASSOCS = [("Association Fictive Vivre ensemble avec une maladie rare en Lorraine", "AFVMRL"),
          ("Association Fictive des familles Champagne-Rares", "AFFCR")]
MUTUALS = [("Mutuelle Fictive de la Mirabelle", "MFMI"), ("Mutuelle Fictive des Ardennes", "MFAR"), ("Mutuelle Fictive Saint-Nicolas", "MFSN")]

# public bodies and numbers (kept)
CPAM = {"54": "CPAM de Meurthe-et-Moselle", "55": "CPAM de la Meuse", "88": "CPAM des Vosges", "51": "CPAM de la Marne",
        "08": "CPAM des Ardennes", "10": "CPAM de l'Aube", "52": "CPAM de la Haute-Marne"}
MDPH = {"54": "MDPH de Meurthe-et-Moselle", "55": "MDPH de la Meuse", "88": "MDPH des Vosges", "51": "MDPH de la Marne",
        "08": "MDPH des Ardennes", "10": "MDPH de l'Aube", "52": "MDPH de la Haute-Marne"}
ARS = "ARS Grand Est"
ABM = "Agence de la biomédecine"
BNDMR = "Banque nationale de données maladies rares"
ORPHANET = "Orphanet"
OID_INS = "1.2.250.1.213.1.4.8"


def phone(r, mobile=False, style=0, dept="54") -> str:
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


# scenario of the rare disease: key, CIM-10, ORPHA, gene, transcript, variant, protein, eponym, drug, ATC, dose, inheritance
SCEN = [dict(key="marfan", name="syndrome de Marfan", cim="Q87.4", orpha="ORPHA:558", gene="FBN1", tx="NM_000138.5",
             var="c.4588C>T", prot="p.(Arg1530Cys)", epo="critères de Gand révisés", score="score systémique 8/20",
             drug="losartan", atc="C09CA01", dose="50 mg", mode="autosomique dominante", cls="classe 5 (pathogène)",
             exam="échocardiographie", mes="diamètre aortique aux sinus de Valsalva 41 mm", bio=("NT-proBNP", "33763-4", "86 ng/L")),
            dict(key="steinert", name="dystrophie myotonique de type 1 (maladie de Steinert)", cim="G71.1", orpha="ORPHA:273",
                 gene="DMPK", tx="NM_004409.5", var="c.*224_226CTG[650]", prot="expansion de 650 triplets CTG",
                 epo="échelle MIRS", score="MIRS 3/5", drug="méxilétine", atc="C01BB02", dose="200 mg", mode="autosomique dominante",
                 cls="expansion pathologique", exam="Holter ECG", mes="PR 218 ms", bio=("CPK", "2157-6", "412 UI/L")),
            dict(key="fabry", name="maladie de Fabry", cim="E75.2", orpha="ORPHA:324", gene="GLA", tx="NM_000169.3",
                 var="c.644A>G", prot="p.(Asn215Ser)", epo="score MSSI", score="MSSI 18", drug="agalsidase bêta",
                 atc="A16AB04", dose="1 mg/kg", mode="liée à l'X", cls="classe 5 (pathogène)", exam="IRM cardiaque",
                 mes="T1 natif septal 880 ms", bio=("lyso-Gb3", "94368-5", "12,4 nmol/L")),
            dict(key="wilson", name="maladie de Wilson", cim="E83.0", orpha="ORPHA:905", gene="ATP7B", tx="NM_000053.4",
                 var="c.3207C>A", prot="p.(His1069Gln)", epo="anneau de Kayser-Fleischer", score="score de Leipzig 5",
                 drug="D-pénicillamine", atc="M01CC01", dose="750 mg", mode="autosomique récessive", cls="classe 5 (pathogène)",
                 exam="élastométrie hépatique", mes="élasticité 7,8 kPa", bio=("cuprurie des 24 h", "5633-3", "2,1 µmol/24 h")),
            dict(key="nf1", name="neurofibromatose de type 1 (maladie de von Recklinghausen)", cim="Q85.0", orpha="ORPHA:636",
                 gene="NF1", tx="NM_001042492.3", var="c.3721C>T", prot="p.(Arg1241*)", epo="nodules de Lisch",
                 score="critères NIH 3/7", drug="sélumétinib", atc="L01EE04", dose="25 mg/m²", mode="autosomique dominante",
                 cls="classe 5 (pathogène)", exam="IRM corps entier", mes="volume tumoral 42 mL", bio=("vitamine D", "1989-3", "21 ng/mL"))]
