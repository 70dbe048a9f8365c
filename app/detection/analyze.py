"""Run the registered detectors over pages and merge their spans.

The registry is a plain list built by ``default_detectors()``; later
issues add rule families and the NER engine there. The model's spans are
judged by ``model_filters`` before they join the rules'. Everything here works
on plain strings so it can run off the GUI thread.
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

import re

from app.detection.base import Detector, DocumentDetector
from app.detection.model_filters import filter_model_spans
from app.detection.spans import Span


def default_detectors(*, use_model: bool = True, identifiers=None) -> list:
    """The detectors Caviard runs by default, in priority order.

    ``identifiers`` is an ``app.detection.rules.IdentifierConfig`` (the
    hospital's IPP / séjour number shapes); ``None`` uses the default.
    """
    from app.detection.rules import DEFAULT_CONFIG, rule_detectors

    detectors: list = rule_detectors(identifiers or DEFAULT_CONFIG)
    # ---- NER engine slot (issue 5) -------------------------------------
    # The default bundle is loaded once per process and appended only when it
    # loads; otherwise the rules run alone and the French reason is in
    # ``app.detection.ner.last_default_status()`` for the report/CLI.
    if use_model:
        from app.detection.ner import load_default_detector

        model, _status = load_default_detector()
        if model is not None:
            detectors.append(model)
    # ---------------------------------------------------------------------
    return detectors


def merge_spans(spans: Iterable[Span]) -> list[Span]:
    """Deterministic merge of overlapping spans from several detectors.

    Delegates to ``app.detection.merge`` (policy documented there and in
    docs/RULES.md): duplicates united, validated then longer spans win,
    losers cut to what sticks out, so no marked character is lost.
    """
    from app.detection import merge

    return merge.merge_spans(spans)


# No-break, narrow, figure, thin and other fixed-width spaces: word processors and
# typesetters print them inside phone numbers ("+33 (0)2 24 37 94 37"), dates and
# after labels; the rules are written with the plain space. Typesetters also print the
# Unicode hyphen (U+2010) or the no-break one (U+2011) for "-" ("04‐10‐37‐09‐11",
# "resultats@labo‐bio.fr", "Granges‐Neuves"). Same length: offsets hold.
_WIDE_SPACES = re.compile("[\u00a0\u2000-\u200a\u202f\u205f\u3000\u2010\u2011\u2500-\u257f]")
# Box-drawing characters, as a printout framed like a terminal draws its cells ("│ N° de séjour
# │ 25-AMB-6516 │"): its vertical strokes are the cells' bars, read like " | ".
_BOX_VERTICAL = "│┃┆┇┊┋║╎╏"
_BOX_HORIZONTAL = "─━┄┅┈┉═╌╍"
_PLAIN = str.maketrans({c: " " for c in "\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000"}
                       | {"\u2010": "-", "\u2011": "-"}
                       | {chr(c): ("|" if chr(c) in _BOX_VERTICAL else "-" if chr(c) in _BOX_HORIZONTAL else "+")
                          for c in range(0x2500, 0x2580)})


# A viewer's wrap mark opening a continued line ("IPP⏎»   3.8348.6956"), or alone on its line as
# some readers give it ("IPP⏎»⏎3.8348.6956"): a blank to the rules, so the caption on the line
# before reaches its value.
_WRAP_MARK = re.compile(r"(?m)^([ \t]*)[»↪↳](?=[ \t]{2,}\S|[ \t]*$)")


def plain_spaces(text: str) -> str:
    """``text`` with every fixed-width space written as a plain one, every Unicode hyphen as
    "-", box-drawing strokes as "|", "-" and "+", and a viewer's wrap mark as a blank (same
    offsets)."""
    if text.isascii():
        return text
    if _WIDE_SPACES.search(text) is not None:
        text = text.translate(_PLAIN)
    if "»" in text or "↪" in text or "↳" in text:
        text = _WRAP_MARK.sub(r"\1 ", text)
    return text


def _own_text(span: Span, text: str) -> Span:
    """``span`` with its text as the page writes it (found on the plain-space copy)."""
    own = text[span.start:span.end]
    return span if own == span.text else span.with_(text=own)


def analyze_page(page: int, text, detectors: Sequence[Detector]) -> list[Span]:
    """Every detector on one page (its text, or its ``PageText``); spans keep the
    page's own characters."""
    text = getattr(text, "text", text)
    plain = plain_spaces(text)
    spans: list[Span] = []
    for d in detectors:
        found = d.detect_page(page, plain)
        if getattr(d, "name", "") == "model":
            found = filter_model_spans(plain, found)
        spans.extend(found)
    if plain is not text:
        spans = [_own_text(s, text) for s in spans]
    return merge_spans(spans)


