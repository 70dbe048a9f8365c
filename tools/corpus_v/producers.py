"""The four producers: MuPDF Story (HTML/CSS frames), Perl PDF::Reuse, Perl Text::PDF, PostScript + Ghostscript."""

from __future__ import annotations

import html
import random
import subprocess
from pathlib import Path

import pymupdf

from .content import NB, fix

W, H, M = 595.0, 842.0, 48.0


def tw(s, size, bold=False, serif=False):
    font = ("tibo" if bold else "tiro") if serif else ("hebo" if bold else "helv")
    return pymupdf.get_text_length(fix(s), fontname=font, fontsize=size)


def wrap(text, size, width, serif=False):
    words, lines, cur = text.split(" "), [], ""
    for w in words:
        t = (cur + " " + w) if cur else w
        if cur and tw(t, size, serif=serif) > width:
            lines.append(cur)
            cur = w
        else:
            cur = t
    if cur:
        lines.append(cur)
    return lines


# ------------------------------------------------------------------ shared coordinate layout


def layout(doc, rng: random.Random, serif=False):
    """Per page: list of ops ('t', x, y, size, bold, text) / ('l', x1, y1, x2, y2) / ('r', x, y, w, h)."""
    style = rng.choice(["a", "b"])
    for base in (9.0, 8.5, 8.0, 7.5):
        pages, ok = [], True
        for pg in doc.pages:
            ops, y = [], H - 30
            ops.append(("t", M, H - 22, 7.5, False, pg.header))
            ops.append(("t", M, 20, 7.5, False, pg.footer))
            ops.append(("l", M, 30, W - M, 30))
            y = H - 40
            for el in pg.elems:
                k = el[0]
                if k == "head":
                    yy = y
                    for i, line in enumerate(el[1]):
                        ops.append(("t", M, yy - 9, base + (1 if i == 0 else 0), i == 0, line))
                        yy -= base + 4
                    yr = y
                    for line in el[2]:
                        ops.append(("t", W - M - tw(line, base, serif=serif), yr - 9, base, False, line))
                        yr -= base + 4
                    y = min(yy, yr) - 6
                    ops.append(("l", M, y, W - M, y))
                    y -= 4
                elif k == "title":
                    y -= 18
                    ops.append(("t", (W - tw(el[1], 12, True, serif)) / 2, y, 12, True, el[1]))
                    y -= 8
                elif k == "label":
                    bw, bh = 250, 62
                    x0 = W - M - bw
                    ops.append(("r", x0, y - bh, bw, bh))
                    yy = y - 11
                    for line in el[1]:
                        ops.append(("t", x0 + 6, yy, 8, False, line))
                        yy -= 10
                    bx = x0 + 6
                    for i, ch in enumerate(el[2]):
                        for j in range(3):
                            if (int(ch) >> j) & 1 or j == 0:
                                ops.append(("l", bx + j * 1.6, yy - 1, bx + j * 1.6, yy - 10))
                        bx += 6
                    ops.append(("t", bx + 6, yy - 9, 7.5, False, el[2]))
                    y -= bh + 6
                elif k == "kv":
                    pairs, ncols, st = el[1], el[2], el[3]
                    colw = (W - 2 * M) / ncols
                    i = 0
                    y -= 4
                    while i < len(pairs):
                        row = []
                        for c in range(ncols):
                            if i >= len(pairs):
                                break
                            cap, val = pairs[i]
                            need = tw(cap, base) + tw(val, base, True) + 40
                            if ncols > 1 and need > colw and c > 0:
                                break
                            row.append((c, cap, val, need > colw))
                            i += 1
                            if need > colw:
                                break
                        step = base + (10 if st == "under" else 4)
                        y -= step
                        for c, cap, val, wide in row:
                            x = M + c * colw
                            if st == "under":
                                vop = ("t", x, y, base, True, val)
                                cop = ("t", x, y - base + 1, 7, False, cap)
                            elif st == "dots":
                                capx = tw(cap, base)
                                vx = x + max(110, capx + 12)
                                ndots = max(2, int((vx - x - capx - 16) / (tw(".", base) + 0.4)))
                                ops.append(("t", x + capx + 3, y, base, False, "." * ndots))
                                cop = ("t", x, y, base, False, cap)
                                vop = ("t", vx, y, base, True, val)
                            else:
                                cop = ("t", x, y, base, False, cap + " :")
                                vop = ("t", x + tw(cap + " :", base) * 1.08 + 10, y, base, True, val)
                            ops.extend([vop, cop] if st in ("valfirst", "under") else [cop, vop])
                        if st == "under":
                            y -= 4
                    y -= 4
                elif k == "para":
                    if el[2]:
                        y -= base + 6
                        ops.append(("t", M, y, base + 0.5, True, el[2] if style == "a" else el[2].upper()))
                    for line in wrap(el[1], base, W - 2 * M, serif):
                        y -= base + 3
                        ops.append(("t", M, y, base, False, line))
                elif k == "table":
                    hdr, rows = el[1], el[2]
                    if len(el) > 3:
                        y -= base + 6
                        ops.append(("t", M, y, base + 0.5, True, el[3]))
                    y -= 6
                    ncol = len(hdr)
                    widths = [max(tw(r[c], base, c == 0 or False) for r in [hdr] + rows) + 12 for c in range(ncol)]
                    scale = (W - 2 * M) / sum(widths)
                    widths = [w * scale for w in widths]
                    rh = base + 6
                    top = y
                    for ri, r in enumerate([hdr] + rows):
                        x = M
                        for c, cell in enumerate(r):
                            ops.append(("t", x + 4, y - rh + 4, base, ri == 0, cell))
                            x += widths[c]
                        y -= rh
                        ops.append(("l", M, y, W - M, y))
                    ops.append(("l", M, top, W - M, top))
                    x = M
                    for wdt in widths + [0]:
                        ops.append(("l", x, top, x, y))
                        x += wdt
                elif k == "sig":
                    y -= 8
                    sx = W - M - max(tw(x, base, True, serif) for x in el[1]) - 4
                    for line in el[1]:
                        y -= base + 3
                        ops.append(("t", sx, y, base, line is el[1][0], line))
                    ops.append(("r", W - M - 120, y - 6, 110, 4 * (base + 3) + 4))
            if y < 40 or any(o[0] == "t" and o[1] + tw(o[5], o[3], o[4], serif) > W - 12 for o in ops):
                ok = False
                break
            # a trailing space keeps pypdf from gluing ops that are drawn out of reading order
            pages.append([o[:5] + (o[5] + " ",) if o[0] == "t" else o for o in ops])
        if ok:
            return pages, base
    raise RuntimeError("%s: page overflow" % doc.name)


