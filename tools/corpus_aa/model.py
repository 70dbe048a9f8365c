"""Truth items and text segments shared by the four families.

A printed text is a list of segments: plain ``str`` (template, prose) or ``It`` (a truth item,
printed exactly as ``It.text``). The renderers print ``seg_text(segs)``; the truth of a page is
the list of its ``It`` objects (one per printed occurrence).
"""

from __future__ import annotations

CRITICAL_KINDS = {"DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}


class It:
    __slots__ = ("role", "kind", "text", "subtype", "critical", "probes")

    def __init__(self, role, kind, text, subtype="", critical=None, probes=None):
        self.role, self.kind, self.text, self.subtype = role, kind, text, subtype
        if critical is None:
            critical = role == "pii" and (kind in CRITICAL_KINDS or
                                          (kind in ("NOM", "PRENOM") and subtype in ("patient", "naissance")))
        self.critical = critical
        self.probes = probes or [text]

    def as_truth(self) -> dict:
        return {"role": self.role, "kind": self.kind, "text": self.text, "subtype": self.subtype,
                "critical": self.critical, "probes": list(self.probes)}

    def __len__(self):
        return len(self.text)

    def __repr__(self):
        return "It(%s:%s %r)" % (self.kind, self.subtype, self.text)


def P(kind, text, subtype="", probes=None, critical=None) -> It:
    """A personal value (to be removed)."""
    return It("pii", kind, text, subtype, critical, probes)


def K(kind, subtype, text) -> It:
    """A kept value: DATE/SOINS, DECOY/<subtype>, MOT/<subtype>."""
    return It("keep", kind, text, subtype, False)


def D(subtype, text) -> It:
    return It("keep", "DECOY", text, subtype, False)


def S(text) -> It:
    """A care date."""
    return It("keep", "DATE", text, "SOINS", False)


def seg_text(segs) -> str:
    return "".join(s.text if isinstance(s, It) else s for s in segs)


def seg_items(segs) -> list:
    return [s for s in segs if isinstance(s, It)]


def flat(x):
    """Flatten nested lists of segments."""
    out = []
    for s in x:
        if isinstance(s, (list, tuple)):
            out.extend(flat(s))
        else:
            out.append(s)
    return out


def wrap_segments(segs, width: int, indent: str = "", hard: bool = True) -> list:
    """Cut a segment list into lines of at most ``width`` characters, monospaced-listing style:
    plain text is cut anywhere (inside a field, as EAI consoles do); a truth item is never cut
    (the line is broken before it). With ``hard`` False plain text is cut at spaces (prose)."""
    lines, cur, n = [], [], 0
    for s in segs:
        if isinstance(s, It):
            if n + len(s.text) > width and n > len(indent):
                lines.append(cur)
                cur, n = [indent], len(indent)
            cur.append(s)
            n += len(s.text)
            continue
        rest = s
        while rest:
            room = width - n
            if len(rest) <= room:
                cur.append(rest)
                n += len(rest)
                rest = ""
            else:
                cut = room
                if not hard:
                    sp = rest.rfind(" ", 0, room + 1)
                    if sp > 0:
                        cut = sp + 1
                    elif n > len(indent):
                        cut = 0
                if cut > 0:
                    cur.append(rest[:cut])
                    rest = rest[cut:]
                lines.append(cur)
                cur, n = [indent], len(indent)
    if cur and (len(cur) > 1 or (cur and cur[0] != indent)):
        lines.append(cur)
    return lines
