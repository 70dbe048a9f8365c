"""The last five document types of corpus BQ (see content.py): an "avis des sommes à payer" with its detailed
statement and a reminder, an ambulance company's order / run sheet / invoice, a "bulletin de situation" with two
attestations, a request for the medical file with the answer and the dispatch slip, and a complaint with the
acknowledgement and the mediator's report. Same people, values and blocks as content.py.
"""
from __future__ import annotations

import datetime

from . import ids
from .content import Doc, Pers, box, hm, part
from .model import K, R, V


def eur(x):
    s = "%.2f" % x
    a, b = s.split(".")
    if len(a) > 3:
        a = a[:-3] + " " + a[-3:]
    return K("MONTANT", "%s,%s €" % (a, b))


# ------------------------------------------------------------------ 6. avis des sommes à payer
def sh_invoice(c, r):
    p = c.pat
    agent = c.staff()
    los = r.randint(3, 9)
    entry = -r.randint(35, 60)
    titre = V("IDENTIFIANT", "T-%d-%06d" % (c.day.year, r.randint(1, 999999)), "titre")
    ref = V("IDENTIFIANT", "%s %s %s %s" % (ids.digits(r, 4), ids.digits(r, 4), ids.digits(r, 4), ids.digits(r, 4)), "ref_paiement")
    cpam = V("ORGANISME", ids.CPAM.get(p.dept, "CPAM du Cher"), "caisse")
    mut = V("ORGANISME", r.choice(ids.MUTUELLES), "mutuelle")
    adh = V("NUM_ADHERENT", ids.member(r, c.i))
    sgc = [V("VILLE", c.htown)]
    fj, ch = 20.0 * los, 45.0 * (los - 1)
    tm = round(r.randint(180, 900) + r.randint(0, 99) / 100, 2)
    tot = fj + ch + tm + 24.0 + 9.6
    rows = [[["Forfait journalier hospitalier (", K("ARTICLE", "art. L.174-4 CSS"), ")"], ["du ", c.cday(entry, 2), " au ", c.cday(entry + los, 2)],
             ["%d" % los], [eur(20)], [eur(fj)]],
            [["Chambre particulière (confort)"], ["%d nuits" % (los - 1)], ["%d" % (los - 1)], [eur(45)], [eur(ch)]],
            [["Ticket modérateur 20 % - ", K("CODE", "GHS %04d" % r.randint(1000, 9999))], ["séjour"], ["1"], [eur(tm)], [eur(tm)]],
            [["Participation forfaitaire (acte > 120 €)"], [c.cday(entry + 1, 2)], ["1"], [eur(24)], [eur(24)]],
            [["Consultation d'anesthésie (", K("NGAP", "CS"), " + ", K("NGAP", "MPC"), "), ticket modérateur"], [c.cday(entry - 9, 2)], ["1"],
             [eur(9.6)], [eur(9.6)]],
            [["Total restant dû"], [""], [""], [""], [eur(tot)]]]
    blocks = [("p", R(p.civ(True) + ",")),
              ("p", R("Nous vous prions de bien vouloir régler la somme de ", eur(tot), " restant à votre charge pour le séjour de ",
                      p.name(2 if c.i % 2 else 0), " (", p.ne(), " le ", p.dn(0), ") dans le service de chirurgie orthopédique du ",
                      c.cday(entry, 1), " au ", c.cday(entry + los, 1), ".")),
              ("kv", [("Assuré(e)", R(p.name(1))), ("N° de sécurité sociale", R(p.nir(c.i))), ("Régime obligatoire", R(cpam)),
                      ("Complémentaire", R(mut, " - adhérent n° ", adh)), ("Tiers payant complémentaire", R("refusé (contrat hors convention)"))]),
              ("tab", ["Désignation", "Période", "Qté", "P.U.", "Montant"], rows, [3.0, 1.8, 0.5, 0.9, 1.0]),
              ("p", R("Paiement au Service de gestion comptable de ", *sgc, " : par internet (paiement sécurisé, référence ci-dessus), par "
                      "chèque à l'ordre du Trésor public ou en espèces dans la limite de ", eur(300), ".")),
              ("p", R("Voies de recours : vous pouvez contester la somme dans un délai de ", K("DUREE", "deux mois"), " suivant la "
                      "réception du présent avis (", K("ARTICLE", "article L.1617-5 du CGCT"), ")."))]
    refs = [("Exercice", R(K("CODE", "%d" % c.day.year))), ("N° de titre", R(titre)), ("Bordereau", R(K("CODE", "n° %d" % r.randint(100, 900)))),
            ("Référence", R(ref)), ("N° de séjour", R(c.STAY())), ("IPP", R(c.IPP())), ("Émis le", R(c.cday(0, 0)))]
    parts = [part("Avis des sommes à payer", blocks, to=p.card(c.i + 1, mail=False), place=c.place(0), when=R(c.cday(0, 0)), refs=refs,
                  obj=R("Avis des sommes à payer - titre n° ", titre), sig=[R("Pour le directeur, l'ordonnateur"), R(agent.name(3))])]
    if c.npl >= 2:
        det = []
        for k in range(min(los, 6)):
            det.append([[c.cday(entry + k, 0)], [K("CODE", ["FJ", "CP", "GHS", "FJ", "PFF", "FJ"][k % 6])],
                        [["Forfait journalier", "Chambre particulière", "Frais de séjour", "Forfait journalier", "Participation forfaitaire",
                          "Forfait journalier"][k % 6]], [eur([20, 45, tm * 5, 20, 24, 20][k % 6])], [eur([0, 0, tm * 4, 0, 0, 0][k % 6])]])
        parts.append(part("Relevé détaillé des prestations", [
            ("tab", ["Date", "Code", "Libellé", "Base", "Part AMO"], det, [1.0, 0.6, 2.2, 1.0, 1.0]),
            ("h", "Talon à joindre à votre règlement"),
            ("kv", [("Débiteur", R(p.name(1))), ("Adresse", R(*p.addr1())), ("Titre", R(titre)), ("Référence", R(ref)), ("Montant", R(eur(tot)))])],
            to=box(p.name(1)), when=R(c.cday(0, 0)), obj=R("Relevé détaillé - séjour ", c.STAY())))
    if c.npl >= 3:
        parts.append(part("Lettre de relance", [
            ("p", R(p.civ(True) + ",")),
            ("p", R("Sauf erreur de notre part, le titre n° ", titre, " émis le ", c.cday(0, 1), " pour un montant de ", eur(tot),
                    " reste impayé à ce jour. Nous vous invitons à régulariser cette situation sous ", K("DUREE", "30 jours"), ".")),
            ("p", R("À défaut, le comptable public engagera le recouvrement forcé (saisie administrative à tiers détenteur, ",
                    K("ARTICLE", "article L.262 du LPF"), "). En cas de difficulté, un échéancier peut être accordé : contactez le ",
                    V("TELEPHONE", ids.phone(r, False, c.i + 1)), "."))],
            to=p.card(c.i, mail=False), place=R(V("VILLE", c.htown), ", le ", c.cday(45, 1)), when=R(c.cday(45, 0)),
            refs=[("Titre", R(titre)), ("Débiteur", R(p.name(1)))], obj=R("Relance avant poursuites"),
            sig=[R("Le comptable public"), R(c.staff().name(3))]))
    return dict(title="Avis des sommes à payer", service="Bureau des entrées - facturation", box="facturation",
                parts=parts, head=R("Titre n° ", titre, " - ", p.name(1)))


