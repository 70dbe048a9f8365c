"""People, values and the ten document types of corpus BN (written for this corpus): what a medical-records
department finds in a patient file that OTHER people wrote - a GP's referral letter, a private cardiologist's letter,
a private laboratory's results, an EHPAD's DLU, a home nurse's care record, a pharmacy's dispensing history, an
ambulance company's transport voucher, a Cerfa-like work-accident certificate, a certificate on police requisition
and the administrative part of a death certificate.

A document is a dict: title, org (the outside writer: name, people, address, contact and legal lines), patient
(the identity block printed at the top right), meta [(caption, run, comb)] (file numbers and dates), addressee,
place_date, objet, salut, sections [(heading, [blocks])], closing, sig, runhead / foot (runs repeated on every page)
and plan. Blocks: ("kv", [(caption, run, comb)]) - comb is the value written one character per box, used only by the
Cerfa-like writer -, ("p", run), ("tab", heads, rows, weights), ("box", title, [runs]) (ticked options). Runs mix
template strings and values (model.V).
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

SHAPES = ["lettre_adressage_medecin_traitant", "courrier_cardiologue_liberal", "resultats_laboratoire_prive",
          "dlu_ehpad_transfert", "dossier_soins_infirmiers_domicile", "historique_delivrance_pharmacie",
          "bon_transport_ambulance", "certificat_accident_travail_cerfa", "certificat_sur_requisition",
          "certificat_deces_volet_administratif"]


def lot(r):
    return "%s%s%s" % (r.choice(["AB", "KL", "T", "X", "FR", "S"]), ids.digits(r, 4), r.choice(["A", "B", "C", "E"]))


def hm(r, lo, hi, sep="h"):
    return "%02d%s%02d" % (r.randint(lo, hi), sep, r.randint(0, 59))


class Ctx:
    def __init__(self, i, seed, shape):
        r = self.r = random.Random(seed * 7919 + i * 104729)
        self.i, self.shape, self.si = i, shape, SHAPES.index(shape)
        self.day = datetime.date(2025, r.randint(2, 10), r.randint(1, 20))
        self.otown, self.ocp, self.odept = ids.TOWNS[(i * 7 + 3) % len(ids.TOWNS)]
        fem = r.random() < 0.5 if self.si not in (3, 9) else (i % 2 == 0)
        self.sex = 2 if fem else 1
        picks = r.sample(ids.SURNAMES, 12)
        self.picks = picks
        self.child = i % 5 == 2 and self.si not in (3, 7, 9)
        old = self.si in (3, 4, 9)
        y = r.randint(2015, 2022) if self.child else (r.randint(1930, 1948) if old else r.randint(1950, 2000))
        self.bdate = datetime.date(y, r.randint(1, 12), r.randint(1, 28))
        self.age = ids.age_at(self.bdate, self.day)
        self.widow = fem and not self.child and self.age >= 70 and i % 2 == 0
        self.married = fem and not self.child and not self.widow and i % 3 != 1
        self.birthname = picks[0]
        self.usual = picks[1] if (self.married or self.widow) else picks[0]
        if self.child:
            self.first = r.choice(ids.KIDS_F if fem else ids.KIDS_M)
        else:
            self.first = r.choice(ids.FIRST_F if fem else ids.FIRST_M)
        others = [n for n in ids.FIRST_F + ids.FIRST_M if n != self.first]
        self.others = others
        self.parent = (r.choice([n for n in ids.FIRST_M if n != self.first]), self.usual)  # the father
        self.btown = r.choice(ids.TOWNS)[0]
        self.bdept = r.choice(ids.TOWNS)[2]
        self.n13 = ids.nir13(r, self.sex, self.bdate, self.bdept)
        self.key = ids.nir_key(self.n13)
        pt = r.choice([t for t in ids.TOWNS if t[0] != self.otown]) if i % 3 else ids.TOWNS[i % 6]
        if pt[0] == self.otown:
            pt = ids.TOWNS[(i % 6 + 1) % 6]
        self.ptown, self.pcp, self.pdept = pt
        k = i % 4
        self.addr_kind = k
        self.street = "%d%s %s" % (r.randint(1, 90), " bis" if i % 7 == 3 else "", r.choice(ids.STREETS))
        self.lieudit = r.choice(ids.LIEUXDITS)
        self.resid = "Résidence %s, Bât. %s, Appt %d" % (r.choice(ids.RESIDENCES), r.choice("ABCD"), r.randint(2, 48))
        self.chez = picks[2]
        self.pland = ids.phone(r, "fixe", i, "0" + str(r.choice([2, 5])))
        self.pmob = ids.phone(r, "mobile", i + 1)
        self.pmail = "%s@%s" % (ids.mail_local(self.first, self.usual) + str(r.randint(1, 99)),
                                r.choice(["laposte.net", "free.fr", "sfr.fr", "hotmail.fr", "orange.fr"]))
        self.insurer = ids.INSURERS[i % len(ids.INSURERS)]
        self.member = ids.digits(r, 9) if i % 2 else "%s %s" % (ids.digits(r, 4), ids.digits(r, 5))
        self.amc = ids.digits(r, 9)
        self.amo = "01 %s %s" % (ids.digits(r, 3), "0000")
        self.gp = (r.choice(others), picks[3], ids.rpps(r), ids.adeli(r, self.odept))
        self.gp2 = (r.choice(others), picks[4], ids.rpps(r))
        h = ids.HOMONYMS[i % len(ids.HOMONYMS)]
        self.hom = (r.choice(others), h[0], ids.rpps(r), h[1], h[2])
        self.spec = (r.choice(others), picks[5], ids.rpps(r), ids.adeli(r, self.odept))
        self.nurse = (r.choice(others), picks[6], ids.adeli(r, self.odept, "6"), ids.rpps(r))
        self.rel = (r.choice(others), picks[7], ids.phone(r, "mobile", i + 2),
                    r.choice(["fille", "fils", "époux", "épouse", "nièce", "voisin"]))
        self.trust = (r.choice(others), picks[8], ids.phone(r, "mobile", i + 3))
        self.osiret = ids.siret(r)
        self.ofiness = ids.finess(r, self.odept)
        self.ostreet = "%d %s" % (r.randint(1, 40), r.choice(ids.STREETS))
        self.ophone = ids.phone(r, "fixe", i + 2, "0" + str(r.choice([2, 5])))
        self.ofax = ids.phone(r, "fixe", i + 2, self.ophone[:2] if self.ophone[0] == "0" else "02")
        self.bw = [(i + k * 3) % 8 for k in range(4)]  # four birth-date writings per document
        self.nw = [(i + k) % 3 for k in range(2)]
        self.cpam = ids.CPAM[self.pdept]
        self.ars = ids.ARS[self.odept]
        self.hosp = ids.HOSPITALS[i % len(ids.HOSPITALS)]

    # ---- writings
    def dn(self, k):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, self.bw[k % 4]))

    def dn_comb(self):
        return V("DATE_NAISSANCE", ids.comb(self.bdate.strftime("%d%m%Y")), "cases")

    def year(self):
        return V("DATE_NAISSANCE", str(self.bdate.year), "annee")

    def nir(self, k):
        return V("NIR", ids.nir_written(self.n13, self.key, self.nw[k % 2]))

    def nir_comb(self):
        return V("NIR", ids.comb(self.n13 + self.key), "cases")

    def cday(self, n=0):
        return D(ids.care(self.day + datetime.timedelta(days=n)))

    def USUAL(self):
        return V("NOM", ids.caps_name(self.usual) if self.i % 2 else self.usual.upper(), "patient")

    def Usual(self):
        return V("NOM", self.usual, "patient")

    def BIRTH(self):
        return V("NOM", ids.caps_name(self.birthname), "naissance")

    def First(self):
        return V("PRENOM", self.first, "patient")

    def civ(self):
        return "Mme" if self.sex == 2 else "M."

    def e(self):
        return "e" if self.sex == 2 else ""

    def who(self, caps=True):
        """The writings of the patient's name that outside writers use."""
        nm = self.USUAL() if caps else self.Usual()
        if self.child:
            return ["l'enfant ", self.First(), " ", nm, ", ", "fille" if self.sex == 2 else "fils", " de ",
                    V("PRENOM", self.parent[0], "proche"), " ", V("NOM", ids.caps_name(self.parent[1]), "proche")]
        if self.widow:
            return ["Mme Vve ", nm, " ", self.First(), " née ", self.BIRTH()]
        if self.married:
            return ["Mme ", nm, " née ", self.BIRTH(), " ", self.First()]
        return [self.civ(), " ", nm, " ", self.First()]

    def addr_lines(self):
        """Address writings: street (with "bis"), Lieu-dit, Résidence / Bât. / Appt, "Chez M. et Mme"."""
        k = self.addr_kind
        town = R(V("CODE_POSTAL", self.pcp), " ", V("VILLE", self.ptown.upper() if k % 2 else self.ptown))
        if k == 0:
            return [R(V("ADRESSE", self.street)), town]
        if k == 1:
            return [R(V("ADRESSE", "Lieu-dit " + self.lieudit)), town]
        if k == 2:
            return [R(V("ADRESSE", self.resid)), R(V("ADRESSE", self.street)), town]
        return [R("Chez M. et Mme ", V("NOM", ids.caps_name(self.chez), "proche")), R(V("ADRESSE", self.street)), town]

    def addr_run(self):
        out = []
        for k, ln in enumerate(self.addr_lines()):
            out += ([", "] if k else []) + ln
        return out

    def doc_run(self, d, caps=True, title="Dr "):
        return [title, V("PRENOM", d[0], "medecin"), " ", V("NOM", ids.caps_name(d[1]) if caps else d[1], "medecin")]


