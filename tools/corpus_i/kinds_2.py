"""Kinds: anatomopathologie, fiche RCP, consultation d'anesthésie, bulletin de situation, prise en charge mutuelle."""
from __future__ import annotations

import datetime as dt

from . import common as C
from . import ids
from .model import B, D, K, V


def anapath(doc, c, r):
    p = c.pat
    C.meta(doc, c, "Compte rendu anatomopathologique")
    doc.header = [["Cabinet de pathologie ", V("Anapath Vilaine-Rance", "ETAB"), " - ", c.rueV(c.e_rue), " ", C.cp(c, "e"), " ", C.ville(c, "e")],
                  ["Tél. ", C.tel(c.e_tel, "intl0"), " - FINESS ", C.finess(c.finess)]]
    num = "%dH%06d" % (c.year % 100, r.randint(1000, 999999))
    doc.footer = [["Examen ", C.autre(num), " - ", p.N(), " ", p.F(), " - ", C.PG()]]
    doc.title_block("COMPTE RENDU D'ANATOMIE ET DE CYTOLOGIE PATHOLOGIQUES")
    doc.table(["Nom", "Prénom", "Date de naissance", "IPP", "N° examen"],
              [[p.N(), p.F(), C.dob(c, "slash"), C.ipp(c), C.autre(num)]], [0.22, 0.18, 0.2, 0.2, 0.2])
    doc.kv([("Préleveur :", C.dr(c.docs[0], "upper", True, "Docteur ")), ("Établissement :", [c.etabV(), " (", C.acr(c), ")"]),
            ("Prélèvement du :", D(ids.dslash(c.adm))), ("Reçu le :", D(ids.dslash(c.adm + dt.timedelta(days=1))))])
    doc.h("RENSEIGNEMENTS CLINIQUES")
    doc.p("Polype sessile du côlon sigmoïde de 2 cm découvert lors d'une coloscopie de dépistage (test immunologique positif).")
    doc.h("EXAMEN MACROSCOPIQUE")
    doc.p("Pièce de mucosectomie de ", K("22 x 18 x 6 mm", "valeur"), ", encrée en totalité et incluse en 6 blocs (A1 à A6).")
    doc.h("EXAMEN MICROSCOPIQUE")
    doc.p("Adénome tubulo-villeux en dysplasie de haut grade, focalement transformé en adénocarcinome intramuqueux (pTis). "
          "Marge de résection profonde saine à 1,2 mm. Absence d'embole vasculaire. Immunohistochimie MLH1, PMS2, MSH2, MSH6 : "
          "expression conservée.")
    doc.h("CONCLUSION")
    doc.p("Adénocarcinome intramuqueux sur adénome tubulo-villeux, exérèse complète. Codage ADICAP ", K("BHCOA7D0", "reference"),
          ", CIM-O ", K("8263/2", "reference"), ". Dossier présenté en RCP.")
    doc.sign(["Pr ", c.docs[3].F(), " ", c.docs[3].N()], ["Pathologiste"], ["RPPS ", C.rpps(c.docs_rpps[3])])


