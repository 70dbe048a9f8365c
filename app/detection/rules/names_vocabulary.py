"""The vocabulary of the name rules: the shapes of a name's tokens, and the civilities,
roles and form captions that anchor a name.

Apart from ``names`` so that the rules read as logic and the word lists can be read and
extended on their own.
"""

from __future__ import annotations

import re

import regex  # faster than re for the anchored alternation

from app.detection.rules.common import APOS, CAPTION_CLOSE, LOWER, RUN_IN_DASH, UPPER

U, L, A = UPPER, LOWER, APOS

# Each starts with a mandatory capital so the scanner can skip ahead fast.
# (an apostrophe joins capitals only: "D'ARTAGNAN" is in capitals, "O'Brien" is capitalised)
# (and Breton's "c'h" is a letter of its own: "LE FLOC'H", "Marc'hadour")
CAPS = rf"[{U}](?:[{A}](?=[{U}](?![{L}])))?[{U}]+(?:(?<=C)[{A}]H[{U}]*)?(?:-[{U}]{{2,}})*"
CAP = rf"[{U}](?:[{A}][{U}])?[{L}]+(?:(?<=c)[{A}]h[{L}]*)?(?:-[{U}][{L}]+)*"
INITIAL = rf"[{U}]\.(?:-[{U}]\.)?|[{U}]-[{U}]\."
PARTICLE = rf"(?:de[ \t]+la|de[ \t]+l[{A}]|van[ \t]+der|van[ \t]+den|de|du|des|d[{A}]|van|von|le|la|del|della|di|da|dos|ben|el|Le|La|De|Du|Des|Van|Von|Di|Da|Mac|Mc|Ben|El|LE|LA|DE|DU|DES|D[{A}]|VAN|VON|DA|DOS|DI|DEL|BEN)"
TOKEN = rf"(?:{CAPS}|{CAP}|{INITIAL})"
_PART_TOKEN = rf"(?:{PARTICLE}(?:[ \t]+|(?<=[{A}])))?{TOKEN}"
GROUP = rf"{_PART_TOKEN}(?:[ \t]+{_PART_TOKEN}){{0,3}}(?![\w{A}])"


