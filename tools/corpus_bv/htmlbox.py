"""The PyMuPDF insert_htmlbox writer of corpus BV (family "muhtml"): every block of the document is a small HTML
fragment styled by one CSS sheet and set by MuPDF's HTML engine into a rectangle with Page.insert_htmlbox
(scale_low=1: never shrunk). The pagination is done here, block by block: each fragment is first set on a scratch page
to learn its height, then placed on the current page or, if it does not fit, on the next one (a heading keeps its
first block), so the values of a block are recorded on the page it lands on. Values are wrapped in nowrap spans (never
broken). MuPDF's own fonts: Charis SIL (serif body), Nimbus Sans (headings), subset by Document.subset_fonts(); empty
dates, no_new_id; /Creator "Dossier patient - export HTML fiche".

Template (Fiche): a cream page with a thin brown frame line; on every page a running head line (issuer in bold | running
identity in italics) over a brown rule, and a foot line (foot, form code, "page k / n"); each part opens with an HTML letterhead table
(issuer cell at the left, references as a definition table at the right with a brown top border), the addressee
block pushed to the right, the place right-aligned; the title as an <h1> in small capitals between brown rules;
headings as <h2> "§ n - Heading" with a dotted underline; fields as lines "Caption : value" (grey small-capital caption)
behind a thin brown left rule; data tables with a brown header and a bottom rule per row; ticks as "[x]" / "[ ]" in monospace; lists as
<ul>; notes as a cream <div> with a thick brown left border; the operative part of a decision as a <blockquote> in
italics; signatures as a table of cells with a dashed top border for the signature.
"""
from __future__ import annotations

from html import escape

from .model import V

BROWN = "#7a3b12"
CSS = """body {font-family: serif; font-size: %(b).2fpt; color: #111;}
.v {white-space: nowrap;}
h1 {font-family: sans-serif; font-size: %(t).2fpt; text-align: center; font-variant: small-caps; border-top: 1.2pt solid %(c)s;
    border-bottom: 0.5pt solid %(c)s; padding: 3pt 0 3pt 0; margin: 0; color: %(c)s;}
h2 {font-family: sans-serif; font-size: %(h).2fpt; color: %(c)s; border-bottom: 0.8pt dotted %(c)s; margin: 0; padding: 0 0 1pt 0;}
p {margin: 0; text-align: left;}
table {border-collapse: collapse;}
th {text-align: right; color: #666; font-weight: normal; font-size: %(s).2fpt; padding: 1.2pt 4pt 1.2pt 0; vertical-align: top;}
td {padding: 1.2pt 3pt; vertical-align: top;}
.g td {border-bottom: 0.4pt solid #b8a08a;}
.g tr.hd td {background-color: %(c)s; color: #fff; font-family: sans-serif; font-size: %(s).2fpt; font-weight: bold;}
.iss {font-size: %(s).2fpt; color: #444;}
.issn {font-family: sans-serif; font-weight: bold; font-size: %(n).2fpt; color: #111;}
.refs td {border-top: 1pt solid %(c)s; font-size: %(s).2fpt; background-color: #f1e6d6;}
.alert {background-color: #f6ead4; border-left: 3pt solid %(c)s; padding: 3pt 4pt;}
blockquote {margin: 0 0 0 14pt; padding: 1pt 0 1pt 6pt; border-left: 1.5pt solid %(c)s; font-style: italic;}
ul {margin: 0; padding-left: 14pt;}
.chk {font-family: monospace; font-weight: bold;}
.sig td {border: 0.5pt solid #b8a08a; padding: 2pt 4pt 18pt 4pt;}
.kvs {border-left: 0.6pt solid #b8a08a; padding-left: 6pt;}
.kv {margin: 0 0 1pt 0;}
.k {font-size: %(s).2fpt; color: #6b5a4a; font-variant: small-caps;}
.cap {font-size: %(s).2fpt; color: #666; font-style: italic;}
.rh {font-family: sans-serif; font-size: 7.2pt; color: #555;}
"""
PAGE = (595.2756, 841.8898)
X0, X1, TOP, BOTTOM = 50.0, 545.0, 66.0, 790.0


