"""A model span that the words before it say is no person and no place.

The model reads any capitalised word as a possible name. Some phrases tell what the
word is, whoever it would be elsewhere: a trade after "Profession :" ("Profession :
Charpentier (retraité)"), an eponym after the sign or disease it names ("signe de
Harzer", eponyms the allow-list does not know), a river after the bank it runs by
("au bord de la Vienne", "la vallée de la Loire"), a catheter's size in charrières
("Sonde urinaire CH 14"), a table cell's number run into the next cell's word, a form's
code before its version ("Formulaire COU v3.9"), a batch after "lot", software before its
version ("SIL Kalisil 5.0.16"), a kinship word in lower case ("(neveu)"), a listing's word cut
at its column's width ("DOMICIL"). A person
is never introduced that way, so these spans are dropped before they join the rules'.
"""

from __future__ import annotations

from typing import Sequence

import regex

from app.detection.spans import Span

# "Profession : Charpentier", "Ancien métier : Boulanger": one word, the trade.
_TRADE_CAPTION = regex.compile(
    r"(?i)(?:profession|m[ée]tier|activit[ée](?:[ \t]+professionnelle)?|emploi)[ \t]*(?:\([^)\n]{0,20}\))?[ \t]*:[ \t]*\Z")
# "signe de Harzer", "manœuvre de Jendrassik": the eponym of a clinical sign or test.
_EPONYM_NOUNS = (
    r"(?:signes?|syndromes?|maladies?|man[œo]e?uvres?|tests?|scores?|classifications?|triades?|"
    r"r[ée]flexes?|crit[èe]res|[ée]chelles?|stades?|points?|angles?|ligaments?|canal|fosse|espace|loi|"
    r"op[ée]ration|incision|position|technique|procédé|ph[ée]nom[èe]nes?|"
    # a skin's or a tracing's sign ("figures de Lichtenberg", "onde J d'Osborn")
    r"figures?|ondes?(?:[ \t]+[A-Z])?|"
    # a fracture's type in a classification ("type A3 de Magerl")
    r"types?[ \t]+[A-Z]\d?(?:\.\d)?|"
    # an audiometry's word lists ("listes cochléaires de Lafon", "listes de Fournier")
    r"listes?(?:[ \t]+(?:cochl[ée]aires|dissyllabiques|monosyllabiques))?)[ \t]+(?:de[ \t]+|d['’])")
_EPONYM_NOUN = regex.compile(r"(?i)(?<![\w-])" + _EPONYM_NOUNS + r"\Z")
_SCORE_BEFORE = regex.compile(r"(?i)(?<![\w-])(?:scores?|classification|crit[èe]res)[ \t]+\Z")
# "au bord de la Vienne", "la vallée de la Loire": a river, not the commune of that name.
_BANK = r"(?i:(?:bords?|rives?|berges?|vall[ée]es?|estuaire|embouchure|gorges|source|m[ée]andres|cours|quais)[ \t]+de[ \t]+la[ \t]+)"
_RIVER_BANK = regex.compile(r"(?<![\w-])" + _BANK + r"\Z")
_RIVER_PHRASE = regex.compile(_BANK + r"\p{Lu}[\p{Ll}\-]+")
_NUMBER_THEN_WORD = regex.compile(r"\d{1,4}[ \t]*\n[ \t]*\p{Ll}[\p{Ll}\-]*")
# "Formulaire COU v3.9", "Modèle CRH-2 v1.2": a form's code between its caption and its version.
_FORM_CODE_BEFORE = regex.compile(r"(?i)(?<![\w-])(?:formulaire|mod[èe]le|trame|gabarit|document)[ \t]*:?[ \t]+\Z")
_VERSION_AFTER = regex.compile(r"[ \t]+(?:v|V|version[ \t]*)\d+(?:[.,]\d+)*(?![\w])")
_KINSHIP = frozenset("""neveu nièce niece fils fille petit-fils petite-fille frère frere sœur soeur mère mere père pere
oncle tante cousin cousine époux epoux épouse epouse mari femme conjoint conjointe compagnon compagne gendre belle-fille
beau-fils belle-mère beau-père ami amie voisin voisine tuteur tutrice curateur curatrice""".split())
_PRODUCT_VERSION = regex.compile(r"[ \t]+[vV]\d+(?:\.\d+)+(?![\w])")
_DAY_HOSPITAL = regex.compile(r"(?i)h[ôo]pital[ \t]+de[ \t]+(?:jour|semaine|nuit)(?![\w])")
_LOT_BEFORE = regex.compile(r"(?i)(?<![\w-])lot(?:[ \t]+n[°º])?[ \t:]*\Z")
_SOFTWARE = regex.compile(r"(?<![\w-])(?:SIL|SGL|logiciel|Logiciel|LOGICIEL)[ \t]")
_DOTTED_VERSION = regex.compile(r"[ \t]+v?\d+(?:\.\d+){1,3}(?![\w])")
_CHARRIERE = regex.compile(r"CH[ \t]*\d{1,2}(?:[ \t]*Fr)?")
_WORD = regex.compile(r"[\p{Lu}][\p{Ll}\p{Lu}'’\-]*")


