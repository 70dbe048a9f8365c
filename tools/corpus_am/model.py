"""Document model of corpus AM: blocks of segments; a segment is a str or an It (one printed truth item)."""
import datetime
from dataclasses import dataclass, field

from . import ids


@dataclass
class It:
    role: str
    kind: str
    text: str
    subtype: str = ""
    critical: bool = False
    probes: list = field(default_factory=list)

    def as_truth(self):
        return {"role": self.role, "kind": self.kind, "text": self.text, "subtype": self.subtype,
                "critical": self.critical, "probes": list(self.probes or [self.text])}


def seg_items(segs):
    return [s for s in segs if isinstance(s, It)]


def seg_text(segs):
    return "".join(s.text if isinstance(s, It) else s for s in segs)


class Doc:
    """blocks: ("h", segs) ("p", segs) ("kv", [(label, segs)]) ("table", heads, [[segs]], widths)
    ("sticker", [segs]) ("sign", [segs]) ("break", segs) ("side", [segs]) ("rule",)"""

    def __init__(self, shape, title):
        self.shape = shape
        self.title = title
        self.blocks = []
        self.header = []      # running head (segments), every page
        self.footer = []      # running foot (segments), every page, followed by "page k/n"
        self.letterhead = []  # list of segment lines (establishment block)
        self.side = []        # list of segment lines (team / contacts column, page 1)
        self.patient = None

    def h(self, *segs):
        self.blocks.append(("h", list(segs)))

    def p(self, *segs):
        self.blocks.append(("p", list(segs)))

    def kv(self, rows):
        self.blocks.append(("kv", [(lab, list(v) if isinstance(v, (list, tuple)) else [v]) for lab, v in rows]))

    def table(self, heads, rows, widths=None):
        self.blocks.append(("table", heads, [[list(c) if isinstance(c, (list, tuple)) else [c] for c in row]
                                             for row in rows], widths))

    def sticker(self, lines):
        self.blocks.append(("sticker", [list(x) if isinstance(x, (list, tuple)) else [x] for x in lines]))

    def sign(self, lines):
        self.blocks.append(("sign", [list(x) if isinstance(x, (list, tuple)) else [x] for x in lines]))

    def brk(self, *segs):
        self.blocks.append(("break", list(segs)))


# ---- item constructors
def P(kind, text, sub="", critical=False, probes=None):
    return It("pii", kind, text, sub, critical, probes or [text])


def K(sub, text):
    return It("keep", "DECOY", text, sub, False, [text])


def D(text):
    return It("keep", "DATE", text, "SOINS", False, [text])


def O(word):
    return It("keep", "ORDINAIRE", word, "HOMONYME", False, [word])


class Person:
    def nom(self, style="U", sub=None, crit=None):
        sub = sub or self.role
        crit = self.critical if crit is None else crit
        t = {"U": self.last.upper(), "T": self.last, "L": self.last.lower()}[style]
        return P("NOM", t, sub, crit)

    def pre(self, style="T", sub=None, crit=None):
        sub = sub or self.role
        crit = self.critical if crit is None else crit
        t = {"U": self.first.upper(), "T": self.first, "L": self.first.lower()}[style]
        return P("PRENOM", t, sub, crit)

    def birthname(self, style="U"):
        t = self.birth_last.upper() if style == "U" else self.birth_last
        return P("NOM", t, "naissance", self.critical)


def make_person(r, role, sex=None, age=(30, 85), ref=datetime.date(2026, 4, 14), married=None, critical=False,
                dept="59", surname=None):
    p = Person()
    p.role = role
    p.critical = critical
    p.sex = sex if sex is not None else r.choice([1, 2])
    p.first = r.choice(ids.FIRST_M if p.sex == 1 else ids.FIRST_F)
    roll = r.random()
    if surname:
        p.last = surname
    elif roll < 0.12:
        p.last = r.choice(ids.PARTICLES)
    else:
        p.last = r.choice(ids.SURNAMES)
    p.birth_last = None
    if p.sex == 2 and (married if married is not None else r.random() < 0.5):
        p.birth_last = r.choice([s for s in ids.SURNAMES if s != p.last])
    y = ref.year - r.randint(*age)
    p.birth = datetime.date(y, r.randint(1, 12), r.randint(1, 28))
    p.age = ref.year - y - (1 if (p.birth.month, p.birth.day) > (ref.month, ref.day) else 0)
    cp, town, dep = r.choice(ids.COMMUNES)
    p.cp, p.town, p.dept = cp, town, dep
    p.street = r.choice(ids.STREETS)
    p.num = str(r.randint(1, 148)) + r.choice(["", "", "", " bis", " ter"])
    p.addr = p.num + " " + p.street
    p.phone = ids.phone(r, r.randint(0, 2))
    mail_last = ids.fold(p.last).lower().replace(" ", "").replace("'", "")
    p.email = "%s.%s%s@%s" % (ids.fold(p.first).lower().replace(" ", ""), mail_last,
                               r.choice(["", "", str(r.randint(2, 99))]), r.choice(ids.MAIL_DOMAINS))
    n13, key = ids.nir(r, p.sex, p.birth.year, p.birth.month, dep)
    p.nir13, p.nirkey = n13, key
    p.ipp = str(r.randint(10 ** 8, 10 ** 10 - 1))
    return p
