"""The other five document types of corpus BX (content.py holds the first five and the conventions): the exchange with
the poison centre (centre antipoison) and the biological follow-up, the inter-hospital transfer request with the
receiving team's agreement and the transfer check-list, the police requisition and the medico-legal certificate of
injuries (certificat de constatation de blessures, ITT), the "sortie contre avis médical" form with the physician's
note and the letter to the GP, the death in the ED with the family contact note and the inventory of belongings."""
from __future__ import annotations

import datetime

from . import ids
from .content import gp_run, level_of, pat_kv, scen, ward
from .model import R, V
from .people import ART, ATC, BIO, CCAM, CIM, DISP, DOSE, DUR, IND, LOT, MES, ORG, PUB, SCORE, P, Pro, part

TOXICS = [("paracétamol 500 mg", 24, "12 g", "T39.1", "acétylcystéine", "V03AB23"), ("bromazépam 6 mg", 15, "90 mg", "T42.4", "flumazénil", "V03AB25"),
          ("tramadol 50 mg", 20, "1 g", "T40.4", "naloxone", "V03AB15"), ("amitriptyline 25 mg", 30, "750 mg", "T43.0", "bicarbonate de sodium 4,2 %", "B05XA02")]


def tox(c):
    return TOXICS[(c.i + c.seed) % len(TOXICS)]


