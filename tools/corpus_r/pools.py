"""Invented data pools (names, places, establishments, medical vocabulary)."""

SURNAMES = ["Lemaire", "Garnier", "Rousseau", "Fontaine", "Chevalier", "Perrot", "Guillot", "Barbier",
            "Lacroix", "Brunet", "Renaud", "Vasseur", "Morvan", "Le Goff", "Kerhervé", "Tessier",
            "Delattre", "Poulain", "Hamon", "Carré", "Lejeune", "Maillard", "Besnard", "Courtois",
            "Pelletier", "Dumoulin", "Aubert", "Leclercq", "Gauthier", "Bouvier", "Rigaud", "Jacquet",
            "Saulnier", "Ménard", "Villeneuve", "Prévost", "Thibault", "Quéré", "Ollivier", "Bénard",
            "Laurençon", "Chaumette", "Desfossés", "Moréno", "Abadie", "Lagarde", "Etcheverry", "Cazenave"]
PARTICLE_SURNAMES = ["de La Tour", "du Plessis", "de Saint-Aubin", "d'Harcourt", "de Kerguelen", "Le Bihan de Kervern"]
HYPHEN_SURNAMES = ["Martin-Dufresne", "Roux-Bellanger", "Giraud-Lemoine", "Pasquier-Noël", "Dupré-Lafon"]
FIRST_F = ["Hélène", "Maëlle", "Josiane", "Brigitte", "Claire", "Anaïs", "Solène", "Marie-Thérèse", "Odile",
           "Ghislaine", "Léa", "Noémie", "Françoise", "Agnès", "Bérénice", "Anne-Laure", "Yvette", "Chloé"]
FIRST_M = ["Étienne", "Jean-Baptiste", "Gérard", "Loïc", "Thierry", "Hervé", "Maxime", "Joël", "Benoît",
           "Yannick", "Pierre-Yves", "Rémi", "Gaëtan", "Lucien", "Mathéo", "Cédric", "Armand", "François"]

# common words that are also surnames/towns: used in sentences, kept readable (never used as names here)
HOMONYMS = [
    ("boulanger", "Le patient est {w} de profession et travaille de nuit."),
    ("charpentier", "Ancien {w}, il garde des douleurs d'épaule à l'effort."),
    ("meunier", "La truite à la {w} est déconseillée pendant le régime."),
    ("berger", "Chien {w} à domicile, pas d'autre animal."),
    ("marchand", "Elle tient un commerce de {w} de journaux."),
    ("fournier", "Sa fille travaille comme {w} dans une verrerie."),
    ("mercier", "Ancienne {w}, retraitée depuis dix ans."),
    ("roi", "Galette des rois : pas d'écart notable, glycémie à surveiller après la fève du {w}."),
    ("blanc", "Le linge {w} est changé chaque matin."),
    ("brun", "Écoulement {w} modéré par le drain."),
    ("petit", "Un {w} hématome est noté au point de ponction."),
    ("vigne", "Il taille la {w} le week-end malgré la lombalgie."),
    ("chapelle", "Elle chante dans la {w} du village chaque dimanche."),
    ("forêt", "Promenades en {w} autorisées, sans port de charge."),
    ("moulin", "Elle habite près d'un ancien {w} transformé en gîte."),
    ("faure", None),
]
HOMONYMS = [h for h in HOMONYMS if h[1]]

STREET_TYPES = ["rue", "avenue", "boulevard", "allée", "impasse", "chemin", "place", "route", "quai"]
STREET_NAMES = ["des Tilleuls", "Jean-Jaurès", "du Docteur Calmette", "des Glycines", "Victor-Hugo", "de la Mairie",
                "des Acacias", "du Général Leclerc", "Pasteur", "des Lavandières", "de Verdun", "du Vieux Pont",
                "des Capucins", "Saint-Exupéry", "de la Libération", "des Hirondelles", "Anatole-France", "du Port"]
TOWNS = [("69003", "Lyon"), ("35000", "Rennes"), ("31400", "Toulouse"), ("44100", "Nantes"), ("21000", "Dijon"),
         ("63000", "Clermont-Ferrand"), ("29200", "Brest"), ("87000", "Limoges"), ("80000", "Amiens"),
         ("64100", "Bayonne"), ("40000", "Mont-de-Marsan"), ("17000", "La Rochelle"), ("42100", "Saint-Étienne"),
         ("56100", "Lorient"), ("25000", "Besançon"), ("86000", "Poitiers"), ("72000", "Le Mans"), ("59800", "Lille"),
         ("13008", "Marseille"), ("33800", "Bordeaux"), ("37000", "Tours"), ("14000", "Caen")]
BIRTHPLACES = ["Quimper", "Vannes", "Angoulême", "Périgueux", "Chambéry", "Saint-Brieuc", "Montluçon", "Alger",
               "Pointe-à-Pitre", "Tarbes", "Épinal", "Cholet", "Aurillac", "Dax", "Fougères"]

HOSP_KIND = ["Centre hospitalier", "Centre hospitalier universitaire", "Hôpital", "Groupe hospitalier"]
HOSP_NAMES = ["des Quatre Vallées", "Saint-Roch", "Émile-Roux", "du Val d'Argent", "Pierre-Loti", "de la Côte Sauvage",
              "Sainte-Blandine", "Hippolyte-Morestin", "des Marches de l'Ouest", "Ambroise-Croizat"]
