"""Re-reading with the judge's two readers (pdftotext, pypdf) and truth alignment.

Text functions (normalize, count) are imported from tools/score_eval.py so that a probe is found
here exactly when the judge finds it.
"""

from __future__ import annotations

import difflib
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import score_eval as J  # noqa: E402


def is_ci(p):
    return "@" in p


def read_pdf(path: Path) -> dict:
    pt = J.extract_pdftotext(Path(path))
    pp, meta = J.extract_pypdf(Path(path))
    return {"pdftotext": pt, "pypdf": pp, "meta": meta, "n_pages": len(pp)}


def views(raw: str):
    return J.normalize(raw), J.normalize(raw, True)


def seen(p, vs):
    return max(J.count(p, v, is_ci(p)) for v in vs)


def need(p, items):
    return sum(J.count(p, J.normalize(it["text"]), is_ci(p)) or (p in it["probes"]) for it in items)


def key(it):
    return it["kind"] if it["role"] == "pii" else it["kind"] + ":" + it["subtype"]


def check_truth(truth, got) -> list:
    probs = []
    for reader in ("pdftotext", "pypdf"):
        pages = got[reader]
        if len(pages) != len(truth["pages"]):
            probs.append("%s: %d pages lues, vérité %d" % (reader, len(pages), len(truth["pages"])))
            continue
        all_items = [it for pg in truth["pages"] for it in pg["items"]]
        for pg in truth["pages"]:
            vs = views(pages[pg["index"]])
            for p in sorted({p for it in pg["items"] for p in it["probes"]}):
                n, h = need(p, pg["items"]), seen(p, vs)
                if h < n:
                    probs.append("%s p%d: %r vu %d fois, attendu %d" % (reader, pg["index"], p, h, n))
        allv = views("\n".join(pages))
        for p in sorted({p for it in all_items for p in it["probes"]}):
            n, h = need(p, all_items), seen(p, allv)
            if h < n:
                probs.append("%s document: %r vu %d fois, attendu %d" % (reader, p, h, n))
    for it in truth.get("metadata_items", []):
        for p in it["probes"]:
            if p not in got["meta"]:
                probs.append("métadonnées: %r absent" % p)
    return probs


_PUNCT = ",.;:()[]\"'«»|^"


def _windows(text, n):
    toks = text.split(" ")
    for k in range(0, max(0, len(toks) - n + 1)):
        w = " ".join(toks[k:k + n]).strip(_PUNCT)
        if w:
            yield w


def respell(text, pt, pp, forbidden=()):
    """The OCR'd spelling of ``text`` when both readers show the same close variant. Short values
    (< 5 characters) are never respelled, nor onto another planned value (``forbidden``): a fax
    number must not become the switchboard number printed beside it."""
    base = J.normalize(text)
    if len(base) < 5:
        return None
    n = len(base.split(" "))
    best, best_r = None, 0.0
    for m in {n, n - 1, n + 1} - {0}:
        for w in _windows(pt[0], m):
            if abs(len(w) - len(base)) > max(2, len(base) // 5):
                continue
            r = difflib.SequenceMatcher(None, base, w).ratio()
            if r > best_r:
                best, best_r = w, r
    if best is None or best_r < 0.8 or best == base or not re.search(r"\w", best) or best in forbidden:
        return None
    if sum(c.isdigit() for c in best) < sum(c.isdigit() for c in base) - 1:
        return None
    if seen(best, pt) >= 1 and seen(best, pp) >= 1:
        return best
    return None


def reconcile(pages_items, got, allow_respell=True):
    """Keep the items both readers see on their page (as often as needed); respell close OCR
    variants (``allow_respell``); drop the rest. Returns (pages, stats)."""
    stats = {"planned": sum(len(x) for x in pages_items), "kept": 0, "respelled": 0, "dropped": 0,
             "dropped_by_kind": {}, "respelled_by_kind": {}, "dropped_values": [], "respelled_values": []}

    def drop(it, page):
        stats["dropped"] += 1
        stats["dropped_values"].append({"kind": it["kind"], "subtype": it["subtype"], "text": it["text"], "page": page})
        stats["dropped_by_kind"][key(it)] = stats["dropped_by_kind"].get(key(it), 0) + 1

    out = []
    forbidden = {J.normalize(it["text"]) for items in pages_items for it in items}
    for i, items in enumerate(pages_items):
        pt = views(got["pdftotext"][i]) if i < len(got["pdftotext"]) else ("", "")
        pp = views(got["pypdf"][i]) if i < len(got["pypdf"]) else ("", "")
        kept = []
        for it in items:
            if all(seen(p, pt) >= 1 and seen(p, pp) >= 1 for p in it["probes"]):
                kept.append(it)
                continue
            alt = respell(it["text"], pt, pp, forbidden) if allow_respell else None
            if alt:
                stats["respelled"] += 1
                stats["respelled_by_kind"][key(it)] = stats["respelled_by_kind"].get(key(it), 0) + 1
                stats["respelled_values"].append({"kind": it["kind"], "planned": it["text"], "ocr": alt, "page": i})
                kept.append(dict(it, text=alt, probes=[alt], ocr_planned=it["text"]))
            else:
                drop(it, i)
        changed = True
        while changed:
            changed = False
            for p in sorted({p for it in kept for p in it["probes"]}):
                if need(p, kept) > min(seen(p, pt), seen(p, pp)):
                    victim = next(it for it in reversed(kept)
                                  if p in it["probes"] or J.count(p, J.normalize(it["text"]), is_ci(p)))
                    kept.remove(victim)
                    drop(victim, i)
                    changed = True
                    break
        out.append(kept)
    pt_all = views("\n".join(got["pdftotext"]))
    pp_all = views("\n".join(got["pypdf"]))
    changed = True
    while changed:
        changed = False
        flat = [it for items in out for it in items]
        for p in sorted({p for it in flat for p in it["probes"]}):
            if need(p, flat) > min(seen(p, pt_all), seen(p, pp_all)):
                for pi in range(len(out) - 1, -1, -1):
                    hit = [it for it in out[pi] if p in it["probes"] or J.count(p, J.normalize(it["text"]), is_ci(p))]
                    if hit:
                        out[pi].remove(hit[-1])
                        drop(hit[-1], pi)
                        break
                changed = True
                break
    stats["kept"] = sum(len(x) for x in out)
    return out, stats
