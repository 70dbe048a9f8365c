"""The six AM document shapes (fictional French clinical documents, new wording and layouts).

epreuve_effort, infiltration_rhumato, smur_neonatal, oxygene_domicile, expertise_judiciaire, csapa_suivi.
"""
import datetime

from . import ids
from .model import D, Doc, It, K, O, P, make_person

SHAPES = ["epreuve_effort", "infiltration_rhumato", "smur_neonatal", "oxygene_domicile",
          "expertise_judiciaire", "csapa_suivi"]
REF = datetime.date(2026, 4, 14)


def cdate(r, base=REF, back=(1, 60)):
    return base - datetime.timedelta(days=r.randint(*back))


def fd(d, style=0):
    return d.strftime("%d/%m/%Y") if style == 0 else "%d %s %d" % (d.day, ids.MOIS[d.month - 1], d.year)


class Ctx:
    def __init__(self, r, style):
        self.r = r
        self.style = style
        name, sig = r.choice(ids.ESTABS)
        cp, town, dep = r.choice(ids.COMMUNES)
        self.est = (name, sig)
        self.ecp, self.etown, self.edep = cp, town, dep
        self.eaddr = "%d %s" % (r.randint(2, 120), r.choice(ids.STREETS))
        self.ephone = ids.phone(r, 0)
        self.efax = ids.phone(r, 1)
        self.efiness = ids.finess(r, dep)
        self.nda = r.choice(["%s%02d-%06d" % (r.choice("HCE"), 26, r.randint(0, 999999)),
                             "NDA26%s%05d" % (r.choice("ABKX"), r.randint(0, 99999)),
                             "26-%07d-%s" % (r.randint(0, 9999999), r.choice("ABC"))])

    # establishment items
    def E(self):
        return P("ETABLISSEMENT", self.est[0], "etablissement")

    def S(self):
        return P("ETABLISSEMENT", self.est[1], "sigle")

    def letterhead(self, service):
        return [[self.E()], ["(", self.S(), ") — ", service],
                [P("ADRESSE", self.eaddr, "etablissement", probes=[self.eaddr, self.eaddr.split(" ", 1)[1]])],
                [P("CODE_POSTAL", self.ecp), " ", P("VILLE", self.etown, "etablissement")],
                ["Standard ", P("TELEPHONE", self.ephone, "etablissement"), " · Fax ",
                 P("TELEPHONE", self.efax, "etablissement")],
                ["FINESS ", P("FINESS", self.efiness)]]

    def doctor(self, sex=None, role="medecin"):
        r = self.r
        d = make_person(r, role, sex=sex, age=(30, 62))
        d.rpps = ids.rpps(r)
        d.adeli = ids.adeli(r, self.edep)
        return d

    def rpps(self, doc_):
        return P("RPPS", doc_.rpps)

    def idnat(self, doc_):
        return P("RPPS", "8" + doc_.rpps, "idnat")


def dr(d, style=0):
    """Doctor name segments in a few writings."""
    if style == 0:
        return ["Dr ", d.pre("T"), " ", d.nom("U")]
    if style == 1:
        return ["Docteur ", d.nom("T"), " ", d.pre("T")]
    return ["Dr ", d.first[0] + ". ", d.nom("T")]


