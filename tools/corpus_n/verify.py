"""Self-check of corpus N with the judge's own functions (run with a python that has pypdf).

Every personal value and decoy of the truth must be countable in the input text by at least one extractor
(n_in >= E_pii + E_keep, the judge's measurability rule), on the page it is declared on; metadata probes must be
in the metadata. Prints failures and exits 1 if any.
"""
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import score_eval as se  # noqa: E402
import logging
logging.getLogger("pypdf").setLevel(logging.ERROR)


def check(corpus: Path) -> int:
    man = json.loads((corpus / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    for d in man["documents"]:
        truth = json.loads((corpus / d["truth"]).read_text(encoding="utf-8"))
        src = se.extract_all(corpus / d["pdf"])
        errs = []
        if len(src["pages_pdftotext"]) != d["pages"] or len(truth["pages"]) != d["pages"]:
            errs.append("page count %d (pdftotext) / %d (truth) / %d (manifest)" % (len(src["pages_pdftotext"]), len(truth["pages"]), d["pages"]))
        items = [it for pg in truth["pages"] for it in pg["items"]]
        pii = [it for it in items if it["role"] == "pii"]
        keep = [it for it in items if it["role"] == "keep"]
        ci = lambda p: "@" in p  # noqa: E731
        for p in sorted({p for it in items for p in it["probes"]}):
            e = sum(se.count(p, se.normalize(it["text"]), ci(p)) or (p in it["probes"]) for it in pii + keep)
            ok = any(max(se.count(p, src[ex], ci(p)), se.count(p, src[ex + "_h"], ci(p))) >= e for ex in ("pdftotext", "pypdf"))
            if not ok:
                errs.append("probe not measurable: %r (expected %d, pdftotext %d, pypdf %d)" % (
                    p, e, se.count(p, src["pdftotext"], ci(p)), se.count(p, src["pypdf"], ci(p))))
        for pg in truth["pages"]:
            if pg["index"] >= len(src["pages_pdftotext"]):
                continue
            ptxt = src["pages_pdftotext"][pg["index"]]
            for it in pg["items"]:
                if not any(se.count(p, ptxt, ci(p)) for p in it["probes"]):
                    errs.append("not on page %d: %r" % (pg["index"], it["text"]))
        for it in truth.get("metadata_items", []):
            if not any(p in src["meta"] for p in it["probes"]):
                errs.append("metadata probe missing: %r" % it["probes"])
        if errs:
            bad += 1
            print("FAIL %s (%s):" % (d["name"], d["producer"]))
            for e in errs[:12]:
                print("   ", e)
    print("verified %d documents, %d failing" % (len(man["documents"]), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(check(Path(sys.argv[1])))
