"""Static vocabularies. Every person is invented; communes and postcodes are real."""

SURNAMES = [
    "Rousseau", "Lefèvre", "Garnier", "Faure", "Chevalier", "Lemaire", "Mercier", "Fontaine",
    "Leclerc", "Dubois", "Boyer", "Roussel", "Giraud", "Perrin", "Morel", "Aubert", "Carpentier",
    "Vasseur", "Delattre", "Guillot", "Hamon", "Pichon", "Tessier", "Jacquet", "Bouvier", "Rolland",
    "Lemoine", "Maillard", "Collet", "Humbert", "Poirier", "Renaud", "Schmitt", "Muller", "Kieffer",
    "Etcheverry", "Irigoyen", "Benali", "Haddad", "Bensaïd", "Ferreira", "Pereira", "Nguyen", "Tran",
    "Kerboriou", "Quéméner", "Tanguy", "Guégan", "Pruvost", "Wattebled", "Debruyne", "Lheureux",
    "Castagné", "Fabre", "Soulier", "Vidal", "Bonnefoy", "Marchetti", "Santoni", "Ollivier", "Gauthier",
    "Mallet", "Barré", "Chauvin", "Brunet", "Lacroix", "Hoarau", "Payet", "Grondin", "Jeanville",
    "Courtois", "Texier", "Auger", "Boucher", "Delmas", "Peyrot", "Couderc", "Vigouroux", "Fradin",
    "Ménard", "Thébault", "Josselin", "Allard", "Hervouët", "Bidault", "Charpentier", "Lévêque",
    "Moreau", "Girard", "Laurent", "Roux", "Bertrand", "Picard", "Royer", "Lecomte", "Duval",
    "Cordier", "Besnard", "Lebreton", "Marty", "Arnaud", "Rivière", "Gaillard", "Prévost", "Vincent",
    "Ouvrard", "Zimmermann", "Brossard", "Cochet", "Laborde", "Mouton", "Savary", "Delaunay",
]
# surnames that are also ordinary French words (decoys in lower case)
HOMONYM_SURNAMES = {"Boulanger": "boulanger", "Berger": "berger", "Marchand": "marchand",
                    "Meunier": "meunier", "Barbier": "barbier", "Charpentier": "charpentier",
                    "Mouton": "mouton", "Boucher": "boucher"}
PARTICLE_SURNAMES = [
    "de Roquefeuil", "du Tertre", "de Kervéguen", "d'Estourmel", "de La Bréjolière", "Le Goff",
    "Le Bihan", "Le Meur", "Le Floch", "Van der Berghe", "Ben Youssef", "Dos Santos", "Da Costa",
    "de Villemont", "Le Corre", "Des Rochettes", "El Amrani", "Le Gall", "de Saint-Aubert",
]
COMPOUND_SURNAMES = [
    "Martin-Duclos", "Lebrun-Sauvage", "Pasquier-Lenoir", "Roche-Varenne", "Dumont-Serret",
    "Bazin-Coudray", "Mathieu-Larcher", "Gaudin-Fleury", "Rey-Mazel", "Ferrand-Combes",
]
FIRST_M = [
    "Jean", "Pierre", "Michel", "Alain", "Bernard", "Gérard", "Patrick", "Philippe", "Christophe",
    "Thierry", "Laurent", "Sébastien", "Julien", "Nicolas", "Mathieu", "Yannick", "Gwenaël", "Loïc",
    "Mehdi", "Karim", "Youssef", "Thomas", "Hugo", "Lucas", "Enzo", "Théo", "Raphaël", "Léon",
    "Marcel", "René", "Roger", "Josselin", "Anthony", "Kévin", "Jérôme", "Didier", "Hervé", "Xavier",
    "Jean-Pierre", "Jean-Claude", "Jean-Marc", "Pierre-Yves", "Marc-Antoine", "Joël", "Benoît", "Cédric",
]
FIRST_F = [
    "Marie", "Monique", "Françoise", "Nathalie", "Isabelle", "Sylvie", "Catherine", "Christine",
    "Sandrine", "Céline", "Aurélie", "Émilie", "Julie", "Camille", "Léa", "Chloé", "Manon", "Inès",
    "Yasmina", "Fatima", "Nadia", "Awa", "Maëlle", "Nolwenn", "Gwenaëlle", "Solène", "Hélène",
    "Josiane", "Odette", "Simone", "Germaine", "Paulette", "Ginette", "Mireille", "Brigitte", "Agnès",
    "Marie-Thérèse", "Anne-Sophie", "Marie-Claire", "Marie-Hélène", "Lou-Anne", "Anaïs", "Clémence",
    "Océane", "Laëtitia", "Valérie", "Véronique", "Danièle",
]

