"""Negatives (labelled O): headings, form captions, clinical words, drugs, scores.

Why (build 0.4): on real documents the product team saw the model read
ALL-CAPS section titles and form captions as names or cities ("SCANNER
THORACIQUE", "BULLETIN DE SITUATION", "ASSURÉ ET BÉNÉFICIAIRE"), lower-case
clinical words as names ("pénicilline"), anatomy as an address ("fosse
iliaque") and score names as cities ("Lung-RADS", "Mallampati"). The generator
had almost no such text, so capitals + line start were a strong "name" cue.
Lists are split train/dev/test by hash like every value list, so the test
split measures unseen headings; the strings reported by the product team are
kept in train (they are the bug reports). All text is generic, no personal data.
"""

from __future__ import annotations

from .lexicon import split_of

_EXAMS = """scanner|IRM|échographie|radiographie|angioscanner|TEP-scanner|scintigraphie|doppler|écho-doppler
|coloscopie|fibroscopie|endoscopie|mammographie|électrocardiogramme|électroencéphalogramme|électromyogramme
|arthroscanner|uroscanner|coroscanner|bilan urodynamique|épreuve d'effort|holter ECG""".replace("\n", "").split("|")
_SITES = """thoracique|abdominal|abdomino-pelvien|cérébral|cervical|lombaire|pelvien|rénal|cardiaque|hépatique
|thyroïdien|du genou|de l'épaule|du rachis|des membres inférieurs|mammaire|pulmonaire|crânien|du bassin
|de la cheville|du poignet|veineux|artériel|des troncs supra-aortiques|bronchique|osseux|prostatique""".replace("\n", "").split("|")
_FEM = {"IRM", "échographie", "radiographie", "scintigraphie", "coloscopie", "fibroscopie", "endoscopie",
        "mammographie", "épreuve d'effort", "TEP-scanner"}
