"""The four renderers of corpus AK. Each takes a document model (content.py) and writes a PDF;
it returns (body_items in printing order, running: 'head'/'foot' segment lists that are printed
on every page)."""
import base64
import json
import os
import subprocess
from pathlib import Path

from . import ids as I

LIB = "/usr/share/fonts/truetype/liberation/"
HERE = Path(__file__).resolve().parent


def txt(segs):
    return "".join(s if isinstance(s, str) else s["text"] for s in segs)


def items_of(segs):
    return [s for s in segs if not isinstance(s, str)]


def walk_items(doc):
    """Items of the body in printing order."""
    out = []
    for kind, pay in doc["blocks"]:
        if kind in ("h", "p"):
            out += items_of(pay)
        elif kind in ("lines", "sticker"):
            for ln in pay:
                out += items_of(ln)
        elif kind == "kv":
            for _, v in pay:
                out += items_of(v)
        elif kind == "table":
            for row in pay[1]:
                for cell in row:
                    out += items_of(cell if isinstance(cell, list) else [cell])
    return out


def cell_segs(cell):
    return cell if isinstance(cell, list) else [cell]


# ---------------------------------------------------------------- gopdfsuit (family 1)
def _props(font, size, bold=False, align="left", border=0):
    b = border
    return "%s:%d:%s:%s:%d:%d:%d:%d" % (font, size, "100" if bold else "000", align, b, b, b, b)


def render_suit(doc, out, meta_title):
    from pypdfsuit.generator import generate_pdf_from_dict
    fonts = [{"name": "LSerif", "fontData": base64.b64encode(open(LIB + "LiberationSerif-Regular.ttf", "rb").read()).decode()},
             {"name": "LSerifB", "fontData": base64.b64encode(open(LIB + "LiberationSerif-Bold.ttf", "rb").read()).decode()}]
    cfg = {"page": "A4", "pageAlignment": 1, "customFonts": fonts}
    if meta_title:
        cfg["pdfTitle"] = I.ascii_fold(txt(meta_title))
    els = []

    def table(ncols, rows, widths=None):
        t = {"maxcolumns": ncols, "rows": [{"row": r} for r in rows]}
        if widths:
            t["columnwidths"] = widths
        els.append({"type": "table", "table": t})

    for kind, pay in doc["blocks"]:
        if kind == "lines":
            table(1, [[{"props": _props("LSerif", 9), "text": txt(ln)}] for ln in pay])
        elif kind == "h":
            els.append({"type": "spacer", "spacer": {"height": 6}})
            table(1, [[{"props": _props("LSerifB", 11), "text": txt(pay)}]])
        elif kind == "kv":
            table(2, [[{"props": _props("LSerifB", 9, border=1), "text": k},
                       {"props": _props("LSerif", 9, border=1), "text": txt(v), "wrap": True}] for k, v in pay], [1, 2.6])
        elif kind == "p":
            els.append({"type": "spacer", "spacer": {"height": 4}})
            table(1, [[{"props": _props("LSerif", 10, align="justify"), "text": txt(pay), "wrap": True}]])
        elif kind == "table":
            head, rows, w = pay
            table(len(head), [[{"props": _props("LSerifB", 9, border=1), "text": h, "bgcolor": "#E6E6E6"} for h in head]]
                  + [[{"props": _props("LSerif", 9, border=1), "text": txt(cell_segs(c)), "wrap": True} for c in r] for r in rows], w)
        elif kind == "sticker":
            table(1, [[{"props": _props("LSerif", 9, border=1), "text": txt(ln)}] for ln in pay])
    tpl = {"config": cfg, "title": {"props": _props("LSerifB", 13, True, "center"), "text": doc["title"]},
           "elements": els, "footer": {"font": _props("LSerif", 7), "text": txt(doc["foot"])}}
    Path(out).write_bytes(generate_pdf_from_dict(tpl))
    return walk_items(doc), {"foot": doc["foot"]}


