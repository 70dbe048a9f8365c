"""Person names by rule, to complement the model.

Anchors, strongest first:
- a form label: "Nom :", "Nom de naissance :", "Prénom(s) :", "Patient :",
  the label alone on its line with the value below, or a "Nom | Prénom"
  header row with the values in the row below;
- civil status: "épouse X", "née X", "veuve X" (ALL-CAPS words);
- a civility or role: M., Mme, Mlle, Madame, Monsieur, Dr, Docteur, Pr,
  Professeur, Interne, IDE, IBODE, IADE, "Opérateur :", "Aide :",
  "Anesthésiste :", "Signé par"... (lists "Dr A B, Dr C D et E F" too; a
  first name and an ALL-CAPS surname split by a line break are joined);
- no anchor: an ALL-CAPS surname next to a known first name
  ("DUPONT Jean", "Jean DUPONT", "DUPONT JEAN").
A name is 1–4 tokens: ALL-CAPS words, Capitalised words, hyphenated first
names, initials, particles (de, du, de La, d', Le, Van…). Tokens split into
NOM (ALL-CAPS words, particles, a lone name, the last of Capitalised words)
and PRENOM (Capitalised words beside an ALL-CAPS one, known first names,
initials). A token on the allow-list (eponyms, acronyms, heading words)
ends the name; a lowercase word is never a name.

Confidence: 0.95 form label or civility/role anchor; 0.90 ALL-CAPS +
Capitalised known first name; 0.80 ALL-CAPS + ALL-CAPS known first name.
"""

from __future__ import annotations

import re
from functools import lru_cache

import regex  # faster than re for the anchored alternation

from app.detection.device_context import after_device_noun
from app.detection.rules.spelled_names import spelled_names
from app.detection.rules.allowlist import eponyms, get_allowlist
from app.detection.rules.common import fold, left_ok, lowered, make_span, word_start_matches
from app.detection.rules.gazetteers import is_first_name, is_ordinary_word
from app.detection.rules.names_short import short_names
from app.detection.rules.names_label_guards import is_particle as _is_particle, label_reading_refused
from app.detection.rules.names_lowercase import after_civility, first_then_lower, kin_first_names, lower_pairs, page_words
from app.detection.rules.names_initialled import initialled_surnames
from app.detection.rules.names_initials import initials_cells
from app.detection.rules.names_log_entries import log_entry_names
from app.detection.rules.names_alone_lines import alone_line_names
from app.detection.rules.names_tables import names_over_captions, role_column_rows, table_rows
from app.detection.rules.names_vocabulary import (
    U, L, A, CAPS, CAP, INITIAL, PARTICLE, TOKEN, GROUP, LOWER_ROLES, NOT_NAMES, _TITLE_RE, _CIVILITY_TOKENS,
    ANCHORED, _ANCHOR_START, _ANCHOR_START_EN,
)
from app.detection.spans import Span

SOURCE = "rules.names"
CONF_ANCHORED = 0.95
CONF_PATTERN = 0.90
CONF_PATTERN_CAPS = 0.80
# Words the first-name list holds that open a place's or a saint's name ("Saint MARTIN").
_NOT_FIRST = frozenset({"Saint", "Sainte", "Notre", "Dame", "Mont", "Val", "Port"})


def _anchored(text: str):
    """The matches ``ANCHORED.finditer(text)`` gives, tried only where a label starts
    (twice as fast on clinical pages; every ANCHORED match starts with one)."""
    pos = 0
    start = _ANCHOR_START_EN if ("name" in text or "NAME" in text) else _ANCHOR_START
    while (c := start.search(text, pos)) is not None:
        m = ANCHORED.match(text, c.start()) if left_ok(text, c.start()) else None
        if m is None:  # inside a word ("IDE" of "VALIDE"): it must not hide the label after it
            pos = c.start() + 1
            continue
        yield m
        # on from the name's start: a label the name ran into ("FONTAINE Prénoms : Lucie"), or
        # that opens it on the line under a heading ("Patient⏎NOM D'USAGE⏎DELPOUY"), is tried
        # too (the detector skips the starts its names already cover)
        pos = m.start("g") + ("\n" not in text[c.start():m.start("g")]) if m.end() > m.start() else m.end() + 1


