"""Document builder: pages of blocks whose text carries planted items, written as a renderer spec and a truth file."""
import re

from .fake import PARTICLES

GENERIC = {"Centre", "Hôpital", "Clinique", "Polyclinique", "Laboratoire", "Groupe", "Mutuelle", "Prévoyance", "Santé",
           "Nord", "SARL", "Fils", "Cabinet", "EHPAD", "Résidence", "Transports", "Société", "Boulangerie", "Menuiserie"}


class It:
    def __init__(self, kind, text, role="pii", critical=False, subtype="", probes=None):
        self.kind, self.text, self.role, self.critical, self.subtype = kind, text, role, critical, subtype
        self.probes = probes or auto_probes(kind, text, role)

    def as_dict(self):
        return {"kind": self.kind, "text": self.text, "role": self.role, "critical": self.critical,
                "subtype": self.subtype, "probes": list(self.probes)}


def auto_probes(kind, text, role):
    out = [text]
    if role != "pii" or " " not in text:
        return out
    toks = text.split(" ")
    if kind in ("NOM", "VILLE"):
        tail = [t for t in toks if t.lower() not in PARTICLES and len(t) >= 4]
        if tail and tail[-1] != text:
            out.append(tail[-1])
    elif kind == "ETAB":
        cand = [t for t in toks if t[:1].isupper() and len(t) >= 4 and t not in GENERIC]
        if cand:
            out.append(cand[-1])
    elif kind == "ADRESSE":
        m = re.match(r"^\d+( bis| ter)?,? (.+)$", text)
        if m:
            out.append(m.group(2))
    return out


def pii(kind, text, critical=False, probes=None):
    return It(kind, text, "pii", critical, "", probes)


def keep(text, subtype="CODE"):
    return It("DECOY", text, "keep", False, subtype)


def care(text):
    return It("DATE", text, "keep", False, "")


class Doc:
    def __init__(self, name, kind, font="sans"):
        self.name, self.kind, self.font = name, kind, font
        self.pages = []
        self.meta = ["", "", "", ""]
        self.meta_items = []

    # ---- text with items
    def flat(self, segs, target=None):
        if segs is None:
            return ""
        if isinstance(segs, (str, It)):
            segs = [segs]
        out = []
        for s in segs:
            if isinstance(s, It):
                out.append(s.text)
                (target if target is not None else self.pages[-1]["items"]).append(s)
            elif isinstance(s, (list, tuple)):
                out.append(self.flat(s, target))
            else:
                out.append(str(s))
        txt = "".join(out)
        assert "\t" not in txt
        return txt

    def set_meta(self, title, author="", subject="", creator="Dossier patient informatisé"):
        sink = []
        self.meta = [self.flat(title, sink), self.flat(author, sink), self.flat(subject, sink), creator]
        self.meta_items = sink

    def page(self, hdr_left=None, hdr_right=None, ftr=(None, None, None)):
        self.pages.append({"hdr": ["", ""], "ftr": ["", "", ""], "blocks": [], "items": []})
        pg = self.pages[-1]
        pg["hdr"] = [self.flat(hdr_left), self.flat(hdr_right)]
        pg["ftr"] = [self.flat(f) for f in ftr]

    def _b(self, *fields):
        self.pages[-1]["blocks"].append(fields)

    def T(self, segs, size=13, align="C"):
        self._b("T", size, "B", align, self.flat(segs))

    def P(self, segs, size=9.5, style="N", align="L"):
        self._b("P", size, style, align, self.flat(segs))

    def SP(self, h=6):
        self._b("SP", h, "N", "L", "")

    def HR(self):
        self._b("HR", 0, "N", "L", "")

    def BOX(self, segs, size=8.5, align="L"):
        self._b("BOX", size, "N", align, self.flat(segs))

    def TBL(self, widths, rows, border=True, size=8.5):
        """rows: list of (style, [cell segs...]) with style H (header), B (bold) or N."""
        flat_rows = [(st, [self.flat(c) for c in cells]) for st, cells in rows]
        self.pages[-1]["blocks"].append(("TBL", widths, border, size, flat_rows))

    # ---- output
    def spec_text(self):
        esc = lambda s: str(s).replace("\n", "\\n")  # noqa: E731
        lines = ["META\t" + "\t".join(esc(m) for m in self.meta), "FONT\t" + self.font]
        for pg in self.pages:
            lines.append("PAGE")
            lines.append("HDR\t%s\t%s" % tuple(esc(x) for x in pg["hdr"]))
            lines.append("FTR\t%s\t%s\t%s" % tuple(esc(x) for x in pg["ftr"]))
            for b in pg["blocks"]:
                if b[0] == "TBL":
                    _, widths, border, size, rows = b
                    lines.append("TBL\t%s\t%d\t%s" % (",".join(str(w) for w in widths), 1 if border else 0, size))
                    for st, cells in rows:
                        lines.append("TR\t%s\t%s" % (st, "\t".join(esc(c) for c in cells)))
                    lines.append("END")
                else:
                    lines.append("\t".join(esc(x) for x in b))
        return "\n".join(lines) + "\n"

    def truth(self, producer):
        return {"name": self.name, "kind": self.kind, "producer": producer,
                "pages": [{"index": i, "items": [it.as_dict() for it in pg["items"]]} for i, pg in enumerate(self.pages)],
                "metadata_items": [dict(it.as_dict(), field=f) for it, f in self._meta_fields()]}

    def _meta_fields(self):
        return [(it, "metadata") for it in self.meta_items]
