"""Corpus BO: 40 fictional French hospital PDFs that name SEVERAL PEOPLE around the patient (mother and newborn,
twins, parents, third party requesting psychiatric care, guardian, person of trust, family carer, interpreter,
relatives of a deceased donor, a family's composition), four writers, with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bo.py [--out benchmarks/out/corpus_bo] [--seed 1511]

WHAT WAS READ to write it (the measure must stay honest: the product was never read or run): tools/score_eval.py (the
judge), tools/corpus_driver.py (the shared driver, its run called as is), tools/corpus_kit.py (the shared layout
engine, imported: Flow, frame, table, lay_sections), tools/make_corpus_bn.py and tools/corpus_bn/ (content.py, ids.py,
model.py, render.py: the structure copied - content / ids / model / render, the four writer backends - with every
layout, pool, writing and document type replaced), tools/corpus_au/{ids,model,render}.py (model imported as is through
tools/corpus_bo/model.py; the NIR key computed as AU does: 97 - NIR13 mod 97), and the top docstrings only of every
tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast into one text, accents folded, lower-cased,
then grepped). Nothing under app/, tests/, docs/, README.md, benchmarks/*.md, any other tools/corpus_*/ folder or any
other benchmarks/out/corpus_*/ was read; nothing was committed; git was not touched; nothing was installed.

THEME: several people in one document. The grep of earlier docstrings found 0 hits for: "enfant de mme", "ipp mere" /
"ipp enfant", "ne le <date> a 03h12" (a birth date with the hour of birth), "j5 de vie", "3 mois", "tiers demandeur",
"jld" / "juge des libertes", "l3212-1" / "l3213-1" (kept legal articles), "arrete prefectoral", "prefecture",
"n° rg", "portalis", "assistante sociale", "composition familiale", "autorite parentale", "assistante maternelle",
"pmi", "poids de naissance", "g1p0" / "g2p2", "n° allocataire", "mort encephalique", "registre national des
refus", "coordination hospitaliere", "n° cristal", "anonymat", "dit(e) « surnom »", "conjoint", "creche"; types that
already existed (twin birth report, SDT / SDRE certificate, curatelle certificate, interpreter mentions, transplant
follow-up, "personne de confiance", "épouse" / "née") are kept because real files have them, with new layouts, new
people around the patient and new values.

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; each family prints all ten types in its own template;
none is one of BM's - DPI printout, regulatory boxes, LIS report, RIS navy band - or BN's - typed letter with a left
margin column, private lab with a framed patient block, Cerfa comb boxes, hand-filled form):
  rlduo    ReportLab 5.1.0 canvas (invariant=1), DejaVu Sans / Bold / Oblique TTF subsets; /Creator "Périnat'Liaison 3.2
           - dossier périnatal partagé". IDENTITIES SIDE BY SIDE: letterhead beside a plum vertical bar, the team on
           one grey line "Équipe : Dr First Name - role - RPPS ... | ...", centred title in plum, the references
           on one centred line ("Caption : value · Caption : value"), then the PARTIES IN PARALLEL COLUMNS (two or
           three: MÈRE | NOUVEAU-NÉ | PÈRE, MÈRE | J1 | J2, PATIENT(E) | TIERS DEMANDEUR, ...) under plum label bands:
           with two columns each field is a grey caption cell left and a bold value cell right on a ruled row, with
           three columns a small CAPITAL caption ABOVE the bold value; sections after a numbered plum disc; "Caption :
           value" run into the text; dated notes "date hh:mm - author" in plum bold over an indented body; "Signature
           :" bottom left. Running head = patient line " - p. k/n"; foot = establishment (acronym) - service " - k/n".
  fpchrono fpdf2 2.8.9, GNU FreeSerif / Bold / Italic subsets, fixed creation date; /Creator "PsyLégal 2.0". HANGING
           HEADINGS: centred letterhead over a double rule, the file references right-aligned one per line, the title
           in capitals, then every party a card whose LABEL sits right-aligned in a 38 mm LEFT GUTTER and whose fields
           RUN ON as prose "Caption : value ; Caption : value ; ..." right of a vertical rule; section headings in the
           same gutter beside their content; tables in the content column; the team listed last beside the gutter
           label "Intervenants", signature under it. Running head "patient line | page k sur n", no rules.
  pysocial pydyf 0.13.0, base-14 TIMES-Roman / Bold / Italic (/WinAnsiEncoding, not embedded, fixed /ID); /Creator
           "SocialDoc 5". An ADMINISTRATIVE REPORT: letterhead left, "Réf. : acronym" and the references right-aligned
           at the top right, the title centred in capitals between DOUBLE RULES, then "Personnes concernées": ONE ruled
           table "Qualité | Rubrique | Renseignement" with one row per field and the person's label on its first row
           only; numbered capital headings "1. HEADING"; every field a BOLD CAPTION ON ITS OWN LINE with the value
           indented below; notes "date hh:mm, author :" in italics; "Pour le service," signature right; the team as a
           grey "Équipe : ... ; ..." line after the signature.
  mumulti  PyMuPDF 2.0 insert_text / draw_*, DejaVu Serif Condensed / Bold / Italic subsets, empty dates, no_new_id;
           /Creator "NotaCare 1.8". A MULTI-AUTHOR NOTE with a shaded RIGHT SIDEBAR on the first page (acronym large,
           service, address, phone, e-mail, FINESS, "Intervenants" with RPPS / ADELI, "Références" with a small grey
           caption ABOVE each value); main column: establishment name, title in teal, every party a ROUNDED CARD with
           its label and its fields on TAB STOPS (grey italic caption, value at a fixed 30 mm tab); dated notes on a
           vertical TIMELINE with a teal dot per entry; headings after a thick teal bar; "Validé par" signature.

SHAPES (ten document types; every writer prints each once):
  fiche_transfert_neonatal            maternity (level 2A) to a CHU neonatal ICU: MÈRE (nom d'usage, nom de naissance,
                                      née le, "IPP mère", address, phone) / NOUVEAU-NÉ ("Enfant de Mme USUAL", first
                                      name, "né le 14/03/2025 à 03h12", "IPP enfant" E-prefixed, sex, "J4 de vie") /
                                      PÈRE (name, phone, "autorité parentale conjointe"); SA term, Apgar "9/10/10",
                                      weight, length / PC, cord pH, G2P2, P22.1 / P70.4, CPAP, SMUR pédiatrique,
                                      monitoring table, vitamin K1 B02BA01, "le pédiatre de garde", sage-femme (ADELI).
  naissance_gemellaire_j1_j2          MÈRE ("Mme USUAL née BIRTH First", "Mme First BIRTH épouse USUAL" in prose) /
                                      J1 / J2 ("USUAL J1", first name, birth date and hour in two writings, own IPP),
                                      O30.0, G1P0, blood group, CCAM JQGD012, oxytocin H01BB02, twins table (hour,
                                      weight, length, Apgar), father with phone, "reconnaissance anticipée, mairie de".
  consultation_pediatrie_parents      ENFANT (age "3 mois" / "4 ans" kept) / MÈRE (phone, e-mail) / PÈRE (own address
                                      when separated), "Autorité parentale : exercée conjointement - parents séparés,
                                      résidence alternée", crèche / school (ETABLISSEMENT/ecole), assistante
                                      maternelle, R06.2, salbutamol R03AC02, vaccine lots, PMI.
  admission_sdt_tiers_demandeur       PATIENT(E) / TIERS DEMANDEUR (identity, birth date, link, address, phone),
                                      "article L3212-1 du CSP", F23.1, legal CHRONOLOGY table (admission, 24 h and 72 h
                                      certificates, JLD referral, hearing with the judge's name, "N° RG 25/01234"
                                      IDENTIFIANT/NUM_RG, lawyer "Me NAME", "N° Portalis ..." IDENTIFIANT/NUM_PORTALIS).
  sdre_arrete_prefectoral_tutelle     "Arrêté préfectoral n° 2025-PSY-0412" (IDENTIFIANT/NUM_ARRETE), the prefecture
                                      (kept), patient "USUAL First dit(e) « Nono »", NIR, MESURE DE PROTECTION (tutelle,
                                      mandataire judiciaire, association ORGANISME/association_tutelle, phone), L3213-1,
                                      isolement L3222-5-1, loxapine N05AH01, N° RG.
  evaluation_geriatrique_entourage    PATIENTE (widow, "née"), EHPAD with room, PERSONNE DE CONFIANCE ("épouse"
                                      writing), AIDANT / PROTECTION (carer, curatelle renforcée + association), MMSE,
                                      GIR, Katz, MNA, Zarit, R29.6, zolpidem N05CF02, EHPAD médecin coordonnateur.
  consultation_avec_interprete        PASS: PATIENT(E) / INTERPRÈTE (name, interpreting association, phone), four or
                                      five dated notes by named authors (IDE, doctor, psychologist, social worker),
                                      "en présence de l'interprète M. NAME First", A15.0, F43.1, CCAM ZBQK002, J04AC01.
  greffe_renale_donneur_anonyme       RECEVEUR (IPP, "N° CRISTAL receveur" IDENTIFIANT/NUM_CRISTAL, NIR) / DONNEUR
                                      ("anonyme (art. L1211-5 du CSP)", "N° de don" IDENTIFIANT/NUM_DON, group / HLA
                                      kept) / PERSONNE À PRÉVENIR, CCAM JAEA003, N18.5, creatinine / tacrolimus table,
                                      coordination nurse, Agence de la biomédecine (kept).
  deces_prelevement_organes           DÉFUNT(E) / PROCHES RENCONTRÉS (spouse and son with phones), two EEG times,
                                      R1232-1, I60.9, "Registre national des refus consulté le ...", relatives'
                                      testimony, death hour (kept), coordination nurse (ADELI).
  rapport_social_composition_familiale social worker (ADELI): PATIENTE ("épouse" writing), FAMILY TABLE (Lien | Nom /
                                      prénom | Né(e) le / âge | Ville | École / employeur: spouse with birth date and
                                      employer, children with ages and towns and schools), "N° allocataire" (IDENTIFIANT/
                                      NUM_ALLOCATAIRE) + CAF (kept), mutual + N° adhérent, MDPH, E10.1.

EVERY WRITING OF EVERY VALUE: names in capitals with the particle kept lower-case ("du HALGOUËT", "d'ARGENTRÉ", "de
SAINT-PERN"), compound and apostrophe names (Kermarrec-Dupuy, Vallée-Guyomarc'h, Lozac'h, Le Saux-Ollivier), title
case in prose and staff lines ("Dr Pierre-Yves de Saint-Pern"), hyphenated first names (Marie-Josée, Jean-François,
Pierre-Yves), writings "USUAL First", "First USUAL", "Mme USUAL née BIRTH First", "Mme First BIRTH épouse USUAL", "M.
USUAL First", "USUAL First dit(e) « Nick »" (nickname = PRENOM/surnom), "Enfant de Mme USUAL", "USUAL J1" / "USUAL J2",
"Me NAME" (lawyer), "Dr First NAME"; NOM / PRENOM subtypes patient, naissance, pere, mere, tiers, proche, enfant,
personne_confiance, aidant, mandataire, interprete, juge, avocat, assistante_maternelle, assistante_sociale,
sage_femme, coordination, soignant, medecin (patients' and birth names critical). Birth dates in six writings
"24/12/1987", "24.12.1987", "24 décembre 1987", "24/12/87", "24-12-1987", "24 DÉCEMBRE 1987" and, for newborns, with
the hour "02/07/2025 à 13h56", "02/07/2025 - 13:56", "2 juillet 2025 à 14 h 34" (one DATE_NAISSANCE value; the
baby's birth date never equals a printed care date); ages kept ("J4 de vie", "3 mois", "4 ans", "84 ans"); IPP glued
10 digits ("4051831870") for adults and "E" + 8 digits for newborns, IPP of the mother and of the baby in the same
document; NDA "2501234567" and "25-0123456"; NIR (8) spaced 1-2-2-2-3-3 + key, glued 15 digits, 13 + key; phones
"06 12 34 56 78", "06.12.34.56.78", "0612345678", "+33 6 12 34 56 78", "(+33) 6 12 34 56 78" (landlines 02 / 09 for
the establishments); e-mails of parents (@gmail.com, @laposte.net, @free.fr) and of services
("pediatrie@chct.fr", "admissions.psy@epsmblavet.fr"); addresses "46 rue Jules Ferry", "12 bis impasse des Glycines", postcode and town
in title case or capitals; towns alone (place of recognition, family table, barreau); establishments, their acronyms
(ETABLISSEMENT/sigle: CHCT, EPSM Blavet, CHUAR), destination CHU, EHPADs, schools / crèches (ETABLISSEMENT/ecole),
employers (ETABLISSEMENT/employeur); associations (tutelle, interpreting) and mutuals (ORGANISME); FINESS, RPPS (11
digits, Luhn) and ADELI (9 digits) of staff; court / prefecture / transplant / CAF identifiers (above).
Kept decoys: CIM-10, CCAM, ATC, doses, Apgar "9/10/10", "G2P2", SA terms, weights, lengths, lab values, blood group /
HLA, care dates and hours, legal articles ("article L3212-1 du CSP", "art. L3211-2-2", "L3213-1 II"), rooms ("chambre
212", "A-7"), phone extensions ("poste 4512"), amounts, scores (MMSE, GIR, Katz, MNA, Zarit), public bodies that name
no one (Tribunal judiciaire de ..., Préfecture du ..., CAF du ..., Agence de la biomédecine); generic roles without
names ("le pédiatre de garde", "le gériatre de garde", "le préfet") stay template text.

Planned pages 1 + (i + i // 4) % 3; a planned one-page document is written SHORT (no third party column, shorter
tables) so that it fits one page; a section group that overflows continues on the next page. Result: 80 pages (13
one-page, 14 two-page and 13 three-page documents; rlduo 19, fpchrono 20, pysocial 22, mumulti 19 pages); 2217
personal items (628 critical: ADELI 42, ADRESSE 88, CODE_POSTAL 88, DATE_NAISSANCE 103, EMAIL 44, ETABLISSEMENT 277,
FINESS 40, IDENTIFIANT 38, IPP 116, NDA 32, NIR 8, NOM 511, NUM_ADHERENT 4, ORGANISME 22, PRENOM 481, RPPS 90,
TELEPHONE 115, VILLE 118), 714 kept items (539 decoys, 175 care dates) and 5183 ordinary words as counted by the judge.
Seed 1511; deterministic (checked: two runs, into benchmarks/out/corpus_bo and into /tmp/bo_check, give the same
sha256 for all 40 PDFs, the 40 truths and the manifest). Validation (tools/corpus_driver.py): every document checked
with the judge's own functions (extract_all, judge_document): every probe measurable by pdftotext or pypdf, every
personal item counted as leaked when the input is judged as its own output, no keep item lost, every value seen by
both extractors as often as the truth says, 1-3 pages; exit status 1 otherwise (this run: 0 invalid, exit 0). The
"pypdf" logger is set to ERROR as in corpora BL-BN. All content is in cp1252 for the Times writer.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bo import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlduo", "fpchrono", "pysocial", "mumulti"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    return run("bo", content, render, FAMS, 1511, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
