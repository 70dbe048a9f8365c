"""Pools of invented data. Every person, number and address here is fictional."""

SURNAMES = [
    "VAUQUELIN", "TRÉGUIER", "BASTIDON", "COLLIGNON", "LAFARGUE", "MÉRIADEC", "OSSELIN", "PRUDHOMMEAUX",
    "QUENTRIC", "RAMBERT", "SALAVERT", "THIBOUVILLE", "URVOY", "VILLERMAUX", "GRANDCHAMP", "HERBELOT",
    "JOUANNEAU", "KERBRAT", "LESCURE", "MAUBLANC", "NOZIÈRES", "PERRIGAULT", "ROUSSILHE", "SOUBEYRAN",
    "TARDIVEL", "VERMOREL", "AUBRIOT", "BELLEGARDE", "CASTAGNÉ", "DESFOSSÉS", "ESCOFFIER", "FAUCHERAND",
    "GOURMELON", "HUCHARD", "ISNARDON", "LAVERGNAT", "MORVILLIERS", "PAGNOUX", "RIVOALLAN", "SERVOZ",
]
COMPOUND_SURNAMES = ["DAUVERGNE-PICARDAT", "LOUBIÈRE-SANTONI", "MARCHETTI-VIALLON", "ABGRALL-NICOLAÏ",
                     "BERTHOMIEU-CASTEL", "OUDINOT-FERRAND"]
PARTICLE_SURNAMES = ["de Kervéguen", "de La Tousche", "d'Aubusson-Lafitte", "Le Floc'h", "du Cheyron",
                     "Le Guennec", "de Saint-Prix", "Van der Meulen"]
MAIDEN = ["CHASSAGNOL", "BRIFFAUT", "LANGLOIS-DUCRAY", "PÉRIGNON", "SABATHÉ", "TOURNEBIZE", "VIGOUROUX",
          "d'Estienne", "Le Bihan", "MONTREDON"]
FIRST_M = ["Anatole", "Gaspard", "Évariste", "Théophile", "Jean-Baptiste", "Aurélien", "Maxence", "Lucien",
           "Florimond", "Octave", "Barthélemy", "Anselme", "Côme", "Timothée", "Ludovic", "Gilles"]
FIRST_F = ["Ghislaine", "Solveig", "Marie-Clémence", "Apolline", "Bérénice", "Maëlys", "Edwige", "Capucine",
           "Anne-Laure", "Ombeline", "Séverine", "Clotilde", "Noémie", "Philippine", "Héloïse", "Ysaline"]
STAFF_SURNAMES = ["ABADIE", "BOISSONNADE", "CHAUMETTE", "DELAPORTE", "FOURCADE", "GUILLEMINOT", "HAMELIN",
                  "JACQUEMIN", "LAGRANGE", "MONTAGNAC", "NIVELLE", "POUJADE", "RIGAUDIÈRE", "SARRAZIN",
                  "TEISSÈDRE", "VALLADIER", "BOURDAIS", "CAZENAVE", "ESTRADE", "LAMOTHE", "MALAVAL", "PEYRAUD"]
STAFF_FIRST = ["Hélène", "Yannick", "Sophie", "Romain", "Isaure", "Thibault", "Delphine", "Matthieu",
               "Aude", "Grégoire", "Laetitia", "Benoît", "Amandine", "Frédéric", "Nadège", "Cyprien"]

# street types and names
STREETS = ["rue des Glycines", "avenue du Maréchal Lyautey", "impasse des Tanneurs", "chemin de la Croix-Verte",
           "boulevard Anatole-France", "allée des Cormiers", "rue du Docteur Calmette", "place des Halles",
           "route de Montbrison", "rue Jean-Jaurès", "quai de la Fosse", "rue des Trois-Rois",
           "lotissement les Bruyères", "cours Lafayette", "rue de l'Abbé Grégoire", "sentier des Vignes"]
