"""The three AL writers: Prince 17 (two layouts), ironpress 1.7.0, inkmd 0.5.0."""
import html
import subprocess
import sys
from pathlib import Path

from .content import It

FONTS = "/usr/share/fonts/truetype"
VENV_BIN = Path(sys.executable).parent


def seg_text(segs):
    return "".join(s.text if isinstance(s, It) else s for s in segs)


def seg_items(segs):
    return [s for s in segs if isinstance(s, It)]


def H(segs):
    """HTML of a segment list; short values are kept on one line (white-space: nowrap)."""
    out = []
    for s in segs:
        if isinstance(s, It):
            t = html.escape(s.text, quote=False)
            out.append('<span style="white-space: nowrap">%s</span>' % t if len(s.text) <= 24 else t)
        else:
            out.append(html.escape(s, quote=False))
    return "".join(out)


def css_str(segs):
    return '"' + seg_text(segs).replace("\\", "\\\\").replace('"', '\\"') + '"'


def flow_items(d, running_printed):
    """Items in the order they are printed (letterhead, sticker, body) + running items."""
    flow = []
    for line in d.letterhead:
        flow += seg_items(line)
    for line in d.sticker_lines:
        flow += seg_items(line)
    if not running_printed:
        flow = seg_items(d.header) + flow
    for b in d.blocks:
        if b[0] in ("h", "p", "break"):
            flow += seg_items(b[1])
        elif b[0] == "kv":
            for _, v in b[1]:
                flow += seg_items(v)
        elif b[0] == "table":
            for row in b[2]:
                for c in row:
                    flow += seg_items(c)
        elif b[0] in ("sticker", "sign"):
            for line in b[1]:
                flow += seg_items(line)
    if not running_printed:
        flow += seg_items(d.footer)
    running = (seg_items(d.header) + seg_items(d.footer)) if running_printed else []
    return flow, running


# ------------------------------------------------------------------ HTML body (Prince, ironpress)


