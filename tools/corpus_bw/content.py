"""The first five document types of corpus BW (written for this corpus): HOSPITAL CARE AT THE PATIENT'S HOME in the
Berry, Touraine and Sologne - the hospital ward's HAD admission request with the HAD's decision and the GP's
agreement, the planning of the nurses' and aides' visits, the home liaison sheet left in the home file (access to the
home), the equipment provider's delivery note, the community pharmacy's dispensing form. content_b.py holds the other
five types.

A document is a dict (corpus BV's shape): title, num, shape, issuer (letterhead: name, service, lines, contact, legal),
parts (1 to 3, each printed from a new page), head (running identity run), foot, form. A part: title, issuer, to,
place, refs, secs, sigs. Blocks: ("p", run), ("kv", [(caption, run)]), ("tab", heads, rows, weights), ("chk", [(on,
text)]), ("list", [runs]), ("alert", [runs]), ("quote", [runs]), and new here ("log", [(when run, who run, text run)]):
a dated, timed and initialled entry of a home log (each family writes it its own way).

Conventions: visit, delivery, prescription, meeting and admission dates are care dates, KEPT (D), as are hours
(HORAIRE); birth dates and the date of death are personal. Drugs with their dose (DOSE), ATC codes, CIP13 / UCD13
codes (CODE), lots (LOT), device models and serial numbers (DISPOSITIF: they name a machine, not a person), scores
(Karnofsky, PPS, ESAS, GIR, Braden, Algoplus, RASS: SCORE), measures, durations, amounts, articles and laws, ICD-10
codes, the national bodies (CPAM, ARS, conseil départemental, CAF) and the national numbers (116 117, 3237) are kept.
The HAD stay number (NUM_SEJOUR), the hospital's IPP, the HAD file, the prescription and dispensing numbers, the
provider's customer, contract and delivery-note numbers, the APA file and the ACCESS CODES of the home (door code,
key-box code) identify the patient or open his home: they are personal (IDENTIFIANT with a subtype). Private
partners (the HAD, the hospital, the nurses' practice, the SSIAD, the pharmacy, the provider, the respite platform)
are establishments (ETABLISSEMENT, personal).
"""
from __future__ import annotations

from . import ids
from .model import K, R, V
from .people import (ATC, CIM, CODE, DISP, DOSE, DUR, LOT, MES, ORG, SCORE, Ctx, P, hm, money, part)  # noqa: F401

SHAPES = ["demande_admission_had", "planning_passages", "fiche_liaison_domicile", "livraison_materiel",
          "dispensation_officine", "prescriptions_anticipees", "cahier_transmissions", "synthese_coordination",
          "courrier_aidant_repit", "fin_sejour_deces"]
DX = [("adénocarcinome bronchique métastatique", "C34.9"), ("adénocarcinome du pancréas avec carcinose péritonéale", "C25.9"),
      ("sclérose latérale amyotrophique", "G12.2"), ("insuffisance cardiaque terminale", "I50.9"),
      ("cancer du sein avec métastases osseuses et hépatiques", "C50.9"), ("glioblastome temporal gauche", "C71.2"),
      ("bronchopneumopathie chronique obstructive avec insuffisance respiratoire", "J44.1")]
DRUGS = [("morphine LP 30 mg", "2 fois par jour", "N02AA01"), ("oxycodone 5 mg", "si douleur, 6 fois par jour au plus", "N02AA05"),
         ("paracétamol 1 g", "3 fois par jour", "N02BE01"), ("furosémide 40 mg", "le matin", "C03CA01"),
         ("enoxaparine 4000 UI", "une injection sous-cutanée par jour", "B01AB05"), ("macrogol 10 g", "1 sachet matin et soir", "A06AD15"),
         ("dexaméthasone 4 mg", "le matin", "H02AB02"), ("métoclopramide 10 mg", "avant les repas", "A03FA01"),
         ("lorazépam 1 mg", "au coucher", "N05BA06"), ("oméprazole 20 mg", "le soir", "A02BC01")]


