"""Corpus L renderer for rinohtype (reStructuredText front end): JSON document model -> PDF.

Runs inside the corpus venv (tools/_cache/corpusl-venv). Usage:
    render_rinoh.py SPEC.json OUT.pdf WORKDIR
"""

from __future__ import annotations

import datetime as dt
import json
import re
import shutil
import sys
from pathlib import Path

import rinoh
from rinoh.backend.pdf import cos
from rinoh.font import Typeface
from rinoh.font.opentype import OpenTypeFont
from rinoh.frontend.rst import ReStructuredTextReader
from rinoh.reference import Field, NUMBER_OF_PAGES, PAGE_NUMBER
from rinoh.style import StyleSheetFile
from rinoh.templates import Article
from rinoh.templates.article import ArticleBodyPageTemplate
from rinoh.text import MixedStyledText, Newline, SingleStyledText, Tab
from rinoh.dimension import MM

spec = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
out_pdf = Path(sys.argv[2])
work = Path(sys.argv[3])
st = spec["style"]
name = spec["name"]

# ------------------------------------------------------------------ fonts


def typeface(label, files):
    fonts = [OpenTypeFont(files["regular"]), OpenTypeFont(files["bold"]),
             OpenTypeFont(files["italic"]), OpenTypeFont(files["bolditalic"])]
    tf = Typeface(label, *fonts)
    rinoh.register_typeface(label, tf)
    return label


BODY_TF = typeface("CorpusL Body", st["font_files"])
HEAD_TF = typeface("CorpusL Head", st.get("font2_files") or st["font_files"])

# ------------------------------------------------------------------ rST


def esc(s: str) -> str:
    """Escape reStructuredText inline markup, keeping our **bold**."""
    parts = re.split(r"(\*\*.+?\*\*)", s)
    out = []
    for part in parts:
        bold = part.startswith("**") and part.endswith("**") and len(part) > 4
        body = part[2:-2] if bold else part
        body = re.sub(r"([\\`*_|\[\]<>])", r"\\\1", body)
        out.append("**%s**" % body if bold else body)
    text = "".join(out)
    # a paragraph must not be read as a list, an enumeration or a comment
    if re.match(r"^([-+•#]|\d+[.)]|[A-Za-z][.)]|\.\.)(\s|$)", text):
        text = "\\" + text
    return text.replace("\n", " ")


def line_block(lines, indent=""):
    out = []
    for ln in lines:
        out.append(indent + ("| " + esc(ln) if ln.strip() else "|"))
    return "\n".join(out)


def cell(text: str, indent: str) -> str:
    lines = text.split("\n")
    if len(lines) == 1:
        return esc(text) if text.strip() else "\\ "
    return line_block(lines, indent).lstrip()


def list_table(head, rows, widths, cls, header=True):
    n = len(rows[0]) if rows else len(head)
    w = widths or [1.0 / n] * n
    out = [".. list-table::", "   :class: %s" % cls, "   :widths: %s" % " ".join(str(max(1, int(round(x * 100)))) for x in w)]
    if header:
        out.append("   :header-rows: 1")
    out.append("")
    allrows = ([head] if header else []) + rows
    for r in allrows:
        first = True
        for c in r:
            prefix = "   * - " if first else "     - "
            out.append(prefix + cell(c, " " * 7))
            first = False
    return "\n".join(out) + "\n"


def kv_rows(rows, cols):
    if cols == 1:
        return [[k, v] for k, v in rows]
    out = []
    for i in range(0, len(rows), cols):
        r = []
        for k, v in rows[i:i + cols]:
            r += ["**%s**" % k if k else "", v]
        while len(r) < 2 * cols:
            r += ["", ""]
        out.append(r)
    return out


chunks = []
for b in spec["body"]:
    t = b["t"]
    if t == "title":
        chunks.append(".. class:: doctitle\n\n%s\n" % esc(b["text"]))
    elif t == "h":
        txt = b["text"].upper() if (st.get("h_upper") and b["level"] == 1) else b["text"]
        chunks.append(".. rubric:: %s\n   :class: h%d\n" % (esc(txt), b["level"]))
    elif t == "p":
        cls = "para" + ("-italic" if b.get("italic") else "-bold" if b.get("bold") else "")
        if b.get("align") == "center":
            cls = "para-center"
        chunks.append(".. class:: %s\n\n%s\n" % (cls, esc(b["text"])))
    elif t == "small":
        chunks.append(".. class:: small\n\n%s\n" % esc(b["text"]))
    elif t == "kv":
        cols = b.get("cols", 1)
        lw = b.get("label_w", 0.3)
        widths = [0.17, 0.33, 0.17, 0.33] if cols == 2 else [lw, 1 - lw]
        rows = kv_rows(b["rows"], cols) if cols == 2 else [["**%s**" % k, v] for k, v in b["rows"]]
        chunks.append(list_table(None, rows, widths, "kvb" if b.get("border") else "kv", header=False))
    elif t == "table":
        if b.get("caption"):
            chunks.append(".. rubric:: %s\n   :class: h2\n" % esc(b["caption"]))
        chunks.append(list_table(b["head"], b["rows"], b.get("widths"), "grid"))
    elif t == "box":
        title = b.get("title") or "Identification"
        chunks.append(".. admonition:: %s\n\n%s\n" % (esc(title), line_block(b["lines"], "   ")))
    elif t == "cols2":
        sp = b.get("split", 0.5)
        chunks.append(list_table(None, [["\n".join(b["left"]), "\n".join(b["right"])]], [sp, 1 - sp], "letterhead", header=False))
    elif t == "list":
        chunks.append("\n".join("- " + esc(x) for x in b["items"]) + "\n")
    elif t == "sign":
        chunks.append(".. class:: signature\n\n%s\n" % line_block(b["lines"]))
    elif t == "space":
        chunks.append(".. class:: spacer\n\n\\ \n")
    elif t == "hr":
        chunks.append("----------\n")
    elif t == "pagebreak":
        chunks.append(".. raw:: pdf\n\n   PageBreak\n")
