"""Colours per kind and the French wording of sources and confidences."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from app.detection.spans import LABEL_NAMES_FR, Span

# Colour-blind-safe palette (Okabe & Ito): one hue per family of kinds, the
# eight hues stay apart under deuteranopia, protanopia and tritanopia. Kinds
# that share a family's hue carry a short badge on the page and in the legend.
KIND_COLORS: dict[str, str] = {
    "NOM": "#d55e00",  # vermillion
    "PRENOM": "#e69f00",  # orange
    "DATE_NAISSANCE": "#cc79a7",  # reddish purple
    "DATE": "#8c8c8c",  # grey: care dates are kept by default
    "DATE_DECES": "#cc79a7",  # a person's own date, masked as the birth date is
    "NIR": "#0072b2",  # blue: national and hospital identifiers
    "IPP": "#0072b2",
    "EPISODE": "#0072b2",
    "RPPS": "#0072b2",
    "FINESS": "#0072b2",
    "AUTRE": "#0072b2",
    "TEL": "#56b4e9",  # sky blue: contact
    "EMAIL": "#56b4e9",
    "ADRESSE": "#009e73",  # bluish green: places
    "CODE_POSTAL": "#009e73",
    "VILLE": "#009e73",
    "ETAB": "#e0d000",  # yellow
    "FORCE": "#000000",
    "ZONE": "#000000",
}

# Badge drawn on kinds whose hue is shared: the letters tell them apart.
KIND_BADGES: dict[str, str] = {
    "DATE_NAISSANCE": "DDN",
    "DATE_DECES": "DÉC",
    "NIR": "NIR",
    "IPP": "IPP",
    "EPISODE": "SÉJ",
    "RPPS": "RPPS",
    "FINESS": "FIN",
    "AUTRE": "ID",
    "TEL": "TÉL",
    "EMAIL": "@",
    "ADRESSE": "ADR",
    "CODE_POSTAL": "CP",
    "VILLE": "VIL",
}


_COLOR_CACHE: dict[str, QColor] = {}


def kind_color(label: str) -> QColor:
    c = _COLOR_CACHE.get(label)
    if c is None:
        c = _COLOR_CACHE[label] = QColor(KIND_COLORS.get(label, "#495057"))
    return QColor(c)


def kind_badge(label: str) -> str:
    return KIND_BADGES.get(label, "")


def _kind_names() -> dict[str, str]:
    """Display names through Qt's translation (French source, English catalogue)."""
    return {
        "NOM": QCoreApplication.translate("kinds", "Nom"),
        "PRENOM": QCoreApplication.translate("kinds", "Prénom"),
        "DATE_NAISSANCE": QCoreApplication.translate("kinds", "Date de naissance"),
        "DATE": QCoreApplication.translate("kinds", "Date"),
        "DATE_DECES": QCoreApplication.translate("kinds", "Date de décès"),
        "NIR": QCoreApplication.translate("kinds", "N° de sécurité sociale (NIR)"),
        "IPP": QCoreApplication.translate("kinds", "IPP"),
        "EPISODE": QCoreApplication.translate("kinds", "N° de séjour / épisode"),
        "RPPS": QCoreApplication.translate("kinds", "RPPS / ADELI"),
        "FINESS": QCoreApplication.translate("kinds", "FINESS"),
        "AUTRE": QCoreApplication.translate("kinds", "Autre identifiant"),
        "TEL": QCoreApplication.translate("kinds", "Téléphone"),
        "EMAIL": QCoreApplication.translate("kinds", "Courriel"),
        "ADRESSE": QCoreApplication.translate("kinds", "Adresse"),
        "CODE_POSTAL": QCoreApplication.translate("kinds", "Code postal"),
        "VILLE": QCoreApplication.translate("kinds", "Ville"),
        "ETAB": QCoreApplication.translate("kinds", "Établissement"),
        "FORCE": QCoreApplication.translate("kinds", "Terme forcé"),
        "ZONE": QCoreApplication.translate("kinds", "Zone masquée"),
    }


_NAMES_CACHE: dict[str, dict[str, str]] = {}


def kind_name(label: str) -> str:
    # One lookup tells which catalogue is installed; the 18 names are built once per language
    # (the panel names every hit: thousands of calls while a long document streams).
    lang = QCoreApplication.translate("kinds", "Nom")
    names = _NAMES_CACHE.get(lang)
    if names is None:
        names = _NAMES_CACHE[lang] = _kind_names()
    return names.get(label) or LABEL_NAMES_FR.get(label, label)


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
    """'Nom · modèle · 87 % (calibrée)': the kind's display name, never its code."""
    return " · ".join((kind_name(span.label), source_name(span.source), confidence_text(span)))


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
