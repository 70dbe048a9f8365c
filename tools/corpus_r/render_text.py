"""Listing producers: a2ps -> ps2pdf (Latin-1) and pango/cairo (paps-style, via PyGObject)."""
import json
import os
import subprocess
import unicodedata
from pathlib import Path
from .textfmt import page_lines

LATIN1_FIX = {"œ": "oe", "Œ": "OE", "–": "-", "—": "-", "’": "'", "€": "EUR", "≥": ">=", "≤": "<=", "…": "..."}


def latin1(s):
    return "".join(LATIN1_FIX.get(ch, ch) for ch in s)


def ascii_token(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return "".join(ch if ch.isalnum() else "_" for ch in s)


def render_a2ps(doc, out_pdf, work, two_up):
    W = 82 if two_up else 88
    L = 64 if two_up else 74
    text = "\f".join("\n".join(page_lines(p, W, L)) for p in doc.pages) + "\n"
    base = "%s_%s_%s" % (doc.doctype, ascii_token(doc.ctx.p.upper_last()), ascii_token(doc.ctx.p.first))
    txt = Path(work) / (base + ".txt")
    txt.write_bytes(text.encode("latin-1"))
    ps = Path(work) / (base + ".ps")
    args = ["a2ps", "-2" if two_up else "-1", "--landscape" if two_up else "--portrait", "-B", "--borders=no",
            "--medium=A4", "--encoding=latin1", "--chars-per-line=%d" % (W + 8),
            "--interpret=yes", "-o", str(ps), txt.name]
    r = subprocess.run(args, cwd=work, check=True, capture_output=True)
    if b"wrapped" in r.stderr + r.stdout:
        raise OverflowError("a2ps wrapped lines: %s" % (r.stderr + r.stdout).decode("latin-1"))
    # a2ps's Latin-1 vector puts /minus at 0x2D: text extractors then read U+2212 instead of "-".
    ps.write_bytes(ps.read_bytes().replace(b"/comma /minus /period", b"/comma /hyphen /period"))
    env = dict(os.environ, SOURCE_DATE_EPOCH="1735689600")
    subprocess.run(["ps2pdf", "-sPAPERSIZE=a4", str(ps), str(out_pdf)], check=True, capture_output=True, env=env)
    doc.metadata_items.append({"kind": "METADONNEES", "probes": [ascii_token(doc.ctx.p.upper_last())]})
    n = len(doc.pages)
    return [i // 2 for i in range(n)] if two_up else list(range(n))


PANGO_SCRIPT = r'''
import json, sys
import gi
gi.require_version("Pango", "1.0"); gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo
import cairo
spec = json.load(open(sys.argv[1], encoding="utf-8"))
for d in spec:
    s = cairo.PDFSurface(d["out"], 595.28, 841.89)
    s.set_metadata(cairo.PDF_METADATA_TITLE, d["title"])
    s.set_metadata(cairo.PDF_METADATA_AUTHOR, d["author"])
    s.set_metadata(cairo.PDF_METADATA_CREATOR, "SIH impression listing")
    s.set_metadata(cairo.PDF_METADATA_CREATE_DATE, "2025-01-01T00:00:00Z")
    cr = cairo.Context(s)
    fd = Pango.FontDescription(d["font"])
    fd.set_absolute_size(d["size"] * Pango.SCALE)
    for lines in d["pages"]:
        cr.set_source_rgb(0.05, 0.05, 0.12)
        y = 34.0
        for ln in lines:
            if ln.strip():
                lay = PangoCairo.create_layout(cr)
                lay.set_font_description(fd)
                lay.set_text(ln, -1)
                cr.move_to(36, y)
                PangoCairo.show_layout(cr, lay)
            y += d["lead"]
        s.show_page()
    s.finish()
'''


def render_pango_batch(docs, work):
    spec = []
    for doc, out_pdf, mono in docs:
        W, L = (92, 72) if mono else (84, 72)
        pages = [page_lines(p, W, L) for p in doc.pages]
        spec.append({"out": str(out_pdf), "font": "DejaVu Sans Mono" if mono else "DejaVu Sans", "size": 8.6 if mono else 8.4, "lead": 10.6,
                     "title": doc.meta["title"], "author": doc.meta["author"], "pages": pages})
        doc.metadata_items.append({"kind": "METADONNEES", "probes": [doc.ctx.p.upper_last()]})
    sp = Path(work) / "pango_spec.json"
    sp.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    scr = Path(work) / "pango_render.py"
    scr.write_text(PANGO_SCRIPT, encoding="utf-8")
    subprocess.run(["/usr/bin/python3", str(scr), str(sp)], check=True)
