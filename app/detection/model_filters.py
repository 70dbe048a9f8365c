"""What the model may propose: filters and trims for the NER engine's spans.

Why apart from the rules: the model reads every capitalised word as a possible
name or place, so its spans are judged against the page before they join the
rules' (allow-listed terms, dictionary words, headings, captions run into a
name across a line break, codes, lone unsure words). Rules' spans never pass
here. Works on the plain-space copy of the page (``analyze.plain_spaces``).
"""

from __future__ import annotations

import regex

from app.detection.device_context import after_device_noun
from app.detection.model_retype import retype_model_span
from app.detection.model_trims import (FORM_WORDS, SHORT_LINKS, form_word, paragraphs, trim_form_words,
                                      without_cedex, without_leading_word, without_trailing_lower_word,
                                      without_trailing_words)
from app.detection.model_word_forms import no_name_by_form
from app.detection.model_word_surnames import (CIVILITY_BEFORE as _CIVILITY_BEFORE, common_noun_after_determiner,
                                               word_surname_in_lower_case)
from app.detection.model_public_names import company_name, region_name, study_name, title_alone
from app.detection.phrase_context import described_by_phrase
from app.detection.rules.common import WEEKDAYS
from app.detection.rules.message_segments import read_fields
from app.detection.spans import Span


def filter_model_spans(plain: str, found: list[Span]) -> list[Span]:
    """The model's spans for one page, trimmed (a name run into a caption across a line
    break), split at blank lines, each part trimmed so again and of a leading caption word
    and a CEDEX tail, then those judged to be no value dropped; a name the words around it show to be a town or an
    establishment takes that kind."""
    trim = _form_trimmed(plain)
    found = [without_trailing_words(without_leading_word(without_cedex(part))) for t in map(trim, found)
             if t is not None for p in paragraphs(t) for part in (trim(p),) if part is not None]
    return [without_trailing_lower_word(retype_model_span(plain, s)) for s in found if not _allowlisted_model_span(plain, s) and not _bare_number_address(plain, s)
            and not _weak_lone_word(plain, s) and not _code_like_model_span(plain, s)
            and not _heading_word_span(plain, s) and not _lower_case_address(plain, s)
            and not _lower_case_establishment(s)
            and not _dictionary_word_span(plain, s) and not _tiny_name(plain, s) and not title_alone(s)
            and not study_name(plain, s) and not company_name(plain, s) and not region_name(plain, s)
            and not word_surname_in_lower_case(plain, s) and not common_noun_after_determiner(plain, s)
            and not after_device_noun(plain, s) and not _drug_with_atc_code(plain, s) and not _drug_with_dose(plain, s)
            and not no_name_by_form(plain, s)
            and not described_by_phrase(plain, s) and not _in_read_message_field(plain, s)]


def _form_trimmed(plain: str):
    """The model span without the form words it ran into across line breaks (each paragraph
    again once split: "Rubrique⏎Renseignement⏎⏎Voyageur⏎DANDRIEUX Géraldine")."""
    def trim(s: Span) -> Span | None:
        if "\n" not in s.text:
            return s
        if s.label in ("NOM", "PRENOM", "VILLE", "ETAB"):
            return trim_form_words(plain, s)
        return trim_form_words(plain, s, form_only=True) if s.label == "ADRESSE" else s
    return trim


def _in_read_message_field(text: str, s: Span) -> bool:
    """A span inside a printed HL7 / HPRIM field that the message reader reads itself or that
    holds no person (an authority, an application, a code)."""
    return any(a <= s.start and s.end <= b for a, b in read_fields(text))


def _widen_to_words(text: str, s: Span, joiners: str = "") -> tuple[int, int]:
    """The span's range grown to whole words (letters, digits and ``joiners``)."""
    a, b = s.start, s.end
    while a > 0 and (text[a - 1].isalnum() or text[a - 1] in joiners):
        a -= 1
    while b < len(text) and (text[b].isalnum() or text[b] in joiners):
        b += 1
    return a, b


_ELIDED = regex.compile(r"^(?:[dDlL]|QU|qu|Qu)['\u2019](?=\w{2})")


