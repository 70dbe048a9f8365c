"""Birthplaces: the place a birthplace label heads, captions or introduces.

"Lieu de naissance : Millau", a grid's "Commune de naissance" cell over "Gap (05)", "Place of
birth" on a bilingual form, "né à Bastia", "né(e) le 28/09/1962 — Cholet", "DDN : 10/07/1998
(lieu : Millau)": a birthplace narrows who the patient is with the birth date, so a place there
is kept even when the commune gazetteer does not know it (capitalised words, no first name).
"""

from __future__ import annotations

import re

from app.detection.rules.addresses import CITY_TOKEN, commune_at, trim_name, unknown_place
from app.detection.rules.common import CAPTION_CLOSE, DEPT_OR_ABROAD, FIELD_NUMBER, RUN_IN_DASH, UPPER as U, fold
from app.detection.rules.gazetteers import is_commune
from app.detection.rules.page_tables import COLUMN_CAPTION, header_value_cells, label_cells

# A birthplace label; the cell it heads or captions, or what follows its colon, is a place.
_BIRTHPLACE_LABEL = (r"(?:(?:[Ll]ieu|LIEU|[Cc]ommune|COMMUNE|[Vv]ille|VILLE)[ \t]+(?:de|DE)[ \t]+(?:naissance|NAISSANCE)"
                     r"|(?:[Pp]lace|PLACE)[ \t]+(?:of|OF)[ \t]+(?:birth|BIRTH)"  # (in English too)
                     r"|(?:N[ée]e?(?:\(e\))?|NÉE?(?:\(E\))?)[ \t]+(?:à|A|À))")
# "Lieu de naissance (INSEE)", "(code INSEE)": a qualifier in brackets after the label
_LABEL_NOTE = r"(?:[ \t]*\([^()\n]{1,24}\))?"
# (a questionnaire numbers its question and ends it with "?": "Q6. Lieu de naissance ?"; a form its
# boxes: "[4] Commune de naissance")
_BIRTHPLACE_CELL = re.compile(r"[ \t]*" + FIELD_NUMBER + r"?" + _BIRTHPLACE_LABEL + _LABEL_NOTE + r"[ \t:?]*\Z")
# (or a run of blanks: "LIEU DE NAISSANCE         SAINT-BRIEUC", a fixed-width listing's field)
# (or the separators of a quoted, run-in, large-print or pointed caption: "» :", ". —", ", c'est :", "›")
_BIRTHPLACE_INLINE = re.compile(_BIRTHPLACE_LABEL + _LABEL_NOTE + r"(?:(?:" + CAPTION_CLOSE + r"(?::|\?|›|" + RUN_IN_DASH + r"|\.(?:[ \t]?\.)+[ \t]*:?)|[ \t]{3,})"
                                r"(?:[ \t]*\|)?|[ \t]*\|)[ \t]*(?=["
                                + U + r"])")
# What every birthplace label holds: pages without it skip the cell and inline reads.
# (the words first, by a literal look; the "né à" forms then, led by their "N")
_BORN_AT = re.compile(r"N[ée]e?(?:\(e\))?[ \t]+[àAÀ]|NÉE?(?:\(E\))?[ \t]+[àAÀ]")
_NOT_A_PLACE = frozenset("inconnu inconnue non nr neant france etranger".split())
_NOT_A_BIRTHPLACE = frozenset("domicile terme maternite hopital clinique la le les l".split())


_LINE_END = re.compile(r"[ \t]*(?:\n|\Z)")
_NAISSANCE_LINE = re.compile(r"(?i:naissance)")
_LIEU_AFTER_BIRTH = re.compile(r"\(lieu[ \t]*:?[ \t]*(?=[" + U + r"])")
_BIRTH_ON_LINE = re.compile(r"(?i:DDN|naissance|n[ée]e?(?:\(e\))?[ \t]+le|date[ \t]+of[ \t]+birth|DOB)")
_DEPT_OR_ABROAD = re.compile(r"[ \t]*" + DEPT_OR_ABROAD)
_DEPT_AFTER = re.compile(r"[ \t]*\((?:\d{2,3}|2[AB]|\d{5})\)[ \t]*\Z")


# A birth date, then a dash and the birthplace ("né(e) le 28/09/1962 — Cholet").
_BORN_DATE_DASH = re.compile(r"(?:[Nn][ée]e?(?:\(e\))?|NÉE?(?:\(E\))?)[ \t]+(?:le|LE)[ \t]+\d[\d./\- ]{5,9}\d[ \t]*[—–][ \t]*(?=[" + U + r"])")

# A birth date, then "à" and the birthplace, in France or abroad ("Né le 14 mars 1969 à Porto",
# "Née le 15.09.2004 à Genova"): the place of a birth is the person's whatever the gazetteer knows.
_BORN_DATE_AT = re.compile(r"(?:[Nn][ée]e?(?:\(e\))?|NÉE?(?:\(E\))?)[ \t]+(?:le|LE)[ \t]*:?[ \t]+"
                           r"(?:\d{1,2}(?:er)?(?:[./\-]\d{1,2}[./\-]\d{2,4}|[ \t]+[a-zéûA-ZÉÛ]{3,9}\.?[ \t]+\d{4})|\d{4}-\d{2}-\d{2})"
                           r"[ \t]+(?:à|a|À)[ \t]+(?=[" + U + r"])")


