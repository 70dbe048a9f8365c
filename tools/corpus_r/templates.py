"""Document types. Each builder fills a Doc page by page and registers every value it prints."""
import datetime as dt
from . import pools, ids
from .model import Doc
from .people import Person, Patient, Establishment

NAME_STYLES = ["UPPER_First", "First_UPPER", "Title", "ALL", "lower"]


class Ctx:
    def __init__(self, rng, doc, producer):
        self.rng, self.d, self.producer = rng, doc, producer
        self.used = set()
        self.p = Patient(rng, self.used)
        self.dr = [Person(rng, used=self.used) for _ in range(4)]
        self.nurse = Person(rng, used=self.used)
        self.rel = Person(rng, used=self.used)
        self.est = Establishment(rng, "hosp" if rng.random() < 0.7 else "clinic")
        self.service = rng.choice(pools.SERVICES)
        base = dt.date(2024, 1, 1) + dt.timedelta(days=rng.randrange(600))
        self.adm = base
        self.out = base + dt.timedelta(days=rng.randrange(2, 12))
        self.dstyle = rng.randrange(3)
        self.hom = list(pools.HOMONYMS)
        rng.shuffle(self.hom)
        self.rpps = {id(x): ids.rpps(rng) for x in self.dr}
        self.version = "v%d.%d.%d" % (rng.randrange(2, 9), rng.randrange(10), rng.randrange(20))

    # ---- registration helpers
    def pat(self, style=None, crit=True):
        style = style or self.rng.choice(NAME_STYLES)
        text, probe = self.p.form(style)
        return self.d.pii("NOM", text, crit, [probe])

    def person(self, who, style=None):
        style = style or self.rng.choice(["UPPER_First", "First_UPPER", "Title", "Initial"])
        text, probe = who.form(style)
        return self.d.pii("NOM", text, False, [probe])

    def doc_name(self, i=0, style=None):
        return "Dr " + self.person(self.dr[i], style)

    def maiden(self):
        if not self.p.maiden:
            return ""
        m = self.p.maiden.upper() if self.rng.random() < 0.6 else self.p.maiden
        return (" née " if self.rng.random() < 0.6 else " épouse ") + self.d.pii("NOM", m, True, [m])

    def ddn(self, style=None):
        st = self.rng.randrange(13) if style is None else style
        return self.d.pii("DATE_NAISSANCE", ids.birth_date_text(self.p.birth, st), True)

    def cdate(self, d, style=None):
        return self.d.date(ids.care_date(d, self.dstyle if style is None else style))

    def addr(self, street, pc, town):
        s = self.d.pii("ADRESSE", street, False, [street.split(" ", 1)[1]] if " " in street else None)
        c = self.d.pii("ADRESSE", "%s %s" % (pc, town), False, [pc])
        return s, c

    def est_name(self, e=None):
        e = e or self.est
        return self.d.pii("ETABLISSEMENT", e.name)

    def acro(self, e=None):
        e = e or self.est
        return self.d.pii("ETABLISSEMENT", e.acro)

    def tel(self, t):
        return self.d.pii("TELEPHONE", t)

    def pii(self, kind, text, crit=False):
        return self.d.pii(kind, text, crit)

    def homonym(self):
        w, sent = self.hom.pop()
        i = sent.index("{w}")
        return sent[:i] + self.d.word(w) + sent[i + 3:]

    def drug(self):
        n, dose, atc = self.rng.choice(pools.DRUGS)
        return self.d.decoy("MEDICAMENT", n), self.d.decoy("DOSE", dose), atc

    # ---- common page furniture
    def header(self, pg, n_pages, first):
        d, e = self.d, self.est
        st = self.rng.randrange(3)
        if first:
            d.add("header", {"t": "hf", "left": "%s (%s)" % (self.est_name(), self.acro()),
                             "right": d.decoy("SERVICE", self.service)})
            s, c = self.addr(e.street, e.pc, e.town)
            d.add("header", {"t": "hf", "left": "%s - %s" % (s, c),
                             "right": "Tél. %s  FINESS %s" % (self.tel(e.phone), self.pii("FINESS", e.finess))})
        else:
            d.add("header", {"t": "hf", "left": "%s - %s" % (self.acro(), d.decoy("SERVICE", self.service)),
                             "right": "Patient : %s  IPP %s" % (self.pat("UPPER_First"), self.pii("IPP", self.p.ipp, True))})

    def footer(self, pg, n_pages):
        d = self.d
        left = "%s - %s - IPP %s" % (self.acro(), self.pat("LAST"), self.pii("IPP", self.p.ipp, True))
        right = "%s  édité par DxCare %s" % (d.decoy("PAGE", "Page %d/%d" % (pg + 1, n_pages)), d.decoy("VERSION", self.version))
        d.add("footer", {"t": "hf", "left": left, "right": right})

    def ident_block(self, style):
        d, p = self.d, self.p
        pairs = [["Nom de naissance", self.pat("LAST")], ["Prénom", self.d.pii("NOM", p.first, True, [p.first])],
                 ["Date de naissance", self.ddn()], ["IPP", self.pii("IPP", p.ipp, True)],
                 ["N° séjour", self.pii("NUM_SEJOUR", p.sejour)]]
        if p.maiden:
            pairs.insert(1, ["Nom d'usage" if self.rng.random() < 0.5 else "Nom marital", self.d.pii("NOM", p.maiden.upper(), True, [p.maiden.upper()])])
        if self.rng.random() < 0.6:
            pairs.append(["Lieu de naissance", self.pii("LIEU_NAISSANCE", p.birthplace)])
        r = self.rng.random()
        if r < 0.35:
            pairs.append(["Matricule INS", self.pii("INS", p.nir + p.nir_key, True)])
        elif r < 0.7:
            pairs.append(["NIR", self.pii("NIR", ids.nir_text(p.nir, p.nir_key, self.rng.randrange(3)), True)])
        d.add("body", {"t": "kv", "style": style, "pairs": pairs})

    def signature(self, i=0):
        d = self.d
        d.add("body", {"t": "lines", "align": "right", "lines": [
            "%s, le %s" % (self.d.pii("ADRESSE", self.est.town), self.cdate(self.out, 1)),
            self.doc_name(i, "First_UPPER"),
            ("RPPS %s" % self.pii("RPPS", self.rpps[id(self.dr[i])])) if self.rng.random() < 0.75 else
            ("ADELI %s" % self.pii("ADELI", ids.adeli(self.rng))),
            "Signé électroniquement"]})

    def copies(self):
        d = self.d
        lines = ["Copie à :"]
        lines.append("- Dr %s, médecin traitant, %s" % (self.person(self.dr[2]), self.d.pii("ADRESSE", "%s %s" % (self.p.pc, self.p.town), False, [self.p.pc])))
        lines.append("- %s (%s)" % (self.est_name(Establishment(self.rng, "practice")), "cabinet"))
        lines.append("- Patient(e)")
        d.add("body", {"t": "lines", "align": "left", "lines": lines})

    def addressee(self):
        p = self.p
        name = "%s %s" % (p.civ(), self.pat("UPPER_First"))
        s, c = self.addr(p.street, p.pc, p.town)
        self.d.add("body", {"t": "lines", "align": "right", "lines": [name, s, c]})

    def treatment_table(self, n=4):
        d = self.d
        rows = []
        seen = set()
        for _ in range(n):
            name, dose, atc = self.rng.choice(pools.DRUGS)
            if name in seen:
                continue
            seen.add(name)
            rows.append([d.decoy("MEDICAMENT", name), d.decoy("DOSE", dose), self.rng.choice(["1-0-1", "1-0-0", "0-0-1", "si douleur"]),
                         d.decoy("ATC", atc)])
        d.add("body", {"t": "table", "head": ["Médicament", "Dose", "Posologie", "ATC"], "rows": rows, "w": [4, 2, 2, 2]})

    def labs_table(self, n=6):
        d = self.d
        rows = []
        for name, unit, (lo, hi), ref, loinc in self.rng.sample(pools.LABS_ROWS, n):
            v = lo + (hi - lo) * self.rng.random()
            val = ("%.1f" % v if hi < 20 else "%d" % v).replace(".", ",")
            rows.append([name, d.decoy("BIOLOGIE", val), d.decoy("UNITE", unit) if unit else "", d.decoy("NORMES", ref), d.decoy("LOINC", loinc)])
        d.add("body", {"t": "table", "head": ["Analyse", "Résultat", "Unité", "Valeurs de référence", "LOINC"], "rows": rows,
                       "w": [4, 2, 2, 3, 2]})


