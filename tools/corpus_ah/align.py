"""Place truth items on pages where BOTH of the judge's extractors show them (judge's own functions)."""
from __future__ import annotations

from collections import Counter


def _e(sc, items, p):
    return sum(sc.count(p, sc.normalize(it["text"]), "@" in p) or (p in it["probes"]) for it in items)


def page_texts(sc, pdf):
    pt = sc.extract_pdftotext(pdf)
    pp, meta = sc.extract_pypdf(pdf)
    n = max(len(pt), len(pp))
    pt += [""] * (n - len(pt))
    pp += [""] * (n - len(pp))
    return [{"pt": (sc.normalize(a), sc.normalize(a, True)), "pp": (sc.normalize(b), sc.normalize(b, True))}
            for a, b in zip(pt, pp)], meta, len(sc.extract_pdftotext(pdf)), len(pp)


def seen(sc, texts, p):
    ci = "@" in p
    return min(max(sc.count(p, t, ci) for t in texts["pt"]), max(sc.count(p, t, ci) for t in texts["pp"]))


def align(sc, pdf, planned_pages):
    """planned_pages: list of item lists. Returns (pages, stats)."""
    texts, meta, npt, npp = page_texts(sc, pdf)
    n = len(texts)
    placed = [[] for _ in range(n)]
    stats = Counter()
    dropped = []
    for pi, items in enumerate(planned_pages):
        for it in items:
            stats["planned"] += 1
            order = [pi] + sorted((q for q in range(n) if q != pi), key=lambda q: abs(q - pi))
            ok_page = None
            for q in order:
                if q >= n:
                    continue
                cand = placed[q] + [it]
                probes = {p for x in cand for p in x["probes"]}
                if all(seen(sc, texts[q], p) >= _e(sc, cand, p) for p in probes):
                    ok_page = q
                    break
            if ok_page is None:
                stats["dropped"] += 1
                dropped.append({"kind": it["kind"], "text": it["text"], "page": pi})
                continue
            placed[ok_page].append(it)
            stats["kept" if ok_page == pi else "moved"] += 1
    return placed, stats, dropped, meta, (npt, npp)


def doc_rule(sc, src, placed):
    """Whole-document rule: E_pii + E_keep <= occurrences for BOTH extractors (either hyphen reading)."""
    changed = True
    dropped = []
    while changed:
        changed = False
        items = [it for pg in placed for it in pg]
        for p in sorted({p for it in items for p in it["probes"]}):
            need = _e(sc, items, p)
            have = min(max(sc.count(p, src[ex], "@" in p), sc.count(p, src[ex + "_h"], "@" in p)) for ex in ("pdftotext", "pypdf"))
            if need > have:
                for pg in reversed(placed):
                    for it in reversed(pg):
                        if p in it["probes"] or sc.count(p, sc.normalize(it["text"]), "@" in p):
                            pg.remove(it)
                            dropped.append({"kind": it["kind"], "text": it["text"], "rule": "document"})
                            changed = True
                            break
                    if changed:
                        break
            if changed:
                break
    return dropped
