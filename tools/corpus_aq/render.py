"""The three writers of corpus AQ (four families).

Every renderer returns (pdf_path, emitted) where emitted is a list of (page_index or None, V) in reading
order, one entry per printed occurrence of a value; None means "page decided after rendering" (Halibut
paginates by itself).
"""
from __future__ import annotations

import datetime
import json
import os
import subprocess
import tempfile
from pathlib import Path

from .model import V, run_text, run_values, wrap

HERE = Path(__file__).resolve().parent

# ------------------------------------------------------------------ metrics (base-14 AFM through pypdf)
_W = {}


def _widths(font):
    if font not in _W:
        from pypdf._codecs.core_font_metrics import CORE_FONT_METRICS
        _W[font] = CORE_FONT_METRICS[font].character_widths
    return _W[font]


def tw(text: str, font: str = "Helvetica", size: float = 10.0) -> float:
    w = _widths(font)
    return sum(w.get(ch, 600) for ch in text) * size / 1000.0


def cp1252_ok(s: str) -> None:
    s.encode("cp1252")


# ================================================================== 1. universal-printer
class _Lines:
    """Line list for universal_printer.PdfWriter with our own page control (same arithmetic as its paginate)."""

    def __init__(self, writer, head, foot):
        self.w = writer
        self.pages = []  # list of list of (text, style, values)
        self.head, self.foot = head, foot
        self.cur = None
        self.used = 0.0

    def cap(self):
        return self.w.usable_height - self._foot_h()

    def _foot_h(self):
        return 2 * self.w.advance("body")

    def new_page(self):
        if self.cur is not None:
            self._close()
        self.cur = []
        self.used = 0.0
        k = len(self.pages) + 1
        self.pages.append(self.cur)
        self.add_raw(self.head(k), "pre", force=True)
        self.add_raw(("", []), "body", force=True)

    def _close(self):
        # pad to the bottom, then the foot (pre style), exactly filling the page
        step = self.w.advance("body")
        while self.used + step + self._foot_h() <= self.w.usable_height + 1e-6:
            self.cur.append(("", "body", []))
            self.used += step
        self.cur.append(("", "body", []))
        self.used += step
        self.cur.append(("FOOT", "pre", []))
        self.used += step

    def add_raw(self, tv, style, force=False):
        text, vals = tv
        step = self.w.advance(style)
        if not force and self.used + step > self.cap() + 1e-6:
            self.new_page()
        self.cur.append((text, style, list(vals)))
        self.used += step

    def need(self, n_lines, style="body"):
        if self.used + n_lines * self.w.advance(style) > self.cap() + 1e-6:
            self.new_page()

    def finish(self):
        self._close()