# A commune and its département's number or "(étranger)" right after a date: a birthplace as civil
# status writes it ("deux mille cinq à Toulouse (31)", "1980 à Oran (étranger)").
# (found from its "à", a literal that ``re`` skips to; the date is then looked for before it)
_DATE_AT_PLACE = re.compile(r"à[ \t]+(?=[" + U + r"][^\n(),;:]{1,40}?[ \t]*" + DEPT_OR_ABROAD + r")")
_DATE_END = re.compile(r"(?:(?<![\d])(?:18|19|20)\d\d|\d\d[./]\d\d[./]\d\d|mille(?:[ \t-][a-zéè]+){0,3})[ \t]+\Z")


def birthplaces(text: str):
    """(start, end) of a place alone in the cell a birthplace label heads or captions,
    or after the label's colon on its line; a known commune after a birth date and a dash."""
    for m in _BORN_DATE_DASH.finditer(text) if "—" in text or "–" in text else ():
        end = commune_at(text, m.end())
        if end is not None:
            yield m.end(), end
    for m in _DATE_AT_PLACE.finditer(text) if " à " in text and ")" in text else ():
        if not _DATE_END.search(text, max(0, m.start() - 36), m.start()):
            continue
        c = CITY_TOKEN.match(text, m.end())
        if c is not None:
            s0, e0 = c.start(), c.start() + len(trim_name(c.group()))
            if fold(text[s0:e0].split()[0]) not in _NOT_A_PLACE and _DEPT_OR_ABROAD.match(text, e0):
                yield s0, e0
    for m in _BORN_DATE_AT.finditer(text) if " le " in text or " LE " in text else ():
        c = CITY_TOKEN.match(text, m.end())
        if c is not None:
            s0, e0 = c.start(), c.start() + len(trim_name(c.group()))
            first = fold(text[s0:e0].split()[0])
            # (a town abroad may be a French word, "Porto": after "né le … à" it is the place, unless
            # the birth's own words follow, "à domicile", "à terme")
            if first not in _NOT_A_PLACE and first not in _NOT_A_BIRTHPLACE and (
                    is_commune(text[s0:e0]) or unknown_place(text, s0, e0) or CITY_TOKEN.fullmatch(text, s0, e0)):
                yield s0, e0
    if not ("aissance" in text or "AISSANCE" in text or "of birth" in text or "OF BIRTH" in text or "(lieu" in text
            or _BORN_AT.search(text)):
        return
    found = list(label_cells(text, lambda t, s, e: _BIRTHPLACE_CELL.match(t, s, e) is not None,
                             lambda t, s, e: is_commune(_DEPT_AFTER.sub("", t[s:e]).strip())))  # "Gap (05)"
    for m in _LIEU_AFTER_BIRTH.finditer(text) if "(lieu" in text else ():
        # "DDN : July 10, 1998 (lieu : Millau)": the birthplace in brackets after the birth date
        if _BIRTH_ON_LINE.search(text, max(0, text.rfind("\n", 0, m.start()) + 1), m.start()):
            end = commune_at(text, m.end())
            if end is not None:
                found.append((m.end(), end))
    whole = []  # places that fill the cell their label heads: any capitalised words there
    for m in _BIRTHPLACE_INLINE.finditer(text):
        c = CITY_TOKEN.match(text, m.end())
        if c is not None:
            e0 = c.start() + len(trim_name(c.group()))
            found.append((c.start(), e0))
            # a line of its own, its label, a gap, the place ("Lieu de naissance      Porto"): a key and
            # its value, not a header row (whose other captions stand beside the label)
            if _LINE_END.match(text, e0) and not text[text.rfind("\n", 0, m.start()) + 1:m.start()].strip() \
                    and "  " in m.group():
                whole.append((c.start(), e0))
    if "  " in text:
        # a header row of captions and the row of values under it ("NOM DE NAISSANCE  …  LIEU DE NAISSANCE⏎
        # DAMAY  …  Porto"): the cell under the label
        for head, s0, e0 in header_value_cells(text, _NAISSANCE_LINE.search):
            if _BIRTHPLACE_CELL.fullmatch(head) and CITY_TOKEN.fullmatch(text, s0, e0) is not None:
                found.append((s0, e0))
                whole.append((s0, e0))
    for s0, e0 in found:
        dept = _DEPT_AFTER.search(text, s0, e0)  # "Châtellerault (86100)", "Vitré (35)"
        if dept is not None:
            e0 = dept.start()
        first = fold(text[s0:e0].split()[0]) if s0 < e0 else ""
        if s0 < e0 and first not in _NOT_A_PLACE and (
                is_commune(text[s0:e0]) or unknown_place(text, s0, e0)
                or ((s0, e0) in whole and first not in _NOT_A_BIRTHPLACE and not COLUMN_CAPTION.fullmatch(text, s0, e0))):
            yield s0, e0
