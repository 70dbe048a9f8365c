"""Person names the capitalised-name rules do not read: initials, a maiden name in lower case,
a line of first names, a name after a care trade.

Writings seen in adverse-event reports, letters and identity lines, kept apart from ``names``
because each is found from its own anchor word:
- the patient's initials after "initiales" ("(initiales B.C.)", "Initiales : MDL"): an
  event report gives them instead of the name, and with the name beside them they spell it;
- a nickname in quotes after a name ("KERVAREC Maëlys dite « Lulu »");
- a maiden name in lower or title case after "née" / "épouse" / "de naissance" right after a
  capitalised name ("Mme HOARAU, Bérénice née duval", "Mme Solène BOURROUNET, de naissance
  Escudié"). The word must be no French word ("née prématurée", "née
  vivante" say how, not whose), nor a first name, nor a link;
- a first name and its age in brackets ("Fratrie Lilou (9 ans), Salomé (11 mois)"): siblings;
- a line of two to four known first names and commas only ("Inès, Paul"): a form's
  "Prénom(s)" value that a value-first reading gives far from its caption;
- initials after a copy caption ("Copie : P. M. / secrétariat"): a letter's recipient;
- a surname in capitals opening its line before " - RPPS": a team list read column by column;
- a stub's lines, caption and value apart by a blank only ("NOM FROMENTOUX⏎PRÉNOM Gwenaël");
- a known first name and its surname after a care trade in lower case ("retrouvé au sol par
  l'aide-soignante Noémie Marchetti"): event reports and nursing notes name staff that way,
  with no civility or caption to anchor the name.
"""

from __future__ import annotations

import re

from app.detection.rules.allowlist import get_allowlist
from app.detection.rules.common import APOS, left_ok, line_start_matches, make_span
from app.detection.rules.gazetteers import is_first_name, is_ordinary_word
from app.detection.rules.names_lowercase import CONF_PATTERN, SOURCE
from app.detection.spans import Span

CONF = CONF_PATTERN

# (the value may stand on the next line, or after a blank line: a form's numbered cell "11. INITIALES⏎⏎G-F-R")
_INITIALS = re.compile(r"(?:initiales|Initiales|INITIALES)[ \t]*(?::[ \t]*)?(?:du[ \t]+patient[ \t]*:?[ \t]*)?(?:\n[ \t]*){0,2}"
                       r"(?P<v>[A-Z]\.?(?:[ \t]?-?[A-Z]\.?){1,3})(?![\w])")
# The same value over its caption, in a form read value first ("J-R-R⏎Initiales")
_INITIALS_OVER = re.compile(r"(?m)^[ \t]*(?P<v>[A-Z]\.?(?:[ \t]?-?[A-Z]\.?){1,3})[ \t]*\n[ \t]*(?:initiales|Initiales|INITIALES)[ \t]*:?[ \t]*$")
_LW = r"[a-zàâäçéèêëîïôöùûüÿœæ]"
# (in title case too, maybe with its particle, and after "de naissance": "Mme Solène BOURROUNET, de
# naissance Escudié", "ROUMAGNAC, de naissance d'Aubarède": the capitals rules read only "née DUPONT")
# ("de naissance" after a comma only: "Lieu de naissance Guingamp" is a caption and its town)
_LOWER_MAIDEN = re.compile(rf"(?P<who>[A-ZÀ-Ý][\w{APOS}\-]+)(?:,?[ \t]+(?:née|épouse|ép\.)|,[ \t]+de[ \t]+naissance)[ \t]+"
                           rf"(?P<n>(?:d[{APOS}]|de[ \t]+|du[ \t]+|le[ \t]+|la[ \t]+)?(?P<w>(?:[A-ZÀ-Ý]{_LW}{{2,}}|{_LW}{{3,}})(?:[-{APOS}][A-ZÀ-Ý]?{_LW}{{2,}})?))"
                           rf"(?![\w{APOS}\-])")

