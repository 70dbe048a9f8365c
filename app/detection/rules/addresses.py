"""Postal addresses: street lines, postal code + city.

Street line: number (with bis/ter) + street type + a name holding at least
one Capitalised word ("12 rue des Lilas", "3 bis, avenue du Général de
Gaulle", "Résidence Les Pins", "BP 123", "CS 60001"). The name stops at the
end of the line, a comma, a lowercase word that is not a particle, or a
postal code. Postal code + city: 5 digits whose first two are a real
département (01–95, 2A/2B as 20, 97x/98x) followed by a Capitalised city
name (optional "Cedex NN"); the code is CODE_POSTAL, the name VILLE.

Confidence: ADRESSE 0.95 with a number, 0.85 without (Résidence…, Lieu-dit…);
CODE_POSTAL/VILLE 0.97 when the city is a known commune (gazetteer from
unpii 0.3.1, MIT), 0.90 otherwise. City words on the allow-list (units such
as "UI") cancel the match: "50000 UI" is a dose.
"""

from __future__ import annotations

import re

from app.detection.rules.allowlist import get_allowlist
from app.detection.rules.common import APOS, LOWER, UPPER, WEEKDAY, fold, left_ok, make_span, word_start_matches
from app.detection.rules.address_captions import CONF_NAMED, caption_address_spans
from app.detection.rules.address_places import place_column_towns, postcodes_closing_street_lines
from app.detection.rules.page_tables import label_cells, table_cells
from app.detection.rules.gazetteers import is_commune, is_departement, is_first_name, is_ordinary_word
from app.detection.spans import Span

SOURCE = "rules.addresses"
U, L, A = UPPER, LOWER, APOS

# Street types as plain words (matching ignores case, accents and a final dot).
STREET_TYPES = (
    "rue", "r", "avenue", "av", "ave", "boulevard", "bd", "bld", "bvd", "chemin", "ch", "impasse", "imp",
    "allée", "allées", "place", "pl", "quai", "route", "rte", "résidence", "rés", "lotissement", "lot",
    "lieu-dit", "lieudit", "lieu dit", "cours", "cour", "square", "sq", "passage", "voie", "villa", "hameau", "cité",
    "faubourg", "fbg", "promenade", "esplanade", "parvis", "rond-point", "montée", "sentier", "traverse",
    "domaine", "quartier", "zone artisanale", "zone industrielle", "za", "zi", "zac", "chaussée", "ruelle",
    "venelle", "carrefour", "mail", "sente",
    # the tracks of Guyane and of the islands, numbered like streets ("54 piste de Saut-Sabbat, PK 4")
    "piste",
)
# Types that name a place without a number in front of them.
NAMED_PLACES = ("résidence", "residence", "lotissement", "lieu-dit", "lieudit", "lieu dit", "hameau", "domaine", "quartier")
PARTICLES = r"(?:des|de|du|d[" + A + r"]|les|la|le|l[" + A + r"]|aux?|en|sur|sous|Saint|Sainte|Ste|St|[A-Z]\.)"
NAME_WORD = rf"(?:(?:[dlDL][{A}])?[{U}][{L}{U}{A}\-]*(?:\.[{L}]+)?|\d{{1,4}}(?:e|ème|er)?|{PARTICLES})(?![\w])"
# The regex takes any word after a number, then this set decides: much
# faster than a 60-way alternation tried at every number.
STREET_TYPE_SET = frozenset(fold(t) for t in STREET_TYPES)
_CAPS_LINK = re.compile(r"\.?[ \t]+(?:DE|DU|DES|D['’])(?![\w])")  # "15 CH DES VIGNES": a way in capitals
# (one digit first, then up to three: ``re`` then skips to the digits of the page)
NUMBER = r"\d\d{0,3}(?:[ \t]?(?:bis|ter|quater|[A-D]))?\b,?"
# (one or two blanks after the number: a wider gap is a table's column - "24-04-1975      hameau de
# la Vallée" holds a birth year, then the address cell)
_STREET_HEAD = (r"(?P<num>" + NUMBER + r")[ \t]{1,2}(?P<type>[^\W\d_][\w\-]*(?:[ \t]+(?:[aA]rtisanale|[iI]ndustrielle|[dD]it|"
                r"ARTISANALE|INDUSTRIELLE|DIT))?)\.?[ \t]+")
