"""Document model of corpus AN: explicit pages of blocks; a block holds segments (str or It)."""
import datetime
from dataclasses import dataclass, field

from . import ids

REF = datetime.date(2026, 5, 12)


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


def segs_of(x):
    if isinstance(x, (list, tuple)):
        return list(x)
    return [x]


def seg_items(segs):
    return [s for s in segs if isinstance(s, It)]


def seg_text(segs):
    return "".join(s.text if isinstance(s, It) else s for s in segs)


class Doc:
    """pages: list of lists of blocks.
    ("h", segs) heading bar        ("p", segs) paragraph        ("kv", [(label, segs)], vf) key/value grid
    ("table", heads, rows, widths) ("sticker", [segs]) boxed label  ("cols", [segs], [segs]) two columns
    ("sign", [segs]) signature block, right-aligned            ("caption", segs) small italic line"""

    def __init__(self, shape, title):
        self.shape = shape
        self.title = title
        self.pages = [[]]
        self.letterhead = []   # list of segment lines (page 1)
        self.head = None       # callable(k, n) -> segs (running head, every page)
        self.foot = None       # callable(k, n) -> segs (running foot, every page)
        self.meta_title = None  # (title string, [metadata items]) or None

    @property
    def cur(self):
        return self.pages[-1]

    def newpage(self):
        self.pages.append([])

    def h(self, *segs):
        self.cur.append(("h", list(segs)))

    def p(self, *segs):
        self.cur.append(("p", list(segs)))

    def caption(self, *segs):
        self.cur.append(("caption", list(segs)))

    def kv(self, rows, vf=False):
        self.cur.append(("kv", [(lab, segs_of(v)) for lab, v in rows], vf))

    def table(self, heads, rows, widths=None):
        self.cur.append(("table", heads, [[segs_of(c) for c in row] for row in rows], widths))

    def sticker(self, lines):
        self.cur.append(("sticker", [segs_of(x) for x in lines]))

    def cols(self, left, right):
        self.cur.append(("cols", [segs_of(x) for x in left], [segs_of(x) for x in right]))

    def sign(self, lines):
        self.cur.append(("sign", [segs_of(x) for x in lines]))


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

    def ini(self, sub=None):
        """Initial of the first name ("A.") is printed as plain text; only the surname is an item."""
        return self.first[0] + "."

    def birthname(self, style="U"):
        t = self.birth_last.upper() if style == "U" else self.birth_last
        return P("NOM", t, "naissance", self.critical)

    def dup(self):
        """abbreviated surname as tables print it: first 3-4 letters + '.'"""
        base = self.last.upper().replace(" ", "")
        return P("NOM", base[:4] + ".", self.role, self.critical, [base[:4] + "."])


def make_person(r, role, sex=None, age=(30, 85), ref=REF, married=None, critical=False, surname=None):
    p = Person()
    p.role = role
    p.critical = critical
    p.sex = sex if sex is not None else r.choice([1, 2])
    p.first = r.choice(ids.FIRST_M if p.sex == 1 else ids.FIRST_F)
    if surname:
        p.last = surname
    elif r.random() < 0.12:
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
    p.email = "%s%s%s@%s" % (ids.fold(p.first).lower().replace(" ", ""), r.choice([".", "_", ""]) if True else "",
                             mail_last + r.choice(["", "", str(r.randint(2, 99))]), r.choice(ids.MAIL_DOMAINS))
    n13, key = ids.nir(r, p.sex, p.birth.year, p.birth.month, dep)
    p.nir13, p.nirkey = n13, key
    p.ipp = str(r.randint(10 ** 8, 10 ** 10 - 1))
    return p
