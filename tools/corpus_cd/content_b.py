"""The other five document types of corpus CD (written for this corpus): the periodontal chart with the letter to the
GP, the orthodontic assessment of a MINOR with the prior-agreement request and the letter to the legal guardians, the
work order to the dental laboratory with the declaration of conformity of the custom-made device, the dental trauma
seen at the hospital's emergency with the initial medical certificate, and the extraction in a patient on vitamin K
antagonists (INR report of the biology laboratory, letter to the cardiologist). Conventions as in content.py."""
from __future__ import annotations

from . import ids
from .content import id_kv
from .model import R, V
from .people import (ART, ATC, BIO, CCAM, CERFA, CIM, DISP, DOSE, DUR, EPO, LOT, MES, MONT, NGAP, ORG, PUB, SCORE, TEINTE, part, P)


# ------------------------------------------------------------------ 6. periodontology
def sh_paro(c, r):
    p, pa = c.pat, c.paro
    teeth = [16, 11, 26, 36, 31, 46]
    rows = [[[c.T(t)], [MES("%d-%d-%d" % (3 + (t + c.i) % 4, 2 + c.i % 3, 4 + t % 3))], [MES("%d-%d-%d" % (2 + t % 3, 3, 3 + (t + c.i) % 4))],
             ["oui" if (t + c.i) % 3 else "non"], [MES("classe %s" % ["I", "II", "I", "III"][(t + c.i) % 4])]] for t in teeth]
    s1 = [("Patient", [("kv", id_kv(c, c.i + 3, extra=[("Dossier", R(c.ID("dossier_cabinet"))), ("Téléphone", R(p.MOB()))]))]),
          ("Bilan parodontal", [P("Bilan parodontal (", CCAM("HBQD001"), ") du ", c.cday(0), " : indice de plaque ", SCORE("%d %%" % (38 + 4 * (c.i % 8))),
                                  ", saignement au sondage ", SCORE("%d %%" % (25 + 3 * (c.i % 9))), "."),
                                ("tab", ["Dent", "Poches vestibulaires (mm)", "Poches linguales (mm)", "Saignement", "Mobilité"], rows, [0.6, 1.4, 1.4, 0.9, 0.9]),
                                P("Diagnostic : parodontite stade III grade B (", CIM("K05.3"), "), ", EPO(c.sc["epo"]), "."), c.hw()]),
          ("Traitement", [("list", [R("assainissement parodontal par sextant (", CCAM("HBJA003"), ")"), R("chlorhexidine ", DOSE("0,12 %"), " pendant ", DUR("10 jours"), " (", ATC("A01AB03"), ")"),
                                    R("réévaluation à ", DUR("3 mois"))])])]
    parts = [part("Bilan parodontal", s1, issuer=c.cab_head("Parodontologie"), refs=[("Bilan du", R(c.cday(0))), ("Dossier", R(c.ID("dossier_cabinet")))],
                  sigs=[("Le parodontiste", [c.rpps_line(pa)])])]
    if c.npl >= 2:
        parts.append(part("Lettre au médecin traitant", [(None, [
            P("Cher confrère,"),
            P("Votre patient", p.e(), " ", *p.name(2 if p.birth else 0), " présente une parodontite sévère ; l'équilibre du diabète de type 2 (", CIM("E11.9"), ") est un facteur ",
              "pronostique. Dernière HbA1c connue : ", BIO("%s %%" % ids.fr(7.4 + c.i % 6 / 5, 1)), " le ", c.cday(-40), "."),
            ("kv", [("Patient", R(*p.name(1), ", ", p.dn(c.i + 2))), ("Médecin traitant", c.gp_run()), ("Copie", R(*c.dent.dr(1)))])])],
            issuer=c.cab_head("Parodontologie"), to={"name": R(*c.gp.dr(0)), "lines": [R(V("ADRESSE", c.gp.home.street), ", ", V("CODE_POSTAL", c.gp.home.cp), " ", V("VILLE", c.gp.home.town))]},
            place=c.place(2, 1, c.ctown), sigs=[("Le parodontiste", [R(*pa.dr(0))])]))
    if c.npl >= 3:
        parts.append(part("Programme de maintenance", [(None, [
            ("tab", ["Séance", "Date", "Acte"], [[["%d" % (k + 1)], [c.cday(90 * (k + 1))], [CCAM("HBJD001")]] for k in range(3)], [0.6, 1.0, 1.0]),
            P("Brossettes interdentaires ", MES("0,6 mm"), " et ", MES("0,8 mm"), " ; rappel SMS au ", p.MOB(), ". Patient", p.e(), " : ", *p.name(8), ".")])],
            issuer=c.cab_head("Parodontologie"), refs=[("Patient", R(*p.name(6)))]))
    return dict(title="Parodontologie", parts=parts, head=R(c.CACR(), " - paro - ", *p.name(1), " - ", c.ID("dossier_cabinet")), foot=R(c.CAB(), " - parodontologie"))


