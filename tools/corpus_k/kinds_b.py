"""Document kinds, part B: prescriptions, certificates, letters, insurers, nursing, transfusion, physio, MDT, invoice, social."""
from .common import identity, page, signature
from .med import BODIES, DRUGS, EPONYMS, K, UCD
from .spec import pii


def ordo(c, d):
    secure = c.r.random() < 0.5
    d.page("", "", ("", [K("Ordonnance sécurisée — papier filigrané", "CODE") if secure else "Ordonnance bizone"], ""))
    d.TBL([1, 1], [("N", [[c.DR(0, 0), "\n", K(c.service, "SERVICE"), "\nRPPS ", c.RPPS(0), "\nN° AM ", pii("FINESS", c.finess)],
                          [c.ETAB(), "\n", pii("ADRESSE", c.haddr), "\n", c.CP(c.hcity), " ", c.VILLE(c.hcity), "\n", c.HTEL()]])], border=False, size=8.5)
    d.P([c.VILLE(c.hcity), ", le ", c.day(0)], size=9, align="R")
    d.P([c.civ(), " ", c.NOM(), " ", c.PRE(), "\n", c.ne().capitalize(), " le ", c.DDN(), " — ", K("78 kg", "VALUE")], size=10, style="B")
    d.P(["Ordonnance n° ", c.OTHER("%s%s" % (c.day0.strftime("%Y"), c.f.digits(7, False)))], size=8)
    if secure:
        d.P(["Prescriptions relatives au traitement de l'affection de longue durée", ""], size=8.5, style="I")
        d.P([K("Oxycodone", "DRUG"), " LP ", K("10 mg", "DOSE"), " : un comprimé matin et soir. Durée : quatorze jours. Quantité : vingt-huit (28) comprimés."], size=10)
        d.P([K("Morphine", "DRUG"), " ", K("10 mg", "DOSE"), " : si douleur, jusqu'à quatre prises par jour. Délivrance fractionnée : sept jours."], size=10)
        d.P(["Nombre de spécialités : deux. Carré de sécurité : ", K("NN 482 Q", "CODE")], size=8)
    else:
        d.HR()
        d.P("Prescriptions relatives au traitement de l'affection de longue durée reconnue (liste ou hors liste)", size=8.5, style="I")
        for name, dose, atc in c.r.sample(DRUGS, 2):
            d.P([K(name, "DRUG"), " ", K(dose, "DOSE"), " — 1 par jour pendant 3 mois (", K(atc, "ATC"), ")"], size=10)
        d.HR()
        d.P("Prescriptions SANS RAPPORT avec l'affection de longue durée", size=8.5, style="I")
        name, dose, atc = c.r.choice(DRUGS)
        d.P([K(name, "DRUG"), " ", K(dose, "DOSE"), " — si besoin, 10 jours. Code UCD ", K(c.r.choice(UCD), "UCD")], size=10)
    d.SP(10)
    d.P(["Signature : ", c.DR(0, 2)], size=9, align="R")
    d.P(["*", c.OTHER("RX" + c.f.digits(10)), "*"], size=8, align="C")
    d.set_meta("Ordonnance", [c.DR(0, 2)], "")


def certif(c, d):
    variant = c.r.randint(0, 2)
    page(c, d, 0, 1, c.hv)
    title = ["CERTIFICAT MÉDICAL D'ARRÊT DE TRAVAIL", "CERTIFICAT MÉDICAL DE NON CONTRE-INDICATION", "CERTIFICAT DE DÉCÈS — VOLET MÉDICAL"][variant]
    d.T(title, 12)
    d.P(["Je soussigné", ", ", c.DR(1, 0), ", exerçant au sein de ", c.ETAB(), " (FINESS ", c.FIN(), "), certifie avoir examiné ce jour, ", c.day(0), " :"], size=10, align="J")
    d.TBL([1.5, 3], [("N", ["Nom", c.NOM()]), ("N", ["Prénom(s)", [c.PRE()] + ([", ", c.PRE2()] if c.pre2 else [])]),
                     ("N", ["Date de naissance", c.DDN()]), ("N", ["N° de sécurité sociale", c.NIR()]),
                     ("N", ["Adresse", [c.ADR(), " — ", c.CP(), " ", c.VILLE("U")]])], border=variant != 1, size=9)
    if variant == 0:
        d.P(["et prescrire un arrêt de travail du ", c.day(0), " au ", c.day(14), " inclus. Sorties autorisées de 10h à 12h et de 16h à 18h. Employeur : ",
             pii("ETAB", c.r.choice(["Transports Lebrun SARL", "Boulangerie du Centre", "Société Atlantique Logistique", "Menuiserie Hamel et Fils"])), "."], size=10, align="J")
    elif variant == 1:
        d.P(["et n'avoir constaté aucune contre-indication apparente à la pratique du football en compétition. ", K("ECG de repos", "LAB"), " normal."], size=10, align="J")
    else:
        d.P(["Décès constaté le ", c.day(2), " à 04h20. Obstacle médico-légal : non. Cause immédiate : ", K("arrêt cardio-respiratoire", "LAB"),
             " ; cause initiale : ", K("I21.9", "CIM10"), ". Famille prévenue : ", c.REL(), ", ", c.phone_rel(), "."], size=10, align="J")
    d.P(["Certificat remis en main propre à l'intéressé", "e" if c.sex == "F" else "", " pour faire valoir ce que de droit."], size=9.5)
    signature(c, d, 1, 0)
    d.set_meta(["Certificat - ", c.NOM(), " ", c.PRE()], "", "")


