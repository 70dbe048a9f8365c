"""The PyMuPDF writer of corpus CC (family "mustory"): each part is an HTML fragment (htmlparts.py) laid out by MuPDF's
Story engine with a CSS sheet written here - the look of a dialysis information system's printout: a teal letterhead
band (issuer at the left, references in a shaded box at the right, floated), the title in teal small capitals over a
thick rule, section headings as white-on-teal bars, caption / value tables with shaded captions, data tables with a
teal head and zebra rows, "[X]" ticks, an orange-edged "Important :" box, signatures in a grey box. The running head
and foot are two more Stories placed in their own rectangles. Font: MuPDF's built-in sans serif. The type drops from
10 pt until each part holds on one page; the file is re-saved with fixed metadata and no new /ID."""
from __future__ import annotations

import html
import io

from .htmlparts import part_html
from .render_util import runtext, runvals

CSS = """
body {font-family: sans-serif; font-size: %(s).1fpt; color: #1b1b1b;}
.lh {background-color: #e4f1f1; border-bottom: 2px solid #117a7a; padding: 4pt;}
.iss {font-size: %(s2).1fpt;}
.refs {font-size: %(s2).1fpt; background-color: #cfe5e5; padding: 3pt; margin-top: 4pt;}
h1 {font-size: %(s3).1fpt; color: #117a7a; font-variant: small-caps; border-bottom: 2px solid #117a7a; margin: 6pt 0 4pt 0;}
h2 {font-size: %(s).1fpt; color: white; background-color: #117a7a; padding: 1pt 4pt; margin: 6pt 0 3pt 0;}
p {margin: 2pt 0 3pt 0; text-align: left;}
p.kv {margin: 0; padding: 1pt 3pt; border-bottom: 1px solid #c9d6d6;}
span.cap {font-style: italic; color: #0d5e5e;}
table.grid {width: 100%%; border-collapse: collapse; margin: 3pt 0;}
table.grid th {background-color: #117a7a; color: white; padding: 1pt 3pt; text-align: left;}
table.grid td {padding: 1pt 3pt; border-bottom: 1px solid #9bbcbc;}
table.grid tr:nth-child(odd) td {background-color: #f1f7f7;}
.alert {border-left: 4px solid #e07b00; background-color: #fff3e0; padding: 3pt;}
.sig {background-color: #f2f2f2; padding: 3pt; margin-left: 50%%;}
ul {margin: 2pt 0 2pt 12pt;}
"""
SIZES = (10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5)
A4 = (595.28, 841.89)


def build(doc, size):
    import pymupdf
    css = CSS % {"s": size, "s2": size - 1, "s3": size + 4}
    buf = io.BytesIO()
    w = pymupdf.DocumentWriter(buf)
    vals = []
    n = len(doc["parts"])
    for k, part in enumerate(doc["parts"]):
        pv = list(runvals(doc["head"]))
        body = part_html(doc, part, "story", pv, size)
        dev = w.begin_page(pymupdf.Rect(0, 0, *A4))
        head = pymupdf.Story('<p style="font-size:7pt;color:#555555;border-bottom:1px solid #117a7a">%s - %s</p>' % (html.escape(runtext(doc["head"])), doc["form"]),
                             user_css="body {font-family: sans-serif;}")
        head.place(pymupdf.Rect(42, 22, A4[0] - 42, 50))
        head.draw(dev)
        st = pymupdf.Story(body, user_css=css)
        more, _ = st.place(pymupdf.Rect(42, 46, A4[0] - 42, A4[1] - 44))
        st.draw(dev)
        foot = pymupdf.Story('<p style="font-size:7pt;color:#555555;text-align:center">%s - page %d/%d</p>' % (html.escape(runtext(doc["foot"])), k + 1, n),
                             user_css="body {font-family: sans-serif;}")
        foot.place(pymupdf.Rect(42, A4[1] - 36, A4[0] - 42, A4[1] - 14))
        foot.draw(dev)
        w.end_page()
        if more:
            w.close()
            return None
        vals.append(pv + list(runvals(doc["foot"])))
    w.close()
    d = pymupdf.open("pdf", buf.getvalue())
    d.set_metadata({"title": doc["title"], "creator": "Logiciel de dialyse - impression fiche", "producer": "PyMuPDF Story",
                    "creationDate": "D:20251103090000+00'00'", "modDate": "D:20251103090000+00'00'"})
    return d.tobytes(garbage=3, deflate=True, no_new_id=True), vals


def render_story(doc):
    for size in SIZES:
        out = build(doc, size)
        if out:
            return out
    raise RuntimeError("mustory: %s does not fit" % doc["form"])
