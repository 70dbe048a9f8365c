"""Values followed by their caption: in brackets on their line, or in the next cell of a row.

Some printouts give each field as its value, a few spaces, then the caption in brackets
("15.11.1993   (Date de naissance)", "284380618   (IPP)", "rémi quéré   (Patient)"): the
caption comes after the value, where no label-before rule looks. The caption says the kind;
the value is checked to look like one (digits for an identifier, a date, words for a name).
"""

from __future__ import annotations

import re
from collections import Counter

from app.detection.rules.common import fold, make_span
from app.detection.rules.value_first import is_caption
from app.detection.spans import Span

SOURCE = "rules.caption_after"
CONF = 0.95

_DATE_SRC = r"\d{1,2}[ ./-]+(?:\d{1,2}|[^\W\d_]{3,9}\.?)[ ./-]+\d{2,4}|\d{8}"
_DATE = re.compile(_DATE_SRC)
# The caption in brackets after two blanks or more or a cell's bar (the page read in rows),
# nothing after it on its line (found first:
# rare); the value is the rest of the line before it. Or the caption alone on the next line
# ("P24-436936 / HC-86230-B⏎(ipp / séjour)"): the value is the line before.
# (a rule of dashes may stand between the value and its caption under it, as a line printer draws a
# grid: "DL2682290721⏎-----------⏎(dossier labo)")
# (or a dot leader, the caption at the line's end or wrapped under it, as a procès-verbal prints
# its fields: "VIGNAUD ..........⏎(NOM DE NAISSANCE)")
_CAPTION = re.compile(r"(?:  +|[ \t]*\|[ \t]*|[ \t]*\.{3,}[ \t]*(?:\n[ \t]*)?|\n(?:[ \t]*[-_=]{3,}[ \t]*\n)?[ \t]*)\([ \t]*(?P<c>[^\n]{2,40}?)[ \t]*\)[ \t]*(?=\n|\Z)")
# "27.09.2000 à Vierzon" under "(date de naissance)": the birth date and the birthplace
_BIRTH_AT = re.compile(r"(?P<d>(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)[ \t]+)?" + _DATE_SRC + r")[ \t]+(?:à|a)[ \t]+(?P<p>[^\W\d_][^\n,;()]{1,40})")
_NAME = re.compile(r"[^\W\d_][^\W\d_'’\-]*(?:[ \t]+[^\W\d_][^\W\d_'’\-]*){0,4}")
# No organisation: "Sans emploi", "Aucune", "Non renseigné".
_NO_ORG = frozenset("sans aucun aucune neant non inconnu inconnue retraite retraitee chomage".split())
# An organisation's name: capitalised, words of the language inside ("Crédit agricole Pyrénées-Gascogne").
_ORG_NAME = re.compile(r"[^\W\d_a-zà-ÿ][\w'’\-]*(?:[ \t]+[\w'’\-]+){0,6}")
_CODE = re.compile(r"[A-Za-z0-9][A-Za-z0-9 ./-]{2,30}")

# Folded captions and the kind they give; the first that opens the caption wins.
_BIRTH = ("date de naissance", "date et lieu de naissance", "ddn", "ne le", "nee le", "ne(e) le", "naissance")
_NAMES = (("prenom", "PRENOM"), ("nom", "NOM"), ("patient", "NOM"), ("epouse", "NOM"), ("medecin", "NOM"),
          ("prescripteur", "NOM"), ("infirmi", "NOM"), ("personne a prevenir", "NOM"))
_PLACES = ("lieu de naissance", "commune de naissance", "ville")
# An employer's, an insurer's or an establishment's caption: the value is an organisation's name.
_ORGS = ("employeur", "mutuelle", "organisme", "complementaire", "assureur", "etablissement")
_IDS = (("ipp", "IPP"), ("nip", "IPP"), ("identifiant patient", "IPP"), ("n° de sejour", "EPISODE"), ("n° sejour", "EPISODE"), ("sejour", "EPISODE"),
        ("nda", "EPISODE"), ("n° de dossier", "EPISODE"), ("n° dossier", "EPISODE"), ("ins", "NIR"), ("nir", "NIR"),
        ("n° de securite sociale", "NIR"), ("rpps", "RPPS"), ("adeli", "RPPS"), ("finess", "FINESS"),
        ("n° d'examen", "AUTRE"), ("n° examen", "AUTRE"), ("n° d'adherent", "AUTRE"), ("n° adherent", "AUTRE"),
        ("matricule", "AUTRE"), ("n° de demande", "AUTRE"), ("n° ordonnance", "AUTRE"), ("accession", "AUTRE"),
        ("dossier labo", "AUTRE"), ("dossier laboratoire", "AUTRE"), ("dossier de laboratoire", "AUTRE"))


# A line of two cells apart by a bar (the page read in rows): a value, then its caption.
_TWO_CELLS = re.compile(r"^[ \t]*(?P<v>[^|\n]*?[^|\s])[ \t]+\|[ \t]+(?P<c>[^|\n]*?[^|\s])[ \t]*$", re.MULTILINE)


