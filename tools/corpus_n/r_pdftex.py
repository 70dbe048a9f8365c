"""pdfTeX renderer (pdflatex, T1 + Latin Modern / TeX Gyre Heros, no hyphenation)."""
import subprocess
from pathlib import Path

SPECIAL = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_", "{": r"\{",
           "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}", "µ": r"\textmu{}", "°": r"\textdegree{}",
           "²": r"\textsuperscript{2}", "<": r"\textless{}", ">": r"\textgreater{}", "*": r"*", "'": "'"}


def esc(s: str) -> str:
    return "".join(SPECIAL.get(ch, ch) for ch in s)


def pdfstr(s: str) -> str:
    return esc(s).replace(",", "{,}")


def render(layout: dict, out: Path, work: Path) -> None:
    m = layout["meta"]
    font = r"\usepackage{tgheros}\renewcommand{\familydefault}{\sfdefault}" if layout["font"] == "sans" else r"\usepackage{lmodern}"
    meta = ",".join("pdf%s={%s}" % (k.lower(), pdfstr(v)) for k, v in m.items())
    L = [r"\pdfgentounicode=1\input glyphtounicode",
         r"\documentclass[10pt,a4paper]{article}", r"\usepackage[T1]{fontenc}", r"\usepackage[utf8]{inputenc}", font,
         r"\usepackage{textcomp}\usepackage{array}\usepackage[margin=2cm,top=1.6cm,bottom=1.6cm]{geometry}",
         r"\usepackage[hidelinks,pdfcreator={pdfTeX},%s]{hyperref}" % meta,
         r"\pagestyle{empty}\setlength{\parindent}{0pt}\setlength{\parskip}{3pt}",
         r"\hyphenpenalty=10000\exhyphenpenalty=10000\sloppy\raggedright",
         r"\begin{document}"]
    tw = 17.0  # cm
    for i, page in enumerate(layout["pages"]):
        if i:
            L.append(r"\newpage")
        for b in page:
            t = b[0]
            if t == "title":
                L.append(r"{\large\bfseries %s\par}" % esc(b[1]))
            elif t == "h":
                L.append(r"\vspace{4pt}{\bfseries\MakeUppercase{%s}\par}" % esc(b[1]) if len(b[1]) < 40 else r"\vspace{4pt}{\bfseries %s\par}" % esc(b[1]))
            elif t == "p":
                L.append(esc(b[1]) + r"\par")
            elif t == "small":
                L.append(r"{\footnotesize %s\par}" % esc(b[1]))
            elif t == "hr":
                L.append(r"\noindent\rule{\linewidth}{0.4pt}\par")
            elif t == "sp":
                L.append(r"\medskip")
            elif t == "right":
                L.append(r"\begin{flushright}%s\end{flushright}" % r"\\".join(esc(x) for x in b[1]))
            elif t == "kv":
                lw = b[2] / 28.35 * 1.0
                L.append(r"\begin{tabular}{@{}>{\bfseries}p{%.2fcm}p{%.2fcm}@{}}" % (lw, tw - lw - 0.3))
                L.append("\n".join(r"%s : & %s \\" % (esc(k), esc(v)) for k, v in b[1]))
                L.append(r"\end{tabular}\par")
            elif t == "table":
                head, rows, ws = b[1], b[2], b[3]
                spec = "|".join(r">{\raggedright\arraybackslash}p{%.2fcm}" % (w * tw - 0.45) for w in ws)
                L.append(r"{\small\begin{tabular}{|%s|}\hline" % spec)
                L.append(" & ".join(r"\textbf{%s}" % esc(x) for x in head) + r" \\ \hline")
                for row in rows:
                    L.append(" & ".join(esc(x) for x in row) + r" \\ \hline")
                L.append(r"\end{tabular}\par}")
    L.append(r"\end{document}")
    tex = work / (layout["name"] + ".tex")
    tex.write_text("\n".join(L) + "\n", encoding="utf-8")
    r = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "-output-directory", str(work), str(tex)],
                       capture_output=True, env={"PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1733300000", "FORCE_SOURCE_DATE": "1"})
    if r.returncode:
        raise RuntimeError("pdflatex failed for %s: %s" % (layout["name"], r.stdout.decode("utf-8", "replace")[-1500:]))
    (work / (layout["name"] + ".pdf")).replace(out)
