"""How a page's text prints tables: cells split by tabs, bars or wide gaps, header rows and
the value rows under them, blocks between blank lines, pipe grids, and tables read one cell
per line. Shared by the identifier, name, date and establishment families, which look for
labels in the captions and values in the cells; the readings of a page are cached because
several families read the same page's blocks and grids (callers only read them)."""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache
from typing import Iterator

from app.detection.rules.common import fold, line_start_matches

# Tabs, a bar with the blanks around it, or two spaces or more: the first character read once,
# then which of the three it opens (``re`` skips ahead to blanks and bars; "\s*" first made it
# try every character).
_CELL_SPLIT = re.compile(r"[\s|](?:(?<=\t)\t*|(?<=\|)\s*|(?<=\s)\s*\|\s*|(?<= ) +)")


def table_cells(line: str) -> list[tuple[int, int]]:
    """Cell ranges of a table row (cells split by tabs, bars or 2+ spaces)."""
    cells = []
    pos = 0
    for m in _CELL_SPLIT.finditer(line):
        if m.start() > pos and line[pos:m.start()].strip():
            cells.append((pos, m.start()))
        pos = m.end()
    if pos < len(line) and line[pos:].strip():
        cells.append((pos, len(line)))
    return cells


def header_value_cells(text: str, header_line_ok, hint: re.Pattern | None = None) -> Iterator[tuple[str, int, int]]:
    """(header label, value start, value end) for tables flattened by PDF extraction.

    A row of header cells ("Nom | Prénom | IPP") whose next non-blank row
    has as many cells: each header is paired with the value below it, in
    column order. ``header_line_ok(line)`` screens header rows cheaply.
    Offsets are absolute in ``text``. ``hint``, a MULTILINE pattern that finds on the whole
    text exactly the lines ``header_line_ok`` accepts, replaces one call per line by one scan.
    """
    lines = text.split("\n")
    offsets = [0]
    for ln in lines[:-1]:
        offsets.append(offsets[-1] + len(ln) + 1)
    if hint is not None:
        rows = sorted({bisect_right(offsets, m.start()) - 1 for m in hint.finditer(text)})
    else:
        rows = [i for i, line in enumerate(lines[:-1]) if header_line_ok(line)]
    for i in rows:
        line = lines[i]
        if i >= len(lines) - 1:
            continue
        cells = table_cells(line)
        if len(cells) < 2:
            continue
        j = i + 1
        while j < len(lines) and not lines[j].strip():
            j += 1
        if j >= len(lines):
            continue
        vals = table_cells(lines[j])
        if len(vals) != len(cells):
            continue
        row = lines[j]
        for (hs, he), (vs, ve) in zip(cells, vals):
            # (a row indented by one blank keeps it in its first cell: " DAMAY")
            vs += len(row[vs:ve]) - len(row[vs:ve].lstrip())
            ve -= len(row[vs:ve]) - len(row[vs:ve].rstrip())
            yield line[hs:he].strip(), offsets[j] + vs, offsets[j] + ve


@lru_cache(maxsize=64)
def line_blocks(text: str) -> list[list[tuple[int, int]]]:
    """Blocks of the page (runs of lines between blank lines), each a list of its
    lines' ``(start, end)`` offsets. Cached: several rule families read the same page's
    blocks (the lists are shared, callers only read them)."""
    blocks: list[list[tuple[int, int]]] = []
    cur: list[tuple[int, int]] = []
    pos = 0
    for line in text.split("\n"):
        end = pos + len(line)
        if line.strip():
            cur.append((pos, end))
        elif cur:
            blocks.append(cur)
            cur = []
        pos = end + 1
    if cur:
        blocks.append(cur)
    return blocks


@lru_cache(maxsize=64)
def bar_rows(text: str) -> list[list[tuple[int, int]]]:
    """Each line of the page as its cells, " | " between them (the rows reading's tables),
    blanks kept; a line without a bar is one cell. Cached like ``line_blocks``."""
    rows, pos = [], 0
    for line in text.split("\n"):
        cells, a = [], pos
        for part in line.split(" | "):
            cells.append((a, a + len(part)))
            a += len(part) + 3
        rows.append(cells)
        pos += len(line) + 1
    return rows


def header_cell_like(text: str, s: int, e: int) -> bool:
    """A short line without digits: what a table's header cell looks like."""
    return e - s <= 40 and not any(map(str.isdigit, text[s:e])) and len(text[s:e].split()) <= 5


