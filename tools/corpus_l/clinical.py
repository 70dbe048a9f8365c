"""Clinical content written for corpus L: hospital stays, operations, imaging, labs, drugs.

Inline markup, expanded by ``writer.fill``:
  {J+n} {J-n} {J0}   care date relative to the reference date (kept: DATE)
  {E:x} eponym  {C:x} code  {D:x} dose  {L:x} lot  {B:x} lab value  {M:x} drug
  {A:x} acronym  {N:x} count/volume  {W:x} ordinary word that is also a surname  {S:x} room
  {civ} M./Mme  {Civ} Monsieur/Madame  {e} feminine agreement  {il}/{Il}  {le}/{Le}
  {nom} patient surname (Title case)  {NOM} (capitals)  {prenom}  {age}
  {mt} attending GP "Dr Prénom Nom"   {mt_nom} "Dr Nom"
"""

from __future__ import annotations

# ------------------------------------------------------------------ hospital stays

STAYS = [
    dict(
        key="pneumo", vie="Ancien {W:marin} pêcheur, vit avec son conjoint dans une maison de plain-pied ; jardine et pêche encore le week-end", service="Pneumologie", unite="Unité de pneumologie et allergologie", days=7,
        motif="Pneumopathie aiguë communautaire du lobe inférieur droit sur terrain de {A:BPCO} stade 3",
        antecedents=[
            "{A:BPCO} post-tabagique (40 paquets-années, sevré depuis 2016), oxygénothérapie de déambulation",
            "{A:HTA} traitée depuis une quinzaine d'années",
            "Cholécystectomie par cœlioscopie en 2009",
            "Maladie de {E:Dupuytren} de la main gauche, non opérée",
        ],
        histoire=("{Civ} {nom} a consulté son médecin traitant pour une toux productive, une fièvre à 39,4 °C et une majoration "
                  "de la dyspnée évoluant depuis quatre jours malgré une antibiothérapie par {M:amoxicilline} débutée en ville. "
                  "Devant une saturation à 86 % en air ambiant, {il} a été adressé{e} aux urgences le {J0} puis hospitalisé{e} dans le service."),
        examen=("À l'entrée, patient{e} fébrile à 38,9 °C, polypnéique à 26 cycles par minute, fréquence cardiaque 104/min, pression artérielle "
                "128/76 mmHg. Crépitants en foyer de la base droite, sibilants diffus. Pas de signe de lutte marqué, pas de cyanose. "
                "Le reste de l'examen est sans particularité ; score de {E:Glasgow} à 15."),
        biologie=[("Leucocytes", "{B:16,8}", "G/L", "4,0 - 10,0"), ("Polynucléaires neutrophiles", "{B:14,1}", "G/L", "1,8 - 7,5"),
                  ("CRP", "{B:212}", "mg/L", "< 5"), ("Procalcitonine", "{B:3,4}", "µg/L", "< 0,5"),
                  ("Créatinine", "{B:94}", "µmol/L", "59 - 104"), ("Sodium", "{B:133}", "mmol/L", "136 - 145")],
        imagerie="La radiographie thoracique du {J0} montre une opacité alvéolaire systématisée du lobe inférieur droit avec bronchogramme aérique, sans épanchement pleural.",
        evolution=("L'antibiothérapie a été élargie par {M:ceftriaxone} {D:1 g} par jour associée à la {M:spiramycine} dans l'attente des antigénuries, "
                   "revenues négatives pour la légionelle et le pneumocoque. L'apyrexie a été obtenue à {J+3}, avec une décroissance de la CRP à {B:48} mg/L le {J+5}. "
                   "Le sevrage de l'oxygène a été possible au repos ; la kinésithérapie respiratoire quotidienne a permis un bon drainage bronchique. "
                   "Une désaturation persiste à l'effort, comparable à l'état antérieur selon le patient."),
        diagnostics=[("{C:J18.1}", "Pneumopathie lobaire, sans précision"), ("{C:J44.1}", "BPCO avec exacerbation aiguë")],
        actes=[("{C:ZBQK002}", "Radiographie du thorax"), ("{C:GLLD015}", "Oxygénothérapie avec surveillance continue")],
        ghm="{C:04M051}",
        sortie=[("{M:Amoxicilline-acide clavulanique}", "{D:1 g/125 mg}", "1 sachet matin, midi et soir pendant 4 jours", "{C:J01CR02}"),
                ("{M:Tiotropium}", "{D:2,5 µg}", "2 bouffées le matin", "{C:R03BB04}"),
                ("{M:Amlodipine}", "{D:5 mg}", "1 comprimé le matin", "{C:C08CA01}"),
                ("{M:Paracétamol}", "{D:1 g}", "1 comprimé si douleur ou fièvre, maximum 3 par jour", "{C:N02BE01}")],
        suivi=("Radiographie thoracique de contrôle à six semaines. Consultation de pneumologie prévue le {J+42} avec explorations fonctionnelles "
               "respiratoires. La vaccination antipneumococcique sera à réaliser à distance de l'épisode infectieux."),
    ),
    dict(
        key="cardio", vie="Ancien {W:boulanger}, retraité depuis dix ans ; consomme un verre de vin {W:blanc} le dimanche", service="Cardiologie", unite="Unité de soins intensifs et cardiologie conventionnelle", days=9,
        motif="Décompensation cardiaque globale sur fibrillation atriale rapide inaugurale",
        antecedents=[
            "Cardiopathie ischémique : infarctus inférieur en 2014, stent sur l'artère coronaire droite",
            "Diabète de type 2 sous antidiabétiques oraux, {A:HbA1c} récente à {B:7,4} %",
            "Insuffisance rénale chronique stade 3a",
            "Prothèse totale de genou droit en 2019",
        ],
        histoire=("Patient{e} adressé{e} par le {mt_nom} pour une dyspnée d'aggravation progressive depuis trois semaines, devenue de repos, "
                  "avec orthopnée, prise de poids de quatre kilogrammes et œdèmes des membres inférieurs. L'électrocardiogramme réalisé au cabinet "
                  "objectivait une fibrillation atriale à 138 battements par minute."),
        examen=("Téguments {W:roses} et chauds. Tachycardie irrégulière, pression artérielle 142/88 mmHg, crépitants bilatéraux jusqu'à mi-champs, turgescence jugulaire et reflux "
                "hépato-jugulaire, œdèmes prenant le godet jusqu'aux genoux. Poids d'entrée {N:86,4} kg."),
        biologie=[("NT-proBNP", "{B:6 840}", "ng/L", "< 450"), ("Troponine T hs", "{B:38}", "ng/L", "< 14"),
                  ("Créatinine", "{B:142}", "µmol/L", "59 - 104"), ("Potassium", "{B:4,9}", "mmol/L", "3,5 - 5,1"),
                  ("TSH", "{B:1,82}", "mUI/L", "0,27 - 4,20"), ("Hémoglobine", "{B:12,1}", "g/dL", "13,0 - 17,0")],
        imagerie=("L'échocardiographie transthoracique du {J+1} retrouve une {A:FEVG} estimée à {B:35} % en Simpson biplan, une hypokinésie inférieure "
                  "connue, une dilatation biauriculaire et une insuffisance mitrale fonctionnelle grade 2."),
        evolution=("Traitement déplétif par {M:furosémide} intraveineux avec une perte de poids de {N:6,2} kg, ralentissement de la cadence ventriculaire "
                   "par {M:bisoprolol} puis {M:digoxine} pendant 48 heures. Anticoagulation curative par {M:apixaban} (score {A:CHA2DS2-VASc} à 5). "
                   "Cardioversion non envisagée à ce stade. Introduction progressive de {M:sacubitril-valsartan} bien tolérée sur le plan tensionnel et rénal."),
        diagnostics=[("{C:I50.0}", "Insuffisance cardiaque congestive"), ("{C:I48.1}", "Fibrillation auriculaire persistante"),
                     ("{C:N18.3}", "Maladie rénale chronique stade 3")],
        actes=[("{C:DZQM006}", "Échographie-doppler transthoracique du cœur"), ("{C:DEQP003}", "Électrocardiographie sur au moins 12 dérivations")],
        ghm="{C:05M092}",
        sortie=[("{M:Apixaban}", "{D:5 mg}", "1 comprimé matin et soir", "{C:B01AF02}"),
                ("{M:Bisoprolol}", "{D:2,5 mg}", "1 comprimé le matin", "{C:C07AB07}"),
                ("{M:Sacubitril/valsartan}", "{D:24 mg/26 mg}", "1 comprimé matin et soir", "{C:C09DX04}"),
                ("{M:Furosémide}", "{D:40 mg}", "1 comprimé le matin, à adapter au poids", "{C:C03CA01}"),
                ("{M:Metformine}", "{D:500 mg}", "1 comprimé matin et soir", "{C:A10BA02}")],
        suivi=("Pesée quotidienne, contacter le médecin traitant en cas de prise de plus de deux kilogrammes en trois jours. Ionogramme et créatinine "
               "à {J+16}. Consultation de cardiologie le {J+40} avec Holter ECG ; discussion d'une ablation selon l'évolution."),
    ),
    dict(
        key="crohn", vie="Travaille comme {W:charpentier} dans une entreprise du bâtiment ; arrêts de travail fréquents lors des poussées", service="Hépato-gastro-entérologie", unite="Unité d'hospitalisation de gastro-entérologie", days=6,
        motif="Poussée sévère de maladie de {E:Crohn} iléo-colique",
        antecedents=[
            "Maladie de {E:Crohn} iléo-colique diagnostiquée en 2017, traitée par {M:azathioprine} puis {M:adalimumab}",
            "Résection iléo-cæcale en 2020",
            "Anémie ferriprive récidivante",
            "Tabagisme actif à 10 cigarettes par jour",
        ],
        histoire=("Depuis deux semaines, diarrhée à huit selles par jour dont deux nocturnes, glaireuses, parfois sanglantes, douleurs de la fosse iliaque "
                  "droite et amaigrissement de trois kilogrammes. Dernière injection d'{M:adalimumab} le {J-12}. Indice de {E:Harvey-Bradshaw} à 14."),
        examen=("Abdomen sensible en fosse iliaque droite sans défense, pas de masse palpable. Pas de lésion ano-périnéale. Température 37,9 °C. "
                "Pâleur cutanéo-muqueuse."),
        biologie=[("CRP", "{B:96}", "mg/L", "< 5"), ("Hémoglobine", "{B:9,8}", "g/dL", "12,0 - 16,0"),
                  ("Ferritine", "{B:11}", "µg/L", "15 - 150"), ("Albumine", "{B:29}", "g/L", "35 - 50"),
                  ("Calprotectine fécale", "{B:1 250}", "µg/g", "< 50")],
        imagerie=("L'entéro-IRM du {J+1} montre un épaississement pariétal de l'anastomose iléo-colique sur 12 cm avec hypersignal T2, sans abcès ni fistule. "
                  "La coprologie et la recherche de toxine de Clostridioides difficile sont négatives."),
        evolution=("Corticothérapie intraveineuse par {M:méthylprednisolone} {D:40 mg} par jour avec amélioration nette à {J+3} : trois selles par jour, "
                   "disparition des rectorragies. Supplémentation martiale intraveineuse. Le dosage résiduel d'{M:adalimumab} est bas avec des anticorps "
                   "anti-médicament positifs : décision de relais par {M:ustékinumab}, première perfusion réalisée le {J+5}."),
        diagnostics=[("{C:K50.8}", "Autres formes de la maladie de Crohn"), ("{C:D50.0}", "Anémie par carence en fer secondaire à une perte de sang")],
        actes=[("{C:ZCQJ005}", "Remnographie de l'abdomen et du petit bassin avec injection")],
        ghm="{C:06M042}",
        sortie=[("{M:Prednisone}", "{D:40 mg}", "le matin, décroissance de 5 mg par semaine", "{C:H02AB07}"),
                ("{M:Ustékinumab}", "{D:90 mg}", "injection sous-cutanée toutes les 8 semaines", "{C:L04AC05}"),
                ("{M:Colécalciférol}", "{D:100 000 UI}", "1 ampoule par mois", "{C:A11CC05}"),
                ("{M:Ésoméprazole}", "{D:20 mg}", "1 gélule le soir pendant la corticothérapie", "{C:A02BC05}")],
        suivi=("Sevrage tabagique fortement conseillé, une consultation de tabacologie est proposée. Contrôle NFS, CRP et bilan martial le {J+21}. "
               "Rendez-vous de consultation le {J+30} et coloscopie d'évaluation dans six mois."),
    ),
    dict(
        key="avc", vie="Retraité{e} de l'enseignement, passionné{e} d'ornithologie : photographie les {W:martins-pêcheurs} au bord de la rivière", service="Neurologie", unite="Unité neurovasculaire", days=8,
        motif="Accident vasculaire cérébral ischémique sylvien superficiel gauche thrombolysé",
        antecedents=[
            "{A:HTA} et dyslipidémie",
            "Syndrome d'apnées obstructives du sommeil appareillé",
            "Glaucome chronique à angle ouvert",
        ],
        histoire=("Le {J0}, à 7 h 40, son épouse constate une aphasie et une faiblesse du membre supérieur droit au réveil, le patient ayant été vu "
                  "normal à 6 h 15. Alerte de la filière {A:AVC}, arrivée à 8 h 25. Score {A:NIHSS} initial à 9."),
        examen=("Aphasie non fluente, hémiparésie droite à prédominance brachio-faciale, pas de trouble de la vigilance ({E:Glasgow} 15). "
                "Signe de {E:Babinski} à droite. Pression artérielle 176/94 mmHg."),
        biologie=[("Glycémie capillaire", "{B:6,4}", "mmol/L", "3,9 - 6,1"), ("LDL-cholestérol", "{B:3,9}", "mmol/L", "< 1,8"),
                  ("Plaquettes", "{B:231}", "G/L", "150 - 400"), ("TP", "{B:96}", "%", "70 - 100"), ("HbA1c", "{B:5,8}", "%", "4,0 - 6,0")],
        imagerie=("L'IRM cérébrale montre un hypersignal diffusion cortico-sous-cortical pariéto-frontal gauche avec occlusion distale M2 ; mismatch "
                  "diffusion-FLAIR. L'angio-scanner des troncs supra-aortiques élimine une sténose carotidienne significative."),
        evolution=("Thrombolyse intraveineuse par {M:ténectéplase} à 9 h 05, sans complication hémorragique sur l'imagerie de contrôle à 24 heures. "
                   "Amélioration rapide : {A:NIHSS} à 3 à la sortie, persistance d'un manque du mot. Holter ECG de 72 heures sans trouble du rythme ; "
                   "échographie cardiaque transœsophagienne normale. Bilan orthophonique et kinésithérapique réalisé."),
        diagnostics=[("{C:I63.4}", "Infarctus cérébral dû à une embolie des artères cérébrales"), ("{C:I10}", "Hypertension essentielle")],
        actes=[("{C:AAQN004}", "Remnographie de l'encéphale"), ("{C:EASF011}", "Thrombolyse intraveineuse")],
        ghm="{C:01M304}",
        sortie=[("{M:Clopidogrel}", "{D:75 mg}", "1 comprimé par jour", "{C:B01AC04}"),
                ("{M:Atorvastatine}", "{D:80 mg}", "1 comprimé le soir", "{C:C10AA05}"),
                ("{M:Périndopril}", "{D:5 mg}", "1 comprimé le matin", "{C:C09AA04}"),
                ("{M:Latanoprost}", "collyre {D:0,005 %}", "1 goutte dans chaque œil le soir", "{C:S01EE01}")],
        suivi=("Rééducation orthophonique en ville deux fois par semaine. Conduite automobile contre-indiquée jusqu'à l'avis neurologique. "
               "Consultation neurovasculaire à trois mois, le {J+90}, avec IRM cérébrale de contrôle."),
    ),
    dict(
        key="geriatrie", vie="A élevé des moutons sur le causse ; un chien {W:berger} allemand vit au domicile", service="Médecine gériatrique", unite="Court séjour gériatrique", days=11,
        motif="Chute avec station au sol prolongée, rhabdomyolyse et déshydratation chez un{e} patient{e} parkinsonien{ne}",
        antecedents=[
            "Maladie de {E:Parkinson} évoluant depuis 2012, fluctuations motrices",
            "Troubles cognitifs modérés, {A:MMSE} à 21/30 en 2023",
            "Ostéoporose fracturaire (tassement L2)",
            "Cataracte bilatérale opérée",
        ],
        histoire=("{Civ} {nom} a été retrouvé{e} au sol par l'aide à domicile le {J0} au matin, la chute étant probablement survenue dans la nuit. "
                  "Vit à domicile avec son conjoint, lui-même fragile ; passage d'une aide à domicile deux fois par jour, portage des repas."),
        examen=("Patient{e} déshydraté{e}, muqueuses sèches, escarre de stade 1 du talon droit. Rigidité et tremblement de repos prédominant à droite. "
                "Pas de déficit focal, pas de fracture cliniquement évidente. Stade 3 de l'échelle de {E:Hoehn} et {E:Yahr}."),
        biologie=[("CPK", "{B:4 870}", "UI/L", "< 190"), ("Créatinine", "{B:168}", "µmol/L", "45 - 84"),
                  ("Urée", "{B:19,6}", "mmol/L", "2,5 - 7,5"), ("Sodium", "{B:149}", "mmol/L", "136 - 145"),
                  ("Albumine", "{B:31}", "g/L", "35 - 50"), ("Vitamine D", "{B:12}", "ng/mL", "30 - 100")],
        imagerie="Le scanner cérébral sans injection du {J0} ne montre pas de lésion traumatique, atrophie cortico-sous-corticale modérée. Radiographies du bassin et du rachis sans fracture récente.",
        evolution=("Réhydratation intraveineuse avec normalisation de la fonction rénale à {J+4} et décroissance des CPK. Les horaires de {M:lévodopa} ont "
                   "été rapprochés avec l'avis du neurologue, améliorant les blocages de fin de dose. Bilan de chute : hypotension orthostatique "
                   "à 30 mmHg, motivant l'arrêt de la {M:tamsulosine}. Évaluation en ergothérapie et mise en place d'une téléassistance. "
                   "Kinésithérapie de verticalisation et de prévention des chutes."),
        diagnostics=[("{C:M62.8}", "Rhabdomyolyse"), ("{C:E86}", "Hypovolémie"), ("{C:G20}", "Maladie de Parkinson"), ("{C:W19}", "Chute, sans précision")],
        actes=[("{C:ACQK001}", "Scanographie du crâne et de son contenu, sans injection")],
        ghm="{C:08M291}",
        sortie=[("{M:Lévodopa/bensérazide}", "{D:100 mg/25 mg}", "1 gélule à 7 h, 11 h, 15 h et 19 h", "{C:N04BA02}"),
                ("{M:Colécalciférol}", "{D:50 000 UI}", "1 ampoule tous les 15 jours pendant 2 mois", "{C:A11CC05}"),
                ("{M:Macrogol}", "{D:10 g}", "1 sachet le matin", "{C:A06AD15}"),
                ("Bas de contention classe 2", "", "à mettre le matin avant le lever", "")],
        suivi=("Retour à domicile avec renforcement des aides : passage infirmier quotidien pour la préparation des médicaments, kinésithérapie trois fois "
               "par semaine. Consultation de gériatrie le {J+45}. Dossier APA révisé avec l'assistante sociale."),
    ),
    dict(
        key="diabete", vie="Employé{e} de bureau, sédentaire ; alimentation riche en produits sucrés, pain {W:blanc} à chaque repas", service="Endocrinologie", unite="Endocrinologie, diabétologie et nutrition", days=5,
        motif="Déséquilibre hyperglycémique d'un diabète de type 2 insulino-requérant avec plaie du pied",
        antecedents=[
            "Diabète de type 2 depuis 2005, rétinopathie non proliférante, neuropathie périphérique",
            "Obésité (IMC {B:34,2} kg/m²)",
            "Artériopathie oblitérante des membres inférieurs stade 2",
            "Syndrome d'apnées du sommeil non appareillé",
        ],
        histoire=("Hyperglycémies supérieures à 3 g/L depuis un mois, polyuro-polydipsie, asthénie, et apparition d'une plaie plantaire de la tête du "
                  "premier métatarsien gauche remarquée par l'infirmier{e} à domicile le {J-6}."),
        examen=("Mal perforant plantaire de 12 mm, sans contact osseux, sans signe infectieux local. Monofilament non perçu aux deux pieds. "
                "Pouls pédieux faiblement perçus. Pression artérielle 138/82 mmHg."),
        biologie=[("HbA1c", "{B:10,6}", "%", "4,0 - 6,0"), ("Glycémie à jeun", "{B:14,2}", "mmol/L", "3,9 - 5,5"),
                  ("Créatinine", "{B:81}", "µmol/L", "45 - 84"), ("Microalbuminurie", "{B:68}", "mg/24 h", "< 30"),
                  ("Triglycérides", "{B:2,84}", "mmol/L", "< 1,70")],
        imagerie="La radiographie du pied gauche ne montre pas d'ostéite. L'écho-doppler artériel retrouve un index de pression systolique à {B:0,78} à gauche.",
        evolution=("Optimisation du schéma insulinique en basal-bolus avec éducation thérapeutique (adaptation des doses, resucrage, rotation des sites). "
                   "Mise en décharge par chaussure de Barouk et soins locaux. Introduction d'un analogue du GLP-1. Objectifs glycémiques atteints à {J+4}."),
        diagnostics=[("{C:E11.5}", "Diabète de type 2 avec complications vasculaires périphériques"), ("{C:L97}", "Ulcère du membre inférieur")],
        actes=[("{C:EJQM001}", "Écho-doppler des artères des membres inférieurs")],
        ghm="{C:10M092}",
        sortie=[("{M:Insuline glargine}", "{D:100 UI/mL}", "28 unités le soir", "{C:A10AE04}"),
                ("{M:Insuline asparte}", "{D:100 UI/mL}", "6 - 8 - 6 unités avant les repas, à adapter", "{C:A10AB05}"),
                ("{M:Sémaglutide}", "{D:0,25 mg}", "1 injection par semaine le lundi", "{C:A10BJ06}"),
                ("{M:Atorvastatine}", "{D:40 mg}", "1 comprimé le soir", "{C:C10AA05}")],
        suivi=("Soins de plaie par l'infirmier{e} tous les deux jours, podologue dans un mois. Consultation de diabétologie le {J+35}, HbA1c à trois mois. "
               "Polysomnographie programmée le {J+60}."),
    ),
    dict(
        key="uro", vie="Travaille en cuisine de restauration collective ; boissons insuffisantes, moins d'un litre d'eau par jour", service="Urologie", unite="Service d'urologie et de transplantation rénale", days=4,
        motif="Pyélonéphrite aiguë obstructive droite sur calcul urétéral, drainage par sonde double J",
        antecedents=[
            "Lithiase urinaire récidivante (deux épisodes de colique néphrétique)",
            "Hypothyroïdie substituée",
            "Allergie à la pénicilline (urticaire)",
        ],
        histoire=("Douleur lombaire droite intense irradiant vers les organes génitaux externes depuis 48 heures, fièvre à 39,8 °C avec frissons, "
                  "brûlures mictionnelles. Admission par les urgences le {J0}."),
        examen="Fosse lombaire droite très douloureuse, ébranlement positif. Pression artérielle 104/62 mmHg, fréquence cardiaque 112/min, marbrures absentes.",
        biologie=[("Leucocytes", "{B:19,4}", "G/L", "4,0 - 10,0"), ("CRP", "{B:245}", "mg/L", "< 5"),
                  ("Créatinine", "{B:131}", "µmol/L", "45 - 84"), ("Lactates", "{B:2,1}", "mmol/L", "0,5 - 2,0")],
        imagerie="Le scanner abdomino-pelvien non injecté montre un calcul de l'uretère lombaire droit de 8 mm (densité {N:1 150} UH) avec dilatation pyélocalicielle d'amont.",
        evolution=("Drainage en urgence par sonde urétérale double J au bloc opératoire le {J0}. Antibiothérapie par {M:ceftriaxone} relayée selon "
                   "l'antibiogramme (E. coli multisensible) par {M:ofloxacine}. Apyrexie à 48 heures, normalisation de la fonction rénale."),
        diagnostics=[("{C:N13.6}", "Pyonéphrose"), ("{C:N20.1}", "Calcul de l'uretère")],
        actes=[("{C:JCLE002}", "Pose d'une endoprothèse urétérale par urétéroscopie")],
        ghm="{C:11C131}",
        sortie=[("{M:Ofloxacine}", "{D:200 mg}", "1 comprimé matin et soir pendant 10 jours", "{C:J01MA01}"),
                ("{M:Lévothyroxine}", "{D:75 µg}", "1 comprimé le matin à jeun", "{C:H03AA01}"),
                ("{M:Tamsulosine}", "{D:0,4 mg}", "1 gélule le soir tant que la sonde est en place", "{C:G04CA02}")],
        suivi=("Urétéroscopie souple avec fragmentation laser du calcul et ablation de la sonde programmées le {J+28}. Analyse spectrophotométrique "
               "du calcul et bilan métabolique lithiasique à prévoir. Boissons abondantes (2 litres par jour)."),
    ),
]

