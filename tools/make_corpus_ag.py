"""Corpus AG: 40 fictional French clinical PDFs from four PDF writers no earlier corpus used.

Held-out evaluation corpus, written without looking at the product (only tools/score_eval.py,
the AE manifest and one AE truth file, and the docstrings of the earlier tools/make_corpus_*.py
were read). Output: benchmarks/out/corpus_ag/{manifest.json, pdf/agNNN_<family>_<shape>.pdf,
truth/agNNN_<family>_<shape>.json} in the judge's format. Seed 353, 40 documents, 1-3 pages
each, document i (1-based) in family i % 4; texts, layout and truth are deterministic for a seed.

Families and producers (versions pinned below, also in manifest.json "versions")
  1  folio   folio-pdf 0.2.0 (PyPI manylinux wheel: the Go "folio" layout engine and PDF writer as a
             shared library, driven through ctypes) via tools/corpus_ag/render_html.py:render_folio.
             HTML -> PDF by folio's own HTML/CSS engine. Stress: everything in bordered TABLE CELLS
             (identity as a key/value table, results grids), base-14 Helvetica WinAnsi not embedded,
             identity line at the top of page 1 only; folio copies <title> into Info /Title.
  2  forme   formepdf 0.29.0 (PyPI; Forme's Rust engine compiled to wasm32-wasip1, run in-process
             by wasmtime 51.0.0) via render_html.py:render_forme. HTML + print CSS. Stress: a
             FLEXBOX ROW (letterhead column beside title/identity, so the two columns interleave
             differently in the two readers), @page MARGIN BOXES (running identity header left/right
             on every page, "Page n/N" counters), justified text, Liberation Sans embedded as CID
             TrueType Identity-H. render_html writes no Info /Title (no metadata_items).
  3  emboss  emboss-pdf 1.3.1 (PyPI, pure Python engine with its own PDF writer; fonttools 4.68.0)
             via tools/corpus_ag/render_emboss.py. Stress: JUSTIFIED paragraphs with automatic
             HYPHENATION at line ends (its bundled en-US patterns applied to French: words, names and
             e-mails may be cut "Ker-⏎brat"), a side-by-side Columns row (letterhead beside the
             title), tagged PDF (structure tree), running header/footer with {page}/{pages}, base-14
             Times WinAnsi. Emboss prints the document title on page 1; when the title names the
             patient it is tagged as items too (and in Info /Title -> metadata_items).
  0  pypdf   pypdf 7.1.1 PdfWriter (every object written by pypdf; layout in
             tools/corpus_ag/render_pypdf.py; Pillow 13.0.0 rasterises glyphs). Stress: TYPE 3
             BITMAP FONTS (each glyph = a 1-bit image-mask XObject drawn by its CharProc, DejaVu Sans
             at 40 px/em, /Differences g1..gn + ToUnicode), words cut into TJ fragments, running
             identity line ROTATED 90° in the left margin, ruled grids written column by column
             (stream order != reading order), Info /Title.
(Tried and rejected: micropdf 0.15.6 - its native library does not load; ruby-origami is being
installed by another corpus of this session; emboss's PageSpec(columns=2) overprints text.)

Shapes (tools/corpus_ag/content.py): consultation_addictologie, bilan_dietetique, cr_had
(hospitalisation à domicile, carer, visit table, device), fiche_smur (regulation number, place,
caller, vital-sign table), cr_polysomnographie (results table, device serials), consultation_memoire
(carer named with phone and e-mail, test scores, MRI accession number). Family f gets shape
(k + f) % 6 for its k-th document, so every family has all six.

Truth: role "pii" kinds NOM / PRENOM (subtype patient, naissance, medecin, proche, aidant,
soignant), DATE_NAISSANCE, NIR (subtype ins when captioned INS), IPP, NUM_SEJOUR (stay, regulation
file), RPPS (11 digits Luhn; subtype national for "8"+RPPS), ADELI, FINESS (Luhn), ADRESSE,
CODE_POSTAL, VILLE, TELEPHONE (ARCEP fiction ranges 01 99 00, 02 61 91, 03 53 01, 04 65 71,
05 36 49, 06 39 98), EMAIL, ETABLISSEMENT (etablissement / sigle / employeur / ecole /
prestataire), ORGANISME, NUM_ADHERENT, NUM_DOSSIER_LABO, NUM_ACCESSION, IDENTIFIANT (ordonnance).
critical = DATE_NAISSANCE, NIR, IPP, every EMAIL, the patient's NOM/PRENOM (maiden name included).
role "keep": DATE/SOINS and DECOY (CIM10, CCAM, ATC, LOINC, LOT, DOSE, BIOLOGIE, MESURE, SCORE,
DISPOSITIF = device serials of identifier shape) and ORDINARY/homonyme (boulanger, berger,
marchand, meunier, chevalier, barbier - also used as surnames). Ages and page numbers are not items.

Set-up (Debian 12, as root, from the repository root):
  apt-get install -y poppler-utils fonts-liberation fonts-dejavu-core python3-venv
  python3 -m venv tools/_cache/corpusag-venv
  tools/_cache/corpusag-venv/bin/pip install pypdf==7.1.1 folio-pdf==0.2.0 'formepdf[local]==0.29.0' \
      wasmtime==51.0.0 emboss-pdf==1.3.1 fonttools==4.68.0 pillow==13.0.0

Generation:
  tools/_cache/corpusag-venv/bin/python tools/make_corpus_ag.py --seed 353 --out benchmarks/out/corpus_ag

Validation (here, with the judge's own functions from tools/score_eval.py): an item is placed on a
page only if BOTH pdftotext and pypdf show each of its probes there at least as often as the items
placed on that page claim (occurrences inside longer items counted as the judge's E_pii does);
the planned page (running headers) or the reading-order cursor is tried first, then the other pages,
else the item is dropped. Then the judge's document rule (E_pii + E_keep <= occurrences, both
extractors) is enforced, metadata_items are kept only if pypdf's metadata shows them, and
judge_document(truth, src, out=src) must give 0 unmeasurable probes, every personal value leaked
and no kept value lost; exit 1 otherwise. manifest.json "alignment_summary" gives planned / kept /
dropped per family.

Result with --seed 353: 40 documents, 63 pages (folio 17, forme 17, emboss 16, pypdf 13; 1-2 pages
each), 1636 pii + 736 keep items, 20 metadata items; 9 of 2381 planned items dropped (forme 8:
long establishment names / an address / a city wrapped in the narrow flex column or cut by a page,
emboss 1). Truth files and PDF bytes are identical between two runs (checked, all four families).

Reading quirks seen: folio - pdftotext gives one table cell per paragraph (label, blank line,
value), pypdf gives a row per line. forme - pdftotext reads the letterhead column before the title
column, pypdf interleaves them line by line; the @page margin boxes are read at the top of every
page. emboss - words cut by its hyphenation at line ends are joined back by the judge's
normalisation ("-" + newline + lowercase); pypdf and pdftotext read the side-by-side row in
different orders. pypdf family - both readers decode the Type 3 bitmap glyphs through ToUnicode;
pdftotext puts the 90° identity strip after the body, pypdf (stream order) first; the column-wise
grid cells are put back in row order by pdftotext, pypdf too (same baseline).
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from score_eval import count, extract_all, extract_pdftotext, extract_pypdf, judge_document, normalize  # noqa: E402

from tools.corpus_ag.content import SHAPES, It, make_doc  # noqa: E402

FAMILIES = {1: "folio", 2: "forme", 3: "emboss", 0: "pypdf"}


def producers():
    import importlib.metadata as md
    v = lambda p: md.version(p)  # noqa: E731
    return {
        "folio": "folio-pdf %s (PyPI wheel, Go folio engine as shared library) via tools/corpus_ag/render_html.py: HTML tables, base-14 Helvetica" % v("folio-pdf"),
        "forme": "formepdf %s (PyPI, Rust Forme engine as WASM on wasmtime %s) via tools/corpus_ag/render_html.py: flexbox columns, @page margin-box running header, CID TrueType" % (v("formepdf"), v("wasmtime")),
        "emboss": "emboss-pdf %s (PyPI, pure Python writer) via tools/corpus_ag/render_emboss.py: justified hyphenated text, Columns row, tagged PDF, base-14 Times" % v("emboss-pdf"),
        "pypdf": "pypdf %s PdfWriter via tools/corpus_ag/render_pypdf.py: Type 3 bitmap fonts (Pillow %s glyph masks), TJ fragments, rotated identity strip" % (v("pypdf"), v("pillow")),
    }


def render(fam, doc, path, seed):
    if fam == "folio":
        from tools.corpus_ag.render_html import render_folio
        render_folio(doc, path)
    elif fam == "forme":
        from tools.corpus_ag.render_html import render_forme
        render_forme(doc, path)
    elif fam == "emboss":
        from tools.corpus_ag.render_emboss import render_emboss
        render_emboss(doc, path)
    else:
        from tools.corpus_ag.render_pypdf import render_pypdf
        render_pypdf(doc, path, seed)


def segs_items(segs):
    return [s.item() for s in segs if isinstance(s, It)]


def planned_items(doc, fam, n_pages):
    """[(item, hint_page or None)] in reading order."""
    out = []
    if fam == "emboss" and doc.meta:
        out += [(m, 0) for m in doc.meta]  # the printed title
    hdr = segs_items(doc.header)
    if fam == "folio":
        out += [(it, 0) for it in hdr]
    else:
        for p in range(n_pages):
            out += [(dict(it), p) for it in hdr]
    for b in doc.blocks:
        if b[0] == "p":
            out += [(it, None) for it in segs_items(b[1])]
        elif b[0] == "kv":
            for _, v in b[1]:
                out += [(it, None) for it in segs_items(v)]
        elif b[0] == "table":
            for row in b[2]:
                for c in row:
                    out += [(it, None) for it in segs_items(c)]
    return out


def ci(p):
    return "@" in p


def cnt(p, text_n, text_h):
    return max(count(p, text_n, ci(p)), count(p, text_h, ci(p)))


def demand(it, probes):
    t = normalize(it["text"])
    d = {}
    for q in probes:
        n = count(q, t, ci(q)) or (1 if q in it["probes"] else 0)
        if n:
            d[q] = n
    return d


def align(plan, pdf):
    pt = extract_pdftotext(pdf)
    pp, _ = extract_pypdf(pdf)
    n = len(pt)
    if len(pp) != n:
        raise RuntimeError("page counts differ: pdftotext %d, pypdf %d" % (n, len(pp)))
    probes = sorted({q for it, _ in plan for q in it["probes"]})
    cap = [{} for _ in range(n)]
    for pg in range(n):
        texts = [(normalize(pt[pg]), normalize(pt[pg], True)), (normalize(pp[pg]), normalize(pp[pg], True))]
        for q in probes:
            cap[pg][q] = min(cnt(q, a, b) for a, b in texts)
    used = [Counter() for _ in range(n)]
    pages = [[] for _ in range(n)]
    dropped = []
    cursor = 0
    for it, hint in plan:
        dem = demand(it, probes)
        order = ([hint] if hint is not None and hint < n else []) + list(range(cursor, n)) + list(range(0, cursor))
        for pg in order:
            if all(used[pg][q] + k <= cap[pg][q] for q, k in dem.items()):
                for q, k in dem.items():
                    used[pg][q] += k
                pages[pg].append(it)
                if hint is None:
                    cursor = pg
                break
        else:
            dropped.append(it)
    return pages, dropped, n


def doc_rule(pages, src):
    """Judge's whole-document rule: E_pii + E_keep <= occurrences for both extractors."""
    dropped = []
    while True:
        items = [it for pg in pages for it in pg]
        probes = sorted({q for it in items for q in it["probes"]})
        bad = None
        for q in probes:
            e = sum(count(q, normalize(it["text"]), ci(q)) or (q in it["probes"]) for it in items)
            for ex in ("pdftotext", "pypdf"):
                if e > max(count(q, src[ex], ci(q)), count(q, src[ex + "_h"], ci(q))):
                    bad = q
        if bad is None:
            return dropped
        for pg in reversed(pages):
            hit = [it for it in pg if bad in it["probes"] or count(bad, normalize(it["text"]), ci(bad))]
            if hit:
                pg.remove(hit[-1])
                dropped.append(hit[-1])
                break


