"""A number's caption that says what it numbers in words no label list holds: "N° de fiche
réseau Sentinelles", "N° d'épisode de cas groupés", "N° d'inscription au registre canicule".

Every new form names a new register, and a caption "N° de <what>" before a code of four digits
or more numbers a file, a case or an entry of that register for this person: an identifier
(kind AUTRE). Left alone: the numbers of things and places that name no one (a lot, a series,
a model, a room, a bed, a page, a phone line, an article of law, an order of material).
"""

from __future__ import annotations

import re

from app.detection.rules.common import fold

# Blanks between the caption's words, or a line break (one blank line at most): a narrow box or a
# turned caption wraps it ("N° de⏎⏎déclaration de⏎⏎sinistre⏎⏎SIN-25-334-8621").
_SP = r"(?:[ \t]+|[ \t]*\n(?:[ \t]*\n)?[ \t]*)"
_LINK = r"(?:de" + _SP + r"(?:la" + _SP + r"|l['’][ \t]*)?|du" + _SP + r"|des" + _SP + r"|d['’][ \t]*|au" + _SP + r"|aux" + _SP + \
    r"|à" + _SP + r"(?:la" + _SP + r"|l['’][ \t]*)?)"
# "N° de …" (or "N° …" with no link: "N° parquet :") then one to five words, then a gap: a colon, an arrow, a quote's end, a cell's bar,
# blanks or a line break (and the words of a number's caption: no digit, no full stop; the code has its digits).
NUMBERED_CAPTION = re.compile(
    r"(?i)(?<![\w])n[°º][ \t]*(?:" + _LINK + r")?(?P<w>[^\W\d_][\w'’\-]*(?:" + _SP + _LINK + r"?[^\W\d_][\w'’\-]*){0,5})"
    # (a word in brackets may say what for: "N° de don (traçabilité) : 25-278724")
    r"(?:[ \t]*\([^()\n\d]{1,24}\))?[ \t]*[»”\"\]]?[ \t]*(?:[:›|][ \t]*|" + _SP + r")\Z")
# The first word of what is numbered when it names no one, or when another reading gives it its kind.
_THINGS = frozenset(
    "lot lots serie series modele reference ref telephone tel fax poste chambre chambres lit lits page pages version "
    "commande article articles arrete decret loi agrement box boite salle bureau porte etage batiment appartement "
    "voie quai rue tournee vol train ligne cerfa formulaire ordonnance facture cip ucd "
    # and what other readings own, with their kind: the NIR, the stay, the file, the patient
    "securite secu ss nss insee immatriculation assure assuree sejour venue passage dossier patient patiente ipp nda ins nir "
    "adherent adhesion adh rpps adeli finess siret siren".split())


def numbered_caption_before(text: str, s: int) -> bool:
    """Whether a "N° de <words>" caption ends right before ``s`` (on its line, or wrapped over
    the lines just above)."""
    m = NUMBERED_CAPTION.search(text, max(0, s - 90), s)
    return m is not None and fold(m.group("w").split()[0]).strip("'’") not in _THINGS
