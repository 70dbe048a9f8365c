"""Clinical wording shared by the families: codes, decoys and ordinary words, registered as "keep"."""

from __future__ import annotations

HOMONYMS = [
    ("boulanger", "Ancien {} (travail de nuit pendant 30 ans), retraité."),
    ("berger", "Vit avec un chien {} allemand, pas d'autre animal."),
    ("marchand", "Ancien {} de bestiaux, exposition aux poussières agricoles."),
    ("poisson", "Conseils diététiques : {} deux fois par semaine, limiter le sel."),
    ("fontaine", "Eau de {} déconseillée, boissons fractionnées."),
    ("meunier", "Profession : ouvrier {} jusqu'en 2010."),
    ("charpentier", "Ancien {}, chute d'un échafaudage en 1998."),
    ("boucher", "A travaillé comme {} en grande surface."),
    ("roux", "Teint clair, cheveux {}, nombreux nævus."),
    ("couturier", "Douleur du muscle {} droit à la palpation."),
]
VILLE_WORDS = [
    ("sens", "Rotation de la tête dans le {} horaire douloureuse."),
    ("vire", "La peau {} au violacé à la surélévation du membre."),
    ("orange", "Urines de couleur {} foncé le matin."),
    ("digne", "Patient jugé {} de confiance pour l'auto-surveillance."),
    ("vertus", "Pas de {} démontrées de la phytothérapie proposée."),
    ("aime", "{} marcher, objectif 30 minutes par jour."),
    ("tours", "Bande de contention : trois {} au-dessus de la cheville."),
]
EPONYMS = ["Parkinson", "Alzheimer", "Crohn", "Hashimoto", "Babinski", "Lasègue", "Raynaud", "Horton",
           "Dupuytren", "Basedow"]
CIM10 = [("I10", "hypertension artérielle essentielle"), ("E11.9", "diabète de type 2 sans complication"),
         ("N18.3", "maladie rénale chronique stade 3"), ("J44.1", "BPCO avec exacerbation aiguë"),
         ("I48.1", "fibrillation atriale persistante"), ("E78.0", "hypercholestérolémie pure"),
         ("M17.1", "gonarthrose primaire"), ("K21.9", "reflux gastro-œsophagien"),
         ("I50.1", "insuffisance ventriculaire gauche"), ("G47.3", "apnées du sommeil")]
CCAM = [("DEQP003", "ECG sur au moins 12 dérivations"), ("ZBQK002", "radiographie du thorax"),
        ("YYYY600", "échographie-doppler"), ("EBQM001", "écho-doppler des troncs supra-aortiques"),
        ("ZCQH001", "scanographie de l'abdomen et du pelvis"), ("NFQK001", "radiographie du genou")]
ATC = [("A10BA02", "Metformine", "1000 mg", "1 cp matin et soir"), ("C09AA05", "Ramipril", "5 mg", "1 cp le matin"),
       ("B01AC06", "Acide acétylsalicylique", "75 mg", "1 sachet midi"), ("C10AA05", "Atorvastatine", "20 mg", "1 cp le soir"),
       ("N02BE01", "Paracétamol", "1000 mg", "si douleur, max 3 g/j"), ("C03CA01", "Furosémide", "40 mg", "1 cp le matin"),
       ("B01AF02", "Apixaban", "5 mg", "1 cp matin et soir"), ("A02BC01", "Oméprazole", "20 mg", "1 gélule le matin"),
       ("C07AB07", "Bisoprolol", "2,5 mg", "1 cp le matin"), ("H03AA01", "Lévothyroxine", "75 µg", "1 cp à jeun")]
# (LOINC, label, unit, low, high, typical value generator center, decimals)
LOINC = [("718-7", "Hémoglobine", "g/dL", "12,0", "16,0", 13.1, 1), ("2160-0", "Créatinine", "µmol/L", "45", "90", 88, 0),
         ("2951-2", "Sodium", "mmol/L", "136", "145", 139, 0), ("2823-3", "Potassium", "mmol/L", "3,5", "5,0", 4.3, 1),
         ("4548-4", "Hémoglobine A1c", "%", "4,0", "6,0", 7.2, 1), ("1742-6", "ALAT", "UI/L", "7", "40", 31, 0),
         ("777-3", "Plaquettes", "G/L", "150", "400", 231, 0), ("6690-2", "Leucocytes", "G/L", "4,0", "10,0", 7.4, 1),
         ("2093-3", "Cholestérol total", "mmol/L", "3,9", "5,2", 5.6, 1), ("33762-6", "NT-proBNP", "ng/L", "0", "300", 640, 0),
         ("1988-5", "CRP", "mg/L", "0", "5", 12, 0), ("3016-3", "TSH", "mUI/L", "0,40", "4,00", 2.1, 2)]
DEVICES = ["holter tensionnel 24 h", "capteur Freestyle Libre 2", "pacemaker double chambre DDD",
           "PICC line bras gauche", "pompe à insuline MiniMed 780G", "orthèse de genou articulée"]
VERSIONS = ["v4.2.7", "v2.11.3", "v7.0.14", "v3.5.2", "v1.9.40"]


def fmt_num(x: float, dec: int) -> str:
    s = ("%." + str(dec) + "f") % x
    return s.replace(".", ",")


def lab_value(rng, row) -> str:
    center, dec = row[5], row[6]
    return fmt_num(center * rng.uniform(0.85, 1.15), dec)


def homonym(doc, rng, used: set | None = None) -> str:
    choices = [h for h in HOMONYMS if not used or h[0] not in used]
    w, tpl = rng.choice(choices)
    if used is not None:
        used.add(w)
    return tpl.format(doc.word("HOMONYME", w))


def ville_word(doc, rng, used: set | None = None) -> str:
    choices = [h for h in VILLE_WORDS if not used or h[0] not in used]
    w, tpl = rng.choice(choices)
    if used is not None:
        used.add(w)
    s = tpl.format(doc.word("VILLE", w) if not tpl.startswith("{}") else doc.word("VILLE", w.capitalize()))
    return s


def eponym_sentence(doc, rng) -> str:
    e = rng.choice(EPONYMS)
    tpl = rng.choice(["Pas d'argument pour une maladie de {}.", "Signe de {} recherché, négatif.",
                      "Antécédent familial de maladie de {} (mère).", "Syndrome de {} évoqué puis écarté."])
    return tpl.format(doc.decoy("EPONYME", e))
