"""Corpus BL: 40 fictional French clinical PDFs in four NEW layouts drawn by four writers, with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bl.py [--out benchmarks/out/corpus_bl] [--seed 1201]

WHAT WAS READ to write it (the measure must stay honest: the product was never looked at): tools/score_eval.py
(the judge), tools/corpus_driver.py (the shared driver, called as is), the whole of tools/make_corpus_bk.py and
tools/corpus_bk/ (content.py, ids.py, render.py, model.py: the structure copied - Flow engine, frame, table,
lay_sections, block captions, the four writers - with every layout, pool, writing and shape replaced),
tools/corpus_au/{ids,model,render}.py (model imported as is through tools/corpus_bl/model.py, the NIR key computation
kept), and the top docstrings only of every tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast
into one text, accents folded, lower-cased, then grepped in French and English for every layout, caption placement,
shape and writing used below). Nothing under app/, tests/, docs/, README.md, benchmarks/RESULTS*.md, any other
tools/corpus_*/ folder or any other benchmarks/out/corpus_*/ was read; the product was not run; nothing was
committed. tools/corpus_bl/content.py (people, values, shapes) and ids.py (pools, writings) were written for this
corpus.

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; nothing installed). The e-mail printout, fax cover sheet,
tear-off stub, bilingual columns, dot leaders, questionnaire, metro map, mind map, flowchart and telegram suggested at
first were all found in earlier docstrings and NOT used; none of florilège / anthology / pull quote / citation /
attribution / épigraphe, carte perforée / punched card / Hollerith / 80 colonnes, dictionnaire / lexique / glossaire /
headword / vedette, scénario / screenplay / dual dialogue / didascalie appears in an earlier docstring:
  rlflorilege    ReportLab 5.1.0 pdfgen canvas (invariant=1), DejaVu Serif Condensed Regular / Bold / Italic TTF
                 subsets; /Creator "Florilège du séjour - citations choisies". Layout: an ANTHOLOGY OF QUOTATIONS
                 (florilège): letterhead | team, a short rule, centred title and reading key, sections as centred
                 "Premier / Deuxième / Troisième chant" headings; every field a PULL QUOTE in italics between large
                 drawn guillemets « », two per row (full width past two lines); NEW caption placement: the caption is
                 the quotation's ATTRIBUTION, "— caption" in bold, right-aligned UNDER the value (tables and
                 paragraphs are attributed the same way: "— Récit", "— Constantes et résultats", "— Signature").
                 Running head "Florilège du séjour - identity - folio k/n"; foot "acronym - séjour stay - NAME FIRST
                 - florilège k/n".
  pydyfperfo     pydyf 0.13.0 with content streams written here: base-14 Courier / Courier-Bold / Courier-Oblique,
                 /WinAnsiEncoding hex strings, not embedded, fixed /ID; /Creator "Listing de cartes perforées - 80
                 colonnes". Layout: a DECK OF 80-COLUMN PUNCHED CARDS as printed by a card listing: cream cards with a
                 cut top-left corner and a card number "Cnnn", "*** CARTE-GUIDE k/3 : HEADING ***" between sections,
                 fields packed side by side in zones separated by dashed lines, one card per table row and per
                 paragraph, a holes strip (one punched slot per character); NEW caption placement: the value is the
                 INTERPRETED LINE printed along the card's top edge, the caption is printed in tiny bold capitals in
                 the card BODY under the punched holes, inside the field's zone (table column heads become each row
                 card's zone captions). Deck number "PQ-nnnnnn" / "JC-..." / "LOT-..." a kept decoy (LOT) in the
                 header and foot. Running head "Cartes perforées - identity - page k/n".
  fpdfdico       fpdf2 2.8.9, GNU FreeSerif / Bold / Italic subsets, fixed creation date; /Creator "Lexique du séjour
                 - édition en deux colonnes". Layout: a DICTIONARY PAGE in TWO COLUMNS (a Flow that fills the left
                 column, then the right, then a new page): letterhead | team full width, "Lexique du séjour - title",
                 a black letter box A / B / C before each section heading, "ENCADRÉ - CAPTION" boxes for prose,
                 grey tables in the column; NEW caption placement: the VALUE is the bold HEADWORD and the caption comes
                 AFTER it as the entry's DEFINITION, behind an italic grammatical tag ("Nadalet n. pr. Nom de
                 famille.", "21\\08\\1958 loc. nom. Date de naissance.") on the same line or on an indented line.
                 Running head "Lexique - identity - page k/n"; foot "... - lexique k/n".
  mupdfscenario  PyMuPDF 2.0 insert_text / draw_*, DejaVu Sans Mono / Bold / Oblique subsets, empty dates, no_new_id;
                 /Creator "Scénario du séjour (dialogues doubles)". Layout: a SCREENPLAY: "SCÉNARIO DU SÉJOUR", the
                 title in guillemets, "FONDU D'OUVERTURE :", numbered scene headings "2. INT. BOX D'EXAMEN - JOUR
                 (HEADING)", "ENCHAÎNÉ :" transitions, prose as action lines, tables as "INSERT - CAPTION"; fields as
                 DUAL DIALOGUE (two speeches side by side) under a character cue (L'AGENT D'ACCUEIL, L'INTERNE, LE
                 MÉDECIN SENIOR); NEW caption placement: the caption is the PARENTHETICAL (stage direction in
                 parentheses) BETWEEN the character cue and the spoken line, the value being the line spoken.
                 Running head "Scénario - identity - p. k/n"; foot "... - scénario k/n".

SHAPES (ten, none named as a document type in an earlier docstring - grepped, accents folded: vive / trachinus /
camping, tularémie / lièvre / permis de chasser, fièvre Q / Coxiella / cheptel, psittacose / perruche / animalerie,
trichinellose / sanglier / bracelet de marquage, anisakiase / sushi / traiteur, chlore / piscine, frelon / nid,
trottinette / libre-service, pétard / feu d'artifice / comité des fêtes / arrêté municipal):
  vive_piqure_plage            weever-fish sting: "N° d'emplacement au camping" (IDENTIFIANT/EMPLACEMENT_CAMPING),
                               camping, T63.5, Echiichthys vipera, hot-water immersion 42 °C, EVA, ATC, tetanus lot.
  tularemie_lievre             tularaemia after skinning a hare: "N° du permis de chasser" (PERMIS_CHASSER), hunting
                               society, laboratory + lab file, A21.0, Francisella PCR, ciprofloxacin J01MA02, LOINC.
  fievre_q_chevrerie           acute Q fever in a goat breeder: "N° de cheptel (EDE)" (CHEPTEL_EDE), goat farm,
                               laboratory + lab file, A78, Coxiella phase II IgM, doxycycline J01AA02, LOINC.
  psittacose_perruche          psittacosis after buying a budgerigar: "N° de facture de l'animalerie"
                               (FACTURE_ANIMALERIE), pet shop, A70, Chlamydia psittaci PCR, SpO2, doxycycline.
  trichinellose_sanglier       trichinellosis after wild boar: "N° de bracelet de marquage du grand gibier"
                               (BRACELET_GIBIER), ACCA, laboratory + lab file, B75, eosinophils / CPK LOINC,
                               albendazole P02CA03, prednisolone H02AB06.
  anisakiase_poisson_cru       gastric anisakiasis after raw marinated hake: "N° de commande du traiteur"
                               (COMMANDE_TRAITEUR), caterer, B81.0, Anisakis simplex, CCAM HEGE002, esomeprazole.
  chlore_piscine               chlorine gas inhalation in a pool plant room: "N° de déclaration de l'incident au
                               registre de la piscine" (REGISTRE_PISCINE), aquatic centre, T59.4, PaO2 LOINC,
                               salbutamol R03AC02, budesonide R03BA02, peak flow.
  frelon_piqures_multiples     38 Asian-hornet stings: "N° de signalement du nid à la mairie" (SIGNALEMENT_NID),
                               pest-control firm, T63.4, Vespa velutina, Ring and Messmer II, tryptase, adrenaline.
  trottinette_coude            radial-head fracture from an e-scooter fall: "N° de location de la trottinette en
                               libre-service" (LOCATION_TROTTINETTE), operator, S52.1 / V28, Mason II, Herbert
                               screws, CCAM MBCB001, tramadol.
  petard_main                  hand blast injury from a firecracker at a village fête: "N° de l'arrêté municipal
                               autorisant le tir" (ARRETE_TIR), comité des fêtes, S61.4 / W39, F3 category, CCAM
                               QZJA002, amoxicillin-clavulanate, tetanus lot.

Every document: letterhead (establishment and acronym, address, postcode, town, phone, service e-mail, FINESS),
team (a hospital doctor with RPPS, a doctor whose surname is an ordinary word - Sureau, Fougère, Mésange, Renard,
Chêne, Tilleul, Castor, Cigale, Lavande, Merle - whose lower-case word appears in the prose as an ORDINAIRE item, a
nurse with ADELI), identity ("NAME First" in the running head; "NAME" and "First" in the identity fields; the full
list of first names; NEW "NAME [First]" (first name in square brackets) in the admissions index; NEW "Name (First)"
(surname in title case, first name in parentheses) in the interview sentence; NEW birth name in title case after
"de naissance" in the prose for two married women in three; all capitals "NAME FIRST" in the foot; birth name in
capitals in its field); birth date in 13 writings, five per document, eight of them not listed in earlier
docstrings: "06\\11\\1965" (backslashes), "06,11,1965" (commas), "06:11:1965" (colons), "Sat Nov 06 1965"
(JavaScript toDateString), "1965-W44-6" (ISO week date), "1965-310" (ISO ordinal date), "06 nov. 65" (abbreviated
month with its dot, two-digit year), "06.11.65" (dots, two-digit year), besides "06/11/1965", "6 novembre 1965",
"1965-11-06", "06.11.1965", "06/11/65"; birth town; IPP in two NEW writings "3nn-nnn-nnn" / "3nn nnn nnn"; stay
number in two NEW writings "25-S-nnnnnn" / "S25 nnn nnn"; NIR with the key computed as corpus AU does
(97 - NIR13 mod 97) in 6 writings, three per document, three of them new: "2651164123456/78" (key after a glued
slash), "2_65_11_64_123_456_78" (underscores), "2 65 11 64 123 456 [78]" (key in square brackets), besides spaced,
"13 key" and 15 digits; address, postcode, town; landline and mobile in six writings, three new: "02.9871.1234"
(2-4-4 with dots), "+33 (2) 98 71 12 34" (trunk digit in parentheses), "02 987 112 34" (2-3-3-2); e-mail; the
running head and foot on every page; GP with RPPS, town and phone; the signing doctor's "8"+RPPS; the second person
(spouse, sibling, business partner, child, friend, colleague, neighbour, flatmate) with link and phone; insurer +
member number ("nnn.nnn.nnn" or "MUT/nnnn/nnnn"); employer; the shape's own values and identifiers with their NEW
captions placed by the four new caption placements (attribution under a pull quote, card-body caption under the
interpreted line, definition after a headword, screenplay parenthetical); and decoys (CIM-10, ATC, LOINC,
CCAM, lots, doses, lab values with units, measures, scores, species, devices, times, rooms, care dates, the
card-deck number).
Planned pages 1 + (i + i // 4) % 3 (a section that overflows continues on the next page / column; if the planned
breaks would give more than 3 pages the document is laid out as one continuous flow). Result: 97 pages (3 one-page,
17 two-page and 20 three-page documents; rlflorilege 24, pydyfperfo 27, fpdfdico 21, mupdfscenario 25 pages); 3624
personal items (1486 critical), 1177 kept items (933 decoys, 204 care dates, 40 ORDINAIRE homonym words) and 8580
ordinary words as counted by the judge. Seed 1201; truth and PDF bytes are deterministic (checked: two runs give the
same sha256 for all 40 PDFs, the 40 truths and the manifest). Validation (tools/corpus_driver.py): every document is
checked with the judge's own functions (extract_all, judge_document): every probe measurable by pdftotext or pypdf,
every personal item counted as leaked when the input is judged as its own output, no keep item lost, every value seen
by both extractors as often as the truth says, 1-3 pages. Exit status 1 otherwise. (The "pypdf" logger is set to
ERROR as in corpus BK. All content is in cp1252 for the Courier writer.)
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bl import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlflorilege", "pydyfperfo", "fpdfdico", "mupdfscenario"]


def main(argv=None):
    # PyMuPDF's font subsets carry ToUnicode entries for supplementary-plane code points: pypdf logs them as
    # "Odd-length string" and skips those lines (latin text is unaffected, the validation shows it)
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    return run("bl", content, render, FAMS, 1201, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