KV_STYLES = ["inline", "cells", "stacked", "valuefirst", "far"]


def page2_generic(c, kind):
    d = c.d
    d.add("body", {"t": "title", "text": "Suite du document - traitement et suivi"})
    d.add("body", {"t": "p", "text": "Traitement de sortie prescrit pour %s, à poursuivre jusqu'à la consultation du %s. %s" % (
        c.pat("Title"), c.cdate(c.out + dt.timedelta(days=30)), c.homonym())})
    c.treatment_table(5)
    d.add("body", {"t": "p", "text": "Surveillance : %s ; %s. Contact du service : %s. Le patient a accepté l'envoi des résultats par messagerie à l'adresse %s." % (
        d.decoy("EPONYME", c.rng.choice(pools.EPONYMS)), d.decoy("SCORE", "EVA %d/10" % c.rng.randrange(0, 6)), c.tel(c.est.phone),
        c.pii("EMAIL", c.p.email, True))})
    c.signature(0)
    c.copies()


# --------------------------------------------------------------------------- document types

def cro(c):
    d, p, r = c.d, c.p, c.rng
    code, lib = r.choice(pools.CCAM)
    cim, diag = r.choice(pools.CIM10)
    d.add("body", {"t": "title", "text": "COMPTE RENDU OPÉRATOIRE"})
    c.ident_block(r.choice(KV_STYLES))
    d.add("body", {"t": "kv", "style": "far", "pairs": [["Date d'intervention", c.cdate(c.adm + dt.timedelta(days=1))],
        ["Opérateur", c.doc_name(0)], ["Aide", c.person(c.dr[1])], ["Anesthésiste", c.doc_name(3)],
        ["IBODE", c.person(c.nurse, "First_UPPER")]]})
    d.add("body", {"t": "p", "text": "Indication : %s (%s). Acte réalisé : %s, code CCAM %s, sous anesthésie générale, %s." % (
        d.decoy("DIAGNOSTIC", diag), d.decoy("CIM10", cim), d.decoy("ACTE", lib), d.decoy("CCAM", code), d.decoy("SCORE", "score ASA %d" % r.randrange(1, 4)))})
    d.add("body", {"t": "words", "text": "Installation en décubitus dorsal, antibioprophylaxie par %s %s à l'induction." % c.drug()[:2]})
    d.add("body", {"t": "words", "text": "Mise en place d'une %s en fin d'intervention, %s." % (d.decoy("DISPOSITIF", r.choice(pools.DEVICES)),
                                                                                         d.decoy("LOT", "lot %s%d" % (r.choice(["A", "K", "T"]), r.randrange(10000, 99999))))})
    d.add("body", {"t": "p", "text": "Suites simples attendues. Le %s est prévenu par téléphone de la fin de l'intervention. %s" % (
        "fils" if c.rel.sex == "M" else "fille", c.homonym())})
    d.add("body", {"t": "kv", "style": "inline", "pairs": [["Personne à prévenir", "%s (%s)" % (c.person(c.rel, "Title"), c.tel(ids.phone(r, r.randrange(5), True)))]]})


