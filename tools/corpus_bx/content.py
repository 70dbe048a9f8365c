"""The first five document types of corpus BX (written for this corpus): EMERGENCY CARE AND PRE-HOSPITAL REGULATION in
Franche-Comté - the SAMU centre 15 regulation file (call, caller, callback number, place of intervention with its access
details, the regulating physician's decision, the follow-up log, the orientation), the SMUR intervention record (crew,
times, vital-signs timeline, drugs, hand-over), the fire-brigade (SDIS) or ambulance company report, the ED triage sheet
(IOA, tri level, arrival mode, UHCD), the ED discharge letter (compte rendu de passage). content_b.py holds the other five.

A document is a dict (corpus BW's shape): title, num, shape, issuer, parts (1 to 3, each printed from a new page), head
(running identity run), foot, form, and new here level: (kept value, severity 0-4) - the regulation priority or the
triage level, which each family shows its own way. A part: title, issuer, to, place, refs, secs, sigs. Blocks: ("p",
run), ("kv", [(caption, run)]), ("tab", heads, rows, weights), ("chk", [(on, text)]), ("list", [runs]), ("alert",
[runs]), ("quote", [runs]), ("log", [(when, who, text)]) and new here ("vit", [time runs], [(parameter, [cell runs],
[numbers])]): a vital-signs timeline, one column per time.

Conventions: care dates and hours are KEPT (D, HORAIRE); birth dates and the date of death are personal. Kept decoys:
tri levels, CCMU, GEMSA, Glasgow, EVA (SCORE), vital signs and measures (MESURE), lab values (BIOLOGIE), doses, ATC,
CIM-10, CCAM, durations (ITT included), lots and devices, articles of law, public bodies (SAMU nn, SDIS, CTA-CODIS, CPAM,
police and gendarmerie units, the poison centre: ORGANISME), public numbers (15, 17, 18, 112, 114, 116 117, 3114, the
poison centre's line: NUMERO_PUBLIC), the call signs of public vehicles (VSAV, SMUR, Dragon 25: INDICATIF). Personal:
the regulation file, SDIS and SMUR intervention numbers, the ED episode (NUM_SEJOUR), the poison-centre file, the
police report, the transfer number, the ambulance company's approval and transport numbers, the DOOR CODE of the
patient's home and the LICENCE PLATES (the patient's car and the private ambulance) - IDENTIFIANT with a subtype;
private hospitals, ambulance companies and funeral homes are establishments (ETABLISSEMENT).
"""
from __future__ import annotations

from . import ids
from .model import R, V
from .people import (ATC, BIO, CCAM, CIM, CODE, DISP, DOSE, DUR, IND, LOT, MES, ORG, PUB, SCORE, Ctx, P, Pro, hm, part)  # noqa: F401

SHAPES = ["regulation_samu", "intervention_smur", "bilan_sdis_ambulance", "tri_ioa", "passage_urgences",
          "echange_antipoison", "demande_transfert", "certificat_requisition", "sortie_contre_avis", "deces_famille"]

# scenarios: key, motif, diagnosis, CIM-10, drugs (dose, route, ATC), vitals (FC, PAS, PAD, SpO2, FR, Glasgow, EVA, glycaemia), CCAM
SCEN = [("douleur", "douleur thoracique constrictive depuis quarante minutes", "syndrome coronarien aigu sans sus-décalage", "I21.4",
         [("aspirine 250 mg", "IVD", "B01AC06"), ("héparine 5000 UI", "IVD", "B01AB01"), ("morphine 3 mg", "IV titrée", "N02AA01")],
         (104, 152, 91, 95, 20, 15, 6, "1,28 g/L"), "DEQP003"),
        ("avc", "déficit brutal de l'hémicorps droit et trouble de la parole", "infarctus cérébral sylvien gauche", "I63.9",
         [("paracétamol 1 g", "IV", "N02BE01"), ("sérum salé isotonique 500 mL", "IV", "B05XA03")],
         (82, 178, 96, 97, 16, 13, 0, "1,54 g/L"), "ACQK001"),
        ("chute", "chute de sa hauteur avec impotence du membre inférieur gauche", "fracture du col du fémur gauche", "S72.0",
         [("paracétamol 1 g", "IV", "N02BE01"), ("morphine 2 mg", "IV titrée", "N02AA01"), ("MEOPA 50 %", "inhalée", "N01AX63")],
         (96, 138, 74, 94, 18, 15, 8, "1,02 g/L"), "NEQK010"),
        ("avp", "accident de la voie publique, voiture contre un arbre", "contusion thoracique avec pneumothorax droit", "S27.0",
         [("kétamine 20 mg", "IV", "N01AX03"), ("morphine 3 mg", "IV titrée", "N02AA01"), ("sérum salé isotonique 500 mL", "IV", "B05XA03")],
         (118, 102, 64, 91, 26, 14, 7, "1,35 g/L"), "ZBQK002"),
        ("malaise", "malaise avec perte de connaissance brève devant témoin", "syncope vasovagale", "R55",
         [("sérum salé isotonique 250 mL", "IV", "B05XA03")], (58, 96, 52, 98, 14, 15, 0, "0,91 g/L"), "DEQP003"),
        ("asthme", "crise d'asthme ne cédant pas au salbutamol", "asthme aigu grave", "J46",
         [("salbutamol 5 mg", "nébulisé", "R03AC02"), ("ipratropium 0,5 mg", "nébulisé", "R03BB01"), ("méthylprednisolone 80 mg", "IV", "H02AB04")],
         (122, 134, 82, 89, 32, 15, 0, "1,12 g/L"), "GLQP012")]
