"""Deterministic French clinical identifier rules, one module per family.

``rule_detectors()`` builds the rule families in a fixed order; the merge
(``app.detection.merge``) decides between overlapping results.
"""

from __future__ import annotations

from app.detection.rules.identifiers import DEFAULT_CONFIG, IdentifierConfig


def rule_detectors(identifiers: IdentifierConfig = DEFAULT_CONFIG) -> list:
    """Every rule family, configured for one hospital's identifier shapes."""
    from app.detection.rules.addresses import AddressDetector
    from app.detection.rules.addresses_abroad import AddressAbroadDetector
    from app.detection.rules.caption_after import CaptionAfterDetector
    from app.detection.rules.dates import DateDetector
    from app.detection.rules.email import EmailDetector
    from app.detection.rules.establishments import EstablishmentDetector
    from app.detection.rules.foreign_ids import ForeignIdDetector
    from app.detection.rules.identifiers import HealthProfessionalIdDetector, IdentifierDetector
    from app.detection.rules.labelled_ids import LabelledIdDetector
    from app.detection.rules.message_segments import MessageSegmentDetector
    from app.detection.rules.names import NameDetector
    from app.detection.rules.nir import NirDetector
    from app.detection.rules.phones import PhoneDetector

    return [
        NirDetector(),
        HealthProfessionalIdDetector(),
        IdentifierDetector(identifiers),
        LabelledIdDetector(),
        ForeignIdDetector(),
        MessageSegmentDetector(),
        EmailDetector(),
        PhoneDetector(),
        DateDetector(),
        AddressDetector(),
        AddressAbroadDetector(),
        EstablishmentDetector(),
        NameDetector(),
        CaptionAfterDetector(),
    ]


__all__ = ["rule_detectors", "IdentifierConfig", "DEFAULT_CONFIG"]
