"""Pools of fictional people, places and establishments (written for corpus L)."""

from __future__ import annotations

SURNAMES = [
    "Aubertin", "Barrère", "Baudouin", "Bellanger", "Besnard", "Bonnefoy", "Bouvier", "Brossard",
    "Carrel", "Castagné", "Chabrol", "Chauvin", "Combaluzier", "Courtade", "Delmas", "Desjardins",
    "Dufresne", "Duhamel", "Escande", "Fabregat", "Faucher", "Fournié", "Gaillard", "Garrigues",
    "Gaudin", "Gisclard", "Guérin", "Guillot", "Hamelin", "Hébrard", "Jacquemin", "Joubert",
    "Labarthe", "Lacombe", "Laffargue", "Lagarde", "Lamarque", "Larrieu", "Lavergne", "Lebreton",
    "Lecomte", "Lefèvre", "Lemaître", "Lesage", "Loubière", "Malbec", "Marchetti", "Mazars",
    "Millet", "Molinier", "Montagné", "Morvan", "Navarre", "Olivier", "Pélissier", "Peyrot",
    "Poujol", "Quéméner", "Rambaud", "Raynal", "Rigal", "Rouquette", "Roussel", "Sabatier",
    "Salvat", "Séguier", "Soulié", "Tardieu", "Teyssier", "Thibault", "Trémolières", "Vaissière",
    "Vidalenc", "Vigouroux", "Ybert", "Kervella", "Le Gall", "Le Floch", "Guivarc'h", "Tanguy",
    "Riou", "Kieffer", "Schaeffer", "Muller", "Wurtz", "Haberkorn", "Oberlin", "Etcheverry",
    "Irigoyen", "Harriet", "Santoni", "Pietri", "Casanova", "Mattei", "Benali", "Haddad",
    "Bensaïd", "Cherifi", "Mansouri", "Ouali", "Da Silva", "Pereira", "Rodrigues", "Fonseca",
    "Nguyen", "Tran", "Kowalski", "Nowak", "Ferrand", "Vasseur", "Caron", "Delattre",
    "Lefebvre-Maurin", "Roche-Bastide", "Castel-Vidal", "Aubry-Lenoir", "Perrin-Sarda", "Mercadier",
    "Cazeneuve", "Puech", "Fabre", "Vernhes", "Bouscatel", "Cayrou", "Albouy", "Lacoste",
]

# particle names: (display, main part used as a distinctive probe)
PARTICLE_SURNAMES = [
    ("de Kerhervé", "Kerhervé"), ("de Montgaillard", "Montgaillard"), ("d'Aubigeac", "Aubigeac"),
    ("du Mazel", "Mazel"), ("de La Roquebrune", "Roquebrune"), ("Le Bihan", "Bihan"),
    ("de Saint-Priest", "Saint-Priest"), ("des Estangs", "Estangs"), ("Van der Meulen", "Meulen"),
    ("di Castelli", "Castelli"),
]

FEMALE = [
    "Éloïse", "Hélène", "Gaëlle", "Noémie", "Chloé", "Anaïs", "Solène", "Mireille", "Josiane",
    "Odette", "Simone", "Ginette", "Monique", "Brigitte", "Sylvie", "Nathalie", "Sandrine",
    "Céline", "Aurélie", "Élodie", "Margaux", "Léa", "Manon", "Inès", "Yasmina", "Fatima",
    "Thérèse", "Bernadette", "Colette", "Huguette", "Paulette", "Jacqueline", "Marie-Claude",
    "Anne-Sophie", "Marie-Thérèse", "Marie-Hélène", "Françoise", "Geneviève", "Maïwenn", "Armelle",
    "Ségolène", "Nadège", "Karine", "Laëtitia", "Agnès", "Edwige", "Ghislaine", "Yvette", "Lucienne",
]
MALE = [
    "Jean-Pierre", "Jean-Claude", "Jean-Marc", "Pierre-Yves", "Marc-Antoine", "Bernard", "Gérard",
    "Michel", "Alain", "Christian", "Didier", "Thierry", "Pascal", "Frédéric", "Stéphane", "Yannick",
    "Loïc", "Gaëtan", "Anthony", "Kévin", "Mathéo", "Théo", "Hugo", "Raphaël", "Noël", "Aimé",
    "Marcel", "Roger", "Raymond", "Lucien", "Fernand", "Gilbert", "Maurice", "Émile", "André",
    "Joseph", "Karim", "Mehdi", "Rachid", "Joaquim", "Sébastien", "Jérôme", "Hervé", "Régis",
    "Ludovic", "Baptiste", "Guillaume", "Florian", "Clément", "Xavier",
]