SECTIONS = """compte rendu opératoire|compte rendu d'hospitalisation|compte rendu de consultation|lettre de liaison
|stratégie anesthésique|consultation d'anesthésie|visite pré-anesthésique|bulletin de situation|certificat médical
|certificat médical initial|certificat de décès|consignes|consignes de sortie|consignes post-opératoires
|assuré et bénéficiaire|assuré(e)|bénéficiaire des soins|motif d'hospitalisation|motif de consultation
|antécédents|antécédents médicaux|antécédents chirurgicaux|antécédents familiaux|allergies|traitement habituel
|traitement de sortie|histoire de la maladie|examen clinique|examens complémentaires|conclusion|synthèse
|évolution|diagnostic|diagnostic principal|diagnostics associés|mode de vie|projet thérapeutique
|prescription médicale|ordonnance|ordonnance bizone|résultats|commentaires|interprétation|technique
|indication|protocole|incidents|suites opératoires|surveillance|soins infirmiers|plan de soins
|transmissions ciblées|dossier de soins|fiche de liaison|feuille de surveillance|demande d'examen
|renseignements cliniques|résumé de passage aux urgences|fiche d'admission|admission|sortie
|prise en charge|information du patient|consentement éclairé|directives anticipées|personne de confiance
|anatomopathologie|examen macroscopique|examen microscopique|biologie|hématologie|biochimie|bactériologie
|sérologies|gaz du sang|bilan hépatique|bilan lipidique|ionogramme sanguin|numération formule sanguine
|cotation CCAM|arrêt de travail|avis d'arrêt de travail|prolongation|accident du travail|maladie professionnelle
|demande d'entente préalable|prescription de transport|bon de transport|feuille de soins|protocole de soins
|affection de longue durée|attestation de droits|volet médical|volet administratif|identification du patient
|identification du médecin|signature et cachet|cachet du praticien|signature du médecin|date et signature
|réservé à l'organisme|réservé au service|partie à remplir par le médecin|pièces jointes|destinataires
|copie à|médecin traitant|médecin prescripteur|service demandeur|unité fonctionnelle|informations administratives
|score de gravité|évaluation de la douleur|échelle de douleur|risque d'escarre|risque de chute|état nutritionnel
|autonomie|bilan entrées sorties|pancarte|constantes|paramètres vitaux|surveillance post-interventionnelle
|salle de surveillance post-interventionnelle|bloc opératoire|check-list sécurité du patient|temps de pause
|anesthésie générale|anesthésie locorégionale|rachianesthésie|installation|voie d'abord|exploration|geste réalisé
|fermeture|drainage|pansement|pièce opératoire|conclusion opératoire|recommandations|rendez-vous
|prochain rendez-vous|à jeun|préparation cutanée|hygiène|régime|kinésithérapie|rééducation""".replace("\n", "").split("|")
CAPTIONS = """nom|prénom|nom de naissance|nom d'usage|date de naissance|sexe|âge|adresse|code postal|ville|téléphone
|n° de sécurité sociale|n° d'immatriculation|organisme|caisse|mutuelle|date|heure|examen|résultat|unité
|valeurs de référence|antériorités|libellé|quantité|posologie|durée|voie|médicament|dose|fréquence|début|fin
|prescripteur|infirmier|observations|commentaire|statut|code|acte|cotation|montant|taux|lieu|motif|service
|chambre|lit|UF|IPP|n° de séjour|date d'entrée|date de sortie|mode d'entrée|mode de sortie|destination
|provenance|poids|taille|IMC|TA|FC|SpO2|température|EVA|glycémie|diurèse|signature|visa|cachet""".replace("\n", "").split("|")
CLINICAL = """allergie à la pénicilline|allergie à l'amoxicilline|intolérance à la codéine|douleur de la fosse iliaque droite
|défense de la fosse iliaque gauche|douleur de l'hypochondre droit|sensibilité épigastrique|masse du flanc gauche
|plaie de la face palmaire|ecchymose de la région orbitaire|œdème des membres inférieurs|souffle carotidien droit
|cicatrice de laparotomie médiane|hernie de la ligne blanche|fracture du col fémoral|entorse de la cheville
|tuméfaction de la loge thyroïdienne|adénopathie sus-claviculaire|épanchement du cul-de-sac|lésion du lobe supérieur
|nodule du lobe moyen|sténose de l'artère fémorale|thrombose de la veine poplitée|abcès de la marge anale
|kyste de l'ovaire droit|calcul du bas cholédoque|dilatation des voies biliaires|infiltration de la graisse
|fosse iliaque droite|fosse lombaire gauche|région sacrée|gouttière pariéto-colique|espace de Retzius
|toux sèche|fièvre à 39|frissons|nausées|vomissements|céphalées|vertiges|asthénie|amaigrissement|dyspnée d'effort
|reprise du transit|diurèse conservée|pansement propre et sec|ablation des fils à J10|kinésithérapie respiratoire
|bas de contention|glace sur la cicatrice|marche avec cannes anglaises|appui complet autorisé|régime sans résidu""".replace("\n", "").split("|")
DRUGS = """pénicilline|amoxicilline|augmentin|paracétamol|doliprane|dafalgan|efferalgan|ibuprofène|kétoprofène
|tramadol|morphine|oxycodone|néfopam|acupan|lovenox|énoxaparine|héparine|kardégic|aspirine|clopidogrel
|apixaban|eliquis|rivaroxaban|xarelto|warfarine|coumadine|previscan|metformine|insuline|lantus|novorapid
|levothyrox|lévothyroxine|ramipril|amlodipine|bisoprolol|furosémide|lasilix|spironolactone|atorvastatine
|oméprazole|ésoméprazole|inexium|pantoprazole|spasfon|primpéran|ondansétron|zophren|dexaméthasone
|prednisolone|solupred|cortancyl|ceftriaxone|rocéphine|cefazoline|gentamicine|vancomycine|métronidazole
|flagyl|ciprofloxacine|lévofloxacine|bactrim|fosfomycine|monuril|salbutamol|ventoline|seretide|symbicort
|propofol|sufentanil|rémifentanil|kétamine|rocuronium|célocurine|sugammadex|ropivacaïne|naropéine
|bupivacaïne|marcaïne|lidocaïne|xylocaïne|midazolam|hypnovel|diazépam|valium|alprazolam|xanax|zolpidem
|sertraline|escitalopram|seroplex|venlafaxine|quétiapine|halopéridol|haldol|lévétiracétam|keppra
|gabapentine|prégabaline|lyrica|vitamine D|uvédose|fer|tardyferon|kayexalate|calcium|magnésium""".replace("\n", "").split("|")
SCORES = """Mallampati|Lung-RADS|BI-RADS|TI-RADS|PI-RADS|O-RADS|LI-RADS|Glasgow|NIHSS|Cormack-Lehane|Apgar
|CHA2DS2-VASc|HAS-BLED|Child-Pugh|MELD|SOFA|qSOFA|Karnofsky|ECOG|Rankin|Wells|Fagerström|MMSE|Folstein
|Braden|Norton|Ramsay|Epworth|Gleason|Breslow|Fazekas|Spetzler-Martin|Hunt et Hess|Fisher|WFNS|Killip
|TIMI|GRACE|Sokolow|Bishop|Silverman|Ranson|Balthazar|Bosniak|Siewert|Ann Arbor|Binet|Durie-Salmon
|Tanner|Lequesne|Kellgren-Lawrence|Outerbridge|Garden|Neer|Gustilo|Schatzker|Salter-Harris|Frankel|ASIA
|Ashworth|Barthel|Katz|Lawton|MNA|Waterlow|Aldrete|Apfel|Goldman|Caprini|Padua|PESI|CURB-65|Centor
|McIsaac|Clavien-Dindo|Lauren|Forrest|Rockall|Blatchford|Mayo|Harvey-Bradshaw|Boston|Los Angeles
|Savary-Miller|Prague|Hinchey|Alvarado|Nyha|Cockcroft|MDRD|CKD-EPI|Sadoul|Borg|Tinetti|Glasgow-Blatchford""".replace("\n", "").split("|")
_SCORE_CTX = ["score de {S} {N}", "Score de {S} : {N}", "{S} {N}", "classé {S} {N}", "classification de {S} {N}",
              "score {S} à {N}", "stade {S} {N}", "{S} : {N}", "selon {S}", "grade {N} de {S}",
              "évaluation {S} : {N}/10", "échelle de {S} {N}"]
