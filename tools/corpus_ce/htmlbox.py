"""The HTMLBOX writer of corpus CE ("htmlbox"): PyMuPDF Page.insert_htmlbox (MuPDF's HTML / CSS layout placed in a
rectangle, scaled down by MuPDF when the part does not fit), one call per zone of the page: a teal letterhead BAND drawn
with Page.draw_rect and the issuer printed over it in white, the contacts in a right-hand column, the running head in
small grey capitals above the band, a references card with a rounded border, the addressee block, the title with a
coloured rule, sections as numbered <h2>, key-value pairs as lines with a grey sans-serif caption, data tables with a filled
header row and zebra rows, "■" / "□" ticks, <ul> lists, a shaded ALERT with a thick left border, the signatures side by
side in a table and the foot in small grey type with "page k / n". Every value is wrapped in a no-wrap span. Fonts: the
base-14 substitutes MuPDF embeds (Nimbus Roman for the body, Nimbus Sans for the heads, Noto Sans Symbols2 for the ticks)."""
from __future__ import annotations

import html

from .render_util import runvals

W, H = 595.28, 841.89
TEAL = (0.10, 0.37, 0.39)

CSS = """
body { font-family: serif; font-size: 10pt; color: #1b1b1b; }
h1 { font-family: sans-serif; font-size: 14pt; color: #1a5e63; border-bottom: 1.2pt solid #1a5e63; margin: 4pt 0 6pt 0; }
h2 { font-family: sans-serif; font-size: 10.5pt; color: #1a5e63; margin: 7pt 0 3pt 0; }
p { margin: 0 0 4pt 0; text-align: justify; }
div.kv { margin: 0 0 1pt 0; }
span.c { font-family: sans-serif; font-size: 8.6pt; color: #555555; }
table.data { border-collapse: collapse; margin: 2pt 0 5pt 0; width: 100%; }
table.data th { background-color: #d6e9ea; font-family: sans-serif; font-size: 8.4pt; text-align: left; padding: 2pt; border: 0.5pt solid #8aaeb0; }
table.data td { font-size: 9pt; padding: 2pt; border: 0.5pt solid #8aaeb0; }
tr.z td { background-color: #f1f7f7; }
div.alert { background-color: #fbeee6; border-left: 3pt solid #c0602b; padding: 3pt 5pt; margin: 4pt 0; font-family: sans-serif; font-size: 9pt; }
ul { margin: 0 0 4pt 12pt; }
li { margin: 0 0 1pt 0; }
div.chk { margin: 0 0 1pt 6pt; }
table.sig td { vertical-align: top; padding: 0 10pt 0 0; }
.i { font-style: italic; color: #444444; }
"""


def h(run):
    out = []
    for x in run:
        if isinstance(x, str):
            out.append(html.escape(x))
        else:
            out.append('<span style="white-space: nowrap">%s</span>' % html.escape(x.text))
    return "".join(out)


class Page:
    def __init__(self, doc, pg):
        self.doc, self.pg, self.vals = doc, pg, []

    def box(self, rect, body, css=CSS, runs=()):
        for r_ in runs:
            self.vals.extend(runvals(r_))
        spare, scale = self.pg.insert_htmlbox(rect, body, css=css)
        if spare < 0:
            raise RuntimeError("htmlbox: no fit")
        return spare, scale


def body_html(part, runs):
    out = ["<h1>%s</h1>" % html.escape(part["title"])]
    n = 0
    for head, blocks in part["secs"]:
        if head:
            n += 1
            out.append("<h2>%d. %s</h2>" % (n, html.escape(head)))
        for b in blocks:
            k = b[0]
            if k == "p":
                runs.append(b[1])
                out.append("<p>%s</p>" % h(b[1]))
            elif k == "kv":
                rows = []
                for cap, run in b[1]:
                    runs.append(run)
                    rows.append('<div class="kv"><span class="c">%s&#160;:</span> %s</div>' % (html.escape(cap), h(run)))
                out.append('<div style="margin: 0 0 4pt 0">%s</div>' % "".join(rows))
            elif k == "tab":
                rows = ["<tr>%s</tr>" % "".join("<th>%s</th>" % html.escape(x) for x in b[1])]
                for j, row in enumerate(b[2]):
                    for cell in row:
                        runs.append(cell)
                    rows.append('<tr%s>%s</tr>' % (' class="z"' if j % 2 else "", "".join("<td>%s</td>" % h(cell) for cell in row)))
                out.append('<table class="data">%s</table>' % "".join(rows))
            elif k == "chk":
                out.extend('<div class="chk">%s %s</div>' % ("■" if on else "□", html.escape(t)) for on, t in b[1])
            elif k == "list":
                for r_ in b[1]:
                    runs.append(r_)
                out.append("<ul>%s</ul>" % "".join("<li>%s</li>" % h(r_) for r_ in b[1]))
            elif k == "alert":
                for r_ in b[1]:
                    runs.append(r_)
                out.append('<div class="alert"><b>Important.</b> %s</div>' % "<br/>".join(h(r_) for r_ in b[1]))
    if part["sigs"]:
        cells = []
        for role, rs in part["sigs"]:
            runs.extend(rs)
            cells.append('<td><span class="i">%s</span><br/>%s</td>' % (html.escape(role), "<br/>".join(h(r_) for r_ in rs)))
        out.append('<p> </p><table class="sig"><tr>%s</tr></table>' % "".join(cells))
    return "".join(out)


