"""The first five document types of corpus CA (written for this corpus): SEXUAL HEALTH in a CeGIDD of La Réunion - the
screening consultation sheet (with the anonymity number, the risk assessment, the rapid tests and the samples), the
laboratory report of the STI work-up, the PrEP initiation consultation, the PrEP follow-up visit and the partner
notification interview. content_b.py holds the other five.

A document is a dict (corpus BZ's shape): title, num, shape, code, issuer, parts (1 to 3, each printed from a new page),
head (running identity run), foot, form. A part: title, issuer, to, place, refs, secs, sigs. Blocks: ("p", run), ("kv",
[(caption, run)]), ("tab", heads, rows, weights), ("chk", [(on, text)]), ("list", [runs]), ("alert", [runs]), ("quote",
[runs]), ("log", [(when, who, text)]).

Conventions: care dates (visits, samples, injections, the date of the last risky intercourse, appointments), hours and
ages are KEPT; a birth date (of the patient, a partner or the person to call) is personal. Kept decoys: CIM-10,
CCAM-format codes, ATC, doses, schemes (PROTOCOLE), lots, lab results, scores, durations, devices, the INS OID,
articles of law, public bodies (Santé publique France, ARS La Réunion, CGSS de La Réunion, COREVIH, HAS) and public
numbers (Sida Info Service, Fil Santé Jeunes, 15). Personal: the CeGIDD anonymity and file numbers, lab sample
numbers, prescription numbers, the e-DO number and the declaration's anonymisation code, partner-notification numbers,
dating-app pseudonyms (IDENTIFIANT with a subtype), IPP, stay, every name (patient, partner, relative, staff), every
establishment's name, address, phone, e-mail and FINESS.
"""
from __future__ import annotations

from . import ids
from .model import R, V
from .people import (ART, ATC, BIO, CIM, DISP, DOSE, DUR, MES, ORG, PROTO, PUB, SCORE, Ctx, P, part)

SHAPES = ["fiche_depistage_cegidd", "compte_rendu_biologie_ist", "initiation_prep", "suivi_prep", "notification_partenaires",
          "tpe_urgence", "traitement_syphilis", "declaration_obligatoire_vih", "carnet_vaccination", "consultation_contraception"]


def pat_kv(c, style=0, nir=False, addr=False, anon=False):
    p = c.pat
    out = [("Nom", R(p.NOM())), ("Nom de naissance", R(p.BIRTH() if p.birth else "(idem)")), ("Prénom", R(p.PRE())),
           ("Né" + p.e() + " le", R(p.dn(style), " (", p.age(), ")"))]
    if anon:
        out.append(("N° d'anonymat", R(c.ID("num_anonymat"))))
    if addr:
        out.append(("Adresse", R(*p.addr1())))
    if nir:
        out.append(("INS (NIR)" if c.i % 2 else "NIR", R(*(p.ins() if c.i % 2 else [p.nir(style)]))))
    return out


def gp_run(c, style=0):
    g = c.gp
    return R(*g.dr(style), " - ", V("VILLE", g.home.town), " - ", V("TELEPHONE", g.fixe))


def found(c):
    return c.sc["found"]


def sero_rows(c, extra=True):
    """The serologies of the work-up (results follow the scenario)."""
    k = c.sc["key"]
    rows = [[["VIH 1/2 (Ag p24 + Ac)"], [BIO("positif, index 48,2" if k == "vih" else "négatif, index 0,21")], ["< 1,00"], ["CMIA"]],
            [["Syphilis (TPHA / VDRL)"], [BIO("TPHA positif, VDRL 1/16" if k.startswith("syph") else "TPHA négatif")], ["négatif"], ["hémagglutination"]],
            [["Hépatite B (Ag HBs)"], [BIO("Ag HBs négatif")], ["négatif"], ["CMIA"]],
            [["Ac anti-HBs"], [BIO("%d UI/L" % (8 + (c.i * 37) % 400))], ["> 10 UI/L"], ["CMIA"]]]
    if extra:
        rows.append([["Hépatite C (Ac anti-VHC)"], [BIO("négatif")], ["négatif"], ["CMIA"]])
    return rows


