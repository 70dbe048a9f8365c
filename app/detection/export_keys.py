"""The fields of a data export printed as text: JSON members, XML elements and CSV records,
captioned by a program's key or a header record ("\"numeroDossard\": \"M-47822\"",
"\"birthDate\": \"1949-12-18\"", FHIR's "\"given\": [\"Marie\", \"Louise\"]", a CDA's
"<family>DUPONT</family>" or "<birthTime value=\"19491218\"/>", a CSV's "\"IPP\";\"NIR\"" over
its values).

A printed export has no caption a rule knows: the key says what each value is, in a program's
words (camel case, English, the names of HL7's CDA and FHIR). Each key is turned into the
caption a French form would print ("N° de dossard", "Date de naissance", "Nom"), and the value
is read behind it by the rule detectors (``legend_fields._read_behind``).
"""

from __future__ import annotations

import re

# A JSON member on its line: a key in quotes, a colon, then a string, a number or a one-line
# array of strings.
_JSON_MEMBER = re.compile(r'"(?P<k>[A-Za-z][A-Za-z0-9_\-]{1,60})"[ \t]*:[ \t]*(?:"(?P<v>[^"\n]{1,120})"'
                          r'|(?P<n>\d[\d ./\-]{3,30}\d)(?=[ \t]*[,}\n])|\[(?P<a>[ \t]*"[^\]\n]{1,200})\])')
_ARRAY_STRING = re.compile(r'"([^"\n]{1,80})"')
# An XML element with text, or with the value in an attribute (CDA's "value", an id's "extension").
_XML_TEXT = re.compile(r"<(?P<k>[A-Za-z][\w.\-]{0,40})(?:[ \t][^<>\n]*)?>(?P<v>[^<>\n]{1,120})</(?P=k)>")
_XML_ATTR = re.compile(r"<(?P<k>[A-Za-z][\w.\-]{0,40})[ \t][^<>\n]*?\b(?:value|extension)=\"(?P<v>[^\"\n]{1,120})\"")
# A CSV record: two fields or more in quotes (or bare) joined by ";" on one line; a viewer's end
# mark ("¶") may close it.
_CSV_FIELD = re.compile(r'"(?P<q>[^"\n]*)"|(?P<b>[^;"\n]+)')
_CSV_LINE = re.compile(r'(?m)^[ \t]*(?:"[^"\n]*"|[^;"\n]*)(?:;(?:"[^"\n]*"|[^;"\n]*))+[ \t]*(?:¶[ \t]*)?$')
_KEY_WORD = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")
# A key's first word that numbers what the rest names: read as "N° de …".
_NUMBER_WORDS = frozenset("numero num no nr number nro".split())
# The exchange formats' own names, folded to lower case, and the captions they stand for.
_KNOWN = {
    "given": "Prénom", "family": "Nom", "birthtime": "Date de naissance", "birthdate": "Date de naissance",
    "deceasedtime": "Date de décès", "deceaseddatetime": "Date de décès", "postalcode": "Code postal",
    "city": "Ville", "streetaddressline": "Adresse", "line": "Adresse", "telecom": "Téléphone",
    "birthplace": "Lieu de naissance", "id": "Identifiant", "identifier": "Identifiant",
}


def key_caption(key: str) -> str:
    """The caption a program's key stands for, in words: "numeroDeclarationSinistre" → "N° de
    declaration sinistre", "date_naissance" → "Date naissance", "given" → "Prénom"."""
    local = key.rsplit(":", 1)[-1]
    if local.lower() in _KNOWN:
        return _KNOWN[local.lower()]
    words = [w if w.isupper() and len(w) > 1 else w.lower()  # (an acronym stays one: "IPP", "NIR")
             for part in re.split(r"[_\-.]+", local) for w in _KEY_WORD.findall(part)]
    if not words:
        return local
    if words[0].lower() in _NUMBER_WORDS and len(words) > 1:
        return "N° de " + " ".join(words[1:])
    return " ".join([words[0][:1].upper() + words[0][1:], *words[1:]])


def printed_export(text: str) -> bool:
    """Whether the page looks like a printed JSON, XML or CSV export (three members, elements
    or fields joined by ";")."""
    return text.count('": ') + text.count('":"') >= 3 or text.count("</") + text.count("/>") >= 3 \
        or text.count('";"') >= 3


def _csv_fields(text: str, s: int, e: int) -> list[tuple[int, int]]:
    """Where each field of the record ``[s, e)`` stands (its quotes and blanks left out)."""
    out = []
    for f in _CSV_FIELD.finditer(text, s, e):
        g = "q" if f.group("q") is not None else "b"
        a, b = f.start(g), f.end(g)
        while a < b and text[a] in " \t":
            a += 1
        while b > a and text[b - 1] in " \t¶":
            b -= 1
        if b > a or g == "q":
            out.append((a, b))
    return out


def _csv_pairs(text: str) -> list[tuple[str, int, int]]:
    """(caption, value start, value end) of a CSV printout: a record of captions (no digit in
    them) and the record under it, field by field; a blank line may stand between them."""
    out: list[tuple[str, int, int]] = []
    lines = list(_CSV_LINE.finditer(text))
    for head, row in zip(lines, lines[1:]):
        if text[head.end():row.start()].strip():
            continue
        captions = _csv_fields(text, head.start(), head.end())
        values = _csv_fields(text, row.start(), row.end())
        if len(captions) != len(values) or len(captions) < 2 or \
                any(any(c.isdigit() for c in text[a:b]) or not text[a:b].strip() for a, b in captions):
            continue
        out += [(" ".join(text[ca:cb].split()), va, vb) for (ca, cb), (va, vb) in zip(captions, values) if vb > va]
    return out


def export_pairs(text: str) -> list[tuple[str, int, int]]:
    """(caption, value start, value end) of the members, elements and CSV fields printed on the page."""
    out: list[tuple[str, int, int]] = []
    if '"' in text:
        for m in _JSON_MEMBER.finditer(text):
            caption = key_caption(m.group("k"))
            if m.group("a") is not None:  # FHIR's arrays: "given": ["Marie", "Louise"]
                out += [(caption, m.start("a") + s.start(1), m.start("a") + s.end(1))
                        for s in _ARRAY_STRING.finditer(m.group("a"))]
                continue
            g = "v" if m.group("v") is not None else "n"
            out.append((caption, m.start(g), m.end(g)))
    if ";" in text:
        out += _csv_pairs(text)
    if "<" in text:
        for pat in (_XML_TEXT, _XML_ATTR):
            out += [(key_caption(m.group("k")), m.start("v"), m.end("v")) for m in pat.finditer(text)]
    return [(c, s, e - (len(text[s:e]) - len(text[s:e].rstrip(" \t")))) for c, s, e in out if text[s:e].strip()]
