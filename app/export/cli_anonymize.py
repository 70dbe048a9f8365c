"""``python -m app anonymize``: detect, accept by the default policy, export.

Exit codes (app/cli.py): 0 written and verified; 2 unreadable input or bad
arguments; 3 verification failed (nothing written); 4 image-only pages that
cannot be read (OCR unavailable) and ``--mask-image-pages`` not given.
Messages are French, on stderr, and never quote a value or the file name.
"""

from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path

EXIT_OK, EXIT_INPUT, EXIT_VERIFY, EXIT_PAGES = 0, 2, 3, 4


def _err(msg: str, code: int) -> int:
    print("Erreur : %s" % msg, file=sys.stderr)
    return code


def _ocr(path: Path, indices: list[int]):
    """OCR'd PageTexts for image-only pages, or None when OCR is unavailable.

    Expects ``app.ocr.ocr_available() -> bool`` and
    ``app.ocr.ocr_pages(path, indices) -> dict[int, PageText] | list[PageText]``.
    """
    try:
        from app.ocr import ocr_available, ocr_pages  # type: ignore[attr-defined]
    except ImportError:
        return None
    try:
        if not ocr_available():
            return None
        got = ocr_pages(path, indices)
    except Exception:
        return None
    if isinstance(got, dict):
        return got
    return {pt.index: pt for pt in got}


def options_from_args(args, min_confidence: float):
    from app.export.options import ExportOptions

    return ExportOptions(
        keep_dates=(args.keep_dates != "no"),
        force_terms=tuple(args.force_term or ()),
        force_regexes=tuple(args.force_regex or ()),
        min_confidence=min_confidence,
        placeholder=args.placeholder or "label",
        mask_image_pages=bool(args.mask_image_pages),
    )


def run(args) -> int:
    from app.atomic import write_text_atomic
    from app.detection.analyze import analyze_texts, default_detectors
    from app.document import DocumentError, open_document
    from app.export.options import DEFAULT_MIN_CONFIDENCE, accept_spans
    from app.export.pipeline import ExportError, export_document, same_file
    from app.export.plan import PlanError, build_plan
    from app.export.report import model_info

    src, out = Path(args.input), Path(args.output)
    if same_file(src, out):
        return _err("le fichier de sortie doit être différent du fichier d'origine.", EXIT_INPUT)
    report_path = Path(args.report) if getattr(args, "report", None) else None
    if report_path is not None and (same_file(report_path, src) or same_file(report_path, out)):
        return _err("le rapport doit être un fichier distinct de l'entrée et de la sortie.", EXIT_INPUT)
    if not out.parent.exists():
        return _err("le dossier de sortie n'existe pas.", EXIT_INPUT)
    min_conf = DEFAULT_MIN_CONFIDENCE if args.min_confidence is None else args.min_confidence
    if not 0.0 <= min_conf <= 1.0:
        return _err("--min-confidence doit être compris entre 0 et 1.", EXIT_INPUT)
    for rx in args.force_regex or []:
        try:
            re.compile(rx)
        except re.error:
            return _err("une expression --force-regex est invalide.", EXIT_INPUT)
    options = options_from_args(args, min_conf)

    try:
        doc = open_document(src)
    except DocumentError as exc:
        return _err(str(exc), EXIT_INPUT)
    with doc:
        t0 = time.perf_counter()
        try:
            pages = doc.pages
        except DocumentError as exc:
            return _err(str(exc), EXIT_INPUT)
        image_only = [pt.index for pt in pages if pt.image_only]
        ocr_done: list[int] = []
        to_mask: list[int] = []
        # Issue 9: also text pages holding a large image (a scanned attachment).
        from app.ocr import pages_needing_ocr

        needs_ocr = pages_needing_ocr(pages)
        if needs_ocr:
            got = _ocr(src, needs_ocr)
            if got:
                for i, pt in got.items():
                    pages[i] = pt
                ocr_done = sorted(got)
            missing = [i for i in image_only if i not in ocr_done]
            # Issue 9: an image-only page where OCR read (almost) nothing (handwriting,
            # poor scan) cannot be checked either: same treatment as a page not read.
            from app.ocr import ocr_readable

            unreadable = [i for i in image_only if i in ocr_done and not ocr_readable(pages[i])]
            if (missing or unreadable) and not options.mask_image_pages:
                if missing:
                    return _err(
                        "%d page(s) sans texte lisible (%s) et la reconnaissance de caractères n'est pas disponible : "
                        "relancez avec --mask-image-pages pour masquer ces pages entièrement. Aucun fichier écrit."
                        % (len(missing), ", ".join(str(i + 1) for i in missing)),
                        EXIT_PAGES,
                    )
                return _err(
                    "%d page(s) image illisible(s) même par reconnaissance de caractères (%s) : relancez avec "
                    "--mask-image-pages pour masquer ces pages entièrement. Aucun fichier écrit."
                    % (len(unreadable), ", ".join(str(i + 1) for i in unreadable)),
                    EXIT_PAGES,
                )
            to_mask = sorted(missing + unreadable)
            unread = [i for i in needs_ocr if i not in ocr_done and i not in image_only]
            if unread:
                print(
                    "Avertissement : %d page(s) contiennent une grande image non relue (reconnaissance de caractères "
                    "indisponible) : %s." % (len(unread), ", ".join(str(i + 1) for i in unread)),
                    file=sys.stderr,
                )
        try:
            detectors = default_detectors(use_model=not args.no_model)
        except Exception:
            print("Avertissement : modèle indisponible, détection par règles seules.", file=sys.stderr)
            detectors = default_detectors(use_model=False)
        spans = analyze_texts([pt.text for pt in pages], detectors)
        t_detect = time.perf_counter() - t0
        try:
            plan = build_plan(pages, accept_spans(spans, options), options)
        except PlanError as exc:
            return _err(str(exc), EXIT_INPUT)
        if to_mask:
            plan = plan.with_masked_pages(to_mask)
        try:
            result = export_document(
                doc, plan, out, options, pages=pages, image_only_pages=image_only, ocr_pages=ocr_done,
                model=model_info(detectors),
            )
        except ExportError as exc:
            return _err(str(exc), EXIT_INPUT)
        except OSError:
            return _err("écriture impossible dans le dossier de sortie.", EXIT_INPUT)
        except (RuntimeError, ValueError):
            # MuPDF failed on an unusual structure: nothing was written.
            return _err("ce PDF n'a pas pu être traité (structure inhabituelle). Aucun fichier écrit.", EXIT_INPUT)
    result.report["timings_s"]["detection"] = round(t_detect, 3)
    if report_path is not None:
        try:
            write_text_atomic(report_path, json.dumps(result.report, ensure_ascii=False, indent=1) + "\n")
        except OSError:
            print("Avertissement : le rapport n'a pas pu être écrit.", file=sys.stderr)
    if not result.ok:
        print(result.summary, file=sys.stderr)
        for p in result.verification.problems:
            print("Vérification échouée — %s" % p.message_fr(), file=sys.stderr)
        return EXIT_VERIFY
    print(result.summary)
    return EXIT_OK