def lettre_sortie(c):
    d, p, r = c.d, c.p, c.rng
    cim, diag = r.choice(pools.CIM10)
    d.add("body", {"t": "lines", "align": "left", "lines": ["Dr %s" % c.person(c.dr[2], "First_UPPER"), c.est_name(Establishment(r, "practice"))]})
    d.add("body", {"t": "title", "text": "Lettre de liaison à la sortie"})
    d.add("body", {"t": "p", "text": "Cher confrère, votre patient%s %s %s%s, né%s le %s, a été hospitalisé%s dans notre service du %s au %s pour %s (%s)." % (
        "e" if p.sex == "F" else "", p.civ(), c.pat(), c.maiden(), "e" if p.sex == "F" else "", c.ddn(), "e" if p.sex == "F" else "",
        c.cdate(c.adm), c.cdate(c.out), d.decoy("DIAGNOSTIC", diag), d.decoy("CIM10", cim))})
    d.add("body", {"t": "p", "text": "Au cours du séjour (n° %s), l'évolution a été favorable sous traitement. %s Le bilan biologique de sortie est rassurant." % (
        c.pii("NUM_SEJOUR", p.sejour), c.homonym())})
    c.labs_table(4)
    d.add("body", {"t": "p", "text": "Elle/il sera revu(e) par le %s. Joignable au %s ou par courriel %s." % (
        c.doc_name(1), c.tel(p.phone), c.pii("EMAIL", p.email, True))})


