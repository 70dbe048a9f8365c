"""Corpus AJ: 40 fictional French clinical PDFs from four PDF writers no earlier corpus used.

Held-out evaluation corpus, written without looking at the product (only tools/score_eval.py, the
AI manifest and one AI truth file, and the module docstrings of the earlier tools/make_corpus_*.py
were read). Output: benchmarks/out/corpus_aj/{manifest.json, pdf/ajNNN_<family>_<shape>.pdf,
truth/ajNNN_<family>_<shape>.json} in the judge's format. Seed 373, 40 documents of 1-3 pages,
document i (1-based) in family i % 4; text, layout and truth are deterministic for a seed (PDF
bytes are not: Spire, genpdf and pdf-maker stamp creation dates).

Producers (helpers in tools/corpus_aj/: content.py people and identifiers, shapes.py the six
document shapes, render.py the four renderers, model.py the page/segment model):
  1 spire     Free Spire.PDF for Python 10.12.0 (PyPI Spire.Pdf.Free: e-iceblue's C# PDF engine
              shipped as a native wheel), render.py:render_spire. Every string drawn with
              PdfCanvas.DrawString at positions computed here from the real DejaVu Sans advances
              (fontTools); DejaVu Sans / Sans Bold embedded as CID TrueType subsets (Identity-H +
              ToUnicode); tables with a full cell grid; Info Title/Author in Unicode.
  2 genpdf    genpdf (Rust, rckive-genpdf on printpdf/lopdf) through PyPI pygenpdf-json 0.1.18,
              render.py:render_genpdf: a JSON document (paragraphs of styled strings, table_layout
              grids, page_break) laid out, wrapped and paginated by the Rust engine; head_page /
              footer_page running lines framed by rules; Liberation Serif (4 styles) embedded whole
              as CID TrueType Identity-H + ToUnicode. Info Title written as raw UTF-8 (so titles are
              ASCII-folded).
  3 minpdf    minpdf 0.1.0 (PyPI minpdf-core, a one-file C11 PDF engine built from the sdist by
              pip with gcc), render.py:render_minpdf. TWO-COLUMN first page: the establishment
              letterhead and the team list in a narrow left column beside the body; Liberation
              Sans / Sans Bold registered and embedded whole (CID, Identity-H + ToUnicode); text
              placed by baseline. Info written as raw UTF-8 bytes (ASCII-folded titles).
  0 pdfmaker  pdf-maker 0.62.4 (PyPI pdf_maker, a pure-Python writer), render.py:render_pdfmaker.
              SIMPLE TrueType fonts (one byte per glyph, WinAnsiEncoding + /Differences for
              glyphs outside cp1252, no ToUnicode) with the font file as an ASCIIHex stream;
              Liberation Serif / Serif Bold registered in its FONT_LIB from a ttx dump whose widths
              are pre-scaled so that its fixed width_scale 0.5 yields the true advances; letter
              layout with wide margins, tables ruled by horizontal lines only.
Tried and rejected: pylopdf 0.15.0 (its text embedding goes through krilla, the writer Typst already
exercised), pdfcrate 0.1.1 (no wheel for this platform), aspose-words-foss 26.7.0 (writes through
fpdf2), capypdf (sdist fails to build), lumaspdf (proprietary). All four writers above are new.

Shapes (tools/corpus_aj/shapes.py; the k-th document of family f gets shape (k + f) % 6):
fibroscopie_bronchique (prescriber, accession and pathology jar numbers, bronchoscope serial,
lidocaine dose and lot, endoscopy nurse with ADELI), holter_rythmo (pacemaker follow-up + 24 h Holter:
device model/serial, thresholds/impedances table, insurer + member number, relative to call,
treatment table with ATC), visite_travail (occupational-health visit: employer, NIR, work-station
risks, audiometry table, Phalen test, next visit), bilan_orthoptique (child, legal guardian,
school, acuity/refraction table, Lang / Hess-Lancaster, NGAP act), transfert_ssr (transfer letter
to a rehabilitation centre and its acronym, trusted person, insurer, Barthel/GIR, discharge
treatment table), bilan_hemato (blood count + haemostasis with many values, ranges and LOINC
codes, lab name + acronym, lab file number, sampling nurse, COFRAC number, validating biologist).
Running head on every page in three styles (acronym · NOM Prénom · IPP / NOM, Prénom — né(e) le —
séjour / Dossier IPP | establishment), running foot with establishment/acronym, FINESS and
"Page k/n" (genpdf: no page marker, its footer is one static paragraph).

Items: one per printed occurrence (running head/foot items repeated on every page). role "pii":
NOM / PRENOM (subtype patient, naissance, medecin, proche, soignant; UPPER, Title, "NOM, Prénom",
"Mme Nom"), DATE_NAISSANCE (five writings), NIR (subtype ins when captioned INS; three writings,
key 97 - NIR13 mod 97), IPP, NUM_SEJOUR, NUM_ACCESSION, NUM_DOSSIER_LABO, NUM_ADHERENT, ORGANISME,
RPPS (11 digits Luhn; subtype idnat for "8"+RPPS), ADELI (Luhn), FINESS (Luhn), ADRESSE (probes:
value + street), CODE_POSTAL, VILLE (domicile, birth place, place of writing), TELEPHONE (ARCEP
fiction blocks, three writings), EMAIL, ETABLISSEMENT (etablissement / sigle / laboratoire /
employeur / ecole). critical = DATE_NAISSANCE, NIR, IPP, every EMAIL and the patient's NOM/PRENOM
(birth name included, and a relative printing the patient's surname). role "keep": DATE/SOINS and
DECOY (CIM10, CCAM, ATC, LOINC, NGAP, LOT, DOSE, BIOLOGIE, INTERVALLE, MESURE, POIDS, SCORE,
EPONYME, DISPOSITIF, UF, COFRAC, DELAI, HEURE, HORAIRE, PAGE). Every third document (i % 3 == 0)
names the patient in Info /Title (metadata_items NOM + PRENOM; ASCII-folded outside Spire).

Validation (exit 1 on failure), with the judge's own functions from tools/score_eval.py: an item is
kept in the truth only where BOTH pdftotext and pypdf show it on its page as many times as the items
of that page need it (occurrences inside longer items counted as the judge's E_pii does; both
line-end hyphen readings), else it is dropped (counted in the manifest's alignment_summary);
the page count must be the planned one (genpdf is re-laid out with smaller type otherwise);
metadata_items are kept only if pypdf's metadata shows them; finally
score_eval.judge_document(truth, src, out=src) must give 0 unmeasurable probes, every pii "leaked"
and no keep item lost.

Set-up (Debian 12, root, from the repository root; caches git-ignored):
    apt-get install -y --no-install-recommends poppler-utils fonts-liberation fonts-dejavu-core \
        python3-venv gcc
    python3 -m venv tools/_cache/corpusaj-venv
    tools/_cache/corpusaj-venv/bin/pip install pypdf==7.1.1 fonttools==4.68.0 Spire.Pdf.Free==10.12.0 \
        pygenpdf-json==0.1.18 minpdf-core==0.1.0 pdf-maker==0.62.4
        (pulls plum-dispatch 1.7.4 for Spire and numpy 2.4.6 for pdf-maker; minpdf-core is an sdist
         compiled by pip with gcc; Python 3.11.7 was used)

Result with --seed 373: 40 documents, 68 pages (1 page: 15 documents, 2: 22, 3: 3; spire 16, genpdf 16,
minpdf 20, pdfmaker 16), 1711 pii + 1039 keep items, 26 metadata items; 2750 planned items, none
dropped. Two runs give identical truth files and manifest. The same self-check also passes with the
judge's own .venv (pypdf 7.1.1 without fontTools).

Reading quirks seen while building it
  * pdftotext reads the 8.8 pt table cell "1 g" as "1g" (all four writers' fonts), pypdf keeps the
    space: doses are written "1000 mg".
  * genpdf and minpdf write Info strings as raw UTF-8 bytes (pypdf shows mojibake for accents): their titles
    are ASCII-folded; Spire writes proper UTF-16 strings. genpdf prints "init ... generated
    successfully" on file descriptor 1 (silenced with dup2).
  * genpdf: pdftotext reads table_layout grids column by column (one cell per line), pypdf row by row;
    the head_page/footer_page paragraphs come first in pypdf's page text.
  * minpdf: the left column (letterhead, team) is read as one block before the body by both
    readers; fonts are embedded whole (about 0.4 MB a document).
  * pdf-maker: its default font is a bundled ArialMT embedded whole (2 MB, proprietary), hence the
    Liberation registration; pdftotext warns "missing EOD in ASCIIHexDecode" for every font stream
    (the stream lacks its EOD marker; text is read all the same); the CreationDate has a
    microsecond tail and a fixed +08'00' zone; glyphs outside cp1252 (none needed here) would go
    through /Differences without ToUnicode.
  * Spire.Pdf.Free draws no evaluation banner for documents under its 10-page limit.

Generation (about 10 s on 2 cores, one process):
    tools/_cache/corpusaj-venv/bin/python tools/make_corpus_aj.py [--seed 373] [--out benchmarks/out/corpus_aj]
Work files (genpdf JSON, ttx dumps for pdf-maker) go to tools/_cache/corpusaj-work/.
"""
from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import warnings
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import score_eval as se  # noqa: E402
from corpus_aj import content as C  # noqa: E402
from corpus_aj import render as R  # noqa: E402
from corpus_aj import shapes as S  # noqa: E402
from corpus_aj.model import Doc, item  # noqa: E402

