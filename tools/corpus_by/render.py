"""The four writers of corpus BY: render(fam, doc) -> (pdf bytes, [values of page 0, ...])."""
from __future__ import annotations

FAMILIES = {
    "rlquadrant": ("rl", "ReportLab %s canvas (étiquette à quatre quadrants, code couleur ABO)"),
    "fpmarge": ("fp", "fpdf2 %s (légendes en marge, lettre en Caladea)"),
    "murail": ("mu", "PyMuPDF %s (goutte de sang et badges octogonaux du logiciel de traçabilité)"),
    "scanautocopie": ("py", "pydyf %s + Pillow (feuillet rose de liasse autocopiante numérisé, couche OCR invisible)"),
}


def render(fam, doc):
    if fam == "rlquadrant":
        from .quadrant import render_quadrant
        return render_quadrant(doc)
    if fam == "fpmarge":
        from .marge import render_marge
        return render_marge(doc)
    if fam == "murail":
        from .rail import render_rail
        return render_rail(doc)
    if fam == "scanautocopie":
        from .autocopie import render_autocopie
        return render_autocopie(doc)
    raise KeyError(fam)