rst = "\n".join(chunks)
# a transition may neither start nor end a document
rst_path = work / (name + ".rst")
rst_path.write_text(rst, encoding="utf-8")

# ------------------------------------------------------------------ style sheet
base = float(st["size"])
accent = st.get("accent", "#000000").lstrip("#")
lh = float(st.get("line_height", 1.25))
align = {"justify": "justify", "left": "left"}.get(st.get("align", "left"), "left")
rts = """[STYLESHEET]
name = corpus l %(name)s
base = sphinx_article

[VARIABLES]
serif_typeface = %(body)s
sans_typeface = %(head)s
mono_typeface = %(body)s

[default:Paragraph]
ligatures = false
typeface = %(body)s
font_size = %(base)spt
line_spacing = proportional(%(lh)s)
hyphenate = false
text_align = %(align)s
space_below = 3pt

[body]
base = default
typeface = %(body)s
font_size = %(base)spt
hyphenate = false
text_align = %(align)s
space_below = 3pt

[doctitle : Paragraph(has_class='doctitle')]
typeface = %(head)s
font_size = %(tsize)spt
font_weight = BOLD
font_color = #%(accent)s
text_align = %(talign)s
space_above = 4pt
space_below = 8pt

[h1 : Paragraph('rubric', has_class='h1')]
typeface = %(head)s
font_size = %(h1)spt
font_weight = BOLD
font_slant = UPRIGHT
font_color = #%(accent)s
text_align = left
space_above = 8pt
space_below = 3pt
%(h1rule)s

[h2 : Paragraph('rubric', has_class='h2')]
typeface = %(head)s
font_size = %(h2)spt
font_weight = BOLD
font_slant = UPRIGHT
text_align = left
space_above = 5pt
space_below = 2pt

[para-italic : Paragraph(has_class='para-italic')]
base = body
font_slant = ITALIC

[para-bold : Paragraph(has_class='para-bold')]
base = body
font_weight = BOLD

[para-center : Paragraph(has_class='para-center')]
base = body
text_align = center

[small : Paragraph(has_class='small')]
base = body
font_size = %(small)spt
font_color = #444444
text_align = left

[signature : Paragraph('line block', has_class='signature')]
base = body
margin_left = %(signx)smm
space_above = 8pt
space_below = 8pt
text_align = left

[spacer : Paragraph(has_class='spacer')]
base = body
font_size = 4pt
space_below = 4pt

[line block]
base = body
text_align = left
space_below = 3pt

[table of contents section]
hide = true

[table]
horizontal_align = LEFT
width = 100%%
space_below = 6pt
space_above = 2pt

[table cell]
space_above = 1pt
space_below = 1pt
vertical_align = TOP

[grid paragraph : Table(has_class='grid') / ... / Paragraph]
margin_left = 3pt
margin_right = 3pt
padding_top = 1.5pt
padding_bottom = 1.5pt
base = default
font_size = %(cell)spt
text_align = left
space_below = 0pt
line_spacing = proportional(1.1)

[table head cell background]
fill_color = #%(headbg)s

[admonition]
border = 0.6pt, #555555
padding_left = 6pt
padding_right = 6pt
padding_top = 3pt
padding_bottom = 3pt
space_above = 4pt
space_below = 6pt

[admonition title]
font_size = %(base)spt

[kv table : Table(has_class='kv')]
horizontal_align = LEFT

[kv border : +Table(has_class='kv') / ... / TableCellBorder]
stroke = none

[kvb border : +Table(has_class='kvb') / ... / TableCellBorder]
stroke = 0.4pt, #BBBBBB

[lh border : +Table(has_class='letterhead') / ... / TableCellBorder]
stroke = none

[grid border : +Table(has_class='grid') / ... / TableCellBorder]
stroke = 0.4pt, #999999

[kv paragraph : Table(has_class='kv') / ... / Paragraph]
margin_left = 3pt
margin_right = 3pt
padding_top = 1.5pt
padding_bottom = 1.5pt
base = default
font_size = %(cell)spt
text_align = left
space_below = 0pt

[kvb paragraph : Table(has_class='kvb') / ... / Paragraph]
margin_left = 3pt
margin_right = 3pt
padding_top = 1.5pt
padding_bottom = 1.5pt
base = default
font_size = %(cell)spt
text_align = left
space_below = 0pt

[lh paragraph : Table(has_class='letterhead') / ... / Paragraph]
margin_left = 3pt
margin_right = 3pt
padding_top = 1.5pt
padding_bottom = 1.5pt
base = default
font_size = %(cell)spt
text_align = left
space_below = 0pt
space_above = 0pt

[header_footer:Paragraph]
ligatures = false
typeface = %(head)s
font_size = %(hs)spt
font_weight = REGULAR
font_color = #333333
tab_stops = 100%% RIGHT

[header]
space_below = 10pt
%(hrule)s

[footer]
space_above = 10pt
%(frule)s
""" % dict(name=name, body=BODY_TF, head=HEAD_TF, base=base, lh=lh, align=align, tsize=base + 5,
           accent=accent, talign=st.get("title_align", "left"), h1=base + 1.5, h2=base + 0.3,
           h1rule=("border_bottom = 0.5pt, #%s\npadding_bottom = 1pt" % accent) if st.get("h_rule") else "",
           small=base - 2, cell=base - 1, signx=round((0.55 if int(st.get('columns', 1)) == 1 else 0.2) * (210 - st['margins'][1] - st['margins'][3]) / int(st.get('columns', 1)), 1), headbg=st.get("head_bg", "#E4E9F0").lstrip("#"),
           hs=st.get("header_size", base - 1.5),
           hrule=("border_bottom = 0.6pt, #%s\npadding_bottom = 2pt" % accent) if (spec.get("header") or {}).get("rule") else "border_bottom = none",
           frule="border_top = 0.4pt, #AAAAAA\npadding_top = 2pt" if (spec.get("footer") or {}).get("rule") else "border_top = none")
