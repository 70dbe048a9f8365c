"""Self-check: re-read each written PDF with pdftotext and pypdf (the judge's own readers and normalisation)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import score_eval as judge  # noqa: E402  (tools/score_eval.py: normalize, count, extractors)


def _expected(items, p):
    ci = "@" in p
    return sum(judge.count(p, judge.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)


def check_document(pdf: Path, truth: dict) -> list[str]:
    errs: list[str] = []
    pt = judge.extract_pdftotext(pdf)
    pp, meta = judge.extract_pypdf(pdf)
    n = len(truth["pages"])
    if len(pt) != n or len(pp) != n:
        return ["page count: truth %d, pdftotext %d, pypdf %d" % (n, len(pt), len(pp))]
    pii_probes = {p for pg in truth["pages"] for it in pg["items"] if it["role"] == "pii" for p in it["probes"]}
    for pg in truth["pages"]:
        i = pg["index"]
        items = pg["items"]
        probes = sorted({p for it in items for p in it["probes"]})
        for ex, raw in (("pdftotext", pt[i]), ("pypdf", pp[i])):
            texts = (judge.normalize(raw), judge.normalize(raw, True))
            for p in probes:
                exp = _expected(items, p)
                got = [judge.count(p, tx, "@" in p) for tx in texts]
                if p in pii_probes:
                    if exp not in got:
                        errs.append("p%d %s: %r expected %d, seen %s" % (i, ex, p, exp, got))
                elif max(got) < exp:
                    errs.append("p%d %s: keep %r expected >=%d, seen %s" % (i, ex, p, exp, got))
        # personal probes of other pages must not show up here more often than declared
        for p in pii_probes:
            if p in probes:
                continue
            for ex, raw in (("pdftotext", pt[i]), ("pypdf", pp[i])):
                c = judge.count(p, judge.normalize(raw), "@" in p)
                if c:
                    errs.append("p%d %s: undeclared personal %r x%d" % (i, ex, p, c))
    for it in truth.get("metadata_items", []):
        if not all(p in meta for p in it["probes"]):
            errs.append("metadata %s %r missing" % (it["field"], it["text"]))
    return errs