LIST_NEXT = regex.compile(
    r"[ \t]*(?:,|;|/|&|\bet\b)[ \t]*(?:" + _TITLE_RE + r"[ \t]+)?(?P<g>" + GROUP + r")"
)
# After a civility, a list goes on only with another civility ("Dr A et Dr B").
LIST_NEXT_TITLED = regex.compile(
    r"[ \t]*(?:,|;|/|&|\bet\b)[ \t]*" + _TITLE_RE + r"[ \t]+(?P<g>" + GROUP + r")"
)
_WORD = re.compile(rf"{CAPS}|{CAP}")
# (every word led by a literal letter, "[ée]p." spelt twice: ``re`` then skips ahead)
CIVIL = re.compile(r"(?:épouse|ÉPOUSE|ép\.|ep\.|veuve|VEUVE|née|NÉE|NEE)[ \t]+(?=[" + U + r"]{2})")
_BREAK_CAPS = re.compile(rf"[ \t]*\r?\n[ \t]*(?P<g>{CAPS}(?:[ \t]+{CAPS}){{0,2}})(?![\w{A}])")
# (the shared capital first: ``re`` then skips ahead to the capitals of the page)
_PAIR = re.compile(rf"[{U}](?:[{U}][{U}{A}\-]*[ \t]{{1,3}}[{U}]|[{L}]+[ \t]{{1,3}}(?:(?:de|du|des|le|la|van|von|ben)[ \t]+|d[{A}])?[{U}]{{2}})")
# A carer's role in brackets, found by its literal "(" first; the first name is read back from it.
_ROLE_PAREN = re.compile(r"\((?:IDE|AS|ASH|AES|IBODE|IADE|interne|externe|kin[ée]|sage-femme|cadre|IDEC|infirmi[èe]re?|"
                         r"aide-soignante?)\)")
# A relative named before the tie in brackets: "Bénédicte du Fresnay-Vallin (fille) –", "Léontine
# TUFFERY (conjoint(e))", as a "person to contact" cell prints it.
_KIN_PAREN = re.compile(r"\((?:fille|fils|mari|[ée]pouse|[ée]poux|conjointe?(?:\(e\))?|s(?:œ|oe)ur|fr[èe]re|m[èe]re|p[èe]re|"
                        r"voisine?|compagne|compagnon|amie?|tuteur|tutrice|curat(?:eur|rice)|ni[èe]ce|neveu|gendre|"
                        r"belle-fille|petite?-(?:fille|fils)|aidante?)(?:[ \t]+et[ \t]+[a-zàâçéèêëîïôûùü]+)?\)")
_ELIDED_CAP = re.compile(rf"(?:[dDlL][{A}])?[{U}]")
_GROUP_BEFORE = re.compile(rf"(?<![\w{A}\-])(?P<g>{GROUP})[ \t]*\Z")
_FIRST_BEFORE_ROLE = re.compile(rf"(?<![\w{A}\-])(?P<f>{CAP})[ \t]*\Z")
_FIRST_LIST_NEXT = re.compile(rf"[ \t]*(?:,|;|\bet\b)[ \t]*(?P<f>{CAP})(?![\w{A}])")
_BREAK_FIRST = re.compile(rf"[ \t]*\r?\n[ \t]*(?P<f>{CAP})(?![\w{A}])")
_NEXT_CAP = re.compile(rf"[ \t]{{1,3}}(?P<f>{CAP})(?![\w{A}])")
_CAPS_RUN = re.compile(rf"{CAPS}(?:[ \t]+{CAPS}){{0,2}}(?![\w{A}])")
_GROUP_FULL = re.compile(GROUP)
# At a word start only: read with ``word_start_matches``.
_LOWER_ROLE = re.compile(r"(?:" + "|".join(LOWER_ROLES) + r")[ \t]*:[ \t]*(?:(?:" + _TITLE_RE + r")[ \t]+)?(?=\S)")
# Who else was there, or who stood in: "en présence de Landry Trégouët", "remplaçant LESTRADE".
_WITNESS = re.compile(r"(?:en[ \t]+pr[ée]sence[ \t]+(?:de[ \t]+|d['’])|rempla[çc]ant(?:e|\(e\))?[ \t]+(?:de[ \t]+)?"
                      r"|remplac[ée]e?(?:\(e\))?[ \t]+par[ \t]+)(?:(?:" + _TITLE_RE + r")[ \t]+)?(?=[" + U + r"])")
