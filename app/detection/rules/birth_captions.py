"""A date printed over its "Date de naissance" caption, each cell a paragraph of its own.

A grid of boxes printed value over caption, read one cell a paragraph, gives
"19/04/1961⏎⏎Date de naissance⏎⏎HDJ2574700⏎⏎N° de séjour". Read caption first, the
caption's value would be the stay number under it, which is no date: the date over the
caption is then the only reading that gives it a date. A caption over the date itself
("Date d'entrée⏎⏎12/03/2024⏎⏎Date de naissance", "Vu le⏎12/03/2024") keeps the date for
that caption.

Also which cells a birth label heads or captions in a page's tables (``birth_cells``: under
it, over it, in its column, in a newborns' table with the hour beside the date), read by the
dates rule to tell a birth date from a care date.
"""

from __future__ import annotations

import re

from app.detection.rules.common import FIELD_NUMBER, WEEKDAYS, ci
from app.detection.rules.page_tables import grid_columns, label_cells, pipe_column_cells
from app.detection.rules.row_grids import value_first_rows
from app.detection.rules.value_first import is_caption

# Whose birth a caption may name after "Date de naissance de" (the person of the form).
WHOSE = (r"(?:enfant|assur[ée]e?|patiente?|m[èe]re|p[èe]re|b[ée]b[ée]|nouveau-n[ée]e?|victime|agent|d[ée]funte?|personne"
         r"|int[ée]ress[ée]e?|d[ée]tenue?|mineure?|usag[eè]re?|r[ée]sidente?|b[ée]n[ée]ficiaire|demandeu(?:r|se))(?:[ \t]*\([ \t]*e[ \t]*\))?")
# A cell or line that holds only a birth-date label: "Date de naissance", "DDN", "Né(e) le",
# "Naissance" (the dates rules read the same label over or before a date).
# (a form may number its boxes, "[3] Date de naissance (jj mm aaaa)", and say the format in brackets)
BIRTH_CELL = re.compile(r"[ \t]*" + FIELD_NUMBER + r"?(?:" + ci("date") + r"[ \t]+(?:" + ci("et") + r"[ \t]+" + ci("heure")
                        + r"[ \t]+)?" + ci("de") + r"[ \t]+(?:" + ci("naissance") + r"|" + ci("naiss")
                        + r"\.)(?:[ \t]+(?i:de[ \t]+l['’][ \t]*|de[ \t]+la[ \t]+|du[ \t]+|de[ \t]+)" + WHOSE + r")?|" + ci("DDN")
                        + r"|" + ci("naissance") + r"|N[ée]e?(?:\(e\))?[ \t]+le|NÉE?(?:\(E\))?[ \t]+LE"
                        + r"|(?i:date[ \t]+of[ \t]+birth|birth[ \t]*date|DOB))(?:[ \t]*\([^()\n]{1,20}\))?"
                        # a bilingual form's English caption after the French one
                        + r"(?:[ \t]*/[ \t]*(?i:date[ \t]+of[ \t]+birth|birth[ \t]*date|DOB))?"
                        # or the age for who has no date given ("Né(e) le / âge": a family table's column), or
                        # the hour of birth (a births register's "Né(e) le / heure")
                        + r"(?:[ \t]*/[ \t]*(?i:[âa]ge|heure))?[ \t:?]*\Z")
# A date opening a line (a weekday may come first): digits with separators, spaced digits, or a month in letters.
_DATE_START = re.compile(r"[ \t]*(?:[^\W\d_]{3,9}\.?,?[ \t]+)?(?:\d{1,2}[ ./\-]+(?:\d{1,2}|[^\W\d_]{3,9}\.?)[ ./\-]+\d{2,4}|\d(?:[ \t]+\d){7}|\d{8}(?!\d))")


def _line(text: str, pos: int) -> tuple[int, int]:
    s = text.rfind("\n", 0, pos) + 1
    e = text.find("\n", pos)
    return s, len(text) if e < 0 else e


def _next_line(text: str, end: int) -> tuple[int, int] | None:
    """The next line holding something after the line that ends at ``end``."""
    pos = end
    while pos < len(text):
        s, e = _line(text, pos + 1)
        if text[s:e].strip():
            return s, e
        pos = e
    return None


def _previous_line(text: str, start: int) -> tuple[int, int] | None:
    pos = start - 1
    while pos > 0:
        s, e = _line(text, pos - 1) if text[pos] == "\n" else _line(text, pos)
        if text[s:e].strip():
            return s, e
        pos = s - 1
    return None


