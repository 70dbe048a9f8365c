"""Fictional French clinical pages with exact ground truth, for the rules.

Every value is invented here; the truth spans come from the same data that
writes the text (never from re-detection). Decoy lines carry what must NOT
be redacted: dosages, lab values, times, rooms, CCAM/CIM-10 codes, eponyms,
surnames that are ordinary lowercase words. Used by bench_rules.py to
measure speed and the precision/recall behind each rule's confidence.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

SURNAMES = [
    "ETCHEVERRY", "GOYENETCHE", "DURANDEAU", "LE GALL", "MARTIN-DUBOIS", "BOULANGER", "TROUVE", "DE LA FONTAINE",
    "HARRIBEY", "OLHAGARAY", "LOPEZ", "FERRANDI", "KERMARREC", "SCHNEIDER", "BERTRANDIE", "LAFITTE", "CASTAINGTS",
    "ARRAMBIDE", "DUCASSOU", "MOREAUX", "PETITJEAN", "SALABERRY", "LEBRETON", "GARAT", "IRIGOIN", "POULAIN",
    "BERNADET", "CHEVALIER", "MEUNIER", "D'ARCANGUES", "VAN DER BERG", "GUILLOUX", "TOMASINI", "MULLER",
]
FIRST = [
    "Jean-Pierre", "Maite", "Claire", "Peio", "Marie-Claude", "Jeanne", "Xabi", "Lucie", "Ellande", "Françoise",
    "Yann", "Nolwenn", "Paul", "Anne-Sophie", "Michel", "Amaia", "Louis", "Chantal", "Iñaki", "Sylvie", "Thierry",
    "Marc", "Sophie", "Nicolas", "Isabelle", "Pantxika", "Gorka", "Mathilde", "Hélène", "Bernard",
]
CITIES = [("64100", "Bayonne"), ("64600", "Anglet"), ("64200", "Biarritz"), ("64500", "Saint-Jean-de-Luz"),
          ("64250", "Cambo-les-Bains"), ("40100", "Dax"), ("33000", "Bordeaux"), ("64000", "Pau"),
          ("20200", "Bastia"), ("97400", "Saint-Denis"), ("64480", "Ustaritz"), ("75015", "PARIS")]
STREETS = ["rue des Lilas", "avenue du Général de Gaulle", "chemin de Laborde", "impasse des Tilleuls",
           "boulevard du BAB", "allée Marie Politzer", "route de Cambo", "place Saint-André", "rue d'Espagne",
           "quai de Lesseps", "avenue de l'Interne Jacques Loeb"]
ETABS = ["Centre Hospitalier de la Côte Basque", "Clinique Belharra", "Polyclinique Aguiléra", "CHU de Bordeaux",
         "CH de Pau", "Hôpital Saint-Léon", "EHPAD Les Jardins d'Arcadie", "Clinique Saint-Étienne"]
MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
          "novembre", "décembre"]
ABBR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]

DECOYS = [
    "Traitement de sortie : Doliprane 1 g 3 x/jour, Augmentin 2 x 500 mg pendant 7 jours.",
    "Lovenox 4000 UI/jour en sous-cutané, Vitamine D 100000 UI une ampoule.",
    "Biologie : Hb 12.5 g/dL, plaquettes 250 G/L, CRP 12 mg/L, créatinine 78 µmol/L, K 4.2 mmol/L.",
    "Entrée au bloc à 10h42, incision à 10h55, fin d'intervention à 12h10, salle 2.",
    "Acte CCAM HHFA017 (cholécystectomie par cœlioscopie) ; diagnostic CIM-10 K80.1, associé K57.2.",
    "Signe de Murphy positif, pas de signe de Babinski, score de Glasgow à 15, Apgar 10.",
    "Antécédents : maladie de Crohn, maladie de Parkinson débutante, pas d'Alzheimer.",
    "Installation en position de Trendelenburg, incision de Pfannenstiel, drainage du cul-de-sac de Douglas.",
    "Sonde de Foley posée, manœuvre de Valsalva négative, point de Mac Burney douloureux, Lasègue négatif.",
    "Intervention de Hartmann en 2019, décollement selon Kocher.",
    "Le patient, un ancien boulanger, vit seul ; il trouve le temps long depuis le décès de son épouse.",
    "Mise en place d'une voie veineuse périphérique, 3 voies veineuses au total, chambre 12, lit B.",
    "TA 135/80 mmHg, FC 72 bpm, SpO2 98 %, température 37.2 °C, EVA 3/10.",
    "IRM lombaire : discopathie L4-L5, pas de conflit radiculaire. TDM thoracique normal.",
    "Rendez-vous de contrôle dans 6 semaines avec bilan biologique et radiographie.",
    "Poids 72 kg, taille 1.75 m, IMC 23.5 kg/m2, ASA 2.",
    "Conclusion : suites simples, reprise de l'alimentation à J1, sortie à J3.",
    "Hémoglobine glyquée 6.8 %, LDL 1.2 g/L, TSH 2.1 mUI/L, INR 2.5.",
    "Perfusion de 500 ml de sérum physiologique sur 2 h, puis 1000 ml/24 h.",
    "Le chirurgien a vérifié la check-list HAS en salle 4 à 8h15.",
    "Compte Rendu Opératoire - Examen Clinique - Histoire De La Maladie",
    "CONCLUSION Patient stable. ANTECEDENTS Chirurgicaux : appendicectomie.",
    "DOLIPRANE 1000 mg si douleur, SPASFON 2 cp, PRIMPERAN si nausées.",
    "NFS : GB 7.2 G/L | Hb 13.1 g/dL | Plq 245 G/L | VGM 88 fL | CRP < 5 mg/L",
    "Classement T2N0M0, BI-RADS 4, score ASA 2, J+3 post-opératoire, EVA 3/10.",
    "Monsieur le Professeur, Cher Confrère, Chère Consœur,",
    "Réf. 2023-45, version 1.2, page 2/3.",
    "Prochain rendez-vous dans 3 mois ; bilan à 6 semaines ; contrôle à J15.",
    "Pas de tabac, alcool occasionnel, ancien boulanger, marié, 2 enfants.",
    "Examen : Babinski négatif, réflexes normaux, Romberg négatif.",
]


@dataclass
class Truth:
    start: int
    end: int
    label: str


class PageBuilder:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.truth: list[Truth] = []
        self.n = 0

    def text(self, s: str) -> None:
        self.parts.append(s)
        self.n += len(s)

    def pii(self, s: str, label: str) -> None:
        self.truth.append(Truth(self.n, self.n + len(s), label))
        self.text(s)

    def build(self) -> tuple[str, list[Truth]]:
        return "".join(self.parts), self.truth


def nir(rng: random.Random, valid: bool = True) -> str:
    sex = rng.choice("12")
    yy = f"{rng.randint(30, 99):02d}"
    mm = f"{rng.randint(1, 12):02d}"
    dept = rng.choice(["64", "40", "33", "75", "2A", "2B", "97"])
    if dept == "97":
        dept_com = "97" + f"{rng.randint(100, 499)}"
    else:
        dept_com = dept + f"{rng.randint(1, 999):03d}"
    order = f"{rng.randint(1, 999):03d}"
    body = sex + yy + mm + dept_com + order
    num = int(body.replace("2A", "19").replace("2B", "18"))
    key = 97 - num % 97
    if not valid:
        key = (key + rng.randint(1, 90)) % 97 or 1
    c = body + f"{key:02d}"
    style = rng.randint(0, 2)
    if style == 0:
        return c
    if style == 1:
        return f"{c[0]} {c[1:3]} {c[3:5]} {c[5:7]} {c[7:10]} {c[10:13]} {c[13:]}"
    return f"{c[0]}.{c[1:3]}.{c[3:5]}.{c[5:7]}.{c[7:10]}.{c[10:13]}.{c[13:]}"


def luhn_complete(prefix: str) -> str:
    for d in "0123456789":
        s = prefix + d
        tot = 0
        for i, ch in enumerate(reversed(s)):
            x = int(ch)
            if i % 2:
                x *= 2
                x -= 9 if x > 9 else 0
            tot += x
        if tot % 10 == 0:
            return s
    raise AssertionError


def date_str(rng: random.Random, y0: int = 1930, y1: int = 2024) -> str:
    d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(y0, y1)
    style = rng.randint(0, 7)
    if style == 0:
        return f"{d:02d}/{m:02d}/{y}"
    if style == 1:
        return f"{d}/{m}/{y}"
    if style == 2:
        return f"{d:02d}.{m:02d}.{y}"
    if style == 3:
        return f"{d:02d}-{m:02d}-{y % 100:02d}"
    if style == 4:
        return f"{'1er' if d == 1 else d} {MONTHS[m - 1]} {y}"
    if style == 5:
        return f"{d} {ABBR[m - 1]} {y}"
    if style == 6:
        return f"{d} {MONTHS[m - 1].upper()} {y}"
    return f"{d:02d} {m:02d} {y}"


def phone(rng: random.Random) -> str:
    digits = "0" + str(rng.choice([5, 6, 7, 1, 9])) + "".join(str(rng.randint(0, 9)) for _ in range(8))
    pairs = [digits[i:i + 2] for i in range(0, 10, 2)]
    style = rng.randint(0, 5)
    if style == 0:
        return " ".join(pairs)
    if style == 1:
        return ".".join(pairs)
    if style == 2:
        return "-".join(pairs)
    if style == 3:
        return digits
    if style == 4:
        return "+33 (0)" + digits[1] + " " + " ".join(pairs[1:])
    return "+33 " + digits[1] + " " + " ".join(pairs[1:])


def name_pair(rng: random.Random) -> tuple[str, str]:
    return rng.choice(SURNAMES), rng.choice(FIRST)


def make_page(rng: random.Random, target_chars: int = 3000) -> tuple[str, list[Truth]]:
    b = PageBuilder()
    etab = rng.choice(ETABS)
    b.pii(etab, "ETAB")
    if etab.startswith("Centre Hospitalier de la Côte Basque"):
        b.text(" (")
        b.pii("CHCB", "ETAB")
        b.text(")")
    b.text(" - Service de chirurgie viscérale\n")
    num = str(rng.randint(1, 120))
    cp, city = rng.choice(CITIES)
    b.pii(f"{num} {rng.choice(STREETS)}", "ADRESSE")
    b.text(", ")
    b.pii(cp, "CODE_POSTAL")
    b.text(" ")
    b.pii(city, "VILLE")
    b.text(" - FINESS : ")
    b.pii(luhn_complete("64078" + f"{rng.randint(0, 999):03d}"), "FINESS")
    b.text("\nTél : ")
    b.pii(phone(rng), "TEL")
    b.text("\n\nCOMPTE RENDU OPERATOIRE\n\n")
    nom, pre = name_pair(rng)
    form = rng.randint(0, 3)
    if form == 0:
        b.text("Patient : ")
        b.pii(nom, "NOM")
        b.text(" ")
        b.pii(pre, "PRENOM")
    elif form == 1:
        b.text("Nom : ")
        b.pii(nom, "NOM")
        b.text("\nPrénom : ")
        b.pii(pre, "PRENOM")
    elif form == 2:
        b.text(rng.choice(["Mme ", "M. ", "Monsieur ", "Madame "]))
        b.pii(nom, "NOM")
        b.text(" ")
        b.pii(pre, "PRENOM")
    else:
        b.pii(nom, "NOM")
        b.text(" ")
        b.pii(pre, "PRENOM")
    b.text("    ")
    # The label is context, not a value: only the date must be masked.
    b.text(rng.choice(["Né le ", "Née le ", "Né(e) le ", "né(e) le ", "Date de naissance : ", "DDN : ", "Naissance : "]))
    b.pii(date_str(rng, 1930, 2005), "DATE_NAISSANCE")
    b.text("\n" + rng.choice(["IPP : ", "IPP\n", "N° patient : ", "ID patient : "]))
    b.pii(str(rng.randint(10 ** 7, 10 ** 10)), "IPP")
    b.text("    " + rng.choice(["NDA : ", "N° séjour : ", "Venue : ", "N° dossier\n", "Episode : "]))
    b.pii(str(rng.randint(10 ** 7, 10 ** 10)), "EPISODE")
    b.text("\n" + rng.choice(["NIR : ", "N° de sécurité sociale : ", "INSEE ", "Immatriculation : "]))
    valid = rng.random() < 0.9
    b.pii(nir(rng, valid), "NIR")
    b.text("\nCourriel : ")
    b.pii(f"{pre.lower().replace(' ', '')}.{nom.lower().replace(' ', '')}@exemple-mail.fr".replace("'", ""), "EMAIL")
    b.text("\n\n")
    # Team block.
    for role in rng.sample(["Opérateur : ", "Aide : ", "Anesthésiste : ", "IBODE : ", "Interne : "], 3):
        n2, p2 = name_pair(rng)
        b.text(role + rng.choice(["Dr ", "Pr ", ""]) if role != "IBODE : " else role)
        b.pii(p2, "PRENOM")
        b.text(" ")
        b.pii(n2, "NOM")
        b.text("\n")
    b.text("Date d'intervention : ")
    b.pii(date_str(rng, 2018, 2025), "DATE")
    b.text("\n\n")
    while b.n < target_chars - 120:
        r = rng.random()
        if r < 0.55:
            b.text(rng.choice(DECOYS) + "\n")
        elif r < 0.65:
            b.text("Revu en consultation le ")
            b.pii(date_str(rng, 2018, 2025), "DATE")
            b.text(" avec le Dr ")
            n2, p2 = name_pair(rng)
            b.pii(n2.title() if " " not in n2 else n2, "NOM")
            b.text(".\n")
        elif r < 0.75:
            b.text("Joignable au ")
            b.pii(phone(rng), "TEL")
            b.text(" ou par courriel.\n")
        elif r < 0.82:
            b.text("Adressé par le ")
            b.pii(rng.choice(ETABS), "ETAB")
            b.text(" pour avis.\n")
        elif r < 0.9:
            b.text("Rappel identité : ")
            b.pii(rng.choice(["Née le ", "Né le "]) + date_str(rng, 1930, 2005), "DATE_NAISSANCE")
            b.text(", IPP ")
            b.pii(str(rng.randint(10 ** 7, 10 ** 10)), "IPP")
            b.text(".\n")
        elif r < 0.93:
            kind = rng.randint(0, 3)
            if kind == 0:
                cp, city = rng.choice(CITIES)
                b.text(rng.choice(["Mme ", "M. "]))
                b.pii(rng.choice(SURNAMES), "NOM")
                b.text(", ")
                b.pii(rng.choice(["née le ", "né le "]) + date_str(rng, 1930, 2005), "DATE_NAISSANCE")
                b.text(" à ")
                b.pii(city, "VILLE")
                b.text(", vit seule.\n")
            elif kind == 1:
                b.text("Nom        IPP          NDA\n")
                b.pii(rng.choice(SURNAMES), "NOM")
                b.text("   ")
                b.pii(str(rng.randint(10 ** 7, 10 ** 9)), "IPP")
                b.text("    ")
                b.pii(str(rng.randint(10 ** 8, 10 ** 10)), "EPISODE")
                b.text("\n")
            elif kind == 2:
                b.text("Tél. : ")
                b.pii(phone(rng), "TEL")
                b.text(" / Fax : ")
                b.pii(phone(rng), "TEL")
                b.text("\n")
            else:
                cp, city = rng.choice(CITIES)
                b.pii(city.title() if city.isupper() else city, "VILLE")
                b.text(", le ")
                b.pii(date_str(rng, 2018, 2025), "DATE")
                b.text("\nCher Confrère,\n")
        else:
            n2, p2 = name_pair(rng)
            b.text("Compte rendu signé par Dr ")
            b.pii(p2, "PRENOM")
            b.text(" ")
            b.pii(n2, "NOM")
            b.text(", RPPS ")
            b.pii(luhn_complete("1000" + f"{rng.randint(0, 999999):06d}"), "RPPS")
            b.text(".\n")
    return b.build()


def make_pages(n: int, seed: int = 1949) -> list[tuple[str, list[Truth]]]:
    rng = random.Random(seed)
    return [make_page(rng) for _ in range(n)]
