"""Self-check: re-read every written PDF with pdftotext and pypdf==7.1.1 and verify the truth.

Uses the judge's own normalisation and probe matching (tools/score_eval.py) so that a value counted
here is a value the judge can measure.
"""

from __future__ import annotations

import importlib.util
import json
import logging
from collections import Counter
from pathlib import Path

from .ids import luhn_ok

ROOT = Path(__file__).resolve().parents[2]
WARNINGS: list[str] = []


def _judge():
    spec = importlib.util.spec_from_file_location("score_eval_y", ROOT / "tools" / "score_eval.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _expected(items, judge) -> Counter:
    exp = Counter()
    probes = {p for it in items for p in it["probes"]}
    for p in probes:
        ci = "@" in p
        exp[p] = sum(judge.count(p, judge.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)
    return exp


def _seen(judge, p, texts) -> int:
    ci = "@" in p
    return max(judge.count(p, t, ci) for t in texts)


def check_document(pdf: Path, truth: dict, judge) -> list[str]:
    import pypdf
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    errors = []
    pt_pages = judge.extract_pdftotext(pdf)
    reader = pypdf.PdfReader(str(pdf))
    pp_pages = [pg.extract_text() or "" for pg in reader.pages]
    n_truth = len(truth["pages"])
    if len(pt_pages) != n_truth or len(pp_pages) != n_truth:
        errors.append("pages: truth %d, pdftotext %d, pypdf %d" % (n_truth, len(pt_pages), len(pp_pages)))
        return errors
    all_items = [it for pg in truth["pages"] for it in pg["items"]]
    exp_doc = _expected(all_items, judge)
    pii_probes = {p for it in all_items if it["role"] == "pii" for p in it["probes"]}
    # per extractor: probe -> list of problems; a probe passes if ONE extractor shows every occurrence
    # (the judge can measure it), but a personal probe seen MORE often than the truth says is an error
    problems = {"pdftotext": {}, "pypdf": {}}
    for ex, pages in (("pdftotext", pt_pages), ("pypdf", pp_pages)):
        for pg in truth["pages"]:
            raw = pages[pg["index"]]
            texts = (judge.normalize(raw), judge.normalize(raw, True))
            for p, n in _expected(pg["items"], judge).items():
                got = _seen(judge, p, texts)
                if got < n:
                    problems[ex].setdefault(p, []).append("page %d : vu %d fois, attendu %d" % (pg["index"], got, n))
        raw = "\n".join(pages)
        texts = (judge.normalize(raw), judge.normalize(raw, True))
        for p in exp_doc:
            got = _seen(judge, p, texts)
            if got < exp_doc[p]:
                problems[ex].setdefault(p, []).append("document : vu %d fois, attendu %d" % (got, exp_doc[p]))
            elif p in pii_probes and got > exp_doc[p]:
                errors.append("%s : %r vu %d fois, la vérité n'en déclare que %d" % (ex, p, got, exp_doc[p]))
    for p in exp_doc:
        a, b = problems["pdftotext"].get(p), problems["pypdf"].get(p)
        if a and b:
            errors.append("%r illisible : pdftotext %s ; pypdf %s" % (p, a[0], b[0]))
        elif a or b:
            WARNINGS.append("%s : %r vu par un seul extracteur (%s %s)" % (truth["name"], p, "pdftotext" if a else "pypdf", (a or b)[0]))
    # metadata, read exactly as the judge reads it
    _, meta = judge.extract_pypdf(pdf)
    for it in truth.get("metadata_items", []):
        if not any(p in meta for p in it["probes"]):
            errors.append("métadonnée absente : %s %r" % (it["field"], it["text"]))
    if not truth.get("metadata_items"):
        for it in all_items:
            if it["role"] == "pii" and it["subtype"] == "patient" and it["text"] in meta:
                errors.append("métadonnées : nom du patient non déclaré %r" % it["text"])
    # identifiers are valid
    for it in all_items:
        digits = it["text"].replace(" ", "")
        if it["kind"] == "NIR" and (len(digits) != 15 or 97 - int(digits[:13]) % 97 != int(digits[13:])):
            errors.append("NIR invalide %s" % it["text"])
        if it["kind"] == "RPPS" and not ((len(digits) == 11 and luhn_ok(digits)) or (len(digits) == 12 and digits[0] == "8" and luhn_ok(digits[1:]))):
            errors.append("RPPS invalide %s" % it["text"])
        if it["kind"] == "FINESS" and not (len(digits) == 9 and luhn_ok(digits)):
            errors.append("FINESS invalide %s" % it["text"])
    return errors


def check_corpus(out_dir: Path) -> int:
    judge = _judge()
    manifest = json.loads((out_dir / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    for d in manifest["documents"]:
        truth = json.loads((out_dir / d["truth"]).read_text(encoding="utf-8"))
        errs = check_document(out_dir / d["pdf"], truth, judge)
        if errs:
            bad += 1
            print("ÉCHEC %s (%d)" % (d["name"], len(errs)))
            for e in errs[:12]:
                print("   ", e)
        else:
            print("ok    %s" % d["name"])
    for w in WARNINGS:
        print("avertissement", w)
    print("auto-contrôle : %d/%d documents conformes" % (len(manifest["documents"]) - bad, len(manifest["documents"])))
    return bad
