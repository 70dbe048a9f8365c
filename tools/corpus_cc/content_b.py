"""The other five document types of corpus CC (written for this corpus): the registration on the national kidney-
transplant waiting list (CRISTAL number of the Agence de la biomédecine), the HLA immunology report, the living-donor
work-up naming the donor, the home nurse's visits of a home-haemodialysis patient and the transplant call with the
discharge letter. Conventions as in content.py."""
from __future__ import annotations

from . import ids
from .content import id_kv
from .model import R, V
from .people import (ART, ATC, BIO, CCAM, CIM, DISP, DOSE, DUR, EPO, HLA, LOT, MES, ORG, PARAM, PUB, part, P)


def typing(c, who=0):
    a = c.a if who == 0 else c.a[::-1]
    return [[[loc], [HLA(a[2 * k])], [HLA(a[2 * k + 1])]] for k, loc in enumerate(["A", "B", "DRB1", "DQB1"])]


# ------------------------------------------------------------------ 6. waiting-list registration
def sh_cristal(c, r):
    p = c.pat
    grp = ["O+", "A+", "B+", "AB+", "O-"][c.i % 5]
    s1 = [("Receveur", [("kv", id_kv(c, c.i + 4, nir=True, extra=[("N° CRISTAL", R(c.ID("cristal"))), ("Groupe sanguin", R(BIO(grp)))]))]),
          ("Inscription", [P("Inscription sur la liste nationale d'attente de greffe rénale gérée par l'", ORG(ids.ABM), ", date d'inscription ", c.cday(0, 1),
                             ", au ", c.E(c.tx), " (", c.E(c.txacr, "sigle"), "). Dialyse depuis le ", c.cday(-420), " (", CIM("Z99.2"), ")."),
                           ("tab", ["Critère", "Valeur"], [[["Anticorps anti-HLA"], [BIO("TGI %d %%" % (5 + 7 * (c.i % 6)))]], [["Sérologie CMV"], [BIO("positive" if c.i % 2 else "négative")]],
                                                         [["IMC"], [MES("%s kg/m²" % ids.fr(22 + c.i % 9 / 2, 1))]]], [1.6, 1.2]),
                           P("Le patient a été informé des règles d'attribution et de la possibilité d'un don du vivant (", ART("article L. 1231-1 du code de la santé publique"), ")."), c.hw()])]
    parts = [part("Fiche d'inscription sur la liste d'attente", s1, issuer=c.tx_head(), refs=[("CRISTAL", R(c.ID("cristal"))), ("Inscrit le", R(c.cday(0)))],
                  sigs=[("Le néphrologue transplanteur", [c.rpps_line(c.txdoc)])])]
    if c.npl >= 2:
        parts.append(part("Courrier au patient", [(None, [
            P(p.civ(True) + ","),
            P("Nous vous confirmons votre inscription sous le numéro CRISTAL ", c.ID("cristal"), ". Gardez votre téléphone ", p.MOB(), " allumé jour et nuit : l'appel pour une greffe peut arriver à tout moment."),
            ("kv", [("Adresse", R(*p.addr(True))), ("Courriel", R(p.MAIL()))])])],
            issuer=c.tx_head(), to={"name": R(*p.name(0)), "lines": [R(*p.addr(True))]}, place=R(V("VILLE", "Fort-de-France" if c.txacr == "CHUFF" else "Paris"), ", le ", c.cday(2, 1))))
    if c.npl >= 3:
        parts.append(part("Bilan pré-greffe", [(None, [
            ("tab", ["Examen", "Date", "Résultat"], [[["Échographie cardiaque"], [c.cday(-30)], [MES("FEVG %d %%" % (55 + c.i % 10))]], [["Coloscopie"], [c.cday(-45)], ["normale"]],
                                                   [["Scanner abdominal"], [c.cday(-20)], ["calcifications iliaques modérées"]]], [1.5, 0.9, 1.6]),
            P("Copie au centre de dialyse de ", *c.neph.dr(1), " et au médecin traitant, ", *c.gp.dr(1), ".")])],
            issuer=c.tx_head(), refs=[("IPP", R(c.IPP()))]))
    return dict(title="Inscription liste de greffe", parts=parts, head=R(c.E(c.txacr, "sigle"), " - CRISTAL ", c.ID("cristal"), " - ", *p.name(1)), foot=R(c.E(c.tx)))