def dx(c):
    pool = DX if c.pat.sex == 2 else [d for d in DX if d[1] != "C50.9"]
    return pool[(c.i + c.seed) % len(pool)]


def drugs(c, n=4):
    k = (c.i * 3 + c.seed) % len(DRUGS)
    return [DRUGS[(k + j) % len(DRUGS)] for j in range(n)]


def pat_kv(c, style=0, nir=True):
    p = c.pat
    out = [("Nom de naissance" if p.birth else "Nom", R(p.BIRTH() if p.birth else p.NOM()))]
    if p.birth:
        out.append(("Nom d'usage", R(p.NOM())))
    out += [("Prénom", R(p.PRE())), ("Né" + p.e() + " le", R(*p.born(style), ", ", p.age())), ("Domicile", R(*p.addr1()))]
    if nir:
        out.append(("INS (NIR)", R(p.nir(style, "ins"), " - OID ", CODE("1.2.250.1.213.1.4.8"))))
    return out


def gp_run(c, style=0):
    g = c.gp
    return R(*g.dr(style), " - RPPS ", g.RPPS(), " - ", g.VILLE(), " - ", V("TELEPHONE", g.fixe))


def scores(c):
    r = c.r
    k = r.choice([30, 40, 50])
    return SCORE("Karnofsky %d %%" % k), SCORE("PPS %d %%" % (k - 10 * r.randint(0, 1)))


def file_no(c):
    return V("IDENTIFIANT", "D%s-%05d" % (c.dept, (c.i * 7919 + c.seed) % 99991), "num_dossier_had")