def pcr_rows(c):
    k = c.sc["key"]
    rows = []
    for j, site in enumerate(ids.SITES[:3] if c.pat.sex == 1 else [ids.SITES[3], ids.SITES[1], ids.SITES[2]]):
        ct = "positive" if k == "chlamydia" and j == 0 else "négative"
        ng = "positive" if k == "gono" and j in (0, 1) else "négative"
        rows.append([[site], [BIO("CT %s" % ct)], [BIO("NG %s" % ng)]])
    return rows


# ------------------------------------------------------------------ 1. screening consultation sheet
def sh_depistage(c, r):
    p, sc = c.pat, c.sc
    anon = c.i % 2 == 0
    s1 = [("Consultant" + ("e" if p.sex == 2 else ""), [("kv", [("Consultation", R("anonyme, levée de l'anonymat acceptée pour le traitement" if anon else "nominative"))] +
                                                      pat_kv(c, c.i, anon=True, nir=not anon) + [("Téléphone (SMS accepté)", R(p.MOB())), ("Médecin traitant", gp_run(c))])]),
          ("Motif et évaluation des risques", [P("Motif : ", sc["motif"], ". Dernier rapport à risque le ", c.cday(-6 - c.i % 9, 1), ", ", MES("%d partenaires" % (2 + c.i % 5)),
                                                " sur les douze derniers mois, préservatif ", "irrégulier" if c.i % 2 else "jamais", ". Dernier dépistage le ", c.cday(-400 + c.i, 0), "."),
                                              ("tab", ["Facteur", "Réponse", "Précision"],
                                               [[["Vaccination hépatite B"], ["incomplète" if c.i % 3 else "à jour"], [BIO("Ac anti-HBs non dosés") if c.i % 3 else DUR("3 doses")]],
                                                [["Consommation d'alcool"], [SCORE("AUDIT-C %d/12" % (2 + c.i % 6))], ["déclarative"]],
                                                [["Usage de produits en contexte sexuel"], ["non" if c.i % 4 else "occasionnel"], ["orientation proposée" if c.i % 4 == 0 else "-"]],
                                                [["PrEP antérieure"], ["non"], ["information donnée"]]], [2.0, 1.2, 1.6]),
                                              c.hw()]),
          ("Tests rapides et prélèvements", [("tab", ["Examen", "Dispositif", "Résultat", "Heure"],
                                              [[["TROD VIH"], [DISP("TROD VIH 1/2")], [BIO("non réactif") if sc["key"] != "vih" else BIO("réactif")], [c.t(12, 0)]],
                                               [["TROD VHC"], [DISP("TROD VHC")], [BIO("non réactif")], [c.t(15, 0)]],
                                               [["TROD syphilis"], [DISP("TROD TP")], [BIO("réactif") if sc["key"].startswith("syph") else BIO("non réactif")], [c.t(17, 0)]]],
                                              [1.1, 1.3, 1.0, 0.7]),
                                             ("chk", [(True, "Counseling pré-test"), (True, "Remise de préservatifs"), (c.i % 3 != 0, "Vaccination VHB proposée"),
                                                      (c.i % 2 == 1, "Orientation PrEP")])])]
    parts = [part("Fiche de consultation de dépistage", s1, issuer=c.head(),
                  refs=[("N° d'anonymat", R(c.ID("num_anonymat"))), ("Dossier", R(c.ID("num_dossier"))), ("Date", R(c.cday(0, 0)))],
                  sigs=[("Le médecin", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())]), ("L'infirmier" + ("e" if c.ide.spec.endswith("ère") else ""), [R(*c.ide.name(3)), R("ADELI ", c.ide.ADELI())])])]
    if c.npl >= 2:
        rows = [[["Sérologie VIH, syphilis, VHB, VHC"], ["tube sec"], [c.ID("num_prelevement")]],
                [["PCR Chlamydia / gonocoque"], [ids.SITES[3] if p.sex == 2 else ids.SITES[0]], [c.ID("num_prelevement")]],
                [["PCR Chlamydia / gonocoque"], [ids.SITES[2] if c.i % 2 else ids.SITES[1]], [c.ID("num_prelevement")]]]
        parts.append(part("Bon de demande d'examens", [(None, [
            ("kv", [("Patient", R(*p.name(1), ", ", p.dn(c.i + 1))), ("N° d'anonymat", R(c.ID("num_anonymat"))), ("Laboratoire", R(c.LAB()))]),
            ("tab", ["Analyse", "Prélèvement", "N° d'échantillon"], rows, [2.2, 1.6, 1.2]),
            P("Prélevé le ", c.cday(0, 0), " à ", c.t(25, 1), " par ", *c.ide.name(3), " (ADELI ", c.ide.ADELI(), "). Transport à température ambiante, délai ", DUR("moins de 4 heures"), "."),
            ("quote", [R("Résultats à transmettre au seul CeGIDD prescripteur : aucun envoi au domicile.")])])],
            issuer=c.head(), refs=[("N° d'anonymat", R(c.ID("num_anonymat")))]))
    if c.npl >= 3:
        parts.append(part("Rendu des résultats", [(None, [
            P("Résultats remis en main propre le ", c.cday(8, 1), " à ", *p.name(3), " par ", *c.doc.dr(1), ". ", "Une infection à " + found(c) + " a été retrouvée : traitement et notification des partenaires proposés." if found(c) else "Aucune infection retrouvée."),
            ("kv", [("Contact", R(p.MOB(), " - ", p.MAIL())), ("Prochain dépistage", R(c.cday(98, 0)))]),
            ("alert", [R("En cas de question : ", ORG("Sida Info Service"), " au ", PUB(ids.SIS), " (appel anonyme et gratuit).")])])],
            issuer=c.head(), place=c.place(8, 0), sigs=[("Le médecin", [R(*c.doc.dr(2))])]))
    return dict(title="Fiche de dépistage", code="DEP", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - CeGIDD - ", c.ID("num_anonymat"), " - ", *p.name(1)), foot=R(c.H(), " - CeGIDD"))


# ------------------------------------------------------------------ 2. laboratory report
def sh_biologie(c, r):
    p, sc, b = c.pat, c.sc, c.bio
    k = sc["key"]
    concl = ("Sérologie VIH positive : contrôle sur un second prélèvement indispensable." if k == "vih" else
             "Syphilis active probable (TPHA et VDRL positifs)." if k.startswith("syph") else
             "PCR %s positive." % found(c) if found(c) else "Absence de marqueur d'infection récente.")
    s1 = [("Identification", [("kv", [("Patient", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i + 2))), ("Sexe", R("F" if p.sex == 2 else "M")),
                                      ("N° d'anonymat", R(c.ID("num_anonymat"))), ("IPP", R(c.IPP())), ("Prescripteur", R(*c.doc.dr(0), ", CeGIDD"))])]),
          ("Sérologies", [("tab", ["Analyse", "Résultat", "Référence", "Technique"], sero_rows(c), [1.8, 1.6, 0.9, 1.0])]),
          ("Biologie moléculaire (PCR multiplex)", [("tab", ["Site", "Chlamydia trachomatis", "Neisseria gonorrhoeae"], pcr_rows(c), [1.6, 1.2, 1.2]),
                                                    ("alert", [R("Conclusion : ", concl)])])]
    parts = [part("Compte rendu d'analyses de biologie médicale", s1, issuer=c.lab_head(),
                  to={"name": R(*c.doc.dr(0)), "lines": [R(c.H()), R("CeGIDD")]},
                  refs=[("N° d'échantillon", R(c.ID("num_prelevement"))), ("Prélevé le", R(c.cday(0, 0))), ("Édité le", R(c.cday(3, 0)))],
                  sigs=[("Le biologiste", [R(*b.dr(0)), R("RPPS ", b.RPPS())])])]
    if c.npl >= 2:
        if k == "gono":
            rows = [[[x], [BIO(cmi)], [BIO(s)]] for x, cmi, s in [("ceftriaxone", "CMI 0,008 mg/L", "sensible"), ("azithromycine", "CMI 0,25 mg/L", "sensible"),
                                                                 ("ciprofloxacine", "CMI 4 mg/L", "résistant"), ("céfixime", "CMI 0,016 mg/L", "sensible")]]
            heads, tit = ["Antibiotique", "CMI", "Interprétation"], "Culture et antibiogramme"
        else:
            rows = [[["RPR quantitatif"], [BIO("1/32" if k.startswith("syph") else "négatif")], ["agglutination"]],
                    [["Immunoblot VIH"], [BIO("profil complet VIH-1" if k == "vih" else "non réalisé")], ["confirmation"]],
                    [["Ac anti-HBc"], [BIO("négatif")], ["CMIA"]], [["Créatinine"], [BIO("%d µmol/L" % c.crea)], ["enzymatique"]]]
            heads, tit = ["Analyse", "Résultat", "Technique"], "Examens complémentaires"
        parts.append(part(tit, [(None, [
            ("kv", [("Patient", R(*p.name(6), ", ", p.dn(c.i + 3))), ("N° d'échantillon", R(c.ID("num_prelevement")))]),
            ("tab", heads, rows, [1.6, 1.3, 1.2]),
            P("Souche conservée ", DUR("3 mois"), " au laboratoire ; déclaration au ", ORG("Centre national de référence des IST bactériennes"), " en cas de résistance.")
            if k == "gono" else P("Sérothèque conservée ", DUR("1 an"), " au laboratoire.")])],
            issuer=c.lab_head(), refs=[("N° d'échantillon", R(c.ID("num_prelevement")))], sigs=[("Le biologiste", [R(*b.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Transmission des résultats", [(None, [
            ("log", [(R(c.cday(3, 0), " ", c.t(30, 1)), R(*b.dr(5)), R("validation biologique et envoi par messagerie sécurisée")),
                     (R(c.cday(3, 0), " ", c.t(95, 1)), R(*b.dr(5)), R("appel du CeGIDD au ", V("TELEPHONE", c.ctel), " : résultat signalé à ", *c.doc.dr(1))),
                     (R(c.cday(4, 0), " ", c.t(-30, 1)), R(*c.ide.name(3)), R("accusé de réception du CeGIDD"))]),
            ("kv", [("Patient", R(*p.name(10), " - ", c.ID("num_anonymat"))), ("Contact du laboratoire", R(V("TELEPHONE", c.hfax), " - ", V("EMAIL", b.mail)))])])],
            issuer=c.lab_head(), place=c.place(4, 1)))
    return dict(title="Compte rendu de biologie", code="BIO", issuer=c.lab_head(), parts=parts,
                head=R("Échantillon ", c.ID("num_prelevement"), " - ", *p.name(1), " - ", p.dn(c.i + 4)), foot=R(c.LAB(), " - biologie médicale"))


# ------------------------------------------------------------------ 3. PrEP initiation
def prep_scheme(c):
    return "schéma continu" if c.i % 2 else "schéma à la demande (2 + 1 + 1)"


def sh_prep(c, r):
    p = c.pat
    dfg = min(128, 140 - ids.age(p.bdate, c.day) + (c.i * 3) % 20)
    s1 = [("Consultant" + ("e" if p.sex == 2 else ""), [("kv", pat_kv(c, c.i + 1, nir=True) + [("IPP", R(c.IPP())), ("Orienté" + p.e() + " par", R(c.E(c.asso)))])]),
          ("Indication", [P("Demande de prophylaxie pré-exposition : ", ids.MODES[c.i % 3], ", ", MES("%d partenaires" % (3 + c.i % 6)), " sur les trois derniers mois, ",
                            "une IST bactérienne dans l'année" if c.i % 2 else "préservatif non systématique", ". Indication retenue selon les recommandations de la ",
                            ORG("Haute Autorité de santé"), "."), c.hw()]),
          ("Bilan initial", [("tab", ["Examen", "Résultat", "Date"],
                              [[["Sérologie VIH 4e génération"], [BIO("négative")], [c.cday(-2, 0)]], [["Créatinine"], [BIO("%d µmol/L" % c.crea)], [c.cday(-2, 0)]],
                               [["DFG (CKD-EPI)"], [BIO("%d mL/min/1,73 m²" % dfg)], [c.cday(-2, 0)]], [["Ag HBs / Ac anti-HBs"], [BIO("négatif / %d UI/L" % (12 + c.i * 9))], [c.cday(-2, 0)]],
                               [["PCR CT / NG (3 sites)"], [BIO("négatives")], [c.cday(-2, 0)]]], [1.8, 1.6, 0.9]),
                             ("alert", [R("Décision : PrEP par ", ids.PREP[0], " ", DOSE(ids.PREP[1]), " (", ATC(ids.PREP[2]), "), ", PROTO(prep_scheme(c)), " ; revue à ", DUR("1 mois"), ".")])])]
    parts = [part("Consultation d'initiation de la PrEP", s1, issuer=c.head(),
                  refs=[("IPP", R(c.IPP())), ("Date", R(c.cday(0, 0)))], sigs=[("Le médecin", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Ordonnance", [(None, [
            ("kv", [("Patient", R(*p.name(0))), ("Né" + p.e() + " le", R(p.dn(c.i + 2))), ("NIR", R(p.nir(c.i + 1))), ("Poids", R(MES("%d kg" % c.w)))]),
            ("list", [R(ids.PREP[0], " ", DOSE(ids.PREP[1]), " : ", DOSE("2 comprimés 2 à 24 heures avant le rapport puis 1 comprimé 24 et 48 heures après") if c.i % 2 == 0 else
                        DOSE("1 comprimé par jour"), ", pendant ", DUR("3 mois"), " ;"),
                      R("préservatifs externes et gel lubrifiant, ", MES("%d unités" % (24 + 12 * (c.i % 3))), " ;"),
                      R("sérologie VIH, créatinine et PCR CT / NG à ", DUR("1 mois"), ".")]),
            P("À délivrer par la ", c.E(c.pharmacy), " ; prise en charge à ", MES("100 %"), " par la ", ORG(ids.CGSS), ".")])],
            issuer=c.head(), place=c.place(0, 1), refs=[("Ordonnance", R(c.ID("num_ordonnance")))],
            sigs=[("Le prescripteur", [R(*c.doc.dr(1)), R("RPPS ", c.doc.RPPS(True))])]))
    if c.npl >= 3:
        parts.append(part("Information et consentement", [(None, [
            ("list", [R("la PrEP protège du VIH mais pas des autres IST ;"), R("un dépistage est nécessaire tous les ", DUR("3 mois"), " ;"),
                      R("ne jamais arrêter sans avis en cas de portage du virus de l'hépatite B ;")]),
            ("quote", [R("J'ai reçu une information claire et je peux contacter le CeGIDD à tout moment.")]),
            ("kv", [("Consultant" + ("e" if p.sex == 2 else ""), R(*p.name(3), ", ", p.dn(c.i + 3))), ("Mobile", R(p.MOB())), ("Courriel", R(p.MAIL()))])])],
            issuer=c.head(), sigs=[("Signature de la consultante" if p.sex == 2 else "Signature du consultant", [R(*p.name(1))]), ("Le médecin", [R(*c.doc.dr(5))])]))
    return dict(title="Initiation de la PrEP", code="PREP", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - PrEP - ", *p.name(1), " - ", p.dn(c.i + 5)), foot=R(c.H(), " - prophylaxie pré-exposition"))


# ------------------------------------------------------------------ 4. PrEP follow-up
def sh_suivi(c, r):
    p = c.pat
    who = c.sf if c.i % 2 else c.doc
    s1 = [("Consultant" + ("e" if p.sex == 2 else ""), [("kv", pat_kv(c, c.i + 2, nir=True) + [("Séjour", R(c.NDA())), ("PrEP depuis le", R(c.cday(-180, 0))),
                                                                                   ("Schéma", R(PROTO(prep_scheme(c))))])]),
          ("Observance et tolérance", [P("Observance déclarée ", SCORE("%d %%" % (80 + c.i % 20)), ", ", MES("%d comprimés" % (c.i % 4)), " oubliés sur le dernier mois. ",
                                         "Nausées transitoires la première semaine." if c.i % 2 else "Aucun effet indésirable.", " Poids ", MES("%d kg" % c.w), "."),
                                       ("chk", [(True, "Préservatifs remis"), (c.i % 3 == 0, "IST depuis la dernière visite"), (c.i % 2 == 0, "Changement de schéma"),
                                                (True, "Renouvellement pour 3 mois")]), c.hw()]),
          ("Résultats du jour", [("tab", ["Examen", "Résultat", "Commentaire"],
                                  [[["Sérologie VIH"], [BIO("négative")], ["poursuite"]], [["Créatinine"], [BIO("%d µmol/L" % (c.crea + 4))], ["stable"]],
                                   [["TPHA"], [BIO("négatif")], ["-"]], [["PCR CT / NG"], [BIO("CT positive (anale)" if c.i % 3 == 0 else "négatives")],
                                                                        R("doxycycline ", DOSE("100 mg x 2/j"), " ", DUR("7 jours")) if c.i % 3 == 0 else ["-"]]],
                                  [1.3, 1.5, 1.7])])]
    parts = [part("Consultation de suivi de la PrEP", s1, issuer=c.head(), refs=[("IPP", R(c.IPP())), ("Date", R(c.cday(0, 0)))],
                  sigs=[("Le praticien", [R(*who.dr(0)), R(who.spec, " - RPPS ", who.RPPS())])])]
    if c.npl >= 2:
        rows = [[[c.cday(-180 + 90 * k, 0)], [BIO("%d µmol/L" % (c.crea + k * 3))], [BIO("négative")], [SCORE("%d %%" % (78 + (c.i + k * 7) % 22))]] for k in range(3)]
        parts.append(part("Tableau de suivi", [(None, [
            ("tab", ["Visite", "Créatinine", "Sérologie VIH", "Observance"], rows, [1.0, 1.0, 1.0, 0.9]),
            P("Prochaine visite le ", c.cday(90, 0), " à ", c.t(30, 0), " ; rappel par SMS au ", p.MOB(), "."),
            ("kv", [("Patient", R(*p.name(1), " - ", c.IPP())), ("Né" + p.e() + " le", R(p.dn(c.i + 3)))])])],
            issuer=c.head(), refs=[("IPP", R(c.IPP()))]))
    if c.npl >= 3:
        g = c.gp
        parts.append(part("Courrier au médecin traitant - relais en ville", [(None, [
            P("Chère consœur," if g.sex == 2 else "Cher confrère,"),
            P("Votre patient", p.e(), " ", *p.name(2 if c.i % 2 else 0), ", ", p.ne(), " le ", p.dn(c.i), ", est suivi", p.e(), " au CeGIDD pour une PrEP depuis le ",
              c.cday(-180, 1), ". Le bilan est normal ; vous pouvez désormais renouveler la prescription (", ids.PREP[0], ", ", ATC(ids.PREP[2]), ") tous les ", DUR("3 mois"), "."),
            P("Bien confraternellement.")])],
            issuer=c.head(), place=c.place(1, 1),
            to={"name": R(*g.dr(0)), "lines": [R(V("ADRESSE", g.home.street)), R(V("CODE_POSTAL", g.home.cp), " ", V("VILLE", g.home.town.upper()))]},
            sigs=[("Le praticien", [R(*who.dr(1))])]))
    return dict(title="Suivi de la PrEP", code="SUIVI", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - suivi PrEP - ", *p.name(1), " - séjour ", c.NDA()), foot=R(c.H(), " - prophylaxie pré-exposition"))


# ------------------------------------------------------------------ 5. partner notification
def sh_notif(c, r):
    p, sc, cs = c.pat, c.sc, c.cons
    inf = found(c) or "Chlamydia trachomatis"
    modes = ["par le patient lui-même", "assistée par le CeGIDD", "SMS anonyme du CeGIDD", "appel du CeGIDD"]
    rows = []
    for k, x in enumerate(c.partners):
        contact = [x.MOB()] if x.known != "pseudo" else ["messagerie de l'application"]
        rows.append([list(x.who()), contact, [c.cday(-10 - 7 * k, 0)], [modes[(c.i + k) % 4]]])
    s1 = [("Cas index", [("kv", [("Patient" + ("e" if p.sex == 2 else ""), R(*p.name(c.i), ", ", p.dn(c.i + 3))), ("N° d'anonymat", R(c.ID("num_anonymat"))),
                                 ("Infection", R(inf, " (", CIM(sc["cim"] if found(c) else "A56.0"), ")"))]),
                         P("Avec l'accord oral de ", *p.name(4), ", les partenaires des trois derniers mois ont été recensés pour leur proposer dépistage et traitement. ",
                           "L'identité du cas index n'est jamais communiquée (", ART("article L. 1110-4 du code de la santé publique"), ").")]),
          ("Partenaires", [("tab", ["Partenaire", "Contact", "Dernier rapport", "Notification"], rows, [1.7, 1.4, 0.9, 1.3]), c.hw()])]
    parts = [part("Entretien de notification aux partenaires", s1, issuer=c.head(),
                  refs=[("Notification", R(c.ID("num_notification"))), ("Date", R(c.cday(2, 0)))],
                  sigs=[("La conseillère", [R(*cs.name(0)), R("ADELI ", cs.ADELI())]), ("Le médecin", [R(*c.doc.dr(1))])])]
    if c.npl >= 2:
        log = []
        for k, x in enumerate(c.partners[:3]):
            if x.known == "pseudo":
                what = R("message envoyé à ", V("IDENTIFIANT", x.pseudo, "pseudo"), " par la messagerie de l'application")
            else:
                what = R("appel au ", x.MOB(), (" : " if k % 2 else ", message laissé ; ") + ("rendez-vous fixé" if k % 2 else "rappel prévu"))
            log.append((R(c.cday(3 + k, 0), " ", c.t(20 * k, 1)), R(*cs.name(3)), what))
        parts.append(part("Journal des notifications", [(None, [
            ("log", log),
            P("Aucune information permettant d'identifier ", *p.name(10), " n'a été transmise. Les partenaires peuvent joindre le CeGIDD au ", V("TELEPHONE", c.ctel), "."),
            ("kv", [("Notification", R(c.ID("num_notification"))), ("Conseillère", R(*cs.name(3), " - ", V("EMAIL", cs.mail)))])])],
            issuer=c.head(), refs=[("N° d'anonymat", R(c.ID("num_anonymat")))]))
    if c.npl >= 3:
        x = c.partners[0]
        parts.append(part("Consultation du partenaire notifié", [(None, [
            ("kv", [("Consultant" + x.e(), R(*x.name(1 + c.i % 2))), ("Né" + x.e() + " le", R(x.dn(c.i + 1))), ("Adresse", R(*x.addr1())), ("Mobile", R(x.MOB()))]),
            P("Venu", x.e(), " le ", c.cday(6, 1), " après notification (", c.ID("num_notification"), "). Traitement présomptif : ",
              *([ids.CEFTRI[0], " ", DOSE(ids.CEFTRI[1]), " IM (", ATC(ids.CEFTRI[2]), ")"] if sc["key"] == "gono" else [ids.DOXY[0], " ", DOSE(ids.DOXY[1]), " (", ATC(ids.DOXY[2]), ") pendant ", DUR("7 jours")]), "."),
            ("chk", [(True, "Dépistage VIH, VHB, VHC, syphilis"), (True, "PCR CT / NG"), (c.i % 2 == 0, "Orientation PrEP")])])],
            issuer=c.head(), place=c.place(6, 0), sigs=[("Le médecin", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])]))
    return dict(title="Notification aux partenaires", code="NOTIF", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - notification ", c.ID("num_notification"), " - ", c.ID("num_anonymat")), foot=R(c.H(), " - CeGIDD"))


SHAPE_FUN = {"fiche_depistage_cegidd": sh_depistage, "compte_rendu_biologie_ist": sh_biologie, "initiation_prep": sh_prep,
             "suivi_prep": sh_suivi, "notification_partenaires": sh_notif}


def make_doc(i, seed, shape, npl):
    from . import content_b
    c = Ctx(i, seed, shape, npl)
    fun = SHAPE_FUN.get(shape) or content_b.SHAPE_FUN_B[shape]
    doc = fun(c, c.r)
    doc["parts"] = doc["parts"][:npl]
    doc.update(num=i + 1, shape=shape, form="CA-%02d" % (i + 1))
    return doc
