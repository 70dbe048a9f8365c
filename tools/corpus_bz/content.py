"""The first five document types of corpus BZ (written for this corpus): CANCER CARE in Auvergne - the multidisciplinary
meeting sheet (fiche RCP) with the attending doctors and the proposal, the personalised care plan (PPS) handed to the
patient, the chemotherapy prescription with the body-surface-area dose computation and the cycles, the pathology report
(compte rendu anatomopathologique) and the radiotherapy treatment sheet. content_b.py holds the other five.

A document is a dict (corpus BY's shape): title, num, shape, code, issuer, parts (1 to 3, each printed from a new page),
head (running identity run), foot, form. A part: title, issuer, to, place, refs, secs, sigs. Blocks: ("p", run), ("kv",
[(caption, run)]), ("tab", heads, rows, weights), ("chk", [(on, text)]), ("list", [runs]), ("alert", [runs]), ("quote",
[runs]), ("log", [(when, who, text)]), ("tree", [generations of (sex, name run, info run, proband)]).

Conventions: care dates (cycles, sessions, meetings, appointments), hours, ages at diagnosis are KEPT; a birth date or
a relative's birth year is personal. Kept decoys: TNM, CIM-10, CCAM-format and UCD-format codes, ATC, protocols,
doses, lots, biomarkers and immunohistochemistry, lab values, Gy / fractions, genes and variants, scores, public
bodies (INCa, ARS, CPAM, HAS, Ligue contre le cancer), public numbers. Personal: the DCC, RCP, specimen / block,
analysis, dosimetry-plan, preparation, registry, ALD and pharmacovigilance numbers (IDENTIFIANT with a subtype), IPP,
stay, every name, every establishment's name, address, phone, e-mail and FINESS.
"""
from __future__ import annotations

from . import ids
from .model import R, V
from .people import (ATC, BIO, CIM, CCAM, DISP, DOSE, DOSI, DUR, GENE, LOT, MARK, MES, ORG, PROTO, PUB, SCORE, TNM, UCD,
                     Ctx, P, part)

SHAPES = ["fiche_rcp", "programme_personnalise_soins", "prescription_chimiotherapie", "compte_rendu_anatomopathologique",
          "fiche_radiotherapie", "consultation_oncogenetique", "declaration_registre_ald", "consultation_annonce_infirmiere",
          "orientation_soins_support", "courrier_neutropenie_febrile"]


def pat_kv(c, style=0, nir=False, addr=False):
    p = c.pat
    out = [("Nom", R(p.NOM())), ("Nom de naissance", R(p.BIRTH() if p.birth else "(idem)")), ("Prénom", R(p.PRE())),
           ("Né" + p.e() + " le", R(p.dn(style), " (", p.age(), ")"))]
    if addr:
        out.append(("Adresse", R(*p.addr1())))
    if nir:
        out.append(("NIR", R(p.nir(style))))
    return out


def gp_run(c, style=0):
    g = c.gp
    return R(*g.dr(style), " - ", V("VILLE", g.home.town), " - ", V("TELEPHONE", g.fixe))


def creat(c):
    return 58 + (c.i * 7) % 40


def clair(c):
    p = c.pat
    a = ids.age(p.bdate, c.day)
    return min(125, round((140 - a) * c.w * (1.04 if p.sex == 2 else 1.23) / creat(c)))


def dose_of(c, key):
    name, d, unit, route, days, atc = ids.DR[key]
    if unit == "m2":
        return "%s mg/m²" % ids.fr(d), "%s mg" % ids.fr(d * c.bsa)
    if unit == "auc":
        return "AUC %d" % d, "%s mg" % ids.fr(d * (clair(c) + 25))
    return "%d mg" % d, "%d mg" % d


def drug_rows(c, r, lots=False):
    rows = []
    for key in c.sc["drugs"]:
        name, d, unit, route, days, atc = ids.DR[key]
        per, tot = dose_of(c, key)
        row = [[name], [DOSE(per)], [DOSE(tot)], [route], [days], [ATC(atc)]]
        if lots:
            row = [[name], [DOSE(tot)], [UCD(ids.ucd(r))], [LOT(ids.lot(r, c.day.year))]]
        rows.append(row)
    return rows