def rcp(doc, c, r):
    p = c.pat
    C.meta(doc, c, "Fiche RCP")
    C.header(doc, c, 0)
    C.footer(doc, c, 0)
    date = c.adm + dt.timedelta(days=14)
    doc.title_block("FICHE DE RÉUNION DE CONCERTATION PLURIDISCIPLINAIRE")
    doc.kv([("RCP :", "Oncologie digestive - 3C Haute-Bretagne"), ("Date de la réunion :", D(ids.dslash(date))),
            ("Patient :", [p.N(), " ", p.F(), " - DDN ", C.dob(c, "iso")]), ("Médecin référent :", C.dr(c.docs[0], "upper")),
            ("Médecin traitant :", ["Dr ", c.gp.N(), " - ", c.cabV()])])
    doc.h("PARTICIPANTS")
    doc.table(["Spécialité", "Nom", "Présent"],
              [["Chirurgie digestive", C.dr(c.docs[0], "upper"), "oui"], ["Oncologie médicale", C.dr(c.docs[1], "upper"), "oui"],
               ["Radiologie", C.dr(c.docs[2], "upper"), "oui"], ["Anatomopathologie", ["Pr ", c.docs[3].F(), " ", c.docs[3].N()], "oui"]],
              [0.35, 0.45, 0.2])
    doc.h("HISTOIRE DE LA MALADIE")
    doc.p("Adénocarcinome du rectum moyen découvert en ", D("%s %d" % (ids.MOIS[c.adm.month - 1], c.year)),
          ", classé cT3N1M0 en IRM. ECOG 1, ", K("IMC 24,8", "valeur"), ". ACE ", K("6,2 ng/mL", "valeur"), ".")
    doc.h("PROPOSITION THÉRAPEUTIQUE")
    doc.p("Radiochimiothérapie néoadjuvante (50 Gy en 25 fractions avec capécitabine ", K("825 mg/m2 x 2/j", "dose"),
          "), puis réévaluation par IRM et résection antérieure du rectum avec exérèse totale du mésorectum.")
    if r.random() < 0.6:
        doc.new_page()
    doc.h("INFORMATION DU PATIENT")
    doc.p("Proposition expliquée à ", p.civ(), " ", p.N("title"), " le ", D(ids.dslash(date + dt.timedelta(days=3))),
          ", accompagné", "e" if p.sex == "F" else "", " de ", c.rel.F(), " ", c.rel.N(), " (", c.rel_lien, ", ",
          C.tel(c.rel_tel, "dash"), ").")
    doc.p("Inclusion dans un essai : non. Quorum atteint. Code CIM-10 ", K("C20", "cim10"), ".")
    doc.sign(["Le coordonnateur de la RCP"], C.dr(c.docs[1], "title", True, "Pr "))


def anesth(doc, c, r):
    p = c.pat
    C.meta(doc, c, "Consultation d'anesthésie")
    C.header(doc, c, 1)
    C.footer(doc, c, 2)
    doc.title_block("CONSULTATION PRÉ-ANESTHÉSIQUE")
    doc.kv([("Date de consultation :", D(ids.dslash(c.adm - dt.timedelta(days=12)))),
            ("Intervention prévue :", ["prothèse totale de hanche droite le ", D(ids.dslash(c.adm))]),
            ("Anesthésiste :", C.dr(c.docs[1], "upper", True, "Docteur ")), ("Chirurgien :", C.dr(c.docs[0], "upper"))])
    doc.h("IDENTITÉ")
    doc.kv(C.identity_kv(c, r.randint(0, 2))[:5])
    doc.h("ANTÉCÉDENTS")
    doc.p("Hypertension artérielle traitée, dyslipidémie. Appendicectomie dans l'enfance. Allergie : pénicilline (urticaire). "
          "Pas d'antécédent personnel ni familial d'hyperthermie maligne.")
    doc.h("EXAMEN CLINIQUE")
    doc.table(["Paramètre", "Valeur"], [["Poids / taille", K("82 kg / 1,74 m", "valeur")], ["Pression artérielle", K("138/84 mmHg", "valeur")],
                                        ["Score de Mallampati", K("Mallampati 2", "score")], ["Classe ASA", K("ASA 2", "score")]], [0.5, 0.5])
    doc.p("Ouverture de bouche supérieure à 3 travers de doigt, distance thyro-mentonnière normale. Auscultation sans particularité.")
    if r.random() < 0.7:
        doc.new_page()
    doc.h("STRATÉGIE ANESTHÉSIQUE")
    doc.p("Rachianesthésie proposée, anesthésie générale en alternative. Antibioprophylaxie par céfazoline exclue (allergie) : "
          "clindamycine ", K("900 mg", "dose"), ". Arrêt du périndopril la veille. Jeûne de 6 heures pour les solides.")
    doc.p("Information donnée au patient et à sa ", "personne de confiance ", c.rel.F(), " ", c.rel.N("upper"), ".")
    C.signature(doc, c, c.docs[1], "Anesthésiste-réanimateur")
    if r.random() < 0.6:
        doc.new_page()
        doc.h("CONSIGNES REMISES AU PATIENT")
        doc.p("Douche antiseptique la veille et le matin de l'intervention. Retirer bijoux, vernis et prothèses dentaires. "
              "Se présenter à l'accueil du bloc le ", D(ids.dslash(c.adm)), " à 7 h 00, à jeun.")
        doc.p("Visite pré-anesthésique la veille au soir dans le service, ", K("chambre 312", "chambre"), ".")
        doc.table(["Traitement habituel", "Conduite"], [["Périndopril 4 mg", "arrêt la veille"],
                  ["Atorvastatine 20 mg", "poursuivre"], ["Metformine 850 mg", K("arrêt 48 h avant", "duree")]], [0.5, 0.5])