# town, postcode, department (NIR/FINESS), phone prefix, INSEE commune code (3 digits, invented)
TOWNS = [
    ("Figeac", "46100", "46", "05", "102"), ("Cahors", "46000", "46", "05", "042"),
    ("Rodez", "12000", "12", "05", "202"), ("Millau", "12100", "12", "05", "145"),
    ("Aurillac", "15000", "15", "04", "014"), ("Saint-Flour", "15100", "15", "04", "187"),
    ("Montauban", "82000", "82", "05", "121"), ("Castelsarrasin", "82100", "82", "05", "033"),
    ("Auch", "32000", "32", "05", "013"), ("Pamiers", "09100", "09", "05", "225"),
    ("Mont-de-Marsan", "40000", "40", "05", "192"), ("Dax", "40100", "40", "05", "088"),
    ("Oloron-Sainte-Marie", "64400", "64", "05", "422"), ("Périgueux", "24000", "24", "05", "322"),
    ("Bergerac", "24100", "24", "05", "037"), ("Brive-la-Gaillarde", "19100", "19", "05", "031"),
    ("Guéret", "23000", "23", "05", "096"), ("Châteauroux", "36000", "36", "02", "044"),
    ("Vierzon", "18100", "18", "02", "279"), ("Blois", "41000", "41", "02", "018"),
    ("Romorantin-Lanthenay", "41200", "41", "02", "194"), ("Chinon", "37500", "37", "02", "072"),
    ("Saumur", "49400", "49", "02", "328"), ("Cholet", "49300", "49", "02", "099"),
    ("Laval", "53000", "53", "02", "130"), ("Lannion", "22300", "22", "02", "113"),
    ("Quimperlé", "29300", "29", "02", "233"), ("Vannes", "56000", "56", "02", "260"),
    ("Pontivy", "56300", "56", "02", "178"), ("Fougères", "35300", "35", "02", "115"),
    ("Lisieux", "14100", "14", "02", "366"), ("Fécamp", "76400", "76", "02", "259"),
    ("Abbeville", "80100", "80", "03", "001"), ("Soissons", "02200", "02", "03", "722"),
    ("Épernay", "51200", "51", "03", "230"), ("Chaumont", "52000", "52", "03", "121"),
    ("Lunéville", "54300", "54", "03", "329"), ("Haguenau", "67500", "67", "03", "180"),
    ("Thionville", "57100", "57", "03", "672"), ("Pontarlier", "25300", "25", "03", "462"),
    ("Lons-le-Saunier", "39000", "39", "03", "300"), ("Mâcon", "71000", "71", "03", "270"),
    ("Montbrison", "42600", "42", "04", "147"), ("Roanne", "42300", "42", "04", "187"),
    ("Annonay", "07100", "07", "04", "010"), ("Aubenas", "07200", "07", "04", "019"),
    ("Montélimar", "26200", "26", "04", "198"), ("Carpentras", "84200", "84", "04", "031"),
    ("Manosque", "04100", "04", "04", "112"), ("Draguignan", "83300", "83", "04", "050"),
    ("Albertville", "73200", "73", "04", "011"), ("Issoire", "63500", "63", "04", "178"),
    ("Ajaccio", "20000", "2A", "04", "004"), ("Bastia", "20200", "2B", "04", "033"),
    ("Bagnols-sur-Cèze", "30200", "30", "04", "028"), ("Lodève", "34700", "34", "04", "142"),
    ("Narbonne", "11100", "11", "04", "262"), ("Limoux", "11300", "11", "04", "206"),
    ("Saint-Gaudens", "31800", "31", "05", "483"), ("Villefranche-de-Rouergue", "12200", "12", "05", "300"),
]

