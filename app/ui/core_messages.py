"""The core's French messages, translated for the window's other languages.

The pipeline is Qt-free and speaks French (the command line's language);
the window shows its messages through Qt's translation system so the
English interface is complete. Each message the window can show is listed
here once with ``QT_TRANSLATE_NOOP`` (the extractor's marker); a test
checks the list against the core's own constants. A message the catalogue
does not know is shown as the core said it.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "core"

KNOWN = (
    # app.document.errors
    QT_TRANSLATE_NOOP("core", "Le document ne peut pas être lu."),
    QT_TRANSLATE_NOOP("core", "Le fichier est introuvable."),
    QT_TRANSLATE_NOOP("core", "Ce fichier n'est pas un PDF."),
    QT_TRANSLATE_NOOP("core", "Ce PDF est protégé par un mot de passe : retirez la protection avant de l'anonymiser."),
    QT_TRANSLATE_NOOP("core", "Ce PDF est endommagé et ne peut pas être lu."),
    QT_TRANSLATE_NOOP("core", "Ce PDF ne contient aucune page."),
    QT_TRANSLATE_NOOP("core", "Ce document est trop volumineux pour être traité en une fois."),
    QT_TRANSLATE_NOOP("core", "Ce fichier texte n'est pas encodé en UTF-8."),
    QT_TRANSLATE_NOOP("core", "Ce PDF est endommagé : aucune de ses pages n'a pu être lue. "
                              "Demandez une nouvelle copie du fichier."),
    # app.job
    QT_TRANSLATE_NOOP("core", "Ce fichier ne peut pas être ouvert."),
    QT_TRANSLATE_NOOP("core", "Le fichier de sortie doit être différent du fichier d'origine."),
    QT_TRANSLATE_NOOP("core", "Le rapport doit être un fichier distinct de l'entrée et de la sortie."),
    QT_TRANSLATE_NOOP("core", "Le dossier de sortie n'existe pas."),
    QT_TRANSLATE_NOOP("core", "Écriture impossible dans le dossier de sortie."),
    QT_TRANSLATE_NOOP("core", "Ce PDF n'a pas pu être traité (structure inhabituelle). Aucun fichier écrit."),
    # app.review.review_file
    QT_TRANSLATE_NOOP("core", "Ce fichier n'est pas une relecture Caviard."),
    QT_TRANSLATE_NOOP("core", "Le fichier de relecture ne peut pas être lu."),
    QT_TRANSLATE_NOOP("core", "Cette relecture a été enregistrée pour un autre fichier (empreinte différente) : "
                              "elle ne peut pas être reprise sur ce document."),
    QT_TRANSLATE_NOOP("core", "Cette relecture a été enregistrée pour un document d'un autre nombre de pages : "
                              "elle ne peut pas être reprise sur ce document."),
    QT_TRANSLATE_NOOP("core", "Cette relecture contient des positions hors du document : elle ne peut pas être reprise."),
    # app.review.force_terms and app.review.find
    QT_TRANSLATE_NOOP("core", "Le terme est vide."),
    QT_TRANSLATE_NOOP("core", "Cette expression régulière accepte le texte vide : précisez-la."),
    QT_TRANSLATE_NOOP("core", "Cette expression accepte le texte vide : précisez-la."),
    QT_TRANSLATE_NOOP("core", "Expression régulière invalide : %s%s."),
    QT_TRANSLATE_NOOP("core", "parenthèse ouverte jamais fermée"),
    QT_TRANSLATE_NOOP("core", "parenthèse fermante sans ouvrante"),
    QT_TRANSLATE_NOOP("core", "crochet [ jamais fermé"),
    QT_TRANSLATE_NOOP("core", "répétition (*, +, ?) sans rien à répéter"),
    QT_TRANSLATE_NOOP("core", "deux répétitions de suite"),
    QT_TRANSLATE_NOOP("core", "échappement \\ inconnu"),
    QT_TRANSLATE_NOOP("core", "intervalle de caractères à l'envers"),
    QT_TRANSLATE_NOOP("core", "extension (?…) inconnue"),
    QT_TRANSLATE_NOOP("core", "regard en arrière de longueur variable"),
    QT_TRANSLATE_NOOP("core", "syntaxe incorrecte"),
    QT_TRANSLATE_NOOP("core", " (caractère %d)"),
    # app.export.redact (after "page N : ")
    QT_TRANSLATE_NOOP("core", "Page %d : %s"),
    QT_TRANSLATE_NOOP("core", "une zone de caviardage déjà présente dans le fichier est illisible et ne peut pas "
                              "être appliquée. Aucun fichier écrit."),
)


def ui_message(text: str) -> str:
    """``text`` in the interface's language when the catalogue knows it (first letter as the core wrote it)."""
    if not text:
        return text
    cap = text[:1].upper() + text[1:]
    got = QCoreApplication.translate(CONTEXT, cap)
    if got != cap:
        return got
    regex = _regex_message(text)
    if regex is not None:
        return regex
    paged = _page_message(text)
    return paged if paged is not None else cap


_PAGE = re.compile(r"page (\d+) : (.+)\Z", re.DOTALL)


def _page_message(text: str) -> str | None:
    """A message about one page ("page 3 : …"): the number kept, the rest translated."""
    m = _PAGE.match(text)
    if m is None:
        return None
    t = QCoreApplication.translate
    rest = t(CONTEXT, m.group(2))
    if rest == m.group(2):
        return None
    return t(CONTEXT, "Page %d : %s") % (int(m.group(1)), rest)


def _regex_message(text: str) -> str | None:
    """The invalid-regex message is built from parts: translate each part."""
    prefix = "Expression régulière invalide : "
    if not text.startswith(prefix) or not text.endswith("."):
        return None
    body = text[len(prefix):-1]
    where = ""
    i = body.rfind(" (caractère ")
    if i >= 0 and body.endswith(")"):
        try:
            pos = int(body[i + len(" (caractère "):-1])
        except ValueError:
            pos = None
        if pos is not None:
            where = QCoreApplication.translate(CONTEXT, " (caractère %d)") % pos
            body = body[:i]
    t = QCoreApplication.translate
    return t(CONTEXT, "Expression régulière invalide : %s%s.") % (t(CONTEXT, body), where)