# "THIBOUT, Anatole": a surname in capitals, a comma, a known first name (listings, captions).
_COMMA_NAME = re.compile(rf"(?P<n>{CAPS}(?:[ \t]+{CAPS}){{0,2}})[ \t]*,[ \t]*(?P<f>{CAP})(?![\w{A}])")
# What every "DUPONT, Jean" holds, found from its comma: the full pattern then reads only
# the lines that have one (it is tried at every capital letter of the page otherwise).
_COMMA_CAP = re.compile(rf",[ \t]*[{U}]")
_UPPER_SET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ" + U[3:])
_CAPS_PARTICLES = frozenset({"LE", "LA", "DE", "DU", "DES", "VAN", "VON", "DI", "DA", "DEL", "DOS", "BEN", "EL", "MAC", "MC"})


def _comma_lines(text: str):
    """The lines where a comma stands between two capitals (blanks aside)."""
    end = -1
    for c in _COMMA_CAP.finditer(text):
        i = c.start()
        if i < end:
            continue
        j = i - 1
        while j >= 0 and text[j] in " \t":
            j -= 1
        if j >= 0 and text[j] in _UPPER_SET:
            end = text.find("\n", i)
            end = len(text) if end < 0 else end
            yield text.rfind("\n", 0, i) + 1, end


def _adjacent(text: str, end: int, start: int) -> bool:
    """Two words separated only by one to three blanks on the same line."""
    gap = text[end:start]
    return 0 < len(gap) <= 3 and gap.strip(" \t") == ""


_LOWER_PARTICLE_GAP = re.compile(rf"[ \t]{{1,3}}(?P<p>(?:de[ \t]+la|de|du|des|van|von|ben)[ \t]{{1,3}}|d[{A}])")
_TOKEN_SPLIT = re.compile(rf"{PARTICLE}(?=[ \t]|(?<=[{A}]))|{TOKEN}")


# A doctor's title just before "M.": the first name's initial ("Dr M. Guéguéniat"), no civility.
_AFTER_TITLE = re.compile(r"(?<![^\W\d_])(?:Dr|Docteur|Pr|Professeur)\.?[ \t]+\Z")


_CAPS_FULL = re.compile(CAPS + r"\Z")
_INITIAL_FULL = re.compile(INITIAL + r"\Z")


def _tokens(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group()) for m in _TOKEN_SPLIT.finditer(text, start, end)]


def _blocked(tok: str) -> bool:
    allow = get_allowlist()
    return _blocked_cached(tok, id(allow), allow.version)


@lru_cache(maxsize=65536)
def _blocked_cached(tok: str, _allow_id: int, _version: int) -> bool:
    return get_allowlist().contains(tok) or fold(tok) in NOT_NAMES or _one_letter_repeated(tok)


def _one_letter_repeated(tok: str) -> bool:
    """"EEE", "IIII": what OCR reads in a drawing's hatching, never a surname."""
    letters = [c for c in fold(tok) if c.isalpha()]
    return len(letters) >= 3 and len(set(letters)) == 1


@lru_cache(maxsize=65536)
def _first(tok: str) -> bool:
    return is_first_name(tok)


@lru_cache(maxsize=65536)
def _kind(tok: str, allow_id: int, version: int) -> tuple[str, bool]:
    """X: never a name part, F: known first name, C: ALL-CAPS surname candidate."""
    caps = tok.isupper()
    if caps and tok in _CAPS_PARTICLES:
        return "P", caps
    if _blocked_cached(tok, allow_id, version):
        return "X", caps
    if is_first_name(tok):
        return "F", caps
    return ("C" if caps else "X"), caps


def _cut(tokens: list[tuple[int, int, str]], eponym_names: bool = False) -> list[tuple[int, int, str]]:
    """Stop at the first allow-listed word; drop trailing particles. With ``eponym_names`` (a
    group a civility, a title or a form label opens), an eponym right after the anchor or after
    a first name is the person's surname ("Dr Ursula Hartmann", "Mme Claire Murphy")."""
    out = []
    for t in tokens:
        if not _is_particle(t[2]) and _blocked(t[2]):
            words = [w for w in out if not _is_particle(w[2])]
            if not (eponym_names and t[2][0].isupper() and fold(t[2]) in eponyms() and fold(t[2]) not in NOT_NAMES
                    and (not words or (len(words) == 1 and _first(words[0][2])))):
                break
        out.append(t)
    while out and _is_particle(out[-1][2]):
        out.pop()
    return out


