"""Health establishments, and their acronyms across the document.

"Centre Hospitalier de la Côte Basque", "CH de Pau", "CHU de Bordeaux",
"Clinique Belharra", "Hôpital Saint-Léon", "Polyclinique Aguiléra",
"EHPAD Les Lilas"... The name after the trigger must hold a Capitalised
word; "hôpital de jour" is not an establishment.

An acronym defined in parentheses right after an establishment name,
"Centre Hospitalier de la Côte Basque (CHCB)", is an ETAB wherever it
appears in the document (seed 002: "CHCB" leaked on later pages). The
acronym must be spelled by the name's initials, so "(IRM)" is not taken.

Confidence: 0.95 capitalised trigger + name; 0.85 lowercase trigger
("l'hôpital de Bayonne"); 0.95 acronym defined in the document.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from app.detection.rules.allowlist import get_allowlist
from app.detection.rules.gazetteers import is_commune, is_ordinary_word
from app.detection.rules.names_lowercase import english_words, page_words
from app.detection.rules.common import APOS, LOWER, UPPER, fold, left_ok, line_start_matches, make_span, word_start_matches
from app.detection.rules.establishment_acronyms import (CODE_AFTER, LINK, LINK_FULL, MAIL_DOMAIN, MAIL_PROVIDERS,
                                                       acronym_of, acronym_ranges, associations, bracket_acronym_of,
                                                       bracket_definitions, caps_words, defined_ok, exact_initials, line_acronyms,
                                                       name_shortenings, placed_acronyms, placed_ok, short_name_after,
                                                       trip_acronyms)
from app.detection.rules.establishment_triggers import GENERIC_TRIGGERS, TRIGGERS
from app.detection.spans import Span

SOURCE = "rules.etab"
U, L, A = UPPER, LOWER, APOS

# Groups of hospitals named by their acronym alone ("l'AP-HP", "APHP").
# Read with ``word_start_matches(..., "-")``: the name must begin a word.
BARE = re.compile(r"(?:AP-HP|APHP|AP-HM|APHM)(?![\w\-])")
LOWER_TRIGGERS = (r"centre[ \t]+hospitalier", r"h[ôo]pital", r"clinique", r"polyclinique", r"ehpad")
NAME_WORD = rf"(?:[{U}][{L}{U}{A}]*(?:-[{U}]?[{L}{U}{A}]+)*(?![°º])|[{U}]{{2,}})"  # ("N°" after a name is no word of it)
# A name may join two places with "et" and a link ("Hôpital du Revermont et de la Bresse
# jurassienne", "… de Pontarlier et du Haut-Doubs") and end on an adjective of a region in lower
# case ("jurassienne", "comtoise", "sud"): both are part of the name and of its initials (HRBJ).
_REGION_ADJ = rf"[ \t]+(?:[{L}]{{3,}}(?:ienne|ien|aise|ais|oise|ois)s?|sud|nord|ouest|atlantique)(?![\w\-])"
NAME = (rf"(?:{LINK}[ \t]+|{LINK}(?<=[{A}])|(?<=[{A}]))?{NAME_WORD}(?:[ \t]+(?:et[ \t]+(?:de[ \t]+la|de[ \t]+l[{A}]|d[{A}]|de|du|des)[ \t]*|{LINK}[ \t]+|{LINK}(?<=[{A}]))?"
        rf"{NAME_WORD}){{0,5}}(?:{_REGION_ADJ})?")
ETAB = re.compile(
    r"(?P<trig>" + "|".join(TRIGGERS) + r")(?![\w])(?P<sep>[ \t]+|[ \t]*-[ \t]*)(?P<name>" + NAME + r")"
    r"(?P<acr>[ \t]*\([ \t]*(?P<a>[A-Z][A-Z0-9\-]{1,9})[ \t]*\))?"
)
ETAB_LOWER = re.compile(
    r"(?P<trig>(?:" + "|".join(LOWER_TRIGGERS) + r"))(?P<sep>[ \t]+)(?P<name>(?:" + LINK + r")[ \t]+" + NAME_WORD +
    r"(?:[ \t]+(?:" + LINK + r"[ \t]+)?" + NAME_WORD + r"){0,3})"
)
# A trigger of several words in sentence case ending a wrapped line of prose (words before it on
# its line), the name at the start of the next ("… choisie par le patient : Transports sanitaires⏎Horizon Santé, agrément").
# Single-word and capitals triggers stay on one line: "CLINIQUE⏎COMPTE RENDU" is a heading.
WRAPPED_TRIGGERS = (
    r"Établissement[ \t]+[Pp]ublic[ \t]+de[ \t]+[Ss]ant[ée][ \t]+[Mm]entale",
    r"Etablissement[ \t]+[Pp]ublic[ \t]+de[ \t]+[Ss]ant[ée][ \t]+[Mm]entale",
    r"Centre[ \t]+hospitalier(?:[ \t]+(?:r[ée]gional|intercommunal|universitaire))?", r"Groupe[ \t]+hospitalier",
    r"Maison[ \t]+de[ \t]+sant[ée]", r"Transports?[ \t]+sanitaires", r"Cabinet[ \t]+(?:m[ée]dical|infirmier|de[ \t]+radiologie)",
    r"Clinique[ \t]+(?:mutualiste|priv[ée]e|chirurgicale)", r"Centre[ \t]+d['’]imagerie", r"Laboratoire[ \t]+d['’]analyses",
    r"Laboratoire[ \t]+de[ \t]+biologie(?:[ \t]+m[ée]dicale)?",
    # a prison named by its town or its land on the next line ("Antenne au Centre de détention de la⏎Suisse-Normande")
    r"Centre[ \t]+de[ \t]+d[ée]tention", r"Centre[ \t]+p[ée]nitentiaire", r"Maison[ \t]+d['’]arr[êe]t", r"Maison[ \t]+centrale",
)
# The site, building or pole of an establishment on the letterhead line under its name
# ("Centre Hospitalier de Brévannes-sur-Arve (CHBA)⏎site de la Combe – Service de cardiologie",
# "…⏎(CHUHV)⏎hôpital Saint-Éloi-du-Val – Département d'oncologie"): it names where the patient was.
_SUBSITE = re.compile(
    r"[ \t]*(?P<v>(?:[Ss]ite|SITE|[Bb][âa]timent|[Pp][ôo]le|[Hh][ôo]pital|[Aa]ntenne|[Rr][ée]sidence)"
    r"(?:[ \t]+(?:de[ \t]+la|de[ \t]+l[" + A + r"]|du|des|de|d[" + A + r"]))?[ \t]*"
    + NAME_WORD + r"(?:[ \t]+" + NAME_WORD + r"){0,3})[ \t]*(?:[—–-][ \t]|\n|\Z)")
# The same on the name's own line after a comma or a dash ("Dr Fabrice RIBEIRO, Polyclinique
# Les Hautes Bruyères, Site de la Rabine"): a site only, named by its proper noun.
_SITE_BESIDE = re.compile(r"[ \t]*[,—–][ \t]*(?P<v>(?:[Ss]ite|SITE)(?:[ \t]+(?:de[ \t]+la|de[ \t]+l[" + A + r"]|du|des|de|d["
                          + A + r"]))?[ \t]*" + NAME_WORD + r"(?:[ \t]+" + NAME_WORD + r"){0,3})(?![\w])")
_ACRONYM_LINE = re.compile(r"[ \t]*\([ \t]*[A-Z][A-Z0-9\-]{1,9}[ \t]*\)[ \t]*\n")
_CAPTION_AFTER = re.compile(r"[ \t]*:")  # "…sanitaires⏎Date : …": the next line's caption
ETAB_WRAPPED = re.compile(r"(?P<trig>" + "|".join(WRAPPED_TRIGGERS) + r")(?P<sep>(?P<link>[ \t]+" + LINK + r")?[ \t]*\n[ \t]*)"
                          r"(?P<name>" + NAME + r")")

_PREV_WORD = re.compile(rf"([{U}][{L}{U}]+)[ \t]+\Z")

# Words that only go on with a trigger's kind ("Laboratoire de Biologie" + "Médicale").
_KIND_WORDS = frozenset("medicale medicales medical medicaux biologie analyses".split())
CONF = 0.95
CONF_LOWER = 0.85
CONF_ACRONYM = 0.95


# The acronym in brackets after a name, maybe over a blank line: "(CH2VM)", dotted "(P.A.L.)",
# or with a word of the name after a hyphen "(CPL-Lumière)".
_ACRONYM_AFTER = re.compile(r"[ \t\u00a0]*(?:\n[ \t]*){0,2}\([ \t]*((?:[A-Z]\.){3,6}|[A-Z][A-Z0-9]{1,9}-[A-Z][a-zà-ÿ'’]+"
                            r"|[A-Z][A-Z0-9\-]{1,9})[ \t]*\)")
_DOCTOR_NAME = re.compile(r"(?:(?:du|des|DU|DES)[ \t]+)?(?:Dr|DR|Drs|Docteurs?|DOCTEURS?|Pr|PR|Professeur)\.?[ \t]")
# "CHCE - 139 rue Pierre-Loti - 35300 Fougères": an acronym heading a line that goes on with
# a street address and a postcode is the establishment of that address (a letter's footer).
_ADDRESS_OWNER = re.compile(r"(?m)^[ \t]*(?P<a>[A-Z]{3,8})[ \t]*[-–|][ \t]*\d{1,4}(?:[ \t]*(?:bis|ter))?,?[ \t]+"
                            r"[^\W\d_][^\n]{0,60}?(?<!\d)\d{5}(?!\d)")


# ", Pau" or " - Saint-Jean-de-Luz" after an establishment, ending its line or clause.
_TOWN_AFTER = re.compile(rf"[ \t]*(?:,|[-–][ \t])[ \t]*(?P<t>[{U}][{L}{U}{A}\-]+(?:[ \t]+[{U}{L}][{L}{U}{A}\-]+){{0,3}}?)[ \t]*(?=$|\n|[,;.)]|[ \t][-–])", re.M)


def _town_after(text: str, end: int) -> tuple[int, int] | None:
    """Where a known commune named right after an establishment lies, else None."""
    from app.detection.rules.gazetteers import is_commune

    m = _TOWN_AFTER.match(text, end)
    if m and is_commune(m.group("t")):
        return m.start("t"), m.end("t")
    return None


def _subsite_after(text: str, end: int, allow) -> tuple[int, int] | None:
    """The site line under an establishment's name ending at ``end`` (past the rest of its
    line, an acronym line and blank lines), or the site named beside it on its line."""
    m = _SITE_BESIDE.match(text, end)
    if m is None:
        nl = text.find("\n", end)
        if nl < 0:
            return None
        pos = nl + 1
        a = _ACRONYM_LINE.match(text, pos)
        pos = a.end() if a else pos
        while text.startswith("\n", pos):
            pos += 1
        m = _SUBSITE.match(text, pos)
        if m is None:
            return None
    words = [w for w in m.group("v").split()[1:] if not LINK_FULL.match(w.lower())]
    if not words or allow.contains(words[0]) or allow.contains(" ".join(words)):
        return None  # "Pôle Médecine", "site Internet": no place
    return m.start("v"), m.end("v")


# An acronym heading a line, then a dash, then the establishment's name (a listing's letterhead).
_LETTERHEAD_ACRONYM = re.compile(r"^[ \t]*(?P<a>[A-Z]{2,6})[ \t]*[-–—][ \t]*\Z", re.MULTILINE)
# The letterhead's next line opening with the acronym, a kind suffix maybe, before a dash
# ("Laboratoire Analys'Santé des Coteaux⏎ASC-LAB — plateau technique").
_ACRONYM_LINE_BELOW = re.compile(r"[^\n]*\n(?:[ \t]*\n)?[ \t]*(?P<w>(?P<a>[A-Z]{2,6})(?:-[A-Z]{2,4})?)[ \t]+[—–-][ \t]")
_GAP = re.compile(r"[ \t]+")


def name_end(m: re.Match) -> int:
    """End of the name, without trailing link words, and before a cell gap: a run of blanks
    wider than every one before it ("CENTRE HOSPITALIER … DE ROCHEBELLE  EDITION DU …" of a
    listing's heading line; a justified line's wide blanks are all alike)."""
    name = m.group("name")
    lead = m.start("name") - m.start()
    widest = max((len(g) for g in _GAP.findall(m.group()[:lead])), default=1)
    for g in _GAP.finditer(name):
        if len(g.group()) > widest or "\t" in g.group():
            name = name[:g.start()]
            break
        widest = max(widest, len(g.group()))
    words = list(re.finditer(r"\S+", name))
    while words and LINK_FULL.match(words[-1].group()):
        words.pop()
    return m.start("name") + words[-1].end() if words else m.start("name")


@lru_cache(maxsize=64)
def _nested_matches(text: str) -> tuple:
    """Every establishment name, those inside another one's too: "Laboratoire de biologie
    médicale - Polyclinique Sainte-Quitterie des Landes" names the polyclinic, whose
    initials (PSQL) the document uses alone. Cached: the page pass reads its matches
    from here and the document pass (acronyms) reads them again."""
    out = []
    pos = 0
    while True:
        m = ETAB.search(text, pos)
        if m is None:
            return tuple(out)
        out.append(m)
        pos = max(m.start("name"), m.start() + 1)


def _page_matches(text: str):
    """The matches ``ETAB.finditer(text)`` gives, read from the nested ones.

    Nested starts strictly increase, so the first one at or after the end of the last
    match is the next match, unless an earlier nested match straddles that end (its name
    starts after it): the search is then run from there, as finditer would."""
    nested = _nested_matches(text)
    i, q = 0, 0
    while True:
        while i < len(nested) and nested[i].start() < q:
            i += 1
        straddle = i > 0 and nested[i - 1].start("name") > q
        m = ETAB.search(text, q) if straddle else (nested[i] if i < len(nested) else None)
        if m is None:
            return
        yield m
        q = m.end() if m.end() > m.start() else m.end() + 1


def _literal_matches(values, texts: Sequence[str]):
    """(page, text, match) of every whole-word writing of ``values`` (longest first) in the
    document; a hyphen joins words."""
    if not values:
        return
    pat = re.compile(r"(?:" + "|".join(re.escape(v) for v in sorted(values, key=len, reverse=True)) + r")(?![\w\-])")
    for page, text in enumerate(texts):
        for m in word_start_matches(pat, text, "-"):
            yield page, text, m


class EstablishmentDetector:
    name = SOURCE

    def detect_page(self, page: int, text: str) -> list[Span]:
        out: list[Span] = []
        allow = get_allowlist()
        taken: list[tuple[int, int]] = []
        for m in _page_matches(text):
            if not left_ok(text, m.start()):
                continue
            e = name_end(m)
            name = text[m.start("name"):e]
            words = [w for w in name.split() if not LINK_FULL.match(w.lower())]
            # "Hôpital de Jour", "Clinique Histoire…": not a name; after a trigger that names a
            # specialty ("Cabinet de radiologie du Mail Vert") an ordinary first word is one
            qualified = " " in m.group("trig").strip()
            if not words or allow.contains(name) or (allow.contains(words[0]) and not qualified) or \
                    all(fold(w) in _KIND_WORDS for w in words):
                continue  # "LABORATOIRE DE BIOLOGIE⏎MÉDICALE": the kind alone, a heading
            if m.group("trig").startswith(("Unité", "Unite", "Club")) and all(is_ordinary_word(w.lower()) for w in words) and \
                    re.match(r"(?:de(?=[ \t])(?![ \t]+la)|d['’])", name):
                continue  # "Unité de soins intensifs de Cardiologie": a ward, "Club de Football" a kind; "… des Coteaux",
                # after an article, a place's name
            if m.group("trig").startswith("Maternit") and len(words) == len(name.split()) and \
                    all(is_ordinary_word(w.lower()) for w in words):
                continue  # "Maternité Niveau 2": the ward's level; "Maternité des Bluets" is a name
            if _DOCTOR_NAME.match(name):
                continue  # "Cabinet du Dr Bouchareb": the doctor's name is the names rule's, "Cabinet" stays
            if "-" in m.group("sep") and all(is_ordinary_word(w) or allow.contains(w) for w in words):
                continue  # "Laboratoire de Biologie Médicale - Biologiste responsable": a caption after the dash
            if m.group("trig") == "Site":
                town = re.sub(r"^(?:de|du|d['’])[ \t]*", "", name)
                if is_commune(town):  # "Site de Roanne": the site's town is what names it
                    v = make_span(page, text, e - len(town), e, "VILLE", SOURCE, CONF)
                    if v:
                        out.append(v)
                        taken.append((v.start, v.end))
                continue  # "Site de Prélèvement", "Site Internet": no place
            if m.group("trig") in GENERIC_TRIGGERS:
                prev = _PREV_WORD.search(text, max(0, m.start() - 30), m.start())
                if prev and not LINK_FULL.match(prev.group(1).lower()):
                    continue  # "Examen Clinique …", "Réunion Clinique …": a heading
            sp = make_span(page, text, m.start(), e, "ETAB", SOURCE, CONF)
            if sp:
                out.append(sp)
                taken.append((sp.start, sp.end))
                town = _town_after(text, e)  # "EHPAD Les Tilleuls d'Argent, Pau"
                if town:
                    v = make_span(page, text, town[0], town[1], "VILLE", SOURCE, CONF_LOWER)
                    if v:
                        out.append(v)
            if m.group("a") and acronym_of(m.group("trig"), name, m.group("a")) and defined_ok(m.group("a"), name, allow, m.group("trig")):
                a = make_span(page, text, m.start("a"), m.end("a"), "ETAB", SOURCE, CONF_ACRONYM, "sigle")
                if a:
                    out.append(a)
        for sp in [s for s in out if s.label == "ETAB" and s.note != "sigle"]:
            v = _subsite_after(text, sp.end, allow)
            if v is not None and not any(v[0] < b and a < v[1] for a, b in taken):
                sub = make_span(page, text, v[0], v[1], "ETAB", SOURCE, CONF_LOWER, "site")
                if sub:
                    out.append(sub)
                    taken.append((sub.start, sub.end))
        for s0, e0, note, defined in acronym_ranges(text, taken, allow):  # "au laboratoire LCOF", "Association … (ASD3R)"
            sp = make_span(page, text, s0, e0, "ETAB", SOURCE, CONF if defined else CONF_LOWER, note)
            if sp:
                out.append(sp)
                taken.append((sp.start, sp.end))
        from app.detection.rules.fax_headers import fax_sender_ids
        from app.detection.rules.insurers import insurer_spans  # (it reads this module's names)
        from app.detection.rules.public_places import public_place_spans
        from app.detection.rules.reference_centres import reference_centres

        out.extend(insurer_spans(page, text, taken, allow))
        out.extend(public_place_spans(page, text, taken))
        # A fax header's sender ("… DE : 05 94 10 35 86 CNSF NEPHRO P.001/003") and a reference centre
        # named by its diseases ("Centre de référence des maladies rares de l'Est") replace what a
        # trigger read over them (a trigger's name runs into the page counter, or stops short).
        for whole in (fax_sender_ids(page, text, SOURCE, CONF), reference_centres(page, text, SOURCE, CONF)):
            out = [x for x in out if not any(x.start < w.end and w.start < x.end for w in whole)] + whole
            taken.extend((w.start, w.end) for w in whole)
        for m in line_start_matches(_ADDRESS_OWNER, text):
            if not allow.contains(m.group("a")) and not any(m.start("a") < b and a < m.end("a") for a, b in taken):
                sp = make_span(page, text, m.start("a"), m.end("a"), "ETAB", SOURCE, CONF_ACRONYM, "sigle")
                if sp:
                    out.append(sp)
                    taken.append((sp.start, sp.end))
        for m in word_start_matches(BARE, text, "-"):
            if not any(m.start() < b and a < m.end() for a, b in taken):
                sp = make_span(page, text, m.start(), m.end(), "ETAB", SOURCE, CONF_ACRONYM, "sigle")
                if sp:
                    out.append(sp)
        for m in ETAB_WRAPPED.finditer(text) if "\n" in text else ():
            e = name_end(m)
            name = text[m.start("name"):e]
            words = [w for w in name.split() if not LINK_FULL.match(w.lower())]
            if not left_ok(text, m.start()) or not words or allow.contains(words[0]) or _DOCTOR_NAME.match(name) \
                    or _CAPTION_AFTER.match(text, e) or any(m.start() < b and a < e for a, b in taken) \
                    or not (m.group("link") or text[text.rfind("\n", 0, m.start()) + 1:m.start()].strip()):
                # a trigger alone on its line is a letterhead's heading ("Cabinet médical⏎Résidence
                # Le Clos Fleuri": the address under it); a wrapped sentence has words before it, a
                # wrapped name a link word ending the line ("… Santé Mentale du⏎Haut-Pays")
                continue
            sp = make_span(page, text, m.start(), e, "ETAB", SOURCE, CONF_LOWER)
            if sp:
                out.append(sp)
                taken.append((sp.start, sp.end))
        for m in ETAB_LOWER.finditer(text):
            if not left_ok(text, m.start()):
                continue
            if any(m.start() < b and a < m.end() for a, b in taken):
                continue
            e = name_end(m)
            if not text[m.start("name"):e].strip():
                continue
            sp = make_span(page, text, m.start(), e, "ETAB", SOURCE, CONF_LOWER)
            if sp:
                out.append(sp)
        for a, s0, e0 in trip_acronyms(text):
            if placed_ok(a, allow) and not any(s0 < x.end and x.start < e0 for x in out):
                out.append(Span(page, s0, e0, a, "ETAB", SOURCE, CONF_ACRONYM, note="sigle"))
        from app.detection.rules.insurers import member_numbers
        return out + member_numbers(page, text, out)

    def acronyms(self, texts: Sequence[str], spans: Sequence[Span] = ()) -> set[str]:
        """Acronyms defined in the document (by this rule or after any ETAB span)."""
        found: set[str] = set()
        allow = get_allowlist()
        exact: set[str] = set()
        named: set[str] = set()  # initials of establishments named with a real name
        full_names: list[tuple[str, str]] = []  # (kind word, name) of each one
        for text in texts:
            for m in _nested_matches(text):
                if not left_ok(text, m.start()):
                    continue
                e = name_end(m)
                name = text[m.start("name"):e]
                full_names.append((m.group("trig"), name))
                head = _LETTERHEAD_ACRONYM.search(text, text.rfind("\n", 0, m.start()) + 1, m.start())
                if head is not None and acronym_of(m.group("trig"), name, head.group("a")):
                    found.add(head.group("a"))  # "PCA - POLYCLINIQUE DES COTEAUX-D'AMBRE": the line defines it
                below = _ACRONYM_LINE_BELOW.match(text, e)
                if below is not None and acronym_of(m.group("trig"), name, below.group("a")) and \
                        not allow.contains(below.group("w")):
                    found.add(below.group("w"))
                if m.group("a"):
                    if acronym_of(m.group("trig"), name, m.group("a")) and defined_ok(m.group("a"), name, allow, m.group("trig")):
                        found.add(m.group("a"))
                else:
                    ini = exact_initials(m.group("trig"), name)
                    if not all(is_ordinary_word(w) for w in re.findall(r"[^\W\d_]{3,}", name)):
                        named.add(ini)  # "CENTRE HOSPITALIER - Compte rendu" names nothing
                    # the initials, or those without the last word ("HPSC" for "Hôpital privé
                    # Sainte-Clotilde-des-Pins"), four letters at least for the shorter form;
                    # a polyclinic is often "PC…" ("POLYCLINIQUE DES ORMEAUX" → PCO)
                    poly = m.group("trig").lower() == "polyclinique"
                    whole = {ini} | ({"PC" + ini[1:]} if poly else set())
                    for a in whole | {ini[:-1]}:
                        # four full initials of a real name win over the allow-list ("CHER" for
                        # "Centre hospitalier Émilien-Rouvière", though "Cher confrère")
                        if len(a) >= (3 if a in whole else 4) and (not allow.contains(a) or (
                                a in whole and len(a) >= 4 and ini in named)):
                            exact.update((a, fold(a).upper()))  # "CHÉR" is printed "CHER"
        # the initials of an establishment any detector named (the model reads names the
        # rule misses: "Centre hospitalier intercommunal Brenne-et-⏎Creuse" → "CHIBC")
        for s in spans:
            if s.label == "ETAB" and len(s.text.split()) >= 3:
                ini = exact_initials("", s.text)
                if len(ini) >= 3 and not allow.contains(ini):
                    exact.update((ini, fold(ini).upper()))
        # An undefined acronym counts only when it is the initials of an establishment
        # named in the same document ("PSQL" for "Polyclinique Sainte-Quitterie des Landes").
        for text in texts:
            for m in MAIL_DOMAIN.finditer(text) if "@" in text else ():
                d = m.group(1).upper()
                if m.group(1).lower() not in MAIL_PROVIDERS and not allow.contains(d):
                    exact.add(d)
        exact.update(name_shortenings([s.text for s in spans if s.label == "ETAB"], allow))  # "BIOLIT"
        caps: list[set[str]] | None = None  # each page's words in capitals, read once
        if exact:
            caps = [caps_words(text) for text in texts]
            for words in caps:
                found.update(exact & words)
        for s in spans:
            if s.label != "ETAB" or s.page >= len(texts):
                continue
            after = _ACRONYM_AFTER.match(texts[s.page], s.end, s.end + 28)
            if after is not None:
                acr = after.group(1)
                core, _, tail = acr.partition("-") if not acr[1:].replace("-", "").isupper() else (acr, "", "")
                core = core.replace(".", "")
                # (a word joined to it need not be the name's: "Clinique des Cèdres-Bleus (CCB-Santé)")
                if bracket_acronym_of(s.text, core) and \
                        (not allow.contains(core) or (len(core) >= 3 and defined_ok(core, s.text, allow))):
                    found.add(acr)
            short = short_name_after(texts[s.page], s.text, s.end) if after is None else None
            if short and not allow.contains(short) and not is_ordinary_word(short):
                found.add(short)  # "Laboratoire Biolyne Atlantique (Biolyne)"
        etab_names = [s.text for s in spans if s.label == "ETAB"] + [t + " " + n for t, n in full_names]
        for text in texts:
            for core, tail in _site_suffixed(text) if etab_names and "-" in text else ():
                # "CMS-Sèvre" for "Clinique mutualiste de la Sèvre": the initials, then a word of the name
                if core + "-" + tail not in found and any(tail in n.split() and acronym_of("", n, core) for n in etab_names):
                    found.add(core + "-" + tail)
        for text in texts:
            found.update(m.group("a") for m in associations(text) if defined_ok(m.group("a"), m.group("name"), allow, "Association"))
            found.update(text[a0:a1] for _, _, a0, a1 in bracket_definitions(text, allow))
            found.update(a for a, _ in placed_acronyms(text) if placed_ok(a, allow))
        # An acronym heading a footer or header line before a service, a phone or a switchboard
        # ("HPTPV — Service de médecine polyvalente", "PBBX — 04.18.23.52.76"); and a word in
        # capitals that opens with the first three initials of an establishment the document
        # names ("HPTPV" beside "Hôpital privé de Troyes"): its acronym, a site code appended.
        found.update(_edge_acronyms(texts, full_names + [("", s.text) for s in spans if s.label == "ETAB"
                                                          and len(s.text.split()) >= 3], found, allow))
        heads = {ini[:3] for ini in named | {exact_initials("", s.text) for s in spans
                                             if s.label == "ETAB" and len(s.text.split()) >= 3} if len(ini) >= 3}
        english = None  # not in an English document: a glossary ("SCCI – SERVICE-…") has no footer acronyms
        for k, text in enumerate(texts):
            for a in line_acronyms(text) if ("—" in text or "–" in text or " - " in text) else ():
                if english is None:
                    english = english_words(set().union(*(page_words(t.lower()) for t in texts)))
                if not english and not allow.contains(a) and not is_ordinary_word(a):
                    found.add(a)
            if heads and caps is None:
                caps = [caps_words(t) for t in texts]
            for w in caps[k] if heads else ():
                if 4 <= len(w) <= 6 and w[:3] in heads and w not in found and not allow.contains(w) \
                        and not is_ordinary_word(w):
                    found.add(w)
        return found

    def detect_document(self, texts: Sequence[str], spans: Sequence[Span]) -> list[Span]:
        """The document's acronyms and the sites its letterheads name, wherever the document
        writes them again ("hospitalisation en orthopédie, Site des Ursulines.")."""
        out: list[Span] = []
        for page, text, m in _literal_matches(self.acronyms(texts, spans), texts):
            if CODE_AFTER.match(text, m.end()) and get_allowlist().contains(m.group()):
                continue
            out.append(Span(page, m.start(), m.end(), m.group(), "ETAB", SOURCE, CONF_ACRONYM, note="sigle"))
        allow = get_allowlist()
        for page, text in enumerate(texts):  # "GHSV 401872197": the FINESS after the acronym
            for a, number in placed_acronyms(text):
                if number is not None and placed_ok(a, allow):
                    out.append(Span(page, number[0], number[1], text[number[0]:number[1]], "FINESS", SOURCE,
                                    CONF_ACRONYM, note="clé Luhn valide"))
        sites = {s.text for s in spans if s.label == "ETAB" and s.note == "site" and s.source == SOURCE}
        for page, text, m in _literal_matches(sites, texts):
            out.append(Span(page, m.start(), m.end(), m.group(), "ETAB", SOURCE, CONF_LOWER, note="site"))
        return out


# (found from the hyphen, a literal: ``re`` skips ahead to it; the capitals are read back)
_SITE_TAIL = re.compile(rf"-(?P<tail>[{U}][{L}]{{2,}})(?![\w\-])")
_SITE_CORE = re.compile(r"(?<![\w\-])[A-Z]{2,5}\Z")


def _site_suffixed(text: str):
    """(core, tail) of each acronym joined to a capitalised word: "CMS-Sèvre"."""
    for m in _SITE_TAIL.finditer(text):
        c = _SITE_CORE.search(text, max(0, m.start() - 6), m.start())
        if c is not None:
            yield c.group(), m.group("tail")
_DASHES = frozenset(("–", "—", "-", "·", "|"))
_EDGE_WORD = re.compile(r"[A-Z]{4,6}\Z|(?=[A-Z0-9]{4,6}\Z)[A-Z]{2,4}[0-9][A-Z]{0,2}\Z")  # "CH2B", "GHAM2" too


def _edge_acronyms(texts: Sequence[str], names: list[tuple[str, str]], found: set[str], allow) -> set[str]:
    """Words in capitals that open or close one of the first or last three lines of at least
    two pages and abbreviate an establishment the document names: a running header or
    footer printing the short name ("HRBH⏎08/07/2024⏎HRBH" closing each page for "Hôpital de
    Roquebrune-Haute"), its letters taken from inside the words as well as their initials.
    (A surname in a header is on one page's edge only when the first page's identity block
    holds it in its middle.) Letters with a digit between two dashes of a running line on
    two pages ("Document confidentiel – PC3V – DUPONT – 1/3") are a site's code, named or not."""
    if len(texts) < 2:
        return set()
    pages: dict[str, int] = {}
    coded: set[str] = set()  # letters and a digit between two dashes: a code that needs no name
    for text in texts:
        lines = [ln for ln in text.split("\n") if ln.strip()]
        words = set()
        for line in lines[:3] + lines[-3:]:
            toks = line.split()
            if len(toks) <= 5:
                words.update(w for w in (toks[0], toks[-1]) if _EDGE_WORD.match(w) and w not in found)
            # between two dashes of a running line ("Document confidentiel – CH2B – DUPONT – p. 1/3")
            between = {toks[k] for k in range(1, len(toks) - 1) if toks[k - 1] in _DASHES and toks[k + 1] in _DASHES
                       and _EDGE_WORD.match(toks[k]) and toks[k] not in found}
            words.update(between)
            coded.update(w for w in between if not w.isalpha())
        for w in words:
            pages[w] = pages.get(w, 0) + 1
    return {w for w, n in pages.items() if n >= 2 and not allow.contains(w) and not is_ordinary_word(w)
            and (w in coded or any(acronym_of(trig, name, w) for trig, name in names))}
