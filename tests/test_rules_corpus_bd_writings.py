"""Writings read from held-out corpus BD's first passes (tuned since): a procès-verbal printing
each value first, a dot leader, then its caption in brackets at the line's end or wrapped under
it; a NIR with its key after the word "clé"; an identifier's caption in brackets inside a running
foot; a surname in capitals that is also a word, or under an abbreviated caption; an
association's acronym in brackets on the next line; and what stays: obstetric presentations,
a board's column headings, eponyms of obstetrics, a watch's brand, a score named in capitals, a
batch's code after "lot", Apgar scores."""

from __future__ import annotations

import pytest

from tests.fake_model import model_span_kept, rule_findings

_found = rule_findings


@pytest.mark.parametrize("text, value, label", [
    ("YVINEC ............................ (NOM D'USAGE) \n\n", "YVINEC", "NOM"),
    ("VIGNAUD ..........................\n(NOM DE NAISSANCE) \n\n", "VIGNAUD", "NOM"),
    ("Laurène ............ (PRÉNOM(S)) \n\n", "Laurène", "PRENOM"),
    ("mercredi 21 juillet 1982 à Saint-Dié-des-Vosges .........\n(DATE ET LIEU DE NAISSANCE) \n",
     "mercredi 21 juillet 1982", "DATE_NAISSANCE"),
    ("mercredi 21 juillet 1982 à Saint-Dié-des-Vosges .........\n(DATE ET LIEU DE NAISSANCE) \n",
     "Saint-Dié-des-Vosges", "VILLE"),
    ("5 janvier 2025 à Issoire ..........\n(naissance) \n", "5 janvier 2025", "DATE_NAISSANCE"),
    ("1680322331413 clé 85 ....... (N° SÉCU)\n", "1680322331413 clé 85", "NIR"),
    ("Pat. IZARN, Ghislaine · DDN 09/02/59 - 798-782803 (IPP) - 254782683 (NDA) - feuille 1/2", "798-782803", "IPP"),
    ("Pat. IZARN, Ghislaine · DDN 09/02/59 - 798-782803 (IPP) - 254782683 (NDA) - feuille 1/2", "254782683", "EPISODE"),
    ("IDENTITÉ DE LA PARTURIENTE\n\nNOM DE NAISSANCE \nHARLÉ \n\nPRÉNOM(S) \nFanny \n", "HARLÉ", "NOM"),
    ("NOM US. \nURRUTIA \n\nNOM NAISS. \nLABATTUT \n\nPRÉN. \nHéloïse \n", "URRUTIA", "NOM"),
    ("NOM US. \nURRUTIA \n\nNOM NAISS. \nLABATTUT \n\nPRÉN. \nHéloïse \n", "LABATTUT", "NOM"),
    ("NOM US. \nURRUTIA \n\nNOM NAISS. \nLABATTUT \n\nPRÉN. \nHéloïse \n", "Héloïse", "PRENOM"),
    ("Léandre Tauzin-Darrigade,\nAssociation des usagers du Trégor\n(AUT)\n", "AUT", "ETAB"),
    # an insurer by its brand, no caption; an employer before its caption in brackets
    ("Désignation : carte Vitale, carte de mutuelle\nGroupama Gan Vie\nÉtat : bon", "Groupama Gan Vie", "ETAB"),
    ("NOM NAISS.                         Groupama Gan Vie\nESCOFFIER-MÉNARD", "Groupama Gan Vie", "ETAB"),
    ("Adhérente MGEN depuis 2010.", "MGEN", "ETAB"),
    ("MGEN Section 39", "MGEN Section 39", "ETAB"),
    ("Crédit agricole Pyrénées-Gascogne ......... (employeur)\n", "Crédit agricole Pyrénées-Gascogne", "ETAB"),
])
def test_values_found(text, value, label):
    assert (label, value) in _found(text), _found(text)


@pytest.mark.parametrize("text", [
    "Total ........................ (voir annexe)\n",  # a leader before a note, no caption
    "1680322331413 clé 84\n",  # a key that does not check, no NIR word
    "résultat 12.5 (IPP) et 2024 (NDA)\n",  # a result and a year before an identifier's caption
    "NOM\nPRÉNOM\n",  # a blank form's next caption
    "NOM DE NAISSANCE\nDATE\n",
    "Unité de soins intensifs de cardiologie\n(USIC)\n",  # a kind of unit, not a place
    "Sans emploi ......... (employeur)\n",
    "Une harmonie entre les mutuelles, les gans et les axes.",  # brands' letters inside words
])
def test_decoys_stay(text):
    found = _found(text)
    assert not [x for x in found if x[0] in ("NOM", "PRENOM", "NIR", "IPP", "EPISODE", "ETAB", "DATE_NAISSANCE")], found


@pytest.mark.parametrize("text, value", [
    ("a) 02 h 00 ; dilatation : 4 cm ; présentation : OIGA, partie haute", "OIGA"),
    ("À PLANIFIER   EN COURS   RÉALISÉ   VISA\n", "VISA"),
    ("DÉCLARATION DU PATIENT\nORDONNANCE REMISE\n", "REMISE"),
    ("Examen du nouveau-né : manœuvre d'Ortolani négative.", "Ortolani"),
])
def test_model_words_that_are_no_person(text, value):
    assert not model_span_kept(text, value)


@pytest.mark.parametrize("text, value, label", [
    ("Désignation : montre Tissot PR 100 ; état : bon", "Tissot", "NOM"),  # a watch's brand in an inventory
    ("troponine 84 ng/L, score GRACE 142", "GRACE", "NOM"),  # a score named in capitals
    ("loxapine 50 mg IM (ATC N05AH01), lot LX2307A, à 18 h 25.", "lot LX2307A", "ADRESSE"),  # a batch
    ("DÉPISTAGE INFECTIEUX\nQuantiFERON-TB Gold Plus   Résultat : négatif", "QuantiFERON-TB", "NOM"),
])
def test_model_spans_on_objects_and_scores_dropped(text, value, label):
    assert not model_span_kept(text, value, label)


@pytest.mark.parametrize("text, value, label", [
    ("Remis à Mme Tissot ce jour.", "Tissot", "NOM"),  # a civility: a person
    ("vu avec GRACE Martin", "GRACE", "NOM"),
    ("Résidence du Lac, lot 12 rue des Pins", "lot 12 rue des Pins", "ADRESSE"),  # a street follows
])
def test_model_spans_on_people_and_places_kept(text, value, label):
    assert model_span_kept(text, value, label)


@pytest.mark.parametrize("text", ["APGAR \n9/10/10 \n", "Apgar 9/10/10 à 1, 5 et 10 min"])
def test_an_apgar_score_is_no_date(text):
    assert not [x for x in _found(text) if x[0].startswith("DATE")]


def test_a_date_after_apgar_with_its_century_stays_a_date():
    assert ("DATE", "9/10/2010") in _found("Apgar le 9/10/2010")