def identity(c, pt, style):
    """Identity lines of the patient in three styles; returns list of (label, segs)."""
    r = c.r
    rows = []
    if style == 0:
        rows.append(("Nom de naissance", [pt.birthname("U") if pt.birth_last else pt.nom("U")]))
        if pt.birth_last:
            rows.append(("Nom d'usage", [pt.nom("U")]))
        rows.append(("Prénom(s)", [pt.pre("T")]))
        rows.append(("Né(e) le", [P("DATE_NAISSANCE", ids.date_written(pt.birth, 0), critical=True), " (",
                                  K("AGE", "%d ans" % pt.age), ")"]))
    elif style == 1:
        segs = [pt.nom("U"), " ", pt.pre("U")]
        if pt.birth_last:
            segs += [" née ", pt.birthname("U")]
        rows.append(("Patient(e)", segs))
        rows.append(("Date de naissance", [P("DATE_NAISSANCE", ids.date_written(pt.birth, 2), critical=True)]))
        rows.append(("Âge", [K("AGE", "%d ans" % pt.age)]))
    else:
        segs = [("Mme " if pt.sex == 2 else "M. "), pt.pre("T"), " ", pt.nom("T")]
        if pt.birth_last:
            segs += [", née ", pt.birthname("T")]
        rows.append(("Identité", segs))
        rows.append(("Naissance", [P("DATE_NAISSANCE", ids.date_written(pt.birth, 4), critical=True)]))
    rows.append(("INS (NIR)" if style != 1 else "N° de sécurité sociale",
                 [P("NIR", ids.nir_written(pt.nir13, pt.nirkey, style), "ins" if style != 1 else "", True)]))
    rows.append(("IPP", [P("IPP", pt.ipp, "patient", True)]))
    rows.append(("N° de séjour" if style else "NDA", [P("NUM_SEJOUR", c.nda, "sejour")]))
    rows.append(("Adresse", [P("ADRESSE", pt.addr, "patient", probes=[pt.addr, pt.street]), ", ",
                             P("CODE_POSTAL", pt.cp), " ", P("VILLE", pt.town, "domicile")]))
    rows.append(("Téléphone", [P("TELEPHONE", pt.phone, "patient")]))
    return rows


def header_footer(d, c, pt, style):
    if style == 0:
        d.header = [c.S(), " · ", pt.nom("U"), " ", pt.pre("T"), " · IPP ", P("IPP", pt.ipp, "patient", True)]
        d.footer = [c.E(), " — FINESS ", P("FINESS", c.efiness)]
    elif style == 1:
        d.header = [pt.nom("U"), ", ", pt.pre("T"), " – né(e) le ",
                    P("DATE_NAISSANCE", ids.date_written(pt.birth, 3), critical=True), " – séjour ",
                    P("NUM_SEJOUR", c.nda, "sejour")]
        d.footer = [c.S(), " – ", P("VILLE", c.etown, "etablissement"), " – secrétariat ",
                    P("TELEPHONE", c.ephone, "etablissement")]
    else:
        d.header = ["Dossier ", P("IPP", pt.ipp, "patient", True), " | ", c.E()]
        d.footer = ["Document confidentiel – ", c.S(), " – ", pt.nom("U")]


def sign_block(c, doc_, date, style):
    lines = [["Fait à ", P("VILLE", c.etown, "lieu_redaction"), ", le ", D(fd(date, style % 2))],
             dr(doc_, style % 3), ["RPPS ", c.rpps(doc_)]]
    if style == 1:
        lines.append(["Identifiant national ", c.idnat(doc_)])
    return lines


def new_doc(shape, title, c, pt, style, service):
    d = Doc(shape, title)
    d.patient = pt
    d.letterhead = c.letterhead(service)
    header_footer(d, c, pt, style)
    return d


def suite(d, pt, npg, k):
    d.brk("Suite du document de ", pt.nom("U"), " ", pt.pre("T"), " (feuillet %d)" % k)


