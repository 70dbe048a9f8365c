#!/usr/bin/env python3
"""Corpus L: 40 fictional French hospital PDFs printed by four producers the tool has never seen.

Producers (in rotation, every kind of document printed by at least two of them):
  * Prawn 2.4.0 (Ruby, Debian ruby-prawn + ruby-prawn-table 0.2.2)
  * TCPDF 6.6.2 (PHP 8.2, Debian php-tcpdf)
  * dompdf 2.0.3 (PHP, Debian php-dompdf, CPDF back end)
  * rinohtype 0.5.6 (Python, reStructuredText front end, in a venv)
Renderers and templates live in tools/corpus_l/. Truth files follow tools/score_eval.py (the judge) and every
PDF is checked with the judge's own functions (pdftotext, pypdf) plus ``pdftotext -layout``; the script exits 1
if any document fails.

Set-up (root, Debian 12; offline except the Debian mirror and PyPI). Versions installed when the corpus was made:
    apt-get update
    apt-get install -y ruby ruby-prawn=2.4.0+dfsg-1~ ruby-prawn-table=0.2.2-1.1 \
        php-cli=2:8.2+93 php-mbstring=2:8.2+93 php-tcpdf=6.6.2+dfsg1-1+deb12u1 php-dompdf=2.0.3+dfsg-1+deb12u1 \
        poppler-utils fonts-dejavu-core=2.37-6 fonts-dejavu-extra=2.37-6 fonts-liberation fonts-liberation2=2.1.5-1 fonts-lato=2.0-2.1
      (ruby 3.1.2, PHP 8.2, poppler 22.12.0; fonts used: DejaVu Sans/Serif/Condensed, Liberation Sans/Serif/Narrow, Lato)
    python3 -m venv tools/_cache/corpusl-venv
    tools/_cache/corpusl-venv/bin/pip install rinohtype==0.5.6 pypdf==7.1.1
      (pulls docutils 0.22.4, myst-parser 5.2.0, rinoh-typeface-dejavuserif 0.1.3, rinoh-typeface-texgyre* 0.1.1;
       pypdf 7.1.1 is the version of the judge's .venv)

Generation:
    python3 tools/make_corpus_l.py --seed 127 --docs 40 --out benchmarks/out/corpus_l
The script re-executes itself with tools/_cache/corpusl-venv/bin/python when pypdf/rinohtype are missing.
Intermediate files: tools/_cache/corpusl-work/. Output: OUT/manifest.json, OUT/pdf/*.pdf, OUT/truth/*.json.
Deterministic for a seed (same texts, truths and page counts; PDF dates and file ids are fixed too).
Page indices in the truth are 0-based (``--page-base 1`` to change).

Truth (what tools/score_eval.py reads): {"pages": [{"index", "items": [{"role", "kind", "text", "subtype", "probes",
"critical", "removable"}]}], "metadata_items": [{"probes"}]}, plus informative keys (owner, unplaced).
  role "pii", kinds: NOM PRENOM DATE_NAISSANCE NIR INS NIA IPP NUM_SEJOUR RPPS ADELI FINESS SIRET NUM_ADHERENT
      NUM_EXAMEN NUM_DOSSIER NUM_PRESCRIPTION TELEPHONE EMAIL ADRESSE CODE_POSTAL VILLE ETABLISSEMENT
      (critical: DATE_NAISSANCE, NIR, INS, NIA, IPP, EMAIL and the patient's NOM/PRENOM);
  role "keep": kind DATE (care dates), kind DECOY with subtypes EPONYME CODE DOSE LOT BIOLOGIE MEDICAMENT ACRONYME
      NOMBRE SALLE NUMERO_TECHNIQUE (numbers of an identifier's shape with a wrong check digit), kind ORDINAIRE
      subtype HOMONYME (common words that are also surnames: blanc, petit, marin, boulanger...).
Probes: the value as printed, plus the distinctive part of multi-word values (street name, particle surname,
establishment name). Header/footer values are repeated on every page. Ages are ordinary text, never planted.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
VENV_PY = HERE / "_cache" / "corpusl-venv" / "bin" / "python"


def _ensure_venv() -> None:
    try:
        import pypdf  # noqa: F401  (pyflakes: availability test)
        import rinoh  # noqa: F401
    except ImportError:
        if VENV_PY.exists() and Path(sys.prefix).resolve() != VENV_PY.parent.parent.resolve():
            os.execv(str(VENV_PY), [str(VENV_PY), str(Path(__file__).resolve())] + sys.argv[1:])
        raise SystemExit("pypdf et rinohtype sont nécessaires : voir l'en-tête de ce script (venv tools/_cache/corpusl-venv)")


_ensure_venv()
sys.path.insert(0, str(HERE))

from corpus_l import render as R  # noqa: E402
from corpus_l import verify as V  # noqa: E402
from corpus_l.model import Doc  # noqa: E402
from corpus_l.templates import KIND_LABELS, PLAN, TEMPLATES, preselect  # noqa: E402
from corpus_l.writer import W, make_case  # noqa: E402

MAX_ATTEMPTS = 8
PAGES_RANGE = (55, 60)


def producer_string(pdf: Path) -> str:
    import pypdf
    try:
        return str((pypdf.PdfReader(str(pdf)).metadata or {}).get("/Producer", ""))
    except Exception:
        return ""


def build_one(i: int, kind: str, producer: str, pages: int, seed: int, out: Path, work: Path, page_base: int) -> dict:
    """Render one document; retry with another draw until it passes the checks and the page plan.

    A draw one page off the plan is kept aside and used only if no draw hits the plan exactly.
    """
    name = "l%02d_%s_%s" % (i + 1, kind, producer)
    pdf = out / "pdf" / (name + ".pdf")
    last_problems: list[str] = []
    near = None
    for attempt in range(MAX_ATTEMPTS):
        rng = random.Random("corpus-l/%d/%d/%d" % (seed, i, attempt))
        main_kind = "clinique" if (kind == "operatoire" and rng.random() < 0.5) else "hopital"
        scenario, ages, sex = preselect(kind, producer, rng)
        case = make_case(rng, main_kind, ages, sex)
        d = Doc(name, kind, producer)
        d.scenario = scenario
        w = W(d, case)
        TEMPLATES[kind](d, w, producer, pages)
        n_pages, parts, k, n_opt = fit(d, producer, pages, work / name, pdf)
        print("  %s essai %d : %d page(s) sur %d prévues, %d/%d blocs facultatifs" % (name, attempt, n_pages, pages, k, n_opt),
              file=sys.stderr, flush=True)
        if abs(n_pages - pages) > 1 or (n_pages != pages and near is not None):
            last_problems = ["%d pages au lieu de %d (%d/%d blocs facultatifs gardés)" % (n_pages, pages, k, n_opt)]
            continue
        truth = make_truth(d, pdf, *parts, n_pages, page_base)
        problems, info = V.check(pdf, truth)
        problems += ["page introuvable pour %r" % t for t in truth["unplaced"]]
        if problems:
            last_problems = problems
            print("  %s essai %d rejeté : %s" % (name, attempt, problems[0]), file=sys.stderr, flush=True)
            continue
        res = {"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": n_pages,
               "producer": producer, "producers": [producer], "producer_string": producer_string(pdf),
               "kind": kind, "kind_label": KIND_LABELS[kind], "template": "%s/%s" % (kind, producer), "attempt": attempt,
               "font": d.style.get("font"), "ok": True}
        if n_pages != pages:
            keep_pdf = work / (name + ".near.pdf")
            shutil.copyfile(pdf, keep_pdf)
            near = (res, truth, keep_pdf)
            last_problems = ["%d pages au lieu de %d" % (n_pages, pages)]
            continue
        return finish(res, truth, out)
    if near is not None:
        res, truth, keep_pdf = near
        shutil.copyfile(keep_pdf, pdf)
        return finish(res, truth, out)
    return {"name": name, "ok": False, "problems": last_problems[:15], "kind": kind, "producer": producer}


def finish(res: dict, truth: dict, out: Path) -> dict:
    (out / res["truth"]).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
    items = [it for pg in truth["pages"] for it in pg["items"]]
    res["pii"] = sum(it["role"] == "pii" for it in items)
    res["keep"] = sum(it["role"] == "keep" for it in items)
    res["counts"] = {}
    for it in items:
        key = it["kind"] if it["role"] == "pii" else ("DATE_SOINS" if it["kind"] == "DATE" else
                                                      (it["subtype"] if it["kind"] == "DECOY" else "ORDINAIRE_" + it["subtype"]))
        res["counts"][key] = res["counts"].get(key, 0) + 1
    res["metadata_items"] = len(truth["metadata_items"])
    return res


def fit(d: Doc, producer: str, pages: int, work: Path, pdf: Path):
    """Keep as many optional blocks (in reading order) as the page plan allows; returns the page count."""
    full = list(d.body)
    opt = [i for i, b in enumerate(full) if b.get("opt")]
    cache: dict[int, int] = {}
    state = {"k": None}

    def render_k(k: int) -> int:
        keep = set(opt[:k])
        d.body = [b for i, b in enumerate(full) if not b.get("opt") or i in keep]
        spec, _, _, _ = d.export()
        R.render(spec, producer, work, pdf)
        state["k"] = k
        cache[k] = len(V.se.extract_pdftotext(pdf))
        return cache[k]

    k = len(opt)
    if render_k(k) > pages:
        lo, hi = 0, len(opt)  # invariant: n(hi) > pages
        if render_k(0) > pages:
            k = 0
        else:
            while hi - lo > 1:  # n(lo) <= pages
                mid = (lo + hi) // 2
                if render_k(mid) <= pages:
                    lo = mid
                else:
                    hi = mid
            k = lo
            if state["k"] != k:
                render_k(k)
    keep = set(opt[:k])
    d.body = [b for i, b in enumerate(full) if not b.get("opt") or i in keep]
    _, body, hdr, ftr = d.export()
    return cache[k], (body, hdr, ftr), k, len(opt)


def make_truth(d: Doc, pdf: Path, body, hdr, ftr, n_pages: int, page_base: int) -> dict:
    src = V.se.extract_all(pdf)
    pages, missing = V.assign_pages(src, body, hdr, ftr, n_pages)

    def js(it):
        return {"role": it.role, "kind": it.kind, "text": it.text, "subtype": it.subtype, "probes": it.probes,
                "critical": it.critical, "removable": it.removable, "owner": it.owner}

    return {"name": d.name, "producer": d.producer, "kind": d.kind,
            "pages": [{"index": i + page_base, "items": [js(it) for it in pg]} for i, pg in enumerate(pages)],
            "metadata_items": d.meta_items, "unplaced": missing}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Corpus L (Prawn, TCPDF, dompdf, rinohtype)")
    ap.add_argument("--seed", type=int, default=127)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_l")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--page-base", type=int, default=0, choices=[0, 1])
    ap.add_argument("--only", default="", help="numéros de documents (1-based, séparés par des virgules) pour le débogage")
    a = ap.parse_args(argv)
    out = a.out if a.out.is_absolute() else (Path.cwd() / a.out)
    work = HERE / "_cache" / "corpusl-work"
    if out.exists() and not a.only:
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True, exist_ok=True)
    (out / "truth").mkdir(parents=True, exist_ok=True)
    work.mkdir(parents=True, exist_ok=True)
    plan = list(PLAN)
    random.Random("corpus-l-order/%d" % a.seed).shuffle(plan)
    plan = plan[: a.docs]
    sel = {int(x) - 1 for x in a.only.split(",") if x.strip()} if a.only else set(range(len(plan)))
    t0 = time.time()
    def safe(*args):
        try:
            return build_one(*args)
        except Exception:  # a template bug must not hide the other documents
            import traceback
            return {"name": "l%02d_%s_%s" % (args[0] + 1, args[1], args[2]), "ok": False, "kind": args[1], "producer": args[2],
                    "problems": traceback.format_exc().splitlines()[-6:]}

    with ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        futs = [ex.submit(safe, i, k, prod, pg, a.seed, out, work, a.page_base) for i, (k, prod, pg) in enumerate(plan) if i in sel]
        results = [f.result() for f in futs]
    ok = [r for r in results if r["ok"]]
    bad = [r for r in results if not r["ok"]]
    for r in bad:
        print("ÉCHEC %s :" % r["name"], file=sys.stderr)
        for pb in r["problems"]:
            print("   ", pb, file=sys.stderr)
    manifest = {"corpus": "L", "seed": a.seed, "generator": "tools/make_corpus_l.py", "page_base": a.page_base,
                "documents": [{k: v for k, v in r.items() if k != "ok"} for r in ok]}
    if not a.only:
        (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    summary = {"name": "corpus_l", "documents": len(ok), "failed": len(bad), "pages": sum(r["pages"] for r in ok),
               "pii": sum(r["pii"] for r in ok), "keep": sum(r["keep"] for r in ok), "seconds": round(time.time() - t0, 1),
               "out": str(out)}
    if not a.only:
        totals: dict = {}
        for r in ok:
            for k_, v_ in r["counts"].items():
                totals[k_] = totals.get(k_, 0) + v_
        summary["counts"] = dict(sorted(totals.items()))
        summary["metadata_items"] = sum(r["metadata_items"] for r in ok)
        summary["producers"] = sorted({r["producer_string"] for r in ok})
    page_fail = (a.docs == len(PLAN) and not a.only and not (PAGES_RANGE[0] <= summary["pages"] <= PAGES_RANGE[1]))
    if page_fail:
        print("ÉCHEC : %d pages au total, hors de l'intervalle %s" % (summary["pages"], PAGES_RANGE), file=sys.stderr)
    print(json.dumps(summary, ensure_ascii=False))
    return 1 if (bad or page_fail) else 0


if __name__ == "__main__":
    raise SystemExit(main())
