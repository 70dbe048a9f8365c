"""Writings first met on corpus J (held out, then looked at): each rule with a decoy."""

import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors
from app.detection.rules.addresses import AddressDetector
from app.detection.rules.dates import DateDetector
from app.detection.rules.establishments import EstablishmentDetector
from app.detection.rules.identifiers import HealthProfessionalIdDetector
from app.detection.rules.names import NameDetector
from app.detection.rules.phones import PhoneDetector
from tests.test_analyze_allowlist_model import FakeModel


def found(detector, text):
    return [(s.text, s.label) for s in detector.detect_page(0, text)]


def test_an_adeli_printed_in_its_groups():
    assert ("29 2 44620 0", "RPPS") in found(HealthProfessionalIdDetector(), "Dr Josiane MATHIEU\nADELI 29 2 44620 0\n")
    assert found(HealthProfessionalIdDetector(), "Pression 29 2 44620 0 mmHg") == []


def test_an_international_number_cut_by_a_line_break_after_its_0():
    assert found(PhoneDetector(), "joignable au +33 (0)6 39 98\n48 54. Autonome") == [("+33 (0)6 39 98\n48 54", "TEL")]


def test_the_place_of_a_letter_dated_with_a_weekday():
    assert ("Saint-Jean-de-Luz", "VILLE") in found(AddressDetector(), "\nSaint-Jean-de-Luz, le lundi 29 mai 2023\n")
    assert found(AddressDetector(), "\nConsultation, le lundi 29 mai 2023\n") == []


def test_every_first_name_of_a_list_after_its_label():
    got = found(NameDetector(), "Prénoms:       Anne-Sophie, Inès, Julie\nDate de naissance")
    assert ("Julie", "PRENOM") in got and ("Inès", "PRENOM") in got
    assert found(NameDetector(), "Prénom : Jean, ancien boulanger") == [("Jean", "PRENOM")]


def test_captions_over_a_longer_block_of_values_give_the_first_value():
    text = ("Date de naissance :\nN° SS :\nAdresse :\n\n28-12-1955\n2 55 12 59 473 618 - 08\n27 route de Quimperlé\n"
            "59140 Dunkerque\n")
    assert ("28-12-1955", "DATE_NAISSANCE") in found(DateDetector(), text)
    decoy = "Date d'entrée :\nService :\nMotif :\n\n02-04-2024\nCardiologie\nDouleur\nthoracique\n"
    assert ("02-04-2024", "DATE") in found(DateDetector(), decoy)


@pytest.mark.parametrize("text, value", [
    ("À l'attention de\nGroupama Santé\n", "Groupama Santé"),
    ("ORGANISME  Apréva Mutuelle — adhérent n° 6274578352", "Apréva Mutuelle"),
    ("Arrivée  Pôle Santé Sud (PSS), 58000 Nevers", "Pôle Santé Sud"),
])
def test_insurers_named_by_their_brand_and_health_centres(text, value):
    assert (value, "ETAB") in found(EstablishmentDetector(), text)


@pytest.mark.parametrize("text", ["Haute Autorité de Santé", "Agence Régionale de Santé", "Maison de Santé",
                                  "Votre Mutuelle", "Bilan Santé", "COMPLÉMENTAIRE Mutuelle"])
def test_national_bodies_and_generic_words_are_no_insurer(text):
    assert found(EstablishmentDetector(), text) == []


def test_a_residence_named_without_its_type_before_a_flat_number():
    assert ("Les Terrasses du Lac, appt 12", "ADRESSE") in found(AddressDetector(), "Médecin traitant\nLes Terrasses du Lac, appt 12\n")
    assert found(AddressDetector(), "Patient en Chambre Double, Porte 3") == []


def test_a_family_table_read_one_cell_per_line():
    text = ("Consultation du 06/07/23.\n\nHISTOIRE FAMILIALE\n\nLien\nNom Prénom\nNaissance\n\nMère\nMme TEXIER née \n\n"
            "15/04/1969\n\nSœur\nTEXIER Françoise\n18/03/1996\n\nPathologie (âge)\n")
    names = ("TEXIER", "TEXIER Françoise")
    ranges = [(text.index(names[0]), text.index(names[0]) + len(names[0])),
              (text.index(names[1]), text.index(names[1]) + len(names[1]))]
    got = {s.text: s.label for s in analyze_texts([text], rule_detectors() + [FakeModel(ranges)])}
    assert got["15/04/1969"] == got["18/03/1996"] == "DATE_NAISSANCE"
    assert "Naissance" not in got  # a caption is no name


# Corpus K (held out, then looked at)

def test_a_barcode_caption_between_asterisks():
    from app.detection.rules.labelled_ids import LabelledIdDetector

    assert found(LabelledIdDetector(), "Signature : Dr X\n   *RX2045842424*\n") == [("RX2045842424", "AUTRE")]
    assert found(LabelledIdDetector(), "Poids *70* kg, note *importante*") == []


def test_a_nine_digit_number_after_rpps_is_an_adeli():
    assert found(HealthProfessionalIdDetector(), "RPPS 201723602   Service") == [("201723602", "RPPS")]


def test_the_employer_after_its_label():
    assert ("Transports Lebrun SARL", "ETAB") in found(EstablishmentDetector(), "Employeur : Transports Lebrun SARL.\n")


def test_a_carer_named_by_first_name_and_role():
    got = found(NameDetector(), "04.07.2025   injection insuline   Philippe (IDE)\n")
    assert got == [("Philippe", "PRENOM")]
    assert found(NameDetector(), "Bilan (IDE) fait, pansement (AS).") == []


def test_acronyms_heading_a_footer_or_opening_with_the_initials_of_the_document_s_establishment():
    # (footer acronyms count in French documents only: the first page has French prose)
    texts = ["Hôpital privé de Troyes\n\nImages sur le PACS HPTPV. Les clichés sont revus avec le patient dans le service.\n",
             "PBBX — 04.18.23.52.76\n"]
    acr = EstablishmentDetector().acronyms(texts, [])
    assert {"HPTPV", "PBBX"} <= acr
    assert not {"RCP", "CRP"} & EstablishmentDetector().acronyms(["CRP — 12 mg/L\nRCP du 12/03/2024\n"], [])
