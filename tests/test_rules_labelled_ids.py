"""Labelled identifiers ("Autre identifiant") and the national RPPS / FINESS forms:
a positive case and a decoy for each format (fictional values)."""

from __future__ import annotations

import pytest

from app.detection.rules.checksums import luhn_ok
from app.detection.rules.identifiers import HealthProfessionalIdDetector
from app.detection.rules.labelled_ids import LabelledIdDetector


def _found(detector, text):
    return [(s.label, s.text) for s in detector.detect_page(0, text)]


@pytest.mark.parametrize("text, kind, value", [
    ("Mutuelle : adhérent n° 2466915869, contrat santé.", "AUTRE", "2466915869"),
    ("Compte rendu d'imagerie, examen n° RX23-806226 du 12/03/2024", "AUTRE", "RX23-806226"),
    # the issuing system between the label and the code
    ("N° d'accession PACS : ACC25123456 ; examen du 03/03/2025.", "AUTRE", "ACC25123456"),
    # a pathology container's number under its caption
    ("N° flacon : AP25-510138", "AUTRE", "AP25-510138"),
    ("Accession : 20231204-0042", "AUTRE", "20231204-0042"),
    ("Prescription Id : 2023123456789", "AUTRE", "2023123456789"),
    ("Demande n°\n4418273", "AUTRE", "4418273"),
    ("Matricule | 77B40213", "AUTRE", "77B40213"),
    ("Dossier n° 1010925B1003", "EPISODE", "1010925B1003"),
    # a word or an acronym between "dossier" and the code says which file: still the person's
    ("Dossier de régulation DR-405394631", "AUTRE", "DR-405394631"),
    ("Date :\n30/10/2026\nDossier de régulation :\nDR-456141421\nAppel :", "AUTRE", "DR-456141421"),
    ("Référence de la requête : RG 25/53326.", "AUTRE", "RG 25/53326"),  # a court's docket
    ("Complementaire sante Harmonie - adherent no 597944986", "AUTRE", "597944986"),  # "no" for "n°"
    ("Prescripteur : Dr Martin - ordonnance no ORD-2025-879604", "AUTRE", "ORD-2025-879604"),
    ("Secrétariat :      N° de dossier MDPH : D358209043", "AUTRE", "D358209043"),
    ("plaquettes 133 000/mm3. Dossier\nlaboratoire BIO-534617407.", "AUTRE", "BIO-534617407"),
    ("N° séjour : E23-527104", "EPISODE", "E23-527104"),
    ("Séjour V7914232608", "EPISODE", "V7914232608"),
    ("Venue : 2024-118734", "EPISODE", "2024-118734"),
    ("IPP : PA-0045181", "IPP", "PA-0045181"),
    ("INS-C : 1234567890123456789012", "AUTRE", "1234567890123456789012"),
    ("Matricule INS : 185057510212345", "NIR", "185057510212345"),
    ("PID|1||8006288880^^^&1.2.250.1.213.1.4.8&ISO||DURAND", "NIR", "8006288880"),
    ("Médecin 10101234564 [1.2.250.1.71.4.2.1]", "RPPS", "10101234564"),
    ("Structure 640780417 (1.2.250.1.71.4.2.2)", "FINESS", "640780417"),
    ("Pat.: X | 8006288880 | 1600005130", "AUTRE", "1600005130"),
])
def test_a_code_after_an_identifying_label_is_found(text, kind, value):
    assert (kind, value) in _found(LabelledIdDetector(), text)


@pytest.mark.parametrize("text", [
    "Diagnostic CIM-10 : K57.30, acte CCAM HHFA016-01, GHM 06C041.",
    "Lot n° 4521 ; lot n° A2345B ; CIP 3400935955838 ; UCD 3400891234567",
    "LOINC 2345-7 ; ATC C09AA05",
    "Chambre n° 12, hémoglobine 13,5 g/dl, n° 2024",
    "Examen du 12/03/2024 à 14h30 ; dose n° 1000 mg ; référence 2024-03-12",
    "Tél. : 05 59 44 12 87 ; page n° 1234 ; article n° 4127",
    "Version 2.16.840.1.113883 ; OID du document 1.2.250.1.213.1.1.1",
    "Tableau | 12345678 | 87654321 (résultats sans patient)",
    "Dossier de soins infirmiers 2024 : RAS ; dossier complet le 12/03/2024 ; dossier médical 12 mg",
    "Le patient pèse 72 kg pour 1,78 m.",
    # a machine's serial after its brand and model
    "Dispositif : pompe CADD-Solis n° 8486-088744, PICC line posée (lot L1280719).",
    "Polygraphe Nox A1 n°\n836A4891700.",
    "Epworth 17/24. Polygraphe Nox\nA1 n° 377A6439155.",  # the model wrapped to the next line
    "Il dit no 12 fois par jour ; RG 2024 ; reflux RGO 12/2025.",
])
def test_medical_codes_dates_and_measures_stay_readable(text):
    assert [f for f in _found(LabelledIdDetector(), text) if f[0] == "AUTRE" or f[1] in text] == []


