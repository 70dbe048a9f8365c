"""The end-to-end scorer counts leaks, lost decoys and detection errors correctly.

Outputs are made here with PyMuPDF redactions of chosen values (a stand-in
for the anonymizer) and judged by the scorer's own extractors (pdftotext and
pypdf), on one small generated CRO.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import fitz
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import make_eval_corpus  # noqa: E402
import score_eval  # noqa: E402

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None and not Path("/usr/bin/pdftotext").exists(),
                                reason="pdftotext (poppler-utils) absent")


@pytest.fixture(scope="module")
def cro(tmp_path_factory):
    out = tmp_path_factory.mktemp("cro")
    m = make_eval_corpus.generate(out, n_docs=1, seed=11, producers=("pymupdf",), install=False, log=lambda *_: None)
    d = m["documents"][0]
    assert d["kind"] == "cro"
    truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
    return out / d["pdf"], truth


def _redact(src: Path, dst: Path, texts, scrub: bool = True) -> None:
    """Redact every occurrence of the given strings (word-bounded via search_for + check)."""
    doc = fitz.open(src)
    for page in doc:
        tp = page.get_textpage()
        for t in texts:
            for r in page.search_for(t, textpage=tp):
                # search_for ignores case: keep only exact matches ("BERGER" must spare "berger")
                if t in page.get_textbox(r + (-1, -1, 1, 1), textpage=tp):
                    page.add_redact_annot(r)
        page.apply_redactions()
    if scrub:
        doc.set_metadata({})
        doc.del_xml_metadata()
    doc.save(dst)
    doc.close()


def _pii_texts(truth, pred=lambda it: True):
    vals = set()
    for p in truth["pages"]:
        for it in p["items"]:
            if it["role"] == "pii" and pred(it):
                vals.update(it["probes"])
    return sorted(vals, key=len, reverse=True)


def _judge(pdf: Path, truth: dict, out: Path | None):
    src = score_eval.extract_all(pdf)
    return score_eval.judge_document(truth, src, score_eval.extract_all(out) if out else None)


def test_everything_redacted_means_no_leak(cro, tmp_path):
    pdf, truth = cro
    out = tmp_path / "all.pdf"
    _redact(pdf, out, _pii_texts(truth))
    j = _judge(pdf, truth, out)
    assert sum(v["leaked"] for v in j["leaks"].values()) == 0
    assert sum(v["total"] for v in j["leaks"].values()) > 30
    assert j["critical"] == {}
    assert all(v["lost"] == 0 for v in j["kept"].values())


def test_unredacted_patient_surname_is_a_critical_leak(cro, tmp_path):
    pdf, truth = cro
    surname = next(it["text"] for p in truth["pages"] for it in p["items"] if it["kind"] == "NOM" and it["subtype"] == "patient")
    n_caps = sum(1 for p in truth["pages"] for it in p["items"] if it["text"] == surname and it["role"] == "pii")
    out = tmp_path / "noname.pdf"
    _redact(pdf, out, [t for t in _pii_texts(truth) if t != surname])
    j = _judge(pdf, truth, out)
    assert j["leaks"]["NOM"]["leaked"] == n_caps
    assert j["critical"].get("NOM") == n_caps
    assert sum(v["leaked"] for k, v in j["leaks"].items() if k != "NOM") == 0


def test_metadata_leak_is_seen(cro, tmp_path):
    pdf, truth = cro
    out = tmp_path / "meta.pdf"
    _redact(pdf, out, _pii_texts(truth), scrub=False)
    j = _judge(pdf, truth, out)
    assert j["leaks"]["METADONNEES"]["leaked"] == len(truth["metadata_items"]) > 0
    assert j["critical"]["METADONNEES"] > 0


def test_lost_decoy_and_lost_words_are_counted(cro, tmp_path):
    pdf, truth = cro
    eponym = next(it["text"] for p in truth["pages"] for it in p["items"] if it["subtype"] == "eponyme")
    n_ep = sum(1 for p in truth["pages"] for it in p["items"] if it["text"] == eponym and it["role"] == "keep")
    out = tmp_path / "decoy.pdf"
    _redact(pdf, out, _pii_texts(truth) + [eponym])
    j = _judge(pdf, truth, out)
    assert j["kept"]["eponyme"]["lost"] == n_ep
    assert j["words"]["total"] - j["words"]["kept"] >= n_ep


def test_compound_broken_at_its_hyphen_is_still_counted():
    text = "domicile à Mont-\nde-Marsan depuis"
    assert score_eval.count("Mont-de-Marsan", score_eval.normalize(text, keep_hyphens=True)) == 1
    assert score_eval.count("intervention", score_eval.normalize("une inter-\nvention")) == 1
    assert score_eval.count("BERGER", score_eval.normalize("un berger")) == 0


def test_no_output_is_no_leak_but_nothing_kept(cro):
    pdf, truth = cro
    j = _judge(pdf, truth, None)
    assert sum(v["leaked"] for v in j["leaks"].values()) == 0
    assert j["words"]["kept"] == 0


def test_aggregate_counts_failures_as_not_clean(cro):
    pdf, truth = cro
    ok = {"name": "a", "pages": 3, "rc": 0, "judgement": _judge(pdf, truth, pdf), "detection": None}
    fail = {"name": "b", "pages": 3, "rc": 3, "judgement": _judge(pdf, truth, None), "detection": None}
    res = score_eval.aggregate([ok, fail], 6, 2.0, "test")
    s = res["summary"]
    assert s["failures"] == {"3": 1}
    assert s["docs_zero_leak"] == 0.0  # the first leaks everything, the second failed
    assert s["leak_recall"] < 0.6


def test_detection_matching_rule(cro):
    _, truth = cro
    gold = [(p["index"], it) for p in truth["pages"] for it in p["items"] if it["role"] == "pii" or it["kind"] == "DATE"]
    spans = []
    for page, it in gold:
        text = ("Née le " + it["text"]) if it["kind"] == "DATE_NAISSANCE" else it["text"]
        spans.append({"page": page, "text": text, "label": it["kind"]})
    perfect = score_eval.score_detection(truth, spans)
    assert all(v["fn"] == 0 and v["fp"] == 0 for v in perfect["labels"].values())
    assert perfect["any"]["tp"] == len(gold)

    eponym_page, eponym = next((p["index"], it) for p in truth["pages"] for it in p["items"] if it["subtype"] == "eponyme")
    worse = spans[1:] + [{"page": eponym_page, "text": eponym["text"], "label": "NOM"}]
    r = score_eval.score_detection(truth, worse)
    first_kind = gold[0][1]["kind"]
    assert r["labels"][first_kind]["fn"] == 1
    assert r["labels"]["NOM"]["fp"] == 1
    assert r["decoy_hits"] == 1
    # a span with the wrong label: missed for its kind, but found "any label"
    relabel = [dict(s, label="VILLE") if s["label"] == "IPP" else s for s in spans]
    r2 = score_eval.score_detection(truth, relabel)
    assert r2["labels"]["IPP"]["tp"] == 0 and r2["any"]["fn"] == 0
    m = score_eval.prf(3, 1, 1)
    assert m["precision"] == 0.75 and m["recall"] == 0.75 and abs(m["f1"] - 0.75) < 1e-9
