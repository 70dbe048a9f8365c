"""The four writers of corpus CE: render(fam, doc) -> (pdf bytes, [values of page 0, ...]); every document is checked
page by page against pdftotext (render_util.check, corpus CD's technique) before it is kept."""
from __future__ import annotations

from .render_util import check

FAMILIES = {
    "htmlbox": ("mu", "PyMuPDF %s insert_htmlbox (bandeau coloré, zones HTML/CSS mises à l'échelle par MuPDF)"),
    "fpdftable": ("fp", "fpdf2 %s (API table() et multi_cell, en-tête et pied de page, Lato)"),
    "rlxobject": ("rl", "ReportLab %s canevas (en-tête, tampon et pied en XObjects de formulaire réutilisés, Carlito)"),
    "photo": ("py", "Pillow + PDF écrit à la main%.0s (photo de smartphone d'un formulaire rempli à la main, perspective, couche OCR)"),
}


def render(fam, doc):
    if fam == "htmlbox":
        from .htmlbox import render_htmlbox as fn
    elif fam == "fpdftable":
        from .fpdftable import render_fpdf as fn
    elif fam == "rlxobject":
        from .rlxobject import render_rlx as fn
    elif fam == "photo":
        from .photo import render_photo as fn
    else:
        raise KeyError(fam)
    pdf, vals = fn(doc)
    why = []
    if not check(pdf, vals, why):
        raise RuntimeError("%s %s: page check failed %s" % (fam, doc["form"], why[:5]))
    return pdf, vals
