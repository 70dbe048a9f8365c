"""Values, runs and blocks of corpus AS documents (own code, shaped like corpus AQ's model).

A run is a list of segments: plain strings (template text) or V (a value, personal or kept). A value
becomes one truth item per printed occurrence, on the page where the renderer prints it.
Blocks (tuples, first element = type):
  ("h", text)                           section heading (template text only)
  ("p", run)                            paragraph
  ("kv", [(label, run), ...], ncols)    label/value grid, ncols pairs per row
  ("cap", [(run, caption), ...])        values printed ABOVE small captions
  ("tab", header, rows, group)          table; rows = lists of runs; group = (label, first_col, ncols) merged
                                        header cell above some columns, or None
  ("sig", [run, ...])                   signature lines
"""
from __future__ import annotations

from dataclasses import dataclass, field

CRITICAL_KINDS = {"DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}
NBSP = "\u00a0"


@dataclass(frozen=True)
class V:
    kind: str
    text: str
    sub: str = ""
    role: str = "pii"
    extra: tuple = ()  # extra probes (distinctive part of a long value)

    def item(self) -> dict:
        crit = self.role == "pii" and (self.kind in CRITICAL_KINDS or
                                       (self.kind in ("NOM", "PRENOM") and self.sub in ("patient", "naissance")))
        probes = [self.text]
        if self.kind == "ADRESSE":
            parts = self.text.split(" ", 1)
            if len(parts) == 2 and parts[0][:1].isdigit():
                probes.append(parts[1])
        probes += [p for p in self.extra if p not in probes]
        return {"role": self.role, "kind": self.kind, "text": self.text, "subtype": self.sub,
                "critical": bool(crit), "probes": probes}


def K(sub: str, text: str) -> V:
    """A decoy that must stay readable."""
    return V("DECOY", text, sub, "keep")


def D(text: str) -> V:
    """A care date (kept)."""
    return V("DATE", text, "SOINS", "keep")


def W(text: str) -> V:
    """An ordinary word equal to a surname of the document (kept)."""
    return V("MOT", text, "HOMONYME", "keep")


def R(*parts) -> list:
    out: list = []
    for p in parts:
        if p is None:
            continue
        if isinstance(p, (list, tuple)) and not isinstance(p, V):
            out.extend(R(*p))
        elif isinstance(p, (V, str)):
            out.append(p)
        else:
            raise TypeError(p)
    return out


def run_text(run: list, nb: bool = False) -> str:
    """Printed text; with nb, spaces inside values become no-break spaces (values are never wrapped)."""
    return "".join((s.text.replace(" ", NBSP) if nb else s.text) if isinstance(s, V) else s for s in run)


def run_values(run: list) -> list:
    return [s for s in run if isinstance(s, V)]


def block_values(b) -> list:
    t = b[0]
    if t == "h":
        return []
    if t == "p":
        return run_values(b[1])
    if t == "kv":
        return [v for _, r in b[1] for v in run_values(r)]
    if t == "cap":
        return [v for r, _ in b[1] for v in run_values(r)]
    if t == "tab":
        return [v for row in b[2] for r in row for v in run_values(r)]
    if t == "sig":
        return [v for r in b[1] for v in run_values(r)]
    raise ValueError(t)


@dataclass
class Doc:
    name: str
    family: str
    shape: str
    title: str
    letterhead: list            # runs (line by line)
    head: list                  # running head run (every page)
    foot: list                  # running foot run (every page; sideways in some families)
    sticker: list               # identity sticker runs (page 1, or every page in fpdf2 family)
    pages: list                 # list of list of blocks
    meta_title: str = ""
    meta_items: list = field(default_factory=list)
    info: dict = field(default_factory=dict)


def tokens(run: list) -> list:
    """Unbreakable words: (text, [values]); a value and the punctuation glued to it form one word."""
    toks: list = []
    glue = False
    for seg in run:
        if isinstance(seg, V):
            if glue and toks:
                toks[-1] = (toks[-1][0] + seg.text.replace(" ", NBSP), toks[-1][1] + [seg])
            else:
                toks.append((seg.text.replace(" ", NBSP), [seg]))
            glue = True
            continue
        pieces = seg.split(" ")
        for i, piece in enumerate(pieces):
            if i > 0:
                glue = False
            if piece == "":
                continue
            if glue and toks:
                toks[-1] = (toks[-1][0] + piece, toks[-1][1])
            else:
                toks.append((piece, []))
            glue = True
    return toks
