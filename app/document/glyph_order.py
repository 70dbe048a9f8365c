"""Words drawn glyph by glyph out of order, read back in the order of the page.

A producer may draw a word's glyphs in any order, each at its own place
("TREVIDIC" drawn as R, C, T, …). MuPDF keeps the order of the content
stream and opens a new line at each step back, so its text reads "T", "D C",
"E" … while pdftotext and any reader that sorts by position read the name.
Consecutive lines on one baseline whose glyphs interleave (a glyph of one
inside the extent of another) are merged here into one line whose glyphs
are sorted by position, so detection, the plan and the verifier read what a
reader sees. Lines in order (the usual case), lines that are only out of
order (table cells, columns) and right-to-left scripts are left exactly as
MuPDF gives them.
"""

from __future__ import annotations

import re
import unicodedata

_BASELINE_TOL = 0.25  # × font size: glyphs of one line share their baseline
_STEP_BACK = 0.2  # × font size: a line starting this far left of the previous end steps back
_GAP = 0.35  # × font size: a wider gap between two glyphs is a word break (as in text_index)
_SPREAD = 1.6  # × font size: the widest pitch gap of a word drawn letter-spaced
_MIN_SPACED = 4  # letters: a shorter run of lone letters is not taken for a word
# A word drawn letter-spaced ("T R É V I D I C"): four letters or more, each alone,
# one space apart on one line. Read as the word, so detection and the checks see it.
SPACED_LETTERS = re.compile(r"(?<![^\W\d_] )(?<!\S)(?:[^\W\d_] ){3,}[^\W\d_](?!\S)")


def _horizontal(line: dict) -> bool:
    d = line.get("dir", (1.0, 0.0))
    return abs(d[1]) < 1e-3 and d[0] > 0


def _chars(line: dict) -> list[tuple[dict, float]]:
    return [(ch, sp.get("size", 0.0)) for sp in line.get("spans", ()) for ch in sp.get("chars", ())]


def _baseline_and_size(line: dict) -> tuple[float, float] | None:
    """Of the line's first glyph (called on every line of every page: no full list).
    A "dict" line (spans without glyphs) gives the same: a span's origin is its first glyph's."""
    for sp in line.get("spans", ()):
        if "chars" in sp:
            chars = sp["chars"]
            if chars:
                return float(chars[0]["origin"][1]), max(float(sp.get("size", 0.0)), 1.0)
        elif sp.get("text"):
            return float(sp["origin"][1]), max(float(sp.get("size", 0.0)), 1.0)
    return None


def _groups(lines: list[tuple[int, dict]]):
    """(first index, end index, stepped) of each run of consecutive horizontal lines on
    one baseline, ``stepped`` when a line of the run starts back left of the one before."""
    i, n = 0, len(lines)
    while i < n:
        line = lines[i][1]
        head = _baseline_and_size(line) if _horizontal(line) else None
        if head is None:
            yield i, i + 1, False
            i += 1
            continue
        base, size = head
        prev_end = line["bbox"][2]
        stepped = False
        j = i + 1
        while j < n:
            nxt = lines[j][1]
            h2 = _baseline_and_size(nxt) if _horizontal(nxt) else None
            if h2 is None or abs(h2[0] - base) > _BASELINE_TOL * size:
                break
            if nxt["bbox"][0] < prev_end - _STEP_BACK * size:
                stepped = True
            prev_end = nxt["bbox"][2]
            j += 1
        yield i, j, stepped
        i += 1


def may_reorder(blocks: list[dict]) -> bool:
    """Whether ``reorder_lines`` could change anything on a page: some line steps back
    on the baseline of the one before, or lone letters follow each other on one.
    Answered from the "dict" extraction (no glyphs), so the verifier builds the
    costly "rawdict" one only on such pages."""
    lines = [(bi, ln) for bi, b in enumerate(blocks) for ln in b.get("lines", ())]
    for i, j, stepped in _groups(lines):
        if stepped:
            return True
        run = 0
        for _bi, ln in lines[i:j]:
            t = "".join(sp.get("text", "") or "".join(ch["c"] for ch in sp.get("chars", ())) for sp in ln.get("spans", ()))
            run = run + 1 if len(t.strip()) == 1 and t.strip().isalpha() else 0
            if run >= _MIN_SPACED:
                return True
    return False


