"""Invented people, establishments and places for corpus AF (communes/postcodes are real)."""

SURNAMES = [
    "Duflot", "Lafleur", "Griffon", "Rufin", "Le Floch", "Kerfriden", "Delafosse", "Fillatre",
    "Chauffour", "Maréchal", "Guérineau", "Ollivier", "Tessier", "Vasseur", "Carpentier",
    "Bouvier", "Lemaître", "Ferrand", "Pelletier", "Rivière", "Jouannet", "Quéré", "Besnard",
    "Hamelin", "Gaudin", "Pruvost", "Lacombe", "Brossard", "Caradec", "Mounier", "Texier",
    "Lhermitte", "Aubineau", "Cordier", "Fauvel", "Sabatier", "Rigaud", "Tanguy", "Vidal",
    "Barthélemy", "Cloarec", "Jacquemin", "Nedelec", "Pichon", "Rouxel", "Santoni", "Villeneuve",
]
PARTICLE_SURNAMES = ["de Kerhervé", "de La Villemarqué", "Le Bihan", "du Plessis", "Da Costa",
                     "de Saint-Affrique", "Le Goff", "d'Espinay"]
COMPOUND_SURNAMES = ["Martin-Duflot", "Lenoir-Fiacre", "Roussel-Maillard", "Bertin-Caradec",
                     "Perrot-Laffont", "Guillou-Ferrand"]
# surnames that are also ordinary words: (surname, phrase with the lowercase word, word)
HOMONYMS = [
    ("Petit", "un petit retard de mise en route le matin", "petit"),
    ("Blanc", "un temps blanc de quelques secondes", "blanc"),
    ("Masse", "la masse musculaire reste conservée", "masse"),
    ("Berger", "promène chaque jour son chien, un berger des Pyrénées", "berger"),
    ("Boulanger", "ancien boulanger, retraité depuis peu", "boulanger"),
    ("Charpentier", "ancien charpentier de marine", "charpentier"),
    ("Brun", "un aspect brun des urines signalé une fois", "brun"),
    ("Marchand", "aucun produit acheté chez un marchand ambulant", "marchand"),
]
F_FIRST = ["Joséphine", "Fiona", "Flavie", "Élodie", "Maëlle", "Solène", "Gaëlle", "Clémence",
           "Fleur", "Anne-Sophie", "Marie-Flore", "Océane", "Inès", "Léonie", "Séverine",
           "Brigitte", "Nadège", "Ghislaine", "Aurélie", "Félicie", "Rozenn", "Capucine"]
M_FIRST = ["Florian", "Fiacre", "Raphaël", "Jean-François", "Loïc", "Gwénaël", "Théophile",
           "Yannick", "Rodolphe", "Séraphin", "Aurélien", "Baptiste", "Erwan", "Joël", "Hervé",
           "Clovis", "Maxence", "Philibert", "Ronan", "Jérémie", "Fidèle", "Mathurin"]

# real communes and postcodes
PLACES = [
    ("29200", "Brest", "29"), ("56000", "Vannes", "56"), ("22000", "Saint-Brieuc", "22"),
    ("35000", "Rennes", "35"), ("44000", "Nantes", "44"), ("49100", "Angers", "49"),
    ("53000", "Laval", "53"), ("72000", "Le Mans", "72"), ("37000", "Tours", "37"),
    ("86000", "Poitiers", "86"), ("17000", "La Rochelle", "17"), ("79000", "Niort", "79"),
    ("87000", "Limoges", "87"), ("63000", "Clermont-Ferrand", "63"), ("03100", "Montluçon", "03"),
    ("19100", "Brive-la-Gaillarde", "19"), ("24000", "Périgueux", "24"), ("47000", "Agen", "47"),
    ("64100", "Bayonne", "64"), ("65000", "Tarbes", "65"), ("81000", "Albi", "81"),
    ("12000", "Rodez", "12"), ("46000", "Cahors", "46"), ("11000", "Carcassonne", "11"),
    ("26000", "Valence", "26"), ("38200", "Vienne", "38"), ("73000", "Chambéry", "73"),
    ("01000", "Bourg-en-Bresse", "01"), ("39000", "Lons-le-Saunier", "39"), ("25200", "Montbéliard", "25"),
    ("57100", "Thionville", "57"), ("88000", "Épinal", "88"), ("51100", "Reims", "51"),
    ("02100", "Saint-Quentin", "02"), ("80000", "Amiens", "80"), ("62200", "Boulogne-sur-Mer", "62"),
    ("76200", "Dieppe", "76"), ("14000", "Caen", "14"), ("50100", "Cherbourg-en-Cotentin", "50"),
    ("61000", "Alençon", "61"), ("28000", "Chartres", "28"), ("45200", "Montargis", "45"),
]
STREETS = ["rue des Fontaines", "allée des Tilleuls", "impasse du Moulin-Neuf", "chemin de la Fléchère",
           "boulevard Jean-Jaurès", "rue du Four-à-Chaux", "avenue des Acacias", "place du Marché-aux-Grains",
           "rue de la Filature", "quai des Flandres", "route de Kerlaouen", "rue Paul-Fillon",
           "lotissement les Hauts de Coat-Ar-Roc'h", "rue du Docteur-Guérin", "sentier des Fiefs",
           "rue des Trois-Épis", "résidence les Flots Bleus, rue de la Cale", "hameau de la Grange-Fleurie"]

# invented establishments: (name, acronym, email domain)
HOSPITALS = [
    ("Centre hospitalier des Deux-Rivières", "CHDR", "ch-deuxrivieres.fr"),
    ("Hôpital privé de la Fléchère", "HPF", "hp-flechere.fr"),
    ("Centre hospitalier intercommunal du Val-d'Oudon", "CHIVO", "chi-valdoudon.fr"),
    ("Clinique Saint-Fiacre", "CSF", "clinique-stfiacre.fr"),
    ("Groupe hospitalier Mer et Landes", "GHML", "gh-meretlandes.fr"),
    ("Centre hospitalier universitaire fictif de l'Ouest", "CHUFO", "chufo.fr"),
    ("Polyclinique des Trois Vallées", "PTV", "poly-troisvallees.fr"),
    ("Hôpital de jour Les Glycines", "HJG", "hdj-glycines.fr"),
]
LABS = [("Laboratoire de génétique moléculaire Atlantique-Biogen", "LGMA"),
        ("Plateau de biologie moléculaire Fleurimont", "PBMF")]
MUTUELLES = ["Mutuelle des Fonctions Littorales", "MutuaFlore Santé", "Prévoyance des Trois Caps",
             "Mutuelle Fidélis Ouest"]
EMPLOYERS = ["Terrassements Griffault et Fils", "Conserverie de la Pointe", "SARL Florimond Transports",
             "Boulangerie-pâtisserie Le Fournil d'Aline", "Menuiserie Kerfilou", "Transports Raffin Frères"]
SCHOOLS = ["école élémentaire des Capucines", "école primaire Fleur-de-Lin", "collège Anne-de-Kerfriden",
           "école Saint-Joseph-des-Flots"]
SPORT_CLUBS = ["Union sportive de Kerfleury", "Handball Club des Falaises", "Football Club Flandres-Océan"]
