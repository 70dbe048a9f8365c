"""Synthetic annotated French clinical pages: text + character spans.

Entity types the model learns: PER (person names, mapped to NOM), LOC (cities,
mapped to VILLE), ADR (street addresses, mapped to ADRESSE), ETAB
(establishments). Dates, phones, emails and numeric identifiers are written
into the text but labelled O: the rule detectors own them.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from pathlib import Path

from . import templates_fr as T
from . import lexicon as LX
from .lexicon import Pools, split_of

SLOT = re.compile(r"\{([A-Z_0-9]+)\}")
EDS_ENT = re.compile(r"\[([^\]]*)\]\(([A-Z_]+)\)")
EDS_LABEL = {"NOM": "PER", "PRENOM": "PER", "VILLE": "LOC", "ADRESSE": "ADR", "ADDRESSE": "ADR", "HOPITAL": "ETAB"}
TITLES = ["", "", "", "M. ", "Mme ", "Madame ", "Monsieur ", "Mlle ", "Mr "]
DR_TITLES = ["", "Dr ", "Dr ", "Docteur ", "Pr ", "Dr. "]


@dataclass
class Doc:
    text: str
    spans: list[tuple[int, int, str]]
    negatives: list[tuple[int, int, str]] = field(default_factory=list)  # eponyms / word prose, labelled O


class Builder:
    """Accumulates text pieces and the spans of the labelled ones."""

    def __init__(self):
        self.parts: list[str] = []
        self.spans: list[tuple[int, int, str]] = []
        self.negatives: list[tuple[int, int, str]] = []
        self.n = 0

    def add(self, s: str, label: str | None = None, negative: str | None = None):
        if negative and s:
            self.negatives.append((self.n, self.n + len(s), negative))
        if label and s:
            self.spans.append((self.n, self.n + len(s), label))
        self.parts.append(s)
        self.n += len(s)

    def doc(self) -> Doc:
        """Join the text; merge same-label spans separated only by spaces or
        tabs (eds-pseudo tags first and last names apart, our templates tag
        the full name), so B-/I- tags mean the same thing in both sources."""
        text = "".join(self.parts)
        merged: list[tuple[int, int, str]] = []
        for a, b, lab in sorted(self.spans):
            if merged and merged[-1][2] == lab and text[merged[-1][1]:a].strip(" \t") == "" and a >= merged[-1][1]:
                merged[-1] = (merged[-1][0], b, lab)
            else:
                merged.append((a, b, lab))
        return Doc(text, merged, list(self.negatives))


# Annotation gaps of the eds-pseudo snippets: person names the source left
# unlabelled (a colleague, two publication author lists). An anonymiser must
# mask them, so they are labelled here before generation; left as they were,
# they taught the model "O" for real names and counted its right answers as
# false positives.
_INITIALS_NAME = re.compile(r"(?<![\w\[])((?:[A-Z]\.-?){1,2})(\s?)([A-ZÀ-ÝÖ][A-ZÀ-ÝÖ'-]{2,})(?![\w\]])")
_INITIALS = re.compile(r"(?:[A-Z]\.?-?){1,3}")
_ETAB_KIND = re.compile(r"(?:^|[\s'’])((?:Hôpital|HÔPITAL|Hopital|CHU|CH|GH|Clinique|Centre hospitalier|Groupe hospitalier) )$")
_AUTHOR_INV = re.compile(r"(?<![\w\[])([A-Z][a-zà-ÿ]+)\s([A-Z])(\.?)(?=,| et al)")


def _patch_eds(raw: str) -> str:
    raw = raw.replace("Meredith Glover a communiqué", "[Meredith](PRENOM) [Glover](NOM) a communiqué")
    out = []
    for line in raw.split("\n"):
        if "Tannier X" in line:
            line = _AUTHOR_INV.sub(r"[\1](NOM) [\2](PRENOM)\3", line)
        if "GÖKBUGET" in line or "MARTINELLI, G. MELONI" in line:
            line = line.replace("GÖKBUGET, N.", "[GÖKBUGET](NOM), [N.](PRENOM)")
            line = line.replace("Michael DOUBEK", "[Michael](PRENOM) [DOUBEK](NOM)")
            line = _INITIALS_NAME.sub(r"[\1](PRENOM)\2[\3](NOM)", line)
            line = re.sub(r"(?<![\w\[])G\.$", "[G.](PRENOM)", line)
            line = line.replace("\nMARTINELLI", "\n[MARTINELLI](NOM)")
            if line.startswith("MARTINELLI"):
                line = "[MARTINELLI](NOM)" + line[len("MARTINELLI"):]
        out.append(line)
    return "\n".join(out)


def parse_eds(path: Path) -> list[list[tuple[str, str | None]]]:
    """eds-pseudo blocks as lists of (text, original label or None)."""
    blocks = []
    for block in re.split(r"\n\s*\n", _patch_eds(path.read_text("utf-8"))):
        if not block.strip():
            continue
        items, pos = [], 0
        for m in EDS_ENT.finditer(block):
            items.append((block[pos:m.start()], None))
            items.append((m.group(1), m.group(2)))
            pos = m.end()
        items.append((block[pos:], None))
        blocks.append(items)
    return blocks


def _case(rng, s: str, caps_p: float) -> str:
    r = rng.random()
    if r < caps_p:
        return s.upper()
    return s


class Synth:
    def __init__(self, pools: Pools, split: str, eds_path: Path | None, seed: int):
        self.p = pools
        self.split = split
        self.rng = random.Random(seed)
        self.groups = {g: [t for t in ts if split_of(t) == split] for g, ts in T.ALL_GROUPS.items()}
        # guarantee at least one template per group in every split
        for g, ts in T.ALL_GROUPS.items():
            if not self.groups[g]:
                self.groups[g] = [ts[0]] if split == "train" else [ts[-1]]
        self.eds = []
        if eds_path is not None:
            self.eds = [b for b in parse_eds(eds_path) if split_of("".join(t for t, _ in b)) == split]

    # ----- value pickers -------------------------------------------------
    def first(self) -> str:
        r = self.rng
        f = r.choice(self.p.first[self.split])
        if r.random() < 0.12:  # hyphenated first name
            f = f + "-" + r.choice(self.p.first[self.split])
        return f

    def last(self) -> str:
        r = self.rng.random()
        if r < 0.18:
            s = self.rng.choice(self.p.hard_last[self.split])
        elif r < 0.30:
            s = self.rng.choice(self.p.word_last[self.split])
        else:
            s = self.rng.choice(self.p.last[self.split])
        if self.rng.random() < 0.06:
            s = s + "-" + self.rng.choice(self.p.last[self.split])
        return s

    def person(self, b: Builder, first=None, last=None, allow_split=True):
        """Write a person name in one of the formats met in clinical text."""
        r = self.rng
        first = first or self.first()
        last = last or self.last()
        up = r.random() < 0.55
        L = last.upper() if up else last
        if r.random() < 0.04:
            first = first.upper()
        style = r.random()
        sep = "\n" if allow_split and r.random() < 0.05 else " "
        if style < 0.35:
            txt = f"{first}{sep}{L}"
        elif style < 0.60:
            txt = f"{L}{sep}{first}"
        elif style < 0.72:
            ini = "-".join(x[0] + "." for x in first.split("-"))
            txt = f"{ini}{sep}{L}"
        elif style < 0.88:
            txt = L
        else:
            txt = f"{L}{sep}{first}" if up else f"{first}{sep}{L}"
        c = r.random()
        if c < 0.08:  # typed without capitals ("bodin madeleine"): context, not case, must tell
            txt = txt.lower()
        elif c < 0.11:
            txt = txt.title()
        b.add(txt, "PER")

    def city(self) -> str:
        c = self.rng.choice(self.p.city[self.split])
        return c.upper() if self.rng.random() < 0.15 else c

    def etab(self) -> str:
        r = self.rng
        if r.random() < 0.12:
            return r.choice(self.p.acronym[self.split])
        pat = r.choice(LX.ETAB_PATTERNS)
        v = self.rng.choice(self.p.city[self.split])
        s = r.choice(self.p.etab_s[self.split])
        e = pat.format(V=v, S=s, P=r.choice(LX.ETAB_P), X=r.choice(LX.ETAB_X))
        return e.upper() if r.random() < 0.12 else e

    def address(self) -> str:
        r = self.rng
        num = str(r.randint(1, 250)) + (r.choice(["", "", "", " bis", " ter"]))
        st = f"{num} {r.choice(LX.STREET_TYPES)} {r.choice(self.p.street[self.split])}"
        if r.random() < 0.1:
            st = st + ", " + r.choice(["Bât. B", "Appt 12", "Résidence les Pins", "3e étage"])
        return st.upper() if r.random() < 0.1 else st

    def date(self) -> str:
        r = self.rng
        d, m, y = r.randint(1, 28), r.randint(1, 12), r.randint(2015, 2026)
        mois = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
                "novembre", "décembre"]
        return r.choice([f"{d:02d}/{m:02d}/{y}", f"{d:02d}/{m:02d}/{y % 100:02d}", f"{d} {mois[m - 1]} {y}",
                         f"{d:02d}.{m:02d}.{y}", f"{d:02d}-{m:02d}-{y}"])

    def ddn(self) -> str:
        r = self.rng
        return f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/{r.randint(1925, 2020)}"

    def tel(self) -> str:
        r = self.rng
        g = [f"{r.randint(0, 99):02d}" for _ in range(4)]
        return r.choice(["0" + str(r.randint(1, 9)) + " " + " ".join(g), "0" + str(r.randint(1, 9)) + ".".join([""] + g),
                         "+33 " + str(r.randint(1, 9)) + " " + " ".join(g)])

    def mail(self) -> str:
        r = self.rng
        f = re.sub(r"[^a-z]", "", self.first().lower()) or "x"
        lst = re.sub(r"[^a-z]", "", self.last().lower()) or "y"
        return f"{f}.{lst}@{r.choice(['chu-exemple.fr', 'gmail.com', 'orange.fr', 'ch-exemple.fr', 'laposte.net'])}"

    # ----- slot filling -------------------------------------------------
    def fill(self, b: Builder, template: str, ctx: dict):
        r = self.rng
        pos = 0
        for m in SLOT.finditer(template):
            b.add(template[pos:m.start()])
            pos = m.end()
            k = m.group(1)
            if k == "PAT":
                b.add(r.choice(TITLES))
                self.person(b, ctx["pf"], ctx["pl"])
            elif k == "PATN":
                b.add(ctx["pl"].upper() if r.random() < 0.6 else ctx["pl"], "PER")
            elif k == "PATN2":
                b.add(ctx["pl2"].upper() if r.random() < 0.6 else ctx["pl2"], "PER")
            elif k == "PATP":
                b.add(ctx["pf"], "PER")
            elif k == "DR":
                d = r.choice(ctx["docs"])
                self.person(b, d[0], d[1])
            elif k == "DRN":
                d = r.choice(ctx["docs"])
                b.add(d[1].upper() if r.random() < 0.5 else d[1], "PER")
            elif k == "PER":
                self.person(b)
            elif k == "PRENOM":
                b.add(self.first(), "PER")
            elif k == "VILLE":
                b.add(ctx["city"] if r.random() < 0.4 else self.city(), "LOC")
            elif k == "ADR":
                b.add(self.address(), "ADR")
            elif k == "ETAB":
                b.add(ctx["etab"] if r.random() < 0.5 else self.etab(), "ETAB")
            elif k == "CP":
                b.add(f"{r.randint(1000, 98999):05d}")
            elif k == "DATE":
                b.add(self.date())
            elif k == "DDN":
                b.add(ctx["ddn"])
            elif k == "HEURE":
                b.add(f"{r.randint(0, 23):02d}{r.choice([':', 'h'])}{r.randint(0, 59):02d}")
            elif k == "TEL":
                b.add(self.tel())
            elif k == "MAIL":
                b.add(self.mail())
            elif k in ("IPP", "NDA", "NUM9", "RPPS"):
                n = {"IPP": 10, "NDA": 9, "NUM9": 9, "RPPS": 11}[k]
                b.add("".join(str(r.randint(0, 9)) for _ in range(n)))
            elif k == "NIR":
                b.add(f"{r.randint(1, 2)} {r.randint(20, 99)} {r.randint(1, 12):02d} {r.randint(1, 95):02d} "
                      f"{r.randint(1, 999):03d} {r.randint(1, 999):03d} {r.randint(1, 97):02d}")
            elif k == "AGE":
                b.add(str(r.randint(18, 97)))
            elif k == "SEXE":
                b.add(r.choice(["F", "M"]))
            elif k == "SERVICE":
                b.add(r.choice(T.SERVICES))
            elif k == "SERVICE_UP":
                b.add(r.choice(T.SERVICES).upper())
            elif k == "METIER":
                b.add(r.choice(T.METIERS))
            elif k == "EPO":
                e = r.choice(self.p.eponyms)
                b.add(e[0].upper() + e[1:] if r.random() < 0.2 else e, negative="EPO")
            elif k == "PROSE":
                b.add(r.choice(self.p_prose()), negative="WORD")
            elif k in ("NUM1", "NUM2", "NUM3"):
                b.add(str(r.randint(1, 10 ** int(k[-1]) - 1)))
            elif k in ("F1", "F2"):
                b.add(f"{r.uniform(0.5, 20):.{int(k[-1])}f}".replace(".", ","))
            elif k == "POIDS":
                b.add(str(r.randint(40, 120)))
            elif k == "YEAR":
                b.add(str(r.randint(1960, 2020)))
            else:
                raise KeyError(k)
        b.add(template[pos:])

    def p_prose(self):
        from .lexicon import WORD_PROSE
        return WORD_PROSE

    @staticmethod
    def _elide(b: Builder, value: str) -> None:
        """French elision before the value: "d'" / "l'" only before a vowel
        or mute h. eds-pseudo wrote "d'Emmanuel"; filled with "Kahena" that
        became "d'Kahena", a form no real text has."""
        if not b.parts or not value or value[0].lower() in "aeiouyhàâäéèêëîïôöùûü":
            return
        last = b.parts[-1]
        for tail, repl in (("de l'", "du "), ("à l'", "au "), ("d'", "de "), ("l'", "le "),
                           ("de l’", "du "), ("à l’", "au "), ("d’", "de "), ("l’", "le ")):
            if last.endswith(tail) and (len(last) == len(tail) or not last[-len(tail) - 1].isalpha()):
                b.parts[-1] = last[: -len(tail)] + repl
                b.n += len(repl) - len(tail)
                return

    def fill_eds(self, b: Builder, block, ctx):
        r = self.rng
        for text, lab in block:
            if lab is None:
                b.add(text)
                continue
            up = text.isupper() and len(text) > 1
            if lab == "NOM":
                v = r.choice([ctx["pl"], self.last(), r.choice(ctx["docs"])[1]])
                v = v.upper() if up or r.random() < 0.3 else v
                v = v.lower() if not up and r.random() < 0.06 else v
                self._elide(b, v)
                b.add(v, "PER")
            elif lab == "PRENOM":
                if _INITIALS.fullmatch(text):  # an initial stays an initial: "R." -> "M."
                    v = self.first()
                    v = "-".join(x[0] + "." for x in v.split("-")) if "." in text else v[0]
                else:
                    v = r.choice([ctx["pf"], self.first()])
                    v = v.upper() if up else v
                self._elide(b, v)
                b.add(v, "PER")
            elif lab == "VILLE":
                if text[:1].islower():  # a demonym ("le frère lyonnais"), not a city name
                    b.add(r.choice(LX.DEMONYMS), "LOC")
                else:
                    v = self.city()
                    self._elide(b, v)
                    b.add(v, "LOC")
            elif lab in ("ADRESSE", "ADDRESSE"):
                b.add(self.address(), "ADR")
            elif lab == "HOPITAL":
                # eds-pseudo labels "Bichat" in "Hôpital Bichat": keep the kind
                # word, give it a distinctive name, and label the whole name.
                m = _ETAB_KIND.search(b.parts[-1]) if b.parts else None
                if m:
                    b.parts[-1] = b.parts[-1][: m.start(1)]
                    b.n -= len(m.group(1))
                    v = m.group(1) + r.choice(self.p.etab_s[self.split] + [self.rng.choice(self.p.city[self.split])])
                else:
                    v = self.etab()
                    self._elide(b, v)
                b.add(v, "ETAB")
            elif lab in ("DATE",):
                b.add(self.date())
            elif lab == "DATE_NAISSANCE":
                b.add(ctx["ddn"])
            elif lab == "TEL":
                b.add(self.tel())
            elif lab == "MAIL":
                b.add(self.mail())
            elif lab == "ZIP":
                b.add(f"{r.randint(1000, 98999):05d}")
            else:  # SECU, IPP, NDA and anything numeric
                b.add("".join(str(r.randint(0, 9)) for _ in range(max(len(text), 6))))

    def document(self) -> Doc:
        """One page-like text: optional header, several body blocks, optional footer."""
        r = self.rng
        ctx = {"pf": self.first(), "pl": self.last(), "pl2": self.last(), "ddn": self.ddn(),
               "city": self.city(), "etab": self.etab(),
               "docs": [(self.first(), self.last()) for _ in range(r.randint(1, 4))]}
        b = Builder()
        kind = r.choice(["cro", "crh", "lettre", "consult", "ordo", "bio", "misc"])
        blocks: list = []
        if r.random() < 0.6:
            blocks.append(("t", r.choice(self.groups["header"])))
        nb = r.randint(2, 6)
        for _ in range(nb):
            x = r.random()
            if self.eds and x < 0.40:
                blocks.append(("e", r.choice(self.eds)))
            elif x < 0.80:
                blocks.append(("t", r.choice(self.groups[kind])))
            else:
                blocks.append(("t", r.choice(self.groups[r.choice(list(self.groups))])))
        if r.random() < 0.5:
            blocks.append(("t", r.choice(self.groups["footer"])))
        for i, (typ, blk) in enumerate(blocks):
            if i:
                b.add(r.choice(["\n", "\n\n", "\n", " "]))
            if typ == "t":
                self.fill(b, blk, ctx)
            else:
                self.fill_eds(b, blk, ctx)
        return self._augment(b.doc())

    # OCR confusions that keep the length, so the spans stay valid.
    _OCR = {"l": "1", "1": "l", "O": "0", "0": "O", "e": "c", "c": "e", "i": "í",
            "é": "e", "è": "e", "S": "5", "B": "8", "u": "v", "n": "r"}

    def _augment(self, doc: Doc) -> Doc:
        """Whole-page case and OCR-noise variants: real pages come typed in
        capitals, without capitals, or re-read by OCR; the labels stay because
        every change keeps each character in its place."""
        r = self.rng
        text = doc.text
        x = r.random()
        if x < 0.03:
            text = text.lower()
        elif x < 0.06:
            text = text.upper()
        if len(text) != len(doc.text):
            text = doc.text
        if r.random() < 0.06:
            rate = r.uniform(0.005, 0.03)
            chars = list(text)
            for i, ch in enumerate(chars):
                sub = self._OCR.get(ch)
                if sub and len(sub) == 1 and r.random() < rate:
                    chars[i] = sub
            text = "".join(chars)
        if text is doc.text:
            return doc
        return Doc(text, doc.spans, doc.negatives)
