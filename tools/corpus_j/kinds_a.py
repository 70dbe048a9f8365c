"""Document kinds, part A: hospital letters, consultation, operative, endoscopy, obstetric ultrasound."""

from __future__ import annotations

import datetime as dt

from . import clinic as CL
from . import common as C
from . import frame as F
from . import medic as M
from .model import B, I

D = dt.timedelta


def _relative(c, role, same_name=False, sex=None, age=None):
    p = c.fac.person(sex=sex, age=age or c.rel_age(role), ref=c.ref)
    if same_name:
        p.surname = c.pt.surname
    p.extra["role"] = role
    return p


def crh(doc):
    """Lettre de liaison / compte rendu d'hospitalisation, 2-3 pages."""
    F.setup(doc)
    r = doc.rng
    c = C.Case(doc, age=(45, 95))
    pt = c.pt
    etab, acr = c.etab("hospital")
    spec, content = CL.pick(doc, r.choice(["cardiologie", "médecine interne", "gériatrie", "pneumologie", "neurologie", "néphrologie"]))
    staff = [c.fac.doctor() for _ in range(r.randint(2, 4))]
    mt = c.fac.doctor()
    adm = c.ref - D(days=r.randint(4, 20))
    out = c.ref
    side = F.letterhead(doc, c, etab, acr, "Service " + C.de(spec), variant=r.choice(["sidebar", "center", "left"]), staff=staff)
    main = F.recipient(doc, c, mt, align_right=side is None)
    if side:
        doc.cols(side, main, split=0.33, rule=True)
    else:
        doc.cols([doc.bp("")], main, split=0.5)
    doc.h(r.choice(["LETTRE DE LIAISON À LA SORTIE", "Compte rendu d'hospitalisation", "COMPTE-RENDU D'HOSPITALISATION"]),
          align="c", rule=r.random() < 0.5)
    F.identity_block(doc, c, ["nom", "prenom", "ddn"] + (["ins"] if r.random() < 0.6 else []) + ["ipp", "nda", r.choice(["age", "sexe"])])
    doc.p("Hospitalisation du ", C.care(doc, c, adm), " au ", C.care(doc, c, out),
          " — ", C.label(doc, "Mode d'entrée") + " ", r.choice(["urgences", "programmée", "mutation interne"]))
    doc.p(r.choice(["Cher confrère,", "Chère consœur, cher confrère,", "Mon cher confrère,"]), space=3)
    who = C.person_runs(doc, c, pt, r.choice(["civ Prenom Nom", "civ NOM Prenom", "nee"]))
    doc.p("Nous avons hospitalisé ", *who, ", ", C.age(doc, c), ", pour ",
          *CL.sentence(doc, r.choice(content["motif"]), content["eponyms"]), ".", space=6)
    doc.h(C.label(doc, "Antécédents", colon=False), size=doc.style["size"] + 1, space=2)
    dx = r.sample(M.CIM10, 3)
    for code, lib in dx:
        doc.p("• ", lib, " (", M.code(doc, code), ")", space=1, indent=8)
    doc.p("• ", M.eponym(doc, r.choice(["maladie de Dupuytren", "maladie de Horton", "syndrome de Raynaud", "maladie de Basedow",
                                        "thyroïdite de Hashimoto", "syndrome de Sjögren"])), r.choice([", suivi en ville", " ancien", ""]),
          space=5, indent=8)
    doc.h(C.label(doc, "Histoire de la maladie", colon=False), size=doc.style["size"] + 1, space=2)
    spouse = _relative(c, "épouse" if pt.sex == "M" else "époux", same_name=r.random() < 0.6, sex="F" if pt.sex == "M" else "M")
    doc.p("Patient" + ("e" if pt.sex == "F" else "") + ", ", *C.profession(doc, c), ", vivant à domicile avec son " + ("épouse, " if pt.sex == "M" else "époux, "),
          *C.person_runs(doc, c, spouse, r.choice(["civ Prenom Nom", "Prenom NOM"])), ", joignable au ",
          C.phone(doc, c, spouse.phone), ". Autonome pour les actes de la vie quotidienne. ",
          "Adressé" + ("e" if pt.sex == "F" else "") + " par son médecin traitant. À l'admission : ",
          *CL.sentence(doc, r.choice(content["exam"]), content["eponyms"]), space=6)
    doc.h(C.label(doc, "Biologie d'entrée", colon=False), size=doc.style["size"] + 1, space=2)
    rows = M.lab_rows(doc, "Biochimie")[:5] + M.lab_rows(doc, "NFS")[:3]
    doc.table(["Examen", "Résultat", "Normes"], rows, [0.45, 0.3, 0.25], border=r.choice(["grid", "rows"]))
    doc.h(C.label(doc, "Évolution", colon=False), size=doc.style["size"] + 1, space=2)
    doc.p("Évolution favorable. Examen complémentaire réalisé le ", C.care(doc, c, adm + D(days=2)), ". ",
          r.choice(content["plan"]), " Pas d'événement intercurrent.", space=6)
    doc.h(C.label(doc, "Examens complémentaires", colon=False), size=doc.style["size"] + 1, space=2)
    exams = [("Radiographie thoracique", "cardiomégalie, syndrome interstitiel bilatéral"),
             ("ECG", "rythme sinusal, bloc de branche gauche incomplet"),
             ("Échographie doppler des membres inférieurs", "pas de thrombose veineuse profonde"),
             ("Scanner cérébral sans injection", "leucopathie vasculaire, pas de saignement"),
             ("Gaz du sang artériel", "hypoxémie modérée sans hypercapnie")]
    doc.table(["Date", "Examen", "Résultat"], [[C.care(doc, c, adm + D(days=k)), e, res] for k, (e, res) in enumerate(r.sample(exams, 4))],
              [0.16, 0.34, 0.5], border=r.choice(["grid", "rows"]))
    if r.random() < 0.5:
        rows2 = M.lab_rows(doc, "Hémostase") + M.lab_rows(doc, "Bilan hépatique")
        doc.table([["Contrôle du ", C.care(doc, c, out - D(days=1), "slash")], "Résultat", "Normes"], rows2, [0.45, 0.3, 0.25],
                  border=r.choice(["grid", "rows"]))
    doc.h(C.label(doc, "Traitement de sortie", colon=False), size=doc.style["size"] + 1, space=2)
    doc.table(["Médicament", "Posologie"], [M.drug_row(doc, d) for d in M.drugs(doc, r.randint(4, 7))], [0.45, 0.55],
              border=r.choice(["grid", "rows", "head"]))
    doc.h(C.label(doc, "Suivi", colon=False), size=doc.style["size"] + 1, space=2)
    doc.p("Consultation de contrôle le ", C.care(doc, c, out + D(days=r.randint(20, 60))), " à 10 h 30 avec le ",
          *C.doctor_runs(doc, c, staff[0], "Dr NOM"), ". Bilan biologique à prévoir 8 jours avant.", space=4)
    if r.random() < 0.6:
        doc.p("Personne de confiance désignée : ", *C.person_runs(doc, c, spouse, "Prenom NOM"), " (", spouse.extra["role"], ").")
    F.signature(doc, c, staff[0], when=out)
    if r.random() < 0.6:
        doc.p(B("Copie : "), "patient" if pt.sex == "M" else "patiente", " — ", *sum([ln + [", "] for ln in C.address_lines(doc, c, pt)], [])[:-1],
              " ; ", C.label(doc, "courriel") + " ", C.email(doc, c, pt.email, pt), size=doc.style["size"] - 1)
    F.header(doc, c, acr=acr, first=False)
    F.footer(doc, c, etab=acr)
    F.metadata(doc, c, "CRH", staff[0])