def header_runs(block: list[tuple[int, int]], text: str, max_cells: int = 8):
    """(header lines, value lines) of each run of 2–``max_cells`` header-like lines followed,
    in the same block, by as many lines: a table row and its header read cell by cell.
    A run is taken only when a line that is no header cell follows it."""
    i = 0
    while i < len(block):
        j = i
        while j < len(block) and header_cell_like(text, *block[j]):
            j += 1
        # the first values may look like header cells too (a name): the row then holds
        # as many values as the block has lines left for them, unless the run starts with
        # column captions ("Nom", "Prénom", "N° de séjour") and goes on with other words
        c = 0
        while i + c < j and COLUMN_CAPTION.match(text, *block[i + c]):
            c += 1
        n = c if 2 <= c < j - i and i + 2 * c <= len(block) and all(
            _fits(text, block[i + k], block[i + c + k]) for k in range(c)) else min(j - i, (len(block) - i) // 2)
        if 2 <= n <= max_cells and j < len(block):
            yield block[i:i + n], block[i + n:i + 2 * n]
        i = max(j, i + 1)


def caption_row(head: list[tuple[int, int]], body: list[tuple[int, int]], text: str) -> list[tuple[int, int]] | None:
    """The first lines of ``body`` that are the values of ``head`` when every line of ``head``
    is a column caption ("Nom⏎Prénom⏎DDN⏎Sexe⏎N° dossier") and ``body`` goes on after the row
    (a grid of one cell a line, then the text under it): None otherwise."""
    n = len(head)
    if not 3 <= n < len(body) or not all(COLUMN_CAPTION.match(text, s, e) for s, e in head):
        return None
    return body[:n] if all(_fits(text, head[k], body[k]) for k in range(n)) else None


def distant_row(blocks: list[list[tuple[int, int]]], i: int, text: str, ahead: int = 12) -> list[tuple[int, int]] | None:
    """The row of values of the caption block ``blocks[i]`` printed further down the page
    (a PDF whose text runs the captions, then a results table, then the values): the first
    later block as long, four lines at least, whose lines suit their captions, not captions
    themselves. None when the block is no caption block or no such row follows."""
    head = blocks[i]
    if len(head) < 4 or not all(header_cell_like(text, s, e) for s, e in head):
        return None
    for nxt in blocks[i + 2:i + 2 + ahead]:
        if len(nxt) == len(head) and not all(header_cell_like(text, s, e) for s, e in nxt) and all(
                _fits(text, head[k], nxt[k]) for k in range(len(head))):
            return nxt
    return None


def _fits(text: str, caption: tuple[int, int], value: tuple[int, int]) -> bool:
    """Whether a value suits its column caption: digits under a date or an identifier
    caption, none under a name caption."""
    cap = fold(text[caption[0]:caption[1]]).strip(" :")
    digits = any(map(str.isdigit, text[value[0]:value[1]]))
    if cap.startswith(("nom", "prenom")):
        return not digits
    if cap.startswith(("date", "ddn", "ne", "naissance", "n°", "nº", "ipp", "nda", "iep", "nip", "sejour", "dossier",
                       "ins", "nir", "matricule")):
        return digits
    return True


_MAX_ROWS = 40  # rows of one table under its header row (a family, or a list of patients: an operating programme)


def label_cells(text: str, is_label, is_value=None) -> set[tuple[int, int]]:
    """The cells a label cell gives its value to, for labels ``is_label(text, s, e)`` says
    stand alone on their line: the line just under or over it, the rows under a header row,
    the row over a row of captions, and the values of a header row read in the same block.
    ``is_value(text, s, e)``, when given, says a line is the kind of value the label wants:
    a two-line block of a label and such a value is a pair, no header row over other blocks.
    Each cell is returned as its line's bounds without the spaces around."""
    out: list[tuple[int, int]] = []
    blocks = line_blocks(text)
    value_first = None
    for bi, block in enumerate(blocks):
        labels = [k for k, (s, e) in enumerate(block) if is_label(text, s, e)]
        if not labels:
            continue
        if value_first is None:  # imported here: that module reads this one's captions
            from app.detection.rules.value_first import value_first_captions
            value_first = value_first_captions(text)
        if over := [value_first[c] for k in labels if (c := _stripped(text, *block[k])) in value_first]:
            out.extend(over)  # captions under their values, in a form read one line each
            continue
        nb = blocks[bi + 1] if bi + 1 < len(blocks) else ()
        if len(block) > 2 and 0 not in labels and len(nb) == len(block) - 1 and len(nb) > 1 and \
                not is_label(text, *block[0]) and all(COLUMN_CAPTION.match(text, *c) for c in block[1:]):
            # a table's title over its header row ("tableau⏎Rang⏎Prénom⏎Né(e) le⏎Poids⏎Apgar"): the rows under it
            # have one cell fewer than the block
            block, labels = block[1:], [k - 1 for k in labels]
        for k in labels:
            if k + 1 < len(block):
                out.append(block[k + 1])  # the value under its label
            if k > 0:
                out.append(block[k - 1])  # the value over its caption
        # a label over its value ("Lieu de naissance⏎Barcelonnette") or under it is a pair, not a header row:
        # the blocks under it are other pairs ("Préleveur⏎Dr …"), not its rows
        pair = is_value is not None and len(block) == 2 and len(labels) == 1 and is_value(text, *block[1 - labels[0]])
        # a label alone in its block heads the next block only (its value), not every
        # one-line block after it ("Né(e) le⏎⏎06.10.1977⏎⏎Préleveur⏎⏎…⏎⏎Reçu le⏎⏎13/05/2025")
        rows = _MAX_ROWS if len(block) > 1 else 1
        for nxt in blocks[bi + 1:bi + 1 + rows] if not pair else ():
            if len(nxt) != len(block):
                if len(nxt) > len(block) and 0 in labels and all(text[a:b].rstrip().endswith(":") for a, b in block):
                    # captions each ending with ":" over a longer block of values (an address on two
                    # lines): the first value is still the first caption's
                    out.append(nxt[0])
                break
            out.extend(nxt[k] for k in labels)  # the rows under a header row
        if bi > 0 and len(blocks[bi - 1]) == len(block) > 1:
            out.extend(blocks[bi - 1][k] for k in labels)  # a row of values over its captions
        for head, body in header_runs(block, text):  # header cells and values in one block
            out.extend(body[k] for k, (s, e) in enumerate(head) if is_label(text, s, e))
    return {_stripped(text, s, e) for s, e in out}


def _stripped(text: str, s: int, e: int) -> tuple[int, int]:
    """A line's bounds without the spaces around it."""
    return s + len(text[s:e]) - len(text[s:e].lstrip()), e - len(text[s:e]) + len(text[s:e].rstrip())


_DIGITS3 = re.compile(r"\d{3}")
_RULE_LINE = re.compile(r"[ \t]*[+|=\-][+|=\- \t]*\Z")  # "+-----+-----+", "|=====|"


def pipe_cells(text: str, line_start: int, line_end: int) -> list[tuple[int, int]]:
    """The cells of a text table row drawn with "|" ("|N° dossier |Prélevé le |"), stripped."""
    line = text[line_start:line_end]
    if line.count("|") < 2:
        return []
    out, pos = [], line_start
    for part in line.split("|"):
        a = pos + len(part) - len(part.lstrip())
        b = pos + len(part.rstrip())
        out.append((a, b))
        pos += len(part) + 1
    return out


def pipe_column_cells(text: str, is_label) -> set[tuple[int, int]]:
    """The cells under a labelled header cell of a table drawn with "|" and "+---+" rules,
    as listings print them: the same column of each following row (rules and single blank
    lines skipped), up to ``_MAX_ROWS`` rows."""
    out: set[tuple[int, int]] = set()
    if text.count("|") < 4:
        return out
    lines, pos = [], 0
    for ln in text.split("\n"):
        lines.append((pos, pos + len(ln)))
        pos += len(ln) + 1
    for i, (s, e) in enumerate(lines):
        head = pipe_cells(text, s, e)
        cols = [k for k, (a, b) in enumerate(head) if b > a and is_label(text, a, b)]
        if not cols or _DIGITS3.search(text, s, e):
            continue  # (a row of captions and their values, "Date de naissance | 1979-05-15 | Sexe", heads nothing)
        rows = blank = 0
        for s2, e2 in lines[i + 1:]:
            if not text[s2:e2].strip():
                blank += 1  # (rows set apart by a blank line, as a zebra table's rows are read; two end it)
                if blank > 1:
                    break
                continue
            after_blank, blank = blank, 0
            if _RULE_LINE.match(text, s2, e2) or ("|" not in text[s2:e2] and e2 - s2 <= 20 and not after_blank):
                continue  # (or the end of a cell wrapped right under its row: "méniscectomie NFFC004 | … ⏎G")
            row = pipe_cells(text, s2, e2)
            if len(row) > len(head) or len(row) < max(2, len(head) - 2) or rows >= _MAX_ROWS:
                break
            for k in cols:
                if len(row) == len(head):
                    cell = row[k]
                elif k in (0, len(head) - 1):  # two cells of the row run together ("25 mars 1998 6 ter
                    cell = row[0 if k == 0 else -1]  # impasse…"): its first and last still stand under theirs
                else:
                    continue
                if cell[1] > cell[0]:
                    out.add(cell)
            rows += 1
    return out


# Column captions of the tables that list people ("Fonction | Nom | Prénom", "Lien | Nom |
# Prénom | Date de naissance | Téléphone"), as data.
COLUMN_CAPTION = re.compile(
    r"[ \t]*(?:nom(?:[ \t]+(?:de[ \t]+naissance|d['’]usage|de[ \t]+famille|marital|patronymique))?|pr[ée]noms?(?:\(s\))?|"
    r"date[ \t]+de[ \t]+naissance|DDN|n[ée]\(?e?\)?[ \t]+le|naissance|lien(?:[ \t]+de[ \t]+parent[ée])?|parent[ée]|qualit[ée]|"
    r"fonction|r[ôo]le|intervenants?|t[ée]l[ée]phone|t[ée]l\.?|portable|adresse|domicile|ville|sexe|[âa]ge|profession|statut|"
    # identifier columns ("N° de séjour", "IPP") sit beside the name columns of an identity table
    r"n[°º][ \t]*(?:de[ \t]+)?(?:s[ée]jour|dossier|patient|venue|passage|s[ée]curit[ée][ \t]+sociale|ins)|"
    r"ipp|nda|iep|nip|s[ée]jour|dossier|ins|nir|matricule(?:[ \t]+ins)?|"
    # the same captions in English, as letters from abroad and bilingual forms print them
    r"(?:last|first|given|birth|maiden|family)[ \t]+names?(?:[ \t]*/[ \t]*(?:first|given)[ \t]+names?)?|surname|"
    r"date[ \t]+of[ \t]+birth|DOB|place[ \t]+of[ \t]+birth|phone|address|gender|"
    # a newborns' table ("Rang | Prénom | Né(e) le | Poids | Apgar", twins)
    r"rang|poids|taille|apgar|p[ée]rim[èe]tre[ \t]+cr[âa]nien|date[ \t]+et[ \t]+heure[ \t]+de[ \t]+naissance)[ \t:]*\Z",
    re.IGNORECASE)
_MAX_GRID_COLUMNS = 8
_MAX_GRID_ROWS = 12


# A name or birth caption alone on its line: the cheap test before reading a page's tables.
_PERSON_CAPTION_LINE = re.compile(r"^[ \t]*(?:nom|pr[ée]noms?|date[ \t]+de[ \t]+naissance|DDN|naissance)[ \t:]*$",
                                  re.IGNORECASE | re.MULTILINE)


@lru_cache(maxsize=64)
def grid_columns(text: str) -> list[tuple[list[str], list[list[tuple[int, int]]]]]:
    """Tables read one cell per line, as MuPDF reads an HTML table: a run of column
    captions (at least one a name or birth caption), then rows of as many cells.
    Returns each table's captions (folded) and its rows of ``(start, end)`` cells.

    The width is the run of captions; a table is taken only when the lines after it
    fill whole rows, no body cell is a caption, and every column keeps to digits or
    to no digits from row to row (a row read one cell off mixes them)."""
    out: list = []
    if next(line_start_matches(_PERSON_CAPTION_LINE, text), None) is None:
        return out
    for block in line_blocks(text):
        if len(block) < 4:
            continue
        i = 0
        while i < len(block):
            w = 0
            while i + w < len(block) and w < _MAX_GRID_COLUMNS and COLUMN_CAPTION.match(text, *block[i + w]):
                w += 1
            if w < 2:
                i += max(w, 1)
                continue
            heads = [fold(text[s:e]).strip(" :") for s, e in block[i:i + w]]
            body = block[i + w:]
            n = 0
            while n < _MAX_GRID_ROWS and (n + 1) * w <= len(body):
                row = body[n * w:(n + 1) * w]
                if any(COLUMN_CAPTION.match(text, s, e) or e - s > 60 for s, e in row):
                    break
                n += 1
            rows = [body[k * w:(k + 1) * w] for k in range(n)]
            digits = [[any(map(str.isdigit, text[s:e])) for s, e in row] for row in rows]
            if rows and any(h.startswith(("n", "pr", "date", "ddn")) for h in heads) and \
                    all(d == digits[0] for d in digits):
                out.append((heads, rows))
            i += w + n * w
    return out
