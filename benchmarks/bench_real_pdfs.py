"""Redaction on third-party PDFs: does a forced word really leave, whoever made the file?

For every PDF of ``../shared/data/real-pdfs/`` (copied to a temporary folder;
the originals are never touched), pick a few real words of each page
deterministically, run ``python -m app anonymize --no-model --force-term W …``
(one process per file: a crash is a crash, not a lost benchmark), then check
the written file with two readers that are not MuPDF's extraction path —
pdftotext (poppler) and pypdf — that the forced words are gone, that the page
count is kept and how many other words were lost. Figures per producer family.

Run: ``.venv/bin/python benchmarks/bench_real_pdfs.py [--limit N] [--workers 2] [--out benchmarks/out/real_pdfs]``.
Writes ``summary.json`` and ``summary.md`` in the output folder. The corpus is
third-party material we did not tune on; the fixed sample in
``tests/test_real_pdfs_sample.py`` runs a few of the same files.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))
from render_diff import changed_pages  # noqa: E402

CORPUS = Path(os.environ.get("CAVIARD_REAL_PDFS", ROOT.parent / "shared" / "data" / "real-pdfs"))
WORDS_PER_PAGE = 3
MAX_TERMS = 24  # a few words per page, capped for long documents

FAMILIES = [  # (family, pattern on producer + creator), first match wins
    ("Microsoft Office", r"microsoft|word for|powerpoint|excel"),
    ("LibreOffice/OpenOffice", r"libreoffice|openoffice|neooffice|symphony"),
    ("Apple Quartz", r"quartz|mac os|macos"),
    ("Apache FOP", r"\bfop\b"),
    ("iText/pdftk", r"itext|pdftk|lowagie"),
    ("Ghostscript/PDF24", r"ghostscript|pdf24|pdfcreator|enscript"),
    ("TeX", r"tex\b|pdftex|dvipdf|luatex|luahbtex|metatex"),
    ("Chrome/Skia/Google", r"skia|chrom|google|pdfium|cairo|firefox"),
    ("Scanners/images", r"img2pdf|imagemagick|tiff2pdf|libtiff|kodak|canon|kyocera|scan|image conversion"),
    ("veraPDF/BFO/test builders", r"verapdf|bfo\.com|manual|by hand|apex pdfwriter"),
    ("Adobe", r"adobe|acrobat|distiller|pdfwriter|pdf library|livecycle|indesign|illustrator|pdfmaker"),
    ("Python/JS/Ruby/C++ libs", r"reportlab|pypdf|pikepdf|fpdf|weasyprint|matplotlib|pdfkit|podofo|calibre|wkhtml|qt "),
]


def family(producer: str, creator: str) -> str:
    s = ("%s %s" % (producer, creator)).lower()
    if not s.strip():
        return "No producer"
    for name, pat in FAMILIES:
        if re.search(pat, s):
            return name
    return "Other SDKs"


def fold(s: str) -> str:
    s = unicodedata.normalize("NFKD", s.casefold())
    return "".join(c for c in s if not unicodedata.combining(c))


def pick_words(path: Path) -> tuple[list[str], int]:
    """Up to WORDS_PER_PAGE ordinary words (5+ letters, letters only) per page, by hash order."""
    import pymupdf

    pymupdf.TOOLS.mupdf_display_errors(False)
    terms: list[str] = []
    with pymupdf.open(path) as doc:
        n = doc.page_count
        for i, page in enumerate(doc):
            words = sorted({w[4] for w in page.get_text("words") if re.fullmatch(r"[^\W\d_]{5,}", w[4])})
            words.sort(key=lambda w: hashlib.sha1(("%d:%s" % (i, w)).encode()).hexdigest())
            for w in words[:WORDS_PER_PAGE]:
                if fold(w) not in {fold(t) for t in terms}:
                    terms.append(w)
            if len(terms) >= MAX_TERMS:
                break
    return terms[:MAX_TERMS], n


def pdftotext(path: Path) -> str:
    r = subprocess.run(["pdftotext", "-q", str(path), "-"], capture_output=True, text=True, timeout=120)
    return r.stdout


def pypdf_text(path: Path) -> tuple[str, int]:
    import logging

    import pypdf

    logging.getLogger("pypdf").setLevel(logging.ERROR)
    r = pypdf.PdfReader(str(path))
    return "\n".join((p.extract_text() or "") for p in r.pages), len(r.pages)


_PLACEHOLDER = re.compile(r"\[[A-Z_]+\]")


def still_there(terms: list[str], text: str) -> list[str]:
    """Forced words still read in ``text``; Caviard's own labels ("[EMAIL]" over an
    address) are not the document's words and are left out first."""
    f = fold(_PLACEHOLDER.sub(" ", text))
    return [t for t in terms if re.search(r"(?<!\w)" + re.escape(fold(t)) + r"(?!\w)", f)]


