"""Corpus AK: 40 fictional French clinical PDFs from PDF writers no earlier corpus used.

Held-out evaluation corpus, written without looking at the product (only tools/score_eval.py, the
AJ manifest and one AJ truth file, and the module docstrings of the earlier tools/make_corpus_*.py
were read). Output: benchmarks/out/corpus_ak/{manifest.json, pdf/akNNN_<family>_<shape>.pdf,
truth/akNNN_<family>_<shape>.json} in the judge's format. Seed 379, 40 documents of 1-3 pages,
document i (1-based) in family i % 4; text and truth are deterministic for a seed (PDF bytes are
not: gopdfsuit and RBPDF stamp creation dates).

Producers (helpers in tools/corpus_ak/: ids.py identifiers with valid keys and pools, content.py
the document model and the six shapes, render.py the renderers, render_rbpdf.rb the Ruby driver):
  1 suit      gopdfsuit v7 (Go engine shipped as libgopdfsuit.so inside the PyPI sdist pypdfsuit
              7.0.1, driven through its ctypes binding with a JSON template), render.py:render_suit.
              Everything is a TABLE: letterhead rows, bordered key/value identity grid, prose as
              one wrapped (justified) cell per paragraph, gridded tables with a grey header row;
              the engine paginates by itself and adds "Page k of n"; a static footer
              (establishment - FINESS - stay number) on every page. Liberation Serif / Serif Bold
              embedded as CID TrueType subsets (Identity-H + ToUnicode). Info Title is written as
              raw UTF-8 bytes, so titles are ASCII-folded.
  2 lpdf      Lpdf 0.29.0 (PyPI lpdfio-lpdf: a WebAssembly/WASI PDF engine, lpdf-wasi.wasm, run here
              by a small "wasmtime run" shim over PyPI wasmtime 51.0.0, tools/_cache/corpusak-bin),
              render.py:render_lpdf. TWO-COLUMN head (letterhead column 150 pt wide beside title,
              heading and identity grid), JUSTIFIED paragraphs, tables with fr column widths;
              Liberation Sans / Sans Bold embedded as CID TrueType + ToUnicode. Used without a
              licence key under its Community licence (non-production use): the engine adds a
              "Made with Lpdf" attribution line (not an item). Info Title via DocumentMeta.
  3 rbpdf     RBPDF 1.20.1 (Ruby port of TCPDF 5.2, Debian ruby-rbpdf + ruby-rbpdf-font, Ruby 3.1),
              variant "lettre": render_rbpdf.rb interprets a JSON drawing list; running header
              (acronym · NOM Prénom · IPP) and footer ("... — p. k") from overridden header/footer
              methods, justified multi_cell paragraphs, bordered label/value cells, ruled tables,
              an ÉTIQUETTE PATIENT box with a barcode-text line "*IPP*". DejaVu Serif / Sans from
              rbpdf-font embedded as CID TrueType (Identity-H, no ToUnicode: both readers map
              glyphs back through the embedded cmap).
  0 rbpdfform RBPDF again (no fourth new writer was found in the time box, see below), clearly
              different layout "formulaire": DejaVu Sans Condensed, right-aligned letterhead, no
              running header, identity as a FORM GRID (two fields per line, small upper-case
              caption box above each value), framed justified paragraphs, the étiquette box in the
              right half, footer "... · feuillet k".
Tried and rejected: @f-o-t/pdf 0.5.2 (npm; base-14 fonts only, no TrueType embedding), rupdf
0.4.1 (writes through the pdf-writer crate Typst already exercised), pdfmarq 0.6.1, writer-pdf
0.3.8 and word2pdf 0.1.0 (all write through reportlab), docx-to-pdf-native 0.1.12 and Horde_Pdf
2.0.8 (base-14 Helvetica only), pypdfsuit/lpdf/rbpdf are new. The previous helpers' rejections
(pylopdf, pdfcrate, aspose-words-foss, capypdf, lumaspdf) were not retried. RBPDF is a port of
TCPDF (corpus L used PHP TCPDF 6.6.2): a separate Ruby code base and writer, like the FPDF ports
earlier corpora counted as distinct.

Shapes (tools/corpus_ak/content.py; the k-th document of family f gets shape (k + f) % 6):
nephro_dialyse (CKD stage 5 consultation letter, fistula, planned haemodialysis sessions table,
relative with phone, IDE with ADELI), pma_fertilite (couple in fertility care: patient, birth name,
birth place, partner with his birth date and employer, semen-analysis table, insurer + member
number), eeg_emg (EEG + nerve-conduction report, étiquette with barcode text, device serial,
nerve table, Tinel/Phalen), scintigraphie (bone scan: accession number, MBq dose, lot, camera
serial, requesting doctor's RPPS, fixation table), urgences_pedia (paediatric ER: child, both
parents - the father carries the patient's surname -, school, weight, drug table with mg/kg),
transport_mutuelle (transport prescription + letter to the mutual insurer: NIR, employer, insurer
and member number, trips table with the establishment's acronym).

Items: one per printed occurrence (running header/footer items repeated on every page). role
"pii": NOM / PRENOM (subtype patient, naissance, medecin, proche, soignant, initiale; UPPER,
Title, lower case, compound/hyphenated surnames, "Nom-Nom" couple form, names after "chez",
"Dr", "le dossier ..."), DATE_NAISSANCE (five writings: 03/04/1961, 3 avril 1961, 03.04.1961,
1961-04-03, 03/04/61), NIR (subtype ins when captioned INS; three writings, key 97 - NIR13 mod 97),
IPP (also inside "*IPP*" barcode text), NUM_SEJOUR, NUM_ACCESSION, NUM_ADHERENT, ORGANISME, RPPS
(11 digits Luhn; subtype idnat for "8"+RPPS), ADELI (Luhn), FINESS (Luhn), ADRESSE (probes: value
+ street), CODE_POSTAL, VILLE (domicile, naissance, lieu_redaction), TELEPHONE (ARCEP fiction
blocks, three writings), EMAIL, ETABLISSEMENT (etablissement / sigle / employeur / ecole).
critical = DATE_NAISSANCE, NIR, IPP, every EMAIL and the patient's NOM/PRENOM (birth name and the
father printing the child's surname included). role "keep": DATE/SOINS and DECOY (CIM10, CCAM, ATC,
LOT, DOSE, BIOLOGIE, INTERVALLE, MESURE, POIDS, SCORE, DISPOSITIF, DELAI). Every third document
(i % 3 == 0) names the patient in Info /Title (metadata_items NOM + PRENOM, as pypdf reads them).

Validation (exit 1 on failure), with the judge's own functions from tools/score_eval.py: an item is
kept in the truth only where BOTH pdftotext and pypdf show it on its page as many times as the items
of that page need it (occurrences inside longer items counted as the judge's E_pii does; both
line-end hyphen readings); running items are tried on every page, body items on the page of the
previous item first (the engines paginate by themselves); otherwise the item is dropped (counted in
the manifest's alignment_summary). Then the document rule E_pii + E_keep <= occurrences for both
readers, metadata_items only if pypdf's metadata shows them, page count 1-3, and finally
score_eval.judge_document(truth, src, out=src) must give 0 unmeasurable probes, every pii "leaked"
and no keep item lost.

Set-up (Debian 12, root, from the repository root; caches git-ignored):
    apt-get update
    apt-get install -y --no-install-recommends poppler-utils fonts-liberation python3-venv \
        ruby ruby-rbpdf ruby-rbpdf-font ruby-actionview
        # ruby-rbpdf 1.20.1-2, ruby-rbpdf-font 1.20.1-2 (fonts 1.19.1), ruby-actionview
        # 2:6.1.7.10+dfsg-1~deb12u4 (rbpdf requires action_view), ruby 3.1.2
    python3 -m venv tools/_cache/corpusak-venv
    tools/_cache/corpusak-venv/bin/pip install pypdf==7.1.1 fonttools==4.68.0 pypdfsuit==7.0.1 \
        lpdfio-lpdf==0.29.0 wasmtime==51.0.0
(the generator writes the wasmtime shim tools/_cache/corpusak-bin/wasmtime itself.)

Generation (about 75 s on 2 shared cores, one process; each Lpdf render compiles the 2.5 MB wasm):
    tools/_cache/corpusak-venv/bin/python tools/make_corpus_ak.py [--seed 379] [--out benchmarks/out/corpus_ak]
Work files (RBPDF JSON jobs) go to tools/_cache/corpusak-work/; --only N... re-renders single
documents (no manifest). Two runs give identical truth files.

Result with --seed 379: 40 documents, 66 pages (1 page: 16 documents, 2: 22, 3: 2; suit 19, lpdf 11,
rbpdf 18, rbpdfform 18), 2447 pii + 825 keep items, 26 metadata items (NOM + PRENOM of the 13
documents with i % 3 == 0); 2 of 3274 planned items dropped (lpdf: one address, one lab value),
see manifest.json "alignment_summary" and "totals".

Reading quirks seen while building it
  * gopdfsuit: a cell without "wrap" is not wrapped: its overflowing text is clipped by pdftotext
    but still read by pypdf (hence wrap on every prose/value cell). pdftotext reads the table
    grids cell by cell (label, blank line, value), pypdf row by row. The engine adds its own
    "Page k of n" footer; Info /Title is raw UTF-8 (pypdf shows mojibake), so titles are folded.
  * Lpdf: justified lines are drawn with per-word positioning; pdftotext sometimes splits a word
    inside ("Fontaine-Saint-J ean"), so such a value is seen by one reader only and dropped. The
    unlicensed engine draws a "Made with Lpdf" mark (own embedded font, Radley) at the top right.
  * RBPDF: CID fonts without ToUnicode, yet both readers map the glyphs back (via the embedded
    font's cmap); justified multi_cell lines come out one word per line in pdftotext (whitespace
    normalisation makes values whole again); a bold label wider than its 48 mm cell ran into the
    value ("complémentaireAlliance ...", both readers) - the label cell is now 56 mm. RBPDF adds a
    "Powered by TCPDF (www.tcpdf.org)" link on the last page, read by pypdf only (not an item).
"""
import argparse
import json
import random
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import score_eval as SE  # noqa: E402
from corpus_ak import content as C  # noqa: E402
from corpus_ak import render as R  # noqa: E402