# (commune, postcode) — real communes, their main postcode
COMMUNES = [
    ("Rennes", "35000"), ("Brest", "29200"), ("Quimper", "29000"), ("Lorient", "56100"),
    ("Vannes", "56000"), ("Saint-Brieuc", "22000"), ("Lannion", "22300"), ("Morlaix", "29600"),
    ("Saint-Malo", "35400"), ("Nantes", "44000"), ("Saint-Nazaire", "44600"), ("Angers", "49000"),
    ("Cholet", "49300"), ("Le Mans", "72000"), ("Laval", "53000"), ("La Roche-sur-Yon", "85000"),
    ("Les Sables-d'Olonne", "85100"), ("Tours", "37000"), ("Blois", "41000"), ("Orléans", "45000"),
    ("Bourges", "18000"), ("Châteauroux", "36000"), ("Chartres", "28000"), ("Poitiers", "86000"),
    ("Niort", "79000"), ("La Rochelle", "17000"), ("Angoulême", "16000"), ("Limoges", "87000"),
    ("Brive-la-Gaillarde", "19100"), ("Périgueux", "24000"), ("Bordeaux", "33000"),
    ("Mérignac", "33700"), ("Libourne", "33500"), ("Mont-de-Marsan", "40000"), ("Dax", "40100"),
    ("Bayonne", "64100"), ("Pau", "64000"), ("Saint-Jean-de-Luz", "64500"), ("Tarbes", "65000"),
    ("Toulouse", "31000"), ("Montauban", "82000"), ("Albi", "81000"), ("Castres", "81100"),
    ("Rodez", "12000"), ("Millau", "12100"), ("Cahors", "46000"), ("Figeac", "46100"),
    ("Agen", "47000"), ("Auch", "32000"), ("Perpignan", "66000"), ("Narbonne", "11100"),
    ("Carcassonne", "11000"), ("Béziers", "34500"), ("Montpellier", "34000"), ("Sète", "34200"),
    ("Nîmes", "30000"), ("Alès", "30100"), ("Avignon", "84000"), ("Carpentras", "84200"),
    ("L'Isle-sur-la-Sorgue", "84800"), ("Arles", "13200"), ("Aix-en-Provence", "13100"),
    ("Marseille", "13005"), ("Toulon", "83000"), ("Hyères", "83400"), ("Draguignan", "83300"),
    ("Nice", "06000"), ("Antibes", "06600"), ("Grasse", "06130"), ("Menton", "06500"),
    ("Gap", "05000"), ("Digne-les-Bains", "04000"), ("Valence", "26000"), ("Montélimar", "26200"),
    ("Grenoble", "38000"), ("Vienne", "38200"), ("Chambéry", "73000"), ("Annecy", "74000"),
    ("Thonon-les-Bains", "74200"), ("Lyon", "69003"), ("Villeurbanne", "69100"),
    ("Villefranche-sur-Saône", "69400"), ("Saint-Étienne", "42000"), ("Roanne", "42300"),
    ("Clermont-Ferrand", "63000"), ("Issoire", "63500"), ("Vichy", "03200"), ("Montluçon", "03100"),
    ("Le Puy-en-Velay", "43000"), ("Aurillac", "15000"), ("Dijon", "21000"), ("Beaune", "21200"),
    ("Chalon-sur-Saône", "71100"), ("Mâcon", "71000"), ("Nevers", "58000"), ("Auxerre", "89000"),
    ("Besançon", "25000"), ("Montbéliard", "25200"), ("Belfort", "90000"),
    ("Lons-le-Saunier", "39000"), ("Vesoul", "70000"), ("Strasbourg", "67000"), ("Colmar", "68000"),
    ("Mulhouse", "68100"), ("Haguenau", "67500"), ("Metz", "57000"), ("Thionville", "57100"),
    ("Sarreguemines", "57200"), ("Nancy", "54000"), ("Épinal", "88000"),
    ("Saint-Dié-des-Vosges", "88100"), ("Verdun", "55100"), ("Reims", "51100"),
    ("Châlons-en-Champagne", "51000"), ("Troyes", "10000"), ("Charleville-Mézières", "08000"),
    ("Amiens", "80000"), ("Abbeville", "80100"), ("Beauvais", "60000"), ("Compiègne", "60200"),
    ("Saint-Quentin", "02100"), ("Laon", "02000"), ("Lille", "59000"), ("Roubaix", "59100"),
    ("Tourcoing", "59200"), ("Dunkerque", "59140"), ("Valenciennes", "59300"), ("Arras", "62000"),
    ("Lens", "62300"), ("Boulogne-sur-Mer", "62200"), ("Calais", "62100"), ("Rouen", "76000"),
    ("Le Havre", "76600"), ("Dieppe", "76200"), ("Évreux", "27000"), ("Caen", "14000"),
    ("Lisieux", "14100"), ("Cherbourg-en-Cotentin", "50100"), ("Saint-Lô", "50000"),
    ("Alençon", "61000"), ("Versailles", "78000"), ("Saint-Germain-en-Laye", "78100"),
    ("Nanterre", "92000"), ("Boulogne-Billancourt", "92100"), ("Créteil", "94000"),
    ("Vitry-sur-Seine", "94400"), ("Montreuil", "93100"), ("Bobigny", "93000"),
    ("Évry-Courcouronnes", "91000"), ("Cergy", "95000"), ("Argenteuil", "95100"), ("Meaux", "77100"),
    ("Melun", "77000"), ("Paris", "75014"), ("Paris", "75011"), ("Paris", "75018"),
    ("Ajaccio", "20000"), ("Bastia", "20200"), ("Bourg-en-Bresse", "01000"), ("Oyonnax", "01100"),
    ("Châtellerault", "86100"), ("Sarlat-la-Canéda", "24200"), ("Bergerac", "24100"),
    ("Saintes", "17100"), ("Cognac", "16100"), ("Fougères", "35300"), ("Vitré", "35500"),
    ("Redon", "35600"), ("Dinan", "22100"), ("Guingamp", "22200"), ("Pontivy", "56300"),
    ("Concarneau", "29900"), ("Douarnenez", "29100"), ("Landerneau", "29800"),
    ("Plougastel-Daoulas", "29470"), ("Pont-l'Abbé", "29120"), ("Saint-Pol-de-Léon", "29250"),
    ("Fort-de-France", "97200"), ("Pointe-à-Pitre", "97110"), ("Saint-Pierre", "97410"),
]
# birth places abroad for the NIR (INSEE country codes)
ABROAD = [("Maroc", "350"), ("Algérie", "352"), ("Tunisie", "351"), ("Portugal", "139"),
          ("Sénégal", "341"), ("Viêt Nam", "243"), ("Espagne", "134"), ("Italie", "127")]

