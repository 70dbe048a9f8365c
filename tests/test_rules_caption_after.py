"""Values followed by their caption in brackets on their line (fictional values)."""

import pytest

from app.detection.rules.caption_after import CaptionAfterDetector


def _found(text):
    return [(s.label, s.text) for s in CaptionAfterDetector().detect_page(0, text)]


@pytest.mark.parametrize("line, expected", [
    ("15.11.1993   (Date de naissance)", ("DATE_NAISSANCE", "15.11.1993")),
    ("5 OCTOBRE 1959   (DDN)", ("DATE_NAISSANCE", "5 OCTOBRE 1959")),
    ("284380001   (IPP)", ("IPP", "284380001")),
    ("S25-32001   (N° de séjour)", ("EPISODE", "S25-32001")),
    ("ACC24230001   (N° d'examen)", ("AUTRE", "ACC24230001")),
    ("rémi quérou   (Patient)", ("NOM", "rémi quérou")),
    ("LE GOFF   (Nom marital)", ("NOM", "LE GOFF")),
    ("Odile   (Prénom)", ("PRENOM", "Odile")),
    ("Plouguerneau   (Lieu de naissance)", ("VILLE", "Plouguerneau")),
])
def test_a_value_with_its_caption_after_it(line, expected):
    assert _found("Compte rendu\n" + line + "\nSuite du texte\n") == [expected]


@pytest.mark.parametrize("line", [
    "24.01.2025   (Date de l'examen)",  # a care date
    "Paracétamol 1 g   (Traitement)",
    "Mme Durand (Patient)",  # one blank only: prose
    "12   (IPP)",  # too few digits for an identifier
    "Voir le compte rendu   (Patient) suite",  # text after the caption
])
def test_other_bracketed_captions_give_nothing(line):
    assert _found(line + "\n") == []


def test_captions_alone_on_the_next_line_a_pair_and_a_birthplace():
    text = ("M. Gérard Barthélemy\n(patient)\n27.09.2000 à Vierzon\n(date de naissance)\n"
            "P24-430001 / HC-80001-B\n(ipp / séjour)\nIM251880001 \n(n° d’examen (accession))\n04/01/2025 \n(date de l'examen)\n")
    assert _found(text) == [("DATE_NAISSANCE", "27.09.2000"), ("VILLE", "Vierzon"), ("IPP", "P24-430001"),
                            ("EPISODE", "HC-80001-B"), ("AUTRE", "IM251880001")]
