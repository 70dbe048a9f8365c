"""Document kinds, part A: hospital stay, discharge, consultation, surgery, anaesthesia, emergency, lab, pathology, imaging."""
from .common import cc, identity, letterhead, page, signature
from .med import CCAM, CIM10, DEVICES, EPONYMS, GHM, K, LABS, fmtnum, lab_value


def vu(v, u):
    return "%s %s" % (v, u) if u else "INR %s" % v


def _drug_table(c, d, n=4, size=8):
    rows = [("H", ["Médicament", "Dosage", "Posologie", "ATC"])]
    idx = c.r.sample(range(14), n)
    from .med import DRUGS
    for i in idx:
        name, dose, atc = DRUGS[i]
        rows.append(("N", [K(name, "DRUG"), K(dose, "DOSE"), c.r.choice(["1 cp matin", "1 cp matin et soir", "1 cp le soir", "si douleur, max 3/j"]), K(atc, "ATC")]))
    d.TBL([3, 1.5, 3, 1.5], rows, size=size)


def crh(c, d):
    n = 2
    page(c, d, 0, n, c.hv)
    letterhead(c, d, [K(c.service, "SERVICE"), "\nChef de service : ", c.DR(2, 3), "\nSecrétariat : ", c.HTEL()])
    d.P(["À l'attention de ", c.MT(0)], size=9, align="R")
    d.T("COMPTE RENDU D'HOSPITALISATION", 12)
    identity(c, d, c.iv)
    d.P(["Hospitalisation du ", c.day(0), " au ", c.day(6), " — séjour n° ", c.NDA()], size=9)
    cim, lib = CIM10[c.r.randrange(len(CIM10))]
    d.P(["Motif : ", lib, " (", K(cim, "CIM10"), ")."], size=9.5, style="B")
    d.P(["Antécédents : HTA traitée, ", K(EPONYMS[1], "EPONYM"), " suivie depuis plusieurs années, appendicectomie. ",
         "Personne de confiance : ", c.REL(), " (", c.rel_link, "), joignable au ", c.phone_rel(), "."], size=9.5)
    d.P(["Histoire : ", c.civ(), " ", c.NOM("T"), " a été adressé", "e" if c.sex == "F" else "", " par son médecin traitant le ",
         c.day(0), " pour dyspnée d'aggravation progressive. Examen : pas de ", K(EPONYMS[0], "EPONYM"),
         ", ", K(EPONYMS[3], "EPONYM"), " à 15."], size=9.5, align="J")
    page(c, d, 1, n, c.hv)
    d.P("Biologie d'entrée :", size=9.5, style="B")
    rows = [("H", ["Examen", "Résultat", "Normes"])]
    for lab in c.r.sample(LABS, 5):
        v, u, ref, _ = lab_value(c.r, lab)
        rows.append(("N", [lab[0], K(vu(v, u), "VALUE"), K(ref, "RANGE")]))
    d.TBL([3, 2, 2], rows, size=8)
    d.P(["Évolution favorable. Sortie le ", c.day(6), " au domicile : ", c.ADR(), ", ", c.CP(), " ", c.VILLE(), "."], size=9.5)
    d.P("Traitement de sortie :", size=9.5, style="B")
    _drug_table(c, d)
    d.P(["GHM : ", K(c.r.choice(GHM), "GHM"), " — acte ", K(c.r.choice(CCAM), "CCAM")], size=8)
    signature(c, d, 0, 0)
    cc(c, d)
    d.set_meta(["CRH ", c.NOM(), " ", c.PRE()], [c.DR(0, 0)], "Compte rendu d'hospitalisation")


def sortie(c, d):
    page(c, d, 0, 1, c.hv)
    d.TBL([1, 1], [("N", [[c.ETAB(), "\n", K(c.service, "SERVICE"), "\nTél. ", c.HTEL()],
                          ["Destinataire :\n", c.MT_block()]])], border=False, size=8.5)
    d.T("LETTRE DE LIAISON À LA SORTIE", 12, "L")
    identity(c, d, c.iv)
    d.P(["Date d'entrée : ", c.day(0), "     Date de sortie : ", c.day(3)], size=9)
    cim, lib = CIM10[c.r.randrange(len(CIM10))]
    d.P(["Diagnostic principal : ", lib, " — ", K(cim, "CIM10")], size=9.5)
    d.P(["Mode de sortie : domicile. Transport assuré par ", c.REL("T"), " (", c.rel_link, ")."], size=9.5)
    d.P("Traitements à poursuivre :", size=9.5, style="B")
    _drug_table(c, d, 3)
    d.P(["Rendez-vous de contrôle le ", c.day(30), " avec ", c.DR(1, 1), ". Résultats en attente transmis par la ",
         K("plateforme régionale", "SERVICE"), "."], size=9.5)
    signature(c, d, 0, 2)
    d.set_meta(["Lettre de liaison - ", c.NOM()], [c.DR(0, 2)], "")