_DRUG_CTX = ["allergie à la {D}", "allergie connue à la {D}", "{D} 1 g x 3/j", "{D} 500 mg matin et soir",
             "relais par {D}", "arrêt du {D}", "sous {D}", "{D} en si besoin", "intolérance au {D}",
             "{D} : 1 cp le soir", "poursuite de {D}", "introduction de {D} à dose progressive"]
# Reported on real documents (kept in train, see module docstring).
REPORTED = ["scanner thoracique", "stratégie anesthésique", "bulletin de situation", "assuré et bénéficiaire",
            "consignes", "certificat médical", "compte rendu opératoire"]


def _split_list(items, forced=()):
    out = {"train": list(forced), "dev": [], "test": []}
    forced_l = {f.lower() for f in forced}
    for it in items:
        if it.lower() not in forced_l:
            out[split_of("neg:" + it)].append(it)
    return out


def _exam_titles():
    out = []
    for e in _EXAMS:
        for s in _SITES:
            if e in _FEM:
                s = {"abdominal": "abdominale", "cérébral": "cérébrale", "cervical": "cervicale", "rénal": "rénale",
                     "crânien": "crânienne", "thyroïdien": "thyroïdienne", "veineux": "veineuse",
                     "artériel": "artérielle", "osseux": "osseuse", "abdomino-pelvien": "abdomino-pelvienne",
                     "pelvien": "pelvienne", "hépatique": "hépatique"}.get(s, s)
            out.append(f"{e} {s}")
    return out


