"""The ten document types of corpus CF (written for this corpus): DIABETES DEVICES in PAYS DE LA LOIRE - the initial
prescription of an insulin pump (with the prior-approval request and the LPPR lines), the home provider's delivery note
(serial numbers, lots, signatures), the telemonitoring report (CGM metrics: time in range, GMI, hypoglycaemia), the
therapeutic education session of the pump (basal rates, boluses, sick-day rules), the day-hospital report of the pump
start, the ambulatory glucose profile report of the sensor, the pump wearer's card (for a minor: the parent), the home
provider's on-call intervention (pump failure, replacement), the follow-up letter to the GP and the school / work
individual care plan (PAI) for the sensor and the pump.

A document is a dict (corpus CE's shape): title, num, shape, form, parts (1 to 3, each printed on its own page), head
(running identity run), foot. A part: title, issuer, to, place, refs, secs, sigs. Blocks: ("p", run), ("kv", [(caption,
run)]), ("tab", heads, rows, weights), ("chk", [(on, text)]), ("list", [runs]), ("alert", [runs]).

Conventions: care dates, hours and ages are KEPT; a birth date is personal. Personal: every name (patient, birth name,
relative, staff), IPP, stay, pump / sensor serial numbers, provider order, delivery note, customer number,
telemonitoring account, prior-approval file and mutual membership (IDENTIFIANT), every establishment (hospital, home
provider, telemonitoring centre, association, mutual, laboratory) with its address, phone, e-mail and FINESS. Kept:
CIM-10, LPPR codes, ATC, doses, lots, lab results (HbA1c), CGM measures, scores, the INS OID, CERFA numbers, eponyms
(Somogyi, Dawn phenomenon named "phénomène de l'aube", Kussmaul, Hba1c units), articles and public bodies (CPAM, ARS
Pays de la Loire, Haute Autorité de santé, ANSM), public numbers (15, 112).
"""
from __future__ import annotations

from . import ids
from .model import R, V
from .people import (ART, ATC, BIO, CERFA, CIM, DEV, DOSE, DUR, EPO, LOT, LPP, MES, OID, ORG, PUB, SCORE, Ctx, P, part)

SHAPES = ["prescription_pompe", "bon_livraison", "telesurveillance", "education_pompe", "hdj_mise_sous_pompe",
          "rapport_capteur", "carte_porteur", "intervention_astreinte", "courrier_suivi", "pai_diabete"]


def id_kv(c, style=0, nir=False, extra=()):
    p = c.pat
    out = [("Nom", R(p.NOM())), ("Prénom", R(p.PRE())), ("Né" + p.e() + " le", R(p.dn(style), " (", p.age(), ")")), ("IPP", R(c.IPP()))]
    if p.birth:
        out.insert(1, ("Nom de naissance", R(p.BIRTH())))
    if nir:
        out.append(("INS (NIR)", R(p.nir(style), " - OID ", OID(ids.OID_INS))))
    return out + list(extra)


def hb(c, k=0):
    return BIO("HbA1c " + ids.fr(c.hba1c[k], 1) + " %")


def tir(c):
    return MES("temps dans la cible 70-180 mg/dL %d %%" % c.tir)


