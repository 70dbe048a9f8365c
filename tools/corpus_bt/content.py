"""People, values and the first five document types of corpus BT (written for this corpus): documents of CLINICAL
RESEARCH around a participant (a patient included in a trial at an investigating site), naming the participant's
pseudonymous codes beside the identity the site keeps, the investigators, the research nurse, the monitor, the GP, a
relative or legal representative, an impartial witness, the site, the central laboratory and the biobank.
content_b.py holds the other five types.

A document is a dict (corpus BS's shape): title, num, shape, issuer (letterhead: name, service, lines, contact, legal),
parts (1 to 3, each printed from a new page), head (running identity run), foot, form (form code, kept), proto (the
protocol's public references, kept), sheet / file (the spreadsheet writer's tab and file name). A part: title, issuer,
to, place, refs, secs, sigs, note. Blocks: ("p", run), ("kv", [(caption, run)]), ("tab", heads, rows, weights),
("chk", [(on, text)]), ("yn", [(question, on)]), ("list", [runs]), ("alert", [runs]).

Conventions: consent, visit, sampling, onset and letter dates are care / event dates, KEPT (D); birth dates (full or the
CRF's month / year) are personal; the participant's DATE OF DEATH is personal too, kind DATE_DECES (the judge takes any
kind: it is counted beside DATE_NAISSANCE, not critical). The trial's public references - acronym, sponsor, EU CT and
NCT numbers, ID-RCB, CPP - are kept decoys (they are in public registries and name no participant), as are kit and lot
numbers, query numbers, hours, doses, scores, amounts, articles, CIM-10 / MedDRA terms and codes. The participant's
codes (site-participant code, screening and randomisation numbers, sample ids, the pharmacovigilance case id) are
pseudonymous personal identifiers (IDENTIFIANT).
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

SHAPES = ["consentement_essai", "selection_inclusion", "crf_visite_suivi", "declaration_eig", "manifeste_biobanque",
          "courrier_investigateur", "indemnisation_frais", "levee_insu", "carte_participant", "fin_participation"]


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
        """0 "M. Bernard VERGNAUD", 1 "VERGNAUD Bernard", 2 "Mme Sylvie LACHAUD, née NOUHAUD", 3 "Bernard Vergnaud",
        4 "B. VERGNAUD", 5 "NOUHAUD épouse LACHAUD Sylvie", 6 "VERGNAUD, Bernard", 7 "Monsieur VERGNAUD", 8 "BERNARD VERGNAUD"."""
        if style in (2, 5) and not self.birth:
            style = 1 if style == 5 else 0
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()], 1: lambda: [self.NOM(), " ", self.PRE()],
                2: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM(), ", née ", self.BIRTH()],
                3: lambda: [self.PRE(), " ", self.NOM("title")], 4: lambda: [self.PRE("init"), " ", self.NOM()],
                5: lambda: [self.BIRTH(), " épouse ", self.NOM(), " ", self.PRE()], 6: lambda: [self.NOM(), ", ", self.PRE()],
                7: lambda: [self.civ(True) + " ", self.NOM()], 8: lambda: [self.PRE("upper"), " ", self.NOM()]}[style]()

    def dn(self, style=0):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style), "" if self.sub == "patient" else self.sub)

    def dn_part(self, style=0):
        return V("DATE_NAISSANCE", ids.partial_birth(self.bdate, style), "mois_annee")

    def dn_age(self, style=0):
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

    def card(self, style=0):
        return {"name": R(self.name(7 if style % 3 == 2 else 0 if style % 2 else 1)), "lines": self.addr_lines(style % 2 == 0)}


class Pro(Person):
    """An investigator (RPPS) or a research nurse / monitor (ADELI), with a work address."""

    def __init__(self, c, role="medecin", homonym=False, sex=None):
        r = c.r
        last = None
        if homonym:
            last, c.homonym, c.hw_pre, c.hw_post = ids.HOMONYMS[c.i % len(ids.HOMONYMS)]
        bd = datetime.date(c.day.year - r.randint(30, 64), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, sex or r.choice([1, 2]), bd, role, last=last)
        self.rpps, self.adeli = ids.rpps(r), ids.adeli(r, c.dept)
        self.mail = ids.mail_local(self.first, self.last) + "@" + c.web

    def dr(self, style=0):
        """0 "Dr Gilles TEXIER", 1 "Dr G. Texier", 2 "Docteur TEXIER", 3 "TEXIER Gilles", 4 "Gilles Texier", 5 "Pr Gilles TEXIER"."""
        return {0: lambda: ["Dr ", self.PRE(), " ", self.NOM()], 1: lambda: ["Dr ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: ["Docteur ", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: [self.PRE(), " ", self.NOM("title")], 5: lambda: ["Pr ", self.PRE(), " ", self.NOM()]}[style]()

    def RPPS(self):
        return V("RPPS", self.rpps)

    def ADELI(self):
        return V("ADELI", self.adeli)

    def cabinet(self):
        return {"name": R(self.dr(0)), "service": "Médecine générale", "lines": [R(*self.addr1())],
                "contact": [R("Tél. ", self.FIXE(), " - ", V("EMAIL", ids.mail_local(self.first, self.last) + "@medecin.mssante.fr"))],
                "legal": R("RPPS ", self.RPPS())}


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 7919 + i * 104729 + 61)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(2, 10), r.randint(2, 27))
        self.names = list(ids.SURNAMES)
        r.shuffle(self.names)
        self.used = set()
        self.homonym = self.hw_pre = self.hw_post = None
        h = ids.HOSPITALS[i % len(ids.HOSPITALS)]
        self.hosp, self.acr, self.dept, self.htown, self.hcp, self.hcedex, self.hstreet, self.hbox = h
        self.web = ids.ascii_fold(self.acr).lower() + ".fr"
        self.trial = ids.TRIALS[(i * 3 + seed) % len(ids.TRIALS)]
        self.cpp = ids.CPPS[i % len(ids.CPPS)]
        self.site = "%02d" % r.randint(1, 24)
        self.num = "%03d" % r.randint(1, 140)
        self.scr = "S%s-%03d" % (self.site, r.randint(1, 200))
        self.rand = "%04d" % r.randint(100, 1999)
        self.kit = "%06d" % r.randint(100000, 999999)
        sex = r.choice([1, 2])
        bd = datetime.date(2025 - r.randint(38, 82), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and r.random() < 0.5
        self.pat = Person(self, sex, bd, "patient", birth=self.take_name() if married else None)
        self.death = self.day + datetime.timedelta(days=r.randint(20, 90))
        self.pi = Pro(self)
        self.co = Pro(self, homonym=True)
        self.tec = Pro(self, "soignant", sex=2)
        self.arc = Pro(self, "personnel")
        self.arc.mail = ids.mail_local(self.arc.first, self.arc.last) + "@" + ids.ascii_fold(ids.CROS[i % 3].split(" ")[0]).lower() + "-cro.fr"
        self.gp = Pro(self)
        self.rel = Person(self, r.choice([1, 2]), datetime.date(bd.year + r.choice([-3, 2, 26]), r.randint(1, 12), r.randint(1, 28)), "proche",
                          last=self.pat.last if r.random() < 0.5 else None, home=self.pat.home)
        self.ipp = ["%08d" % r.randint(10 ** 6, 10 ** 8 - 1), self.dept + "%07d" % r.randint(0, 9999999), "P" + "%07d" % r.randint(0, 9999999)][i % 3]
        self.finess = ids.finess(r, self.dept)

    def hw(self):
        """The sentence that prints the co-investigator's surname as an ordinary word (kept)."""
        return P(self.hw_pre, W(self.homonym), self.hw_post)

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

    def DECES(self, style=0):
        return V("DATE_DECES", ids.birth_written(self.death, style), "patient")

    # -- the participant's pseudonymous codes
    def CODE(self, style=0):
        t = [self.site + "-" + self.num, "FR" + self.site + "-" + self.num, self.site + self.num][style % 3]
        return V("IDENTIFIANT", t, "code_participant")

    def SCR(self):
        return V("IDENTIFIANT", self.scr, "selection")

    def RAND(self, style=0):
        return V("IDENTIFIANT", ["R-", "R"][style % 2] + self.rand, "randomisation")

    def INI(self, style=0):
        return V("NOM", ids.crf_initials(self.pat.first, self.pat.last, style), "initiales")

    def IPP(self):
        return V("IPP", self.ipp)

    # -- public references of the trial (kept)
    def ACRO(self):
        return K("PROTOCOLE", self.trial[0])

    def SPONSOR(self):
        return K("PROMOTEUR", self.trial[2])

    def EUCT(self):
        return K("EUCT", self.trial[3])

    def NCT(self):
        return K("NCT", self.trial[4])

    def IDRCB(self):
        return K("IDRCB", self.trial[5])

    def H(self):
        return V("ETABLISSEMENT", self.hosp, "etablissement")

    def site_head(self, service="Unité de recherche clinique"):
        r = self.r
        return {"name": R(self.H(), " (", V("ETABLISSEMENT", self.acr, "sigle"), ")"), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (r.randint(1, 60), self.hstreet)), " - ", K("BOITE_POSTALE", self.hbox)),
                          R(V("CODE_POSTAL", self.hcedex), " ", V("VILLE", self.htown.upper()), " CEDEX")],
                "contact": [R("Secrétariat ", V("TELEPHONE", ids.phone(r, False, self.i + 1)), " - ", V("EMAIL", "urc@" + self.web))],
                "legal": R("FINESS ", V("FINESS", self.finess))}

    def sponsor_head(self, service="Opérations cliniques"):
        return {"name": R(self.SPONSOR()), "service": service, "lines": [R("Étude ", self.ACRO(), " - EU CT ", self.EUCT())],
                "contact": [R("Suivi du centre : ", V("ETABLISSEMENT", ids.CROS[self.i % 3], "cro"))], "legal": R(self.NCT())}

    def proto(self):
        return R(self.ACRO(), " - EU CT ", self.EUCT(), " - ", self.NCT())

    def place(self, n=0, style=1):
        return R(V("VILLE", self.htown), ", le ", self.cday(n, style))


