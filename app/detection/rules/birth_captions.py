"""A date printed over its "Date de naissance" caption, each cell a paragraph of its own.

A grid of boxes printed value over caption, read one cell a paragraph, gives
"19/04/1961⏎⏎Date de naissance⏎⏎HDJ2574700⏎⏎N° de séjour". Read caption first, the
caption's value would be the stay number under it, which is no date: the date over the
caption is then the only reading that gives it a date. A caption over the date itself
("Date d'entrée⏎⏎12/03/2024⏎⏎Date de naissance", "Vu le⏎12/03/2024") keeps the date for
that caption.
"""

from __future__ import annotations

import re

from app.detection.rules.common import FIELD_NUMBER, ci
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
                        + r"(?:[ \t]*/[ \t]*(?i:date[ \t]+of[ \t]+birth|birth[ \t]*date|DOB))?[ \t:?]*\Z")  # (in English too)
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
