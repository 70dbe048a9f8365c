"""Layout of corpus M documents: one content model, four PDF producers.

A segment is either a plain string or an item dict (role, kind, text, ...).
Blocks: ("h", segs) ("p", segs) ("small", segs) ("kv", [(label, segs)]) ("table", head, rows, widths)
("box", blocks) ("cols", left_blocks, right_blocks) ("sp", points).
A page: {"header": [segs], "footer": [segs], "blocks": [...]}.
"""
from __future__ import annotations

import html
import subprocess
from pathlib import Path

W, H = 595.0, 842.0
CHAR_W = {"podofo": 0.56, "haru": 0.50, "fpdf": 0.52}


def seg_text(s):
    return s if isinstance(s, str) else s["text"]


def items_of(segs):
    return [s for s in segs if not isinstance(s, str)]


def block_items(b):
    t = b[0]
    if t in ("h", "p", "small"):
        return items_of(b[1])
    if t == "kv":
        return [it for _, v in b[1] for it in items_of(v)]
    if t == "table":
        return [it for row in b[2] for cell in row for it in items_of(cell)]
    if t == "box":
        return [it for x in b[1] for it in block_items(x)]
    if t == "cols":
        return [it for x in b[1] + b[2] for it in block_items(x)]
    return []


def page_items(pg):
    out = []
    for line in pg["header"]:
        out += items_of(line)
    for b in pg["blocks"]:
        out += block_items(b)
    for line in pg["footer"]:
        out += items_of(line)
    return out


# ------------------------------------------------------------------ absolute layout (haru, podofo, fpdf)


class Layout:
    def __init__(self, producer):
        self.cw = CHAR_W[producer]
        self.cmds = []
        self.y = 0.0

    def width(self, text, size):
        return len(text) * size * self.cw

    def tokens(self, segs):
        toks = []
        for s in segs:
            if isinstance(s, str):
                parts = s.split(" ")
                for i, p in enumerate(parts):
                    toks.append((p, i < len(parts) - 1 or s.endswith(" ")))
            else:
                toks.append((s["text"], False))
        # glue: a token followed by no space joins the next one
        words, cur = [], ""
        for t, space in toks:
            cur += t
            if space:
                if cur:
                    words.append(cur)
                cur = ""
        if cur:
            words.append(cur)
        return words

    def wrap(self, segs, size, width):
        lines, cur = [], ""
        for w in self.tokens(segs):
            cand = (cur + " " + w) if cur else w
            if cur and self.width(cand, size) > width:
                lines.append(cur)
                cur = w
            else:
                cur = cand
        if cur:
            lines.append(cur)
        return lines

    def text(self, x, y, size, font, t):
        t = t.replace("\t", " ")
        self.cmds.append("T\t%.1f\t%.1f\t%.1f\t%s\t%s" % (x, y, size, font, t))

    def para(self, segs, x, width, size=10, font="R", lead=1.35):
        for line in self.wrap(segs, size, width):
            self.y -= size * lead
            self.text(x, self.y, size, font, line)

    def blocks(self, blocks, x, width, base):
        for b in blocks:
            t = b[0]
            if t == "h":
                self.y -= 6
                self.para(b[1], x, width, base + 2.5, "B")
                self.y -= 2
            elif t == "p":
                self.para(b[1], x, width, base)
                self.y -= 3
            elif t == "small":
                self.para(b[1], x, width, base - 2.5)
            elif t == "sp":
                self.y -= b[1]
            elif t == "kv":
                lw = max(self.width(k, base) for k, _ in b[1]) + 8
                for k, v in b[1]:
                    self.y -= base * 1.4
                    self.text(x, self.y, base, "B", k)
                    y0 = self.y + base * 1.35
                    self.y = y0
                    self.para(v, x + lw, width - lw, base)
            elif t == "table":
                head, rows, widths = b[1], b[2], b[3]
                tot = sum(widths)
                ws = [width * w / tot for w in widths]
                size = base - 1
                rh = size * 1.6
                top = self.y - 2
                self.y = top
                for ri, row in enumerate([[[h] for h in head]] + rows):
                    self.y -= rh
                    if ri == 0:
                        self.cmds.append("F\t%.1f\t%.1f\t%.1f\t%.1f\t0.85" % (x, self.y, width, rh))
                    cx = x
                    for ci, cell in enumerate(row):
                        txt = "".join(seg_text(s) for s in cell)
                        self.text(cx + 3, self.y + size * 0.45, size, "B" if ri == 0 else "R", txt)
                        cx += ws[ci]
                    self.cmds.append("L\t%.1f\t%.1f\t%.1f\t%.1f\t0.4" % (x, self.y, x + width, self.y))
                self.cmds.append("R\t%.1f\t%.1f\t%.1f\t%.1f\t0.6" % (x, self.y, width, top - self.y))
                cx = x
                for w in ws[:-1]:
                    cx += w
                    self.cmds.append("L\t%.1f\t%.1f\t%.1f\t%.1f\t0.4" % (cx, self.y, cx, top))
                self.y -= 6
            elif t == "box":
                top = self.y - 2
                self.y = top - 2
                self.blocks(b[1], x + 6, width - 12, base)
                self.y -= 5
                self.cmds.append("R\t%.1f\t%.1f\t%.1f\t%.1f\t0.8" % (x, self.y, width, top - self.y))
                self.y -= 6
            elif t == "cols":
                top = self.y
                half = (width - 14) / 2
                self.blocks(b[1], x, half, base)
                yl = self.y
                self.y = top
                self.blocks(b[2], x + half + 14, half, base)
                self.y = min(yl, self.y)
                self.cmds.append("L\t%.1f\t%.1f\t%.1f\t%.1f\t0.3" % (x + half + 7, top - 4, x + half + 7, self.y + 4))


