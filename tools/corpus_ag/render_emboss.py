"""emboss renderer of corpus AG: justified, hyphenated paragraphs, side-by-side Columns block,
running header/footer with {page}/{pages}, tagged PDF, Info Title."""
from __future__ import annotations

from .content import plain


def render_emboss(doc, path):
    from emboss import Document, HeaderFooter
    from emboss.spec import Columns, Heading, PageBreak, PageSpec, Paragraph, Table

    hdr = plain(doc.header)
    d = Document(title=doc.meta_title, author="", language="fr-FR", style="legal",
                 page=PageSpec(width=595.28, height=841.89, margin_top=62, margin_bottom=58, margin_left=54, margin_right=54),
                 header=HeaderFooter(left=hdr, font_size=7.5), footer=HeaderFooter(right="Page {page}/{pages}", font_size=8),
                 page_numbers=False)
    blocks = list(doc.blocks)
    # letterhead (first two paragraphs) beside the title: one Columns row
    left = [Paragraph(plain(b[1])) for b in blocks[:2]]
    right = [Heading(blocks[2][1], level=2)] if blocks[2][0] == "h" else []
    d.add(Columns(columns=[left, right or [Paragraph(" ")]], widths=[1.1, 1.0]))
    for b in blocks[2 + len(right):]:
        t = b[0]
        if t == "h":
            d.add(Heading(b[1], level=2))
        elif t == "p":
            d.add(Paragraph(plain(b[1])))
        elif t == "pb":
            d.add(PageBreak())
        elif t == "kv":
            d.add(Table(headers=["Identité", ""], rows=[[k, plain(v)] for k, v in b[1]], column_widths=[0.3, 0.7]))
        elif t == "table":
            d.add(Table(headers=list(b[1]), rows=[[plain(c) for c in row] for row in b[2]]))
    d.save(str(path))
