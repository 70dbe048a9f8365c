"""Corpus BH: 40 fictional French clinical PDFs in four NEW layouts drawn by four writers, with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bh.py [--out benchmarks/out/corpus_bh] [--seed 733]

WHAT WAS READ to write it (the measure must stay honest: the product was never looked at): tools/score_eval.py
(the judge: truth format, probes, decoys, ordinary words, critical kinds, judge_document, extract_all), the top
docstrings of tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast into one text, accents
folded, then grepped in French and English for every layout, shape, caption and writing word used below), the
docstring, main() and validate() of tools/make_corpus_bg.py (main / validate copied here with the names, seed and
families changed), tools/corpus_au/{ids,model,render}.py (model.py copied as is; ids.py adapted with new pools and
new writings; the Flow idea of render.py rewritten in tools/corpus_bh/render.py), and, for the format only,
benchmarks/out/corpus_au/manifest.json and one truth file there (au001_rlsidebar_dispensation_pui.json). Nothing
under app/, tests/, docs/, README.md, benchmarks/RESULTS*.md, any other tools/corpus_*/ folder (nor
tools/corpus_au/content.py) or any other benchmarks/out/corpus_*/ was read; the product was not run; nothing was
committed. tools/corpus_bh/content.py (people, values, shapes) was written from scratch.

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; nothing installed). Each LAYOUT is new: none of
cible / transmissions ciblées / D-A-R, floor plan / plan du service / gestion des lits / fiche lit / couloir,
binôme / two-person form / central caption column, large print / grands caractères / FALC / facile à lire appears
in an earlier docstring ("side by side" appears only for letterhead | sticker, letterhead | team and imposed A5
pages; "legend" only for fieldset legends and a flag legend; "spine" only as the pdfspine writer):
  rlcibles     ReportLab 5.1.0 pdfgen canvas (invariant=1), Carlito Regular / Bold / Italic TTF subsets. Layout: a
               NURSING TARGETED-TRANSMISSION SHEET (transmissions ciblées): page 1 letterhead left, "Équipe
               soignante" right, dark green band "TRANSMISSIONS CIBLÉES - title"; the WHOLE document is one grid
               "Heure | Cible | D - Données | A - Actions | R - Résultats" (column heads repeated on every page, a
               clock column ticking every 6 minutes); every heading is a shaded "CIBLE : HEADING" row; NEW caption
               placement: the CAPTION IS THE TARGET (Cible column, italic) and the value sits in the Données column,
               with an action word (saisi, tracé, transmis...) and "fait / conforme" in A and R; prose as a "Données"
               row spanning D-A-R; tables nested inside D-A-R with a "tableau" target; the second person in A+R
               beside the patient's value in D; signature as a "Visa" row. Running head: identity + "feuille k/n";
               foot: acronym - title - stay number - FIRST LAST + "page k/n".
  fpdfplan     fpdf2 2.8.9, DejaVu Serif Condensed / Bold / Italic subsets, fixed creation date. Layout: a
               BED-MANAGEMENT PRINT WITH THE UNIT FLOOR PLAN: page 1 letterhead | team, then "CELLULE DE GESTION DES
               LITS - PLAN DU SERVICE": 16 rooms drawn on both sides of a grey "COULOIR" (PC IDE, office), each room
               with its number and bed status (libre, occupé, bionettoyage, sortie prévue, réservé), the patient's room
               HATCHED, the plan caption naming "NAME F."; sections "SECTEUR k - HEADING" with a navy bar; NEW
               caption placement: a NUMBERED LEGEND - values printed alone as "[k] value", the captions only in a
               grey "Légende : [1] caption ; [2] caption ..." box under the block (patient | second person in two
               columns sharing the numbers); ruled tables with a shaded head. Running head "Gestion des lits |
               identity" + "plan k/n"; foot identity + "fiche lit k/n"; pages 2+ "Suite de la fiche lit - chambre n".
  mupdfbinome  PyMuPDF 2.0 insert_text / draw_*, Carlito subsets (doc.subset_fonts()), empty dates, no_new_id.
               Layout: a TWO-PERSON FACING FORM ("FICHE BINÔME"): centred letterhead and italic team, teal title
               band, then the patient (left panel, values right-aligned against the centre) FACING the second person
               (right panel) across a tinted CENTRAL CAPTION COLUMN ("rubrique", Nom, Prénom, Lien, Date de
               naissance, Téléphone); NEW caption placement for every other field: the caption in the central
               column with an arrow to its value, which ALTERNATES sides ("‹ IPP" - value on the left; "N° de séjour
               ›" - value on the right); headings centred between two rules; full-width prose and tables. Values are
               drawn left value, caption, right value (stream order = reading order). Running head identity + "k/n";
               foot "Fiche binôme - ..." + "binôme k/n".
  pydyfgros    pydyf 0.13.0 with content streams written here: base-14 Helvetica / Bold / Oblique, /WinAnsiEncoding
               hex strings, not embedded, fixed /ID. Layout: a LARGE-PRINT EASY-TO-READ VERSION ("DOCUMENT EN
               GRANDS CARACTÈRES - FACILE À LIRE" in a black band): 11-13 pt type, "Les soignants qui s'occupent de
               vous :", black heading bands in white capitals ("QUI ÊTES-VOUS ?", "VOUS ET LA PERSONNE QUI VOUS
               ACCOMPAGNE"); NEW caption placement: every field as a FALC SENTENCE "• Caption, c'est : VALUE" (value
               in bold 12 pt, on the next line when too long); the second person in a right column; table rows
               spelled out as "• Ligne k - head : cell ; head : cell." Running head identity + "page k sur n" and
               the same foot on every page. Widths from reportlab pdfmetrics on the Helvetica AFM.

SHAPES (ten, none named as a document type in an earlier docstring - grepped in French and English, accents
folded: fugue / disparition / elopement, IVG / abortion / orthogénie, permis de conduire / driving licence as a
document, CECOS / autoconservation / cryopreservation, hémophilie / haemophilia, identitovigilance /
misidentification, SSIAD / home nursing, jumeaux / twin / gémellaire, amputation / stump / moignon, vasectomie /
vasectomy; earlier corpora had a fertility-couple shape, a hearing-aid fitting and driving-licence check boxes
inside an addiction shape, not these documents):
  fugue_patient                missing-patient report: gendarmerie unit (ETABLISSEMENT/gendarmerie), "N° de main
                               courante" (IDENTIFIANT/MAIN_COURANTE), anti-elopement bracelet, F03, MMS, Morse,
                               search chronology with times, risperidone dose + ATC, room, child informed.
  ivg_medicamenteuse           medical abortion file: "Réf. du dossier d'orthogénie" (IDENTIFIANT/ORTHOGENIE),
                               laboratory + lab file, 6 SA + 3 j, JQQM010, mifepristone / misoprostol / anti-D
                               doses, ATC and lots, beta-hCG with LOINC, O04.9, copper IUD, accompanying friend.
  aptitude_permis_conduire     driving-fitness opinion: "N° du permis de conduire" (IDENTIFIANT/PERMIS), medical
                               commission (ETABLISSEMENT/commission), categories B / C1E, G40.1, acuity, visual field,
                               Epworth, levetiracetam, CDT / GGT, AUDIT-C.
  autoconservation_sperme      sperm banking before chemotherapy: CECOS (ETABLISSEMENT/cecos), "N° de dossier de
                               conservation" (IDENTIFIANT/CECOS), C62.1, JHFA001, BEP, semen table, straws, LOINC
                               serologies, storage tank, laboratory + lab file, partner.
  suivi_hemophilie             haemophilia A follow-up: CRC-MHC centre, "N° de la carte d'hémophile"
                               (IDENTIFIANT/CARTE_HEMOPHILIE), D66, emicizumab 3 mg/kg B02BX06, FVIII / inhibitor /
                               Hb with LOINC, HJHS, octocog alfa with lot, carrier mother.
  signalement_identitovigilance identity-vigilance incident: "Réf. cellule d'identitovigilance"
                               (IDENTIFIANT/CELLULE_IDV), the OTHER PATIENT (NOM / PRENOM subtype tiers) and "IPP de
                               l'autre patient" (IPP subtype tiers), EDTA tube, K+ / Hb with LOINC, Y65.8, CREX.
  admission_ssiad              home-nursing admission: SSIAD (ETABLISSEMENT/ssiad), "N° de prise en charge SSIAD"
                               (IDENTIFIANT/SSIAD), GIR / Braden / MNA, insulin dose + ATC, air mattress, patient
                               lift, I50.9 / E11.9, NT-proBNP, main carer.
  naissance_gemellaire         twin birth report (the mother is the patient): the twins' first names (PRENOM subtype
                               enfant) and birth date (DATE_NAISSANCE subtype enfant, "dd.mm.yyyy"), neonatal unit
                               (ETABLISSEMENT/neonatologie), O30.0 / Z37.2, 35 SA + 2 j, Syntocinon, JQGD012, Apgar,
                               weights, father.
  appareillage_amputation      prosthetic fitting after a transtibial amputation: orthoprosthetist company
                               (ETABLISSEMENT/orthoprothesiste), "N° de devis d'appareillage"
                               (IDENTIFIANT/DEVIS_APPAREILLAGE), Z89.5 / I70.2, K3, TUG, Houghton, liner and foot,
                               LPP code, pregabalin.
  vasectomie_consultation      pre-vasectomy consultation: "Réf. de l'attestation de délai de réflexion"
                               (IDENTIFIANT/DELAI_REFLEXION), Z30.2, 4-month delay, IPSS, JHSA001, lidocaine,
                               laboratory + lab file for the control semen analysis, partner.

Every document: letterhead (establishment and acronym, address, postcode, town, phone, service e-mail, FINESS),
team (a doctor with RPPS, a doctor whose surname is an ordinary word - Renard, Mouton, Sapin, Bouleau, Perdrix,
Colombe, Corbeau, Pigeon, Merle, Pinson - whose lower-case word appears in the prose as an ORDINAIRE item, a nurse /
counsellor / orthoptist / technician / physiotherapist / executive nurse / midwife / occupational therapist with
ADELI), identity (name as "NAME First" in the running head, "Mme First Name" in the prose, all lower case "name first"
(admission entry), "F. NAME" and "NAME, First" in the copy line, all capitals "FIRST NAME" in the foot, "NAME F."
in the plan caption, "Name" / "First" in the two-person block; birth name for two women in three, in capitals
under its caption and as "née Name" in the prose; birth date in 11 writings, four of them not listed in earlier
docstrings: "sam. 6 nov. 1965" (abbreviated weekday + abbreviated month), "1965 11 06" (spaced ISO), "06-nov.-1965"
(dashes around an abbreviated month), "06 nov 65" (dotless abbreviated month + two-digit year), besides "06|11|1965",
"06/11/1965", "6 novembre 1965", "06.11.1965", "06/11/65", "6 NOVEMBRE 1965", "1965-11-06"; birth town; IPP in two
writings "80nnnnnnnn" / "80n-nnn-nnnn", stay number "SJ25-nnnnnn" / "SJ25nnnnnn"; NIR in 7 writings, three of them
new: "265 11 64 123 456 78" (sex and year glued), "26511 64123 45678" (blocks of five), "2 65 11 64 123 456 · 78"
(middle dot before the key); address, postcode, town, mobile and landline in six writings, e-mail), the running
head and foot on every page, GP with RPPS, town and phone, the signing doctor's "8"+RPPS, the second person (relative,
carer, partner, father or the other patient) with link and phone, insurer + member number, employer, the shape's own
values and identifiers with NEW captions (listed above) placed by the four new caption placements (target column,
numbered legend, central caption column with alternating sides, FALC sentence), and decoys (CIM-10, CCAM, ATC,
LOINC, lots, doses, lab values with units, scores, eponyms - Cohen-Mansfield, Romberg, Kruger, Bethesda, Homans,
Mauriceau, Houghton -, devices, times, rooms, care dates).
Planned pages 1 + (i + i // 4) % 3: the three sections of a shape are spread over them (a section that overflows
continues on the next page; if the planned breaks would give more than 3 pages the document is laid out as one
continuous flow - two large-print documents). Result: 92 pages (28 two-page, 12 three-page documents); 3382
personal items (1362 critical), 816 kept items (608 decoys, 168 care dates, 40 ORDINAIRE homonym words) and 8245
ordinary words as counted by the judge. Seed 733; truth and PDF bytes are deterministic (checked: two runs give the
same sha256 for all 40 PDFs). Validation: every document is checked with the judge's own functions (extract_all,
judge_document): every probe measurable by pdftotext or pypdf, every personal item counted as leaked when the input
is judged as its own output, no keep item lost, every value seen by both extractors as often as the truth says, 1-3
pages. Exit status 1 otherwise.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bh import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlcibles", "fpdfplan", "mupdfbinome", "pydyfgros"]


def main(argv=None):
    return run("bh", content, render, FAMS, 733, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
