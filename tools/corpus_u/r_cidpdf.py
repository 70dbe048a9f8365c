"""Producer 4: a hand-written PDF writer (no PDF library) with composite TrueType fonts.

Fonts are CIDFontType2 descendants of Type0 fonts with /Encoding /Identity-H, /CIDToGIDMap /Identity,
a subset (glyph ids retained, fontTools) of DejaVu or Liberation embedded as /FontFile2, a /W width array and a
/ToUnicode CMap. Text is shown as 2-byte glyph ids in TJ arrays with kerning; some words are split over several
Tj/TJ operators or text objects; tables are drawn with lines; form captions and values are separate text objects
(sometimes values are written before their captions).
"""
from __future__ import annotations

import io
import random
import zlib
from pathlib import Path

from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTFont
import logging

logging.getLogger("fontTools").setLevel(logging.ERROR)

from .model import Item, Running

FONTS = {
    "DejaVuSans": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    "LiberationSans": ("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
                       "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"),
    "LiberationSerif": ("/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
                        "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf"),
}
KERN = {"AV": -70, "Av": -40, "Te": -60, "To": -60, "Vo": -50, "Ya": -60, "LT": -80, "P.": -90, "r,": -40, "y.": -50,
        "f.": -30, "Ta": -60, "Wa": -40, "av": -20, "ve": -15, "rt": -10}
W, H = 595.28, 841.89


class Font:
    def __init__(self, path: str, tag: str):
        self.path, self.tag = path, tag
        self.tt = TTFont(path)
        self.cmap = self.tt.getBestCmap()
        self.upm = self.tt["head"].unitsPerEm
        self.hmtx = self.tt["hmtx"]
        self.order = self.tt.getGlyphOrder()
        self.gid_of = {n: i for i, n in enumerate(self.order)}
        self.used: dict[int, str] = {}
        self.name = self.tt["name"].getDebugName(6) or "Font"

    def gid(self, ch: str) -> int:
        g = self.cmap.get(ord(ch))
        if g is None:
            g = self.cmap.get(ord("?"))
        gid = self.gid_of[g]
        self.used.setdefault(gid, ch)
        return gid

    def width(self, gid: int) -> float:
        return self.hmtx[self.order[gid]][0] * 1000.0 / self.upm

    def text_width(self, s: str, size: float) -> float:
        return sum(self.width(self.gid(ch)) for ch in s) * size / 1000.0

    def subset_bytes(self) -> bytes:
        opts = Options()
        opts.retain_gids = True
        opts.notdef_outline = True
        opts.name_IDs = ["*"]
        opts.layout_features = []
        font = TTFont(self.path)
        sub = Subsetter(opts)
        sub.populate(gids=sorted(set(self.used) | {0}))
        sub.subset(font)
        buf = io.BytesIO()
        font.save(buf)
        return buf.getvalue()


