"""What held-out corpus CE's first pass (a rare-disease reference centre in Grand Est) showed,
tuned since: a reference or competence centre named by its diseases and its region, a street
typed "cour"."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def _kinds(found, kind):
    return [v for k, v in found if k == kind]


def test_a_reference_centre_named_by_its_diseases_and_its_region():
    for text, value in (("Centre de référence des maladies rares de l'Est - consultation de\ngénétique\n",
                         "Centre de référence des maladies rares de l'Est"),
                        ("Centre de compétence des anomalies du développement Champagne-Ardenne\n",
                         "Centre de compétence des anomalies du développement Champagne-Ardenne"),
                        ("Centre de référence des syndromes vasculaires rares Stanislas consultation de génétique\n",
                         "Centre de référence des syndromes vasculaires rares Stanislas")):
        assert ("ETAB", value) in _found(text), _found(text)
    # no capitalised word closes it: the kind in prose, or a name of words of the language only
    for text in ("Le centre de référence a confirmé le diagnostic.\n",
                 "Centre de référence des maladies rares de la peau\n"):
        assert not _kinds(_found(text), "ETAB"), text


def test_a_street_typed_cour():
    found = _found("Mme Maud GÉRARDIN\n59 bis cour des Cristalliers, 54500\nVANDŒUVRE-LÈS-NANCY\n")
    assert ("ADRESSE", "59 bis cour des Cristalliers") in found, found
    assert not _kinds(_found("Il a 3 cours de piano ; 2 cour de récréation par jour.\n"), "ADRESSE")