CACHE = ROOT / "tools" / "_cache"
BIN = CACHE / "corpusak-bin"
WORK = CACHE / "corpusak-work"
FAMS = {1: "suit", 2: "lpdf", 3: "rbpdf", 0: "rbpdfform"}
SHIM = '''#!%s
# minimal "wasmtime run MODULE" shim over wasmtime-py: stdin -> WASI module -> stdout
import os, sys, tempfile, wasmtime
assert sys.argv[1] == "run"
mod = sys.argv[2]
engine = wasmtime.Engine()
store = wasmtime.Store(engine)
linker = wasmtime.Linker(engine)
linker.define_wasi()
with tempfile.TemporaryDirectory() as d:
    fi, fo, fe = (os.path.join(d, n) for n in ("in", "out", "err"))
    open(fi, "wb").write(sys.stdin.buffer.read())
    cfg = wasmtime.WasiConfig()
    cfg.stdin_file, cfg.stdout_file, cfg.stderr_file, cfg.argv = fi, fo, fe, [mod]
    store.set_wasi(cfg)
    inst = linker.instantiate(store, wasmtime.Module.from_file(engine, mod))
    code = 0
    try:
        inst.exports(store)["_start"](store)
    except wasmtime.ExitTrap as e:
        code = e.code
    sys.stdout.buffer.write(open(fo, "rb").read())
    sys.stderr.buffer.write(open(fe, "rb").read())
    sys.exit(code)
'''


