"""What to do with pages whose text is an image: the OCR and unreadable-scan policy.

Decided once for every face. A page with no text layer is read by OCR when
OCR is available; a text page holding a large image (a scanned attachment)
is read too. A scanned page that OCR could not read, or could not run on,
cannot be checked: the export refuses it (exit 4) unless the user asked for
such pages to be masked whole. A user who masked a page whole by hand has
already dealt with it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

from app.job.outcome import EXIT_PAGES, JobError, warning_line


def _pages(pages: Iterable[int]) -> str:
    return ", ".join(str(i + 1) for i in pages)


_NOT_READ = {  # why OCR left an image page unread, by OCR state
    "unavailable": "la reconnaissance de caractères n'est pas disponible",
    "failed": "la reconnaissance de caractères a échoué sur ce fichier",
    "cancelled": "la reconnaissance de caractères a été annulée",
}


@dataclass
class ImagePages:
    """Image pages of one document and what OCR made of them."""

    image_only: list[int] = field(default_factory=list)  # no text layer at all
    needs_ocr: list[int] = field(default_factory=list)  # image-only, or text + a large image
    ocr_read: dict[int, bool] = field(default_factory=dict)  # page read by OCR → readable
    # Pages whose fonts the file lacks (a file cut short): MuPDF reads their glyph codes as
    # shifted letters that no detector reads and that still spell the values. Nobody can
    # check them: masked whole, like a scan OCR reads nothing on.
    no_fonts: list[int] = field(default_factory=list)

    def note_page(self, pt) -> None:
        """Record one extracted page (idempotent)."""
        i = pt.index
        if (pt.image_only or pt.image_rects) and i not in self.needs_ocr:
            self.needs_ocr.append(i)
            self.needs_ocr.sort()
        if pt.image_only and i not in self.image_only:
            self.image_only.append(i)
            self.image_only.sort()

    def note_ocr(self, pt) -> None:
        from app.ocr import ocr_readable

        self.ocr_read[pt.index] = ocr_readable(pt)

    @property
    def ocr_done(self) -> list[int]:
        return sorted(self.ocr_read)

    def not_read(self) -> list[int]:
        """Image-only pages OCR never read (unavailable, cancelled, failed)."""
        return [i for i in self.image_only if i not in self.ocr_read]

    def illegible(self) -> list[int]:
        """Image-only pages OCR read but found (almost) nothing on."""
        return [i for i in self.image_only if i in self.ocr_read and not self.ocr_read[i]]

    def unreadable(self, masked_by_user: Iterable[int] = ()) -> list[int]:
        """Image-only pages that cannot be checked: they must be masked whole."""
        done = set(masked_by_user)
        return sorted(set(i for i in self.not_read() + self.illegible() + self.no_fonts if i not in done))

    def large_images_not_read(self) -> list[int]:
        return [i for i in self.needs_ocr if i not in self.ocr_read and i not in self.image_only]

    def pages_to_mask(self, mask_image_pages: bool, masked_by_user: Sequence[int] = (),
                      ocr_state: str = "unavailable") -> list[int]:
        """Pages the export masks whole: image pages OCR read no text on, and with
        ``mask_image_pages`` those OCR could not read. Raises ``JobError`` (exit 4)
        when OCR could not read some and masking them was not asked for (the
        message says why: ``ocr_state``)."""
        unreadable = self.unreadable(masked_by_user)
        if not unreadable or mask_image_pages:
            return unreadable
        user = set(masked_by_user)
        missing = [i for i in self.not_read() if i not in user]
        if missing:
            raise JobError(
                "%d page(s) sans texte lisible (%s) et %s : "
                "relancez avec --mask-image-pages pour masquer ces pages entièrement. Aucun fichier écrit."
                % (len(missing), _pages(missing), _NOT_READ.get(ocr_state, _NOT_READ["unavailable"])),
                EXIT_PAGES,
            )
        # Every page left was read by OCR, which found (almost) no text on it: a photo,
        # handwriting, a blank sheet. Nobody can check it, so it is masked whole, as
        # the window's export does by default; the warning names the pages.
        return unreadable

    def warnings(self, ocr_state: str = "unavailable") -> list[str]:
        """``ocr_state``: why OCR did not read them (unavailable / failed / cancelled / done)."""
        out = []
        if self.no_fonts:
            out.append(warning_line(
                "%d page(s) sans leurs polices (fichier endommagé) : texte illisible, masquée(s) entièrement : %s."
                % (len(self.no_fonts), _pages(self.no_fonts))))
        blank = self.illegible()
        if blank:
            out.append(warning_line(
                "%d page(s) image où la reconnaissance de caractères ne lit aucun texte (photo, manuscrit, page "
                "blanche), masquée(s) entièrement : %s. Relisez-les dans la fenêtre si elles doivent rester visibles."
                % (len(blank), _pages(blank))))
        unread = self.large_images_not_read()
        if not unread:
            return out
        why = {
            "failed": "la reconnaissance de caractères a échoué",
            "cancelled": "reconnaissance de caractères annulée",
            "done": "la reconnaissance de caractères n'y a rien lu",
        }.get(ocr_state, "reconnaissance de caractères indisponible")
        return out + [warning_line(
            "%d page(s) contiennent une grande image non relue (%s) : %s." % (len(unread), why, _pages(unread))
        )]
