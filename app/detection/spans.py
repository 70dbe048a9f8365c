"""The Span value shared by every stage after the document layer.

A span is a half-open ``[start, end)`` character range of one page's text
(``PageText.text``), with the kind of identifier it holds, which detector
found it and how sure that detector is. Spans are immutable values so that
detection, review and export can pass them around without aliasing bugs.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields

# Kinds of identifiers used throughout the product (issue 3).
LABELS: tuple[str, ...] = (
    "NOM",
    "PRENOM",
    "DATE_NAISSANCE",
    "DATE",
    "DATE_DECES",
    "NIR",
    "IPP",
    "EPISODE",
    "RPPS",
    "FINESS",
    "AUTRE",
    "TEL",
    "EMAIL",
    "ADRESSE",
    "CODE_POSTAL",
    "VILLE",
    "ETAB",
    "FORCE",
)

# French display names, used by the report and the UI legend.
LABEL_NAMES_FR: dict[str, str] = {
    "NOM": "Nom",
    "PRENOM": "Prénom",
    "DATE_NAISSANCE": "Date de naissance",
    "DATE": "Date",
    "DATE_DECES": "Date de décès",
    "NIR": "N° de sécurité sociale (NIR)",
    "IPP": "IPP",
    "EPISODE": "N° de séjour / épisode",
    "RPPS": "RPPS / ADELI",
    "FINESS": "FINESS",
    "AUTRE": "Autre identifiant",
    "TEL": "Téléphone",
    "EMAIL": "Courriel",
    "ADRESSE": "Adresse",
    "CODE_POSTAL": "Code postal",
    "VILLE": "Ville",
    "ETAB": "Établissement",
    "FORCE": "Terme forcé",
}


@dataclass(frozen=True, slots=True)
class Span:
    """One detected identifier on one page.

    ``source`` names the detector family (``"rules.email"``, ``"model"``,
    ``"propagation"``, ``"force"``, ``"manual"``...). ``confidence`` is in
    [0, 1]; its meaning is documented per source (rules: measured precision
    of the rule; model: the model's own probability, ``calibrated`` tells
    whether the bundle's calibration was applied). ``sources`` records every
    detector that agreed when spans were merged. ``note`` carries a short,
    value-free remark such as ``"clé invalide"``.
    """

    page: int
    start: int
    end: int
    text: str
    label: str
    source: str
    confidence: float
    sources: tuple[str, ...] = field(default=())
    note: str = ""
    calibrated: bool | None = None

    def __post_init__(self) -> None:
        if self.start < 0 or self.end <= self.start:
            raise ValueError("span vide ou négatif")
        if not 0.0 <= self.confidence <= 1.0:
            raise ValueError("confiance hors de [0, 1]")
        if not self.sources:
            object.__setattr__(self, "sources", (self.source,))

    @property
    def key(self) -> tuple[int, int, int, str]:
        """Identity of a span for review decisions: where and what kind."""
        return (self.page, self.start, self.end, self.label)

    def overlaps(self, other: "Span") -> bool:
        return self.page == other.page and self.start < other.end and other.start < self.end

    def with_(self, **changes) -> "Span":
        """A copy with ``changes`` (what ``dataclasses.replace`` does, without its per-call
        introspection: the merge and the rules call it for many spans of every page)."""
        args = {f: getattr(self, f) for f in _FIELDS}
        args.update(changes)
        return Span(**args)

    def to_json(self) -> dict:
        """The CLI's JSON shape: the seven required fields plus extras."""
        d = asdict(self)
        d["sources"] = list(self.sources)
        return d


_FIELDS = tuple(f.name for f in fields(Span))
