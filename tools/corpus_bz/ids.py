"""Pools, writings and identifiers of corpus BZ (tools/make_corpus_bz.py): the people, hospitals and towns of AUVERGNE
(Puy-de-Dôme 63, Allier 03, Cantal 15, Haute-Loire 43; region Auvergne-Rhône-Alpes), the writings of dates, phones and
the NIR, the identifiers of a cancer pathway (DCC and RCP files, pathology specimens and blocks, molecular analyses,
dosimetry plans, pharmacy preparations, registry and ALD files) and the oncology scenarios with their KEPT numbers
(TNM, CIM-10, CCAM-format codes, ATC, UCD-format codes, protocols, doses, lots, biomarkers, Gy and fractions). The
check-key helpers (Luhn, NIR key, RPPS, ADELI, FINESS) are corpus AU's, imported as is.

Writings: birth dates "12/03/1957", "12 mars 1957", "57-03-12", "12.03.1957", "12 mars 57", "1957-03-12", "12/03/57",
"12 MARS 1957"; relatives' birth years "1948"; NIR "2 57 03 63 113 045 72", "257036311304572", "2570363113045 72",
"2 57 03 63 113 045 / 72", "2570363113045-72"; phones in the ARCEP fiction blocks 04 65 71 (fixed) and 06 39 98 (mobile)
written "04 65 71 23 45", "04.65.71.23.45", "0465712345", "+33 4 65 71 23 45", "00 33 4 65 71 23 45",
"+33(0)4 65 71 23 45".
"""
from __future__ import annotations

import datetime
import unicodedata

from tools.corpus_au.ids import adeli, digits, finess, luhn_digit, nir_key, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Chassagne", "Bonnefoy", "Fayolle", "Vialatte", "Chabrier", "Tixier", "Rouchon", "Pouzadoux", "Ollier",
            "Malleret", "Mazeyrat", "Gardette", "Pélissier", "Besseyre", "Peyronnet", "Delpeuch", "Vernière", "Lafarge",
            "Cubizolles", "Teyssandier", "Brugière", "Aubignat", "Roddier", "Meyronneinc", "Courtial", "Bargheon",
            "Dumontel", "Estival", "Gerbaud", "Chazal", "Coudert", "Montagnon", "Vazeille", "Boudon", "Malfreyt",
            "Reboul-Pradier", "Sauvadet", "Tournadre", "Fournier-Blanzat", "Quinsat", "Andraud", "Imbaud", "Jouvet",
            "de Chabannes", "du Fraisse", "Del Rio", "N'Guessan", "Ben Saïd", "Da Costa", "Nguyen-Vialatte", "Öztürk",
            "Lacombe-Issartel", "Serre", "Yzerd"]
FIRST_F = ["Éloïse", "Marinette", "Jeanine", "Ghislaine", "Odile", "Solange", "Mireille", "Nadège", "Laurence", "Pascale",
           "Christelle", "Aurélie", "Manon", "Zoé", "Inès", "Chloé", "Marie-Thérèse", "Anne-Laure", "Fatima", "Leïla",
           "Simone", "Renée", "Berthe", "Josette", "Maëlys", "Coralie"]
FIRST_M = ["Jean-Yves", "Marcel", "Gilbert", "Fernand", "Roger", "Serge", "Hervé", "Didier", "Patrice", "Lionel",
           "Franck", "Julien", "Maxime", "Théo", "Hugo", "Nathan", "Jean-Baptiste", "Paul-Henri", "Mehdi", "Youssef",
           "Émile", "Raymond", "Armand", "Gaston", "Loïc", "Cyril"]
# a clinician's surname that is also an ordinary French word, printed as a word in the same document (kept)
HOMONYMS = [("Coutelier", "coutelier", "Son père, ancien ", " dans un atelier de forge, est mort d'un cancer du poumon."),
            ("Chevrier", "chevrier", "Son père, ", " sur le plateau, fumait deux paquets par jour."),
            ("Charbonnier", "charbonnier", "Le grand-père, ", " de métier, est décédé d'un cancer bronchique."),
            ("Pelletier", "pelletier", "Le conjoint, ancien ", " tanneur, assure l'accompagnement à chaque séance."),
            ("Vigneron", "vigneron", "Un voisin, ", " retraité, assure les trajets vers l'hôpital de jour."),
            ("Mercier", "mercier", "Sa mère a tenu un commerce de ", " pendant trente ans.")]