def consultation(doc):
    """Compte rendu de consultation, 1-2 pages."""
    F.setup(doc)
    r = doc.rng
    c = C.Case(doc, age=(16, 90))
    pt = c.pt
    kind = r.choice(["hospital", "clinic", "practice"])
    etab, acr = c.etab(kind)
    spec, content = CL.pick(doc)
    dr = c.fac.doctor()
    mt = c.fac.doctor()
    F.letterhead(doc, c, etab, acr, "Consultation " + C.de(spec), variant=r.choice(["center", "left"]))
    doc.space(4)
    when = c.ref
    form = r.choice(["prose", "kv"])
    title = r.choice(["Compte rendu de consultation", "CONSULTATION " + C.de(spec.upper()), "Consultation spécialisée — " + spec])
    doc.h(title, align=r.choice(["l", "c"]))
    if form == "kv":
        F.identity_block(doc, c, ["nom", "prenom", "ddn", "adresse", "tel"] + (["email"] if r.random() < 0.5 else []),
                         variant=r.choice(["grid", "lines", "stack"]))
        doc.p(C.label(doc, "Date de consultation") + " ", C.care(doc, c, when), "    ", C.label(doc, "Médecin traitant") + " ",
              *C.doctor_runs(doc, c, mt, "Dr NOM"))
    else:
        doc.p("J'ai vu en consultation le ", C.care(doc, c, when, "long"), " ",
              *C.person_runs(doc, c, pt, r.choice(["civ Prenom Nom", "nee", "civ NOM Prenom"])),
              ", né" + ("e" if pt.sex == "F" else "") + " le ", C.ddn(doc, c), r.choice([", ", " ("]),
              "âgé" + ("e" if pt.sex == "F" else "") + " de " if r.random() < 0.5 else "", C.age(doc, c),
              r.choice([", ", "), "]), "demeurant ", *C.street_runs(doc, c, pt)[-1], " à ",
              *C.town_runs(doc, c, pt.town[0], pt.town[1]), ".", space=5)
    a = C.age_at(pt.birth, c.ref)
    role = r.choice((["fille", "fils"] if a >= 45 else ["mère"]) + ["sœur", "compagne" if pt.sex == "M" else "sœur"])
    acc = _relative(c, role, sex="M" if role == "fils" else "F")
    e = "e" if pt.sex == "F" else ""
    doc.p("Venu%s accompagné%s de %s %s, " % (e, e, "son" if acc.extra["role"] == "fils" else "sa", acc.extra["role"]),
          *C.person_runs(doc, c, acc, r.choice(["Prenom NOM", "civ Prenom Nom"])), ". Profession : ", *C.profession(doc, c), ".", space=4)
    doc.h(C.label(doc, "Motif", colon=False), size=doc.style["size"] + 1, space=2)
    mot = r.choice(content["motif"])
    doc.p(*CL.sentence(doc, mot[0].upper() + mot[1:] + ".", content["eponyms"]), space=4)
    doc.h(C.label(doc, "Examen", colon=False), size=doc.style["size"] + 1, space=2)
    doc.p("Poids ", M.dose(doc, "%d kg" % r.randint(48, 104)), ", taille ", M.dose(doc, "1,%02d m" % r.randint(50, 92)), ". ",
          *CL.sentence(doc, r.choice(content["exam"]), content["eponyms"]), space=4)
    doc.h(C.label(doc, "Conclusion et conduite à tenir", colon=False), size=doc.style["size"] + 1, space=2)
    names = r.sample(content["drugs"], min(2, len(content["drugs"])))
    dr_list = [d for d in M.DRUGS if d[0] in names]
    doc.p(r.choice(content["plan"]), " Je propose ", r.choice(["d'introduire ", "de poursuivre "]),
          *sum([[M.drug_row(doc, d)[0], " et "] for d in dr_list], [])[:-1],
          ". Réévaluation le ", C.care(doc, c, when + D(days=r.randint(80, 100))), ". ",
          r.choice(["Je reste à votre disposition.", "Bien confraternellement.", "Je vous remercie de votre confiance."]), space=4)
    if r.random() < 0.5:
        doc.p(C.label(doc, "Copie à") + " ", *C.doctor_runs(doc, c, mt), ", ", *C.address_lines(doc, c, mt)[-1], size=doc.style["size"] - 1)
    F.signature(doc, c, dr, when=when)
    F.header(doc, c, acr=acr, first=False)
    F.footer(doc, c)
    F.metadata(doc, c, "Consultation", dr)


