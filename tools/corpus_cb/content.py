"""The first five document types of corpus CB (written for this corpus): HEALTH CARE IN PRISON, an USMP (unité sanitaire
en milieu pénitentiaire) in NORMANDIE - the medical visit on arrival in the "quartier arrivants", the request for a
medical extraction to the hospital with the escort sheet, the medical certificate for the judge of sentence
enforcement (suspension of sentence) with the lawyer's letter, the opiate-substitution dispensing sheet and the
report of a stay in the secure inter-regional hospital unit (UHSI). content_b.py holds the other five.

A document is a dict (corpus CA's shape): title, num, shape, code, issuer, parts (1 to 3, each printed from a new page),
head (running identity run), foot, form. A part: title, issuer, to, place, refs, secs, sigs. Blocks: ("p", run), ("kv",
[(caption, run)]), ("tab", heads, rows, weights), ("chk", [(on, text)]), ("list", [runs]), ("alert", [runs]), ("quote",
[runs]), ("log", [(when, who, text)]).

Conventions: care dates (visits, the date of incarceration, extractions, hearings), hours and ages are KEPT; a birth date
is personal. Personal: the écrou number, the cell, the prosecutor's case number, the extraction order, the police
requisition, the USMP file, the JAP file and prescription numbers (IDENTIFIANT with a subtype), IPP, stay, every name
(detainee, relative, lawyer, judge, probation officer, prison officer, staff), every establishment (prison, hospital,
UHSI, UHSA, CSAPA, CHRS, lawyer's firm, laboratory) with its address, phone, e-mail and FINESS. Kept: CIM-10, CCAM,
ATC, doses, lots, lab results, scores (escort level, RUD, AUDIT), durations (ITT), teeth numbers, eponyms, articles of
law and public bodies (courts, SPIP, bar, CPAM, ARS, DISP, CGLPL) and public numbers (15, 3114, Drogues info service).
"""
from __future__ import annotations

from . import ids
from .model import R, V
from .people import (ART, ATC, BIO, CCAM, CIM, DISP, DOSE, DUR, EPO, LOT, MES, ORG, PUB, SCORE, Ctx, Pro, P, part)

SHAPES = ["visite_arrivant", "demande_extraction", "certificat_jap", "dispensation_tso", "hospitalisation_uhsi",
          "evaluation_psychiatrique", "constat_lesions", "soins_dentaires", "liaison_liberation", "greve_faim"]


def det_kv(c, style=0, nir=False, cell=True, ipp=False):
    p = c.pat
    out = [("Nom", R(p.NOM())), ("Nom de naissance", R(p.BIRTH() if p.birth else "(idem)")), ("Prénom", R(p.PRE())),
           ("Né" + p.e() + " le", R(p.dn(style), " (", p.age(), ")")), ("N° d'écrou", R(c.ID("ecrou")))]
    if cell:
        out.append(("Cellule", R(c.ID("cellule"))))
    if nir:
        out.append(("NIR", R(p.nir(style))))
    if ipp:
        out.append(("IPP", R(c.IPP())))
    return out


def gp_run(c, style=0):
    g = c.gp
    return R(*g.dr(style), " - ", V("VILLE", g.home.town), " - ", V("TELEPHONE", g.fixe))


