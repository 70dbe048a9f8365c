"""Corpus AC: fictional identities, identifiers and phrase pools (all invented).

Everything here is made up for the evaluation corpus: names are drawn from
pools, identifiers are generated with valid check keys (NIR key 97, Luhn for
RPPS and FINESS), communes are real with their real postcode.
"""
from __future__ import annotations

import datetime as dt

# surnames that are also ordinary French words: (patient surname, the ordinary word, a clause using it)
HOMONYMS = [
    ("PETIT", "petit", "un petit épanchement pleural gauche, sans retentissement"),
    ("LÉGER", "léger", "un léger œdème des chevilles, prenant le godet"),
    ("BLANC", "blanc", "un enduit blanc sur la langue, sans dysphagie"),
    ("BRUN", "brun", "des urines de couleur brun foncé au début du séjour"),
    ("BERGER", "berger", "vit seule avec son chien, un berger australien"),
    ("BOULANGER", "boulanger", "ancien boulanger, retraité, sans exposition toxique connue"),
    ("MARCHAND", "marchand", "ancien marchand de bestiaux sur les foires du canton"),
    ("MEUNIER", "meunier", "son fils, meunier dans la vallée, assure les courses"),
    ("FONTAINE", "fontaine", "incité à boire à la fontaine du couloir entre les repas"),
    ("BONNET", "bonnet", "port d'un bonnet réfrigérant pendant les cures"),
    ("ROUX", "roux", "un liquide d'aspect roux à la ponction"),
    ("MOULIN", "moulin", "sans bruit de moulin à l'auscultation cardiaque"),
    ("CHARPENTIER", "charpentier", "ancien charpentier, chutes de hauteur dans le passé"),
    ("BOUCHER", "boucher", "ancien boucher, coupures anciennes de la main droite"),
    ("CHEVALIER", "chevalier", "fait chevalier du Mérite agricole, très entouré"),
    ("BARBIER", "barbier", "rasage confié au barbier du quartier chaque semaine"),
    ("DOUX", "doux", "lavage au savon doux et séchage soigneux des plis"),
    ("GRAND", "grand", "un grand hématome de la cuisse droite en régression"),
]
OTHER_SURNAMES = [
    "KERBRAT", "VASSEUR-LAMY", "OUAZZANI", "ETCHEVERRY", "LE GOFF", "N'DIAYE", "DELACROIX-VIDAL",
    "PONCELET", "ABGRALL", "TRUFFIER", "MOKRANI", "QUÉRÉ", "SZYMANSKI", "HOARAU", "LAGARRIGUE",
    "BOUVERESSE", "CASTAGNÉ", "DE KERMADEC", "RAKOTOBE", "VIGOUROUX", "ZIMMERLIN", "TISSERAND",
]
FIRST_F = ["Anaïs", "Josiane", "Thérèse", "Maëlle", "Hélène", "Marie-Thérèse", "Bernadette", "Aïcha",
           "Océane", "Nadège", "Ginette", "Éliane", "Ludivine", "Capucine", "Solange", "Mireille",
           "Gwenaëlle", "Huguette", "Sylviane", "Noëlla", "Yasmina", "Laetitia"]
FIRST_M = ["Gérard", "Yannick", "Jean-Baptiste", "Loïc", "Rémi", "Karim", "Sébastien", "Raymond",
           "Florent", "Théo", "Gaëtan", "Hervé", "Aurélien", "Jean-Pierre", "Maxence", "Ludovic",
           "Anatole", "Grégoire", "Mathurin", "Benoît", "Jérémie", "Fabrice"]
DOCTOR_SURNAMES = ["Larcher", "Benhamou", "Quintin", "Ravelonjato", "Aubertin", "Skowronek", "Malaterre",
                   "Courtecuisse", "Haddad", "Le Bihan", "Pélissier", "Dorval-Mercadier", "Tchakarian",
                   "Villemagne", "Ferracci", "Guénolé", "Achour", "Montbrison", "Lestringant", "Bassompierre",
                   "Ohanessian", "Rigaudière", "Kervella", "Zeghdoudi", "Fauchereau", "Castellane"]
DOCTOR_FIRST = ["Armelle", "Cyprien", "Soizic", "Baptiste", "Ondine", "Timothée", "Perrine", "Yacine",
                "Bérangère", "Amaury", "Clotilde", "Faustine", "Évrard", "Zélie", "Tanguy", "Héloïse",
                "Wandrille", "Sixtine", "Côme", "Apolline"]

