"""All rule families together on a fictional CRO page, and decoys that must survive."""

import pytest

from app.detection.analyze import analyze_texts, default_detectors
from app.detection.rules import rule_detectors
from app.detection.rules.checksums import nir_key

NIR = "1490564445004" + f"{nir_key('1490564445004'):02d}"
PAGE = f"""CENTRE HOSPITALIER DE LA CÔTE BASQUE (CHCB)
13 avenue de l'Interne Jacques Loeb, 64100 Bayonne - FINESS : 640780417
COMPTE RENDU OPERATOIRE
Patient : ETCHEVERRY Jean-Pierre   Né le 21/05/1949   IPP : 8012939402   NDA : 2400123456
NIR : {NIR[0]} {NIR[1:3]} {NIR[3:5]} {NIR[5:7]} {NIR[7:10]} {NIR[10:13]} {NIR[13:]}
Opérateur : Dr Marie MARTIN (RPPS 10003456786) Aide : IBODE Claire FONTAINE Anesthésiste : Dr GOYENETCHE
Tél : 05 59 44 35 35 - marie.martin@exemple-hopital.fr
Intervention le 12/03/2024 à 10h42, salle 2 : cholécystectomie (HHFA017) pour K80.1, signe de Murphy.
Traitement : Doliprane 2 x 500 mg, Lovenox 4000 UI. Plaquettes 250 G/L, Hb 12.5 g/dL.
Le patient, un ancien boulanger, vit au 12 rue des Lilas 64600 Anglet.
"""

EXPECTED = {
    ("CENTRE HOSPITALIER DE LA CÔTE BASQUE", "ETAB"),
    ("CHCB", "ETAB"),
    ("13 avenue de l'Interne Jacques Loeb", "ADRESSE"),
    ("64100", "CODE_POSTAL"),
    ("Bayonne", "VILLE"),
    ("640780417", "FINESS"),
    ("ETCHEVERRY", "NOM"),
    ("Jean-Pierre", "PRENOM"),
    ("Né le 21/05/1949", "DATE_NAISSANCE"),
    ("8012939402", "IPP"),
    ("2400123456", "EPISODE"),
    (f"{NIR[0]} {NIR[1:3]} {NIR[3:5]} {NIR[5:7]} {NIR[7:10]} {NIR[10:13]} {NIR[13:]}", "NIR"),
    ("Marie", "PRENOM"),
    ("MARTIN", "NOM"),
    ("10003456786", "RPPS"),
    ("Claire", "PRENOM"),
    ("FONTAINE", "NOM"),
    ("GOYENETCHE", "NOM"),
    ("05 59 44 35 35", "TEL"),
    ("marie.martin@exemple-hopital.fr", "EMAIL"),
    ("12/03/2024", "DATE"),
    ("12 rue des Lilas", "ADRESSE"),
    ("64600", "CODE_POSTAL"),
    ("Anglet", "VILLE"),
}


def test_full_page_exact():
    spans = analyze_texts([PAGE], rule_detectors())
    assert {(s.text, s.label) for s in spans} == EXPECTED
    for s in spans:
        assert PAGE[s.start:s.end] == s.text
        assert s.source.startswith("rules.")
        assert 0.5 <= s.confidence <= 1.0


def test_default_detectors_start_with_every_rule_family():
    names = [d.name for d in default_detectors(use_model=False)]
    assert names == ["rules.nir", "rules.rpps", "rules.identifiers", "rules.labelled_ids", "rules.foreign_id", "rules.messages", "rules.email", "rules.phones",
                     "rules.dates", "rules.addresses", "rules.address_abroad", "rules.etab", "rules.names", "rules.caption_after"]


DECOYS = [
    "Augmentin 2 x 500 mg pendant 7 jours, Doliprane 1 g 3 x/jour.",
    "Biologie : Hb 12.5 g/dL, plaquettes 250 G/L, CRP 12 mg/L, créatinine 78 µmol/L, K 4.2 mmol/L.",
    "Entrée au bloc à 10h42, incision à 10h55, salle 2, chambre 12, lit B.",
    "Acte CCAM HHFA017 ; diagnostic CIM-10 K80.1, associé K57.2.",
    "Signe de Murphy positif, pas de signe de Babinski, score de Glasgow à 15, Apgar 10.",
    "Antécédents : maladie de Crohn, maladie de Parkinson, pas d'Alzheimer.",
    "Position de Trendelenburg, incision de Pfannenstiel, cul-de-sac de Douglas, intervention de Hartmann.",
    "Sonde de Foley, manœuvre de Valsalva, point de Mac Burney, Lasègue négatif, décollement de Kocher.",
    "Le patient, un ancien boulanger, vit seul ; il trouve le temps long.",
    "TA 135/80 mmHg, FC 72 bpm, SpO2 98 %, EVA 3/10, IMC 23.5 kg/m2, ASA 2.",
    "IRM lombaire : discopathie L4-L5. TDM thoracique normal. ECG : RAS.",
    "Lovenox 4000 UI/jour, Vitamine D 100000 UI.",
    "Perfusion de 500 ml sur 2 h puis 1000 ml/24 h.",
    "COMPTE RENDU OPERATOIRE - CONCLUSION - TRAITEMENT DE SORTIE",
]


@pytest.mark.parametrize("text", DECOYS)
def test_decoys_survive_every_rule(text):
    assert analyze_texts([text], rule_detectors()) == []


def test_unicode_hyphens_read_as_hyphens():
    """Typesetters (rinohtype, TeX) print U+2010 for "-": phones, e-mails and place names
    written with it are found, and the spans keep the page's own characters."""
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = ("Tél. 04\u201010\u201037\u201009\u201011\nRésultats : resultats@labo\u2010bio.fr\n"
            "12 rue des Lilas, Lieu\u2010dit Les Granges\u2011Neuves, 83300 Draguignan")
    found = {(s.label, s.text) for s in analyze_texts([text], rule_detectors())}
    assert ("TEL", "04\u201010\u201037\u201009\u201011") in found
    assert ("EMAIL", "resultats@labo\u2010bio.fr") in found
    assert ("ADRESSE", "Lieu\u2010dit Les Granges\u2011Neuves") in found


def test_an_e_mail_address_hidden_from_robots():
    """"m.quere [at] wanadoo.fr": written so that robots miss it, read all the same; "(at) home" is no address."""
    from app.detection.rules.email import EmailDetector

    found = [s.text for s in EmailDetector().detect_page(0, "Courriel : m.quere [at] wanadoo.fr ; j.dupont (at) free [dot] fr ;"
                                                             " jdupont arobase orange.fr. Le patient (at) home, à voir.")]
    assert found == ["m.quere [at] wanadoo.fr", "j.dupont (at) free [dot] fr", "jdupont arobase orange.fr"]
