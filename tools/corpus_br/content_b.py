"""The last seven document types of corpus BR (see content.py): a nursery admission (the GP's certificate, the family and
authorisations sheet, the nursery's fever protocol), a vaccination record (attestation, international certificate, the
PMI's catch-up letter), a neonatology discharge letter with the PMI liaison sheet
and the birth summary, an "information préoccupante" sent to the CRIP by the hospital social worker with the family
assessment and the letter informing the parents, a CAMSP multidisciplinary assessment, a separated parent's request
for the child's medical file with the answer and the letter to the other parent, and a consent to surgery and
anaesthesia of a minor signed by both holders of parental authority with the anaesthesia consultation and the
day-surgery convocation. Same people, values and blocks as content.py.
"""
from __future__ import annotations

import datetime

from . import ids
from .content import P, Person, Pro, hm, lot, part, shots, who_tab
from .model import K, R, V


def bday(c, n, style=0):
    return c.dday(c.child.bdate + datetime.timedelta(days=n), style)


# ------------------------------------------------------------------ 4. nursery admission
def sh_creche(c, r):
    ch, mo, fa = c.child, c.mother, c.father
    cr, g = c.creche(), c.gp
    mref = Pro(c)
    wt = 4.0 + (c.day - ch.bdate).days * 0.013
    cab = {"name": R(g.dr(0)), "acr": R("Médecine générale"), "service": "Cabinet médical",
           "lines": [R(*g.addr1())], "contact": [R("Tél. ", g.FIXE())], "legal": R("RPPS ", g.RPPS())}
    iss = {"name": R(cr["name"]), "acr": R(cr["town"]), "service": "Établissement d'accueil du jeune enfant",
           "lines": [R(cr["street"], ", ", cr["cp"], " ", cr["town"])], "contact": [R("Tél. ", cr["tel"]), R(cr["mail"])],
           "legal": R("Directrice : ", cr["head"].name(0))}
    vacc = []
    for when, vn, val in shots(c, r):
        vacc.append([[val], [K("VACCIN", vn)], [c.dday(when, 0)], [lot(r)]])
    s1 = [(None, [P("Je soussigné" + ("e" if g.sex == 2 else "") + ", ", g.dr(0), ", certifie avoir examiné le ", c.cday(0, 1), " ", ch.name(5), ", ",
                    ch.ne(), " le ", ch.dn(2), ", âgé" + ch.e() + " de ", ch.age(), ", et n'avoir constaté aucune contre-indication à son accueil "
                    "en collectivité (", K("ARTICLE", "article R.2324-39-1 du CSP"), ")."),
                  ("kv", [("Poids ce jour", R(K("MESURE", ("%.2f kg" % wt).replace(".", ",")))), ("Allergies connues", R(r.choice(["aucune", "protéines de lait de vache (APLV)"]))),
                          ("Traitement en cours", R(K("DOSE", "vitamine D 800 UI/j")))]),
                  ("tab", ["Valences", "Vaccin", "Date", "Lot"], vacc, [1.6, 1.2, 1.0, 1.0]),
                  P("Les vaccinations obligatoires sont à jour à la date du certificat (", K("ARTICLE", "article L.3111-2 du CSP"), ").")])]
    parts = [part("Certificat médical d'admission en crèche", s1, issuer=cab, to={"name": R("Madame la directrice"), "lines": [R(cr["name"]), R(cr["cp"], " ", cr["town"])]},
                  place=R(V("VILLE", g.home.town), ", le ", c.cday(0, 1)), sigs=[("", [R(g.dr(1)), R("RPPS ", g.RPPS())])])]
    if c.npl >= 2:
        pick = [Person(c, 2, datetime.date(mo.bdate.year - 27, 4, 9), "proche", last=mo.birth or mo.last, pool=ids.OLD_F)]
        if c.step:
            pick.append(c.step)
        pick.append(Person(c, r.choice([1, 2]), datetime.date(1990, 1, 1), "proche"))
        liens = ["grand-mère maternelle"] + (["conjoint de la mère"] if c.step else []) + ["voisin" + pick[-1].e()]
        rows = [[p_.name(1), [lien], [p_.MOB()], [V("IDENTIFIANT", ids.id_card(r), "cni")]] for p_, lien in zip(pick, liens)]
        parts.append(part("Dossier d'inscription - famille et autorisations", [
            ("Enfant", [("kv", [("Nom, prénoms", R(ch.NOM(), " ", *ch.PRES())), ("Né" + ch.e() + " le", R(ch.dn(4))), ("Entrée prévue le", R(c.cday(14, 0))),
                                ("Contrat", R(K("DUREE", "4 jours par semaine"), ", ", hm(8, 0), " - ", hm(17, 30)))])]),
            ("Parents", [who_tab(c, c.i + 1),
                         ("kv", [("Employeur de la mère", R(V("ETABLISSEMENT", r.choice(ids.EMPLOYERS[:-1]), "employeur"))),
                                 ("Allocataire CAF", R(c.ALLOC(), " - quotient familial ", K("MONTANT", "%d €" % r.randint(480, 1500)))),
                                 ("Assuré(e) social(e)", R(c.payer().name(1), " - ", c.payer().nir(2)))])]),
            ("Personnes autorisées à venir chercher l'enfant", [("tab", ["Nom et prénom", "Lien", "Téléphone", "Pièce d'identité n°"], rows, [1.8, 1.4, 1.2, 1.3])]),
            ("Autorisations", [("yn", [("Photographies dans la structure", c.i % 3 != 0), ("Sorties accompagnées à pied", True),
                                       ("Administration de paracétamol selon le protocole", True), ("Transport par les pompiers si urgence", True)])])],
            issuer=iss, sigs=[("La mère", [R(mo.name(3))]), ("Le père", [R(fa.name(3))])]))
    if c.npl >= 3:
        dose = int(wt)
        parts.append(part("Protocole fièvre et douleur", [(None, [
            P("Enfant : ", ch.name(1), " - ", ch.dn(0), " - poids de référence ", K("MESURE", "%d kg" % dose), " (pesée du ", c.cday(0, 0), ")."),
            ("tab", ["Situation", "Conduite à tenir"],
             [[["température de plus de 38,5 °C mal tolérée"], [K("DOSE", "paracétamol 15 mg/kg"), " : ", K("DOSE", "Doliprane suspension buvable dose-poids %d kg" % dose),
                                                         ", au plus toutes les ", K("DUREE", "6 heures")]],
              [["convulsion"], ["allonger en position latérale de sécurité, appeler le 15 puis les parents"]],
              [["douleur dentaire"], ["paracétamol selon le même schéma ; prévenir les parents"]]], [1.6, 3.2]),
            P("Protocole validé par le ", mref.dr(0), ", médecin référent de la structure (RPPS ", mref.RPPS(), ")."),
            ("chk", [(True, "Les parents ont été informés"), (False, "Traitement de fond à administrer")])])],
            issuer=iss, refs=[("Mise à jour", R(c.cday(-30, 0)))], sigs=[("Médecin référent", [R(mref.dr(1))]), ("Directrice", [R(cr["head"].name(0))]),
                                                                         ("Représentant légal", [R((mo if c.i % 2 else fa).name(0))])]))
    return dict(title="Admission en crèche", issuer=cab, parts=parts, head=R(ch.name(1), " - ", ch.dn(0), " - ", cr["name"]),
                foot=R(cr["name"], " - ", cr["street"], ", ", cr["cp"], " ", cr["town"], " - ", cr["tel"]))


