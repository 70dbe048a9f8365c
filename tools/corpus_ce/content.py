"""The first five document types of corpus CE (written for this corpus): a RARE DISEASE REFERENCE CENTRE in GRAND EST - the
genetic counselling consultation (family history told in text, plan, letter to the GP), the family tree (pedigree table
of three generations, legend, relatives to inform), the consent to the genetic test (with the attestation of the
consultation and the consent to the research biobank), the molecular genetics laboratory report (variant, ACMG class,
technical annex, letter to the prescriber) and the national rare-disease bank data sheet (BNDMR / BaMaRa: identity,
ORPHA code, consent, export line). content_b.py holds the other five.

A document is a dict (corpus CD's shape): title, num, shape, form, parts (1 to 3, each printed on its own page), head
(running identity run), foot. A part: title, issuer, to, place, refs, secs, sigs. Blocks: ("p", run), ("kv", [(caption,
run)]), ("tab", heads, rows, weights), ("chk", [(on, text)]), ("list", [runs]), ("alert", [runs]).

Conventions: care dates, hours and ages are KEPT; a birth date is personal (the patient's and the relatives'). Personal:
every name (patient, birth name, relatives of the pedigree, staff), IPP, stay, the laboratory file, the DNA sample, the
request, the BNDMR identifier, the RCP file, the emergency card, the MDPH file and the mutual membership (IDENTIFIANT),
every establishment (hospital, reference centre, genetics laboratory, patients' association, mutual) with its address,
phone, e-mail and FINESS. Kept: CIM-10, ORPHA codes, genes, HGVS variants, ACMG classes, LOINC, ATC, doses, lots, lab
results, measures, scores, the INS OID, CERFA numbers, eponyms, articles and public bodies (CPAM, MDPH, ARS Grand Est,
Agence de la biomédecine, Banque nationale de données maladies rares, Orphanet).
"""
from __future__ import annotations

from . import ids
from .model import R, V
from .people import (ACMG, ART, ATC, BIO, CERFA, CIM, DOSE, DUR, EPO, GENE, HGVS, LOINC, LOT, MES, OID, ORG, ORPHA, PUB, SCORE, Ctx, P, part)

SHAPES = ["consultation_genetique", "arbre_genealogique", "consentement_test", "resultat_genetique", "fiche_bndmr",
          "rcp_maladie_rare", "carte_urgence", "info_parentele", "certificat_mdph", "hdj_bilan"]


def id_kv(c, style=0, nir=False, extra=()):
    p = c.pat
    out = [("Nom", R(p.NOM())), ("Prénom", R(p.PRE())), ("Né" + p.e() + " le", R(p.dn(style), " (", p.age(), ")")), ("IPP", R(c.IPP()))]
    if p.birth:
        out.insert(1, ("Nom de naissance", R(p.BIRTH())))
    if nir:
        out.append(("INS (NIR)", R(p.nir(style), " - OID ", OID(ids.OID_INS))))
    return out + list(extra)


def variant(c):
    s = c.sc
    return R(GENE(s["gene"]), " ", HGVS(s["tx"] + ":" + s["var"]), " ", HGVS(s["prot"]))