def _allowlisted_model_span(text: str, s: Span) -> bool:
    """A model-only span whose capitalised words are all medical allow-list entries.

    The model tags eponyms now and then ("signe de Babinski", "point de Mac
    Burney", sometimes a fragment such as "Bab"); the rules never redact the
    allow-list, and the model must not make the tool noisy either. The span
    is widened to whole words before the check so a fragment is judged by
    the word it cuts. Spans holding a digit are never dropped.
    """
    from app.detection.rules.allowlist import get_allowlist

    a, b = _widen_to_words(text, s, "-")
    chunk = text[a:b]
    if any(map(str.isdigit, chunk)) or _CIVILITY_BEFORE.search(text, max(0, a - 16), a):
        return False  # "Dr Murphy" is a person, whatever the eponym list says
    # "DEMANDE D'EXAMEN": an elided link word before an allow-listed one is read apart
    words = [_ELIDED.sub("", w.strip(".,;:()'\u2019\"")) for w in chunk.split()]
    # link words inside a heading in capitals ("ASSURÉ ET BÉNÉFICIAIRE") are no names; leading
    # ones are a surname's particle ("DE LA SALLE") and stay
    lead = 0
    while lead < len(words) and words[lead].upper() in _CAPS_LINKS:
        lead += 1
    words = words[:lead] + [w for w in words[lead:] if w.upper() not in _CAPS_LINKS] or words
    # "trocart", "le ritonavir" in lower case: the words but an article
    capitalised = [w for w in words if w and w[0].isupper()] or [w for w in words if w and w.upper() not in _CAPS_LINKS] \
        or [w for w in words if w]
    if len(capitalised) > 1:  # "Bloc B", "Salle 3 A": a single letter beside allow-listed words is no name
        capitalised = [w for w in capitalised if len(w) > 1] or capitalised
    if not capitalised:
        return False
    allow = get_allowlist()
    if allow.contains(" ".join(capitalised)):
        return True
    if (nxt := _NEXT_CAPITALISED.match(text, b)) is not None and allow.contains(" ".join([*capitalised, nxt.group(1)])):
        return True  # "Burkina" of "Burkina Faso", "Sri" of "Sri Lanka": the first words of an entry
    return all(allow.contains(w) or _allowed_compound(allow, w) for w in capitalised)


_NEXT_CAPITALISED = regex.compile(r"[ \t]+(\p{Lu}[\p{L}\-]+)")


def _allowed_compound(allow, word: str) -> bool:
    """"Amoxicilline-acide", "Pipéracilline-tazobactam": an allow-listed drug joined to words
    in lower case; "SIH-Hélios", "DPI-Orbis": an allow-listed system acronym joined to its
    product's name (the software that printed the page, not a person)."""
    head, _, rest = word.partition("-")
    if not rest or not allow.contains(head):
        return False
    if all(allow.contains(p) for p in rest.split("-")):
        return True  # allow-listed parts only: a vaccine's valences "DTCaP-Hib-HepB"
    # (a product's name has lower-case letters: "EHPAD-HHB" is an establishment's acronym)
    return rest.replace("-", "").islower() or (head.isupper() and 2 <= len(head) <= 5 and rest[:1].isupper()
                                               and any(c.islower() for c in rest))


_CAPS_LINKS = frozenset("DE DU DES ET LA LE LES À A AU AUX EN SUR PAR POUR D L".split())
# Endings of French common nouns and adjectives that no surname has ("THORACIQUE",
# "MICROSCOPIQUE", "COLOSCOPIE", "ADMISSION"), folded.
_NOUN_ENDINGS = ("ique", "iques", "tion", "tions", "sion", "sions", "logie", "logies", "graphie", "graphies", "scopie",
                 "scopies", "tomie", "tomies", "plastie", "plasties", "isme", "ismes", "algie", "algies", "pathie",
                 "pathies", "emie", "emies")


_STREET_WORD = regex.compile(
    r"(?i)\b(?:rue|av|avenue|bd|boulevard|chemin|allée|allee|impasse|place|route|quai|cours|résidence|residence|"
    r"lotissement|square|voie|passage|hameau|cité|cite|lieu-dit|lieudit|villa|domaine|quartier|bâtiment|batiment|bât|bat|"
    r"esc|escalier|appartement|appt|apt|étage|etage|bp|cs|cedex)\b")


