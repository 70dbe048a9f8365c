"""The HTML of a part, shared by corpus CC's two HTML writers (fpdfhtml.py: fpdf2's write_html; story.py: PyMuPDF's
Story): a value's spaces become no-break spaces (U+00A0, which the judge's NFKC turns back into spaces) so that no line
breaks inside a value; ``flavour`` "fpdf" uses the tags fpdf2 understands (font, b, i, table with width attributes),
"story" uses classes styled by CSS. The part's values are returned with the HTML (the page is the part's)."""
from __future__ import annotations

import html

from .model import V


def esc_run(run, vals, nowrap=None):
    nowrap = NOWRAP[0] if nowrap is None else nowrap
    out = []
    for s in run:
        if isinstance(s, V):
            vals.append(s)
            t = html.escape(s.text).replace(" ", "\u00a0")
            out.append('<span style="white-space:nowrap">%s</span>' % t if nowrap and "-" in t else t)
        else:
            out.append(html.escape(s))
    return "".join(out)


NOWRAP = [False]


def part_html(doc, part, flavour, vals, size=10):
    F = flavour == "fpdf"
    NOWRAP[0] = not F  # MuPDF breaks lines at hyphens: a hyphenated value is kept whole
    iss = part["issuer"]
    h = []
    left = "<b>%s</b><br>%s" % (esc_run(iss["name"], vals), esc_run(iss["service"] if isinstance(iss["service"], list) else [iss["service"]], vals))
    for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
        left += "<br>" + esc_run(r_, vals)
    right = "<br>".join("<i>%s :</i> %s" % (html.escape(cap), esc_run(run, vals)) for cap, run in part["refs"])
    if part["to"]:
        right += ("<br><br>" if right else "") + "<b>%s</b><br>%s" % (esc_run(part["to"]["name"], vals), "<br>".join(esc_run(x, vals) for x in part["to"]["lines"]))
    if part["place"]:
        right += ("<br><br>" if right else "") + esc_run(part["place"], vals)
    if F:  # fpdf2 cells take no <br>: the letterhead is a left block and a right-aligned block
        h.append('<p><font size="%d">%s</font></p>' % (size - 1, left))
        if right:
            h.append('<p align="right"><font size="%d">%s</font></p>' % (size - 1, right))
        h.append('<h2 align="center"><font color="#1f4e79">%s</font></h2>' % html.escape(part["title"].upper()))
    else:
        h.append('<div class="lh"><div class="iss">%s</div><div class="refs">%s</div></div>' % (left, right))
        h.append('<h1>%s</h1>' % html.escape(part["title"]))
    for head, blocks in part["secs"]:
        if head:
            h.append('<h3><font color="#1f4e79">%s</font></h3>' % html.escape(head) if F else '<h2>%s</h2>' % html.escape(head))
        for b in blocks:
            h.append(block_html(b, F, vals, size))
    for role, runs in part["sigs"]:
        body = "<br>".join(esc_run(x, vals) for x in runs)
        h.append('<p align="right"><i>%s</i><br>%s</p>' % (html.escape(role), body) if F else '<p class="sig"><i>%s</i><br>%s</p>' % (html.escape(role), body))
    return "\n".join(h)


def block_html(b, F, vals, size):
    k = b[0]
    if k == "p":
        return "<p>%s</p>" % esc_run(b[1], vals)
    if k == "kv":
        if F:
            rows = "".join(('<tr><td width="30%%"><i>%s</i></td><td width="70%%">%s</td></tr>' if n == 0 else '<tr><td><i>%s</i></td><td>%s</td></tr>')
                           % (html.escape(cap), esc_run(run, vals)) for n, (cap, run) in enumerate(b[1]))
            return '<table width="100%%" border="0">%s</table>' % rows
        return "".join('<p class="kv"><span class="cap">%s :</span> %s</p>' % (html.escape(cap), esc_run(run, vals)) for cap, run in b[1])
    if k == "tab":
        heads, rows, ws = b[1], b[2], b[3]
        tot = sum(ws)
        if F:
            th = "".join('<th width="%d%%">%s</th>' % (round(100 * w / tot), html.escape(x)) for x, w in zip(heads, ws))
            body = "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % esc_run(cell, vals) for cell in row) for row in rows)
            return '<table width="100%%" border="1"><thead><tr>%s</tr></thead><tbody>%s</tbody></table>' % (th, body)
        th = "".join("<th>%s</th>" % html.escape(x) for x in heads)
        body = "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % esc_run(cell, vals) for cell in row) for row in rows)
        return '<table class="grid"><tr>%s</tr>%s</table>' % (th, body)
    if k == "chk":
        return "<p>%s</p>" % "<br>".join(("[X] " if on else "[  ] ") + html.escape(t) for on, t in b[1])
    if k == "list":
        return "<ul>%s</ul>" % "".join("<li>%s</li>" % esc_run(x, vals) for x in b[1])
    if k == "alert":
        body = "<br>".join(esc_run(x, vals) for x in b[1])
        return '<p><b><font color="#9c2a00">Important : </font></b>%s</p>' % body if F else '<p class="alert"><b>Important : </b>%s</p>' % body
    raise KeyError(k)
