"""The last five document types of corpus BU (see content.py): the social worker's AME / PASS note, the medical
repatriation by an assistance company, the cost estimate and statement of a patient without social insurance, the
consulate's letter with the hospital's reply, and a foreign hospital's request for the records."""
from __future__ import annotations

import datetime

from . import ids, pays
from .model import K, R, V
from .people import FORM, ORG, ForeignDoc, Home, P, Person, Pro, hm, money, part


# ------------------------------------------------------------------ 6. social worker's note: AME and PASS
def sh_ame(c, r):
    p = c.pat
    asso = V("ETABLISSEMENT", ids.ASSOCIATIONS[(c.i + c.seed) % len(ids.ASSOCIATIONS)], "association")
    dom = Home(c, "FR", c.dept)
    ass = Pro(c, "personnel", sex=2)
    host = Person(c, p.cc, r.choice([1, 2]), datetime.date(1979, 1, 1), "proche", home=dom)
    doss = V("IDENTIFIANT", "AME-%s-%d-%06d" % (c.dept, c.day.year, r.randint(1, 999999)), "dossier_ame")
    s1 = [("Identité", [("kv", [("Nom, prénom", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i), " à ", p.BTOWN(), " (", pays.C[p.cc]["name"], ")")),
                                ("Nationalité", R(p.nationality())), ("Passeport", R(p.PASS(), " (", pays.C[p.cc]["name"], ")")), ("Téléphone", R(p.MOB()))])]),
          ("Situation sociale", [("kv", [("Domiciliation", R(asso, ", ", V("ADRESSE", dom.street), ", ", V("CODE_POSTAL", dom.cp), " ", V("VILLE", dom.town))),
                                         ("Hébergement", R("chez un compatriote, ", *host.name(3), " (", host.MOB(), ")")),
                                         ("Arrivée en France", R("il y a environ ", K("DUREE", "%d mois" % r.randint(4, 30)))), ("Ressources", R("aucune"))]),
                                 ("chk", [(False, "PUMa"), (True, "Aide médicale de l'État (AME)"), (False, "Complémentaire santé solidaire")]),
                                 P("Dépôt d'une demande d'aide médicale de l'État (", K("ARTICLE", "article L.251-1 du code de l'action sociale et des familles"),
                                   ") auprès de la ", c.CPAM(), ". Dans l'attente, soins et médicaments délivrés par la PASS (",
                                   K("ARTICLE", "article L.6112-6 du code de la santé publique"), ")."), c.hw()])]
    parts = [part("Évaluation sociale - permanence d'accès aux soins de santé", s1, issuer=c.head("Service social - PASS"),
                  refs=[("IPP", R(c.IPP())), ("Entretien", R(c.cday(0, 4)))], sigs=[("L'assistante sociale", [R(*ass.name(0)), R("ADELI ", ass.ADELI())])])]
    if c.npl >= 2:
        parts.append(part("Demande d'aide médicale de l'État - pièces du dossier", [(None, [
            ("kv", [("Demandeur", R(*p.name(0))), ("N° de dossier", R(doss)), ("Justificatif d'identité", R("passeport ", p.PASS())),
                    ("Adresse de domiciliation", R(asso, ", ", V("ADRESSE", dom.street), ", ", V("CODE_POSTAL", dom.cp), " ", V("VILLE", dom.town.upper())))]),
            ("yn", [("Résidence en France depuis plus de trois mois", True), ("Ressources inférieures au plafond", True), ("Ayants droit à charge", c.i % 2 == 0)]),
            ("list", [R("formulaire de demande signé"), R("attestation d'hébergement de ", *host.name(0)), R("copie du passeport")]),
            P("Dossier remis en main propre à la ", c.CPAM(), " le ", c.cday(2, 1), ".")])],
            issuer=c.head("Service social - PASS"), to={"name": R(c.CPAM()), "lines": [R("Service AME")]}, sigs=[("L'assistante sociale", [R(*ass.name(4))])]))
    if c.npl >= 3:
        rows = [[[c.cday(0, 5)], [K("DOSE", "metformine 1000 mg x 2/j")], [K("DUREE", "30 jours")]],
                [[c.cday(0, 5)], [K("DOSE", "amlodipine 5 mg/j")], [K("DUREE", "30 jours")]],
                [[c.cday(30, 5)], [K("DOSE", "metformine 1000 mg x 2/j")], [K("DUREE", "30 jours")]]]
        parts.append(part("Suivi PASS - délivrances de médicaments", [(None, [
            ("tab", ["Date", "Médicament", "Durée"], rows, [1.0, 2.4, 0.9]),
            P("Diabète de type 2 (", K("CIM10", "E11.9"), "), HbA1c ", K("MESURE", "%.1f %%" % (r.randint(72, 98) / 10)), ". Attestation d'AME reçue le ",
              c.cday(40, 1), " sous le numéro ", V("IDENTIFIANT", "%d%07d" % (r.randint(1, 2), r.randint(0, 9999999)), "attestation_ame"), "."),
            P("En cas d'urgence vitale : ", K("NUMERO_PUBLIC", "112"), " ; hors urgence, médecin de garde : ", K("NUMERO_PUBLIC", "116 117"), ".")])],
            issuer=c.head("Pharmacie - PASS"), refs=[("Patient", R(*p.name(9))), ("Domiciliation", R(asso))], sigs=[("Le médecin de la PASS", [R(*c.doc.dr(1))])]))
    return dict(title="Note sociale - AME / PASS", issuer=c.head("Service social"), parts=parts,
                head=R(c.ACR(), " - service social - ", *p.name(1)), foot=R(c.H(), " - PASS"))


