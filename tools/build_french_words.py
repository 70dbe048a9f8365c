"""Build the list of ordinary French words the model filter reads.

Source: Debian's ``hunspell-fr-classical`` 1:7.0-1 (Dicollecte / Grammalecte
French dictionary 7.0, MPL-2.0), files ``/usr/share/hunspell/fr.dic`` and
``fr.aff``, checked against their sha256, expanded with ``unmunch`` from
``hunspell-tools`` 1.7.1. Verb lemmas are left out (a model never takes a
conjugated verb for a name), so are words with an apostrophe and words of fewer
than three letters. The folded (accent-free, lower-case) words are written,
gzipped, to ``app/detection/rules/data/french_words.txt.gz``. Build time only:

    apt-get install -y --no-install-recommends hunspell-fr-classical hunspell-tools
    .venv/bin/python tools/build_french_words.py
"""

from __future__ import annotations

import gzip
import hashlib
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.detection.rules.common import fold  # noqa: E402

DIC = Path("/usr/share/hunspell/fr.dic")
AFF = Path("/usr/share/hunspell/fr.aff")
SHA256 = {DIC: "4b1415593d599dbd943dde6d00515bbde3b4287ab62666242d959f74ddb16a6e", AFF: "b0aa05cec5f2de2372c3ab6b2726288c39fcb384e602dbade97e91020edc25a7"}
OUT = ROOT / "app" / "detection" / "rules" / "data" / "french_words.txt.gz"
_WORD = re.compile(r"[a-zàâäçéèêëîïôöùûüÿæœ][a-zàâäçéèêëîïôöùûüÿæœ\-]+")
_VERB = re.compile(r"\bpo:v[0-9]")


def main() -> None:
    for p, want in SHA256.items():
        got = hashlib.sha256(p.read_bytes()).hexdigest()
        if got != want:
            raise SystemExit(f"sha256 inattendu pour {p}: {got}")
    lines = DIC.read_text(encoding="utf-8").splitlines()[1:]
    kept = [ln for ln in lines if not _VERB.search(ln)]
    with tempfile.TemporaryDirectory() as t:
        dic = Path(t) / "fr_nv.dic"
        dic.write_text("%d\n" % len(kept) + "\n".join(kept) + "\n", encoding="utf-8")
        raw = subprocess.run(["unmunch", str(dic), str(AFF)], check=True, capture_output=True).stdout
    words = set()
    for ln in raw.decode("utf-8", "replace").splitlines():
        w = ln.split("/", 1)[0].split()[0] if ln.strip() else ""
        w = w.rstrip("0")
        if len(w) >= 3 and _WORD.fullmatch(w):
            words.add(fold(w))
    body = ("# Derived from the Dicollecte French dictionary 7.0 (MPL-2.0), Debian hunspell-fr-classical 1:7.0-1.\n"
            "# Folded ordinary words (no verbs). Built by tools/build_french_words.py; do not edit by hand.\n"
            + "\n".join(sorted(words)) + "\n")
    OUT.write_bytes(gzip.compress(body.encode("utf-8"), compresslevel=9, mtime=0))
    print(f"{len(words)} mots écrits dans {OUT}")


if __name__ == "__main__":
    main()
