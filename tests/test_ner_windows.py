"""Windowing: nothing past the model window is ever dropped (seed 000/001)."""

from __future__ import annotations

import pytest

from app.detection.ner import NerDetector
from app.detection.ner.engine import NerRuntimeError, get_engine
from app.detection.ner.windows import plan_windows
from ner_tiny_bundle import filler_text, make_bundle

TAIL = " Le patient a vu Hélène Dupont à Paris."


@pytest.fixture(scope="module")
def truncating_bundle(tmp_path_factory):
    # tokenizer.json asks for truncation at 8 tokens: the engine must ignore it.
    return make_bundle(tmp_path_factory.mktemp("ner") / "trunc", max_length=16, window_overlap=4, truncation=8)


@pytest.fixture(scope="module")
def wide_bundle(tmp_path_factory):
    return make_bundle(tmp_path_factory.mktemp("ner") / "wide", max_length=128, window_overlap=32)


@pytest.mark.parametrize("n_bytes", [500, 3_600, 11_000, 36_000])
@pytest.mark.parametrize("which", ["truncating_bundle", "wide_bundle"])
def test_entity_at_end_of_long_text_is_found(request, which, n_bytes):
    det = NerDetector(request.getfixturevalue(which))
    text = filler_text(n_bytes - len(TAIL.encode()), seed=n_bytes) + TAIL
    assert abs(len(text.encode("utf-8")) - n_bytes) < 0.05 * n_bytes
    spans = det.detect_page(3, text)
    found = {(s.text, s.label) for s in spans}
    assert ("Hélène Dupont", "NOM") in found
    assert ("Paris", "VILLE") in found
    hel = next(s for s in spans if s.text == "Hélène Dupont")
    assert text[hel.start : hel.end] == "Hélène Dupont"
    assert hel.page == 3 and hel.source == "model" and hel.sources == ("model",)
    assert hel.confidence == pytest.approx(0.95, abs=1e-5)
    # Only filler before the tail: nothing else may be reported.
    assert len(spans) == 2


def test_engine_disables_tokenizer_truncation(truncating_bundle):
    eng = get_engine(truncating_bundle)
    assert eng.tokenizer.truncation is None
    res = eng.predict(filler_text(2_000), 0.5, 4)
    assert res.n_tokens > 100 and len(res.windows) > 10


def test_every_character_is_in_some_window(truncating_bundle):
    eng = get_engine(truncating_bundle)
    text = ("Né à Lyon 😀 le patient\nKévin Dupont, suivi.\r\n\u00a0" + filler_text(1_500)) * 3
    enc = eng.tokenizer.encode(text, add_special_tokens=False)
    res = eng.predict(text, 0.5, 4)
    covered = [False] * len(text)
    for w in res.windows:
        a, b = enc.offsets[w.start][0], enc.offsets[w.end - 1][1]
        for i in range(a, b):
            covered[i] = True
    missing = [i for i, c in enumerate(text) if not covered[i] and not c.isspace()]
    assert missing == []
    # Consecutive windows share exactly the overlap; together they cover all tokens.
    assert res.windows[0].start == 0 and res.windows[-1].end == res.n_tokens
    for w1, w2 in zip(res.windows[:-2], res.windows[1:-1]):
        assert w1.end - w2.start == 4
    assert res.windows[-2].end - res.windows[-1].start >= 4  # last one aligned on the end
    assert all(w.end - w.start == eng.content_len for w in res.windows)