def org_block(c, name, kind, people, mail_dom, legal):
    """The outside writer's letterhead: name, activity, people, address, phones, e-mail, legal numbers."""
    st = c.i % 3
    tel = ["Tél. ", "Tél : ", "Tél/Fax "][st]
    contact = [R(tel, V("TELEPHONE", c.ophone)) + ([" - Fax ", V("TELEPHONE", c.ofax)] if st != 2 else [])]
    if c.i % 2:
        contact.append(R("Port. ", V("TELEPHONE", ids.phone(c.r, "mobile", c.i + 4))))
    contact.append(R(V("EMAIL", mail_dom)))
    return {"name": R(V("ETABLISSEMENT", name, "emetteur")), "kind": kind, "people": people,
            "addr": [R(V("ADRESSE", c.ostreet)), R(V("CODE_POSTAL", c.ocp), " ", V("VILLE", c.otown.upper()))],
            "contact": contact, "legal": legal}


def gp_people(c):
    g, g2 = c.gp, c.gp2
    return [R(c.doc_run(g, False)), R("Médecine générale"), R("RPPS ", V("RPPS", g[2])),
            R("N° AM ", V("ADELI", ids.adeli_spaced(g[3]))), R(""), R(c.doc_run(g2, False)),
            R("Médecine générale"), R("RPPS ", V("RPPS", g2[2])), R(""),
            R("Dr ", V("PRENOM", c.hom[0], "medecin"), " ", V("NOM", c.hom[1], "medecin")), R("Médecin remplaçant"),
            R("RPPS ", V("RPPS", c.hom[2]))]


def siret_v(c, k=0):
    return V("SIRET", ids.siret_spaced(c.osiret) if (c.i + k) % 2 else c.osiret)