STREET_TYPES = ["rue", "avenue", "boulevard", "chemin", "impasse", "allée", "place", "route", "quai"]
# (written after the type, distinctive part)
STREETS = [
    ("des Fusains", "Fusains"), ("du Moulin-Haut", "Moulin-Haut"), ("Anatole-Broussard", "Anatole-Broussard"),
    ("des Tanneurs", "Tanneurs"), ("de la Croix-Verte", "Croix-Verte"), ("des Cordeliers", "Cordeliers"),
    ("du Docteur-Fabiani", "Docteur-Fabiani"), ("des Capucines", "Capucines"), ("de la Tuilerie", "Tuilerie"),
    ("des Mésanges", "Mésanges"), ("Jean-Jaurès", "Jean-Jaurès"), ("du Vieux-Pont", "Vieux-Pont"),
    ("de la Fontaine-Saint-Roch", "Fontaine-Saint-Roch"), ("du Bois-Joli", "Bois-Joli"),
    ("des Hirondelles", "Hirondelles"), ("Paul-Vidalou", "Paul-Vidalou"), ("de la Sablière", "Sablière"),
    ("des Roitelets", "Roitelets"), ("du Champ-de-Foire", "Champ-de-Foire"), ("Léonce-Couderc", "Léonce-Couderc"),
    ("des Charmilles", "Charmilles"), ("de la Barbacane", "Barbacane"), ("du Puits-Neuf", "Puits-Neuf"),
    ("Aristide-Pouzergues", "Aristide-Pouzergues"), ("des Ormeaux", "Ormeaux"), ("de l'Abreuvoir", "Abreuvoir"),
    ("Henriette-Castagnol", "Henriette-Castagnol"), ("des Jonquilles", "Jonquilles"), ("du Pigeonnier", "Pigeonnier"),
    ("de la Garenne", "Garenne"), ("des Coquelicots", "Coquelicots"), ("du Lavoir", "Lavoir"),
    ("Gaston-Lamothe", "Gaston-Lamothe"), ("des Peupliers", "Peupliers"), ("du Séminaire", "Séminaire"),
    ("de la Mégisserie", "Mégisserie"), ("des Trois-Ormes", "Trois-Ormes"), ("Victor-Sarrazin", "Victor-Sarrazin"),
]
LIEUX_DITS = [
    ("La Borde-Haute", "Borde-Haute"), ("Les Granges-Neuves", "Granges-Neuves"), ("Le Puech-Redon", "Puech-Redon"),
    ("Les Bruyères-Basses", "Bruyères-Basses"), ("La Combe-Fleurie", "Combe-Fleurie"), ("Le Mas-Crémat", "Mas-Crémat"),
    ("Les Quatre-Chemins", "Quatre-Chemins"), ("La Pradelle", "Pradelle"), ("Le Cayrou-Bas", "Cayrou-Bas"),
]
RESIDENCES = [
    ("Les Tamaris", "Tamaris"), ("Le Clos-Fleuri", "Clos-Fleuri"), ("du Parc-Vallon", "Parc-Vallon"),
    ("Les Mimosas", "Mimosas"), ("Les Terrasses-du-Lot", "Terrasses-du-Lot"), ("Bellevue-Castel", "Bellevue-Castel"),
    ("Les Hauts-de-Cère", "Hauts-de-Cère"), ("Le Belvédère", "Belvédère"),
]

