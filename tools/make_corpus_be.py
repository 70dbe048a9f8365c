"""Corpus BE: 40 fictional French clinical PDFs, written without looking at the product.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_be.py [--seed 907] [--out benchmarks/out/corpus_be]

Read to write it: tools/score_eval.py (truth format, probes, decoys, ordinary words, critical kinds, judge_document),
the top docstrings only (first ~80 lines) of the earlier tools/make_corpus_*.py and tools/make_eval_corpus.py
(writers, layouts and shapes already used: every layout and shape word below was grepped for in them, in French and
English, accents folded), tools/corpus_au/ids.py, model.py and render.py (model.py copied as is; ids.py adapted with
new pools and new writings; the Flow idea of render.py rewritten as tools/corpus_be/layout.py: blocks cut into
indivisible units placed by a pager in the frames of a page, drawn as writer-independent operations), and, for the
format only, benchmarks/out/corpus_au/manifest.json and one truth file there. Nothing under app/, tests/, docs/,
README.md or benchmarks/RESULTS*.md was read, nor any other tools/corpus_*/ folder or benchmarks/out/corpus_* other
than the two AU format files; the product was not run; nothing was installed; nothing was committed. Everything is
invented (people, NIR with key 97 - NIR13 mod 97 in eight writings, Luhn-valid RPPS, FINESS and ADELI, IPP in four
shapes, stay numbers in five, accession, lab file and adverse-event numbers, establishments and acronyms,
laboratories, employers, insurers, funeral operators); communes and postcodes are real; phones use fiction-style
blocks in eight writings; e-mail domains are fictional.

Output: benchmarks/out/corpus_be/{manifest.json, pdf/beNNN_<family>_<shape>.pdf, truth/beNNN_<family>_<shape>.json}
in the judge's format (page_index_base 0, one item per printed occurrence - running heads / feet / wristbands /
viewer overlays repeated on every page they are printed on -, no metadata items: Info titles are the neutral shape
title). Seed 907, 40 documents, document i (1-based) in family i % 4; the k-th document of family f gets
SHAPES[(k + f) % 6]; planned pages 1 + (i + k) % 3 (three sections: 1 page = all, 2 = [1][2+3], 3 = [1][2][3]); a
unit that does not fit continues in the next frame / page; a document that would exceed 3 pages is re-planned with
fewer breaks. Every document has 1-3 pages.

WRITERS AND LAYOUTS (all already installed in tools/_cache/ar-venv; each LAYOUT is new: none of DICOM / PACS viewer /
viewport / corner overlay, whiteboard / tableau blanc / magnets / marker, pill organizer / pilulier / semainier /
compartments with lids, wristband / bracelet, telegram / télégramme / pasted tape strips appears in an earlier
docstring):
  1 rlviewer    ReportLab 5.1.0 pdfgen canvas (invariant=1), DejaVu Sans / Bold / Mono TTF subsets. Layout: a DICOM
                VIEWER print-out: dark top band with the viewer title bar (establishment + acronym), two black
                VIEWPORTS with a drawn phantom and FOUR-CORNER OVERLAYS in pale-green monospace (top left: patient
                name, "ID" IPP, "DN" birth date; top right: acronym + accession number; bottom: kV / mAs, WL / WW,
                zoom, "vue k/n") on every page; page 1: letterhead left, team right, title; report below with
                captions in a shaded LEFT CAPTION COLUMN and values beside them; dark-headed tables; foot
                "identifiers - vue k/n".
  2 fpdfboard   fpdf2 2.8.9, GNU FreeSans / Oblique / Bold TTF subsets, fixed creation date. Layout: a WARD WHITEBOARD
                on A4 landscape: aluminium frame, off-white board, blue magnets along the top, the patient line as a
                running head on every page, three board columns split by marker lines; headings in red marker with a
                red MAGNET and a double hand underline; every field written VALUE FIRST in blue marker with its
                caption UNDER it in small red ("↑ caption"); green tables and signature; the foot printed on the
                grey marker tray "identifiers - tableau k/n".
  3 mupdfpill   PyMuPDF 2.0 insert_text / draw_*, Carlito Regular / Bold / Italic + DejaVu Sans Mono, subset fonts,
                no_new_id. Layout: a PILL ORGANIZER (pilulier / semainier) sheet: a patient WRISTBAND strip across the
                top of every page (snap holes, short identity "NAME First - IPP - DDN", barcode text "*IPP*" and drawn
                bars); body in two columns of COMPARTMENTS whose coloured LIDS (MATIN / MIDI / SOIR / COUCHER) carry
                the caption (every other caption in capitals) with the value inside the compartment; table rows as
                compartments lidded by their first cell; paragraphs as green inserts; the signature as a "VISA"
                compartment; foot "identifiers - compartiment k/n".
  0 pydyftele   pydyf 0.13.0 with content streams written here: base-14 Courier / Bold / Oblique, /WinAnsiEncoding
                (cp1252 hex strings), not embedded, fixed /ID. Layout: a MEDICAL TELEGRAM form: navy band
                "TÉLÉGRAMME MÉDICAL" + "feuillet k/n", "DESTINATAIRE :" line with the identity on every page, a
                deposit line, sender block on page 1; every line of text on a PASTED YELLOW TAPE strip; captions in
                capitals followed by dotted leaders then the value; paragraphs end with "STOP"; table rows as
                "- cell / HEAD cell" tapes; foot "identifiers - FEUILLET k/n".
Widths come from the real font advances (reportlab pdfmetrics on the TTF / AFM used by every writer); each value is
recorded on the page its unit is drawn on; a value never breaks (a too-wide line is printed smaller); every drawn
string ends with a space.

SHAPES (tools/corpus_be/content.py; none named in an earlier docstring, grepped in French and English with accents
folded: événement indésirable / adverse event, chambre mortuaire / transfert de corps, protocole de soins / ALD,
cataracte, épreuve d'effort / stress test, antirabique / morsure):
  fei_evenement_indesirable   adverse-event report (fall at night): room, Glasgow and Morse scores, NEQK010, N02BE01,
                              Hill-Rom bed + serial lot, W06, relative with phone, event id (IDENTIFIANT/FEI).
  admission_chambre_mortuaire mortuary admission and body transfer: full identity, death time, pacemaker removed
                              (Medtronic), C34.1 / I46.9, cold case R-07, funeral operator (ORGANISME), insurer + member.
  protocole_soins_ald         long-term condition care protocol: employer, GP RPPS, E11.9, HbA1c / eGFR / ACR, three
                              drugs with dose and ATC, follow-up acts (BZQP001, LOINC 2160-0).
  cr_chirurgie_cataracte      cataract surgery report: BFGA004, H25.1, Centurion, AcrySof IQ implant power + lot,
                              cefuroxime ATC, SRK/T, Seidel sign, IOP, GP, patient's mobile.
  cr_epreuve_effort           exercise stress test: Bruce protocol, DKRP004, GE CASE, stage table (HR, BP, METs), Duke
                              score, bisoprolol ATC, patient e-mail.
  consult_antirabique         rabies post-exposure consultation: category III WHO, W54 / S61.9, QZJA002, Verorab and
                              Imogam lots / ATC, tetanus J07AM01, laboratory + file number, insurer + member number.
Identity varies: captions in full words, abbreviated, in capitals or with dotted leaders (per document); value beside,
before or under the caption depending on the layout; sex between tick boxes "[X] F [ ] M"; identity in running heads,
wristbands, viewer overlays and feet; identifiers in feet and in barcode text "*IPP*"; names "NAME First",
"First NAME", "NAME, First", "F. Name" and in lower case; birth dates in 12 writings; NIR in 8; phones in 8.

Every document is validated with the judge's own functions (tools/score_eval.py): every probe visible on its page
with pdftotext and pypdf, no unmeasurable probe, judge_document(truth, src, src) leaks every personal item and loses
no decoy. Exit status 1 otherwise.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import score_eval  # noqa: E402
from corpus_be import content, ids  # noqa: E402
from corpus_be.render import FAMILIES  # noqa: E402

ROOT = HERE.parent


def validate(pdf: Path, truth: dict) -> list[str]:
    errs = []
    src = score_eval.extract_all(pdf)
    pt_pages = src["pages_pdftotext"]
    import pypdf
    pp_pages = [score_eval.normalize(p.extract_text() or "") for p in pypdf.PdfReader(str(pdf)).pages]
    if len(pt_pages) != len(truth["pages"]) or len(pp_pages) != len(truth["pages"]):
        errs.append("page count %d/%d vs truth %d" % (len(pt_pages), len(pp_pages), len(truth["pages"])))
        return errs
    for pg in truth["pages"]:
        need = Counter()
        for it in pg["items"]:
            for p in it["probes"]:
                need[p] += 1
        for p, n in need.items():
            ci = "@" in p
            for name, pages in (("pdftotext", pt_pages), ("pypdf", pp_pages)):
                got = score_eval.count(p, pages[pg["index"]], ci)
                if got < n:
                    errs.append("p%d %s sees %d/%d of %r" % (pg["index"], name, got, n, p))
    j = score_eval.judge_document(truth, src, src)
    if j["unmeasurable_probes"]:
        errs.append("unmeasurable probes: %d" % j["unmeasurable_probes"])
    for k, v in j["leaks"].items():
        if v["leaked"] != v["total"] or v["unmeasurable"]:
            errs.append("self-judgement %s: %s" % (k, v))
    for k, v in j["kept"].items():
        if v["lost"] or v["unmeasurable"]:
            errs.append("self-judgement kept %s: %s" % (k, v))
    return errs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=907)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_be")
    a = ap.parse_args(argv)
    (a.out / "pdf").mkdir(parents=True, exist_ok=True)
    (a.out / "truth").mkdir(parents=True, exist_ok=True)
    docs, bad = [], 0
    per_family = Counter()
    tot = Counter()
    pii_kind, keep_kind = Counter(), Counter()
    for i in range(1, a.docs + 1):
        f = i % 4
        k = per_family[f]
        per_family[f] += 1
        shape = content.SHAPES[(k + f) % 6]
        planned = 1 + (i + k) % 3
        r = random.Random(a.seed * 1000 + i)
        doc = content.build(r, i, shape, planned)
        doc["accession"] = "ACC%s" % ids.digits(r, 9)
        fam, producer, fn = FAMILIES[f]
        pdf_bytes, page_vals = fn(doc)
        name = "be%03d_%s_%s" % (i, fam, shape)
        pdf_path = a.out / "pdf" / (name + ".pdf")
        pdf_path.write_bytes(pdf_bytes)
        truth = {"name": name, "family": fam, "shape": shape, "kind": shape, "producer": producer,
                 "producers": [producer], "seed": a.seed, "page_index_base": 0, "title": doc["title"],
                 "metadata_items": [],
                 "pages": [{"index": pi, "items": [v.item() for v in vals]} for pi, vals in enumerate(page_vals)]}
        (a.out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        errs = validate(pdf_path, truth)
        if errs:
            bad += 1
            print("FAIL", name, errs[:8])
        for pg in truth["pages"]:
            for it in pg["items"]:
                if it["role"] == "pii":
                    pii_kind[it["kind"]] += 1
                    tot["critical"] += it["critical"]
                else:
                    keep_kind["DATE_SOINS" if it["kind"] == "DATE" else (it["subtype"] if it["kind"] == "DECOY" else "ORDINAIRE_" + it["subtype"])] += 1
        tot["pages_" + fam] += len(page_vals)
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": len(page_vals),
                     "family": fam, "shape": shape, "producer": producer, "producers": [producer],
                     "sha256": hashlib.sha256(pdf_bytes).hexdigest()})
    import fpdf
    import pydyf
    import pymupdf
    import pypdf
    import reportlab
    pt = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    manifest = {"corpus": "be", "seed": a.seed, "generator": "tools/make_corpus_be.py",
                "versions": {"reportlab": reportlab.Version, "fpdf2": fpdf.__version__, "pymupdf": pymupdf.VersionBind,
                             "pydyf": pydyf.VERSION if hasattr(pydyf, "VERSION") else "0.13.0", "pypdf": pypdf.__version__,
                             "pdftotext": pt},
                "documents": docs,
                "totals": {"documents": len(docs), "pages": sum(d["pages"] for d in docs),
                           "documents_by_pages": dict(Counter(str(d["pages"]) for d in docs)),
                           "pages_by_family": {fam: tot["pages_" + fam] for fam, _, _ in FAMILIES},
                           "pii_items": sum(pii_kind.values()), "critical_items": tot["critical"],
                           "pii_by_kind": dict(sorted(pii_kind.items())), "keep_items": sum(keep_kind.values()),
                           "keep_by_kind": dict(sorted(keep_kind.items()))}}
    (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps(manifest["totals"], ensure_ascii=False))
    print("validation: %d/%d documents OK" % (len(docs) - bad, len(docs)))
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
