"""Folder runs: every PDF of a folder, one dossier's values shared by its files (Qt-free)."""

from app.batch.run import EXIT_CANCELLED, FolderOptions, run_folder

__all__ = ["EXIT_CANCELLED", "FolderOptions", "run_folder"]
