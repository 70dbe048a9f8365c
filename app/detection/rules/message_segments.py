"""Health messages printed as text: HL7 v2 segments and HPRIM Santé records.

Interface error listings, message dumps and lab-system printouts show the raw messages
the hospital's systems exchange ("PID|1||000123456^^^CHX&1.2.250.1.213.1.4.8&ISO^PI||
DUPONT^MARIE||19650312|F|||12 RUE DES LILAS^^TOURS^^37000"). Nothing there carries a
caption a reader could anchor on: what a value is comes from its place in the segment,
which the standards fix. So the segment is read as the receiving system reads it —
fields by "|", repetitions by "~", components by "^", sub-components by "&" — and the
fields that hold a person's identity (HL7 v2.5 chapters 2, 3, 4 and 6; the French IHE PAM
profile; HPRIM Santé 2.x, whose records follow ASTM E1394) are masked by their kind.
Results, codes and units (OBX values, LOINC, units, ranges) are in other fields and stay.

A segment may be wrapped by the printer: a line that begins no segment and holds a
separator carries on the one above. A field cut by the wrap is masked on both lines.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.detection.rules.checksums import luhn_ok
from app.detection.rules.common import make_span
from app.detection.rules.mrz import mrz_spans
from app.detection.spans import Span

SOURCE = "rules.messages"
CONFIDENCE = 0.95

# HL7 v2 segments whose fields can name the person (and the message header, which names
# the establishments); two- and one-letter ids are HPRIM Santé's (ASTM E1394) records.
_HL7_IDS = ("MSH", "EVN", "PID", "PD1", "NK1", "PV1", "PV2", "ORC", "OBR", "OBX", "NTE", "IN1", "IN2",
            "GT1", "MRG", "AL1", "DG1", "ROL", "SPM", "TXA", "ZBE", "ZFP", "ZFV", "ZFM", "TQ1")
_HPRIM_IDS = ("H", "P", "OBR", "OBX", "C", "L", "A", "AP", "AC", "REG", "FAC", "ACT")
# A segment begins a line (after a short prefix: a line number, a time, "Segment : "), or
# follows the carriage return a dump prints as "<CR>" or "\r".
_START = re.compile(r"(?:^[ \t]*(?:[^|\n]{0,28}[ \t>:])?|<CR>|\\r|\r)(?P<id>" + "|".join(
    sorted(set(_HL7_IDS + _HPRIM_IDS), key=len, reverse=True)) + r")\|", re.MULTILINE)
# Cheap test before reading a page: a multi-letter segment id and its bar, or an HPRIM header.
# (two scans: the ids' literal letters let ``re`` skip ahead; the header, led by a line start,
# is looked for only where "H|" is printed)
_SEGMENT_HINT = re.compile(r"(?:MSH|PID|PV1|OBR|ORC|NK1|MRG|IN1|GT1|TXA|SPM|PD1)\|")
_HPRIM_HINT = re.compile(r"^[ \t]*H\|[~^]", re.MULTILINE)


def _hinted(text: str) -> bool:
    return "|" in text and (_SEGMENT_HINT.search(text) is not None
                            or ("H|" in text and _HPRIM_HINT.search(text) is not None))


_HPRIM_HEADER = re.compile(r"(?:^|<CR>|\\r)[ \t]*H\|[~^][~^\\&]", re.MULTILINE)

# Field kinds (how the field's repetitions and components are read):
#   cx:KIND  an identifier, component 1 (the identifier type in component 5 may refine KIND)
#   xpn      a person's name: family, given, second given
#   xcn      a professional: id, family, given, second given
#   birth    a birth date (the whole timestamp)
#   xad      an address: street, other, city, (state), postcode
#   xtn      a phone (component 1, or 12 unformatted) and an e-mail (component 4)
#   ei       an order or specimen number, component 1
#   city     a town (the birthplace)
#   org      an establishment: name (component 1), a FINESS where one is printed
#   ndl      a result interpreter: component 1 is "id&family&given"
_HL7: dict[str, dict[int, str]] = {
    "MSH": {3: "org", 5: "org"},  # MSH-4 / MSH-6 (the bar itself is MSH-1): sending / receiving facility
    "PID": {2: "cx:IPP", 3: "cx:IPP", 4: "cx:AUTRE", 5: "xpn", 6: "xpn", 7: "birth", 9: "xpn", 11: "xad",
            13: "xtn", 14: "xtn", 18: "cx:EPISODE", 19: "cx:NIR", 20: "cx:AUTRE", 21: "cx:AUTRE", 23: "city"},
    "PD1": {3: "org", 4: "xcn"},
    "NK1": {2: "xpn", 4: "xad", 5: "xtn", 6: "xtn", 30: "xpn", 31: "xtn", 32: "xad"},
    "PV1": {7: "xcn", 8: "xcn", 9: "xcn", 17: "xcn", 19: "cx:EPISODE", 50: "cx:EPISODE", 52: "xcn"},
    "ORC": {2: "ei", 3: "ei", 4: "ei", 10: "xcn", 11: "xcn", 12: "xcn", 21: "org", 22: "xad", 23: "xtn", 24: "xad"},
    "OBR": {2: "ei", 3: "ei", 10: "xcn", 16: "xcn", 17: "xtn", 28: "xcn", 32: "ndl", 33: "ndl", 34: "ndl", 35: "ndl"},
    "OBX": {16: "xcn", 23: "org", 24: "xad", 25: "xcn"},
    "IN1": {16: "xpn", 19: "xad", 36: "cx:AUTRE", 49: "cx:AUTRE"},
    "GT1": {3: "xpn", 5: "xad", 6: "xtn", 7: "xtn"},
    "MRG": {1: "cx:IPP", 2: "cx:AUTRE", 3: "cx:EPISODE", 5: "cx:EPISODE", 7: "xpn"},
    "ROL": {4: "xcn"},
    "TXA": {5: "xcn", 9: "xcn", 10: "xcn", 22: "xcn"},
    "SPM": {2: "ei", 3: "ei"},
}
# HPRIM Santé records (ASTM E1394 field n is the n-th bar-separated item, the record type first).
_HPRIM: dict[str, dict[int, str]] = {
    "H": {4: "org", 5: "xad", 7: "xtn", 9: "org"},  # sender, its address and phone, receiver
    "P": {2: "cx:IPP", 3: "cx:AUTRE", 4: "cx:EPISODE", 5: "xpn", 6: "xpn", 7: "birth", 10: "xad", 12: "xtn",
          13: "xcn"},
    "OBR": {2: "ei", 3: "ei", 10: "xcn", 16: "xcn", 17: "xtn"},  # specimen ids, collector, ordering physician
}
# Identifier types (HL7 table 0203) and French assigning authorities that make a CX an INS.
_INS_TYPES = {"NH", "INS", "INS-NIR", "INS-NIA", "INS-C", "SS", "NIR"}
_INS_OIDS = ("1.2.250.1.213.1.4.8", "1.2.250.1.213.1.4.9", "1.2.250.1.213.1.4.10", "1.2.250.1.213.1.4.11",
             "1.2.250.1.213.1.4.2")
# National assigning authorities (the INS, the professionals' directory): no establishment.
_NATIONAL = re.compile(r"ASIP|\bANS\b|INS|NIR|RPPS|ADELI|FINESS|SANTE", re.IGNORECASE)
_TYPE_KIND = {"PI": "IPP", "PT": "IPP", "MR": "IPP", "AN": "EPISODE", "VN": "EPISODE"}
_NAME_PART = re.compile(r"[^\W\d_](?:[^\W\d_]|[ '’\-])*[^\W\d_]\.?\Z")
_DIGITS = re.compile(r"\d")
_WRAP_WIDTH = 60  # a printed line shorter than this ended its segment: the next one is not its tail
_NIR = re.compile(r"[12378]\d{4}(?:\d\d|2[AB])\d{6}(?:\d\d)?")  # 13 characters, with its key 15


def _segments(text: str):
    """(id, [(start, end)] pieces of the segment, one per printed line), in page order."""
    hprim = _HPRIM_HEADER.search(text) is not None
    starts = list(_START.finditer(text))
    for k, m in enumerate(starts):
        sid = m.group("id")
        s = m.start("id")
        limit = starts[k + 1].start() if k + 1 < len(starts) else len(text)
        eol = text.find("\n", s)
        eol = len(text) if eol < 0 else eol
        line_end = min(eol, limit)
        if len(sid) <= 2 and sid not in ("AP", "AC"):
            # an HPRIM record: the page shows an HPRIM header, or the line is plainly one
            if not hprim and not (text.count("|", s, line_end) >= 4 and "^" in text[s:line_end]):
                continue
        pieces = [(s, line_end)]
        pos = line_end
        while pos < limit and pos == eol:
            nxt = text.find("\n", pos + 1)
            nxt = len(text) if nxt < 0 else nxt
            nxt = min(nxt, limit)
            line = text[pos + 1:nxt]
            body = line.strip()
            # a wrapped line: the one above ran to the printer's width, this one goes on with
            # separators or a single word ("PIERRE-DES-CORPS^^37700||0612345678")
            if not body or pos - pieces[-1][0] < _WRAP_WIDTH or not (
                    any(c in body for c in "|^~") or (len(body) < 40 and " " not in body)):
                break
            lead = len(line) - len(line.lstrip())
            pieces.append((pos + 1 + lead, pos + 1 + lead + len(body)))
            pos = nxt
            eol = nxt
        yield sid, hprim and sid in _HPRIM, pieces


def _logical(text: str, pieces):
    """The segment as one string, with each of its characters' offsets in the page."""
    chars, offs = [], []
    for a, b in pieces:
        chars.append(text[a:b])
        offs.extend(range(a, b))
    return "".join(chars), offs


