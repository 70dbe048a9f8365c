"""Hand-written content streams with pikepdf: Helvetica (WinAnsiEncoding), Tf/Td/Tm, TJ with kerning,
word-by-word lines at computed positions, tables as positioned cells with drawn rules."""
import pikepdf

_W = {" ": 278, "!": 278, '"': 355, "#": 556, "$": 556, "%": 889, "&": 667, "'": 191, "(": 333, ")": 333, "*": 389,
      "+": 584, ",": 278, "-": 333, ".": 278, "/": 278, ":": 278, ";": 278, "<": 584, "=": 584, ">": 584, "?": 556,
      "@": 1015, "[": 278, "\\": 278, "]": 278, "^": 469, "_": 556, "`": 333, "{": 334, "|": 260, "}": 334, "~": 584,
      "A": 667, "B": 667, "C": 722, "D": 722, "E": 667, "F": 611, "G": 778, "H": 722, "I": 278, "J": 500, "K": 667,
      "L": 556, "M": 833, "N": 722, "O": 778, "P": 667, "Q": 778, "R": 722, "S": 667, "T": 611, "U": 722, "V": 667,
      "W": 944, "X": 667, "Y": 667, "Z": 611, "a": 556, "b": 556, "c": 500, "d": 556, "e": 556, "f": 278, "g": 556,
      "h": 556, "i": 222, "j": 222, "k": 500, "l": 222, "m": 833, "n": 556, "o": 556, "p": 556, "q": 556, "r": 333,
      "s": 500, "t": 278, "u": 556, "v": 500, "w": 722, "x": 500, "y": 500, "z": 500, "œ": 944, "Œ": 1000, "–": 556,
      "—": 1000, "’": 222, "°": 400, "µ": 556, "«": 556, "»": 556, "²": 333, "€": 556}
for d in "0123456789":
    _W[d] = 556
_BASE = {"é": "e", "è": "e", "ê": "e", "ë": "e", "à": "a", "â": "a", "ä": "a", "î": "i", "ï": "i", "ô": "o", "ö": "o",
         "ù": "u", "û": "u", "ü": "u", "ç": "c", "É": "E", "È": "E", "Ê": "E", "À": "A", "Â": "A", "Î": "I", "Ô": "O",
         "Ç": "C", "Ù": "U", "Û": "U", "Ë": "E", "Ï": "I"}

MARGIN, RIGHT, TOP, BOTTOM = 48.0, 547.0, 800.0, 62.0


def width(s, size, bold=False):
    w = sum(_W.get(_BASE.get(ch, ch), 556) for ch in s) * size / 1000.0
    return w * (1.06 if bold else 1.0)


def lit(s):
    b = s.encode("cp1252")
    return b"(" + b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


class Canvas:
    def __init__(self, rng):
        self.ops = []
        self.rng = rng
        self.y = TOP

    def text(self, x, y, s, size=9.5, bold=False, kern=False, rel_from=None):
        f = b"/F2" if bold else b"/F1"
        out = [b"BT", f + b" %.1f Tf" % size, b"0.08 0.08 0.2 rg"]
        if rel_from is None:
            out.append(b"1 0 0 1 %.2f %.2f Tm" % (x, y))
        else:
            out.append(b"%.2f %.2f Td" % (x, y))
        if kern and len(s) > 6:
            parts, i = [], 0
            while i < len(s):
                n = self.rng.randrange(3, 9)
                parts.append(lit(s[i:i + n]))
                i += n
                if i < len(s) and s[i - 1] != " " and s[i] != " ":
                    parts.append(b"%d" % self.rng.choice([-18, -9, 6, 12, 15]))
            out.append(b"[" + b" ".join(parts) + b"] TJ")
        else:
            out.append(b"[" + lit(s) + b"] TJ")
        out.append(b"ET")
        self.ops.append(b"\n".join(out))

    def words(self, x, y, s, size=9.5):
        """Each word placed at its own computed position (Td from the line start)."""
        out = [b"BT", b"/F1 %.1f Tf" % size, b"0 0 0 rg", b"%.2f %.2f Td" % (x, y)]
        cx = 0.0
        for i, w in enumerate(s.split(" ")):
            if i:
                step = prev + width(" ", size) * 1.05
                out.append(b"%.2f 0 Td" % step)
            out.append(lit(w) + b" Tj")
            prev = width(w, size)
            cx += prev
        out.append(b"ET")
        self.ops.append(b"\n".join(out))

    def rule(self, x1, y1, x2, y2, w=0.5):
        self.ops.append(b"%.2f w 0.2 0.2 0.2 RG %.2f %.2f m %.2f %.2f l S" % (w, x1, y1, x2, y2))

    def rect(self, x, y, w, h):
        self.ops.append(b"0.5 w 0.2 0.2 0.2 RG %.2f %.2f %.2f %.2f re S" % (x, y, w, h))

    def need(self, h):
        if self.y - h < BOTTOM:
            raise OverflowError("pikepdf page overflow")