def draw_list(doc, producer):
    lay = Layout(producer)
    m = doc["meta"]
    lay.cmds.append("META\t%s\t%s\t%s\t%s" % (m["title"], m["author"], m["subject"], m["keywords"]))
    base = doc.get("base", 10)
    for pg in doc["pages"]:
        lay.cmds.append("P\t%d\t%d" % (W, H))
        lay.y = H - 36
        for i, line in enumerate(pg["header"]):
            lay.para(line, 48, W - 96, 12 if i == 0 else 8.5, "B" if i == 0 else "R", 1.25)
        lay.y -= 4
        lay.cmds.append("L\t48\t%.1f\t%.1f\t%.1f\t0.8" % (lay.y, W - 48, lay.y))
        lay.y -= 4
        lay.blocks(pg["blocks"], 52, W - 104, base)
        if lay.y < 40 + 11 * len(pg["footer"]):
            raise RuntimeError("page overflow in %s (y=%.0f)" % (doc["name"], lay.y))
        fy = 26 + 10 * len(pg["footer"])
        lay.cmds.append("L\t48\t%.1f\t%.1f\t%.1f\t0.5" % (fy + 2, W - 48, fy + 2))
        lay.y = fy + 2
        for line in pg["footer"]:
            lay.para(line, 48, W - 96, 7.5, "R", 1.3)
    return lay.cmds


# ------------------------------------------------------------------ HTML (htmldoc)


def h_segs(segs):
    out = []
    for s in segs:
        if isinstance(s, str):
            out.append(html.escape(s))
        else:
            out.append(html.escape(s["text"]).replace(" ", "&nbsp;"))
    return "".join(out)