def _classify(tokens: list[tuple[int, int, str]], default: str | None) -> list[tuple[int, int, str]]:
    """(start, end, label) per token: NOM / PRENOM."""
    words = [t for t in tokens if not _is_particle(t[2])]
    if not words:
        return []
    if default in ("NOM", "PRENOM"):
        return [(s, e, default) for s, e, _ in tokens]
    has_caps = any(_CAPS_FULL.match(w[2]) for w in words)
    labels = []
    for i, (s, e, t) in enumerate(tokens):
        if _is_particle(t):
            labels.append((s, e, "NOM"))
        elif _INITIAL_FULL.match(t):
            labels.append((s, e, "PRENOM"))
        elif has_caps:
            if _CAPS_FULL.match(t):
                # ALL-CAPS words are surnames, unless a known first name
                # beside another ALL-CAPS word that is not one ("DUPONT JEAN").
                others = [w for w in words if w[2] != t and _CAPS_FULL.match(w[2]) and not _first(w[2])]
                lab = "PRENOM" if (_first(t) and others and len(words) > 1) else "NOM"
                labels.append((s, e, lab))
            else:
                labels.append((s, e, "PRENOM"))
        else:
            if len(words) == 1:
                labels.append((s, e, "NOM"))
            elif (s, e, t) == words[-1]:
                labels.append((s, e, "NOM"))
            else:
                labels.append((s, e, "PRENOM" if (_first(t) or (s, e, t) == words[0]) else "NOM"))
    # A particle goes with the word after it.
    fixed = []
    for i, (s, e, lab) in enumerate(labels):
        if _is_particle(tokens[i][2]) and i + 1 < len(labels):
            lab = "NOM"
        fixed.append((s, e, lab))
    return fixed


def _runs(page: int, text: str, labelled: list[tuple[int, int, str]], conf: float) -> list[Span]:
    """Join adjacent tokens of one label into one span."""
    out: list[Span] = []
    cur = None
    for s, e, lab in labelled:
        if cur and cur[2] == lab and text[cur[1]:s].strip() == "":
            cur = (cur[0], e, lab)
        else:
            if cur:
                out.append(cur)
            cur = (s, e, lab)
    if cur:
        out.append(cur)
    spans = []
    for s, e, lab in out:
        sp = make_span(page, text, s, e, lab, SOURCE, conf)
        if sp:
            spans.append(sp)
    return spans


# "M." right before a name read as one initial, and no word after it: two initials ("COFC - ODF -
# M. V. - 038781", a header's patient), or "Monsieur" and an initial; the letter goes either way.
_M_BEFORE = re.compile(r"(?:(?<=[\s\-–—|(,;:])|(?<![\s\S]))M\.[ \t]\Z")
_NO_WORD_AFTER = re.compile(r"[ \t]*(?:$|[-–—|,;:)/]|\d)", re.MULTILINE)


def _initials_after_m(page: int, text: str, found: list[Span]) -> list[Span]:
    """``found`` with "M. V." in one span where a name rule read "V." alone (an initial): one span,
    so the export searches "M. V." again, not every "M." of the document."""
    out: list[Span] = []
    for sp in found:
        if len(sp.text) == 2 and sp.text[1] == "." and sp.text[0].isupper() and sp.start >= 3 \
                and _M_BEFORE.search(text, max(0, sp.start - 4), sp.start) and _NO_WORD_AFTER.match(text, sp.end):
            sp = make_span(page, text, sp.start - 3, sp.end, sp.label, SOURCE, sp.confidence, "initiales") or sp
        out.append(sp)
    return out