# ------------------------------------------------------------------ operations

OPERATIONS = [
    dict(
        key="cholecystectomie", titre="Cholécystectomie par cœlioscopie", service="Chirurgie viscérale et digestive",
        indication="Lithiase vésiculaire symptomatique compliquée d'une cholécystite aiguë lithiasique traitée médicalement il y a deux mois.",
        anesthesie="Anesthésie générale avec intubation orotrachéale. Antibioprophylaxie par {M:céfazoline} {D:2 g} à l'induction.",
        installation="Patient{e} en décubitus dorsal, jambes écartées, opérateur entre les jambes. Open-cœlioscopie ombilicale, pneumopéritoine à 12 mmHg, trois trocarts opérateurs.",
        description=("Vésicule scléro-atrophique adhérente au côlon transverse et à l'épiploon, adhésiolyse prudente. Dissection du triangle de {E:Calot} "
                     "permettant d'obtenir la vue critique de sécurité. Cholangiographie peropératoire normale, sans calcul de la voie biliaire principale. "
                     "Clips sur le canal cystique et l'artère cystique, section. Cholécystectomie rétrograde au crochet coagulateur. Extraction dans un sac. "
                     "Lavage, contrôle de l'hémostase, pas de drainage. Exsufflation, fermeture aponévrotique ombilicale au fil résorbable."),
        incidents="Aucun incident peropératoire. Pertes sanguines estimées à {N:50} mL.",
        materiel="Clips Hem-o-lok, lot {L:HL2307-4418} ; sac d'extraction Endobag, lot {L:EB51A0932}.",
        suites="Reprise de l'alimentation le soir même. Sortie prévue le lendemain si douleurs contrôlées. Ablation des fils non nécessaire (surjet intradermique résorbable).",
        ccam=[("{C:HMFC004}", "Cholécystectomie, par cœlioscopie"), ("{C:HMQH007}", "Cholangiographie peropératoire")],
        cim=[("{C:K80.1}", "Calcul de la vésicule biliaire avec une autre forme de cholécystite")],
        duree="1 h 10",
    ),
    dict(
        key="pth", titre="Arthroplastie totale de hanche gauche par voie postéro-latérale", service="Chirurgie orthopédique et traumatologique",
        indication="Coxarthrose gauche évoluée, douleurs mécaniques invalidantes malgré le traitement médical, périmètre de marche inférieur à 300 mètres. Score de {E:Harris} à 48.",
        anesthesie="Rachianesthésie et sédation. Antibioprophylaxie par {M:céfazoline} {D:2 g}. {M:Acide tranexamique} {D:1 g} à l'incision.",
        installation="Décubitus latéral droit, appuis pubien et sacré. Badigeon et champage stérile, champ iodé adhésif.",
        description=("Incision postéro-latérale centrée sur le grand trochanter. Section du fascia lata, ténotomie des pelvi-trochantériens conservés sur fil. "
                     "Luxation postérieure, ostéotomie du col à 12 mm du petit trochanter. Exposition du cotyle, ablation du labrum et des ostéophytes, "
                     "fraisages successifs jusqu'à 52 mm. Mise en place d'une cupule double mobilité sans ciment. Préparation fémorale par râpes, "
                     "tige non cimentée taille 4, col standard. Essais, bonne stabilité en flexion-rotation interne. Réinsertion transosseuse des pelvi-trochantériens, "
                     "fermeture plan par plan sur drain de {E:Redon}."),
        incidents="Pas d'incident. Pertes sanguines estimées à {N:350} mL, pas de transfusion.",
        materiel="Cupule double mobilité 52 mm, lot {L:QD52-230871} ; tige fémorale taille 4, lot {L:TF4-9917-B} ; tête céramique 28 mm, lot {L:CE28-44120}.",
        suites=("Appui complet autorisé dès le lendemain avec deux cannes. Anticoagulation préventive par {M:énoxaparine} {D:4 000 UI} par jour pendant 35 jours. "
                "Radiographie de contrôle à J1. Ablation des agrafes à J14 par l'infirmier{e}."),
        ccam=[("{C:NEKA020}", "Remplacement de l'articulation coxofémorale par prothèse totale")],
        cim=[("{C:M16.1}", "Autres coxarthroses primaires")],
        duree="1 h 35",
    ),
    dict(
        key="hernie", titre="Cure de hernie inguinale droite par voie ouverte selon Lichtenstein", service="Chirurgie générale ambulatoire",
        indication="Hernie inguinale droite symptomatique, réductible, gênante à l'effort.",
        anesthesie="Anesthésie locorégionale (bloc ilio-inguinal échoguidé) et sédation légère.",
        installation="Décubitus dorsal, repérage de l'épine iliaque antéro-supérieure et de l'épine du pubis.",
        description=("Incision inguinale de 6 cm. Ouverture de l'aponévrose du grand oblique. Hernie oblique externe, sac disséqué et réintégré sans ouverture. "
                     "Renforcement de la paroi postérieure par une prothèse en polypropylène fixée selon la technique de {E:Lichtenstein} par surjet au fil non résorbable "
                     "sur l'arcade crurale. Respect des nerfs ilio-inguinal et ilio-hypogastrique. Fermeture de l'aponévrose, surjet intradermique."),
        incidents="Aucun incident.",
        materiel="Prothèse polypropylène 7,5 x 15 cm, lot {L:PP7515-3308}.",
        suites="Sortie le jour même. Port de charges lourdes déconseillé pendant trois semaines. Antalgiques de palier 1 et 2 si besoin.",
        ccam=[("{C:LMMA006}", "Cure unilatérale d'une hernie de l'aine avec renforcement par prothèse, par abord inguinal")],
        cim=[("{C:K40.9}", "Hernie inguinale unilatérale, sans occlusion ni gangrène")],
        duree="45 min",
    ),
    dict(
        key="canal", titre="Libération du nerf médian au canal carpien droit", service="Chirurgie de la main et du membre supérieur",
        indication="Syndrome du canal carpien droit confirmé à l'électromyogramme, signe de {E:Tinel} positif, échec des infiltrations.",
        anesthesie="Anesthésie locorégionale intraveineuse ({E:Bier}), garrot pneumatique à 250 mmHg pendant 14 minutes.",
        installation="Décubitus dorsal, membre supérieur droit sur table à bras.",
        description=("Incision palmaire de 2,5 cm dans l'axe du quatrième rayon. Ouverture de l'aponévrose palmaire puis section complète du ligament annulaire "
                     "antérieur du carpe sous contrôle de la vue. Nerf médian aplati, hyperhémié, sans névrome. Pas de synovite fléchisseurs. "
                     "Lâchage du garrot, hémostase. Fermeture cutanée par points séparés."),
        incidents="Aucun incident.",
        materiel="Fils monofilament 4/0, lot {L:MF40-77213}.",
        suites="Pansement sec, mobilisation active immédiate des doigts. Ablation des fils à J12. Arrêt de travail de trois semaines.",
        ccam=[("{C:AHPA009}", "Libération du nerf médian au canal carpien, par abord direct")],
        cim=[("{C:G56.0}", "Syndrome du canal carpien")],
        duree="20 min",
    ),
]