STREET = re.compile(_STREET_HEAD + r"(?P<name>" + NAME_WORD + r"(?:[ \t]+" + NAME_WORD + r"){0,7})")
# A number and the word after it: most numbers of a page ("12 mg", "3 jours") fail the
# type look-up here, before the street name's words are read.
STREET_HEAD = re.compile(_STREET_HEAD)
NAMED = re.compile(
    r"(?P<type>" + "|".join(v for t in NAMED_PLACES for v in (t.capitalize(), t.upper(), t)) + r")[ \t]+(?P<name>" + NAME_WORD + r"(?:[ \t]+" + NAME_WORD + r"){0,5})",
)
POSTBOX = re.compile(r"(?:BP|CS|TSA)[ \t]?\d{2,6}(?![\w])")
_CITY_WORD = rf"(?:[{U}]{{2,}}|[{U}][{L}{A}]+|[{U}][{A}][{U}][{L}]+)"
_CITY_PART = r"(?:sur|sous|en|lès|les|le|la|de|du|des|aux?|SUR|SOUS|EN|LES|LE|LA|DE|DU|DES|St|Ste)"
# an article opens many names ("Le Mans", "La Rochelle", "Les Sables-d'Olonne")
_CITY = rf"(?:(?:St|Ste|Saint|Sainte|ST|STE|SAINT|SAINTE)\.?[ \t]+|(?:Le|La|Les|LE|LA|LES)[ \t]+(?=[{U}]))?(?:[LD]['’])?{_CITY_WORD}(?:-(?:[dl]['’])?(?:{_CITY_WORD}|{_CITY_PART}))*(?:[ \t]+{_CITY_PART}[ \t]+{_CITY_WORD}(?:-(?:[dl]['’])?(?:{_CITY_WORD}|{_CITY_PART}))*){{0,3}}"
# Words after a five-digit number that are no commune's name (unless the gazetteer
# says otherwise): English words and month abbreviations of foreign documents.
_NOT_A_CITY = frozenset(
    "the this that these those and for with from page total table fig figure see vol no and or of in on at by "
    "jan feb mar apr may jun jul aug sep sept oct nov dec".split())

# A postcode and its commune; "Y" (Somme), the one commune of one letter, only when it ends
# the line or comes before a comma.
POSTAL_CITY = re.compile(
    r"(?P<cp>[0-9][0-9AB] ?[0-9]{3})(?![0-9])"
    r"(?:[ \t]*,|[ \t]+[-–/][ \t]*)?(?:[ \t]+|[ \t]*\r?\n(?:[ \t]*\r?\n)?[ \t]*)(?P<city>(?!CEDEX\b|Cedex\b)" + _CITY + r"|Y(?=[ \t]*(?:\n|,|\Z)))(?![\w])"
    r"(?P<cedex>[ \t]+(?:CEDEX|Cedex|cedex)(?:[ \t]+\d{1,2}(?!\d))?)?"
)

# A postcode after its own label, whatever follows: "Ville : LESNEVEN   CP : 29260" (or five digits
# after "dépt": "Sarlat-la-Canéda – dépt 24200").
# (a form's boxes print it one digit a box: "Code postal  4 9 3 0 0")
LABELLED_POSTCODE = re.compile(r"(?<![\w])(?:CP|C\.P\.|[Cc]ode[ \t]+[Pp]ostal(?:[ \t]+de[ \t]+(?:r[ée]sidence|domicile))?|CODE[ \t]+POSTAL|d[ée]pt\.?)[ \t]*[:|]?[ \t]*(?:\r?\n[ \t]*){0,2}(?P<cp>\d{5}|\d(?: \d){4})"
                               r"(?![ ]?\d)")

# A commune named in a residence or birth context, or heading a letter
# ("Bayonne, le 12/03/2024"): only names found in the commune gazetteer.
CITY_TOKEN = re.compile(
    # A hyphen may end a line inside the name ("Saint-\nPalais").
    rf"[{U}][{L}{U}{A}]*(?:-\n?[{L}{U}{A}]+)*(?:[ \t]+(?:sur|sous|en|lès|les|le|la|de|du|des)[ \t]+[{U}][{L}{U}{A}]*(?:-\n?[{L}{U}{A}]+)*)*"
)
# Prepositions before a capitalised word ("a" for "à" in a writer without accents); the
# context is checked before them.
CITY_PREP = re.compile(rf"[ \t\n](?:à|a|au|en|de|d[{A}])[ \t]*(?=[{U}])")
_YEAR_END = re.compile(r"(?<!\d)(?:1[89]|20)\d\d\Z")
CITY_VERB_BEFORE = re.compile(
    r"(?:[Nn][ée]e?(?:\(e\))?|[Dd]omicili[ée]e?|[Hh]abit(?:e|ant|ent)|[Rr][ée]sid(?:e|ant|ent)|[Dd]emeurant"
    r"|[Oo]riginaire|[Vv]it|[Vv]ivant|[Vv]ille|\d)"
    r"(?:[ \t]+(?:seule?|seul\(e\)|actuellement|toujours|d[ée]sormais|maintenant|aujourd'hui))?\Z"
)
# "25 rue des Mimosas à Pau": the city right after a street line.
AFTER_STREET = re.compile(r"[ \t]*,?[ \t]*(?:\r?\n[ \t]*)?à[ \t]*(?:\r?\n[ \t]*)?(?=[" + U + r"])")
# A doctor named with the town of the practice ("Dr Octave ROUBICHOU à Eu - RPPS …", "Dr
# JOUANNETEAU Maëlys à Vitré, RPPS …"): a known commune, closing the name's field.
# (or the town in brackets after the name, maybe after the doctor's role: "Dr Clovis Chaptalain
# (Dole) - RPPS …", "Copie : Dr Clovis Chaptalain, médecin traitant (Dole)")
# (or between dashes, another field of the doctor's after it: "Dr Anne-Sophie de La Villemarqué - Rue - RPPS …",
# a particle in the name)
_DOCTOR_AT = re.compile(rf"(?<![\w-])(?:Dr|Docteur|Pr|Professeur)\.?[ \t]+(?:(?:[{U}][\w'’\-]*|de|du|des|d['’]|van|von)[ \t]+){{0,3}}"
                        rf"[{U}][\w'’\-]*"
                        rf"(?:[ \t]+à[ \t]+|(?:,[ \t]+[a-zéèêàç][a-zéèêàç'’ \t\-]{{2,30}}?)?[ \t]*(?P<paren>\()[ \t]*"
                        rf"|(?P<dash>[ \t]+[-–—][ \t]+))(?=[{U}])")