OPS = {
    "appendicectomie": ("HHFA016", "Appendicectomie par cœlioscopie", "Chirurgie viscérale et digestive",
                        ["Syndrome douloureux de la fosse iliaque droite, défense au ", "point de McBurney", ", hyperleucocytose."],
                        "Open-cœlioscopie ombilicale, deux trocarts de 5 mm. Appendice inflammatoire non perforé. Section de la base "
                        "à l'agrafeuse, extraction en sac. ", ["agrafeuse Echelon Flex 60"]),
    "cholecystectomie": ("HFFC018", "Cholécystectomie par cœlioscopie", "Chirurgie viscérale et digestive",
                         ["Cholécystite aiguë lithiasique, ", "signe de Murphy", " positif, échographie concordante."],
                         "Quatre trocarts. Dissection du triangle de Calot, clips sur le canal et l'artère cystiques. "
                         "Cholangiographie peropératoire normale. ", ["sonde de Foley Ch 16"]),
    "hernie": ("LMMA006", "Cure de hernie inguinale avec prothèse", "Chirurgie viscérale et digestive",
               ["Hernie inguinale droite symptomatique, réparation selon la ", "technique de Lichtenstein", "."],
               "Incision inguinale, dissection du cordon, hernie oblique externe réintégrée. Prothèse fixée par surjet. ",
               ["prothèse Ultrapro 15 × 15 cm"]),
    "pth": ("NEKA020", "Arthroplastie totale de hanche", "Chirurgie orthopédique et traumatologique",
            ["Fracture du col fémoral droit, stade IV de la ", "classification de Garden", ", chez un sujet autonome."],
            "Décubitus latéral gauche, voie postéro-externe. Ostéotomie du col, préparation du cotyle, mise en place des implants "
            "cimentés. Réduction stable, test de luxation négatif. ", ["tige fémorale Corail taille 11", "cupule Pinnacle 52 mm"]),
    "cesarienne": ("JQGA002", "Accouchement par césarienne programmée", "Gynécologie-obstétrique",
                   ["Utérus bicicatriciel, césarienne programmée à 39 SA. ", "score d'Apgar", " de l'enfant à 10/10."],
                   "Rachianesthésie. Incision transversale sus-pubienne, hystérotomie segmentaire, extraction d'un nouveau-né vivant. "
                   "Délivrance dirigée, hystérorraphie en deux plans. ", ["sonde de Foley Ch 16"]),
}


