"""Pools of invented people, establishments and medical vocabulary (communes and street types are real)."""

# ---------------------------------------------------------------- people
SURNAMES = [
    "DUPONT", "LEFÈVRE", "MOREAU", "GIRARD", "ANDRÉ", "MERCIER", "FAVRE", "GAUTHIER", "PERRIN", "MOREL",
    "ROUSSEL", "LAMBERT", "BONNEFOY", "CHAPUIS", "VASSEUR", "DELATTRE", "HUMBERT", "LECLERCQ", "RENAUD",
    "COLLET", "BESNARD", "TESSIER", "CARON", "PRÉVOST", "GUILLOT", "LEROUX", "BARTHÉLÉMY", "JOUBERT",
    "MAILLARD", "CHAUVET", "DESCHAMPS", "LEMAÎTRE", "POULAIN", "VIDAL", "ROBIN", "HOARAU", "LE GALL",
    "LE BIHAN", "KERMARREC", "N'DIAYE", "BEN SAÏD", "NGUYEN", "DA SILVA", "FERREIRA", "OLIVIER",
    "DE LA ROCHE", "SAINT-CLAIR", "MARTIN-LEROY", "DUBOIS-ARNAUD", "ETCHEVERRY", "ARRIGHI", "SCHNEIDER",
    "MULLER", "WEBER", "KOWALSKI", "HADDAD", "BOUCHARD", "FOURNIER", "GARNIER", "CHEVALLIER", "BRUNEAU",
    "LACOMBE", "MARCHETTI", "PAYET", "GRONDIN", "TRAORÉ", "COULIBALY", "RIVIÈRE", "LAFFONT", "DUFFAUT",
    "GRIFFON", "JOFFRE", "LAFLEUR", "RAFFIN", "COUFFIGNAL",
]
# surnames that are also ordinary words (used with the matching lowercase word in the text)
HOMONYM_SURNAMES = {"BOULANGER": "boulanger", "BERGER": "berger", "PETIT": "petit", "BLANC": "blanc",
                    "MOULIN": "moulin", "MASSE": "masse", "BARRE": "barre", "BRUN": "brun", "FONTAINE": "fontaine",
                    "MEUNIER": "meunier", "CARRÉ": "carré", "LEGRAND": "grand", "BONNET": "bonnet"}

F_FIRST = ["Marie", "Monique", "Françoise", "Catherine", "Nathalie", "Isabelle", "Sylvie", "Christine",
           "Sandrine", "Émilie", "Chloé", "Léa", "Manon", "Camille", "Océane", "Josiane", "Huguette",
           "Geneviève", "Bernadette", "Yvette", "Agnès", "Sophie", "Hélène", "Aurélie", "Joëlle", "Noémie",
           "Fatima", "Aïcha", "Maëlys", "Solène", "Mireille", "Ginette", "Colette", "Raffaella", "Steffie"]
F_COMPOUND = ["Marie-Hélène", "Anne-Sophie", "Marie-Claire", "Marie-Thérèse", "Anne-Laure", "Marie-Josée",
              "Rose-Marie", "Marie-Noëlle"]
M_FIRST = ["Jean", "Michel", "Philippe", "Alain", "Patrick", "Nicolas", "Christophe", "Pierre", "Gérard",
           "Bernard", "Thierry", "Laurent", "Hervé", "Sébastien", "Julien", "Kévin", "Mathéo", "Lucas",
           "Hugo", "Théo", "Raymond", "Marcel", "Gilbert", "Yannick", "Mohamed", "Karim", "Loïc", "Gaëtan",
           "Joël", "Rodolphe", "Florian", "Raphaël", "Adolphe"]
M_COMPOUND = ["Jean-Pierre", "Jean-Baptiste", "Pierre-Yves", "Jean-Marc", "Jean-Luc", "Paul-Henri",
              "Jean-François", "Marc-Antoine"]