# ------------------------------------------------------------------ 7. orthodontics (a minor)
def sh_ortho(c, r):
    p, o, m, f = c.pat, c.orthod, c.mother, c.father
    anb = 4 + c.i % 4
    s1 = [("Enfant", [("kv", [("Nom", R(p.NOM())), ("Prénom", R(p.PRE())), ("Né" + p.e() + " le", R(p.dn(c.i), " (", p.age(), ")")),
                              ("Représentants légaux", R(*m.name(0), " et ", *f.name(0))), ("Téléphones", R(m.MOB(), " / ", f.MOB())), ("Adresse", R(*p.addr()))])]),
          ("Examen", [P("Classe II division 1 d'", EPO("Angle"), " (", CIM("K07.2"), "), surplomb ", MES("%d mm" % (6 + c.i % 4)), ", recouvrement ", MES("%d %%" % (40 + 5 * (c.i % 5))),
                        ". Denture mixte tardive, germes de ", c.T(13), " et ", c.T(23), " en place."),
                      ("tab", ["Mesure céphalométrique", "Valeur", "Norme"], [[["ANB"], [MES("%d°" % anb)], ["2° ± 2"]], [["SNA"], [MES("%d°" % (82 + anb // 2))], ["82° ± 3"]],
                                                                              [["FMA (", EPO("Tweed"), ")"], [MES("%d°" % (24 + c.i % 5))], ["25° ± 5"]]], [1.8, 0.8, 0.8]),
                      P("Panoramique et téléradiographie de profil du ", c.cday(-7), " (", CCAM("LAQK001"), ")."), c.hw()]),
          ("Projet", [P("Activateur puis multi-attache, durée estimée ", DUR("6 semestres"), " (", NGAP("TO 90"), ").")])]
    parts = [part("Bilan orthodontique", s1, issuer=c.ortho_head(), refs=[("Bilan du", R(c.cday(0))), ("Dossier", R(c.ID("dossier_cabinet")))],
                  sigs=[("L'orthodontiste", [c.rpps_line(o)])])]
    if c.npl >= 2:
        parts.append(part("Demande d'entente préalable - orthopédie dento-faciale", [(None, [
            ("kv", [("Assuré (ouvrant droit)", R(*f.name(1), " - NIR ", f.nir(c.i))), ("Bénéficiaire", R(*p.name(1), ", ", p.dn(c.i + 1))),
                    ("N° d'entente", R(c.ID("entente"))), ("Formulaire", R(CERFA("cerfa n° 12039*02")))]),
            ("tab", ["Période", "Acte", "Cotation"], [[["semestre %d" % (k + 1)], ["traitement actif"], [NGAP("TO 90")]] for k in range(3)], [1.0, 1.4, 0.8]),
            P("Adressée au service médical de la ", ORG(ids.CPAM[p.home.dept]), " ; sans réponse sous ", DUR("15 jours"), ", l'accord est réputé acquis.")])],
            issuer=c.ortho_head(), place=c.place(1, 0, "Bastia"), sigs=[("L'orthodontiste", [R(*o.dr(1), " - ", o.IDNAT())])]))
    if c.npl >= 3:
        parts.append(part("Lettre aux parents", [(None, [
            P("Madame, Monsieur,"),
            P("Le traitement de ", *p.name(3), " commencera le ", c.cday(30, 1), ". Merci de prévoir la pose à ", c.t(0), " ; durée ", DUR("1 h 30"), ". ",
              "Le suivi bucco-dentaire reste assuré par ", *c.dent.dr(1), "."),
            ("kv", [("Contact", R(V("EMAIL", m.mail))), ("Mutuelle", R(c.E(c.mut, "mutuelle"), " - ", c.ID("adherent")))])])],
            issuer=c.ortho_head(), to={"name": R(*m.name(0), " et ", *f.name(4)), "lines": [R(*p.addr(True))]}, place=c.place(2, 1, "Bastia")))
    return dict(title="Orthodontie", parts=parts, head=R(V("ETABLISSEMENT", ids.ORTHO[1], "sigle"), " - ODF - ", *p.name(9), " - ", c.ID("dossier_cabinet")),
                foot=R(V("ETABLISSEMENT", ids.ORTHO[0], "cabinet_dentaire")))


# ------------------------------------------------------------------ 8. dental laboratory
def sh_labo(c, r):
    p, d, pr = c.pat, c.dent, c.proth
    t = c.teeth
    shade = ids.SHADES[c.i % len(ids.SHADES)]
    s1 = [("Prescripteur", [("kv", [("Praticien", R(*d.dr(0))), ("RPPS", R(d.RPPS())), ("Cabinet", R(c.CAB())), ("Téléphone", R(c.TEL(c.ctel)))])]),
          ("Patient", [("kv", [("Patient", R(*p.name(6))), ("Dossier", R(c.ID("dossier_cabinet"))), ("Âge", R(p.age()))])]),
          ("Travail demandé", [("tab", ["Dent", "Pièce", "Matériau", "Teinte"], [[[c.T(t[3])], ["couronne"], ["céramo-métallique, alliage Co-Cr"], [TEINTE(shade)]],
                                                                                  [[c.T(t[2])], ["couronne sur implant"], ["zircone monolithique"], [TEINTE(shade)]]], [0.6, 1.3, 2.0, 0.7]),
                               P("Empreinte numérique du ", c.cday(0), " (fichiers STL), occlusion en intercuspidie maximale. Retour souhaité le ", c.cday(12), " pour essayage."), c.hw()])]
    parts = [part("Fiche de liaison - prothésiste dentaire", s1, issuer=c.cab_head("Prothèse dentaire"), refs=[("Bon de commande", R(c.ID("bon_labo"))), ("Date", R(c.cday(0)))],
                  to={"name": R(c.E(c.lab, "laboratoire_prothese")), "lines": [R("à l'attention de ", *pr.name(3))]}, sigs=[("Le praticien", [R(*d.dr(1))])])]
    if c.npl >= 2:
        parts.append(part("Déclaration de conformité - dispositif médical sur mesure", [(None, [
            P("Le fabricant ", c.E(c.lab, "laboratoire_prothese"), " déclare que le dispositif destiné exclusivement à ", *p.name(6),
              " (bon ", c.ID("bon_labo"), ") est conforme aux exigences générales du règlement (UE) 2017/745, ", ART("annexe XIII"), "."),
            ("tab", ["Composant", "Fabricant", "Lot"], [[["alliage Co-Cr"], ["Wirobond C"], [LOT(c.lots[0])]], [["céramique"], ["VITA VM 13"], [LOT(c.lots[1])]],
                                                        [["zircone"], ["Katana HTML"], [LOT(c.lots[2])]]], [1.2, 1.2, 1.0]),
            P("Responsable : ", *pr.name(0), ", prothésiste dentaire. Enregistrement auprès de l'", ORG(ids.ANSM), " : ", DISP("DM-SM n° 2A-0417"), ".")])],
            issuer=c.lab_head(), place=c.place(11, 1, pr.home.town), sigs=[("Le prothésiste", [R(*pr.name(4))])]))
    if c.npl >= 3:
        parts.append(part("Bon de livraison", [(None, [
            ("kv", [("Client", R(*d.dr(3), " - ", c.CAB())), ("Patient", R(*p.name(9))), ("Commande", R(c.ID("bon_labo")))]),
            ("tab", ["Article", "Quantité", "Montant"], [[["couronne céramo-métallique"], ["1"], [MONT("%s €" % ids.fr(165 + c.i, 2))]], [["couronne zircone sur implant"], ["1"], [MONT("%s €" % ids.fr(210 + c.i, 2))]]], [2.2, 0.8, 1.0]),
            P("Livré le ", c.cday(12), " par coursier ; désinfection avant envoi.")])],
            issuer=c.lab_head(), refs=[("Livraison", R(c.cday(12)))]))
    return dict(title="Prothèse - laboratoire", parts=parts, head=R(c.E(c.lacr, "sigle"), " - ", c.ID("bon_labo"), " - ", *p.name(6)), foot=R(c.E(c.lab, "laboratoire_prothese")))


# ------------------------------------------------------------------ 9. dental trauma at the emergency
def sh_trauma(c, r):
    p, ch = c.pat, c.chir
    s1 = [("Patient", [("kv", id_kv(c, c.i + 4, nir=True, extra=[("Séjour", R(c.NDA())), ("Arrivée", R(c.cday(0), " à ", c.t(-200)))]))]),
          ("Circonstances", [P("Chute à vélo à ", V("VILLE", p.home.town), " vers ", c.t(-240), " ; pas de perte de connaissance. Amené", p.e(), " par ", *c.rel.name(3), " (", c.link, ")."),
                             P("Avulsion de la ", c.T(11), " conservée dans du lait (", DUR("40 minutes"), " extra-orale), fracture coronaire de la ", c.T(21), " (", CIM("S02.5"), "), ",
                               "luxation latérale de la ", c.T(12), " (", CIM("S03.2"), ")."), c.hw()]),
          ("Prise en charge", [P("Réimplantation de la ", c.T(11), " (", CCAM("HBED001"), "), contention souple ", c.T(13), " à ", c.T(23), " pour ", DUR("2 semaines"), ". ",
                                 "Rappel antitétanique (", ATC("J07AM51"), "), lot ", LOT(c.lots[5]), ". Amoxicilline ", DOSE("1 g"), " x 2."),
                               ("chk", [(True, "Radiographies rétro-alvéolaires"), (c.i % 2 == 1, "Scanner facial"), (True, "Conseils donnés")])])]
    parts = [part("Compte rendu des urgences odontologiques", s1, issuer=c.head("Urgences odontologiques"), refs=[("Séjour", R(c.NDA()))],
                  sigs=[("Le praticien de garde", [c.rpps_line(ch, 1)]), ("IDE", [c.adeli_line(c.ide)])])]
    if c.npl >= 2:
        parts.append(part("Certificat médical initial", [(None, [
            P("Je soussigné", "" if ch.sex == 1 else "e", " ", *ch.dr(0), ", certifie avoir examiné le ", c.cday(0, 1), " ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 5),
              ", demeurant ", *p.addr(), "."),
            P("Il a déclaré avoir été victime d'une chute. Lésions constatées : avulsion de la ", c.T(11), ", fracture de la ", c.T(21), ". Incapacité totale de travail : ",
              DUR("%d jours" % (2 + c.i % 4)), " sous réserve de complications (", ART("article 222-11 du code pénal"), ")."),
            P("Certificat remis en main propre à l'intéressé", p.e(), ".")])],
            issuer=c.head("Urgences odontologiques"), place=c.place(0, 1), sigs=[("Signature", [R(*ch.dr(2), " - RPPS ", ch.RPPS())])]))
    if c.npl >= 3:
        parts.append(part("Contrôle à J7", [(None, [
            ("kv", [("Patient", R(*p.name(1))), ("Naissance", R(p.dn(c.i + 6))), ("Contrôle", R(c.cday(7), " à ", c.t(60)))]),
            P("Test au froid négatif sur la ", c.T(11), " : pulpectomie prévue (", CCAM("HBFD033"), ") chez ", *c.dent.dr(1), ", ", c.CAB(), "."),
            ("kv", [("Rendez-vous", R(c.cday(14), " - ", c.TEL(c.ctel)))])])],
            issuer=c.head("Urgences odontologiques"), refs=[("IPP", R(c.IPP()))]))
    return dict(title="Traumatisme dentaire", parts=parts, head=R(c.ACR(), " - urgences - ", *p.name(1), " - IPP ", c.IPP()), foot=R(c.H(), " - urgences"))


# ------------------------------------------------------------------ 10. extraction under anticoagulant
def sh_avk(c, r):
    p, ca = c.pat, c.cardio
    inr = 2.1 + (c.i % 7) / 10
    s1 = [("Patient", [("kv", [("Patient", R(*p.name(10 if p.birth else 5))), ("Né" + p.e() + " le", R(p.dn(c.i + 6))), ("N° de demande", R(c.ID("demande"))),
                               ("INS", R(p.nir(c.i + 2))), ("Prélevé le", R(c.cday(-1), " à ", c.t(-90))), ("Prescripteur", R(*c.dent.dr(1)))])]),
          ("Hémostase", [("tab", ["Analyse", "Résultat", "Valeurs de référence"], [[["Taux de prothrombine"], [BIO("%d %%" % (38 - 2 * (c.i % 6)))], ["70 - 100 %"]],
                                                                                 [["INR"], [BIO(ids.fr(inr, 1))], ["2,0 - 3,0 (cible)"]],
                                                                                 [["Plaquettes"], [BIO("%d G/L" % (210 + 7 * c.i))], ["150 - 400"]]], [1.6, 1.0, 1.3]),
                         P("Fluindione ", DOSE("20 mg"), " (", ATC("B01AA12"), ") ; fibrillation auriculaire (", CIM("I48.9"), ")."), c.hw()])]
    parts = [part("Compte rendu d'analyses - hémostase", s1, issuer={"name": R(c.E(c.bl, "laboratoire_biologie"), " (", c.E(c.blacr, "sigle"), ")"), "service": "Biologie médicale",
                                                                   "lines": [R(V("ADRESSE", "%d %s" % (c.cnum + 5, ids.STREETS[c.i % len(ids.STREETS)])), ", ", V("CODE_POSTAL", c.hcp), " ", c.HVILLE())],
                                                                   "contact": [R("Tél. ", c.TEL(c.ltel))], "legal": None},
                  refs=[("Demande", R(c.ID("demande"))), ("Édité le", R(c.cday(-1)))], sigs=[("Le biologiste", [R(*c.biol.dr(4), " - RPPS ", c.biol.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Lettre au cardiologue", [(None, [
            P("Cher confrère,"),
            P("Je dois réaliser l'avulsion de la ", c.T(c.teeth[0]), " et de la ", c.T(c.teeth[1]), " (", CCAM("HBGD036"), ") chez ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 1),
              ", sous fluindione. L'INR du ", c.cday(-1), " est de ", BIO(ids.fr(inr, 1)), ". Je propose de maintenir le traitement avec hémostase locale (éponge de collagène, acide tranexamique ",
              DOSE("5 %"), ")."),
            ("kv", [("Cardiologue", R(*ca.dr(0), " - ", V("EMAIL", ca.mail))), ("Médecin traitant", c.gp_run())])])],
            issuer=c.cab_head(), to={"name": R(*ca.dr(0)), "lines": [R(V("ADRESSE", ca.home.street)), R(V("CODE_POSTAL", ca.home.cp), " ", V("VILLE", ca.home.town.upper()))]},
            place=c.place(0, 1, c.ctown), sigs=[("Le chirurgien-dentiste", [c.rpps_line(c.dent, 2)])]))
    if c.npl >= 3:
        parts.append(part("Consignes après avulsion", [(None, [
            ("alert", [R("Ne pas rincer la bouche pendant 24 h ; en cas de saignement, mordre une compresse imbibée d'acide tranexamique ", DUR("20 minutes"), ".")]),
            ("list", [R("paracétamol ", DOSE("1 g"), " si douleur ; pas d'anti-inflammatoire ni d'aspirine"), R("contrôle de l'INR le ", c.cday(3)),
                      R("cabinet : ", c.TEL(c.ctel), " ; nuit et week-end : ", PUB("15"))]),
            P("Patient", p.e(), " : ", *p.name(8), " - dossier ", c.ID("dossier_cabinet"), ".")])],
            issuer=c.cab_head(), place=c.place(1, 0, c.ctown)))
    return dict(title="Avulsion sous AVK", parts=parts, head=R(c.CACR(), " - ", *p.name(1), " - ", p.dn(c.i + 2)), foot=R(c.CAB()))


SHAPE_FUN_B = {"parodontologie": sh_paro, "orthodontie": sh_ortho, "prothese_labo": sh_labo, "traumatisme_dentaire": sh_trauma, "avk_extraction": sh_avk}

_ = (DISP, MONT, EPO)