def render_htmlbox(doc):
    import pymupdf
    pdf = pymupdf.open()
    n = len(doc["parts"])
    vals = []
    for k, part in enumerate(doc["parts"]):
        pg = pdf.new_page(width=W, height=H)
        P = Page(pdf, pg)
        # running head
        P.box(pymupdf.Rect(40, 16, W - 40, 34), '<div style="font-family: sans-serif; font-size: 7pt; color: #777777">%s</div>' % h(doc["head"]), runs=[doc["head"]])
        # letterhead band
        pg.draw_rect(pymupdf.Rect(0, 36, W, 108), color=None, fill=TEAL)
        iss = part["issuer"]
        P.box(pymupdf.Rect(40, 42, 330, 106), '<div style="font-family: sans-serif; color: #ffffff"><b style="font-size: 11.5pt">%s</b><br/>'
              '<span style="font-size: 8.5pt">%s</span></div>' % (h(iss["name"]), h(iss["service"])), runs=[iss["name"], iss["service"]])
        right = iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else [])
        P.box(pymupdf.Rect(340, 42, W - 30, 106), '<div style="font-family: sans-serif; font-size: 7.6pt; color: #ffffff; text-align: right">%s</div>'
              % "<br/>".join(h(r_) for r_ in right), runs=right)
        y = 118
        if part["refs"] or part["to"] or part["place"]:
            if part["refs"]:
                pg.draw_rect(pymupdf.Rect(40, y, 280, y + 16 + 12 * len(part["refs"])), color=TEAL, width=0.6, radius=0.08)
                P.box(pymupdf.Rect(47, y + 5, 276, y + 14 + 12 * len(part["refs"])), '<div style="font-family: sans-serif; font-size: 8.4pt">%s</div>'
                      % "<br/>".join("<b>%s :</b> %s" % (html.escape(c), h(r_)) for c, r_ in part["refs"]), runs=[r_ for _, r_ in part["refs"]])
            rr = []
            txt = []
            if part["to"]:
                rr += [part["to"]["name"]] + part["to"]["lines"]
                txt.append("<b>%s</b>" % h(part["to"]["name"]) + "".join("<br/>" + h(r_) for r_ in part["to"]["lines"]))
            if part["place"]:
                rr.append(part["place"])
                txt.append('<p style="margin-top: 6pt">%s</p>' % h(part["place"]))
            if txt:
                P.box(pymupdf.Rect(320, y, W - 40, y + 70), '<div style="font-size: 9.5pt">%s</div>' % "".join(txt), runs=rr)
            y += max(30 + 12 * len(part["refs"]), 74 if txt else 0)
        runs = []
        body = body_html(part, runs)
        P.box(pymupdf.Rect(40, y, W - 40, H - 52), body, runs=runs)
        foot = list(doc["foot"])
        pg.draw_line(pymupdf.Point(40, H - 44), pymupdf.Point(W - 40, H - 44), color=(0.6, 0.6, 0.6), width=0.4)
        P.box(pymupdf.Rect(40, H - 40, W - 40, H - 18), '<div style="font-family: sans-serif; font-size: 7pt; color: #777777">%s &#8212; page %d / %d</div>'
              % (h(foot), k + 1, n), runs=[foot])
        vals.append(P.vals)
    pdf.set_metadata({"title": doc["title"], "creator": "Portail documentaire CE (PyMuPDF insert_htmlbox)", "producer": "PyMuPDF %s" % pymupdf.VersionBind,
                      "creationDate": "D:20251104090000+01'00'", "modDate": "D:20251104090000+01'00'"})
    out = pdf.tobytes(garbage=3, deflate=True, no_new_id=True)
    return out, vals
