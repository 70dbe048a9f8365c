"""``anonymize-folder``: every PDF of a folder, dossier by dossier, in a worker pool.

Phase 1 detects every file (in parallel; a big file in page ranges, so both
workers share it, then one document pass); as soon as all the files of a
dossier are detected, their critical values are pooled and phase 2 exports
each file of that dossier with the values of the others. One bad file never
stops the batch: its row says why. Outputs are written atomically, so a
cancelled run (Ctrl+C) leaves finished files and no partial one.

Exit codes: 0 every file written and verified (or already done, with
``--resume``); 3 at least one file not written (its row gives its own code:
2 unreadable, 3 verification failed, 4 unreadable scans); 2 bad arguments or
an unreadable input folder (or an unreachable Dask cluster); 130 cancelled.
"""

from __future__ import annotations

import csv
import json
import multiprocessing
import sys
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path

from app.batch import work
from app.batch.files import DOSSIER_FOLDER, NAMES_NEUTRAL, BatchFile, discover, plan_outputs, sha256_of
from app.batch.progress import FolderProgress, status_of
from app.export.report import options_summary
from app.job.outcome import EXIT_INPUT, EXIT_OK, EXIT_VERIFY, JobError

EXIT_CANCELLED = 130
RANGE_PAGES = 24  # a file of at least twice this is detected in ranges of about this many pages


def page_ranges(path: Path, size: int = RANGE_PAGES) -> list[tuple[int, int]]:
    """[(start, stop)] for a file worth splitting, else [] (also when the file
    cannot be opened here: its own detection says why)."""
    try:
        import pymupdf

        with pymupdf.open(path) as doc:
            n = doc.page_count if not doc.needs_pass else 0
    except Exception:
        return []
    return _split(n, size)