# real communes of Puy-de-Dôme (63), Allier (03), Cantal (15) and Haute-Loire (43) with their postcodes
TOWNS = {"63": [("Clermont-Ferrand", "63000"), ("Riom", "63200"), ("Issoire", "63500"), ("Thiers", "63300"), ("Ambert", "63600"),
                ("Cournon-d'Auvergne", "63800"), ("Chamalières", "63400"), ("Billom", "63160"), ("Châtel-Guyon", "63140"),
                ("Pont-du-Château", "63430"), ("Lezoux", "63190"), ("Saint-Éloy-les-Mines", "63700"), ("La Bourboule", "63150")],
         "03": [("Montluçon", "03100"), ("Vichy", "03200"), ("Cusset", "03300"), ("Yzeure", "03400"), ("Commentry", "03600"),
                ("Gannat", "03800"), ("Saint-Pourçain-sur-Sioule", "03500"), ("Bellerive-sur-Allier", "03700"), ("Lapalisse", "03120"),
                ("Domérat", "03410"), ("Bourbon-l'Archambault", "03160")],
         "15": [("Aurillac", "15000"), ("Saint-Flour", "15100"), ("Mauriac", "15200"), ("Arpajon-sur-Cère", "15130"),
                ("Riom-ès-Montagnes", "15400"), ("Murat", "15300"), ("Maurs", "15600"), ("Massiac", "15500"), ("Ydes", "15210")],
         "43": [("Le Puy-en-Velay", "43000"), ("Yssingeaux", "43200"), ("Monistrol-sur-Loire", "43120"), ("Brioude", "43100"),
                ("Sainte-Sigolène", "43600"), ("Aurec-sur-Loire", "43110"), ("Langeac", "43300"), ("Retournac", "43130"),
                ("Craponne-sur-Arzon", "43500")]}
BIRTH_TOWNS = [("Clermont-Ferrand", "63", "113"), ("Montluçon", "03", "185"), ("Aurillac", "15", "014"), ("Le Puy-en-Velay", "43", "157"),
               ("Vichy", "03", "310"), ("Thiers", "63", "430"), ("Saint-Étienne", "42", "218"), ("Lyon", "69", "123"),
               ("Limoges", "87", "085"), ("Paris", "75", "114"), ("Casablanca", "99", "350"), ("Lisbonne", "99", "139"),
               ("Istanbul", "99", "208"), ("Alger", "99", "352"), ("Hanoï", "99", "243")]
STREETS = ["rue du Port-Fictif", "avenue des Volcans", "chemin de la Croix-Morand", "rue des Gras-Fictive", "allée des Sapins-Bleus",
           "rue Blatin-Fictive", "route de Vulcania", "rue du Puy-de-Crouël", "impasse des Chazes", "place de la Fontaine-d'Amboise",
           "rue des Coutellers", "chemin des Burons", "rue de la Gare-Haute", "avenue de la Margeride", "rue du Pont-Vieux-d'Allier",
           "boulevard du Velay-Fictif", "rue des Estives", "chemin du Lac-Pavin"]
LIEUX_DITS = ["lieu-dit Le Chambon-Haut", "hameau de la Besseyre", "village de Chastreix-Bas", "lieu-dit Les Granges-de-Lair",
              "hameau du Fau", "ferme de la Pradelle"]
MAIL_DOMAINS = ["orange.fr", "free.fr", "sfr.fr", "laposte.net", "gmail.com", "wanadoo.fr", "yahoo.fr"]

# fictional hospitals: name, acronym, dept, town, postcode (cedex), street, web
HOSPITALS = [("Centre de lutte contre le cancer des Volcans", "CLCV", "63", "Clermont-Ferrand", "63011", "rue Montalembert-Fictive", "clcv-fictif.fr"),
             ("Centre hospitalier du Bocage bourbonnais", "CHBB", "03", "Moulins", "03006", "avenue du Général-de-Gaulle-Fictive", "chbb-fictif.fr"),
             ("Centre hospitalier de la Châtaigneraie", "CHCA", "15", "Aurillac", "15002", "avenue de la République-Fictive", "chca-fictif.fr"),
             ("Centre hospitalier du Velay et de la Margeride", "CHVM", "43", "Le Puy-en-Velay", "43012", "boulevard du Docteur-Chantemesse-Fictif", "chvm-fictif.fr")]