# ------------------------------------------------------------------ the ten document types
def sh_adressage(c, r, full):
    g = c.gp
    name = ids.PRACTICES[c.i % len(ids.PRACTICES)]
    mail = "cabinet.%s@%s" % (ids.mail_local(ids.LIEUXDITS[c.i % 6]), "orange.fr" if c.i % 2 else "wanadoo.fr")
    org = org_block(c, name, "Médecins généralistes conventionnés secteur 1", gp_people(c), mail,
                    [R("SIRET ", siret_v(c)), R("Consultations sur rendez-vous")])
    spec = c.spec
    s2 = [("p", R("Je te remercie de bien vouloir recevoir en consultation ", c.who(False), ", âgé", c.e(), " de ",
                  str(c.age), " ans, que je suis depuis ", K("MESURE", "12 ans"), ", pour avis sur une dyspnée d'effort "
                  "d'aggravation récente (stade NYHA ", K("SCORE", "III"), ") avec œdèmes des membres inférieurs.")),
          ("p", R("Antécédents : HTA (CIM-10 ", K("CIM10", "I10"), "), diabète de type 2 (", K("CIM10", "E11.9"),
                  "), cholécystectomie en ", K("ANNEE", "2009"), ". Dernière HbA1c ", K("BIOLOGIE", "7,2 %"),
                  " le ", c.cday(-20), ", créatinine ", K("BIOLOGIE", "96 µmol/L"), ", NT-proBNP ",
                  K("BIOLOGIE", "1 240 pg/mL"), " (N < ", K("NORMES", "125 pg/mL"), ")."))]
    if full:
        s2.append(("tab", ["Traitement actuel", "Posologie"],
                   [[[K("MEDICAMENT", "ramipril"), " ", K("DOSE", "5 mg"), " (ATC ", K("ATC", "C09AA05"), ")"], ["1 cp le matin"]],
                    [[K("MEDICAMENT", "metformine"), " ", K("DOSE", "850 mg"), " (ATC ", K("ATC", "A10BA02"), ")"], ["1 cp matin et soir"]],
                    [[K("MEDICAMENT", "atorvastatine"), " ", K("DOSE", "20 mg"), " (ATC ", K("ATC", "C10AA05"), ")"], ["1 cp le soir"]]],
                   [4, 3]))
    s3 = [("p", R("ECG au cabinet ce jour (CCAM ", K("CCAM", "DEQP003"), ") : rythme sinusal à ", K("MESURE", "88/min"),
                  ", BBG incomplet. Cotation ", K("NGAP", "G + DEQP003"), ". Je reste à ta disposition.")),
          ("p", R("PS : ", c.civ() if not c.child else "l'enfant", " est joignable au ", V("TELEPHONE", c.pmob),
                  " ; la famille souhaite être tenue informée."))]
    addressee = [R(c.doc_run(spec, True, "Docteur ")), R("Cardiologie - consultations"),
                 R(V("ETABLISSEMENT", c.hosp, "destinataire"))]
    return dict(title="Lettre d'adressage", org=org, addressee=addressee, salut="Cher confrère, cher ami,",
                objet=R("Objet : ", c.who(True)), closing="Bien confraternellement.", signer=(g, "Médecin généraliste", g[3]),
                meta=[], s2=s2, s3=s3, h=("Patient(e) adressé(e)", "Motif de l'adressage", "Examen et suite"))


def sh_cardio(c, r, full):
    s = c.spec
    name = ids.SPECIALISTS[c.i % len(ids.SPECIALISTS)]
    mail = "%s@medecin.mssante.fr" % ids.mail_local(s[0], s[1])
    people = [R(c.doc_run(s, False)), R("Cardiologie et maladies vasculaires"), R("Ancien chef de clinique"),
              R("RPPS ", V("RPPS", s[2])), R("ADELI ", V("ADELI", s[3])), R("Secteur 2 - OPTAM")]
    org = org_block(c, name, "Cardiologie libérale", people, mail, [R("SIRET ", siret_v(c))])
    s2 = [("kv", [("Consultation du", R(c.cday(0), " à ", K("HORAIRE", hm(r, 8, 18))), None),
                  ("Cotation", R(K("NGAP", "APC"), " + ", K("CCAM", "DEQP003"), " + ", K("CCAM", "DZQM006")), None)]),
          ("p", R("Cher ami, j'ai revu ", c.who(False), " né", c.e(), " le ", c.dn(2),
                  ". Pas de douleur thoracique. PA ", K("MESURE", "128/76 mmHg"), ", FC ", K("MESURE", "64/min"),
                  ". ECG : rythme sinusal, pas de trouble de la repolarisation.")),
          ("p", R("Échocardiographie transthoracique (CCAM ", K("CCAM", "DZQM006"), ") : FEVG ", K("MESURE", "58 %"),
                  ", VG non dilaté, insuffisance mitrale minime grade ", K("SCORE", "1/4"), ", PAPs ",
                  K("MESURE", "32 mmHg"), "."))]
    if full:
        s2.append(("tab", ["Paramètre", "Valeur", "Normes"],
                   [[["DTDVG"], [K("MESURE", "52 mm")], [K("NORMES", "< 56 mm")]],
                    [["OG (surface)"], [K("MESURE", "22 cm²")], [K("NORMES", "< 20 cm²")]],
                    [["TAPSE"], [K("MESURE", "21 mm")], [K("NORMES", "> 17 mm")]],
                    [["E/e'"], [K("MESURE", "9")], [K("NORMES", "< 14")]]], [3, 2, 2]))
    s3 = [("p", R("Conclusion : cardiopathie hypertensive compensée (CIM-10 ", K("CIM10", "I11.9"), "). Je poursuis le ",
                  K("MEDICAMENT", "bisoprolol"), " ", K("DOSE", "2,5 mg"), " (ATC ", K("ATC", "C07AB07"),
                  "). Holter ECG à prévoir, je le revois dans ", K("MESURE", "un an"), ", le ", c.cday(365), "."))]
    g = c.gp
    addressee = [R(c.doc_run(g, True, "Docteur ")), R(V("ADRESSE", "%d %s" % (r.randint(1, 60), r.choice(ids.STREETS)))),
                 R(V("CODE_POSTAL", c.pcp), " ", V("VILLE", c.ptown.upper()))]
    return dict(title="Compte rendu de consultation de cardiologie", org=org, addressee=addressee, salut=None,
                objet=R("Concerne : ", c.who(True), " - né", c.e(), " le ", c.dn(1)), closing="Amitiés confraternelles.",
                signer=(s, "Cardiologue", s[3]), meta=[], s2=s2, s3=s3,
                h=("Identité", "Consultation", "Conclusion"))


