"""Invented pools: people, places, establishments, medical decoys (written for corpus F)."""

from __future__ import annotations

# surnames that are also ordinary French words (the text uses the common noun too)
HOMONYMES = {
    "BOULANGER": ("boulanger", "ancien boulanger, retraité depuis 2015"),
    "BERGER": ("berger", "vit avec son chien, un berger allemand"),
    "MEUNIER": ("meunier", "a travaillé comme meunier dans la minoterie familiale"),
    "CHARPENTIER": ("charpentier", "ancien charpentier, port de charges lourdes"),
    "FONTAINE": ("fontaine", "boit l'eau de la fontaine du village"),
    "MARCHAND": ("marchand", "ancien marchand de vin, consommation d'alcool sevrée"),
    "BOUCHER": ("boucher", "profession : boucher en grande surface"),
    "PETIT": ("petit", "un petit épanchement pleural gauche"),
    "LEGER": ("léger", "un léger œdème des membres inférieurs"),
    "COUTURIER": ("couturier", "ancien couturier, travail de précision"),
}

NOMS = ["ARCHAMBAULT", "BESNARD", "CHAUVEAU", "DELAPORTE", "ESCOFFIER", "FOURCADE", "GRIMAUD", "HAMELIN",
        "JACQUEMIN", "KERGOAT", "LAFFITTE", "MONTAGNE", "NAVARRO", "OLLIVIER", "PELLETIER", "QUINTARD",
        "RIGAUDEAU", "SABATIER", "THIBOUT", "VASSEUR", "WEBER", "ZIMMERMANN", "ABDELKADER", "BENSALEM",
        "COLOMBANI", "DIALLO", "ETCHEVERRY", "FERRANDI", "GUILLOUX", "HERVOUET", "LE GOFF", "MALLET",
        "NGUYEN", "ORSONI", "PAOLI", "ROUSSELOT", "SCHNEIDER", "TRAN VAN", "VIDAL-NAQUET", "DE LA ROCHE",
        "CASTELLANE", "BRUNEAU", "DUCHÊNE", "FAVREAU", "GAUTRON", "LEROUX", "MOREL-DUVAL", "POUJOL",
        "REYNAUD", "TESSIER", "VERDIER", "AUBRY", "CARRÉ", "DELMAS", "GIMENEZ", "HOAREAU", "LANGLOIS"]
PRENOMS_F = ["Maryvonne", "Solange", "Ghislaine", "Clémence", "Yasmina", "Aurélie", "Bénédicte", "Josiane",
             "Nathalie", "Océane", "Fatoumata", "Marie-Thérèse", "Léonie", "Raymonde", "Sylvie", "Agnès",
             "Huguette", "Pascale", "Ludivine", "Héloïse", "Anne-Sophie", "Mireille", "Colette", "Inès"]
PRENOMS_M = ["Gérard", "Thierry", "Jean-Claude", "Mohamed", "Yannick", "Rémi", "Bernard", "Loïc", "Hervé",
             "Mathéo", "Antoine", "Jean-Baptiste", "Didier", "Gaëtan", "Marcel", "Serge", "Karim", "Joël",
             "Étienne", "Pierre-Yves", "Armand", "Fabrice", "Quentin", "Bastien"]
MEDECINS = [("Hélène", "VAUTRIN"), ("Olivier", "CASTAGNÉ"), ("Samia", "BELKACEM"), ("Laurent", "DEVERNOIS"),
            ("Claire", "MOUTARDIER"), ("François", "LECOMTE-RAVEL"), ("Nadia", "OUAZZANI"), ("Benoît", "GARNAUD"),
            ("Isabelle", "PRUNIER"), ("Christophe", "HAUTECŒUR"), ("Aude", "SAINT-JALMES"), ("Vincent", "ROBILLARD"),
            ("Émilie", "QUÉVREUX"), ("Arnaud", "DESCHAMPS-LEROY"), ("Paule", "ZANETTI"), ("Grégoire", "FAVIER"),
            ("Sophie", "LAMBERTIN"), ("Julien", "CARAYON"), ("Amélie", "BOISSONNADE"), ("Thomas", "KERHERVÉ")]
SOIGNANTS = [("Céline", "MARTINEAU"), ("Kévin", "DUBREUIL"), ("Laetitia", "POIRAUDEAU"), ("Manon", "GUÉGUEN"),
             ("Romain", "TALBOT"), ("Sandrine", "COURTOIS"), ("Élodie", "VAILLANT"), ("Jordan", "BOUVIER")]

# (street, postcode, city): real communes, invented addresses
ADRESSES = [("rue des Glycines", "33160", "Saint-Médard-en-Jalles"), ("chemin du Moulin-Brûlé", "44240", "Sucé-sur-Erdre"),
            ("impasse des Mésanges", "69230", "Saint-Genis-Laval"), ("avenue du Maréchal-Foch", "59130", "Lambersart"),
            ("allée des Cerisiers", "31770", "Colomiers"), ("route de la Croix-Blanche", "35510", "Cesson-Sévigné"),
            ("rue Jean-Jaurès", "13500", "Martigues"), ("place du Marché-aux-Herbes", "67600", "Sélestat"),
            ("boulevard de la Liberté", "76600", "Le Havre"), ("lotissement Les Terres-Rouges", "84200", "Carpentras"),
            ("rue du Four-à-Chaux", "38500", "Voiron"), ("résidence Le Clos Fleuri, bât. C", "92160", "Antony"),
            ("hameau de Kerlann", "29900", "Concarneau"), ("cours Napoléon", "20000", "Ajaccio"),
            ("rue de la Paix-Dieu", "02100", "Saint-Quentin"), ("chemin de la Garrigue", "34980", "Saint-Gély-du-Fesc"),
            ("rue des Tanneurs", "57000", "Metz"), ("avenue des Pins-Parasols", "40150", "Hossegor")]