def render_uprinter(ctx, blocks, title, author, out: Path, layout_seed: int):
    from universal_printer.config import PDFConfig
    from universal_printer import pdf_writer as upw

    cfg = PDFConfig()
    cfg.page_width, cfg.page_height = 595, 842
    cfg.margin_left = cfg.margin_right = 46
    cfg.margin_top, cfg.margin_bottom = 44, 40
    cfg.font_size, cfg.title_font_size, cfg.header_font_size = 9, 13, 10
    cfg.line_height, cfg.pre_font_size = 11, 8
    cfg.creator = "corpus AQ (tools/make_corpus_aq.py)"
    cfg.producer = "Universal Printer 3.1.0"

    class Writer(upw.PdfWriter):
        def _info_dict(self):  # fixed creation date (deterministic bytes)
            parts = ["/%s (%s)" % (k, upw.escape_pdf_text(v)) for k, v in
                     (("Title", self.title), ("Author", self.author), ("Creator", self.config.creator),
                      ("Producer", self.config.producer)) if v]
            parts.append("/CreationDate (D:20260601000000+00'00')")
            return "<< " + " ".join(parts) + " >>"

    w = Writer(cfg, title=title, author=author)
    pre_cols = int(w.usable_width / (cfg.pre_font_size * 0.6)) - 1   # 96
    body_w = w.usable_width - 4
    hs, fs = ctx.head_style, ctx.foot_style
    heads = {}

    def head(k):
        run = ctx.head(k, 0, hs)
        heads[k] = run
        return (run_text(run), run_values(run))

    L = _Lines(w, head, None)
    L.new_page()
    mono = lambda s: len(s) * 1.0  # noqa: E731

    def body_lines(run, style="body", size=cfg.font_size, indent=""):
        for t, vals in wrap(run, w.wrap_width(style) - 2 - len(indent), mono):
            L.add_raw((indent + t, vals), style)

    def pre_lines(run, indent=0, width=None):
        width = width or pre_cols - indent
        for t, vals in wrap(run, width, mono):
            L.add_raw((" " * indent + t, vals), "pre")

    for blk in blocks:
        kind = blk[0]
        if kind == "break":
            L.new_page()
        elif kind == "letterhead":
            left, right = blk[1], blk[2]
            L.need(len(left) + len(right) + 1, "pre")
            for run in left:
                pre_lines(run)
            for run in right:
                pre_lines(run, indent=44)
            L.add_raw(("=" * pre_cols, []), "pre")
        elif kind == "sticker":
            lines = blk[1]
            width = max(len(run_text(r)) for r in lines) + 4
            ind = pre_cols - width
            L.need(len(lines) + 2, "pre")
            L.add_raw((" " * ind + "+" + "-" * (width - 2) + "+", []), "pre")
            for run in lines:
                t = run_text(run)
                L.add_raw((" " * ind + "| " + t + " " * (width - 4 - len(t)) + " |", run_values(run)), "pre")
            L.add_raw((" " * ind + "+" + "-" * (width - 2) + "+", []), "pre")
        elif kind == "title":
            L.need(3)
            for t, vals in wrap(blk[1], w.wrap_width("title") - 2, mono):
                L.add_raw((t, vals), "title")
        elif kind == "h":
            L.need(4)
            L.add_raw(("", []), "body")
            L.add_raw((blk[1].upper(), []), "header")
        elif kind == "p":
            body_lines(blk[1])
        elif kind == "kv":
            lab_w = max(len(lab) for lab, _ in blk[1]) + 2
            for lab, run in blk[1]:
                lead = "  " + lab + " " + "." * (lab_w - len(lab)) + " : "
                lines = wrap(run, pre_cols - len(lead), mono)
                for j, (t, vals) in enumerate(lines):
                    L.add_raw(((lead if j == 0 else " " * len(lead)) + t, vals), "pre")
        elif kind == "table":
            hdr, rows = blk[1], blk[2]
            cols = len(hdr)
            widths = [max([len(hdr[j])] + [len(run_text(r[j])) for r in rows]) for j in range(cols)]
            sep = "+" + "+".join("-" * (x + 2) for x in widths) + "+"
            L.need(len(rows) + 4, "pre")
            L.add_raw((sep, []), "pre")
            L.add_raw(("|" + "|".join(" " + hdr[j].ljust(widths[j]) + " " for j in range(cols)) + "|", []), "pre")
            L.add_raw((sep.replace("-", "="), []), "pre")
            for r in rows:
                vals = [v for c in r for v in run_values(c)]
                L.add_raw(("|" + "|".join(" " + run_text(r[j]).ljust(widths[j]) + " " for j in range(cols)) + "|", vals), "pre")
            L.add_raw((sep, []), "pre")
        elif kind == "caps":
            items = blk[1]
            per = 3
            colw = pre_cols // per
            for s in range(0, len(items), per):
                grp = items[s:s + per]
                L.need(3, "pre")
                vline = "".join(run_text(v).ljust(colw) for v, _ in grp).rstrip()
                L.add_raw((vline, [x for v, _ in grp for x in run_values(v)]), "pre")
                L.add_raw(("".join(("-" * (colw - 3)).ljust(colw) for _ in grp).rstrip(), []), "pre")
                L.add_raw(("".join(("(" + cap + ")").ljust(colw) for _, cap in grp).rstrip(), []), "pre")
        elif kind == "sig":
            L.need(len(blk[1]) + 1)
            L.add_raw(("", []), "body")
            for run in blk[1]:
                body_lines(run, indent="")
        else:
            raise ValueError(kind)
    L.finish()
    n = len(L.pages)
    lines, emitted = [], []
    for k, page in enumerate(L.pages):
        for text, style, vals in page:
            if text == "FOOT":
                run = ctx.foot(k + 1, n, fs)
                text, vals = run_text(run), run_values(run)
            cp1252_ok(text)
            lines.append((text, style))
            emitted += [(k, v) for v in vals]
    for text, style in lines:
        if style != "pre" and len(w.wrap_text(text, style)) > 1:
            raise RuntimeError("universal-printer would wrap: %r" % text)
        if style == "pre" and len(text) > w.wrap_width("pre"):
            raise RuntimeError("universal-printer would cut: %r" % text)
    pages = w.paginate(lines)
    if len(pages) != n:
        raise RuntimeError("universal-printer paginated %d pages, planned %d" % (len(pages), n))
    if not w.build(lines, out):
        raise RuntimeError("universal-printer failed")
    return emitted


