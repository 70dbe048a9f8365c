"""Codes read from tables whose cells MuPDF gives one a line: a block of header cells then
the block of their values, a caption under its value, a listing's rows, a table drawn with
"|" rules. Kept apart from ``labelled_ids`` (codes after a label on their line) because it
reads the page's blocks, not the text before a value; both share its labels and exclusions.
"""

from __future__ import annotations

import re

from app.detection.rules.common import ci, code_shape, line_start_matches
from app.detection.rules.page_tables import (caption_row, distant_row, header_runs, header_value_cells, line_blocks as _blocks,
                                             pipe_cells, pipe_column_cells, table_cells)
from app.detection.rules.labelled_ids import (TABLE_LABELS, TRIAL_REGISTRY, MEDICAL_CODE, MIN_DIGITS, OID_VALUE, UNIT, DATE_LIKE, DEVICE_BEFORE, NOT_AFTER,
                                              QUALIFIER, REF_LABEL, CODE_VALUE, label_kind, reference_range)
from app.detection.rules.row_grids import value_first_rows
from app.detection.rules.value_first import stripped_lines, value_first_captions

# A table read cell by cell: a block of header cells, then, after a blank line, the
# block of their values in the same order ("Dossier n° / Demande n° / Prélevé le",
# then "250121-3169 / D859709757 / 21/01/2025"). MuPDF gives a header row and the row
# under it so when each cell is its own block. A header cell is a label and nothing else.
# "N° d'examen", "Numéro de demande": a number word before the label.
_NUMBER_OF = r"(?:(?:n°|N°|nº|No\.?|NO\.?(?=[ \t])|" + ci("num[ée]ro") + r")[ \t]*(?:d[e'’][ \t]*|du[ \t]+)?)?"
HEADER_CELL = re.compile(r"[ \t]*" + _NUMBER_OF + r"(?:" + "|".join(ci(x) for x in TABLE_LABELS) + r")(?![\w])" + QUALIFIER
                          + r"(?![\w])[ \t]*(?:n°|N°|nº|No\.?)?[ \t:]*\Z")  # "Dossier labo" heads a column too
CELL_VALUE = re.compile(r"[ \t]*(" + CODE_VALUE.pattern + r")")
_MAX_CELLS = 8
_MAX_LIST_ROWS = 12  # rows of a listing printed one block each under its header
# A caption under its value, as forms and labels print it: "V23-888553" then "N° de séjour",
# "008471642 / S75521247" then "IPP / NDA".
_LABEL_ALT = "(?:" + "|".join(ci(x) for x in TABLE_LABELS) + r")(?![\w])[ \t]*(?:n°|N°|nº|No\.?)?"
_PAIR_CELL = re.compile(r"[ \t]*(" + _LABEL_ALT + r")[ \t]*/[ \t]*(" + _LABEL_ALT + r")[ \t:]*\Z")
_PAIR_VALUES = re.compile(r"[ \t]*(" + CODE_VALUE.pattern + r")[ \t]*/[ \t]*(" + CODE_VALUE.pattern + r")[ \t]*\Z")


def code_ok(text: str, s: int, e: int, unit: bool = True, caption: str = "") -> bool:
    """Whether the cell value at ``[s, e)`` can be an identifier (the detector's exclusions;
    ``unit`` False: what follows is known, the " / " between two values is no unit; ``caption``:
    the cell's caption, when known)."""
    value = text[s:e]
    if sum(map(str.isdigit, value)) < MIN_DIGITS or (value.isdigit() and len(value) == 4):
        return False
    return not (MEDICAL_CODE.match(value.upper()) or DATE_LIKE.match(value) or TRIAL_REGISTRY.match(value) or OID_VALUE.match(value)
                or reference_range(value, caption.strip())
                or (unit and UNIT.match(text, e)))


