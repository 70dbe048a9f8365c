"""Headless entry points: ``python -m app detect|anonymize|gui``.

``gui FILE --export OUT.pdf [--report R.json]`` runs the window's export
path headless, with the options and exit codes of ``anonymize``.

Exit codes are a contract with outside scripts: 0 success, 2 unreadable
input or bad arguments, 3 export verification failed, 4 pages that cannot
be anonymized. Errors print a French message on stderr, never a traceback
and never a personal value.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

EXIT_OK = 0
EXIT_INPUT = 2
EXIT_VERIFY = 3
EXIT_PAGES = 4


class _Parser(argparse.ArgumentParser):
    """argparse that exits with code 2 and a French prefix on bad arguments."""

    def error(self, message: str) -> None:  # pragma: no cover - argparse path
        self.print_usage(sys.stderr)
        print("Erreur d'arguments : %s" % message, file=sys.stderr)
        raise SystemExit(EXIT_INPUT)


_EXIT_CODES = (
    "Codes de sortie : 0 fichier écrit et vérifié ; 2 entrée illisible ou arguments invalides ; "
    "3 vérification échouée, rien d'écrit (ou un fichier du dossier non écrit) ; 4 pages image non lisibles "
    "(voir --mask-image-pages) ; 130 interrompu (Ctrl+C)."
)


def build_parser() -> argparse.ArgumentParser:
    from app.argparse_fr import install

    install()
    p = _Parser(prog="python -m app", description="Caviard : anonymisation de PDF cliniques.", epilog=_EXIT_CODES)
    sub = p.add_subparsers(dest="command")

    d = sub.add_parser("detect", help="Détecter les identifiants d'un PDF ou d'un fichier .txt")
    d.add_argument("input", help="fichier .pdf ou .txt (UTF-8, une page)")
    d.add_argument("--json", dest="json_out", metavar="OUT", help="écrire le JSON dans OUT au lieu de la sortie standard")
    d.add_argument("--no-model", action="store_true", help="règles seules, sans le modèle NER")
    d.add_argument("--min-confidence", type=float, default=0.0, metavar="X", help="confiance minimale (0–1)")

    a = sub.add_parser("anonymize", help="Anonymiser un PDF et vérifier le résultat")
    a.add_argument("input", help="fichier .pdf à anonymiser (l'original n'est jamais modifié)")
    a.add_argument("-o", "--output", required=True, metavar="OUT.pdf", help="PDF anonymisé à écrire (différent de l'original)")
    a.add_argument("--report", metavar="REPORT.json", help="rapport JSON sans valeur personnelle (types, pages, vérification)")
    _job_options(a)

    f = sub.add_parser("anonymize-folder", help="Anonymiser tous les PDF d'un dossier (dossiers OGC)")
    f.add_argument("input_dir", metavar="IN_DIR", help="dossier des PDF à anonymiser (sous-dossiers compris)")
    f.add_argument("-o", "--output", required=True, metavar="OUT_DIR", help="dossier où écrire les PDF anonymisés")
    f.add_argument("--report", metavar="SUMMARY.json", help="résumé JSON (et CSV à côté), sans valeur personnelle")
    f.add_argument("--workers", type=int, default=None, metavar="N", help="processus de travail (défaut : nombre de cœurs)")
    f.add_argument("--dossier", choices=["folder", "file"], default="folder",
                   help="folder : les fichiers d'un même dossier partagent leurs valeurs ; file : chaque fichier seul")
    f.add_argument("--names", choices=["neutral", "keep"], default="neutral",
                   help="neutral : dossier-001/document-001_anonymise.pdf ; keep : noms d'origine")
    f.add_argument("--mapping", metavar="FILE.csv", help="table noms neutres → fichiers d'origine (hors du dossier de sortie)")
    f.add_argument("--resume", action="store_true", help="sauter les fichiers déjà écrits dont l'entrée n'a pas changé")
    f.add_argument("--dask", metavar="ADRESSE", default=None,
                   help="exécuter sur un cluster Dask : « local » (--workers processus) ou l'adresse d'un ordonnanceur "
                        "(tcp://hôte:8786) ; option facultative, voir docs/DISTRIBUTED.md")
    _job_options(f)

    g = sub.add_parser("gui", help="Ouvrir la fenêtre de relecture")
    g.add_argument("file", nargs="?", help="PDF à ouvrir dans la fenêtre (facultatif)")
    g.add_argument("--screenshot", metavar="OUT.png", help="capturer la fenêtre après l'analyse puis quitter")
    g.add_argument("--export", metavar="OUT.pdf",
                   help="exporter par la fenêtre avec les choix par défaut (Ctrl+E puis « Exporter ») puis quitter ; "
                        "codes de sortie de anonymize")
    g.add_argument("--report", metavar="REPORT.json", help="avec --export : écrire aussi le rapport")
    _job_options(g)
    return p


def _job_options(p: argparse.ArgumentParser) -> None:
    """Options shared by ``anonymize`` and ``gui --export`` (same names, same meaning)."""
    p.add_argument("--force-term", action="append", default=[], metavar="TERME",
                   help="terme à masquer partout, en plus des détections (ex. le sigle de l'hôpital) ; répétable")
    p.add_argument("--force-regex", action="append", default=[], metavar="REGEX",
                   help="expression régulière dont chaque occurrence est masquée ; répétable")
    p.add_argument("--min-confidence", type=float, default=None, metavar="X",
                   help="confiance minimale (0–1) sous laquelle une détection du modèle n'est pas masquée "
                        "(défaut : 0,4 ; gui prend celui de ses réglages)")
    p.add_argument("--mask-image-pages", action="store_true", help="masquer entièrement les pages image non lisibles")
    p.add_argument("--no-model", action="store_true", help="règles seules, sans le modèle NER")
    p.add_argument("--keep-dates", choices=["yes", "no"], default=None, help="conserver les dates de soins (défaut : oui)")
    p.add_argument("--placeholder", choices=["label", "none"], default=None, help="texte dans les zones masquées")


def _fail(message: str, code: int = EXIT_INPUT) -> int:
    print("Erreur : %s" % message, file=sys.stderr)
    return code


def cmd_detect(args: argparse.Namespace) -> int:
    from app.detection.analyze import analyze_texts, default_detectors
    from app.document import DocumentError, load_text_file, open_document

    if not 0.0 <= args.min_confidence <= 1.0:
        return _fail("--min-confidence doit être compris entre 0 et 1.")
    path = Path(args.input)
    image_only: list[int] = []
    try:
        if path.suffix.lower() == ".txt":
            texts = load_text_file(path)
        else:
            with open_document(path) as doc:
                texts = doc.pages
                image_only = [i for i, pt in enumerate(doc.pages) if pt.image_only]
    except DocumentError as exc:
        return _fail(str(exc))
    detectors = default_detectors(use_model=not args.no_model)
    spans = [s for s in analyze_texts(texts, detectors) if s.confidence >= args.min_confidence]
    payload = {"pages": len(texts), "spans": [s.to_json() for s in spans]}
    if image_only:
        # detect reads only the text layer; anonymize runs OCR on these pages
        payload["image_only_pages"] = image_only
        sys.stderr.write("Attention : %d page(s) sans texte, image seule (page(s) %s) : detect n'y lit rien ; "
                         "anonymize les passe à la reconnaissance de caractères (OCR).\n"
                         % (len(image_only), ", ".join(str(i + 1) for i in image_only)))
    status = _model_status()
    if status is not None:
        payload["model"] = status
    data = json.dumps(payload, ensure_ascii=False, indent=1)
    if args.json_out:
        from app.atomic import write_text_atomic

        write_text_atomic(Path(args.json_out), data + "\n")
    else:
        sys.stdout.write(data + "\n")
    return EXIT_OK


def _model_status() -> dict | None:
    """What the NER engine says about itself, if it exposes a status."""
    try:
        from app.detection.ner import model_status  # provided by the NER engine
    except ImportError:
        return None
    try:
        return model_status()
    except Exception:  # a status must never break detection output
        return None


def cmd_anonymize(args: argparse.Namespace) -> int:
    from app.export.cli_anonymize import run

    return run(args)


def cmd_anonymize_folder(args: argparse.Namespace) -> int:
    from app.batch import FolderOptions, run_folder
    from app.export.cli_anonymize import checked_options
    from app.job.outcome import JobError

    try:
        options = checked_options(args)
    except JobError as exc:
        return _fail(str(exc))
    workers = args.workers if args.workers is not None else (os.cpu_count() or 1)
    if workers < 1:
        return _fail("--workers doit valoir au moins 1.")
    fo = FolderOptions(
        workers=workers, dossier=args.dossier, names=args.names, resume=args.resume, use_model=not args.no_model,
        summary=Path(args.report) if args.report else None, mapping=Path(args.mapping) if args.mapping else None,
        dask=args.dask,
    )
    return run_folder(Path(args.input_dir), Path(args.output), options, fo)


def cmd_gui(args: argparse.Namespace) -> int:
    if getattr(args, "export", None):
        if not args.file:
            return _fail("--export demande un fichier PDF à ouvrir.")
        if args.screenshot:
            return _fail("--export et --screenshot ne vont pas ensemble.")
        from app.ui.headless_export import run_gui_export

        return run_gui_export(args)
    if getattr(args, "report", None):
        return _fail("--report ne s'emploie qu'avec --export.")
    from app.ui.main import run_gui

    return run_gui(args.file, screenshot=args.screenshot)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if sys.stdout is None:  # windowed PyInstaller build
        sys.stdout = open(os.devnull, "w")
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command in (None, "gui"):
        if args.command is None:
            args = parser.parse_args(["gui"])
        return cmd_gui(args)
    if args.command == "anonymize-folder":
        try:
            return cmd_anonymize_folder(args)
        except Exception as exc:  # a library failed where no step expected it: a code, never a traceback
            return _fail("traitement impossible (erreur interne %s)." % type(exc).__name__)
    if args.command in ("detect", "anonymize"):
        from app.detection.ner.engine import set_spinning

        set_spinning(True)  # headless: the CPU is ours (the GUI keeps it off)
        try:
            return cmd_detect(args) if args.command == "detect" else cmd_anonymize(args)
        except Exception as exc:  # a library failed where no step expected it: a code, never a traceback
            return _fail("traitement impossible (erreur interne %s). Aucun fichier écrit." % type(exc).__name__)
        finally:
            set_spinning(False)  # main() called in-process (tests) must not leak the setting
    return _fail("commande inconnue")
