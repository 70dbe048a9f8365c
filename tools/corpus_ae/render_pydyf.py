"""pydyf writer: hand-placed content streams (corpus AE, family "pydyf").

Stress: lines are written in a shuffled order (not reading order); every word is cut
into 2-3 fragments inside one TJ array with small kerning offsets; titles are
letter-spaced (Tc); ordinary long words are hyphenated at line ends (layout); the
identity line also runs vertically (rotated 90°) in the left margin. Fonts are
LiberationSans Regular/Bold embedded as simple TrueType fonts, WinAnsiEncoding.
"""

from __future__ import annotations

import random

import pydyf
from fontTools.ttLib import TTFont

from layout import FONT_BOLD, FONT_REG, PAGE_H

_FONTS = {}


def _font_objects(pdf, path, tag):
    f = TTFont(path)
    cmap = f.getBestCmap()
    hm = f["hmtx"].metrics
    upm = f["head"].unitsPerEm
    widths = []
    for code in range(32, 256):
        try:
            ch = bytes([code]).decode("cp1252")
            g = cmap.get(ord(ch))
            widths.append(round(hm[g][0] * 1000 / upm) if g else 0)
        except UnicodeDecodeError:
            widths.append(0)
    data = open(path, "rb").read()
    ff = pydyf.Stream([data], {"Length1": len(data)}, compress=True)
    pdf.add_object(ff)
    name = "/AAAAA%s+LiberationSans%s" % (tag, "-Bold" if "Bold" in path else "")
    desc = pydyf.Dictionary({"Type": "/FontDescriptor", "FontName": name, "Flags": 32,
                             "FontBBox": pydyf.Array([-544, -303, 1302, 980]), "ItalicAngle": 0, "Ascent": 905,
                             "Descent": -212, "CapHeight": 1409 * 1000 // 2048, "StemV": 80, "FontFile2": ff.reference})
    pdf.add_object(desc)
    font = pydyf.Dictionary({"Type": "/Font", "Subtype": "/TrueType", "BaseFont": name, "FirstChar": 32, "LastChar": 255,
                             "Widths": pydyf.Array(widths), "Encoding": "/WinAnsiEncoding", "FontDescriptor": desc.reference})
    pdf.add_object(font)
    return font


def _enc(s):
    return pydyf.String(s.encode("cp1252")).data


def _tj(text, rng):
    parts = []
    for word in text.split(" "):
        if len(word) >= 4:
            cuts = sorted(rng.sample(range(1, len(word)), min(2, len(word) - 1) if len(word) > 6 else 1))
            prev = 0
            for c in cuts:
                parts.append(_enc(word[prev:c]))
                parts.append(str(rng.choice([-6, -4, 3, 5])).encode())
                prev = c
            parts.append(_enc(word[prev:] + " "))
        else:
            parts.append(_enc(word + " "))
    parts[-1] = parts[-1]  # trailing space kept inside the last string
    return b"[" + b" ".join(parts) + b"] TJ"


def render(spec, out_path, seed):
    rng = random.Random(seed)
    pdf = pydyf.PDF()
    freg = _font_objects(pdf, FONT_REG, "A")
    fbold = _font_objects(pdf, FONT_BOLD, "B")
    for page in spec["pages"]:
        st = pydyf.Stream(compress=True)
        ops = list(page["ops"])
        rng.shuffle(ops)  # content order != reading order
        for op in ops:
            if op["t"] == "text":
                st.stream.append(b"BT")
                st.set_font_size("F2" if op["b"] else "F1", op["s"])
                if op.get("ls"):
                    st.stream.append(("%.2f Tc" % op["ls"]).encode())
                st.set_text_matrix(1, 0, 0, 1, op["x"], round(PAGE_H - op["y"], 2))
                st.stream.append(_tj(op["txt"], rng))
                if op.get("ls"):
                    st.stream.append(b"0 Tc")
                st.stream.append(b"ET")
            elif op["t"] == "side":
                st.stream.append(b"BT")
                st.set_font_size("F1", op["s"])
                st.set_text_matrix(0, 1, -1, 0, op["x"], round(PAGE_H - op["y"], 2))
                st.stream.append(_tj(op["txt"], rng))
                st.stream.append(b"ET")
            elif op["t"] == "table":
                x0, y0, rh = op["x"], op["y"], op["rowh"]
                tw = sum(op["widths"])
                st.set_line_width(0.5)
                for r in range(len(op["rows"]) + 1):
                    y = PAGE_H - (y0 + r * rh)
                    st.move_to(x0, y)
                    st.line_to(x0 + tw, y)
                x = x0
                for w in op["widths"] + [0]:
                    st.move_to(x, PAGE_H - y0)
                    st.line_to(x, PAGE_H - (y0 + rh * len(op["rows"])))
                    x += w
                st.stroke()
                # cells written column by column (not row by row)
                for ci, w in enumerate(op["widths"]):
                    cx = x0 + sum(op["widths"][:ci]) + 3
                    for ri, row in enumerate(op["rows"]):
                        st.stream.append(b"BT")
                        st.set_font_size("F2" if ri == 0 else "F1", op["s"])
                        st.set_text_matrix(1, 0, 0, 1, round(cx, 2), round(PAGE_H - (y0 + ri * rh + rh * 0.68), 2))
                        st.stream.append(_tj(row[ci], rng))
                        st.stream.append(b"ET")
        pdf.add_object(st)
        pg = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                               "MediaBox": pydyf.Array([0, 0, 595, 842]), "Contents": st.reference,
                               "Resources": pydyf.Dictionary({"Font": pydyf.Dictionary({"F1": freg.reference, "F2": fbold.reference})})})
        pdf.add_page(pg)
    meta = spec.get("meta") or {}
    for k, v in (("Title", "title"), ("Author", "author"), ("Subject", "subject"), ("Keywords", "keywords")):
        if meta.get(v):
            pdf.info[k] = pydyf.String(meta[v])
    pdf.info["Producer"] = pydyf.String("pydyf %s" % getattr(pydyf, "VERSION", "?"))
    with open(out_path, "wb") as fh:
        pdf.write(fh, compress=False)