def _lower_case_establishment(s: Span) -> bool:
    """A model establishment in lower case made of ordinary words and links only, with no
    kind word ("de santé" of "l'état de santé de la personne"): a phrase, not a name."""
    if s.label != "ETAB" or not s.text.islower():
        return False
    from app.detection.rules.common import fold
    from app.detection.rules.gazetteers import is_ordinary_word

    words = [w for w in regex.split(r"[\s'’\-]+", s.text) if w]
    return bool(words) and not any(fold(w) in _PLACE_WORDS for w in words) and all(
        w in _INNER_LINKS or is_ordinary_word(w) for w in words)


def _lower_case_address(text: str, s: Span) -> bool:
    """A model address in lower case (or on a line in capitals), with no number and no street
    word: an anatomical or clinical phrase ("fosse iliaque droite"), not an address; nor with a street word when the
    words after it are ordinary ones ("voie veineuse", "voie publique"): a street's name is
    a proper name."""
    if s.label != "ADRESSE":
        return False
    a, b = _widen_to_words(text, s, "-")
    chunk = text[a:b]
    if chunk.isupper() and _caps_line(text, s):  # "MANGE LA MOITIE DU PLATEAU": a line of capitals
        chunk = chunk.lower()
    if not chunk.islower() or any(map(str.isdigit, chunk)):
        return False
    street = _STREET_WORD.search(chunk)
    if street is None:
        return True
    from app.detection.rules.gazetteers import is_commune, is_ordinary_word

    rest = [w for w in chunk[street.end():].replace("-", " ").split() if w not in SHORT_LINKS]
    return bool(rest) and all(is_ordinary_word(w) and not is_commune(w) for w in rest)


def _heading_word_span(text: str, s: Span) -> bool:
    """A model-only span in capitals whose words are link words or words of seven letters
    or more with an ending only common nouns have ("SCANNER THORACIQUE" read as a name
    in a heading), none a first name, no civility before."""
    if s.label not in ("NOM", "PRENOM", "VILLE", "ETAB", "ADRESSE"):
        return False
    a, b = _widen_to_words(text, s, "-")
    words = [w.strip(".,;:()'\u2019\"") for w in text[a:b].split()]
    if not words or not all(w.isupper() for w in words if w) or _CIVILITY_BEFORE.search(text, max(0, a - 16), a):
        return False
    if words[0] in _CAPS_LINKS:
        return False  # "DE LA SALLE": a particle opens a surname
    from app.detection.rules.allowlist import get_allowlist
    from app.detection.rules.common import fold
    from app.detection.rules.gazetteers import is_first_name

    allow = get_allowlist()
    ended = 0
    for w in words:
        if not w or w in _CAPS_LINKS:
            continue
        if is_first_name(w):
            return False
        if not (allow.contains(w) or (len(w) >= 7 and fold(w).endswith(_NOUN_ENDINGS))):
            return False
        ended += 1
    return ended > 0


_NAME_CONTEXT = regex.compile(
    r"(?:\b(?:pr[ée]noms?|n[ée]e?|[ée]pouse|ép|patiente?|nom\s+d['’]usage|nom\s+de\s+naissance|nom\s+marital|"
    r"identit[ée]|fils|fille|m[èe]re|p[èe]re|conjointe?|[ée]poux|tuteur|tutrice)\.?\s*[:=]?)\s*$",
    regex.IGNORECASE,
)
# "de La Brosse": a particle before the word makes it a surname.
_PARTICLE_BEFORE = regex.compile(r"(?:\b(?:de|du|des|la|le|van|von|ben|el)\s+|\bd['’])$", regex.IGNORECASE)
_PLACE_WORDS = frozenset(
    "bat batiment escalier appartement etage taxi taxis ambulance ambulances clinique polyclinique centre hopital "
    "laboratoire cabinet pharmacie mutuelle caisse institut residence site maison groupe ehpad "
    "mairie prefecture tribunal commissariat gendarmerie".split())
# Public offices a certificate names: no one's surname, and nothing named without their town.
_OFFICE_WORDS = frozenset("mairie prefecture tribunal commissariat gendarmerie".split())
_WEEKDAYS = frozenset(WEEKDAYS)
# Short words inside a run of ordinary words: the links, and "ou" ("OU HORS LISTE"), which
# opens no name.
_INNER_LINKS = SHORT_LINKS | {"ou"}


