"""Page assignment of truth items and self-check with the judge's own functions."""
from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import score_eval as SE  # noqa: E402


def page_texts(pdf: Path):
    pt = [SE.normalize(x) for x in SE.extract_pdftotext(pdf)]
    pp, meta = SE.extract_pypdf(pdf)
    return pt, [SE.normalize(x) for x in pp], meta


def assign_pages(items, pdf: Path, producer: str):
    """[(page_index, item)]: the i-th occurrence of a value goes to the page showing its i-th occurrence."""
    pt, pp, _ = page_texts(pdf)
    n = max(len(pt), len(pp))
    used = {}
    out = []
    last = 0
    for it in items:
        probe = it.probes[0]
        ci = "@" in probe
        k = used.get(probe, 0)
        page = None
        seen = 0
        for i in range(n):
            c = max(SE.count(probe, pt[i] if i < len(pt) else "", ci), SE.count(probe, pp[i] if i < len(pp) else "", ci))
            if seen + c > k:
                page = i
                break
            seen += c
        used[probe] = k + 1
        page = last if page is None else page
        last = page
        out.append((page, it))
    # running page labels printed by the producer (decoys)
    extra = []
    for i in range(n):
        lab = ("Page %d" % (i + 1)) if producer == "reportlab" else ("Page %d/%d" % (i + 1, n))
        rx = re.compile(r"(?<![\w@])" + re.escape(lab) + r"(?![\w/@])")
        if rx.search(pt[i] if i < len(pt) else "") or rx.search(pp[i] if i < len(pp) else ""):
            extra.append(i)
    return out, extra, n


def check(truth: dict, pdf: Path) -> list[str]:
    """Problems found (empty = the document is fully measurable)."""
    src = SE.extract_all(pdf)
    j = SE.judge_document(truth, src, None)
    errs = []
    if j["unmeasurable_probes"]:
        items = [it for pg in truth["pages"] for it in pg["items"]]
        probes = sorted({p for it in items for p in it["probes"]})
        for p in probes:
            ci = "@" in p
            e = sum(SE.count(p, SE.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)
            seen = max(max(SE.count(p, src[ex], ci), SE.count(p, src[ex + "_h"], ci)) for ex in ("pdftotext", "pypdf"))
            if seen < e:
                errs.append("probe %r: expected %d, seen %d" % (p, e, seen))
    for k, v in list(j["leaks"].items()) + list(j["kept"].items()):
        if v.get("unmeasurable"):
            errs.append("%s: %d unmeasurable" % (k, v["unmeasurable"]))
    for it in truth.get("metadata_items", []):
        if not all(p in src["meta"] for p in it["probes"]):
            errs.append("metadata probe missing: %r" % it["probes"])
    return errs