# ---------------------------------------------------------------- places (real communes and postcodes)
COMMUNES = [
    ("Limoges", "87000", "87"), ("Saint-Junien", "87200", "87"), ("Brive-la-Gaillarde", "19100", "19"),
    ("Tulle", "19000", "19"), ("Guéret", "23000", "23"), ("Périgueux", "24000", "24"),
    ("Angoulême", "16000", "16"), ("Poitiers", "86000", "86"), ("Châtellerault", "86100", "86"),
    ("Niort", "79000", "79"), ("La Rochelle", "17000", "17"), ("Saintes", "17100", "17"),
    ("Tours", "37000", "37"), ("Blois", "41000", "41"), ("Orléans", "45000", "45"), ("Sens", "89100", "89"),
    ("Auxerre", "89000", "89"), ("Dijon", "21000", "21"), ("Beaune", "21200", "21"), ("Chalon-sur-Saône", "71100", "71"),
    ("Mâcon", "71000", "71"), ("Bourg-en-Bresse", "01000", "01"), ("Annecy", "74000", "74"),
    ("Chambéry", "73000", "73"), ("Grenoble", "38000", "38"), ("Voiron", "38500", "38"), ("Valence", "26000", "26"),
    ("Orange", "84100", "84"), ("Carpentras", "84200", "84"), ("Digne-les-Bains", "04000", "04"),
    ("Gap", "05000", "05"), ("Nîmes", "30000", "30"), ("Alès", "30100", "30"), ("Montpellier", "34000", "34"),
    ("Béziers", "34500", "34"), ("Sète", "34200", "34"), ("Perpignan", "66000", "66"), ("Carcassonne", "11000", "11"),
    ("Albi", "81000", "81"), ("Castres", "81100", "81"), ("Montauban", "82000", "82"), ("Agen", "47000", "47"),
    ("Mont-de-Marsan", "40000", "40"), ("Dax", "40100", "40"), ("Pau", "64000", "64"), ("Bayonne", "64100", "64"),
    ("Tarbes", "65000", "65"), ("Auch", "32000", "32"), ("Rodez", "12000", "12"), ("Aurillac", "15000", "15"),
    ("Le Puy-en-Velay", "43000", "43"), ("Vichy", "03200", "03"), ("Moulins", "03000", "03"),
    ("Nevers", "58000", "58"), ("Bourges", "18000", "18"), ("Vierzon", "18100", "18"), ("Châteauroux", "36000", "36"),
    ("Laval", "53000", "53"), ("Le Mans", "72000", "72"), ("Angers", "49000", "49"), ("Cholet", "49300", "49"),
    ("Saint-Brieuc", "22000", "22"), ("Quimper", "29000", "29"), ("Lorient", "56100", "56"), ("Vannes", "56000", "56"),
    ("Saint-Malo", "35400", "35"), ("Lisieux", "14100", "14"), ("Évreux", "27000", "27"), ("Dieppe", "76200", "76"),
    ("Beauvais", "60000", "60"), ("Compiègne", "60200", "60"), ("Soissons", "02200", "02"), ("Épinal", "88000", "88"),
    ("Thionville", "57100", "57"), ("Colmar", "68000", "68"), ("Sélestat", "67600", "67"), ("Besançon", "25000", "25"),
    ("Lons-le-Saunier", "39000", "39"), ("Vesoul", "70000", "70"), ("Chaumont", "52000", "52"), ("Troyes", "10000", "10"),
    ("Charleville-Mézières", "08000", "08"), ("Arras", "62000", "62"), ("Saint-Omer", "62500", "62"),
    ("Cambrai", "59400", "59"), ("Saint-Pierre", "97410", "97"), ("Fontenay-le-Comte", "85200", "85"),
    ("Les Sables-d'Olonne", "85100", "85"), ("Villefranche-de-Rouergue", "12200", "12"),
]

STREET_TYPES = ["rue", "avenue", "boulevard", "impasse", "allée", "chemin", "place", "route", "quai", "cours",
                "square", "faubourg", "rue", "rue", "avenue"]