# ------------------------------------------------------------------ 1 épreuve d'effort
def epreuve_effort(r, npg, style):
    c = Ctx(r, style)
    pt = make_person(r, "patient", age=(38, 79), critical=True)
    card = c.doctor()
    gp = c.doctor(role="medecin")
    tech = make_person(r, "soignant", age=(25, 55))
    tech.adeli = ids.adeli(r, c.edep)
    d = new_doc("epreuve_effort", "Compte rendu d'épreuve d'effort", c, pt, style,
                "Explorations fonctionnelles cardiologiques")
    day = cdate(r)
    d.side = [["Équipe du plateau"], dr(card, 0), ["RPPS ", c.rpps(card)], ["IDE : ", tech.pre("T"), " ", tech.nom("L")],
              ["ADELI ", P("ADELI", tech.adeli)], ["Secrétariat"], [P("TELEPHONE", c.ephone, "etablissement")]]
    d.h("Compte rendu d'épreuve d'effort du ", D(fd(day)))
    d.kv(identity(c, pt, style))
    d.p("Adressé(e) par le ", *dr(gp, 1), " (RPPS ", c.rpps(gp), ") pour bilan d'une douleur thoracique "
        "d'effort atypique. Antécédents : HTA traitée, dyslipidémie (", K("CIM10", "E78.0"), "). Traitement "
        "en cours : ", K("MEDICAMENT", "bisoprolol 2,5 mg"), " suspendu 48 h avant l'examen.")
    d.p("Protocole de ", K("EPONYME", "Bruce"), " modifié sur tapis roulant, acte ", K("CCAM", "DKRP004"),
        ". Fréquence maximale théorique ", K("MESURE", "%d bpm" % (220 - pt.age)), ".")
    rows = []
    fc = 68 + r.randint(0, 10)
    pas = 128 + r.randint(0, 10)
    for s in range(4 + r.randint(0, 2)):
        fc += r.randint(14, 22)
        pas += r.randint(8, 16)
        rows.append(["Palier %d" % (s + 1), "%d min" % (3 * (s + 1)), K("MESURE", "%d bpm" % fc),
                     K("MESURE", "%d/%d mmHg" % (pas, 70 + r.randint(0, 15))), K("SCORE", "Borg %d" % (9 + 2 * s))])
    d.table(["Palier", "Durée", "FC", "PA", "Effort perçu"], rows)
    if npg >= 2:
        suite(d, pt, npg, 2)
    d.h("Résultats")
    d.p("Arrêt sur épuisement musculaire à ", K("MESURE", "%d METs" % r.randint(6, 12)), ". Pas de sous-décalage "
        "du segment ST significatif ; score de ", K("EPONYME", "Duke"), " à ", K("SCORE", "+%d" % r.randint(3, 9)),
        ". Récupération : FC à ", K("MESURE", "%d bpm" % r.randint(80, 100)), " à la 5e minute.")
    d.p("Le patient, ", O("charpentier") if r.random() < 0.5 else "menuisier",
        " de métier chez ", P("ETABLISSEMENT", r.choice(ids.EMPLOYERS), "employeur"),
        ", peut reprendre une activité physique progressive. Contrôle lipidique (LDL ",
        K("BIOLOGIE", "%s g/L" % str(round(r.uniform(0.7, 1.6), 2)).replace(".", ",")), ") dans trois mois.")
    if npg >= 3:
        suite(d, pt, npg, 3)
        d.h("Tracés et conclusion")
        d.p("Tracés archivés sous le numéro ", P("NUM_ACCESSION", "EE-%d-%05d" % (26, r.randint(0, 99999))),
            ". Conclusion : épreuve cliniquement et électriquement négative à un niveau d'effort suffisant.")
    d.sign(sign_block(c, card, day, style))
    d.p("Copie : ", *dr(gp, 0), ", ", P("ADRESSE", gp.addr, "medecin", probes=[gp.addr, gp.street]), ", ",
        P("CODE_POSTAL", gp.cp), " ", P("VILLE", gp.town, "medecin"))
    return d