def _captioned_values(text: str, blocks: list[list[tuple[int, int]]]) -> list[tuple[int, int, str]]:
    """(start, end, kind) of codes alone on their line with their label alone on the next."""
    out: list[tuple[int, int, str]] = []
    for block in blocks:
        for (vs, ve), (ls, le) in zip(block, block[1:]):
            if le - ls > 48 or ve - vs > 64 or sum(map(str.isdigit, text[vs:ve])) < MIN_DIGITS:
                continue  # (a code has MIN_DIGITS digits: a line with fewer holds none)
            lm = HEADER_CELL.match(text, ls, le)
            if lm is not None:
                vm = CELL_VALUE.match(text, vs, ve)
                if vm is not None and not text[vm.end():ve].strip() and code_ok(text, vm.start(1), vm.end(1), caption=text[ls:le]):
                    out.append((vm.start(1), vm.end(1), label_kind(text[ls:le])))
                continue
            pm = _PAIR_CELL.match(text, ls, le)
            vm = _PAIR_VALUES.match(text, vs, ve) if pm is not None else None
            if vm is not None:
                for k in (1, 2):
                    if code_ok(text, vm.start(k), vm.end(k), unit=False):
                        out.append((vm.start(k), vm.end(k), label_kind(pm.group(k))))
    return out