def consultation(c):
    d, p, r = c.d, c.p, c.rng
    spec = r.choice(["cardiologie", "pneumologie", "rhumatologie", "neurologie", "diabétologie"])
    d.add("body", {"t": "title", "text": "Compte rendu de consultation de %s" % spec})
    d.add("body", {"t": "kv", "style": r.choice(["cells", "valuefirst", "stacked"]), "pairs": [
        ["Patient", "%s%s" % (c.pat(), "")], ["Né(e) le", c.ddn()], ["NIR", c.pii("NIR", ids.nir_text(p.nir, p.nir_key, r.randrange(3)), True)],
        ["Consultation du", c.cdate(c.adm)], ["Médecin", c.doc_name(0)]]})
    d.add("body", {"t": "p", "text": "Motif : suivi de %s. %s Examen : pression artérielle %s, fréquence cardiaque %s, %s." % (
        d.decoy("PATHOLOGIE", r.choice(pools.CIM10)[1]), c.homonym(), d.decoy("MESURE", "%d/%d mmHg" % (r.randrange(110, 160), r.randrange(60, 95))),
        d.decoy("MESURE", "%d bpm" % r.randrange(55, 100)), d.decoy("EPONYME", r.choice(pools.EPONYMS)))})
    d.add("body", {"t": "words", "text": "ECG : rythme sinusal, %s. Conclusion : poursuite du traitement par %s %s." % (
        d.decoy("CCAM", "DEQP003"), *c.drug()[:2])})
    d.add("body", {"t": "p", "text": "Adresse du patient : %s, %s. Tél. %s." % (*c.addr(p.street, p.pc, p.town), c.tel(p.phone))})


def biologie(c):
    d, p, r = c.d, c.p, c.rng
    lab = Establishment(r, "lab")
    d.add("body", {"t": "title", "text": "COMPTE RENDU D'ANALYSES DE BIOLOGIE MÉDICALE"})
    d.add("body", {"t": "kv", "style": "far", "pairs": [["Laboratoire", c.est_name(lab)], ["Dossier n°", c.pii("NUM_DOSSIER_LABO", "%02d%02d%02d-%04d" % (r.randrange(24, 26), r.randrange(1, 13), r.randrange(1, 29), r.randrange(10000)))],
        ["Prélevé le", c.cdate(c.adm)], ["Patient", c.pat("ALL")], ["Date de naissance", c.ddn()], ["Prescripteur", c.doc_name(1)]]})
    c.labs_table(7)
    d.add("body", {"t": "p", "text": "Commentaire : résultats validés par le biologiste. %s Laboratoire joignable au %s." % (c.homonym(), c.tel(lab.phone))})


