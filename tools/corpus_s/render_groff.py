"""groff -mom renderer (replacement for Basser Lout, not packaged in Debian bookworm): mom + tbl -> PostScript -> ps2pdf."""
import re
import subprocess
from .model import plain


SP = "\\N'32'"


def esc(t):
    t = t.replace("\\", "\\e")
    # grops merges a space next to a one-character word into an ashow letter-spacing that pypdf does not read
    # as a space: printing the font's own space glyph (\\N'32') keeps the word boundary visible to both extractors
    t = re.sub(r"(?<=(?<!\S)\S) (?=\S)|(?<=\S) (?=\S(?!\S))", lambda m: SP, t)
    return t


def seg_text(ss):
    """Segments to troff text: inside a personal or kept value every space is a real space glyph (unbreakable)."""
    return "".join(esc(s.text) if s.item is None else s.text.replace("\\", "\\e").replace(" ", SP) for s in ss)


def line(t):
    if t[:1] in (".", "'"):
        t = "\\&" + t
    return t


def block(out, b):
    kind = b[0]
    if kind == "title":
        out += [".SP .3v", ".FT B", ".PT_SIZE %d" % b[2], line(seg_text(b[1])), ".BR", ".PT_SIZE 9.5", ".FT R", ".SP .3v"]
    elif kind == "para":
        out += [".PT_SIZE %.1f" % b[2], ".PP", line(seg_text(b[1])), ".PT_SIZE 9.5"]
    elif kind == "lines":
        _, xf, rows, size = b
        out += [".SP .3v", ".PT_SIZE %.1f" % size, ".TS", "tab(|);", ("lw(%.1fc) l." % (xf * 17)) if xf else "l."]
        for r in rows:
            out.append(("|" if xf else "") + seg_text(r))
        out += [".TE", ".PT_SIZE 9.5"]
    elif kind == "space":
        out += [".SP %.1fmm" % b[1]]
    elif kind == "kv":
        _, style, rows = b
        out.append(".SP .4v")
        if style == "grid":
            out += [".TS", "allbox tab(|);", "lb l.", ]
            for cap, v in rows:
                out.append("%s|T{\n%s\nT}" % (esc(cap), line(seg_text(v))))
            out.append(".TE")
        elif style == "nextline":
            out += [".TS", "tab(|);"] + ["lb s", "lw(1c) l"] * (len(rows) - 1) + ["lb s", "lw(1c) l."]
            for cap, v in rows:
                out += [esc(cap + " :"), "|" + seg_text(v)]
            out.append(".TE")
        elif style == "valuefirst":
            out += [".TS", "tab(|);", "l l.", ]
            for cap, v in rows:
                out.append("%s|(%s)" % (seg_text(v), esc(cap.lower())))
            out.append(".TE")
        else:
            out += [".TS", "tab(|) expand;", "lb rw(9c).", ]
            for cap, v in rows:
                out.append("%s|%s" % (esc(cap), seg_text(v)))
            out.append(".TE")
    elif kind == "table":
        _, header, rows, _w = b
        n = len(header)
        out += [".SP .3v", ".TS", "box tab(|);", " ".join(["cb"] * n), " ".join(["l"] * n) + ".", "|".join(esc(h) for h in header), "_"]
        for r in rows:
            out.append("|".join(seg_text(c) for c in r))
        out.append(".TE")


def source(doc):
    out = ['.TITLE "%s"' % doc.title.replace('"', "'"), '.AUTHOR "%s"' % doc.author,
           ".PRINTSTYLE TYPESET", ".PAPER A4", ".L_MARGIN 2c", ".R_MARGIN 2c", ".T_MARGIN 1.5c", ".B_MARGIN 1.5c",
           ".DOCHEADER OFF", ".HEADERS OFF", ".FOOTERS OFF", ".PAGINATION OFF", ".FAMILY H", ".PT_SIZE 9.5", ".AUTOLEAD 2", ".QUAD LEFT",
           ".HY OFF", ".KERN OFF", ".LIGATURES OFF", ".INDENT_FIRST_PARAS", ".PARA_INDENT 0",
           ".PDF_TITLE \"%s\"" % doc.title.replace('"', "'"),
           ".START", ".cflags 0 - \\[hy] \\[en]"]
    for pi, pm in enumerate(doc.pages):
        if pi:
            out.append(".NEWPAGE")
        for b in pm.header:
            block(out, b)
        out += [".SP .2v", ".DRH", ".SP 1.2v"]
        for b in pm.blocks:
            block(out, b)
        out += [".SP 1v", ".DRH", ".SP .8v"]
        for b in pm.footer:
            block(out, b)
    return "\n".join(out) + "\n"


def render(doc, pdf_path, workdir):
    src = workdir / (doc.name + ".mom")
    src.write_text(source(doc), encoding="utf-8")
    ps = workdir / (doc.name + ".ps")
    r = subprocess.run(["groff", "-t", "-mom", "-K", "utf8", "-Tps", "-dpaper=a4", "-P-pa4", str(src)], capture_output=True, timeout=120)
    if r.returncode != 0 or not r.stdout:
        raise RuntimeError("groff: " + r.stderr.decode("utf-8", "replace")[-800:])
    ps.write_bytes(r.stdout)
    subprocess.run(["ps2pdf", "-sPAPERSIZE=a4", str(ps), str(pdf_path)], check=True, capture_output=True, timeout=120)