TOWNS = [("69003", "Lyon"), ("42600", "Montbrison"), ("44000", "Nantes"), ("29200", "Brest"), ("31400", "Toulouse"),
         ("63000", "Clermont-Ferrand"), ("21000", "Dijon"), ("87100", "Limoges"), ("35700", "Rennes"),
         ("13007", "Marseille"), ("33800", "Bordeaux"), ("25000", "Besançon"), ("86000", "Poitiers"),
         ("56100", "Lorient"), ("38100", "Grenoble"), ("71100", "Chalon-sur-Saône"), ("12000", "Rodez"),
         ("74000", "Annecy"), ("80000", "Amiens"), ("64100", "Bayonne")]
BIRTHPLACES = ["Saint-Flour", "Quimperlé", "Pontarlier", "Lons-le-Saunier", "Millau", "Fougères", "Tulle",
               "Barcelonnette", "Issoire", "Saint-Dié-des-Vosges", "Paimpol", "Aurillac", "Oran", "Casablanca"]
# (full name, acronym, kind)
ESTABS = [
    ("Centre Hospitalier Intercommunal des Monts du Velay", "CHIMV"),
    ("Clinique Mutualiste de la Vallée de l'Ondaine", "CMVO"),
    ("Hôpital privé Saint-Exupère des Tilleuls", "HPSET"),
    ("Centre Hospitalier Régional de Brocéliande", "CHRB"),
    ("Polyclinique du Val d'Armorique", "PVA"),
    ("Groupe Hospitalier Pasteur-Lamartine", "GHPL"),
    ("Centre Hospitalier de Haute-Sarthe", "CHHS"),
    ("Clinique Sainte-Odile des Coteaux", "CSOC"),
    ("Institut Régional de Cancérologie du Morvan", "IRCM"),
    ("Hôpital Local de Villefranche-en-Diois", "HLVD"),
]
LABS = [("Laboratoire de Biologie Médicale BioVelay", "BioVelay"), ("Laboratoire Cerballiance Ondaine-Furan", "LCOF"),
        ("SELAS Biomédis Armor", "Biomédis")]
CABINETS = ["Cabinet médical des Quatre-Vents", "Maison de santé pluriprofessionnelle du Lignon",
            "Cabinet de radiologie Saint-Éloi", "Centre de soins infirmiers de la Doue"]
MUTUELLES = ["Mutuelle Harmonie Vivarais", "MGEN section Loire", "Mutuelle des Forestiers", "Prévoyance Ouest Santé"]
GP_CABINETS = ["Cabinet médical des Quatre-Vents", "Maison de santé pluriprofessionnelle du Lignon",
               "Cabinet médical du Parc Montaigu", "Centre médical des Hauts-de-Bièvre", "Cabinet médical de la Croix-Rousse-Gerbier"]
EMAIL_DOMAINS = ["orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"]

# -------------------------------------------------------------- decoys
LAB_PANEL = [  # test, value, unit, reference range, LOINC
    ("Hémoglobine", "11,8", "g/dL", "13,0 - 17,0", "718-7"),
    ("Leucocytes", "9,42", "G/L", "4,00 - 10,00", "6690-2"),
    ("Plaquettes", "187", "G/L", "150 - 400", "777-3"),
    ("Sodium", "138", "mmol/L", "136 - 145", "2951-2"),
    ("Potassium", "4,6", "mmol/L", "3,5 - 5,1", "2823-3"),
    ("Créatinine", "92", "µmol/L", "59 - 104", "2160-0"),
    ("CRP", "38,5", "mg/L", "< 5,0", "1988-5"),
    ("Glycémie à jeun", "6,4", "mmol/L", "4,1 - 5,9", "2345-7"),
    ("HbA1c", "7,2", "%", "4,0 - 6,0", "4548-4"),
    ("TSH", "2,14", "mUI/L", "0,27 - 4,20", "3016-3"),
    ("ASAT", "41", "UI/L", "< 40", "1920-8"),
    ("Troponine T hs", "18", "ng/L", "< 14", "67151-1"),
    ("INR", "2,6", "", "2,0 - 3,0", "6301-6"),
    ("Albumine", "33,1", "g/L", "35,0 - 52,0", "1751-7"),
    ("Ferritine", "412", "µg/L", "30 - 400", "2276-4"),
    ("NT-proBNP", "1240", "ng/L", "< 450", "33762-6"),
]
DRUGS = [("Bisoprolol", "2,5 mg", "C07AB07"), ("Apixaban", "5 mg", "B01AF02"), ("Amoxicilline", "1 g", "J01CA04"),
         ("Paracétamol", "1 g", "N02BE01"), ("Enoxaparine", "4000 UI", "B01AB05"), ("Furosémide", "40 mg", "C03CA01"),
         ("Metformine", "850 mg", "A10BA02"), ("Atorvastatine", "40 mg", "C10AA05"), ("Lévothyroxine", "75 µg", "H03AA01"),
         ("Ramipril", "5 mg", "C09AA05"), ("Oméprazole", "20 mg", "A02BC01"), ("Tramadol", "50 mg", "N02AX02"),
         ("Ceftriaxone", "2 g", "J01DD04"), ("Prednisolone", "20 mg", "H02AB06")]
