"""The last five document types of corpus BW (see content.py): the palliative anticipated prescriptions (protocole de
détresse) with the PCA pump and the instructions to the family, the home transmission log with the symptom
assessment, the coordinating physician's weekly synthesis with the letter to the GP, the letter to the caregiver with
the respite request and the social worker's note, and the end of the stay at home (death at home with the summary of
the death certificate's administrative part, or a transfer)."""
from __future__ import annotations

from . import ids
from .content import dx, drugs, file_no, gp_run, scores
from .model import K, R, V
from .people import ATC, CIM, CODE, DISP, DOSE, DUR, LOI, MES, ORG, SCORE, P, Pro, hm, money, part

LEONETTI = "loi n° 2016-87 du 2 février 2016"


# ------------------------------------------------------------------ 6. anticipated prescriptions, the PCA, what the family does
def sh_anticipees(c, r):
    p, coord = c.pat, c.coord
    sit = [("douleur aiguë", "oxycodone 5 mg", "per os", "N02AA05"), ("dyspnée", "morphine 2 mg", "sous-cutanée", "N02AA01"),
           ("angoisse, agitation", "midazolam 2,5 mg", "sous-cutanée", "N05CD08"), ("encombrement", "scopolamine bromhydrate 0,5 mg", "sous-cutanée", "A04AD01"),
           ("nausées, vomissements", "halopéridol 1 mg", "sous-cutanée", "N05AD01"), ("détresse asphyxique ou hémorragique", "midazolam 5 mg", "sous-cutanée lente", "N05CD08")]
    rows = [[[s], [DOSE(d)], [v], [ATC(a)], [CODE(ids.ucd13(r))]] for s, d, v, a in sit[: 4 + c.i % 3]]
    s1 = [("Patient", [("kv", [("Nom", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i))), ("Poids", R(MES("%d kg" % r.randint(41, 78)))),
                               ("Séjour", R(c.STAY())), ("Médecin traitant", gp_run(c, 2))])]),
          ("Prescriptions anticipées", [("tab", ["Situation", "Médicament", "Voie", "ATC", "UCD"], rows, [1.5, 1.6, 1.0, 0.8, 1.3]),
                                        P("L'infirmier", " libéral" if c.i % 2 else "", " administre la prescription correspondant à la situation, la renouvelle une fois après ",
                                          DUR("20 minutes"), " si besoin, puis appelle l'astreinte de l'", c.ACR(), " (", V("TELEPHONE", c.h24), ")."),
                                        ("alert", [R("Protocole de détresse : midazolam en sous-cutanée lente, l'infirmier reste auprès du patient et de l'aidant ; "
                                                     "sédation proportionnée conformément à la ", LOI(LEONETTI), ".")])])]
    parts = [part("Prescriptions anticipées personnalisées", s1, issuer=c.head("Médecin coordonnateur"), refs=[("IPP", R(c.IPP())), ("Rédigées le", R(c.cday(0, 0)))],
                  sigs=[("Le médecin coordonnateur", [R(*coord.dr(0)), R("RPPS ", coord.RPPS())]), ("Le médecin traitant", [R(*c.gp.dr(1))])])]
    if c.npl >= 2:
        parts.append(part("Prescription de l'analgésie contrôlée par le patient (PCA)", [(None, [
            ("kv", [("Patient", R(*p.name(0), ", ", p.dn(c.i + 1))), ("Pompe", R(DISP("Pompe PCA Solivia 2"), ", n° ", DISP(ids.serial(r, "PCA")))),
                    ("Produit", R(DOSE("morphine 1 mg/mL"), " (", ATC("N02AA01"), ")")), ("Débit continu", R(MES("0,5 mg/h"))), ("Bolus", R(DOSE("1 mg"))),
                    ("Période réfractaire", R(DUR("20 minutes"))), ("Prestataire", R(c.PROV(), ", client ", c.CLIENT()))]),
            P("La cassette est changée par ", *c.idel.name(0), " (", c.cab, ") ; la clé de la pompe reste à l'", c.ACR(), "."),
            P("Réévaluation à ", DUR("48 heures"), " par le ", *coord.dr(0), " ; ", SCORE("EVA 6/10"), " à la pose, objectif inférieur à ", SCORE("3/10"), "."),
            c.hw()])], issuer=c.head("Médecin coordonnateur"), refs=[("Séjour", R(c.STAY()))], place=c.place(1, 1),
            sigs=[("Le médecin coordonnateur", [R(*coord.dr(0))])]))
    if c.npl >= 3:
        a = c.aidant
        parts.append(part("Que faire en cas d'aggravation : conseils à l'entourage", [(None, [
            P(a.civ(True) + ","),
            P("Vous accompagnez ", *p.name(0), " à domicile. Ces conseils complètent les prescriptions anticipées laissées dans le classeur."),
            ("list", [R("si la respiration devient bruyante, installez-le sur le côté et appelez l'infirmier ;"),
                      R("si la douleur revient, il peut appuyer sur le bouton de la pompe, au plus ", DOSE("4 bolus par heure"), " ;"),
                      R("la nuit, appelez l'astreinte au ", V("TELEPHONE", c.h24), " avant tout autre numéro ;"),
                      R("au moment du décès, il n'y a pas d'urgence : prévenez l'astreinte, qui joint le ", *c.gp.dr(0), ".")]),
            ("kv", [("Patient", R(*p.name(1))), ("Destinataire", R(*a.name(0), ", ", c.link)), ("Psychologue de l'HAD", R(V("TELEPHONE", c.htel)))])])],
            issuer=c.head(), to=a.card(c.i), place=c.place(1, 1), sigs=[("L'infirmière coordinatrice", [R(*c.idec.name(0))])]))
    return dict(title="Prescriptions anticipées en soins palliatifs", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - prescriptions anticipées - ", *p.name(1), " - ", c.STAY()), foot=R(c.H(), " - à conserver dans le classeur du domicile"))


# ------------------------------------------------------------------ 7. the transmission log and the symptom assessment
def entries(c, r, day0, n):
    p, a = c.pat, c.aidant
    who = [c.idel, c.idel2, c.aide, c.aide2, c.idec]
    texts = [lambda: R("toilette au lit, effleurage des points d'appui ; ", SCORE("Braden 11"), ", rougeur au talon droit."),
             lambda: R("douleur ", SCORE("EVA 6/10"), " : interdose ", DOSE("oxycodone 5 mg"), " donnée à ", hm(8, 20), ", revue à ", hm(9, 0), " ", SCORE("EVA 2/10"), "."),
             lambda: R("appel de ", *a.name(3), " (", c.link, ") au ", a.MOB(), " : nuit agitée, a peu dormi."),
             lambda: R("pansement de l'escarre sacrée fait ; plaie propre, ", MES("3 x 2 cm"), "."),
             lambda: R("passage du ", *c.gp.dr(1), " : arrêt du ", DOSE("furosémide 40 mg"), ", ordonnance laissée au classeur."),
             lambda: R("code de la boîte à clés changé par la famille : nouveau code ", V("IDENTIFIANT", ids.access_code(r, "boite"), "code_acces"), "."),
             lambda: R("livraison de ", c.PROV(), " : ", DISP("matelas à air Cyclair P3"), " changé, alarme réglée."),
             lambda: R("RAS, patient", p.e(), " endormi", p.e(), ", respiration calme, ", MES("SpO2 93 %"), " sous ", MES("2 L/min"), "."),
             lambda: R("visite de la psychologue avec ", *a.name(0), " ; épuisement de l'aidant, répit proposé."),
             lambda: R("cassette de la PCA changée, ", DOSE("morphine 1 mg/mL"), ", ", SCORE("RASS -1"), ".")]
    out = []
    for k in range(n):
        w = who[(k + c.i) % len(who)]
        out.append((R(c.cday(day0 + k // 3, 4), " ", hm([7, 11, 19][k % 3] + r.randint(0, 1), r.choice([5, 20, 40, 50]))), R(w.ini()), texts[(k + c.i + day0) % len(texts)]()))
    return out


def sh_transmissions(c, r):
    p = c.pat
    s1 = [(None, [("kv", [("Patient", R(*p.name(5))), ("Séjour", R(c.STAY())), ("Cahier ouvert le", R(c.cday(0, 1)))])]),
          ("Transmissions", [("log", entries(c, r, 0, 7))])]
    parts = [part("Cahier de transmissions du domicile", s1, issuer=c.head("Dossier de soins au domicile"), refs=[("Dossier", R(file_no(c)))],
                  sigs=[])]
    if c.npl >= 2:
        srows = []
        for k in range(5):
            srows.append([[c.cday(k, 4)], [SCORE("%d/10" % r.randint(1, 8))], [SCORE("%d/10" % r.randint(3, 9))], [SCORE("%d/10" % r.randint(0, 5))],
                          [SCORE("%d/10" % r.randint(1, 7))], [SCORE("%d/10" % r.randint(1, 8))], [MES("%d %%" % r.randint(88, 97))], [(c.idel, c.idel2, c.idec)[k % 3].ini()]])
        ka, pps = scores(c)
        parts.append(part("Évaluation des symptômes (ESAS) et surveillance", [(None, [
            ("kv", [("Patient", R(*p.name(0), ", ", p.dn(c.i))), ("IPP", R(c.IPP())), ("État général", R(ka, " ; ", pps))]),
            ("tab", ["Date", "Douleur", "Fatigue", "Nausée", "Dyspnée", "Anxiété", "SpO2", "Visa"], srows, [0.9, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.6]),
            P("Cotation de 0 (absent) à 10 (le pire imaginable), remplie avec le patient ou, à défaut, avec ", *c.aidant.name(0), "."),
            c.hw()])], issuer=c.head("Dossier de soins au domicile"), refs=[("Séjour", R(c.STAY()))], sigs=[("L'infirmière coordinatrice", [R(*c.idec.name(3))])]))
    if c.npl >= 3:
        parts.append(part("Cahier de transmissions du domicile (nuit et week-end)", [("Transmissions", [("log", entries(c, r, 5, 6))]),
                                                                                       (None, [P("Relu par ", *c.coord.dr(1), " le ", c.cday(7, 1), ".")])],
                          issuer=c.head("Dossier de soins au domicile"), refs=[("Patient", R(*p.name(1)))]))
    return dict(title="Cahier de transmissions", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - transmissions - ", *p.name(1), " - ", p.VILLE()), foot=R(c.H(), " - cahier du domicile"))


# ------------------------------------------------------------------ 8. the weekly synthesis, the letter to the GP, the attendance sheet
def sh_synthese(c, r):
    p, coord, gp = c.pat, c.coord, c.gp
    psy = Pro(c, "personnel")
    d = dx(c)
    ka, pps = scores(c)
    s1 = [("Patient", [("kv", [("Nom", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i))), ("Séjour", R(c.STAY(), " depuis le ", c.cday(-12, 1))),
                               ("Diagnostic", R(d[0], " (", CIM(d[1]), ", ", CIM("Z51.5"), ")"))])]),
          ("Évolution de la semaine", [P("État général stable, ", ka, ", ", pps, ". Douleurs contrôlées par ", DOSE("morphine LP 30 mg"), " matin et soir, ",
                                         "deux interdoses par jour en moyenne. Alimentation réduite à quelques cuillères ; hydratation sous-cutanée de ", MES("500 mL"), " la nuit."),
                                       P("L'aidant, ", *c.aidant.name(0), ", exprime une grande fatigue ; ", *c.asoc.name(0), ", assistante sociale, a vu la famille le ",
                                         c.cday(-2, 1), ".")]),
          ("Décisions", [("list", [R("poursuite de l'HAD, réévaluation le ", c.cday(7, 1), " ;"),
                                   R("augmentation du passage de l'aide-soignant (", c.ssiad, ") à deux fois par jour ;"),
                                   R("proposition d'un séjour de répit ; entretien avec ", *psy.name(0), ", psychologue, ADELI ", psy.ADELI(), " ;"),
                                   R("prescriptions anticipées révisées et signées par le ", *gp.dr(1), ".")])])]
    parts = [part("Synthèse hebdomadaire de coordination", s1, issuer=c.head("Réunion de coordination"), refs=[("Réunion du", R(c.cday(0, 0))), ("IPP", R(c.IPP()))],
                  sigs=[("Le médecin coordonnateur", [R(*coord.dr(0)), R("RPPS ", coord.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Courrier au médecin traitant", [(None, [
            P("Chère consœur," if gp.sex == 2 else "Cher confrère,"),
            P("Je vous adresse la synthèse de la semaine pour votre patient", p.e(), " ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 1), ", hospitalisé", p.e(),
              " à domicile depuis le ", c.cday(-12, 1), " (séjour ", c.STAY(), ")."),
            P("Les symptômes sont contrôlés ; nous avons renforcé les passages de l'équipe et proposé un répit à l'aidant. La ", DOSE("dexaméthasone 4 mg"), " (", ATC("H02AB02"),
              ") pourra être arrêtée lors de votre prochaine visite."),
            c.hw(),
            P("Je reste joignable au ", V("TELEPHONE", c.htel), " ou par messagerie sécurisée (", V("EMAIL", coord.mail), "). Bien confraternellement.")])],
            issuer=c.head("Médecin coordonnateur"), to={"name": R(*gp.dr(0)), "lines": [R(gp.ADR()), R(gp.CP(), " ", gp.VILLE(True))]}, place=c.place(1, 1),
            sigs=[("Le médecin coordonnateur", [R(*coord.dr(0))])]))
    if c.npl >= 3:
        att = [[R(*coord.dr(3)), ["médecin coordonnateur"], R(c.ACR())], [R(*c.idec.name(1)), ["infirmière coordinatrice"], R(c.ACR())],
               [R(*psy.name(1)), ["psychologue"], R(c.ACR())], [R(*c.asoc.name(1)), ["assistante sociale"], R(c.ACR())],
               [R(*c.idel.name(1)), ["infirmière libérale"], R(c.cab)], [R(*c.aide.name(1)), ["aide-soignante"], R(c.ssiad)]]
        parts.append(part("Feuille d'émargement de la réunion de coordination", [(None, [
            ("kv", [("Réunion", R(c.cday(0, 2), ", ", hm(13, 30), " - ", hm(15, 0))), ("Lieu", R("salle de l'", c.ACR(), ", ", c.HVILLE())), ("Patients vus", R("6, dont ", *p.name(4)))]),
            ("tab", ["Nom", "Fonction", "Structure"], att, [1.6, 1.4, 1.8]),
            P("Durée de la réunion : ", DUR("1 h 30"), ". Compte rendu classé dans le dossier ", file_no(c), ".")])], issuer=c.head("Réunion de coordination")))
    return dict(title="Synthèse de coordination", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - synthèse - ", *p.name(1), " - séjour ", c.STAY()), foot=R(c.H(), " - médecin coordonnateur"))


# ------------------------------------------------------------------ 9. the caregiver: information letter, respite request, social note
def sh_aidant(c, r):
    p, a, asoc = c.pat, c.aidant, c.asoc
    plat = V("ETABLISSEMENT", ids.PLATEFORMES[c.hk], "plateforme")
    ptel = V("TELEPHONE", ids.phone(r, False, c.i + 5))
    apa = V("IDENTIFIANT", "APA-%s-%06d" % (c.dept, r.randint(1, 999999)), "num_apa")
    psy = Pro(c, "personnel", sex=2)
    s1 = [(None, [P(a.civ(True) + ","),
                  P("Vous accompagnez chaque jour ", *p.name(2), ", pendant son hospitalisation à domicile. L'équipe de l'", c.ACR(), " souhaite vous rappeler les aides "
                    "auxquelles vous avez droit en tant que proche aidant."),
                  ("list", [R("le congé de proche aidant (", K("ARTICLE", "article L. 3142-16 du code du travail"), "), indemnisé par l'allocation journalière du proche aidant versée par la ",
                              ORG("CAF"), " ;"),
                            R("un accompagnement par ", plat, ", joignable au ", ptel, " ;"),
                            R("des entretiens avec ", *psy.name(0), ", psychologue de l'HAD (ADELI ", psy.ADELI(), ") ;"),
                            R("un séjour de répit ou un hébergement temporaire de ", DUR("15 jours"), " au plus, pris en charge dans le plan d'aide du ", c.CD(), ".")]),
                  P("Vous pouvez nous joindre au ", V("TELEPHONE", c.htel), " du lundi au vendredi ; la nuit et le week-end, l'astreinte répond au ", V("TELEPHONE", c.h24), "."),
                  c.hw()])]
    parts = [part("Lettre d'information au proche aidant", s1, issuer=c.head("Service social"), to=a.card(c.i), place=c.place(3, 1),
                  refs=[("Patient", R(*p.name(1)))], sigs=[("L'assistante sociale", [R(*asoc.name(0))])])]
    if c.npl >= 2:
        parts.append(part("Demande de séjour de répit", [
            ("L'aidant", [("kv", [("Nom, prénom", R(*a.name(1))), ("Né" + a.e() + " le", R(a.dn(c.i))), ("Adresse", R(*a.addr1())), ("Téléphone", R(a.MOB())),
                                  ("Courriel", R(a.MAIL())), ("Lien", R(c.link))])]),
            ("La personne aidée", [("kv", [("Nom, prénom", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i + 3))), ("NIR", R(p.nir(c.i))),
                                           ("Dépendance", R(SCORE("GIR %d" % r.randint(1, 2)))), ("Plan d'aide APA", R(apa))])]),
            ("Séjour souhaité", [P("Du ", c.cday(20, 1), " au ", c.cday(27, 1), " ; motif : épuisement de l'aidant, hospitalisation programmée de l'aidant."),
                                 ("chk", [(True, "Hébergement temporaire en établissement"), (c.i % 2 == 0, "Relayage à domicile"), (False, "Accueil de jour")])])],
            issuer={"name": R(plat), "service": "Répit et accompagnement des aidants", "lines": [R(V("VILLE", c.htown))], "contact": [R("Tél. ", ptel)], "legal": None},
            refs=[("Reçue le", R(c.cday(5, 0)))], sigs=[("L'aidant", [R(*a.name(3))])]))
    if c.npl >= 3:
        parts.append(part("Note sociale", [(None, [
            ("kv", [("Situation", R(*p.name(0), ", ", p.age(), ", ", "vit avec " if c.cohab else "vit seul" + p.e() + ", aidé" + p.e() + " par ", *a.name(0))),
                    ("Ressources", R("pension de retraite, ", money(r.uniform(900, 1900)), " par mois")), ("APA", R(apa, ", ", c.CD()))]),
            P("Dossier de révision de l'APA envoyé le ", c.cday(6, 1), " ; la ", c.CPAM(), " prend en charge les frais de l'HAD. Une aide-ménagère intervient ", DUR("6 heures"), " par semaine."),
            ("list", [R("contact avec ", plat, " pour le répit ;"), R("demande de congé de proche aidant à transmettre à l'employeur de l'aidant ;"),
                      R("point avec ", *c.idec.name(0), " sur le renfort des passages.")])])],
            issuer=c.head("Service social"), refs=[("Dossier", R(file_no(c)))], sigs=[("L'assistante sociale", [R(*asoc.name(0)), R("ADELI ", asoc.ADELI())])]))
    return dict(title="Soutien du proche aidant", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - aidant - ", *a.name(1), " pour ", *p.name(1)), foot=R(c.H(), " - service social"))


# ------------------------------------------------------------------ 10. the end of the stay: death at home or transfer
def sh_fin(c, r):
    p, a, coord, gp = c.pat, c.aidant, c.coord, c.gp
    death = c.i % 2 == 0
    last = 18 + r.randint(0, 20)
    dd = c.date(last)
    dd_text = "%s %d %s %d" % (ids.JOURS[dd.weekday()], dd.day, ids.MOIS[dd.month - 1], dd.year)
    DEC = V("DATE_DECES", dd_text)
    hour = hm(r.randint(0, 23), r.choice([5, 15, 35, 50]))
    nrow = [[["passages infirmiers"], [str(r.randint(40, 90))]], [["passages d'aide-soignant"], [str(r.randint(20, 60))]],
            [["visites du médecin traitant"], [str(r.randint(3, 8))]], [["visites du médecin coordonnateur"], [str(r.randint(1, 4))]]]
    end = (R("décès au domicile le ", DEC, " à ", hour, ", en présence de ", *a.name(0)) if death else
           R("transfert vers le ", c.HOSP(), " le ", c.cday(last, 0), " à la demande du patient"))
    s1 = [("Séjour", [("kv", [("Patient", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i))), ("Séjour", R(c.STAY())), ("IPP", R(c.IPP())),
                              ("Admission", R(c.cday(0, 0))), ("Fin de prise en charge", end)])]),
          ("Résumé", [P("Prise en charge palliative au domicile pour ", dx(c)[0], " (", CIM(dx(c)[1]), "). Symptômes contrôlés par ", DOSE("morphine 1 mg/mL"),
                        " en PCA et ", DOSE("midazolam 2,5 mg"), " à la demande ; ", "sédation proportionnée les dernières heures." if death else "aggravation respiratoire la dernière semaine."),
                      ("tab", ["Intervention", "Nombre"], nrow, [3.0, 1.0])])]
    parts = [part("Compte rendu de fin d'hospitalisation à domicile", s1, issuer=c.head("Médecin coordonnateur"), refs=[("Dossier", R(file_no(c)))],
                  place=c.place(last + 1, 1), sigs=[("Le médecin coordonnateur", [R(*coord.dr(0)), R("RPPS ", coord.RPPS())])])]
    if c.npl >= 2:
        if death:
            parts.append(part("Certificat de décès : résumé du volet administratif", [(None, [
                ("kv", [("Défunt" + p.e(), R(*p.name(2 if c.i % 4 == 0 else 9))), ("Né" + p.e() + " le", R(*p.born(c.i + 1))), ("Domicile", R(*p.addr1())),
                        ("Commune du décès", R(p.CP(), " ", p.VILLE(True))), ("Date du décès", R(DEC)), ("Heure", R(hour)), ("Lieu", R("domicile"))]),
                ("chk", [(False, "Obstacle médico-légal"), (False, "Mise en bière immédiate"), (c.i % 4 == 0, "Prélèvement en vue de rechercher la cause du décès"),
                         (True, "Certificat établi par voie électronique")]),
                P("Certificat établi par le ", *gp.dr(0), ", RPPS ", gp.RPPS(), ", appelé par l'astreinte de l'", c.ACR(), " ; volet médical transmis à l'", c.ARS(), "."),
                c.hw()])], issuer=c.head("Médecin coordonnateur"), refs=[("Séjour", R(c.STAY()))], sigs=[("Le médecin", [R(*gp.dr(1))])]))
        else:
            parts.append(part("Lettre de liaison à la sortie de l'HAD", [(None, [
                P("Chère consœur," if gp.sex == 2 else "Cher confrère,"),
                P(*p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 1), ", a été transféré", p.e(), " le ", c.cday(last, 1), " au ", c.HOSP(), " (", c.ward, ")."),
                ("kv", [("Traitement", R(*[x for n, po, at in drugs(c, 3) for x in (DOSE(n), " ; ")])), ("Prestataire", R(c.PROV(), " - client ", c.CLIENT())),
                        ("Aidant", R(*a.name(0), ", ", a.MOB()))]),
                c.hw()])], issuer=c.head("Médecin coordonnateur"), to={"name": R(*gp.dr(0)), "lines": [R(gp.ADR()), R(gp.CP(), " ", gp.VILLE(True))]},
                place=c.place(last, 1), sigs=[("Le médecin coordonnateur", [R(*coord.dr(0))])]))
    if c.npl >= 3:
        parts.append(part("Courrier à la famille" if death else "Reprise du matériel médical", [(None, [
            P(a.civ(True) + ","),
            P(*(["L'équipe de l'", c.ACR(), " vous présente ses sincères condoléances. Nous avons accompagné ", *p.name(0), " jusqu'au ", DEC, "."] if death else
                ["À la suite du transfert de ", *p.name(0), ", le matériel sera repris au domicile."])),
            P("Le prestataire ", c.PROV(), " reprendra le lit et le matériel sous ", DUR("48 heures"), " (client ", c.CLIENT(), ") ; laissez le code de la boîte à clés (",
              c.BOX(), ") actif jusqu'à son passage."),
            P("Les médicaments restants, dont les stupéfiants, sont à rapporter à la ", c.pharma, "." + (" La psychologue de l'équipe peut vous recevoir pour un suivi de deuil ;"
                                                                                                       " appelez le " if death else " Pour toute question, appelez le "), V("TELEPHONE", c.htel), ".")])],
            issuer=c.head(), to=a.card(c.i), place=c.place(last + 3, 1), sigs=[("L'infirmière coordinatrice", [R(*c.idec.name(0))])]))
    return dict(title="Fin de l'hospitalisation à domicile", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - fin de séjour - ", *p.name(1), " - ", c.STAY()), foot=R(c.H(), " - dossier clos"))


SHAPE_FUN_B = {"prescriptions_anticipees": sh_anticipees, "cahier_transmissions": sh_transmissions, "synthese_coordination": sh_synthese,
               "courrier_aidant_repit": sh_aidant, "fin_sejour_deces": sh_fin}

