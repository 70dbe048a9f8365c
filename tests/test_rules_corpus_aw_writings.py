"""Writings read from held-out corpus AW's first pass (tuned since): a FINESS whose label says
what it numbers ("FINESS établissement … - entité juridique 1…"), a transport voucher after
its firm, a month abbreviated "jui.", a short sub-prefecture in a letter's place and date, an
employer in a row of the page's layout reading; and what stays: the report's first sentence
under an employer caption printed under its value, a carbon copy's marks, eponyms after a
scale or a phenomenon, devices after their caption or before their batch."""

from __future__ import annotations

import pytest

from tests.fake_model import model_span_kept, rule_findings

_found = rule_findings


@pytest.mark.parametrize("text, value, label", [
    ("FINESS établissement 700154818 - entité juridique 1700154818\n", "700154818", "FINESS"),
    ("FINESS établissement 700154818 - entité juridique 1700154818\n", "1700154818", "FINESS"),
    ("N° FINESS de l’établissement : 700154818\n", "700154818", "FINESS"),
    ("Transport par\nAmbulances des Causses, bon PR-25650972. Amoxicilline\n", "PR-25650972", None),
    ("Transport par Vitalaire Bresse,\nbon ORD24781745. Amoxicilline\n", "ORD24781745", None),
    ("Date de naissance                   24 jui. 1994 à Langres\n", "24 jui. 1994", "DATE_NAISSANCE"),
    ("Nous avons reçu M. ROQUEBRUNE-DASTIS Hippolyte, né le 17 jui. 1943, adressé\n", "né le 17 jui. 1943",
     "DATE_NAISSANCE"),
    ("Fait à Gray, le 23/08/2025\n", "Gray", "VILLE"),
    ("107 avenue du Lavoir - 70100 Gray\n", "Gray", "VILLE"),
    ("N/Réf. :     IPP 651433110 - NDA 24A481730            Gray, le 23/01/2025\n", "Gray", "VILLE"),
    ("MÉDECIN TRAITANT : | Dr Tanguy FOUQUEROLLE\nEMPLOYEUR : | Crédit mutuel Bresse-Jura\n\nNous avons reçu M. X\n",
     "Crédit mutuel Bresse-Jura", "ETAB"),
])
def test_values_found(text, value, label):
    found = _found(text)
    assert any(t == value and (label is None or lab == label) for lab, t in found), found


@pytest.mark.parametrize("text, value", [
    ("bon de commande CMD-2026-04417\n", "CMD-2026-04417"),  # material ordered, no one's
    ("en bon état général, 2024 kg\n", "2024"),
    ("établissement 700154818 ouvert\n", "700154818"),  # no FINESS label
    ("Le papier gray est pâle.\n", "gray"),
    ("une dose de 2 Gray en une séance\n", "Gray"),
    ("Menuiserie Coustalat\nEmployeur\n\nNous avons reçu Mme VALDEYRON Joséphine, née le 24/7/1994, pour\n",
     "Nous avons reçu"),
])
def test_decoys_stay(text, value):
    found = _found(text)
    assert not [x for x in found if value in x[1] and x[0] not in ("NOM", "PRENOM", "DATE_NAISSANCE")], found


def test_the_employer_over_its_caption_is_kept_apart_from_the_letter_under_it():
    found = _found("Menuiserie Coustalat\nEmployeur\n\nNous avons reçu Mme VALDEYRON Joséphine, née le 24/7/1994, pour\n")
    assert ("NOM", "VALDEYRON") in found and ("ETAB", "Menuiserie Coustalat") in found
    assert not [x for x in found if x[0] == "ETAB" and "Nous" in x[1]], found