# ------------------------------------------------------------------ imaging

IMAGING = [
    dict(key="tdm_thorax", titre="Scanner thoracique avec injection", modalite="TDM", ccam="{C:ZBQH001}",
         indication="Toux persistante depuis deux mois et altération de l'état général, tabagisme sevré depuis cinq ans. Recherche de lésion néoplasique.",
         technique=("Acquisition hélicoïdale du thorax après injection intraveineuse de {D:80 mL} d'{M:iohexol} à 350 mg d'iode/mL (lot {L:IH350-2211B}), "
                    "reconstructions en coupes fines. Produit de dose : {N:312} mGy.cm."),
         resultats=["Nodule spiculé du segment apical du lobe supérieur droit mesurant 17 x 14 mm, au contact de la scissure.",
                    "Adénomégalie hilaire droite de 12 mm de petit axe (station 10R). Pas d'adénopathie médiastinale controlatérale.",
                    "Emphysème centrolobulaire prédominant aux apex. Pas d'épanchement pleural ni péricardique.",
                    "Coupes passant par l'étage abdominal supérieur : surrénales fines, pas de lésion hépatique visible."],
         conclusion="Nodule spiculé lobaire supérieur droit de 17 mm suspect, associé à une adénomégalie hilaire homolatérale. Un TEP-scanner et une discussion en réunion de concertation pluridisciplinaire sont recommandés."),
    dict(key="irm_genou", titre="IRM du genou gauche", modalite="IRM", ccam="{C:NZQN001}",
         indication="Traumatisme en torsion lors d'un match de handball, épanchement et sensation d'instabilité. Recherche de lésion ligamentaire.",
         technique="Séquences DP fat-sat dans les trois plans, T1 sagittale, sans injection. Examen réalisé sur machine 1,5 tesla.",
         resultats=["Rupture complète du ligament croisé antérieur dans sa portion proximale, avec contusions osseuses en miroir du condyle fémoral latéral et du plateau tibial latéral.",
                    "Fissure verticale de la corne postérieure du ménisque médial, de type anse de seau non luxée.",
                    "Ligament croisé postérieur et plans collatéraux intacts. Épanchement intra-articulaire modéré.",
                    "Cartilages fémoro-patellaires d'épaisseur normale."],
         conclusion="Rupture complète du LCA avec lésion méniscale médiale verticale. Avis chirurgical orthopédique conseillé."),
    dict(key="echo_abdo", titre="Échographie abdominale", modalite="US", ccam="{C:ZCQM001}",
         indication="Cytolyse hépatique modérée découverte sur un bilan systématique ; douleurs de l'hypochondre droit.",
         technique="Examen réalisé par voie sous-costale et intercostale, à jeun, sonde convexe 3,5 MHz.",
         resultats=["Foie de taille normale (flèche du lobe droit 14 cm), hyperéchogène de façon homogène, compatible avec une stéatose, sans lésion focale.",
                    "Vésicule biliaire alithiasique à paroi fine. Voies biliaires non dilatées, cholédoque à 4 mm.",
                    "Pancréas partiellement visible, sans anomalie. Rate homogène de 10,5 cm.",
                    "{W:Petit} kyste cortical simple du pôle supérieur du rein gauche, de 9 mm, sans caractère suspect.",
                    "Reins de taille et d'échostructure normales, sans dilatation des cavités. Pas d'épanchement péritonéal."],
         conclusion="Stéatose hépatique homogène sans lésion focale. Pas d'anomalie biliaire."),
    dict(key="mammo", titre="Mammographie bilatérale et échographie mammaire de dépistage", modalite="MG", ccam="{C:QEQK004}",
         indication="Dépistage organisé. Antécédent familial : mère traitée pour un cancer du sein à 58 ans.",
         technique="Incidences face et oblique externe bilatérales, complétées par une échographie bilatérale. Dose glandulaire moyenne {N:1,4} mGy par incidence.",
         resultats=["Seins de densité de type C selon la classification {A:ACR} (hétérogènes et denses).",
                    "Pas de masse, pas de distorsion architecturale, pas de foyer de microcalcifications suspect.",
                    "À l'échographie, {W:petit} kyste simple de 6 mm à l'union des quadrants supérieurs du sein gauche. Creux axillaires libres."],
         conclusion="Classification {A:ACR} 2 bilatérale. Poursuite du dépistage selon le calendrier habituel ; deuxième lecture prévue."),
    dict(key="tdm_cerebral", titre="Scanner cérébral sans injection", modalite="TDM", ccam="{C:ACQK001}",
         indication="Céphalées inhabituelles d'installation progressive depuis dix jours chez un{e} patient{e} sous anticoagulant.",
         technique="Acquisition hélicoïdale de l'encéphale sans injection. Produit de dose : {N:845} mGy.cm.",
         resultats=["Hématome sous-dural chronique hémisphérique droit d'épaisseur maximale 14 mm, hétérogène avec composante récente.",
                    "Effet de masse sur le ventricule latéral droit, déviation de la ligne médiane de 5 mm vers la gauche.",
                    "Pas d'engagement. Pas d'hydrocéphalie. Leucopathie vasculaire modérée (score de {E:Fazekas} 2)."],
         conclusion="Hématome sous-dural chronique droit avec effet de masse modéré. Avis neurochirurgical transmis en urgence."),
]