RT_CENTRES = [("Institut de radiothérapie des Dômes", "IRD"), ("Centre de radiothérapie du Val d'Allier", "CRVA"),
              ("Pôle de radiothérapie Haute-Auvergne", "PRHA")]
CLINICS = [("Polyclinique de la Limagne", "PL"), ("Clinique de la Chaîne-des-Puys", "CCP"), ("Clinique Saint-Austremoine", "CSA"),
           ("Hôpital privé des Combrailles", "HPC")]
CPAM = {"63": "CPAM du Puy-de-Dôme", "03": "CPAM de l'Allier", "15": "CPAM du Cantal", "43": "CPAM de la Haute-Loire"}
FIXED = "04 65 71"
MOBILE = "06 39 98"


def phone(r, mobile=False, style=0) -> str:
    p = ((MOBILE if mobile else FIXED) + " %02d %02d" % (r.randint(10, 99), r.randint(10, 99))).split(" ")
    tail = " ".join([p[0][1]] + p[1:])
    return [" ".join(p), ".".join(p), "".join(p), "+33 " + tail, "00 33 " + tail, "+33(0)" + tail][style % 6]


def nir13(r, sex: int, d: datetime.date, birth) -> str:
    return "%d%02d%02d%s%s%03d" % (sex, d.year % 100, d.month, birth[1], birth[2], r.randint(1, 999))


def nir_written(n13: str, key: str, style: int) -> str:
    sp = " ".join([n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13]])
    return [sp + " " + key, n13 + key, n13 + " " + key, sp + " / " + key, n13 + "-" + key][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, m, d.year), d.strftime("%y-%m-%d"), d.strftime("%d.%m.%Y"),
            "%d %s %s" % (d.day, m, d.strftime("%y")), d.strftime("%Y-%m-%d"), d.strftime("%d/%m/%y"),
            ("%d %s %d" % (d.day, m, d.year)).upper()][style % 8]


def care(d: datetime.date, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d/%m/%y"),
            d.strftime("%d.%m.%Y")][style % 4]


def age(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def caps_name(name: str) -> str:
    return " ".join(w if w in ("de", "du", "Del", "Da", "Ben") else w.upper() for w in name.split(" "))


def initials(name: str) -> str:
    return "-".join(h[0].upper() + "." for h in name.split("-"))


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)


