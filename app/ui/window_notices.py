"""What the main window tells the reviewer: inline messages, status bar, title,
progress, and which actions are enabled.

A mixin of ``MainWindow``; it reads the review controller, never changes it.
"""

from __future__ import annotations


class WindowNoticesMixin:
    @staticmethod
    def _pages_list(pages) -> str:
        out = ", ".join(str(p + 1) for p in pages[:12])
        return out + ("…" if len(pages) > 12 else "")

    def _warn_image_pages(self) -> None:
        if self.ctl.job is None or self.ocr_state == "running":
            return
        image = self.ctl.job.image
        if self.ocr_texts:
            bad = self.unreadable_pages()
            text = self.tr("%d page(s) lue(s) par reconnaissance de caractères (OCR) : %s.") % (
                len(self.ocr_texts), self._pages_list(sorted(self.ocr_texts)))
            if bad:
                text += " " + self.tr("Illisible(s) même par OCR : %s — utilisez « Masquer toute la page » "
                                      "(Maj+M) ; à l'export elles sont masquées entièrement.") % self._pages_list(bad)
            self.messages.show_message("image_pages", text, "warning" if bad else "info")
            return
        if not image.image_only:
            return
        self.messages.show_message(
            "image_pages",
            self.tr("%d page(s) sans texte (images numérisées) : %s. Leur contenu n'est pas analysé ; "
                    "masquez-les avec « Masquer une zone » ou à l'export.") % (
                len(image.image_only), self._pages_list(image.image_only)),
            "warning",
        )

    def _on_progress(self, done: int, total: int) -> None:
        # QProgressBar.setValue repaints the window synchronously: apply at most ~8 times/s
        self._pending_progress = (done, total)
        if done == 0 or done >= total:
            self._apply_progress()
        elif not self._progress_timer.isActive():
            self._progress_timer.start()

    def _apply_progress(self) -> None:
        done, total = self._pending_progress
        if self.progress.maximum() != total:
            self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _on_model_status(self, status) -> None:
        if status is None:
            if self.prefs.use_model:
                self.messages.show_message(
                    "model", self.tr("Détection par modèle indisponible : l'analyse utilise les règles seules."), "warning"
                )
            return
        available = getattr(status, "available", True)
        failed = getattr(status, "pages_failed", ())
        if not available or failed:
            msg = status.message_fr() if hasattr(status, "message_fr") else self.tr("Détection par modèle indisponible.")
            self.messages.show_message("model", msg, "warning")
        else:
            self.messages.remove("model")

    def _on_analysis_failed(self, what: str) -> None:
        self.ctl.on_analysis_failed()
        self.progress.hide()
        self.cancel_button.hide()
        self.messages.show_message(
            "analysis", self.tr("L'analyse a échoué (%s) : les détections affichées sont incomplètes.") % what, "error"
        )
        self.status_label.setText(self.tr("Analyse interrompue par une erreur."))
        self.analysisFinished.emit()

    def _on_extraction_failed(self, page: int, message: str) -> None:
        self.messages.show_message("page_%d" % page, message, "warning")

    def _show_error(self, message: str) -> None:
        self.messages.show_message("error", message, "error")
        self.status_label.setText(self.tr("Le fichier n'a pas pu être ouvert."))

    def _update_counts(self) -> None:
        s = self.session
        if s is None:
            return
        total, acc = s.totals()
        self.counts_label.setText(self.tr("%d détection(s) · %d à masquer · %d zone(s)") % (total, acc, len(s.areas())))

    def _update_force_counts(self) -> None:
        if self.session is None:
            self.force_panel.set_terms(self.force_terms)
            return
        self.force_panel.set_terms(self.force_terms, self.ctl.force_counts())

    def _on_current_page(self, page: int) -> None:
        if self.doc is None:
            return
        self.page_label.setText(self.tr("Page %d / %d") % (page + 1, self.doc.page_count))
        self.page_spin.blockSignals(True)
        self.page_spin.setValue(page + 1)
        self.page_spin.blockSignals(False)

    def _on_zoom(self, zoom: float) -> None:
        self.zoom_label.setText("%d %%" % round(zoom * 100))

    def _on_clean_changed(self, _clean: bool) -> None:
        self._update_title()

    def _update_title(self) -> None:
        if self.doc is None:
            self.setWindowTitle("Caviard")
            return
        name = self.doc_path.name if self.prefs.show_file_names else self.tr("document de %d page(s)") % self.doc.page_count
        mark = " *" if self.session is not None and self.session.dirty else ""
        self.setWindowTitle("Caviard — %s%s" % (name, mark))

    def _update_actions(self) -> None:
        has = self.doc is not None
        for a in (self.act_export, self.act_close_doc, self.act_next, self.act_prev, self.act_toggle,
                  self.act_accept_page, self.act_reject_page, self.act_area, self.act_mask_page, self.act_zoom_in,
                  self.act_zoom_out, self.act_fit, self.act_next_page, self.act_prev_page, self.act_first_page,
                  self.act_last_page, self.act_find, self.act_find_next, self.act_find_prev, self.act_save_review,
                  self.act_load_review, self.act_next_unreviewed, self.act_accept_all, self.act_reject_all,
                  self.act_toggle_space):
            a.setEnabled(has)
        self.act_resume.setEnabled(has and not self.analysis.running and self.ctl.phase in ("cancelled", "failed"))
        self.kind_combo.setEnabled(has)
