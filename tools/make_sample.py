"""Write the bundled sample: a fictional three-page operative report (CRO).

Everything in it is invented: names, numbers, addresses. The identity is
repeated in the running header of every page and in the body of page 2+,
as in the hospital files the product was built for (see seed 002).

    python tools/make_sample.py [OUT.pdf]
"""

from __future__ import annotations

import sys
from pathlib import Path

import pymupdf

OUT = Path(__file__).resolve().parents[1] / "resources" / "samples" / "cro_exemple.pdf"

HEADER = (
    "Centre Hospitalier de la Côte Basque (CHCB) - Service de chirurgie digestive\n"
    "Patient : Mme ETCHEVERRY Maialen - Née le 21/05/1949 - IPP : 804512376"
)

PAGES = [
    """COMPTE RENDU OPÉRATOIRE

Patiente : Madame ETCHEVERRY Maialen
Née le 21/05/1949 à Bayonne
Adresse : 12 rue des Tonneliers, 64100 Bayonne
Tél. : 05 59 44 12 87 - Courriel : m.etcheverry@exemple-mail.fr
N° de sécurité sociale : 2 49 05 64 102 117 46
IPP : 804512376    N° séjour : 2301458790

Date d'intervention : 14/03/2023
Opérateur : Dr Jean-Baptiste LARRALDE (RPPS 10101234564)
Aide : Dr Claire MOCOEUR
Anesthésiste : Dr Pierre OSPITAL
IBODE : Mme Sophie HARAN

Indication : sigmoïdite diverticulaire compliquée (K57.2), poussées
répétées malgré traitement médical. Score de Glasgow à 15.
Acte : colectomie sigmoïdienne par cœlioscopie (HHFA017).
""",
    """Installation en décubitus dorsal, position de Trendelenburg.
Incision de Pfannenstiel non retenue. Cœlioscopie à 4 trocarts.
Exploration : adhérences épiploïques, pas de carcinose. Le cul-de-sac
de Douglas est libre. Mobilisation de l'angle colique gauche.
Section du mésocôlon (artère identiﬁée), anastomose colorectale mécanique (Knight-Griffen).
Test à l'air négatif. Drainage par lame. Fermeture plan par plan.

Suites simples attendues. Reprise de l'alimentation à J1.
Antalgie : paracétamol 1 g x 4/j, kétoprofène 100 mg x 2/j.
Biologie de contrôle : Hb 12,4 g/dL, CRP 18 mg/L, créatinine 68 µmol/L.
""",
    """Synthèse pour le médecin traitant

Mme ETCHEVERRY, née le 21.05.1949, a bénéficié le 14/03/2023 d'une
colectomie sigmoïdienne. Patiente de 73 ans, ancienne boulangère,
autonome, vivant seule à Anglet.
Rappel d'identité : ETCHEVERRY Maialen, 21 mai 1949, IPP 804512376.
Consultation de contrôle dans six semaines, salle 2, au 05 59 44 35 00.

Dr Jean-Baptiste LARRALDE
Chirurgien digestif - CHCB
""",
]


FONT_FILE = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


def build(out: Path = OUT) -> Path:
    doc = pymupdf.open()
    # DejaVu carries "œ" and the "ﬁ" ligature; Helvetica (base 14) is the fallback.
    font = {"fontname": "dejavu", "fontfile": str(FONT_FILE)} if FONT_FILE.exists() else {"fontname": "helv"}
    n = len(PAGES)
    for i, body in enumerate(PAGES):
        page = doc.new_page(width=595, height=842)  # A4 portrait
        page.insert_textbox(pymupdf.Rect(50, 30, 545, 70), HEADER, fontsize=8, **font, color=(0.3, 0.3, 0.3))
        page.draw_line((50, 74), (545, 74), color=(0.6, 0.6, 0.6), width=0.5)
        page.insert_textbox(pymupdf.Rect(60, 95, 535, 780), body, fontsize=10.5, **font)
        page.insert_textbox(
            pymupdf.Rect(50, 800, 545, 820), "Page %d / %d - document fictif" % (i + 1, n),
            fontsize=8, **font, align=pymupdf.TEXT_ALIGN_CENTER,
        )
    doc.set_metadata({"title": "Compte rendu opératoire (exemple fictif)", "author": "Caviard", "producer": "tools/make_sample.py"})
    out.parent.mkdir(parents=True, exist_ok=True)
    doc.subset_fonts()
    doc.save(out, garbage=4, deflate=True)
    doc.close()
    return out


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    print(build(target))
