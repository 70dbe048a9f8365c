"""A fictional 3-page discharge letter whose birth date comes back, bare and in
other writings, on page 3 (the leak that the window's export once let through)."""

from __future__ import annotations

from pathlib import Path

import pymupdf

BIRTH_WRITINGS = ("21.05.1949", "21-05-1949", "21 05 1949", "21 mai 1949")
CARE_DATES = ("14/03/2023", "02/04/2023")

PAGES = [
    [
        "CENTRE HOSPITALIER FICTIF DE LA COTE - Service de médecine interne",
        "Patient : Monsieur LABORDETTE Gaston",
        "Né le 21/05/1949",
        "Hospitalisé du 14/03/2023 au 02/04/2023.",
        "Cher confrère,",
        "Votre patient a été hospitalisé pour une décompensation cardiaque.",
    ],
    [
        "Examen clinique : tension 135/80, auscultation pulmonaire normale.",
        "Biologie du 14/03/2023 : créatinine 98 µmol/L, BNP 1250 pg/mL.",
        "Traitement de sortie : furosémide 40 mg, bisoprolol 2,5 mg.",
    ],
    [
        "Rappel administratif : dossier du 21.05.1949 à classer.",
        "Identité vérifiée le 02/04/2023 (date 21-05-1949).",
        "Fiche de liaison : 21 05 1949",
        "Anniversaire : 21 mai 1949",
        "Revoir en consultation le 02/04/2023.",
        "Copie au dossier LABORDETTE.",
    ],
]


def make_letter(path: Path) -> Path:
    doc = pymupdf.open()
    for lines in PAGES:
        page = doc.new_page(width=595, height=842)
        y = 72
        for line in lines:
            page.insert_text((60, y), line, fontsize=11, fontname="helv")
            y += 22
    doc.save(path)
    doc.close()
    return path


def pdftotext(path: Path) -> list[str]:
    """Each page's text as poppler reads it (a reader other than MuPDF)."""
    import subprocess

    out = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return out.split("\f")
