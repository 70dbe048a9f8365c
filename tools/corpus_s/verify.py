"""Self-verification with the judge's own functions (tools/score_eval.py) and both extractors."""
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def load_judge():
    spec = importlib.util.spec_from_file_location("score_eval_judge", ROOT / "tools" / "score_eval.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def check(judge, pdf, truth, npages):
    problems = []
    src = judge.extract_all(pdf)
    pt_pages = src["pages_pdftotext"]
    pp_pages, _meta = judge.extract_pypdf(pdf)
    pp_pages = [judge.normalize(x) for x in pp_pages]
    if len(pt_pages) != npages or len(pp_pages) != npages:
        problems.append("pages: model %d, pdftotext %d, pypdf %d" % (npages, len(pt_pages), len(pp_pages)))
    for pg in truth["pages"]:
        i = pg["index"]
        for it in pg["items"]:
            ci = "@" in it["text"]
            for name, pages in (("pdftotext", pt_pages), ("pypdf", pp_pages)):
                txt = pages[i] if i < len(pages) else ""
                if not judge.count(it["text"], txt, ci) and not any(judge.count(p, txt, "@" in p) for p in it["probes"]):
                    problems.append("p%d %s absent (%s): %r" % (i, it["kind"], name, it["text"]))
    # every occurrence on its page: an extractor must see each item text at least as often as the page's items hold it
    for pg in truth["pages"]:
        i = pg["index"]
        texts = [it["text"] for it in pg["items"]]
        for t in set(texts):
            need = sum(judge.count(t, judge.normalize(u), "@" in t) for u in texts)
            seen = [judge.count(t, pages[i] if i < len(pages) else "", "@" in t) for pages in (pt_pages, pp_pages)]
            if max(seen) < need:
                problems.append("p%d %r: %d occurrence(s) expected, pdftotext %d, pypdf %d" % (i, t, need, seen[0], seen[1]))
    j = judge.judge_document(truth, src, src)
    for k, v in j["leaks"].items():
        if v["unmeasurable"] or v["leaked"] != v["total"]:
            problems.append("judge %s: %s" % (k, v))
    for k, v in j["kept"].items():
        if v["unmeasurable"] or v["lost"]:
            problems.append("judge keep %s: %s" % (k, v))
    if j["unmeasurable_probes"]:
        problems.append("unmeasurable probes: %d" % j["unmeasurable_probes"])
    return problems
