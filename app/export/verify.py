"""Check the bytes about to be written, independently of the redaction path.

The written bytes are reopened from memory and read with extraction settings
other than the ones the spans were built with (ligatures kept then
normalised by NFKC, no clipping to the page box, MuPDF's own ``search_for``,
and raw decompressed objects and streams). Checks:

- no target (a redacted value and its variants) occurs more often on a page
  than it did outside the planned spans in the input;
- no letter or digit is left inside any redaction rectangle (apart from the
  placeholder label) and nothing at all on a page masked whole;
- no annotation, widget, link, metadata, XMP, outline, page label or
  attachment is left, and no value is found in raw objects or streams;
- collateral loss: words outside every redaction that disappeared are
  counted; above a small bound the export fails.

Problems name the page and the kind only, never the value.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Sequence

import numpy as np
import pymupdf

from app.document.glyph_order import may_reorder, reordered_texts
from app.detection.spans import LABEL_NAMES_FR
from app.export.options import ExportOptions
from app.export.plan import RedactionPlan
from app.export.prefilter import PageIndex, TargetFilter, may_match  # noqa: F401
from app.export.second_reader import SecondReader
from app.export.verify_raw import (  # noqa: F401 (tests)
    RawIndex, RawMatcher, _literal_patterns, _raw_blob, _whole_word_in, drawn_streams, locate_raw, raw_parts,
)
from app.export.redact import AppliedRect
from app.export.scrub import hidden_text_boxes
from app.export.verify_boxes import (  # noqa: F401 (_inside: tests)
    _codes_continued_beside_boxes, _excluded_words, _fragments_beside_boxes, _inside, _norm, _without_placeholders,
    _words_under_boxes,
)

_VERIFY_FLAGS = pymupdf.TEXT_PRESERVE_LIGATURES | pymupdf.TEXT_PRESERVE_WHITESPACE  # no MEDIABOX_CLIP
_METADATA_KEYS = ("title", "author", "subject", "keywords", "creator", "producer", "creationDate", "modDate")

CHECK_NAMES_FR = {
    "texte": "texte de la page",
    "recherche": "recherche MuPDF",
    "zone": "texte sous un masque",
    "fragment": "reste d'une valeur à côté de son masque",
    "suite": "suite d'un numéro à côté de son masque",
    "page_masquee": "page masquée",
    "brut": "objets bruts du fichier",
    "annotations": "annotations ou liens",
    "metadonnees": "métadonnées",
    "xmp": "métadonnées XMP",
    "signets": "signets",
    "pieces_jointes": "pièces jointes",
    "formulaires": "champs de formulaire",
    "etiquettes": "étiquettes de page",
    "pages": "nombre de pages",
    "javascript": "JavaScript",
    "texte_invisible": "texte invisible",
    "collateral": "perte de texte hors masques",
    "detection": "détection indépendante sur le fichier écrit",
    "ocr": "relecture OCR de la page",
    "lecteur2": "second lecteur (pypdf)",  # issue 9: second OCR pass (app/ocr/export_check.py)
}


@dataclass(frozen=True)
class Problem:
    page: int | None  # 0-based, None for the whole file
    label: str  # kind of identifier, or "" for structural checks
    check: str
    rects: tuple = field(default=(), compare=False)  # where on the page, when known (remediation)
    detail: str = field(default="", compare=False)  # where in the file, off the pages ("objet 17 (/XObject /Form)")

    def message_fr(self) -> str:
        where = "page %d" % (self.page + 1) if self.page is not None else "fichier"
        if self.detail:
            where += ", " + self.detail
        what = LABEL_NAMES_FR.get(self.label, self.label) if self.label else ""
        chk = CHECK_NAMES_FR.get(self.check, self.check)
        if what:
            return "%s : %s encore présent (%s)" % (where, what, chk)
        return "%s : %s non nettoyé(es)" % (where, chk)

    def to_json(self) -> dict:
        out = {"page": None if self.page is None else self.page + 1, "kind": self.label, "check": self.check}
        if self.detail:
            out["where"] = self.detail
        return out


@dataclass
class VerificationResult:
    ok: bool
    problems: list[Problem] = field(default_factory=list)
    checked_words: int = 0
    lost_words: int = 0
    lost_by_page: dict[int, int] = field(default_factory=dict)
    collateral_limit: int = 0
    checks: tuple[str, ...] = ()
    seconds: float = 0.0
    words_by_page: dict[int, int] = field(default_factory=dict)
    second_reader: str = "ok"  # pypdf's reading: "ok", "unreadable" (cannot parse the file), "worker_failed"

    def collateral_pages(self, share: float = 0.02) -> list[int]:
        """Pages that lost more than ``share`` of their words outside the masks."""
        return sorted(p for p, n in self.lost_by_page.items() if n > share * max(1, self.words_by_page.get(p, 0)))

    def fixable(self) -> bool:
        """Some problem has a place on a page: masking it by area may fix it, and the
        copies it leaves in the raw file with it (what remains is refused next round)."""
        return any(p.page is not None and p.rects for p in self.problems)

    def to_json(self) -> dict:
        return {
            "ok": self.ok,
            "problems": [p.to_json() for p in self.problems],
            "checks": list(self.checks),
            "collateral": {
                "checked_words": self.checked_words,
                "lost_words": self.lost_words,
                "limit": self.collateral_limit,
                "lost_by_page": {str(k + 1): v for k, v in sorted(self.lost_by_page.items())},
                "pages_over_2_percent": [p + 1 for p in self.collateral_pages()],
            },
            "second_reader": {"reader": "pypdf", "status": self.second_reader},
            "seconds": round(self.seconds, 3),
        }


def expected_counts(plan: RedactionPlan, pages: Sequence) -> dict[tuple[int, int], int]:
    """(page, target) → occurrences in the input *outside* the planned spans.

    Those may legitimately remain (a rejected occurrence, a kind that is not
    propagated); every other occurrence must be gone.
    """
    out: dict[tuple[int, int], int] = {}
    masked = set(plan.masked_pages())
    cache: dict = {}
    spans_by_page: dict[int, list[tuple[int, int]]] = {}
    for it in plan.items:
        spans_by_page.setdefault(it.page, []).append((it.span.start, it.span.end))
    tfilter = TargetFilter(plan.targets)
    for pno, pt in enumerate(pages):
        text = pt if isinstance(pt, str) else pt.text
        if pno in masked or not text:
            continue
        cov = spans_by_page.get(pno, [])
        index = PageIndex(text)
        for ti in tfilter.candidates(index):
            t = plan.targets[ti]
            n = 0
            for s, e in t.find(text, cache):
                if not any(cs < e and s < ce for cs, ce in cov):
                    n += 1
            if n:
                out[(pno, ti)] = n
    return out


def _structure_problems(pdf: pymupdf.Document, n_pages: int) -> list[Problem]:
    probs: list[Problem] = []
    if pdf.page_count != n_pages:
        probs.append(Problem(None, "", "pages"))
    meta = pdf.metadata or {}
    if any((meta.get(k) or "").strip() for k in _METADATA_KEYS):
        probs.append(Problem(None, "", "metadonnees"))
    if (pdf.get_xml_metadata() or "").strip():
        probs.append(Problem(None, "", "xmp"))
    if pdf.get_toc(simple=True):
        probs.append(Problem(None, "", "signets"))
    if pdf.embfile_count():
        probs.append(Problem(None, "", "pieces_jointes"))
    if pdf.is_form_pdf:
        probs.append(Problem(None, "", "formulaires"))
    try:
        if pdf.get_page_labels():
            probs.append(Problem(None, "", "etiquettes"))
    except Exception:
        pass
    for page in pdf:
        if page.first_annot is not None or page.first_widget is not None or page.get_links():
            probs.append(Problem(page.number, "", "annotations"))
    return probs


def _page_chars(raw: dict, near: np.ndarray | None = None) -> tuple[np.ndarray, list[str]]:
    """Centres and characters (NFKC: ligatures expanded) of letters and digits of a
    rawdict page, only on lines touching one of the ``near`` rectangles when given."""
    cs: list[str] = []
    centres: list[tuple[float, float]] = []
    for b in raw.get("blocks", []):
        for line in b.get("lines", ()):
            if near is not None:
                lx0, ly0, lx1, ly1 = line["bbox"]
                if not ((near[:, 0] < lx1) & (lx0 < near[:, 2]) & (near[:, 1] < ly1) & (ly0 < near[:, 3])).any():
                    continue  # line far from every redaction
            for sp in line.get("spans", ()):
                for ch in sp.get("chars", ()):
                    c = ch["c"]
                    if not c.isalnum():
                        continue
                    x0, y0, x1, y1 = ch["bbox"]
                    centre = ((x0 + x1) / 2, (y0 + y1) / 2)
                    if c.isascii():
                        cs.append(c)
                        centres.append(centre)
                    else:
                        for cc in _norm(c):
                            cs.append(cc)
                            centres.append(centre)
    arr = np.asarray(centres, dtype=np.float64).reshape(len(cs), 2)
    return arr, cs


def _read_on_page(target, mupdf_text: str, pypdf_text: str | None) -> bool:
    """Whether either reader reads ``target`` on the page (the plan's boundaries)."""
    if target.find(mupdf_text):
        return True
    return bool(pypdf_text) and bool(target.find(_without_placeholders(_norm(pypdf_text))))


def _second_reader_problems(pno, text, ftext, reader2, literals, plan, expected, kept, where, add) -> None:
    """What pypdf reads on page ``pno`` that MuPDF's reading did not already show:
    the exact writings of values that must be gone, and critical rule findings."""
    from app.export.verify_search import independent_findings

    text2 = reader2.page_text(pno)
    if not text2:
        return
    text2 = _without_placeholders(_norm(text2))
    if text2 == text:
        return
    for ti, lit in literals.find(text2):
        if not expected.get((pno, ti), 0):
            add(Problem(pno, plan.targets[ti].label, "lecteur2"), where.rects_of_text(lit))
    folded_mupdf = " ".join(ftext.split())
    from app.export.variants import fold

    for f in independent_findings(pno, text2, kept):
        if " ".join(fold(f.text).split()) in folded_mupdf:
            continue  # MuPDF reads it too: its own findings decide (the reviewer may have kept it)
        if any(f.text in t.literals for ti, t in enumerate(plan.targets) if expected.get((pno, ti), 0)):
            continue
        add(Problem(pno, f.label, "lecteur2"), where.rects_of_text(f.text))


def verify_bytes(
    data: bytes,
    plan: RedactionPlan,
    pages: Sequence,
    applied: Sequence[AppliedRect],
    input_words: Sequence[Sequence[tuple]],
    options: ExportOptions | None = None,
    *,
    allowed: Sequence[Sequence[str]] = (),
    expected: dict[tuple[int, int], int] | None = None,
) -> VerificationResult:
    """Verify redacted PDF bytes; ``pages``/``input_words`` describe the input.

    ``allowed[page]``: values the reviewer explicitly kept on that page; the
    independent detection does not report them. ``expected``: the plan's
    ``expected_counts`` when the caller already has them (the remediation
    rounds share one: areas do not change them). Problems carry the places
    where they were found (``Problem.rects``) when the page shows them.
    """
    from app.export.verify_search import LiteralIndex, PageLocator, independent_findings

    options = options or ExportOptions()
    t0 = time.perf_counter()
    problems: list[Problem] = []
    seen: dict[tuple, int] = {}

    def add(p: Problem, rects=()) -> None:
        k = (p.page, p.label, p.check)
        if k not in seen:
            seen[k] = len(problems)
            problems.append(p)
        if rects:
            i = seen[k]
            old = problems[i]
            problems[i] = Problem(old.page, old.label, old.check, tuple(dict.fromkeys(old.rects + tuple(rects))), old.detail)

    pdf = pymupdf.open(stream=data, filetype="pdf")
    try:
        for p in _structure_problems(pdf, len(pages)):
            add(p)
        if expected is None:
            expected = expected_counts(plan, pages)
        masked = set(plan.masked_pages())
        rects_by_page: dict[int, list[AppliedRect]] = {}
        for a in applied:
            rects_by_page.setdefault(a.page, []).append(a)
        checked = lost = 0
        lost_by_page: dict[int, int] = {}
        words_by_page: dict[int, int] = {}
        cache: dict = {}
        literals = LiteralIndex(plan.targets)
        tfilter = TargetFilter(plan.targets)
        reader2 = SecondReader(data, pdf.page_count)  # reads in a worker meanwhile, on long documents
        texts: dict[int, str] = {}
        ftexts: dict[int, str] = {}
        for pno in range(min(pdf.page_count, len(pages))):
            page = pdf[pno]
            tp = page.get_textpage(flags=_VERIFY_FLAGS, clip=pymupdf.INFINITE_RECT())  # off-page text too
            page_rects = rects_by_page.get(pno, [])
            near = None if pno in masked else np.asarray([a.rect for a in page_rects], dtype=np.float64).reshape(-1, 4)
            out_words = page.get_text("words", textpage=tp)
            # Glyphs (the costly "rawdict") only where the words cannot settle it: a word
            # under a box that is not its placeholder, and lines that step back.
            raw = None
            if _words_under_boxes(out_words, None if pno in masked else page_rects):
                raw = page.get_text("rawdict", textpage=tp)
            centres, chars = _page_chars(raw, near) if raw is not None else (np.zeros((0, 2)), [])
            if pno in masked:
                if chars:
                    add(Problem(pno, "", "page_masquee"))
                continue
            if hidden_text_boxes(page):
                add(Problem(pno, "", "texte_invisible"))
            where = PageLocator(page, pno)
            # 1. targets (every variant) in the re-extracted text
            text = _norm(page.get_text("text", textpage=tp))
            if raw is None and may_reorder(page.get_text("dict", textpage=tp).get("blocks", [])):
                raw = page.get_text("rawdict", textpage=tp)
            reordered = reordered_texts(raw.get("blocks", [])) if raw is not None else []
            if reordered:  # a word drawn glyph by glyph out of order: read as a reader sorts it
                text += "\n" + "\n".join(_norm(t) for t in reordered)
            text = texts[pno] = _without_placeholders(text)
            index = PageIndex(text)
            ftexts[pno] = index.ftext
            for ti in tfilter.candidates(index):  # the others cannot occur on this page: not scanned
                t = plan.targets[ti]
                n = len(t.find(text, cache))
                if n > expected.get((pno, ti), 0):
                    add(Problem(pno, t.label, "texte"), where.rects_of_target(t))
            # 2. the exact writings, all in one pass, with the plan's word boundaries
            for ti, lit in literals.find(text, index.ftext):
                if expected.get((pno, ti), 0):
                    continue
                add(Problem(pno, plan.targets[ti].label, "recherche"), where.rects_of_text(lit))
            # 3. personal data found on its own, known to the plan or not
            kept = allowed[pno] if pno < len(allowed) else ()
            for f in independent_findings(pno, text, kept):
                if any(f.text in t.literals for ti, t in enumerate(plan.targets) if expected.get((pno, ti), 0)):
                    continue  # an occurrence the plan leaves on purpose (a rejected hit)
                add(Problem(pno, f.label, "detection"), where.rects_of_text(f.text))
            # 4. nothing left under the boxes but the placeholder
            if len(chars) and page_rects:
                for a in page_rects:
                    hit = np.flatnonzero(_inside(centres, a.rect))
                    if not len(hit):
                        continue
                    residue = Counter(chars[i] for i in hit)
                    for b in page_rects:
                        if b.text and b.rect[0] < a.rect[2] and a.rect[0] < b.rect[2] and b.rect[1] < a.rect[3] and a.rect[1] < b.rect[3]:
                            residue -= Counter(c for c in b.text if c.isalnum())
                    if +residue:
                        add(Problem(pno, a.label if a.label not in ("ZONE",) else "", "zone"), [a.line_box or a.rect])
            # 4b. no piece of a value left readable right beside its own box
            for a, w in _fragments_beside_boxes(out_words, page_rects, plan.targets):
                add(Problem(pno, a.label, "fragment"), [tuple(w[:4])])
            for a, w in _codes_continued_beside_boxes(out_words, page_rects, plan.targets):
                add(Problem(pno, a.label, "suite"), [tuple(w[:4])])
            # 5. collateral loss (a warning: counted per page, never a refusal); a page rebuilt
            # as an image has lost its words on purpose
            if pno < len(input_words) and pno not in plan.rebuilt_pages:
                out_keys = {(_norm(w[4]), round(w[0]), round(w[1])) for w in out_words}
                words = input_words[pno]
                skip = _excluded_words(words, page_rects)
                for w, excluded in zip(words, skip):
                    if excluded:
                        continue
                    checked += 1
                    words_by_page[pno] = words_by_page.get(pno, 0) + 1
                    word, rx, ry = _norm(w[4]), round(w[0]), round(w[1])
                    if (word, rx, ry) in out_keys:
                        continue
                    if not any((word, rx + dx, ry + dy) in out_keys for dx in (0, -1, 1) for dy in (0, -1, 1)):
                        lost += 1
                        lost_by_page[pno] = lost_by_page.get(pno, 0) + 1
        # 6. the second reader: what pypdf reads on each page, known writings and rules
        for pno in texts:
            kept = allowed[pno] if pno < len(allowed) else ()
            _second_reader_problems(pno, texts[pno], ftexts[pno], reader2, literals, plan, expected, kept,
                                    PageLocator(pdf[pno], pno), add)
        # 7. raw objects and streams, for values that must be gone everywhere
        total_expected: Counter = Counter()
        for (pno, ti), n in expected.items():
            total_expected[ti] += n
        drawn = drawn_streams(pdf)
        blob, drawn_data = raw_parts(pdf, drawn)
        if b"/JavaScript" in blob or b"/JS " in blob or b"/JS(" in blob or b"/JS<" in blob:
            add(Problem(None, "", "javascript"))
        if b"/EmbeddedFile" in blob or b"/Filespec" in blob:
            add(Problem(None, "", "pieces_jointes"))
        raw = RawIndex(blob)
        raw_drawn = RawIndex(b"\n".join(drawn_data.values()))
        wanted = [(ti, lit, t.folded or bool(t.pattern.flags & re.IGNORECASE))
                  for ti, t in enumerate(plan.targets) if not total_expected[ti]
                  for lit in t.literals if len(lit) >= 4]
        for ti, lit in RawMatcher([w for w in wanted if raw.may_hold(w[1])]).find(blob).items():
            t = plan.targets[ti]
            where = locate_raw(pdf, lit, t.folded or bool(t.pattern.flags & re.IGNORECASE))
            add(Problem(None, t.label, "brut", detail=where))
        in_drawn = RawMatcher([w for w in wanted if raw_drawn.may_hold(w[1])])
        for xref, chunk in drawn_data.items():
            for ti, lit in in_drawn.find(chunk).items():
                # Glyphs a page draws: a finding only when a reader reads the value there.
                t = plan.targets[ti]
                for pno in sorted(drawn.get(xref, ())):
                    if pno in texts and _read_on_page(t, texts[pno], reader2.page_text(pno)):
                        add(Problem(pno, t.label, "brut"), PageLocator(pdf[pno], pno).rects_of_text(lit))
    finally:
        pdf.close()
    limit = max(options.max_collateral_words, int(options.max_collateral_share * checked))
    return VerificationResult(
        ok=not problems,
        problems=problems,
        checked_words=checked,
        lost_words=lost,
        lost_by_page=lost_by_page,
        collateral_limit=limit,
        words_by_page=words_by_page,
        second_reader=reader2.status,
        checks=("texte", "recherche", "detection", "zone", "fragment", "suite", "page_masquee", "annotations", "metadonnees", "xmp", "signets",
                "pieces_jointes", "formulaires", "etiquettes", "javascript", "texte_invisible", "brut", "lecteur2"),
        seconds=time.perf_counter() - t0,
    )