# establishments: kind, full name (may contain {town}), distinctive part (or "{town}"), acronym
ESTABLISHMENTS = {
    "hopital": [
        ("Centre hospitalier de {town}", "{town}", None),
        ("Centre hospitalier intercommunal du Val-d'Ourbise", "Val-d'Ourbise", "CHIVO"),
        ("Centre hospitalier des Trois-Rivières", "Trois-Rivières", "CHTR"),
        ("Hôpital Saint-Aurélien", "Saint-Aurélien", "HSAU"),
        ("Groupe hospitalier Sud-Causses", "Sud-Causses", "GHSC"),
        ("Centre hospitalier Émilien-Rouvière", "Émilien-Rouvière", "CHER"),
        ("Centre hospitalier intercommunal Haute-Vézère", "Haute-Vézère", "CHIHV"),
        ("Hôpital de la Miséricorde-Sainte-Blandine", "Sainte-Blandine", "HMSB"),
        ("Centre hospitalier régional Pays-de-Sorgues", "Pays-de-Sorgues", "CHRPS"),
    ],
    "clinique": [
        ("Clinique Sainte-Odile", "Sainte-Odile", "CSO"),
        ("Polyclinique du Val-Fleuri", "Val-Fleuri", "PVF"),
        ("Clinique des Cèdres-Bleus", "Cèdres-Bleus", "CCB"),
        ("Hôpital privé de la Boétie-Garonne", "Boétie-Garonne", "HPBG"),
        ("Clinique chirurgicale du Causse-Noir", "Causse-Noir", "CCCN"),
        ("Polyclinique Saint-Vérédème", "Saint-Vérédème", "PSVD"),
    ],
    "labo": [
        ("Laboratoire de biologie médicale Biolauze", "Biolauze", "LBM Biolauze"),
        ("Laboratoire Analysud Quercy", "Analysud", None),
        ("Laboratoire BioVaurs", "BioVaurs", None),
        ("Laboratoire d'analyses Cardaillac-Biologie", "Cardaillac-Biologie", "LACB"),
    ],
    "imagerie": [
        ("Centre d'imagerie médicale des Allées-Fénelon", "Allées-Fénelon", "CIMAF"),
        ("Cabinet de radiologie du Foirail", "Foirail", "CRF"),
        ("Imagerie médicale Vallée-du-Célé", "Vallée-du-Célé", "IMVC"),
    ],
    "cabinet": [
        ("Cabinet médical des Platanes", "Platanes", None),
        ("Maison de santé pluriprofessionnelle de {town}", "{town}", "MSP"),
        ("Cabinet médical du Pont-Vieux", "Pont-Vieux", None),
        ("Centre de santé Ambroise-Lacaze", "Ambroise-Lacaze", "CSAL"),
    ],
    "ehpad": [
        ("EHPAD Les Glycines", "Glycines", None),
        ("EHPAD Résidence Saint-Joachim", "Saint-Joachim", None),
        ("EHPAD Le Pré-Vert", "Pré-Vert", None),
        ("EHPAD La Closerie-des-Aulnes", "Closerie-des-Aulnes", None),
    ],
    "pharmacie": [
        ("Pharmacie du Planol", "Planol", None),
        ("Pharmacie de la Halle-aux-Grains", "Halle-aux-Grains", None),
        ("Grande Pharmacie des Arcades-Vieilles", "Arcades-Vieilles", None),
    ],
    "ssr": [
        ("Centre de rééducation Les Hauts-Sainte-Foy", "Hauts-Sainte-Foy", "CRHSF"),
        ("SMR Le Bousquétou", "Bousquétou", None),
    ],
}

EMAIL_DOMAINS = ["orange.fr", "wanadoo.fr", "laposte.net", "gmail.com", "free.fr", "sfr.fr", "hotmail.fr", "yahoo.fr"]

MUTUELLES = ["Mutuelle Solidaire des Causses", "Prévoyance Familiale du Centre", "Mutuelle Interprofessionnelle Atlantique",
             "Union Mutualiste Rhône-Durance", "Mutuelle des Agents Territoriaux"]
