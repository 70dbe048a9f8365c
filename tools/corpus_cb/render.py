"""The four writers of corpus CB: render(fam, doc) -> (pdf bytes, [values of page 0, ...]); every document is checked
page by page against pdftotext (render_util.check) before it is kept."""
from __future__ import annotations

from .render_util import check

FAMILIES = {
    "megroff": ("py", "groff 1.22.4 -me + tbl -> gropdf (URW P052 embarquée, note de service)%.0s"),
    "rlfragments": ("rl", "ReportLab %s canvas (pages paysage, Caladea en sous-ensemble, chaque mot en fragments)"),
    "mutextwriter": ("mu", "PyMuPDF %s TextWriter (bordereau à bande verticale, FreeSans / FreeSerif)"),
    "plinumerise": ("py", "Pillow + PDF écrit à la main%.0s (courrier plié en trois numérisé à l'USMP, couche OCR par mot)"),
}


def render(fam, doc):
    if fam == "megroff":
        from .megroff import render_me as fn
    elif fam == "rlfragments":
        from .fragments import render_fragments as fn
    elif fam == "mutextwriter":
        from .textwriter import render_tw as fn
    elif fam == "plinumerise":
        from .pli import render_pli as fn
    else:
        raise KeyError(fam)
    pdf, vals = fn(doc)
    why = []
    if not check(pdf, vals, why):
        raise RuntimeError("%s %s: page check failed %s" % (fam, doc["form"], why[:5]))
    return pdf, vals