# ------------------------------------------------------------------ 7. repatriation by an assistance company
def sh_rapat(c, r):
    p = c.pat
    comp = V("ETABLISSEMENT", ids.ASSISTANCE[(c.i + c.seed) % len(ids.ASSISTANCE)], "assistance")
    comp_tel = V("TELEPHONE", pays.foreign_phone(r, "CH" if "SA" in comp.text else "DE" if "GmbH" in comp.text else "BE", False, c.i))
    dossier = V("IDENTIFIANT", "%s-%d-%06d" % ("".join(w[0] for w in comp.text.split(" ")[:2]).upper(), c.day.year, r.randint(1, 999999)), "dossier_assistance")
    police = V("IDENTIFIANT", "%s%09d" % (r.choice(["POL", "VA-", "TRV"]), r.randint(1, 999999999)), "police_assurance")
    dest_h = pays.C[p.cc]["hosp"] or "University Hospital of Mill Lane"
    dest = V("ETABLISSEMENT", dest_h, "etablissement_etranger")
    reg = ForeignDoc(c, p.cc)
    disp = c.r.choice(["ambulance", "avion sanitaire", "vol régulier sur civière"])
    s1 = [("Dossier", [("kv", [("N° de dossier", R(dossier)), ("Contrat", R(police)), ("Assuré", R(*p.name(0))), ("Né" + p.e() + " le", R(p.dn(3))),
                               ("Pièce d'identité", R(p.NAT() if p.nat else p.PASS())), ("Résidence", R(*p.addr1())), ("Souscripteur", R(*c.rel.name(1), " - ", c.rel.MOB()))])]),
          ("Rapatriement", [("kv", [("Hôpital de destination", R(dest, ", ", p.VILLE())), ("Médecin receveur", R(*reg.dr(0))), ("Moyen", R(disp)),
                                    ("Prise en charge", R("frais de transport et d'hospitalisation jusqu'à ", money(r.choice([30000, 50000, 150000]))))]),
                            P("Nous vous remercions de nous adresser le rapport médical au ", comp_tel, ". Plateau joignable 24 h/24."), c.hw()])]
    parts = [part("Demande de rapatriement sanitaire", s1, issuer={"name": R(comp), "service": "Plateau médical", "lines": [R("Assistance aux voyageurs")],
                                                                      "contact": [R("Tél. ", comp_tel)], "legal": None},
                  to={"name": R(*c.doc.dr(0)), "lines": [R(c.H())]}, refs=[("Date", R(c.cday(2, 3), " ", hm(r.randint(8, 20), r.randint(0, 59), ":")))],
                  sigs=[("Le médecin régulateur", [R(*Pro(c).name(3))])])]
    if c.npl >= 2:
        parts.append(part("Rapport médical pour le transport", [(None, [
            ("kv", [("Patient", R(*p.name(1))), ("Date de naissance", R(p.dn(c.i))), ("Diagnostic", R("fracture du col du fémur opérée (", K("CIM10", "S72.0"), ")")),
                    ("Oxygène", R(K("DOSE", "2 l/min") if c.i % 2 else "non")), ("Transport prévu", R(c.cday(6, 0), " à ", hm(9, 15)))]),
            ("yn", [("Apte au transport", True), ("Accompagnement médical", c.i % 2 == 1), ("Civière", True)]),
            P("Formulaire ", FORM("MEDIF"), " joint pour la compagnie. Traitement : ", K("DOSE", "enoxaparine 4000 UI/j"), ", ", K("DOSE", "paracétamol 1 g x 4/j"), ".")])],
            issuer=c.head("Orthopédie - traumatologie"), to={"name": R(comp), "lines": [R("Dossier ", dossier)]}, sigs=[("Le médecin", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])]))
    if c.npl >= 3:
        parts.append(part("Transmission au service receveur", [(None, [
            P("Cher confrère,"),
            P(p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 1), ", est transféré", p.e(), " vers votre établissement le ", c.cday(6, 1), " (dossier ", dossier, ")."),
            P("Opéré", p.e(), " le ", c.cday(1, 1), " ; appui autorisé. Famille prévenue : ", *c.rel.name(0), ", ", c.rel.MOB(), "."),
            ("kv", [("IPP", R(c.IPP())), ("Contact", R(*c.ide.name(3), ", ", V("TELEPHONE", ids.phone(r, False, c.i + 3))))])])],
            issuer=c.head("Orthopédie - traumatologie"), to={"name": R(*reg.dr(0)), "lines": [R(dest), R(p.VILLE(True), " - ", pays.C[p.cc]["name"].upper())]},
            place=c.place(5, 1), sigs=[("", [R(*c.doc.dr(1))])]))
    return dict(title="Rapatriement sanitaire", issuer=c.head(), parts=parts, tti=R(comp_tel, "  ", comp),
                head=R(c.ACR(), " - rapatriement - ", dossier, " - ", *p.name(1)), foot=R(c.H(), " - patients internationaux"))