# ------------------------------------------------------------------ 2 infiltration
def infiltration_rhumato(r, npg, style):
    c = Ctx(r, style)
    pt = make_person(r, "patient", age=(35, 82), critical=True)
    rh = c.doctor()
    gp = c.doctor()
    d = new_doc("infiltration_rhumato", "Courrier d'infiltration échoguidée", c, pt, style,
                "Rhumatologie — plateau d'échographie interventionnelle")
    day = cdate(r)
    emp = r.choice(ids.EMPLOYERS)
    d.side = [["Rhumatologues"], dr(rh, 2), ["RPPS ", c.rpps(rh)], ["Rendez-vous :"],
              [P("TELEPHONE", c.ephone, "etablissement")]]
    d.p(P("VILLE", c.etown, "lieu_redaction"), ", le ", D(fd(day, 1)))
    d.p("Cher confrère, ", *dr(gp, 1), ",")
    d.p("J'ai revu en consultation ", ("Mme " if pt.sex == 2 else "M. "), pt.pre("T"), " ", pt.nom("U"),
        ", née le " if pt.sex == 2 else ", né le ", P("DATE_NAISSANCE", ids.date_written(pt.birth, 1), critical=True),
        " (", K("AGE", "%d ans" % pt.age), "), domicilié(e) ", P("ADRESSE", pt.addr, "patient", probes=[pt.addr, pt.street]),
        " à ", P("VILLE", pt.town, "domicile"), ", pour une capsulite rétractile de l'épaule droite (",
        K("CIM10", "M75.0"), ") évoluant depuis quatre mois.")
    d.sticker([[pt.nom("U"), " ", pt.pre("U")],
               [P("DATE_NAISSANCE", ids.date_written(pt.birth, 0), critical=True), " · ", "IPP ", P("IPP", pt.ipp, "patient", True)],
               ["Séjour ", P("NUM_SEJOUR", c.nda, "sejour")]])
    lot = "%s%d%s" % (r.choice(["T", "K", "W"]), r.randint(1000, 9999), r.choice(["A", "B", "C"]))
    d.p("Geste réalisé le ", D(fd(day)), " : infiltration glénohumérale sous contrôle échographique (",
        K("CCAM", "MZLB001"), "), ", K("MEDICAMENT", "Altim"), " ", K("DOSE", "3,75 mg"), ", lot ", K("LOT", lot),
        ", associée à une hydrodilatation de ", K("MESURE", "12 mL"), " de sérum physiologique.")
    d.table(["Évaluation", "Avant", "Après 15 min"],
            [["EVA douleur", K("SCORE", "EVA %d/10" % r.randint(6, 9)), K("SCORE", "EVA %d/10" % r.randint(1, 4))],
             ["Élévation antérieure", K("MESURE", "%d°" % r.randint(80, 110)), K("MESURE", "%d°" % r.randint(120, 150))],
             ["Rotation externe", K("MESURE", "%d°" % r.randint(5, 20)), K("MESURE", "%d°" % r.randint(25, 45))]])
    if npg >= 2:
        suite(d, pt, npg, 2)
    d.p("Signe de ", K("EPONYME", "Jobe"), " négatif, manœuvre de ", K("EPONYME", "Hawkins"),
        " douloureuse. Glycémie capillaire de contrôle ", K("BIOLOGIE", "1,%02d g/L" % r.randint(0, 40)),
        ". Arrêt de travail de 8 jours adressé à l'employeur (", P("ETABLISSEMENT", emp, "employeur"), ").")
    d.p("Rééducation prescrite auprès de ", ("Mme " if r.random() < 0.5 else "M. "),
        P("NOM", r.choice(ids.SURNAMES).upper(), "soignant"), ", masseur-kinésithérapeute, ADELI ",
        P("ADELI", ids.adeli(r, pt.dept)), ", à raison de ", K("MESURE", "15 séances"), ".")
    if npg >= 3:
        suite(d, pt, npg, 3)
        d.p("Mutuelle : ", P("ORGANISME", r.choice(ids.MUTUELLES), "mutuelle"), ", adhérent n° ",
            P("NUM_ADHERENT", "%d" % r.randint(10 ** 7, 10 ** 9)), ". Prochaine consultation le ",
            D(fd(day + datetime.timedelta(days=42))), ".")
    d.sign(sign_block(c, rh, day, style))
    return d