def vitals(c):
    r = c.r
    return [("Poids", R(K("MESURE", "%d kg" % r.randint(52, 98)))), ("Pression artérielle", R(K("MESURE", "%d/%d mmHg" % (r.randint(110, 158), r.randint(60, 92))))),
            ("Fréquence cardiaque", R(K("MESURE", "%d bpm" % r.randint(56, 96))))]


# ------------------------------------------------------------------ 1. informed consent
def sh_consent(c, r):
    p, pi, t = c.pat, c.pi, c.trial
    wit = Person(c, r.choice([1, 2]), datetime.date(1970, 1, 1), "temoin")
    s1 = [("Recherche", [("kv", [("Titre", R(t[1])), ("Acronyme", R(c.ACRO())), ("Promoteur", R(c.SPONSOR())), ("N° EU CT", R(c.EUCT())),
                                 ("Avis favorable", R(K("CPP", c.cpp), " du ", c.cday(-400, 0)))])]),
          ("Participant", [("kv", [("Nom, prénom", R(*p.name(1))), ("Date de naissance", R(*p.dn_age(c.i))), ("Code participant", R(c.CODE(0))),
                                   ("Initiales", R(c.INI(0)))])]),
          ("Consentement", [P("J'ai lu et compris la note d'information (version 4.0) qui m'a été remise par le ", pi.dr(0), ". J'ai pu poser toutes mes questions ; "
                              "je sais que ma participation est libre et que je peux me retirer à tout moment (", K("ARTICLE", "article L.1122-1-1 du code de la santé publique"), ")."),
                            ("chk", [(True, "J'accepte de participer"), (True, "J'accepte le prélèvement pour la biobanque"), (c.i % 2 == 0, "J'accepte d'être recontacté(e)")])])]
    sigs = [("Le participant", [R(*p.name(3)), R("le ", c.cday(0, 0))]), ("L'investigateur", [R(*pi.dr(0)), R("le ", c.cday(0, 0))])]
    if c.i % 3 == 0:
        sigs.append(("Témoin impartial", [R(*wit.name(0)), R(wit.FIXE())]))
    parts = [part("Formulaire de consentement éclairé", s1, issuer=c.site_head("Service de cardiologie - centre investigateur " + c.site),
                  refs=[("Protocole", c.proto()), ("Centre", R(K("CODE", "n° " + c.site)))], sigs=sigs,
                  note=R("Exemplaire 1 à conserver par l'investigateur ; exemplaire 2 remis à ", *p.name(0), "."))]
    if c.npl >= 2:
        parts.append(part("Note d'information - contacts et garanties", [
            ("Vos contacts", [("kv", [("Investigateur principal", R(*pi.dr(5), " - ", V("TELEPHONE", ids.phone(r, False, c.i + 2)))),
                                      ("Co-investigateur", R(*c.co.dr(1))), ("Infirmière de recherche", R(*c.tec.name(3), " - ", V("EMAIL", c.tec.mail))),
                                      ("Urgence (24 h/24)", R("interne de garde, ", V("TELEPHONE", ids.phone(r, False, c.i + 4))))])]),
            ("Garanties", [P("Le promoteur, ", c.SPONSOR(), ", a souscrit une assurance conformément à l'", K("ARTICLE", "article L.1121-10 du code de la santé publique"),
                             " (contrat ", K("CODE", "n° %d-%05d" % (r.randint(100, 999), r.randint(1, 99999))), "). Vos données seront traitées sous le code ", c.CODE(1),
                             " selon la méthodologie de référence ", K("CODE", "MR-001"), "."),
                           c.hw()])],
            issuer=c.site_head(), refs=[("Participant", R(*p.name(4), " - ", c.CODE(0)))], sigs=[("Remise le", [R(c.cday(-3, 1)), R(*c.tec.name(4))])]))
    if c.npl >= 3:
        others = [Person(c, r.choice([1, 2]), datetime.date(2025 - r.randint(40, 80), r.randint(1, 12), r.randint(1, 28)), "patient") for _ in range(2)]
        rows = [[[V("IDENTIFIANT", c.site + "-%03d" % (int(c.num) - 1 - k), "code_participant")], [o.NOM(), " ", o.PRE()], [o.dn(k + 2)], [c.cday(-20 - 9 * k, 2)]] for k, o in enumerate(others)]
        rows.insert(1, [[c.CODE(0)], [p.NOM(), " ", p.PRE()], [p.dn(c.i + 3)], [c.cday(0, 2)]])
        parts.append(part("Liste d'identification des participants (confidentielle)", [(None, [
            P("Document conservé au centre ; ne jamais transmettre au promoteur. Centre ", K("CODE", c.site), ", ", c.H(), "."),
            ("tab", ["Code", "Nom, prénom", "Né(e) le", "Consentement"], rows, [0.9, 2.0, 1.1, 1.1]),
            P("Dossier hospitalier de ", p.name(0), " : IPP ", c.IPP(), ".")])],
            issuer=c.site_head(), refs=[("Étude", R(c.ACRO()))], sigs=[("L'investigateur principal", [R(*pi.dr(3))])]))
    return dict(title="Consentement - étude " + t[0], issuer=c.site_head(), parts=parts, ref=c.CODE(0),
                head=R(c.ACRO(), " - participant ", c.CODE(0), " - ", *p.name(1)), foot=R(c.H(), " - centre ", K("CODE", c.site)))


