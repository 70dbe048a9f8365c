"""The other five document types of corpus CE (content.py holds the first five and the conventions): the multidisciplinary
rare-disease meeting (RCP record, attendance, letter to the patient), the rare-disease emergency card (card, protocol
for the emergency services, school or workplace plan; a MINOR with both parents in half of them), the information of
the relatives (letter of the doctor, family letter, reply coupon), the MDPH medical certificate (cerfa 15695, letter,
social worker's note) and the annual day-hospital assessment (lab table with LOINC, prescription, infusion sheet)."""
from __future__ import annotations

from . import ids
from .content import id_kv, variant
from .model import R, V
from .people import (ACMG, ART, ATC, BIO, CERFA, CIM, DOSE, DUR, EPO, GENE, HGVS, LOINC, LOT, MES, OID, ORG, ORPHA, PUB, SCORE, P, part)


# ------------------------------------------------------------------ 6. multidisciplinary meeting
def sh_rcp(c, r):
    p, s = c.pat, c.sc
    team = [(c.coord, "coordonnateur", 0), (c.gen, "généticien", 1), (c.spec, "cardiologue" if s["key"] in ("marfan", "fabry") else "neurologue", 3),
            (c.bio, "biologiste", 4)]
    s1 = [("Participants", [("tab", ["Nom", "Fonction", "Site"], [[[*pr.dr(st)], [fn], [c.ACR() if k < 3 else c.E(c.glacr, "sigle")]] for k, (pr, fn, st) in enumerate(team)],
                             [2.0, 1.4, 1.0])]),
          ("Dossier présenté", [("kv", [("Patient", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i + 1))), ("IPP", R(c.IPP())), ("N° RCP", R(c.ID("rcp")))]),
                                P("Diagnostic : ", EPO(s["name"]), " (", ORPHA(s["orpha"]), "), variant ", *variant(c), ". ", s["exam"].capitalize(), " du ", c.cday(-20),
                                  " : ", MES(s["mes"]), ". ", BIO(s["bio"][0] + " " + s["bio"][2]), " (LOINC ", LOINC(s["bio"][1]), ")."), c.hw()]),
          ("Décision", [("list", [R("poursuite de ", s["drug"], " ", DOSE(s["dose"]), " (", ATC(s["atc"]), ") ;"),
                                  R("contrôle ", s["exam"], " dans ", DUR("6 mois"), " ;"),
                                  R("dossier à représenter si évolution ; information de la famille par ", *c.gen.dr(2), ".")])])]
    parts = [part("Réunion de concertation pluridisciplinaire maladies rares", s1, issuer=c.head("RCP"), refs=[("Séance du", R(c.cday(0), " à ", c.t(0))), ("N° RCP", R(c.ID("rcp")))],
                  sigs=[("Le coordonnateur", [c.rpps_line(c.coord)])])]
    if c.npl >= 2:
        parts.append(part("Feuille d'émargement", [(None, [
            ("tab", ["Participant", "RPPS", "Présence"], [[[*pr.dr(3)], [pr.RPPS()], ["visioconférence" if k % 2 else "présentiel"]] for k, (pr, fn, st) in enumerate(team)],
             [2.0, 1.4, 1.2]),
            P("Secrétariat de séance : ", *c.sec.name(3), ". Dossier ", c.ID("rcp"), " de ", *p.name(6), ".")])],
            issuer=c.head("RCP"), place=c.place(0)))
    if c.npl >= 3:
        parts.append(part("Courrier au patient", [(None, [
            P(p.civ(True) + ","),
            P("Votre dossier a été discuté lors de la réunion du ", c.cday(0, 1), ". Les médecins proposent de poursuivre le traitement et de revoir votre situation dans ",
              DUR("6 mois"), ". Pour toute question : ", c.TEL(c.crtel), "."),
            ("kv", [("Adresse", R(*p.addr(True))), ("Médecin traitant", c.gp_run())])])],
            issuer=c.head("RCP"), to={"name": R(*p.name(0)), "lines": [R(*p.addr(True))]}, place=c.place(3, 1)))
    return dict(title="RCP maladies rares", parts=parts, head=R(c.CRACR(), " - RCP ", c.ID("rcp"), " - ", *p.name(1)), foot=R(c.H(), " - ", c.CR()))


