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
