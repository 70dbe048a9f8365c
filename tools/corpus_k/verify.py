"""Checks a rendered document against its truth with the judge's own normalize()/count()/judge_document()."""
import io
import logging
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import score_eval as se  # noqa: E402


def _pdftotext(path, layout=False):
    args = ["pdftotext", "-enc", "UTF-8"] + (["-layout"] if layout else []) + [str(path), "-"]
    pages = subprocess.run(args, capture_output=True, check=True).stdout.decode("utf-8", "replace").split("\f")
    if pages and not pages[-1].strip():
        pages = pages[:-1]
    return pages


def _pypdf(path):
    import pypdf
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    r = pypdf.PdfReader(str(path))
    return [p.extract_text() or "" for p in r.pages]


PARTIAL = []  # personal probes fully seen by only one of the judge's two extractors


def expected(items, p):
    ci = "@" in p
    return sum(se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)


def check(pdf, truth, n_pages):
    errs = []
    items = [it for pg in truth["pages"] for it in pg["items"]]
    probes = sorted({p for it in items for p in it["probes"]})
    pii_probes = {p for it in items if it["role"] == "pii" for p in it["probes"]}
    texts = {"pdftotext": _pdftotext(pdf), "layout": _pdftotext(pdf, True), "pypdf": _pypdf(pdf)}
    seen = {}
    for ex, pages in texts.items():
        if len(pages) != n_pages:
            errs.append("%s: %d pages au lieu de %d" % (ex, len(pages), n_pages))
    for ex, pages in texts.items():
        full = "\n".join(pages)
        a, b = se.normalize(full), se.normalize(full, True)
        for p in probes:
            ci = "@" in p
            n_in = max(se.count(p, a, ci), se.count(p, b, ci))
            e = expected(items, p)
            seen.setdefault(p, {})[ex] = n_in
            if n_in > e:
                errs.append("%s: sonde %r vue %d fois, attendue %d" % (ex, p, n_in, e))
    for p, d in seen.items():
        # a kept item (decoy, care date) must be fully seen by at least one of the judge's two extractors
        e = expected(items, p)
        if d["pdftotext"] != e and d["pypdf"] != e:
            errs.append("sonde %r invisible: %s" % (p, d))
        elif p in pii_probes and (d["pdftotext"] != e or d["pypdf"] != e):
            PARTIAL.append(p)
    # page assignment (pdftotext, the judge's page splitter)
    for pg in truth["pages"]:
        if pg["index"] >= len(texts["pdftotext"]):
            continue
        a = se.normalize(texts["pdftotext"][pg["index"]])
        b = se.normalize(texts["pdftotext"][pg["index"]], True)
        for p in {p for it in pg["items"] for p in it["probes"]}:
            ci = "@" in p
            if seen[p]["pdftotext"] != expected(items, p):
                continue
            if max(se.count(p, a, ci), se.count(p, b, ci)) != expected(pg["items"], p):
                errs.append("page %d: sonde %r mal placée" % (pg["index"], p))
    src = se.extract_all(Path(pdf))
    j = se.judge_document(truth, src, src)
    if j["unmeasurable_probes"]:
        errs.append("judge: %d sondes non mesurables" % j["unmeasurable_probes"])
    for k, v in j["leaks"].items():
        if v["unmeasurable"] or v["leaked"] != v["total"]:
            errs.append("judge: %s %s" % (k, v))
    for k, v in j["kept"].items():
        if v["unmeasurable"] or v["lost"]:
            errs.append("judge keep: %s %s" % (k, v))
    for it in truth.get("metadata_items", []):
        if not any(p in src["meta"] for p in it["probes"]):
            errs.append("métadonnée absente: %s" % it["kind"])
    return errs, j