TITLES = (
    r"M\.", r"MM\.", r"Mr\.?", r"Mme\.?", r"Mmes", r"Mlle\.?", r"Melle", r"Mme/M\.",
    r"Madame", r"Monsieur", r"Mademoiselle", r"MADAME", r"MONSIEUR", r"MADEMOISELLE", r"MME", r"MLLE", r"MR",
    # of letters from abroad and foreign patients' papers
    r"Mrs\.?", r"Ms\.?", r"Miss", r"Sra\.", r"Srta\.", r"Señora", r"Señor", r"Doña", r"Herr", r"Frau", r"Signora",
    r"Sig\.(?:ra)?",
    r"Dr\.?", r"DR\.?", r"Drs", r"Docteur", r"DOCTEUR", r"Dre",
    r"Pr\.?", r"PR\.?", r"Professeur", r"PROFESSEUR",
    r"Interne", r"IDE", r"IBODE", r"IADE", r"Infirmi[èe]re?", r"Sage-femme",
    r"Kin[ée]sith[ée]rapeute", r"Kin[ée]",
    # a physiotherapist's title before the name ("MK Norbert ITHURRALDE, ADELI …")
    r"MK", r"MKDE",
    # a lawyer's or a notary's title ("avocat : Me LE GUENNEC", "Maître Anne Kerouredan")
    r"Me", r"Ma[îi]tre", r"MA[ÎI]TRE",
)
# Who writes for an insurer or a service ("Votre gestionnaire : Jean-Luc de Kerguelen"):
# capitalised in ROLES, in lower case read by their own pass (``_LOWER_ROLE``), since
# alternatives starting in lower case would slow the anchored scan on every page.
LOWER_ROLES = (
    r"gestionnaire", r"conseill(?:er|[èe]re)", r"interlocut(?:eur|rice)", r"secr[ée]taire(?:[ \t]+m[ée]dicale)?",
    r"assistante?[ \t]+sociale?", r"personne[ \t]+de[ \t]+confiance", r"personne[ \t]+[àa][ \t]+pr[ée]venir",
    r"psychologue", r"di[ée]t[ée]ticien(?:ne)?",
)
ROLES = (
    r"Op[ée]rateurs?", r"Chirurgiens?", r"Aides?(?:[ \t]+op[ée]ratoires?)?", r"Anesth[ée]sistes?",
    r"M[ée]decin(?:[ \t]+(?:anesth[ée]siste|traitant|r[ée]f[ée]rent|responsable|adresseur|senior))?",
    r"Internes?", r"Externes?", r"IBODE", r"IADE", r"IDE", r"Infirmi[eè]re?s?(?:\(e\)|\(ère\))?",
    r"Panseu(?:r|se)", r"Instrumentistes?", r"Circulante?s?", r"Cadre(?:[ \t]+de[ \t]+sant[ée])?",
    r"Praticien", r"R[ée]dacteur", r"Signataire", r"Correspondant", r"R[ée]f[ée]rent",
    r"Sign[ée][ \t]+(?:[ée]lectroniquement[ \t]+)?par", r"R[ée]dig[ée][ \t]+par", r"Valid[ée][ \t]+par",
    r"Dict[ée][ \t]+par", r"Saisi[ \t]+par", r"Relu[ \t]+par", r"Vu[ \t]+par", r"Adress[ée][ \t]+par",
    *(r[0].upper() + r[1:] for r in LOWER_ROLES),
)
FORM_NOM = (
    r"Nom(?:[ \t]+(?:de[ \t]+naissance|d[{A}]usage|marital|de[ \t]+jeune[ \t]+fille|usuel|patronymique|du[ \t]+patient"
    r"|(?:us|naiss|pat)\.))?",  # (abbreviated: "Nom us.", "NOM NAISS.")
    r"NOM(?:[ \t]+(?:DE[ \t]+NAISSANCE|D[{A}]USAGE|MARITAL|USUEL|DE[ \t]+JEUNE[ \t]+FILLE|PATRONYMIQUE|(?:US|NAISS|PAT)\.))?",
)
# (the identity-vigilance traits name the first one and those of the birth certificate: "Premier prénom",
# "Prénoms de naissance")
FORM_PRENOM = (r"Pr[ée]noms?(?:\(s\))?(?:[ \t]+usuel|[ \t]+de[ \t]+naissance)?|Pr[ée]n\.",
               r"PR[ÉE]NOMS?(?:\(S\))?(?:[ \t]+DE[ \t]+NAISSANCE)?|PR[ÉE]N\.",
               r"Premier[ \t]+pr[ée]nom(?:[ \t]+de[ \t]+naissance)?", r"PREMIER[ \t]+PR[ÉE]NOM")
# A bilingual form's captions, in the same groups; looked for only on pages that say "name"
# (their first letters, common at word starts, would slow the scan for the French ones).
ENGLISH_NOM = (r"(?:Birth|Last|Family|Maiden|BIRTH|LAST|FAMILY|MAIDEN)[ \t]+(?:name|NAME)", r"Surname|SURNAME")
ENGLISH_PRENOM = (r"(?:First|Given|FIRST|GIVEN)[ \t]+(?:names?|NAMES?)",)
FORM_BOTH = (
    r"Nom[ \t]*(?:,|/|-|et)?[ \t]*[Pp]r[ée]noms?(?:\(s\))?", r"NOM[ \t]*(?:,|/|-)?[ \t]*PR[ÉE]NOMS?",
    r"Patient(?:e|\(e\))?", r"PATIENT(?:E)?", r"Identit[ée]", r"Assur[ée](?:e|\(e\))?",
)
# Capitalised nouns that follow a civility but are not names.
NOT_NAMES = {
    "directeur", "directrice", "chef", "cadre", "president", "presidente", "responsable",
    "confrere", "consoeur", "collegue", "docteur", "professeur", "interne", "madame",
    "monsieur", "le", "la", "les", "de", "du", "des", "et", "ou",
    # captions of an identity or family table read one cell per line ("Nom Prénom⏎Naissance")
    "naissance", "date", "sexe", "lien", "statut", "adresse", "age", "pathologie", "profession",
    "noms", "prenoms", "ne", "nee",
    # the times of a day's doses, a pill organiser's lids ("ÉPOUSE ......⏎MIDI")
    "matin", "midi", "soir", "coucher", "nuit",
}

