"""IPP / EPISODE label-anchored, RPPS / ADELI / FINESS with Luhn."""

import pytest

from app.detection.rules.identifiers import HealthProfessionalIdDetector, IdentifierConfig, IdentifierDetector


def found(det, text):
    return [(s.text, s.label, s.source) for s in det.detect_page(0, text)]


@pytest.mark.parametrize(
    "text,value,label",
    [
        ("IPP : 8012939402", "8012939402", "IPP"),
        ("IPP:8012939402", "8012939402", "IPP"),
        ("ipp | 8012939402 |", "8012939402", "IPP"),
        ("IPP\n8012939402", "8012939402", "IPP"),
        ("N° patient : 00123456", "00123456", "IPP"),
        ("ID patient 4455667", "4455667", "IPP"),
        ("Identifiant : P-123456.", "P-123456", "IPP"),
        ("Identification du patient (IPP) : 2849201835.", "2849201835", "IPP"),
        ("N° séjour : 2400123456", "2400123456", "EPISODE"),
        ("n° de séjour\n  2400123456", "2400123456", "EPISODE"),
        ("NDA: 10294875403", "10294875403", "EPISODE"),
        ("Venue : 2400123456", "2400123456", "EPISODE"),
        ("Episode n° 77665544", "77665544", "EPISODE"),
        ("N° dossier 1407561893.", "1407561893", "EPISODE"),
        ("NIP : 123456789", "123456789", "IPP"),
        ("N° IPP : 8012939402", "8012939402", "IPP"),
        ("Séjour n° 2400123456", "2400123456", "EPISODE"),
    ],
)
def test_anchored_positive(text, value, label):
    assert found(IdentifierDetector(), text) == [(value, label, "rules.identifiers")]


def test_table_cells_header_row():
    text = "Nom        IPP          NDA\nDURANDEAU  801293940    2400123456\n"
    got = found(IdentifierDetector(), text)
    assert ("801293940", "IPP", "rules.identifiers") in got
    assert ("2400123456", "EPISODE", "rules.identifiers") in got


@pytest.mark.parametrize(
    "text",
    [
        "sa venue du 12/03/2024 aux urgences",
        "IPP : 12/03/2024",
        "épisode de fièvre à 39.5",
        "Dossier complet, 3 pages",
        "xIPP 1234567",
        "Venue 1234",              # too short for the default shape
        "Lovenox 4000 UI",
        "IPP : HHFA017",           # a CCAM code is not the default shape
    ],
)
def test_anchored_negative(text):
    assert found(IdentifierDetector(), text) == []


def test_hospital_specific_shape():
    cfg = IdentifierConfig(ipp_value=r"PAT-\d{4}-\d{4}", min_digit_run=4)
    det = IdentifierDetector(cfg)
    assert found(det, "IPP : PAT-2024-0042") == [("PAT-2024-0042", "IPP", "rules.identifiers")]
    # The default shape no longer applies to IPP.
    assert found(det, "IPP : 8012939402") == []


@pytest.mark.parametrize(
    "text,value,label,source,note",
    [
        ("RPPS : 10003456786", "10003456786", "RPPS", "rules.rpps", "clé Luhn valide"),
        ("N° RPPS 10003456787", "10003456787", "RPPS", "rules.rpps", "clé invalide"),
        ("Dr X, 10003456786", "10003456786", "RPPS", "rules.rpps", "clé Luhn valide"),
        ("FINESS : 640780417", "640780417", "FINESS", "rules.finess", "clé Luhn valide"),
        ("N° FINESS 640780418", "640780418", "FINESS", "rules.finess", "clé invalide"),
        ("ADELI : 641234567", "641234567", "RPPS", "rules.adeli", ""),
    ],
)
def test_health_ids_positive(text, value, label, source, note):
    spans = HealthProfessionalIdDetector().detect_page(0, text)
    assert [(s.text, s.label, s.source, s.note) for s in spans] == [(value, label, source, note)]


@pytest.mark.parametrize(
    "text",
    [
        "640780417",                 # FINESS-shaped but unlabelled: never reported
        "10003456787",               # unlabelled, Luhn wrong
        "IPP 10003456786",           # an IPP that happens to pass Luhn
        "Plaquettes 250000",
        "RPPS : 1000345",            # too short
    ],
)
def test_health_ids_negative(text):
    assert HealthProfessionalIdDetector().detect_page(0, text) == []


def test_a_finess_printed_in_spaced_groups_with_its_key_alone():
    from app.detection.rules.identifiers import HealthProfessionalIdDetector

    found = [(s.label, s.text) for s in HealthProfessionalIdDetector().detect_page(0, "FINESS 69 015 074 3\nService")]
    assert found == [("FINESS", "69 015 074 3")]
    assert HealthProfessionalIdDetector().detect_page(0, "Taille 69 015 074 3 mm") == []


def test_an_identifier_label_ending_an_earlier_sentence_does_not_veto_a_national_rpps():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = ("Le message est rejeté sans création de venue.\n"
            "Détail : Prescripteur 810498852895 (Dr Maréchal Agnès) absent de l'annuaire.\n"
            "N° de venue 10498852895\n")
    labels = {(s.text, s.label) for s in analyze_texts([text], rule_detectors())}
    assert ("810498852895", "RPPS") in labels
    assert ("10498852895", "EPISODE") in labels  # its own label still says what it is