# ------------------------------------------------------------------ 5. vaccination record
def sh_vacc(c, r):
    ch, mo, fa, g = c.child, c.mother, c.father, c.gp
    pmi = c.pmi()
    nurse, cvi = Pro(c, "soignant", sex=2), Pro(c)
    rows = []
    for k, (when, vn, val) in enumerate(shots(c, r)):
        by = g.dr(1) if k % 3 else ["PMI - ", nurse.NOM()]
        rows.append([[c.dday(when, 0)], [K("AGE", ids.age_text(ch.bdate, when))], [K("VACCIN", vn)], [val], [lot(r)], by])
    pp = V("IDENTIFIANT", ids.passport(r), "passeport")
    rep = mo if c.i % 2 else fa
    s1 = [("Enfant", [("kv", [("Nom", R(ch.NOM())), ("Prénoms", R(*ch.PRES())), ("Né" + ch.e() + " le", R(ch.dn(5))), ("INS", R(ch.nir(3))),
                              ("Médecin traitant", R(g.dr(0), " - ", V("VILLE", g.home.town)))])]),
          ("Vaccinations reportées du carnet de santé", [("tab", ["Date", "Âge", "Vaccin", "Valences", "Lot", "Vaccinateur"], rows, [0.9, 0.9, 1.1, 1.4, 0.8, 1.3]),
                                                         P("Copie certifiée conforme au carnet de santé présenté par ", rep.name(0), " le ", c.cday(0, 1),
                                                           " ; l'enfant est à jour des vaccinations obligatoires (", K("ARTICLE", "article L.3111-2 du CSP"), ").")])]
    parts = [part("Attestation de vaccinations", s1, issuer=pmi, place=R(V("VILLE", pmi["town"]), ", le ", c.cday(0, 1)),
                  refs=[("Demandée par", R(rep.name(0), " pour l'inscription scolaire"))], sigs=[("Le médecin", [R(g.dr(0)), R("RPPS ", g.RPPS())])])]
    if c.npl >= 2:
        est = c.estab("Centre de vaccinations internationales", "cvi")
        parts.append(part("Certificat international de vaccination ou de prophylaxie", [(None, [
            P("Nous certifions que / This is to certify that ", ch.name(4), ", né" + ch.e() + " le / date of birth ", ch.dn(4), ", sexe / sex ",
              "F" if ch.sex == 2 else "M", ", nationalité / nationality française, document d'identification / national identification document ", pp,
              ", dont la signature suit / whose signature follows : signature du représentant légal ", rep.name(0), ","),
            P("a été vacciné" + ch.e() + " ou a reçu des agents prophylactiques à la date indiquée contre / has on the date indicated been vaccinated or received "
              "prophylaxis against : fièvre jaune / yellow fever, conformément au Règlement sanitaire international."),
            ("tab", ["Vaccin / Vaccine", "Date", "Clinicien / Clinician", "Fabricant et lot / Manufacturer and batch", "Validité / Valid"],
             [[[K("VACCIN", "Stamaril")], [c.cday(0, 0)], cvi.dr(0), ["Sanofi Pasteur, lot ", lot(r)], ["du ", c.cday(10, 0), " : à vie / life"]]],
             [1.0, 0.9, 1.5, 1.7, 1.3]),
            P("Séjour prévu au Sénégal du ", c.cday(20, 0), " au ", c.cday(41, 0), " avec ses parents ; ", K("DOSE", "atovaquone-proguanil 62,5/25 mg"), " prescrit."),
            ("kv", [("Cachet officiel du centre", R(c.E(), " - ", c.A()))])])],
            issuer=est, sigs=[("Clinicien / Clinician", [R(cvi.dr(3)), R("RPPS ", cvi.RPPS())])]))
    if c.npl >= 3:
        rdv = c.cday(r.randint(20, 40), 4)
        parts.append(part("Rattrapage vaccinal - courrier aux parents", [(None, [
            P(mo.civ(True) + ", " + fa.civ(True) + ","),
            P("Le carnet de santé de votre " + ch.fils() + " ", ch.name(2), " (", ch.age(style=3), ") montre qu'il manque les vaccinations suivantes :"),
            ("tab", ["Vaccin", "Âge recommandé", "Statut"], [[[K("VACCIN", "Boostrixtetra")], [K("AGE", "6 ans")], ["à faire"]],
                                                           [[K("VACCIN", "Nimenrix")], [K("AGE", "11 ans")], ["à prévoir"]],
                                                           [[K("VACCIN", "Gardasil 9")], [K("AGE", "11 ans")], ["proposé"]]], [1.3, 1.3, 1.2]),
            P("Nous vous proposons un rendez-vous le ", rdv, " à ", hm(16, 30), " au centre de PMI. Merci de venir avec le carnet de santé. En cas "
              "d'empêchement, appelez le ", *pmi["contact"][0][1:], "."),
            P("Veuillez agréer, Madame, Monsieur, nos salutations distinguées.")])],
            issuer=pmi, to={"name": R(mo.name(2), " et ", fa.name(0)) if c.mode in ("couple", "union") else R(mo.name(0)), "lines": mo.addr_lines()},
            place=R(V("VILLE", pmi["town"]), ", le ", c.cday(2, 1)), sigs=[("La puéricultrice", [R(nurse.name(0))])]))
    return dict(title="Vaccinations de l'enfant", issuer=pmi, parts=parts, head=R("Vaccinations - ", ch.name(1), " - ", ch.dn(0)),
                foot=R(*pmi["name"], " - ", *pmi["lines"][0]))