def producer_text(fam, versions):
    return {
        "suit": "gopdfsuit v7 via PyPI pypdfsuit %s (Go engine, libgopdfsuit.so, JSON template) via tools/corpus_ak/render.py:render_suit: "
                "table-only layout, Liberation Serif CID subsets" % versions["pypdfsuit"],
        "lpdf": "Lpdf %s (PyPI lpdfio-lpdf, WebAssembly/WASI engine run by wasmtime-py %s) via tools/corpus_ak/render.py:render_lpdf: "
                "two-column head, justified text, Liberation Sans CID" % (versions["lpdfio-lpdf"], versions["wasmtime"]),
        "rbpdf": "RBPDF %s (Ruby port of TCPDF 5.2, Debian ruby-rbpdf) via tools/corpus_ak/render_rbpdf.rb: letter layout, running "
                 "header/footer, étiquette box, DejaVu Serif/Sans CID" % versions["ruby-rbpdf"],
        "rbpdfform": "RBPDF %s (Ruby port of TCPDF 5.2, Debian ruby-rbpdf) via tools/corpus_ak/render_rbpdf.rb: form-grid layout, "
                     "framed paragraphs, DejaVu Sans Condensed CID" % versions["ruby-rbpdf"],
    }[fam]


def versions():
    import importlib.metadata as md
    v = {p: md.version(p) for p in ("pypdfsuit", "lpdfio-lpdf", "wasmtime", "pypdf", "fonttools")}
    for p in ("ruby-rbpdf", "ruby-rbpdf-font", "ruby-actionview", "ruby"):
        v[p] = subprocess.run(["dpkg-query", "-W", "-f=${Version}", p], capture_output=True, text=True).stdout
    v["pdftotext"] = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    v["python"] = sys.version.split()[0]
    return v


