"""Family 2 'typstlab': Typst 0.15 (PyPI 'typst' 0.15.2 bindings), DejaVu Sans embedded subsets.

Layout: a laboratory-style results report - two-column identity header (establishment block | framed patient
block), dark title band, identity as a four-column grid (label, value, label, value) with hairlines, results
tables with CUMULATIVE COLUMNS (antériorités: one column per earlier date), a shaded header row and zebra rows,
check boxes drawn as ballot-box glyphs, a framed patient label, signature block on the right, running head
(page header) and a running FOOT WITH THE PATIENT IDENTITY and "page k / n" on every page (page footer).
Typst breaks the lines and pages itself; every value is a box (never broken) followed by a metadata marker
whose position is read back with typst.query, so each truth item lands on the page Typst put it on.
"""
from __future__ import annotations

import json
import os

import typst

from .model import V, run_text

FONTS = ["/usr/share/fonts/truetype/dejavu"]


def q(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Emitter:
    def __init__(self):
        self.values: list = []

    def run(self, run) -> str:
        out = []
        for seg in run:
            if isinstance(seg, V):
                self.values.append(seg)
                out.append("#vv(%d, %s)" % (len(self.values) - 1, q(seg.text)))
            else:
                out.append("#" + q(seg) + "" if seg else "")
        return "".join(out)

    def static(self, run) -> str:
        """A run for the page header/footer (values recorded separately)."""
        return "".join("#box(%s)" % q(s.text) if isinstance(s, V) else "#" + q(s) for s in run if (s.text if isinstance(s, V) else s))


def render(doc, pdf_path: str, tmpdir: str) -> list:
    e = Emitter()
    L = []
    L.append('#set document(title: %s, author: ("Laboratoire - secrétariat",), date: none)' % q(doc.meta_title))
    L.append('#set text(font: "DejaVu Sans", size: 8.4pt, lang: "fr", hyphenate: false)')
    L.append('#set par(justify: false, leading: 0.55em)')
    L.append('#set smartquote(enabled: false)')
    L.append('#let vv(id, s) = [#box(s)#context [#metadata((id: id, page: here().page()))<atv>]]')
    head = e.static(doc.head)
    foot = e.static(doc.foot)
    L.append('#set page(paper: "a4", margin: (x: 1.5cm, top: 1.9cm, bottom: 2.1cm), '
             'header: [#set text(7.5pt, fill: luma(60)); %s #h(1fr) #"Compte rendu de résultats" #v(-4pt) #line(length: 100%%, stroke: 0.4pt)], '
             'footer: context [#line(length: 100%%, stroke: 0.4pt) #v(-4pt) #set text(7.5pt); %s #h(1fr) #"page" #counter(page).display() / #counter(page).final().first() '
             '#metadata(here().page())<atpage>])' % (head, foot))
    for pi, blocks in enumerate(doc.pages):
        if pi:
            L.append("#pagebreak()")
        for blk in blocks:
            k = blk[0]
            if k == "letterhead":
                left = " \\\n".join(e.run(r) for r in blk[1])
                right = " \\\n".join(e.run(r) for r in blk[2])
                L.append("#grid(columns: (1.1fr, 1fr), gutter: 10pt, [#set text(8pt)\n%s], "
                         "rect(width: 100%%, stroke: 0.6pt, inset: 6pt)[#set text(8.4pt)\n%s])" % (left, right))
            elif k == "title":
                L.append('#v(4pt)#block(width: 100%%, fill: luma(35), inset: 5pt)[#set text(fill: white, weight: "bold", size: 10.5pt); #%s]' % q(blk[1]))
            elif k == "h":
                L.append('#v(3pt)#text(weight: "bold", size: 9pt, fill: rgb("#1d3d6b"))[#%s]#v(-3pt)#line(length: 100%%, stroke: 0.3pt + rgb("#1d3d6b"))' % q(blk[1]))
            elif k == "p":
                L.append("#par[%s]" % e.run(blk[1]))
            elif k == "kv":
                cells, col = [], 0
                for label, run in blk[1]:
                    long_ = len(run_text(run)) > 32
                    if long_ and col == 2:
                        cells += ["[]", "[]"]
                        col = 0
                    cells.append('text(fill: luma(70))[#%s]' % q(label))
                    if long_:
                        cells.append("table.cell(colspan: 3)[%s]" % e.run(run))
                        col = 0
                    else:
                        cells.append("[%s]" % e.run(run))
                        col = (col + 2) % 4
                L.append("#table(columns: (auto, 1fr, auto, 1fr), stroke: (x, y) => (bottom: 0.2pt + luma(170)), inset: 3pt, %s)" % ", ".join(cells))
            elif k == "checks":
                items = ["[%s %s]" % ("☒" if on else "☐", e.run(run)) for on, run in blk[1]]
                L.append("#grid(columns: (1fr, 1fr), row-gutter: 4pt, %s)" % ", ".join(items))
            elif k == "sticker":
                L.append("#align(right)[#rect(stroke: (dash: \"dashed\", thickness: 0.6pt), inset: 5pt)[#set text(8pt, font: \"DejaVu Sans Mono\")\n%s]]"
                         % " \\\n".join(e.run(r) for r in blk[1]))
            elif k == "sign":
                L.append("#v(6pt)#align(right)[#block(width: 48%%)[#set align(left)\n%s]]" % " \\\n".join(e.run(r) for r in blk[1]))
            elif k == "table":
                hdr, rows, widths = blk[1], blk[2], blk[3]
                cols = ", ".join("%.3ffr" % w for w in widths)
                hc = ", ".join('[#set text(weight: "bold"); %s]' % e.run(h) for h in hdr)
                body = ", ".join("[%s]" % e.run(c) for row in rows for c in row)
                L.append("#table(columns: (%s), stroke: 0.3pt + luma(150), inset: 3.5pt, fill: (x, y) => if y == 0 { luma(225) } else if calc.even(y) { luma(246) }, "
                         "table.header(%s), %s)" % (cols, hc, body))
            else:
                raise ValueError(k)
    src = "\n".join(L) + "\n"
    path = os.path.join(tmpdir, doc.name + ".typ")
    with open(path, "w", encoding="utf-8") as f:
        f.write(src)
    pdf = typst.compile(path, font_paths=FONTS, ignore_system_fonts=True)
    with open(pdf_path, "wb") as f:
        f.write(pdf)
    marks = json.loads(typst.query(path, "<atv>", field="value", font_paths=FONTS, ignore_system_fonts=True))
    pages = json.loads(typst.query(path, "<atpage>", field="value", font_paths=FONTS, ignore_system_fonts=True))
    n = max(pages)
    per_page = [[] for _ in range(n)]
    for m in marks:
        per_page[m["page"] - 1].append(e.values[m["id"]])
    hv = [s for s in doc.head + doc.foot if isinstance(s, V)]
    for pg in per_page:
        pg.extend(hv)
    return per_page
