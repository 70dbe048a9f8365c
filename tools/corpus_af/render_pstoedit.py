"""pstoedit 3.78 (Debian pstoedit 3.78-2, native "-f pdf" driver drvpdf) writer for corpus AF.

A PostScript program is written here, interpreted by Ghostscript INSIDE pstoedit, and the PDF
bytes are written by pstoedit's own PDF back end (PDF 1.1, one text object per show, every
string drawn with the '"' operator (aw ac string "), base-14 fonts with pstoedit's own
/Differences encoding). Stress: Helvetica/Courier re-encoded here (ISOLatin1 with /hyphen at 45
and /oe /OE /quoteright slots); body lines drawn with WIDTHSHOW (justified: extra width on the
space character), headings with ASHOW (letter-spaced), table cells with KSHOW-free show but
cell by cell column-wise, the identity line repeated ROTATED 90° in the left margin, the footer
drawn first. No Info dictionary written by pstoedit: no metadata items.
"""

from __future__ import annotations

import subprocess

from .layout import seg_text, width

FONTS = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}

PROLOG = r"""%!PS-Adobe-3.0
%%BoundingBox: 0 0 595 842
%%Pages: (atend)
%%EndComments
/AFvec ISOLatin1Encoding dup length array copy def
AFvec 45 /hyphen put AFvec 39 /quoteright put AFvec 156 /oe put AFvec 140 /OE put
AFvec 150 /endash put AFvec 151 /emdash put AFvec 128 /Euro put AFvec 133 /ellipsis put
/reenc { findfont dup length dict begin {1 index /FID ne {def} {pop pop} ifelse} forall
  /Encoding AFvec def currentdict end definefont pop } def
/AF-R /Helvetica reenc /AF-B /Helvetica-Bold reenc /AF-I /Helvetica-Oblique reenc
/sf { exch findfont exch scalefont setfont } def
"""

MAP = {"\u0153": 156, "\u0152": 140, "\u2013": 150, "\u2014": 151, "\u2019": 39, "\u20ac": 128, "\u2026": 133,
       "\u2011": 45}


def ps_str(text: str) -> str:
    out = []
    for ch in text:
        o = MAP.get(ch, ord(ch))
        if o > 255:
            o = ord("?")
        c = chr(o)
        if c in "()\\":
            out.append("\\" + c)
        elif o < 32 or o > 126:
            out.append("\\%03o" % o)
        else:
            out.append(c)
    return "(" + "".join(out) + ")"


def render(pages, rules, out_path, info, r, work_ps):
    ps = [PROLOG]
    for pi, lines in enumerate(pages):
        ps.append("%%%%Page: %d %d" % (pi + 1, pi + 1))
        # pstoedit's PDF driver writes a US Letter MediaBox whatever the input: the A4 drawing is
        # scaled by 0.94 so that it fits (text beyond 792 pt would be outside the page)
        ps.append("0.94 0.94 scale")
        for rule in rules[pi]:
            if rule[0] == "hline":
                ps.append("0.5 setlinewidth %.2f %.2f moveto %.2f %.2f lineto stroke" % (rule[1], rule[2], rule[3], rule[2]))
            else:
                ps.append("0.6 setlinewidth %.2f %.2f %.2f %.2f rectstroke" % rule[1:])
        foot = [ln for ln in lines if ln["role"] == "foot"]
        cells = sorted([ln for ln in lines if ln["role"] == "cell"], key=lambda ln: (ln["col"], -ln["y"]))
        rest = [ln for ln in lines if ln["role"] not in ("foot", "cell")]
        for ln in foot + rest + cells:
            text = seg_text(ln["segs"])
            f = "/AF-" + ln["font"]
            s = ps_str(text)
            if ln["role"] == "margin":
                ps.append("gsave %s %.2f sf %.2f %.2f translate 90 rotate 0 0 moveto %s show grestore"
                          % (f, ln["size"], ln["x"], ln["y"], s))
            elif ln["role"] in ("heading", "title"):
                ps.append("%s %.2f sf %.2f %.2f moveto 0.6 0 %s ashow" % (f, ln["size"], ln["x"], ln["y"], s))
            elif ln.get("justify"):
                nsp = text.count(" ")
                slack = ln["justify"] - width(text, ln["font"], ln["size"])
                dx = slack / nsp if nsp and 0 < slack < 40 else 0
                ps.append("%s %.2f sf %.2f %.2f moveto %.3f 0 32 %s widthshow" % (f, ln["size"], ln["x"], ln["y"], dx, s))
            else:
                ps.append("%s %.2f sf %.2f %.2f moveto %s show" % (f, ln["size"], ln["x"], ln["y"], s))
        ps.append("showpage")
    ps.append("%%Trailer\n%%%%Pages: %d\n%%%%EOF\n" % len(pages))
    with open(work_ps, "w", encoding="latin-1") as fh:
        fh.write("\n".join(ps))
    res = subprocess.run(["pstoedit", "-q", "-f", "pdf", str(work_ps), str(out_path)], capture_output=True, text=True)
    if res.returncode != 0:
        raise RuntimeError("pstoedit: " + res.stderr[-400:])
