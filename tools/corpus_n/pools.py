"""Decoy vocabularies: codes, drugs, eponyms, institutions (public knowledge, not personal)."""
CIM10 = [("K35.8", "Appendicite aiguë, autres et sans précision"), ("I21.4", "Infarctus du myocarde sans sus-décalage"),
         ("J18.9", "Pneumopathie, sans précision"), ("E11.9", "Diabète de type 2 sans complication"),
         ("N17.9", "Insuffisance rénale aiguë, sans précision"), ("S72.0", "Fracture du col du fémur"),
         ("I48.1", "Fibrillation atriale persistante"), ("K80.2", "Lithiase de la vésicule biliaire sans cholécystite"),
         ("C50.4", "Tumeur maligne du quadrant supéro-externe du sein"), ("K50.9", "Maladie de Crohn, sans précision"),
         ("I50.1", "Insuffisance ventriculaire gauche"), ("G20", "Maladie de Parkinson")]
CCAM = [("HHFA016", "Appendicectomie par cœlioscopie"), ("HMFC004", "Cholécystectomie par cœlioscopie"),
        ("NEKA020", "Remplacement de l'articulation coxofémorale par prothèse totale"),
        ("DZQM006", "Échographie-doppler transthoracique du cœur"), ("ZBQK002", "Radiographie du thorax"),
        ("QEFA005", "Tumorectomie du sein"), ("JKQE001", "Hystéroscopie diagnostique"), ("LHQK001", "Scanographie du rachis lombaire")]
LOINC = {"Hémoglobine": "718-7", "Créatinine": "2160-0", "Potassium": "2823-3", "ALAT": "1742-6", "HbA1c": "4548-4",
         "Sodium": "2951-2", "CRP": "1988-5", "TSH": "3016-3", "Plaquettes": "777-3", "Leucocytes": "6690-2"}
DRUGS = [("Bisoprolol 2,5 mg", "C07AB07", "1 cp le matin"), ("Apixaban 5 mg", "B01AF02", "1 cp matin et soir"),
         ("Paracétamol 1 g", "N02BE01", "1 cp toutes les 6 heures si douleur, maximum 4 g/24 h"),
         ("Amoxicilline/acide clavulanique 1 g/125 mg", "J01CR02", "1 sachet 3 fois par jour pendant 7 jours"),
         ("Metformine 850 mg", "A10BA02", "1 cp matin et soir au milieu des repas"),
         ("Furosémide 40 mg", "C03CA01", "1 cp le matin"), ("Ramipril 5 mg", "C09AA05", "1 gélule le soir"),
         ("Atorvastatine 40 mg", "C10AA05", "1 cp le soir"), ("Enoxaparine 4000 UI/0,4 mL", "B01AB05", "1 injection sous-cutanée par jour pendant 10 jours"),
         ("Oxycodone LP 10 mg", "N02AA05", "1 cp matin et soir"), ("Lévothyroxine 75 µg", "H03AA01", "1 cp à jeun le matin"),
         ("Macrogol 4000 10 g", "A06AD15", "1 sachet par jour"), ("Pantoprazole 40 mg", "A02BC02", "1 cp le matin à jeun")]
EPONYMS = ["maladie de Crohn", "score de Glasgow", "signe de Murphy", "maladie de Parkinson", "maladie d'Alzheimer",
           "signe de Babinski", "score de Child-Pugh", "syndrome de Sjögren", "thyroïdite de Hashimoto",
           "signe de Romberg", "score de Wells", "échelle de Norton", "classification de Forrest", "manœuvre de Lasègue",
           "score de Gleason", "classification de Bismuth", "test de Mantoux", "insuffisance cardiaque NYHA II"]
INSTITUTIONS = ["Agence Régionale de Santé", "Assurance Maladie", "Haute Autorité de Santé", "Centre 15",
                "Établissement Français du Sang", "Caisse Primaire d'Assurance Maladie", "Ordre des médecins"]
SERVICES = ["Service de cardiologie", "Service de chirurgie viscérale et digestive", "Service de médecine polyvalente",
            "Service d'orthopédie-traumatologie", "Unité de soins continus", "Service de gériatrie aiguë",
            "Hôpital de jour d'oncologie", "Service de pneumologie", "Service d'endocrinologie-diabétologie"]
DEVICES = ["pompe à insuline Medtrum", "stimulateur cardiaque double chambre", "sonde JJ", "PICC line 4 Fr",
           "chambre implantable", "prothèse totale de hanche à double mobilité", "drain de Redon"]
DISEASES = ["maladie de Crohn", "maladie de Parkinson", "maladie d'Alzheimer", "syndrome de Sjögren",
            "thyroïdite de Hashimoto", "maladie de Horton", "maladie de Basedow", "maladie de Paget osseuse",
            "maladie de Biermer", "syndrome de Raynaud"]
SCORES = ["score de Child-Pugh", "score de Wells", "score de Gleason", "score CHA2DS2-VASc", "score de Charlson"]
