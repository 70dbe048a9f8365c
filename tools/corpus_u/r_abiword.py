"""Producer 3: AbiWord 3.0.5 (`abiword --to=pdf`) from hand-written .abw (AWML XML) or .html documents."""
from __future__ import annotations

import html
import subprocess
from pathlib import Path

from .model import Running, flow_text

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE abiword PUBLIC "-//ABISOURCE//DTD AWML 1.0 Strict//EN" "http://www.abisource.com/awml.dtd">
<abiword template="false" xmlns:fo="http://www.w3.org/1999/XSL/Format" xmlns:svg="http://www.w3.org/2000/svg" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns="http://www.abisource.com/awml.dtd" xmlns:awml="http://www.abisource.com/awml.dtd" version="3.0.5" fileformat="1.1" styles="unlocked">
<pagesize pagetype="A4" orientation="portrait" width="210.000000" height="297.000000" units="mm" page-scale="1.000000"/>
"""
BORDER = "top-style:1; bot-style:1; left-style:1; right-style:1; top-thickness:0.6pt; bot-thickness:0.6pt; left-thickness:0.6pt; right-thickness:0.6pt"
NOBORDER = "top-style:0; bot-style:0; left-style:0; right-style:0"


def x(t):
    return html.escape(t, quote=False)


def _t(segs, bold_pii=False, flow=False):
    out = []
    for s in segs:
        if isinstance(s, str):
            out.append(x(s).replace("\n", "<br/>"))
            continue
        t = flow_text(s) if flow else s.text
        if bold_pii and s.role == "pii":
            out.append('<c props="font-weight:bold">%s</c>' % x(t))
        else:
            out.append(x(t))
    return "".join(out)


def _run(run: Running) -> str:
    return _t(run.segs).replace("{p}", '<field type="page_number"/>').replace("{n}", '<field type="page_count"/>')


def _table(rows, colw, border=True, fs=None):
    cols = "".join("%.1fcm/" % w for w in colw)
    out = ['<table props="table-column-props:%s; table-line-thickness:0.6pt">' % cols]
    for i, row in enumerate(rows):
        for j, cell in enumerate(row):
            p = "left-attach:%d; right-attach:%d; top-attach:%d; bot-attach:%d; %s" % (j, j + 1, i, i + 1, BORDER if border else NOBORDER)
            size = fs[i] if fs else None
            pp = ' props="font-size:%dpt"' % size if size else ""
            out.append('<cell props="%s"><p%s>%s</p></cell>' % (p, pp, cell))
    out.append("</table>")
    return out


def to_abw(doc, variant: int) -> str:
    font = ["Liberation Serif", "DejaVu Sans", "Liberation Sans", "DejaVu Serif"][variant % 4]
    fs = 10 if variant % 2 else 11
    L = [HEAD]
    L.append('<section header="hdr1" footer="ftr1" props="page-margin-top:1.1in; page-margin-bottom:0.9in; page-margin-left:0.8in; '
             'page-margin-right:0.8in; page-margin-header:0.4in; page-margin-footer:0.4in; font-family:%s; font-size:%dpt">' % (font, fs))
    P = lambda content, props="": L.append('<p props="font-family:%s; font-size:%dpt%s">%s</p>' % (font, fs, props, content))
    for b in doc["blocks"]:
        k = b[0]
        if k == "letterhead":
            P('<c props="font-weight:bold; font-size:13pt">%s</c>' % _t(b[1][0]))
            for ln in b[1][1:]:
                P(_t(ln), "; font-size:9pt")
            P("")
        elif k == "title":
            P(_t(b[1]), "; text-align:center; font-weight:bold; font-size:14pt; margin-top:8pt; margin-bottom:8pt")
        elif k == "h":
            P(x(b[1]), "; font-weight:bold; margin-top:8pt; text-decoration:underline")
        elif k == "p":
            P(_t(b[1], bold_pii=variant % 3 == 1, flow=True), "; text-align:justify; margin-bottom:4pt")
        elif k == "kv":
            rows, style = b[1], b[2]
            if style == "colon":
                for c, v in rows:
                    P("%s : <c props=\"font-weight:bold\">%s</c>" % (x(c), _t(v)))
            elif style == "dots":
                for c, v in rows:
                    P("%s\t%s" % (x(c), _t(v)), "; tabstops:6cm/L1")
            elif style == "under":
                for k0 in range(0, len(rows), 3):
                    grp = rows[k0:k0 + 3]
                    L += _table([[_t(v) for _, v in grp], [x(c) for c, _ in grp]], [5.4] * len(grp), False, fs=[fs, 7])
            else:
                L += _table([[x(c), _t(v)] for c, v in rows], [5.0, 10.0])
        elif k == "cols":
            left, right = b[1], b[2]
            n = max(len(left), len(right))
            rows = []
            for i in range(n):
                a = left[i] if i < len(left) else ("", [])
                c = right[i] if i < len(right) else ("", [])
                rows.append([x(a[0]) + (" :" if a[0] else ""), _t(a[1]), x(c[0]) + (" :" if c[0] else ""), _t(c[1])])
            L += _table(rows, [3.2, 5.0, 3.2, 5.0], False)
        elif k == "box":
            L.append('<table props="table-column-props:9cm/; table-line-thickness:1.2pt">')
            L.append('<cell props="left-attach:0; right-attach:1; top-attach:0; bot-attach:1; %s">' % BORDER)
            L += ['<p props="font-size:%dpt">%s</p>' % (fs, _t(ln)) for ln in b[1]]
            L.append("</cell></table>")
        elif k == "table":
            hdr, rows = b[1], b[2]
            w = 16.5 / len(hdr)
            L += _table([['<c props="font-weight:bold">%s</c>' % x(h) for h in hdr]] + [[_t(c) for c in row] for row in rows],
                        [w] * len(hdr))
        elif k == "sig":
            for ln in b[1]:
                P(_t(ln), "; text-align:right")
    L.append("</section>")
    L.append('<section id="hdr1" type="header"><p props="font-size:8pt; font-family:%s">%s</p></section>' % (font, _run(doc["header"])))
    L.append('<section id="ftr1" type="footer"><p props="font-size:8pt; text-align:center; font-family:%s">%s</p></section>' % (font, _run(doc["footer"])))
    L.append("</abiword>")
    return "\n".join(L) + "\n"


def render(doc, work: Path, name: str, variant: int) -> Path:
    work.mkdir(parents=True, exist_ok=True)
    src = work / (name + ".abw")
    src.write_text(to_abw(doc, variant), encoding="utf-8")
    pdf = work / (name + ".pdf")
    pdf.unlink(missing_ok=True)
    r = subprocess.run(["abiword", "--to=pdf", "-o", str(pdf), str(src)], capture_output=True, timeout=300)
    if not pdf.exists():
        raise RuntimeError("abiword a échoué pour %s: %s" % (name, r.stderr.decode("utf-8", "replace")[-800:]))
    return pdf