def wrap(s, size, maxw):
    lines, cur = [], ""
    for w in s.split(" "):
        t = (cur + " " + w) if cur else w
        if width(t, size) <= maxw or not cur:
            cur = t
        else:
            lines.append(cur)
            cur = w
    return lines + [cur]


def draw_block(cv, b):
    t = b["t"]
    fs = 9.5
    if t == "title":
        cv.y -= 10
        tw = width(b["text"], 13, True)
        cv.need(16)
        cv.text((MARGIN + RIGHT - tw) / 2, cv.y - 13, b["text"], 13, True)
        cv.y -= 24
    elif t in ("p",):
        for ln in wrap(b["text"], fs, RIGHT - MARGIN):
            cv.need(12)
            cv.text(MARGIN, cv.y - fs, ln, fs, kern=True)
            cv.y -= 12.2
        cv.y -= 5
    elif t == "words":
        for ln in wrap(b["text"], fs, RIGHT - MARGIN - 10):
            cv.need(12)
            cv.words(MARGIN, cv.y - fs, ln, fs)
            cv.y -= 12.2
        cv.y -= 5
    elif t == "hf":
        size = 8
        l, r = b["left"], b["right"]
        if width(l, size) + width(r, size) + 12 < RIGHT - MARGIN:
            cv.text(MARGIN, cv.y - size, l, size)
            cv.text(RIGHT - width(r, size), cv.y - size, r, size)
            cv.y -= 11
        else:
            cv.text(MARGIN, cv.y - size, l, size)
            cv.y -= 11
            cv.text(RIGHT - width(r, size), cv.y - size, r, size)
            cv.y -= 11
    elif t == "lines":
        for ln in b["lines"]:
            cv.need(12)
            x = RIGHT - width(ln, fs) if b["align"] == "right" else MARGIN
            cv.text(x, cv.y - fs, ln, fs)
            cv.y -= 12
        cv.y -= 6
    elif t == "kv":
        st, pairs = b["style"], b["pairs"]
        cw = max(width(c, 8.5, True) for c, _ in pairs) + 10
        for c, v in pairs:
            if st == "cells":
                cv.need(16)
                cv.rect(MARGIN, cv.y - 15, cw, 15)
                cv.rect(MARGIN + cw, cv.y - 15, RIGHT - MARGIN - cw, 15)
                cv.text(MARGIN + 4, cv.y - 11, c, 8.5, True)
                cv.text(MARGIN + cw + 5, cv.y - 11, v, fs)
                cv.y -= 15
            elif st == "stacked":
                cv.need(24)
                cv.text(MARGIN, cv.y - 8, c, 8, True)
                cv.text(MARGIN + 12, cv.y - 19, v, fs)
                cv.y -= 23
            elif st == "valuefirst":
                cv.need(22)
                cv.text(MARGIN, cv.y - fs, v, fs)
                cv.text(MARGIN, cv.y - fs - 9, c, 7.5)
                cv.rule(MARGIN, cv.y - fs - 2, MARGIN + max(width(v, fs), 60), cv.y - fs - 2, 0.3)
                cv.y -= 22
            elif st == "far":
                cv.need(13)
                cv.text(MARGIN, cv.y - fs, c, fs, True)
                cv.text(RIGHT - width(v, fs), cv.y - fs, v, fs)
                cv.y -= 13
            else:
                cv.need(13)
                cv.text(MARGIN, cv.y - fs, c + " :", fs, True)
                cv.text(MARGIN + cw + 6, cv.y - fs, v, fs)
                cv.y -= 13
        cv.y -= 6
    elif t == "table":
        rows = [b["head"]] + b["rows"]
        size = 8.5
        while True:
            need = [max(width(r[k], size, True) for r in rows) + 8 for k in range(len(rows[0]))]
            if sum(need) <= RIGHT - MARGIN or size <= 7.0:
                break
            size -= 0.5
        if sum(need) > RIGHT - MARGIN:
            raise OverflowError("table too wide")
        extra = (RIGHT - MARGIN - sum(need)) / len(need)
        ws = [n + extra for n in need]
        h = size + 6
        cv.need(h * len(rows) + 4)
        top = cv.y
        for i, r in enumerate(rows):
            x = MARGIN
            for k, cell in enumerate(r):
                if cell:
                    cv.text(x + 4, cv.y - size - 1.5, cell, size, bold=(i == 0))
                x += ws[k]
            cv.rule(MARGIN, cv.y, RIGHT, cv.y, 0.8 if i <= 1 else 0.3)
            cv.y -= h
        cv.rule(MARGIN, cv.y, RIGHT, cv.y, 0.8)
        x = MARGIN
        for wv in ws + [0]:
            cv.rule(x, top, x, cv.y, 0.3)
            x += wv
        cv.y -= 8
    elif t == "sep":
        cv.rule(MARGIN, cv.y - 3, RIGHT, cv.y - 3)
        cv.y -= 8
    else:
        raise ValueError(t)