def _dictionary_word_span(text: str, s: Span) -> bool:
    """A model name made only of ordinary French words ("CERTIFICAT MÉDICAL", "Naissance",
    "pénicilline", "Bureau des"), none a first name nor a surname that is also a word
    ("Petit", "Bonnet" stay names), no particle opening it, no civility or name label
    before. A town or an establishment only when it is one such word ("Feuillet", "Lieu",
    "LONGUE"): establishments are named with ordinary words ("Les Trois Vallées"), and a
    commune never counts as ordinary. A lone word in capitals only on a line in capitals
    (a heading: "MALADIES INTERCURRENTES"); elsewhere it is as often a surname. A lone
    trigger or street word ("Cabinet", "Hôpital") names nothing. Dictionary:
    tools/build_french_words.py. A patient named so elsewhere with a civility is still
    masked everywhere by propagation."""
    if s.label not in ("NOM", "PRENOM", "VILLE", "ETAB"):
        return False
    # "COURRIER D'ADRESSAGE": an elided link word is read apart
    raw = [w.strip(".,;:()'\u2019\"") for w in s.text.split()]
    words = [w for w in (_ELIDED.sub("", w) for w in raw) if w]
    # a word after an elided "d'" in lower case is a noun's complement ("pollen d'olivier"), no first
    # name, though the dictionary leaves first names out
    complements = {_ELIDED.sub("", w) for w in raw if _ELIDED.match(w)} if s.text.islower() else set()
    if not words or len(words) > 4:
        return False
    if words[0].lower() in SHORT_LINKS or words[0] in _CAPS_LINKS:
        # a particle opens a surname ("DE LA BROSSE"), not in a heading in capitals ("IRM DU GENOU DROIT")
        if not (words[0] in _CAPS_LINKS and len(words) > 1 and _caps_line(text, s)):
            return False
        words = [w for w in words if w not in _CAPS_LINKS]
    if s.label == "ETAB" and len(words) > 1 and not (s.text.isupper() and _caps_line(text, s)):
        return False  # (several words in capitals on a heading line are judged word by word below:
        # "CONSTATATION DE COUPS" of a certificate's title names no establishment)
    from app.detection.rules.addresses import STREET_TYPE_SET
    from app.detection.rules.common import fold
    from app.detection.rules.gazetteers import is_commune, is_first_name, is_ordinary_word

    if all(w.lower() in _WEEKDAYS for w in words):
        return True  # "Validé le mercredi 28 février": no one is named after a weekday
    if len(words) == 1 and fold(words[0]) in _OFFICE_WORDS:
        return True  # "à la MAIRIE": a public office, no one's surname even after an article
    head = text[max(0, s.start - 30):s.start]
    if _CIVILITY_BEFORE.search(head) or _NAME_CONTEXT.search(head) or (
            s.label != "ETAB" and not s.text[:1].islower() and _PARTICLE_BEFORE.search(head)
            and not _words_heading(text, s)):
        return False  # a particle before a name or a place; "Service d'Accueil" names no establishment
    if len(words) == 1 and (fold(words[0]) in _PLACE_WORDS or fold(words[0]) in STREET_TYPE_SET):
        return True  # "Cabinet", "Hôpital", "Groupe" alone: a trigger with no name after it
    if len(words) == 1 and _noun_heading_line(text, s, words[0]):
        return True  # "Marques de révision", "Tours de garde": a noun and its complement open the line
    if not s.text.islower() and (is_commune(s.text) or is_commune("-".join(s.text.split()))):
        return False  # "Aigues-Mortes", "Bar sur Aube": a commune, whatever its words
    if len(words) == 1 and words[0].isupper() and s.label in ("NOM", "PRENOM") and not _caps_line(text, s):
        return False  # a lone word in capitals is as often a surname ("TOURELLE")
    long_words = 0
    for w in words:
        if fold(w) in STREET_TYPE_SET or fold(w) in _PLACE_WORDS:
            return False  # "Lieu-dit La Garenne", "Bât", "Taxi …": part of an address or a business
        if "-" in w and w.replace("-", "").isalpha() and is_ordinary_word(w) and not is_commune(w):
            long_words += 1  # "Contre-indications": a word of the dictionary, whatever its parts
            continue
        parts = w.split("-")
        for k, p in enumerate(parts):
            if k < len(parts) - 1 and p.islower() and p.endswith("o") and len(p) >= 4:
                continue  # a combining form ("artério-veineuse", "gastro-duodénal"): the last part decides
            if len(p) <= 2 or p.lower() in _INNER_LINKS:
                if p.lower() not in _INNER_LINKS:
                    return False
                continue
            complement = w in complements and is_first_name(p)  # "d'olivier": the tree, though a first name
            if not p.isalpha() or (not complement and (not is_ordinary_word(p) or is_first_name(p))) or (
                    is_commune(p) and not p.islower() and (s.label not in ("NOM", "PRENOM") or len(words) == 1)):
                return False  # a commune is written with its capital: "deux cannes" is no town; "Marges saines" no name
            long_words += 1
    return long_words > 0


