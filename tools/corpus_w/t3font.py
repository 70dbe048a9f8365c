"""Type 3 fonts whose glyphs are stroked paths (Hershey "futural" strokes from hershey-fonts 2.1.0).

Accented letters, ligatures (fi, fl), oe, guillemets, degree, micro sign and a few
others are composed from the Hershey strokes plus hand-drawn accent strokes. Every
font carries a /ToUnicode CMap (ligatures map to two characters).
"""

from __future__ import annotations

import HersheyFonts

from .pdfraw import Name, Stream

S = 1000.0 / 32.0  # glyph units per Hershey unit (cap height 21 units -> 656)

_ACC_LOW = {
    "acute": [[(-1, -7), (2, -10)]],
    "grave": [[(-2, -10), (1, -7)]],
    "circ": [[(-3, -7), (0, -10), (3, -7)]],
    "trema": [[(-3, -9), (-3, -8)], [(3, -9), (3, -8)]],
}
_CEDILLA = [[(0, 9), (0, 11), (2, 12), (0, 14), (-2, 14)]]

_COMPOSED = {
    "à": ("a", "grave"), "â": ("a", "circ"), "ä": ("a", "trema"),
    "é": ("e", "acute"), "è": ("e", "grave"), "ê": ("e", "circ"), "ë": ("e", "trema"),
    "î": ("ı", "circ"), "ï": ("ı", "trema"), "ô": ("o", "circ"), "ö": ("o", "trema"),
    "ù": ("u", "grave"), "û": ("u", "circ"), "ü": ("u", "trema"), "ÿ": ("y", "trema"),
    "À": ("A", "grave"), "Â": ("A", "circ"), "É": ("E", "acute"), "È": ("E", "grave"),
    "Ê": ("E", "circ"), "Ë": ("E", "trema"), "Î": ("I", "circ"), "Ï": ("I", "trema"),
    "Ô": ("O", "circ"), "Ù": ("U", "grave"), "Û": ("U", "circ"), "Ü": ("U", "trema"),
}

EXTRA_CHARS = list(_COMPOSED) + ["ç", "Ç", "œ", "Œ", "«", "»", "°", "µ", "²", "±", "×", "–", "—", "\ufb01", "\ufb02", "·", "…"]


class GlyphSet:
    """Unicode char -> (code, width in glyph units, strokes in glyph space)."""

    def __init__(self):
        h = HersheyFonts.HersheyFonts()
        h.load_default_font("futural")
        self.hg = h.all_glyphs
        self.glyphs: dict[str, tuple[int, float, list]] = {}
        self.tounicode: dict[int, str] = {}
        for c in range(32, 127):
            ch = chr(c)
            w, strokes = self._base(ch)
            self._put(ch, c, w, strokes)
        code = 128
        for ch in EXTRA_CHARS:
            w, strokes = self._extra(ch)
            uni = {"\ufb01": "fi", "\ufb02": "fl"}.get(ch, ch)
            self._put(ch, code, w, strokes, uni)
            code += 1
        assert code <= 256

    def _put(self, ch, code, w, strokes, uni=None):
        self.glyphs[ch] = (code, w, strokes)
        self.tounicode[code] = uni or ch

    # Hershey strokes relative to the glyph's left edge, still in Hershey units (y down)
    def _raw(self, ch):
        g = self.hg[ch]
        lo = g.left_offset
        return g.char_width, [[(x - lo, y) for (x, y) in st] for st in g.strokes], -lo

    def _base(self, ch):
        w, st, _ = self._raw(ch)
        return w * S, [self._tr(s) for s in st]

    @staticmethod
    def _tr(stroke, dx=0.0, dy=0.0, sx=1.0, sy=1.0):
        return [((x * sx + dx) * S, (9 - (y * sy + dy)) * S) for (x, y) in stroke]

    def _extra(self, ch):
        if ch in _COMPOSED:
            base, acc = _COMPOSED[ch]
            if base == "ı":
                w, st, cx = self._raw("i")
                st = [s for s in st if not all(y < -6 for _, y in s)]
            else:
                w, st, cx = self._raw(base)
            up = -7 if base.isupper() else 0
            acc_st = [[(x + cx, y + up) for (x, y) in s] for s in _ACC_LOW[acc]]
            return w * S, [self._tr(s) for s in st + acc_st]
        if ch in "çÇ":
            w, st, cx = self._raw("c" if ch == "ç" else "C")
            return w * S, [self._tr(s) for s in st + [[(x + cx, y) for (x, y) in s] for s in _CEDILLA]]
        if ch in ("œ", "Œ", "\ufb01", "\ufb02"):
            a, b = {"œ": ("o", "e"), "Œ": ("O", "E"), "\ufb01": ("f", "i"), "\ufb02": ("f", "l")}[ch]
            w1, s1, _ = self._raw(a)
            w2, s2, _ = self._raw(b)
            ov = 3 if ch in ("œ", "Œ") else 4
            return (w1 + w2 - ov) * S, [self._tr(s) for s in s1] + [self._tr(s, dx=w1 - ov) for s in s2]
        if ch in "«»":
            d = 1 if ch == "«" else -1
            c = 5
            st = [[(c + 1 * d, -4), (c - 2 * d, -1), (c + 1 * d, 2)], [(c + 4 * d, -4), (c + 1 * d, -1), (c + 4 * d, 2)]]
            return 11 * S, [self._tr(s) for s in st]
        if ch == "°":
            st = [[(3, -12), (5, -12), (6, -10), (5, -8), (3, -8), (2, -10), (3, -12)]]
            return 9 * S, [self._tr(s) for s in st]
        if ch == "µ":
            w, st, cx = self._raw("u")
            return w * S, [self._tr(s) for s in st + [[(cx - 5, -5), (cx - 5, 16)]]]
        if ch == "²":
            w, st, cx = self._raw("2")
            return w * 0.6 * S, [self._tr(s, dx=0, dy=-9, sx=0.5, sy=0.5) for s in st]
        if ch == "±":
            w, st, cx = self._raw("+")
            return w * S, [self._tr(s) for s in st + [[(cx - 8, 10), (cx + 8, 10)]]]
        if ch == "×":
            st = [[(3, -4), (11, 4)], [(11, -4), (3, 4)]]
            return 14 * S, [self._tr(s) for s in st]
        if ch in "–—":
            n = 16 if ch == "–" else 26
            return (n + 4) * S, [self._tr([(2, 0), (n + 2, 0)])]
        if ch == "·":
            return 8 * S, [self._tr([(4, -1), (4, 0)])]
        if ch == "…":
            return 24 * S, [self._tr([(x, 8), (x, 9)]) for x in (4, 12, 20)]
        raise KeyError(ch)

    def width(self, ch: str) -> float:
        return self.glyphs[ch][1]

    def encode(self, text: str) -> bytes:
        return bytes(self.glyphs[c][0] for c in text)