class NameDetector:
    name = SOURCE

    def detect_page(self, page: int, text: str) -> list[Span]:
        out: list[Span] = []
        covered = bytearray(len(text) + 1)  # characters already in a name
        for m in _anchored(text):
            if not left_ok(text, m.start()) or covered[m.start("g")]:
                continue
            if label_reading_refused(text, m):
                continue
            default = "NOM" if m.group("form_nom") else "PRENOM" if m.group("form_prenom") else None
            g = m.group("g")
            b = _BREAK_CAPS.match(text, m.end("g")) if default is None and not g.isupper() else None
            if b is not None and not covered[b.start("g")] and _first(g.split()[-1]):
                # "Dr Jean\nDUPONT": first name ending the line, surname in capitals below.
                self._group(page, text, m.start("g"), m.end("g"), "PRENOM", CONF_ANCHORED, out, covered)
                end = self._group(page, text, b.start("g"), b.end("g"), "NOM", CONF_ANCHORED, out, covered)
            else:
                end = self._group(page, text, m.start("g"), m.end("g"), default, CONF_ANCHORED, out, covered, True)
                if end is not None and default is None and g.split()[-1].isupper():
                    # "Mme LAPEYRADE\nGinette": surname ending the line, first name below.
                    f = _BREAK_FIRST.match(text, end)
                    if f is not None and not covered[f.start("f")] and _first(f.group("f")):
                        end = self._group(page, text, f.start("f"), f.end("f"), "PRENOM", CONF_ANCHORED, out, covered) or end
            if end is not None and m.group("form_prenom"):
                # "Prénoms : Anne-Sophie, Inès, Julie": the other first names of the list
                pos = end
                while (n := _FIRST_LIST_NEXT.match(text, pos)) is not None and _first(n.group("f")) \
                        and not covered[n.start("f")] and not _blocked(n.group("f")):
                    self._group(page, text, n.start("f"), n.end("f"), "PRENOM", CONF_ANCHORED, out, covered)
                    pos = n.end("f")
            if end is None or not (m.group("role") or m.group("form_both") or m.group("title")):
                continue
            pos = end
            nxt = LIST_NEXT_TITLED if m.group("title") else LIST_NEXT
            while True:
                n = nxt.match(text, pos)
                if not n:
                    break
                end = self._group(page, text, n.start("g"), n.end("g"), None, CONF_ANCHORED, out, covered)
                if end is None:
                    break
                pos = end
        for m in CIVIL.finditer(text):
            # "épouse DUPONT", "née MARTIN Jeanne": the ALL-CAPS words, then a known first name.
            if not left_ok(text, m.start()):
                continue
            g = _CAPS_RUN.match(text, m.end())
            if g is None or covered[g.start()]:
                continue
            self._group(page, text, g.start(), g.end(), "NOM", CONF_ANCHORED, out, covered)
            f = _NEXT_CAP.match(text, g.end())
            if f and _first(f.group("f")) and not covered[f.start("f")]:
                self._group(page, text, f.start("f"), f.end("f"), "PRENOM", CONF_ANCHORED, out, covered)
        for m in word_start_matches(_LOWER_ROLE, text) if ":" in text else ():  # "votre gestionnaire : Jean-Luc de Kerguelen"
            g = _GROUP_FULL.match(text, m.end())
            if g is not None and not covered[g.start()]:
                self._group(page, text, g.start(), g.end(), None, CONF_ANCHORED, out, covered)
        for m in word_start_matches(_WITNESS, text) if ("sence" in text or "empla" in text) else ():
            g = _GROUP_FULL.match(text, m.end())  # "en présence de Landry Trégouët", "remplaçant LESTRADE"
            if g is not None and not covered[g.start()] and (" " in g.group().strip() or g.group().strip().isupper()):
                self._group(page, text, g.start(), g.end(), None, CONF_ANCHORED, out, covered)
        def group(s0: int, e0: int, lab: str | None, found: list[Span]) -> int | None:
            return self._group(page, text, s0, e0, lab, CONF_ANCHORED, found, covered)

        out.extend(table_rows(text, covered, _GROUP_FULL, group))
        out.extend(role_column_rows(page, text, covered, _GROUP_FULL, group))
        out.extend(names_over_captions(text, covered, _GROUP_FULL, group))
        out.extend(log_entry_names(text, covered, group))
        out.extend(alone_line_names(text, covered, group))
        out.extend(after_civility(page, text, covered, _blocked))
        out.extend(short_names(page, text, covered))
        out.extend(initials_cells(page, text))
        out.extend(initialled_surnames(page, text, covered))
        out.extend(self._comma_names(page, text, covered))
        out.extend(spelled_names(page, text, self.name))
        for r in _ROLE_PAREN.finditer(text) if "(" in text else ():
            # "Philippe (IDE)" in a care table: a carer named by the first name alone
            m = _FIRST_BEFORE_ROLE.search(text, max(0, r.start() - 40), r.start())
            if m is not None and not covered[m.start("f")] and _first(m.group("f")) and not _blocked(m.group("f")):
                self._group(page, text, m.start("f"), m.end("f"), "PRENOM", CONF_PATTERN, out, covered)
        for k in _KIN_PAREN.finditer(text) if "(" in text else ():
            g = _GROUP_BEFORE.search(text, max(0, k.start() - 60, text.rfind("\n", 0, k.start()) + 1), k.start())
            if g is None:
                continue
            toks = list(re.finditer(r"\S+", g.group("g")))
            while toks and (toks[0].group()[0].islower() or (not toks[0].group().isupper() and
                                                              is_ordinary_word(toks[0].group().lower())
                                                              and not _first(toks[0].group()))):
                toks.pop(0)  # "Visite de Nathalie NGUYEN-TRAN (épouse)": the words before the name
            gs = g.start("g") + toks[0].start() if toks else g.end("g")
            # two capitalised words at least: "maladie de Horton (mère)" names a disease; an
            # elided particle counts with its word ("Noémie d'Esparbès (compagne)")
            if sum(_ELIDED_CAP.match(t.group()) is not None for t in toks) >= 2 and not covered[gs]:
                self._group(page, text, gs, g.end("g"), None, CONF_ANCHORED, out, covered)
        low = lowered(text)
        words = page_words(low)  # the page's words in lower case, read once for the two passes
        out.extend(kin_first_names(page, text, covered, words, low, _blocked))
        out.extend(lower_pairs(page, text, covered, words, _blocked))
        out.extend(first_then_lower(page, text, covered, words, _blocked))
        # "tige Corail KA taille 11": capitalised words after a device noun are its brand
        out.extend(s for s in self._unanchored(page, text, covered) if not after_device_noun(text, s))
        out = _initials_after_m(page, text, out)
        uniq = {}
        for sp in out:
            uniq.setdefault(sp.key, sp)
        return list(uniq.values())

    def _comma_names(self, page: int, text: str, covered: bytearray) -> list[Span]:
        """"DUPONT, Jean": ALL-CAPS surname words none of which is allow-listed, then a known
        first name after the comma; the first name of an anchored "Nom : DUPONT, Jean" too."""
        out: list[Span] = []
        for m in (m for ls, le in _comma_lines(text) for m in _COMMA_NAME.finditer(text, ls, le)):
            f = m.group("f")
            if covered[m.start("f")] or not _first(f) or _blocked(f) or not left_ok(text, m.start()):
                continue
            if not covered[m.start("n")]:
                words = m.group("n").split()
                if any(_blocked(w) or (w.isupper() and _first(w)) for w in words):
                    continue
                self._group(page, text, m.start("n"), m.end("n"), "NOM", CONF_PATTERN, out, covered)
            elif not all(covered[m.start("n"):m.end("n")]):
                continue
            self._group(page, text, m.start("f"), m.end("f"), "PRENOM", CONF_PATTERN, out, covered)
        return out

    def _unanchored(self, page: int, text: str, covered: bytearray) -> list[Span]:
        """ALL-CAPS surname beside a known first name, with no anchor.

        Works on runs of capitalised words separated by blanks: "DUPONT
        Jean", "Jean DUPONT", "DUPONT JEAN", "JEAN DUPONT" (the last two at
        lower confidence). Allow-listed words (IRM, HTA, Parkinson…) never
        take part.
        """
        out: list[Span] = []
        toks = []
        taken = covered
        allow = get_allowlist()
        aid, ver = id(allow), allow.version
        # Only lines holding an ALL-CAPS word beside another capitalised word
        # can match: find them with one fast scan, then walk their words.
        lines: list[tuple[int, int]] = []
        pos = 0
        while (p := _PAIR.search(text, pos)) is not None:  # one pair is enough: on to the next line
            ls = text.rfind("\n", 0, p.start()) + 1
            le = text.find("\n", p.start())
            pos = len(text) if le < 0 else le
            lines.append((ls, pos))
        for ls, le in lines:
            for m in _WORD.finditer(text, ls, le):
                s, e = m.span()
                if taken[s] or (s and (text[s - 1].isalnum() or text[s - 1] in "_'’")):
                    continue
                t = m.group()
                kind, caps = _kind(t, aid, ver)
                toks.append((s, e, t, kind, caps))
        n = len(toks)
        i = 0
        while i < n:
            s, e, t, kind, caps = toks[i]

            def caps_run(j: int) -> int:
                """End of a run of ALL-CAPS surname words (particles inside; after a particle, a
                word in capitals that is also a first name: "DA COSTA", "DEL PIERO")."""
                k = j
                while k < n and k - j < 4 and (toks[k][3] in "CP" or (toks[k][3] == "F" and toks[k][4] and k > j
                                                                      and toks[k - 1][3] == "P")) \
                        and (k == j or _adjacent(text, toks[k - 1][1], toks[k][0])):
                    k += 1
                while k > j and toks[k - 1][3] == "P":
                    k -= 1
                return k

            if kind in "CP":
                k = caps_run(i)
                if k > i and k < n and toks[k][3] == "F" and _adjacent(text, toks[k - 1][1], toks[k][0]):
                    conf = CONF_PATTERN_CAPS if toks[k][4] else CONF_PATTERN
                    lab = [(x[0], x[1], "NOM") for x in toks[i:k]] + [(toks[k][0], toks[k][1], "PRENOM")]
                    out.extend(_runs(page, text, lab, conf))
                    i = k + 1
                    continue
            elif kind == "F" and not caps and i + 1 < n and toks[i + 1][3] in "CP" and toks[i + 1][4] \
                    and (g := _LOWER_PARTICLE_GAP.fullmatch(text, e, toks[i + 1][0])) is not None \
                    and caps_run(i + 1) > i + 1:
                # "Claire de KERGUELEN": a lower-case particle opens the surname in capitals
                k = caps_run(i + 1)
                out.extend(_runs(page, text, [(s, e, "PRENOM"), (g.start("p"), toks[k - 1][1], "NOM")], CONF_PATTERN_CAPS))
                i = k
                continue
            elif kind == "F" and not caps and t not in _NOT_FIRST and i + 1 < n and toks[i + 1][3] == "F" and toks[i + 1][4] \
                    and _adjacent(text, e, toks[i + 1][0]) and (i + 2 >= n or toks[i + 2][0] > toks[i + 1][1] + 3):
                # "Colette JAOUEN", "Jean MARTIN": a surname that is a first name too, in capitals
                # after a first name in title case, is the surname
                out.extend(_runs(page, text, [(s, e, "PRENOM"), (toks[i + 1][0], toks[i + 1][1], "NOM")], CONF_PATTERN_CAPS))
                i += 2
                continue
            elif kind == "F" and i + 1 < n and toks[i + 1][3] in "CP" and _adjacent(text, e, toks[i + 1][0]) \
                    and caps_run(i + 1) > i + 1:
                k = caps_run(i + 1)
                conf = CONF_PATTERN_CAPS if caps else CONF_PATTERN
                lab = [(s, e, "PRENOM")] + [(x[0], x[1], "NOM") for x in toks[i + 1:k]]
                out.extend(_runs(page, text, lab, conf))
                i = k
                continue
            i += 1
        return out

    def _group(self, page, text, gs, ge, default, conf, out, covered, eponym_names: bool = False) -> int | None:
        toks = _tokens(text, gs, ge)
        toks = _cut(toks, eponym_names)
        # a civility inside the group opens the name: "Enfant de Mme GLOAGUEN" (a newborn named
        # by its mother, read over its caption) is "GLOAGUEN", the words before it no name
        k = next((i for i, t in enumerate(toks) if i and t[2] in _CIVILITY_TOKENS and t[2] != "M."), 0)
        toks = toks[k:]
        while toks and toks[0][2] in _CIVILITY_TOKENS and not (toks[0][2] == "M." and _AFTER_TITLE.search(text, max(0, toks[0][0] - 14), toks[0][0])):
            toks = toks[1:]  # "Patient(e)⏎M. gérard lacombe": the civility opens the name, it is no initial
        if not toks:
            return None
        if toks[0][2] in ("le", "la", "les") and len(toks) == 2 and not _CAPS_FULL.match(toks[1][2]):
            return None  # "M. le Maire", "Mme la Présidente": a function, not a name
        labelled = _classify(toks, default)
        spans = _runs(page, text, labelled, conf)
        if not spans:
            return None
        out.extend(spans)
        covered[gs:toks[-1][1]] = b"\x01" * (toks[-1][1] - gs)
        return toks[-1][1]
