"""Four layouts of corpus AY (new in this corpus). Each renderer returns (pdf bytes, [values of page 0, ...]).

The Flow line-layout engine (mm, top-down, baseline y) is adapted from tools/corpus_au/render.py: it breaks lines
between unbreakable words (model.wrap) with the real advances of the font the writer embeds or declares, and
records every value on the page it is drawn on, so the truth follows the page a value really lands on.
A layout produces drawing operations; a writer back-end turns them into PDF:
  ("t", x, y, text, font, size, rgb)   font in R B I M MB (regular, bold, italic, mono, mono bold)
  ("l", x1, y1, x2, y2, width, rgb, dash)
  ("rect", x, y, w, h, fill_rgb | None, stroke_rgb | None, width)
"""
from __future__ import annotations

import datetime
import io

from .model import run_text, run_values, wrap

DEJAVU = "/usr/share/fonts/truetype/dejavu/"
CARLITO = "/usr/share/fonts/truetype/crosextra/"
BLACK, GREY, DARK = (0, 0, 0), (0.45, 0.45, 0.45), (0.15, 0.15, 0.15)
PT = 25.4 / 72


class Flow:
    def __init__(self, meas, top, bottom, x0, width, top_next=None):
        self.m, self.top, self.bottom, self.x0, self.w = meas, top, bottom, x0, width
        self.top_next = top if top_next is None else top_next
        self.pages = []
        self.on_break = None
        self.new_page(first=True)

    def new_page(self, first=False):
        self.pages.append({"ops": [], "vals": []})
        self.y = self.top if first else self.top_next

    def need(self, h):
        if self.y + h > self.bottom:
            if self.on_break:
                self.on_break(self, "close")
            self.new_page()
            if self.on_break:
                self.on_break(self, "open")
            return True
        return False

    def text(self, x, y, text, vals, font="R", size=9.0, rgb=BLACK):
        if text:
            self.pages[-1]["ops"].append(("t", x, y, text, font, size, rgb))
        self.pages[-1]["vals"].extend(vals)

    def rtext(self, xr, y, text, vals, font="R", size=9.0, rgb=BLACK):
        self.text(xr - self.m(text, font, size), y, text, vals, font, size, rgb)

    def op(self, *o):
        self.pages[-1]["ops"].append(o)

    def lines(self, run, w, font="R", size=9.0):
        return wrap(run, w, lambda t: self.m(t, font, size))

    def para(self, run, x=None, w=None, size=9.0, font="R", lead=1.42, rgb=BLACK, right=False):
        x = self.x0 if x is None else x
        w = self.w if w is None else w
        for t, vals in self.lines(run, w, font, size):
            self.need(size * PT * lead)
            self.y += size * PT * lead
            if right:
                self.rtext(x + w, self.y, t, vals, font, size, rgb)
            else:
                self.text(x, self.y, t, vals, font, size, rgb)
        self.y += 1.0


def block_stream(doc):
    """(page_index, block) in order; a page index change means an explicit page break."""
    for pi, blocks in enumerate(doc["pages"]):
        for b in blocks:
            yield pi, b


def feet(f, run, x0, width, y, size, label, right=False, font="R", rule=True):
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        lines = wrap(run + [label.format(k=k + 1, n=n)], width, lambda t: f.m(t, font, size))
        if rule:
            p["ops"].append(("l", x0, y - size * PT - 1.6, x0 + width, y - size * PT - 1.6, 0.4, GREY, None))
        yy = y
        for t, vals in lines:
            x = x0 + width - f.m(t, font, size) if right else x0
            p["ops"].append(("t", x, yy, t, font, size, DARK))
            p["vals"].extend(vals)
            yy += size * PT * 1.35


def heads(f, run, x0, width, y, size, font="I", suffix=" (suite)", right=False):
    """Running head on every page but the first."""
    for p in f.pages[1:]:
        yy = y
        for t, vals in wrap(run + [suffix], width, lambda t: f.m(t, font, size)):
            x = x0 + width - f.m(t, font, size) if right else x0
            p["ops"].append(("t", x, yy, t, font, size, GREY))
            p["vals"].extend(vals)
            yy += size * PT * 1.35


# ================================================================== layout 1: day-hospital planning board (landscape)
TEAL, TEAL_L, YELLOW = (0.05, 0.42, 0.45), (0.86, 0.93, 0.93), (1.0, 0.95, 0.55)