STREET_TYPES = ["rue", "avenue", "boulevard", "allée", "impasse", "chemin", "place", "route",
                "quai", "square", "cours", "résidence", "lotissement", "lieu-dit"]
STREET_NAMES = [
    ("rue", "des Tanneurs"), ("rue", "de la République"), ("avenue", "Jean Jaurès"),
    ("boulevard", "Gambetta"), ("rue", "des Lilas"), ("allée", "des Tilleuls"),
    ("impasse", "du Moulin"), ("chemin", "des Vignes"), ("place", "de l'Église"),
    ("rue", "du Général de Gaulle"), ("route", "de Quimperlé"), ("quai", "des Chartrons"),
    ("rue", "des Écoles"), ("lotissement", "Les Coquelicots"), ("lieu-dit", "Kerveguen"),
    ("rue", "Émile Zola"), ("avenue", "de Verdun"), ("rue", "de la Paix"), ("rue", "Nationale"),
    ("rue", "des Jardins"), ("chemin", "de la Croix Blanche"), ("rue", "du Stade"),
    ("avenue", "des Acacias"), ("rue", "Saint-Nicolas"), ("cours", "Mirabeau"),
    ("rue", "des Frères Lumière"), ("boulevard", "de la Liberté"), ("rue", "du Four à Chaux"),
    ("rue", "Paul Bert"), ("rue", "de la Poissonnerie"), ("allée", "des Mésanges"),
    ("rue", "des Remparts"), ("square", "des Peupliers"), ("route", "de Bonnefontaine"),
    ("impasse", "des Glycines"), ("rue", "Aristide Briand"), ("chemin", "du Pigeonnier"),
    ("avenue", "Maréchal Foch"), ("rue", "de Strasbourg"), ("rue", "Haute"),
]
RESIDENCES = ["Résidence Les Hortensias", "Résidence Le Clos Fleuri", "Résidence du Parc",
              "Les Terrasses du Lac", "Résidence Bellevue"]