# ------------------------------------------------------------------ 2. screening and inclusion CRF
def sh_incl(c, r):
    p, pi = c.pat, c.pi
    crit = [("Âge supérieur ou égal à 40 ans", True), ("Insuffisance cardiaque NYHA II à IV", True), ("FEVG supérieure ou égale à 50 %", True),
            ("Grossesse ou allaitement", False), ("DFG inférieur à 25 ml/min", False)]
    s1 = [("Identification", [("kv", [("Code participant", R(c.CODE(0))), ("N° de sélection", R(c.SCR())), ("Initiales", R(c.INI(0))),
                                      ("Mois et année de naissance", R(p.dn_part(c.i))), ("Sexe", R("féminin" if p.sex == 2 else "masculin")),
                                      ("Date de la visite V1", R(c.cday(0, 6)))])]),
          ("Données cliniques", [("kv", vitals(c) + [("Score NYHA", R(K("SCORE", "classe II"))), ("NT-proBNP", R(K("MESURE", "%d pg/ml" % r.randint(300, 2400))))]),
                                 P("Antécédents : ", K("CIM10", "I50.3"), " ; ", K("CIM10", "E11.9"), "."), c.hw()]),
          ("Critères", [("yn", crit)])]
    parts = [part("Cahier d'observation - visite de sélection et d'inclusion (V1)", s1, issuer=c.sponsor_head("Cahier d'observation papier"),
                  refs=[("Centre", R(K("CODE", c.site), " - ", c.H())), ("Investigateur", R(*pi.dr(3))), ("Co-investigateur", R(*c.co.dr(1)))],
                  sigs=[("Signature de l'investigateur", [R(*pi.dr(1)), R("le ", c.cday(0, 0))])])]
    if c.npl >= 2:
        parts.append(part("Confirmation de randomisation (IWRS)", [(None, [
            P("Message automatique du ", c.cday(0, 1), " à ", hm(r.randint(8, 17), r.randint(0, 59), ":"), " - ne pas répondre."),
            ("kv", [("Participant", R(c.CODE(1), " (", c.INI(1), ")")), ("Né(e) en", R(p.dn_part(c.i + 1))), ("N° de randomisation", R(c.RAND(0))),
                    ("Kit attribué", R(K("CODE", "kit n° " + c.kit))), ("Lot", R(K("LOT", "L%d%04d" % (c.day.year % 100, r.randint(1, 9999))))),
                    ("Demandé par", R(*c.tec.name(0), ", ", V("EMAIL", c.tec.mail)))]),
            ("alert", [R("Traitement à l'aveugle : ", K("DOSE", "1 comprimé de " + c.trial[7] + " par jour"), ". Conservez ce message dans le classeur investigateur.")])])],
            issuer=c.sponsor_head("Système de randomisation"), to={"name": R(*pi.dr(0)), "lines": [R(c.H())]}, refs=[("Étude", c.proto())]))
    if c.npl >= 3:
        parts.append(part("Liste de vérification de l'éligibilité", [(None, [
            ("tab", ["Vérification", "Source", "Visa"], [[["consentement signé"], ["formulaire du ", c.cday(-1, 0)], [c.tec.PRE("init"), " ", c.tec.NOM()]],
                                                       [["échographie FEVG"], ["compte rendu du ", c.cday(-12, 0)], [pi.PRE("init"), " ", pi.NOM()]],
                                                       [["bilan biologique"], ["dossier IPP ", c.IPP()], [c.tec.PRE("init"), " ", c.tec.NOM()]]], [1.6, 2.0, 1.2]),
            P("Je certifie que ", p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 2), ", remplit tous les critères d'inclusion.")])],
            issuer=c.site_head(), refs=[("Participant", R(c.CODE(0))), ("Sélection", R(c.SCR()))], sigs=[("L'investigateur principal", [R(*pi.dr(0)), R("RPPS ", pi.RPPS())])]))
    return dict(title="CRF V1 - sélection et inclusion", issuer=c.sponsor_head(), parts=parts, ref=c.CODE(2),
                head=R(c.ACRO(), " - centre ", K("CODE", c.site), " - participant ", c.CODE(0), " - ", c.INI(1)), foot=R(c.SPONSOR(), " - CRF version 3.0"))


