"""The other five document types of corpus CA (content.py holds the first five and the conventions): the emergency
consultation after a sexual exposure with the post-exposure treatment (TPE), the syphilis consultation with its
serological follow-up and the letter to a partner, the mandatory notification of an HIV infection (e-DO) with the
referral letter and the acknowledgement, the vaccination certificate (HPV, hepatitis A and B, mpox) and the
contraception / sexual-health consultation of a young woman with the implant insertion report."""
from __future__ import annotations

from . import ids
from .content import found, gp_run, pat_kv, sero_rows
from .model import R, V
from .people import (ART, ATC, BIO, CCAM, CIM, DISP, DOSE, DUR, LOT, MES, ORG, PROTO, PUB, SCORE, P, part)


# ------------------------------------------------------------------ 6. post-exposure treatment
def sh_tpe(c, r):
    p, x = c.pat, c.partners[0]
    delay = 6 + c.i % 40
    s1 = [("Patient" + ("e" if p.sex == 2 else ""), [("kv", pat_kv(c, c.i + 3, nir=True) + [("IPP / séjour", R(c.IPP(), " / ", c.NDA())), ("Arrivée", R(c.cday(0, 0), " à ", c.t(0, 1)))])]),
          ("Exposition", [P("Rapport ", "anal réceptif" if c.i % 2 else "vaginal", " non protégé (rupture de préservatif) le ", c.cday(-1 if delay > 14 else 0, 1), ", délai de ",
                            DUR("%d heures" % delay), ". Partenaire source : ", *x.who(), ", statut VIH ", "inconnu" if c.i % 3 else "connu positif, charge virale non connue", "."),
                          ("tab", ["Examen", "Résultat", "Heure"],
                           [[["TROD VIH (patient)"], [BIO("non réactif")], [c.t(20, 0)]], [["Créatinine"], [BIO("%d µmol/L" % c.crea)], [c.t(55, 0)]],
                            [["beta-hCG"], [BIO("< 5 UI/L") if p.sex == 2 else "non réalisé"], [c.t(55, 0)]], [["Ag HBs"], [BIO("négatif")], [c.t(55, 0)]]], [1.6, 1.3, 0.8]),
                          c.hw()]),
          ("Décision", [("alert", [R("TPE débuté à ", c.t(70, 1), " : ", ids.TPE[0], " ", DOSE(ids.TPE[1]), " (", ATC(ids.TPE[2]), "), ", DOSE("1 comprimé par jour"),
                                     " pendant ", DUR("28 jours"), ".")]),
                        ("chk", [(True, "Kit de démarrage remis"), (True, "Contraception d'urgence discutée" if p.sex == 2 else "Préservatifs remis"),
                                 (c.i % 2 == 0, "Partenaire source joint"), (True, "Rendez-vous au CeGIDD")])])]
    parts = [part("Accident d'exposition sexuelle - traitement post-exposition", s1, issuer=c.head("Service des urgences - avis du CeGIDD"),
                  refs=[("Séjour", R(c.NDA())), ("Date", R(c.cday(0, 0)))], sigs=[("Le médecin", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])])]
    if c.npl >= 2:
        rows = [[["kit de démarrage"], [DOSE("3 comprimés")], [LOT(c.lots[0])], [c.cday(0, 0)]],
                [["complément"], [DOSE("25 comprimés")], [LOT(c.lots[1])], [c.cday(2, 0)]]]
        parts.append(part("Délivrance du traitement", [(None, [
            ("kv", [("Patient", R(*p.name(6), ", ", p.dn(c.i + 4))), ("Ordonnance", R(c.ID("num_ordonnance"))), ("Pharmacien", R(*c.pharma.dr(0), " - RPPS ", c.pharma.RPPS()))]),
            ("tab", ["Délivrance", "Quantité", "Lot", "Date"], rows, [1.3, 1.0, 1.0, 0.9]),
            P("Traitement à prendre au cours d'un repas ; en cas d'oubli, prendre le comprimé dans les ", DUR("12 heures"), ". Pharmacie de garde : ", c.E(c.pharmacy), ".")])],
            issuer=c.head("Pharmacie à usage intérieur"), refs=[("Ordonnance", R(c.ID("num_ordonnance")))]))
    if c.npl >= 3:
        rows = [[["J3"], [c.cday(3, 0)], ["tolérance, observance"]], [["J28"], [c.cday(28, 0)], ["fin du traitement, créatinine"]],
                [["S6"], [c.cday(42, 0)], ["sérologie VIH"]], [["M3"], [c.cday(90, 0)], ["sérologies VIH, VHC, syphilis"]]]
        parts.append(part("Plan de suivi", [(None, [
            ("tab", ["Étape", "Date", "Objet"], rows, [0.6, 1.0, 2.4]),
            ("kv", [("Patient", R(*p.name(0))), ("Mobile", R(p.MOB())), ("Courriel", R(p.MAIL())), ("Médecin traitant", gp_run(c, 1))]),
            ("alert", [R("Jusqu'à la sérologie de ", DUR("6 semaines"), " : rapports protégés. Urgences : ", PUB("15"), ".")])])],
            issuer=c.head(), place=c.place(0, 1), sigs=[("Le médecin", [R(*c.doc.dr(2))])]))
    return dict(title="Traitement post-exposition", code="TPE", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - TPE - ", *p.name(1), " - ", p.dn(c.i + 5)), foot=R(c.H(), " - urgences et CeGIDD"))


# ------------------------------------------------------------------ 7. syphilis
def sh_syphilis(c, r):
    p = c.pat
    stage = c.sc["stage"] or "latente précoce"
    cim = {"primaire": "A51.0", "secondaire": "A51.3"}.get(c.sc["stage"], "A51.5")
    s1 = [("Patient" + ("e" if p.sex == 2 else ""), [("kv", pat_kv(c, c.i + 4, nir=True) + [("IPP", R(c.IPP()))])]),
          ("Examen et diagnostic", [P({"primaire": "Chancre génital induré et indolore depuis 8 jours, adénopathie inguinale.",
                                       "secondaire": "Roséole et papules palmo-plantaires, plaques muqueuses."}.get(c.sc["stage"], "Aucun signe clinique ; sérologie positive au dépistage."),
                                      " Sérologie : ", BIO("TPHA positif"), ", ", BIO("VDRL 1/%d" % (8 * (1 + c.i % 4))), ". Syphilis ", stage, " (", CIM(cim), ")."),
                                    c.hw()]),
          ("Traitement", [("alert", [R(ids.BENZA[0], " ", DOSE(ids.BENZA[1]), " IM (", ATC(ids.BENZA[2]), "), ", DOSE("injection unique"), " le ", c.cday(0, 0), " à ", c.t(40, 0), ".")]),
                          ("chk", [(True, "Réaction de Jarisch-Herxheimer expliquée"), (True, "Rapports protégés 7 jours"), (True, "Notification des partenaires"),
                                   (c.i % 2 == 0, "Dépistage VIH associé")])])]
    parts = [part("Consultation - syphilis", s1, issuer=c.head(), refs=[("IPP", R(c.IPP())), ("Date", R(c.cday(0, 0)))],
                  sigs=[("Le médecin", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])])]
    if c.npl >= 2:
        rows = [[[label], [c.cday(d, 0)], [BIO("1/%d" % t) if t else "à faire"], [note]] for label, d, t, note in
                [("M0", 0, 8 * (1 + c.i % 4), "avant traitement"), ("M3", 91, 2 * (1 + c.i % 4), "décroissance"), ("M6", 182, 0, ""), ("M12", 365, 0, "")]]
        parts.append(part("Suivi sérologique", [(None, [
            ("tab", ["Étape", "Date", "VDRL", "Commentaire"], rows, [0.6, 1.0, 0.8, 1.6]),
            P("Critère de guérison : division du VDRL par ", MES("4"), " à ", DUR("6 mois"), ". Rappel par SMS au ", p.MOB(), "."),
            ("kv", [("Patient", R(*p.name(6), ", ", p.dn(c.i + 5))), ("IPP", R(c.IPP()))])])],
            issuer=c.head(), refs=[("IPP", R(c.IPP()))]))
    if c.npl >= 3:
        x = c.partners[1] if len(c.partners) > 1 else c.partners[0]
        parts.append(part("Information d'un partenaire", [(None, [
            P(x.civ(True) + ","),
            P("Une personne que vous avez rencontrée récemment a appris qu'elle avait une syphilis et souhaite que vous en soyez informé", x.e(),
              ". Un dépistage gratuit vous est proposé au CeGIDD ; son identité ne vous sera pas communiquée."),
            ("kv", [("Rendez-vous", R(c.cday(10, 1), " à ", c.t(60, 0))), ("CeGIDD", R(V("TELEPHONE", c.ctel), " - ", V("EMAIL", "cegidd@" + c.web))),
                    ("Écoute anonyme", R(ORG("Sida Info Service"), " ", PUB(ids.SIS)))])])],
            issuer=c.head(), place=c.place(3, 1),
            to={"name": R(*x.name(0)), "lines": [R(V("ADRESSE", x.home.street)), R(V("CODE_POSTAL", x.home.cp), " ", V("VILLE", x.home.town.upper()))]},
            sigs=[("La conseillère en santé sexuelle", [R(*c.cons.name(3))])]))
    return dict(title="Syphilis", code="SYPH", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - ", *p.name(1), " - ", c.IPP()), foot=R(c.H(), " - CeGIDD"))


# ------------------------------------------------------------------ 8. mandatory notification of HIV
def sh_do(c, r):
    p, f = c.pat, c.infect
    cd4 = 180 + (c.i * 53) % 600
    s1 = [("Personne", [("kv", [("Code d'anonymat", R(c.ID("code_anonymisation"))), ("Sexe", R("femme" if p.sex == 2 else "homme")),
                                ("Mois et année de naissance", R(V("DATE_NAISSANCE", p.bdate.strftime("%m/%Y")))), ("Commune de naissance", R(V("VILLE", p.btown[0]))),
                                ("Code postal de résidence", R(V("CODE_POSTAL", p.home.cp)))])]),
          ("Diagnostic", [("kv", [("Date du diagnostic", R(c.cday(0, 0))), ("Mode de contamination probable", R(ids.MODES[c.i % 4])),
                                  ("CD4", R(BIO("%d/mm³" % cd4))), ("Charge virale", R(BIO("%s copies/mL" % ids.fr(1000 + (c.i * 7919) % 90000))))]),
                          P("Stade ", SCORE("A (CDC 1993)" if cd4 > 200 else "B (CDC 1993)"), ", code ", CIM("Z21" if cd4 > 350 else "B24"), ". Déclaration faite au titre de l'",
                            ART("article D. 3113-7 du code de la santé publique"), "."),
                          ("chk", [(True, "Premier diagnostic"), (c.i % 2 == 0, "Infection récente (< 6 mois)"), (c.i % 3 == 0, "Sérologie antérieure négative")])])]
    parts = [part("Déclaration obligatoire d'infection par le VIH", s1, issuer=c.head(),
                  to={"name": R(ORG(ids.SPF)), "lines": [R("par l'intermédiaire de l'", ORG(ids.ARS))]},
                  refs=[("N° e-DO", R(c.ID("num_edo"))), ("Déclaré le", R(c.cday(2, 0)))],
                  sigs=[("Le médecin déclarant", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Courrier d'adressage en maladies infectieuses", [(None, [
            P("Chère consœur," if f.sex == 2 else "Cher confrère,"),
            P("Je vous adresse ", *p.name(2 if c.i % 2 else 0), ", ", p.ne(), " le ", p.dn(c.i + 1), ", chez qui une infection par le VIH-1 a été confirmée le ", c.cday(0, 1),
              " (", BIO("CD4 %d/mm³" % cd4), "). ", "Il" if p.sex == 1 else "Elle", " est informé", p.e(), " et souhaite être suivi", p.e(), " dans votre service."),
            ("kv", [("Rendez-vous", R(c.cday(7, 0), " à ", c.t(30, 1))), ("Mobile", R(p.MOB())), ("Personne de confiance", R(*c.rel.name(3), " (", c.link, ")"))]),
            P("Le ", ORG(ids.COREVIH), " a été informé de l'inclusion. Bien confraternellement.")])],
            issuer=c.head(), place=c.place(2, 1), to={"name": R(*f.dr(0)), "lines": [R("Service de maladies infectieuses"), R(c.H())]},
            sigs=[("Le médecin du CeGIDD", [R(*c.doc.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Accusé de réception de la déclaration", [(None, [
            ("kv", [("N° e-DO", R(c.ID("num_edo"))), ("Code d'anonymat", R(c.ID("code_anonymisation"))), ("Reçue le", R(c.cday(3, 0))),
                    ("Déclarant", R(*c.doc.dr(3), " - ", V("EMAIL", c.doc.mail)))]),
            ("quote", [R("Le code d'anonymat est calculé par l'application ; il ne contient ni le nom ni le prénom en clair.")]),
            P("Les déclarations sont analysées par ", ORG(ids.SPF), " ; aucune donnée nominative n'est conservée.")])],
            issuer={"name": R(ORG(ids.SPF)), "service": "Surveillance des maladies à déclaration obligatoire", "lines": [R("Cellule régionale de La Réunion")],
                    "contact": [R("Appui : ", ORG(ids.ARS))], "legal": None},
            refs=[("N° e-DO", R(c.ID("num_edo")))]))
    return dict(title="Déclaration obligatoire VIH", code="DO", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - DO VIH - ", c.ID("num_edo"), " - ", *p.name(1)), foot=R(c.H(), " - copie du déclarant"))


# ------------------------------------------------------------------ 9. vaccination certificate
def sh_vaccin(c, r):
    p = c.pat
    vs = ids.VACCINES[: 3 + c.i % 2]
    rows = [[[v[0]], [v[2]], [c.cday(-60 * (len(vs) - k), 0)], [LOT(c.lots[k])], ["deltoïde " + ("gauche" if k % 2 else "droit")], [*c.ide.name(10)]]
            for k, v in enumerate(vs)]
    s1 = [("Personne vaccinée", [("kv", pat_kv(c, c.i + 5, addr=True, nir=True) + [("IPP", R(c.IPP()))])]),
          ("Vaccinations réalisées", [("tab", ["Vaccin", "Spécialité", "Date", "Lot", "Site", "Vaccinateur"], rows, [1.3, 1.1, 0.9, 0.8, 1.0, 1.0]),
                                      P("Codes ATC : ", *sum(([ATC(v[1]), ", "] for v in vs[:-1]), []), ATC(vs[-1][1]), ". Sérologie post-vaccinale : ", BIO("Ac anti-HBs %d UI/L" % (40 + c.i * 11)), "."),
                                      c.hw()])]
    parts = [part("Certificat de vaccination", s1, issuer=c.head("CeGIDD - centre de vaccination"), refs=[("IPP", R(c.IPP())), ("Date", R(c.cday(0, 0)))],
                  sigs=[("Le médecin", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])])]
    if c.npl >= 2:
        rows = [[["HPV 9-valent"], ["dose 2"], [c.cday(120, 0)]], [["hépatite B"], ["dose 3"], [c.cday(150, 0)]], [["hépatite A"], ["rappel"], [c.cday(180, 0)]]]
        parts.append(part("Schéma et prochaines doses", [(None, [
            ("tab", ["Vaccin", "Dose", "Date prévue"], rows, [1.4, 0.8, 1.0]),
            ("alert", [R("Rappel par SMS au ", p.MOB(), " une semaine avant chaque dose.")]),
            ("kv", [("Patient", R(*p.name(1), ", ", p.dn(c.i + 6))), ("Infirmier" + ("e" if c.ide.spec.endswith("ère") else ""), R(*c.ide.name(3), " - ADELI ", c.ide.ADELI()))])])],
            issuer=c.head("CeGIDD - centre de vaccination"), refs=[("IPP", R(c.IPP()))]))
    if c.npl >= 3:
        school = "Institut de formation en soins infirmiers des Alizés" if c.i % 2 else "Lycée professionnel de la Ravine-Fictive"
        parts.append(part("Attestation de vaccination contre l'hépatite B", [(None, [
            P("Je soussigné", c.doc.e(), ", ", *c.doc.dr(0), ", certifie que ", *p.name(2 if c.i % 2 else 0), ", ", p.ne(), " le ", p.dn(c.i + 1),
              ", a reçu un schéma complet de vaccination contre l'hépatite B, avec une sérologie protectrice, conformément à l'", ART("article L. 3111-4 du code de la santé publique"), "."),
            ("kv", [("Destinataire", R(c.E(school))), ("Courriel de l'intéressé" + p.e(), R(p.MAIL()))]),
            P("Attestation remise en main propre pour servir et valoir ce que de droit.")])],
            issuer=c.head("CeGIDD - centre de vaccination"), place=c.place(1, 1), sigs=[("Le médecin", [R(*c.doc.dr(1)), R("RPPS ", c.doc.RPPS(True))])]))
    return dict(title="Vaccination", code="VAC", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - vaccination - ", *p.name(1), " - ", p.dn(c.i + 7)), foot=R(c.H(), " - centre de vaccination"))


# ------------------------------------------------------------------ 10. contraception and sexual health of a young woman
def sh_contra(c, r):
    p, sf = c.pat, c.sf
    minor = ids.age(p.bdate, c.day) < 18
    s1 = [("Consultante", [("kv", pat_kv(c, c.i + 6) + [("IPP", R(c.IPP())), ("Accompagnée par", R(*(["personne"] if minor else [c.link, " (", *c.rel.name(3), ")"])))])]),
          ("Motif", [P("Rapport non protégé le ", c.cday(-2, 1), " ; demande de contraception d'urgence et de contraception au long cours. ",
                       BIO("beta-hCG < 5 UI/L"), ", IMC ", MES(ids.fr(c.w / (c.h / 100) ** 2, 1) + " kg/m²"), "."),
                     P("Consultation sans autorisation parentale : secret demandé (", ART("article L. 5134-1 du code de la santé publique"), ").") if minor else
                     P("Antécédents : ", "aucune grossesse" if c.i % 2 else "une IVG médicamenteuse", ", pilule mal tolérée."), c.hw()]),
          ("Conduite", [("tab", ["Méthode", "Choix", "Commentaire"],
                         [[["contraception d'urgence"], [ids.ULI[0], " ", DOSE(ids.ULI[1])], R("prise immédiate (", ATC(ids.ULI[2]), ")")],
                          [["implant"], [DISP("Nexplanon 68 mg")], R("pose ce jour, acte ", CCAM("QZLA004"))],
                          [["préservatifs"], ["externes et internes"], ["protection des IST"]]], [1.2, 1.4, 1.6]),
                        ("chk", [(True, "Dépistage CT / NG proposé"), (True, "Vaccination HPV vérifiée"), (minor, "Entretien sans accompagnant"), (c.i % 2 == 0, "Orientation vers le planning")])])]
    parts = [part("Consultation de santé sexuelle et de contraception", s1, issuer=c.head("Centre de santé sexuelle - CeGIDD"),
                  refs=[("IPP", R(c.IPP())), ("Date", R(c.cday(0, 0)))], sigs=[("La sage-femme" if sf.sex == 2 else "Le maïeuticien", [R(*sf.dr(4)), R("RPPS ", sf.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Ordonnance", [(None, [
            ("kv", [("Patiente", R(*p.name(0))), ("Née le", R(p.dn(c.i + 1))), ("NIR", R(p.nir(c.i + 2))), ("Poids", R(MES("%d kg" % c.w)))]),
            ("list", [R(ids.ULI[0], " ", DOSE(ids.ULI[1]), " : ", DOSE("1 comprimé en une prise"), " (", ATC(ids.ULI[2]), ") ;"),
                      R(ids.ETO[0], " ", DOSE(ids.ETO[1]), " (", ATC(ids.ETO[2]), "), pour ", DUR("3 ans"), " ;"),
                      R("préservatifs, ", MES("12 unités"), ", délivrance gratuite pour les moins de 26 ans.")]),
            P("Délivrance anonyme et gratuite possible ; ", ORG(ids.CGSS), " ; ", ORG("Fil Santé Jeunes"), " au ", PUB(ids.FSJ), ".")])],
            issuer=c.head("Centre de santé sexuelle - CeGIDD"), place=c.place(0, 1), refs=[("Ordonnance", R(c.ID("num_ordonnance")))],
            sigs=[("La sage-femme" if sf.sex == 2 else "Le maïeuticien", [R(*sf.dr(4)), R("RPPS ", sf.RPPS(True))])]))
    if c.npl >= 3:
        parts.append(part("Compte rendu de pose d'implant", [(None, [
            P("Pose le ", c.cday(0, 1), " à ", c.t(35, 1), " d'un implant à l'étonogestrel (", DISP("Nexplanon 68 mg"), ", lot ", LOT(c.lots[2]), ") au bras ",
              "gauche" if c.i % 2 else "droit", ", face interne, sous anesthésie locale (", DOSE("lidocaïne 1 % 2 mL"), "). Acte ", CCAM("QZLA004"), "."),
            P("Retrait ou changement prévu avant le ", c.cday(3 * 365, 0), ". Contrôle à ", DUR("3 mois"), " au ", c.E(c.planning), "."),
            ("kv", [("Patiente", R(*p.name(3), ", ", p.dn(c.i + 2))), ("Contact", R(p.MOB(), " - ", p.MAIL())), ("Personne à prévenir", R(*c.rel.name(0), " - ", c.rel.MOB()))])])],
            issuer=c.head("Centre de santé sexuelle - CeGIDD"), place=c.place(0, 0), sigs=[("La sage-femme" if sf.sex == 2 else "Le maïeuticien", [R(*sf.dr(1))])]))
    return dict(title="Contraception", code="CONTRA", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - santé sexuelle - ", *p.name(1), " - ", c.IPP()), foot=R(c.H(), " - centre de santé sexuelle"))


SHAPE_FUN_B = {"tpe_urgence": sh_tpe, "traitement_syphilis": sh_syphilis, "declaration_obligatoire_vih": sh_do,
               "carnet_vaccination": sh_vaccin, "consultation_contraception": sh_contra}

_ = (found, sero_rows, PROTO)