def _split(s: str, a: int, b: int, sep: str):
    """(start, end) of the parts of ``s[a:b]`` between ``sep``."""
    out, p = [], a
    while True:
        q = s.find(sep, p, b)
        if q < 0:
            out.append((p, b))
            return out
        out.append((p, q))
        p = q + 1


def _id_kind(kind: str, value: str, comps: list[str]) -> str | None:
    """The kind of a CX identifier, from its field and its type or authority."""
    if len(_DIGITS.findall(value)) < 3 or len(value) < 4:
        return None
    ctype = comps[4].strip().upper() if len(comps) > 4 else ""
    authority = comps[3] if len(comps) > 3 else ""
    if ctype in _INS_TYPES or any(o in authority for o in _INS_OIDS) or "NIR" in authority.upper():
        return "NIR" if _NIR.fullmatch(value.replace(" ", "")) else "AUTRE"
    if ctype == "RPPS" or "1.2.250.1.71.4.2.1" in authority:
        return "RPPS"
    return _TYPE_KIND.get(ctype, kind)


def _professional_id(value: str) -> str | None:
    """RPPS for 11 digits or the 12-character national id with a valid key; any other number of
    four digits or more (an ADELI, a local code) is masked as another identifier."""
    v = value.replace(" ", "")
    if len(_DIGITS.findall(v)) < 4:
        return None
    if v.isdigit() and ((len(v) == 11 and luhn_ok(v)) or (len(v) == 12 and v[0] == "8" and luhn_ok(v[1:]))):
        return "RPPS"
    return "AUTRE"