def operatoire(doc):
    """Compte rendu opératoire, team table, CCAM codes, devices and lot numbers."""
    F.setup(doc)
    r = doc.rng
    opk = r.choice(sorted(OPS))
    code, title, svc, indic, desc, devs = OPS[opk]
    c = C.Case(doc, sex="F" if opk == "cesarienne" else None, age=(22, 40) if opk == "cesarienne" else (20, 92))
    pt = c.pt
    etab, acr = c.etab(r.choice(["hospital", "clinic"]))
    chir, anesth, ibode = c.fac.doctor(), c.fac.doctor(), c.fac.doctor(title="IBODE", ident="adeli")
    day = c.ref
    F.letterhead(doc, c, etab, acr, svc, variant=r.choice(["center", "left"]))
    doc.h(r.choice(["COMPTE RENDU OPÉRATOIRE", "Compte rendu opératoire", "CRO"]), align="c", rule=True)
    F.identity_block(doc, c, ["nom", "prenom", "ddn", "ipp", "nda"], variant=r.choice(["table_h", "grid", "inline"]))
    team = [[C.label(doc, "Date d'intervention", False), [C.care(doc, c, day), ", début %02d h %02d" % (r.randint(8, 15), r.randint(0, 59))]],
            [C.label(doc, "Opérateur", False), C.doctor_runs(doc, c, chir, "Dr Prenom NOM", with_id=r.random() < 0.5)],
            [C.label(doc, "Anesthésiste", False), C.doctor_runs(doc, c, anesth, "Dr NOM")],
            [C.label(doc, "IBODE", False), [C.prenom(doc, c, ibode), " ", C.nom(doc, c, ibode), " (", *C.rpps_runs(doc, ibode), ")"]],
            [C.label(doc, "Acte CCAM", False), [M.code(doc, code), " — ", title]],
            [C.label(doc, "Score ASA", False), ["ASA %d" % r.randint(1, 3)]]]
    doc.table(None, team, [0.3, 0.7], border=r.choice(["grid", "rows"]))
    doc.h(C.label(doc, "Indication", colon=False), size=doc.style["size"] + 1, space=2)
    e = "e" if pt.sex == "F" else ""
    urg = opk in ("appendicectomie", "cholecystectomie")
    doc.p(*C.person_runs(doc, c, pt, "civ Prenom Nom"), ", ", C.age(doc, c), (", opéré%s en urgence différée. " % e) if urg else ". ",
          indic[0], M.eponym(doc, indic[1]), indic[2], space=4)
    doc.h(C.label(doc, "Description", colon=False), size=doc.style["size"] + 1, space=2)
    doc.p("Antibioprophylaxie par céfazoline 2 g IV. ", desc, "Mise en place : ", M.device(doc, devs[0]), " (lot ", M.lot(doc),
          "). Hémostase soigneuse, fermeture plan par plan. Pertes sanguines estimées à ",
          M.dose(doc, "%d mL" % r.choice([50, 100, 150, 200, 350])), ".", space=4)
    doc.table(["Dispositif implanté", "Référence", "Lot"],
              [[M.device(doc, x), M.code(doc, "REF %s-%d" % (r.choice(["UP", "EF", "CR", "DP"]), r.randint(1000, 9999))), M.lot(doc)]
               for x in devs], [0.45, 0.3, 0.25], border="grid", caption="Traçabilité des dispositifs médicaux implantables")
    doc.h(C.label(doc, "Consignes post-opératoires", colon=False), size=doc.style["size"] + 1, space=2)
    doc.p("Lever J1. ", M.drug_row(doc, M.DRUGS[11])[0], " pendant 10 jours. Ablation des fils le ",
          C.care(doc, c, day + D(days=10)), ". Consultation post-opératoire le ", C.care(doc, c, day + D(days=r.randint(30, 45))),
          ".", space=4)
    F.signature(doc, c, chir, when=day)
    F.header(doc, c, acr=acr, first=r.random() < 0.5)
    F.footer(doc, c, etab=acr)
    F.metadata(doc, c, "Compte rendu opératoire", chir)


