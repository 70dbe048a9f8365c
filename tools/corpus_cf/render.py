"""The four writers of corpus CF: render(fam, doc) -> (pdf bytes, [values of page 0, ...]); every document is checked
page by page against pdftotext (render_util.check, corpus CE's technique) before it is kept."""
from __future__ import annotations

from .render_util import check

FAMILIES = {
    "rlrotate": ("rl", "ReportLab %s canevas, pages A4 /Rotate 90 (listing paysage, DejaVu Sans Condensed)"),
    "fpdfcols": ("fp", "fpdf2 %s text_columns (texte en deux colonnes, en-tête pleine largeur, DejaVu Serif)"),
    "twoup": ("mu", "PyMuPDF %s show_pdf_page (livret A5 imposé deux poses par feuille A4)"),
    "mfpscan": ("py", "Pillow + PDF écrit à la main%.0s (numérisation bitonale 150 dpi d'un multifonction, couche OCR)"),
}


def render(fam, doc):
    if fam == "rlrotate":
        from .rlrotate import render_rlrotate as fn
    elif fam == "fpdfcols":
        from .fpdfcols import render_fpdfcols as fn
    elif fam == "twoup":
        from .twoup import render_twoup as fn
    elif fam == "mfpscan":
        from .mfpscan import render_mfpscan as fn
    else:
        raise KeyError(fam)
    pdf, vals = fn(doc)
    why = []
    if not check(pdf, vals, why):
        raise RuntimeError("%s %s: page check failed %s" % (fam, doc["form"], why[:5]))
    return pdf, vals
