"""eds-pseudo templates: parsing and the fixes of their annotation gaps.

Split from synth.py (build 0.4) to keep modules small; behaviour unchanged.
"""

from __future__ import annotations

import re
from pathlib import Path

EDS_ENT = re.compile(r"\[([^\]]*)\]\(([A-Z_]+)\)")

# Annotation gaps of the eds-pseudo snippets: person names the source left
# unlabelled (a colleague, two publication author lists). An anonymiser must
# mask them, so they are labelled here before generation; left as they were,
# they taught the model "O" for real names and counted its right answers as
# false positives.
_INITIALS_NAME = re.compile(r"(?<![\w\[])((?:[A-Z]\.-?){1,2})(\s?)([A-ZÀ-ÝÖ][A-ZÀ-ÝÖ'-]{2,})(?![\w\]])")
_INITIALS = re.compile(r"(?:[A-Z]\.?-?){1,3}")
_AUTHOR_INV = re.compile(r"(?<![\w\[])([A-Z][a-zà-ÿ]+)\s([A-Z])(\.?)(?=,| et al)")


def _patch_eds(raw: str) -> str:
    raw = raw.replace("Meredith Glover a communiqué", "[Meredith](PRENOM) [Glover](NOM) a communiqué")
    out = []
    for line in raw.split("\n"):
        if "Tannier X" in line:
            line = _AUTHOR_INV.sub(r"[\1](NOM) [\2](PRENOM)\3", line)
        if "GÖKBUGET" in line or "MARTINELLI, G. MELONI" in line:
            line = line.replace("GÖKBUGET, N.", "[GÖKBUGET](NOM), [N.](PRENOM)")
            line = line.replace("Michael DOUBEK", "[Michael](PRENOM) [DOUBEK](NOM)")
            line = _INITIALS_NAME.sub(r"[\1](PRENOM)\2[\3](NOM)", line)
            line = re.sub(r"(?<![\w\[])G\.$", "[G.](PRENOM)", line)
            line = line.replace("\nMARTINELLI", "\n[MARTINELLI](NOM)")
            if line.startswith("MARTINELLI"):
                line = "[MARTINELLI](NOM)" + line[len("MARTINELLI"):]
        out.append(line)
    return "\n".join(out)


def parse_eds(path: Path) -> list[list[tuple[str, str | None]]]:
    """eds-pseudo blocks as lists of (text, original label or None)."""
    blocks = []
    for block in re.split(r"\n\s*\n", _patch_eds(path.read_text("utf-8"))):
        if not block.strip():
            continue
        items, pos = [], 0
        for m in EDS_ENT.finditer(block):
            items.append((block[pos:m.start()], None))
            items.append((m.group(1), m.group(2)))
            pos = m.end()
        items.append((block[pos:], None))
        blocks.append(items)
    return blocks