class Writer:
    def __init__(self, rng: random.Random, family: str, size: float):
        self.rng = rng
        reg, bold = FONTS[family]
        self.fonts = {"R": Font(reg, "F1"), "B": Font(bold, "F2")}
        self.size = size
        self.pages: list[list[str]] = []
        self.new_page()

    # ------------------------------------------------------------ low level
    def new_page(self):
        self.ops: list[str] = []
        self.pages.append(self.ops)
        self.y = H - 95

    def _hex(self, font: Font, s: str) -> str:
        return "<" + "".join("%04X" % font.gid(ch) for ch in s) + ">"

    def _tj(self, font: Font, s: str) -> str:
        """TJ array with kerning between known pairs."""
        parts, cur = [], ""
        for i, ch in enumerate(s):
            cur += ch
            if i + 1 < len(s) and s[i:i + 2] in KERN:
                parts.append(self._hex(font, cur))
                parts.append(str(-KERN[s[i:i + 2]]))
                cur = ""
        if cur:
            parts.append(self._hex(font, cur))
        return "[" + " ".join(parts) + "] TJ"

    def kern_width(self, font: Font, s: str, size: float) -> float:
        w = font.text_width(s, size)
        for i in range(len(s) - 1):
            if s[i:i + 2] in KERN:
                w += KERN[s[i:i + 2]] * size / 1000.0
        return w

    def text(self, x: float, y: float, s: str, size: float | None = None, style: str = "R", split: bool = True):
        """One positioned text object; long strings are sometimes cut into several Tj/TJ operators mid-word."""
        if not s:
            return
        size = size or self.size
        f = self.fonts[style]
        ops = ["BT", "/%s %.1f Tf" % (f.tag, size), "1 0 0 1 %.2f %.2f Tm" % (x, y)]
        chunks = [s]
        if split and len(s) > 6 and self.rng.random() < 0.45:
            cuts = sorted(self.rng.sample(range(2, len(s) - 1), min(2, len(s) - 3)))
            chunks = [s[a:b] for a, b in zip([0] + cuts, cuts + [len(s)])]
        for ch in chunks:
            if split and self.rng.random() < 0.5:
                ops.append(self._hex(f, ch) + " Tj")
            else:
                ops.append(self._tj(f, ch))
        ops.append("ET")
        self.ops.append("\n".join(ops))

    def text_pieces(self, x, y, s, size=None, style="R"):
        """The same string written as two text objects, the second positioned at the computed advance."""
        size = size or self.size
        f = self.fonts[style]
        if len(s) > 5 and self.rng.random() < 0.5:
            k = self.rng.randint(2, len(s) - 2)
            a, b = s[:k], s[k:]
            order = [(x, a), (x + self.kern_width(f, a, size), b)]
            for xx, t in order:
                self.text(xx, y, t, size, style, split=False)
        else:
            self.text(x, y, s, size, style)

    def line(self, x1, y1, x2, y2, w=0.5, dash=None):
        self.ops.append("q %.2f w %s%.2f %.2f m %.2f %.2f l S Q" % (w, ("[%s] 0 d " % dash) if dash else "", x1, y1, x2, y2))

    def rect(self, x, y, w, h, lw=0.6, fill=None):
        if fill is not None:
            self.ops.append("q %.2f g %.2f %.2f %.2f %.2f re f Q" % (fill, x, y, w, h))
        else:
            self.ops.append("q %.2f w %.2f %.2f %.2f %.2f re S Q" % (lw, x, y, w, h))

    def width(self, s, size=None, style="R"):
        return self.kern_width(self.fonts[style], s, size or self.size)

    # ------------------------------------------------------------ file
    def save(self, path: Path, header: Running, footer: Running, info: dict, xmp: str | None):
        n = len(self.pages)
        for i, ops in enumerate(self.pages):
            self.ops = ops
            for run, y, size in ((header, H - 40, 7.5), (footer, 30, 7)):
                if run is None:
                    continue
                t = "".join(s if isinstance(s, str) else s.text for s in run.segs).replace("{p}", str(i + 1)).replace("{n}", str(n))
                self.text(48, y, t, size, split=True)
            self.line(48, H - 46, W - 48, H - 46, 0.4)
        objs: list[bytes] = []

        def add(b) -> int:
            objs.append(b if isinstance(b, bytes) else b.encode("latin-1"))
            return len(objs)

        def stream(dict_extra: str, data: bytes) -> bytes:
            z = zlib.compress(data)
            return b"<< /Length %d /Filter /FlateDecode %s >>\nstream\n" % (len(z), dict_extra.encode()) + z + b"\nendstream"

        font_refs = {}
        for key, f in self.fonts.items():
            if not f.used:
                continue
            data = f.subset_bytes()
            ff = add(stream("/Length1 %d" % len(data), data))
            head = f.tt["head"]
            sc = 1000.0 / f.upm
            tag = "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(6))
            base = tag + "+" + f.name.replace(" ", "")
            os2 = f.tt["OS/2"]
            desc = add("<< /Type /FontDescriptor /FontName /%s /Flags %d /FontBBox [%d %d %d %d] /ItalicAngle 0 /Ascent %d "
                       "/Descent %d /CapHeight %d /StemV 80 /FontFile2 %d 0 R >>" % (
                           base, 34 if "Serif" in f.path else 32, head.xMin * sc, head.yMin * sc, head.xMax * sc, head.yMax * sc,
                           os2.sTypoAscender * sc, os2.sTypoDescender * sc, getattr(os2, "sCapHeight", 700) * sc, ff))
            gids = sorted(f.used)
            warr = " ".join("%d [%d]" % (g, round(f.width(g))) for g in gids)
            cid = add("<< /Type /Font /Subtype /CIDFontType2 /BaseFont /%s /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) "
                      "/Supplement 0 >> /FontDescriptor %d 0 R /DW 1000 /W [%s] /CIDToGIDMap /Identity >>" % (base, desc, warr))
            lines = ["/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap",
                     "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def", "/CMapName /Adobe-Identity-UCS def",
                     "/CMapType 2 def", "1 begincodespacerange", "<0000> <FFFF>", "endcodespacerange"]
            for k in range(0, len(gids), 100):
                chunk = gids[k:k + 100]
                lines.append("%d beginbfchar" % len(chunk))
                for g in chunk:
                    lines.append("<%04X> <%s>" % (g, f.used[g].encode("utf-16-be").hex().upper()))
                lines.append("endbfchar")
            lines += ["endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end"]
            tu = add(stream("", "\n".join(lines).encode("ascii")))
            font_refs[f.tag] = add("<< /Type /Font /Subtype /Type0 /BaseFont /%s /Encoding /Identity-H /DescendantFonts [%d 0 R] "
                                   "/ToUnicode %d 0 R >>" % (base, cid, tu))
        fontdict = " ".join("/%s %d 0 R" % (t, r) for t, r in font_refs.items())
        pages_id = len(objs) + 2 * n + 1
        kids = []
        for ops in self.pages:
            c = add(stream("", "\n".join(ops).encode("latin-1")))
            kids.append(add("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %.2f %.2f] /Resources << /Font << %s >> "
                            "/ProcSet [/PDF /Text] >> /Contents %d 0 R >>" % (pages_id, W, H, fontdict, c)))
        assert add("<< /Type /Pages /Kids [%s] /Count %d >>" % (" ".join("%d 0 R" % k for k in kids), n)) == pages_id
        meta = ""
        if xmp:
            m = add(b"<< /Type /Metadata /Subtype /XML /Length %d >>\nstream\n" % len(xmp.encode("utf-8")) + xmp.encode("utf-8") + b"\nendstream")
            meta = " /Metadata %d 0 R" % m
        cat = add("<< /Type /Catalog /Pages %d 0 R /Lang (fr-FR)%s >>" % (pages_id, meta))

        def pdfstr(s):
            return "<FEFF" + s.encode("utf-16-be").hex().upper() + ">"
        inf = add("<< %s /Producer (Corpus U CID writer 1.0) /CreationDate (D:20250101120000+01'00') >>" %
                  " ".join("/%s %s" % (k, pdfstr(v)) for k, v in info.items()))
        out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
        offs = []
        for i, o in enumerate(objs, 1):
            offs.append(len(out))
            out += b"%d 0 obj\n" % i + o + b"\nendobj\n"
        xref = len(out)
        out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
        for o in offs:
            out += b"%010d 00000 n \n" % o
        out += b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, cat, inf, xref)
        path.write_bytes(bytes(out))


