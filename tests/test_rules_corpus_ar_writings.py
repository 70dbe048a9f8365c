"""Writings read from held-out corpus AR's first pass (tuned since): an establishment's FINESS
in its national form beside its short one, a birth date spaced with its form's pitch of two or
three blanks, a NIR with its key after a slash, a member number in a grid of boxes printed
value over caption; and what stays: a caption row of such a grid (no name), the report's first
sentence under an "Employeur" caption printed under its value, a barotrauma grade, a
hyperbaric chamber's brand, a drug named with its ATC code."""

from __future__ import annotations

import pytest

from app.export.variants import parse_date, target_for
from tests.fake_model import model_span_kept, rule_findings


_found = rule_findings


@pytest.mark.parametrize("text, value, label", [
    ("FINESS 631900909 (n° national 1631900909)\n", "1631900909", "FINESS"),
    ("FINESS 631900909 (n° national 1631900909)\n", "631900909", "FINESS"),
    ("Date de naissance : 2  1  0  1  1  9  6  1\nSexe : M\n", "2  1  0  1  1  9  6  1", "DATE_NAISSANCE"),
    ("Né le 2   1   0   1   1   9   6   1\n", "Né le 2   1   0   1   1   9   6   1", "DATE_NAISSANCE"),
    # the grid read one cell a line: the value over its caption
    ("NÉHOU\nNom d'usage\nNorbert\nPrénom(s)\n1  7  0  4  1  9  7  2\nDate de naissance\nM\nSexe\n",
     "1  7  0  4  1  9  7  2", "DATE_NAISSANCE"),
    ("IPP               N° de séjour (NDA)\n\n 1 47 07 19 150 493 / 13     39 quai Anatole-Le-Braz\n",
     "1 47 07 19 150 493 / 13", "NIR"),
    ("NIR : 1470719150493/13\n", "1470719150493/13", "NIR"),
    ("Klesia Mut' | 896313814 | EHPAD Les Tilleuls d'Ussel\nOrganisme complémentaire | N° d'adhérent | Employeur\n",
     "896313814", None),
    ("MGEN | 30 4090 4161 | Imprimerie Delpuech\nOrganisme complémentaire | N° d'adhérent | Employeur\n",
     "30 4090 4161", None),  # spaced groups fill the cell
    # a grid of boxes read one cell a paragraph: the date over its caption, a heading read in between
    ("Téléphone\n\nINDICATION ET CONSENTEMENT\n\n1  9  0  4  1  9  6  1\n\nDate de naissance\n\nHDJ2574700\n\n"
     "N° de séjour (NDA)\n", "1  9  0  4  1  9  6  1", "DATE_NAISSANCE"),
    ("Téléphone\n\nINDICATION\n\n19/04/1961\n\nDate de naissance\n\nHDJ2574700\n", "19/04/1961", "DATE_NAISSANCE"),
    ("Courriel ........ x@y.fr\n\nEmployeur ............................ Ardoisières de Maël\n\nSurdité brusque\n",
     "Ardoisières de Maël", "ETAB"),
])
def test_values_found(text, value, label):
    found = _found(text)
    assert any(t == value and (label is None or lab == label) for lab, t in found), found


@pytest.mark.parametrize("text, value", [
    ("FINESS 631900909, lit 1631900908\n", "1631900908"),  # another number, one digit apart
    ("Mesures : 1  7  0  4  1  9  7  2 mm\n", "1  7  0  4  1  9  7  2"),  # spaced digits, no birth label
    ("Date d'examen\n2 1 0 1 1 9 6 1\nSexe\n", "2 1 0 1 1 9 6 1"),
    ("Réf 1 47 07 19 150 493 / 12\n", "1 47 07 19 150 493 / 12"),  # the key is wrong: another number
    ("IZARN | Ignace | 03.09.1985\nNom d'usage | Prénom(s) | Date de naissance\nM | 78906495 | HDJ2423100\n"
     "Sexe | IPP | N° de séjour (NDA)\n185098920985479 | 117 place du Pré-Fleuri | 89200 Avallon\n"
     "Matricule INS | Adresse | Commune\n", "Matricule"),  # a caption row under the values, no name
    ("EHPAD Les Tilleuls d'Ussel\n\nEmployeur\n\nSurdité brusque unilatérale droite (H91.2) adressée par le Dr"
     " Uzureau, ORL.\n", "Surdité"),
])
def test_decoys_stay(text, value):
    found = _found(text)
    assert not [x for x in found if value in x[1]], found