def _luhn_complete(prefix: str) -> str:
    return next(prefix + str(k) for k in range(10) if luhn_ok(prefix + str(k)))


RPPS = _luhn_complete("1000123456")  # 11 digits, fictional
FINESS = _luhn_complete("64000012")  # 9 digits, fictional


@pytest.mark.parametrize("text, kind, value", [
    ("N° RPPS : 8%s" % RPPS, "RPPS", "8" + RPPS),
    ("Identifiant national : 8%s" % RPPS, "RPPS", "8" + RPPS),
    ("RPPS médecin : %s" % RPPS, "RPPS", RPPS),
    ("FINESS : 1%s" % FINESS, "FINESS", "1" + FINESS),
    ("FINESS EJ %s" % FINESS, "FINESS", FINESS),
])
def test_national_forms_of_rpps_and_finess(text, kind, value):
    assert (kind, value) in _found(HealthProfessionalIdDetector(), text)


@pytest.mark.parametrize("text", [
    "N° RPPS : 9%s" % RPPS,  # 12 digits that are not "8" + RPPS
    "N° RPPS : 8%s" % RPPS[:-1] + str((int(RPPS[-1]) + 1) % 10),  # checksum broken: lower confidence only
    "FINESS : 2%s" % FINESS,
    "Montant 1%s euros" % FINESS,  # no label
])
def test_national_form_decoys(text):
    found = HealthProfessionalIdDetector().detect_page(0, text)
    assert all(s.confidence < 0.9 for s in found), [(s.label, s.text, s.confidence) for s in found]


def test_patient_row_codes_with_letters_and_birthplace_codes():
    got = _found(LabelledIdDetector(), "Pat.: ARRAMBIDE Maialen | PA73036241 | V24627032\nLieu de naissance | 29019 (Brest)")
    assert ("AUTRE", "PA73036241") in got and ("AUTRE", "V24627032") in got and ("AUTRE", "29019") in got
    assert _found(LabelledIdDetector(), "Résultats | HB12 | 1345 | normal") == []


def test_a_label_glued_to_its_number():
    got = _found(LabelledIdDetector(), "bodin madeleine (F) 28031979 — IPP2433703 ; NDA24118734 ; IPPONE ; RIPP12345")
    assert ("IPP", "IPP2433703") in got and ("EPISODE", "NDA24118734") in got
    assert not any(v in ("IPPONE", "RIPP12345") for _k, v in got)


@pytest.mark.parametrize("text, value", [
    ("AMC : 12 345 678 90", "12 345 678 90"),
    ("N° AM : 1 23 45 678 901 23", "1 23 45 678 901 23"),
    ("Mutuelle MGEN, adhérent n° 246 691 586 9", "246 691 586 9"),
    ("Imprimé par : jdupont le 12/03/2024", "jdupont"),
    ("Utilisateur : m.durand", "m.durand"),
    ("Saisie par : DURAND_M", "DURAND_M"),
])
def test_spaced_insurance_numbers_and_logins(text, value):
    assert ("AUTRE", value) in _found(LabelledIdDetector(), text)


@pytest.mark.parametrize("text", [
    "Compte rendu opératoire du 12 03 2024",
    "Imprimé par : Dr DUPONT",
    "Imprimé par : le secrétariat",
    "Carte vitale présentée le 12 03 2024",
    "Mutuelle : 3 boîtes de 20 mg",
    "Utilisateur : Admin",
    "Examen 12 14 16 mmHg",
])
def test_spaced_number_and_login_decoys(text):
    assert [f for f in _found(LabelledIdDetector(), text) if f[0] == "AUTRE"] == []


