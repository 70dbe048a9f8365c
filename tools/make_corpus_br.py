"""Corpus BR: 40 fictional French PDFs about a CHILD AND THE FAMILY AROUND THE CHILD (a PMI consultation record, the
9th / 24th-month health certificate, a PAI for an allergy or asthma, a nursery admission file, a vaccination record with
an international certificate, a neonatology discharge letter, an "information préoccupante" sent to the CRIP, a CAMSP
assessment, a separated parent's request for the child's medical file, a consent to surgery of a minor signed by both
holders of parental authority), four writers, with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_br.py [--out benchmarks/out/corpus_br] [--seed 1823]

WHAT WAS READ to write it (the measure must stay honest: the product was never read or run): tools/score_eval.py (the
judge), tools/corpus_driver.py (the shared driver, its run called as is), tools/corpus_kit.py (the shared layout engine,
imported: Flow, frame), tools/make_corpus_bq.py and tools/corpus_bq/ (__init__, content, content_b, ids, layouts, model,
render: the structure copied - content / ids / model / render / layouts, the four writer back ends, the breakable wrap,
the column-width rule - with every layout, pool, writing and document type replaced), tools/corpus_au/{ids,model,render}.py
(model imported as is through tools/corpus_br/model.py; the Luhn / NIR-key / RPPS / ADELI / FINESS helpers of ids.py
imported as is), and the top docstrings only of every other tools/make_corpus_*.py and tools/make_eval_corpus.py
(extracted with ast into one text, accents folded, lower-cased, then grepped). Nothing under app/, tests/, docs/,
README.md, benchmarks/*.md, any other tools/corpus_*/ folder or any other benchmarks/out/corpus_*/ was read; nothing was
committed; git was not touched; nothing was installed.

THEME: children and families. The grep of the earlier docstrings found 0 hits for: "carnet de sante", "certificat de
sante", "9e mois", "24e mois", "projet d'accueil individualise", "protocole d'urgence", "protection maternelle", "centre
de pmi", "puericult", "visite a domicile", "cellule de recueil", "l.226-2-1", "375 du code civil", "casf", "camsp",
"cmpp", "brunet-lezine", "figure de rey", "x fragile", "aeeh", "autorisation d'operer", "r.1112-35", "titulaires de
l'autorite", "372 du code civil", "373-2", "juge aux affaires familiales", "jaf", "kawasaki", "barlow", "quotient
familial", "ac-nantes", "ac-normandie", "micro-creche", "multi-accueil", "ecole maternelle", "college", "beau-pere",
"belle-mere", "grand-mere", "tiers digne de confiance", "fratrie", "demi-", "step-parent", "ayant droit", "rattrapage",
"certificat international de vaccination", "stamaril", "fievre jaune", "hexyon", "vaxelis", "prevenar", "bexsero",
"priorix", "doliprane", "midazolam", "percentile", "perimetre cranien", "d.351-9", "l.2132-2", "r.2324-39", "l.3111-2",
"r.2132-3", "education nationale", "dossier enfant", "health booklet", "signature blocks", "both parents", "pastel",
"thumb-tab", "chips", "white digit", "roman numeral", "accent strip", "definition list", "filled circle", "double
surname", "carnetenfance", "scolasante", "sociolien", "pediadossier". It found hits, and the documents were made
different from them, for: "information preoccupante" (BG's child-protection referral: child, parents, school, CRIP
reference, T74.8 / Z62.0, Conners; here the three-part form - the referral with the holders of parental authority
including a step-parent or a grandmother, the social assessment with half-siblings by first name, CAF allocataire
number and the insured parent's NIR, and the letter informing the parents under L.226-2-1 CASF - and the syndrome de
Silverman decoy), "pai_scolaire" (AN: the allergist's liaison letter to the school nurse; here the PAI itself, issued
by the school with its UAI and academy e-mail, the emergency protocol and six signature blocks), "consultation_pediatrie_
parents", "creche", "assistante maternelle", "autorite parentale" (BO: a paediatric consultation naming separated
parents; here ten other document types), "bilan_orthophonique" (AF), "consultation_pediatrique" (AE), "urgences_pedia"
(AK), "lettre de sortie de maternite" (AD), "smur_neonatal" (AM), "depistage_auditif" (AY), "chir_maxillo" (AL: a minor's
third-molar surgery; here the consent form itself), "allocataire" (AS, BO), "mdph" (AF, BO), "uai" (AA, AF, BE), "classe"
(4), "passeport" (AA, AL, BG), "guthrie" (BI), "silverman" (AM), "mallampati" / "quincke" (BA), "ortolani" (BD), "anapen"
(AN, AZ, BA), "salbutamol" (AQ, BL, BO), "agrement" (BN), "rg n" (2), "recommande" (6), "in words" (birth dates in words:
AZ's dictation, a neonatal first name; here "vingt-trois février deux mille vingt-cinq" in a consent and a neonatal
summary), "side by side" (9: letterhead | sticker, cards, dialogue; here SIGNATURE BLOCKS of the two parents and the
school staff), "numbered sections on black" (pycerfa: black strips; here a white digit in a black square), "booktabs"
(2) and "side headings" (AR's pydyftimes: upper-case titles in a left column, Times; here Helvetica, ROMAN-NUMERAL margin
titles, Tw-justified body, column-rule tables with a double header rule), "justified" (17, "tw" word spacing once, pdfme),
"fill-in line" / "dashed baseline" (mupdfcachet: blue italic ink over a dashed line; here dotted fill-in lines in a
pastel booklet), "cards" (15), "teal" (16), "top bar" (a chat transcript), "capsule" (a capsule endoscopy), "dejavu sans
condensed" (14), "freesans" (17), "freeserif" (12), "helvetica" (69).

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; each family prints all ten types in its own template, every
part of a document from a new page; none is one of BQ's - administrative letter with a references column, mail-client
print with grey header box, two-column shaded form, document-management letter with stamp - nor BP's - wide zebra
table, agenda list, fully ruled grid, monospace export):
  rlcarnet    ReportLab 5.1.0 canvas (invariant=1), DejaVu Sans Condensed / Bold / Oblique TTF subsets; /Creator
              "CarnetEnfance 4.2 - édition des pages du carnet", /Producer "ReportLab - carnet de santé". A HEALTH-BOOKLET
              PAGE: a rounded PASTEL BANNER (peach, mint, lavender or butter by document) with the title, the issuer
              and its contacts right-aligned inside, a coloured THUMB-TAB bleeding off the right edge; references as
              rounded grey CHIPS; every section a rounded pastel BAND with a dark dot (colours in turn); fields on DOTTED
              FILL-IN LINES (small grey oblique caption, two short fields per line); tables with a pastel header, shaded
              alternate COLUMNS and a frame; yes / no answers as drawn RADIO CIRCLES (the chosen one filled); check
              boxes as drawn rounded squares with a drawn tick; alerts in a pink rounded box; signature boxes side by
              side with a dotted "signature" line. Head "title - identity - page k/n", foot "issuer - k/n", grey.
  fpscolaire  fpdf2 2.8.9, FreeSans / Bold / Oblique / BoldOblique + FreeSerif (for ☐ / ☒) TTF subsets, fixed creation
              date; /Creator "ScolaSanté 2.1 - formulaires santé élève". A SCHOOL-ADMINISTRATION FORM: issuer block left,
              an outlined form box right ("Formulaire BR-nn", "Document n° nn", "Édité le date", the issuer's legal
              line), the title in white capitals on a BLACK BAR, NUMBERED SECTIONS (white digit in a black square, capital
              title, rule to the margin), fields in a FOUR-COLUMN RULED GRID (grey caption cell | value cell, twice per
              row; a long value spans the row), fully ruled tables with a grey header, "☒ oui ☐ non" answers, a
              double-framed "IMPORTANT" box, and SIGNATURE BOXES SIDE BY SIDE (grey role band, name, "Date :",
              "Signature :"). Head "identity - page k / n", foot "Document confidentiel - issuer - k/n" over rules.
  pysocial    pydyf 0.13.0, base-14 HELVETICA / Bold / Oblique + Times-Italic (WinAnsi, not embedded, fixed /ID), content
              streams written here; /Creator "SocioLien 6.0 - rapports du service social". A HOSPITAL SOCIAL-SERVICE
              REPORT: issuer block over a full-width rule, an outlined "CONFIDENTIEL / secret professionnel" tag top
              right; a 38 mm LEFT MARGIN with "Établi le date" and the section titles in ROMAN NUMERALS ("II. TITULAIRES
              DE L'AUTORITÉ PARENTALE", grey bold capitals right-aligned against a short bar), the body JUSTIFIED with the
              PDF word-spacing operator Tw (spaces stay real characters; a line that would stretch more than 2.4 mm per
              space stays ragged); run-in "Caption : value" fields with a hanging indent; tables with COLUMN RULES ONLY
              and a DOUBLE RULE under the header; "[x]" / "[ ]" ticks; grey alert box with a thick black left bar;
              unframed signature columns over a short rule. Head and foot in Times italic.
  mufiche     PyMuPDF 2.0 insert_text / draw_*, FreeSerif / Bold / Italic + FreeSans Bold, cut by fontTools to the
              characters drawn (head.modified kept, so the output is reproducible) then doc.subset_fonts() (without the
              cut, MuPDF writes the whole font's ToUnicode map, whose supplementary-plane entries pypdf logs as broken
              lines), empty dates, no_new_id; /Creator "PédiaDossier 3.7 - export du dossier enfant". A CHILD-FILE EXPORT
              AS CARDS: a dark teal BAR across the top of every page (software | document, "page k/n" in white), the
              title in sans bold teal, an IDENTITY CAPSULE (pale teal rounded box repeating the child's identity), every
              section a white rounded CARD with a teal ACCENT STRIP on its left edge, fields as a DEFINITION LIST (italic
              grey caption, serif value, hairline under each row), tables with a teal header in white, "■" / "□"
              ticks, yes / no answers as pale green / pale red rounded CHIPS, signature cards side by side with a teal
              top rule. Foot "issuer - imprimé le date - page k/n".

SHAPES (ten document types; parts = planned pages 1 + (i + i // 4) % 3, every part from a new page; the type shrinks in
6 % steps, to 82 % at most for one page per part, further only if a document would exceed 3 pages):
  consultation_pmi            1 the PMI consultation record (PMI centre of the Conseil départemental, file number
                              "PMI-53-12345", PMI doctor - a surname that is also a trade, "Dr Camille BOUCHER" - and
                              the puéricultrice with ADELI; the child: surname, all given names, birth date and town,
                              age, INS, "ayant droit de" the insuring parent with NIR, CAF allocataire number and the
                              CAF; parents table with "née", professions - the father's trade "boucher" kept as an
                              ordinary word -, phones, the grandmother when she is the third party; family situation,
                              home address, siblings by first name with ages; the childminder with approval number
                              "AM 53-2016-0291"; growth table whose first row is the BIRTH DATE (personal) then dates,
                              ages, weight, height, head circumference, BMI; Moro / Ortolani; vaccines of the day with
                              lots); 2 the letter to the family doctor; 3 the home-visit report (address, phones, who was
                              there, check boxes). Decoys: P50, vitamin D 400 UI/j, Fungizone dose, 19 °C, lots, vaccines.
  certificat_sante_enfant     1 the 9th-month (even documents) or 24th-month certificate from the paediatrician
                              (surname, given names, sex, birth date written "07 03 2021" as in boxes, birth town, rank,
                              mode of care; mother / father table: birth name and usual name, first names, birth dates,
                              trades, addresses; birth: term "35 SA + 3 j", weight, Apgar, maternity), article L.2132-2 du
                              CSP; 2 the examination table, developmental yes / no items, vaccination check boxes,
                              bronchiolitis, maladie de Kawasaki, test de Guthrie; 3 the PMI's reception slip (six
                              children: names, birth dates, towns, doctors; article R.2132-3 du CSP).
  projet_accueil_individualise 1 the PAI issued by the school (school name, class "CE2" / "PS" / "6e" kept, UAI inside
                              "ce.0530412K@ac-nantes.fr", teacher "Madame NAME", the parents' table with two addresses,
                              a step-parent or grandmother, allergy to peanuts with T78.1 and œdème de Quincke, or
                              asthma J45.0; the school doctor and the prescribing allergist with RPPS); 2 the emergency
                              protocol (call 15 with the child's name and the school address, signs / actions table,
                              Anapen 150 or 300 µg by weight, salbutamol, desloratadine, the parents' mobiles, the GP);
                              3 commitments (article D.351-9 du code de l'éducation) and SIX SIGNATURE BLOCKS (mother,
                              father, head teacher or college principal, school doctor, prescriber, town-hall canteen).
  admission_creche            1 the GP's admission certificate (article R.2324-39-1 du CSP, weight, APLV, vaccination
                              table by valence with lots, article L.3111-2 du CSP) to the nursery's director; 2 the
                              registration file (child, parents' table, mother's employer, CAF number and "quotient
                              familial", insured parent's NIR, people allowed to collect the child with identity-card
                              numbers, authorisations yes / no) signed by both parents; 3 the fever protocol
                              (paracétamol 15 mg/kg, Doliprane dose-poids, 38,5 °C) signed by the nursery doctor, the
                              director and a parent.
  carnet_vaccinations         1 the vaccination attestation (INS, GP, every injection of the French schedule from the
                              carnet - date, age, vaccine by birth era: Vaxelis / Hexyon / Infanrix hexa, Prevenar 13,
                              Bexsero, Neisvac, Priorix, Repevax -, valence, lot, vaccinator); 2 the international
                              certificate of vaccination, bilingual (name, birth date, passport "21CK48213", the legal
                              representative's signature, Stamaril, batch, validity "à vie / life", stay in Senegal,
                              atovaquone-proguanil); 3 the PMI's catch-up letter to the parents (Boostrixtetra,
                              Nimenrix, Gardasil 9 with ages).
  sortie_neonatologie         1 the discharge letter (IPP of the baby and of the mother "M4163654", stay "NEO-25-0412";
                              baby born at an hour, mother "née", her birth date, G2P2, father; term, weight, percentile,
                              Apgar, phototherapy, bilirubin, stay from the BIRTH DATE to discharge, screening table:
                              Guthrie, OEA, manœuvre de Barlow; vitamin K1, iron, vitamin D); 2 the liaison sheet to the
                              PMI (mother: usual and birth names, birth date, address, mobile, e-mail, NIR, CAF number;
                              father; baby's INS; siblings; reasons ticked; the liaison midwife); 3 the neonatal summary
                              (birth date in WORDS, measures table, vitamin K1 / Engerix B10 lots, blood group).
  information_preoccupante    1 the referral to the CRIP of the department (addressed to the hôtel du département,
                              prefecture CEDEX; child, birth date, age, residence, IPP / stay; the holders of parental
                              authority table; facts: arrival at the paediatric ER with the mother, syndrome de Silverman,
                              the child's words quoting the step-father or the mother; articles L.226-2-1 du CASF and 375
                              du Code civil; parents informed or not) signed by the social worker and the paediatrician;
                              2 the family assessment (household with half-siblings by first name and age, CAF number,
                              insured parent's NIR, resources, housing, partners: GP, PMI, school head); 3 the letter
                              informing the (separated) parent, with the CRIP reference "IP 2025/0456".
  bilan_camsp                 1 the CAMSP synthesis letter to the GP (child, age, mother "née", step-father or father,
                              nursery or school, syndrome de l'X fragile); 2 the results (échelle de Brunet-Lézine QD,
                              EVALO 2-6 "-2 DS", figure de Rey P10, audiometry 20 dB; speech therapist and psychomotor
                              therapist with ADELI; parents, siblings, INS, one or two addresses) signed by three
                              therapists; 3 the care plan (sessions per week) and the MDPH file "MDPH53-2025-004512"
                              (AEEH, Cerfa 15695*01), signed by the director and both parents.
  demande_dossier_mineur      1 a separated parent's registered letter (AR number) to the director: name, birth date,
                              the child and the child's birth date (in words in odd documents), ER visit, IPP, article
                              L.1111-7 du CSP, joint parental authority (article 372 du Code civil), the JAF judgment of
                              the tribunal judiciaire "RG 24/01873", identity-card number, address, mobile, e-mail;
                              2 the answer (request "DMA-2025-0412", staff member, direct line, e-mail, articles
                              L.1111-7 and R.1111-1, article 373-2 du Code civil, 0,18 €); 3 the letter informing the
                              other parent, with the list of documents.
  autorisation_operer_mineur  1 the consent to surgery and anaesthesia (child, birth date, IPP, stay; surgeon and
                              anaesthetist with RPPS, adéno-amygdalectomie FAFA014 / aérateurs CASA001 / hernie LMMA006,
                              article R.1112-35 du CSP; both holders with birth dates, addresses, phones, identity card /
                              passport numbers; "lu et approuvé" signature blocks of both parents; the step-parent "ne
                              peut signer"); 2 the anaesthesia consultation (weight, height, ASA 1, Mallampati 1, fasting
                              hours, midazolam 0,3 mg/kg and the dose in mg, paracétamol 15 mg/kg); 3 the day-surgery
                              convocation (07h15, unit and level, the insured parent's NIR, documents to bring).

EVERY WRITING OF EVERY VALUE: children "LEBRETON Léo", "Léo LEBRETON", "Léo" (first name alone in letters), "l'enfant
Léo LEBRETON", the civil-registry list "LEBRETON Léo, Pierre, Marcel", DOUBLE SURNAMES with a space ("HAMELIN MENDY
Côme", the father's and the mother's names), compound and hyphenated names (GOSSELIN-HARDY, POIRIER-LECOQ), particles
kept lower-case ("de SAINT-PAIR", "du PLESSIS-GOUËT", "d'AUVRAY"), compound first names (Marie-Lou, Jean-Gabriel,
Louis-Ange) and their initials; mothers "Mme Aurélie LEBRETON, née HAREL", "HAREL épouse LEBRETON Aurélie", unmarried
mothers with their own name; step-fathers, grandmothers as third parties; siblings by FIRST NAME ONLY with ages;
clinicians "Dr Camille HUET", "Dr C. Huet", "Docteur HUET", "HUET Camille", "Camille Huet"; subtypes patient (critical),
mere, pere, beau_parent, tuteur, fratrie, enfant_tiers, proche, medecin, soignant, personnel. Birth dates "07/03/2021",
"07.03.2021", "7 mars 2021" ("1er" on the first), "07/03/21", "2021-03-07", "07-03-2021", "7 MARS 2021", "07 03
2021", "vingt-trois février deux mille vingt-cinq"; NIR / INS "1 21 03 53 130 054 41", "1210353130054 41",
"121035313005441", "1.21.03.53.130.054.41" (the child's own INS, key valid, department of the maternity; the insuring
parent's NIR with "ayant droit"); IPP (8 digits, "E" + 7, "M" + 7 for a mother, "53" + 8, "IPP-" + 6); stays
"2025N04512", "NEO-25-0412", "250004512", "S25/04512"; phones in the fiction blocks 02 61 91 / 06 39 98 / 07 00 11
written "02 61 91 34 56", "02.61.91.34.56", "0261913456", "02-61-91-34-56", "+33 2 61 91 34 56", "+33 (0)2 61 91 34
56" (establishments' switchboards and lines are personal values TELEPHONE, as in corpora BP and BQ); personal e-mails
(laposte.net, orange.fr, free.fr, sfr.fr, gmail.com, hotmail.fr, outlook.fr; a married mother's mail under her birth
name), service mails, MSSanté, school mails "ce.UAI@ac-nantes.fr"; addresses with "bis" / "ter", résidences with
building and flat, lieux-dits, two parental homes; real communes of Mayenne, Sarthe, Calvados and Orne with postcodes,
CEDEX codes, towns in capitals or not; establishments (hospitals and acronyms, PMI centres, schools and colleges,
nurseries, CAMSP, employers), ORGANISME (Conseil départemental, CAF, CRIP, MDPH "de la Mayenne"...), FINESS, RPPS,
ADELI; IDENTIFIANT subtypes allocataire, uai, agrement, dossier_pmi, dossier_camsp, cni, passeport, rg, recommande,
demande, crip, mdph. Kept decoys (role keep): care dates, hours ("07h15"), AGES ("3 mois", "18 mois", "2 ans et 3
mois", "4 ans 1/2", "J3", "6 ans" - kept as in corpora BP and BQ), gestational TERMS ("35 SA + 3 j"), MESURES (weights,
heights, head circumferences, BMI, bilirubin, dB, °C), PERCENTILES, SCORES (Apgar "9/10/10", QD, "-2 DS", ASA),
VACCIN names and LOT numbers, DOSES in mg/kg, µg, UI/j, EPONYMS (manœuvre d'Ortolani / de Barlow, test de Guthrie,
maladie de Kawasaki, œdème de Quincke, syndrome de Silverman, échelle de Brunet-Lézine, figure de Rey, syndrome de l'X
fragile, Mallampati), ARTICLES (L.2132-2, R.2132-3, R.2324-39-1, L.3111-2, L.1111-7, R.1112-35 du CSP, L.226-2-1 du CASF,
375 / 372 / 373-2 du Code civil, D.351-9 du code de l'éducation), CLASSES ("PS", "CE2", "6e"), CIM-10, CCAM, codes,
amounts, postal boxes of the hospitals, and in the PMI records and health certificates an ORDINARY word that shares its
form with the surname of a clinician of the same document (the father's trade "boucher" beside "Dr Camille BOUCHER";
"boulanger", "marin", "couvreur", "charpentier", "berger"; ORDINAIRE_HOMONYME).

Values are split as printouts split them: over chips, grid cells, definition lists, tables, banners and margins, in
bold, oblique, serif, sans, base-14 and embedded fonts; in running paragraphs, addressee blocks and fill-in fields a
multi-word value (and a multi-word decoy) may break at one of its spaces (the lines of a broken value stay on one page;
never at a hyphen, which pdftotext drops at a line end; never inside a table cell, a chip or a signature block).

Result: 82 pages (12 one-page, 14 two-page and 14 three-page documents; rlcarnet 19, fpscolaire 22, pysocial 21, mufiche
20 pages); 3204 personal items (777 critical: NOM 168, PRENOM 215, DATE_NAISSANCE 230, EMAIL 98, IPP 40, NIR 26; by kind
ADELI 11, ADRESSE 215, CODE_POSTAL 253, DATE_NAISSANCE 230, EMAIL 98, ETABLISSEMENT 198, FINESS 28, IDENTIFIANT 109,
IPP 40, NIR 26, NOM 645, NUM_SEJOUR 13, ORGANISME 28, PRENOM 682, RPPS 55, TELEPHONE 243, VILLE 330), 1138 kept items
(356 care dates; AGE 128, ARTICLE 46, BOITE_POSTALE 33, CCAM 4, CIM10 4, CLASSE 19, CODE 48, COMPTE 6, DOSE 45, DUREE 23,
EPONYME 32, HORAIRE 24, LOT 94, MESURE 118, MONTANT 7, PAGE 3, PERCENTILE 15, SALLE 1, SCORE 18, TERME 8, VACCIN 96;
ORDINAIRE_HOMONYME 10) and 7462 ordinary words as counted by the judge. Seed 1823; deterministic (checked: two runs,
into benchmarks/out/corpus_br and into /tmp/br_check, give the same sha256 for the 40 PDFs, the 40 truths and the
manifest). Validation (tools/corpus_driver.py): every document checked with the judge's own functions (extract_all,
judge_document): every probe measurable by pdftotext or pypdf, every personal item counted as leaked when the input is
judged as its own output, no keep item lost, every value seen by both extractors as often as the truth says, 1-3 pages;
exit status 1 otherwise (this run: 0 invalid, exit 0). The "pypdf" and "fontTools" loggers are set to ERROR. All
content is in cp1252 for the Helvetica writer (the ☐ ☒ ■ □ glyphs are drawn by the two TrueType templates only).
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_br import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlcarnet", "fpscolaire", "pysocial", "mufiche"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    return run("br", content, render, FAMS, 1823, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
