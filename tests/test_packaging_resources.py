"""resource_path: repository root in development, exe folder then _MEIPASS when frozen."""

import sys
from pathlib import Path

from app import resources
from app.resources import resource_path


def test_dev_resolves_from_repository_root():
    root = Path(resources.__file__).resolve().parents[1]
    assert resource_path("app", "resources.py") == root / "app" / "resources.py"
    assert resource_path("app", "resources.py").is_file()


def test_frozen_prefers_exe_folder_then_meipass(tmp_path, monkeypatch):
    exe_dir = tmp_path / "caviard"
    internal = exe_dir / "_internal"
    (exe_dir / "models" / "m").mkdir(parents=True)
    (internal / "resources" / "samples").mkdir(parents=True)
    (internal / "models" / "m").mkdir(parents=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(internal), raising=False)
    monkeypatch.setattr(sys, "executable", str(exe_dir / "caviard"))
    assert resource_path("models", "m") == (exe_dir / "models" / "m").resolve()
    assert resource_path("resources", "samples") == (internal / "resources" / "samples").resolve()
    # missing everywhere: named in the first root (the exe folder)
    assert resource_path("tessdata") == exe_dir.resolve() / "tessdata"
