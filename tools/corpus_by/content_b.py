"""The other five document types of corpus BY (content.py holds the first five and the conventions): the declaration of
an adverse reaction in a recipient (FEIR) with its e-FIT number, the haemovigilance correspondent's letter, the
post-transfusion information letter to the patient, the EFS lookback (enquête ascendante) information request and the
patient's transfusion file summary (dossier transfusionnel)."""
from __future__ import annotations

from . import ids
from .content import gp_run, pat_kv, scen, units_rows
from .model import R, V
from .people import ART, BIO, CIM, DON, DUR, GRP, MES, ORG, PUB, SCORE, P, part

# reaction, CIM-10, grade, imputability, hours after the start
REACT = [("réaction fébrile non hémolytique", "T80.8", "grade 1", "imputabilité 2 (probable)"),
         ("réaction allergique avec urticaire généralisée", "T80.6", "grade 1", "imputabilité 3 (certaine)"),
         ("surcharge circulatoire post-transfusionnelle (TACO)", "T80.8", "grade 2", "imputabilité 2 (probable)"),
         ("allo-immunisation isolée anti-RH3 (anti-E)", "T80.3", "grade 1", "imputabilité 3 (certaine)"),
         ("frissons-hyperthermie sans contamination bactérienne", "T80.2", "grade 1", "imputabilité 1 (possible)")]


def react(c):
    return REACT[(c.i + c.seed) % len(REACT)]


def ANSM():
    return ORG("ANSM")


