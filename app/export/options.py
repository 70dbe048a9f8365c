"""Export options and the default acceptance policy (what the GUI pre-checks).

Kept apart from the pipeline so the review window can show and edit the same
settings the headless ``anonymize`` command uses, without importing PyMuPDF.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from app.detection.spans import Span

# Seed 002: propagating these across the whole document closed the birth-date
# and "CHCB" leaks at almost no cost in false positives.
DEFAULT_PROPAGATED: frozenset[str] = frozenset({"DATE_NAISSANCE", "NIR", "IPP", "EMAIL", "FORCE", "NOM", "PRENOM",
                                                # a death certificate writes the date again ("décédé(e) le 06/11/2025")
                                                "DATE_DECES"})
# Seed 002 measured many false positives when these were propagated; they are
# still redacted where detected, only not searched for elsewhere by default.
NOT_PROPAGATED_BY_DEFAULT: frozenset[str] = frozenset(
    {"TEL", "ADRESSE", "CODE_POSTAL", "EPISODE", "VILLE", "ETAB", "RPPS", "AUTRE"}
)

# Identifiers of these kinds are not propagated as values (their variants would be
# noise), but a long code written again exactly is the same code: see ``repeat_codes``.
# A phone number of six digits or more too: read once after "Tél.", it is printed again bare
# in a fax's transmission line ("DE : 081/865.12.48") or a sentence ("au 081/865.12.48").
REPEATED_CODE_KINDS: frozenset[str] = frozenset({"EPISODE", "RPPS", "FINESS", "AUTRE", "TEL"})

PLACEHOLDER_STYLES = ("label", "none")
DEFAULT_MIN_CONFIDENCE = 0.4


@dataclass(frozen=True)
class ExportOptions:
    """Everything that changes what an export removes or how it looks.

    ``propagated``: kinds whose accepted values are searched for on every
    page (with their variants). ``keep_dates``: plain dates (kind DATE, e.g.
    dates of care) are not pre-checked. ``placeholder``: "label" writes
    "[NOM]" in white on the black box when it fits, "none" leaves plain
    black boxes. ``max_collateral_words``/``max_collateral_share``: words
    outside every redaction counted before the report warns.
    ``repeat_codes``: a code of ``REPEATED_CODE_KINDS`` with seven letters and digits or
    more, six of them digits ("V23-888553", "10117839422"), is searched on every page
    though its kind is not propagated: a lab or exam number labelled once in the header
    is printed bare under a barcode or in a footer.
    ``repeat_names``: an establishment or organisation name (ETAB) of three words or more
    with a capitalised word that is no French word ("Alliance Santé Vendée Mutualité") is
    searched on every page in the writing seen: a letter names the insurer in its address
    block, then again in a sentence no rule reads ("auprès de la Alliance Santé …").
    ``repeat_towns``: a town (VILLE) that is a known commune and no French word ("Tarbes",
    not "Tours") is searched on every page in the writing seen: read once beside its postal
    code, a letter writes it again where no rule reads a place ("Centre agréé – Tarbes",
    "Rédigé le 01/01/2026 – Lorient").
    ``max_remediation_rounds``: how many times what verification still finds
    is masked by area and the export run again (0: refuse at once).
    ``test_skip_item``: TEST HOOK ONLY — index (in ``plan.items``) of one
    item whose redaction is not applied, to prove verification catches it.
    """

    propagated: frozenset[str] = DEFAULT_PROPAGATED
    keep_dates: bool = True
    force_terms: tuple[str, ...] = ()
    force_regexes: tuple[str, ...] = ()
    min_confidence: float = DEFAULT_MIN_CONFIDENCE
    placeholder: str = "label"
    mask_image_pages: bool = False
    max_collateral_words: int = 3
    max_collateral_share: float = 0.005
    max_remediation_rounds: int = 3
    repeat_codes: bool = True
    repeat_names: bool = True
    repeat_towns: bool = True
    test_skip_item: int | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if self.placeholder not in PLACEHOLDER_STYLES:
            raise ValueError("style de texte de remplacement inconnu")
        if not 0.0 <= self.min_confidence <= 1.0:
            raise ValueError("confiance minimale hors de [0, 1]")
        object.__setattr__(self, "propagated", frozenset(self.propagated))
        object.__setattr__(self, "force_terms", tuple(t for t in self.force_terms if t and t.strip()))
        object.__setattr__(self, "force_regexes", tuple(r for r in self.force_regexes if r))


def default_accept(span: Span, options: ExportOptions | None = None) -> bool:
    """Whether the default policy pre-checks ``span``.

    Every kind is accepted except DATE while ``keep_dates`` holds, provided
    the detector's confidence reaches ``min_confidence``. Force terms and
    manual marks are always accepted: the user asked for them.
    """
    options = options or ExportOptions()
    if span.source in ("force", "manual") or span.label == "FORCE":
        return True
    if span.label == "DATE" and options.keep_dates:
        return False
    return span.confidence >= options.min_confidence


def accept_spans(spans: Iterable[Span], options: ExportOptions | None = None) -> list[Span]:
    """The spans the default policy accepts, in their original order."""
    options = options or ExportOptions()
    return [s for s in spans if default_accept(s, options)]