# ------------------------------------------------------------------ 6. neonatology discharge
def sh_neonat(c, r):
    ch, mo, fa = c.child, c.mother, c.father
    est = c.estab("Service de néonatologie", "neonatologie")
    neo, interne, sf = Pro(c), Pro(c), Pro(c, "soignant")
    pmi = c.pmi()
    los = (c.day - ch.bdate).days
    term = (r.randint(31, 36), r.randint(0, 6))
    bw = r.randint(1650, 2600)
    ipp_m = V("IPP", ids.ipp(r, c.i + 1, child=False), "mere")
    hour = hm(r.randint(0, 23), r.randint(0, 59))
    g = "G%dP%d" % (len(c.sibs) + 1 + r.randint(0, 1), len(c.sibs) + 1)
    letter = [(None, [
        P("Chère consœur, cher confrère,"),
        P("Nous vous adressons ", ch.name(0), ", ", ch.ne(), " le ", ch.dn(2), " à ", hour, " au ", c.E(), ", " + ch.fils() + " de ", mo.name(2),
          ", ", mo.ne(), " le ", mo.dn(0), " (", K("CODE", g), "), et de ", fa.name(0), ". Naissance à ", K("TERME", "%d SA + %d j" % term),
          " par voie basse, poids de naissance ", K("MESURE", "%d g" % bw), " (", K("PERCENTILE", "P%d" % r.choice([10, 15, 25])), "), Apgar ",
          K("SCORE", "%d/%d/10" % (r.randint(5, 8), r.randint(8, 10))), "."),
        P("Hospitalisation en néonatologie du ", ch.dn(0), " au ", c.cday(0, 0), " (", K("DUREE", "%d jours" % los), ") pour prématurité et ",
          "ictère traité par photothérapie (bilirubine maximale ", K("MESURE", "%d µmol/l" % r.randint(180, 290)), "). Pas d'apnée après ",
          K("AGE", "J%d" % r.randint(3, 6)), ". Alimentation : ", r.choice(["allaitement maternel exclusif", "lait maternel enrichi puis mise au sein", "lait pour prématurés"]), "."),
        ("tab", ["Dépistage", "Date", "Résultat"], [[["Buvard (", K("EPONYME", "test de Guthrie"), ")"], [bday(c, 3, 0)], ["en attente"]],
                                                    [["Oto-émissions acoustiques"], [bday(c, 4, 0)], ["normales des deux côtés"]],
                                                    [["Hanches (", K("EPONYME", "manœuvre de Barlow"), ")"], [bday(c, 1, 0)], ["stables"]]], [2.2, 1.0, 1.6]),
        ("kv", [("Poids de sortie", R(K("MESURE", "%d g" % (bw + 18 * los)))), ("Traitement", R(K("DOSE", "vitamine K1 2 mg"), " per os par semaine, ",
                                                                                               K("DOSE", "fer 3 mg/kg/j"), ", ", K("DOSE", "vitamine D 800 UI/j"))),
                ("Suivi", R("consultation de néonatologie le ", c.cday(30, 1), " ; PMI informée"))]),
        P("Bien confraternellement,")])]
    sig = [("Le pédiatre", [R(neo.dr(0)), R("RPPS ", neo.RPPS())]), ("L'interne", [R(interne.dr(4))])]
    parts = [part("Lettre de sortie de néonatologie", letter, to={"name": R(c.gp.dr(0)), "lines": c.gp.addr_lines()}, place=c.place(0),
                  refs=[("IPP enfant", R(c.IPP())), ("Séjour", R(c.STAY())), ("IPP mère", R(ipp_m))], sigs=sig)]
    if c.npl >= 2:
        parts.append(part("Fiche de liaison néonatologie - PMI", [
            ("Mère", [("kv", [("Nom d'usage", R(mo.NOM())), ("Nom de naissance", R(mo.BIRTH() if mo.birth else mo.NOM())), ("Prénom", R(mo.PRE())),
                              ("Née le", R(mo.dn(3))), ("Adresse", R(*mo.addr1())), ("Téléphone", R(mo.MOB())), ("Courriel", R(mo.MAIL())),
                              ("N° de sécurité sociale", R(mo.nir(c.i))), ("N° allocataire CAF", R(c.ALLOC()))])]),
            ("Père", [("kv", [("Nom, prénom", R(*fa.name(1))), ("Né le", R(fa.dn(0))), ("Adresse", R(*fa.addr1()) if c.mode in ("separes", "recompose") else R("même adresse")),
                              ("Téléphone", R(fa.MOB()))])]),
            ("Enfant et fratrie", [("kv", [("Enfant", R(ch.name(4))), ("Né" + ch.e() + " le", R(ch.dn(0), " à ", hour)), ("INS", R(ch.nir(1))),
                                           ("Fratrie", R(*c.sib_run()))])]),
            ("Motif de la liaison", [("chk", [(True, "Prématurité"), (True, "Soutien à l'allaitement"), (c.mode == "separes", "Isolement de la mère"),
                                             (False, "Difficultés de logement"), (c.i % 3 == 0, "Vulnérabilité psychique")]),
                                    P("Visite à domicile souhaitée dans la semaine suivant la sortie. Contact de la sage-femme : ", sf.name(0), ", ",
                                      V("TELEPHONE", ids.phone(r, False, c.i + 4)), ".")])],
            to={"name": R(*pmi["name"]), "lines": pmi["lines"]}, refs=[("Date de sortie", R(c.cday(0, 0)))], sigs=[("La sage-femme de liaison", [R(sf.name(3))])]))
    if c.npl >= 3:
        parts.append(part("Résumé néonatal", [(None, [
            ("kv", [("Enfant", R(ch.NOM(), " ", *ch.PRES())), ("Date et heure de naissance", R(ch.dn(7), ", ", hour)), ("Lieu", R(c.E()))]),
            ("tab", ["", "Naissance", "Sortie"], [[["Poids"], [K("MESURE", "%d g" % bw)], [K("MESURE", "%d g" % (bw + 18 * los))]],
                                                  [["Taille"], [K("MESURE", "%.1f cm" % (40 + bw / 300))], [K("MESURE", "%.1f cm" % (41 + bw / 300))]],
                                                  [["Périmètre crânien"], [K("MESURE", "%.1f cm" % (28 + bw / 600))], [K("MESURE", "%.1f cm" % (29 + bw / 600))]]],
             [1.4, 1.2, 1.2]),
            ("tab", ["Date", "Acte", "Produit / lot"], [[[ch.dn(0)], ["vitamine K1"], [K("DOSE", "2 mg"), " - ", lot(r)]],
                                                        [[bday(c, 1, 0)], ["vaccin hépatite B"], [K("VACCIN", "Engerix B10"), " - ", lot(r)]],
                                                        [[c.cday(0, 0)], ["vitamine K1"], [K("DOSE", "2 mg"), " - ", lot(r)]]], [1.0, 1.6, 1.8]),
            P("Mère : ", mo.name(1), ", groupe ", K("CODE", r.choice(["O+", "A+", "B-", "AB+"])), ", sérologies négatives. ", "Parents informés des signes d'alerte.")])],
            refs=[("IPP", R(c.IPP()))], sigs=[("", [R(neo.dr(1))])]))
    return dict(title="Sortie de néonatologie", issuer=est, parts=parts, head=R(ch.name(1), " - ", ch.ne(), " le ", ch.dn(0), " - IPP ", c.IPP()),
                foot=R(c.E(), " - ", est["service"], " - ", *est["lines"][1]))