def words_of(text: str) -> Counter:
    return Counter(w for w in re.findall(r"[^\W_]{2,}", fold(text)))


def run_one(src: Path, work: Path) -> dict:
    rel = src.relative_to(CORPUS).as_posix()
    row: dict = {"file": rel}
    tmp = work / hashlib.sha1(rel.encode()).hexdigest()[:12]
    tmp.mkdir(parents=True, exist_ok=True)
    copy = tmp / "in.pdf"
    shutil.copyfile(src, copy)
    try:
        terms, pages = pick_words(copy)
    except Exception as exc:  # MuPDF cannot read it: the app must refuse it cleanly
        terms, pages = [], 0
        row["pick_error"] = type(exc).__name__
    row.update(pages=pages, terms=len(terms))
    out = tmp / "out.pdf"
    cmd = [sys.executable, "-m", "app", "anonymize", str(copy), "-o", str(out), "--no-model", "--report", str(tmp / "r.json")]
    for t in terms:
        cmd += ["--force-term", t]
    t0 = time.perf_counter()
    try:
        r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)
        row["exit"] = r.returncode
        err = r.stderr
    except subprocess.TimeoutExpired:
        row["exit"], err = "timeout", ""
    row["seconds"] = round(time.perf_counter() - t0, 2)
    row["traceback"] = "Traceback" in err
    row["french_error"] = err.startswith("Erreur : ") or "\nErreur : " in err
    if row["exit"] == 3:
        row["refusal"] = [ln.split("—", 1)[-1].strip()[:80] for ln in err.splitlines() if ln.startswith("Vérification échouée")][:3]
    if row["exit"] == 0 and out.is_file():
        before_text = pdftotext(copy)
        after_p = pdftotext(out)
        try:
            after_y, out_pages = pypdf_text(out)
        except Exception as exc:
            after_y, out_pages = "", -1
            row["pypdf_error"] = type(exc).__name__
        row["pages_kept"] = out_pages == pages
        left = sorted(set(still_there(terms, after_p)) | set(still_there(terms, after_y)))
        row["left_terms"] = len(left)
        b, a = words_of(before_text), words_of(after_p)
        forced = {fold(t) for t in terms}
        lost = sum(max(0, n - a.get(w, 0)) for w, n in b.items() if w not in forced)
        row["other_words"] = sum(n for w, n in b.items() if w not in forced)
        row["other_lost"] = lost
        masked: set[int] = set()
        try:
            rep = json.loads((tmp / "r.json").read_text(encoding="utf-8"))
            masked = {p - 1 for p in rep.get("masked_pages", [])}
            row["masked_pages"] = len(masked)
            row["fallback_pages"] = len((rep.get("remediation") or {}).get("pages", []))
        except (OSError, ValueError):
            pass
        try:  # pages masked whole (an image OCR cannot read) are the mask itself: not compared
            row["render_pages"], row["render_changed"] = changed_pages(copy, out, masked=masked)
        except Exception as exc:  # a page MuPDF cannot render: counted apart
            row["render_error"] = type(exc).__name__
    shutil.rmtree(tmp, ignore_errors=True)
    return row


def manifest() -> dict[str, dict]:
    with open(CORPUS / "MANIFEST.tsv", encoding="utf-8") as f:
        return {r["file"]: r for r in csv.DictReader(f, delimiter="\t")}


def summarize(rows: list[dict], meta: dict[str, dict]) -> dict:
    fams: dict[str, Counter] = defaultdict(Counter)
    for r in rows:
        m = meta.get(r["file"], {})
        top = "/" not in r["file"]
        fam = family(m.get("producer", ""), m.get("creator", "")) if top else r["file"].split("/")[0] + "/"
        c = fams[fam]
        c["files"] += 1
        c["exit_%s" % r["exit"]] += 1
        c["traceback"] += bool(r.get("traceback"))
        if r["exit"] == 0:
            clean = r.get("left_terms", 1) == 0 and r.get("pages_kept", False)
            c["written_clean"] += clean
            c["written_leak"] += r.get("left_terms", 0) > 0
            c["page_count_changed"] += not r.get("pages_kept", False)
            c["other_words"] += r.get("other_words", 0)
            c["other_lost"] += r.get("other_lost", 0)
            c["pages_written"] += r.get("pages", 0)
            c["fallback_pages"] += r.get("fallback_pages", 0)
            c["render_pages"] += r.get("render_pages", 0)
            c["render_changed"] += r.get("render_changed", 0)
    total = Counter()
    for c in fams.values():
        total.update(c)
    return {"families": {k: dict(v) for k, v in sorted(fams.items())}, "total": dict(total)}


