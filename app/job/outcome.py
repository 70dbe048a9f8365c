"""Exit codes and messages of one document job, shared by every face.

The command line prints them, ``gui --export`` prints the same, the export
dialog shows them: a message is written once, here or in the step that
raises it. Messages are French and never quote a value or a file name.
"""

from __future__ import annotations

from dataclasses import dataclass, field

EXIT_OK, EXIT_INPUT, EXIT_VERIFY, EXIT_PAGES = 0, 2, 3, 4


class JobError(Exception):
    """A step that cannot go on: ``str()`` is the French message, ``code`` the exit code."""

    def __init__(self, message: str, code: int = EXIT_INPUT):
        super().__init__(message)
        self.code = code


@dataclass
class JobOutcome:
    """What a face reports after an export: exit code, lines for stdout and stderr."""

    code: int
    result: object | None = None  # app.export.ExportResult when the export ran
    stdout: list[str] = field(default_factory=list)
    stderr: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.code == EXIT_OK

    @classmethod
    def failure(cls, exc: JobError, warnings: list[str] | None = None) -> "JobOutcome":
        return cls(exc.code, None, [], list(warnings or []) + [error_line(str(exc))])

    def print(self) -> None:
        import sys

        for line in self.stderr:
            print(line, file=sys.stderr)
        for line in self.stdout:
            print(line)


def error_line(message: str) -> str:
    return "Erreur : %s" % message


def warning_line(message: str) -> str:
    return "Avertissement : %s" % message
