"""LuaLaTeX writer: fontspec (Liberation Sans from its path), fancyhdr, tabular/longtable, hyperref info."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

from .model import B, PG, V

_ESC = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
        "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}", "-": "-{}"}


def esc(s: str) -> str:
    return "".join(_ESC.get(c, c) for c in s)


def segs(ss, npages=None):
    out = []
    for s in ss:
        if isinstance(s, PG):
            out.append(r"Page \thepage/%d" % npages)
        elif isinstance(s, B) or (isinstance(s, V) and s.bold):
            out.append(r"\textbf{%s}" % esc(str(s) if isinstance(s, B) else s.text))
        else:
            out.append(esc(s.text if isinstance(s, V) else str(s)))
    return "".join(out)


def _table(t):
    n = sum(c["span"] for c in t["head"])
    cols = "|".join(r">{\raggedright\arraybackslash}p{%.3f\linewidth}" % (w - 0.012) for w in t["widths"])

    def row(cells, bold=False):
        parts = []
        for i, c in enumerate(cells):
            txt = segs(c["segs"])
            if bold:
                txt = r"\textbf{%s}" % txt
            if c["span"] > 1:
                txt = r"\multicolumn{%d}{|p{%.3f\linewidth}|}{%s}" % (c["span"], 0.95, txt)
            parts.append(txt)
        return " & ".join(parts) + r" \\ \hline"

    env = "longtable" if len(t["rows"]) > 6 else "tabular"
    lines = [r"{\small", r"\begin{%s}{|%s|}" % (env, cols), r"\hline", row(t["head"], True)]
    if env == "longtable":
        lines.append(r"\endhead")
    lines += [row(r) for r in t["rows"]]
    lines += [r"\end{%s}" % env, r"}\par\medskip"]
    assert n == len(t["widths"])
    return "\n".join(lines)


def block(b):
    k = b[0]
    if k == "title":
        return r"{\centering\large\bfseries %s\par}\medskip" % segs(b[1])
    if k == "h":
        return r"\par\medskip{\bfseries %s}\par\smallskip" % segs(b[1])
    if k == "p":
        return segs(b[1]) + r"\par\smallskip"
    if k == "kv":
        return "\n".join(r"\noindent\textbf{%s} %s\par" % (esc(lab), segs(v)) for lab, v in b[1]) + r"\smallskip"
    if k == "table":
        return r"\noindent" + _table(b[1])
    if k == "letterhead":
        left = r"\\ ".join(segs(x) for x in b[1])
        right = r"\\ ".join(segs(x) for x in b[2])
        return (r"\noindent\begin{minipage}[t]{0.50\linewidth}\raggedright %s\end{minipage}\hfill"
                r"\begin{minipage}[t]{0.48\linewidth}\raggedleft %s\end{minipage}\par\bigskip") % (left, right)
    if k == "sign":
        return r"\par\bigskip\hfill\begin{minipage}[t]{0.45\linewidth}\raggedright %s\end{minipage}\par" % (
            r"\\ ".join(segs(x) for x in b[1]))
    raise ValueError(k)


def tex_source(doc) -> str:
    n = len(doc.pages)
    head = r"\\ ".join(segs(x, n) for x in doc.header)
    foot = r"\\ ".join(segs(x, n) for x in doc.footer)
    m = doc.meta
    pre = r"""\documentclass[10pt,a4paper]{article}
\usepackage[top=30mm,bottom=26mm,left=18mm,right=18mm,headheight=40pt,footskip=34pt]{geometry}
\usepackage{fontspec}
\setmainfont{LiberationSans}[Path=/usr/share/fonts/truetype/liberation/,Extension=.ttf,UprightFont=*-Regular,BoldFont=*-Bold,ItalicFont=*-Italic,BoldItalicFont=*-BoldItalic,Ligatures=NoCommon]
\usepackage{array,longtable,fancyhdr}
\usepackage[hidelinks,pdftitle={%s},pdfauthor={%s},pdfsubject={%s},pdfcreator={LuaLaTeX}]{hyperref}
\hyphenpenalty=10000 \exhyphenpenalty=10000 \sloppy
\setlength{\parindent}{0pt}
\pagestyle{fancy}\fancyhf{}
\renewcommand{\headrulewidth}{0.4pt}
\fancyhead[L]{\footnotesize\begin{tabular}[b]{@{}l@{}}%s\end{tabular}}
\fancyfoot[L]{\scriptsize\begin{tabular}[t]{@{}l@{}}%s\end{tabular}}
\begin{document}
\raggedright
""" % (esc(m["title"]), esc(m["author"]), esc(m["subject"]), head, foot)
    body = []
    for i, blocks in enumerate(doc.pages):
        if i:
            body.append(r"\newpage")
        body += [block(b) for b in blocks]
    return pre + "\n".join(body) + "\n\\end{document}\n"


def render(docs, work: Path, out: Path):
    env = dict(os.environ, SOURCE_DATE_EPOCH="1717200000", FORCE_SOURCE_DATE="1")
    errors = {}
    for d in docs:
        src = work / (d.name + ".tex")
        src.write_text(tex_source(d), encoding="utf-8")
        r = subprocess.run(["/usr/bin/lualatex", "-interaction=nonstopmode", "-halt-on-error",
                            "-output-directory", str(work), str(src)], capture_output=True, env=env, timeout=300)
        pdf = work / (d.name + ".pdf")
        if r.returncode != 0 or not pdf.exists():
            errors[d.name] = r.stdout.decode("utf-8", "replace")[-1500:]
            continue
        os.replace(pdf, out / (d.name + ".pdf"))
    return errors
