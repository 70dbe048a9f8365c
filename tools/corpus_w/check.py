"""Self-check: every truth item's probes are found, with pdftotext and with pypdf, on the page the
truth says (and in the whole text, as tools/score_eval.py needs); metadata items are in the metadata;
every occurrence of a personal probe in the text is covered by a truth item.

Uses tools/score_eval.py's own normalisation, probe matching and extractors.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import score_eval as se  # noqa: E402


def expected(items, probes=None):
    """Occurrences of each probe that the items account for (the judge's E_pii + E_keep)."""
    probes = probes if probes is not None else {p for it in items for p in it["probes"]}
    exp = Counter()
    for p in probes:
        ci = "@" in p
        for it in items:
            exp[p] += se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"])
        if not exp[p]:
            del exp[p]
    return exp


def seen(p, raw):
    ci = "@" in p
    return max(se.count(p, se.normalize(raw), ci), se.count(p, se.normalize(raw, True), ci))


def form_values(reader, page_index):
    """Values of the form fields whose widgets are on a page (what a live form shows)."""
    vals = []
    page = reader.pages[page_index]
    for a in page.get("/Annots") or []:
        a = a.get_object()
        v = a.get("/V")
        if v is None and "/Parent" in a:
            v = a["/Parent"].get_object().get("/V")
        if v is not None:
            vals.append(str(v))
    return "\n".join(vals)


def check_document(pdf: Path, truth: dict, live_form: bool = False, patient_probes=()) -> list[str]:
    import logging

    import pypdf
    logging.getLogger("pypdf").setLevel(logging.ERROR)  # "fontTools is required..." for Ghostscript's CFF fonts

    errors = []
    pt = se.extract_pdftotext(pdf)
    pp, meta = se.extract_pypdf(pdf)
    n = len(truth["pages"])
    if len(pt) != n or len(pp) != n:
        errors.append("pages: truth %d, pdftotext %d, pypdf %d" % (n, len(pt), len(pp)))
        return errors
    reader = pypdf.PdfReader(str(pdf)) if live_form else None
    all_items = []
    for pg in truth["pages"]:
        i = pg["index"]
        items = pg["items"]
        all_items += items
        exp = expected(items)
        pp_text = pp[i] if not live_form else pp[i] + "\n" + form_values(reader, i)
        for p, k in exp.items():
            a, b = seen(p, pt[i]), seen(p, pp_text)
            if a < k or b < k:
                errors.append("page %d: probe %r expected %d, pdftotext %d, pypdf %d" % (i, p, k, a, b))
    # whole text (the judge's condition rest >= 0), and no untagged personal occurrence
    exp = expected(all_items)
    pii_probes = {p for it in all_items if it["role"] == "pii" for p in it["probes"]}
    pt_all = "\n".join(pt)
    pp_all = "\n".join(pp) if not live_form else "\n".join(pp[i] + "\n" + form_values(reader, i) for i in range(n))
    for p, k in exp.items():
        a, b = seen(p, pt_all), seen(p, pp_all)
        if a < k or b < k:
            errors.append("document: probe %r expected %d, pdftotext %d, pypdf %d" % (p, k, a, b))
        if p in pii_probes and a > k:
            errors.append("document: personal probe %r printed %d times, only %d in the truth" % (p, a, k))
    for it in truth.get("metadata_items", []):
        for p in it["probes"]:
            if p not in meta:
                errors.append("metadata item %r not in the metadata" % p)
    listed = {p for it in truth.get("metadata_items", []) for p in it["probes"]}
    for p in patient_probes:
        if p not in listed and p in meta and not any(p in q for q in listed):
            errors.append("patient probe %r is in the metadata but not in metadata_items" % p)
    return errors


def counts(truth: dict) -> Counter:
    c = Counter()
    for pg in truth["pages"]:
        for it in pg["items"]:
            key = it["kind"] if it["role"] == "pii" else ("DATE_SOINS" if it["kind"] == "DATE" else
                                                          ("DECOY:" + it["subtype"] if it["kind"] == "DECOY" else "MOT:" + it["subtype"]))
            c[key] += 1
    c["METADONNEES"] += len(truth.get("metadata_items", []))
    return c