_DOCTOR_AT_END = re.compile(r"[ \t]*(?:[,;)\n]|[-–—][ \t]|\Z)")
_DOCTOR_DASH_NEXT = re.compile(r"[ \t]+[-–—][ \t]+(?:RPPS|ADELI|N°|T[ée]l|Port|Fax|\+\d|0\d)")
# The local health-insurance fund named by its town: the patient lives around it.
# (and the département's services a child's file names: "Conseil départemental de l'Orne", "CRIP du
# Calvados", "CAF de la Sarthe", "MDPH de la Mayenne": where the family lives)
_FUND_TOWN = re.compile(r"(?<![\w-])(?:CPAM|CPCAM|CGSS|MSA|CAF|CRIP|MDPH|UDAF|[Cc]onseil[ \t]+d[ée]partemental|"
                        r"CONSEIL[ \t]+D[ÉE]PARTEMENTAL)[ \t]+(?:de[ \t]+l['’][ \t]*|(?:de|du|des)[ \t]+(?:la[ \t]+)?|d['’][ \t]*|"
                        r"-[ \t]*)?(?=[" + U + r"])")
_FUND_HINT = re.compile(r"CPAM|CGSS|MSA|CAF|CRIP|MDPH|UDAF|onseil d[ée]partemental|ONSEIL D[ÉE]PARTEMENTAL")
# A département's name as a local fund carries it ("Côte-d'Or", "Territoire de Belfort").
_DEPARTEMENT_TOKEN = re.compile(r"[" + U + r"][\w'’]*(?:(?:-|[ \t]+)(?:de|du|et|d['’])?[\w'’]*)*")
# "21 avenue du Maréchal Lyautey prolongée, Cholet": the street's extension, then a known
# commune after a comma on the same line (no postcode).
_PROLONGED = re.compile(r"[ \t]+(?:prolong[ée]e?|PROLONG[ÉE]E?)(?![\w])")
_COMMA_TOWN = re.compile(r"[ \t]*,[ \t]*(?=[" + U + r"])")
# What completes a street address: flat, building, staircase, floor ("12 rue des Lilas, Appt 14").
_COMPLEMENT = r"(?:App(?:artemen)?t\.?|Apt\.?|APPT\.?|B[âa]t(?:iment)?\.?|BAT\.?|Esc(?:alier)?\.?|[ÉE]tage|Porte|Log(?:ement)?\.?)[ \t]*(?:n°[ \t]*)?[A-Z0-9]{1,4}(?![\w])"
COMPLEMENT_AFTER = re.compile(r"[ \t]*[,\-–][ \t]*(?:\r?\n[ \t]*)?" + _COMPLEMENT + r"|[ \t]*\r?\n[ \t]*" + _COMPLEMENT)
COMPLEMENT_BEFORE = re.compile(_COMPLEMENT + r"[ \t]*[,\-–]?[ \t]*(?:\r?\n[ \t]*)?\Z")
_COMPLEMENT_HINT = re.compile(r",[ \t]*(?:[Aa]pp|[Aa]pt|APP|[Bb][âa]t|BAT|[Ee]sc|[Ll]og|[Vv]illa|VILLA)")
_NAMED_FOLDED = frozenset(fold(t) for t in NAMED_PLACES)  # "Résidence Les Pins, bât. B": the named-place rule's
_NAMED_COMPLEMENT = re.compile(rf"(?:Les?|La|L'|[{U}][{L}]+)[ \t]+(?:(?:[{U}][{L}{U}'’\-]+|du|de|des|d'|la|le|les)[ \t]+){{0,4}}"
                               rf"[{U}][{L}{U}'’\-]+[ \t]*,[ \t]*"
                               r"(?:[Aa]pp(?:artemen)?t\.?|[Aa]pt\.?|APPT\.?|[Bb][âa]t(?:iment)?\.?|BAT\.?|[Ee]sc(?:alier)?\.?"
                               r"|[Ll]og(?:ement)?\.?|[Vv]illa|VILLA)[ \t]*(?:n°[ \t]*)?[A-Z0-9]{1,4}(?![\w])")