# ================================================================== 2. CAM::PDF (own layout, two styles)
def _esc(s: str) -> str:
    cp1252_ok(s)
    return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


class _Canvas:
    W, H = 595.0, 842.0

    def __init__(self, ctx, layout):
        self.ctx, self.layout = ctx, layout
        self.pages = []   # list of list of str (operators)
        self.emitted = []  # (page, V)
        self.m = 42.0
        self.top = 790.0
        self.bottom = 58.0
        self.new_page()

    @property
    def k(self):
        return len(self.pages) - 1

    def new_page(self):
        self.pages.append([])
        self.y = self.top

    def text(self, x, y, s, font="F1", size=9.0, vals=(), gray=0.0):
        if not s:
            return
        self.pages[-1].append("BT %.3g g /%s %.2f Tf %.2f %.2f Td (%s) Tj ET" % (gray, font, size, x, y, _esc(s)))
        self.emitted += [(self.k, v) for v in vals]

    def rect(self, x, y, w, h, fill=None, stroke=True, lw=0.5):
        ops = "%.2f w " % lw
        if fill is not None:
            ops += "%.3g g " % fill
        ops += "%.2f %.2f %.2f %.2f re " % (x, y, w, h)
        ops += "B" if (fill is not None and stroke) else ("f" if fill is not None else "S")
        self.pages[-1].append("q " + ops + " Q")

    def line(self, x1, y1, x2, y2, lw=0.5, gray=0.0):
        self.pages[-1].append("q %.2f w %.3g G %.2f %.2f m %.2f %.2f l S Q" % (lw, gray, x1, y1, x2, y2))

    def ensure(self, h):
        if self.y - h < self.bottom:
            self.new_page()


FONTS = {"F1": "Helvetica", "F2": "Helvetica-Bold", "F3": "Courier"}


def _fit_lines(run, width, font, size):
    return wrap(run, width, lambda s: tw(s, FONTS[font], size))


