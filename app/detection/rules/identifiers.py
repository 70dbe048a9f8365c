"""Label-anchored identifiers: IPP, EPISODE (séjour/NDA), RPPS, ADELI, FINESS.

Hospitals print these after a label, possibly across ":", spaces, a line
break or a table cell ("IPP | 8012939402", "N° séjour\\n2400123456").
The identifier's shape differs between hospitals, so it is configurable
(``IdentifierConfig``); the default accepts 5 to 13 digits with an optional
short letter prefix.

Confidence:
- RPPS 0.99: 11 digits, Luhn valid, after an RPPS label, note "clé Luhn valide";
  0.90: 11 digits starting "10", Luhn valid, no label and no IPP/séjour label
  nearby (checksum-validated but unanchored); 0.85: labelled, Luhn wrong.
- FINESS 0.99: 9 digits after a FINESS label, Luhn valid; 0.85: Luhn wrong. In Corse,
  "2A" / "2B" and 7 digits after the label (FINESS, or ADELI 0.95), the key unchecked.
  FINESS is never reported without its label (10 % of random 9-digit
  numbers pass Luhn).
- ADELI (label RPPS, source rules.adeli) 0.95: 9 digits after "ADELI".
- National forms: "8" + RPPS (12 digits) and "1" + FINESS (10 digits), as
  the national directory (annuaire santé, identifiant national) prints them:
  same labels, the checksum on the RPPS / FINESS part.
- IPP / EPISODE 0.97: value of the configured shape after a label.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import regex

from app.detection.rules.checksums import luhn_ok
from app.detection.rules.common import LABEL_GAP, LabelBefore, ci, left_ok, make_span, wrapped_caption_start
from app.detection.rules.page_tables import header_value_cells
from app.detection.spans import Span

# Labels, as data. Each is a regex fragment matched case-insensitively,
# on word boundaries.
IPP_LABELS = (
    r"IPP",
    r"IP",
    r"NIP",
    r"N°\s*(?:d')?IPP",
    r"N°\s*(?:de\s+)?patient",
    r"No\.?\s*patient",
    r"Num[ée]ro\s+(?:de\s+)?patient",
    r"ID\s+patient",
    r"Identifiant(?:\s+(?:patient|permanent))?",
    r"N°\s*(?:d')?identification",
)
EPISODE_LABELS = (
    r"N°\s*(?:de\s+)?s[ée]jour",
    r"Num[ée]ro\s+de\s+s[ée]jour",
    r"S[ée]jour(?:\s+n°)?",
    r"S[ée]j\.?",
    r"NDA",
    r"N°\s*(?:de\s+)?venue",
    r"Venue",
    r"N°\s*(?:d['’])?entr[ée]e",  # "N° d'entrée", the admission number of a stay
    r"[ÉE]pisode",
    r"N°\s*(?:d')?[ée]pisode",
    r"N°\s*(?:de\s+)?dossier",
    r"Dossier(?:\s+n°)?",
    r"N°\s*(?:de\s+)?(?:la\s+)?visite",
    r"visite",
    r"N°\s*(?:d')?hospitalisation",
    r"IEP",
    r"N°\s*(?:de\s+)?passage",  # emergency department visits
    r"passage",
)
RPPS_LABELS = (
    r"RPPS(?:\s+(?:du\s+)?(?:m[ée]decin|prescripteur|praticien|pharmacien|infirmi[eè]re?))?",
    r"N°\s*RPPS", r"Identifiant\s+RPPS",
    # "Identifiant national du pathologiste : 810015696825" (the 12-character national form)
    r"Identifiant\s+national(?:\s+de\s+sant[ée]|\s+(?:du|de\s+la|de\s+l['’])\s*(?:m[ée]decin|praticien|pathologiste|"
    r"biologiste|radiologue|prescripteur|pharmacien|auteur|signataire|professionnel))?",
)
# "ADELI IDE", "ADELI kiné": the profession the number is registered for may follow
ADELI_LABELS = (r"ADELI(?:\s+(?:IDE|infirmi[eè]re?|kin[ée]|MK|sage-femme|SF|orthophoniste|psychologue))?",
                r"N°\s*ADELI")
# (with what it numbers: "FINESS établissement 700154818 - entité juridique 1700154818", "FINESS ét. …")
FINESS_LABELS = (r"FINESS(?:\s+(?:g[ée]ographique|juridique|ET|EJ|EG|PMSI|(?:de\s+l['’])?[ée]tablissement|[ée]t(?:ab)?\.|site|"
                 r"(?:de\s+l['’])?entit[ée]\s+juridique))?", r"N°\s*FINESS")


@dataclass(frozen=True)
class IdentifierConfig:
    """Per-hospital identifier shapes (regex fragments for the value only)."""

    ipp_value: str = r"(?:[A-Z]{1,3}[-/]?)?\d{5,13}"
    episode_value: str = r"(?:[A-Z]{1,3}[-/]?)?\d{5,13}"
    ipp_labels: tuple[str, ...] = field(default=IPP_LABELS)
    episode_labels: tuple[str, ...] = field(default=EPISODE_LABELS)
    # Every value shape must contain a run of at least this many digits:
    # the scan looks for such runs first (fast), then fits the shape.
    min_digit_run: int = 5
    # Letters or "-"/"/" a shape may put before that digit run.
    max_prefix: int = 8


DEFAULT_CONFIG = IdentifierConfig()

CONF_ANCHORED = 0.97
CONF_RPPS_LABEL = 0.99
CONF_RPPS_BARE = 0.90
CONF_BAD_LUHN = 0.85
CONF_FINESS = 0.99
CONF_ADELI = 0.95

# A value ends where no digit, letter, slash or decimal point continues it
# (so "12/03/2024" or "12.5" never become identifiers).
_END = r"(?![\w/]|[.,]\d)"


def _label_before(kinds: dict[str, tuple[str, ...]]) -> LabelBefore:
    """Label (any case) + gap, ending exactly where the value starts."""
    alts = "|".join(f"(?P<{k}>" + "|".join(ci(x) for x in labs) + ")" for k, labs in kinds.items())
    return LabelBefore(r"(?:" + alts + r")(?![\w])" + LABEL_GAP + r"\Z")


def find_label(pat: LabelBefore, text: str, vs: int, width: int = 48) -> re.Match | None:
    """The label just before a candidate value (value-first search: digits
    are rarer than letters, so this is much faster than label-first)."""
    w0 = max(0, vs - width)
    m = pat.search(text, w0, vs)
    if m is None and (cs := wrapped_caption_start(text, vs)) is not None:
        m = pat.search(text, max(0, cs - width), cs)  # the caption of the next cell between label and value
    if m is None or not left_ok(text, m.start()):
        return None
    return m


class IdentifierDetector:
    """IPP and EPISODE after their labels; shapes from ``IdentifierConfig``."""

    name = "rules.identifiers"

    def __init__(self, config: IdentifierConfig = DEFAULT_CONFIG) -> None:
        self.config = config
        self._runs = re.compile(r"[0-9]{%d,}" % max(1, config.min_digit_run))
        self._candidate = re.compile(r"(?:" + config.ipp_value + "|" + config.episode_value + r")" + _END)
        self._ipp_value = re.compile(r"(?:" + config.ipp_value + r")\Z")
        self._episode_value = re.compile(r"(?:" + config.episode_value + r")\Z")
        self._labels = _label_before({"IPP": config.ipp_labels, "EPISODE": config.episode_labels})
        self._header = re.compile(
            r"(?P<lab>" + "|".join(ci(x) for x in config.ipp_labels + config.episode_labels) + r")(?![\w])"
        )
        self._ipp_only = re.compile(r"(?:" + "|".join(ci(x) for x in config.ipp_labels) + r")\Z")
        self._value = re.compile(r"(?:" + config.ipp_value + "|" + config.episode_value + r")\Z")

    def detect_page(self, page: int, text: str) -> list[Span]:
        out: list[Span] = []
        for m in self._values(text):
            vs, ve = m.span()
            lm = find_label(self._labels, text, vs)
            if lm is None:
                continue
            label = "IPP" if lm.group("IPP") else "EPISODE"
            shape = self._ipp_value if label == "IPP" else self._episode_value
            if not shape.match(m.group()):
                continue
            sp = make_span(page, text, vs, ve, label, self.name, CONF_ANCHORED)
            if sp is not None:
                out.append(sp)
        out.extend(self._table_rows(page, text, {(s.start, s.end) for s in out}))
        return out

    def _values(self, text: str):
        """Matches of the configured shapes around each long digit run."""
        last_end = 0
        for r in self._runs.finditer(text):
            if r.start() < last_end:
                continue
            p = r.start()
            lo = max(last_end, r.start() - self.config.max_prefix)
            while p > lo and (text[p - 1] in "-/" or text[p - 1].isalpha()):
                p -= 1
            for q in (p, r.start()) if p != r.start() else (p,):
                if not left_ok(text, q):
                    continue
                m = self._candidate.match(text, q)
                if m is not None and m.end() >= r.end():
                    last_end = m.end()
                    yield m
                    break

    def _table_rows(self, page: int, text: str, seen: set) -> list[Span]:
        """Header row of labels, value row below: match cells by column order."""
        if "\n" not in text:
            return []
        out: list[Span] = []

        def header_line_ok(line: str) -> bool:
            return ("  " in line or "\t" in line or "|" in line) and any(
                left_ok(line, h.start()) for h in self._header.finditer(line)
            )

        for lab, s, e in header_value_cells(text, header_line_ok):
            if not self._header.fullmatch(lab):
                continue
            val = text[s:e]
            if not self._value.match(val.strip()) or not any(map(str.isdigit, val)):
                continue
            if (s, e) in seen:
                continue
            label = "IPP" if self._ipp_only.match(lab) else "EPISODE"
            sp = make_span(page, text, s, e, label, self.name, CONF_ANCHORED)
            if sp is not None:
                out.append(sp)
        return out


# spaced groups, the key possibly alone at the end ("FINESS 69 015 074 3")
# ADELI as printed on prescriptions: département, profession, number, key ("29 2 44620 0")
# (the first digit, common to every shape, is read once before the alternation)
_HP_CANDIDATE = regex.compile(r"\d(?:\d{8,11}" + _END + r"|\d[ .]\d[ .]\d{5}[ .]\d" + _END
                              + r"|\d{0,2}(?:[ .]\d{2,4}){1,4}(?:[ .]\d)?" + _END
                              + r"|(?: \d){8,11}(?![ ]?\d)" + _END + ")")  # one digit a box, as forms print it
HP_LABELS = _label_before({"RPPS": RPPS_LABELS, "ADELI": ADELI_LABELS, "FINESS": FINESS_LABELS})
# A FINESS or ADELI number of Corse: "2A" / "2B" and seven digits ("FINESS 2B0616559", "ADELI
# 2A9322918"), the FINESS maybe with its national "1"; the label alone says which (the key of
# these numbers is not computed the same way everywhere: it is not checked).
_CORSICAN_ID = re.compile(r"1?2[AB]\d{7}(?![\w]|[.,/]\d)")
# an RPPS alone (the loop takes an "8" just before it: the 12-character national form);
# a literal start keeps the scan fast
RPPS_BARE = re.compile(r"10\d{9}(?![\w]|[.,/]\d)")
# "FINESS 429436736 — EJ 423542372": the legal entity's number after the site's, on the same line
_FINESS_EJ = re.compile(r"(?<![\w])(?:EJ|ET|EG|[Ee]ntit[ée][ \t]+juridique|[ÉEée]tablissement|[Jj]uridique|[Gg][ée]ographique)"
                        + LABEL_GAP + r"\Z")
# (or before it, its label lines away in a page read column by column: "491638755 - entité
# juridique 1491638755", the legal entity's number the same with its "1")
_EJ_AFTER = re.compile(r"[ \t]*[-–—,][ \t]*(?:EJ|[Ee]ntit[ée][ \t]+juridique)(?![\w])")
_EJ_HINTS = ("EJ", "ET", "EG", "ntit", "tablissement", "uridique", "ographique")
_FINESS_ON_LINE = re.compile(ci("FINESS") + r"[^\n]{0,60}\Z")
# (whole words: "IP" is inside "Prescripteur 810498852895")
_ID_LABEL_NEAR = re.compile(r"(?<![\w])(?:" + "|".join(ci(x) for x in IPP_LABELS + EPISODE_LABELS + FINESS_LABELS + ADELI_LABELS)
                            + r")(?![\w])")


_GENERIC_ID_LABELS = frozenset(("identifiant", "id"))
_NATIONAL = {"FINESS": "1", "RPPS": "8"}  # the national directory's leading digit


def _national_forms(page: int, text: str, found: list[Span]) -> list[Span]:
    """The national form of an id the page already shows under its label, whatever its
    own label says: "FINESS 631900909 (n° national 1631900909)", "RPPS 10003456789 —
    identifiant 810003456789". The same number with the directory's digit before it."""
    out: list[Span] = []
    for sp in found:
        digits = sp.text.strip()
        lead = _NATIONAL.get(sp.label)
        if lead is None or not digits.isdigit() or len(digits) not in (9, 11):
            continue
        national = lead + digits
        i = text.find(national)
        while i >= 0:
            e = i + len(national)
            if (i == 0 or not text[i - 1].isalnum()) and (e == len(text) or not text[e].isalnum()) and \
                    not any(x.start < e and i < x.end for x in found + out):
                nsp = make_span(page, text, i, e, sp.label, sp.source, sp.confidence, "forme nationale")
                if nsp is not None:
                    out.append(nsp)
            i = text.find(national, i + 1)
    return out