def ci(p):
    return "@" in p


def inc(probe, item):
    return SE.count(probe, SE.normalize(item["text"]), ci(probe)) or (probe in item["probes"])


def page_counts(pages_pt, pages_pp):
    """Per page: function probe -> occurrences seen by BOTH readers (min of the two, best hyphen reading)."""
    norm = [[(SE.normalize(t), SE.normalize(t, True)) for t in pages] for pages in (pages_pt, pages_pp)]

    def avail(probe, p):
        return min(max(SE.count(probe, a, ci(probe)), SE.count(probe, b, ci(probe))) for a, b in (norm[0][p], norm[1][p]))
    return avail


def clean(item):
    return {k: item[k] for k in ("role", "kind", "text", "subtype", "critical", "probes")}


def align(body, running, npages, avail):
    """Place items on pages; returns {page: [items]}, dropped list."""
    placed = defaultdict(list)
    used = defaultdict(Counter)
    probes = set()
    for it in body + [x for segs in running.values() for x in R.items_of(segs)]:
        probes.update(it["probes"])
    cache = {}

    def av(q, p):
        if (q, p) not in cache:
            cache[(q, p)] = avail(q, p)
        return cache[(q, p)]

    def fits(it, p):
        for q in probes:
            n = inc(q, it)
            if n and used[p][q] + n > av(q, p):
                return False
        return True

    def put(it, p):
        for q in probes:
            n = inc(q, it)
            if n:
                used[p][q] += n
        placed[p].append(clean(it))

    dropped = []
    for segs in running.values():
        for p in range(npages):
            for it in R.items_of(segs):
                if fits(it, p):
                    put(it, p)
                else:
                    dropped.append(it)
    cur = 0
    for it in body:
        order = list(range(cur, npages)) + list(range(0, cur))
        for p in order:
            if fits(it, p):
                put(it, p)
                cur = p
                break
        else:
            dropped.append(it)
    return placed, dropped


