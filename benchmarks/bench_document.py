"""Document layer speed: open, text/box index and rendering (issue 2).

Generates a fictional N-page document (default 100), then measures, as a
median of several runs: text/box index pages/s, render pages/s at 150 dpi,
and the time from open to the first page rendered (what the viewer needs
before the first page is on screen). Last stdout line: one JSON object.

    .venv/bin/python benchmarks/bench_document.py [--pages 100] [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pymupdf

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from app.document import open_document  # noqa: E402

LINE = (
    "Patiente Mme ETCHEVERRY Maialen, née le 21/05/1949, IPP 804512376, suivie pour sigmoïdite "
    "diverticulaire ; colectomie par cœlioscopie le 14/03/2023, suites simples, Hb 12,4 g/dL."
)


def make_doc(path: Path, pages: int) -> None:
    doc = pymupdf.open()
    body = "\n".join(LINE for _ in range(17))  # ≈ 3,000 characters a page
    for i in range(pages):
        page = doc.new_page()
        page.insert_textbox(pymupdf.Rect(40, 40, 555, 800), body, fontsize=8.5)
        page.insert_text((40, 820), "Page %d" % (i + 1), fontsize=8)
    doc.save(path, garbage=3, deflate=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", type=int, default=100)
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "doc.pdf"
        make_doc(path, a.pages)
        index, render, first, chars = [], [], [], 0
        for _ in range(a.runs):
            t0 = time.perf_counter()
            d = open_document(path)
            d.render(0, 150 / 72)
            first.append(time.perf_counter() - t0)
            d.close()

            d = open_document(path)
            t0 = time.perf_counter()
            texts = d.pages
            index.append(a.pages / (time.perf_counter() - t0))
            chars = sum(len(p.text) for p in texts) // a.pages
            t0 = time.perf_counter()
            for i in range(min(a.pages, 20)):
                d.render(i, 150 / 72)
            render.append(min(a.pages, 20) / (time.perf_counter() - t0))
            d.close()
    res = {
        "bench": "document",
        "pages": a.pages,
        "chars_per_page": chars,
        "text_index_pages_per_s": round(statistics.median(index), 1),
        "render_150dpi_pages_per_s": round(statistics.median(render), 1),
        "open_to_first_page_ms": round(1000 * statistics.median(first), 1),
    }
    print("text/box index: %(text_index_pages_per_s)s pages/s (goal ≥ 150); render 150 dpi: "
          "%(render_150dpi_pages_per_s)s pages/s; open → first page rendered: %(open_to_first_page_ms)s ms (goal ≤ 300)" % res)
    print(json.dumps(res))


if __name__ == "__main__":
    main()