# ------------------------------------------------------------------ biology

LAB_PANELS = [
    ("Hématologie — Numération formule sanguine", [
        ("Hématies", "T/L", "4,20 - 5,70", "4,61", "{C:789-8}"), ("Hémoglobine", "g/dL", "13,0 - 17,0", "14,2", "{C:718-7}"),
        ("Hématocrite", "%", "40,0 - 52,0", "42,8", "{C:4544-3}"), ("VGM", "fL", "80 - 100", "92,9", "{C:787-2}"),
        ("TCMH", "pg", "27 - 32", "30,8", "{C:785-6}"), ("Leucocytes", "G/L", "4,00 - 10,00", "7,35", "{C:6690-2}"),
        ("Polynucléaires neutrophiles", "G/L", "1,80 - 7,50", "4,62", "{C:751-8}"), ("Lymphocytes", "G/L", "1,00 - 4,00", "1,97", "{C:731-0}"),
        ("Plaquettes", "G/L", "150 - 400", "238", "{C:777-3}"),
    ]),
    ("Biochimie — Ionogramme et fonction rénale", [
        ("Sodium", "mmol/L", "136 - 145", "139", "{C:2951-2}"), ("Potassium", "mmol/L", "3,5 - 5,1", "4,3", "{C:2823-3}"),
        ("Chlorure", "mmol/L", "98 - 107", "101", "{C:2075-0}"), ("Bicarbonates", "mmol/L", "22 - 29", "25", "{C:1963-8}"),
        ("Urée", "mmol/L", "2,8 - 8,1", "6,2", "{C:3091-6}"), ("Créatinine", "µmol/L", "59 - 104", "88", "{C:2160-0}"),
        ("DFG estimé (CKD-EPI)", "mL/min/1,73 m²", "> 90", "76", "{C:62238-1}"),
    ]),
    ("Biochimie — Bilan hépatique", [
        ("ASAT", "UI/L", "< 40", "31", "{C:1920-8}"), ("ALAT", "UI/L", "< 41", "46", "{C:1742-6}"),
        ("Gamma-GT", "UI/L", "< 60", "112", "{C:2324-2}"), ("Phosphatases alcalines", "UI/L", "40 - 130", "96", "{C:6768-6}"),
        ("Bilirubine totale", "µmol/L", "< 21", "11", "{C:1975-2}"),
    ]),
    ("Biochimie — Bilan lipidique", [
        ("Cholestérol total", "g/L", "< 2,00", "2,31", "{C:2093-3}"), ("HDL-cholestérol", "g/L", "> 0,40", "0,52", "{C:2085-9}"),
        ("Triglycérides", "g/L", "< 1,50", "1,64", "{C:2571-8}"), ("LDL-cholestérol calculé", "g/L", "< 1,16", "1,46", "{C:13457-7}"),
    ]),
    ("Hormonologie et marqueurs", [
        ("TSH", "mUI/L", "0,27 - 4,20", "2,14", "{C:3016-3}"), ("HbA1c", "%", "4,0 - 6,0", "6,8", "{C:4548-4}"),
        ("Ferritine", "µg/L", "30 - 400", "54", "{C:2276-4}"), ("Vitamine B12", "pmol/L", "145 - 569", "212", "{C:2132-9}"),
        ("PSA total", "µg/L", "< 4,00", "1,12", "{C:2857-1}"),
    ]),
    ("Hémostase", [
        ("Taux de prothrombine", "%", "70 - 100", "87", "{C:5894-1}"), ("INR", "", "0,8 - 1,2", "1,08", "{C:6301-6}"),
        ("TCA patient/témoin", "", "< 1,20", "1,04", "{C:14979-9}"), ("Fibrinogène", "g/L", "2,0 - 4,0", "3,6", "{C:3255-7}"),
    ]),
    ("Inflammation", [
        ("Protéine C réactive", "mg/L", "< 5,0", "38,4", "{C:1988-5}"), ("Vitesse de sédimentation 1re heure", "mm", "< 20", "34", "{C:4537-7}"),
    ]),
]