def _values(kind: str, s: str, a: int, b: int):
    """(start, end, label) of the personal values of one field ``s[a:b]``."""
    for ra, rb in _split(s, a, b, "~"):
        comps = _split(s, ra, rb, "^")
        text = [s[x:y] for x, y in comps]

        def part(i: int, label: str, sub: bool = True):
            if i >= len(comps):
                return
            x, y = comps[i]
            if sub:  # "DE LA TOUR&DE LA&TOUR": the whole name is the first sub-component
                k = s.find("&", x, y)
                y = y if k < 0 else k
            v = s[x:y].strip()
            if not v:
                return
            if label in ("NOM", "PRENOM", "VILLE", "ETAB", "ADRESSE") and not any(c.isalpha() for c in v):
                return
            if label in ("NOM", "PRENOM") and (not _NAME_PART.match(v) or len(v) < 2):
                return
            yield x, y, label

        if kind.startswith("cx:"):
            v = text[0].strip() if text else ""
            k = s.find("&", comps[0][0], comps[0][1]) if comps else -1
            lab = _id_kind(kind[3:], v, text)
            if lab:
                yield comps[0][0], comps[0][1] if k < 0 else k, lab
            if lab and len(comps) > 3:  # the establishment that assigned it ("CHTOURS&1.2.250…&ISO")
                x, y = comps[3]
                k = s.find("&", x, y)
                name = s[x:y if k < 0 else k].strip()
                if sum(c.isalpha() for c in name) >= 3 and not _NATIONAL.search(name):
                    yield x, y if k < 0 else k, "ETAB"
        elif kind == "ei":
            v = text[0].strip() if text else ""
            if len(_DIGITS.findall(v)) >= 4:
                yield comps[0][0], comps[0][1], "AUTRE"
        elif kind == "xpn":
            yield from part(0, "NOM")
            yield from part(1, "PRENOM")
            yield from part(2, "PRENOM")
        elif kind == "xcn":
            v = text[0].strip() if text else ""
            if v and not _DIGITS.search(v) and _NAME_PART.match(v):
                yield from part(0, "NOM")  # no code before the name ("DURAND^PAUL")
                yield from part(1, "PRENOM")
                continue
            lab = _professional_id(v) if v else None
            if lab:
                yield comps[0][0], comps[0][1], lab
            yield from part(1, "NOM")
            yield from part(2, "PRENOM")
            yield from part(3, "PRENOM")
        elif kind == "ndl":
            x, y = comps[0]
            subs = _split(s, x, y, "&")
            for i, lab in ((1, "NOM"), (2, "PRENOM")):
                if i < len(subs) and _NAME_PART.match(s[subs[i][0]:subs[i][1]].strip() or "-"):
                    yield subs[i][0], subs[i][1], lab
            if subs and _professional_id(s[subs[0][0]:subs[0][1]].strip() or "-"):
                yield subs[0][0], subs[0][1], _professional_id(s[subs[0][0]:subs[0][1]].strip())
        elif kind == "birth":
            v = text[0].strip() if text else ""
            if re.match(r"(?:18|19|20)\d\d[01]\d[0-3]\d", v):
                yield comps[0][0], comps[0][1], "DATE_NAISSANCE"
        elif kind == "xad":
            yield from part(0, "ADRESSE", sub=False)
            yield from part(1, "ADRESSE", sub=False)
            yield from part(2, "VILLE")
            if len(comps) > 4 and _DIGITS.search(text[4]):
                yield comps[4][0], comps[4][1], "CODE_POSTAL"
        elif kind == "xtn":
            for i in (0, 11):
                if i < len(comps) and len(_DIGITS.findall(text[i])) >= 6:
                    yield comps[i][0], comps[i][1], "TEL"
            if len(comps) > 3 and "@" in text[3]:
                yield comps[3][0], comps[3][1], "EMAIL"
        elif kind == "city":
            yield from part(0, "VILLE")
        elif kind == "org":
            v = text[0].strip() if text else ""
            if sum(c.isalpha() for c in v) >= 3:
                yield comps[0][0], comps[0][1], "ETAB"
            elif v.isdigit() and len(v) == 9 and luhn_ok(v):
                yield comps[0][0], comps[0][1], "FINESS"
            for i in range(1, min(len(comps), 10)):
                w = text[i].strip()
                if w.isdigit() and len(w) == 9 and luhn_ok(w):
                    yield comps[i][0], comps[i][1], "FINESS"
                elif i == 1 and sum(c.isalpha() for c in w) >= 3 and "." not in w and len(comps) <= 3:
                    yield comps[i][0], comps[i][1], "ETAB"  # HPRIM's "code^name" of a lab