# ------------------------------------------------------------------ 8. estimate and statement, no social insurance
def sh_devis(c, r):
    p = c.pat
    fac = V("IDENTIFIANT", "FAC-%s-%d-%07d" % (c.acr, c.day.year, r.randint(1, 9999999)), "facture")
    acts = [("consultation de chirurgie", "CS", 1, 60.0), ("IRM du genou", "NZQN001", 1, 380.0), ("arthroscopie du genou", "NFFC004", 1, 1250.0),
            ("journée d'hospitalisation (TJP)", "TJP", 2, 1480.0), ("forfait bloc opératoire", "FBO", 1, 650.0)]
    rows, tot = [], 0.0
    for lab, code, q, u in acts:
        tot += q * u
        rows.append([[lab], [K("CODE", code)], [str(q)], [money(u)], [money(q * u)]])
    prov = round(tot * 1.2, -2)
    holder = p if c.i % 2 == 0 else c.rel
    bank, ib = pays.bank_iban(r, p.cc if p.cc in ("CH", "GB", "DE") else "CH", c.i)
    s1 = [("Patient", [("kv", [("Nom, prénom", R(*p.name(1))), ("Date de naissance", R(p.dn(c.i))), ("Adresse", R(*p.addr1())), ("Téléphone", R(p.MOB())),
                               ("Courriel", R(p.MAIL())), ("Passeport", R(p.PASS())), ("Identifiant national", R(p.NAT()))])]),
          ("Devis", [("tab", ["Prestation", "Code", "Qté", "Prix unitaire", "Montant"], rows, [2.3, 0.9, 0.5, 1.0, 1.0]),
                     ("kv", [("Total estimé", R(money(tot))), ("Provision à verser avant l'admission", R(money(prov)))]),
                     P("Patient sans couverture sociale en France : tarifs applicables aux patients non assurés sociaux (tarif journalier de prestations). "
                       "Le solde sera régularisé à la sortie."), c.hw()])]
    parts = [part("Devis préalable - patient non assuré social", s1, issuer=c.head("Bureau des admissions - patients payants"),
                  refs=[("Référence", R(fac)), ("Établi le", R(c.cday(0, 0)))], sigs=[("Le patient (bon pour accord)", [R(*p.name(3))]), ("L'établissement", [R(*c.staff.name(4))])])]
    if c.npl >= 2:
        real = tot - acts[3][3] + r.choice([0.0, 120.0, 310.0])
        parts.append(part("Décompte définitif et remboursement de la provision", [(None, [
            ("kv", [("Facture", R(fac)), ("Séjour", R(c.STAY(), " du ", c.cday(10, 0), " au ", c.cday(12, 0))), ("Provision reçue", R(money(prov))),
                    ("Montant définitif", R(money(real))), ("Trop-perçu à rembourser", R(money(prov - real)))]),
            ("kv", [("Titulaire du compte", R(*holder.name(1))), ("IBAN", R(V("IBAN", ib))), ("Banque", R(V("ETABLISSEMENT", bank, "banque")))]),
            P("Le remboursement est effectué par la trésorerie hospitalière sous ", K("DUREE", "30 jours"), ".")])],
            issuer=c.head("Facturation"), to=holder.card(c.i), place=c.place(14, 1), sigs=[("Le responsable de la facturation", [R(*c.staff.name(0))])]))
    if c.npl >= 3:
        parts.append(part("Attestation de paiement", [(None, [
            P("Nous attestons avoir reçu de ", p.name(2 if p.birth else 0), ", demeurant ", *p.addr1(), ", la somme de ", money(prov), " le ", c.cday(9, 1),
              ", au titre de la facture ", fac, "."),
            ("kv", [("Mode de paiement", R("virement international")), ("Référence de l'opération", R(V("IDENTIFIANT", "VIR%d%08d" % (c.day.year, r.randint(1, 99999999)), "paiement")))])])],
            issuer=c.head("Trésorerie hospitalière"), place=c.place(9, 1), sigs=[("Le régisseur", [R("par délégation")])]))
    slip = {"ref": R(fac), "amount": R(money(prov)), "payer": R(*p.name(1)), "lines": p.addr_lines(False),
            "to": R("Trésorerie hospitalière - ", c.H())}
    return dict(title="Devis et décompte - patient non assuré", issuer=c.head(), parts=parts, slip=slip,
                head=R(c.ACR(), " - ", fac, " - ", *p.name(1)), foot=R(c.H(), " - facturation"))