# (",?[ \t]+" spelt from its first character, a comma or a blank, so that ``re`` skips ahead)
LETTER_DATE = re.compile(r"[, \t](?:(?<=,)[ \t]+|(?<=[ \t])[ \t]*)le[ \t]+(?:" + WEEKDAY + r"[ \t]+)?\d")
_AT_BEFORE_TOWN = re.compile(r"(?:À|A|à)[ \t]+(?=[" + U + r"])")
# What may follow "X, le " on a letter's heading line: a date, maybe a time, nothing else.
_REST_DATE = re.compile(r"\d{1,2}(?:er)?[ \t./-]*(?:\d{1,2}|[^\W\d_]+\.?)[ \t./-]*\d{2,4}"
                        r"(?:[ \t]+(?:à[ \t]+)?\d{1,2}[h:]\d{0,2})?[ \t.]*(?:\n|\Z)")
# One word before ", le DATE" that reads as a step of care or a participle, not a place:
# "Vu, le …", "Reçu, le …", "Admission, le …", "Signé, le …".
_HEADING_WORD = re.compile(r"[^\W\d_]*(?:tion|sion|ment|age|ée?s?|ue?s?|ie)\Z|(?:Fait|Date|Objet|Le|La|Les)\Z", re.IGNORECASE)
# "Fait à Valmorency, le …": the place a document was signed, whatever its name.
# (a writer without accents prints "Fait a Cholet": only the capitalised "Fait" then, since
# "ce fait a Paris…" is a sentence). At a word start: read with ``word_start_matches``.
SIGNED_AT = re.compile(r"(?:Fait[ \t]+(?:à|A|À)|FAIT[ \t]+(?:à|A|À)|fait[ \t]+(?:à|A|À)|Fait[ \t]+a)[ \t]+(?=[" + U + r"])")
# A town between dashes before the page number of a running footer ("CSV — Niort — Page 1/1").
_FOOTER_TOWN = re.compile(r"[—–|][ \t]*(?P<t>" + CITY_TOKEN.pattern + r")[ \t]*[—–|][ \t]*(?:Page|PAGE|page|p\.)[ \t]*\d")
_DASH_TOWN = re.compile(r"[ \t][–—][ \t]+(?=[" + U + r"])")
_LINE_END = re.compile(r"[ \t.]*(?:\n|\Z)")
_DASH_NEXT = re.compile(r"[ \t]+[—–][ \t]")
# the phone after the next dash: a letterhead's or footer's address line ("– Bourges – Tél. …"),
# where a commune that is also a word of the language ("Gap", "Sens") is still the town
_PLACE_KINDS = frozenset(("hopital", "clinique", "centre", "site", "pole", "accueil", "standard"))  # ("L'Hôpital" is a commune)
_PHONE_NEXT = re.compile(r"[ \t]+[—–][ \t]+(?:T[ée]l|TÉL|TEL|Standard|STANDARD|\+33|0[1-9](?:[ .]?\d\d){4})")
# Where a consultation takes place, the town after the kind of place and a comma ("cabinet, Caen",
# "Domicile, Lorient" in a schedule's "Lieu" column): the doctor's or the patient's town.
_PLACE_KIND_TOWN = re.compile(r"(?:[Cc]abinet|CABINET|[Dd]omicile|DOMICILE)(?:[ \t]+(?:m[ée]dical|infirmier|"  # at a word start
                              r"M[ÉE]DICAL|INFIRMIER))?[ \t]*[,—–][ \t]*(?=[" + U + r"])"
                              # the town of a doctor or a carer named by their role ("Dr X, médecin traitant, Argentan")
                              r"|(?:m[ée]decin[ \t]+(?:traitant|g[ée]n[ée]raliste)|infirmi[èe]re?[ \t]+lib[ée]rale?|IDE[ \t]+lib[ée]rale?|"
                              r"kin[ée]sith[ée]rapeute|pharmacie)[ \t]*,[ \t]*(?=[" + U + r"])")