def imagerie(c):
    d, p, r = c.d, c.p, c.rng
    code, lib = r.choice(pools.CCAM[5:])
    d.add("body", {"t": "title", "text": "Compte rendu d'imagerie"})
    d.add("body", {"t": "kv", "style": r.choice(["inline", "valuefirst"]), "pairs": [["N° d'examen", c.pii("NUM_EXAMEN", "ACC%d%06d" % (r.randrange(24, 26), r.randrange(10 ** 6)))],
        ["Patient", c.pat()], ["DDN", c.ddn()], ["Examen", d.decoy("ACTE", lib)], ["Date", c.cdate(c.adm)]]})
    d.add("body", {"t": "p", "text": "Indication : bilan de %s. Technique : acquisition hélicoïdale, injection de %s, %s. %s" % (
        d.decoy("PATHOLOGIE", r.choice(pools.CIM10)[1]), d.decoy("DOSE", "%d mL" % r.randrange(60, 120)), d.decoy("CCAM", code), c.homonym())})
    d.add("body", {"t": "p", "text": "Résultat : pas d'épanchement ; lésion de %s dans le segment VI. Conclusion transmise au %s." % (
        d.decoy("MESURE", "%d mm" % r.randrange(5, 40)), c.doc_name(0))})


def ordonnance(c):
    d, p, r = c.d, c.p, c.rng
    d.add("body", {"t": "kv", "style": "stacked", "pairs": [["Prescripteur", c.doc_name(0, "First_UPPER")],
        ["RPPS", c.pii("RPPS", c.rpps[id(c.dr[0])])], ["N° ordonnance", c.pii("NUM_ORDONNANCE", "ORD-%d-%06d" % (c.adm.year, r.randrange(10 ** 6)))]]})
    d.add("body", {"t": "title", "text": "ORDONNANCE"})
    d.add("body", {"t": "p", "text": "%s, le %s. Pour : %s %s, né(e) le %s, poids %s." % (c.d.pii("ADRESSE", c.est.town), c.cdate(c.adm, 1), p.civ(), c.pat(),
                                                                                c.ddn(), d.decoy("MESURE", "%d kg" % r.randrange(45, 110)))})
    c.treatment_table(4)
    d.add("body", {"t": "p", "text": "Renouvellement : 2 fois. %s" % c.homonym()})


def bon_transport(c):
    d, p, r = c.d, c.p, c.rng
    tr = Establishment(r, "transport")
    d.add("body", {"t": "title", "text": "PRESCRIPTION MÉDICALE DE TRANSPORT"})
    d.add("body", {"t": "kv", "style": "cells", "pairs": [["Assuré(e)", c.pat("ALL")], ["N° de sécurité sociale", c.pii("NIR", ids.nir_text(p.nir, p.nir_key, r.randrange(3)), True)],
        ["Date de naissance", c.ddn()], ["Organisme", c.pii("ORGANISME", p.insurer)], ["N° adhérent", c.pii("NUM_ADHERENT", p.member)],
        ["Adresse", "%s %s" % c.addr(p.street, p.pc, p.town)]]})
    d.add("body", {"t": "p", "text": "Transport en %s le %s vers %s pour %s. Société : %s, tél. %s." % (
        d.decoy("TRANSPORT", r.choice(["ambulance", "VSL", "taxi conventionné"])), c.cdate(c.out), c.acro(), d.decoy("SOIN", "séance de dialyse"),
        c.est_name(tr), c.tel(tr.phone))})
    d.add("body", {"t": "p", "text": c.homonym()})


