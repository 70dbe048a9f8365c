"""Three PDF writers behind one tiny drawing interface (top-left origin, y downwards, A4 points).

SpineBackend -> pdfspine 0.12.0 (Rust PyMuPDF re-implementation, own writer), TrueType embedded.
RustBackend  -> rustpdf 0.5.0 (rust-pdf C ABI through ctypes), TrueType embedded (CID subsets).
ClearBackend -> clearleaf 0.1.0 (pure-Python PDF library), base-14 fonts, WinAnsiEncoding.
"""
import struct
import zlib

W, H = 595.0, 842.0
FONTDIR = "/usr/share/fonts/truetype/"


class TTMetrics:
    def __init__(self, path):
        from fontTools.ttLib import TTFont
        f = TTFont(path, lazy=True)
        self.upm = f["head"].unitsPerEm
        self.cmap = f.getBestCmap()
        self.hmtx = f["hmtx"].metrics
        self.default = self.hmtx.get(".notdef", (self.upm // 2, 0))[0]

    def width(self, s, size):
        tot = 0
        for ch in s:
            g = self.cmap.get(ord(ch))
            tot += self.hmtx[g][0] if g in self.hmtx else self.default
        return tot * size / self.upm


class SpineBackend:
    name = "pdfspine"

    def __init__(self, fonts):
        import pdfspine
        self.doc = pdfspine.open()
        self.fonts = {k: (open(FONTDIR + v, "rb").read(), TTMetrics(FONTDIR + v)) for k, v in fonts.items()}
        self.page = None

    def new_page(self):
        self.page = self.doc.new_page(width=W, height=H)

    def width(self, s, font, size):
        return self.fonts[font][1].width(s, size)

    def text(self, x, y, s, font="R", size=9.5):
        self.page.insert_text((x, y), s, fontsize=size, fontname="F" + font, fontfile=self.fonts[font][0])

    def hline(self, x1, x2, y, w=0.5):
        self.page.draw_line((x1, y), (x2, y), width=w)

    def vline(self, x, y1, y2, w=0.5):
        self.page.draw_line((x, y1), (x, y2), width=w)

    def box(self, x, y, w, h, fill=None, lw=0.6):
        self.page.draw_rect((x, y, x + w, y + h), color=None if fill else (0, 0, 0), fill=fill, width=lw)

    def save(self, path, title=None, author=None):
        meta = {"producer": "pdfspine 0.12.0", "creator": "corpus AM"}
        if title:
            meta["title"] = title
        if author:
            meta["author"] = author
        self.doc.set_metadata(meta)
        self.doc.save(str(path))


class RustBackend:
    name = "rustpdf"

    def __init__(self, fonts):
        import rustpdf
        self.d = rustpdf.Document()
        self.d.set_default_size(W, H)
        self.fids = {k: self.d.add_font_file(FONTDIR + v) for k, v in fonts.items()}
        self.metrics = {k: TTMetrics(FONTDIR + v) for k, v in fonts.items()}

    def new_page(self):
        self.d.add_page()

    def width(self, s, font, size):
        return self.metrics[font].width(s, size)

    def text(self, x, y, s, font="R", size=9.5):
        self.d.show_text(self.fids[font], size, x, H - y, s)

    def hline(self, x1, x2, y, w=0.5):
        self.d.rect(x1, H - y - w / 2, x2 - x1, w)
        self.d.fill()

    def vline(self, x, y1, y2, w=0.5):
        self.d.rect(x - w / 2, H - y2, w, y2 - y1)
        self.d.fill()

    def box(self, x, y, w, h, fill=None, lw=0.6):
        if fill:
            self.d.set_fill_rgb(*fill)
            self.d.rect(x, H - y - h, w, h)
            self.d.fill()
            self.d.set_fill_rgb(0, 0, 0)
        else:
            self.d.set_stroke_rgb(0, 0, 0)
            self.d.set_line_width(lw)
            self.d.rect(x, H - y - h, w, h)
            self.d.stroke()

    def save(self, path, title=None, author=None):
        if title or author:
            self.d.set_info(title=title, author=author, creator="corpus AM")
        self.d.save(str(path))


def _png(w, h, rgb):
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))

    def chunk(t, data):
        c = struct.pack(">I", len(data)) + t + data
        return c + struct.pack(">I", zlib.crc32(t + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


_SEED = None


def _seed_pdf():
    """A one-page empty PDF to open (clearleaf edits documents; the seed page is deleted before saving)."""
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> >>"]
    out = b"%PDF-1.4\n"
    offs = []
    for i, o in enumerate(objs, 1):
        offs.append(len(out))
        out += b"%d 0 obj\n" % i + o + b"\nendobj\n"
    x = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offs)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, x)
    return out


class ClearBackend:
    name = "clearleaf"
    FONTS = {"R": "helv", "B": "hebo", "M": "cour", "MB": "cobo"}

    def __init__(self, fonts=None):
        import clearleaf
        from clearleaf._edit import get_text_length
        self._len = get_text_length
        self.doc = clearleaf.open(_seed_pdf())
        self.page = None
        self.black = _png(1, 1, (0, 0, 0))
        self.grey = _png(1, 1, (215, 215, 215))

    def new_page(self):
        self.page = self.doc.new_page(width=W, height=H)

    def width(self, s, font, size):
        return self._len(s.replace("\u202f", " "), self.FONTS[font], size)

    def text(self, x, y, s, font="R", size=9.5):
        self.page.insert_text((x, y), s.replace("\u202f", " "), fontsize=size, fontname=self.FONTS[font])

    def hline(self, x1, x2, y, w=0.5):
        self.page.insert_image((x1, y - w / 2, x2, y + w / 2), stream=self.black, keep_proportion=False)

    def vline(self, x, y1, y2, w=0.5):
        self.page.insert_image((x - w / 2, y1, x + w / 2, y2), stream=self.black, keep_proportion=False)

    def box(self, x, y, w, h, fill=None, lw=0.6):
        if fill:
            self.page.insert_image((x, y, x + w, y + h), stream=self.grey, keep_proportion=False)
        else:
            self.hline(x, x + w, y, lw)
            self.hline(x, x + w, y + h, lw)
            self.vline(x, y, y + h, lw)
            self.vline(x + w, y, y + h, lw)

    def save(self, path, title=None, author=None):
        self.doc.delete_page(0)
        self.doc.save(str(path))