# ------------------------------------------------------------------ 7. information préoccupante
def sh_ip(c, r):
    ch, mo, fa = c.child, c.mother, c.father
    est = c.estab("Service social hospitalier", "service.social")
    ass, ped = Pro(c, "personnel", sex=2), Pro(c)
    sc = c.school() if (c.day - ch.bdate).days > 1100 else None
    crip = c.dept_org("CRIP")
    ref = V("IDENTIFIANT", "IP %d/%04d" % (c.day.year, r.randint(1, 9999)), "crip")
    adm = -r.randint(1, 6)
    who_run = c.step.name(0) if c.step else mo.name(0)
    facts = [P("Le ", c.cday(adm, 4), " vers ", hm(r.randint(18, 23), r.randint(0, 59)), ", ", ch.name(0), " a été conduit" + ch.e() + " aux urgences pédiatriques par ",
               mo.name(2), " pour une ", r.choice(["chute dans l'escalier", "douleur au bras", "somnolence inhabituelle"]), ". L'examen retrouve des ecchymoses d'âges "
               "différents ; les radiographies évoquent un ", K("EPONYME", "syndrome de Silverman"), ". Les explications données varient selon les interlocuteurs."),
             P("Lors de l'entretien du ", c.cday(adm + 1, 0), ", ", ch.name(2), " a déclaré que « ", who_run, " crie fort le soir ». ",
               *(["L'enfant est scolarisé" + ch.e() + " en ", sc["cls"], " (", sc["name"], ")."] if sc else ["L'enfant est accueilli" + ch.e() + " en crèche."])),
             P("La présente information préoccupante est transmise en application de l'", K("ARTICLE", "article L.226-2-1 du CASF"),
               " ; les faits pourraient relever de l'", K("ARTICLE", "article 375 du Code civil"), ".")]
    parts = [part("Information préoccupante", [
        ("Enfant concerné", [("kv", [("Nom, prénoms", R(ch.name(4))), ("Né" + ch.e() + " le", R(ch.dn(6 if c.i % 2 else 0))), ("Âge", R(ch.age(style=3))),
                                     ("Résidence habituelle", R(*mo.addr1())), ("IPP / séjour", R(c.IPP(), " / ", c.STAY()))])]),
        ("Titulaires de l'autorité parentale", [who_tab(c, c.i)]),
        ("Faits et éléments recueillis", facts),
        ("Information des parents", [("chk", [(c.i % 2 == 0, "Les parents ont été informés de la transmission"),
                                              (c.i % 2 == 1, "Information différée : contraire à l'intérêt de l'enfant")])])],
        issuer=est, to={"name": R("Cellule de recueil des informations préoccupantes"), "lines": [R(crip), R("Hôtel du département"), R(V("CODE_POSTAL", ids.DEPTS[c.dept][2]), " ", V("VILLE", ids.DEPTS[c.dept][1].upper()), " CEDEX")]},
        place=c.place(0), refs=[("Réf. service social", R(K("CODE", "SS-%04d" % r.randint(1, 9999)))), ("Transmis le", R(c.cday(0, 0), " par messagerie sécurisée"))],
        sigs=[("L'assistante sociale", [R(ass.name(0)), R(V("TELEPHONE", ids.phone(r, False, c.i + 1)))]), ("Le pédiatre", [R(ped.dr(0)), R("RPPS ", ped.RPPS())])])]
    if c.npl >= 2:
        comp = [[mo.name(1), ["mère"], [mo.dn(1)], [mo.JOB()]], [fa.name(1), ["père"], [fa.dn(1)], [fa.JOB()]]]
        if c.step:
            comp.append([c.step.name(1), ["compagnon de la mère"], [c.step.dn(1)], ["intérimaire"]])
        for f, sx, b in c.sibs:
            comp.append([[V("PRENOM", f, "fratrie")], [("demi-" if c.step and b > ch.bdate else "") + ("sœur" if sx == 2 else "frère")], [K("AGE", ids.age_text(b, c.day, 3))],
                         [("scolarisé" if (c.day - b).days < 18 * 365 else "étudiant") + ("e" if sx == 2 else "") if (c.day - b).days > 3 * 365 else "à domicile"]])
        parts.append(part("Évaluation sociale - situation familiale", [
            ("Composition familiale", [("tab", ["Nom et prénom", "Lien", "Né(e) le / âge", "Activité"], comp, [1.8, 1.3, 1.1, 1.4])]),
            ("Ressources et logement", [("kv", [("Allocataire CAF", R(c.ALLOC(), " - ", V("ORGANISME", "CAF " + ids.DEPTS[c.dept][0], "caf"))),
                                                ("Couverture sociale", R("ayant droit de ", c.payer().name(0), ", NIR ", c.payer().nir(c.i + 2), ", complémentaire santé solidaire")),
                                                ("Ressources", R("RSA et allocations familiales, ", K("MONTANT", "%d €" % r.randint(900, 1800)), " par mois")),
                                                ("Logement", R(r.choice(["T3 en HLM", "maison en location", "hébergement chez un tiers"])))])]),
            ("Partenaires", [("list", [R("médecin traitant : ", c.gp.dr(0), ", ", V("VILLE", c.gp.home.town)),
                                       R("PMI : ", *c.pmi()["name"]), R("établissement scolaire : ", sc["name"], ", ", "principale " if sc["college"] else "directrice ", sc["head"].name(0)) if sc else R("crèche : ", c.creche()["name"])])])],
            issuer=est, refs=[("Réf.", R(ref))], sigs=[("L'assistante sociale", [R(ass.name(3))])]))
    if c.npl >= 3:
        dest = fa if c.mode in ("separes", "recompose") else mo
        parts.append(part("Courrier d'information aux titulaires de l'autorité parentale", [(None, [
            P(dest.civ(True) + ","),
            P("Conformément à l'", K("ARTICLE", "article L.226-2-1 du CASF"), ", nous vous informons qu'une information préoccupante concernant votre " + ch.fils() + " ",
              ch.name(0), ", ", ch.ne(), " le ", ch.dn(2), ", a été transmise le ", c.cday(0, 1), " à la ", crip, " (référence ", ref, ")."),
            P("Cette transmission a pour objet l'évaluation de la situation de l'enfant et de sa famille ; elle n'est pas une plainte. Un travailleur social "
              "du département prendra contact avec vous. Vous pouvez me joindre au ", V("TELEPHONE", ids.phone(r, False, c.i + 1)), "."),
            P("Je vous prie d'agréer, ", dest.civ(True), ", mes salutations distinguées.")])],
            issuer=est, to=dest.card(c.i), place=c.place(1), sigs=[("", [R(ass.name(0)), R("assistante sociale, ", est["service"])])]))
    return dict(title="Information préoccupante", issuer=est, parts=parts, head=R("Confidentiel - ", ch.name(1), " - ", ch.dn(0)),
                foot=R(c.E(), " - ", est["service"], " - ", *est["lines"][1]))


