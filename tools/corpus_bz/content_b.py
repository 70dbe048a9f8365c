"""The other five document types of corpus BZ (content.py holds the first five and the conventions): the oncogenetics
consultation with the family tree told in text (relatives' names, birth years, cancers, ages at diagnosis), the
cancer-registry declaration and the ALD 30 request, the announcement consultation note by the nurse (dispositif
d'annonce), the support / palliative-care referral and the letter to the GP after a cycle complicated by a febrile
neutropenia."""
from __future__ import annotations

from . import ids
from .content import clair, cycles, dose_of, gp_run, mark_run, pat_kv
from .model import R, V
from .people import (AGE, ART, ATC, BIO, CCAM, CIM, DISP, DOSE, DUR, GENE, LOT, MES, ORG, PROTO, PUB, SCORE, TNM, P, part)


CANCER = {"sein": "un cancer du sein", "ovaire": "un cancer de l'ovaire", "sein controlatéral": "un cancer du sein controlatéral",
          "côlon": "un cancer du côlon", "endomètre": "un cancer de l'endomètre", "estomac": "un cancer de l'estomac",
          "poumon": "un cancer du poumon", "vessie": "un cancer de la vessie", "larynx": "un cancer du larynx",
          "prostate": "un cancer de la prostate", "pancréas": "un cancer du pancréas", "mélanome": "un mélanome",
          "œsophage": "un cancer de l'œsophage"}


def rel_name(x, style):
    """A relative: 0 "Jeanine CHAZAL", 1 "CHAZAL Jeanine", 2 "Mme Chazal" / "M. Chazal", 3 "Jeanine Chazal"."""
    return [[x.PRE(), " ", x.NOM()], [x.NOM(), " ", x.PRE()], [x.civ() + " ", x.NOM("title")], [x.PRE(), " ", x.NOM("title")]][style % 4]


def fam_sentence(c, k, style):
    link, x, cancer, adx, alive = c.fam[k]
    out = ["Sa " if link in ("mère", "tante maternelle", "grand-mère maternelle", "sœur") else "Son ", link, ", "] + rel_name(x, style)
    out += [", ", x.ne(), " en ", x.year()]
    if cancer:
        out += [", a présenté ", CANCER[cancer], " à ", AGE("%d ans" % adx)]
        out += ["" if alive else " ; décédée" if x.sex == 2 else " ; décédé"]
    else:
        out += [", est indemne à ce jour"]
    return out + ["."]