rts_path = work / (name + ".rts")
rts_path.write_text(rts, encoding="utf-8")
sheet = StyleSheetFile(rts_path)

# ------------------------------------------------------------------ page template


def styled(lines_left, lines_right, pagenum=None, pos="right"):
    parts = []
    n = max(len(lines_left), len(lines_right), 1)
    for i in range(n):
        if i:
            parts.append(Newline())
        left = lines_left[i] if i < len(lines_left) else ""
        right = lines_right[i] if i < len(lines_right) else ""
        for seg in re.split(r"(\*\*.+?\*\*)", left):
            if not seg:
                continue
            if seg.startswith("**") and seg.endswith("**"):
                parts.append(SingleStyledText(seg[2:-2], style="strong"))
            else:
                parts.append(SingleStyledText(seg))
        if right or (pagenum and i == 0):
            parts.append(Tab())
            if pagenum and i == 0:
                a, _, rest = pagenum.partition("{p}")
                b, _, c = rest.partition("{n}")
                parts += [SingleStyledText(a), Field(PAGE_NUMBER), SingleStyledText(b), Field(NUMBER_OF_PAGES), SingleStyledText(c)]
                if right:
                    parts.append(SingleStyledText("  "))
            for seg in re.split(r"(\*\*.+?\*\*)", right):
                if seg:
                    parts.append(SingleStyledText(seg.strip("*")))
    return MixedStyledText(parts)


hdr = spec.get("header") or {}
ftr = spec.get("footer") or {}
header_text = styled(hdr.get("left", []) + hdr.get("center", []), hdr.get("right", [])) if hdr else None
footer_text = styled(ftr.get("left", []) + ftr.get("center", []), [], ftr.get("pagenum"), ftr.get("pagenum_pos", "right")) if ftr else None
mt, mr, mb, ml = st["margins"]
page_opts = dict(page_size=st.get("paper", "A4").lower(), top_margin=mt * MM, bottom_margin=mb * MM,
                 left_margin=ml * MM, right_margin=mr * MM, header_footer_distance=4 * MM,
                 columns=int(st.get("columns", 1)), column_spacing=7 * MM)
cfg = Article.Configuration("corpus l", stylesheet=sheet, language="fr")
cfg["page"] = ArticleBodyPageTemplate(**page_opts)
cfg["contents_page"] = ArticleBodyPageTemplate(base="page", header_text=header_text, footer_text=footer_text,
                                               title_page_header_text=header_text, title_page_footer_text=footer_text)

# ------------------------------------------------------------------ deterministic info

created = dt.datetime.fromisoformat(st["created"]).replace(tzinfo=None) if st.get("created") else None
_orig_init = cos.Document.__init__


def _init(self, *a, **k):
    _orig_init(self, *a, **k)
    if created:
        self.timestamp = created
        self.info["CreationDate"] = cos.Date(created)


cos.Document.__init__ = _init
meta = spec.get("meta") or {}
tree = ReStructuredTextReader().parse(str(rst_path))
document = Article(tree, configuration=cfg)
document._get_backend_metadata = lambda: {k: meta.get(k) for k in ("title", "author", "subject", "keywords") if meta.get(k)}
root = work / (name + "_rinoh")
ok = document.render(root)
shutil.move(str(root) + ".pdf", str(out_pdf))
if not ok:
    sys.exit(3)
