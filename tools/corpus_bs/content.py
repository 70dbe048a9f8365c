"""People, values and the first five document types of corpus BS (written for this corpus): documents about WORK,
OCCUPATIONAL HEALTH AND SOCIAL INSURANCE around a patient (the victim of an accident at work, an employee seen by the
occupational physician, an insured person claiming a disease, an invalidity pension or a disability status), naming the
employer (an establishment, its SIRET an identifier) and its representative, the witnesses, the caisse, the insurer, the
experts, the lawyers and the doctors. content_b.py holds the other five types.

A document is a dict (corpus BR's shape): title, num, shape, issuer (letterhead: name, service, lines, contact, legal),
parts (1 to 3, each printed from a new page), head (running identity run), foot, form (form code, kept); for the portal
writer user / printed / portal / url, for the scan writer stamp. A part: title, issuer, to, place, refs, secs, sigs,
note. Blocks: ("p", run), ("kv", [(caption, run)]), ("tab", heads, rows, weights), ("chk", [(on, text)]),
("yn", [(question, on)]), ("list", [runs]), ("alert", [runs]). Runs mix template strings and values (model.V).

Convention for dates (as corpus BR's truth does for care dates): the date of the accident, of the first medical
observation, of consolidation, of the visits and of the letters are care / event dates, KEPT (D); only birth dates are
personal. Hours, IPP rates, durations, amounts, articles, tableau numbers, CIM-10 and CCAM codes are kept decoys (K).
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

SHAPES = ["certificat_initial_at", "prolongation_consolidation", "avis_aptitude_travail", "maladie_professionnelle",
          "expertise_assureur", "pension_invalidite", "prevoyance_incapacite", "avis_arret_travail", "demande_rqth_mdph",
          "recours_pole_social"]


def P(*parts):
    return ("p", R(*parts))


def hm(h, m, sep="h"):
    return K("HORAIRE", "%02d%s%02d" % (h, sep, m))


def part(title, secs, **kw):
    p = dict(title=title, issuer=None, to=None, place=None, refs=[], sigs=[], note=None)
    p.update(kw)
    p["secs"] = secs
    return p


class Home:
    def __init__(self, c, dept=None):
        r = c.r
        self.town, self.cp, self.dept = r.choice([t for t in ids.TOWNS if t[2] == (dept or c.dept)])
        self.street = ("%d%s %s" % (r.randint(1, 58), r.choice(["", "", " bis", " ter"]), r.choice(ids.STREETS))
                       if r.random() < 0.85 else r.choice(ids.LIEUX))
        self.fixe = ids.phone(r, False, c.i + r.randint(0, 5))


class Person:
    def __init__(self, c, sex, bdate, sub, first=None, last=None, birth=None, home=None):
        r = c.r
        self.c, self.sex, self.sub, self.bdate = c, sex, sub, bdate
        self.first = first or c.take_first(ids.FIRST_F if sex == 2 else ids.FIRST_M)
        self.last = last or c.take_name()
        self.birth = birth
        self.home = home or Home(c)
        self.btown = r.choice(ids.TOWNS)
        self.n13 = ids.nir13(r, sex, bdate, self.btown[2])
        self.key = ids.nir_key(self.n13)
        self.mob = ids.phone(r, True, c.i + r.randint(0, 5))
        base = (birth or last or self.last).split(" ")[-1]
        self.mail = [ids.mail_local(self.first, base), ids.mail_local(base) + "." + ids.ascii_fold(self.first)[0].lower(),
                     ids.mail_local(self.first) + str(r.randint(60, 99))][r.randint(0, 2)] + "@" + r.choice(ids.MAIL_DOMAINS)

    def NOM(self, form="caps"):
        return V("NOM", {"caps": ids.caps_name(self.last), "title": self.last}[form], self.sub)

    def BIRTH(self):
        return V("NOM", ids.caps_name(self.birth), "naissance" if self.sub == "patient" else self.sub)

    def PRE(self, form="title"):
        return V("PRENOM", {"title": self.first, "upper": self.first.upper(), "init": ids.initials(self.first)}[form], self.sub)

    def civ(self, long=False):
        return ("Madame" if self.sex == 2 else "Monsieur") if long else ("Mme" if self.sex == 2 else "M.")

    def ne(self):
        return "née" if self.sex == 2 else "né"

    def e(self):
        return "e" if self.sex == 2 else ""

    def name(self, style=0):
        """0 "M. Thierry BOURGEOT", 1 "BOURGEOT Thierry", 2 "Mme Sandrine LAMY, née RAMEAU", 3 "Thierry Bourgeot",
        4 "T. BOURGEOT", 5 "RAMEAU épouse LAMY Sandrine", 6 "BOURGEOT, Thierry", 7 "Monsieur BOURGEOT", 8 "THIERRY BOURGEOT"."""
        if style in (2, 5) and not self.birth:
            style = 1 if style == 5 else 0
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()], 1: lambda: [self.NOM(), " ", self.PRE()],
                2: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM(), ", née ", self.BIRTH()],
                3: lambda: [self.PRE(), " ", self.NOM("title")], 4: lambda: [self.PRE("init"), " ", self.NOM()],
                5: lambda: [self.BIRTH(), " épouse ", self.NOM(), " ", self.PRE()], 6: lambda: [self.NOM(), ", ", self.PRE()],
                7: lambda: [self.civ(True) + " ", self.NOM()], 8: lambda: [self.PRE("upper"), " ", self.NOM()]}[style]()

    def dn(self, style=0):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style), "" if self.sub == "patient" else self.sub)

    def dn_age(self, style=0):
        """A birth date followed by the age: "12/03/1971 (54 ans)"."""
        return [self.dn(style), " (", K("AGE", "%d ans" % ids.age(self.bdate, self.c.day)), ")"]

    def nir(self, style=0):
        return V("NIR", ids.nir_written(self.n13, self.key, style), self.sub)

    def ADR(self):
        return V("ADRESSE", self.home.street)

    def CPV(self, caps=True):
        return [V("CODE_POSTAL", self.home.cp), " ", V("VILLE", self.home.town.upper() if caps else self.home.town)]

    def addr1(self, caps=False):
        return [self.ADR(), ", ", *self.CPV(caps)]

    def addr_lines(self, caps=True):
        return [R(self.ADR()), R(self.CPV(caps))]

    def MOB(self):
        return V("TELEPHONE", self.mob)

    def FIXE(self):
        return V("TELEPHONE", self.home.fixe)

    def MAIL(self):
        return V("EMAIL", self.mail)

    def BTOWN(self):
        return V("VILLE", self.btown[0])

    def card(self, style=0):
        return {"name": R(self.name(7 if style % 3 == 2 else 0 if style % 2 else 1)), "lines": self.addr_lines(style % 2 == 0)}


class Pro(Person):
    """A doctor (RPPS) or another professional (ADELI), with a practice address."""

    def __init__(self, c, role="medecin", homonym=False, sex=None):
        r = c.r
        last = None
        if homonym:
            last, c.homonym = ids.HOMONYMS[c.i % len(ids.HOMONYMS)]
        bd = datetime.date(c.day.year - r.randint(30, 64), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, sex or r.choice([1, 2]), bd, role, last=last)
        self.rpps, self.adeli = ids.rpps(r), ids.adeli(r, c.dept)
        self.mail = ids.mail_local(self.first, self.last) + "@medecin.mssante.fr"

    def dr(self, style=0):
        """0 "Dr Laurent CORNU", 1 "Dr L. Cornu", 2 "Docteur CORNU", 3 "CORNU Laurent", 4 "Laurent Cornu"."""
        return {0: lambda: ["Dr ", self.PRE(), " ", self.NOM()], 1: lambda: ["Dr ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: ["Docteur ", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: [self.PRE(), " ", self.NOM("title")]}[style]()

    def RPPS(self):
        return V("RPPS", self.rpps)

    def ADELI(self):
        return V("ADELI", self.adeli)

    def cabinet(self, service="Cabinet médical"):
        return {"name": R(self.dr(0)), "service": service, "lines": [R(*self.addr1())],
                "contact": [R("Tél. ", self.FIXE(), " - ", V("EMAIL", self.mail))], "legal": R("RPPS ", self.RPPS())}


class Employer:
    def __init__(self, c):
        r = c.r
        self.name, self.activity = ids.EMPLOYERS[(c.i * 3 + c.seed) % len(ids.EMPLOYERS)]
        self.town, self.cp, _ = r.choice([t for t in ids.TOWNS if t[2] == c.dept])
        self.street = "%d %s, %s" % (r.randint(1, 40), r.choice(["rue de l'Industrie", "avenue des Artisans", "rue Gustave-Eiffel", "allée des Métiers"]),
                                     r.choice(ids.ZONES))
        self.siren = ids.siren(r)
        self.siret = ids.siret(r, self.siren)
        self.naf = "%02d.%02d%s" % (r.randint(10, 52), r.randint(10, 99), r.choice("ABCZ"))
        self.tel = ids.phone(r, False, c.i + 2)
        self.rep = Person(c, r.choice([1, 2]), datetime.date(1978, 1, 1), "personnel")
        self.dom = ids.mail_local(self.name.split(" ")[0]) + "-" + ids.mail_local(self.name.split(" ")[-1] if len(self.name.split(" ")) > 2 else "bourgogne") + ".fr"

    def E(self):
        return V("ETABLISSEMENT", self.name, "employeur")

    def SIRET(self, style=0):
        return V("IDENTIFIANT", ids.siret_written(self.siret, style), "siret")

    def SIREN(self):
        s = self.siren
        return V("IDENTIFIANT", s[:3] + " " + s[3:6] + " " + s[6:], "siren")

    def addr(self):
        return [V("ADRESSE", self.street), ", ", V("CODE_POSTAL", self.cp), " ", V("VILLE", self.town)]

    def TEL(self):
        return V("TELEPHONE", self.tel)

    def MAIL(self):
        return V("EMAIL", ids.mail_local(self.rep.first[0], self.rep.last) + "@" + self.dom)

    def letterhead(self):
        return {"name": R(self.E()), "service": "Service des ressources humaines", "lines": [R(*self.addr())],
                "contact": [R("Tél. ", self.TEL()), R(self.MAIL())], "legal": R("SIRET ", self.SIRET(0), " - NAF ", K("CODE", self.naf))}


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 7919 + i * 104729 + 53)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(2, 11), r.randint(2, 27))
        self.names = list(ids.SURNAMES)
        r.shuffle(self.names)
        self.used = set()
        self.homonym = None
        h = ids.HOSPITALS[i % len(ids.HOSPITALS)]
        self.hosp, self.acr, self.dept, self.htown, self.hcp, self.hcedex, self.hstreet, self.hbox = h
        self.web = ids.ascii_fold(self.acr).lower() + ".fr"
        sex = r.choice([1, 2])
        bd = datetime.date(2025 - r.randint(24, 61), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and r.random() < 0.5
        self.pat = Person(self, sex, bd, "patient", birth=self.take_name() if married else None)
        self.emp = Employer(self)
        self.gp = Pro(self)
        self.acc = self.day - datetime.timedelta(days=r.randint(20, 300))
        self.hired = datetime.date(self.acc.year - r.randint(1, 18), r.randint(1, 12), 1)
        self.matricule = r.choice(["M%05d" % r.randint(100, 99999), "%06d" % r.randint(100, 999999), "SAL-%04d" % r.randint(10, 9999)])
        self.at = "%s%02d %04d %03d" % (self.dept, self.acc.year % 100, r.randint(1, 9999), r.randint(1, 999))
        self.ipp = ["%08d" % r.randint(10 ** 6, 10 ** 8 - 1), self.dept + digits7(r), "P" + digits7(r)][i % 3]
        self.homonym_job = W(ids.HOMONYMS[i % len(ids.HOMONYMS)][1])

    def take_name(self):
        return self.names.pop()

    def take_first(self, pool):
        f = self.r.choice([x for x in pool if x not in self.used])
        self.used.add(f)
        return f

    def cday(self, n=0, style=0):
        return D(ids.care(self.day + datetime.timedelta(days=n), style))

    def dday(self, d, style=0):
        return D(ids.care(d, style))

    def ACC(self, style=0):
        return D(ids.care(self.acc, style))

    def AT(self):
        return V("IDENTIFIANT", self.at, "accident_travail")

    def MAT(self):
        return V("IDENTIFIANT", self.matricule, "matricule")

    def IPP(self):
        return V("IPP", self.ipp)

    def cpam(self):
        return V("ORGANISME", "CPAM " + ids.DEPTS[self.dept][0], "cpam")

    def cpam_head(self, service="Service des risques professionnels"):
        r = self.r
        pref = ids.DEPTS[self.dept]
        return {"name": R(self.cpam()), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (r.randint(1, 30), r.choice(["rue du Clos", "boulevard Vaulabelle", "rue de Paris", "avenue Foch"])))),
                          R(V("CODE_POSTAL", pref[2]), " ", V("VILLE", pref[1].upper()), " CEDEX 9")],
                "contact": [R("Tél. 36 46 (service gratuit + prix d'un appel)")], "legal": R("Organisme de sécurité sociale")}

    def hospital(self, service):
        r = self.r
        return {"name": R(V("ETABLISSEMENT", self.hosp, "etablissement"), " (", V("ETABLISSEMENT", self.acr, "sigle"), ")"), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (r.randint(1, 60), self.hstreet)), " - ", K("BOITE_POSTALE", self.hbox)),
                          R(V("CODE_POSTAL", self.hcedex), " ", V("VILLE", self.htown.upper()), " CEDEX")],
                "contact": [R("Secrétariat ", V("TELEPHONE", ids.phone(r, False, self.i + 1)))],
                "legal": R("FINESS ", V("FINESS", ids.finess(r, self.dept)))}

    def place(self, n=0, style=1, town=None):
        return R(V("VILLE", town or self.htown), ", le ", self.cday(n, style))


def digits7(r):
    return "%07d" % r.randint(0, 9999999)


def victim_kv(c, k=0, nir=True):
    p = c.pat
    out = [("Nom" + (" d'usage" if p.birth else ""), R(p.NOM()))]
    if p.birth:
        out.append(("Nom de naissance", R(p.BIRTH())))
    out += [("Prénom", R(p.PRE())), ("Date de naissance", R(*p.dn_age(k)))]
    if nir:
        out.append(("N° de sécurité sociale", R(p.nir(k))))
    out += [("Adresse", R(*p.addr1())), ("Téléphone", R(p.MOB()))]
    return out


def employer_kv(c, k=0):
    e = c.emp
    return [("Employeur", R(e.E())), ("SIRET", R(e.SIRET(k))), ("Adresse de l'établissement", R(*e.addr())),
            ("Téléphone", R(e.TEL())), ("Activité", R(e.activity, " (NAF ", K("CODE", e.naf), ")"))]


# ------------------------------------------------------------------ 1. initial certificate of an accident at work
def sh_cmi(c, r):
    p, e = c.pat, c.emp
    urg = Pro(c)
    hosp = c.hospital("Service des urgences")
    les = r.choice([("entorse grave de la cheville droite", "S93.4"), ("plaie profonde de la main gauche avec section tendineuse", "S66.1"),
                    ("lombalgie aiguë d'effort", "S33.5"), ("fracture du poignet droit (Pouteau-Colles)", "S52.5")])
    days = r.choice([14, 21, 30, 45])
    h, mn = r.randint(7, 17), r.choice([0, 10, 15, 30, 45, 50])
    s1 = [("La victime", [("kv", victim_kv(c, c.i))]),
          ("L'employeur", [("kv", employer_kv(c, c.i)[:3])]),
          ("Constatations", [("kv", [("Date de l'accident", R(c.ACC(0), " à ", hm(h, mn))), ("Date de la constatation", R(c.ACC(0))),
                                     ("Lésions", R(les[0], " (", K("CIM10", les[1]), ")"))]),
                             P("Patient", p.e(), " vu", p.e(), " aux urgences du ", V("ETABLISSEMENT", c.hosp, "etablissement"), " (IPP ", c.IPP(),
                               ") le ", c.ACC(1), " : ", les[0], ". Radiographies faites ; immobilisation et antalgiques de palier 2."),
                             ("chk", [(True, "Arrêt de travail"), (False, "Soins sans arrêt de travail"), (r.random() < 0.5, "Sorties autorisées")]),
                             ("kv", [("Arrêt de travail jusqu'au", R(c.dday(c.acc + datetime.timedelta(days=days)), " inclus (", K("DUREE", "%d jours" % days), ")"))])])]
    sig = [("Le médecin", [R(urg.dr(0)), R("RPPS ", urg.RPPS())])]
    parts = [part("Certificat médical initial - accident du travail", s1, issuer=hosp, refs=[("Texte", R(K("ARTICLE", "article L.441-6 du code de la sécurité sociale")))],
                  place=R(V("VILLE", c.htown), ", le ", c.ACC(1)), sigs=sig)]
    if c.npl >= 2:
        wits = [Person(c, r.choice([1, 2]), datetime.date(1980, 1, 1), "temoin") for _ in range(2)]
        parts.append(part("Déclaration d'accident du travail", [
            ("La victime", [("kv", [("Nom, prénom", R(*p.name(1))), ("Date de naissance", R(p.dn(c.i + 3))), ("N° de sécurité sociale", R(p.nir(c.i + 1))),
                                    ("Emploi", R(c.homonym_job if c.i % 2 == 0 else r.choice(["cariste", "agent de production", "chauffeur poids lourd", "aide-soignante"]))),
                                    ("Matricule", R(c.MAT())), ("Date d'embauche", R(c.dday(c.hired)))])]),
            ("L'accident", [("kv", [("Date et heure", R(c.ACC(4), " à ", hm(h, mn))), ("Lieu", R("atelier de l'établissement, ", V("VILLE", e.town))),
                                    ("Horaire de travail ce jour", R(hm(6, 0), " - ", hm(13, 0), " et ", hm(14, 0), " - ", hm(17, 0)))]),
                            P("Circonstances détaillées : en déplaçant une charge, ", p.name(3), " a glissé sur le sol humide et s'est blessé", p.e(),
                              ". Accident connu de l'employeur le ", c.ACC(0), " à ", hm(min(h + 1, 23), mn), ", inscrit au registre des accidents bénins : non.")]),
            ("Témoins", [("tab", ["Nom et prénom", "Adresse", "Téléphone"], [[w.name(1), w.addr1(), [w.MOB()]] for w in wits], [1.4, 2.6, 1.1])]),
            ("L'employeur", [("kv", employer_kv(c, c.i + 1))])],
            issuer=e.letterhead(), to={"name": R(c.cpam()), "lines": [R("Service des risques professionnels")]},
            refs=[("Formulaire", R(K("CODE", "S6200")))], sigs=[("Le représentant de l'employeur", [R(*e.rep.name(0)), R("responsable des ressources humaines")])]))
    if c.npl >= 3:
        parts.append(part("Feuille d'accident du travail", [
            (None, [("kv", [("Victime", R(*p.name(1))), ("N° de sécurité sociale", R(p.nir(c.i + 2))), ("Accident du", R(c.ACC(0))),
                            ("N° d'accident", R("AT n° ", c.AT())), ("Employeur", R(e.E(), " - SIRET ", e.SIRET(c.i + 2)))]),
                    P("La victime présente cette feuille à chaque praticien, pharmacien ou auxiliaire médical : les soins liés à l'accident sont pris en "
                      "charge à 100 % sans avance de frais (", K("ARTICLE", "article L.431-1 du code de la sécurité sociale"), ")."),
                    ("tab", ["Date", "Praticien / fournisseur", "Nature des actes", "Montant"],
                     [[[c.ACC(0)], urg.dr(1), ["consultation, radiographies ", K("CCAM", "MZQK002")], [K("MONTANT", "%d,%02d €" % (r.randint(40, 140), r.randint(0, 99)))]],
                      [[c.dday(c.acc + datetime.timedelta(days=2))], ["pharmacie de la place, ", V("VILLE", p.home.town)], ["antalgiques, orthèse"], [K("MONTANT", "%d,%02d €" % (r.randint(10, 60), r.randint(0, 99)))]],
                      [[c.dday(c.acc + datetime.timedelta(days=9))], c.gp.dr(1), ["consultation de suivi"], [K("MONTANT", "30,00 €")]]], [0.9, 1.8, 1.8, 0.8])])],
            issuer=c.cpam_head(), refs=[("Caisse", R(c.cpam()))]))
    return dict(title="Accident du travail - certificat initial", issuer=hosp, parts=parts, ref=c.AT(),
                head=R(*p.name(1), " - ", p.dn(0), " - AT du ", c.ACC(0)), foot=R(*hosp["name"], " - ", *hosp["contact"][0]))


# ------------------------------------------------------------------ 2. extension, then final certificate with consolidation
def sh_prol(c, r):
    p, e, g = c.pat, c.emp, c.gp
    cab = g.cabinet()
    cons = c.day
    rate = r.choice([5, 8, 10, 12, 15])
    s1 = [("Assuré", [("kv", [kv for kv in victim_kv(c, c.i + 1, nir=False) if kv[0] not in ("Adresse", "Téléphone")] + [("N° de sécurité sociale", R(p.nir(c.i)))])]),
          ("Prolongation", [("kv", [("Accident du travail du", R(c.ACC(1))), ("Référence", R("AT n° ", c.AT())), ("Employeur", R(e.E()))]),
                            P("Les lésions constatées le ", c.ACC(0), " (tendinopathie post-traumatique de l'épaule, ", K("CIM10", "M75.1"),
                              ") justifient une prolongation de l'arrêt de travail jusqu'au ", c.cday(-40, 1), " ; rééducation ",
                              K("DUREE", "3 séances par semaine"), "."),
                            ("yn", [("Soins sans arrêt après cette date", False), ("Travail léger autorisé", r.random() < 0.5)])])]
    parts = [part("Certificat médical de prolongation", s1, issuer=cab, place=R(V("VILLE", g.home.town), ", le ", c.cday(-61, 0)),
                  sigs=[("Le médecin", [R(*g.dr(0))])])]
    if c.npl >= 2:
        parts.append(part("Certificat médical final - consolidation", [
            ("Assuré", [("kv", [("Nom, prénom", R(*p.name(6))), ("Né" + p.e() + " le", R(p.dn(c.i + 2))), ("N° d'immatriculation", R(p.nir(c.i + 3)))])]),
            ("Conclusions", [("chk", [(False, "Guérison"), (True, "Consolidation avec séquelles"), (False, "Rechute")]),
                             ("kv", [("Date de consolidation", R(D(ids.care(cons, 1)))), ("Séquelles", R("limitation de l'abduction à ", K("MESURE", "120°"),
                                                                                                      ", douleurs à l'effort, ", K("EPONYME", "manœuvre de Jobe"), " positive"))]),
                             P("Reprise du travail à compter du ", c.cday(1, 0), " à un poste aménagé, après avis du médecin du travail.")])],
            issuer=cab, refs=[("Accident du", R(c.ACC(0))), ("AT n°", R(c.AT()))], sigs=[("Le médecin traitant", [R(*g.dr(1)), R("RPPS ", g.RPPS())])]))
    if c.npl >= 3:
        amt = r.randint(2000, 4500)
        parts.append(part("Notification du taux d'incapacité permanente", [(None, [
            P(p.civ(True), ","),
            P("À la suite de votre accident du travail du ", c.ACC(1), ", votre état est consolidé depuis le ", D(ids.care(cons, 1)),
              ". Après examen par le médecin-conseil, le taux d'incapacité permanente est fixé à ", K("TAUX_IPP", "%d %%" % rate),
              " (", K("ARTICLE", "article L.434-2 du code de la sécurité sociale"), ")."),
            ("tab", ["Élément", "Valeur"], [[["Taux d'incapacité permanente"], ["taux de ", K("TAUX_IPP", "%d %%" % rate)]],
                                            [["Indemnité en capital"], [K("MONTANT", "%d,%02d €" % (amt, r.randint(0, 99)))]],
                                            [["Date de consolidation"], [D(ids.care(cons, 0))]]], [2.0, 1.4]),
            P("Vous pouvez contester cette décision devant le pôle social du tribunal judiciaire de ", V("VILLE", ids.DEPTS[c.dept][1]),
              " dans un délai de ", K("DUREE", "deux mois"), ", après saisine de la commission médicale de recours amiable.")])],
            issuer=c.cpam_head(), to=p.card(c.i), refs=[("Assuré", R(p.nir(c.i + 4))), ("Dossier", R("AT n° ", c.AT()))],
            sigs=[("Pour le directeur", [R("le service des risques professionnels")])]))
    return dict(title="Certificats de prolongation et de consolidation", issuer=cab, parts=parts, ref=c.AT(),
                head=R(*p.name(1), " - né" + p.e() + " le ", p.dn(3)), foot=R(*g.dr(0), " - ", *g.addr1(), " - ", g.FIXE()))


# ------------------------------------------------------------------ 3. occupational physician's opinion and work-station study
def sh_apt(c, r):
    p, e = c.pat, c.emp
    mt = Pro(c, homonym=True)
    ide = Pro(c, "soignant", sex=2)
    town, cp, _ = r.choice([t for t in ids.TOWNS if t[2] == c.dept])
    ssti = {"name": R(V("ETABLISSEMENT", ids.SSTI[c.i % 4], "ssti")), "service": "Centre de " + town,
            "lines": [R(V("ADRESSE", "%d %s" % (r.randint(1, 30), r.choice(ids.STREETS))), ", ", V("CODE_POSTAL", cp), " ", V("VILLE", town))],
            "contact": [R("Tél. ", V("TELEPHONE", ids.phone(r, False, c.i + 3)))], "legal": R("Adhérent n° ", V("IDENTIFIANT", "%s-%05d" % (c.dept, r.randint(1, 99999)), "adherent_ssti"))}
    inapt = c.i % 2 == 1
    job = c.homonym_job
    s1 = [("Salarié", [("kv", [("Nom, prénom", R(*p.name(1))), ("Date de naissance", R(*p.dn_age(c.i + 5))), ("Matricule", R(c.MAT())),
                               ("Poste occupé", R(job, " (", e.activity, ")")), ("Entré", R(p.e(), " le ", c.dday(c.hired)))])]),
          ("Employeur", [("kv", employer_kv(c, c.i)[:3])]),
          ("Avis", [("chk", [(False, "Visite d'information et de prévention"), (True, "Visite de reprise"), (False, "Visite à la demande")]),
                    P("Avis émis à l'issue de la visite de reprise du ", c.cday(0, 1), ", après un arrêt pour accident du travail du ", c.ACC(0), "."),
                    ("alert", [R("Inapte au poste de ", job, ". Tout maintien du salarié dans l'emploi serait gravement préjudiciable à sa santé "
                                 "(", K("ARTICLE", "article R.4624-42 du code du travail"), ").")] if inapt else
                     [R("Apte avec aménagements : pas de port de charges de plus de ", K("MESURE", "10 kg"), ", pas de travail les bras au-dessus de l'épaule, "
                        "pendant ", K("DUREE", "3 mois"), ".")])])]
    parts = [part("Avis d'aptitude / d'inaptitude", s1, issuer=ssti, refs=[("Fiche n°", R(K("CODE", "FA-%04d" % r.randint(1, 9999))))],
                  place=R(V("VILLE", town), ", le ", c.cday(0, 1)), sigs=[("Le médecin du travail", [R(*mt.dr(0)), R("RPPS ", mt.RPPS())]),
                                                                         ("Le salarié (remise en main propre)", [R(*p.name(3))])])]
    if c.npl >= 2:
        parts.append(part("Étude de poste et des conditions de travail", [
            ("Intervention", [("kv", [("Date de l'étude", R(c.cday(-6, 0), " de ", hm(9, 0), " à ", hm(11, 30))), ("Établissement", R(e.E(), ", ", *e.addr())),
                                      ("Interlocuteur", R(*e.rep.name(0), ", ", e.TEL())), ("Réalisée par", R(*mt.dr(1), " et ", *ide.name(0), ", infirmière en santé au travail"))])]),
            ("Description du poste", [P("Le poste de ", job, " occupé par ", p.name(0), " comporte des manutentions répétées (", K("MESURE", "15 à 25 kg"),
                                        "), des postures bras levés et un travail en horaires alternés."),
                                      ("tab", ["Contrainte", "Fréquence", "Possible après l'accident"],
                                       [[["port de charges"], ["plusieurs fois par heure"], ["non"]], [["bras au-dessus des épaules"], ["quotidien"], ["non"]],
                                        [["conduite d'engins"], ["occasionnelle"], ["oui"]]], [1.8, 1.4, 1.4])]),
            ("Échanges", [P("Échange avec l'employeur le ", c.cday(-5, 0), " (", K("ARTICLE", "article L.4624-4 du code du travail"), ") ; le salarié a été reçu le ",
                            c.cday(-3, 0), ".")])],
            issuer=ssti, refs=[("Salarié", R(*p.name(1), ", matricule ", c.MAT()))], sigs=[("Le médecin du travail", [R(*mt.dr(2))])]))
    if c.npl >= 3:
        parts.append(part("Courrier à l'employeur - recherche de reclassement", [(None, [
            P(e.rep.civ(True), ","),
            P("Suite à l'avis du ", c.cday(0, 1), " concernant ", p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 6), ", je vous propose les pistes de "
              "reclassement suivantes : poste de contrôle qualité, magasinier sans port de charges, formation de cariste."),
            P("Un dossier de reconnaissance de la qualité de travailleur handicapé a été conseillé au salarié. Je reste à votre disposition au ",
              V("TELEPHONE", ids.phone(r, False, c.i + 4)), "."),
            P("Je vous prie d'agréer, ", e.rep.civ(True), ", l'expression de mes salutations distinguées.")])],
            issuer=ssti, to={"name": R(e.E()), "lines": [R("à l'attention de ", *e.rep.name(0)), R(V("ADRESSE", e.street)), R(V("CODE_POSTAL", e.cp), " ", V("VILLE", e.town.upper()))]},
            place=R(V("VILLE", town), ", le ", c.cday(2, 1)), sigs=[("", [R(*mt.dr(0)), R("médecin du travail")])]))
    return dict(title="Santé au travail - avis et étude de poste", issuer=ssti, parts=parts, ref=c.MAT(),
                head=R(*p.name(1), " - matricule ", c.MAT(), " - ", e.E()), foot=R(*ssti["name"], " - ", *ssti["lines"][0]))


# ------------------------------------------------------------------ 4. occupational-disease claim (tableau n° 57)
def sh_mp(c, r):
    p, e, g = c.pat, c.emp, c.gp
    crrmp = "CRRMP-BFC-%02d-%04d" % (c.day.year % 100, r.randint(1, 9999))
    prev = [(V("ETABLISSEMENT", ids.EMPLOYERS[(c.i + k + 4) % len(ids.EMPLOYERS)][0], "employeur"), ids.siret(r, ids.siren(r))) for k in range(2)]
    y0 = c.hired.year
    emp_rows = [[[prev[0][0]], [V("IDENTIFIANT", ids.siret_written(prev[0][1], c.i), "siret")], [K("CODE", "%d - %d" % (y0 - 12, y0 - 6))], ["manutentionnaire"]],
                [[prev[1][0]], [V("IDENTIFIANT", ids.siret_written(prev[1][1], c.i + 1), "siret")], [K("CODE", "%d - %d" % (y0 - 6, y0))], ["préparateur de commandes"]],
                [[e.E()], [e.SIRET(c.i + 2)], [K("CODE", "depuis %d" % y0)], [c.homonym_job]]]
    s1 = [("L'assuré", [("kv", victim_kv(c, c.i + 2))]),
          ("La maladie", [("kv", [("Maladie déclarée", R("rupture partielle de la coiffe des rotateurs de l'épaule droite (", K("CIM10", "M75.1"), ")")),
                                  ("Tableau", R(K("TABLEAU", "tableau n° 57 A"), " du régime général")), ("Première constatation médicale", R(c.cday(-90, 0))),
                                  ("IRM", R(c.cday(-75, 0), " - ", V("ETABLISSEMENT", c.hosp, "etablissement")))])]),
          ("Emplois successifs", [("tab", ["Employeur", "SIRET", "Période", "Emploi"], emp_rows, [1.8, 1.4, 0.9, 1.3])])]
    parts = [part("Déclaration de maladie professionnelle", s1, issuer=c.cpam_head(), refs=[("Formulaire", R(K("CODE", "S6100"))),
                                                                                           ("Texte", R(K("ARTICLE", "article L.461-1 du code de la sécurité sociale")))],
                  sigs=[("L'assuré", [R(*p.name(3)), R("le ", c.cday(-60, 0))])])]
    if c.npl >= 2:
        parts.append(part("Certificat médical initial - maladie professionnelle", [
            (None, [P("Je soussigné", "e" if g.sex == 2 else "", " ", g.dr(0), ", certifie avoir examiné ", p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 3),
                      ", NIR ", p.nir(c.i + 4), ", ", c.homonym_job, " chez ", e.E(), "."),
                    P("Il présente une tendinopathie rompue de la coiffe des rotateurs de l'épaule droite, confirmée par l'IRM du ", c.cday(-75, 1),
                      " : ", K("EPONYME", "test de Jobe"), " et ", K("EPONYME", "test de Patte"), " positifs ; maladie susceptible de relever du ",
                      K("TABLEAU", "tableau n° 57 A"), "."),
                    ("kv", [("Date de première constatation", R(c.cday(-90, 0))), ("Arrêt de travail", R("du ", c.cday(-60, 0), " au ", c.cday(-30, 0))),
                            ("Sorties autorisées", R("de ", hm(10, 0), " à ", hm(12, 0), " et de ", hm(16, 0), " à ", hm(18, 0)))])])],
            issuer=g.cabinet(), place=R(V("VILLE", g.home.town), ", le ", c.cday(-60, 1)), sigs=[("", [R(*g.dr(0)), R("RPPS ", g.RPPS())])]))
    if c.npl >= 3:
        parts.append(part("Saisine du comité régional (CRRMP)", [(None, [
            P(p.civ(True), ","),
            P("Votre demande du ", c.cday(-60, 1), " ne remplit pas la condition de délai de prise en charge du ", K("TABLEAU", "tableau n° 57 A"),
              " (", K("DUREE", "1 an"), " sous réserve d'une durée d'exposition d'un an). Conformément à l'", K("ARTICLE", "article L.461-1 alinéa 6"),
              ", votre dossier est transmis au comité régional de reconnaissance des maladies professionnelles de Bourgogne-Franche-Comté."),
            ("kv", [("Dossier CRRMP", R(V("IDENTIFIANT", crrmp, "crrmp"))), ("Date limite de consultation des pièces", R(c.cday(30, 0))),
                    ("Employeur informé", R(e.E(), ", SIRET ", e.SIRET(c.i)))]),
            P("Le comité rendra son avis dans un délai de ", K("DUREE", "110 jours francs"), ".")])],
            issuer=c.cpam_head(), to=p.card(c.i + 1), refs=[("Assuré", R(p.nir(c.i))), ("Référence", R(V("IDENTIFIANT", crrmp, "crrmp")))],
            sigs=[("La gestionnaire", [R("service des risques professionnels")])]))
    return dict(title="Maladie professionnelle - tableau 57", issuer=c.cpam_head(), parts=parts, ref=c.AT(),
                head=R(*p.name(1), " - NIR ", p.nir(c.i + 2)), foot=R(c.cpam(), " - maladies professionnelles"))


# ------------------------------------------------------------------ 5. medical expertise for an insurer
def sh_exp(c, r):
    p, e = c.pat, c.emp
    ex = Pro(c, "expert")
    ins = V("ORGANISME", ids.INSURERS[c.i % len(ids.INSURERS)], "assureur")
    law = [Person(c, r.choice([1, 2]), datetime.date(1975, 1, 1), "avocat") for _ in range(2)]
    firm = V("ETABLISSEMENT", ids.LAW[c.i % len(ids.LAW)], "cabinet_avocat")
    sin = V("IDENTIFIANT", "SIN-%d-%06d" % (c.day.year, r.randint(1, 999999)), "sinistre")
    ctr = V("IDENTIFIANT", "CT%s%07d" % (c.dept, r.randint(1, 9999999)), "contrat")
    rate = r.choice([3, 5, 8, 12])
    cab = {"name": R("Docteur ", ex.PRE(), " ", ex.NOM()), "service": "Expert près la cour d'appel de Dijon - réparation du dommage corporel",
           "lines": [R(*ex.addr1())], "contact": [R("Tél. ", ex.FIXE(), " - ", V("EMAIL", ex.mail))], "legal": R("RPPS ", ex.RPPS())}
    s1 = [(None, [P("Maître,"), P("Mandaté par ", ins, " (sinistre n° ", sin, ", contrat n° ", ctr, "), j'examinerai ", p.name(0), ", ", p.ne(), " le ", p.dn(c.i),
                                  ", le ", c.cday(0, 4), " à ", hm(14, 30), " à mon cabinet. Votre client", p.e(), " voudra bien se munir de son dossier médical."),
                  ("kv", [("Mission", R("décrire les lésions imputables à l'accident du ", c.ACC(1), " ; fixer la date de consolidation, le déficit fonctionnel et les souffrances endurées")),
                          ("Victime", R(*p.name(1), ", ", *p.addr1())), ("Avocat de la victime", R("Me ", law[0].PRE(), " ", law[0].NOM(), ", ", firm, ", barreau de ", V("VILLE", "Dijon" if c.dept == "21" else ids.DEPTS[c.dept][1]))),
                          ("Avocat de l'assureur", R("Me ", law[1].NOM(), ", ", V("TELEPHONE", ids.phone(r, False, c.i + 5))))]),
                  P("Je vous prie de croire, Maître, à l'assurance de mes sentiments dévoués.")])]
    parts = [part("Convocation à expertise médicale", s1, issuer=cab, to={"name": R("Maître ", law[0].PRE(), " ", law[0].NOM()), "lines": [R(firm), *law[0].addr_lines()]},
                  refs=[("Nos réf.", R("EXP-", p.dn(7))), ("Vos réf.", R(sin)), ("Contrat", R(ctr))],
                  place=R(V("VILLE", ex.home.town), ", le ", c.cday(-20, 1)), sigs=[("", [R(*ex.dr(0))])])]
    if c.npl >= 2:
        parts.append(part("Rapport d'expertise médicale", [
            ("Commémoratifs", [P(p.name(0), ", ", c.homonym_job, " chez ", e.E(), " (SIRET ", e.SIRET(c.i), "), ", p.ne(), " le ", p.dn(c.i + 1),
                                 ", a été victime le ", c.ACC(1), " d'un accident de trajet : collision avec un véhicule à ", V("VILLE", e.town),
                                 ". Prise en charge aux urgences du ", V("ETABLISSEMENT", c.hosp, "etablissement"), " (IPP ", c.IPP(), ").")]),
            ("Examen clinique", [("tab", ["Mobilité", "Droite", "Gauche"], [[["abduction de l'épaule"], [K("MESURE", "110°")], [K("MESURE", "170°")]],
                                                                        [["rotation externe"], [K("MESURE", "30°")], [K("MESURE", "60°")]]], [2.0, 1.0, 1.0]),
                                 P("Cicatrice de ", K("MESURE", "6 cm"), " ; ", K("EPONYME", "signe de Neer"), " positif.")]),
            ("Discussion", [P("L'état est consolidé ; l'imputabilité est directe et certaine.")])],
            issuer=cab, refs=[("Sinistre n°", R(sin)), ("Victime", R(*p.name(1)))], sigs=[("L'expert", [R(*ex.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Conclusions", [(None, [
            ("tab", ["Poste", "Évaluation"], [[["Date de consolidation"], [c.cday(-2, 0)]], [["Déficit fonctionnel temporaire total"], ["du ", c.ACC(0), " au ", c.dday(c.acc + datetime.timedelta(days=6))]],
                                              [["Déficit fonctionnel permanent"], ["taux d'IPP de ", K("TAUX_IPP", "%d %%" % rate)]],
                                              [["Souffrances endurées"], [K("SCORE", "2,5/7")]], [["Préjudice esthétique"], [K("SCORE", "1/7")]]], [2.2, 1.6]),
            P("Rapport adressé à ", ins, ", aux avocats des parties et à ", p.name(0), ". Fichier : ", "EXP-", V("NOM", ids.ascii_fold(p.last).upper().replace(" ", "").replace("'", ""), "patient"), "-", p.dn(7), ".pdf."),
            ("alert", [R("Fait pour servir et valoir ce que de droit. Rapport établi sur ", K("DUREE", "9 pages"), ".")])])],
            issuer=cab, refs=[("Contrat", R(ctr))], sigs=[("L'expert", [R(*ex.dr(0)), R("RPPS ", ex.RPPS())])]))
    return dict(title="Expertise médicale", issuer=cab, parts=parts, ref=sin,
                head=R(*p.name(1), " - sinistre ", sin), foot=R("Docteur ", ex.NOM(), " - expert - ", *ex.addr1()))


PORTALS = ["Espace employeur - risques professionnels", "Mon compte assuré", "Espace adhérent prévoyance", "Portail des partenaires"]


def make_doc(i, seed, shape, npl):
    from .content_b import SHAPE_FUN
    c = Ctx(i, seed, shape, npl)
    s = {"certificat_initial_at": sh_cmi, "prolongation_consolidation": sh_prol, "avis_aptitude_travail": sh_apt, "maladie_professionnelle": sh_mp,
         "expertise_assureur": sh_exp, **SHAPE_FUN}[shape](c, c.r)
    r = c.r
    user = Person(c, r.choice([1, 2]), datetime.date(1985, 1, 1), "personnel")
    return {"title": s["title"], "num": i + 1, "shape": shape, "issuer": s["issuer"], "parts": s["parts"], "head": s["head"], "foot": s["foot"],
            "form": R(K("CODE", "BS-%02d" % (SHAPES.index(shape) + 1))), "day": R(c.cday(0, 0)), "npl": npl,
            "user": R("Connecté : ", user.PRE(), " ", user.NOM()), "portal": PORTALS[i % 4],
            "printed": R(c.cday(1, 0), " ", K("HORAIRE", "%02d:%02d" % (r.randint(8, 18), r.randint(0, 59)))),
            "url": R("https://www.espace-assures-bfc.fr/dossiers/?ref=", V(s["ref"].kind, s["ref"].text.replace(" ", "").replace("/", "-"), s["ref"].sub),
                     "&onglet=%d" % (i % 5 + 1)),
            "stamp": ids.care(c.day + datetime.timedelta(days=3), 2)}