# A given names caption, its value on the line after it (the first given name is the name rules').
_FIRST_NAMES_CELL = re.compile(r"(?:[Pp]r[ée]noms|PR[ÉE]NOMS)(?:\(s\))?[ \t]*:?[ \t]+")
_NEXT_FIRST = re.compile(rf",[ \t]*(?P<f>[A-ZÀ-Ý]{_LW}+(?:-[A-ZÀ-Ý]{_LW}+)?)(?=[ \t]*(?:,|$|\n|[ \t]{{2}}))", re.MULTILINE)


_CELL_GAP = re.compile(r"[ \t]{2,}|\||\n")
# A surname in capitals and the first given name, the others after commas in the same cell
# ("Enfant LEREBOURS VAUCLIN Noé, Pierre      Né le …"): the civil-registry writing of a child.
# (the look-behind after the first capital: first, it would make ``re`` try every character)
_NAMED_FIRSTS = re.compile(rf"[A-ZÀ-Ý](?<![\w][A-ZÀ-Ý])[A-ZÀ-Ý]+(?:[ \-][A-ZÀ-Ý]{{2,}})*[ \t]+(?P<f>[A-ZÀ-Ý]{_LW}+(?:-[A-ZÀ-Ý]{_LW}+)?)(?=,[ \t]*[A-ZÀ-Ý])")
_COMMA_FIRST_HINT = re.compile(rf"{_LW}, ?[A-ZÀ-Ý]{_LW}")


def _named_firsts(text: str):
    """``_NAMED_FIRSTS`` tried only on the stretch of line before each comma a capitalised word
    follows: most pages have a few such commas and no such name."""
    last = -1
    for h in _COMMA_FIRST_HINT.finditer(text):
        c = h.start() + 1  # the comma
        a = max(text.rfind("\n", 0, c) + 1, c - 80, last)
        m = _NAMED_FIRSTS.search(text, a, c + 3)
        if m is not None and m.end("f") == c:
            last = c
            yield m


def _next_given_names(page: int, text: str, pos: int, covered: bytearray) -> list[Span]:
    """PRENOM spans for the known first names after commas from ``pos`` to the cell's end."""
    out: list[Span] = []
    for f in _NEXT_FIRST.finditer(text, pos, _cell_end(text, pos)):
        if not covered[f.start("f")] and is_first_name(f.group("f")) and not get_allowlist().contains(f.group("f")):
            sp = make_span(page, text, f.start("f"), f.end("f"), "PRENOM", SOURCE, CONF)
            if sp is not None:
                out.append(sp)
    return out


def _lone_first_name(page: int, text: str, m: re.Match, covered: bytearray) -> list[Span]:
    """The PRENOM span of group "f" of ``m`` when it is a known first name and no word of the
    language nor an allow-listed term (a sibling named alone: "Lilou (9 ans)", "Manon   sœur")."""
    f = m.group("f")
    if covered[m.start("f")] or not is_first_name(f) or is_ordinary_word(f.lower()) or get_allowlist().contains(f):
        return []
    sp = make_span(page, text, m.start("f"), m.end("f"), "PRENOM", SOURCE, CONF)
    return [sp] if sp is not None else []


def _cell_end(text: str, pos: int) -> int:
    """Where the cell from ``pos`` ends: two blanks, a bar or the line's end."""
    m = _CELL_GAP.search(text, pos)
    return m.start() if m is not None else len(text)


# A first name and the age in brackets, as a family's children are listed ("Fratrie Lilou (9 ans),
# Salomé (11 mois), Tom (4 ans)"): the brothers and sisters, named by the first name alone.
_AGED_FIRST = re.compile(rf"(?P<f>[A-ZÀ-Ý]{_LW}+(?:-[A-ZÀ-Ý]{_LW}+)?)[ \t]*\([ \t]*\d{{1,2}}[ \t]*(?:ans|mois)[ \t]*\)")
# A household table's row: a first name alone in its cell, then the kinship in the next cell
# ("Manon      sœur      4 ans"): a sibling or a child named by the first name only.
_KIN_FIRST = re.compile(rf"(?m)^[ \t]*(?P<f>[A-ZÀ-Ý]{_LW}+(?:-[A-ZÀ-Ý]{_LW}+)?)(?:[ \t]{{2,}}|[ \t]*\|[ \t]*)"
                        r"(?:demi-)?(?:s(?:œ|oe)ur|fr[èe]re|fille|fils|cousine?|neveu|ni[èe]ce|petite?-(?:fille|fils)|jumel(?:le)?|"
                        r"b[ée]b[ée])(?![\w])")