# ---------------------------------------------------------------- Lpdf (family 2)
def render_lpdf(doc, out, meta_title, bindir):
    os.environ["PATH"] = str(bindir) + os.pathsep + os.environ["PATH"]
    from lpdf import L
    from lpdf.kit.document_attr import DocumentAttr
    from lpdf.kit.document_assets import DocumentAssets
    from lpdf.kit.document_meta import DocumentMeta
    from lpdf.kit.font_attr import FontAttr
    from lpdf.kit.section_attr import SectionAttr
    from lpdf.kit.layout_attr import LayoutAttr
    from lpdf.layout.text_attr import TextAttr
    from lpdf.layout.table_attr import TableAttr
    from lpdf.layout.td_attr import TdAttr
    from lpdf.layout.row_attr import RowAttr
    from lpdf.layout.column_attr import ColumnAttr

    fonts = [FontAttr(name="sans", src=LIB + "LiberationSans-Regular.ttf"),
             FontAttr(name="sansb", src=LIB + "LiberationSans-Bold.ttf")]

    def T(s, size=10, bold=False, align=None):
        return L.text(TextAttr(font_size="%spt" % size, font="sansb" if bold else "sans", align=align), [s])

    def grid(cols, rows, head=None):
        trs = []
        if head:
            trs.append(L.tr(None, [L.td(TdAttr(padding="3pt", background="#e8eef4"), [T(h, 8.5, True)]) for h in head]))
        for r in rows:
            trs.append(L.tr(None, [L.td(TdAttr(padding="3pt"), [T(c, 9)]) for c in r]))
        return L.table(TableAttr(cols=cols, border="0.5pt #555555"), trs)

    blocks = list(doc["blocks"])
    first_lines = blocks.pop(0)[1] if blocks and blocks[0][0] == "lines" else []
    left = [T(txt(ln), 8, i == 0) for i, ln in enumerate(first_lines)]
    right = [T(doc["title"], 14, True)]
    nodes = []
    # two columns: letterhead beside the title and the first identity block
    if blocks and blocks[0][0] == "h":
        right.append(T(txt(blocks.pop(0)[1]), 11, True))
    if blocks and blocks[0][0] in ("kv", "sticker"):
        k, pay = blocks.pop(0)
        if k == "kv":
            right.append(grid("2fr 5fr", [[a, txt(b)] for a, b in pay]))
        else:
            right.append(grid("1fr", [[txt(ln)] for ln in pay]))
    nodes.append(L.row(RowAttr(gap="14pt"), [L.column(ColumnAttr(width="150pt", gap="2pt"), left),
                                             L.column(ColumnAttr(gap="6pt"), right)]))
    for kind, pay in blocks:
        if kind == "h":
            nodes.append(T(txt(pay), 11, True))
        elif kind == "p":
            nodes.append(T(txt(pay), 10, False, "justify"))
        elif kind == "kv":
            nodes.append(grid("2fr 5fr", [[a, txt(b)] for a, b in pay]))
        elif kind == "table":
            head, rows, w = pay
            nodes.append(grid(" ".join("%sfr" % x for x in w), [[txt(cell_segs(c)) for c in r] for r in rows], head))
        elif kind == "sticker":
            nodes.append(grid("1fr", [[txt(ln)] for ln in pay]))
        elif kind == "lines":
            nodes += [T(txt(ln), 9.5) for ln in pay]
    meta = DocumentMeta(title=txt(meta_title)) if meta_title else DocumentMeta(title=doc["title"])
    d = L.document(DocumentAttr(size="a4", font="sans", assets=DocumentAssets(fonts=fonts), meta=meta),
                   [L.section(SectionAttr(), [L.layout(LayoutAttr(margin="42pt"), [L.column(ColumnAttr(gap="9pt"), nodes)])])])
    Path(out).write_bytes(L.engine().render(d))
    return walk_items(doc), {}


