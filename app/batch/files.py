"""Which files a folder run reads, how they group into dossiers, what they are called.

A dossier is, by default, the PDFs of one folder (an OGC case file: one
patient, several documents). File names often carry the patient's name
("CRO_DUPONT_Jean.pdf"), so outputs get neutral names unless asked:
``dossier-001/document-003_anonymise.pdf``, numbered in sorted order so a
rerun gives the same names.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

NAMES_NEUTRAL = "neutral"
NAMES_KEEP = "keep"
DOSSIER_FOLDER = "folder"
DOSSIER_FILE = "file"


@dataclass(frozen=True)
class BatchFile:
    """One input PDF of a folder run and where its outputs go."""

    source: Path
    relative: str  # path under the input folder (never printed unless names are kept)
    dossier: int  # 0-based dossier number
    ident: str  # what the summary calls it: "dossier-001/document-003" or the relative path
    output: Path
    report: Path


def discover(in_dir: Path) -> tuple[list[Path], list[str]]:
    """PDFs under ``in_dir`` (recursively, sorted) and the other files' relative paths."""
    pdfs, others = [], []
    for p in sorted(in_dir.rglob("*")):
        if not p.is_file():
            continue
        if p.suffix.lower() == ".pdf":
            pdfs.append(p)
        else:
            others.append(p.relative_to(in_dir).as_posix())
    return pdfs, others


def plan_outputs(in_dir: Path, out_dir: Path, pdfs: list[Path], *, names: str = NAMES_NEUTRAL,
                 dossier: str = DOSSIER_FOLDER) -> list[BatchFile]:
    """Dossier numbers, identifiers and output paths of every input PDF."""
    groups: dict[str, int] = {}
    counters: dict[int, int] = {}
    out: list[BatchFile] = []
    for p in pdfs:
        rel = p.relative_to(in_dir).as_posix()
        key = p.parent.relative_to(in_dir).as_posix() if dossier == DOSSIER_FOLDER else rel
        d = groups.setdefault(key, len(groups))
        counters[d] = counters.get(d, 0) + 1
        if names == NAMES_KEEP:
            ident = rel
            base = out_dir / Path(rel).parent / (Path(rel).stem + "_anonymise")
        else:
            ident = "dossier-%03d/document-%03d" % (d + 1, counters[d])
            base = out_dir / (ident + "_anonymise")
        out.append(BatchFile(p, rel, d, ident, base.with_suffix(".pdf"), base.with_name(base.name + ".rapport.json")))
    return out


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()
