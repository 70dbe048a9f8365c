"""Kinds: demande d'admission SSR / HAD, lettre au médecin traitant, passage aux urgences, certificat médical."""
from __future__ import annotations

import datetime as dt

from . import common as C
from . import ids
from .model import B, D, K, V


def ssr(doc, c, r):
    p = c.pat
    C.meta(doc, c, "Demande d'admission SSR")
    C.header(doc, c, 2)
    C.footer(doc, c, 1)
    C.letterhead(doc, c, c.sortie - dt.timedelta(days=2))
    doc.p(B("Destinataire : "), V(c.ssr, "ETAB"), " - à l'attention du médecin coordonnateur")
    doc.title_block("DEMANDE D'ADMISSION EN SOINS DE SUITE ET DE RÉADAPTATION")
    doc.p("Nous sollicitons l'admission de ", p.civ(), " ", p.N(), " ", p.F(),
          (" née " + "") if p.sex == "F" and c.maiden else " ", *( [V(c.maiden.upper(), "NOM", critical=True), " "] if p.sex == "F" and c.maiden else []),
          "(", C.dob(c, "weekday"), "), hospitalisé", "e" if p.sex == "F" else "", " depuis le ", D(ids.dslash(c.adm)),
          " pour fracture du col fémoral gauche opérée (", K("S72.0", "cim10"), ").")
    doc.h("AUTONOMIE ET DÉPENDANCE")
    doc.table(["Domaine", "Évaluation"], [["Score ADL de Katz", K("ADL 3/6", "score")], ["Transferts", "aide d'une personne"],
                                         ["Marche", "déambulateur, 15 mètres"], ["Troubles cognitifs", K("MMS 24/30", "score")]], [0.45, 0.55])
    doc.p("Vit au domicile, ", c.rueV(c.rue), " à ", C.ville(c), " (", C.cp(c), "), maison avec étage. Aidant principal : ",
          c.rel.F(), " ", c.rel.N("title"), ", ", C.tel(c.rel_tel, "intl"), ".")
    if r.random() < 0.8:
        doc.new_page()
    doc.h("OBJECTIFS DU SÉJOUR")
    doc.p("Rééducation à la marche, prévention des chutes, adaptation du domicile avec l'ergothérapeute. "
          "Une hospitalisation à domicile (HAD) pourra être discutée en relais. Appui autorisé d'emblée.")
    doc.h("TRAITEMENT EN COURS")
    doc.p("Apixaban ", K("2,5 mg x 2/j", "dose"), ", paracétamol ", K("1 g x 3/j", "dose"), ", cholécalciférol ",
          K("100 000 UI", "dose"), " tous les 3 mois.")
    doc.p("Date de sortie souhaitée : ", D(ids.dslash(c.sortie)), ". Assistante sociale : ", c.sec.F(), " ", c.sec.N(),
          ", ", C.tel(c.e_fax, "dot"), ".")
    C.signature(doc, c, c.docs[2], "Médecin gériatre")
    if r.random() < 0.7:
        doc.new_page()
        doc.h("FICHE DE LIAISON PARAMÉDICALE")
        doc.p("Transmissions infirmières concernant ", p.N(), " ", p.F(), " (", C.ipp(c), ") : cicatrice propre, "
              "pansement sec à refaire tous les 2 jours, ablation des agrafes prévue à J15. Risque d'escarre évalué par "
              "l'échelle de ", K("Norton", "eponyme"), " à 13.")
        doc.table(["Soin", "Fréquence", "Dernière réalisation"],
                  [["Pansement", "1 jour sur 2", D(ids.dslash(c.sortie - dt.timedelta(days=1)))],
                   ["Glycémie capillaire", "3 fois par jour", D(ids.dslash(c.sortie))],
                   ["Kinésithérapie", "quotidienne", D(ids.dslash(c.sortie - dt.timedelta(days=2)))]], [0.4, 0.3, 0.3])
        doc.p("Régime : diabétique, texture normale. Aucune contention. Continent le jour.")


def lettre_mt(doc, c, r):
    p, d = c.pat, c.docs[0]
    C.meta(doc, c, "Courrier de consultation")
    C.footer(doc, c, 1)
    doc.header = [[V(c.site, "ETAB"), " - Consultations externes de ", c.service]]
    doc.letterhead([[B("Docteur "), d.F(bold=True), B(" "), d.N(bold=True)], ["Ancien chef de clinique"], [c.service],
                    ["RPPS ", C.rpps(c.docs_rpps[0], "8")], [C.email(c.dr_email)]],
                   [[C.ville(c, "e"), ", le ", D(ids.dlong(c.rdv))], ["Docteur ", c.gp.N("title")], [c.cabV()],
                    [c.rueV(c.gp_rue)], [C.cp(c, "gp"), " ", C.ville(c, "gp")]])
    doc.p(B("Objet : "), p.N(), " ", p.F(), ", ", C.dob(c, "slash"), " - consultation du ", D(ids.dslash(c.rdv)))
    doc.p("Mon cher confrère,")
    doc.p("J'ai revu en consultation votre patient", "e" if p.sex == "F" else "", " ", p.F(), " ", p.N("title"),
          ", âgé", "e" if p.sex == "F" else "", " de ", str(c.age), " ans, pour le suivi de son insuffisance cardiaque à fraction "
          "d'éjection altérée. Depuis la dernière visite, pas de décompensation ni de passage aux urgences.")
    doc.p("À l'examen : pression artérielle ", K("118/72 mmHg", "valeur"), ", fréquence cardiaque ", K("64 bpm", "valeur"),
          ", pas de signe de ", K("Harzer", "eponyme"), ", pas d'œdème des membres inférieurs. ECG : rythme sinusal. "
          "NT-proBNP ", K("842 pg/mL", "valeur"), " (LOINC ", K("33762-6", "loinc"), ").")
    doc.p("Je propose d'augmenter le sacubitril/valsartan à ", K("97/103 mg x 2/j", "dose"), " avec ionogramme de contrôle à 10 jours. "
          "Le patient a été informé ; ", "note de l'IDE : appel de ", c.rel.N("lower"), " ", c.rel.F("lower"),
          " pour les rendez-vous de ", p.N("lower"), " ", p.F("lower"), ".")
    doc.p("Je le reverrai dans trois mois, le ", D(ids.dslash(c.rdv + dt.timedelta(days=91))), ".")
    doc.p("Bien confraternellement.")
    doc.sign(["Dr ", d.N("upper")], ["Cardiologue"])