# ------------------------------------------------------------------ 1. medical visit on arrival
def sh_arrivant(c, r):
    p, sc = c.pat, c.sc
    s1 = [("Personne détenue", [("kv", det_kv(c, c.i, nir=True) + [("Date d'écrou", R(c.incday(0))), ("Provenance", R("garde à vue, ", ORG(c.trib)))])]),
          ("Antécédents et consommations", [P("Motif principal de suivi : ", sc["motif"], " (", CIM(sc["cim"]), "). Tabac ", MES("%d cigarettes/j" % (10 + c.i % 20)),
                                              ", alcool ", SCORE("AUDIT %d/40" % (4 + c.i % 22)), ". Antécédent familial : ", EPO(sc["epo"]) if c.i % 2 else "aucun", "."),
                                            ("tab", ["Dépistage", "Résultat", "Date"],
                                             [[["TROD VIH"], [BIO("non réactif")], [c.cday(0)]], [["TROD VHC"], [BIO("réactif" if sc["key"] == "vhc" else "non réactif")], [c.cday(0)]],
                                              [[ids.TB_TEST], [BIO("sans anomalie")], [c.cday(1)]], [["Glycémie capillaire"], [BIO("%s g/L" % ids.fr(0.85 + (c.i % 9) / 10, 2))], [c.cday(0)]]],
                                             [1.8, 1.3, 0.9]), c.hw()]),
          ("Conduite", [("chk", [(True, "Information sur l'accès aux soins"), (c.i % 2 == 0, "Traitement de substitution poursuivi"),
                                 (True, "Vaccinations mises à jour"), (c.i % 3 == 0, "Avis psychiatrique demandé")]),
                        ("alert", [R("Cellule non-fumeur recommandée ; prochain rendez-vous le ", c.cday(7), " à ", c.t(20), ".")])])]
    parts = [part("Consultation médicale d'arrivée", s1, issuer=c.head(),
                  refs=[("Dossier", R(c.ID("dossier_usmp"))), ("Écrou", R(c.ID("ecrou"))), ("Date", R(c.cday(0)))],
                  sigs=[("Le médecin", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())]), ("L'infirmier" + ("e" if c.ide.sex == 2 else ""), [R(*c.ide.name(3)), R("ADELI ", c.ide.ADELI())])])]
    if c.npl >= 2:
        parts.append(part("Compte rendu de radiographie thoracique", [(None, [
            ("kv", [("Patient", R(*p.name(1), ", ", p.dn(c.i + 1))), ("IPP", R(c.IPP())), ("Demandeur", R(*c.doc.dr(1), ", USMP"))]),
            P("Indication : dépistage systématique de la tuberculose à l'entrée en détention. Technique : cliché de face debout, acte ", CCAM("ZBQK002"), "."),
            P("Résultat : pas d'opacité parenchymateuse, pas d'épanchement, médiastin de taille normale. Index cardiothoracique ", MES("0,45"), "."),
            ("quote", [R("Conclusion : radiographie thoracique normale ; pas de signe évocateur de tuberculose.")])])],
            issuer=c.hosp_head("Service d'imagerie médicale"), refs=[("Examen du", R(c.cday(1)))], sigs=[("Le radiologue", [R(*c.uhsi.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Repérage des addictions et orientation", [(None, [
            ("tab", ["Produit", "Consommation", "Score"], [[["tabac"], ["quotidienne"], [SCORE("Fagerström %d/10" % (3 + c.i % 7))]],
                                                          [["alcool"], ["hebdomadaire"], [SCORE("AUDIT %d/40" % (4 + c.i % 22))]],
                                                          [["cannabis"], ["occasionnelle" if c.i % 2 else "quotidienne"], [SCORE("CAST %d/24" % (2 + c.i % 14))]]], [1.2, 1.3, 1.2]),
            P("Orientation vers le ", c.E(c.csapa), " référent ; ", ORG("Drogues info service"), " ", PUB(ids.DIS), " affiché au quartier arrivants."),
            ("kv", [("Personne à prévenir", R(*c.rel.name(3), " (", c.link, ")")), ("Téléphone", R(c.rel.MOB()))])])],
            issuer=c.head(), place=c.place(1, 1), sigs=[("L'infirmière", [R(*c.ide2.name(0))])]))
    return dict(title="Visite d'arrivée", code="ARR", issuer=c.head(), parts=parts,
                head=R(c.PACR(), " - USMP - ", *c.ident(1)), foot=R(c.H(), " - USMP ", c.du(), c.PRISON()))


# ------------------------------------------------------------------ 2. medical extraction
def sh_extraction(c, r):
    p = c.pat
    lvl = 1 + c.i % 3
    s1 = [("Personne détenue", [("kv", det_kv(c, c.i + 1) + [("Quartier", R("maison d'arrêt hommes" if p.sex == 1 else "quartier femmes"))])]),
          ("Extraction demandée", [("kv", [("Établissement de soins", R(c.H())), ("Service", R("consultation de chirurgie" if c.i % 2 else "consultation de gastro-entérologie")),
                                           ("Date et heure", R(c.cday(9), " à ", c.t(30, 1))), ("Niveau d'escorte proposé", R(SCORE("niveau %d" % lvl)))]),
                                   P("Motif médical couvert par le secret (", ART("article L. 1110-4 du code de la santé publique"), ") : seul le caractère ",
                                     "urgent" if c.i % 3 == 0 else "programmé", " de la consultation est communiqué."), c.hw()])]
    parts = [part("Demande d'extraction médicale", s1, issuer=c.head(), to={"name": R("Chef d'établissement"), "lines": [R(c.PRISON())]},
                  refs=[("Extraction", R(c.ID("extraction"))), ("Écrou", R(c.ID("ecrou")))],
                  sigs=[("Le médecin demandeur", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Fiche de liaison pour l'escorte", [(None, [
            ("kv", [("Détenu" + p.e(), R(*p.name(1))), ("Écrou", R(c.ID("ecrou"))), ("Départ", R(c.cday(9), " à ", c.t(-15, 1))), ("Escorte", R(SCORE("niveau %d" % lvl), " - chef d'escorte ", *c.surv.name(4)))]),
            ("chk", [(True, "Mobilité conservée"), (lvl < 3, "Entraves compatibles avec l'examen"), (c.i % 2 == 0, "Fauteuil roulant nécessaire"), (True, "Aucune information médicale jointe")]),
            P("En cas de malaise pendant le transport : appeler le ", PUB("15"), ". L'examen se déroule hors de la présence de l'escorte, sauf décision motivée.")])],
            issuer=c.prison_head("Bureau de gestion de la détention"), refs=[("Extraction", R(c.ID("extraction")))], sigs=[("Le premier surveillant", [R(*c.surv.name(1))])]))
    if c.npl >= 3:
        parts.append(part("Compte rendu de consultation externe", [(None, [
            ("kv", [("Patient", R(*p.name(0), ", ", p.dn(c.i + 2))), ("IPP / séjour", R(c.IPP(), " / ", c.NDA()))]),
            P("Examen le ", c.cday(9, 1), " : ", "hernie inguinale droite non compliquée ; cure programmée (" if c.i % 2 else "fibroscopie sans lésion ulcérée (", CCAM("LMMA006" if c.i % 2 else "HEQE002"), ")."),
            P("Retour ", c.au(), c.PRISON(), " le jour même ; suivi par l'USMP (", V("TELEPHONE", c.utel), ").")])],
            issuer=c.hosp_head("Consultations externes"), place=c.place(9, 0), sigs=[("Le praticien", [R(*c.uhsi.dr(0)), R("RPPS ", c.uhsi.RPPS())])]))
    return dict(title="Extraction médicale", code="EXT", issuer=c.head(), parts=parts,
                head=R(c.PACR(), " - extraction ", c.ID("extraction"), " - ", *p.name(1)), foot=R(c.H(), " - USMP"))


