"""Person names read from tables: a "Nom | Prénom" header row with the values below it,
a table printed one cell per line ("Fonction / Nom / Prénom", then rows of three), or a
care table whose rows come one block each, with a column headed by a carer's role
("Date / heure | Cible | Données | IDE", then "… | DE LA BROSSE").

Kept apart from ``names`` because it reads the page as cells, not as capitalised runs;
the name rules pass in their pattern of a whole name and their reader of one.
"""

from __future__ import annotations

import re

from app.detection.rules.allowlist import get_allowlist
from app.detection.rules.caption_columns import caption_column_pairs
from app.detection.rules.common import FIELD_NUMBER, line_start_matches, make_span
from app.detection.rules.page_tables import bar_rows, grid_columns, header_value_cells, line_blocks
from app.detection.rules.row_grids import value_first_rows
from app.detection.rules.value_first import is_caption, value_first_captions
from app.detection.rules.gazetteers import is_first_name
from app.detection.rules.names_lowercase import CONF_PATTERN, SOURCE
from app.detection.spans import Span

_HEADER_HINT = re.compile(r"(?:^|[ \t|])(?:Nom|NOM|Pr[ée]nom|PR[ÉE]NOM)(?:s|\(s\)|\(S\))?(?:[ \t|]|$)", re.MULTILINE)
# The caption word alone, led by its literal letter so ``re`` skips ahead to it; what stands
# before it is tested by ``_CaptionWords``.
_HEADER_WORD = re.compile(r"(?:Nom|NOM|Pr[ée]nom|PR[ÉE]NOM)(?:s|\(s\)|\(S\))?(?:[ \t|]|$)", re.MULTILINE)
# The same in English, scanned only on pages that say "name" (a scan of its own keeps the French
# one's quick look-up of its first letters)
_HEADER_WORD_EN = re.compile(r"(?:(?:Birth|Last|Family|Maiden|First|Given)[ \t]+name|Surname)s?(?:[ \t|]|$)", re.MULTILINE)


class _CaptionWords:
    """The caption words ``_HEADER_HINT`` finds, on the same lines (a match may begin at the
    word rather than at the blank or bar before it): every use reads only the line."""

    @staticmethod
    def finditer(text: str):
        found = _HEADER_WORD.finditer(text)
        if "name" in text:
            found = sorted([*found, *_HEADER_WORD_EN.finditer(text)], key=lambda m: m.start())
        for m in found:
            if m.start() == 0 or text[m.start() - 1] in " \t|\n":
                yield m

    @staticmethod
    def found(text: str) -> bool:
        return next(_CaptionWords.finditer(text), None) is not None


# (in English too: a bilingual form's "Birth name", "First name")
_HEAD_NOM = re.compile(r"Nom(?:[ \t]+(?:de[ \t]+naissance|d['’]usage|patient|de[ \t]+jeune[ \t]+fille))?|Nom[ \t]+du[ \t]+patient"
                       r"|NOM(?:[ \t]+(?:DE[ \t]+NAISSANCE|D['’]USAGE|PATIENT|DE[ \t]+JEUNE[ \t]+FILLE|DU[ \t]+PATIENT))?"
                       r"|(?:Birth|Last|Family|Maiden)[ \t]+name|Surname")
_HEAD_PRENOM = re.compile(r"Pr[ée]noms?(?:\(s\))?|PR[ÉE]NOMS?(?:\(S\))?|(?:First|Given)[ \t]+names?")
# A column caption naming who wrote the row: its cells are people.
_ROLES = (r"(?:IDE|IBODE|IADE|AS|ASD|Soignant(?:e|\(e\))?|SOIGNANT|Intervenant(?:e|\(e\))?|INTERVENANT|"
          r"Infirmi[eè]re?(?:\(e\)|\(ère\))?|INFIRMI[EÈ]RE?|Op[ée]rateur|Praticien|R[ée]dacteur|Auteur|Kin[ée]|Sage-femme)")
_ROLE_CAPTION = re.compile(r"[ \t]*" + _ROLES + r"[ \t]*:?[ \t]*\Z")
# A line holding a role caption alone: the cheap test before reading the page's blocks.
_ROLE_LINE = re.compile(r"^[ \t]*" + _ROLES + r"[ \t]*:?[ \t]*$", re.MULTILINE)
# A carer who typed the name in lower case ("monique besnard"): two words, one a known first name.
_LOWER_CELL = re.compile(r"(?P<a>[a-zàâäçéèêëîïôöùûüÿœæ]{2,}(?:-[a-zàâäçéèêëîïôöùûüÿœæ]{2,})?)[ \t]+"
                         r"(?P<b>[a-zàâäçéèêëîïôöùûüÿœæ]{2,}(?:-[a-zàâäçéèêëîïôöùûüÿœæ]{2,})?)")