def fiche_infirmiere(c):
    d, p, r = c.d, c.p, c.rng
    had = Establishment(r, "had")
    d.add("body", {"t": "title", "text": "Fiche de liaison infirmière"})
    d.add("body", {"t": "kv", "style": r.choice(KV_STYLES), "pairs": [["Patient", c.pat()], ["Né(e) le", c.ddn()], ["IPP", c.pii("IPP", p.ipp, True)],
        ["Infirmier(e)", c.person(c.nurse)], ["ADELI IDE", c.pii("ADELI", ids.adeli(r))], ["Relais", c.est_name(had)], ["Tél. relais", c.tel(had.phone)]]})
    d.add("body", {"t": "p", "text": "Autonomie partielle, %s, %s. Pansement à refaire tous les deux jours. %s" % (
        d.decoy("SCORE", "échelle de Norton %d" % r.randrange(10, 20)), d.decoy("DISPOSITIF", r.choice(pools.DEVICES)), c.homonym())})
    d.add("body", {"t": "words", "text": "Dernière injection de %s %s le %s à 8 h." % (*c.drug()[:2], c.cdate(c.out))})
    d.add("body", {"t": "p", "text": "Personne de confiance : %s, %s, %s." % (c.person(c.rel, "Title"), "%s %s" % c.addr("%d rue %s" % (r.randrange(1, 50), r.choice(pools.STREET_NAMES)), p.pc, p.town),
                                                                         c.tel(ids.phone(r, r.randrange(5), True)))})


def adressage(c):
    d, p, r = c.d, c.p, c.rng
    d.add("body", {"t": "lines", "align": "right", "lines": ["Dr %s" % c.person(c.dr[1], "First_UPPER"), c.est_name(), "%s %s" % c.addr(c.est.street, c.est.pc, c.est.town)]})
    d.add("body", {"t": "p", "text": "Objet : %s %s, %s ans" % (p.civ(), c.pat(), "%d" % (2025 - p.birth.year))})
    d.add("body", {"t": "p", "text": "Cher ami, je t'adresse %s, née le %s à %s, pour avis concernant une %s. %s" % (
        c.pat("Title"), c.ddn(), c.pii("LIEU_NAISSANCE", p.birthplace), d.decoy("PATHOLOGIE", r.choice(pools.CIM10)[1]), c.homonym())})
    d.add("body", {"t": "p", "text": "Dernier bilan le %s : %s. Elle est joignable au %s (%s)." % (
        c.cdate(c.adm), d.decoy("BIOLOGIE", "créatinine %d µmol/L" % r.randrange(60, 140)), c.tel(p.phone), c.pii("EMAIL", p.email, True))})


def certificat(c):
    d, p, r = c.d, c.p, c.rng
    d.add("body", {"t": "title", "text": "CERTIFICAT MÉDICAL"})
    d.add("body", {"t": "p", "text": "Je soussigné(e), %s, docteur en médecine, certifie avoir examiné ce jour %s %s%s, né(e) le %s à %s, demeurant %s, %s." % (
        c.doc_name(0, "First_UPPER"), p.civ(), c.pat(), c.maiden(), c.ddn(), c.pii("LIEU_NAISSANCE", p.birthplace), *c.addr(p.street, p.pc, p.town))})
    d.add("body", {"t": "p", "text": "Son état de santé justifie un arrêt de travail de %s à compter du %s. %s" % (
        d.decoy("DUREE", "%d jours" % r.randrange(3, 30)), c.cdate(c.adm), c.homonym())})


def urgences(c):
    d, p, r = c.d, c.p, c.rng
    d.add("body", {"t": "title", "text": "Résumé de passage aux urgences"})
    c.ident_block(r.choice(KV_STYLES))
    d.add("body", {"t": "kv", "style": "far", "pairs": [["Arrivée", "%s à %dh%02d" % (c.cdate(c.adm), r.randrange(24), r.randrange(60))],
        ["Mode d'arrivée", d.decoy("MODE", "SMUR")], ["Tri IOA", d.decoy("SCORE", "CIMU %d" % r.randrange(1, 5))], ["Urgentiste", c.doc_name(3)]]})
    d.add("body", {"t": "p", "text": "Motif : douleur thoracique. %s, %s. %s Troponine à %s." % (
        d.decoy("EPONYME", r.choice(pools.EPONYMS)), d.decoy("MESURE", "SpO2 %d %%" % r.randrange(90, 100)), c.homonym(), d.decoy("BIOLOGIE", "%d ng/L" % r.randrange(3, 60)))})
    d.add("body", {"t": "p", "text": "Orientation : hospitalisation. Accompagné(e) par %s, joignable au %s." % (c.person(c.rel), c.tel(ids.phone(r, r.randrange(5), True)))})