# ------------------------------------------------------------------ 6. FEIR with its e-FIT number
def sh_feir(c, r):
    p, hv, rc = c.pat, c.hv, react(c)
    s1 = [("Identification", [("kv", [("N° e-FIT", R(c.ID("num_efit"))), ("Établissement", R(c.H(), " - FINESS ", V("FINESS", c.finess))),
                                      ("Receveur", R(*p.name(2 if c.i % 2 else 1))), ("Né" + p.e() + " le", R(p.dn(c.i))), ("Sexe / âge", R("F" if p.sex == 2 else "M", ", ", p.age())),
                                      ("IPP / séjour", R(c.IPP(), " / ", c.NDA()))])]),
          ("Effet indésirable", [("kv", [("Date de survenue", R(c.cday(0, 0), " à ", c.t(115, 1))), ("Nature", R(rc[0])), ("Gravité", R(SCORE(rc[2]))),
                                         ("Imputabilité", R(SCORE(rc[3]))), ("Code", R(CIM(rc[1])))]),
                                 P("Signes : frissons, ", MES("T 38,9 °C"), ", ", MES("PA 146/88 mmHg"), ", ", MES("FC 112 /min"), " après ", MES("120 mL"),
                                   " du produit. Transfusion arrêtée ; ", c.presc.dr(2)[0], c.presc.dr(2)[1], " prévenu."), c.hw()]),
          ("Produits en cause", [("tab", ["Type", "Code produit", "N° de don", "Groupe", "Volume", "Péremption"], units_rows(c, n=2), [0.7, 1.2, 1.6, 1.0, 0.8, 1.1])])]
    parts = [part("Fiche de déclaration d'effet indésirable survenu chez un receveur", s1, issuer=c.head(), to={"name": R(ANSM(), " - base e-FIT"), "lines": [R("copie : ", c.EFS())]},
                  refs=[("e-FIT", R(c.ID("num_efit"))), ("Déclarée le", R(c.cday(0, 0)))],
                  sigs=[("Le correspondant d'hémovigilance", [R(*hv.dr(0)), R("RPPS ", hv.RPPS(True))])])]
    if c.npl >= 2:
        parts.append(part("Investigations", [(None, [
            ("tab", ["Examen", "Résultat", "Commentaire"],
             [[["hémoglobine"], [BIO("8,2 g/dL")], ["avant : ", BIO(scen(c)[3] + " g/dL")]], [["bilirubine libre"], [BIO("11 µmol/L")], ["normale"]],
              [["RAI post-transfusionnelle"], ["négative" if "anti-E" not in rc[0] else "anti-RH3"], ["à contrôler à ", DUR("1 mois")]],
              [["hémocultures patient et poche"], ["stériles"], ["laboratoire du ", c.ACR()]]], [1.6, 1.2, 1.8]),
            P("Enquête transfusionnelle conduite avec ", *c.efsdr.dr(0), " (", *c.efs_site(), ") ; conclusion : ", rc[0], ", ", SCORE(rc[3]), "."),
            ("kv", [("Médecin prescripteur", R(*c.presc.dr(1))), ("Infirmière", R(*c.ide.name(3), ", ADELI ", c.ide.ADELI()))])])],
            issuer=c.head(), refs=[("e-FIT", R(c.ID("num_efit")))], sigs=[("Le correspondant", [R(*hv.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Clôture de la déclaration", [(None, [
            P("La déclaration ", c.ID("num_efit"), " concernant ", *p.name(0), " est validée et close dans e-FIT le ", c.cday(21, 0), ". Le coordonnateur régional d'hémovigilance de l'",
              ORG("ARS Hauts-de-France"), " en est informé."),
            ("chk", [(True, "Patient informé oralement"), (True, "Courrier au médecin traitant"), ("anti-E" in rc[0], "Carte de groupe mise à jour")]),
            ("kv", [("Médecin traitant", gp_run(c)), ("Contact hémovigilance", R(V("TELEPHONE", c.hv_tel), " - ", V("EMAIL", c.hv.mail)))])])],
            issuer=c.head(), place=c.place(21, 0), sigs=[("Le correspondant d'hémovigilance", [R(*hv.dr(0))])]))
    return dict(title="Déclaration FEIR", code="FEIR", issuer=c.head(), parts=parts, level=(SCORE(rc[2]), 1 if "2" in rc[2] else 2),
                head=R("e-FIT ", c.ID("num_efit"), " - ", *p.name(1)), foot=R(c.H(), " - hémovigilance"))


# ------------------------------------------------------------------ 7. the haemovigilance correspondent's letter
def sh_courrier(c, r):
    p, hv, gp, rc = c.pat, c.hv, c.gp, react(c)
    s1 = [(None, [P("Cher confrère," if gp.sex == 1 else "Chère consœur,"),
                  P("Votre patient", p.e(), " ", *p.name(2 if c.i % 3 == 0 else 0), ", ", p.ne(), " le ", p.dn(c.i), ", a été transfusé", p.e(), " au ", c.H(),
                    " le ", c.cday(0, 2), " pour ", scen(c)[0], " (", CIM(scen(c)[2]), ")."),
                  P("Au cours de la transfusion est survenue une ", rc[0], " (", SCORE(rc[2]), ", ", SCORE(rc[3]), "), déclarée sous le numéro ", c.ID("num_efit"),
                    " à l'", ANSM(), " et à l'", c.EFS(), "."), c.hw(),
                  ("list", [R("une RAI de contrôle est à prévoir entre ", DUR("1 et 3 mois"), " ;"), R("les prochaines transfusions se feront en produits ",
                                                                                                 "phénotypés" if "anti-E" in rc[0] else "standard", " ;"),
                            R("la carte de groupe (", c.ID("num_carte"), ") reste valable.")]),
                  P("Je reste à votre disposition au ", V("TELEPHONE", c.hv_tel), ". Bien confraternellement.")])]
    parts = [part("Courrier du correspondant d'hémovigilance", s1, issuer=c.head(), place=c.place(7, 3),
                  to={"name": R(*gp.dr(0)), "lines": [R(V("ADRESSE", gp.home.street)), R(V("CODE_POSTAL", gp.home.cp), " ", V("VILLE", gp.home.town.upper()))]},
                  refs=[("Réf.", R(c.ID("num_efit"))), ("IPP", R(c.IPP()))], sigs=[("Le correspondant d'hémovigilance", [R(*hv.dr(0)), R("RPPS ", hv.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Copie au médecin de l'EFS", [(None, [
            P("Cher collègue, pour ", *p.name(1), " (", p.dn(c.i + 1), "), merci de rapprocher le dossier d'immuno-hématologie ", c.ID("num_carte"),
              " de la déclaration ", c.ID("num_efit"), " et des dons ", DON(c.units[0][1]), " et ", DON(c.units[-1][1]), "."),
            ("kv", [("Destinataire", R(*c.efsdr.dr(0), ", ", *c.efs_site())), ("Prescripteur", R(*c.presc.dr(0), ", ", V("EMAIL", c.presc.mail)))])])],
            issuer=c.head(), place=c.place(7, 0), sigs=[("Le correspondant", [R(*hv.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Compte rendu au comité de sécurité transfusionnelle", [(None, [
            ("tab", ["Date", "Patient", "Événement", "Gravité"], [[[c.cday(0, 0)], [*p.name(6)], [rc[0]], [SCORE(rc[2])]]], [0.9, 1.5, 2.6, 0.8]),
            P("Analyse des causes : aucune erreur de procédure ; contrôle ultime conforme réalisé par ", *c.ide.name(3), ". Séance du ", c.cday(30, 3), ".")])],
            issuer=c.head(), refs=[("Comité", R("CSTH du ", c.ACR()))]))
    return dict(title="Courrier d'hémovigilance", code="CORR", issuer=c.head(), parts=parts, level=(SCORE(rc[2]), 2),
                head=R(c.ACR(), " - hémovigilance - ", *p.name(1)), foot=R(c.H(), " - correspondant d'hémovigilance"))


# ------------------------------------------------------------------ 8. the post-transfusion information letter
def sh_info(c, r):
    p = c.pat
    s1 = [(None, [P(p.civ(True), ","),
                  P("Lors de votre séjour au ", c.H(), " du ", c.cday(-2, 0), " au ", c.cday(3, 0), " (séjour ", c.NDA(), "), vous avez reçu ",
                    MES("%d produits sanguins" % len(c.units)), " : ", ", ".join(sorted({x[0][0] for x in c.units})), "."),
                  ("tab", ["Date", "Produit", "N° de don"], [[[c.cday(0, 0)], [acr], [DON(don)]] for (acr, _, _, _), don in c.units], [1.0, 1.0, 1.6]),
                  P("Conformément à l'", ART("article R. 1221-44 du code de la santé publique"), ", nous vous conseillons une recherche d'anticorps irréguliers dans ",
                    DUR("un à trois mois"), ", sur ordonnance de votre médecin traitant, ", *c.gp.dr(1), "."),
                  ("alert", [R("Conservez ce document avec votre carte de groupe sanguin ; présentez-les à toute nouvelle hospitalisation.")])])]
    parts = [part("Information post-transfusionnelle", s1, issuer=c.head(), place=c.place(3, 3),
                  to={"name": R(*p.name(2 if c.i % 2 else 0)), "lines": [R(V("ADRESSE", p.home.street)), R(V("CODE_POSTAL", p.home.cp), " ", V("VILLE", p.home.town.upper()))]},
                  refs=[("IPP", R(c.IPP())), ("Né" + p.e() + " le", R(p.dn(c.i)))],
                  sigs=[("Le médecin du service", [R(*c.presc.dr(0))])])]
    if c.npl >= 2:
        parts.append(part("Ordonnance de RAI", [(None, [
            ("kv", [("Patient", R(*p.name(9 if c.i % 2 else 1))), ("Date de naissance", R(p.dn(c.i + 1))), ("NIR", R(p.nir(c.i + 1, "patient")))]),
            P("Faire pratiquer entre le ", c.cday(30, 0), " et le ", c.cday(90, 0), " : recherche d'anticorps anti-érythrocytaires (RAI), ",
              "groupe ", GRP(c.grp), " connu. Résultat à adresser au ", *c.gp.dr(0), " et au correspondant d'hémovigilance."),
            ("kv", [("Laboratoire", R("au choix du patient")), ("Contact", R(V("TELEPHONE", c.hv_tel)))])])],
            issuer=c.head(), place=c.place(3, 0), sigs=[("Le prescripteur", [R(*c.presc.dr(1)), R("RPPS ", c.presc.RPPS())])]))
    if c.npl >= 3:
        parts.append(part("Questions fréquentes", [(None, [
            ("list", [R("Puis-je donner mon sang ? Non : une personne transfusée ne peut plus donner son sang (", ORG("EFS"), ")."),
                      R("Que faire en cas de fièvre dans les jours qui suivent ? Contacter votre médecin ou, en urgence, le ", PUB("15"), "."),
                      R("Qui contacter ? Le service au ", V("TELEPHONE", c.htel), " ou votre proche référent, ", *c.rel.name(3), " a été informé", "e" if c.rel.sex == 2 else "", ".")]),
            ("kv", [("Destinataire", R(*p.name(0))), ("Adresse", R(*p.addr1())), ("Courriel", R(p.MAIL()))])])], issuer=c.head()))
    return dict(title="Information post-transfusionnelle", code="INFO", issuer=c.head(), parts=parts, level=(SCORE("information"), 3),
                head=R(c.ACR(), " - ", *p.name(1), " - séjour ", c.NDA()), foot=R(c.H(), " - information du patient transfusé"))


# ------------------------------------------------------------------ 9. the lookback (enquête ascendante)
def sh_enquete(c, r):
    p, efsdr, hv = c.pat, c.efsdr, c.hv
    marker = ["séroconversion VHE", "séroconversion VHB (Ag HBs)", "ARN du VHC détecté", "contamination bactérienne suspectée"][(c.i + c.seed) % 4]
    s1 = [(None, [P("Madame, Monsieur le correspondant d'hémovigilance,"),
                  P("Nous avons été informés d'une ", marker, " chez un receveur de votre établissement, ", *p.name(1), ", ", p.ne(), " le ", p.dn(c.i),
                    ", transfusé", p.e(), " le ", c.cday(-60, 0), ". Une enquête ascendante est ouverte sous le numéro ", c.ID("num_enquete"), "."),
                  ("tab", ["Type", "Code produit", "N° de don", "Groupe", "Volume", "Péremption"], units_rows(c), [0.7, 1.2, 1.6, 1.0, 0.8, 1.1]),
                  P("Les donneurs de ces dons sont convoqués ; les produits issus des mêmes dons ont été bloqués (", ART("article R. 1221-49"), ")."),
                  ("chk", [(True, "Échantillon pré-transfusionnel en sérothèque"), (True, "Date des premiers signes"), (c.i % 2 == 0, "Autres transfusions antérieures")])])]
    parts = [part("Enquête ascendante - demande d'informations", s1, issuer=c.efs_head(), to={"name": R(*hv.dr(0)), "lines": [R(c.H())]},
                  refs=[("Enquête", R(c.ID("num_enquete"))), ("Date", R(c.cday(0, 0)))], sigs=[("Le médecin de l'EFS", [R(*efsdr.dr(0)), R("RPPS ", efsdr.RPPS(True))])])]
    if c.npl >= 2:
        parts.append(part("Réponse de l'établissement", [(None, [
            ("kv", [("Receveur", R(*p.name(5 if p.birth else 6))), ("Date de naissance", R(p.dn(c.i + 1))), ("IPP", R(c.IPP())), ("Médecin traitant", gp_run(c)),
                    ("Premiers signes", R(c.cday(-10, 0))), ("Transaminases", R(BIO("ALAT 412 UI/L")))]),
            P("Aucune autre transfusion au ", c.ACR(), " depuis ", DUR("5 ans"), ". Le patient a été revu par ", *c.presc.dr(0), " ; il est joignable au ", p.MOB(), ".")])],
            issuer=c.head(), refs=[("Enquête", R(c.ID("num_enquete")))], sigs=[("Le correspondant d'hémovigilance", [R(*hv.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Conclusion de l'enquête", [(None, [
            P("Les donneurs des dons ", DON(c.units[0][1]), " et suivants ont été testés ; conclusion : ", SCORE("imputabilité 0 (exclue)" if c.i % 2 else "imputabilité 2 (probable)"), "."),
            P("Déclaration e-FIT associée : ", c.ID("num_efit"), ". Information du receveur ", *p.name(4), " par ", *c.presc.dr(2), "."),
            ("kv", [("Site", R(*c.efs_site(), " - ", V("TELEPHONE", c.efs_tel)))])])],
            issuer=c.efs_head(), place=R(V("VILLE", c.efs_town), ", le ", c.cday(45, 0))))
    return dict(title="Enquête ascendante", code="ENQA", issuer=c.efs_head(), parts=parts, level=(SCORE("enquête ouverte"), 1),
                head=R("Enquête ", c.ID("num_enquete"), " - ", *p.name(1)), foot=R(c.EFS(), " - hémovigilance donneurs-receveurs"))


# ------------------------------------------------------------------ 10. the transfusion file summary
def sh_dossier(c, r):
    p, rc = c.pat, react(c)
    hist = [[[c.cday(-400 + 130 * k, 0)], [["CGR", "CPA", "CGR", "PFC"][k % 4]], [MES("%d" % (1 + k % 3))], [DON(ids.donation(r, c.day.year - 1))],
             ["aucun" if k != 2 else rc[0]]] for k in range(3)]
    s1 = [("Identité transfusionnelle", [("kv", pat_kv(c, c.i + 3) + [("IPP", R(c.IPP()))])]),
          ("Immuno-hématologie", [("kv", [("Groupe", R(GRP(c.grp))), ("Phénotype", R(GRP(c.pheno))), ("Carte", R(c.ID("num_carte"))),
                                          ("Dernière RAI", R(c.cday(0, 0), ", négative"))])]),
          ("Antécédents transfusionnels", [("tab", ["Date", "Produit", "Unités", "Dernier n° de don", "Incident"], hist, [1.0, 0.8, 0.6, 1.6, 2.0]), c.hw()])]
    parts = [part("Dossier transfusionnel - synthèse", s1, issuer=c.head(), refs=[("Séjour", R(c.NDA())), ("Édité le", R(c.cday(0, 3)))],
                  sigs=[("Le correspondant d'hémovigilance", [R(*c.hv.dr(0))])])]
    if c.npl >= 2:
        parts.append(part("Protocoles particuliers", [(None, [
            ("chk", [(c.i % 3 == 0, "CGR irradiés"), (True, "CGR phénotypés RH-KEL1"), (c.i % 2 == 0, "Produits déplasmatisés"), (False, "Refus de transfusion")]),
            P("Prescription habituelle : ", *c.presc.dr(1), ". Indication actuelle : ", scen(c)[0], ", hémoglobine ", BIO(scen(c)[3] + " g/dL"), "."),
            ("kv", [("Personne à prévenir", R(*c.rel.name(0), ", ", c.link, " - ", c.rel.MOB())), ("Courriel du proche", R(c.rel.MAIL())),
                    ("Établissement antérieur", R(V("ETABLISSEMENT", c.clinic, "etablissement"), " (", V("ETABLISSEMENT", c.clinic_acr, "sigle"), ")"))])])],
            issuer=c.head(), refs=[("Patient", R(*p.name(1)))]))
    if c.npl >= 3:
        parts.append(part("Journal des événements", [(None, [
            ("log", [(R(c.cday(-20, 0)), R(*c.hv.dr(4)), R("ouverture du dossier au ", c.ACR())),
                     (R(c.cday(-2, 0)), R(*c.bio.dr(4)), R("RAI ", BIO("négative"), " ; groupe confirmé")),
                     (R(c.cday(0, 0)), R(*c.ide.name(3)), R("transfusion de ", MES("%d CGR" % len(c.units)), " ; bordereau ", c.ID("num_bordereau")))]),
            ("kv", [("Patient", R(*p.name(8), ", ", p.dn(c.i + 4))), ("NIR", R(p.nir(c.i, "patient")))])])],
            issuer=c.head(), refs=[("IPP", R(c.IPP()))]))
    return dict(title="Dossier transfusionnel", code="DTR", issuer=c.head(), parts=parts, level=(SCORE("suivi"), 3),
                head=R(c.ACR(), " - dossier transfusionnel - ", *p.name(5 if p.birth else 1), " - ", p.dn(c.i + 5)),
                foot=R(c.H(), " - dossier transfusionnel"))


SHAPE_FUN_B = {"declaration_feir": sh_feir, "courrier_hemovigilance": sh_courrier, "information_post_transfusionnelle": sh_info,
               "enquete_ascendante": sh_enquete, "dossier_transfusionnel": sh_dossier}
