"""Check a redacted PDF by reading it again with OCR: no removed value may be legible.

Why: on a scanned page the redaction blanks pixels under OCR boxes; if a box
was misplaced or too small, the value is still *visible* even though no text
layer holds it. A second, independent OCR pass of the rendered output is the
only check that sees what a reader would see.

Matching is tolerant on purpose (a leak is worse than a false alarm):
casefold, accents stripped; a value holding digits (date, number) is compared
with spaces and punctuation removed, within one OCR line; a value of words is
compared as a sequence of whole words.
"""

from __future__ import annotations

import os
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

import pymupdf

from app.ocr.pool import CancelFn, OcrUnavailableError, ProgressFn, run_jobs, to_page_text
from app.ocr.tessdata import resolve_tessdata
from app.ocr.worker import MODE_FULL, MODE_REGIONS

_MIN_COMPACT = 3  # shorter values ("M.", "12") would match anywhere
_FUZZY_MIN = 6
_NAME_LABELS = frozenset({"NOM", "PRENOM"})


@dataclass(frozen=True)
class OcrProblem:
    """A redacted value still legible on a page. Never holds the value itself."""

    page: int  # 0-based
    label: str  # the value's kind (Span label), "" when unknown
    message: str  # French, names the page and kind only
    rects: tuple = ()  # where OCR read it, in page coordinates (for the remediation)


@lru_cache(maxsize=1)
def _placeholder_words() -> frozenset[str]:
    """The folded words of every placeholder the export writes in its boxes."""
    from app.detection.spans import LABELS

    return frozenset(w for label in LABELS for w in words(label.replace("_", " ")))


def fold(s: str) -> str:
    """Casefold and strip accents (NFKD, combining marks dropped)."""
    s = unicodedata.normalize("NFKD", s.casefold())
    return "".join(c for c in s if not unicodedata.combining(c))


def compact(s: str) -> str:
    """Folded letters and digits only (no spaces, no punctuation)."""
    return "".join(c for c in fold(s) if c.isalnum())


def words(s: str) -> list[str]:
    out, cur = [], []
    for c in fold(s):
        if c.isalnum():
            cur.append(c)
        elif cur:
            out.append("".join(cur))
            cur = []
    if cur:
        out.append("".join(cur))
    return out


def _close(a: str, b: str) -> bool:
    """Equal, or one edit apart for words of 6+ letters (an OCR misread such as l/I)."""
    if a == b:
        return True
    if min(len(a), len(b)) < _FUZZY_MIN or abs(len(a) - len(b)) > 1:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    return a[i + 1 :] == b[i + 1 :] or a[i + 1 :] == b[i:] or a[i:] == b[i + 1 :]


def value_readable(value: str, ocr_text: str, label: str = "") -> bool:
    """True when ``value`` can be read in ``ocr_text`` under the tolerant rules above.

    For names (NOM, PRENOM) every word of 3+ letters counts on its own: half
    a compound surname left legible is a leak.
    """
    return bool(value_ranges(value, ocr_text, label))


def _folded_words(text: str) -> list[tuple[str, int, int]]:
    """(folded word, start, end) of every letter/digit run of ``text``."""
    out, start = [], None
    for i, c in enumerate(text + " "):
        if c.isalnum():
            if start is None:
                start = i
        elif start is not None:
            out.append((fold(text[start:i]), start, i))
            start = None
    return out


def value_ranges(value: str, ocr_text: str, label: str = "") -> list[tuple[int, int]]:
    """Where ``value_readable`` reads ``value`` in ``ocr_text``: ``[start, end)`` ranges."""
    key = compact(value)
    if len(key) < _MIN_COMPACT:
        return []
    out: list[tuple[int, int]] = []
    if any(c.isdigit() for c in key):
        pos = 0
        for line in ocr_text.splitlines(keepends=True):
            idx = [pos + i for i, c in enumerate(line) for _ in compact(c)]  # text index of each compact char
            flat = compact(line)
            j = flat.find(key)
            while j >= 0:
                out.append((idx[j], idx[j + len(key) - 1] + 1))
                j = flat.find(key, j + 1)
            pos += len(line)
        return out
    have = _folded_words(ocr_text)
    # the words of the placeholders written in the boxes ("[PRENOM]", "[DATE_NAISSANCE]") are
    # read back by OCR: a value made of them (a caption the model took for a name) is not
    # searched for, or the check would find its own labels on every round
    want = words(value)
    if all(w in _placeholder_words() for w in want):
        return []
    if label in _NAME_LABELS:
        for w, exact, capital in _name_words(value):
            out.extend((h[1], h[2]) for h in have if (h[0] == w or (not exact and _close(h[0], w)))
                       and not (capital and ocr_text[h[1]].islower()))
        return sorted(out)
    n = len(want)
    for i in range(len(have) - n + 1):
        if all(_close(h[0], y) for h, y in zip(have[i : i + n], want)):
            out.append((have[i][1], have[i + n - 1][2]))
    return out


