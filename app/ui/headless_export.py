"""``python -m app gui FILE --export OUT.pdf``: the window's own export, driven headless.

Opens FILE in the real window (offscreen works), waits for the analysis and
the OCR, then does what a reviewer who accepts every default does: Ctrl+E,
then the dialog's default button. The file, the report, the French messages
and the exit codes (0, 2, 3, 4) are those of ``python -m app anonymize``,
because both end in the same ``DocumentJob.export``. Outside checks run
whole corpora through it to prove the window removes what the command line
removes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from app.job import EXIT_INPUT, JobError, JobOutcome

EXPORT_TIMEOUT_MS = 3_600_000  # a long scanned dossier: OCR of hundreds of pages


def headless_preferences(args):
    """The user's settings with this run's options on top, never saved."""
    from app.review.preferences import Preferences

    prefs = Preferences.load()
    prefs.remember_recent = False  # nothing of this run is written to the settings
    prefs.recent_files = []
    if getattr(args, "no_model", False):
        prefs.use_model = False
    if getattr(args, "min_confidence", None) is not None:
        prefs.precheck_min_confidence = args.min_confidence
    if getattr(args, "keep_dates", None) is not None:
        prefs.keep_dates = args.keep_dates != "no"
    if getattr(args, "placeholder", None):
        prefs.placeholder = args.placeholder
    return prefs


def _cli_terms(args):
    from app.review.force_terms import ForceTerm

    terms = [ForceTerm(t) for t in (getattr(args, "force_term", None) or []) if t.strip()]
    terms += [ForceTerm(r, is_regex=True) for r in (getattr(args, "force_regex", None) or [])]
    return terms


def _quiet_qt() -> None:
    """Qt's own platform notices ("This plugin does not support …") go to the log,
    not to stderr: stderr carries the same French lines as ``anonymize``."""
    import logging

    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    log = logging.getLogger("caviard.qt")

    def handler(mode, _ctx, msg):
        text = msg[:200]  # Qt's own wording: object and class names, never document text
        if mode == QtMsgType.QtFatalMsg:
            # Qt aborts the process when this returns: say why on stderr, or a
            # crash leaves an exit code and nothing else.
            log.critical("qt: %s", text)
            sys.stderr.write("Erreur interne de Qt : %s\n" % text)
            sys.stderr.flush()
        elif mode == QtMsgType.QtCriticalMsg:
            log.warning("qt: %s", text)
        else:
            log.debug("qt: %s", text)

    qInstallMessageHandler(handler)


def run_gui_export(args) -> int:
    from app.export.cli_anonymize import checked_options
    from app.job import check_paths

    src, out = Path(args.file), Path(args.export)
    report = Path(args.report) if getattr(args, "report", None) else None
    try:
        checked_options(args)
        check_paths(src, out, report)
    except JobError as exc:
        outcome = JobOutcome.failure(exc)
        outcome.print()
        return outcome.code
    outcome = _drive_window(args, src, out, report)
    outcome.print()
    return outcome.code


def _drive_window(args, src: Path, out: Path, report: Path | None) -> JobOutcome:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest

    from app.ui.main import make_app, run_guarded
    from app.ui.main_window import MainWindow

    app = make_app()
    _quiet_qt()
    win = MainWindow(prefs=headless_preferences(args))
    win.interactive = False
    extra = _cli_terms(args)
    if extra:
        win.save_force_terms = False  # this run's terms join the list for this run only
        win.ctl.set_force_terms(win.force_terms + extra, save=False)
        win.force_panel.set_terms(win.force_terms)
    win.resize(1440, 900)
    win.show()
    state: dict = {"outcome": None}

    def finish(outcome: JobOutcome) -> None:
        if state["outcome"] is None:
            state["outcome"] = outcome
            QTimer.singleShot(0, app.quit)

    def export() -> None:
        if win.ctl.phase not in ("done",):
            finish(JobOutcome.failure(JobError("l'analyse du document n'a pas abouti. Aucun fichier écrit.")))
            return
        win.activateWindow()
        QTest.keyClick(win, Qt.Key_E, Qt.ControlModifier)  # what the reviewer presses
        dlg = win.current_export_dialog()
        if dlg is None or not dlg.isVisible():
            win.act_export.trigger()  # no focus offscreen: the same action, triggered
            dlg = win.current_export_dialog()
        dlg.output_edit.setText(str(out))
        dlg.report_path = report
        if dlg.unreadable:
            dlg.mask_pages.setChecked(bool(getattr(args, "mask_image_pages", False)))
        if dlg.confirm_box.isVisibleTo(dlg):
            dlg.confirm_box.setChecked(True)  # this run accepts every page as the analysis left it
        if dlg.export_button.isEnabled():
            QTest.mouseClick(dlg.export_button, Qt.LeftButton)  # the default button
            outcome = dlg.outcome
        else:
            outcome = dlg.export_outcome()  # the job's refusal, as the command line prints it
        finish(outcome or JobOutcome.failure(JobError("l'export n'a pas pu démarrer.")))

    def start() -> None:
        if not win.open_path(str(src)):
            err = win.last_open_error or JobError("ce fichier ne peut pas être ouvert.")
            finish(JobOutcome.failure(err))
            return
        win.analysisFinished.connect(lambda: QTimer.singleShot(0, export))

    def timeout() -> None:
        finish(JobOutcome.failure(JobError("délai dépassé pendant l'analyse. Aucun fichier écrit.")))

    run_guarded(app, start, timeout, EXPORT_TIMEOUT_MS)
    if win.session is not None:
        win.session.dirty = False  # never ask on close
    win.close()
    return state["outcome"] or JobOutcome(EXIT_INPUT, None, [], ["Erreur : export interrompu."])

