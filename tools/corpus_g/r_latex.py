"""pdfTeX renderer (TeX Live 2022, babel-french): one model page = one physical page."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

from .model import NB, Doc, plain

_ESC = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_", "{": r"\{",
        "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}", "<": r"\textless{}",
        ">": r"\textgreater{}", "|": r"\textbar{}", "-": "-{}", "'": "'{}", ",": ",{}", "`": "`{}", "≥": r"\ensuremath{\geq}", "≤": r"\ensuremath{\leq}"}


def esc(s: str) -> str:
    return "".join(_ESC.get(c, c) for c in s)


def txt(pieces) -> str:
    return esc(plain(pieces, True)).replace(NB, "~")


FONTS = {
    "lmodern": r"\usepackage{lmodern}",
    "helvet": r"\usepackage[scaled=0.92]{helvet}\renewcommand{\familydefault}{\sfdefault}",
    "times": r"\usepackage{mathptmx}",
    "palatino": r"\usepackage{mathpazo}",
}


def _align(a: str) -> str:
    return {"c": r"\centering", "r": r"\raggedleft"}.get(a or "l", r"\raggedright")


def _size(s) -> str:
    return {"tiny": r"\scriptsize", "small": r"\footnotesize", "norm": r"\small", "big": r"\normalsize",
            "large": r"\large", "huge": r"\LARGE"}.get(s or "norm", r"\small") + " "


def block(b) -> str:
    t = b[0]
    if t == "title":
        o = b[2] if len(b) > 2 else {}
        return r"{%s%s\bfseries %s\par}\medskip" % (_align(o.get("align", "c")), _size(o.get("size", "large")), txt(b[1]))
    if t == "para":
        o = b[2] if len(b) > 2 else {}
        f = (r"\bfseries " if o.get("bold") else "") + (r"\itshape " if o.get("italic") else "")
        return r"{%s%s%s%s\par}\smallskip" % (_align(o.get("align")), _size(o.get("size")), f, txt(b[1]))
    if t == "kv":
        o = b[2] if len(b) > 2 else {}
        lw = o.get("label_width", 0.3)
        rows = "".join(r"%s & %s \\" % (r"\textbf{%s}" % txt(lab) if o.get("bold_label", True) else txt(lab), txt(val))
                       for lab, val in b[1])
        return (r"{%s\noindent\begin{tabular}{@{}p{%.3f\linewidth}p{%.3f\linewidth}@{}}%s\end{tabular}\par}\smallskip"
                % (_size(o.get("size")), lw, 0.97 - lw, rows))
    if t == "table":
        header, rows, o = b[1], b[2], b[3] if len(b) > 3 else {}
        widths = o.get("widths") or [1.0 / len(header)] * len(header)
        spec = "|" + "|".join(r"p{\dimexpr %.3f\linewidth-2\tabcolsep\relax}" % (w * 0.985) for w in widths) + "|"
        head = " & ".join(r"\textbf{%s}" % esc(h) for h in header) + r" \\ \hline "
        body = "".join(" & ".join(txt(c) for c in row) + r" \\ \hline " for row in rows)
        return (r"{%s\noindent\renewcommand{\arraystretch}{1.15}\begin{tabular}{%s}\hline %s %s\end{tabular}\par}\medskip"
                % (_size(o.get("size", "small")), spec, head, body))
    if t == "box":
        o = b[2] if len(b) > 2 else {}
        lines = r" \\ ".join(txt(line) for line in b[1])
        title = (r"\textbf{%s}\\ " % esc(o["title"])) if o.get("title") else ""
        return (r"{%s\noindent\fbox{\parbox{%.2f\linewidth}{\raggedright %s%s}}\par}\medskip"
                % (_size(o.get("size", "small")), o.get("width", 0.5), title, lines))
    if t == "cols":
        o = b[3] if len(b) > 3 else {}
        r = o.get("ratio", 0.5)
        left = "\n".join(block(x) for x in b[1])
        right = "\n".join(block(x) for x in b[2])
        return (r"\noindent\begin{minipage}[t]{%.3f\linewidth}%s\end{minipage}\hfill"
                r"\begin{minipage}[t]{%.3f\linewidth}%s\end{minipage}\par\medskip" % (r - 0.02, left, 0.98 - r, right))
    if t == "rule":
        return r"\noindent\rule{\linewidth}{0.4pt}\par\smallskip"
    if t == "space":
        return r"\vspace*{%.1f\baselineskip}" % b[1]
    raise ValueError(t)


def _lines(lines) -> str:
    return r"\\".join(txt(line) for line in lines)


def source(doc: Doc) -> str:
    st = doc.style
    meta = []
    for key, opt in (("title", "pdftitle"), ("author", "pdfauthor"), ("subject", "pdfsubject"), ("keywords", "pdfkeywords")):
        if doc.meta.get(key):
            meta.append("%s={%s}" % (opt, plain(doc.meta[key]).replace("{", "").replace("}", "")))
    out = [r"\documentclass[10pt]{article}",
           r"\usepackage[T1]{fontenc}", FONTS[st.get("font", "lmodern")],
           r"\usepackage[french]{babel}", r"\usepackage{textcomp}",
           r"\usepackage[a4paper,left=%smm,right=%smm,top=30mm,bottom=26mm,headheight=28pt,footskip=14mm]{geometry}"
           % (st.get("margin", 18), st.get("margin", 18)),
           r"\usepackage{fancyhdr}", r"\usepackage{array}",
           r"\usepackage[unicode,hidelinks%s]{hyperref}" % ("," + ",".join(meta) if meta else ""),
           r"\pdfgentounicode=1", r"\input{glyphtounicode}",
           r"\hyphenpenalty=10000 \exhyphenpenalty=10000 \setlength{\parindent}{0pt}",
           r"\pagestyle{fancy}\renewcommand{\headrulewidth}{0.3pt}\renewcommand{\footrulewidth}{0.3pt}",
           r"\begin{document}"]
    for i, page in enumerate(doc.pages):
        out.append(r"\fancyhf{}")
        if page.header:
            out.append(r"\fancyhead[L]{\parbox[b]{\textwidth}{\scriptsize\raggedright %s}}" % _lines(page.header))
        if page.footer:
            out.append(r"\fancyfoot[L]{\parbox[t]{\textwidth}{\scriptsize\raggedright %s}}" % _lines(page.footer))
        out.extend(block(b) for b in page.body)
        out.append(r"\clearpage")
    out.append(r"\end{document}")
    return "\n".join(out) + "\n"


def render(doc: Doc, pdf: Path) -> None:
    tex = source(doc)
    with tempfile.TemporaryDirectory(prefix="corpusg-tex-") as tmp:
        (Path(tmp) / "doc.tex").write_text(tex, encoding="utf-8")
        r = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "doc.tex"], cwd=tmp,
                           capture_output=True, timeout=180)
        if r.returncode != 0 or not (Path(tmp) / "doc.pdf").exists():
            log = (Path(tmp) / "doc.log").read_text(encoding="latin-1", errors="replace")
            raise RuntimeError("pdflatex a échoué pour %s:\n%s" % (doc.name, log[-3000:]))
        shutil.copy(Path(tmp) / "doc.pdf", pdf)


def version() -> str:
    r = subprocess.run(["pdflatex", "--version"], capture_output=True, text=True)
    return r.stdout.splitlines()[0].strip()
