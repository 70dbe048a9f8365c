"""Family 1 'grolist': GNU groff 1.22.4 native PDF device (gropdf), Courier / Courier-Bold listing.

Layout: a hospital information-system printout - fixed-width columns in no-fill mode, '=' and '-' rules,
establishment block and patient block side by side in two fixed columns, dotted-leader fields, tables as
space-aligned columns with a dashed rule under the header, check boxes written "[X]" / "[ ]", a patient
label framed with '+---+' characters, running head with a rule on every page, and a running foot (patient
identity + "page k/n") on every page. Lines are broken here (fixed 92-character measure), never by troff.
"""
from __future__ import annotations

import os
import subprocess

from .model import V, run_text, wrap

COLS = 92
LINES = 64  # body lines per page (9 pt on 11 pt leading)


def _m(s: str) -> float:
    return len(s)


def esc(s: str) -> str:
    s = s.replace("\\", "\\e")
    return s


class Page:
    def __init__(self):
        self.lines = []   # (text, values, bold)


def layout(doc):
    pages = [Page()]

    def add(text, vals=(), bold=False):
        if len(pages[-1].lines) >= LINES:
            pages.append(Page())
        pages[-1].lines.append((text, list(vals), bold))

    def need(n):
        if len(pages[-1].lines) + n > LINES:
            pages.append(Page())

    def para(run, indent=0, first=None, bold=False):
        lines = wrap(run, COLS - indent - (len(first) if first else 0), _m)
        for j, (t, v) in enumerate(lines):
            lead = (first if j == 0 else " " * len(first)) if first else ""
            add(" " * indent + lead + t, v, bold)

    for pi, blocks in enumerate(doc.pages):
        if pi > 0 and pages[-1].lines:
            pages.append(Page())
        for blk in blocks:
            kind = blk[0]
            if kind == "letterhead":
                left, right = blk[1], blk[2]
                lw = 50
                ll = [x for run in left for x in wrap(run, lw - 2, _m)]
                rl = [x for run in right for x in wrap(run, COLS - lw - 2, _m)]
                need(max(len(ll), len(rl)) + 2)
                add("=" * COLS)
                for j in range(max(len(ll), len(rl))):
                    lt, lv = ll[j] if j < len(ll) else ("", [])
                    rt, rv = rl[j] if j < len(rl) else ("", [])
                    add(lt.ljust(lw) + "| " + rt if rt else lt, lv + rv, j == 0)
                add("=" * COLS)
            elif kind == "title":
                need(3)
                add("")
                add(("*** " + blk[1].upper() + " ***").center(COLS).rstrip(), [], True)
                add("")
            elif kind == "h":
                need(4)
                add("")
                add(blk[1].upper(), [], True)
                add("-" * len(blk[1]))
            elif kind == "p":
                para(blk[1])
            elif kind == "kv":
                for label, run in blk[1]:
                    para(run, 0, (label + " ").ljust(26, ".") + ": ")
            elif kind == "checks":
                for on, run in blk[1]:
                    para(run, 2, "[X] " if on else "[ ] ")
            elif kind == "sticker":
                rows = [wrap(run, 46, _m) for run in blk[1]]
                flat = [x for rr in rows for x in rr]
                w = max(len(t) for t, _ in flat) + 2
                need(len(flat) + 2)
                add(" " * 44 + "+" + "-" * w + "+")
                for t, v in flat:
                    add(" " * 44 + "| " + t.ljust(w - 2) + " |", v)
                add(" " * 44 + "+" + "-" * w + "+")
            elif kind == "sign":
                need(len(blk[1]) + 1)
                add("")
                for run in blk[1]:
                    for t, v in wrap(run, 50, _m):
                        add(" " * (COLS - 52) + t, v)
            elif kind == "table":
                hdr, rows, widths = blk[1], blk[2], blk[3]
                cw = [max(6, int(w * (COLS - 2 * (len(widths) - 1)))) for w in widths]

                def row_lines(cells):
                    wrapped = [wrap(c, cw[j], _m) for j, c in enumerate(cells)]
                    out = []
                    for li in range(max(len(x) for x in wrapped)):
                        parts, vals = [], []
                        for j, x in enumerate(wrapped):
                            t, v = x[li] if li < len(x) else ("", [])
                            parts.append(t.ljust(cw[j]))
                            vals += v
                        out.append(("  ".join(parts).rstrip(), vals))
                    return out
                hl = row_lines(hdr)
                need(len(hl) + 2)
                for t, v in hl:
                    add(t, v, True)
                add("-" * min(COLS, sum(cw) + 2 * (len(cw) - 1)))
                for cells in rows:
                    rl_ = row_lines(cells)
                    need(len(rl_))
                    for t, v in rl_:
                        add(t, v)
            else:
                raise ValueError(kind)
    return pages


def render(doc, pdf_path: str, tmpdir: str) -> list:
    """Writes the PDF; returns, per page, the list of values printed there."""
    pages = layout(doc)
    n = len(pages)
    out = [".pl 29.7c", ".ll 19c", ".po 1.2c", ".nh", ".nf", ".ft CR", ".ps 9", ".vs 11p"]
    out.insert(0, ".pdfinfo /Author Bureau des entrees")
    out.insert(0, ".pdfinfo /Title %s" % _pdfstr(doc.meta_title))
    per_page = []
    for pi, pg in enumerate(pages):
        vals = []
        if pi:
            out.append(".bp")
        out.append(".sp |1.0c")
        for t, v in wrap(doc.head, COLS, _m):
            out.append("\\f(CB" + _line(t) + "\\fP")
            vals += v
        out.append("-" * COLS)
        for t, v, bold in pg.lines:
            out.append(("\\f(CB" + _line(t) + "\\fP") if bold else _line(t))
            vals += v
        out.append(".sp |27.6c")
        out.append("-" * COLS)
        fl = wrap(doc.foot, COLS - 12, _m)
        for j, (t, v) in enumerate(fl):
            out.append(_line(t + ("   page %d/%d" % (pi + 1, n) if j == len(fl) - 1 else "")))
            vals += v
        per_page.append(vals)
    src = os.path.join(tmpdir, doc.name + ".tr")
    with open(src, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    env = dict(os.environ, SOURCE_DATE_EPOCH="1735689600", TZ="UTC")
    with open(pdf_path, "wb") as f:
        subprocess.run(["groff", "-k", "-mpdf", "-Tpdf", "-P-pa4", src], stdout=f, check=True, env=env)
    return per_page


def _line(t: str) -> str:
    t = esc(t)
    if t.startswith((".", "'")):
        t = "\\&" + t
    return t if t else ""


def _pdfstr(s: str) -> str:
    from .ids import ascii_fold
    s = ascii_fold(s)
    return s.replace("\\", "").replace("(", "").replace(")", "")
