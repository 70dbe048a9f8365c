"""Places outside care named beside the patient on certificates: police units, schools and
nurseries, an employer named in a sentence; an acronym defined with capitalised link words.
Each with decoys that name no one place (fictional values)."""

from __future__ import annotations

import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors


def _found(text: str) -> dict[str, str]:
    return {s.text: s.label for s in analyze_texts([text], rule_detectors())}


@pytest.mark.parametrize("text, value", [
    ("Certificat remis à l'autorité requérante (commissariat central de Colmar, PV n° 2025/123).",
     "commissariat central de Colmar"),
    ("conduit aux urgences par les fonctionnaires de la brigade de gendarmerie de Poitiers", "brigade de gendarmerie de Poitiers"),
    ("Sur réquisition de l'hôtel de police de Niort.", "hôtel de police de Niort"),
    ("Enfant accueilli à la crèche Les Petits Mousses depuis septembre.", "crèche Les Petits Mousses"),
    ("Scolarisé à l'école élémentaire Jules-Ferry.", "école élémentaire Jules-Ferry"),
    ("Profession : salarié(e) de Imprimerie Delta-Nord.", "Imprimerie Delta-Nord"),
    ("Pôle Pédiatrique Les Lucioles (PPLL) · FINESS 570299784", "Pôle Pédiatrique Les Lucioles"),
    ("Contexte : employé(e) par Garage Autoplus Kervénal, repas pris au poste.", "Garage Autoplus Kervénal"),
    ("Emploi antérieur chez\nTransports Raffin Frères, en invalidité catégorie 2.", "Transports Raffin Frères"),
    # lower-case words between the place noun and the proper name, the acronym spelling every word
    ("Laboratoire : Plateau de biologie moléculaire Fleurimont (PBMF)", "Plateau de biologie moléculaire Fleurimont"),
    ("Laboratoire : Laboratoire de génétique moléculaire Atlantique-Biogen (LGMA)",
     "Laboratoire de génétique moléculaire Atlantique-Biogen"),
    ("Hôpital de jour Les Glycines\nHJG — Consultation de neurologie", "Hôpital de jour Les Glycines"),
    ("PPC autopilotée 4–12 cmH2O, prestataire à domicile Oxyvie Ouest. Contrôle à 3 mois.", "Oxyvie Ouest"),
    # a word may qualify the employer's caption, the name's last word may wrap to the next line
    ("Douleur thoracique. Employeur prévenu : Garage Autoplus\nKervénal.\n\nHeure", "Garage Autoplus\nKervénal"),
    ("juge des contentieux de la protection du tribunal judiciaire de Cholet, RPPS", "tribunal judiciaire de Cholet"),
    ("Hospitalisation en soins libres à Unité Camille-Claudel ; transmission faite.", "Unité Camille-Claudel"),
    ("Adressé à la Clinique psychiatrique Les Tilleuls.", "Clinique psychiatrique Les Tilleuls"),
    ("puis Centre psychothérapique de l'Ermitage ;", "Centre psychothérapique de l'Ermitage"),
    ("Hopital intercommunal du Val d'Ancre", "Hopital intercommunal du Val d'Ancre"),
    ("Mandataire pressenti : Service mandataire Les Trois Rivières (SMTR), délégué(e)",
     "Service mandataire Les Trois Rivières"),
    ("Vit à la Résidence autonomie Le Clos Saint-Martin depuis 2021.", "Résidence autonomie Le Clos Saint-Martin"),
    ("Prélèvement n° 12345 au laboratoire Biolab Lemoigne.", "Biolab Lemoigne"),
    ("PAI rédigé pour l'employeur Transports Vaillant & Fils ; éviction.", "Transports Vaillant & Fils"),
    ("Profession : cariste chez Menuiserie Gourvès, arrêt de travail en cours.", "Menuiserie Gourvès"),
])
def test_a_place_that_narrows_who_the_patient_is(text, value):
    assert _found(text).get(value) == "ETAB"


@pytest.mark.parametrize("text", [
    "École primaire publique, puis collège.",
    "Employée chez Carrefour depuis dix ans.",  # one ordinary word: no name for sure
    "Agent de Service Hospitalier de nuit.",  # a trade
    "La police est venue au domicile.",
    "Il est employé par la commune depuis 2010. Emploi du temps chargé.",
    "Unité de soins intensifs de cardiologie (USIC) puis retour en salle.",  # a kind of unit
    "Transfert à l'Hôpital de jour de neurologie le 12/03.",  # a ward
    "Le prestataire passera demain. Prestataire : à définir.",
    "Unité Mobile de gériatrie ; Unité de soins continus ; le tribunal a statué.",
    "Résultats envoyés au laboratoire Central. L'employeur Carrefour. Profession : retraité, vit chez Sa Fille.",
])
def test_no_place_without_a_name(text):
    assert "ETAB" not in _found(text).values()


@pytest.mark.parametrize("text", [
    # English prose: terms defined with their initials, the statistics software
    "This Act is the Digital Millennium Copyright Act (DMCA). The act implements the WIPO treaties and "
    "the DMCA is the law of the land; it is enforced by the courts and they have read it with care.",
    "Veterans Health Administration (VHA) outpatient data are in the SAS Outpatient Datasets, which the "
    "analysts read with the software and they are stored on the server of the agency.",
    "Compensated Work Therapy (CWT)",  # no place noun at its head
])
def test_english_terms_and_software_are_no_establishment(text):
    assert "ETAB" not in _found(text).values()


def test_the_acronym_of_a_place_defined_with_lower_case_words_is_masked_everywhere():
    texts = ["Laboratoire : Plateau de biologie moléculaire Fleurimont (PBMF)\nN° de dossier : BM-24-38907",
             "Résultat transmis par le PBMF le 03/02/2024."]
    spans = analyze_texts(texts, rule_detectors())
    assert any(s.page == 1 and s.text == "PBMF" and s.label == "ETAB" for s in spans)
