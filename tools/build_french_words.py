"""Build the list of ordinary French words the model filter reads.

Source: Debian's ``hunspell-fr-classical`` 1:7.0-1 (Dicollecte / Grammalecte
French dictionary 7.0, MPL-2.0), files ``/usr/share/hunspell/fr.dic`` and
``fr.aff``, checked against their sha256, expanded with ``unmunch`` from
``hunspell-tools`` 1.7.1. Verb lemmas are left out (a model never takes a
conjugated verb for a name; their participles stay, as adjectives), so are words with an apostrophe and words of fewer
than three letters. Each folded (accent-free, lower-case) word is written as its 8-byte
blake2b digest, sorted, to ``app/detection/rules/data/french_words.u64``: a
third of the memory of a set of strings, looked up by bisection. Build time only:

    apt-get install -y --no-install-recommends hunspell-fr-classical hunspell-tools
    .venv/bin/python tools/build_french_words.py
"""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.detection.rules.common import fold  # noqa: E402
from app.detection.rules.gazetteers import word_hash  # noqa: E402

DIC = Path("/usr/share/hunspell/fr.dic")
AFF = Path("/usr/share/hunspell/fr.aff")
SHA256 = {DIC: "4b1415593d599dbd943dde6d00515bbde3b4287ab62666242d959f74ddb16a6e", AFF: "b0aa05cec5f2de2372c3ab6b2726288c39fcb384e602dbade97e91020edc25a7"}
OUT = ROOT / "app" / "detection" / "rules" / "data" / "french_words.u64"
_WORD = re.compile(r"[a-zàâäçéèêëîïôöùûüÿæœ][a-zàâäçéèêëîïôöùûüÿæœ\-]+")
_VERB = re.compile(r"\bpo:v[0-9]")
_PARTICIPLE = re.compile(r"(?:é|ée|és|ées|ant|ante|ants|antes|i|ie|is|ies|u|ue|us|ues|it|ite|its|ites|int|inte|ints|intes|ert|erte|erts|ertes)$")


def main() -> None:
    for p, want in SHA256.items():
        got = hashlib.sha256(p.read_bytes()).hexdigest()
        if got != want:
            raise SystemExit(f"sha256 inattendu pour {p}: {got}")
    lines = DIC.read_text(encoding="utf-8").splitlines()[1:]
    words = set()
    for verbs in (False, True):
        kept = [ln for ln in lines if bool(_VERB.search(ln)) is verbs]
        with tempfile.TemporaryDirectory() as t:
            dic = Path(t) / "fr_part.dic"
            dic.write_text("%d\n" % len(kept) + "\n".join(kept) + "\n", encoding="utf-8")
            raw = subprocess.run(["unmunch", str(dic), str(AFF)], check=True, capture_output=True).stdout
        for ln in raw.decode("utf-8", "replace").splitlines():
            w = ln.split("/", 1)[0].split()[0] if ln.strip() else ""
            w = w.rstrip("0")
            # of a verb, only its participles: they serve as adjectives ("accompagné", "souffrant")
            if len(w) >= 3 and _WORD.fullmatch(w) and (not verbs or _PARTICIPLE.search(w)):
                words.add(fold(w))
    hashes = sorted({word_hash(w) for w in words})
    OUT.write_bytes(b"".join(h.to_bytes(8, "little") for h in hashes))
    print(f"{len(words)} mots ({len(hashes)} empreintes) écrits dans {OUT}")


if __name__ == "__main__":
    main()
