"""Trims for the NER engine's spans: the parts of a model span that are no part of the value.

Why apart from the filters (``model_filters``): a trim keeps the span and moves its ends
(a caption run into across a line break, a blank line or a listing's column gap inside it,
a leading label or civility, a trailing weekday or ordinary word, a "CEDEX" tail); a filter
judges the whole span and drops it. Both work on the plain-space copy of the page.
"""

from __future__ import annotations

import re

import regex

from app.detection.rules.common import WEEKDAY
from app.detection.spans import Span

# Short link words of French names and phrases ("de", "la", "sur"…).
SHORT_LINKS = frozenset("de du des la le les et à a au aux en d l sur sous".split())


_CEDEX_TAIL = regex.compile(r"[ \t]+(?:CEDEX|Cedex|cedex)(?:[ \t]+\d{1,2})?\Z")


def without_cedex(s: Span) -> Span:
    """A town without the "CEDEX" of a postal address: the word names no place; a name the
    model read before it is the town of the address ("ANGOULÊME Cedex" read as a surname)."""
    if s.label not in ("VILLE", "NOM", "PRENOM", "ETAB"):
        return s
    m = _CEDEX_TAIL.search(s.text)
    if m is None or m.start() == 0:
        return s
    return s.with_(end=s.start + m.start(), text=s.text[:m.start()], label="VILLE")


# Words that head a form's cells: a model span running from a name over a line break into
# one of them ("RIVIÈRE JOCELYN⏎Naissance") ends before it.
FORM_WORDS = frozenset(
    "naissance né née né(e) joignable venue arrivée arrivee sortie entrée entree prélevé prélevée preleve reçu recu "
    "séjour sejour lieu domicile adresse téléphone telephone tél tel date sexe âge age service médecin medecin "
    "prescripteur motif identité identite patient patiente ipp nda ins nir dossier examen chambre lit box montant "
    "total mutuelle assuré assure bénéficiaire beneficiaire transporteur destinataire expéditeur expediteur "
    "ville commune localité localite "
    # identifiers and roles printed on the line under a name (a signature block, a team table)
    "rpps adeli finess pat pat. chirurgien chirurgienne anesthésiste anesthesiste interne iade ibode ide ioa cadre "
    "radiologue cardiologue pneumologue oncologue biologiste pharmacien pharmacienne kinésithérapeute signature "
    # the relationship column of a family table ("Lien⏎Mère⏎Mme X")
    "lien mère mere père pere sœur soeur frère frere fils fille oncle tante cousin cousine conjoint conjointe "
    "époux epoux épouse epouse grand-mère grand-père neveu nièce niece statut "
    # a running footer's or a block's first word ("Page 1 / 2", "Préleveur :")
    "page préleveur preleveur siret siren télécom telecom cro "
    # the English captions of a bilingual letter's or a foreign patient's form ("Surname⏎LABORDERIE")
    "surname forename firstname birthname address phone "
    # a caption's abbreviations ("Date naiss.", "Dt nais.")
    "naiss naiss. nais nais. dt".split())
_CAPTION_LINKS = frozenset("de du des la le d' d’".split())


def form_word(line: str) -> str:
    return line.strip().rstrip(":").strip().lower()


def _caption_part(part: str) -> bool:
    """One line of a model name that is a form word or one ordinary word ("Forfait",
    "Chambre", "AVIS"), not a first name: a table's caption the name ran into; or a medical
    code on its own line (a team list run into the act's code: "…NGUYEN VAN⏎NFKA008")."""
    from app.detection.rules.labelled_ids import MEDICAL_CODE

    if MEDICAL_CODE.match(part.strip()):
        return True
    w = form_word(part)
    if w in FORM_WORDS or (" " in w and all(x in FORM_WORDS or x in _CAPTION_LINKS for x in w.split())):
        return True  # (a caption of form words: "Date naiss.", "Date de naissance")
    if len(w) > 3 and w[0] in "dl" and w[1] in "'’":
        w = w[2:]  # "D'USAGE" of "NOM D'USAGE": the caption's elided link read apart
    if not w or " " in w or not w.replace("-", "").isalpha():
        return False
    from app.detection.rules.allowlist import get_allowlist
    from app.detection.rules.gazetteers import is_first_name, is_ordinary_word

    return (is_ordinary_word(w) or get_allowlist().contains(w)) and not is_first_name(w)