# ------------------------------------------------------------------ 1. pump prescription
def sh_prescription(c, r):
    p, d = c.pat, c.diabeto
    s1 = [("Patient", [("kv", id_kv(c, c.i, nir=True, extra=[("Adresse", R(*p.addr())), ("Téléphone", R(p.MOB()))]))]),
          ("Prescription", [("tab", ["Désignation", "Code LPPR", "Quantité"], [
              [[DEV(c.pump)], [LPP(c.pump_lpp)], ["1 forfait hebdomadaire"]],
              [[DEV(c.sensor)], [LPP(c.sensor_lpp)], ["26 par an"]],
              [[c.ins + " " + c.ins_conc], [ATC(c.ins_atc)], [DOSE("45 UI/j")]]], [2.4, 1.1, 1.2]),
              P("Indication : ", c.diab, " (", CIM(c.cim), "), ", hb(c), " malgré multi-injections ; critères de la ", ORG(ids.HAS), " remplis."),
              P("Prestataire choisi par le patient : ", c.PS(), " (", c.PSACR(), "), commande ", c.ID("commande"), "."), c.hw()])]
    parts = [part("Prescription initiale de pompe à insuline", s1, issuer=c.head(), refs=[("Date", R(c.cday(0))), ("IPP", R(c.IPP()))],
                  place=c.place(0), sigs=[("Le diabétologue", [c.rpps_line(d)])])]
    if c.npl >= 2:
        parts.append(part("Demande d'accord préalable", [(None, [
            ("kv", [("Assuré", R(*p.name(5))), ("N° d'immatriculation", R(p.nir(c.i + 1))), ("Organisme", R(ORG(ids.CPAM[p.home.dept]))),
                    ("Formulaire", R(CERFA("cerfa 11495*06"))), ("N° de dossier", R(c.ID("entente"))), ("Mutuelle", R(c.E(c.mut, "mutuelle"), " - ", c.ID("adherent")))]),
            P("Prise en charge demandée au titre de l'", ART("article R. 165-23 du code de la sécurité sociale"), " pour une durée de ", DUR("12 mois"), "."),
            ("chk", [(True, "Première mise sous pompe"), (c.i % 2 == 0, "Renouvellement"), (True, "Capteur associé")])])],
            issuer=c.head(), place=c.place(0, 1), sigs=[("Le prescripteur", [R(*d.dr(1)), R("Identifiant ", d.IDNAT())])]))
    if c.npl >= 3:
        parts.append(part("Lettre au prestataire", [(None, [
            P("Madame, Monsieur,"),
            P("Je vous adresse ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 2), ", demeurant ", *p.addr(), ", pour la mise en place d'une ",
              DEV(c.pump), " le ", c.cday(7, 1), ". Contact : ", p.MOB(), " ou ", V("EMAIL", p.mail), "."),
            ("kv", [("Infirmière d'éducation", R(*c.adeli_line(c.ide))), ("Médecin traitant", c.gp_run())])])],
            issuer=c.head(), to={"name": R(c.PS()), "lines": [R("à l'attention de ", *c.tech.name(0))]}, place=c.place(1)))
    return dict(title="Prescription de pompe à insuline", parts=parts, head=R(c.ACR(), " - diabétologie - ", *p.name(1), " - IPP ", c.IPP()),
                foot=R(c.H(), " - ", V("ADRESSE", "%d %s" % (c.hnum, c.hstreet))))


# ------------------------------------------------------------------ 2. delivery note of the home provider
def sh_livraison(c, r):
    p, t = c.pat, c.tech
    s1 = [("Client", [("kv", [("Client", R(*p.name(1), " - n° ", c.ID("client"))), ("Adresse de livraison", R(*p.addr(True))),
                              ("Téléphone", R(p.FIXE())), ("Commande", R(c.ID("commande")))])]),
          ("Matériel livré", [("tab", ["Article", "Référence", "N° de série / lot", "Qté"], [
              [[DEV(c.pump)], [LPP(c.pump_lpp)], [c.ID("pompe")], ["1"]],
              [[DEV(c.sensor)], [LPP(c.sensor_lpp)], [LOT(c.lots[0])], ["3"]],
              [["réservoirs 3 mL"], ["-"], [LOT(c.lots[1])], ["10"]],
              [["cathéters 6 mm"], ["-"], [LOT(c.lots[2])], ["10"]]], [2.2, 1.0, 1.6, 0.5]),
              P("Livré le ", c.cday(3), " à ", c.t(0), " par ", *t.name(3), " (technicien), remis à ", *c.rel.name(0), " (", c.rel_link, ")."), c.hw()])]
    parts = [part("Bon de livraison", s1, issuer=c.psad_head(), refs=[("Bon n°", R(c.ID("bon_livraison"))), ("Date", R(c.cday(3)))],
                  sigs=[("Le technicien", [R(*t.name(6))]), ("Le patient ou son représentant", [R(*p.name(6))])])]
    if c.npl >= 2:
        parts.append(part("Fiche d'installation", [(None, [
            ("kv", [("Pompe", R(DEV(c.pump), ", n° ", c.ID("pompe"))), ("Capteur", R(c.ID("capteur"))), ("Débit de base programmé", R(DOSE("0,8 UI/h")))]),
            ("chk", [(True, "Notice remise"), (True, "Alarmes testées"), (c.i % 2 == 1, "Appli smartphone appairée")]),
            P("En cas de panne : astreinte ", c.TEL(c.astreinte), " ; en cas d'urgence vitale appeler le ", PUB("15"), ".")])],
            issuer=c.psad_head(), refs=[("Client", R(c.ID("client")))]))
    if c.npl >= 3:
        parts.append(part("Attestation de formation", [(None, [
            P("Je soussigné", p.e(), " ", *p.name(3), " atteste avoir été formé", p.e(), " le ", c.cday(3, 1), " à l'utilisation de la pompe n° ", c.ID("pompe"),
              " par ", *t.name(0), " du ", c.PS(), "."),
            ("kv", [("Prescripteur", R(c.rpps_line(c.diabeto, 2))), ("Courriel du patient", R(p.MAIL()))])])],
            issuer=c.psad_head(), place=c.place(3, 0, p.home.town)))
    return dict(title="Bon de livraison", parts=parts, head=R(c.PSACR(), " - BL ", c.ID("bon_livraison"), " - ", *p.name(1)),
                foot=R(c.PS(), " - FINESS ", V("FINESS", c.pfiness)))