def urgences(doc, c, r):
    p = c.pat
    C.meta(doc, c, "Passage aux urgences")
    C.header(doc, c, 0)
    C.footer(doc, c, 0)
    doc.title_block("COMPTE RENDU DE PASSAGE AUX URGENCES")
    doc.table(["Identité", "DDN", "Âge", "Venue", "Arrivée"],
              [[[p.N(), " ", p.F()], C.dob(c, "slash"), "%d ans" % c.age, C.nda(c), [D(ids.dslash(c.adm)), " 22:47"]]],
              [0.28, 0.18, 0.12, 0.2, 0.22])
    doc.kv([("Mode d'arrivée :", "SAMU - SMUR"), ("Box :", K("box 7", "box")), ("Médecin :", C.dr(c.docs[3], "upper")),
            ("Personne à prévenir :", [c.rel.N(), " ", c.rel.F(), " (", c.rel_lien, ") ", C.tel(c.rel_tel, "space")])])
    doc.h("MOTIF")
    doc.p("Douleur thoracique rétrosternale constrictive depuis 1 heure, irradiant au bras gauche.")
    doc.h("EXAMEN")
    doc.p("Constantes : PA ", K("162/95 mmHg", "valeur"), ", FC ", K("98 bpm", "valeur"), ", SpO2 ", K("96 %", "valeur"),
          ", score de ", K("Glasgow 15", "score"), ". Signe de ", K("Lasègue", "eponyme"), " négatif (lombalgie associée). ECG : sus-décalage "
          "du segment ST en territoire inférieur.")
    doc.table(["Examen", "Résultat", "Normes", "LOINC"],
              [["Troponine Ths", K("1240 ng/L", "valeur"), K("< 14", "reference"), K("67151-1", "loinc")],
               ["Potassium", K("3,9 mmol/L", "valeur"), K("3,5 - 5,1", "reference"), K("2823-3", "loinc")]],
              [0.3, 0.25, 0.25, 0.2])
    if r.random() < 0.65:
        doc.new_page()
    doc.h("CONDUITE À TENIR")
    doc.p("Aspirine ", K("250 mg IVD", "dose"), ", héparine ", K("5000 UI", "dose"), ", transfert en salle de coronarographie "
          "après appel du cardiologue de garde. Diagnostic ", K("I21.1", "cim10"), ".")
    doc.p("Orientation : USIC. Sortie des urgences le ", D(ids.dslash(c.adm + dt.timedelta(days=1))), " à 00:32.")
    C.signature(doc, c, c.docs[3], "Urgentiste")


def certificat(doc, c, r):
    p = c.pat
    C.meta(doc, c, "Certificat d'hospitalisation")
    doc.header = [[c.etabV(), " (", C.acr(c), ")"]]
    doc.footer = [[C.acr(c), " - ", C.PG()]]
    C.letterhead(doc, c, c.adm + dt.timedelta(days=2), town=True)
    doc.title_block("CERTIFICAT D'HOSPITALISATION")
    doc.p("Je soussigné", ", ", *C.dr(c.docs[4], "upper", True, "Docteur "), ", certifie que ", p.civ(), " ", p.F(), " ", p.N(),
          ", ", "née" if p.sex == "F" else "né", " le ", C.dob(c, "long"), ", domicilié", "e" if p.sex == "F" else "", " ",
          c.rueV(c.rue), ", ", C.cp(c), " ", C.ville(c), ", est hospitalisé", "e" if p.sex == "F" else "",
          " dans le service de ", c.service, " depuis le ", D(ids.dslash(c.adm)), ".")
    doc.p("INS : ", C.nir(c, True), " - INS-C : ", C.autre(c.insc), ".")
    doc.p("La durée prévisible du séjour est de ", K("8 jours", "duree"), ". Certificat établi à la demande de l'intéressé",
          "e" if p.sex == "F" else "", " et remis en main propre pour faire valoir ce que de droit.")
    doc.sign(["Dr ", c.docs[4].F(), " ", c.docs[4].N()], ["ADELI ", C.autre(c.adeli[1])], ["RPPS ", C.rpps(c.docs_rpps[4])])


KINDS = {"ssr": ssr, "lettre_mt": lettre_mt, "urgences": urgences, "certificat": certificat}
