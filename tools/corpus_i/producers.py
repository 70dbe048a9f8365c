"""Dispatch of documents to the four producers (one batch per producer, run side by side)."""
from __future__ import annotations

import json
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from . import render_docx, render_tex

HERE = Path(__file__).resolve().parent
PRODUCERS = ["pdfmake", "jspdf", "lualatex", "libreoffice"]
LABELS = {"pdfmake": "pdfmake 0.2.10 (Node 20, PdfPrinter)", "jspdf": "jsPDF 2.5.1 + jspdf-autotable 3.8.2 (Node 20)",
          "lualatex": "LuaHBTeX 1.15.0 / LuaLaTeX (TeX Live 2022/Debian)",
          "libreoffice": "python-docx 1.1.2 -> LibreOffice Writer 7.4.7.2 (soffice --convert-to pdf)"}


def _node(script, docs, work: Path, out: Path, node_modules: Path):
    jobs = []
    for d in docs:
        j = work / (d.name + ".json")
        j.write_text(json.dumps(d.to_json(), ensure_ascii=False, indent=1), encoding="utf-8")
        jobs.append({"json": str(j), "pdf": str(out / (d.name + ".pdf"))})
    if not jobs:
        return {}
    lst = work / ("_jobs_%s.json" % script.split("_")[1].split(".")[0])
    lst.write_text(json.dumps(jobs), encoding="utf-8")
    # keep a copy of the renderer next to the sources, for inspection
    (work / script).write_text((HERE / script).read_text(encoding="utf-8"), encoding="utf-8")
    env = dict(os.environ, NODE_PATH=str(node_modules))
    r = subprocess.run(["node", str(HERE / script), str(lst)], capture_output=True, env=env, timeout=600)
    if r.returncode != 0:
        return {d.name: r.stderr.decode("utf-8", "replace")[-1500:] for d in docs}
    return {d.name: "pas de PDF" for d in docs if not (out / (d.name + ".pdf")).exists()}


def render_all(docs, work: Path, out: Path, node_modules: Path):
    by = {p: [d for d in docs if d.producer == p] for p in PRODUCERS}
    tasks = {
        "pdfmake": lambda: _node("render_pdfmake.js", by["pdfmake"], work, out, node_modules),
        "jspdf": lambda: _node("render_jspdf.js", by["jspdf"], work, out, node_modules),
        "lualatex": lambda: render_tex.render(by["lualatex"], work, out),
        "libreoffice": lambda: render_docx.render(by["libreoffice"], work, out),
    }
    errors = {}
    with ThreadPoolExecutor(max_workers=2) as ex:
        for res in ex.map(lambda f: f(), tasks.values()):
            errors.update(res)
    return errors
