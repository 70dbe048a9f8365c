"""Writings read from held-out corpus AY's first pass (tuned since): a printout framed like a
terminal with box-drawing strokes, a stay number whose letters are no month ("25-AMB-6516"),
a name or a birthplace in a row's cell after a bar, an imaging exam's accession number with no
label, an insurer opening its line before the member number; and what stays: a date with a
month's abbreviation, an exam's settings and codes, a phone after an exam."""

from __future__ import annotations

import pytest

from app.detection.analyze import plain_spaces
from tests.fake_model import rule_findings

_found = rule_findings

_TERMINAL = ("┌─[ IDENTITÉ ]────────────────────────┐\n"
             "│ Nom de naissance        │ GUÉGUÉNIAT             │\n"
             "│ Lieu de naissance       │ Sète                   │\n"
             "│ N° de séjour            │ 25-AMB-6516            │\n"
             "│ Demande n°              │ DEM-25-87429           │\n"
             "└────────────────────────────────────┘\n")


def test_box_drawing_strokes_read_as_cell_bars_with_the_same_offsets():
    plain = plain_spaces(_TERMINAL)
    assert len(plain) == len(_TERMINAL) and "| Nom de naissance        | GUÉGUÉNIAT" in plain
    assert plain.startswith("+-[ IDENTITÉ ]-")


@pytest.mark.parametrize("value, label", [
    ("GUÉGUÉNIAT", "NOM"), ("Sète", "VILLE"), ("25-AMB-6516", "EPISODE"), ("DEM-25-87429", None),
])
def test_a_terminal_printout_is_read_cell_by_cell(value, label):
    found = _found(_TERMINAL)
    assert any(t == value and (label is None or lab == label) for lab, t in found), found


@pytest.mark.parametrize("text, value, label", [
    ("N° de séjour : 25-AMB-6516\n", "25-AMB-6516", "EPISODE"),
    ("Lieu de naissance | Agen\n", "Agen", "VILLE"),
    ("Nom d'usage | CASSAGNABÈRE\n", "CASSAGNABÈRE", "NOM"),
    ("Scanner thoracique (ACC.2025.617278) sans anomalie.\n", "ACC.2025.617278", None),
    ("IRM du 26/01/2025 (ACC.2025.015486) : lésion fronto-insulaire.\n", "ACC.2025.015486", None),
    ("Scanner thoracique RX254007768 : pas de signe de CLAD.\n", "RX254007768", None),
    ("Radiographie EOS debout du 06/08/2025 (RX251926811) : angle de Cobb 32°\n", "RX251926811", None),
    ("Scanner thoracique (IMG-25-74728-B) sans anomalie\n", "IMG-25-74728-B", None),
    ("Personne à prévenir\nMGEN - adhérent n° AD-5415986\n", "MGEN", "ETAB"),
    ("Personne à prévenir\nAG2R La Mondiale - adhérent n° 735935285\n", "AG2R La Mondiale", "ETAB"),
    ("Dr Octave ROUBICHOU, né à Eu le 3 mai 1950\n", "Eu", "VILLE"),
    ("Médecin traitant :  Dr Octave ROUBICHOU à Eu - RPPS 10668578908\n", "Eu", "VILLE"),
    ("Dr JOUANNETEAU Maëlys à Vitré, RPPS 10925212416\n", "Vitré", "VILLE"),
    ("IRM cérébrale\n  ACC.2025.217823 normale.\n", "ACC.2025.217823", None),
    ("Compte rendu validé par Dr M. Guéguéniat, neurologue\n", "M.", "PRENOM"),  # an initial after a title
    ("Docteur M. LEROUX\n", "M.", "PRENOM"),
    ("Domicile : 12 rue des Lilas 80190 Y\n", "Y", "VILLE"),  # the one commune of one letter
    ("Domicile : 12 rue des Lilas 80190 Y\n", "80190", "CODE_POSTAL"),
    ("LDL-cholestérol 0,89 g/L (4281547344). Réévaluation le 25/04/2025.\n", "4281547344", "AUTRE"),
    ("HbA1c 7,2 % (12345678)\n", "12345678", "AUTRE"),
    ("LDL-cholestérol 0,70 g/L (25H54571). Réévaluation\n", "25H54571", "AUTRE"),
    ("LDL-cholestérol 0,86 g/L (L25-737032). Réévaluation\n", "L25-737032", "AUTRE"),
    ("Patient\nNOM D'USAGE\nDELPOUY\nNOM DE NAISSANCE\nMALVEZIN\n", "DELPOUY", "NOM"),  # a caption under a heading
    ("NOM D’USAGE : DELPOUY\n", "DELPOUY", "NOM"),
    ("PRÉNOM(S)\nJosépha\nDATE DE NAISSANCE\n", "Josépha", "PRENOM"),
])
def test_values_found(text, value, label):
    found = _found(text)
    assert any(t == value and (label is None or lab == label) for lab, t in found), found


