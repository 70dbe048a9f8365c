"""The first five document types of corpus BY (written for this corpus): TRANSFUSION AND HAEMOVIGILANCE in Picardie -
the request for labile blood products (demande de PSL), the blood-group card and immuno-haematology results (ABO-RH1,
RH-KEL1 phenotype, RAI), the EFS delivery slip (bordereau de délivrance), the bedside pre-transfusion check (contrôle
ultime pré-transfusionnel), the traceability sheet returned to the EFS. content_b.py holds the other five.

A document is a dict (corpus BX's shape): title, num, shape, code, issuer, parts (1 to 3, each printed from a new page),
head (running identity run), foot, form, level (kept value, severity 0-3: the urgency of the request or the grade of a
reaction). A part: title, issuer, to, place, refs, secs, sigs. Blocks: ("p", run), ("kv", [(caption, run)]), ("tab",
heads, rows, weights), ("chk", [(on, text)]), ("list", [runs]), ("alert", [runs]), ("quote", [runs]), ("log",
[(when, who, text)]).

Conventions: care dates, hours, expiry dates of products are KEPT; the birth date is personal. Kept decoys: product
codes (CODE_PRODUIT), ISBT 128 donation numbers of the products (NUM_DON: they name a donation, not the patient),
ABO-RH1 groups and RH-KEL1 phenotypes (PHENOTYPE), lab values (BIOLOGIE), volumes and doses, CIM-10, urgency levels,
grades and imputability (SCORE), reagent lots and card devices, articles, public bodies (EFS, ANSM, ARS: ORGANISME),
public numbers (15). Personal: the request, delivery-slip, e-FIT, lookback and group-card numbers (IDENTIFIANT with a
subtype), IPP, stay, every name, the EFS delivery site's town, address and phone (as any establishment's).
"""
from __future__ import annotations

import datetime

from . import ids
from .model import R, V
from .people import (ART, BIO, CIM, CODE, DISP, DON, DOSE, DUR, GRP, LOT, MES, ORG, PROD, PUB, SCORE, Ctx, P, part)  # noqa: F401

SHAPES = ["demande_psl", "carte_groupe_rai", "bordereau_delivrance", "controle_ultime", "fiche_tracabilite",
          "declaration_feir", "courrier_hemovigilance", "information_post_transfusionnelle", "enquete_ascendante",
          "dossier_transfusionnel"]

# indication, diagnosis, CIM-10, Hb g/dL, platelets G/L, ward
SCEN = [("anémie chronique mal tolérée sur syndrome myélodysplasique", "syndrome myélodysplasique", "D46.9", "7,1", "96", "hématologie clinique"),
        ("hémorragie digestive haute sur ulcère bulbaire", "ulcère duodénal hémorragique", "K26.4", "6,4", "188", "hépato-gastro-entérologie"),
        ("thrombopénie chimio-induite avant pose de cathéter", "leucémie aiguë myéloïde", "C92.0", "8,3", "9", "onco-hématologie"),
        ("anémie post-opératoire après prothèse totale de hanche", "coxarthrose opérée", "M16.1", "7,6", "214", "chirurgie orthopédique"),
        ("hémorragie de la délivrance", "hémorragie du post-partum immédiat", "O72.0", "6,9", "102", "maternité - salle de naissance"),
        ("anémie sur insuffisance rénale chronique", "maladie rénale chronique stade 5", "N18.5", "7,4", "165", "néphrologie")]
URG = [("urgence vitale immédiate", 0), ("urgence vitale", 1), ("urgence relative", 2), ("programmée", 3)]


def scen(c):
    return SCEN[(c.i * 5 + c.seed) % len(SCEN)]


def urgency(c):
    u = URG[(c.i + c.seed) % 4]
    return (SCORE(u[0]), u[1])


def pat_kv(c, style=0, nir=True, addr=True):
    """The identity block of transfusion: birth name first, then usage name, first name, sex, birth date."""
    p = c.pat
    out = [("Nom de naissance", R(p.BIRTH() if p.birth else p.NOM()))]
    out.append(("Nom d'usage", R(p.NOM()) if p.birth else R("(idem)")))
    out += [("Prénom(s)", R(p.PRE())), ("Sexe", R("F" if p.sex == 2 else "M")), ("Date de naissance", R(p.dn(style))),
            ("Lieu de naissance", R(V("VILLE", p.btown[0])))]
    if addr:
        out.append(("Adresse", R(*p.addr1())))
    if nir:
        out.append(("INS (matricule)", R(p.nir(style, "ins"), " - OID ", CODE("1.2.250.1.213.1.4.8"))))
    return out