# ------------------------------------------------------------------ 1. genetic counselling consultation
def sh_consult(c, r):
    p, g, s = c.pat, c.gen, c.sc
    m, f, sib, a = c.mother, c.father, c.sib, c.aunt
    s1 = [("Identité", [("kv", [("Patient", R(*p.name(2 if p.birth else 0))), ("Né" + p.e() + " le", R(*p.born(c.i), " (", p.age(), ")")),
                                ("Adresse", R(*p.addr())), ("Téléphone", R(p.MOB())), ("Courriel", R(p.MAIL())), ("IPP", R(c.IPP()))])]),
          ("Motif et histoire familiale", [
              P("Consultation de conseil génétique pour suspicion de ", EPO(s["name"]), " (", CIM(s["cim"]), ", ", ORPHA(s["orpha"]), "), transmission ",
                s["mode"], ". ", s["exam"].capitalize(), " : ", MES(s["mes"]), "."),
              P("La mère, ", *m.name(2), ", ", m.ne(), " le ", m.dn(c.i + 1), ", est suivie pour des symptômes comparables ; le père, ", *f.name(3),
                ", est indemne. ", ("Une sœur" if sib.sex == 2 else "Un frère"), ", ", *sib.name(3), ", ", sib.ne(), " le ", sib.dn(c.i + 2),
                ", n'a pas été examiné", sib.e(), ". La tante maternelle ", *a.name(2), " aurait un diagnostic identique."), c.hw()]),
          ("Conclusion et plan", [("list", [R("diagnostic clinique compatible (", EPO(s["epo"]), ", ", SCORE(s["score"]), ") ;"),
                                            R("analyse ciblée du gène ", GENE(s["gene"]), " après consentement, prélèvement le ", c.cday(0), " ;"),
                                            R("entretien avec la conseillère en génétique ", *c.adeli_line(c.cg), " le ", c.cday(21), ".")])])]
    parts = [part("Consultation de génétique médicale", s1, issuer=c.head(), refs=[("Consultation du", R(c.cday(0), " à ", c.t(0))), ("IPP", R(c.IPP()))],
                  sigs=[("Le médecin généticien", [c.rpps_line(g)])])]
    if c.npl >= 2:
        parts.append(part("Lettre au médecin traitant", [(None, [
            P("Cher confrère,"),
            P("J'ai reçu le ", c.cday(0, 1), " ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 3), ", adressé", p.e(), " pour avis sur une possible ",
              EPO(s["name"]), ". Un test génétique a été prescrit ; le résultat sera rendu en consultation dans un délai de ", DUR("3 mois"), "."),
            P("Je vous propose dans l'attente un traitement par ", s["drug"], " ", DOSE(s["dose"]), " (", ATC(s["atc"]), ")."),
            ("kv", [("Médecin traitant", c.gp_run()), ("Prochain rendez-vous", R(c.cday(90, 1), " à ", c.t(30)))])])],
            issuer=c.head(), to={"name": R(*c.gp.dr(0)), "lines": [R(V("ADRESSE", c.gp.home.street)), R(V("CODE_POSTAL", c.gp.home.cp), " ", V("VILLE", c.gp.home.town.upper()))]},
            place=c.place(1, 1), sigs=[("Le médecin généticien", [R(*g.dr(4)), R("N° RPPS ", g.RPPS())])]))
    if c.npl >= 3:
        parts.append(part("Synthèse remise au patient", [(None, [
            P(p.civ(True) + " ", p.NOM("title"), ","),
            P("Vous trouverez ci-dessous les points importants de notre entretien du ", c.cday(0, 1), ". Vous pouvez joindre le secrétariat du centre au ",
              c.TEL(c.crtel), " ou l'association ", c.E(c.assoc, "association"), " au ", c.TEL(c.atel), "."),
            ("list", [R("la maladie évoquée : ", EPO(s["name"]), " ;"), R("le gène étudié : ", GENE(s["gene"]), " ;"),
                      R("les informations sur la maladie sont disponibles sur le site d'", ORG(ids.ORPHANET), ".")])])],
            issuer=c.head(), refs=[("Patient", R(*p.name(8)))]))
    return dict(title="Consultation de génétique", parts=parts, head=R(c.CRACR(), " - ", *p.name(1), " - IPP ", c.IPP()), foot=R(c.CR(), " - ", c.H()))


