"""Corpus BX: 40 fictional French PDFs of EMERGENCY CARE AND PRE-HOSPITAL REGULATION in FRANCHE-COMTÉ (Doubs 25, Jura
39, Haute-Saône 70, Territoire de Belfort 90): the SAMU centre 15 regulation file (call time, caller, callback number,
place of intervention with its access details, the regulating physician's decision, the follow-up log, orientation
and closure), the SMUR intervention record (crew with initials, times, vital-signs timeline, drugs, devices, hand-over),
the fire-brigade (SDIS) "fiche bilan" or the private ambulance company's transport report, the ED triage sheet (IOA,
FRENCH tri level, arrival mode, UHCD), the ED discharge letter (compte rendu de passage aux urgences, prescription,
advice), the exchange with the poison centre (centre antipoison), the inter-hospital transfer request, the police
requisition with the medico-legal certificate of injuries (ITT), the "sortie contre avis médical" form, the death in
the ED with the family contact note; four writers - one of them a DOT-MATRIX LISTING on fan-fold paper, SCANNED, with
its own OCR text layer written UNDER the page image, misreading a few words - with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bx.py [--out benchmarks/out/corpus_bx] [--seed 2451]

WHAT WAS READ to write it (the measure must stay honest: the product was never read or run): tools/score_eval.py (the
judge: truth schema, probes, critical kinds, decoys and ordinary words), tools/corpus_driver.py (the shared driver, its
run called as is), tools/corpus_kit.py (the shared layout engine, imported through engine.py: Flow), tools/make_corpus_bw.py
and tools/corpus_bw/ (__init__, classeur, content, content_b, engine, fil, ids, memo, model, people, render, scanapp, and
the function list of spirale: the structure copied - content / content_b / ids / people / model / render / engine,
engine.py copied with a "vit" block and per-template scale ladders added, the groff font-directory trick and the idea
of a hand-written OCR layer with seeded misreadings - with every writer, layout, pool, writing and document type
replaced), tools/corpus_au/{ids,model,render}.py (model imported as is through tools/corpus_bx/model.py, its wrap /
tokens used; the Luhn / NIR-key / RPPS / ADELI / FINESS helpers of ids.py imported as is), and the TOP DOCSTRINGS ONLY
of every other tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast into one text, accents folded,
lower-cased, then grepped). Nothing under app/, tests/, docs/, README.md, benchmarks/*.md, any other tools/corpus_*/
folder or any other benchmarks/out/corpus_*/ was read; git was not used; nothing was installed or committed; the
product was not run and the corpus was not scored.

THEME: the grep found 0 hits for the region ("franche-comte", "doubs", "jura", "besancon", "haute-saone", "belfort",
"vesoul", "lons-le-saunier", "montbeliard", "pontarlier", "dole", "champagnole"; "bourgogne" appears once, in a list of
regions BW excluded) and for "samu", "centre 15", "crra", "uhcd", "pompier", "appelant", "numero de rappel",
"callback", "trigram", "dragon", "vigilans", "lucas", "corpuls", "antidote", "acetylcysteine", "pompes funebres",
"incapacite totale", "transfert inter", "deces aux urgences", "vlm", "umh", "cimu". It found hits, and the documents
were made different from them, for single document types of earlier corpora: "smur" (AG's fiche_smur, AM's neonatal
SMUR, BP's decision column; here a whole pre-hospital chain where the regulation file, the SMUR record, the SDIS bilan
and the ED papers of one patient share their identifiers), "triage" / "ioa" (BC's triage_ioa; here FRENCH 1 - 3B - 5 as a
kept SCORE and UHCD surveillance), "ccmu" / "gemsa" / "constatation" (BM's resume_passage_urgences and
certificat_constatation_blessures; here the police requisition itself with its PV number and the OPJ, then the
certificate), "antipoison" (BG's mushroom call sheet; here a drug overdose, the CAP file number, the antidote and the
3114), "sdis" (BI's viper bite number; here the SDIS bilan with its VSAV call sign), "sortie contre" / "inventaire" /
"chambre mortuaire" (BB's and BD's subjects; here SCAM with the L. 1111-4 wording and witnesses, and the death in the
ED with the family call), "3114" / "116 117" (kept as NUMERO_PUBLIC, as in BQ and BU), "immatriculation" (2 hits:
grep lists; here LICENCE PLATES as personal IDENTIFIANT immatriculation).

WRITERS AND LAYOUTS (each family prints all ten types in its own template, every part from a new page; none is BV's or
BW's, and the grep found 0 hits for "-me" as a macro package, "nimbus roman", "doublebox", "dot-matrix" / "dot matrix",
"fan-fold" / "fanfold", "sprocket", "green-bar" / "greenbar", "impact printer", "under the image", "occlu", "flatbed",
"colour edge" / "colour-coded", "priority", "segmented", "sparkline", "gauge", "scale strip", "trigram", "radio dot",
"warning triangle", "double-strike" / "struck twice", "pin dot", "lanczos"; with hits made different: "groff" (AB's and AU's
-ms, S's -mom, BV's raw troff, BW's -mm; here -me), "tab stop" (3: caption-value fields at one tab; here two pairs on
one line), "three-part" (2: carbon forms; here troff's three-part titles), "chip" (6: yes/no chips, grey chips; here
caption chips flowing like words), "folder tab" (1: a manila folder's top tab; here section headings), "chronology"
(5: tables; here the ARM's log with trigrams), "courier" / "winansi" (many base-14 writers; here only an occluded OCR
layer), "ocr layer" / "invisible" (tesseract, ocrmypdf, Type 0 / Type 3 layers in render mode 3; here render mode 0
hidden by the image painted over it), "fax" / "ccitt" (BU's received fax; here a scanned impact-printer listing),
"terminal" / "monospace" / "box-drawing" (BC's terminal print-out, AY's box-drawing fieldsets: born digital; here a
raster of pin dots with ASCII "+--+" grids), "carlito" / "liberation sans narrow" (body fonts elsewhere)):
  rlregul      ReportLab 5.1.0 canvas (invariant=1), Liberation Sans Narrow Regular / Bold / Italic + Liberation Mono Bold
               subsets; /Creator "Régul'Est 6.2 - impression". The PRINT OF THE SAMU'S REGULATION SOFTWARE (regul.py):
               a 9 mm PRIORITY COLOUR EDGE down the left of every sheet with the level in a notch, a dark CALL-NUMBER
               PLATE holding the running identity, references with monospaced values, FOLDER-TAB headings, INLINE
               CAPTION CHIPS for the fields, SEGMENTED CONTROLS for the ticks, a CHRONOLOGY with trigram cells, notes with
               a severity border and a drawn warning triangle, visa columns.
  mutri        PyMuPDF 2.0 insert_text / draw_*, Carlito Regular / Bold / Italic, subset_fonts, empty dates, no new /ID;
               /Creator "UrgenSys 3.4 - impression". The PRINT OF THE ED SOFTWARE (tri.py): a SEVERITY SCALE STRIP under
               each title (FRENCH 1 / 2 / 3A / 3B / 4 / 5, P0 - P3 or CCMU 1 - 5 / P / D, the document's cell raised in
               full colour), teal banded headings, hairline field tables, vital signs with a "Tendance" column of
               SPARKLINES and a 0 - 10 pain GAUGE, RADIO DOTS for ticks, "Signé électroniquement par".
  groffme      GNU groff 1.22.4 -me + tbl -> gropdf, URW Nimbus Roman Type 1 EMBEDDED (devpdf TR / TB / TI / TBI copied as
               NXR / NXB / NXI / NXBI, .t1 cut into .pfb; tools/_cache/corpus_bx_groff/), SOURCE_DATE_EPOCH, .pdfinfo
               /Title, kerning off (pypdf read "Y oussef"). The ED's CORRESPONDENCE TYPESET BY TROFF (troffme.py): -me's
               three-part running titles, a boxed tbl cartouche (issuer | references), numbered .sh headings, fields at
               TAB STOPS two pairs a line, DOUBLEBOX tables, run-in "label : OUI / non" answers, a "Consigne." box, .(q
               quotes, .bu lists. The size drops from 10.5 pt until every part is exactly one page.
  scanlisting  Pillow 13.0.0 + numpy + pydyf 0.13.0 (listing.py, scanlisting.py). The OUTPUT OF THE OLD SYSTEM ON AN
               IMPACT PRINTER: fan-fold paper 240 x 305 mm with SPROCKET STRIPS, micro-perforations and GREEN-BAR bands,
               every character a DOT MATRIX (DejaVu Sans Mono rasterised on 8 x 12 cells, each cell a pin dot, bold
               struck twice), pitch 10 cpi / 6 lpi down to 17.1 cpi / 8 lpi as the type scale, ASCII grids, "[X]" ticks,
               dot leaders; SCANNED on an A3 flatbed at 200 dpi grey (turned 0.15 - 0.45°, blur, noise, JPEG q70). The
               OCR LAYER is written UNDER THE IMAGE: base-14 Courier /WinAnsiEncoding in render mode 0 (its advance is
               the printer's pitch), one level text object per printed line placed where the scan maps the line's start,
               then the opaque image painted over it. Seeded MISREADINGS: about three ordinary words per sheet and 14
               values in this corpus, e.g. "BELFORT" -> "BFLFORT", "ROY-GIRARDOT" -> "R0Y-GIRARDOT", "25R445998" ->
               "25R44S998", "03 53 01 1518" -> "03 53 01 1S18", "Montbéliard" -> "Montbeliard"; the truth is the layer's.
               (A turned text matrix made pdftotext cut "SMUR-90-25-19541" in two; the layer is kept level.)

SHAPES (ten document types; parts = planned pages 1 + (i + i // 4) % 3, every part from a new page):
  regulation_samu         1 the regulation file (call hh:mm:ss, line 15 / 112 / 18, caller in the ARM's lower case or in
                          capitals, callback number, ARM trigram, address + access - floor, door code, gate -, the
                          patient's car plate after a road accident, GP, decision, priority P0 - P3); 2 the follow-up
                          chronology; 3 orientation and closure (114, 15).
  intervention_smur       1 SMUR record (intervention number, call sign, crew with initials and ADELI, times table, initial
                          bilan with GCS / FC / PA / SpO2 / glycaemia, ECG CCAM); 2 vitals timeline, drugs with ATC, device
                          serial and lot; 3 hand-over to the ED (episode number opened).
  bilan_sdis_ambulance    SDIS bilan (intervention number, VSAV, "Sgt" team leader) or ambulance report (company, ARS
                          approval, ambulance plate, transport number); 2 transport and hand-over; 3 administrative (NIR, CPAM).
  tri_ioa                 1 triage (arrival mode, companion, e-mail, INS, FRENCH level, vitals, EVA, orientation, IOA with
                          ADELI, the car plate of a walk-in); 2 medical observation; 3 UHCD surveillance log.
  passage_urgences        1 letter to the GP (labs, CCAM, CIM-10, CCMU, GEMSA); 2 discharge prescription (ATC, sick leave,
                          employer); 3 advice (15, 114, 112, 116 117, the GP's secure e-mail). Running head with the INS.
  echange_antipoison      1 exchange sheet (poison centre and its line, CAP physician, CAP file number, toxic dose, ingestion
                          hour, advice); 2 levels and antidote (lot); 3 psychiatric evaluation (3114, VigilanS).
  demande_transfert       1 request (INS, IPP, episode, CT CCAM, receiving ward and physician, Dragon 25); 2 agreement (transfer
                          number, regulation file, SMUR); 3 check-list.
  certificat_requisition  1 the police requisition (OPJ, unit, PV number, arts 60 and 77-1 CPP, 17); 2 the certificate (lesions
                          table, CIM-10 T74.1, ITT as a kept duration, arts 222-11 CP, "8 + RPPS"); 3 the hand-over log.
  sortie_contre_avis      1 SCAM declaration (L. 1111-4, R. 1112-62, witness nurse with ADELI); 2 the physician's note (INS,
                          alcohol level, relative with e-mail); 3 letter to the GP.
  deces_famille           1 death in the ED (resuscitation log, DATE_DECES, LUCAS 3); 2 family contact note (relative's phones
                          and e-mail, funeral home and its phone); 3 inventory of belongings (commune of death).

EVERY WRITING: names "M. Régis VUILLEMIN", "VUILLEMIN Régis", "Mme Odile PERRIN, née VUILLEMIN", "PERRIN née VUILLEMIN
Odile", "Régis Vuillemin", "VUILLEMIN, Régis", "Monsieur VUILLEMIN", "RÉGIS VUILLEMIN", "vuillemin régis" (typed by
the ARM), "de MOUSTIER", "du VERNOIS", "N'GUESSAN", "BEN SALAH"; doctors "Dr Odile PERRIN" / "Dr O. Perrin" / "Docteur
PERRIN"; crew INITIALS "O.P." / "JC.V." and ARM TRIGRAMS "OPE" (NOM subtype initiales); birth dates "07/03/1941",
"7 mars 1941", "mardi 7 mars 1941", "07 MARS 1941", "07/03/41", "07031941", "1941-03-07", "07.03.1941", "7/3/1941"; NIR
spaced, glued, " - key", "13 key", "(clé key)"; RPPS in 11 digits and as the 12-digit "8 + RPPS"; phones in the ARCEP
fiction blocks 03 53 01 / 06 39 98 / 07 00 11 in seven writings. Personal kinds: NOM / PRENOM (patient, naissance,
proche, medecin, soignant, personnel, pompier, opj, initiales), DATE_NAISSANCE, DATE_DECES, NIR (ins, patient), IPP,
NUM_SEJOUR, RPPS, ADELI, FINESS, TELEPHONE, EMAIL, ADRESSE, CODE_POSTAL, VILLE, ETABLISSEMENT (etablissement, sigle,
transporteur, pompes_funebres, employeur), IDENTIFIANT (num_regulation, num_intervention, num_transport, num_agrement,
num_dossier_cap, num_pv, num_transfert, code_acces, immatriculation). KEPT: care dates, HORAIRE, AGE, SCORE (tri
levels, P0 - P3, CCMU, GEMSA, GCS, EVA), MESURE (vital signs), BIOLOGIE, DOSE, ATC, CIM10, CCAM, DUREE (ITT included),
ARTICLE, LOT, DISPOSITIF, CODE (INS OID), ORGANISME (SAMU nn, SDIS nn, CTA-CODIS nn, CPAM, police and gendarmerie units,
the poison centre), NUMERO_PUBLIC (15, 17, 18, 112, 114, 116 117, 3114, the poison centre's line), INDICATIF (VSAV,
SMUR, Dragon 25), ORDINAIRE_HOMONYME (the ED physician's surname printed once as a word: "couvreur", "chevrier",
"faucheur", "sellier", "pelletier", "laboureur").

CONVENTIONS WHERE A CHOICE WAS NEEDED: one truth item per printed occurrence, on its page (running heads and feet on
every page); critical = DATE_NAISSANCE, NIR, IPP, EMAIL and NOM / PRENOM patient / naissance (corpus AU's V.item), so the
service addresses "urgences@..." count as critical e-mails as in BW; an address item also probes its street. The DOOR
CODE is personal (as BW decided; BC and BN kept one). LICENCE PLATES are personal, the patient's car and the private
ambulance's alike (a plate leads to an owner), while the call signs of public vehicles are kept. Public bodies (SAMU nn,
SDIS, police units, the poison centre) are kept, private and public hospitals, ambulance companies, funeral homes and
employers are personal ETABLISSEMENT (as in BW). The poison centre's public line is written in the same fiction block as
the personal phones, so only its caption tells it apart. Hours, the hour of death included, and ages are kept; the date
of death is personal and never shares a writing with a care date of its document. Crew initials and ARM trigrams are
personal but not critical. The listing's OCR layer is ordinary render-mode-0 text hidden behind an opaque image.

Result (seed 2451): 40 documents, 79 pages (14 one-page, 13 two-page, 13 three-page; rlregul 19, mutri 20, groffme 21,
scanlisting 19 pages); 2128 personal items (rlregul 500, mutri 549, groffme 562, scanlisting 517; 512 critical: NOM /
PRENOM patient 163 + 157, naissance 6, EMAIL 69, DATE_NAISSANCE 56, IPP 40, NIR 21; by kind ADELI 14, ADRESSE 105,
CODE_POSTAL 105, DATE_DECES 5, DATE_NAISSANCE 56, EMAIL 69, ETABLISSEMENT 247, FINESS 58, IDENTIFIANT 116, IPP 40, NIR 21,
NOM 476 (initiales 70), NUM_SEJOUR 58, PRENOM 381, RPPS 34, TELEPHONE 186, VILLE 157), 965 kept items (HORAIRE 189,
MESURE 153, SCORE 118, DATE_SOINS 87, BIOLOGIE 56, ORGANISME 52, DOSE 42, ORDINAIRE_HOMONYME 40, NUMERO_PUBLIC 36, AGE 31,
ATC 30, INDICATIF 27, CCAM 23, DUREE 23, CIM10 20, ARTICLE 15, CODE 8, LOT 8, DISPOSITIF 7) and 5685 ordinary words as
counted by the judge; about 23 s on this machine. Deterministic (two runs into two folders, the first after deleting
the font cache: same sha256 for the 40 PDFs, the 40 truths and the manifest). Validation (tools/corpus_driver.py, the
judge's own functions): 0 invalid, exit 0.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bx import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlregul", "mutri", "groffme", "scanlisting"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    return run("bx", content, render, FAMS, 2451, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