# An identifier field printed whole ("V24A174554^^^PCHV^VN", "123456^^^CHX&1.2.250…&ISO^PI"): its type
# code says what it is, whatever field the sending system put it in.
_TYPED_CX = re.compile(r"[^|^~&\s]{4,}\^[^|^~]*\^[^|^~]*\^[^|^~]*\^(?P<t>PI|PT|MR|AN|VN|NH|INS|INS-NIR|INS-NIA|INS-C)(?=[|^~\n]|\Z)")


def _typed_ids(s: str, fields, table: dict[int, str]):
    """Identifiers of fields the table does not read, told by their type code."""
    for index, (a, b) in enumerate(fields):
        if index == 0 or (table.get(index, "").startswith("cx:")):
            continue
        for ra, rb in _split(s, a, b, "~"):
            comps = _split(s, ra, rb, "^")
            if len(comps) >= 5 and _TYPED_CX.fullmatch(s, ra, comps[4][1]):
                yield from _values("cx:AUTRE", s, ra, comps[4][1])


def _spans(page_of, offs, s: str, sid: str, table: dict[int, str]) -> list[Span]:
    """Spans of the personal values of one logical segment ``s`` whose characters lie at
    ``offs`` (each an offset in the page ``page_of`` gives for it)."""
    out: list[Span] = []
    fields = _split(s, 0, len(s), "|")
    found = []
    for index, kind in table.items():
        if index < len(fields):
            found.extend(_values(kind, s, *fields[index]))
    found.extend(_typed_ids(s, fields, table))
    for x, y, label in found:
        while x < y and s[x] == " ":
            x += 1
        while y > x and s[y - 1] == " ":
            y -= 1
        p = x
        while p < y:  # one span per printed line the value lies on
            q = p
            while q + 1 < y and offs[q + 1] == offs[q] + 1 and page_of(q + 1) == page_of(q):
                q += 1
            page, text = page_of(p)
            sp = make_span(page, text, offs[p], offs[q] + 1, label, SOURCE, CONFIDENCE, note="segment " + sid)
            if sp is not None:
                out.append(sp)
            p = q + 1
    return out