def _row_values(text: str, head: list[tuple[int, int]], body: list[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """(start, end, kind) of the codes of ``body`` under the label cells of ``head``, cell by cell."""
    out: list[tuple[int, int, str]] = []
    if not any(sum(map(str.isdigit, text[s:e])) >= MIN_DIGITS for s, e in body):
        return out  # no cell can hold a code: the labels need not be read
    labels = [HEADER_CELL.match(text, s, e) or _PAIR_CELL.match(text, s, e) for s, e in head]
    if not any(labels):
        return out
    # "Dispositif | Référence | N° de lot": a traceability table's references are products'
    if any(DEVICE_BEFORE.search(text, s, e) for s, e in head):
        labels = [None if lm is not None and REF_LABEL.match(text[hs:he].strip()) else lm
                  for lm, (hs, he) in zip(labels, head)]
    for lm, (hs, he), (vs, ve) in zip(labels, head, body):
        if lm is None or NOT_AFTER.search(text, max(0, hs - 40, text.rfind("\n", 0, hs) + 1), hs):
            continue  # ("Lot n°" on the cell's own line; the cell above is another column's)
        if lm.re is _PAIR_CELL:  # "IPP / passage" over "007588939 / 253254855"
            pm = _PAIR_VALUES.match(text, vs, ve)
            for k in (1, 2) if pm is not None else ():
                if code_ok(text, pm.start(k), pm.end(k), unit=False):
                    out.append((pm.start(k), pm.end(k), label_kind(lm.group(k))))
            continue
        sm = _SPACED_CELL.fullmatch(text, vs, ve)
        if sm is not None and sum(map(str.isdigit, sm.group(1))) >= 8:
            out.append((sm.start(1), sm.end(1), label_kind(text[hs:he])))  # "30 4090 4161": the whole cell
            continue
        vm = CELL_VALUE.match(text, vs, ve)
        if vm is None or vm.end() < ve and text[vm.end()] not in " \t" or not code_ok(text, vm.start(1), vm.end(1)):
            continue
        out.append((vm.start(1), vm.end(1), label_kind(text[hs:he])))
    return out


# A number printed in spaced groups, alone in its cell ("30 4090 4161").
_SPACED_CELL = re.compile(r"[ \t]*(\d{2,5}(?: \d{2,5}){1,4})[ \t]*")


def header_values(text: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) of each code found under its header cell: a block of header
    cells (labels alone, one a line) followed by a block of as many values, or both in
    one block (a run of header cells then as many value lines); and of each code with
    its caption under it (``_captioned_values``)."""
    blocks = _blocks(text)
    out = _captioned_values(text, blocks)
    for i, (head, body) in enumerate(zip(blocks, blocks[1:])):
        if len(head) == len(body) <= _MAX_CELLS:
            found = _row_values(text, head, body)
            if not found and len(head) == 2 and _swapped(text, head, body):
                head = head[::-1]  # a header cell wrapped on two lines is read before its left neighbour
                found = _row_values(text, head, body)
            if not found and not any(HEADER_CELL.match(text, s0, e0) for s0, e0 in head):
                # values over their captions, a block each ("2561520975⏎BAAR 2+" then
                # "dossier bactériologie⏎examen direct"): the captions are the block under
                out.extend(_row_values(text, body, head))
                continue
            out.extend(found)
            if found and len(head) >= 2:
                out.extend(_listing_rows(text, head, body, blocks[i + 2:i + 2 + _MAX_LIST_ROWS], found))
        elif len(head) <= _MAX_CELLS and (row := caption_row(head, body, text)) is not None:
            out.extend(_row_values(text, head, row))
        elif len(head) <= _MAX_CELLS and (row := distant_row(blocks, i, text)) is not None:
            out.extend(_row_values(text, head, row))
    for i in range(len(blocks) - 3):
        # a two-column grid of values over captions, each cell a paragraph ("2509096416⏎⏎BAAR 2+⏎⏎
        # dossier bactériologie⏎⏎examen direct"): two values, then their two captions
        quad = blocks[i:i + 4]
        # (the first value may close the paragraph before it: its last line)
        # (not under a reference's caption: a product's, in a supplies table read out of order)
        if all(len(b) == 1 for b in quad[1:]) and any(HEADER_CELL.match(text, *b[0]) for b in quad[2:]) and \
                not any(HEADER_CELL.match(text, *b[-1]) for b in quad[:2]) and \
                not any(REF_LABEL.match(text[b[0][0]:b[0][1]].strip()) for b in quad[2:]):
            out.extend(_row_values(text, [quad[2][0], quad[3][0]], [quad[0][-1], quad[1][0]]))
    for block in blocks:
        for head, body in header_runs(block, text, _MAX_CELLS):
            out.extend(_row_values(text, head, body))
    for head, body in value_first_rows(text) if "|" in text else ():  # "003733599 | 265125149⏎IPP | NDA"
        out.extend(_row_values(text, head, body))
    for i, head in enumerate(blocks):
        if 3 <= len(head) <= _MAX_CELLS and HEADER_CELL.match(text, *head[0]):
            out.extend(_stay_lines(text, head[0], blocks[i + 1:i + 1 + _MAX_LIST_ROWS]))
    return out


# A listing row printed on one line, its cells apart by single spaces ("V24932067 06-05-2022
# 13-05-2022 Neurologie J18.9"): the code that opens it, a date right after it.
_STAY_LINE = re.compile(r"[ \t]*(?P<v>[A-Za-z0-9][A-Za-z0-9\-/]{3,24})[ \t]+\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}(?!\d)")


def _stay_lines(text: str, caption: tuple[int, int], after: list[list[tuple[int, int]]]) -> list[tuple[int, int, str]]:
    """The codes opening the one-line rows of a listing under a header block whose first
    caption is an identifier's ("Séjour⏎Entrée⏎Sortie⏎Unité⏎Diag."), while rows follow."""
    kind = label_kind(text[caption[0]:caption[1]])
    out: list[tuple[int, int, str]] = []
    for block in after:
        rows = [m for s, e in block if (m := _STAY_LINE.match(text, s, e)) is not None]
        if not rows:
            break
        out.extend((m.start("v"), m.end("v"), kind) for m in rows if code_ok(text, m.start("v"), m.end("v"), unit=False))
    return out


def _swapped(text: str, head: list[tuple[int, int]], body: list[tuple[int, int]]) -> bool:
    """Two header cells over two values that suit them crossed, not in order: a measure
    under the identifier's caption and the code under the measure's ("N° dossier labo⏎Dose"
    over "2 mg⏎L25-309010")."""
    def measure(s: int, e: int) -> bool:
        return _MEASURE_CELL.fullmatch(text, s, e) is not None

    return measure(*body[0]) and not measure(*body[1]) and _MEASURE_CAPTION.fullmatch(text, *head[1]) is not None


_MEASURE_CELL = re.compile(r"[ \t]*\d+(?:[,.]\d+)?[ \t]*(?:mg|g|µg|mL|ml|UI|U|kg|%|mm|cm|/j|cp)[ \t]*")
_MEASURE_CAPTION = re.compile(r"[ \t]*(?:[Dd]ose|DOSE|[Pp]osologie|[Qq]uantit[ée]|[Pp]oids|[Tt]aille|[Vv]olume)[ \t:]*")


def _listing_rows(text: str, head: list[tuple[int, int]], first: list[tuple[int, int]],
                  after: list[list[tuple[int, int]]], found: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """A listing's further rows, one block each ("Séjour⏎Entrée⏎UF", then a block per stay):
    the codes of the columns ``found`` in the ``first`` row, while the blocks keep the
    header's width and hold a code there."""
    def column(row: list[tuple[int, int]], s: int) -> int | None:
        return next((k for k, (a, b) in enumerate(row) if a <= s <= b), None)

    cols = {column(first, s0) for s0, _, _ in found}
    out: list[tuple[int, int, str]] = []
    for row in after:
        more = [v for v in _row_values(text, head, row) if column(row, v[0]) in cols] if len(row) == len(head) else []
        if not more:
            break
        out.extend(more)
    return out


_NATIONAL_CAPTION = re.compile(r"(?:identifiant|n[°º]|num[ée]ro)?[ \t]*\(?(RPPS|FINESS|ADELI)\)?[ \t:]*", re.IGNORECASE)


def bar_row_values(text: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) of the codes under a labelled caption cell of a row of cells split
    by " | " with no border, as the page read in rows gives a form's captions over its values
    ("IPP | N° de séjour | Date d'admission⏎16843614 | S25-621758 | 05.01.2025"), and of the
    national ids over their captions in a value-first grid."""
    out: list[tuple[int, int, str]] = []
    cells = [(text[hs:he], vs, ve) for head, body in value_first_rows(text) for (hs, he), (vs, ve) in zip(head, body)
             if _NATIONAL_CAPTION.fullmatch(text, hs, he)]  # "Dr X | 10757519714⏎Nom et prénom | Identifiant RPPS"
    for head, s0, e0 in list(header_value_cells(text, lambda line: " | " in line)) + cells:
        national = _NATIONAL_CAPTION.fullmatch(head)  # "Identifiant RPPS", "N° FINESS", "Identifiant (RPPS)"
        if national is None and not HEADER_CELL.match(head):
            continue
        vm = CELL_VALUE.match(text, s0, e0)
        if vm is not None and vm.end() == e0 and code_ok(text, vm.start(1), vm.end(1), unit=False):
            out.append((vm.start(1), vm.end(1), label_kind(national.group(1) if national else head)))
    return out


def last_caption_values(text: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) of a code alone on its line under which the next line is an
    identifier caption that no code follows: a value-first cell cut from its grid by the
    reading ("IgE totales⏎⏎DL2626608220⏎⏎dossier labo" closing the page). A caption followed by
    a code heads that code instead, as a caption-first form prints it."""
    out: list[tuple[int, int, str]] = []
    lines = stripped_lines(text)
    for i in range(1, len(lines)):
        cs, ce = lines[i]
        vs, ve = lines[i - 1]
        # (cheap tests first: a code has no blank inside and a digit; a caption, no digit)
        if ve - vs > 30 or " " in text[vs:ve] or not _DIGIT.search(text, vs, ve) or ce - cs > 40 \
                or _DIGIT.search(text, cs, ce) or not HEADER_CELL.match(text, cs, ce):
            continue
        vm = CELL_VALUE.match(text, vs, ve)
        if vm is None or vm.end() != ve or not code_ok(text, vm.start(1), vm.end(1)):
            continue
        nxt = CELL_VALUE.match(text, *lines[i + 1]) if i + 1 < len(lines) else None
        if nxt is not None and nxt.end() == lines[i + 1][1] and code_ok(text, nxt.start(1), nxt.end(1)):
            continue  # the caption of the next code
        if (i >= 2 and _THING_CAPTION.match(text, *lines[i - 2])) or _PHONE_SHAPE.fullmatch(vm.group(1)):
            continue  # "Lot⏎LT8821-B": the code is under its own caption, a batch's or a device's; a phone
        out.append((vm.start(1), vm.end(1), label_kind(text[cs:ce])))
    return out


_THING_CAPTION = re.compile(r"(?i:(?:n°[ \t]*(?:de[ \t]+)?)?(?:lot|r[ée]f(?:[ée]rence)?\.?|s[ée]rie|mod[èe]le|UDI|GTIN))\b")
_PHONE_SHAPE = re.compile(r"0[1-9](?:[ .\-]?\d\d){4}")


def value_first_values(text: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) of the codes over their identifier captions in a form printed value
    first and read one line each ("AD34953849⏎⏎N° d'adhérent⏎Courriel"): ``value_first``."""
    out: list[tuple[int, int, str]] = []
    for (cs, ce), (vs, ve) in value_first_captions(text).items():
        if not HEADER_CELL.match(text, cs, ce):
            continue
        vm = CELL_VALUE.match(text, vs, ve)
        if vm is not None and vm.end() == ve and code_ok(text, vm.start(1), vm.end(1), unit=False, caption=text[cs:ce]):
            out.append((vm.start(1), vm.end(1), label_kind(text[cs:ce])))
    return out


def pipe_values(text: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) of the codes in the column a label heads in a table drawn with "|"
    and "+---+" rules, as listings print a patient's stays ("| Séjour | Entrée | UF |")."""
    labels: set[str] = set()
    pos = 0
    for line in text.split("\n"):
        if line.count("|") >= 3:
            for a, b in pipe_cells(text, pos, pos + len(line)):
                if b > a and HEADER_CELL.match(text, a, b):
                    labels.add(text[a:b])
        pos += len(line) + 1
    out: list[tuple[int, int, str]] = []
    for lab in labels:
        for a, b in pipe_column_cells(text, lambda t, s, e, lab=lab: t[s:e] == lab):
            vm = CELL_VALUE.match(text, a, b)
            if vm is not None and vm.end() == b and code_ok(text, vm.start(1), vm.end(1), unit=False, caption=lab):
                out.append((vm.start(1), vm.end(1), label_kind(lab)))
    return out


def row_caption_values(text: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) of the codes of a table row whose first cell is an identifier caption and
    whose next cells are codes, two at least: a cumulative sheet prints one request number per date
    column ("N° de demande | 700815939 | 896321220 | 368763101")."""
    out: list[tuple[int, int, str]] = []
    pos = 0
    for line in text.split("\n"):
        cells = table_cells(line) if ("|" in line or "  " in line or "\t" in line) and _DIGIT.search(line) else ()
        if len(cells) >= 3 and HEADER_CELL.match(text, pos + cells[0][0], pos + cells[0][1]):
            row = []
            for a, b in cells[1:]:
                vm = CELL_VALUE.match(text, pos + a, pos + b)
                if vm is None or vm.end() != pos + b or not code_ok(text, vm.start(1), vm.end(1), unit=False):
                    break
                row.append((vm.start(1), vm.end(1)))
            if len(row) >= 2:
                kind = label_kind(line[cells[0][0]:cells[0][1]])
                out.extend((a, b, kind) for a, b in row)
        pos += len(line) + 1
    return out + (_caption_over_codes(text) if "\n" in text else [])


_CAPTION_OVER = re.compile(r"^[^\d\n]{1,40}$(?=\n[^\n]*\d[^\n]*\n[^\n]*\d)", re.MULTILINE)
_DIGIT = re.compile(r"\d")


def _caption_over_codes(text: str) -> list[tuple[int, int, str]]:
    """The same row read one cell a line: the caption alone on its line, then two lines or more
    each holding one code of one shape ("N° de demande⏎700815939⏎896321220⏎368763101")."""
    out: list[tuple[int, int, str]] = []
    for c in line_start_matches(_CAPTION_OVER, text):  # a short line without digits over two lines with digits
        if not c.group().strip() or not HEADER_CELL.match(text, c.start(), c.end()):
            continue
        run: list[tuple[int, int]] = []
        pos = c.end() + 1
        while pos < len(text):
            le = text.find("\n", pos)
            le = len(text) if le < 0 else le
            vm = CELL_VALUE.match(text, pos, le)
            if vm is None or text[vm.end():le].strip() or not code_ok(text, vm.start(1), vm.end(1), unit=False) \
                    or (run and code_shape(vm.group(1)) != code_shape(text[run[0][0]:run[0][1]])):
                break
            run.append((vm.start(1), vm.end(1)))
            pos = le + 1
        if len(run) >= 2:
            kind = label_kind(c.group())
            out.extend((a, b, kind) for a, b in run)
    return out
