"""Check a generated PDF against its truth with the judge's own functions (tools/score_eval.py).

* every probe of every item must be seen in the input as often as the truth says, by pdftotext AND pypdf
  (the two extractors of the judge); personal values also by ``pdftotext -layout``;
* a personal probe must not also occur in template words (``rest`` = 0), so that a leak can be measured;
* metadata probes must be present in the input metadata;
* the judge, fed the input as "output", must see every personal value leaked; fed a simulated perfect
  redaction (every personal probe removed), it must see no leak, no lost decoy and every ordinary word kept.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import score_eval as se  # noqa: E402  (the judge)


def extract_layout(pdf: Path) -> str:
    r = subprocess.run([se.PDFTOTEXT, "-layout", "-enc", "UTF-8", str(pdf), "-"], capture_output=True, timeout=120)
    return r.stdout.decode("utf-8", "replace")


def _is_ci(p: str) -> bool:
    return "@" in p


def expected_counts(truth: dict) -> tuple[dict, dict]:
    items = [it for pg in truth["pages"] for it in pg["items"]]
    probes = sorted({p for it in items for p in it["probes"]})
    pii = [it for it in items if it["role"] == "pii"]
    keep = [it for it in items if it["role"] == "keep"]
    e_pii = {p: sum(se.count(p, se.normalize(it["text"]), _is_ci(p)) or (p in it["probes"]) for it in pii) for p in probes}
    e_keep = {p: sum(se.count(p, se.normalize(it["text"]), _is_ci(p)) or (p in it["probes"]) for it in keep) for p in probes}
    return e_pii, e_keep


def check(pdf: Path, truth: dict) -> tuple[list[str], dict]:
    problems: list[str] = []
    src = se.extract_all(pdf)
    layout = se.normalize(extract_layout(pdf))
    layout_h = se.normalize(extract_layout(pdf), True)
    e_pii, e_keep = expected_counts(truth)
    pii_probes = {p for p, n in e_pii.items() if n}
    stats = {"probes": len(e_pii), "rest_keep": 0}
    layout_seen: dict[str, bool] = {}
    for p in e_pii:
        need = e_pii[p] + e_keep[p]
        seen = {}
        for ex in ("pdftotext", "pypdf"):
            seen[ex] = max(se.count(p, src[ex], _is_ci(p)), se.count(p, src[ex + "_h"], _is_ci(p)))
        seen["layout"] = max(se.count(p, layout, _is_ci(p)), se.count(p, layout_h, _is_ci(p)))
        layout_seen[p] = seen["layout"] >= need
        for ex in ("pdftotext", "pypdf"):
            if seen[ex] < need:
                problems.append("%s: %r vu %d fois au lieu de %d" % (ex, p, seen[ex], need))
        if p in pii_probes:
            for ex in ("pdftotext", "pypdf"):
                if seen[ex] > need:
                    problems.append("%s: %r apparaît aussi dans le gabarit (%d > %d)" % (ex, p, seen[ex], need))
        elif seen["pdftotext"] > need:
            stats["rest_keep"] += 1
    # pdftotext -layout: every personal value findable through at least one of its probes
    # (a value wrapped inside a table cell is interleaved with the next column in this mode)
    for pg in truth["pages"]:
        for it in pg["items"]:
            if it["role"] == "pii" and not any(layout_seen.get(p) for p in it["probes"]):
                problems.append("layout: %r introuvable" % it["text"])
    for it in truth.get("metadata_items", []):
        for p in it["probes"]:
            if p not in src["meta"]:
                problems.append("métadonnées: %r absent" % p)
    # the judge itself: input as output -> everything leaks
    j = se.judge_document(truth, src, src)
    for kind, v in j["leaks"].items():
        if kind == "METADONNEES":
            continue
        if v["unmeasurable"] or v["leaked"] != v["total"]:
            problems.append("juge (sortie = entrée): %s %s" % (kind, v))
    # simulated perfect redaction -> nothing leaks, nothing lost
    red = redact(src, pii_probes)
    j2 = se.judge_document(truth, src, red)
    for kind, v in j2["leaks"].items():
        if v["leaked"]:
            problems.append("juge (caviardage parfait): fuite %s %s" % (kind, v))
    for kind, v in j2["kept"].items():
        if v["lost"] or v["unmeasurable"]:
            problems.append("juge (caviardage parfait): leurre %s %s" % (kind, v))
    if j2["words"]["kept"] != j2["words"]["total"]:
        problems.append("juge (caviardage parfait): mots %s" % j2["words"])
    stats["words"] = j2["words"]["total"]
    return problems, {"src": src, **stats}


def redact(src: dict, probes: set) -> dict:
    out = {}
    ordered = sorted(probes, key=len, reverse=True)
    for key in ("pdftotext", "pypdf", "pdftotext_h", "pypdf_h"):
        t = src[key]
        for p in ordered:
            t = se.probe_rx(p, _is_ci(p)).sub(" ▮ ", t)
        out[key] = re.sub(r"\s+", " ", t)
    out["pdftotext_words"] = se.word_counts(out["pdftotext"])
    out["meta"] = ""
    out["pages_pdftotext"] = []
    return out


def assign_pages(src: dict, body, header_items, footer_items, n_pages: int, page_hint=None) -> list[list]:
    """Put every item on a page: header/footer items on every page, body items in reading order."""
    pages_txt = src["pages_pdftotext"]
    pages: list[list] = [[] for _ in range(n_pages)]
    avail: dict[str, Counter] = {}

    def occ(text):
        if text not in avail:
            c = Counter()
            for i, t in enumerate(pages_txt[:n_pages]):
                n = se.count(text, t, _is_ci(text))
                if n:
                    c[i] = n
            avail[text] = c
        return avail[text]

    for i in range(n_pages):
        for it in header_items + footer_items:
            pages[i].append(it)
            o = occ(it.text)
            if o[i] > 0:
                o[i] -= 1
    cursor = 0
    missing = []
    for it in body:
        o = occ(it.text)
        cand = [i for i in range(cursor, n_pages) if o[i] > 0] or [i for i in range(n_pages) if o[i] > 0]
        if cand:
            pg = cand[0]
            o[pg] -= 1
            cursor = pg
        else:
            pg = cursor
            missing.append(it.text)
        pages[pg].append(it)
    return pages, missing