def layout_planning(doc, meas):
    W, H = 297.0, 210.0
    f = Flow(meas, 14, 190, 14, 269, top_next=22)
    c = doc["ctx"]
    # letterhead | team | title
    hd = Flow(meas, 10, 200, 14, 110)
    for k, run in enumerate(doc["head"]):
        hd.para(run, size=8.4 if k == 0 else 7.6, font="B" if k == 0 else "R", lead=1.3)
    tm = Flow(meas, 10, 200, 128, 78)
    tm.para(["Équipe de l'hôpital de jour"], size=7.6, font="B", lead=1.3)
    for run in doc["team"]:
        tm.para(run, size=7.4, font="I", lead=1.3)
    ti = Flow(meas, 12, 200, 210, 73)
    ti.para([doc["title"]], size=11.5, font="B", lead=1.25, right=True, rgb=TEAL)
    ti.para(["Planning du "] + [c.cd(0)], size=8.5, font="R", right=True)
    for g in (hd, tm, ti):
        f.pages[0]["ops"] += g.pages[0]["ops"]
        f.pages[0]["vals"] += g.pages[0]["vals"]
    y0 = max(hd.y, tm.y, ti.y) + 3
    # the planning grid: chairs x hours, the patient's row highlighted
    lw, hours = 64.0, list(range(8, 18))
    cw = (269 - lw) / (len(hours) - 1)
    f.op("rect", 14, y0, 269, 6, TEAL, None, 0)
    f.text(15.5, y0 + 4.3, "Fauteuil / patient", [], "B", 7.8, (1, 1, 1))
    for k, h in enumerate(hours[:-1]):
        f.text(14 + lw + k * cw + 1.2, y0 + 4.3, "%02d:00" % h, [], "B", 7.8, (1, 1, 1))
    y = y0 + 6
    prow = 2 + doc["num"] % 3
    busy = ["réservé", "libre", "bionettoyage", "réservé", "libre", "maintenance"]
    for row in range(6):
        rh = 11.0
        if row == prow:
            f.op("rect", 14, y, 269, rh, YELLOW, None, 0)
            for t_i, (t, vals) in enumerate(f.lines(doc["planning_row"], lw - 3, "B", 7.2)[:3]):
                f.text(15.5, y + 3.6 + t_i * 3.2, t, vals, "B", 7.2)
            for h0, h1, run in doc["slots"]:
                x = 14 + lw + (h0 - 8) * cw
                w = (h1 - h0) * cw
                f.op("rect", x + 0.6, y + 0.8, w - 1.2, rh - 1.6, TEAL_L, TEAL, 0.5)
                for t_i, (t, vals) in enumerate(f.lines(run, w - 3, "R", 6.6)[:3]):
                    f.text(x + 1.6, y + 3.6 + t_i * 2.9, t, vals, "R", 6.6)
        else:
            f.text(15.5, y + 4.2, "Fauteuil %d - %s" % (row + 1, busy[(row + doc["num"]) % 6]), [], "R", 7.2, GREY)
            h0 = 8 + (row * 3 + doc["num"]) % 6
            f.op("rect", 14 + lw + (h0 - 8) * cw + 0.6, y + 2.5, 2 * cw - 1.2, rh - 5, (0.9, 0.9, 0.9), None, 0)
        f.op("l", 14, y + rh, 283, y + rh, 0.3, GREY, None)
        y += rh
    for k in range(len(hours)):
        x = 14 + lw + k * cw
        f.op("l", x, y0, x, y, 0.3, GREY, None)
    f.op("rect", 14, y0, 269, y - y0, None, TEAL, 0.8)
    f.text(14, y + 4, "Ligne surlignée : patient du présent document. Les autres fauteuils sont anonymisés dans ce planning.",
           [], "I", 7, GREY)
    f.y = y + 6
    last_pi = 0
    for pi, b in block_stream(doc):
        if pi != last_pi:
            f.new_page()
            last_pi = pi
        kind = b[0]
        if kind == "h":
            f.need(14)
            f.y += 6
            f.op("rect", 14, f.y - 3.2, 3.2, 3.2, TEAL, None, 0)
            f.text(19.5, f.y, b[1], [], "B", 10.5, TEAL)
            f.op("l", 14, f.y + 1.6, 283, f.y + 1.6, 0.5, TEAL, None)
            f.y += 1.5
        elif kind in ("id", "kv"):
            pairs = doc["ident"] if kind == "id" else b[1]
            for k in range(0, len(pairs), 2):
                cells = []
                for j, (label, run) in enumerate(pairs[k:k + 2]):
                    cells.append((14 + j * 136, label, f.lines(run, 90, "R", 8.8)))
                n = max(len(cc[2]) for cc in cells)
                f.need(4.3 * n + 1)
                f.y += 4.4
                for x, label, lines in cells:
                    f.text(x, f.y, label, [], "B", 7.8, GREY)
                    for j, (t, vals) in enumerate(lines):
                        f.text(x + 42, f.y + 4.1 * j, t, vals, "R", 8.8)
                f.y += 4.1 * (n - 1) + 0.6
            f.y += 1.5
        elif kind == "p":
            f.y += 1
            f.para(b[1], size=9)
        elif kind == "tab":
            hds, rows, weights = b[1], b[2], b[3]
            tot = sum(weights)
            ws = [269 * x / tot for x in weights]
            xs = [14 + sum(ws[:k]) for k in range(len(ws))]
            f.need(18)
            f.y += 2
            f.op("rect", 14, f.y, 269, 5.6, TEAL_L, None, 0)
            for k, h in enumerate(hds):
                f.text(xs[k] + 1.2, f.y + 4, h, [], "B", 8.2, TEAL)
            f.y += 5.6
            for row in rows:
                cells = [f.lines(cell, ws[k] - 2.5, "R", 8.4) for k, cell in enumerate(row)]
                n = max(len(cc) for cc in cells)
                f.need(4.1 * n + 2)
                yb = f.y
                for k, cc in enumerate(cells):
                    for j, (t, vals) in enumerate(cc):
                        f.text(xs[k] + 1.2, yb + 4 + 4 * j, t, vals, "R", 8.4)
                f.y = yb + 4 + 4 * (n - 1) + 1.6
                f.op("l", 14, f.y, 283, f.y, 0.3, GREY, None)
                for x in xs[1:]:
                    f.op("l", x, yb, x, f.y, 0.3, GREY, None)
            f.y += 2
        elif kind == "sig":
            f.need(18)
            f.y += 3
            for run in b[1]:
                f.para(run, x=170, w=113, size=8.8, lead=1.3)
    heads(f, doc["runhead"], 14, 269, 14, 8, "I", suffix=" - planning (suite)")
    feet(f, doc["foot"], 14, 269, 201, 7.4, " - planche {k}/{n}")
    return f, (W, H)