# establishment name patterns ({v} = town) with acronym patterns
HOSPITALS = [
    ("Centre Hospitalier de {v}", "CH {v}"),
    ("Centre Hospitalier Intercommunal des Deux Rives", "CHIDR"),
    ("Centre Hospitalier Universitaire de {v}", "CHU de {v}"),
    ("Groupe Hospitalier Sud-Armorique", "GHSA"),
    ("Hôpital Privé des Peupliers", "HPP"),
    ("Centre Hospitalier Régional de {v}", "CHR {v}"),
    ("Hôpital Saint-Vincent-de-Paul", "HSVP"),
    ("Centre Hospitalier des Marches de Bretagne", "CHMB"),
    ("Groupement Hospitalier de Territoire Cœur d'Armor", "GHT Cœur d'Armor"),
    ("Centre Hospitalier Intercommunal Val d'Ariège", "CHIVA"),
    ("Pôle Santé Sud", "PSS"),
]
CLINICS = ["Clinique des Trois Fontaines", "Clinique Sainte-Odile", "Clinique du Parc Lamennais",
           "Polyclinique de l'Estuaire", "Clinique Mutualiste de la Sagesse", "Clinique des Cèdres Bleus",
           "Polyclinique du Val de Sambre", "Clinique Jeanne-d'Arc des Ormeaux", "Clinique de la Tour Blanche"]
LABS = ["Laboratoire Biolyse Atlantique", "Cerballiance Vallée Verte", "Laboratoire BioMédical des Remparts",
        "Synlab Côte d'Opale Nord", "LBM Bio-Armor", "Laboratoire Inovie Garonne Sud"]
PRACTICES = ["Cabinet médical des Halles", "Maison de Santé Pluriprofessionnelle du Bocage",
             "Centre de santé Simone Veil", "Cabinet de radiologie du Pont Neuf", "Pôle médical Les Aubépines",
             "Centre d'imagerie médicale Horizon"]
EHPADS = ["EHPAD Les Jardins d'Iroise", "EHPAD Résidence Ker Gwenn", "EHPAD La Source Vive",
          "EHPAD Les Terrasses de la Vézère", "EHPAD Le Clos des Vignes"]
HADS = ["HAD Soins et Santé du Littoral", "HAD Val de Garonne", "Santé Service Domicile Nord"]
INSURERS = [("Mutuelle Harmonie des Flandres", "MHF"), ("MGEN", None), ("Mutuelle Ociane Sud-Ouest", "MOSO"),
            ("Groupama Santé", None), ("Mutuelle Les Cheminots Unis", "MCU"), ("Mutuelle Générale Armor", "MGA"),
            ("Malakoff Humanis", None), ("Apréva Mutuelle", None)]
TRANSPORTERS = ["Ambulances du Littoral", "Taxi Conventionné Lebon & Fils", "Ambulances Saint-Christophe",
                "VSL Armor Transports", "Ambulances des Trois Vallées"]