# Beyond this many fragments on one baseline, a run that could not be merged whole is
# not tried again from each of its fragments.
_MAX_SLIDE = 32


def _lone_letter(line: dict) -> tuple[dict, float] | None:
    """The line's only glyph when it is one letter (spaces aside)."""
    cs = [c for c in _chars(line) if not c[0]["c"].isspace()]
    return cs[0] if len(cs) == 1 and cs[0][0]["c"].isalpha() else None


def _letter_spaced_runs(group: list[dict]) -> list[tuple[int, int]]:
    """(start, end) of each run of lone-letter lines drawn left to right at a near even
    pitch no wider than ``_SPREAD`` × the font size: a word set with character spacing
    (a letterhead's capitals), which MuPDF cuts into one line per letter while
    pdftotext and pypdf read it as one word."""
    runs, k, n = [], 0, len(group)
    while k < n:
        first = _lone_letter(group[k])
        if first is None:
            k += 1
            continue
        end, prev, gaps = k + 1, first, []
        while end < n:
            cur = _lone_letter(group[end])
            if cur is None:
                break
            gap = cur[0]["bbox"][0] - prev[0]["bbox"][2]
            size = max(cur[1], prev[1], 1.0)
            if gap < 0 or gap > _SPREAD * size or (gaps and abs(gap - gaps[0]) > 0.5 * size):
                break
            gaps.append(gap)
            prev, end = cur, end + 1
        if end - k >= _MIN_SPACED:
            runs.append((k, end))
        k = max(end, k + 1)
    return runs


def _interleaved(group: list[dict]) -> bool:
    """True when a glyph of one line lies inside the extent of another: a word's
    glyphs drawn out of order. Lines merely out of order (table cells, columns,
    axis labels drawn right to left) each stay whole and keep MuPDF's order, and
    right-to-left scripts, whose glyphs step back by nature, are left alone."""
    extents = []
    for ln in group:
        xs = [(ch["bbox"][0], ch["bbox"][2], ch["c"]) for ch, _s in _chars(ln) if not ch["c"].isspace()]
        if not xs:
            continue
        if any(unicodedata.bidirectional(c) in ("R", "AL") for _a, _b, c in xs):
            return False
        extents.append((min(a for a, _b, _c in xs), max(b for _a, b, _c in xs), xs))
    for i, (lo, hi, _xs) in enumerate(extents):
        for j, (_lo, _hi, xs) in enumerate(extents):
            if i != j and any(lo + 0.5 < (a + b) / 2 < hi - 0.5 for a, b, _c in xs):
                return True
    # glyphs of one word, each its own fragment: sorted, a fragment drawn later touches
    # the one on its right drawn earlier (no word gap between them)
    seq = sorted((a, b, k) for k, (_lo, _hi, xs) in enumerate(extents) for a, b, _c in xs)
    size = max((max(float(s), 1.0) for ln in group for _ch, s in _chars(ln)), default=1.0)
    return any(k2 < k1 and a2 - b1 < _GAP * size for (_a1, b1, k1), (a2, _b2, k2) in zip(seq, seq[1:]))


def _glyphs(group: list[dict]) -> list[tuple[dict, float]] | None:
    """The group's glyphs sorted by position, each drawn twice at one place (a bold
    simulated by overprinting) kept once; None when two different glyphs overlap:
    text printed over other text (a value over a form's underscores) is not a
    shuffled word, and interleaving the two would garble both."""
    glyphs = sorted((c for ln in group for c in _chars(ln) if not c[0]["c"].isspace()),
                    key=lambda t: (t[0]["bbox"][0], t[0]["bbox"][2]))
    out: list[tuple[dict, float]] = []
    for g in glyphs:
        if out:
            p = out[-1][0]
            px0, px1 = p["bbox"][0], p["bbox"][2]
            gx0, gx1 = g[0]["bbox"][0], g[0]["bbox"][2]
            if g[0]["c"] == p["c"] and abs(gx0 - px0) < 0.15 * max(g[1], 1.0):
                continue  # the same glyph again
            overlap = min(px1, gx1) - max(px0, gx0)
            if overlap > 0.3 * max(min(px1 - px0, gx1 - gx0), 0.1):
                return None
        out.append(g)
    return out


