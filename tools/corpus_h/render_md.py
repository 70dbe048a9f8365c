"""Pandoc Markdown for the XeLaTeX engine: values as raw \\mbox{} (no break), fancyhdr redefined per page."""

from __future__ import annotations

import re

from .model import Doc
from .values import V

FONTS = [None, "DejaVu Serif", "Liberation Serif", "Liberation Sans"]  # None: Latin Modern (pandoc default)
_TEX = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_", "{": r"\{",
        "}": r"\}", "~": r'{\char"7E}', "^": r'{\char"5E}'}
_MD = set("\\`*_{}[]<>#|~^$@")


def tex(s: str) -> str:
    return "".join(_TEX.get(c, c) for c in s)


def md(s: str) -> str:
    return "".join("\\" + c if c in _MD else c for c in s)


def tsegs(ss) -> str:
    """Segments as LaTeX."""
    return "".join(r"\mbox{%s}" % tex(s.text) if isinstance(s, V) else tex(s) for s in ss)


def msegs(ss) -> str:
    """Segments as Markdown, values as raw LaTeX inlines."""
    out = "".join("`\\mbox{%s}`{=latex}" % tex(s.text) if isinstance(s, V) else md(s) for s in ss)
    return re.sub(r"^(\d+)\.", r"\1\\.", out)


def raw(s: str) -> str:
    return "\n```{=latex}\n%s\n```\n" % s


def tblock(b) -> str:
    """LaTeX of a block used inside a raw LaTeX area (columns)."""
    t = b[0]
    if t == "lines":
        return r"\\".join(tsegs(x) for x in b[1]) + r"\par\smallskip "
    if t == "kv":
        return r"\\".join(r"\textbf{%s} %s" % (tex(k), tsegs(v)) for k, v in b[1]) + r"\par\smallskip "
    if t == "box":
        cap = r"{\scriptsize %s}\\" % tex(b[1].upper()) if b[1] else ""
        body = r"\\".join(tsegs(x) for x in b[2])
        return r"\fbox{\parbox{0.94\linewidth}{\raggedright %s%s}}\par\smallskip " % (cap, body)
    raise ValueError(t)


def mblock(b) -> str:
    t = b[0]
    if t == "title":
        return "\n# %s {.unnumbered}\n" % msegs(b[1])
    if t == "h":
        return "\n## %s {.unnumbered}\n" % msegs(b[1])
    if t == "p":
        return "\n%s\n" % msegs(b[1])
    if t == "small":
        return raw(r"{\footnotesize %s\par}" % tsegs(b[1]))
    if t == "lines":
        return "\n" + "\\\n".join(msegs(x) for x in b[1]) + "\n"
    if t == "kv":
        return "\n" + "\\\n".join("**%s** %s" % (md(k), msegs(v)) for k, v in b[1]) + "\n"
    if t == "sign":
        return raw(r"\begin{flushright}%s\end{flushright}" % r"\\".join(tsegs(x) for x in b[1]))
    if t == "box":
        return raw(tblock(b))
    if t == "table":
        widths = b[3]
        head = "| " + " | ".join(md(h) for h in b[1]) + " |"
        sep = "|" + "|".join("-" * max(3, w) for w in widths) + "|"
        rows = ["| " + " | ".join(msegs(c) for c in r) + " |" for r in b[2]]
        return "\n" + "\n".join([head, sep] + rows) + "\n"
    if t == "cols":
        left = "".join(tblock(x) for x in b[1])
        right = "".join(tblock(x) for x in b[2])
        return raw(r"\noindent\begin{minipage}[t]{0.5\linewidth}\raggedright %s\end{minipage}\hfill"
                   r"\begin{minipage}[t]{0.46\linewidth}\raggedright %s\end{minipage}\par\medskip" % (left, right))
    raise ValueError(t)


def _hf(ls) -> str:
    if not ls:
        return ""
    return r"\parbox[b]{\textwidth}{\raggedright\footnotesize %s}" % r"\\".join(tsegs(x) for x in ls)


def render(doc: Doc) -> tuple[str, list[str]]:
    """Markdown text and the extra pandoc arguments (variables) of the document."""
    st = doc.style
    font = FONTS[st["font"] % len(FONTS)]
    n = len(doc.pages)
    includes = [r"\usepackage{fancyhdr}", r"\pagestyle{fancy}", r"\fancyhf{}", r"\renewcommand{\headrulewidth}{0.4pt}",
                r"\renewcommand{\footrulewidth}{0.4pt}", r"\hyphenpenalty=10000", r"\exhyphenpenalty=10000",
                r"\setlength{\parindent}{0pt}", r"\setlength{\parskip}{4pt}"]
    yaml = ["---", "header-includes: |", "  ```{=latex}"] + ["  " + x for x in includes] + ["  ```",
            'geometry: "a4paper,top=22mm,bottom=26mm,left=18mm,right=18mm,headheight=24pt,footskip=14mm"',
            "fontsize: %dpt" % (10 if st["size"] <= 9.5 else 11)]
    if font:
        yaml.append('mainfont: "%s"' % font)
    yaml.append("---")
    parts = ["\n".join(yaml), raw(r"\raggedright")]
    for i, blocks in enumerate(doc.pages):
        hf = r"\fancyhead[L]{%s}\fancyfoot[L]{%s}" % (_hf(doc.header(i, n)), _hf(doc.footer(i, n)))
        parts.append(raw((r"\newpage" if i else "") + hf))
        parts.extend(mblock(b) for b in blocks)
    args = ["-V", "title-meta=" + "".join(s.text if isinstance(s, V) else s for s in doc.meta_title)]
    if doc.meta_author:
        args += ["-V", "author-meta=" + "".join(s.text if isinstance(s, V) else s for s in doc.meta_author)]
    return "\n".join(parts) + "\n", args
