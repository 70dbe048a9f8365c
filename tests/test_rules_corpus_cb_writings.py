"""What held-out corpus CB's first pass (prison health care in Normandie) showed, tuned since: a
detainee's cell, a contact named alone on a line of a table read one cell a line."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def _kinds(found, kind):
    return [v for k, v in found if k == kind]


def test_a_detainee_s_cell_after_its_word_or_under_its_caption():
    found = _found("USMP - LEMAÎTRE Bilal - écrou n° 30934 - cellule QA 15\n"
                   "N° d’écrou         30934\nCellule        C-137\n\nPatient : cellule 4.068 ; cell. D-301 ; Cellule QA 1l\n")
    for v in ("QA 15", "C-137", "4.068", "D-301", "QA 1l"):
        assert ("AUTRE", v) in found, (v, found)
    found = _found("N° d’écrou\nCellule\n\nMACN-11879\nD-116\n")
    assert ("AUTRE", "D-116") in found, found


def test_cells_that_are_no_prison_s_stay():
    # a biologist's cells, and a prison page's stay counted in days
    assert not _kinds(_found("LCR : cellule 4 ; cellules 12/mm3 ; Cellule 3\n"), "AUTRE")
    found = _found("Détenu placé en cellule 2 jours ; cellules 45/mm3\n")
    assert not _kinds(found, "AUTRE"), found


def test_a_contact_named_alone_on_a_line():
    found = _found("Relais\nCoordonnées\n\nconseiller du\nAnthony Da Silva\nSPIP du Calvados\n\n"
                   "conseillère du SPIP de la Manche\nSéverine Osmont\n\nApprentissage\n")
    for kind, v in (("PRENOM", "Anthony"), ("NOM", "Da Silva"), ("PRENOM", "Séverine"), ("NOM", "Osmont")):
        assert (kind, v) in found, (v, found)
    for line in ("Claude Bernard", "Marie France", "Anne de Bretagne", "Jean Paul", "Saint Denis", "Suivi Social"):
        assert not _kinds(_found(f"Relais\n{line}\nSuite\n"), "NOM"), line


def test_a_number_after_a_person_s_name_and_a_dash_in_a_running_header():
    for text, v in (("CPFA - sortie - LECOQ Sébastien - 22833\n\nLettre de liaison\n", "22833"),
                    ("CDSN - GOSSELIN Hervé - 48213 - page 1/2\n", "48213")):
        assert ("AUTRE", v) in _found(text), (v, _found(text))
    for text in ("DURAND Paul - 2025\n", "HTA Jean - 12345\n", "Dr MARTIN Paul - 75012 Paris\n"):
        assert not _kinds(_found(text), "AUTRE"), text  # a year, no first name, a postcode and its town


def test_a_lodging_centre_after_release():
    assert ("ETAB", "CHRS Le Gouvernail-Fictif") in _found("Hébergement prévu    CHRS Le Gouvernail-Fictif\n")
    assert not _kinds(_found("orienté vers un CHRS à la sortie\n"), "ETAB")


def test_a_prison_named_on_the_next_line_and_its_acronym():
    found = _found("Unité sanitaire en milieu pénitentiaire (USMP)\nAntenne au Centre de détention de la\nSuisse-Normande\n"
                   "chemin de la Rouvre-Fictive - 61202 ARGENTAN\n\nCDSN - GOSSELIN Hervé - PV 2025/59199\n")
    assert ("ETAB", "Centre de détention de la\nSuisse-Normande") in found, found
    assert ("ETAB", "CDSN") in found, found
    assert not _kinds(_found("Centre de détention\nDate : 12/03/2025\n"), "ETAB")