FAMILIES = ["pdfmaker", "spire", "genpdf", "minpdf"]  # index = i % 4
PRODUCERS = {
    "spire": "Free Spire.PDF for Python 10.12.0 (PyPI Spire.Pdf.Free, C# engine) via tools/corpus_aj/render.py:render_spire: "
             "DrawString at computed positions, DejaVu Sans CID subsets, gridded tables",
    "genpdf": "genpdf (Rust, printpdf/lopdf) via PyPI pygenpdf-json 0.1.18, tools/corpus_aj/render.py:render_genpdf: JSON "
              "paragraphs/table_layout laid out by the engine, Liberation Serif CID fonts embedded whole",
    "minpdf": "minpdf 0.1.0 (PyPI minpdf-core, C11 engine) via tools/corpus_aj/render.py:render_minpdf: two-column first "
              "page, Liberation Sans CID fonts embedded whole",
    "pdfmaker": "pdf-maker 0.62.4 (PyPI, pure Python) via tools/corpus_aj/render.py:render_pdfmaker: simple TrueType "
                "WinAnsi+Differences fonts (Liberation Serif), ASCIIHex font streams, letter layout",
}
WORK = ROOT / "tools" / "_cache" / "corpusaj-work"


# ---------------------------------------------------------------- documents


def build_doc(i: int, seed: int) -> Doc:
    rng = random.Random(seed * 1000 + i)
    idg = C.Ident(rng)
    fidx = i % 4
    fam = FAMILIES[fidx]
    k = (i - 1) // 4
    shape = C.SHAPES[(k + fidx) % 6]
    P, E, docs = C.make_people(rng, idg, fidx, child=(shape == "bilan_orthoptique"))
    b = C.Builder()
    if fam == "minpdf":
        S.etab_lines(b, E, col="side")
        b.line(" ", col="side")
        b.line("Équipe médicale", col="side", bold=True)
        for D in docs[:2]:
            b.line(*S.dname(D, 0), col="side")
            b.line("Tél. ", b.P("TELEPHONE", D.phone, "medecin"), col="side")
        b.line("Cadre de santé : ", b.P("NOM", docs[2].last, "soignant"), col="side")
    else:
        S.etab_lines(b, E)
        b.gap(4)
    S.BUILDERS[shape](b, rng, P, E, docs, idg)
    head, foot = S.running(P, E, rng, i % 3)
    name = "aj%03d_%s_%s" % (i, fam, shape)
    doc = Doc(name=name, family=fam, shape=shape, pages=b.pages, running_head=head, running_foot=foot)
    label = shape.replace("_", " ")
    if i % 3 == 0:
        last, first = P.last.upper(), P.first
        if fam != "spire":
            last, first = C.fold(last), C.fold(first)
        doc.meta = {"Title": "%s - %s %s" % (label, last, first), "Author": "Service emetteur", "Subject": label}
        doc.meta_items = [
            {"kind": "NOM", "text": last, "field": "Title", "critical": True, "probes": [last]},
            {"kind": "PRENOM", "text": first, "field": "Title", "critical": True, "probes": [first]},
        ]
    else:
        doc.meta = {"Title": label, "Author": "Service emetteur", "Subject": "document de soins"}
    return doc