def surveillance(c):
    d, p, r = c.d, c.p, c.rng
    d.add("body", {"t": "title", "text": "Feuille de surveillance"})
    d.add("body", {"t": "kv", "style": "inline", "pairs": [["Patient", c.pat()], ["DDN", c.ddn()], ["Chambre", d.decoy("SALLE", "chambre %d" % r.randrange(100, 450))]]})
    rows = []
    for h in range(6):
        rows.append(["%02dh00" % (6 + 2 * h), d.decoy("MESURE", "%d/%d" % (r.randrange(100, 150), r.randrange(55, 90))), "%d" % r.randrange(60, 100),
                     d.decoy("MESURE", "%s °C" % ("%.1f" % (36 + 2 * r.random())).replace(".", ",")), "%d" % r.randrange(0, 5),
                     c.person(c.nurse, "Initial") if h % 3 == 0 else "id."])
    d.add("body", {"t": "table", "head": ["Heure", "PA", "FC", "Temp.", "EVA", "IDE"], "rows": rows, "w": [2, 2, 1, 2, 1, 3]})
    d.add("body", {"t": "p", "text": "Date : %s. %s" % (c.cdate(c.adm), c.homonym())})


def anapath(c):
    d, p, r = c.d, c.p, c.rng
    d.add("body", {"t": "title", "text": "Compte rendu anatomopathologique"})
    d.add("body", {"t": "kv", "style": r.choice(["cells", "stacked"]), "pairs": [["N° de prélèvement", c.pii("NUM_DOSSIER_LABO", "H%d-%05d" % (r.randrange(24, 26), r.randrange(10 ** 5)))],
        ["Patient", c.pat()], ["Né(e) le", c.ddn()], ["Préleveur", c.doc_name(0)], ["Reçu le", c.cdate(c.adm)]]})
    d.add("body", {"t": "p", "text": "Macroscopie : pièce de %s. Microscopie : %s, pT2 N0, %s. %s" % (
        d.decoy("MESURE", "%d x %d cm" % (r.randrange(5, 30), r.randrange(2, 8))), d.decoy("DIAGNOSTIC", "adénocarcinome lieberkühnien"),
        d.decoy("CIM10", "C18.7"), c.homonym())})


def entente(c):
    d, p, r = c.d, c.p, c.rng
    d.add("body", {"t": "title", "text": "DEMANDE D'ENTENTE PRÉALABLE"})
    d.add("body", {"t": "kv", "style": "cells", "pairs": [["Nom et prénom", c.pat("ALL")], ["N° d'immatriculation", c.pii("NIR", ids.nir_text(p.nir, p.nir_key, 0), True)],
        ["INS", c.pii("INS", p.nir + p.nir_key, True)], ["Date de naissance", c.ddn()], ["Caisse", c.pii("ORGANISME", p.insurer)],
        ["Adresse", "%s, %s" % c.addr(p.street, p.pc, p.town)]]})
    d.add("body", {"t": "p", "text": "Actes demandés : 30 séances de kinésithérapie, %s. Médecin : %s, RPPS %s, ADELI %s." % (
        d.decoy("CODE", "AMK 7,5"), c.doc_name(1), c.pii("RPPS", c.rpps[id(c.dr[1])]), c.pii("ADELI", ids.adeli(r)))})
    d.add("body", {"t": "p", "text": c.homonym()})


def bulletin(c):
    d, p, r = c.d, c.p, c.rng
    d.add("body", {"t": "title", "text": "BULLETIN D'HOSPITALISATION"})
    c.ident_block("valuefirst")
    d.add("body", {"t": "kv", "style": r.choice(["far", "cells"]), "pairs": [["Date d'entrée", c.cdate(c.adm)], ["Date de sortie", c.cdate(c.out)],
        ["Organisme complémentaire", c.pii("ORGANISME", p.insurer)], ["N° adhérent", c.pii("NUM_ADHERENT", p.member)],
        ["Courriel", c.pii("EMAIL", p.email, True)], ["Téléphone", c.tel(p.phone)]]})
    d.add("body", {"t": "p", "text": "Le présent bulletin est remis pour l'employeur. %s" % c.homonym()})