BIO = [("Hémoglobine", "13,4", "g/dL", "12,0 - 16,0"), ("Leucocytes", "7,8", "G/L", "4,0 - 10,0"),
       ("Plaquettes", "254", "G/L", "150 - 400"), ("Sodium", "139", "mmol/L", "136 - 145"),
       ("Potassium", "4,6", "mmol/L", "3,5 - 5,1"), ("Créatinine", "104", "µmol/L", "45 - 84"),
       ("DFG (CKD-EPI)", "58", "mL/min/1,73 m²", "> 90"), ("Glycémie à jeun", "7,1", "mmol/L", "3,9 - 5,8"),
       ("HbA1c", "7,3", "%", "4,0 - 6,0"), ("CRP", "3,2", "mg/L", "< 5,0"), ("TSH", "1,86", "mUI/L", "0,27 - 4,20"),
       ("Cholestérol LDL", "2,84", "mmol/L", "< 2,60"), ("Ferritine", "142", "µg/L", "15 - 150"),
       ("ASAT", "28", "UI/L", "< 35"), ("ALAT", "39", "UI/L", "< 35"), ("Gamma-GT", "61", "UI/L", "< 38")]


def sh_labo(c, r, full):
    lab, form = ids.LABS[c.i % len(ids.LABS)]
    b1, b2 = (r.choice(c.others), c.picks[9], ids.rpps(r)), (c.hom[0], c.hom[1], c.hom[2])
    people = [R("Biologistes médicaux :"), R(c.doc_run(b1, False), " - RPPS ", V("RPPS", b1[2])),
              R(c.doc_run(b2, False), " - RPPS ", V("RPPS", b2[2]))]
    mail = "contact@%s.fr" % ids.mail_local(lab).replace(".", "-")
    org = org_block(c, lab, "Laboratoire de biologie médicale - %s" % form, people, mail,
                    [R("FINESS ", V("FINESS", c.ofiness)), R(form, " - SIRET ", siret_v(c)),
                     R("Accréditation COFRAC ", K("CODE", "n° 8-%d" % r.randint(1000, 4999)))])
    dossier = "%s-%s" % (c.day.strftime("%y%m%d"), ids.digits(r, 4))
    ant = c.day - datetime.timedelta(days=r.randint(60, 200))
    rows = BIO if full else BIO[:9]
    tab = [[[a], [K("BIOLOGIE", v), " *" if k % 4 == 1 else ""], [u], [K("NORMES", n)],
            [K("BIOLOGIE", v.replace("4", "3") if k % 2 else v)]] for k, (a, v, u, n) in enumerate(rows)]
    meta = [("Dossier n°", R(V("IDENTIFIANT", dossier, "NUM_DOSSIER")), None),
            ("Prélevé le", R(c.cday(0), " à ", K("HORAIRE", hm(r, 7, 9))), None),
            ("Reçu le", R(c.cday(0), " à ", K("HORAIRE", hm(r, 10, 11))), None),
            ("Édité le", R(c.cday(1)), None)]
    s2 = [("kv", [("Prescripteur", R(c.doc_run(c.gp, True), " - RPPS ", V("RPPS", c.gp[2])), None),
                  ("Préleveur", R("IDE au domicile" if c.i % 2 else "préleveur du laboratoire"), None)]),
          ("tab", ["Analyse", "Résultat", "Unité", "Valeurs de référence", "Antériorité du %s" % ids.care(ant)], tab,
           [3.2, 1.5, 1.8, 2.2, 1.8])]
    s3 = [("p", R("* résultat hors des valeurs de référence. Compte rendu validé par le biologiste le ", c.cday(1),
                  ". Techniques : ", K("DISPOSITIF", "Atellica CH"), ", ", K("DISPOSITIF", "Sysmex XN-550"),
                  ". Tube sec, tube EDTA ; acte ", K("NGAP", "B 70"), ", ", K("NGAP", "TB 5"), "."))]
    return dict(title="Compte rendu d'analyses de biologie médicale", org=org, addressee=None, salut=None,
                objet=None, closing=None, signer=(b1, "Biologiste médical", None), meta=meta, s2=s2, s3=s3,
                lab=True, h=("Patient(e)", "Résultats", "Validation biologique"))


def sh_dlu(c, r, full):
    eh = ids.EHPADS[c.i % len(ids.EHPADS)]
    mc = (c.hom[0], c.hom[1], c.hom[2])
    nu = c.nurse
    people = [R("Médecin coordonnateur : ", c.doc_run(mc, False), " - RPPS ", V("RPPS", mc[2])),
              R("IDEC : ", V("PRENOM", nu[0], "soignant"), " ", V("NOM", nu[1], "soignant"), " - ADELI ", V("ADELI", nu[2]))]
    mail = "%s@wanadoo.fr" % ids.mail_local(eh).replace(".", "-")
    org = org_block(c, eh, "Établissement d'hébergement pour personnes âgées dépendantes", people, mail,
                    [R("FINESS ", V("FINESS", c.ofiness)), R("Autorisé par l'", K("ORGANISME_PUBLIC", c.ars),
                                                               " et le Conseil départemental")])
    org["addr"][0] = R(V("ADRESSE", "Lieu-dit " + ids.LIEUXDITS[(c.i + 2) % 6]))
    s2 = [("kv", [("Chambre", R(K("CHAMBRE", "chambre %d" % r.randint(1, 60))), None),
                  ("Date de mise à jour du DLU", R(c.cday(-30)), None),
                  ("Motif du transfert", R("chute avec douleur de hanche droite, ", c.cday(0), " à ", K("HORAIRE", hm(r, 5, 22))), None),
                  ("Directives anticipées", R("oui - rangées dans le classeur de soins"), None)]),
          ("box", "Niveau de soins souhaité", [R("[X] hospitalisation si nécessaire   [ ] pas de réanimation   [ ] soins de confort")]),
          ("tab", ["Autonomie / risques", "Évaluation"],
           [[["GIR"], [K("SCORE", "GIR 2")]], [["MMSE"], [K("SCORE", "14/30")]], [["Risque d'escarre (Norton)"], [K("SCORE", "11/20")]],
            [["Poids"], [K("MESURE", "52 kg"), " le ", c.cday(-9)]]], [3, 3])]
    s3 = [("tab", ["Traitement en cours", "Matin", "Midi", "Soir"],
           [[[K("MEDICAMENT", "donépézil"), " ", K("DOSE", "5 mg"), " (ATC ", K("ATC", "N06DA02"), ")"], ["0"], ["0"], ["1"]],
            [[K("MEDICAMENT", "furosémide"), " ", K("DOSE", "20 mg")], ["1"], ["0"], ["0"]],
            [[K("MEDICAMENT", "paracétamol"), " ", K("DOSE", "1 g")], ["1"], ["1"], ["1"]]] +
           ([[[K("MEDICAMENT", "apixaban"), " ", K("DOSE", "2,5 mg"), " (ATC ", K("ATC", "B01AF02"), ")"], ["1"], ["0"], ["1"]]] if full else []),
           [4, 1, 1, 1]),
          ("p", R("Allergie : pénicilline. Vaccin antigrippal le ", c.cday(-40), " (lot ", K("LOT", lot(r)),
                  "). Dernière prise des traitements à ", K("HORAIRE", "08h00"), ". Fibrillation atriale (",
                  K("CIM10", "I48.9"), "), maladie d'Alzheimer (", K("CIM10", "G30.1"), ")."))]
    return dict(title="Document de liaison d'urgence (DLU) - transfert vers les urgences", org=org, addressee=None,
                salut=None, objet=None, closing=None, signer=(mc, "Médecin coordonnateur", None), meta=[], s2=s2, s3=s3,
                h=("Résident(e)", "Motif et niveau de soins", "Traitements"))


