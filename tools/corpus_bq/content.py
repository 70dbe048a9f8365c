"""People, values and the ten document types of corpus BQ (written for this corpus): documents that carry a patient's
file THROUGH CORRESPONDENCE AND ADMINISTRATION rather than care - a forwarded secure-messaging chain, a fax (cover
sheet, faxed form, transmission report), telephone-message slips, an appointment convocation with its reminder, a
patient-portal printout, an "avis des sommes à payer", an ambulance order / run sheet / invoice, a "bulletin de
situation" with attestations, a request for the medical file with its answer, and a complaint / mediation exchange.
This module holds the people and the first five types; content_b.py holds the other five.

A document is a dict: title, estab (letterhead: name, acr, service, addr, tel, contact, legal), parts (1 to 3, each
printed from a new page), runhead, foot, mailbox (the service's mailbox), chrono (the mail registry number), ged_day,
routing (rows of the internal routing slip), form_code. A part is a dict: title, frm / to (None = the establishment,
else {name, lines, mail}), when (date run), place ("Town, le date"), refs [(caption, run)], obj, extra [(caption,
run)], att [runs], blocks, sig [runs]. Blocks: ("h", text), ("p", run), ("list", [runs]), ("kv", [(caption, run)]),
("tab", heads, rows, weights), ("q", depth, header run, [runs]), ("fw", [(caption, run)]), ("chk", [(on, text)]),
("card", title, [(caption, run)], [runs], [(on, text)]). Runs mix template strings and values (model.V).
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V

SHAPES = ["courriel_transfere", "telecopie_smr", "messages_telephoniques", "convocation_rappel", "portail_patient",
          "avis_sommes_a_payer", "transport_sanitaire", "bulletin_situation", "demande_dossier_medical",
          "reclamation_mediation"]


def hm(h, m, sep="h"):
    return K("HORAIRE", "%02d%s%02d" % (h, sep, m))


class Pers:
    """A person: names, birth, NIR, address, phones, e-mail. ``sub`` is the subtype of the name values."""

    def __init__(self, c, sex, lo, hi, sub="patient", married=None, town=None):
        r = c.r
        self.c, self.sex, self.sub = c, sex, sub
        self.first = r.choice(ids.FIRST_F if sex == 2 else ids.FIRST_M)
        self.last = c.take_name()
        married = (r.random() < 0.6) if married is None else married
        self.birth = c.take_name() if (sex == 2 and married) else None
        self.bdate = datetime.date(c.day.year - r.randint(lo, hi), r.randint(1, 12), r.randint(1, 28))
        self.age = ids.age_at(self.bdate, c.day)
        self.town, self.cp, self.dept = town or r.choice(ids.TOWNS)
        self.btown = r.choice(ids.TOWNS)
        self.street = ("%d%s %s" % (r.randint(1, 48), r.choice(["", "", " bis"]), r.choice(ids.STREETS))
                       if r.random() < 0.8 else r.choice(ids.LIEUX))
        self.n13 = ids.nir13(r, sex, self.bdate, self.btown[2])
        self.key = ids.nir_key(self.n13)
        self.mob = ids.phone(r, True, c.i + r.randint(0, 4))
        self.fixe = ids.phone(r, False, c.i + r.randint(0, 4))
        self.remail()

    def remail(self):
        r = self.c.r
        loc = [ids.mail_local(self.first, self.last), ids.mail_local(self.last) + "." + ids.ascii_fold(self.first)[0].lower(),
               ids.mail_local(self.first[0], self.last) + str(r.randint(1, 99))][r.randint(0, 2)]
        self.mail = loc + "@" + r.choice(ids.MAIL_DOMAINS)

    def NOM(self, form="caps"):
        t = {"caps": ids.caps_name(self.last), "title": self.last, "lower": self.last.lower(), "upper": self.last.upper()}[form]
        return V("NOM", t, self.sub)

    def BIRTH(self, form="caps"):
        return V("NOM", ids.caps_name(self.birth) if form == "caps" else self.birth, "naissance" if self.sub == "patient" else self.sub)

    def PRE(self, form="title"):
        t = {"title": self.first, "upper": self.first.upper(), "lower": self.first.lower(), "init": ids.initials(self.first)}[form]
        return V("PRENOM", t, self.sub)

    def civ(self, long=False):
        return ("Madame" if self.sex == 2 else "Monsieur") if long else ("Mme" if self.sex == 2 else "M.")

    def ne(self):
        return "née" if self.sex == 2 else "né"

    def e(self):
        return "e" if self.sex == 2 else ""

    def kin(self, other):
        """How this relative is named beside ``other`` (the patient)."""
        if self.age < other.age - 16:
            return "sa fille" if self.sex == 2 else "son fils"
        return "son épouse" if self.sex == 2 else ("son mari" if other.sex == 2 else "son conjoint")

    def name(self, style):
        """0 "Mme Ginette CHAUMETON", 1 "CHAUMETON Ginette", 2 "Madame CHAUMETON Ginette, née BARBOTIN",
        3 "Ginette Chaumeton", 4 "G. CHAUMETON", 5 "BARBOTIN épouse CHAUMETON Ginette", 6 "chaumeton ginette",
        7 "CHAUMETON GINETTE", 8 "CHAUMETON, Ginette"."""
        if style in (2, 5) and not self.birth:
            style = 1
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()],
                1: lambda: [self.NOM(), " ", self.PRE()],
                2: lambda: [self.civ(True) + " ", self.NOM(), " ", self.PRE(), ", née ", self.BIRTH()],
                3: lambda: [self.PRE(), " ", self.NOM("title")],
                4: lambda: [self.PRE("init"), " ", self.NOM()],
                5: lambda: [self.BIRTH(), " épouse ", self.NOM(), " ", self.PRE()],
                6: lambda: [self.NOM("lower"), " ", self.PRE("lower")],
                7: lambda: [self.NOM("upper"), " ", self.PRE("upper")],
                8: lambda: [self.NOM(), ", ", self.PRE()]}[style]()

    def dn(self, style):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style), "" if self.sub == "patient" else self.sub)

    def nir(self, style):
        return V("NIR", ids.nir_written(self.n13, self.key, style))

    def ADR(self):
        return V("ADRESSE", self.street)

    def CPV(self, caps=True):
        return [V("CODE_POSTAL", self.cp), " ", V("VILLE", self.town.upper() if caps else self.town)]

    def addr_lines(self, caps=True):
        return [R(self.ADR()), R(self.CPV(caps))]

    def addr1(self):
        return [self.ADR(), ", ", *self.CPV(False)]

    def MOB(self):
        return V("TELEPHONE", self.mob)

    def FIXE(self):
        return V("TELEPHONE", self.fixe)

    def MAIL(self):
        return V("EMAIL", self.mail)

    def BTOWN(self):
        return V("VILLE", self.btown[0])

    def age_(self):
        return K("AGE", "%d ans" % self.age)

    def card(self, style=0, mail=True):
        """Sender / addressee block."""
        lines = self.addr_lines(style % 2 == 0)
        lines.append(R("Tél. ", self.MOB()) if style % 3 else R("Tél. : ", self.FIXE(), " / ", self.MOB()))
        return {"name": R(self.name(0 if style % 2 else 1)), "lines": lines, "mail": self.MAIL() if mail else None}


class Doc(Pers):
    """A physician (RPPS) or another professional named in the documents."""

    def __init__(self, c, sub="medecin", mail_dom=None):
        super().__init__(c, c.r.choice([1, 2]), 30, 64, sub, married=False)
        self.rpps = ids.rpps(c.r)
        self.adeli = ids.adeli(c.r, self.dept)
        dom = mail_dom or "medecin.mssante.fr"
        self.mail = ids.mail_local(self.first, self.last) + "@" + dom

    def dr(self, style=0):
        """0 "Dr Jean-Pierre DUFRAISSE", 1 "Dr J.-P. Dufraisse", 2 "Docteur DUFRAISSE", 3 "DUFRAISSE Jean-Pierre",
        4 "Jean-Pierre Dufraisse"."""
        return {0: lambda: ["Dr ", self.PRE(), " ", self.NOM()], 1: lambda: ["Dr ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: ["Docteur ", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: [self.PRE(), " ", self.NOM("title")]}[style]()

    def RPPS(self):
        return V("RPPS", self.rpps)


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 7919 + i * 104729 + 29)
        self.i, self.shape, self.npl = i, shape, npl
        self.day = datetime.date(2025, r.randint(2, 11), r.randint(3, 24))
        self.names = list(ids.SURNAMES)
        r.shuffle(self.names)
        h = ids.HOSPITALS[i % len(ids.HOSPITALS)]
        self.hosp, self.acr, self.dept, self.htown, self.hcp, self.hcedex, self.hstreet, self.hbox = h
        self.dom = ids.ascii_fold(self.acr).lower() + ".mssante.fr"
        self.web = "ch-" + ids.ascii_fold(self.hosp.split(" ")[-1]).lower().replace("'", "") + ".fr"
        self.std = ids.phone(r, False, i % 2, block=ids.FICTION[i % 3])
        young = i % 5 == 0 and shape not in ("demande_dossier_medical", "reclamation_mediation")
        self.pat = Pers(self, 2 if i % 3 else 1, 24, 50) if young else Pers(self, 2 if i % 3 else 1, 58, 93)
        a = self.pat.age
        lo, hi = (a - 6, a + 4) if young else (max(24, a - 38), a - 22)
        self.rel = rel = Pers(self, r.choice([1, 2]), lo, hi, "proche", town=(self.pat.town, self.pat.cp, self.pat.dept))
        pat = self.pat
        while rel.first == pat.first:
            rel.first = r.choice(ids.FIRST_F if rel.sex == 2 else ids.FIRST_M)
        if rel.age < pat.age - 16 and (pat.sex == 1 or pat.birth):  # a child bears the family name (a married daughter as birth name)
            if rel.sex == 2 and rel.birth:
                rel.birth = pat.last
            else:
                rel.last = pat.last
        elif rel.age >= pat.age - 16 and ((pat.sex == 2 and pat.birth and rel.sex == 1) or (pat.sex == 1 and rel.birth)):
            rel.last = pat.last  # spouses share the usual name
        rel.remail()
        self.gp = Doc(self)
        self.ipp = ids.ipp(r, i)
        self.stay = ids.stay(r, i + i // 4, self.day)

    def take_name(self):
        return self.names.pop()

    def staff(self, sub="personnel"):
        s = Pers(self, self.r.choice([1, 2, 2]), 24, 60, sub, married=False)
        s.mail = ids.mail_local(s.first, s.last) + "@" + self.web
        s.adeli = ids.adeli(self.r, self.dept)
        return s

    def cday(self, n=0, style=0):
        return D(ids.care(self.day + datetime.timedelta(days=n), style))

    def mday(self, n, h, m):
        """Mail header date: "ven. 15 août 2025 11:02" (weekday template, date kept, hour kept)."""
        wd, dt = ids.mail_day(self.day + datetime.timedelta(days=n))
        return R(wd + " ", D(dt), " ", hm(h, m, ":"))

    def IPP(self):
        return V("IPP", self.ipp)

    def STAY(self):
        return V("NUM_SEJOUR", self.stay)

    def E(self):
        return V("ETABLISSEMENT", self.hosp, "etablissement")

    def A(self):
        return V("ETABLISSEMENT", self.acr, "sigle")

    def place(self, n=0, style=1):
        return R(V("VILLE", self.htown), ", le ", self.cday(n, style))

    def estab(self, service, box):
        r = self.r
        mail = V("EMAIL", "%s@%s" % (box, self.web))
        return {"name": R(self.E()), "acr": R(self.A()), "service": service,
                "addr": [R(V("ADRESSE", "%d %s" % (r.randint(1, 60), self.hstreet))), R(K("BOITE_POSTALE", self.hbox)),
                         R(V("CODE_POSTAL", self.hcedex), " ", V("VILLE", self.htown.upper()), " CEDEX")],
                "tel": R("Standard : ", V("TELEPHONE", self.std)),
                "contact": [R("Secrétariat : ", V("TELEPHONE", ids.phone(r, False, self.i + 1, block=ids.FICTION[self.i % 3]))), R(mail)],
                "legal": [R("FINESS ", V("FINESS", ids.finess(r, self.dept)))], "mail": mail}

    def other(self, k=0):
        n, a = ids.OTHER_ESTABS[(self.i + k) % len(ids.OTHER_ESTABS)]
        return V("ETABLISSEMENT", n, "etablissement"), V("ETABLISSEMENT", a, "sigle")


def part(title, blocks, **kw):
    p = dict(title=title, frm=None, to=None, when=None, place=None, refs=[], obj=None, extra=[], att=[], sig=[], recv=None)
    p.update(kw)
    p["blocks"] = blocks
    return p


def box(name, lines=(), mail=None):
    return {"name": R(name), "lines": [R(x) for x in lines], "mail": mail}


# ------------------------------------------------------------------ 1. forwarded secure-messaging chain
def sh_mail(c, r):
    p, g, rel = c.pat, c.gp, c.rel
    sec = c.staff()
    sec.mail = ids.mail_local(sec.first, sec.last) + "@" + c.dom
    card = Doc(c, mail_dom=c.dom)
    svc_box = V("EMAIL", "secretariat.cardiologie@" + c.dom)
    rdv = 5 + r.randint(0, 6)
    gp_msg = [R("Chère consœur, cher confrère,"),
              R("Je vous adresse ", p.name(0), ", ", p.ne(), " le ", p.dn(2), " (", p.age_(), "), NIR ", p.nir(0),
                ", demeurant ", *p.addr1(), ", pour avis cardiologique : dyspnée d'effort stade ", K("SCORE", "NYHA II"),
                " depuis trois mois, ECG ci-joint (", K("CIM10", "I44.7"), " bloc de branche gauche non connu)."),
              R("Antécédents : ", K("EPONYME", "maladie de Horton"), " traitée, ", K("EPONYME", "syndrome de Raynaud"), "."),
              R("Traitement : ", K("DOSE", "bisoprolol 2,5 mg"), " le matin, ", K("DOSE", "ramipril 5 mg"), ", ",
                K("DOSE", "atorvastatine 20 mg"), ". Pas d'allergie connue."),
              R("Joignable au ", p.MOB(), " ou par l'intermédiaire de ", rel.name(0), " au ", rel.MOB(), " (", rel.MAIL(), ")."),
              R("Bien confraternellement,"), R(g.dr(4), " - médecin généraliste à ", V("VILLE", g.town), " - RPPS ", g.RPPS())]
    att_ecg = R(p.NOM(), " ", p.PRE(), " - ECG ", c.cday(-5, 3), ".pdf (184 Ko)")
    obj0 = R("Demande de RDV cardio - ", p.name(6 if c.i % 2 else 7), " - ", p.dn(0))
    hdr0 = R("Le ", c.mday(-5, 17, 46), ", ", g.dr(4), " <", g.MAIL(), "> a écrit :")
    reply = [R("Bonjour Docteur,"),
             R("Nous proposons à ", p.name(4), " un rendez-vous avec le ", card.dr(0), " le ", c.cday(rdv, 5), " à ",
               K("HORAIRE", "14h30"), " en consultation de cardiologie (", K("SALLE", "bâtiment C, niveau 1, box 3"),
               "), avec holter ECG de ", K("DUREE", "24 h"), " posé le même jour."),
             R("La convocation lui est envoyée par courrier ; son dossier est enregistré sous l'IPP ", c.IPP(), "."),
             R("Cordialement,"), R(sec.PRE(), " ", sec.NOM(), " - secrétariat de cardiologie")]
    hdr1 = R("Le ", c.mday(-4, 10, 14), ", ", sec.PRE(), " ", sec.NOM("title"), " <", V("EMAIL", sec.mail), "> a écrit :")
    sig = [R(sec.PRE(), " ", sec.NOM()), R("Secrétariat de cardiologie - ", c.A()),
           R("Tél. ", V("TELEPHONE", ids.phone(r, False, c.i)), " - poste ", K("POSTE", "4%03d" % r.randint(100, 999)))]
    fwd_blocks = [("p", R("Bonjour Docteur,")),
                  ("p", R("Je vous transfère l'échange avec le ", g.dr(1), " au sujet de ", p.name(0), " (IPP ", c.IPP(),
                          "). Pouvez-vous valider le créneau du ", c.cday(rdv, 1), " et la pose du holter ? Le compte rendu "
                          "de l'échographie du ", c.cday(-40, 0), " est dans le dossier.")),
                  ("p", R("Bien cordialement,")),
                  ("fw", [("De", R(sec.PRE(), " ", sec.NOM("title"), " <", V("EMAIL", sec.mail), ">")), ("Date", c.mday(-4, 10, 14)),
                          ("À", R(g.dr(4), " <", g.MAIL(), ">")), ("Objet", R("RE: ", obj0))]),
                  ("q", 1, None, reply), ("q", 1, hdr0, gp_msg)]
    parts = [part("Message transféré", fwd_blocks, frm=box(R(sec.PRE(), " ", sec.NOM("title")), [], V("EMAIL", sec.mail)),
                  to=box(card.dr(4), [], card.MAIL()), when=c.mday(0, 11, 2), obj=R("TR: RE: ", obj0),
                  extra=[("Cc", R(svc_box))], att=[att_ecg, R("Courrier ", g.NOM(), ".pdf (62 Ko)")], sig=sig)]
    if c.npl >= 2:
        parts.append(part("Réponse", [("p", x) for x in reply] + [("q", 1, hdr0, gp_msg)],
                          frm=box(R(sec.PRE(), " ", sec.NOM("title")), [], V("EMAIL", sec.mail)), to=box(g.dr(4), [], g.MAIL()),
                          when=c.mday(-4, 10, 14), obj=R("RE: ", obj0), extra=[("Cc", R(svc_box))], sig=sig[1:]))
    if c.npl >= 3:
        parts.append(part("Message d'origine", [("p", x) for x in gp_msg[:-1]],
                          frm=box(g.dr(4), [R("Cabinet médical, ", *g.addr1()), R("Tél. ", g.FIXE())], g.MAIL()),
                          to=box(R("Secrétariat de cardiologie - ", c.A()), [], svc_box), when=c.mday(-5, 17, 46), obj=obj0,
                          att=[att_ecg], sig=[R(g.dr(0)), R("RPPS ", g.RPPS())]))
    return dict(title="Messagerie sécurisée - message transféré", service="Service de cardiologie", box="cardiologie",
                parts=parts, head=R("Demande de RDV - ", p.name(1), " - IPP ", c.IPP()))


# ------------------------------------------------------------------ 2. fax: cover sheet, faxed form, report
def sh_fax(c, r):
    p, g, rel = c.pat, c.gp, c.rel
    sec = c.staff()
    doc = Doc(c, mail_dom=c.dom)
    idec = c.staff()
    oe, oa = c.other(0)
    fax_from = V("TELEPHONE", ids.phone(r, False, c.i, block=ids.FICTION[c.i % 3]), "fax")
    fax_to = V("TELEPHONE", ids.phone(r, False, c.i + 2), "fax")
    entry = -r.randint(8, 20)
    obj = R("Demande d'admission en SMR - ", p.name(1), " - IPP ", c.IPP())
    mut = V("ORGANISME", r.choice(ids.MUTUELLES), "mutuelle")
    blocks = [("kv", [("Nombre de pages", R(K("PAGE", "2 pages"), " (y compris celle-ci)")),
                      ("Heure d'envoi", R(hm(15, r.randint(10, 59))))]),
              ("chk", [(True, "Urgent"), (False, "Pour avis"), (True, "Pour suite à donner"), (False, "Pour information"),
                       (c.i % 2 == 0, "Merci de rappeler")]),
              ("p", R("Suite à notre entretien téléphonique de ce jour avec ", idec.name(0), ", infirmière de coordination, "
                      "veuillez trouver ci-joint la demande d'admission de ", p.name(2 if c.i % 2 else 0), ", ", p.ne(), " le ",
                      p.dn(1), ", hospitalisé" + p.e() + " dans notre service depuis le ", c.cday(entry, 0), ". Sortie envisagée le ",
                      c.cday(3, 0), ". Merci de nous faire connaître votre réponse par retour de télécopie au ", fax_from, ".")),
              ("p", R("AVERTISSEMENT : ce document contient des informations couvertes par le secret médical (",
                      K("ARTICLE", "article L.1110-4 du CSP"), "). S'il vous est parvenu par erreur, merci de le détruire et "
                      "de prévenir l'expéditeur au ", V("TELEPHONE", c.std), "."))]
    parts = [part("Télécopie - bordereau d'envoi", blocks, to=box(oe, [R("À l'attention de ", idec.name(4)), R("Fax : ", fax_to)]),
                  when=R(c.cday(0, 0)), place=c.place(0),
                  refs=[("Expéditeur", R(sec.name(0), " - service de médecine polyvalente")), ("Fax", R(fax_from))],
                  obj=obj, sig=[R(sec.name(3)), R("Secrétariat médical - ", c.A())])]
    if c.npl >= 2:
        ident = [("Nom d'usage", R(p.NOM())), ("Prénom", R(p.PRE()))] + ([("Nom de naissance", R(p.BIRTH()))] if p.birth else []) + [
            ("Date de naissance", R(p.dn(0), " (", p.age_(), ")")), ("N° de sécurité sociale", R(p.nir(3))),
            ("Adresse", R(*p.addr1())), ("Téléphone", R(p.FIXE())),
            ("Mutuelle", R(mut, " - n° adhérent ", V("NUM_ADHERENT", ids.member(r, c.i))))]
        parts.append(part("Demande d'admission en soins médicaux et de réadaptation", [
            ("h", "Identité du patient"), ("kv", ident),
            ("h", "Personne à prévenir"), ("kv", [("Nom", R(rel.name(1))), ("Lien", R(rel.kin(p).split(" ")[1])),
                                                  ("Téléphone", R(rel.MOB()))]),
            ("h", "Séjour en cours"),
            ("kv", [("Service", R("Médecine polyvalente, ", K("CHAMBRE", "ch. %d" % r.randint(201, 240)))),
                    ("Entrée le", R(c.cday(entry, 0))), ("N° de séjour", R(c.STAY())),
                    ("Médecin responsable", R(doc.dr(0), " - RPPS ", doc.RPPS())), ("Médecin traitant", R(g.dr(1), ", ", V("VILLE", g.town))),
                    ("IDE référente", R(idec.name(0), " - ADELI ", V("ADELI", idec.adeli)))]),
            ("h", "Motif et autonomie"),
            ("p", R("Fracture du col du fémur droit opérée le ", c.cday(entry + 1, 0), " (prothèse intermédiaire, ",
                    K("CCAM", "NEKA012"), "), appui complet autorisé. Autonomie évaluée ", K("SCORE", "GIR 3"),
                    ", marche avec déambulateur sur ", K("MESURE", "20 m"), ", troubles cognitifs débutants (",
                    K("EPONYME", "maladie d'Alzheimer"), ", ", K("SCORE", "MMS 22/30"), ")", ". Rééducation souhaitée pendant ",
                    K("DUREE", "3 semaines"), "."))],
            to=box(oe, [R("Service des admissions")]), when=R(c.cday(0, 0)), obj=R("Demande d'admission - ", p.name(1)),
            sig=[R(doc.dr(0)), R("RPPS ", doc.RPPS())]))
    if c.npl >= 3:
        rows = [[K("CODE", "%04d" % r.randint(100, 999)), c.cday(0, 2), hm(15, r.randint(0, 9)), fax_to, K("DUREE", "00'00\""),
                 K("PAGE", "0"), "Occupé"],
                [K("CODE", "%04d" % r.randint(1000, 1999)), c.cday(0, 2), hm(15, r.randint(10, 59)), fax_to,
                 K("DUREE", "01'%02d\"" % r.randint(10, 59)), K("PAGE", "2"), "OK"]]
        parts.append(part("Rapport d'émission", [
            ("kv", [("Appareil", R(K("CODE", "FAX-MED2-%02d" % r.randint(1, 9)), " - ", c.A())), ("Numéro de l'émetteur", R(fax_from)),
                    ("Édité le", R(c.cday(0, 0), " à ", hm(16, r.randint(0, 59))))]),
            ("tab", ["N°", "Date", "Heure", "Correspondant", "Durée", "Pages", "Résultat"], [[[x] for x in row] for row in rows],
             [0.7, 1.0, 0.8, 1.8, 0.8, 0.6, 0.9]),
            ("p", R("Aperçu de la première page : TÉLÉCOPIE - médecine polyvalente - objet : Demande d'admission en SMR - ",
                    p.name(1), " - ", oa, "."))], when=R(c.cday(0, 0)), obj=R("Rapport d'émission - ", fax_from)))
    return dict(title="Télécopie - demande d'admission en SMR", service="Service de médecine polyvalente", box="medecine.polyvalente",
                parts=parts, head=R("Télécopie du ", c.cday(0, 0), " - ", p.name(1)))


# ------------------------------------------------------------------ 3. telephone-message slips
def slip(c, r, who, pat, k, caller, tel, rel, msg):
    on = (k + c.i) % 3
    return ("card", "Message téléphonique - pendant votre absence",
            [("Pour", R(who)), ("De la part de", R(caller, " (", rel, ")")), ("Téléphone", R(tel)),
             ("Concernant", R(pat.name(1 if k % 2 else 8), ", ", pat.ne(), " le ", pat.dn(3 if k % 2 else 0), " - ",
                              K("CHAMBRE", "ch. %d" % pat.__dict__.setdefault("room", r.randint(101, 130))))),
             ("Reçu le", R(c.cday(-(k // 2), 0), " à ", hm(8 + 2 * k, r.randint(0, 59)))), ("Pris par", R(c.staff().name(4)))],
            [R("Message : ", msg, ".")],
            [(on == 0, "A téléphoné"), (on == 1, "Rappellera"), (on != 1, "Merci de rappeler"), (k == 0, "Urgent")])


def sh_phone(c, r):
    p, rel = c.pat, c.rel
    doc, ide = Doc(c, mail_dom=c.dom), c.staff("soignant")
    o2 = Pers(c, 1, 60, 95)
    o2r = Pers(c, 2, max(24, o2.age - 38), o2.age - 22, "proche")
    ph = c.staff()
    slips = [slip(c, r, doc.dr(0), p, 0, rel.name(0), rel.MOB(), rel.kin(p), "souhaite rencontrer le médecin avant la sortie"),
             slip(c, r, R(ide.PRE(), " ", ide.NOM(), ", IDE"), p, 1, R(ph.name(0), ", pharmacie de ", V("VILLE", p.town)),
                  V("TELEPHONE", ids.phone(r, False, c.i)), "pharmacie d'officine", "ordonnance de sortie illisible, rappeler pour le dosage"),
             slip(c, r, R("la cadre de santé"), o2, 2, o2r.name(0), o2r.FIXE(), o2r.kin(o2), "demande l'heure des visites et s'il peut apporter des affaires")]
    if c.npl >= 2:
        amb = V("ETABLISSEMENT", ids.AMBULANCES[c.i % 4][0], "transporteur")
        o3 = Pers(c, 2, 70, 96)
        ehpad = c.other(2)[0]
        idel = c.staff("soignant")
        slips += [slip(c, r, doc.dr(1), p, 3, R(amb), V("TELEPHONE", ids.phone(r, False, c.i + 1)), "transporteur",
                       "le retour à domicile est décalé au lendemain matin"),
                  slip(c, r, R("l'interne de garde"), o3, 4, R(ehpad), V("TELEPHONE", ids.phone(r, False, c.i + 2)), "EHPAD",
                       "demande la date de retour et le traitement en cours"),
                  slip(c, r, R(ide.PRE(), " ", ide.NOM(), ", IDE"), p, 5, R(idel.name(0), ", ADELI ", V("ADELI", idel.adeli)), idel.MOB(), "infirmière libérale",
                       "demande le plan de soins et la date du prochain pansement")]
    parts = []
    for k in range(min(c.npl, 2)):
        parts.append(part("Messages téléphoniques", slips[k * 3:(k + 1) * 3],
                          when=R(c.cday(0, 0)), obj=R("Messages du ", c.cday(0, 1), " - unité de gériatrie aiguë"),
                          refs=[("Carnet", R(K("CODE", "n° %d" % (12 + c.i)), ", feuillets %d à %d" % (3 * k + 1, 3 * k + 3)))]))
    if c.npl >= 3:
        rows = []
        for k in range(7):
            o = p if k in (1, 4) else Pers(c, r.choice([1, 2]), 40, 96)
            rows.append([[hm(7 + 2 * k, r.randint(0, 59))], (rel.name(1) if o is p else o.name(1)) if k % 3 else [V("ETABLISSEMENT", ids.AMBULANCES[k % 4][0], "transporteur")],
                         [V("TELEPHONE", ids.phone(r, k % 2 == 0, k))], o.name(4) + [" (", o.dn(0), ")"],
                         [["visites", "sortie", "ordonnance", "transport", "résultats", "rendez-vous", "objets perdus"][k]],
                         ["poste ", K("POSTE", "5%03d" % r.randint(100, 999))]])
        parts.append(part("Cahier de liaison du standard", [
            ("tab", ["Heure", "Appelant", "Téléphone", "Patient concerné", "Objet", "Transmis à"], rows, [0.7, 1.9, 1.4, 2.4, 1.1, 1.1]),
            ("p", R("Appels transmis au service le ", c.cday(0, 1), " ; les messages non remis sont repris par l'équipe de nuit "
                    "(transmissions de ", K("HORAIRE", "21h00"), ")."))],
            when=R(c.cday(0, 0)), obj=R("Journal des appels du standard - ", c.cday(0, 1)),
            refs=[("Standardiste", R(c.staff().name(1))), ("Standard", R(V("TELEPHONE", c.std)))]))
    return dict(title="Messages téléphoniques du service", service="Unité de gériatrie aiguë", box="geriatrie",
                parts=parts, head=R("Messages téléphoniques - ", c.cday(0, 1)))


# ------------------------------------------------------------------ 4. convocation and reminder
def sh_convoc(c, r):
    p, rel = c.pat, c.rel
    sec, doc = c.staff(), Doc(c, mail_dom=c.dom)
    d = r.randint(12, 30)
    tel = V("TELEPHONE", ids.phone(r, False, c.i + 3, block=ids.FICTION[c.i % 3]))
    mut = V("ORGANISME", r.choice(ids.MUTUELLES), "mutuelle")
    adh = V("NUM_ADHERENT", ids.member(r, c.i + 1))
    letter = [("p", R(p.civ(True) + ",")),
              ("p", R("Vous êtes attendu" + p.e() + " le ", c.cday(d, 5), " à ", K("HORAIRE", "08h15"), " à l'hôpital de jour de "
                      "gastro-entérologie (", K("SALLE", "bâtiment B, niveau 1, porte 12"), ") pour une coloscopie totale (",
                      K("CCAM", "HHQE002"), ") de surveillance d'une ", K("EPONYME", "maladie de Crohn"),
                      ", sous anesthésie générale, réalisée par le ", doc.dr(0), ".")),
              ("h", "Documents à apporter"),
              ("list", [R("votre carte Vitale et une pièce d'identité en cours de validité"),
                        R("votre carte de complémentaire santé (", mut, ", n° ", adh, ")"),
                        R("la présente convocation et le questionnaire d'anesthésie complété"),
                        R("le compte rendu de la consultation d'anesthésie du ", c.cday(d - 9, 0))]),
              ("p", R("Vous devez être à jeun (ni boire, ni manger, ni fumer) depuis ", K("HORAIRE", "minuit"),
                      ". Un accompagnant majeur est obligatoire pour le retour à domicile.")),
              ("p", R("En cas d'empêchement, merci de prévenir le secrétariat au ", tel, " du lundi au vendredi de ",
                      K("HORAIRE", "9h00"), " à ", K("HORAIRE", "16h30"), "."))]
    parts = [part("Convocation", letter, to=p.card(c.i, mail=False), place=c.place(0), when=R(c.cday(0, 0)),
                  refs=[("N/Réf.", R("IPP ", c.IPP())), ("N° de pré-admission", R(c.STAY())), ("Affaire suivie par", R(sec.name(0))),
                        ("Ligne directe", R(tel))],
                  obj=R("Convocation - coloscopie du ", c.cday(d, 0)), sig=[R(sec.name(3)), R("pour le ", doc.dr(1))])]
    if c.npl >= 2:
        noreply = V("EMAIL", "rendez-vous@" + c.web)
        parts.append(part("Rappel de rendez-vous", [
            ("p", R("Bonjour ", p.name(3), ",")),
            ("p", R("Nous vous rappelons votre rendez-vous du ", c.cday(d, 1), " à ", K("HORAIRE", "08h15"),
                    " à l'hôpital de jour de gastro-entérologie, ", c.E(), ". Pensez à commencer la préparation la veille à ",
                    K("HORAIRE", "18h00"), ".")),
            ("p", R("Pour annuler ou déplacer ce rendez-vous, appelez le ", tel, ". Ne répondez pas à ce message.")),
            ("h", "Historique des rappels"),
            ("tab", ["Envoyé le", "Canal", "Destinataire", "Statut"],
             [[[c.cday(d - 7, 0)], ["SMS"], [p.MOB()], ["délivré"]], [[c.cday(d - 2, 0)], ["Courriel"], [p.MAIL()], ["ouvert"]],
              [[c.cday(d - 1, 0)], ["SMS"], [p.MOB()], ["délivré"]]], [1.1, 0.8, 2.4, 0.9])],
            frm=box(R("Rendez-vous - ", c.A()), [], noreply), to=box(p.name(3), [], p.MAIL()), when=c.mday(d - 2, 9, 30),
            obj=R("Rappel : votre rendez-vous du ", c.cday(d, 0), " à ", K("HORAIRE", "08h15"))))
    if c.npl >= 3:
        parts.append(part("Préparation et coupon-réponse", [
            ("h", "Préparation colique"),
            ("list", [R("J-3 : régime sans résidu (ni fruits, ni légumes, ni céréales complètes)"),
                      R("la veille à ", K("HORAIRE", "18h00"), " : ", K("DOSE", "1 litre de Moviprep"), " puis ", K("DOSE", "0,5 litre"), " de liquide clair"),
                      R("le jour même à ", K("HORAIRE", "04h00"), " : le second litre, à terminer ", K("DUREE", "4 h"), " avant l'examen")]),
            ("h", "Coupon-réponse à retourner"),
            ("p", R("Je soussigné" + p.e() + " ", p.name(5 if p.birth else 1), ", ", p.ne(), " le ", p.dn(2), ", confirme ma présence au rendez-vous du ",
                    c.cday(d, 0), ".")),
            ("chk", [(True, "Je serai présent" + p.e()), (False, "Je ne pourrai pas venir, merci de me rappeler")]),
            ("kv", [("Téléphone", R(p.MOB())), ("Accompagnant pour le retour", R(rel.name(0), " - ", rel.MOB()))])],
            to=box(R("Hôpital de jour de gastro-entérologie - ", c.A())), when=R(c.cday(0, 0)),
            obj=R("Préparation - coloscopie du ", c.cday(d, 0)), sig=[R("Signature : ", p.name(3))]))
    return dict(title="Convocation et rappel de rendez-vous", service="Hôpital de jour de gastro-entérologie", box="hdj.gastro",
                parts=parts, head=R("Convocation du ", c.cday(0, 0), " - ", p.name(1)))


# ------------------------------------------------------------------ 5. patient-portal printout
def sh_portal(c, r):
    p, rel, g = c.pat, c.rel, c.gp
    docs = [Doc(c, mail_dom=c.dom) for _ in range(3)]
    login = p.MAIL()
    acct = [("h", "Identité"),
            ("kv", [("Identifiant de connexion", R(login))] + ([("Nom de naissance", R(p.BIRTH()))] if p.birth else []) +
             [("Nom utilisé", R(p.NOM())), ("Prénom(s)", R(p.PRE())), ("Date de naissance", R(p.dn(0))),
              ("Lieu de naissance", R(p.BTOWN(), " (", p.btown[2], ")")),
              ("INS (matricule)", R(p.nir(1), " - identité qualifiée")), ("IPP", R(c.IPP()))]),
            ("h", "Coordonnées"),
            ("kv", [("Adresse", R(p.ADR())), ("Commune", R(*p.CPV(True))), ("Mobile", R(p.MOB())), ("Fixe", R(p.FIXE()))]),
            ("h", "Médecin traitant et proches"),
            ("kv", [("Médecin traitant", R(g.dr(0), " - ", V("VILLE", g.town), " - RPPS ", g.RPPS())), ("Personne de confiance", R(rel.name(0), " - ", rel.MOB())),
                    ("Accès délégué", R(rel.MAIL(), " (depuis le ", c.cday(-200, 0), ")"))]),
            ("h", "Sécurité"),
            ("kv", [("Dernière connexion", R(c.cday(-1, 0), " à ", hm(21, r.randint(0, 59), ":"))), ("Double authentification", R("activée (SMS)"))])]
    parts = [part("Mon espace patient - mon compte", acct, when=R(c.cday(0, 0)), obj=R("Mon compte - ", p.name(3)))]
    if c.npl >= 2:
        rows = [[[c.cday(-k * 9 - 2, 0)], [docs[k % 3].dr(1)] if k % 2 else ["Secrétariat - ", c.A()],
                 [["Vos résultats sont disponibles", "Convocation", "Questionnaire avant consultation", "Rendez-vous modifié"][k % 4]],
                 ["oui" if k % 2 == 0 else "non"]] for k in range(4 + c.npl)]
        parts.append(part("Mon espace patient - mes messages", [
            ("tab", ["Date", "Expéditeur", "Objet", "PJ"], rows, [1.0, 2.0, 2.6, 0.5]),
            ("h", "Message ouvert"),
            ("kv", [("De", R(docs[1].dr(1), " - cardiologie")), ("Reçu le", R(c.cday(-11, 0), " à ", K("HORAIRE", "16:05")))]),
            ("p", R("Bonjour ", p.civ(True), " ", p.NOM("title"), ", vos résultats du holter de ", K("DUREE", "24 h"),
                    " sont normaux ; l'épreuve d'effort (", K("EPONYME", "protocole de Bruce"), ") est programmée. Nous vous reverrons en consultation le ", c.cday(30, 1), " comme prévu. ", docs[1].dr(1), "."))],
            when=R(c.cday(0, 0)), obj=R("Mes messages - ", p.name(3))))
    if c.npl >= 3:
        drows = [[[c.cday(-k * 13 - 4, 0)], [["Compte rendu de consultation", "Lettre de liaison", "Résultats de biologie", "Ordonnance"][k % 4]],
                  [docs[k % 3].dr(1)], [["CR-consultation-", c.cday(-k * 13 - 4, 3), ".pdf"] if k % 2 else [p.NOM(), "-", p.PRE(), "-", p.dn(6), ".pdf"]],
                  [K("MESURE", "%d Ko" % r.randint(60, 900))]] for k in range(5)]
        parts.append(part("Mon espace patient - mes documents", [
            ("tab", ["Date", "Document", "Auteur", "Fichier", "Taille"], drows, [0.9, 1.8, 1.4, 2.4, 0.6]),
            ("h", "Mes rendez-vous"),
            ("tab", ["Date", "Heure", "Service", "Praticien", "Lieu"],
             [[[c.cday(30, 0)], [K("HORAIRE", "10h40")], ["Cardiologie"], docs[1].dr(1), [K("SALLE", "bâtiment C, box 3")]],
              [[c.cday(45, 0)], [K("HORAIRE", "09h00")], ["Imagerie"], docs[2].dr(1), [K("SALLE", "IRM 2, niveau -1")]]],
             [1.0, 0.7, 1.2, 1.5, 1.6])], when=R(c.cday(0, 0)), obj=R("Mes documents - ", p.name(3))))
    return dict(title="Espace patient - impression", service="Portail patient", box="portail.patient",
                parts=parts, head=R("Espace patient de ", p.name(3), " - ", login))


SHAPE_FUN = {"courriel_transfere": sh_mail, "telecopie_smr": sh_fax, "messages_telephoniques": sh_phone,
             "convocation_rappel": sh_convoc, "portail_patient": sh_portal}


def make_doc(i, seed, shape, npl):
    from .content_b import SHAPE_FUN_B
    c = Ctx(i, seed, shape, npl)
    s = {**SHAPE_FUN, **SHAPE_FUN_B}[shape](c, c.r)
    r = c.r
    est = c.estab(s["service"], s["box"])
    foot = s.get("foot") or R(est["name"], " (", est["acr"], ") - ", s["service"], " - ", est["addr"][0], ", ", est["addr"][2])
    clerks = [c.staff() for _ in range(3)]
    routing = [[[lab], [c.cday(k + 46, 0)], [act], [V("NOM", ids.initials(s_.last), "initiales"), " ", V("PRENOM", ids.initials(s_.first), "initiales")]]
               for k, (lab, act, s_) in enumerate(zip(["Bureau d'ordre", "Direction", s["service"]],
                                                      ["enregistrement", "pour attribution", "pour suite à donner"], clerks))]
    return {"title": s["title"], "num": i + 1, "shape": shape, "estab": est, "parts": s["parts"], "runhead": s["head"], "foot": foot,
            "mailbox": R(est["mail"]), "chrono": R(V("IDENTIFIANT", "CA%02d-%06d" % (c.day.year % 100, r.randint(1, 999999)), "chrono")),
            "ged_day": R(c.cday(46, 0)), "routing": routing, "form_code": R(K("CODE", "ADM-%02d" % (SHAPES.index(shape) + 1))),
            "npl": npl}