# Fields that hold no person (codes, dates of the message, sex, units, results' codes and
# ranges, applications): with the fields the tables read, the model has nothing to add there.
_NO_PERSON: dict[str, frozenset[int]] = {
    "MSH": frozenset(range(1, 21)) - {3, 5},  # (parts index: MSH-2 is index 1)
    "EVN": frozenset(range(1, 8)),
    "PID": frozenset({1, 8, 10, 15, 16, 17, 22, 24, 25, 26, 27, 28, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39}),
    "PV1": frozenset(range(1, 52)) - {7, 8, 9, 17, 19, 50},
    "ORC": frozenset({1, 5, 6, 7, 8, 9, 13, 14, 15, 16, 17, 18, 19, 20}),
    "OBR": frozenset(range(1, 50)) - {2, 3, 10, 13, 16, 17, 28, 32, 33, 34, 35},
    "OBX": frozenset(range(1, 26)) - {5, 16, 23, 24, 25},
    "SPM": frozenset(range(1, 30)) - {2, 3},
}
_HPRIM_NO_PERSON: dict[str, frozenset[int]] = {
    "H": frozenset({1, 2, 3, 6, 8, 10, 11, 12, 13}),
    "P": frozenset({1, 8, 9, 11}),
    "OBR": frozenset({1, 4, 5, 6, 7, 8, 9, 11, 12}),
    "OBX": frozenset(range(1, 14)) - {3},
    "L": frozenset(range(1, 6)),
}


