"""Run the four producers on a document model (JSON) and return the PDF path."""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CACHE = ROOT / "tools" / "_cache"

TT = "/usr/share/fonts/truetype"
FONTS = {
    "DejaVuSans": dict(regular=TT + "/dejavu/DejaVuSans.ttf", bold=TT + "/dejavu/DejaVuSans-Bold.ttf",
                       italic=TT + "/dejavu/DejaVuSans-Oblique.ttf", bolditalic=TT + "/dejavu/DejaVuSans-BoldOblique.ttf"),
    "DejaVuSerif": dict(regular=TT + "/dejavu/DejaVuSerif.ttf", bold=TT + "/dejavu/DejaVuSerif-Bold.ttf",
                        italic=TT + "/dejavu/DejaVuSerif-Italic.ttf", bolditalic=TT + "/dejavu/DejaVuSerif-BoldItalic.ttf"),
    "DejaVuSansCondensed": dict(regular=TT + "/dejavu/DejaVuSansCondensed.ttf", bold=TT + "/dejavu/DejaVuSansCondensed-Bold.ttf",
                                italic=TT + "/dejavu/DejaVuSansCondensed-Oblique.ttf",
                                bolditalic=TT + "/dejavu/DejaVuSansCondensed-BoldOblique.ttf"),
    "LiberationSans": dict(regular=TT + "/liberation2/LiberationSans-Regular.ttf", bold=TT + "/liberation2/LiberationSans-Bold.ttf",
                           italic=TT + "/liberation2/LiberationSans-Italic.ttf", bolditalic=TT + "/liberation2/LiberationSans-BoldItalic.ttf"),
    "LiberationSerif": dict(regular=TT + "/liberation2/LiberationSerif-Regular.ttf", bold=TT + "/liberation2/LiberationSerif-Bold.ttf",
                            italic=TT + "/liberation2/LiberationSerif-Italic.ttf", bolditalic=TT + "/liberation2/LiberationSerif-BoldItalic.ttf"),
    "LiberationSansNarrow": dict(regular=TT + "/liberation/LiberationSansNarrow-Regular.ttf", bold=TT + "/liberation/LiberationSansNarrow-Bold.ttf",
                                 italic=TT + "/liberation/LiberationSansNarrow-Italic.ttf",
                                 bolditalic=TT + "/liberation/LiberationSansNarrow-BoldItalic.ttf"),
    "LiberationMono": dict(regular=TT + "/liberation2/LiberationMono-Regular.ttf", bold=TT + "/liberation2/LiberationMono-Bold.ttf",
                           italic=TT + "/liberation2/LiberationMono-Italic.ttf", bolditalic=TT + "/liberation2/LiberationMono-BoldItalic.ttf"),
    "Lato": dict(regular=TT + "/lato/Lato-Regular.ttf", bold=TT + "/lato/Lato-Bold.ttf",
                 italic=TT + "/lato/Lato-Italic.ttf", bolditalic=TT + "/lato/Lato-BoldItalic.ttf"),
}


class RenderError(RuntimeError):
    pass


def _run(cmd, timeout=300, env=None):
    r = subprocess.run(cmd, capture_output=True, timeout=timeout, env=env)
    if r.returncode != 0:
        raise RenderError("%s a échoué (%d): %s" % (cmd[0], r.returncode,
                                                     (r.stderr or r.stdout).decode("utf-8", "replace")[-1500:]))
    return r


def render(spec: dict, producer: str, work: Path, out_pdf: Path) -> None:
    work.mkdir(parents=True, exist_ok=True)
    st = spec["style"]
    st["font_files"] = FONTS[st["font"]]
    if st.get("font2"):
        st["font2_files"] = FONTS[st["font2"]]
    jpath = work / (spec["name"] + ".json")
    jpath.write_text(json.dumps(spec, ensure_ascii=False, indent=1), encoding="utf-8")
    out_pdf.unlink(missing_ok=True)
    if producer == "prawn":
        _run(["ruby", str(HERE / "render_prawn.rb"), str(jpath), str(out_pdf)])
    elif producer == "tcpdf":
        fontdir = CACHE / "corpusl-tcpdf-fonts"
        fontdir.mkdir(parents=True, exist_ok=True)
        _run(["php", str(HERE / "render_tcpdf.php"), str(jpath), str(out_pdf), str(fontdir) + "/"])
    elif producer == "dompdf":
        fontdir = CACHE / "corpusl-dompdf-fonts"
        fontdir.mkdir(parents=True, exist_ok=True)
        hpath = work / (spec["name"] + ".html")
        hpath.write_text(to_html(spec), encoding="utf-8")
        _run(["php", str(HERE / "render_dompdf.php"), str(hpath), str(out_pdf), str(fontdir), jpath.as_posix()])
    elif producer == "rinoh":
        _run([sys.executable, str(HERE / "render_rinoh.py"), str(jpath), str(out_pdf), str(work)], timeout=600)
    else:
        raise ValueError(producer)
    if not out_pdf.exists():
        raise RenderError("%s n'a rien écrit" % producer)


