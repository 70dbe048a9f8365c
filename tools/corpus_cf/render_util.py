"""Small helpers the four writers of corpus CF share (copied from corpus CE): the text and values of a run, and the PAGE
CHECK (every value of a page is seen on that page by pdftotext as often as the page's truth says; the judge's own normalize / count)."""
from __future__ import annotations

import os
import tempfile

from tools import score_eval as SE


def runtext(run):
    return "".join(x if isinstance(x, str) else x.text for x in run)


def runvals(run):
    return [x for x in run if not isinstance(x, str)]


def check(pdf, vals, why=None):
    """True when pdftotext finds every value of each page on that page (``why`` collects the misses)."""
    with tempfile.TemporaryDirectory() as td:
        p = os.path.join(td, "out.pdf")
        with open(p, "wb") as fh:
            fh.write(pdf)
        pages = SE.extract_pdftotext(p)
    if len(pages) != len(vals):
        if why is not None:
            why.append("pages %d != %d" % (len(pages), len(vals)))
        return False
    ok = True
    for k, (txt, vs) in enumerate(zip(pages, vals)):
        t = SE.normalize(txt)
        th = SE.normalize(txt, True)
        for v in vs:
            need = sum(1 for w in vs if SE.count(v.text, SE.normalize(w.text), "@" in v.text))
            if max(SE.count(v.text, t, "@" in v.text), SE.count(v.text, th, "@" in v.text)) < need:
                ok = False
                if why is not None:
                    why.append("page %d: %r" % (k, v.text))
    return ok
