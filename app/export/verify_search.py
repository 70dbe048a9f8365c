"""Searches of the verifier: every known writing in one pass per page, personal data
found on its own, and where on the page a finding is.

- ``LiteralIndex``: the exact writings of every value (``Target.literals``) in
  two compiled alternations (case-sensitive for the values the plan removes only as
  written: names, cities, establishments; folded for the others),
  with the plan's word boundaries, so a page is scanned once whatever the
  number of values, and "Praticien" is never found inside "Praticiens".
- ``independent_findings``: the high-precision rule detectors (birth date,
  NIR, e-mail, labelled IPP) run on the text re-read from the written bytes;
  what they find that no reviewer kept is a finding, whether or not the plan
  knew the value.
- ``locate``: rectangles of a finding on the written page (the text index,
  else MuPDF's search), for the remediation that masks them by area.
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from app.export.prefilter import _GLUED_TAIL
from app.export.variants import _HYPHEN_BREAK, NAME_LABELS, _joined_views, fold, word_end

Rect = tuple[float, float, float, float]

INDEPENDENT_KINDS = frozenset({"DATE_NAISSANCE", "NIR", "EMAIL", "IPP"})
_INDEPENDENT_RULES = ("rules.nir", "rules.email", "rules.dates", "rules.identifiers")
# A written page has lost the values its redaction removed: a caption left alone ("Date de
# naissance") then reads as the caption of whatever date now follows it in the text
# ("Date de naissance⏎Organisme⏎…⏎Domicile vers établissement⏎12 août 2025": a care date). So
# the re-read counts a birth date only with a cue on its own line (a birth label, a patient's
# name or civility), where masking a value cannot move one; a birth date read from a grid was
# the detection's to find, on the whole page, and its other writings are the literal search's.
_CUED_KINDS = frozenset({"DATE_NAISSANCE"})
_CUE = re.compile(r"(?i)naiss|\bn[ée]e?\b|n[ée]\(e\)|\bD\.?D\.?N|\bbirth|\b(?:M|Mme|Mlle|Monsieur|Madame)\b|patient|"
                  r"\[(?:NOM|PRENOM|NIR|IPP)\]|\b[A-ZÀ-Ý]{2,}\b[ \t]+[A-ZÀ-Ý][a-zà-ÿ]")


def _cue_on_line(text: str, s) -> bool:
    ls = text.rfind("\n", 0, s.start) + 1
    le = text.find("\n", s.end)
    return _CUE.search(text, ls, le if le >= 0 else len(text)) is not None


_WORD_RUN = re.compile(r"\w+")
_LETTER = re.compile(r"[^\W\d_]")
_WCHAR = re.compile(r"\w")


class LiteralIndex:
    """Exact writings of the plan's values, searched in one pass per page.

    Each writing is filed under its first word: a page is read once, word by
    word, and only the writings filed under a word of the page are compared
    there (longest first), so the cost is the page's length plus its
    candidates, whatever the number of values. A compiled alternation of
    thousands of writings costs that many tries at every position of the page.
    """

    def __init__(self, targets: Sequence, skip: Iterable[int] = (), min_len: int = 3):
        skip = set(skip)
        self._by_lit: dict[tuple[bool, str], list[int]] = {}
        for ti, t in enumerate(targets):
            if ti in skip:
                continue
            # as the plan's own pattern: names and the other words it removes only in the
            # writing seen ("Tours" the city, never "tours") are searched as written
            sensitive = not t.folded and (t.label in NAME_LABELS or not t.pattern.flags & re.IGNORECASE)
            for lit in t.literals:
                if lit in t.contextual:
                    continue  # matched only in context: the pattern's own search covers it
                lit = " ".join(lit.split())
                if len(lit) < min_len:
                    continue
                key = (sensitive, lit if sensitive else fold(lit))
                self._by_lit.setdefault(key, [])
                if ti not in self._by_lit[key]:
                    self._by_lit[key].append(ti)
        # (sensitive, first word) -> writings as token tuples, longest first
        self._by_first: dict[tuple[bool, str], list[tuple[str, tuple[str, ...], bool]]] = {}
        odd: dict[bool, list[str]] = {True: [], False: []}
        for sensitive, lit in self._by_lit:
            m = _WORD_RUN.match(lit)
            if m is None:  # starts with a sign ("+33 …"): the alternation below
                odd[sensitive].append(lit)
                continue
            entry = (lit, tuple(lit.split()), lit[-1:].isalpha())
            self._by_first.setdefault((sensitive, m.group(0)), []).append(entry)
        for entries in self._by_first.values():
            entries.sort(key=lambda e: len(e[0]), reverse=True)
        self._sensitivities = frozenset(s for s, _w in self._by_first)
        self._rx = {}
        for sensitive, lits in odd.items():
            for alpha_end in (True, False):  # the plan's end boundary differs after a letter (word_end)
                group = sorted((x for x in lits if x[-1:].isalpha() == alpha_end), key=len, reverse=True)
                if group:
                    body = "|".join(r"\s+".join(re.escape(w) for w in lit.split()) for lit in group)
                    self._rx[(sensitive, alpha_end)] = re.compile(r"(?<!\w)(?:" + body + ")" + word_end(group[0]))

    @staticmethod
    def _match_at(hay: str, pos: int, tokens: tuple[str, ...], alpha_end: bool) -> int:
        """End of ``tokens`` written at ``pos`` with whitespace runs between them and
        the plan's end boundary (``word_end``), or -1."""
        n = len(hay)
        for k, tok in enumerate(tokens):
            if k:
                q = pos
                while q < n and hay[q].isspace():
                    q += 1
                if q == pos:
                    return -1
                pos = q
            if not hay.startswith(tok, pos):
                return -1
            pos += len(tok)
        if pos < n and (_LETTER.match(hay, pos) if alpha_end else _WCHAR.match(hay, pos)):
            return -1
        return pos

    def _scan(self, sensitive: bool, view: str, out: list[tuple[int, str]]) -> None:
        by_first = self._by_first
        busy = 0  # matches do not overlap, as a regex scan's would not
        for w in _WORD_RUN.finditer(view):
            start = w.start()
            if start < busy:
                continue
            word = w.group(0)
            entries = by_first.get((sensitive, word))
            if word[-1].isdigit() or word[-1] == "_":  # "DUPONT2": a footnote mark glued after a final letter
                bare = _GLUED_TAIL.sub("", word)
                if bare != word and (sensitive, bare) in by_first:
                    entries = sorted((entries or []) + by_first[(sensitive, bare)], key=lambda e: len(e[0]), reverse=True)
            if not entries:
                continue
            for lit, tokens, alpha_end in entries:
                end = self._match_at(view, start, tokens, alpha_end)
                if end < 0:
                    continue
                found = view[start:end]
                for ti in self._by_lit.get((sensitive, " ".join(found.split())), ()):
                    out.append((ti, found))
                busy = end
                break

    def find(self, text: str, ftext: str | None = None) -> list[tuple[int, str]]:
        """(target index, literal as found) for every match on the page; ``ftext``
        is ``fold(text)`` when the caller already has it."""
        out: list[tuple[int, str]] = []
        for sensitive in (True, False):
            has_words = sensitive in self._sensitivities
            rxs = [rx for (s, _a), rx in self._rx.items() if s == sensitive]
            if not has_words and not rxs:
                continue
            hay = text if sensitive else (ftext if ftext is not None else fold(text))  # only the literal is used
            views = [hay] + ([v for v, _m in _joined_views(hay)] if _HYPHEN_BREAK.search(hay) else [])
            for view in views:
                if has_words:
                    self._scan(sensitive, view, out)
                for rx in rxs:
                    for m in rx.finditer(view):
                        for ti in self._by_lit.get((sensitive, " ".join(m.group(0).split())), ()):
                            out.append((ti, m.group(0)))
        return out