def render(doc: Doc, path: Path, sc: float = 1.0):
    if doc.family == "spire":
        return R.render_spire(doc, str(path))
    if doc.family == "genpdf":
        return R.render_genpdf(doc, str(path), str(WORK), sc)
    if doc.family == "minpdf":
        return R.render_minpdf(doc, str(path))
    return R.render_pdfmaker(doc, str(path), str(WORK))


# ---------------------------------------------------------------- validation


def page_texts(path: Path):
    pt = se.extract_pdftotext(path)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        pp, meta = se.extract_pypdf(path)
    return pt, pp, meta


def _need(probe, items):
    ci = "@" in probe
    return sum(se.count(probe, se.normalize(it["text"]), ci) or (probe in it["probes"]) for it in items)


def _seen(probe, raw):
    ci = "@" in probe
    return max(se.count(probe, se.normalize(raw), ci), se.count(probe, se.normalize(raw, True), ci))


def align(per_page, pt, pp):
    """Drop items that pdftotext or pypdf does not show on their page as often as needed."""
    dropped = []
    pages = [list(items) for items in per_page]
    for pi, items in enumerate(pages):
        texts = [pt[pi] if pi < len(pt) else "", pp[pi] if pi < len(pp) else ""]
        changed = True
        while changed:
            changed = False
            for probe in sorted({p for it in items for p in it["probes"]}):
                need = _need(probe, items)
                if all(_seen(probe, t) >= need for t in texts):
                    continue
                # drop the last item that owns this probe
                for j in range(len(items) - 1, -1, -1):
                    if probe in items[j]["probes"]:
                        dropped.append(dict(items[j], page=pi))
                        del items[j]
                        changed = True
                        break
                if changed:
                    break
    return pages, dropped