# A nickname in quotes after a name ("KERVAREC Maëlys dite « Lulu »"): what the family and the
# ward call the person, as identifying as a first name (not "la technique dite « Ilizarov »").
_NICKNAME = re.compile(rf"[A-ZÀ-Ý][\w{APOS}\-]+[ \t]+dit(?:e|\(e\))?[ \t]+[«\"“][ \t\u00a0]*(?P<n>[A-ZÀ-Ý][\w{APOS}\-]{{1,20}})"
                       rf"[ \t\u00a0]*[»\"”]")
_COPY_INITIALS = re.compile(r"(?:Copies?|COPIES?|cc|CC)(?:[ \t]+(?:à|a|pour))?[ \t]*:[ \t]*"
                            r"(?P<v>[A-Z]\.(?:[ \t]?-?[A-Z]\.){1,2})(?=[ \t]*(?:/|,|;|$))", re.MULTILINE)
# A care trade in running text, then a name: the first word must be a known first name.
_TRADE = (r"(?:l['’]|la[ \t]+|le[ \t]+|notre[ \t]+|une?[ \t]+)"
          r"(?:aide-soignante?|aide[ \t]+soignante?|infirmi[èe]re?|IDE|IDEL|ASH|sage-femme|kin[ée](?:sith[ée]rapeute)?|"
          r"auxiliaire[ \t]+de[ \t]+pu[ée]riculture|brancardi(?:er|ère)|ambulanci(?:er|ère)|ergoth[ée]rapeute|"
          r"orthophoniste|psychomotricien(?:ne)?|manipulat(?:eur|rice)(?:[ \t]+radio)?|cadre[ \t]+de[ \t]+sant[ée]|"
          r"interne|externe|[ée]tudiante?[ \t]+infirmi[èe]re?|veilleu(?:r|se)(?:[ \t]+de[ \t]+nuit)?)")
_CAPW = r"[A-ZÀ-Ý][a-zà-ÿ'’]+(?:-[A-ZÀ-Ý][a-zà-ÿ'’]+)?"
# The trades' own letters, found by ``re``'s quick scan before the article is read.
_TRADE_HINT = re.compile(r"soignant|infirmi|IDE|ASH|sage-femme|kin[ée]|auxiliaire|brancardi|ambulanci|ergoth|orthophon|"
                         r"psychomotri|manipulat|cadre|interne|externe|veilleu")
_TRADE_NAME = re.compile(_TRADE + rf"[ \t]+(?P<f>{_CAPW})(?:[ \t]+(?P<n>(?:(?:Le|La|De|Du|Des|Van|Di)[ \t]+)?"
                         rf"(?:[A-ZÀ-Ý][A-ZÀ-Ý'’\-]+|{_CAPW})))?(?![\w'’\-])")


def _trade_names(page: int, text: str, covered: bytearray) -> list[Span]:
    """A known first name and its surname after a care trade in running text."""
    out: list[Span] = []
    allow = get_allowlist()
    seen = -1
    for m in (_TRADE_NAME.search(text, max(0, h.start() - 14), h.end() + 70) for h in _TRADE_HINT.finditer(text)):
        if m is None or m.start() <= seen:
            continue
        seen = m.start()
        f = m.group("f")
        if covered[m.start("f")] or not left_ok(text, m.start()) or not all(is_first_name(p) for p in f.split("-")) \
                or allow.contains(f):
            continue
        parts = [("f", "PRENOM")]
        n = m.group("n")
        if n and not allow.contains(n) and not (n[1:].islower() and is_ordinary_word(n.lower())
                                                 and not is_first_name(n)):
            parts.append(("n", "NOM"))
        for g, label in parts:
            sp = make_span(page, text, m.start(g), m.end(g), label, SOURCE, CONF)
            if sp is not None:
                out.append(sp)
    return out