MAIL_DOMAINS = ["orange.fr", "wanadoo.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "hotmail.fr", "yahoo.fr"]

# fictional telephone ranges reserved by ARCEP for fiction (prefix, free digits)
PHONE_RANGES = ["0199 00", "0261 91", "0353 01", "0465 71", "0536 49", "0639 98"]

SPECIALTIES = ["cardiologie", "pneumologie", "gastro-entérologie", "neurologie", "médecine interne",
               "néphrologie", "oncologie médicale", "gériatrie", "psychiatrie", "chirurgie viscérale",
               "chirurgie orthopédique", "gynécologie-obstétrique", "radiologie", "génétique médicale",
               "hématologie", "endocrinologie", "rhumatologie", "urologie"]

EPONYMS = [
    "maladie de Parkinson", "signe de Babinski", "maladie de Crohn", "lymphome de Hodgkin",
    "maladie d'Alzheimer", "maladie de Basedow", "signe de Lasègue", "signe de Murphy",
    "score de Glasgow", "syndrome de Guillain-Barré", "syndrome de Raynaud", "thyroïdite de Hashimoto",
    "maladie de Horton", "manœuvre de Valsalva", "signe de Romberg", "score de Child-Pugh",
    "score de Gleason", "maladie de Dupuytren", "syndrome de Sjögren", "syndrome de Wolff-Parkinson-White",
    "sonde de Foley", "diverticule de Meckel", "classification de Forrest", "score de Boston",
    "endobrachyœsophage de Barrett", "fistule de Cimino-Brescia", "incision de Pfannenstiel",
    "point de McBurney", "technique de Lichtenstein", "syndrome de Lynch", "syndrome de Marfan",
    "maladie de Huntington", "maladie de Steinert", "test de Coombs", "score d'Apgar",
    "classification de Garden", "maladie de Charcot", "angle de Treitz", "score de Hamilton",
    "syndrome de Li-Fraumeni", "phénomène de Koebner", "manœuvre de Jobe",
]
# words of eponyms: never used as generated surnames
EPONYM_WORDS = {w for e in EPONYMS for w in e.replace("-", " ").replace("'", " ").split() if w[:1].isupper()}
ORGANISMS = ["HAS", "ARS", "ANSM", "EFS", "CPAM", "Santé publique France", "Assurance Maladie", "CNAM",
             "MDPH", "ABM", "INCa"]

# invented names that belong to a region: departments where they may be placed
REGION = {
    "Groupe Hospitalier Sud-Armorique": ("29", "56"), "Centre Hospitalier des Marches de Bretagne": ("35", "53", "44"),
    "Groupement Hospitalier de Territoire Cœur d'Armor": ("22", "29"), "Centre Hospitalier Intercommunal Val d'Ariège": ("09", "31"),
    "Clinique du Parc Lamennais": ("35", "22", "56"), "Polyclinique du Val de Sambre": ("59", "02"),
    "Synlab Côte d'Opale Nord": ("59", "62"), "LBM Bio-Armor": ("22", "29", "35", "56"),
    "Laboratoire Inovie Garonne Sud": ("31", "47", "82", "33"), "Laboratoire Biolyse Atlantique": ("44", "85", "17", "33", "56"),
    "EHPAD Les Jardins d'Iroise": ("29",), "EHPAD Résidence Ker Gwenn": ("29", "22", "56"),
    "EHPAD Les Terrasses de la Vézère": ("19", "24"), "HAD Val de Garonne": ("47", "33", "31", "82"),
    "Mutuelle Harmonie des Flandres": ("59", "62"), "Mutuelle Ociane Sud-Ouest": ("33", "40", "64", "47", "24"),
    "Mutuelle Générale Armor": ("22", "29", "35", "56"), "VSL Armor Transports": ("22", "29", "35", "56"),
    "Polyclinique de l'Estuaire": ("44", "76", "33", "17"), "HAD Soins et Santé du Littoral": ("59", "62", "80", "76", "17", "85"),
}


def fits(name, postcode):
    dep = REGION.get(name)
    return dep is None or postcode[:2] in dep