def endoscopie(doc):
    """Compte rendu d'endoscopie digestive."""
    F.setup(doc)
    r = doc.rng
    c = C.Case(doc, age=(30, 88))
    pt = c.pt
    etab, acr = c.etab(r.choice(["hospital", "clinic"]))
    gastro, anesth = c.fac.doctor(), c.fac.doctor()
    mt = c.fac.doctor()
    day = c.ref
    F.letterhead(doc, c, etab, acr, "Unité d'endoscopie digestive", variant=r.choice(["center", "left"]))
    colo = r.random() < 0.6
    doc.h("COLOSCOPIE TOTALE" if colo else "ENDOSCOPIE ŒSO-GASTRO-DUODÉNALE", align="c")
    left = [doc.bkv([(C.label(doc, "Patient"), C.person_runs(doc, c, pt, r.choice(["NOM Prenom", "nee"]))),
                     (C.label(doc, "Né(e) le"), [C.ddn(doc, c), " (", C.age(doc, c), ")"]),
                     (C.label(doc, "IPP"), [doc.pii("IPP", c.ipp, critical=True)])])]
    right = [doc.bkv([(C.label(doc, "Date de l'examen"), [C.care(doc, c, day)]),
                      (C.label(doc, "Endoscopiste"), C.doctor_runs(doc, c, gastro, "Dr NOM")),
                      (C.label(doc, "Prescripteur"), C.doctor_runs(doc, c, mt, "Dr P. NOM"))])]
    doc.cols(left, right, split=0.5, rule=r.random() < 0.5)
    doc.kv([(C.label(doc, "Indication"), ["Dépistage après test immunologique positif" if colo else "Épigastralgies, anémie ferriprive"]),
            (C.label(doc, "Anesthésie"), ["Anesthésie générale (", *C.doctor_runs(doc, c, anesth, "Dr NOM"), ")"]),
            (C.label(doc, "Appareil"), [M.device(doc, "endoscope CF-HQ190L" if colo else "gastroscope GIF-H190"), " n° ",
                                        M.code(doc, "%d%05d" % (r.randint(2, 9), r.randint(0, 99999)))]),
            (C.label(doc, "Préparation"), [M.eponym(doc, "score de Boston") if colo else "à jeun depuis 6 heures", " : ",
                                           "9/9" if colo else "satisfaisante"]),
            (C.label(doc, "Code acte"), [M.code(doc, "HHQE005" if colo else "HEQE002")])],
           border=r.choice(["none", "lines"]))
    doc.h(C.label(doc, "Résultats", colon=False), size=doc.style["size"] + 1, space=2)
    if colo:
        doc.p("Intubation iléale aisée. Polype sessile de 8 mm du côlon sigmoïde, classé 0-Is selon la classification de Paris, "
              "réséqué à l'anse froide et récupéré (flacon 1). Diverticulose sigmoïdienne non compliquée. ", space=3)
    else:
        doc.p("Œsophage : aspect d'", M.eponym(doc, "endobrachyœsophage de Barrett"), " sur 3 cm (C1M3 selon Prague), biopsies étagées selon le protocole "
              "de Seattle (flacons 1 à 4). Estomac : ulcère antral de 12 mm, ", M.eponym(doc, "classification de Forrest"), " III. Duodénum normal.", space=3)
    doc.p(C.label(doc, "Conclusion") + " ", I("examen " + ("complet" if colo else "anormal") + ", contrôle selon histologie."),
          " Prochaine ", "coloscopie" if colo else "endoscopie", " à prévoir vers le ", C.care(doc, c, day + D(days=r.choice([365, 1095]))),
          ".", space=4)
    doc.p("Compte rendu adressé au ", *C.doctor_runs(doc, c, mt, "Dr Prenom NOM"), ", ", C.phone(doc, c, mt.phone), ".",
          size=doc.style["size"] - 1)
    F.signature(doc, c, gastro, when=day)
    F.footer(doc, c, variant=r.choice(["page_ids", "printed"]))
    F.metadata(doc, c, "Endoscopie", gastro)