ARRIVALS = ["VSAV des sapeurs-pompiers", "SMUR", "ambulance privée", "moyens personnels"]
TRI = [("Tri 1", 0), ("Tri 2", 1), ("Tri 3A", 2), ("Tri 3B", 2), ("Tri 4", 3)]


WARD = {"douleur": "cardiologie interventionnelle", "avc": "unité de soins intensifs neuro-vasculaires", "chute": "chirurgie orthopédique",
        "avp": "réanimation chirurgicale", "malaise": "cardiologie", "asthme": "réanimation médicale"}


def ward(c):
    return WARD[scen(c)[0]]


def scen(c):
    return SCEN[(c.i * 5 + c.seed) % len(SCEN)]


def level_of(c, kind):
    sc = scen(c)[0]
    k = {"douleur": 1, "avc": 0, "chute": 2, "avp": 1, "malaise": 3, "asthme": 1}[sc]
    if kind == "P":
        return (SCORE(["P0", "P1", "P2", "P3"][min(k, 3)]), min(k, 3))
    lab, sev = TRI[min(k + (1 if sc == "chute" else 0), 4)]
    return (SCORE(lab), sev)


def vit_one(c, k=0):
    fc, pas, pad, sp, fr, gcs, eva, gl = scen(c)[5]
    d = [(-4, -8, -4, 0, -1, 0, 0), (-2, -4, -2, 1, -2, 0, -1), (-6, -12, -6, 2, -4, 1 if gcs < 15 else 0, -3)][k % 3] if k else (0,) * 7
    return (fc + d[0], pas + d[1], pad + d[2], min(100, sp + d[3]), fr + d[4], min(15, gcs + d[5]), max(0, eva + d[6]), gl)


def vitals(c, n, start, step):
    """A vit block: n measures from minute ``start`` every ``step`` minutes."""
    rows = [vit_one(c, k) for k in range(n)]
    times = [[c.t(start + k * step, 0)] for k in range(n)]
    spec = [("FC (/min)", lambda v: "%d" % v[0], lambda v: v[0]), ("PA (mmHg)", lambda v: "%d/%d" % (v[1], v[2]), lambda v: v[1]),
            ("SpO2", lambda v: "%d %%" % v[3], lambda v: v[3]), ("FR (/min)", lambda v: "%d" % v[4], lambda v: v[4]),
            ("Glasgow", lambda v: "GCS %d" % v[5], lambda v: v[5]), ("EVA", lambda v: "EVA %d/10" % v[6], lambda v: v[6])]
    out = [(lab, [[SCORE(f(v)) if lab in ("Glasgow", "EVA") else MES(f(v))] for v in rows], [g(v) for v in rows]) for lab, f, g in spec]
    return ("vit", times, out)


def pat_kv(c, style=0, nir=True, addr=True):
    p = c.pat
    out = [("Nom de naissance" if p.birth else "Nom", R(p.BIRTH() if p.birth else p.NOM()))]
    if p.birth:
        out.append(("Nom d'usage", R(p.NOM())))
    out += [("Prénom", R(p.PRE())), ("Né" + p.e() + " le", R(*p.born(style), ", ", p.age()))]
    if addr:
        out.append(("Domicile", R(*p.addr1())))
    if nir:
        out.append(("INS (NIR)", R(p.nir(style, "ins"), " - OID ", CODE("1.2.250.1.213.1.4.8"))))
    return out