# (name, acronym, email domain)
ESTABLISHMENTS = [
    ("Centre hospitalier intercommunal des Deux-Rives", "CHIDR", "chidr-sante.fr"),
    ("Hôpital privé du Val-Fleuri", "HPVF", "hpvf.fr"),
    ("Centre hospitalier régional de la Haute-Combe", "CHRHC", "chr-hautecombe.fr"),
    ("Groupement hospitalier Portes-de-Loire", "GHPL", "ghpl.fr"),
    ("Clinique mutualiste des Tilleuls", "CMDT", "clinique-tilleuls.fr"),
    ("Centre hospitalier Saint-Aubert", "CHSAU", "ch-saintaubert.fr"),
    ("Centre hospitalier universitaire de Bellerive", "CHUB", "chu-bellerive.fr"),
    ("Institut de cancérologie Léonie-Faure", "ICLF", "iclf.fr"),
    ("Centre médico-chirurgical des Mélèzes", "CMCM", "cmc-melezes.fr"),
    ("Hôpital local du Pays-Vert", "HLPV", "hl-paysvert.fr"),
]
LABS = [
    ("Laboratoire de biologie médicale Biolys Sud-Est", "BIOLYS", "biolys-se.fr"),
    ("Laboratoire Analys'Santé des Coteaux", "ASC-LAB", "analys-coteaux.fr"),
    ("Biopôle multisite Arcane Biologie", "ARCANE", "arcane-bio.fr"),
]
IMAGING = [
    ("Centre d'imagerie médicale des Grands-Prés", "CIMGP", "imagerie-grandspres.fr"),
    ("Institut de radiologie du Parc-Thermal", "IRPT", "irpt-radiologie.fr"),
    ("Cabinet de radiologie Lumière-Saint-Roch", "CRLSR", "radio-lumiere.fr"),
]

# real communes with their postcode and telephone zone
COMMUNES = [
    ("Villeurbanne", "69100", "04"), ("Grenoble", "38000", "04"), ("Saint-Étienne", "42000", "04"),
    ("Annecy", "74000", "04"), ("Chambéry", "73000", "04"), ("Valence", "26000", "04"),
    ("Clermont-Ferrand", "63000", "04"), ("Dijon", "21000", "03"), ("Besançon", "25000", "03"),
    ("Nancy", "54000", "03"), ("Metz", "57000", "03"), ("Reims", "51100", "03"), ("Amiens", "80000", "03"),
    ("Rouen", "76000", "02"), ("Caen", "14000", "02"), ("Rennes", "35000", "02"), ("Nantes", "44000", "02"),
    ("Angers", "49000", "02"), ("Tours", "37000", "02"), ("Poitiers", "86000", "05"),
    ("Limoges", "87000", "05"), ("Bordeaux", "33000", "05"), ("Pau", "64000", "05"),
    ("Toulouse", "31000", "05"), ("Montpellier", "34000", "04"), ("Nîmes", "30000", "04"),
    ("Perpignan", "66000", "04"), ("Toulon", "83000", "04"), ("Avignon", "84000", "04"),
    ("Orléans", "45000", "02"), ("Brest", "29200", "02"), ("Quimper", "29000", "02"),
    ("Vannes", "56000", "02"), ("La Rochelle", "17000", "05"), ("Niort", "79000", "05"),
    ("Mâcon", "71000", "03"), ("Bourg-en-Bresse", "01000", "04"), ("Roanne", "42300", "04"),
    ("Épinal", "88000", "03"), ("Colmar", "68000", "03"), ("Mulhouse", "68100", "03"),
    ("Troyes", "10000", "03"), ("Laval", "53000", "02"), ("Le Mans", "72000", "02"),
    ("Saint-Brieuc", "22000", "02"), ("Cholet", "49300", "02"), ("Agen", "47000", "05"),
    ("Albi", "81000", "05"), ("Rodez", "12000", "05"), ("Périgueux", "24000", "05"),
    ("Angoulême", "16000", "05"), ("Châteauroux", "36000", "02"), ("Bourges", "18000", "02"),
    ("Nevers", "58000", "03"), ("Auxerre", "89000", "03"), ("Chalon-sur-Saône", "71100", "03"),
    ("Montluçon", "03100", "04"), ("Aurillac", "15000", "04"), ("Le Puy-en-Velay", "43000", "04"),
    ("Gap", "05000", "04"), ("Bayonne", "64100", "05"), ("Tarbes", "65000", "05"),
    ("Montauban", "82000", "05"), ("Cahors", "46000", "05"), ("Carcassonne", "11000", "04"),
    ("Béziers", "34500", "04"), ("Arles", "13200", "04"), ("Fréjus", "83600", "04"),
]
STREETS = [
    "rue des Tanneurs", "allée des Glycines", "impasse des Lavandières", "boulevard Gambetta",
    "place du Marché-Couvert", "quai des Bateliers", "rue de la Poste", "cours Lafayette",
    "avenue des Tilleuls", "chemin des Vignes-Hautes", "rue du Four-à-Chaux", "rue des Acacias",
    "avenue de la Libération", "rue des Écoles", "square des Hortensias", "rue Basse-des-Remparts",
    "allée du Clos-Fleuri", "route des Crêtes", "rue de l'Abreuvoir", "passage des Tisserands",
    "avenue du Onze-Novembre", "rue des Jardins-Ouvriers", "montée Saint-Barthélemy", "rue du Lavoir",
]
EMAIL_PROVIDERS = ["orange.fr", "laposte.net", "free.fr", "gmail.com", "sfr.fr", "wanadoo.fr"]
MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
          "octobre", "novembre", "décembre"]
