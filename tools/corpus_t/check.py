"""Self-check: the judge (tools/score_eval.py) run on each input as if it were the output."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import logging

logging.getLogger("pypdf").setLevel(logging.ERROR)
_SE = None


def judge():
    global _SE
    if _SE is None:
        path = Path(__file__).resolve().parent.parent / "score_eval.py"
        spec = importlib.util.spec_from_file_location("score_eval_t", path)
        _SE = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(_SE)
    return _SE


def check(pdf: Path, truth: dict) -> list[str]:
    se = judge()
    src = se.extract_all(pdf)
    errs = []
    n_pages = len(se.extract_pdftotext(pdf))
    if n_pages != len(truth["pages"]):
        errs.append("pages: pdftotext %d, vérité %d" % (n_pages, len(truth["pages"])))
    j = se.judge_document(truth, src, src)
    for k, v in j["leaks"].items():
        if v["unmeasurable"] or v["leaked"] != v["total"]:
            errs.append("personnel %s: %s" % (k, v))
    for k, v in j["kept"].items():
        if v["unmeasurable"] or v["lost"]:
            errs.append("conservé %s: %s" % (k, v))
    # stricter: both extractors must show every probe as often as the truth says
    items = [it for pg in truth["pages"] for it in pg["items"]]
    for p in sorted({p for it in items for p in it["probes"]}):
        ci = "@" in p
        need = sum(se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)
        for ex in ("pdftotext", "pypdf"):
            got = max(se.count(p, src[ex], ci), se.count(p, src[ex + "_h"], ci))
            if got < need:
                errs.append("%s voit %d× %r (attendu %d)" % (ex, got, p, need))
    for it in truth.get("metadata_items", []):
        if not any(p in src["meta"] for p in it["probes"]):
            errs.append("métadonnée absente %r" % it["probes"])
    return errs
