"""Values, runs and blocks of corpus AU documents (copied from corpus AQ, W now kind ORDINAIRE).

A run is a list of segments: plain strings (template text) or V (a value, personal or kept). A value is
turned into one truth item per printed occurrence by the renderer that prints it (``emit``).
"""
from __future__ import annotations

from dataclasses import dataclass

CRITICAL_KINDS = {"DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}


@dataclass(frozen=True)
class V:
    kind: str
    text: str
    sub: str = ""
    role: str = "pii"

    def item(self) -> dict:
        crit = self.role == "pii" and (self.kind in CRITICAL_KINDS or
                                       (self.kind in ("NOM", "PRENOM") and self.sub in ("patient", "naissance")))
        probes = [self.text]
        if self.kind == "ADRESSE":
            parts = self.text.split(" ", 1)
            if len(parts) == 2 and parts[0][:1].isdigit():
                probes.append(parts[1])
        return {"role": self.role, "kind": self.kind, "text": self.text, "subtype": self.sub,
                "critical": bool(crit), "probes": probes}


def K(sub: str, text: str) -> V:
    """A decoy that must stay readable."""
    return V("DECOY", text, sub, "keep")


def D(text: str) -> V:
    """A care date (kept)."""
    return V("DATE", text, "SOINS", "keep")


def W(text: str) -> V:
    """An ordinary word equal to a clinician's surname (kept)."""
    return V("ORDINAIRE", text, "HOMONYME", "keep")


def R(*parts) -> list:
    """A run from strings, values and nested runs."""
    out: list = []
    for p in parts:
        if p is None:
            continue
        if isinstance(p, list):
            out.extend(R(*p))
        elif isinstance(p, V) or isinstance(p, str):
            out.append(p)
        else:
            raise TypeError(p)
    return out


def run_text(run: list) -> str:
    return "".join(s.text if isinstance(s, V) else s for s in run)


def run_values(run: list) -> list:
    return [s for s in run if isinstance(s, V)]


def tokens(run: list) -> list:
    """Unbreakable words: (text, [values]); a value and the punctuation glued to it form one word."""
    toks: list = []
    glue = False  # last token may take more characters (no space seen yet)
    for seg in run:
        if isinstance(seg, V):
            if glue and toks:
                toks[-1] = (toks[-1][0] + seg.text, toks[-1][1] + [seg])
            else:
                toks.append((seg.text, [seg]))
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


def wrap(run: list, width: float, measure) -> list:
    """Lines of (text, values) no wider than width (a single too-long word gets its own line)."""
    lines = []
    cur_t, cur_v = "", []
    for t, vals in tokens(run):
        cand = (cur_t + " " + t) if cur_t else t
        if cur_t and measure(cand) > width:
            lines.append((cur_t, cur_v))
            cur_t, cur_v = t, list(vals)
        else:
            cur_t, cur_v = cand, cur_v + list(vals)
    if cur_t or not lines:
        lines.append((cur_t, cur_v))
    return lines