# ------------------------------------------------------------------ 7. ambulance order, run sheet, invoice
def sh_transport(c, r):
    p = c.pat
    comp, cacr = ids.AMBULANCES[c.i % len(ids.AMBULANCES)]
    CO = V("ETABLISSEMENT", comp, "transporteur")
    ctown, ccp, _ = r.choice([t for t in ids.TOWNS if t[2] == c.dept])
    ctel = V("TELEPHONE", ids.phone(r, False, c.i))
    cmail = V("EMAIL", "regulation@" + ids.ascii_fold(cacr).lower() + "-ambulances.fr")
    crew = [c.staff("personnel"), c.staff("personnel")]
    doc = Doc(c, mail_dom=c.dom)
    sec = c.staff()
    bon = V("IDENTIFIANT", "BC-%s-%05d" % (c.day.strftime("%y%m"), r.randint(1, 99999)), "bon_transport")
    plate = V("IDENTIFIANT", ids.plate(r), "immatriculation")
    km = r.randint(18, 70)
    company = box(CO, [R(V("ADRESSE", "%d %s" % (r.randint(2, 80), r.choice(ids.STREETS))), ", ", V("CODE_POSTAL", ccp), " ", V("VILLE", ctown.upper())),
                       R("Agrément ARS n° ", V("IDENTIFIANT", "%s-%03d" % (c.dept, r.randint(10, 299)), "agrement")),
                       R("SIRET ", V("SIRET", ids.siret(r))), R("Régulation 24 h/24 : ", ctel)], cmail)
    cpam = V("ORGANISME", ids.CPAM.get(p.dept, "CPAM du Cher"), "caisse")
    order = [("h", "Patient"),
             ("kv", [("Nom, prénom", R(p.name(8))), ("Né(e) le", R(p.dn(3))), ("N° de sécurité sociale", R(p.nir(c.i + 1))),
                     ("Caisse", R(cpam, " - exonération ", K("CODE", "ALD"))), ("Prise en charge", R(*p.addr1())), ("Téléphone", R(p.FIXE()))]),
             ("h", "Transport"),
             ("kv", [("Type", R("ambulance - position allongée")),
                     ("Destination", R(c.E(), ", hôpital de jour d'oncologie, ", K("SALLE", "porte 4"))),
                     ("Rendez-vous", R(c.cday(0, 0), " à ", K("HORAIRE", "10h30"))),
                     ("Motif", R("séance de chimiothérapie (", K("EPONYME", "lymphome de Hodgkin"), "), ALD")),
                     ("Prescription", R("PMT du ", c.cday(-6, 0), " - ", doc.dr(0), " (RPPS ", doc.RPPS(), ")"))]),
             ("chk", [(True, "Aller"), (True, "Retour"), (False, "Transport partagé"), (c.i % 2 == 1, "Oxygène")]),
             ("h", "Équipage et horaires"),
             ("tab", ["Véhicule", "Équipage", "Départ", "Prise en charge", "Arrivée", "Km"],
              [[[plate], crew[0].name(1) + [" (DEA), "] + crew[1].name(1) + [" (AA)"], [K("HORAIRE", "08h55")], [K("HORAIRE", "09h12")],
                [K("HORAIRE", "09h58")], [K("KM", "%d km" % km)]]], [1.0, 2.6, 0.7, 1.0, 0.7, 0.6])]
    parts = [part("Bon de commande de transport", order, frm=company, to=box(c.E(), [R("Hôpital de jour d'oncologie")]),
                  when=R(c.cday(-1, 0), " ", K("HORAIRE", "16h40")),
                  refs=[("N° de commande", R(bon)), ("Commande reçue le", R(c.cday(-1, 0), " à ", K("HORAIRE", "16h40"))),
                        ("Demandeur", R(sec.name(0), " - ", c.A(), " - ", V("TELEPHONE", ids.phone(r, False, c.i + 2))))],
                  obj=R("Transport du ", c.cday(0, 1), " - ", p.name(1)), sig=[R("Signature du patient ou de son représentant :"), R(p.name(3))])]
    if c.npl >= 2:
        rows = []
        for k in range(7):
            o = p if k == 2 else Pers(c, r.choice([1, 2]), 30, 95)
            dest = [c.A()] if k % 3 != 1 else [c.other(k)[1]]
            rows.append([[str(k + 1)], [K("HORAIRE", "%02dh%02d" % (7 + k, r.randint(0, 59)))], o.name(4),
                         [V("VILLE", o.town)], dest, [["A", "VSL", "A", "Taxi", "VSL", "A", "VSL"][k]], [K("KM", "%d km" % r.randint(5, 80))]])
        parts.append(part("Feuille de route journalière", [
            ("kv", [("Véhicule", R(plate)), ("Équipage", R(crew[0].name(1), " / ", crew[1].name(1))), ("Date", R(c.cday(0, 0)))]),
            ("tab", ["N°", "Heure", "Patient", "Départ", "Arrivée", "Type", "Km"], rows, [0.4, 0.7, 1.8, 1.6, 0.9, 0.6, 0.6]),
            ("p", R("Kilométrage total ", K("KM", "%d km" % (km * 2 + r.randint(90, 300))), " ; désinfection du véhicule à ", K("HORAIRE", "18h20"), "."))],
            frm=company, when=R(c.cday(0, 0)), obj=R("Feuille de route du ", c.cday(0, 1))))
    if c.npl >= 3:
        fact = V("IDENTIFIANT", "F%s%05d" % (c.day.strftime("%y"), r.randint(1, 99999)), "facture")
        lines = [[[K("CODE", "AMB")], ["Forfait départemental ambulance"], ["1"], [eur(61.19)]],
                 [[K("CODE", "KMA")], ["Kilomètres au-delà de 3 km"], ["%d" % (km - 3)], [eur((km - 3) * 2.41)]],
                 [[K("CODE", "SUP")], ["Supplément hôpital (majoration)"], ["1"], [eur(16.31)]]]
        parts.append(part("Facture - tiers payant", [
            ("kv", [("Assuré", R(p.name(1))), ("N° de sécurité sociale", R(p.nir(c.i))), ("Organisme", R(cpam)),
                    ("Prescripteur", R(doc.dr(3), " - RPPS ", doc.RPPS()))]),
            ("tab", ["Code", "Désignation", "Qté", "Montant"], lines, [0.6, 2.8, 0.5, 1.0]),
            ("p", R("Prise en charge à ", K("MESURE", "100 %"), " au titre de l'ALD, facture télétransmise le ", c.cday(2, 0),
                    " (", K("ARTICLE", "article R.322-10-1 du CSS"), ")."))],
            frm=company, to=box(cpam), when=R(c.cday(2, 0)), refs=[("Facture n°", R(fact))], obj=R("Facture ", fact)))
    return dict(title="Transport sanitaire", service="Hôpital de jour d'oncologie", box="hdj.oncologie",
                parts=parts, head=R(CO, " - ", p.name(1)), foot=R(CO, " - ", *company["lines"][0], " - ", company["lines"][1]))


