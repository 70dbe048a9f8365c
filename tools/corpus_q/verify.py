"""Self-check: every truth item is readable by pypdf and pdftotext, on its own page, as the judge reads it."""
import subprocess
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import score_eval as J  # noqa: E402  (the judge: same normalisation and matching)


def extract_pages(pdf):
    r = subprocess.run(["pdftotext", "-enc", "UTF-8", str(pdf), "-"], capture_output=True)
    pt = r.stdout.decode("utf-8", "replace").split("\f")
    if pt and not pt[-1].strip():
        pt = pt[:-1]
    pp, meta = J.extract_pypdf(Path(pdf))
    return {"pdftotext": pt, "pypdf": pp}, meta


def layout_problems(pdf, min_h=6.5):
    """Words outside the page or smaller than ~7 pt (pdftotext -bbox word boxes)."""
    import re
    out = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True).stdout
    probs, pw, ph = [], 0.0, 0.0
    for line in out.splitlines():
        m = re.search(r'<page width="([\d.]+)" height="([\d.]+)"', line)
        if m:
            pw, ph = float(m.group(1)), float(m.group(2))
            continue
        m = re.search(r'<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">(.*)</word>', line)
        if m:
            x0, y0, x1, y1 = map(float, m.groups()[:4])
            if x0 < 0 or y0 < 0 or x1 > pw or y1 > ph:
                probs.append("word outside the page: %r" % m.group(5))
            elif y1 - y0 < min_h:
                probs.append("word too small (%.1f pt): %r" % (y1 - y0, m.group(5)))
    return probs


def check(pdf, truth, n_pages):
    """Return a list of problems (empty = fine)."""
    probs = layout_problems(pdf)
    ex, meta = extract_pages(pdf)
    for name, pages in ex.items():
        if len(pages) != n_pages:
            probs.append("%s sees %d pages, expected %d" % (name, len(pages), n_pages))
            return probs
    items = [it for pg in truth["pages"] for it in pg["items"]]
    probes = sorted({p for it in items for p in it["probes"]})
    ci = lambda p: "@" in p  # noqa: E731
    # whole document, as the judge counts it
    for name, pages in ex.items():
        full = "\n".join(pages)
        t0, t1 = J.normalize(full), J.normalize(full, True)
        for p in probes:
            need = sum(J.count(p, J.normalize(it["text"]), ci(p)) or (p in it["probes"]) for it in items)
            have = max(J.count(p, t0, ci(p)), J.count(p, t1, ci(p)))
            if have < need:
                probs.append("%s: probe %r seen %d < %d" % (name, p, have, need))
    # page by page: each item is on the page the truth says
    for pg in truth["pages"]:
        need = Counter()
        for it in pg["items"]:
            for p in set(it["probes"]):
                need[p] += 1
        for name, pages in ex.items():
            txt = pages[pg["index"]]
            t0, t1 = J.normalize(txt), J.normalize(txt, True)
            for p, n in need.items():
                # a probe may also be contained in other items' texts of the page
                n_all = sum(J.count(p, J.normalize(it["text"]), ci(p)) or (p in it["probes"]) for it in pg["items"])
                have = max(J.count(p, t0, ci(p)), J.count(p, t1, ci(p)))
                if have < max(n, n_all):
                    probs.append("%s page %d: probe %r seen %d < %d" % (name, pg["index"], p, have, max(n, n_all)))
    for it in truth.get("metadata_items", []):
        if not any(p in meta for p in it["probes"]):
            probs.append("metadata probe missing: %r" % it["probes"])
    return probs