def render(doc, out_pdf, rng):
    pdf = pikepdf.new()
    fonts = pikepdf.Dictionary(
        F1=pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1,
                                                BaseFont=pikepdf.Name.Helvetica, Encoding=pikepdf.Name.WinAnsiEncoding)),
        F2=pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1,
                                                BaseFont=pikepdf.Name("/Helvetica-Bold"), Encoding=pikepdf.Name.WinAnsiEncoding)))
    for page in doc.pages:
        cv = Canvas(rng)
        for b in page["header"]:
            draw_block(cv, b)
        cv.rule(MARGIN, cv.y - 2, RIGHT, cv.y - 2, 1.0)
        cv.y -= 12
        for b in page["body"]:
            draw_block(cv, b)
        foot = Canvas(rng)
        foot.y = BOTTOM - 10
        foot.rule(MARGIN, foot.y + 2, RIGHT, foot.y + 2, 0.5)
        for b in page["footer"]:
            draw_block(foot, b)
        if foot.y < 20:
            raise OverflowError("footer too low")
        stream = b"\n".join(cv.ops + foot.ops)
        pg = pikepdf.Dictionary(Type=pikepdf.Name.Page, MediaBox=[0, 0, 595.28, 841.89],
                                Resources=pikepdf.Dictionary(Font=fonts),
                                Contents=pdf.make_stream(stream))
        pdf.pages.append(pikepdf.Page(pg))
    pdf.docinfo["/Title"] = doc.meta["title"]
    pdf.docinfo["/Author"] = doc.meta["author"]
    pdf.docinfo["/Subject"] = doc.meta["subject"]
    pdf.docinfo["/Producer"] = "pikepdf %s (flux de contenu écrits à la main)" % pikepdf.__version__
    pdf.save(out_pdf, deterministic_id=True)
    doc.metadata_items.append({"kind": "METADONNEES", "probes": [doc.ctx.p.upper_last()]})
    doc.metadata_items.append({"kind": "METADONNEES", "probes": [doc.ctx.p.ipp]})
    return list(range(len(doc.pages)))
