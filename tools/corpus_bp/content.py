"""People, values and the ten document types of corpus BP (written for this corpus): hospital LISTS that name MANY
patients at once, as a records department also hands them over - an operating-room programme, a ward's bed
occupancy list, a consultation schedule, a multidisciplinary cancer meeting (RCP) list, a births register extract,
an on-call and transfer log, a PMSI query export, a laboratory worklist, an infection-control line list and a
pharmacy's nominative dispensing list.

A document is a dict: title, estab (letterhead: name, acronym, service, address, contact, FINESS), meta [(caption,
run)] (list date, unit, editor...), heads (column headers), weights (column widths), groups [(heading run, rows)]
(a room, a day, a unit, an organ...; every row a list of cells, every cell a run), lead (the column an agenda
prints in its left margin), ident (the columns that identify the patient), notes [runs] (totals, legend), sig
[runs], runhead, foot, npl (pages planned: one group per page). Runs mix template strings and values (model.V).
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V

SHAPES = ["programme_operatoire", "occupation_lits", "planning_consultations", "liste_rcp_oncologie",
          "registre_naissances", "main_courante_garde_transferts", "export_pmsi_sejours", "liste_travail_laboratoire",
          "line_list_infections", "dispensation_nominative"]


def hm(h, m):
    return K("HORAIRE", "%02dh%02d" % (h, m))


class P:
    def __init__(self, c, sex, age_lo, age_hi, sub="patient", married=None):
        r = c.r
        self.sex, self.sub = sex, sub
        self.first = r.choice(ids.FIRST_F if sex == 2 else ids.FIRST_M)
        self.usual = c.take_name()
        married = (r.random() < 0.45) if married is None else married
        self.birth = c.take_name() if (sex == 2 and married) else None
        y = c.day.year - r.randint(age_lo, age_hi)
        self.bdate = datetime.date(y, r.randint(1, 12), r.randint(1, 28))
        self.age = ids.age_at(self.bdate, c.day)
        self.ipp = ("04" + ids.digits(r, 8)) if c.i % 3 else ids.digits(r, 8)
        self.nda = ["25" + ids.digits(r, 8), "25-" + ids.digits(r, 7), "V25" + ids.digits(r, 6)][c.i % 3]
        self.mob = ids.phone(r, True, c.i + r.randint(0, 3))
        self.town, self.cp = r.choice(ids.TOWNS)

    def NOM(self, caps=True, which="usual"):
        if which == "birth":
            return V("NOM", ids.caps_name(self.birth), "naissance" if self.sub == "patient" else self.sub)
        return V("NOM", ids.caps_name(self.usual) if caps else self.usual, self.sub)

    def PRE(self):
        return V("PRENOM", self.first, self.sub)

    def name(self, style):
        """0 "NOM Prénom", 1 "NOM, Prénom", 2 "NOM Prénom (née X)", 3 initials "L.C. M.-T.", 4 "Prénom NOM",
        5 "Mme NOM Prénom"."""
        if style == 2 and not self.birth:
            style = 0
        if style == 0:
            return [self.NOM(), " ", self.PRE()]
        if style == 1:
            return [self.NOM(), ", ", self.PRE()]
        if style == 2:
            return [self.NOM(), " ", self.PRE(), " (née ", self.NOM(True, "birth"), ")"]
        if style == 3:
            return [V("NOM", ids.initials(self.usual), "initiales"), " ", V("PRENOM", ids.initials(self.first), "initiales")]
        if style == 4:
            return [self.PRE(), " ", self.NOM()]
        return ["Mme " if self.sex == 2 else "M. ", self.NOM(), " ", self.PRE()]

    def dn(self, style):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style))

    def agek(self, style=0):
        return K("AGE", ["%d a" % self.age, "%d ans" % self.age, "%da" % self.age][style % 3])

    def sx(self):
        return "F" if self.sex == 2 else "M"


class Ctx:
    def __init__(self, i, seed, shape):
        r = self.r = random.Random(seed * 7919 + i * 104729 + 17)
        self.i, self.shape = i, shape
        self.day = datetime.date(2025, r.randint(3, 11), r.randint(3, 24))
        self.names = list(ids.SURNAMES)
        r.shuffle(self.names)
        self.hosp, self.acr, self.dept = ids.HOSPITALS[i % len(ids.HOSPITALS)]
        self.town, self.cp = ids.TOWNS[(i * 7 + 3) % len(ids.TOWNS)]
        self.docs = []

    def take_name(self):
        return self.names.pop()

    def pat(self, lo=18, hi=92, **kw):
        return P(self, self.r.choice([1, 2]), lo, hi, **kw)

    def doctor(self, sub="medecin"):
        r = self.r
        d = (r.choice(ids.FIRST_F + ids.FIRST_M), self.take_name(), ids.rpps(r), sub)
        return d

    def dr(self, d, style=0):
        """0 "Dr NOM P.", 1 "Dr P. NOM", 2 "NOM P.", 3 "Dr Prénom Nom" (signature), 4 "NOM Prénom"."""
        N = V("NOM", ids.caps_name(d[1]), d[3])
        I = V("PRENOM", ids.initials(d[0]), d[3])
        if style == 0:
            return ["Dr ", N, " ", I]
        if style == 1:
            return ["Dr ", I, " ", N]
        if style == 2:
            return [N, " ", I]
        if style == 3:
            return ["Dr ", V("PRENOM", d[0], d[3]), " ", V("NOM", d[1], d[3])]
        return [N, " ", V("PRENOM", d[0], d[3])]

    def cday(self, n=0, style=0):
        return D(ids.care(self.day + datetime.timedelta(days=n), style))

    def estab(self, service, mail):
        r = self.r
        st = "%d %s" % (r.randint(1, 60), ids.STREETS[self.i % 4])
        tel = ids.phone(r, False, self.i % 3)
        return {"name": R(V("ETABLISSEMENT", self.hosp, "etablissement")), "acr": R(V("ETABLISSEMENT", self.acr, "sigle")),
                "service": service, "addr": [R(V("ADRESSE", st)), R(V("CODE_POSTAL", self.cp), " ", V("VILLE", self.town.upper()))],
                "contact": [R("Tél. ", V("TELEPHONE", tel)), R(V("EMAIL", "%s@%s.fr" % (mail, self.acr.lower())))],
                "legal": [R("FINESS ", V("FINESS", ids.finess(r, self.dept)))]}


def per_group(npl, r):
    return [r.randint(9, 11)] if npl == 1 else [r.randint(6, 8) for _ in range(npl)]


# ------------------------------------------------------------------ 1. operating-room programme
CCAM_OR = [("Cholécystectomie cœlioscopique", "HMFC004", "1h15"), ("Prothèse totale de hanche", "NEKA020", "1h45"),
           ("Cure de hernie inguinale", "LMMA006", "0h50"), ("Arthroscopie du genou, méniscectomie", "NFFC004", "0h40"),
           ("Colectomie gauche cœlioscopique", "HHFA024", "3h00"), ("Canal carpien, libération", "AHPA009", "0h25"),
           ("Thyroïdectomie totale", "KCFA005", "2h00"), ("Appendicectomie cœlioscopique", "HHFA016", "0h45"),
           ("Prothèse totale de genou", "NFKA007", "1h50"), ("Ostéosynthèse du col fémoral", "NBCA006", "1h10")]


def sh_bloc(c, r, npl):
    surg = [c.doctor() for _ in range(3)]
    anes = [c.doctor() for _ in range(2)]
    cadre = (r.choice(ids.FIRST_F), c.take_name(), "", "soignant")
    groups = []
    total = 0
    for g, n in enumerate(per_group(npl, r)):
        room = g + 1 + (c.i % 3)
        s, a = surg[g % 3], anes[g % 2]
        h, m = 8, 0
        rows = []
        for k in range(n):
            p = c.pat(19, 90)
            proc, code, dur = CCAM_OR[(c.i + g * 3 + k) % len(CCAM_OR)]
            style = 2 if p.birth and k % 3 == 0 else (1 if (c.i + k) % 4 == 1 else 0)
            rows.append([[hm(h, m)], p.name(style), [p.dn((c.i + k) % 4 if c.i % 2 else 0), " (", p.agek(0), ")"],
                         [V("IPP", p.ipp)], [proc, " ", K("CCAM", code), " ", r.choice(["D", "G", "-"])],
                         c.dr(s, 0 if k % 2 else 2), c.dr(a, 1 if k % 3 else 0), [K("DUREE", dur), " ", K("SCORE", "ASA %d" % r.randint(1, 3))]])
            m += int(dur[0]) * 60 + int(dur[2:]) + 20
            h, m = h + m // 60, m % 60
        total += n
        groups.append((R(K("SALLE", "Salle %d" % room), " - ", ["Orthopédie", "Viscéral", "Spécialités"][g % 3], " - opérateur ", c.dr(s, 0)), rows))
    est = c.estab("Bloc opératoire central - %d salles" % (3 + c.i % 3), "regulation.bloc")
    meta = [("Programme du", R(ids.long_day(c.day).split(" ")[0], " ", c.cday(0))), ("Version", R("définitive (J-1 ", K("HORAIRE", "16h30"), ")")),
            ("Cadre de bloc", R(V("NOM", ids.caps_name(cadre[1]), "soignant"), " ", V("PRENOM", cadre[0], "soignant")))]
    notes = [R("Total : ", K("COMPTE", "%d interventions" % total), " dont ", K("COMPTE", "%d en ambulatoire" % (total // 3)),
               " ; première incision prévue à ", K("HORAIRE", "08h00"), "."),
             R("Check-list HAS obligatoire ; tout changement d'ordre est validé par le cadre de bloc (poste ", K("CODE", "4217"), ").")]
    sig = [R("Validé par ", c.dr(anes[0], 3), " (anesthésiste coordonnateur)"), R("RPPS ", V("RPPS", anes[0][2]))]
    return dict(title="Programme opératoire", est=est, meta=meta, groups=groups, notes=notes, sig=sig,
                heads=["Heure", "Patient", "Né(e) le (âge)", "IPP", "Intervention (CCAM, côté)", "Chirurgien", "Anesthésiste", "Durée / ASA"],
                weights=[0.8, 2.1, 1.7, 1.2, 3.0, 1.5, 1.5, 1.1], lead=0, ident=[1, 2, 3],
                head=R("Programme opératoire du ", c.cday(0), " - ", est["acr"]))


# ------------------------------------------------------------------ 2. bed occupancy
def sh_lits(c, r, npl):
    docs = [c.doctor() for _ in range(3)]
    groups = []
    occ = free = 0
    for g, n in enumerate(per_group(npl, r)):
        rows = []
        base = 100 * (g + 2) + 10
        for k in range(n):
            bed = K("LIT", "%d-%d" % (base + k // 2, 1 + k % 2))
            if (k + c.i) % 7 == 3:
                rows.append([[bed], ["- lit libre -"], [""], [""], [""], [""], [""], [""]])
                free += 1
                continue
            p = c.pat(25, 96)
            ent = -r.randint(1, 14)
            style = 2 if p.birth and k % 2 else (1 if c.i % 2 else 0)
            rows.append([[bed], p.name(style), [p.sx()], [p.dn(1 if c.i % 2 else 2)], [V("NDA", p.nda)],
                         [c.cday(ent)], [K("DUREE", "J%d" % -ent)], c.dr(docs[(k + g) % 3], 2)])
            occ += 1
        groups.append((R("Unité ", ["A", "B", "C"][g], " - ", ["2e", "3e", "4e"][g], " étage - lits %d à %d" % (base, base + (n - 1) // 2)), rows))
    svc = ["Médecine polyvalente", "Gériatrie aiguë", "Pneumologie", "Cardiologie"][c.i % 4]
    est = c.estab("Service de " + svc.lower(), "cadre.medecine")
    meta = [("Situation au", R(c.cday(0), " à ", K("HORAIRE", "07h00"))), ("Service", R(svc)), ("Chef de service", R(c.dr(docs[0], 3)))]
    notes = [R("Occupation : ", K("COMPTE", "%d lits occupés" % occ), " / ", K("COMPTE", "%d lits libres" % free), " ; taux d'occupation ",
               K("MESURE", "%d %%" % round(100 * occ / (occ + free))), "."),
             R("HC = hospitalisation complète ; J = jour d'hospitalisation ; liste à usage interne, ne pas afficher.")]
    sig = [R("Le cadre de santé de garde"), R("DECT ", K("CODE", "5%03d" % r.randint(100, 999)))]
    return dict(title="État d'occupation des lits", est=est, meta=meta, groups=groups, notes=notes, sig=sig,
                heads=["Lit", "Patient", "Sexe", "Date de naissance", "NDA", "Entré le", "Jour", "Médecin"],
                weights=[0.8, 2.8, 0.5, 1.4, 1.3, 1.2, 0.6, 1.5], lead=0, ident=[1, 3],
                head=R("Occupation des lits - ", svc, " - ", c.cday(0)))


# ------------------------------------------------------------------ 3. consultation schedule
MOTIFS = ["Contrôle post-opératoire", "Suivi HTA", "Première consultation", "Résultats d'examens", "Renouvellement",
          "Bilan pré-opératoire", "Suivi diabète type 2", "Douleur thoracique atypique"]


def sh_consult(c, r, npl):
    docs = [c.doctor() for _ in range(3)]
    groups = []
    tot = 0
    for g, n in enumerate(per_group(npl, r)):
        h, m = 8 + g, 30
        rows = []
        for k in range(n):
            p = c.pat(18, 88)
            st = k % 5
            contact = [V("TELEPHONE", p.mob)]
            if k % 4 == 2:
                contact += [" ", V("EMAIL", ids.mail_local(p.first, p.usual) + r.choice(["@orange.fr", "@gmail.com", "@sfr.fr"]))]
            rows.append([[hm(h, m)], p.name(1 if (c.i + k) % 2 else 5), [p.dn(0 if st else 3)], contact,
                         [MOTIFS[(c.i + k + g) % len(MOTIFS)]], [["1re fois", "suivi", "suivi", "excusé", "suivi"][st]]])
            m += r.choice([15, 20, 30])
            h, m = h + m // 60, m % 60
        tot += n
        groups.append((R(c.dr(docs[g % 3], 0), " - ", ids.JOURS[(c.day + datetime.timedelta(days=g)).weekday()], " ", c.cday(g),
                         " - ", K("SALLE", "box %d" % (g + 3))), rows))
    svc = ["Consultations de cardiologie", "Consultations de chirurgie viscérale", "Consultations d'endocrinologie",
           "Consultations de médecine interne"][c.i % 4]
    est = c.estab(svc, "rdv.consultations")
    meta = [("Période", R("du ", c.cday(0), " au ", c.cday(npl - 1))), ("Édité le", R(c.cday(-1), " à ", K("HORAIRE", "17h42")))]
    notes = [R("Nombre de rendez-vous : ", K("COMPTE", "%d" % tot), " ; créneaux de ", K("DUREE", "20 min"), " par défaut."),
             R("Rappel SMS automatique ", K("DUREE", "48 h"), " avant le rendez-vous. Les patients excusés sont à reprogrammer.")]
    sig = [R("Secrétariat médical - poste ", K("CODE", "3%03d" % r.randint(100, 999)))]
    return dict(title="Planning des consultations", est=est, meta=meta, groups=groups, notes=notes, sig=sig,
                heads=["Heure", "Patient", "Né(e) le", "Téléphone / courriel", "Motif", "Statut"],
                weights=[0.7, 2.3, 1.3, 2.6, 2.0, 0.8], lead=0, ident=[1, 2],
                head=R(svc, " - ", c.cday(0)))


# ------------------------------------------------------------------ 4. RCP list
RCP = {"Colorectal": [("Adénocarcinome du côlon sigmoïde", "C18.7", "pT3N1M0", "Chimiothérapie adjuvante FOLFOX, 12 cures"),
                      ("Adénocarcinome du rectum", "C20", "uT3N+", "Radiochimiothérapie néoadjuvante 50 Gy puis réévaluation"),
                      ("Métastases hépatiques synchrones", "C78.7", "M1a", "Avis chirurgie hépatique, TEP-TDM")],
       "Sein": [("Carcinome canalaire infiltrant du sein gauche", "C50.4", "pT1cN0", "Radiothérapie 40 Gy en 15 séances + hormonothérapie"),
                ("Carcinome lobulaire du sein droit", "C50.9", "pT2N1a", "Chimiothérapie EC puis paclitaxel"),
                ("Récidive locale", "C50.8", "rT1", "Reprise chirurgicale, mastectomie")],
       "Thorax": [("Adénocarcinome pulmonaire LSD", "C34.1", "cT2aN0M0", "Lobectomie supérieure droite"),
                  ("Carcinome épidermoïde bronchique", "C34.9", "cT3N2M0", "Radiochimiothérapie puis durvalumab 10 mg/kg"),
                  ("Nodule de 14 mm, PET positif", "R91", "-", "Biopsie sous TDM, à rediscuter")]}


def sh_rcp(c, r, npl):
    docs = [c.doctor() for _ in range(5)]
    groups = []
    organs = list(RCP)
    num = 0
    for g, n in enumerate(per_group(npl, r)):
        org = organs[(c.i + g) % 3]
        rows = []
        for k in range(n - 2):
            p = c.pat(35, 88)
            dx, cim, tnm, prop = RCP[org][(k + c.i) % 3]
            num += 1
            rows.append([[str(num)], p.name(2 if p.birth else (0 if k % 2 else 1)), [p.dn(1 if c.i % 3 == 0 else 0)], [V("IPP", p.ipp)],
                         c.dr(docs[(k + g) % 5], 1), [dx, " (", K("CIM10", cim), ") ", K("STADE", tnm)], [prop]])
        groups.append((R("RCP ", org.lower() if org != "Sein" else "sénologie", " - ", c.cday(0), " - ", K("HORAIRE", "%02dh00" % (12 + g)),
                         " - coordonnateur ", c.dr(docs[g % 5], 0)), rows))
    est = c.estab("Centre de coordination en cancérologie (3C)", "3c")
    meta = [("Séance du", R(c.cday(0))), ("Quorum", R("oncologue, chirurgien, radiothérapeute, radiologue, pathologiste")),
            ("Lieu", R(K("SALLE", "salle de staff 2"), ", bâtiment B"))]
    notes = [R("Dossiers inscrits : ", K("COMPTE", "%d" % num), ". Fiches RCP validées transmises au DCC et au médecin traitant sous ",
               K("DUREE", "48 h"), "."), R("Les propositions sont soumises au patient lors de la consultation d'annonce.")]
    sig = [R("Secrétariat 3C - ", V("TELEPHONE", ids.phone(r, False, 0)))]
    return dict(title="Liste des dossiers - réunion de concertation pluridisciplinaire", est=est, meta=meta, groups=groups,
                notes=notes, sig=sig, heads=["N°", "Patient", "DDN", "IPP", "Médecin référent", "Diagnostic (CIM-10, stade)", "Proposition"],
                weights=[0.4, 2.2, 1.2, 1.2, 1.5, 2.8, 2.8], lead=0, ident=[1, 2, 3], head=R("RCP du ", c.cday(0), " - liste des dossiers"))


# ------------------------------------------------------------------ 5. births register
def sh_naiss(c, r, npl):
    sfs = [(r.choice(ids.FIRST_F), c.take_name(), "", "sage_femme") for _ in range(3)]
    groups = []
    num = r.randint(300, 900)
    nb = 0
    day0 = c.day - datetime.timedelta(days=7 * npl + 3)
    for g, n in enumerate(per_group(npl, r)):
        rows = []
        for k in range(n - 2):
            m = P(c, 2, 19, 42, "mere")
            sex = r.choice([1, 2])
            bb_first = r.choice(ids.BABY_F if sex == 2 else ids.BABY_M)
            bb_name = m.usual if k % 3 else c.take_name()
            bd = day0 + datetime.timedelta(days=7 * g + k * 7 // (n - 2))
            h, mi = r.randint(0, 23), r.randint(0, 59)
            num += 1
            mother = ([V("NOM", ids.caps_name(m.usual), "mere"), " ", V("PRENOM", m.first, "mere")] +
                      ([" (née ", V("NOM", ids.caps_name(m.birth), "mere"), ")"] if m.birth else []))
            rows.append([[str(num)], [V("DATE_NAISSANCE", ids.birth_hour(bd, h, mi, c.i + k), "enfant")],
                         mother, [V("DATE_NAISSANCE", ids.birth_written(m.bdate, 1 if c.i % 2 else 3), "mere"), " (", m.agek(0), ")"],
                         [V("PRENOM", bb_first, "enfant"), " ", V("NOM", ids.caps_name(bb_name), "enfant")], ["F" if sex == 2 else "M"],
                         [K("MESURE", "%d g" % r.randint(2400, 4300))], [K("MESURE", "%d SA" % r.randint(36, 41))],
                         [K("SCORE", r.choice(["10/10", "9/10", "8/10", "7/9"]))], [V("NOM", ids.initials(sfs[(k + g) % 3][1]), "sage_femme")]])
            nb += 1
        groups.append((R("Semaine ", K("CODE", "S%d" % ((day0 + datetime.timedelta(days=7 * g)).isocalendar()[1])), " - salle de naissance ",
                         ["A", "B", "C"][g]), rows))
    est = c.estab("Maternité de niveau 2A - bureau des naissances", "naissances")
    meta = [("Extrait édité le", R(c.cday(0))), ("Registre", R("année 2025, actes %d à %d" % (num - nb + 1, num)))]
    notes = [R("Naissances vivantes : ", K("COMPTE", "%d" % nb), ". Apgar à ", K("DUREE", "1 min"), " / ", K("DUREE", "5 min"),
               ". Sages-femmes (initiales) : ", *sum([[V("NOM", ids.initials(s[1]), "sage_femme"), " = ", V("PRENOM", s[0], "sage_femme"), " ",
                                                       V("NOM", ids.caps_name(s[1]), "sage_femme"), " ; " if q < 2 else "."] for q, s in enumerate(sfs)], [])),
             R("Extrait destiné au service de l'état civil ; déclaration à la mairie dans les ", K("DUREE", "5 jours"), " suivant la naissance.")]
    sig = [R("Pour le bureau des naissances"), R(V("PRENOM", sfs[0][0], "sage_femme"), " ", V("NOM", ids.caps_name(sfs[0][1]), "sage_femme"), ", sage-femme coordinatrice")]
    return dict(title="Registre des naissances - extrait", est=est, meta=meta, groups=groups, notes=notes, sig=sig,
                heads=["N° ordre", "Né(e) le / heure", "Mère", "DDN mère (âge)", "Enfant", "Sexe", "Poids", "Terme", "Apgar", "SF"],
                weights=[0.6, 1.6, 2.3, 1.5, 1.8, 0.45, 0.7, 0.6, 0.6, 0.5], lead=1, ident=[2, 4],
                head=R("Registre des naissances - extrait du ", c.cday(0)))


# ------------------------------------------------------------------ 6. on-call and transfer log
GARDE = [("Douleur thoracique, SCA ST+", "I21.0", "Transfert en USIC, coronarographie"),
         ("AVC ischémique < 4 h 30", "I63.9", "Thrombolyse puis transfert UNV"),
         ("Fracture du col fémoral", "S72.0", "Hospitalisation en orthopédie"),
         ("Sepsis urinaire", "A41.9", "Retour de réanimation vers médecine"),
         ("Hémorragie digestive haute", "K92.2", "Transfert pour endoscopie d'urgence"),
         ("Décompensation cardiaque", "I50.0", "Mutation interne en cardiologie")]


def sh_garde(c, r, npl):
    docs = [c.doctor() for _ in range(4)]
    groups = []
    n_tr = 0
    for g, n in enumerate(per_group(npl, r)):
        rows = []
        h = 18
        for k in range(n):
            p = c.pat(30, 95)
            mot, cim, dec = GARDE[(c.i + k + g) % len(GARDE)]
            other, oacr = ids.OTHER_HOSP[(c.i + k + g) % len(ids.OTHER_HOSP)]
            sens = ["vers ", "depuis "][k % 2]
            n_tr += 1
            h = (h + r.randint(0, 2)) % 24
            rows.append([[hm(h, r.randint(0, 59))], p.name(3 if (c.i + k) % 4 == 0 else 0), [p.agek(1), " ", p.sx()],
                         [sens, V("ETABLISSEMENT", other, "etablissement"), " (", V("ETABLISSEMENT", oacr, "sigle"), ")"],
                         [mot, " ", K("CIM10", cim)], [dec, " ; ", r.choice(["SMUR", "VSAV", "ambulance", "TIH"])],
                         c.dr(docs[(k + g) % 4], 2)])
        groups.append((R("Garde du ", c.cday(g - npl), " ", K("HORAIRE", "18h30"), " au ", c.cday(g - npl + 1), " ", K("HORAIRE", "08h30"),
                         " - senior ", c.dr(docs[g % 4], 1)), rows))
    est = c.estab("Structure des urgences - régulation des transferts", "urgences")
    meta = [("Main courante", R("gardes et transferts")), ("Arrêtée le", R(c.cday(0), " à ", K("HORAIRE", "08h45")))]
    notes = [R("Transferts et avis tracés : ", K("COMPTE", "%d" % n_tr), ". Délai moyen de prise en charge ", K("DUREE", "47 min"), "."),
             R("Les appels du SAMU (centre 15) sont enregistrés ; lits d'aval disponibles communiqués à ", K("HORAIRE", "07h00"), ".")]
    sig = [R("Visé par ", c.dr(docs[0], 3), ", chef de service"), R("RPPS ", V("RPPS", docs[0][2]))]
    return dict(title="Main courante de garde - transferts et mutations", est=est, meta=meta, groups=groups, notes=notes, sig=sig,
                heads=["Heure", "Patient", "Âge / sexe", "Provenance / destination", "Motif (CIM-10)", "Décision, transport", "Médecin"],
                weights=[0.7, 2.1, 0.9, 3.0, 2.2, 2.4, 1.3], lead=0, ident=[1, 2], head=R("Main courante des urgences - ", est["acr"]))


# ------------------------------------------------------------------ 7. PMSI export
PMSI = [("05M092", "I50.0", "CMD 05 - appareil circulatoire"), ("04M053", "J18.9", "CMD 04 - appareil respiratoire"),
        ("08C483", "S72.0", "CMD 08 - appareil musculo-squelettique"), ("06C042", "K80.2", "CMD 06 - appareil digestif"),
        ("01M304", "I63.9", "CMD 01 - système nerveux"), ("11M043", "N39.0", "CMD 11 - rein et voies urinaires")]


def sh_pmsi(c, r, npl):
    groups = []
    tot = 0
    for g, n in enumerate(per_group(npl, r)):
        ghm, dp, cmd = PMSI[(c.i + g) % len(PMSI)]
        rows = []
        for k in range(n):
            p = c.pat(20, 95)
            e = -r.randint(20, 60)
            ds = r.randint(1, 14)
            rows.append([[V("NDA", p.nda)], [V("IPP", p.ipp)], ["1" if p.sex == 1 else "2"], [p.agek(2)],
                         [p.dn(4 if c.i % 2 else 5)], [V("CODE_POSTAL", p.cp)], [V("VILLE", p.town.upper())],
                         [c.cday(e, 2 if c.i % 2 else 3)], [c.cday(e + ds, 2 if c.i % 2 else 3)], ["%d" % ds],
                         [K("GHM", ghm[:5] + r.choice("1234"))], [K("CIM10", dp)], [r.choice(["8/8", "8/6", "7/7"])]])
            tot += 1
        groups.append((R(cmd, " - GHM racine ", K("GHM", ghm[:5])), rows))
    est = c.estab("Département d'information médicale (DIM)", "dim")
    meta = [("Requête", R("séjours MCO sortis, tri par CMD")), ("Exécutée le", R(c.cday(0), " ", K("HORAIRE", "06h12"))),
            ("Période", R("du ", c.cday(-70), " au ", c.cday(-1))), ("Demandeur", R(c.dr(c.doctor(), 4), " (médecin DIM)"))]
    notes = [R("Lignes exportées : ", K("COMPTE", "%d" % tot), " ; sexe 1 = masculin, 2 = féminin ; mode E/S : 8 = domicile, 7 = transfert, 6 = mutation."),
             R("Données nominatives : diffusion restreinte (art. R6113-5 CSP), conservation ", K("DUREE", "1 an"), ".")]
    sig = [R("DIM - ", est["acr"], " - export ", K("CODE", "PMSI-MCO-%d" % r.randint(1000, 9999)))]
    return dict(title="Export PMSI - séjours MCO", est=est, meta=meta, groups=groups, notes=notes, sig=sig,
                heads=["NDA", "IPP", "Sexe", "Âge", "DDN", "CP", "Commune", "Entrée", "Sortie", "DS", "GHM", "DP", "E/S"],
                weights=[1.2, 1.2, 0.45, 0.5, 1.1, 0.7, 1.9, 1.1, 1.1, 0.4, 0.8, 0.6, 0.5], lead=0, ident=[0, 1, 4],
                head=R("PMSI MCO - ", est["acr"], " - extraction du ", c.cday(0, 0)))


# ------------------------------------------------------------------ 8. lab worklist
TUBES = [("EDTA violet", "NFS, plaquettes"), ("Hépariné vert", "Iono, créatinine, CRP"), ("Citraté bleu", "TP, TCA, fibrinogène"),
         ("Sec jaune", "Bilan hépatique, lipase"), ("Flacons hémoc.", "Hémocultures aéro/anaérobie"), ("ECBU", "Cytobactériologie urinaire")]


def sh_labo(c, r, npl):
    ides = [(r.choice(ids.FIRST_F), c.take_name(), "", "soignant") for _ in range(3)]
    bio = c.doctor()
    groups = []
    tot = 0
    for g, n in enumerate(per_group(npl, r)):
        rows = []
        for k in range(n):
            p = c.pat(1, 96)
            tube, ana = TUBES[(c.i + k + g) % len(TUBES)]
            ide = ides[(k + g) % 3]
            req = "%s%s" % (c.day.strftime("%y%m%d"), ids.digits(r, 4))
            svc = ["URG", "MED2", "CHIR", "REA", "PED"][(k + g) % 5]
            rows.append([[V("IDENTIFIANT", req, "NUM_DEMANDE")], p.name(0 if k % 3 else 1), [p.dn(2 if c.i % 2 else 0), " ", p.sx()],
                         [svc, " ", K("LIT", "lit %d" % r.randint(1, 30))], [c.cday(0, 1), " ", hm(6 + g * 3 + k // 4, r.randint(0, 59))],
                         [tube, " : ", ana], [V("NOM", ids.initials(ide[1]), "soignant"), " ", V("PRENOM", ids.initials(ide[0]), "soignant")]])
            tot += 1
        groups.append((R("Paillasse ", ["hématologie", "biochimie", "bactériologie"][g], " - série ", K("CODE", "%d" % (g + 1)),
                         " - automate ", ["XN-1000", "Atellica CH", "BacT/ALERT"][g]), rows))
    est = c.estab("Laboratoire de biologie médicale - plateau technique", "laboratoire")
    meta = [("Liste de travail du", R(c.cday(0))), ("Tournée", R("prélèvements du matin")), ("Biologiste", R(c.dr(bio, 0)))]
    notes = [R("Tubes attendus : ", K("COMPTE", "%d" % tot), " ; délai de rendu cible ", K("DUREE", "1 h"), " pour les urgences."),
             R("Préleveurs (initiales) : ", *sum([[V("NOM", ids.initials(s[1]), "soignant"), " ", V("PRENOM", ids.initials(s[0]), "soignant"), " = ",
                                                  V("PRENOM", s[0], "soignant"), " ", V("NOM", ids.caps_name(s[1]), "soignant"), ", IDE ; " if q < 2 else ", IDE."]
                                                 for q, s in enumerate(ides)], []))]
    sig = [R("Biologiste responsable : ", c.dr(bio, 3)), R("RPPS ", V("RPPS", bio[2]))]
    return dict(title="Liste de travail - demandes d'analyses", est=est, meta=meta, groups=groups, notes=notes, sig=sig,
                heads=["N° de demande", "Patient", "DDN / sexe", "Service, lit", "Prélevé le", "Tube : analyses", "Prél."],
                weights=[1.3, 2.2, 1.3, 1.1, 1.5, 2.6, 0.6], lead=0, ident=[1, 2], head=R("Liste de travail du ", c.cday(0), " - ", est["acr"]))


# ------------------------------------------------------------------ 9. infection-control line list
GERMS = [("SARM", "bactériémie"), ("EPC OXA-48", "portage digestif"), ("Clostridioides difficile", "diarrhée"),
         ("E. coli BLSE", "infection urinaire"), ("SARS-CoV-2", "respiratoire"), ("Norovirus", "GEA")]


def sh_infect(c, r, npl):
    hyg = c.doctor()
    groups = []
    cases = 0
    for g, n in enumerate(per_group(npl, r)):
        germ, site = GERMS[(c.i + g) % len(GERMS)]
        rows = []
        for k in range(n):
            p = c.pat(40, 97)
            e = -r.randint(10, 30)
            cases += 1
            rows.append([[str(cases)], p.name(3 if k % 3 != 1 else 0), [p.dn(0), " (", p.agek(0), ")"], [p.sx()],
                         [K("CHAMBRE", "ch. %d" % (200 + 100 * g + r.randint(1, 28)))], [c.cday(e)], [c.cday(e + r.randint(2, 8))],
                         [site], [r.choice(["oui", "non", "en cours"])], [r.choice(["PCC", "PCG", "isolement", "cohorting"])]])
        groups.append((R("Unité ", K("SALLE", "%d%s" % (2 + g, "A")), " - ", germ, " - cas groupés"), rows))
    est = c.estab("Équipe opérationnelle d'hygiène (EOH)", "hygiene")
    meta = [("Liste arrêtée au", R(c.cday(0))), ("Signalement e-SIN", R(K("CODE", "N° %d-%d" % (c.day.year, r.randint(1000, 9999))))),
            ("Praticien hygiéniste", R(c.dr(hyg, 0)))]
    notes = [R("Cas recensés : ", K("COMPTE", "%d" % cases), ". PCC = précautions complémentaires contact ; PCG = gouttelettes."),
             R("Acquis = acquisition dans l'établissement (> ", K("DUREE", "48 h"), " après l'admission). Dépistages des contacts à ",
               K("DUREE", "J7"), " et ", K("DUREE", "J14"), ".")]
    sig = [R(c.dr(hyg, 3), ", EOH"), R("RPPS ", V("RPPS", hyg[2]))]
    return dict(title="Line list - cas d'infections associées aux soins", est=est, meta=meta, groups=groups, notes=notes, sig=sig,
                heads=["Cas", "Patient", "DDN (âge)", "Sexe", "Chambre", "Entrée", "Prélèvement +", "Site", "Acquis", "Mesures"],
                weights=[0.4, 1.7, 1.8, 0.45, 0.8, 1.0, 1.1, 1.3, 0.7, 0.9], lead=0, ident=[1, 2],
                head=R("Line list EOH - ", est["acr"], " - ", c.cday(0)))


# ------------------------------------------------------------------ 10. nominative dispensing
DRUGS = [("Enoxaparine", "B01AB05", "4000 UI/0,4 mL", "1 inj./j"), ("Amoxicilline-ac. clav.", "J01CR02", "1 g", "3 fois/j"),
         ("Furosémide", "C03CA01", "40 mg", "1 cp matin"), ("Paracétamol", "N02BE01", "1 g", "4 fois/j"),
         ("Bisoprolol", "C07AB07", "2,5 mg", "1 cp/j"), ("Pantoprazole", "A02BC02", "40 mg", "1 cp/j"),
         ("Apixaban", "B01AF02", "5 mg", "2 fois/j"), ("Oxycodone LP", "N02AA05", "10 mg", "2 fois/j")]


def sh_pharma(c, r, npl):
    docs = [c.doctor() for _ in range(3)]
    ph = c.doctor("pharmacien")
    groups = []
    lines = 0
    for g, n in enumerate(per_group(npl, r)):
        rows = []
        for k in range(n):
            p = c.pat(30, 95)
            drug, atc, dose, pos = DRUGS[(c.i + k + g) % len(DRUGS)]
            q = r.randint(3, 21)
            lines += 1
            rows.append([[K("CHAMBRE", "%d" % (100 * (g + 1) + 10 + k))], p.name(1 if k % 2 else (2 if p.birth else 0)),
                         [p.dn(1), " (", p.agek(1), ")"], [drug, " ", K("DOSE", dose), " (", K("ATC", atc), ")"], [K("POSOLOGIE", pos)],
                         [K("COMPTE", "%d u." % q)], c.dr(docs[(k + g) % 3], 0)])
        groups.append((R(["Médecine A", "Chirurgie B", "SSR"][g], " - tournée du ", c.cday(g), " - ", K("DUREE", "7 jours")), rows))
    est = c.estab("Pharmacie à usage intérieur (PUI) - dispensation nominative", "pui")
    meta = [("Édition", R(c.cday(0), " ", K("HORAIRE", "10h05"))), ("Pharmacien", R(c.dr(ph, 1)))]
    notes = [R("Lignes dispensées : ", K("COMPTE", "%d" % lines), " ; stupéfiants sur ordonnance sécurisée ; retour des reliquats sous ",
               K("DUREE", "72 h"), "."), R("Validation pharmaceutique effectuée sur le logiciel de prescription ; anomalies signalées au prescripteur.")]
    sig = [R("Validé par ", c.dr(ph, 3), ", pharmacien"), R("RPPS ", V("RPPS", ph[2]))]
    return dict(title="Dispensation nominative - liste par patient", est=est, meta=meta, groups=groups, notes=notes, sig=sig,
                heads=["Ch.", "Patient", "DDN (âge)", "Médicament, dosage (ATC)", "Posologie", "Qté", "Prescripteur"],
                weights=[0.5, 2.3, 1.6, 3.0, 1.1, 0.6, 1.5], lead=0, ident=[1, 2], head=R("PUI - dispensation nominative - ", c.cday(0)))


SHAPE_FUN = dict(zip(SHAPES, [sh_bloc, sh_lits, sh_consult, sh_rcp, sh_naiss, sh_garde, sh_pmsi, sh_labo, sh_infect, sh_pharma]))


def make_doc(i, seed, shape, npl):
    c = Ctx(i, seed, shape)
    s = SHAPE_FUN[shape](c, c.r, npl)
    est = s["est"]
    foot = R(est["name"], " (", est["acr"], ") - ", est["service"], " - document confidentiel")
    return {"title": s["title"], "num": i + 1, "shape": shape, "estab": est, "meta": s["meta"], "heads": s["heads"],
            "weights": s["weights"], "groups": s["groups"], "notes": s["notes"], "sig": s["sig"], "lead": s["lead"],
            "ident": s["ident"], "runhead": s["head"], "foot": foot, "npl": npl}