def sh_idel(c, r, full):
    nu = c.nurse
    cab = ids.NURSES[c.i % len(ids.NURSES)]
    n2 = (r.choice(c.others), c.picks[10], ids.adeli(r, c.odept, "6"))
    people = [R(V("PRENOM", nu[0], "soignant"), " ", V("NOM", ids.caps_name(nu[1]), "soignant"), " - IDE"),
              R("ADELI ", V("ADELI", nu[2]), " - RPPS ", V("RPPS", nu[3])),
              R(V("PRENOM", n2[0], "soignant"), " ", V("NOM", ids.caps_name(n2[1]), "soignant"), " - IDE"),
              R("ADELI ", V("ADELI", ids.adeli_spaced(n2[2])))]
    mail = "%s@orange.fr" % ids.mail_local(cab).replace(".", "")
    org = org_block(c, cab, "Infirmier(e)s libéraux conventionnés", people, mail, [R("SIRET ", siret_v(c))])
    visits = [[[c.cday(k)], [K("HORAIRE", hm(r, 7, 8))], [K("NGAP", a)], [obs]] for k, (a, obs) in enumerate(
        [("AMI 4 + IFD", "pansement complexe ulcère jambe gauche, propre"),
         ("AMI 1 + IFD", "injection SC, glycémie capillaire 1,42 g/L"),
         ("AMI 4 + IFD", "pansement refait, bourgeonnement"),
         ("AIS 3 + IFD", "aide à la toilette, BSI en cours"),
         ("AMI 4 + IFD + IK 6", "pansement, pas de signe infectieux"),
         ("AMI 1 + MAU", "prise de sang à jeun (bilan rénal)")][: 6 if full else 3])]
    s2 = [("kv", [("Prescription", R("ordonnance du ", c.cday(-3), " - ", c.doc_run(c.gp, True)), None),
                  ("Accès au domicile", R("code portail ", K("CODE", "B%d" % r.randint(1000, 9999)), ", clé dans la boîte"), None)]),
          ("tab", ["Date", "Heure", "Cotation NGAP", "Observations"], visits, [1.6, 1, 1.8, 4.4])]
    s3 = [("p", R("Pansement : ", K("DISPOSITIF", "hydrofibre argent 10 x 10 cm"), ", compression ",
                  K("DISPOSITIF", "bande 2 couches"), " ; surface ", K("MESURE", "4,5 x 3 cm"), " le ", c.cday(0),
                  ". Ulcère veineux (", K("CIM10", "I83.0"), "). Transmission au médecin traitant le ", c.cday(4), "."))]
    return dict(title="Dossier de soins infirmiers à domicile - feuille de surveillance", org=org, addressee=None,
                salut=None, objet=None, closing=None, signer=((nu[0], nu[1], nu[3]), "Infirmier(e) diplômé(e) d'État", None,
                                                              "IDE"),
                meta=[], s2=s2, s3=s3, h=("Patient(e) soigné(e)", "Passages", "Plaie et transmissions"))


def sh_pharma(c, r, full):
    ph = ids.PHARMACIES[c.i % len(ids.PHARMACIES)]
    t = (r.choice(c.others), c.picks[9], ids.rpps(r))
    people = [R("Pharmacien titulaire : ", c.doc_run(t, False), " - RPPS ", V("RPPS", t[2]))]
    mail = "%s@orange.fr" % ids.mail_local(ph).replace(".", "")
    org = org_block(c, ph, "Officine de pharmacie", people, mail,
                    [R("FINESS ", V("FINESS", c.ofiness)), R("SIRET ", siret_v(c)), R("Licence n° ", K("CODE", "%s#%06d" % (c.odept, r.randint(1, 999999))))])
    meds = [("LÉVOTHYROX", "75 µg", "cp B/90", "3400937847385"), ("AMLODIPINE", "5 mg", "gél B/90", "3400936602354"),
            ("PARACÉTAMOL", "1 g", "cp B/8", "3400935955833"), ("ATORVASTATINE", "20 mg", "cp B/90", "3400939286991"),
            ("MACROGOL", "10 g", "sachet B/20", "3400934929704"), ("ZOPICLONE", "3,75 mg", "cp B/14", "3400934476536")]
    rows = []
    for k, (m, dose, form, cip) in enumerate(meds[: 6 if full else 4]):
        rows.append([[c.cday(-k * 28)], [K("MEDICAMENT", m), " ", K("DOSE", dose), " ", form], [K("CIP", cip)],
                     [K("LOT", lot(r))], [K("MESURE", "x%d" % (1 + k % 3))],
                     ["Dr ", V("NOM", ids.caps_name(c.gp[1]), "medecin")]])
    s2 = [("kv", [("Organisme AMO", R(K("ORGANISME_PUBLIC", c.cpam), " - code ", K("CODE_AMO", c.amo)), None),
                  ("AMC", R(V("ORGANISME", c.insurer, "mutuelle"), " - N° AMC ", V("IDENTIFIANT", c.amc, "NUM_AMC")), None),
                  ("N° adhérent", R(V("NUM_ADHERENT", c.member)), V("NUM_ADHERENT", ids.comb(c.member), "cases")),
                  ("Rang / qualité", R("rang ", K("CODE", "1"), " - assuré" if not c.child else " - enfant"), None)]),
          ("tab", ["Délivré le", "Produit", "CIP13", "Lot", "Qté", "Prescripteur"], rows, [1.6, 3.4, 2.3, 1.5, 0.7, 1.9])]
    s3 = [("p", R("Tiers payant AMO ", K("MESURE", "65 %"), " / AMC ", K("MESURE", "35 %"), ". Dossier pharmaceutique "
                  "consulté le ", c.cday(1), ". Historique édité à la demande du service d'archives médicales."))]
    return dict(title="Historique des délivrances", org=org, addressee=None, salut=None, objet=None, closing=None,
                signer=(t, "Pharmacien", None), meta=[("Édité le", R(c.cday(1)), None)], s2=s2, s3=s3,
                h=("Bénéficiaire", "Délivrances", "Mentions"))