def gp_run(c, style=0):
    g = c.gp
    return R(*g.dr(style), " - ", V("VILLE", g.home.town), " - ", V("TELEPHONE", g.fixe))


def drug_rows(c, start=6, who=None):
    return [[[c.t(start + 5 * k, 0)], [DOSE(n)], [route], [ATC(a)], [who or c.ide.ini()]] for k, (n, route, a) in enumerate(scen(c)[4])]


def access(c):
    h = c.pat.home
    if h.flat:
        return R(h.floor, ", digicode ", c.DIGI(), ", interphone au nom de ", c.pat.NOM())
    if h.rural:
        return R("ferme isolée au bout du chemin, portail vert ; le fils attend au carrefour")
    return R(h.floor, ", portillon sur la droite, chien attaché")


# ------------------------------------------------------------------ 1. the SAMU centre 15 regulation file
def sh_regulation(c, r):
    p, rel, arm, reg = c.pat, c.rel, c.arm, c.reg
    sc = scen(c)
    line = [PUB("15"), PUB("112"), PUB("18")][c.i % 3]
    decision = [(sc[0] in ("douleur", "avc", "avp", "asthme"), "Envoi du SMUR"), (sc[0] in ("chute", "avp", "malaise"), "Envoi d'un VSAV"),
                (sc[0] == "malaise", "Ambulance privée"), (False, "Conseil médical"), (False, "Médecin de garde")]
    s1 = [("Appel", [("kv", [("Reçu à", R(c.t(0, 1, True), " le ", c.cday(0, 0))), ("Ligne", R(line, " (transfert)" if c.i % 3 == 2 else "")),
                             ("Appelant", R(*rel.name(9 if c.i % 2 else 1), " (", c.link, ")")), ("Numéro de rappel", R(rel.MOB())),
                             ("ARM", R(arm.tri(), " - ", *arm.name(3)))]),
                   P("Motif : ", sc[1], ". ", *c.hwr())]),
          ("Lieu d'intervention", [("kv", [("Adresse", R(*p.addr1(True))), ("Accès", access(c)),
                                           ("Téléphone sur place", R(p.FIXE()))] + ([("Véhicule impliqué", R("véhicule personnel immatriculé ", V("IDENTIFIANT", c.car_plate, "immatriculation")))] if sc[0] == "avp" else []))]),
          ("Patient", [("kv", [("Identité", R(*p.name(9 if c.i % 2 else 0))), ("Date de naissance", R(p.dn(c.i))), ("Âge", R(p.age())), ("Médecin traitant", gp_run(c))])]),
          ("Décision du médecin régulateur", [("chk", decision),
                                              P("Régulé par ", *reg.dr(0), " à ", c.t(3, 0), " ; priorité ", level_of(c, "P")[0], ". Le ", *c.urg.dr(1),
                                                " est prévenu à l'accueil des urgences du ", c.ACR(), ".")])]
    parts = [part("Dossier de régulation médicale", s1, issuer=c.samu_head(), refs=[("Dossier", R(c.DRN())), ("Date", R(c.cday(0, 0)))],
                  sigs=[("Le médecin régulateur", [R(*reg.dr(0)), R("RPPS ", reg.RPPS())])])]
    if c.npl >= 2:
        log = [(R(c.t(0, 1, True)), R(arm.tri()), R("appel de ", *rel.name(3), ", ", sc[1], " ; rappel possible au ", rel.MOB())),
               (R(c.t(2, 1, True)), R(arm.tri()), R("conférence avec le médecin régulateur")),
               (R(c.t(4, 1, True)), R(arm.tri()), R("engagement ", IND(c.smur) if decision[0][0] else IND(c.vsav), " ; départ confirmé")),
               (R(c.t(19, 1, True)), R(arm.tri()), R("bilan reçu : ", MES("FC %d" % sc[5][0]), ", ", MES("PA %d/%d" % sc[5][1:3]), ", ", SCORE("GCS %d" % sc[5][5]))),
               (R(c.t(24, 1, True)), R(reg.tri()), R("décision d'orientation vers le ", c.ACR(), " ; le médecin d'accueil ", *c.urg.dr(2), " est informé")),
               (R(c.t(51, 1, True)), R(arm.tri()), R("arrivée aux urgences confirmée ; dossier ", c.DRN(), " clôturé"))]
        parts.append(part("Suivi de régulation", [("Chronologie", [("log", log)]),
                                                   (None, [P("Le rappel de l'appelant (", *rel.name(4), ") au ", rel.MOB(), " a été fait à ", c.t(9, 0), " pour le guidage des secours.")])],
                          issuer=c.samu_head(), refs=[("Dossier", R(c.DRN()))]))
    if c.npl >= 3:
        parts.append(part("Orientation et clôture du dossier", [(None, [
            ("kv", [("Patient", R(*p.name(1), ", ", p.dn(c.i + 2))), ("Établissement receveur", R(c.H())), ("Service", R("structure des urgences, ", "SAUV" if decision[0][0] else "box")),
                    ("Heure d'arrivée", R(c.t(49, 0))), ("Diagnostic évoqué", R(sc[2], " (", CIM(sc[3]), ")"))]),
            ("alert", [R("En cas de nouvel appel pour ce patient, rappeler le ", PUB("15"), " ; pour les sourds et malentendants, le ", PUB("114"), ".")]),
            P("Le dossier de régulation ", c.DRN(), " est archivé au ", c.SAMU(), " ; copie au médecin traitant ", *c.gp.dr(1), ".")])],
            issuer=c.samu_head(), place=c.place(0, 0), sigs=[("Le médecin régulateur", [R(*reg.dr(1)), R("n° d'identification ", reg.RPPS(True))])]))
    return dict(title="Dossier de régulation médicale", issuer=c.samu_head(), parts=parts, level=level_of(c, "P"),
                head=R(c.SAMU(), " - dossier ", c.DRN(), " - ", *p.name(1)), foot=R(c.H(), " - centre 15 - appel du ", c.cday(0, 1)))