class HealthProfessionalIdDetector:
    """RPPS (Luhn), ADELI (label) and FINESS (label + Luhn)."""

    name = "rules.rpps"

    def detect_page(self, page: int, text: str) -> list[Span]:
        out: list[Span] = []
        taken: set[tuple[int, int]] = set()
        for m in _HP_CANDIDATE.finditer(text):
            vs, ve = m.span()
            if not left_ok(text, vs, ".,/-"):
                continue
            digits = "".join(filter(str.isdigit, m.group()))
            # National forms: the 12-character id of a professional is "8" + RPPS,
            # that of an establishment "1" + FINESS; the checksum is on the RPPS / FINESS part.
            if len(digits) == 12 and digits[0] == "8":
                digits = digits[1:]
            elif len(digits) == 10 and digits[0] == "1":
                digits = digits[1:]
            if len(digits) not in (9, 11):
                continue
            lm = find_label(HP_LABELS, text, vs)
            if lm is None:
                # (after its own label on a FINESS line, a bad key is a typing slip: it stays a FINESS)
                if len(digits) != 9:
                    continue
                ok = luhn_ok(digits)
                w = text[max(0, vs - 14):vs]  # (the label's letters first: most numbers have none before them)
                labelled = any(k in w for k in _EJ_HINTS) and _FINESS_EJ.search(text, max(0, vs - 12), vs) and \
                    _FINESS_ON_LINE.search(text, max(0, vs - 70), vs)
                if labelled or (ok and _EJ_AFTER.match(text, ve)):
                    sp = make_span(page, text, vs, ve, "FINESS", "rules.finess", CONF_FINESS if ok else CONF_BAD_LUHN,
                                   "clé Luhn valide" if ok else "clé invalide")
                    if sp:
                        out.append(sp)
                        taken.add((sp.start, sp.end))
                continue
            ok = luhn_ok(digits)
            note = "clé Luhn valide" if ok else "clé invalide"
            if lm.group("RPPS") and len(digits) == 11:
                sp = make_span(page, text, vs, ve, "RPPS", "rules.rpps", CONF_RPPS_LABEL if ok else CONF_BAD_LUHN, note)
            elif (lm.group("ADELI") or lm.group("RPPS")) and len(digits) == 9:  # "RPPS 201723602": an ADELI under the wrong label
                sp = make_span(page, text, vs, ve, "RPPS", "rules.adeli", CONF_ADELI)
            elif lm.group("FINESS") and len(digits) == 9:
                sp = make_span(page, text, vs, ve, "FINESS", "rules.finess", CONF_FINESS if ok else CONF_BAD_LUHN, note)
            else:
                continue
            if sp:
                out.append(sp)
                taken.add((sp.start, sp.end))
        for m in _CORSICAN_ID.finditer(text) if "2A" in text or "2B" in text else ():
            # Corse's numbers: the département's "2A" / "2B" where the other ones have two digits
            vs, ve = m.span()
            if not left_ok(text, vs, ".,/-") or (lm := find_label(HP_LABELS, text, vs)) is None:
                continue
            if lm.group("FINESS"):
                sp = make_span(page, text, vs, ve, "FINESS", "rules.finess", CONF_FINESS, "Corse")
            elif lm.group("ADELI") or lm.group("RPPS"):
                sp = make_span(page, text, vs, ve, "RPPS", "rules.adeli", CONF_ADELI, "Corse")
            else:
                continue
            if sp:
                out.append(sp)
                taken.add((sp.start, sp.end))
        for m in RPPS_BARE.finditer(text):
            s0 = m.start() - 1 if m.start() > 0 and text[m.start() - 1] == "8" else m.start()  # "8" + RPPS
            if (s0, m.end()) in taken or not left_ok(text, s0, ".,/-") or not luhn_ok(m.group()):
                continue
            # another identifier's label before it on its line, in its sentence, vetoes it
            # ("N° de séjour 10234567891"); one that ends an earlier sentence does not
            # (or on the line above, when the number opens its line: "N° identifiant⏎810495369539")
            ls = text.rfind("\n", 0, s0)
            if not text[ls + 1:s0].strip():
                ls = text.rfind("\n", 0, max(0, ls))
            w0 = max(s0 - 40, ls + 1, *(k + len(sep) for sep in (". ", ";") if (k := text.rfind(sep, 0, s0)) >= 0))
            # ("Identifiant" qualified by someone else does not veto the 12-character national form:
            # "8" + a valid RPPS is a professional's id, "Identifiant du rédacteur⏎810502204893")
            if (lm := _ID_LABEL_NEAR.search(text, w0, s0)) and not (
                    s0 < m.start() and lm.group().lower() in _GENERIC_ID_LABELS and text[lm.end():s0].strip(" \t\n:")):
                continue
            sp = make_span(page, text, s0, m.end(), "RPPS", "rules.rpps", CONF_RPPS_BARE, "clé Luhn valide")
            if sp:
                out.append(sp)
        return out + _national_forms(page, text, out)
