"""The export report: JSON for audit, a short French summary for people.

It holds counts, sources, confidence statistics, the verification result,
versions and timings — never a value. Force terms and regexes are counted,
not listed (a force term is often an establishment's name).
"""

from __future__ import annotations

import statistics
from collections import Counter
from typing import Sequence

import app
from app.detection.spans import LABEL_NAMES_FR
from app.export.options import ExportOptions
from app.export.plan import REASON_DOSSIER, REASON_FORCE, REASON_MANUAL, REASON_PROPAGATION, RedactionPlan
from app.export.verify import VerificationResult

REPORT_VERSION = 1


def source_family(item) -> str:
    """rule, model, propagation, dossier, force or manual."""
    if item.reason == REASON_PROPAGATION:
        return "propagation"
    if item.reason == REASON_DOSSIER:
        return "dossier"
    if item.reason == REASON_FORCE or item.span.source == "force":
        return "force"
    if item.reason == REASON_MANUAL or item.span.source == "manual":
        return "manual"
    src = item.span.source
    if src.startswith("rules") or src.startswith("rule"):
        return "rule"
    if src.startswith("model") or src.startswith("ner"):
        return "model"
    return src.split(".")[0] or "autre"


def model_info(detectors=None) -> dict:
    """What the NER engine says about itself (id, sha256...), or ``{"ran": False}``.

    ``detectors``: the detector list used for this document; without it the
    engine reports its last loaded model.
    """
    try:
        from app.detection.ner import model_status
    except ImportError:
        return {"ran": False}
    try:
        st = model_status(detectors) if detectors is not None else model_status()
    except Exception:
        return {"ran": False}
    return dict(st) if isinstance(st, dict) else {"ran": False}


def _stats(values: list[float]) -> dict:
    if not values:
        return {"n": 0}
    return {
        "n": len(values),
        "min": round(min(values), 4),
        "mean": round(statistics.fmean(values), 4),
        "median": round(statistics.median(values), 4),
        "max": round(max(values), 4),
    }


def build_report(
    plan: RedactionPlan,
    options: ExportOptions,
    verification: VerificationResult | None,
    *,
    written: bool,
    timings: dict[str, float],
    image_only_pages: Sequence[int] = (),
    ocr_pages: Sequence[int] = (),
    model: dict | None = None,
    status: str = "ok",
    review: dict | None = None,
    remediation: Sequence[dict] = (),
    dropped: dict[str, int] | None = None,
) -> dict:
    """``review``: what the reviewer kept on purpose, as counts per kind
    (``{"rejected": {...}, "critical_rejected": {...}}``); ``dropped``: what the
    scrub removed, counts by structure name (``Catalog/StructTreeRoot``…); never values."""
    by_kind = Counter(it.label for it in plan.items)
    by_source = Counter(source_family(it) for it in plan.items)
    per_page: dict[int, Counter] = {}
    conf: dict[str, list[float]] = {}
    for it in plan.items:
        per_page.setdefault(it.page, Counter())[it.label] += 1
        conf.setdefault(source_family(it), []).append(it.span.confidence)
    return {
        "report_version": REPORT_VERSION,
        "tool": {"name": "Caviard", "version": app.__version__},
        "model": model if model is not None else model_info(),
        "status": status,
        "written": written,
        "pages": plan.page_count,
        "image_only_pages": [p + 1 for p in image_only_pages],
        "ocr_pages": [p + 1 for p in ocr_pages],
        "masked_pages": [p + 1 for p in plan.masked_pages()],
        "rebuilt_pages": [p + 1 for p in sorted(plan.rebuilt_pages)],
        "manual_areas": sum(1 for a in plan.areas if not a.whole_page),
        "options": options_summary(options),
        "counts": {
            "total": len(plan.items),
            "by_kind": dict(sorted(by_kind.items())),
            "by_source": dict(sorted(by_source.items())),
            "by_page": [
                {"page": p + 1, "by_kind": dict(sorted(c.items()))} for p, c in sorted(per_page.items())
            ],
            "by_reason": plan.counts_by_reason(),
        },
        "confidence": {src: _stats(v) for src, v in sorted(conf.items())},
        "review": {
            "rejected": dict(sorted((review or {}).get("rejected", {}).items())),
            "critical_rejected": dict(sorted((review or {}).get("critical_rejected", {}).items())),
        },
        "remediation": {
            "rounds": max((f["round"] for f in remediation), default=0),
            "fallbacks": list(remediation),
            "pages": sorted({f["page"] for f in remediation}),
        },
        "dropped": dict(sorted((dropped or {}).items())),
        "verification": verification.to_json() if verification is not None else None,
        "timings_s": {k: round(v, 3) for k, v in timings.items()},
    }