# ------------------------------------------------------------------ 2. the SMUR intervention record
def sh_smur(c, r):
    p, smd, ide, amb = c.pat, c.smd, c.ide, c.amb
    sc = scen(c)
    num = V("IDENTIFIANT", "SMUR-%s-%02d-%05d" % (c.dept, c.day.year % 100, r.randint(1, 99999)), "num_intervention")
    defib = DISP(ids.serial(r, "C3-"))
    times = [[["Appel au centre 15"], [c.t(0, 1)]], [["Départ du SMUR"], [c.t(5, 1)]], [["Arrivée sur les lieux"], [c.t(18, 1)]],
             [["Départ des lieux"], [c.t(41, 1)]], [["Arrivée à destination"], [c.t(58, 1)]]]
    s1 = [("Intervention", [("kv", [("Véhicule", R(IND(c.smur), " (VLM)")), ("Équipage", R(*smd.dr(0), " ; IDE ", *ide.name(3), " (", ide.ini(), ", ADELI ", ide.ADELI(), ") ; ambulancier ", *amb.name(3), " (", amb.ini(), ")")),
                                    ("Lieu", R(*p.addr1(), " - ", access(c))), ("Dossier de régulation", R(c.DRN())), ("Accueil prévenu", R(*c.urg.dr(0)))]),
                            ("tab", ["Étape", "Heure"], times, [3.0, 1.0])]),
          ("Patient", [("kv", pat_kv(c, c.i + 1, nir=False))]),
          ("Bilan initial", [P("À l'arrivée : ", sc[1], ". ", SCORE("GCS %d" % sc[5][5]), ", ", MES("FC %d/min" % sc[5][0]), ", ", MES("PA %d/%d mmHg" % sc[5][1:3]), ", ",
                               MES("SpO2 %d %%" % sc[5][3]), ", glycémie capillaire ", BIO(sc[5][7]), ". ECG (", CCAM(sc[6]), ") transmis."), c.hw()])]
    parts = [part("Fiche d'intervention SMUR", s1, issuer=c.head("SMUR - structure mobile d'urgence et de réanimation"), refs=[("Intervention", R(num)), ("Date", R(c.cday(0, 0)))],
                  sigs=[("Le médecin du SMUR", [R(*smd.dr(0)), R("RPPS ", smd.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Surveillance et thérapeutiques", [
            ("Constantes", [vitals(c, 4, 18, 8)]),
            ("Traitements administrés", [("tab", ["Heure", "Médicament", "Voie", "ATC", "Par"], drug_rows(c, 22), [0.8, 2.2, 1.0, 1.0, 0.7])]),
            ("Matériel", [("list", [R("moniteur-défibrillateur Corpuls3, n° de série ", defib),
                                    R("voie veineuse périphérique 18 G, cathéter lot ", LOT(ids.lot(r, c.day.year))),
                                    R("oxygène au masque à haute concentration, ", MES("9 L/min"))])])],
            issuer=c.head("SMUR - structure mobile d'urgence et de réanimation"), refs=[("Patient", R(*p.name(1))), ("Intervention", R(num))]))
    if c.npl >= 3:
        parts.append(part("Transmission à l'arrivée", [(None, [
            ("kv", [("Patient", R(*p.name(0), ", ", p.dn(c.i + 3))), ("Destination", R(c.H(), ", ", "SAUV" if sc[0] != "chute" else "box de traumatologie")),
                    ("Reçu par", R(*c.urg.dr(0))), ("Épisode ouvert", R(c.NDA()))]),
            P("Patient", p.e(), " stable pendant le transport. Famille prévenue : ", *c.rel.name(0), " (", c.link, ") au ", c.rel.MOB(), "."),
            ("quote", [R("Transmission orale faite au déchocage à ", c.t(58, 0), " ; feuille de surveillance jointe.")])])],
            issuer=c.head("SMUR - structure mobile d'urgence et de réanimation"), place=c.place(0, 0),
            sigs=[("Le médecin du SMUR", [R(*smd.dr(1))]), ("Le médecin receveur", [R(*c.urg.dr(1))])]))
    return dict(title="Intervention SMUR", issuer=c.head(), parts=parts, level=level_of(c, "P"),
                head=R(IND(c.smur), " - ", num, " - ", *p.name(1)), foot=R(c.H(), " - SMUR - ", c.cday(0, 1)))


# ------------------------------------------------------------------ 3. the fire-brigade or ambulance company report
def sh_transport(c, r):
    p, sc = c.pat, scen(c)
    sdis = c.i % 2 == 0
    chef = Pro(c, "pompier" if sdis else "soignant")
    eq = Pro(c, "pompier" if sdis else "soignant")
    if sdis:
        org = ORG("SDIS " + c.dept)
        iss = {"name": R(org), "service": "Centre de secours - bilan secouriste", "lines": [R(ORG("CTA-CODIS " + c.dept))], "contact": [R("Urgences : ", PUB("18"), " ou ", PUB("112"))], "legal": None}
        num = V("IDENTIFIANT", "%d-%s-%06d" % (c.day.year, c.dept, r.randint(1, 999999)), "num_intervention")
        veh = R(IND(c.vsav))
        crew = R("chef d'agrès ", "Sgt ", *chef.name(1), " ; équipier ", *eq.name(3), " (", eq.ini(), ")")
    else:
        iss = {"name": R(c.AMB()), "service": "Transport sanitaire urgent - garde ambulancière",
               "lines": [R(V("ADRESSE", "%d %s" % (r.randint(1, 90), r.choice(ids.STREETS)))), R(V("CODE_POSTAL", c.hcp), " ", c.HVILLE(True))],
               "contact": [R("Tél. ", V("TELEPHONE", c.amb_tel))], "legal": R("Agrément ARS n° ", V("IDENTIFIANT", c.agrement, "num_agrement"))}
        num = V("IDENTIFIANT", "T%02d%02d-%04d" % (c.day.year % 100, c.day.month, r.randint(1, 9999)), "num_transport")
        veh = R("ambulance ", V("IDENTIFIANT", c.amb_plate, "immatriculation"))
        crew = R("DEA ", *chef.name(1), " (", chef.ini(), ") ; auxiliaire ", *eq.name(3), " (", eq.ini(), ")")
    v = sc[5]
    s1 = [("Intervention", [("kv", [("N°", R(num)), ("Déclenchement", R(c.t(4, 0), " par le ", c.SAMU(), ", dossier ", c.DRN())), ("Moyen", veh), ("Équipage", crew),
                                    ("Lieu", R(*p.addr1()))] + ([("Véhicule du patient", R(V("IDENTIFIANT", c.car_plate, "immatriculation"), ", choc frontal"))] if sc[0] == "avp" else []))]),
          ("Victime", [("kv", [("Nom, prénom", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i + 4))), ("Âge", R(p.age())),
                               ("Témoin", R(*c.rel.name(0), ", ", c.rel.MOB()))])]),
          ("Bilan", [("tab", ["Fonction", "Constat"], [[["Conscience"], [SCORE("GCS %d" % v[5]), " ; orienté" if v[5] == 15 else " ; confus"]],
                                                       [["Ventilation"], [MES("FR %d/min" % v[4]), ", ", MES("SpO2 %d %%" % v[3])]],
                                                       [["Circulation"], [MES("FC %d/min" % v[0]), ", ", MES("PA %d/%d" % v[1:3])]],
                                                       [["Douleur"], [SCORE("EVA %d/10" % v[6])]]], [1.0, 3.0]),
                     P("Gestes : ", "oxygénothérapie, " if v[3] < 95 else "", "immobilisation, surveillance ; bilan transmis au ", c.SAMU(), " à ", c.t(22, 0), " ; accueil prévenu : ", *c.urg.dr(1), "."), c.hw()])]
    parts = [part("Fiche bilan et transport", s1, issuer=iss, refs=[("Date", R(c.cday(0, 0))), ("Dossier", R(c.DRN()))],
                  sigs=[("Le chef d'agrès" if sdis else "Le conducteur", [R(*chef.name(0))])])]
    if c.npl >= 2:
        parts.append(part("Transport et remise du patient", [(None, [
            ("tab", ["Étape", "Heure", "Kilométrage"], [[["Départ du centre"], [c.t(6, 1)], [MES("%d km" % r.randint(1000, 99999))]],
                                                        [["Sur les lieux"], [c.t(17, 1)], ["-"]], [["Arrivée aux urgences"], [c.t(46, 1)], [MES("%d km parcourus" % r.randint(8, 60))]]], [2.0, 1.0, 1.5]),
            ("kv", [("Destination", R(c.H())), ("Reçu par", R(*c.ioa.name(0), ", infirmière d'accueil")), ("Patient", R(*p.name(0), ", ", p.dn(c.i)))]),
            ("chk", [(True, "Effets personnels remis"), (sc[0] == "avp", "Casque / ceinture signalés"), (False, "Refus de transport")])])],
            issuer=iss, refs=[("N°", R(num))], sigs=[("L'infirmière d'accueil", [R(*c.ioa.name(3))]), ("L'équipage", [R(chef.ini(), " ", eq.ini())])]))
    if c.npl >= 3:
        parts.append(part("Prise en charge administrative", [(None, [
            ("kv", [("Assuré", R(*p.name(1))), ("NIR", R(p.nir(c.i))), ("Caisse", R(c.CPAM())), ("Médecin traitant", gp_run(c, 1))]),
            P("Transport urgent demandé par le ", c.SAMU(), " (dossier ", c.DRN(), ") ; pas de prescription médicale de transport nécessaire."
              if not sdis else " ; intervention non facturée au patient.")])], issuer=iss, refs=[("N°", R(num))]))
    return dict(title="Bilan des sapeurs-pompiers" if sdis else "Rapport de transport sanitaire", issuer=iss, parts=parts, level=level_of(c, "P"),
                head=R(num, " - ", *p.name(1), " - ", c.cday(0, 0)), foot=R(c.AMB() if not sdis else c.SAMU(), " - ", c.HVILLE()))


# ------------------------------------------------------------------ 4. the ED triage sheet
def sh_tri(c, r):
    p, ioa, urg, sc = c.pat, c.ioa, c.urg, scen(c)
    lev = level_of(c, "T")
    arr = ARRIVALS[c.i % 4]
    s1 = [("Accueil", [("kv", [("Arrivée", R(c.cday(0, 0), " à ", c.t(40, 0))), ("Mode d'arrivée", R(arr, " - ", IND(c.vsav) if arr.startswith("VSAV") else c.AMB() if arr.startswith("amb") else IND(c.smur) if arr == "SMUR" else "accompagné" + p.e())),
                               ("Accompagnant", R(*c.rel.name(0), ", ", c.link, ", ", c.rel.MOB())), ("Motif", R(sc[1]))]
                             + ([("Véhicule", R("véhicule personnel garé devant le SAU, immatriculé ", V("IDENTIFIANT", c.car_plate, "immatriculation")))] if arr == "moyens personnels" else []))]),
          ("Patient", [("kv", pat_kv(c, c.i + 2) + [("Courriel", R(c.pat.MAIL()))])]),
          ("Tri", [("kv", [("Niveau (FRENCH)", R(lev[0])), ("Constantes", R(MES("FC %d" % sc[5][0]), " ; ", MES("PA %d/%d" % sc[5][1:3]), " ; ", MES("SpO2 %d %%" % sc[5][3]), " ; ", MES("T %s °C" % "37,2"))),
                           ("Douleur", R(SCORE("EVA %d/10" % sc[5][6]))), ("Orientation", R("SAUV" if lev[1] <= 1 else "box %d" % r.randint(2, 12), ", circuit ", "long" if lev[1] <= 2 else "court")),
                           ("IOA", R(*ioa.name(3), ", ADELI ", ioa.ADELI())), ("Médecin prévenu", R(*urg.dr(0)))]),
                   ("chk", [(c.i % 2 == 0, "Allergie connue"), (True, "Bracelet d'identification posé"), (sc[0] in ("chute", "avp"), "Antalgique protocolisé"), (False, "Isolement")]), c.hw()])]
    parts = [part("Fiche de tri de l'infirmière d'accueil", s1, issuer=c.head("Structure des urgences - accueil"), refs=[("IPP", R(c.IPP())), ("Épisode", R(c.NDA()))],
                  sigs=[("L'IOA", [R(*ioa.name(0))])])]
    if c.npl >= 2:
        parts.append(part("Observation médicale initiale", [
            ("Examen", [P("Vu", p.e(), " par ", *urg.dr(0), " à ", c.t(55, 0), ". ", sc[1][0].upper() + sc[1][1:], " ; ", SCORE("GCS %d" % sc[5][5]), "."),
                        ("list", [R("bilan biologique : NFS, ionogramme, troponine, ", BIO("lactates 1,8 mmol/L")), R("ECG (", CCAM("DEQP003"), ")"),
                                  R("imagerie (", CCAM(sc[6]), ") demandée à ", c.t(62, 0))])]),
            ("Hypothèse", [P(sc[2], " (", CIM(sc[3]), "). Médecin traitant : ", *gp_run(c, 1), ".")])],
            issuer=c.head(), refs=[("Patient", R(*p.name(1))), ("IPP", R(c.IPP()))], sigs=[("Le médecin urgentiste", [R(*urg.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Admission en UHCD - surveillance", [
            ("Constantes", [vitals(c, 4, 60, 60)]),
            ("Transmissions", [("log", [(R(c.t(120, 1)), R(ioa.ini()), R("installé", p.e(), " en UHCD, lit ", str(r.randint(1, 8)))),
                                        (R(c.t(180, 1)), R(c.ide.ini()), R("appel de ", *c.rel.name(4), " au ", V("TELEPHONE", c.uhcd_tel), " : informations données")),
                                        (R(c.t(300, 1)), R(urg.ini()), R("réévaluation ; sortie envisagée le ", c.cday(1, 0)))])])],
            issuer=c.head("UHCD"), refs=[("Épisode", R(c.NDA()))]))
    return dict(title="Tri à l'accueil des urgences", issuer=c.head(), parts=parts, level=lev,
                head=R(c.ACR(), " - urgences - ", *p.name(1), " - IPP ", c.IPP()), foot=R(c.H(), " - épisode ", c.NDA()))


# ------------------------------------------------------------------ 5. the ED discharge letter
def sh_passage(c, r):
    p, urg, gp, sc = c.pat, c.urg, c.gp, scen(c)
    ccmu = SCORE("CCMU %d" % (2 + (c.i % 2)))
    gemsa = SCORE("GEMSA %d" % (2 + 2 * (c.i % 2)))
    labs = [[["Hémoglobine"], [BIO("13,1 g/dL")], ["12,0 - 16,0"]], [["Leucocytes"], [BIO("9,8 G/L")], ["4,0 - 10,0"]],
            [["Créatinine"], [BIO("%d µmol/L" % r.randint(58, 110))], ["45 - 104"]], [["Troponine T hs"], [BIO("%d ng/L" % r.randint(4, 60))], ["< 14"]],
            [["CRP"], [BIO("%d mg/L" % r.randint(1, 40))], ["< 5"]]]
    s1 = [(None, [P("Cher confrère," if gp.sex == 1 else "Chère consœur,"),
                  P("Votre patient", p.e(), " ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i), " (", p.age(), "), demeurant ", *p.addr1(), ", a été pris", p.e(),
                    " en charge aux urgences du ", c.ACR(), " le ", c.cday(0, 3), " de ", c.t(40, 0), " à ", c.t(290, 0), " pour ", sc[1], ".")]),
          ("Bilan", [("tab", ["Examen", "Résultat", "Normes"], labs, [2.0, 1.4, 1.2]), P("Actes : ", CCAM(sc[6]), ", ", CCAM("DEQP003" if sc[6] != "DEQP003" else "ZBQK002"), ". ", *c.hwr())]),
          ("Conclusion", [P("Diagnostic principal : ", sc[2], " (", CIM(sc[3]), "). Gravité ", ccmu, ", ", gemsa, ". Sortie : ", "hospitalisation en " + ward(c) if c.i % 2 else "retour au domicile", ".")])]
    parts = [part("Compte rendu de passage aux urgences", s1, issuer=c.head(), to={"name": R(*gp.dr(0)), "lines": [R(V("ADRESSE", gp.home.street)), R(V("CODE_POSTAL", gp.home.cp), " ", V("VILLE", gp.home.town.upper()))]},
                  place=c.place(0, 3), refs=[("IPP", R(c.IPP())), ("Passage", R(c.NDA()))], sigs=[("Le médecin urgentiste", [R(*urg.dr(0)), R("RPPS ", urg.RPPS())])])]
    if c.npl >= 2:
        rx = [[[DOSE("paracétamol 1 g")], ["1 comprimé 4 fois par jour si douleur"], [ATC("N02BE01")]],
              [[DOSE("oméprazole 20 mg")], ["1 gélule le soir"], [ATC("A02BC01")]], [[DOSE("tramadol 50 mg")], ["1 gélule si douleur intense, 3 par jour au plus"], [ATC("N02AX02")]]]
        parts.append(part("Ordonnance de sortie", [(None, [
            ("kv", [("Patient", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i + 1))), ("Poids", R(MES("%d kg" % r.randint(52, 96))))]),
            ("tab", ["Médicament", "Posologie", "ATC"], rx, [1.5, 2.6, 0.8]),
            P("Durée du traitement : ", DUR("5 jours"), ". Arrêt de travail de ", DUR("%d jours" % r.randint(3, 10)), " remis ; employeur : ", V("ETABLISSEMENT", ids.EMPLOYERS[c.i % 4], "employeur"), ".")])],
            issuer=c.head(), place=c.place(0, 0), sigs=[("Le prescripteur", [R(*urg.dr(1)), R("RPPS ", urg.RPPS())])]))
    if c.npl >= 3:
        parts.append(part("Consignes remises au patient", [(None, [
            ("list", [R("reconsulter votre médecin traitant, ", *gp.dr(2), ", sous ", DUR("48 heures"), " ;"),
                      R("en cas de douleur thoracique, de malaise ou de difficulté à respirer, appeler le ", PUB("15"), " ;"),
                      R("pour les personnes sourdes ou malentendantes : ", PUB("114"), " (SMS) ; numéro d'urgence européen : ", PUB("112"), " ;"),
                      R("le soir et le week-end, le médecin de garde répond au ", PUB("116 117"), ".")]),
            P("Consignes remises à ", *p.name(3), " et à ", *c.rel.name(3), " le ", c.cday(0, 0), " ; compte rendu adressé à ", V("EMAIL", gp.mail), " par messagerie sécurisée."), ("kv", [("Épisode", R(c.NDA())), ("Contact des urgences", R(V("TELEPHONE", c.htel)))])])],
            issuer=c.head()))
    return dict(title="Passage aux urgences", issuer=c.head(), parts=parts, level=(ccmu, 2 if c.i % 2 else 3),
                head=R(c.ACR(), " - passage - ", *p.name(1), " - INS ", p.nir(c.i + 2, "ins")), foot=R(c.H(), " - structure des urgences - ", c.NDA()))


SHAPE_FUN = {"regulation_samu": sh_regulation, "intervention_smur": sh_smur, "bilan_sdis_ambulance": sh_transport,
             "tri_ioa": sh_tri, "passage_urgences": sh_passage}


def make_doc(i, seed, shape, npl):
    from . import content_b
    c = Ctx(i, seed, shape, npl)
    fun = SHAPE_FUN.get(shape) or content_b.SHAPE_FUN_B[shape]
    doc = fun(c, c.r)
    doc["parts"] = doc["parts"][:npl]
    doc.update(num=i + 1, shape=shape, form="BX-%02d" % (i + 1))
    return doc
