"""The four writers of corpus CA: render(fam, doc) -> (pdf bytes, [values of page 0, ...])."""
from __future__ import annotations

FAMILIES = {
    "msgroff": ("py", "groff 1.22.4 -ms + tbl -> gropdf (URW Gothic embarquée, notes de bas de page)%.0s"),
    "rlsommaire": ("rl", "ReportLab %s Platypus (sommaire TableOfContents, signets, Lato Medium / Black)"),
    "pydyfglyphe": ("py", "pydyf %s (formulaire à cadres numérotés, chaque glyphe placé par sa matrice de texte)"),
    "photoecran": ("py", "Pillow + PDF écrit à la main%.0s (écran du logiciel photographié au téléphone, couche OCR)"),
}


def render(fam, doc):
    if fam == "msgroff":
        from .msgroff import render_ms
        return render_ms(doc)
    if fam == "rlsommaire":
        from .sommaire import render_sommaire
        return render_sommaire(doc)
    if fam == "pydyfglyphe":
        from .glyphe import render_glyphe
        return render_glyphe(doc)
    if fam == "photoecran":
        from .photo import render_photo
        return render_photo(doc)
    raise KeyError(fam)
