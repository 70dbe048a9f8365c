"""What a long review needs: find, review progress, save and resume, resume the analysis.

A mixin of ``MainWindow``. Searching is ``app.review.find``; which pages were
seen is the controller's; the review file is ``app.review.review_file``
(positions and a hash of the source, never a value). A page counts as
reviewed once it has stayed on screen with its hits shown (analysed), or
once the reviewer has stepped with N through its last hit.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from app.ui.core_messages import ui_message
from app.review.find import FindError, terms_for_hits
from app.review.force_terms import ForceTerm
from app.ui.commands import ForceTermsCommand

SEEN_DELAY_MS = 1200  # a page flown past while scrolling or paging with U is not "seen"
SEEN_FRACTION = 0.6  # of the page (or of the viewport, for a tall page) on screen


class WindowReviewMixin:
    # -- find --------------------------------------------------------------------
    def show_find_bar(self) -> None:
        if self.session is not None:
            self.find_bar.open_bar()

    def find_hits_for_page(self, page: int) -> list[tuple[int, int, bool]]:
        if not self.find_bar.isVisible():
            return []
        cur = self.find_bar.current_hit()
        return [(s, e, cur == (page, s, e)) for s, e in self.find_bar.hits_on_page(page)]

    def _find_texts(self):
        return self.session.texts if self.session is not None else []

    def _on_find_current(self, hit) -> None:
        if hit is not None:
            self.view.scroll_to_range(*hit)
        self.view.viewport().update()

    def _on_find_mask_all(self, query, kind: str) -> None:
        try:
            values = terms_for_hits(self.session.texts, self.find_bar.hits)
        except FindError as exc:
            self.find_bar.count.setText(ui_message(str(exc)))
            return
        new = list(self.ctl.doc_terms)
        for v in values:
            t = ForceTerm(v, False, kind)
            if t not in new:
                new.append(t)
        if new != self.ctl.doc_terms:
            self.undo_stack.push(ForceTermsCommand(self.ctl.set_doc_terms, self.ctl.doc_terms, new,
                                                 self.tr("Masquer toutes les occurrences")))
        self.notify(self.tr("%d valeur(s) ajoutée(s) comme termes forcés de ce document.") % len(values))

    # -- review progress ---------------------------------------------------------
    def _schedule_seen(self, *_args) -> None:
        if self.session is not None:
            self._seen_timer.start()

    def _check_seen(self) -> None:
        """Pages on screen long enough, with their hits shown, are reviewed."""
        if self.session is None:
            return
        pages = [p for p in self.view.visible_pages() if self.view.visible_fraction(p) >= SEEN_FRACTION]
        self._mark_reviewed(pages)

    def _mark_reviewed(self, pages) -> None:
        new = self.ctl.mark_reviewed(pages)
        if new:
            self._refresh_pages(new)
            self._update_review_progress()

    def _stepped_onto(self, span) -> None:
        """N through the last hit of a page: that page was reviewed hit by hit."""
        hits = self.session.spans(span.page)
        if hits and hits[-1].key == span.key:
            self._mark_reviewed([span.page])

    def _update_review_progress(self) -> None:
        s = self.session
        if s is None:
            self.reviewed_label.setText("")
            self.pages_panel.summary.setText("")
            return
        n = len(self.ctl.reviewed)
        self.reviewed_label.setText(self.tr("%d / %d pages relues") % (n, s.page_count))
        self.pages_panel.set_summary(n, s.page_count)

    def _refresh_pages(self, pages) -> None:
        s = self.session
        if s is None:
            return
        for p in pages:
            analysed = p in s.analysed_pages
            self.pages_panel.update_page(p, len(s.spans(p)) if analysed else None, analysed, p in self.ctl.reviewed)

    def next_unreviewed_page(self) -> None:
        page = self.ctl.next_unreviewed(max(0, self.view.current_page))
        if page is None:
            self.notify(self.tr("Toutes les pages sont relues."))
            return
        self.view.go_to_page(page)

    # -- whole document ------------------------------------------------------------
    def accept_all_in_document(self) -> None:
        self.apply_decisions(self.ctl.document_decisions(True), self.tr("Tout masquer dans le document"), confirmed=True)

    def reject_all_in_document(self) -> None:
        self.apply_decisions(self.ctl.document_decisions(False), self.tr("Tout conserver dans le document"),
                             confirmed=True)

    # -- save and resume -------------------------------------------------------------
    def _doc_term_positions(self):
        from app.review.force_terms import find_force_spans

        out = []
        for t in self.ctl.doc_terms:
            hits = find_force_spans(self.session.texts, [t])
            if hits:
                out.append((t.label, [(h.page, h.start, h.end) for h in hits]))
        return out

    def save_review(self, path=None) -> bool:
        """Write the review file (positions, hash of the source; no value)."""
        from app.review.review_file import default_review_path, save_review, snapshot

        if self.session is None or self.source_sha256 is None:
            return False
        snap = snapshot(self.session, source_sha256=self.source_sha256, reviewed_pages=sorted(self.ctl.reviewed),
                        doc_terms=self._doc_term_positions(), analysis_state=self.ctl.phase)
        target = path or default_review_path(self.source_sha256)
        try:
            save_review(target, snap)
        except OSError:
            self.messages.show_message("review_file", self.tr("La relecture n'a pas pu être enregistrée."), "error")
            return False
        self.session.dirty = False  # nothing is lost on close any more: the review can be resumed
        self.undo_stack.setClean()
        self._update_title()
        self.notify(self.tr("Relecture enregistrée : vous pourrez la reprendre en rouvrant ce fichier."))
        return True

    def load_review_dialog(self) -> None:
        if self.session is None:
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Reprendre une relecture"), "",
                                              self.tr("Relecture Caviard (*.json)"))
        if path:
            self.resume_review(path)

    def _offer_saved_review(self) -> None:
        from app.review.review_file import find_saved_review

        found = find_saved_review(self.source_sha256) if self.source_sha256 else None
        if found is None:
            return
        self.messages.show_message(
            "saved_review", self.tr("Une relecture de ce fichier a été enregistrée : voulez-vous la reprendre ?"),
            "info", (self.tr("Reprendre la relecture"), lambda: self.resume_review(found)))

    def resume_review(self, path) -> bool:
        """Load a review file of this very document (same hash) and apply it.

        Positions need the page texts: before the analysis has read every page
        the review is kept and applied when it ends.
        """
        from app.review.review_file import ReviewFileError, load_review

        self.messages.remove("saved_review")
        try:
            snap = load_review(path, expected_sha256=self.source_sha256, page_count=self.session.page_count)
        except ReviewFileError as exc:
            self.messages.show_message("review_file", ui_message(str(exc)), "error")
            return False
        if self.analysis.running or self.ctl.phase in ("analysing", "ocr"):
            self._pending_snapshot = snap
            self.notify(self.tr("La relecture enregistrée sera reprise à la fin de l'analyse."))
        else:
            self._restore_snapshot(snap)
        return True

    def _restore_snapshot(self, snap) -> None:
        from app.review.review_file import restore, term_texts

        terms = [ForceTerm(text, False, label) for label, text in term_texts(self.session, snap)]
        if terms:
            self.ctl.set_doc_terms(terms)
        result = restore(self.session, snap)
        self._pending_decisions = dict(result.pending)
        self._mark_reviewed(snap.reviewed_pages)
        self.undo_stack.clear()
        self.notify(self.tr("Relecture reprise : %d décision(s), %d marque(s), %d zone(s).")
                    % (result.decisions_applied, result.marks, result.zones))

    def _apply_pending_review(self) -> None:
        from app.review.review_file import apply_pending

        snap, self._pending_snapshot = self._pending_snapshot, None
        if snap is not None and self.session is not None:
            self._restore_snapshot(snap)
        if self._pending_decisions and self.session is not None:
            self._pending_decisions = apply_pending(self.session, self._pending_decisions)

    # -- resume an analysis cut short ---------------------------------------------------
    def _analysed_text(self, p: int):
        """The page's PageText as the analysis read it (its text alone if it cannot be had),
        so the document pass of the resumed run reads its rows too."""
        from app.document import DocumentError

        try:
            pt = self.ctl.job.page_text(p)
        except DocumentError:  # a damaged page: the text the session holds
            return self.session.texts[p] or ""
        return pt if pt.text == (self.session.texts[p] or "") else (self.session.texts[p] or "")

    def resume_analysis(self) -> None:
        """Analyse the pages a cancelled analysis left, keeping every decision made."""
        if self.session is None or self.analysis.running or self.ctl.phase not in ("cancelled", "failed"):
            return
        self.messages.remove("cancelled")
        self.ctl.phase = "analysing"
        done = {p: (self._analysed_text(p), self.session.detected(p)) for p in sorted(self.session.analysed_pages)}
        self.analysis.start(self.ctl.job, done)
        self.progress.setFormat(self.tr("Analyse %v / %m"))
        self.progress.setRange(0, self.session.page_count)
        self.progress.setValue(len(done))
        self.progress.show()
        self.cancel_button.show()
        self.status_label.setText(self.tr("Analyse en cours…"))
        self._update_actions()