def _name_words(value: str) -> list[tuple[str, bool, bool]]:
    """(folded word, exact only, capital only) for each word of a name value that OCR must not
    read again: 3 letters or more, and not what a model's span of OCR text runs into, which OCR
    finds elsewhere on the page on every round: a misread caption close to a placeholder word
    ("Frénom" beside "[PRENOM]"), a word in lower case beside capitalised ones ("adnission Luc").
    An ordinary French word ("Personne", a surname "Marche") is looked for as written, not one
    letter off; a surname that is a word of the language ("PÊCHEUR", "Berger") only with its
    capital: in lower case it is the trade the letter speaks of ("marin pêcheur")."""
    from app.detection.rules.gazetteers import is_dictionary_word, is_ordinary_word

    raw = [w for w in "".join(c if c.isalnum() else " " for c in value).split() if len(w) >= _MIN_COMPACT]
    capitalised = any(w[0].isupper() for w in raw)
    out = []
    for w in raw:
        f = fold(w)
        if any(_close(f, p) for p in _placeholder_words()) or (capitalised and w.islower()):
            continue
        out.append((f, is_ordinary_word(w), is_dictionary_word(w)))
    return out


def _normalise_values(values: Iterable) -> list[tuple[str, str]]:
    """Accept plain strings or (label, value) pairs."""
    out: list[tuple[str, str]] = []
    for v in values:
        if isinstance(v, str):
            out.append(("", v))
        else:
            label, val = v
            out.append((str(label or ""), str(val)))
    return list(dict.fromkeys(out))


def single_page_pdfs(pdf_bytes: bytes, page_indices: Iterable[int]) -> dict[int, bytes]:
    """Each page as its own small PDF, so workers get only what they read."""
    out: dict[int, bytes] = {}
    src = pymupdf.open(stream=pdf_bytes, filetype="pdf")
    try:
        for i in page_indices:
            one = pymupdf.open()
            one.insert_pdf(src, from_page=i, to_page=i)
            out[i] = one.tobytes()
            one.close()
    finally:
        src.close()
    return out


def verify_ocr_redaction(
    pdf_bytes: bytes,
    page_indices: Iterable[int],
    values: Iterable,
    tessdata: str | os.PathLike | None = None,
    *,
    dpi: int = 300,
    progress: ProgressFn | None = None,
    cancelled: CancelFn | None = None,
    workers: int | None = None,
    full_pages: Iterable[int] | None = None,
) -> list[OcrProblem]:
    """OCR the given pages of the redacted PDF bytes again; report every legible value.

    ``values``: the redacted values, as strings or ``(label, value)`` pairs;
    each is looked for on every given page. ``full_pages``: pages read whole
    (scans); the others are text pages whose images only are read again
    (None: every page whole). An empty list means the check
    passed. Raises ``OcrUnavailableError`` without French data (verification
    impossible is never a pass), ``OcrCancelled``/``OcrError`` as ``ocr_pages``.
    """
    folder = resolve_tessdata(tessdata)
    if folder is None:
        raise OcrUnavailableError()
    indices = sorted(dict.fromkeys(int(i) for i in page_indices))
    vals = _normalise_values(values)
    if not indices:
        return []
    pages = single_page_pdfs(pdf_bytes, indices)
    whole = set(indices) if full_pages is None else set(full_pages)
    jobs = [
        {"source": pages[i], "page": 0, "index": i, "tessdata": folder, "dpi": int(dpi),
         "mode": MODE_FULL if i in whole else MODE_REGIONS}
        for i in indices
    ]
    results = run_jobs(jobs, workers=workers, progress=progress, cancelled=cancelled)
    problems: list[OcrProblem] = []
    for r in results:
        pt = to_page_text(r)
        text = pt.text
        for label, value in vals:
            if value_readable(value, text, label):
                kind = " (%s)" % label if label else ""
                rects = tuple(tuple(x) for s, e in value_ranges(value, text, label) for x in pt.rects_for(s, e))
                problems.append(
                    OcrProblem(
                        page=r["index"],
                        label=label,
                        message="Page %d : une valeur masquée%s reste lisible par OCR." % (r["index"] + 1, kind),
                        rects=rects,
                    )
                )
    return problems
