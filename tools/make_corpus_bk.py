"""Corpus BK: 40 fictional French clinical PDFs in four NEW layouts drawn by four writers, with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bk.py [--out benchmarks/out/corpus_bk] [--seed 1117]

WHAT WAS READ to write it (the measure must stay honest: the product was never looked at): tools/score_eval.py
(the judge: truth format, probes, decoys, ordinary words, critical kinds, judge_document, extract_all),
tools/corpus_driver.py (the shared driver, called as is), the whole of tools/make_corpus_bj.py and tools/corpus_bj/
(content.py, ids.py, render.py, model.py: the structure copied - Flow engine, frame, table, lay_sections, writers -
with every layout, pool, writing and shape replaced), tools/corpus_au/model.py (imported as is through
tools/corpus_bk/model.py) and tools/corpus_au/ids.py (the NIR key computation kept), the top docstrings only of every
tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast into one text, accents folded, lower-cased,
then grepped in French and English for every layout, caption placement, shape and writing used below), and, for the
format only, benchmarks/out/corpus_au/manifest.json and one truth file there (au001_rlsidebar_dispensation_pui.json).
Nothing under app/, tests/, docs/, README.md, benchmarks/RESULTS*.md, any other tools/corpus_*/ folder or any other
benchmarks/out/corpus_*/ was read; the product was not run; nothing was committed. tools/corpus_bk/content.py
(people, values, shapes) and ids.py (pools, writings) were written for this corpus.

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; nothing installed). Each LAYOUT and each CAPTION
PLACEMENT is new: none of csv / semicolon / point-virgule / delimited / header record / text viewer / visionneuse /
column ruler, synoptique / accolade / curly brace (an earlier "brace" is only a JSON opening brace or a scoliosis
orthosis, "curly" only apostrophes and quotes), micro-lettrage / microtext / papier sécurisé / security paper /
lot de feuilles / carré de numérotation, pastille / roundel / medallion / curved or circular caption / upper arc
appears in an earlier docstring:
  rlaccolade     ReportLab 5.1.0 pdfgen canvas (invariant=1), DejaVu Serif Regular / Bold / Italic TTF subsets;
                 /Creator "Outil de synthèse - tableau synoptique à accolades", /Producer "ReportLab - tableau
                 synoptique". Layout: the stay as a SYNOPTIC TABLE WITH CURLY BRACES (tableau synoptique): letterhead
                 | team, centred title and a reading key ("rubrique, accolade, intitulé, accolade, donnée"); every
                 section a bold Roman-numbered heading, right-aligned in a left column and vertically centred on the
                 tip of a tall drawn brace spanning the whole section on that page (closed at a page break, reopened
                 "(suite)" on the next page); NEW caption placement: every field's caption is set in italics,
                 right-aligned in a caption column and VERTICALLY CENTRED ON THE TIP OF A DRAWN CURLY BRACE that spans
                 the value's lines to its right (one line or many: the caption then sits between value lines);
                 paragraphs, tables and the signature are braced the same way under the captions "Contrôle
                 d'identité", "Admission", "Exposé", "Conduite tenue", "Entretien", "Diffusion", "Résultats",
                 "Évolution", "Validation". Running head "Tableau synoptique - identity - feuillet k/n"; foot
                 "acronym - séjour stay - FIRST NAME - synoptique k/n".
  pydyfcsv       pydyf 0.13.0 with content streams written here: base-14 Courier / Courier-Bold / Courier-Oblique,
                 /WinAnsiEncoding hex strings, not embedded, fixed /ID; /Creator "Visionneuse de texte - impression
                 de l'export CSV". Layout: a SEMICOLON-SEPARATED CSV EXPORT (export-dossier.csv) PRINTED FROM A TEXT
                 VIEWER: grey column ruler ("....+....1....+....2") on top of every page, "#" comment lines (file
                 format, extraction date, "Émetteur", "Équipe soignante", "Objet", "===== Bloc k/3 : heading
                 ====="), every field between double quotes, ";" between fields without spaces, soft-wrapped lines
                 marked "»" in the left gutter, a grey "¶" at every record end; NEW caption placement: the captions
                 form a separate HEADER RECORD (bold blue line of quoted captions) and each value is the field at the
                 SAME POSITION in the data record below - nothing but the column position ties a value to its caption
                 (identity in records of four columns, the letterhead as one five-column record, the team one record
                 per person, tables as header + rows, paragraphs as one quoted "Exposé" / "Admission" ... field).
                 Running head "export-dossier.csv - identity - page k/n"; foot "Visionneuse CSV en lecture seule -
                 acronym - séjour stay - FIRST NAME - k/n"; pages 2+ "# (suite de l'export)".
  fpdfmicro      fpdf2 2.8.9, GNU FreeSans / Bold / Oblique subsets, fixed creation date; /Creator "Édition sur
                 papier sécurisé - feuillets à micro-lettrage". Layout: a SECURE-PAPER SHEET (like secure
                 prescription stationery): pale blue security background with fine ruling every 2.4 mm, a border
                 line of micro-letters "DOCUMENTORIGINALPAPIERSECURISE" at top and bottom, a framed numbering square
                 ("Nombre de rubriques" 3), letterhead | team, "Rubrique k - heading" over a double rule, values typed
                 in navy two per row (full width past two lines), plain paragraphs, tinted tables and a
                 "Cachet et signature" box; NEW caption placement: the caption exists ONLY AS MICRO-LETTERING (1.9 pt,
                 accents folded, spaces and punctuation dropped, repeated: "DATEDENAISSANCEDATEDENAISSANCE...") FORMING
                 THE RULE UNDER THE VALUE - it reads as a dotted line, and both extractors give it as one long word.
                 Running head "Papier sécurisé - identity - feuillet k/n"; foot "acronym - séjour stay - FIRST NAME -
                 lot de feuilles SEC-nnnnnnn - k/n" (the sheets' lot number a kept decoy, LOT).
  mupdfpastille  PyMuPDF 2.0 insert_text (with a morph matrix for every rotated glyph) / draw_*, DejaVu Sans
                 Condensed / Bold / Oblique subsets (doc.subset_fonts()), empty dates, no_new_id; /Creator "Synthèse
                 visuelle du séjour (pastilles)". Layout: the stay as ROUNDELS (PASTILLES): dark rounded band
                 "SYNTHÈSE DU SÉJOUR EN PASTILLES", letterhead | team, title; every section a coloured rounded ribbon;
                 every field a white roundel with a coloured ring, sized to its value (the smallest circle holding
                 the wrapped value, a long unbreakable value set smaller), rows centred; paragraphs as bulleted panels,
                 tables tinted, the signature a roundel "VALIDATION"; NEW caption placement: the caption, in small
                 bold capitals, RUNS ALONG THE UPPER ARC OF THE RING, glyph by glyph, centred on the top, the value
                 horizontal in the middle of the roundel - pdftotext scatters such curved captions into fragments,
                 pypdf reads them whole. Running head "Synthèse en pastilles - identity - page k/n"; foot "acronym -
                 séjour stay - FIRST NAME - pastilles k/n".

SHAPES (ten, none named as a document type in an earlier docstring - grepped in French and English, accents
folded: ciguatera / barracuda / poisson / fish, datura / stramoine / anticholinergique / physostigmine / centre
antipoison / saisine, rhabdomyolyse / rhabdomyolysis / crossfit / box, botulisme / botulism / conserve / DDPP,
leptospirose / leptospirosis / canoë / kayak / base nautique / Weil, saturnisme / plomb / lead poisoning / CREP /
Burton / rénovation, organophosphorés / pralidoxime / Certiphyto / viticulture, parapente / paragliding / brevet /
vol libre / Magerl / TLICS, tronçonneuse / chainsaw / bûcheron / MSA, hameçon / fish hook / AAPPMA / Oberst;
earlier corpora had a botulinum-toxin injection for spasticity, a hymenoptera-venom immunotherapy and a sports-licence
certificate, not these documents):
  ciguatera_poisson_recif       ciguatera after a reef-fish meal: "N° de signalement au réseau de surveillance de la
                                ciguatera" (IDENTIFIANT/SIGNALEMENT_CIGUATERA), fishmonger (ETABLISSEMENT/poissonnerie),
                                T61.0, Sphyraena barracuda, bradycardia, mannitol + ATC + UCD, atropine, heart-rate table.
  datura_tisane                 anticholinergic toxidrome after a datura tea: "N° de saisine du centre antipoison"
                                (IDENTIFIANT/SAISINE_CAP), garden centre (ETABLISSEMENT/jardinerie), T62.2, mydriasis,
                                bladder 900 mL, QRS, RASS / Richmond scale, physostigmine V03AB19 + lot, diazepam.
  rhabdomyolyse_crossfit        exertional rhabdomyolysis after a functional-training session: "N° de membre de la box
                                d'entraînement" (IDENTIFIANT/MEMBRE_BOX), gym (ETABLISSEMENT/salle_sport), M62.8 / X50,
                                Borg 19/20, CPK / myoglobin / creatinine / ASAT LOINC, NaCl 0,9 % ATC, CPK by day.
  botulisme_conserve            food-borne botulism from a home-canned jar: "N° d'enquête alimentaire de la DDPP"
                                (IDENTIFIANT/ENQUETE_DDPP), delicatessen (ETABLISSEMENT/epicerie), laboratory + lab file,
                                A05.1, vital capacity, MRC 42/60, ENMG, type B toxin, heptavalent antitoxin J06AA04 + lot.
  leptospirose_canoe            icterohaemorrhagic leptospirosis after a canoe trip: "N° de location de la base
                                nautique" (IDENTIFIANT/LOCATION_NAUTIQUE), canoe base (ETABLISSEMENT/base_nautique),
                                laboratory + lab file, A27.0, Weil's syndrome, platelets / creatinine / bilirubin /
                                CPK LOINC, ceftriaxone J01DD04, microagglutination 1/800.
  saturnisme_renovation         adult lead poisoning after sanding old paint: "N° du constat de risque d'exposition au
                                plomb (CREP)" (IDENTIFIANT/CREP), surveyor (ETABLISSEMENT/diagnostiqueur), laboratory +
                                lab file, T56.0, Burton's line, blood lead 5671-3, calcium EDTA V03AB03 + UCD, HEPA H13.
  organophosphores_viticulture  organophosphate poisoning while spraying vines: "N° de certificat Certiphyto"
                                (IDENTIFIANT/CERTIPHYTO), vineyard (ETABLISSEMENT/exploitation), T60.0, AMM number,
                                Peradeniya 6, cholinesterase LOINC, atropine A03BA01, pralidoxime V03AB04 + lot.
  parapente_rachis              vertebral fracture after a paragliding accident: "N° de brevet de pilote de parapente"
                                (IDENTIFIANT/BREVET_PILOTE), school (ETABLISSEMENT/ecole_vol_libre), S32.0, L1, A3 of
                                Magerl, TLICS 2, ASIA E, kyphosis 14°, Jewett brace, tramadol N02AX02, follow-up dates.
  tronconneuse_cuisse           chainsaw wound of the thigh: "N° de déclaration d'accident du travail à la MSA"
                                (IDENTIFIANT/DECLARATION_MSA), logging site (ETABLISSEMENT/exploitation_forestiere),
                                S71.1 / W29, 8 MHz Doppler, CCAM NJFA006, cefazolin J01DB04, tetanus lot, theatre 4.
  hamecon_peche                 fish hook in the index finger: "N° de carte de pêche de l'AAPPMA" (IDENTIFIANT/
                                CARTE_PECHE), angling association (ETABLISSEMENT/aappma), S61.0, treble hook n° 6,
                                Oberst block, lidocaine N01BB02, amoxicillin-clavulanate J01CR02, tetanus lot.

Every document: letterhead (establishment and acronym, address, postcode, town, phone, service e-mail, FINESS),
team (a hospital doctor with RPPS, a doctor whose surname is an ordinary word - Noyer, Genêt, Moineau, Loup, Houx,
Saule, Héron, Grillon, Papillon, Verdier - whose lower-case word appears in the prose as an ORDINAIRE item, a nurse /
night nurse / paediatric nurse / executive nurse / coordinating nurse with ADELI), identity ("NAME First" in the
running head; "NAME" and "First" in the identity fields; the full list of first names "First Second Third"; all
lower case NEW "name, first" in the admission desk's duplicate check; NEW double usage name "Mme First
NAME-BIRTHNAME" in the prose for two married women in three (else "M./Mme First Name"); NEW "First N." (first name
+ initial of the surname, as in a nursing note) in the interview sentence; all capitals "FIRST NAME" in the foot;
birth name in capitals in its field; birth date in 13 writings, five per document, eight of them not listed in
earlier docstrings: "06_11_1965" (underscores, file-name style), "06·11·1965" (middle dots), "06NOV1965" (glued
capital three-letter month), "06/XI/1965" (Roman month between slashes), "1965-11-05T23:00:00.000Z" (the local
midnight serialised in UTC: the day before), "1965-11-06+01:00" (XML Schema date with its offset, +02:00 in summer
time), "06. 11. 1965" (dot + space), "06 - 11 - 1965" (spaced hyphens), besides "06/11/1965", "6 novembre 1965",
"1965-11-06", "06.11.1965", "06/11/65"; birth town; IPP in two NEW writings "0003nnnnnnnn" (zero-padded to 12
digits) / "3.nnnn.nnnn", stay number in two NEW writings "K25/nnnnnn" / "K25nnnnnn"; NIR with the key computed as
corpus AU does (97 - NIR13 mod 97) in 6 writings, three per document, three of them new: "265 116 412 345 678"
(grouped by three like a formatted number), "26 51 16 41 23 45 678" (pairs like a phone number),
"2.65.11.64.123.456.78" (dots throughout), besides spaced, "13 key" and 15 digits; address, postcode, town,
landline and mobile in six writings, three new: "tel:+33639981234" (tel: URI), "+33 639 981 234", "063 998 12 34";
e-mail), the running head and foot on every page, GP with RPPS, town and phone, the signing doctor's "8"+RPPS, the
second person (spouse sharing the meal, flatmate, training partner, sibling, friend of the same trip, partner,
neighbour who raised the alarm, fishing partner) with link and phone, insurer + member number ("nn nnnn nnnn" or
"AMC-nnn-nnnnn"), employer, the shape's own values and identifiers with NEW captions (listed above) placed by the
four new caption placements (braced caption, header record, micro-lettered rule, arc of the roundel), and decoys
(CIM-10, ATC, LOINC, UCD, CCAM, lots, AMM number, doses, lab values with units, measures, scores, eponyms - Weil,
Burton, Magerl, Jewett, Oberst, Richmond -, devices, species, times, rooms, care dates).
Planned pages 1 + (i + i // 4) % 3: the three sections of a shape are spread over them (a section that overflows
continues on the next page; if the planned breaks would give more than 3 pages the document is laid out as one
continuous flow). Result: 95 pages (3 one-page, 19 two-page and 18 three-page documents; rlaccolade 24, pydyfcsv
20, fpdfmicro 24, mupdfpastille 27 pages); 3572 personal items (1438 critical), 1150 kept items (896 decoys, 214
care dates, 40 ORDINAIRE homonym words) and 8187 ordinary words as counted by the judge. Seed 1117; truth and PDF
bytes are deterministic (checked: two runs give the same sha256 for all 40 PDFs, the 40 truths and the manifest).
Validation (tools/corpus_driver.py): every document is checked with the judge's own functions (extract_all,
judge_document): every probe measurable by pdftotext or pypdf, every personal item counted as leaked when the input
is judged as its own output, no keep item lost, every value seen by both extractors as often as the truth says, 1-3
pages. Exit status 1 otherwise. (PyMuPDF's font subsets carry ToUnicode lines for supplementary-plane code points
that pypdf logs as "Odd-length string" and skips; latin text is unaffected, so the "pypdf" logger is set to ERROR
here. All content is in cp1252 for the Courier writer.)
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bk import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlaccolade", "pydyfcsv", "fpdfmicro", "mupdfpastille"]


def main(argv=None):
    # PyMuPDF's font subsets carry ToUnicode entries for supplementary-plane code points: pypdf logs them as
    # "Odd-length string" and skips those lines (latin text is unaffected, the validation shows it)
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    return run("bk", content, render, FAMS, 1117, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