# ------------------------------------------------------------------ 9. consular letter and the hospital's reply
CONSULATES = {"IT": ("Consulat général d'Italie à Metz", "rue Marchant", "57000 Metz"), "PT": ("Consulat général du Portugal à Strasbourg", "rue Kageneck", "67000 Strasbourg"),
              "MA": ("Consulat général du Royaume du Maroc à Strasbourg", "avenue de la Forêt-Noire", "67000 Strasbourg"),
              "ES": ("Consulat général d'Espagne à Strasbourg", "rue Rabelais", "67000 Strasbourg"),
              "PL": ("Consulat général de Pologne à Strasbourg", "allée de la Robertsau", "67000 Strasbourg"),
              "DZ": ("Consulat général d'Algérie à Strasbourg", "rue du Général-Rapp", "67000 Strasbourg")}


def sh_consulat(c, r):
    p = c.pat
    cons = CONSULATES[p.cc]
    CON = ORG(cons[0])
    cadr = K("ADRESSE_PUBLIQUE", "%d %s, %s" % (r.randint(2, 40), cons[1], cons[2]))
    agent = Person(c, p.cc, r.choice([1, 2]), datetime.date(1975, 1, 1), "personnel")
    amail = V("EMAIL", ids.mail_local(agent.first.split(" ")[0], agent.last) + "@" + r.choice(["consulat-", "cg-"]) + p.cc.lower() + "-" +
              ids.ascii_fold(cons[2].split(" ", 1)[1]).lower() + ".org")
    rel_abroad = Person(c, p.cc, r.choice([1, 2]), datetime.date(1960, 1, 1), "proche", last=p.last)
    card = V("IDENTIFIANT", "%s%07d" % (p.cc, r.randint(1, 9999999)), "carte_consulaire")
    s1 = [(None, [P("Monsieur le Directeur,"),
                  P("Notre consulat a été saisi par ", rel_abroad.name(0), ", domicilié", rel_abroad.e(), " ", *rel_abroad.addr1(), " (", rel_abroad.MOB(),
                    "), qui demande des nouvelles de notre ressortissant", p.e(), " :"),
                  ("kv", [("Nom, prénom", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i), " à ", p.BTOWN())), ("Passeport", R(p.PASS())),
                          ("Carte consulaire", R(card))] + ([("N° d'identité", R(p.NAT()))] if p.nat else [])),
                  P("Nous vous serions obligés de nous indiquer, avec l'accord de l'intéressé", p.e(), ", son état de santé et la date prévisible de sa sortie. "
                    "Dossier suivi par ", agent.name(3), " (", amail, ")."),
                  P("Veuillez agréer, Monsieur le Directeur, l'assurance de notre considération distinguée.")])]
    parts = [part("Demande de nouvelles d'un ressortissant hospitalisé", s1, issuer={"name": R(CON), "service": "Service social et protection des ressortissants",
                                                                                        "lines": [R(cadr)], "contact": [], "legal": None},
                  to={"name": R("Monsieur le Directeur"), "lines": [R(c.H())]}, refs=[("Réf.", R(K("CODE", "PS/%d/%03d" % (c.day.year, r.randint(1, 999)))))],
                  place=R(cons[2].split(" ", 1)[1] + ", le ", c.cday(3, 1)), sigs=[("Le consul général", [R("par délégation")])])]
    if c.npl >= 2:
        parts.append(part("Réponse de l'établissement au consulat", [(None, [
            P("Monsieur le Consul général,"),
            P("Avec l'accord écrit de ", p.name(0), " (IPP ", c.IPP(), "), je vous informe qu'", "elle" if p.sex == 2 else "il",
              " est hospitalisé", p.e(), " depuis le ", c.cday(0, 1), " dans le service de cardiologie. Son état est stable ; la sortie est envisagée vers le ", c.cday(9, 1), "."),
            P("Personne de confiance désignée : ", *c.rel.name(0), ", ", c.rel.MOB(), ". Interlocutrice : ", *c.ide.name(0), " (", V("EMAIL", c.ide.mail), ")."), c.hw()])],
            issuer=c.head("Direction des usagers"), to={"name": R(CON), "lines": [R(cadr)]}, place=c.place(5, 1), sigs=[("Pour le directeur", [R(*c.staff.name(4))])]))
    if c.npl >= 3:
        parts.append(part("Certificat médical pour le consulat", [(None, [
            P("Je soussigné", "e" if c.doc.sex == 2 else "", " ", c.doc.dr(0), ", certifie avoir examiné ce jour ", p.name(3), ", ", p.ne(), " le ", p.dn(c.i + 1),
              ", passeport n° ", p.PASS(), "."),
            P("Son état de santé est compatible avec un voyage en avion le ", c.cday(12, 1), ", sous ", K("DOSE", "bisoprolol 2,5 mg/j"), " et ",
              K("DOSE", "apixaban 5 mg x 2/j"), " (", K("CIM10", "I48.0"), ")."),
            P("Certificat remis en main propre à l'intéressé", p.e(), " pour servir et valoir ce que de droit.")])],
            issuer=c.head("Cardiologie"), place=c.place(10, 1), sigs=[("", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])]))
    return dict(title="Courrier consulaire", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - ", CON, " - ", *p.name(1)), foot=R(c.H(), " - direction des usagers"))


# ------------------------------------------------------------------ 10. a foreign hospital requests the records
def sh_dossier(c, r):
    p = c.pat
    fh = V("ETABLISSEMENT", pays.C[p.cc]["hosp"], "etablissement_etranger")
    req = ForeignDoc(c, p.cc)
    fno = V("IDENTIFIANT", ["Fall-Nr. %d%07d", "%d/%07d", "PAT-%d-%07d"][c.i % 3] % (c.day.year, r.randint(1, 9999999)), "dossier_etranger")
    idc = V("IDENTIFIANT", pays.passport(r, p.cc), "carte_identite")
    s1 = [(None, [P("Chères et chers collègues,"),
                  P("Notre patient", p.e(), " ", p.name(0), ", ", p.ne(), " le ", p.dn(1), " (notre numéro ", fno, "), a été pris", p.e(), " en charge dans votre "
                    "établissement du ", c.cday(-40, 1), " au ", c.cday(-33, 1), ". Pour la suite de son traitement, nous vous prions de nous adresser le compte rendu "
                    "d'hospitalisation, les comptes rendus opératoires et l'imagerie."),
                  P("Le consentement de l'intéressé", p.e(), " est joint. Réponse par messagerie sécurisée à ", V("EMAIL", req.mail), " ou par fax au ", V("TELEPHONE", req.fax), "."),
                  P("Avec nos remerciements confraternels.")])]
    parts = [part("Demande de transmission du dossier médical", s1, issuer={"name": R(fh), "service": "Chirurgie viscérale", "lines": [R(req.ADR()), R(*req.cpv())],
                                                                           "contact": [R("Tél. ", V("TELEPHONE", req.fixe))], "legal": R(req.PID()) if req.pid else None},
                  to={"name": R("Service des archives médicales"), "lines": [R(c.H())]}, place=R(req.VILLE(), ", le ", c.cday(0, 3)),
                  sigs=[("", [R(*req.dr(0))] + ([R("n° professionnel ", req.PID())] if req.pid else []))])]
    if c.npl >= 2:
        parts.append(part("Autorisation de communication du dossier", [(None, [
            P("Je soussigné", p.e(), " ", p.name(8), ", ", p.ne(), " le ", p.dn(c.i), ", demeurant ", *p.addr1(), ", titulaire de la carte d'identité n° ", idc,
              ", autorise le ", c.H(), " à transmettre mon dossier médical au ", req.dr(0), " (", fh, "), conformément à l'",
              K("ARTICLE", "article L.1111-7 du code de la santé publique"), "."),
            ("kv", [("Téléphone", R(p.MOB())), ("Courriel", R(p.MAIL())), ("Numéro national", R(p.NAT()))]), c.hw()])],
            issuer={"name": R(*p.name(0)), "service": None, "lines": p.addr_lines(False), "contact": [], "legal": None}, place=R(p.VILLE(), ", le ", c.cday(-2, 3)),
            sigs=[("Signature du patient", [R(*p.name(3))])]))
    if c.npl >= 3:
        rows = [[["compte rendu d'hospitalisation"], [c.cday(-33, 0)], ["1"]], [["compte rendu opératoire"], [c.cday(-38, 0)], ["1"]],
                [["scanner abdominal (CD)"], [c.cday(-40, 0)], ["1"]]]
        parts.append(part("Bordereau d'envoi de pièces médicales", [(None, [
            ("kv", [("Patient", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i + 1))), ("IPP", R(c.IPP())), ("Votre référence", R(fno))]),
            ("tab", ["Pièce", "Date", "Nombre"], rows, [2.4, 1.2, 0.6]),
            P("Envoi par messagerie sécurisée le ", c.cday(4, 1), " à ", req.dr(1), ".")])],
            issuer=c.head("Archives médicales"), to={"name": R(*req.dr(0)), "lines": [R(fh), R(req.ADR()), R(*req.cpv())]},
            place=c.place(4, 1), sigs=[("L'archiviste", [R(*c.staff.name(0))])]))
    return dict(title="Demande de dossier depuis l'étranger", issuer=c.head("Archives médicales"), parts=parts, tti=R(V("TELEPHONE", req.fax), "  ", fh),
                head=R(c.ACR(), " - archives - ", *p.name(1), " - ", fno), foot=R(c.H(), " - archives médicales"))


SHAPE_FUN_B = {"note_sociale_ame": sh_ame, "rapatriement_sanitaire_assistance": sh_rapat, "devis_non_assure": sh_devis,
               "courrier_consulaire": sh_consulat, "demande_dossier_etranger": sh_dossier}