def sh_ambulance(c, r, full):
    am = ids.AMBULANCES[c.i % len(ids.AMBULANCES)]
    crew = [(r.choice(c.others), c.picks[9]), (r.choice(c.others), c.picks[10])]
    people = [R("Gérant : ", V("PRENOM", crew[0][0], "gerant"), " ", V("NOM", ids.caps_name(crew[0][1]), "gerant"))]
    mail = "%s@orange.fr" % ids.mail_local(am).replace(".", "-")
    agr = "%s-AMB-%03d" % (c.odept, r.randint(1, 199))
    org = org_block(c, am, "Transports sanitaires agréés - ambulance, VSL", people, mail,
                    [R("SIRET ", siret_v(c)), R("Agrément ", K("ORGANISME_PUBLIC", c.ars), " n° ", V("IDENTIFIANT", agr, "AGREMENT"))])
    pec = "PEC-%s-%s" % (c.day.strftime("%y"), ids.digits(r, 6))
    meta = [("Bon n°", R(V("IDENTIFIANT", "B%s" % ids.digits(r, 7), "NUM_BON")), None), ("Date du transport", R(c.cday(0)), None)]
    s2 = [("kv", [("Prise en charge", R("domicile, ", c.addr_run()), None),
                  ("Destination", R(V("ETABLISSEMENT", c.hosp, "destination"), " - hôpital de jour"), None),
                  ("Départ / arrivée", R(K("HORAIRE", hm(r, 7, 8)), " / ", K("HORAIRE", hm(r, 9, 9))), None),
                  ("Véhicule", R(K("CODE", "VSL n° %d" % r.randint(1, 9)), " - ", K("MESURE", "%d km" % r.randint(8, 60))), None),
                  ("Équipage", R(V("PRENOM", crew[1][0], "ambulancier"), " ", V("NOM", ids.caps_name(crew[1][1]), "ambulancier"),
                                 " (auxiliaire ambulancier)"), None)]),
          ("box", "Nature du transport", [R("[ ] ambulance  [X] VSL  [ ] taxi conventionné - [X] aller  [X] retour"),
                                          R("[X] ALD (", K("CIM10", "C50.9"), ")  [ ] accident du travail  [ ] maternité")])]
    if full:
        s2.append(("tab", ["Prestation", "Code", "Montant"],
                   [[["Forfait départemental"], [K("CODE", "FD")], [K("MONTANT", "58,50 €")]],
                    [["Kilomètres au-delà de 3 km"], [K("CODE", "KM")], [K("MONTANT", "27,16 €")]],
                    [["Majoration de nuit"], [K("CODE", "MN")], [K("MONTANT", "0,00 €")]]], [4, 1, 2]))
    s3 = [("kv", [("Assuré(e) AMO", R(K("ORGANISME_PUBLIC", c.cpam), " - NIR ", c.nir(1)), None),
                  ("Mutuelle", R(V("ORGANISME", c.insurer, "mutuelle"), " - accord de prise en charge n° ",
                                 V("IDENTIFIANT", pec, "NUM_PEC")), None),
                  ("Prescription", R("du ", c.cday(-5), " par le ", c.doc_run(c.gp, True)), None)]),
          ("p", R("Signature du patient ou de son représentant pour attester le transport effectué le ", c.cday(0), "."))]
    return dict(title="Bon de transport - facture subrogatoire", org=org, addressee=None, salut=None, objet=None,
                closing=None, signer=((crew[0][0], crew[0][1], None), "Pour l'entreprise, le gérant", None, "gerant"),
                meta=meta, s2=s2, s3=s3, h=("Patient(e) transporté(e)", "Transport", "Facturation"))


def sh_at(c, r, full):
    g = c.gp
    name = ids.PRACTICES[c.i % len(ids.PRACTICES)]
    org = org_block(c, name, "Médecine générale", [R(c.doc_run(g, False)), R("RPPS ", V("RPPS", g[2]))],
                    "%s@medecin.mssante.fr" % ids.mail_local(g[0], g[1]), [R("SIRET ", siret_v(c))])
    emp = ids.EMPLOYERS[c.i % len(ids.EMPLOYERS)]
    esiret = ids.siret(r)
    sin = "%s/PRV/%s" % (c.day.strftime("%y"), ids.digits(r, 6))
    meta = [("Cerfa", R(K("CODE", "cerfa n° 11138*06")), None), ("Établi le", R(c.cday(0)), None)]
    s2 = [("kv", [("Employeur", R(V("ETABLISSEMENT", emp, "employeur")), None),
                  ("SIRET de l'employeur", R(V("SIRET", esiret)), V("SIRET", ids.comb(esiret), "cases")),
                  ("Assureur prévoyance - référence dossier", R(V("ORGANISME", c.insurer, "prevoyance"), " - ",
                                                               V("IDENTIFIANT", sin, "NUM_SINISTRE")), None),
                  ("Date de l'accident", R(c.cday(-1), " à ", K("HORAIRE", hm(r, 7, 17))), None)]),
          ("box", "Certificat", [R("[X] initial   [ ] de prolongation   [ ] final"),
                                 R("[X] accident du travail   [ ] maladie professionnelle")]),
          ("p", R("Constatations détaillées : plaie de la face palmaire de la main gauche de ", K("MESURE", "3 cm"),
                  " par cutter, suturée (CCAM ", K("CCAM", "QZJA002"), "), pas d'atteinte tendineuse (CIM-10 ",
                  K("CIM10", "S61.4"), ", ", K("CIM10", "W26"), ")."))]
    s3 = [("kv", [("Arrêt de travail jusqu'au", R(c.cday(10), " inclus"), None),
                  ("Sorties", R("autorisées sans restriction d'horaire"), None),
                  ("Caisse", R(K("ORGANISME_PUBLIC", c.cpam)), None),
                  ("Identifiant du praticien (RPPS)", R(V("RPPS", g[2])), V("RPPS", ids.comb(g[2]), "cases"))])]
    if full:
        s3.append(("p", R("Soins sans arrêt de travail à compter du ", c.cday(11), " jusqu'au ", c.cday(20),
                          " ; soins infirmiers (", K("NGAP", "AMI 2"), ") tous les ", K("MESURE", "2 jours"), ".")))
    return dict(title="Certificat médical - accident du travail / maladie professionnelle", org=org, addressee=None,
                salut=None, objet=None, closing=None, signer=(g, "Médecin", g[3]), meta=meta, s2=s2, s3=s3, cerfa=True,
                h=("La victime", "L'accident et les constatations", "Les conséquences et le praticien"))