def described_by_phrase(text: str, s: Span) -> bool:
    """Whether the words before the model span ``s`` (on its line) say it is no person
    and no place, or the span is a catheter size."""
    if s.text.islower() and s.text.strip() in _KINSHIP:
        return True  # "Mme Émilie N'DIAYE (neveu)": the link to the patient, a surname only with a capital
    ls = text.rfind("\n", 0, s.start) + 1
    if _LOT_BEFORE.search(text, max(ls, s.start - 16), s.start) is not None:
        return True  # "lot LOT41318X": a batch number
    if _SOFTWARE.search(text, max(ls, s.start - 24), s.start + 4) is not None and _DOTTED_VERSION.match(text, s.end):
        return True  # "Édité par le SIL Kalisil 5.0.16": the laboratory's software and its version
    if _cut_by_column(text, s):
        return True  # "G40.9  DOMICIL": a listing's word cut at its column's width
    if _PRODUCT_VERSION.match(text, s.end) and _WORD.fullmatch(s.text.strip()):
        return True  # "SIHRA V2.8.1", "PHARMAVIEW V3.5": a software and its version
    if s.label in ("NOM", "PRENOM", "ETAB") and _eponym(text, ls, s):
        return True
    if s.label == "ETAB":  # "CH 14" (a catheter), "HOPITAL DE JOUR ONCO" (a care unit)
        return _CHARRIERE.fullmatch(s.text.strip()) is not None or _DAY_HOSPITAL.match(s.text) is not None
    if s.label == "ADRESSE":  # "dans la vallée de la Loire"; "CH 14⏎escarre": a cell's number, the next cell's word
        return _RIVER_PHRASE.fullmatch(s.text.strip()) is not None or _NUMBER_THEN_WORD.fullmatch(s.text.strip()) is not None
    if s.label not in ("NOM", "PRENOM", "VILLE") or not _WORD.fullmatch(s.text.strip()):
        return False  # one capitalised word only: a full name after these phrases stays
    head = text[max(ls, s.start - 48):s.start]
    if s.label == "VILLE":  # (a town's name may be a scale's: "score de Glasgow", "classification de Cauchy")
        return _RIVER_BANK.search(head) is not None or _EPONYM_NOUN.search(head) is not None
    if _FORM_CODE_BEFORE.search(head) is not None and _VERSION_AFTER.match(text, s.end):
        return True  # "Formulaire COU v3.9": a form's code in a footer
    if _EPONYM_NOUN.search(head) is not None:
        return True
    if _TRADE_CAPTION.search(head) is None:
        return False
    from app.detection.rules.common import fold
    from app.detection.rules.gazetteers import is_ordinary_word, ordinary_surnames

    word = s.text.strip().lower()
    return is_ordinary_word(word) or fold(word) in ordinary_surnames()  # "Charpentier", "Boulanger"