# ------------------------------------------------------------------ 8. bulletin de situation and attestations
def sh_situation(c, r):
    p, rel = c.pat, c.rel
    agent, cadre = c.staff(), c.staff("soignant")
    emp = V("ETABLISSEMENT", r.choice(ids.EMPLOYERS), "employeur")
    etown, ecp, _ = r.choice(ids.TOWNS)
    entry = -r.randint(5, 20)
    ident = ([("Nom de naissance", R(p.BIRTH()))] if p.birth else []) + [
        ("Nom d'usage", R(p.NOM())), ("Prénom", R(p.PRE())), ("Né(e) le", R(p.dn(2 if c.i % 2 else 0), " à ", p.BTOWN())),
        ("N° de sécurité sociale", R(p.nir(c.i + 2))), ("Domicile", R(*p.addr1()))]
    parts = [part("Bulletin de situation", [
        ("p", R("Le directeur du ", c.E(), " certifie que :")), ("kv", ident),
        ("p", R("est hospitalisé" + p.e() + " depuis le ", c.cday(entry, 1), " (entrée par le service des urgences) en médecine "
                "interne, numéro d'entrée ", c.STAY(), ", et se trouve toujours présent" + p.e() + " à la date du ", c.cday(0, 1), ".")),
        ("kv", [("Mode", R("hospitalisation complète")), ("Forfait journalier", R("dû, ", K("MONTANT", "20,00 €"), " par jour"))]),
        ("p", R("Le présent bulletin, délivré à la demande de l'intéressé" + p.e() + " pour servir et valoir ce que de droit, ne comporte aucune "
                "indication d'ordre médical (", K("ARTICLE", "article L.1110-4 du CSP"), ")."))],
        to=box(emp, [R("Service des ressources humaines"), R(V("CODE_POSTAL", ecp), " ", V("VILLE", etown.upper()))]),
        place=c.place(0), when=R(c.cday(0, 0)), refs=[("N/Réf.", R(c.STAY())), ("Affaire suivie par", R(agent.name(0)))],
        obj=R("Bulletin de situation - ", p.name(1)), sig=[R("Pour le directeur et par délégation,"), R(agent.name(3), ", adjoint des cadres")])]
    if c.npl >= 2:
        emp2 = V("ETABLISSEMENT", r.choice([e for e in ids.EMPLOYERS if e != emp.text]), "employeur")
        parts.append(part("Attestation de présence d'un accompagnant", [
            ("p", R("Je soussigné" + cadre.e() + " ", cadre.name(0), ", cadre de santé du service de médecine interne, atteste que ", rel.name(2 if rel.birth else 0),
                    ", ", rel.ne(), " le ", rel.dn(0), ", demeurant ", *rel.addr1(), ", a accompagné ", p.name(0), " du ",
                    c.cday(entry, 0), " au ", c.cday(-1, 0), " (", K("COMPTE", "%d nuits" % (-entry - 1)), " en lit accompagnant, ",
                    K("COMPTE", "%d repas" % (-entry)), ").")),
            ("kv", [("Employeur de l'accompagnant", R(emp2)), ("Motif", R("congé de proche aidant (", K("ARTICLE", "article L.3142-16 du code du travail"), ")"))])],
            to=box(rel.name(0), rel.addr_lines()), place=c.place(0), when=R(c.cday(0, 0)), obj=R("Attestation de présence"),
            sig=[R(cadre.name(3)), R("Cadre de santé, poste ", K("POSTE", "6%03d" % r.randint(100, 999)))]))
    if c.npl >= 3:
        mut = V("ORGANISME", r.choice(ids.MUTUELLES), "mutuelle")
        parts.append(part("Attestation de séjour pour la complémentaire santé", [
            ("kv", [("Adhérent(e)", R(p.name(5 if p.birth else 1))), ("Adhérent n°", R(V("NUM_ADHERENT", ids.member(r, c.i + 2)))),
                    ("Date de naissance", R(p.dn(5))), ("N° d'entrée", R(c.STAY()))]),
            ("tab", ["Période", "Unité", "Jours", "Forfait journalier"],
             [[["du ", c.cday(entry, 0), " au ", c.cday(0, 0)], ["Médecine interne"], [K("COMPTE", "%d" % (-entry))], [eur(20 * -entry)]]],
             [2.2, 1.6, 0.6, 1.2]),
            ("p", R("Attestation établie pour le versement des indemnités journalières d'hospitalisation prévues au contrat."))],
            to=box(mut, [R("Service prestations")]), place=c.place(0), when=R(c.cday(0, 0)), obj=R("Attestation de séjour - ", p.name(1)),
            sig=[R("Le bureau des admissions"), R(agent.name(3))]))
    return dict(title="Bulletin de situation", service="Bureau des admissions", box="admissions",
                parts=parts, head=R("Bulletin de situation - ", p.name(1), " - séjour ", c.STAY()))


