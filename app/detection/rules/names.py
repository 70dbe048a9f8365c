"""Person names by rule, to complement the model.

Three anchors, strongest first:
- a form label: "Nom :", "Nom de naissance :", "Prénom(s) :", "Patient :";
- a civility or role: M., Mme, Mlle, Madame, Monsieur, Dr, Docteur, Pr,
  Professeur, Interne, IDE, IBODE, IADE, "Opérateur :", "Aide :",
  "Anesthésiste :", "Signé par"... (lists "Dr A B, Dr C D et E F" too);
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

from app.detection.rules.allowlist import get_allowlist
from app.detection.rules.common import APOS, LOWER, UPPER, make_span
from app.detection.rules.gazetteers import is_first_name
from app.detection.spans import Span

SOURCE = "rules.names"
CONF_ANCHORED = 0.95
CONF_PATTERN = 0.90
CONF_PATTERN_CAPS = 0.80

U, L, A = UPPER, LOWER, APOS

CAPS = rf"(?:[{U}][{A}])?[{U}]{{2,}}(?:-[{U}]{{2,}})*"
CAP = rf"(?:[{U}][{A}])?[{U}][{L}]+(?:-[{U}][{L}]+)*"
INITIAL = rf"[{U}]\.(?:-[{U}]\.)?"
PARTICLE = rf"(?:de[ \t]+la|de[ \t]+l[{A}]|van[ \t]+der|van[ \t]+den|de|du|des|d[{A}]|van|von|le|la|del|della|di|da|dos|ben|el|Le|La|De|Du|Des|Van|Von|Di|Da|Mac|Mc|Ben|El|LE|LA|DE|DU|DES|D[{A}]|VAN|VON)"
TOKEN = rf"(?:{CAPS}|{CAP}|{INITIAL})"
_PART_TOKEN = rf"(?:{PARTICLE}(?:[ \t]+|(?<=[{A}])))?{TOKEN}"
GROUP = rf"{_PART_TOKEN}(?:[ \t]+{_PART_TOKEN}){{0,3}}(?![\w{A}])"

TITLES = (
    r"M\.", r"MM\.", r"Mr\.?", r"Mme\.?", r"Mmes", r"Mlle\.?", r"Melle", r"Mme/M\.",
    r"Madame", r"Monsieur", r"Mademoiselle", r"MADAME", r"MONSIEUR", r"MADEMOISELLE",
    r"Dr\.?", r"DR\.?", r"Drs", r"Docteur", r"DOCTEUR", r"Dre",
    r"Pr\.?", r"PR\.?", r"Professeur", r"PROFESSEUR",
    r"Interne", r"IDE", r"IBODE", r"IADE", r"Infirmi[èe]re?", r"Sage-femme",
    r"Kin[ée]sith[ée]rapeute", r"Kin[ée]",
)
ROLES = (
    r"Op[ée]rateurs?", r"Chirurgiens?", r"Aides?(?:[ \t]+op[ée]ratoires?)?", r"Anesth[ée]sistes?",
    r"M[ée]decin(?:[ \t]+(?:anesth[ée]siste|traitant|r[ée]f[ée]rent|responsable|adresseur|senior))?",
    r"Internes?", r"Externes?", r"IBODE", r"IADE", r"IDE", r"Infirmi[eè]re?s?(?:\(e\)|\(ère\))?",
    r"Panseu(?:r|se)", r"Instrumentistes?", r"Circulante?s?", r"Cadre(?:[ \t]+de[ \t]+sant[ée])?",
    r"Praticien", r"R[ée]dacteur", r"Signataire", r"Correspondant", r"R[ée]f[ée]rent",
    r"Sign[ée][ \t]+(?:[ée]lectroniquement[ \t]+)?par", r"R[ée]dig[ée][ \t]+par", r"Valid[ée][ \t]+par",
    r"Dict[ée][ \t]+par", r"Saisi[ \t]+par", r"Relu[ \t]+par", r"Vu[ \t]+par", r"Adress[ée][ \t]+par",
)
FORM_NOM = (
    r"Nom(?:[ \t]+(?:de[ \t]+naissance|d[{A}]usage|marital|de[ \t]+jeune[ \t]+fille|usuel|patronymique|du[ \t]+patient))?",
    r"NOM(?:[ \t]+DE[ \t]+NAISSANCE)?",
)
FORM_PRENOM = (r"Pr[ée]noms?(?:\(s\))?(?:[ \t]+usuel)?", r"PR[ÉE]NOMS?")
FORM_BOTH = (
    r"Nom[ \t]*(?:,|/|-|et)?[ \t]*[Pp]r[ée]noms?(?:\(s\))?", r"NOM[ \t]*(?:,|/|-)?[ \t]*PR[ÉE]NOMS?",
    r"Patient(?:e|\(e\))?", r"PATIENT(?:E)?", r"Identit[ée]", r"Assur[ée](?:e|\(e\))?",
)
# Capitalised nouns that follow a civility but are not names.
NOT_NAMES = {
    "directeur", "directrice", "chef", "cadre", "president", "presidente", "responsable",
    "confrere", "consoeur", "collegue", "docteur", "professeur", "interne", "madame",
    "monsieur", "le", "la", "les", "de", "du", "des", "et", "ou",
}

_TITLE_RE = r"(?:" + "|".join(TITLES) + r")"
_GAP_LABEL = r"[ \t]*(?:\(s\)|\(e\))?[ \t]*:[ \t]*(?:\r?\n[ \t]*)?"
ANCHORED = re.compile(
    r"(?<![\w])(?:"
    r"(?P<form_nom>" + "|".join(FORM_NOM).replace("{A}", A) + r")" + _GAP_LABEL +
    r"|(?P<form_prenom>" + "|".join(FORM_PRENOM) + r")" + _GAP_LABEL +
    r"|(?P<form_both>" + "|".join(FORM_BOTH) + r")" + _GAP_LABEL + r"(?:" + _TITLE_RE + r"[ \t]+)?" +
    r"|(?P<role>" + "|".join(ROLES) + r")(?:[ \t]*:[ \t]*(?:\r?\n[ \t]*)?|[ \t]+(?=" + _TITLE_RE + r"[ \t]))(?:" + _TITLE_RE + r"[ \t]+)?" +
    r"|(?P<title>" + _TITLE_RE + r")[ \t]+"
    r")(?P<g>" + GROUP + r")"
)
LIST_NEXT = re.compile(
    r"[ \t]*(?:,|;|/|&|\bet\b)[ \t]*(?:" + _TITLE_RE + r"[ \t]+)?(?P<g>" + GROUP + r")"
)
PATTERN_ONLY = re.compile(
    r"(?<![\w" + A + r"])(?:(?P<caps1>" + CAPS + r"(?:[ \t]+" + CAPS + r"){0,2})[ \t]+(?P<first1>" + CAP + r"|" + CAPS + r")"
    r"|(?P<first2>" + CAP + r")[ \t]+(?P<caps2>" + CAPS + r"(?:[ \t]+" + CAPS + r"){0,2}))(?![\w" + A + r"])"
)
_TOKEN_SPLIT = re.compile(rf"{PARTICLE}(?=[ \t]|(?<=[{A}]))|{TOKEN}")
_PARTICLE_FULL = re.compile(PARTICLE + r"\Z")
_CAPS_FULL = re.compile(CAPS + r"\Z")
_INITIAL_FULL = re.compile(INITIAL + r"\Z")


def _tokens(text: str, start: int) -> list[tuple[int, int, str]]:
    return [(start + m.start(), start + m.end(), m.group()) for m in _TOKEN_SPLIT.finditer(text[start:start + 200])
            if start + m.end() <= start + 200]


def _blocked(tok: str) -> bool:
    from app.detection.rules.common import fold
    return get_allowlist().contains(tok) or fold(tok) in NOT_NAMES


def _cut(tokens: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """Stop at the first allow-listed word; drop trailing particles."""
    out = []
    for t in tokens:
        if not _PARTICLE_FULL.match(t[2]) and _blocked(t[2]):
            break
        out.append(t)
    while out and _PARTICLE_FULL.match(out[-1][2]):
        out.pop()
    return out


def _classify(tokens: list[tuple[int, int, str]], default: str | None) -> list[tuple[int, int, str]]:
    """(start, end, label) per token: NOM / PRENOM."""
    words = [t for t in tokens if not _PARTICLE_FULL.match(t[2])]
    if not words:
        return []
    if default in ("NOM", "PRENOM"):
        return [(s, e, default) for s, e, _ in tokens]
    has_caps = any(_CAPS_FULL.match(w[2]) for w in words)
    labels = []
    for i, (s, e, t) in enumerate(tokens):
        if _PARTICLE_FULL.match(t):
            labels.append((s, e, "NOM"))
        elif _INITIAL_FULL.match(t):
            labels.append((s, e, "PRENOM"))
        elif has_caps:
            if _CAPS_FULL.match(t):
                # ALL-CAPS words are surnames, unless a known first name
                # beside another ALL-CAPS word that is not one ("DUPONT JEAN").
                others = [w for w in words if w[2] != t and _CAPS_FULL.match(w[2]) and not is_first_name(w[2])]
                lab = "PRENOM" if (is_first_name(t) and others and len(words) > 1) else "NOM"
                labels.append((s, e, lab))
            else:
                labels.append((s, e, "PRENOM"))
        else:
            if len(words) == 1:
                labels.append((s, e, "NOM"))
            elif (s, e, t) == words[-1]:
                labels.append((s, e, "NOM"))
            else:
                labels.append((s, e, "PRENOM" if (is_first_name(t) or (s, e, t) == words[0]) else "NOM"))
    # A particle goes with the word after it.
    fixed = []
    for i, (s, e, lab) in enumerate(labels):
        if _PARTICLE_FULL.match(tokens[i][2]) and i + 1 < len(labels):
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


class NameDetector:
    name = SOURCE

    def detect_page(self, page: int, text: str) -> list[Span]:
        out: list[Span] = []
        covered: list[tuple[int, int]] = []
        for m in ANCHORED.finditer(text):
            if any(a <= m.start("g") < b for a, b in covered):
                continue
            default = "NOM" if m.group("form_nom") else "PRENOM" if m.group("form_prenom") else None
            end = self._group(page, text, m.start("g"), m.end("g"), default, CONF_ANCHORED, out, covered)
            if end is None or not (m.group("role") or m.group("form_both") or m.group("title")):
                continue
            pos = end
            while True:
                n = LIST_NEXT.match(text, pos)
                if not n:
                    break
                end = self._group(page, text, n.start("g"), n.end("g"), None, CONF_ANCHORED, out, covered)
                if end is None:
                    break
                pos = end
        for m in PATTERN_ONLY.finditer(text):
            if any(m.start() < b and a < m.end() for a, b in covered):
                continue
            caps = m.group("caps1") or m.group("caps2")
            first = m.group("first1") or m.group("first2")
            fs = m.start("first1") if m.group("first1") else m.start("first2")
            cs = m.start("caps1") if m.group("caps1") else m.start("caps2")
            if not is_first_name(first) or is_first_name(caps.split()[0]) and is_first_name(caps.split()[-1]):
                continue
            cap_tokens = _cut(_tokens(text, cs)[: len(caps.split())])
            if not cap_tokens or len(cap_tokens) != len(caps.split()) or _blocked(first):
                continue
            conf = CONF_PATTERN_CAPS if first.isupper() else CONF_PATTERN
            labelled = [(s, e, "NOM") for s, e, _ in cap_tokens] + [(fs, fs + len(first), "PRENOM")]
            out.extend(_runs(page, text, sorted(labelled), conf))
        uniq = {}
        for sp in out:
            uniq.setdefault(sp.key, sp)
        return list(uniq.values())

    def _group(self, page, text, gs, ge, default, conf, out, covered) -> int | None:
        toks = [t for t in _tokens(text, gs) if t[1] <= ge]
        toks = _cut(toks)
        if not toks:
            return None
        labelled = _classify(toks, default)
        spans = _runs(page, text, labelled, conf)
        if not spans:
            return None
        out.extend(spans)
        covered.append((gs, toks[-1][1]))
        return toks[-1][1]
