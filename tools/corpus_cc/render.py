"""The four writers of corpus CC: render(fam, doc) -> (pdf bytes, [values of page 0, ...]); every document is checked
page by page against pdftotext (render_util.check, corpus CB's technique) before it is kept."""
from __future__ import annotations

from .render_util import check

FAMILIES = {
    "fpdfhtml": ("fp", "fpdf2 %s write_html (tableaux HTML, Liberation Serif)"),
    "mustory": ("mu", "PyMuPDF %s Story HTML/CSS (fiches à cartouches, en-tête et pied en Story)"),
    "rlthermique": ("rl", "ReportLab %s canvas (ticket d'imprimante thermique 80 mm, Liberation Mono)"),
    "faxg4": ("py", "Pillow + PDF écrit à la main%.0s (télécopie reçue 1 bit CCITT G4, couche OCR par ligne)"),
}


def render(fam, doc):
    if fam == "fpdfhtml":
        from .fpdfhtml import render_fpdf as fn
    elif fam == "mustory":
        from .story import render_story as fn
    elif fam == "rlthermique":
        from .thermal import render_thermal as fn
    elif fam == "faxg4":
        from .fax import render_fax as fn
    else:
        raise KeyError(fam)
    pdf, vals = fn(doc)
    why = []
    if not check(pdf, vals, why):
        raise RuntimeError("%s %s: page check failed %s" % (fam, doc["form"], why[:5]))
    return pdf, vals