def html_blocks(d, variant):
    out = []
    for b in d.blocks:
        if b[0] == "h":
            out.append("<h2>%s</h2>" % H(b[1]))
        elif b[0] == "p":
            out.append("<p>%s</p>" % H(b[1]))
        elif b[0] == "break":
            out.append('<div class="brk" style="page-break-before: always; break-before: page"></div>'
                       '<p class="suite">%s</p>' % H(b[1]))
        elif b[0] == "kv":
            if variant == "form":
                cells = "".join('<div class="fld"><div class="cap">%s</div><div class="val">%s</div></div>'
                                % (html.escape(k), H(v)) for k, v in b[1])
                out.append('<div class="grid">%s</div>' % cells)
            else:
                out.append('<table class="kv">%s</table>' % "".join(
                    "<tr><th>%s</th><td>%s</td></tr>" % (html.escape(k), H(v)) for k, v in b[1]))
        elif b[0] == "table":
            out.append('<table class="t"><tr>%s</tr>%s</table>' % (
                "".join("<th>%s</th>" % html.escape(x) for x in b[1]),
                "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % H(c) for c in row) for row in b[2])))
        elif b[0] == "sign":
            out.append('<div class="sign">%s</div>' % "<br/>".join(H(l) for l in b[1]))
    return "\n".join(out)


def render_prince(d, out_pdf: Path, work: Path, variant: str, title_segs):
    lh = "<br/>".join(H(l) for l in d.letterhead)
    st = "<br/>".join(H(l) for l in d.sticker_lines)
    reg = "file://%s/liberation/LiberationSans-Regular.ttf" % FONTS
    bold = "file://%s/liberation/LiberationSans-Bold.ttf" % FONTS
    if variant == "letter":
        serif = "file://%s/dejavu/DejaVuSerif.ttf" % FONTS
        serifb = "file://%s/dejavu/DejaVuSerif-Bold.ttf" % FONTS
        css = """
@font-face { font-family: "AlSerif"; src: url("%s"); }
@font-face { font-family: "AlSerif"; font-weight: bold; src: url("%s"); }
@page { size: A4; margin: 22mm 16mm 20mm 16mm;
  @top-left { content: %s; font: 7.5pt "AlSerif"; }
  @bottom-left { content: %s; font: 7pt "AlSerif"; }
  @bottom-right { content: "Page " counter(page) " / " counter(pages); font: 7pt "AlSerif"; } }
body { font: 9.5pt/1.35 "AlSerif"; }
.side { float: left; width: 48mm; font-size: 8pt; border-right: 0.6pt solid #555; padding-right: 3mm; margin-right: 5mm; }
.sticker { border: 1pt dashed #333; padding: 2mm; width: 62mm; margin-left: auto; font-size: 8.5pt; font-weight: bold; }
h2 { font-size: 11pt; margin: 3mm 0 1.5mm 0; }
table { border-collapse: collapse; margin: 2mm 0; }
table.t td, table.t th { border: 0.5pt solid #444; padding: 1mm 1.5mm; font-size: 8.5pt; }
table.kv th { text-align: left; font-weight: normal; color: #333; padding-right: 4mm; }
.suite { font-style: normal; font-size: 8pt; border-bottom: 0.5pt solid #888; }
.sign { margin-top: 6mm; margin-left: 90mm; }
""" % (serif, serifb, css_str(d.header), css_str(d.footer))
        body = '<div class="side">%s</div><div class="sticker">%s</div>%s' % (lh, st, html_blocks(d, "letter"))
    else:
        css = """
@font-face { font-family: "AlSans"; src: url("%s"); }
@font-face { font-family: "AlSans"; font-weight: bold; src: url("%s"); }
@page { size: A4; margin: 18mm 14mm 18mm 14mm;
  @top-right { content: %s; font: bold 7.5pt "AlSans"; }
  @bottom-center { content: %s " – feuillet " counter(page); font: 7pt "AlSans"; } }
body { font: 9pt/1.3 "AlSans"; }
.head { display: flex; justify-content: space-between; border: 0.8pt solid #000; padding: 2mm; font-size: 8pt; }
.sticker { border: 0.8pt solid #000; background: #eee; padding: 1.5mm; width: 60mm; }
.grid { display: flex; flex-wrap: wrap; margin: 2mm 0; }
.fld { width: 48%%; border: 0.5pt solid #777; margin: 0.6mm; padding: 0.8mm; }
.cap { font-size: 6.5pt; text-transform: uppercase; color: #444; }
.val { font-weight: bold; }
h2 { font-size: 10pt; background: #ddd; padding: 1mm; margin: 2.5mm 0 1mm 0; }
.cols { column-count: 2; column-gap: 6mm; }
table { border-collapse: collapse; width: 100%%; margin: 2mm 0; }
table.t td, table.t th { border: 0.5pt solid #000; padding: 0.8mm 1.2mm; font-size: 8pt; }
.suite { font-size: 8pt; font-weight: bold; }
.sign { margin-top: 5mm; border-top: 0.5pt solid #000; padding-top: 1mm; width: 80mm; }
""" % (reg, bold, css_str(d.header), css_str(d.footer))
        body = '<div class="head"><div>%s</div><div class="sticker">%s</div></div>%s' % (lh, st, html_blocks(d, "form"))
    title = html.escape(seg_text(title_segs)) if title_segs else ""
    doc = '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>%s</title><style>%s</style></head><body>%s</body></html>' % (
        title, css, body)
    src = work / (out_pdf.stem + ".html")
    src.write_text(doc, encoding="utf-8")
    r = subprocess.run([str(VENV_BIN / "prince"), "--no-network", "--no-warn-css", str(src), "-o", str(out_pdf)],
                       capture_output=True, text=True, timeout=180)
    if r.returncode != 0 or not out_pdf.exists():
        raise RuntimeError("prince: %s" % r.stderr[-500:])


def render_iron(d, out_pdf: Path, work: Path):
    import ironpress
    c = ironpress.HtmlConverter()
    c.page_size("A4")
    c.margin_sides(62.0, 42.0, 56.0, 42.0)
    c.add_font("AlLato", open(FONTS + "/lato/Lato-Regular.ttf", "rb").read())
    c.add_font("AlLatoBold", open(FONTS + "/lato/Lato-Bold.ttf", "rb").read())
    c.header_html('<div style="font-family: AlLato; font-size: 7.5pt; border-bottom: 0.5pt solid #666">%s</div>' % H(d.header))
    c.footer(seg_text(d.footer) + " – p. {page}/{pages}")
    lh = "<br/>".join(H(l) for l in d.letterhead)
    st = "<br/>".join(H(l) for l in d.sticker_lines)
    css = """body { font-family: AlLato; font-size: 9.5pt; line-height: 1.3; }
b, th, h2 { font-family: AlLatoBold; font-weight: normal; }
h2 { font-size: 11.5pt; margin: 8pt 0 3pt 0; color: #123; }
table { border-collapse: collapse; margin: 4pt 0; }
table.t td, table.t th { border: 0.6pt solid #333; padding: 2pt 3pt; font-size: 8.5pt; }
table.kv th { text-align: left; padding-right: 10pt; font-size: 8.5pt; }
table.top td { vertical-align: top; font-size: 8.5pt; }
.sticker { border: 1pt solid #000; padding: 4pt; }
.suite { font-size: 8pt; color: #333; }
.sign { margin-top: 14pt; margin-left: 250pt; }"""
    body = ('<table class="top" style="width:100%%; table-layout: fixed"><tr><td style="width:58%%">%s</td><td style="width:42%%"><div class="sticker">%s</div></td></tr></table>%s'
            % (lh, st, html_blocks(d, "letter")))
    pdf = c.convert('<html><head><meta charset="utf-8"><style>%s</style></head><body>%s</body></html>' % (css, body))
    out_pdf.write_bytes(pdf)


# ------------------------------------------------------------------ Markdown (inkmd)


def M(segs):
    t = seg_text(segs)
    out = []
    for ch in t:
        if ch in "\\`*_[]<>#|~":
            out.append("\\" + ch)
        else:
            out.append(ch)
    return "".join(out)


def render_inkmd(d, out_pdf: Path, work: Path):
    import inkmd
    lines = ["*%s*" % M(d.header), ""]
    lines += ["**%s**  " % M(d.letterhead[0])] + ["%s  " % M(l) for l in d.letterhead[1:]] + [""]
    lines += ["> " + "<br>".join(M(l) for l in d.sticker_lines), ""]
    for b in d.blocks:
        if b[0] == "h":
            lines += ["## " + M(b[1]), ""]
        elif b[0] == "p":
            lines += [M(b[1]), ""]
        elif b[0] == "break":
            lines += ['<div style="page-break-before: always"></div>', "", "*%s*" % M(b[1]), ""]
        elif b[0] == "kv":
            lines += ["| Rubrique | Renseignement |", "|---|---|"] + ["| %s | %s |" % (M([k]), M(v)) for k, v in b[1]] + [""]
        elif b[0] == "table":
            lines += ["| " + " | ".join(M([h]) for h in b[1]) + " |", "|" + "---|" * len(b[1])]
            lines += ["| " + " | ".join(M(c) for c in row) + " |" for row in b[2]] + [""]
        elif b[0] == "sign":
            lines += ["<br>".join(M(l) for l in b[1]), ""]
    lines += ["---", "", "*%s*" % M(d.footer), ""]
    md = "\n".join(lines)
    (work / (out_pdf.stem + ".md")).write_text(md, encoding="utf-8")
    out_pdf.write_bytes(inkmd.compile(md, page_size="a4", family="times", font_size=10.5, margin=54,
                                      table_overflow="wrap"))
