"""Self-check of a written document with the judge's own extractors and judging function."""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import score_eval as SE  # noqa: E402


def geometry(pdf):
    """Every word inside the page and at least ~7 pt high (pdftotext -bbox word boxes)."""
    import re
    import subprocess
    r = subprocess.run([SE.PDFTOTEXT, "-bbox", str(pdf), "-"], capture_output=True, check=True)
    errs, pw, ph = [], 0, 0
    small = 0
    for line in r.stdout.decode("utf-8", "replace").splitlines():
        m = re.search(r'<page width="([\d.]+)" height="([\d.]+)"', line)
        if m:
            pw, ph = float(m.group(1)), float(m.group(2))
            continue
        m = re.search(r'<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">(.*)</word>', line)
        if m:
            x0, y0, x1, y1 = map(float, m.groups()[:4])
            if x0 < 0 or y0 < 0 or x1 > pw + 0.5 or y1 > ph + 0.5:
                errs.append("word outside the page: %r" % m.group(5))
            if y1 - y0 < 7.0:
                small += 1
    if small:
        errs.append("%d words less than 7 pt high" % small)
    return errs


def check(pdf, truth):
    errs = geometry(pdf)
    pt_pages = SE.extract_pdftotext(Path(pdf))
    pp_pages, meta = SE.extract_pypdf(Path(pdf))
    n = len(truth["pages"])
    if len(pp_pages) != n:
        errs.append("pages: pdf %d (pypdf) / %d (pdftotext) vs truth %d" % (len(pp_pages), len(pt_pages), n))
        return errs
    for pg in truth["pages"]:
        i = pg["index"]
        for name, pages in (("pdftotext", pt_pages), ("pypdf", pp_pages)):
            t1, t2 = SE.normalize(pages[i]), SE.normalize(pages[i], True)
            for it in pg["items"]:
                ci = "@" in it["text"]
                if not (SE.count(it["text"], t1, ci) or SE.count(it["text"], t2, ci)):
                    errs.append("p%d %s: %s %r absent" % (i, name, it["kind"], it["text"]))
    src = SE.extract_all(Path(pdf))
    j = SE.judge_document(truth, src, src)
    if j["unmeasurable_probes"]:
        errs.append("unmeasurable probes: %d" % j["unmeasurable_probes"])
    for k, v in j["leaks"].items():
        if v["unmeasurable"] or v["leaked"] != v["total"]:
            errs.append("kind %s: %s" % (k, v))
    for k, v in j["kept"].items():
        if v["unmeasurable"] or v["lost"]:
            errs.append("keep %s: %s" % (k, v))
    return errs