def layout_camp(ctx, blocks, layout: str):
    """Display lists of the 'form' (boxes, label cell + value in the next cell, sticker right) or 'columns'
    (rules only, two label/value pairs per row, value-first captions, sticker left) layout."""
    cv = _Canvas(ctx, layout)
    m, W = cv.m, cv.W - 2 * cv.m
    form = layout == "form"
    fs = 8.8
    lead = 11.2

    def para(run, x=m, width=W, font="F1", size=fs):
        for t, vals in _fit_lines(run, width, font, size):
            cv.ensure(lead)
            cv.text(x, cv.y - size, t, font, size, vals)
            cv.y -= lead

    for blk in blocks:
        kind = blk[0]
        if kind == "break":
            cv.new_page()
        elif kind == "letterhead":
            left, right = blk[1], blk[2]
            h = max(len(left), len(right)) * 11 + 8
            cv.ensure(h)
            y0 = cv.y
            colw = W * 0.56
            for j, run in enumerate(left):
                for t, vals in _fit_lines(run, colw - 6, "F2" if j == 0 else "F1", 9 if j == 0 else 8):
                    cv.text(m, cv.y - 9, t, "F2" if j == 0 else "F1", 9 if j == 0 else 8, vals)
                    cv.y -= 11
            yl = cv.y
            cv.y = y0
            if form:
                cv.line(m + colw, y0, m + colw, y0 - h + 6, 0.6)
            for run in right:
                for t, vals in _fit_lines(run, W - colw - 12, "F1", 8):
                    cv.text(m + colw + 10, cv.y - 9, t, "F1", 8, vals)
                    cv.y -= 11
            cv.y = min(yl, cv.y) - 6
            cv.line(m, cv.y, m + W, cv.y, 1.2 if form else 0.4)
            cv.y -= 8
        elif kind == "sticker":
            lines = blk[1]
            bw = 214
            bh = len(lines) * 11 + 8
            cv.ensure(bh + 6)
            x = m + W - bw if form else m
            cv.rect(x, cv.y - bh, bw, bh, fill=None if form else 0.92, stroke=True, lw=0.8)
            yy = cv.y - 4
            for run in lines:
                for t, vals in _fit_lines(run, bw - 10, "F3", 7.6):
                    cv.text(x + 5, yy - 8, t, "F3", 7.6, vals)
                    yy -= 11
            cv.y -= bh + 8
        elif kind == "title":
            cv.ensure(30)
            if form:
                cv.rect(m, cv.y - 22, W, 22, fill=0.85, stroke=False)
                for t, vals in _fit_lines(blk[1], W - 12, "F2", 12.5):
                    cv.text(m + 6, cv.y - 15.5, t, "F2", 12.5, vals)
                cv.y -= 30
            else:
                for t, vals in _fit_lines(blk[1], W, "F2", 13):
                    cv.text(m, cv.y - 13, t, "F2", 13, vals)
                    cv.y -= 16
                cv.line(m, cv.y, m + W, cv.y, 2.0)
                cv.y -= 10
        elif kind == "h":
            cv.ensure(40)
            cv.y -= 4
            if form:
                cv.rect(m, cv.y - 14, W, 14, fill=0.75, stroke=False)
                cv.text(m + 5, cv.y - 10.5, blk[1], "F2", 9.5)
                cv.y -= 20
            else:
                cv.text(m, cv.y - 10, blk[1].upper(), "F2", 9.5)
                cv.line(m, cv.y - 13, m + W, cv.y - 13, 0.5)
                cv.y -= 19
        elif kind == "p":
            para(blk[1])
            cv.y -= 3
        elif kind == "kv":
            rows = blk[1]
            if form:
                lw = 132
                for lab, run in rows:
                    lines = _fit_lines(run, W - lw - 10, "F1", fs)
                    h = len(lines) * lead + 4
                    cv.ensure(h)
                    cv.rect(m, cv.y - h, lw, h, fill=0.93, stroke=True, lw=0.4)
                    cv.rect(m + lw, cv.y - h, W - lw, h, stroke=True, lw=0.4)
                    cv.text(m + 4, cv.y - 2 - fs, lab, "F2", 8.2)
                    yy = cv.y - 2
                    for t, vals in lines:
                        cv.text(m + lw + 5, yy - fs, t, "F1", fs, vals)
                        yy -= lead
                    cv.y -= h
                cv.y -= 6
            else:
                half = W / 2
                for s in range(0, len(rows), 2):
                    pair = rows[s:s + 2]
                    blocks_ = []
                    for lab, run in pair:
                        labt = lab + " : "
                        lw_ = tw(labt, "Helvetica-Bold", 8.2)
                        blocks_.append((labt, lw_, _fit_lines(run, half - lw_ - 10, "F1", fs)))
                    h = max(len(b[2]) for b in blocks_) * lead + 2
                    cv.ensure(h)
                    for j, (labt, lw_, lines) in enumerate(blocks_):
                        x = m + j * half
                        cv.text(x, cv.y - fs, labt, "F2", 8.2)
                        yy = cv.y
                        for t, vals in lines:
                            cv.text(x + lw_ + 2, yy - fs, t, "F1", fs, vals)
                            yy -= lead
                    cv.y -= h
                cv.y -= 6
        elif kind == "table":
            hdr, rows = blk[1], blk[2]
            n = len(hdr)
            nat = [max([tw(hdr[j], "Helvetica-Bold", 8.2)] + [tw(run_text(r[j]), "Helvetica", 8.4) for r in rows]) + 10
                   for j in range(n)]
            scale = min(1.0, W / sum(nat))
            cw = [x * scale for x in nat]
            cw[-1] += W - sum(cw)
            def row(cells, header=False):
                fits = [_fit_lines(c, cw[j] - 8, "F2" if header else "F1", 8.2 if header else 8.4) for j, c in enumerate(cells)]
                h = max(len(f) for f in fits) * 10.5 + 5
                cv.ensure(h)
                x = m
                for j, f in enumerate(fits):
                    if form:
                        cv.rect(x, cv.y - h, cw[j], h, fill=0.85 if header else None, stroke=True, lw=0.4)
                    yy = cv.y - 2
                    for t, vals in f:
                        cv.text(x + 4, yy - 8.4, t, "F2" if header else "F1", 8.2 if header else 8.4, vals)
                        yy -= 10.5
                    x += cw[j]
                if not form:
                    cv.line(m, cv.y - h, m + W, cv.y - h, 0.8 if header else 0.3)
                cv.y -= h
            if not form:
                cv.ensure(40)
                cv.line(m, cv.y, m + W, cv.y, 0.8)
            row([[x] for x in hdr], True)
            for r in rows:
                row(r)
            cv.y -= 8
        elif kind == "caps":
            items = blk[1]
            per = 3
            cwid = W / per
            for s in range(0, len(items), per):
                grp = items[s:s + per]
                cv.ensure(30)
                for j, (run, cap) in enumerate(grp):
                    x = m + j * cwid
                    if form:
                        cv.rect(x + 1, cv.y - 27, cwid - 4, 27, stroke=True, lw=0.4)
                    t, vals = _fit_lines(run, cwid - 10, "F2", 9.2)[0][0], run_values(run)
                    cv.text(x + 5, cv.y - 11, t, "F2", 9.2, vals)
                    cv.line(x + 5, cv.y - 14, x + cwid - 10, cv.y - 14, 0.3, 0.4)
                    cv.text(x + 5, cv.y - 22.5, cap, "F1", 6.8, gray=0.35)
                cv.y -= 32
            cv.y -= 2
        elif kind == "sig":
            cv.y -= 6
            for run in blk[1]:
                para(run, x=m + (W * 0.35 if form else 0), width=W * (0.65 if form else 1.0))
        else:
            raise ValueError(kind)
    # running heads and feet (known page count now)
    n = len(cv.pages)
    for k in range(n):
        hd = ctx.head(k + 1, n, ctx.head_style)
        ft = ctx.foot(k + 1, n, ctx.foot_style)
        ops_before = cv.pages[k]
        cv.pages[k] = []
        saved = cv.pages
        # draw into page k
        cv_pages_k = []
        cv.pages = [cv_pages_k]
        kk = len(cv.emitted)
        ht = run_text(hd)
        hx = (cv.W - tw(ht, "Helvetica", 7.8)) / 2 if form else (cv.W - m - tw(ht, "Helvetica", 7.8))
        cv.text(hx, 812, ht, "F1", 7.8)
        cv.line(m, 806, cv.W - m, 806, 0.6 if form else 1.4)
        fx = m
        cv.line(m, 42, cv.W - m, 42, 0.4)
        cv.text(fx, 31, run_text(ft), "F1", 7.2)
        # page attribution of head / foot values
        cv.emitted = cv.emitted[:kk] + [(k, v) for v in run_values(hd)] + [(k, v) for v in run_values(ft)]
        saved[k] = cv_pages_k + ops_before
        cv.pages = saved
    # reading order: head + body per page; sort emitted by page keeping order (head first is appended last;
    # page attribution is what matters)
    return cv.pages, cv.emitted