SERVICES = ["Service de médecine interne", "Pôle cardio-vasculaire et pneumologie",
            "Service de gériatrie aiguë", "Unité de chirurgie digestive", "Service de néphrologie",
            "Service des maladies infectieuses", "Service de rhumatologie", "Unité de soins continus"]

# drugs: (name, dose, posology, ATC)
DRUGS = [
    ("Bisoprolol", "2,5 mg", "1 comprimé le matin", "C07AB07"),
    ("Ramipril", "5 mg", "1 gélule le soir", "C09AA05"),
    ("Furosémide", "40 mg", "1 comprimé le matin, à jeun", "C03CA01"),
    ("Apixaban", "5 mg", "1 comprimé matin et soir", "B01AF02"),
    ("Atorvastatine", "40 mg", "1 comprimé au coucher", "C10AA05"),
    ("Metformine", "850 mg", "1 comprimé midi et soir au repas", "A10BA02"),
    ("Paracétamol", "1000 mg", "1 comprimé toutes les 6 heures si douleur", "N02BE01"),
    ("Amoxicilline", "1 g", "1 comprimé 3 fois par jour pendant 7 jours", "J01CA04"),
    ("Lévothyroxine", "75 µg", "1 comprimé le matin à jeun", "H03AA01"),
    ("Pantoprazole", "20 mg", "1 comprimé le soir", "A02BC02"),
    ("Enoxaparine", "4000 UI", "1 injection sous-cutanée par jour", "B01AB05"),
    ("Spironolactone", "25 mg", "1 comprimé le matin", "C03DA01"),
    ("Macrogol", "10 g", "1 sachet le matin", "A06AD15"),
    ("Amlodipine", "5 mg", "1 comprimé le matin", "C08CA01"),
    ("Prednisone", "20 mg", "1 comprimé le matin pendant 5 jours", "H02AB07"),
    ("Sertraline", "50 mg", "1 gélule le matin", "N06AB06"),
]
# lab analytes: (label, LOINC, unit, (low, high) reference, decimals, section)
ANALYTES = [
    ("Hémoglobine", "718-7", "g/dL", (12.0, 16.0), 1, "HÉMATOLOGIE"),
    ("Leucocytes", "6690-2", "G/L", (4.0, 10.0), 1, "HÉMATOLOGIE"),
    ("Plaquettes", "777-3", "G/L", (150, 400), 0, "HÉMATOLOGIE"),
    ("Hématocrite", "4544-3", "%", (37, 47), 0, "HÉMATOLOGIE"),
    ("Sodium", "2951-2", "mmol/L", (136, 145), 0, "BIOCHIMIE"),
    ("Potassium", "2823-3", "mmol/L", (3.5, 5.1), 1, "BIOCHIMIE"),
    ("Créatinine", "14682-9", "µmol/L", (45, 90), 0, "BIOCHIMIE"),
    ("Urée", "22664-7", "mmol/L", (2.5, 7.5), 1, "BIOCHIMIE"),
    ("Glucose à jeun", "14749-6", "mmol/L", (4.1, 5.9), 1, "BIOCHIMIE"),
    ("Protéine C réactive", "1988-5", "mg/L", (0, 5), 0, "BIOCHIMIE"),
    ("ASAT", "1920-8", "UI/L", (8, 35), 0, "BIOCHIMIE"),
    ("ALAT", "1742-6", "UI/L", (7, 40), 0, "BIOCHIMIE"),
    ("Ferritine", "2276-4", "µg/L", (30, 300), 0, "BIOCHIMIE"),
    ("TSH", "3016-3", "mUI/L", (0.4, 4.0), 2, "HORMONOLOGIE"),
    ("HbA1c", "4548-4", "%", (4.0, 6.0), 1, "BIOCHIMIE"),
    ("NT-proBNP", "33762-6", "ng/L", (0, 300), 0, "BIOCHIMIE"),
    ("Taux de prothrombine", "5894-1", "%", (70, 100), 0, "HÉMOSTASE"),
    ("INR", "6301-6", "", (0.8, 1.2), 2, "HÉMOSTASE"),
]
EPONYMS = ["signe de Murphy", "manœuvre de Lasègue", "signe de Babinski", "signe de Homans",
           "score de Glasgow", "classification de Child-Pugh", "score de Wells", "signe de Lhermitte",
           "test de Schirmer", "manœuvre de Jobe", "signe de Kernig", "score de Charlson"]
