"""Values whose caption is printed elsewhere or otherwise: numbered fields whose captions stand in
a legend ("[1] FRAYSSE-LAGARDE … [3] 14|02|1991 …" then "Légende : [1] Nom d'usage ; [2] Prénom ;
[3] Date de naissance"); values whose caption points back at them from after ("980578518759   ‹ N°
du permis de conduire"); the fields of a printed data export, captioned by a program's key
(``export_keys``: "\"numeroDossard\": \"M-47822\"", "<family>DUPONT</family>"); and values
over a caption squashed into one repeated word (``squashed_captions``: "DATEDENAISSANCEDATEDE…"),
or over a caption set as a quotation's attribution (``attribution_captions``: "« 1969-117 »⏎— Date
de naissance").

A plan, a chart or a dense card prints each value with a number only and explains the
numbers once, in a legend under the block. No caption stands near a value, so no rule
knows what it is (nor after a caption written after its value). Each value is read again here
behind its caption ("Date de naissance : 14|02|1991"), by the same rule detectors, and what they find on that line is
marked on the value in the page. The model is not run: it reads the page as it is.
"""

from __future__ import annotations

import re
from typing import Sequence

from app.detection.attribution_captions import attribution_pairs, has_attributions
from app.detection.export_keys import export_pairs, printed_export
from app.detection.squashed_captions import squashed_pairs
from app.detection.spans import Span

# "Légende : [1] Nom ; [2] Prénom ; …" (the legend may wrap over lines).
_LEGEND = re.compile(r"(?im)^[ \t]*(?:l[ée]gende|key|cl[ée])[ \t]*:?[ \t]*(?=\[\d{1,2}\])")
_ENTRY = re.compile(r"\[(?P<k>\d{1,2})\][ \t]*(?P<c>[^\[\n]*(?:\n(?![ \t]*\n)[^\[\n]*)*?)[ \t]*[;,.]?[ \t]*(?=\[\d{1,2}\]|\n[ \t]*\n|\Z)")
# A marker alone on its line, or opening it before its value ("[3]   14|02|1991").
_MARKER = re.compile(r"(?m)^[ \t]*\[(?P<k>\d{1,2})\][ \t]*(?P<v>[^\n]*?)[ \t]*$")
_MAX_BLOCK = 4000  # characters over a legend where its numbers are looked for
_CAPS_RUN = re.compile(r"[A-Z]{30}")  # what a squashed caption line holds (``squashed_captions``)

# A value, then an arrow pointing back at it and its caption, on the line or opening the next one.
_BACK_ARROW = re.compile(r"(?m)^[ \t]*(?P<v>[^\s‹←][^\n‹←]{0,59}?)(?:[ \t]+|[ \t]*\n[ \t]*)[‹←][ \t]*"
                         r"(?P<c>[^\W\d][^\n‹←›→]{1,49}?)[ \t]*$")


def _legend(text: str, start: int) -> tuple[dict[int, str], int]:
    """The captions of the legend opening at ``start`` by number, and where it ends."""
    out: dict[int, str] = {}
    pos = start
    for m in _ENTRY.finditer(text, start):
        if m.start() != pos and text[pos:m.start()].strip(" \t;,."):
            break
        caption = " ".join(m.group("c").split()).rstrip(" ;,.")
        if caption:
            out.setdefault(int(m.group("k")), caption)
        pos = m.end()
    return out, pos


def _pairs(text: str, lo: int, hi: int, legend: dict[int, str]) -> list[tuple[str, int, int]]:
    """(caption, value start, value end) of the numbered values between ``lo`` and ``hi``: the
    value after its marker on the line, or else the line over the marker (as a page read
    cell by cell gives "value⏎[k]")."""
    out: list[tuple[str, int, int]] = []
    markers = [m for m in _MARKER.finditer(text, lo, hi) if int(m.group("k")) in legend]
    for m in markers:
        caption = legend[int(m.group("k"))]
        if m.group("v"):
            out.append((caption, m.start("v"), m.end("v")))
            continue
        pe = m.start() - 1  # the line over the marker, when it is no marker itself
        while pe > lo and text[pe - 1] == "\n":
            pe -= 1
        ps = text.rfind("\n", 0, pe) + 1
        if ps < lo or _MARKER.fullmatch(text, ps, pe):
            continue
        line = text[ps:pe]
        s = ps + len(line) - len(line.lstrip())
        e = ps + len(line.rstrip())
        if e > s:
            out.append((caption, s, e))
    return out


def legend_spans(texts: Sequence[str], spans: Sequence[Span], detectors: Sequence) -> list[Span]:
    """Spans the rules give each numbered value read behind its legend's caption (and each value
    behind the caption an arrow after it points from), on the characters no span of the first
    reading covers."""
    rules = [d for d in detectors if getattr(d, "name", "") != "model" and hasattr(d, "detect_page")]
    out: list[Span] = []
    # (a plain date may be a birth date its caption says: it is read again)
    taken_by_page: dict[int, list[tuple[int, int]]] = {}
    for s in spans:
        if set(s.sources) != {"model"} and s.label != "DATE":
            taken_by_page.setdefault(s.page, []).append((s.start, s.end))
    for page, text in enumerate(texts):
        arrows = "‹" in text or "←" in text
        keys = printed_export(text)
        squashed = _CAPS_RUN.search(text) is not None
        attributed = has_attributions(text)
        if not rules or not (arrows or keys or squashed or attributed or "[1]" in text):
            continue
        taken = taken_by_page.get(page, [])
        if keys:
            out.extend(_read_behind(page, text, export_pairs(text), taken, rules))
        if squashed:
            out.extend(_read_behind(page, text, squashed_pairs(text), taken, rules))
        if attributed:
            out.extend(_read_behind(page, text, attribution_pairs(text), taken, rules))
        pairs = [(m.group("c"), m.start("v"), m.end("v")) for m in _BACK_ARROW.finditer(text)] if arrows else []
        out.extend(_read_behind(page, text, pairs, taken, rules))
        if "[1]" not in text:
            continue
        lo = 0
        for lm in _LEGEND.finditer(text):
            legend, end = _legend(text, lm.end())
            if len(legend) >= 2:
                pairs = _pairs(text, max(lo, lm.start() - _MAX_BLOCK), lm.start(), legend)
                out.extend(_read_behind(page, text, pairs, taken, rules))
            lo = max(lo, end)
    return out


def _read_behind(page: int, text: str, pairs, taken, rules) -> list[Span]:
    """What the rules find in each value read behind its caption ("caption : value"), on the
    page's characters; values the first reading covered whole are left."""
    from app.detection.analyze import analyze_page

    out: list[Span] = []
    for caption, s0, e0 in pairs:
        if any(a <= s0 and e0 <= b for a, b in taken):
            continue
        line = caption + " : "
        for sp in analyze_page(page, line + text[s0:e0], rules):
            a, b = sp.start - len(line), sp.end - len(line)
            if a < 0 or b <= a or sp.label == "DATE":
                continue
            out.append(Span(page, s0 + a, s0 + b, text[s0 + a:s0 + b], sp.label, sp.source, sp.confidence, note="légende"))
    return out