HEAD_POOL = _split_list(SECTIONS + _exam_titles(), REPORTED)
CAPTION_POOL = _split_list(CAPTIONS)
CLIN_POOL = _split_list(CLINICAL, ["allergie à la pénicilline", "douleur de la fosse iliaque droite"])
DRUG_POOL = _split_list(DRUGS, ["pénicilline"])
SCORE_POOL = _split_list(SCORES, ["Mallampati", "Lung-RADS"])
SCORE_WORDS = {w.lower() for s in SCORES for w in s.replace("-", " ").split()}


def _cap_first(s: str) -> str:
    return s[:1].upper() + s[1:]


def heading(rng, split: str) -> str:
    """A section title / document title in the case it takes on real pages."""
    h = rng.choice(HEAD_POOL[split])
    x = rng.random()
    if x < 0.55:
        return h.upper()
    if x < 0.75:
        return " ".join(_cap_first(w) if len(w) > 3 or i == 0 else w for i, w in enumerate(h.split(" ")))
    return _cap_first(h)


def caption_row(rng, split: str) -> str:
    """A table header / form caption line ("NOM | PRÉNOM | DATE DE NAISSANCE")."""
    cols = [rng.choice(CAPTION_POOL[split]) for _ in range(rng.randint(2, 6))]
    up = rng.random() < 0.6
    cols = [c.upper() if up else _cap_first(c) for c in cols]
    return rng.choice([" | ", "   ", "\t", " ; ", "  "]).join(cols)


def value(slot: str, rng, split: str) -> str:
    if slot == "HEAD":
        return heading(rng, split)
    if slot == "CAPTION":
        return caption_row(rng, split)
    if slot == "CLIN":
        c = rng.choice(CLIN_POOL[split])
        return _cap_first(c) if rng.random() < 0.3 else c
    if slot == "DRUG":
        d = rng.choice(DRUG_POOL[split])
        d = d.upper() if rng.random() < 0.15 else _cap_first(d) if rng.random() < 0.3 else d
        return rng.choice(_DRUG_CTX).format(D=d)
    if slot == "SCORE":
        s = rng.choice(SCORE_POOL[split])
        s = s.upper() if rng.random() < 0.15 else s
        n = rng.choice(["1", "2", "3", "4", "4B", "II", "III", "IV", "3a", "12", "0", "5", "15/15", "2/4"])
        return rng.choice(_SCORE_CTX).format(S=s, N=n)
    raise KeyError(slot)


SLOTS = {"HEAD", "CAPTION", "CLIN", "DRUG", "SCORE"}

# Blocks mixing these negatives with real names: capitals and line starts must
# not be enough, the model has to read the field ("Patient :", "Dr", "Mme").
NEG_TEMPLATES = [
    "{HEAD}\n\n{PROSE}",
    "{HEAD}\n{CLIN}. {DRUG}.",
    "{HEAD}\n{CAPTION}\n{PATN}   {PATP}   {DDN}",
    "{HEAD}\nPatient : {PAT}\nMédecin : {DR}",
    "{HEAD}\n{SCORE}. {CLIN}.",
    "{CAPTION}\n{PATN}   {PATP}   {SEXE}   {DDN}   {IPP}",
    "{CAPTION}\n{DRUG}\n{DRUG}",
    "{HEAD} - {HEAD}\n{SERVICE_UP}",
    "Intubation : {SCORE}. {SCORE}. Anesthésiste : {DR}.",
    "{HEAD}\n{SCORE}. {DRUG}. {CLIN}.",
    "Allergies : {DRUG}. {CLIN}.",
    "Motif : {CLIN}. Examen : {CLIN}, {SCORE}.",
    "{HEAD}\nNom : {PATN}   Prénom : {PATP}\n{HEAD}\nAdresse : {ADR}, {CP} {VILLE}",
    "{HEAD}\nRédigé par {PER}, le {DATE}\n{HEAD}\n{CLIN}.",
    "Conclusion : {SCORE}. Contrôle à 6 mois à l'{ETAB}.",
    "{PAT}\n{HEAD}\n{CLIN}. {DRUG}.",
    "Traitement : {DRUG} ; {DRUG} ; {DRUG}.",
    "{HEAD}\n{CAPTION}\n{DATE}   {HEURE}   {PER}",
]