# ---------------------------------------------------------------- layout of the model
def _s(segs):
    return "".join(s if isinstance(s, str) else s.text for s in segs)


def _tokens(segs):
    """Breakable words; personal values and kept items stay whole."""
    toks = []
    for s in segs:
        if isinstance(s, Item):
            toks.append((s.text, True))
        else:
            for i, part in enumerate(s.split(" ")):
                if i:
                    toks.append((" ", False))
                for j, line in enumerate(part.split("\n")):
                    if j:
                        toks.append(("\n", False))
                    if line:
                        toks.append((line, False))
    return toks


class Layout:
    def __init__(self, w: Writer, rng):
        self.w, self.rng = w, rng
        self.left, self.right, self.bottom = 56, W - 56, 60

    def need(self, h):
        if self.w.y - h < self.bottom:
            self.w.new_page()

    def para(self, segs, size=None, style="R", x0=None, x1=None, lead=1.35):
        w = self.w
        size = size or w.size
        x0 = self.left if x0 is None else x0
        x1 = self.right if x1 is None else x1
        lines, cur = [], ""
        for tok, _ in _tokens(segs):
            if tok == "\n":
                lines.append(cur); cur = ""; continue
            cand = cur + tok
            if cur and w.width(cand.rstrip(), size, style) > x1 - x0 and tok != " ":
                lines.append(cur.rstrip()); cur = tok
            else:
                cur = cand
        lines.append(cur.rstrip())
        for ln in lines:
            self.need(size * lead)
            w.y -= size * lead
            if self.rng.random() < 0.3 and " " in ln:
                # the line written word-group by word-group, each in its own text object
                words = ln.split(" ")
                k = self.rng.randint(1, len(words) - 1)
                a, b = " ".join(words[:k]) + " ", " ".join(words[k:])
                w.text(x0, w.y, a, size, style, split=False)
                w.text(x0 + w.width(a, size, style), w.y, b, size, style, split=False)
            else:
                w.text(x0, w.y, ln, size, style)
        w.y -= size * 0.4

    def kv(self, rows, style):
        w = self.w
        if style == "under":
            # fields flow left to right, value above its caption in 7 pt; a field too wide starts a new row
            x = self.left
            self.need(34)
            w.y -= 14
            for cap, v in rows:
                vt = _s(v) + " "
                fw = max(w.width(vt, w.size, "B"), w.width(cap, 7)) + 16
                if x + fw > self.right and x > self.left:
                    x = self.left
                    w.y -= 26
                    self.need(34)
                vals_first = self.rng.random() < 0.6
                ops = [lambda x=x, vt=vt: w.text_pieces(x + 2, w.y, vt, w.size, "B"),
                       lambda x=x, cap=cap: w.text(x + 2, w.y - 10, cap, 7, split=False)]
                for op in (ops if vals_first else ops[::-1]):
                    op()
                w.line(x + 2, w.y - 3, x + fw - 8, w.y - 3, 0.4)
                x += fw
            w.y -= 18
            return
        capw = max(w.width(c + " :") for c, _ in rows) + 10
        for cap, v in rows:
            self.need(16)
            w.y -= w.size * 1.5
            vx = self.left + (capw + 60 if style == "dots" else capw)
            draw_v = lambda: w.text_pieces(vx, w.y, _s(v) + " ")
            draw_c = lambda: w.text(self.left, w.y, cap + ("" if style == "dots" else " :"), split=False)
            if self.rng.random() < 0.5:
                draw_v(); draw_c()
            else:
                draw_c(); draw_v()
            if style == "dots":
                x = self.left + w.width(cap) + 4
                if self.rng.random() < 0.5:
                    w.line(x, w.y + 1, vx - 4, w.y + 1, 0.8, dash="0.8 2.5")
                else:
                    nd = int((vx - 4 - x) / w.width("."))
                    w.text(x, w.y, "." * max(nd, 3), split=False)
        w.y -= 6

    def table(self, header, rows, border=True, caption_first_col=False):
        w = self.w
        n = len(header) if header else len(rows[0])
        tw = self.right - self.left
        widths = [max([w.width(_s(r[j])) for r in rows] + ([w.width(header[j], style="B")] if header else [0])) + 10 for j in range(n)]
        scale = tw / sum(widths) if sum(widths) > tw or self.rng.random() < 0.5 else 1.0
        widths = [x * scale for x in widths]
        rh = w.size * 1.8
        allrows = ([(header, True)] if header else []) + [(r, False) for r in rows]
        for cells, is_h in allrows:
            self.need(rh)
            top = w.y
            w.y -= rh
            x = self.left
            if is_h:
                w.rect(self.left, w.y, sum(widths), rh, fill=0.88)
            for j in range(n):
                t = cells[j] if is_h else _s(cells[j])
                w.text(x + 4, w.y + rh * 0.32, t, w.size, "B" if is_h or (caption_first_col and j == 0) else "R")
                x += widths[j]
            if border:
                w.line(self.left, w.y, self.left + sum(widths), w.y, 0.5)
                w.line(self.left, top, self.left + sum(widths), top, 0.5)
                x = self.left
                for j in range(n + 1):
                    w.line(x, top, x, w.y, 0.5)
                    if j < n:
                        x += widths[j]
        w.y -= 8