VILLES_NAISSANCE = ["Limoges", "Oran", "Bastia", "Quimper", "Roubaix", "Pointe-à-Pitre", "Mulhouse", "Dakar",
                    "Béziers", "Châteauroux", "Porto", "Saint-Denis"]

# invented establishments: (name, acronym or "", street, postcode, city, service-web domain)
ETABS = [("Centre hospitalier intercommunal des Hautes-Bruyères", "CHIHB", "12 avenue des Hautes-Bruyères", "69340", "Francheville", "chihb-sante.fr"),
         ("Hôpital privé du Val-Mirande", "HPVM", "4 rue Amédée-Sorlin", "31270", "Cugnaux", "hp-valmirande.fr"),
         ("Clinique Sainte-Ermeline", "", "27 quai de la Cordelière", "44400", "Rezé", "clinique-ste-ermeline.fr"),
         ("Centre hospitalier de Pont-Sorbier", "CHPS", "1 rue du Docteur-Alvarenc", "38090", "Villefontaine", "ch-pontsorbier.fr"),
         ("Groupe hospitalier Lorraine-Arbois", "GHLA", "55 boulevard Émile-Sarlat", "57070", "Metz", "ghla.fr"),
         ("Polyclinique des Quatre-Chênes", "PQC", "8 allée Fernand-Mauduit", "33700", "Mérignac", "quatrechenes-clinique.fr"),
         ("Centre hospitalier régional de Sainte-Orlane", "CHRSO", "90 avenue du Colonel-Brévannes", "59000", "Lille", "chr-sainteorlane.fr"),
         ("Institut de cancérologie Marthe-Valdor", "ICMV", "3 rue Berthe-Lagarde", "13009", "Marseille", "icmv.fr")]
LABOS = [("Laboratoire de biologie médicale Bio-Essor", "Bio-Essor", "14 rue Hippolyte-Carel", "35000", "Rennes"),
         ("Laboratoire Cytolab Méridien", "Cytolab Méridien", "2 place Albin-Roussel", "84000", "Avignon")]
MUTUELLES = ["Mutuelle des Agents du Pays Vert", "Prévoyance Solidaire Atlantique", "Harmonie des Vallons",
             "MUTAVIE Santé Plus", "Caisse mutualiste du Haut-Rhône"]
LOGINS = lambda rng: rng.choice(["secmed", "ide", "jdupres", "amb", "cadre", "ext"]) + str(rng.randint(10, 999))  # noqa: E731

EPONYMES = ["maladie de Crohn", "maladie de Parkinson", "lymphome de Hodgkin", "maladie de Basedow",
            "signe de Murphy", "signe de Babinski", "signe de Lasègue", "score de Glasgow", "maladie d'Alzheimer",
            "maladie de Horton", "syndrome de Raynaud", "syndrome de Gougerot-Sjögren", "point de Mac Burney",
            "syndrome de Guillain-Barré", "classification de Child-Pugh", "maladie de Dupuytren"]
CIM10 = [("K35.8", "appendicite aiguë"), ("I48.9", "fibrillation auriculaire"), ("J18.9", "pneumopathie"),
         ("E11.9", "diabète de type 2"), ("S72.0", "fracture du col du fémur"), ("N39.0", "infection urinaire"),
         ("K80.2", "lithiase vésiculaire"), ("I10", "hypertension artérielle essentielle"), ("C50.4", "tumeur du sein")]
CCAM = [("HHFA016", "appendicectomie par cœlioscopie"), ("HMFC004", "cholécystectomie par cœlioscopie"),
        ("NEKA020", "arthroplastie totale de hanche"), ("QEFA003", "tumorectomie du sein"),
        ("JDFE002", "cystoscopie"), ("ZCQK002", "scanographie abdomino-pelvienne")]
MEDICAMENTS = [("Doliprane", "1000 mg", "N02BE01"), ("Kardégic", "75 mg", "B01AC06"), ("Lovenox", "4000 UI", "B01AB05"),
               ("Augmentin", "1 g/125 mg", "J01CR02"), ("Inexium", "40 mg", "A02BC05"), ("Eliquis", "5 mg", "B01AF02"),
               ("Lasilix", "40 mg", "C03CA01"), ("Tramadol", "50 mg", "N02AX02"), ("Metformine", "850 mg", "A10BA02")]
BIO = [("Hémoglobine", "g/dL", 11.5, 16.0, "718-7"), ("Leucocytes", "G/L", 4.0, 10.0, "6690-2"),
       ("Plaquettes", "G/L", 150, 400, "777-3"), ("Sodium", "mmol/L", 136, 145, "2951-2"),
       ("Potassium", "mmol/L", 3.5, 5.1, "2823-3"), ("Créatinine", "µmol/L", 45, 104, "2160-0"),
       ("CRP", "mg/L", 0, 5, "1988-5"), ("Glycémie à jeun", "mmol/L", 4.1, 5.9, "1558-6"),
       ("ASAT", "UI/L", 5, 34, "1920-8"), ("ALAT", "UI/L", 0, 55, "1742-6"), ("TSH", "mUI/L", 0.35, 4.94, "3016-3"),
       ("Troponine Ic HS", "ng/L", 0, 26, "89579-7"), ("INR", "", 0.8, 1.2, "6301-6"), ("Albumine", "g/L", 35, 52, "1751-7")]
