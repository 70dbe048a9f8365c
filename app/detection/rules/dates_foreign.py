"""Dates written in the languages letters from abroad use (English, Spanish, Italian,
Portuguese, German), their months in full: "March 3, 1962", "14 de febrero de 1975", "3. März
1962". Apart from the French writings so that the case-blind month names are tried only
before a year they precede.
"""

from __future__ import annotations

import re

# Month names of the letters French hospitals exchange with foreign ones (English, Spanish,
# Italian, Portuguese, German), in full: "March 3, 1962", "14 de febrero de 1975", "3. März 1962".
FOREIGN_MONTHS = {
    **dict.fromkeys(("january", "enero", "gennaio", "janeiro", "januar", "jänner"), 1),
    **dict.fromkeys(("february", "febrero", "febbraio", "fevereiro", "februar"), 2),
    **dict.fromkeys(("march", "marzo", "março", "marco", "märz", "maerz"), 3),
    **dict.fromkeys(("april", "abril", "aprile"), 4),
    **dict.fromkeys(("may", "mayo", "maggio", "maio"), 5),
    **dict.fromkeys(("june", "junio", "giugno", "junho", "juni"), 6),
    **dict.fromkeys(("july", "julio", "luglio", "julho", "juli"), 7),
    **dict.fromkeys(("august", "agosto"), 8),
    **dict.fromkeys(("september", "septiembre", "setiembre", "settembre", "setembro"), 9),
    **dict.fromkeys(("october", "octubre", "ottobre", "outubro", "oktober"), 10),
    **dict.fromkeys(("november", "noviembre", "novembro"), 11),
    **dict.fromkeys(("december", "diciembre", "dicembre", "dezembro", "dezember"), 12),
}
_FOREIGN_ALT = "|".join(sorted(FOREIGN_MONTHS, key=len, reverse=True))
FOREIGN = re.compile(
    # day first: "3 March 1962", "3rd March 1962", "14 de febrero de 1975", "3. März 1962"
    r"(?<![\w.])(?P<d>[0-3]?\d)(?:st|nd|rd|th|º|°|\.)?,?[ \t]+(?:de[ \t]+)?(?P<m>" + _FOREIGN_ALT
    + r")\.?,?[ \t]+(?:de[ \t]+|del[ \t]+)?(?P<y>(?:18|19|20)\d\d)(?![\w])"
    # month first, as English prints it: "March 3, 1962", "March 3rd, 1962"
    r"|(?<![\w])(?P<m2>" + _FOREIGN_ALT + r")[ \t]+(?P<d2>[0-3]?\d)(?:st|nd|rd|th)?,?[ \t]+(?P<y2>(?:18|19|20)\d\d)(?![\w])",
    re.IGNORECASE,
)
# (no digit before the year, tested after its first two digits: a leading look-behind stops
# ``re`` skipping ahead to the "1" and "2" of the page)
_YEAR4 = re.compile(r"(?:18|19|20)(?<!\d\d\d)\d\d(?!\d)")
_WORD3 = re.compile(r"[^\W\d_]{3,}")


def foreign_matches(text: str):
    """``FOREIGN.finditer(text)``, tried only before a year that a foreign month name precedes
    (the case-blind alternation of month names scanned every character of every page)."""
    last = 0
    for y in _YEAR4.finditer(text):
        if y.start() > 0 and text[y.start() - 1] in "/.-":
            continue  # the year of a date in figures, most years of a page
        s0 = max(last, y.start() - 32)
        if not any(w in FOREIGN_MONTHS for w in _WORD3.findall(text[s0:y.start()].lower())):
            continue
        m = FOREIGN.search(text, s0, y.end())
        if m is not None and m.end() == y.end():
            last = m.end()
            yield m