_ELIDED_LINK = regex.compile(r"\A[ \t]*[dD]['’]")
_CIVILITY = regex.compile(r"(?<![\w])(?:M\.|Mme|Mlle|Dr|Pr|Docteur|Professeur|Monsieur|Madame)[ \t]*\Z")


def without_document_eponyms(texts: Sequence[str], spans: list[Span]) -> list[Span]:
    """``spans`` without the model's one-word names that the document uses as an eponym
    elsewhere ("Cauchy 3" in a table, "la classification de Cauchy" in the text, maybe on
    another page), unless a civility stands before them ("Mme Cauchy")."""
    words = {s.text.strip() for s in spans if set(s.sources) == {"model"} and s.label in ("NOM", "PRENOM", "VILLE")
             and _WORD.fullmatch(s.text.strip())}
    eponyms = {w for w in words if _named_as_eponym(texts, w)}  # (each word looked up, not every phrase)
    if not eponyms:
        return spans
    return [s for s in spans if not (
        set(s.sources) == {"model"} and s.label in ("NOM", "PRENOM", "VILLE") and s.text.strip() in eponyms
        and 0 <= s.page < len(texts) and not _CIVILITY.search(texts[s.page], max(0, s.start - 12), s.start))]


def _named_as_eponym(texts: Sequence[str], word: str) -> bool:
    """Whether some page writes ``word`` after the noun of a sign, scale or test."""
    for text in texts:
        i = text.find(word)
        while i >= 0:
            if (i + len(word) == len(text) or not text[i + len(word)].isalnum()) and \
                    _EPONYM_NOUN.search(text, max(0, i - 48), i) is not None:
                return True
            i = text.find(word, i + 1)
    return False


def _eponym(text: str, ls: int, s: Span) -> bool:
    """"signe de Harzer", "échelle d'Ashworth modifiée", "phénomène de Koebner": one capitalised
    word after the noun of a sign, scale or test (the elided "d'" may open the span, lower-case
    words may follow it): the eponym, whoever bears the name elsewhere."""
    start, core = s.start, s.text
    if (e := _ELIDED_LINK.match(core)) is not None:
        start, core = start + e.end(), core[e.end():]
    words = core.split()
    if not words or not _WORD.fullmatch(words[0]) or len(words) > 3 or not all(w.islower() for w in words[1:]):
        return False
    if len(words) == 1 and core.isupper() and _SCORE_BEFORE.search(text, max(ls, start - 12), start):
        return True  # "score GRACE", "score SOFA": a score named in capitals, no "de"
    if ls > 0 and not text[ls:start].strip():  # "selon les critères de⏎McDonald": the noun ends the line above
        return _EPONYM_NOUN.search(text[max(0, ls - 49):ls - 1] + " ") is not None
    return _EPONYM_NOUN.search(text, max(ls, start - 48), start) is not None


_ENDINGS = ("e", "n", "t", "rt", "on", "ion", "ation", "uation", "s", "r", "re", "le", "ie", "nt", "ent")


def _cut_by_column(text: str, s: Span) -> bool:
    """A word in capitals on a listing's line (columns apart by runs of blanks) that an ordinary
    word begins with, a few letters short ("DOMICIL", "MUTATIO", "TRANSFE", "REEVAL"): a cell
    cut at its column's width, not a name (a surname that is a word, "PETIT", stays)."""
    word = s.text.strip()
    if not (word.isupper() and word.isalpha() and len(word) >= 5) or s.label not in ("NOM", "PRENOM", "VILLE"):
        return False
    ls = text.rfind("\n", 0, s.start) + 1
    le = text.find("\n", s.end)
    if text.count("  ", ls, len(text) if le < 0 else le) < 2:
        return False
    from app.detection.rules.gazetteers import is_first_name, is_name_word, is_ordinary_word

    low = word.lower()
    if is_ordinary_word(low) or is_first_name(low) or is_name_word(low):
        return False
    return any(is_ordinary_word(low + end) for end in _ENDINGS)
