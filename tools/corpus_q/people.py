"""One fictional patient and the care around them, with helpers that return tagged values."""
import datetime as dt
import unicodedata

from . import ids, pools
from .model import V, K, CD


def _ascii(s):
    return "".join(ch for ch in unicodedata.normalize("NFD", s) if not unicodedata.combining(ch))


def case_name(s, mode):
    """mode: U = upper, T = title (particles kept lower), L = lower."""
    if mode == "U":
        return s.upper()
    if mode == "L":
        return s.lower()
    out = []
    for w in s.split(" "):
        if w.lower() in ("de", "du", "van", "der", "la") and out is not None and w[0].islower():
            out.append(w)
            continue
        parts = []
        for h in w.split("-"):
            if "'" in h:
                a, b = h.split("'", 1)
                parts.append(a[:1].upper() + a[1:].lower() + "'" + b[:1].upper() + b[1:].lower() if len(a) > 1 else a.lower() + "'" + b[:1].upper() + b[1:].lower())
            else:
                parts.append(h[:1].upper() + h[1:].lower())
        out.append("-".join(parts))
    return " ".join(out)


class Person:
    def __init__(self, first, last, crit, title=""):
        self.first, self.last, self.crit, self.title = first, last, crit, title

    def name(self, order="FL", mode_last="U", mode_first="T"):
        f = case_name(self.first, mode_first)
        l_ = case_name(self.last, mode_last)
        txt = f + " " + l_ if order == "FL" else l_ + " " + f
        return V(txt, "NOM", "pii", self.crit, [txt, l_, f])

    def last_v(self, mode="U"):
        t = case_name(self.last, mode)
        return V(t, "NOM", "pii", self.crit, [t])

    def first_v(self, mode="T"):
        t = case_name(self.first, mode)
        return V(t, "NOM", "pii", self.crit, [t])


