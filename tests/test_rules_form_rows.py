"""Forms whose values sit in fields under (or over) their captions, drawn in another pass
than the captions (a filled PDF form, a value-first identity box): the page read in rows
pairs each caption row with the row of values under or over it."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors
from app.document import open_document
from app.document.layout_view import layout_view

CAPTION_ROWS = [["Nom d'usage", "Nom de naissance"], ["Prénom(s)", "Né(e) le", "Sexe"],
                ["IPP", "N° de séjour", "Date d'admission"], ["Nom et prénom du prescripteur", "Identifiant RPPS", "N° FINESS"],
                ["Fait à", "le"]]
VALUE_ROWS = [["MEUNIER", "VIDAL"], ["Joëlle Marie", "20.03.1961", "F"], ["16843614", "S25-621758", "05.01.2025"],
              ["Dr LEMAÎTRE Marie-Thérèse", "10757519714", "870954286"], ["Lorient", "05/08/2024"]]


def _form(path: Path, values_over: bool) -> Path:
    """Every caption row first, then every value row in its field, 14 points under (or
    over) its captions: the page text holds captions and values far apart."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((50, 50), "FORMULAIRE D'ADMISSION", fontsize=12)
    top = 90
    for k, row in enumerate(CAPTION_ROWS):
        for j, c in enumerate(row):
            page.insert_text((50 + 170 * j, top + 40 * k + (14 if values_over else 0)), c, fontsize=8)
    for k, row in enumerate(VALUE_ROWS):
        for j, v in enumerate(row):
            page.insert_text((50 + 170 * j, top + 40 * k + (0 if values_over else 14)), v, fontsize=10)
    doc.save(path)
    return path


@pytest.mark.parametrize("values_over", [False, True])
def test_fields_under_or_over_their_captions_are_read_with_them(tmp_path, values_over):
    pt = open_document(_form(tmp_path / "f.pdf", values_over)).page_text(0)
    assert layout_view(pt) is not None  # no row mixes lines, but each value row sits by its captions
    found = {s.text: s.label for s in analyze_texts([pt], rule_detectors())}
    assert found.get("MEUNIER") == "NOM" and found.get("VIDAL") == "NOM"
    assert found.get("Joëlle Marie") == "PRENOM"
    assert found.get("20.03.1961") == "DATE_NAISSANCE"
    assert found.get("S25-621758") == "EPISODE"
    assert found.get("10757519714") == "RPPS"
    assert found.get("870954286") == "FINESS"
    assert found.get("Lorient") == "VILLE"
    assert found.get("05.01.2025") == "DATE"  # the admission date stays a care date


def _found(text: str) -> dict[str, str]:
    return {s.text: s.label for s in analyze_texts([text], rule_detectors())}


def test_establishment_kinds_in_lower_case_and_their_acronyms():
    found = _found("IMCF - Séjour n° S25-369204\n\nImagerie médicale du Clos-Fleuri\n\nIMCF - Urologie - Castres")
    assert found.get("Imagerie médicale du Clos-Fleuri") == "ETAB" and found.get("IMCF") == "ETAB"
    assert _found("Hôpital local de Sérignac-sur-Tarde\nChambre 26").get("Hôpital local de Sérignac-sur-Tarde") == "ETAB"
    assert _found("L'hôpital local est fermé le dimanche.") == {}


def test_a_short_town_that_is_also_a_word_heads_a_letter():
    assert _found("04000 Digne-les-Bains\n\nSens, le 19 mai 2025\n\nJe revois").get("Sens") == "VILLE"
    assert "sens" not in {k.lower() for k in _found("Le sens, le 19 mai, était clair.")}


def test_a_member_number_over_its_caption_in_a_value_first_form():
    text = "139090272594671\n\nNuméro d'immatriculation\n\nAD34953849\n\nN° d'adhérent\nCourriel"
    assert _found(text).get("AD34953849") == "AUTRE"


class _UnsureModel:
    """Stands for the NER engine: one unsure name across the two first fields."""

    name = "model"

    def detect_page(self, page, text):
        from app.detection.spans import Span

        a = text.find("MEUNIER")
        b = text.find("VIDAL") + len("VIDAL")
        return [Span(page, a, b, text[a:b], "NOM", "model", 0.39)] if a >= 0 and b > a else []


def test_an_unsure_model_guess_does_not_hide_what_the_rows_show(tmp_path):
    pt = open_document(_form(tmp_path / "f.pdf", False)).page_text(0)
    spans = analyze_texts([pt], rule_detectors() + [_UnsureModel()])
    sure = {s.text: s.label for s in spans if s.confidence >= 0.9}
    assert sure.get("MEUNIER") == "NOM" and sure.get("VIDAL") == "NOM"


def test_the_town_under_fait_a_in_a_block_of_captions_then_a_block_of_values():
    assert _found("Fait à\nle\n\nLorient\n05/08/2024\n\nIdentifiant RPPS").get("Lorient") == "VILLE"


def test_a_catheter_size_before_a_caption_is_no_establishment():
    assert _found("Technique : Siemens Atellica CH - Accréditation Cofrac n° 8-3696") == {}