# ------------------------------------------------------------------ 7. HLA report
def sh_hla(c, r):
    p, b = c.pat, c.bio
    mfi = 500 + 350 * (c.i % 7)
    s1 = [("Identification", [("kv", [("Patient", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i + 5))), ("N° CRISTAL", R(c.ID("cristal"))), ("Dossier laboratoire", R(c.ID("dossier_hla")))])]),
          ("Typage HLA (NGS)", [("tab", ["Locus", "Allèle 1", "Allèle 2"], typing(c), [0.8, 1.2, 1.2])]),
          ("Anticorps anti-HLA (Luminex single antigen)", [P("Anticorps de classe I anti-", HLA("B*57:01"), " à ", BIO("MFI %d" % mfi), " ; classe II anti-", HLA("DQ7"), " à ",
                                                            BIO("MFI %d" % (mfi // 2)), ". Seuil de positivité ", BIO("MFI 1000"), ". Sérum du ", c.cday(-2), ", échantillon ", LOT(c.lots[4]), "."), c.hw()])]
    parts = [part("Compte rendu d'immunologie HLA", s1, issuer={"name": R(c.E(c.hlalab), " (", c.E(c.hlaacr, "sigle"), ")"), "service": "Histocompatibilité et immunogénétique",
                                                              "lines": [R(V("ADRESSE", "%d boulevard de la Levée-Fictive" % c.hnum), ", ", V("CODE_POSTAL", "97300"), " ", V("VILLE", "Cayenne"))],
                                                              "contact": [R("Tél. ", V("TELEPHONE", c.hfax))], "legal": R("FINESS ", V("FINESS", c.dfiness))},
                  refs=[("Dossier", R(c.ID("dossier_hla"))), ("Édité le", R(c.cday(0)))], sigs=[("Le biologiste", [c.rpps_line(b)])])]
    if c.npl >= 2:
        parts.append(part("Cross-match donneur vivant", [(None, [
            ("kv", [("Receveur", R(*p.name(0))), ("Donneur", R(*c.donor.name(0), ", ", c.donor.dn(c.i))), ("Lien", R(c.link))]),
            ("tab", ["Locus", "Donneur 1", "Donneur 2"], typing(c, 1), [0.8, 1.2, 1.2]),
            P("Cross-match en cytométrie ", BIO("négatif"), " (T et B) ; incompatibilités ", MES("%d/8" % (2 + c.i % 4)), ".")])],
            issuer={"name": R(c.E(c.hlalab)), "service": "Cross-match", "lines": [], "contact": [], "legal": None}, refs=[("Dossier", R(c.ID("dossier_hla")))]))
    if c.npl >= 3:
        parts.append(part("Suivi des anticorps", [(None, [
            ("tab", ["Date", "Classe I", "Classe II"], [[[c.cday(-90 * k)], [BIO("MFI %d" % (mfi - 100 * k))], [BIO("MFI %d" % (mfi // 2 + 50 * k))]] for k in range(3)], [1, 1, 1]),
            P("Prochain sérum trimestriel à adresser avant le ", c.cday(90, 1), " ; copie au ", c.E(c.tx), ".")])],
            issuer={"name": R(c.E(c.hlalab)), "service": "Immunologie", "lines": [], "contact": [], "legal": None}, place=R(V("VILLE", "Cayenne"), ", le ", c.cday(0))))
    return dict(title="Immunologie HLA", parts=parts, head=R(c.E(c.hlaacr, "sigle"), " - ", c.ID("dossier_hla"), " - ", *p.name(1)), foot=R(c.E(c.hlalab)))


# ------------------------------------------------------------------ 8. living donor
def sh_donneur(c, r):
    p, d = c.pat, c.donor
    s1 = [("Donneur", [("kv", [("Nom", R(d.NOM())), ("Prénom", R(d.PRE())), ("Né" + d.e() + " le", R(d.dn(c.i + 2))), ("NIR", R(d.nir(c.i))),
                               ("Adresse", R(*d.addr())), ("Téléphone", R(d.MOB())), ("Dossier donneur", R(c.ID("donneur")))])]),
          ("Receveur", [P(*p.name(0), " (CRISTAL ", c.ID("cristal"), "), ", c.link, " du donneur" if d.sex == 1 else " de la donneuse", " ; ", c.sc["motif"], ".")]),
          ("Bilan", [("tab", ["Examen", "Résultat"], [[["DFG mesuré"], [BIO("%d mL/min/1,73 m²" % (92 + c.i % 15))]], [["Protéinurie"], [BIO("%s g/24 h" % ids.fr(0.08, 2))]],
                                                    [["Angioscanner"], ["deux artères rénales gauches" if c.i % 3 == 0 else "une artère par rein"]]], [1.5, 1.8]),
                     P("Comité donneur vivant du ", c.cday(20, 1), " ; consentement à recueillir devant le président du ", ORG(ids.TJ), " (", ART("article L. 1231-1 du code de la santé publique"), ")."), c.hw()])]
    parts = [part("Bilan de donneur vivant de rein", s1, issuer=c.tx_head(), refs=[("Dossier", R(c.ID("donneur"))), ("Date", R(c.cday(0)))],
                  sigs=[("Le néphrologue", [c.rpps_line(c.txdoc, 1)])])]
    if c.npl >= 2:
        parts.append(part("Information du donneur", [(None, [
            P(d.civ(True) + ","),
            P("Vous envisagez de donner un rein à ", *p.name(3), ". Ce don est gratuit et anonyme vis-à-vis des tiers ; vous pouvez revenir sur votre décision à tout moment, sans justification."),
            ("kv", [("Coordination", R(V("EMAIL", "coordination.greffe@" + c.txacr.lower() + "-fictif.fr"))), ("Votre courriel", R(d.MAIL()))])])],
            issuer=c.tx_head(), to={"name": R(*d.name(0)), "lines": [R(*d.addr(True))]}, place=c.place(3, 1)))
    if c.npl >= 3:
        parts.append(part("Attestation de prise en charge des frais", [(None, [
            P("Les frais de transport, d'hébergement et la perte de revenus de ", *d.name(4), ", ", d.ne(), " le ", d.dn(c.i + 1), ", sont pris en charge par l'établissement préleveur."),
            ("kv", [("Organisme", R(ORG(ids.CGSS))), ("Accompagnant", R(*c.rel.name(3)))])])],
            issuer=c.tx_head(), place=c.place(5)))
    return dict(title="Donneur vivant", parts=parts, head=R(c.E(c.txacr, "sigle"), " - donneur ", c.ID("donneur"), " - ", *d.name(1)), foot=R(c.E(c.tx), " - don du vivant"))


# ------------------------------------------------------------------ 9. home nurse visits (home haemodialysis)
def sh_idel(c, r):
    p, n = c.pat, c.idel
    rows = [[[c.cday(2 * k - 6)], [c.t(k * 5)], [PARAM("%d mL/min" % (280 + 10 * k))], [PARAM("%s L" % ids.fr(1.6 + k / 5, 1))], ["RAS" if k % 2 == 0 else "ponction difficile"]] for k in range(4)]
    s1 = [("Patient", [("kv", [("Patient", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i + 3))), ("Domicile", R(*p.addr())), ("Accès", R("maison bleue après le pont, chien attaché")), ("Aidant", R(*c.rel.name(3), " - ", c.rel.MOB()))])]),
          ("Visites", [("tab", ["Date", "Heure", "Qb", "UF", "Remarque"], rows, [0.9, 0.7, 1.0, 0.6, 1.5]),
                       P("Moniteur ", DISP("NxStage n° " + c.gen[-5:]), " ; cartouche lot ", LOT(c.lots[5]), ". Ponction en boutonnière, technique de ", EPO("Twardowski"), "."), c.hw()]),
          ("Alertes", [("alert", [R("Saignement au point de ponction : compression ", DUR("10 minutes"), " puis appel de l'astreinte ", V("TELEPHONE", c.dtel), ".")])])]
    parts = [part("Relevé des visites infirmières à domicile", s1, issuer={"name": R(c.E(c.cabinet, "cabinet_infirmier")), "service": "Infirmiers libéraux - hémodialyse quotidienne à domicile",
                                                                             "lines": [R(V("ADRESSE", n.home.street), ", ", V("CODE_POSTAL", n.home.cp), " ", V("VILLE", n.home.town))],
                                                                             "contact": [R("Tél. ", n.MOB(), " - ", V("EMAIL", n.mail))], "legal": None},
                  refs=[("Dossier", R(c.ID("dossier_dialyse")))], sigs=[("L'infirmier(e) libéral(e)", [c.adeli_line(n)])])]
    if c.npl >= 2:
        parts.append(part("Transmission au centre référent", [(None, [
            P("À l'attention de ", *c.neph2.dr(0), ", ", c.E(c.dial), " : ", *p.name(4), " réalise ", DUR("6 séances par semaine"), " de ", DUR("2 h 30"), "."),
            ("kv", [("Kt/V standardisé", R(PARAM(ids.fr(2.1 + c.i % 4 / 10, 2)))), ("Poids sec", R(MES("%d kg" % c.w))), ("Transmis par", c.adeli_line(n))])])],
            issuer=c.dial_head(), place=R(V("VILLE", n.home.town), ", le ", c.cday(1))))
    if c.npl >= 3:
        parts.append(part("Ordonnance de soins infirmiers", [(None, [
            P("Soins infirmiers à domicile pour ", *p.name(0), " : branchement et débranchement d'hémodialyse, ", DUR("6 jours sur 7"), ", pendant ", DUR("3 mois"), "."),
            ("kv", [("Cabinet", R(c.E(c.cabinet, "cabinet_infirmier"))), ("Prescripteur", c.rpps_line(c.neph2))])])],
            issuer=c.dial_head(), place=c.place(2)))
    return dict(title="Visites infirmières", parts=parts, head=R(c.E(c.dacr, "sigle"), " - HDQ - ", *p.name(1), " - ", c.ID("dossier_dialyse")), foot=R(c.E(c.cabinet, "cabinet_infirmier")))


# ------------------------------------------------------------------ 10. transplant call and discharge
def sh_greffe(c, r):
    p, t = c.pat, c.txdoc
    s1 = [("Patient", [("kv", id_kv(c, c.i + 5, extra=[("N° CRISTAL", R(c.ID("cristal"))), ("Séjour", R(c.NDA()))]))]),
          ("Appel et greffe", [P("Appel le ", c.cday(-12, 1), " à ", c.t(-300), " ; transfert depuis ", V("VILLE", p.home.town), ". Greffon de donneur décédé, anonyme (", ART("article L. 1211-5 du code de la santé publique"),
                                 "), ischémie froide ", MES("%d h" % (14 + c.i % 8)), ". Transplantation rénale ", CCAM("JAEA003"), " en fosse iliaque droite."),
                               ("tab", ["Jour", "Créatinine", "Tacrolimus"], [[["J%d" % d], [BIO("%d µmol/L" % (700 - 60 * d))], [BIO("%s ng/mL" % ids.fr(6 + d / 4, 1))]] for d in (1, 3, 7, 10)], [0.6, 1.2, 1.2]), c.hw()]),
          ("Traitement", [("list", [R("tacrolimus ", DOSE("%s mg" % ids.fr(4 + c.i % 4, 1)), " matin et soir (", ATC("L04AD02"), ") ;"), R("mycophénolate mofétil ", DOSE("1 g"), " x 2 ;"),
                                    R("prednisone ", DOSE("20 mg"), " ; valganciclovir ", DOSE("450 mg"), " pendant ", DUR("3 mois"), ".")])])]
    parts = [part("Compte rendu d'hospitalisation - transplantation rénale", s1, issuer=c.tx_head(), refs=[("Séjour", R(c.NDA())), ("Sortie", R(c.cday(0)))],
                  sigs=[("Le néphrologue transplanteur", [c.rpps_line(t)])])]
    if c.npl >= 2:
        parts.append(part("Lettre au néphrologue référent", [(None, [
            P("Cher confrère, ", *p.name(2 if p.birth else 0), " regagne ", V("VILLE", p.home.town), " le ", c.cday(21, 1), " ; suivi alterné avec votre unité, premier bilan sur place à ", DUR("J30"), "."),
            ("kv", [("Destinataire", R(*c.neph.dr(0), ", ", c.H())), ("Pharmacie de ville", R(*c.gp_run()))])])],
            issuer=c.tx_head(), place=c.place(0, 1), sigs=[("Le néphrologue", [R(*t.dr(2))])]))
    if c.npl >= 3:
        parts.append(part("Carte de greffé et consignes", [(None, [
            ("kv", [("Greffé" + p.e(), R(*p.name(7))), ("Né" + p.e() + " le", R(p.dn(c.i))), ("Centre", R(c.E(c.txacr, "sigle"))), ("Urgence", R(PUB("15")))]),
            ("alert", [R("Fièvre, baisse des urines ou douleur du greffon : appeler le centre sans délai.")])])],
            issuer=c.tx_head(), refs=[("CRISTAL", R(c.ID("cristal")))]))
    return dict(title="Transplantation rénale", parts=parts, head=R(c.E(c.txacr, "sigle"), " - ", *p.name(1), " - séjour ", c.NDA()), foot=R(c.E(c.tx), " - transplantation"))


SHAPE_FUN_B = {"inscription_cristal": sh_cristal, "typage_hla": sh_hla, "donneur_vivant": sh_donneur, "visites_idel": sh_idel, "appel_greffe": sh_greffe}

_ = (DISP, CCAM, EPO)