def consult(c, d):
    page(c, d, 0, 1, c.hv)
    letterhead(c, d)
    d.P([c.VILLE(c.hcity), ", le ", c.day(0)], size=9, align="R")
    d.P(["Cher confrère,\nJ'ai revu en consultation ", c.who(1), " (", c.ne(), " le ", c.DDN(), "), IPP ", c.IPP(), "."], size=9.5)
    d.P(["Sur le plan clinique, on note une ", K(EPONYMS[2], "EPONYM"), " en rémission, sans ", K(EPONYMS[5], "EPONYM"),
         ". Poids stable. La ", K("calprotectine fécale", "LAB"), " est à ", K("85 µg/g", "VALUE"), "."], size=9.5, align="J")
    d.P(["Je propose de poursuivre ", K("Azathioprine", "DRUG"), " ", K("100 mg", "DOSE"), " par jour (", K("L04AX01", "ATC"),
         ") et de revoir le patient dans six mois. Un courrier a été adressé à ", c.ETAB(), "."], size=9.5, align="J")
    d.P(["Contact patient : ", c.TEL(), " / ", c.MAIL()], size=8.5)
    d.P("Bien confraternellement,", size=9.5)
    signature(c, d, 1, 0)
    d.set_meta("Consultation", [c.DR(1, 0)], ["Patient ", c.NOM(), " ", c.PRE()])


def cro(c, d):
    page(c, d, 0, 1, c.hv)
    letterhead(c, d, [K("bloc opératoire central", "SERVICE"), "\nSalle 4"])
    d.T("COMPTE RENDU OPÉRATOIRE", 12)
    identity(c, d, 2)
    d.TBL([1.2, 3], [
        ("N", ["Date", c.day(1)]),
        ("N", ["Opérateur", [c.DR(0, 2), " (RPPS ", c.RPPS(0), ")"]]),
        ("N", ["Aide", c.DR(1, 0)]),
        ("N", ["Anesthésiste", [c.DR(2, 0), " — RPPS ", c.RPPS(2)]]),
        ("N", ["Acte CCAM", K(c.r.choice(CCAM), "CCAM")]),
    ], size=8.5)
    d.P(["Installation en ", K(EPONYMS[10], "EPONYM"), ". Antibioprophylaxie : ", K("Céfazoline", "DRUG"), " ", K("2 g", "DOSE"),
         " IV. Incision, exposition, hémostase soigneuse."], size=9.5, align="J")
    dev = c.r.choice(DEVICES)
    d.P(["Matériel implanté : ", K(dev, "DEVICE"), ", ", K("lot %s" % c.f.digits(6), "LOT"), ", ", K("réf. %s-%s" % (c.f.digits(4), c.f.digits(2)), "DEVICE"), "."], size=9.5)
    d.P(["Fermeture plan par plan. Pertes sanguines estimées à ", K("150 mL", "VALUE"), ". Suites : surveillance en ",
         K("salle de réveil", "SERVICE"), "."], size=9.5)
    signature(c, d, 0, 2)
    d.set_meta(["CRO ", c.NOM(), " ", c.PRE()], "", "Compte rendu opératoire")