# ------------------------------------------------------------------ 3 SMUR néonatal
def smur_neonatal(r, npg, style):
    c = Ctx(r, style)
    mother = make_person(r, "proche", sex=2, age=(19, 42), married=True)
    fam_name = mother.last
    father = make_person(r, "proche", sex=1, age=(21, 48), surname=fam_name)
    baby = make_person(r, "patient", age=(0, 0), surname=fam_name, critical=True)
    day = cdate(r, back=(1, 30))
    baby.birth = day
    baby.age = 0
    father.critical = True  # prints the child's surname
    mother.critical = True
    day = day + datetime.timedelta(days=1)
    reg = c.doctor()
    smur = c.doctor()
    nurse = make_person(r, "soignant", age=(26, 55))
    mat = r.choice([e for e in ids.ESTABS if e[0] != c.est[0]])
    d = new_doc("smur_neonatal", "Fiche de transfert SMUR pédiatrique", c, baby, style, "SMUR pédiatrique — SAMU")
    d.side = [["Régulation SAMU"], dr(reg, 0), ["Médecin SMUR"], dr(smur, 2), ["Puéricultrice"],
              [nurse.pre("T"), " ", nurse.nom("U")]]
    d.h("Transfert néonatal du ", D(fd(day)), " — dossier de régulation ",
        P("NUM_SEJOUR", "R26-%06d" % r.randint(0, 999999), "regulation"))
    d.kv([("Nouveau-né", [baby.nom("U"), " ", baby.pre("T")]),
          ("Né(e) le", [P("DATE_NAISSANCE", ids.date_written(day, 0), critical=True), " à ", K("HEURE", "%02dh%02d" % (r.randint(0, 23), r.randint(0, 59)))]),
          ("IPP", [P("IPP", baby.ipp, "patient", True)]),
          ("Maternité d'origine", [P("ETABLISSEMENT", mat[0], "etablissement"), " (", P("ETABLISSEMENT", mat[1], "sigle"), ")"]),
          ("Mère", [mother.nom("U"), " ", mother.pre("T"), " née ", mother.birthname("U"), ", ",
                    P("DATE_NAISSANCE", ids.date_written(mother.birth, 3)), ", ", P("TELEPHONE", mother.phone, "proche")]),
          ("Père", [father.pre("T"), " ", father.nom("U"), ", ", P("TELEPHONE", father.phone, "proche"), ", ",
                    P("EMAIL", father.email, "proche", True)]),
          ("Domicile", [P("ADRESSE", mother.addr, "proche", probes=[mother.addr, mother.street]), ", ",
                        P("CODE_POSTAL", mother.cp), " ", P("VILLE", mother.town, "domicile")])])
    w = r.randint(1650, 3900)
    d.p("Naissance à ", K("MESURE", "%d SA + %d j" % (r.randint(31, 40), r.randint(0, 6))), ", poids de naissance ",
        K("POIDS", "%d g" % w), ", score d'", K("EPONYME", "Apgar"), " ", K("SCORE", "%d/%d/%d" % (r.randint(3, 7), r.randint(6, 9), r.randint(8, 10))),
        ". Détresse respiratoire transitoire (", K("CIM10", "P22.1"), "), score de ", K("EPONYME", "Silverman"),
        " à ", K("SCORE", "%d" % r.randint(3, 6)), ".")
    rows = []
    h = r.randint(8, 20)
    for k in range(4):
        rows.append([K("HEURE", "%02dh%02d" % (h, 10 * k + r.randint(0, 9))), K("MESURE", "%d/min" % r.randint(120, 170)),
                     K("MESURE", "SpO2 %d %%" % r.randint(88, 99)), K("MESURE", "%s °C" % str(round(r.uniform(36.0, 37.4), 1)).replace(".", ",")),
                     K("MESURE", "FiO2 %d %%" % r.choice([21, 25, 30, 40]))])
    d.table(["Heure", "FC", "Saturation", "Température", "Oxygène"], rows)
    if npg >= 2:
        suite(d, baby, npg, 2)
    d.p("Prise en charge : ", K("DISPOSITIF", "CPAP Infant Flow"), " ", K("MESURE", "PEP 5 cmH2O"),
        ", glycémie ", K("BIOLOGIE", "0,%02d g/L" % r.randint(40, 80)), ", ", K("MEDICAMENT", "vitamine K1"),
        " ", K("DOSE", "2 mg"), " per os. Transport en incubateur, durée ", K("DELAI", "%d min" % r.randint(25, 70)), ".")
    d.p("Les parents ont été informés ; la maman, ", mother.pre("T"), ", rejoindra l'unité de néonatologie de ",
        c.S(), " dès que possible. Son médecin traitant est le ", *dr(c.doctor(), 1), ".")
    if npg >= 3:
        suite(d, baby, npg, 3)
        d.p("Mutuelle de la mère : ", P("ORGANISME", r.choice(ids.MUTUELLES), "mutuelle"), " n° ",
            P("NUM_ADHERENT", "%d" % r.randint(10 ** 7, 10 ** 9)), ". Assurée : ", P("NIR", ids.nir_written(mother.nir13, mother.nirkey, 1)), ".")
    d.sign(sign_block(c, smur, day, style))
    return d


