"""Places outside care that a certificate names beside the patient: the police station that
requested it or the court it is addressed to, the child's school or nursery, the employer a
sentence names.

"commissariat central de Colmar", "brigade de gendarmerie de Poitiers", "crèche Les Petits
Mousses", "salarié(e) de Imprimerie Delta-Nord", the home-care provider ("prestataire à domicile
Oxyvie Ouest"), the establishment a form's caption names ("Centre : Entendre Rive-Gauche"): each
narrows who the patient is as an establishment does, and is masked as one (kind ETAB). Apart
from ``establishments`` because their kind words are written in lower case inside sentences,
where the care triggers are not, or stand as a form's caption.
"""

from __future__ import annotations

import re

from app.detection.rules.common import APOS, LOWER, UPPER, left_ok, lowered, make_span
from app.detection.rules.establishment_acronyms import english_page
from app.detection.rules.allowlist import get_allowlist
from app.detection.rules.gazetteers import is_ordinary_word, ordinary_words_only
from app.detection.spans import Span

SOURCE = "rules.etab"
CONF = 0.85
_WORD = rf"[{UPPER}][{LOWER}{UPPER}{APOS}\-]*"
_LINK = rf"(?:de[ \t]+la|de[ \t]+l[{APOS}]|du|des|de|d[{APOS}]|et|sur|en|Les|Le|La|les|le|la)"
_NAME = rf"{_WORD}(?:[ \t]+(?:{_LINK}[ \t]+|{_LINK}(?<=[{APOS}]))?{_WORD}){{0,4}}"

# A police or gendarmerie unit and its town: the whole is the place.
_POLICE = re.compile(
    r"(?:[Cc]ommissariat(?:[ \t]+(?:central|principal|de[ \t]+police|subdivisionnaire))?|[Hh][ôo]tel[ \t]+de[ \t]+police"
    r"|[Bb]rigade[ \t]+(?:territoriale[ \t]+|de[ \t]+proximit[ée][ \t]+)?(?:autonome[ \t]+)?de[ \t]+gendarmerie"
    r"|[Cc]ompagnie[ \t]+de[ \t]+gendarmerie|[Gg]endarmerie(?:[ \t]+nationale)?"
    # the court that a guardianship certificate is addressed to ("tribunal judiciaire de Cholet")
    r"|[Tt]ribunal(?:[ \t]+(?:judiciaire|de[ \t]+grande[ \t]+instance|d['’]instance|de[ \t]+proximit[ée]|administratif))?)"
    rf"[ \t]+(?:de[ \t]+|d[{APOS}]|du[ \t]+|des[ \t]+)[ \t]*(?P<town>{_NAME})")
# A school or nursery and its name ("école Jules-Ferry", "crèche Les Petits Mousses").
_SCHOOL = re.compile(
    r"(?:[Cc]r[èe]che|[ÉéEe]cole(?:[ \t]+(?:maternelle|primaire|[ée]l[ée]mentaire))?|[Cc]oll[èe]ge|[Ll]yc[ée]e"
    r"|[Mm]icro-cr[èe]che|[Hh]alte-garderie|[Aa]ssistante[ \t]+maternelle)"
    # (what kind, in lower case, may stand before the name: "Crèche parentale Les Pitchouns",
    # "École de vol libre Les Ailes du Sancy")
    r"(?:[ \t]+(?:de[ \t]+)?[a-zàâçéèêëîïôûùü]{3,}){0,3}?"
    rf"[ \t]+(?P<name>(?:{_LINK}[ \t]+|{_LINK}(?<=[{APOS}]))?{_NAME})")
# An employer named in a sentence ("salarié(e) de Imprimerie Delta-Nord", "employée chez Vitalis",
# "employé(e) par Garage Autoplus Kervénal", "Emploi antérieur chez⏎Transports Raffin Frères").
_EMPLOYED = re.compile(
    r"(?:[Ss]alari[ée](?:\(e\)|e)?|[Ee]mploy[ée](?:\(e\)|e)?|[Tt]ravaill(?:e|ant)|[Oo]uvri[èe]re?"
    r"|[Ee]mploi(?:[ \t]+(?:ant[ée]rieur|actuel|pr[ée]c[ée]dent))?)"
    rf"[ \t]+(?:de|chez|pour|à|au|par)(?:[ \t]+|[ \t]*\n[ \t]*)(?:l[{APOS}]|la[ \t]+|le[ \t]+)?(?P<name>{_NAME})")