def summary_fr(report: dict) -> str:
    """A few French lines for the user (no value, only counts)."""
    lines = []
    c = report["counts"]
    lines.append("Caviard %s — %d page(s), %d élément(s) masqué(s)." % (report["tool"]["version"], report["pages"], c["total"]))
    if c["by_kind"]:
        kinds = ", ".join("%s : %d" % (LABEL_NAMES_FR.get(k, k), n) for k, n in c["by_kind"].items())
        lines.append("Par type : %s." % kinds)
    src_fr = {"rule": "règles", "model": "modèle", "propagation": "propagation", "dossier": "dossier", "force": "termes forcés", "manual": "ajouts manuels"}
    if c["by_source"]:
        lines.append("Par origine : %s." % ", ".join("%s : %d" % (src_fr.get(k, k), n) for k, n in c["by_source"].items()))
    rem = report.get("remediation") or {}
    if rem.get("fallbacks"):
        lines.append("Correction après vérification : la relecture du fichier écrit a trouvé %d passage(s) encore "
                     "lisible(s), masqué(s) par un rectangle noir (page(s) %s)."
                     % (sum(f["areas"] for f in rem["fallbacks"]), ", ".join(str(p) for p in rem["pages"])))
    if report.get("rebuilt_pages"):
        lines.append("Page(s) reconstruite(s) en image : %s. Du texte y restait lisible là où aucun masque ne "
                     "l'atteignait ; leur texte n'est plus sélectionnable."
                     % ", ".join(str(p) for p in report["rebuilt_pages"]))
    crit = report.get("review", {}).get("critical_rejected") or {}
    if crit:
        kinds = ", ".join("%s : %d" % (LABEL_NAMES_FR.get(k, k), n) for k, n in crit.items())
        lines.append("Conservés à la demande du relecteur (valeurs critiques) : %s." % kinds)
    if report["masked_pages"]:
        lines.append("Pages masquées entièrement : %s." % ", ".join(str(p) for p in report["masked_pages"]))
    v = report.get("verification")
    if v is None:
        lines.append("Vérification : non effectuée.")
    elif v["ok"]:
        col = v["collateral"]
        lines.append("Vérification réussie : aucune valeur masquée ne subsiste (%d mot(s) perdu(s) hors masques sur %d)." % (col["lost_words"], col["checked_words"]))
        if col.get("pages_over_2_percent"):
            lines.append("Attention : plus de 2 %% des mots perdus hors masques en page(s) %s : vérifiez ces pages."
                         % ", ".join(str(p) for p in col["pages_over_2_percent"]))
    else:
        lines.append("Vérification ÉCHOUÉE : fichier non écrit.")
        for p in v["problems"][:10]:
            where = "page %d" % p["page"] if p["page"] else "fichier"
            what = LABEL_NAMES_FR.get(p["kind"], p["kind"]) if p["kind"] else "structure"
            lines.append("  - %s : %s (%s)" % (where, what, p["check"]))
    lines.append("Fichier écrit." if report["written"] else "Aucun fichier écrit.")
    return "\n".join(lines)


def options_summary(options: ExportOptions) -> dict:
    """The export options as the report states them: policy values and how many forced
    terms and expressions, never the terms (they may be names). ``--resume`` compares it
    with a finished file's report to tell whether the options changed since."""
    return {
        "propagated_kinds": sorted(options.propagated),
        "keep_dates": options.keep_dates,
        "repeat_codes": options.repeat_codes,
        "repeat_names": options.repeat_names,
        "repeat_towns": options.repeat_towns,
        "min_confidence": options.min_confidence,
        "placeholder": options.placeholder,
        "mask_image_pages": options.mask_image_pages,
        "force_terms": len(options.force_terms),
        "force_regexes": len(options.force_regexes),
    }
