"""A model span right after the name of a medical device is the device's brand.

"sur pompe volumétrique Volumat Agilia", "Appareil : Somatom Definition AS+", "prothèse
Corail taille 12", "IRM Magnetom Vida 3T" (a brand word before the span): the model reads a capitalised brand after a device noun as a person or a
place. A person is never named that way (a civility or a role comes first), so the span is
dropped; brands the allow-list knows are dropped by the allow-list filter already.
"""

from __future__ import annotations

import regex

from app.detection.spans import Span

# The device noun (or a device caption) ending right before the span, on its line.
_DEVICE_BEFORE = regex.compile(
    r"(?i)(?<![\w-])(?:pompe(?:[ \t]+(?:volum[ée]trique|à[ \t]+perfusion|PCA))?|pousse-seringue|seringue[ \t]+électrique|"
    r"proth[èe]se(?:[ \t]+(?:totale|de[ \t]+hanche|de[ \t]+genou))?|implant|matelas|coussin|pansement|sonde|cath[ée]ter|"
    r"stent|endoprothèse|scanner|IRM|[ée]chographe|moniteur|respirateur|ventilateur|d[ée]fibrillateur|pacemaker|"
    r"stimulateur|cupule|tige|plaque|agrafeuse|lentille|appareil[ \t]+auditif|aides?[ \t]+auditives?|audioproth[èe]ses?|"
    r"(?:appareil|dispositif|mat[ée]riel|modèle)[ \t]*:)"
    # the brand may come first ("IRM Magnetom Vida": the model span is the model's name)
    r"(?:[ \t]+(?-i:(?!(?:Dr|Pr|M|Mme|Docteur|Professeur)\b)\p{Lu})[\w+\-]*){0,2}"
    r"[ \t]+\Z")
_LABELS = frozenset({"NOM", "PRENOM", "VILLE"})


def after_device_noun(text: str, s: Span) -> bool:
    """Whether the model span ``s`` follows a device noun on its line."""
    if s.label not in _LABELS:
        return False
    ls = text.rfind("\n", 0, s.start) + 1
    return _DEVICE_BEFORE.search(text, max(ls, s.start - 40), s.start) is not None