# ------------------------------------------------------------------ 1. the ward's request, the HAD's decision, the GP's agreement
def sh_admission(c, r):
    p, a, wdoc, coord, idec = c.pat, c.aidant, c.wdoc, c.coord, c.idec
    d = dx(c)
    ka, pps = scores(c)
    s1 = [("Patient", [("kv", pat_kv(c, c.i) + [("Téléphone", R(p.FIXE(), " / ", p.MOB()))])]),
          ("Entourage", [("kv", [("Aidant principal", R(*a.name(0), " (", c.link, ")")), ("Téléphone aidant", R(a.MOB())),
                                 ("Courriel aidant", R(a.MAIL())), ("Vit au domicile", R("oui") if c.cohab else R("non, habite à ", a.VILLE())),
                                 ("Médecin traitant", gp_run(c))])]),
          ("Motif de la demande", [P("Patient", p.e(), " de ", p.age(), " suivi", p.e(), " pour ", d[0], " (", CIM(d[1]), "), hospitalisé", p.e(), " ",
                                     "depuis le ", c.cday(-9, 1), " ; état général altéré (", ka, ", ", pps, "). Le patient souhaite finir sa vie chez lui ; "
                                     "l'aidant est d'accord et présent."),
                                   ("chk", [(True, "Soins palliatifs"), (c.i % 2 == 0, "Pansements complexes"), (c.i % 3 == 0, "Nutrition parentérale"),
                                            (True, "Traitement antalgique par pompe"), (c.i % 2 == 1, "Oxygénothérapie")]),
                                   ("tab", ["Traitement de sortie", "Posologie", "ATC"], [[[DOSE(n)], [po], [ATC(at)]] for n, po, at in drugs(c)], [1.5, 2.0, 0.7])])]
    parts = [part("Demande d'admission en hospitalisation à domicile", s1, issuer=c.hosp_head(),
                  to={"name": R("Équipe de coordination - ", c.ACR()), "lines": [R(V("ADRESSE", "%d %s" % (c.hnum, c.hstreet))), R(V("CODE_POSTAL", c.hcp), " ", c.HVILLE(True))]},
                  refs=[("IPP", R(c.IPP())), ("Demande du", R(c.cday(0, 0)))],
                  sigs=[("Le médecin du service", [R(*wdoc.dr(0)), R("RPPS ", wdoc.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Décision d'admission en HAD", [(None, [
            P("Après évaluation au domicile le ", c.cday(1, 1), " par ", *idec.name(0), ", infirmière coordinatrice, la demande du ", *wdoc.dr(0),
              " est acceptée. L'admission est prononcée pour le ", c.cday(2, 2), "."),
            ("kv", [("Patient", R(*p.name(5), ", ", p.dn(c.i + 1))), ("Séjour HAD", R(c.STAY())), ("Dossier", R(file_no(c))),
                    ("Première visite", R(c.cday(2, 0), " à ", hm(9 + r.randint(0, 4), 30))), ("Médecin coordonnateur", R(*coord.dr(0), ", RPPS ", coord.RPPS())),
                    ("Infirmière coordinatrice", R(*idec.name(0), " - ", V("TELEPHONE", c.htel))), ("Infirmiers libéraux", R(c.cab, " - ", V("TELEPHONE", c.cabtel))),
                    ("SSIAD", R(c.ssiad))]),
            P("Le matériel (lit médicalisé, matelas à air, ", "concentrateur d'oxygène" if c.i % 2 else "pompe d'analgésie", ") est commandé auprès de ",
              c.PROV(), " pour une livraison le ", c.cday(1, 0), "."),
            ("alert", [R("Astreinte médicale et infirmière 24 h/24 : ", V("TELEPHONE", c.h24), ". Ne pas appeler le 15 avant d'avoir joint l'astreinte, sauf urgence vitale.")])])],
            issuer=c.head(), to={"name": R(*wdoc.dr(0)), "lines": [R(c.HOSP()), R(c.ward)]}, place=c.place(1, 1),
            sigs=[("Le médecin coordonnateur", [R(*coord.dr(0))])]))
    if c.npl >= 3:
        parts.append(part("Accord du médecin traitant et consentement du patient", [("Médecin traitant", [
            P("Je soussigné", "e" if c.gp.sex == 2 else "", " ", *c.gp.dr(0), ", médecin traitant de ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 2),
              ", accepte d'assurer le suivi médical pendant l'hospitalisation à domicile en lien avec le ", *coord.dr(0), ", médecin coordonnateur."),
            ("kv", [("Cabinet", R(c.gp.ADR(), ", ", c.gp.CP(), " ", c.gp.VILLE())), ("Téléphone", R(V("TELEPHONE", c.gp.fixe))), ("Messagerie", R(V("EMAIL", c.gp.mail)))]),
            c.hw()]),
            ("Patient", [P("J'accepte d'être hospitalisé", p.e(), " à mon domicile, ", *p.addr1(), ", et que les professionnels de l'", c.ACR(),
                           " partagent les informations utiles à mes soins. Ma personne de confiance est ", *a.name(0), " (", c.link, ")."),
                         ("chk", [(True, "Informé" + p.e() + " de la charte du patient hospitalisé à domicile"), (True, "Livret d'accueil remis"),
                                  (c.i % 2 == 0, "Directives anticipées rédigées")])])],
            issuer=c.head("Admission"), refs=[("Séjour", R(c.STAY()))], place=c.place(2, 1),
            sigs=[("Le médecin traitant", [R(*c.gp.dr(1))]), ("Le patient", [R(*p.name(3))])]))
    return dict(title="Admission en hospitalisation à domicile", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - admission - ", *p.name(1), " - IPP ", c.IPP()), foot=R(c.H(), " - séjour ", c.STAY()))


# ------------------------------------------------------------------ 2. the visit plan
def sh_planning(c, r):
    p, idel, idel2, aide, aide2, idec = c.pat, c.idel, c.idel2, c.aide, c.aide2, c.idec
    days = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
    rows = []
    for k, dname in enumerate(days):
        n1, n2 = (idel, idel2) if k % 3 != 2 else (idel2, idel)
        a1 = aide if k % 2 == 0 else aide2
        rows.append([[dname, " ", c.cday(k + 2, 4)], [hm(7 + k % 2, 30), " ", n1.ini()], [hm(10, 15 * (k % 3)), " ", a1.ini()],
                     [hm(18, 30 - 15 * (k % 2)), " ", n2.ini()]])
    s1 = [("Patient", [("kv", [("Nom", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i))), ("Adresse", R(*p.addr1())), ("Séjour", R(c.STAY()))])]),
          ("Semaine du " + ids.care(c.date(2), 1), [("tab", ["Jour", "Soins infirmiers du matin", "Toilette (aide-soignant)", "Passage du soir"], rows, [1.2, 1.2, 1.2, 1.1]),
                                                    P("Initiales : ", idel.ini(), " = ", *idel.name(3), " ; ", idel2.ini(), " = ", *idel2.name(3), " (", c.cab, ") ; ",
                                                      aide.ini(), " = ", *aide.name(3), " ; ", aide2.ini(), " = ", *aide2.name(3), " (", c.ssiad, ")."),
                                                    P("Durée moyenne d'un passage infirmier : ", DUR("45 minutes"), " ; pansement de l'escarre sacrée ", "les jours pairs" if c.i % 2 else "un jour sur deux", ".")])]
    parts = [part("Planning hebdomadaire des passages au domicile", s1, issuer=c.head("Planification des soins"), refs=[("Dossier", R(file_no(c)))],
                  sigs=[("L'infirmière coordinatrice", [R(*idec.name(3))])])]
    if c.npl >= 2:
        team = [[R(*idel.name(1)), ["infirmière libérale"], R("RPPS ", idel.RPPS()), R(V("TELEPHONE", idel.mob))],
                [R(*idel2.name(1)), ["infirmier libéral" if idel2.sex == 1 else "infirmière libérale"], R("ADELI ", idel2.ADELI()), R(V("TELEPHONE", idel2.mob))],
                [R(*aide.name(1)), ["aide-soignante"], R(c.ssiad), R(V("TELEPHONE", aide.mob))],
                [R(*aide2.name(1)), ["aide-soignant" if aide2.sex == 1 else "aide-soignante"], R(c.ssiad), R(V("TELEPHONE", aide2.mob))],
                [R(*c.coord.dr(3)), ["médecin coordonnateur"], R("RPPS ", c.coord.RPPS()), R(V("TELEPHONE", c.htel))],
                [R(*c.gp.dr(3)), ["médecin traitant"], R("RPPS ", c.gp.RPPS()), R(V("TELEPHONE", c.gp.fixe))]]
        parts.append(part("Équipe intervenant au domicile", [(None, [
            ("kv", [("Patient", R(*p.name(0))), ("Aidant", R(*c.aidant.name(0), ", ", c.link, ", ", c.aidant.MOB()))]),
            ("tab", ["Nom", "Fonction", "Identifiant", "Téléphone"], team, [1.6, 1.3, 1.5, 1.2]),
            P("Les infirmiers libéraux (", c.cab, ") se coordonnent avec l'", c.ACR(), " par la messagerie sécurisée ; chaque passage est noté dans le cahier de transmissions du domicile."),
            ("alert", [R("Un remplacement est signalé à l'aidant la veille ; la kinésithérapie (", DUR("3 séances par semaine"), ") est hors planning.")])])],
            issuer=c.head("Planification des soins"), refs=[("Séjour", R(c.STAY()))], sigs=[("L'infirmière coordinatrice", [R(*idec.name(0))])]))
    if c.npl >= 3:
        parts.append(part("Permanence des soins et astreinte", [(None, [
            P("En dehors des passages prévus, ", *c.aidant.name(0), " appelle d'abord l'astreinte de l'", c.ACR(), " au ", V("TELEPHONE", c.h24), ", de jour comme de nuit."),
            ("list", [R("douleur non calmée par l'interdose : appeler l'astreinte, noter l'heure dans le cahier ;"),
                      R("chute, fièvre au-delà de ", MES("38,5 °C"), " ou encombrement : appeler l'astreinte ;"),
                      R("pharmacie de garde : composer le ", K_PUB("3237"), " ;"),
                      R("médecin de garde le week-end : composer le ", K_PUB("116 117"), ".")]),
            ("kv", [("Astreinte de la semaine", R(*c.coord.dr(1))), ("Infirmière d'astreinte", R(*idec.name(3))), ("Patient", R(*p.name(1), ", ", c.IPP()))]),
            c.hw()])], issuer=c.head(), sigs=[("Le médecin coordonnateur", [R(*c.coord.dr(0))])]))
    return dict(title="Planning des passages au domicile", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - planning - ", *p.name(1), " - séjour ", c.STAY()), foot=R(c.H(), " - planification"))


def K_PUB(t):
    return K("NUMERO_PUBLIC", t)


# ------------------------------------------------------------------ 3. the home liaison sheet
def sh_liaison(c, r):
    p, a, v, h = c.pat, c.aidant, c.voisin, c.pat.home
    acc = [("Adresse", R(*p.addr1())), ("Étage", R(h.floor, ", ", "ascenseur" if h.flat and c.i % 2 else "sans ascenseur" if h.flat else "seuil de 12 cm"))]
    if h.flat:
        acc.append(("Digicode", R(c.DIGI())))
    acc += [("Boîte à clés", R("code ", c.BOX(), ", à gauche de la porte")),
            ("Stationnement", R("place réservée devant la maison" if not h.street.startswith(("lieu", "hameau", "ferme")) else "dans la cour, portail bleu")),
            ("Animal", R("chien attaché pendant les soins" if c.i % 2 else "chat, aucun risque"))]
    s1 = [("Accès au domicile", [("kv", acc), c.hw()]),
          ("Personnes à prévenir", [("tab", ["Nom", "Lien", "Téléphone", "Clés"],
                                     [[R(*a.name(1)), [c.link], R(a.MOB()), ["oui"]], [R(*v.name(1)), ["voisin" + ("e" if v.sex == 2 else "")], R(v.FIXE()), ["double des clés"]]],
                                     [1.6, 1.0, 1.3, 1.0])]),
          ("Intervenants", [("kv", [("Médecin traitant", gp_run(c, 1)), ("Pharmacie", R(c.pharma, " - ", V("TELEPHONE", c.phtel))),
                                    ("Infirmiers", R(c.cab, " - ", V("TELEPHONE", c.cabtel))), ("Prestataire", R(c.PROV(), " - client ", c.CLIENT()))])])]
    parts = [part("Fiche de liaison du domicile", s1, issuer=c.head("Dossier de soins au domicile"),
                  refs=[("Patient", R(*p.name(1))), ("Séjour", R(c.STAY()))], sigs=[("Rédigée par", [R(*c.idec.name(3))])])]
    if c.npl >= 2:
        d = dx(c)
        parts.append(part("Résumé médical pour les intervenants de nuit", [(None, [
            ("kv", [("Patient", R(*p.name(2), ", ", p.dn(c.i + 1), ", ", p.age())), ("Diagnostic", R(d[0], " (", CIM(d[1]), ")")),
                    ("Allergies", R("pénicilline" if c.i % 3 == 0 else "aucune connue")), ("Niveau de soins", R("soins de confort, pas de réanimation"))]),
            P("Traitement de fond : ", *[x for n, po, at in drugs(c, 3) for x in (DOSE(n), " (", ATC(at), "), ")], "interdoses selon la prescription anticipée."),
            P("Décision collégiale du ", c.cday(-3, 1), " : pas de transfert aux urgences sauf souhait exprimé du patient ; ", "le patient" if p.sex == 1 else "la patiente",
              " a désigné ", *a.name(0), " comme personne de confiance."),
            ("alert", [R("Oxygène au domicile : ne pas fumer, aucune flamme à moins de ", MES("3 mètres"), " du concentrateur.")])])],
            issuer=c.head("Dossier de soins au domicile"), refs=[("IPP", R(c.IPP()))], sigs=[("Le médecin coordonnateur", [R(*c.coord.dr(0))])]))
    if c.npl >= 3:
        parts.append(part("Désignation de la personne de confiance", [(None, [
            P("Je soussigné", p.e(), " ", *p.name(9), ", ", p.ne(), " le ", *p.born(c.i + 2), ", demeurant ", *p.addr1(), ", désigne comme personne de confiance (",
              ART_CSP("article L. 1111-6"), ") :"),
            ("kv", [("Nom, prénom", R(*a.name(1))), ("Né" + a.e() + " le", R(a.dn(c.i))), ("Adresse", R(*a.addr1())), ("Téléphone", R(a.MOB())),
                    ("Courriel", R(a.MAIL())), ("Lien", R(c.link))]),
            ("chk", [(True, "Elle m'accompagne dans mes démarches et assiste aux entretiens médicaux"), (c.i % 2 == 0, "Elle détient un exemplaire de mes directives anticipées")]),
            P("Cette désignation vaut pour toute la durée de l'hospitalisation à domicile ; elle peut être révoquée à tout moment.")])],
            issuer=c.head("Admission"), place=R(p.VILLE(), ", le ", c.cday(2, 1)),
            sigs=[("Le patient", [R(*p.name(3))]), ("La personne de confiance", [R(*a.name(3))])]))
    return dict(title="Fiche de liaison du domicile", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - domicile de ", *p.name(1), " - ", p.VILLE()), foot=R(c.H(), " - document à laisser au domicile"))


def ART_CSP(t):
    return K("ARTICLE", t + " du code de la santé publique")


# ------------------------------------------------------------------ 4. the provider's delivery note
def sh_livraison(c, r):
    p, tech = c.pat, c.tech
    bl = V("IDENTIFIANT", "BL%d-%06d" % (c.day.year % 100, r.randint(1, 999999)), "num_bon_livraison")
    ct = V("IDENTIFIANT", "CT-%s-%05d" % (c.prov_acr, r.randint(1, 99999)), "num_contrat")
    items = [("Lit médicalisé Alizé 3 fonctions", "LIT", "location"), ("Matelas à air Cyclair P3", "MAT", "location"),
             ("Concentrateur d'oxygène OxyDom 5 L", "OXD", "location"), ("Pompe PCA Solivia 2", "PCA", "location"),
             ("Potence et barrières", "POT", "location"), ("Fauteuil garde-robe", "FGR", "location")]
    rows = []
    for k, (lab, pre, mode) in enumerate(items[:4 + c.i % 3]):
        rows.append([[DISP(lab)], [DISP(ids.serial(r, pre))], [LOT(ids.lot(r, c.day.year))], [mode]])
    prov_head = {"name": R(c.PROV()), "service": "Prestataire de santé à domicile - agence " + c.htown,
                 "lines": [R(V("ADRESSE", "ZA des %s, %d rue de l'Industrie" % (["Forges", "Grands-Prés", "Chaumes", "Noues"][c.hk], r.randint(2, 40))))],
                 "contact": [R("Tél. ", V("TELEPHONE", c.provtel))], "legal": None}
    s1 = [("Livraison", [("kv", [("Client", R(*p.name(1))), ("N° client", R(c.CLIENT())), ("Contrat", R(ct)),
                                 ("Adresse de livraison", R(*p.addr1())), ("Accès", R("boîte à clés ", c.BOX(), *([", digicode ", c.DIGI()] if p.home.flat else []))),
                                 ("Prescripteur", R(*c.coord.dr(1), " (", c.ACR(), ")")), ("Livré le", R(c.cday(1, 0), " à ", hm(14, 10 * (c.i % 5))))])]),
          ("Matériel", [("tab", ["Désignation", "N° de série", "Lot", "Mode"], rows, [2.0, 1.5, 0.9, 0.8]),
                        P("Installation par ", *tech.name(0), ", technicien de l'agence ; ",
                          *(["essai de la pompe en présence de l'infirmière"] if c.i % 2 == 0 else ["réglage du débit d'oxygène à ", MES("2 L/min")]), ".")])]
    parts = [part("Bon de livraison et d'installation", s1, issuer=prov_head, refs=[("Bon n°", R(bl)), ("Date", R(c.cday(1, 0)))],
                  sigs=[("Le technicien", [R(*tech.name(3))]), ("Reçu par", [R(*c.aidant.name(3), " (", c.link, ")")])])]
    if c.npl >= 2:
        parts.append(part("Formation de l'aidant à l'utilisation du matériel", [(None, [
            ("kv", [("Patient", R(*p.name(0))), ("Aidant formé", R(*c.aidant.name(0), ", ", c.aidant.MOB())), ("Bon de livraison", R(bl))]),
            ("chk", [(True, "Manœuvre des barrières et de la télécommande du lit"), (True, "Gonflage et alarme du matelas"), (c.i % 2 == 1, "Arrêt du concentrateur en cas d'alarme"),
                     (c.i % 2 == 0, "Changement de la poche de la pompe par l'infirmière uniquement")]),
            P("Dépannage 24 h/24 : ", V("TELEPHONE", c.provtel), " en donnant le numéro client ", c.CLIENT(), ". Le technicien a laissé la notice au domicile."),
            ("alert", [R("Ne jamais graisser le raccord d'oxygène ; aérer la pièce ", DUR("10 minutes"), " deux fois par jour.")])])],
            issuer=prov_head, refs=[("Contrat", R(ct))], sigs=[("Le technicien", [R(*tech.name(3))]), ("L'aidant", [R(*c.aidant.name(3))])]))
    if c.npl >= 3:
        mrows = [[[c.cday(31, 0)], ["visite de maintenance"], [DISP("Concentrateur d'oxygène OxyDom 5 L")]],
                 [[c.cday(61, 0)], ["contrôle des alarmes"], [DISP("Matelas à air Cyclair P3")]],
                 [[c.cday(90, 0)], ["révision"], [DISP("Pompe PCA Solivia 2")]]]
        parts.append(part("Calendrier de maintenance et reprise du matériel", [(None, [
            ("tab", ["Date prévue", "Intervention", "Matériel"], mrows, [1.0, 1.4, 2.2]),
            P("À la fin de l'hospitalisation à domicile, l'", c.ACR(), " informe le prestataire ; la reprise a lieu sous ", DUR("48 heures"), " au ",
              *p.addr1(), " (client ", c.CLIENT(), ")."),
            P("Facturation directe à la ", c.CPAM(), " dans le cadre du forfait de l'HAD ; aucun frais pour ", *p.name(0), ".")])],
            issuer=prov_head, refs=[("Client", R(c.CLIENT()))], sigs=[("Le responsable d'agence", [R(*c.asoc.name(3))])]))
    return dict(title="Livraison du matériel médical au domicile", issuer=prov_head, parts=parts,
                head=R(c.PROV(), " - client ", c.CLIENT(), " - ", *p.name(1)), foot=R(c.PROV(), " - bon ", bl))


# ------------------------------------------------------------------ 5. the community pharmacy's dispensing form
def sh_pharmacie(c, r):
    p, ph = c.pat, c.phar
    ordo = V("IDENTIFIANT", "%d%02d%02d-%04d" % (c.day.year, c.day.month, c.day.day, r.randint(1, 9999)), "num_ordonnance")
    disp = V("IDENTIFIANT", "DSP-%07d" % r.randint(1, 9999999), "num_dispensation")
    rows = []
    for n, po, at in drugs(c, 5):
        rows.append([[DOSE(n)], [CODE(ids.cip13(r))], [str(r.randint(1, 3))], [LOT(ids.lot(r, c.day.year))]])
    ph_head = {"name": R(c.pharma), "service": "Pharmacie d'officine", "lines": [R(V("ADRESSE", "%d place du Marché" % r.randint(1, 30)), ", ", V("VILLE", c.htown))],
               "contact": [R("Tél. ", V("TELEPHONE", c.phtel))], "legal": R("RPPS du titulaire ", ph.RPPS())}
    s1 = [("Ordonnance", [("kv", [("Patient", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i))), ("N° d'immatriculation", R(p.nir(c.i + 1))),
                                  ("Organisme", R(c.CPAM())), ("Prescripteur", R(*c.coord.dr(1), ", RPPS ", c.coord.RPPS())),
                                  ("Ordonnance", R("n° ", ordo, " du ", c.cday(0, 0)))])]),
          ("Délivrance", [("tab", ["Médicament", "CIP13", "Boîtes", "Lot"], rows, [2.0, 1.5, 0.6, 0.9]),
                          P("Délivré le ", c.cday(0, 1), " à ", hm(17, 40), " à ", *c.aidant.name(0), " (", c.link, "), sur présentation de la carte Vitale ; "
                            "dispensation n° ", disp, ".")])]
    parts = [part("Fiche de dispensation à domicile", s1, issuer=ph_head, refs=[("Dispensation", R(disp))],
                  sigs=[("Le pharmacien", [R(*ph.name(3))])])]
    if c.npl >= 2:
        srows = []
        stock = r.randint(12, 28)
        for k in range(5):
            out = r.randint(1, 3)
            srows.append([[c.cday(k, 4)], [hm(8 + 3 * k % 12, 0)], [DOSE("oxycodone 5 mg")], [str(out)], [str(stock - out)], [(c.idel if k % 2 else c.idel2).ini()]])
            stock -= out
        parts.append(part("Relevé des stupéfiants détenus au domicile", [(None, [
            ("kv", [("Patient", R(*p.name(0))), ("Ordonnance sécurisée", R(ordo)), ("Code UCD", R(CODE(ids.ucd13(r))))]),
            ("tab", ["Date", "Heure", "Produit", "Pris", "Reste", "Visa"], srows, [0.8, 0.6, 1.5, 0.5, 0.5, 0.6]),
            P("Le stock est vérifié à chaque passage infirmier ; les unités non utilisées sont rapportées à la ", c.pharma, " qui les détruit."),
            c.hw()])], issuer=ph_head, refs=[("Patient", R(*p.name(1)))], sigs=[("L'infirmier", [R(*c.idel2.name(3))])]))
    if c.npl >= 3:
        mrows = [[[DOSE(n)], [money(r.uniform(2, 60))]] for n, _, _ in drugs(c, 4)]
        parts.append(part("Récapitulatif de facturation en tiers payant", [(None, [
            ("kv", [("Assuré", R(*p.name(1))), ("NIR", R(p.nir(c.i + 2))), ("Mutuelle", R(V("ETABLISSEMENT", "Mutuelle du Berry", "mutuelle"), ", adhérent ", V("IDENTIFIANT", "%08d" % r.randint(1, 99999999), "num_adherent")))]),
            ("tab", ["Produit", "Montant"], mrows, [3.0, 1.0]),
            P("Part obligatoire réglée par la ", c.CPAM(), " ; le forfait de l'", c.ACR(), " couvre les dispositifs. Aucune avance de frais.")])],
            issuer=ph_head, place=R(V("VILLE", c.htown), ", le ", c.cday(0, 1)), sigs=[("Le pharmacien", [R(*ph.name(0)), R("RPPS ", ph.RPPS())])]))
    return dict(title="Dispensation des médicaments à domicile", issuer=ph_head, parts=parts,
                head=R(c.pharma, " - ", *p.name(1), " - ordonnance ", ordo), foot=R(c.pharma, " - ", V("TELEPHONE", c.phtel)))



SHAPE_FUN_A = {"demande_admission_had": sh_admission, "planning_passages": sh_planning, "fiche_liaison_domicile": sh_liaison,
               "livraison_materiel": sh_livraison, "dispensation_officine": sh_pharmacie}


def make_doc(i, seed, shape, npl):
    from .content_b import SHAPE_FUN_B
    c = Ctx(i, seed, shape, npl)
    s = {**SHAPE_FUN_A, **SHAPE_FUN_B}[shape](c, c.r)
    for pt in s["parts"]:
        for _, blocks in pt["secs"]:
            for k, b in enumerate(blocks):
                if b[0] == "tab":
                    blocks[k] = ("tab", b[1], [[R(*cell) for cell in row] for row in b[2]], b[3])
    return {"title": s["title"], "num": i + 1, "shape": shape, "issuer": s["issuer"], "parts": s["parts"], "head": s["head"],
            "foot": s["foot"], "form": "BW-%02d" % (SHAPES.index(shape) + 1), "npl": npl}