# ================================================================== layout 2: terminal print-out with box drawing
MONO_SIZE = 7.8


def layout_terminal(doc, meas, ncols=110):
    cw = meas("M", "M", MONO_SIZE)
    x0, lh = 14.0, 3.75
    f = Flow(meas, 22, 276, x0, ncols * cw, top_next=22)
    inner = ncols - 4
    state = {"title": None}

    def line(s, vals=(), font="M", rgb=BLACK):
        f.y += lh
        f.text(x0, f.y, s, list(vals), font, MONO_SIZE, rgb)

    def boxline(t, vals=()):
        line("│ " + t + " " * max(0, inner - len(t)) + " │", vals)

    def on_break(fl, what):
        if state["title"] is None:
            return
        if what == "close":
            fl.y += lh
            fl.text(x0, fl.y, "└" + "┄" * (ncols - 2) + "┘", [], "M", MONO_SIZE, GREY)
        else:
            t = "┌─[ " + state["title"] + " (suite) ]"
            fl.y += lh
            fl.text(x0, fl.y, t + "─" * max(0, ncols - 1 - len(t)) + "┐", [], "MB", MONO_SIZE)
    f.on_break = on_break

    def open_box(title):
        close_box()
        f.need(lh * 4)
        t = "┌─[ " + title + " ]"
        line(t + "─" * max(0, ncols - 1 - len(t)) + "┐", (), "MB")
        state["title"] = title

    def close_box():
        if state["title"] is not None:
            f.need(lh)
            line("└" + "─" * (ncols - 2) + "┘")
            state["title"] = None

    # page 1: prompt line, establishment box, team box, title
    c = doc["ctx"]
    f.y = 20
    f.text(x0, f.y, "$ dpi-print --dossier ", [], "MB", MONO_SIZE)
    p_run = [c.ipp, " --format=", doc["shape"]]
    f.text(x0 + 22 * cw, f.y, run_text(p_run), run_values(p_run), "M", MONO_SIZE)
    f.y += 1
    open_box("ÉTABLISSEMENT")
    for run in doc["head"]:
        for t, vals in f.lines(run, inner * cw, "M", MONO_SIZE):
            f.need(lh)
            boxline(t, vals)
    open_box("ÉQUIPE")
    for run in doc["team"]:
        for t, vals in f.lines(run, inner * cw, "M", MONO_SIZE):
            f.need(lh)
            boxline(t, vals)
    close_box()
    f.y += 2
    title = "»» " + doc["title"].upper() + " ««"
    f.y += lh
    f.text(x0 + max(0, (ncols - len(title)) // 2) * cw, f.y, title, [], "MB", MONO_SIZE)
    f.y += 1
    last_pi = 0
    for pi, b in block_stream(doc):
        if pi != last_pi:
            close_box()
            f.new_page()
            last_pi = pi
        kind = b[0]
        if kind == "h":
            open_box(b[1].upper())
        elif kind in ("id", "kv"):
            pairs = doc["ident"] if kind == "id" else b[1]
            lab_w = 24
            for label, run in pairs:
                lines = f.lines(run, (inner - lab_w - 2) * cw, "M", MONO_SIZE)
                for j, (t, vals) in enumerate(lines):
                    f.need(lh)
                    lab = (label if j == 0 else "").ljust(lab_w)[:lab_w]
                    boxline(lab + "│ " + t, vals)
            if kind == "id":
                f.need(lh)
                boxline("─" * inner)
        elif kind == "p":
            for t, vals in f.lines(b[1], inner * cw, "M", MONO_SIZE):
                f.need(lh)
                boxline(t, vals)
        elif kind == "tab":
            hds, rows, weights = b[1], b[2], b[3]
            avail = inner - (len(hds) - 1)
            tot = sum(weights)
            ws = [max(4, int(avail * x / tot)) for x in weights]
            ws[-1] = avail - sum(ws[:-1])

            def row_line(cells):
                return "│".join(cc.ljust(w)[:w] for cc, w in zip(cells, ws))
            f.need(lh * 3)
            boxline("┬".join("─" * w for w in ws))
            boxline(row_line(hds))
            boxline("┼".join("─" * w for w in ws))
            for row in rows:
                cells = [f.lines(cell, (w - 1) * cw, "M", MONO_SIZE) for cell, w in zip(row, ws)]
                n = max(len(cc) for cc in cells)
                f.need(lh * n)
                for j in range(n):
                    parts, vals = [], []
                    for cc in cells:
                        if j < len(cc):
                            parts.append(cc[j][0])
                            vals += cc[j][1]
                        else:
                            parts.append("")
                    boxline(row_line(parts), vals)
            boxline("┴".join("─" * w for w in ws))
        elif kind == "sig":
            f.need(lh * 5)
            boxline("")
            for run in b[1]:
                for t, vals in f.lines(run, (inner - 46) * cw, "M", MONO_SIZE):
                    f.need(lh)
                    boxline(" " * 46 + t, vals)
    close_box()
    # top bar on every page, prompt/running head from page 2, foot
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        p["ops"][:0] = [("rect", x0 - 1, 8, ncols * cw + 2, 6.5, (0.08, 0.08, 0.08), None, 0),
                        ("t", x0 + cw, 12.4, "DPI-TERM 4.2  │  impression écran  │  tty07  │  écran %d/%d" % (k + 1, n), "MB",
                         MONO_SIZE, (0.55, 1.0, 0.55))]
        if k > 0:
            hr = ["$ more "] + doc["runhead"]
            p["ops"].append(("t", x0, 20, run_text(hr), "M", MONO_SIZE, GREY))
            p["vals"].extend(run_values(hr))
    feet(f, doc["foot"], x0, ncols * cw, 284, MONO_SIZE, "  [page {k}/{n}]", font="M")
    return f, (210.0, 297.0)


# ================================================================== layout 3: right-to-left columns (values left, labels right)
PLUM = (0.42, 0.1, 0.35)


def layout_miroir(doc, meas):
    x0, xr = 18.0, 192.0
    W = xr - x0
    f = Flow(meas, 14, 270, x0, W, top_next=24)
    tm = Flow(meas, 10, 200, x0, 72)
    tm.para(["Équipe"], size=7.6, font="B", lead=1.3)
    for run in doc["team"]:
        tm.para(run, size=7.4, font="I", lead=1.3)
    hd = Flow(meas, 10, 200, 96, 96)
    for k, run in enumerate(doc["head"]):
        hd.para(run, size=8.6 if k == 0 else 7.6, font="B" if k == 0 else "R", lead=1.3, right=True)
    for g in (tm, hd):
        f.pages[0]["ops"] += g.pages[0]["ops"]
        f.pages[0]["vals"] += g.pages[0]["vals"]
    f.y = max(tm.y, hd.y) + 2
    f.op("l", x0, f.y, xr, f.y, 0.9, PLUM, None)
    f.op("l", x0, f.y + 1, xr, f.y + 1, 0.3, PLUM, None)
    f.y += 2
    f.para([doc["title"]], size=12.5, font="B", rgb=PLUM, right=True)
    vw, split = 116.0, x0 + 120.0
    sec = 0
    last_pi = 0
    for pi, b in block_stream(doc):
        if pi != last_pi:
            f.new_page()
            last_pi = pi
        kind = b[0]
        if kind == "h":
            sec += 1
            f.need(14)
            f.y += 6.5
            f.text(x0, f.y, "§ %d" % sec, [], "B", 9, GREY)  # stream order left to right (pypdf glues otherwise)
            f.rtext(xr, f.y, b[1], [], "B", 10.5, PLUM)
            f.op("l", x0, f.y + 1.5, xr, f.y + 1.5, 0.4, PLUM, None)
            f.y += 1.5
        elif kind in ("id", "kv"):
            pairs = doc["ident"] if kind == "id" else b[1]
            for label, run in pairs:
                lines = f.lines(run, vw, "R", 8.9)
                f.need(4.3 * len(lines) + 1)
                yb = f.y
                f.y += 4.4
                for j, (t, vals) in enumerate(lines):
                    if j:
                        f.y += 4.2
                    f.text(x0, f.y, t, vals, "R", 8.9)
                    if j == 0:  # the label after the value: content-stream order follows the reading order
                        f.rtext(xr, f.y, label, [], "B", 8, GREY)
                f.op("l", split, yb + 1, split, f.y + 1.4, 0.3, GREY, None)
                f.op("l", x0, f.y + 1.4, xr, f.y + 1.4, 0.15, (0.8, 0.8, 0.8), None)
            f.y += 2
        elif kind == "p":
            f.y += 1
            f.para(b[1], size=9)
        elif kind == "tab":
            hds, rows, weights = list(reversed(b[1])), [list(reversed(rw)) for rw in b[2]], list(reversed(b[3]))
            tot = sum(weights)
            ws = [W * x / tot for x in weights]
            xs = [x0 + sum(ws[:k]) for k in range(len(ws))]
            f.need(18)
            f.y += 5
            for k, h in enumerate(hds):
                f.rtext(xs[k] + ws[k] - 1.2, f.y, h, [], "B", 8.2, PLUM)
            f.op("l", x0, f.y + 1.5, xr, f.y + 1.5, 0.7, PLUM, None)
            f.y += 1.5
            for row in rows:
                cells = [f.lines(cell, ws[k] - 2.6, "R", 8.4) for k, cell in enumerate(row)]
                n = max(len(cc) for cc in cells)
                f.need(4.1 * n + 2)
                yb = f.y
                for k, cc in enumerate(cells):
                    for j, (t, vals) in enumerate(cc):
                        f.rtext(xs[k] + ws[k] - 1.2, yb + 4 + 4 * j, t, vals, "R", 8.4)
                f.y = yb + 4 + 4 * (n - 1) + 1.6
                f.op("l", x0, f.y, xr, f.y, 0.2, GREY, None)
            f.y += 2
        elif kind == "sig":
            f.need(18)
            f.y += 3
            for run in b[1]:
                f.para(run, x=x0, w=95, size=8.8, lead=1.3)
    heads(f, doc["runhead"], 60, 132, 14, 8, "I", suffix=" - suite", right=True)
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        p["ops"].append(("t", x0, 284, "%d/%d" % (k + 1, n), "B", 8, PLUM))
    feet(f, doc["foot"], 40, 152, 284, 7.4, "", right=True)
    return f, (210.0, 297.0)


# ================================================================== layout 4: fieldsets with legends, 2 x 4 identity boxes, flags
RED = (0.75, 0.05, 0.05)


def layout_fieldset(doc, meas):
    x0, W = 16.0, 178.0
    f = Flow(meas, 14, 272, x0, W, top_next=22)
    st = {"top": None, "title": None}

    def close_frame(end_y, open_bottom=False):
        top = st["top"]
        f.op("l", x0, top, x0, end_y, 0.6, DARK, None)
        f.op("l", x0 + W, top, x0 + W, end_y, 0.6, DARK, None)
        f.op("l", x0, end_y, x0 + W, end_y, 0.6, DARK, (1.5, 1.5) if open_bottom else None)

    def on_break(fl, what):
        if st["title"] is None:
            return
        if what == "close":
            close_frame(fl.y + 2.5, True)
        else:
            st["top"] = fl.y - 1
            f.op("l", x0, st["top"], x0 + W, st["top"], 0.6, DARK, (1.5, 1.5))
            f.y += 1.5
    f.on_break = on_break

    def open_frame(title):
        end_frame()
        f.need(22)
        f.y += 8
        tw = meas(title, "B", 9.5)
        top = f.y - 1.2
        f.op("l", x0, top, x0 + 4, top, 0.6, DARK, None)
        f.op("l", x0 + 7 + tw + 2, top, x0 + W, top, 0.6, DARK, None)
        f.text(x0 + 6, f.y, title, [], "B", 9.5)
        st["top"], st["title"] = top, title
        f.y += 1

    def end_frame():
        if st["title"] is not None:
            f.y += 2.5
            close_frame(f.y)
            st["title"] = None

    hd = Flow(meas, 10, 200, x0, 100)
    for k, run in enumerate(doc["head"]):
        hd.para(run, size=8.6 if k == 0 else 7.6, font="B" if k == 0 else "R", lead=1.3)
    tm = Flow(meas, 10, 200, 122, 72)
    tm.para(["Praticiens"], size=7.6, font="B", lead=1.3)
    for run in doc["team"]:
        tm.para(run, size=7.3, font="I", lead=1.3)
    for g in (hd, tm):
        f.pages[0]["ops"] += g.pages[0]["ops"]
        f.pages[0]["vals"] += g.pages[0]["vals"]
    f.y = max(hd.y, tm.y) + 5
    tw = meas(doc["title"], "B", 12.5)
    f.text(x0 + (W - tw) / 2, f.y, doc["title"], [], "B", 12.5)
    f.y += 2
    last_pi = 0
    flags = {"H", "L", "*"}
    for pi, b in block_stream(doc):
        if pi != last_pi:
            end_frame()
            f.new_page()
            last_pi = pi
        kind = b[0]
        if kind == "h":
            open_frame(b[1])
        elif kind == "id":
            bw, bh = (W - 6) / 4, 11.0
            f.need(2 * bh + 4)
            f.y += 2
            for k, (label, run) in enumerate(doc["ident"]):
                bx, by = x0 + 3 + (k % 4) * bw, f.y + (k // 4) * bh
                f.op("rect", bx, by, bw, bh, None, DARK, 0.5)
                f.text(bx + 1.3, by + 3, label.upper(), [], "R", 5.6, GREY)
                t = run_text(run)
                size = 9.0
                while size > 5.5 and meas(t, "B", size) > bw - 2.6:
                    size -= 0.25
                f.text(bx + 1.3, by + 8.6, t, run_values(run), "B", size)
            f.y += 2 * bh + 2
        elif kind == "kv":
            for label, run in b[1]:
                lines = f.lines(run, W - 54, "R", 8.8)
                f.need(4.3 * len(lines) + 1)
                f.y += 4.4
                f.text(x0 + 3, f.y, label + " :", [], "I", 8, GREY)
                for j, (t, vals) in enumerate(lines):
                    if j:
                        f.y += 4.2
                    f.text(x0 + 50, f.y, t, vals, "R", 8.8)
            f.y += 1.5
        elif kind == "p":
            f.y += 1
            f.para(b[1], x=x0 + 3, w=W - 6, size=9)
        elif kind == "tab":
            hds, rows, weights = b[1], b[2], b[3]
            tot = sum(weights)
            ws = [(W - 6) * x / tot for x in weights]
            xs = [x0 + 3 + sum(ws[:k]) for k in range(len(ws))]
            f.need(16)
            f.y += 1.5
            f.op("rect", x0 + 3, f.y, W - 6, 5.4, (0.88, 0.88, 0.88), None, 0)
            for k, h in enumerate(hds):
                f.text(xs[k] + 1, f.y + 3.9, h, [], "B", 8)
            f.y += 5.4
            for row in rows:
                flagged = any(run_text(cc) in flags for cc in row)
                cells = [f.lines(cell, ws[k] - 2.4, "B" if flagged and k == 1 else "R", 8.3) for k, cell in enumerate(row)]
                n = max(len(cc) for cc in cells)
                f.need(4 * n + 1.5)
                yb = f.y
                for k, cc in enumerate(cells):
                    for j, (t, vals) in enumerate(cc):
                        fl = t in flags
                        f.text(xs[k] + 1, yb + 3.9 + 3.9 * j, t, vals, "B" if fl or (flagged and k == 1) else "R", 8.3,
                               RED if fl else BLACK)
                f.y = yb + 3.9 + 3.9 * (n - 1) + 1.3
                f.op("l", x0 + 3, f.y, x0 + W - 3, f.y, 0.2, (0.7, 0.7, 0.7), None)
            if any(h.startswith("Drap") for h in hds):
                f.need(5)
                f.y += 3.6
                f.text(x0 + 3, f.y, "Drapeaux : H = au-dessus de la référence, L = au-dessous, * = à contrôler.", [], "I", 7, GREY)
            f.y += 1.5
        elif kind == "sig":
            f.need(18)
            f.y += 3
            for run in b[1]:
                f.para(run, x=x0 + 92, w=W - 95, size=8.8, lead=1.3)
    end_frame()
    heads(f, doc["runhead"], x0, W, 14, 8, "I")
    feet(f, doc["foot"], x0, W, 286, 7.4, " - p. {k} de {n}")
    return f, (210.0, 297.0)


# ================================================================== writers
def _reportlab():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    fonts = {"R": ("AYSansC", DEJAVU + "DejaVuSansCondensed.ttf"), "B": ("AYSansCB", DEJAVU + "DejaVuSansCondensed-Bold.ttf"),
             "I": ("AYSansCI", DEJAVU + "DejaVuSansCondensed-Oblique.ttf"), "M": ("AYMono", DEJAVU + "DejaVuSansMono.ttf"),
             "MB": ("AYMonoB", DEJAVU + "DejaVuSansMono-Bold.ttf")}
    for name, file in fonts.values():
        try:
            pdfmetrics.getFont(name)
        except KeyError:
            pdfmetrics.registerFont(TTFont(name, file))
    return {k: v[0] for k, v in fonts.items()}


def render_rlplanning(doc):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfgen import canvas
    fn = _reportlab()

    def meas(t, font, size):
        return pdfmetrics.stringWidth(t, fn[font], size) * PT
    f, (W, H) = layout_planning(doc, meas)
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=(W / PT, H / PT), invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor("Hôpital de jour")
    _draw_canvas(cv, f, H, fn)
    cv.save()
    return buf.getvalue(), [p["vals"] for p in f.pages]


def _draw_canvas(cv, f, H, fn):
    mm = 1 / PT
    for p in f.pages:
        for o in p["ops"]:
            if o[0] == "t":
                cv.setFillColorRGB(*o[6])
                cv.setFont(fn[o[4]], o[5])
                cv.drawString(o[1] * mm, (H - o[2]) * mm, o[3])
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[6])
                cv.setLineWidth(o[5])
                cv.setDash(list(o[7]) if o[7] else [])
                cv.line(o[1] * mm, (H - o[2]) * mm, o[3] * mm, (H - o[4]) * mm)
                cv.setDash([])
            elif o[0] == "rect":
                if o[5]:
                    cv.setFillColorRGB(*o[5])
                if o[6]:
                    cv.setStrokeColorRGB(*o[6])
                    cv.setLineWidth(o[7])
                cv.rect(o[1] * mm, (H - o[2] - o[4]) * mm, o[3] * mm, o[4] * mm, stroke=1 if o[6] else 0, fill=1 if o[5] else 0)
        cv.showPage()


def render_fpdfterminal(doc):
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    pdf.add_font("AYMono", "", DEJAVU + "DejaVuSansMono.ttf")
    pdf.add_font("AYMono", "B", DEJAVU + "DejaVuSansMono-Bold.ttf")
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_producer("fpdf2")
    style = {"R": "", "B": "B", "I": "", "M": "", "MB": "B"}

    def meas(t, font, size):
        pdf.set_font("AYMono", style[font], size)
        return pdf.get_string_width(t)
    f, _ = layout_terminal(doc, meas)
    for p in f.pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                pdf.set_font("AYMono", style[o[4]], o[5])
                pdf.set_text_color(*[int(255 * v) for v in o[6]])
                pdf.text(o[1], o[2], o[3])
            elif o[0] == "l":
                pdf.set_draw_color(*[int(255 * v) for v in o[6]])
                pdf.set_line_width(o[5])
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "rect":
                if o[5]:
                    pdf.set_fill_color(*[int(255 * v) for v in o[5]])
                if o[6]:
                    pdf.set_draw_color(*[int(255 * v) for v in o[6]])
                pdf.rect(o[1], o[2], o[3], o[4], style=("F" if o[5] else "") + ("D" if o[6] else ""))
    return bytes(pdf.output()), [p["vals"] for p in f.pages]


def render_mupdfmiroir(doc):
    import pymupdf
    # Carlito has no code point above U+FFFF: MuPDF's ToUnicode then has only 4-digit entries, which pypdf reads
    files = {"R": CARLITO + "Carlito-Regular.ttf", "B": CARLITO + "Carlito-Bold.ttf", "I": CARLITO + "Carlito-Italic.ttf",
             "M": DEJAVU + "DejaVuSansMono-Bold.ttf", "MB": DEJAVU + "DejaVuSansMono-Bold.ttf"}
    fonts = {k: pymupdf.Font(fontfile=v) for k, v in files.items()}

    def meas(t, font, size):
        return fonts[font].text_length(t, fontsize=size) * PT
    f, (W, H) = layout_miroir(doc, meas)
    mm = 1 / PT
    out = pymupdf.open()
    for p in f.pages:
        page = out.new_page(width=W * mm, height=H * mm)
        used = set()
        for o in p["ops"]:
            if o[0] == "t":
                name = "ay" + o[4].lower()
                if name not in used:
                    page.insert_font(fontname=name, fontfile=files[o[4]])
                    used.add(name)
                page.insert_text((o[1] * mm, o[2] * mm), o[3], fontname=name, fontsize=o[5], color=o[6])
            elif o[0] == "l":
                page.draw_line((o[1] * mm, o[2] * mm), (o[3] * mm, o[4] * mm), color=o[6], width=o[5],
                               dashes="[%s] 0" % " ".join("%g" % (v * mm) for v in o[7]) if o[7] else None)
            elif o[0] == "rect":
                page.draw_rect(pymupdf.Rect(o[1] * mm, o[2] * mm, (o[1] + o[3]) * mm, (o[2] + o[4]) * mm),
                               color=o[6], fill=o[5], width=o[7] if o[6] else 0)
    out.set_metadata({"title": doc["title"], "producer": "PyMuPDF", "creator": "corpus AY", "creationDate": "", "modDate": ""})
    out.subset_fonts()
    data = out.tobytes(garbage=3, deflate=True, no_new_id=True)
    return data, [p["vals"] for p in f.pages]


def render_pydyffieldset(doc):
    import pydyf
    from reportlab.pdfbase import pdfmetrics
    base = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique", "M": "Courier", "MB": "Courier-Bold"}

    def meas(t, font, size):
        return pdfmetrics.stringWidth(t, base[font], size) * PT
    f, (W, H) = layout_fieldset(doc, meas)
    mm = 1 / PT
    pdf = pydyf.PDF()
    fonts = pydyf.Dictionary()
    for k, bf in base.items():
        fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + bf, "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fo)
        fonts["F" + k] = fo.reference
    res = pydyf.Dictionary({"Font": fonts})
    pdf.add_object(res)
    for p in f.pages:
        s = pydyf.Stream(compress=True)
        for o in p["ops"]:
            if o[0] == "t":
                s.set_color_rgb(*o[6])
                s.begin_text()
                s.set_font_size("F" + o[4], o[5])
                s.set_text_matrix(1, 0, 0, 1, o[1] * mm, (H - o[2]) * mm)
                s.stream.append(b"<" + o[3].encode("cp1252").hex().encode() + b"> Tj")
                s.end_text()
            elif o[0] == "l":
                s.set_color_rgb(*o[6], stroke=True)
                s.set_line_width(o[5])
                s.set_dash([v * mm for v in o[7]] if o[7] else [], 0)
                s.move_to(o[1] * mm, (H - o[2]) * mm)
                s.line_to(o[3] * mm, (H - o[4]) * mm)
                s.stroke()
            elif o[0] == "rect":
                if o[5]:
                    s.set_color_rgb(*o[5])
                if o[6]:
                    s.set_color_rgb(*o[6], stroke=True)
                    s.set_line_width(o[7])
                s.set_dash([], 0)
                s.rectangle(o[1] * mm, (H - o[2] - o[4]) * mm, o[3] * mm, o[4] * mm)
                if o[5] and o[6]:
                    s.fill_and_stroke()
                elif o[5]:
                    s.fill()
                else:
                    s.stroke()
        pdf.add_object(s)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, round(W * mm, 2), round(H * mm, 2)]),
                                 "Contents": s.reference, "Resources": res.reference})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Producer"] = pydyf.String("pydyf 0.13.0")
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-ay-%03d" % doc["num"], compress=False)
    return buf.getvalue(), [p["vals"] for p in f.pages]


RENDERERS = {"rlplanning": render_rlplanning, "fpdfterminal": render_fpdfterminal,
             "mupdfmiroir": render_mupdfmiroir, "pydyffieldset": render_pydyffieldset}
PRODUCERS = {"rlplanning": "ReportLab 5.1.0 canvas (day-hospital planning board)",
             "fpdfterminal": "fpdf2 2.8.9 (terminal print-out, box drawing)",
             "mupdfmiroir": "PyMuPDF 2.0 / MuPDF 1.28.5 (right-to-left columns)",
             "pydyffieldset": "pydyf 0.13.0 hand-written streams (fieldsets, 2 x 4 identity boxes, flags)"}