# ------------------------------------------------------------------ 3. telemonitoring report
def sh_tls(c, r):
    p = c.pat
    rows = [[[c.cday(-28 + 7 * k)], [MES("%d %%" % (c.tir - 6 + 3 * k))], [MES("%d%%" % (2 + k % 3))], [MES("%d mg/dL" % (150 + 4 * k))]] for k in range(4)]
    s1 = [("Patient télésurveillé", [("kv", [("Patient", R(*p.name(0))), ("Date de naissance", R(p.dn(c.i + 4))), ("Compte", R(c.ID("compte_tls"))),
                                             ("Capteur", R(c.ID("capteur"))), ("IPP", R(c.IPP()))])]),
          ("Indicateurs hebdomadaires", [("tab", ["Semaine du", "Temps dans la cible", "Temps < 70 mg/dL", "Glucose moyen"], rows, [1.2, 1.2, 1.2, 1.2]),
                                         P("Indicateur de gestion du glucose ", MES("GMI 7,2 %"), ", coefficient de variation ", MES("CV 34 %"),
                                           " ; dernier ", hb(c, 1), " le ", c.cday(-30), "."), c.hw()])]
    parts = [part("Rapport de télésurveillance", s1, issuer=c.tele_head(), refs=[("Période", R(c.cday(-28), " au ", c.cday(0)))],
                  sigs=[("L'infirmière de télésurveillance", [c.adeli_line(c.idet)])])]
    if c.npl >= 2:
        parts.append(part("Alertes et actions", [(None, [
            ("tab", ["Date", "Alerte", "Action"], [[[c.cday(-12)], ["hypoglycémie sévère nocturne"], ["appel du patient au ", p.MOB()]],
                                                    [[c.cday(-5)], ["capteur non porté 48 h"], ["relance par SMS"]]], [1.0, 2.0, 2.2]),
            P("Le ", c.cday(-4), ", ", *c.idet.name(3), " a joint ", *c.rel.name(0), ", ", c.rel_link, ", au ", c.rel.MOB(), "."),
            ("alert", [R("Rappel : la télésurveillance ne remplace pas l'appel au ", PUB("15"), " en cas d'urgence.")])])],
            issuer=c.tele_head()))
    if c.npl >= 3:
        parts.append(part("Synthèse pour le diabétologue", [(None, [
            P("Cher confrère, pour ", *p.name(6), " (compte ", c.ID("compte_tls"), "), je vous propose de baisser le débit de base nocturne de ",
              DOSE("0,1 UI/h"), " ; pas d'épisode d'", EPO("acidocétose"), "."),
            ("kv", [("Destinataire", R(*c.diabeto.dr(0), " - ", V("EMAIL", c.diabeto.mail))), ("Copie", R(*c.gp.dr(2)))])])],
            issuer=c.tele_head(), to={"name": R(*c.diabeto.dr(0)), "lines": [R(c.H())]}, place=c.place(1)))
    return dict(title="Télésurveillance du diabète", parts=parts, head=R(c.E(c.tacr, "sigle"), " - ", *p.name(1), " - ", c.ID("compte_tls")), foot=R(c.TL()))


