"""What held-out corpus CD's first pass (dental care in Corse) showed, tuned since: the national
ids of Corse with "2A" / "2B", a practice's quote number, birth months in three
English letters, an initial and a particle before a surname, a health centre named by its kind."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def _kinds(found, kind):
    return [v for k, v in found if k == kind]


def test_finess_and_adeli_numbers_of_corse():
    for text, kind, value in (("FINESS 2B0616559\n", "FINESS", "2B0616559"),
                              ("Cabinet ; N° FINESS : 2A0845768.\n", "FINESS", "2A0845768"),
                              ("Manipulateur : B. Antonetti - ADELI 2A9322918.\n", "RPPS", "2A9322918")):
        assert (kind, value) in _found(text), _found(text)
    # without its label, "2A" and seven digits may be anything: a lot, a Corsican IPP's own reader
    found = _found("Anesthésie : articaine, lot 2A0845768.\n")
    assert not _kinds(found, "FINESS") and not _kinds(found, "RPPS"), found


def test_a_practice_s_quote():
    for text, value in (("Devis : D2025-3884\nDate : 05/06/2025\n", "D2025-3884"),
                        ("Devis D2025-7286 établi le 13/08/2025, valable 6 mois.\n", "D2025-7286")):
        assert ("AUTRE", value) in _found(text), _found(text)
    assert not _kinds(_found("Devis de 1250 € accepté le 12/05/2025 ; devis 2 sur 3.\n"), "AUTRE")


def test_a_birth_month_in_three_english_letters():
    for value in ("21 JUN 2011", "11 JUL 1970", "3 AUG 1982", "14 FEB 1990", "2 APR 2001"):
        found = _found(f"Né le {value} (13 ans)\n")
        assert any(k == "DATE_NAISSANCE" and value in v for k, v in found), (value, found)
    # "may" is an English word: "3, May 24" is no date
    assert not _kinds(_found("For QPDF Version 5.1.3, May 24, 2015\n"), "DATE_NAISSANCE")


def test_an_initial_and_a_particle_before_a_surname_in_capitals():
    assert ("NOM", "A. Della ROCCA") in _found("Lu et approuvé, A. Della ROCCA\n")
    assert not _kinds(_found("Culture : E. de COLI ; A. de NOUVEAU\n"), "NOM")


def test_a_health_centre_named_by_its_kind_in_lower_case():
    for text, value in (("Centre de santé dentaire mutualiste Fictif de Corte - page 1/1\n",
                         "Centre de santé dentaire mutualiste Fictif de Corte"),
                        ("suivi au centre de santé municipal Louis-Fernet depuis 2020\n",
                         "centre de santé municipal Louis-Fernet")):
        assert ("ETAB", value) in _found(text), _found(text)
    assert not _kinds(_found("un centre de santé dentaire proche du domicile\n"), "ETAB")


def test_two_initials_after_m_in_a_running_header():
    assert ("PRENOM", "M. V.") in _found("COFC - ODF - M. V. - 038781\n")
    # before a word "M." is the civility: "Monsieur V. DUPONT", "M. DUPONT"
    for text in ("Vu M. V. DUPONT ce jour\n", "Vu M. DUPONT ce jour\n"):
        assert not [v for k, v in _found(text) if v.startswith("M.")], _found(text)
