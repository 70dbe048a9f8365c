"""The last five document types of corpus BS (see content.py): an invalidity-pension file (the attending doctor's
report, the caisse's notification of a category-2 pension, the insured's application), a group-insurance incapacity
claim (the employer's declaration, the confidential medical questionnaire, the insurer's decision), a sick-leave notice
in its three sheets (volets 1, 2 and 3), a disability-status request to the MDPH (the medical certificate, the RQTH
application, the CDAPH decision) and a lawyer's appeal to the pôle social of the tribunal judiciaire (the request, the
list of exhibits, the court's summons). Same people, values and blocks as content.py.
"""
from __future__ import annotations

import datetime

from . import ids
from .content import P, Person, Pro, hm, part, victim_kv
from .model import D, K, R, V


def euros(r, lo, hi):
    return K("MONTANT", "{:,}".format(r.randint(lo, hi)).replace(",", " ") + ",%02d €" % r.randint(0, 99))


# ------------------------------------------------------------------ 6. invalidity pension
def sh_inv(c, r):
    p, e, g = c.pat, c.emp, c.gp
    s1 = [("Identification", [("kv", victim_kv(c, c.i + 3))]),
          ("Rapport médical", [P("Patient", p.e(), " suivi", p.e(), " depuis ", K("DUREE", "quatre ans"), " pour une lombosciatique chronique (", K("CIM10", "M51.1"),
                                 ") opérée le ", c.cday(-400, 0), " (", K("CCAM", "LFFA003"), "), avec récidive et ", K("EPONYME", "signe de Lasègue"), " à ",
                                 K("MESURE", "40°"), ". Arrêt de travail continu depuis le ", c.cday(-330, 1), "."),
                               ("yn", [("Capacité de travail réduite des deux tiers", True), ("Assistance d'une tierce personne", False)]),
                               ("kv", [("Emploi", R(c.homonym_job, " chez ", e.E())), ("Médecin traitant", R(*g.dr(0), ", ", V("VILLE", g.home.town)))])])]
    parts = [part("Rapport médical en vue d'une pension d'invalidité", s1, issuer=g.cabinet(), to={"name": R("Monsieur le médecin-conseil"), "lines": [R(c.cpam()), R("Service médical")]},
                  place=R(V("VILLE", g.home.town), ", le ", c.cday(-30, 1)), sigs=[("Le médecin traitant", [R(*g.dr(1)), R("RPPS ", g.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Notification d'attribution d'une pension d'invalidité", [(None, [
            P(p.civ(True), ","),
            P("Votre capacité de travail est réduite d'au moins deux tiers. Une pension d'invalidité de ", K("CODE", "catégorie 2"), " vous est attribuée à compter du ",
              c.cday(1, 1), " (", K("ARTICLE", "article L.341-4 du code de la sécurité sociale"), ")."),
            ("tab", ["Élément de calcul", "Montant"], [[["Salaire annuel moyen des 10 meilleures années"], [euros(r, 19000, 32000)]],
                                                     [["Taux appliqué"], [K("TAUX", "50 %")]], [["Montant mensuel brut"], [euros(r, 800, 1300)]]], [2.6, 1.2]),
            P("Vous pouvez exercer une activité : le cumul est possible dans certaines limites. Votre employeur, ", e.E(), ", n'est pas informé du motif médical.")])],
            issuer=c.cpam_head("Service invalidité"), to=p.card(c.i), refs=[("N° de sécurité sociale", R(p.nir(c.i + 1))), ("Né" + p.e() + " le", R(p.dn(c.i + 4)))],
            sigs=[("Le directeur", [R("par délégation, le responsable du service")])]))
    if c.npl >= 3:
        parts.append(part("Demande de pension d'invalidité - volet assuré", [
            ("L'assuré", [("kv", [("Nom, prénoms", R(*p.name(1))), ("Date et lieu de naissance", R(p.dn(c.i + 5), " à ", p.BTOWN())),
                                  ("N° de sécurité sociale", R(p.nir(c.i + 2))), ("Adresse", R(*p.addr1())), ("Courriel", R(p.MAIL()))])]),
            ("Activités salariées", [("tab", ["Employeur", "SIRET", "Du", "Au"], [[[e.E()], [e.SIRET(c.i)], [c.dday(c.hired)], ["ce jour"]]], [2.0, 1.5, 1.0, 0.8])]),
            ("Déclaration", [("chk", [(True, "Je ne perçois pas de pension de vieillesse"), (False, "Je perçois une rente AT/MP")])])],
            issuer=c.cpam_head("Service invalidité"), refs=[("Formulaire", R(K("CODE", "S4150")))], sigs=[("L'assuré", [R(*p.name(3)), R("le ", c.cday(-20, 0))])]))
    return dict(title="Pension d'invalidité", issuer=g.cabinet(), parts=parts, ref=V("IDENTIFIANT", "INV-%s-%05d" % (c.dept, r.randint(1, 99999)), "dossier_invalidite"),
                head=R(*p.name(1), " - ", p.nir(c.i + 3)), foot=R(c.cpam(), " - pension d'invalidité"))


# ------------------------------------------------------------------ 7. group-insurance incapacity claim
def sh_prev(c, r):
    p, e = c.pat, c.emp
    ins = ids.INSURERS[(c.i + 2) % len(ids.INSURERS)]
    mc = Pro(c, "medecin")
    ctr = V("IDENTIFIANT", "CC-%s-%05d" % (c.dept, r.randint(1, 99999)), "contrat")
    adh = V("IDENTIFIANT", "%07d" % r.randint(1, 9999999), "adherent")
    sin = V("IDENTIFIANT", "%d-PV-%06d" % (c.day.year, r.randint(1, 999999)), "sinistre")
    insh = {"name": R(V("ORGANISME", ins, "assureur")), "service": "Gestion des prestations de prévoyance collective",
            "lines": [R(K("BOITE_POSTALE", "TSA %d" % r.randint(10000, 99999)), " - ", V("CODE_POSTAL", ids.DEPTS[c.dept][2]), " ", V("VILLE", ids.DEPTS[c.dept][1].upper()), " CEDEX")],
            "contact": [R("Tél. ", V("TELEPHONE", ids.phone(r, False, c.i + 2)))], "legal": R("Entreprise régie par le code des assurances")}
    ij = "%d,%02d €" % (r.randint(28, 60), r.randint(0, 99))
    s1 = [("Entreprise adhérente", [("kv", employer_kv_short(c) + [("Contrat collectif n°", R(ctr))])]),
          ("Salarié", [("kv", [("Nom, prénom", R(*p.name(5 if p.birth else 1))), ("Date de naissance", R(p.dn(c.i + 6))), ("N° de sécurité sociale", R(p.nir(c.i + 3))),
                               ("N° d'affilié", R(adh)), ("Matricule", R(c.MAT())), ("Emploi", R(c.homonym_job))])]),
          ("Arrêt de travail", [("kv", [("Premier jour d'arrêt", R(c.cday(-120, 0))), ("Franchise", R(K("DUREE", "90 jours continus")))]),
                                ("tab", ["Période", "Salaire brut", "IJ Sécurité sociale"],
                                 [[["12 mois précédant l'arrêt"], [euros(r, 21000, 36000)], ["-"]], [["du ", c.cday(-120, 0), " au ", c.cday(-1, 0)], ["maintien employeur"], [K("MONTANT", ij), " par jour"]]],
                                 [1.8, 1.2, 1.2])])]
    parts = [part("Déclaration de sinistre incapacité de travail", s1, issuer=e.letterhead(), to={"name": R(V("ORGANISME", ins, "assureur")), "lines": insh["lines"]},
                  refs=[("Dossier", R(sin))], sigs=[("Pour l'employeur", [R(*e.rep.name(0)), R(e.MAIL())])])]
    if c.npl >= 2:
        parts.append(part("Questionnaire médical confidentiel", [
            ("Sous pli confidentiel", [P("À l'attention du ", mc.dr(0), ", médecin-conseil de ", V("ORGANISME", ins, "assureur"), ".")]),
            ("Assuré", [("kv", [("Nom, prénom", R(*p.name(1))), ("Né" + p.e() + " le", R(*p.dn_age(c.i + 7))), ("N° d'affilié", R(adh))])]),
            ("Renseignements médicaux", [P("Syndrome anxio-dépressif réactionnel (", K("CIM10", "F43.2"), ") depuis le ", c.cday(-125, 0), " ; traitement par ",
                                           K("DOSE", "sertraline 50 mg/j"), " ; suivi psychiatrique mensuel."),
                                         ("yn", [("Hospitalisation", False), ("Reprise prévisible à temps partiel thérapeutique", True)])])],
            issuer=insh, refs=[("Sinistre", R(sin))], sigs=[("Le médecin traitant", [R(*c.gp.dr(0)), R("RPPS ", c.gp.RPPS())])]))
    if c.npl >= 3:
        parts.append(part("Décision - indemnités complémentaires", [(None, [
            P(p.civ(True), ","),
            P("Au titre du contrat collectif n° ", ctr, " souscrit par ", e.E(), ", nous vous versons des indemnités journalières complémentaires à compter du ",
              c.cday(-30, 1), ", soit ", K("MONTANT", "%d,%02d €" % (r.randint(10, 30), r.randint(0, 99))), " par jour après la franchise."),
            ("alert", [R("Toute reprise, même partielle, doit nous être déclarée sous ", K("DUREE", "8 jours"), ".")])])],
            issuer=insh, to=p.card(c.i), refs=[("Sinistre", R(sin)), ("Affilié", R(adh))], sigs=[("Le gestionnaire", [R("service prévoyance")])]))
    return dict(title="Prévoyance - incapacité de travail", issuer=insh, parts=parts, ref=sin, head=R(*p.name(1), " - sinistre ", sin),
                foot=R(V("ORGANISME", ins, "assureur"), " - contrat ", ctr))


def employer_kv_short(c):
    e = c.emp
    return [("Raison sociale", R(e.E())), ("SIREN", R(e.SIREN())), ("Adresse", R(*e.addr()))]


# ------------------------------------------------------------------ 8. sick-leave notice (three sheets)
def sh_aat(c, r):
    p, e, g = c.pat, c.emp, c.gp
    num = V("IDENTIFIANT", "%s %s %06d" % (c.day.strftime("%y"), c.dept, r.randint(1, 999999)), "avis_arret")
    start, days = c.day, r.choice([7, 10, 15, 21])
    end = D(ids.care(start + datetime.timedelta(days=days - 1), 0))
    common = [("kv", [("Assuré" + p.e(), R(*p.name(1))), ("N° d'immatriculation", R(p.nir(c.i + 4))), ("Date de naissance", R(p.dn(c.i + 1))),
                      ("Adresse pendant l'arrêt", R(*p.addr1())), ("Employeur", R(e.E(), ", ", *e.addr()))]),
              ("kv", [("Arrêt", R("du ", c.cday(0, 0), " au ", end, " inclus (", K("DUREE", "%d jours" % days), ")")),
                      ("Sorties", R("autorisées de ", hm(9, 0), " à ", hm(11, 0), " et de ", hm(14, 0), " à ", hm(16, 0)))])]
    s1 = [("Assuré et arrêt", common),
          ("Éléments d'ordre médical", [P("Lombalgie aiguë (", K("CIM10", "M54.5"), ") ; ", K("EPONYME", "signe de Lasègue"), " négatif ; antalgiques et kinésithérapie."),
                                        ("chk", [(False, "En rapport avec un accident du travail"), (False, "Affection de longue durée"), (True, "Maladie")])])]
    sig = [("Le médecin", [R(*g.dr(0)), R("RPPS ", g.RPPS())])]
    parts = [part("Avis d'arrêt de travail - volet 1", s1, issuer=g.cabinet(), to={"name": R(c.cpam()), "lines": [R("Service médical")]}, refs=[("N° d'avis", R(num))],
                  place=R(V("VILLE", g.home.town), ", le ", c.cday(0, 1)), sigs=sig)]
    if c.npl >= 2:
        parts.append(part("Avis d'arrêt de travail - volet 2", [("Assuré et arrêt", common), ("Pour la caisse", [
            P("Volet à adresser à la caisse d'assurance maladie dans les ", K("DUREE", "48 heures"), ". Indemnités journalières : ", K("MONTANT", "%d,%02d € par jour" % (r.randint(20, 50), r.randint(0, 99))),
              " après un délai de carence de ", K("DUREE", "3 jours"), " (", K("ARTICLE", "article R.323-1 du code de la sécurité sociale"), ").")])],
            issuer=g.cabinet(), to={"name": R(c.cpam()), "lines": [R("Service des prestations")]}, refs=[("N° d'avis", R(num))], sigs=sig))
    if c.npl >= 3:
        parts.append(part("Avis d'arrêt de travail - volet 3 (employeur)", [("Salarié", [("kv", [("Nom, prénom", R(*p.name(6))), ("Matricule", R(c.MAT())),
                                                                                             ("Arrêt", R("du ", c.cday(0, 0), " au ", end))])]),
                                                                         ("Pour l'employeur", [P("Ce volet ne comporte aucun élément médical. À remettre à ", e.E(),
                                                                                                 " (", e.MAIL(), ") dans les ", K("DUREE", "48 heures"), ".")])],
                          issuer=g.cabinet(), to={"name": R(e.E()), "lines": [R(V("ADRESSE", e.street)), R(V("CODE_POSTAL", e.cp), " ", V("VILLE", e.town.upper()))]},
                          refs=[("N° d'avis", R(num))], sigs=sig))
    return dict(title="Avis d'arrêt de travail", issuer=g.cabinet(), parts=parts, ref=num, head=R(*p.name(1), " - ", p.dn(0)),
                foot=R(*g.dr(0), " - ", *g.addr1()))


# ------------------------------------------------------------------ 9. MDPH / RQTH request
def sh_mdph(c, r):
    p, e, g = c.pat, c.emp, c.gp
    dept = ids.DEPTS[c.dept]
    mdph = V("ORGANISME", "MDPH " + dept[0], "mdph")
    dos = V("IDENTIFIANT", "MDPH%s-%02d-%06d" % (c.dept, c.day.year % 100, r.randint(1, 999999)), "dossier_mdph")
    mh = {"name": R(mdph), "service": "Maison départementale des personnes handicapées",
          "lines": [R(V("ADRESSE", "%d %s" % (r.randint(1, 30), r.choice(["rue de l'Étang", "avenue Foch", "rue Marcel-Sembat"]))), ", ", V("CODE_POSTAL", dept[2]), " ", V("VILLE", dept[1].upper()), " CEDEX")],
          "contact": [R("Tél. ", V("TELEPHONE", ids.phone(r, False, c.i + 3)))], "legal": R("Groupement d'intérêt public")}
    s1 = [("Identité", [("kv", victim_kv(c, c.i + 4, nir=False))]),
          ("Pathologie", [P("Séquelles d'un accident du travail du ", c.ACC(1), " : raideur de l'épaule droite (", K("CIM10", "M75.0"), "), taux d'incapacité permanente de ",
                            K("TAUX_IPP", "%d %%" % r.choice([8, 10, 12])), " reconnu par la caisse ; douleurs chroniques."),
                          ("yn", [("Retentissement sur l'emploi", True), ("Besoin d'aide pour les actes de la vie quotidienne", False)]),
                          ("kv", [("Médecin traitant", R(*g.dr(3), " - ", g.FIXE()))])])]
    parts = [part("Certificat médical MDPH", s1, issuer=g.cabinet(), to={"name": R(mdph), "lines": mh["lines"]}, refs=[("Formulaire", R(K("CODE", "Cerfa 15695*01")))],
                  place=R(V("VILLE", g.home.town), ", le ", c.cday(-50, 1)), sigs=[("Le médecin", [R(*g.dr(0)), R("RPPS ", g.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Demande de reconnaissance de la qualité de travailleur handicapé", [
            ("Demandeur", [("kv", [("Nom, prénom", R(*p.name(1))), ("Date de naissance", R(p.dn(c.i + 2))), ("N° de sécurité sociale", R(p.nir(c.i + 1))),
                                   ("Courriel", R(p.MAIL())), ("Téléphone", R(p.MOB()))])]),
            ("Situation professionnelle", [("kv", [("Employeur", R(e.E(), " - SIRET ", e.SIRET(c.i + 1))), ("Emploi", R(c.homonym_job)),
                                                   ("Avis du médecin du travail", R("aptitude avec aménagements du ", c.cday(-80, 0)))]),
                                           ("chk", [(True, "RQTH"), (True, "Orientation professionnelle"), (False, "AAH"), (False, "Carte mobilité inclusion")])])],
            issuer=mh, refs=[("Formulaire", R(K("CODE", "Cerfa 15692*01")))], sigs=[("Le demandeur", [R(*p.name(3)), R("le ", c.cday(-45, 0))])]))
    if c.npl >= 3:
        parts.append(part("Notification de décision de la CDAPH", [(None, [
            P(p.civ(True), ","),
            P("La commission des droits et de l'autonomie des personnes handicapées, réunie le ", c.cday(0, 1), ", vous reconnaît la qualité de travailleur handicapé du ",
              c.cday(0, 0), " au ", c.cday(5 * 365, 0), " (", K("ARTICLE", "article L.5213-2 du code du travail"), ")."),
            ("kv", [("Dossier", R(dos)), ("Orientation", R("marché du travail, accompagnement par Cap emploi"))]),
            P("Recours : dans un délai de ", K("DUREE", "deux mois"), ", recours administratif préalable puis pôle social du tribunal judiciaire de ", V("VILLE", dept[1]), ".")])],
            issuer=mh, to=p.card(c.i + 1), refs=[("Dossier", R(dos)), ("Né" + p.e() + " le", R(p.dn(c.i + 3)))], sigs=[("Pour la présidente de la CDAPH", [R("la directrice de la MDPH")])]))
    return dict(title="Demande RQTH - MDPH", issuer=mh, parts=parts, ref=dos, head=R(*p.name(1), " - dossier ", dos), foot=R(mdph, " - ", *mh["lines"][0]))


# ------------------------------------------------------------------ 10. appeal to the pôle social of the tribunal judiciaire
def sh_recours(c, r):
    p, e = c.pat, c.emp
    dept = ids.DEPTS[c.dept]
    law = Person(c, r.choice([1, 2]), datetime.date(1976, 1, 1), "avocat")
    firm = V("ETABLISSEMENT", ids.LAW[(c.i + 1) % len(ids.LAW)], "cabinet_avocat")
    rg = V("IDENTIFIANT", "%02d/%05d" % (c.day.year % 100, r.randint(1, 99999)), "rg")
    portalis = V("IDENTIFIANT", "DBX%d-W-B7J-%s" % (r.randint(1, 9), "".join(r.choice("BCDFGHJKLMNPQRSTVWXZ") for _ in range(4))), "portalis")
    cab = {"name": R(firm), "service": "Avocats au barreau de " + dept[1],
           "lines": [R(*law.addr1())], "contact": [R("Tél. ", law.FIXE(), " - ", V("EMAIL", ids.mail_local(law.first[0], law.last) + "@avocats-" + ids.ascii_fold(dept[1]).lower() + ".fr"))],
           "legal": R("Toque n° ", K("CODE", "%d" % r.randint(10, 99)))}
    trib = {"name": R("Tribunal judiciaire de ", V("VILLE", dept[1])), "lines": [R("Pôle social - greffe"), R(V("ADRESSE", "%d place du Palais-de-Justice" % r.randint(1, 9)), ", ", V("CODE_POSTAL", dept[2]), " ", V("VILLE", dept[1].upper()))]}
    s1 = [("Demandeur", [("kv", [("Nom, prénom", R(*p.name(2 if p.birth else 0))), ("Né" + p.e() + " le", R(*p.dn_age(c.i + 6))), ("N° de sécurité sociale", R(p.nir(c.i))),
                                 ("Demeurant", R(*p.addr1())), ("Représenté" + p.e() + " par", R("Me ", law.PRE(), " ", law.NOM(), ", ", firm))])]),
          ("Défendeur", [("kv", [("Caisse", R(c.cpam())), ("Employeur appelé en la cause", R(e.E(), ", SIRET ", e.SIRET(c.i)))])]),
          ("Objet", [P("Contestation de la décision de refus de prise en charge au titre de la législation professionnelle de l'accident du ", c.ACC(1),
                       " (AT n° ", c.AT(), "), confirmée par la commission de recours amiable le ", c.cday(-40, 1), " (", K("ARTICLE", "articles L.411-1 et R.142-1 du code de la sécurité sociale"), ")."),
                     P("Le fait accidentel est établi par deux témoins ; la présomption d'imputabilité s'applique. PAR CES MOTIFS, il est demandé au tribunal de dire que l'accident "
                       "doit être pris en charge et de condamner la caisse à ", K("MONTANT", "1 500,00 €"), " au titre de l'", K("ARTICLE", "article 700 du code de procédure civile"), ".")])]
    parts = [part("Requête introductive d'instance", s1, issuer=cab, to=trib, place=R(V("VILLE", dept[1]), ", le ", c.cday(-30, 1)),
                  sigs=[("Pour le demandeur", [R("Me ", law.PRE("init"), " ", law.NOM())])])]
    if c.npl >= 2:
        wit = Person(c, 1, datetime.date(1970, 1, 1), "temoin")
        rows = [[["%d" % (k + 1)], t, [d]] for k, (t, d) in enumerate([
            (["Déclaration d'accident du travail"], c.ACC(0)), (["Certificat médical initial"], c.ACC(0)), (["Décision de refus de la caisse"], c.cday(-120, 0)),
            (["Attestation du témoin "] + wit.name(0) + [" et copie de sa pièce d'identité"], c.cday(-100, 0)),
            (["Décision de la commission de recours amiable"], c.cday(-40, 0))])]
        parts.append(part("Bordereau de communication de pièces", [(None, [P("Affaire ", p.name(1), " c/ ", c.cpam(), " - RG n° ", rg, "."),
                                                                           ("tab", ["N°", "Pièce", "Date"], rows, [0.4, 3.2, 1.0])])],
                          issuer=cab, refs=[("RG", R(rg)), ("Portalis", R(portalis))], sigs=[("", [R("Me ", law.NOM("title"))])]))
    if c.npl >= 3:
        parts.append(part("Convocation à l'audience", [(None, [
            P(p.civ(True), ","),
            P("Vous êtes convoqué", p.e(), " à l'audience du pôle social du tribunal judiciaire de ", V("VILLE", dept[1]), " le ", c.cday(60, 4), " à ", hm(9, 30),
              ", salle ", K("CODE", "B%d" % r.randint(1, 6)), ", dans l'affaire vous opposant à ", c.cpam(), "."),
            ("kv", [("N° RG", R(rg)), ("N° Portalis", R(portalis)), ("Avocat", R("Me ", law.NOM(), ", ", firm))]),
            ("alert", [R("Vous pouvez vous faire assister ou représenter ; l'employeur, ", e.E(), ", est appelé en la cause.")])])],
            issuer={"name": trib["name"], "service": "Pôle social", "lines": trib["lines"][1:], "contact": [], "legal": None}, to=p.card(c.i),
            sigs=[("Le greffier", [R("greffe du pôle social")])]))
    return dict(title="Recours devant le pôle social", issuer=cab, parts=parts, ref=rg, head=R(*p.name(1), " c/ ", c.cpam(), " - RG ", rg),
                foot=R(firm, " - ", *law.addr1()))


SHAPE_FUN = {"pension_invalidite": sh_inv, "prevoyance_incapacite": sh_prev, "avis_arret_travail": sh_aat, "demande_rqth_mdph": sh_mdph,
             "recours_pole_social": sh_recours}