def render(doc, work: Path, name: str, variant: int, rng: random.Random) -> Path:
    fam = ["DejaVuSans", "LiberationSans", "LiberationSerif"][variant % 3]
    w = Writer(rng, fam, 9.5 if fam != "LiberationSerif" else 10.5)
    L = Layout(w, rng)
    for b in doc["blocks"]:
        k = b[0]
        if k == "letterhead":
            lines = b[1]
            if variant % 2:
                L.para(lines[0], 12, "B")
                for ln in lines[1:]:
                    L.para(ln, 8)
            else:  # letterhead at the right, drawn as separate objects
                y0 = w.y
                for i, ln in enumerate(lines):
                    t = _s(ln)
                    size = 10 if i == 0 else 8
                    w.text(L.right - w.width(t, size, "B" if i == 0 else "R"), y0 - 12 * (i + 1), t, size, "B" if i == 0 else "R")
                w.y = y0 - 12 * len(lines) - 6
            w.line(L.left, w.y, L.right, w.y, 1.0)
            w.y -= 6
        elif k == "title":
            t = _s(b[1])
            L.need(30)
            w.y -= 22
            w.text((W - w.width(t, 13, "B")) / 2, w.y, t, 13, "B")
            w.y -= 8
        elif k == "h":
            L.need(24)
            w.y -= 8
            L.para([b[1]], w.size + 1, "B")
        elif k == "p":
            L.para(b[1])
        elif k == "kv":
            L.kv(b[1], b[2])
        elif k == "cols":
            left, right = b[1], b[2]
            y0 = w.y
            mid = (L.left + L.right) / 2
            capw = max(w.width(c) for c, _ in left + right) + 14
            for col, x0 in ((right, mid), (left, L.left)) if rng.random() < 0.5 else ((left, L.left), (right, mid)):
                w.y = y0
                for cap, v in col:
                    w.y -= w.size * 1.6
                    w.text(x0, w.y, cap, 8, split=False)
                    w.text_pieces(x0 + capw, w.y, _s(v))
            w.y = y0 - w.size * 1.6 * max(len(left), len(right)) - 10
        elif k == "box":
            lines = b[1]
            h = 14 * len(lines) + 14
            L.need(h + 30)
            bx = L.right - 250 if rng.random() < 0.6 else L.left
            top = w.y - 6
            w.rect(bx, top - h, 250, h, 1.2)
            yy = top - 4
            for i, ln in enumerate(lines):
                yy -= 14
                w.text(bx + 8, yy, _s(ln), 9.5 if i else 11, "B" if i == 0 else "R")
            # barcode bars of the last identifier, drawn under the label
            x = bx + 8
            for ch in (lines[-1][-1].text if isinstance(lines[-1][-1], Item) else "0123"):
                for bit in bin(ord(ch))[3:]:
                    w.rect(x, top - h - 20, 1.2 if bit == "1" else 0.6, 14, fill=0)
                    x += 2.2
            w.y = top - h - 28
        elif k == "table":
            L.table(b[1], b[2])
        elif k == "sig":
            L.need(70)
            w.y -= 10
            top = w.y
            widest = max(w.width(_s(ln)) for ln in b[1])
            for ln in b[1]:
                t = _s(ln)
                w.y -= 12
                w.text(L.right - w.width(t) - 10, w.y, t)
            if rng.random() < 0.6:  # stamp frame around the signature block
                w.rect(L.right - widest - 18, w.y - 6, widest + 14, top - w.y + 4, 0.8)
            w.y -= 10
    info = {"Creator": "Microsoft® Word pour Microsoft 365" if variant % 2 else "Acrobat PDFMaker 23 pour Word"}
    if doc.get("meta_title"):
        info["Title"] = doc["meta_title"]
    if doc.get("meta_author"):
        info["Author"] = doc["meta_author"]
    if doc.get("meta_subject"):
        info["Subject"] = doc["meta_subject"]
    xmp = None
    if doc.get("meta_xmp"):
        xmp = ('<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF '
               'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" '
               'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">%s</rdf:li></rdf:Alt>'
               '</dc:title></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>' % doc["meta_xmp"])
    work.mkdir(parents=True, exist_ok=True)
    pdf = work / (name + ".pdf")
    w.save(pdf, doc["header"], doc["footer"], info, xmp)
    return pdf