STREET_NAMES = ["des Tilleuls", "Victor Hugo", "du Général Leclerc", "Jean Jaurès", "des Acacias", "de la Gare",
                "Pasteur", "des Lilas", "de la République", "Émile Zola", "des Écoles", "du 8 Mai 1945",
                "Antoine de Saint-Exupéry", "des Glycines", "du Moulin à Vent", "des Hirondelles", "Jules Ferry",
                "de l'Abbé Grégoire", "des Coquelicots", "du Maréchal Foch", "de la Liberté", "des Vignes",
                "Gambetta", "Aristide Briand", "du Docteur Roux", "des Peupliers", "Louise Michel", "de Verdun",
                "des Mésanges", "Saint-Martial", "Georges Clemenceau", "du Stade", "de la Fontaine Saint-Jean",
                "des Rosiers", "Camille Claudel", "des Sablons", "du Château d'Eau", "Paul Bert"]
ADDR_EXTRA = ["Résidence Les Pins, bât. B", "Appt 12", "Résidence du Parc, esc. 3", "Lotissement Les Chênes",
              "Lieu-dit La Croix Haute", "Hameau de Puybonnieux"]

# ---------------------------------------------------------------- establishments (invented)
# (full name, acronym, distinctive part, kind, web domain)
ETABS = [
    ("Centre Hospitalier Intercommunal des Deux-Vallées", "CHIDV", "Deux-Vallées", "ch", "chidv.fr"),
    ("Clinique Sainte-Ombeline", "CSO", "Sainte-Ombeline", "clinique", "clinique-ombeline.fr"),
    ("Polyclinique du Val de Lauze", "PVL", "Val de Lauze", "clinique", "polyclinique-lauze.fr"),
    ("Centre Hospitalier Émile-Roussange", "CHER", "Émile-Roussange", "ch", "ch-roussange.fr"),
    ("Hôpital privé Les Hauts-Genêts", "HPHG", "Hauts-Genêts", "clinique", "hp-hautsgenets.fr"),
    ("Groupe Hospitalier Saint-Aurélien", "GHSA", "Saint-Aurélien", "ch", "gh-staurelien.fr"),
    ("Centre médico-chirurgical Ambroise-Lavergne", "CMCAL", "Ambroise-Lavergne", "clinique", "cmc-lavergne.fr"),
    ("Centre Hospitalier de la Haute-Sarnelle", "CHHS", "Haute-Sarnelle", "ch", "ch-sarnelle.fr"),
    ("Clinique mutualiste du Pays de Brévanne", "CMPB", "Pays de Brévanne", "clinique", "cm-brevanne.fr"),
    ("Institut de cancérologie Marthe-Olivier", "ICMO", "Marthe-Olivier", "ch", "icmo-cancero.fr"),
    ("Centre Hospitalier Régional Vauclerc-Beaulieu", "CHRVB", "Vauclerc-Beaulieu", "ch", "chr-vauclerc.fr"),
    ("Hôpital local de Sérignac-sur-Tarde", "HLST", "Sérignac-sur-Tarde", "ch", "hl-serignac.fr"),
]
LABS = [("Laboratoire de biologie médicale BIOLAUZE", "BIOLAUZE", "BIOLAUZE", "lab", "biolauze.fr"),
        ("Laboratoire Bio-Sarnelle Analyses", "LBSA", "Bio-Sarnelle", "lab", "bio-sarnelle.fr"),
        ("SELAS Biomédica des Trois-Rivières", "BTR", "Trois-Rivières", "lab", "biomedica-3r.fr")]
IMAGING = [("Centre d'imagerie médicale des Quatre-Routes", "CIMQR", "Quatre-Routes", "img", "imagerie-4routes.fr"),
           ("Cabinet de radiologie Orvanne-Santé", "CROS", "Orvanne-Santé", "img", "orvanne-radiologie.fr"),
           ("Imagerie médicale du Clos-Fleuri", "IMCF", "Clos-Fleuri", "img", "imagerie-closfleuri.fr")]
AMBULANCES = [("Ambulances Vercors-Assistance", "Vercors-Assistance"), ("Taxi-Ambulance des Combes", "des Combes"),
              ("Ambulances Taillefer Secours", "Taillefer Secours")]