# ---------------------------------------------------------------- RBPDF (families 3 and 0)
def render_rbpdf(doc, out, meta_title, variant, workdir):
    ops = []
    W = 180.0
    if variant == "lettre":
        F, FB = "dejavuserif", "dejavuserif"
        hfont = "dejavusans"
    else:
        F, FB = "dejavusanscondensed", "dejavusanscondensed"
        hfont = "dejavusanscondensed"
    blocks = list(doc["blocks"])
    if variant == "formulaire":
        # letterhead right-aligned, sticker/identity first as a boxed grid
        lines = blocks.pop(0)[1] if blocks[0][0] == "lines" else []
        ops.append(["font", hfont, "B", 9])
        for i, ln in enumerate(lines):
            ops.append(["cell", 0, 4.2, txt(ln), 0, 1, "R"])
            if i == 0:
                ops.append(["font", hfont, "", 8])
        ops.append(["ln", 2])
    for kind, pay in blocks:
        if kind == "lines":
            ops.append(["font", F, "", 9])
            ops += [["cell", 0, 4.6, txt(ln), 0, 1, "L"] for ln in pay]
            ops.append(["ln", 2])
        elif kind == "h":
            ops += [["ln", 2], ["font", FB, "B", 11.5], ["fill", 225, 232, 240],
                    ["cell", 0, 7, txt(pay), "B" if variant == "lettre" else 1, 1, "L", 1 if variant != "lettre" else 0], ["ln", 2]]
        elif kind == "kv":
            if variant == "lettre":
                for k, v in pay:
                    ops += [["font", F, "B", 9], ["cell", 56, 5.2, k, 1, 0, "L"], ["font", F, "", 9],
                            ["cell", 0, 5.2, txt(v), 1, 1, "L"]]
            else:  # two fields per line, label above value
                half = W / 2
                for j in range(0, len(pay), 2):
                    pair = pay[j:j + 2]
                    ops.append(["font", F, "", 6.5])
                    for n, (k, v) in enumerate(pair):
                        ops.append(["cell", half, 3.6, k.upper(), "LTR", 1 if n == len(pair) - 1 else 0, "L"])
                    ops.append(["font", F, "B", 9])
                    for n, (k, v) in enumerate(pair):
                        ops.append(["cell", half, 5.4, txt(v), "LBR", 1 if n == len(pair) - 1 else 0, "L"])
            ops.append(["ln", 3])
        elif kind == "p":
            ops += [["font", F, "", 9.5 if variant == "lettre" else 9],
                    ["mcell", 0, 4.8, txt(pay), 0 if variant == "lettre" else 1, "J"], ["ln", 2]]
        elif kind == "table":
            head, rows, w = pay
            tot = float(sum(w))
            ws = [W * x / tot for x in w]
            ops += [["font", F, "B", 8.5], ["fill", 232, 232, 232]]
            ops += [["cell", ws[n], 5.5, h, 1, 1 if n == len(head) - 1 else 0, "L", 1] for n, h in enumerate(head)]
            ops.append(["font", F, "", 8.5])
            for r in rows:
                ops += [["cell", ws[n], 5.5, txt(cell_segs(c)), 1, 1 if n == len(r) - 1 else 0, "L"] for n, c in enumerate(r)]
            ops.append(["ln", 3])
        elif kind == "pagebreak":
            ops.append(["newpage"])
        elif kind == "sticker":
            ops += [["x", 15 if variant == "lettre" else 105], ["mark"], ["font", hfont, "B", 9]]
            for n, ln in enumerate(pay):
                ops += [["x", 17 if variant == "lettre" else 107], ["cell", 84, 4.6, txt(ln), 0, 1, "L"]]
                if n == 0:
                    ops.append(["font", hfont, "", 8.5])
            ops += [["box", 88], ["ln", 3]]
    job = {"ops": ops, "hfont": hfont,
           "head": txt(doc["head"]) if variant == "lettre" else None,
           "foot": txt(doc["foot"]),
           "pagefmt": " — p. %d" if variant == "lettre" else " · feuillet %d",
           "top": 20 if variant == "lettre" else 14,
           "title": txt(meta_title) if meta_title else doc["title"]}
    jp = Path(workdir) / (Path(out).stem + ".json")
    jp.write_text(json.dumps(job, ensure_ascii=False))
    subprocess.run(["ruby", str(HERE / "render_rbpdf.rb"), str(jp), str(out)], check=True)
    run = {"foot": doc["foot"]}
    if variant == "lettre":
        run["head"] = doc["head"]
    return walk_items(doc), run