@pytest.mark.parametrize("text, kind, value", [
    ("Patient : ETCHEVERRY GASTON (0013300676)  -  Séjour S62515580", "IPP", "0013300676"),
    ("IPP / NDA  91380335 / 220348781\nDEMANDEUR", "EPISODE", "220348781"),
    ("Dicté le 20/03/25 - frappé par robillar_g2", "AUTRE", "robillar_g2"),
    ("N° RPPS : 10117839422\nN° AM : 451533112", "AUTRE", "451533112"),
])
def test_numbers_beside_the_patient_and_second_labels(text, kind, value):
    assert (kind, value) in _found(LabelledIdDetector(), text)


@pytest.mark.parametrize("text", [
    "Patiente suivie, score (123456)",
    "Patient revu, traitement (500 mg)",
    "Poids / taille 72 / 178",
    "Formulaire cerfa n°11574*04, prescription médicale de transport",
])
def test_patient_line_decoys(text):
    assert [f for f in _found(LabelledIdDetector(), text) if f[0] in ("AUTRE", "IPP", "EPISODE")] == []


def test_codes_in_the_row_under_their_header_cells():
    # A table read cell by cell: the header block, then the values block in the same order.
    text = ("N° FINESS : 450643135\n\nDossier n°\nDemande n°\nPrélevé le\n\n"
            "250121-3169\nD859709757\n21/01/2025 07:40\n\nHÉMATOLOGIE\n")
    found = _found(LabelledIdDetector(), text)
    assert ("EPISODE", "250121-3169") in found and ("AUTRE", "D859709757") in found
    assert not any(v.startswith("21/01") for _k, v in found)


@pytest.mark.parametrize("text", [
    "Code\nAnalyse\nRésultat\n\n6690-2\nLeucocytes\n10,7\n",  # LOINC and a result, no label
    "Lot n°\nPéremption\n\n4521889\n12/2026\n",  # a lot number
    "Examen\nRésultat\n\nLeucocyturie\n9700\n",  # a result under its own header
    "Dossier n°\n\n1500 mg\n",  # a dose
])
def test_cells_under_headers_that_are_no_identifiers(text):
    assert _found(LabelledIdDetector(), text) == []


@pytest.mark.parametrize("text, expected", [
    ("ÉTIQUETTE\n\nV23-888553\nN° de séjour\n\nÉQUIPE", [("EPISODE", "V23-888553")]),
    ("HAMADI Marcel\nPATIENT\n\n008471642 / S75521247\nIPP / NDA\n", [("IPP", "008471642"), ("EPISODE", "S75521247")]),
    ("Dossier APA ; numéro allocataire CAF 2907898. Mutuelle", [("AUTRE", "2907898")]),
    ("Édité le 24/01/2025 par olivier.despinay\n", [("AUTRE", "olivier.despinay")]),
    ("Édité le 02/04/2025 à 10:12 par couderc_m2\n", [("AUTRE", "couderc_m2")]),
])
def test_captions_under_codes_other_labels_and_dated_logins(text, expected):
    found = _found(LabelledIdDetector(), text)
    for item in expected:
        assert item in found, found


@pytest.mark.parametrize("text", [
    "HHFA016\nCode CCAM\n",  # a medical code over its caption
    "20/03/2025\nDate de l'intervention\n",
    "1500\nmg\n",
    "2\nScore ASA\n",
    "Édité le 24/01/2025 par le secrétariat\n",
])
def test_captions_that_are_no_identifiers(text):
    assert _found(LabelledIdDetector(), text) == []


@pytest.mark.parametrize("text, expected", [
    # header cells then their values, one a line, in one block (no blank line between)
    ("N° de dossier\nDemande\nPrélevé le\nPréleveur\n757957-7327\nD40511760\n26/07/2025 08:16\nIDE X\n",
     [("EPISODE", "757957-7327"), ("AUTRE", "D40511760")]),
    ("B-3284805\nN° d'examen\n\nTHIBOUT, Anatole\nPatient\n", [("AUTRE", "B-3284805")]),
    ("Réf. : 2025-534805 / 843300128\nVotre correspondant", [("AUTRE", "2025-534805"), ("AUTRE", "843300128")]),
    ("Mutuelle  MGEN n° 873 670 362\nMotif d'hospitalisation", [("AUTRE", "873 670 362")]),
    ("Mutuelle\nMalakoff Humanis n° 962 571 710\n\nMotif", [("AUTRE", "962 571 710")]),
    ("Régie des recettes — Page imprimée par amb266\n", [("AUTRE", "amb266")]),
    ("N° facture\nDate d'émission\n\nF2025-630160\n02/10/2025\n", [("AUTRE", "F2025-630160")]),
])
def test_codes_in_one_block_under_headers_after_a_slash_and_after_an_insurer_name(text, expected):
    found = _found(LabelledIdDetector(), text)
    for item in expected:
        assert item in found, found