# ------------------------------------------------------------------ 3. certificate for the judge (suspension of sentence)
def sh_jap(c, r):
    p, a, j = c.pat, c.avocat, c.jap
    s1 = [(None, [P("Je soussigné", c.doc.e(), ", ", *c.doc.dr(0), ", médecin de l'unité sanitaire, certifie avoir examiné ", *p.name(0 if c.i % 2 else 2), ", ", p.ne(), " le ",
                    p.dn_words(), ", écroué", p.e(), " sous le numéro ", c.ID("ecrou"), " ", c.au(), c.PRISON(), "."),
                  P("Son état de santé, décrit dans le certificat détaillé remis sous pli fermé à l'expert, est durablement incompatible avec le maintien en détention au sens de l'",
                    ART("article 720-1-1 du code de procédure pénale"), "."),
                  ("kv", [("Dossier", R(c.ID("dossier_jap"))), ("N° de parquet", R(c.ID("parquet")))]),
                  P("Certificat établi à la demande de l'intéressé", p.e(), " et remis en main propre pour être produit devant la juridiction.")])]
    parts = [part("Certificat médical", s1, issuer=c.head(), to={"name": R(j.civ() + " ", j.PRE(), " ", j.NOM()), "lines": [R("Juge de l'application des peines"), R(ORG(c.trib))]},
                  place=c.place(0, 1), refs=[("Dossier", R(c.ID("dossier_jap")))], sigs=[("Le médecin", [R(*c.doc.dr(1)), R("RPPS ", c.doc.RPPS(True))])])]
    if c.npl >= 2:
        parts.append(part("Demande de communication du dossier médical", [(None, [
            P("Madame, Monsieur,"),
            P("J'interviens pour ", *p.name(0), ", détenu", p.e(), " ", c.au(), c.PRISON(), " (écrou ", c.ID("ecrou"), "), dans la procédure suivie sous le numéro de parquet ", c.ID("parquet"),
              ". Une audience devant le juge de l'application des peines est fixée au ", c.cday(30, 1), "."),
            P("Avec l'accord écrit de mon client, je vous prie de lui adresser copie de son dossier médical (", ART("article L. 1111-7 du code de la santé publique"), ")."),
            ("kv", [("Avocat", R(*a.me(0), ", ", ORG(c.barreau))), ("Téléphone", R(a.FIXE(), " - ", a.MOB())), ("Courriel", R(V("EMAIL", a.mail)))])])],
            issuer=c.lawyer_head(), to={"name": R("Unité sanitaire"), "lines": [R(c.PRISON())]}, place=R(V("VILLE", a.home.town), ", le ", c.cday(2, 1)),
            sigs=[("L'avocat", [R(*a.me(1))])]))
    if c.npl >= 3:
        parts.append(part("Réponse à la demande de l'avocat", [(None, [
            P("Maître,"),
            P("Le dossier médical ne peut être communiqué qu'à ", *p.name(6), " lui-même" if p.sex == 1 else " elle-même", " ; une copie lui a été remise le ", c.cday(6, 1),
              " lors d'une consultation, conformément à l'", ART("article L. 1111-7 du code de la santé publique"), "."),
            ("kv", [("Dossier USMP", R(c.ID("dossier_usmp"))), ("Copie à", R(*a.me(2), " - ", V("EMAIL", a.mail)))])])],
            issuer=c.head(), place=c.place(6, 0), sigs=[("Le médecin responsable", [R(*c.doc.dr(2))])]))
    return dict(title="Certificat pour le JAP", code="JAP", issuer=c.head(), parts=parts,
                head=R(c.PACR(), " - ", *p.name(1), " - dossier ", c.ID("dossier_jap")), foot=R(c.H(), " - USMP - document confidentiel"))