# ------------------------------------------------------------------ 2. family tree
def sh_arbre(c, r):
    p, s = c.pat, c.sc
    m, f, sib, a, ch = c.mother, c.father, c.sib, c.aunt, c.child
    rows = [[["I-1"], [*f.name(1)], [f.dn(c.i)], ["non atteint"]],
            [["I-2"], [*m.name(2)], [m.dn(c.i + 1)], ["atteinte (", SCORE(s["score"]), ")"]],
            [["II-1"], [*a.name(10 if a.birth else 1)], [a.dn(c.i + 2)], ["atteinte, non testée"]],
            [["II-2", " (cas index)"], [*p.name(1)], [p.dn(c.i + 3)], ["atteint" + p.e() + ", ", GENE(s["gene"]), " +"]],
            [["II-3"], [*sib.name(1)], [sib.dn(c.i + 4)], ["statut inconnu"]],
            [["III-1"], [*ch.name(3)], [ch.dn(c.i + 5)], ["asymptomatique"]]]
    s1 = [("Cas index", [("kv", id_kv(c, c.i + 2, extra=[("Dossier laboratoire", R(c.ID("dossier_labo")))]))]),
          ("Arbre généalogique (trois générations)", [("tab", ["Individu", "Nom", "Date de naissance", "Statut"], rows, [0.9, 2.2, 1.4, 1.6]),
                                                      P("Transmission ", s["mode"], " ; pas de consanguinité déclarée. Arbre établi le ", c.cday(0),
                                                        " par ", *c.cg.name(3), ", conseillère en génétique."), c.hw()])]
    parts = [part("Arbre généalogique", s1, issuer=c.head("conseil génétique"), refs=[("Établi le", R(c.cday(0))), ("Famille", R("F-", p.NOM()))],
                  sigs=[("La conseillère en génétique", [c.adeli_line(c.cg)])])]
    if c.npl >= 2:
        parts.append(part("Légende et conventions", [(None, [
            ("list", [R("carré : homme ; rond : femme ; symbole plein : atteint ; barré : décédé ;"),
                      R("flèche : cas index (", *p.name(6), ") ;"), R("+ : variant ", HGVS(s["var"]), " identifié ; - : variant absent.")]),
            P("Les dates de naissance ont été données par ", *p.name(3), " et par sa mère ", *m.name(3), " (téléphone ", m.MOB(), ")."),
            ("alert", [R("Document confidentiel couvert par le secret médical (", ART("article L. 1110-4 du code de la santé publique"), ").")])])],
            issuer=c.head("conseil génétique"), refs=[("Dossier laboratoire", R(c.ID("dossier_labo")))]))
    if c.npl >= 3:
        parts.append(part("Apparentés à informer", [(None, [
            ("tab", ["Apparenté", "Lien", "Adresse connue", "Modalité"], [
                [[*sib.name(3)], ["fratrie"], [*sib.addr()], ["lettre du médecin"]],
                [[*a.name(3)], ["tante maternelle"], [*a.addr()], ["par le patient"]],
                [[*ch.name(3)], ["enfant"], [*ch.addr()], ["consultation dédiée"]]], [1.4, 1.0, 2.6, 1.2]),
            P("Information de la parentèle selon l'", ART("article L. 1131-1-2 du code de la santé publique"), ".")])],
            issuer=c.head("conseil génétique"), place=c.place(2)))
    return dict(title="Arbre généalogique", parts=parts, head=R(c.ACR(), " - génétique - ", *p.name(1), " - ", p.dn(c.i + 6)), foot=R(c.CR()))


# ------------------------------------------------------------------ 3. consent to the genetic test
def sh_consent(c, r):
    p, g, s = c.pat, c.gen, c.sc
    s1 = [("Personne prélevée", [("kv", id_kv(c, c.i, nir=True, extra=[("Adresse", R(*p.addr()))]))]),
          ("Consentement", [P("Je soussigné", p.e(), " ", *p.name(3), " reconnais avoir été informé", p.e(), " par ", *g.dr(0),
                              " des caractéristiques de la maladie recherchée (", EPO(s["name"]), "), des moyens de la détecter et des possibilités de prévention, ",
                              "conformément à l'", ART("article 16-10 du code civil"), " et à l'", ART("article R. 1131-4 du code de la santé publique"), "."),
                            ("chk", [(True, "J'accepte l'examen des caractéristiques génétiques"), (c.i % 2 == 0, "Je souhaite être informé(e) des résultats incidents"),
                                     (True, "J'accepte la conservation de l'échantillon")]),
                            P("Prélèvement : ", DOSE("2 tubes EDTA de 5 mL"), ", échantillon ", c.ID("echantillon"), ", le ", c.cday(0), " à ", c.t(5), "."), c.hw()])]
    parts = [part("Consentement à l'examen des caractéristiques génétiques", s1, issuer=c.head(), refs=[("Demande", R(c.ID("demande")))],
                  place=c.place(0), sigs=[("Le prescripteur", [c.rpps_line(g, 1)]), ("La personne", [R(*p.name(6))])])]
    if c.npl >= 2:
        parts.append(part("Attestation de consultation", [(None, [
            P("Je soussigné, ", *g.dr(0), ", médecin qualifié en génétique, atteste avoir reçu en consultation ", *p.name(0), ", ", p.ne(), " le ",
              p.dn(c.i + 1), ", et lui avoir délivré l'information prévue à l'", ART("article R. 1131-5 du code de la santé publique"), "."),
            ("kv", [("Analyse demandée", R(GENE(s["gene"]), " (", ORPHA(s["orpha"]), ")")), ("Laboratoire", R(c.GL())), ("N° de demande", R(c.ID("demande"))),
                    ("Identifiant CPS du prescripteur", R(g.IDNAT()))])])],
            issuer=c.head(), place=c.place(0, 1)))
    if c.npl >= 3:
        parts.append(part("Consentement à la recherche et à la biobanque", [(None, [
            P("L'échantillon ", c.ID("echantillon"), " pourra être conservé dans la collection du ", c.CR(), " déclarée au ministère chargé de la recherche."),
            ("chk", [(True, "J'accepte l'utilisation pour la recherche"), (c.i % 3 == 0, "Je m'y oppose"), (True, "J'ai reçu la notice d'information")]),
            ("kv", [("Personne de confiance", R(*c.sib.name(0), " - ", c.sib.MOB())), ("Courriel", R(p.MAIL()))])])],
            issuer=c.head("biobanque"), place=c.place(0, 2)))
    return dict(title="Consentement génétique", parts=parts, head=R(c.ACR(), " - demande ", c.ID("demande"), " - ", *p.name(1)), foot=R(c.H(), " - ", c.CRACR()))