def cycles(c, n=None, start=14):
    n = n or min(c.sc["ncyc"], 6)
    return [(k + 1, c.cday(start + k * c.sc["cyc"], 0)) for k in range(n)]


def cyc_word(n):
    return "%d cycle%s" % (n, "s" if n > 1 else "")


def mark_run(c, k=None):
    out = []
    for j, (lab, val) in enumerate(c.sc["markers"][:k]):
        out += ([" ; "] if j else []) + [MARK(lab + " " + val)]
    return out


# ------------------------------------------------------------------ 1. fiche RCP
def sh_rcp(c, r):
    p, sc = c.pat, c.sc
    team = [c.onco, c.chir, c.radio, c.patho, c.rth, c.organ_dr]
    s1 = [("Patient", [("kv", pat_kv(c, c.i) + [("IPP", R(c.IPP())), ("Médecin traitant", gp_run(c))])]),
          ("Présentation du dossier", [P("Dossier présenté par ", *c.onco.dr(0), " (", c.onco.spec, ") en ", sc["rcp"], " du ", c.cday(0, 1), ". ",
                                         sc["dx"][0].upper() + sc["dx"][1:], " (", CIM(sc["cim"]), "), ", TNM(sc["ctnm"]), ", ", SCORE(sc["stage"]), "."),
                                       P("Histologie sur ", sc["spec"], " n° ", c.ID("num_prelevement"), " : ", SCORE(sc["grade"]), " ; ", *mark_run(c), "."),
                                       P("État général ", SCORE("OMS %d" % (c.i % 3)), ", poids ", MES("%d kg" % c.w), ". ", "Comorbidités : hypertension artérielle traitée."), c.hw()]),
          ("Proposition", [("alert", [R("Proposition de la RCP : ", PROTO(sc["proto"]), " (", MES(cyc_word(sc["ncyc"])), ")" +
                                        (" puis radiothérapie" if sc["rt"] else "") + " ; réévaluation après ", MES(cyc_word(max(1, sc["ncyc"] // 2))), ".")]),
                           ("chk", [(True, "Conforme au référentiel régional"), (c.i % 3 == 0, "Essai thérapeutique proposé"), (True, "Quorum atteint"),
                                    (c.i % 2 == 0, "Avis oncogénétique")])])]
    parts = [part("Fiche de réunion de concertation pluridisciplinaire", s1, issuer=c.head("Centre de coordination en cancérologie (3C)"),
                  refs=[("Dossier RCP", R(c.ID("num_rcp"))), ("DCC", R(c.ID("num_dcc"))), ("Séance", R(c.cday(0, 0)))],
                  sigs=[("Le coordonnateur de la RCP", [R(*c.onco.dr(0)), R("RPPS ", c.onco.RPPS())])])]
    if c.npl >= 2:
        rows = [[[*m.dr(3 if k % 2 else 0)], [m.spec], [m.RPPS(k % 2 == 1)], ["présent" if k != 4 or c.i % 2 else "visio"]] for k, m in enumerate(team)]
        parts.append(part("Feuille d'émargement de la séance", [(None, [
            ("tab", ["Médecin", "Spécialité", "RPPS", "Présence"], rows, [1.9, 1.7, 1.3, 0.8]),
            P("Séance ", sc["rcp"], " du ", c.cday(0, 0), ", ", c.t(0, 1), " - ", c.t(95, 1), " ; ", MES("%d dossiers" % (11 + c.i % 7)), " discutés. Secrétariat : ",
              V("TELEPHONE", c.hfax), "."),
            ("kv", [("Patient", R(*p.name(1), " - ", c.IPP())), ("Rapporteur", R(*c.onco.dr(1)))])])],
            issuer=c.head("Centre de coordination en cancérologie (3C)"), refs=[("Dossier RCP", R(c.ID("num_rcp")))]))
    if c.npl >= 3:
        parts.append(part("Enregistrement dans le dossier communicant de cancérologie", [(None, [
            ("kv", [("Identifiant DCC", R(c.ID("num_dcc"))), ("Patient", R(*p.name(8), ", ", p.dn(c.i + 2))), ("NIR", R(p.nir(c.i))),
                    ("Réseau", R(ORG("réseau régional de cancérologie"), " - référentiel ", ORG("INCa"))), ("Courriel du médecin référent", R(V("EMAIL", c.onco.mail)))]),
            P("La fiche validée est partagée avec le médecin traitant, ", *c.gp.dr(1), ", et avec l'établissement de proximité ",
              V("ETABLISSEMENT", c.clinic, "etablissement"), "."),
            ("quote", [R("La proposition de la RCP est remise au patient lors de la consultation d'annonce médicale.")])])],
            issuer=c.head("Centre de coordination en cancérologie (3C)"), place=c.place(1, 0), sigs=[("Le secrétariat du 3C", [R("pour ", *c.onco.dr(2))])]))
    return dict(title="Fiche RCP", code="RCP", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - RCP ", c.ID("num_rcp"), " - ", *p.name(1)), foot=R(c.H(), " - ", sc["rcp"]))


# ------------------------------------------------------------------ 2. programme personnalisé de soins
def sh_pps(c, r):
    p, sc = c.pat, c.sc
    rt = sc["rt"]
    steps = [[["Chimiothérapie"], [PROTO(sc["proto"])], [c.cday(14, 0)], [MES(cyc_word(sc["ncyc"]))]]]
    if rt:
        steps.append([["Radiothérapie"], [DOSI("%d Gy en %d fractions" % rt[:2])], [c.cday(14 + sc["cyc"] * min(sc["ncyc"], 6), 0)], [DUR("%d semaines" % (rt[1] // 5))]])
    steps.append([["Surveillance"], ["consultation et imagerie"], [c.cday(200, 0)], [DUR("tous les 3 mois")]])
    s1 = [(None, [P(p.civ(True), ","),
                  P("Ce programme personnalisé de soins vous est remis à l'issue de la consultation d'annonce. Il résume les traitements proposés par la ",
                    sc["rcp"], " du ", c.cday(0, 1), " pour votre ", sc["dx"], "."),
                  ("tab", ["Étape", "Traitement", "Début prévu", "Durée"], steps, [1.2, 2.4, 1.1, 1.1])]),
          ("Vos interlocuteurs", [("kv", [("Médecin référent", R(*c.onco.dr(0))), ("Infirmière de coordination", R(*c.idec.name(3), " - ", V("TELEPHONE", c.idec_tel))),
                                          ("Hôpital de jour", R(V("TELEPHONE", c.hdj_tel), " (", c.t(-60, 0), " - ", c.t(480, 0), ")")), ("Médecin traitant", gp_run(c))]),
                                  ("alert", [R("En cas de fièvre supérieure à ", MES("38,5 °C"), ", appelez l'hôpital de jour ou le ", PUB("15"), ".")])])]
    parts = [part("Programme personnalisé de soins", s1, issuer=c.head(), place=c.place(5, 1),
                  to={"name": R(*p.name(2 if c.i % 2 else 0)), "lines": [R(V("ADRESSE", p.home.street)), R(V("CODE_POSTAL", p.home.cp), " ", V("VILLE", p.home.town.upper()))]},
                  refs=[("IPP", R(c.IPP())), ("Né" + p.e() + " le", R(p.dn(c.i)))], sigs=[("Le médecin référent", [R(*c.onco.dr(1))])])]
    if c.npl >= 2:
        cal = [[["C%d" % k], [d], ["hôpital de jour, ", c.ACR()], ["bilan sanguin la veille"]] for k, d in cycles(c)]
        parts.append(part("Calendrier prévisionnel", [(None, [
            ("tab", ["Cycle", "Date", "Lieu", "À prévoir"], cal, [0.6, 1.1, 1.8, 1.8]),
            P("Les dates sont indicatives et peuvent être décalées selon votre bilan (", BIO("PNN > 1,5 G/L"), ", ", BIO("plaquettes > 100 G/L"), ")."),
            ("kv", [("Patient", R(*p.name(1), " - ", c.IPP())), ("Pose de chambre implantable", R(c.cday(9, 0), ", acte ", CCAM("EBLA003")))])])],
            issuer=c.head(), refs=[("IPP", R(c.IPP()))]))
    if c.npl >= 3:
        parts.append(part("Soins de support proposés", [(None, [
            ("list", [R("psychologue : ", *c.psy.name(3), " (ADELI ", c.psy.ADELI(), ") ;"), R("diététicienne et activité physique adaptée ;"),
                      R("assistante sociale pour la demande d'ALD auprès de la ", c.CPAM(), " ;"),
                      R("espace de rencontres de la ", ORG("Ligue contre le cancer"), ".")]),
            ("kv", [("Personne de confiance", R(*c.rel.name(0), " (", c.link, ") - ", c.rel.MOB())), ("Votre courriel", R(p.MAIL()))]),
            c.hw()])], issuer=c.head(), sigs=[("L'infirmière de coordination", [R(*c.idec.name(0)), R("ADELI ", c.idec.ADELI())])]))
    return dict(title="Programme personnalisé de soins", code="PPS", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - PPS - ", *p.name(1), " - ", p.dn(c.i + 5)), foot=R(c.H(), " - dispositif d'annonce"))


# ------------------------------------------------------------------ 3. chemotherapy prescription
def sh_chimio(c, r):
    p, sc, ph = c.pat, c.sc, c.pharma
    s1 = [("Patient", [("kv", pat_kv(c, c.i + 1, nir=c.i % 2 == 0) + [("IPP / séjour", R(c.IPP(), " / ", c.NDA()))])]),
          ("Paramètres", [("kv", [("Poids", R(MES("%d kg" % c.w))), ("Taille", R(MES("%d cm" % c.h))),
                                  ("Surface corporelle (Mosteller)", R(MES(ids.fr(c.bsa, 2) + " m²"))),
                                  ("Créatinine / clairance", R(BIO("%d µmol/L" % creat(c)), " / ", BIO("%d mL/min" % clair(c)), " (Cockcroft)"))])]),
          ("Protocole " + sc["proto"], [("tab", ["Molécule", "Dose", "Dose calculée", "Voie", "Jours", "ATC"], drug_rows(c, r), [1.6, 1.1, 1.1, 1.0, 0.9, 0.9]),
                                        P("Cycle ", MES("C%d" % min(1 + c.i % 3, sc["ncyc"])), " sur ", MES(cyc_word(sc["ncyc"])), ", tous les ", DUR("%d jours" % sc["cyc"]),
                                          ". Prémédication : ", *sum(([s[0], " ", DOSE(s[1]), " (", ATC(s[2]), "), "] for s in ids.SUPPORT[:2]), []), "hydratation."),
                                        ("chk", [(True, "Feu vert biologique (PNN, plaquettes)"), (True, "Consentement signé"), (c.i % 2 == 0, "Adaptation de dose")])])]
    parts = [part("Prescription de chimiothérapie anticancéreuse", s1, issuer=c.head("Hôpital de jour d'oncologie"),
                  refs=[("Préparation", R(c.ID("num_preparation"))), ("Prescrit le", R(c.cday(13, 0)))],
                  sigs=[("Le prescripteur", [R(*c.onco.dr(0)), R("RPPS ", c.onco.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Fiche de fabrication de la pharmacie", [(None, [
            ("kv", [("Patient", R(*p.name(6), ", ", p.dn(c.i + 2))), ("Service", R("hôpital de jour, ", c.ACR())), ("Surface corporelle", R(MES(ids.fr(c.bsa, 2) + " m²")))]),
            ("tab", ["Molécule", "Dose", "Code UCD", "Lot"], drug_rows(c, r, lots=True), [1.6, 1.0, 1.5, 1.0]),
            P("Préparation ", c.ID("num_preparation"), " réalisée sous isolateur le ", c.cday(14, 0), " à ", c.t(0, 1), ", libérée à ", c.t(55, 1),
              " ; stabilité ", DUR("24 heures"), " à température ambiante."),
            ("quote", [R("Double contrôle analytique conforme ; étiquetage au nom du patient.")])])],
            issuer=c.head("Unité de reconstitution des cytotoxiques"), refs=[("Préparation", R(c.ID("num_preparation")))],
            sigs=[("Le pharmacien", [R(*ph.dr(0)), R("RPPS ", ph.RPPS(True))])]))
    if c.npl >= 3:
        rows = [[["C%d" % k], [d], [BIO("PNN %s G/L" % ids.fr(1.6 + ((k * 7 + c.i) % 9) / 5, 1))], ["fait" if k <= 1 + c.i % 3 else "prévu"]] for k, d in cycles(c)]
        parts.append(part("Plan d'administration et cycles", [(None, [
            ("tab", ["Cycle", "Date", "Bilan", "Statut"], rows, [0.6, 1.1, 1.3, 0.8]),
            ("log", [(R(c.t(70, 1)), R(*c.idec.name(3)), R("pose de la perfusion sur chambre implantable (", DISP("aiguille de Huber 20G"), ")")),
                     (R(c.t(190, 1)), R(*c.idec.name(3)), R("fin de perfusion ; diffuseur portable ", DISP("Infusor 46 h"), " lot ", LOT(ids.lot(r, c.day.year)), " posé")),
                     (R(c.t(200, 1)), R(*c.onco.dr(4)), R("sortie autorisée, tolérance correcte, ", SCORE("nausées grade 1")))]),
            ("kv", [("Patient", R(*p.name(0), " - séjour ", c.NDA())), ("Infirmière", R(*c.idec.name(3), " - ADELI ", c.idec.ADELI()))])])],
            issuer=c.head("Hôpital de jour d'oncologie"), refs=[("IPP", R(c.IPP()))]))
    return dict(title="Prescription de chimiothérapie", code="CHIMIO", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - ", *p.name(1), " - ", p.dn(c.i + 3), " - ", c.IPP()), foot=R(c.H(), " - ", PROTO(sc["proto"])))


# ------------------------------------------------------------------ 4. pathology report
def sh_anapath(c, r):
    p, sc, pa = c.pat, c.sc, c.patho
    s1 = [("Renseignements", [("kv", pat_kv(c, c.i + 2) + [("Prescripteur", R(*c.chir.dr(0), ", ", c.chir.spec)), ("Prélèvement", R(sc["spec"], ", reçu le ", c.cday(-21, 0))), ("Acte", R(CCAM(sc["ccam"][0])))])]),
          ("Macroscopie", [P("Le prélèvement ", c.ID("num_prelevement"), " mesure ", MES("%d x %d x %d mm" % (18 + c.i % 30, 12 + c.i % 9, 9 + c.i % 5)),
                             ". Inclusion en totalité en ", MES("%d blocs" % (4 + c.i % 5)), " (bloc de référence ", c.ID("num_bloc"), ").")]),
          ("Microscopie et conclusion", [P(sc["dx"][0].upper() + sc["dx"][1:], ", ", SCORE(sc["grade"]), ". Stade ", TNM(sc["ptnm"] if sc["ptnm"] != "non opéré" else sc["ctnm"]),
                                           " (8e édition de l'UICC). Code ", CIM(sc["cim"]), "."),
                                         ("alert", [R("Conclusion : ", sc["dx"], " ; ", *mark_run(c, 2), ".")])])]
    parts = [part("Compte rendu anatomopathologique", s1, issuer=c.head("Service d'anatomie et cytologie pathologiques"),
                  refs=[("N° d'examen", R(c.ID("num_prelevement"))), ("Validé le", R(c.cday(-14, 0)))],
                  to={"name": R(*c.chir.dr(0)), "lines": [R(c.H())]}, sigs=[("Le pathologiste", [R(*pa.dr(0)), R("RPPS ", pa.RPPS())])])]
    if c.npl >= 2:
        ihc = [[[lab], [MARK(val)], ["anticorps clone " + ids.code(r, 2) + "%d" % r.randint(1, 99)], [c.ID("num_bloc")]] for lab, val in sc["markers"]]
        parts.append(part("Immunohistochimie et biologie moléculaire", [(None, [
            ("tab", ["Marqueur", "Résultat", "Technique", "Bloc"], ihc, [1.0, 1.4, 1.6, 1.3]),
            P("Analyse moléculaire somatique demandée sous le n° ", c.ID("num_analyse"), " à la plateforme régionale ; résultat : ", GENE(sc["variant"]), "."),
            ("kv", [("Patient", R(*p.name(1), " - ", p.dn(c.i + 3))), ("IPP", R(c.IPP()))])])],
            issuer=c.head("Service d'anatomie et cytologie pathologiques"), refs=[("N° d'examen", R(c.ID("num_prelevement")))],
            sigs=[("Le pathologiste", [R(*pa.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Relecture et avis complémentaire", [(None, [
            P("Lames et bloc ", c.ID("num_bloc"), " adressés pour relecture au ", c.RTC() if c.i % 2 else V("ETABLISSEMENT", c.clinic, "etablissement"),
              ", réseau de double lecture ", ORG("INCa"), ". Diagnostic confirmé le ", c.cday(-7, 1), "."),
            ("kv", [("Patient", R(*p.name(10), ", ", p.dn(c.i + 4))), ("Médecin relecteur", R(*c.genet.dr(1) if c.i % 2 else c.patho.dr(4))),
                    ("Contact", R(V("TELEPHONE", c.hfax), " - ", V("EMAIL", pa.mail)))]),
            ("quote", [R("Les blocs sont conservés ", DUR("10 ans"), " ; ils restent disponibles pour toute analyse ultérieure.")])])],
            issuer=c.head("Service d'anatomie et cytologie pathologiques"), place=c.place(-7, 0)))
    return dict(title="Compte rendu anatomopathologique", code="ACP", issuer=c.head(), parts=parts,
                head=R("Examen ", c.ID("num_prelevement"), " - ", *p.name(11), " - ", p.dn(c.i + 5)), foot=R(c.H(), " - anatomie pathologique"))


# ------------------------------------------------------------------ 5. radiotherapy treatment sheet
def sh_rt(c, r):
    p, sc = c.pat, c.sc
    rt = sc["rt"] or (45, 25, 0, 0, "lit tumoral", "RCMI")
    gy, nf, bgy, bnf, target, tech = rt
    d0 = 60
    s1 = [("Patient", [("kv", pat_kv(c, c.i + 3) + [("IPP", R(c.IPP())), ("Indication", R(sc["dx"], " (", CIM(sc["cim"]), "), ", TNM(sc["ctnm"])))])]),
          ("Prescription", [("tab", ["Volume", "Dose totale", "Fractionnement", "Technique"],
                             [[[target], [DOSI("%d Gy" % gy)], [DOSI("%d x %s Gy" % (nf, ids.fr(gy / nf, 1)))], [tech]]] +
                             ([[["complément (boost)"], [DOSI("%d Gy" % bgy)], [DOSI("%d x %s Gy" % (bnf, ids.fr(bgy / bnf, 1)))], ["photons"]]] if bgy else []),
                             [2.0, 0.9, 1.2, 1.0]),
                            ("kv", [("Plan de traitement", R(c.ID("num_plan"), " (version validée)")), ("Accélérateur", R(DISP("TrueBeam n° %d" % (1 + c.i % 3)), ", acte ", CCAM(sc["ccam"][-1] if sc["ccam"][-1].startswith("ZZ") else "ZZNL065"))),
                                    ("Début / fin prévus", R(c.cday(d0, 0), " / ", c.cday(d0 + nf * 7 // 5, 0))), ("Contraintes", R(DOSI("V20 poumon < 20 %"), ", ", DOSI("Dmax moelle < 45 Gy")))]),
                            ("chk", [(True, "Scanner de simulation fait"), (True, "Contourage validé"), (c.i % 2 == 0, "Chimiothérapie concomitante")])])]
    parts = [part("Fiche de traitement de radiothérapie", s1, issuer=c.rt_head(), refs=[("Plan", R(c.ID("num_plan"))), ("Date", R(c.cday(d0 - 7, 0)))],
                  sigs=[("Le radiothérapeute", [R(*c.rth.dr(0)), R("RPPS ", c.rth.RPPS())]), ("Le physicien médical", [R(*c.phys.name(3))])])]
    if c.npl >= 2:
        log = [[[MES("%d" % k)], [c.cday(d0 + (k - 1) * 7 // 5, 0)], [DOSI("%s Gy" % ids.fr(k * gy / nf, 1))], ["imagerie CBCT" if k % 5 == 1 else "-"]]
               for k in (1, 2, 3, 6, 11, 16)]
        parts.append(part("Relevé des séances", [(None, [
            ("tab", ["Séance", "Date", "Dose cumulée", "Contrôle"], log, [0.7, 1.1, 1.1, 1.2]),
            P("Consultation hebdomadaire du ", c.cday(d0 + 7, 0), " : ", SCORE("radiodermite grade 1"), ", poids ", MES("%d kg" % (c.w - 1)), ". Infirmière de consultation : ",
              *c.idec.name(3), " (ADELI ", c.idec.ADELI(), ")."),
            ("kv", [("Patient", R(*p.name(0), " - ", c.IPP())), ("Plan", R(c.ID("num_plan")))])])],
            issuer=c.rt_head(), refs=[("Plan", R(c.ID("num_plan")))]))
    if c.npl >= 3:
        parts.append(part("Compte rendu de fin de radiothérapie", [(None, [
            P("Chère consœur, cher confrère, ", *p.name(2 if c.i % 2 else 7), ", ", p.ne(), " le ", p.dn(c.i + 1), ", a terminé le ", c.cday(d0 + nf * 7 // 5, 0),
              " une irradiation de ", DOSI("%d Gy en %d fractions" % (gy, nf)), " sur ", target, " (plan ", c.ID("num_plan"), ")."),
            P("Tolérance : ", SCORE("asthénie grade 1"), ", ", SCORE("radiodermite grade 2"), ". Surveillance : consultation le ", c.cday(d0 + 90, 0), "."),
            ("kv", [("Destinataires", R(*c.gp.dr(0), " ; ", *c.onco.dr(1))), ("Contact", R(V("TELEPHONE", c.hfax)))])])],
            issuer=c.rt_head(), place=c.place(d0 + 40, 1), sigs=[("Le radiothérapeute", [R(*c.rth.dr(1))])]))
    return dict(title="Radiothérapie", code="RTH", issuer=c.rt_head(), parts=parts,
                head=R(V("ETABLISSEMENT", c.rtc_acr, "sigle"), " - plan ", c.ID("num_plan"), " - ", *p.name(1)), foot=R(c.RTC(), " - radiothérapie externe"))


SHAPE_FUN = {"fiche_rcp": sh_rcp, "programme_personnalise_soins": sh_pps, "prescription_chimiotherapie": sh_chimio,
             "compte_rendu_anatomopathologique": sh_anapath, "fiche_radiotherapie": sh_rt}


def make_doc(i, seed, shape, npl):
    from . import content_b
    c = Ctx(i, seed, shape, npl)
    fun = SHAPE_FUN.get(shape) or content_b.SHAPE_FUN_B[shape]
    doc = fun(c, c.r)
    doc["parts"] = doc["parts"][:npl]
    doc.update(num=i + 1, shape=shape, form="BZ-%02d" % (i + 1), organ=c.sc["organ"], ncyc=c.sc["ncyc"])
    return doc


_ = (LOT, UCD)
