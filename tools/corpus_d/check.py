"""Self-check of a written document: can both extractors the scorer uses see every probe?

For each page, poppler's ``pdftotext`` and pypdf must show each probe at
least as many times as the page's items contain it (the scorer's own
``normalize`` and word-boundary ``count``), otherwise the scorer would call
the value "non mesurable" or miscount it. Metadata probes must be in the
info dictionary.
"""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

_SE = Path(__file__).resolve().parents[1] / "score_eval.py"
_spec = importlib.util.spec_from_file_location("_score_eval", _SE)
score_eval = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(score_eval)


def extract(pdf: Path):
    r = subprocess.run(["pdftotext", "-enc", "UTF-8", str(pdf), "-"], capture_output=True, check=True)
    pt = r.stdout.decode("utf-8", "replace").split("\f")
    if pt and not pt[-1].strip():
        pt = pt[:-1]
    import pypdf
    reader = pypdf.PdfReader(str(pdf))
    pp = [p.extract_text() or "" for p in reader.pages]
    meta = " ".join(str(v) for v in (reader.metadata or {}).values())
    return pt, pp, meta


def check_document(pdf: Path, truth: dict) -> list[str]:
    """Problems found (empty list = the document passes)."""
    problems = []
    pt, pp, meta = extract(pdf)
    if len(pt) != truth["page_count"] or len(pp) != truth["page_count"]:
        problems.append("page count %d/%d/%d" % (truth["page_count"], len(pt), len(pp)))
        return problems
    for page in truth["pages"]:
        i = page["index"]
        items = page["items"]
        for ex, texts in (("pdftotext", pt), ("pypdf", pp)):
            plain, joined = score_eval.normalize(texts[i]), score_eval.normalize(texts[i], True)
            for probe in sorted({p for it in items for p in it["probes"]}):
                ci = "@" in probe  # the scorer matches e-mails case-insensitively
                need = sum(score_eval.count(probe, score_eval.normalize(it["text"]), ci) or (probe in it["probes"])
                           for it in items)
                got = max(score_eval.count(probe, plain, ci), score_eval.count(probe, joined, ci))
                if got < need:
                    problems.append("p%d %s: %r vu %d/%d" % (i, ex, probe, got, need))
    for it in truth.get("metadata_items", []):
        if not all(p in meta for p in it["probes"]):
            problems.append("meta: %r" % it["text"])
    return problems

