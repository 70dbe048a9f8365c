"""Producer 2: Perl PDF::Builder (pdfbuilder.pl) fed with coordinates from layout.py."""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

from .layout import layout_page

LIB = "/usr/share/fonts/truetype/liberation/"
DJV = "/usr/share/fonts/truetype/dejavu/"
FONTSETS = [
    ("Helvetica", 1.0, {"R": LIB + "LiberationSans-Regular.ttf", "B": LIB + "LiberationSans-Bold.ttf",
                        "I": LIB + "LiberationSans-Italic.ttf", "M": LIB + "LiberationMono-Regular.ttf"}),
    ("Times", 1.0, {"R": LIB + "LiberationSerif-Regular.ttf", "B": LIB + "LiberationSerif-Bold.ttf",
                    "I": LIB + "LiberationSerif-Italic.ttf", "M": LIB + "LiberationMono-Regular.ttf"}),
    ("Helvetica", 1.16, {"R": DJV + "DejaVuSans.ttf", "B": DJV + "DejaVuSans-Bold.ttf",
                         "I": DJV + "DejaVuSans-Oblique.ttf", "M": DJV + "DejaVuSansMono.ttf"}),
]
SCRIPT = Path(__file__).resolve().parent / "pdfbuilder.pl"


def write(doc, path, rng, work: Path):
    family, scale, fonts = FONTSETS[rng.randrange(len(FONTSETS))]
    pages = [layout_page(pg, rng, family, scale) for pg in doc["pages"]]
    m = doc["meta"]
    spec = {"fonts": fonts, "pages": pages,
            "info": {"Title": m["title"], "Author": m["author"], "Subject": m["subject"], "Creator": "corpus-t pdfbuilder.pl"}}
    js = work / (Path(path).stem + ".json")
    js.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    subprocess.run(["perl", str(SCRIPT), str(js), str(path)], check=True, capture_output=True, timeout=120)
    return len(pages)
