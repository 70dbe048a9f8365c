"""Typed document errors whose text is a clear French message.

Messages never include the file name: file names of patient records often
contain the patient's name, and these messages end up in logs.
"""

from __future__ import annotations


class DocumentError(Exception):
    """Base class: ``str(err)`` is the French message shown to the user."""

    code = "document"
    message = "Le document ne peut pas être lu."

    def __init__(self, detail: str | None = None):
        super().__init__(detail or self.message)


class MissingFileError(DocumentError):
    code = "missing"
    message = "Le fichier est introuvable."


class NotPdfError(DocumentError):
    code = "not_pdf"
    message = "Ce fichier n'est pas un PDF."


class EncryptedPdfError(DocumentError):
    code = "encrypted"
    message = "Ce PDF est protégé par un mot de passe : retirez la protection avant de l'anonymiser."


class CorruptPdfError(DocumentError):
    code = "corrupt"
    message = "Ce PDF est endommagé et ne peut pas être lu."


class EmptyPdfError(DocumentError):
    code = "empty"
    message = "Ce PDF ne contient aucune page."


class TooLargeError(DocumentError):
    code = "too_large"
    message = "Ce document est trop volumineux pour être traité en une fois."


def mupdf_errors() -> tuple[type[BaseException], ...]:
    """Every exception MuPDF raises. Its own errors (``FzErrorFormat`` on a file cut
    short…) derive from ``Exception``, not ``RuntimeError``: catching only the latter
    let a damaged file end in a traceback."""
    errors: list[type[BaseException]] = [RuntimeError, ValueError]
    try:
        from pymupdf import mupdf

        errors.append(mupdf.FzErrorBase)
    except (ImportError, AttributeError):  # pragma: no cover - other PyMuPDF builds
        pass
    try:
        import pymupdf

        errors.append(pymupdf.FileDataError)
    except (ImportError, AttributeError):  # pragma: no cover
        pass
    return tuple(errors)


MUPDF_ERRORS = mupdf_errors()