# A noun's complement in lower case right after the word: "de révision", "d'entrée", "des soins".
_COMPLEMENT_AFTER = regex.compile(r"[ \t]+(?:de|des|du|d['’])[ \t]*[a-zàâçéèêëîïôûùü]{3,}(?![\w-])")


def _noun_heading_line(text: str, s: Span, word: str) -> bool:
    """The word opens its line, is a word of the language (or its plural) and no first name,
    and a complement in lower case follows: a heading's noun phrase, though a commune bears the
    word ("Marques", "Tours")."""
    from app.detection.rules.gazetteers import is_first_name, is_ordinary_word

    ls = text.rfind("\n", 0, s.start) + 1
    if text[ls:s.start].strip(" \t•-–—*·") or not word[:1].isupper() or word.isupper() or is_first_name(word):
        return False
    low = word.lower()
    if not (is_ordinary_word(low) or (low[-1:] in ("s", "x") and is_ordinary_word(low[:-1]))):
        return False
    return _COMPLEMENT_AFTER.match(text, s.end) is not None


def _words_heading(text: str, s: Span) -> bool:
    """The span's line is in capitals and made of words of the language only, none a first
    name: a heading or a cue ("L'AGENT D'ACCUEIL", "SERVICE D'ACCUEIL DES URGENCES"), where an
    elided "D'" is no surname's particle ("JEANNE D'ARC" has a first name)."""
    from app.detection.rules.gazetteers import is_first_name, is_ordinary_word

    ls = text.rfind("\n", 0, s.start) + 1
    le = text.find("\n", s.end)
    line = text[ls:len(text) if le < 0 else le]
    if any(c.islower() for c in line):
        return False
    words = [w for w in (_ELIDED.sub("", w.strip(".,;:()'\u2019\"")) for w in line.split()) if w]
    return len(words) >= 2 and all(
        w.isalpha() and (w.lower() in _INNER_LINKS or (is_ordinary_word(w.lower()) and not is_first_name(w))) for w in words)


def _caps_line(text: str, s: Span) -> bool:
    """The span's line has no lower-case letter and two words or more, or the word stands
    alone on its line, unsure: a heading ("HÉMOSTASE"), as a surname alone seldom is."""
    ls = text.rfind("\n", 0, s.start) + 1
    le = text.find("\n", s.end)
    line = text[ls:len(text) if le < 0 else le]
    if line.strip() == s.text.strip():
        # (unsure, or a word of the language that no surname is, however sure: a form's section
        # title, "EMPLOYEUR", "AVIS"; "PETIT", "MEUNIER" are surnames too and stay)
        from app.detection.rules.gazetteers import is_ordinary_word

        word = s.text.strip()
        return s.confidence < 0.7 or (" " not in word and word.isalpha() and is_ordinary_word(word.lower()))
    return not any(c.islower() for c in line) and len(line.split()) >= 2


