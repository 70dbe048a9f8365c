"""The first five document types of corpus CC (written for this corpus): the CHRONIC KIDNEY DISEASE pathway in GUYANE -
the haemodialysis session sheet (generator, vascular access, parameters), the home peritoneal-dialysis follow-up, the
nephrology consultation letter, the creation of the arteriovenous fistula and the prescription of transport by
conventioned taxi. content_b.py holds the other five.

A document is a dict (corpus CB's shape): title, num, shape, form, parts (1 to 3, each printed on its own page), head
(running identity run), foot. A part: title, issuer, to, place, refs, secs, sigs. Blocks: ("p", run), ("kv", [(caption,
run)]), ("tab", heads, rows, weights), ("chk", [(on, text)]), ("list", [runs]), ("alert", [runs]).

Conventions: care dates, hours and ages are KEPT; a birth date is personal. Personal: every name (patient, donor,
relative, staff, driver), IPP, stay, the dialysis file, the CRISTAL number, the HLA file, the taxi's plate and the living
donor's file (IDENTIFIANT), every establishment (hospital, dialysis association, transplant centre, HLA laboratory, taxi
company, nurses' practice) with its address, phone, e-mail and FINESS. Kept: CIM-10, CCAM, ATC, doses, lots, lab results,
dialysis parameters, HLA typings, the hospital's generator serial number and station (DISPOSITIF), CERFA form numbers,
eponyms, articles and public bodies (Agence de la biomédecine, CGSS, ARS Guyane, tribunal judiciaire, REIN, France Rein).
"""
from __future__ import annotations

from . import ids
from .model import R, V
from .people import (ART, ATC, BIO, CCAM, CERFA, CIM, DISP, DOSE, DUR, EPO, LOT, MES, ORG, PARAM, PUB, Ctx, P, part)

SHAPES = ["seance_hemodialyse", "dialyse_peritoneale", "consultation_nephrologie", "creation_fav", "transport_taxi",
          "inscription_cristal", "typage_hla", "donneur_vivant", "visites_idel", "appel_greffe"]


def id_kv(c, style=0, nir=False, extra=()):
    p = c.pat
    out = [("Nom", R(p.NOM())), ("Prénom", R(p.PRE())), ("Né" + p.e() + " le", R(p.dn(style), " (", p.age(), ")")), ("IPP", R(c.IPP()))]
    if p.birth:
        out.insert(1, ("Nom de naissance", R(p.BIRTH())))
    if nir:
        out.append(("NIR", R(p.nir(style))))
    return out + list(extra)