def code(r, n, al="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(al) for _ in range(n))


# ------------------------------------------------------------------ kept numbers of the oncology pathway
def ucd(r) -> str:
    """A 13-digit code in the UCD format (fictional value, kept)."""
    return "340089" + "%07d" % r.randint(0, 9999999)


def lot(r, year) -> str:
    return "%s%02d%s%03d" % (code(r, 1, "BCDFHKLMNPRTVX"), year % 100, code(r, 1), r.randint(1, 999))


# drug: name, dose per unit, unit ("m2", "auc", "mgkg", "fix"), route, days, ATC
DR = {"oxali": ("oxaliplatine", 85, "m2", "IV 2 h", "J1", "L01XA03"), "lv": ("acide folinique", 400, "m2", "IV 2 h", "J1", "V03AF03"),
      "fu_b": ("5-fluorouracile bolus", 400, "m2", "IV directe", "J1", "L01BC02"), "fu_c": ("5-fluorouracile continu", 2400, "m2", "IV 46 h", "J1-J3", "L01BC02"),
      "epi": ("épirubicine", 90, "m2", "IV 15 min", "J1", "L01DB03"), "cyclo": ("cyclophosphamide", 600, "m2", "IV 30 min", "J1", "L01AA01"),
      "pacli": ("paclitaxel", 80, "m2", "IV 1 h", "J1 J8 J15", "L01CD01"), "carbo5": ("carboplatine", 5, "auc", "IV 1 h", "J1", "L01XA02"),
      "pem": ("pémétrexed", 500, "m2", "IV 10 min", "J1", "L01BA04"), "pembro": ("pembrolizumab", 200, "fix", "IV 30 min", "J1", "L01FF02"),
      "doce": ("docétaxel", 75, "m2", "IV 1 h", "J1", "L01CD02"), "cispla": ("cisplatine", 100, "m2", "IV 1 h", "J1", "L01XA01"),
      "iri": ("irinotécan", 150, "m2", "IV 90 min", "J1", "L01CE02"), "pacli175": ("paclitaxel", 175, "m2", "IV 3 h", "J1", "L01CD01"),
      "cape": ("capécitabine", 825, "m2", "per os x 2/j", "jours de RT", "L01BC06")}
SUPPORT = [("ondansétron", "8 mg", "A04AA01"), ("dexaméthasone", "8 mg", "H02AB02"), ("aprépitant", "125 mg", "A04AD12"),
           ("pegfilgrastim", "6 mg", "L03AA13")]

# organ, RCP session, CIM-10, diagnosis, specimen, cTNM, pTNM, stage, grade, markers, protocol, drugs, cycle days,
# cycles, RT (Gy, fractions, boost Gy, boost fractions, target, technique), genes, variant, family cancer, CCAM acts
SCEN = [
    dict(organ="sein", rcp="RCP sénologie", cim="C50.4", dx="carcinome infiltrant de type non spécifique du sein gauche",
         spec="pièce de tumorectomie et ganglion sentinelle", ctnm="cT2 N1 M0", ptnm="pT2 N1a (2/14) M0", stage="stade IIB",
         grade="grade SBR 2 (3+2+1)", markers=[("RE", "90 %"), ("RP", "40 %"), ("HER2", "score 1+"), ("Ki67", "30 %")],
         proto="EC 90 puis paclitaxel hebdomadaire", drugs=["epi", "cyclo"], cyc=21, ncyc=4,
         rt=(50, 25, 10, 5, "sein gauche et aires ganglionnaires", "RCMI"), genes="BRCA1, BRCA2, PALB2", variant="BRCA2 c.5946del p.(Ser1982Argfs*22)",
         fam="sein", ccam=["QEFA003", "QEQA001"]),
    dict(organ="côlon", rcp="RCP digestive", cim="C18.7", dx="adénocarcinome lieberkühnien du côlon sigmoïde",
         spec="pièce de sigmoïdectomie", ctnm="cT3 N1 M0", ptnm="pT3 N1b (3/21) M0", stage="stade IIIB",
         grade="moyennement différencié", markers=[("MSI", "stable (MSS)"), ("KRAS", "muté G12D"), ("BRAF", "non muté"), ("Ki67", "45 %")],
         proto="FOLFOX 6 modifié", drugs=["oxali", "lv", "fu_b", "fu_c"], cyc=14, ncyc=12,
         rt=None, genes="MLH1, MSH2, MSH6, PMS2, APC", variant="MLH1 c.1852_1854del p.(Lys618del)", fam="côlon", ccam=["HHFA017", "EBLA003"]),
    dict(organ="poumon", rcp="RCP thoracique", cim="C34.1", dx="adénocarcinome pulmonaire du lobe supérieur droit",
         spec="biopsie bronchique sous fibroscopie", ctnm="cT3 N2 M1a", ptnm="non opéré", stage="stade IVA",
         grade="peu différencié", markers=[("TTF1", "positif"), ("PD-L1", "TPS 60 %"), ("EGFR", "non muté"), ("ALK", "négatif")],
         proto="carboplatine AUC 5 - pémétrexed - pembrolizumab", drugs=["carbo5", "pem", "pembro"], cyc=21, ncyc=4,
         rt=(30, 10, 0, 0, "métastase osseuse D8", "3D conformationnelle"), genes="panel somatique ADN/ARN", variant="EGFR non muté (exons 18 à 21)",
         fam="poumon", ccam=["GEHE001", "EBLA003"]),
    dict(organ="prostate", rcp="RCP uro-génitale", cim="C61", dx="adénocarcinome prostatique acinaire",
         spec="biopsies prostatiques échoguidées (12 carottes)", ctnm="cT3a N0 M0", ptnm="non opéré", stage="haut risque D'Amico",
         grade="score de Gleason 8 (4+4), ISUP 4", markers=[("PSA", "24,6 ng/mL"), ("carottes positives", "7/12"), ("engainements", "présents"), ("Ki67", "15 %")],
         proto="docétaxel 75 mg/m² toutes les 3 semaines", drugs=["doce"], cyc=21, ncyc=6,
         rt=(78, 39, 0, 0, "prostate et vésicules séminales", "arcthérapie VMAT"), genes="BRCA2, ATM, HOXB13", variant="HOXB13 c.251G>A p.(Gly84Glu)",
         fam="prostate", ccam=["JGHB001", "ZZNL065"]),
    dict(organ="larynx", rcp="RCP ORL", cim="C32.0", dx="carcinome épidermoïde de la glotte",
         spec="biopsies sous laryngoscopie en suspension", ctnm="cT3 N1 M0", ptnm="non opéré", stage="stade III",
         grade="bien différencié, kératinisant", markers=[("p16", "négatif"), ("EGFR", "surexprimé"), ("PD-L1", "CPS 20"), ("Ki67", "35 %")],
         proto="cisplatine 100 mg/m² concomitant à la radiothérapie", drugs=["cispla"], cyc=21, ncyc=3,
         rt=(70, 35, 0, 0, "larynx et aires cervicales bilatérales", "RCMI"), genes="TP53, CDKN2A", variant="aucun variant pathogène", fam="ORL",
         ccam=["GDHE001", "ZZNL065"]),
    dict(organ="ovaire", rcp="RCP gynécologique", cim="C56", dx="carcinome séreux de haut grade de l'ovaire droit",
         spec="biopsies péritonéales sous cœlioscopie", ctnm="cT3c N1 M0", ptnm="ypT3c N1 M0", stage="FIGO IIIC",
         grade="haut grade", markers=[("p53", "anormal (mutant)"), ("WT1", "positif"), ("CA 125", "1 240 UI/mL"), ("Ki67", "70 %")],
         proto="carboplatine AUC 5 - paclitaxel 175 mg/m²", drugs=["carbo5", "pacli175"], cyc=21, ncyc=6,
         rt=None, genes="BRCA1, BRCA2, RAD51C, RAD51D", variant="BRCA1 c.5266dup p.(Gln1756Profs*74)", fam="ovaire", ccam=["JJFC010", "EBLA003"]),
    dict(organ="rectum", rcp="RCP digestive", cim="C20", dx="adénocarcinome du moyen rectum",
         spec="biopsies sous rectoscopie", ctnm="cT3 N1 M0", ptnm="ypT2 N0 (0/16)", stage="stade III",
         grade="bien différencié", markers=[("MSI", "stable (MSS)"), ("KRAS", "non muté"), ("ACE", "6,2 ng/mL"), ("Ki67", "40 %")],
         proto="capécitabine concomitante à la radiothérapie", drugs=["cape"], cyc=35, ncyc=1,
         rt=(50, 25, 0, 0, "pelvis et mésorectum", "RCMI"), genes="MLH1, MSH2, MSH6, PMS2", variant="aucun variant pathogène", fam="côlon",
         ccam=["HJFA006", "ZZNL065"]),
    dict(organ="pancréas", rcp="RCP digestive", cim="C25.0", dx="adénocarcinome canalaire de la tête du pancréas",
         spec="biopsie sous écho-endoscopie", ctnm="cT2 N0 M0", ptnm="ypT2 N1 (2/18)", stage="résécable limite",
         grade="moyennement différencié", markers=[("CA 19-9", "412 UI/mL"), ("KRAS", "muté G12V"), ("MSI", "stable (MSS)"), ("Ki67", "55 %")],
         proto="FOLFIRINOX modifié", drugs=["oxali", "iri", "lv", "fu_c"], cyc=14, ncyc=8,
         rt=None, genes="BRCA1, BRCA2, PALB2, ATM", variant="PALB2 c.172_175del p.(Gln60Argfs*7)", fam="pancréas", ccam=["HNFA002", "EBLA003"]),
]

CANCERS_FAM = {"sein": ["sein", "ovaire", "sein controlatéral"], "côlon": ["côlon", "endomètre", "estomac"],
               "poumon": ["poumon", "vessie", "larynx"], "prostate": ["sein", "pancréas", "ovaire"], "ORL": ["larynx", "œsophage", "poumon"],
               "ovaire": ["ovaire", "sein", "sein"], "pancréas": ["pancréas", "sein", "mélanome"]}


def bsa(h_cm, w_kg) -> float:
    """Body-surface area (Mosteller), m²."""
    return round((h_cm * w_kg / 3600) ** 0.5, 2)


def fr(x, nd=0) -> str:
    """A French decimal: 1,82 ; thousands separated by a thin space written as a space."""
    s = ("%." + str(nd) + "f") % x
    ent, _, dec = s.partition(".")
    if len(ent) > 3:
        ent = ent[:-3] + " " + ent[-3:]
    return ent + ("," + dec if dec else "")