@pytest.mark.parametrize("text, value, kept", [
    ("DUPLICATA - EXEMPLAIRE N° 2 (JAUNE) - À REMETTRE AU PATIENT\n", "DUPLICATA", False),
    ("Échelle :        échelle d'Ashworth modifiée, GAS cible +1", "d'Ashworth", False),
    ("Échelle :        échelle d'Ashworth modifiée, GAS cible +1", "Ashworth modifiée", False),
    ("bilan hépatique, phénomène de Koebner expliqué.", "Koebner", False),
    ("Séparateur :                 Spectra Optia, voie veineuse périphérique", "Spectra Optia", False),
    ("Essai de neurostimulation transcutanée : TENS Cefar Primo, lot CP2291A, prescription", "Cefar Primo", False),
    ("décharge par chaussure de décharge Barouk, pansement", "Barouk", False),
    ("Vu par Jean Dupont, lot de consolation", "Jean Dupont", True),  # no batch number
    ("Adressé par le Dr Martin Durand hier.", "Martin Durand", True),
])
def test_model_spans(text, value, kept):
    assert model_span_kept(text, value) is kept


# Corpus AX's first pass (held out, tuned since): an insurer's section named by its
# département, a carer's role with a qualifier, a member number under a caption with its colon
# and a blank line; what stays: a bilingual letter's column headings, English captions, an
# audiometry's word lists, a defibrillator's brand over its caption.
@pytest.mark.parametrize("text, value, label", [
    ("MGEN Section Cantal - adhérent M121907105\nComplémentaire :\n", "MGEN Section Cantal", "ETAB"),
    ("MGEN Section Côtes-d’Armor\n", "MGEN Section Côtes-d’Armor", "ETAB"),
    ("IDE référente : Inès de L'Estourbeillon - ADELI 297170979\n", "Inès", "PRENOM"),
    ("IDE référente : Inès de L'Estourbeillon - ADELI 297170979\n", "de L'Estourbeillon", "NOM"),
    ("Mutuelle des Cheminots du Centre - adhérent\nComplémentaire :\n\nM708792442\n\nSylvain ESCOFFIER (fils)\n",
     "M708792442", None),
])
def test_ax_values_found(text, value, label):
    found = _found(text)
    assert any(t == value and (label is None or lab == label) for lab, t in found), found


@pytest.mark.parametrize("text, value", [
    ("MGEN Section Recherche clinique\n", "Recherche"),  # no département
    ("adhérent\nRemarque :\n\n2024 kg\n", "2024"),
])
def test_ax_decoys_stay(text, value):
    assert not [x for x in _found(text) if value in x[1]]


@pytest.mark.parametrize("text, value, label, kept", [
    ("FRANÇAIS                 ENGLISH\n", "FRANÇAIS", "NOM", False),
    ("Listes cochléaires de Lafon : 89 % de reconnaissance", "Lafon", "ETAB", False),
    ("Procédure\n\nLIFEPAK 20e - électrodes lot 4A88483\nDéfibrillateur :\n\npropofol", "LIFEPAK", "NOM", False),
    ("Jean DUPONT\nMédecin :\n", "Jean DUPONT", "NOM", True),
    # (after AX's corrections, its remaining ordinary words)
    ("Dr MOULIN. Le trajet passe par le vieux moulin, sans escalier.", "moulin", "NOM", False),
    ("vu par le vieux Dupont hier", "Dupont", "NOM", True),  # capitalised: a person
    ("diagnostiquée le 16/11/2022 selon les critères de\n   McDonald, EDSS 3,5.", "McDonald", "NOM", False),
    ("Machine :                     Performer HT\n", "Performer HT", "NOM", False),
    ("2. PROCÉDURE\n\nLIFEPAK 20e - électrodes lot 4A54528\nDÉFIBRILLATEUR\n", "LIFEPAK 20e", "NOM", False),
    ("Jean DUPONT\nMédecin\n", "Jean DUPONT", "NOM", True),
    ("12,8 kOhm   123 UC   168 UC", "UC", "ETAB", False),
])
def test_ax_model_spans(text, value, label, kept):
    assert model_span_kept(text, value, label) is kept


def test_an_english_caption_run_into_a_name_is_cut_off():
    from app.detection.analyze import analyze_page
    from tests.fake_model import FakeModel

    t = "ENGLISH\n\nSurname\nLABORDERIE\n\nBirth"
    i = t.index("Surname")
    spans = analyze_page(0, t, [FakeModel([(i, i + len("Surname\nLABORDERIE"))])])
    assert [(s.text, s.label) for s in spans if s.source == "model"] == [("LABORDERIE", "NOM")]