@lru_cache(maxsize=8)
def read_fields(text: str) -> tuple[tuple[int, int], ...]:
    """Page ranges of the message fields whose personal values this reader finds itself, or
    that hold none: a model's span there adds nothing but noise ("ASIP-SANTE-NIR", "EAI",
    "UF1046", the name type code "L"). Free text (NTE, OBX values, HPRIM comments) and
    fields no table knows are left out: the model still reads them."""
    if not _hinted(text):
        return ()
    out: list[tuple[int, int]] = []
    for sid, hprim, pieces in _segments(text):
        table = _HPRIM.get(sid, {}) if hprim else _HL7.get(sid, {})
        quiet = (_HPRIM_NO_PERSON if hprim else _NO_PERSON).get(sid, frozenset())
        if not table and not quiet:
            continue
        s, offs = _logical(text, pieces)
        for index, (a, b) in enumerate(_split(s, 0, len(s), "|")):
            if (index in table or index in quiet) and b > a:
                out.append((offs[a], offs[b - 1] + 1))
    return tuple(out)


class MessageSegmentDetector:
    """Personal fields of HL7 v2 segments and HPRIM Santé records printed on a page."""

    name = SOURCE

    def detect_page(self, page: int, text: str) -> list[Span]:
        out: list[Span] = mrz_spans(page, text, SOURCE)  # (an identity document's zone: a message too)
        if not _hinted(text):
            return out
        for sid, hprim, pieces in _segments(text):
            table = _HPRIM.get(sid) if hprim else _HL7.get(sid)
            if table is None and not hprim and sid in _HL7_IDS:
                table = {}
            if table is None:
                continue
            s, offs = _logical(text, pieces)
            out.extend(_spans(lambda _k: (page, text), offs, s, sid, table))
        return out

    def detect_document(self, texts, spans) -> list[Span]:
        """A segment the page break cut: its last line on one page, its tail indented at the top
        of the next (under the running header). Read whole; the values of the tail are added."""
        out: list[Span] = []
        for k in range(1, len(texts)):
            prev, text = texts[k - 1], texts[k]
            if "|" not in text or not _hinted(prev):
                continue
            tail = _orphan_tail(text)
            segs = list(_segments(prev)) if tail else []
            if not segs:
                continue
            sid, hprim, pieces = segs[-1]
            last_line_end = pieces[-1][1]
            if prev[last_line_end:].strip() or last_line_end - prev.rfind("\n", 0, pieces[-1][0]) - 1 < _WRAP_WIDTH:
                continue  # the segment ended on its page: something follows it, or its line was short
            table = _HPRIM.get(sid) if hprim else _HL7.get(sid, {} if sid in _HL7_IDS else None)
            if table is None:
                continue
            s0, offs0 = _logical(prev, pieces)
            s1, offs1 = _logical(text, tail)
            pages = [(k - 1, prev)] * len(offs0) + [(k, text)] * len(offs1)
            found = _spans(lambda i: pages[i], offs0 + offs1, s0 + s1, sid, table)
            out.extend(sp for sp in found if sp.page == k)
        return out


def _orphan_tail(text: str) -> list[tuple[int, int]]:
    """The indented lines with separators that open a page before its first segment (the end
    of a segment begun on the page before), as ``(start, end)`` pieces."""
    first = _START.search(text)
    head = text[:first.start() if first else len(text)]
    pieces, pos = [], 0
    for line in head.split("\n"):
        body = line.strip()
        if line[:1] in " \t" and body and any(c in body for c in "|^~"):
            lead = len(line) - len(line.lstrip())
            pieces.append((pos + lead, pos + lead + len(body)))
        elif pieces:
            break
        pos += len(line) + 1
    return pieces
