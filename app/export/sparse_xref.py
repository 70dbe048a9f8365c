"""A cross-reference table mostly empty, compacted before the export works on the file.

Why: some writers number their objects far apart (RBPDF numbers a 25-object letter up to
200,000), and every step that walks the objects (default colour spaces, the scrub, the
allow-list pruning, the final save's duplicate merge) then walks the empty entries too: a
2-page letter took a minute and a half. Renumbering the live objects first (MuPDF's
"compact" garbage level, which drops nothing a page shows) gives the same pages.
"""

from __future__ import annotations

import pymupdf

# A table is called sparse when it has this many entries or more and fewer than this many
# bytes of file per entry: a real object takes more (an object stream packs them to ~20).
_MIN_ENTRIES = 10_000
_MIN_BYTES_PER_ENTRY = 16


def compact_sparse_xref(source: bytes) -> bytes:
    """``source`` with its objects renumbered when its xref table is sparse, else unchanged
    (also unchanged when MuPDF cannot write it: the later steps report that themselves)."""
    try:
        doc = pymupdf.open(stream=source, filetype="pdf")
    except Exception:
        return source
    try:
        n = doc.xref_length()
        if n < _MIN_ENTRIES or len(source) >= _MIN_BYTES_PER_ENTRY * n or doc.needs_pass:
            return source
        data = doc.tobytes(garbage=2, no_new_id=True)
        with pymupdf.open(stream=data, filetype="pdf") as check:
            return data if check.xref_length() < n // 2 else source
    except Exception:
        return source
    finally:
        doc.close()