def h(run):
    """HTML of a run (values in nowrap spans) and its values."""
    out, vals = [], []
    for s in run:
        if isinstance(s, V):
            out.append('<span class="v">%s</span>' % escape(s.text, quote=False))
            vals.append(s)
        else:
            out.append(escape(s, quote=False))
    return "".join(out), vals


class Blocks:
    """A list of (html, values, keep_with_next) fragments."""

    def __init__(self):
        self.items = []

    def add(self, parts, keep=False, gap=3.0):
        html, vals = [], []
        for x in parts:
            if isinstance(x, str):
                html.append(x)
            else:
                t, v = h(x)
                html.append(t)
                vals += v
        self.items.append(("".join(html), vals, keep, gap))


def blocks_of(doc):
    parts = []
    for part in doc["parts"]:
        B = Blocks()
        iss = part["issuer"] or doc["issuer"]
        left = ['<p class="issn">'] + [iss["name"]] + ["</p>"]
        if iss.get("service"):
            left += ['<p class="iss"><i>', [iss["service"]], "</i></p>"]
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            left += ['<p class="iss">', r_, "</p>"]
        right = []
        if part["refs"]:
            right = ['<table class="refs" style="width:100%">']
            for c, run in part["refs"]:
                right += ["<tr><td>", [c + " : "], "<b>", run, "</b></td></tr>"]
            right += ["</table>"]
        B.add(['<table style="width:100%"><tr><td style="width:58%">'] + left + ['</td><td>'] + right + ["</td></tr></table>"], gap=4)
        if part["to"]:
            B.add(['<div style="margin-left:260pt"><p><b>', part["to"]["name"], "</b></p>"] +
                  [x for r_ in part["to"]["lines"] for x in ("<p>", r_, "</p>")] + ["</div>"])
        if part["place"]:
            B.add(['<p style="text-align:right">', part["place"], "</p>"])
        B.add(["<h1>", [part["title"]], "</h1>"], gap=5)
        nsec = 0
        for head, blocks in part["secs"]:
            if head:
                nsec += 1
                B.add(["<h2>§ %d - " % nsec, [head], "</h2>"], keep=True, gap=2)
            for b in blocks:
                kind = b[0]
                if kind == "p":
                    B.add(["<p>", b[1], "</p>"])
                elif kind == "kv":
                    rows = []
                    for c, run in b[1]:
                        rows += ['<p class="kv"><span class="k">', [c], " :</span> ", run, "</p>"]
                    B.add(['<div class="kvs">'] + rows + ["</div>"])
                elif kind == "tab":
                    tot = sum(b[3])
                    rows = ['<table class="g" style="width:100%"><tr class="hd">'] + \
                           ['<td style="width:%d%%">%s</td>' % (round(100 * w / tot), escape(hd)) for hd, w in zip(b[1], b[3])] + ["</tr>"]
                    for row in b[2]:
                        rows += ["<tr>"] + [x for cell in row for x in ("<td>", cell, "</td>")] + ["</tr>"]
                    B.add(rows + ["</table>"])
                elif kind == "chk":
                    B.add(["<p>" + " &#160; ".join('<span class="chk">[%s]</span> %s' % ("x" if on else "&#160;", escape(t)) for on, t in b[1]) + "</p>"])
                elif kind == "list":
                    B.add(["<ul>"] + [x for run in b[1] for x in ("<li>", run, "</li>")] + ["</ul>"])
                elif kind == "alert":
                    B.add(['<div class="alert">'] + [x for run in b[1] for x in ("<p>", run, "</p>")] + ["</div>"])
                elif kind == "quote":
                    B.add(["<blockquote>"] + [x for run in b[1] for x in ("<p>", run, "</p>")] + ["</blockquote>"])
        if part["sigs"]:
            n = min(3, len(part["sigs"]))
            cells = []
            for role, runs in part["sigs"]:
                cells += ['<td style="width:%d%%"><p class="cap">' % (100 // n), [role or "Signature"], "</p>"] + \
                         [x for r_ in runs for x in ("<p>", r_, "</p>")] + ["</td>"]
            B.add(['<table class="sig" style="width:100%"><tr>'] + cells + ["</tr></table>"], gap=2)
        parts.append(B.items)
    return parts


def paginate(doc, k, measure):
    """[(page, [(y, html, vals)])] with the blocks placed; None if a block is taller than a page."""
    pages = []
    cur, y = [], TOP
    for pi, items in enumerate(blocks_of(doc)):
        if pi:
            pages.append(cur)
            cur, y = [], TOP
        for j, (html, vals, keep, gap) in enumerate(items):
            hh = measure(html)
            need = hh + (measure(items[j + 1][0]) if keep and j + 1 < len(items) else 0)
            if y + need > BOTTOM and cur:
                pages.append(cur)
                cur, y = [], TOP
            if hh > BOTTOM - TOP:
                return None
            cur.append((y, html, vals))
            y += hh + gap * k
    pages.append(cur)
    return pages


def render_html(doc):
    import pymupdf
    best = None
    for k in (1.0, 0.94, 0.88, 0.82, 0.76, 0.7):
        css = CSS % {"b": 9.6 * k, "t": 12.5 * k, "h": 10.2 * k, "s": 8.0 * k, "n": 10.2 * k, "c": BROWN}
        scratch = pymupdf.open()
        sp = scratch.new_page(width=PAGE[0], height=4000)
        cache = {}

        def measure(html):
            if html not in cache:
                spare, _ = sp.insert_htmlbox(pymupdf.Rect(X0, 0, X1, 3900), html, css=css, scale_low=1, overlay=True)
                cache[html] = 3900 - spare
            return cache[html]
        pages = paginate(doc, k, measure)
        if pages is None:
            continue
        if len(pages) <= len(doc["parts"]):
            best = (k, css, pages)
            break
        if len(pages) <= 3 and best is None:
            best = (k, css, pages)
        if best is not None and k < 0.82:
            break
    if best is None:
        raise RuntimeError("muhtml: no layout")
    k, css, pages = best
    out = pymupdf.open()
    vals_by_page = []
    n = len(pages)
    for pno, items in enumerate(pages):
        pg = out.new_page(width=PAGE[0], height=PAGE[1])
        pg.draw_rect(pymupdf.Rect(0, 0, PAGE[0], PAGE[1]), color=None, fill=(0.99, 0.975, 0.94), overlay=False)
        pg.draw_rect(pymupdf.Rect(36, 30, PAGE[0] - 36, PAGE[1] - 30), color=(0.48, 0.23, 0.07), width=0.4)
        vals = []
        ih, iv = h(doc["issuer"]["name"])
        hh, hv = h(doc["head"])
        head = '<p class="rh"><b>%s</b> &#160;|&#160; <i>%s</i></p>' % (ih, hh)
        pg.insert_htmlbox(pymupdf.Rect(X0, 38, X1, 61), head, css=css, scale_low=0.5)
        pg.draw_line((X0, 62), (X1, 62), color=(0.48, 0.23, 0.07), width=0.8)
        vals += iv + hv
        for y, html, v in items:
            spare, _ = pg.insert_htmlbox(pymupdf.Rect(X0, y, X1, BOTTOM + 2), html, css=css, scale_low=1)
            if spare < 0:
                raise RuntimeError("muhtml: block did not fit")
            vals += v
        fh, fv = h(list(doc["foot"]))
        pg.draw_line((X0, 796), (X1, 796), color=(0.48, 0.23, 0.07), width=0.4)
        pg.insert_htmlbox(pymupdf.Rect(X0, 798, X1, 822), '<p class="rh" style="text-align:center">%s - document %s - page %d / %d</p>' % (fh, doc["form"], pno + 1, n),
                          css=css, scale_low=0.5)
        vals += fv
        vals_by_page.append(vals)
    out.subset_fonts()
    out.set_metadata({"title": doc["title"], "creator": "Dossier patient - export HTML fiche", "producer": "PyMuPDF insert_htmlbox",
                      "author": "", "subject": "", "keywords": "", "creationDate": "", "modDate": ""})
    return out.tobytes(garbage=3, deflate=True, no_new_id=True), vals_by_page