def _tiny_name(text: str, s: Span) -> bool:
    """A model name of one or two letters, unsure, with no civility before ("FJ", "TV" in a
    bill's table): a code, not a surname (short surnames come after "M." or a first name); a
    link word in lower case, or alone in capitals ("DE"), however sure; an address of one
    ordinary word and no digit."""
    if s.label == "ADRESSE" and " " not in s.text.strip() and not any(c.isdigit() for c in s.text):
        from app.detection.rules.gazetteers import is_ordinary_word

        before = text[max(0, s.start - 30):s.start].split()
        if before and (before[-1].lower() in SHORT_LINKS or before[-1].lower().endswith(("'", "’"))
                       or any(c.isdigit() for c in before[-1])):
            return False  # "50 route des⏎Coquelicots": the street's name, wrapped to the next line
        return is_ordinary_word(s.text.strip().lower())  # "Lieu du décès : domicile": no address
    t = s.text.strip(" .")
    if s.label in ("VILLE", "ETAB", "NOM", "PRENOM") and len(t) >= 2 and t.lower() in SHORT_LINKS and (
            t.isupper() or s.label in ("VILLE", "ETAB")):
        return True  # "DE" alone on its line (a transfer ticket's "DE ⏎ VERS" boxes): no town, no one
    if s.label not in ("NOM", "PRENOM"):
        return False
    if t in SHORT_LINKS:
        return True  # "le" of "Date du décès : le mercredi": an article in lower case is nobody's name
    if len(t) == 1 and _CODE_ARTICLE.search(text, max(0, s.start - 12), s.start) and _ARTICLE_NUMBER.match(text, s.end):
        return True  # the book of a code's article ("article D. 398", "art. L. 1110-4"): no initial, however sure
    if s.confidence >= 0.7:
        return False
    return len(t) <= 2 and t.isalpha() and not _CIVILITY_BEFORE.search(text, max(0, s.start - 16), s.start)


_CODE_ARTICLE = regex.compile(r"(?i)\b(?:articles?|art\.)\s*$")
_ARTICLE_NUMBER = regex.compile(r"\.?\s?\d{1,4}(?:-\d+)*\b")
# (and a batch: "Anapen 150 lot AP3017B", a dose then the lot's number)
_ROOM_WORDS = regex.compile(r"(?i)(?:chambre|ch|lit|box|salle|bloc|étage|etage|porte|bureau|unité|uf|n°|no|lot)\.?")
_STREET_AFTER = regex.compile(
    r"\s*(?:(?:bis|ter)\b)?\s*,?\s*(?:rue|av(?:enue)?|bd|boulevard|chemin|ch\.|allée|impasse|place|pl\.|route|rte|quai|"
    r"cours|résidence|lotissement|lot\.|square|sq\.|voie|passage|hameau|cité|parvis|esplanade|promenade|sentier)\b",
    regex.IGNORECASE,
)


def _bare_number_address(text: str, s: Span) -> bool:
    """A model ADRESSE span that is only a number ("139" in a lab table,
    "chambre 302"), not followed by a street word.

    Such a number identifies no one, and the model tags some numbers of
    tables and room mentions as street numbers (model 0.2, calibrated
    confidence ≈ 0.5). A real street number is kept: the street word after
    it keeps the span, and the address rule covers the whole line anyway.
    """
    if s.label != "ADRESSE":
        return False
    a, b = _widen_to_words(text, s)
    words = [w.strip(".,;:()") for w in text[a:b].split()]
    words = [w for w in words if w]
    if not words or not any(w.isdigit() or (i > 0 and _lot_code(words, i)) for i, w in enumerate(words)):
        return False
    if not all(w.isdigit() or _ROOM_WORDS.fullmatch(w) or (len(w) == 1 and w.isalpha()) or _lot_code(words, i)
               for i, w in enumerate(words)):
        return False  # "chambre 450 lit B": numbers, room words and a bed letter; "lot LX2307A": a batch
    return _STREET_AFTER.match(text, b) is None


