"""Lines of glyphs drawn out of order are read in the order of the page; text in
order, overprinted bold and text printed over other text are left alone."""

from __future__ import annotations

from app.document.glyph_order import reorder_lines, reordered_texts

W = 7.0  # glyph advance of these fictional lines


def line(chars: str, x0: float, y: float = 100.0, size: float = 11.0) -> dict:
    cs = [{"c": c, "origin": (x0 + k * W, y), "bbox": (x0 + k * W, y - 9, x0 + (k + 1) * W, y + 2)}
          for k, c in enumerate(chars)]
    return {"bbox": (x0, y - 9, x0 + len(chars) * W, y + 2), "dir": (1.0, 0.0),
            "spans": [{"size": size, "chars": cs}]}


def text(lines) -> list[str]:
    return ["".join(ch["c"] for sp in ln["spans"] for ch in sp["chars"]) for _b, ln in lines]


def test_shuffled_fragments_on_one_baseline_are_sorted():
    word, x = "TREVIDIC", 130.0
    order = [3, 0, 6, 1, 7, 2, 5, 4]
    lines = [(0, line(word[k], x + k * W)) for k in order]
    assert text(reorder_lines(lines)) == ["TREVIDIC"]
    assert reordered_texts([{"lines": [ln for _b, ln in lines]}]) == ["TREVIDIC"]


def test_lines_in_order_and_other_baselines_are_unchanged():
    lines = [(0, line("Nom :", 72)), (0, line("DUPONT", 120)), (1, line("Suite", 72, y=120))]
    assert reorder_lines(lines) == lines
    assert reordered_texts([{"lines": [ln for _b, ln in lines]}]) == []


def test_bold_drawn_twice_is_read_once():
    lines = [(0, line("DUPONT", 120)), (0, line("DUPONT", 120.4))]
    assert text(reorder_lines(lines)) == ["DUPONT"]


def test_a_value_printed_over_underscores_is_not_interleaved():
    lines = [(0, line("__________", 120)), (0, line("DUPONT", 121))]
    assert reorder_lines(lines) == lines


def _as_dict(lines) -> list[dict]:
    """The same lines as MuPDF's "dict" extraction gives them: spans without glyphs."""
    out = []
    for ln in lines:
        spans = [{"size": sp["size"], "text": "".join(ch["c"] for ch in sp["chars"]),
                  "origin": sp["chars"][0]["origin"] if sp["chars"] else (0.0, 0.0)} for sp in ln["spans"]]
        out.append({"bbox": ln["bbox"], "dir": ln["dir"], "spans": spans})
    return [{"lines": out}]


def test_the_dict_precheck_sees_every_page_the_glyphs_would_reorder():
    """may_reorder (no glyphs) is True wherever reorder_lines changes a line, on
    random runs of fragments, and False on lines in order."""
    import random

    from app.document.glyph_order import may_reorder

    rng = random.Random(11)
    for _ in range(300):
        frags, x = [], 72.0
        for _k in range(rng.randint(1, 8)):
            n = rng.randint(1, 4)
            frags.append(line("".join(rng.choice("ABCD") for _c in range(n)), x, y=100 + rng.choice([0, 0, 0, 1, 30])))
            x += n * W + rng.choice([0.0, 0.0, 3.0, 12.0])
        if rng.random() < 0.6:
            rng.shuffle(frags)
        lines = [(0, ln) for ln in frags]
        changed = reorder_lines(lines) != lines
        assert not changed or may_reorder(_as_dict(frags)), frags
    in_order = [line("Nom :", 72), line("DUPONT", 120), line("Suite", 72, y=120)]
    assert not may_reorder(_as_dict(in_order))


def test_a_baseline_of_many_fragments_is_tried_whole_once(monkeypatch):
    """A form page can put thousands of fragments on one baseline; each used to be tried
    again as the start of a run (minutes of verification on one page)."""
    from app.document import glyph_order

    def line(x: float, c: str) -> dict:
        ch = {"c": c, "bbox": (x, 0.0, x + 6.0, 10.0), "origin": (x, 8.0)}
        return {"bbox": (x, 0.0, x + 6.0, 10.0), "dir": (1.0, 0.0), "spans": [{"size": 10.0, "chars": [ch]}]}

    # fragments drawn right to left, two different glyphs at each place: stepped, never merged
    lines = [(0, line(1000.0 - 3.0 * k, "ab"[k % 2])) for k in range(300)]
    calls = []
    real = glyph_order._interleaved
    monkeypatch.setattr(glyph_order, "_interleaved", lambda group: calls.append(len(group)) or real(group))
    out = glyph_order.reorder_lines(lines)
    assert [ln for _b, ln in out] == [ln for _b, ln in lines]  # nothing merged, order kept
    assert len(calls) <= 40  # not one try per fragment (300)
