"""HL7 v2 segments and HPRIM Santé records printed as text (interface error listings, message
dumps): the person's fields are read from their place in the segment, results and codes stay.
A positive case and a decoy for each field kind; all values are fictional."""

from __future__ import annotations

import pytest

from app.detection.analyze import analyze_page
from app.detection.rules import rule_detectors
from app.detection.rules.message_segments import MessageSegmentDetector

HL7 = (
    "Rejets d'intégration — EAI du 12/03/2024\n"
    "MSH|^~\\&|SIH_LAB|CHVALMONT|EAI|CHVALMONT|20240312101500||ORU^R01^ORU_R01|MSG000123|P|2.5\n"
    "PID|1||000123456^^^CHVALMONT&1.2.250.1.71.4.2.2&ISO^PI~265037511223345^^^ASIP-SANTE-INS-NIR&"
    "1.2.250.1.213.1.4.8&ISO^INS||LEFEBVRE^MARIELLE^CLAIRE^^^^L~MARTINON^MARIELLE^^^^^D||19650312|F|||"
    "12 RUE DES LILAS^^TOURS^^37000^FRA||0247123456^PRN^PH~^NET^Internet^m.lefebvre@exemple.fr\n"
    "PV1|1|I|CARDIO^201^1|||||10003456786^DURANDEAU^PAULIN^^^DR|||||||||||V2024001234\n"
    "OBR|1|PRESC2024123456|LAB24A0012345|2160-0^Creatinine^LN|||20240312\n"
    "OBX|1|NM|2160-0^Creatinine^LN||85|umol/L|45-90||||F|||20240312\n"
)

HPRIM = (
    "H|~^\\&|||LABO ROCHEVAL^Laboratoire Rocheval|||||||P|H2.2|20240312\n"
    "P|1|000456789||V2024009876|GUILLOTEAU^ARMELLE||19410805|F||5 IMPASSE DES GENETS^^VOUVRAY^^37210||0247551234|"
    "D4412^MORVANIC^Gaël\n"
    "OBR|1|24B0098765||NFS^Numeration formule sanguine\n"
    "OBX|1|NM|HB^Hemoglobine||13.2|g/dL|12-16|N\n"
    "L|1|||\n"
)