def listing(c):
    d, p, r = c.d, c.p, c.rng
    d.add("body", {"t": "title", "text": "LISTE DES SÉJOURS DU PATIENT"})
    d.add("body", {"t": "kv", "style": "inline", "pairs": [["Patient", c.pat("ALL")], ["IPP", c.pii("IPP", p.ipp, True)], ["DDN", c.ddn(r.choice([0, 4, 10, 11]))]]})
    rows = []
    for k in range(5):
        a = c.adm - dt.timedelta(days=90 * (5 - k) + r.randrange(30))
        nsej = "%s%d" % (p.sejour[:-1], k)
        rows.append([c.pii("NUM_SEJOUR", nsej), c.cdate(a), d.decoy("SERVICE", r.choice(["CARDIO", "URG", "MEDINT", "PNEUMO"])),
                     d.decoy("CIM10", r.choice(pools.CIM10)[0]), c.person(c.dr[k % 3], "LAST")])
    d.add("body", {"t": "table", "head": ["Séjour", "Entrée", "UF", "DP", "Médecin"], "rows": rows, "w": [3, 2, 2, 2, 3]})
    d.add("body", {"t": "p", "text": "Édition du %s. %s" % (c.cdate(c.out), c.homonym())})


def famille(c):
    d, p, r = c.d, c.p, c.rng
    rel = c.rel
    d.add("body", {"t": "lines", "align": "right", "lines": ["%s %s" % (rel.civ(), c.person(rel, "First_UPPER")), *c.addr("%d %s %s" % (r.randrange(1, 90), r.choice(pools.STREET_TYPES), r.choice(pools.STREET_NAMES)), p.pc, p.town)]})
    d.add("body", {"t": "p", "text": "Madame, Monsieur, nous vous informons que votre parent %s %s, né(e) le %s, a été transféré(e) le %s vers %s. %s" % (
        p.civ(), c.pat(), c.ddn(), c.cdate(c.out), c.est_name(Establishment(r, "clinic")), c.homonym())})
    d.add("body", {"t": "p", "text": "Le cadre de santé, %s, reste à votre disposition au %s." % (c.person(c.nurse, "First_UPPER"), c.tel(c.est.phone))})


DOCTYPES = [("compte_rendu_operatoire", cro), ("lettre_de_sortie", lettre_sortie), ("consultation", consultation),
            ("biologie", biologie), ("imagerie", imagerie), ("ordonnance", ordonnance), ("bon_de_transport", bon_transport),
            ("fiche_liaison_infirmiere", fiche_infirmiere), ("courrier_adressage", adressage), ("certificat_medical", certificat),
            ("passage_urgences", urgences), ("feuille_surveillance", surveillance), ("anatomopathologie", anapath),
            ("entente_prealable", entente), ("bulletin_hospitalisation", bulletin), ("listing_sejours", listing),
            ("courrier_famille", famille)]


def build(rng, index, producer, n_pages):
    dtype, fn = DOCTYPES[index % len(DOCTYPES)]
    name = "r%03d_%s_%s" % (index + 1, producer.split("_")[0], dtype)
    d = Doc(name, dtype, dtype.replace("_", " "))
    c = Ctx(rng, d, producer)
    for pg in range(n_pages):
        d.new_page()
        c.header(pg, n_pages, pg == 0)
        if pg == 0:
            fn(c)
            if n_pages == 1:
                c.signature(0)
                if rng.random() < 0.5:
                    c.copies()
        else:
            page2_generic(c, dtype)
        c.footer(pg, n_pages)
    d.meta = {"title": "%s - %s %s" % (dtype.replace("_", " "), c.p.upper_last(), c.p.first),
              "author": "%s %s" % (c.dr[0].first, c.dr[0].last), "subject": "IPP %s" % c.p.ipp}
    d.ctx = c
    return d