MUTUELLES = ["Mutuelle Solarine Santé", "MUTEVIA Prévoyance", "Mutuelle des Trois Cantons", "Harmonelle Mutuelle",
             "Prévoyance Artisans du Centre"]

SERVICES = {
    "cardiologie": "Cardiologie", "chir_visc": "Chirurgie viscérale et digestive", "ortho": "Chirurgie orthopédique et traumatologique",
    "medint": "Médecine interne", "gastro": "Hépato-gastro-entérologie", "pneumo": "Pneumologie",
    "neuro": "Neurologie", "geriatrie": "Gériatrie aiguë", "uro": "Urologie", "urgences": "Urgences - UHCD",
}
SPECIALTIES = {"cardiologie": "cardiologue", "chir_visc": "chirurgien viscéral", "ortho": "chirurgien orthopédiste",
               "medint": "interniste", "gastro": "gastro-entérologue", "pneumo": "pneumologue", "neuro": "neurologue",
               "geriatrie": "gériatre", "uro": "urologue", "urgences": "urgentiste"}

# ---------------------------------------------------------------- medical vocabulary
# (label, CIM-10 code, service)
DIAGNOSES = [
    ("Infarctus du myocarde sans sus-décalage du segment ST", "I21.4", "cardiologie"),
    ("Fibrillation auriculaire paroxystique", "I48.0", "cardiologie"),
    ("Insuffisance cardiaque congestive", "I50.0", "cardiologie"),
    ("Lithiase de la vésicule biliaire avec cholécystite aiguë", "K80.0", "chir_visc"),
    ("Appendicite aiguë avec péritonite localisée", "K35.3", "chir_visc"),
    ("Diverticulite du sigmoïde", "K57.3", "chir_visc"),
    ("Fracture du col du fémur", "S72.0", "ortho"),
    ("Coxarthrose primaire bilatérale", "M16.0", "ortho"),
    ("Gonarthrose primaire", "M17.1", "ortho"),
    ("Pneumopathie bactérienne", "J15.9", "pneumo"),
    ("Bronchopneumopathie chronique obstructive avec exacerbation aiguë", "J44.1", "pneumo"),
    ("Maladie de Crohn de l'intestin grêle", "K50.0", "gastro"),
    ("Hémorragie digestive haute", "K92.2", "gastro"),
    ("Accident ischémique transitoire", "G45.9", "neuro"),
    ("Infarctus cérébral", "I63.9", "neuro"),
    ("Pyélonéphrite aiguë", "N10", "uro"),
    ("Colique néphrétique sur calcul urétéral", "N20.1", "uro"),
    ("Diabète de type 2 déséquilibré", "E11.9", "medint"),
    ("Chute à répétition du sujet âgé", "R29.6", "geriatrie"),
    ("Déshydratation extracellulaire", "E86", "geriatrie"),
]
COMORB = [("Hypertension artérielle essentielle", "I10"), ("Diabète de type 2", "E11.9"),
          ("Dyslipidémie", "E78.5"), ("Obésité", "E66.9"), ("Insuffisance rénale chronique stade 3", "N18.3"),
          ("Hypothyroïdie", "E03.9"), ("Syndrome d'apnées du sommeil", "G47.3"), ("Tabagisme actif", "F17.2"),
          ("Maladie de Parkinson", "G20"), ("Maladie d'Alzheimer", "G30.9"), ("Goutte", "M10.9")]
