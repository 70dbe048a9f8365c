"""The four writers of corpus BV: render(fam, doc) -> (pdf bytes, [values of page 0, ...])."""
from __future__ import annotations

import subprocess


def _groff_version():
    try:
        return subprocess.run(["groff", "--version"], capture_output=True, text=True).stdout.splitlines()[0].split()[-1]
    except (OSError, IndexError):
        return "?"


GROFF = _groff_version()
FAMILIES = {
    "grominute": ("py", "GNU groff " + GROFF + " gropdf%.0s + C059 (New Century Schoolbook) Type 1 embarquée (minute de greffe justifiée par troff)"),
    "rlplaty": ("rl", "ReportLab %s platypus (BaseDocTemplate, Paragraph, Table ; bandeau d'étapes de la mesure)"),
    "muhtml": ("mu", "PyMuPDF %s insert_htmlbox (fiches HTML / CSS, pagination par blocs)"),
    "scancopie": ("py", "pydyf %s + Pillow (photocopie numérisée en niveaux de gris JPEG, couche OCR Type0 invisible)"),
}


def render(fam, doc):
    if fam == "grominute":
        from .minute import draw_groff, lay_minute, measure
        f = lay_minute(doc, measure())
        return draw_groff(f.pages, doc), [p["vals"] for p in f.pages]
    if fam == "scancopie":
        from .photocopie import lay_copie, measure
        from .scanpdf import draw_scan
        m = measure()
        f = lay_copie(doc, m)
        return draw_scan(f.pages, doc, m)
    if fam == "rlplaty":
        from .platy import render_platy
        return render_platy(doc)
    if fam == "muhtml":
        from .htmlbox import render_html
        return render_html(doc)
    raise KeyError(fam)