# ------------------------------------------------------------------ consultations

CONSULTS = [
    dict(key="neuro_parkinson", specialite="Neurologie", titre="Consultation de suivi — mouvements anormaux",
         motif="Suivi d'une maladie de {E:Parkinson} évoluant depuis six ans.",
         texte=[
             "Depuis la dernière consultation, {Civ} {nom} décrit des fluctuations de plus en plus marquées : fin de dose vers 11 heures et 17 heures, "
             "blocages au demi-tour et quelques dyskinésies de milieu de dose, peu gênantes. Pas de chute rapportée, pas d'hallucination.",
             "Le sommeil est fragmenté, avec des rêves agités évocateurs de troubles du comportement en sommeil paradoxal décrits par le conjoint. "
             "Constipation chronique contrôlée par {M:macrogol}.",
             "À l'examen en phase « on » : akinésie modérée prédominant à droite, rigidité axiale discrète, pas de tremblement. Score MDS-UPDRS partie III à 24. "
             "Marche autonome, ballant du bras droit diminué. Pas d'hypotension orthostatique ({N:132/80} couché, {N:126/78} debout).",
         ],
         conclusion=("Fluctuations motrices d'une maladie de {E:Parkinson} idiopathique. Fractionnement de la {M:lévodopa} en cinq prises et introduction "
                     "de l'{M:opicapone} {D:50 mg} au coucher. Kinésithérapie et orthophonie poursuivies. Prochaine évaluation dans quatre mois ; "
                     "une discussion de stimulation cérébrale profonde pourra être envisagée en cas d'échec.")),
    dict(key="cardio_htn", specialite="Cardiologie", titre="Consultation de cardiologie",
         motif="Hypertension artérielle résistante adressée pour avis.",
         texte=[
             "Hypertension connue depuis huit ans, actuellement sous trithérapie ({M:périndopril}, {M:amlodipine}, {M:indapamide}) à doses optimales. "
             "L'automesure tensionnelle du mois dernier retrouve une moyenne à {N:152/94} mmHg. Bonne observance déclarée.",
             "Pas de douleur thoracique, pas de dyspnée, pas de palpitation. Ronflements et somnolence diurne (échelle d'{E:Epworth} à 13).",
             "Examen : pression artérielle {N:158/96} mmHg aux deux bras, fréquence cardiaque 72/min, auscultation cardiaque normale, pas de souffle "
             "abdominal, pouls périphériques présents. IMC {B:31,4} kg/m². ECG : rythme sinusal, hypertrophie ventriculaire gauche électrique (indice de {E:Sokolow} 38 mm).",
         ],
         conclusion=("Hypertension artérielle résistante. Recherche d'une cause secondaire : dosage rénine-aldostérone après arrêt adapté des traitements, "
                     "polygraphie ventilatoire nocturne, écho-doppler des artères rénales. Ajout de {M:spironolactone} {D:25 mg} avec contrôle du potassium à 10 jours.")),
    dict(key="gastro_crohn", specialite="Gastro-entérologie", titre="Consultation de gastro-entérologie",
         motif="Suivi d'une maladie de {E:Crohn} sous biothérapie.",
         texte=[
             "Maladie de {E:Crohn} iléale diagnostiquée il y a neuf ans, traitée par {M:védolizumab} depuis dix-huit mois. Transit à deux selles moulées par jour, "
             "pas de rectorragie, pas de douleur abdominale, pas de manifestation extra-digestive. Poids stable.",
             "La calprotectine fécale du mois dernier est à {B:64} µg/g. L'iléo-coloscopie de contrôle montrait une cicatrisation muqueuse (score SES-CD à 2).",
             "Examen abdominal normal, pas de lésion ano-périnéale. Vaccinations à jour, hormis le rappel contre le pneumocoque.",
         ],
         conclusion=("Maladie de {E:Crohn} en rémission clinique, biologique et endoscopique. Poursuite du {M:védolizumab} {D:300 mg} toutes les 8 semaines. "
                     "Rappel vaccinal à réaliser. Prochain contrôle clinique et biologique dans six mois.")),
    dict(key="rhumato", specialite="Rhumatologie", titre="Consultation de rhumatologie",
         motif="Polyarthrite rhumatoïde, évaluation de l'activité.",
         texte=[
             "Polyarthrite rhumatoïde séropositive diagnostiquée en 2019, traitée par {M:méthotrexate} {D:15 mg} par semaine associé à l'{M:acide folique}. "
             "Depuis trois mois, réveils nocturnes, dérouillage matinal d'une heure et gonflement des poignets.",
             "Examen : 6 articulations douloureuses et 4 gonflées (poignets, MCP 2 et 3 droites). DAS28-CRP calculé à {B:4,6}. "
             "Pas de nodule rhumatoïde. Auscultation pulmonaire normale.",
             "Les radiographies des mains et des pieds ne montrent pas d'érosion nouvelle par rapport au cliché précédent.",
         ],
         conclusion=("Poussée modérée d'une polyarthrite rhumatoïde insuffisamment contrôlée par {M:méthotrexate}. Introduction d'un anti-TNF après "
                     "bilan pré-thérapeutique (QuantiFERON, sérologies virales, radiographie thoracique). Infiltration du poignet droit réalisée ce jour, "
                     "{M:triamcinolone} {D:40 mg}.")),
    dict(key="memoire", specialite="Gériatrie — consultation mémoire", titre="Consultation mémoire",
         motif="Plainte mnésique rapportée par l'entourage.",
         texte=[
             "{Civ} {nom} est accompagné{e} de sa fille. Depuis un an, oublis des faits récents, répétitions des mêmes questions, difficultés à gérer "
             "ses comptes et son pilulier. Une désorientation lors d'un trajet habituel en voiture a inquiété la famille.",
             "{A:MMSE} à 22/30 (perte de points en orientation temporelle et rappel), test des cinq mots de {E:Dubois} perturbé avec rappel libre faible "
             "non amélioré par l'indiçage, horloge désorganisée. {A:IADL} : 2 sur 4.",
             "Le bilan biologique est sans particularité. L'IRM cérébrale montre une atrophie hippocampique bilatérale (score de {E:Scheltens} 2) "
             "sans lésion vasculaire significative.",
         ],
         conclusion=("Trouble neurocognitif majeur de sévérité légère, de profil amnésique hippocampique, évocateur d'une maladie d'{E:Alzheimer}. "
                     "Annonce diagnostique réalisée en présence de la fille. Mise en place d'un accueil de jour, orthophonie, évaluation des aides à domicile. "
                     "Arrêt de la conduite automobile conseillé.")),
]