def doc_rule(truth, src):
    """E_pii + E_keep <= occurrences for both readers; drop offending items (last first)."""
    dropped = []
    while True:
        items = [(pg, it) for pg in truth["pages"] for it in pg["items"]]
        probes = {p for _, it in items for p in it["probes"]}
        bad = None
        for q in sorted(probes):
            need = sum(inc(q, it) for _, it in items)
            for ex in ("pdftotext", "pypdf"):
                have = max(SE.count(q, src[ex], ci(q)), SE.count(q, src[ex + "_h"], ci(q)))
                if need > have:
                    bad = q
                    break
            if bad:
                break
        if not bad:
            return dropped
        for pg, it in reversed(items):
            if inc(bad, it):
                pg["items"].remove(it)
                dropped.append(it)
                break


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=379)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "out" / "corpus_ak"))
    ap.add_argument("--only", type=int, nargs="*")
    a = ap.parse_args(argv)
    out = Path(a.out)
    (out / "pdf").mkdir(parents=True, exist_ok=True)
    (out / "truth").mkdir(parents=True, exist_ok=True)
    WORK.mkdir(parents=True, exist_ok=True)
    BIN.mkdir(parents=True, exist_ok=True)
    shim = BIN / "wasmtime"
    shim.write_text(SHIM % sys.executable)
    shim.chmod(0o755)
    ver = versions()
    summary = {f: {"planned": 0, "kept": 0, "dropped": 0, "dropped_by_kind": Counter(), "pages": 0, "documents": 0}
               for f in FAMS.values()}
    manifest_docs = []
    failures = []
    totals = Counter()
    for i in range(1, a.docs + 1):
        if a.only and i not in a.only:
            continue
        fam = FAMS[i % 4]
        k = (i - 1) // 4
        shape = C.SHAPES[(k + i % 4) % 6]
        name = "ak%03d_%s_%s" % (i, fam, shape)
        r = random.Random(a.seed * 1000 + i)
        doc = C.make(r, i, shape)
        meta = doc["meta_title"] if i % 3 == 0 else None
        pdf = out / "pdf" / (name + ".pdf")
        if fam == "suit":
            body, running = R.render_suit(doc, pdf, meta)
        elif fam == "lpdf":
            body, running = R.render_lpdf(doc, pdf, meta, BIN)
        else:
            body, running = R.render_rbpdf(doc, pdf, meta, "lettre" if fam == "rbpdf" else "formulaire", WORK)
        pt = SE.extract_pdftotext(pdf)
        pp, meta_text = SE.extract_pypdf(pdf)
        npages = len(pp)
        if len(pt) != npages or not 1 <= npages <= 3:
            failures.append("%s: pages pdftotext %d / pypdf %d" % (name, len(pt), npages))
        placed, dropped = align(body, running, min(npages, len(pt)), page_counts(pt, pp))
        truth = {"name": name, "family": fam, "kind": shape, "shape": shape,
                 "producer": producer_text(fam, ver), "producers": [producer_text(fam, ver)],
                 "page_index_base": 0, "seed": a.seed,
                 "pages": [{"index": p, "items": placed.get(p, [])} for p in range(npages)],
                 "metadata_items": []}
        src = SE.extract_all(pdf)
        dropped += doc_rule(truth, src)
        if meta:
            for it in R.items_of(meta):
                for t in (it["text"], R.I.ascii_fold(it["text"])):  # gopdfsuit titles are ASCII-folded
                    if t in meta_text:
                        truth["metadata_items"].append({"kind": it["kind"], "text": t, "field": "Info/Title",
                                                        "critical": it["critical"], "probes": [t]})
                        break
        if dropped:
            truth["dropped"] = [clean(x) for x in dropped]
        planned = len(body) + npages * sum(len(R.items_of(s)) for s in running.values())
        kept = sum(len(pg["items"]) for pg in truth["pages"])
        s = summary[fam]
        s["planned"] += planned
        s["kept"] += kept
        s["dropped"] += len(dropped)
        s["dropped_by_kind"].update(x["kind"] for x in dropped)
        s["pages"] += npages
        s["documents"] += 1
        # self-check with the judge
        res = SE.judge_document(truth, src, src)
        pii_total = sum(v["total"] for kk, v in res["leaks"].items() if kk != "METADONNEES")
        pii_leak = sum(v["leaked"] for kk, v in res["leaks"].items() if kk != "METADONNEES")
        lost = sum(v["lost"] for v in res["kept"].values())
        if res["unmeasurable_probes"] or pii_leak != pii_total or lost:
            failures.append("%s: unmeasurable %d, leaked %d/%d, lost %d" % (name, res["unmeasurable_probes"], pii_leak,
                                                                            pii_total, lost))
        items = [it for pg in truth["pages"] for it in pg["items"]]
        totals["documents"] += 1
        totals["pages"] += npages
        totals["pii_items"] += sum(it["role"] == "pii" for it in items)
        totals["keep_items"] += sum(it["role"] == "keep" for it in items)
        totals["metadata_items"] += len(truth["metadata_items"])
        (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1))
        manifest_docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name,
                              "pages": npages, "producer": truth["producer"], "producers": truth["producers"],
                              "kind": shape, "family": fam})
        print("%s: %d page(s), %d items, %d dropped" % (name, npages, kept, len(dropped)), flush=True)
    for f, s in summary.items():
        s["dropped_by_kind"] = dict(s["dropped_by_kind"])
        s["producer"] = producer_text(f, ver)
    if not a.only:
        manifest = {"corpus": "ak", "seed": a.seed, "generator": "tools/make_corpus_ak.py", "versions": ver,
                    "alignment_summary": summary, "totals": dict(totals), "documents": manifest_docs}
        (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1))
    print(json.dumps(dict(totals)))
    if failures:
        print("FAILURES:\n" + "\n".join(failures))
        return 1
    print("self-check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