_detectors = None


def _rule_subset() -> list:
    global _detectors
    if _detectors is None:
        from app.detection.rules import DEFAULT_CONFIG, rule_detectors

        _detectors = [d for d in rule_detectors(DEFAULT_CONFIG) if getattr(d, "name", "") in _INDEPENDENT_RULES]
    return _detectors


def independent_findings(page_no: int, text: str, allowed: Iterable[str] = (), min_confidence: float = 0.5) -> list:
    """Critical spans the rules find on re-read text, minus the values the reviewer kept."""
    from app.detection.analyze import analyze_page

    kept = {fold(" ".join(a.split())) for a in allowed if a and a.strip()}
    out = []
    for s in analyze_page(page_no, text, _rule_subset()):
        if s.label not in INDEPENDENT_KINDS or s.confidence < min_confidence:
            continue
        if s.label in _CUED_KINDS and not _cue_on_line(text, s):
            continue  # read from a caption on another line: the redaction emptied that grid
        v = fold(" ".join(s.text.split()))
        if any(v == k or v in k or k in v for k in kept):
            continue
        out.append(s)
    return out


def _ocr_page_text(page, index: int):
    """The rendered page read by OCR as a ``PageText`` (None without OCR)."""
    try:
        from app.document.page_text import PageText
        from app.ocr import find_tessdata
        from app.ocr.worker import _ocr_region
    except ImportError:
        return None
    tessdata = find_tessdata()
    if tessdata is None:
        return None
    try:
        a = _ocr_region(page, None, index, 300, tessdata)
    except Exception:  # OCR failing here leaves the problem unplaced: refused, as before
        return None
    return PageText(index, a.text, a.boxes, a.line_ids, float(page.rect.width), float(page.rect.height))


