"""Keep the default colour spaces of pages and forms through MuPDF's content cleaning.

A ``/ColorSpace`` entry named ``DefaultRGB``, ``DefaultGray`` or ``DefaultCMYK``
is never named by the content it governs: every device colour of that page or
form is drawn through it (ISO 32000-1, 8.6.5.6). MuPDF's cleaning keeps only
the resources a content stream names, so it drops them and the page's colours
change. Appending a no-op that names each one (``q /DefaultRGB cs Q``) to the
owner's content makes the cleaner keep the resource; the cleaner then drops the
no-op itself, so the written content is as it would have been.
"""

from __future__ import annotations

import pymupdf

_DEFAULTS = ("DefaultRGB", "DefaultGray", "DefaultCMYK")


def _key(pdf: pymupdf.Document, xref: int, key: str) -> tuple[str, str]:
    """``xref_get_key`` that reads a free or broken entry as absent."""
    try:
        return pdf.xref_get_key(xref, key)
    except Exception:  # an object the file lists but MuPDF cannot load
        return "null", "null"


def _resolved(pdf: pymupdf.Document, xref: int, key: str) -> tuple[int, str] | None:
    """(xref holding it, key path in that object) of a dictionary entry, following one
    indirect reference; None when absent."""
    kind, val = _key(pdf, xref, key)
    if kind == "xref":
        return int(val.split()[0]), ""
    if kind == "dict":
        return xref, key
    return None


def _defaults_of(pdf: pymupdf.Document, owner: int) -> list[str]:
    res = _resolved(pdf, owner, "Resources")
    if res is None:
        return []
    cs = _resolved(pdf, res[0], (res[1] + "/" if res[1] else "") + "ColorSpace")
    if cs is None:
        return []
    prefix = cs[1] + "/" if cs[1] else ""
    return [name for name in _DEFAULTS if _key(pdf, cs[0], prefix + name)[0] != "null"]


def name_default_colour_spaces(pdf: pymupdf.Document) -> int:
    """Append the no-op naming each default colour space to its page's or form's
    content; returns how many owners were touched (0 on almost every file)."""
    streams: list[tuple[int, list[str]]] = []
    for i in range(pdf.page_count):
        try:
            names = _defaults_of(pdf, pdf.page_xref(i))
            contents = pdf[i].get_contents() if names else []
        except Exception:  # a page MuPDF cannot load: nothing to keep there
            continue
        if contents:  # a page: the last of its content streams
            streams.append((contents[-1], names))
    for x in range(1, pdf.xref_length()):
        if _key(pdf, x, "Subtype")[1] == "/Form" and pdf.xref_is_stream(x):
            names = _defaults_of(pdf, x)
            if names:
                streams.append((x, names))
    done = 0
    for xref, names in streams:
        use = b"".join(b"\nq /%s cs Q" % n.encode() for n in names) + b"\n"
        try:
            pdf.update_stream(xref, (pdf.xref_stream(xref) or b"") + use)
            done += 1
        except Exception:  # a stream MuPDF cannot decode: its colours may change, nothing worse
            continue
    return done