# ------------------------------------------------------------------ emergency

URGENCES = [
    dict(key="cheville", motif="Traumatisme de la cheville droite", ccmu="2", gemsa="2",
         histoire="Entorse en inversion lors d'une descente d'escalier ce jour, une heure avant l'arrivée. Appui impossible, douleur latérale.",
         atcd="Aucun antécédent notable, pas d'allergie connue. Entorse de la même cheville il y a trois ans.", ttt="Aucun traitement au long cours.",
         examen="Œdème et ecchymose pré-malléolaires latéraux, douleur à la palpation du ligament talo-fibulaire antérieur. Critères d'{E:Ottawa} positifs (incapacité à faire quatre pas).",
         examens="Radiographie de cheville face et profil : pas de fracture.",
         diagnostic=("{C:S93.4}", "Entorse de la cheville, grave"),
         traitement="Attelle de cheville, cryothérapie, {M:paracétamol} {D:1 g} et {M:kétoprofène} {D:100 mg}. Anticoagulation préventive non indiquée (score faible).",
         sortie="Retour à domicile. Appui partiel selon la douleur avec cannes anglaises. Kinésithérapie proprioceptive à partir de J10. Consultation du médecin traitant à J7."),
    dict(key="thoracique", motif="Douleur thoracique", ccmu="3", gemsa="4",
         histoire="Douleur rétrosternale constrictive apparue au repos deux heures avant l'arrivée, irradiant au bras gauche, durée 40 minutes, cédant partiellement.",
         atcd="Hypertension artérielle, dyslipidémie, tabagisme actif à 20 paquets-années. Père décédé d'un infarctus à 58 ans.",
         ttt="{M:Amlodipine} {D:5 mg} le matin, {M:atorvastatine} {D:20 mg} le soir.",
         examen="Pression artérielle 148/86 mmHg, fréquence cardiaque 88/min, SpO2 97 %. Auscultation normale. Pas de signe d'insuffisance cardiaque.",
         examens="ECG : sus-décalage absent, ondes T négatives en V2-V4. Troponine T hs {B:52} puis {B:118} ng/L à une heure.",
         diagnostic=("{C:I21.4}", "Infarctus sous-endocardique aigu du myocarde"),
         traitement="{M:Acide acétylsalicylique} {D:250 mg} IV, {M:ticagrélor} {D:180 mg}, {M:fondaparinux} {D:2,5 mg} SC. Avis du cardiologue de garde.",
         sortie="Transfert en unité de soins intensifs de cardiologie pour coronarographie dans les 24 heures."),
    dict(key="colique", motif="Douleur lombaire gauche", ccmu="2", gemsa="2",
         histoire="Douleur lombaire gauche brutale survenue dans la nuit, irradiant vers l'aine, avec nausées. Pas de fièvre. Premier épisode.",
         atcd="Appendicectomie dans l'enfance. Pas d'allergie médicamenteuse connue.", ttt="Aucun traitement au long cours ; pas d'anticoagulant.",
         examen="Patient{e} agité{e}, fosse lombaire gauche sensible, abdomen souple. Température 37,1 °C. Bandelette urinaire : hématurie ++.",
         examens="Scanner abdomino-pelvien sans injection : calcul de 4 mm de la jonction urétéro-vésicale gauche, dilatation modérée.",
         diagnostic=("{C:N20.1}", "Calcul de l'uretère"),
         traitement="{M:Kétoprofène} {D:100 mg} IV, {M:morphine} titrée ({D:6 mg} au total), hydratation par NaCl 0,9 % {N:1 000} mL sur 4 heures, puis relais per os.",
         sortie="Retour à domicile, filtration des urines, consignes de reconsultation en cas de fièvre. Consultation d'urologie sous 15 jours."),
    dict(key="chute_ag", motif="Chute à domicile chez un{e} patient{e} sous anticoagulant", ccmu="3", gemsa="4",
         histoire="Chute mécanique en se levant la nuit, traumatisme crânien sans perte de connaissance rapportée. Sous {M:rivaroxaban} pour une fibrillation atriale.",
         atcd="Fibrillation atriale, insuffisance cardiaque à fraction d'éjection préservée, arthrose des genoux, deux chutes dans l'année.",
         ttt="{M:Rivaroxaban} {D:15 mg} le soir, {M:bisoprolol} {D:2,5 mg} le matin, {M:furosémide} {D:20 mg} le matin.",
         examen="{E:Glasgow} 15, pas de déficit, plaie du cuir chevelu occipitale de 3 cm. Pas de douleur rachidienne. Hanche libre.",
         examens="Scanner cérébral : pas de saignement intracrânien. Hémoglobine {B:12,8} g/dL.",
         diagnostic=("{C:S01.0}", "Plaie ouverte du cuir chevelu"),
         traitement="Suture par 4 points de fil non résorbable, vaccination antitétanique à jour. Surveillance neurologique de 6 heures sans anomalie.",
         sortie="Retour à domicile accompagné{e}. Ablation des fils à J8 par l'infirmier{e}. Réévaluation du risque de chute par le médecin traitant."),
]

# ------------------------------------------------------------------ drugs for prescriptions (name, dose, posology, duration, CIP13 body)

PRESCRIPTIONS = [
    [("{M:Metformine}", "{D:1000 mg}", "1 comprimé matin et soir au milieu du repas", "3 mois"),
     ("{M:Empagliflozine}", "{D:10 mg}", "1 comprimé le matin", "3 mois"),
     ("{M:Ramipril}", "{D:5 mg}", "1 comprimé le matin", "3 mois"),
     ("{M:Rosuvastatine}", "{D:10 mg}", "1 comprimé le soir", "3 mois")],
    [("{M:Amoxicilline}", "{D:1 g}", "1 comprimé matin, midi et soir", "7 jours"),
     ("{M:Paracétamol}", "{D:1 g}", "1 comprimé toutes les 6 heures si douleur, maximum 4 par jour", "5 jours"),
     ("{M:Chlorhexidine}", "bain de bouche {D:0,12 %}", "3 fois par jour après le brossage", "7 jours")],
    [("{M:Lévothyroxine}", "{D:100 µg}", "1 comprimé le matin à jeun", "6 mois"),
     ("{M:Calcium/vitamine D3}", "{D:500 mg/400 UI}", "1 comprimé à croquer matin et soir", "6 mois"),
     ("{M:Alendronate}", "{D:70 mg}", "1 comprimé le dimanche matin à jeun avec un grand verre d'eau", "6 mois")],
    [("{M:Apixaban}", "{D:2,5 mg}", "1 comprimé matin et soir", "1 mois"),
     ("{M:Furosémide}", "{D:20 mg}", "1 comprimé le matin", "1 mois"),
     ("{M:Bisoprolol}", "{D:1,25 mg}", "1 comprimé le matin", "1 mois"),
     ("{M:Oxycodone}", "{D:5 mg}", "1 gélule si douleur intense, maximum 4 par jour", "7 jours")],
]

# ------------------------------------------------------------------ optional prose (fills pages; dropped first)

