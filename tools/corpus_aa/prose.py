"""Clinical prose with kept values (decoys, care dates) as segments."""

from __future__ import annotations

from .model import D, K, S

CIM10 = [("E11.9", "diabète de type 2 sans complication"), ("I10", "hypertension essentielle"),
         ("N18.3", "maladie rénale chronique stade 3"), ("J18.9", "pneumopathie, sans précision"),
         ("I48.9", "fibrillation auriculaire"), ("K80.2", "lithiase vésiculaire"), ("E66.0", "obésité"),
         ("Z23.8", "vaccination"), ("R62.8", "retard de croissance"), ("D50.9", "anémie ferriprive")]
CCAM = [("YYYY600", "anesthésie générale"), ("HMFC004", "cholécystectomie par cœlioscopie"),
        ("DEQP003", "électrocardiogramme"), ("ZBQK002", "radiographie du thorax"), ("JVJF004", "séance d'hémodialyse"),
        ("EBQM001", "écho-doppler des troncs supra-aortiques")]
LOINC = [("2160-0", "créatinine"), ("4548-4", "HbA1c"), ("718-7", "hémoglobine"), ("2345-7", "glucose"),
         ("2823-3", "potassium"), ("1988-5", "CRP"), ("33914-3", "DFG estimé"), ("777-3", "plaquettes")]
ATC = [("A10BA02", "metformine", "1000 mg"), ("C09AA05", "ramipril", "5 mg"), ("B01AF01", "rivaroxaban", "20 mg"),
       ("N02BE01", "paracétamol", "1 g"), ("C07AB07", "bisoprolol", "2,5 mg"), ("J01CA04", "amoxicilline", "1 g"),
       ("H03AA01", "lévothyroxine", "75 µg"), ("A02BC02", "pantoprazole", "40 mg")]
UCD = ["3400893826745", "3400892203516", "3400894412237", "3400890837149"]
EPONYMES = ["Glasgow", "Apgar", "Child-Pugh", "Mallampati", "Korotkoff", "Babinski", "Lasègue", "Murphy"]
HOMONYMES = ["boulanger", "meunier", "berger", "marchand", "charpentier", "pasteur", "chevalier"]
VILLES_MOTS = ["sens", "vire", "mur", "bar", "marches", "tours"]
PROSE = [
    "Le patient a été informé des modalités de la prise en charge et a donné son accord oral.",
    "L'examen clinique retrouve un abdomen souple, dépressible et indolore, sans masse palpable.",
    "Pas de signe de décompensation cardiaque ; auscultation pulmonaire libre et symétrique.",
    "La surveillance biologique sera poursuivie en ville par le médecin traitant.",
    "Les constantes sont restées stables pendant toute la durée de l'hospitalisation.",
    "Nous restons à votre disposition pour tout renseignement complémentaire.",
    "Le traitement habituel est repris sans modification à la sortie.",
    "Une consultation de contrôle est prévue à distance avec un bilan sanguin préalable.",
    "Merci de vous présenter muni de votre carte Vitale, de votre pièce d'identité et de vos ordonnances.",
    "En cas d'empêchement, prévenez le secrétariat au moins quarante-huit heures à l'avance.",
    "Les résultats ont été transmis au prescripteur par messagerie sécurisée de santé.",
    "L'évolution est favorable, avec une reprise progressive de l'alimentation et de la marche.",
]


def care_date(rng, y=2024) -> str:
    return "%02d/%02d/%d" % (rng.randint(1, 28), rng.randint(1, 12), y)


def cim(rng):
    c, lab = rng.choice(CIM10)
    return [lab + " (", D("CIM10", c), ")"]


def ccam(rng):
    c, lab = rng.choice(CCAM)
    return [lab + " (acte CCAM ", D("CCAM", c), ")"]


def drug(rng):
    c, name, dose = rng.choice(ATC)
    return [name + " ", D("DOSE", dose), " (ATC ", D("ATC", c), ")"]


def homonyme(rng):
    w = rng.choice(HOMONYMES)
    return {"boulanger": ["le patient, ancien ", K("MOT", "HOMONYME", "boulanger"), ", a repris le travail"],
            "meunier": ["ancien ", K("MOT", "HOMONYME", "meunier"), " au moulin de la commune"],
            "berger": ["il travaille comme ", K("MOT", "HOMONYME", "berger"), " en estive l'été"],
            "marchand": ["ancien ", K("MOT", "HOMONYME", "marchand"), " de primeurs sur les marchés"],
            "charpentier": ["le patient, ", K("MOT", "HOMONYME", "charpentier"), " de métier, porte des charges"],
            "pasteur": ["vaccin contre la rage de type ", K("MOT", "HOMONYME", "pasteur"), " non indiqué"],
            "chevalier": ["position en ", K("MOT", "HOMONYME", "chevalier"), " servant pour l'examen"]}[w]


def sentence(rng):
    return rng.choice(PROSE)
