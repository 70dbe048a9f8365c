"""Re-extraction of every PDF (pdftotext + pypdf, as tools/score_eval.py does), page assignment of the
written values, truth assembly and the checks that every probe is visible and measurable."""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import score_eval as judge  # noqa: E402  (the judge's own normalisation and counting)

from .model import walk_values  # noqa: E402


def _ci(p: str) -> bool:
    return "@" in p


def _cnt(p: str, texts) -> int:
    return max(judge.count(p, t, _ci(p)) for t in texts)


def extract(pdf: Path) -> dict:
    pt = judge.extract_pdftotext(pdf)
    pp, meta = judge.extract_pypdf(pdf)
    return {"raw": pt, "pt": [(judge.normalize(x), judge.normalize(x, True)) for x in pt],
            "pp": [(judge.normalize(x), judge.normalize(x, True)) for x in pp], "meta": meta, "all": judge.extract_all(pdf)}


def assign(doc, ex: dict) -> tuple[list[list], list[str]]:
    """Items per page. Running header/footer values go once to every page; body values are placed on the
    pages whose text shows them, longest values first (a value inside a longer one is not counted twice)."""
    npages = len(ex["pt"])
    pages = [[] for _ in range(npages)]
    errors = []
    for v in walk_values([doc.header, doc.footer]):
        for i in range(npages):
            pages[i].append(v)
    groups = Counter(walk_values(doc.blocks))
    placed: dict = defaultdict(Counter)  # page -> V -> n
    for v in sorted(groups, key=lambda x: (-len(x.text), x.text)):
        n = groups[v]
        avail = []
        for i in range(npages):
            a = _cnt(v.text, ex["pt"][i])
            for w, k in placed[i].items():
                if w is not v:
                    a -= k * judge.count(v.text, judge.normalize(w.text), _ci(v.text))
            a -= sum(judge.count(v.text, judge.normalize(h.text), _ci(v.text)) for h in walk_values([doc.header, doc.footer]))
            avail.append(max(0, a))
        if sum(avail) < n:  # text broken by the layout: locate by the first probe instead
            avail = [max(avail[i], _cnt(v.probes[0], ex["pt"][i])) for i in range(npages)]
        left = n
        for i in range(npages):
            k = min(left, avail[i])
            if k:
                placed[i][v] += k
                left -= k
        if left:
            errors.append("%s %r: %d occurrence(s) not visible" % (v.kind, v.text, left))
            placed[npages - 1][v] += left
    for i in range(npages):
        for v, k in placed[i].items():
            pages[i].extend([v] * k)
    return pages, errors


def check(doc, ex: dict, pages: list[list]) -> tuple[list[str], dict]:
    errors, stats = [], Counter()
    for i, items in enumerate(pages):
        for v in items:
            for p in v.probes:
                if not _cnt(p, ex["pt"][i]):
                    errors.append("page %d: probe %r (%s) not on the page (pdftotext)" % (i + 1, p, v.kind))
                if i < len(ex["pp"]) and not _cnt(p, ex["pp"][i]):
                    stats["probe_not_on_page_pypdf"] += 1
    items = [v for pg in pages for v in pg]
    pii = [v for v in items if v.role == "pii"]
    keep = [v for v in items if v.role == "keep"]
    probes = sorted({p for v in items for p in v.probes})
    src = ex["all"]
    for p in probes:
        e_pii = sum(judge.count(p, judge.normalize(v.text), _ci(p)) or (p in v.probes) for v in pii)
        e_keep = sum(judge.count(p, judge.normalize(v.text), _ci(p)) or (p in v.probes) for v in keep)
        for exn in ("pdftotext", "pypdf"):
            n_in = max(judge.count(p, src[exn], _ci(p)), judge.count(p, src[exn + "_h"], _ci(p)))
            rest = n_in - e_pii - e_keep
            if rest < 0:
                if exn == "pdftotext":
                    errors.append("probe %r not measurable by pdftotext (%d seen, %d expected)" % (p, n_in, e_pii + e_keep))
                else:
                    stats["probes_unmeasurable_pypdf"] += 1
            elif rest > 0 and exn == "pdftotext" and any(p in v.probes for v in pii):
                errors.append("personal probe %r seen %d more time(s) than the truth has" % (p, rest))
    stats["probes"] = len(probes)
    return errors, stats


def metadata_items(doc, ex: dict) -> list[dict]:
    out = []
    for v in walk_values([doc.meta_title, doc.meta_author]):
        if v.role == "pii" and all(p in ex["meta"] for p in v.probes):
            out.append(v.item())
    return out


def truth(doc, name: str, ex: dict, pages: list[list], producers: list[str]) -> dict:
    return {"name": name, "kind": doc.kind, "producer": producers[0], "producers": producers,
            "page_count": len(pages),
            "pages": [{"index": i, "landscape": bool(doc.style.get("landscape")), "size": "A4", "text": ex["raw"][i],
                       "items": [v.item() for v in items]} for i, items in enumerate(pages)],
            "metadata_items": metadata_items(doc, ex), "generator_version": 1, "wording": "F"}
