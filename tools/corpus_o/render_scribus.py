"""Scribus 1.5 scripted through xvfb-run: frames placed from the shared layout."""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

from .layout import text_width

HERE = Path(__file__).resolve().parent


def render(docs, cache: Path):
    cache.mkdir(parents=True, exist_ok=True)
    spec = []
    for d in docs:
        pages = []
        for lines, rules in d["pages"]:
            pages.append([[[x, y, s, b, t, min(595 - x - 4, text_width(t, s, b, 1.15) * 1.2 + 24)] for x, y, s, b, t in lines], rules])
        spec.append({"out": d["out"], "meta": d["meta"], "pages": pages})
    p = cache / "scribus_spec.json"
    p.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    subprocess.run(["xvfb-run", "-a", "scribus", "-g", "-ns", "-py", str(HERE / "render_scribus_inner.py"), str(p)],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
