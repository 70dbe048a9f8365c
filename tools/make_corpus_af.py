"""Corpus AF: 40 fictional French clinical PDFs from four PDF writers no earlier corpus used.

Held-out evaluation corpus for the anonymiser, written without looking at the product (only
tools/score_eval.py, the AE manifest and one AE truth file, and the docstrings of the earlier
tools/make_corpus_*.py were read). Output: benchmarks/out/corpus_af/{manifest.json,
pdf/afNNN_<family>_<shape>.pdf, truth/afNNN_<family>_<shape>.json} in the judge's format.
Seed 347, 40 documents, 1-3 pages each, document i (1-based) in family i % 4. Deterministic
for a seed: same text, layout and truth on every run (PDF bytes differ only where a writer
stamps a date or a random /ID: pyHanko).

Families and producers (helpers in tools/corpus_af/)
  1 pdfrw     pdfrw 0.4 (PyPI, pure Python object model + serialiser; content streams written
              in render_pdfrw.py). Base-14 Helvetica family NOT embedded, /Encoding dictionary
              = WinAnsi + /Differences [1 /fi 2 /fl]: every "fi"/"fl" of the body (names such as
              Duflot, Lafleur, Fiona, Florian included) is ONE LIGATURE GLYPH without ToUnicode;
              justified lines (Tw); headings in FAKE SMALL CAPS (lower case drawn as 80 % capitals,
              so they read as upper case); table cells written column by column at the end of
              the stream; identity line repeated ROTATED 90° in the left margin; Info dictionary.
  2 pyhanko   pyHanko 0.38.0 (PyPI; its own PdfFileWriter, object streams + xref stream) with
              uharfbuzz 0.55.0 shaping (render_pyhanko.py). EVERY text block is a FORM XOBJECT
              (page content = cm + Do only); Liberation Serif CID TrueType subsets (Identity-H +
              ToUnicode) from pyHanko's GlyphAccumulator; HarfBuzz turns fi/fl into ligature glyphs
              and writes each line as a TJ array of glyph advances; Info via set_info.
  3 origami   Origami 2.1.0 (Ruby, Debian ruby-origami 2.1.0-1~exp2, ruby 3.1) through
              render_origami.rb: ContentStream#write (Tf/Td/TL/Tr/Ts/Tz/Tw/Tc + Tj), base-14
              Times family WinAnsi not embedded; table cells condensed (Tz 88); letter-spaced
              title (Tc); a Text (sticky-note) annotation with a non-personal remark; Info via
              trailer /Info + XMP (create_metadata); PDF header 1.0.
  0 pstoedit  pstoedit 3.78 (Debian pstoedit 3.78-2) native PDF driver (-f pdf): PostScript written
              here (render_pstoedit.py) is interpreted by Ghostscript inside pstoedit, and pstoedit's
              own back end writes the PDF (PDF-1.1, one BT per show, every string drawn with the
              '"' operator, its own /Differences encoding). Body lines justified with WIDTHSHOW,
              headings with ASHOW (letter-spaced), footer drawn first, table cells column-wise,
              identity line ROTATED 90° in the margin. pstoedit writes no Info: no metadata items.

Shapes (tools/corpus_af/shapes.py; each family gets every shape: shape = (k + i % 4) % 6,
k = rank of the document in its family): consultation_genetique (oncogenetics, relatives of a
3-generation pedigree named, mother "née X", aunt's death date, lab file number, HGVS variants),
bilan_orthophonique (child, parents, school, EVALEO scores, ADELI), bilan_kinesitherapie
(employer, sport club, mutual insurer + member number, goniometry table, session table),
certificat_mdph (Cerfa, NIR, address, e-mail, MDPH file number, helper relative, employer),
declaration_ei (adverse-event report: patient initials, device serial, lot, ALARM table, report
number as decoy), consentement_eclaire (colonoscopy consent: CCAM codes, risk table, trusted
person, witness, patient phone/e-mail).

Truth: one item per printed occurrence (running header/footer repeated on every page). role
"pii": NOM / PRENOM (subtype patient, naissance, medecin, proche, soignant, initiales),
DATE_NAISSANCE, DATE_DECES, NIR (subtype ins), IPP, NUM_SEJOUR, NUM_DOSSIER_LABO, NUM_DOSSIER
(MDPH), NUM_ADHERENT, ORGANISME, RPPS (subtype idnat = "8"+RPPS), ADELI, FINESS, ADRESSE (probes:
value + street), CODE_POSTAL, VILLE, TELEPHONE, EMAIL, ETABLISSEMENT (etablissement / sigle /
laboratoire / ecole / club), EMPLOYEUR. critical = DATE_NAISSANCE, NIR, IPP, every EMAIL, and
NOM/PRENOM of the patient (incl. maiden name, and a relative printing the patient's surname).
role "keep": DATE/SOINS, DECOY (CIM10, CCAM, ATC, NGAP, LOT, DOSE, BIOLOGIE, INTERVALLE, SCORE,
MESURE, AGE, ANNEE, PAGE, VERSION, EPONYME, DISPOSITIF, UF, SALLE, HEURE, GENE, VARIANT, REFSEQ,
PEDIGREE, CLASSE, DELAI, FREQUENCE, PEREMPTION, NUMERO_FICHE), ORDINAIRE/HOMONYME (the
lower-case common word of a patient surname such as Petit, Berger, Boulanger).
Identifiers: NIR key 97 - NIR13 mod 97, RPPS/FINESS/ADELI Luhn-valid, phones in the ARCEP
fiction blocks (01 99 00, 02 61 91, 03 53 01, 04 65 71, 05 36 49, 06 39 98), real communes.

Set-up (Debian 12, root, from the repository root; caches git-ignored):
    apt-get update
    apt-get install -y --no-install-recommends ruby-origami pstoedit poppler-utils fonts-liberation
    python3 -m venv tools/_cache/corpusaf-venv
    tools/_cache/corpusaf-venv/bin/pip install pypdf==7.1.1 pdfrw==0.4 'pyhanko[opentype]==0.38.0' fonttools==4.68.0
        (pulls uharfbuzz 0.55.0, cryptography, asn1crypto; ruby 3.1 and ghostscript come with the
         Debian packages)

Generation:
    tools/_cache/corpusaf-venv/bin/python tools/make_corpus_af.py --seed 347 --docs 40
Work files (PostScript, Origami jobs) go to tools/_cache/corpusaf-work/.

Validation (here, with the judge's own functions from tools/score_eval.py: normalize, count,
extract_pdftotext, extract_pypdf, extract_all, judge_document):
  * an item stays on page p only if BOTH pdftotext and pypdf show each of its probes on p at
    least as often as the items of p claim (occurrences inside longer items counted as the
    judge's E_pii does); otherwise it moves to the nearest page where both do, else it is
    dropped (counted in the manifest's alignment_summary);
  * the whole-document rule E_pii + E_keep <= occurrences for both extractors (either hyphen
    reading); metadata_items only for probes present in pypdf's metadata of the input;
  * self-check judge_document(truth, src, out=src): 0 unmeasurable probes, every personal value
    "leaked", no kept value lost; any failure -> exit 1.
With seed 347: 40 documents, 60 pages (pdfrw 15, pyhanko 16, origami 15, pstoedit 14), 1564 pii
items, 760 keep items, 30 metadata items; 2327 planned items, 3 dropped (pyhanko: one address,
"13 gènes"; origami: one RPPS), none moved. Two runs give identical truth files and manifest.

Reading quirks seen while building it
  * pstoedit's PDF driver writes a US Letter MediaBox (612 x 792) whatever the PostScript page
    size (-pagesize a4 does not change it): the running header drawn at y 808 was outside the
    page, read by pypdf but clipped by pdftotext; the A4 drawing is therefore scaled by 0.94.
    Its Latin-1 default vector maps "-" to /minus (read as U+2212): the PostScript re-encodes
    with /hyphen at 45. pdftotext reads the rotated margin line in place, pypdf after the header.
  * characters outside cp1252 (σ) become "?" in the three simple-font families: scores say "DS".
  * Origami: without a trailing space on each coordinate-placed string pypdf glued lines drawn
    in shuffled order ("2025V365449114 ter quai ..."); pdftotext reorders them by position.
    Origami writes PDF 1.0 with an XMP packet (pdf:Title ...) next to the Info dictionary.
  * pyHanko: pdftotext glued two neighbouring form XObjects on the same baseline in two places
    ("...Grange-FleurieIPP : ...", "Panel HBOC13 gènes") where pypdf keeps them apart: those two
    items are dropped. HarfBuzz ligature glyphs (fi, fl) come back as "fi"/"fl" through
    ToUnicode in both readers. fontTools logs "FFTM NOT subset" (silenced).
  * pdfrw: the /fi /fl glyphs of the /Differences are read as U+FB01/U+FB02 by both readers and
    folded by the judge's NFKC; the fake small caps read as upper case; column-wise table cells
    are read column by column by both readers (pdftotext as one block per column).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_PY = ROOT / "tools" / "_cache" / "corpusaf-venv" / "bin" / "python"
try:
    import pdfrw  # noqa: F401
    import pyhanko  # noqa: F401
    import pypdf  # noqa: F401
except ImportError:
    if VENV_PY.exists() and Path(sys.executable) != VENV_PY:
        os.execv(str(VENV_PY), [str(VENV_PY)] + sys.argv)
    raise

import logging  # noqa: E402

logging.getLogger("fontTools").setLevel(logging.ERROR)
sys.path.insert(0, str(ROOT / "tools"))
import score_eval as se  # noqa: E402
from corpus_af import layout, render_pdfrw, render_pstoedit, render_pyhanko, shapes  # noqa: E402
from corpus_af.layout import seg_text  # noqa: E402
from corpus_af.model import V, World  # noqa: E402

FAMILIES = {1: "pdfrw", 2: "pyhanko", 3: "origami", 0: "pstoedit"}
WORK = ROOT / "tools" / "_cache" / "corpusaf-work"


def versions():
    import importlib.metadata as md
    v = {n: md.version(n) for n in ("pdfrw", "pyHanko", "uharfbuzz", "pypdf", "fonttools")}
    v["origami"] = subprocess.run(["ruby", "-e", "require 'origami'; print Origami::VERSION"], capture_output=True, text=True).stdout
    v["ruby"] = subprocess.run(["ruby", "-e", "print RUBY_VERSION"], capture_output=True, text=True).stdout
    v["pstoedit"] = "3.78"
    v["ghostscript"] = subprocess.run(["gs", "--version"], capture_output=True, text=True).stdout.strip()
    v["pdftotext"] = subprocess.run([se.PDFTOTEXT, "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    v["python"] = sys.version.split()[0]
    return v


def producer_string(fam, v):
    return {
        "pdfrw": "pdfrw %s (Python, PyPI) via tools/corpus_af/render_pdfrw.py: base-14 Helvetica with /Differences fi/fl ligature glyphs, justified Tw lines, fake small caps headings, column-wise table cells, rotated margin identity line" % v["pdfrw"],
        "pyhanko": "pyHanko %s (Python, PyPI, own PdfFileWriter) + uharfbuzz %s via tools/corpus_af/render_pyhanko.py: every text block a form XObject, Liberation Serif CID subsets with HarfBuzz ligatures, object streams" % (v["pyHanko"], v["uharfbuzz"]),
        "origami": "Origami %s (Ruby %s, Debian ruby-origami) via tools/corpus_af/render_origami.rb: ContentStream#write, base-14 Times WinAnsi, Tz-condensed table cells, letter-spaced title, sticky-note annotation" % (v["origami"], v["ruby"]),
        "pstoedit": "pstoedit 3.78 -f pdf (Debian pstoedit 3.78-2, Ghostscript %s inside) via tools/corpus_af/render_pstoedit.py: PostScript widthshow/ashow, '\"' operator strings, rotated margin identity line, no Info" % v["ghostscript"],
    }[fam]


# ------------------------------------------------------------------ build


def build_doc(i, seed):
    fam = FAMILIES[i % 4]
    k = (i - 1) // 4
    shape = shapes.SHAPES[(k + i % 4) % 6]
    r = random.Random(seed * 1000 + i)
    doc = shapes.BUILDERS[shape](World(r))
    nheads = sum(1 for b in doc["blocks"] if b[0] == "h")
    size = r.choice([9.0, 9.5, 10.0, 10.5])
    breaks = set()
    roll = r.random()
    if roll < 0.35:
        breaks = {r.randint(2, nheads)}
    elif roll < 0.55:
        a = r.randint(2, max(2, nheads - 1))
        breaks = {a, min(nheads, a + r.randint(1, 2))}
    for attempt in range(6):
        pages, rules = layout.lay_out(doc, r, size, breaks)
        if len(pages) <= 3:
            break
        size -= 0.5
        breaks = set()
    assert 1 <= len(pages) <= 3, (i, len(pages))
    if fam in ("pdfrw", "pstoedit"):
        for pg in pages:
            pg.append(dict(x=26, y=150, size=7, font="R", segs=list(doc["header"]), role="margin"))
    return fam, shape, doc, pages, rules


def page_items(pages):
    out = []
    for pg in pages:
        items = []
        for ln in pg:
            for s in ln["segs"]:
                if isinstance(s, V):
                    items.append(s.item())
        out.append(items)
    return out


def render(fam, pages, rules, pdf_path, info, r, name):
    WORK.mkdir(parents=True, exist_ok=True)
    if fam == "pdfrw":
        render_pdfrw.render(pages, rules, str(pdf_path), info, r)
    elif fam == "pyhanko":
        render_pyhanko.render(pages, rules, str(pdf_path), info, r)
    elif fam == "pstoedit":
        render_pstoedit.render(pages, rules, pdf_path, info, r, WORK / (name + ".ps"))
    else:
        job = {"pages": [], "info": info, "note": "Relu — version validée pour diffusion interne"}
        for pi, pg in enumerate(pages):
            lines = [dict(x=ln["x"], y=ln["y"], size=ln["size"], font=ln["font"], role=ln["role"],
                          text=seg_text(ln["segs"])) for ln in pg]
            # body lines in a shuffled stream order, cells column by column
            body = [ln for ln in lines if ln["role"] != "cell"]
            cells = sorted([ln for ln in lines if ln["role"] == "cell"], key=lambda ln: ln["x"])
            rr = random.Random(len(lines) * 7 + pi)
            rr.shuffle(body)
            job["pages"].append({"lines": body + cells, "rules": [list(x) for x in rules[pi]]})
        jp = WORK / (name + ".json")
        jp.write_text(json.dumps(job, ensure_ascii=False), encoding="utf-8")
        res = subprocess.run(["ruby", str(ROOT / "tools" / "corpus_af" / "render_origami.rb"), str(jp), str(pdf_path)],
                             capture_output=True, text=True)
        if res.returncode != 0:
            raise RuntimeError("origami: " + res.stderr[-800:])


# ------------------------------------------------------------------ alignment


def _need(p, it):
    ci = "@" in p
    return se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"])


def align(planned, pt_pages, pp_pages, stats):
    """Keep an item on a page only if both readers show it there often enough."""
    n = len(planned)
    views = []
    for pg in range(n):
        views.append([(pt_pages[pg] if pg < len(pt_pages) else "", se.normalize(pt_pages[pg], True) if pg < len(pt_pages) else ""),
                      (pp_pages[pg] if pg < len(pp_pages) else "", se.normalize(pp_pages[pg], True) if pg < len(pp_pages) else "")])
    used = [Counter() for _ in range(n)]

    def avail(pg, p):
        ci = "@" in p
        return min(max(se.count(p, a, ci), se.count(p, b, ci)) for a, b in views[pg])

    def fits(pg, it):
        return all(used[pg][p] + _need(p, it) <= avail(pg, p) for p in it["probes"])

    out = [[] for _ in range(n)]
    for pg in range(n):
        for it in planned[pg]:
            stats["planned"] += 1
            target = None
            for cand in sorted(range(n), key=lambda q: (abs(q - pg), q)):
                if fits(cand, it):
                    target = cand
                    break
            if target is None:
                stats["dropped"] += 1
                stats["dropped_by_kind"][it["kind"]] += 1
                stats["dropped_list"].append(it["text"])
                continue
            for p in it["probes"]:
                used[target][p] += _need(p, it)
            out[target].append(it)
            stats["kept" if target == pg else "moved"] += 1
    return out


def doc_rule(pages_items, src):
    items = [it for pg in pages_items for it in pg]
    probes = {p for it in items for p in it["probes"]}
    bad = set()
    for p in probes:
        ci = "@" in p
        e = sum(_need(p, it) for it in items)
        for ex in ("pdftotext", "pypdf"):
            if max(se.count(p, src[ex], ci), se.count(p, src[ex + "_h"], ci)) < e:
                bad.add(p)
    if not bad:
        return pages_items, 0
    dropped = 0
    new = []
    for pg in pages_items:
        keep_ = [it for it in pg if not (set(it["probes"]) & bad)]
        dropped += len(pg) - len(keep_)
        new.append(keep_)
    return new, dropped


def self_check(truth, src):
    j = se.judge_document(truth, src, src)
    errs = []
    if j["unmeasurable_probes"]:
        errs.append("unmeasurable probes: %d" % j["unmeasurable_probes"])
    for k, v in j["leaks"].items():
        if k == "METADONNEES":
            if v["leaked"] != v["total"]:
                errs.append("metadata not seen")
            continue
        if v["leaked"] != v["total"]:
            errs.append("pii %s: %d/%d seen" % (k, v["leaked"], v["total"]))
    for k, v in j["kept"].items():
        if v["lost"]:
            errs.append("keep %s lost %d" % (k, v["lost"]))
    return errs, j


# ------------------------------------------------------------------ main


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=347)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_af")
    ap.add_argument("--only", type=int, nargs="*")
    a = ap.parse_args(argv)
    out = a.out
    (out / "pdf").mkdir(parents=True, exist_ok=True)
    (out / "truth").mkdir(parents=True, exist_ok=True)
    v = versions()
    summary = {f: {"planned": 0, "kept": 0, "moved": 0, "dropped": 0, "dropped_by_kind": Counter(), "dropped_list": [],
                   "doc_rule_dropped": 0, "pages": 0, "pii_items": 0, "keep_items": 0, "metadata_items": 0}
               for f in FAMILIES.values()}
    docs_meta = []
    failures = []
    for i in range(1, a.docs + 1):
        if a.only and i not in a.only:
            continue
        fam, shape, doc, pages, rules = build_doc(i, a.seed)
        name = "af%03d_%s_%s" % (i, fam, shape)
        pdf_path = out / "pdf" / (name + ".pdf")
        info = None
        meta_items = []
        if fam != "pstoedit":
            if i % 3 == 0:
                nom, pre = doc["meta_title"]
                info = {"Title": "%s %s — %s" % (nom.text, pre.text, doc["title"]), "Author": doc["letterhead"][0][0].text,
                        "Subject": doc["title"]}
                for vv in (nom, pre):
                    it = vv.item()
                    it["field"] = "Title"
                    meta_items.append(it)
                meta_items.append(dict(doc["letterhead"][0][0].item(), field="Author"))
            else:
                info = {"Title": doc["title"], "Subject": "Document fictif — corpus d'évaluation"}
        render(fam, pages, rules, pdf_path, info, random.Random(i), name)
        src = se.extract_all(pdf_path)
        pt = [se.normalize(x) for x in se.extract_pdftotext(pdf_path)]
        pp_raw, meta = se.extract_pypdf(pdf_path)
        pp = [se.normalize(x) for x in pp_raw]
        st = summary[fam]
        planned = page_items(pages)
        if len(pt) != len(pages) or len(pp) != len(pages):
            failures.append((name, "page count %d/%d/%d" % (len(pages), len(pt), len(pp))))
        aligned = align(planned, pt, pp, st)
        aligned, nd = doc_rule(aligned, src)
        st["doc_rule_dropped"] += nd
        meta_items = [m for m in meta_items if all(p in meta for p in m["probes"])]
        prod = producer_string(fam, v)
        truth = {"name": name, "family": fam, "kind": shape, "producer": prod, "producers": [prod],
                 "page_index_base": 0, "seed": a.seed,
                 "pages": [{"index": k, "items": its} for k, its in enumerate(aligned)],
                 "metadata_items": meta_items}
        errs, j = self_check(truth, src)
        if errs:
            failures.append((name, errs))
        n_pii = sum(1 for pg in aligned for it in pg if it["role"] == "pii")
        n_keep = sum(1 for pg in aligned for it in pg if it["role"] == "keep")
        st["pages"] += len(pages)
        st["pii_items"] += n_pii
        st["keep_items"] += n_keep
        st["metadata_items"] += len(meta_items)
        (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        docs_meta.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name,
                          "pages": len(pages), "producer": prod, "producers": [prod], "kind": shape, "family": fam})
        print("%s: %d page(s), %d pii, %d keep, %d meta%s" % (name, len(pages), n_pii, n_keep, len(meta_items),
                                                            "  FAIL " + str(errs) if errs else ""), flush=True)
    if not a.only:
        for f in summary.values():
            f["dropped_by_kind"] = dict(f["dropped_by_kind"])
            f["producer"] = producer_string([k for k, s in summary.items() if s is f][0], v)
        manifest = {"seed": a.seed, "generator": "tools/make_corpus_af.py", "versions": v,
                    "alignment_summary": summary,
                    "totals": {"documents": len(docs_meta), "pages": sum(d["pages"] for d in docs_meta),
                               "metadata_items": sum(s["metadata_items"] for s in summary.values()),
                               "pii_items": sum(s["pii_items"] for s in summary.values()),
                               "keep_items": sum(s["keep_items"] for s in summary.values())},
                    "documents": docs_meta}
        (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    if failures:
        for f in failures:
            print("FAILED", f, file=sys.stderr)
        return 1
    print("corpus AF: %d documents OK" % len(docs_meta))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
