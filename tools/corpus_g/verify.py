"""Checks a rendered document against its truth, counting exactly as tools/score_eval.py counts.

For every probe of the truth, with both extractors (pdftotext, pypdf), the
number of occurrences in the PDF text must equal the number the judge expects
from the truth items (E_pii + E_keep), for the whole document and page by
page. Metadata probes must be in the info dictionary / XMP. The judge itself
must find no unmeasurable probe.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

logging.getLogger("pypdf").setLevel(logging.ERROR)

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import score_eval as J  # noqa: E402  (the judge: reused read-only so that counting is identical)


def expected(items: list, p: str) -> int:
    ci = "@" in p
    return sum(J.count(p, J.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)


def seen(p: str, plain_text: str, hyph_text: str) -> int:
    ci = "@" in p
    return max(J.count(p, plain_text, ci), J.count(p, hyph_text, ci))


def page_texts(pdf: Path):
    import pypdf

    pt = J.extract_pdftotext(pdf)
    reader = pypdf.PdfReader(str(pdf))
    pp = [(pg.extract_text() or "") for pg in reader.pages]
    return pt, pp


def _judge(counts: dict, e: int, where: str, p: str, problems: list, blind: list) -> None:
    """Like the judge: an extractor that sees fewer occurrences is skipped; one must see them all, none more."""
    if any(v > e for v in counts.values()) or not any(v == e for v in counts.values()):
        problems.append("%s: probe %r vu %s, vérité %d" % (where, p, counts, e))
    elif any(v != e for v in counts.values()):
        blind.append("%s: %r %s/%d" % (where, p, counts, e))


def check(truth: dict, pdf: Path, blind: list | None = None) -> tuple[list, list]:
    """Problems (empty = good) and raw pdftotext page texts; ``blind`` collects partial blindness."""
    problems = []
    blind = [] if blind is None else blind
    pt, pp = page_texts(pdf)
    n = truth["page_count"]
    if len(pt) != n or len(pp) != n:
        problems.append("pages: truth %d, pdftotext %d, pypdf %d" % (n, len(pt), len(pp)))
        return problems, pt
    src = J.extract_all(pdf)
    items = [it for pg in truth["pages"] for it in pg["items"]]
    probes = sorted({p for it in items for p in it["probes"]})
    for p in probes:
        e = expected(items, p)
        _judge({ex: seen(p, src[ex], src[ex + "_h"]) for ex in ("pdftotext", "pypdf")}, e, "doc", p, problems, blind)
    for i in range(n):
        its = truth["pages"][i]["items"]
        texts = {ex: (J.normalize(pages[i]), J.normalize(pages[i], True)) for ex, pages in (("pdftotext", pt), ("pypdf", pp))}
        for p in sorted({p for it in its for p in it["probes"]}):
            _judge({ex: seen(p, *texts[ex]) for ex in texts}, expected(its, p), "page %d" % i, p, problems, blind)
    for it in truth.get("metadata_items", []):
        if not any(p in src["meta"] for p in it["probes"]):
            problems.append("métadonnée absente: %r" % it["text"])
    j = J.judge_document(truth, src, None)
    if j["unmeasurable_probes"]:
        problems.append("le juge trouve %d sonde(s) non mesurable(s)" % j["unmeasurable_probes"])
    return problems, pt
