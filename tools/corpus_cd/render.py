"""The four writers of corpus CD: render(fam, doc) -> (pdf bytes, [values of page 0, ...]); every document is checked
page by page against pdftotext (render_util.check, corpus CB's and CC's technique) before it is kept."""
from __future__ import annotations

from .render_util import check

FAMILIES = {
    "pydyftj": ("py", "pydyf %s (flux écrits à la main : TJ crénés sans espace, lignes de bas en haut, Caladea)"),
    "rlcolonnes": ("rl", "ReportLab %s Platypus sur canevas (deux colonnes équilibrées, notes de bas de page, Liberation Sans Narrow)"),
    "formulaire": ("rl", "ReportLab %s AcroForm + pypdf (formulaire rempli, champs aplatis, en-tête fusionné)"),
    "scanadf": ("py", "Pillow + PDF écrit à la main%.0s (numérisation recto verso par chargeur, couche OCR par mot, police sans glyphes)"),
}


def render(fam, doc):
    if fam == "pydyftj":
        from .pydyftj import render_pydyf as fn
    elif fam == "rlcolonnes":
        from .colonnes import render_colonnes as fn
    elif fam == "formulaire":
        from .formulaire import render_form as fn
    elif fam == "scanadf":
        from .scan import render_scan as fn
    else:
        raise KeyError(fam)
    pdf, vals = fn(doc)
    why = []
    if not check(pdf, vals, why):
        raise RuntimeError("%s %s: page check failed %s" % (fam, doc["form"], why[:5]))
    return pdf, vals