# ------------------------------------------------------------------ 1. haemodialysis session
def sh_seance(c, r):
    p = c.pat
    pw = c.w + 1.8 + (c.i % 5) / 10
    rows = [[[c.t(60 * k)], [PARAM("%d mL/min" % (300 + 10 * (c.i % 4)))], [MES("%d/%d" % (138 - 6 * k, 78 - 2 * k))], [PARAM("%d mmHg" % (150 + 10 * k))], ["RAS" if k != 2 else "crampe, UF réduite"]] for k in range(4)]
    s1 = [("Patient", [("kv", id_kv(c, c.i, extra=[("Dossier de dialyse", R(c.ID("dossier_dialyse"))), ("Abord vasculaire", R("FAV radio-céphalique gauche (", CCAM("EBFA012"), ")"))]))]),
          ("Séance", [("kv", [("Générateur", R(DISP("n° série " + c.gen), " - poste ", DISP("P%02d" % c.post))), ("Dialyseur", R("FX80 - lot ", LOT(c.lots[0]))),
                              ("Poids avant / sec", R(MES("%s kg" % ids.fr(pw, 1)), " / ", MES("%s kg" % ids.fr(c.w, 1)))), ("Anticoagulation", R("héparine ", DOSE("%d UI" % (3000 + 500 * (c.i % 4)))))]),
                      ("tab", ["Heure", "Qb", "TA", "PV", "Événement"], rows, [0.8, 1.0, 0.9, 0.9, 1.8]),
                      P("Kt/V de la séance ", PARAM(ids.fr(1.2 + (c.i % 5) / 20, 2)), ", ultrafiltration totale ", PARAM("%s L" % ids.fr(pw - c.w, 1)), ". Séance ", CCAM("JVJF004"), " ; ", c.sc["motif"], " (", CIM("N18.5"), ")."), c.hw()]),
          ("Signatures", [("chk", [(True, "Point de ponction contrôlé, thrill présent"), (c.i % 2 == 0, "Pansement refait"), (True, "Transport retour confirmé")])])]
    parts = [part("Feuille de séance d'hémodialyse", s1, issuer=c.head("Centre d'hémodialyse"), refs=[("Séance du", R(c.cday(0))), ("Dossier", R(c.ID("dossier_dialyse")))],
                  sigs=[("L'infirmier(e)", [c.adeli_line(c.ide)]), ("Le néphrologue", [c.rpps_line(c.neph)])])]
    if c.npl >= 2:
        parts.append(part("Bilan mensuel pré-dialyse", [(None, [
            ("kv", [("Patient", R(*p.name(1), ", ", p.dn(c.i + 1))), ("Prélevé le", R(c.cday(0), " à ", c.t(-5)))]),
            ("tab", ["Analyse", "Résultat", "Cible"], [[["Hémoglobine"], [BIO("%s g/dL" % ids.fr(9.8 + (c.i % 6) / 4, 1))], ["10 - 12"]],
                                                     [["Potassium"], [BIO("%s mmol/L" % ids.fr(4.6 + (c.i % 5) / 5, 1))], ["< 5,5"]],
                                                     [["Phosphore"], [BIO("%s mmol/L" % ids.fr(1.4 + (c.i % 4) / 5, 2))], ["0,8 - 1,5"]],
                                                     [["Albumine"], [BIO("%d g/L" % (33 + c.i % 7))], ["> 35"]]], [1.4, 1.1, 0.9]),
            P("Darbépoétine ", DOSE("%d µg" % (30 + 10 * (c.i % 4))), " par semaine (", ATC("B03XA02"), "), lot ", LOT(c.lots[1]), ".")])],
            issuer=c.head("Laboratoire - secteur dialyse"), refs=[("IPP", R(c.IPP()))]))
    if c.npl >= 3:
        parts.append(part("Planning des séances", [(None, [
            ("tab", ["Jour", "Horaire", "Poste"], [[[c.cday(2 * k)], [c.t(0)], [DISP("P%02d" % c.post)]] for k in range(3)], [1.0, 1.0, 1.0]),
            P("Transport assuré par ", c.E(c.taxi, "taxi"), " (", V("TELEPHONE", c.ttel), "). Personne à prévenir : ", *c.rel.name(3), ", ", c.rel.MOB(), ".")])],
            issuer=c.head("Centre d'hémodialyse"), place=c.place(1)))
    return dict(title="Séance d'hémodialyse", parts=parts, head=R(c.ACR(), " - dialyse - ", *p.name(1), " - ", c.ID("dossier_dialyse")), foot=R(c.H(), " - centre d'hémodialyse"))