def latin1(s):
    return fix(s).replace("–", "-").replace("’", "'").replace("œ", "oe").replace("Œ", "OE").replace("µ", "µ")


# ------------------------------------------------------------------ Perl PDF::Reuse


def perl_str(s):
    s = latin1(s)
    out = []
    for ch in s:
        if ch in "\\\"$@":
            out.append("\\" + ch)
        elif ord(ch) > 126:
            out.append("\\x{%02x}" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def render_reuse(doc, out: Path, work: Path, rng):
    fonts = rng.choice([("Helvetica", "Helvetica-Bold"), ("Times-Roman", "Times-Bold")])
    pages, _ = layout(doc, rng, serif=fonts[0].startswith("Times"))
    L = ["use strict; use PDF::Reuse;", "binmode STDOUT;", "prFile('%s');" % out, "prCompress(1);"]
    for i, ops in enumerate(pages):
        if i:
            L.append("prPage();")
        g = ["0.4 w"]
        for op in ops:
            if op[0] == "l":
                g.append("%.2f %.2f m %.2f %.2f l S" % op[1:])
            elif op[0] == "r":
                g.append("%.2f %.2f %.2f %.2f re S" % op[1:])
        L.append("prAdd(\"%s\");" % "\\n".join(g))
        for op in ops:
            if op[0] == "t":
                _, x, y, size, bold, text = op
                L.append("prFont('%s'); prFontSize(%s); prText(%.2f, %.2f, %s);" % (fonts[1] if bold else fonts[0], size, x, y, perl_str(text)))
    L.append("prEnd();")
    script = work / (doc.name + ".pl")
    script.write_text("\n".join(L) + "\n", encoding="latin-1")
    subprocess.run(["perl", str(script)], check=True, cwd=work, capture_output=True)


# ------------------------------------------------------------------ Perl Text::PDF


def pdf_lit(s):
    b = latin1(s).encode("cp1252")
    out = []
    for ch in b:
        c = chr(ch)
        if c in "()\\":
            out.append("\\\\" + c)
        elif ch > 126 or ch < 32:
            out.append("\\\\%03o" % ch)
        else:
            out.append(c)
    return "(" + "".join(out).replace('"', '\\"').replace("$", "\\$").replace("@", "\\@") + ")"


def render_textpdf(doc, out: Path, work: Path, rng):
    pages, _ = layout(doc, rng)
    L = ["use strict; use Text::PDF::File; use Text::PDF::Page; use Text::PDF::SFont; use Text::PDF::Utils; use Text::PDF::Pages;",
         "my $pdf = Text::PDF::File->new; my $root = Text::PDF::Pages->new($pdf);",
         '$root->proc_set("PDF","Text"); $root->bbox(0,0,%d,%d);' % (W, H),
         'my $f0 = Text::PDF::SFont->new($pdf, "Helvetica", "F0", 1); $root->add_font($f0);',
         'my $f1 = Text::PDF::SFont->new($pdf, "Helvetica-Bold", "F1", 1); $root->add_font($f1);']
    for ops in pages:
        L.append("{ my $p = Text::PDF::Page->new($pdf, $root);")
        for op in ops:
            if op[0] == "l":
                L.append('$p->add("0.5 w %.2f %.2f m %.2f %.2f l S\\n");' % op[1:])
            elif op[0] == "r":
                L.append('$p->add("0.5 w %.2f %.2f %.2f %.2f re S\\n");' % op[1:])
            else:
                _, x, y, size, bold, text = op
                L.append('$p->add("BT /F%d %s Tf 1 0 0 1 %.2f %.2f Tm %s Tj ET\\n");' % (1 if bold else 0, size, x, y, pdf_lit(text)))
        L.append("}")
    if doc.meta:
        L.append("$pdf->{'Info'} = PDFDict(); $pdf->new_obj($pdf->{'Info'});")
        L.append("$pdf->{'Info'}{'Title'} = PDFStr(%s); $pdf->{'Info'}{'Author'} = PDFStr(%s); $pdf->{'Info'}{'Producer'} = PDFStr(\"Text::PDF 0.31\");" % (
            perl_str(doc.meta["title"]), perl_str(doc.meta["author"])))
    L.append('$pdf->out_file("%s");' % out)
    script = work / (doc.name + ".pl")
    script.write_text("\n".join(L) + "\n", encoding="latin-1")
    subprocess.run(["perl", str(script)], check=True, cwd=work, capture_output=True)


# ------------------------------------------------------------------ PostScript + Ghostscript


def ps_str(s):
    out = []
    for ch in latin1(s).encode("latin-1", "replace"):
        c = chr(ch)
        if c in "()\\":
            out.append("\\" + c)
        elif ch > 126 or ch < 32:
            out.append("\\%03o" % ch)
        else:
            out.append(c)
    return "(" + "".join(out) + ")"


PS_PROLOG = r"""%!PS-Adobe-3.0
%%Pages: (atend)
/reenc { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall
  /Encoding ISOLatin1Encoding 256 array copy dup 45 /hyphen put dup 39 /quotesingle put def currentdict end definefont pop } def
/R /REGFONT reenc  /B /BOLDFONT reenc
/xw { /s exch def s length array /a exch def
  0 1 s length 1 sub { /i exch def a i s i 1 getinterval stringwidth pop 0.2 add s i get 32 eq { 1.6 add } if put } for s a xshow } def
/xyw { /s exch def s length 2 mul array /a exch def
  0 1 s length 1 sub { /i exch def a i 2 mul s i 1 getinterval stringwidth pop 0.1 add s i get 32 eq { 1.6 add } if put a i 2 mul 1 add 0 put } for s a xyshow } def
/kw { { pop pop 0.25 0 rmoveto } exch kshow } def
"""


def render_ps(doc, out: Path, work: Path, rng):
    serif = rng.random() < 0.5
    pages, _ = layout(doc, rng, serif=serif)
    prolog = PS_PROLOG.replace("REGFONT", "Times-Roman" if serif else "Helvetica").replace("BOLDFONT", "Times-Bold" if serif else "Helvetica-Bold")
    L = [prolog]
    if doc.meta:
        L.append("[ /Title %s /Author %s /Creator (corpus_v PostScript) /DOCINFO pdfmark" % (ps_str(doc.meta["title"]), ps_str(doc.meta["author"])))
    modes = ["show", "ashow", "widthshow", "xw", "xyw", "kw"]
    for n, ops in enumerate(pages):
        L.append("%%%%Page: %d %d\n<< /PageSize [%d %d] >> setpagedevice" % (n + 1, n + 1, W, H))
        ops = list(ops)
        # some fields drawn out of reading order: footer first, then a shuffled tail
        ops = [ops[1]] + [ops[0]] + ops[2:]
        cut = len(ops) // 2
        tail = ops[cut:]
        rng.shuffle(tail)
        ops = ops[:cut] + tail
        L.append("0.5 setlinewidth")
        for op in ops:
            if op[0] == "l":
                L.append("newpath %.2f %.2f moveto %.2f %.2f lineto stroke" % op[1:])
            elif op[0] == "r":
                L.append("newpath %.2f %.2f moveto %.2f 0 rlineto 0 %.2f rlineto %.2f 0 rlineto closepath stroke" % (op[1], op[2], op[3], op[4], -op[3]))
            else:
                _, x, y, size, bold, text = op
                m = rng.choice(modes)
                s = ps_str(text)
                pre = "/%s %s selectfont %.2f %.2f moveto " % ("B" if bold else "R", size, x, y)
                if m == "ashow":
                    L.append(pre + "0.2 0 %s ashow" % s)
                elif m == "widthshow":
                    L.append(pre + "0.8 0 32 %s widthshow" % s)
                else:
                    L.append(pre + "%s %s" % (s, m))
        L.append("showpage")
    L.append("%%EOF")
    ps = work / (doc.name + ".ps")
    ps.write_text("\n".join(L) + "\n", encoding="latin-1")
    subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite", "-o", str(out), str(ps)],
                   check=True, capture_output=True)


