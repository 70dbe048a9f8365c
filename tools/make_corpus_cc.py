"""Corpus CC: 40 fictional French PDFs of the CHRONIC KIDNEY DISEASE pathway - haemodialysis, peritoneal and home
dialysis, vascular access, transport, the national transplant waiting list, HLA immunology, the living donor and the
transplant - in GUYANE (overseas département 973; postcodes 973xx, fixed phones 05 94, mobiles 06 94, international
+594 594 / +594 694; births coded 97 3xx or 99 abroad - Suriname, Brazil, Haiti - in the NIR), with four fictional
hospitals (CH3F Cayenne, CHOMF Saint-Laurent-du-Maroni, CMCKF Kourou, CNSF Matoury), three dialysis structures, two
transplant centres outside Guyane (Fort-de-France, Paris), two HLA laboratories, taxi companies and nurses' practices -
four writers, one of them a RECEIVED FAX (1-bit CCITT G4 image) with its own hand-written OCR layer - with ground truth.

Usage: tools/_cache/ar-venv/bin/python tools/make_corpus_cc.py [--out benchmarks/out/corpus_cc] [--seed 2975]

WHAT WAS READ: tools/score_eval.py (the judge; its normalize / count / extract_pdftotext are used by
corpus_cc/render_util.py for the page check), tools/corpus_driver.py (called as is), tools/corpus_kit.py (its Flow is
the base of the engine), tools/make_corpus_cb.py and every file of tools/corpus_cb/ (__init__, content, content_b,
engine, ids, model, people, render, render_util, ocr, pli read whole; megroff.py its first 60 lines; fragments.py and
textwriter.py were not opened): the structure copied (content / content_b / ids / people / model / render / engine),
engine.py and render_util.py copied as is but for their docstrings, the OCR misreading technique of ocr.py and the
hand-written PDF of ocr.py / pli.py rewritten for a fax; every writer, layout, pool, writing and document type replaced.
tools/corpus_au/{ids,model}.py (model imported through corpus_cc/model.py, its wrap / tokens used; Luhn, NIR key and
RPPS helpers imported) and the first 80 lines of tools/corpus_au/render.py (not used). The TOP DOCSTRINGS ONLY of every
other tools/make_corpus_*.py and tools/make_eval_corpus.py (79 files, extracted with ast into one text, accents folded,
lower-cased, grepped; short passages around some hits printed to see what a hit was). Also read:
/work/.library/env/README.md, font lists (ls /usr/share/fonts, fc-list), the signatures of fpdf2's write_html /
HTML2FPDF and PyMuPDF's Story (inspect). Nothing under app/, tests/, docs/, README.md, benchmarks/*.md, any other
tools/corpus_*/ folder or benchmarks/out/corpus_*/ was read; nothing was installed; the product was not run and the
corpus was not scored; git was used only for the final commit of this file and tools/corpus_cc/.

THEME (grep of the docstrings): the kidney pathway has never been a WHOLE corpus's theme, but single document types
touched it: "dialys" 6 / "hemodialys" 1 (a session table, a CKD stage-5 letter, a peritoneal-dialysis consultation),
"transplant" 7 / "greffe" 5 (a kidney-transplant follow-up letter, an anonymous-donor transplant, an organ-donation
coordination summary: "cristal" 5, "agence de la biomedecine" 3), "hla" 8 (stem-cell / marrow donors, blood groups),
"kt/v" 1, "nephro" 2. 0 hits for "donneur vivant", "taxi conventionne", "fistule", "generateur", "nxstage",
"dialyse peritoneale". Here the whole pathway in ten documents. REGION: 0 hits for "guyane", "cayenne", "kourou",
"saint-laurent", "matoury", "973", "97300", "05 94", "06 94", "+594" (fewest of the candidates: "corse" 1 (in
"corset"), "bretagne" 1, "mayotte" 2, "alsace" 5, "nantes" 3, "pays de la loire" 0 but "sarthe" 2 / "mayenne" 3).

WRITINGS: birth dates "12/03/1968", "12 mars 1968", "12-III-1968" (roman month: "-iii-" 0 hits; "roman month" 5 -
an earlier corpus wrote roman months otherwise), "1968-03-12" (ISO, the dialysis software), "12MAR68" (the generator
ticket; "12mar" 0), "12.03.1968"; NIR "2 68 03 97 302 114 37", "268039730211437", "2.68.03.97.302.114 clé 37" (the
".-separated cle" writing has a precedent); phones "05 94 31 22 40", "0594 31 22 40", "+594 594 31 22 40",
"05.94.31.22.40", "0594312240"; CRISTAL "512345" / "2025-512345" / "CR512345"; dialysis files "DIA-25-0412"; HLA files
"LHA25-01234"; living-donor files "DV-25-123"; taxi plates "GY-412-KT"; IPP "973012345" / "CH3F-0123456" / "12345678";
stays "250123456" / "V2025012345". Names of Guyane (creole, Hmong, Maroon, Brazilian, Haitian, Surinamese-Chinese:
"Ho-A-Sioe", "Lo-A-Tjin", "dos SANTOS", "Da Costa Lima", "Vang-Lor", "CHOCOLAT-ANNE", "Mme Ghislaine BELLONY épouse
TANON"); staff "Dr Rudy BELLONY", "Dr R. Bellony", "Docteur BELLONY", "BELLONY Rudy".

WRITERS (each prints all ten types in its own template, each part on its own page; none is CB's (groff -me + tbl,
ReportLab landscape fragments, PyMuPDF TextWriter, folded-letter scan), CA's (groff -ms, Platypus with TOC, pydyf per
glyph, phone photo) or BZ's (groff -mom, ReportLab via pdftocairo, fpdf2 two columns, pencil-form scan); the same
engines appear in other earlier corpora: "write_html" 2, "story" 17, "thermal" 8 / "80 mm" 1 (a pydyf receipt roll),
"ccitt" 5 / "g4" 6 (BU's and another corpus's received faxes), "liberation mono" 6, "liberation serif" 10, "nimbus
sans" 5; here the layouts, the page length per part, the one-text-object-per-LINE OCR layer ("per line" 27 hits, all
about other things) and the fax header with the +594 number are new):
  fpdfhtml     fpdf2 2.8.9 write_html: letterhead blocks, navy title and headings, caption / value and data TABLES,
               "[X]" ticks, rust "Important :", Liberation Serif subsets; head / foot by FPDF.header / footer.
  mustory      PyMuPDF Story with a CSS sheet: teal letterhead band, shaded reference box, white-on-teal section bars,
               zebra tables, orange-edged alert box, signature box; head and foot as their own Stories; re-saved with
               fixed metadata and no new /ID. A hyphenated value is wrapped in white-space:nowrap (MuPDF breaks at "-").
  rlthermique  ReportLab canvas (invariant): the unit's 80 mm THERMAL TICKET, each part one roll length (page height
               from the text), Liberation Mono 7.6 pt 42 columns, "=" / "*" / "-" / "!" rows, "Caption....: value",
               one block per table row, a bar row, "*** FIN DU TICKET k/n ***".
  faxg4        Pillow + PDF written by hand: a Nimbus Sans office letter rasterised at 200 dpi, FAXED (header line
               "date hour DE : +594 594 .. .. .. ACR NEPHRO P.00k/00n" in Nimbus Mono, standard resolution = every other
               line doubled, noisy 1-bit threshold, a dropped white line, specks), stored as CCITT GROUP 4 (libtiff
               strip, /CCITTFaxDecode /K -1). OCR layer: one text object per LINE in reading order (render mode 3,
               Helvetica WinAnsi, Tz to the printed width), the fax header included; seeded MISREADINGS (up to 3
               ordinary words a page, up to 2 personal values a document, "O"->"0", "I"->"1", "S"->"5", "8"->"3",
               "6"->"b", "0"->"O"; e.g. "CH0COLAT-ANNE", "DIA-25-011b", "LAP0MPE", "L1NGUET"); the truth is the layer's.

SHAPES (ten document types; parts = planned pages 1 + (i + i // 4) % 3): seance_hemodialyse (session sheet: generator
serial and station, dialyser lot, Qb / TA / PV table, Kt/V, UF; monthly lab; schedule with the taxi and the relative),
dialyse_peritoneale (home APD follow-up, the nurse's visit report, peritonitis protocol), consultation_nephrologie
(letter to the GP: DFG CKD-EPI, options, drugs; therapeutic education; vein mapping request), creation_fav (operative
report EBFA012, Allen manoeuvre; maturation doppler, rule of 6; letter to the GP), transport_taxi (medical transport
prescription cerfa 11574*04, taxi invoice with driver and plate, long-distance prior agreement 11575*05),
inscription_cristal (waiting-list registration with the CRISTAL number, letter to the patient, pre-transplant work-up),
typage_hla (NGS typing, Luminex single antigen MFI; living-donor cross-match naming the donor; antibody follow-up),
donneur_vivant (donor work-up with the donor's birth date, NIR, address, phone; information letter; costs), visites_idel
(home-haemodialysis nurse visits: NxStage monitor, access instructions, caregiver; transmission; nursing prescription),
appel_greffe (transplant call and discharge: JAEA003, tacrolimus levels; letter to the referring nephrologist; card).

Personal kinds: NOM / PRENOM (patient, naissance, donneur, proche, medecin, soignant, personnel = the taxi driver),
DATE_NAISSANCE (patient, donneur), NIR (patient, donneur), IPP, NUM_SEJOUR, RPPS, ADELI, FINESS, TELEPHONE, EMAIL,
ADRESSE, CODE_POSTAL, VILLE, ETABLISSEMENT (etablissement, sigle, taxi, cabinet_infirmier), IDENTIFIANT (cristal,
dossier_dialyse, dossier_hla, donneur, immatriculation). KEPT: care dates, HORAIRE, AGE, CIM10, CCAM, ATC, DOSE, LOT,
BIOLOGIE (incl. blood group and MFI), MESURE, PARAMETRE_DIALYSE (Qb, PV, UF, Kt/V, cycles), HLA (allele typings),
DISPOSITIF (the HOSPITAL'S machines: generator serial "n° série 5008S-41207", station "P07", cycler / monitor numbers -
decided kept: they identify a machine of the unit, not the patient), FORMULAIRE (cerfa numbers), DUREE, EPONYME
(CKD-EPI, Blumberg, Allen, Robbin, Twardowski, Kimmelstiel-Wilson, Fanconi, Raynaud, Berger), ARTICLE, ORGANISME
(Agence de la biomédecine, CGSS de la Guyane, tribunal judiciaire de Cayenne, registre REIN), NUMERO_PUBLIC (15),
ORDINAIRE_HOMONYME ("pêcheur", "boulanger", "mercier", "charron", "meunier", "berger" beside a clinician of that name).

CONVENTIONS: one truth item per printed occurrence, on its page (running heads and feet, the fax header on every page);
critical = corpus AU's V.item. A value never breaks inside a line in the HTML writers (no-break spaces, NFKC gives
spaces back); in the ticket and the fax a multi-word value may break at a space. The CRISTAL number, dialysis / HLA /
donor files and the taxi plate are personal; the donor is named only in the donor's and the cross-match documents.

RESULT (seed 2975): 40 documents, 79 pages (14 one-page, 13 two-page, 13 three-page; fpdfhtml 19, mustory 20,
rlthermique 21, faxg4 19 pages); 1725 personal items (fpdfhtml 417, mustory 420, rlthermique 434, faxg4 454; 476
critical; ADELI 14, ADRESSE 84, CODE_POSTAL 84, DATE_NAISSANCE 68, EMAIL 65, ETABLISSEMENT 350, FINESS 45, IDENTIFIANT
103, IPP 40, NIR 17, NOM 262, NUM_SEJOUR 30, PRENOM 243, RPPS 37, TELEPHONE 137, VILLE 146), 865 kept items (DATE_SOINS
176, BIOLOGIE 100, PARAMETRE_DIALYSE 97, MESURE 80, HORAIRE 60, HLA 56, DOSE 54, ORDINAIRE_HOMONYME 40, AGE 24,
ORGANISME 23, DUREE 22, EPONYME 22, LOT 21, CIM10 20, CCAM 19, DISPOSITIF 18, ARTICLE 12, ATC 12, FORMULAIRE 6,
NUMERO_PUBLIC 3) and 4238 ordinary words as counted by the judge; 14 misread personal values in the fax layer
("CH0COLAT-ANNE", "L1NGUET", "BA5TARAUD", "THÉODO5E", "DIA-25-011b", "DIA-25-3O70", "O594473398", ...); about 14 s on
this machine. Deterministic (three runs into three folders: same sha256 for the 40 PDFs, the 40 truths and the
manifest). Validation (tools/corpus_driver.py, the judge's own functions, plus the page check of render_util.py for
every writer): 0 invalid, exit 0.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_cc import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["fpdfhtml", "mustory", "rlthermique", "faxg4"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    logging.getLogger("fpdf").setLevel(logging.ERROR)
    return run("cc", content, render, FAMS, 2975, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