# ------------------------------------------------------------------ 4. molecular genetics report
def sh_result(c, r):
    p, b, s = c.pat, c.bio, c.sc
    s1 = [("Identification", [("kv", [("Patient", R(*p.name(5))), ("Date de naissance", R(p.dn(c.i + 4))), ("INS", R(p.nir(c.i + 1), " (OID ", OID(ids.OID_INS), ")")),
                                      ("Dossier", R(c.ID("dossier_labo"))), ("Échantillon", R(c.ID("echantillon"), " reçu le ", c.cday(3))),
                                      ("Prescripteur", R(*c.gen.dr(1), " - ", c.CR()))])]),
          ("Résultat", [("tab", ["Gène", "Transcrit", "Variant", "Protéine", "Classe"],
                         [[[GENE(s["gene"])], [HGVS(s["tx"])], [HGVS(s["var"])], [HGVS(s["prot"])], [ACMG(s["cls"])]]], [0.8, 1.4, 1.5, 1.5, 1.4]),
                        P("Conclusion : présence à l'état hétérozygote du variant ", *variant(c), ", compatible avec le diagnostic de ", EPO(s["name"]),
                          " (", ORPHA(s["orpha"]), "). Un conseil génétique est recommandé pour les apparentés."), c.hw()])]
    parts = [part("Compte rendu d'analyse de génétique moléculaire", s1, issuer=c.lab_head(), refs=[("Dossier", R(c.ID("dossier_labo"))), ("Validé le", R(c.cday(40)))],
                  sigs=[("Le biologiste agréé", [c.rpps_line(b)])])]
    if c.npl >= 2:
        parts.append(part("Annexe technique", [(None, [
            ("tab", ["Étape", "Méthode", "Lot"], [[["Extraction"], ["billes magnétiques"], [LOT(c.lots[0])]],
                                                  [["Capture"], ["panel de 140 gènes"], [LOT(c.lots[1])]],
                                                  [["Séquençage"], ["lecture 2 x 150 pb"], [LOT(c.lots[2])]]], [1.2, 2.0, 1.0]),
            P("Profondeur moyenne ", MES("312 X"), ", ", MES("99,6 %"), " des bases couvertes à ", MES("30 X"), ". Confirmation par Sanger le ", c.cday(35), "."),
            P("Technicien(ne) : ", *c.adeli_line(c.ide), ". Patient : ", *p.name(9), ", dossier ", c.ID("dossier_labo"), ".")])],
            issuer=c.lab_head(), refs=[("Échantillon", R(c.ID("echantillon")))]))
    if c.npl >= 3:
        parts.append(part("Courrier au prescripteur", [(None, [
            P("Cher confrère,"),
            P("Veuillez trouver le résultat de l'analyse demandée le ", c.cday(0), " pour ", *p.name(0), " (demande ", c.ID("demande"), "). Le compte rendu ",
              "doit être remis au patient lors d'une consultation, conformément aux recommandations de l'", ORG(ids.ABM), "."),
            ("kv", [("Destinataire", R(*c.gen.dr(0), " - ", V("EMAIL", c.gen.mail))), ("Copie", R(*c.gp.dr(2)))])])],
            issuer=c.lab_head(), to={"name": R(*c.gen.dr(0)), "lines": [R(c.CR())]}, place=c.place(41, 1, c.gltown)))
    return dict(title="Résultat de génétique", parts=parts, head=R(c.E(c.glacr, "sigle"), " - dossier ", c.ID("dossier_labo"), " - ", *p.name(1)), foot=R(c.GL()))


