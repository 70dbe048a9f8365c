"""Corpus BV: 40 fictional French PDFs of PSYCHIATRIC CARE WITHOUT CONSENT AND THE JUDICIAL / LEGAL MEASURES AROUND THE
PATIENT in the hospitals of the Languedoc-Roussillon side of Occitanie (admission at a third party's request - SDT,
SDTU - or for imminent danger - SPI -, the prefect's order - SDRE - with the 24 h / 72 h certificates, the director's
referral to the liberty and custody judge - JLD - with the psychiatrist's reasoned opinion and the summons, the judge's
order with its notification, the isolation / restraint register, the outpatient care programme with the CMP / CATTP
letters, an adult-protection judgment with the sauvegarde de justice declaration and the letter to the guardian, a
report to the public prosecutor, a police / gendarmerie requisition, the liaison letter to the GP when the measure
ends), four writers - one of them a SCANNED PHOTOCOPY (greyscale JPEG, skewed, toner, punched holes, staple) with an
invisible OCR layer written here that misreads a few words - with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bv.py [--out benchmarks/out/corpus_bv] [--seed 2243]

WHAT WAS READ to write it (the measure must stay honest: the product was never read or run): tools/score_eval.py (the
judge), tools/corpus_driver.py (the shared driver, its run called as is), tools/corpus_kit.py (the shared layout engine,
imported: Flow), tools/make_corpus_bu.py and tools/corpus_bu/ (__init__, content, content_b, de, fax, ids, layouts,
layouts_b, model, pays, people, render: the structure copied - content / content_b / ids / people / model / render, the
breakable-line engine and part loop copied into engine.py, the idea of a hand-written OCR layer with seeded misreadings
- with every writer, layout, pool, writing and document type replaced), tools/corpus_au/{ids,model,render}.py (model
imported as is through tools/corpus_bv/model.py, its wrap / tokens used; the Luhn / NIR-key / RPPS / ADELI / FINESS
helpers of ids.py imported as is), and the top docstrings only of every other tools/make_corpus_*.py and
tools/make_eval_corpus.py (extracted with ast into one text, accents folded, lower-cased, then grepped). Nothing under
app/, tests/, docs/, README.md, benchmarks/*.md, any other tools/corpus_*/ folder or any other benchmarks/out/corpus_*/
was read; nothing was committed; git was not touched; nothing was installed (groff 1.22.4 and the URW / Liberation /
Carlito fonts were already on the machine; there is no Ghostscript, so groff writes PDF through gropdf).

THEME: involuntary psychiatric care and the legal measures around the patient, Hérault, Gard, Aude and
Pyrénées-Orientales (courts of Montpellier, Nîmes, Narbonne, Perpignan; appeal courts of Montpellier and Nîmes). The grep
found 0 hits for the region ("languedoc", "roussillon", "occitanie", "herault", "pyrenees-orientales", "montpellier",
"nimes", "perpignan", "narbonne", "beziers", "sete", "lodeve") and for "sans consentement", "peril imminent", "sdtu",
"representant de l'etat", "programme de soins", "cattp", "sauvegarde de justice", "juge des contentieux", "procureur",
"garde a vue", "commis d'office", "avis motive", "mainlevee", "3114", "116 006", "l. 3211", "2011-803", "2013-869",
"2022-46", "2007-308", "226-14", "77-1", "f25.1", "f31.2", "f32.3", "f22.0", "paliperidone", "aripiprazole", "num_minute",
"num_decision", "num_registre", "matricule_opj", "dossier_protection", "mis_en_cause", "nigend". It found hits, and the
documents were made different from them, for: "sdt" / "sdre" / "arrete prefectoral" / "jld" / "portalis" / "l3212" /
"l3213" (corpus AE's SDT / SDRE certificate, BO's admission_sdt_tiers_demandeur and sdre_arrete_prefectoral_tutelle:
one certificate or one document naming several people; here ten types of the whole legal course - the third party's
request, the 24 h / 72 h certificates, the prefect's order with its visas and articles, the notification of rights, the
referral, the reasoned opinion, the summons, the judge's order with its operative part and notification table, the
register - with the order, decision, register, minute, RG and Portalis numbers as personal identifiers and the codes'
articles written "article L. 3212-1 II 1°"), "isolement" / "contention" / "l3222-5-1" / "loxapine" (BD's monitoring
sheet and BO's mention; here the register extract with its entry number, the exceptional renewal letter to a relative
and the JLD, and a 2-hourly somatic surveillance table), "curatelle" / "tutelle" / "mandataire" (AH's circumstantial
certificate, BO's carer; here the judgment of the juge des contentieux de la protection, the psychiatrist's declaration
to the prosecutor and the social worker's letter to the MJPM with the guardianship file number), "requisition" / "opj" /
"proces-verbal" (AL's custody certificate, BN's GP on requisition; here the requisition itself by a gendarmerie or police
OPJ with his service number, the psychiatrist's answers on criminal responsibility and SDRE, the statement of court
costs), "signalement" (8: vigilance reports; here a report of abuse of weakness to the prosecutor and the parquet's
acknowledgement with its number), "1.2.250.1.213.1.4.8" (2: the INS OID, kept as CODE here too), "122-1" (only inside
"l.1122-1-1"), "mil neuf cent" (1: a birth date dictated in words; here written in letters by judgments and
certificates: "dix-neuf octobre mil neuf cent cinquante-deux"), "f23.1" (1), "oid" / "rio" / "matricule" (inside other
words or the INS / payroll numbers).

WRITERS AND LAYOUTS (each family prints all ten types in its own template, every part from a new page; none is one of
BU's - European portable form, bilingual interlinear form, statement as ruled tables, received fax - nor an earlier one
by the grep: "c059" / "schoolbook" 0, "stepper" / "chevron" 0, "insert_htmlbox" / "htmlbox" 0, "charis" 0, "photocop" /
"staple" / "toner" / "copier" 0, "thick-and-thin" 0, "reserve au service" 0; with hits made different: "gropdf" (9:
base-14 Times, not embedded; here C059 embedded through a font directory built here), "platypus" (2: AS's rlplaty with
a span letterhead and a sideways footer; here the stepper band and per-flowable page capture), "glyphlessfont" / "type0"
/ "cidfonttype2" (tesseract's and ocrmypdf's layers, one word per text object, or a CID writer for visible text; here a
hand-written per-line layer over a photocopy), "dot leader" (6: fpdf2 dot-leader objects; here troff's \\l leaders),
"double rule" (10: letterheads over a double rule; here the title between a thick-and-thin pair), "punch" (8: a
punched-card layout and a typewriter duplicata's holes; here the shadows of two punched holes photocopied), "small caps"
(3), "cream" (4: folder / card backgrounds; here a cream HTML page), "roman numeral" (2), "carlito" (31), "liberation
serif" (9), "jpeg" (7: phone photos, fax scans; here a photocopy's greyscale JPEG), "blockquote" (1: a markdown sticker)):
  grominute  GNU groff 1.22.4 (troff, no macro package) -> gropdf, URW C059 Roman / Bold / Italic / Bold Italic EMBEDDED
             (the .t1 cut into .pfb, the devpdf descriptions copied as CSR / CSB / CSI / CSBI with the C059 names, a
             download file; tools/_cache/corpus_bv_groff/), SOURCE_DATE_EPOCH; pdfmark /Title. A COURT-REGISTRY MINUTE
             (minute.py): folio "– k –" centred, running identity and form code over a hairline; issuer block left,
             references flush right, addressee and italic "place, date" right; the title in bold capitals between
             THICK-AND-THIN rules; headings centred in capitals over a short rule; paragraphs JUSTIFIED BY TROFF (\\p)
             with a first-line indent; fields as dot-leader lines drawn by troff's \\l; the operative part behind a
             vertical rule; boxed tables with capital headers; "(x)" ticks; signatures side by side in italic capitals.
  rlplaty    ReportLab 5.1.0 PLATYPUS (platy.py): BaseDocTemplate / Frame / PageTemplate, Paragraph, Table + TableStyle,
             allowSplitting=0, two builds for "page k / n", invariant=1; Carlito TTF subsets + DejaVu Sans (☒ / ☐). A
             LEGAL-STEPS SHEET: dark-green header band; a STEPPER of four chevrons ("1 Admission", "2 Contrôle du juge",
             "3 Décision", "4 Suites") with the document's step filled; issuer block beside a pale-green references
             cell; title cell with a thick green left rule; numbered green-square headings; fields in a four-column
             grid with grey caption cells; green-headed zebra tables; amber notes; operative part behind a green rule;
             boxed signature cells; foot with "Secret médical". Values are recorded when platypus draws each Paragraph.
  muhtml     PyMuPDF 2.0 Page.insert_htmlbox (htmlbox.py): one HTML / CSS fragment per block, measured on a scratch page
             and placed by this generator's own pagination; MuPDF's Charis SIL and Nimbus Sans subsets; values in
             nowrap spans. A CREAM HTML FICHE with a thin brown frame: running head line, letterhead table with a
             references box, <h1> title in small capitals between brown rules, "§ n - heading" over a dotted rule,
             "Caption : value" lines behind a thin left rule, brown-headed tables, "[x]" ticks, <ul>, a cream note
             with a thick left border, a <blockquote> operative part, signature cells.
  scancopie  Pillow 13.0.0 + numpy + pydyf 0.13.0 + fontTools (photocopie.py, scanpdf.py). A FORM WITH BOXES (issuer
             centred, "CADRE RÉSERVÉ AU SERVICE" box, double-framed title, "II. - HEADING" underlined, boxed cells with
             the caption in small italics above the value, drawn tick boxes, grey notes, signature boxes with a
             scribble and a round stamp) drawn at 150 dpi, PHOTOCOPIED (toner spread, 96.5-98.5 % reduction, offset,
             skew 0.18-0.48°, contrast curve, paper blotches, drum streak, specks, the lid's dark band, two punched
             holes, a staple) and scanned to a greyscale JPEG q68; over it an INVISIBLE OCR LAYER: Type0 "GlyphLessFont"
             (Identity-H, a one-glyph TrueType built with fontTools, CIDToGIDMap, bfchar ToUnicode), one BT per line in
             3 Tr with a turned, scaled text matrix and Tz. Seeded MISREADINGS: about four ordinary words per page
             ("roiite", "biireau", "identite") and one or two values per document, e.g. "Combarnous" -> "Combamous",
             "MALLOL" -> "MALL0L", "GUIRAUD" -> "GUlRAUD", "P340621564" -> "P34O621564", "0465715142" ->
             "046S715142", "PRADES" -> "PRADE5" (13 values in this corpus); the truth is the layer's.

SHAPES (ten document types; parts = planned pages 1 + (i + i // 4) % 3, every part from a new page, the type shrunk
until each part fits one page, further only if a document would exceed 3 pages):
  admission_sdt_spi              by document SDT / SDTU / SPI: 1 the third party's request (tiers with birth date,
                                 address, phone, e-mail, link) or the outside doctor's imminent-danger certificate,
                                 the director's decision number, IPP, stay; 2 the initial certificate (outside GP,
                                 RPPS, F-code, IM injection + ATC) or the information of the family within 24 h;
                                 3 the 24-hour certificate with the measure's chronology table.
  arrete_sdre                    1 the prefect's order (visas: articles, laws, the mayor's provisional order, the
                                 certificate; "Considérant"; articles 1-4 quoted), its number personal; 2 the 72-hour
                                 certificate to the prefect; 3 the notification of rights (CDSP, CGLPL, Défenseur des
                                 droits, bar) with the patient's words.
  saisine_jld                    1 the director's referral (L. 3211-12-1, documents table); 2 the reasoned opinion;
                                 3 the clerk's summons (RG, Portalis, hearing at the hospital, lawyer, firm, e-mail).
  ordonnance_jld                 1 the order (judge, clerk, parties, lawyer, third party, public prosecutor); 2 grounds
                                 and operative part (appeal to the first president); 3 the notification table.
  registre_isolement_contention  1 the register extract (entry number, room CI-n, measures table with psychiatrists
                                 and nurses, INS); 2 the renewal letter to a relative; 3 the surveillance table.
  programme_soins_cmp            1 the care programme (CMP / CATTP / home visits table, monthly injection); 2 the CMP
                                 appointment letter (3114); 3 the CATTP weekly plan.
  mesure_protection_majeur       1 the judgment (curatelle renforcée / tutelle / curatelle simple, association,
                                 delegate); 2 the sauvegarde de justice declaration; 3 the letter to the guardian.
  signalement_procureur          1 the report (abuse of weakness, the person implicated and his / her address);
                                 2 the parquet's acknowledgement (number, deputy prosecutor, gendarmerie); 3 the
                                 descriptive certificate (ITT).
  requisition_judiciaire         1 the requisition (OPJ, unit, service number, PV number, custody hour); 2 the
                                 certificate on requisition; 3 the statement of court costs.
  liaison_levee_mesure           1 the liaison letter to the GP (drug table, CMP follow-up, person of trust); 2 the
                                 director's lifting decision; 3 the discharge prescription (NIR, 3114).

EVERY WRITING: names "M. Jordi PUJOL", "PUJOL Jordi", "Mme Nathalie CAUMETTE, née CARRIÈRE", "Jordi Pujol",
"J. PUJOL", "Monsieur PUJOL", "Monsieur Jordi PUJOL", "de ROQUEFEUIL", "d'ADHÉMAR", "FERRER-BATLLE", lawyers "Me Jordi
JALABERT" / "Maître JALABERT" / "Me J. Jalabert", doctors "Dr Magali ESTÈVE" / "Dr M. Estève" / "Docteur ESTÈVE";
birth dates "07/03/1984", "07.03.1984", "7 mars 1984", "07/03/84", "07-03-1984", "7 MARS 1984", "sept mars mil neuf cent
quatre-vingt-quatre", "1984-03-07", with the birthplace and its department or "(étranger)"; NIR / INS spaced, glued,
" - key", "13 key"; phones in the ARCEP fiction blocks 04 65 71 / 06 39 98 / 07 00 11 in six writings. NOM / PRENOM
subtypes patient, naissance, tiers, medecin, soignant, personnel, juge, greffier, avocat, magistrat, mandataire, opj,
signataire, mis_en_cause; IDENTIFIANT subtypes num_decision, num_arrete, num_rg, num_portalis, num_minute,
num_registre, num_parquet, num_pv, matricule_opj, dossier_protection; ETABLISSEMENT etablissement, sigle, unite (CMP /
CATTP), association, cabinet_avocat; IPP, NUM_SEJOUR, NIR (ins), RPPS, ADELI, FINESS, TELEPHONE, EMAIL, ADRESSE,
CODE_POSTAL, VILLE. KEPT (role keep): care / decision / hearing dates, HORAIRE, AGE, ARTICLE, LOI, CIM10, ATC, DOSE,
DUREE, MESURE, MONTANT, SALLE, CODE (sector, INS OID), BOITE_POSTALE, ORGANISME (courts, prefectures, ARS, CDSP, CGLPL,
bar, parquet, police / gendarmerie units), ADRESSE_PUBLIQUE (courts', prefectures'), NUMERO_PUBLIC ("3114", "116 006"),
ORDINAIRE_HOMONYME (one sentence per document prints a clinician's surname as a word: "garrigue", "mas", "roche",
"vigne", "rivière", "olivier").

Values may break at a space in running text (never at a hyphen, never in table cells or signatures). The groff folio
uses en dashes ("- 1 -" with hyphens was de-hyphenated by pdftotext into the next line, gluing "-1" to a court name),
and short durations are written "12 heures" ("6 h" in a gropdf table cell came out "6h" in pdftotext). The scanned
family's truth is its OCR layer.

Result (seed 2243): 40 documents, 79 pages (14 one-page, 13 two-page, 13 three-page; grominute 19, rlplaty 20, muhtml
21, scancopie 19 pages); 2413 personal items (grominute 582, rlplaty 605, muhtml 646, scancopie 580; 571 critical:
NOM / PRENOM patient 376 + naissance 4, DATE_NAISSANCE 73, EMAIL 61, IPP 42, NIR 15; by kind ADELI 6, ADRESSE 138,
CODE_POSTAL 125, DATE_NAISSANCE 73, EMAIL 61, ETABLISSEMENT 268, FINESS 51, IDENTIFIANT 163, IPP 42, NIR 15, NOM 525,
NUM_SEJOUR 19, PRENOM 512, RPPS 36, TELEPHONE 155, VILLE 224), 986 kept items (269 care dates; ARTICLE 88, ORGANISME 150,
DUREE 80, HORAIRE 81, CODE 69, BOITE_POSTALE 51, DOSE 37, ORDINAIRE_HOMONYME 40, ...) and about 7800 ordinary words as
counted by the judge; about 25 s on this machine. Deterministic (two runs into two folders: same sha256 for the 40 PDFs,
the 40 truths and the manifest). Validation (tools/corpus_driver.py, the judge's own functions): 0 invalid, exit 0.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bv import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["grominute", "rlplaty", "muhtml", "scancopie"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    return run("bv", content, render, FAMS, 2243, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