# A laboratory named in a sentence, its kind in lower case ("au laboratoire Biolab Lemoigne"),
# and the employer a sentence names by the word itself or after a trade ("pour l'employeur
# Menuiserie Gourvès", "Profession : cariste chez Transports Vaillant & Fils").
_LAB_IN_SENTENCE = re.compile(rf"(?:au|du|le|par[ \t]+le)[ \t]+laboratoire[ \t]+(?P<name>{_NAME})")
_EMPLOYER_WORD = re.compile(rf"(?:l['’]|son[ \t]+|leur[ \t]+|votre[ \t]+)employeur(?:[ \t]+|[ \t]*\([ \t]*)"  # "(…)" too
                            rf"(?P<name>{_NAME}(?:[ \t]+&[ \t]+{_WORD})?)")
_TRADE_AT = re.compile(rf"(?:Profession|PROFESSION|M[ée]tier|Emploi)[ \t]*:[^\n]{{0,40}}?[ \t]chez[ \t]+(?P<name>{_NAME}(?:[ \t]+&[ \t]+{_WORD})?)")
# A home-care provider named in a prescription ("prestataire à domicile Oxyvie Ouest",
# "prestataire de santé : Vitalaire"): the firm that delivers the machine to the patient's home.
_PROVIDER = re.compile(r"[Pp]restataire(?:[ \t]+de[ \t]+sant[ée])?(?:[ \t]+(?:à[ \t]+domicile|PSAD))?[ \t]*:?"
                       rf"[ \t]+(?P<name>{_NAME})")

# The establishment a form's caption names ("Centre : Entendre Rive-Gauche (ERG)", "Établissement
# d'accueil : …"): the caption opens its line or cell (checked in code: the caption's words first
# let ``re`` skip ahead); "Site :" is an anatomical site as often.
# A laboratory's caption too ("Laboratoire : Biomédic Lauragais", "Laboratoire préleveur : …").
_CAPTIONED = re.compile(r"(?:[ÉE]tablissement|Structure|Centre|CENTRE|[ÉE]TABLISSEMENT|STRUCTURE|Laboratoire|LABORATOIRE)"
                        r"(?:[ \t]+(?:d['’]accueil|de[ \t]+soins|prescripteur|receveur|demandeur|d[ée]positaire|"
                        r"d['’]analyses(?:[ \t]+m[ée]dicales)?|de[ \t]+biologie(?:[ \t]+m[ée]dicale)?|pr[ée]leveur|ex[ée]cutant))?"
                        # (or alone on its line, the name on the next one: a cell of a grid read cell by cell)
                        rf"[ \t]*(?::[ \t]*|\n(?:[ \t]*\n)?[ \t]*)(?P<name>{_NAME})")
_CAPTION_WORDS = ("Centre", "CENTRE", "Structure", "STRUCTURE", "tablissement", "TABLISSEMENT", "Laboratoire", "LABORATOIRE")


def _captioned(text: str):
    """The ``_CAPTIONED`` matches whose caption opens its line or cell, found from the caption
    words by ``str.find`` (a pattern opening on a class would be tried at every character)."""
    for word in _CAPTION_WORDS:
        pos = text.find(word)
        while pos >= 0:
            s = pos - 1 if word[0] == "t" or word[0] == "T" else pos  # "É"/"E" before
            m = _CAPTIONED.match(text, max(0, s)) if s >= 0 else None
            if m is not None:
                k = m.start()
                while k > 0 and text[k - 1] in " \t":
                    k -= 1
                if k == 0 or text[k - 1] in "\n|":
                    yield m
            pos = text.find(word, pos + len(word))


