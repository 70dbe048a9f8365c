"""Check a corpus with score_eval's own extractors: every probe countable, pages right, metadata present.

python verify.py CORPUS_DIR   (needs pypdf: run with the corpus venv). Exit 1 on any problem.
"""
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import score_eval as se  # noqa: E402


def check(corpus: Path) -> int:
    man = json.loads((corpus / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    stats = Counter()
    for d in man["documents"]:
        truth = json.loads((corpus / d["truth"]).read_text(encoding="utf-8"))
        pdf = corpus / d["pdf"]
        src = se.extract_all(pdf)
        n_pages = len(se.extract_pdftotext(pdf))
        problems = []
        if n_pages != d["pages"] or len(truth["pages"]) != d["pages"]:
            problems.append("pages: pdf %d, manifest %d, truth %d" % (n_pages, d["pages"], len(truth["pages"])))
        items = [it for pg in truth["pages"] for it in pg["items"]]
        pii = [it for it in items if it["role"] == "pii"]
        keep = [it for it in items if it["role"] == "keep"]
        for it in items:
            stats[(it["role"], it["kind"] if it["role"] == "pii" else (it["subtype"] if it["kind"] == "DECOY" else it["kind"]))] += 1
        for p in sorted({p for it in items for p in it["probes"]}):
            ci = "@" in p
            e = sum(se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"]) for it in pii) + \
                sum(se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"]) for it in keep)
            ok = False
            for ex in ("pdftotext", "pypdf"):
                n_in = max(se.count(p, src[ex], ci), se.count(p, src[ex + "_h"], ci))
                ok = ok or n_in >= e
            if not ok:
                problems.append("probe %r: expected %d, pdftotext %d, pypdf %d" % (
                    p, e, max(se.count(p, src["pdftotext"], ci), se.count(p, src["pdftotext_h"], ci)),
                    max(se.count(p, src["pypdf"], ci), se.count(p, src["pypdf_h"], ci))))
        for m in truth.get("metadata_items", []):
            stats[("meta", m["kind"])] += 1
            if not any(p in src["meta"] for p in m["probes"]):
                problems.append("metadata probe %r missing" % m["probes"])
        if problems:
            bad += 1
            print("FAIL", d["name"], "\n  " + "\n  ".join(problems[:12]))
    print("documents %d, pages %d, failing %d" % (len(man["documents"]), sum(d["pages"] for d in man["documents"]), bad))
    for k, v in sorted(stats.items()):
        print("  %-5s %-18s %d" % (k[0], k[1], v))
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(check(Path(sys.argv[1])))
