"""Listings printed in fixed-width columns by legacy systems, through a text printer.

"NO SEJOUR   ENTREE     SORTIE⏎-----⏎174769404   03/09/2017 12/09/2017 …": a caption line cut
by runs of blanks, a rule line, then one row a line. The codes of an identifier caption's
column are the words that start where the caption starts. A listing may run on over pages
without its caption line: the rows of the next pages that hold, in the same column, a code of
the same shape followed by a date, as the captioned rows did, are the same column's.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.detection.rules.common import code_shape
from app.detection.rules.page_tables import table_cells
from app.detection.rules.labelled_tables import CELL_VALUE, HEADER_CELL, code_ok, label_kind

_RULE_ROW = re.compile(r"[ \t]*[-=_]{3,}[-=_ \t]*\Z")
_MAX_LISTING_ROWS = 80
_TOKEN = re.compile(r"\S+")


def _lines(text: str) -> list[tuple[int, str]]:
    """Each line of the page with its start offset."""
    lines, pos = [], 0
    for line in text.split("\n"):
        lines.append((pos, line))
        pos += len(line) + 1
    return lines


def aligned_column_values(text: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) of the codes in the column an identifier caption heads in a listing
    printed in fixed-width columns ("NO SEJOUR   ENTREE     SORTIE⏎-----⏎174769404   03/09/2017 …",
    legacy systems through a text printer): each row's word that starts where the caption
    starts, while rows follow; two rows at least."""
    return list(_aligned_column_values(text))


@lru_cache(maxsize=64)
def _aligned_column_values(text: str) -> tuple[tuple[int, int, str], ...]:
    """``aligned_column_values``, cached: the page pass and the document pass
    (``listing_columns``) both read it."""
    out: list[tuple[int, int, str]] = []
    lines = _lines(text)
    for k, (ls, line) in enumerate(lines):
        if line.count("  ") < 2:
            continue
        heads = [(a, b) for a, b in table_cells(line) if HEADER_CELL.match(line, a, b)]
        if not heads or len(table_cells(line)) < 3:
            continue
        for a, b in heads:
            found = []
            for rs, row in lines[k + 1:k + 1 + _MAX_LISTING_ROWS]:
                if _RULE_ROW.match(row):
                    continue
                if not row.strip():
                    break
                tok = next((t for t in _TOKEN.finditer(row) if a - 1 <= t.start() <= a + 2), None)
                if tok is None:
                    continue
                vm = CELL_VALUE.match(row, tok.start(), tok.end())
                if vm is not None and vm.end() == tok.end() and code_ok(text, rs + vm.start(1), rs + vm.end(1), unit=False):
                    found.append((rs + vm.start(1), rs + vm.end(1), label_kind(line[a:b])))
            if len(found) >= 2:
                out.extend(found)
    return tuple(out)


_CELL_END = re.compile(r" {2}|\t|\Z")


@lru_cache(maxsize=16)
def aligned_column_cells(text: str, is_label) -> frozenset[tuple[int, int]]:
    """The cells under each header cell ``is_label(line, a, b)`` accepts, in a listing printed in
    fixed-width columns (a births register exported by a text printer: "N° ordre  Né(e) le /
    heure    Mère⏎-----⏎388       07/02/2025 à 23:33  ÉPINETTE Léonie"): in each row, what starts
    where the caption starts, up to two blanks. Rule lines, group lines and the wrapped ends of a
    wide cell (nothing there in its column) are passed over; a blank line ends the listing."""
    out: set[tuple[int, int]] = set()
    lines = _lines(text)
    for k, (ls, line) in enumerate(lines):
        if line.count("  ") < 2:
            continue
        cells = table_cells(line)
        if len(cells) < 3:
            continue
        for a, b in cells:
            if not is_label(line, a, b):
                continue
            for rs, row in lines[k + 1:k + 1 + _MAX_LISTING_ROWS]:
                if not row.strip():
                    break
                if len(row) <= a or row[a] == " " or (a > 0 and row[a - 1] != " "):
                    continue
                end = _CELL_END.search(row, a).start()
                out.add((rs + a, rs + end))
    return frozenset(out)


_DATE_AFTER = re.compile(r"[ \t]+\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2,4}(?!\d)")


def listing_columns(text: str) -> set[tuple[int, str, str]]:
    """(column, code shape, kind) of each captioned listing column of the page whose codes are
    followed by a date, as stays and exams are listed."""
    out = set()
    for s0, e0, kind in aligned_column_values(text) if "   " in text else ():
        ls = text.rfind("\n", 0, s0) + 1
        if _DATE_AFTER.match(text, e0):
            out.add((s0 - ls, code_shape(text[s0:e0]), kind))
    return out


def continued_rows(text: str, columns: set[tuple[int, str, str]]) -> list[tuple[int, int, str]]:
    """(start, end, kind) of the codes of rows that go on a listing column of another page:
    a word of the column's shape where its column starts, a date after it; two rows at least."""
    out: list[tuple[int, int, str]] = []
    for col, shape, kind in columns:
        rx = re.compile(shape + r"\Z")
        found, pos = [], 0
        for line in text.split("\n"):
            tok = next((t for t in _TOKEN.finditer(line) if col - 1 <= t.start() <= col + 2), None)
            if tok is not None and rx.match(tok.group()) and _DATE_AFTER.match(line, tok.end()):
                found.append((pos + tok.start(), pos + tok.end(), kind))
            pos += len(line) + 1
        if len(found) >= 2:
            out.extend(found)
    return out