def self_check(truth, src):
    j = judge_document(truth, src, src)
    errs = []
    if j["unmeasurable_probes"]:
        errs.append("%d unmeasurable probes" % j["unmeasurable_probes"])
    for k, v in j["leaks"].items():
        if v["leaked"] != v["total"]:
            errs.append("%s: %d/%d leaked" % (k, v["leaked"], v["total"]))
    for k, v in j["kept"].items():
        if v["lost"]:
            errs.append("%s: %d lost" % (k, v["lost"]))
    return errs


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=353)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_ag")
    a = ap.parse_args(argv)
    out = a.out
    (out / "pdf").mkdir(parents=True, exist_ok=True)
    (out / "truth").mkdir(parents=True, exist_ok=True)
    for old in list((out / "pdf").glob("*.pdf")) + list((out / "truth").glob("*.json")):
        old.unlink()
    prods = producers()
    summary = {f: {"planned": 0, "kept": 0, "dropped": 0, "dropped_by_kind": Counter(), "documents": 0, "pages": 0,
                   "pii_items": 0, "keep_items": 0, "metadata_items": 0, "producer": prods[f]} for f in FAMILIES.values()}
    docs = []
    failed = 0
    for i in range(1, a.docs + 1):
        fam_no = i % 4
        fam = FAMILIES[fam_no]
        k = (i - 1) // 4
        shape = SHAPES[(k + fam_no) % 6]
        name = "ag%03d_%s_%s" % (i, fam, shape)
        doc = make_doc(a.seed, i, shape)
        pdf = out / "pdf" / (name + ".pdf")
        render(fam, doc, pdf, a.seed)
        n0 = len(extract_pdftotext(pdf))
        plan = planned_items(doc, fam, n0)
        pages, dropped, n = align(plan, pdf)
        src = extract_all(pdf)
        dropped += doc_rule(pages, src)
        meta = [m for m in doc.meta if any(p in src["meta"] for p in m["probes"])]
        truth = {"name": name, "family": fam, "kind": shape, "shape": shape, "producer": prods[fam], "producers": [prods[fam]],
                 "seed": a.seed, "page_index_base": 0,
                 "pages": [{"index": p, "items": pages[p]} for p in range(n)], "metadata_items": meta}
        errs = self_check(truth, src)
        if not 1 <= n <= 3:
            errs.append("%d pages" % n)
        s = summary[fam]
        s["planned"] += len(plan)
        s["dropped"] += len(dropped)
        s["kept"] += sum(len(p) for p in pages)
        s["dropped_by_kind"].update(it["kind"] for it in dropped)
        s["documents"] += 1
        s["pages"] += n
        s["pii_items"] += sum(1 for p in pages for it in p if it["role"] == "pii")
        s["keep_items"] += sum(1 for p in pages for it in p if it["role"] == "keep")
        s["metadata_items"] += len(meta)
        (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": n,
                     "producer": prods[fam], "producers": [prods[fam]], "kind": shape, "family": fam})
        print("%s pages=%d items=%d dropped=%d %s" % (name, n, sum(len(p) for p in pages), len(dropped),
                                                    ("FAIL " + "; ".join(errs)) if errs else "ok"), flush=True)
        if dropped:
            print("   dropped:", ", ".join("%s %r" % (d["kind"], d["text"]) for d in dropped[:8]))
        if errs:
            failed += 1
    import importlib.metadata as md
    import platform
    import subprocess
    versions = {p: md.version(p) for p in ("folio-pdf", "formepdf", "wasmtime", "emboss-pdf", "pypdf", "fonttools", "pillow")}
    versions["pdftotext"] = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    versions["python"] = platform.python_version()
    for s in summary.values():
        s["dropped_by_kind"] = dict(s["dropped_by_kind"])
    manifest = {"corpus": "ag", "seed": a.seed, "generator": "tools/make_corpus_ag.py", "versions": versions,
                "alignment_summary": summary,
                "totals": {"documents": len(docs), "pages": sum(d["pages"] for d in docs),
                           "metadata_items": sum(s["metadata_items"] for s in summary.values()),
                           "pii_items": sum(s["pii_items"] for s in summary.values()),
                           "keep_items": sum(s["keep_items"] for s in summary.values())},
                "documents": docs}
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps(manifest["totals"]))
    if failed:
        print("%d document(s) failed the self-check" % failed)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
