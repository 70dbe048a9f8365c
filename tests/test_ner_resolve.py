"""Cross-window resolution: clipped fragments never beat complete spans (seed 001).

Bundle geometry used here: max_length 12 → 10 content tokens per window,
overlap 4 → windows start at tokens 0, 6, 12, ... The tiny tokenizer makes
one token per filler word, so the token index of each word is known.
"""

from __future__ import annotations

import pytest

from app.detection.ner import NerDetector
from app.detection.ner.decode import Candidate
from app.detection.ner.detector import NOTE_JOINED, NOTE_LONG
from app.detection.ner.engine import get_engine
from app.detection.ner.resolve import drop_contained_edge_fragments, greedy, join_same_type, resolve
from ner_tiny_bundle import make_bundle

W = "le patient est suivi pour une douleur thoracique depuis trois jours examen clinique normal".split()


def words(prefix: int, entity: str, suffix: int = 12) -> str:
    return " ".join(W[:prefix] + [entity] + W[:suffix])


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    return make_bundle(tmp_path_factory.mktemp("ner") / "res", max_length=12, window_overlap=4)


def test_clipped_fragment_with_higher_confidence_does_not_beat_complete_span(bundle):
    # "Jean"(5) "Dupont"(6) "Martin"(7): window 0 = tokens 0..9 sees all three (min 0.60);
    # window 1 starts at token 6 and sees "Dupont Martin" (I-PER..., min 0.90) at its cut edge.
    text = words(5, "Jean Dupont Martin")
    eng = get_engine(bundle)
    assert [(w.start, w.end) for w in eng.predict(text, 0.5, 4).windows][:2] == [(0, 10), (6, 16)]
    spans = NerDetector(bundle).detect_page(0, text)
    assert [(s.text, s.label) for s in spans] == [("Jean Dupont Martin", "NOM")]
    assert spans[0].confidence == pytest.approx(0.60, abs=1e-5)
    assert spans[0].note == ""


def test_fragment_clipped_on_the_right_is_dropped_too(bundle):
    # Entity at tokens 8..10: window 0 sees "Jean Dupont" at its right cut; window 1 sees all.
    text = words(8, "Jean Dupont Martin")
    spans = NerDetector(bundle).detect_page(0, text)
    assert [(s.text, round(s.confidence, 4)) for s in spans] == [("Jean Dupont Martin", 0.6)]


def test_entity_longer_than_the_overlap_is_joined_not_cut(bundle):
    # Tokens 5..11: window 0 sees 5..9 (right cut), window 1 sees 6..11 (left cut).
    # Neither contains the other; keeping only the surer one would leave "Jean" visible.
    entity = "Jean Dupont Dupont Dupont Dupont Dupont Martin"
    text = words(5, entity)
    spans = NerDetector(bundle).detect_page(0, text)
    assert [s.text for s in spans] == [entity]
    assert spans[0].confidence == pytest.approx(0.60, abs=1e-5)
    assert spans[0].note == NOTE_JOINED


def test_entity_touching_both_edges_of_a_full_window_is_handled_explicitly(bundle):
    entity = "Jean " + " ".join(["Dupont"] * 40) + " Martin"
    text = words(3, entity, 20)
    det = NerDetector(bundle)
    spans = det.detect_page(0, text)
    assert [s.text for s in spans] == [entity]
    assert spans[0].note == NOTE_LONG
    assert spans[0].confidence == pytest.approx(0.60, abs=1e-5)
    assert det.status.long_entities > 0


def _c(start, end, conf, window, left=False, right=False, etype="PER"):
    return Candidate(start, end, etype, conf, window, left_edge=left, right_edge=right)


LETTERS = "abcdefghij klmnopqrst uvwxyzabcd efghijklmn"