# ------------------------------------------------------------------ 8. CAMSP assessment
def sh_camsp(c, r):
    ch, mo, fa = c.child, c.mother, c.father
    nm = ids.CAMSP[c.i % len(ids.CAMSP)]
    town, cp, _ = r.choice([t for t in ids.TOWNS if t[2] == c.dept])
    cam = {"name": R(V("ETABLISSEMENT", nm, "camsp")), "acr": R(K("CODE", "CAMSP")), "service": "Centre d'action médico-sociale précoce",
           "lines": [R(V("ADRESSE", "%d %s" % (r.randint(1, 40), r.choice(ids.STREETS))), ", ", V("CODE_POSTAL", cp), " ", V("VILLE", town))],
           "contact": [R("Tél. ", V("TELEPHONE", ids.phone(r, False, c.i + 2))), R(V("EMAIL", "secretariat@%s.fr" % ids.mail_local(nm).replace(".", "-")))],
           "legal": R("FINESS ", V("FINESS", ids.finess(r, c.dept)))}
    md, psy, ortho, pm = Pro(c), Pro(c, "soignant"), Pro(c, "soignant"), Pro(c, "soignant")
    dos = V("IDENTIFIANT", "C%s-%04d" % (c.day.strftime("%y"), r.randint(1, 9999)), "dossier_camsp")
    sc = c.school() if (c.day - ch.bdate).days >= 1100 else None
    place = (["scolarisé" + ch.e() + " en ", sc["cls"], " (", sc["name"], ")"] if sc else
             ["accueilli" + ch.e() + " en crèche (", c.creche()["name"], ")"])
    acc = c.step.name(0) + [", compagnon de sa mère"] if c.step else ["son père, "] + fa.name(0)
    s1 = [(None, [P("Chère consœur, cher confrère,"),
                  P("Nous avons reçu ", ch.name(0), ", ", ch.ne(), " le ", ch.dn(2), ", âgé" + ch.e() + " de ", ch.age(style=0), ", adressé" + ch.e() + " par le ",
                    c.gp.dr(0), " pour un retard de langage. ", ch.il().capitalize(), " est venu" + ch.e() +
                    " accompagné" + ch.e() + " de sa mère, ", mo.name(2), ", et de ", acc, ". ", ch.il().capitalize(), " est ", place, "."),
                  P("La synthèse pluridisciplinaire du ", c.cday(0, 1), " retrouve un retard global de développement prédominant sur le langage, sans trouble "
                    "sensoriel. Nous proposons une prise en charge au CAMSP (orthophonie et psychomotricité) et un bilan génétique (recherche d'un ",
                    K("EPONYME", "syndrome de l'X fragile"), ")."),
                  P("Bien confraternellement,")])]
    parts = [part("Bilan pluridisciplinaire - synthèse", s1, issuer=cam, to={"name": R(c.gp.dr(0)), "lines": c.gp.addr_lines()},
                  place=R(V("VILLE", town), ", le ", c.cday(2, 1)), refs=[("Dossier", R(dos)), ("Enfant", R(ch.name(1), " - ", ch.dn(0)))],
                  sigs=[("Le médecin directeur", [R(md.dr(0)), R("RPPS ", md.RPPS())])])]
    if c.npl >= 2:
        res = [[["Développement global"], [K("EPONYME", "échelle de Brunet-Lézine"), " révisée"], [K("SCORE", "QD %d" % r.randint(62, 84))], psy.name(4)],
               [["Langage oral"], [K("CODE", "EVALO 2-6")], [K("SCORE", "-%d DS" % r.randint(2, 3))], ortho.name(4)],
               [["Praxies, graphisme"], [K("EPONYME", "figure de Rey"), " (copie)"], [K("PERCENTILE", "P%d" % r.choice([5, 10, 25]))], pm.name(4)],
               [["Audition"], ["audiométrie tonale"], [K("MESURE", "%d dB" % r.choice([15, 20]))], ["ORL, ", c.A()]]]
        parts.append(part("Résultats des évaluations", [
            ("Évaluations", [("tab", ["Domaine", "Outil", "Résultat", "Évaluateur"], res, [1.3, 1.6, 0.9, 1.5])]),
            ("Orthophonie", [P("Bilan réalisé par ", ortho.name(0), " (ADELI ", ortho.ADELI(), ") les ", c.cday(-20, 0), " et ", c.cday(-13, 0), " : "
                               "vocabulaire réduit à une cinquantaine de mots, compréhension meilleure que l'expression.")]),
            ("Psychomotricité", [P("Bilan réalisé par ", pm.name(0), " (ADELI ", pm.ADELI(), ") : tonus correct, motricité fine en retard de ",
                                   K("AGE", "6 mois"), " environ.")]),
            ("Contexte", [("kv", [("Parents", R(mo.name(1), " et ", fa.name(1))), ("Fratrie", R(*c.sib_run())),
                                  ("INS de l'enfant", R(ch.nir(c.i))),
                                  ("Adresse", R(*ch.addr1())) if c.mode != "separes" else ("Adresses", R(*mo.addr1(), " / ", *fa.addr1()))])])],
            issuer=cam, refs=[("Dossier", R(dos))], sigs=[("Orthophoniste", [R(ortho.name(3))]), ("Psychomotricien" + ("ne" if pm.sex == 2 else ""), [R(pm.name(3))]), ("Psychologue", [R(psy.name(3))])]))
    if c.npl >= 3:
        mdph = c.dept_org("MDPH")
        parts.append(part("Projet de soins et demande MDPH", [
            ("Projet", [("tab", ["Prise en charge", "Fréquence", "Intervenant"], [[["orthophonie"], [K("COMPTE", "2 séances par semaine")], ortho.name(3)],
                                                                                [["psychomotricité"], [K("COMPTE", "1 séance par semaine")], pm.name(3)],
                                                                                [["guidance parentale"], [K("COMPTE", "1 fois par mois")], psy.name(3)]], [1.5, 1.5, 1.5])]),
            ("Démarches", [P("Un dossier de demande d'allocation d'éducation de l'enfant handicapé (AEEH) est adressé à la ", mdph, " (dossier n° ",
                             V("IDENTIFIANT", "MDPH%s-%d-%06d" % (c.dept, c.day.year, r.randint(1, 999999)), "mdph"), "), avec le certificat médical ",
                             K("CODE", "Cerfa 15695*01"), "."),
                           ("yn", [("Les parents ont reçu une copie du bilan", True), ("Accord des deux parents pour la transmission à l'école", c.i % 2 == 0)])])],
            issuer=cam, refs=[("Dossier", R(dos))], sigs=[("Le médecin directeur", [R(md.dr(1))]), ("La mère", [R(mo.name(3))]), ("Le père", [R(fa.name(3))])]))
    return dict(title="Bilan CAMSP", issuer=cam, parts=parts, head=R(ch.name(1), " - ", ch.dn(0), " - dossier ", dos),
                foot=R(V("ETABLISSEMENT", nm, "camsp"), " - ", *cam["lines"][0], " - ", *cam["contact"][0]))