FILLERS = {
    "hospitalisation": [
        ("Prise en charge de la douleur", "La douleur a été évaluée à chaque tour de soins par l'échelle numérique. Un traitement par {M:paracétamol} systématique a suffi "
         "dans la majorité du séjour ; un recours ponctuel au {M:tramadol} a été nécessaire les deux premières nuits, sans effet indésirable notable."),
        ("Nutrition", "Alimentation enrichie, viande {W:blanche} et laitages privilégiés. L'évaluation diététique retrouve une perte de poids de 5 % en un mois et des ingesta estimés à la moitié des besoins. Des compléments "
         "nutritionnels oraux hyperprotidiques ont été introduits, deux par jour, à poursuivre au domicile pendant un mois avec une pesée hebdomadaire."),
        ("Éducation thérapeutique", "Des entretiens d'éducation ont été menés avec l'infirmière référente : reconnaissance des signes d'alerte, gestion des "
         "traitements, adaptation de l'activité physique. Un carnet de suivi a été remis et les questions de l'entourage ont trouvé réponse."),
        ("Évaluation sociale", "L'assistante sociale du service a rencontré {le} patient{e} et sa famille. Les aides existantes ont été réévaluées et une demande "
         "d'allocation personnalisée d'autonomie a été complétée. Un portage des repas est organisé pour les deux premières semaines."),
        ("Prévention des complications", "Une prévention de la maladie thromboembolique par {M:énoxaparine} {D:4 000 UI} par jour a été administrée pendant "
         "l'alitement. Les points d'appui ont été surveillés quotidiennement, sans apparition d'escarre. Le lever précoce a été encouragé dès le deuxième jour."),
        ("Avis spécialisés", "Un avis cardiologique a été sollicité devant une tachycardie sinusale persistante : l'électrocardiogramme et l'échographie "
         "cardiaque au lit n'ont pas retrouvé d'anomalie significative. Aucun traitement supplémentaire n'a été proposé."),
        ("Information du patient", "Le diagnostic, le déroulement du séjour et le projet de sortie ont été expliqués à {le} patient{e}, qui a pu poser ses questions. "
         "{Il} a été informé{e} de la transmission de ce document à son médecin traitant et de son versement au Dossier Médical Partagé."),
        ("Conciliation médicamenteuse", "Le bilan médicamenteux optimisé réalisé à l'admission a retrouvé une divergence non documentée : un anti-inflammatoire "
         "pris en automédication, arrêté. Les autres traitements ont été poursuivis à l'identique ou adaptés comme indiqué dans l'ordonnance de sortie."),
    ],
    "operatoire": [
        (None, "{Le} patient{e} a été informé{e} en consultation préopératoire du bénéfice attendu, des alternatives et des risques de l'intervention, notamment "
         "infectieux, hémorragiques et thromboemboliques. Un document d'information écrit lui a été remis et son consentement recueilli."),
        (None, "Le bilan préopératoire ne retrouvait pas de contre-indication : hémoglobine normale, hémostase correcte, groupage sanguin réalisé en deux "
         "déterminations. La consultation d'anesthésie a eu lieu dix jours avant l'intervention."),
        (None, "En fin d'intervention, compte des compresses et des instruments vérifié et conforme. Réveil en salle de surveillance post-interventionnelle "
         "sans particularité, douleur contrôlée par l'analgésie multimodale."),
        (None, "Prescription postopératoire : {M:paracétamol} {D:1 g} toutes les six heures, {M:kétoprofène} {D:50 mg} matin et soir pendant 48 heures en "
         "l'absence de contre-indication, {M:néfopam} en secours. Reprise des boissons à la sixième heure."),
        (None, "Les pièces opératoires ont été adressées au laboratoire d'anatomie et de cytologie pathologiques ; le résultat sera communiqué à {le} patient{e} "
         "lors de la consultation de contrôle et transmis au médecin traitant."),
        (None, "Surveillance des pansements, de la diurèse et des constantes toutes les quatre heures pendant les douze premières heures, puis selon le "
         "protocole du service. Prévenir le chirurgien de garde en cas de saignement ou d'hyperthermie."),
    ],
    "consultation": [
        (None, "Sur le plan général, l'appétit est conservé et le poids stable. Le sommeil est de qualité variable. Aucune nouvelle prise médicamenteuse "
         "n'est signalée en dehors du traitement habituel, bien toléré."),
        (None, "{Le} patient{e} exerce une activité physique régulière, marche environ quarante minutes par jour. Pas de consommation d'alcool excessive ; "
         "le sevrage tabagique est maintenu depuis plusieurs années."),
        (None, "Les résultats des examens complémentaires ont été commentés avec {le} patient{e}, qui a bien compris l'intérêt du suivi rapproché et la "
         "nécessité d'une bonne observance."),
        (None, "Les vaccinations recommandées ont été vérifiées : la vaccination antigrippale annuelle est à jour, le rappel contre le tétanos date de moins "
         "de dix ans. La vaccination contre le zona peut être proposée."),
        (None, "Nous avons convenu de réévaluer la tolérance du traitement dans trois mois. En cas d'effet indésirable, {le} patient{e} peut joindre le "
         "secrétariat de consultation du lundi au vendredi."),
    ],
    "biologie": [
        (None, "Conditions pré-analytiques : prélèvement veineux au pli du coude, garrot inférieur à une minute, tubes acheminés au laboratoire dans les "
         "deux heures à température ambiante. Échantillon non hémolysé, non lactescent."),
        (None, "Les méthodes de dosage et les incertitudes de mesure sont disponibles sur simple demande auprès du laboratoire. Les valeurs de référence "
         "dépendent de l'âge et du sexe du patient et peuvent différer d'un laboratoire à l'autre."),
        (None, "Toute antériorité a été vérifiée par le biologiste. Une variation significative par rapport au dernier contrôle est signalée au prescripteur "
         "par téléphone lorsque la valeur dépasse les seuils d'alerte définis avec les cliniciens."),
    ],
    "imagerie": [
        (None, "{Le} patient{e} a été informé{e} du déroulement de l'examen et des précautions liées à l'injection éventuelle de produit de contraste. "
         "Absence d'antécédent allergique, fonction rénale compatible."),
        (None, "Les images ont été transmises au système d'archivage de l'établissement et sont consultables par le médecin prescripteur. "
         "Un CD-ROM a été remis à {le} patient{e} à sa demande."),
        (None, "Cet examen a été interprété en double lecture selon les recommandations. Les comparaisons avec les examens antérieurs sont mentionnées "
         "lorsqu'ils sont disponibles dans l'archivage."),
    ],
    "courrier": [
        (None, "{Le} patient{e} rapporte une bonne récupération fonctionnelle ; {il} a repris la marche quotidienne et la plupart de ses activités habituelles. "
         "{Il} ne signale ni douleur thoracique, ni essoufflement anormal, ni trouble du transit."),
        (None, "L'examen clinique de ce jour est rassurant : pression artérielle à 128/74 mmHg, fréquence cardiaque régulière à 68 par minute, "
         "auscultation cardio-pulmonaire normale, absence d'œdème des membres inférieurs."),
        (None, "Je lui ai rappelé les règles hygiéno-diététiques : alimentation équilibrée pauvre en sel, activité physique adaptée, arrêt définitif du tabac. "
         "Une consultation diététique peut lui être proposée en ville si besoin."),
        (None, "Je n'ai pas modifié le reste du traitement. Je vous laisse le soin d'adapter les posologies en fonction des prochains contrôles biologiques "
         "et de la tolérance clinique."),
    ],
    "fiche_infirmiere": [
        (None, "{Le} patient{e} se lève seul{e} avec le déambulateur mais nécessite une stimulation pour la marche dans le couloir. Les transferts lit-fauteuil "
         "sont réalisés avec l'aide d'une personne, sans lève-malade."),
        (None, "L'appétit est moyen : environ la moitié des plateaux est consommée. {Il} apprécie les laitages et les compotes ; prévoir une collation "
         "à 16 heures et un complément nutritionnel le soir."),
        (None, "La nuit, {il} se réveille parfois désorienté{e} vers trois heures du matin ; une veilleuse et la réorientation verbale suffisent. "
         "Aucune contention n'a été utilisée pendant le séjour."),
        (None, "La famille est présente et soutenante, elle souhaite être prévenue en cas de changement de l'état de santé. Les visites ont lieu "
         "principalement en fin d'après-midi."),
    ],
    "urgences": [
        ("Accueil infirmier", "Prise en charge par l'infirmière organisatrice de l'accueil : tri de niveau 3, installation en box, pose d'une voie veineuse "
         "périphérique, bilan sanguin prélevé, évaluation de la douleur et antalgie selon le protocole du service."),
        ("Réévaluation", "À la réévaluation, {le} patient{e} est soulagé{e}, les constantes sont stables et l'examen clinique est inchangé. {Il} comprend les "
         "consignes de surveillance et dispose d'un moyen de transport pour le retour."),
    ],
    "demande": [
        (None, "Merci de transmettre le compte rendu et les images au prescripteur par messagerie sécurisée. En cas d'impossibilité de réaliser l'examen "
         "dans le délai souhaité, prévenir le secrétariat du prescripteur."),
    ],
    "synthese": [
        ("Contexte familial et social", "Vit à domicile, autonome pour les actes de la vie quotidienne. Entourage familial proche et disponible. "
         "Pas d'aide professionnelle en place à ce jour."),
        ("Directives anticipées", "{Le} patient{e} a été informé{e} de la possibilité de rédiger des directives anticipées ; {il} n'en a pas rédigé à ce jour. "
         "Une personne de confiance a été désignée."),
        ("Dépistages", "Dépistage du cancer colorectal par test immunologique réalisé il y a un an, négatif. Bilan ophtalmologique annuel recommandé."),
    ],
    "ordonnance": [], "bulletin": [], "certificat": [],
}

