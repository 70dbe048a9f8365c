"""Re-reading of the produced PDFs with the judge's two readers (pdftotext, pypdf) and the truth checks.

The text functions are the judge's own (tools/score_eval.py: normalize, count), imported, so a
probe is found here exactly when the judge finds it.
"""

from __future__ import annotations

import difflib
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import score_eval as J  # noqa: E402  (read-only use of the judge's text functions)


def is_ci(p: str) -> bool:
    return "@" in p


def read_pdf(path: Path) -> dict:
    r = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, timeout=120)
    if r.returncode != 0:
        raise RuntimeError("pdftotext a échoué sur %s" % path)
    pt = r.stdout.decode("utf-8", "replace").split("\f")
    if pt and not pt[-1].strip():
        pt = pt[:-1]
    import pypdf

    rd = pypdf.PdfReader(str(path))
    if rd.is_encrypted:
        rd.decrypt("")
    pp = [(p.extract_text() or "") for p in rd.pages]
    meta = [str(v) for v in (rd.metadata or {}).values()]
    root = rd.trailer["/Root"]
    if "/Metadata" in root:
        meta.append(root["/Metadata"].get_object().get_data().decode("utf-8", "replace"))
    return {"pdftotext": pt, "pypdf": pp, "meta": "\n".join(meta), "n_pages": len(rd.pages),
            "encrypted": rd.is_encrypted}


def views(raw: str) -> tuple:
    return J.normalize(raw), J.normalize(raw, True)


def seen(p: str, vs: tuple) -> int:
    return max(J.count(p, v, is_ci(p)) for v in vs)


def need(p: str, items: list) -> int:
    """The judge's E_pii(p) + E_keep(p) over ``items`` (dicts)."""
    return sum(J.count(p, J.normalize(it["text"]), is_ci(p)) or (p in it["probes"]) for it in items)


def check_truth(truth: dict, got: dict) -> list:
    """Problems (strings) of one document: probes on their page for both readers, the judge's
    document-level measurability, metadata items."""
    probs = []
    for reader in ("pdftotext", "pypdf"):
        pages = got[reader]
        if len(pages) != len(truth["pages"]):
            probs.append("%s: %d pages lues, vérité %d" % (reader, len(pages), len(truth["pages"])))
            continue
        alltext = views("\n".join(pages))
        all_items = [it for pg in truth["pages"] for it in pg["items"]]
        for pg in truth["pages"]:
            vs = views(pages[pg["index"]])
            for p in sorted({p for it in pg["items"] for p in it["probes"]}):
                n, h = need(p, pg["items"]), seen(p, vs)
                if h < n:
                    probs.append("%s p%d: %r vu %d fois, attendu %d" % (reader, pg["index"], p, h, n))
        for p in sorted({p for it in all_items for p in it["probes"]}):
            n, h = need(p, all_items), seen(p, alltext)
            if h < n:
                probs.append("%s document: %r vu %d fois, attendu %d (non mesurable)" % (reader, p, h, n))
    for it in truth.get("metadata_items", []):
        for p in it["probes"]:
            if p not in got["meta"]:
                probs.append("métadonnées: %r absent" % p)
    return probs


# ------------------------------------------------------------------ OCR: truth = what the text layer holds

_PUNCT = ",.;:()[]\"'«»"


def _windows(text: str, n: int):
    toks = text.split(" ")
    for k in range(0, max(0, len(toks) - n + 1)):
        w = " ".join(toks[k:k + n]).strip(_PUNCT)
        if w:
            yield w


def respell(text: str, pt: tuple, pp: tuple):
    """The OCR'd spelling of ``text`` if both readers show the same close variant, else None."""
    base = J.normalize(text)
    n = len(base.split(" "))
    best, best_r = None, 0.0
    for m in {n, n - 1, n + 1} - {0}:
        for w in _windows(pt[0], m):
            if abs(len(w) - len(base)) > max(2, len(base) // 5):
                continue
            r = difflib.SequenceMatcher(None, base, w).ratio()
            if r > best_r:
                best, best_r = w, r
    if best is None or best_r < 0.8 or best == base:
        return None
    if not re.search(r"\w", best):
        return None
    if seen(best, pt) >= 1 and seen(best, pp) >= 1:
        return best
    return None


def reconcile_ocr(pages_items: list, got: dict) -> tuple:
    """Keep the items whose probes both readers find on their page; respell or drop the others."""
    stats = {"planned": sum(len(x) for x in pages_items), "kept": 0, "respelled": 0, "dropped": 0,
             "dropped_by_kind": {}, "respelled_by_kind": {}, "dropped_values": []}
    out = []

    def drop(it, page=None):
        stats["dropped"] += 1
        stats["dropped_values"].append({"kind": it["kind"], "subtype": it["subtype"], "text": it["text"], "page": page})
        key = it["kind"] if it["role"] == "pii" else it["kind"] + ":" + it["subtype"]
        stats["dropped_by_kind"][key] = stats["dropped_by_kind"].get(key, 0) + 1

    for i, items in enumerate(pages_items):
        pt = views(got["pdftotext"][i]) if i < len(got["pdftotext"]) else ("", "")
        pp = views(got["pypdf"][i]) if i < len(got["pypdf"]) else ("", "")
        kept = []
        for it in items:
            if all(seen(p, pt) >= 1 and seen(p, pp) >= 1 for p in it["probes"]):
                kept.append(it)
                continue
            alt = respell(it["text"], pt, pp)
            if alt:
                it = dict(it, text=alt, probes=[alt], ocr_planned=it["text"])
                stats["respelled"] += 1
                key = it["kind"] if it["role"] == "pii" else it["kind"] + ":" + it["subtype"]
                stats["respelled_by_kind"][key] = stats["respelled_by_kind"].get(key, 0) + 1
                kept.append(it)
            else:
                drop(it, i)
        # counts: a probe must be seen as often as the kept items of the page need it
        changed = True
        while changed:
            changed = False
            for p in sorted({p for it in kept for p in it["probes"]}):
                have = min(seen(p, pt), seen(p, pp))
                if need(p, kept) > have:
                    victim = next(it for it in reversed(kept) if p in it["probes"] or J.count(p, J.normalize(it["text"]), is_ci(p)))
                    kept.remove(victim)
                    drop(victim, i)
                    changed = True
                    break
        out.append(kept)
    # document level (the judge's measurability)
    pt_all = views("\n".join(got["pdftotext"]))
    pp_all = views("\n".join(got["pypdf"]))
    changed = True
    while changed:
        changed = False
        flat = [it for items in out for it in items]
        for p in sorted({p for it in flat for p in it["probes"]}):
            if need(p, flat) > min(seen(p, pt_all), seen(p, pp_all)):
                for pi in range(len(out) - 1, -1, -1):
                    hit = [it for it in out[pi] if p in it["probes"]]
                    if hit:
                        out[pi].remove(hit[-1])
                        drop(hit[-1], pi)
                        break
                changed = True
                break
    stats["kept"] = sum(len(x) for x in out)
    return out, stats