# ------------------------------------------------------------------ 4. opiate-substitution dispensing
def sh_tso(c, r):
    p = c.pat
    drug = ids.BUP if c.i % 2 else ids.MET
    s1 = [("Patient", [("kv", det_kv(c, c.i + 2, ipp=True) + [("Prescripteur", R(*c.doc.dr(1)))])]),
          ("Traitement de substitution", [P("Traitement par ", drug[0], " ", DOSE(drug[1]), " (", ATC(drug[2]), "), débuté le ", c.cday(-60), " ; délivrance ",
                                            "quotidienne en salle de soins" if c.i % 2 else "quotidienne, prise observée", ". ", EPO(ids.SCEN[0]["epo"]) if c.i % 3 == 0 else "Pas de signe de sevrage", "."),
                                          ("tab", ["Produit", "Dose", "Lot", "Délivré le"],
                                           [[[drug[0]], [DOSE(drug[1])], [LOT(c.lots[0])], [c.cday(0)]], [[ids.NIC[0]], [DOSE(ids.NIC[1])], [LOT(c.lots[1])], [c.cday(0)]]],
                                           [1.6, 1.0, 1.0, 1.0]), c.hw()]),
          ("Surveillance", [("chk", [(True, "Prise observée"), (c.i % 2 == 0, "Dosage urinaire"), (True, "Naloxone disponible"), (c.i % 3 == 0, "Demande de trafic signalée")])])]
    parts = [part("Fiche de dispensation du traitement de substitution", s1, issuer=c.head(), refs=[("IPP", R(c.IPP())), ("Date", R(c.cday(0)))],
                  sigs=[("L'infirmière", [R(*c.ide2.name(3)), R("ADELI ", c.ide2.ADELI())])])]
    if c.npl >= 2:
        rows = [[[c.cday(k)], [DOSE(drug[1])], [c.t(k * 3 - 60, 0)], ["prise observée" if k % 3 else "absent, reportée"]] for k in range(5)]
        parts.append(part("Relevé des prises", [(None, [
            ("tab", ["Date", "Dose", "Heure", "Observation"], rows, [1.0, 0.8, 0.7, 1.5]),
            ("kv", [("Patient", R(*p.name(1), " - cellule ", c.ID("cellule"))), ("Né" + p.e() + " le", R(p.dn(c.i + 3)))]),
            P("Dosage urinaire du ", c.cday(2), " : ", BIO("buprénorphine positive, opiacés négatifs") if drug is ids.BUP else BIO("méthadone positive, opiacés négatifs"), ".")])],
            issuer=c.head(), refs=[("IPP", R(c.IPP()))]))
    if c.npl >= 3:
        parts.append(part("Ordonnance sécurisée", [(None, [
            ("kv", [("Patient", R(*p.name(0))), ("Né" + p.e() + " le", R(p.dn(c.i + 4))), ("NIR", R(p.nir(c.i + 1))), ("Poids", R(MES("%d kg" % c.w)))]),
            ("list", [R(drug[0], " ", DOSE(drug[1]), " par jour, pendant ", DUR("28 jours"), ", délivrance fractionnée par ", DUR("7 jours"), " ;"),
                      R(ids.NIC[0], " ", DOSE(ids.NIC[1]), ", ", DUR("28 jours"), ".")]),
            P("Délivrance par la ", c.E(ids.PHARMACIES[c.i % 2]), " du ", c.H(), ".")])],
            issuer=c.head(), place=c.place(0, 1), refs=[("Ordonnance", R(c.ID("ordonnance")))], sigs=[("Le prescripteur", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])]))
    return dict(title="Traitement de substitution", code="TSO", issuer=c.head(), parts=parts,
                head=R(c.PACR(), " - TSO - ", *p.name(1), " - ", p.dn(c.i + 5)), foot=R(c.H(), " - USMP - pharmacie"))


