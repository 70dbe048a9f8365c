"""The verifier's reading of words around the boxes it applied: words under a box, words a
box was meant to touch, pieces of a value left beside its box; and the letter folding and
placeholder blanking the verifier's searches share. Apart from ``verify.py`` so that file
holds the sequence of checks."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from functools import lru_cache
from typing import Sequence

import numpy as np

from app.detection.spans import LABEL_NAMES_FR
from app.export.redact import AppliedRect


def _norm(text: str) -> str:
    """NFKC for letters only (ligatures expanded), as ``variants.fold`` does: "™"
    must stay a symbol, not become the letters "TM" glued to the word before."""
    if text.isascii():
        return text
    return _NON_ASCII.sub(lambda m: _norm_char(m.group()), text)


_NON_ASCII = re.compile(r"[^\x00-\x7f]")


@lru_cache(maxsize=4096)
def _norm_char(c: str) -> str:
    return unicodedata.normalize("NFKC", c) if unicodedata.category(c)[0] == "L" else c


_PLACEHOLDER = re.compile(r"\[(?:%s)\]" % "|".join(sorted(LABEL_NAMES_FR, key=len, reverse=True)))


def _without_placeholders(text: str) -> str:
    """The page text with our own labels ("[EMAIL]") blanked: a force term
    "email" must not be found in the box that removed an address."""
    return _PLACEHOLDER.sub(lambda m: " " * len(m.group()), text) if "[" in text else text


def _words_under_boxes(words: Sequence[tuple], rects: Sequence[AppliedRect] | None) -> bool:
    """Whether a glyph may be centred in a box other than its placeholder's, seen from
    the words alone (every glyph but spaces is in a word, inside its box): a word that
    touches a box and whose letters and digits are not all the placeholders' there.
    ``rects`` None: a page masked whole, where any letter or digit counts."""
    if rects is None:
        return any(any(map(str.isalnum, w[4])) for w in words)
    if not rects or not words:
        return False
    W = np.asarray([w[:4] for w in words], dtype=np.float64)
    R = np.asarray([a.rect[:4] for a in rects], dtype=np.float64)
    touch = (W[:, None, 0] <= R[None, :, 2]) & (R[None, :, 0] <= W[:, None, 2]) \
        & (W[:, None, 1] <= R[None, :, 3]) & (R[None, :, 1] <= W[:, None, 3])
    for ri in np.flatnonzero(touch.any(axis=0)):
        left = Counter(c for wi in np.flatnonzero(touch[:, ri]) for c in _norm(words[wi][4]) if c.isalnum())
        a = rects[ri]
        for b in rects:
            if b.text and b.rect[0] < a.rect[2] and a.rect[0] < b.rect[2] and b.rect[1] < a.rect[3] and a.rect[1] < b.rect[3]:
                left -= Counter(c for c in b.text if c.isalnum())
        if +left:
            return True
    return False


def _fragments_beside_boxes(words: Sequence[tuple], rects: Sequence[AppliedRect], targets) -> list[tuple]:
    """(box, word) of each word that touches or nearly touches a box and is a piece, three
    letters or more, of the value that box removed ("DURA" left over a name turned 90°, whose
    box covered only its middle): searching the whole value misses the half that remains."""
    out: list[tuple] = []
    if not words or not rects:
        return out
    W = np.asarray([w[:4] for w in words], dtype=np.float64)
    for a in rects:
        if a.target is None or a.target >= len(targets):
            continue
        x0, y0, x1, y1 = a.line_box or a.rect
        pad = 0.5 * min(x1 - x0, y1 - y0)
        # in line with the box, along the way it runs (a word of the line above is no piece)
        wh, ww = W[:, 3] - W[:, 1], W[:, 2] - W[:, 0]
        yover = np.minimum(W[:, 3], y1) - np.maximum(W[:, 1], y0)
        xover = np.minimum(W[:, 2], x1) - np.maximum(W[:, 0], x0)
        if x1 - x0 >= y1 - y0:
            near = (yover >= 0.6 * wh) & (W[:, 0] <= x1 + pad) & (x0 - pad <= W[:, 2])
        else:
            near = (xover >= 0.6 * ww) & (W[:, 1] <= y1 + pad) & (y0 - pad <= W[:, 3])
        if not near.any():
            continue
        values = [_alnum(v) for v in targets[a.target].literals]
        values = [v for v in values if len(v) >= 4]
        for i in np.flatnonzero(near):
            if _PLACEHOLDER.search(words[i][4]):
                continue  # our own label in a box ("[VILLE]" beside "Villeneuve"'s)
            piece = _alnum(words[i][4])
            # the part a box left of a value is one of its ends
            if len(piece) >= 3 and piece not in _alnum(a.text) and \
                    any(piece != v and (v.startswith(piece) or v.endswith(piece)) for v in values):
                out.append((a, words[i]))
    return out


_TRAILING_GROUP = re.compile(r"(?<!\d)(\d{3,})\W*$")
_LEADING_GROUP = re.compile(r"^\W*(\d{3,})(?!\d)")
_NOT_CODES = ("DATE", "DATE_NAISSANCE", "DATE_DECES", "AGE", "ZONE", "PAGE")


def _codes_continued_beside_boxes(words: Sequence[tuple], rects: Sequence[AppliedRect], targets) -> list[tuple]:
    """(box, word) of each group of digits that carries on a masked number right beside its
    box, in groups as wide as the masked end ("8027 6100 6356 8766 0618" where the detector
    read only "8027"): neither the plan's value nor a search of it finds the rest, which is
    still a card or account number."""
    out: list[tuple] = []
    if not words or not rects:
        return out
    digits = np.asarray([i for i, w in enumerate(words) if _alnum(w[4]).isdigit()], dtype=np.int64)
    if not len(digits):
        return out
    D = np.asarray([words[i][:4] for i in digits], dtype=np.float64)  # (a table page holds thousands)
    for a in rects:
        if a.target is None or a.target >= len(targets) or a.label in _NOT_CODES:
            continue
        x0, y0, x1, y1 = a.line_box or a.rect
        if x1 - x0 < y1 - y0:
            continue  # a turned line: the pieces beside it are read as fragments
        lits = targets[a.target].literals
        right = {len(m.group(1)) for v in lits if (m := _TRAILING_GROUP.search(v))}
        left = {len(m.group(1)) for v in lits if (m := _LEADING_GROUP.search(v))}
        if not right and not left:
            continue
        h = y1 - y0
        in_line = np.minimum(D[:, 3], y1) - np.maximum(D[:, 1], y0) >= 0.6 * (D[:, 3] - D[:, 1])
        row = [int(i) for i in digits[in_line]]
        for widths, forward in ((right, True), (left, False)):
            edge = x1 if forward else x0
            chain = sorted(row, key=lambda i: words[i][0], reverse=not forward)
            for i in chain:
                w = words[i]
                gap = (w[0] - edge) if forward else (edge - w[2])
                if gap < -0.25 * h:
                    continue  # on the other side of the box
                if gap > 0.9 * h or len(_alnum(w[4])) not in widths:
                    break
                out.append((a, w))
                edge = w[2] if forward else w[0]
    return out


def _alnum(s: str) -> str:
    return "".join(c for c in _norm(s).lower() if c.isalnum())


def _inside(centres: np.ndarray, r) -> np.ndarray:
    return (centres[:, 0] >= r[0]) & (centres[:, 0] <= r[2]) & (centres[:, 1] >= r[1]) & (centres[:, 1] <= r[3])


def _excluded_words(words: Sequence[tuple], rects: Sequence[AppliedRect]) -> np.ndarray:
    """Input words that a redaction was meant to touch: overlapping a
    redacted line part horizontally with their centre inside its full
    character box (not the band actually applied, so a box too tall that
    erased a neighbouring line is caught), or overlapping a masked zone."""
    n = len(words)
    if not n or not rects:
        return np.zeros(n, dtype=bool)
    W = np.asarray([w[:4] for w in words], dtype=np.float64)
    R = np.asarray([a.line_box or a.rect for a in rects], dtype=np.float64)
    zone = np.asarray([a.label in ("ZONE", "PAGE") for a in rects], dtype=bool)
    cy = (W[:, 1] + W[:, 3]) / 2
    xo = (R[None, :, 0] < W[:, None, 2]) & (W[:, None, 0] < R[None, :, 2])
    band = (R[None, :, 1] <= cy[:, None]) & (cy[:, None] <= R[None, :, 3])
    yo = (R[None, :, 1] < W[:, None, 3]) & (W[:, None, 1] < R[None, :, 3])
    return (xo & (band | (yo & zone[None, :]))).any(axis=1)