def courrier_mt(c, d):
    d.page("", "", ("", [c.MT(0), " — ", pii("TEL", c.mt_tel)], ""))
    d.TBL([1, 1], [("N", [[c.MT_block(), "\nRPPS ", pii("RPPS", c.mt_rpps)], ["\n\n", c.DR(2, 1), "\n", K(c.service, "SERVICE"), "\n", c.ETAB()]])], border=False, size=9)
    d.P([c.VILLE(c.mt_city), ", le ", c.day(0)], size=9.5, align="R")
    d.P(["Objet : ", c.who(0), ", ", c.ne(), " le ", c.DDN()], size=9.5, style="B")
    d.P(["Cher confrère,\nJe vous adresse ", c.civ(), " ", c.NOM("T"), ", que je suis pour une ", K(EPONYMS[9], "EPONYM"),
         " débutante, pour avis sur l'opportunité d'un bilan complémentaire. Son traitement comporte ", K("Donépézil", "DRUG"), " ",
         K("5 mg", "DOSE"), ". La dernière ", K("MMSE", "CODE"), " était à ", K("22/30", "VALUE"), " le ", c.day(-60), "."], size=10, align="J")
    d.P(["Sa fille, ", c.REL("T"), ", souhaite être présente. Vous pouvez joindre la patiente au ", c.TEL(), "."], size=10, align="J")
    d.P(["Son numéro de sécurité sociale : ", c.NIR(), "."], size=9)
    d.P("Avec mes remerciements et mes sentiments confraternels.", size=10)
    d.P([c.MT(0)], size=10, align="R")
    d.set_meta("Courrier", [c.MT(0)], ["Adressage ", c.NOM()])


def dpc(c, d):
    page(c, d, 0, 1, c.hv)
    d.TBL([1, 1], [("N", [[pii("ETAB", c.insurer), "\nService prestations\n", K("Tiers payant", "SERVICE")],
                          ["Demande n° ", c.OTHER("DPC-%s" % c.f.digits(8)), "\n", c.day(0)]])], border=False, size=9)
    d.T("DEMANDE DE PRISE EN CHARGE HOSPITALIÈRE", 12)
    d.TBL([2, 3], [
        ("H", ["Assuré / bénéficiaire", ""]),
        ("N", ["Nom et prénom", c.who(2)]),
        ("N", ["Date de naissance", c.DDN()]),
        ("N", ["N° d'adhérent", c.OTHER(c.member)]),
        ("N", ["N° de sécurité sociale", c.NIR()]),
        ("N", ["Adresse", c.home_lines()]),
        ("H", ["Établissement", ""]),
        ("N", ["Raison sociale", c.ETAB()]),
        ("N", ["N° FINESS", c.FIN()]),
        ("N", ["Entrée prévue", c.day(5)]),
        ("N", ["Mode de traitement", K("hospitalisation complète", "SERVICE")]),
        ("N", ["DMT / GHS", [K("DMT 174", "CODE"), " / ", K("GHS 1834", "CODE")]]),
    ], size=8.5)
    d.P(["Chambre particulière demandée. Forfait journalier ", K("20 €", "VALUE"), ". Réponse à adresser à ", c.ETAB(), " (", c.HTEL(), ")."], size=9)
    d.set_meta(["PEC ", c.NOM()], "", "")