# (label, CCAM code, service, eponymous approach or None)
PROCEDURES = [
    ("Cholécystectomie par cœlioscopie", "HMFC004", "chir_visc", None),
    ("Appendicectomie par cœlioscopie", "HHFA016", "chir_visc", "point de McBurney"),
    ("Colectomie gauche avec rétablissement de la continuité", "HHFA002", "chir_visc", "intervention de Hartmann"),
    ("Arthroplastie totale de hanche", "NEKA020", "ortho", "voie de Hardinge"),
    ("Arthroplastie totale du genou", "NFKA007", "ortho", "garrot pneumatique"),
    ("Ostéosynthèse du col du fémur par vis", "NBCA006", "ortho", "classification de Garden"),
    ("Pose de stimulateur cardiaque double chambre", "DELF014", "cardiologie", None),
    ("Urétéroscopie avec fragmentation de calcul", "JCGE004", "uro", "sonde de Foley"),
]
# (name, LOINC, unit, low, high, decimals)
LABTESTS = [
    ("Hémoglobine", "718-7", "g/dL", 12.0, 16.0, 1), ("Leucocytes", "6690-2", "G/L", 4.0, 10.0, 1),
    ("Plaquettes", "777-3", "G/L", 150, 400, 0), ("Hématocrite", "4544-3", "%", 36.0, 46.0, 1),
    ("VGM", "787-2", "fL", 80, 100, 0), ("Sodium", "2951-2", "mmol/L", 136, 145, 0),
    ("Potassium", "2823-3", "mmol/L", 3.5, 5.1, 1), ("Créatinine", "2160-0", "µmol/L", 45, 90, 0),
    ("Urée", "3094-0", "mmol/L", 2.5, 7.5, 1), ("Glucose à jeun", "2345-7", "mmol/L", 3.9, 5.8, 2),
    ("Protéine C réactive", "1988-5", "mg/L", 0, 5, 1), ("ALAT", "1742-6", "UI/L", 7, 40, 0),
    ("ASAT", "1920-8", "UI/L", 10, 40, 0), ("Gamma-GT", "2324-2", "UI/L", 9, 55, 0),
    ("Bilirubine totale", "1975-2", "µmol/L", 3, 21, 0), ("HbA1c", "4548-4", "%", 4.0, 6.0, 1),
    ("TSH", "3016-3", "mUI/L", 0.27, 4.2, 2), ("NT-proBNP", "33762-6", "ng/L", 0, 125, 0),
    ("Troponine I hs", "10839-9", "ng/L", 0, 34, 0), ("TP", "5894-1", "%", 70, 100, 0),
    ("INR", "6301-6", "", 0.8, 1.2, 2), ("Ferritine", "2276-4", "µg/L", 15, 150, 0),
    ("Albumine", "1751-7", "g/L", 35, 50, 1), ("Cholestérol LDL", "13457-7", "g/L", 0.5, 1.6, 2),
]
# (DCI, ATC, dose, posology, UCD)
DRUGS = [
    ("Bisoprolol", "C07AB07", "2,5 mg", "1 comprimé le matin", "3400893736218"),
    ("Acide acétylsalicylique", "B01AC06", "75 mg", "1 sachet par jour au déjeuner", "3400892675396"),
    ("Atorvastatine", "C10AA05", "40 mg", "1 comprimé le soir", "3400893502769"),
    ("Ésoméprazole", "A02BC05", "20 mg", "1 gélule le matin à jeun", "3400894118570"),
    ("Paracétamol", "N02BE01", "1000 mg", "1 comprimé toutes les 6 heures si douleur, maximum 4 g/j", "3400892222484"),
    ("Rivaroxaban", "B01AF01", "20 mg", "1 comprimé au repas du soir", "3400893869794"),
    ("Metformine", "A10BA02", "850 mg", "1 comprimé matin et soir au cours des repas", "3400891972090"),
    ("Ramipril", "C09AA05", "5 mg", "1 comprimé le matin", "3400893312443"),
    ("Amoxicilline + acide clavulanique", "J01CR02", "1000 mg/125 mg", "1 sachet 3 fois par jour pendant 7 jours", "3400893946327"),
    ("Tramadol", "N02AX02", "50 mg", "1 gélule jusqu'à 3 fois par jour si douleur intense", "3400893128679"),
    ("Énoxaparine sodique", "B01AB05", "4000 UI/0,4 mL", "1 injection sous-cutanée par jour pendant 35 jours", "3400891929568"),
    ("Furosémide", "C03CA01", "40 mg", "1 comprimé le matin", "3400891857236"),
    ("Lévothyroxine", "H03AA01", "75 µg", "1 comprimé le matin à jeun", "3400893981601"),
    ("Macrogol 4000", "A06AD15", "10 g", "1 à 2 sachets par jour", "3400892117643"),
]
DEVICES_IMG = {
    "scanner": ["Siemens SOMATOM go.Up", "GE Revolution EVO", "Canon Aquilion Prime SP", "Philips Incisive CT"],
    "irm": ["Siemens MAGNETOM Sola 1.5T", "Philips Ingenia Ambition 1.5T", "GE SIGNA Premier 3T"],
    "echo": ["Canon Aplio i800", "GE LOGIQ E10", "Philips EPIQ Elite"],
    "radio": ["Carestream DRX-Evolution Plus", "Fujifilm FDR Smart X"],
}
IMPLANTS = ["Stryker Accolade II taille 4", "Zimmer Biomet Persona CR taille 7", "Medtronic Azure XT DR MRI",
            "Corail KA taille 11 (DePuy Synthes)", "Biotronik Enitra 8 DR-T"]
