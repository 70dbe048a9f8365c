"""The evaluation corpus generator: deterministic, and its truth matches its PDFs.

Only the PyMuPDF producer runs here (LibreOffice is a heavy optional tool);
the check that every truth value is visible in the generated PDF uses the
scorer's own extractors (pdftotext and pypdf), so a template that wrote a
value the truth does not know, or the other way round, fails here.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import make_eval_corpus  # noqa: E402
import score_eval  # noqa: E402
from eval_corpus.builders import Builder  # noqa: E402
from eval_corpus.identities import luhn_complete, nir_with_key  # noqa: E402
from eval_corpus.model import page_items  # noqa: E402

needs_pdftotext = pytest.mark.skipif(shutil.which("pdftotext") is None and not Path("/usr/bin/pdftotext").exists(),
                                     reason="pdftotext (poppler-utils) absent")


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    out = tmp_path_factory.mktemp("corpus")
    manifest = make_eval_corpus.generate(out, n_docs=8, seed=3, producers=("pymupdf",), install=False, log=lambda *_: None)
    return out, manifest


def test_same_seed_same_truth(corpus):
    out, manifest = corpus
    again = Builder(3).corpus(8)
    assert [d.name for d in again] == [d["name"] for d in manifest["documents"]]
    for doc, d in zip(again, manifest["documents"]):
        written = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        assert make_eval_corpus.truth_json(doc, [], [])["pages"] == written["pages"]


@needs_pdftotext
def test_holdout_wording_truth_is_visible_too(tmp_path):
    """The held-out variant B keeps the same invariant, with different wording."""
    m = make_eval_corpus.generate(tmp_path, n_docs=4, seed=5, producers=("pymupdf",), install=False,
                                  log=lambda *_: None, holdout=True)
    assert m["wording"].startswith("B")
    texts = []
    for d in m["documents"]:
        truth = json.loads((tmp_path / d["truth"]).read_text(encoding="utf-8"))
        texts.extend(p["text"] for p in truth["pages"])
        j = score_eval.judge_document(truth, score_eval.extract_all(tmp_path / d["pdf"]), score_eval.extract_all(tmp_path / d["pdf"]))
        assert j["unmeasurable_probes"] == 0, d["name"]
        assert all(v["leaked"] == v["total"] for v in j["leaks"].values()), d["name"]
    assert not any("Nom de naissance" in t for t in texts)  # wording A's label
    assert any("Identifiant patient" in t for t in texts)


def test_other_seed_other_people():
    a = Builder(1).new_patient().d
    b = Builder(2).new_patient().d
    assert a != b


def test_layout_variety_is_present(corpus):
    out, manifest = corpus
    kinds = {d["kind"] for d in manifest["documents"]}
    assert {"cro", "lettre", "bio", "consult", "liaison", "ogc", "ordonnance"} <= kinds
    truths = [json.loads((out / d["truth"]).read_text(encoding="utf-8")) for d in manifest["documents"]]
    assert any(p["landscape"] for t in truths for p in t["pages"])
    subtypes = {it["subtype"] for t in truths for p in t["pages"] for it in p["items"]}
    assert {"eponyme", "code", "labo", "salle", "date_soins", "mot_nom", "coupe", "patient", "praticien", "etab"} <= subtypes
    cro = next(t for t in truths if t["kind"] == "cro")
    # identity repeated on later pages (running header and body)
    for p in cro["pages"][1:]:
        assert any(it["kind"] == "DATE_NAISSANCE" for it in p["items"])
        assert any(it["kind"] == "NOM" and it["subtype"] == "patient" for it in p["items"])


def test_identifier_check_digits():
    nir = nir_with_key("2490564102034")
    assert 97 - int(nir[:13]) % 97 == int(nir[13:])
    corsica = nir_with_key("178052A123456")
    assert 97 - int("1780519123456") % 97 == int(corsica[13:])
    rpps = luhn_complete("1012345678")
    total = sum(int(c) if i % 2 == 0 else (2 * int(c) - 9 if 2 * int(c) > 9 else 2 * int(c)) for i, c in enumerate(reversed(rpps)))
    assert total % 10 == 0


def test_truth_comes_from_written_values():
    b = Builder(5)
    p = b.new_patient()
    pages = b.cro(p, b.etabs[0], 3)
    texts = [it.text for it in page_items(pages[0])]
    assert p.d["ipp"] in texts and p.d["email"] in texts and p.d["surname"] in texts


@needs_pdftotext
def test_every_truth_value_is_visible_in_the_input(corpus):
    """Judging the input as if it were the output: everything 'leaks', nothing is lost."""
    out, manifest = corpus
    for d in manifest["documents"]:
        truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        src = score_eval.extract_all(out / d["pdf"])
        j = score_eval.judge_document(truth, src, src)
        assert j["unmeasurable_probes"] == 0, d["name"]
        for kind, v in j["leaks"].items():
            assert v["leaked"] == v["total"], (d["name"], kind)
        for kind, v in j["kept"].items():
            assert v["lost"] == 0, (d["name"], kind)
        assert j["words"]["kept"] == j["words"]["total"]