# ------------------------------------------------------------------ 6. oncogenetics consultation
def sh_genet(c, r):
    p, sc, g = c.pat, c.sc, c.genet
    s1 = [("Motif", [("kv", pat_kv(c, c.i + 4) + [("IPP", R(c.IPP())), ("Adressé" + p.e() + " par", R(*c.onco.dr(0), " (", c.onco.spec, ")"))]),
                     P("Consultation pour ", sc["dx"], " diagnostiqué à ", p.age(c.day), " (", CIM(sc["cim"]), ", ", TNM(sc["ctnm"]), ")."), c.hw()]),
          ("Histoire familiale (branche maternelle)", [P(*fam_sentence(c, 0, c.i)), P(*fam_sentence(c, 1, c.i + 1)), P(*fam_sentence(c, 2, c.i + 2)),
                                                        P(*fam_sentence(c, 3, c.i + 3)), P("Branche paternelle sans antécédent connu.")]),
          ("Conclusion", [("alert", [R("Critères de l'", ORG("INCa"), " réunis : analyse constitutionnelle des gènes ", GENE(sc["genes"]), " proposée (prélèvement ",
                                       c.ID("num_analyse"), ").")])])]
    parts = [part("Consultation d'oncogénétique", s1, issuer=c.head("Unité d'oncogénétique"),
                  refs=[("Analyse", R(c.ID("num_analyse"))), ("Consultation", R(c.cday(30, 0)))],
                  to={"name": R(*c.onco.dr(0)), "lines": [R("copie : ", *c.gp.dr(1))]},
                  sigs=[("L'oncogénéticien", [R(*g.dr(0)), R("RPPS ", g.RPPS())]), ("La conseillère en génétique", [R(*c.cg.name(3))])])]
    if c.npl >= 2:
        rows = [[[link], rel_name(x, 1), [x.year()], [cancer or "aucun"], [AGE("%d ans" % adx) if adx else "-"], [("vivant" if alive else "décédé") + x.e()]]
                for link, x, cancer, adx, alive in c.fam]
        rows.append([["cas index"], [p.NOM(), " ", p.PRE()], [V("DATE_NAISSANCE", str(p.bdate.year))], [sc["organ"]], [p.age(c.day)], ["vivant" + p.e()]])
        gens = [[(2, rel_name(c.fam[2][1], 0), [c.fam[2][1].year(), " - ", c.fam[2][2]], False)],
                [(2, rel_name(c.fam[0][1], 0), [c.fam[0][1].year(), " - ", c.fam[0][2]], False),
                 (2, rel_name(c.fam[1][1], 0), [c.fam[1][1].year(), " - ", c.fam[1][2]], False)],
                [(p.sex, [p.PRE(), " ", p.NOM()], [V("DATE_NAISSANCE", str(p.bdate.year)), " - ", sc["organ"]], True),
                 (c.fam[3][1].sex, rel_name(c.fam[3][1], 0), [c.fam[3][1].year(), " - indemne"], False)]]
        parts.append(part("Arbre généalogique", [(None, [
            ("tab", ["Lien", "Apparenté", "Naissance", "Cancer", "Âge au diagnostic", "Statut"], rows, [1.3, 1.7, 0.8, 1.0, 0.9, 0.8]),
            ("tree", gens),
            P("Score d'Eisinger : ", SCORE("%d points" % (3 + c.i % 4)), " ; probabilité de mutation estimée à ", MES("%d %%" % (10 + c.i % 15)), ".")])],
            issuer=c.head("Unité d'oncogénétique"), refs=[("Analyse", R(c.ID("num_analyse")))]))
    if c.npl >= 3:
        parts.append(part("Information de la parentèle", [(None, [
            P(*([p.civ(True), ", si le variant ", GENE(sc["variant"]), " était confirmé"] if " c." in sc["variant"] else
                [p.civ(True), ", si un variant pathogène était identifié dans l'un des gènes ", GENE(sc["genes"])]),
              ", vous seriez tenu", p.e(), " d'informer vos apparentés (", ART("article L. 1131-1-2 du code de la santé publique"), ")."),
            ("list", [R(*rel_name(c.fam[3][1], 3), ", votre ", c.fam[3][0], " ;"), R(*rel_name(c.fam[1][1], 2), ", votre tante maternelle ;"),
                      R("leurs enfants majeurs, par l'intermédiaire du médecin de leur choix.")]),
            ("kv", [("Patient" + ("e" if p.sex == 2 else ""), R(*p.name(0), ", ", p.dn(c.i + 1))), ("Adresse", R(*p.addr1())),
                    ("Secrétariat d'oncogénétique", R(V("TELEPHONE", c.hfax), " - ", V("EMAIL", g.mail)))])])],
            issuer=c.head("Unité d'oncogénétique"), place=c.place(31, 1), sigs=[("L'oncogénéticien", [R(*g.dr(1))])]))
    return dict(title="Consultation d'oncogénétique", code="GEN", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - oncogénétique - ", *p.name(9 if p.birth else 1), " - ", c.ID("num_analyse")), foot=R(c.H(), " - oncogénétique"))


# ------------------------------------------------------------------ 7. cancer-registry declaration and ALD 30
def sh_registre(c, r):
    p, sc = c.pat, c.sc
    morpho = {"sein": "8500/3", "côlon": "8140/3", "poumon": "8140/3", "prostate": "8140/3", "larynx": "8070/3", "ovaire": "8461/3",
              "rectum": "8140/3", "pancréas": "8500/3"}[sc["organ"]]
    s1 = [("Personne", [("kv", [("Nom d'usage", R(p.NOM())), ("Nom de naissance", R(p.BIRTH() if p.birth else p.NOM())), ("Prénoms", R(p.PRE("upper"))),
                                ("Sexe", R("F" if p.sex == 2 else "M")), ("Date de naissance", R(p.dn(c.i + 5))),
                                ("Commune de résidence", R(V("VILLE", p.home.town), " (", V("CODE_POSTAL", p.home.cp), ")")), ("NIR", R(p.nir(c.i + 3)))])]),
          ("Tumeur", [("kv", [("Topographie", R(CIM(sc["cim"]), " - ", sc["organ"])), ("Morphologie (CIM-O-3)", R(MES(morpho))),
                              ("Date du diagnostic", R(c.cday(-21, 3))), ("Base du diagnostic", R("histologie de la tumeur primitive, examen ", c.ID("num_prelevement"))),
                              ("Stade", R(TNM(sc["ptnm"] if sc["ptnm"] != "non opéré" else sc["ctnm"]), ", ", SCORE(sc["grade"]))), ("Acte diagnostique", R(CCAM(sc["ccam"][0])))]),
                      ("chk", [(True, "Tumeur primitive"), (False, "Récidive"), (c.i % 2 == 0, "Discutée en RCP")])])]
    parts = [part("Déclaration au registre des cancers", s1, issuer=c.head("Département d'information médicale"),
                  to={"name": R(ORG("Registre général des cancers d'Auvergne")), "lines": [R("sous l'égide de l'", ORG("INCa"), " et de ", ORG("Santé publique France"))]},
                  refs=[("N° registre", R(c.ID("num_registre"))), ("Déclaré le", R(c.cday(10, 0)))],
                  sigs=[("Le médecin déclarant", [R(*c.onco.dr(0)), R("RPPS ", c.onco.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Protocole de soins - affection de longue durée (ALD 30)", [(None, [
            ("kv", [("Assuré" + p.e(), R(*p.name(1))), ("NIR", R(p.nir(c.i + 1))), ("Date de naissance", R(p.dn(c.i + 2))), ("Organisme", R(c.CPAM())),
                    ("Médecin traitant", R(*c.gp.dr(0), ", RPPS ", c.gp.RPPS()))]),
            P("Affection : ", sc["dx"], " (", CIM(sc["cim"]), "), ", TNM(sc["ctnm"]), ". Exonération demandée au titre de l'", ART("article L. 160-14 du code de la sécurité sociale"),
              ", liste des ALD 30."),
            ("tab", ["Soins prévus", "Intervenants"], [[[PROTO(sc["proto"])], ["oncologue, hôpital de jour"]],
                                                       [["biologie (NFS, créatinine)"], ["laboratoire de ville"]],
                                                       [["imagerie de réévaluation"], ["radiologue"]]], [2.2, 1.6])])],
            issuer=c.head("Département d'oncologie médicale"), place=c.place(12, 1), refs=[("IPP", R(c.IPP()))],
            sigs=[("Le médecin traitant", [R(*c.gp.dr(1))]), ("Le médecin spécialiste", [R(*c.onco.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Avis du service médical de l'assurance maladie", [(None, [
            P(p.civ(True), ", le service médical de la ", c.CPAM(), " a donné un avis favorable le ", c.cday(30, 1), " à la prise en charge à ",
              MES("100 %"), " des soins liés à votre affection, pour une durée de ", DUR("5 ans"), "."),
            ("kv", [("Dossier ALD", R(c.ID("num_ald"))), ("Bénéficiaire", R(*p.name(0))), ("Adresse", R(*p.addr1(True))), ("Valable jusqu'au", R(c.cday(30 + 1826, 0)))]),
            ("quote", [R("Présentez cette notification avec votre carte Vitale à chaque professionnel de santé.")])])],
            issuer={"name": R(c.CPAM()), "service": "Service médical", "lines": [R("Échelon local")], "contact": [R("Tél. ", PUB("36 46"))], "legal": None},
            refs=[("Dossier", R(c.ID("num_ald")))]))
    return dict(title="Déclaration au registre et ALD", code="REG", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - registre ", c.ID("num_registre"), " - ", *p.name(1)), foot=R(c.H(), " - déclarations réglementaires"))


# ------------------------------------------------------------------ 8. announcement consultation by the nurse
def sh_annonce(c, r):
    p, ide = c.pat, c.ide
    distress = 4 + c.i % 5
    s1 = [("Contexte", [("kv", pat_kv(c, c.i + 6) + [("IPP", R(c.IPP())), ("Consultation médicale d'annonce", R(c.cday(4, 0), " avec ", *c.onco.dr(0)))]),
                        P(p.civ(True), " ", p.NOM("title"), " vient accompagné", p.e(), " de ", *c.rel.name(3), ", ", c.link, "."), c.hw()]),
          ("Ce que la personne a compris", [("quote", [R("« On m'a dit que c'était une tumeur maligne et qu'il fallait commencer vite. »")]),
                                            P("Reformulation de la proposition de la RCP : ", PROTO(c.sc["proto"]), ". Questions sur la perte des cheveux et le travail.")]),
          ("Évaluation", [("kv", [("Thermomètre de détresse", R(SCORE("%d/10" % distress))), ("Score G8", R(SCORE("%d/17" % (11 + c.i % 6)))),
                                  ("Situation sociale", R("vit avec ", c.link if c.link in ("épouse", "époux", "compagne", "compagnon") else "sa famille", " à ", V("VILLE", p.home.town)))]),
                          ("chk", [(distress >= 6, "Orientation psychologue"), (c.i % 2 == 0, "Orientation assistante sociale"), (True, "Remise du PPS"),
                                   (c.i % 3 == 0, "Orientation diététicienne")])])]
    parts = [part("Consultation d'annonce infirmière", s1, issuer=c.head("Dispositif d'annonce"),
                  refs=[("Date", R(c.cday(5, 0))), ("Séjour", R(c.NDA()))],
                  sigs=[("L'infirmière d'annonce", [R(*ide.name(0)), R("ADELI ", ide.ADELI())])])]
    if c.npl >= 2:
        needs = [[["psychologique"], [SCORE("%d/10" % distress)], ["rendez-vous avec ", *c.psy.name(3)]],
                 [["social"], [SCORE("2/10")], ["dossier d'ALD, arrêt de travail"]], [["nutritionnel"], [SCORE("%d %%" % (3 + c.i % 6)), " de perte de poids"], ["diététicienne"]],
                 [["douleur"], [SCORE("EVA %d/10" % (c.i % 4))], ["antalgiques de palier 1"]], [["vie intime"], ["non abordé"], ["à reprendre"]]]
        parts.append(part("Grille de repérage des besoins", [(None, [
            ("tab", ["Domaine", "Cotation", "Orientation"], needs, [1.2, 1.0, 2.2]),
            P("Premier cycle prévu le ", c.cday(14, 0), " ; visite de l'hôpital de jour proposée le ", c.cday(10, 0), " à ", c.t(60, 0), "."),
            ("kv", [("Patient", R(*p.name(6), ", ", p.dn(c.i + 7))), ("Personne de confiance", R(*c.rel.name(1), " - ", c.rel.MOB()))])])],
            issuer=c.head("Dispositif d'annonce"), refs=[("IPP", R(c.IPP()))]))
    if c.npl >= 3:
        parts.append(part("Transmissions à l'équipe", [(None, [
            ("log", [(R(c.cday(5, 0)), R(*ide.name(3)), R("consultation d'annonce infirmière, ", DUR("50 minutes"), " (ADELI ", ide.ADELI(), ")")),
                     (R(c.cday(6, 0)), R(*c.idec.name(3)), R("appel de ", *p.name(4), " : questions sur le transport, bon de transport remis")),
                     (R(c.cday(8, 0)), R(*c.psy.name(3)), R("premier entretien psychologique"))]),
            P("Courrier adressé au médecin traitant, ", *c.gp.dr(0), " (", V("EMAIL", c.gp.mail), ")."),
            ("kv", [("Contact patient", R(p.MOB(), " - ", p.MAIL()))])])], issuer=c.head("Dispositif d'annonce")))
    return dict(title="Consultation d'annonce", code="ANN", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - annonce - ", *p.name(1), " - ", p.dn(c.i + 8)), foot=R(c.H(), " - dispositif d'annonce (plan cancer)"))


# ------------------------------------------------------------------ 9. support / palliative-care referral
def sh_support(c, r):
    p, pa = c.pat, c.palli
    eva = 5 + c.i % 4
    s1 = [("Patient", [("kv", pat_kv(c, c.i + 2, addr=True, nir=True) + [("IPP", R(c.IPP())), ("Médecin traitant", gp_run(c))])]),
          ("Situation", [P(c.sc["dx"][0].upper() + c.sc["dx"][1:], " (", CIM(c.sc["cim"]), ") en progression après ", PROTO(c.sc["proto"]), ". ",
                           SCORE("OMS %d" % (2 + c.i % 2)), ", ", SCORE("Karnofsky %d %%" % (60 - 10 * (c.i % 2))), ", douleur ", SCORE("EVA %d/10" % eva), "."),
                         P("Traitement antalgique : sulfate de morphine ", DOSE("%d mg x 2/j" % (20 + 10 * (c.i % 3))), " (", ATC("N02AA01"), "), interdoses ",
                           DOSE("10 mg"), "."), c.hw()]),
          ("Demande", [("chk", [(True, "Évaluation et prise en charge de la douleur"), (c.i % 2 == 0, "Accompagnement de l'entourage"),
                                (c.i % 3 == 0, "Discussion du projet de fin de vie"), (True, "Soins de support (nutrition, psychologie)")]),
                       ("alert", [R("Directives anticipées : ", "rédigées" if c.i % 2 else "non rédigées", ". Personne de confiance : ", *c.rel.name(0), " (", c.link, ").")])])]
    parts = [part("Demande d'intervention de l'équipe mobile de soins palliatifs", s1, issuer=c.head("Département d'oncologie médicale"),
                  to={"name": R("Équipe mobile de soins palliatifs, ", *pa.dr(0)), "lines": [R(c.ACR(), " - ", V("TELEPHONE", c.hfax))]},
                  refs=[("Date", R(c.cday(120, 0))), ("Séjour", R(c.NDA()))],
                  sigs=[("Le médecin demandeur", [R(*c.onco.dr(0)), R("RPPS ", c.onco.RPPS())])])]
    if c.npl >= 2:
        sy = [[[s], [SCORE("%d/10" % v)], [plan]] for s, v, plan in [("douleur", eva, "rotation d'opioïde à discuter"), ("fatigue", 7, "activité adaptée"),
                                                                     ("nausées", 3, "métoclopramide"), ("anxiété", 6, "entretien psychologique"), ("appétit", 6, "compléments oraux")]]
        parts.append(part("Évaluation des symptômes", [(None, [
            ("tab", ["Symptôme", "Intensité", "Proposition"], sy, [1.2, 0.8, 2.2]),
            P("Échelle ", SCORE("PPS %d %%" % (50 - 10 * (c.i % 2))), " ; poids ", MES("%d kg" % (c.w - 6)), ", albumine ", BIO("%s g/L" % ids.fr(28 + c.i % 6)), "."),
            ("kv", [("Patient", R(*p.name(10), " - ", p.dn(c.i + 3))), ("Proche", R(*c.rel.name(3), " - ", c.rel.MOB()))])])],
            issuer=c.head("Équipe mobile de soins palliatifs"), refs=[("IPP", R(c.IPP()))]))
    if c.npl >= 3:
        parts.append(part("Réponse de l'équipe mobile", [(None, [
            P("Cher confrère, nous avons rencontré ", *p.name(2 if c.i % 2 else 0), " le ", c.cday(122, 1), " en présence de ", *c.rel.name(0), ". Le retour au domicile, ",
              *p.addr1(), ", est souhaité avec l'appui de l'", V("ETABLISSEMENT", "HAD " + c.clinic, "etablissement"), "."),
            ("list", [R("morphine à libération prolongée ", DOSE("%d mg x 2/j" % (40 + 10 * (c.i % 3))), " ;"), R("réévaluation à ", DUR("48 heures"), " ;"),
                      R("astreinte de l'équipe : ", V("TELEPHONE", c.hfax), ".")])])],
            issuer=c.head("Équipe mobile de soins palliatifs"), place=c.place(122, 0), sigs=[("Le médecin de soins palliatifs", [R(*pa.dr(0)), R("RPPS ", pa.RPPS())])]))
    return dict(title="Orientation en soins de support", code="SUP", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - soins de support - ", *p.name(1)), foot=R(c.H(), " - soins palliatifs et de support"))


# ------------------------------------------------------------------ 10. letter after a febrile neutropenia
def sh_neutro(c, r):
    p, sc, gp = c.pat, c.sc, c.gp
    cyc = cycles(c, min(3, sc["ncyc"]))
    cn, d_c = cyc[-1]
    j = 14 + (len(cyc) - 1) * sc["cyc"]
    s1 = [(None, [P("Chère consœur," if gp.sex == 2 else "Cher confrère,"),
                  P("Votre patient", p.e(), " ", *p.name(2 if c.i % 3 == 0 else 0), ", ", p.ne(), " le ", p.dn(c.i), ", traité", p.e(), " par ", PROTO(sc["proto"]),
                    " pour ", sc["dx"], ", a reçu le cycle ", MES("C%d" % cn), " le ", d_c, "."),
                  P("Elle" if p.sex == 2 else "Il", " a été admis", p.e(), " aux urgences du ", c.H(), " le ", c.cday(j + 9, 1), " à ", c.t(600, 0), " pour une fièvre à ",
                    MES("39,4 °C"), " : ", BIO("PNN 0,2 G/L"), ", ", BIO("CRP 148 mg/L"), ", ", BIO("lactates 1,6 mmol/L"), ". Hémocultures positives à ",
                    "Escherichia coli" if c.i % 2 else "staphylocoque à coagulase négative", "."),
                  P("Traitement : pipéracilline-tazobactam ", DOSE("4 g x 3/j"), " (", ATC("J01CR05"), ") pendant ", DUR("7 jours"), ", sortie d'aplasie le ",
                    c.cday(j + 13, 0), "."),
                  ("alert", [R("Prochain cycle reporté au ", c.cday(j + 21, 0), " avec une réduction de dose de ", MES("20 %"), " et une prophylaxie par pegfilgrastim ",
                               DOSE("6 mg"), " (", ATC("L03AA13"), ").")]),
                  P("Bien confraternellement.")])]
    parts = [part("Courrier au médecin traitant - neutropénie fébrile", s1, issuer=c.head(), place=c.place(j + 14, 1),
                  to={"name": R(*gp.dr(0)), "lines": [R(V("ADRESSE", gp.home.street)), R(V("CODE_POSTAL", gp.home.cp), " ", V("VILLE", gp.home.town.upper()))]},
                  refs=[("IPP", R(c.IPP())), ("Séjour", R(c.NDA()))], sigs=[("L'oncologue référent", [R(*c.onco.dr(0)), R("RPPS ", c.onco.RPPS())])])]
    if c.npl >= 2:
        per, tot = dose_of(c, sc["drugs"][0])
        parts.append(part("Ordonnance de sortie", [(None, [
            ("kv", [("Patient", R(*p.name(1), ", ", p.dn(c.i + 1))), ("NIR", R(p.nir(c.i + 2))), ("Poids", R(MES("%d kg" % (c.w - 2)))),
                    ("Clairance", R(BIO("%d mL/min" % clair(c))))]),
            ("list", [R("amoxicilline-acide clavulanique ", DOSE("1 g x 3/j"), " (", ATC("J01CR02"), ") pendant ", DUR("5 jours"), " ;"),
                      R("pegfilgrastim ", DOSE("6 mg"), " en sous-cutané à J2 du prochain cycle (", ATC("L03AA13"), ", lot ", LOT(ids.lot(r, c.day.year)), ") ;"),
                      R("NFS et CRP le ", c.cday(j + 20, 0), " ; nouvelle dose de référence ", DOSE(tot), " ramenée à ", MES("80 %"), ".")]),
            P("Infirmière à domicile ; en cas de fièvre, appeler l'hôpital de jour au ", V("TELEPHONE", c.hdj_tel), "."), c.hw()])],
            issuer=c.head(), place=c.place(j + 14, 0), sigs=[("Le prescripteur", [R(*c.onco.dr(1)), R("RPPS ", c.onco.RPPS(True))])]))
    if c.npl >= 3:
        parts.append(part("Déclaration de pharmacovigilance", [(None, [
            ("kv", [("N° de déclaration", R(c.ID("num_pv"))), ("Patient", R(*p.name(10), " - ", p.dn(c.i + 2))),
                    ("Effet", R(SCORE("neutropénie fébrile grade 4 (CTCAE v5)"))), ("Médicament suspect", R(PROTO(sc["proto"]), ", cycle ", MES("C%d" % cn))),
                    ("Déclarant", R(*c.pharma.dr(0), " - ", V("EMAIL", c.pharma.mail)))]),
            P("Déclaration transmise au ", ORG("centre régional de pharmacovigilance"), " et à l'", ORG("ANSM"), " le ", c.cday(j + 15, 0), "."),
            ("chk", [(True, "Effet grave"), (True, "Évolution favorable"), (False, "Réadministration sans récidive")])])],
            issuer=c.head("Pharmacie à usage intérieur"), refs=[("Déclaration", R(c.ID("num_pv")))]))
    return dict(title="Neutropénie fébrile", code="NF", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - ", *p.name(1), " - séjour ", c.NDA()), foot=R(c.H(), " - oncologie médicale"))


SHAPE_FUN_B = {"consultation_oncogenetique": sh_genet, "declaration_registre_ald": sh_registre, "consultation_annonce_infirmiere": sh_annonce,
               "orientation_soins_support": sh_support, "courrier_neutropenie_febrile": sh_neutro}

_ = (DISP, V)