# ------------------------------------------------------------------ 5. stay in the secure inter-regional hospital unit
def sh_uhsi(c, r):
    p, u, sc = c.pat, c.uhsi, c.sc
    s1 = [("Patient", [("kv", det_kv(c, c.i + 3, nir=True, cell=False) + [("IPP / séjour", R(c.IPP(), " / ", c.NDA())),
                                                                             ("Établissement d'origine", R(c.PRISON()))])]),
          ("Séjour", [P("Hospitalisé", p.e(), " du ", c.cday(-6, 1), " au ", c.cday(0, 1), " pour ", sc["motif"], " (", CIM(sc["cim"]), "). ",
                        "Évolution favorable ; pas d'incident pendant la garde." if c.i % 2 else "Évolution lentement favorable, ", EPO(sc["epo"]), " évoqué puis écarté."),
                      ("tab", ["Examen", "Entrée", "Sortie"],
                       [[["CRP"], [BIO("%d mg/L" % (40 + c.i * 7 % 90))], [BIO("%d mg/L" % (3 + c.i % 9))]], [["Hémoglobine"], [BIO("%s g/dL" % ids.fr(11 + (c.i % 5) / 2, 1))], [BIO("%s g/dL" % ids.fr(12 + (c.i % 4) / 2, 1))]],
                        [["Créatinine"], [BIO("%d µmol/L" % (60 + c.i % 40))], [BIO("%d µmol/L" % (58 + c.i % 35))]]], [1.4, 1.0, 1.0]), c.hw()]),
          ("Traitement de sortie", [("list", [R(ids.PAR[0], " ", DOSE(ids.PAR[1]), " (", ATC(ids.PAR[2]), ") si douleur ;"),
                                              R(ids.AMOX[0] if c.i % 2 else ids.INS[0], " ", DOSE(ids.AMOX[1] if c.i % 2 else ids.INS[1]), " pendant ", DUR("7 jours"), ".")])])]
    parts = [part("Compte rendu d'hospitalisation", s1, issuer=c.hosp_head(R(c.UH(), " (", c.UH(1), ")")),
                  to={"name": R(*c.doc.dr(0)), "lines": [R("USMP ", c.du(), c.PRISON())]}, refs=[("Séjour", R(c.NDA())), ("Sortie", R(c.cday(0)))],
                  sigs=[("Le médecin de l'UHSI", [R(*u.dr(0)), R("RPPS ", u.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Lettre de liaison à l'USMP", [(None, [
            P("Cher confrère," if c.doc.sex == 1 else "Chère consœur,"),
            P("Votre patient", p.e(), " ", *p.name(2 if c.i % 2 else 0), ", ", p.ne(), " le ", p.dn(c.i + 1), ", regagne ", c.le(), c.PRISON(), " ce jour par transfert sanitaire. ",
              "Une consultation de contrôle est prévue le ", c.cday(21, 1), " (nouvelle extraction à organiser)."),
            ("kv", [("Contact UHSI", R(V("TELEPHONE", c.hfax))), ("Médecin", R(*u.dr(3), " - ", V("EMAIL", u.mail)))])])],
            issuer=c.hosp_head(R(c.UH())), place=R(c.HVILLE(), ", le ", c.cday(0, 1)), sigs=[("Le médecin", [R(*u.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Fiche de sortie et rendez-vous", [(None, [
            ("tab", ["Rendez-vous", "Date", "Lieu"], [[["contrôle clinique"], [c.cday(21)], R(c.H())], [["bilan biologique"], [c.cday(14)], ["USMP"]]], [1.2, 0.8, 2.0]),
            ("kv", [("Patient", R(*p.name(5), ", ", p.dn(c.i + 2))), ("Écrou", R(c.ID("ecrou")))]),
            ("alert", [R("Transmission au greffe limitée aux dates ; aucune donnée médicale (", ART("article 226-13 du code pénal"), ").")])])],
            issuer=c.hosp_head(R(c.UH())), refs=[("Séjour", R(c.NDA()))]))
    return dict(title="Séjour en UHSI", code="UHSI", issuer=c.head(), parts=parts,
                head=R(c.UH(1), " - ", *p.name(1), " - séjour ", c.NDA()), foot=R(c.H(), " - ", c.UH()))


SHAPE_FUN = {"visite_arrivant": sh_arrivant, "demande_extraction": sh_extraction, "certificat_jap": sh_jap,
             "dispensation_tso": sh_tso, "hospitalisation_uhsi": sh_uhsi}


def make_doc(i, seed, shape, npl):
    from . import content_b
    c = Ctx(i, seed, shape, npl)
    fun = SHAPE_FUN.get(shape) or content_b.SHAPE_FUN_B[shape]
    doc = fun(c, c.r)
    doc["parts"] = doc["parts"][:npl]
    doc.update(num=i + 1, shape=shape, form="CB-%02d" % (i + 1))
    return doc


_ = (DISP, Pro)
