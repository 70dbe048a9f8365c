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
