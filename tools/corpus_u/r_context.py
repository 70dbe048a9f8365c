"""Producer 2: ConTeXt MkIV (Debian 12 package `context`), letters and forms with \\framed, TABLE, tabulate, header/footer."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

from .model import Running

_ESC = {"\\": r"\letterbackslash{}", "#": r"\#", "$": r"\$", "%": r"\%", "&": r"\&", "_": r"\_", "{": r"\{",
        "}": r"\}", "~": r"\lettertilde{}", "^": r"\letterhat{}", "|": r"\letterbar{}"}


def esc(t: str) -> str:
    return "".join(_ESC.get(ch, ch) for ch in t)


def _t(segs, bold_items=False):
    out = []
    for s in segs:
        if isinstance(s, str):
            out.append(esc(s).replace("\n", "\\\\\n"))
        else:
            t = esc(s.text)
            if "-" in s.text and len(s.text) < 40:
                t = "\\hbox{%s}" % t  # a hyphenated value is never broken across lines
            out.append(("{\\bf %s}" % t) if bold_items and s.role == "pii" and s.kind == "PERSONNE" else t)
    return "".join(out)


def _run(run: Running) -> str:
    t = _t(run.segs)
    return t.replace("{p}", "\\pagenumber{}").replace("{n}", "\\lastpagenumber{}").replace("\\{p\\}", "\\pagenumber{}").replace("\\{n\\}", "\\lastpagenumber{}")


def to_tex(doc, variant: int) -> str:
    font = ["dejavu", "termes", "heros", "pagella"][variant % 4]
    L = [r"\mainlanguage[fr]", r"\setuppapersize[A4]", r"\setupbodyfont[%s,10pt]" % font, r"\nohyphens",
         r"\setuppagenumbering[location=]", r"\setuplayout[topspace=1.2cm,header=1cm,footer=1cm,height=middle,backspace=2cm,width=middle]",
         r"\setupwhitespace[medium]", r"\setupalign[flushleft]", r"\setuptolerance[verytolerant,stretch]", r"\setupindenting[no]",
         r"\setupheadertexts[{\tfx %s}][]" % _run(doc["header"]),
         r"\setupfootertexts[{\tfx %s}][]" % _run(doc["footer"])]
    if doc.get("meta_title"):
        L.append(r"\setupinteraction[state=start,title={%s},author={%s},subtitle={%s}]" % (
            esc(doc["meta_title"]), esc(doc.get("meta_author", "")), esc(doc.get("meta_subject", ""))))
    L.append(r"\starttext")
    for b in doc["blocks"]:
        k = b[0]
        if k == "letterhead":
            lines = b[1]
            if variant % 2:
                L.append(r"\framed[frame=off,leftframe=on,rulethickness=2pt,align=right,width=\textwidth]{{\bf %s}\\ %s}" % (
                    _t(lines[0]), "\\\\ ".join(_t(x) for x in lines[1:])))
            else:
                L.append(r"\startalignment[flushleft]{\bfa %s}\\ %s\stopalignment" % (_t(lines[0]), "\\\\ ".join(_t(x) for x in lines[1:])))
            L.append(r"\blank[big]")
        elif k == "title":
            L.append(r"\startalignment[middle]{\bfb %s}\stopalignment\blank" % _t(b[1]))
        elif k == "h":
            L.append(r"\blank[small]{\bf %s}\blank[small]" % esc(b[1]))
        elif k == "p":
            L.append(_t(b[1], bold_items=variant % 3 == 0) + "\n")
        elif k == "kv":
            rows, style = b[1], b[2]
            if style == "colon":
                L.append(r"\starttabulate[|l|p|]")
                L += [r"\NC %s : \NC %s \NC\NR" % (esc(c), _t(v)) for c, v in rows]
                L.append(r"\stoptabulate")
            elif style == "dots":
                L += [r"\par\noindent\hbox to 6.5cm{%s\dotfill}\ %s\par" % (esc(c), _t(v)) for c, v in rows]
            elif style == "under":
                L.append(r"\bTABLE[frame=off,bottomframe=on,offset=2pt]")
                L.append(r"\bTR " + " ".join(r"\bTD %s \eTD" % _t(v) for _, v in rows) + r" \eTR")
                L.append(r"\bTR[bottomframe=off] " + " ".join(r"\bTD \tfx %s \eTD" % esc(c) for c, _ in rows) + r" \eTR")
                L.append(r"\eTABLE\par")
            else:
                L.append(r"\bTABLE[offset=3pt]")
                L += [r"\bTR \bTD[background=color,backgroundcolor=lightgray] %s \eTD \bTD %s \eTD \eTR" % (esc(c), _t(v)) for c, v in rows]
                L.append(r"\eTABLE\par")
        elif k == "cols":
            left, right = b[1], b[2]
            n = max(len(left), len(right))
            L.append(r"\bTABLE[frame=off,offset=2pt,align=flushleft]")
            for i in range(n):
                a = left[i] if i < len(left) else ("", [])
                c = right[i] if i < len(right) else ("", [])
                L.append(r"\bTR \bTD[width=2.8cm] %s \eTD \bTD[width=5.4cm] %s \eTD \bTD[width=2.8cm] %s \eTD \bTD[width=5.4cm] %s \eTD \eTR" % (
                    esc(a[0]) + (" :" if a[0] else ""), _t(a[1]), esc(c[0]) + (" :" if c[0] else ""), _t(c[1])))
            L.append(r"\eTABLE\par")
        elif k == "box":
            L.append(r"\startalignment[flushright]\framed[width=8.5cm,align=flushleft,corner=round,offset=4pt]{%s}\stopalignment" %
                     "\\\\ ".join(_t(x) for x in b[1]))
        elif k == "table":
            hdr, rows = b[1], b[2]
            L.append(r"\bTABLE[offset=2pt,split=yes]")
            L.append(r"\bTABLEhead\bTR " + " ".join(r"\bTH %s \eTH" % esc(h) for h in hdr) + r" \eTR\eTABLEhead")
            L.append(r"\bTABLEbody")
            L += [r"\bTR " + " ".join(r"\bTD %s \eTD" % _t(c) for c in row) + r" \eTR" for row in rows]
            L.append(r"\eTABLEbody\eTABLE\par")
        elif k == "sig":
            L.append(r"\blank\startalignment[flushright]%s\stopalignment" % "\\\\ ".join(_t(x) for x in b[1]))
    L.append(r"\stoptext")
    return "\n".join(L) + "\n"


def render(doc, work: Path, name: str, variant: int) -> Path:
    work.mkdir(parents=True, exist_ok=True)
    tex = work / (name + ".tex")
    tex.write_text(to_tex(doc, variant), encoding="utf-8")
    env = dict(os.environ, SOURCE_DATE_EPOCH="1735732800", FORCE_SOURCE_DATE="1")
    r = subprocess.run(["context", "--batchmode", "--noconsole", "--purgeall", tex.name], cwd=work,
                       capture_output=True, timeout=300, env=env)
    pdf = work / (name + ".pdf")
    if r.returncode != 0 or not pdf.exists():
        raise RuntimeError("context a échoué pour %s: %s" % (name, r.stdout.decode("utf-8", "replace")[-1500:]))
    return pdf