def _split(n: int, size: int) -> list[tuple[int, int]]:
    """Ranges of about ``size`` pages over ``n`` pages, none for fewer than two ranges' worth."""
    if n < 2 * size:
        return []
    k = -(-n // size)
    step = -(-n // k)
    return [(a, min(a + step, n)) for a in range(0, n, step)]


@dataclass
class FolderOptions:
    workers: int = 2
    dossier: str = DOSSIER_FOLDER
    names: str = NAMES_NEUTRAL
    resume: bool = False
    use_model: bool = True
    summary: Path | None = None
    mapping: Path | None = None
    dask: str | None = None  # "local", or a scheduler address: run on a Dask cluster


def _inside(p: Path, root: Path) -> bool:
    try:
        p.resolve().relative_to(root.resolve())
        return True
    except ValueError:
        return False


def check_folders(in_dir: Path, out_dir: Path, fo: FolderOptions) -> None:
    if not in_dir.is_dir():
        raise JobError("dossier d'entrée introuvable ou illisible.")
    if out_dir.exists() and not out_dir.is_dir():
        raise JobError("la sortie doit être un dossier.")
    if in_dir.resolve() == out_dir.resolve():
        raise JobError("le dossier de sortie doit être différent du dossier d'entrée.")
    if fo.mapping is not None and _inside(fo.mapping, out_dir):
        raise JobError("la table de correspondance doit être écrite hors du dossier de sortie.")


def _done_already(f: BatchFile, sha: str, want: dict) -> bool:
    """--resume: the output and its report exist, the report names this very input, and
    it was made with the same options (``want``: ``report.options_summary``; a forced
    term added or removed, or another policy, makes the file again)."""
    if not (f.output.is_file() and f.report.is_file()):
        return False
    try:
        rep = json.loads(f.report.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return bool(rep.get("written")) and (rep.get("source") or {}).get("sha256") == sha and \
        rep.get("options") == json.loads(json.dumps(want))  # as the report stored it (lists, not tuples)


class _Inline:
    """The pool's interface run in this process (one worker: no start-up cost)."""

    def __init__(self, use_model: bool):
        work.init_worker(use_model)

    def submit(self, fn, *args):
        from concurrent.futures import Future

        fut: Future = Future()
        try:
            fut.set_result(fn(*args))
        except KeyboardInterrupt:
            raise
        except Exception as exc:  # handed to the caller, as a pool would
            fut.set_exception(exc)
        return fut

    def shutdown(self, **_kw):
        pass


def run_folder(in_dir: Path, out_dir: Path, options, fo: FolderOptions, say=None) -> int:
    """``say``: where lines go (tests); None prints them, with a live bar on a terminal."""
    given = say
    say = say or (lambda line: print(line, file=sys.stderr, flush=True))
    try:
        check_folders(in_dir, out_dir, fo)
    except JobError as exc:
        say("Erreur : %s" % exc)
        return EXIT_INPUT
    pdfs, others = discover(in_dir)
    pdfs = [p for p in pdfs if not _inside(p, out_dir)]  # a rerun must not read its own outputs
    files = plan_outputs(in_dir, out_dir, pdfs, names=fo.names, dossier=fo.dossier)
    rows: dict[int, dict] = {}
    shas = {i: sha256_of(f.source) for i, f in enumerate(files)}
    todo = []
    want = options_summary(options)
    for i, f in enumerate(files):
        if fo.resume and _done_already(f, shas[i], want):
            rows[i] = {"code": EXIT_OK, "status": "déjà fait", "pages": None, "seconds": 0.0}
        else:
            todo.append(i)
    say("%d PDF, %d autre(s) fichier(s) ignoré(s), %d dossier(s)%s." % (
        len(files), len(others), len({f.dossier for f in files}),
        ", %d déjà faits" % (len(files) - len(todo)) if fo.resume else ""))
    # --resume: a file already done still gives its values to the files of its dossier
    # that are made again (its bare IPP is only found there with them); read, not written.
    todo_dossiers = {files[i].dossier for i in todo}
    feed = sorted(i for i in rows if files[i].dossier in todo_dossiers) if fo.dossier == DOSSIER_FOLDER else []
    t0 = time.perf_counter()
    pages_done = 0
    progress = FolderProgress(len(files), len(files) - len(todo), say=given)
    say = progress.say
    split = {i: page_ranges(files[i].source) for i in todo} if fo.workers > 1 or fo.dask else {}
    try:
        pool = _open_pool(fo, len(todo) + len(feed) <= 1 and not any(split.values()))
    except JobError as exc:
        progress.close()
        say("Erreur : %s" % exc)
        return EXIT_INPUT
    cancelled = False
    try:
        detecting: dict = {}  # future → file (a whole-file detection, or the document pass of a split one)
        ranging: dict = {}  # future → (file, range number)
        parts: dict[int, list] = {}
        for i in _biggest_first(files, todo):
            ranges = split.get(i)
            if ranges:
                parts[i] = [None] * len(ranges)
                for k, (a, b) in enumerate(ranges):
                    ranging[pool.submit(work.detect_range, str(files[i].source), options, a, b)] = (i, k)
            else:
                detecting[pool.submit(work.detect_file, str(files[i].source), options)] = i
        for i in feed:
            detecting[pool.submit(work.detect_file, str(files[i].source), options)] = i
        detected: dict[int, dict] = {}
        exporting: dict = {}
        waiting = {d: {i for i in todo + feed if files[i].dossier == d} for d in todo_dossiers}
        dossier_values: dict[int, set] = {d: set() for d in waiting}
        while detecting or exporting or ranging:
            done, _ = wait(list(detecting) + list(exporting) + list(ranging), return_when=FIRST_COMPLETED)
            for fut in done:
                if fut in ranging:
                    i, k = ranging.pop(fut)
                    parts[i][k] = _result(fut)
                    if all(p is not None for p in parts[i]):
                        detecting[pool.submit(work.finish_file, str(files[i].source), options, parts.pop(i))] = i
                elif fut in detecting:
                    i = detecting.pop(fut)
                    res = _result(fut)
                    f = files[i]
                    if res.get("code") == EXIT_OK:
                        if i not in rows:  # a file done already only gives its values
                            detected[i] = res
                        dossier_values[f.dossier].update(res["values"])
                    elif i not in rows:
                        rows[i] = res
                        progress.update(f.ident, res)
                    waiting[f.dossier].discard(i)
                    if not waiting[f.dossier]:  # the whole dossier is read: export its files
                        values = sorted(dossier_values[f.dossier]) if fo.dossier == DOSSIER_FOLDER else []
                        for j in sorted(k for k in detected if files[k].dossier == f.dossier):
                            g = files[j]
                            exporting[pool.submit(work.export_file, str(g.source), str(g.output), str(g.report), options,
                                                  detected.pop(j), values, shas[j])] = j
                else:
                    i = exporting.pop(fut)
                    rows[i] = _result(fut)
                    pages_done += rows[i].get("pages") or 0
                    progress.update(files[i].ident, rows[i])
    except KeyboardInterrupt:
        cancelled = True
        say("Interrompu : les fichiers terminés sont gardés, aucun fichier partiel n'est écrit.")
    finally:
        progress.close()
        if not cancelled:
            try:
                pool.shutdown(wait=True)
            except KeyboardInterrupt:  # Ctrl+C while the workers close: stop them, say so, no trace
                cancelled = True
                say("Interrompu : les fichiers terminés sont gardés, aucun fichier partiel n'est écrit.")
        if cancelled:
            stop_pool(pool)
            _sweep_temporary(out_dir)
    _write_summary(files, rows, others, fo, time.perf_counter() - t0, say)
    if cancelled:
        return EXIT_CANCELLED
    failed = [i for i in range(len(files)) if rows.get(i, {}).get("code") != EXIT_OK]
    already = sum(1 for i in range(len(files)) if rows.get(i, {}).get("status") == "déjà fait")
    seconds = time.perf_counter() - t0
    say("Terminé : %d écrit(s)%s, %d en échec, %d pages en %.1f s (%.1f pages/s)." % (
        len(files) - len(failed) - already, ", %d déjà fait(s)" % already if already else "", len(failed), pages_done,
        seconds, pages_done / seconds if seconds else 0.0))
    return EXIT_OK if not failed else EXIT_VERIFY


def _open_pool(fo: FolderOptions, one_unit: bool):
    """Where the units of work run: this process, a spawn pool, or a Dask cluster."""
    if fo.dask:
        try:
            from app.batch.dask_pool import open_dask_pool
        except ImportError:  # the Windows bundle leaves the Dask extra out
            raise JobError("l'exécution sur un cluster Dask n'est pas incluse dans cette version : installez "
                           "Caviard avec pip install '.[dask]' (voir docs/DISTRIBUTED.md).") from None
        return open_dask_pool(fo.dask, fo.workers, fo.use_model)
    if fo.workers <= 1 or one_unit:
        return _Inline(fo.use_model)
    return ProcessPoolExecutor(max_workers=fo.workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=work.init_worker, initargs=(fo.use_model, fo.workers))


def _biggest_first(files, todo: list[int]) -> list[int]:
    """Files by size, biggest first: the longest work starts first, so the pool ends together."""
    def size(i: int) -> int:
        try:
            return files[i].source.stat().st_size
        except OSError:
            return 0
    return sorted(todo, key=lambda i: -size(i))


def _sweep_temporary(out_dir: Path) -> None:
    """Remove the atomic writer's temporary files a stopped worker left (".caviard-*.tmp"):
    a cancelled run leaves finished outputs and nothing half-written."""
    for tmp in out_dir.rglob(".caviard-*.tmp") if out_dir.is_dir() else ():
        try:
            tmp.unlink()
        except OSError:
            pass


def _result(fut) -> dict:
    try:
        return fut.result()
    except Exception:  # a worker that died or a library error: the row says so, the batch goes on
        return {"code": EXIT_INPUT, "message": "ce fichier n'a pas pu être traité (erreur interne).", "seconds": 0.0}


def stop_pool(pool) -> None:
    """Stop a process pool now: pending work cancelled, running workers terminated."""
    procs = list((getattr(pool, "_processes", None) or {}).values())  # read before shutdown clears it
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in procs:
        proc.terminate()


def _write_summary(files, rows, others, fo: FolderOptions, seconds: float, say) -> None:
    from app.atomic import write_text_atomic

    table = []
    for i, f in enumerate(files):
        row = rows.get(i, {"code": None, "status": "annulé"})
        table.append({
            "file": f.ident, "dossier": f.dossier + 1, "output": f.output.name if row.get("code") == EXIT_OK else None,
            "pages": row.get("pages"), "status": status_of(row),
            "code": row.get("code"), "counts": row.get("counts", {}), "dossier_added": row.get("dossier_added", 0),
            "fallback_pages": row.get("fallback_pages", 0), "seconds": round(row.get("seconds", 0.0), 2),
            "message": row.get("message", "") or "; ".join(row.get("problems", [])),
        })
    summary = {"files": table, "skipped": len(others), "seconds": round(seconds, 1),
               "written": sum(1 for r in table if r["code"] == EXIT_OK), "failed": sum(1 for r in table if r["code"] != EXIT_OK)}
    if fo.summary is not None:
        try:
            write_text_atomic(fo.summary, json.dumps(summary, ensure_ascii=False, indent=1) + "\n")
            _write_csv(fo.summary.with_suffix(".csv"), table)
        except OSError:
            say("Avertissement : le résumé n'a pas pu être écrit.")
    if fo.mapping is not None:
        try:
            lines = ["document;fichier d'origine"] + ["%s;%s" % (f.ident, f.relative) for f in files]
            write_text_atomic(fo.mapping, "\n".join(lines) + "\n")
        except OSError:
            say("Avertissement : la table de correspondance n'a pas pu être écrite.")


def _write_csv(path: Path, table: list[dict]) -> None:
    import io

    from app.atomic import write_text_atomic

    kinds = sorted({k for r in table for k in r["counts"]})
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=";")
    w.writerow(["file", "dossier", "pages", "status", "code", "fallback_pages", "dossier_added", "seconds", *kinds, "message"])
    for r in table:
        w.writerow([r["file"], r["dossier"], r["pages"], r["status"], r["code"], r["fallback_pages"], r["dossier_added"],
                    r["seconds"], *(r["counts"].get(k, 0) for k in kinds), r.get("message", "")])
    write_text_atomic(path, buf.getvalue())