# ------------------------------------------------------------------ MuPDF Story (HTML + CSS, frames)

CSS = """
body { font-family: %s; font-size: %spt; color: #000; }
h1 { font-size: 12pt; text-align: center; margin: 4pt 0; }
h2 { font-size: %spt; margin: 5pt 0 2pt 0; border-bottom: 0.5pt solid #444; }
p { margin: 2pt 0; }
table { border-collapse: collapse; width: 100%%; }
td, th { border: 0.5pt solid #333; padding: 1pt 3pt; text-align: left; }
td.cap { border: none; color: #222; }
td.val { border: none; font-weight: bold; }
div.small { font-size: 7pt; }
.box { border: 1pt solid #000; padding: 3pt; }
"""


def h(s):
    return html.escape(fix(s))


def render_story(doc, out: Path, work: Path, rng):
    serif = rng.random() < 0.4
    fam = "serif" if serif else "sans-serif"
    writer = pymupdf.DocumentWriter(str(out))
    for base in (9, 8.5, 8, 7.5):
        writer_pages = []
        for pg in doc.pages:
            frames = {"letterhead": [], "identity": [], "body": []}
            for el in pg.elems:
                k = el[0]
                if k == "head":
                    left = "<br/>".join(("<b>%s</b>" % h(x)) if i == 0 else h(x) for i, x in enumerate(el[1]))
                    right = "<br/>".join(h(x) for x in el[2])
                    frames["letterhead"].append("<table><tr><td class='cap'>%s</td><td class='cap' style='text-align:right'>%s</td></tr></table>" % (left, right))
                elif k == "title":
                    frames["body"].append("<h1>%s</h1>" % h(el[1]))
                elif k == "label":
                    frames["identity"].append("<div class='box'>%s<br/>%s</div>" % ("<br/>".join(h(x) for x in el[1]), h(el[2])))
                elif k == "kv":
                    pairs, ncols, st = el[1], el[2], el[3]
                    ncols = max(ncols, 3) if st == "under" else ncols
                    cells = []
                    for cap, val in pairs:
                        if st == "under":
                            cells.append("<td class='val'>%s<div class='small' style='font-weight:normal'>%s</div></td>" % (h(val), h(cap)))
                        elif st == "dots":
                            cells.append("<td class='cap'>%s ........</td><td class='val'>%s</td>" % (h(cap), h(val)))
                        else:
                            cells.append("<td class='cap'>%s :</td><td class='val'>%s</td>" % (h(cap), h(val)))
                    rows = ["<tr>%s</tr>" % "".join(cells[i:i + ncols]) for i in range(0, len(cells), ncols)]
                    target = "identity" if not frames["identity"] or len(pairs) > 6 else "body"
                    frames[target].append("<table class='box'>%s</table>" % "".join(rows))
                elif k == "para":
                    frames["body"].append(("<h2>%s</h2>" % h(el[2]) if el[2] else "") + "<p>%s</p>" % h(el[1]))
                elif k == "table":
                    t = ("<h2>%s</h2>" % h(el[3])) if len(el) > 3 else ""
                    t += "<table><tr>%s</tr>%s</table>" % ("".join("<th>%s</th>" % h(c) for c in el[1]),
                                                            "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % h(c) for c in r) for r in el[2]))
                    frames["body"].append(t)
                elif k == "sig":
                    frames["body"].append("<div style='margin-left:260pt' class='box'>%s</div>" % "<br/>".join(h(x) for x in el[1]))
            frames["running"] = ["<div class='small'>%s</div>" % h(pg.header)]
            frames["footer"] = ["<div class='small' style='border-top:0.5pt solid #000'>%s</div>" % h(pg.footer)]
            writer_pages.append(frames)
        rects = {"running": pymupdf.Rect(M, 12, W - M, 30), "letterhead": pymupdf.Rect(M, 30, W - M, 95),
                 "identity": pymupdf.Rect(M, 95, W - M, 250), "footer": pymupdf.Rect(M, H - 30, W - M, H - 10)}
        css = CSS % (fam, base, base + 1)

        def place(frames, dev=None):
            good, y = True, 30
            for key in ("running", "footer", "letterhead", "identity", "body"):
                if not frames[key]:
                    continue
                if key in ("running", "footer"):
                    r = rects[key]
                else:
                    r = pymupdf.Rect(M, y, W - M, H - 34)
                st = pymupdf.Story(html="".join(frames[key]), user_css=css)
                more, filled = st.place(r)
                good = good and not more
                if dev is not None:
                    st.draw(dev)
                if key not in ("running", "footer"):
                    y = pymupdf.Rect(filled).y1 + 4
            return good

        if all(place(f) for f in writer_pages):
            break
    else:
        raise RuntimeError("%s: page overflow" % doc.name)
    for frames in writer_pages:
        dev = writer.begin_page(pymupdf.Rect(0, 0, W, H))
        place(frames, dev)
        writer.end_page()
    writer.close()
    d = pymupdf.open(str(out))
    d.set_metadata({"title": fix(doc.meta.get("title", "")), "author": fix(doc.meta.get("author", "")),
                    "creator": "corpus_v (MuPDF Story)", "producer": "PyMuPDF %s" % pymupdf.VersionBind})
    d.save(str(out) + ".tmp", garbage=3, deflate=True)
    d.close()
    Path(str(out) + ".tmp").replace(out)
