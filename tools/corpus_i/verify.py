"""Checks a produced PDF against its truth with the judge's own text functions (tools/score_eval.py)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import score_eval as J  # noqa: E402  (the judge: normalize, count, extract_all, judge_document)


def _ci(p):
    return "@" in p


def _pdftotext_layout(pdf: Path):
    r = subprocess.run([J.PDFTOTEXT, "-layout", "-enc", "UTF-8", str(pdf), "-"], capture_output=True, timeout=120)
    pages = r.stdout.decode("utf-8", "replace").split("\f")
    return pages[:-1] if pages and not pages[-1].strip() else pages


def _pypdf_pages(pdf: Path):
    import pypdf
    return [p.extract_text() or "" for p in pypdf.PdfReader(str(pdf)).pages]


def check(pdf: Path, truth: dict) -> list[str]:
    """Problems found (empty list = the document is judged exactly as its truth says)."""
    problems = []
    extractions = {"pdftotext": J.extract_pdftotext(pdf), "pdftotext-layout": _pdftotext_layout(pdf),
                   "pypdf": _pypdf_pages(pdf)}
    n = len(truth["pages"])
    for ex, pages in extractions.items():
        if len(pages) != n:
            problems.append("%s: %d pages au lieu de %d" % (ex, len(pages), n))
            continue
        for pg in truth["pages"]:
            items = pg["items"]
            text = J.normalize(pages[pg["index"]])
            text_h = J.normalize(pages[pg["index"]], True)
            probes = sorted({p for it in items for p in it["probes"]})
            for p in probes:
                want = sum(J.count(p, J.normalize(it["text"]), _ci(p)) or (p in it["probes"]) for it in items)
                got = max(J.count(p, text, _ci(p)), J.count(p, text_h, _ci(p)))
                if got != want:
                    problems.append("%s p.%d: %r vu %d fois, attendu %d" % (ex, pg["index"] + 1, p, got, want))
    # document level, exactly as the judge does it: identity output leaks every value and loses no decoy
    src = J.extract_all(pdf)
    j = J.judge_document(truth, src, src)
    if j["unmeasurable_probes"]:
        problems.append("juge : %d sondes non mesurables" % j["unmeasurable_probes"])
    for k, v in j["leaks"].items():
        if v["leaked"] != v["total"] or v["unmeasurable"]:
            problems.append("juge : %s %s" % (k, v))
    for k, v in j["kept"].items():
        if v["lost"] or v["unmeasurable"]:
            problems.append("juge : leurre %s %s" % (k, v))
    for it in truth.get("metadata_items", []):
        if not any(p in src["meta"] for p in it["probes"]):
            problems.append("métadonnée absente : %r" % it["text"])
    return problems