# ------------------------------------------------------------------ 4. education session
def sh_education(c, r):
    p, e = c.pat, c.ide
    s1 = [("Identité", [("kv", id_kv(c, c.i + 1))]),
          ("Séance d'éducation thérapeutique", [
              ("list", [R("programmation des débits de base : ", DOSE("0,6 UI/h"), " de 0h à 4h, ", DOSE("0,9 UI/h"), " de 4h à 8h (", EPO("phénomène de l'aube"), ") ;"),
                        R("calcul du bolus : ratio ", DOSE("1 UI pour 10 g de glucides"), ", sensibilité ", DOSE("1 UI = 40 mg/dL"), " ;"),
                        R("changement de cathéter tous les ", DUR("3 jours"), " ; conduite à tenir si cétonémie > ", BIO("0,6 mmol/L"), ".")]),
              P("Séance du ", c.cday(0), " de ", c.t(0), " à ", c.t(90), " animée par ", *e.name(3), ", en présence de ", *c.rel.name(3), " (", c.rel_link, ")."),
              c.hw()])]
    parts = [part("Éducation thérapeutique - pompe à insuline", s1, issuer=c.head("éducation thérapeutique"), refs=[("Séance", R(c.cday(0)))],
                  sigs=[("L'infirmière d'éducation", [c.adeli_line(e)])])]
    if c.npl >= 2:
        parts.append(part("Règles des jours de maladie", [(None, [
            P("Si la glycémie dépasse ", BIO("250 mg/dL"), " deux fois : contrôler la cétonémie, faire un bolus au stylo, changer le cathéter."),
            P("Respiration de ", EPO("Kussmaul"), ", vomissements : appeler le ", PUB("15"), " ou l'unité au ", c.TEL(c.dtel), "."),
            ("kv", [("Patient", R(*p.name(9))), ("Diététicien", R(*c.adeli_line(c.diet)))])])],
            issuer=c.head("éducation thérapeutique")))
    if c.npl >= 3:
        parts.append(part("Évaluation des compétences", [(None, [
            ("tab", ["Compétence", "Acquise", "Date"], [[["Changer le réservoir"], ["oui"], [c.cday(0)]], [["Bolus correcteur"], ["en cours"], [c.cday(14)]],
                                                        [["Suspendre la pompe"], ["oui"], [c.cday(0)]]], [2.2, 0.8, 1.0]),
            P("Score de connaissances ", SCORE("16/20"), ". Prochaine séance le ", c.cday(14, 1), " ; contact ", V("EMAIL", e.mail), ".")])],
            issuer=c.head("éducation thérapeutique")))
    return dict(title="Éducation thérapeutique", parts=parts, head=R(c.ACR(), " - ETP - ", *p.name(5)), foot=R(c.H()))


