"""Invented name, place and establishment pools of corpus G (all fictional)."""

SURNAMES = [
    "Kerbrat", "Lemaître", "Quéméner", "Bourdais", "Tessier", "Guillou", "Royer", "Delattre", "Ferrand",
    "Bakari", "Haddad", "Lefranc", "Coulibaly", "Ollivier", "Pradel", "Sauvageot", "Texier", "Yilmaz",
    "Zerbib", "Abadie", "Castagné", "Doucet", "Estève", "Hoarau", "Jacquemin", "Labbé", "Mainguy",
    "Peyrot", "Rigaud", "Tardieu", "Vallat", "Maréchal-Oudin", "Le Floch", "Da Costa", "Brénugat",
    "Thévenet", "Arnoux", "Chabrol", "Gourmelon", "Nicolaï", "Perrichon", "Sabatier", "Villemin",
    "Ouedraogo", "Lacombe", "Ménétrier", "Goasdoué", "Fauvel", "Pelissier", "Roumégoux",
]

# surnames that are also ordinary French words, with a sentence using the word (lower case)
WORD_SURNAMES = {
    "Renard": ["a été griffé par un renard lors d'une promenade en forêt",
               "la morsure de renard impose un avis antirabique"],
    "Poirier": ["chute d'un poirier lors de la cueillette", "taillait son poirier sur une échelle"],
    "Fontaine": ["a bu à une fontaine de village lors d'une randonnée", "eau de la fontaine réfrigérée du service"],
    "Bonnet": ["port d'un bonnet réfrigérant pendant les perfusions", "garder un bonnet la nuit"],
    "Charpentier": ["ancien charpentier, exposé aux poussières de bois", "travaille comme charpentier"],
    "Meunier": ["ancien meunier, exposition prolongée aux farines", "a exercé le métier de meunier"],
    "Mouton": ["consommation de viande de mouton peu cuite", "élève un mouton et quelques poules"],
    "Marchand": ["exerce comme marchand forain sur les marchés", "ancien marchand de bestiaux"],
    "Bouvier": ["mordu par son bouvier bernois", "le chien, un bouvier des Flandres, vit à la maison"],
    "Petit": ["un petit épanchement pleural droit", "un petit hématome au point de ponction"],
    "Carré": ["contracture du muscle carré des lombes", "le carré pronateur est respecté"],
    "Chevalier": ["examen en position de chevalier servant", "relevé du sol en chevalier servant difficile"],
    "Boulanger": ["ancien boulanger, asthme professionnel aux farines", "travaillait la nuit comme boulanger"],
    "Rivière": ["baignade en rivière la semaine précédente", "chute en rivière sans noyade"],
}

FEMALE = ["Madeleine", "Huguette", "Solène", "Nadège", "Apolline", "Farida", "Ginette", "Maëlys", "Odile",
          "Perrine", "Rosalie", "Yvette", "Inès", "Bérengère", "Clémence", "Mireille", "Lucienne", "Awa",
          "Leïla", "Armelle", "Gwenaëlle", "Josiane", "Fatoumata", "Séverine", "Ludivine"]
MALE = ["Gaston", "Yannick", "Thibault", "Rachid", "Marcel", "Edmond", "Loïc", "Aurélien", "Hervé",
        "Bastien", "Jocelyn", "Matthieu", "Ibrahima", "Gilles", "Norbert", "Cyprien", "Timothée", "René",
        "Florent", "Kévin", "Anatole", "Gwendal", "Mourad", "Théophile", "Ulysse"]

# town, postal code, INSEE code, word reading in lower case (or None)
TOWNS = [
    ("Lourdes", "65100", "65286", "des jambes lourdes le soir"),
    ("Tours", "37000", "37261", "une contention par trois tours de bande élastique"),
    ("Grasse", "06130", "06069", "une masse grasse en baisse à l'impédancemétrie"),
    ("Sens", "89100", "89387", "une douleur irradiant dans le sens de la longueur du membre"),
    ("Orange", "84100", "84087", "des urines orange foncé le matin"),
    ("Vire", "14500", "14762", "une peau qui vire au violet à la pression"),
    ("Aurillac", "15000", "15014", None), ("Millau", "12100", "12145", None),
    ("Dole", "39100", "39198", None), ("Lannion", "22300", "22113", None),
    ("Figeac", "46100", "46102", None), ("Morlaix", "29600", "29151", None),
    ("Saumur", "49400", "49328", None), ("Épernay", "51200", "51230", None),
    ("Guéret", "23000", "23096", None), ("Ajaccio", "20000", "2A004", None),
    ("Bastia", "20200", "2B033", None), ("Porto-Vecchio", "20137", "2A247", None),
    ("Corte", "20250", "2B096", None), ("Mende", "48000", "48095", None),
    ("Dax", "40100", "40088", None), ("Châteaubriant", "44110", "44036", None),
    ("Pontarlier", "25300", "25462", None), ("Issoire", "63500", "63178", None),
    ("Fougères", "35300", "35115", None), ("Vierzon", "18100", "18279", None),
    ("Bergerac", "24100", "24037", None), ("Montbrison", "42600", "42147", None),
    ("Oyonnax", "01100", "01283", None), ("Paimpol", "22500", "22162", None),
]

