"""A region's name is no one's address: the model's reading of "Hauts-de-France" as a town, of a
public body's regional branch as an establishment or a surname, is dropped; a person or a town that
bears a region's one-word name keeps it."""

from __future__ import annotations

from tests.fake_model import model_findings, model_span_kept

PAGE = "Délivré par : EFS Hauts-de-France Normandie, site de Beauvais\nAvis de l'ARS Bretagne et de la région Occitanie\n"


def test_a_region_or_a_public_body_s_regional_branch_is_dropped():
    assert not model_span_kept(PAGE, "EFS Hauts-de-France Normandie", "ETAB")
    assert not model_span_kept(PAGE, "Hauts-de-France", "VILLE")
    assert not model_span_kept(PAGE, "Normandie", "NOM")  # the second region of the pair
    assert not model_span_kept(PAGE, "Bretagne", "ETAB")  # after the body
    assert not model_span_kept(PAGE, "Occitanie", "VILLE")  # after "région"
    assert not model_span_kept("Avis ARS Nouvelle-Aquitaine\n", "Nouvelle-Aquitaine", "VILLE")


def test_a_one_word_region_that_names_a_person_or_follows_no_body_stays():
    assert model_findings("Patiente : Mme Lorraine PETIT\n", "Lorraine", "PRENOM") == [("Lorraine", "PRENOM")]
    assert model_span_kept("Mme BRETAGNE Anne, née à Rennes\n", "BRETAGNE", "NOM")
    assert model_span_kept("Clinique Pasteur, Picardie\n", "Picardie", "VILLE")
