"""benchmarks/run_all.py reads the last-line JSON convention and writes RESULTS.md."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

import run_all  # noqa: E402


def test_last_line_json_is_read(tmp_path, monkeypatch):
    monkeypatch.setattr(run_all, "LOGS", tmp_path)
    r = run_all.run_script([sys.executable, "-c", "print('lisible'); print('{\"name\": \"x\", \"pages_per_s\": 12.5}')"], "x", 60)
    assert r["rc"] == 0 and r["figures"] == {"name": "x", "pages_per_s": 12.5}
    assert r["tail"] == ["lisible"]
    r2 = run_all.run_script([sys.executable, "-c", "print('pas de JSON')"], "y", 60)
    assert r2["figures"] is None and r2["tail"] == ["pas de JSON"]
    assert (tmp_path / "x.log").exists()


def test_ratios_and_results_file(tmp_path):
    cav = {"pages_per_s": 2.0, "leak_recall": 0.99}
    peer = {"pages_per_s": 0.5, "leak_recall": 0.5}
    rt = run_all.ratios(cav, peer)
    assert rt["Débit (pages/s) Caviard ÷ référence"] == "4.00"
    assert rt["Taux de fuite référence ÷ Caviard"] == "50.00"
    assert run_all.ratios({"leak_recall": 1.0}, peer)["Taux de fuite référence ÷ Caviard"].startswith("∞")
    out = tmp_path / "R.md"
    bench = {"cmd": [sys.executable, "b.py"], "rc": 0, "seconds": 1.0, "figures": {"name": "b", "sizes": {"10": {"x": 1.25}}},
             "tail": ["ligne"], "stderr_tail": []}
    run_all.write_results(out, run_all.machine(), {"bench_b": bench}, {"markdown": "QUALITE\n"}, {"why": "absent"}, [], 0.5)
    text = out.read_text(encoding="utf-8")
    assert "| sizes.10.x | 1.25 |" in text and "QUALITE" in text and "Cœurs visibles" in text and "absent" in text
