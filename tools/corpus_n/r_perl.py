"""Perl renderers: PDF::API2 and PDF::Create (layout passed as JSON)."""
import json
import os
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent


def render(layout: dict, out: Path, script: str, work: Path) -> None:
    js = work / (layout["name"] + ".json")
    js.write_text(json.dumps(layout, ensure_ascii=False), encoding="utf-8")
    subprocess.run(["perl", str(HERE / script), str(js), str(out)], check=True,
                   env=dict(os.environ, PERL_HASH_SEED="0", PERL_PERTURB_KEYS="0"))


def render_api2(layout, out, work):
    render(layout, out, "pdfapi2.pl", work)


def render_create(layout, out, work):
    render(layout, out, "pdfcreate.pl", work)
