"""Per-document cast: patient, relatives, carers, establishments, with item makers."""
from .fake import (CLINIC_NAMES, EHPAD_NAMES, INSURERS, LAB_NAMES, Faker, ascii_fold, fmt_birth, fmt_care)
from .spec import care, keep, pii


def form(name, how):
    return name.upper() if how == "U" else name.lower() if how == "L" else name


class Person:
    def __init__(self, f, sex=None, compound_p=0.15):
        self.sex = sex or f.r.choice("MF")
        self.nom = f.surname(compound_p)
        self.pre = f.first(self.sex)


class Ctx:
    def __init__(self, rng):
        self.r = r = rng
        self.f = f = Faker(rng)
        self.p = Person(f, compound_p=0.3)
        self.sex = self.p.sex
        self.birth_name = f.surname(0.2) if self.sex == "F" and r.random() < 0.55 else None
        self.pre2 = f.first(self.sex) if r.random() < 0.5 else None
        self.ddn = f.birth()
        self.ddn_style = r.randint(0, 6)
        self.bcity = f.commune()
        self.home = f.commune()
        self.dept = self.home[1][:2]
        self.nir = f.nir(self.sex, self.ddn, self.dept)
        self.ipp = r.choice(["", "", "00", "IPP"]) + f.digits(r.choice([7, 8, 9]))
        if self.ipp.startswith("IPP"):
            self.ipp = "P" + self.ipp[3:]
        self.nda = r.choice(["%d%s" % (r.choice([24, 25]), f.digits(7, False)), "V" + f.digits(9), "SEJ-%s-%s" % (r.choice(["2024", "2025"]), f.digits(5, False))])
        self.addr = f.street()
        self.tel = f.phone(self.home[2], mobile=r.random() < 0.6)
        mail_dom = r.choice(["orange.fr", "free.fr", "gmail.com", "laposte.net", "sfr.fr", "wanadoo.fr"])
        self.mail = "%s%s%s@%s" % (ascii_fold(self.p.pre), r.choice([".", "_", ""]), ascii_fold(self.p.nom), mail_dom) if r.random() < 0.7 else \
            "%s.%s%d@%s" % (ascii_fold(self.p.nom), ascii_fold(self.p.pre)[0], r.randint(1, 99), mail_dom)
        # relatives
        self.rel = Person(f)
        self.rel_link = r.choice(["épouse" if self.sex == "M" else "époux", "fille", "fils", "sœur", "frère", "nièce"])
        self.rel_tel = f.phone(self.home[2], mobile=True)
        # establishment
        self.hcity = f.commune()
        hd = self.hcity[1][:2]
        self.etab = r.choice(["Centre hospitalier de %s", "Centre hospitalier intercommunal de %s", "Hôpital privé de %s"]) % self.hcity[0] \
            if r.random() < 0.55 else f.pick(CLINIC_NAMES)
        letters = "".join(w[0] for w in self.etab.replace("-", " ").split() if w[0].isupper() or w in ("hospitalier", "intercommunal", "privé"))
        self.acr = letters.upper()[:3] + r.choice(["VN", "LB", "AM", "SE", "BX", "PV", "OR", "TK"])
        self.finess = f.finess(hd)
        self.haddr = f.street()
        self.htel = f.phone(self.hcity[2])
        self.dom = "%s.fr" % ascii_fold(self.acr)
        self.docs = [Person(f) for _ in range(3)]
        self.rpps = [f.rpps() for _ in range(3)]
        self.mt = Person(f)
        self.mt_rpps = f.rpps() if r.random() < 0.7 else f.adeli(self.dept)
        self.mt_city = f.commune()
        self.mt_addr = f.street()
        self.mt_tel = f.phone(self.mt_city[2])
        self.lab = f.pick(LAB_NAMES)
        self.ehpad = f.pick(EHPAD_NAMES)
        self.insurer = f.pick(INSURERS)
        self.member = f.digits(r.choice([8, 9, 10]))
        self.day0 = f.care_day()
        self.care_style = r.randint(0, 4)
        from .med import SERVICES
        svc = r.choice(SERVICES)
        self.service = svc[0].upper() + svc[1:]
        self.edit = r.randint(3, 12)

    # ---- patient
    def NOM(self, how="U"):
        return pii("NOM", form(self.p.nom, how), True)

    def NAISS(self, how="U"):
        return pii("NOM", form(self.birth_name, how), True)

    def PRE(self, how="T"):
        return pii("PRENOM", form(self.p.pre, how), True)

    def PRE2(self, how="T"):
        return pii("PRENOM", form(self.pre2, how), True)

    def civ(self):
        return "M." if self.sex == "M" else "Mme"

    def ne(self):
        return "né" if self.sex == "M" else "née"

    def who(self, style=0):
        """Patient name in one of several writings."""
        civ = self.civ()
        if style == 0:
            s = [civ, " ", self.NOM(), " ", self.PRE()]
        elif style == 1:
            s = [civ, " ", self.PRE(), " ", self.NOM("T")]
        elif style == 2:
            s = [self.NOM(), " ", self.PRE("U")]
        else:
            s = [self.PRE(), " ", self.NOM()]
        if self.birth_name and style in (0, 2):
            s += [" née ", self.NAISS()]
        return s

    def DDN(self, style=None):
        return pii("DATE_NAISSANCE", fmt_birth(self.ddn, self.ddn_style if style is None else style), True)

    def NIR(self):
        return pii("NIR", self.nir, True)

    def IPP(self):
        return pii("IPP", self.ipp, True)

    def NDA(self):
        return pii("EPISODE", self.nda)

    def ADR(self):
        return pii("ADRESSE", self.addr)

    def CP(self, c=None):
        return pii("CODE_POSTAL", (c or self.home)[1])

    def VILLE(self, c=None, how="T"):
        return pii("VILLE", form((c or self.home)[0], how))

    def TEL(self):
        return pii("TEL", self.tel)

    def MAIL(self):
        return pii("EMAIL", self.mail, True)

    def home_lines(self, up=False):
        return [self.ADR(), "\n", self.CP(), " ", self.VILLE(how="U" if up else "T")]

    # ---- others
    def REL(self, how="U"):
        return [pii("NOM", form(self.rel.nom, how)), " ", pii("PRENOM", self.rel.pre)]

    def DR(self, i=0, style=0):
        p = self.docs[i]
        if style == 0:
            return ["Dr ", pii("PRENOM", p.pre), " ", pii("NOM", p.nom.upper())]
        if style == 1:
            return ["Docteur ", pii("NOM", p.nom)]
        if style == 2:
            return ["Dr ", pii("NOM", p.nom.upper()), " ", pii("PRENOM", p.pre)]
        return ["Pr ", pii("PRENOM", p.pre), " ", pii("NOM", p.nom)]

    def RPPS(self, i=0):
        return pii("RPPS", self.rpps[i])

    def MT(self, style=0):
        p = self.mt
        if style == 0:
            return ["Dr ", pii("PRENOM", p.pre), " ", pii("NOM", p.nom.upper())]
        return ["Docteur ", pii("NOM", p.nom)]

    def MT_block(self):
        return [self.MT(0), "\n", pii("ADRESSE", self.mt_addr), "\n", self.CP(self.mt_city), " ", self.VILLE(self.mt_city),
                "\nTél. ", pii("TEL", self.mt_tel)]

    def ETAB(self):
        return pii("ETAB", self.etab)

    def ACR(self):
        return pii("ETAB", self.acr)

    def FIN(self):
        return pii("FINESS", self.finess)

    def HTEL(self):
        return pii("TEL", self.htel)

    def hosp_lines(self):
        return [self.ETAB(), "\n", pii("ADRESSE", self.haddr), "\n", self.CP(self.hcity), " ", self.VILLE(self.hcity),
                "\nStandard : ", self.HTEL(), "\nFINESS ", self.FIN()]

    def DRMAIL(self, i=0):
        p = self.docs[i]
        return pii("EMAIL", "%s.%s@%s" % (ascii_fold(p.pre).replace("-", ""), ascii_fold(p.nom), self.dom))

    def OTHER(self, text):
        return pii("AUTRE", text)

    def day(self, n=0, style=None):
        import datetime as dt
        return care(fmt_care(self.day0 + dt.timedelta(days=n), self.care_style if style is None else style))

    def page_no(self, i, n):
        return keep("Page %d/%d" % (i, n), "PAGE") if self.r.random() < 0.7 else keep("%d/%d" % (i, n), "PAGE")

    def phone_rel(self):
        return pii("TEL", self.rel_tel)