# ------------------------------------------------------------------ 9. request for the medical file and the answer
def sh_dossier(c, r):
    p, rel = c.pat, c.rel
    heir = c.i % 2 == 1
    req = rel if heir else p
    ru, agent = c.staff(), c.staff()
    docs = [Doc(c, mail_dom=c.dom) for _ in range(3)]
    entry = -r.randint(120, 400)
    los = r.randint(4, 12)
    dem = V("IDENTIFIANT", "DCD-%d-%04d" % (c.day.year, r.randint(1, 9999)), "demande")
    reco = V("IDENTIFIANT", ids.registered(r), "recommande")
    cni = V("IDENTIFIANT", ids.id_card(r), "cni")
    pages = r.randint(24, 80)
    to_est = box(R("Monsieur le Directeur"), [R(c.E()), R("Service des relations avec les usagers"), R(K("BOITE_POSTALE", c.hbox)),
                                              R(V("CODE_POSTAL", c.hcedex), " ", V("VILLE", c.htown.upper()), " CEDEX")])
    if heir:
        who = R("en qualité d'ayant droit de ", p.name(2 if p.birth else 0), ", ", p.ne(), " le ", p.dn(2), ", décédé" + p.e() + " le ",
                V("DATE_DECES", ids.care(c.day - datetime.timedelta(days=r.randint(20, 90)), 0)),
                " dans votre établissement, afin de connaître les causes du décès (", K("ARTICLE", "article L.1110-4 du CSP"), ")")
    else:
        who = R("en application de l'", K("ARTICLE", "article L.1111-7 du code de la santé publique"))
    letter = [("p", R("Monsieur le Directeur,")),
              ("p", R("Je soussigné" + req.e() + " ", req.name(0), ", ", req.ne(), " le ", req.dn(2), " à ", req.BTOWN(), ", demeurant ", *req.addr1(),
                      ", vous prie de bien vouloir me communiquer, ", *who, ", la copie des pièces du dossier médical relatives à "
                      "l'hospitalisation en cardiologie du ", c.cday(entry, 0), " au ", c.cday(entry + los, 0), " (séjour ", c.STAY(),
                      ", IPP ", c.IPP(), ").")),
              ("chk", [(True, "envoi des copies à mon domicile"), (False, "consultation sur place"), (False, "envoi à un médecin")]),
              ("list", [R("comptes rendus d'hospitalisation et opératoire"), R("résultats d'examens (imagerie, biologie)"),
                        R("lettre de liaison à la sortie")]),
              ("p", R("Vous trouverez ci-joint la copie de ma carte nationale d'identité n° ", cni, ". Vous pouvez me joindre au ",
                      req.MOB(), " ou par courriel à ", req.MAIL(), ".")),
              ("p", R("Veuillez agréer, Monsieur le Directeur, mes salutations distinguées."))]
    parts = [part("Demande de communication du dossier médical", letter, frm=req.card(c.i), to=to_est,
                  place=R(V("VILLE", req.town), ", le ", c.cday(-4, 1)), when=R(c.cday(-4, 0)),
                  obj=R("Demande de communication de dossier médical"), recv=R(c.cday(0, 0)),
                  extra=[("Envoi", R("recommandé avec AR n° ", reco)), ("P.J.", R("copie de la carte d'identité"))], sig=[R(req.name(3))])]
    if c.npl >= 2:
        ans = [("p", R(req.civ(True) + ",")),
               ("p", R("Nous accusons réception, le ", c.cday(0, 1), ", de votre demande de communication du dossier médical de ",
                       p.name(0), ", ", p.ne(), " le ", p.dn(0), ". Conformément aux ", K("ARTICLE", "articles L.1111-7 et R.1111-1 à R.1111-8 du CSP"),
                       ", les informations vous seront adressées dans un délai de ", K("DUREE", "huit jours"), " (", K("DUREE", "deux mois"),
                       " lorsqu'elles datent de plus de cinq ans).")),
               ("p", R("Les frais de reproduction (", K("MONTANT", "0,18 €"), " par page) et d'envoi (", K("MONTANT", "6,50 €"),
                       ") restent à votre charge : le dossier comporte ", K("PAGE", "%d pages" % pages), ", soit ",
                       eur(0.18 * pages + 6.5), "."))]
        if heir:
            ans.append(("p", R("Merci de nous adresser un justificatif de votre qualité d'ayant droit (acte de décès, livret de famille ou "
                               "acte de notoriété).")))
        parts.append(part("Réponse à la demande", ans, to=req.card(c.i + 1, mail=False), place=c.place(0), when=R(c.cday(0, 0)),
                          refs=[("N/Réf.", R(dem)), ("V/Réf.", R("votre courrier du ", c.cday(-4, 0))), ("Affaire suivie par", R(ru.name(0))),
                                ("Ligne directe", R(V("TELEPHONE", ids.phone(r, False, c.i)))), ("Courriel", R(V("EMAIL", ru.mail)))],
                          obj=R("Votre demande de communication de dossier médical"),
                          sig=[R("Pour le directeur,"), R(ru.name(3), ", responsable des relations avec les usagers")]))
    if c.npl >= 3:
        rows = []
        for k in range(6):
            rows.append([[str(k + 1)], [c.cday(entry + min(k, los), 0)],
                         [["Compte rendu d'hospitalisation", "Compte rendu opératoire", "Échographie cardiaque", "Biologie",
                           "Lettre de liaison", "Prescriptions de sortie"][k]], docs[k % 3].dr(1), [K("PAGE", "%d" % r.randint(1, 9))]])
        parts.append(part("Bordereau d'envoi des copies", [
            ("tab", ["N°", "Date", "Document", "Auteur", "Pages"], rows, [0.4, 1.0, 2.4, 1.6, 0.5]),
            ("kv", [("Total", R(K("PAGE", "%d pages" % pages))), ("Envoi", R("recommandé avec AR n° ", V("IDENTIFIANT", ids.registered(r), "recommande"))),
                    ("Destinataire", R(req.name(1), ", ", *req.addr1()))])],
            to=box(req.name(1)), when=R(c.cday(6, 0)), refs=[("N/Réf.", R(dem))], obj=R("Envoi des copies - ", dem),
            sig=[R(agent.name(3), ", archives médicales")]))
    return dict(title="Communication du dossier médical", service="Direction des usagers et de la qualité", box="relations.usagers",
                parts=parts, head=R("Demande ", dem, " - ", p.name(1)))


