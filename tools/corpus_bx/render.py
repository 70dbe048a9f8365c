"""The four writers of corpus BX: render(fam, doc) -> (pdf bytes, [values of page 0, ...])."""
from __future__ import annotations

import subprocess


def _groff_version():
    try:
        return subprocess.run(["groff", "--version"], capture_output=True, text=True).stdout.splitlines()[0].split()[-1]
    except (OSError, IndexError):
        return "?"


def _pydyf_version():
    try:
        import pydyf
        return getattr(pydyf, "VERSION", getattr(pydyf, "__version__", "?"))
    except ImportError:
        return "?"


GROFF = _groff_version()
FAMILIES = {
    "rlregul": ("rl", "ReportLab %s canvas (impression du logiciel de régulation, liseré de priorité)"),
    "mutri": ("mu", "PyMuPDF %s (impression du logiciel des urgences, réglette de tri et courbes)"),
    "groffme": ("py", "GNU groff " + GROFF + " -me + tbl%.0s -> gropdf, URW Nimbus Roman Type 1 embarquée"),
    "scanlisting": ("py", "pydyf " + str(_pydyf_version()) + "%.0s + Pillow (listing d'imprimante matricielle numérisé, couche OCR sous l'image)"),
}


def render(fam, doc):
    if fam == "rlregul":
        from .regul import render_regul
        return render_regul(doc)
    if fam == "mutri":
        from .tri import render_tri
        return render_tri(doc)
    if fam == "groffme":
        from .troffme import render_me
        return render_me(doc)
    if fam == "scanlisting":
        from .scanlisting import render_scan
        return render_scan(doc)
    raise KeyError(fam)