# A carer's surname alone in lower case ("guillemot"), in a column whose other cells are names.
_LOWER_ONE = re.compile(r"[a-zàâäçéèêëîïôöùûüÿœæ]{2,}(?:[-'’][a-zàâäçéèêëîïôöùûüÿœæ]{2,})?")
# Words a carers' column holds that name no one ("idem" under the carer above, "néant").
_NOT_CARER = frozenset("idem id ibid ditto néant neant ras aucun aucune absent absente rien personne nc nr".split())
_CELL_TITLE = re.compile(r"(?:Dr|DR|Pr|PR|Docteur|Professeur|M\.|Mme|Mlle|Monsieur|Madame)\.?[ \t]+")


def table_rows(text: str, covered: bytearray, group_full, group) -> list[Span]:
    """A header row with "Nom" / "Prénom" cells, values in the row below; ``group_full``
    is the name rules' pattern of a whole name, ``group(start, end, label, out)`` their reader
    of one (it marks ``covered``)."""
    if "\n" not in text or not _CaptionWords.found(text):
        return []
    out: list[Span] = []
    for head, s0, end in header_value_cells(text, _HEADER_HINT.search, _CaptionWords):
        lab = "NOM" if _HEAD_NOM.fullmatch(head) else "PRENOM" if _HEAD_PRENOM.fullmatch(head) else None
        if lab is None:
            continue
        g = group_full.match(text, s0, end)
        if g is None or g.end() != end:
            continue
        group(s0, g.end(), lab, out)
    # the rows after the first of a table read in rows ("Qualité | Nom | Prénom", then the
    # mother's row and the father's): each cell of a name column
    for lab, s0, end in _later_bar_rows(text) if " | " in text else ():
        g = group_full.match(text, s0, end)
        if g is not None and g.end() == end and not covered[s0]:
            group(s0, end, lab, out)
    # a table read one cell per line: "Fonction / Nom / Prénom", then rows of three
    for heads, rows in grid_columns(text):
        for k, head in enumerate(heads):
            lab = "NOM" if head.startswith("nom") else "PRENOM" if head.startswith("prenom") else None
            for row in rows if lab else ():
                s0, end = row[k]
                t = _CELL_TITLE.match(text, s0, end)
                s0 = t.end() if t else s0
                g = group_full.match(text, s0, end)
                if g is not None and g.end() == end and not covered[s0]:
                    group(s0, end, lab, out)
    return out


def _later_bar_rows(text: str):
    """(label, start, end) of the name cells in the second and later rows under a header row
    drawn with " | " (three captions or more) that has a "Nom" or "Prénom" cell, as long as
    rows keep its cell count."""
    rows = bar_rows(text)
    for i, cells in enumerate(rows):
        if len(cells) < 3:
            continue
        heads = [text[a:b].strip() for a, b in cells]
        # a header row: captions only, none a value (no digit, a few words each);
        # "Prénom | Bérénice" heads a grid of captions and values, not columns
        if any(not h or len(h.split()) > 4 or any(c.isdigit() for c in h) for h in heads):
            continue
        labs = ["NOM" if _HEAD_NOM.fullmatch(h) else "PRENOM" if _HEAD_PRENOM.fullmatch(h) else None for h in heads]
        if not any(labs):
            continue
        for k in range(i + 2, min(len(rows), i + 30)):
            if len(rows[k - 1]) != len(cells) or len(rows[k]) != len(cells):
                break
            if sum(is_caption(text, a, b) for a, b in rows[k]) >= 2:
                break  # a row of captions: another header, or a grid printed value over caption
            for lab, (a, b) in zip(labs, rows[k]):
                part = text[a:b]
                if lab is not None and part.strip():
                    yield lab, a + len(part) - len(part.lstrip()), a + len(part.rstrip())