EPONYMS = [
    ("signe de Murphy", "Murphy"), ("score de Glasgow", "Glasgow"), ("manœuvre de Lasègue", "Lasègue"),
    ("signe de Babinski", "Babinski"), ("classification de Child-Pugh", "Child-Pugh"), ("échelle de Braden", "Braden"),
    ("échelle de Norton", "Norton"), ("score de Wells", "Wells"), ("signe de Homans", "Homans"),
    ("épreuve de Romberg", "Romberg"), ("manœuvre de Valsalva", "Valsalva"), ("classification de Killip", "Killip"),
    ("indice de Karnofsky", "Karnofsky"), ("score de Balthazar", "Balthazar"), ("signe de Blumberg", "Blumberg"),
]
# ordinary words homonymous with surnames, and the sentences that carry them
MOT_SENTENCES = {
    "petit": "Présence d'un {w} épanchement pleural droit, non ponctionnable.",
    "blanc": "Le liquide de drainage est clair, {w} nacré, sans odeur.",
    "berger": "Vit avec son épouse et leur chien, un {w} allemand.",
    "boulanger": "Ancien {w}, retraité, ancien fumeur sevré.",
    "moulin": "Pas de bruit de {w} à l'auscultation cardiaque.",
    "masse": "Indice de {w} corporelle estimé à 27 kg/m².",
    "barre": "Douleur en {w} épigastrique depuis la veille.",
    "brun": "Émission d'urines de couleur {w} foncé.",
    "fontaine": "Une {w} à eau est installée dans le couloir du service.",
    "meunier": "Profession : ancien {w}, moulin familial.",
    "carré": "Contracture du muscle {w} des lombes à gauche.",
    "grand": "Douleur du {w} trochanter gauche à la palpation.",
    "bonnet": "Port d'un {w} chirurgical et de surchaussures au bloc.",
    "bras": "Tension mesurée au {w} gauche, patient assis.",
    "garde": "Patient vu par l'interne de {w} à 02h15.",
    "gros": "Ongle incarné du {w} orteil droit.",
    "roux": "Teint pâle, cheveux {w}, pas d'ictère.",
    "bouche": "Sécheresse de la {w}, langue rôtie.",
}
MOT_VILLE_SENTENCES = {
    "tours": "Périmètre abdominal : deux {w} de ruban, mesure répétée.",
    "sens": "Rotation de la sonde dans le {w} horaire.",
    "orange": "Coloration {w} des urines sous rifampicine.",
    "aire": "Petite {w} cardiaque à la radiographie, sans cardiomégalie.",
    "digne": "Entourage familial {w} de confiance, très présent.",
    "bains": "Bains de bouche et {w} de pieds prescrits.",
}
# words broken at a line end (ORDINAIRE_coupe): head, tail
HYPHEN_WORDS = [("inter", "vention"), ("hospita", "lisation"), ("sur", "veillance"), ("antibio", "thérapie"),
                ("conva", "lescence"), ("réédu", "cation"), ("échogra", "phie"), ("anticoa", "gulation"),
                ("cicatri", "sation"), ("mobili", "sation")]