def analyze_texts(
    texts: Sequence,
    detectors: Sequence[Detector] | None = None,
    on_page: Callable[[int, list[Span]], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> list[Span]:
    """Analyze every page (its text, or its ``PageText``), then run document-level detectors once."""
    if detectors is None:
        detectors = default_detectors()
    all_spans: list[Span] = []
    for i, page_text in enumerate(texts):
        if cancelled is not None and cancelled():
            break
        page_spans = analyze_page(i, page_text, detectors)
        all_spans.extend(page_spans)
        if on_page is not None:
            on_page(i, page_spans)
    return finish_document(texts, all_spans, detectors)


def finish_document(
    texts: Sequence[str],
    spans: list[Span],
    detectors: Sequence[Detector],
    cancelled: Callable[[], bool] | None = None,
) -> list[Span]:
    """The document pass after every page: document-level detectors, then
    the dates that a stated age or a preceding name shows to be birth dates,
    the bare numbers of identity lines, what the rules read in the pages laid
    out in rows and the first reading left unmarked (for the pages given as
    ``PageText``: ``layout_pass``), values read behind a caption printed
    away from them, in a legend or after an arrow (``legend_fields``), glued
    digits beside a NIR whose birth month and year they share (``nir_birth``),
    the identifier-shaped codes no reading took (``shaped_codes``), the model's names the
    document uses as eponyms elsewhere (``phrase_context``) or as its study's name (``model_public_names``), then every
    other writing of a birth date
    relabelled as one. The window's streamed analysis and the headless
    commands both end here."""
    from app.detection.birth_dates import relabel_birth_dates
    from app.detection.birth_inference import infer_birth_dates
    from app.detection.identity_lines import identity_line_numbers
    from app.detection.layout_pass import layout_spans
    from app.detection.legend_fields import legend_spans
    from app.detection.nir_birth import nir_birth_dates
    from app.detection.model_public_names import without_study_names
    from app.detection.phrase_context import without_document_eponyms
    from app.detection.rules.names_defined_initials import defined_initials
    from app.detection.rules.shaped_codes import unclaimed_shaped_codes

    pages = texts
    texts = [getattr(t, "text", t) for t in pages]

    extra: list[Span] = []
    plain = None
    for d in detectors:
        if cancelled is not None and cancelled():
            return spans
        if isinstance(d, DocumentDetector):
            plain = plain if plain is not None else [plain_spaces(t) for t in texts]
            extra.extend(d.detect_document(plain, spans))
    extra = [_own_text(s, texts[s.page]) for s in extra if 0 <= s.page < len(texts)]
    spans = _merge_extra(spans, extra)
    spans = infer_birth_dates(texts, spans)
    spans = _merge_extra(spans, defined_initials(texts, spans))
    spans = _merge_extra(spans, identity_line_numbers(texts, spans))
    spans = _merge_extra(spans, layout_spans(pages, spans, detectors, cancelled))
    spans = _merge_extra(spans, legend_spans(texts, spans, detectors))
    spans = _merge_extra(spans, nir_birth_dates(texts, spans))
    spans = _merge_extra(spans, unclaimed_shaped_codes(texts, spans))
    return relabel_birth_dates(without_study_names(texts, without_document_eponyms(texts, spans)))


def _merge_extra(spans: list[Span], extra: list[Span]) -> list[Span]:
    """``spans`` with ``extra`` merged in; spans of different pages never overlap, so only
    the pages given new spans are merged again."""
    if not extra:
        return spans
    touched = {s.page for s in extra}
    kept = [s for s in spans if s.page not in touched]
    return sorted(kept + merge_spans([s for s in spans if s.page in touched] + extra),
                  key=lambda x: (x.page, x.start, x.end, x.label))
