"""Typst renderer (pip package ``typst``): real tables, grids, per-page headers/footers."""

from __future__ import annotations

import tempfile
from pathlib import Path

from .model import NB, Doc, plain


def s(text: str) -> str:
    """A Typst string literal (text is never read as markup)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def t(pieces) -> str:
    return "#" + s(plain(pieces, True).replace(NB, "\u00a0")) + " "


SIZES = {"tiny": "7pt", "small": "8pt", "norm": "9.5pt", "big": "11pt", "large": "14pt", "huge": "18pt"}
FONTS = {"serif": "Libertinus Serif", "cm": "New Computer Modern", "sans": "DejaVu Sans", "lib": "Liberation Sans"}


def _al(a):
    return {"c": "center", "r": "right"}.get(a or "l", "left")


def block(b) -> str:
    k = b[0]
    if k == "title":
        o = b[2] if len(b) > 2 else {}
        return "#align(%s)[#text(size: %s, weight: \"bold\")[%s]]\n#v(4pt)\n" % (
            _al(o.get("align", "c")), SIZES[o.get("size", "large")], t(b[1]))
    if k == "para":
        o = b[2] if len(b) > 2 else {}
        return "#align(%s)[#text(size: %s, weight: %s, style: %s)[%s]]\n#v(2pt)\n" % (
            _al(o.get("align")), SIZES[o.get("size", "norm")], '"bold"' if o.get("bold") else '"regular"',
            '"italic"' if o.get("italic") else '"normal"', t(b[1]))
    if k == "kv":
        o = b[2] if len(b) > 2 else {}
        lw = o.get("label_width", 0.3)
        cells = ", ".join("[#text(weight: \"bold\")[%s]], [%s]" % (t(lab), t(val)) for lab, val in b[1])
        return "#text(size: %s)[#grid(columns: (%.2ffr, %.2ffr), row-gutter: 5pt, column-gutter: 6pt, %s)]\n#v(4pt)\n" % (
            SIZES[o.get("size", "norm")], lw, 1 - lw, cells)
    if k == "table":
        header, rows, o = b[1], b[2], b[3] if len(b) > 3 else {}
        widths = o.get("widths") or [1.0 / len(header)] * len(header)
        cols = ", ".join("%.3ffr" % w for w in widths)
        head = ", ".join("[#text(weight: \"bold\")[%s]]" % t([h]) for h in header)
        body = ", ".join("[%s]" % t(c) for row in rows for c in row)
        fill = o.get("fill", "luma(225)")
        return ("#text(size: %s)[#table(columns: (%s), stroke: 0.5pt + luma(90), inset: 4pt, "
                "fill: (x, y) => if y == 0 { %s }, table.header(%s), %s)]\n#v(4pt)\n"
                % (SIZES[o.get("size", "small")], cols, fill, head, body))
    if k == "box":
        o = b[2] if len(b) > 2 else {}
        lines = " #linebreak() ".join(t(line) for line in b[1])
        title = ("#text(weight: \"bold\")[%s] #linebreak() " % t([o["title"]])) if o.get("title") else ""
        return "#rect(width: %d%%, inset: 6pt, radius: 3pt, stroke: 0.8pt)[#text(size: %s)[%s%s]]\n#v(4pt)\n" % (
            int(o.get("width", 0.5) * 100), SIZES[o.get("size", "small")], title, lines)
    if k == "cols":
        o = b[3] if len(b) > 3 else {}
        r = o.get("ratio", 0.5)
        return "#grid(columns: (%.2ffr, %.2ffr), column-gutter: 14pt, [%s], [%s])\n#v(4pt)\n" % (
            r, 1 - r, "".join(block(x) for x in b[1]), "".join(block(x) for x in b[2]))
    if k == "rule":
        return "#line(length: 100%, stroke: 0.5pt)\n#v(2pt)\n"
    if k == "space":
        return "#v(%.1fem)\n" % b[1]
    raise ValueError(k)


def _hf(lines, size="7pt") -> str:
    return "[#text(size: %s)[%s]]" % (size, " #linebreak() ".join(t(line) for line in lines))


def source(doc: Doc) -> str:
    st = doc.style
    meta = []
    if doc.meta.get("title"):
        meta.append("title: %s" % s(plain(doc.meta["title"])))
    if doc.meta.get("author"):
        meta.append("author: %s" % s(plain(doc.meta["author"])))
    if doc.meta.get("subject"):
        meta.append("description: %s" % s(plain(doc.meta["subject"])))
    if doc.meta.get("keywords"):
        meta.append("keywords: (%s,)" % s(plain(doc.meta["keywords"])))
    out = ["#set document(%s)" % ", ".join(meta) if meta else "",
           "#set text(font: %s, size: %s, lang: \"fr\", hyphenate: false)" % (
               s(FONTS[st.get("font", "serif")]), SIZES[st.get("size", "norm")]),
           "#set par(justify: false, leading: 0.55em, spacing: 0.7em)"]
    for i, page in enumerate(doc.pages):
        out.append("#page(paper: \"a4\", flipped: %s, margin: (x: %.1fcm, top: 2.6cm, bottom: 2.4cm), header: %s, footer: %s)[\n%s]"
                   % ("true" if page.landscape else "false", st.get("margin_cm", 1.8),
                      _hf(page.header) if page.header else "none", _hf(page.footer) if page.footer else "none",
                      "".join(block(b) for b in page.body)))
    return "\n".join(out) + "\n"


def render(doc: Doc, pdf: Path) -> None:
    import typst

    with tempfile.TemporaryDirectory(prefix="corpusg-typ-") as tmp:
        src = Path(tmp) / "doc.typ"
        src.write_text(source(doc), encoding="utf-8")
        typst.compile(str(src), output=str(pdf), font_paths=["/usr/share/fonts/truetype"])


def version() -> str:
    from importlib.metadata import version as v

    return "Typst (python typst %s)" % v("typst")