def markdown(summary: dict) -> str:
    cols = ["files", "written_clean", "written_leak", "page_count_changed", "exit_2", "exit_3", "exit_4", "traceback",
            "fallback_pages", "render_pages", "render_changed"]
    lines = ["| family | " + " | ".join(cols) + " | other words lost |", "|---" * (len(cols) + 2) + "|"]
    for name, c in list(summary["families"].items()) + [("**total**", summary["total"])]:
        lost = "%.2f %%" % (100 * c.get("other_lost", 0) / c["other_words"]) if c.get("other_words") else "—"
        lines.append("| %s | %s | %s |" % (name, " | ".join(str(c.get(k, 0)) for k in cols), lost))
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limit", type=int, default=0, help="only the first N files (sorted)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "out" / "real_pdfs"))
    ap.add_argument("--only", default="", help="regex on file names")
    ap.add_argument("--results", default="", help="also write this committed results page (e.g. benchmarks/RESULTS_REAL_PDFS.md)")
    args = ap.parse_args(argv)
    argv = sys.argv[1:] if argv is None else argv
    if not CORPUS.is_dir():
        print("corpus absent: %s" % CORPUS, file=sys.stderr)
        return 1
    files = sorted(p for p in CORPUS.rglob("*.pdf"))
    if args.only:
        files = [p for p in files if re.search(args.only, p.name)]
    if args.limit:
        files = files[: args.limit]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as td, ThreadPoolExecutor(args.workers) as pool:
        rows = list(pool.map(lambda p: run_one(p, Path(td)), files))
    summary = summarize(rows, manifest())
    summary["seconds"] = round(time.perf_counter() - t0, 1)
    (out / "rows.json").write_text(json.dumps(rows, indent=1), encoding="utf-8")
    (out / "summary.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
    md = markdown(summary)
    (out / "summary.md").write_text(md, encoding="utf-8")
    print(md)
    if args.results:
        Path(args.results).write_text(results_page(md, rows, summary, argv), encoding="utf-8")
    t = summary["total"]
    top = [r for r in rows if "/" not in r["file"]]
    clean_top = sum(1 for r in top if r["exit"] == 0 and r.get("left_terms", 1) == 0 and r.get("pages_kept"))
    print(json.dumps({"name": "real_pdfs", "files": len(rows), "top_files": len(top), "top_written_clean": clean_top,
                      "written_leak": t.get("written_leak", 0), "exit_3": t.get("exit_3", 0), "traceback": t.get("traceback", 0),
                      "seconds": summary["seconds"]}))
    return 0


def results_page(md: str, rows: list[dict], summary: dict, argv) -> str:
    import datetime as dt
    import platform

    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    top = [r for r in rows if "/" not in r["file"]]
    clean = sum(1 for r in top if r["exit"] == 0 and r.get("left_terms", 1) == 0 and r.get("pages_kept"))
    leaks = [r["file"] for r in rows if r.get("left_terms")]
    refusals: Counter = Counter()
    for r in rows:
        for x in r.get("refusal", []):
            refusals[x.split(":", 1)[-1].strip()] += 1
    lines = [
        "# Third-party PDFs: forced words on every producer",
        "",
        "Generated by `benchmarks/bench_real_pdfs.py %s` on %s (commit %s, %s, %d cores), %.0f s."
        % (" ".join(argv or []), dt.date.today().isoformat(), commit, platform.machine(), os.cpu_count() or 0, summary["seconds"]),
        "Corpus: `../shared/data/real-pdfs/` (third-party files we did not write; copied, never edited). Not held out: the verification and scrub fixes of 2026-12-03 (hyphenated line breaks, ICC profiles, TJ pieces, hex strings, font dictionaries, alternate texts, private keys, clipped text, the second reader; then inline annotations, poster-sized OCR, words past the page edge, OCR noise read as a name, photo pages masked whole, cities verified as written; then the flattened layers, checked on its 7 files with layers) were made looking at its failures.",
        "Per file: up to %d words of 5+ letters per page, picked by hash order (at most %d), forced with `--force-term`,"
        " rules only; the written file read back with pdftotext and pypdf." % (WORDS_PER_PAGE, MAX_TERMS),
        "`written_clean`: exit 0, no forced word left for either reader, page count kept. `written_leak`: exit 0 with a"
        " forced word still read by pdftotext or pypdf. `other words lost`: words of the input (pdftotext) missing"
        " from the output, forced words excluded (form field values and masked scans count here)."
        " `render_pages` / `render_changed`: first three pages of each written file rendered in grey at 36 dpi beside"
        " the input; changed when over 0.5 % of the pixels outside the removed words differ visibly"
        " (`benchmarks/render_diff.py`); pages masked whole (images OCR cannot read) are not compared.",
        "",
        md,
        "Top folder: **%d / %d files written clean (%.1f %%)**." % (clean, len(top), 100.0 * clean / max(1, len(top))),
        "",
        "Written with a forced word still readable: %s." % (", ".join("`%s`" % f for f in leaks) or "none"),
        "",
        "Refusals (exit 3) by reason:",
        "",
    ]
    lines += ["- %d × %s" % (n, k) for k, n in refusals.most_common()] or ["- none"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