CLINICS = ["Clinique du Parc Fleuri", "Clinique Sainte-Odile", "Polyclinique des Bruyères", "Clinique mutualiste de l'Estuaire",
           "Clinique des Cèdres Bleus"]
LABS = ["Laboratoire Bio-Armor", "Laboratoire d'analyses Biolia Sud", "Cerballiance Vallée du Lot", "Laboratoire Novabio Ouest"]
RADIOS = ["Cabinet de radiologie des Remparts", "Centre d'imagerie Iroise", "Imagerie médicale du Mail"]
HAD = ["HAD Soins Plus Atlantique", "Service de soins infirmiers à domicile Les Alizés", "HAD Val de Garonne"]
TRANSPORT = ["Ambulances Le Floch", "Taxi Ambulances Garonne", "Ambulances Jussieu-Rouget", "Ambulances du Léman"]
PRACTICES = ["Cabinet médical des Tanneurs", "Maison de santé pluriprofessionnelle de Kerlann", "Cabinet de cardiologie Foch"]
INSURERS = ["MGEN", "Harmonie Mutuelle", "Mutuelle Bleuets Santé", "MNT", "Malakoff Humanis", "Mutuelle Familiale du Centre",
            "CPAM du Finistère", "CPAM de la Gironde", "MSA Armorique"]

SERVICES = ["Service de chirurgie viscérale", "Service de cardiologie", "Service de médecine interne", "Service de pneumologie",
            "Service d'orthopédie", "Service de gastro-entérologie", "Service de néphrologie", "Service de neurologie",
            "Service de gériatrie", "Service d'accueil des urgences"]

DRUGS = [("Paracétamol", "1000 mg", "N02BE01"), ("Amoxicilline", "1000 mg", "J01CA04"), ("Apixaban", "5 mg", "B01AF02"),
         ("Bisoprolol", "2,5 mg", "C07AB07"), ("Furosémide", "40 mg", "C03CA01"), ("Métformine", "850 mg", "A10BA02"),
         ("Oméprazole", "20 mg", "A02BC01"), ("Atorvastatine", "40 mg", "C10AA05"), ("Ramipril", "5 mg", "C09AA05"),
         ("Tramadol", "50 mg", "N02AX02"), ("Enoxaparine", "4000 UI", "B01AB05"), ("Lévothyroxine", "75 µg", "H03AA01"),
         ("Prednisolone", "20 mg", "H02AB06"), ("Kétoprofène", "100 mg", "M01AE03")]
CIM10 = [("K35.8", "appendicite aiguë"), ("I48.9", "fibrillation auriculaire"), ("J18.9", "pneumopathie"),
         ("S72.0", "fracture du col du fémur"), ("K80.2", "lithiase vésiculaire"), ("N17.9", "insuffisance rénale aiguë"),
         ("I50.9", "insuffisance cardiaque"), ("E11.9", "diabète de type 2"), ("C18.7", "adénocarcinome sigmoïdien")]
CCAM = [("HHFA016", "appendicectomie par cœlioscopie"), ("HMFC004", "cholécystectomie par cœlioscopie"),
        ("NEKA020", "arthroplastie totale de hanche"), ("HHFA024", "colectomie gauche"), ("DEQP003", "électrocardiogramme"),
        ("ZCQK004", "scanographie abdomino-pelvienne"), ("ZBQK002", "radiographie du thorax")]
EPONYMS = ["signe de Murphy", "manœuvre de Valsalva", "score de Glasgow 15", "classification de Garden III",
           "score de Child-Pugh A", "signe de Babinski", "critères de Duke", "test de Lasègue", "point de McBurney",
           "maladie de Crohn", "score de Wells 2", "score ASA 2", "échelle de Norton 14", "syndrome de Cushing"]
DEVICES = ["sonde de Foley Ch 16", "pompe PCA", "cathéter Picc-line 4 Fr", "prothèse Corail taille 12",
           "stent Xience 3,0 x 18 mm", "masque Venturi 40 %", "matelas à air Nimbus"]
LABS_ROWS = [("Hémoglobine", "g/dL", (11.0, 16.5), "12,0 - 16,0", "718-7"), ("Leucocytes", "G/L", (3.5, 14.0), "4,0 - 10,0", "6690-2"),
             ("Plaquettes", "G/L", (120, 420), "150 - 400", "777-3"), ("Sodium", "mmol/L", (131, 146), "136 - 145", "2951-2"),
             ("Potassium", "mmol/L", (3.2, 5.4), "3,5 - 5,0", "2823-3"), ("Créatinine", "µmol/L", (50, 160), "45 - 90", "2160-0"),
             ("CRP", "mg/L", (1, 180), "0,0 - 5,0", "1988-5"), ("Glycémie à jeun", "mmol/L", (4.0, 9.5), "3,9 - 5,8", "1558-6"),
             ("TSH", "mUI/L", (0.4, 6.0), "0,27 - 4,20", "3016-3"), ("ALAT", "UI/L", (8, 90), "< 35", "1742-6"),
             ("INR", "", (0.9, 3.4), "0,8 - 1,2", "6301-6"), ("Troponine T hs", "ng/L", (3, 60), "< 14", "67151-1")]