# A commune after its form caption ("Ville : Vendôme", "Commune : VENDÔME", "Localité : Brest"),
# at a word start; without a colon in lower case ("code postal 40000, commune Mont-de-Marsan").
# ("Site : Angers": the establishment's site, named by its town, in a side column)
_CITY_CAPTION = re.compile(r"(?:Ville|VILLE|Commune|COMMUNE|Localit[ée]|LOCALIT[ÉE]|Site|SITE)[ \t]*:[ \t]*(?=[" + U + r"])")
_COMMUNE_WORD = re.compile(r"commune[ \t]+(?=[" + U + r"])")
_CELL_END = re.compile(r"[ \t]*(?:[|\t\n]|\Z)| {2,}")
_SIGNED_AT_CELL = re.compile(r"(?:Fait|FAIT)[ \t]+(?:à|A|À)[ \t:]*")
_POSTCODE = re.compile(r"(?:0[1-9]|[1-8]\d|9[0-5]|2[AB])\d{3}|97[1-8]\d\d|98[0-9]\d\d|(?:0[1-9]|[1-8]\d|9[0-5]) \d{3}")

CONF_STREET = 0.95
CONF_BOX = 0.90
CONF_CITY_KNOWN = 0.97
CONF_CITY = 0.90
CONF_CITY_CONTEXT = 0.90


def trim_name(name: str) -> str:
    """Drop trailing particles ("rue de la Paix et" → "rue de la Paix")."""
    words = name.split()
    while words and re.fullmatch(PARTICLES, words[-1]) and not words[-1][0].isupper():
        words.pop()
    return " ".join(words)


_ARTICLE = re.compile(rf"(?:Le|La|Les|LE|LA|LES)[ \t]+(?=[{U}])")


def _departement_at(text: str, pos: int) -> int | None:
    """End of a département's name starting at ``pos`` (the longest that is one)."""
    m = _DEPARTEMENT_TOKEN.match(text, pos, min(len(text), pos + 40))
    if m is None:
        return None
    words = re.split(r"(?<=[\w'’])(?=[ \t-])", m.group())
    for k in range(len(words), 0, -1):
        name = "".join(words[:k])
        if is_departement(name):
            return pos + len(name)
    return None


def commune_at(text: str, pos: int) -> int | None:
    """End of a known commune starting at ``pos`` (longest form first)."""
    a = _ARTICLE.match(text, pos)  # "Le Mans", "La Rochelle": the article opens the name
    if a is not None:
        m = CITY_TOKEN.match(text, a.end())
        if m is not None and is_commune(text[pos:m.end()]):
            return m.end()
    m = CITY_TOKEN.match(text, pos)
    if m is None:
        return None
    city = m.group()
    if is_commune(city):
        return m.end()
    first = city.split()[0]
    return pos + len(first) if is_commune(first) else None


_CELL_GAP = re.compile(r"[ ]{3,}|\t|[ \t]\|[ \t]")


def _last_cell_start(text: str, ls: int, end: int) -> int | None:
    """Where the last cell of the line from ``ls`` to ``end`` starts, after a gap of three
    blanks, a tab or a bar; None when the line has no such gap."""
    gaps = list(_CELL_GAP.finditer(text, ls, end))
    return gaps[-1].end() + (len(text[gaps[-1].end():end]) - len(text[gaps[-1].end():end].lstrip(" \t|"))) if gaps else None


def unknown_place(text: str, s: int, e: int) -> bool:
    """Whether ``text[s:e]`` can be a place the gazetteer does not know: capitalised words
    (four at most), none a first name, the whole not allow-listed nor one ordinary word (the
    next caption of a form read cell by cell: "Lieu de naissance⏎⏎Statut")."""
    name = text[s:e]
    words = name.split()
    if len(words) == 1 and is_ordinary_word(name):
        return False
    return (0 < len(words) <= 4 and CITY_TOKEN.fullmatch(name) is not None and not get_allowlist().contains(name)
            and not any(is_first_name(w) for w in words if w[:1].isupper()))


def _signed_at_caption(text: str, s: int, e: int) -> bool:
    return _SIGNED_AT_CELL.fullmatch(text, s, e) is not None


def _signed_at_cells(text: str):
    """The cells under or over a "Fait à" caption cell in rows of cells split by " | ", as the
    page read in rows gives a form's captions and its fields ("Fait à | le⏎Lorient | 05/08/2024")."""
    lines, pos = [], 0
    for line in text.split("\n"):
        lines.append([(pos + a, pos + b) for a, b in table_cells(line)] if " | " in line else [])
        pos += len(line) + 1
    for k, cells in enumerate(lines):
        for j, (a, b) in enumerate(cells):
            if _SIGNED_AT_CELL.fullmatch(text, a, b):
                for other in (lines[k + 1] if k + 1 < len(lines) else [], lines[k - 1] if k else []):
                    if len(other) == len(cells):
                        yield other[j]  # under or over it: the caller keeps a place only


# "demeurant 24 rue de la Motte-Brûlon à Redon": a commune after "à" that closes a street address.
_STREET_BEFORE_CITY = re.compile(
    r"\b\d{1,4}(?:[ \t]*(?:bis|ter))?,?\s+(?:rue|avenue|av\.|boulevard|bd|chemin|allée|impasse|place|route|quai|cours|"
    r"résidence|lotissement|lieu-dit|square|hameau)\b[^.;:]{0,50}\Z")