# A line of first names only, separated by commas ("Inès, Paul"): a form's "Prénom(s)" value
# read apart from its caption (a value-first column).
_FIRST_NAMES_LINE = re.compile(r"^[ \t]*(?P<l>[A-ZÀ-Ý][a-zà-ÿ'’\-]+(?:[ \t]*,[ \t]*[A-ZÀ-Ý][a-zà-ÿ'’\-]+){1,3})[ \t]*$",
                               re.MULTILINE)


def _first_names_lines(page: int, text: str, covered: bytearray) -> list[Span]:
    """PRENOM spans of each line made of two to four known first names and commas only."""
    out: list[Span] = []
    allow = get_allowlist()
    for m in line_start_matches(_FIRST_NAMES_LINE, text) if ", " in text else ():
        words = list(re.finditer(r"[^\s,]+", m.group("l")))
        if not all(is_first_name(w.group()) and not allow.contains(w.group()) for w in words):
            continue
        for w in words:
            s0, e0 = m.start("l") + w.start(), m.start("l") + w.end()
            if not covered[s0]:
                sp = make_span(page, text, s0, e0, "PRENOM", SOURCE, CONF)
                if sp is not None:
                    out.append(sp)
    return out


# A surname in capitals opening its line, or after a list's semicolon, then a dash and the
# carer's national id: a team list whose first name stayed on the line above, in another column
# ("Dr L.⏎…⏎LACOUDRAIE - RPPS 10485300221 ; Maëlys YZERBAULT").
_CAPS_BEFORE_ID = re.compile(r"[ \t]*(?P<n>[A-ZÀ-Ý][A-ZÀ-Ý'’]+(?:[- ][A-ZÀ-Ý][A-ZÀ-Ý'’]+){0,2})"
                             r"[ \t]+[-–—][ \t]+(?:RPPS|ADELI)(?![\w])")
# The id's dash, found first (a literal scan); the name is then matched from its line's start.
_ID_DASH = re.compile(r"[ \t]+[-–—][ \t]+(?:RPPS|ADELI)(?![\w])")


def _caps_before_id(page: int, text: str, covered: bytearray) -> list[Span]:
    """Surnames in capitals right before " - RPPS" / " - ADELI": no allow-listed word, not only
    words of the language (a caption: "PRESCRIPTEUR - RPPS")."""
    out: list[Span] = []
    allow = get_allowlist()
    for d in _ID_DASH.finditer(text) if " RPPS" in text or " ADELI" in text else ():
        ls = text.rfind("\n", 0, d.start()) + 1
        sc = text.rfind("; ", ls, d.start())  # (or after a list's semicolon)
        m = _CAPS_BEFORE_ID.match(text, sc + 2 if sc >= 0 else ls)
        if m is None or m.end() != d.end():
            continue
        n = m.group("n")
        words = re.split(r"[- ]", n)
        if covered[m.start("n")] or any(allow.contains(w) for w in words) or all(is_ordinary_word(w.lower()) for w in words):
            continue
        sp = make_span(page, text, m.start("n"), m.end("n"), "NOM", SOURCE, CONF)
        if sp is not None:
            out.append(sp)
    return out


# A stub's or a label's lines, caption and value apart by a blank only, no colon ("NOM FROMENTOUX⏎PRÉNOM
# Gwenaël⏎IPP 36535629"): read only where two such captions open consecutive lines.
_CAPTION_LINE = re.compile(r"[ \t]*(?P<c>NOM|PR[ÉE]NOMS?|Nom|Pr[ée]noms?)[ \t]+(?P<v>[A-ZÀ-Ý][\w{A}\-]*(?:[ \t]+[A-ZÀ-Ý][\w{A}\-]*){{0,2}})[ \t]*$"
                           .format(A=APOS), re.MULTILINE)