# ------------------------------------------------------------------ 7. emergency card
def sh_carte(c, r):
    p, s = c.pat, c.sc
    contact = [("Mère", R(*c.mother.name(0), " - ", c.mother.MOB())), ("Père", R(*c.father.name(0), " - ", c.father.MOB()))] if c.minor else \
        [("Personne à prévenir", R(*c.sib.name(3), " - ", c.sib.MOB()))]
    s1 = [("Titulaire", [("kv", [("Nom", R(p.NOM())), ("Prénom", R(p.PRE())), ("Né" + p.e() + " le", R(p.dn(c.i + 2))), ("N° de carte", R(c.ID("carte")))] + contact)]),
          ("Maladie", [P(EPO(s["name"]), " - ", ORPHA(s["orpha"]), " - ", CIM(s["cim"]), ". Traitement habituel : ", s["drug"], " ", DOSE(s["dose"]), " (", ATC(s["atc"]), ")."),
                       ("alert", [R("En cas d'urgence, contacter le centre de référence 24 h/24 au ", c.TEL(c.htel), " ou appeler le ", PUB("15"), ".")])]),
          ("Médecin référent", [("kv", [("Centre", R(c.CR())), ("Médecin", R(*c.gen.dr(1), " - ", c.TEL(c.crtel))), ("Délivrée le", R(c.cday(0)))]), c.hw()])]
    parts = [part("Carte d'urgence maladie rare", s1, issuer=c.head("carte d'urgence"), refs=[("Carte", R(c.ID("carte")))],
                  sigs=[("Le médecin du centre", [c.rpps_line(c.gen, 1)])])]
    if c.npl >= 2:
        parts.append(part("Protocole pour les services d'urgence", [(None, [
            P("Patient", p.e(), " : ", *p.name(7), ", ", p.dn(c.i + 3), ". Porteur", p.e(), " d'une ", EPO(s["name"]), " (", GENE(s["gene"]), ")."),
            ("list", [R("éviter les anesthésiques à risque ; surveillance scopée ;"), R("bilan : ", BIO(s["bio"][0]), ", ionogramme, ECG ;"),
                      R("contacter l'astreinte de ", c.H(), " (", c.TEL(c.htel), ").")]),
            P("Protocole validé selon le PNDS de la ", ORG("Haute Autorité de santé"), ".")])],
            issuer=c.head("carte d'urgence"), refs=[("IPP", R(c.IPP()))]))
    if c.npl >= 3:
        who = "Projet d'accueil individualisé" if c.minor else "Information du médecin du travail"
        parts.append(part(who, [(None, [
            ("kv", [("Élève" if c.minor else "Salarié" + p.e(), R(*p.name(3))), ("Adresse", R(*p.addr())),
                    ("Responsable légal" if c.minor else "Contact", R(*(c.mother.name(2) if c.minor else c.sib.name(0)), " - ", (c.mother if c.minor else c.sib).MAIL()))]),
            P("Aménagements : dispense partielle d'activité physique intense, accès libre à l'eau, trousse d'urgence ; durée ", DUR("1 an"), "."),
            ("chk", [(True, "Carte d'urgence jointe"), (c.minor, "Infirmière scolaire informée"), (True, "Copie au médecin traitant")])])],
            issuer=c.head("carte d'urgence"), place=c.place(2)))
    return dict(title="Carte d'urgence", parts=parts, head=R(c.CRACR(), " - carte ", c.ID("carte"), " - ", *p.name(1)), foot=R(c.CR()))


