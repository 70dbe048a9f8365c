"""Corpus BI: 40 fictional French clinical PDFs in four NEW layouts drawn by four writers, with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bi.py [--out benchmarks/out/corpus_bi] [--seed 907]

WHAT WAS READ to write it (the measure must stay honest: the product was never looked at): tools/score_eval.py
(the judge: truth format, probes, decoys, ordinary words, critical kinds, judge_document, extract_all), the top
docstrings of tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast into one text, accents
folded, lower-cased, then grepped in French and English for every layout, shape, caption and writing word used
below), the whole of tools/make_corpus_bh.py (its docstring, and main() / validate() copied here with the names,
seed and families changed), tools/corpus_au/{ids,model,render}.py (model.py copied as is; ids.py adapted with new
pools and new writings; the Flow idea of render.py rewritten in tools/corpus_bi/render.py), and, for the format
only, benchmarks/out/corpus_au/manifest.json and one truth file there (au001_rlsidebar_dispensation_pui.json).
Nothing under app/, tests/, docs/, README.md, benchmarks/RESULTS*.md, any other tools/corpus_*/ folder (nor
tools/corpus_au/content.py) or any other benchmarks/out/corpus_*/ was read; the product was not run; nothing was
committed. tools/corpus_bi/content.py (people, values, shapes) was written from scratch.

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; nothing installed). Each LAYOUT is new: none of
silhouette / body chart / bilan lésionnel / fiche bilan / secouriste, badge / split pill, mind map / carte mentale /
connector branch, breadcrumb / fil d'Ariane / export arborescent, VU / CONSIDÉRANT recital, décision / arrêté as a
layout appears in an earlier docstring ("outline" only as outlined watermark / font outlines, "tree" only as PDF
page / structure trees, "vu" only as a "vu / sig." register stamp, "DPI" only as a screen print with window chrome):
  rlsecours     ReportLab 5.1.0 pdfgen canvas (invariant=1), GNU FreeSans / Bold / Oblique TTF subsets. Layout: a
                FIRST-AID RUN SHEET ("FICHE BILAN"): orange band "FICHE BILAN - TITLE", letterhead | "Équipe engagée",
                then a "Bilan lésionnel (face / dos)" box with two drawn BODY SILHOUETTES and a lesion marker beside
                a "Chronologie de la prise en charge" box (two HORAIRE decoys); sections as orange "B1 / B2 / B3"
                tabs with an orange rule; NEW caption placement: every field is a SPLIT TWO-TONE BADGE (rounded pill,
                the caption in small italics on the pale-orange left half, the value on the white right half),
                badges flowing left to right like tags and wrapping to the next row; ruled tables with an orange
                head. Running head "Fiche bilan · identity · volet k/n"; foot acronym - stay - FIRST NAME "· bilan
                k/n"; pages 2+ "Fiche bilan (suite)".
  fpdfcarte     fpdf2 2.8.9, DejaVu Sans Condensed / Bold / Oblique subsets, fixed creation date. Layout: a HORIZONTAL
                MIND MAP ("CARTE DE SYNTHÈSE"): letterhead and team in two rounded boxes, the title in a central
                rounded node; every section a teal ROOT NODE at the left margin with a TRUNK line from which a
                BRANCH runs to each leaf; NEW caption placement: the CAPTION IS WRITTEN ON THE CONNECTOR (small teal
                italics sitting on the branch line) and the value sits alone in the rounded LEAF BOX the branch
                reaches; prose in grey leaf boxes, tables and the signature as leaves; a node overflowing the page
                is redrawn "(suite)" on the next. Running head "Carte de synthèse - identity - carte k/n"; foot.
  mupdfarbo     PyMuPDF 2.0 insert_text / draw_*, Carlito Regular / Bold / Italic subsets (doc.subset_fonts()), empty
                dates, no_new_id. Layout: a DPI SYNTHESIS EXPORTED AS A MULTI-LEVEL OUTLINE ("export arborescent, vue
                dépliée"): root nodes "▪ Établissement émetteur" / "▪ Équipe référente" with "◦" children, then
                level-1 nodes "■ k. HEADING" with a dotted vertical guide and dotted ticks to every child; NEW caption
                placement: every field is a level-2 bullet whose caption is the LAST CRUMB OF A BREADCRUMB PATH in
                grey italics ("k.j  Section › Caption ›") followed by the value (on the next, deeper line when too
                long); prose as "¶" children; tables as a "› tableau (heads)" child with one level-3 "◦ head : cell ;
                ..." line per row; signature as a "» … › validation ›" child. Running head "DPI - synthèse | identity
                | vue k/n"; foot "| export k/n".
  pydyfdecision pydyf 0.13.0 with content streams written here: base-14 Helvetica / Bold / Oblique, /WinAnsiEncoding
                hex strings, not embedded, fixed /ID. Layout: an ADMINISTRATIVE DECISION of the establishment
                ("DÉCISION N° ACR-2025-nnn portant ..."): letterhead left, team right, centred title, "Le directeur
                de l'établissement, ...", sections as underlined "Article 1er / Article k - Heading"; NEW caption
                placement: every field is a LEGAL RECITAL - a bold "VU" in a left margin column and "la mention
                « caption » : value ;" beside it; prose under a margin "CONSIDÉRANT"; tables under a margin
                "ANNEXE" ("Tableau annexé à l'article k"); "DÉCIDE : ..." before the signature. Running head
                "Décision n° ... - identity - feuillet k/n"; foot. Widths from reportlab pdfmetrics on the AFM.

SHAPES (ten, none named as a document type in an earlier docstring - grepped in French and English, accents
folded: vipère / viper / snake / envenimation, Lyme / érythème migrant / tique (only inside longer words such as "étiquette") / doxycycline,
gale / scabies / ivermectine, canicule / coup de chaleur / heat stroke / T67, noyade / drowning / T75, COVID / U09 /
SI-DEP, PRADO / retour à domicile, monoxyde / carbon monoxide / HbCO / T58, plongée / diving / décompression / T70,
moelle / donneur / HLA; earlier corpora had a hyperbaric session for sudden deafness, a hymenoptera-venom
desensitisation, a rabies consultation and a newborn hearing screening, not these documents):
  envenimation_vipere          viper bite: "N° d'intervention SDIS" (IDENTIFIANT/INTERVENTION_SDIS), fire-and-rescue
                               centre (ETABLISSEMENT/secours), place of the bite (VILLE), Audebert grade, T63.0,
                               fibrinogen / platelets / PT / CPK with LOINC, Viperfav dose + ATC + lot, calf girth.
  erytheme_migrant_lyme        erythema migrans after a tick bite: "N° de fiche réseau Sentinelles"
                               (IDENTIFIANT/SENTINELLES), laboratory + lab file, A69.2 / L54.0, doxycycline + ATC,
                               Borrelia ELISA with LOINC, Charles Bell sign.
  gale_cas_groupes             scabies in a nursing home: "N° d'épisode de cas groupés" (IDENTIFIANT/CAS_GROUPES),
                               EHPAD (ETABLISSEMENT/ehpad), B86, ivermectin µg/kg + ATC + UCD, benzyl benzoate + lot,
                               case table with rooms and care dates.
  coup_de_chaleur              classic heat stroke: "N° d'inscription au registre canicule"
                               (IDENTIFIANT/REGISTRE_CANICULE), CCAS (ETABLISSEMENT/ccas), T67.0, core temperature,
                               Glasgow, Na / creatinine / CPK / lactate with LOINC, cooling blanket, furosemide ATC.
  noyade_sauvetage             sea drowning: "N° de fiche bilan du poste de secours" (IDENTIFIANT/POSTE_SECOURS),
                               beach first-aid post (ETABLISSEMENT/poste_secours), Szpilman stage, T75.1, blood gases
                               with LOINC, NIV mask, PEEP, amoxicillin-clavulanate ATC, P/F table.
  covid_long                   post-COVID-19 condition: "N° de résultat SI-DEP" (IDENTIFIANT/SIDEP), occupational
                               health service (ETABLISSEMENT/sante_travail), laboratory + lab file, U09.9, FSS /
                               DePaul / mMRC / Sniffin' Sticks, 6-minute walk, Schellong, melatonin ATC.
  prado_sortie_maternite       maternity discharge with PRADO (the mother is the patient): "N° d'adhésion PRADO"
                               (IDENTIFIANT/PRADO), community midwives' practice (ETABLISSEMENT/sage_femme), the baby's
                               first name (PRENOM/enfant) and birth date (DATE_NAISSANCE/enfant, dd.mm.yyyy), O80,
                               39 SA + 4 j, oxytocin ATC, Apgar, weight, Guthrie blotting card, bilirubin.
  intoxication_monoxyde        domestic CO poisoning: "N° d'enquête environnementale CO" (IDENTIFIANT/ENQUETE_CO),
                               boiler-maintenance company (ETABLISSEMENT/chauffagiste), T58, ppm, HbCO / troponin with
                               LOINC, 2,5 ATA hyperbaric session in a multiplace chamber, MoCA.
  accident_plongee             decompression sickness: "N° d'opération CROSS" (IDENTIFIANT/CROSS), diving club
                               (ETABLISSEMENT/club), T70.3, depth / time, shortened stops table, dive computer,
                               Comex 30 table, Boussuges score, aspirin ATC; the dive buddy as the second person.
  inscription_donneur_moelle   bone-marrow donor registration: "N° de donneur au registre de moelle"
                               (IDENTIFIANT/DONNEUR_MOELLE), EFS site (ETABLISSEMENT/efs), HLA laboratory + lab file,
                               Z52.3, HLA-A / B / DRB1 alleles (CODE decoys), buccal swab kit + lot, CMV LOINC.

Every document: letterhead (establishment and acronym, address, postcode, town, phone, service e-mail, FINESS),
team (a doctor with RPPS, a doctor whose surname is an ordinary word - Verger, Brochet, Loriot, Chevreuil, Faucon,
Caille, Pivert, Roseau, Castor, Mésange - whose lower-case word appears in the prose as an ORDINAIRE item, a nurse /
advanced-practice nurse / coordinating nurse / executive nurse / paediatric nurse with ADELI), identity (name as
"NAME First" in the running head, "NAME" and "First" in the identity fields, "Mme First Name" in the prose, all lower
case "name first" in the admission entry, "F. NAME" and "NAME, First" in the copy line, all capitals "FIRST NAME" in
the foot; birth name for two women in three, in capitals in its field and as "née Name" in the prose; birth date in
13 writings, five per document, seven of them not listed in earlier docstrings: "6-11-1965" (dashes, one-digit day,
four-digit year), "061165" (compact JJMMAA), "06 / 11 / 65" (spaced slashes, two-digit year), "Samedi 06/11/1965"
(full weekday + numeric), "six novembre 1965" (day in words, year in digits), "6 XI 1965" (spaced Roman month),
"1965-11-06T00:00" (DPI export timestamp), besides "06/11/1965", "6 novembre 1965", "06.11.1965", "1965-11-06",
"06/11/65", "6 NOVEMBRE 1965"; birth town; IPP in two writings "4nnnnnnnnn" / "4n nnnn nnnn", stay number
"25-HC-nnnnnn" / "25HCnnnnnn"; NIR in 6 writings, three per document, three of them new: "2651 1641 2345 678"
(blocks of four), "2 651 164 123 456 78" (sex then blocks of three), "2-651164-123456-78" (three hyphenated
blocks); address, postcode, town, landline and mobile in six writings (one new: "0 639 981 234"), e-mail), the
running head and foot on every page, GP with RPPS, town and phone, the signing doctor's "8"+RPPS, the second person
(spouse, neighbour, sibling, child, partner, father of the baby, dive buddy) with link and phone, insurer + member
number, employer, the shape's own values and identifiers with NEW captions (listed above) placed by the four new
caption placements (split badge, caption on the connector, breadcrumb, VU recital), and decoys (CIM-10, ATC, LOINC,
UCD, lots, doses, lab values with units, measures, scores, eponyms - Audebert, Charles Bell, Szpilman, Schellong,
Guthrie, Comex, Boussuges, Hodgkin -, devices, HLA alleles, times, rooms, care dates).
Planned pages 1 + (i + i // 4) % 3: the three sections of a shape are spread over them (a section that overflows
continues on the next page; if the planned breaks would give more than 3 pages the document is laid out as one
continuous flow). Result: 94 pages (1 one-page, 24 two-page, 15 three-page documents); 3592 personal items (1448
critical), 1080 kept items (840 decoys, 200 care dates, 40 ORDINAIRE homonym words) and 8100 ordinary words as
counted by the judge. Seed 907; truth and PDF bytes are deterministic (checked: two runs give the same sha256 for
all 40 PDFs). Validation: every document is checked with the judge's own functions (extract_all, judge_document):
every probe measurable by pdftotext or pypdf, every personal item counted as leaked when the input is judged as its
own output, no keep item lost, every value seen by both extractors as often as the truth says, 1-3 pages. Exit
status 1 otherwise. (pdftotext glues a lone digit to a short unit - "6 %", "6 m" read "6%", "6m" - so such
decoys were written "6,5 %", "palier de 6 m".)
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bi import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlsecours", "fpdfcarte", "mupdfarbo", "pydyfdecision"]


def main(argv=None):
    return run("bi", content, render, FAMS, 907, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
