"""Shared pieces of the four families: document context, decoy pools, small helpers."""

from __future__ import annotations

import random

from .fake import HOMONYM_PHRASES, VILLE_WORDS, Faker, age_at, fmt_date

DRUGS = [  # (name, dose, ATC)
    ("Apixaban", "2,5 mg", "B01AF02"), ("Bisoprolol", "1,25 mg", "C07AB07"), ("Furosémide", "40 mg", "C03CA01"),
    ("Ramipril", "5 mg", "C09AA05"), ("Paracétamol", "500 mg", "N02BE01"), ("Lévothyroxine", "75 µg", "H03AA01"),
    ("Atorvastatine", "20 mg", "C10AA05"), ("Metformine", "850 mg", "A10BA02"), ("Pantoprazole", "20 mg", "A02BC02"),
    ("Escitalopram", "10 mg", "N06AB10"), ("Donépézil", "5 mg", "N06DA02"), ("Amlodipine", "10 mg", "C08CA01"),
    ("Macrogol", "10 g", "A06AD15"), ("Mirtazapine", "15 mg", "N06AX11"),
]
CIM10 = [("Insuffisance cardiaque", "I50.9"), ("Fibrillation atriale", "I48.9"), ("Hypertension artérielle", "I10"),
         ("Diabète de type 2", "E11.9"), ("Maladie d'Alzheimer", "G30.9"), ("Insuffisance rénale chronique", "N18.3"),
         ("BPCO", "J44.9"), ("Fracture du col du fémur", "S72.0"), ("Hypothyroïdie", "E03.9"),
         ("Pneumopathie", "J18.9"), ("Anémie", "D64.9"), ("Cardiopathie ischémique", "I25.9")]
BIOLOGY = ["Hb 11,8 g/dL", "Hb 12,6 g/dL", "créatinine 98 µmol/L", "créatinine 131 µmol/L", "CRP 48 mg/L",
           "kaliémie 4,6 mmol/L", "natrémie 134 mmol/L", "NT-proBNP 2 140 ng/L", "HbA1c 7,4 %", "TSH 3,2 mUI/L",
           "plaquettes 212 G/L", "albumine 31 g/L", "INR 2,4", "DFG 52 mL/min"]
DEVICES = ["stimulateur cardiaque double chambre", "sonde vésicale Ch16", "chambre implantable",
           "prothèse totale de hanche", "pompe à insuline"]
EPONYMS = ["score de Glasgow", "manœuvre de Lasègue", "signe de Babinski", "classification de Killip",
           "score de Charlson", "test de Folstein"]


class Ctx:
    """Everything one document needs, drawn from one seeded generator."""

    def __init__(self, seed: int, idx: int):
        self.r = random.Random(seed * 1000 + idx)
        self.fk = Faker(self.r)
        fk = self.fk
        self.pat = fk.patient()
        self.est_addr = fk.address()
        self.est = fk.establishment(self.est_addr["dept"])
        y = self.r.choice([2023, 2024])
        m = self.r.randint(1, 9)
        d = self.r.randint(1, 18)
        self.day0 = (y, m, d)
        self.age = age_at(self.pat["dob"], self.day0)
        self.homonym = self.r.choice(sorted(HOMONYM_PHRASES))
        self.ville_word = self.r.choice(sorted(VILLE_WORDS))

    def day(self, offset: int) -> str:
        y, m, d = self.day0
        d += offset
        while d > 28:
            d -= 28
            m += 1
            if m > 12:
                m, y = 1, y + 1
        while d < 1:
            d += 28
            m -= 1
            if m < 1:
                m, y = 12, y - 1
        return fmt_date((y, m, d))

    def pick(self, pool, n):
        return self.r.sample(pool, n)


def civ(p) -> str:
    return "Mme" if p["sex"] == "F" else "M."


def ne(p) -> str:
    return "née" if p["sex"] == "F" else "né"


def put_patient_name(t, p, upper=True, first=True, maiden=True) -> str:
    """'DUPONT Jeanne (née MARTIN)' with every part registered."""
    s = t.nom(p["nom"].upper() if upper else p["nom"])
    if first:
        s += " " + t.prenom(p["prenom"])
    if maiden and p.get("naissance"):
        s += " (née " + t.pii("NOM", p["naissance"].upper() if upper else p["naissance"], "naissance") + ")"
    return s


def put_person(t, p, sub, upper=True, title=None) -> str:
    s = (title + " ") if title else ""
    s += t.prenom(p["prenom"], sub) + " " + t.nom(p["nom"].upper() if upper else p["nom"], sub)
    return s


def homonym_phrase(t, word) -> str:
    phrase = HOMONYM_PHRASES[word]
    return phrase.replace(word, t.mot("HOMONYME", word))


def ville_phrase(t, word) -> str:
    phrase = VILLE_WORDS[word]
    return phrase.replace(word, t.mot("VILLE", word))