# A blank line, or a gap of columns in a fixed-width listing ("ANALYSE               LOINC").
_BLANK_LINE = regex.compile(r"[ \t]*\n[ \t]*\n\s*|[ ]{4,}|\t")


def paragraphs(s: Span) -> list[Span]:
    """A model span cut at its blank lines and its column gaps, each part judged on its own:
    no value runs across a paragraph break ("Fatima BARBIER⏎⏎SCANNER THORACO-ABDOMINO-PELVIEN":
    a name, then the exam's heading) nor across the columns of a listing."""
    if _BLANK_LINE.search(s.text) is None:
        return [s]
    out, pos = [], 0
    for m in _BLANK_LINE.finditer(s.text):
        if m.start() > pos:
            out.append(s.with_(start=s.start + pos, end=s.start + m.start(), text=s.text[pos:m.start()]))
        pos = m.end()
    if pos < len(s.text):
        out.append(s.with_(start=s.start + pos, text=s.text[pos:]))
    return out


_TRAILING_DATE_WORDS = regex.compile(r"(?:[ \t]+(?:le|ce|dès|depuis))?[ \t]+" + WEEKDAY + r"\Z")


def without_trailing_words(s: Span) -> Span:
    """A model name without the weekday it ran into ("Dr Ollivier le mardi 15 avril",
    "kiné M. Guichard mardi et vendredi": the name ends before the weekday)."""
    if s.label not in ("NOM", "PRENOM") or (" " not in s.text and "\n" not in s.text):
        return s
    head, nl, tail = s.text.partition("\n")
    if nl and head.strip() and head.strip().islower() and tail.strip().split(" ")[0] in SHORT_LINKS:
        # "le mercier⏎de la galerie marchande": a lower-case word ending its line, the phrase
        # going on below is no part of a name (the word is then judged alone)
        end = len(head.rstrip())
        return s.with_(end=s.start + end, text=s.text[:end])
    m = _TRAILING_DATE_WORDS.search(s.text)
    if m is None or m.start() == 0:
        return s
    return s.with_(end=s.start + m.start(), text=s.text[:m.start()])


def without_trailing_lower_word(s: Span) -> Span:
    """A kept model name without the lower-case French word it ran on into ("M. Boulanger
    ancien boulanger"); after the filters, which judge the span as the model read it ("Marges
    saines" is no name at all). All in lower case ("bodin madeleine") it is left whole."""
    if s.label not in ("NOM", "PRENOM") or " " not in s.text:
        return s
    words = s.text.split(" ")
    if len(words) < 2 or not words[-1].isalpha() or not words[-1].islower() or not any(w[:1].isupper() for w in words[:-1]):
        return s
    from app.detection.rules.gazetteers import is_first_name, is_ordinary_word

    if not is_ordinary_word(words[-1]) or is_first_name(words[-1]) or words[-1] in SHORT_LINKS:
        return s
    end = len(s.text) - len(words[-1]) - 1
    return s.with_(end=s.start + end, text=s.text[:end])


# A lawyer's title before the name ("Maître Céline VOILLOT", "Me Anne KEROUREDAN"): no part of it.
_LAWYER_TITLES = frozenset({"Maître", "Maitre", "Me"})
_LABEL_ABBREVIATIONS = frozenset({"Pat.", "PAT.", "Pat.:", "Pt.", "Pte", "Pte.", "Pat:", "Patient(e)",
                                  # a civility or a title: the rules' names leave it readable, the model's do too
                                  "M.", "Mme", "Mme.", "Mlle", "Mr", "Mr.", "MR", "MR.", "MME", "Monsieur", "Madame",
                                  "Mademoiselle", "MONSIEUR", "MADAME", "Dr", "Dr.", "Pr", "Pr.", "Docteur", "Professeur",
                                  # a widow's mark after the civility ("Mme Vve JÉGOU Laëtitia")
                                  "Vve", "Vve.", "VVE", "Veuve", "VEUVE",
                                  # a judicial police officer's title on a requisition ("OPJ Laëtitia LE FLOC'H")
                                  "OPJ", "APJ"})


