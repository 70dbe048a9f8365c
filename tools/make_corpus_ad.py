"""Corpus AD: 40 fictional French clinical PDFs from four PDF writers new to the project.

Held-out evaluation corpus for the anonymiser, judged by tools/score_eval.py. Everything
in it is invented (people, numbers, establishments; communes and postcodes are real).

Families (10 documents each, seed 331, 1-3 pages per document)
-------------------------------------------------------------
* ``fpdf``   - original PHP FPDF 1.8.4 (Debian php-fpdf 3:1.8.4.dfsg-1, PHP 8.2) through
  tools/corpus_ad/fpdfrender.php. Base-14 Helvetica, WinAnsi, not embedded. Stress: the
  content stream is written OUT OF READING ORDER (footer and a rotated sidebar first,
  then the body blocks bottom-up, the running header last) and a 90° ROTATED sidebar
  (written with a ``cm`` matrix, FPDF has no rotation API) carries the acronym + FINESS.
* ``fclpdf`` - Free Pascal 3.2.2 fcl-pdf (unit fpPDF, Debian fp-units-fcl-3.2.2
  3.2.2+dfsg-20) through tools/corpus_ad/fclrender.pas. LiberationSans TrueType subsets
  (Identity-H + ToUnicode). Stress: WORD BY WORD POSITIONING - every word is its own text
  object at an absolute position, the content has no space glyph at all (extractors must
  infer spaces from gaps); plus a rotated margin line. Info: Title, Author, Keywords
  (fcl-pdf 3.2.2 has no Subject).
* ``pdfme``  - pdfme 0.4.12 (pure Python, PyPI; 0.5 needs Python >= 3.12). The writer
  lays the text out itself: JUSTIFIED paragraphs with a per-line ``Tw`` word spacing,
  tables with cell borders, running header/footer sections; base-14 Helvetica, latin-1
  only. pdfme writes no Info dictionary: these documents have no metadata items.
* ``calc``   - LibreOffice Calc 7.4.7.2 (spreadsheet, not Writer): a flat ODS (.fods) laid
  out in CELLS (key/value rows, merged bordered boxes, tables with 90°-ROTATED column
  headers, prose lines overflowing into empty neighbour cells), the running header and
  footer of the page style with page-number/page-count fields, manual row page breaks,
  exported with ``soffice --convert-to pdf``. Info: Title, Author, Subject, Keywords.

Shapes (each family has all six): fiche RCP d'oncologie, consultation pré-anesthésique,
lettre de sortie de maternité (mother + newborn + father), compte rendu d'endoscopie
digestive, certificat médical initial d'accident du travail (CERFA-like boxes), plan de
soins / tableau des cures de chimiothérapie. Content: tools/corpus_ad/content.py;
layouts: tools/corpus_ad/render.py.

Set-up on a fresh Debian 12 machine, as root, from the repository root
---------------------------------------------------------------------
    apt-get update
    apt-get install -y --no-install-recommends poppler-utils php-cli php-mbstring php-fpdf \\
        fp-compiler-3.2.2 fp-units-rtl-3.2.2 fp-units-base-3.2.2 fp-units-fcl-3.2.2 \\
        libreoffice-calc fonts-liberation python3-venv
    python3 -m venv tools/_cache/corpusad-venv
    tools/_cache/corpusad-venv/bin/pip install pypdf==7.1.1 'pdfme<0.5'   # 0.4.12
(the generator compiles fclrender.pas into tools/_cache/corpusad-build itself, and uses a
LibreOffice profile in tools/_cache/corpusad-lo).

Generation
----------
    tools/_cache/corpusad-venv/bin/python tools/make_corpus_ad.py [--seed 331] [--out benchmarks/out/corpus_ad]

Validation (in this generator, with the judge's own functions from tools/score_eval.py)
------------------------------------------------------------------------------------
An item stays on its planned page only if BOTH pdftotext and pypdf show each of its
probes there at least as often as the items of that page claim (occurrences inside
longer items counted as in the judge's E_pii); otherwise it moves to the nearest page
where both do, else it is dropped. A personal value or care date that both extractors
show more often on a page than planned gets extra items there (completion). Then the
whole-document rule E_pii + E_keep <= occurrences (both extractors) drops offenders;
metadata items are kept only if pypdf's metadata string contains their probe. Finally
judge_document(truth, src, out=src) must give no unmeasurable probe, every personal
value leaked and no kept value lost, or the run stops. manifest.json has the per-family
planned/kept/moved/completed/dropped counts.

Reading quirks seen while building it
------------------------------------
* fcl-pdf (words as separate text objects): pdftotext rebuilds lines from positions;
  pypdf inserts a space only when the gap is wide enough, so words are spaced with the
  real Helvetica/Liberation advance + one space width.
* FPDF out-of-order stream: pypdf's page text follows the stream (footer first, body
  bottom-up), pdftotext follows the layout; per-page counts are equal.
* pdfme: latin-1 only (œ, en dash and curly quotes are replaced in template text);
  pdfme 0.5.0 does not import on Python 3.11 (f-string syntax).
* Calc: a merged (spanned) cell must be followed by ``covered-table-cell`` elements, else
  the next cell lands under the span and its text disappears from the PDF; a cell whose
  text is wider than the cell is clipped when its neighbour is not empty (an RPPS glued to
  a doctor's name in pdftotext). Only ``libreoffice-calc`` loads a .fods as a spreadsheet:
  without it soffice silently opens the file in Writer.
* FPDF/pdfme/fcl-pdf/Calc: no item had to be moved or dropped with seed 331.
* PyX 0.18 was tried and rejected: TeX output has no space glyphs, pypdf joins words
  and mis-maps some T1-encoded glyphs ("É" -> "(").
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tools" / "corpus_ad"))

from score_eval import count, extract_all, extract_pdftotext, extract_pypdf, judge_document, normalize  # noqa: E402

import content  # noqa: E402
import render  # noqa: E402

CACHE = ROOT / "tools" / "_cache"
BUILD = CACHE / "corpusad-build"
LO_PROFILE = CACHE / "corpusad-lo"
HERE = ROOT / "tools" / "corpus_ad"
FAMILIES = ["fpdf", "fclpdf", "pdfme", "calc"]


def sh(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def versions() -> dict:
    v = {}
    v["php-fpdf"] = sh(["dpkg-query", "-W", "-f=${Version}", "php-fpdf"]).stdout.strip()
    v["FPDF_VERSION"] = next((l.split("'")[3] for l in open("/usr/share/php/fpdf/fpdf.php", encoding="latin-1") if "FPDF_VERSION" in l and "define" in l), "?")
    v["php"] = sh(["php", "-r", "echo PHP_VERSION;"]).stdout.strip()
    v["fp-units-fcl-3.2.2"] = sh(["dpkg-query", "-W", "-f=${Version}", "fp-units-fcl-3.2.2"]).stdout.strip()
    v["fpc"] = sh(["fpc", "-iV"]).stdout.strip()
    import importlib.metadata as md
    v["pdfme"] = md.version("pdfme")
    v["libreoffice"] = sh(["soffice", "--version"]).stdout.strip()
    v["pypdf"] = md.version("pypdf")
    v["pdftotext"] = sh(["pdftotext", "-v"]).stderr.splitlines()[0]
    v["python"] = sys.version.split()[0]
    return v


PRODUCER = {
    "fpdf": "FPDF 1.8.4 (PHP, Debian php-fpdf) via tools/corpus_ad/fpdfrender.php, Helvetica WinAnsi, stream out of reading order + rotated sidebar",
    "fclpdf": "fcl-pdf (Free Pascal 3.2.2 fpPDF, Debian fp-units-fcl-3.2.2) via tools/corpus_ad/fclrender.pas, LiberationSans TrueType subsets, one text object per word + rotated margin",
    "pdfme": "pdfme 0.4.12 (Python, PyPI), justified text with Tw word spacing, Helvetica WinAnsi",
    "calc": "LibreOffice Calc 7.4.7.2 (flat ODS spreadsheet -> PDF export), cells, rotated headers, page-style header/footer fields",
}


def build_fcl() -> Path:
    BUILD.mkdir(parents=True, exist_ok=True)
    exe = BUILD / "fclrender"
    src = HERE / "fclrender.pas"
    if not exe.exists() or exe.stat().st_mtime < src.stat().st_mtime:
        r = sh(["fpc", "-O1", "-FE" + str(BUILD), "-FU" + str(BUILD),
                "-Fu/usr/lib/x86_64-linux-gnu/fpc/3.2.2/units/x86_64-linux/fcl-pdf", str(src)])
        if r.returncode:
            raise SystemExit("fpc failed:\n" + r.stdout + r.stderr)
    return exe


def render_doc(fam: str, doc: dict, pdf: Path, work: Path, fcl: Path | None):
    if fam == "fpdf":
        sig = lambda i: "Édité par %s - FINESS %s" % (doc["doc"].sigle, doc["doc"].finess)  # noqa: E731
        ops = work / (pdf.stem + ".tsv")
        ops.write_text(render.ops_document(doc, "lines", True, sig), encoding="utf-8")
        r = sh(["php", str(HERE / "fpdfrender.php"), str(ops), str(pdf)])
    elif fam == "fclpdf":
        sig = lambda i: "Copie pour le dossier - %s - IPP %s" % (doc["doc"].sigle, doc["doc"].ipp)  # noqa: E731
        ops = work / (pdf.stem + ".tsv")
        meta = dict(doc["meta"])
        meta.pop("Subject", None)
        d2 = dict(doc, meta=meta)
        ops.write_text(render.ops_document(d2, "words", False, sig), encoding="utf-8")
        r = sh([str(fcl), str(ops), str(pdf)])
    elif fam == "pdfme":
        from pdfme import build_pdf
        with open(pdf, "wb") as f:
            build_pdf(render.pdfme_document(doc), f)
        return
    else:
        raise AssertionError(fam)
    if r.returncode or not pdf.exists():
        raise SystemExit("%s failed for %s:\n%s%s" % (fam, pdf.name, r.stdout, r.stderr))


def sidebar_items(fam: str, doc: dict, i: int) -> list:
    d = doc["doc"]
    if fam == "fpdf":
        return [content.pii("ETABLISSEMENT", d.sigle, "sigle"), content.pii("FINESS", d.finess)]
    if fam == "fclpdf":
        return [content.pii("ETABLISSEMENT", d.sigle, "sigle"), content.pii("IPP", d.ipp, "patient", True)]
    return []


def collect(segs) -> list:
    return [dict(s[1]) for s in segs if not isinstance(s, str) and s[1] is not None]


def block_items(b) -> list:
    if b[0] in ("h", "p"):
        return collect(b[1])
    if b[0] == "kv":
        return [it for _, v in b[1] for it in collect(v)]
    if b[0] == "table":
        return [it for r in b[2] for c in r for it in collect(c)]
    if b[0] == "box":
        return collect(b[2])
    return []


# ------------------------------------------------------------------ validation

class Shown:
    """Per-page counts of a probe for both extractors (both hyphen readings, the judge's max)."""

    def __init__(self, pdf: Path):
        pt = extract_pdftotext(pdf)
        pp, self.meta = extract_pypdf(pdf)
        self.n = min(len(pt), len(pp))
        self.pages = {"pdftotext": [(normalize(t), normalize(t, True)) for t in pt],
                      "pypdf": [(normalize(t), normalize(t, True)) for t in pp]}
        self.whole = {"pdftotext": (normalize("\n".join(pt)), normalize("\n".join(pt), True)),
                      "pypdf": (normalize("\n".join(pp)), normalize("\n".join(pp), True))}
        self.cache = {}

    def page(self, q, probe):
        key = (q, probe)
        if key not in self.cache:
            ci = "@" in probe
            self.cache[key] = min(max(count(probe, t, ci) for t in self.pages[ex][q]) for ex in self.pages)
        return self.cache[key]

    def doc(self, probe):
        ci = "@" in probe
        return min(max(count(probe, t, ci) for t in self.whole[ex]) for ex in self.whole)


def need(items, probe):
    ci = "@" in probe
    return sum(count(probe, normalize(it["text"]), ci) or (probe in it["probes"]) for it in items)


def fits(items, it, shown, q):
    trial = items + [it]
    probes = set(it["probes"])
    # other items whose probe the new one contains are affected too
    nt = normalize(it["text"])
    probes |= {p for x in items for p in x["probes"] if count(p, nt, "@" in p)}
    return all(need(trial, p) <= shown.page(q, p) for p in probes)


def align(planned: list[list], shown: Shown, stats: Counter, dropped_kinds: Counter):
    n = shown.n
    placed = [[] for _ in range(n)]
    for p, items in enumerate(planned):
        for it in items:
            stats["planned"] += 1
            order = sorted(range(n), key=lambda q: (abs(q - p), q))
            for q in order:
                if fits(placed[q], it, shown, q):
                    placed[q].append(it)
                    stats["kept" if q == p else "moved"] += 1
                    break
            else:
                stats["dropped"] += 1
                dropped_kinds[it["kind"] + ":" + it["subtype"]] += 1
    # completion: values shown more often than planned
    for q in range(n):
        seen = {}
        for it in placed[q]:
            if (it["role"] == "pii" or it["kind"] == "DATE") and it["probes"] == [it["text"]]:
                seen.setdefault(it["text"], it)
        for text, it in seen.items():
            extra = shown.page(q, text) - need(placed[q], text)
            for _ in range(max(0, extra)):
                placed[q].append(dict(it))
                stats["completed"] += 1
    # the judge's whole-document rule
    allp = {p for pg in placed for it in pg for p in it["probes"]}
    for p in sorted(allp):
        while True:
            items = [it for pg in placed for it in pg]
            if need(items, p) <= shown.doc(p):
                break
            for pg in reversed(placed):
                hit = [it for it in pg if p in it["probes"] or count(p, normalize(it["text"]), "@" in p)]
                if hit:
                    pg.remove(hit[-1])
                    stats["dropped"] += 1
                    dropped_kinds[hit[-1]["kind"] + ":" + hit[-1]["subtype"]] += 1
                    break
    return placed


def self_check(truth: dict, pdf: Path):
    src = extract_all(pdf)
    j = judge_document(truth, src, src)
    bad = []
    if j["unmeasurable_probes"]:
        bad.append("unmeasurable=%d" % j["unmeasurable_probes"])
    for k, v in j["leaks"].items():
        if v["leaked"] != v["total"] or v["unmeasurable"]:
            bad.append("leaks %s %s" % (k, v))
    for k, v in j["kept"].items():
        if v["lost"] or v["unmeasurable"]:
            bad.append("kept %s %s" % (k, v))
    if bad:
        raise SystemExit("self-check failed for %s: %s" % (pdf.name, "; ".join(bad)))


# ------------------------------------------------------------------ main

def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=331)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_ad")
    ap.add_argument("--docs", type=int, default=40)
    a = ap.parse_args(argv)
    out = a.out
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir()
    work = CACHE / "corpusad-work"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    fcl = build_fcl()
    master = random.Random(a.seed)
    homs = list(content.HOMONYMES)
    master.shuffle(homs)
    plan = []
    for i in range(a.docs):
        fam = FAMILIES[i % 4]
        k = i // 4  # index inside the family
        shape = content.SHAPES[k % 6] if k < 6 else content.SHAPES[(k * 5 + i) % 6]
        hom = homs[i % len(homs)] if i % 3 != 2 else None
        plan.append((i, fam, shape, hom, master.randrange(10 ** 9)))
    docs = []
    for i, fam, shape, hom, s in plan:
        doc = content.build_document(random.Random(s), shape, hom)
        name = "ad%03d_%s_%s" % (i + 1, fam, content.SHAPE_FILE[shape])
        docs.append((name, fam, shape, doc))
    # render
    calc_jobs = []
    for name, fam, shape, doc in docs:
        pdf = out / "pdf" / (name + ".pdf")
        if fam == "calc":
            f = work / (name + ".fods")
            f.write_text(render.fods_document(doc), encoding="utf-8")
            calc_jobs.append(f)
        else:
            render_doc(fam, doc, pdf, work, fcl)
    if calc_jobs:
        r = sh(["soffice", "-env:UserInstallation=" + LO_PROFILE.as_uri(), "--headless", "--convert-to", "pdf:calc_pdf_Export",
                "--outdir", str(out / "pdf")] + [str(f) for f in calc_jobs], timeout=600)
        for f in calc_jobs:
            if not (out / "pdf" / (f.stem + ".pdf")).exists():
                raise SystemExit("LibreOffice failed for %s:\n%s%s" % (f.name, r.stdout, r.stderr))
    # align and write truth
    manifest_docs = []
    summary = {f: Counter() for f in FAMILIES}
    dropped_kinds = {f: Counter() for f in FAMILIES}
    totals = Counter()
    for name, fam, shape, doc in docs:
        pdf = out / "pdf" / (name + ".pdf")
        shown = Shown(pdf)
        n = len(doc["pages"])
        if shown.n != n:
            raise SystemExit("%s: %d pages planned, extractors see %d" % (name, n, shown.n))
        planned = []
        for i, pg in enumerate(doc["pages"]):
            items = collect(pg["header"])
            for b in pg["blocks"]:
                items += block_items(b)
            items += collect(sidebar_items(fam, doc, i))
            items += collect(pg["footer"])
            planned.append(items)
        placed = align(planned, shown, summary[fam], dropped_kinds[fam])
        meta_items = [] if fam == "pdfme" else [it for it in doc["meta_items"] if all(p in shown.meta for p in it["probes"])]
        prod = PRODUCER[fam]
        truth = {"name": name, "family": fam, "kind": content.SHAPE_FILE[shape], "producer": prod, "producers": [prod],
                 "page_index_base": 0, "metadata_items": meta_items,
                 "pages": [{"index": q, "items": placed[q]} for q in range(n)]}
        self_check(truth, pdf)
        (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        manifest_docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": n,
                              "producer": prod, "producers": [prod], "kind": content.SHAPE_FILE[shape], "family": fam})
        totals["documents"] += 1
        totals["pages"] += n
        totals["metadata_items"] += len(meta_items)
        for pg in placed:
            for it in pg:
                totals["pii_items" if it["role"] == "pii" else "keep_items"] += 1
    al = {}
    for f in FAMILIES:
        s = summary[f]
        al[f] = {"planned": s["planned"], "kept": s["kept"], "moved": s["moved"], "completed": s["completed"],
                 "dropped": s["dropped"], "dropped_by_kind": dict(dropped_kinds[f]), "producer": PRODUCER[f]}
    manifest = {"seed": a.seed, "generator": "tools/make_corpus_ad.py", "versions": versions(),
                "alignment_summary": al, "totals": dict(totals), "documents": manifest_docs}
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps({"totals": dict(totals), "alignment": {f: {k: v for k, v in al[f].items() if k != "producer"} for f in al}}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