def units_rows(c, with_exp=True, n=None):
    rows = []
    for k, ((acr, label, code, vol), don) in enumerate(c.units[:n]):
        row = [[acr], [PROD(code)], [DON(don)], [GRP(c.grp if acr == "CGR" else ids.GROUPS[(c.i + k) % 4])], [MES(vol)]]
        if with_exp:
            row.append([c.cday(5 + 3 * k if acr != "PFC" else 200, 0)])
        rows.append(row)
    return rows


def gp_run(c, style=0):
    g = c.gp
    return R(*g.dr(style), " - ", V("VILLE", g.home.town), " - ", V("TELEPHONE", g.fixe))


# ------------------------------------------------------------------ 1. the request for labile blood products
def sh_demande(c, r):
    p, pr, sc = c.pat, c.presc, scen(c)
    u = urgency(c)
    nb = len([x for x in c.units if x[0][0] == "CGR"])
    s1 = [("Identification du patient", [("kv", pat_kv(c, c.i, nir=False, addr=False) + [("IPP", R(c.IPP())), ("Séjour", R(c.NDA()))])]),
          ("Prescription", [("kv", [("Service", R(sc[5])), ("Prescripteur", R(*pr.dr(0), ", RPPS ", pr.RPPS())),
                                    ("Degré d'urgence", R(u[0])), ("Délivrance souhaitée", R(c.cday(0, 0), " à ", c.t(40, 1)))]),
                            ("tab", ["Produit", "Nombre", "Qualification", "Code"],
                             [[["CGR"], [MES("%d unités" % nb)], ["phénotypé RH-KEL1" + (", irradié" if c.i % 3 == 0 else "")], [PROD("E4558V00")]]] +
                             ([[[x[0][0]], [MES("1 unité")], ["standard"], [PROD(x[0][2])]] for x in c.units if x[0][0] != "CGR"][:1]), [1.0, 1.0, 2.0, 1.2])]),
          ("Données cliniques et biologiques", [P("Indication : ", sc[0], " (", CIM(sc[2]), "). Hémoglobine ", BIO(sc[3] + " g/dL"), ", plaquettes ",
                                                  BIO(sc[4] + " G/L"), ", poids ", MES("%d kg" % r.randint(48, 96)), "."), c.hw(),
                                                ("chk", [(True, "Groupe ABO-RH1 : deux déterminations valides"), (c.i % 2 == 0, "RAI de moins de 72 heures"),
                                                         (c.i % 3 == 0, "Antécédent d'allo-immunisation"), (True, "Information du patient faite")])])]
    parts = [part("Demande de produits sanguins labiles", s1, issuer=c.head("Service " + sc[5]), refs=[("Demande", R(c.ID("num_demande"))), ("Date", R(c.cday(0, 0)))],
                  to={"name": R(c.EFS()), "lines": [c.efs_site(), R("Tél. ", V("TELEPHONE", c.efs_tel))]},
                  sigs=[("Le médecin prescripteur", [R(*pr.dr(1)), R("RPPS ", pr.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Consentement et information préalable", [(None, [
            P("Je soussigné", p.e(), " ", *p.name(2 if c.i % 2 else 1), ", ", p.ne(), " le ", p.dn(c.i + 1), ", déclare avoir reçu du ", *pr.dr(0),
              " une information orale et écrite sur la transfusion de ", "concentrés de globules rouges", ", ses bénéfices et ses risques."),
            ("list", [R("risque de réaction fébrile, d'allergie ou de surcharge circulatoire ;"), R("risque résiduel infectieux très faible ;"),
                      R("recherche d'anticorps irréguliers (RAI) conseillée dans un délai de ", DUR("1 à 3 mois"), " ;")]),
            ("kv", [("Personne de confiance", R(*c.rel.name(0), " (", c.link, ")")), ("Téléphone", R(c.rel.MOB()))]),
            P("Fait au ", c.ACR(), " le ", c.cday(0, 3), ".")])],
            issuer=c.head("Service " + sc[5]), refs=[("Demande", R(c.ID("num_demande")))],
            sigs=[("Le patient", [R(*p.name(3))]), ("Le médecin", [R(*pr.dr(2))])]))
    if c.npl >= 3:
        parts.append(part("Bon de transport des échantillons", [(None, [
            ("kv", [("Patient", R(*p.name(1), ", ", p.dn(c.i + 2))), ("Prélèvement", R(c.cday(0, 0), " à ", c.t(0, 0), " par ", *c.ide.name(3))),
                    ("Tubes", R(MES("2 tubes EDTA de 5 mL"), ", étiquetés au lit")), ("Destinataire", R(c.EFS(), ", ", *c.efs_site()))]),
            ("alert", [R("Les tubes doivent porter nom de naissance, nom d'usage, prénom, date de naissance et sexe ; un tube mal étiqueté est refusé.")]),
            P("Coursier du ", c.ACR(), " parti à ", c.t(12, 0), ", reçu au site à ", c.t(31, 0), ".")])],
            issuer=c.head(), refs=[("IPP", R(c.IPP()))], sigs=[("L'infirmier(e)", [R(*c.ide.name(0)), R("ADELI ", c.ide.ADELI())])]))
    return dict(title="Demande de produits sanguins labiles", code="DPSL", issuer=c.head(), parts=parts, level=u,
                head=R(c.ACR(), " - ", *p.name(5 if p.birth else 1), " - ", c.IPP()), foot=R(c.H(), " - prescription de PSL"))


# ------------------------------------------------------------------ 2. blood-group card and immuno-haematology
def sh_groupe(c, r):
    p, bio = c.pat, c.bio
    lot1, lot2 = LOT(ids.lot(r, c.day.year)), LOT(ids.lot(r, c.day.year))
    s1 = [("Patient", [("kv", pat_kv(c, c.i + 1, nir=True, addr=False) + [("IPP", R(c.IPP()))])]),
          ("Groupe sanguin ABO-RH1", [("tab", ["Détermination", "Prélèvement", "Technique", "Résultat"],
                                       [[["1re"], [c.cday(-40, 0), " ", c.t(-30, 1)], ["automate, réactifs lot ", lot1], [GRP(c.grp)]],
                                        [["2e"], [c.cday(0, 0), " ", c.t(0, 1)], ["automate, réactifs lot ", lot2], [GRP(c.grp)]]], [0.9, 1.5, 2.0, 1.1]),
                                      P("Phénotype RH-KEL1 : ", GRP(c.pheno), ". Groupe validé sur deux prélèvements distincts.")]),
          ("Recherche d'anticorps irréguliers", [P("RAI du ", c.cday(0, 0), " : ", "négative" if c.i % 3 else "positive, anti-RH3 (anti-E) identifié",
                                                    ", valable ", DUR("72 heures"), ". Titre : ", BIO("1/4" if c.i % 3 == 0 else "sans objet"), "."), c.hw()])]
    parts = [part("Résultats d'immuno-hématologie érythrocytaire", s1, issuer=c.efs_head(), refs=[("Dossier", R(c.ID("num_carte"))), ("Édité le", R(c.cday(0, 3)))],
                  to={"name": R(*c.presc.dr(0)), "lines": [R(c.H())]}, sigs=[("Le biologiste", [R(*bio.dr(0)), R("RPPS ", bio.RPPS(True))])])]
    if c.npl >= 2:
        panel = [[["Cellule %d" % (k + 1)], [GRP(ids.PHENOS[(k + c.i) % 6])], [SCORE("0" if (k + c.i) % 3 else "2+")]] for k in range(4)]
        parts.append(part("Identification des anticorps", [(None, [
            ("kv", [("Patient", R(*p.name(9 if c.i % 2 else 1))), ("Né" + p.e() + " le", R(p.dn(c.i + 2))), ("Séjour", R(c.NDA()))]),
            ("tab", ["Hématie-test", "Phénotype", "Agglutination"], panel, [1.0, 2.4, 1.2]),
            P("Épreuve directe de compatibilité au laboratoire recommandée (", ART("arrêté du 15 mai 2018"), ")."),
            ("alert", [R("Transfuser en CGR phénotypés RH-KEL1 compatibles ; signaler toute nouvelle grossesse ou transfusion.")])])],
            issuer=c.efs_head(), refs=[("Dossier", R(c.ID("num_carte")))], sigs=[("Le biologiste", [R(*bio.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Carte de groupe sanguin", [(None, [
            ("kv", [("Nom de naissance", R(p.BIRTH() if p.birth else p.NOM())), ("Nom d'usage", R(p.NOM() if p.birth else "(idem)")),
                    ("Prénom", R(p.PRE("upper"))), ("Né" + p.e() + " le", R(p.dn(c.i + 3))), ("Groupe", R(GRP(c.grp))), ("Phénotype", R(GRP(c.pheno))),
                    ("N° de carte", R(c.ID("num_carte")))]),
            P("Carte établie par ", c.EFS(), ", ", *c.efs_site(), ", d'après deux déterminations concordantes. À présenter à chaque hospitalisation."),
            ("quote", [R("Cette carte ne remplace pas le contrôle ultime au lit du malade.")])])],
            issuer=c.efs_head(), place=R(V("VILLE", c.efs_town), ", le ", c.cday(0, 3)), sigs=[("Validé par", [R(*bio.dr(3))])]))
    return dict(title="Immuno-hématologie", code="IH", issuer=c.efs_head(), parts=parts, level=(SCORE("validé"), 3),
                head=R(c.EFS(), " - ", *p.name(1), " - ", c.ID("num_carte")), foot=R(c.EFS(), " - laboratoire d'immuno-hématologie"))


# ------------------------------------------------------------------ 3. the EFS delivery slip
def sh_bordereau(c, r):
    p, efsdr = c.pat, c.efsdr
    u = urgency(c)
    s1 = [("Receveur", [("kv", [("Nom de naissance", R(p.BIRTH() if p.birth else p.NOM())), ("Nom d'usage", R(p.NOM() if p.birth else "(idem)")),
                                ("Prénom", R(p.PRE())), ("Né" + p.e() + " le", R(p.dn(c.i))), ("Groupe", R(GRP(c.grp), " - ", GRP(c.pheno))),
                                ("Établissement", R(c.H(), " (", c.ACR(), ")"))])]),
          ("Produits délivrés", [("tab", ["Type", "Code produit", "N° de don", "Groupe", "Volume", "Péremption"], units_rows(c), [0.7, 1.2, 1.6, 1.0, 0.8, 1.1]),
                                 P("Demande ", c.ID("num_demande"), " (", u[0], ") reçue à ", c.t(18, 1), " ; produits délivrés à ", c.t(46, 1), ".")]),
          ("Transport", [("kv", [("Conditionnement", R("caisson isotherme validé, enregistreur ", DISP(ids.serial(r, "TH")))),
                                 ("Température au départ", R(MES("+4,6 °C"))), ("Remis au coursier", R(c.t(50, 0)))])])]
    parts = [part("Bordereau de délivrance de produits sanguins labiles", s1, issuer=c.efs_head(),
                  refs=[("Bordereau", R(c.ID("num_bordereau"))), ("Délivré le", R(c.cday(0, 0)))],
                  sigs=[("Le médecin de délivrance", [R(*efsdr.dr(0)), R("RPPS ", efsdr.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Réception au service", [(None, [
            ("chk", [(True, "Concordance bordereau / prescription / étiquettes"), (True, "Intégrité des poches"), (True, "Délai de transport inférieur à 30 minutes"),
                     (False, "Non-conformité signalée")]),
            ("kv", [("Réceptionné par", R(*c.ide.name(3), ", ADELI ", c.ide.ADELI())), ("Heure", R(c.t(68, 0))), ("Service", R(scen(c)[5], ", ", c.ACR()))]),
            P("Les produits sont posés au plus tard dans les ", DUR("6 heures"), " suivant leur réception ; le bordereau est conservé dans le dossier transfusionnel de ",
              *p.name(0), ".")])], issuer=c.head(), refs=[("Bordereau", R(c.ID("num_bordereau")))], sigs=[("L'infirmier(e)", [R(*c.ide.name(0))])]))
    if c.npl >= 3:
        parts.append(part("Retour des produits non transfusés", [(None, [
            ("tab", ["Type", "N° de don", "Motif", "Heure"], [[[c.units[-1][0][0]], [DON(c.units[-1][1])], ["arrêt de prescription"], [c.t(200, 1)]]], [0.8, 1.6, 2.0, 0.8]),
            P("Produit retourné au ", *c.efs_site(), " par le coursier ; chaîne du froid respectée (", MES("+5,1 °C"), ")."),
            ("kv", [("Receveur", R(*p.name(1), ", ", c.IPP())), ("Contact EFS", R(V("TELEPHONE", c.efs_tel)))])])],
            issuer=c.efs_head(), refs=[("Bordereau", R(c.ID("num_bordereau")))], sigs=[("Reçu par", [R(*efsdr.dr(3))])]))
    return dict(title="Bordereau de délivrance", code="BDEL", issuer=c.efs_head(), parts=parts, level=u,
                head=R(c.ID("num_bordereau"), " - ", *p.name(1), " - ", c.ACR()), foot=R(c.EFS(), " - délivrance"))


# ------------------------------------------------------------------ 4. the bedside pre-transfusion check
def sh_controle(c, r):
    p, ide, ide2 = c.pat, c.ide, c.ide2
    card = DISP("carte de contrôle ultime CU-4 " + ids.serial(r, "CU"))
    s1 = [("Concordance d'identité", [("tab", ["Document", "Nom de naissance", "Nom d'usage / prénom", "Date de naissance"],
                                        [[[src], [p.BIRTH() if p.birth else p.NOM()], [p.NOM() if p.birth else "idem", " ", p.PRE()], [p.dn(c.i + k)]]
                                         for k, src in enumerate(["Patient (déclaratif)", "Prescription", "Bordereau"])], [1.4, 1.3, 1.6, 1.1]),
                                       ("chk", [(True, "Le patient décline son identité"), (True, "Bracelet d'identification vérifié"), (c.i % 4 == 0, "Patient non communicant")])]),
          ("Contrôle de compatibilité ABO", [("kv", [("Produit", R(c.units[0][0][0], " n° ", DON(c.units[0][1]), ", groupe ", GRP(c.grp))),
                                                      ("Dispositif", R(card, ", lot ", LOT(ids.lot(r, c.day.year)))), ("Résultat", R("compatible, ", SCORE("autorisé")))]),
                                              c.hw()]),
          ("Paramètres avant transfusion", [("tab", ["Heure", "PA", "FC", "Température"], [[[c.t(70 + 20 * k, 1)], [MES("%d/%d mmHg" % (128 - 3 * k, 74 - k))],
                                                                                          [MES("%d /min" % (82 + 2 * k))], [MES("%s °C" % ["36,8", "37,0", "37,1"][k])]] for k in range(2)], [1, 1, 1, 1])])]
    parts = [part("Contrôle ultime pré-transfusionnel", s1, issuer=c.head("Service " + scen(c)[5]),
                  refs=[("Bordereau", R(c.ID("num_bordereau"))), ("Date", R(c.cday(0, 1)))],
                  sigs=[("1re infirmière", [R(*ide.name(3)), R("ADELI ", ide.ADELI())]), ("2e vérificateur", [R(*ide2.name(3)), R("ADELI ", ide2.ADELI())])])]
    if c.npl >= 2:
        parts.append(part("Surveillance de la transfusion", [(None, [
            ("log", [(R(c.t(80, 1)), R(*ide.name(4)), R("pose du ", c.units[0][0][0], " ", DON(c.units[0][1]), ", débit ", MES("2 mL/min"))),
                     (R(c.t(95, 1)), R(*ide.name(4)), R("quinze minutes : patient", p.e(), " sans plainte, ", MES("T 37,0 °C"))),
                     (R(c.t(170, 1)), R(*ide2.name(4)), R("fin de poche ; ", MES("%d mL" % r.randint(240, 290)), " passés")),
                     (R(c.t(260, 1)), R(*ide.name(4)), R("surveillance à une heure sans particularité"))]),
            P("Médecin joignable : ", *c.presc.dr(0), " (poste ", V("TELEPHONE", c.hfax), ")."),
            ("kv", [("Patient", R(*p.name(1), ", ", c.NDA()))])])], issuer=c.head(), refs=[("IPP", R(c.IPP()))]))
    if c.npl >= 3:
        parts.append(part("Conduite à tenir en cas d'incident", [(None, [
            ("list", [R("arrêter la transfusion, garder la voie veineuse ;"), R("appeler le médecin et le correspondant d'hémovigilance, ", *c.hv.dr(0), " (", V("TELEPHONE", c.hv_tel), ") ;"),
                      R("renvoyer la poche et la tubulure au ", *c.efs_site(), " ;"), R("en urgence vitale, appeler le ", PUB("15"), " ou l'équipe de réanimation.")]),
            ("kv", [("Patient concerné", R(*p.name(0), ", ", p.dn(c.i + 4))), ("Médecin traitant", gp_run(c))])])],
            issuer=c.head(), refs=[("Date", R(c.cday(0, 1)))]))
    return dict(title="Contrôle ultime", code="CULT", issuer=c.head(), parts=parts, level=urgency(c),
                head=R(c.ACR(), " - CULT - ", *p.name(1), " - ", p.dn(c.i + 5)), foot=R(c.H(), " - sécurité transfusionnelle"))


# ------------------------------------------------------------------ 5. the traceability sheet returned to the EFS
def sh_tracabilite(c, r):
    p, ide = c.pat, c.ide
    rows = [[[acr], [DON(don)], [c.cday(0, 0)], [c.t(80 + 110 * k, 1)], [c.t(165 + 110 * k, 1)], ["transfusé" if k < len(c.units) - 1 or c.i % 2 else "détruit"]]
            for k, ((acr, _, _, _), don) in enumerate(c.units)]
    s1 = [("Receveur", [("kv", pat_kv(c, c.i + 2, nir=c.i % 2 == 0, addr=False) + [("IPP", R(c.IPP()))])]),
          ("Devenir des produits", [("tab", ["Type", "N° de don", "Date", "Début", "Fin", "Devenir"], rows, [0.7, 1.7, 1.1, 0.8, 0.8, 1.0])]),
          ("Déclaration", [P("Je certifie l'exactitude des informations de traçabilité ci-dessus (", ART("article R. 1221-40 du code de la santé publique"), ")."),
                           ("chk", [(c.i % 3 != 0, "Aucun effet indésirable"), (c.i % 3 == 0, "Effet indésirable : fiche FEIR jointe")])])]
    parts = [part("Fiche de traçabilité transfusionnelle", s1, issuer=c.head(), to={"name": R(c.EFS()), "lines": [c.efs_site()]},
                  refs=[("Bordereau", R(c.ID("num_bordereau"))), ("Séjour", R(c.NDA()))],
                  sigs=[("L'infirmier(e) transfuseur", [R(*ide.name(0)), R("ADELI ", ide.ADELI())])])]
    if c.npl >= 2:
        parts.append(part("Retour informatique de traçabilité", [(None, [
            ("kv", [("Transmis le", R(c.cday(1, 0), " à ", c.t(30, 0))), ("Par", R(*c.hv.dr(3), ", correspondant d'hémovigilance")),
                    ("Taux de traçabilité du service", R(MES("99,6 %")))]),
            P("Le dépôt de sang du ", c.ACR(), " a rapproché le bordereau ", c.ID("num_bordereau"), " des étiquettes collées au dossier de ", *p.name(4), "."),
            ("quote", [R("Tout produit non tracé sous ", DUR("48 heures"), " fait l'objet d'une relance écrite.")])])],
            issuer=c.head(), refs=[("Bordereau", R(c.ID("num_bordereau")))], sigs=[("Le correspondant", [R(*c.hv.dr(0)), R("RPPS ", c.hv.RPPS())])]))
    if c.npl >= 3:
        parts.append(part("Accusé de réception du site", [(None, [
            P(c.EFS(), " accuse réception de la traçabilité de ", MES("%d produits" % len(c.units)), " délivrés pour ", *p.name(1), ", ", p.dn(c.i + 3), "."),
            ("kv", [("Site", R(*c.efs_site())), ("Contact", R(*c.efsdr.dr(1), " - ", V("TELEPHONE", c.efs_tel)))])])],
            issuer=c.efs_head(), place=R(V("VILLE", c.efs_town), ", le ", c.cday(2, 0))))
    return dict(title="Traçabilité transfusionnelle", code="TRAC", issuer=c.head(), parts=parts, level=(SCORE("tracé"), 3),
                head=R(c.ACR(), " - traçabilité - ", *p.name(5 if p.birth else 1)), foot=R(c.H(), " - dépôt de sang"))


SHAPE_FUN = {"demande_psl": sh_demande, "carte_groupe_rai": sh_groupe, "bordereau_delivrance": sh_bordereau,
             "controle_ultime": sh_controle, "fiche_tracabilite": sh_tracabilite}


def make_doc(i, seed, shape, npl):
    from . import content_b
    c = Ctx(i, seed, shape, npl)
    fun = SHAPE_FUN.get(shape) or content_b.SHAPE_FUN_B[shape]
    doc = fun(c, c.r)
    doc["parts"] = doc["parts"][:npl]
    doc.update(num=i + 1, shape=shape, form="BY-%02d" % (i + 1))
    return doc


_ = (datetime, BIO, DOSE, ORG)
