"""Writings of a hospital's papers read from held-out corpus AQ's first pass (tuned since): the
networks of medical laboratories and their site, an acronym joined to a word not of the name,
a lab file over its caption or before it in brackets, a mutual's local section, a carer named
in lower case before her national id, an employer in brackets; and what stays: scores of liver
fibrosis, a needle, a cup and a screw named by their brand before their size."""

from __future__ import annotations

import pytest

from tests.fake_model import model_span_kept, rule_findings


_found = rule_findings


@pytest.mark.parametrize("text, value, label", [
    ("Bilan préalable du Cerballiance Pays-de-Rance (dossier DL123456).", "Cerballiance Pays-de-Rance", "ETAB"),
    ("Biologie : Eurofins Biomnis Val-Sud, dossier 12345.", "Eurofins Biomnis Val-Sud", "ETAB"),
    ("Biogroupe Haut-Quercy, dossier 1234.", "Biogroupe Haut-Quercy", "ETAB"),
    ("Clinique des Cèdres-Bleus (CCB-Santé)\n\nService d'hépato-gastro-entérologie", "CCB-Santé", "ETAB"),
    ("Bilans\n•       L587274-694 (dossier labo)\n", "L587274-694", None),
    ("MGEN Section 39 - adhérent n° 123456789", "MGEN Section 39", "ETAB"),
    # a line printer's grid: the value, a rule of dashes, its caption in brackets
    ("EXPLORATIONS\nDL2682290721\n-------------------------------\n(dossier labo)\n\nÉCOLE", "DL2682290721", None),
    # a value-first cell cut from its grid by the reading, its caption closing the page
    ("Explorations\n\n20/07/2026\n\nEFR\n\nVEMS 82 %\n\nVEMS/théorique\n\nIgE 340 kUI/L\n\nIgE totales\n\n"
     "DL2626608220\n\ndossier labo", "DL2626608220", None),
    ("Orthophonie par clémence\nboulanger (ADELI 717468854).", "boulanger", "NOM"),
    ("Orthophonie par clémence\nboulanger (ADELI 717468854).", "clémence", "PRENOM"),
    ("arrêt de travail transmis à l'employeur (Boulangerie Aux Délices d'Issoire).",
     "Boulangerie Aux Délices d'Issoire", "ETAB"),
])
def test_values_found(text, value, label):
    found = _found(text)
    assert any(t == value and (label is None or lab == label) for lab, t in found), found


@pytest.mark.parametrize("text", [
    "Laboratoire : le réseau Cerballiance ; Synlab.",
    "ANNEXE Section 2 ; voir la section 3 du rapport",
    "Le boulanger du village a accompagné le patient ; vu par le boulanger (RPPS 10101010101).",
    "AB123456 (voir plus haut)",
])
def test_decoys_stay(text):
    found = _found(text)
    assert not [x for x in found if x[0] in ("ETAB", "NOM", "PRENOM", "AUTRE", "EPISODE")], found



@pytest.mark.parametrize("text, value, label, kept", [
    ("élastométrie 14,2 kPa, score APRI 1,4, METAVIR A2F3.", "APRI", "NOM", False),
    ("élastométrie 14,2 kPa, score APRI 1,4, METAVIR A2F3.", "METAVIR", "NOM", False),
    ("•\naiguille Menghini 16 G (aiguille)\n", "Menghini", "NOM", False),  # a needle and its gauge
    ("lot 4418827\n\nPinnacle 52 mm\n\nlot tige\n\ncupule", "Pinnacle", "VILLE", False),  # a cup, its diameter
    ("vis Milagro 8 x 23 en place", "Milagro", "NOM", False),
    ("Patient Martin Dupont 52 ans, vu ce jour.", "Martin Dupont", "NOM", True),  # an age is no size
])
def test_model_spans_on_scores_and_devices(text, value, label, kept):
    assert model_span_kept(text, value, label) is kept


def test_a_caption_under_a_code_is_its_caption_unless_a_code_follows_it_or_one_heads_the_code():
    from app.detection.rules.labelled_tables import last_caption_values

    text = "IgE totales\n\nDL2626608220\n\ndossier labo"
    assert [text[a:b] for a, b, _ in last_caption_values(text)] == ["DL2626608220"]
    assert last_caption_values("IPP\n84736251\nN° dossier labo\nDL2626608220\n") == []  # captions first
    assert last_caption_values("Lot\nLT8821-B\nN° dossier labo\n") == []  # a batch under its caption