def _utf16(s: str) -> str:
    return "<FEFF" + s.encode("utf-16-be").hex().upper() + ">"


def render_campdf(ctx, blocks, title, author, out: Path, layout: str, work: Path):
    pages, emitted = layout_camp(ctx, blocks, layout)
    info = "/Producer (CAM::PDF 1.60 via corpus AQ)"
    if title:
        info += " /Title " + _utf16(title)
    if author:
        info += " /Author " + _utf16(author)
    # minimal one-page skeleton: CAM::PDF parses it, duplicates the page, sets every content stream and
    # re-serialises the whole file with its own writer (cleanoutput)
    objs = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R /F3 7 0 R >> >> /Contents 4 0 R >>",
        "<< /Length 0 >>\nstream\n\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>",
        "<< " + info + " >>",
    ]
    buf = bytearray(b"%PDF-1.4\n")
    offs = []
    for j, o in enumerate(objs, 1):
        offs.append(len(buf))
        buf += ("%d 0 obj\n%s\nendobj\n" % (j, o)).encode("latin-1")
    x = len(buf)
    buf += ("xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)).encode()
    for o in offs:
        buf += ("%010d 00000 n \n" % o).encode()
    buf += ("trailer\n<< /Size %d /Root 1 0 R /Info 8 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, x)).encode()
    work.mkdir(parents=True, exist_ok=True)
    skel = work / (out.stem + ".skel.pdf")
    skel.write_bytes(bytes(buf))
    job = work / (out.stem + ".job")
    # content streams are cp1252 bytes; pass them hex-encoded, one page per line
    job.write_text("\n".join("\n".join(p).encode("cp1252").hex() for p in pages) + "\n", encoding="ascii")
    env = dict(os.environ, PERL_HASH_SEED="0", PERL_PERTURB_KEYS="0")  # CAM::PDF writes dictionaries in hash order
    subprocess.run(["perl", str(HERE / "campdf.pl"), str(skel), str(job), str(out)], check=True, env=env)
    return emitted


# ================================================================== 3. Halibut
def _hesc(s: str) -> str:
    return s.replace("\\", "\\\\").replace("{", "\\{").replace("}", "\\}")


def render_halibut(ctx, blocks, title, out: Path, work: Path):
    """Halibut 1.3 (own PDF backend): everything before any chapter is the title page's preamble, which flows
    over as many pages as it needs (no contents page is generated without chapters)."""
    work.mkdir(parents=True, exist_ok=True)
    emitted = []
    L = ["\\cfg{input-charset}{UTF-8}", "\\cfg{pdf-filename}{%s}" % out.name,
         "\\cfg{paper-page-width}{595}", "\\cfg{paper-page-height}{842}",
         "\\cfg{paper-left-margin}{60}", "\\cfg{paper-right-margin}{60}",
         "\\cfg{paper-top-margin}{48}", "\\cfg{paper-bottom-margin}{60}",
         "\\cfg{paper-base-font-size}{10}", "\\cfg{paper-code-font-size}{8.5}",
         "\\cfg{paper-title-font-size}{15}", "", ""]

    def runh(run):
        emitted.extend((None, v) for v in run_values(run))
        return _hesc(run_text(run))

    first = True

    def para(s):
        nonlocal first
        L.append(("\\preamble " if first else "") + s)
        L.append("")
        first = False

    tl = None
    for blk in blocks:
        if blk[0] == "title":
            tl = blk
    head = ctx.head(1, 0, ctx.head_style)
    # title of the document: the shape title; the running head becomes the first preamble line
    L.append("\\title " + runh(tl[1]))
    L.append("")
    para("\\e{" + runh(head) + "}")
    for blk in blocks:
        kind = blk[0]
        if kind in ("break", "title"):
            continue
        if kind == "letterhead":
            for j, run in enumerate(blk[1] + blk[2]):
                para(("\\s{%s}" if j == 0 else "%s") % runh(run))
        elif kind == "sticker":
            lines = [run_text(r) for r in blk[1]]
            width = max(len(t) for t in lines) + 4
            L.append("\\c +" + "-" * (width - 2) + "+")
            for r in blk[1]:
                t = runh(r)
                L.append("\\c | " + t + " " * (width - 4 - len(run_text(r))) + " |")
            L.append("\\c +" + "-" * (width - 2) + "+")
            L.append("")
        elif kind == "h":
            para("\\s{" + _hesc(blk[1].upper()) + "}")
        elif kind == "p":
            para(runh(blk[1]))
        elif kind == "kv":
            for lab, run in blk[1]:
                L.append("\\dt " + _hesc(lab))
                L.append("")
                L.append("\\dd " + runh(run))
                L.append("")
        elif kind == "table":
            hdr, rows = blk[1], blk[2]
            n = len(hdr)
            widths = [max([len(hdr[j])] + [len(run_text(r[j])) for r in rows]) for j in range(n)]
            L.append("\\c " + "  ".join(hdr[j].upper().ljust(widths[j]) for j in range(n)).rstrip())
            L.append("\\c " + "  ".join("-" * widths[j] for j in range(n)))
            for r in rows:
                L.append("\\c " + "  ".join(runh(r[j]) + " " * (widths[j] - len(run_text(r[j]))) for j in range(n)).rstrip())
            L.append("")
        elif kind == "caps":
            for run, cap in blk[1]:
                L.append("\\b " + runh(run) + " \\e{(" + _hesc(cap) + ")}")
                L.append("")
        elif kind == "sig":
            for run in blk[1]:
                para(runh(run))
        else:
            raise ValueError(kind)
    foot = ctx.foot(1, 1, ctx.foot_style)
    para("\\e{" + runh(foot) + "}")
    src = work / (out.stem + ".but")
    src.write_text("\n".join(L) + "\n", encoding="utf-8")
    subprocess.run(["halibut", "--pdf", src.name], cwd=work, check=True, capture_output=True)
    (work / out.name).replace(out)
    # Halibut writes no Info /Title other than the \title text: nothing personal there
    return emitted