CIM10 = [("I21.4", "infarctus du myocarde sans sus-décalage"), ("K35.8", "appendicite aiguë"),
         ("E11.9", "diabète de type 2 sans complication"), ("J18.9", "pneumopathie"), ("S72.0", "fracture du col du fémur"),
         ("I48.9", "fibrillation auriculaire"), ("N39.0", "infection urinaire"), ("C18.7", "tumeur du côlon sigmoïde"),
         ("M17.1", "gonarthrose primaire"), ("K80.1", "lithiase vésiculaire avec cholécystite")]
CCAM = [("HHFA016", "appendicectomie par cœlioscopie"), ("HMFC004", "cholécystectomie par cœlioscopie"),
        ("NEKA020", "remplacement de l'articulation coxofémorale par prothèse totale"),
        ("NFKA007", "prothèse totale du genou"), ("HHFA024", "colectomie gauche par cœlioscopie"),
        ("DZQM006", "échographie-doppler transthoracique du cœur"), ("ZCQH001", "scanographie de l'abdomen et du pelvis")]
EPONYMS = ["signe de Murphy", "manœuvre de Lasègue", "signe de Babinski", "score de Glasgow à 15", "classification de Gleason",
           "signe de McBurney", "score de Wells", "échelle de Braden", "score de Charlson", "test de Romberg",
           "classification NYHA II", "score CHA2DS2-VASc à 4", "maladie de Parkinson", "syndrome de Sjögren",
           "classification de Garden III", "score ASA 2", "point de Mac Burney", "maladie de Crohn"]
DEVICES = ["sonde de Foley Ch 16", "pompe volumétrique Volumat Agilia", "cathéter Arrow 7 Fr", "prothèse Corail taille 12",
           "agrafeuse Endo GIA 60 mm", "drain de Redon n° 10", "bas de contention classe 2", "implant Triathlon taille 4"]
LOTS = ["Lot 23K118B", "Lot A47Z0932", "Lot 4471-FR-08", "Lot BX22913", "Lot 118207C"]
HOMONYMS = [  # (phrase around, word as printed)
    ("Reprise de la marche avec déambulateur dès J1.", "la marche"),
    ("Ancien boulanger, retraité depuis plusieurs années.", "boulanger"),
    ("Vit en zone rurale, possède un chien de berger.", "berger"),
    ("Profession : charpentier couvreur, port de charges lourdes.", "charpentier"),
    ("Eau gélifiée à disposition, fontaine du service à proximité.", "fontaine"),
    ("Ancien meunier, exposition aux poussières de farine.", "meunier"),
    ("Travaillait comme boucher en grande surface.", "boucher"),
    ("Ancien couvreur, chute d'une échelle en 2019.", "couvreur"),
    ("Teint légèrement jaune, sclères claires, pas de marbrures.", "jaune"),
    ("Urines de couleur brun foncé rapportées par le patient.", "brun"),
    ("Cicatrice blanche et souple, sans signe inflammatoire.", "blanche"),
    ("Le petit déjeuner est pris au fauteuil.", "petit"),
]
