"""Listings printed by legacy systems in fixed-width columns (through a text printer), their
heading lines, and the footers of letters: what corpus X's listings and letters held."""

from __future__ import annotations

import pytest

from app.detection.analyze import analyze_page, analyze_texts
from app.detection.rules import rule_detectors
from app.detection.spans import Span

STAYS = (
    "NO SEJOUR   ENTREE     SORTIE     UF    LIBELLE UF                MEDECIN RESPONSABLE\n"
    "------------------------------------------------------------------------------------\n"
    "174769404   03/09/2017 12/09/2017 3153  CHIRURGIE VISC.           DR HERBRETEAU ROLANDE\n"
    "174472675   26/10/2017 26/10/2017 6981  URGENCES                  DR LE GUENNEC MARYVONNE\n"
)
EXAMS = (
    "DATE       NO EXAMEN     CCAM     LIBELLE                   RADIOLOGUE\n"
    "--------------------------------------------------------------------\n"
    "16/04/2023 IM2304158058  DEQP003  ELECTROCARDIOGRAPHIE SUR  DR JOUANNEAU\n"
    "15/05/2023 RX2305038070  NEKA020  ARTHROPLASTIE TOTALE DE H DR FONTANILLE\n"
)


def _found(text: str) -> dict[str, str]:
    return {s.text: s.label for s in analyze_texts([text], rule_detectors())}


def test_codes_in_the_column_of_an_identifier_caption():
    found = _found(STAYS)
    assert found.get("174769404") == "EPISODE" and found.get("174472675") == "EPISODE"
    assert found.get("3153") is None  # the unit's column: no identifier caption
    found = _found(EXAMS)
    assert found.get("IM2304158058") == "AUTRE" and found.get("RX2305038070") == "AUTRE"
    assert found.get("DEQP003") is None  # a CCAM code stays readable


def test_one_row_under_a_caption_line_is_no_listing():
    from app.detection.rules.listings import aligned_column_values

    assert len(aligned_column_values(STAYS)) == 2
    assert aligned_column_values(STAYS.rsplit("\n", 2)[0] + "\n") == []  # the caption line and one row


def test_a_heading_line_stops_the_establishment_at_its_cell_gap():
    found = _found("CHIR - CENTRE HOSPITALIER INTERCOMMUNAL DE ROCHEBELLE  EDITION DU 22/05/2025")
    assert found.get("CENTRE HOSPITALIER INTERCOMMUNAL DE ROCHEBELLE") == "ETAB"
    assert found.get("CHIR") == "ETAB"  # its initials, though "CHIR" abbreviates surgery elsewhere
    justified = "contrôle  à  une  semaine  au  Laboratoire  Cerballiance  Ondaine-Furan,  puis"  # blanks all alike
    assert _found(justified).get("Laboratoire  Cerballiance  Ondaine-Furan") == "ETAB"


@pytest.mark.parametrize("text, town", [("CSV — Niort — Page 1/1", "Niort"), ("CHU — Saint-Malo — page 2", "Saint-Malo")])
def test_a_town_in_a_running_footer(text, town):
    assert _found(text).get(town) == "VILLE"
    assert _found("Compte rendu — Urologie — Page 1/2") == {}


def test_a_label_inside_a_word_does_not_hide_the_title_after_it():
    found = _found("VALIDE PAR DR DELPHINE JOUANNEAU - RPPS 10853224938")
    assert found.get("JOUANNEAU") == "NOM" and found.get("DELPHINE") == "PRENOM"
    assert "PAR DR" not in found


class _Model:
    name = "model"

    def __init__(self, value, label="NOM"):
        self.value, self.label = value, label

    def detect_page(self, page, text):
        a = text.index(self.value)
        return [Span(page, a, a + len(self.value), self.value, self.label, "model", 0.9)]


@pytest.mark.parametrize("text, value, label", [
    ("LISTE DES SEJOURS                    SIHRA V2.8.1", "SIHRA", "NOM"),  # a software and its version
    ("9079  HOPITAL DE JOUR ONCO      DR LE GUENNEC", "HOPITAL DE JOUR ONCO", "ETAB"),  # a care unit
    ("ANALYSE               LOINC    UNITE   NORMES", "ANALYSE               LOINC", "NOM"),  # two columns
    ("réalisé sur échographe\nVivid E95 : FEVG conservée", "Vivid", "NOM"),  # the device noun ends the line above
    ("165148819  18/09/16 4126  DR URVOY   G40.9  DOMICIL", "DOMICIL", "NOM"),  # a cell cut at its column's width
    ("21H00 ALIMENTATION    MANGE LA MOITIE DU PLATEAU COMPLEMENT", "PLATEAU", "ADRESSE"),  # capitals, no street
])
def test_model_words_that_are_no_person_in_listings(text, value, label):
    assert not [s for s in analyze_page(0, text, [_Model(value, label)]) if s.source == "model"]


def test_a_listing_runs_on_over_a_page_without_its_caption_line():
    page2 = ("LISTE DES SEJOURS (SUITE)\n------------------------------------------------------------------\n\n"
             "216266196   25/09/2021 28/09/2021 7372  GERIATRIE                 DR LE GUENNEC MARYVONNE\n"
             "211175281   04/12/2021 04/12/2021 3010  MEDECINE INTERNE          DR HERBRETEAU ROLANDE\n"
             "Total : 4 séjours. 12345678 patients au registre.\n")
    found = {(s.page, s.text): s.label for s in analyze_texts([STAYS, page2], rule_detectors())}
    assert found.get((1, "216266196")) == "EPISODE" and found.get((1, "211175281")) == "EPISODE"
    assert (1, "12345678") not in found  # no date after it: not a row of the listing
    alone = {s.text for s in analyze_texts([page2], rule_detectors())}
    assert "216266196" not in alone  # without the captioned page, nothing says what the column holds


def test_a_surname_that_is_a_word_in_a_listing_stays_a_name():
    text = "165148819  18/09/16 4126  DR URVOY   G40.9  PETIT"
    assert [s.text for s in analyze_page(0, text, [_Model("PETIT")]) if s.source == "model"] == ["PETIT"]


def test_fields_of_a_fixed_width_identity_sheet():
    sheet = ("PCA - POLYCLINIQUE DES COTEAUX-D’AMBRE     EDITION DU 15/02/2025 15:18  PAGE 1/1\n"
             "FICHE ADMINISTRATIVE PATIENT\n\n"
             "LIEU DE NAISSANCE         SAINT-BRIEUC\nSEXE                      M\n\n"
             "MUTUELLE                  PREVOIR ATLANTIQUE\nNO ADHERENT               71598347\n")
    found = _found(sheet)
    assert found.get("PCA") == "ETAB"  # the letterhead spells it, though "PCA" is also a pump
    assert found.get("SAINT-BRIEUC") == "VILLE"
    assert found.get("PREVOIR ATLANTIQUE") == "ETAB"
    assert _found("Pompe PCA morphine 1 mg/h.") == {}