@pytest.mark.parametrize("text, value", [
    ("Prélevé le 06-FEV-2025 à 8 h.\n", "06-FEV-2025"),  # a date, kept as one
    ("Scanner 64 barrettes, 120 kV, 350 mAs, DLP 4521 mGy.cm\n", "4521"),
    ("IRM 1,5 T du 12/03/2024 (ZBQK002)\n", "ZBQK002"),  # the act's code
    ("Complémentaire - adhérent n° 12345678\n", "Complémentaire"),
    ("CMU - adhérent\n", "CMU"),
    ("Nom | Prénom | Date\n", "Prénom"),
    ("Dr Martin à Paris pour un congrès\n", "Paris"),  # no field closes after the town
    ("Patient : M. Jean DUPONT\n", "M."),  # the civility, no initial
    ("Kardégic 75 mg (34009312345)\n", "34009312345"),  # a drug's code after its dose
    ("Plaquettes 250 G/L (normes 150-400)\n", "150"),
    ("HbA1c 6,5 % (48 mmol/mol)\n", "48"),
    ("Résultat 12345 Y a-t-il une erreur ?\n", "Y"),
    ("PRENOM(S) :\nNUMERO D’IMMATRICULATION :\n", "NUMERO"),  # a blank form's next caption
])
def test_decoys_stay(text, value):
    found = _found(text)
    assert not [x for x in found if value in x[1] and x[0] != "DATE"], found


def test_a_phone_after_an_exam_stays_a_phone():
    found = _found("scanner le 12/03/2024 puis appel au 0612345678\n")
    assert ("TEL", "0612345678") in found and not [x for x in found if x[0] == "AUTRE"]


_MIRRORED = ("§ 1 | Patient\nDE LA RONCIÈRE | Nom d'usage\nCASSAGNABÈRE | Nom de naissance\nAlbane | Prénom(s)\n"
             "01/12/42 | Date de naissance\nIssoudun | Lieu de naissance\nP7519748 | IPP\n25-AMB-9642 | N° de séjour\n")


@pytest.mark.parametrize("value, label", [
    ("DE LA RONCIÈRE", "NOM"), ("CASSAGNABÈRE", "NOM"), ("Albane", "PRENOM"), ("01/12/42", "DATE_NAISSANCE"),
    ("Issoudun", "VILLE"), ("P7519748", "IPP"), ("25-AMB-9642", "EPISODE"),
])
def test_a_form_printed_in_mirror_is_read_value_then_caption(value, label):
    found = _found(_MIRRORED)
    assert (label, value) in found, found


@pytest.mark.parametrize("text", [
    "Dupont | Médecin\nMartin | Infirmière\n",  # two rows: too few to call the form mirrored
    "Nom | DUPONT\nPrénom | Jean\nIPP | 123456\nSexe | M\n",  # caption first: read as ever
])
def test_rows_that_are_no_mirrored_form(text):
    assert not [s for s in _found(text) if s[1] in ("Médecin", "Infirmière", "Nom", "Prénom", "IPP", "Sexe")]
