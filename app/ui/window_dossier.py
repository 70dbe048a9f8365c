"""A dossier in the window: several PDFs of one patient reviewed one after the other.

A mixin of ``MainWindow``. Opening a folder, or dropping several PDFs, makes a
dossier. One file is reviewed at a time; the others are read in a background
process (the folder run's own unit, ``app.batch.work``) at a lower priority,
so reviewing never waits for them. The critical values every file gives its
dossier (birth date, NIR, IPP, e-mail, names) are searched in the file under
review and shown with a "D" badge; its export masks them (``ReviewInputs``'s
dossier values, the plan's and the verifier's rule). Moving to another file
saves the review (positions only) and comes back to it where it was.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog

from app.detection.spans import Span

POLL_MS = 300


def _finished(futures: dict, fallback: dict):
    """(path, result) of the futures done, removed from ``futures``; a worker that died gives ``fallback``."""
    for fut in [f for f in futures if f.done()]:
        path = futures.pop(fut)
        try:
            yield path, fut.result()
        except Exception:
            yield path, dict(fallback)


class WindowDossierMixin:
    def _init_dossier(self) -> None:
        self.dossier_files: list[Path] = []
        self.dossier_current = -1
        self.dossier_values: dict[Path, list] = {}  # file → (kind, value) it gives the dossier
        self.dossier_state: dict[Path, str] = {}
        self.dossier_hits: dict[int, list[Span]] = {}  # page of the open file → hits of other files' values
        self._dossier_pool = None
        self._dossier_futures: dict = {}
        self._dossier_timer = QTimer(self)
        self._dossier_timer.setInterval(POLL_MS)
        self._dossier_timer.timeout.connect(self._poll_dossier)
        self._export_pool = None
        self._export_futures: dict = {}
        self._export_timer = QTimer(self)
        self._export_timer.setInterval(POLL_MS)
        self._export_timer.timeout.connect(self._poll_dossier_export)
        self.dossier_results: dict[Path, dict] = {}

    # -- opening -------------------------------------------------------------------
    def open_folder_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Ouvrir un dossier de patient"))
        if folder:
            self.open_dossier(sorted(Path(folder).rglob("*.pdf")))

    def open_dossier(self, paths) -> bool:
        """Make ``paths`` the dossier, read them all in the background, open the first."""
        paths = [Path(p) for p in paths if Path(p).suffix.lower() == ".pdf"]
        if not paths:
            self.messages.show_message("dossier", self.tr("Ce dossier ne contient aucun PDF."), "warning")
            return False
        self._stop_dossier()
        self.dossier_files = paths
        self.dossier_values = {}
        self.dossier_state = {p: "waiting" for p in paths}
        self.dossier_panel.set_files(len(paths), [self._dossier_label(i) for i in range(len(paths))])
        self.tabs.setCurrentWidget(self.dossier_panel)
        if len(paths) > 1:
            self._start_background(paths[1:])
        return self.open_dossier_file(0)

    def _start_background(self, paths) -> None:
        from app.batch import work

        opts = self.ctl.export_options()
        self._dossier_pool = ProcessPoolExecutor(
            max_workers=1, mp_context=multiprocessing.get_context("spawn"),
            initializer=work.init_background_worker, initargs=(self.prefs.use_model,))
        self._dossier_futures = {self._dossier_pool.submit(work.dossier_values_of, str(p), opts): p for p in paths}
        self._dossier_timer.start()

    def _poll_dossier(self) -> None:
        # a worker that died: the file is read when it is opened
        for path, res in _finished(self._dossier_futures, {"code": None, "values": []}):
            if self.dossier_state.get(path) == "waiting":
                self.dossier_state[path] = "read" if res.get("code") == 0 else "unreadable"
            if res.get("code") == 0 and path not in self.dossier_values:
                self.dossier_values[path] = [tuple(v) for v in res.get("values", [])]
                self._update_dossier_values()
            self._refresh_dossier_row(path)
        if not self._dossier_futures:
            self._dossier_timer.stop()
            if self._dossier_pool is not None:
                self._dossier_pool.shutdown(wait=False)
                self._dossier_pool = None

    def _stop_dossier(self) -> None:
        from app.batch.run import stop_pool

        self._dossier_timer.stop()
        self._export_timer.stop()
        for pool in (self._export_pool, self._dossier_pool):
            if pool is not None:
                stop_pool(pool)
        self._export_pool = self._dossier_pool = None
        self._export_futures, self._dossier_futures = {}, {}

    # -- moving between files ----------------------------------------------------------
    def open_dossier_file(self, i: int) -> bool:
        if not (0 <= i < len(self.dossier_files)):
            return False
        if self.session is not None and 0 <= self.dossier_current < len(self.dossier_files):
            prev = self.dossier_files[self.dossier_current]
            if self.dossier_state.get(prev) == "open":
                self.dossier_state[prev] = "reviewed" if not self.ctl.unreviewed_pages() else "read"
            if self.session.dirty or self.ctl.reviewed:
                self.save_review()  # positions only; the file is resumed when it is opened again
        self.dossier_current = i
        path = self.dossier_files[i]
        if not self.open_path(str(path), in_dossier=True):
            self.dossier_state[path] = "unreadable"
            self._refresh_dossier_row(path)
            return False
        self.dossier_state[path] = "open"
        self._refresh_dossier_rows()
        self._update_dossier_values()
        self.dossier_panel.select(i)
        return True

    def next_dossier_file(self) -> None:
        if self.dossier_files:
            self.open_dossier_file((self.dossier_current + 1) % len(self.dossier_files))

    def prev_dossier_file(self) -> None:
        if self.dossier_files:
            self.open_dossier_file((self.dossier_current - 1) % len(self.dossier_files))

    def _dossier_resume_if_saved(self) -> None:
        """In a dossier a saved review of the file is taken back without asking."""
        from app.review.review_file import find_saved_review

        found = find_saved_review(self.source_sha256) if self.source_sha256 else None
        if found is not None:
            self.resume_review(found)

    # -- values across files -------------------------------------------------------------
    def _dossier_analysis_done(self) -> None:
        """The open file is analysed: its own values join the dossier."""
        if not self.dossier_files or self.dossier_current < 0 or self.session is None:
            return
        path = self.dossier_files[self.dossier_current]
        self.dossier_values[path] = self.ctl.own_dossier_values()
        self._update_dossier_values()
        self._refresh_dossier_row(path)

    def _update_dossier_values(self) -> None:
        """The other files' values: given to the export, searched and shown on this file."""
        from app.export.variants import target_for

        if not self.dossier_files or self.session is None:
            self.ctl.dossier_values = ()
            self.dossier_hits = {}
            return
        current = self.dossier_files[self.dossier_current]
        own = set(self.dossier_values.get(current, []))
        others = sorted({v for p, vals in self.dossier_values.items() if p != current for v in vals} - own)
        self.ctl.dossier_values = tuple(others)
        from app.export.variants import parse_date

        births = {parse_date(v) for k, v in others if k == "DATE_NAISSANCE"} - {None}
        self.session.add_known_births(births)  # a care-date hit that writes one is a birth date here too
        hits: dict[int, list[Span]] = {}
        known = {(s.page, s.start, s.end) for s in self.session.spans()}
        cache: dict = {}
        targets = [t for t in (target_for(label, value) for label, value in others) if t is not None]
        for page, text in enumerate(self.session.texts):
            if not text:
                continue
            for t in targets:
                for s, e in t.find(text, cache):
                    if (page, s, e) not in known:
                        hits.setdefault(page, []).append(Span(page, s, e, text[s:e], t.label, "dossier", 0.95))
        self.dossier_hits = hits
        self.view.viewport().update()

    # -- the panel ---------------------------------------------------------------------
    def _dossier_label(self, i: int) -> str:
        path = self.dossier_files[i]
        name = path.name if self.prefs.show_file_names else self.tr("Document %d") % (i + 1)
        state = {
            "waiting": self.tr("lecture en attente"),
            "read": self.tr("lu (valeurs partagées)"),
            "unreadable": self.tr("illisible"),
            "open": self.tr("en relecture"),
            "reviewed": self.tr("relu"),
            "exported": self.tr("exporté"),
            "exporting": self.tr("export en cours"),
            "refused": self.tr("refusé à la vérification"),
        }.get(self.dossier_state.get(path, ""), "")
        n = len(self.dossier_values.get(path, []))
        return "%s · %s%s" % (name, state, (" · " + self.tr("%d valeur(s) pour le dossier") % n) if n else "")

    def _refresh_dossier_row(self, path: Path) -> None:
        if path in self.dossier_files:
            i = self.dossier_files.index(path)
            self.dossier_panel.set_row(i, self._dossier_label(i))

    def _refresh_dossier_rows(self) -> None:
        for p in self.dossier_files:
            self._refresh_dossier_row(p)

    def _dossier_exported(self) -> None:
        if self.dossier_files and self.dossier_current >= 0:
            path = self.dossier_files[self.dossier_current]
            self.dossier_state[path] = "exported"
            self._refresh_dossier_row(path)

    # -- exporting the whole dossier -------------------------------------------------
    def export_dossier_dialog(self) -> None:
        if not self.dossier_files:
            return
        folder = QFileDialog.getExistingDirectory(self, self.tr("Dossier de sortie des fichiers anonymisés"))
        if folder:
            self.export_dossier(Path(folder))

    def export_dossier(self, out_dir: Path) -> bool:
        """Export every file of the dossier with its saved review, in a background process.

        Outputs get neutral names ("document-001_anonymise.pdf": file names carry
        patient names); files never reviewed are listed and need a yes first.
        """
        from app.batch import work
        from app.batch.files import sha256_of
        from app.review.review_file import find_saved_review
        from app.review.session import ReviewSession  # noqa: F401 (the worker builds one)

        if not self.dossier_files or self._export_futures:
            return False
        if self.session is not None and (self.session.dirty or self.ctl.reviewed):
            self.save_review()
        out_dir = Path(out_dir)
        if not out_dir.is_dir():
            self.messages.show_message("dossier", self.tr("Le dossier de sortie n'existe pas."), "error")
            return False
        jobs, missing = [], []
        for i, path in enumerate(self.dossier_files):
            try:
                sha = sha256_of(path)
            except OSError:
                continue
            review = find_saved_review(sha)
            if review is None:
                missing.append(i + 1)
            own = set(self.dossier_values.get(path, []))
            others = sorted({v for q, vals in self.dossier_values.items() if q != path for v in vals} - own)
            out = out_dir / ("document-%03d_anonymise.pdf" % (i + 1))
            jobs.append((path, out, out.with_suffix(".rapport.json"), review, others, sha))
        if missing and not self._confirm_unreviewed_files(missing):
            return False
        opts = self.ctl.export_options()
        self._export_pool = ProcessPoolExecutor(
            max_workers=1, mp_context=multiprocessing.get_context("spawn"),
            initializer=work.init_background_worker, initargs=(self.prefs.use_model,))
        self._export_futures = {
            self._export_pool.submit(work.export_reviewed_file, str(path), str(out), str(rep), opts,
                                     str(review) if review else None, others, sha): path
            for path, out, rep, review, others, sha in jobs}
        self.dossier_results = {}
        for path, *_ in jobs:
            self.dossier_state[path] = "exporting"
        self._refresh_dossier_rows()
        self._export_timer.start()
        self.notify(self.tr("Export du dossier en cours (%d fichier(s))…") % len(jobs), 0)
        return True

    def _confirm_unreviewed_files(self, numbers) -> bool:
        if not self.interactive:
            return True  # the caller (a test, a script) asked for it
        from PySide6.QtWidgets import QMessageBox

        ans = QMessageBox.question(
            self, self.tr("Fichiers non relus"),
            self.tr("Les documents %s n'ont pas de relecture enregistrée : ils seront exportés avec les choix "
                    "par défaut. Continuer ?") % ", ".join(str(n) for n in numbers),
            QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
        return ans == QMessageBox.Yes

    def _poll_dossier_export(self) -> None:
        for path, row in _finished(self._export_futures, {"code": 2, "message": "erreur interne"}):
            self.dossier_results[path] = row
            self.dossier_state[path] = "exported" if row.get("code") == 0 else "refused"
            self._refresh_dossier_row(path)
        if not self._export_futures:
            self._export_timer.stop()
            if self._export_pool is not None:
                self._export_pool.shutdown(wait=False)
                self._export_pool = None
            ok = sum(1 for r in self.dossier_results.values() if r.get("code") == 0)
            bad = len(self.dossier_results) - ok
            level = "info" if not bad else "error"
            self.messages.show_message(
                "dossier_export",
                self.tr("Dossier exporté : %d fichier(s) écrit(s) et vérifié(s), %d refusé(s) (rien d'écrit pour eux).")
                % (ok, bad), level)
            self.dossierExported.emit()
