"""``anonymize-folder --dask``: the same folder run on a Dask cluster (an optional
extra): same outputs, dossier values shared, clear French errors."""

from __future__ import annotations

import sys
from pathlib import Path

import pypdf
import pytest

from app.cli import main

from test_batch_folder import FIRST, IPP, NAME, _dossier


def _text(path: Path) -> str:
    return " ".join(p.extract_text() or "" for p in pypdf.PdfReader(str(path)).pages)


def test_a_folder_on_a_local_dask_cluster(tmp_path, capsys):
    pytest.importorskip("distributed")
    src = _dossier(tmp_path)
    out = tmp_path / "out"
    rc = main(["anonymize-folder", str(src), "-o", str(out), "--no-model", "--workers", "2", "--dask", "local"])
    err = capsys.readouterr().err
    assert rc == 0, err
    outputs = sorted(out.rglob("*_anonymise.pdf"))
    assert len(outputs) == 3
    for p in outputs:
        text = _text(p)
        for value in (NAME, FIRST, IPP, "1947"):  # the lab result's bare values come from the dossier
            assert value not in text, (p.name, value)


def test_an_unreachable_scheduler_is_exit_2(tmp_path, capsys, monkeypatch):
    pytest.importorskip("distributed")
    from app.batch import dask_pool

    monkeypatch.setattr(dask_pool, "CONNECT_TIMEOUT_S", 1)
    src = _dossier(tmp_path)
    rc = main(["anonymize-folder", str(src), "-o", str(tmp_path / "out"), "--no-model", "--dask", "tcp://127.0.0.1:9"])
    err = capsys.readouterr().err
    assert rc == 2
    assert "cluster Dask injoignable" in err and "Traceback" not in err
    assert not list((tmp_path / "out").rglob("*.pdf"))


def test_without_dask_installed_the_message_says_how(tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import fails as if the extra were not installed
    src = _dossier(tmp_path)
    rc = main(["anonymize-folder", str(src), "-o", str(tmp_path / "out"), "--no-model", "--dask", "local"])
    assert rc == 2
    assert "caviard[dask]" in capsys.readouterr().err


def test_a_build_without_the_dask_module_says_so(tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "app.batch.dask_pool", None)  # what the Windows bundle leaves out
    src = _dossier(tmp_path)
    rc = main(["anonymize-folder", str(src), "-o", str(tmp_path / "out"), "--no-model", "--dask", "local"])
    err = capsys.readouterr().err
    assert rc == 2 and "cluster Dask n'est pas incluse" in err and "Traceback" not in err