_TITLE_RE = r"(?:" + "|".join(TITLES) + r")"
# Civilities read as a name's first word when a caption, not a civility, anchors the name.
_CIVILITY_TOKENS = frozenset({"M.", "MM.", "Mme", "Mme.", "Mmes", "Mlle", "Mlle.", "Mr", "Mr.", "MME", "MR", "MR."})
# "Nom : X", "Nom :\nX", "Nom | X" (a row's cells, as the page read in rows or a printout framed
# like a terminal gives them), or a label alone on its line with the value on the
# next non-empty line (forms extracted cell by cell); that last form is
# accepted only when the label starts its line (checked in code).
_GAP_LABEL = (
    # (a dictation quotes the caption, "« Prénom » : …"; a book runs it into the text, "Prénom. — …";
    # a large-print sheet makes a sentence of it, "Prénom, c'est : …")
    r"(?:[ \t]*(?:\(s\)|\(e\))?" + CAPTION_CLOSE + r"(?:[:›][ \t]*(?:\|[ \t]*)?|\|[ \t]*|" + RUN_IN_DASH + r"[ \t]*)(?:\r?\n[ \t]*)?"
    # (a template's caption in brackets, its value typed after it: "[Premier prénom] Rodrigue")
    r"|[ \t]*\][ \t]+"
    r"|(?P<nl>[ \t]*\??[ \t]*\r?\n(?:[ \t]*\r?\n)?[ \t]*))"  # ("?": a questionnaire's "Q1. Nom d'usage ?")
)
# A word that says which carer the role is ("IDE référente : Inès …", "Infirmier coordinateur :").
_ROLE_QUALIFIER = r"(?:[ \t]+(?:r[ée]f[ée]rent(?:e|\(e\))?|coordinat(?:eur|rice)|lib[ée]ral(?:e|\(e\))?))?"
ANCHORED = regex.compile(
    r"(?:"
    r"(?P<form_nom>" + "|".join(FORM_NOM + ENGLISH_NOM).replace("{A}", A) + r")" + _GAP_LABEL +
    r"|(?P<form_prenom>" + "|".join(FORM_PRENOM + ENGLISH_PRENOM) + r")" + _GAP_LABEL +
    r"|(?P<form_both>" + "|".join(FORM_BOTH) + r")" + _GAP_LABEL + r"(?:" + _TITLE_RE + r"[ \t]+)?" +
    r"|(?P<role>" + "|".join(ROLES) + r")" + _ROLE_QUALIFIER + r"(?:[ \t]*:[ \t]*(?:\r?\n[ \t]*)?|[ \t]+(?=" + _TITLE_RE + r"[ \t]))(?:" + _TITLE_RE + r"[ \t]+)?" +
    r"|(?P<title>" + _TITLE_RE + r"(?:[ \t]+(?:le|la|Le|La)[ \t]+" + _TITLE_RE + r")?)[ \t]+"
    r")(?P<g>" + GROUP + r")"
)
# The anchors' labels alone, every one led by a literal letter: ``re`` then skips in C to
# the few places where one may start, and the full pattern is tried there only.
_ANCHOR_START = re.compile("|".join("(?:%s)" % a.replace("{A}", A) for a in (*FORM_NOM, *FORM_PRENOM, *FORM_BOTH,
                                                                          *ROLES, *TITLES)))
_ANCHOR_START_EN = re.compile("|".join("(?:%s)" % a.replace("{A}", A) for a in (*FORM_NOM, *FORM_PRENOM, *FORM_BOTH,
                                                                             *ROLES, *TITLES, *ENGLISH_NOM,
                                                                             *ENGLISH_PRENOM)))
