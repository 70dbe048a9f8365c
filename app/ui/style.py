"""Colours per kind and the French wording of sources and confidences."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from app.detection.spans import LABEL_NAMES_FR, Span

KIND_COLORS: dict[str, str] = {
    "NOM": "#d6336c",
    "PRENOM": "#f76707",
    "DATE_NAISSANCE": "#7048e8",
    "DATE": "#74b816",
    "NIR": "#1c7ed6",
    "IPP": "#0ca678",
    "EPISODE": "#15aabf",
    "RPPS": "#5c940d",
    "FINESS": "#868e96",
    "AUTRE": "#5f3dc4",
    "TEL": "#f59f00",
    "EMAIL": "#ae3ec9",
    "ADRESSE": "#a0522d",
    "CODE_POSTAL": "#4263eb",
    "VILLE": "#37b24d",
    "ETAB": "#0b7285",
    "FORCE": "#343a40",
    "ZONE": "#212529",
}



_COLOR_CACHE: dict[str, QColor] = {}


def kind_color(label: str) -> QColor:
    c = _COLOR_CACHE.get(label)
    if c is None:
        c = _COLOR_CACHE[label] = QColor(KIND_COLORS.get(label, "#495057"))
    return QColor(c)


def kind_name(label: str) -> str:
    if label == "ZONE":
        return QCoreApplication.translate("style", "Zone masquée")
    return LABEL_NAMES_FR.get(label, label)


def source_name(source: str) -> str:
    if source == "model" or source.startswith("model") or source.startswith("ner"):
        return QCoreApplication.translate("style", "modèle")
    if source.startswith("rules"):
        return QCoreApplication.translate("style", "règle")
    if source == "propagation":
        return QCoreApplication.translate("style", "propagation")
    if source == "force":
        return QCoreApplication.translate("style", "terme forcé")
    if source == "manual":
        return QCoreApplication.translate("style", "manuel")
    return source


def is_model(span: Span) -> bool:
    return span.source == "model" or span.source.startswith(("model", "ner"))


def confidence_text(span: Span) -> str:
    pct = "%d %%" % round(span.confidence * 100)
    if is_model(span):
        if span.calibrated is True:
            return pct + " " + QCoreApplication.translate("style", "(calibrée)")
        if span.calibrated is False:
            return pct + " " + QCoreApplication.translate("style", "(brute)")
        return pct
    if span.source.startswith("rules"):
        return pct + " " + QCoreApplication.translate("style", "(précision documentée)")
    return pct


def span_summary(span: Span) -> str:
    """'NOM · modèle · 87 % (calibrée)'."""
    return " · ".join((span.label, source_name(span.source), confidence_text(span)))


def span_tooltip(span: Span, accepted: bool) -> str:
    lines = [span_summary(span)]
    others = [source_name(s) for s in span.sources if s != span.source]
    if others:
        lines.append(QCoreApplication.translate("style", "confirmé par : ") + ", ".join(dict.fromkeys(others)))
    if span.note:
        lines.append(span.note)
    lines.append(QCoreApplication.translate("style", "✔ sera masqué") if accepted else QCoreApplication.translate("style", "✘ sera conservé (rejeté)"))
    lines.append(QCoreApplication.translate("style", "Clic : basculer masquer / conserver"))
    return "\n".join(lines)