# ------------------------------------------------------------------ 9. a parent's request for the child's file
def sh_dossier(c, r):
    ch, mo, fa = c.child, c.mother, c.father
    req, other = (fa, mo) if c.i % 2 == 0 else (mo, fa)
    est = c.estab("Direction des relations avec les usagers", "relations.usagers")
    ru = Person(c, 2, datetime.date(1980, 2, 2), "personnel")
    rg = V("IDENTIFIANT", "RG %02d/%05d" % (c.day.year % 100 - r.randint(1, 4), r.randint(1, 9999)), "rg")
    reco = V("IDENTIFIANT", "1A %s %s %s %s" % (ids.digits(r, 3), ids.digits(r, 3), ids.digits(r, 4), ids.digits(r, 1)), "recommande")
    cni = V("IDENTIFIANT", ids.id_card(r), "cni")
    visit = -r.randint(30, 200)
    dem = V("IDENTIFIANT", "DMA-%d-%04d" % (c.day.year, r.randint(1, 9999)), "demande")
    letter = [(None, [
        P("Monsieur le Directeur,"),
        P("Je soussigné" + req.e() + " ", req.name(0), ", ", req.ne(), " le ", req.dn(2), ", " + ("père" if req is fa else "mère") + " " + ch.de(), ch.name(0), ", ",
          ch.ne(), " le ", ch.dn(7 if c.i % 2 else 0), ", vous demande communication du dossier médical de mon " + ch.fils() + " relatif à son passage aux urgences "
          "pédiatriques le ", c.cday(visit, 1), " (IPP ", c.IPP(), "), en application de l'", K("ARTICLE", "article L.1111-7 du CSP"), "."),
        P("Je suis titulaire de l'autorité parentale, exercée conjointement avec ", other.name(2), " (", K("ARTICLE", "article 372 du Code civil"),
          ") ; la résidence de l'enfant a été fixée chez ", "sa mère" if req is fa else "son père", " par jugement du juge aux affaires familiales du tribunal "
          "judiciaire de ", V("VILLE", c.htown), " du ", c.cday(-r.randint(300, 900), 0), " (", rg, ")."),
        ("list", [R("copie de ma carte nationale d'identité n° ", cni), R("copie intégrale de l'acte de naissance de l'enfant"),
                  R("copie du jugement ", rg), R("justificatif de domicile")]),
        P("Je souhaite recevoir ces copies à mon domicile, ", *req.addr1(), ". Je reste joignable au ", req.MOB(), " ou à ", req.MAIL(), "."),
        P("Veuillez agréer, Monsieur le Directeur, mes salutations distinguées.")])]
    parts = [part("Demande de communication du dossier médical d'un mineur", letter, issuer={"name": R(*req.name(1)), "acr": None, "service": "",
                                                                                             "lines": req.addr_lines(), "contact": [R("Tél. ", req.MOB()), R(req.MAIL())], "legal": None},
                  to={"name": R("Monsieur le Directeur"), "lines": [R(c.E()), R(K("BOITE_POSTALE", c.hbox)), R(V("CODE_POSTAL", c.hcedex), " ", V("VILLE", c.htown.upper()), " CEDEX")]},
                  place=R(V("VILLE", req.home.town), ", le ", c.cday(-6, 1)), refs=[("Envoi", R("recommandé avec AR n° ", reco))], sigs=[("", [R(req.name(3))])])]
    if c.npl >= 2:
        parts.append(part("Réponse à la demande", [(None, [
            P(req.civ(True) + ","),
            P("Nous accusons réception, le ", c.cday(0, 1), ", de votre demande de communication du dossier médical " + ch.de(), ch.name(0), ", ", ch.ne(), " le ", ch.dn(1),
              ". Votre qualité de titulaire de l'autorité parentale étant établie par les pièces jointes, les documents vous seront adressés sous ",
              K("DUREE", "huit jours"), " (", K("ARTICLE", "articles L.1111-7 et R.1111-1 du CSP"), ")."),
            P("Conformément à l'", K("ARTICLE", "article 373-2 du Code civil"), ", ", other.name(0), ", également titulaire de l'autorité parentale, est informé" + other.e() +
              " de votre demande. Les frais de reproduction (", K("MONTANT", "0,18 €"), " par page) restent à votre charge.")])],
            issuer=est, to=req.card(c.i), place=c.place(0),
            refs=[("N/Réf.", R(dem)), ("V/Réf.", R("votre courrier du ", c.cday(-6, 0))), ("Affaire suivie par", R(ru.name(0))),
                  ("Ligne directe", R(V("TELEPHONE", ids.phone(r, False, c.i + 3)))), ("Courriel", R(V("EMAIL", ids.mail_local(ru.first, ru.last) + "@" + c.web)))],
            sigs=[("", [R("Pour le directeur,"), R(ru.name(0), ", chargée des relations avec les usagers")])]))
    if c.npl >= 3:
        parts.append(part("Information de l'autre parent", [(None, [
            P(other.civ(True) + ","),
            P("Le ", c.cday(-6, 1), ", ", req.name(0), " a demandé la communication du dossier médical de votre enfant ", ch.name(0),
              " (IPP ", c.IPP(), "). Sauf décision de justice retirant ou limitant son autorité parentale, que nous vous invitons à nous adresser sous ",
              K("DUREE", "huit jours"), ", les copies lui seront transmises."),
            ("tab", ["Document", "Date", "Pages"], [[["compte rendu de passage aux urgences"], [c.cday(visit, 0)], [K("PAGE", "2")]],
                                                    [["radiographie et compte rendu"], [c.cday(visit, 0)], [K("PAGE", "1")]],
                                                    [["ordonnance de sortie"], [c.cday(visit, 0)], [K("PAGE", "1")]]], [2.6, 1.0, 0.6])])],
            issuer=est, to=other.card(c.i + 1), place=c.place(1), refs=[("N/Réf.", R(dem))], sigs=[("", [R(ru.name(0))])]))
    return dict(title="Communication du dossier d'un mineur", issuer=est, parts=parts, head=R("Demande ", dem, " - ", ch.name(1), " - ", ch.dn(0)),
                foot=R(c.E(), " - ", est["service"], " - ", *est["lines"][1]))