STREETS = ["rue des Tanneurs", "impasse du Moulin-Brûlé", "chemin de la Garenne-aux-Loups", "place du Marché-aux-Grains",
           "route de Combe-Noire", "lotissement Le Clos-Fleuri", "allée des Mésanges-Bleues", "rue du Four-à-Chaux",
           "chemin des Vignes-Hautes", "rue de la Tuilerie-Basse", "résidence Les Hauts-de-Brenne",
           "quai des Gabares", "rue du Pont-Vieux", "avenue des Cerisiers-Roses", "hameau de Pradelles",
           "rue des Jardins-Suspendus", "impasse des Courlis", "cours des Remparts-Nord"]

# establishment (full name, acronym, distinctive probe, service street)
HOSPITALS = [
    ("Centre hospitalier des Monts d'Auzelle", "CHMA", "Monts d'Auzelle", "avenue du Docteur-Faucheux"),
    ("Clinique du Val-Sorbier", "CVS", "Val-Sorbier", "rue des Capucines-Blanches"),
    ("Hôpital privé de la Combe-Haute", "HPCH", "Combe-Haute", "boulevard de l'Escarpe"),
    ("Centre hospitalier intercommunal Brenne-et-Creuse", "CHIBC", "Brenne-et-Creuse", "route de Saint-Gaultier-Neuf"),
    ("Polyclinique Sainte-Opportune", "PSO", "Sainte-Opportune", "rue du Prieuré-Sec"),
    ("Groupe hospitalier du Haut-Vernois", "GHHV", "Haut-Vernois", "allée des Soignants-Réunis"),
    ("Institut de cancérologie Ardenne-Sud", "ICAS", "Ardenne-Sud", "rue des Forges-Éteintes"),
    ("Centre hospitalier de Pont-Ribaud", "CHPR", "Pont-Ribaud", "place des Ursulines-Neuves"),
]
LABS = [("Laboratoire Bioaxe Vallée", "Bioaxe Vallée"), ("Laboratoire Cybèle-Analyses", "Cybèle-Analyses"),
        ("Biolam des Coteaux", "Biolam des Coteaux")]
IMAGING = [("Centre d'imagerie des Trois-Ponts", "Trois-Ponts"), ("Cabinet de radiologie Belvédère-Sud", "Belvédère-Sud"),
           ("Imagerie médicale du Clos-Margot", "Clos-Margot")]
PATHO = [("Cabinet d'anatomie et cytologie pathologiques du Lauzet", "Lauzet"),
         ("Cytopath Rance-et-Lys", "Rance-et-Lys")]
AMBULANCES = [("Ambulances de la Sarthonne", "Sarthonne"), ("Taxi-ambulances Mirabel-Fontvieille", "Mirabel-Fontvieille")]
MUTUELLES = [("Mutuelle des Agents du Rail Cévenol", "MARC"), ("Prévoyance Solidaire des Artisans", "PSA-Santé"),
             ("Union mutualiste Ligérienne", "UML")]
MAIL_DOMAINS = ["laposte.net", "orange.fr", "gmail.com", "wanadoo.fr", "sfr.fr", "free.fr", "outlook.fr"]

# decoys: eponyms / place names inside disease or score names (kept), with probe
EPONYMS = [("score de Glasgow", "Glasgow"), ("score de Genève révisé", "Genève"), ("critères de Rome IV", "Rome"),
           ("règles d'Ottawa", "Ottawa"), ("classification de Los Angeles", "Los Angeles"),
           ("virus Coxsackie", "Coxsackie"), ("maladie de Lyme", "Lyme"), ("fièvre de Malte", "Malte"),
           ("signe de Lasègue", "Lasègue"), ("manœuvre de Valsalva", "Valsalva"), ("score de Wells", "Wells"),
           ("classification de Dukes", "Dukes"), ("maladie de Horton", "Horton"), ("signe de Babinski", "Babinski")]
DRUGS = [("Kardégic", "75 mg", "B01AC06"), ("Eliquis", "5 mg", "B01AF02"), ("Bisoprolol", "2,5 mg", "C07AB07"),
         ("Ramipril", "5 mg", "C09AA05"), ("Metformine", "1000 mg", "A10BA02"), ("Atorvastatine", "40 mg", "C10AA05"),
         ("Oméprazole", "20 mg", "A02BC01"), ("Paracétamol", "1 g", "N02BE01"), ("Furosémide", "40 mg", "C03CA01"),
         ("Amoxicilline", "1 g", "J01CA04"), ("Lévothyroxine", "75 µg", "H03AA01"), ("Tramadol", "50 mg", "N02AX02"),
         ("Macrogol", "10 g", "A06AD15"), ("Enoxaparine", "4000 UI", "B01AB05")]
