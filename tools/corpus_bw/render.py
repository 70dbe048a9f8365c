"""The four writers of corpus BW: render(fam, doc) -> (pdf bytes, [values of page 0, ...])."""
from __future__ import annotations

import subprocess


def _groff_version():
    try:
        return subprocess.run(["groff", "--version"], capture_output=True, text=True).stdout.splitlines()[0].split()[-1]
    except (OSError, IndexError):
        return "?"


def _pypdf_version():
    try:
        import pypdf
        return pypdf.__version__
    except ImportError:
        return "?"


GROFF = _groff_version()
FAMILIES = {
    "grommemo": ("py", "GNU groff " + GROFF + " -mm + tbl%.0s -> gropdf, URW P052 (Palatino) Type 1 embarquée (note de liaison)"),
    "fpspirale": ("fp", "fpdf2 %s (carnet à spirale sur papier pointillé, URW Bookman en TrueType)"),
    "rlfil": ("rl", "ReportLab %s canvas (fil d'activité de l'application de coordination)"),
    "scanclasseur": ("py", "pypdf " + _pypdf_version() + "%.0s + Pillow (page du classeur de domicile numérisée par application mobile, couche OCR Type 3 invisible)"),
}


def render(fam, doc):
    if fam == "grommemo":
        from .memo import render_memo
        return render_memo(doc)
    if fam == "fpspirale":
        from .spirale import render_spirale
        return render_spirale(doc)
    if fam == "rlfil":
        from .fil import render_fil
        return render_fil(doc)
    if fam == "scanclasseur":
        from .scanapp import render_scan
        return render_scan(doc)
    raise KeyError(fam)