# ------------------------------------------------------------------ 3. follow-up visit CRF
def sh_visit(c, r):
    p, pi = c.pat, c.pi
    n = r.choice([3, 4, 5])
    given, back = 28, r.randint(0, 5)
    s1 = [("Visite", [("kv", [("Code participant", R(c.CODE(0))), ("Initiales", R(c.INI(1))), ("Visite", R(K("CODE", "V%d" % n), " - ", K("DUREE", "J%d" % (28 * (n - 2))))),
                              ("Date de la visite", R(c.cday(0, 6))), ("Heure de la prise", R(hm(r.randint(7, 9), r.randint(0, 59))))] + vitals(c))]),
          ("Biologie", [("tab", ["Paramètre", "Résultat", "Normes"], [[["créatinine"], [K("MESURE", "%d µmol/l" % r.randint(60, 130))], ["45 - 104"]],
                                                                    [["potassium"], [K("MESURE", "%.1f mmol/l" % (r.randint(36, 52) / 10))], ["3,5 - 5,0"]],
                                                                    [["hémoglobine"], [K("MESURE", "%.1f g/dl" % (r.randint(110, 160) / 10))], ["12 - 16"]]], [1.6, 1.2, 1.2])]),
          ("Observance", [P("Comprimés remis : ", K("CODE", "%d" % given), " ; rapportés : ", K("CODE", "%d" % back), " ; observance ", K("TAUX", "%d %%" % (100 - back * 3)),
                            "."), c.hw()])]
    parts = [part("Cahier d'observation - visite de suivi", s1, issuer=c.sponsor_head("Cahier d'observation papier"),
                  refs=[("Centre", R(K("CODE", c.site))), ("Protocole", R(c.ACRO()))], sigs=[("Investigateur", [R(*c.co.dr(1)), R("le ", c.cday(0, 0))])])]
    if c.npl >= 2:
        parts.append(part("Traitements concomitants et événements indésirables", [
            ("Traitements concomitants", [("tab", ["Médicament", "Dose", "Début"], [[["bisoprolol"], [K("DOSE", "2,5 mg/j")], [c.cday(-300, 2)]],
                                                                                   [["furosémide"], [K("DOSE", "40 mg/j")], [c.cday(-90, 2)]]], [1.6, 1.2, 1.2])]),
            ("Événements indésirables", [("tab", ["Terme MedDRA", "Début", "Grade", "Lien"], [[["vertiges"], [c.cday(-6, 2)], [K("SCORE", "grade 1")], ["possible"]],
                                                                                            [["hyperkaliémie"], [c.cday(-2, 2)], [K("SCORE", "grade 2")], ["probable"]]], [1.6, 1.1, 0.9, 0.9]),
                                         P("Prochaine visite le ", c.cday(28, 1), " ; appeler ", p.name(0), " au ", p.MOB(), " la veille.")])],
            issuer=c.sponsor_head("Cahier d'observation papier"), refs=[("Participant", R(c.CODE(0), " - ", c.INI(0)))],
            sigs=[("Saisi par", [R(*c.tec.name(3))])]))
    if c.npl >= 3:
        q = K("CODE", "Q-%05d" % r.randint(1, 99999))
        parts.append(part("Demande de correction de données (query)", [(None, [
            ("kv", [("Query", R(q)), ("Participant", R(c.CODE(1))), ("Champ", R("date de naissance (", p.dn_part(c.i + 1), ") incohérente avec l'âge")),
                    ("Émise par", R(*c.arc.name(0), ", attachée de recherche clinique")), ("Réponse du centre", R("corrigé d'après le dossier source IPP ", c.IPP()))]),
            P("Valeur source : ", p.dn(c.i + 4), ". Fichier : ", "DCF-", c.CODE(2), "-V", K("CODE", "%d" % n), ".pdf.")])],
            issuer=c.sponsor_head("Data management"), to={"name": R(*pi.dr(0)), "lines": [R(c.H())]}, refs=[("Étude", c.proto())],
            sigs=[("L'investigateur", [R(*pi.dr(1)), R("le ", c.cday(9, 0))])]))
    return dict(title="CRF - visite de suivi", issuer=c.sponsor_head(), parts=parts, ref=c.CODE(2),
                head=R(c.ACRO(), " - participant ", c.CODE(0), " - ", c.INI(1)), foot=R(c.SPONSOR(), " - CRF version 3.0"))