@pytest.mark.parametrize("n", [1, 9, 10, 11, 16, 17, 1000])
@pytest.mark.parametrize("content,overlap", [(10, 0), (10, 4), (10, 9), (254, 64)])
@pytest.mark.parametrize("align", [True, False])
def test_plan_windows_covers_every_token(n, content, overlap, align):
    ws = plan_windows(n, content, overlap, align_last=align)
    seen = set()
    for w in ws[:-1]:
        assert w.end - w.start == content
    if align:
        assert ws[-1].end - ws[-1].start == min(content, n)
    else:  # the last window starts one step after the previous one
        assert len(ws) == 1 or ws[-1].start - ws[-2].start == content - overlap
    for w in ws:
        assert 0 <= w.start < w.end <= n
        assert w.left_cut == (w.start > 0) and w.right_cut == (w.end < n)
        seen.update(range(w.start, w.end))
    assert seen == set(range(n))
    for a, b in zip(ws, ws[1:]):
        assert a.start < b.start and a.end < b.end
        assert a.end - b.start >= overlap
    for a, b in zip(ws[:-2] if align else ws[:-1], ws[1:-1] if align else ws[1:]):
        assert a.end - b.start == overlap or (not align and b.end == n and a.end == n)
    assert len(ws) == (1 if n <= content else 1 + -(-(n - content) // (content - overlap)))


def test_plan_windows_rejects_bad_arguments():
    assert plan_windows(0, 10, 2) == []
    for content, overlap in [(0, 0), (10, 10), (10, -1)]:
        with pytest.raises(ValueError):
            plan_windows(5, content, overlap)


def test_offsets_exact_with_accents_emoji_and_line_breaks(truncating_bundle):
    det = NerDetector(truncating_bundle)
    text = "😀😀 Note :\r\nKévin Dupont 🙂 vu à Lyon\n\nHélène\nDupont (Paris) 👩‍⚕️ Durand, Jean-Dupont."
    got = [(s.text, s.label) for s in det.detect_page(0, text)]
    assert got == [
        ("Kévin Dupont", "NOM"),
        ("Lyon", "VILLE"),
        ("Hélène\nDupont", "NOM"),
        ("Paris", "VILLE"),
        ("Durand", "NOM"),  # only the sub-word "##and" is tagged: snapped to the word
        ("Jean-Dupont", "NOM"),  # hyphenated name: one span
    ]
    for s in det.detect_page(0, text):
        assert text[s.start : s.end] == s.text


def test_batch_size_does_not_change_results(truncating_bundle):
    text = filler_text(3_000, seed=7) + " Jean Dupont Martin " + filler_text(500) + TAIL
    a = NerDetector(truncating_bundle, batch_size=1).detect_page(0, text)
    b = NerDetector(truncating_bundle, batch_size=64).detect_page(0, text)
    assert a == b and len(a) == 3


def test_tokenizer_that_skips_text_is_an_error_not_a_clean_page(truncating_bundle):
    eng = get_engine(truncating_bundle)
    text = "Jean Dupont"
    eng._check_coverage(text, [(0, 4), (5, 11)])
    with pytest.raises(NerRuntimeError, match="pas lu tout le texte"):
        eng._check_coverage(text, [(0, 4)])


def test_concurrent_pages_give_same_results(truncating_bundle):
    from concurrent.futures import ThreadPoolExecutor

    det = NerDetector(truncating_bundle)
    texts = [filler_text(800, seed=i) + TAIL for i in range(8)]
    expected = [det.detect_page(i, t) for i, t in enumerate(texts)]
    with ThreadPoolExecutor(4) as pool:
        got = list(pool.map(det.detect_page, range(8), texts))
    assert got == expected


def test_sentencepiece_metaspace_tokenizer_offsets_and_subword_snapping(tmp_path):
    # The default bundle's kind of tokenizer: NFKC, "▁" word marks whose
    # offsets include the preceding blank, unknown emoji.
    det = NerDetector(make_bundle(tmp_path / "sp", specials="sentencepiece", max_length=10, window_overlap=3))
    text = "😀 le patient Hélène Dupont\nvit à Paris ; ﬁn de Mme Lefèvre.\r\n" * 3
    spans = det.detect_page(0, text)
    assert [s.text for s in spans] == ["Hélène Dupont", "Paris", "Lefèvre"] * 3
    for s in spans:
        assert text[s.start : s.end] == s.text
    lef = [s for s in spans if s.text == "Lefèvre"]
    assert all(s.confidence == pytest.approx(0.80, abs=1e-5) for s in lef)


@pytest.mark.parametrize("text", ["", "   \n\r\n\t ", "\x00\u200b\ufeff", "😀" * 50])
def test_blank_or_symbol_pages_give_no_span_and_count_as_analysed(truncating_bundle, text):
    det = NerDetector(truncating_bundle)
    assert det.detect_page(0, text) == []
    assert det.status.ran and det.status.pages_done == 1


def test_lone_surrogates_from_a_broken_pdf_do_not_stop_the_model(truncating_bundle):
    det = NerDetector(truncating_bundle)
    text = "le patient \ud83d vu par Hélène Dupont \udc00 à Paris"
    got = [(s.text, text[s.start : s.end]) for s in det.detect_page(0, text)]
    assert got == [("Hélène Dupont", "Hélène Dupont"), ("Paris", "Paris")]
    assert det.status.ran


def test_batch_dependent_model_runs_window_by_window(tmp_path, truncating_bundle):
    # A model whose output for a window depends on its batch-mates (dynamic
    # int8 quantization does this) must not let unrelated text on the page
    # change a span's confidence: the engine detects it and runs windows singly.
    coupled = make_bundle(tmp_path / "coupled", batch_coupled=True)
    eng = get_engine(coupled)
    assert eng.batch_independent is False
    assert get_engine(truncating_bundle).batch_independent is True
    text = filler_text(1_500, seed=3) + TAIL
    single = NerDetector(coupled, batch_size=1).detect_page(0, text)
    batched = NerDetector(coupled, batch_size=16).detect_page(0, text)
    assert single == batched and any(s.text == "Hélène Dupont" for s in single)
    # The coupling is real: batching those windows would have changed the numbers.
    enc = eng.tokenizer.encode(text, add_special_tokens=False).ids
    a, b = enc[:14], enc[14:28]
    assert abs(float(eng._run([a, b])[0].max() - eng._run([a])[0].max())) > 1e-3


def test_model_run_window_by_window_gets_a_short_last_window(tmp_path):
    # Unbatched (the default int8 model), the last window is not stretched
    # back to full length: less compute, and the slicing the model's card
    # figures were measured with.
    coupled = make_bundle(tmp_path / "coupled", batch_coupled=True)
    eng = get_engine(coupled)
    text = filler_text(1_500, seed=5) + " Lyon" + TAIL
    res = eng.predict(text, 0.5, 4)
    step = eng.content_len - 4
    assert [w.start for w in res.windows] == [k * step for k in range(len(res.windows))]
    assert res.windows[-1].end == res.n_tokens and res.windows[-1].end - res.windows[-1].start < eng.content_len