# ------------------------------------------------------------------ 8. information of the relatives
def sh_parentele(c, r):
    p, s, g = c.pat, c.sc, c.gen
    to = c.aunt if c.i % 2 else c.sib
    s1 = [(None, [P(to.civ(True) + ","),
                  P("Un examen génétique réalisé chez un membre de votre famille a mis en évidence une anomalie génétique pouvant être responsable d'une ",
                    EPO(s["name"]), " (", ORPHA(s["orpha"]), "). Cette anomalie peut vous concerner. Conformément à l'", ART("article L. 1131-1-2 du code de la santé publique"),
                    ", nous vous invitons à consulter un médecin généticien."),
                  P("Vous pouvez prendre rendez-vous au ", c.TEL(c.crtel), " ou écrire à ", V("EMAIL", g.mail), "."), c.hw()])]
    parts = [part("Information de la parentèle", s1, issuer=c.head(), to={"name": R(*to.name(0 if to is c.sib else 2)), "lines": [R(*to.addr(True))]},
                  place=c.place(0, 1), sigs=[("Le médecin généticien", [c.rpps_line(g, 4)])])]
    if c.npl >= 2:
        parts.append(part("Lettre familiale", [(None, [
            P("Je soussigné", p.e(), " ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i), ", choisis que le médecin informe les membres de ma famille suivants :"),
            ("tab", ["Nom", "Lien", "Téléphone"], [[[*c.sib.name(1)], ["frère" if c.sib.sex == 1 else "sœur"], [c.sib.MOB()]],
                                                   [[*c.aunt.name(1)], ["tante maternelle"], [c.aunt.FIXE()]],
                                                   [[*c.child.name(1)], ["fils" if c.child.sex == 1 else "fille"], [c.child.MOB()]]], [2.0, 1.2, 1.4]),
            P("Variant familial : ", *variant(c), ".")])],
            issuer=c.head(), refs=[("IPP", R(c.IPP())), ("Dossier", R(c.ID("dossier_labo")))], sigs=[("Signature", [R(*p.name(6))])]))
    if c.npl >= 3:
        parts.append(part("Coupon-réponse", [(None, [
            ("kv", [("Nom", R(to.NOM())), ("Prénom", R(to.PRE())), ("Date de naissance", R(to.dn(c.i + 1))), ("Téléphone", R(to.MOB()))]),
            ("chk", [(True, "Je souhaite un rendez-vous de conseil génétique"), (False, "Je ne souhaite pas être informé(e)"), (c.i % 2 == 0, "Je suis déjà suivi(e)")]),
            P("À retourner au ", c.CR(), ", ", V("ADRESSE", "%d %s" % (c.hnum, c.hstreet)), ", ", V("CODE_POSTAL", c.hcp), " ", c.HVILLE(), ".")])],
            issuer=c.head()))
    return dict(title="Information de la parentèle", parts=parts, head=R(c.ACR(), " - conseil génétique - ", *to.name(1)), foot=R(c.CR(), " - document confidentiel"))


# ------------------------------------------------------------------ 9. MDPH medical certificate
def sh_mdph(c, r):
    p, s, g = c.pat, c.sc, c.gen
    dept = p.home.dept
    s1 = [("Identification", [("kv", [("Nom de naissance", R(p.BIRTH() if p.birth else p.NOM())), ("Nom d'usage", R(p.NOM())), ("Prénom", R(p.PRE())),
                                      ("Date de naissance", R(p.dn(c.i + 3))), ("N° de sécurité sociale", R(p.nir(c.i + 3))), ("Adresse", R(*p.addr())),
                                      ("N° de dossier MDPH", R(c.ID("mdph")))])]),
          ("Pathologie", [P("Pathologie motivant la demande : ", EPO(s["name"]), " (", CIM(s["cim"]), ", ", ORPHA(s["orpha"]), "), diagnostiquée le ", c.cday(-700),
                            ". ", EPO(s["epo"]), " ; ", SCORE(s["score"]), "."),
                          ("chk", [(True, "Retentissement sur la mobilité"), (c.i % 2 == 0, "Retentissement sur la scolarité ou l'emploi"), (True, "Soins réguliers")]), c.hw()])]
    parts = [part("Certificat médical pour une demande à la MDPH", s1, issuer=c.head(), refs=[("Formulaire", R(CERFA("cerfa n° 15695*01"))), ("Destinataire", R(ORG(ids.MDPH[dept])))],
                  place=c.place(0), sigs=[("Le médecin", [c.rpps_line(g), R("Identifiant ", g.IDNAT())])])]
    if c.npl >= 2:
        parts.append(part("Courrier d'accompagnement", [(None, [
            P("Madame, Monsieur,"),
            P("Je vous adresse le certificat médical de ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 4), ", suivi", p.e(), " au ", c.CR(), " pour une maladie rare. ",
              "Je soutiens sa demande de carte mobilité inclusion et d'allocation aux adultes handicapés."),
            ("kv", [("Dossier", R(c.ID("mdph"))), ("Affiliation", R(ORG(ids.CPAM[dept]))), ("Mutuelle", R(c.E(c.mut, "mutuelle"), " - ", c.ID("adherent")))])])],
            issuer=c.head(), to={"name": R(ORG(ids.MDPH[dept])), "lines": []}, place=c.place(0, 1)))
    if c.npl >= 3:
        parts.append(part("Note de l'assistante sociale", [(None, [
            P("Entretien du ", c.cday(2), " avec ", *p.name(4), " et ", ("sa sœur" if c.sib.sex == 2 else "son frère"), " ", *c.sib.name(3), ". ",
              "Logement au ", V("ADRESSE", p.home.street), " non adapté (escaliers)."),
            ("list", [R("dossier MDPH ", c.ID("mdph"), " complété ;"), R("contact de l'association ", c.E(c.aacr, "sigle"), " : ", c.TEL(c.atel), " ;"),
                      R("prochain rendez-vous le ", c.cday(30), ".")]),
            P("Rédigé par ", *c.as_.name(3), ", assistante sociale, ", c.TEL(c.htel), ".")])],
            issuer=c.head("service social")))
    return dict(title="Certificat MDPH", parts=parts, head=R(c.ACR(), " - ", *p.name(1), " - MDPH ", c.ID("mdph")), foot=R(c.H()))


# ------------------------------------------------------------------ 10. annual day-hospital assessment
def sh_hdj(c, r):
    p, s = c.pat, c.sc
    labs = [(s["bio"][0], s["bio"][1], s["bio"][2]), ("créatinine", "2160-0", "%d µmol/L" % (62 + c.i % 30)), ("DFG (CKD-EPI)", "62238-1", "%d mL/min/1,73 m²" % (78 + c.i % 20)),
            ("hémoglobine", "718-7", "%s g/dL" % ids.fr(12.1 + c.i % 9 / 5, 1))]
    s1 = [("Séjour", [("kv", id_kv(c, c.i + 5, nir=c.i % 2 == 0, extra=[("Séjour", R(c.NDA())), ("Hôpital de jour", R(c.cday(0), " de ", c.t(0), " à ", c.t(380)))]))]),
          ("Examens", [("tab", ["Analyse", "LOINC", "Résultat"], [[[a], [LOINC(b)], [BIO(v)]] for a, b, v in labs], [1.8, 1.0, 1.4]),
                       P(s["exam"].capitalize(), " : ", MES(s["mes"]), ". ", EPO(s["epo"]), " ; ", SCORE(s["score"]), "."), c.hw()]),
          ("Synthèse", [P("Évolution stable de la ", EPO(s["name"]), ". Vu par ", *c.psy.name(3), " (psychologue) et ", *c.ide.name(3), " (infirmier", "e" if c.ide.sex == 2 else "", ").")])]
    parts = [part("Compte rendu d'hospitalisation de jour - bilan annuel", s1, issuer=c.head("hôpital de jour"), refs=[("Séjour", R(c.NDA()))],
                  sigs=[("Le médecin", [c.rpps_line(c.spec)])])]
    if c.npl >= 2:
        parts.append(part("Ordonnance", [(None, [
            ("kv", [("Patient", R(*p.name(7))), ("Né" + p.e() + " le", R(p.dn(c.i + 1))), ("Poids", R(MES("%d kg" % (48 + c.i % 35))))]),
            ("list", [R(s["drug"], " ", DOSE(s["dose"]), " (", ATC(s["atc"]), "), ", DUR("6 mois"), ", médicament orphelin ;"),
                      R("bilan biologique dans ", DUR("3 mois"), " : ", BIO(s["bio"][0]), " ;"), R("renouvellement par le centre de référence.")]),
            P("Prescripteur : ", *c.rpps_line(c.spec, 1), ", ", c.CR(), ".")])],
            issuer=c.head("hôpital de jour"), place=c.place(0)))
    if c.npl >= 3:
        parts.append(part("Feuille de soins infirmiers", [(None, [
            ("tab", ["Heure", "Soin", "Lot", "Infirmier"], [[[c.t(15)], ["pose de voie veineuse"], ["-"], [*c.ide.name(6)]],
                                                            [[c.t(60)], [s["drug"], " ", DOSE(s["dose"])], [LOT(c.lots[0])], [*c.ide.name(6)]],
                                                            [[c.t(200)], ["prélèvement ", BIO(s["bio"][0])], [LOT(c.lots[1])], [*c.ide.name(6)]]], [0.8, 2.0, 1.0, 1.2]),
            P("Infirmier(e) : ", *c.adeli_line(c.ide), ". Patient : ", *p.name(8), ", IPP ", c.IPP(), ". Retour à domicile à ", c.t(380), " accompagné", p.e(), " par ", *c.sib.name(3), ".")])],
            issuer=c.head("hôpital de jour"), refs=[("Séjour", R(c.NDA()))]))
    return dict(title="Hôpital de jour", parts=parts, head=R(c.ACR(), " - HDJ - ", *p.name(1), " - séjour ", c.NDA()), foot=R(c.CR(), " - ", c.H()))


SHAPE_FUN_B = {"rcp_maladie_rare": sh_rcp, "carte_urgence": sh_carte, "info_parentele": sh_parentele, "certificat_mdph": sh_mdph, "hdj_bilan": sh_hdj}

_ = (ACMG, HGVS, OID, V, GENE)
