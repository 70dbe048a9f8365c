"""Log file: rotating, in the configured folder, never personal data."""

import logging
import sys

import pytest

from app import logging_setup


@pytest.fixture
def fresh_root(tmp_path, monkeypatch):
    monkeypatch.setenv("CAVIARD_LOG_DIR", str(tmp_path / "logs"))
    root = logging.getLogger()
    saved_handlers, saved_level, saved_hook = list(root.handlers), root.level, sys.excepthook
    for h in list(root.handlers):
        if getattr(h, "_caviard", False):
            root.removeHandler(h)
    yield tmp_path / "logs"
    for h in list(root.handlers):
        if getattr(h, "_caviard", False):
            h.close()
            root.removeHandler(h)
    root.handlers[:] = saved_handlers
    root.setLevel(saved_level)
    sys.excepthook = saved_hook


def _flush():
    for h in logging.getLogger().handlers:
        h.flush()


def test_log_file_created_in_configured_folder_and_idempotent(fresh_root):
    path = logging_setup.setup_logging()
    assert path == fresh_root / "caviard.log"
    assert logging_setup.setup_logging() == path
    assert sum(getattr(h, "_caviard", False) for h in logging.getLogger().handlers) == 1
    logging.getLogger("app.test").info("analyse terminée : %d pages", 3)
    _flush()
    text = path.read_text(encoding="utf-8")
    assert "analyse terminée : 3 pages" in text
    assert "démarrage" in text


def test_numbers_and_emails_are_masked(fresh_root):
    path = logging_setup.setup_logging()
    logging.getLogger("app.test").warning(
        "oups %s %s %s", "1 49 05 64 123 456 78", "j.dupontel@exemple-mail.fr", "05 59 44 12 87"
    )
    _flush()
    text = path.read_text(encoding="utf-8")
    assert "123 456" not in text and "dupontel" not in text and "44 12 87" not in text
    assert "<n>" in text and "<email>" in text


def test_exception_message_is_never_written(fresh_root):
    path = logging_setup.setup_logging()
    try:
        raise KeyError("ZABOROWSKI Anatole")
    except KeyError:
        logging.getLogger("app.test").exception("échec de l'export")
    _flush()
    text = path.read_text(encoding="utf-8")
    assert "ZABOROWSKI" not in text
    assert "KeyError (message non journalisé)" in text
    assert "test_exception_message_is_never_written" in text  # frames are kept


def test_unwritable_folder_returns_none(tmp_path, monkeypatch, fresh_root):
    blocker = tmp_path / "not_a_dir"
    blocker.write_text("x")
    monkeypatch.setenv("CAVIARD_LOG_DIR", str(blocker / "logs"))
    assert logging_setup.setup_logging() is None


def test_mask_personal_keeps_ordinary_text():
    assert logging_setup.mask_personal("page 12 sur 40, 3 détections") == "page 12 sur 40, 3 détections"
    assert logging_setup.mask_personal("IPP 804512376") == "IPP <n>"