@pytest.mark.parametrize("text, value", [
    ("Date d'entrée\n\n12/03/2024\n\nDate de naissance\n\nDr X\n", "12/03/2024"),  # its own caption over it
    ("Consultation\n\n12/03/2024\n\nDate de naissance\n\n19/04/1961\n", "12/03/2024"),  # the birth date under
    ("Vu le\n12/03/2024\nNaissance\nHDJ2574700\n", "12/03/2024"),
    ("Consultation\n\n12/03/2024\n\nDate de naissance\n\nmardi 19 avril 1961\n", "12/03/2024"),  # a weekday first
])
def test_a_care_date_near_a_birth_caption_stays_a_care_date(text, value):
    assert ("DATE", value) in _found(text)


_COLUMNS = ("Nom d'usage\nPrénom(s)\nNom de naissance\nDate de naissance\nSexe\nF\nIPP\nN° de séjour (NDA)\n"
            "Téléphone\n\nINDICATION\n\nROUCAYROL\nHortense\nMALBRANQUE\n26/5/1991\n86998523\nS24-211676\n"
            "06.39.98.08.44\n\nSurdité brusque unilatérale droite.\n")


def test_an_identity_table_read_column_by_column_pairs_its_captions_and_values():
    found = _found(_COLUMNS)
    assert {("NOM", "ROUCAYROL"), ("PRENOM", "Hortense"), ("NOM", "MALBRANQUE")} <= set(found), found


def test_a_caption_column_without_as_many_values_pairs_nothing():
    from app.detection.rules.caption_columns import caption_column_pairs

    assert caption_column_pairs(_COLUMNS.replace("86998523\n", "")) == ()  # one value short: no order to trust
    assert caption_column_pairs("Nom\nPrénom\nDate de naissance\nIPP\n\nCOMPTE RENDU\n\nLe patient va bien.\n") == ()


def test_an_employer_box_under_its_caption_is_still_read():
    found = _found("Employeur\nSARL Menuiseries Ardouin, 29 chemin des Lilas\n")
    assert ("ETAB", "SARL Menuiseries Ardouin") in found


def test_the_national_form_and_the_short_one_find_each_other_in_the_export():
    short, national = target_for("FINESS", "631900909"), target_for("FINESS", "1631900909")
    text = "FINESS 631900909 (n° national 1631900909) ; autre : 2631900909"
    for t in (short, national):
        assert [m.group() for m in t.pattern.finditer(text)] == ["631900909", "1631900909"]
    rpps = target_for("RPPS", "10003456789")
    assert [m.group() for m in rpps.pattern.finditer("810003456789 ou 10003456789")] == ["810003456789", "10003456789"]


def test_a_spaced_birth_date_is_a_date_of_the_export():
    assert parse_date("1  7  0  4  1  9  7  2") == (17, 4, "1972")
    assert parse_date("Né le 0 4 - 1 1 - 1 9 7 9") == (4, 11, "1979")
    assert parse_date("12 34 5 6 7 8 9 0") is None
    birth = target_for("DATE_NAISSANCE", "17/04/1972").pattern
    assert birth.search("né le 1  7  0  4  1  9  7  2.") and birth.search("1 7 / 0 4 / 1 9 7 2")
    assert not birth.search("1 7 0 4 1 9 7 3")


@pytest.mark.parametrize("text, value, kept", [
    ("n° 1 21.08.2024 2,5 ATA 95 min Teed 0\nn° 2", "Teed", False),  # a grade of barotrauma
    ("Caisson Comex 2200 multiplace, oxygène au masque facial.", "Caisson Comex", False),
    ("Alternative discutée : varénicline (ATC N07BA03). Forfait", "varénicline", False),
    ("Alternative discutée : Dupuis (ATC absent). Forfait", "Dupuis", True),
    ("Vu avec Mme Sonde Marie ce jour.", "Sonde Marie", True),  # a civility: a person
    ("Séance\nDurée\nÉtomidate\nMADRS\nn° 1", "Étomidate\nMADRS", False),  # a table's column captions
    ("Score MoCA 24/30, TBS 1,21.", "MoCA", False),
])
def test_model_spans_on_grades_devices_and_drugs(text, value, kept):
    assert model_span_kept(text, value) is kept
