"""Corpus J — AbiWord producer: the page model written as RTF, converted by `abiword --to=pdf`."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

FONTS = {"sans": 0, "serif": 1, "dejavu": 2}
TW = 20  # twips per point


def esc(s: str) -> str:
    out = []
    for ch in s:
        o = ord(ch)
        if ch in "\\{}":
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\line ")
        elif ch == "\t":
            out.append("\\tab ")
        elif o < 128:
            out.append(ch)
        else:
            out.append("\\u%d?" % (o if o < 32768 else o - 65536))
    return "".join(out)


SLASH_LETTER = re.compile(r"/(?=[^\W\d_])")


def runs_rtf(runs, fields=False):
    out = []
    for r in runs:
        # a word joiner after a solidus: AbiWord would otherwise break "G/" + "L" (it is not drawn, not extracted)
        s = esc(SLASH_LETTER.sub("/\u2060", r["s"]))
        if fields:
            s = s.replace("\\{p\\}", "{\\field{\\*\\fldinst PAGE}{\\fldrslt 1}}")
            s = s.replace("\\{n\\}", "{\\field{\\*\\fldinst NUMPAGES}{\\fldrslt 1}}")
        if "b" in r["f"]:
            s = "{\\b " + s + "}"
        if "i" in r["f"]:
            s = "{\\i " + s + "}"
        out.append(s)
    return "".join(out)


AL = {"l": "\\ql", "c": "\\qc", "r": "\\qr"}
BRD = "\\brdrs\\brdrw8\\brdrcf2"


class RtfWriter:
    def __init__(self, doc):
        self.doc = doc
        self.g = doc["geometry"]
        self.f = FONTS.get(doc["style"]["font"], 0)

    def fs(self, size):
        return "\\fs%d" % round(size * 2)

    def para(self, runs, size, align="l", sa=0, extra="", intbl=False, color=""):
        return "\\pard\\plain%s\\f%d%s%s\\sb0\\sa%d%s %s%s\\par\n" % (
            "\\intbl" if intbl else "", self.f, self.fs(size), AL[align], round(sa * TW), extra, color, runs_rtf(runs))

    def row(self, cells, widths_tw, size, border, shade=False, aligns=None, pad=50):
        aligns = aligns or ["l"] * len(cells)
        out = ["\\trowd\\trgaph%d\\trleft0\\trpaddl%d\\trpaddr%d\\trpaddfl3\\trpaddfr3" % (pad, pad, pad)]
        x = 0
        for w in widths_tw:
            x += w
            cell = ""
            if border == "grid":
                cell += "\\clbrdrt%s\\clbrdrl%s\\clbrdrb%s\\clbrdrr%s" % (BRD, BRD, BRD, BRD)
            elif border in ("lines", "rows"):
                cell += "\\clbrdrb%s" % BRD
            if shade:
                cell += "\\clcbpat3"
            out.append(cell + "\\cellx%d" % x)
        out.append("\n")
        for c, a in zip(cells, aligns):
            if isinstance(c, str):  # pre-rendered paragraphs (columns)
                out.append(c.rstrip("\n")[:-4] + "\\cell\n" if c.endswith("\\par\n") else c + "\\cell\n")
            else:
                out.append("\\pard\\plain\\intbl\\f%d%s%s\\sb20\\sa20 %s\\cell\n" % (self.f, self.fs(size), AL[a], runs_rtf(c)))
        out.append("\\row\n")
        return "".join(out)

    def block(self, bl, width_pt, intbl=False):
        t = bl["t"]
        if t in ("p", "h"):
            extra = "\\li%d" % (bl.get("indent", 0) * TW) if bl.get("indent") else ""
            if t == "h" and bl.get("rule"):
                extra += "\\brdrb\\brdrs\\brdrw15\\brdrcf4\\brsp40"
            color = "\\cf4 " if t == "h" else ""
            out = self.para(bl["runs"], bl["size"], bl["align"], bl["space"], extra, intbl, color)
            if "brdrb" in extra:  # AbiWord 3.0.5 aborts on a bordered paragraph right before a table
                out += "\\pard\\plain%s\\f%d\\fs4\\sb0\\sa0\\par\n" % ("\\intbl" if intbl else "", self.f)
            return out
        if t == "space":
            return "\\pard\\plain%s\\f%d\\fs%d\\sb0\\sa0\\par\n" % ("\\intbl" if intbl else "", self.f, max(4, round(bl["h"] * 1.4)))
        if t == "rule":
            tb = "\\intbl" if intbl else ""
            return ("\\pard\\plain%s\\f%d\\fs8\\sb0\\sa60\\brdrb\\brdrs\\brdrw8\\brdrcf2\\par\n"
                    "\\pard\\plain%s\\f%d\\fs4\\sb0\\sa0\\par\n" % (tb, self.f, tb, self.f))
        if t == "kv" and intbl:  # AbiWord cannot nest tables: label, tab, value
            tab = round(bl["widths"][0] * width_pt * TW)
            return "".join("\\pard\\plain\\intbl\\f%d%s\\ql\\sb0\\sa30\\li%d\\fi-%d\\tx%d %s\\tab %s\\par\n" % (
                self.f, self.fs(bl["size"]), tab, tab, tab, runs_rtf(a), runs_rtf(b)) for a, b in bl["rows"])
        if t == "kv":
            wtw = [round(w * width_pt * TW) for w in bl["widths"]]
            out = []
            for a, b in bl["rows"]:
                if bl["stack"]:
                    out.append(self.para(a, bl["size"], "l", 0))
                    out.append(self.para(b, bl["size"], "l", 3, "\\li240"))
                else:
                    out.append(self.row([a, b], wtw, bl["size"], bl["border"]))
            out.append(self.para([], 3, "l", 2))
            return "".join(out)
        if t == "table":
            wtw = [round(w * width_pt * TW) for w in bl["widths"]]
            out = []
            if bl.get("caption"):
                out.append(self.para(bl["caption"], bl["size"], "l", 3))
            if bl["head"]:
                out.append(self.row(bl["head"], wtw, bl["size"], "grid" if bl["border"] == "grid" else "rows",
                                    bl["shade"], bl["align"]))
            for row in bl["rows"]:
                out.append(self.row(row, wtw, bl["size"], bl["border"], False, bl["align"]))
            out.append(self.para([], 4, "l", 2))
            return "".join(out)
        if t == "cols":
            wl = width_pt * bl["split"]
            wr = width_pt - wl
            left = "".join(self.block(b, wl - 10, True) for b in bl["left"]) or self.para([], 4, intbl=True)
            right = "".join(self.block(b, wr - 10, True) for b in bl["right"]) or self.para([], 4, intbl=True)
            border = "none"
            out = ["\\trowd\\trgaph100\\trleft0"]
            out.append("\\cellx%d" % round(wl * TW))
            out.append(("\\clbrdrl%s" % BRD if bl["rule"] else "") + "\\cellx%d\n" % round(width_pt * TW))
            out.append(left.rstrip("\n")[:-4] + "\\cell\n")
            out.append(right.rstrip("\n")[:-4] + "\\cell\n")
            out.append("\\row\n")
            out.append(self.para([], 4, "l", 2))
            del border
            return "".join(out)
        return ""

    def band(self, spec, kind):
        g = self.g
        tabs = "\\tqc\\tx%d\\tqr\\tx%d" % (round(g["body_w"] / 2 * TW), round(g["body_w"] * TW))
        lines = []
        rows = spec["rows"]
        for k, row in enumerate(rows):
            txt = "%s\\tab %s\\tab %s" % (runs_rtf(row.get("l", []), True), runs_rtf(row.get("c", []), True),
                                           runs_rtf(row.get("r", []), True))
            brd = ""
            if spec["rule"] and ((kind == "header" and k == len(rows) - 1) or (kind == "footer" and k == 0)):
                brd = ("\\brdrb" if kind == "header" else "\\brdrt") + "\\brdrs\\brdrw8\\brdrcf2\\brsp20"
            lines.append("\\pard\\plain\\f%d%s\\cf2%s%s %s\\par" % (self.f, self.fs(spec["size"]), tabs, brd, txt))
        return "{\\%s %s}\n" % (kind, "\n".join(lines))

    def write(self):
        d, g = self.doc, self.g
        acc = d["style"].get("accent", (0, 0, 0))
        head = ["{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1",
                "{\\fonttbl{\\f0\\fswiss Liberation Sans;}{\\f1\\froman Liberation Serif;}{\\f2\\fswiss DejaVu Sans;}}",
                "{\\colortbl;\\red0\\green0\\blue0;\\red90\\green90\\blue90;\\red224\\green228\\blue234;\\red%d\\green%d\\blue%d;}"
                % tuple(int(c * 255) for c in acc),
                "\\paperw11906\\paperh16838\\margl%d\\margr%d\\margt%d\\margb%d\\headery%d\\footery%d" % (
                    round(g["left"] * TW), round(g["right"] * TW), round(g["top"] * TW), round(g["bottom"] * TW),
                    round(g["header_y"] * TW), round(g["footer_y"] * TW)),
                ]
        # AbiWord 3.0.5 ignores \\titlepg and drops headers after \\sectd: one header for every page
        if d.get("header"):
            head.append(self.band(d["header"], "header"))
        if d.get("footer"):
            head.append(self.band(d["footer"], "footer"))
        body = []
        for pi, blocks in enumerate(d["pages"]):
            if pi:
                body.append("\\pard\\plain\\f%d\\fs4\\sb0\\sa0\\page\\par\n" % self.f)
            for bl in blocks:
                body.append(self.block(bl, g["body_w"]))
        return "\n".join(head) + "\n" + "".join(body) + "}\n"


def render(doc, out_pdf: Path, work: Path):
    src = work / (doc["name"] + ".rtf")
    src.write_text(RtfWriter(doc).write(), encoding="ascii")
    r = subprocess.run(["abiword", "--to=pdf", "--to-name=%s" % out_pdf, str(src)], capture_output=True, timeout=120,
                       env={"PATH": "/usr/bin:/bin", "HOME": str(work), "LANG": "C.UTF-8"})
    errors = []
    if r.returncode or not out_pdf.exists():
        errors.append("abiword rc=%s %s" % (r.returncode, r.stderr.decode("utf-8", "replace")[-300:]))
    return {"name": doc["name"], "pages": len(doc["pages"]), "errors": errors}