def test_drop_rule_alone():
    complete = _c(0, 18, 0.6, 0)
    fragment = _c(5, 18, 0.9, 1, left=True)
    other_kind = _c(5, 18, 0.9, 1, left=True, etype="LOC")  # inside the complete span too: dropped
    same_window = _c(5, 18, 0.9, 0, left=True)
    outside = _c(15, 25, 0.9, 1, left=True)  # not contained: kept
    kept = drop_contained_edge_fragments([complete, fragment, other_kind, same_window, outside])
    assert kept == [complete, same_window, outside]
    # Score-only greedy would have picked the fragment: that is the defect being prevented.
    assert greedy(join_same_type([fragment]), LETTERS)[0].confidence > complete.confidence


def test_identical_copies_keep_the_higher_and_extents_keep_the_lower():
    a = _c(0, 10, 0.8, 0)
    b = _c(0, 10, 0.9, 1)
    assert [(r.start, r.end, r.confidence, r.joined) for r in resolve([a, b], LETTERS)] == [(0, 10, 0.9, False)]
    c = _c(5, 20, 0.95, 1, left=True)
    d = _c(0, 12, 0.7, 0, right=True)
    assert [(r.start, r.end, r.confidence, r.joined) for r in resolve([c, d], LETTERS)] == [(0, 20, 0.7, True)]
    # A view containing the others keeps its own probability.
    e = _c(0, 20, 0.8, 0)
    f = _c(3, 8, 0.95, 1)
    assert [(r.start, r.end, r.confidence, r.joined) for r in resolve([e, f], LETTERS)] == [(0, 20, 0.8, False)]


def test_other_kind_overlap_cuts_the_less_confident_instead_of_dropping_it():
    text = "Pierre-Yves Le Gall vu"
    nom = _c(0, 19, 0.72, 0)  # "Pierre-Yves Le Gall"
    ville = _c(0, 11, 0.92, 1, etype="LOC")  # "Pierre-Yves", not an edge fragment here
    got = [(text[r.start : r.end], r.etype, r.confidence) for r in resolve([nom, ville], text)]
    # The surer span keeps the shared characters; the other keeps what sticks out.
    assert got == [("Pierre-Yves", "LOC", 0.92), ("Le Gall", "PER", 0.72)]


def test_default_model_case_clipped_place_does_not_hide_a_name():
    # Measured on caviard-ner-fr-0.1: window 1 starts inside "Pierre-Yves".
    text = "Anesthésie (Dr Pierre-Yves Le Gall). Suite"
    s = text.index("Pierre")
    complete = _c(s, s + 19, 0.98, 0, etype="NOM")
    clipped = _c(s, s + 11, 0.92, 1, left=True, etype="VILLE")
    partial = _c(s + 12, s + 14, 0.72, 1, etype="NOM")
    got = [(text[r.start : r.end], r.etype, r.confidence) for r in resolve([complete, clipped, partial], text)]
    assert got == [("Pierre-Yves Le Gall", "NOM", 0.98)]


def test_cut_remainder_without_letters_is_not_kept():
    text = "Dupont - Paris"
    a = _c(0, 14, 0.5, 0)
    b = _c(0, 6, 0.9, 0, etype="LOC")
    c = _c(9, 14, 0.9, 0, etype="LOC")
    got = [(text[r.start : r.end], r.etype) for r in resolve([a, b, c], text)]
    assert got == [("Dupont", "LOC"), ("Paris", "LOC")]


def test_greedy_never_loses_a_marked_character_and_never_overlaps():
    import random

    from app.detection.ner.resolve import Resolved

    text = "".join(random.Random(1).choice("abc de-f") for _ in range(80))
    rng = random.Random(5)
    for _ in range(300):
        spans = []
        for _ in range(rng.randint(0, 25)):
            a = rng.randint(0, 60)
            spans.append(Resolved(a, a + rng.randint(1, 12), rng.choice("AB"), rng.random(), False, False))
        out = greedy(spans, text)
        for x, y in zip(out, out[1:]):
            assert x.end <= y.start
        marked = {i for s in spans for i in range(s.start, s.end) if text[i].isalnum()}
        kept = {i for s in out for i in range(s.start, s.end)}
        assert marked <= kept
        # The most confident span is always kept whole.
        if spans:
            top = max(spans, key=lambda s: (s.confidence, s.end - s.start))
            assert any((k.start, k.end, k.etype) == (top.start, top.end, top.etype) for k in out)
