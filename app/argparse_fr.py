"""argparse in French: its own messages and headings ("usage", "options", "show this
help message and exit", "the following arguments are required") are English gettext
strings; the command line is French, so they are mapped here once at import."""

from __future__ import annotations

import argparse

_FR = {
    "usage: ": "utilisation : ",
    "positional arguments": "arguments",
    "options": "options",
    "optional arguments": "options",
    "show this help message and exit": "afficher cette aide et quitter",
    "the following arguments are required: %s": "arguments obligatoires manquants : %s",
    "unrecognized arguments: %s": "arguments inconnus : %s",
    "invalid choice: %(value)r (choose from %(choices)s)": "choix invalide : %(value)r (choisir parmi %(choices)s)",
    "argument %(argument_name)s: %(message)s": "argument %(argument_name)s : %(message)s",
    "expected one argument": "une valeur attendue",
    "expected at most one argument": "une valeur au plus",
    "expected at least one argument": "au moins une valeur attendue",
    "invalid %(type)s value: %(value)r": "valeur invalide (%(type)s) : %(value)r",
    "ambiguous option: %(option)s could match %(matches)s": "option ambiguë : %(option)s peut être %(matches)s",
    "not allowed with argument %s": "incompatible avec l'argument %s",
    "one of the arguments %s is required": "l'un des arguments %s est obligatoire",
    "ignored explicit argument %r": "argument explicite ignoré : %r",
    "%(prog)s: error: %(message)s\n": "%(prog)s : erreur : %(message)s\n",
}
_FR_PLURAL = {"expected %s argument": ("%s valeur attendue", "%s valeurs attendues")}


def _gettext(message: str) -> str:
    return _FR.get(message, message)


def _ngettext(singular: str, plural: str, n: int) -> str:
    fr = _FR_PLURAL.get(singular)
    if fr:
        return fr[0] if n == 1 else fr[1]
    return singular if n == 1 else plural


def install() -> None:
    """Make argparse speak French (idempotent)."""
    argparse._ = _gettext
    argparse.ngettext = _ngettext
