"""Writings read from held-out corpus BF's first pass (tuned since): a follow-up care centre, a
prescription number in two groups of digits, the assistance company that repatriates a patient
and its acronym, a stub's "NOM X⏎PRÉNOM Y" lines; and what stays: words in capitals that open with "CH", the kind of a centre
alone, a norm's number."""

from __future__ import annotations

import pytest

from app.detection.rules.shaped_codes import shaped_codes
from tests.fake_model import model_span_kept, rule_findings

_found = rule_findings


@pytest.mark.parametrize("text, value, label", [
    ("Centre de soins de suite Les Genêts - CSSG\nVECTEUR\n", "Centre de soins de suite Les Genêts", "ETAB"),
    ("Centre de soins de suite Les Genêts - CSSG\nVECTEUR\n", "CSSG", "ETAB"),
    ("- prestataire\n\nORD-7528-73655\n", "ORD-7528-73655", "AUTRE"),
    ("Assisteur .......... Europ Assistance (EA), dossier 342733042", "Europ Assistance", "ETAB"),
    ("Assisteur      Mondial Assistance (MA), dossier M865263796", "MA", "ETAB"),
    # a stub's lines, caption and value apart by a blank only
    ("VOLET PATIENT\n\nNOM FROMENTOUX\nPRÉNOM Gwenaël\nIPP 36535629\n", "FROMENTOUX", "NOM"),
    ("VOLET PATIENT\n\nNOM FROMENTOUX\nPRÉNOM Gwenaël\nIPP 36535629\n", "Gwenaël", "PRENOM"),
    ("  NOM LE GALL\n  PRÉNOM Anne\n", "LE GALL", "NOM"),
])
def test_values_found(text, value, label):
    assert (label, value) in _found(text), _found(text)


@pytest.mark.parametrize("text", [
    "CHOC SEPTIQUE\n",  # a word of the language
    "CHIR ORTHO - consultation\n",  # an abbreviation of one
    "Centre de soins\n",  # the kind alone
])
def test_decoys_stay(text):
    assert not [x for x in _found(text) if x[0] == "ETAB"], _found(text)


@pytest.mark.parametrize("text", [
    "NOM DE NAISSANCE\nPRÉNOM\n",  # a blank form's captions
    "NOM DUPONT\n\nautre chose\n",  # one line alone: no stub
    "Nom Service\nPrénom Date\n",  # a table's header
])
def test_caption_lines_that_name_no_one(text):
    assert not [x for x in _found(text) if x[0] in ("NOM", "PRENOM") and x[1] != "DUPONT"], _found(text)


def test_a_norm_number_is_no_identifier():
    assert shaped_codes(0, "Certifié ISO-9001-2015") == []


@pytest.mark.parametrize("text, value, label, kept", [
    ("DE\n\nVERS\n\n>>>\nCHPMT\n", "DE", "VILLE", False),  # a transfer ticket's box: no town
    ("DE\n\nVERS\n\n>>>\nCHPMT\n", "DE", "NOM", False),
    ("M. LE GALL est venu", "LE GALL", "NOM", True),  # a particle opening a surname
    ("80190 Y (Somme)", "Y", "VILLE", True),  # the commune of one letter
])
def test_a_link_word_alone_names_no_one(text, value, label, kept):
    assert model_span_kept(text, value, label) is kept