def _kind(caption: str, value: str) -> str | None:
    c = fold(caption).strip(" :")
    digits = sum(map(str.isdigit, value))
    if c.startswith(_PLACES):
        return "VILLE" if not digits and _NAME.fullmatch(value) else None
    if c.startswith(_ORGS):
        return "ETAB" if not digits and _ORG_NAME.fullmatch(value) and fold(value.split()[0]) not in _NO_ORG else None
    if c.startswith(_BIRTH):
        return "DATE_NAISSANCE" if _DATE.fullmatch(value) else None
    for head, kind in _IDS:
        if c == head or c.startswith(head + " "):
            return kind if digits >= 4 and _CODE.fullmatch(value) else None
    for head, kind in _NAMES:
        if c.startswith(head):
            return kind if not digits and _NAME.fullmatch(value) else None
    return None


# An identifier's caption in brackets right after the value, inside a line ("IZARN, Ghislaine ·
# 798-782803 (IPP) - 254782683 (NDA) - feuille 1/2", a running foot): found by the caption first.
_INLINE_CAPTION = re.compile(r"\((?P<c>IPP|NIP|NDA|INS|NIR|RPPS|ADELI|FINESS|s[ée]jour|S[ÉE]JOUR)\)")
_VALUE_BEFORE = re.compile(r"(?<![\w./\-])(?P<v>[A-Za-z0-9](?:[A-Za-z0-9]|[-/.](?=[A-Za-z0-9])){3,29})[ \t]\Z")


class CaptionAfterDetector:
    name = SOURCE

    def detect_page(self, page: int, text: str) -> list[Span]:
        out: list[Span] = []
        found = []
        for m in _CAPTION.finditer(text) if ("  (" in text or "\n(" in text or "| (" in text or ". (" in text) else ():
            ls = text.rfind("\n", 0, m.start()) + 1
            ls = text.rfind("|", ls, m.start()) + 1 or ls  # the value is the cell before the caption's
            while ls < m.start() and text[ls] in " \t•·▪◦":  # (a list's bullet too)
                ls += 1
            value = text[ls:m.start()]
            if "(" in value or ")" in value or not value.strip():
                continue
            found.append((ls, m))
        # The same words over three captions or more are no value but a cue that introduces each
        # field (a screenplay's character name: "L'AGENT D'ACCUEIL⏎DUO⏎(Nom de naissance)⏎ROUMAGNAC"):
        # the value is then the line under the caption.
        over = Counter(text[ls:m.start()].strip() for ls, m in found if "\n" in m.group())
        for ls, m in found:
            if "\n" in m.group() and over[text[ls:m.start()].strip()] >= 3:
                out.extend(self._value_under(page, text, m))
            else:
                out.extend(self._values(page, text, ls, m.start(), m.group("c")))
        for c in _INLINE_CAPTION.finditer(text) if ")" in text else ():
            v = _VALUE_BEFORE.search(text, max(0, c.start() - 32), c.start())
            if v is not None and sum(map(str.isdigit, v.group("v"))) >= 6 and \
                    not any(x.start < v.end("v") and v.start("v") < x.end for x in out):
                out.extend(self._values(page, text, v.start("v"), v.end("v"), c.group("c")))
        if " | " in text:
            out.extend(self._mirrored_rows(page, text))
        return out

    def _value_under(self, page: int, text: str, m: re.Match) -> list[Span]:
        """The line right under a caption that a cue stands over, read as its value."""
        vs = m.end() + 1 if text.startswith("\n", m.end()) else m.end()
        ve = text.find("\n", vs)
        ve = len(text) if ve < 0 else ve
        line = text[vs:ve]
        s0, e0 = vs + len(line) - len(line.lstrip()), vs + len(line.rstrip())
        if e0 <= s0 or text[s0] == "(":
            return []
        return self._values(page, text, s0, e0, m.group("c"))

    def _mirrored_rows(self, page: int, text: str) -> list[Span]:
        """A form printed in mirror, each value left of its caption on the line, as the page
        read in rows gives it ("DE LA RONCIÈRE | Nom d'usage", "P7519748 | IPP"): two cells,
        the second an identity caption and the first none; three such rows at least, so that a
        form printed caption first (its caption in the first cell) is never read this way."""
        rows = [m for m in _TWO_CELLS.finditer(text)
                if is_caption(text, m.start("c"), m.end("c")) and not is_caption(text, m.start("v"), m.end("v"))]
        if len(rows) < 3:
            return []
        out: list[Span] = []
        for m in rows:
            out.extend(self._values(page, text, m.start("v"), m.end("v"), m.group("c").rstrip(" :")))
        return out

    def _values(self, page: int, text: str, s: int, e: int, caption: str) -> list[Span]:
        """The spans of the value ``text[s:e]`` its caption names: a pair of values under a pair
        of captions ("ipp / séjour"), a birth date with its birthplace, or one value."""
        value = text[s:e]
        parts = [p.strip() for p in caption.split("/")]
        if len(parts) > 1 and value.count(" / ") == len(parts) - 1:
            out, pos = [], s
            for cap, val in zip(parts, value.split(" / ")):
                out.extend(self._values(page, text, pos, pos + len(val), cap))
                pos += len(val) + 3
            return out
        ranges = [(s, e, _kind(caption, value.strip()))]
        b = _BIRTH_AT.fullmatch(value.strip())
        if b is not None and fold(caption).startswith(_BIRTH):
            off = s + len(value) - len(value.lstrip())
            ranges = [(off + b.start("d"), off + b.end("d"), "DATE_NAISSANCE"), (off + b.start("p"), off + b.end("p"), "VILLE")]
        out = []
        for a, z, kind in ranges:
            sp = make_span(page, text, a, z, kind, SOURCE, CONF) if kind is not None else None
            if sp is not None:
                out.append(sp)
        return out