COURTS = ["Tribunal judiciaire de Saint-Brieuc", "Tribunal judiciaire de Lorient", "Tribunal judiciaire de Quimper",
          "Tribunal judiciaire de Vannes"]
UNITS = ["Brigade de gendarmerie - compagnie départementale", "Commissariat de police - service de quart",
         "Brigade de recherches de la gendarmerie"]


def sh_requisition(c, r, full):
    g = c.gp
    name = ids.PRACTICES[c.i % len(ids.PRACTICES)]
    org = org_block(c, name, "Médecine générale", gp_people(c)[:4], "%s@wanadoo.fr" % ids.mail_local(g[0], g[1]),
                    [R("SIRET ", siret_v(c))])
    opj = (r.choice(c.others), c.picks[9])
    pv = "%05d/%s/%06d" % (r.randint(1, 99999), c.day.year, r.randint(1, 999999))
    parquet = "%s%s" % (c.day.strftime("%y"), ids.digits(r, 9))
    meta = [("PV n°", R(V("IDENTIFIANT", pv, "NUM_PV")), None), ("N° parquet", R(V("IDENTIFIANT", parquet, "NUM_PARQUET")), None)]
    s2 = [("kv", [("Requérant", R(K("ORGANISME_PUBLIC", UNITS[c.i % 3]), ", ", "OPJ ", V("PRENOM", opj[0], "opj"), " ",
                                  V("NOM", ids.caps_name(opj[1]), "opj")), None),
                  ("Fondement", R("article ", K("CODE", "60"), " du code de procédure pénale - ",
                                  K("ORGANISME_PUBLIC", COURTS[c.i % 4])), None),
                  ("Examen le", R(c.cday(0), " à ", K("HORAIRE", hm(r, 8, 23))), None)]),
          ("p", R("Je soussigné(e), docteur en médecine, requis(e) par l'officier de police judiciaire susnommé, certifie "
                  "avoir examiné ", c.who(True), ", né", c.e(), " le ", c.dn(2), ", demeurant ", c.addr_run(), ".")),
          ("p", R("Déclare avoir été victime de violences le ", c.cday(-1), ". Constatations : hématome de la pommette "
                  "droite de ", K("MESURE", "5 x 4 cm"), ", plaie superficielle du cuir chevelu de ", K("MESURE", "2 cm"),
                  " (CIM-10 ", K("CIM10", "S00.8"), ", ", K("CIM10", "T74.1") if c.child else K("CIM10", "Y09"), ")."))]
    if full:
        s2.append(("tab", ["Lésion", "Siège", "Dimensions"],
                   [[["Hématome"], ["pommette droite"], [K("MESURE", "5 x 4 cm")]],
                    [["Plaie superficielle"], ["cuir chevelu pariétal"], [K("MESURE", "2 cm")]],
                    [["Ecchymoses"], ["face interne des bras"], [K("MESURE", "3 x 1 cm")]]], [2, 3, 2]))
    s3 = [("p", R("L'incapacité totale de travail (ITT) est fixée à ", K("MESURE", "3 jours"), " sous réserve de "
                  "complications. Certificat remis à l'OPJ requérant pour servir et valoir ce que de droit."))]
    return dict(title="Certificat médical sur réquisition judiciaire", org=org, addressee=None, salut=None, objet=None,
                closing=None, signer=(g, "Médecin requis", g[3]), meta=meta, s2=s2, s3=s3,
                h=("Personne examinée", "Réquisition et constatations", "Conclusion"))


def sh_deces(c, r, full):
    g = c.gp
    name = ids.PRACTICES[c.i % len(ids.PRACTICES)]
    org = org_block(c, name, "Médecine générale", gp_people(c)[:4], "%s@medecin.mssante.fr" % ids.mail_local(g[0], g[1]),
                    [R("SIRET ", siret_v(c))])
    s2 = [("kv", [("Commune de décès", R(V("CODE_POSTAL", c.pcp), " ", V("VILLE", c.ptown)), None),
                  ("Date et heure du décès", R(c.cday(0), " à ", K("HORAIRE", hm(r, 0, 23))), None),
                  ("Lieu", R("domicile"), None)]),
          ("box", "Caractères médico-légaux", [R("Obstacle médico-légal : [ ] oui  [X] non"),
                                               R("Obligation de mise en bière immédiate : [ ] cercueil hermétique  [X] non"),
                                               R("Prélèvement en vue de rechercher la cause du décès : [ ] oui  [X] non"),
                                               R("Don du corps : [ ] oui  [X] non")])]
    s3 = [("p", R("Volet administratif destiné à l'officier d'état civil de la mairie de ", V("VILLE", c.ptown),
                  ". Le volet médical, confidentiel, est clos et adressé à l'", K("ORGANISME_PUBLIC", c.ars),
                  " (modèle ", K("CODE", "cerfa n° 13656*04"), ")."))]
    if full:
        s3.append(("kv", [("Médecin ayant constaté le décès", R(c.doc_run(g, True), " - RPPS ", V("RPPS", g[2])), None),
                          ("Certificat établi le", R(c.cday(0), " à ", K("HORAIRE", hm(r, 0, 23))), None)]))
    return dict(title="Certificat de décès - volet administratif", org=org, addressee=None, salut=None, objet=None,
                closing=None, signer=(g, "Médecin", g[3]), meta=[], s2=s2, s3=s3, cerfa=True,
                h=("Personne décédée", "Décès", "Transmission"))


