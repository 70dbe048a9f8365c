"""Export: selective propagation, variants, true redaction, scrub, independent verification, report.

Qt-free API shared by the CLI and the GUI (see docs/EXPORT.md)::

    options = ExportOptions(force_terms=("CHCB",))
    accepted = accept_spans(spans, options)            # default pre-check policy
    plan = build_plan(doc.pages, accepted, options)     # preview: plan.added(), plan.counts()
    result = export_document(doc, plan, "out.pdf", options)
    result.ok, result.report, result.summary
"""

from app.export.geometry import display_to_text, line_rects
from app.export.options import (
    DEFAULT_PROPAGATED,
    NOT_PROPAGATED_BY_DEFAULT,
    ExportOptions,
    accept_spans,
    default_accept,
)
from app.export.pipeline import ExportError, ExportResult, SameFileError, export_document
from app.export.plan import AreaMask, PlanError, PlanItem, RedactionPlan, build_plan
from app.export.verify import Problem, VerificationResult

__all__ = [
    "AreaMask", "DEFAULT_PROPAGATED", "ExportError", "ExportOptions", "ExportResult", "NOT_PROPAGATED_BY_DEFAULT",
    "PlanError", "PlanItem", "Problem", "RedactionPlan", "SameFileError", "VerificationResult", "accept_spans",
    "build_plan", "default_accept", "display_to_text", "export_document", "line_rects",
]