@pytest.mark.parametrize("text", [
    "Examen\nRésultat\nUnité\nHémoglobine\n13,5\ng/dL\n",  # a result row under its headers
    "Prélevé le\nReçu le\n26/07/2025\n27/07/2025\n",  # dates under date headers
    "Demande n° 44180 / 25000 mL\n",  # a volume after the slash
    "Dossier n° 44180 / 250000 /mm3\n",  # a count per volume
    "Mutuelle prise en charge à 100 % de 12 345 678 90",  # no number label before the groups
])
def test_blocks_slashes_and_insurers_that_hold_no_identifier(text):
    found = _found(LabelledIdDetector(), text)
    assert all(v not in ("13,5", "26/07/2025", "25000", "250000", "12 345 678 90") for _k, v in found), found


def test_a_bare_number_after_a_birth_date_on_a_patient_line_is_an_identifier():
    text = "Fiche de liaison — CARRÉ Ghislaine — né(e) le 18.05.1958 — 8778093324\n"
    assert ("AUTRE", "8778093324") in _found(LabelledIdDetector(), text)
    assert _found(LabelledIdDetector(), "Examen du 18.05.2024 — 8778093324 UI\n") == []


@pytest.mark.parametrize("text, value", [
    ("SIRET 83031976573449 — accréditation", "83031976573449"),  # a laboratory's or a clinic's company number
    ("N° SIRET : 830 319 765 73449", "830 319 765 73449"),
    ("SIREN : 830319765", "830319765"),
])
def test_siret_and_siren_after_their_label(text, value):
    assert ("AUTRE", value) in _found(LabelledIdDetector(), text)


def test_a_long_number_without_a_label_stays():
    assert _found(LabelledIdDetector(), "Débit mesuré 83031976573449 fois") == []


@pytest.mark.parametrize("text, value", [
    ("Réf. : Le Bihan/I6463008 — à rappeler dans toute correspondance", "I6463008"),
    ("Réf. : Loubière/98105037 — à rappeler", "98105037"),
])
def test_a_reference_number_after_the_patients_name_and_a_slash(text, value):
    assert ("AUTRE", value) in _found(LabelledIdDetector(), text)


@pytest.mark.parametrize("text", ["Dose 5 mg/kg/j pendant 10 jours", "voir Dupont/2023 p. 12", "Lot Hemolok/123456 posé"])
def test_a_name_and_a_slash_without_a_reference_label_stay(text):
    assert _found(LabelledIdDetector(), text) == []


def test_a_column_headed_by_a_qualified_label():
    text = ("Compte rendu d'analyses\n\nPatient\nNé(e) le\nIPP\nDossier labo\n\nLE BERRE Anne-Sophie\n20041939\n"
            "5453247652\n24-503103\n\nPrélèvement n° :\n")
    got = _found(LabelledIdDetector(), text)
    assert ("IPP", "5453247652") in got and "24-503103" in {v for _, v in got}


def test_an_establishment_id_after_identifiant_structure():
    assert ("FINESS", "1129594610") in _found(LabelledIdDetector(), "Dr X - identifiant structure 1129594610\n")


@pytest.mark.parametrize("text, value", [
    ("Identifiant du document : 1.2.250.1.213.1.1.9.5257.84128378\n", "84128378"),
    ("identifiant de lot d'échange 1.2.250.1.213.1.1.1.9228451891.", "9228451891"),
    ("Document 1.2.250.1.213.1.1.1.3520954 (CDA R2)", "3520954"),
])
def test_an_instance_id_under_the_french_oid_arc(text, value):
    # the serial is masked; the root names the assigning authority and stays
    assert ("AUTRE", value) in _found(LabelledIdDetector(), text)
    assert not [v for _, v in _found(LabelledIdDetector(), text) if v.startswith("1.2.250")]