# ------------------------------------------------------------------ 4 oxygène à domicile
def oxygene_domicile(r, npg, style):
    c = Ctx(r, style)
    pt = make_person(r, "patient", age=(55, 90), critical=True)
    pneumo = c.doctor()
    prest, psig = r.choice(ids.PRESTATAIRES)
    techn = make_person(r, "tiers", age=(24, 60))
    carer = make_person(r, "proche", age=(30, 70))
    d = new_doc("oxygene_domicile", "Prescription d'oxygénothérapie à domicile", c, pt, style, "Pneumologie")
    day = cdate(r)
    d.side = [["Pneumologie"], dr(pneumo, 0), ["RPPS ", c.rpps(pneumo)], ["Prestataire"],
              [P("ETABLISSEMENT", psig, "prestataire")]]
    d.h("Ordonnance d'oxygénothérapie de longue durée — ", D(fd(day)))
    d.kv(identity(c, pt, (style + 1) % 3))
    d.p("Insuffisance respiratoire chronique obstructive (", K("CIM10", "J96.1"), "), BPCO stade ",
        K("SCORE", "GOLD 4"), ". Gazométrie en air ambiant : PaO2 ", K("BIOLOGIE", "%d mmHg" % r.randint(48, 55)),
        ", PaCO2 ", K("BIOLOGIE", "%d mmHg" % r.randint(40, 52)), ", pH ", K("BIOLOGIE", "7,%d" % r.randint(36, 42)), ".")
    ser = "%s-%d-%04d" % (r.choice(["CX5", "EVR", "SIM"]), r.randint(20, 25), r.randint(0, 9999))
    d.table(["Source", "Débit repos", "Débit effort", "Durée"],
            [[K("DISPOSITIF", "concentrateur fixe"), K("DEBIT", "%d L/min" % r.randint(1, 3)), K("DEBIT", "%d L/min" % r.randint(3, 5)), K("DELAI", "%d h/j" % r.randint(15, 24))],
             [K("DISPOSITIF", "concentrateur portable"), "—", K("DEBIT", "%d L/min" % r.randint(2, 4)), "déambulation"]])
    d.p("Appareil n° de série ", K("DISPOSITIF", ser), " installé par ", P("ETABLISSEMENT", prest, "prestataire"),
        " (", P("ETABLISSEMENT", psig, "prestataire"), "), technicien ", techn.pre("T"), " ", techn.nom("U"),
        ", astreinte ", P("TELEPHONE", ids.phone(r, 1), "prestataire"), ".")
    if npg >= 2:
        suite(d, pt, npg, 2)
    d.p("Aidant principal : ", carer.pre("T"), " ", carer.nom("T"), " (", r.choice(["fille", "fils", "conjoint(e)", "voisin(e)"]),
        "), ", P("TELEPHONE", carer.phone, "proche"), ", ", P("EMAIL", carer.email, "proche", True), ".")
    d.p("Tabac sevré, ", K("MESURE", "%d PA" % r.randint(20, 60)), ". Test de marche de six minutes : ",
        K("MESURE", "%d m" % r.randint(180, 380)), ", désaturation à ", K("MESURE", "%d %%" % r.randint(82, 88)),
        ". Pas de flamme à proximité : le patient, ancien ", O("couturier") if r.random() < 0.5 else "tailleur",
        ", est informé.")
    if npg >= 3:
        suite(d, pt, npg, 3)
        d.p("Prise en charge : ", P("ORGANISME", r.choice(ids.MUTUELLES), "mutuelle"), ", adhérent ",
            P("NUM_ADHERENT", "%09d" % r.randint(0, 10 ** 9 - 1)), " ; forfait LPP ", K("CODE", "1130416"),
            ". Renouvellement au ", D(fd(day + datetime.timedelta(days=90))), ".")
    d.sign(sign_block(c, pneumo, day, style))
    return d