def echo_obst(doc):
    """Échographie obstétricale: mother (often « née »), partner, biometry table."""
    F.setup(doc)
    r = doc.rng
    c = C.Case(doc, sex="F", age=(19, 43))
    pt = c.pt
    if not pt.birth_name and r.random() < 0.6:
        pt.birth_name = c.fac.surname()
    etab, acr = c.etab(r.choice(["hospital", "practice", "clinic"]))
    sono = c.fac.doctor(sex=r.choice("MF"))
    partner = _relative(c, "conjoint", sex="M", age=(20, 50))
    day = c.ref
    ddr = day - D(days=r.randint(150, 170))
    F.letterhead(doc, c, etab, acr, "Échographie et diagnostic prénatal", variant=r.choice(["center", "left"]))
    doc.h(r.choice(["Échographie obstétricale du 2e trimestre", "ÉCHOGRAPHIE DE DÉPISTAGE — 22 SA"]), align="c")
    rows = [(C.label(doc, "Patiente"), C.person_runs(doc, c, pt, "nee")),
            (C.label(doc, "Date de naissance"), [C.ddn(doc, c), " (", C.age(doc, c), ")"]),
            (C.label(doc, "Conjoint"), [*C.person_runs(doc, c, partner, r.choice(["Prenom NOM", "NOM Prenom"])),
                                        ", né le ", C.ddn(doc, c, partner, r.choice(["slash", "long"]))]),
            (C.label(doc, "Date des dernières règles"), [C.care(doc, c, ddr)]),
            (C.label(doc, "Date de l'examen"), [C.care(doc, c, day)]),
            (C.label(doc, "Adressée par"), ["Mme ", C.nom(doc, c, c.fac.doctor(sex="F")), ", sage-femme libérale"])]
    doc.kv(rows, border=r.choice(["grid", "none", "lines"]), widths=(0.35, 0.65))
    doc.p(C.label(doc, "Terme") + " ", M.dose(doc, "22 SA + %d j" % r.randint(0, 6)), " — grossesse monofœtale, ",
          "présentation céphalique. Activité cardiaque présente, ", M.dose(doc, "%d bpm" % r.randint(135, 160)), ".", space=4)
    bio = [["Bipariétal (BIP)", M.dose(doc, "%d mm" % r.randint(52, 58)), "50e"],
           ["Périmètre céphalique (PC)", M.dose(doc, "%d mm" % r.randint(195, 210)), "45e"],
           ["Périmètre abdominal (PA)", M.dose(doc, "%d mm" % r.randint(170, 185)), "55e"],
           ["Longueur fémorale (LF)", M.dose(doc, "%d mm" % r.randint(36, 41)), "40e"],
           [["Poids fœtal estimé (", M.eponym(doc, "Hadlock"), ")"], M.dose(doc, "%d g" % r.randint(450, 560)), "48e"]]
    doc.table(["Biométrie", "Mesure", "Percentile"], bio, [0.5, 0.25, 0.25], border="grid", align=["l", "r", "c"])
    doc.p("Morphologie : analyse satisfaisante de l'extrémité céphalique, du rachis, des quatre cavités cardiaques et des membres. "
          "Placenta antérieur, non bas inséré. Liquide amniotique normal. ", M.eponym(doc, "Doppler"),
          " des artères utérines normal.", space=4)
    doc.p(C.label(doc, "Conclusion") + " ", B("Examen morphologique normal pour le terme."), " Prochaine échographie vers 32 SA, le ",
          C.care(doc, c, ddr + D(days=224)), ". ", "Joignable au ", C.phone(doc, c, pt.phone), ".", space=4)
    F.signature(doc, c, sono, when=day)
    F.header(doc, c, variant=r.choice(["name_ddn", "name_ipp"]), first=True)
    F.footer(doc, c, variant="page")
    F.metadata(doc, c, "Echographie obstetricale", sono)


KINDS = [("crh", crh), ("consultation", consultation), ("operatoire", operatoire), ("endoscopie", endoscopie),
         ("echo_obst", echo_obst)]