# ------------------------------------------------------------------ 10. complaint and mediation
def sh_complaint(c, r):
    p, rel = c.pat, c.rel
    nurse, ru, dirq, cadre = c.staff("soignant"), c.staff(), c.staff(), c.staff("soignant")
    med = Doc(c, mail_dom=c.dom)
    adm = -r.randint(20, 40)
    rec = V("IDENTIFIANT", "REC-%d-%04d" % (c.day.year, r.randint(1, 9999)), "reclamation")
    dmed = r.randint(10, 25)
    parent = "ma mère" if p.sex == 2 else "mon père"
    comp = [("p", R("Madame, Monsieur,")),
            ("p", R(parent.capitalize(), ", ", p.name(0), ", ", p.ne(), " le ", p.dn(2), ", a été admis" + p.e() + " aux urgences de votre établissement "
                    "le ", c.cday(adm, 5), " vers ", K("HORAIRE", "21h30"), ". ", "Elle" if p.sex == 2 else "Il", " est resté" + p.e() + " plus de ",
                    K("DUREE", "neuf heures"), " sur un brancard dans le couloir, sans être changé" + p.e() + " ni hydraté" + p.e() + ".")),
            ("p", R("Lors du transfert en unité d'hospitalisation, son appareil dentaire (", eur(1250), ") a été égaré. L'infirmière de nuit, ",
                    nurse.name(0), ", m'a indiqué qu'il serait recherché ; malgré mes appels au standard (", V("TELEPHONE", c.std),
                    "), je n'ai eu aucune nouvelle.")),
            ("p", R("Je sollicite une rencontre avec le médiateur médical et le remboursement de la prothèse. Numéro indiqué sur le bracelet : ",
                    c.IPP(), ".")),
            ("p", R("Je reste joignable au ", rel.MOB(), " ou à l'adresse ", rel.MAIL(), "."))]
    parts = [part("Réclamation", comp, frm=rel.card(c.i + 1), to=box(R("Service des relations avec les usagers"), [R(c.E())]),
                  place=R(V("VILLE", rel.town), ", le ", c.cday(adm + 6, 1)), when=R(c.cday(adm + 6, 0)),
                  obj=R("Réclamation - prise en charge de ", parent, ", ", p.name(1)), sig=[R(rel.name(3))], recv=R(c.cday(adm + 8, 0)))]
    if c.npl >= 2:
        parts.append(part("Accusé de réception et proposition de médiation", [
            ("p", R(rel.civ(True) + ",")),
            ("p", R("Nous avons bien reçu votre réclamation du ", c.cday(adm + 6, 1), " relative au séjour de ", p.name(0), ". Conformément aux ",
                    K("ARTICLE", "articles R.1112-91 à R.1112-94 du CSP"), ", elle a été transmise au ", med.dr(0), ", médiateur médical (RPPS ",
                    med.RPPS(), ").")),
            ("p", R("Le médiateur vous propose une rencontre le ", c.cday(dmed, 5), " à ", K("HORAIRE", "14h00"), " (",
                    K("SALLE", "salle du conseil, bâtiment administratif, porte 3"), "), en présence de ", ru.name(0),
                    ", représentante des usagers à la commission des usagers (CDU).")),
            ("p", R("Concernant la prothèse dentaire, une déclaration a été adressée à notre assureur ; l'inventaire des biens déposés le ",
                    c.cday(adm, 0), " est joint."))],
            to=rel.card(c.i, mail=False), place=c.place(0), when=R(c.cday(0, 0)),
            refs=[("N/Réf.", R(rec)), ("Affaire suivie par", R(dirq.name(0))), ("Ligne directe", R(V("TELEPHONE", ids.phone(r, False, c.i + 2)))),
                  ("Courriel", R(V("EMAIL", dirq.mail)))],
            obj=R("Votre réclamation - rencontre avec le médiateur"), sig=[R("La directrice de la qualité et des usagers"), R(dirq.name(3))]))
    if c.npl >= 3:
        parts.append(part("Compte rendu de médiation", [
            ("kv", [("Date", R(c.cday(dmed, 0), ", ", K("HORAIRE", "14h00"), " - ", K("HORAIRE", "15h10"))),
                    ("Présents", R(rel.name(0), ", ", med.dr(1), ", ", ru.name(0), ", ", cadre.name(0), " (cadre des urgences)"))]),
            ("p", R("Le médiateur a rappelé le contexte : affluence exceptionnelle aux urgences la nuit du ", c.cday(adm, 0),
                    " (", K("COMPTE", "112 passages"), "). ", rel.name(3), " a exposé ses griefs ; la cadre a reconnu un défaut de traçabilité "
                    "des effets personnels et une réévaluation du risque d'escarre (", K("EPONYME", "échelle de Braden"), ") non tracée.")),
            ("list", [R("remboursement de la prothèse sur facture, dans la limite de ", eur(1250)),
                      R("rappel de la procédure d'inventaire des biens à l'équipe de nuit"),
                      R("présentation anonymisée du dossier à la CDU du ", c.cday(dmed + 30, 0))]),
            ("p", R("Si vous l'estimez utile, vous pouvez saisir la commission de conciliation et d'indemnisation (",
                    K("ARTICLE", "article L.1142-7 du CSP"), ")."))],
            to=rel.card(c.i + 1, mail=False), place=c.place(dmed + 3), when=R(c.cday(dmed + 3, 0)), refs=[("N/Réf.", R(rec))],
            obj=R("Compte rendu de la rencontre du ", c.cday(dmed, 0)), sig=[R(med.dr(0), ", médiateur médical"), R("RPPS ", med.RPPS())]))
    return dict(title="Réclamation et médiation", service="Direction de la qualité et des usagers", box="qualite.usagers",
                parts=parts, head=R("Réclamation ", rec, " - ", p.name(1)))


SHAPE_FUN_B = {"avis_sommes_a_payer": sh_invoice, "transport_sanitaire": sh_transport, "bulletin_situation": sh_situation,
               "demande_dossier_medical": sh_dossier, "reclamation_mediation": sh_complaint}
