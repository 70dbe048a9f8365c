"""The other five document types of corpus CB (content.py holds the first five and the conventions): the psychiatric
assessment by the regional medico-psychological service (SMPR) with the suicide-risk grid and the request for admission
to the UHSA, the certificate of injuries after a fight in the exercise yard with the police requisition, the dental
care in the USMP, the liaison letter on RELEASE (continuity of care outside: CSAPA, CHRS, CPAM, SPIP) and the medical
follow-up of a HUNGER STRIKE with the note to the prison governor and the letter to the lawyer."""
from __future__ import annotations

from . import ids
from .content import det_kv, gp_run
from .model import R, V
from .people import (ART, ATC, BIO, CCAM, CIM, DENT, DOSE, DUR, EPO, LOT, MES, ORG, PUB, SCORE, P, Pro, part)


# ------------------------------------------------------------------ 6. psychiatric assessment
def sh_psy(c, r):
    p, ps = c.pat, c.psy
    rud = ["faible", "moyen", "élevé"][c.i % 3]
    s1 = [("Patient", [("kv", det_kv(c, c.i + 4, ipp=True) + [("Adressé par", R(*c.doc.dr(1), ", USMP"))])]),
          ("Entretien", [P("Vu à la demande de l'USMP ", DUR("%d jours" % (3 + c.i % 20)), " après l'incarcération. Humeur triste, insomnie, idées de mort sans scénario. Cotation selon l'",
                           EPO("échelle de Hamilton"), " : ", SCORE("%d/52" % (14 + c.i % 12)), ". Diagnostic : ", "épisode dépressif moyen" if c.i % 2 else "trouble de l'adaptation", " (",
                           CIM("F32.1" if c.i % 2 else "F43.2"), ")."),
                         ("tab", ["Critère RUD", "Évaluation"], [[["Risque"], [SCORE("risque " + rud)]], [["Urgence"], [SCORE("urgence " + ("faible" if c.i % 2 else "moyenne"))]],
                                                                [["Dangerosité"], ["accès aux moyens limité en cellule"]]], [1.2, 2.4]), c.hw()]),
          ("Conduite", [("list", [R(ids.SER[0], " ", DOSE(ids.SER[1]), " le matin (", ATC(ids.SER[2]), ") ;"), R(ids.CYA[0], " ", DOSE(ids.CYA[1]), " au coucher si angoisse.")]),
                        ("chk", [(True, "Surveillance spécifique proposée à la commission pluridisciplinaire unique"), (c.i % 3 == 2, "Cellule de protection d'urgence"),
                                 (True, "Affiche du " + ids.PN3114 + " remise")])])]
    parts = [part("Évaluation psychiatrique", s1, issuer=c.head("Service médico-psychologique régional (SMPR)"), refs=[("IPP", R(c.IPP())), ("Date", R(c.cday(0)))],
                  sigs=[("Le psychiatre", [R(*ps.dr(0)), R("RPPS ", ps.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Demande d'admission en UHSA", [(None, [
            ("kv", [("Patient", R(*p.name(0), ", ", p.dn(c.i + 1))), ("Écrou", R(c.ID("ecrou"))), ("Établissement", R(c.PRISON())), ("Unité demandée", R(c.UH(0, ids.UHSA)))]),
            P("Hospitalisation ", "avec consentement" if c.i % 2 else "sans consentement sur décision du représentant de l'État (", *([] if c.i % 2 else [ART("article D. 398 du code de procédure pénale"), ")"]),
              ". Transport sanitaire sous escorte le ", c.cday(2, 1), "."),
            ("quote", [R("Le patient a été informé de la demande et de ses droits.")])])],
            issuer=c.head("SMPR"), to={"name": R(c.UH(0, ids.UHSA)), "lines": [R("Cadre de santé de l'admission")]}, place=c.place(1, 1),
            sigs=[("Le psychiatre", [R(*ps.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Information de la famille", [(None, [
            P(c.rel.civ(True) + ","),
            P("Avec l'accord de ", *p.name(3), ", nous vous informons qu'il" if p.sex == 1 else ", nous vous informons qu'elle", " bénéficie d'un suivi psychologique régulier. ",
              "Vous pouvez signaler toute inquiétude au ", V("TELEPHONE", c.utel), " ; en cas de détresse, le numéro national de prévention du suicide est le ", PUB(ids.PN3114), "."),
            ("kv", [("Visites au parloir", R("sur permis délivré par le ", ORG(c.spip))), ("Votre courriel", R(c.rel.MAIL()))])])],
            issuer=c.head("SMPR"), place=c.place(3, 1), to={"name": R(*c.rel.name(0)), "lines": [R(*c.rel.addr1(True))]},
            sigs=[("La psychologue", [R(*c.ide2.name(3))])]))
    return dict(title="Évaluation psychiatrique", code="PSY", issuer=c.head(), parts=parts,
                head=R(c.PACR(), " - SMPR - ", *p.name(1), " - ", c.IPP()), foot=R(c.H(), " - SMPR"))


# ------------------------------------------------------------------ 7. injuries
def sh_lesions(c, r):
    p = c.pat
    opj = Pro(c, "personnel", spec="officier de police judiciaire")
    itt = 2 + c.i % 10
    rows = [[["face, arcade sourcilière gauche"], ["plaie de %d cm" % (1 + c.i % 3)], [MES("%d cm" % (1 + c.i % 3))]],
            [["thorax, hémithorax droit"], ["ecchymose violacée"], [MES("%d x %d cm" % (4 + c.i % 5, 3))]],
            [["main droite"], ["œdème de la tabatière anatomique"], ["radiographie"]]]
    s1 = [("Personne examinée", [("kv", det_kv(c, c.i + 2, nir=c.i % 2 == 0) + [("Examen", R(c.cday(0), " à ", c.t(5, 1)))])]),
          ("Doléances et constatations", [P("Dit avoir été frappé", p.e(), " par un codétenu en cour de promenade le ", c.cday(0, 1), " vers ", c.t(-90, 0), "."),
                                           ("tab", ["Localisation", "Lésion", "Dimension"], rows, [1.5, 1.6, 0.9]),
                                           P("Radiographie : ", *(["absence de fracture"] if c.i % 2 else ["pas de ", EPO("fracture de Bennett"), " visible"]), " ; acte ", CCAM("MZQK001"), "."), c.hw()]),
          ("Conclusion", [("alert", [R("Incapacité totale de travail de ", DUR("%d jours" % itt), ", sous réserve de complications.")])])]
    parts = [part("Certificat médical de constatation de lésions", s1, issuer=c.head(), refs=[("Dossier", R(c.ID("dossier_usmp"))), ("Date", R(c.cday(0)))],
                  sigs=[("Le médecin", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Réquisition judiciaire", [(None, [
            ("kv", [("Procès-verbal", R(c.ID("requisition"))), ("N° de parquet", R(c.ID("parquet"))), ("Requérant", R(*opj.name(0), ", officier de police judiciaire"))]),
            P("Vu les ", ART("articles 60 et 77-1 du code de procédure pénale"), ", requérons le médecin de l'unité sanitaire d'examiner ", *p.name(4), " et de fixer l'ITT."),
            ("quote", [R("Prêter serment d'apporter son concours à la justice en son honneur et en sa conscience.")])])],
            issuer={"name": R(ORG("Commissariat de police")), "service": "Service de quart", "lines": [R(c.PVILLE())], "contact": [R("Tél. ", V("TELEPHONE", c.ctel))], "legal": None},
            refs=[("PV", R(c.ID("requisition")))], place=c.place(0, 0), sigs=[("L'officier de police judiciaire", [R(*opj.name(1))])]))
    if c.npl >= 3:
        parts.append(part("Copie remise à l'intéressé", [(None, [
            P("Copie du certificat remise en main propre à ", *p.name(0), " le ", c.cday(1, 1), ", à sa demande, pour être communiquée à son avocat, ", *c.avocat.me(0), " (", ORG(c.barreau), ")."),
            ("kv", [("Écrou", R(c.ID("ecrou"))), ("Cellule", R(c.ID("cellule"))), ("Avocat", R(c.avocat.FIXE()))])])],
            issuer=c.head(), place=c.place(1, 1), sigs=[("Le médecin", [R(*c.doc.dr(5))])]))
    return dict(title="Constat de lésions", code="CBL", issuer=c.head(), parts=parts,
                head=R(c.PACR(), " - ", *p.name(1), " - PV ", c.ID("requisition")), foot=R(c.H(), " - USMP - médecine légale"))


# ------------------------------------------------------------------ 8. dental care
def sh_dent(c, r):
    p, d = c.pat, c.dent
    teeth = [("36", "carie profonde"), ("46", "racine résiduelle"), ("17", "obturation ancienne"), ("21", "fracture coronaire")][: 2 + c.i % 3]
    acts = [("HBMD038", "obturation 2 faces"), ("HBGD036", "avulsion d'une dent permanente"), ("HBJD001", "détartrage et polissage")]
    s1 = [("Patient", [("kv", det_kv(c, c.i + 1, ipp=True))]),
          ("Examen bucco-dentaire", [P("Douleur dentaire depuis ", DUR("%d jours" % (2 + c.i % 8)), ". Hygiène ", "médiocre" if c.i % 2 else "correcte", ", tabagisme actif."),
                                     ("tab", ["Dent", "Constat", "Acte proposé"], [[[DENT(t)], [x], [CCAM(acts[k % 3][0])]] for k, (t, x) in enumerate(teeth)], [0.6, 1.6, 1.0]), c.hw()]),
          ("Soins du jour", [P("Anesthésie ", DOSE("articaïne 4 % 1,7 mL"), " (lot ", LOT(c.lots[2]), "). ", acts[c.i % 2][1].capitalize(), " de la ", DENT(teeth[0][0]), "."),
                             ("chk", [(True, "Conseils d'hygiène"), (c.i % 2 == 0, "Brosse à dents remise"), (True, "Nouveau rendez-vous")])])]
    parts = [part("Consultation dentaire", s1, issuer=c.head("USMP - cabinet dentaire"), refs=[("IPP", R(c.IPP())), ("Date", R(c.cday(0)))],
                  sigs=[("Le chirurgien-dentiste", [R(*d.dr(0)), R("RPPS ", d.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Plan de traitement", [(None, [
            ("tab", ["Séance", "Date", "Acte", "Code"], [[["%d" % (k + 1)], [c.cday(7 * (k + 1))], [acts[k][1]], [CCAM(acts[k][0])]] for k in range(3)], [0.5, 0.9, 2.0, 0.8]),
            ("kv", [("Patient", R(*p.name(1), ", ", p.dn(c.i + 2))), ("Cellule", R(c.ID("cellule")))]),
            P("Prise en charge par la ", ORG(c.cpam), " ; appel en cellule par le surveillant d'étage.")])],
            issuer=c.head("USMP - cabinet dentaire"), refs=[("IPP", R(c.IPP()))]))
    if c.npl >= 3:
        parts.append(part("Compte rendu de radiographie panoramique", [(None, [
            ("kv", [("Patient", R(*p.name(0))), ("Né" + p.e() + " le", R(p.dn(c.i + 3))), ("Acte", R(CCAM("HBQK002")))]),
            P("Orthopantomogramme : lésion apicale de la ", DENT(teeth[0][0]), ", ", DENT(teeth[1][0]), " à l'état de racine. Pas de lésion osseuse suspecte."),
            P("Transmis à ", *d.dr(1), " ; copie au ", *c.doc.dr(1), ".")])],
            issuer=c.hosp_head("Imagerie dento-maxillaire"), place=R(c.HVILLE(), ", le ", c.cday(2, 1))))
    return dict(title="Soins dentaires", code="DENT", issuer=c.head(), parts=parts,
                head=R(c.PACR(), " - dentaire - ", *p.name(1), " - ", p.dn(c.i + 4)), foot=R(c.H(), " - USMP - cabinet dentaire"))


# ------------------------------------------------------------------ 9. release
def sh_liberation(c, r):
    p, sp = c.pat, c.cpip
    s1 = [("Patient", [("kv", det_kv(c, c.i + 3, nir=True, cell=False) + [("Libération", R(c.cday(2))), ("Hébergement prévu", R(c.E(c.chrs)))])]),
          ("Suivi à poursuivre", [P("Suivi pendant la détention pour ", c.sc["motif"], " (", CIM(c.sc["cim"]), "). Traitement en cours : ",
                                    ids.BUP[0] if c.sc["key"] == "opiaces" else ids.SER[0], " ", DOSE(ids.BUP[1] if c.sc["key"] == "opiaces" else ids.SER[1]), "."),
                                  ("tab", ["Relais", "Coordonnées", "Rendez-vous"],
                                   [[[c.E(c.csapa)], [V("TELEPHONE", c.ctel)], [c.cday(5)]], [R("médecin traitant"), gp_run(c), [c.cday(9)]],
                                    [R("conseiller", "ère" if sp.sex == 2 else "", " du ", ORG(c.spip)), R(*sp.name(3)), [c.cday(4)]]], [1.3, 2.0, 0.8]), c.hw()]),
          ("Droits", [("chk", [(True, "Affiliation " + c.cpam + " maintenue"), (c.i % 2 == 0, "Complémentaire santé solidaire demandée"), (True, "Ordonnance de sortie remise")])])]
    parts = [part("Lettre de liaison à la libération", s1, issuer=c.head(), to={"name": R(*c.gp.dr(0)), "lines": [R(V("ADRESSE", c.gp.home.street)), R(V("CODE_POSTAL", c.gp.home.cp), " ", V("VILLE", c.gp.home.town.upper()))]},
                  refs=[("Dossier", R(c.ID("dossier_usmp"))), ("Date", R(c.cday(0)))], sigs=[("Le médecin", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Ordonnance de sortie", [(None, [
            ("kv", [("Patient", R(*p.name(0))), ("Né" + p.e() + " le", R(p.dn(c.i + 1))), ("Adresse à la sortie", R(c.E(c.chrs), ", ", V("VILLE", c.pat.home.town)))]),
            ("list", [R(ids.BUP[0], " ", DOSE(ids.BUP[1]), ", ", DUR("14 jours"), ", chevauchement jusqu'au rendez-vous du CSAPA ;") if c.sc["key"] == "opiaces" else
                      R(ids.SER[0], " ", DOSE(ids.SER[1]), ", ", DUR("28 jours"), " ;"), R("naloxone pulvérisation nasale ", DOSE("1,8 mg"), ", ", MES("1 boîte"), ".")]),
            P("À délivrer par toute pharmacie ; ", ORG(c.cpam), ".")])],
            issuer=c.head(), place=c.place(0, 1), refs=[("Ordonnance", R(c.ID("ordonnance")))], sigs=[("Le médecin", [R(*c.doc.dr(1)), R("RPPS ", c.doc.RPPS(True))])]))
    if c.npl >= 3:
        parts.append(part("Coordonnées remises au patient", [(None, [
            ("kv", [("Patient", R(*p.name(3))), ("Mobile", R(p.MOB())), ("Courriel", R(p.MAIL())), ("Personne de confiance", R(*c.rel.name(1), " - ", c.rel.MOB()))]),
            ("list", [R("USMP (copie du dossier) : ", V("TELEPHONE", c.utel)), R("Urgences : ", PUB("15"), " ; prévention du suicide : ", PUB(ids.PN3114)),
                      R("Probation : ", *sp.name(4), " - ", V("EMAIL", sp.mail))])])],
            issuer=c.head(), place=c.place(2, 0)))
    return dict(title="Libération", code="LIB", issuer=c.head(), parts=parts,
                head=R(c.PACR(), " - sortie - ", *p.name(1), " - ", c.ID("ecrou")), foot=R(c.H(), " - USMP - continuité des soins"))


# ------------------------------------------------------------------ 10. hunger strike
def sh_greve(c, r):
    p = c.pat
    w0 = c.w
    days = [0, 3, 7, 10, 14][: 3 + c.i % 3]
    rows = [[["J%d" % d], [c.cday(d - days[-1])], [MES("%s kg" % ids.fr(w0 - d * 0.45, 1))], [BIO("cétonurie " + ("++" if d > 5 else "+" if d else "négative"))],
             [BIO("%s g/L" % ids.fr(0.92 - d * 0.01, 2))]] for d in days]
    s1 = [("Personne détenue", [("kv", det_kv(c, c.i + 4, nir=c.i % 2 == 1) + [("Début de la grève", R(c.cday(-days[-1])))])]),
          ("Surveillance", [("tab", ["Jour", "Date", "Poids", "Urines", "Glycémie"], rows, [0.5, 0.9, 0.8, 1.2, 0.8]),
                            P("Hydratation conservée (", MES("1,5 L/j"), "). Refus alimentaire motivé par une demande de transfert. Aucun signe de ", EPO("syndrome de Gayet-Wernicke"), "."), c.hw()]),
          ("Conduite", [("alert", [R("Thiamine ", DOSE("250 mg/j"), " proposée ; réévaluation tous les ", DUR("3 jours"), " ; hospitalisation si perte de poids supérieure à ", MES("10 %"), ".")])])]
    parts = [part("Surveillance médicale d'une grève de la faim", s1, issuer=c.head(), refs=[("Dossier", R(c.ID("dossier_usmp"))), ("Date", R(c.cday(0)))],
                  sigs=[("Le médecin", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Note au chef d'établissement", [(None, [
            P("Monsieur le directeur,"),
            P("Je vous informe que l'état de santé de ", *p.name(4), " (écrou ", c.ID("ecrou"), ", cellule ", c.ID("cellule"), ") reste compatible avec la détention au ", c.cday(0, 1),
              ". Aucune information médicale n'est jointe, conformément à l'", ART("article 226-13 du code pénal"), "."),
            ("kv", [("Prochaine évaluation", R(c.cday(3), " à ", c.t(0, 1))), ("Copie", R(ORG(ids.DISP)))])])],
            issuer=c.head(), to={"name": R("Chef d'établissement"), "lines": [R(c.PRISON())]}, place=c.place(0, 1), sigs=[("Le médecin", [R(*c.doc.dr(2))])]))
    if c.npl >= 3:
        a = c.avocat
        parts.append(part("Courrier à l'avocat", [(None, [
            P("Maître,"),
            P("À la demande écrite de ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i), ", je vous confirme que son suivi médical est quotidien depuis le ", c.cday(-days[-1], 1),
              ". Vous pouvez saisir le ", ORG(ids.CGLPL), " si vous l'estimez utile."),
            ("kv", [("Avocat", R(*a.me(2), " - ", ORG(c.barreau))), ("Courriel", R(V("EMAIL", a.mail))), ("Téléphone", R(a.FIXE()))])])],
            issuer=c.head(), to={"name": R(*a.me(0)), "lines": [R(c.E(c.cabinet, "cabinet_avocat")), R(V("ADRESSE", a.home.street), ", ", V("CODE_POSTAL", a.home.cp), " ", V("VILLE", a.home.town))]},
            place=c.place(1, 1), sigs=[("Le médecin", [R(*c.doc.dr(1))])]))
    return dict(title="Grève de la faim", code="GRF", issuer=c.head(), parts=parts,
                head=R(c.PACR(), " - ", *p.name(1), " - écrou ", c.ID("ecrou")), foot=R(c.H(), " - USMP"))


SHAPE_FUN_B = {"evaluation_psychiatrique": sh_psy, "constat_lesions": sh_lesions, "soins_dentaires": sh_dent,
               "liaison_liberation": sh_liberation, "greve_faim": sh_greve}

_ = (LOT, ATC, CCAM)