def _merge(group: list[dict], glyphs: list[tuple[dict, float]]) -> dict:
    every = [c for ln in group for c in _chars(ln)]
    # a space stays where it lies in a gap; one MuPDF put between two fragments in
    # stream order covers glyphs drawn later and goes (a word break is then put
    # back wherever two sorted glyphs are visibly apart)
    spaces = [c for c in every if c[0]["c"].isspace() and not any(
        c[0]["bbox"][0] < g[0]["bbox"][2] - 0.5 and g[0]["bbox"][0] + 0.5 < c[0]["bbox"][2] for g in glyphs)]
    chars = sorted(glyphs + spaces, key=lambda t: (t[0]["bbox"][0], t[0]["bbox"][2]))
    x0 = min(ln["bbox"][0] for ln in group)
    y0 = min(ln["bbox"][1] for ln in group)
    x1 = max(ln["bbox"][2] for ln in group)
    y1 = max(ln["bbox"][3] for ln in group)
    spans = [{"size": size, "chars": [ch]} for ch, size in chars]
    return {"bbox": (x0, y0, x1, y1), "dir": group[0].get("dir", (1.0, 0.0)), "spans": spans, "reordered": True}


def reorder_lines(lines: list[tuple[int, dict]]) -> list[tuple[int, dict]]:
    """``(block, line)`` pairs with each run of out-of-order fragments on one
    baseline merged into one line sorted by position; the others unchanged."""
    out: list[tuple[int, dict]] = []
    skip_to = 0
    for i, j, stepped in _groups(lines):
        if i < skip_to:
            continue  # inside a run already merged
        bi, line = lines[i]
        group = [ln for _b, ln in lines[i:j]]
        glyphs = _glyphs(group) if stepped and _interleaved(group) else None
        if glyphs is not None:
            out.append((bi, _merge(group, glyphs)))
            skip_to = j
            continue
        runs = _letter_spaced_runs(group) if j - i >= _MIN_SPACED else []
        if not runs and j - i > _MAX_SLIDE:
            # a baseline of many fragments (a form's fields, a table row) tried whole: the
            # runs that start inside it are not tried again (that was quadratic in its length)
            out.extend(lines[i:j])
            skip_to = j
            continue
        if not runs:
            out.append((bi, line))
            continue
        k = 0
        for a, b in runs:  # the lines before each run as they are, the run as one line
            out.extend(lines[i + k:i + a])
            run = group[a:b]
            out.append((lines[i + a][0], _merge(run, [_lone_letter(ln) for ln in run])))
            k = b
        out.extend(lines[i + k:j])
        skip_to = j
    return out


def reordered_texts(blocks: list[dict]) -> list[str]:
    """The text of every merged line of a rawdict page (none on most pages): what
    the verifier searches besides MuPDF's own text."""
    lines = [(bi, ln) for bi, b in enumerate(blocks) for ln in b.get("lines", ())]
    out = []
    for _bi, ln in reorder_lines(lines):
        if not ln.get("reordered"):
            continue
        text, end = [], None
        for sp in ln["spans"]:
            for ch in sp["chars"]:
                if end is not None and ch["bbox"][0] - end > _GAP * max(sp["size"], 1.0) and text[-1:] != [" "]:
                    text.append(" ")  # glyphs visibly apart: a word break, as the page text has
                text.append(ch["c"])
                end = ch["bbox"][2]
        out.append(join_spaced_letters("".join(text)))
    return out


def join_spaced_letters(text: str) -> str:
    """``text`` with letter-spaced words read whole ("T R É V I D I C" → "TRÉVIDIC")."""
    return SPACED_LETTERS.sub(lambda m: m.group(0).replace(" ", ""), text)