def _lot_code(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` is a batch's code after "lot" ("lot LX2307A", "lot K1-24-0917")."""
    w = words[i]
    return i > 0 and words[i - 1].lower() == "lot" and any(c.isdigit() for c in w) and w.replace("-", "").isalnum()


_ONE_WORD = regex.compile(r"[^\W\d_][^\W\d_'’\-]*")


_CODE_WORD = regex.compile(r"(?=[\w\-]*\d)(?=[\w\-]*[^\W\d_])[\w\-]+|\d+|[A-Z]{2,4}")


# A drug's ATC code in brackets right after the word ("varénicline (ATC N07BA03)", "Epclusa
# (sofosbuvir/velpatasvir 400 mg/100 mg, J05AP55)"), or the CCAM code of the act a machine
# does ("Spectra Optia (acte FEJF004)", "VNG Synapsys (acte CDRP002)").
_ATC_AFTER = regex.compile(r"[ \t]*\([^()\n]{0,60}?(?<![\w])(?:(?:ATC[ \t]*:?[ \t]*)?[A-Z]\d\d[A-Z]{2}\d\d"
                           r"|(?:acte[ \t]+)?(?:CCAM[ \t]*:?[ \t]*)?[A-Z]{4}\d{3})[ \t]*[),;]")


def _drug_with_atc_code(text: str, s: Span) -> bool:
    """A model name followed by its ATC or CCAM code: a drug or a machine, which no person's
    name is given."""
    return s.label in ("NOM", "PRENOM") and _ATC_AFTER.match(text, s.end) is not None and \
        not _CIVILITY_BEFORE.search(text, max(0, s.start - 16), s.start)


# A dose right after the word, on its line or alone on the next (a prescription table read a cell
# a line): "Bétahistine 24 mg", "Nutryelt⏎10 mL". Weights, ages and lengths are left out:
# "DUPONT 72 kg" is a person's.
_DOSE_AFTER = regex.compile(r"[ \t]*(?:\n[ \t]*)?\d+(?:[.,]\d+)?[ \t]?(?:mg|g|µg|mcg|ng|mL|ml|L|cL|dL|UI|MUI|U|mmol|mEq|"
                            r"kcal|gouttes?|cp|comprim[ée]s?|g[ée]lules?|sachets?|ampoules?|bouffées?)(?![\w/])")


def _drug_with_dose(text: str, s: Span) -> bool:
    """A model name or town of one or two words followed by a dose: a drug (no civility before)."""
    return s.label in ("NOM", "PRENOM", "VILLE") and len(s.text.split()) <= 2 and \
        _DOSE_AFTER.match(text, s.end) is not None and not _CIVILITY_BEFORE.search(text, max(0, s.start - 16), s.start)


def _code_like_model_span(text: str, s: Span) -> bool:
    """A model name, place or establishment made only of codes: a word mixing letters and
    digits ("HMFC004", "SN-8305-XQ"), with numbers or short acronyms ("CCAM HMFC004").

    No name or town is written with digits; the model tags medical and device codes of
    tables now and then (seen on corpus H: a CCAM code as a name, a clip's serial as a town)."""
    if s.label not in ("NOM", "PRENOM", "VILLE", "ETAB"):
        return False
    a, b = _widen_to_words(text, s, "-")
    words = [w.strip(".,;:()") for w in text[a:b].split()]
    words = [w for w in words if w]
    if not words or not any(any(map(str.isdigit, w)) and any(c.isalpha() for c in w) for w in words):
        return False
    if all(_CODE_WORD.fullmatch(w) for w in words):
        return True
    # "HbA1c LOINC": a code beside allow-listed words (a test and its coding system)
    from app.detection.rules.allowlist import get_allowlist

    allow = get_allowlist()
    return all(_CODE_WORD.fullmatch(w) or allow.contains(w) for w in words)


def _weak_lone_word(text: str, s: Span) -> bool:
    """A model name that is one word in lower case below 0.7, or in title case below 0.5,
    or two or three lower-case words below 0.5, none a known first name nor a commune,
    with no civility before it.

    On corpora F and G (tuned), such spans were ordinary words 63 times out of 64
    ("pénicilline", "valise", "Tableau", "Douleur"); the one name among them was a known
    first name. Lower-case names come as pairs ("bodin madeleine") or after a civility,
    and the rules and propagation carry those.
    """
    if s.label == "VILLE":  # a town in lower case, unsure: an ordinary word ("près de la fontaine")
        return s.text.islower() and " " not in s.text and s.confidence < 0.5 and \
            not _CIVILITY_BEFORE.search(text, max(0, s.start - 16), s.start)
    if s.label not in ("NOM", "PRENOM"):
        return False
    if form_word(s.text) in FORM_WORDS:  # "Naissance le …", "Venue :": a form's own word
        return True
    words = s.text.split()
    if not words or len(words) > 3 or not all(_ONE_WORD.fullmatch(w) for w in words):
        return False
    w = s.text
    if len(words) > 1:  # "cholécystite aiguë": lower-case words, unsure
        if not (w.islower() and s.confidence < 0.5):
            return False
    elif not ((w.islower() and s.confidence < 0.7) or (w[0].isupper() and w[1:].islower() and s.confidence < 0.5)):
        return False
    if _CIVILITY_BEFORE.search(text, max(0, s.start - 16), s.start):
        return False
    from app.detection.rules.gazetteers import is_commune, is_first_name

    return not any(is_first_name(x) or is_commune(x) for x in words)