# ------------------------------------------------------------------ 10. consent to surgery of a minor
def sh_consent(c, r):
    ch, mo, fa = c.child, c.mother, c.father
    est = c.estab("Chirurgie pédiatrique - ORL", "chirurgie.pediatrique")
    chir, anes = Pro(c), Pro(c)
    op = c.cday(r.randint(10, 30), 1)
    act = r.choice([("adéno-amygdalectomie", "FAFA014"), ("pose d'aérateurs transtympaniques", "CASA001"), ("cure de hernie inguinale", "LMMA006")])
    idrows = [[["Mère"], mo.name(5 if mo.birth else 1), [mo.dn(2)], mo.addr1(), [mo.MOB()], [V("IDENTIFIANT", ids.id_card(r), "cni")]],
              [["Père"], fa.name(1), [fa.dn(5)], fa.addr1(), [fa.MOB()], [V("IDENTIFIANT", ids.passport(r), "passeport")]]]
    s1 = [("Enfant", [("kv", [("Nom, prénoms", R(ch.name(4))), ("Né" + ch.e() + " le", R(ch.dn(7 if c.i % 2 else 3))), ("IPP", R(c.IPP())), ("Séjour", R(c.STAY()))])]),
          ("Intervention", [P("Nous soussignés, titulaires de l'autorité parentale sur l'enfant ", ch.name(0), ", autorisons le ", chir.dr(0), " (RPPS ", chir.RPPS(),
                              ") et l'équipe d'anesthésie du ", anes.dr(0), " à pratiquer l'intervention suivante : ", act[0], " (", K("CCAM", act[1]), "), prévue le ", op,
                              ", ainsi que les actes que nécessiterait une complication imprévue (", K("ARTICLE", "article R.1112-35 du CSP"), ")."),
                            ("chk", [(c.mode != "tutelle", "Autorité parentale exercée conjointement"), (False, "Autorité parentale exercée par un seul parent (joindre le jugement)")])]),
          ("Titulaires de l'autorité parentale", [("tab", ["Qualité", "Nom et prénom", "Né(e) le", "Adresse", "Téléphone", "Pièce d'identité"], idrows,
                                                   [0.8, 1.8, 1.0, 2.2, 1.3, 1.3])])]
    sg = [("La mère - « lu et approuvé »", [R(mo.name(0)), R("le ", c.cday(0, 0))]), ("Le père - « lu et approuvé »", [R(fa.name(0)), R("le ", c.cday(1, 0))])]
    note = R("Le conjoint d'un parent (", c.step.name(0), ") ne peut signer cette autorisation.") if c.step else None
    parts = [part("Autorisation d'opérer et d'anesthésier un mineur", s1, refs=[("Chirurgien", R(chir.dr(1))), ("Date prévue", R(op))], sigs=sg, note=note)]
    if c.npl >= 2:
        wt = r.randint(15, 38)
        parts.append(part("Consultation d'anesthésie pédiatrique", [
            ("Consultation", [("kv", [("Date", R(c.cday(0, 0), " à ", hm(r.randint(9, 16), 15))), ("Enfant", R(ch.name(1), ", ", ch.age(style=3))),
                                      ("Accompagné" + ch.e() + " par", R((c.step or mo).name(0)))]),
                              ("tab", ["Poids", "Taille", "ASA", "Intubation", "Allergies"], [[[K("MESURE", "%d kg" % wt)], [K("MESURE", "%d cm" % (wt * 2 + 70))],
                                                                                             [K("SCORE", "ASA 1")], [K("EPONYME", "Mallampati"), " ", K("SCORE", "1")],
                                                                                             ["aucune connue"]]], [0.8, 0.8, 0.6, 1.1, 1.3])]),
            ("Consignes", [("list", [R("pas de lait ni de solide après ", hm(0, 0), " ; eau ou jus sans pulpe jusqu'à ", K("DUREE", "1 heure"), " avant l'arrivée"),
                                     R("prémédication : ", K("DOSE", "midazolam 0,3 mg/kg"), ", soit ", K("DOSE", "%.1f mg" % (0.3 * wt)), " per os"),
                                     R("analgésie post-opératoire : ", K("DOSE", "paracétamol 15 mg/kg"), " toutes les ", K("DUREE", "6 heures"))]),
                           P("Le carnet de santé et l'autorisation signée par les deux parents sont à apporter le jour de l'intervention.")])],
            refs=[("IPP", R(c.IPP()))], sigs=[("L'anesthésiste", [R(anes.dr(0)), R("RPPS ", anes.RPPS())])]))
    if c.npl >= 3:
        pay = c.payer()
        parts.append(part("Convocation en chirurgie ambulatoire", [(None, [
            P(mo.civ(True) + ", " + fa.civ(True) + ","),
            P("Votre " + ch.fils() + " ", ch.name(0), " est attendu" + ch.e() + " le ", op, " à ", hm(7, 15), " à l'", K("SALLE", "unité de chirurgie ambulatoire pédiatrique, niveau 2"),
              ". La sortie est prévue le jour même après la visite du chirurgien."),
            ("list", [R("la carte Vitale du parent assuré (", pay.name(0), ", n° ", pay.nir(c.i + 1), ")"), R("le carnet de santé de l'enfant"),
                      R("l'autorisation d'opérer signée par les deux parents"), R("le doudou de l'enfant")]),
            P("Pour tout renseignement : ", *est["contact"][1], ".")])],
            to={"name": R(mo.name(0)), "lines": mo.addr_lines()}, place=c.place(2), refs=[("IPP", R(c.IPP())), ("Séjour", R(c.STAY()))],
            sigs=[("", [R("Le secrétariat de chirurgie pédiatrique")])]))
    return dict(title="Autorisation d'opérer un mineur", issuer=est, parts=parts, head=R(ch.name(1), " - ", ch.dn(0), " - IPP ", c.IPP()),
                foot=R(c.E(), " - ", est["service"], " - ", *est["lines"][1]))


SHAPE_FUN = {"admission_creche": sh_creche, "carnet_vaccinations": sh_vacc, "sortie_neonatologie": sh_neonat, "information_preoccupante": sh_ip, "bilan_camsp": sh_camsp,
             "demande_dossier_mineur": sh_dossier, "autorisation_operer_mineur": sh_consent}