MORE_FILLERS = {
    "hospitalisation": [
        ("Kinésithérapie", "Prise en charge quotidienne par le kinésithérapeute du service : travail de l'équilibre, renforcement musculaire des membres "
         "inférieurs et reprise progressive de la marche avec aide technique. Le périmètre de marche atteint cent mètres à la sortie."),
        ("Soins infirmiers", "Surveillance des constantes trois fois par jour, bilan entrées-sorties (diurèse des 24 heures autour de {N:1 450} mL pour des apports de {N:2 000} mL), surveillance du point de ponction et de la voie veineuse "
         "périphérique, retirée la veille de la sortie. Aucun événement indésirable n'a été déclaré pendant le séjour."),
        ("Projet de sortie", "Le retour à domicile a été préparé avec {le} patient{e} et sa famille dès le milieu du séjour. Les ordonnances de matériel, "
         "de soins infirmiers et de kinésithérapie ont été transmises. Un appel téléphonique de suivi est programmé à 48 heures."),
        ("Coordination", "Le service de soins infirmiers à domicile a été contacté et reprendra ses passages dès le lendemain de la sortie. Le pharmacien "
         "d'officine a reçu la copie de l'ordonnance afin de préparer les traitements."),
        ("Transfusion", "Aucune transfusion de produits sanguins labiles n'a été nécessaire ; la numération plaquettaire est restée stable, autour de {N:245 000}/mm³. Le groupe sanguin et la recherche d'agglutinines irrégulières "
         "ont été réalisés à l'entrée, avec un résultat négatif."),
    ],
    "operatoire": [
        (None, "Le temps opératoire s'est déroulé dans de bonnes conditions d'exposition. L'hémostase a été contrôlée à chaque étape et la fermeture "
         "réalisée plan par plan. Le pansement est sec en fin d'intervention."),
        (None, "La traçabilité des dispositifs médicaux implantables a été assurée dans le dossier du patient et dans le registre du bloc. "
         "L'étiquette de traçabilité est collée dans le dossier de soins."),
        (None, "Un arrêt de travail et les ordonnances de sortie ont été remis. Les consignes de surveillance de la cicatrice et les numéros à joindre "
         "en cas de problème figurent sur le livret de sortie."),
    ],
    "consultation": [
        (None, "Le traitement actuel est bien toléré sur le plan digestif et cutané. Aucun épisode infectieux intercurrent n'est rapporté depuis la "
         "dernière évaluation. Le bilan biologique de surveillance ne montre pas d'anomalie nouvelle."),
        (None, "Nous avons pris le temps de discuter des objectifs de la prise en charge et des différentes options thérapeutiques, avec leurs "
         "bénéfices et leurs contraintes. Un document d'information a été remis."),
        (None, "Sur le plan psychologique, l'humeur est stable ; un soutien peut être proposé par la psychologue du service si nécessaire. "
         "Les coordonnées de l'association de patients ont été communiquées."),
    ],
    "biologie": [
        (None, "En cas de résultat critique, le biologiste contacte le prescripteur dans l'heure, puis, à défaut, le médecin de garde ou le patient "
         "lui-même. L'appel est tracé dans le système informatique du laboratoire."),
        (None, "Les échantillons sont conservés sept jours au réfrigérateur ; un examen complémentaire peut être ajouté sur demande du prescripteur "
         "dans ce délai, sous réserve de la stabilité de l'analyte."),
    ],
    "imagerie": [
        (None, "Recommandations : corréler les constatations aux données cliniques et biologiques. Un contrôle évolutif peut être proposé selon "
         "l'avis du clinicien référent."),
        (None, "Le compte rendu a été dicté puis relu et validé par le radiologue. Toute question peut être adressée au secrétariat du service "
         "d'imagerie du lundi au vendredi de 8 heures à 18 heures."),
    ],
    "courrier": [
        (None, "Le bilan biologique réalisé la semaine dernière est satisfaisant, avec une fonction rénale stable et un ionogramme normal. "
         "Je vous propose de le renouveler dans trois mois."),
        (None, "Nous avons également abordé la question de la conduite automobile et de la reprise des activités de loisirs, autorisées "
         "progressivement en fonction de la fatigue."),
        (None, "Je reverrai votre patient{e} dans trois mois avec un nouveau bilan. Dans l'intervalle, n'hésitez pas à me contacter pour tout "
         "élément nouveau, par téléphone ou par messagerie sécurisée."),
    ],
    "fiche_infirmiere": [
        (None, "L'hygiène bucco-dentaire est assurée matin et soir avec une aide partielle ; l'appareil dentaire du haut est rangé dans une boîte "
         "marquée à son nom."),
        (None, "Pas de douleur exprimée au repos ; une douleur à la mobilisation de l'épaule droite est soulagée par le paracétamol donné "
         "une demi-heure avant la toilette."),
        (None, "{Le} patient{e} porte une protection la nuit ; changes à 22 heures et 6 heures. Pas d'infection urinaire pendant le séjour."),
    ],
    "urgences": [
        ("Mode de vie", "Autonome, conduit. Pas de consommation de toxiques rapportée ; consommation d'alcool occasionnelle."),
        ("Information", "Les résultats ont été expliqués, ainsi que les signes devant motiver une nouvelle consultation. Un courrier est remis "
         "pour le médecin traitant."),
    ],
    "synthese": [
        ("Habitus", "Alimentation équilibrée, pas de régime particulier. Sommeil de bonne qualité. Pas de consommation d'alcool quotidienne."),
        ("Autonomie", "Autonome pour les déplacements et les actes de la vie quotidienne ; aide ponctuelle pour les courses."),
        ("Handicap", "Aucune reconnaissance de handicap. Pas d'appareillage en dehors de lunettes de vue."),
        ("Suivi spécialisé", "Suivi régulier en consultation spécialisée hospitalière, dernier rendez-vous il y a trois mois, prochain dans six mois."),
    ],
    "demande": [
        (None, "Antécédents utiles à l'interprétation : pas de chirurgie de la région explorée, pas d'examen comparable antérieur disponible."),
        (None, "{Le} patient{e} a été informé{e} de l'intérêt de l'examen et des modalités de réalisation ; {il} apportera ses examens antérieurs."),
    ],
    "ordonnance": [
        (None, "Conseils : prendre les médicaments à heure fixe, ne pas interrompre le traitement sans avis médical, signaler tout effet indésirable "
         "à votre médecin ou à votre pharmacien."),
    ],
    "bulletin": [
        (None, "Les objets de valeur ont été déposés au coffre de l'établissement contre reçu. {Le} patient{e} a été informé{e} du règlement intérieur "
         "et des horaires de visite."),
    ],
}
for _k, _v in MORE_FILLERS.items():
    FILLERS.setdefault(_k, []).extend(_v)

EVEN_MORE = {
    "urgences": [
        ("Examen neurologique", "Conscience normale, orientation temporo-spatiale conservée, pupilles égales et réactives, pas de déficit sensitivo-moteur, "
         "réflexes ostéotendineux symétriques, pas de syndrome méningé."),
        ("Examen cardio-pulmonaire", "Bruits du cœur réguliers sans souffle, murmure vésiculaire symétrique sans bruit surajouté, pas de signe de "
         "thrombose veineuse profonde, mollets souples et indolores."),
        ("Prescriptions de sortie", "Une ordonnance d'antalgiques de palier 1 a été remise, ainsi qu'un arrêt de travail de trois jours. Les résultats "
         "biologiques en attente seront transmis au médecin traitant."),
        ("Surveillance", "Surveillance aux urgences pendant trois heures : constantes stables, douleur contrôlée, pas de malaise. Reprise de la marche "
         "sans difficulté avant la sortie."),
    ],
    "hospitalisation": [
        ("Vaccinations", "Le statut vaccinal a été vérifié : le rappel antitétanique est à jour ; la vaccination antigrippale de la saison est conseillée "
         "et pourra être réalisée par le médecin traitant ou le pharmacien."),
        ("Recherche clinique", "{Le} patient{e} n'a pas été inclus{e} dans un protocole de recherche au cours de ce séjour. Les prélèvements réalisés ne "
         "seront pas utilisés à des fins de recherche sans son accord."),
        ("Dispositifs", "Aucun dispositif invasif n'est en place à la sortie : la voie veineuse et la sonde urinaire éventuelle ont été retirées, "
         "les points de ponction sont propres."),
    ],
    "fiche_infirmiere": [
        (None, "Les constantes du jour sont stables : pression artérielle 132/78 mmHg, pouls 76 par minute, température 36,8 °C, saturation 96 % en "
         "air ambiant. Pas de douleur thoracique, pas de dyspnée."),
        (None, "Le moral est bon ce matin ; {le} patient{e} a participé à l'atelier mémoire et a pris son repas en salle à manger avec les autres "
         "patients du service. {Il} souhaite que ses lunettes de lecture l'accompagnent."),
        (None, "Vaccinations : grippe saisonnière réalisée en octobre, rappel COVID-19 à jour. Pas de portage de bactérie multirésistante connu ; "
         "dépistage rectal négatif à l'admission."),
    ],
    "courrier": [
        (None, "L'observance déclarée est bonne, ce que confirme le pilulier préparé chaque semaine avec l'aide de son entourage. Aucun effet "
         "indésirable n'a été signalé depuis la sortie de l'hôpital."),
        (None, "Le poids est stable par rapport à la sortie d'hospitalisation et les chiffres tensionnels relevés à domicile sont dans les objectifs. "
         "Le carnet de suivi a été complété et rapporté à la consultation."),
    ],
    "consultation": [
        (None, "L'examen clinique général ne montre pas d'anomalie en dehors des éléments décrits : auscultation cardio-pulmonaire normale, abdomen "
         "souple et indolore, pas d'adénopathie périphérique palpable."),
        (None, "Un compte rendu détaillé des examens complémentaires récents est joint à ce courrier ; il sera également accessible dans le Dossier "
         "Médical Partagé du patient."),
    ],
}
for _k, _v in EVEN_MORE.items():
    FILLERS.setdefault(_k, []).extend(_v)
