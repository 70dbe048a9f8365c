"""Specialty-coherent clinical sentences; "{E:name}" marks where an eponym (a keep item) goes."""

from __future__ import annotations

import re

SPEC = {
    "cardiologie": {
        "eponyms": ["syndrome de Wolff-Parkinson-White", "manœuvre de Valsalva", "syndrome de Raynaud"],
        "motif": ["palpitations paroxystiques ; un {E:syndrome de Wolff-Parkinson-White} avait été évoqué sur un ancien ECG",
                  "dyspnée d'effort NYHA II et œdèmes des membres inférieurs", "douleur thoracique atypique à l'effort"],
        "exam": ["Auscultation : souffle systolique 2/6 au foyer aortique. Pas de signe d'insuffisance cardiaque droite. "
                 "La {E:manœuvre de Valsalva} interrompt une tachycardie jonctionnelle lors de l'enregistrement.",
                 "Pression artérielle {D:148/86 mmHg} aux deux bras, fréquence cardiaque {D:72/min}. ECG : rythme sinusal, PR {D:160 ms}."],
        "plan": ["Holter ECG des 24 heures et échocardiographie transthoracique.", "Épreuve d'effort sous traitement dans 6 semaines."],
        "drugs": ["Bisoprolol", "Ramipril", "Apixaban", "Atorvastatine", "Furosémide", "Kardégic"],
    },
    "neurologie": {
        "eponyms": ["maladie de Parkinson", "signe de Babinski", "signe de Romberg", "maladie d'Alzheimer", "maladie de Charcot"],
        "motif": ["tremblement de repos du membre supérieur droit faisant évoquer une {E:maladie de Parkinson}",
                  "troubles de la marche d'installation progressive", "plainte mnésique ; une {E:maladie d'Alzheimer} débutante est redoutée par la famille"],
        "exam": ["Pas de {E:signe de Babinski}, réflexes ostéotendineux présents et symétriques. Rigidité plastique cédant par à-coups.",
                 "{E:signe de Romberg} négatif. Marche à petits pas, demi-tour décomposé. MMSE 24/30."],
        "plan": ["IRM cérébrale et DaTSCAN à programmer.", "Bilan neuropsychologique et réévaluation dans trois mois."],
        "drugs": ["Lévodopa/bensérazide", "Sertraline", "Paracétamol", "Macrogol"],
    },
    "gastro-entérologie": {
        "eponyms": ["maladie de Crohn", "diverticule de Meckel", "endobrachyœsophage de Barrett", "score de Child-Pugh"],
        "motif": ["suivi d'une {E:maladie de Crohn} iléo-caecale", "douleurs abdominales et diarrhée chronique", "reflux gastro-œsophagien ancien ; {E:endobrachyœsophage de Barrett} connu"],
        "exam": ["Abdomen souple, sensibilité de la fosse iliaque droite, pas de masse palpable. Pas de {E:diverticule de Meckel} à l'imagerie.",
                 "Abdomen souple, indolore. Pas d'hépatomégalie. Toucher rectal non fait."],
        "plan": ["Entéro-IRM et calprotectine fécale.", "Endoscopie de contrôle avec biopsies étagées."],
        "drugs": ["Oméprazole", "Prednisolone", "Macrogol", "Paracétamol"],
    },
    "pneumologie": {
        "eponyms": ["score de Glasgow", "syndrome de Sjögren"],
        "motif": ["exacerbation de BPCO stade III", "toux chronique et dyspnée ; un {E:syndrome de Sjögren} est suivi en médecine interne"],
        "exam": ["Sibilants diffus, SpO2 {D:92 %} en air ambiant, pas de signe de lutte. {E:score de Glasgow} à 15.",
                 "Murmure vésiculaire diminué aux bases, crépitants secs bilatéraux."],
        "plan": ["EFR complètes et gaz du sang à distance.", "Scanner thoracique faible dose et réhabilitation respiratoire."],
        "drugs": ["Prednisolone", "Amoxicilline", "Paracétamol", "Oxazépam"],
    },
    "médecine interne": {
        "eponyms": ["maladie de Horton", "syndrome de Sjögren", "thyroïdite de Hashimoto", "maladie de Basedow"],
        "motif": ["céphalées temporales et hyperesthésie du cuir chevelu faisant craindre une {E:maladie de Horton}",
                  "syndrome sec oculobuccal ; recherche d'un {E:syndrome de Sjögren}", "altération de l'état général fébrile"],
        "exam": ["Artères temporales indurées et peu pulsatiles. Pas de {E:syndrome de Raynaud}.",
                 "Pas d'adénopathie, pas d'hépatosplénomégalie. Test de Schirmer positif."],
        "plan": ["Biopsie d'artère temporale et corticothérapie sans attendre.", "Bilan immunologique complet, échographie des glandes salivaires."],
        "drugs": ["Prednisolone", "Cholécalciférol", "Oméprazole", "Lévothyrox"],
    },
    "gériatrie": {
        "eponyms": ["maladie d'Alzheimer", "maladie de Parkinson", "signe de Romberg"],
        "motif": ["chutes répétées à domicile", "troubles cognitifs évoluant depuis deux ans ; {E:maladie d'Alzheimer} diagnostiquée en 2021"],
        "exam": ["Timed Up and Go à 21 secondes, {E:signe de Romberg} positif. MMSE 19/30.", "Hypotension orthostatique à 3 minutes. Pas de déficit moteur."],
        "plan": ["Kinésithérapie de rééducation à la marche et révision de l'ordonnance.", "Évaluation en hôpital de jour gériatrique."],
        "drugs": ["Cholécalciférol", "Paracétamol", "Macrogol", "Amlodipine"],
    },
    "rhumatologie": {
        "eponyms": ["maladie de Dupuytren", "signe de Lasègue", "phénomène de Koebner", "manœuvre de Jobe"],
        "motif": ["lombosciatique L5 droite", "rétraction de l'aponévrose palmaire ; {E:maladie de Dupuytren} bilatérale", "douleur d'épaule droite"],
        "exam": ["{E:signe de Lasègue} positif à 40° à droite. Pas de déficit moteur, réflexes présents.", "Testing de la coiffe : {E:manœuvre de Jobe} douloureuse. Mobilité passive conservée."],
        "plan": ["IRM lombaire si persistance au-delà de 6 semaines.", "Infiltration sous échographie à discuter."],
        "drugs": ["Paracétamol", "Tramadol", "Prednisolone", "Cholécalciférol"],
    },
    "endocrinologie": {
        "eponyms": ["maladie de Basedow", "thyroïdite de Hashimoto"],
        "motif": ["déséquilibre d'un diabète de type 2", "hyperthyroïdie ; {E:maladie de Basedow} probable"],
        "exam": ["Goitre diffus, exophtalmie modérée, tremblement fin des extrémités. Évoque une {E:maladie de Basedow}.", "Examen des pieds : sensibilité au monofilament conservée."],
        "plan": ["Scintigraphie thyroïdienne et dosage des TRAK.", "Intensification thérapeutique et éducation."],
        "drugs": ["Metformine", "Insuline glargine", "Lévothyrox", "Atorvastatine"],
    },
    "néphrologie": {
        "eponyms": ["fistule de Cimino-Brescia", "syndrome de Sjögren"],
        "motif": ["maladie rénale chronique stade 4 ; création d'une {E:fistule de Cimino-Brescia} à discuter", "protéinurie découverte fortuitement"],
        "exam": ["Œdèmes déclives, PA {D:156/92 mmHg}. Bon capital veineux au membre supérieur gauche pour une {E:fistule de Cimino-Brescia}.",
                 "Pas d'œdème, PA {D:132/78 mmHg}."],
        "plan": ["Préparation à l'épuration extrarénale et consultation d'annonce.", "Ponction-biopsie rénale à programmer."],
        "drugs": ["Furosémide", "Amlodipine", "Cholécalciférol", "Ramipril"],
    },
    "psychiatrie": {
        "eponyms": ["score de Hamilton"],
        "motif": ["épisode dépressif caractérisé", "trouble anxieux généralisé"],
        "exam": ["Humeur triste, ralentissement psychomoteur, idées de mort passives sans scénario. {E:score de Hamilton} à 24.",
                 "Contact de bonne qualité, discours cohérent, pas d'élément délirant."],
        "plan": ["Suivi rapproché au CMP et psychothérapie de soutien.", "Réévaluation du traitement dans 4 semaines."],
        "drugs": ["Sertraline", "Oxazépam", "Rispéridone"],
    },
}


MASC = {"syndrome", "signe", "score", "test", "diverticule", "endobrachyœsophage", "point", "angle", "phénomène",
        "lymphome"}


def pick(doc, spec=None):
    r = doc.rng
    spec = spec or r.choice(sorted(SPEC))
    return spec, SPEC[spec]


def sentence(doc, template, eponyms=None):
    """Split a template at {E:eponym} / {D:measurement} marks; each becomes a keep item."""
    out, pos = [], 0
    for m in re.finditer(r"\{([ED]):([^}]*)\}", template):
        out.append(template[pos:m.start()])
        text = m.group(2)
        if m.group(1) == "E":
            if m.start() == 0:
                text = text[0].upper() + text[1:]
            out.append(doc.keep(text, "EPONYME"))
        else:
            out.append(doc.keep(text, "DOSE"))
        pos = m.end()
    out.append(template[pos:])
    return [x for x in out if x != ""]