_LINKS = frozenset({"de", "du", "des", "la", "le", "les", "d'", "d’"})
_NEXT_CAPTION = re.compile(r"[ \t]*(?:NOM|PR[ÉE]NOMS?|Nom|Pr[ée]noms?|IPP|DDN|N[ÉE]\(?E?\)?[ \t]+LE|SEXE|Sexe)[ \t]+\S")


def _caption_lines(page: int, text: str, covered: bytearray) -> list[Span]:
    """The names of consecutive "CAPTION VALUE" lines (see ``_CAPTION_LINE``)."""
    out: list[Span] = []
    for m in line_start_matches(_CAPTION_LINE, text) if ("NOM " in text or "Nom " in text) else ():
        ls, le = m.start(), m.end()
        prev_ls = text.rfind("\n", 0, max(0, ls - 1)) + 1
        nxt = le + 1
        if not (_NEXT_CAPTION.match(text, nxt) or (ls > 0 and _NEXT_CAPTION.match(text, prev_ls))) or covered[m.start("v")]:
            continue
        v = m.group("v")
        words = v.split()
        if any(get_allowlist().contains(w) or is_ordinary_word(w.lower()) and not w.isupper() for w in words) or (
                len(words) > 1 and all(w.lower() in _LINKS or is_ordinary_word(w.lower()) for w in words)):
            continue  # ("NOM DE NAISSANCE⏎PRÉNOM X": the caption's own words)
        kind = "NOM" if m.group("c").upper() == "NOM" else "PRENOM"
        sp = make_span(page, text, m.start("v"), m.end("v"), kind, SOURCE, CONF)
        if sp is not None:
            out.append(sp)
    return out


# A letter's reference made of the patient's surname and initial: "N/Réf. : TEXIER/O. - 06121".
_REF_NAME = re.compile(r"(?:\b[NV]/[ \t]?R[ée]f|\bR[ÉE]F|\bR[ée]f(?:[ée]rence)?)\.?[ \t]*:?[ \t]*(?:\n[ \t]*){0,2}"
                       r"(?P<n>[A-ZÀ-Ý][A-ZÀ-Ý'’]+(?:-[A-ZÀ-Ý][A-ZÀ-Ý'’]+)?)/(?P<f>[A-Z]\.)(?![\w/])")


def _reference_names(page: int, text: str, covered: bytearray) -> list[Span]:
    """The surname and the initial of a letter's reference, outside ``covered``."""
    out: list[Span] = []
    for m in _REF_NAME.finditer(text) if "/" in text else ():
        n = m.group("n")
        if len(n) < 3 or get_allowlist().contains(n) or is_ordinary_word(n.lower()):
            continue
        out += _name_groups(page, text, m, covered, "référence du courrier")
    return out


def _name_groups(page: int, text: str, m: re.Match, covered: bytearray, note: str) -> list[Span]:
    """The spans of ``m``'s groups "f" (PRENOM) and "n" (NOM), each outside ``covered``."""
    out: list[Span] = []
    for g, kind in (("f", "PRENOM"), ("n", "NOM")):
        if not covered[m.start(g)]:
            sp = make_span(page, text, m.start(g), m.end(g), kind, SOURCE, CONF, note=note)
            if sp is not None:
                out.append(sp)
    return out