def role_column_rows(page: int, text: str, covered: bytearray, group_full, group) -> list[Span]:
    """A table read one row per block (rows split by blank lines, one cell per line): a
    block of captions without digits, one of them a carer's role ("IDE"), then at least
    two blocks of as many lines; the cells of the role's column are names when every one
    of them reads as a whole name (the name rules' ``group_full``), read by ``group``."""
    role = next(line_start_matches(_ROLE_LINE, text), None)
    if role is None:
        return []
    allow = get_allowlist()
    out: list[Span] = []
    blocks = line_blocks(text)
    for k, head in enumerate(blocks):
        if head[-1][1] < role.start():
            continue  # the blocks before the first role caption head no carers' column
        w = len(head)
        if not 2 <= w <= 8 or any(any(map(str.isdigit, text[s:e])) for s, e in head):
            continue
        cols = [j for j, (s, e) in enumerate(head) if _ROLE_CAPTION.match(text, s, e)]
        if not cols:
            continue
        rows = []
        for body in blocks[k + 1:]:
            if len(body) != w:
                break
            rows.append(body)
        if len(rows) < 2:
            continue
        for j in cols:
            cells = []
            for row in rows:
                s0, end = row[j]
                while s0 < end and text[s0] in " \t":
                    s0 += 1
                while end > s0 and text[end - 1] in " \t":
                    end -= 1
                title = _CELL_TITLE.match(text, s0, end)  # "Dr", "Mme": the name follows
                s0 = title.end() if title else s0
                g = group_full.match(text, s0, end)
                low = _LOWER_CELL.fullmatch(text, s0, end) if g is None or g.end() != end else None
                one = _LOWER_ONE.fullmatch(text, s0, end) if (g is None or g.end() != end) and low is None else None
                if low is not None and is_first_name(low.group("a")) != is_first_name(low.group("b")):
                    cells.append((s0, end, low))
                elif one is not None and one.group() in _NOT_CARER:
                    cells.append((s0, end, "same"))  # the carer of the row above, or nobody
                elif one is not None and not allow.contains(one.group()):
                    cells.append((s0, end, "one"))
                elif g is None or g.end() != end:
                    break
                else:
                    cells.append((s0, end, None))
            else:
                # a surname alone in lower case counts only beside cells that read as names
                named = any(low is None for _, _, low in cells)
                for s0, end, low in cells:
                    if covered[s0] or low == "same":
                        continue
                    if low is None:
                        group(s0, end, None, out)
                        continue
                    if low == "one":
                        sp = make_span(page, text, s0, end, "NOM", SOURCE, CONF_PATTERN) if named else None
                        if sp is not None:
                            out.append(sp)
                            covered[sp.start:sp.end] = b"\x01" * (sp.end - sp.start)
                        continue
                    first = "a" if is_first_name(low.group("a")) else "b"
                    for part in ("a", "b"):
                        sp = make_span(page, text, low.start(part), low.end(part), "PRENOM" if part == first else "NOM",
                                       SOURCE, CONF_PATTERN)
                        if sp is not None:
                            out.append(sp)
                            covered[sp.start:sp.end] = b"\x01" * (sp.end - sp.start)
    return out


# A name over its caption, both alone in a block of two lines, as value-first forms print them
# ("ESCOFFRET⏎Nom de naissance", "Ghislaine⏎Prénom"): the caption comes second, where no
# caption-first reading looks.
_CAPTION_UNDER = re.compile(r"[ \t]*" + FIELD_NUMBER + r"?(?:(?P<nom>" + _HEAD_NOM.pattern + r")|(?P<prenom>" + _HEAD_PRENOM.pattern + r"))[ \t:]*\Z")


def names_over_captions(text: str, covered: bytearray, group_full, group) -> list[Span]:
    """The names of two-line blocks whose second line is a name caption and whose first line
    reads as a whole name (``group_full``), read by ``group`` with the caption's kind."""
    out: list[Span] = []
    if not _CaptionWords.found(text):
        return out
    pairs = [tuple(block) for block in line_blocks(text) if len(block) == 2]
    pairs += [(value, caption) for caption, value in value_first_captions(text).items()]  # one line each
    pairs += [(body[k], head[k]) for head, body in (value_first_rows(text) if "|" in text else ())
              for k in range(len(head))]  # "KERMARREC | KERMARREC⏎Nom d'usage | Nom de naissance", in rows
    pairs += [(value, caption) for caption, value in caption_column_pairs(text)]  # every caption, then every value
    for (vs, ve), (cs, ce) in pairs:
        c = _CAPTION_UNDER.match(text, cs, ce)
        if c is None or any(covered[vs:ve]):
            continue
        v = text[vs:ve].strip()
        a = vs + text[vs:ve].find(v)
        g = group_full.match(text, a, a + len(v))
        if g is not None and g.end() == a + len(v) and not any(ch.isdigit() for ch in v) and not _continues_line(text, vs):
            group(a, a + len(v), "NOM" if c.group("nom") else "PRENOM", out)
    return out


def _continues_line(text: str, s: int) -> bool:
    """Whether the line of ``s`` ends a phrase the line before leaves open ("Centre hospitalier du
    Beauvaisis et du⏎Clermontois"): the end of a name or an address, no value of its own."""
    ls = text.rfind("\n", 0, s)
    prev = text[text.rfind("\n", 0, max(ls, 0)) + 1:max(ls, 0)].rstrip() if ls > 0 else ""
    return bool(prev) and (prev.split()[-1].islower() or prev[-1] in ",-")

