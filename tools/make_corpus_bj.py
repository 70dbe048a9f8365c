"""Corpus BJ: 40 fictional French clinical PDFs in four NEW layouts drawn by four writers, with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bj.py [--out benchmarks/out/corpus_bj] [--seed 1013]

WHAT WAS READ to write it (the measure must stay honest: the product was never looked at): tools/score_eval.py
(the judge: truth format, probes, decoys, ordinary words, critical kinds, judge_document, extract_all),
tools/corpus_driver.py (the shared driver, called as is), the whole of tools/make_corpus_bi.py and tools/corpus_bi/
(content.py, ids.py, render.py, model.py: the structure copied - Flow engine, frame, table, lay_sections, writers -
with every layout, pool, writing and shape replaced), tools/corpus_au/{ids,model,render}.py (model.py imported as is
through tools/corpus_bj/model.py; the key computation of ids.py kept), the top docstrings only of every
tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast into one text, accents folded, lower-cased,
then grepped in French and English for every layout, caption placement, shape and writing used below), and, for the
format only, benchmarks/out/corpus_au/manifest.json and one truth file there (au001_rlsidebar_dispensation_pui.json).
Nothing under app/, tests/, docs/, README.md, benchmarks/RESULTS*.md, any other tools/corpus_*/ folder (nor
tools/corpus_au/content.py) or any other benchmarks/out/corpus_*/ was read; the product was not run; nothing was
committed. tools/corpus_bj/content.py (people, values, shapes) and ids.py (pools, writings) were written from scratch.

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; nothing installed). Each LAYOUT and each CAPTION
PLACEMENT is new: none of tracked changes / marques de révision / copie de relecture / strike / struck / comment
balloon, JSON export / code editor / syntax colouring / camelCase key, metro / subway / transit map / oblique or
slanted caption, registered letter / recommandé / avis de réception / preuve de dépôt / vertical caption band
appears in an earlier docstring ("revisions" appears only as a family of incremental PDF revisions, "json" only as
manifest / work-file formats, "oblique" only as a font style, "rotated" only for margin identity lines, running
feet, a rotated sheet and 90° spreadsheet column heads, "placeholder" only as a photo placeholder):
  rlrevision  ReportLab 5.1.0 pdfgen canvas (invariant=1), Carlito Regular / Bold / Italic TTF subsets; /Creator
              "Traitement de texte - copie de relecture (marques de révision)", /Producer "ReportLab - export de
              relecture". Layout: a word-processor REVIEW COPY PRINTED WITH TRACKED CHANGES ("Suivi des
              modifications activé - affichage : toutes les marques"): body in a 116 mm column, a grey markup pane
              on the right of every page ("Marques de révision") holding red-framed balloons ("Mis en forme : Titre
              1", "Mis en forme : Tableau", "Commentaire [SECk] : paragraphe repris de la dictée, relu.") joined to
              the text by dotted red leaders, black change bars in the left margin; NEW caption placement: every
              field is the template's bracketed placeholder "[Caption]" DELETED - struck through in red - directly
              followed by the INSERTED value, underlined in blue (the value wraps under the placeholder when long).
              Running head "Copie de relecture · identity · page k/n"; foot "acronym - stay - FIRST NAME · version
              de travail k/n"; pages 2+ "(suite de la copie)".
  pydyfjson   pydyf 0.13.0 with content streams written here: base-14 Courier / Courier-Bold / Courier-Oblique,
              /WinAnsiEncoding hex strings, not embedded, fixed /ID; /Creator "Éditeur de code - impression du
              fichier JSON". Layout: a DPI EXPORT FILE (export_dossier.json) PRINTED FROM A CODE EDITOR: framed
              editor page, fold markers (boxed "-") in a gutter before every opening brace or bracket, dotted
              indentation guides, syntax colours (purple bold keys, brown strings, green numbers); the document is
              one JSON object ("resourceType", "format", "dateExport", "emetteur" [letterhead strings], "equipe",
              "titre", "sections" [{"rang", "intitule", "contenu" [{"type": "champs" | "texte" | "tableau" |
              "validation", ...}]}]); long strings soft-wrapped with a two-level hanging indent; NEW caption
              placement: the caption is a QUOTED camelCase KEY folded to ASCII ("N° d'intervention du PGHM" ->
              "numeroInterventionPghm", "Nom d'usage" -> "nomUsage") before the colon, the value a quoted JSON
              string after it; table rows as JSON arrays of strings, prose as "valeur" strings. Running head
              "export_dossier.json - identity - page k/n"; foot "Imprimé depuis l'éditeur (UTF-8, LF, JSON) -
              acronym - stay - FIRST NAME - k/n"; pages 2+ "// (suite du fichier)".
  fpdfmetro   fpdf2 2.8.9, DejaVu Sans / Bold / Oblique subsets, fixed creation date; /Creator "Plan de parcours -
              export réseau de soins". Layout: the stay drawn as a METRO MAP ("PLAN DU PARCOURS DE SOINS" band,
              letterhead | team boxes, legend): every section a coloured line with an "L1 / L2 / L3" badge; every
              field a STATION (white dot on the 1.6 mm line) with its value in a rounded label hanging under the
              line; rows of stations joined by the line turning down at the right edge; prose as "i" (info
              voyageurs) panels, tables as "Tableau des passages", the signature at a double-ring "Terminus -
              validation du document"; NEW caption placement: the caption is set OBLIQUELY, its baseline rising at
              30° from the station dot above the line (wrapped into parallel slanted lines past 34 mm) - pdftotext
              scatters such slanted captions into single letters, pypdf reads them whole. Running head "Plan du
              parcours - identity - plan k/n"; foot; pages 2+ "Plan du parcours (suite)" and the section's badge
              "(suite)".
  mupdflrar   PyMuPDF 2.0 insert_text / draw_*, FreeSerif Regular / Bold / Italic and FreeSans / Bold subsets
              (doc.subset_fonts()), empty dates, no_new_id; /Creator "Courrier recommandé avec avis de réception".
              Layout: a REGISTERED LETTER WITH ITS FORM SET on top of page 1: a pink "PREUVE DE DÉPÔT -
              RECOMMANDÉ" part (N° de l'envoi, Expéditeur) beside a green "AVIS DE RÉCEPTION - à retourner à
              l'expéditeur" card (Destinataire with the town in capitals, Présenté / avisé le, Distribué le), a
              dotted detach line, then the letter (letterhead | team, "Lettre recommandée avec avis de réception",
              "Objet : title", Roman-numbered capital headings over a rule); NEW caption placement: every field is a
              framed box whose caption is ROTATED 90° (read bottom-up, 5.6 pt sans, one to three lines) in a tinted
              BAND ALONG THE LEFT EDGE OF THE BOX, the value to its right; boxes two per row, full width when the
              value needs more than two lines. The mailing number "1A nnn nnn nnnn n" (IDENTIFIANT/ENVOI_RECOMMANDE,
              a new identifier) is in both parts and in the running head "Recommandé AR n° ... - identity - feuille
              k/n".

SHAPES (ten, none named as a document type in an earlier docstring - grepped in French and English, accents
folded: gelure / frostbite / montagne / mountain / PGHM, foudre / foudroiement / lightning / golf / sinistre,
paludisme / malaria / Plasmodium / CNR, rougeole / measles / Koplik / ARS investigation, commotion / concussion /
rugby / carton bleu / Maddocks, pile / battery / ingestion / corps étranger / Zargar, kératite / soudure / welding /
permis de feu / Schirmer, marathon / hyponatrémie / dossard, tatouage / tattoo / Koebner, hypothermie /
téléassistance / Osborn; earlier corpora had a poison-centre mushroom call, a hearing-aid fitting, a fall in a
nursing home, a sports-licence certificate and a travel-vaccination visit, not these documents):
  gelure_alpinisme            frostbite after a high-mountain climb: "N° d'intervention du PGHM" (IDENTIFIANT/PGHM),
                              mountain hut (ETABLISSEMENT/refuge), T34.8, Cauchy stages table, altitude, -18 °C,
                              iloprost ng/kg/min + ATC, aspirin, tetanus lot, technetium scan, CRP / CPK LOINC.
  foudroiement_golf           lightning strike on a golf course: "N° de déclaration de sinistre" (IDENTIFIANT/
                              SINISTRE), golf club (ETABLISSEMENT/golf), T75.0, Lichtenberg figures, Charcot's
                              keraunoparalysis, H72.0 / T21.1, QTc, Holter, troponin / myoglobin LOINC.
  paludisme_retour_voyage     falciparum malaria after a trip: "N° de notification au CNR du paludisme" (IDENTIFIANT/
                              CNR_PALUDISME), travel agency (ETABLISSEMENT/agence_voyage), laboratory + lab file,
                              B50.9, country (PAYS), parasitaemia %, artenimol-piperaquine / atovaquone-proguanil ATC.
  rougeole_investigation      measles in a health student and contact tracing: "N° d'investigation de l'ARS
                              (rougeole)" (IDENTIFIANT/INVESTIGATION_ARS), nursing school (ETABLISSEMENT/ifsi),
                              laboratory + lab file, B05.9, Koplik, negative-pressure room, vitamin A, MMR lot.
  commotion_rugby             rugby concussion: "N° de carton bleu" (IDENTIFIANT/CARTON_BLEU), club (ETABLISSEMENT/
                              club_sportif), S06.0, Glasgow, Maddocks, SCAT6, King-Devick, mBESS, Canadian CT Head
                              Rule, graded return-to-play table with care dates.
  pile_auditive_ingeree       swallowed hearing-aid battery: "N° de dossier de l'audioprothésiste" (IDENTIFIANT/
                              AUDIOPROTHESE), hearing centre (ETABLISSEMENT/audioprothesiste), T18.1, zinc-air 312,
                              double-halo sign, honey, Roth basket, Zargar 2a, CCAM HEGE002, sucralfate ATC.
  keratite_soudure            arc-welding photokeratitis: "N° de permis de feu" (IDENTIFIANT/PERMIS_FEU), shipyard
                              (ETABLISSEMENT/chantier), H16.1, fluorescein, Schirmer, acuities 8/10, oxybuprocaine /
                              retinol ATC, welding mask shade 11.
  hyponatremie_marathon       exercise-associated hyponatraemia: "N° de dossard" (IDENTIFIANT/DOSSARD), race
                              organiser (ETABLISSEMENT/organisateur), E87.1, Na / osmolality / urine Na LOINC,
                              hypertonic saline + ATC, Glasgow by hour.
  tatouage_reaction           lichenoid reaction on a new tattoo: "N° de signalement de vigilance tatouage"
                              (IDENTIFIANT/VIGILANCE_TATOUAGE), tattoo studio (ETABLISSEMENT/salon_tatouage), L23.8,
                              pigment PR 170 + ink lot, Koebner, 0,4 cm trephine, clobetasol ATC, patch tests.
  hypothermie_teleassistance  accidental hypothermia after a night on the floor: "N° d'abonné de téléassistance"
                              (IDENTIFIANT/TELEASSISTANCE), alarm centre (ETABLISSEMENT/teleassistance), T68, Osborn
                              J wave, Swiss stage II, Bair Hugger, CPK / K / glucose LOINC, Timed Up and Go.

Every document: letterhead (establishment and acronym, address, postcode, town, phone, service e-mail, FINESS),
team (a hospital doctor with RPPS, a doctor whose surname is an ordinary word - Marais, Tilleul, Fougère, Chardon,
Bruyère, Prunier, Cerisier, Sureau, Peuplier, Noisetier - whose lower-case word appears in the prose as an
ORDINAIRE item, a nurse / coordinating nurse / advanced-practice nurse / executive nurse / education nurse with
ADELI), identity (NEW "NAME (First)" - capitals with the first name in brackets - in the running head; "NAME" and
"First" in the identity fields; NEW full list of birth first names "First Second Third" (INS "prénoms de
naissance", PRENOM/patient); all lower case "name first" in a patient-index search line; NEW "Mme First BIRTHNAME
épouse NAME" in the prose for two married women in three (else "M./Mme First Name"); "F. NAME" and "NAME, First"
in the copy line; all capitals "FIRST NAME" in the foot; birth name in capitals in its field; birth date in 13
writings, five per document, eight of them not listed in earlier docstrings: "06/11/1965 00:00" (date + midnight
time), "1965-11-06T00:00:00+01:00" (ISO date-time with UTC offset), "06-novembre-1965" (full month between
dashes), "6 novembre 1965 (samedi)" (weekday after, in brackets), "Sa 06.11.1965" (two-letter weekday + dotted),
"19651106000000" (HL7 timestamp with time, 14 digits), "6-XI-1965" (Roman month between dashes), "1965-11-06
00:00:00" (SQL date-time), besides "06/11/1965", "6 novembre 1965", "06.11.1965", "1965-11-06", "06/11/65"; birth
town; IPP in two NEW writings "7nnnnnnnn" / "7nn-nnn-nnn", stay number in two NEW writings "HC25.nnnnnn" / "HC 25
nnn nnn"; NIR with the key computed as corpus AU does (97 - NIR13 mod 97) in 6 writings, three per document,
three of them new: "2 65 11 64123 456 78" (INSEE commune code kept whole), "2 651164 123456 78" (three groups
after the sex), "2/65/11/64/123/456/78" (slashes throughout), besides spaced, "13 key" and 15 digits; address,
postcode, town, landline and mobile in six writings, three new: "(06) 39 98 12 34", "+33639981234" (E.164),
"0639 98 12 34"; e-mail), the running head and foot on every page, GP with RPPS, town and phone, the signing
doctor's "8"+RPPS, the second person (companion on the rope, playing partner, spouse, flatmate, sibling, child)
with link and phone, insurer + member number ("nnnnnn/nn" or "MB nnnn nnnn"), employer, the shape's own values and
identifiers with NEW captions (listed above) placed by the four new caption placements (struck placeholder, JSON
key, slanted station caption, vertical band), and decoys (CIM-10, ATC, LOINC, CCAM, lots, doses, lab values with
units, measures, scores, eponyms - Cauchy, Lichtenberg, Charcot, Koplik, Maddocks, King-Devick, Zargar, Roth,
Schirmer, Koebner, Osborn -, devices, pigment codes, country, times, rooms, care dates).
Planned pages 1 + (i + i // 4) % 3: the three sections of a shape are spread over them (a section that overflows
continues on the next page; if the planned breaks would give more than 3 pages the document is laid out as one
continuous flow). Result: 101 pages (19 two-page and 21 three-page documents - no document fits on one page;
rlrevision 23, pydyfjson 27, fpdfmetro 27, mupdflrar 24 pages); 3780 personal items (1538 critical), 1084 kept
items (848 decoys, 196 care dates, 40 ORDINAIRE homonym words) and 8904 ordinary words as counted by the judge.
Seed 1013; truth and PDF bytes are deterministic (checked: two runs give the same sha256 for all 40 PDFs, the 40
truths and the manifest). Validation (tools/corpus_driver.py): every document is checked with the judge's own
functions (extract_all, judge_document): every probe measurable by pdftotext or pypdf, every personal item counted
as leaked when the input is judged as its own output, no keep item lost, every value seen by both extractors as
often as the truth says, 1-3 pages. Exit status 1 otherwise. (PyMuPDF's font subsets carry ToUnicode lines for
supplementary-plane code points that pypdf logs as "Odd-length string" and skips; latin text is unaffected, so the
"pypdf" logger is set to ERROR here. Lone digits before short units - "6 %", "4 mm" - were avoided, as pdftotext
may glue them.)
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bj import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlrevision", "pydyfjson", "fpdfmetro", "mupdflrar"]


def main(argv=None):
    # PyMuPDF's font subsets carry ToUnicode entries for supplementary-plane code points: pypdf logs them as
    # "Odd-length string" and skips those lines (latin text is unaffected, the validation shows it)
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    return run("bj", content, render, FAMS, 1013, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
