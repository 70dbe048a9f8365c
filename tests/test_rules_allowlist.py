"""The allow-list: shipped data, codes by shape, user extension."""

import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors
from app.detection.rules.allowlist import AllowList, get_allowlist, load_shipped


@pytest.mark.parametrize(
    "word",
    ["Parkinson", "Alzheimer", "Crohn", "Babinski", "Glasgow", "Hartmann", "Pfannenstiel", "Douglas",
     "Trendelenburg", "Mac Burney", "Valsalva", "Foley", "Apgar", "Lasègue", "lasegue", "Murphy", "Kocher",
     "mg", "UI", "mmHg", "Doliprane", "HHFA017", "K57.2", "K80.1", "IRM", "HTA"],
)
def test_shipped_entries(word):
    assert load_shipped().contains(word)


@pytest.mark.parametrize("word", ["Dupont", "Bayonne", "Jean", "K", "HHFA01"])
def test_not_allowed(word):
    assert not load_shipped().contains(word)


def test_user_file_extends(tmp_path):
    f = tmp_path / "mes_termes.txt"
    f.write_text("# termes du service\nBelharra\nSynthèse Xyzzy\n", encoding="utf-8")
    allow = AllowList(["Crohn"])
    assert not allow.contains("belharra")
    v = allow.version
    assert allow.load_file(f) == 2
    assert allow.contains("BELHARRA") and allow.contains("synthese xyzzy")
    assert allow.version > v


def test_user_entry_silences_a_rule(tmp_path):
    text = "Patient : KERMARREC Nolwenn"
    before = {s.text for s in analyze_texts([text], rule_detectors())}
    assert "KERMARREC" in before
    allow = get_allowlist()
    saved = allow._entries, allow.version
    try:
        f = tmp_path / "extra.txt"
        f.write_text("Kermarrec\n", encoding="utf-8")
        allow.load_file(f)
        after = {s.text for s in analyze_texts([text], rule_detectors())}
        assert "KERMARREC" not in after
    finally:
        allow._entries = saved[0]
        allow.version = saved[1] + 1000


def test_theatre_words_of_traceability_tables_are_no_names():
    # "Salle 3 - Bloc B", "LOT 860927": the model once took Bloc for a name and LOT for a city
    from app.detection.analyze import analyze_page, default_detectors

    text = "Salle  Salle 3 - Bloc B\nClip Hem-o-lok ML  544240  LOT 860927  1"
    found = [(s.label, s.text) for s in analyze_page(0, text, default_detectors(use_model=True))]
    assert not any(t in ("Bloc", "LOT", "Salle") for _l, t in found), found
