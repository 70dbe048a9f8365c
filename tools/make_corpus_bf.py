"""Corpus BF: 40 fictional French clinical PDFs in four NEW layouts drawn by four writers, with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bf.py [--out benchmarks/out/corpus_bf] [--seed 571]

WHAT WAS READ to write it (the measure must stay honest: the product was never looked at): tools/score_eval.py
(the judge: truth format, probes, decoys, ordinary words, critical kinds, judge_document), the top docstrings of
tools/make_corpus_*.py and tools/make_eval_corpus.py (to pick layouts and shapes never used before),
tools/corpus_au/{ids,model,render}.py (model.py copied as is; ids.py adapted with new pools and new writings; the
Flow idea of render.py rewritten as tools/corpus_bf/layout.py), and, for the format only,
benchmarks/out/corpus_au/manifest.json and one truth file there. Nothing under app/, tests/, docs/, README.md,
benchmarks/RESULTS*.md, any other tools/corpus_*/ folder or any other benchmarks/out/corpus_*/ was read; the
product was not run.

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; nothing installed). Each LAYOUT is new: none of
boarding pass / carte d'embarquement, monthly calendar / calendrier, CV / résumé / curriculum, pager / bip call
log / journal des bips appears in an earlier docstring:
  rlboard   ReportLab 5.1.0 pdfgen canvas (invariant=1), DejaVu Sans Condensed / Bold / Oblique + DejaVu Sans Mono
            TTF subsets. Layout: a BOARDING-PASS TRANSFER TICKET: page 1 opens with a grey pass (dark title band
            "CARTE DE TRANSFERT - BOARDING PASS SANITAIRE"), letterhead, big "DE <acronym> >>> VERS <acronym>"
            codes, airline-style passenger "NAME/FIRST MME", séjour as flight number, date, boarding time, gate
            (salle) and seat (room); a dashed-off PASSENGER STUB on the right (NOM / PRÉNOM / IPP / seat, drawn
            bars and "*IPP*" barcode text, two doctors); team and phone / e-mail / FINESS under the pass; identity
            and every field as SMALL GREY CAPITAL CAPTION ABOVE THE VALUE, two fields per row; headings in grey
            bars. Pages 2+: reduced boarding strip "Passager : identity" + "De X vers Y"; foot
            "ACRONYM - IPP - séjour - carte k/n".
  fpdfcal   fpdf2 2.8.9, FreeSerif / Bold / Italic + FreeMono, fixed creation date. Layout: a MONTHLY CALENDAR
            SHEET: dark month band "MARS 2025" with "Agenda de : identity", a 7 x 6 day grid (weekend cells
            shaded) holding care events with their times, then letterhead | team side by side; identity and
            fields written VALUE FIRST (bold) with the CAPTION AFTER IT in a grey right-hand column, dashed rules;
            headings in capitals over a heavy rule. Pages 2+: grey band "MONTH - suite", "Agenda de :",
            establishment; foot "page k/n - ACRONYM - IPP - séjour".
  mupdfcv   PyMuPDF 2.0 insert_text / draw_*, Carlito Regular / Bold / Italic + DejaVu Sans Mono, subset fonts,
            no_new_id, emptied dates. Layout: a CV / RÉSUMÉ: dark left SIDEBAR (white text) with "IDENTITÉ"
            (caption line, value line under it) and "ÉTABLISSEMENT"; main column with the identity as a 15 pt
            NAME HEADLINE, italic title, "RÉFÉRENCES" (team); fields with the CAPTION IN A LEFT GUTTER COLUMN
            (right-aligned, grey) and the value in the main column. Pages 2+: name headline, sidebar
            "IDENTITÉ (suite)" + IPP; foot "ACRONYM - IPP - séjour - k / n".
  pydyfbip  pydyf 0.13.0 with content streams written here: base-14 Helvetica / Bold / Oblique + Courier,
            /WinAnsiEncoding hex strings, not embedded, fixed /ID. Layout: a SWITCHBOARD PAGER CALL LOG
            printout: framed "STANDARD - JOURNAL DES BIPS ET APPELS" with "Poste de : identity" in monospace,
            letterhead, a HEURE / BIP / APPELÉ log of the team's calls ("- rappel OK"); identity and fields
            with DOTTED LEADERS; tick boxes as "[X]" / "[ ]" text; tables without vertical rules. Pages 2+:
            "JOURNAL DES BIPS (suite)" frame; foot "--- impression du journal, feuille k/n --- ACRONYM - IPP".

SHAPES (ten, none named in an earlier docstring; every shape in every family): materiovigilance (device
incident report), hemovigilance_feir (fiche d'effet indésirable receveur), directives_anticipees,
cure_thermale (demande de prise en charge), oxygenotherapie (home oxygen prescription with provider),
nutrition_enterale (protocol with pump and gastrostomy), stomatherapie (stoma-care consultation),
rapatriement_sanitaire (assistance company, receiving hospital), tracabilite_mds (médicaments dérivés du sang,
UCD and lots), appel_lendemain (day-surgery next-day phone call).

Every document: letterhead (establishment and acronym, address, postcode, town, phone, service e-mail, FINESS),
team (two doctors with RPPS, a doctor whose surname is an ordinary word - the lowercase word appears in the text as
an ORDINAIRE item -, a nurse with ADELI), identity (name in 8 writings - "Mme First NAME", "NAME First",
"NAME, First", "F. NAME", all lower case, "Name FIRST", all capitals, "First Name" -, birth name for some women,
birth date in 12 writings, IPP, stay number, NIR in 8 writings, address, mobile, e-mail), running head / foot
repeated on every page, and the shape's values (relatives, GP, insurer + member number, employer, assistance
company, laboratory + lab file number, prescription ids, provider) and decoys (CIM-10, CCAM, ATC, LOINC, UCD, lots,
doses, lab values with units, scores, eponyms, devices, times, rooms, care dates).
Planned pages 1 + (i + i // 4) % 3: the three sections of a shape are spread over them (a section that overflows
continues on the next page). Seed 571. Validation: every document is checked with the judge's own functions
(extract_all, judge_document): every probe measurable by pdftotext or pypdf, every personal item counted as leaked
when the input is judged as its own output, no keep item lost, 1-3 pages.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bf import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlboard", "fpdfcal", "mupdfcv", "pydyfbip"]


def main(argv=None):
    return run("bf", content, render, FAMS, 571, 3, argv)


if __name__ == "__main__":
    raise SystemExit(main())
