"""The line breaker of corpus CF (tools/make_corpus_cf.py), copied from corpus CE's engine.py: a run is cut into unbreakable
words, a value and the punctuation glued to it being one word; with ``brk`` a value of the kinds in BRK may break at its
own spaces. Used by every writer of corpus CF."""
from __future__ import annotations

from .model import V

BRK = {"ADRESSE", "ETABLISSEMENT", "NOM", "DATE_NAISSANCE", "ORGANISME", "VILLE", "DECOY", "DATE", "PRENOM"}
SCALES = (1.0, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64, 0.58, 0.52)


def lh(size, lead=1.3):
    return size * 0.3528 * lead


def btokens(run, brk):
    """[text, values, inside]: ``inside`` = a line break before this token cuts a value (only at its spaces)."""
    toks, glue = [], False
    for seg in run:
        if isinstance(seg, V):
            pcs = seg.text.split(" ") if brk and (seg.kind in BRK or (seg.kind == "DECOY" and seg.sub in ("ARTICLE", "LOI", "ORGANISME"))) else [seg.text]
            k = 0
            while k < len(pcs) - 1:         # a lone dash never ends a line (pdftotext would take it for a hyphen)
                if pcs[k] in ("-", "–"):
                    pcs[k:k + 2] = [pcs[k] + " " + pcs[k + 1]]
                k += 1
            for k, t in enumerate(pcs):
                if k == 0 and glue and toks:
                    toks[-1][0] += t
                    toks[-1][1].append(seg)
                elif k == 0:
                    toks.append([t, [seg], False])
                else:
                    toks.append([t, [], True])
            glue = True
            continue
        for k, piece in enumerate(seg.split(" ")):
            if k > 0:
                glue = False
            if piece == "":
                continue
            if glue and toks:
                toks[-1][0] += piece
            else:
                toks.append([piece, [], False])
            glue = True
    return toks


def bwrap(run, width, meas, brk=False):
    """Lines (text, values, cont): ``cont`` = the line ends inside a value."""
    lines, cur, vals = [], "", []
    for t, v, inside in btokens(run, brk):
        cand = (cur + " " + t) if cur else t
        if cur and meas(cand) > width:
            lines.append((cur, vals, inside))
            cur, vals = t, list(v)
        else:
            cur, vals = cand, vals + list(v)
    if cur or not lines:
        lines.append((cur, vals, False))
    return lines