CIM10 = [("I50.9", "insuffisance cardiaque"), ("J18.9", "pneumopathie"), ("E11.9", "diabète de type 2"),
         ("N17.9", "insuffisance rénale aiguë"), ("I48.9", "fibrillation atriale"), ("K80.2", "lithiase vésiculaire"),
         ("A41.9", "sepsis"), ("M54.5", "lombalgie"), ("J44.1", "BPCO en exacerbation"), ("I10", "hypertension artérielle")]
IMAGING_EXAMS = [
    ("Scanner thoraco-abdomino-pelvien avec injection", "ZZQH033", "scanner"),
    ("IRM lombaire sans injection", "LFQN001", "irm"),
    ("Échographie abdominale complète", "ZCQM004", "echo"),
    ("Radiographie du thorax de face", "ZBQK002", "radio"),
    ("Angioscanner thoracique", "EBQH006", "scanner"),
]
CONTRASTS = [("Iopamidol 370", "80 mL"), ("Iohexol 350", "90 mL"), ("Iomeprol 400", "70 mL")]


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    return luhn_digit(num[:-1]) == num[-1]


def make_rpps(rng) -> str:
    body = "10" + "".join(str(rng.randrange(10)) for _ in range(8))
    return body + luhn_digit(body)


def make_finess(rng, dept: str) -> str:
    body = dept[:2] + str(rng.randrange(0, 10)) + "".join(str(rng.randrange(10)) for _ in range(5))
    return body + luhn_digit(body)


def make_nir(rng, sex: int, birth: dt.date, dept: str) -> str:
    dep = dept[:2] if dept[:2] not in ("20",) else "13"
    body = "%d%02d%02d%s%03d%03d" % (sex, birth.year % 100, birth.month, dep, rng.randrange(1, 990),
                                     rng.randrange(1, 999))
    key = 97 - int(body) % 97
    return body + "%02d" % key


def nir_ok(nir: str) -> bool:
    digits = nir.replace(" ", "")
    return 97 - int(digits[:13]) % 97 == int(digits[13:])


def fmt_nir(nir: str, style: int) -> str:
    if style == 0:
        return nir
    if style == 1:
        return "%s %s %s %s %s %s %s" % (nir[0], nir[1:3], nir[3:5], nir[5:7], nir[7:10], nir[10:13], nir[13:])
    return "%s %s" % (nir[:13], nir[13:])


def make_phone(rng, zone: str, style: int, mobile: bool = False) -> str:
    first = rng.choice(["6", "7"]) if mobile else zone[1]
    d = [first] + [str(rng.randrange(10)) for _ in range(8)]
    pairs = ["0" + d[0]] + ["".join(d[i:i + 2]) for i in range(1, 9, 2)]
    if style == 0:
        return " ".join(pairs)
    if style == 1:
        return ".".join(pairs)
    return "+33 %s %s" % (d[0], " ".join(pairs[1:]))


def date_fr(d: dt.date, style: int) -> str:
    if style == 0:
        return d.strftime("%d/%m/%Y")
    if style == 1:
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == 2:
        return d.strftime("%d.%m.%Y")
    if style == 3:
        return d.strftime("%Y-%m-%d")
    if style == 4:
        return d.strftime("%d-%m-%Y")
    return "%s %s %d" % ("1er" if d.day == 1 else str(d.day), MONTHS[d.month - 1], d.year)


def ascii_fold(s: str) -> str:
    import unicodedata
    s = s.replace("œ", "oe").replace("Œ", "OE").replace("æ", "ae")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
