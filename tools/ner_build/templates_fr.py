"""Hand-written French clinical block templates (fictional), by document part.

Why: eds-pseudo's snippets are short; Caviard meets whole pages of CRO, CRH,
letters, prescriptions and lab tables where the same identity repeats in
headers, team lists and signatures. Slots in braces are filled by
``synth.py``; every slot is fictional. Templates are split 80/10/10 by hash.
"""

HEADERS = [
    "{ETAB}\nService de {SERVICE}\n{ADR}\n{CP} {VILLE}\nTél : {TEL}",
    "{ETAB} - Pôle {SERVICE}\nSecrétariat : {TEL} - {MAIL}",
    "Patient : {PAT}\nNé(e) le : {DDN}   IPP : {IPP}   Séjour : {NDA}",
    "{PAT} - né(e) le {DDN} - IPP {IPP}",
    "Nom : {PATN}\nPrénom : {PATP}\nDate de naissance : {DDN}\nAdresse : {ADR}, {CP} {VILLE}",
    "NOM DE NAISSANCE : {PATN}  NOM D'USAGE : {PATN2}\nPRÉNOM : {PATP}   SEXE : {SEXE}   NÉ(E) LE : {DDN}",
    "Identité patient\n{PAT}\n{ADR}\n{CP} {VILLE}\nTél. : {TEL}",
    "{ETAB}\n{ADR} - {CP} {VILLE}\nFINESS : {NUM9}",
    "Pôle {SERVICE} - Chef de service : {DR}\nPraticiens : {DR}, {DR}, {DR}",
    "Madame {PATP} {PATN}\n{ADR}\n{CP} {VILLE}",
    "Monsieur {PATN} {PATP}\n{ADR}\n{CP} {VILLE}",
    "Dossier n° {IPP} | {PAT} | {DDN} | {SEXE}",
    "Unité de soins : {SERVICE} - Lit {NUM2}\nMédecin référent : {DR}",
    "{VILLE}, le {DATE}",
    "Hospitalisation du {DATE} au {DATE} - {ETAB}",
    # administrative identity bands: a name followed by more capitalised field labels
    "NOM : {PATN}   PRÉNOM : {PATP}   SEXE : {SEXE}\nDATE DE NAISSANCE : {DDN}   IPP : {IPP}",
    "PATIENT : {PATN} {PATP}   SEXE : {SEXE}   ÂGE : {AGE} ans\nUF : {SERVICE_UP}   LIT : {NUM2}",
    "Nom usuel : {PATN}   Prénom : {PATP}   Sexe : {SEXE}   DDN : {DDN}",
    "{PATN} {PATP}   NÉ(E) LE {DDN}   SEXE {SEXE}\nSERVICE : {SERVICE_UP}   CHAMBRE : {NUM2}",
    "Identité : {PATN} {PATP}   N° SÉJOUR : {NDA}   MÉDECIN : {DR}",
    "PRESCRIPTEUR : {DR}   SERVICE : {SERVICE_UP}\nPATIENT : {PAT}   NÉ(E) LE : {DDN}",
    "Nom de naissance : {PATN}\nNom d'usage : {PATN2}\nPrénom(s) : {PATP}\nSexe : {SEXE}",
    "NOM PATIENT {PATN}   PRÉNOM {PATP}   DATE ENTRÉE {DATE}   MODE ENTRÉE Domicile",
    "Demandeur : {DR}   UF {NUM3}   Tél {TEL}\nPatient : {PATN} {PATP}   Sexe {SEXE}   Poids {POIDS} kg",
]
FOOTERS = [
    "{PAT} - IPP {IPP} - Page {NUM1}/{NUM1}",
    "Document édité le {DATE} par {DR} - {ETAB}",
    "Dr {DR}\n{SERVICE}\nRPPS {RPPS}",
    "Signé électroniquement par le Dr {DR} le {DATE} à {HEURE}",
    "Pr {DR}\nChef de service\n{ETAB}",
    "Copie à : Dr {DR} ({VILLE}) ; Dr {DR}, médecin traitant",
    "Validé par {DR} - {DATE}\n{PAT} né(e) le {DDN}",
    "Imprimé le {DATE} - {PATN} {PATP} - {NDA}",
    "Le praticien, Docteur {DR}",
    "Confraternellement,\n\nDr {DR}\n{SERVICE}",
    "Bien cordialement.\nDocteur {DR}, interne, pour le Pr {DRN}",
]
CRO = [
    "COMPTE RENDU OPÉRATOIRE\nDate de l'intervention : {DATE}\nOpérateur : {DR}\nAide : {DR}\nAnesthésiste : {DR}\nIBODE : {PER}\nInfirmier(e) circulant(e) : {PER}",
    "Opérateur : Dr {DRN}   Aide opératoire : {PER}\nAnesthésiste : Dr {DRN}   IADE : {PER}",
    "Équipe : Opérateur {DR} ; Aide {PER} ; Anesthésiste {DR} ; IBODE {PER} ; IDE {PER}",
    "Intervention : cholécystectomie par cœlioscopie.\nIndication : lithiase vésiculaire symptomatique, {EPO} non retrouvé.",
    "Installation en décubitus dorsal, {EPO}. Open cœlioscopie ombilicale, pneumopéritoine à 12 mmHg.",
    "Dissection du {EPO}, clipage et section de l'artère et du canal cystiques. {PROSE}",
    "Exploration : pas de carcinose, {EPO} libre. Hémostase soigneuse. Fermeture plan par plan.",
    "Patient(e) : {PAT}, {AGE} ans, opéré(e) le {DATE} au bloc {NUM1} de l'{ETAB}.",
    "Suites : surveillance en salle de réveil puis retour en {SERVICE}. Sortie prévue le {DATE}.",
    "Incident : aucun. Compte de compresses conforme (vérifié par {PER} et {PER}).",
    "Mise en place d'une {EPO}. Pièce adressée en anatomopathologie au laboratoire de {VILLE}.",
    "Intervention réalisée par le Dr {DR} assisté du Dr {DR}, anesthésie par le Dr {DR}.",
    "Antibioprophylaxie selon protocole. {PROSE} Check-list HAS réalisée par {PER}.",
]
CRH = [
    "COMPTE RENDU D'HOSPITALISATION\n{PAT}, {AGE} ans, hospitalisé(e) du {DATE} au {DATE} dans le service de {SERVICE}.",
    "Motif d'hospitalisation : décompensation cardiaque. Antécédents : {EPO}, HTA, diabète de type 2.",
    "Mode de vie : vit à {VILLE} avec son épouse, {PRENOM}. Deux enfants. Retraité(e), ancien(ne) {METIER}.",
    "Histoire de la maladie : {PATP} {PATN} consulte aux urgences de l'{ETAB} pour dyspnée. {PROSE}",
    "Examen clinique : {PROSE} Pas de {EPO}. Auscultation pulmonaire claire.",
    "Évolution : favorable sous diurétiques. {PROSE} Avis du Dr {DR} (cardiologie) le {DATE}.",
    "Conclusion : {EPO} compliquée. Retour à domicile à {VILLE} le {DATE}.",
    "Personne de confiance : {PER} (fille), tél. {TEL}.",
    "Transféré(e) à la {ETAB} pour rééducation. Contact : {PER}, cadre de santé.",
    "Mme {PATN} a été adressée par son médecin traitant, le Dr {DR}, exerçant à {VILLE}.",
    "Examens complémentaires réalisés au {ETAB} : scanner thoracique le {DATE}, sans particularité.",
    "Au total, M. {PATN}, {AGE} ans, présente une {EPO} évoluée. {PROSE}",
]
LETTRE = [
    "LETTRE DE LIAISON\nDestinataire : Dr {DR}, {ADR}, {CP} {VILLE}",
    "Cher confrère,\nJ'ai vu en consultation le {DATE} votre patient(e) {PAT}, né(e) le {DDN}.",
    "Chère consœur, cher confrère,\nVotre patiente Mme {PAT} a séjourné dans notre service du {DATE} au {DATE}.",
    "Je vous remercie de m'avoir adressé {PAT} pour avis concernant une {EPO}.",
    "Je reste à votre disposition. Le Dr {DRN} reverra {PATP} dans trois mois à l'{ETAB}.",
    "Traitement de sortie remis au patient et à son fils, {PER}. {PROSE}",
    "Rendez-vous de contrôle avec le Pr {DRN} le {DATE} à {HEURE} au {ETAB}, {ADR}.",
    "Mr {PATN} souhaite être suivi à {VILLE}, plus près de son domicile.",
]
CONSULT = [
    "CONSULTATION DE {SERVICE_UP}\nDate : {DATE}\nMédecin : Dr {DR}\nPatient : {PAT} ({AGE} ans)",
    "Vu ce jour {PATP} {PATN}, accompagné(e) de sa mère, {PER}. {PROSE}",
    "Examen : {EPO} négatif. {PROSE} Pas de {EPO}.",
    "Conduite à tenir : IRM à {VILLE}, puis revoir avec le Dr {DR}. {PROSE}",
    "Antécédents familiaux : père décédé d'une {EPO}. Mère suivie à {VILLE}.",
    "Adressé(e) par le Dr {DR} ({ETAB}). Consultation initialement prévue le {DATE}.",
    "Infirmière de coordination : {PER} - {TEL} - {MAIL}",
    "{PATN} {PATP}, {AGE} ans, vu(e) en consultation d'annonce avec {PER}, IDE.",
]
ORDO = [
    "ORDONNANCE\nDr {DR}\n{ETAB}\nRPPS : {RPPS}\n\n{PAT}\nLe {DATE}",
    "Paracétamol 1 g : 1 comprimé 3 fois par jour pendant 5 jours.\nSoins infirmiers à domicile par {PER}, IDE à {VILLE}.",
    "Prescription : kinésithérapie, 15 séances, chez {PER}, {ADR}, {CP} {VILLE}.",
    "Patient : {PATN} {PATP} - Poids : {POIDS} kg - Né(e) le {DDN}",
    "Ordonnance bizone - ALD {EPO}\nDr {DR} - {TEL}",
    "Bon de transport : de {ETAB} à domicile ({VILLE}), le {DATE}.",
]
BIO = [
    "LABORATOIRE DE BIOLOGIE MÉDICALE - {ETAB}\nPatient : {PAT}   Né(e) le {DDN}   IPP {IPP}\nPrélevé le {DATE} à {HEURE} par {PER}",
    "Hémoglobine        {F2} g/dL      (13,0 - 17,0)\nLeucocytes         {F2} G/L       (4,0 - 10,0)\nPlaquettes         {NUM3} G/L      (150 - 400)",
    "Sodium  {NUM3} mmol/L   Potassium  {F1} mmol/L   Créatinine  {NUM2} µmol/L   CRP  {F1} mg/L",
    "Biologiste responsable : Dr {DR}\nCompte rendu validé le {DATE}",
    "Prescripteur : Dr {DR} - {SERVICE} - {ETAB}\nDestinataire : {PAT}, {ADR}, {CP} {VILLE}",
    "ASAT {NUM2} UI/L | ALAT {NUM2} UI/L | GGT {NUM2} UI/L | Bilirubine {NUM2} µmol/L",
    "Examen demandé par {DR} - résultat transmis à {PER}, IDE, le {DATE}",
]
MISC = [
    "{PROSE} {PROSE}",
    "Antécédents : {EPO}. {EPO}. Appendicectomie dans l'enfance.",
    "Synthèse : {PROSE} Pas d'argument pour une {EPO}.",
    "Le patient ne présente pas de {EPO} ni de {EPO}.",
    "Diagnostic retenu : {EPO}.",
    "Mme {PATN} {PATP}, née {PATN2}, {AGE} ans, vit en EHPAD à {VILLE}.",
    "Contacts : {PER} (épouse) {TEL} ; {PER} (fils) {TEL}",
    "Le {DATE}, {PATP} a été vu(e) par {PER}, psychologue, et par l'assistante sociale {PER}.",
    "Infirmière : {PRENOM}. Aide-soignante : {PRENOM}. Interne : {PER}.",
    "Transfert vers l'{ETAB} ({VILLE}) organisé avec le Dr {DR}.",
    "Originaire de {VILLE}, arrivé(e) en France en {YEAR}, travaille à {VILLE}.",
    "Adresse : {ADR}\n{CP} {VILLE}",
    "{EPO} ; {EPO} ; {PROSE}",
    "Le Dr {DRN} et le Pr {DRN} ont discuté du dossier en RCP le {DATE}.",
    # a name ends a line, a heading or capitalised word starts the next one
    "Médecin traitant : Dr {DR}\nANTÉCÉDENTS\n{EPO}. {PROSE}",
    "Rédigé par {PER}\nCONCLUSION\n{PROSE}",
    "Interne : {PER}\nHistoire de la maladie : {PROSE}",
    "Relu et validé par le Pr {DRN}\nTraitement habituel : paracétamol si douleur.",
    "Correspondant : Dr {DR}\nSchéma thérapeutique inchangé. {PROSE}",
    "Prélèvement réalisé par {PER}\nLABORATOIRE DE BIOLOGIE\nRésultats ci-dessous.",
    "Personne à prévenir : {PER}\nDirectives anticipées : non rédigées.",
    "Kinésithérapeute : {PER}\nMobilisation Passive Quotidienne, Verticalisation Progressive.",
    "Vu avec le Dr {DRN}\nPlan de soins : Surveillance Clinique, Bilan Biologique à J3.",
]

SERVICES = ["Chirurgie viscérale", "Cardiologie", "Médecine interne", "Pneumologie", "Neurologie", "Gériatrie",
            "Orthopédie", "Gastro-entérologie", "Urologie", "Néphrologie", "Oncologie", "Urgences", "Réanimation",
            "Gynécologie-obstétrique", "Pédiatrie", "Rhumatologie", "Dermatologie", "ORL", "Endocrinologie",
            "Anesthésie", "Soins de suite et de réadaptation", "Psychiatrie", "Hépato-gastro-entérologie"]
METIERS = ["agriculteur", "enseignante", "boulanger", "maçon", "infirmière", "comptable", "chauffeur routier",
           "pêcheur", "secrétaire", "menuisier", "ouvrier", "coiffeuse", "militaire", "commerçant"]

ALL_GROUPS = {"header": HEADERS, "footer": FOOTERS, "cro": CRO, "crh": CRH, "lettre": LETTRE,
              "consult": CONSULT, "ordo": ORDO, "bio": BIO, "misc": MISC}