# ------------------------------------------------------------------ 4. serious adverse event report
def sh_eig(c, r):
    p, pi = c.pat, c.pi
    fatal = c.i % 2 == 1
    case = V("IDENTIFIANT", "%s-%d-FR-%05d" % (c.trial[0].split("-")[0][:3], c.day.year, r.randint(1, 99999)), "cas_pv")
    onset = c.cday(0, 0)
    s1 = [("Participant", [("kv", [("Initiales", R(c.INI(0))), ("Code", R(c.CODE(0))), ("Date de naissance", R(*p.dn_age(c.i))),
                                   ("Sexe", R("F" if p.sex == 2 else "M")), ("Poids", R(K("MESURE", "%d kg" % r.randint(52, 98))))])]),
          ("Événement", [("kv", [("Terme", R("décompensation cardiaque (", K("CIM10", "I50.1"), ")")), ("Début", R(onset, " à ", hm(r.randint(0, 23), r.randint(0, 59)))),
                                 ("Hospitalisation", R(c.H(), ", IPP ", c.IPP())), ("Constaté par", R(*c.co.dr(0))), ("Issue", R("décès le ", c.DECES(c.i)) if fatal else R("en cours de résolution"))]),
                         ("chk", [(fatal, "Décès"), (True, "Hospitalisation"), (False, "Anomalie congénitale"), (False, "Incapacité")]), c.hw()]),
          ("Produit", [("kv", [("Traitement de l'étude", R(K("DOSE", c.trial[6] + " " + c.trial[7]))), ("N° de randomisation", R(c.RAND(0))), ("Kit", R(K("CODE", c.kit)))])])]
    parts = [part("Déclaration d'événement indésirable grave - rapport initial", s1, issuer=c.site_head("Centre investigateur " + c.site),
                  to={"name": R("Vigilance des essais cliniques"), "lines": [R(c.SPONSOR())]}, refs=[("Étude", c.proto())],
                  sigs=[("Le déclarant", [R(*pi.dr(0)), R(V("TELEPHONE", ids.phone(r, False, c.i + 5)))])])]
    if c.npl >= 2:
        parts.append(part("Rapport de suivi n° 1", [(None, [
            P("Suite du cas ", case, " concernant le participant ", c.CODE(1), ", ", p.ne(), " le ", p.dn(c.i + 1), ". ",
              ("Le participant est décédé le " if p.sex == 1 else "La participante est décédée le ") if fatal else "Sortie le ",
              c.DECES(c.i + 2) if fatal else c.cday(6, 1), "."),
            ("tab", ["Date", "Élément"], [[[c.cday(1, 2)], ["NT-proBNP ", K("MESURE", "%d pg/ml" % r.randint(3000, 9000))]], [[c.cday(2, 2)], ["échographie : FEVG ", K("TAUX", "%d %%" % r.randint(45, 60))]]], [1.0, 3.0]),
            P("Imputabilité selon l'investigateur : ", "non liée" if fatal else "possible", ". Personne à prévenir : ", *c.rel.name(0), ", ", c.rel.MOB(), ".")])],
            issuer=c.site_head(), refs=[("Cas", R(case))], sigs=[("L'investigateur", [R(*pi.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Accusé de réception du promoteur", [(None, [
            P("Nous accusons réception le ", c.cday(2, 1), " de la déclaration du ", onset, " (participant ", c.CODE(0), ", initiales ", c.INI(2), ")."),
            ("kv", [("N° de cas", R(case)), ("Évaluation", R("attendu selon la brochure investigateur")), ("Déclaration à l'ANSM", R("non requise (", K("ARTICLE", "article R.1123-47"), ")"))]),
            P("Contact : ", *c.arc.name(3), ", ", V("EMAIL", c.arc.mail), ".")])],
            issuer=c.sponsor_head("Pharmacovigilance"), to={"name": R(*pi.dr(0)), "lines": [R(c.H())]}, sigs=[("Le responsable de vigilance", [R("pour le promoteur")])]))
    return dict(title="Événement indésirable grave", issuer=c.site_head(), parts=parts, ref=case,
                head=R(c.ACRO(), " - EIG ", case, " - ", c.INI(1)), foot=R(c.SPONSOR(), " - vigilance"))


# ------------------------------------------------------------------ 5. biobank sample manifest
def sh_crb(c, r):
    p = c.pat
    crb = V("ETABLISSEMENT", "Centre de ressources biologiques du " + c.acr, "crb")
    lab = V("ETABLISSEMENT", ids.CENTRAL_LABS[c.i % 3], "laboratoire_central")
    base = "CRB%02d-%06d" % (c.day.year % 100, r.randint(1, 999999))
    tubes = [("A01", "EDTA", "4 ml"), ("A02", "sérum", "5 ml"), ("A03", "plasma", "1 ml")]
    rows = [[[V("IDENTIFIANT", base + "-" + a, "echantillon")], [c.CODE(0)], [K("CODE", "V2")], [t], [K("MESURE", v)], [hm(8, 10 + k * 5, ":")], [K("CODE", "R%d-B%02d-%s" % (r.randint(1, 9), r.randint(1, 40), a))]]
            for k, (a, t, v) in enumerate(tubes)]
    s1 = [(None, [("kv", [("Expéditeur", R(crb, ", ", c.H())), ("Destinataire", R(lab)), ("Date d'envoi", R(c.cday(1, 0))),
                          ("Conditionnement", R("carboglace, ", K("MESURE", "-80 °C"), ", ", K("CODE", "UN3373")))]),
                  ("tab", ["Échantillon", "Participant", "Visite", "Tube", "Volume", "Heure", "Position"], rows, [1.6, 0.9, 0.6, 0.7, 0.6, 0.6, 1.1]),
                  P("Prélevé le ", c.cday(0, 0), " par ", *c.tec.name(3), "."), c.hw()])]
    parts = [part("Manifeste d'expédition d'échantillons", s1, issuer=c.site_head("Centre de ressources biologiques"), refs=[("Étude", c.proto())],
                  sigs=[("Préparé par", [R(*c.tec.name(0))]), ("Visa médical", [R(*c.co.dr(1))]), ("Transporteur", [R("enlèvement à ", hm(14, 0))])])]
    if c.npl >= 2:
        parts.append(part("Réception et traçabilité", [(None, [
            ("kv", [("Colis reçu le", R(c.cday(2, 1), " à ", hm(10, 20))), ("Température à réception", R(K("MESURE", "-78 °C"))), ("Échantillons conformes", R(K("CODE", "3/3")))]),
            P("Aucune donnée identifiante : seuls le code ", c.CODE(1), " et le mois de naissance ", p.dn_part(c.i), " figurent sur les étiquettes."),
            ("alert", [R("Anomalie : l'étiquette du tube ", V("IDENTIFIANT", base + "-A02", "echantillon"), " porte le nom ", p.NOM(), " écrit à la main ; étiquette remplacée.")])])],
            issuer={"name": R(lab), "service": "Réception des échantillons", "lines": [R("Gestion des échantillons de l'étude ", c.ACRO())], "contact": [], "legal": None},
            refs=[("Participant", R(c.CODE(0)))], sigs=[("Réceptionné par", [R("technicien de réception")])]))
    if c.npl >= 3:
        parts.append(part("Demande de destruction d'échantillons", [(None, [
            P(p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 1), ", a retiré son accord pour la conservation de ses échantillons le ", c.cday(30, 1), "."),
            ("list", [R(V("IDENTIFIANT", base + "-A01", "echantillon"), " - EDTA"), R(V("IDENTIFIANT", base + "-A03", "echantillon"), " - plasma")]),
            P("Merci de confirmer la destruction à ", V("EMAIL", "crb@" + c.web), " (", K("ARTICLE", "article L.1131-1-1 du code de la santé publique"), ").")])],
            issuer=c.site_head("Centre de ressources biologiques"), to={"name": R(crb), "lines": [R(c.H())]}, refs=[("Participant", R(c.CODE(0)))],
            sigs=[("L'investigateur", [R(*c.pi.dr(0))])]))
    return dict(title="Biobanque - manifeste d'échantillons", issuer=c.site_head(), parts=parts, ref=V("IDENTIFIANT", base, "echantillon"),
                head=R(c.ACRO(), " - ", crb, " - participant ", c.CODE(0)), foot=R(c.H(), " - biobanque"))


PORTALS = None


def make_doc(i, seed, shape, npl):
    from .content_b import SHAPE_FUN
    c = Ctx(i, seed, shape, npl)
    s = {"consentement_essai": sh_consent, "selection_inclusion": sh_incl, "crf_visite_suivi": sh_visit, "declaration_eig": sh_eig,
         "manifeste_biobanque": sh_crb, **SHAPE_FUN}[shape](c, c.r)
    ref = s["ref"]
    return {"title": s["title"], "num": i + 1, "shape": shape, "issuer": s["issuer"], "parts": s["parts"], "head": s["head"], "foot": s["foot"],
            "form": R(K("CODE", "BT-%02d" % (SHAPES.index(shape) + 1))), "proto": c.proto(), "version": R("Version 3.0 du ", D("14/01/2025")),
            "sheet": shape.replace("_", " ")[:28], "npl": npl,
            "file": R(ids.ascii_fold(c.trial[0]).replace("-", ""), "-", V(ref.kind, ref.text.replace(" ", "").replace("/", "-"), ref.sub), "-", K("CODE", "V%d" % (i % 5 + 1)), ".xlsx")}