def h_blocks(blocks):
    out = []
    for b in blocks:
        t = b[0]
        if t == "h":
            out.append("<h3>%s</h3>" % h_segs(b[1]))
        elif t == "p":
            out.append("<p>%s</p>" % h_segs(b[1]))
        elif t == "small":
            out.append("<p><font size=\"1\">%s</font></p>" % h_segs(b[1]))
        elif t == "sp":
            out.append("<br>")
        elif t == "kv":
            out.append("<table cellpadding=\"1\" cellspacing=\"0\">" + "".join(
                "<tr><td valign=\"top\"><b>%s</b></td><td>%s</td></tr>" % (html.escape(k), h_segs(v)) for k, v in b[1]) + "</table>")
        elif t == "table":
            tot = sum(b[3])
            rows = ["<tr bgcolor=\"#dddddd\">" + "".join("<th width=\"%d%%\" align=\"left\">%s</th>" % (100 * w // tot, html.escape(h))
                                                         for h, w in zip(b[1], b[3])) + "</tr>"]
            for row in b[2]:
                rows.append("<tr>" + "".join("<td>%s</td>" % h_segs(c) for c in row) + "</tr>")
            out.append("<table border=\"1\" cellpadding=\"2\" cellspacing=\"0\" width=\"100%%\">%s</table>" % "".join(rows))
        elif t == "box":
            out.append("<table border=\"1\" cellpadding=\"5\" cellspacing=\"0\" width=\"100%%\"><tr><td>%s</td></tr></table>" % h_blocks(b[1]))
        elif t == "cols":
            out.append("<table width=\"100%%\" cellpadding=\"3\"><tr><td width=\"50%%\" valign=\"top\">%s</td>"
                       "<td width=\"50%%\" valign=\"top\">%s</td></tr></table>" % (h_blocks(b[1]), h_blocks(b[2])))
    return "\n".join(out)


def to_html(doc):
    m = doc["meta"]
    parts = ["<html><head><meta charset=\"utf-8\"><title>%s</title><meta name=\"author\" content=\"%s\">"
             "<meta name=\"subject\" content=\"%s\"><meta name=\"keywords\" content=\"%s\"></head><body>"
             % tuple(html.escape(m[k], quote=True) for k in ("title", "author", "subject", "keywords"))]
    for i, pg in enumerate(doc["pages"]):
        if i:
            parts.append("<!-- PAGE BREAK -->")
        hd = pg["header"]
        parts.append("<table width=\"100%%\" border=\"0\" cellpadding=\"1\"><tr><td><b><font size=\"+1\">%s</font></b><br>%s</td></tr></table><hr>"
                     % (h_segs(hd[0]), "<br>".join("<font size=\"2\">%s</font>" % h_segs(x) for x in hd[1:])))
        parts.append(h_blocks(pg["blocks"]))
        parts.append("<hr>" + "<br>".join("<font size=\"1\">%s</font>" % h_segs(x) for x in pg["footer"]))
    parts.append("</body></html>")
    return "\n".join(parts)


# ------------------------------------------------------------------ producers


def produce(doc, producer, out: Path, work: Path, tools_dir: Path):
    work.mkdir(parents=True, exist_ok=True)
    if producer == "htmldoc":
        src = work / (doc["name"] + ".html")
        src.write_text(to_html(doc), encoding="utf-8")
        r = subprocess.run(["htmldoc", "--webpage", "-t", "pdf14", "--charset", "utf-8", "--embedfonts",
                            "--header", "...", "--footer", "...", "--left", "1.6cm", "--right", "1.6cm",
                            "--top", "1.2cm", "--bottom", "1.2cm", "--size", "a4",
                            "--bodyfont", doc.get("htmlfont", "sans"), "--fontsize", "9.5", "-f", str(out), str(src)],
                           capture_output=True)
        if not out.exists():
            raise RuntimeError("htmldoc failed: %s" % r.stderr.decode()[-500:])
        return "htmldoc"
    cmds = draw_list(doc, producer)
    src = work / (doc["name"] + "." + producer + ".txt")
    src.write_text("\n".join(cmds) + "\n", encoding="utf-8")
    if producer == "haru":
        from .haru_draw import render
        render(cmds, out)
    elif producer == "podofo":
        exe = work.parent / "corpusm-build" / "podofo_draw"
        if not exe.exists():
            exe.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run(["g++", "-O1", "-o", str(exe), str(tools_dir / "podofo_draw.cpp"), "-lpodofo"], check=True)
        subprocess.run([str(exe), str(src), str(out)], check=True, capture_output=True)
    elif producer == "fpdf":
        subprocess.run(["php", str(tools_dir / "fpdf_draw.php"), str(src), str(out)], check=True, capture_output=True)
    return producer