def transm(c, d):
    n = 2
    for pi in range(n):
        d.page([pii("ETAB", c.ehpad), " → ", c.ACR()], ["Résident : ", c.NOM(), " ", c.PRE()],
               (["Fiche de liaison — ", K("HAS", "BODY")], "", [c.page_no(pi + 1, n)]))
        if pi == 0:
            d.T("FICHE DE TRANSMISSION INFIRMIÈRE", 12, "L")
            identity(c, d, 3)
            d.P(["Médecin traitant : ", c.MT(0), ". Personne à prévenir : ", c.REL(), " (", c.rel_link, ") ", c.phone_rel()], size=9)
            d.TBL([1, 1, 1, 1], [("H", ["Autonomie", "GIR", "Déplacements", "Risque escarre"]),
                                 ("N", ["Partielle", K("GIR 3", "CODE"), "déambulateur", [K(EPONYMS[12], "EPONYM"), " 13"]])], size=8.5)
        else:
            rows = [("H", ["Date", "Soin", "IDE"])]
            for k in range(6):
                nurse = c.f.first(c.r.choice("MF"))
                rows.append(("N", [c.day(-k), c.r.choice(["pansement talon", "glycémie capillaire", "surveillance TA", "aide toilette", "injection insuline"]),
                                   [pii("PRENOM", nurse), " (IDE)"]]))
            d.TBL([1.3, 3, 2], rows, size=8.5)
            d.P(["Transmis par ", pii("PRENOM", c.f.first("F")), " ", pii("NOM", c.f.surname(0).lower()), ", IDE coordinatrice, le ", c.day(0), "."], size=9)
    d.set_meta("Transmission", "", ["Résident ", c.NOM()])


def transfu(c, d):
    page(c, d, 0, 1, c.hv)
    d.T("DOSSIER TRANSFUSIONNEL — FICHE DE DÉLIVRANCE", 11)
    identity(c, d, 0)
    d.P(["Groupe ", K("A RH:1 (D+)", "CODE"), ", phénotype ", K("C+ E- c+ e+ K-", "CODE"), ". RAI négative le ", c.day(0), " (", K("EFS", "BODY"), ")."], size=9.5)
    rows = [("H", ["N° de produit", "Type", "Groupe", "Date", "Heure de pose"])]
    for k in range(3):
        rows.append(("N", [K("%s %s %s" % (c.f.digits(5), c.f.digits(2, False), c.f.digits(6, False)), "LOT"), K("CGR", "CODE"),
                           K("A+", "CODE"), c.day(1), "1%d:%02d" % (k + 1, c.r.randint(0, 59))]))
    d.TBL([2.5, 1, 1, 1.5, 1.5], rows, size=8.5)
    d.P(["Contrôle ultime au lit réalisé par ", pii("PRENOM", c.f.first("F")), " ", pii("NOM", c.f.surname(0).upper()), ", IDE. Prescripteur : ", c.DR(0, 2), "."], size=9)
    d.P(["Hémoglobine post-transfusionnelle : ", K("9,8 g/dL", "VALUE"), ". Aucun effet indésirable receveur. Déclaration ", K("e-FIT", "CODE"), " non requise."], size=9)
    d.set_meta(["Transfusion ", c.NOM()], "", "")


def kine(c, d):
    from .ctx import Person
    kp = Person(c.f)
    cab = pii("ETAB", "Cabinet de kinésithérapie " + c.r.choice(["du Parc Belair", "des Hautes Rives", "Kinévia", "de la Croix Verte"]))
    d.page([cab], ["Patient : ", c.NOM(), " ", c.PRE()], ("", "", ""))
    d.P([pii("PRENOM", kp.pre), " ", pii("NOM", kp.nom.upper()), ", masseur-kinésithérapeute\nADELI ", pii("RPPS", c.f.adeli(c.dept)),
         "\n", pii("ADRESSE", c.f.street()), ", ", c.CP(c.mt_city), " ", c.VILLE(c.mt_city)], size=9)
    d.T("BILAN-DIAGNOSTIC KINÉSITHÉRAPIQUE", 12)
    d.P(["Patient : ", c.who(1), ", ", c.ne(), " le ", c.DDN(), ". Prescription du ", c.day(-5), " par ", c.MT(1), "."], size=9.5)
    d.P(["Motif : rééducation après ", K("prothèse totale de hanche", "DEVICE"), ". ", K(EPONYMS[4], "EPONYM"), " négative. Score EVA : ", K("3/10", "VALUE"), "."], size=9.5)
    rows = [("H", ["Séance", "Date", "Contenu", "Acte"])]
    for k in range(8):
        rows.append(("N", [str(k + 1), c.day(k * 3), c.r.choice(["renforcement moyen fessier", "marche avec cannes", "travail proprioceptif", "escaliers"]), K("AMK 7,5", "CODE")]))
    d.TBL([0.8, 1.5, 3.5, 1.2], rows, size=8.5)
    d.P(["Objectifs atteints. Bilan transmis à ", c.DR(0, 1), " (", c.ETAB(), ")."], size=9.5)
    d.set_meta("Bilan kiné", "", "")


