"""Corpus BF: 40 fictional French clinical PDFs in four NEW layouts drawn by four writers, with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bf.py [--out benchmarks/out/corpus_bf] [--seed 571]

WHAT WAS READ to write it (the measure must stay honest: the product was never looked at): tools/score_eval.py
(the judge: truth format, probes, decoys, ordinary words, critical kinds, judge_document), the top docstrings of
tools/make_corpus_*.py and tools/make_eval_corpus.py (to pick layouts and shapes never used before),
tools/corpus_au/{ids,model,render}.py (model.py copied as is; ids.py adapted with new pools and new writings; the
Flow idea of render.py rewritten as tools/corpus_bf/layout.py), and, for the format only,
benchmarks/out/corpus_au/manifest.json and one truth file there. Nothing under app/, tests/, docs/, README.md,
benchmarks/RESULTS*.md, any other tools/corpus_*/ folder or any other benchmarks/out/corpus_*/ was read; the
product was not run.

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; nothing installed). Each LAYOUT is new: none of
boarding pass / carte d'embarquement, monthly calendar / calendrier, CV / résumé / curriculum, pager / bip call
log / journal des bips appears in an earlier docstring:
  rlboard   ReportLab 5.1.0 pdfgen canvas (invariant=1), DejaVu Sans Condensed / Bold / Oblique + DejaVu Sans Mono
            TTF subsets. Layout: a BOARDING-PASS TRANSFER TICKET: page 1 opens with a grey pass (dark title band
            "CARTE DE TRANSFERT - BOARDING PASS SANITAIRE"), letterhead, big "DE <acronym> >>> VERS <acronym>"
            codes, airline-style passenger "NAME/FIRST MME", séjour as flight number, date, boarding time, gate
            (salle) and seat (room); a dashed-off PASSENGER STUB on the right (NOM / PRÉNOM / IPP / seat, drawn
            bars and "*IPP*" barcode text, two doctors); team and phone / e-mail / FINESS under the pass; identity
            and every field as SMALL GREY CAPITAL CAPTION ABOVE THE VALUE, two fields per row; headings in grey
            bars. Pages 2+: reduced boarding strip "Passager : identity" + "De X vers Y"; foot
            "ACRONYM - IPP - séjour - carte k/n".
  fpdfcal   fpdf2 2.8.9, FreeSerif / Bold / Italic + FreeMono, fixed creation date. Layout: a MONTHLY CALENDAR
            SHEET: dark month band "MARS 2025" with "Agenda de : identity", a 7 x 6 day grid (weekend cells
            shaded) holding care events with their times, then letterhead | team side by side; identity and
            fields written VALUE FIRST (bold) with the CAPTION AFTER IT in a grey right-hand column, dashed rules;
            headings in capitals over a heavy rule. Pages 2+: grey band "MONTH - suite", "Agenda de :",
            establishment; foot "page k/n - ACRONYM - IPP - séjour".
  mupdfcv   PyMuPDF 2.0 insert_text / draw_*, Carlito Regular / Bold / Italic + DejaVu Sans Mono, subset fonts,
            no_new_id, emptied dates. Layout: a CV / RÉSUMÉ: dark left SIDEBAR (white text) with "IDENTITÉ"
            (caption line, value line under it) and "ÉTABLISSEMENT"; main column with the identity as a 15 pt
            NAME HEADLINE, italic title, "RÉFÉRENCES" (team); fields with the CAPTION IN A LEFT GUTTER COLUMN
            (right-aligned, grey) and the value in the main column. Pages 2+: name headline, sidebar
            "IDENTITÉ (suite)" + IPP; foot "ACRONYM - IPP - séjour - k / n".
  pydyfbip  pydyf 0.13.0 with content streams written here: base-14 Helvetica / Bold / Oblique + Courier,
            /WinAnsiEncoding hex strings, not embedded, fixed /ID. Layout: a SWITCHBOARD PAGER CALL LOG
            printout: framed "STANDARD - JOURNAL DES BIPS ET APPELS" with "Poste de : identity" in monospace,
            letterhead, a HEURE / BIP / APPELÉ log of the team's calls ("- rappel OK"); identity and fields
            with DOTTED LEADERS; tick boxes as "[X]" / "[ ]" text; tables without vertical rules. Pages 2+:
            "JOURNAL DES BIPS (suite)" frame; foot "--- impression du journal, feuille k/n --- ACRONYM - IPP".

SHAPES (ten, none named in an earlier docstring; every shape in every family): materiovigilance (device
incident report), hemovigilance_feir (fiche d'effet indésirable receveur), directives_anticipees,
cure_thermale (demande de prise en charge), oxygenotherapie (home oxygen prescription with provider),
nutrition_enterale (protocol with pump and gastrostomy), stomatherapie (stoma-care consultation),
rapatriement_sanitaire (assistance company, receiving hospital), tracabilite_mds (médicaments dérivés du sang,
UCD and lots), appel_lendemain (day-surgery next-day phone call).

Every document: letterhead (establishment and acronym, address, postcode, town, phone, service e-mail, FINESS),
team (two doctors with RPPS, a doctor whose surname is an ordinary word - the lowercase word appears in the text as
an ORDINAIRE item -, a nurse with ADELI), identity (name in 8 writings - "Mme First NAME", "NAME First",
"NAME, First", "F. NAME", all lower case, "Name FIRST", all capitals, "First Name" -, birth name for some women,
birth date in 12 writings, IPP, stay number, NIR in 8 writings, address, mobile, e-mail), running head / foot
repeated on every page, and the shape's values (relatives, GP, insurer + member number, employer, assistance
company, laboratory + lab file number, prescription ids, provider) and decoys (CIM-10, CCAM, ATC, LOINC, UCD, lots,
doses, lab values with units, scores, eponyms, devices, times, rooms, care dates).
Planned pages 1 + (i + i // 4) % 3: the three sections of a shape are spread over them (a section that overflows
continues on the next page). Seed 571. Validation: every document is checked with the judge's own functions
(extract_all, judge_document): every probe measurable by pdftotext or pypdf, every personal item counted as leaked
when the input is judged as its own output, no keep item lost, 1-3 pages.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import score_eval as SE  # noqa: E402
from tools.corpus_bf import content, render  # noqa: E402

FAMS = ["rlboard", "fpdfcal", "mupdfcv", "pydyfbip"]


def versions():
    import fpdf
    import pydyf
    import pymupdf
    import pypdf
    import reportlab
    pt = subprocess.run([SE.PDFTOTEXT, "-v"], capture_output=True, text=True)
    return {"reportlab": reportlab.Version, "fpdf2": fpdf.__version__, "pymupdf": pymupdf.VersionBind,
            "pydyf": getattr(pydyf, "VERSION", getattr(pydyf, "__version__", "?")), "pypdf": pypdf.__version__,
            "pdftotext": (pt.stderr or pt.stdout).splitlines()[0]}


def validate(truth, pdf_path: Path):
    """Problems of one document, judged by the judge's own functions (empty list = valid)."""
    src = SE.extract_all(pdf_path)
    probs = []
    j = SE.judge_document(truth, src, src)
    if j["unmeasurable_probes"]:
        probs.append("unmeasurable probes: %d" % j["unmeasurable_probes"])
    for kind, v in j["leaks"].items():
        if v["unmeasurable"] or v["leaked"] != v["total"]:
            probs.append("pii %s: %s" % (kind, v))
    for kind, v in j["kept"].items():
        if v["unmeasurable"] or v["lost"]:
            probs.append("keep %s: %s" % (kind, v))
    # every value findable by both extractors
    items = [it for pg in truth["pages"] for it in pg["items"]]
    for it in items:
        for ex in ("pdftotext", "pypdf"):
            if not any(SE.count(p, src[ex], "@" in p) or SE.count(p, src[ex + "_h"], "@" in p) for p in it["probes"]):
                probs.append("%s does not see %r" % (ex, it["text"]))
    # per-probe: both extractors see at least as many occurrences as the truth has
    for p in sorted({p for it in items for p in it["probes"]}):
        e = sum(SE.count(p, SE.normalize(it["text"]), "@" in p) or (p in it["probes"]) for it in items)
        for ex in ("pdftotext", "pypdf"):
            n = max(SE.count(p, src[ex], "@" in p), SE.count(p, src[ex + "_h"], "@" in p))
            if n < e:
                probs.append("%s sees %r %d times, truth %d" % (ex, p, n, e))
    return probs, j


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_bf")
    ap.add_argument("--seed", type=int, default=571)
    a = ap.parse_args(argv)
    (a.out / "pdf").mkdir(parents=True, exist_ok=True)
    (a.out / "truth").mkdir(parents=True, exist_ok=True)
    vers = versions()
    docs = []
    pii_k, keep_k = Counter(), Counter()
    pages_by_fam, by_pages = Counter(), Counter()
    crit = 0
    bad = 0
    words = 0
    for i in range(40):
        fam = FAMS[i % 4]
        shape = content.SHAPES[i // 4]
        npl = 1 + (i + i // 4) % 3
        doc = content.make_doc(i, a.seed, shape, npl)
        pdf, vals = render.render(fam, doc)
        name = "bf%03d_%s_%s" % (i + 1, fam, shape)
        pdf_path = a.out / "pdf" / (name + ".pdf")
        pdf_path.write_bytes(pdf)
        producer = render.FAMILIES[fam][3] % {"rl": vers["reportlab"], "fp": vers["fpdf2"], "mu": vers["pymupdf"],
                                               "py": vers["pydyf"]}[render.FAMILIES[fam][0]]
        truth = {"name": name, "family": fam, "shape": shape, "kind": shape, "producer": producer,
                 "producers": [producer], "seed": a.seed, "page_index_base": 0, "title": doc["title"],
                 "metadata_items": [],
                 "pages": [{"index": k, "items": [v.item() for v in pv]} for k, pv in enumerate(vals)]}
        (a.out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        import pypdf
        npages = len(pypdf.PdfReader(str(pdf_path)).pages)
        probs, j = validate(truth, pdf_path)
        if npages != len(vals) or not 1 <= npages <= 3:
            probs.append("pages %d vs %d" % (npages, len(vals)))
        if probs:
            bad += 1
            print(name, "INVALID", probs[:8], file=sys.stderr)
        words += j["words"]["total"]
        for pg in truth["pages"]:
            for it in pg["items"]:
                if it["role"] == "pii":
                    pii_k[it["kind"]] += 1
                    crit += it["critical"]
                else:
                    keep_k["DATE_SOINS" if it["kind"] == "DATE" else (it["subtype"] if it["kind"] == "DECOY" else "ORDINAIRE_" + it["subtype"])] += 1
        pages_by_fam[fam] += npages
        by_pages[str(npages)] += 1
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": npages,
                     "family": fam, "shape": shape, "producer": producer, "producers": [producer],
                     "sha256": hashlib.sha256(pdf).hexdigest()})
    man = {"corpus": "bf", "seed": a.seed, "generator": "tools/make_corpus_bf.py", "versions": vers, "documents": docs,
           "totals": {"documents": len(docs), "pages": sum(d["pages"] for d in docs),
                      "documents_by_pages": dict(by_pages), "pages_by_family": dict(pages_by_fam),
                      "pii_items": sum(pii_k.values()), "critical_items": crit, "pii_by_kind": dict(sorted(pii_k.items())),
                      "keep_items": sum(keep_k.values()), "keep_by_kind": dict(sorted(keep_k.items())),
                      "ordinary_words": words}}
    (a.out / "manifest.json").write_text(json.dumps(man, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps({"documents": len(docs), "invalid": bad, **{k: v for k, v in man["totals"].items() if k != "pii_by_kind"}},
                     ensure_ascii=False))
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
