"""Checks a document against its truth, counting probes exactly as tools/score_eval.py does."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from score_eval import count, normalize  # noqa: E402  (the judge's own text functions)


def _ci(p: str) -> bool:
    return "@" in p


def expected(items: list[dict], p: str) -> int:
    """E_pii + E_keep of ``p`` over ``items``, the judge's formula."""
    return sum(count(p, normalize(it["text"]), _ci(p)) or (p in it["probes"]) for it in items)


def seen(p: str, raw_text: str) -> int:
    """Occurrences of ``p`` in a raw extracted text, best of the two line-end hyphen readings (as the judge)."""
    return max(count(p, normalize(raw_text), _ci(p)), count(p, normalize(raw_text, True), _ci(p)))


def check_texts(truth: dict, pages: list[str], label: str) -> list[str]:
    """Per page and per document: every probe seen exactly as often as the truth says."""
    errs = []
    if len(pages) != truth["page_count"]:
        return ["%s: %d pages au lieu de %d" % (label, len(pages), truth["page_count"])]
    all_items = [it for pg in truth["pages"] for it in pg["items"]]
    probes = sorted({p for it in all_items for p in it["probes"]})
    for pg in truth["pages"]:
        txt = pages[pg["index"]]
        for p in probes:
            e, s = expected(pg["items"], p), seen(p, txt)
            if e != s:
                errs.append("%s p%d: %r attendu %d, vu %d" % (label, pg["index"], p, e, s))
    whole = "\n".join(pages)
    for p in probes:
        e, s = expected(all_items, p), seen(p, whole)
        if e != s:
            errs.append("%s document: %r attendu %d, vu %d" % (label, p, e, s))
    return errs


def precheck(doc) -> list[str]:
    """Before rendering: the model's own text must show every probe exactly as often as its items."""
    truth = doc.truth()
    return check_texts(truth, [doc.page_text(i) for i in range(len(doc.pages))], "modèle")


def pdftotext_pages(pdf: Path, layout: bool) -> list[str]:
    cmd = ["pdftotext", "-enc", "UTF-8"] + (["-layout"] if layout else []) + [str(pdf), "-"]
    r = subprocess.run(cmd, capture_output=True, timeout=120, check=True)
    pages = r.stdout.decode("utf-8", "replace").split("\f")
    if pages and not pages[-1].strip():
        pages = pages[:-1]
    return pages


def pypdf_pages(pdf: Path) -> tuple[list[str], str]:
    import pypdf
    reader = pypdf.PdfReader(str(pdf))
    pages = [p.extract_text() or "" for p in reader.pages]
    meta = [str(v) for v in (reader.metadata or {}).values()]
    root = reader.trailer["/Root"]
    if "/Metadata" in root:
        meta.append(root["/Metadata"].get_object().get_data().decode("utf-8", "replace"))
    return pages, "\n".join(meta)


def verify_pdf(truth: dict, pdf: Path) -> list[str]:
    errs = []
    errs += check_texts(truth, pdftotext_pages(pdf, False), "pdftotext")
    errs += check_texts(truth, pdftotext_pages(pdf, True), "pdftotext-layout")
    pages, meta = pypdf_pages(pdf)
    errs += check_texts(truth, pages, "pypdf")
    for it in truth.get("metadata_items", []):
        for p in it["probes"]:
            if p not in meta:
                errs.append("métadonnées: %r absent" % p)
    return errs
