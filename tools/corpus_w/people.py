"""Random invented people, establishments and the truth items that print them."""

from __future__ import annotations

import datetime as dt
import re

from . import ids, pools
from .model import BR, Item


def title_case(s: str) -> str:
    """DUPONT -> Dupont, LE GALL -> Le Gall, N'DIAYE -> N'Diaye, MARTIN-LEROY -> Martin-Leroy."""
    return re.sub(r"[^\s\-']+", lambda m: m.group(0)[0].upper() + m.group(0)[1:].lower(), s)


class Person:
    def __init__(self, rng, sex=None, patient=False, last=None, age_range=(18, 95), ref_date=None):
        self.rng = rng
        self.patient = patient
        self.sex = sex or rng.choice("FM")
        pool_f = pools.F_COMPOUND if rng.random() < 0.3 else pools.F_FIRST
        pool_m = pools.M_COMPOUND if rng.random() < 0.3 else pools.M_FIRST
        self.first = rng.choice(pool_f if self.sex == "F" else pool_m)
        self.first2 = rng.choice(pools.F_FIRST if self.sex == "F" else pools.M_FIRST)
        if self.first2 in self.first:
            self.first2 = "Claude"
        self.last = last or rng.choice(pools.SURNAMES)
        self.maiden = None
        ref = ref_date or dt.date(2024, 6, 1)
        age = rng.randint(*age_range)
        self.birth = ref - dt.timedelta(days=age * 365 + rng.randrange(365))
        self.birth_place = rng.choice(pools.COMMUNES)
        self.age = age
        self.title = "Mme" if self.sex == "F" else "M."
        self.civ = "Madame" if self.sex == "F" else "Monsieur"
        self.e = "e" if self.sex == "F" else ""