def _ends_line(text: str, e: int) -> bool:
    """Nothing but blanks after ``e`` on its line."""
    le = text.find("\n", e)
    return not text[e:len(text) if le < 0 else le].strip()


def _named(name: str) -> bool:
    """The name opens with an article ("Les Petits Mousses"), holds a word that is no ordinary
    word, or two capitalised words ("Imprimerie Delta-Nord"): "école Primaire", "chez
    Carrefour" name no one place for sure."""
    words = [w for w in re.split(r"[ \t\-'’]+", name) if w]
    return bool(words) and (words[0] in ("Les", "Le", "La") or not all(is_ordinary_word(w.lower()) for w in words)
                            or sum(w[0].isupper() for w in words) >= 2)


def _firm(name: str) -> bool:
    """A firm's name: a word that is no ordinary word, or "&" ("Transports Vaillant & Fils");
    "chez Sa Fille" names a relative's home."""
    words = [w for w in re.split(r"[ \t\-'’]+", name) if w]
    if not words or words[0].lower() in _DETERMINERS:
        return False
    return "&" in name or not ordinary_words_only(name)


_DETERMINERS = frozenset("sa son ses leur leurs mon ma mes ton ta tes notre nos votre vos un une des la le les".split())


def public_place_spans(page: int, text: str, taken: list[tuple[int, int]]) -> list[Span]:
    """ETAB spans of the police units, schools and employers a sentence names, outside ``taken``."""
    out: list[Span] = []
    found: list[tuple[int, int]] = []
    low = lowered(text)
    if "gendarmerie" in low or "commissariat" in low or "police" in low or "tribunal" in low:
        found += [(m.start(), m.end("town")) for m in _POLICE.finditer(text) if left_ok(text, m.start())]
    if any(k in low for k in ("crèche", "creche", "école", "ecole", "collège", "college", "lycée", "lycee", "garderie",
                              "maternelle")):
        found += [(m.start(), m.end("name")) for m in _SCHOOL.finditer(text) if left_ok(text, m.start()) and _named(m.group("name"))]
    if any(k in low for k in ("salari", "employ", "travaill", "ouvri", "emploi")):
        found += [(m.start("name"), m.end("name")) for m in _EMPLOYED.finditer(text)
                  if left_ok(text, m.start()) and _named(m.group("name"))]
    if "laboratoire " in text:
        allow = get_allowlist()  # "au laboratoire CRP et NFS": the tests asked, not a name
        found += [(m.start("name"), m.end("name")) for m in _LAB_IN_SENTENCE.finditer(text)
                  if left_ok(text, m.start()) and _named(m.group("name"))
                  and not any(allow.contains(w) for w in m.group("name").split())]
    if "employeur " in text or "employeur (" in text:
        found += [(m.start("name"), m.end("name")) for m in _EMPLOYER_WORD.finditer(text) if _firm(m.group("name"))]
    if " chez " in text:
        found += [(m.start("name"), m.end("name")) for m in _TRADE_AT.finditer(text)
                  if left_ok(text, m.start()) and _firm(m.group("name"))]
    if "restataire" in text:
        found += [(m.start("name"), m.end("name")) for m in _PROVIDER.finditer(text)
                  if left_ok(text, m.start()) and _named(m.group("name"))]
    allow = get_allowlist()  # "Centre : CMP" (a kind), "Structure : Hôpital de jour" (a ward)
    found += [(m.start("name"), m.end("name")) for m in _captioned(text)
              if _named(m.group("name")) and not allow.contains(m.group("name").split()[0])
              and not ordinary_words_only(m.group("name").split()[0])
              # (under a caption alone on its line, the name alone on its own: a cell, not a heading's text)
              and ("\n" not in text[m.start():m.start("name")] or _ends_line(text, m.end("name")))]
    if found and english_page(text):
        return out  # no French certificate
    for s0, e0 in found:
        if not any(s0 < b and a < e0 for a, b in taken):
            sp = make_span(page, text, s0, e0, "ETAB", SOURCE, CONF)
            if sp:
                out.append(sp)
                taken.append((sp.start, sp.end))
    return out