# ------------------------------------------------------------------ 5. day hospital: pump start
def sh_hdj(c, r):
    p, d = c.pat, c.diabeto
    s1 = [("Séjour", [("kv", id_kv(c, c.i + 2, extra=[("Séjour", R(c.NDA())), ("Médecin traitant", c.gp_run())]))]),
          ("Compte rendu", [
              P(p.civ() + " ", p.NOM(), ", ", p.age(), ", suivi", p.e(), " pour ", c.diab, " (", CIM(c.cim), ") depuis 2011, est admis", p.e(),
                " le ", c.cday(0), " pour mise sous ", DEV(c.pump), "."),
              ("tab", ["Examen", "Résultat"], [[["HbA1c"], [hb(c)]], [["Créatinine"], [BIO("72 µmol/L")]], [["Microalbuminurie"], [BIO("18 mg/L")]]], [1.5, 1.5]),
              P("Pose du cathéter à ", c.t(60), ", pompe n° ", c.ID("pompe"), " ; dose totale ", DOSE("38 UI/j"), " d'", c.ins, " (", ATC(c.ins_atc), ")."), c.hw()])]
    parts = [part("Compte rendu d'hospitalisation de jour", s1, issuer=c.head("hôpital de jour"), refs=[("Séjour", R(c.NDA())), ("Date", R(c.cday(0)))],
                  sigs=[("Le médecin", [c.rpps_line(d, 4)])])]
    if c.npl >= 2:
        parts.append(part("Ordonnance de sortie", [(None, [
            ("list", [R(c.ins, " ", DOSE("100 UI/mL"), ", flacons de ", DOSE("10 mL"), " ;"), R("glucagon ", DOSE("1 mg"), " (", ATC("H04AA01"), ") ;"),
                      R("bandelettes de cétonémie, ", DOSE("20 par mois"), ".")]),
            P("Ordonnance pour ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 3), ".")])],
            issuer=c.head("hôpital de jour"), place=c.place(0), sigs=[("", [c.rpps_line(d, 0)])]))
    if c.npl >= 3:
        parts.append(part("Lettre au médecin traitant", [(None, [
            P("Cher confrère, votre patient", p.e(), " ", *p.name(3), " a été équipé", p.e(), " d'une pompe le ", c.cday(0, 1),
              " (séjour ", c.NDA(), "). Le prestataire ", c.PS(), " assure le suivi à domicile."),
            P("Je la reverrai le ", c.cday(90, 1), ". Secrétariat : ", c.TEL(c.dtel), ".")])],
            issuer=c.head(), to={"name": R(*c.gp.dr(0)), "lines": [R(V("ADRESSE", c.gp.home.street)), R(V("CODE_POSTAL", c.gp.home.cp), " ", V("VILLE", c.gp.home.town))]},
            place=c.place(1, 1)))
    return dict(title="Hospitalisation de jour", parts=parts, head=R(c.ACR(), " - HDJ ", c.NDA(), " - ", *p.name(1)), foot=R(c.H(), " - ", c.ACR()))


# ------------------------------------------------------------------ 6. sensor report (ambulatory glucose profile)
def sh_capteur(c, r):
    p = c.pat
    s1 = [("Rapport de profil glycémique ambulatoire", [
        ("kv", [("Nom", R(p.NOM("lower"), " ", p.PRE("lower"))), ("DDN", R(p.dn(4))), ("Capteur", R(DEV(c.sensor), " - n° ", c.ID("capteur"))),
                ("Période", R(c.cday(-14), " - ", c.cday(0)))]),
        ("tab", ["Indicateur", "Valeur", "Objectif"], [[["Temps dans la cible"], [MES("%d%%" % c.tir)], ["> 70 %"]],
                                                       [["Temps au-dessus de 250 mg/dL"], [MES("9%")], ["< 5 %"]],
                                                       [["Temps sous 54 mg/dL"], [MES("1%")], ["< 1 %"]],
                                                       [["Capteur actif"], [MES("94%")], ["> 70 %"]]], [2.0, 1.0, 1.0]),
        P("Interprétation selon le consensus international ; profil compatible avec un effet ", EPO("Somogyi"), " peu probable."), c.hw()])]
    parts = [part("Profil glycémique ambulatoire (AGP)", s1, issuer=c.head("consultation capteurs"), refs=[("Édité le", R(c.cday(0), " à ", c.t(5)))])]
    if c.npl >= 2:
        parts.append(part("Journal des événements", [(None, [
            ("tab", ["Date", "Heure", "Événement"], [[[c.cday(-9)], [c.t(-300)], ["hypoglycémie 52 mg/dL"]], [[c.cday(-6)], [c.t(200)], ["bolus oublié"]],
                                                    [[c.cday(-2)], [c.t(30)], ["changement de capteur"]]], [1.0, 0.8, 2.2]),
            P("Commentaire de ", *c.ide.name(3), " pour ", *p.name(4), " : revoir le ratio du petit déjeuner.")])],
            issuer=c.head("consultation capteurs")))
    if c.npl >= 3:
        parts.append(part("Consentement au partage des données", [(None, [
            P("Je soussigné", p.e(), " ", *p.name(10 if p.birth else 3), " accepte le partage des données de mon capteur avec le ", c.TL(), "."),
            ("kv", [("Compte", R(c.ID("compte_tls"))), ("Courriel", R(p.MAIL())), ("Téléphone", R(p.MOB()))])])],
            issuer=c.head("consultation capteurs"), place=c.place(0)))
    return dict(title="Rapport capteur", parts=parts, head=R(c.ACR(), " - AGP - ", *p.name(1), " - ", p.dn(c.i)), foot=R(c.H(), " - ", c.TEL(c.dtel)))


# ------------------------------------------------------------------ 7. pump wearer card
def sh_carte(c, r):
    p, d = c.pat, c.diabeto
    who = [("Parent", R(*c.rel.name(2 if c.rel.birth else 0), " - ", c.rel.MOB()))] if c.minor else [("Personne à prévenir", R(*c.rel.name(3), " (", c.rel_link, ") - ", c.rel.MOB()))]
    s1 = [("Porteur", [("kv", [("Nom", R(p.NOM(), " ", p.PRE("upper"))), ("Né" + p.e() + " le", R(p.dn(c.i + 5)))] + who + [
        ("Pompe", R(DEV(c.pump), " n° ", c.ID("pompe"))), ("Diabétologue", R(*d.dr(0), " - ", c.TEL(c.dtel)))])]),
          ("En cas d'urgence", [("alert", [R("Porteur d'une pompe à insuline : ne pas débrancher sans avis ; glucagon ", DOSE("1 mg"), " si inconscience ; appeler le ",
                                             PUB("15"), " ou le ", PUB("112"), ".")]), c.hw()])]
    parts = [part("Carte de porteur de pompe à insuline", s1, issuer=c.head(), refs=[("Délivrée le", R(c.cday(0)))])]
    if c.npl >= 2:
        parts.append(part("Protocole pour les urgences", [(None, [
            P("Patient", p.e(), " ", *p.name(7), " ; ", c.diab, " (", CIM(c.cim), ") ; ", hb(c), "."),
            ("list", [R("hypoglycémie : ", DOSE("15 g de sucre"), " puis contrôle à ", DUR("15 minutes"), " ;"),
                      R("hyperglycémie avec cétose : injection au stylo, appel de l'unité ", c.TEL(c.htel), " ;"),
                      R("panne de pompe : astreinte du prestataire ", c.TEL(c.astreinte), ".")])])],
            issuer=c.head(), sigs=[("Le diabétologue", [c.rpps_line(d, 1)])]))
    if c.npl >= 3:
        parts.append(part("Attestation pour les contrôles de sûreté", [(None, [
            P("Je certifie que ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 6), ", porte une pompe à insuline et un capteur n° ", c.ID("capteur"),
              " qui ne doivent pas passer aux rayons X (recommandation du fabricant, ", ORG(ids.ANSM), ")."),
            ("kv", [("Adresse", R(*p.addr())), ("Contact", R(p.MOB()))])])],
            issuer=c.head(), place=c.place(0, 1), sigs=[("", [R(*d.dr(4))])]))
    return dict(title="Carte de porteur de pompe", parts=parts, head=R(c.ACR(), " - carte pompe - ", *p.name(1)), foot=R(c.H(), " - ", c.PSACR()))


# ------------------------------------------------------------------ 8. home provider on-call intervention
def sh_astreinte(c, r):
    p, t = c.pat, c.tech
    s1 = [("Appel", [("kv", [("Appel reçu", R(c.cday(0), " à ", c.t(-420))), ("Appelant", R(*c.rel.name(0), " (", c.rel_link, ") - ", c.rel.MOB())),
                             ("Client", R(*p.name(5), " - ", c.ID("client"))), ("Adresse", R(*p.addr()))])]),
          ("Intervention", [P("Alarme « occlusion » répétée sur la pompe n° ", c.ID("pompe"), ". Glycémie ", BIO("312 mg/dL"), ", cétonémie ", BIO("0,4 mmol/L"), "."),
                            P("Remplacement de la pompe par l'appareil de prêt, lot ", LOT(c.lots[3]), ", par ", *t.name(3), " à ", c.t(-360), "."), c.hw()])]
    parts = [part("Fiche d'intervention d'astreinte", s1, issuer=c.psad_head(), refs=[("Commande", R(c.ID("commande")))],
                  sigs=[("Le technicien", [R(*t.name(1))])])]
    if c.npl >= 2:
        parts.append(part("Déclaration d'incident de matériovigilance", [(None, [
            ("kv", [("Dispositif", R(DEV(c.pump))), ("N° de série", R(c.ID("pompe"))), ("Lot", R(LOT(c.lots[2]))), ("Date de l'incident", R(c.cday(0)))]),
            P("Déclaration transmise à l'", ORG(ids.ANSM), " par ", c.PS(), " le ", c.cday(1), "."),
            P("Correspondant : ", *t.name(0), ", ", V("EMAIL", t.mail), ".")])],
            issuer=c.psad_head()))
    if c.npl >= 3:
        parts.append(part("Information du prescripteur", [(None, [
            P("Docteur, nous vous informons du remplacement de la pompe de ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 7), ", le ", c.cday(0, 1), "."),
            ("kv", [("Prescripteur", R(c.rpps_line(c.diabeto, 0))), ("Service", R(c.H()))])])],
            issuer=c.psad_head(), to={"name": R(*c.diabeto.dr(0)), "lines": [R(c.ACR())]}, place=c.place(1, 0, c.ptown)))
    return dict(title="Intervention d'astreinte", parts=parts, head=R(c.PSACR(), " - astreinte - ", *p.name(1)), foot=R(c.PS(), " - ", c.TEL(c.astreinte)))


# ------------------------------------------------------------------ 9. follow-up letter
def sh_courrier(c, r):
    p, d = c.pat, c.diabeto
    s1 = [(None, [P("Cher confrère,"),
                  P("J'ai revu en consultation le ", c.cday(0, 1), " ", *p.name(2 if p.birth else 0), ", ", p.ne(), " le ", p.dn(c.i), ", ", p.age(),
                    ", porteu", "se" if p.sex == 2 else "r", " d'une ", DEV(c.pump), " depuis ", DUR("2 ans"), "."),
                  ("tab", ["Date", "HbA1c", "Temps dans la cible"], [[[c.cday(-180)], [hb(c, 2)], [MES("61 %")]], [[c.cday(0)], [hb(c)], [MES("%d %%" % c.tir)]]], [1, 1, 1]),
                  P("Fond d'œil du ", c.cday(-60), " sans rétinopathie ; monofilament normal. Pas d'hypoglycémie sévère."), c.hw(),
                  ("kv", [("IPP", R(c.IPP())), ("Patient", R(*p.name(1)))])])]
    parts = [part("Consultation de suivi", s1, issuer=c.head("consultation"),
                  to={"name": R(*c.gp.dr(0)), "lines": [R(V("ADRESSE", c.gp.home.street)), R(V("CODE_POSTAL", c.gp.home.cp), " ", V("VILLE", c.gp.home.town.upper()))]},
                  place=c.place(0, 1), sigs=[("", [R(*d.dr(4)), R("RPPS ", d.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Ordonnance", [(None, [
            P(*p.name(0), " - ", p.dn(c.i + 1)),
            ("list", [R(c.ins, " ", DOSE("100 UI/mL"), " pour pompe, ", DOSE("3 flacons par mois"), " ;"), R(DEV(c.sensor), ", ", DOSE("2 par mois"), " ;"),
                      R("bilan : ", BIO("HbA1c"), ", créatinine, ", BIO("LDL-cholestérol"), " au ", c.E(c.lab, "laboratoire"), ".")])])],
            issuer=c.head("consultation"), place=c.place(0), sigs=[("", [c.rpps_line(d, 1)])]))
    if c.npl >= 3:
        parts.append(part("Certificat pour la mutuelle", [(None, [
            P("Je certifie que ", *p.name(3), ", adhérent", p.e(), " n° ", c.ID("adherent"), " de la ", c.E(c.mut, "mutuelle"),
              ", bénéficie d'une prise en charge en ", ORG("ALD n° 8"), "."),
            ("kv", [("Adresse", R(*p.addr())), ("Courriel", R(p.MAIL()))])])],
            issuer=c.head("consultation"), place=c.place(0, 2), sigs=[("", [R(*d.dr(2))])]))
    return dict(title="Courrier de suivi", parts=parts, head=R(c.ACR(), " - ", *p.name(1), " - ", p.dn(c.i + 8)), foot=R(c.H(), " - ", c.TEL(c.dtel)))


# ------------------------------------------------------------------ 10. individual care plan (school or work)
def sh_pai(c, r):
    p, d = c.pat, c.diabeto
    place = "l'école" if c.minor else "l'employeur"
    s1 = [("Élève / salarié", [("kv", [("Nom", R(p.NOM("title"))), ("Prénom", R(p.PRE())), ("Date de naissance", R(p.dn(c.i + 2))),
                                       ("Responsable légal / contact", R(*c.rel.name(1), " - ", c.rel.MOB(), " - ", V("EMAIL", c.rel.mail))),
                                       ("Médecin traitant", c.gp_run())])]),
          ("Besoins spécifiques", [("chk", [(True, "Contrôle du capteur en classe ou au poste"), (True, "Collation autorisée"), (c.i % 2 == 0, "Bolus avant le repas de midi")]),
                                   P("Resucrage : ", DOSE("15 g de glucides"), " si glucose < ", BIO("70 mg/dL"), " ; glucagon ", DOSE("0,5 mg"), " si trouble de conscience."), c.hw()])]
    parts = [part("Projet d'accueil individualisé - diabète", s1, issuer=c.head("diabétologie pédiatrique" if c.minor else None), refs=[("Établi le", R(c.cday(0)))],
                  sigs=[("Le médecin", [c.rpps_line(c.ped if c.minor else d, 0)]), ("Le responsable", [R(*c.rel.name(6))])])]
    if c.npl >= 2:
        parts.append(part("Protocole d'urgence", [(None, [
            ("alert", [R("Malaise de ", *p.name(3), " : allonger, resucrer si possible, appeler le ", PUB("15"), " puis ", *c.rel.name(0), " au ", c.rel.MOB(), ".")]),
            P("Document transmis à ", place, " avec l'accord de la famille, selon la circulaire ", ART("n° 2003-135 du 8 septembre 2003"), ".")])],
            issuer=c.head()))
    if c.npl >= 3:
        parts.append(part("Fiche de liaison", [(None, [
            ("kv", [("Pompe", R(c.ID("pompe"))), ("Capteur", R(c.ID("capteur"))), ("Prestataire", R(c.PS(), " - ", c.TEL(c.astreinte))),
                    ("Infirmière référente", R(*c.adeli_line(c.ide)))]),
            P("Mise à jour le ", c.cday(2), " par ", *c.sec.name(3), ", secrétariat.")])],
            issuer=c.head(), place=c.place(2)))
    return dict(title="Projet d'accueil individualisé", parts=parts, head=R(c.ACR(), " - PAI - ", *p.name(3)), foot=R(c.H()))


SHAPE_FUN = {"prescription_pompe": sh_prescription, "bon_livraison": sh_livraison, "telesurveillance": sh_tls, "education_pompe": sh_education,
             "hdj_mise_sous_pompe": sh_hdj, "rapport_capteur": sh_capteur, "carte_porteur": sh_carte, "intervention_astreinte": sh_astreinte,
             "courrier_suivi": sh_courrier, "pai_diabete": sh_pai}


def make_doc(i, seed, shape, npl):
    c = Ctx(i, seed, shape, npl)
    doc = SHAPE_FUN[shape](c, c.r)
    doc["parts"] = doc["parts"][:npl]
    doc.update(num=i + 1, shape=shape, form="CF-%02d" % (i + 1), day=c.day)
    return doc


_ = (CERFA, PUB)
