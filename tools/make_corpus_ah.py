"""Corpus AH: 40 fictional French clinical PDFs from four PDF writers no earlier corpus used.

Held-out evaluation corpus, written without looking at the product (only tools/score_eval.py,
the AE manifest and one AE truth file, and the docstrings of the earlier tools/make_corpus_*.py
were read). Output: benchmarks/out/corpus_ah/{manifest.json, pdf/ahNNN_<family>_<shape>.pdf,
truth/ahNNN_<family>_<shape>.json} in the judge's format. Seed 359, 40 documents, 1-3 pages
each, document i (1-based) in family i % 4. Texts, layout and truth are deterministic for a seed
(PDF bytes differ only by the creation date excelts stamps).

Families and producers (helpers in tools/corpus_ah/)
  1 majorsilence  Majorsilence.Pdf, PyPI wheel majorsilence-pdf 26.0.1 (a C# PDF library compiled
                  with .NET NativeAOT into pdfnative.so, driven through ctypes; its own writer),
                  render_majorsilence.py. Paragraphs and table cells wrapped by the engine
                  (draw_textbox), bordered cells, PAGE 1 IN TWO COLUMNS (staff/contact side column
                  beside the body), running header on every page, DejaVu Sans CID TrueType embedded
                  whole (Identity-H + ToUnicode); Info /Title names the patient in every third document.
  2 peculiar      @peculiar/pdf-doc 1.17.2 (npm, PeculiarVentures' TypeScript PDF engine on
                  @peculiar/pdf-core), render_node.mjs. JUSTIFIED paragraphs and cells wrapped by its
                  TextSizeCounter (a name can be cut by a line break), DejaVu Serif CID subsets, an
                  AcroForm TEXT FIELD with a generated appearance stream holding a non-personal
                  remark (pdftotext reads it, pypdf does not). No Info API: no metadata items.
  3 excelts       @cj-tech-master/excelts 10.2.0 (npm, zero-dependency TypeScript toolkit with its
                  own PDF engine: PdfDocumentBuilder), render_node.mjs. Liberation Serif embedded
                  (CID), bold text in base-14 Helvetica-Bold WinAnsi (two font technologies on one
                  line), identity line ROTATED 90° in the left margin of every page, a FreeText
                  annotation and a Stamp annotation (non-personal), paragraphs wrapped by maxWidth;
                  Info /Title + /Author (patient + doctor) -> metadata_items.
  0 tinypdf       tinypdf 0.3.1 (npm, < 400 lines, its own serialiser), render_node.mjs. Base-14
                  Helvetica WITHOUT /Encoding (StandardEncoding): the family is printed in ASCII
                  (accents folded, as legacy exports do; truth folded likewise); LETTER-SPACED
                  titles drawn one character per text object, FAKE SMALL CAPS headings (capital +
                  smaller capitals in separate objects), running header and footer on every page.
(Tried and rejected: capypdf 0.7.0 wheel ships no native library; pdfrune 0.1.0 writes UTF-8
bytes into a StandardEncoding Helvetica (accents unreadable) and widgets without appearance;
antiword's PDF output failed on LibreOffice-written .doc ("More font entries than expected");
ferropdf / pdfox serialise through the pdf-writer crate Typst already exercised.)

Shapes (tools/corpus_ah/content.py; family f gets shape (k + f) % 6 for its k-th document):
coloscopie_depistage (invitation letter of the regional screening centre with the FIT result +
colonoscopy report: NIR/INS, polyp table, anatomopathology number), liaison_psy_urgences (ER-
psychiatry liaison sheet: identity grid, employer or school, mother to notify, scores, drug table,
receiving clinic, nurse named in lower case), preadmission_ambulatoire (day-surgery pre-admission
file: usage and birth names, NIR, insurer + member number, accompanying person, trusted person,
CCAM act, anaesthetist RPPS), consultation_geriatrie (geriatric letter: nursing home with address,
carer daughter with phone and e-mail, CGA score table, drugs with ATC), bilan_urodynamique
(flowmetry/cystometry values, device serial, lot, prescription number, physiotherapist ADELI),
certificat_mesure_protection (certificat circonstancié for a curatelle: court, son, guardianship
association + acronym, delegate, RG number, maiden name).

Truth: one item per printed occurrence (running header/footer items repeated on every page).
role "pii": NOM / PRENOM (subtype patient, naissance, medecin, proche, aidant, soignant,
mandataire), DATE_NAISSANCE, NIR (subtype ins when captioned INS), IPP, NUM_SEJOUR, NUM_DOSSIER
(depistage, tribunal), NUM_DOSSIER_LABO, NUM_ADHERENT, IDENTIFIANT (ordonnance), RPPS (subtype
idnat for "8"+RPPS), ADELI, FINESS, ADRESSE (probes: value + street), CODE_POSTAL, VILLE,
TELEPHONE (ARCEP fiction blocks), EMAIL, ETABLISSEMENT (etablissement / sigle / employeur / ecole /
ehpad / tribunal), ORGANISME (mutuelle, association_tutelle, sigle). critical = DATE_NAISSANCE,
NIR, IPP, every EMAIL and NOM/PRENOM of the patient (maiden name, and a relative printing the
patient's surname, included). role "keep": DATE/SOINS and DECOY (CIM10, CCAM, ATC, LOT, DOSE,
BIOLOGIE, MESURE, INTERVALLE, SCORE, CLASSE, DELAI, HEURE, DEBIT, DISPOSITIF, SALLE, POSTE, AGE,
POIDS, ANNEE, MONTANT, PAGE), ORDINAIRE/HOMONYME (boulanger, berger, petit... when the patient
bears that surname).

Set-up (Debian 12, root, from the repository root; caches git-ignored):
    apt-get install -y poppler-utils fonts-dejavu-core fonts-liberation nodejs npm python3-venv
    python3 -m venv tools/_cache/corpusah-venv
    tools/_cache/corpusah-venv/bin/pip install pypdf==7.1.1 fonttools==4.68.0 majorsilence-pdf==26.0.1
    mkdir -p tools/_cache/corpusah-node && cd tools/_cache/corpusah-node &&
        echo '{"name":"corpusah-node","private":true}' > package.json &&
        npm install --no-audit --no-fund tinypdf@0.3.1 @peculiar/pdf-doc@1.17.2 @cj-tech-master/excelts@10.2.0
(node v20.20.2 was used.)

Generation:
    tools/_cache/corpusah-venv/bin/python tools/make_corpus_ah.py --seed 359 --out benchmarks/out/corpus_ah

Validation (here, with the judge's own functions from tools/score_eval.py: normalize, count,
extract_pdftotext, extract_pypdf, extract_all, judge_document): an item stays on its planned page
only if BOTH pdftotext and pypdf show each of its probes there at least as often as the items placed
on that page claim (occurrences inside longer items counted as the judge's E_pii does); otherwise
the nearest page where both do, else it is dropped (alignment_summary in the manifest). Then the
document rule E_pii + E_keep <= occurrences for both extractors; metadata_items only for probes in
pypdf's metadata; finally judge_document(truth, src, out=src) must give 0 unmeasurable probes,
every personal value leaked and no kept value lost; and every word box of pdftotext -bbox must lie
inside the page. Exit 1 if any document fails.

Result with --seed 359 (about 70 s on 2 shared cores): 40 documents, 80 pages (1 page: 13 documents,
2: 14, 3: 13; majorsilence 20, peculiar 21, excelts 19, tinypdf 20), 2689 pii + 2163 keep items,
39 metadata items (excelts 30, majorsilence 9); 4853 planned items, 1 dropped (peculiar: the
acronym "UDAF-A" cut at its hyphen by the justified line break), none moved. Two runs give
identical truth files and manifest.

Reading quirks seen
  * majorsilence: the side column and the body of page 1 are interleaved line by line by pdftotext
    (layout order) but read column after column by pypdf (stream order). With Liberation fonts the
    engine's ToUnicode maps the hyphen glyph to U+00AD (soft hyphen, which the judge drops:
    "DUPONT-MOREAU" -> "DUPONTMOREAU"), hence DejaVu Sans, whose hyphen maps to U+002D. Fonts are
    embedded whole (no subsetting): about 0.7 MB a file.
  * peculiar: the AcroForm field value (generated appearance) is read by pdftotext only; justified
    lines keep single spaces in both readers; its API writes no Info dictionary.
  * excelts: pdftotext reads the rotated margin line after the body, pypdf where it is drawn; the
    FreeText annotation's appearance text is read by pdftotext only; bold text falls back to base-14
    Helvetica-Bold (WinAnsi) beside the embedded Liberation Serif; Info /CreationDate is stamped.
  * tinypdf: its Helvetica has no /Encoding, so the straight apostrophe byte is read as U+2019
    (StandardEncoding quoteright) by both readers and normalised back by the judge; letter-spaced
    titles come out "COMPTE RENDU" in pdftotext and "C O M P T E R E N D U" in pypdf; fake small
    caps ("I" + "NDICATION") are read as one upper-case word by both.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import score_eval as sc  # noqa: E402
from corpus_ah import align as al  # noqa: E402
from corpus_ah import content  # noqa: E402
from corpus_ah.ids import fold  # noqa: E402
from corpus_ah.layout import K, V  # noqa: E402

NODE_DIR = ROOT / "tools" / "_cache" / "corpusah-node"
WORK = ROOT / "tools" / "_cache" / "corpusah-work"
FAMILIES = {1: "majorsilence", 2: "peculiar", 3: "excelts", 0: "tinypdf"}
FONTS = {"majorsilence": {"reg": "dvs", "bold": "dvsb"}, "peculiar": {"reg": "dvse", "bold": "dvseb"},
         "excelts": {"reg": "lse", "bold": "helvb"}, "tinypdf": {"reg": "helv", "bold": "helv"}}
PRODUCERS = {
    "majorsilence": "Majorsilence.Pdf via PyPI majorsilence-pdf 26.0.1 (.NET NativeAOT, ctypes) via tools/corpus_ah/render_majorsilence.py: engine-wrapped text boxes, two-column first page, bordered cells, DejaVu Sans CID TrueType",
    "peculiar": "@peculiar/pdf-doc 1.17.2 (npm, TypeScript) via tools/corpus_ah/render_node.mjs: justified TextSizeCounter paragraphs, engine-wrapped cells, AcroForm text field with appearance, DejaVu Serif CID subsets, no Info",
    "excelts": "@cj-tech-master/excelts 10.2.0 PdfDocumentBuilder (npm, TypeScript) via tools/corpus_ah/render_node.mjs: rotated margin identity line, FreeText + Stamp annotations, Liberation Serif CID + Helvetica-Bold WinAnsi, Info Title/Author",
    "tinypdf": "tinypdf 0.3.1 (npm, minimal writer) via tools/corpus_ah/render_node.mjs: base-14 Helvetica StandardEncoding (ASCII text), letter-spaced titles one glyph per object, fake small caps, running header/footer",
}


def versions():
    v = {}
    try:
        import importlib.metadata as md
        for p in ("majorsilence-pdf", "pypdf", "fonttools"):
            v[p] = md.version(p)
    except Exception:
        pass
    for p in ("tinypdf", "@peculiar/pdf-doc", "@cj-tech-master/excelts"):
        try:
            v[p] = json.loads((NODE_DIR / "node_modules" / p / "package.json").read_text())["version"]
        except OSError:
            v[p] = "?"
    v["node"] = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()
    r = subprocess.run([sc.PDFTOTEXT, "-v"], capture_output=True, text=True)
    v["pdftotext"] = (r.stderr or r.stdout).splitlines()[0]
    v["python"] = sys.version.split()[0]
    return v


def family_extras(doc, ctx, fam, i):
    """Family-specific page furniture (items included) after the body is laid out."""
    n = len(doc.pages)
    p = ctx.pat
    for k, pg in enumerate(doc.pages):
        if fam == "excelts":
            s, items = doc._join([ctx.SN(), " ", ctx.FN(), " — ", ctx.ne, " le ", ctx.DDN(0), " — IPP ", V(ctx.ipp, "IPP", "patient", True)])
            pg["blocks"].append({"t": "rot", "x": 28, "y": 640, "size": 7, "s": s})
            pg["items"].extend(items)
        if fam == "tinypdf":
            doc.at(50, 815, "Imprime le ", content.D(fold(content.ids.date_text(ctx.care, 0))), " - dossier ",
                   V(ctx.nda, "NUM_SEJOUR", "sejour"), size=7, page=k)
        doc.at(545, 815, K("Page %d/%d" % (k + 1, n), "PAGE"), size=7.5, align="right", page=k)
    if fam == "excelts":
        doc.pages[-1]["blocks"].append({"t": "freetext", "x": 360, "y": 770, "w": 180, "h": 22, "size": 8,
                                        "s": "Relu et validé — conforme au protocole du service"})
        doc.pages[0]["blocks"].append({"t": "stamp", "x": 440, "y": 58, "w": 100, "h": 30, "name": "Final",
                                       "s": "Document validé"})
    if fam == "peculiar":
        doc.pages[-1]["blocks"].append({"t": "field", "x": 360, "y": 772, "w": 185, "h": 16, "size": 8,
                                        "s": "Transmis au dossier partagé : oui"})


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=359)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_ah")
    a = ap.parse_args(argv)
    out = a.out
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir()
    WORK.mkdir(parents=True, exist_ok=True)

    plans = []
    rank = Counter()
    jobs = defaultdict(list)
    for i in range(1, a.docs + 1):
        fam = FAMILIES[i % 4]
        k = rank[fam]
        rank[fam] += 1
        shape = content.SHAPES[(k + i % 4) % 6]
        rng = random.Random(a.seed * 1000 + i)
        fonts = FONTS[fam]
        doc, ctx = content.build(rng, shape, fonts, fam == "tinypdf", header_style=i % 2,
                                 two_col_first=(fam == "majorsilence"), annex_rows=[0, 10, 44][i % 3])
        family_extras(doc, ctx, fam, i)
        name = "ah%03d_%s_%s" % (i, fam, shape)
        meta, meta_items = None, []
        p = ctx.pat
        if fam == "excelts" or (fam == "majorsilence" and i % 3 == 0):
            title = "%s — %s %s" % (content.SHAPES[content.SHAPES.index(shape)].replace("_", " "), p["sn"].upper(), p["fn"])
            meta = {"title": title, "author": "Dr %s %s" % (ctx.doc1["fn"], ctx.doc1["sn"].upper())}
            meta_items = [{"kind": "NOM", "text": p["sn"].upper(), "field": "Title", "critical": True, "probes": [p["sn"].upper()]},
                          {"kind": "PRENOM", "text": p["fn"], "field": "Title", "critical": True, "probes": [p["fn"]]},
                          {"kind": "NOM", "text": ctx.doc1["sn"].upper(), "field": "Author", "critical": False, "probes": [ctx.doc1["sn"].upper()]}]
        if fam == "tinypdf":
            for pg in doc.pages:
                for b in pg["blocks"]:
                    if b["t"] == "text" and b.get("spacing"):
                        b["spaced"] = b["spacing"] + 1.5
                    elif b["t"] == "text" and b.get("bold") and b["size"] <= 10 and b["y"] > 60 and not b.get("nitems"):
                        b["smallcaps"] = True
        pdf = out / "pdf" / (name + ".pdf")
        job = {"out": str(pdf), "pages": [{"blocks": pg["blocks"]} for pg in doc.pages], "meta": meta}
        jobs[fam].append(job)
        plans.append({"name": name, "fam": fam, "shape": shape, "pdf": pdf, "planned": [pg["items"] for pg in doc.pages],
                      "meta_items": meta_items, "npages": len(doc.pages)})

    # render
    from corpus_ah import render_majorsilence
    for job in jobs["majorsilence"]:
        render_majorsilence.render(job, job["out"])
    shutil.copy(ROOT / "tools" / "corpus_ah" / "render_node.mjs", NODE_DIR / "render_node.mjs")
    for fam in ("peculiar", "excelts", "tinypdf"):
        jp = WORK / ("jobs_%s.json" % fam)
        jp.write_text(json.dumps(jobs[fam], ensure_ascii=False), encoding="utf-8")
        subprocess.run(["node", "render_node.mjs", fam, str(jp)], cwd=NODE_DIR, check=True)

    # align + check
    failures = []
    summary = {f: Counter() for f in FAMILIES.values()}
    drops = defaultdict(Counter)
    docs_manifest = []
    totals = Counter()
    for pl in plans:
        pdf = pl["pdf"]
        placed, stats, dropped, meta_txt, (npt, npp) = al.align(sc, pdf, pl["planned"])
        src = sc.extract_all(pdf)
        dropped += al.doc_rule(sc, src, placed)
        stats["dropped"] = len(dropped)
        summary[pl["fam"]].update(stats)
        for d in dropped:
            drops[pl["fam"]][d["kind"]] += 1
        errs = []
        if npt != pl["npages"] or npp != pl["npages"]:
            errs.append("page count %d/%d vs %d" % (npt, npp, pl["npages"]))
        meta_items = [m for m in pl["meta_items"] if all(pr in src["meta"] for pr in m["probes"])]
        truth = {"name": pl["name"], "family": pl["fam"], "kind": pl["shape"], "producer": PRODUCERS[pl["fam"]],
                 "producers": [PRODUCERS[pl["fam"]]], "page_index_base": 0,
                 "pages": [{"index": k, "items": [dict(it) for it in items]} for k, items in enumerate(placed)],
                 "metadata_items": meta_items}
        if dropped:
            truth["dropped"] = dropped
        j = sc.judge_document(truth, src, src)
        if j["unmeasurable_probes"]:
            errs.append("unmeasurable %d" % j["unmeasurable_probes"])
        for kind, v in j["leaks"].items():
            if v["leaked"] != v["total"]:
                errs.append("not all leaked %s %s" % (kind, v))
        for kind, v in j["kept"].items():
            if v["lost"]:
                errs.append("lost %s %s" % (kind, v))
        # every word inside the page
        r = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True)
        import re
        for mm in re.finditer(r'<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">', r.stdout):
            x0, y0, x1, y1 = map(float, mm.groups())
            if x0 < 0 or y0 < 0 or x1 > 595.3 or y1 > 841.9:
                errs.append("word off page %s" % (mm.groups(),))
                break
        if errs:
            failures.append((pl["name"], errs))
        (out / "truth" / (pl["name"] + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        n_pii = sum(1 for pg in placed for it in pg if it["role"] == "pii")
        n_keep = sum(1 for pg in placed for it in pg if it["role"] == "keep")
        totals.update({"documents": 1, "pages": pl["npages"], "pii_items": n_pii, "keep_items": n_keep,
                       "metadata_items": len(meta_items)})
        totals["pages_" + pl["fam"]] += pl["npages"]
        totals["pii_" + pl["fam"]] += n_pii
        totals["keep_" + pl["fam"]] += n_keep
        docs_manifest.append({"name": pl["name"], "pdf": "pdf/%s.pdf" % pl["name"], "truth": "truth/%s.json" % pl["name"],
                              "pages": pl["npages"], "producer": PRODUCERS[pl["fam"]], "producers": [PRODUCERS[pl["fam"]]],
                              "kind": pl["shape"], "family": pl["fam"]})
    manifest = {"seed": a.seed, "generator": "tools/make_corpus_ah.py", "versions": versions(),
                "alignment_summary": {f: dict(summary[f], dropped_by_kind=dict(drops[f]), producer=PRODUCERS[f]) for f in summary},
                "totals": dict(totals), "documents": docs_manifest}
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps({"totals": dict(totals), "alignment": {f: dict(summary[f]) for f in summary},
                      "dropped_by_kind": {f: dict(v) for f, v in drops.items()}}, ensure_ascii=False))
    for name, errs in failures:
        print("FAIL", name, errs[:5])
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