# ------------------------------------------------------------------ 5 expertise judiciaire
def expertise_judiciaire(r, npg, style):
    c = Ctx(r, style)
    pt = make_person(r, "patient", age=(22, 70), critical=True)
    expert = c.doctor()
    lawyer = make_person(r, "tiers", age=(30, 65))
    trib = r.choice(ids.TRIBUNAUX)
    rg = "RG %d/%05d" % (r.choice([24, 25]), r.randint(0, 99999))
    d = new_doc("expertise_judiciaire", "Rapport d'expertise médicale judiciaire", c, pt, style,
                "Unité médico-judiciaire")
    day = cdate(r)
    acc = cdate(r, base=day, back=(200, 700))
    d.side = [["Expert près la cour d'appel"], dr(expert, 1), ["RPPS ", c.rpps(expert)]]
    d.h("Expertise ordonnée par le ", P("ETABLISSEMENT", trib, "tribunal"), " — ",
        P("NUM_DOSSIER", rg, "tribunal"))
    d.p("Mission confiée par ordonnance du ", D(fd(cdate(r, base=day, back=(30, 120)))), " dans l'affaire opposant ",
        ("Mme " if pt.sex == 2 else "M. "), pt.nom("U"), " ", pt.pre("T"), " à la société ",
        P("ETABLISSEMENT", r.choice(ids.EMPLOYERS), "employeur"), ", son employeur.")
    d.kv([("Personne examinée", [pt.pre("T"), " ", pt.nom("U")] + ([" née ", pt.birthname("U")] if pt.birth_last else [])),
          ("Date de naissance", [P("DATE_NAISSANCE", ids.date_written(pt.birth, 5), critical=True)]),
          ("Demeurant", [P("ADRESSE", pt.addr, "patient", probes=[pt.addr, pt.street]), " ", P("CODE_POSTAL", pt.cp),
                         " ", P("VILLE", pt.town, "domicile")]),
          ("Assistée de", ["Maître ", lawyer.pre("T"), " ", lawyer.nom("U"), ", avocat au barreau de ",
                           P("VILLE", r.choice(ids.COMMUNES)[1], "barreau")]),
          ("Sécurité sociale", [P("NIR", ids.nir_written(pt.nir13, pt.nirkey, 2), "", True)])])
    d.p("Fait générateur : accident du travail survenu le ", D(fd(acc)), ", chute d'un échafaudage. Fracture "
        "du plateau tibial gauche (", K("CIM10", "S82.1"), ") ostéosynthésée (", K("CCAM", "NBCA006"), ").")
    if npg >= 2:
        suite(d, pt, npg, 2)
    d.table(["Poste de préjudice", "Évaluation"],
            [["Déficit fonctionnel temporaire total", K("DELAI", "%d jours" % r.randint(10, 40))],
             ["Souffrances endurées", K("SCORE", "%d/7" % r.randint(2, 5))],
             ["Déficit fonctionnel permanent", K("SCORE", "%d pour cent" % r.randint(4, 18))],
             ["Préjudice esthétique", K("SCORE", "%d/7" % r.randint(1, 3))]])
    d.p("Consolidation fixée au ", D(fd(cdate(r, base=day, back=(20, 90)))), ". Examen : flexion du genou ",
        K("MESURE", "%d°" % r.randint(95, 125)), ", signe de ", K("EPONYME", "Lachman"), " négatif, amyotrophie ",
        K("MESURE", "%d cm" % r.randint(1, 3)), ".")
    if npg >= 3:
        suite(d, pt, npg, 3)
        d.p("Pièces communiquées : compte rendu opératoire de ", c.E(), " (", c.S(), "), dossier IPP ",
            P("IPP", pt.ipp, "patient", True), ", radiographies n° ",
            P("NUM_ACCESSION", "RX%d%06d" % (26, r.randint(0, 999999))), ".")
    d.sign(sign_block(c, expert, day, style))
    return d


