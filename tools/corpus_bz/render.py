"""The four writers of corpus BZ: render(fam, doc) -> (pdf bytes, [values of page 0, ...])."""
from __future__ import annotations

FAMILIES = {
    "momgroff": ("py", "groff 1.22.4 -mom + tbl + pic -> gropdf (URW Bookman et Nimbus Sans Narrow embarquées)%.0s"),
    "rlcairo": ("rl", "ReportLab %s canvas réécrit par pdftocairo 22.12.0 (cairo 1.16.0) - roue des cycles et ruban"),
    "fpcolonnes": ("fp", "fpdf2 %s (mise en page sur deux colonnes, DejaVu Serif Condensed)"),
    "scancrayon": ("py", "pydyf %s + Pillow (formulaire jet d'encre rempli au crayon, numérisé à plat, couche OCR dans un calque)"),
}


def render(fam, doc):
    if fam == "momgroff":
        from .mom import render_mom
        return render_mom(doc)
    if fam == "rlcairo":
        from .cairo import render_cairo
        return render_cairo(doc)
    if fam == "fpcolonnes":
        from .colonnes import render_colonnes
        return render_colonnes(doc)
    if fam == "scancrayon":
        from .scan import render_scan
        return render_scan(doc)
    raise KeyError(fam)
