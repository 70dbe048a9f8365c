"""Corpus BS: 40 fictional French PDFs about WORK, OCCUPATIONAL HEALTH AND SOCIAL INSURANCE around a patient (the initial
certificate of an accident at work with the employer's declaration and the accident sheet, the extension / final
certificate with consolidation and the caisse's IPP-rate notification, the occupational physician's fitness opinion with
the work-station study, an occupational-disease claim under tableau n° 57 with its CRRMP referral, an insurer's medical
expertise, an invalidity-pension file, a group-insurance incapacity claim, a sick-leave notice in three sheets, an
RQTH request to the MDPH, a lawyer's appeal to the pôle social of the tribunal judiciaire), four writers - one of them a
SCANNED-AND-OCR'D imitation - with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bs.py [--out benchmarks/out/corpus_bs] [--seed 1929]

WHAT WAS READ to write it (the measure must stay honest: the product was never read or run): tools/score_eval.py (the
judge), tools/corpus_driver.py (the shared driver, its run called as is), tools/corpus_kit.py (the shared layout engine,
imported: Flow, frame), tools/make_corpus_br.py and tools/corpus_br/ (__init__, content, content_b, ids, layouts,
layouts_b, model, render: the structure copied - content / content_b / ids / layouts / model / render, the breakable
wrap, the grid and column-width rule, the part loop and the ReportLab / fpdf2 / pydyf back ends - with every layout,
pool, writing and document type replaced; BR's PyMuPDF writer was not reused, a scan writer replaces it),
tools/corpus_au/{ids,model,render}.py (model imported as is through tools/corpus_bs/model.py; the Luhn / NIR-key / RPPS
/ ADELI / FINESS helpers of ids.py imported as is), and the top docstrings only of every other tools/make_corpus_*.py
and tools/make_eval_corpus.py (extracted with ast into one text, accents folded, lower-cased, then grepped). Nothing
under app/, tests/, docs/, README.md, benchmarks/*.md, any other tools/corpus_*/ folder or any other
benchmarks/out/corpus_*/ was read; nothing was committed; git was not touched; nothing was installed.

THEME: work and social insurance. The grep of the earlier docstrings found 0 hits for: "accident de travail",
"prolongation", "guerison", "sequelle", "medecin du travail", "sante au travail", "inaptitude", "etude de poste",
"reclassement", "maladie professionnelle", "tableau n", "tableau 57", "crrmp", "numero de contrat", "contrat collectif",
"taux d'ipp", "incapacite permanente", "invalidite", "categorie 2", "indemnites journalieres", "franchise", "rqth",
"cdaph", "pole social", "requete", "bordereau de communication", "article 700", "l.411-1", "l.461-1", "l.434-2",
"l.341-4", "r.323-1", "l.5213-2", "r.4624-42", "l.4624-4", "s6200", "s6100", "s4150", "15692", "carsat", "temoin",
"coiffe des rotateurs", "tendinopathie", "lombalgie", "neer", "sertraline", "assureur", "pension", "ssti",
"interentreprises", "tsa", "bourgogne", "nievre", "cote-d'or", "saone"; and for the layouts: "150 dpi", "pixmap",
"sandwich", "deskew", "horizontal scal", "tr 3", "courrier arrive", "white box", "circled letter", "cadre a",
"notch", "tab label", "print header", "navigation bar", "first-line indent", "centered". It found hits, and the
documents were made different from them, for: "accident du travail" / "certificat medical initial" (AD's cerfa-like
initial certificate among six shapes, and a chainsaw wound's MSA declaration number; here the certificate is one of
three sheets with the employer's declaration - witnesses with addresses, hours of work, matricule, hiring date - and
the accident sheet of free care with the amounts), "siret" (19; AO's declaration_mp: an occupational-disease
certificate with the employer's SIRET and the table number; here the tableau n° 57 claim has a table of successive
employers each with its SIRET in another writing, the doctor's certificate and the CRRMP referral, and SIRET / SIREN
appear in every type), "expertise" / "consolidation" (AM's expertise_judiciaire: a court-ordered summary with RG,
lawyer, consolidation and damages; here an INSURER's expertise: the expert's convocation letter to the victim's
lawyer with the mission, the claim and contract numbers, the report and the conclusions table with the IPP rate
"taux d'IPP de 8 %" kept as a decoy), "sinistre" (a lightning claim; a prévoyance file "yy/prv/nnnnnn": here
"2025-PV-004512" and "SIN-2025-004512"), "prevoyance" (1), "arret de travail" (1, a checkbox form), "aptitude" (a
driving-fitness opinion), "matricule" (the INS matricule; here the employee's payroll number), "tribunal judiciaire"
(4, as a kept public body; here the pôle social's address and the town as personal values), "portalis" (3; here
"DBX6-W-B7J-HSWD" beside "RG 25/61533"), "cpam" (11), "cerfa" (22), "15695" (BR's AEEH), "mdph" (9), "avocat" /
"barreau", "adherent" (33), "employeur" (18), "volet" (7: leaflets, death certificate; here a form's sheets),
"lasegue" / "jobe" / "pouteau" (eponyms, kept), "naf" (5); and for the layouts: "ocr" / "tesseract" / "ocrmypdf" /
"invisible" / "glyphless" / "tz" (corpus X: Pillow-drawn 300 dpi images OCR'd by ocrmypdf with the truth aligned on
OCR errors; AA: tesseract's own PDF renderer, one Tz-scaled word per text object; here the page is drawn as vectors by
PyMuPDF, rasterised by PyMuPDF at 150 dpi through a turned matrix, and the text layer is written by hand, one object
per LINE, base-14 Helvetica with a per-line Tz and a turned text matrix, so the truth is exact), "stamp" / "punch" /
"scribble" (27 / 6 / 1), "legend" / "fieldset" (sections as frames; here circled letters on a tinted ground),
"tinted" (15: tinted headers and tiles; here the whole page), "button" (window buttons of a desktop screenshot; here
web buttons of a browser print), "breadcrumb" (3: a caption placement; here the web page's path), "url" (12),
"centred" (38: running heads and feet; here headings between em dashes), "underlined" (11), "dot leader" (5).

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; only DejaVu TTF fonts are on this machine; each family
prints all ten types in its own template, every part from a new page; none is one of BQ's - administrative letter with
a references column, mail-client print, two-column shaded form, document-management letter with stamp - nor BR's -
health-booklet page, school form with black bars, social report with Roman-numeral margin, child-file cards):
  rlvolet     ReportLab 5.1.0 canvas (invariant=1), DejaVu Serif Condensed / Italic + DejaVu Sans Condensed / Bold TTF
              subsets; /Creator "FormuRisque 5.0 - formulaires accident du travail". An INSURANCE FORM ON A TINTED
              GROUND: the whole page pale pink, green, blue or buff (by document) with a dark left band; the form code
              and "VOLET k" in a white box top right; the title in sans capitals under a thick coloured rule; sections
              as CIRCLED LETTERS (white "A", "B", "C" in a dark disc) with the title in sans capitals and a rule; every
              value in a WHITE VALUE BOX with its caption in small sans to its left, two per row when they fit;
              tables on white with a dark header; drawn crosses in white squares; white signature boxes with a
              small-capital caption above. Head "title - identity - volet k/n", foot "issuer - k/n".
  fpexpert    fpdf2 2.8.9, DejaVu Serif / Bold / Italic / Bold Italic + DejaVu Sans (☐ / ☒) TTF subsets, fixed creation
              date; /Creator "ExpertMed 2.4 - rapports d'expertise". A MEDICO-LEGAL EXPERT REPORT: centred letterhead
              over a double rule, italic "Nos réf. / Vos réf." lines left and the addressee right, the title centred in
              capitals over a short centred rule, headings CENTRED BETWEEN EM DASHES, paragraphs with a FIRST-LINE
              INDENT, fields with a right-aligned italic caption column, framed tables with a grey header, "oui ☒ non
              ☐", right-aligned unframed signatures; head right-aligned italic, foot centred "— k / n —".
  pyportail   pydyf 0.13.0, base-14 HELVETICA / Bold / Oblique + COURIER (WinAnsi, not embedded, fixed /ID), content
              streams written here; /Creator "NaviPrint 11 - impression de page web". A BROWSER PRINT OF AN ONLINE
              PORTAL: the browser's print margins (print date and hour top left, "title | portal" top right, the URL in
              Courier bottom left with the claim / file number glued in its query "?ref=2025-PV-004512", "k/n" bottom
              right); a dark blue portal bar ("Connecté : Prénom NOM" of the clerk), a grey navigation bar, a
              breadcrumb, web H2 titles over hairlines, references in a pale blue panel, fields as a horizontal
              description list (right-aligned grey caption), drawn tick boxes, "Oui" / "Non" in bold colour, a yellow
              information box with an orange bar, "Validé électroniquement" panels, drawn web buttons.
  ocrscan     PyMuPDF 2.0 (vector drawing with DejaVu Sans / Bold / Oblique / Mono, then get_pixmap, tint_with,
              JPEG, insert_image) + a hand-written content stream; /Creator "ScanFlux 3.1 - numérisation du courrier
              entrant". A SCANNED LETTER OF THE INCOMING MAIL: the sober office print (letterhead, addressee in the
              window area, bold underlined title, bold capital underlined headings, "Caption : value" lines with a tab
              stop, fully ruled tables, the chosen "oui" / "non" circled by hand, pen scribbles over the signatures),
              a red "COURRIER ARRIVÉ le dd/mm/yy - n° nnnnn" stamp, punched-hole shadows, a scanner edge and specks,
              all rendered to a GREYSCALE 150 dpi JPEG turned by 0.12-0.35° (sign alternating by page); over it an
              INVISIBLE TEXT LAYER (3 Tr), one BT object per line, Helvetica WinAnsi not embedded, text matrix turned
              by the same angle and placed on the line's baseline in the image, Tz stretching each line to its width
              in the image. The stamp is image only (no truth item); ☐ / ☒ are left out of the text layer.

SHAPES (ten document types; parts = planned pages 1 + (i + i // 4) % 3, every part from a new page; the type shrinks in
6 % steps, to 82 % at most for one page per part, further only if a document would exceed 3 pages):
  certificat_initial_at       1 the initial certificate (hospital ER with FINESS, victim: name, birth name if married,
                              birth date with age, NIR, address, mobile; employer, SIRET, address; accident date and
                              hour, lesions with CIM-10, IPP, leave until date, article L.441-6 CSS); 2 the employer's
                              declaration (form S6200, victim's job - a trade that is a clinician's surname -, matricule,
                              hiring date, hours of work, circumstances, two witnesses with addresses and phones, the
                              HR representative); 3 the accident sheet (AT n°, care table with CCAM and amounts).
  prolongation_consolidation  1 extension certificate (M75.1, sessions); 2 final certificate (consolidation with
                              sequelae, 120°, manœuvre de Jobe); 3 the CPAM's notification (taux d'IPP, capital amount,
                              L.434-2, appeal to the pôle social of the tribunal judiciaire of the prefecture).
  avis_aptitude_travail       1 fitness / unfitness opinion of the SSTI (member number, employee, matricule, post,
                              R.4624-42 code du travail); 2 work-station study (constraints table, L.4624-4);
                              3 the physician's letter to the employer on redeployment.
  maladie_professionnelle     1 the claim (S6100, tableau n° 57 A, MRI, successive employers with SIRET, L.461-1);
                              2 the GP's initial certificate (tests de Jobe / Patte, allowed exit hours); 3 the CRRMP
                              referral ("CRRMP-BFC-25-0412", 110 days).
  expertise_assureur          1 the expert's convocation to the victim's lawyer (insurer, claim, contract, mission,
                              both lawyers, firm, bar town, "EXP-" + glued birth date); 2 the report (commemoratives,
                              mobility table, signe de Neer); 3 conclusions (DFT, taux d'IPP, souffrances endurées
                              2,5/7, file name "EXP-NAME-12031971.pdf").
  pension_invalidite          1 the GP's report to the médecin-conseil (M51.1, LFFA003, Lasègue); 2 the notification
                              of a catégorie 2 pension (L.341-4, amounts); 3 the application (S4150, birth town, e-mail,
                              employers).
  prevoyance_incapacite       1 the employer's claim (SIREN, collective contract, member number, salaries, daily
                              allowances, franchise); 2 the confidential medical questionnaire (F43.2, sertraline);
                              3 the insurer's decision (TSA box).
  avis_arret_travail          volets 1 (medical, M54.5), 2 (caisse, carence, R.323-1) and 3 (employer, no medical data).
  demande_rqth_mdph           1 the MDPH medical certificate (Cerfa 15695*01); 2 the RQTH application (Cerfa
                              15692*01); 3 the CDAPH decision (L.5213-2 code du travail, file "MDPH89-25-012345").
  recours_pole_social         1 the lawyer's request (claimant, CPAM defendant, employer called, L.411-1, R.142-1,
                              article 700 CPC); 2 the list of exhibits (a witness named); 3 the court's summons (RG,
                              Portalis, hour, room).

EVERY WRITING OF EVERY VALUE: names "M. Thierry BOURGEOT", "BOURGEOT Thierry", "Mme Sandrine LAMY, née RAMEAU",
"RAMEAU épouse LAMY Sandrine", "Thierry Bourgeot", "T. BOURGEOT", "BOURGEOT, Thierry", "Monsieur BOURGEOT", particles
("de MONTESSUS", "du VERNE", "d'ESTERNO"), "N'DIAYE", "DOS SANTOS", hyphenated names and first names (Jean-Luc,
Marie-Claude), "Me Prénom NOM", "Me P. Nom"; clinicians "Dr Laurent CORNU", "Dr L. Cornu", "Docteur CORNU", "CORNU
Laurent"; subtypes patient, naissance, medecin, soignant, expert, avocat, temoin, personnel. Birth dates "12/03/1971",
"12.03.1971", "12 mars 1971", "12/03/71", "1971-03-12", "12-03-1971", "12 MARS 1971", "12031971" (glued, also in
"EXP-12031971" and "EXP-NAME-12031971.pdf"), with the age "(54 ans)" kept; NIR "1 71 03 89 387 045 12", "1710389387045
12", "171038938704512", "1.71.03.89.387.045.12", "1 71 03 89 387 045 - 12"; SIRET "486 755 812 00055",
"48675581200055", "486755812 00055", SIREN "486 755 812"; phones "03 53 01 34 56", "03.53.01.34.56", "0353013456",
"03-53-01-34-56", "+33 3 53 01 34 56", "+33 (0)3 53 01 34 56" (mobiles 06 39 98 / 07 00 11); personal, HR and
MSSanté e-mails, the lawyer's "@avocats-town.fr"; real communes of Yonne, Nièvre, Côte-d'Or and Saône-et-Loire with
postcodes, CEDEX codes, lieux-dits, "bis" / "ter", résidences with building and flat, industrial zones; IDENTIFIANT
subtypes siret, siren, accident_travail ("AT n° 8925 0412 563", glued in the URL), sinistre, contrat, adherent,
adherent_ssti, matricule, crrmp, avis_arret, dossier_mdph, dossier_invalidite, rg, portalis; ETABLISSEMENT subtypes
employeur, etablissement, sigle, ssti, cabinet_avocat; ORGANISME cpam, assureur, mdph; IPP, FINESS, RPPS. Kept
(role keep): care and event dates (the accident's too, as BR's truth keeps care dates), HORAIRE ("14h30", "13:16"),
AGE, TAUX_IPP ("8 %"), TAUX ("50 %"), TABLEAU ("tableau n° 57 A"), ARTICLE, CIM10, CCAM, MONTANT, DUREE, MESURE,
SCORE, EPONYME, DOSE, CODE (form numbers, NAF, years, room), BOITE_POSTALE, and ORDINAIRE_HOMONYME: the victim's trade
"maçon", "mercier", "vigneron", "carrier", "tisserand" or "meunier" beside a clinician named MAÇON, MERCIER....

Values are split as printouts split them: over white boxes, description lists, tables, letterheads, URL and margins;
in running paragraphs, addressee blocks and fields a multi-word value may break at one of its spaces (never at a
hyphen, never inside a table cell or a signature block). A rate alone in a table cell ("3 %") is written "taux de 3 %":
pdftotext glues a lone digit to a following "%" ("3%") in condensed and Tz-scaled text (found by the validation).

Result: 79 pages (14 one-page, 13 two-page and 13 three-page documents; rlvolet 19, fpexpert 20, pyportail 21, ocrscan
19 pages); 2114 personal items (490 critical: NOM patient 144 + naissance 6, PRENOM 138, DATE_NAISSANCE 81, EMAIL 57,
NIR 57, IPP 7; by kind ADRESSE 199, CODE_POSTAL 206, DATE_NAISSANCE 81, EMAIL 57, ETABLISSEMENT 145, FINESS 4,
IDENTIFIANT 188, IPP 7, NIR 57, NOM 335, ORGANISME 81, PRENOM 306, RPPS 69, TELEPHONE 114, VILLE 265), 675 kept items
(251 care / event dates; AGE 30, ARTICLE 32, BOITE_POSTALE 11, CCAM 5, CIM10 26, CODE 67, DOSE 2, DUREE 41, EPONYME 18,
HORAIRE 84, MESURE 27, MONTANT 27, SCORE 4, TABLEAU 7, TAUX 3, TAUX_IPP 10; ORDINAIRE_HOMONYME 30) and 5756 ordinary
words as counted by the judge. Seed 1929; deterministic (checked: two runs, into benchmarks/out/corpus_bs and into
/tmp/bs_check, give the same sha256 for the 40 PDFs, the 40 truths and the manifest). Validation
(tools/corpus_driver.py, judge's own functions): every probe measurable by pdftotext or pypdf, every personal item
counted as leaked when the input is judged as its own output, no keep item lost, every value seen by both extractors as
often as the truth says, 1-3 pages; this run: 0 invalid, exit 0. The "pypdf" and "fontTools" loggers are set to ERROR.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bs import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlvolet", "fpexpert", "pyportail", "ocrscan"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    return run("bs", content, render, FAMS, 1929, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
