"""Corpus BG: 40 fictional French clinical PDFs in four NEW layouts drawn by four writers, with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bg.py [--out benchmarks/out/corpus_bg] [--seed 601]

WHAT WAS READ to write it (the measure must stay honest: the product was never looked at): tools/score_eval.py
(the judge: truth format, probes, decoys, ordinary words, critical kinds, judge_document, extract_all), the top
docstrings of tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast, then grepped in French and
English, accents folded, for every layout and shape word used below), the docstring, main() and validate() of
tools/make_corpus_bf.py (main / validate copied here), tools/corpus_au/{ids,model,render}.py (model.py copied as is;
ids.py adapted with new pools and new writings; the Flow idea of render.py rewritten in tools/corpus_bg/render.py),
and, for the format only, benchmarks/out/corpus_au/manifest.json and one truth file there
(au001_rlsidebar_dispensation_pui.json). Nothing under app/, tests/, docs/, README.md, benchmarks/RESULTS*.md, any
other tools/corpus_*/ folder (neither tools/corpus_bf/ nor tools/corpus_au/content.py) or any other
benchmarks/out/corpus_*/ was read; the product was not run; nothing was committed.

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; nothing installed). Each LAYOUT is new: none of MRZ /
machine-readable zone / passport data page, book chapter / drop cap / lettrine / verso-recto running heads, invoice /
facture / avis des sommes à payer, dictation / dictée / timecode appears in an earlier docstring ("passport" and
"passeport" appear only as an identifier kind, "transcript" only for a chat; comb fields with one box per character
(make_eval_corpus.py), a spreadsheet (corpus AD's Calc family), tri-fold leaflet, e-mail print-out, fax cover sheet,
timeline, two-column bulletin and sticker sheets were already used, so they were not chosen):
  rlmrz      ReportLab 5.1.0 pdfgen canvas (invariant=1), DejaVu Sans / Bold / Oblique + DejaVu Sans Mono TTF
             subsets. Layout: an IDENTITY-DOCUMENT DATA PAGE: page 1 opens with a pale-green card "CARTE DE PRISE
             EN CHARGE - PAGE DE DONNÉES / DATA PAGE", a drawn photo placeholder, NUMBERED BILINGUAL CAPTIONS above
             the values ("1. Nom / Surname", "3. Date de naissance / Date of birth" -> "22 SEP 1989", "5. N° patient
             / Patient No.", "7. Autorité / Authority" -> acronym), birth name for married women, and a two-line
             MACHINE-READABLE ZONE in monospace ("IP<FRA<NAME<<FIRST<<<<", "IPP<<YYMMDD<F<NIR13<KEY<<<<"; names
             ASCII-folded with "<" for spaces / hyphens / apostrophes); letterhead | "Équipe / Medical team" under the
             card; sections framed with a "VISA / ENTRY nn" tag; fields continue the numbering ("8. ...") with the
             caption in small grey italics ABOVE the value, two per row. Every page: running head (identity, page
             k/n, right-aligned) and the MRZ STRIP AS RUNNING FOOT.
  fpdflivre  fpdf2 2.8.9, GNU FreeSerif / Bold / Italic TTF subsets, fixed creation date. Layout: BOOK CHAPTER
             pages: page 1 is a chapter opening (letterhead as a centred imprint, italic team, "CHAPITRE PREMIER",
             16 pt italic title, "consacré à First Name."); headings "§ k. Heading" centred over a short rule; a
             section opening on prose gets a 30 pt DROP CAP (lettrine) with the next three lines indented beside
             it; fields as RUN-IN ITALIC CAPTIONS ("Caption. — value", the value hanging after the caption);
             tables captioned "Tableau k. - heads". Running head alternates RECTO (right-aligned) / VERSO
             (left-aligned) with the identity; page number "- k -" in the outer corner; foot "ACRONYM - livret k/n".
  mupdffac   PyMuPDF 2.0 insert_text / draw_*, Carlito Regular / Bold / Italic subsets (doc.subset_fonts()), empty
             dates, no_new_id. Layout: an INVOICE ("FACTURE - AVIS DES SOMMES À PAYER"): sender letterhead top
             left, a navy reference box top right (invoice number FAC-ACR-nnnnnnn - a NEW identifier -, IPP, stay
             number, issue date), DÉBITEUR block (Madame / Monsieur First LAST, street, postcode, TOWN IN CAPITALS),
             team, "Objet : title"; the whole document as NUMBERED BILLING LINES (Réf. L01... | Désignation = the
             caption in bold | Détail = the value | Montant), sections as navy "RUBRIQUE - ..." rows, prose as shaded
             "Observation" lines, table rows as priced lines (MONTANT decoys) and a TOTALS BOX (total, AMO 70 %,
             complementary, reste à charge) before the ordonnateur's visa. Pages 2+: "Suite de la facture n° ... -
             débiteur NAME First" + column heads; foot: identity - feuillet k/n and a payment line naming the invoice.
  pydyfdict  pydyf 0.13.0 with content streams written here: base-14 Helvetica / Bold / Oblique + Courier,
             /WinAnsiEncoding hex strings, not embedded, fixed /ID. Layout: a DICTATION TRANSCRIPT ("TRANSCRIPTION
             DE DICTÉE NUMÉRIQUE", audio file name DICT_ACR_yyyymmdd_nnn.dss, "Dicté par ... - frappé par ...",
             duration); the template letterhead and the team cited; the NAME SPELLED LETTER BY LETTER by the doctor
             ("T-R-O-U-I-L-L-E-B-E-R-T") and the BIRTH DATE DICTATED IN WORDS ("quinze février mil neuf cent
             cinquante-neuf"); every line group carries a [00:mm:ss] TIMECODE in a grey left gutter; headings
             "[titre] ...", fields SPOKEN with the caption in guillemets ("« Caption » : value [à la ligne]"), prose
             ending "[point à la ligne]", tables as "[tableau] colonnes : ..." + "ligne k : a | b | c". Pages 2+:
             black band "TRANSCRIPTION (suite)" + "Dossier : NAME First - IPP"; foot: identity - feuillet k/n.

SHAPES (ten, none named as a document type in an earlier docstring - grepped in French and English, accents folded:
légionellose / déclaration obligatoire / notifiable, accident d'exposition au sang / needlestick / blood exposure,
antipoison / poison / intoxication, allaitement / lactation / breastfeeding, téléexpertise / telemedicine,
information préoccupante / CRIP / child protection, USMP / détenu / pénitentiaire / prison / écrou, BHRe /
carbapénémase / hygiène, PrEP / CeGIDD, assurance emprunteur / prêt / loan / AERAS; dermatology itself appeared once
as a follow-up consultation, not as a tele-expertise request; every shape in every family):
  mdo_legionellose         notifiable-disease form (légionellose): notification ref (IDENTIFIANT/MDO), employer, hotel
                           or campsite of exposure (ETABLISSEMENT/lieu_exposition), laboratory + lab file, A48.1,
                           ZBQK002, LOINC 32781-5, Fine class, CURB-65, levofloxacin dose + ATC, relative, GP.
  aes_exposition_sang      blood-exposure accident of a worker: work-accident number (IDENTIFIANT/ACCIDENT_TRAVAIL),
                           employer, SOURCE PATIENT (NOM/PRENOM subtype tiers + his IPP), Huber needle, serology table
                           with LOINC, PEP drugs with ATC, UCD and lot, W46 / Z20.6, occupational physician, insurer.
  appel_antipoison         poison-centre call sheet (mushrooms): caller relative + phone, poison centre, case number
                           (IDENTIFIANT/DOSSIER_CAP), Meixner test, T62.0, ASAT / TP table, PSS, silibinin ATC/UCD/lot.
  consultation_lactation   breastfeeding consultation: the BABY (PRENOM/NOM subtype enfant) and his birth date,
                           maternity (another establishment), co-parent, LATCH, Hazelbaker, O91.2, EPDS, breast pump.
  teleexpertise_dermato    tele-expertise request and answer: requesting GP with RPPS and e-mail, request id
                           (IDENTIFIANT/TELEEXPERTISE), photo series (NUM_ACCESSION), Fitzpatrick, D22.5 / C43.5, QZFA.
  information_preoccupante child-protection referral: the child, mother and father, school (ETABLISSEMENT/ecole), CRIP
                           reference (IDENTIFIANT/CRIP), social worker with ADELI, T74.8 / Z62.0, Conners, PAQK001.
  usmp_detenu              prison health-unit consultation: prisoner number (IDENTIFIANT/ECROU), prison
                           (ETABLISSEMENT/penitentiaire), former employer, F11.2, COWS, Fibroscan, buprenorphine UCD.
  signalement_bhre         carbapenemase-producer carrier report: transferring establishment, external report ref
                           (IDENTIFIANT/ESIN), laboratory + lab file, room-mate to screen (tiers), OXA-48, MIC table.
  prep_vih                 HIV PrEP consultation: CeGIDD, prescription id (IDENTIFIANT/ORDONNANCE), laboratory + lab
                           file, insurer + member number, LOINC table, Western blot, J05AR03 with UCD and lot.
  assurance_emprunteur     confidential medical report for a loan insurer: lender bank (ETABLISSEMENT/banque), loan file
                           (IDENTIFIANT/PRET), insurer + contract number, employer, E11.9, HbA1c, DEQP003, SCORE2.

Every document: letterhead (establishment and acronym, address, postcode, town, phone, fax, service e-mail, FINESS),
team (a doctor with RPPS, a doctor whose surname is a trade word - Tisserand, Vigneron, Sabotier, Bourrelier,
Chaudronnier, Cordier, Verrier, Batelier, Meunier, Couvreur - whose lowercase word appears in the prose as an
ORDINAIRE item, a nurse / social worker / childcare nurse / secretary with ADELI), identity (name as "Mme First
NAME", "NAME First", "NAME, First", "F. NAME", all lower case, "Name FIRST", all capitals, "First Name", MRZ-folded
"NAME<<FIRST" and spelled "N-A-M-E"; birth name for some women, also in title case "née Name"; birth date in 15
writings, six added here and not listed in earlier docstrings (one earlier shape mentions a birth date "written in
words"): MRZ YYMMDD "651106", "06 NOV 1965", "1965/11/06", "1965.11.06", day and year in words "six novembre mil
neuf cent soixante-cinq", "6/11/65"; IPP and stay number in four writings each; NIR in 7 writings, three of them not
listed before: "2651164123456<78" (MRZ), "2651164.123456.78", "2 65 11 64 123 456 (78)"; address, mobile and
landline in 7 writings ("(0)6 39 98 12 34" among them), e-mail), a running head or foot repeated on every page, GP
with RPPS, the signing doctor's RPPS sometimes as the "8"+RPPS national id, relative with link and phone, insurer +
member number, the shape's own values and identifiers with NEW captions ("Réf. de notification (ARS)", "N°
d'accident du travail", "IPP du patient source", "N° de dossier toxicovigilance", "Enfant né le", "Réf. de la
demande", "Réf. CRIP attribuée", "N° d'écrou", "Réf. de signalement externe", "N° de dossier de prêt", "N° de
facture") placed by the four new caption placements above (numbered bilingual caption above, run-in italic caption,
billing-line designation, spoken caption in guillemets), and decoys (CIM-10, CCAM, ATC, LOINC, UCD, lots, doses, lab
values with units, scores, eponyms, devices, times, rooms, care dates, invoice amounts).
Planned pages 1 + (i + i // 4) % 3: the three sections of a shape are spread over them (a section that overflows
continues on the next page). Seed 601; truth and PDF bytes are deterministic (checked: two runs give the same
sha256 for all 40 PDFs). Validation: every document is checked with the judge's own functions (extract_all,
judge_document): every probe measurable by pdftotext or pypdf, every personal item counted as leaked when the input
is judged as its own output, no keep item lost, every value seen by both extractors as often as the truth says,
1-3 pages. Exit status 1 otherwise.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bg import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlmrz", "fpdflivre", "mupdffac", "pydyfdict"]


def main(argv=None):
    return run("bg", content, render, FAMS, 601, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
