"""Forms printed value first, one line each: "DURAND⏎NOM⏎Paul⏎Prénom⏎22/09/1943⏎Date de naissance".

Some identity boxes print each value over a small caption. Read in one column,
their lines alternate value and caption exactly as a caption-first form does,
one line off: a caption-first reading gives "Paul" to "NOM" and the birth date
to nothing. The orientation is a property of the whole run, so it is decided
once per run of alternating lines and shared by the rule families that read a
caption's neighbour (names, birth dates, birthplaces).

A run is value-first when the lines over its captions suit them (a known first
name under "Prénom", a date under "Date de naissance") better than the lines
under them: where a run starts or ends says nothing, as a caption-first form
may open on a heading and end on an empty field. A caption ending with a colon
opens what follows it: its run is read caption first.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.detection.rules.common import fold
from app.detection.rules.page_tables import COLUMN_CAPTION
from app.detection.rules.gazetteers import is_first_name

# Captions of identity boxes that the people tables' column captions do not hold.
_MORE_CAPTIONS = re.compile(
    r"[ \t]*(?:date(?:[ \t]+(?:de|d['’]|du)[ \t]*[^\W\d_]+){0,2}|lieu[ \t]+de[ \t]+naissance|code[ \t]+postal|commune|e-?mail|courriel|nom[ \t]+de[ \t]+jeune[ \t]+fille|"
    r"m[ée]decin[ \t]+traitant|n[°º][ \t]*(?:de[ \t]+|d['’])?(?:t[ée]l[ée]phone|adh[ée]rent)|num[ée]ro[ \t]+d['’]immatriculation|"
    r"(?:identifiant|n[°º])[ \t]*\(?(?:RPPS|FINESS|ADELI)\)?|"
    # an identifier's caption ("N° d'examen (PACS)", "N° de demande")
    r"n[°º][ \t]*(?:de[ \t]+|d['’][ \t]*)?(?:examen|accession|demande|prescription|dossier)(?:[ \t]*\([^()\n]{1,12}\))?|"
    r"dossier[ \t]+(?:labo(?:ratoire)?|de[ \t]+laboratoire|de[ \t]+biologie)|"
    # an occupational-disease certificate's employer block
    r"employeur|(?:n[°º][ \t]*)?(?:siret|siren)(?:[ \t]+(?:de[ \t]+l['’])?employeur)?|poste[ \t]+occup[ée])[ \t:]*\Z",
    re.IGNORECASE)
_MAX_VALUE = 60  # a cell's value, not a line of prose
_MIN_CAPTIONS = 2


def is_caption(text: str, s: int, e: int) -> bool:
    """Whether ``text[s:e]`` is a field's caption (an identity box's or a people table's),
    an acronym in brackets after it or not ("N° de séjour (NDA)")."""
    if COLUMN_CAPTION.match(text, s, e) is not None or _MORE_CAPTIONS.match(text, s, e) is not None:
        return True
    if ")" not in text[s:e]:
        return False
    b = _ACRONYM_TAIL.search(text, s, e)
    return b is not None and b.start() > s and (COLUMN_CAPTION.match(text, s, b.start()) is not None
                                                 or _MORE_CAPTIONS.match(text, s, b.start()) is not None)


_ACRONYM_TAIL = re.compile(r"[ \t]*\([A-Z]{2,6}\)[ \t:]*\Z")



_POINTERS = "↑↓←→⇧⇩▲▼"


@lru_cache(maxsize=4)  # (the value-first captions and the labelled codes read the same page)
def stripped_lines(text: str) -> tuple[tuple[int, int], ...]:
    """The page's lines that hold more than a dot leader, stripped, as offsets."""
    out, pos = [], 0
    for line in text.split("\n"):
        stripped = line.strip().lstrip(_POINTERS).strip()  # (a caption may point at its value: "↑ NOM")
        if stripped and not _LEADER_LINE.match(stripped):  # a dot leader drawn as a line of its own
            a = pos + line.find(stripped)
            out.append((a, a + len(stripped)))
        pos += len(line) + 1
    return tuple(out)