@pytest.mark.parametrize("text", ["8006288880^^^&1.2.250.1.213.1.4.8&ISO", "RPPS [1.2.250.1.71.4.2.1]"])
def test_an_authoritys_oid_stays(text):
    assert not [v for _, v in _found(LabelledIdDetector(), text) if v.startswith("1.2.250")]


def test_a_grid_of_one_cell_a_line_with_text_under_its_row():
    # captions one a line, then the values one a line and the text of the report under them
    text = ("Nom\nPrénom\nDDN\nSexe\nN° dossier\n\nLEMOINE\nAgathe\n1951-04-09\nF\n240611-3372\n"
            "Prélevé le 2024-06-11 à 08h10 — Prescripteur : Dr Noël\n")
    assert ("EPISODE", "240611-3372") in _found(LabelledIdDetector(), text)
    # captions that are no column captions pair with nothing
    text = "Examen\nRésultat\nUnité\n\nCréatinine\n78\nµmol/l\nDébit de filtration 92 ml/min\n"
    assert _found(LabelledIdDetector(), text) == []


def test_a_form_number_given_with_its_version_is_no_identifier():
    assert _found(LabelledIdDetector(), "Document S3135 v2022\n") == []
    assert _found(LabelledIdDetector(), "Réf. FO-2231 version 4\n") == []
    assert _found(LabelledIdDetector(), "Document S3135\n") == [("AUTRE", "S3135")]


def test_an_admission_number_printed_before_its_caption():
    # a value-first reading order: each value comes before its caption
    text = "CPAM\nOrganisme :\nS28730001\nN° d'entrée :\n006080002\nMutuelle :\n\nest hospitalisée depuis le 25/04/2024"
    assert ("EPISODE", "S28730001") in _found(LabelledIdDetector(), text)


@pytest.mark.parametrize("label, value, kind", [
    ("N° séjour", "S20-785001", "EPISODE"),
    ("Dossier n°", "240128-8001", "EPISODE"),
    ("IPP", "769080001", "IPP"),
    ("N° adhérent", "2290 7514 01", "AUTRE"),
])
def test_a_value_far_from_its_label_across_a_dot_leader(label, value, kind):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = f"{label} {'.' * 60} {value}\nPage 1\n"
    assert (kind, value) in [(s.label, s.text) for s in analyze_texts([text], rule_detectors())]


def test_every_row_of_a_listing_printed_one_block_a_row():
    text = ("Séjour\nEntrée\nUF\n\n254700001\n18 novembre 2023\nMEDINT\n\n254700002\n26 février 2024\nCARDIO\n\n"
            "254700003\n17 mai 2024\nPNEUMO\n\nDP\nMédecin\n\nC18.7\nLAGARDE\n")
    assert [v for _, v in _found(LabelledIdDetector(), text)] == ["254700001", "254700002", "254700003"]


def test_every_row_of_a_listing_drawn_with_rules():
    text = ("+------------+------------+--------+\n| Séjour     | Entrée     | UF     |\n+------------+------------+--------+\n"
            "| S22-150001 | 02.02.2024 | MEDINT |\n| S22-150002 | 26.04.2024 | CARDIO |\n+------------+------------+--------+\n")
    assert sorted(v for _, v in _found(LabelledIdDetector(), text)) == ["S22-150001", "S22-150002"]


def test_references_of_a_traceability_table_stay():
    text = ("Dispositif\nRéférence\nN° de lot\nQuantité\n\nCupule acétabulaire 52 mm\nCUP-5204\nLOT 687024\n1\n\n"
            "Clip Hem-o-lok ML\n544240\nLOT 422471\n1\n")
    assert _found(LabelledIdDetector(), text) == []


@pytest.mark.parametrize("text, value", [
    ("Infirmier(e)\n\nHélène MARTIN\n\nADELI IDE\n\n754190001\n\nRelais", "754190001"),  # a blank line after the label
    ("N° ordonnance\n\nORD-2025-850001\n\nService de néphrologie", "ORD-2025-850001"),
])
def test_a_label_alone_on_its_line_with_its_value_after_a_blank_line(text, value):
    # (the last label of cells that do not line up heads the value: "Dossier n°⏎Demande n°⏎⏎250121-3169")
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert value in [s.text for s in analyze_texts([text], rule_detectors())]