SHAPE_FUN = dict(zip(SHAPES, [sh_adressage, sh_cardio, sh_labo, sh_dlu, sh_idel, sh_pharma, sh_ambulance, sh_at,
                              sh_requisition, sh_deces]))


def make_doc(i, seed, shape, npl):
    c = Ctx(i, seed, shape)
    r = c.r
    full = npl > 1
    s = SHAPE_FUN[shape](c, r, full)
    si = c.si
    # the patient identity: captions vary with the writer's trade
    cap_name = ["Nom", "Nom d'usage", "Patient(e)", "Nom du résident", "Nom", "Bénéficiaire", "Nom", "Nom d'usage",
                "Nom", "Nom du défunt"][si]
    ident = [(cap_name, R(c.USUAL()), None)]
    if c.married or c.widow:
        ident.append(("Nom de naissance" if si != 7 else "Nom de famille (de naissance)", R(c.BIRTH()), None))
    ident.append(("Prénom(s)" if si in (7, 9) else "Prénom", R(c.First()), None))
    ident.append(("Date de naissance" if si != 2 else "Né(e) le", R(c.dn(0)), c.dn_comb()))
    if si in (3, 9) or full:
        ident.append(("Lieu de naissance", R(V("VILLE", c.btown)), None))
    ident.append(("N° de sécurité sociale" if si != 7 else "N° d'immatriculation", R(c.nir(0)), c.nir_comb()))
    if c.child:
        ident.append(("Représentant légal", R(V("PRENOM", c.parent[0], "proche"), " ", V("NOM", ids.caps_name(c.parent[1]), "proche"),
                                              " (père)"), None))
    ident.append(("Adresse" if si != 9 else "Domicile", c.addr_run(), None))
    ident.append(("Tél.", R(V("TELEPHONE", c.pland), " - Port. ", V("TELEPHONE", c.pmob)), None))
    if full:
        ident.append(("Courriel", R(V("EMAIL", c.pmail)), None))
    if si not in (5, 6):
        ident.append(("Mutuelle", R(V("ORGANISME", c.insurer, "mutuelle"), " - N° adhérent ", V("NUM_ADHERENT", c.member)), None))
    sec1 = [("kv", ident)]
    if full or si in (3, 4):
        ent = [("Personne à prévenir", R(V("PRENOM", c.rel[0], "proche"), " ", V("NOM", ids.caps_name(c.rel[1]), "proche"),
                                         " (", c.rel[3], ") - ", V("TELEPHONE", c.rel[2])), None)]
        if si in (3, 4) or npl == 3:
            ent.append(("Personne de confiance", R(V("NOM", c.trust[1].upper(), "proche"), " ", V("PRENOM", c.trust[0], "proche"),
                                                   " - Port. ", V("TELEPHONE", c.trust[2])), None))
        if si not in (0, 7, 8, 9):
            ent.append(("Médecin traitant", R(c.doc_run(c.gp, False), " - ", V("VILLE", c.otown), " - RPPS ", V("RPPS", c.gp[2])), None))
        sec1.append(("kv", ent))
    # prose that repeats the identity in outside writers' wordings
    if c.i % 3 == 0 and not c.child:
        born = R("né", c.e(), " en ", c.year())
    else:
        born = R("né", c.e(), " le ", c.dn(3))
    prose = R(c.who(True), ", ", born, ", âgé", c.e(), " de ", str(c.age), " ans, domicilié", c.e(), " ", c.addr_run(), ".")
    sec1.append(("p", prose))
    hf, hl, hr, hword, hphrase = c.hom
    tail = []
    if npl == 3 or si in (0, 1):
        tail.append(("p", R("Mode de vie : ", hphrase.split(hword, 1)[0], W(hword), hphrase.split(hword, 1)[1], ".")))
    if c.ptown in ids.WORD_TOWNS and (full or si in (0, 4)):
        w, a, b = ids.WORD_TOWNS[c.ptown]
        tail.append(("p", R("Au quotidien, ", a, W(w), b, ".")))
    signer = s["signer"]
    who_sig = ["Dr " if len(signer) < 4 else "", V("PRENOM", signer[0][0], "medecin" if len(signer) < 4 else signer[3]), " ",
               V("NOM", ids.caps_name(signer[0][1]), "medecin" if len(signer) < 4 else signer[3])]
    sig = [R(who_sig), R(signer[1])]
    if signer[0][2]:
        sig.append(R("RPPS ", V("RPPS", signer[0][2])))
    if signer[2]:
        sig.append(R("N° AM ", V("ADELI", signer[2])))
    sig.append(R("Fait à ", V("VILLE", c.otown), ", le ", c.cday(0 if si != 2 else 1)))
    sections = [(s["h"][0], sec1), (s["h"][1], s["s2"]), (s["h"][2], s["s3"] + tail)]
    plan = {1: [[0, 1, 2]], 2: [[0, 1], [2]], 3: [[0], [1], [2]]}[npl]
    runhead = R(c.USUAL(), " ", c.First(), " - ", "né" + c.e(), " le ", c.dn(1))
    foot = R(s["org"]["name"], " - ", V("ADRESSE", c.ostreet), " - ", V("CODE_POSTAL", c.ocp), " ",
             V("VILLE", c.otown))
    place_date = R(V("VILLE", c.otown), ", le ", c.cday(0))
    patient = [R(c.who(True)), R("né" + c.e() + " le ", c.dn(2))] + c.addr_lines()
    return {"title": s["title"], "num": i + 1, "shape": shape, "org": s["org"], "patient": patient, "meta": s["meta"],
            "addressee": s["addressee"], "place_date": place_date, "objet": s["objet"], "salut": s["salut"],
            "closing": s["closing"], "sig": sig, "sections": sections, "plan": plan, "runhead": runhead, "foot": foot,
            "lab": s.get("lab", False), "cerfa": s.get("cerfa", False), "npl": npl}
