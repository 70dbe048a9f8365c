"""The deterministic merge policy (app/detection/merge.py)."""

import itertools
import random

from app.detection.analyze import merge_spans as analyze_merge
from app.detection.merge import merge_spans
from app.detection.spans import Span

TEXT = "Née le 21/05/1949 NIR 1 49 05 64 445 004 07 Dr Jean DUPONT"


def sp(start, end, label, source="a", conf=0.9, note="", page=0, text=TEXT):
    return Span(page, start, end, text[start:end], label, source, conf, note=note)


def test_same_range_and_label_become_one_with_sources_recorded():
    a = sp(18, 21, "NOM", "rules.names", 0.95)
    b = sp(18, 21, "NOM", "model", 0.80)
    out = merge_spans([b, a])
    assert len(out) == 1
    assert out[0].confidence == 0.95 and out[0].source == "rules.names"
    assert set(out[0].sources) == {"rules.names", "model"}


def test_longer_span_wins_and_contained_one_disappears():
    birth = sp(0, 17, "DATE_NAISSANCE", "rules.dates", 0.99)
    date = sp(7, 17, "DATE", "model", 0.995)
    out = merge_spans([date, birth])
    assert [(s.start, s.end, s.label, s.source) for s in out] == [(0, 17, "DATE_NAISSANCE", "rules.dates")]
    # The contained date agrees: its source is recorded, its higher confidence kept.
    assert out[0].sources == ("rules.dates", "model") and out[0].confidence == 0.995


def test_contained_name_lends_its_confidence_to_a_longer_model_span():
    model = sp(47, 58, "NOM", "model", 0.55)      # "Jean DUPONT"
    rule = sp(52, 58, "NOM", "rules.names", 0.95)  # "DUPONT"
    out = merge_spans([rule, model])
    assert [(s.text, s.label, s.confidence) for s in out] == [("Jean DUPONT", "NOM", 0.95)]
    assert set(out[0].sources) == {"model", "rules.names"}


def test_birth_date_inside_a_longer_plain_date_makes_it_a_birth_date():
    text = "le 21 mai 1949"
    date = sp(3, 14, "DATE", "rules.dates", 0.98, text=text)
    birth = sp(6, 14, "DATE_NAISSANCE", "model", 0.7, text=text)
    out = merge_spans([date, birth])
    assert [(s.text, s.label) for s in out] == [("21 mai 1949", "DATE_NAISSANCE")]


def test_birth_date_overlapping_a_plain_date_makes_it_a_birth_date():
    text = "né le 21 mai 1949"
    date = sp(6, 17, "DATE", "rules.dates", 0.98, text=text)      # "21 mai 1949"
    birth = sp(3, 12, "DATE_NAISSANCE", "model", 0.7, text=text)  # "le 21 mai"
    out = merge_spans([date, birth])
    assert [(s.text, s.label) for s in out] == [("le", "DATE_NAISSANCE"), ("21 mai 1949", "DATE_NAISSANCE")]


def test_disagreeing_contained_span_changes_nothing():
    addr = sp(0, 17, "ADRESSE", "model", 0.6)
    date = sp(7, 17, "DATE", "rules.dates", 0.98)
    assert merge_spans([date, addr]) == [addr]


def test_date_never_wins_a_tie_against_another_kind():
    a = sp(7, 17, "DATE", "rules.dates", 0.98)
    b = sp(7, 17, "DATE_NAISSANCE", "model", 0.60)
    out = merge_spans([a, b])
    assert [s.label for s in out] == ["DATE_NAISSANCE"]


def test_validated_span_beats_a_longer_unvalidated_one_and_nothing_is_lost():
    nir = sp(22, 43, "NIR", "rules.nir", 0.99, note="clé valide")
    tel = sp(18, 37, "TEL", "model", 0.95)  # sloppy, overlaps the NIR and the label
    out = merge_spans([tel, nir])
    assert nir in out
    rest = [s for s in out if s is not nir and s != nir]
    # The phone keeps only what sticks out of the NIR (the letters "NIR").
    assert [(s.text, s.label) for s in rest] == [("NIR", "TEL")]


def covered_alnum(spans, text):
    cov = set()
    for s in spans:
        cov.update(i for i in range(s.start, s.end) if text[i].isalnum())
    return cov


def test_random_merges_never_overlap_never_uncover_and_ignore_input_order():
    rng = random.Random(7)
    labels = ["NOM", "PRENOM", "DATE", "TEL", "NIR"]
    for _ in range(200):
        spans = []
        for _ in range(rng.randint(1, 8)):
            a = rng.randrange(0, len(TEXT) - 1)
            b = rng.randrange(a + 1, min(len(TEXT), a + 25) + 1)
            spans.append(sp(a, b, rng.choice(labels), rng.choice(["x", "y", "z"]), rng.choice([0.5, 0.8, 0.99]),
                            note=rng.choice(["", "", "clé valide"])))
        out = merge_spans(spans)
        for x, y in itertools.combinations(out, 2):
            assert not x.overlaps(y)
        assert covered_alnum(out, TEXT) == covered_alnum(spans, TEXT)
        shuffled = spans[:]
        rng.shuffle(shuffled)
        assert merge_spans(shuffled) == out
        for s in out:
            assert TEXT[s.start:s.end] == s.text


def test_pages_are_merged_separately():
    a = sp(0, 5, "NOM", page=0)
    b = sp(0, 5, "NOM", page=1)
    assert merge_spans([b, a]) == [a, b]


def test_analyze_delegates_to_the_policy():
    spans = [sp(0, 17, "DATE_NAISSANCE", "r", 0.99), sp(7, 17, "DATE", "m", 0.99)]
    assert analyze_merge(spans) == merge_spans(spans)


def test_a_weak_model_guess_never_swallows_a_sure_rule_value():
    # the model's "ORDONNANCE\n\nDax" (0.39, under the acceptance threshold) once took the
    # rule's city "Dax" (0.97) with it, and the city was left in the file
    text = "ORDONNANCE\n\nDax, le 19/10/2022"
    weak = Span(0, 0, 15, text[0:15], "NOM", "model", 0.39)
    city = Span(0, 12, 15, "Dax", "VILLE", "rules.addresses", 0.97)
    out = merge_spans([weak, city])
    assert any(s.label == "VILLE" and s.text == "Dax" and s.confidence == 0.97 for s in out), out
    assert all(s.text != text[0:15] for s in out)


def test_a_span_under_the_acceptance_threshold_never_swallows_one_above_it():
    """A longer guess at 0.39 (left unticked) against the surname at 0.45 (ticked): the surname
    must stay in a span that will be masked."""
    from app.detection.merge import merge_spans
    from app.detection.spans import Span

    text = "pansement fait — DE LA BROSSE"
    i = text.index("DE LA BROSSE")
    weak = Span(0, i, i + 12, "DE LA BROSSE", "NOM", "model", 0.39)
    j = text.index("BROSSE")
    sure = Span(0, j, j + 6, "BROSSE", "NOM", "rules.names", 0.45)
    got = merge_spans([weak, sure])
    assert any(s.text == "BROSSE" and s.confidence >= 0.4 for s in got)