class AddressDetector:
    name = SOURCE

    @staticmethod
    def _context_cities(text: str):
        """Known communes after "habite à", "né(e) à", "1976 à", "ville de", or heading a letter."""
        for m in CITY_PREP.finditer(text):
            before = text[max(0, m.start() - 28):m.start()].rstrip(" \t")
            if text[m.start() + 1] == "a" and before[-1:].isdigit() and not _YEAR_END.search(before):
                continue  # "a" for "à" (a writer without accents) after a year only: "3 a Nantes" is no birthplace
            # (the words before first: most prepositions of a page follow none, and the commune look-up costs more)
            if CITY_VERB_BEFORE.search(before) or (text[m.start() + 1] == "à" and _STREET_BEFORE_CITY.search(
                    text, max(0, m.start() - 70), m.start())):
                end = commune_at(text, m.end())
                if end is not None:
                    yield m.end(), end
        for m in LETTER_DATE.finditer(text):
            ls = text.rfind("\n", 0, m.start()) + 1
            head = text[ls:m.start()]
            s0 = ls + len(head) - len(head.lstrip(" \t"))
            at = _AT_BEFORE_TOWN.match(text, s0, m.start())
            s0 = at.end() if at is not None else s0  # "À Brest, le 19 juillet 2026"
            if s0 >= m.start():
                continue
            if commune_at(text, s0) == m.start():
                yield s0, m.start()
            elif (c0 := _last_cell_start(text, ls, m.start())) is not None and commune_at(text, c0) == m.start():
                yield c0, m.start()  # a known commune in the last cell of its line: "N/Réf. : …      Gray, le …"
            elif text[m.start()] == "," and _REST_DATE.match(text, m.end() - 1) and unknown_place(text, s0, m.start()) \
                    and not _HEADING_WORD.match(text[s0:m.start()]):
                yield s0, m.start()  # "L'Isle-Vernay, le 12 mars 2024" alone on its line: a place
        for m in _FUND_TOWN.finditer(text) if _FUND_HINT.search(text) else ():
            end = commune_at(text, m.end()) or _departement_at(text, m.end())  # "CPAM de Saint-Malo", "CPAM de l'Yonne":
            if end is not None:  # the patient's local fund
                yield m.end(), end
        for m in _DOCTOR_AT.finditer(text) if " à " in text or "(" in text or " - " in text or " – " in text else ():
            end = commune_at(text, m.end())
            if end is not None and (text[end:end + 1] in (")", ",") if m.group("paren") else _DOCTOR_DASH_NEXT.match(text, end)
                                    if m.group("dash") else _DOCTOR_AT_END.match(text, end)):  # "Dr X à Vitré, RPPS …": where the doctor works
                yield m.end(), end
        for m in word_start_matches(SIGNED_AT, text) if "ait" in text or "AIT" in text else ():
            c = CITY_TOKEN.match(text, m.end())
            if c is not None and (unknown_place(text, c.start(), c.start() + len(trim_name(c.group())))
                                  or is_commune(trim_name(c.group()))):  # "Fait à Gray": a commune that is a word too
                yield c.start(), c.start() + len(trim_name(c.group()))
        for m in [*(word_start_matches(_CITY_CAPTION, text) if ":" in text else ()),
                  *(word_start_matches(_COMMUNE_WORD, text) if "commune " in text else ())]:
            end = commune_at(text, m.end())
            if end is not None:
                yield m.end(), end
        for m in word_start_matches(_PLACE_KIND_TOWN, text) if "abinet" in text or "omicile" in text or "ABINET" in text \
                or "OMICILE" in text or "traitant" in text or "lib" in text or "harmacie" in text or "sith" in text else ():
            end = commune_at(text, m.end())  # a known commune, ending its cell or line
            if end is not None and _CELL_END.match(text, end):
                yield m.end(), end
        for m in _DASH_TOWN.finditer(text) if "–" in text or "—" in text else ():
            end = commune_at(text, m.end())  # "Rédigé le 01/01/2026 – Lorient", "Centre agréé CMPV – Tarbes":
            town = fold(text[m.end():end]) if end is not None else ""
            if end is not None and (_LINE_END.match(text, end) or _DASH_NEXT.match(text, end)) and \
                    (not is_ordinary_word(town) or (_PHONE_NEXT.match(text, end) and town.lower() not in _PLACE_KINDS)):
                yield m.end(), end  # a known commune closing its line, or between dashes, after a dash:
                # where the letter is from ("CH2B – Montluçon – Tél. …")
        for m in _FOOTER_TOWN.finditer(text) if "age" in text or "AGE" in text else ():
            if commune_at(text, m.start("t")) == m.end("t"):  # "CSV — Niort — Page 1/1": where the letter is from
                yield m.start("t"), m.end("t")
        for s0, e0 in _signed_at_cells(text) if " | " in text and "ait" in text else ():
            c = CITY_TOKEN.match(text, s0, e0)
            if c is not None and c.end() == e0 and (commune_at(text, s0) == e0 or unknown_place(text, s0, e0)):
                yield s0, e0
        for s0, e0 in sorted(label_cells(text, _signed_at_caption)) if "Fait" in text or "FAIT" in text else ():
            if commune_at(text, s0) == e0:  # "Fait à⏎le⏎⏎Lorient⏎05/08/2024": a known commune only, so far from the caption
                yield s0, e0

    def detect_page(self, page: int, text: str) -> list[Span]:
        out: list[Span] = []
        pos = 0
        while True:
            h = STREET_HEAD.search(text, pos)
            if h is None:
                break
            if not left_ok(text, h.start(), "/.,") or fold(h.group("type")) not in STREET_TYPE_SET:
                pos = h.end("num")  # the number may still start another address
                continue
            m = STREET.match(text, h.start())
            if m is None:
                pos = h.start() + 1
                continue
            if fold(m.group("type")) not in STREET_TYPE_SET or (
                    m.group("type") == "CH" and not _CAPS_LINK.match(text, m.end("type"))):
                pos = m.end("num")  # "sonde 15 CH": a catheter's Charrière gauge, no "chemin"
                continue
            pos = m.end()
            name = m.group("name")
            if not re.search(rf"[{U}][{L}{U}]", name):
                continue
            trimmed = trim_name(name)
            e = m.start("name") + len(name.rstrip()) if trimmed == name.strip() else m.start("name") + name.find(trimmed) + len(trimmed)
            ext = _PROLONGED.match(text, e)
            sp = make_span(page, text, m.start(), ext.end() if ext else e, "ADRESSE", SOURCE, CONF_STREET)
            if sp:
                out.append(sp)
                before = COMPLEMENT_BEFORE.search(text, max(0, sp.start - 24), sp.start)
                for c in (COMPLEMENT_AFTER.match(text, sp.end), before if before and left_ok(text, before.start()) else None):
                    if c is not None:
                        cs = c.start() + len(c.group()) - len(c.group().lstrip(" \t,-–\r\n"))
                        ce = c.start() + len(c.group().rstrip(" \t,-–\r\n"))
                        x = make_span(page, text, cs, ce, "ADRESSE", SOURCE, CONF_NAMED)
                        if x:
                            out.append(x)
                a = AFTER_STREET.match(text, sp.end)
                known_only = a is None
                a = a or _COMMA_TOWN.match(text, sp.end)
                c = CITY_TOKEN.match(text, a.end()) if a else None
                if c is not None:
                    city = trim_name(c.group())
                    if known_only and not is_commune(city):
                        city = ""  # after a bare comma only a commune the gazetteer knows ("…, Appt 14")
                    if city and not get_allowlist().contains(city):
                        conf = CONF_CITY_KNOWN if is_commune(city) else CONF_CITY
                        v = make_span(page, text, c.start(), c.start() + len(city), "VILLE", SOURCE, conf)
                        if v:
                            out.append(v)
        for m in _NAMED_COMPLEMENT.finditer(text) if _COMPLEMENT_HINT.search(text) else ():
            # "Les Terrasses du Lac, appt 12": a residence named without its type, then a flat
            if left_ok(text, m.start()) and fold(m.group().split()[0]) not in _NAMED_FOLDED \
                    and not any(m.start() < x.end and x.start < m.end() for x in out):
                sp = make_span(page, text, m.start(), m.end(), "ADRESSE", SOURCE, CONF_NAMED)
                if sp:
                    out.append(sp)
        for m in NAMED.finditer(text):
            if not left_ok(text, m.start()):
                continue
            if not re.search(rf"[{U}]", m.group("name")) or not (m.group("type")[0].isupper() or
                                                                  m.group("type").startswith("lieu")
                                                                  or text[max(0, m.start() - 3):m.start()].rstrip(" \t").endswith(":")):
                continue  # "au lieu-dit Kerlann" in lower case is a place, and a field's value ("Domicile :
                # lotissement Les Genêts"); "résidence" in a sentence is no name
            trimmed = trim_name(m.group("name"))
            sp = make_span(page, text, m.start(), m.start("name") + len(trimmed), "ADRESSE", SOURCE, CONF_NAMED)
            if sp:
                out.append(sp)
        for m in POSTBOX.finditer(text):
            if not left_ok(text, m.start()):
                continue
            sp = make_span(page, text, m.start(), m.end(), "ADRESSE", SOURCE, CONF_BOX)
            if sp:
                out.append(sp)
        allow = get_allowlist()
        from app.detection.rules.birthplaces import birthplaces  # (it reads this module's towns)

        for s0, e0 in list(self._context_cities(text)) + list(birthplaces(text)) + place_column_towns(text):
            city = text[s0:e0]
            if allow.contains(city) and not is_commune(city) and not is_departement(city):
                continue  # a commune that is also a medical word ("Redon") counts in a place's context
            if any(x.start == s0 and x.end == e0 and x.label == "VILLE" for x in out):
                continue  # "4 route de Cambo à Ustaritz": the town after the street is already there
            sp = make_span(page, text, s0, e0, "VILLE", SOURCE, CONF_CITY_CONTEXT)
            if sp:
                out.append(sp)
        for m in LABELLED_POSTCODE.finditer(text) if ("CP" in text or "ostal" in text or "dépt" in text or "dept" in text) else ():
            if _POSTCODE.fullmatch(m.group("cp").replace(" ", "")) and not any(x.start <= m.start("cp") < x.end for x in out):
                sp = make_span(page, text, m.start("cp"), m.end("cp"), "CODE_POSTAL", SOURCE, CONF_CITY)
                if sp:
                    out.append(sp)
        from app.detection.rules.address_bare_streets import street_before  # (it reads this module's street words)

        for m in POSTAL_CITY.finditer(text):
            if not left_ok(text, m.start(), ".,/-") or not _POSTCODE.fullmatch(m.group("cp")):
                continue
            city = trim_name(m.group("city"))
            known = is_commune(city)
            if not known and text.count("\n", m.end("cp"), m.start("city")) > 1:
                continue  # across a blank line (a wrapped line read as its own paragraph), a known town only
            wrapped = not known and "\n" in text[m.end("cp"):m.start("city")]
            if wrapped:
                # the next cell's caption between the postcode and its town, as a grid whose value
                # wrapped is read ("…, 42400⏎Adresse⏎Saint-Chamond"): a known town on the line after
                moved = _town_line_after(text, m.start("city"))
                if moved is not None:
                    cp = make_span(page, text, m.start("cp"), m.end("cp"), "CODE_POSTAL", SOURCE, CONF_CITY_KNOWN)
                    vi = make_span(page, text, *moved, "VILLE", SOURCE, CONF_CITY_KNOWN)
                    out.extend(x for x in (cp, vi) if x)
                    continue
            if (len(city) < 2 and not known) or (not known and (allow.contains(city) or allow.contains(city.split()[0]))):
                continue  # after a postcode, a known commune is one even if a medical word ("35600 Redon")
            if not known and any(c in text[m.end("cp"):m.start("city")] for c in "-–/"):
                continue  # "29200 - BREST", "63500 / Issoire" only for a known commune: "12345 - Bilan" is a reference
            if not known and city.lower() in _NOT_A_CITY:
                continue  # "35000 The results", "12345 Sept": a number before an English word or a month
            conf = CONF_CITY_KNOWN if known else CONF_CITY
            street = street_before(text, m.start("cp"))
            if street is not None and not any(x.start < street[1] and street[0] < x.end for x in out):
                out.extend(x for x in (make_span(page, text, *street, "ADRESSE", SOURCE, CONF_NAMED),) if x)
            cp = make_span(page, text, m.start("cp"), m.end("cp"), "CODE_POSTAL", SOURCE, conf)
            ce = m.start("city") + len(city)  # "CEDEX" after it names no place: it stays
            # (a word of the language on the next line is another cell's caption, no town: "42400⏎Lieu")
            caption = wrapped and is_ordinary_word(fold(city).lower())
            vi = make_span(page, text, m.start("city"), ce, "VILLE", SOURCE, conf) if not caption else None
            out.extend(x for x in (cp, vi) if x)
        for s0, e0, kind in postcodes_closing_street_lines(text, [(x.start, x.end) for x in out if x.label == "ADRESSE"]):
            if not any(x.start < e0 and s0 < x.end for x in out):
                sp = make_span(page, text, s0, e0, kind, SOURCE, CONF_CITY_KNOWN)
                if sp:
                    out.append(sp)
        out.extend(caption_address_spans(page, text, out))
        return out




def _town_line_after(text: str, pos: int) -> tuple[int, int] | None:
    """(start, end) of the town opening the next line when the line from ``pos`` is a short
    caption (no digit) and the next one is a known commune, alone or before a dash; else None."""
    nl = text.find("\n", pos)
    if nl < 0 or nl - pos > 30 or any(c.isdigit() for c in text[pos:nl]):
        return None
    end = text.find("\n", nl + 1)
    end = len(text) if end < 0 else end
    line = text[nl + 1:end]
    a = nl + 1 + len(line) - len(line.lstrip())
    b = commune_at(text, a)  # alone, or before a dash ("Aubigny-sur-Nère – 04.65.71.77.03")
    if b is None or not (_LINE_END.match(text, b) or _DASH_NEXT.match(text, b)):
        return None
    return (a, b) if not is_ordinary_word(fold(text[a:b]).lower()) else None