def test_a_caption_block_with_its_values_printed_further_down():
    text = ("Laboratoire\nDossier n°\nPrélevé le\nPatient\nDate de naissance\nPrescripteur\n\n"
            "Analyse\nRésultat\nUnité\n\nCRP\n139\nmg/L\n\n"
            "Laboratoire Bio-Test\n240215-6001\n7 mars 2025\nMARTIN PAUL\n4 JUILLET 1936\nDr Yves Roux\n")
    assert ("EPISODE", "240215-6001") in _found(LabelledIdDetector(), text)


@pytest.mark.parametrize("value", ["870170001", "870170008"])  # the second with a valid key
def test_a_national_id_over_its_caption(value):
    text = f"Centre hospitalier du Val\nÉtablissement\n\n{value}\nN° FINESS\n\n47 avenue du Général Leclerc"
    assert ("FINESS", value) in _found(LabelledIdDetector(), text)


@pytest.mark.parametrize("text, codes", [
    # a cumulative sheet: one request number per date column, the caption heading the row
    ("Analyse (LOINC) | 29/06/2022 | 05/08/2022 | 03/09/2022\nN° de demande | 700815939 | 896321220 | 368763101\n"
     "Sodium (2951-2) | 153 | 151 | 131 | mmol/L | 136-145\n", ["700815939", "896321220", "368763101"]),
    ("N° de demande    700815939    896321220\n", ["700815939", "896321220"]),
    # the same row read one cell a line: the caption, then codes of one shape
    ("Référence\n\nN° de demande\n700815939\n896321220\n368763101\n\n35\n32 H\n", ["700815939", "896321220", "368763101"]),
    ("N° de lot    4521    7788\n", []),  # no identifier caption
    ("Référence | 136-145 | 3,5-5,0\n", []),  # reference ranges are no codes
    ("IPP | 52087822 | 1.2.250.1.71.4.2.1.587\n", ["52087822"]),  # the authority's OID beside the IPP stays
])
def test_every_code_of_a_row_an_identifier_caption_heads(text, codes):
    got = [s.text for s in LabelledIdDetector().detect_page(0, text)]
    assert got == codes


@pytest.mark.parametrize("text, value, kind", [
    ("Identifiant national du pathologiste : 810015696825 - courriel", "810015696825", "RPPS"),
    ("N° RPPS                    1 0 7 5 0 8 8 2 3 6 6", "1 0 7 5 0 8 8 2 3 6 6", "RPPS"),  # a digit a box
    ("N° FINESS                  2 8 0 6 0 4 5 4 7", "2 8 0 6 0 4 5 4 7", "FINESS"),
])
def test_national_ids_in_boxes_and_after_identifiant_national(text, value, kind):
    assert (kind, value) in _found(HealthProfessionalIdDetector(), text)


def test_single_digits_without_a_label_are_no_id():
    assert _found(HealthProfessionalIdDetector(), "Résultats : 1 0 7 5 0 8 8 2 3 6 6") == []


@pytest.mark.parametrize("text, kind, value", [
    ("IPP attribué par le laboratoire : 88776655", "IPP", "88776655"),
    ("IPP (enfant) : 12345678", "IPP", "12345678"),
    ("N° FINESS de l'établissement : 490975943", "FINESS", "490975943"),
    ("NDA de la mère : 24118734", "EPISODE", "24118734"),
])
def test_a_strong_label_keeps_its_kind_past_the_words_that_say_whose_number(text, kind, value):
    assert (kind, value) in _found(LabelledIdDetector(), text)


@pytest.mark.parametrize("text", [
    "Traitement par insuline en cours depuis : 2019",  # lower case "ins": a word piece
    "IPP sortie prévue le : 12/03/2024",  # a date after the colon, no code
    "Résultat FINESS non renseigné : voir 4 pages",  # "4": too few digits
])
def test_no_code_past_a_qualified_label_without_one(text):
    assert not _found(LabelledIdDetector(), text)


@pytest.mark.parametrize("text", [
    "Néphrologue référent : Dr TEXIER — générateur n° AK200-70623 — abord : fistule",
    "Pousse-seringue n° 44172 en place.",
])
def test_a_machine_number_is_no_identifier(text):
    assert not _found(LabelledIdDetector(), text)