# ------------------------------------------------------------------ 2. home peritoneal dialysis
def sh_dp(c, r):
    p, n = c.pat, c.idel
    s1 = [("Patient", [("kv", id_kv(c, c.i + 1, nir=c.i % 2 == 0, extra=[("Domicile", R(*p.addr())), ("Téléphone", R(p.MOB()))]))]),
          ("Technique", [P("Dialyse péritonéale automatisée depuis le ", c.cday(-300, 1), " : ", PARAM("4 cycles de 2 000 mL"), ", glucose ", DOSE("1,36 %"),
                           ", icodextrine ", DOSE("2 000 mL"), " le jour. Kt/V hebdomadaire ", PARAM(ids.fr(1.8 + (c.i % 5) / 10, 2)), "."),
                         ("tab", ["Date", "UF nette", "Poids", "Aspect"], [[[c.cday(-3 + k)], [PARAM("%d mL" % (600 + 90 * k))], [MES("%s kg" % ids.fr(c.w + k / 10, 1))], ["clair" if k != 1 or c.i % 2 else "trouble"]] for k in range(3)], [1.0, 0.9, 0.9, 0.9]),
                         P("Pas de signe d'infection de l'émergence ; ", EPO("signe de Blumberg"), " négatif."), c.hw()]),
          ("Conduite", [("alert", [R("Liquide trouble : prélever une poche et appeler l'astreinte ", V("TELEPHONE", c.dtel), " avant toute antibiothérapie.")])])]
    parts = [part("Suivi de dialyse péritonéale à domicile", s1, issuer=c.dial_head(), refs=[("Visite du", R(c.cday(0))), ("Dossier", R(c.ID("dossier_dialyse")))],
                  sigs=[("Le néphrologue", [c.rpps_line(c.neph2, 1)])])]
    if c.npl >= 2:
        parts.append(part("Compte rendu de visite infirmière", [(None, [
            ("kv", [("Patient", R(*p.name(0))), ("Adresse", R(*p.addr(True))), ("Infirmier(e)", c.adeli_line(n)), ("Cabinet", R(c.E(c.cabinet, "cabinet_infirmier")))]),
            P("Pansement de l'orifice fait, stock de poches vérifié (lot ", LOT(c.lots[2]), "). Le cycleur ", DISP("HomeChoice n° " + c.gen[-5:]), " fonctionne."),
            ("chk", [(True, "Hygiène des mains observée"), (c.i % 2 == 1, "Livraison à reprogrammer"), (True, "Carnet de suivi complété")])])],
            issuer=c.dial_head(), place=R(V("VILLE", p.home.town), ", le ", c.cday(1))))
    if c.npl >= 3:
        parts.append(part("Péritonite : conduite à tenir", [(None, [
            P("En cas de liquide trouble chez ", *p.name(4), " : vancomycine ", DOSE("30 mg/kg"), " et ceftazidime ", DOSE("1 g"), " intrapéritonéales (", ATC("J01DD02"), ")."),
            ("list", [R("astreinte de néphrologie : ", c.TEL(c.htel)), R("urgences vitales : ", PUB("15")), R("médecin traitant : ", *c.gp_run())])])],
            issuer=c.dial_head(), refs=[("IPP", R(c.IPP()))]))
    return dict(title="Dialyse péritonéale", parts=parts, head=R(c.E(c.dacr, "sigle"), " - DP - ", *p.name(1), " - ", p.dn(c.i + 2)), foot=R(c.E(c.dial), " - dialyse à domicile"))