# ------------------------------------------------------------------ 6 CSAPA
def csapa_suivi(r, npg, style):
    c = Ctx(r, style)
    pt = make_person(r, "patient", age=(19, 60), critical=True)
    addicto = c.doctor()
    social = make_person(r, "soignant", sex=2, age=(26, 60))
    d = new_doc("csapa_suivi", "Synthèse de suivi CSAPA", c, pt, style,
                "CSAPA « Le Passage » — addictologie ambulatoire")
    day = cdate(r)
    d.side = [["Équipe CSAPA"], dr(addicto, 2), ["Assistante sociale"], [social.nom("L"), " ", social.pre("L")],
              ["Accueil"], [P("TELEPHONE", c.ephone, "etablissement")]]
    d.h("Réunion de synthèse du ", D(fd(day)))
    d.kv(identity(c, pt, (style + 2) % 3))
    d.p("Suivi depuis le ", D(fd(cdate(r, back=(200, 900)))), " pour dépendance aux opiacés (", K("CIM10", "F11.2"),
        ") et mésusage d'alcool, score ", K("EPONYME", "AUDIT"), " à ", K("SCORE", "%d" % r.randint(9, 24)), ".")
    rows = []
    for k in range(4):
        dd = cdate(r, base=day, back=(7 * (k + 1), 7 * (k + 1) + 3))
        rows.append([D(fd(dd)), K("MEDICAMENT", "méthadone sirop"), K("DOSE", "%d mg" % r.choice([40, 50, 60, 70, 80])),
                     r.choice(["négatif", "positif cannabis", "négatif"])])
    d.table(["Date", "Traitement", "Posologie", "Dépistage urinaire"], rows)
    if npg >= 2:
        suite(d, pt, npg, 2)
    d.h("Volet social")
    d.p("Entretien avec ", social.pre("T"), " ", social.nom("T"), ", assistante sociale : hébergé(e) chez ",
        ("sa sœur" if r.random() < 0.5 else "un ami"), " au ", P("ADRESSE", pt.addr, "patient", probes=[pt.addr, pt.street]),
        ", ", P("VILLE", pt.town, "domicile"), ". Dossier ", K("CODE", "RSA"), " en cours, rendez-vous à la mission "
        "locale ; formation de ", O("vigneron") if r.random() < 0.5 else "maraîcher", " envisagée auprès de ",
        P("ETABLISSEMENT", r.choice(ids.EMPLOYERS), "employeur"), ".")
    d.p("Contact du patient : ", P("TELEPHONE", pt.phone, "patient"), ", ", P("EMAIL", pt.email, "patient", True),
        ". Sérologies ", K("BIOLOGIE", "VHC négative"), ", ", K("BIOLOGIE", "VIH négative"), " (",
        K("DATE", "") if False else D(fd(cdate(r, base=day, back=(10, 60)))), ").")
    if npg >= 3:
        suite(d, pt, npg, 3)
        d.p("Relais pharmacie : ", P("ETABLISSEMENT", "Pharmacie " + r.choice(ids.SURNAMES), "pharmacie"), ", ",
            P("VILLE", pt.town, "domicile"), ". Mutuelle ", P("ORGANISME", r.choice(ids.MUTUELLES), "mutuelle"),
            " n° ", P("NUM_ADHERENT", "%d" % r.randint(10 ** 7, 10 ** 9)), ".")
    d.sign(sign_block(c, addicto, day, style))
    return d


BUILDERS = [epreuve_effort, infiltration_rhumato, smur_neonatal, oxygene_domicile, expertise_judiciaire, csapa_suivi]


def build(r, shape_idx, npg, style):
    return BUILDERS[shape_idx](r, npg, style)