def cpa(c, d):
    page(c, d, 0, 2, c.hv)
    d.T("CONSULTATION PRÉ-ANESTHÉSIQUE", 12, "L")
    d.P(["Consultation du ", c.day(0), " — intervention prévue le ", c.day(9)], size=9)
    identity(c, d, 0)
    d.TBL([2, 1, 2, 1], [
        ("H", ["Paramètre", "Valeur", "Paramètre", "Valeur"]),
        ("N", ["Poids", K("78 kg", "VALUE"), "Taille", K("172 cm", "VALUE")]),
        ("N", ["Score ASA", K("ASA 2", "CODE"), "Mallampati", K("classe II", "CODE")]),
        ("N", ["TA", K("135/82 mmHg", "VALUE"), "SpO2", K("97 %", "VALUE")]),
    ], size=8.5)
    d.P(["Allergies : aucune connue. Pas d'antécédent d'hyperthermie maligne. ", K(EPONYMS[12], "EPONYM"), " : 18."], size=9.5)
    page(c, d, 1, 2, c.hv)
    d.P("Traitement habituel :", size=9.5, style="B")
    _drug_table(c, d, 3)
    d.P(["Personne de confiance désignée : ", c.REL(), ", ", c.rel_link, ", tél. ", c.phone_rel(), "."], size=9.5)
    d.P(["Domicile : ", c.home_lines()], size=9)
    d.P(["Anesthésie générale proposée, information délivrée. Consultant : ", c.DR(2, 2), "."], size=9.5)
    signature(c, d, 2, 0)
    d.set_meta("CPA", [c.DR(2, 2)], "")


def urg(c, d):
    page(c, d, 0, 2, c.hv)
    d.TBL([2, 1], [("N", [[c.ETAB(), "\n", K("service d'accueil des urgences", "SERVICE")], ["Passage n° ", c.NDA(), "\nArrivée : ", c.day(0), " 02:47"]])],
          border=False, size=9)
    d.T("DOSSIER DE PASSAGE AUX URGENCES", 12)
    identity(c, d, 1)
    d.P(["Accompagné", "e" if c.sex == "F" else "", " par : ", c.REL("U"), " (", c.rel_link, ") — ", c.phone_rel()], size=9)
    d.P(["Motif de recours : douleur thoracique. Tri IOA : ", K("CIMU 2", "CODE"), ". ", K(EPONYMS[3], "EPONYM"), " 15."], size=9.5)
    rows = [("H", ["Heure", "FC", "TA", "SpO2", "T°"])]
    for h in ("03:05", "04:30", "06:15"):
        rows.append(("N", [h, K("%d bpm" % c.r.randint(62, 110), "VALUE"), K("%d/%d" % (c.r.randint(110, 160), c.r.randint(60, 95)), "VALUE"),
                           K("%d %%" % c.r.randint(93, 99), "VALUE"), K("%s °C" % fmtnum(round(c.r.uniform(36.4, 38.6), 1)), "VALUE")]))
    d.TBL([1, 1, 1, 1, 1], rows, size=8.5)
    page(c, d, 1, 2, c.hv)
    d.P(["ECG : rythme sinusal. Troponine : ", K("12 ng/L", "VALUE"), " (", K("< 14 ng/L", "RANGE"), "). ", K(EPONYMS[11], "EPONYM"), " faible."], size=9.5)
    d.P(["Diagnostic : douleur thoracique non spécifique ", K("R07.4", "CIM10"), "."], size=9.5)
    d.P(["Orientation : retour à domicile (", c.VILLE(), ") avec consignes. Médecin : ", c.DR(0, 0), "."], size=9.5)
    d.P(["Médecin traitant informé : ", c.MT(1), "."], size=9)
    signature(c, d, 0, 0)
    d.set_meta(["Urgences ", c.NOM(), " ", c.DDN()], "", "")