class Ctx:
    """Everything one document prints about its people and places, with item factories."""

    def __init__(self, rng, etab_pool="hospital", service=None):
        self.rng = rng
        r = rng
        self.adm = dt.date(2024, 1, 8) + dt.timedelta(days=r.randrange(600))
        homonym = r.random() < 0.2
        if homonym:
            last = r.choice(sorted(pools.HOMONYM_SURNAMES))
        else:
            last = None
        self.pat = Person(r, patient=True, last=last, ref_date=self.adm)
        self.homonym_word = pools.HOMONYM_SURNAMES.get(self.pat.last)
        used = {self.pat.last}
        if self.pat.sex == "F" and self.pat.age > 28 and r.random() < 0.6:
            self.pat.maiden = self._other_surname(used)
        self.pat.commune = r.choice(pools.COMMUNES)
        self.pat.addr = self._street()
        self.pat.addr_extra = r.choice(pools.ADDR_EXTRA) if r.random() < 0.25 else None
        self.pat.phone = "0" + r.choice("67") + "".join(str(r.randrange(10)) for _ in range(8))
        self.pat.phone2 = "0" + r.choice("12345") + "".join(str(r.randrange(10)) for _ in range(8))
        self.pat.email = None
        if r.random() < 0.45:
            fn = re.sub(r"[^a-z]", "", self._ascii(self.pat.first.lower()))
            ln = re.sub(r"[^a-z]", "", self._ascii(self.pat.last.lower()))
            self.pat.email = r.choice(["%s.%s%02d@%s", "%s%s%02d@%s", "%s_%s%02d@%s"]) % (
                fn, ln, self.pat.birth.year % 100, r.choice(["laposte.net", "orange.fr", "free.fr", "gmail.com", "sfr.fr"]))
        sexd = 1 if self.pat.sex == "M" else 2
        self.pat.nir = ids.nir(r, sexd, self.pat.birth, self.pat.birth_place[2])
        assert ids.nir_ok(self.pat.nir)
        self.pat.ipp = r.choice(["%08d", "%010d", "%07d"]) % r.randrange(10 ** 6, 10 ** 7 * 9)
        self.pat.ipp = ("%s" % self.pat.ipp).lstrip() if r.random() < 0.7 else r.choice(["P", "PA"]) + self.pat.ipp
        yy = self.adm.year % 100
        self.stay = r.choice(["%02d%07d" % (yy, r.randrange(10 ** 7)), "S%02d-%06d" % (yy, r.randrange(10 ** 6)),
                              "%d%06d" % (self.adm.year, r.randrange(10 ** 6))])
        self.mutuelle = r.choice(pools.MUTUELLES)
        self.mutuelle_no = "%s%08d" % (r.choice(["", "AD", "M"]), r.randrange(10 ** 8))
        # establishment
        pool = {"hospital": pools.ETABS, "lab": pools.LABS, "img": pools.IMAGING}[etab_pool]
        e = r.choice(pool)
        self.etab_name, self.etab_acr, self.etab_dist, _, self.etab_dom = e
        self.etab_commune = r.choice(pools.COMMUNES)
        self.etab_addr = "%d %s" % (r.randint(1, 120), r.choice(["avenue", "rue", "boulevard", "route", "allée"])) + " " + r.choice(pools.STREET_NAMES)
        self.etab_tel = self.etab_commune[1][:2]
        self.etab_tel = "0" + self._region_digit(self.etab_commune[2]) + "".join(str(r.randrange(10)) for _ in range(8))
        self.etab_fax = self.etab_tel[:6] + "".join(str(r.randrange(10)) for _ in range(4))
        self.etab_finess = ids.finess(r, self.etab_commune[2])
        self.service = service or r.choice(sorted(pools.SERVICES))
        sec = {"cardiologie": "cardio", "chir_visc": "chirviscerale", "ortho": "orthopedie", "medint": "medinterne",
               "gastro": "hge", "pneumo": "pneumo", "neuro": "neuro", "geriatrie": "geriatrie", "uro": "urologie",
               "urgences": "urgences"}[self.service]
        self.etab_email = "%s.%s@%s" % (r.choice(["secretariat", "sec", "accueil"]), sec, self.etab_dom)
        # doctors
        self.docs = []
        for _ in range(4):
            d = Person(r, last=self._other_surname(used), age_range=(30, 64))
            d.rpps = ids.rpps(r)
            d.email = "%s.%s@%s" % (self._ascii(d.first.lower()).replace(" ", ""), re.sub(r"[^a-z\-]", "", self._ascii(d.last.lower())), self.etab_dom)
            self.docs.append(d)
        gp = Person(r, last=self._other_surname(used), age_range=(32, 66))
        gp.rpps = ids.rpps(r)
        gp.commune = r.choice(pools.COMMUNES) if r.random() < 0.4 else self.pat.commune
        gp.addr = self._street()
        gp.phone = "0" + self._region_digit(gp.commune[2]) + "".join(str(r.randrange(10)) for _ in range(8))
        gp.email = "cabinet.%s@%s" % (re.sub(r"[^a-z]", "", self._ascii(gp.last.lower())), r.choice(["medecin.mssante.fr", "wanadoo.fr", "orange.fr"]))
        self.gp = gp
        self.relative = Person(r, last=self.pat.last if r.random() < 0.6 else self._other_surname(used), age_range=(20, 70))
        self.relative.phone = "0" + r.choice("67") + "".join(str(r.randrange(10)) for _ in range(8))
        self.relative.link = r.choice(["fils", "fille", "époux", "épouse", "sœur", "frère", "nièce", "neveu"])
        self.nurses = [Person(r, sex=r.choice("FFFM")) for _ in range(4)]
        self.date_style = r.choice(["slash", "slash", "dot2", "long", "dash_en", "dash_fr", "dot4", "long0"])

    # ------------------------------------------------------------ helpers
    @staticmethod
    def _ascii(s):
        import unicodedata
        return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()

    @staticmethod
    def _region_digit(dept):
        d = int(dept) if dept.isdigit() else 20
        if d in (75, 77, 78, 91, 92, 93, 94, 95):
            return "1"
        if d in (2, 8, 10, 14, 21, 25, 27, 39, 51, 52, 54, 55, 57, 59, 60, 62, 67, 68, 70, 76, 80, 88, 89, 90):
            return "3"
        if d in (1, 3, 4, 5, 6, 7, 11, 13, 15, 26, 30, 34, 38, 42, 43, 48, 63, 66, 69, 73, 74, 83, 84):
            return "4"
        if d in (97,):
            return "2"
        return "5"

    def _other_surname(self, used):
        while True:
            s = self.rng.choice(pools.SURNAMES)
            if s not in used:
                used.add(s)
                return s

    def _street(self):
        r = self.rng
        num = r.randint(1, 140)
        suffix = r.choice(["", "", "", "", " bis", " ter"])
        return "%d%s %s %s" % (num, suffix, r.choice(pools.STREET_TYPES), r.choice(pools.STREET_NAMES))

    # ------------------------------------------------------------ items: people
    def nom(self, p, case="upper"):
        t = p.last if case == "upper" else title_case(p.last)
        return Item(t, "NOM", critical=p.patient or (p.last == self.pat.last))

    def maiden(self, case="upper"):
        t = self.pat.maiden if case == "upper" else title_case(self.pat.maiden)
        return Item(t, "NOM", critical=True)

    def prenom(self, p, second=False, case="title"):
        t = p.first2 if second else p.first
        if case == "upper":
            t = t.upper()
        return Item(t, "PRENOM", critical=p.patient)

    def who(self, p, style=None, civ=True):
        """Runs naming a person in one of the usual ways."""
        style = style if style is not None else self.rng.randrange(4)
        c = ((p.title + " ") if civ else "")
        if style == 0:
            return [c, self.nom(p), " ", self.prenom(p)]
        if style == 1:
            return [c, self.prenom(p), " ", self.nom(p)]
        if style == 2:
            return [c, self.prenom(p), " ", self.nom(p, "title")]
        return [c, self.nom(p), " ", self.prenom(p, case="upper")]

    def dr(self, d, style=None):
        style = style if style is not None else self.rng.randrange(3)
        if style == 0:
            return ["Dr ", self.prenom(d), " ", self.nom(d)]
        if style == 1:
            return ["Docteur ", self.prenom(d), " ", self.nom(d, "title")]
        return ["Dr ", self.nom(d), " ", self.prenom(d)]

    def pat_full(self, style=None):
        """Patient with maiden name when there is one."""
        r = self.rng
        runs = self.who(self.pat, style)
        if self.pat.maiden and r.random() < 0.8:
            runs += [r.choice([", née ", " née ", " (née "]), self.maiden()]
            if runs[-2] == " (née ":
                runs.append(")")
        return runs

    def ddn(self, style=None):
        return Item(ids.fmt_date(self.pat.birth, style or self.date_style), "DATE_NAISSANCE", critical=True)

    def nir(self, style=None):
        return Item(ids.fmt_nir(self.pat.nir, self.rng.randrange(3) if style is None else style), "NIR", critical=True)

    def ipp(self):
        return Item(self.pat.ipp, "IPP", critical=True)

    def episode(self, text=None):
        return Item(text or self.stay, "EPISODE")

    def new_number(self, fmt):
        r = self.rng
        return Item(fmt % r.randrange(10 ** 5, 10 ** 6), "EPISODE")

    def tel(self, digits, style=None):
        return Item(ids.fmt_phone(digits, self.rng.randrange(4) if style is None else style), "TEL")

    def email(self, e):
        return Item(e, "EMAIL", critical=True)

    def rpps(self, d):
        return Item(d.rpps, "RPPS")

    def finess(self):
        return Item(self.etab_finess, "FINESS")

    def etab(self, acronym=False):
        if acronym:
            return Item(self.etab_acr, "ETAB")
        return Item(self.etab_name, "ETAB", probes=[self.etab_name, self.etab_dist])

    def addr(self, street):
        m = re.match(r"\d+(?: bis| ter)? (.*)$", street)
        probes = [street] + ([m.group(1)] if m else [])
        return Item(street, "ADRESSE", probes=probes)

    def addr_extra(self, text):
        return Item(text, "ADRESSE")

    def cp(self, commune):
        return Item(commune[1], "CODE_POSTAL")

    def ville(self, commune, upper=False):
        return Item(commune[0].upper() if upper else commune[0], "VILLE")

    def pat_address_runs(self, one_line=True, upper_city=False):
        p = self.pat
        sep = ", " if one_line else BR
        runs = [self.addr(p.addr)]
        if p.addr_extra:
            runs += [sep, self.addr_extra(p.addr_extra)]
        runs += [sep, self.cp(p.commune), " ", self.ville(p.commune, upper_city)]
        return runs

    def etab_address_runs(self, one_line=True):
        sep = " - " if one_line else BR
        return [self.addr(self.etab_addr), sep, self.cp(self.etab_commune), " ", self.ville(self.etab_commune)]

    def gp_address_runs(self, one_line=True):
        sep = ", " if one_line else BR
        g = self.gp
        return [self.addr(g.addr), sep, self.cp(g.commune), " ", self.ville(g.commune)]

    # ------------------------------------------------------------ items: decoys
    def d_date(self, d, style="slash"):
        t = ids.fmt_date(d, style)
        return Item(t, "DATE", "keep", "soins")

    def decoy(self, text, sub, probes=None):
        return Item(text, "DECOY", "keep", sub, False, probes or [text])

    def eponym(self, ep=None):
        ep = ep or self.rng.choice(pools.EPONYMS)
        return Item(ep[0], "DECOY", "keep", "eponyme", False, [ep[1]])

    def code(self, c):
        return Item(c, "DECOY", "keep", "code")

    def mot(self, w, sub="mot_nom"):
        return Item(w, "MOT", "keep", sub)

    def mot_sentence(self, word=None, ville=False):
        table = pools.MOT_VILLE_SENTENCES if ville else pools.MOT_SENTENCES
        w = word or self.rng.choice(sorted(table))
        pre, post = table[w].split("{w}")
        return [pre, self.mot(w, "mot_ville" if ville else "mot_nom"), post]

    def hyph(self):
        head, tail = self.rng.choice(pools.HYPHEN_WORDS)
        from .model import Hyph
        return Hyph(head, tail, Item(head + tail, "MOT", "keep", "coupe"))
