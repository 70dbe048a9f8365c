"""Corpus J — ConTeXt producer (Debian's `context` package, MkIV): page layout, header/footer texts,
\\bTABLE tables, explicit page breaks; compiled with `context --batchmode`."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

FONTS = {"sans": "heros", "serif": "termes", "dejavu": "dejavu,ss"}
FONTDIR = "/usr/share/fonts/truetype"
SPECIAL = {"\\": "\\textbackslash{}", "{": "\\{", "}": "\\}", "#": "\\#", "$": "\\$", "%": "\\%", "&": "\\&",
           "~": "\\lettertilde{}", "_": "\\_", "^": "\\letterhat{}", "|": "\\letterbar{}", "\n": "\\crlf "}


def esc(s: str) -> str:
    s = "".join(SPECIAL.get(c, c) for c in s)
    return s.replace("--", "-{}-")


def protect(s: str) -> str:
    """Words with capitals or digits are boxed: TeX would hyphenate them beyond what a reader rejoins."""
    out = []
    for w in re.split(r"( +)", s):
        if w.strip() and (sum(c.isupper() for c in w) >= 2 or any(c.isdigit() for c in w) or "@" in w):
            out.append("\\hbox{%s}" % esc(w))
        else:
            out.append(esc(w))
    return "".join(out)


def runs_tex(runs, pages=False):
    out = []
    for r in runs:
        s = protect(r["s"]) if r.get("i") is not None else esc(r["s"])
        if pages:
            s = s.replace("\\{p\\}", "\\userpagenumber{}").replace("\\{n\\}", "\\lastuserpagenumber{}")
        if "b" in r["f"] and "i" in r["f"]:
            s = "{\\bi{}%s}" % s
        elif "b" in r["f"]:
            s = "{\\bf{}%s}" % s
        elif "i" in r["f"]:
            s = "{\\it{}%s}" % s
        out.append(s)
    return "\\dontleavehmode " + "".join(out) if out else ""


ALIGN = {"l": "flushleft", "c": "middle", "r": "flushright"}


def fsize(size):
    return "\\switchtobodyfont[%.1fpt]" % size


def para(runs, size, align="l", space=0, color=False, indent=0, justify=False):
    al = "width" if (justify and align == "l") else ALIGN[align]
    body = runs_tex(runs)
    if color:
        body = "\\color[accent]{%s}" % body
    ind = "\\leftskip=%dpt " % indent if indent else ""
    return "{%s\\setupalign[%s]%s%s\\par}\\blank[%dpt]\n" % (fsize(size), al, ind, body or "\\strut", space)


def cell(runs, width, align="l", extra=""):
    return "\\bTD[width=%.1fpt,align=%s%s] %s\\eTD" % (width, ALIGN[align], extra, runs_tex(runs) or "\\strut")


class TexWriter:
    def __init__(self, doc):
        self.doc = doc
        self.g = doc["geometry"]
        self.just = doc["style"].get("justify", False)

    def block(self, bl, width):
        t = bl["t"]
        if t == "p":
            return para(bl["runs"], bl["size"], bl["align"], bl["space"], indent=bl.get("indent", 0), justify=self.just)
        if t == "h":
            s = para(bl["runs"], bl["size"], bl["align"], 1 if bl.get("rule") else bl["space"], color=True)
            if bl.get("rule"):
                s += "\\color[accent]{\\blackrule[width=%.1fpt,height=.6pt,depth=0pt]}\\blank[%dpt]\n" % (width, bl["space"])
            return s
        if t == "space":
            return "\\blank[%dpt]\n" % bl["h"]
        if t == "rule":
            return "\\blank[2pt]\\color[middlegray]{\\blackrule[width=%.1fpt,height=.4pt,depth=0pt]}\\blank[4pt]\n" % width
        if t == "kv":
            if bl["stack"]:
                out = []
                for a, b in bl["rows"]:
                    out.append(para(a, bl["size"], "l", 0))
                    out.append(para(b, bl["size"], "l", 3, indent=12))
                return "".join(out)
            frame = {"grid": "frame=on", "lines": "frame=off,bottomframe=on", "none": "frame=off"}[bl["border"]]
            rows = []
            for a, b in bl["rows"]:
                rows.append("\\bTR %s %s \\eTR" % (cell(a, bl["widths"][0] * width - 1), cell(b, bl["widths"][1] * width - 1)))
            return ("{%s\\bTABLE[%s,offset=2pt,rulethickness=.4pt,framecolor=middlegray]\n%s\n\\eTABLE}\\blank[4pt]\n"
                    % (fsize(bl["size"]), frame, "\n".join(rows)))
        if t == "table":
            frame = {"grid": "frame=on", "rows": "frame=off,bottomframe=on", "head": "frame=off",
                     "none": "frame=off"}[bl["border"]]
            out = []
            if bl.get("caption"):
                out.append(para(bl["caption"], bl["size"], "l", 2))
            rows = []
            if bl["head"]:
                bg = ",background=color,backgroundcolor=shade" if bl["shade"] else ""
                hb = ",bottomframe=on" if bl["border"] == "head" else ""
                rows.append("\\bTR[style=bold%s%s] %s \\eTR" % (bg, hb, " ".join(
                    cell(c, w * width - 1, a) for c, w, a in zip(bl["head"], bl["widths"], bl["align"]))))
            for row in bl["rows"]:
                rows.append("\\bTR %s \\eTR" % " ".join(
                    cell(c, w * width - 1, a) for c, w, a in zip(row, bl["widths"], bl["align"])))
            out.append("{%s\\bTABLE[%s,offset=2.5pt,rulethickness=.4pt,framecolor=middlegray]\n%s\n\\eTABLE}\\blank[5pt]\n"
                       % (fsize(bl["size"]), frame, "\n".join(rows)))
            return "".join(out)
        if t == "cols":
            wl = width * bl["split"]
            wr = width - wl
            left = "".join(self.block(b, wl - 12) for b in bl["left"])
            right = "".join(self.block(b, wr - 12) for b in bl["right"])
            lf = ",leftframe=on" if bl["rule"] else ""
            return ("\\bTABLE[frame=off,offset=0pt,rulethickness=.4pt,framecolor=middlegray]\\bTR "
                    "\\bTD[width=%.1fpt,align=flushleft,loffset=0pt,roffset=8pt] %s\\eTD "
                    "\\bTD[width=%.1fpt,align=flushleft,loffset=8pt%s] %s\\eTD \\eTR\\eTABLE\\blank[6pt]\n"
                    % (wl, left, wr, lf, right))
        return ""

    def band(self, spec, where):
        rows = []
        for row in spec["rows"]:
            rows.append("\\hbox to \\hsize{\\rlap{%s}\\hss %s\\hss \\llap{%s}}" % (
                runs_tex(row.get("l", []), True), runs_tex(row.get("c", []), True), runs_tex(row.get("r", []), True)))
        body = "\\vbox{\\hsize=%.1fpt %s\\color[middlegray]{%s}}" % (self.g["body_w"], fsize(spec["size"]), "".join(rows))
        if spec["rule"]:
            rule = "\\color[middlegray]{\\blackrule[width=%.1fpt,height=.4pt,depth=0pt]}" % self.g["body_w"]
            body = "\\vbox{%s\\kern2pt %s}" % (body, rule) if where == "header" else "\\vbox{%s\\kern2pt %s}" % (rule, body)
        if where == "header" and not spec["first"]:
            body = "\\ifnum\\realpageno=1 \\else %s\\fi" % body
        return body

    def write(self):
        d, g = self.doc, self.g
        st = d["style"]
        acc = st.get("accent", (0, 0, 0))
        hh = (g["top"] - g["header_y"]) - 6
        fh = (g["bottom"] - g["footer_y"]) - 6
        m = d.get("meta", {})
        keys = {"title": "title", "author": "author", "subject": "subtitle", "keywords": "keyword"}
        meta = ",".join("%s={%s}" % (keys[k], esc(v)) for k, v in m.items() if k in keys)
        lines = [
            "\\mainlanguage[fr]",
            "\\setuppapersize[A4][A4]",
            "\\setuplayout[backspace=%.1fpt,width=%.1fpt,topspace=%.1fpt,header=%.1fpt,headerdistance=6pt,"
            "height=%.1fpt,footer=%.1fpt,footerdistance=6pt,margin=0pt,leftmargin=0pt,rightmargin=0pt]"
            % (g["left"], g["body_w"], g["header_y"], hh, g["h"] - g["header_y"] - g["footer_y"], fh),
            "\\setupbodyfont[%s,%.1fpt]" % (FONTS.get(st["font"], "heros"), st["size"]),
            "\\setuppagenumbering[location=]",
            "\\setupwhitespace[none]\\setupindenting[no]",
            "\\setupalign[%s]" % ("width" if self.just else "flushleft"),
            "\\definecolor[accent][r=%.2f,g=%.2f,b=%.2f]" % tuple(acc),
            "\\definecolor[shade][r=.88,g=.9,b=.93]",
            "\\setupinteraction[state=start,%s]" % meta,
        ]
        if d.get("header"):
            lines.append("\\setupheadertexts[{%s}]" % self.band(d["header"], "header"))
        if d.get("footer"):
            lines.append("\\setupfootertexts[{%s}]" % self.band(d["footer"], "footer"))
        lines.append("\\starttext")
        for pi, blocks in enumerate(d["pages"]):
            if pi:
                lines.append("\\page")
            for bl in blocks:
                lines.append(self.block(bl, g["body_w"]))
        lines.append("\\stoptext")
        return "\n".join(lines) + "\n"


def render(doc, out_pdf: Path, work: Path, cache: Path):
    src = work / (doc["name"] + ".tex")
    src.write_text(TexWriter(doc).write(), encoding="utf-8")
    env = dict(os.environ, TEXMFCACHE=str(cache), OSFONTDIR=FONTDIR)
    r = subprocess.run(["context", "--batchmode", "--nonstopmode", "--purgeall", "--result=%s" % out_pdf.stem,
                        src.name], cwd=work, capture_output=True, timeout=300, env=env)
    produced = work / (out_pdf.stem + ".pdf")
    errors = []
    if r.returncode or not produced.exists():
        errors.append("context rc=%s %s" % (r.returncode, r.stdout.decode("utf-8", "replace")[-400:]))
    else:
        os.replace(produced, out_pdf)
    return {"name": doc["name"], "pages": len(doc["pages"]), "errors": errors}


def ensure_cache(cache: Path):
    """ConTeXt's file database and system-font name list, kept in our own cache folder."""
    marker = cache / "corpusj-fonts.ok"
    if marker.exists():
        return
    cache.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, TEXMFCACHE=str(cache), OSFONTDIR=FONTDIR)
    subprocess.run(["mtxrun", "--generate"], env=env, capture_output=True, timeout=600)
    subprocess.run(["mtxrun", "--script", "fonts", "--reload"], env=env, capture_output=True, timeout=600)
    marker.write_text("ok\n")
