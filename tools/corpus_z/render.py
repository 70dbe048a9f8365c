"""The four producers: LaTeX->dvipdfmx, pdfme, gofpdf (Go), PDF::Create (Perl)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
GO_DIR = ROOT / "tools" / "_cache" / "corpusz-go"
GO_BIN = GO_DIR / "draw_gofpdf"
EPOCH = "1717232400"  # 2024-06-01 09:00 UTC, for reproducible dates in the PDF


def _env():
    return dict(os.environ, SOURCE_DATE_EPOCH=EPOCH, FORCE_SOURCE_DATE="1", GOMAXPROCS="1", PERL_HASH_SEED="0",
                PERL_PERTURB_KEYS="0")


def build_go() -> None:
    """Compile the gofpdf drawer once (GOPATH mode over Debian's /usr/share/gocode)."""
    GO_DIR.mkdir(parents=True, exist_ok=True)
    src = GO_DIR / "draw_gofpdf.go"
    shutil.copyfile(HERE / "draw_gofpdf.go", src)
    if GO_BIN.exists() and GO_BIN.stat().st_mtime >= src.stat().st_mtime:
        return
    env = dict(_env(), GO111MODULE="off", GOPATH="/usr/share/gocode", GOCACHE=str(GO_DIR / "cache"), GOFLAGS="-p=1")
    subprocess.run(["go", "build", "-o", str(GO_BIN), str(src)], cwd=GO_DIR, env=env, check=True)


def latex_dvipdfmx(src: str, work: Path, out_pdf: Path) -> None:
    work.mkdir(parents=True, exist_ok=True)
    (work / "doc.tex").write_text(src, encoding="utf-8")
    for f in ("doc.dvi", "doc.pdf"):
        (work / f).unlink(missing_ok=True)
    r = subprocess.run(["latex", "-interaction=nonstopmode", "-halt-on-error", "doc.tex"], cwd=work, env=_env(),
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("latex failed in %s:\n%s" % (work, r.stdout[-2000:]))
    subprocess.run(["dvipdfmx", "-q", "-o", str(out_pdf), "doc.dvi"], cwd=work, env=_env(), check=True)


def pdfme_write(pdf, out_pdf: Path, title: str | None) -> None:
    info = {"Producer": "pdfme 0.4.12"}
    if title:
        info["Title"] = title
    obj = pdf.base.add(info)
    pdf.base.trailer["Info"] = obj.id
    fixed = b"<" + (out_pdf.stem.encode().hex() + "0" * 32)[:32].encode() + b">"
    pdf.base.trailer["ID"] = [fixed, fixed]
    with open(out_pdf, "wb") as f:
        pdf.output(f)


def gofpdf_draw(spec: dict, work: Path, out_pdf: Path) -> None:
    work.mkdir(parents=True, exist_ok=True)
    j = work / (out_pdf.stem + ".json")
    j.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    subprocess.run([str(GO_BIN), str(j), str(out_pdf)], env=_env(), check=True)


def pdfcreate_draw(spec: dict, work: Path, out_pdf: Path) -> None:
    work.mkdir(parents=True, exist_ok=True)
    j = work / (out_pdf.stem + ".json")
    j.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    subprocess.run(["perl", str(HERE / "draw_pdfcreate.pl"), str(j), str(out_pdf)], env=_env(), check=True)