_DASH = "\\-\u2010\u2011\u2012\u2013"
# A date at the start of a value, a weekday before it ("lundi 18 mars 1974 à Béthune").
_DATE_VALUE = re.compile(r"(?:[^\W\d_]{3,8}\.?,?[ \t]+)?(?:(?P<d>\d{1,2})[ ./" + _DASH + r"]+(?:(?P<m>\d{1,2})|[^\W\d_]{3,9}\.?)"
                         r"[ ./" + _DASH + r"]+\d{2,4}|\d{4}[./" + _DASH + r"]\d\d[./" + _DASH + r"]\d\d|\d{8})(?!\d)")
_HOUSE_NUMBER = re.compile(r"\d{1,4}(?:[ \t]?(?:bis|ter|[a-dA-D]))?,?[ \t]+[^\W\d_]")
_LEADER_LINE = re.compile(r"[ \t._…]*\Z")
_NAME_WORD = re.compile(r"[^\W\d_][^\W\d_'’\-]*(?:[\-'’][^\W\d_]+)*\Z")


def _suits(text: str, caption: tuple[int, int], value: tuple[int, int]) -> bool:
    """Whether a value is plainly the kind its caption asks for: a known first name under a
    first-name caption, capitalised words under a name caption, a date under a date caption,
    digits under a number caption, a number and words for an address. Other captions
    (sex, town, profession) say nothing either way."""
    cap = fold(text[caption[0]:caption[1]]).strip(" :")
    val = text[value[0]:value[1]].strip()
    if cap.startswith("pren"):
        return is_first_name(val.split()[0]) if val else False
    if cap.startswith("nom"):
        words = val.split()
        return 0 < len(words) <= 3 and all(_NAME_WORD.match(w) for w in words) and val[0].isupper()
    if cap.startswith(("date", "ddn", "ne", "naissance")):
        d = _DATE_VALUE.match(val)
        return d is not None and (d.group("m") is None or int(d.group("d")) <= 31 and int(d.group("m")) <= 12)
    digits, letters = sum(map(str.isdigit, val)), sum(map(str.isalpha, val))
    if cap.startswith(("tel", "portable")):
        return digits >= 8 and letters == 0
    if cap.startswith(("n°", "nº", "numero", "identifiant", "ipp", "nda", "iep", "nip", "sejour", "dossier", "ins", "nir",
                       "matricule", "code postal")):
        return digits >= 4 and letters <= digits and _DATE_VALUE.match(val) is None
    if cap.startswith("adresse"):
        return _HOUSE_NUMBER.match(val) is not None
    return False


def _value_first(text: str, run: list[tuple[int, int]], caps: list[bool]) -> bool:
    """Whether a run of alternating lines reads value over caption: its captions suit the
    lines over them better than the lines under them."""
    if any(text[e - 1] == ":" for (s, e), cap in zip(run, caps) if cap):
        return False  # a colon opens what follows it
    over = sum(_suits(text, run[k], run[k - 1]) for k in range(1, len(run)) if caps[k])
    under = sum(_suits(text, run[k], run[k + 1]) for k in range(len(run) - 1) if caps[k])
    return over > under


@lru_cache(maxsize=64)
def value_first_captions(text: str) -> dict[tuple[int, int], tuple[int, int]]:
    """Each caption line of a value-first run, mapped to its value, the line over it."""
    out: dict[tuple[int, int], tuple[int, int]] = {}
    if text.count("\n") < 3:
        return out
    lines = stripped_lines(text)
    caps = [is_caption(text, s, e) for s, e in lines]
    i = 0
    while i < len(lines):
        if not caps[i] and lines[i][1] - lines[i][0] > _MAX_VALUE:
            i += 1  # prose: no run starts there
            continue
        j = i + 1  # the run of lines alternating caption and short value
        while j < len(lines) and caps[j] != caps[j - 1] and (caps[j] or lines[j][1] - lines[j][0] <= _MAX_VALUE):
            j += 1
        run, kinds = lines[i:j], caps[i:j]
        if sum(kinds) >= _MIN_CAPTIONS and _value_first(text, run, kinds):
            out.update((run[k], run[k - 1]) for k in range(1, len(run)) if kinds[k])
        i = j
    return out


def captions_value_over(text: str, pos: int) -> bool:
    """Whether the line holding ``pos`` is a caption of a value-first run (its value is the
    line over it, not the one under it)."""
    vf = value_first_captions(text)
    if not vf:
        return False
    s = text.rfind("\n", 0, pos) + 1
    e = text.find("\n", pos)
    line = text[s:] if e < 0 else text[s:e]
    a = s + len(line) - len(line.lstrip())
    return (a, a + len(line.strip())) in vf
