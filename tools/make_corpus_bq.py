"""Corpus BQ: 40 fictional French hospital PDFs that carry a patient's file THROUGH CORRESPONDENCE AND ADMINISTRATION
rather than care ("the file as it travels": a forwarded secure-messaging chain, a fax, telephone-message slips, a
convocation with its reminder, a patient-portal printout, an "avis des sommes à payer", an ambulance order / run
sheet / invoice, a "bulletin de situation", a request for the medical file with its answer, a complaint and its
mediation), four writers, with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bq.py [--out benchmarks/out/corpus_bq] [--seed 1717]

WHAT WAS READ to write it (the measure must stay honest: the product was never read or run): tools/score_eval.py (the
judge), tools/corpus_driver.py (the shared driver, its run called as is), tools/corpus_kit.py (the shared layout
engine, imported: Flow, frame, table), tools/make_corpus_bp.py and tools/corpus_bp/ (__init__.py, content.py, ids.py,
model.py, render.py: the structure copied - content / ids / model / render, the four writer backends, the column-width
rule - with every layout, pool, writing and document type replaced), tools/corpus_au/{ids,model,render}.py (model
imported as is through tools/corpus_bq/model.py; the Luhn / NIR-key / RPPS / ADELI / FINESS helpers of ids.py imported
as is), and the top docstrings only of every other tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with
ast into one text, accents folded, lower-cased, then grepped). Nothing under app/, tests/, docs/, README.md,
benchmarks/*.md, any other tools/corpus_*/ folder or any other benchmarks/out/corpus_*/ was read; nothing was
committed; git was not touched; nothing was installed.

THEME: documents of correspondence and administration. The grep of earlier docstrings found 0 hits for: "message
transfere", "message telephonique", "pendant votre absence", "espace patient", "portail", "bulletin de situation",
"certificat de presence", "communication du dossier", "l.1111-7", "ayant droit", "carte nationale d'identite",
"feuille de route", "rappel de rendez-vous", "coupon", "lettre de relance", "tresor public", "payfip", "l.1617-5",
"r.1112-91", "l.1142-7", "l.1110-4", "proche aidant", "immatriculation", "affaire suivie par", "v/ref", "thunderbird",
"mail client", "left bar", "grey box", "paperclip", "arrival stamp", "fiche de circulation", "routing", "gestion
electronique", "document management". It found hits, and the documents were made different from them, for:
"mssante" (6: BB's webmail printout layout, Y's mail printouts, U, BN), "a ecrit" (3: BB, Y), "fax" (27: AA's faxed
letters, AW's fax-cover-sheet family, letterheads), "telecopie - bordereau d'envoi" (AW's layout; here a document
type with its faxed form and the machine's transmission report), "avis des sommes a payer" (BG's invoice LAYOUT; here
the public accountant's notice with title number, payment reference, recourse article, detailed statement, payment
slip and reminder), "bon de transport" (BM, W: the prescription; here the ambulance company's own order, run sheet and
invoice), "ambulance" (6), "convocation" (1: AA's mail-merge), "cdu / mediation / reclamation" (BD's mediation
minutes; here the letters: complaint, acknowledgement, mediator's report), "recommande" (BJ's layout), "window
position" (AW, BN), "caption above" (AL, BB, BF, BM, BN, BO), "double rule" (AR, AV, BA, BK, BO), "standard" (BF's
switchboard pager log; here paper message slips and the switchboard's liaison book), "agrement" (BN), "siret" (15),
"carlito" (29), "courier" (54), "base-14 times" (9).

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; each family prints all ten types in its own template, every
part of a document - a message, a letter, a form - from a new page; none is one of BP's - wide zebra table, agenda list,
fully ruled grid, monospace export):
  rlcourrier     ReportLab 5.1.0 canvas (invariant=1), Carlito regular / bold / italic TTF subsets; /Creator
                 "Correspondance+ 3.2 - courrier administratif", /Producer "ReportLab - courrier". A FRENCH
                 ADMINISTRATIVE LETTER: the acronym large over a teal rule and the letterhead top left (or a private
                 sender's or ambulance company's block), then a REFERENCES COLUMN ("N/Réf.", "V/Réf.", "Affaire suivie
                 par", "Ligne directe", "Courriel", italic caption and value beside), the addressee in the window
                 position on the right, "Town, le date" (or "Envoyé le ...") right-aligned, bold hanging "Objet :",
                 "Cc :" / "P.J. :", the body (fields as an italic caption column, "> " quotes, teal table header
                 band without vertical rules, drawn check boxes) and the signature in the right half. Head "identity -
                 page k/n", foot "establishment (acronym) - service - address - k/n", grey.
  fpmessagerie   fpdf2 2.8.9, DejaVu Sans / Bold / Oblique subsets, fixed creation date; /Creator "MessageriePro 8.1 -
                 impression du message". A DESKTOP MAIL CLIENT'S PRINT: head "Messagerie sécurisée de santé - <service
                 mailbox> - page k sur n"; the subject 13.5 pt bold; a GREY HEADER BOX with right-aligned bold
                 captions (De, À, Cc, Date, Objet; "Name <address>"); attachments under it with a drawn paperclip; the
                 body with bold "Caption : value" lines, quoted text indented beside BLUE LEFT BARS (one bar per level,
                 italic), "Début du message réexpédité :", ☒ / ☐ glyph check boxes, ruled tables; a "-- " signature
                 with the sender's coordinates. Foot "identity - k/n".
  pycases        pydyf 0.13.0, base-14 TIMES-Roman / Bold / Italic + COURIER (WinAnsi, not embedded, fixed /ID);
                 /Creator "FormuLaire 4 - formulaires administratifs". An ADMINISTRATIVE FORM WITH LIGHT BOXES: issuer
                 top left, "Formulaire ADM-nn" and "Édition : date" top right, the part title in capitals over a
                 thick-thin rule, numbered GREY SECTION BANDS ("1. ÉMETTEUR", "2. DESTINATAIRE", "3. RÉFÉRENCES",
                 "4. CONTENU" or the document's own headings), every field a SHADED BOX WITHOUT OUTLINE in two fixed
                 columns, its caption in 6.8 pt italics above, the value TYPED IN COURIER (a value longer than half
                 the width takes the full width), prose in Times, fully ruled tables in Courier, drawn check boxes with
                 an "X", an outlined "Visa et signature" box. Head and foot " - page k / n".
  mugedcourrier  PyMuPDF 2.0 insert_text, DejaVu Serif Condensed / Bold / Italic + DejaVu Sans Mono + DejaVu Sans Bold
                 subsets, empty dates, no_new_id; /Creator "GED-Courrier 5.2 - numérisation". A CORRESPONDENCE FILE
                 INDEXED IN A DOCUMENT-MANAGEMENT SYSTEM: a pale yellow GED strip in monospace on every page
                 ("GED-Courrier 5.2 | dossier de correspondance | chrono CAyy-nnnnnn | indexé le date | p. k/n"), on
                 every part a red rounded REGISTRY STAMP top right ("REÇU LE" + the reception date for an incoming
                 letter or message, "DÉPART LE" + the sending date for the establishment's own, "BUREAU D'ORDRE",
                 chrono), serif letterhead or sender, addressee indented, reference lines with monospace upper-case
                 captions, italic place and date, quotes as an indented italic citation, "[X]" check boxes, cream
                 tables, and a red "FICHE DE CIRCULATION" routing table at the end (internal addressee | received on |
                 action | initials). Foot "... - document numérisé - page k/n" in monospace.

SHAPES (ten document types; parts = planned pages 1 + (i + i // 4) % 3; every part starts a new page):
  courriel_transfere       1 the forward "TR: RE: Demande de RDV cardio - patient name (often lower-case or full caps
                           as typed by the GP) - birth date" from the secretary to the cardiologist, Cc the service
                           mailbox, attachments "NOM Prénom - ECG 2025-09-14.pdf (184 Ko)", "Courrier NOM.pdf"; body,
                           forwarded header block, the secretary's reply and the GP's message quoted ("Le lun. 15
                           septembre 2025 10:14, Name <address> a écrit :"): patient name, birth date, age, NIR, street,
                           mobile, the relative with mobile and e-mail, GP with town and RPPS, IPP; 2 the reply alone; 3
                           the GP's original message. Decoys: NYHA II, I44.7, bisoprolol 2,5 mg, ramipril 5 mg,
                           atorvastatine 20 mg, maladie de Horton, syndrome de Raynaud, 14h30, box 3, 24 h, poste nnnn.
  telecopie_smr            1 fax cover sheet (addressee establishment and fax, sender and fax, number of pages,
                           Urgent / Pour avis / Pour suite à donner check boxes, message naming the patient with birth
                           name, birth date, stay dates; confidentiality notice citing article L.1110-4 du CSP and the
                           switchboard); 2 the faxed SMR admission request (usual and birth names, birth date and age,
                           NIR, address, phone, mutual + member number, next of kin, stay number, doctor + RPPS, GP,
                           referring nurse + ADELI; NEKA012, GIR 3, 20 m, maladie d'Alzheimer, MMS 22/30, 3 semaines);
                           3 the machine's transmission report (call numbers, fax number, duration 01'12", 2 pages).
  messages_telephoniques   1-2 pages of three "Message téléphonique - pendant votre absence" slips (for whom, caller
                           and relation, phone, patient "NOM, Prénom, née le ... - ch. 112", received on + hour, taken
                           by "L.-R. NAME", message, ticked boxes): relatives of two patients, a pharmacy, an ambulance
                           company, an EHPAD, a home nurse with ADELI; 3 the switchboard's liaison book (hour, caller,
                           phone, patient + birth date, object, extension).
  convocation_rappel       1 convocation letter to the patient (window address, IPP, pre-admission number, "affaire
                           suivie par", direct line; HHQE002, maladie de Crohn, 08h15, bâtiment B niveau 1 porte 12,
                           documents to bring with the mutual and member number); 2 the e-mail reminder from
                           "rendez-vous@..." with the table of SMS / e-mail reminders (mobile, e-mail); 3 preparation
                           (Moviprep doses, hours) and the reply coupon (name "BIRTH épouse NOM Prénom", birth date,
                           phone, the relative accompanying).
  portail_patient          1 "Mon compte" (login e-mail, birth and usual names, first name, birth date and birthplace,
                           INS/NIR, IPP, address, phones, GP + RPPS, trusted person, delegate e-mail, last login);
                           2 the messages list and an opened message (protocole de Bruce, 24 h); 3 the documents list
                           (file names "NOM-Prénom-19740420.pdf", "CR-consultation-2025-01-28.pdf", sizes) and
                           appointments.
  avis_sommes_a_payer      1 the notice (title number "T-2025-nnnnnn", payment reference in four groups, stay number,
                           IPP, debtor block, insured, NIR, CPAM, mutual + member number; table of forfait journalier
                           (art. L.174-4 CSS), private room, ticket modérateur with GHS nnnn, participation forfaitaire,
                           CS + MPC (NGAP), amounts; the accountant's town; article L.1617-5 du CGCT, "deux mois"); 2
                           the detailed statement (codes FJ / CP / GHS / PFF) and the payment slip; 3 the reminder
                           (article L.262 du LPF, 30 jours, the accountant's phone).
  transport_sanitaire      1 the ambulance company's order (company, address, ARS agreement number, SIRET, 24 h phone,
                           e-mail; order number, requester with phone; patient name, birth date, NIR, CPAM, pick-up
                           address, phone; destination, lymphome de Hodgkin, prescribing doctor + RPPS; number plate,
                           crew "NOM Prénom (DEA)", hours, km); 2 the crew's daily run sheet (seven patients "G. NAME",
                           towns, destinations by acronym); 3 the invoice to the CPAM (invoice number, AMB / KMA / SUP,
                           amounts, article R.322-10-1 du CSS).
  bulletin_situation       1 the bulletin for the employer (employer, its postcode and town; birth and usual names,
                           birth date and birthplace, NIR, address, stay number, entry date, 20,00 € par jour, article
                           L.1110-4 du CSP); 2 the attestation of an accompanying relative (relative's name, birth
                           name, birth date, address, employer, nights and meals, article L.3142-16 du code du travail);
                           3 the stay attestation for the mutual (member number, birth date, days, amounts).
  demande_dossier_medical  1 the request letter from the patient or, in odd documents, from the heir (name, birth date
                           and birthplace, address, stay dates and number, IPP, identity-card number, registered-letter
                           number, mobile, e-mail; the patient's date of death DATE_DECES; article L.1111-7 or L.1110-4
                           du CSP); 2 the answer (request number "DCD-2025-nnnn", the staff member's name, line and
                           e-mail; articles L.1111-7 et R.1111-1 à R.1111-8, "huit jours", "deux mois", 0,18 € per page,
                           6,50 €, the page count, total); 3 the dispatch slip of the copies (dates, documents, authors
                           "Dr L.-R. Name", pages, registered-letter number, addressee).
  reclamation_mediation    1 the son's or daughter's complaint (name, address, phones, e-mail; the parent's name and
                           birth date, admission date, the night nurse's name, the switchboard, IPP; 21h30, neuf heures,
                           1 250,00 €); 2 the acknowledgement and mediation proposal (complaint number "REC-2025-nnnn",
                           mediator + RPPS, users' representative, articles R.1112-91 à R.1112-94 du CSP, salle du
                           conseil porte 3, 14h00); 3 the mediator's report (attendees, échelle de Braden, 112
                           passages, the CDU date, article L.1142-7 du CSP).

EVERY WRITING OF EVERY VALUE: patient names "Mme Ginette CHAUMETON", "CHAUMETON Ginette", "CHAUMETON, Ginette",
"Madame CHAUMETON Ginette, née BARBOTIN", "BARBOTIN épouse CHAUMETON Ginette", "Ginette Chaumeton", "G. CHAUMETON",
"chaumeton ginette" (lower case, as typed in a subject), "CHAUMETON GINETTE", particles kept lower-case ("de
SAINTE-HERMINE", "du MAZAUBRUN", "d'AMBRUGEAC", "de La CELLE-GUENAND"), compound names (BOUTONNET-RIGAL, LE
GOFF-RIVIÈRE), compound first names and their initials ("M.-C."); a child bears the patient's family name, a married
daughter as birth name, spouses share the usual name; doctors "Dr Jean-Pierre DUFRAISSE", "Dr J.-P. Dufraisse",
"Docteur DUFRAISSE", "DUFRAISSE Jean-Pierre", "Jean-Pierre Dufraisse"; staff initials in the routing slip; subtypes
patient, naissance (critical), proche, medecin, personnel, soignant, initiales. Birth dates "12/03/1958",
"12.03.1958", "12 mars 1958", "12/03/58", "12-03-1958", "19580312" (in a file name); NIR "2 58 03 36 123 456 78",
"2580336123456 78", "258033612345678", "2 58 03 36 123 456 - 78" (key valid, department of the birthplace); IPP by
establishment (9 digits, "P" + 8, "20" + 8, "58-" + 6); stay numbers "125004512", "S2025-04512", "V25-004512",
"2025/045127"; member numbers "ADH 0447 1209", "M0447120935", "4471209/01"; phones in fiction blocks written
"02 61 91 12 34", "02.61.91.12.34", "0261911234", "+33 2 61 91 12 34", "+33 (0)2 61 91 12 34" (the establishments'
switchboards, service lines and faxes are personal values TELEPHONE, as in corpus BP; only extensions "poste nnnn" are
kept); personal e-mails (@laposte.net, @orange.fr, @free.fr, @sfr.fr, @gmail.com, @wanadoo.fr), MSSanté addresses
(@medecin.mssante.fr, @chbc.mssante.fr), service and staff addresses; addresses with "bis", lieux-dits and hamlets,
postcodes, towns in capitals or not, CEDEX postcodes; establishments, acronyms, clinics, EHPAD, ambulance companies,
employers, CPAM and mutuals (ORGANISME); FINESS, RPPS (Luhn), ADELI, SIRET; identifiers IDENTIFIANT with subtypes titre,
ref_paiement, bon_transport, facture, agrement, immatriculation, demande, reclamation, recommande, cni, chrono. Kept
decoys (role keep): care and sending dates, hours ("08h15", "11:02"), amounts, CCAM, NGAP, GHS and tariff codes, CIM-10,
doses, scores (NYHA, GIR, MMS), articles of law, postal boxes of the establishments ("CS 60023", "BP 412"), page counts,
rooms and doors, extensions, km, counts, durations, eponyms (maladie de Horton, syndrome de Raynaud, maladie
d'Alzheimer, maladie de Crohn, protocole de Bruce, lymphome de Hodgkin, échelle de Braden), ages ("70 ans", kept as in
corpus BP).

Values are split as printouts split them: over the columns of boxes, tables and header blocks, in bold, italic, serif,
Courier and monospace; in running paragraphs, sender / addressee blocks, field values and bar / indent quotes a
multi-word value may break at one of its spaces (the lines of a broken value stay on one page; never at a hyphen,
which pdftotext drops at a line end; never inside a table cell or a "> " quote).

Result: 84 pages (10 one-page, 16 two-page and 14 three-page documents; rlcourrier 20, fpmessagerie 20, pycases 24,
mugedcourrier 20 pages; two pycases documents are drawn at 76 % to stay within 3 pages); 2941 personal items (833
critical: NOM 271, PRENOM 257, EMAIL 140, DATE_NAISSANCE 96, IPP 42, NIR 27; by kind ADELI 6, ADRESSE 174, CODE_POSTAL
180, DATE_DECES 2, DATE_NAISSANCE 96, EMAIL 140, ETABLISSEMENT 342, FINESS 27, IDENTIFIANT 121, IPP 42, NIR 27, NOM
608, NUM_ADHERENT 13, NUM_SEJOUR 35, ORGANISME 23, PRENOM 589, RPPS 25, SIRET 7, TELEPHONE 221, VILLE 263), 1124 kept
items (465 care dates; AGE 10, ARTICLE 31, BOITE_POSTALE 51, CCAM 7, CHAMBRE 24, CIM10 7, CODE 68, COMPTE 9, DOSE 23,
DUREE 32, EPONYME 29, HORAIRE 150, KM 20, MESURE 14, MONTANT 109, NGAP 8, PAGE 18, POSTE 16, SALLE 20, SCORE 13) and
7436 ordinary words as counted by the judge. Seed 1717; deterministic (checked: two runs, into benchmarks/out/corpus_bq
and into /tmp/bq_check, give the same sha256 for all 40 PDFs, the 40 truths and the manifest). Validation
(tools/corpus_driver.py): every document checked with the judge's own functions (extract_all, judge_document): every
probe measurable by pdftotext or pypdf, every personal item counted as leaked when the input is judged as its own
output, no keep item lost, every value seen by both extractors as often as the truth says, 1-3 pages; exit status 1
otherwise (this run: 0 invalid, exit 0). The "pypdf" and "fontTools" loggers are set to ERROR. All content is in cp1252
for the Times / Courier writer.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bq import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlcourrier", "fpmessagerie", "pycases", "mugedcourrier"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    return run("bq", content, render, FAMS, 1717, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
