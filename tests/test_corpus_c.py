"""Corpus C generator (tools/make_corpus_c.py): deterministic, truth visible in the PDFs."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

import score_eval as se

from tools import make_corpus_c as mc
from tools.corpus_c import ids

def _writer() -> bool:
    """LibreOffice with its Writer module (Debian installs Draw or Impress without it)."""
    soffice = shutil.which("soffice")
    if not soffice:
        return False
    program = Path(soffice).resolve().parent
    return any(program.glob("libswlo*")) or not (program / "libsdlo.so").exists()


pytestmark = pytest.mark.skipif(not (_writer() and shutil.which("pdftotext")),
                                reason="LibreOffice Writer et pdftotext requis")

N_DOCS = 3  # the first three documents use the three producers


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    out = tmp_path_factory.mktemp("corpus_c")
    m = mc.generate(23, N_DOCS, out, verify=True)
    return out, m


def test_checksums():
    assert ids.nir_key("1850578006084") == "91"  # the textbook example 1 85 05 78 006 084 91
    n = ids.nir(2, __import__("datetime").date(1952, 4, 12), "2A004", __import__("random").Random(1))
    assert n[5:7] == "2A" and int(n[-2:]) == 97 - int(n[:13].replace("2A", "19")) % 97
    for body in ("1000123456", "6400012"):
        assert ids.luhn_ok(body + ids.luhn_digit(body))
    assert ids.luhn_ok("79927398713") and not ids.luhn_ok("79927398710")  # classic Luhn example


def test_manifest_shape_and_producers(corpus):
    out, _m = corpus
    data = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert data["seed"] == 23 and data["wording"] == "C" and len(data["documents"]) == N_DOCS
    assert {p for d in data["documents"] for p in d["producers"]} == {"libreoffice", "mupdf-story", "rawpdf"}
    for d in data["documents"]:
        assert (out / d["pdf"]).exists() and (out / d["truth"]).exists()
        assert set(d) == {"name", "pdf", "truth", "kind", "producers", "pages"}


def test_generator_self_check(corpus):
    _out, m = corpus
    assert m["problems"] == []


def test_deterministic(corpus):
    """Same seed, same truth (the truth comes from the page model, rendering does not change it)."""
    out, _m = corpus
    from tools.corpus_c.model import truth

    for i, d in enumerate(json.loads((out / "manifest.json").read_text(encoding="utf-8"))["documents"]):
        again = json.dumps(truth(mc.build(23, i), mc.GENERATOR_VERSION), ensure_ascii=False, indent=1)
        assert (out / d["truth"]).read_text(encoding="utf-8") == again
    assert truth(mc.build(24, 0), 1) != truth(mc.build(23, 0), 1)


def test_probes_in_pdf_and_page_counts(corpus):
    out, _m = corpus
    for d in json.loads((out / "manifest.json").read_text(encoding="utf-8"))["documents"]:
        truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        raw = subprocess.run(["pdftotext", "-layout", "-enc", "UTF-8", str(out / d["pdf"]), "-"],
                             capture_output=True, check=True).stdout.decode("utf-8")
        pages = raw.split("\f")
        if pages and not pages[-1].strip():
            pages = pages[:-1]
        assert len(pages) == d["pages"] == len(truth["pages"]) == truth["page_count"]
        whole = [se.normalize(raw), se.normalize(raw, True)]
        n_pii = 0
        for pg in truth["pages"]:
            for it in pg["items"]:
                assert it["role"] in ("pii", "keep") and it["probes"]
                if it["role"] != "pii":
                    continue
                n_pii += 1
                assert it["critical"] == (it["subtype"] == "patient" and it["kind"] in
                                          {"NOM", "PRENOM", "DATE_NAISSANCE", "NIR", "IPP", "EMAIL"})
                for p in it["probes"]:
                    assert any(se.count(p, t, "@" in p) for t in whole), (d["name"], it["kind"], p)
        assert n_pii > 20


def test_self_judgement_leaks_everything(corpus):
    """Output = input: every personal value leaks, no decoy is lost, nothing unmeasurable."""
    out, _m = corpus
    for d in json.loads((out / "manifest.json").read_text(encoding="utf-8"))["documents"]:
        truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        src = se.extract_all(out / d["pdf"])
        j = se.judge_document(truth, src, src)
        assert j["unmeasurable_probes"] == 0
        assert all(v["leaked"] == v["total"] for k, v in j["leaks"].items() if k != "METADONNEES")
        assert all(v["lost"] == 0 for v in j["kept"].values())
        none = se.judge_document(truth, src, None)
        assert all(v["leaked"] == 0 for v in none["leaks"].values())