def normalise_chars(text: str) -> str:
    """Characters the glyph set knows (typographic apostrophe, non-breaking spaces...)."""
    return (text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")
            .replace("\u2009", " ").replace("\u2011", "-"))


def font_objects(pdf, gs: GlyphSet, line_width: float, name: str, slant: float = 0.0):
    """Add a Type 3 font to ``pdf``; returns its reference."""
    procs = {}
    codes = sorted((v[0], ch) for ch, v in gs.glyphs.items())
    for code, ch in codes:
        _, w, strokes = gs.glyphs[ch]
        ops = ["%d 0 d0" % round(w), "%.0f w 1 J 1 j" % line_width]
        for st in strokes:
            if not st:
                continue
            pts = [(x + y * slant, y) for (x, y) in st]
            if len(pts) == 1:
                pts = pts + [(pts[0][0] + 1, pts[0][1])]
            ops.append("%.0f %.0f m" % pts[0])
            ops += ["%.0f %.0f l" % p for p in pts[1:]]
            ops.append("S")
        procs["g%d" % code] = pdf.add(Stream("\n".join(ops).encode(), compress=False))
    first, last = codes[0][0], codes[-1][0]
    widths = [0] * (last - first + 1)
    diffs = []
    for code, ch in codes:
        widths[code - first] = round(gs.glyphs[ch][1])
    prev = None
    for code, ch in codes:
        if prev is None or code != prev + 1:
            diffs.append(code)
        diffs.append(Name("g%d" % code))
        prev = code
    cmap = _tounicode(gs.tounicode)
    tu = pdf.add(Stream(cmap.encode("ascii")))
    return pdf.add({
        "Type": Name("Font"), "Subtype": Name("Type3"), "Name": Name(name),
        "FontBBox": [-200, -400, 1400, 1000], "FontMatrix": [0.001, 0, 0, 0.001, 0, 0],
        "CharProcs": procs, "Encoding": {"Type": Name("Encoding"), "Differences": diffs},
        "FirstChar": first, "LastChar": last, "Widths": widths,
        "Resources": {"ProcSet": [Name("PDF")]}, "ToUnicode": tu,
    })


def _tounicode(m: dict[int, str]) -> str:
    lines = ["/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap",
             "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
             "/CMapName /Adobe-Identity-UCS def", "/CMapType 2 def",
             "1 begincodespacerange", "<00> <FF>", "endcodespacerange"]
    items = sorted(m.items())
    for i in range(0, len(items), 100):
        chunk = items[i:i + 100]
        lines.append("%d beginbfchar" % len(chunk))
        for code, s in chunk:
            lines.append("<%02X> <%s>" % (code, s.encode("utf-16-be").hex().upper()))
        lines.append("endbfchar")
    lines += ["endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end"]
    return "\n".join(lines) + "\n"
