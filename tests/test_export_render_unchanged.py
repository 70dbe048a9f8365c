"""The visible page is unchanged outside the masks: rendered output and input differ only
where words were removed (and their placeholder labels drawn)."""

from __future__ import annotations

import numpy as np
import pymupdf
import pytest

from app.cli import main
from test_export_fixtures import make_cro

DPI = 72


def _gray(page) -> np.ndarray:
    pix = page.get_pixmap(dpi=DPI, colorspace=pymupdf.csGRAY, alpha=False)
    return np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.width)


def _removed_word_mask(pin, pout, shape) -> np.ndarray:
    """Pixels of the input's words that the output no longer holds at the same place."""
    kept = {(w[4], round(w[0]), round(w[1])) for w in pout.get_text("words")}
    mask = np.zeros(shape, bool)
    z = DPI / 72.0
    for x0, y0, x1, y1, word, *_ in pin.get_text("words"):
        if (word, round(x0), round(y0)) in kept:
            continue
        r = pymupdf.Rect(x0, y0, x1, y1) * pin.rotation_matrix  # the rendered page may be rotated
        a, b = max(0, int((r.y0 - 3) * z)), min(shape[0], int((r.y1 + 3) * z) + 1)
        c, d = max(0, int((r.x0 - 3) * z)), min(shape[1], int((r.x1 + 3) * z) + 1)
        mask[a:b, c:d] = True
    return mask


@pytest.mark.parametrize("placeholder", ["label", "none"])
def test_rendered_pages_differ_only_where_values_were_removed(tmp_path, placeholder, capsys):
    src = make_cro(tmp_path / "cro.pdf")
    out = tmp_path / "cro_anonymise.pdf"
    args = ["anonymize", str(src), "-o", str(out), "--no-model", "--force-term", "CHCB"]
    args += ["--placeholder", placeholder]
    assert main(args) == 0, capsys.readouterr().err
    with pymupdf.open(src) as din, pymupdf.open(out) as dout:
        assert din.page_count == dout.page_count
        changed_somewhere = False
        for pin, pout in zip(din, dout):
            a, b = _gray(pin), _gray(pout)
            assert a.shape == b.shape
            diff = np.abs(a.astype(np.int16) - b.astype(np.int16)) > 40
            outside = diff & ~_removed_word_mask(pin, pout, a.shape)
            assert outside.sum() <= 0.0005 * a.size, (pin.number, int(outside.sum()))
            changed_somewhere |= bool(diff.any())
        assert changed_somewhere