def bulletin(doc, c, r):
    p = c.pat
    C.meta(doc, c, "Bulletin de situation")
    doc.header = [[c.etabV(), " - Bureau des entrées"], [c.rueV(c.e_rue), " - ", C.cp(c, "e"), " ", C.ville(c, "e"), " - ", C.tel(c.e_tel, "dot")]]
    doc.footer = [["FINESS ", C.finess(c.finess, "1"), " - ", C.PG()]]
    doc.title_block("BULLETIN DE SITUATION")
    doc.p("Le directeur de l'établissement certifie que :")
    doc.table(["Nom", "Prénom", "Date de naissance", "N° de séjour"],
              [[p.N(), p.F(), C.dob(c, "slash"), C.nda(c)],
               [{"segs": ["Adresse : ", c.rueV(c.rue), ", ", C.cp(c), " ", C.ville(c)], "span": 4}],
               [{"segs": ["N° sécurité sociale : ", C.nir(c, True)], "span": 4}]], [0.25, 0.25, 0.25, 0.25])
    doc.p("est hospitalisé", "e" if p.sex == "F" else "", " dans notre établissement depuis le ", D(ids.dslash(c.adm)),
          ", service ", c.service, ", ", K("chambre 214", "chambre"), ", régime : ", "hospitalisation complète.")
    doc.p("Date de sortie : ", D(ids.dslash(c.sortie)), ". Forfait journalier : ", K("20,00 €", "montant"), " par jour.")
    doc.p("Bulletin délivré à l'intéressé", "e" if p.sex == "F" else "", " pour servir et valoir ce que de droit, "
          "à destination de son employeur et de sa caisse d'assurance maladie.")
    doc.sign([C.ville(c, "e"), ", le ", D(ids.dslash(c.sortie))], ["Pour le directeur,"], [c.sec.F(), " ", c.sec.N()],
             ["Adjoint des cadres"])


def mutuelle(doc, c, r):
    p = c.pat
    C.meta(doc, c, "Demande de prise en charge")
    doc.header = [[V(c.mutuelle, "ETAB"), " - Service prises en charge hospitalières"], ["Télécopie : ", C.tel(c.e_fax, "space")]]
    doc.footer = [["Adhérent n° ", C.autre(c.adherent), " - ", p.N(), " ", p.F(), " - ", C.PG()]]
    doc.title_block("DEMANDE DE PRISE EN CHARGE HOSPITALIÈRE")
    doc.h("ÉTABLISSEMENT")
    doc.kv([("Raison sociale :", [c.etabV(), " (", C.acr(c), ")"]), ("FINESS :", C.finess(c.finess)),
            ("Adresse :", [c.rueV(c.e_rue), ", ", C.cp(c, "e"), " ", C.ville(c, "e")]), ("Contact :", C.email(c.sec_email))])
    doc.h("ASSURÉ ET BÉNÉFICIAIRE")
    doc.table(["", "Assuré", "Bénéficiaire"],
              [["Nom", c.rel.N(), p.N()], ["Prénom", c.rel.F(), p.F()],
               ["Date de naissance", "-", C.dob(c, "dots")], ["N° adhérent", C.autre(c.adherent), "ayant droit"],
               [{"segs": ["N° de sécurité sociale du bénéficiaire : ", C.nir(c, False)], "span": 3}]], [0.3, 0.35, 0.35])
    doc.h("SÉJOUR")
    doc.kv([("Date d'entrée :", D(ids.dslash(c.adm))), ("Durée prévue :", K("5 jours", "duree")),
            ("Discipline / mode :", "médecine, hospitalisation complète (DMT 113)"),
            ("Chambre particulière :", "demandée"), ("Frais estimés :", K("1 480,00 €", "montant"))])
    doc.p("Merci de nous retourner l'accord de prise en charge par télécopie ou par messagerie avant le ",
          D(ids.dslash(c.adm + dt.timedelta(days=2))), ".")
    doc.sign(["Cachet de l'établissement"], ["Le ", D(ids.dslash(c.adm))])


KINDS = {"anapath": anapath, "rcp": rcp, "anesth": anesth, "bulletin": bulletin, "mutuelle": mutuelle}