def bio(c, d):
    n = 3
    labs = list(LABS)
    c.r.shuffle(labs)
    file_no = c.f.digits(6)
    prefix = "%s-" % c.day0.strftime("%y%m%d")
    for pi in range(n):
        d.page([pii_lab(c), "\n", "Dossier n° ", c.OTHER(prefix + file_no)], ["Patient : ", c.NOM(), " ", c.PRE(), "\nNé(e) le ", c.DDN()],
               (["Prescripteur : ", c.MT(1)], "", [c.page_no(pi + 1, n)]))
        if pi == 0:
            d.T("COMPTE RENDU D'ANALYSES DE BIOLOGIE MÉDICALE", 11)
            d.TBL([1, 1], [("N", [["Prélevé le ", c.day(0), " à 08h10\nReçu le ", c.day(0), "\nIPP ", c.IPP()],
                                  [c.who(0), "\n", c.home_lines(True)]])], border=False, size=8.5)
        rows = [("H", ["Analyse", "Résultat", "Valeurs de référence", "Antériorité", "LOINC"])]
        for lab in labs[pi * 5:(pi + 1) * 5]:
            v, u, ref, loinc = lab_value(c.r, lab, c.r.random() < 0.3)
            v2 = lab_value(c.r, lab)[0]
            rows.append(("N", [lab[0], K(vu(v, u), "VALUE"), K(ref, "RANGE"), [K(vu(v2, u), "VALUE"), "\n(", c.day(-40), ")"], K(loinc, "LOINC")]))
        d.TBL([3, 1.6, 2, 2, 1.2], rows, size=8)
        if pi == n - 1:
            d.P(["Biologiste responsable : ", c.DR(1, 3), " — validé le ", c.day(0)], size=8.5)
            d.P(["Accréditation COFRAC ", K("n° 8-1234", "CODE"), " — portée disponible sur www.cofrac.fr"], size=7.5, style="I")
        else:
            d.P("Suite des résultats page suivante.", size=8, style="I")
    d.set_meta(["Résultats ", c.NOM(), " ", c.PRE()], [pii_lab(c)], "")


def pii_lab(c):
    from .spec import pii
    return pii("ETAB", c.lab)


def anapath(c, d):
    page(c, d, 0, 1, c.hv)
    d.T("COMPTE RENDU D'ANATOMIE ET CYTOLOGIE PATHOLOGIQUES", 11)
    d.TBL([1.5, 2.5, 1.5, 2.5], [
        ("N", ["N° d'examen", c.OTHER("H%s-%s" % (c.day0.strftime("%y"), c.f.digits(5))), "Reçu le", c.day(1)]),
        ("N", ["Patient", c.who(2), "Né(e) le", c.DDN()]),
        ("N", ["Préleveur", c.DR(0, 1), "Service", K(c.service, "SERVICE")]),
    ], size=8)
    d.P(["Renseignements : ", K("nodule mammaire", "LAB"), ", ", K("ACR 4", "CODE"), "."], size=9.5)
    d.P("Macroscopie : trois biopsies de 12 à 15 mm, incluses en totalité.", size=9.5)
    d.P(["Microscopie : prolifération carcinomateuse infiltrante. Grade SBR ", K("II (3+2+1)", "CODE"),
         ". Récepteurs aux œstrogènes ", K("90 %", "VALUE"), ", HER2 ", K("score 1+", "CODE"), "."], size=9.5, align="J")
    d.P(["Conclusion : carcinome infiltrant de type non spécifique, ", K("pT1c", "CODE"), " — code ADICAP ", K("BHGSA7B0", "CODE"), ", ", K("C50.4", "CIM10"), "."], size=9.5, style="B")
    d.P(["Pathologiste : ", c.DR(1, 0), " — ", c.ETAB()], size=9)
    d.set_meta(["ACP ", c.NOM()], "", "")


def radio(c, d):
    page(c, d, 0, 1, c.hv)
    letterhead(c, d, [K("service d'imagerie médicale", "SERVICE"), "\nRendez-vous : ", c.HTEL()])
    d.T("SCANNER THORACO-ABDOMINO-PELVIEN", 12)
    d.P(["Patient : ", c.who(3), " — ", c.ne(), " le ", c.DDN(), "\nExamen du ", c.day(2), " — N° d'accession ",
         c.OTHER("ACC%s" % c.f.digits(8)), "\nDemandeur : ", c.DR(1, 2)], size=9)
    d.P(["Indication : bilan d'extension. Technique : acquisition hélicoïdale avec injection de ", K("Iomeron 350", "DRUG"),
         " (", K("90 mL", "DOSE"), "). PDL : ", K("612 mGy.cm", "VALUE"), "."], size=9.5, align="J")
    d.P("Résultats : absence d'épanchement pleural. Pas d'adénomégalie médiastinale. Foie de taille normale, sans lésion focale.", size=9.5)
    d.P(["Conclusion : examen sans anomalie évolutive par rapport au ", c.day(-90), ". Classification ", K("RECIST 1.1", "CODE"), " : maladie stable."], size=9.5, style="B")
    d.P(["Compte rendu validé par ", c.DR(0, 0), ", radiologue. Images disponibles sur le PACS ", c.ACR(), "."], size=9)
    d.set_meta("Compte rendu d'imagerie", [c.DR(0, 0)], ["IPP ", c.IPP()])