# ------------------------------------------------------------------ 3. nephrology consultation
def sh_consult(c, r):
    p, sc = c.pat, c.sc
    dfg = 9 + c.i % 8
    s1 = [(None, [P("Cher confrère,"),
                  P("J'ai revu en consultation le ", c.cday(0, 1), " ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 1), ", suivi", p.e(), " pour une ", sc["motif"], " (", CIM(sc["cim"]),
                    ") au stade de maladie rénale chronique ", CIM("N18.5" if dfg < 15 else "N18.4"), ". Le diagnostic différentiel : ", EPO(sc["epo"]), "."),
                  ("tab", ["Paramètre", "Valeur", "Précédente"], [[["DFG (", EPO("CKD-EPI"), ")"], [BIO("%d mL/min/1,73 m²" % dfg)], [BIO("%d mL/min/1,73 m²" % (dfg + 3))]],
                                                                [["Créatinine"], [BIO("%d µmol/L" % (420 + 15 * c.i))], [BIO("%d µmol/L" % (380 + 12 * c.i))]],
                                                                [["Bicarbonates"], [BIO("%d mmol/L" % (19 + c.i % 5))], ["-"]]], [1.3, 1.3, 1.3]),
                  P("Nous avons présenté les trois options : hémodialyse en centre, dialyse péritonéale à domicile et greffe rénale, éventuellement à partir d'un donneur vivant. ",
                    "Une inscription auprès de l'", ORG(ids.ABM), " est envisagée."), c.hw(),
                  ("list", [R("furosémide ", DOSE("80 mg"), " (", ATC("C03CA01"), ") ;"), R("époétine alfa ", DOSE("4 000 UI"), " par semaine ;"), R("carbonate de calcium ", DOSE("1 g"), " aux repas.")])])]
    parts = [part("Consultation de néphrologie", s1, issuer=c.head(), to={"name": R(*c.gp.dr(0)), "lines": [R(V("ADRESSE", c.gp.home.street)), R(V("CODE_POSTAL", c.gp.home.cp), " ", V("VILLE", c.gp.home.town.upper()))]},
                  place=c.place(0, 1), sigs=[("Le néphrologue", [R(*c.neph.dr(0)), R("RPPS ", c.neph.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Éducation thérapeutique - choix du traitement", [(None, [
            ("kv", [("Patient", R(*p.name(2 if c.i % 2 else 1))), ("Accompagné" + p.e() + " de", R(*c.rel.name(0), " (", V("TELEPHONE", c.rel.mob), ")"))]),
            ("chk", [(True, "Visite du centre d'hémodialyse"), (c.i % 2 == 0, "Rencontre d'un patient en dialyse péritonéale"), (True, "Documentation de " + ids.FRANCE_REIN + " remise")]),
            P("Séance animée par ", *c.ide.name(3), " le ", c.cday(14, 1), " ; données transmises au ", ORG(ids.REIN), ".")])],
            issuer=c.head("Programme d'éducation thérapeutique"), refs=[("IPP", R(c.IPP()))]))
    if c.npl >= 3:
        parts.append(part("Demande d'échographie-doppler veineuse", [(None, [
            ("kv", [("Patient", R(*p.name(5))), ("Né" + p.e() + " le", R(p.dn(c.i + 3))), ("Acte", R(CCAM("EJQM004")))]),
            P("Cartographie veineuse des membres supérieurs avant création d'un abord vasculaire ; préserver le bras non dominant de toute ponction."),
            P("Rendez-vous avec ", *c.chir.dr(1), " le ", c.cday(21, 1), ".")])],
            issuer=c.head(), place=c.place(0)))
    return dict(title="Consultation de néphrologie", parts=parts, head=R(c.ACR(), " - ", *p.name(1), " - IPP ", c.IPP()), foot=R(c.H(), " - néphrologie"))


# ------------------------------------------------------------------ 4. arteriovenous fistula
def sh_fav(c, r):
    p, ch = c.pat, c.chir
    s1 = [("Identité", [("kv", id_kv(c, c.i + 2, extra=[("Séjour", R(c.NDA())), ("Opéré" + p.e() + " le", R(c.cday(0)))]))]),
          ("Intervention", [P("Création d'une fistule artérioveineuse radio-céphalique au poignet gauche (", CCAM("EBFA012"), ") sous bloc axillaire. ", EPO("Manœuvre d'Allen"),
                              " normale. Artère radiale de ", MES("%s mm" % ids.fr(2.2 + (c.i % 4) / 10, 1)), ", veine céphalique de ", MES("%s mm" % ids.fr(2.6 + (c.i % 3) / 10, 1)), "."),
                            P("Anastomose termino-latérale au ", DOSE("prolène 7/0"), " (lot ", LOT(c.lots[3]), "). Thrill palpable en fin d'intervention."), c.hw()]),
          ("Suites", [("chk", [(True, "Pas de prise de tension ni de prise de sang côté FAV"), (True, "Exercices de serrage de balle dès J2"), (c.i % 2 == 0, "Doppler de contrôle à 4 semaines")])])]
    parts = [part("Compte rendu opératoire", s1, issuer=c.head("Chirurgie vasculaire"), refs=[("Séjour", R(c.NDA()))],
                  sigs=[("Le chirurgien", [c.rpps_line(ch)]), ("L'anesthésiste", [R(*c.neph2.dr(3))])])]
    if c.npl >= 2:
        parts.append(part("Contrôle de maturation", [(None, [
            ("kv", [("Patient", R(*p.name(0), ", ", p.dn(c.i + 3))), ("Examen", R(c.cday(28), " - ", CCAM("EBQM001")))]),
            ("tab", ["Mesure", "Valeur"], [[["Débit de la FAV"], [PARAM("%d mL/min" % (640 + 30 * c.i))]], [["Diamètre veineux"], [MES("%s mm" % ids.fr(5.1 + c.i % 4 / 10, 1))]], [["Profondeur"], [MES("%s mm" % ids.fr(3.5 + c.i % 3 / 10, 1))]]], [1.5, 1.0]),
            P("Critères de la règle des ", EPO("6 de Robbin"), " atteints : FAV utilisable.")])],
            issuer=c.head("Explorations vasculaires"), place=c.place(28)))
    if c.npl >= 3:
        parts.append(part("Lettre au médecin traitant", [(None, [
            P("Cher confrère, la fistule de ", *p.name(4), " est fonctionnelle ; première ponction prévue le ", c.cday(35, 1), " au centre d'hémodialyse."),
            ("kv", [("Médecin traitant", c.gp_run()), ("Copie", R(*c.neph.dr(1)))])])],
            issuer=c.head("Chirurgie vasculaire"), place=c.place(30, 1), sigs=[("Le chirurgien", [R(*ch.dr(2))])]))
    return dict(title="Fistule artérioveineuse", parts=parts, head=R(c.ACR(), " - chirurgie vasculaire - ", *p.name(1), " - séjour ", c.NDA()), foot=R(c.H()))


# ------------------------------------------------------------------ 5. transport by conventioned taxi
def sh_taxi(c, r):
    p, d = c.pat, c.driver
    s1 = [("Assuré", [("kv", id_kv(c, c.i + 3, nir=True, extra=[("Adresse de prise en charge", R(*p.addr()))]))]),
          ("Prescription", [P("Formulaire ", CERFA("cerfa n° 11574*04"), " ; transports en série pour ", DUR("3 séances par semaine"), " du ", c.cday(0), " au ", c.cday(60), "."),
                            ("chk", [(False, "Ambulance"), (False, "VSL"), (True, "Taxi conventionné"), (c.i % 2 == 0, "Transport assis avec accompagnant")]),
                            P("Motif : ", c.sc["motif"], " (", CIM("Z99.2"), "), état incompatible avec les transports en commun. Prise en charge à ", DOSE("100 %"), " par la ", ORG(ids.CGSS), "."), c.hw()])]
    parts = [part("Prescription médicale de transport", s1, issuer=c.head(), place=c.place(0),
                  sigs=[("Le prescripteur", [c.rpps_line(c.neph, 2)])])]
    if c.npl >= 2:
        parts.append(part("Facture et attestation de transport", [(None, [
            ("kv", [("Entreprise", R(c.E(c.taxi, "taxi"), " - ", V("TELEPHONE", c.ttel))), ("Chauffeur", R(*d.name(3))), ("Véhicule", R(c.ID("immatriculation"))),
                    ("Assuré", R(*p.name(1), " - NIR ", p.nir(c.i + 1)))]),
            ("tab", ["Date", "Trajet", "Km", "Montant"], [[[c.cday(2 * k)], R(V("VILLE", p.home.town), " - ", c.HVILLE()), [MES("%d km" % (12 + 7 * (c.i % 6)))], [MES("%s €" % ids.fr(38 + 4.5 * (c.i % 6), 2))]] for k in range(3)], [0.9, 2.0, 0.6, 0.8]),
            P("Attestation de présence en séance signée par le centre.")])],
            issuer={"name": R(c.E(c.taxi, "taxi")), "service": "Taxi conventionné CGSS", "lines": [R(V("ADRESSE", d.home.street), ", ", V("CODE_POSTAL", d.home.cp), " ", V("VILLE", d.home.town))],
                    "contact": [R("Tél. ", V("TELEPHONE", c.ttel))], "legal": None}, refs=[("Véhicule", R(c.ID("immatriculation")))]))
    if c.npl >= 3:
        parts.append(part("Accord préalable - transport de longue distance", [(None, [
            P("Demande pour ", *p.name(0), " : bilan pré-greffe au ", c.E(c.tx), " le ", c.cday(40, 1), ", transport aérien avec accompagnant (", *c.rel.name(3), ")."),
            ("kv", [("Formulaire", R(CERFA("cerfa n° 11575*05"))), ("Destinataire", R(ORG(ids.CGSS), ", service médical"))])])],
            issuer=c.head(), place=c.place(1)))
    return dict(title="Transport sanitaire", parts=parts, head=R(c.ACR(), " - transport - ", *p.name(1), " - ", p.dn(c.i + 4)), foot=R(c.H(), " - bureau des transports"))


SHAPE_FUN = {"seance_hemodialyse": sh_seance, "dialyse_peritoneale": sh_dp, "consultation_nephrologie": sh_consult,
             "creation_fav": sh_fav, "transport_taxi": sh_taxi}


def make_doc(i, seed, shape, npl):
    from . import content_b
    c = Ctx(i, seed, shape, npl)
    fun = SHAPE_FUN.get(shape) or content_b.SHAPE_FUN_B[shape]
    doc = fun(c, c.r)
    doc["parts"] = doc["parts"][:npl]
    doc.update(num=i + 1, shape=shape, form="CC-%02d" % (i + 1))
    dg = "".join(ch for ch in c.hfax if ch.isdigit())[-6:]
    doc["fax"] = R(c.cday(0, 2), " ", c.t(95 + i), "  DE : ", V("TELEPHONE", "+594 594 %s %s %s" % (dg[:2], dg[2:4], dg[4:])), "  ", c.ACR(), " NEPHRO")
    return doc


_ = (ART,)