# ------------------------------------------------------------------ 5. national rare-disease bank
def sh_bndmr(c, r):
    p, s = c.pat, c.sc
    s1 = [("Identité", [("kv", [("Nom", R(p.NOM())), ("Prénom", R(p.PRE())), ("Date de naissance", R(p.dn(c.i + 5))), ("Lieu de naissance", R(V("VILLE", p.btown[0]))),
                                ("INS", R(p.nir(c.i + 2))), ("Identifiant BNDMR", R(c.ID("bndmr")))])]),
          ("Diagnostic", [("tab", ["Champ", "Valeur"], [[["Statut"], ["confirmé"]], [["Code ORPHA"], [ORPHA(s["orpha"])]], [["CIM-10"], [CIM(s["cim"])]],
                                                         [["Gène"], [GENE(s["gene"])]], [["Âge aux premiers signes"], [MES("%d ans" % (4 + c.i % 20))]],
                                                         [["Date du diagnostic"], [c.cday(-400)]]], [1.2, 2.0]),
                          P("Activité saisie le ", c.cday(0), " par ", *c.sec.name(3), " (", c.CRACR(), ") dans le set de données minimal de la ",
                            ORG(ids.BNDMR), "."), c.hw()])]
    parts = [part("Fiche patient - set de données minimal maladies rares", s1, issuer=c.head("BaMaRa"), refs=[("Identifiant", R(c.ID("bndmr")))],
                  sigs=[("Le médecin responsable", [c.rpps_line(c.gen, 1)])])]
    if c.npl >= 2:
        parts.append(part("Information et droit d'opposition", [(None, [
            P(p.civ(True) + ", vos données sont enregistrées dans la ", ORG(ids.BNDMR), " sous un identifiant pseudonyme. Vous pouvez vous y opposer auprès du ",
              "médecin du centre ou par courriel à ", V("EMAIL", "dpo@" + c.web), "."),
            ("chk", [(True, "Notice remise à " + ("la patiente" if p.sex == 2 else "au patient")), (c.i % 2 == 1, "Opposition exprimée"), (False, "Patient mineur")]),
            ("kv", [("Remise le", R(c.cday(0))), ("Patient", R(*p.name(4))), ("Téléphone", R(p.FIXE()))])])],
            issuer=c.head("BaMaRa")))
    if c.npl >= 3:
        parts.append(part("Extraction pour le registre", [(None, [
            ("tab", ["Id", "Nom", "Né le", "ORPHA", "Centre"], [[[c.ID("bndmr")], [p.NOM("lower"), " ", p.PRE("lower")], [p.dn(4)], [ORPHA(s["orpha"])], [c.CRACR()]]],
             [1.2, 1.6, 1.0, 1.0, 1.0]),
            P("Extraction du ", c.cday(5), " à ", c.t(40), " pour l'", ORG(ids.ARS), " (données agrégées).")])],
            issuer=c.head("BaMaRa")))
    return dict(title="Fiche BNDMR", parts=parts, head=R(c.CRACR(), " - BaMaRa - ", *p.name(1), " - ", c.ID("bndmr")), foot=R(c.CR(), " - ", c.ACR()))


SHAPE_FUN = {"consultation_genetique": sh_consult, "arbre_genealogique": sh_arbre, "consentement_test": sh_consent,
             "resultat_genetique": sh_result, "fiche_bndmr": sh_bndmr}


def make_doc(i, seed, shape, npl):
    from . import content_b
    c = Ctx(i, seed, shape, npl)
    fun = SHAPE_FUN.get(shape) or content_b.SHAPE_FUN_B[shape]
    doc = fun(c, c.r)
    doc["parts"] = doc["parts"][:npl]
    doc.update(num=i + 1, shape=shape, form="CE-%02d" % (i + 1), day=c.day)
    return doc


_ = (BIO, CERFA, PUB, LOINC)