def _lower1(c: str) -> str:
    """``c`` in lower case when that stays one character (positions must not shift)."""
    low = c.lower()
    return low if len(low) == 1 else c


def _line_rects(boxes: list) -> list[Rect]:
    """One rectangle per run of character boxes between line ends."""
    out: list[Rect] = []
    cur = None
    for b in boxes + [None]:
        if b is None:
            if cur is not None:
                out.append(cur)
            cur = None
        else:
            cur = b if cur is None else (min(cur[0], b[0]), min(cur[1], b[1]), max(cur[2], b[2]), max(cur[3], b[3]))
    return out


class PageLocator:
    """Where a value is on one written page, in text coordinates (what redaction takes)."""

    def __init__(self, page, index: int):
        self.page = page
        self.index = index
        self._pt = None
        self._ocr = None
        self._native = None

    def text(self):
        if self._pt is None:
            from app.document.text_index import build_page_text

            self._pt = build_page_text(self.page, self.index)
        return self._pt

    def rects_of_target(self, target) -> list[Rect]:
        pt = self.text()
        out: list[Rect] = []
        for s, e in target.find(pt.text):
            out.extend(tuple(r) for r in pt.rects_for(s, e))
        if not out:
            # Not in the page text as the plan reads it: two halves of a hyphenated word
            # that MuPDF's own order puts side by side and ours apart ("FED-" at the end of
            # a column line, "ERAL" after a heading). Where MuPDF's order reads it:
            text, boxes = self.native_order()
            for s, e in target.find(text):
                out.extend(_line_rects(boxes[s:e]))
        if not out:  # then each writing, searched the ways rects_of_text knows
            for lit in dict.fromkeys(" ".join(x.split()) for x in target.literals):
                if len(lit) >= 2:
                    out.extend(self.rects_of_text(lit))
        return out

    def native_order(self) -> tuple[str, list]:
        """The page's characters in MuPDF's own order (blocks, lines; the verifier's
        reading), off-page ones included, each with its box (None for line ends)."""
        if self._native is None:
            import pymupdf

            tp = self.page.get_textpage(flags=pymupdf.TEXT_PRESERVE_WHITESPACE, clip=pymupdf.INFINITE_RECT())
            chars: list[str] = []
            boxes: list = []
            for b in self.page.get_text("rawdict", textpage=tp).get("blocks", []):
                for line in b.get("lines", ()):
                    for sp in line.get("spans", ()):
                        for ch in sp.get("chars", ()):
                            chars.append(ch["c"])
                            boxes.append(tuple(ch["bbox"]))
                    chars.append("\n")
                    boxes.append(None)
            self._native = ("".join(chars), boxes)
        return self._native

    def rects_of_text(self, value: str) -> list[Rect]:
        pt = self.text()
        out: list[Rect] = []
        from app.export.variants import Target

        rx = re.compile(r"(?<!\w)" + r"\s+".join(re.escape(w) for w in value.split()) + word_end(value), re.IGNORECASE)
        for s, e in Target("", rx).find(pt.text):  # hyphenated line breaks included
            out.extend(tuple(r) for r in pt.rects_for(s, e))
        if not out:  # not in the text index (clipped, odd font): MuPDF's search on every text
            for r in self.page.search_for(value):
                out.append((r.x0, r.y0, r.x1, r.y1))
        if not out:  # past the page edge: the same search without the page box
            import pymupdf

            flags = pymupdf.TEXT_DEHYPHENATE | pymupdf.TEXT_PRESERVE_LIGATURES | pymupdf.TEXT_PRESERVE_WHITESPACE
            tp = self.page.get_textpage(flags=flags, clip=pymupdf.INFINITE_RECT())
            for r in self.page.search_for(value, textpage=tp):
                out.append((r.x0, r.y0, r.x1, r.y1))
        if not out:  # set letter by letter with wide spacing: MuPDF reads one word per letter
            out = self.rects_ignoring_blanks(value)
        if not out:  # another reader reads it, MuPDF does not: where the rendered page shows it
            out = self.rects_by_ocr(value)
        return out

    def rects_ignoring_blanks(self, value: str) -> list[Rect]:
        """Where the page's characters, blanks and line ends left out, spell ``value`` (case
        ignored), one rectangle per visual line: a name set with wide character spacing,
        that MuPDF reads as one word per letter and another reader reads whole. Four
        letters at least: shorter runs spell too many things by chance."""
        want = "".join(_lower1(c) for c in value if not c.isspace())
        if len(want) < 4:
            return []
        text, boxes = self.native_order()
        keep = [i for i, c in enumerate(text) if not c.isspace()]
        compact = "".join(_lower1(text[i]) for i in keep)
        out: list[Rect] = []
        for m in re.finditer(re.escape(want), compact):
            cur = None
            for j in range(m.start(), m.end()):
                b = boxes[keep[j]]
                if cur is not None and not (b[1] < cur[3] and cur[1] < b[3]):  # another visual line
                    out.append(cur)
                    cur = None
                cur = b if cur is None else (min(cur[0], b[0]), min(cur[1], b[1]), max(cur[2], b[2]), max(cur[3], b[3]))
            if cur is not None:
                out.append(cur)
        return out

    def rects_by_ocr(self, value: str, label: str = "") -> list[Rect]:
        """Where OCR of the rendered page reads ``value`` (text coordinates), or []:
        the place of a value only the second reader sees (a font without a usable
        ToUnicode map for MuPDF). Rare, so done here, in process, page by page."""
        if self._ocr is None:
            self._ocr = _ocr_page_text(self.page, self.index)
        pt = self._ocr
        if pt is None:
            return []
        from app.ocr.verify import value_ranges

        return [tuple(r) for s, e in value_ranges(value, pt.text, label) for r in pt.rects_for(s, e)]