class Ctx:
    def __init__(self, rng, idx):
        r = self.rng = rng
        self.idx = idx
        self.sex = r.choice([1, 2])
        first = r.choice(pools.FIRST_M if self.sex == 1 else pools.FIRST_F)
        k = r.random()
        last = r.choice(pools.COMPOUND_SURNAMES if k < 0.25 else pools.PARTICLE_SURNAMES if k < 0.45 else pools.SURNAMES)
        self.pt = Person(first, last, True)
        self.maiden = r.choice(pools.MAIDEN) if self.sex == 2 and r.random() < 0.6 else None
        self.birth = ids.rand_date(r, 1932, 1999)
        self.age = 2025 - self.birth.year
        self.birthplace = r.choice(pools.BIRTHPLACES)
        self.street = "%d%s %s" % (r.randint(1, 180), r.choice(["", "", " bis", " ter"]), r.choice(pools.STREETS))
        self.cp, self.town = r.choice(pools.TOWNS)
        self.phone = ids.phone(r, r.randint(0, 5), r.choice(["06", "07", "04"]))
        self.phone2 = ids.phone(r, r.randint(0, 5), "0" + str(r.choice([2, 3, 4, 5])))
        fl = _ascii(first.lower().replace(" ", ""))
        ll = _ascii(last.lower().replace(" ", "").replace("'", ""))
        self.email = r.choice(["%s.%s", "%s_%s", "%s%s"]) % (fl, ll) + "%s@%s" % (r.choice(["", "42", "1963", "x"]), r.choice(pools.EMAIL_DOMAINS))
        self.nir_style = r.randint(0, 2)
        self.nir = ids.nir(r, self.sex, self.birth, self.nir_style)
        raw = self.nir.replace(" ", "")
        self.ins = raw if self.nir_style != 1 else "%s %s %s %s %s %s %s" % (raw[0], raw[1:3], raw[3:5], raw[5:7], raw[7:10], raw[10:13], raw[13:])
        self.ipp = r.choice(["%s", "IPP%s", "P-%s"]) % ids.digits(r, r.choice([8, 9, 10]))
        self.sejour = r.choice(["SEJ-%s-%s" % (r.randint(24, 25), ids.digits(r, 7)), "V%s%sA" % (r.randint(24, 25), ids.digits(r, 6)),
                                "%s.%s" % (ids.digits(r, 4), ids.digits(r, 5)), "HC%s/%s" % (ids.digits(r, 6), r.choice("ABKX"))])
        self.mutuelle = r.choice(pools.MUTUELLES)
        self.member = r.choice(["%s %s %s" % (ids.digits(r, 4), ids.digits(r, 4), ids.digits(r, 2)), "MUT-%s-%s" % (ids.digits(r, 7), ids.digits(r, 2)),
                                "A%s" % ids.digits(r, 9)])
        self.rel = Person(r.choice(pools.FIRST_F + pools.FIRST_M), r.choice(pools.SURNAMES + pools.MAIDEN[:3]), False)
        self.rel_role = r.choice(["fille", "fils", "épouse", "époux", "nièce", "frère", "sœur"])
        self.rel_phone = ids.phone(r, r.randint(0, 5), r.choice(["06", "07"]))
        staff = r.sample(list(zip(pools.STAFF_FIRST, r.sample(pools.STAFF_SURNAMES, len(pools.STAFF_FIRST)))), 5)
        self.docs = [Person(f, l_, False) for f, l_ in staff]
        self.rpps = [ids.rpps(r) for _ in self.docs]
        self.nurse = self.docs[4]
        self.adeli = ids.adeli(r, r.randint(0, 1))
        taken = {p.last for p in self.docs}
        self.gp = Person(r.choice(pools.STAFF_FIRST), r.choice([x for x in pools.STAFF_SURNAMES if x not in taken]), False)
        self.gp_rpps = ids.rpps(r)
        self.cabinet = r.choice(pools.GP_CABINETS)
        self.gp_street = "%d %s" % (r.randint(1, 90), r.choice(pools.STREETS))
        self.gp_cp, self.gp_town = r.choice(pools.TOWNS)
        self.gp_phone = ids.phone(r, r.randint(0, 5), "0" + str(r.choice([2, 3, 4, 5])))
        self.estab, self.acro = pools.ESTABS[idx % len(pools.ESTABS)] if r.random() < 2 else None
        self.lab, self.lab_acro = r.choice(pools.LABS)
        self.e_street = "%d %s" % (r.randint(1, 250), r.choice(pools.STREETS))
        self.e_cp, self.e_town = r.choice(pools.TOWNS)
        self.e_phone = ids.phone(r, r.randint(0, 4), "0" + str(r.choice([2, 3, 4, 5])))
        self.e_fax = ids.phone(r, r.randint(0, 2), self.e_phone[:2])
        self.finess = ids.finess(r)
        dom = self.acro.lower() + r.choice([".fr", "-sante.fr"])
        self.e_mail = "secretariat.%s@%s" % (r.choice(["chirurgie", "medecine", "cardio", "sortie"]), dom)
        self.mail_dom = dom
        self.lab_file = r.choice(["%s-%s" % (ids.digits(r, 6), ids.digits(r, 4)), "LB%s%s" % (r.choice("ABCDE"), ids.digits(r, 8))])
        self.accession = r.choice(["ACC%s" % ids.digits(r, 10), "RX-%d-%s" % (r.randint(24, 25), ids.digits(r, 6)), "%sIM%s" % (ids.digits(r, 4), ids.digits(r, 5))])
        self.presc = r.choice(["ORD-%d-%s-%s" % (r.randint(2024, 2025), ids.digits(r, 5), r.choice("KMPZ")), "%dA%s" % (r.randint(24, 25), ids.digits(r, 6))])
        self.d_in = ids.rand_date(r, 2024, 2025)
        self.d_op = self.d_in + dt.timedelta(days=r.randint(0, 2))
        self.d_out = self.d_op + dt.timedelta(days=r.randint(2, 9))
        self.d_rdv = self.d_out + dt.timedelta(days=r.randint(20, 45))
        self.cstyle = r.randint(0, 3)

    # ------------------------------------------------------------ values
    def pt_name(self, style=None):
        """Segments naming the patient."""
        r = self.rng
        style = r.randint(0, 6) if style is None else style
        civ = "M." if self.sex == 1 else "Mme"
        if style == 0:
            segs = [civ + " ", self.pt.name("LF", "U", "T")]
        elif style == 1:
            segs = [self.pt.name("FL", "U", "T")]
        elif style == 2:
            segs = [civ + " ", self.pt.name("FL", "T", "T")]
        elif style == 3:
            segs = [self.pt.name("FL", "L", "L")]
        elif style == 4:
            segs = [self.pt.name("LF", "U", "U")]
        elif style == 5:
            segs = [civ + " ", self.pt.last_v("U")]
        else:
            segs = [self.pt.name("FL", "T", "T")]
        if self.maiden and style in (0, 1, 4, 6):
            segs += [" née ", V(case_name(self.maiden, "U" if style != 6 else "T"), "NOM", "pii", True)]
        return segs

    def dob(self, style=None):
        s = self.rng.randint(0, 11) if style is None else style
        return V(ids.birth_text(self.birth, s), "DATE_NAISSANCE", "pii", True)

    def nir_v(self):
        return V(self.nir, "NIR", "pii", True)

    def doc_mail(self, i):
        p = self.docs[i]
        return "%s.%s@%s" % (_ascii(p.first.lower())[0], _ascii(p.last.lower()), self.mail_dom)

    def ins_v(self):
        return V(self.ins, "INS", "pii", True)

    def ins_line(self):
        return ["INS qualifiée : ", self.ins_v(), " (OID ", K("1.2.250.1.213.1.4.8", "CODE"), ")"]

    def ipp_v(self):
        return V(self.ipp, "IPP", "pii", True)

    def addr(self):
        return [V(self.street, "ADRESSE", "pii", False, [self.street, self.street.split(" ", 1)[1]])]

    def town_v(self, upper=False):
        t = "%s %s" % (self.cp, self.town.upper() if upper else self.town)
        return V(t, "ADRESSE", "pii", False, [t, self.cp])

    def email_v(self):
        return V(self.email, "EMAIL", "pii", True)

    def tel(self, which="pt"):
        t = {"pt": self.phone, "pt2": self.phone2, "rel": self.rel_phone, "e": self.e_phone, "fax": self.e_fax, "gp": self.gp_phone}[which]
        return V(t, "TELEPHONE", "pii", False)

    def dr(self, i, style=0):
        p = self.docs[i] if i >= 0 else self.gp
        if style == 0:
            return ["Dr ", p.name("FL", "U", "T")]
        if style == 1:
            return ["Docteur ", p.last_v("U")]
        if style == 2:
            return ["Pr ", p.name("FL", "T", "T")]
        return [p.name("LF", "U", "T")]

    def rpps_v(self, i):
        return V(self.rpps[i] if i >= 0 else self.gp_rpps, "RPPS", "pii", False)

    def adeli_v(self):
        return V(self.adeli, "ADELI", "pii", False)

    def estab_v(self):
        return V(self.estab, "ETABLISSEMENT", "pii", False)

    def acro_v(self):
        return V(self.acro, "ETABLISSEMENT", "pii", False)

    def e_addr(self):
        return [V(self.e_street, "ADRESSE", "pii", False, [self.e_street, self.e_street.split(" ", 1)[1]]), ", ",
                V("%s %s" % (self.e_cp, self.e_town), "ADRESSE", "pii", False, ["%s %s" % (self.e_cp, self.e_town), self.e_cp])]

    def finess_v(self):
        return V(self.finess, "FINESS", "pii", False)

    def care(self, d, style=None):
        return CD(ids.care_text(d, self.cstyle if style is None else style))

    def sej_v(self):
        return V(self.sejour, "NUM_SEJOUR", "pii", False)

    def birthplace_v(self):
        return V(self.birthplace, "LIEU_NAISSANCE", "pii", False)

    def gp_block(self):
        return [["Dr ", self.gp.name("FL", "U", "T")], [V(self.cabinet, "ETABLISSEMENT", "pii", False)],
                [V(self.gp_street, "ADRESSE", "pii", False, [self.gp_street, self.gp_street.split(" ", 1)[1]])],
                [V("%s %s" % (self.gp_cp, self.gp_town.upper()), "ADRESSE", "pii", False, ["%s %s" % (self.gp_cp, self.gp_town.upper()), self.gp_cp])]]

    def page_no(self, i, n, style=0):
        t = ["Page %d/%d" % (i, n), "Page %d sur %d" % (i, n), "- %d -" % i, "p. %d/%d" % (i, n)][style]
        return K(t, "PAGE")
