"""Invented people, establishments and the rendering of their names."""
import datetime as dt
from . import pools, ids


class Person:
    def __init__(self, rng, sex=None, surnames=None, used=None):
        self.sex = sex or rng.choice("MF")
        r = rng.random()
        pool = pools.SURNAMES if r < 0.7 else (pools.HYPHEN_SURNAMES if r < 0.85 else pools.PARTICLE_SURNAMES)
        choices = [s for s in pool if s not in (used or set())] or pool
        self.last = rng.choice(choices)
        if used is not None:
            used.add(self.last)
        self.first = rng.choice(pools.FIRST_F if self.sex == "F" else pools.FIRST_M)

    def upper_last(self):
        # particles stay lower case in "de La Tour" -> "de LA TOUR"
        parts = self.last.split(" ")
        return " ".join(p if p in ("de", "du", "d'") else p.upper() for p in parts)

    def form(self, style):
        """(printed text, distinctive probe)"""
        L, F = self.last, self.first
        if style == "UPPER_First":
            return "%s %s" % (self.upper_last(), F), self.upper_last()
        if style == "First_UPPER":
            return "%s %s" % (F, self.upper_last()), self.upper_last()
        if style == "Title":
            return "%s %s" % (F, L), L
        if style == "lower":
            return "%s %s" % (F.lower(), L.lower()), L.lower()
        if style == "ALL":
            return "%s %s" % (self.upper_last(), F.upper()), self.upper_last()
        if style == "Initial":
            return "%s. %s" % (F[0], L), L
        if style == "Last":
            return L, L
        if style == "LAST":
            return self.upper_last(), self.upper_last()
        raise ValueError(style)

    def civ(self):
        return "Mme" if self.sex == "F" else "M."


class Patient(Person):
    def __init__(self, rng, used):
        super().__init__(rng, used=used)
        y = rng.randrange(1931, 2004)
        self.birth = dt.date(y, rng.randrange(1, 13), rng.randrange(1, 29))
        self.maiden = None
        if self.sex == "F" and rng.random() < 0.5:
            m = Person(rng, "F", used=used)
            self.maiden = m.last
        self.nir, self.nir_key = ids.nir(rng, self.sex, self.birth, rng.choice(["29", "35", "56", "33", "69", "2A"[:0] or "64"]))
        self.ipp = rng.choice(["%08d" % rng.randrange(10 ** 7, 10 ** 8), "%d" % rng.randrange(10 ** 8, 10 ** 9),
                               "P%07d" % rng.randrange(10 ** 7)])
        self.sejour = rng.choice(["S%02d-%06d" % (rng.randrange(20, 26), rng.randrange(10 ** 6)),
                                  "%d%07d" % (rng.randrange(23, 26), rng.randrange(10 ** 7)),
                                  "HC-%d-%05d" % (rng.randrange(2023, 2026), rng.randrange(10 ** 5))])
        pc, town = rng.choice(pools.TOWNS)
        self.street = "%d%s %s %s" % (rng.randrange(1, 140), rng.choice(["", "", "", " bis", " ter"]),
                                      rng.choice(pools.STREET_TYPES), rng.choice(pools.STREET_NAMES))
        self.pc, self.town = pc, town
        self.birthplace = rng.choice(pools.BIRTHPLACES)
        self.phone_style = rng.randrange(5)
        self.phone = ids.phone(rng, self.phone_style, mobile=True)
        self.email = "%s.%s%d@%s" % (self.first.lower().replace("é", "e").replace("ë", "e").replace("ï", "i").replace("è", "e")
                                     .replace("-", ""), self.last.lower().replace(" ", "").replace("'", "").replace("é", "e")
                                     .replace("è", "e").replace("ç", "c"), rng.randrange(10, 99),
                                     rng.choice(["laposte.net", "orange.fr", "free.fr", "gmail.com", "sfr.fr"]))
        self.insurer = rng.choice(pools.INSURERS)
        self.member = rng.choice(["%09d" % rng.randrange(10 ** 9), "ADH-%06d" % rng.randrange(10 ** 6),
                                  "%04d %04d %02d" % (rng.randrange(10 ** 4), rng.randrange(10 ** 4), rng.randrange(100))])


class Establishment:
    def __init__(self, rng, kind="hosp"):
        pc, town = rng.choice(pools.TOWNS)
        if kind == "hosp":
            k, n = rng.choice(pools.HOSP_KIND), rng.choice(pools.HOSP_NAMES)
            self.name = "%s %s" % (k, n)
            words = [w for w in (k + " " + n).replace("-", " ").replace("'", " ").split() if w[0].isupper()]
            self.acro = "".join(w[0] for w in words).upper()
            if len(self.acro) < 3:
                self.acro += "X"
        else:
            src = {"clinic": pools.CLINICS, "lab": pools.LABS, "radio": pools.RADIOS, "had": pools.HAD,
                   "transport": pools.TRANSPORT, "practice": pools.PRACTICES}[kind]
            self.name = rng.choice(src)
            words = [w for w in self.name.replace("-", " ").replace("'", " ").split() if w[0].isupper()]
            self.acro = "".join(w[0] for w in words).upper()[:5]
        self.street = "%d %s %s" % (rng.randrange(1, 300), rng.choice(pools.STREET_TYPES), rng.choice(pools.STREET_NAMES))
        self.pc, self.town = pc, town
        self.phone = ids.phone(rng, rng.randrange(5))
        self.fax = ids.phone(rng, 0)
        self.finess = ids.finess(rng)