def rcp(c, d):
    page(c, d, 0, 2, c.hv)
    d.T("COMPTE RENDU DE RÉUNION DE CONCERTATION PLURIDISCIPLINAIRE", 11)
    d.P(["RCP d'oncologie digestive du ", c.day(0), " — ", c.ETAB(), " — 3C ", c.ACR()], size=9)
    identity(c, d, 0)
    d.P(["Présentée par : ", c.DR(0, 0), ". Médecin traitant : ", c.MT(0), "."], size=9)
    d.TBL([3, 2], [("H", ["Participants", "Spécialité"]), ("N", [c.DR(0, 2), "hépato-gastro-entérologie"]),
                   ("N", [c.DR(1, 2), "oncologie médicale"]), ("N", [c.DR(2, 2), "chirurgie digestive"])], size=8.5)
    page(c, d, 1, 2, c.hv)
    d.P(["Histoire : adénocarcinome du côlon sigmoïde ", K("C18.7", "CIM10"), ", ", K("cT3N1M0", "CODE"), ". ", K("ACE", "LAB"), " : ", K("7,2 ng/mL", "VALUE"), "."], size=9.5)
    d.P(["Proposition : colectomie gauche puis chimiothérapie adjuvante par ", K("FOLFOX", "DRUG"), " (6 mois) selon les recommandations ", K("HAS", "BODY"), "/", K("INCa", "BODY"), "."], size=9.5, align="J")
    d.P(["Inclusion dans un essai : non. Décision validée par le quorum. Rendez-vous d'annonce le ", c.day(7), "."], size=9.5)
    d.set_meta(["RCP ", c.NOM()], "", "")


def facture(c, d):
    page(c, d, 0, 1, c.hv)
    d.TBL([1, 1], [("N", [c.hosp_lines(), ["AVIS DES SOMMES À PAYER\nFacture n° ", c.OTHER("FAC%s%s" % (c.day0.strftime("%y"), c.f.digits(7))), "\nDate : ", c.day(8)]])], border=False, size=8.5)
    d.BOX([c.who(0), "\n", c.home_lines(True)], size=9.5, align="R")
    d.TBL([3, 1, 1, 1], [
        ("H", ["Libellé", "Quantité", "Prix unitaire", "Montant"]),
        ("N", ["Forfait journalier", "3", K("20,00 €", "VALUE"), K("60,00 €", "VALUE")]),
        ("N", [["Ticket modérateur ", K("GHS 5126", "CODE")], "1", K("184,20 €", "VALUE"), K("184,20 €", "VALUE")]),
        ("N", ["Chambre particulière", "3", K("65,00 €", "VALUE"), K("195,00 €", "VALUE")]),
        ("B", ["Reste à charge patient", "", "", K("439,20 €", "VALUE")]),
    ], size=8.5)
    d.P(["Séjour du ", c.day(0), " au ", c.day(3), " — NDA ", c.NDA(), ". Organisme complémentaire : ", pii("ETAB", c.insurer), " (adhérent ", c.OTHER(c.member), ")."], size=9)
    d.P(["Paiement auprès du Trésor public ou en ligne (", K("PayFiP", "CODE"), "), référence ", c.OTHER("%s-%s" % (c.f.digits(4), c.f.digits(6))), "."], size=9)
    d.set_meta(["Facture ", c.NOM()], "", "")


def social(c, d):
    page(c, d, 0, 2, c.hv)
    d.T("ÉVALUATION SOCIALE", 12, "L")
    d.P(["Assistante sociale : ", pii("PRENOM", c.f.first("F")), " ", pii("NOM", c.f.surname(0).upper()), " — poste 4412"], size=9)
    identity(c, d, 1)
    d.P(["Situation familiale : vit seul", "e" if c.sex == "F" else "", " au domicile, ", c.ADR(), " à ", c.VILLE(), ". ",
         "Aidant principal : ", c.REL(), " (", c.rel_link, "), ", c.phone_rel(), "."], size=9.5, align="J")
    d.P(["Protection sociale : ", K("Assurance Maladie", "BODY"), " — NIR ", c.NIR(), " ; complémentaire ", pii("ETAB", c.insurer), "."], size=9.5)
    page(c, d, 1, 2, c.hv)
    d.P(["Demande d'APA déposée le ", c.day(1), " auprès du conseil départemental. Orientation envisagée : ", pii("ETAB", c.ehpad), ", ",
         K("GIR 4", "CODE"), ". Dossier ", K("Via Trajectoire", "CODE"), " n° ", c.OTHER(c.f.digits(9)), "."], size=9.5, align="J")
    d.P(["Rencontre avec la famille le ", c.day(3), ". Courriel de contact : ", c.MAIL(), "."], size=9.5)
    d.set_meta(["Social ", c.NOM()], "", "")