def doc_rule(truth, pt, pp):
    """Whole-document rule of the judge: E_pii + E_keep <= occurrences, for both extractors."""
    dropped = []
    src = {"pdftotext": se.normalize("\n".join(pt)), "pypdf": se.normalize("\n".join(pp)),
           "pdftotext_h": se.normalize("\n".join(pt), True), "pypdf_h": se.normalize("\n".join(pp), True)}
    changed = True
    while changed:
        changed = False
        items = [(pg["index"], it) for pg in truth["pages"] for it in pg["items"]]
        for probe in sorted({p for _, it in items for p in it["probes"]}):
            need = _need(probe, [it for _, it in items])
            ci = "@" in probe
            ok = all(max(se.count(probe, src[ex], ci), se.count(probe, src[ex + "_h"], ci)) >= need
                     for ex in ("pdftotext", "pypdf"))
            if ok:
                continue
            for pg in reversed(truth["pages"]):
                for j in range(len(pg["items"]) - 1, -1, -1):
                    if probe in pg["items"][j]["probes"]:
                        dropped.append(dict(pg["items"][j], page=pg["index"]))
                        del pg["items"][j]
                        changed = True
                        break
                if changed:
                    break
            if changed:
                break
    return dropped


def versions():
    import importlib.metadata as md
    v = {}
    for p in ("Spire.Pdf.Free", "pygenpdf-json", "minpdf-core", "pdf-maker", "fonttools", "pypdf", "numpy", "plum-dispatch"):
        try:
            v[p] = md.version(p)
        except Exception:
            v[p] = None
    r = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True)
    v["pdftotext"] = (r.stderr or r.stdout).splitlines()[0]
    v["python"] = sys.version.split()[0]
    return v


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=373)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "out" / "corpus_aj"))
    args = ap.parse_args()
    out = Path(args.out)
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir(parents=True)
    WORK.mkdir(parents=True, exist_ok=True)

    manifest_docs = []
    summary = defaultdict(lambda: {"planned": 0, "kept": 0, "dropped": 0, "dropped_by_kind": Counter()})
    failures = []
    totals = Counter()
    for i in range(1, args.docs + 1):
        doc = build_doc(i, args.seed)
        pdf = out / "pdf" / (doc.name + ".pdf")
        sc = 1.0
        while True:
            per_page = render(doc, pdf, sc)
            pt, pp, meta = page_texts(pdf)
            if len(pt) == len(per_page) == len(pp) or doc.family != "genpdf" or sc < 0.7:
                break
            sc -= 0.1  # genpdf paginated by itself: smaller type
        if not (len(pt) == len(per_page) == len(pp)):
            failures.append("%s: pages planned %d, pdftotext %d, pypdf %d" % (doc.name, len(per_page), len(pt), len(pp)))
        pages, dropped = align(per_page, pt, pp)
        truth = {"name": doc.name, "family": doc.family, "kind": doc.shape, "shape": doc.shape,
                 "producer": PRODUCERS[doc.family], "producers": [PRODUCERS[doc.family]], "page_index_base": 0,
                 "seed": args.seed,
                 "pages": [{"index": k, "items": its} for k, its in enumerate(pages)],
                 "metadata_items": [m for m in doc.meta_items if all(p in meta for p in m["probes"])]}
        dropped += doc_rule(truth, pt, pp)
        if len(truth["metadata_items"]) != len(doc.meta_items):
            failures.append("%s: metadata item missing from pypdf metadata" % doc.name)
        if dropped:
            truth["dropped"] = dropped
        # self-check: the truth against the unredacted source
        src = se.extract_all(pdf)
        res = se.judge_document(truth, src, src)
        bad = []
        if res["unmeasurable_probes"]:
            bad.append("%d unmeasurable probes" % res["unmeasurable_probes"])
        for kind, v in res["leaks"].items():
            if v["leaked"] != v["total"]:
                bad.append("pii %s leaked %d/%d" % (kind, v["leaked"], v["total"]))
        for kind, v in res["kept"].items():
            if v["lost"] or v["unmeasurable"]:
                bad.append("keep %s lost %d unmeasurable %d" % (kind, v["lost"], v["unmeasurable"]))
        if bad:
            failures.append("%s: %s" % (doc.name, "; ".join(bad)))
        n_pii = sum(1 for pg in truth["pages"] for it in pg["items"] if it["role"] == "pii")
        n_keep = sum(1 for pg in truth["pages"] for it in pg["items"] if it["role"] == "keep")
        planned = sum(len(x) for x in per_page)
        s = summary[doc.family]
        s["producer"] = PRODUCERS[doc.family]
        s["planned"] += planned
        s["kept"] += n_pii + n_keep
        s["dropped"] += len(dropped)
        for d in dropped:
            s["dropped_by_kind"][d["kind"]] += 1
        totals.update({"documents": 1, "pages": len(pages), "pii_items": n_pii, "keep_items": n_keep,
                       "metadata_items": len(truth["metadata_items"])})
        (out / "truth" / (doc.name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        manifest_docs.append({"name": doc.name, "pdf": "pdf/%s.pdf" % doc.name, "truth": "truth/%s.json" % doc.name,
                              "pages": len(pages), "producer": PRODUCERS[doc.family], "producers": [PRODUCERS[doc.family]],
                              "kind": doc.shape, "family": doc.family})
        print("%s  pages=%d pii=%d keep=%d dropped=%d%s" % (doc.name, len(pages), n_pii, n_keep, len(dropped),
                                                           "  FAIL" if bad else ""), flush=True)
    for s in summary.values():
        s["dropped_by_kind"] = dict(s["dropped_by_kind"])
    manifest = {"corpus": "aj", "seed": args.seed, "generator": "tools/make_corpus_aj.py", "versions": versions(),
                "alignment_summary": dict(summary), "totals": dict(totals), "documents": manifest_docs}
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps({"totals": dict(totals), "failures": len(failures)}, ensure_ascii=False))
    if failures:
        for f in failures:
            print("FAIL", f, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