# ------------------------------------------------------------------ 6. the poison centre
def sh_cap(c, r):
    p, urg, t = c.pat, c.urg, tox(c)
    capdoc = Pro(c)
    cap = ORG(ids.CAP[0])
    dossier = V("IDENTIFIANT", "CAP-%02d-%06d" % (c.day.year % 100, r.randint(1, 999999)), "num_dossier_cap")
    w = r.randint(48, 95)
    s1 = [("Appel au centre antipoison", [("kv", [("Centre", R(cap)), ("Ligne", R(PUB(ids.CAP[1]))), ("Appel du", R(c.cday(0, 0), " à ", c.t(70, 1))),
                                                   ("Médecin du centre", R(*capdoc.dr(0))), ("Appelant", R(*urg.dr(0), ", urgences du ", c.ACR()))])]),
          ("Exposition", [("kv", [("Patient", R(*p.name(1), ", ", p.dn(c.i), ", ", p.age())), ("Poids", R(MES("%d kg" % w))),
                                  ("Toxique", R(DOSE(t[0]), ", ", str(t[1]), " comprimés, soit ", DOSE(t[2]))), ("Ingestion", R("vers ", c.t(-30, 0), ", au domicile, volontaire")),
                                  ("Signes", R(SCORE("GCS %d" % (15 - c.i % 3)), ", ", MES("FC %d/min" % r.randint(70, 118)), ", ", MES("PA %d/%d" % (r.randint(100, 140), r.randint(55, 85)))))])]),
          ("Avis du centre", [("list", [R("dosage de la concentration plasmatique à la quatrième heure ;"),
                                        R("antidote : ", DOSE(t[4]), " (", ATC(t[5]), ") selon le protocole si indiqué ;"),
                                        R("surveillance continue ", DUR("12 heures"), " au moins ; rappeler le centre au ", PUB(ids.CAP[1]), " ;"),
                                        R("avis psychiatrique avant toute sortie.")]), c.hw()])]
    parts = [part("Fiche d'échange avec le centre antipoison", s1, issuer=c.head(), refs=[("Dossier CAP", R(dossier)), ("Épisode", R(c.NDA()))],
                  sigs=[("Le médecin urgentiste", [R(*urg.dr(0)), R("RPPS ", urg.RPPS())])])]
    if c.npl >= 2:
        labs = [[[c.t(30 + 240 * k // 2, 0)], [BIO(x)], [BIO(y)], [BIO(z)]] for k, (x, y, z) in enumerate([
            ("%d mg/L" % r.randint(60, 180), "ASAT %d UI/L" % r.randint(18, 40), "INR 1,%d" % r.randint(0, 2)),
            ("%d mg/L" % r.randint(20, 59), "ASAT %d UI/L" % r.randint(20, 60), "INR 1,%d" % r.randint(0, 3)),
            ("%d mg/L" % r.randint(2, 19), "ASAT %d UI/L" % r.randint(20, 80), "INR 1,%d" % r.randint(1, 4))])]
        parts.append(part("Suivi biologique et antidote", [
            ("Dosages", [("tab", ["Heure", "Concentration", "Transaminases", "Coagulation"], labs, [0.9, 1.3, 1.3, 1.1])]),
            ("Antidote", [P(DOSE(t[4]), " (", ATC(t[5]), "), lot ", LOT(ids.lot(r, c.day.year)), ", débuté à ", c.t(95, 0), " ; poursuite ", DUR("21 heures"), "."),
                          P("Nouvel échange avec le ", *capdoc.dr(2), " à ", c.t(200, 0), " (dossier ", dossier, ").")])],
            issuer=c.head("UHCD"), refs=[("Patient", R(*p.name(1))), ("IPP", R(c.IPP()))]))
    if c.npl >= 3:
        parts.append(part("Évaluation psychiatrique et orientation", [(None, [
            ("kv", [("Patient", R(*p.name(0), ", ", p.dn(c.i + 2))), ("Domicile", R(*p.addr1())), ("Entourage", R(*c.rel.name(0), " (", c.link, "), ", c.rel.MOB()))]),
            P("Geste suicidaire par ingestion (", CIM(t[3]), ", ", CIM("X61"), "). Entretien avec l'équipe de psychiatrie de liaison ; le numéro national de prévention du suicide (",
              PUB("3114"), ") est remis au patient et à sa famille."),
            ("chk", [(True, "Recontact par le dispositif VigilanS"), (c.i % 2 == 0, "Hospitalisation en psychiatrie"), (c.i % 2 == 1, "Retour à domicile accompagné")])])],
            issuer=c.head("Psychiatrie de liaison"), place=c.place(1, 0), sigs=[("Le médecin", [R(*urg.dr(1))])]))
    return dict(title="Intoxication médicamenteuse", issuer=c.head(), parts=parts, level=(SCORE("Tri 2"), 1),
                head=R(c.ACR(), " - toxicologie - ", *p.name(1), " - ", dossier), foot=R(c.H(), " - urgences et UHCD"))


# ------------------------------------------------------------------ 7. the inter-hospital transfer
def sh_transfert(c, r):
    p, urg, sc = c.pat, c.urg, scen(c)
    rec = Pro(c, web=c.ref_acr.lower() + "-fictif.fr")
    tnum = V("IDENTIFIANT", "TIH-%s-%02d-%04d" % (c.dept, c.day.year % 100, r.randint(1, 9999)), "num_transfert")
    s1 = [("Patient", [("kv", pat_kv(c, c.i + 3, addr=False) + [("IPP", R(c.IPP())), ("Épisode", R(c.NDA()))])]),
          ("Motif du transfert", [P(sc[2], " (", CIM(sc[3]), ") ; ", SCORE("GCS %d" % sc[5][5]), ", ", MES("PA %d/%d" % sc[5][1:3]), ". Imagerie (", CCAM(sc[6]), ") réalisée à ",
                                    c.t(75, 0), ". Le plateau technique du ", c.ACR(), " ne permet pas la suite de la prise en charge."), c.hw()]),
          ("Demande", [("kv", [("Service demandé", R(ward(c), ", ", c.REF())), ("Médecin demandeur", R(*urg.dr(0), ", ", V("TELEPHONE", c.htel))),
                               ("Médecin contacté", R(*rec.dr(0))), ("Vecteur souhaité", R("SMUR (transfert infirmier impossible)" if c.i % 2 else "SMUR ou ", IND("Dragon 25") if c.i % 2 == 0 else ""))])])]
    parts = [part("Demande de transfert inter-hospitalier", s1, issuer=c.head(), to={"name": R(c.SAMU(), " - régulation des transferts"), "lines": [R("copie : ", *rec.dr(1))]},
                  refs=[("Demande du", R(c.cday(0, 0), " à ", c.t(80, 0)))], sigs=[("Le médecin demandeur", [R(*urg.dr(0)), R("RPPS ", urg.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Accord et organisation du transport", [(None, [
            ("kv", [("Transfert", R(tnum)), ("Dossier de régulation", R(c.DRN())), ("Accord du receveur", R(*rec.dr(1), " à ", c.t(92, 0))),
                    ("Vecteur", R(IND(c.smur), " - départ ", c.t(110, 0))), ("Arrivée prévue", R(c.t(165, 0), ", ", c.REF(True)))]),
            ("tab", ["Traitement en cours", "Débit", "ATC"], [[[DOSE(n)], [route], [ATC(a)]] for n, route, a in sc[4]], [2.2, 1.4, 0.9]),
            ("alert", [R("Prévenir la famille : ", *c.rel.name(0), " au ", c.rel.MOB(), " ; adresse du service receveur remise.")])])],
            issuer=c.samu_head(), refs=[("Patient", R(*p.name(1)))], sigs=[("Le médecin régulateur", [R(*c.reg.dr(0))])]))
    if c.npl >= 3:
        parts.append(part("Check-list de transfert", [(None, [
            ("chk", [(True, "Courrier médical"), (True, "Imagerie transférée sur le serveur régional"), (True, "Bilan biologique"), (c.i % 2 == 0, "Produits sanguins"),
                     (True, "Bracelet d'identification"), (True, "Famille informée"), (False, "Effets personnels confiés à l'équipe")]),
            ("kv", [("Patient", R(*p.name(0))), ("Né" + p.e() + " le", R(p.dn(c.i + 5))), ("Médecin traitant", gp_run(c))]),
            P("Check-list vérifiée par ", *c.ide.name(0), " et ", *urg.dr(1), " à ", c.t(108, 0), ".")])], issuer=c.head(), refs=[("Transfert", R(tnum))]))
    return dict(title="Transfert inter-hospitalier", issuer=c.head(), parts=parts, level=level_of(c, "T"),
                head=R(c.ACR(), " > ", c.REF(True), " - ", *p.name(1)), foot=R(c.H(), " - transferts"))


# ------------------------------------------------------------------ 8. the requisition and the certificate of injuries
def sh_certificat(c, r):
    p, urg = c.pat, c.urg
    unit = ORG(ids.POLICE[c.dept][c.i % 2])
    opj = Pro(c, "opj")
    pv = V("IDENTIFIANT", "%05d/%d/%06d" % (r.randint(1, 99999), c.day.year, r.randint(1, 999999)), "num_pv")
    itt = r.randint(1, 12)
    les = [[["cuir chevelu, région pariétale droite"], ["plaie linéaire suturée"], [MES("3 cm")]],
           [["face antérieure de l'avant-bras gauche"], ["ecchymose violacée"], [MES("6 x 4 cm")]],
           [["pommette gauche"], ["tuméfaction douloureuse"], [MES("2 cm")]], [["poignet droit"], ["dermabrasion"], [MES("4 x 1 cm")]]]
    s1 = [(None, [P("Nous, ", "lieutenant " if c.i % 2 else "brigadier-chef ", *opj.name(0), ", officier de police judiciaire en résidence à ", unit, ","),
                  P("vu les ", ART("articles 60 et 77-1 du code de procédure pénale"), ", requérons le ", *urg.dr(0), ", médecin des urgences du ", c.H(),
                    " d'examiner ", *p.name(0), ", ", p.ne(), " le ", *p.born(c.i), ", demeurant ", *p.addr1(), ", victime déclarée de violences volontaires,"),
                  P("de décrire les lésions, de dire si elles sont compatibles avec les faits allégués et de fixer la durée de l'incapacité totale de travail (ITT)."),
                  c.hw(),
                  ("kv", [("Procès-verbal", R(pv)), ("Fait le", R(c.cday(0, 0), " à ", c.t(30, 0))), ("Joindre l'OPJ", R("par le ", PUB("17"), " (standard du service)"))])])]
    parts = [part("Réquisition à personne qualifiée", s1, issuer={"name": R(unit), "service": "Unité de police judiciaire", "lines": [], "contact": [], "legal": None},
                  refs=[("PV n°", R(pv))], sigs=[("L'officier de police judiciaire", [R(*opj.name(3))])])]
    if c.npl >= 2:
        parts.append(part("Certificat médical de constatation de blessures", [
            (None, [P("Je soussigné", "e" if urg.sex == 2 else "", " ", *urg.dr(0), ", médecin urgentiste, certifie avoir examiné le ", c.cday(0, 3), " à ", c.t(75, 0), " ",
                      *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 1), ", sur réquisition de ", *opj.name(4), " (PV ", pv, ")."),
                    ("quote", [R("« J'ai reçu des coups de poing au visage et on m'a poussé", p.e(), " contre la porte du garage. »")])]),
            ("Constatations", [("tab", ["Siège", "Lésion", "Dimensions"], les[:2 + c.i % 3], [2.2, 1.8, 1.0]),
                               P("Radiographie (", CCAM("LAQK001"), ") sans fracture. Lésions compatibles avec les faits allégués (", CIM("T74.1"), ", ", CIM("S00.8"), ").")]),
            ("Conclusion", [P("L'incapacité totale de travail au sens des ", ART("articles 222-11 et suivants du code pénal"), " est fixée à ", DUR("%d jour%s" % (itt, "s" if itt > 1 else "")),
                              ", sous réserve de complications. Certificat remis en main propre à l'OPJ.")])],
            issuer=c.head(), place=c.place(0, 3), sigs=[("Le médecin", [R(*urg.dr(0)), R("RPPS ", urg.RPPS(True))])]))
    if c.npl >= 3:
        parts.append(part("Suivi de la remise", [(None, [
            ("log", [(R(c.t(75, 1)), R(urg.ini()), R("examen de ", *p.name(4), " en box ; photographies refusées")),
                     (R(c.t(110, 1)), R(c.ide.ini()), R("soins de plaie ; rappel antitétanique, lot ", LOT(ids.lot(r, c.day.year)))),
                     (R(c.t(140, 1)), R(urg.ini()), R("certificat remis à ", *opj.name(3), " ; copie conservée au dossier ", c.NDA()))]),
            P("Le patient peut obtenir une copie auprès du secrétariat des urgences (", V("TELEPHONE", c.hfax), ").")])], issuer=c.head(), refs=[("PV n°", R(pv))]))
    return dict(title="Certificat sur réquisition", issuer=c.head(), parts=parts, level=(SCORE("Tri 4"), 3),
                head=R("Réquisition ", pv, " - ", *p.name(1)), foot=R(c.H(), " - certificat médico-légal"))


# ------------------------------------------------------------------ 9. leaving against medical advice
def sh_scam(c, r):
    p, urg, sc = c.pat, c.urg, scen(c)
    wit = c.ide
    s1 = [(None, [P("Je soussigné", p.e(), " ", *p.name(8 if c.i % 2 else 0), ", ", p.ne(), " le ", p.dn(c.i), ", demeurant ", *p.addr1(),
                    ", reconnais avoir été informé", p.e(), " par le ", *urg.dr(0), " des risques que je prends en quittant les urgences du ", c.H(),
                    " contre l'avis médical, le ", c.cday(0, 0), " à ", c.t(150, 0), "."),
                  P("Ces risques m'ont été expliqués : aggravation de ", sc[2], ", pouvant engager le pronostic vital. Je dégage l'établissement de toute responsabilité ",
                    "(", ART("article L. 1111-4 du code de la santé publique"), " ; ", ART("article R. 1112-62"), ")."),
                  ("chk", [(True, "Informations orales données"), (True, "Document d'information remis"), (c.i % 2 == 0, "Refus de signer")]), c.hw()])]
    parts = [part("Attestation de sortie contre avis médical", s1, issuer=c.head(), refs=[("IPP", R(c.IPP())), ("Épisode", R(c.NDA()))],
                  sigs=[("Le patient", [R(*p.name(3))]), ("Le médecin", [R(*urg.dr(1))]), ("Le témoin", [R(*wit.name(3), ", IDE"), R("ADELI ", wit.ADELI())])])]
    if c.npl >= 2:
        parts.append(part("Note médicale d'information", [(None, [
            ("kv", [("Patient", R(*p.name(1), ", ", p.age())), ("INS", R(p.nir(c.i + 1, "ins"))), ("Motif de venue", R(sc[1])), ("Discernement", R(SCORE("GCS 15"), ", ", BIO("alcoolémie 0,00 g/L"), ", propos cohérents")),
                    ("Personne prévenue", R(*c.rel.name(0), ", ", c.rel.MOB(), ", ", c.rel.MAIL()))]),
            P("Le patient souhaite rentrer pour s'occuper de son animal ; il accepte une ordonnance et une lettre pour son médecin traitant, ", *c.gp.dr(0), "."),
            ("alert", [R("Il lui est dit de rappeler le ", PUB("15"), " au moindre signe d'aggravation ; les urgences restent joignables au ", V("TELEPHONE", c.htel), ".")])])],
            issuer=c.head(), refs=[("Épisode", R(c.NDA()))], sigs=[("Le médecin urgentiste", [R(*urg.dr(0)), R("RPPS ", urg.RPPS())])]))
    if c.npl >= 3:
        gp = c.gp
        parts.append(part("Courrier au médecin traitant", [(None, [
            P("Cher confrère," if gp.sex == 1 else "Chère consœur,"),
            P("Votre patient", p.e(), " ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 2), ", est sorti", p.e(), " des urgences contre avis médical le ", c.cday(0, 3),
              " alors qu'une surveillance était indiquée pour ", sc[2], " (", CIM(sc[3]), "). Je vous remercie de le revoir sous ", DUR("24 heures"), "."),
            P("Bien confraternellement.")])], issuer=c.head(),
            to={"name": R(*gp.dr(0)), "lines": [R(V("ADRESSE", gp.home.street)), R(V("CODE_POSTAL", gp.home.cp), " ", V("VILLE", gp.home.town))]},
            place=c.place(0, 3), sigs=[("Le médecin urgentiste", [R(*urg.dr(1))])]))
    return dict(title="Sortie contre avis médical", issuer=c.head(), parts=parts, level=level_of(c, "T"),
                head=R(c.ACR(), " - SCAM - ", *p.name(1), " - ", c.IPP()), foot=R(c.H(), " - direction des soins"))


# ------------------------------------------------------------------ 10. death in the ED and the family
def sh_deces(c, r):
    p, urg, rel = c.pat, c.urg, c.rel
    dd = c.day + datetime.timedelta(days=1 if c.call_h >= 22 else 0)
    DEC = V("DATE_DECES", ids.death_written(dd, c.i))
    fun = V("ETABLISSEMENT", ids.FUNERAL[(c.i + c.seed) % len(ids.FUNERAL)], "pompes_funebres")
    s1 = [("Identité", [("kv", [("Défunt" + p.e(), R(*p.name(2 if c.i % 4 == 0 else 1))), ("Né" + p.e() + " le", R(*p.born(c.i))), ("Domicile", R(*p.addr1())),
                                ("Arrivée", R(c.t(40, 0), " par ", IND(c.smur)))])]),
          ("Réanimation", [("log", [(R(c.t(42, 1)), R(urg.ini()), R("arrêt cardiaque en SAUV ; massage cardiaque, ", DISP("LUCAS 3"), " posé")),
                                    (R(c.t(44, 1)), R(c.ide.ini()), R(DOSE("adrénaline 1 mg"), " IV, répétée toutes les ", DUR("4 minutes"))),
                                    (R(c.t(51, 1)), R(urg.ini()), R("choc électrique externe ", MES("200 J"), " sur fibrillation ventriculaire")),
                                    (R(c.t(78, 1)), R(urg.ini()), R("arrêt de la réanimation ; asystolie"))])]),
          ("Décès", [P("Décès constaté le ", DEC, " à ", c.t(78, 0), " par ", *urg.dr(0), "."), c.hw(),
                     ("chk", [(False, "Obstacle médico-légal"), (False, "Prélèvement d'organes"), (True, "Certificat électronique établi")])])]
    parts = [part("Décès aux urgences - compte rendu", s1, issuer=c.head(), refs=[("IPP", R(c.IPP())), ("Épisode", R(c.NDA()))],
                  sigs=[("Le médecin", [R(*urg.dr(0)), R("RPPS ", urg.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Note de contact avec la famille", [(None, [
            ("kv", [("Personne contactée", R(*rel.name(0), ", ", c.link)), ("Téléphone", R(rel.MOB(), " / ", rel.FIXE())), ("Courriel", R(rel.MAIL())), ("Appel", R(c.t(85, 0), " par ", *urg.dr(1))),
                    ("Arrivée de la famille", R(c.t(130, 0), ", salon des familles"))]),
            ("quote", [R("La famille est reçue par le médecin et l'infirmière ; le décès est annoncé. ", *rel.name(3), " souhaite voir ", "sa mère" if p.sex == 2 else "son père" if c.link in ("fils", "fille") else "le défunt", ".")]),
            P("Le corps est transféré à la chambre mortuaire du ", c.ACR(), " ; la famille a choisi ", fun, " (", V("TELEPHONE", ids.phone(r, False, c.i + 5)), ")."),
            ("list", [R("remise du livret « après un décès » ;"), R("numéro de la chambre mortuaire : ", V("TELEPHONE", c.uhcd_tel), " ;"), R("médecin traitant prévenu : ", *c.gp.dr(1), ".")])])],
            issuer=c.head(), refs=[("Défunt", R(*p.name(1)))], sigs=[("L'infirmière", [R(*c.ide.name(0)), R("ADELI ", c.ide.ADELI())])]))
    if c.npl >= 3:
        parts.append(part("Inventaire des effets personnels", [(None, [
            ("tab", ["Objet", "Description", "Remis à"], [[["alliance"], ["métal jaune"], R(*rel.name(1))], [["téléphone portable"], ["écran fissuré"], R(*rel.name(1))],
                                                          [["portefeuille"], ["carte Vitale, ", MES("35 €")], R(*rel.name(1))], [["vêtements"], ["découpés pendant la réanimation"], ["détruits"]]], [1.3, 2.0, 1.6]),
            ("kv", [("Commune du décès", R(c.HVILLE(True))), ("Date du décès", R(DEC)), ("Défunt", R(*p.name(0), ", ", p.dn(c.i + 1)))]),
            P("Inventaire fait contradictoirement le ", c.cday(0, 0), " en présence de ", *rel.name(0), ".")])], issuer=c.head(), refs=[("Épisode", R(c.NDA()))],
            sigs=[("L'infirmière", [R(*c.ide.name(3))]), ("Le proche", [R(*rel.name(3))])]))
    return dict(title="Décès aux urgences", issuer=c.head(), parts=parts, level=(SCORE("Tri 1"), 0),
                head=R(c.ACR(), " - ", *p.name(1), " - épisode ", c.NDA()), foot=R(c.H(), " - structure des urgences"))


SHAPE_FUN_B = {"echange_antipoison": sh_cap, "demande_transfert": sh_transfert, "certificat_requisition": sh_certificat,
               "sortie_contre_avis": sh_scam, "deces_famille": sh_deces}
