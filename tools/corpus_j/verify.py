"""Truth files, and the check of every rendered document with the judge's own functions."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import score_eval as se  # noqa: E402  (the judge: normalize, count, judge_document, extractors)


def _walk_runs(bl):
    t = bl["t"]
    if t in ("p", "h"):
        yield from bl["runs"]
    elif t == "kv":
        for row in bl["rows"]:
            for c in row:
                yield from c
    elif t == "table":
        for c in (bl.get("caption") and [bl["caption"]] or []):
            yield from c
        for row in ([bl["head"]] if bl["head"] else []) + bl["rows"]:
            for c in row:
                yield from c
    elif t == "cols":
        for b in bl["left"] + bl["right"]:
            yield from _walk_runs(b)


def _item_entry(it):
    e = {k: it[k] for k in ("role", "kind", "text", "probes", "critical", "subtype")}
    if it.get("removable"):
        e["removable"] = it["removable"]
    return e


def build_truth(doc):
    n = len(doc.pages)
    pages = []
    for pi, blocks in enumerate(doc.pages):
        entries = []

        def band(spec):
            for row in spec["rows"]:
                for k in ("l", "c", "r"):
                    for r in row.get(k, []):
                        if r["i"] == "PAGE":
                            txt = r["s"].replace("{p}", str(pi + 1)).replace("{n}", str(n)).strip()
                            entries.append({"role": "keep", "kind": "DECOY", "text": txt, "probes": [txt],
                                            "critical": False, "subtype": "PAGE"})
                        elif r["i"] is not None:
                            entries.append(_item_entry(doc.items[r["i"]]))

        if doc.header and (doc.header["first"] or pi > 0):
            band(doc.header)
        for bl in blocks:
            for r in _walk_runs(bl):
                if r["i"] is not None:
                    entries.append(_item_entry(doc.items[r["i"]]))
        if doc.footer:
            band(doc.footer)
        pages.append({"index": pi, "items": entries})
    return {"name": doc.name, "kind": doc.kind, "producer": doc.producer, "pages": pages,
            "metadata_items": doc.metadata_items}


def pdftotext_pages(pdf: Path, layout=False):
    cmd = [se.PDFTOTEXT, "-enc", "UTF-8"] + (["-layout"] if layout else []) + [str(pdf), "-"]
    r = subprocess.run(cmd, capture_output=True, timeout=120, check=True)
    pages = r.stdout.decode("utf-8", "replace").split("\f")
    if pages and not pages[-1].strip():
        pages = pages[:-1]
    return pages


def _ci(p):
    return "@" in p


def _expected(items, p):
    return sum(se.count(p, se.normalize(it["text"]), _ci(p)) or (p in it["probes"]) for it in items)


def _seen(p, raw):
    return max(se.count(p, se.normalize(raw), _ci(p)), se.count(p, se.normalize(raw, True), _ci(p)))


def check_document(pdf: Path, truth: dict, stats: dict | None = None) -> list[str]:
    """Problems found (empty list = the document passes); ``stats`` counts exact page checks per extractor."""
    problems = []
    stats = stats if stats is not None else {}
    pt = pdftotext_pages(pdf)
    lay = pdftotext_pages(pdf, layout=True)
    pp, meta = se.extract_pypdf(pdf)
    n = len(truth["pages"])
    for name, ex in (("pdftotext", pt), ("layout", lay), ("pypdf", pp)):
        if len(ex) != n:
            problems.append("%s sees %d pages, %d planned" % (name, len(ex), n))
    if problems:
        return problems
    # page by page: each probe of the page's items is seen exactly as often as the items say, by one extractor
    for pg in truth["pages"]:
        i, items = pg["index"], pg["items"]
        for p in sorted({p for it in items for p in it["probes"]}):
            exp = _expected(items, p)
            seen = {name: _seen(p, ex[i]) for name, ex in (("pdftotext", pt), ("layout", lay), ("pypdf", pp))}
            stats["checks"] = stats.get("checks", 0) + 1
            for name, v in seen.items():
                stats[name] = stats.get(name, 0) + (v == exp)
            if exp not in seen.values():
                problems.append("page %d probe %r expected %d, seen %s" % (i, p, exp, seen))
    # whole document, as the judge does it
    src = se.extract_all(pdf)
    allitems = [it for pg in truth["pages"] for it in pg["items"]]
    for p in sorted({p for it in allitems for p in it["probes"]}):
        exp = _expected(allitems, p)
        rests = {}
        for ex in ("pdftotext", "pypdf"):
            n_in = max(se.count(p, src[ex], _ci(p)), se.count(p, src[ex + "_h"], _ci(p)))
            rests[ex] = n_in - exp
        if 0 not in rests.values() or any(v > 0 for v in rests.values()):
            problems.append("document probe %r: occurrences outside the truth (rest) %s" % (p, rests))
    j = se.judge_document(truth, src, src)
    if j["unmeasurable_probes"]:
        problems.append("%d unmeasurable probes" % j["unmeasurable_probes"])
    for k, v in j["leaks"].items():
        if k != "METADONNEES" and (v["unmeasurable"] or v["leaked"] != v["total"]):
            problems.append("identity judge on %s: %s" % (k, v))
    for k, v in j["kept"].items():
        if v["lost"] or v["unmeasurable"]:
            problems.append("identity judge keep %s: %s" % (k, v))
    for it in truth.get("metadata_items", []):
        if not any(p in meta for p in it["probes"]):
            problems.append("metadata item %r not in the PDF metadata" % it["text"])
    # a perfect anonymiser (every personal value removed, nothing else) must score 0 leak, 0 lost
    out = dict(src)
    # whole values first, then their probes (a value split by the extractor's reading order is still removed)
    pii_texts = sorted({se.normalize(it["text"]) for it in allitems if it["role"] == "pii"}, key=len, reverse=True)
    pii_texts += sorted({se.normalize(p) for it in allitems if it["role"] == "pii" for p in it["probes"]}, key=len, reverse=True)
    for key in ("pdftotext", "pypdf", "pdftotext_h", "pypdf_h"):
        t = src[key]
        for v in pii_texts:
            t = re.sub(r"(?<![\w@])" + r"\s+".join(map(re.escape, v.split(" "))) + r"(?![\w@])", " ▮ ", t,
                       flags=re.IGNORECASE if "@" in v else 0)
        out[key] = t
    out["meta"] = ""
    out["pdftotext_words"] = se.word_counts(out["pdftotext"])
    j2 = se.judge_document(truth, src, out)
    for k, v in j2["leaks"].items():
        if v["leaked"]:
            problems.append("perfect anonymiser still leaks %s: %s" % (k, [d for d in j2["detail"] if d.get("kind") == k][:3]))
    for k, v in j2["kept"].items():
        if v["lost"]:
            problems.append("perfect anonymiser loses keep %s: %s" % (k, [d for d in j2["detail"] if d.get("kind") == k][:3]))
    return problems