_WORD = re.compile(r"\S+")


_ACRONYM = re.compile(r"[A-Z]{3,6}")
# Words in capitals that open surnames ("DES ROCHES", "AIT BENALI", "VAN DAMME"): never cut.
_NAME_PREFIXES = frozenset({"DES", "DEL", "DOS", "DAS", "AIT", "VAN", "VON", "BEN", "BOU", "ABD", "ABU", "MAC", "SAN",
                            "LES", "AUX", "SAINT", "SAINTE"})


def _allowlisted(word: str) -> bool:
    from app.detection.rules.allowlist import get_allowlist

    return get_allowlist().contains(word)


def without_leading_word(s: Span) -> Span:
    """A model name without the lower-case ordinary words it opens with ("usuel LEBRUN" of
    "Nom usuel LEBRUN", "le brigadier-chef Éloïse HUCHET"): a caption's last word or a rank,
    not particles alone nor a first name; nor the abbreviated label it runs on from
    ("Pat. PRÉVOST Fatima")."""
    if s.label not in ("NOM", "PRENOM"):
        return s
    head, sep, rest = s.text.partition(" ")
    if sep and (head in _LABEL_ABBREVIATIONS or head in _LAWYER_TITLES) and rest[:1].isupper():  # "Pat. PRÉVOST Fatima": a label
        cut = len(s.text) - len(rest.lstrip())
        return s.with_(start=s.start + cut, text=s.text[cut:])
    from app.detection.rules.gazetteers import is_first_name, is_ordinary_word

    if sep and _ACRONYM.fullmatch(head) and rest[:1].isupper() and head not in _NAME_PREFIXES \
            and not is_first_name(head) and not is_ordinary_word(head) and _allowlisted(head):
        # "SMUR Besançon" (a vehicle's call sign), "IOA Nadine Guillemin" (a role): an acronym the
        # allow-list knows opens the span, a unit's or a role's, no part of a name (a word of the
        # language in capitals may be a surname: "GARDE Léa", "SALLÉ Solène" keep theirs)
        cut = len(s.text) - len(rest.lstrip())
        return s.with_(start=s.start + cut, text=s.text[cut:])
    # the lower-case words before the first capitalised one: "le brigadier-chef Éloïse
    # HUCHET" of "requis par le brigadier-chef …" (a rank, with its article), cut when one
    # of them is an ordinary word; particles alone stay ("de Kerguelen")
    found = list(_WORD.finditer(s.text))
    k = next((i for i, m in enumerate(found) if m.group()[:1].isupper()), 0)
    words = [m.group() for m in found[:k]]
    if not 0 < k <= 3 or not all(w.replace("-", "").isalpha() and w.islower() for w in words):
        return s
    if not any(len(w) >= 3 and w not in SHORT_LINKS and not is_first_name(w)
               and all(is_ordinary_word(p) for p in w.split("-") if p) for w in words):
        return s
    cut = found[k].start()
    return s.with_(start=s.start + cut, text=s.text[cut:])


def trim_form_words(text: str, s: Span, form_only: bool = False) -> Span | None:
    """A model person span without the form words it ran into across a line break;
    None when nothing of it is left. ``form_only``: only a form's own words (an address's
    street name is often an ordinary word: "50 route des⏎Coquelicots")."""
    def caption(part: str) -> bool:
        return form_word(part) in FORM_WORDS if form_only else _caption_part(part)

    start, end = s.start, s.end
    while True:
        cut = text.rfind("\n", start, end)
        if cut < 0 or not caption(text[cut + 1:end]):
            break
        end = cut
    while True:
        cut = text.find("\n", start, end)
        if cut < 0 or not caption(text[start:cut]):
            break
        start = cut + 1
    seg = text[start:end]
    start += len(seg) - len(seg.lstrip())
    end -= len(seg) - len(seg.rstrip())
    if end <= start:
        return None
    if s.label == "ETAB" and len(text[start:end].split()) < 2:
        return s  # "Hôpital⏎Maritime": a trigger alone names nothing, the line under it is the name
    return s if (start, end) == (s.start, s.end) else s.with_(start=start, end=end, text=text[start:end])