def _found(text: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for s in MessageSegmentDetector().detect_page(0, text):
        out.setdefault(s.label, set()).add(s.text)
    return out


def _masked(text: str) -> set[str]:
    return {s.text for s in analyze_page(0, text, rule_detectors())}


@pytest.mark.parametrize("label, value", [
    ("IPP", "000123456"), ("NIR", "265037511223345"), ("NOM", "LEFEBVRE"), ("PRENOM", "MARIELLE"),
    ("PRENOM", "CLAIRE"), ("NOM", "MARTINON"), ("VILLE", "TOURS"), ("CODE_POSTAL", "37000"),
    ("TEL", "0247123456"), ("EMAIL", "m.lefebvre@exemple.fr"), ("NOM", "DURANDEAU"), ("PRENOM", "PAULIN"),
    ("RPPS", "10003456786"), ("EPISODE", "V2024001234"), ("AUTRE", "PRESC2024123456"),
    ("AUTRE", "LAB24A0012345"), ("ETAB", "CHVALMONT"), ("DATE_NAISSANCE", "19650312"),
])
def test_hl7_fields_that_name_the_person(label, value):
    assert value in _found(HL7).get(label, set())


@pytest.mark.parametrize("label, value", [
    ("IPP", "000456789"), ("EPISODE", "V2024009876"), ("NOM", "GUILLOTEAU"), ("PRENOM", "ARMELLE"),
    ("DATE_NAISSANCE", "19410805"), ("VILLE", "VOUVRAY"), ("CODE_POSTAL", "37210"), ("TEL", "0247551234"),
    ("NOM", "MORVANIC"), ("PRENOM", "Gaël"), ("AUTRE", "24B0098765"), ("ETAB", "Laboratoire Rocheval"),
])
def test_hprim_records_that_name_the_person(label, value):
    assert value in _found(HPRIM).get(label, set())


@pytest.mark.parametrize("decoy", [
    "2160-0", "Creatinine", "85", "umol/L", "45-90", "20240312101500", "ORU", "MSG000123", "SIH_LAB",
    "1.2.250.1.213.1.4.8", "ASIP-SANTE-INS-NIR", "CARDIO",
])
def test_hl7_results_codes_and_national_authorities_stay(decoy):
    assert not any(decoy == v or decoy in v.split() for v in _masked(HL7))


@pytest.mark.parametrize("decoy", ["Hemoglobine", "13.2", "g/dL", "12-16", "NFS", "H2.2"])
def test_hprim_results_stay(decoy):
    assert not any(decoy == v for v in _masked(HPRIM))


def test_a_segment_wrapped_by_the_printer_is_masked_on_both_lines():
    text = ("Erreur 204 : segment PID incomplet, message rejeté\n"
            "PID|1||000998877^^^HOPVAL^PI||BERNARDIN^JEAN-LUC||19521130|M|||4 AVENUE DU GENERAL LECLERC^^SAINT-\n"
            "PIERRE-DES-CORPS^^37700||0612345678\n"
            "Tableau\n")
    found = _found(text)
    assert {"SAINT-", "PIERRE-DES-CORPS"} <= found["VILLE"]
    assert "0612345678" in found["TEL"] and "BERNARDIN" in found["NOM"]
    assert not any("Tableau" in v for vs in found.values() for v in vs)  # a short line above: no wrap


@pytest.mark.parametrize("text", [
    "Résultats\nP | 1 | 2\nA | B | C\n",  # a table printed with bars, no record
    "H|M|F\nP|1|MARTIN\n",  # bars but neither an HPRIM header nor a component separator
    "Codes\nOBX présent : valeur 12|14 mmol/L\n",
])
def test_tables_with_bars_are_not_read_as_messages(text):
    assert MessageSegmentDetector().detect_page(0, text) == []


def test_segments_joined_by_printed_carriage_returns():
    text = "MSH|^~\\&|APP|HOPVAL|EAI|HOPVAL|20240101||ADT^A01|1|P|2.5<CR>PID|1||778899001^^^HOPVAL^PI||CARRELET^ODILE||19700101|F\n"
    found = _found(text)
    assert "CARRELET" in found["NOM"] and "778899001" in found["IPP"] and "19700101" in found["DATE_NAISSANCE"]


def test_the_rule_families_read_messages():
    masked = _masked(HL7) | _masked(HPRIM)
    assert {"LEFEBVRE", "MARTINON", "GUILLOTEAU", "MORVANIC", "V2024009876", "LAB24A0012345"} <= masked


def test_an_identifier_is_told_by_its_type_code_in_any_field():
    # the visit number one field early (PV1-18 instead of PV1-19), as some systems send it
    text = "PV1|1|E|UF3950^124^1^HOPVAL||||10003456786^GARNACHE^NOEMIE^^^DR|||||||||||V24A174554^^^HOPVAL^VN\n"
    found = _found(text)
    assert "V24A174554" in found.get("EPISODE", set())
    assert "UF3950" not in {v for vs in found.values() for v in vs}  # a care unit, no identifier type


def test_a_segment_cut_by_the_page_break_is_read_whole():
    from app.detection.analyze import analyze_texts

    page1 = ("REJETS D'INTÉGRATION — EAI  HOPVAL  Page 1/2\n"
             "MSH|^~\\&|LABO|HOPVAL|EAI|HOPVAL|20240304181921||ORU^R01^ORU_R01|MSG29051280|P|2.5|||||FRA|8859/1\n"
             "PID|1||12142893^^^HOPVAL&1.2.250.1.71.4.2.1.510092786&ISO^PI~258124076698742^^^ASIP-SANTE-NIR&\n")
    page2 = ("REJETS D'INTÉGRATION — EAI  HOPVAL  Page 2/2\n"
             "=============================================\n"
             "    1.2.250.1.213.1.4.2&ISO^NH||DESJARDINAIS^LUCIENNE^^^^^L||19581203|F|||98 ALLÉE DES TILLEULS^^\n"
             "    MONT-DE-MARSAN^^40000^FRA^H||0669798423^PRN^CP\n"
             "PV1|1|E|UF3950^124^1^HOPVAL\n")
    spans = {(s.page, s.text, s.label) for s in analyze_texts([page1, page2], rule_detectors())}
    assert {(1, "DESJARDINAIS", "NOM"), (1, "19581203", "DATE_NAISSANCE"), (1, "MONT-DE-MARSAN", "VILLE")} <= spans


def test_the_model_adds_nothing_in_fields_the_reader_reads_or_that_name_nobody():
    from app.detection.model_filters import filter_model_spans
    from app.detection.spans import Span

    text = HL7 + "NTE|1||Appel du Dr GOASGUEN pour avis\n"

    def model(value):
        i = text.index(value)
        return Span(0, i, i + len(value), value, "ETAB", "model", 0.9)

    kept = {s.text for s in filter_model_spans(text, [model("ASIP-SANTE-INS-NIR"), model("SIH_LAB"), model("GOASGUEN")])}
    assert kept == {"GOASGUEN"}  # free text of a note: the model still reads it
