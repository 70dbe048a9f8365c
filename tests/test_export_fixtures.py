"""Generated test documents for the export tests and benchmark (fictional identity).

A multi-page CRO in the shape seed 002 describes: the identity in the page-0
header, repeated in the body of later pages in other writings. Every value
here is invented.
"""

from __future__ import annotations

import os
from pathlib import Path

import pymupdf

DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

NOM = "RAFFIN"
NOM_TITLE = "Raffin"
PRENOM = "Léonie"
DDN = "21/05/1949"
NIR = "2 49 05 64 102 033 33"
IPP = "80412345"
EMAIL = "leonie.raffin@exemple-mail.fr"
FORCE = "CHCB"
NEIGHBOUR_ABOVE = "ligne supérieure intacte"
NEIGHBOUR_BELOW = "ligne inférieure conservée"
# Values whose every writing must be gone from the output (as seen by other extractors).
SECRETS = ("RAFFIN", "Raffin", "Léonie", "Leonie", "1949", "21.05", "21 mai", "CHCB", "80412345",
           "exemple-mail", "2490564102033", "102 033")
KEPT = ("12/03/2024", "fibrillation", "réflexe", "cholécystectomie", NEIGHBOUR_ABOVE, NEIGHBOUR_BELOW, "colonne droite")


def _lines(page, x, y, lines, size=10.0, spacing=1.4, **kw):
    for i, t in enumerate(lines):
        page.insert_text((x, y + i * size * spacing), t, fontsize=size, **kw)


def make_cro(path: str | os.PathLike) -> Path:
    """Write the 4-page fictional CRO to ``path``."""
    doc = pymupdf.open()
    # Page 0: header with the full identity.
    p = doc.new_page()
    _lines(p, 50, 60, [
        "CENTRE HOSPITALIER - Compte rendu opératoire",
        "Patiente : Mme %s %s" % (NOM, PRENOM),
        "Née le %s" % DDN,
        "NIR : %s" % NIR,
        "IPP : %s" % IPP,
        "Courriel : %s" % EMAIL,
        "Intervention au %s le 12/03/2024 : cholécystectomie." % FORCE,
    ])
    # Tight spacing (1.0 × font size): the middle line holds the name.
    _lines(p, 50, 260, [NEIGHBOUR_ABOVE + " gjpq", "Mme %s a été informée" % NOM, NEIGHBOUR_BELOW + " ÉÀÇ"], size=11, spacing=1.0)
    # Page 1: two columns, ligatures in a DejaVu font.
    p = doc.new_page()
    _lines(p, 40, 80, [
        "Colonne gauche : antécédents",
        "de \ufb01brillation auriculaire,",  # fi ligature
        "ré\ufb02exe conservé.",  # fl ligature
        "Mme Ra\ufb03n suivie au %s." % FORCE,  # ffi ligature inside the name
    ], fontname="dv", fontfile=DEJAVU)
    _lines(p, 320, 80, [
        "colonne droite : examen",
        "Mme %s %s, née le 21 mai 1949." % (NOM, PRENOM),
        "Contact : %s" % EMAIL.upper(),
        "Suite simple.",
    ])
    # Page 2: the birth date and NIR again in other writings.
    p = doc.new_page()
    _lines(p, 50, 80, [
        "Compte rendu - suite",
        "Née le 21.05.1949, la patiente %s %s" % (NOM_TITLE, PRENOM),
        "est connue du %s depuis 2019." % FORCE.lower(),
        "Rappel : née le 21-05-49 ; NIR 2490564102033 33.",
        "Dossier %s, IPP %s." % (FORCE, IPP),
        "Date de naissance : 21 05 1949.",
    ])
    # Page 3: rotated page.
    p = doc.new_page()
    _lines(p, 50, 80, [
        "Page tournée : conclusion",
        "Mme %s, Née le 21.05.1949, sortie le 14/03/2024." % NOM,
        "Le chirurgien du %s." % FORCE,
    ])
    p.set_rotation(90)
    # Everything around the pages that can hold the name.
    doc.set_metadata({"title": "CRO %s %s" % (NOM, PRENOM), "author": "Dr Exemple", "subject": NOM, "keywords": DDN})
    doc.set_xml_metadata(
        '<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>%s %s</dc:creator></rdf:Description>'
        "</rdf:RDF></x:xmpmeta><?xpacket end=\"w\"?>" % (PRENOM, NOM)
    )
    doc[0].add_freetext_annot(pymupdf.Rect(350, 700, 550, 740), "Note : appeler %s %s" % (PRENOM, NOM), fontsize=9)
    doc.set_toc([[1, "CRO %s %s" % (NOM, PRENOM), 1], [2, "Suite %s" % NOM, 3]])
    doc.embfile_add("identite.txt", ("%s %s %s" % (PRENOM, NOM, DDN)).encode("utf-8"), filename="identite.txt")
    doc[2].insert_link({"kind": pymupdf.LINK_URI, "from": pymupdf.Rect(50, 300, 200, 320), "uri": "mailto:" + EMAIL})
    path = Path(path)
    doc.save(path)
    doc.close()
    return path


def make_long_document(path: str | os.PathLike, pages: int = 50) -> Path:
    """A ``pages``-page text report (benchmark): dense prose, the identity on every page."""
    doc = pymupdf.open()
    prose = (
        "Le patient a bénéficié d'une intervention sans complication. Les suites opératoires ont été simples, "
        "la reprise alimentaire précoce et la douleur contrôlée par antalgiques de palier un."
    )
    for i in range(pages):
        p = doc.new_page()
        lines = ["Compte rendu - page %d" % (i + 1), "Patiente : Mme %s %s, née le %s" % (NOM, PRENOM, DDN)]
        words = (prose + " ") * 6
        chunk = []
        for w in words.split():
            chunk.append(w)
            if len(" ".join(chunk)) > 85:
                lines.append(" ".join(chunk))
                chunk = []
        lines += ["NIR %s, contact %s, suivi au %s." % (NIR, EMAIL, FORCE), "Mme %s revue le 12/03/2024." % NOM_TITLE]
        _lines(p, 50, 60, lines * 2)
    path = Path(path)
    doc.save(path)
    doc.close()
    return path


def test_fixture_holds_the_identity(tmp_path):
    path = make_cro(tmp_path / "cro.pdf")
    with pymupdf.open(path) as doc:
        assert doc.page_count == 4
        assert NOM in doc[0].get_text()
        assert "21.05.1949" in doc[2].get_text()
        assert doc[3].rotation == 90
        assert doc.embfile_count() == 1
        assert doc.get_toc()
        assert doc[0].first_annot is not None
        assert "\ufb03" in doc[1].get_text(flags=pymupdf.TEXT_PRESERVE_LIGATURES)
