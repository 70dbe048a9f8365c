"""People, values and the ten document types of corpus BO (written for this corpus): hospital documents that name
SEVERAL people around the patient - a neonatal transfer sheet (mother and newborn), a twin birth report (mother, J1,
J2, father), a paediatric consultation (parents, school, parental authority), an admission on a third party's request
(SDT: the "tiers demandeur", the legal chronology, the JLD hearing), an admission on the prefect's decision (SDRE:
decree number, the guardian under "tutelle" and the association), a geriatric assessment (person of trust, family
carer, EHPAD, curatelle), a consultation with an interpreter and several named staff, a kidney-transplant record
(donor anonymity), a death and organ-donation record (relatives' testimony) and a social worker's report (family
composition table).

A document is a dict: title, estab (letterhead: name, acronym, service, address, contact, FINESS), staff (named
team), parties [(label, [(caption, run)])] (the identity blocks: patient and the people around), meta [(caption,
run)], sections [(heading, [blocks])], sig, runhead, foot, plan. Blocks: ("kv", [(caption, run)]), ("p", run),
("tab", heads, rows, weights), ("note", stamp run, author run, body run) (a dated entry of a multi-author note).
Runs mix template strings and values (model.V).
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V

SHAPES = ["fiche_transfert_neonatal", "naissance_gemellaire_j1_j2", "consultation_pediatrie_parents",
          "admission_sdt_tiers_demandeur", "sdre_arrete_prefectoral_tutelle", "evaluation_geriatrique_entourage",
          "consultation_avec_interprete", "greffe_renale_donneur_anonyme", "deces_prelevement_organes",
          "rapport_social_composition_familiale"]


def hm(r, lo, hi):
    return "%02dh%02d" % (r.randint(lo, hi), r.randint(0, 59))


class P:
    """A person: names, birth date, contact; its writings are produced by the document context."""

    def __init__(self, r, sex, first, usual, birth=None, bdate=None, sub="proche"):
        self.r, self.sex, self.first, self.usual, self.birth, self.bdate, self.sub = r, sex, first, usual, birth, bdate, sub
        self.mob = None
        self.mail = None

    def civ(self):
        return "Mme" if self.sex == 2 else "M."

    def e(self):
        return "e" if self.sex == 2 else ""

    def NOM(self, caps=True, which="usual"):
        name = self.usual if which == "usual" else self.birth
        sub = "naissance" if which == "birth" and self.sub == "patient" else self.sub
        return V("NOM", ids.caps_name(name) if caps else name, sub)

    def PRE(self):
        return V("PRENOM", self.first, self.sub)

    def name(self, style=0):
        """0 "USUAL First", 1 "First USUAL", 2 "Usual First" (prose), 3 civ + "USUAL née BIRTH First",
        4 "Mme First BIRTH épouse USUAL", 5 "M. USUAL First" (civility)."""
        if style == 0:
            return [self.NOM(), " ", self.PRE()]
        if style == 1:
            return [self.PRE(), " ", self.NOM()]
        if style == 2:
            return [self.NOM(False), " ", self.PRE()]
        if style == 3 and self.birth:
            return [self.civ(), " ", self.NOM(), " née ", self.NOM(True, "birth"), " ", self.PRE()]
        if style == 4 and self.birth:
            return ["Mme ", self.PRE(), " ", self.NOM(True, "birth"), " épouse ", self.NOM()]
        return [self.civ(), " ", self.NOM(), " ", self.PRE()]


class Ctx:
    def __init__(self, i, seed, shape):
        r = self.r = random.Random(seed * 7919 + i * 104729)
        self.i, self.shape, self.si = i, shape, SHAPES.index(shape)
        self.day = datetime.date(2025, r.randint(2, 10), r.randint(3, 22))
        self.names = r.sample(ids.SURNAMES, 20)
        self.fem = list(ids.FIRST_F)
        self.men = list(ids.FIRST_M)
        r.shuffle(self.fem)
        r.shuffle(self.men)
        self.town, self.cp, self.dept = ids.TOWNS[(i * 5 + 1) % len(ids.TOWNS)]
        self.hosp, self.acr = ids.HOSPITALS[i % len(ids.HOSPITALS)]
        self.bw = [(i + k) % 6 for k in range(6)]

    def take_name(self):
        return self.names.pop()

    def first(self, sex):
        return (self.fem if sex == 2 else self.men).pop()

    def person(self, sex, age_lo, age_hi, sub="proche", married=False, usual=None):
        r = self.r
        y = self.day.year - r.randint(age_lo, age_hi)
        bd = datetime.date(y, r.randint(1, 12), r.randint(1, 28))
        birth = self.take_name() if married and sex == 2 else None
        p = P(r, sex, self.first(sex), usual or self.take_name(), birth, bd, sub)
        p.mob = ids.phone(r, True, self.i + len(self.names))
        return p

    def where(self, k=0):
        """A home address: street line and postcode + town (title case or capitals)."""
        r = self.r
        t = ids.TOWNS[(self.i * 3 + 7 * k + 2) % len(ids.TOWNS)]
        st = "%d%s %s" % (r.randint(1, 95), " bis" if (self.i + k) % 5 == 2 else "", ids.STREETS[(self.i + 5 * k) % len(ids.STREETS)])
        return (st, t)

    def addr(self, w, caps=None, sep=", "):
        st, (town, cp, _) = w
        caps = (self.i + len(st)) % 2 if caps is None else caps
        return [V("ADRESSE", st), sep, V("CODE_POSTAL", cp), " ", V("VILLE", town.upper() if caps else town)]

    def dn(self, p, k, sub=""):
        return V("DATE_NAISSANCE", ids.birth_written(p.bdate, self.bw[k % 6]), sub)

    def cday(self, n=0):
        return D(ids.care(self.day + datetime.timedelta(days=n)))

    def ipp(self, prefix=""):
        return V("IPP", prefix + ("40" if not prefix else "25") + ids.digits(self.r, 8 if not prefix else 6))

    def nda(self):
        return V("NDA", ("25" + ids.digits(self.r, 8)) if self.i % 2 else "25-%s" % ids.digits(self.r, 7))

    def nir(self, p, k=0):
        n13 = ids.nir13(self.r, p.sex, p.bdate, self.dept)
        return V("NIR", ids.nir_written(n13, ids.nir_key(n13), self.i + k))

    def doc(self, sex=None, sub="medecin"):
        sex = sex or self.r.choice([1, 2])
        return (self.first(sex), self.take_name(), ids.rpps(self.r), sub)

    def dr(self, d, caps=True, title="Dr "):
        return [title, V("PRENOM", d[0], d[3]), " ", V("NOM", ids.caps_name(d[1]) if caps else d[1], d[3])]

    def nurse(self, sub="soignant"):
        return (self.first(self.r.choice([1, 2, 2])), self.take_name(), ids.adeli(self.r, self.dept), sub)

    def estab(self, name, acr, service, mail_local=None, hosp_kind="etablissement"):
        r = self.r
        st = "%d %s" % (r.randint(1, 40), r.choice(["avenue Pierre Mendès-France", "rue de l'Hôpital",
                                                     "boulevard de Penthièvre", "route de Brest"]))
        tel = ids.phone(r, False, self.i)
        mail = "%s@%s.fr" % (mail_local or "secretariat." + ids.mail_local(service.split()[0]), ids.mail_local(acr).replace(".", "-"))
        return {"name": R(V("ETABLISSEMENT", name, hosp_kind)), "acr": R(V("ETABLISSEMENT", acr, "sigle")),
                "service": service, "addr": [R(V("ADRESSE", st)), R(V("CODE_POSTAL", self.cp), " ", V("VILLE", self.town.upper()))],
                "contact": [R(["Tél. ", "Standard ", "Secrétariat "][self.i % 3], V("TELEPHONE", tel)), R(V("EMAIL", mail))],
                "legal": [R("FINESS ", V("FINESS", ids.finess(r, self.dept)))]}


def staff_line(c, d, role, ident="RPPS"):
    if ident == "ADELI":
        return R(V("PRENOM", d[0], d[3]), " ", V("NOM", ids.caps_name(d[1]), d[3]), " - ", role, " - ADELI ", V("ADELI", d[2]))
    return R(c.dr(d, False), " - ", role, " - RPPS ", V("RPPS", d[2]))


# ------------------------------------------------------------------ 1. neonatal transfer sheet
def sh_transfert(c, r, full, big):
    mere = c.person(2, 22, 41, "patient", married=c.i % 2 == 0)
    pere = c.person(1, 24, 45, "pere", usual=mere.usual if c.i % 2 == 0 else None)
    bsex = r.choice([1, 2])
    bb = P(r, bsex, r.choice(ids.BABY_F if bsex == 2 else ids.BABY_M), pere.usual, None,
           c.day - datetime.timedelta(days=r.randint(2, 6)), "patient")
    bh, bm = r.randint(0, 23), r.randint(0, 59)
    jv = (c.day - bb.bdate).days
    dest, dacr = ids.CHU[c.i % 2]
    ped, sf = c.doc(), c.nurse("sage_femme")
    w = c.where(0)
    c.baby, c.babyh = bb, (bh, bm)
    est = c.estab(c.hosp, c.acr, "Maternité - unité de néonatologie niveau 2A", "maternite")
    staff = [staff_line(c, ped, "pédiatre"), staff_line(c, sf, "sage-femme", "ADELI")]
    ipp_m, ipp_b = c.ipp(), c.ipp("E")
    parties = [("MÈRE", [("Nom d'usage", R(mere.NOM())), ("Nom de naissance", R(mere.NOM(True, "birth" if mere.birth else "usual"))),
                         ("Prénom", R(mere.PRE())), ("Née le", R(c.dn(mere, 0))), ("IPP mère", R(ipp_m)),
                         ("Adresse", c.addr(w)), ("Tél.", R(V("TELEPHONE", mere.mob)))]),
               ("NOUVEAU-NÉ", [("Identité", R("Enfant de Mme ", mere.NOM())), ("Prénom", R(bb.PRE())),
                               ("Né" + bb.e() + " le", R(V("DATE_NAISSANCE", ids.birth_hour(bb.bdate, bh, bm, c.i)))),
                               ("IPP enfant", R(ipp_b)), ("Sexe", R("F" if bsex == 2 else "M")),
                               ("Âge", R(K("AGE", "J%d de vie" % jv)))])]
    if full:
        parties.append(("PÈRE", [("Nom", R(pere.NOM())), ("Prénom", R(pere.PRE())), ("Tél.", R(V("TELEPHONE", pere.mob))),
                                 ("Autorité parentale", R("conjointe (reconnaissance anticipée)"))]))
    meta = [("N° de séjour", R(c.nda())), ("Date du transfert", R(c.cday(0), " à ", K("HORAIRE", hm(r, 0, 23))))]
    s1 = [("kv", [("Terme", R(K("MESURE", "%d SA + %d j" % (r.randint(33, 36), r.randint(0, 6))))),
                  ("Apgar", R(K("SCORE", r.choice(["9/10/10", "7/9/10", "8/9/10"])))),
                  ("Poids de naissance", R(K("MESURE", "%d g" % r.randint(1900, 2700)))),
                  ("Taille / PC", R(K("MESURE", "%d cm" % r.randint(42, 47)), " / ", K("MESURE", "%d cm" % r.randint(30, 33))))]),
          ("p", R("Enfant de Mme ", mere.name(3 if mere.birth else 5), ", ", K("SCORE", "G2P2"),
                  ", né", bb.e(), " par voie basse après rupture prématurée des membranes ; pH artériel au cordon ",
                  K("BIOLOGIE", "7,28"), ", lactates ", K("BIOLOGIE", "3,1 mmol/L"), "."))]
    s2 = [("p", R("Motif : détresse respiratoire transitoire (CIM-10 ", K("CIM10", "P22.1"), ") avec besoin en O2 à ",
                  K("MESURE", "35 %"), " sous CPAP ", K("MESURE", "6 cmH2O"), " ; hypoglycémie à ", K("BIOLOGIE", "1,9 mmol/L"),
                  " (", K("CIM10", "P70.4"), "). Transfert vers ", V("ETABLISSEMENT", dest, "destination"), " (",
                  V("ETABLISSEMENT", dacr, "sigle"), "), réanimation néonatale, par le SMUR pédiatrique."))]
    if full:
        s2.append(("tab", ["Heure", "FC", "SpO2", "FiO2", "Glycémie"],
                   [[[K("HORAIRE", hm(r, 0, 23))], [K("MESURE", "%d/min" % r.randint(130, 170))], [K("MESURE", "%d %%" % r.randint(90, 97))],
                     [K("MESURE", "%d %%" % r.randint(25, 40))], [K("BIOLOGIE", "%d,%d mmol/L" % (r.randint(1, 3), r.randint(0, 9)))]]
                    for _ in range(4 if big else 2)], [1, 1, 1, 1, 1.4]))
    s3 = [("p", R("Vitamine K1 ", K("DOSE", "2 mg"), " per os faite (ATC ", K("ATC", "B02BA01"), "). Mère informée par le pédiatre de garde ; "
                  "le père, ", pere.name(1), ", accompagne l'enfant. Lait maternel tiré à transmettre, chambre ", K("CHAMBRE", "%d" % r.randint(100, 140)), ".")),
          ("kv", [("Sage-femme", R(V("PRENOM", sf[0], sf[3]), " ", V("NOM", ids.caps_name(sf[1]), sf[3]))),
                  ("Contact famille", R(V("TELEPHONE", pere.mob), " (père)"))])]
    sig = [R(c.dr(ped)), R("Pédiatre - RPPS ", V("RPPS", ped[2])), R("le ", c.cday(0))]
    head = R("Enfant de Mme ", mere.NOM(), " - IPP ", V("IPP", ipp_b.text), " - né", bb.e(), " le ",
             V("DATE_NAISSANCE", ids.birth_written(bb.bdate, 0)))
    return dict(title="Fiche de transfert néonatal", estab=est, staff=staff, parties=parties, meta=meta,
                s=[s1, s2, s3], h=("Naissance", "Motif du transfert et surveillance", "Transmissions"), sig=sig, head=head)


# ------------------------------------------------------------------ 2. twin birth
def sh_jumeaux(c, r, full, big):
    mere = c.person(2, 24, 40, "patient", married=True)
    pere = c.person(1, 26, 46, "pere", usual=mere.usual)
    bd = c.day - datetime.timedelta(days=r.randint(1, 3))
    twins = []
    for k in range(2):
        s = r.choice([1, 2])
        t = P(r, s, r.choice(ids.BABY_F if s == 2 else ids.BABY_M), mere.usual, None, bd, "patient")
        twins.append((t, r.randint(0, 22), r.randint(0, 59), c.ipp("E")))
    if twins[1][1] * 60 + twins[1][2] <= twins[0][1] * 60 + twins[0][2]:
        twins[1] = (twins[1][0], twins[0][1] + 1, twins[1][2], twins[1][3])
    ob, ped, sf = c.doc(2), c.doc(), c.nurse("sage_femme")
    est = c.estab(c.hosp, c.acr, "Pôle femme-enfant - salle de naissance", "naissances")
    staff = [staff_line(c, ob, "gynécologue-obstétricien"), staff_line(c, ped, "pédiatre"), staff_line(c, sf, "sage-femme", "ADELI")]
    ipp_m = c.ipp()
    parties = [("MÈRE", [("Identité", R(mere.name(3))), ("Date de naissance", R(c.dn(mere, 1))), ("IPP", R(ipp_m)),
                         ("N° de séjour", R(c.nda())), ("Adresse", c.addr(c.where(0)))])]
    for k, (t, h, m, ip) in enumerate(twins):
        parties.append(("J%d" % (k + 1), [("Identité", R(t.NOM(), " J%d" % (k + 1))), ("Prénom", R(t.PRE())),
                                          ("Naissance", R(V("DATE_NAISSANCE", ids.birth_hour(t.bdate, h, m, c.i + k)))),
                                          ("IPP", R(ip))]))
    meta = [("Accouchement", R("gémellaire, ", K("MESURE", "%d SA + %d j" % (r.randint(34, 37), r.randint(0, 6)))))]
    s1 = [("p", R("Grossesse gémellaire bichoriale biamniotique (CIM-10 ", K("CIM10", "O30.0"), ") chez ", mere.name(4),
                  ", ", K("SCORE", "G1P0"), ", groupe ", K("BIOLOGIE", "A Rh+"), ". Suivi par la sage-femme ",
                  V("PRENOM", sf[0], sf[3]), " ", V("NOM", sf[1], sf[3]), "."))]
    if full:
        s1.append(("kv", [("Père", R(pere.name(0), " - ", V("TELEPHONE", pere.mob))),
                          ("Reconnaissance", R("anticipée, mairie de ", V("VILLE", c.where(0)[1][0])))]))
    rows = []
    for k, (t, h, m, ip) in enumerate(twins):
        rows.append([["J%d " % (k + 1), t.PRE()], [K("HORAIRE", "%02dh%02d" % (h, m))], [K("MESURE", "%d g" % r.randint(1900, 2900))],
                     [K("MESURE", "%d cm" % r.randint(42, 48))], [K("SCORE", r.choice(["9/10/10", "8/10/10", "6/8/10"]))]])
    s2 = [("tab", ["Enfant", "Heure", "Poids", "Taille", "Apgar 1/5/10"], rows, [2, 1, 1, 1, 1.4]),
          ("p", R("Voie basse pour J1, version par manœuvre interne pour J2 (CCAM ", K("CCAM", "JQGD012"), "), délivrance dirigée, "
                  "pertes ", K("MESURE", "450 mL"), ". Oxytocine ", K("DOSE", "5 UI"), " (ATC ", K("ATC", "H01BB02"), ")."))]
    s3 = [("p", R("J1 et J2 en suites de couches avec leur mère, chambre ", K("CHAMBRE", "%d" % r.randint(200, 240)),
                  ". Examen du pédiatre à J1 de vie sans particularité. Test de Guthrie prévu à ", K("AGE", "J3 de vie"), "."))]
    if big:
        s3.append(("kv", [("Contact", R(mere.name(0), " - ", V("TELEPHONE", mere.mob))),
                          ("Sortie prévue", R(c.cday(3)))]))
    sig = [R(c.dr(ob)), R("RPPS ", V("RPPS", ob[2])), R(c.dr(ped, False), " (pédiatre)")]
    head = R(mere.NOM(), " ", mere.PRE(), " - IPP ", V("IPP", ipp_m.text), " - naissance gémellaire")
    return dict(title="Compte rendu de naissance gémellaire", estab=est, staff=staff, parties=parties, meta=meta,
                s=[s1, s2, s3], h=("Grossesse", "Accouchement et nouveau-nés", "Suites"), sig=sig, head=head)


# ------------------------------------------------------------------ 3. paediatric consultation
def sh_pediatrie(c, r, full, big):
    s = r.choice([1, 2])
    months = r.choice([3, 7, 18, 30, 50, 80])
    pere = c.person(1, 28, 45, "pere")
    mere = c.person(2, 26, 42, "mere", married=False)
    kid = P(r, s, r.choice(ids.BABY_F if s == 2 else ids.BABY_M), pere.usual, None,
            c.day - datetime.timedelta(days=months * 30 + r.randint(0, 20)), "patient")
    age = ("%d mois" % months) if months < 24 else ("%d ans" % (months // 12))
    mere.mail = "%s@%s" % (ids.mail_local(mere.first, mere.usual), r.choice(["gmail.com", "laposte.net", "free.fr"]))
    ped = c.doc()
    est = c.estab(c.hosp, c.acr, "Pédiatrie - consultations externes", "pediatrie")
    school = ids.SCHOOLS[c.i % len(ids.SCHOOLS)] if months >= 24 else ids.SCHOOLS[2 + (c.i % 2) * 2]
    amat = c.person(2, 35, 60, "assistante_maternelle")
    sep = c.i % 2 == 1
    ipp = c.ipp()
    parties = [("ENFANT", [("Nom", R(kid.NOM())), ("Prénom", R(kid.PRE())), ("Né" + kid.e() + " le", R(c.dn(kid, 0))),
                           ("Âge", R(K("AGE", age))), ("IPP", R(ipp))]),
               ("MÈRE", [("Nom Prénom", R(mere.name(0))), ("Tél.", R(V("TELEPHONE", mere.mob))),
                         ("Courriel", R(V("EMAIL", mere.mail)))]),
               ("PÈRE", [("Nom Prénom", R(pere.name(0))), ("Tél.", R(V("TELEPHONE", pere.mob)))])]
    if full:
        parties[1][1].append(("Adresse", c.addr(c.where(0))))
        if sep:
            parties[2][1].append(("Adresse", c.addr(c.where(1))))
    meta = [("Consultation du", R(c.cday(0), " à ", K("HORAIRE", hm(r, 8, 17)))), ("N° de venue", R(c.nda()))]
    s1 = [("kv", [("Autorité parentale", R("exercée conjointement" + (" - parents séparés, résidence alternée" if sep else ""))),
                  ("Mode de garde" if months < 36 else "Scolarité", R(V("ETABLISSEMENT", school[0].upper() + school[1:], "ecole"), ", ",
                                                                     V("VILLE", c.where(0)[1][0])))])]
    if months < 36:
        s1[0][1].append(("Assistante maternelle", R(amat.name(5), " - ", V("TELEPHONE", amat.mob))))
    s1.append(("p", R(kid.PRE(), " ", kid.NOM(False), ", ", K("AGE", age), ", est accompagné", kid.e(), " de sa mère, ",
                      mere.name(1), ", pour des bronchiolites à répétition.")))
    s2 = [("kv", [("Poids", R(K("MESURE", "%d,%d kg" % (r.randint(5, 22), r.randint(0, 9))))),
                  ("Taille", R(K("MESURE", "%d cm" % r.randint(60, 120)))), ("Température", R(K("MESURE", "37,%d °C" % r.randint(0, 9))))]),
          ("p", R("Wheezing récidivant (CIM-10 ", K("CIM10", "R06.2"), "), pas de signe de gravité. Salbutamol ",
                  K("DOSE", "100 µg"), " 2 bouffées x 4/j (ATC ", K("ATC", "R03AC02"), ") avec chambre d'inhalation."))]
    if full:
        s2.append(("tab", ["Vaccin", "Date", "Lot"],
                   [[["Hexavalent"], [c.cday(-60)], [K("LOT", "A%s" % ids.digits(r, 5))]],
                    [["Pneumocoque 13v"], [c.cday(-60)], [K("LOT", "P%s" % ids.digits(r, 5))]],
                    [["Méningocoque C"], [c.cday(-30)], [K("LOT", "M%s" % ids.digits(r, 5))]]], [2, 1.5, 1.5]))
    s3 = [("p", R("Courrier remis aux deux parents. Revoir dans ", K("MESURE", "3 semaines"), " ; en cas d'aggravation, "
                  "consulter le pédiatre de garde aux urgences pédiatriques (poste ", K("CODE", "4512"), ")."))]
    if big:
        s3.append(("p", R("Copie : médecin de PMI et ", pere.name(5), " (père), à sa demande, au titre de l'autorité parentale.")))
    sig = [R(c.dr(ped)), R("Pédiatre - RPPS ", V("RPPS", ped[2]))]
    head = R(kid.NOM(), " ", kid.PRE(), " - ", c.dn(kid, 3), " - IPP ", V("IPP", ipp.text))
    return dict(title="Consultation de pédiatrie", estab=est, staff=[staff_line(c, ped, "pédiatre")], parties=parties,
                meta=meta, s=[s1, s2, s3], h=("Famille et autorité parentale", "Examen", "Conduite à tenir"), sig=sig, head=head)


# ------------------------------------------------------------------ 4. admission on a third party's request (SDT)
def sh_sdt(c, r, full, big):
    pat = c.person(r.choice([1, 2]), 19, 60, "patient", married=False)
    tiers = c.person(2 if pat.sex == 1 else 1, 40, 75, "tiers", married=c.i % 2 == 0)
    if tiers.birth is None:
        tiers.usual = pat.usual
    lien = ["mère", "père", "épouse", "frère", "sœur"][c.i % 5] if tiers.sex == 2 else ["père", "frère", "époux"][c.i % 3]
    psy, psy2, ide = c.doc(), c.doc(), c.nurse()
    judge = (c.first(r.choice([1, 2])), c.take_name(), None, "juge")
    avocat = (c.first(r.choice([1, 2])), c.take_name(), None, "avocat")
    est = c.estab(*ids.PSY[c.i % 2], "Pôle de psychiatrie adulte - unité d'admission", "admissions.psy")
    staff = [staff_line(c, psy, "psychiatre"), staff_line(c, psy2, "psychiatre"), staff_line(c, ide, "IDE", "ADELI")]
    ipp = c.ipp()
    court = ids.COURTS[c.i % 4]
    rg = "%s/%05d" % (c.day.strftime("%y"), r.randint(1, 9999))
    portalis = "N° Portalis %s-W-B7J-%s" % (r.choice(["DBYU", "DBWQ", "CBXR"]), "".join(r.choice("BCDFGHJKLMNPQRSTVWXZ") for _ in range(4)))
    w1, w2 = c.where(0), c.where(1)
    parties = [("PATIENT(E)", [("Nom", R(pat.NOM())), ("Prénom(s)", R(pat.PRE())), ("Né" + pat.e() + " le", R(c.dn(pat, 0))),
                               ("IPP", R(ipp)), ("Domicile", c.addr(w1))]),
               ("TIERS DEMANDEUR", [("Identité", R(tiers.name(3 if tiers.birth else 5))), ("Né" + tiers.e() + " le", R(c.dn(tiers, 1))),
                                    ("Lien avec le patient", R(lien)), ("Adresse", c.addr(w2)),
                                    ("Téléphone", R(V("TELEPHONE", tiers.mob)))])]
    meta = [("Mesure", R("soins psychiatriques à la demande d'un tiers - ", K("LOI", "article L3212-1 du CSP"))),
            ("N° de séjour", R(c.nda()))]
    s1 = [("p", R("Je soussigné", "e" if psy[0] in ids.FIRST_F else "", ", ", c.dr(psy), ", psychiatre, certifie avoir examiné ce jour ",
                  pat.name(5), ", né", pat.e(), " le ", c.dn(pat, 2), ", dont les troubles mentaux rendent impossible son consentement "
                  "et dont l'état impose des soins immédiats assortis d'une surveillance constante (", K("CIM10", "F23.1"), ").")),
          ("p", R("La demande est présentée par ", tiers.name(1), ", ", lien, " du patient, demeurant ", c.addr(w2), "."))]
    rows = [[[c.cday(0), " ", K("HORAIRE", hm(r, 0, 23))], ["Décision d'admission du directeur (", K("LOI", "art. L3212-1 II 1°"), ")"]],
            [[c.cday(1)], ["Certificat des 24 heures - ", c.dr(psy2)]],
            [[c.cday(3)], ["Certificat des 72 heures ; avis motivé (", K("LOI", "art. L3211-2-2"), ")"]],
            [[c.cday(6)], ["Saisine du juge des libertés et de la détention (JLD), ", K("ORGANISME_PUBLIC", court)]],
            [[c.cday(11), " ", K("HORAIRE", "%02dh%02d" % (r.randint(9, 15), r.choice([0, 15, 30, 45])))],
             ["Audience du JLD ", V("PRENOM", judge[0], "juge"), " ", V("NOM", ids.caps_name(judge[1]), "juge"), " - N° RG ",
              V("IDENTIFIANT", rg, "NUM_RG"), ", salle d'audience de l'établissement ; avocat : Me ",
              V("NOM", judge and ids.caps_name(avocat[1]), "avocat")]]]
    if full:
        rows.append([[c.cday(12)], ["Ordonnance de maintien des soins - ", V("IDENTIFIANT", portalis, "NUM_PORTALIS")]])
    s2 = [("tab", ["Date / heure", "Étape de la mesure"], rows, [1.4, 4.6])]
    s3 = [("p", R("Traitement : olanzapine ", K("DOSE", "10 mg"), " (ATC ", K("ATC", "N05AH03"), "), chambre ", K("CHAMBRE", "A-%d" % r.randint(1, 20)),
                  ". Le tiers a été informé de ses droits et de la possibilité de demander la levée (", K("LOI", "art. L3212-9"), ")."))]
    if big:
        s3.append(("kv", [("IDE référent", R(V("PRENOM", ide[0], ide[3]), " ", V("NOM", ids.caps_name(ide[1]), ide[3]))),
                          ("Contact du tiers", R(V("TELEPHONE", tiers.mob))),
                          ("Avocat", R("Me ", V("PRENOM", avocat[0], "avocat"), " ", V("NOM", avocat[1], "avocat"), ", barreau de ",
                                       V("VILLE", c.town)))]))
    sig = [R(c.dr(psy)), R("Psychiatre - RPPS ", V("RPPS", psy[2])), R("Fait à ", V("VILLE", c.town), ", le ", c.cday(0))]
    head = R(pat.NOM(), " ", pat.PRE(), " - IPP ", V("IPP", ipp.text), " - SDT")
    return dict(title="Certificat médical d'admission en soins psychiatriques à la demande d'un tiers", estab=est, staff=staff,
                parties=parties, meta=meta, s=[s1, s2, s3], h=("Certificat", "Chronologie de la mesure", "Suite"), sig=sig, head=head)


# ------------------------------------------------------------------ 5. SDRE, prefect's decree, guardian under tutelle
def sh_sdre(c, r, full, big):
    pat = c.person(r.choice([1, 2]), 25, 65, "patient", married=False)
    nick = ids.NICKS[c.i % len(ids.NICKS)]
    mj = c.person(r.choice([1, 2]), 30, 60, "mandataire")
    assoc = ids.TUTELLE[c.i % len(ids.TUTELLE)]
    psy = c.doc()
    est = c.estab(*ids.PSY[(c.i + 1) % 2], "Unité de soins intensifs psychiatriques (USIP)", "usip")
    arr = "%s-PSY-%04d" % (c.day.year, r.randint(1, 2999))
    pref = ids.PREFS[c.i % 4]
    rg = "%s/%05d" % (c.day.strftime("%y"), r.randint(1, 9999))
    ipp = c.ipp()
    parties = [("PATIENT(E)", [("Identité", R(pat.NOM(), " ", pat.PRE(), " dit", pat.e(), " « ", V("PRENOM", nick, "surnom"), " »")),
                               ("Date de naissance", R(c.dn(pat, 0))), ("IPP", R(ipp)), ("NIR", R(c.nir(pat))),
                               ("Adresse", c.addr(c.where(0)))]),
               ("MESURE DE PROTECTION", [("Régime", R("tutelle (jugement du ", c.cday(-400), ")")),
                                         ("Mandataire judiciaire", R(mj.name(5))),
                                         ("Service / association", R(V("ORGANISME", assoc, "association_tutelle"))),
                                         ("Téléphone", R(V("TELEPHONE", mj.mob)))])]
    meta = [("Arrêté préfectoral n°", R(V("IDENTIFIANT", arr, "NUM_ARRETE"))), ("Autorité", R(K("ORGANISME_PUBLIC", pref)))]
    s1 = [("p", R("Admission en soins psychiatriques sur décision du représentant de l'État (", K("LOI", "article L3213-1 du CSP"),
                  ") par arrêté n° ", V("IDENTIFIANT", arr, "NUM_ARRETE"), " du ", c.cday(0), ", après un certificat du ",
                  c.dr(psy), " constatant des troubles compromettant la sûreté des personnes (", K("CIM10", "F20.0"), ")."))]
    if full:
        s1.append(("p", R("Le mandataire, ", mj.name(1), " (", V("ORGANISME", assoc, "association_tutelle"), "), a été informé le ",
                          c.cday(0), " par téléphone ; copie des décisions adressée au ", K("ORGANISME_PUBLIC", ids.COURTS[c.i % 4]), ".")))
    rows = [[[c.cday(0)], ["Arrêté d'admission"], [K("LOI", "L3213-1")]],
            [[c.cday(1)], ["Certificat des 24 heures"], [K("LOI", "L3211-2-2")]],
            [[c.cday(3)], ["Certificat des 72 heures ; arrêté de maintien"], [K("LOI", "L3213-1 II")]],
            [[c.cday(10)], ["Audience JLD - N° RG ", V("IDENTIFIANT", rg, "NUM_RG")], [K("LOI", "L3211-12-1")]]]
    s2 = [("tab", ["Date", "Acte", "Fondement"], rows[: 4 if full else 3], [1.3, 3.6, 1.3])]
    s3 = [("p", R("Isolement du ", c.cday(0), " ", K("HORAIRE", hm(r, 10, 23)), " au ", c.cday(1), " (", K("LOI", "art. L3222-5-1"),
                  ") ; loxapine ", K("DOSE", "50 mg"), " IM (ATC ", K("ATC", "N05AH01"), "). Le préfet est avisé de toute sortie."))]
    if big:
        s3.append(("kv", [("Avis transmis", R("au mandataire ", mj.name(0), " et à la famille")),
                          ("Psychiatre", R(c.dr(psy, False), " - RPPS ", V("RPPS", psy[2])))]))
    sig = [R(c.dr(psy)), R("Psychiatre"), R("le ", c.cday(0))]
    head = R(pat.NOM(), " ", pat.PRE(), " - ", c.dn(pat, 4), " - SDRE")
    return dict(title="Soins psychiatriques sur décision du représentant de l'État", estab=est,
                staff=[staff_line(c, psy, "psychiatre")], parties=parties, meta=meta, s=[s1, s2, s3],
                h=("Décision", "Chronologie légale", "Mesures et information"), sig=sig, head=head)


# ------------------------------------------------------------------ 6. geriatric assessment
def sh_geriatrie(c, r, full, big):
    pat = c.person(2, 82, 95, "patient", married=True)
    trust = c.person(2, 50, 65, "personne_confiance", married=c.i % 2 == 1)
    aid = c.person(1, 55, 70, "aidant")
    cur = c.person(r.choice([1, 2]), 30, 60, "mandataire")
    eh = ids.EHPADS[c.i % len(ids.EHPADS)]
    ger, ide = c.doc(), c.nurse()
    est = c.estab(c.hosp, c.acr, "Court séjour gériatrique - équipe mobile de gériatrie", "geriatrie")
    ipp = c.ipp()
    parties = [("PATIENTE", [("Identité", R(pat.name(3))), ("Née le", R(c.dn(pat, 0))), ("IPP", R(ipp)),
                             ("Lieu de vie", R(V("ETABLISSEMENT", eh, "ehpad"), ", chambre ", K("CHAMBRE", "%d" % r.randint(1, 60))))]),
               ("PERSONNE DE CONFIANCE", [("Nom", R(trust.name(4 if trust.birth else 0))), ("Lien", R("fille")),
                                          ("Portable", R(V("TELEPHONE", trust.mob)))])]
    if full:
        parties.append(("AIDANT / PROTECTION", [("Aidant principal", R(aid.name(5), " (gendre)")), ("Tél.", R(V("TELEPHONE", aid.mob))),
                                                ("Curatelle renforcée", R(cur.name(1), " - ", V("ORGANISME", ids.TUTELLE[(c.i + 1) % 4], "association_tutelle")))]))
    meta = [("Évaluation du", R(c.cday(0))), ("N° de séjour", R(c.nda()))]
    s1 = [("tab", ["Échelle", "Résultat"], [[["MMSE"], [K("SCORE", "%d/30" % r.randint(12, 24))]], [["GIR (AGGIR)"], [K("SCORE", "GIR %d" % r.randint(2, 4))]],
                                           [["ADL de Katz"], [K("SCORE", "%d/6" % r.randint(2, 5))]], [["MNA"], [K("SCORE", "%d,5/30" % r.randint(14, 22))]]], [3, 2]),
          ("p", R("Chutes répétées (", K("CIM10", "R29.6"), ") chez ", pat.name(2), ", ", K("AGE", "%d ans" % ids.age_at(pat.bdate, c.day)),
                  ", veuve, accompagnée de sa fille ", trust.name(1), ", personne de confiance désignée par écrit."))]
    s2 = [("p", R("Aidant : ", aid.name(1), " passe chaque jour ; épuisement signalé (Zarit ", K("SCORE", "48/88"), "). Plan : "
                  "kinésithérapie, révision de l'ordonnance, arrêt du zolpidem (ATC ", K("ATC", "N05CF02"), ")."))]
    if full:
        s2.append(("kv", [("Directives anticipées", R("rédigées, copie détenue par la personne de confiance")),
                          ("Médecin coordonnateur de l'EHPAD", R(c.dr(c.doc()), " - ", V("ETABLISSEMENT", eh, "ehpad")))]))
    s3 = [("p", R("Synthèse transmise à l'EHPAD et à la personne de confiance (", V("TELEPHONE", trust.mob), "). Le gériatre de garde "
                  "reste joignable au poste ", K("CODE", "2214"), "."))]
    sig = [R(c.dr(ger)), R("Gériatre - RPPS ", V("RPPS", ger[2])), R(V("PRENOM", ide[0], ide[3]), " ", V("NOM", ide[1], ide[3]), ", IDE - ADELI ",
                                                                    V("ADELI", ide[2]))]
    head = R(pat.NOM(), " née ", pat.NOM(True, "birth"), " ", pat.PRE(), " - IPP ", V("IPP", ipp.text))
    return dict(title="Évaluation gériatrique standardisée", estab=est, staff=[staff_line(c, ger, "gériatre"), staff_line(c, ide, "IDE", "ADELI")],
                parties=parties, meta=meta, s=[s1, s2, s3], h=("Évaluation", "Entourage et plan d'aide", "Transmission"), sig=sig, head=head)


# ------------------------------------------------------------------ 7. consultation with an interpreter, several authors
def sh_interprete(c, r, full, big):
    pat = c.person(r.choice([1, 2]), 20, 55, "patient", married=False)
    itp = c.person(r.choice([1, 2]), 30, 60, "interprete")
    lang = ids.LANGS[c.i % len(ids.LANGS)]
    org = ids.INTERP[c.i % 3]
    med, ide, psy = c.doc(), c.nurse(), c.nurse("psychologue")
    as_ = c.nurse("assistante_sociale")
    est = c.estab(c.hosp, c.acr, "Permanence d'accès aux soins de santé (PASS)", "pass")
    ipp = c.ipp()
    parties = [("PATIENT(E)", [("Nom", R(pat.NOM())), ("Prénom", R(pat.PRE())), ("Né" + pat.e() + " le", R(c.dn(pat, 0))),
                               ("IPP", R(ipp)), ("Langue", R(lang)), ("Hébergement", c.addr(c.where(0)))]),
               ("INTERPRÈTE", [("Nom", R(itp.name(5))), ("Organisme", R(V("ORGANISME", org, "interpretariat"))),
                               ("Tél.", R(V("TELEPHONE", itp.mob)))])]
    meta = [("Consultation du", R(c.cday(0))), ("N° de venue", R(c.nda()))]
    t = [hm(r, 9, 9), hm(r, 10, 10), hm(r, 11, 11), hm(r, 14, 14)]
    notes = [("note", R(c.cday(0), " ", K("HORAIRE", t[0])), R(V("PRENOM", ide[0], ide[3]), " ", V("NOM", ids.caps_name(ide[1]), ide[3]), " (IDE)"),
              R("Accueil en présence de l'interprète ", itp.name(5), " (", V("ORGANISME", org, "interpretariat"), ", ", lang,
                "). TA ", K("MESURE", "132/84 mmHg"), ", T ", K("MESURE", "38,2 °C"), ".")),
             ("note", R(c.cday(0), " ", K("HORAIRE", t[1])), R(c.dr(med), " (médecin)"),
              R("Toux depuis ", K("MESURE", "3 semaines"), ", sueurs nocturnes. Radiographie de thorax (CCAM ", K("CCAM", "ZBQK002"),
                "), recherche de BK (", K("CIM10", "A15.0"), " à éliminer). Entretien traduit par ", itp.name(1), "."))]
    if full:
        notes.append(("note", R(c.cday(0), " ", K("HORAIRE", t[2])), R(V("PRENOM", psy[0], psy[3]), " ", V("NOM", ids.caps_name(psy[1]), psy[3]), " (psychologue)"),
                      R("Entretien avec l'interprète ; troubles du sommeil, reviviscences (", K("CIM10", "F43.1"), ").")))
    notes.append(("note", R(c.cday(0), " ", K("HORAIRE", t[3])), R(V("PRENOM", as_[0], as_[3]), " ", V("NOM", ids.caps_name(as_[1]), as_[3]), " (assistante sociale)"),
                  R("Ouverture des droits AME en cours ; hébergement chez un compatriote, ", c.addr(c.where(0)), ".")))
    s2 = [("p", R("Isoniazide ", K("DOSE", "300 mg"), " en attente des résultats (ATC ", K("ATC", "J04AC01"), "). Prochain rendez-vous le ",
                  c.cday(7), " avec le même interprète si possible (", V("TELEPHONE", itp.mob), ")."))]
    s3 = [("p", R("Le consentement a été recueilli après traduction intégrale ; le patient a reçu le livret d'accueil en ", lang, "."))]
    if big:
        s3.append(("kv", [("Médecin", R(c.dr(med, False), " - RPPS ", V("RPPS", med[2]))), ("IDE", R(V("ADELI", ide[2]), " (ADELI)"))]))
    sig = [R(c.dr(med)), R("Médecin de la PASS - RPPS ", V("RPPS", med[2]))]
    head = R(pat.NOM(), " ", pat.PRE(), " - ", c.dn(pat, 2), " - PASS")
    return dict(title="Consultation pluriprofessionnelle avec interprète", estab=est,
                staff=[staff_line(c, med, "médecin"), staff_line(c, ide, "IDE", "ADELI"), staff_line(c, as_, "assistante sociale", "ADELI")],
                parties=parties, meta=meta, s=[notes, s2, s3], h=("Observations successives", "Conduite à tenir", "Information"),
                sig=sig, head=head)


# ------------------------------------------------------------------ 8. kidney transplant, donor anonymity
def sh_greffe(c, r, full, big):
    pat = c.person(r.choice([1, 2]), 35, 68, "patient", married=r.random() < 0.5)
    conj = c.person(2 if pat.sex == 1 else 1, 35, 70, "proche", usual=pat.usual)
    chir, neph, coord = c.doc(), c.doc(), c.nurse("coordination")
    dest, dacr = ids.CHU[c.i % 2]
    est = c.estab(dest, dacr, "Service de transplantation rénale", "transplantation")
    ipp = c.ipp()
    cristal_r = "R%s" % ids.digits(r, 8)
    cristal_d = "%s-%s" % (c.day.strftime("%y"), ids.digits(r, 6))
    parties = [("RECEVEUR", [("Nom", R(pat.NOM())), ("Prénom", R(pat.PRE())), ("Date de naissance", R(c.dn(pat, 0))),
                             ("IPP", R(ipp)), ("N° CRISTAL receveur", R(V("IDENTIFIANT", cristal_r, "NUM_CRISTAL"))),
                             ("NIR", R(c.nir(pat, 1)))]),
               ("DONNEUR", [("Identité", R("anonyme (", K("LOI", "art. L1211-5 du CSP"), ")")), ("Type", R("donneur décédé en mort encéphalique")),
                            ("N° de don (traçabilité)", R(V("IDENTIFIANT", cristal_d, "NUM_DON"))),
                            ("Groupe / HLA", R(K("BIOLOGIE", "O Rh+"), " - ", K("BIOLOGIE", "A2 B44 DR7")))])]
    if full:
        parties.append(("PERSONNE À PRÉVENIR", [("Nom", R(conj.name(5))), ("Lien", R("conjoint" if conj.sex == 1 else "conjointe")),
                                                ("Tél.", R(V("TELEPHONE", conj.mob))), ("Adresse", c.addr(c.where(0)))]))
    meta = [("Greffe du", R(c.cday(0), " à ", K("HORAIRE", hm(r, 0, 23)))), ("N° de séjour", R(c.nda()))]
    s1 = [("p", R("Transplantation rénale droite en fosse iliaque (CCAM ", K("CCAM", "JAEA003"), ") chez ", pat.name(5),
                  ", insuffisance rénale chronique terminale (", K("CIM10", "N18.5"), ") en hémodialyse depuis ", K("MESURE", "4 ans"),
                  ". Ischémie froide ", K("MESURE", "14 h 20"), ", cross-match négatif."))]
    s2 = [("tab", ["Jour", "Créatinine", "Diurèse", "Tacrolimus"],
           [[[c.cday(k)], [K("BIOLOGIE", "%d µmol/L" % (900 - 150 * k))], [K("MESURE", "%d mL" % (800 + 400 * k))], [K("BIOLOGIE", "%d,%d ng/mL" % (r.randint(6, 12), r.randint(0, 9)))]]
            for k in range(1, 6 if full else 3)], [1.2, 1.2, 1.2, 1.2])]
    s3 = [("p", R("Aucune information permettant d'identifier le donneur ne figure au dossier ; la famille du donneur n'est pas informée "
                  "de l'identité du receveur. Coordination hospitalière : ", V("PRENOM", coord[0], coord[3]), " ", V("NOM", ids.caps_name(coord[1]), coord[3]),
                  ", IDE coordinatrice (", K("ORGANISME_PUBLIC", "Agence de la biomédecine"), ")."))]
    if big:
        s3.append(("kv", [("Néphrologue référent", R(c.dr(neph), " - RPPS ", V("RPPS", neph[2]))),
                          ("Traitement", R("tacrolimus, mycophénolate (ATC ", K("ATC", "L04AA06"), "), prednisone"))]))
    sig = [R(c.dr(chir)), R("Chirurgien - RPPS ", V("RPPS", chir[2]))]
    head = R(pat.NOM(), " ", pat.PRE(), " - IPP ", V("IPP", ipp.text), " - CRISTAL ", V("IDENTIFIANT", cristal_r, "NUM_CRISTAL"))
    return dict(title="Compte rendu de transplantation rénale", estab=est, staff=[staff_line(c, chir, "chirurgien urologue"),
                staff_line(c, neph, "néphrologue")], parties=parties, meta=meta, s=[s1, s2, s3],
                h=("Intervention", "Suites immédiates", "Anonymat et coordination"), sig=sig, head=head)


# ------------------------------------------------------------------ 9. death and organ donation
def sh_deces(c, r, full, big):
    pat = c.person(1 if c.i % 2 else 2, 30, 75, "patient", married=c.i % 2 == 0)
    sp = c.person(2 if pat.sex == 1 else 1, 30, 75, "proche", usual=pat.usual)
    son = c.person(1, 20, 45, "proche", usual=pat.usual)
    rea, rea2, coord = c.doc(), c.doc(), c.nurse("coordination")
    est = c.estab(c.hosp, c.acr, "Réanimation polyvalente - coordination hospitalière des prélèvements", "coordination")
    ipp = c.ipp()
    parties = [("DÉFUNT(E)", [("Identité", R(pat.name(3 if pat.birth else 5))), ("Né" + pat.e() + " le", R(c.dn(pat, 0))),
                              ("IPP", R(ipp)), ("Domicile", c.addr(c.where(0)))]),
               ("PROCHES RENCONTRÉS", [("Épou" + ("x" if sp.sex == 1 else "se"), R(sp.name(1), " - ", V("TELEPHONE", sp.mob))),
                                       ("Fils", R(son.name(1), " - ", V("TELEPHONE", son.mob)))])]
    meta = [("Décès constaté le", R(c.cday(0), " à ", K("HORAIRE", hm(r, 0, 23)))), ("N° de séjour", R(c.nda()))]
    s1 = [("tab", ["Examen", "Date / heure", "Résultat"],
           [[["EEG n° 1 (30 min)"], [c.cday(0), " ", K("HORAIRE", hm(r, 0, 11))], ["tracé nul aréactif"]],
            [["EEG n° 2 (4 h plus tard)"], [c.cday(0), " ", K("HORAIRE", hm(r, 12, 23))], ["tracé nul aréactif"]]], [2, 1.6, 2]),
          ("p", R("Mort encéphalique constatée (", K("LOI", "art. R1232-1 du CSP"), ") par ", c.dr(rea), " et ", c.dr(rea2),
                  ". Cause : hémorragie méningée (", K("CIM10", "I60.9"), ")."))]
    s2 = [("p", R("Registre national des refus consulté le ", c.cday(0), " : non inscrit", pat.e(), ". Entretien avec ", sp.name(5),
                  ", épou", "x" if sp.sex == 1 else "se", ", et ", son.name(1), ", fils, en présence de l'IDE de coordination ",
                  V("PRENOM", coord[0], coord[3]), " ", V("NOM", ids.caps_name(coord[1]), coord[3]), ".")),
          ("p", R("Témoignage des proches : le défunt ne s'était jamais opposé au don. Prélèvement multi-organes (reins, foie) ; "
                  "les proches sont informés de l'anonymat du don."))]
    if full:
        s2.append(("kv", [("Obstacle médico-légal", R("non - procureur non saisi")), ("Restitution du corps", R("le ", c.cday(1), " à la famille"))]))
    s3 = [("p", R("Famille reçue le ", c.cday(0), " à ", K("HORAIRE", hm(r, 0, 23)), ". Contact ultérieur : ", son.name(0), ", ",
                  V("TELEPHONE", son.mob), "."))]
    if big:
        s3.append(("kv", [("Médecin signataire", R(c.dr(rea, False), " - RPPS ", V("RPPS", rea[2]))),
                          ("IDE coordination", R("ADELI ", V("ADELI", coord[2])))]))
    sig = [R(c.dr(rea)), R("Anesthésiste-réanimateur - RPPS ", V("RPPS", rea[2]))]
    head = R(pat.NOM(), " ", pat.PRE(), " - IPP ", V("IPP", ipp.text), " - décès du ", c.cday(0))
    return dict(title="Procès-verbal de décès et prélèvement d'organes", estab=est,
                staff=[staff_line(c, rea, "réanimateur"), staff_line(c, rea2, "réanimateur"), staff_line(c, coord, "IDE coordination", "ADELI")],
                parties=parties, meta=meta, s=[s1, s2, s3], h=("Constat de mort encéphalique", "Recherche de la non-opposition", "Suite"),
                sig=sig, head=head)


# ------------------------------------------------------------------ 10. social worker's report
def sh_social(c, r, full, big):
    pat = c.person(2, 28, 45, "patient", married=True)
    sp = c.person(1, 28, 50, "proche", usual=pat.usual)
    kids = []
    for k in range(3 if full else 2):
        s = r.choice([1, 2])
        kd = P(r, s, r.choice(ids.BABY_F if s == 2 else ids.BABY_M), pat.usual, None,
               datetime.date(c.day.year - r.randint(2 + 4 * k, 5 + 4 * k), r.randint(1, 12), r.randint(1, 28)), "enfant")
        kids.append(kd)
    as_ = c.nurse("assistante_sociale")
    emp = ids.EMPLOYERS[c.i % len(ids.EMPLOYERS)]
    caf = ids.CAF[c.i % 4]
    est = c.estab(c.hosp, c.acr, "Service social hospitalier", "service.social")
    ipp = c.ipp()
    w = c.where(0)
    parties = [("PATIENTE", [("Identité", R(pat.name(4))), ("Née le", R(c.dn(pat, 0))), ("IPP", R(ipp)),
                             ("Adresse", c.addr(w)), ("Tél.", R(V("TELEPHONE", pat.mob)))])]
    meta = [("Rapport du", R(c.cday(0))), ("Assistante sociale", R(V("PRENOM", as_[0], as_[3]), " ", V("NOM", ids.caps_name(as_[1]), as_[3])))]
    rows = [[["Conjoint"], [sp.NOM(), " ", sp.PRE()], [c.dn(sp, 2)], [V("VILLE", w[1][0])], [V("ETABLISSEMENT", emp, "employeur")]]]
    for k, kd in enumerate(kids):
        age = ids.age_at(kd.bdate, c.day)
        town = ids.TOWNS[(c.i + k + 3) % len(ids.TOWNS)][0] if k == 2 else w[1][0]
        rows.append([["Fils" if kd.sex == 1 else "Fille"], [kd.PRE()], [K("AGE", "%d ans" % age)], [V("VILLE", town)],
                     [V("ETABLISSEMENT", ids.SCHOOLS[(c.i + k) % len(ids.SCHOOLS)].capitalize(), "ecole") if age < 15 else "apprenti"]])
    s1 = [("tab", ["Lien", "Nom / prénom", "Né(e) le / âge", "Ville", "École / employeur"], rows, [1, 1.8, 1.4, 1.4, 2.4])]
    s2 = [("kv", [("Ressources", R("salaire du conjoint (", K("MONTANT", "1 480 €"), "), allocations familiales")),
                  ("N° allocataire", R(V("IDENTIFIANT", ids.digits(r, 7), "NUM_ALLOCATAIRE"), " - ", K("ORGANISME_PUBLIC", caf))),
                  ("Mutuelle", R(V("ORGANISME", ids.INSURERS[c.i % 4], "mutuelle"), " - N° adhérent ", V("NUM_ADHERENT", ids.digits(r, 9))))]),
          ("p", R("Mme ", pat.NOM(False), " est hospitalisée pour une décompensation d'un diabète (", K("CIM10", "E10.1"), "). ",
                  "Son époux, ", sp.name(1), ", employé chez ", V("ETABLISSEMENT", emp, "employeur"), ", travaille de nuit ; la garde des enfants est assurée "
                  "par la grand-mère à ", V("VILLE", w[1][0]), "."))]
    if full:
        s2.append(("p", R("Dossier MDPH déposé le ", c.cday(-30), " pour ", kids[0].PRE(), " (AEEH). Aide-ménagère : ", K("MESURE", "6 h"),
                          " par semaine.")))
    s3 = [("p", R("Orientation : soutien à la parentalité (PMI) et aide à domicile ; accord de Mme ", pat.NOM(False), " recueilli le ",
                  c.cday(0), ". Rapport transmis au médecin du service."))]
    if big:
        s3.append(("kv", [("Contact", R(V("PRENOM", as_[0], as_[3]), " ", V("NOM", ids.caps_name(as_[1]), as_[3]), " - poste ", K("CODE", "3318"))),
                          ("Conjoint", R(V("TELEPHONE", sp.mob)))]))
    sig = [R(V("PRENOM", as_[0], as_[3]), " ", V("NOM", ids.caps_name(as_[1]), as_[3])), R("Assistante sociale - ADELI ", V("ADELI", as_[2]))]
    head = R(pat.NOM(), " ", pat.PRE(), " - née le ", c.dn(pat, 1), " - IPP ", V("IPP", ipp.text))
    return dict(title="Rapport social - évaluation de la situation familiale", estab=est, staff=[staff_line(c, as_, "assistante sociale", "ADELI")],
                parties=parties, meta=meta, s=[s1, s2, s3], h=("Composition familiale", "Situation et ressources", "Orientation"),
                sig=sig, head=head)


SHAPE_FUN = dict(zip(SHAPES, [sh_transfert, sh_jumeaux, sh_pediatrie, sh_sdt, sh_sdre, sh_geriatrie, sh_interprete,
                              sh_greffe, sh_deces, sh_social]))


def make_doc(i, seed, shape, npl):
    c = Ctx(i, seed, shape)
    s = SHAPE_FUN[shape](c, c.r, npl > 1, npl == 3)
    plan = {1: [[0, 1, 2]], 2: [[0, 1], [2]], 3: [[0], [1], [2]]}[npl]
    foot = R(s["estab"]["name"], " (", s["estab"]["acr"], ") - ", s["estab"]["service"])
    return {"title": s["title"], "num": i + 1, "shape": shape, "estab": s["estab"], "staff": s["staff"],
            "parties": s["parties"], "meta": s["meta"], "sections": list(zip(s["h"], s["s"])), "sig": s["sig"],
            "runhead": s["head"], "foot": foot, "plan": plan, "npl": npl}