# ------------------------------------------------------------------ HTML for dompdf

def _h(s: str) -> str:
    s = html.escape(s, quote=False)
    s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s, flags=re.S)
    return s.replace("\n", "<br/>")


def _lines(lines) -> str:
    return "<br/>".join(_h(x) for x in lines)


def to_html(spec: dict) -> str:
    st = spec["style"]
    ff = st["font_files"]
    fam = st["font"]
    css_fonts = []
    for weight, style, key in (("normal", "normal", "regular"), ("bold", "normal", "bold"),
                               ("normal", "italic", "italic"), ("bold", "italic", "bolditalic")):
        css_fonts.append("@font-face { font-family: '%s'; font-weight: %s; font-style: %s; src: url('file://%s'); }"
                         % (fam, weight, style, ff[key]))
    fam2 = fam
    if st.get("font2"):
        fam2 = st["font2"]
        for weight, style, key in (("normal", "normal", "regular"), ("bold", "normal", "bold")):
            css_fonts.append("@font-face { font-family: '%s'; font-weight: %s; font-style: %s; src: url('file://%s'); }"
                             % (fam2, weight, style, st["font2_files"][key]))
    mt, mr, mb, ml = st["margins"]
    base = st["size"]
    accent = st.get("accent", "#000")
    hs = st.get("header_size", base - 1.5)
    css = """
%(fonts)s
@page { margin: %(mt)smm %(mr)smm %(mb)smm %(ml)smm; }
body { font-family: '%(fam)s'; font-size: %(base)spt; line-height: %(lh)s; color: #111; }
#hdr { position: fixed; top: -%(htop)smm; left: 0; right: 0; font-family: '%(fam2)s'; font-size: %(hs)spt; color: #333; }
#hdr table { width: 100%%; border-collapse: collapse; }
#hdr td { vertical-align: top; padding: 0; }
#ftr { position: fixed; bottom: -%(fbot)smm; left: 0; right: 0; font-size: %(fs)spt; color: #444; }
h1.title { font-family: '%(fam2)s'; font-size: %(tsize)spt; color: %(accent)s; text-align: %(talign)s; margin: 2mm 0 4mm 0; }
h2 { font-family: '%(fam2)s'; font-size: %(h2)spt; color: %(accent)s; margin: 4mm 0 1.5mm 0; %(h2extra)s }
h3 { font-family: '%(fam2)s'; font-size: %(h3)spt; margin: 3mm 0 1mm 0; }
p { margin: 0 0 2.2mm 0; text-align: %(align)s; }
p.small { font-size: %(small)spt; color: #444; }
table.kv, table.grid { width: 100%%; border-collapse: collapse; margin: 1mm 0 3mm 0; }
table.kv td { padding: 0.8mm 1.5mm; vertical-align: top; }
table.kv td.k { font-weight: bold; }
table.kv.border td { border: 0.4pt solid #bbb; }
table.grid th { background: %(headbg)s; font-weight: bold; text-align: left; border: 0.4pt solid #999; padding: 1mm 1.2mm; }
table.grid td { border: 0.4pt solid #999; padding: 0.9mm 1.2mm; vertical-align: top; }
table.grid tr.z td { background: #f4f4f4; }
div.box { background: #f2f2f2; padding: 2mm 3mm; margin: 1mm 0 3mm 0; }
div.box.frame { border: 0.8pt solid #555; background: #fff; }
table.c2 { width: 100%%; border-collapse: collapse; margin-bottom: 3mm; }
table.c2 td { vertical-align: top; padding: 0; }
ul { margin: 0 0 2mm 0; padding-left: 6mm; }
li { margin-bottom: 0.8mm; }
div.sign { margin: 5mm 0 4mm 55%%; }
hr { border: 0; border-top: 0.5pt solid #aaa; }
""" % dict(fonts="\n".join(css_fonts), mt=mt, mr=mr, mb=mb, ml=ml, fam=fam, fam2=fam2, base=base,
           lh=st.get("line_height", 1.25), htop=max(mt - 7, 4), hs=hs, fbot=max(mb - 8, 3), fs=hs - 0.5,
           tsize=base + 5, accent=accent, talign=st.get("title_align", "left"), h2=base + 1.5,
           h2extra=("border-bottom: 0.5pt solid %s;" % accent) if st.get("h_rule") else "",
           h3=base + 0.3, align=st.get("align", "left"), small=base - 2, headbg=st.get("head_bg", "#e4e9f0"))
    hdr = spec.get("header") or {}
    ftr = spec.get("footer") or {}
    out = ['<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8">']
    meta = spec.get("meta") or {}
    if meta.get("title"):
        out.append("<title>%s</title>" % html.escape(meta["title"]))
    for k in ("author", "subject", "keywords"):
        if meta.get(k):
            out.append('<meta name="%s" content="%s">' % (k, html.escape(meta[k])))
    out.append("<style>%s</style></head><body>" % css)
    out.append('<div id="hdr"><table><tr><td style="width:62%%">%s</td><td style="text-align:right">%s</td></tr></table>%s%s</div>'
               % (_lines(hdr.get("left", [])), _lines(hdr.get("right", [])),
                  ('<div style="text-align:center">%s</div>' % _lines(hdr["center"])) if hdr.get("center") else "",
                  '<div style="border-top: 0.6pt solid %s; margin-top: 1mm"></div>' % accent if hdr.get("rule") else ""))
    out.append('<div id="ftr">%s%s%s</div>' % (
        '<div style="border-top: 0.4pt solid #aaa; margin-bottom: 1mm"></div>' if ftr.get("rule") else "",
        _lines(ftr.get("left", [])),
        ('<div style="text-align:center; font-size: %spt">%s</div>' % (hs - 1, _lines(ftr["center"]))) if ftr.get("center") else ""))
    for b in spec["body"]:
        t = b["t"]
        if t == "title":
            out.append('<h1 class="title">%s</h1>' % _h(b["text"]))
        elif t == "h":
            txt = b["text"].upper() if (st.get("h_upper") and b["level"] == 1) else b["text"]
            out.append("<h%d>%s</h%d>" % (b["level"] + 1, _h(txt), b["level"] + 1))
        elif t == "p":
            style = []
            if b.get("italic"):
                style.append("font-style: italic")
            if b.get("bold"):
                style.append("font-weight: bold")
            if b.get("align"):
                style.append("text-align: %s" % b["align"])
            if b.get("size_delta"):
                style.append("font-size: %spt" % (base + b["size_delta"]))
            out.append('<p style="%s">%s</p>' % ("; ".join(style), _h(b["text"])))
        elif t == "small":
            out.append('<p class="small" style="text-align:%s">%s</p>' % (b.get("align", "left"), _h(b["text"])))
        elif t == "kv":
            cols = b.get("cols", 1)
            rows = b["rows"]
            cls = "kv border" if b.get("border") else "kv"
            out.append('<table class="%s">' % cls)
            for i in range(0, len(rows), cols):
                out.append("<tr>")
                for k, v in rows[i:i + cols]:
                    lw = 17 if cols == 2 else int(100 * b.get("label_w", 0.3))
                    out.append('<td class="k" style="width:%d%%">%s</td><td>%s</td>' % (lw, _h(k), _h(v)))
                out.append("</tr>")
            out.append("</table>")
        elif t == "table":
            widths = b.get("widths") or [1.0 / len(b["head"])] * len(b["head"])
            fs = base + b.get("size_delta", -1)
            if b.get("caption"):
                out.append("<h3>%s</h3>" % _h(b["caption"]))
            out.append('<table class="grid" style="font-size:%spt"><thead><tr>%s</tr></thead><tbody>' % (
                fs, "".join('<th style="width:%d%%">%s</th>' % (int(w * 100), _h(c)) for w, c in zip(widths, b["head"]))))
            for i, r in enumerate(b["rows"]):
                out.append('<tr class="%s">%s</tr>' % ("z" if b.get("zebra") and i % 2 else "",
                                                       "".join("<td>%s</td>" % _h(c) for c in r)))
            out.append("</tbody></table>")
        elif t == "box":
            style = "width:%d%%; margin-left:%d%%" % (int(100 * b.get("width", 1.0)) - 4, int(100 * b.get("offset", 0)))
            out.append('<div class="box%s" style="%s">%s%s</div>' % (" frame" if b.get("frame") else "", style,
                                                                     ("<b>%s</b><br/>" % _h(b["title"])) if b.get("title") else "",
                                                                     _lines(b["lines"])))
        elif t == "cols2":
            sp = b.get("split", 0.5)
            out.append('<table class="c2"><tr><td style="width:%d%%">%s</td><td style="text-align:%s">%s</td></tr></table>'
                       % (int(sp * 100), _lines(b["left"]), b.get("right_align", "left"), _lines(b["right"])))
        elif t == "list":
            out.append("<ul>%s</ul>" % "".join("<li>%s</li>" % _h(x) for x in b["items"]))
        elif t == "sign":
            out.append('<div class="sign">%s</div>' % _lines(b["lines"]))
        elif t == "space":
            out.append('<div style="height:%smm"></div>' % b["mm"])
        elif t == "hr":
            out.append("<hr/>")
        elif t == "pagebreak":
            out.append('<div style="page-break-after: always"></div>')
    out.append("</body></html>")
    return "\n".join(out)
