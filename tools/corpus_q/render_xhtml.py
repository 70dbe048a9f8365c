"""xhtml2pdf: HTML + CSS, static header/footer frames, explicit page breaks."""
import html

from reportlab import rl_config
from xhtml2pdf import pisa

rl_config.invariant = 1  # fixed dates and ids: same bytes for the same seed

from .model import plain

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
FONTB = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"


def e(segs):
    return html.escape(plain(segs))


CSS = """
@font-face { font-family: dvs; src: url('%s'); }
@font-face { font-family: dvs; src: url('%s'); font-weight: bold; }
@page { size: a4 portrait; margin: 3.2cm 1.8cm 2.4cm 1.8cm;
  @frame hdr { -pdf-frame-content: hdr; left: 1.8cm; width: 17.4cm; top: 0.8cm; height: 2.0cm; }
  @frame ftr { -pdf-frame-content: ftr; left: 1.8cm; width: 17.4cm; top: 27.3cm; height: 1.6cm; }
}
body { font-family: dvs; font-size: 9.5pt; color: #111111; }
#hdr { font-size: 8.5pt; color: #222222; border-bottom: 1px solid #444444; }
#ftr { font-size: 7.5pt; color: #222222; text-align: center; }
h1 { font-size: 14pt; text-align: center; margin: 4pt 0 6pt 0; color: #000033; }
h2 { font-size: 11pt; margin: 6pt 0 3pt 0; border-bottom: 0.5px solid #777777; }
p { margin: 0 0 4pt 0; text-align: justify; }
table { border-collapse: collapse; margin: 2pt 0 6pt 0; }
td, th { border: 0.6px solid #555555; padding: 2pt 3pt 1pt 3pt; vertical-align: top; font-size: 8.8pt; }
th { background-color: #e4e4e4; }
td.cap { background-color: #f0f0f0; font-weight: bold; width: 32%%; }
div.lines { margin: 2pt 0 5pt 0; }
p.pg { text-align: right; font-size: 8pt; }
""" % (FONT, FONTB)


def _block(b):
    t = b["t"]
    if t == "title":
        tag = "h1" if b["level"] == 1 else "h2"
        return "<%s>%s</%s>" % (tag, e(b["segs"]), tag)
    if t == "para":
        return "<p>%s</p>" % e(b["segs"])
    if t == "lines":
        return "<div class='lines'>%s</div>" % "<br/>".join(e(ln) for ln in b["lines"])
    if t == "kv":
        rows = "".join("<tr><td class='cap'>%s</td><td>%s</td></tr>" % (e(lab), e(v)) for lab, v in b["rows"])
        cap = "<tr><th colspan='2'>%s</th></tr>" % e(b["caption"]) if b.get("caption") else ""
        return "<table>%s%s</table>" % (cap, rows)
    if t == "table":
        k = len(b["header"])
        ws = b["widths"] or [1.0 / k] * k
        head = "<tr>%s</tr>" % "".join("<th width='%d%%'>%s</th>" % (int(w * 100), e(h)) for h, w in zip(b["header"], ws))
        body = "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % e(c) for c in r) for r in b["rows"])
        cap = "<p><b>%s</b></p>" % e(b["caption"]) if b.get("caption") else ""
        return cap + "<table repeat='1'>%s%s</table>" % (head, body)
    raise ValueError(t)


def render(doc, out_path):
    p0 = doc.pages[0]
    title = "<title>%s</title>" % e(doc.meta_title) if doc.meta_title is not None else ""
    parts = ["<html><head><meta charset='utf-8'/>%s<style>%s</style></head><body>" % (title, CSS),
             "<div id='hdr'>%s</div>" % "<br/>".join(e(ln) for ln in p0.header),
             "<div id='ftr'>%s</div>" % "<br/>".join(e(ln) for ln in p0.footer[:-1])]
    for i, pg in enumerate(doc.pages):
        if i:
            parts.append("<pdf:nextpage />")
        parts += [_block(b) for b in pg.blocks]
        parts.append("<p class='pg'>%s</p>" % e(pg.footer[-1]))
    parts.append("</body></html>")
    with open(out_path, "wb") as f:
        res = pisa.CreatePDF("".join(parts), dest=f, encoding="utf-8")
    if res.err:
        raise RuntimeError("xhtml2pdf error on %s" % doc.name)


def version():
    import xhtml2pdf
    return "xhtml2pdf " + xhtml2pdf.__version__