def over_birth_caption(text: str, start: int, end: int) -> bool:
    """Whether the date ``text[start:end]``, alone on its line, stands over a birth caption
    alone on its line, under which comes no date, and under no caption of its own."""
    ls, le = _line(text, start)
    if text[ls:start].strip() or text[end:le].strip():
        return False
    cap = _next_line(text, le)
    if cap is None or BIRTH_CELL.match(text, cap[0], cap[1]) is None:
        return False
    under = _next_line(text, cap[1])
    if under is not None and _DATE_START.match(text, under[0], under[1]):
        return False  # the caption's own date under it: read caption first
    over = _previous_line(text, ls)
    if over is not None and text[over[1]:ls].count("\n") >= 2 and text[le:cap[0]].count("\n") == 1:
        over = None  # a blank line over the date, its caption right under: a block of their own
    # a caption of its own over the date ("Date d'entrée", "Prélevé le", "Date :") keeps it
    return over is None or not is_caption(text, over[0], over[1]) and \
        not text[over[0]:over[1]].rstrip().endswith((":", " le", " du"))


# A weekday in full or abbreviated ("jeu, 4 déc 1941").
DAY = "(?:" + "|".join((*WEEKDAYS, "lun", "mar", "mer", "jeu", "ven", "sam", "dim")) + ")"
# "Né", "Née", "Né(e)", "Né/e": the birth cue the dates rule reads before a date.
BORN = r"\b(?:n[ée]e?|n[ée]\s*\(\s*e\s*\)|n[ée]/e)"
_CELL_TIME = re.compile(r"[ \t]+(?:à[ \t]+)?(?:[01]?\d|2[0-3])(?:[ \t]*[hH][ \t]*(?:[0-5]\d)?|:[0-5]\d)\Z")
_CELL_WEEKDAY = re.compile(r"(?i:" + DAY + r")\.?,?[ \t]+(?=\d)")
_BORN_LE = re.compile(BORN + r"\s+le\Z", re.IGNORECASE)


def _is_birth_label(t: str, s: int, e: int) -> bool:
    return BIRTH_CELL.match(t, s, e) is not None


def birth_cells(text: str) -> set[tuple[int, int]]:
    """Cells a birth-date label heads or captions ("10 mars 1961" over "Né le")."""
    def is_label(t: str, s: int, e: int) -> bool:
        return BIRTH_CELL.match(t, s, e) is not None

    cells = label_cells(text, is_label)
    for heads, rows in grid_columns(text) if "\n" in text else ():  # a table read one cell per line
        cells.update(row[k] for k, h in enumerate(heads) if h.startswith(("date de naissance", "ddn", "ne", "naissance",
                                                                           "date of birth", "dob", "birth date"))
                     for row in rows)
    cells = {c for c in cells if not _own_caption_beside(text, c[0])}
    for head, body in value_first_rows(text) if "|" in text else ():  # "22/09/1943 | EHPAD …⏎Date de naissance | Vers"
        cells.update(body[k] for k, (s, e) in enumerate(head) if is_label(text, s, e))
    if "|" in text:  # a column of a table drawn with "|" (before the cuts below: its cells give the hour too)
        cells |= pipe_column_cells(text, is_label)
    if "    " in text:  # or one printed in fixed-width columns
        from app.detection.rules.listings import aligned_column_cells  # (listings reads the labelled tables, which read this)

        cells |= aligned_column_cells(text, _is_birth_label)
    # "mardi 5 juillet 1977" over "Né(e) le": the date of the cell, its weekday left out
    cells |= {(d.end(), c[1]) for c in cells if (d := _CELL_WEEKDAY.match(text, c[0], c[1]))}
    # "06.06.2025 03 h 12" under "Date et heure de naissance": the date of the cell, its hour left out
    cells |= {(c[0], t.start()) for c in cells if (t := _CELL_TIME.search(text, c[0], c[1]))}
    return cells


def _own_caption_beside(text: str, s: int) -> bool:
    """The line right over the cell is a caption of its own ("Date de transfert :"), not a
    birth label: the value is that caption's, whatever a header run far above suggests
    (a redacted identity block leaves its labels without values). So is the line right
    under it in a grid of values over their captions ("23 juillet 2025⏎Transfert le"),
    unless a birth label stands right over the value."""
    le = text.rfind("\n", 0, s)
    if le <= 0:
        return False
    ls = text.rfind("\n", 0, le) + 1
    if BIRTH_CELL.match(text, ls, le) is not None:
        return False
    if _caption_line(text[ls:le].rstrip()):
        return True
    ce = text.find("\n", s)
    if ce < 0:
        return False
    ne = text.find("\n", ce + 1)
    ne = len(text) if ne < 0 else ne
    return _caption_line(text[ce + 1:ne].rstrip()) and BIRTH_CELL.match(text, ce + 1, ne) is None


def _caption_line(line: str) -> bool:
    """"Date de transfert :", "Édité le", "Prélevé le": a caption that ends its line."""
    return line.endswith(":") or (line.endswith((" le", " du")) and not _BORN_LE.search(line))