# A signature block: a role on its line, then a first name and a surname in title case alone on the
# next ("LE MÉDECIN RÉGULATEUR⏎Yannick Klein", "L'interprète⏎Shabnam Noorzai").
_ROLE_LINE = re.compile(r"(?im)^[ \t]*(?:(?:le|la|les|l['’])[ \t]*)?(?:m[ée]decin|docteur|interpr[èe]te|agent|assistante?|"
                        r"infirmi[èe]re?|secr[ée]taire|cadre|directeur|directrice|r[ée]gulat(?:eur|rice)|coordinat(?:eur|rice)|"
                        r"praticien(?:ne)?|responsable|chef|signature|service|patiente?|m[ée]diat(?:eur|rice)|"
                        r"travailleu(?:r|se)[ \t]+social(?:e)?)\b[^\n]{0,120}\n(?:[ \t]*\n)?"
                        r"[ \t]*(?P<f>[A-ZÀ-Ý][a-zà-ÿ]+(?:-[A-ZÀ-Ý][a-zà-ÿ]+)?)[ \t]+"
                        # (a particle may open the surname: "Cécile de Roquefeuil", a blank line over it)
                        r"(?P<n>(?:(?:de|du|des|van|von|ben)[ \t]+|d['’])?[A-ZÀ-Ý][a-zà-ÿ]+(?:-[A-ZÀ-Ý][a-zà-ÿ]+)?)[ \t]*$")


def _signed_names(page: int, text: str, covered: bytearray) -> list[Span]:
    """The first name and surname under a role in a signature block, outside ``covered``."""
    out: list[Span] = []
    for m in _ROLE_LINE.finditer(text) if "\n" in text else ():
        f, n = m.group("f"), m.group("n")
        if not is_first_name(f) or is_ordinary_word(n.lower()) or get_allowlist().contains(n):
            continue
        out += _name_groups(page, text, m, covered, "signature")
    return out


def short_names(page: int, text: str, covered: bytearray) -> list[Span]:
    """Initials after their caption or a copy caption, names after a care trade, lower-case
    maiden names and lines of first names, outside ``covered``."""
    out: list[Span] = _first_names_lines(page, text, covered)
    out += _trade_names(page, text, covered)
    out += _caps_before_id(page, text, covered)
    out += _caption_lines(page, text, covered)
    out += _reference_names(page, text, covered)
    out += _signed_names(page, text, covered)
    copies = _COPY_INITIALS.finditer(text) if ("opie" in text or "OPIE" in text or "cc" in text or "CC" in text) else ()
    captioned = (*_INITIALS.finditer(text), *_INITIALS_OVER.finditer(text)) if ("nitiales" in text or "NITIALES" in text) else ()
    for m in (*copies, *captioned):
        if left_ok(text, m.start()) and not covered[m.start("v")]:
            sp = make_span(page, text, m.start("v"), m.end("v"), "NOM", SOURCE, CONF, note="initiales")
            if sp is not None:
                out.append(sp)
    for m in _FIRST_NAMES_CELL.finditer(text) if ("rénoms" in text or "RÉNOMS" in text) else ():
        # "Prénoms Noé, Roger", "Nom, prénoms LE MÉTAYER Louis-Ange, Pierre": the given names after
        # the first, each after its comma, up to the cell's end
        out += _next_given_names(page, text, m.end(), covered)
    for m in _named_firsts(text):
        if is_first_name(m.group("f")):
            out += _next_given_names(page, text, m.end("f"), covered)
    for m in _AGED_FIRST.finditer(text) if (" ans)" in text or " mois)" in text) else ():
        if left_ok(text, m.start("f")):
            out += _lone_first_name(page, text, m, covered)
    for m in _KIN_FIRST.finditer(text) if ("œur" in text or "oeur" in text or "rère" in text or "fils" in text
                                          or "fille" in text) else ():
        out += _lone_first_name(page, text, m, covered)
    for m in _NICKNAME.finditer(text) if "dit" in text else ():
        if not covered[m.start("n")] and left_ok(text, m.start()):
            sp = make_span(page, text, m.start("n"), m.end("n"), "PRENOM", SOURCE, CONF, note="surnom")
            if sp is not None:
                out.append(sp)
    for m in _LOWER_MAIDEN.finditer(text) if ("née " in text or "épouse " in text or "ép. " in text
                                               or "naissance " in text) else ():
        n = m.group("w")
        if covered[m.start("n")] or is_ordinary_word(n.lower()) or is_first_name(n) or not left_ok(text, m.start()):
            continue
        sp = make_span(page, text, m.start("n"), m.end("n"), "NOM", SOURCE, CONF)
        if sp is not None:
            out.append(sp)
    return out
