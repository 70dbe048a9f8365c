"""Running the four PDF producers (one process at a time, niced) and reading their versions."""

from __future__ import annotations

import subprocess
from pathlib import Path

from . import render_fo, render_html, render_md
from .model import Doc, seg_text

PRODUCERS = ["chromium", "wkhtmltopdf", "fop", "pandoc"]
NICE = ["nice", "-n", "10"]


def _first_line(cmd) -> str:
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
        txt = (r.stdout + r.stderr).strip().splitlines()
        txt = [t for t in txt if t and not t.startswith("[") and "Unable to locate" not in t]
        return txt[0].strip() if txt else "?"
    except (OSError, subprocess.TimeoutExpired):
        return "absent"


def _dpkg(pkg) -> str:
    r = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg], capture_output=True, text=True)
    return r.stdout.strip() or "absent"


def versions() -> dict:
    return {
        "chromium": {"version": _first_line(["chromium", "--version"]), "debian": _dpkg("chromium")},
        "wkhtmltopdf": {"version": _first_line(["wkhtmltopdf", "--version"]), "debian": _dpkg("wkhtmltopdf")},
        "fop": {"version": _first_line(["fop", "-version"]), "debian": _dpkg("fop")},
        "pandoc": {"version": _first_line(["pandoc", "--version"]), "debian": _dpkg("pandoc"),
                   "engine": _first_line(["xelatex", "--version"]), "texlive-xetex": _dpkg("texlive-xetex")},
        "extractors": {"pdftotext": _first_line(["pdftotext", "-v"]), "poppler-utils": _dpkg("poppler-utils")},
    }


def _run(cmd, cwd, timeout=300):
    r = subprocess.run(NICE + cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    return r.returncode, (r.stdout + r.stderr)[-2000:]


def render(doc: Doc, work: Path, out_pdf: Path) -> str | None:
    """Writes the source of ``doc`` in ``work`` and prints it to ``out_pdf``; returns an error or None."""
    work.mkdir(parents=True, exist_ok=True)
    out_pdf.unlink(missing_ok=True)
    name = doc.name
    if doc.producer in ("chromium", "wkhtmltopdf"):
        src = work / (name + ".html")
        src.write_text(render_html.render(doc, doc.producer), encoding="utf-8")
        if doc.producer == "chromium":
            cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + str(work / "chromium-profile"),
                   "--print-to-pdf=" + str(out_pdf.resolve()), "--no-pdf-header-footer", src.resolve().as_uri()]
        else:
            cmd = ["wkhtmltopdf", "-q", "--page-size", "A4", "-T", "0", "-B", "0", "-L", "0", "-R", "0",
                   "--disable-smart-shrinking", "--encoding", "utf-8", "--title", seg_text(doc.meta_title),
                   str(src.resolve()), str(out_pdf.resolve())]
    elif doc.producer == "fop":
        src = work / (name + ".fo")
        src.write_text(render_fo.render(doc), encoding="utf-8")
        cmd = ["fop", "-q", "-fo", str(src.resolve()), "-pdf", str(out_pdf.resolve())]
    elif doc.producer == "pandoc":
        src = work / (name + ".md")
        text, args = render_md.render(doc)
        src.write_text(text, encoding="utf-8")
        cmd = ["pandoc", str(src.resolve()), "-f", "markdown", "-o", str(out_pdf.resolve()), "--pdf-engine=xelatex"] + args
    else:
        raise ValueError(doc.producer)
    rc, log = _run(cmd, work)
    if not out_pdf.exists() or out_pdf.stat().st_size == 0:
        return "%s a échoué (rc %s): %s" % (doc.producer, rc, log)
    return None
