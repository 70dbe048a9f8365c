"""Kinds: lettre de liaison, compte rendu opératoire, biologie, imagerie, ordonnance."""

from __future__ import annotations

from . import common as C
from . import ids, pools
from .model import Doc, Page
from .people import Etab, Patient, Place


def liaison(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx, word_name=C.word_name(ctx))
    etab = Etab(ctx)
    senior, interne, mt = ctx.person("praticien"), ctx.person("praticien"), ctx.person("praticien")
    sec = ctx.person("soignant")
    adm = ids.care_day(r)
    out = C.days(adm, r.randint(3, 12))
    ill = r.choice([("Pneumopathie franche lobaire inférieure droite", "J18.1"), ("Décompensation cardiaque globale", "I50.0"),
                    ("Pyélonéphrite aiguë gauche", "N10"), ("Exacerbation de BPCO", "J44.1")])
    doc = Doc(name, "liaison", producer)
    p1 = Page()
    p1.add(("cols", C.letterhead(ctx, etab, r.choice(["Pôle de médecine — Unité de court séjour gériatrique",
                                                      "Service de pneumologie, 3e étage aile B", "Médecine polyvalente"])),
            [("para", ["À l'attention du Docteur ", mt.name("T")], {"size": "small"}),
             ("para", ["Cabinet médical, ", pat.ville("praticien")], {"size": "small"}),
             C.sticker(ctx, pat, r.randint(0, 2), width=0.95)], {"ratio": 0.56}),
           ("title", ["Lettre de liaison à la sortie d'hospitalisation"], {"size": "large"}),
           ("kv", [("Patient(e)", pat.full(r.choice(["UF", "U,F"]))),
                   ("Date de naissance", [pat.ddn(r.choice(["slash", "abbr", "long"]), "Date de naissance")]),
                   ("Lieu de naissance", pat.bplace()),
                   ("Domicile", pat.full_addr()),
                   ("Joignable au", [pat.tel(True), " ou ", pat.tel(False)]),
                   ("INS", [pat.nir(0), " (OID ", ctx.code("1.2.250.1.213.1.4.8"), ")"]),
                   ("Séjour", ["du ", ctx.dsoin(adm), " au ", ctx.dsoin(out), " — n° de venue ", pat.nda()])],
            {"label_width": 0.26}),
           ("para", ["Motif d'hospitalisation", ], {"bold": True}),
           ("para", ["Votre patient(e) a été admis(e) par les urgences pour ", ill[0].lower(), " (", ctx.code(ill[1]),
                     "). Score de gravité calculé à l'entrée ; ", ctx.epon(*r.choice(pools.EPONYMS)), " noté au dossier. ",
                     "Hospitalisation en ", ctx.salle("chambre %d" % r.randint(101, 349)), "."]),
           ("para", ["Évolution", ], {"bold": True}),
           ("para", ["Apyrexie obtenue à J3 de l'antibiothérapie. Fonction rénale stable (créatinine ",
                     ctx.labo("%d µmol/L" % r.randint(70, 160)), "). Poids de sortie ", ctx.labo("%d,%d kg" % (r.randint(48, 96), r.randint(0, 9))),
                     ", tension ", ctx.labo("%d/%d mmHg" % (r.randint(105, 160), r.randint(55, 95))), "."]))
    ws = C.word_sentence(ctx, pat)
    if ws:
        p1.add(("para", ["Mode de vie : "] + ws + ["."]))
    tw = C.town_word(ctx, pat)
    if tw:
        p1.add(("para", ["Plaintes à la sortie : "] + tw + ["."]))
    p2 = Page()
    rows = [[[ctx.med(d)], [ctx.labo(dose)], [r.choice(["1 le matin", "1 matin et soir", "1 au coucher", "si douleur, max 3/j"])],
             [ctx.code(atc)]] for d, dose, atc in C.drugs(ctx, r.randint(3, 5))]
    p2.add(("para", ["Traitement de sortie"], {"bold": True}),
           ("table", ["Spécialité", "Dosage", "Posologie", "ATC"], rows, {"widths": [0.3, 0.2, 0.3, 0.2]}),
           ("para", ["Personne de confiance désignée : ", ctx.person("proche").name("FU")[0], " ",
                     ctx.pii("NOM", ctx.surname().upper(), "proche"), " (", r.choice(["fille", "fils", "neveu", "voisine"]),
                     "), tél. ", ctx.pii("TEL", ids.phone(r, r.randint(0, 5), True), "proche"), "."]),
           ("para", ["Suites"], {"bold": True}),
           ("para", ["Consultation de contrôle prévue le ", ctx.dsoin(C.days(out, r.randint(20, 45))),
                     ". Bilan sanguin à refaire sous huit jours au laboratoire de ville. Courrier dicté par ",
                     interne.dr("T"), ", interne, relu par ", senior.dr("FU"), "."]),
           ("space", 1))
    p2.add(*C.signature(ctx, senior, etab, city_day=(etab.ville(), ctx.dsoin(out))))
    p2.add(("para", ["Secrétariat : ", sec.name("T"), " — ", etab.tel()], {"size": "small", "align": "r"}))
    doc.pages = [p1, p2]
    login = ctx.login(sec)
    C.furnish(doc, ctx, pat, etab, login, out, head_first=r.random() < 0.5)
    if r.random() < 0.6:
        doc.meta = {"title": ["Lettre de liaison - "] + pat.name("UF"), "author": [login]}
    return doc


def cro(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx, word_name=C.word_name(ctx))
    etab = Etab(ctx)
    chir, anes, aide = ctx.person("praticien"), ctx.person("praticien"), ctx.person("soignant")
    day = ids.care_day(r)
    op = r.choice([("Cholécystectomie par cœlioscopie", "HMFC004", "K80.1"), ("Appendicectomie cœlioscopique", "HHFA016", "K35.8"),
                   ("Cure de hernie inguinale droite avec plaque", "LMMA012", "K40.9"),
                   ("Ostéosynthèse du col fémoral par vis-plaque", "NBCA006", "S72.0")])
    doc = Doc(name, "cro", producer)
    p1 = Page()
    p1.add(*C.letterhead(ctx, etab, "Bloc opératoire central — chirurgie viscérale et orthopédique", align="c"))
    p1.add(("rule",), ("title", ["Compte rendu opératoire"]),
           ("cols", [("kv", [("Opéré(e)", pat.full("UF")), ("Né(e) le", [pat.ddn(r.choice(["slash", "upper", "short"]), "Né(e) le")]),
                             ("IPP", [pat.ipp()]), ("Venue", [pat.nda()])], {"label_width": 0.34, "size": "small"})],
            [("kv", [("Date", [ctx.dsoin(day)]), ("Salle", [ctx.salle("salle %d" % r.randint(1, 9))]),
                     ("Opérateur", chir.dr("UF")), ("Anesthésiste", anes.dr("UF")),
                     ("Aide", [aide.name("UF")[0], " ", aide.N(), " (IBODE)"])], {"label_width": 0.36, "size": "small"})],
            {"ratio": 0.5}),
           ("kv", [("Intervention", [op[0], " — CCAM ", ctx.code(op[1])]), ("Diagnostic", ["CIM-10 ", ctx.code(op[2])]),
                   ("Anesthésie", ["générale, ASA %d" % r.randint(1, 3)])], {"label_width": 0.22}),
           ("para", ["Description"], {"bold": True}),
           ("para", ["Installation en décubitus dorsal, bras droit le long du corps. Antibioprophylaxie par ",
                     ctx.med("Céfazoline"), " ", ctx.labo("2 g"), " IVD à l'induction. Open-coelioscopie ombilicale, "
                     "pneumopéritoine à ", ctx.labo("12 mmHg"), ", trois trocarts. Exploration : pas d'ascite, foie d'aspect normal. "
                     "Dissection prudente, hémostase soigneuse à la pince bipolaire. Pertes sanguines estimées à ",
                     ctx.labo("%d mL" % r.choice([30, 50, 80, 150])), ". Fermeture aponévrotique au fil résorbable, "
                     "surjet intradermique. Pansement sec."]),
           ("para", ["Suites prévues : lever à J0, reprise alimentaire le soir, sortie envisagée le ",
                     ctx.dsoin(C.days(day, r.randint(1, 3))), " si douleur contrôlée (EVA inférieure à 3). Anatomopathologie envoyée au ",
                     "laboratoire (bon n° ", ctx.pii("AUTRE", "AP%s-%s" % (ids.digits(r, 2), ids.digits(r, 5)), "dossier_labo"), ")."]))
    ws = C.word_sentence(ctx, pat)
    if ws:
        p1.add(("para", ["Antécédent notable : "] + ws + ["."]))
    p1.add(*C.signature(ctx, chir, etab, with_rpps=True, mail=False))
    doc.pages = [p1]
    login = ctx.login(chir)
    C.furnish(doc, ctx, None, etab, login, day)
    if r.random() < 0.5:
        doc.meta = {"title": ["CRO ", ctx.dsoin(day, "iso"), " "] + pat.name("N"), "subject": [op[0]]}
    return doc


def biologie(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx)
    lab = Place(ctx, r.choice(pools.LABS))
    bio, presc = ctx.person("praticien"), ctx.person("praticien")
    day = ids.care_day(r)
    dossier = ctx.pii("AUTRE", "%s-%s" % (day.strftime("%y%m%d"), ids.digits(r, 4)), "dossier_labo")
    doc = Doc(name, "biologie", producer)
    fin = ids.finess(r, lab.town[2][:2])
    p1 = Page()
    p1.add(("cols", [("para", [lab.name()], {"bold": True, "size": "big"}),
                     ("para", lab.addr(), {"size": "small"}),
                     ("para", ["Tél. ", lab.tel(), " — FINESS ", ctx.pii("FINESS", fin, "etab")], {"size": "small"}),
                     ("para", ["Biologiste responsable : ", bio.dr("T")], {"size": "small"})],
            [("para", [pat.civ, " "] + pat.name(r.choice(["UF", "lower"])), {"bold": True}),
             ("para", pat.addr(), {}), ("para", [pat.cp(), " ", pat.ville()], {})], {"ratio": 0.55}),
           ("title", ["Compte rendu d'analyses de biologie médicale"], {"size": "big"}),
           ("table", ["N° dossier", "Prélevé le", "Date de naissance", "Prescripteur"],
            [[[dossier], [ctx.dsoin(day), " 07h40"], [pat.ddn(r.choice(["slash", "dash", "iso"]), "Date de naissance")],
              presc.dr("N")]], {"widths": [0.22, 0.24, 0.24, 0.3]}),
           ("para", ["Biochimie sanguine"], {"bold": True}),
           ("table", ["Code", "Analyse", "Résultat", "Unité", "Valeurs de référence", ""], C.lab_rows(ctx, 7),
            {"widths": [0.12, 0.26, 0.14, 0.12, 0.28, 0.08]}),
           ("para", ["Antériorité du ", ctx.dsoin(C.days(day, -r.randint(30, 200))), " : résultats comparables. "
                     "Hémolyse : absente. Prélèvement réalisé au laboratoire, ", ctx.salle("box %d" % r.randint(1, 6)), "."]))
    p2 = Page()
    p2.add(("para", ["Hématologie — hémostase"], {"bold": True}),
           ("table", ["Code", "Analyse", "Résultat", "Unité", "Valeurs de référence", ""], C.lab_rows(ctx, 6),
            {"widths": [0.12, 0.26, 0.14, 0.12, 0.28, 0.08]}),
           ("para", ["Commentaire : contrôle conseillé dans un mois. Résultats transmis au prescripteur par messagerie "
                     "sécurisée (", presc.email("medecin.mssante.fr"), ")."], {"size": "small"}),
           ("para", ["Validé biologiquement le ", ctx.dsoin(day), " par ", bio.dr("FU"), " — RPPS ", bio.rpps()], {"align": "r"}))
    doc.pages = [p1, p2]
    for i, pg in enumerate(doc.pages):
        pg.footer = [["Dossier ", dossier, " — ", pat.name(r.choice(["UF", "N"])), " — page %d/2" % (i + 1)]]
        if i:
            pg.header = [[lab.name(), " — suite du dossier ", dossier]]
    if r.random() < 0.5:
        doc.meta = {"title": ["Résultats ", dossier], "author": [lab.name()]}
    return doc


def imagerie(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx, word_name=C.word_name(ctx, 0.25))
    cen = Place(ctx, r.choice(pools.IMAGING))
    rad, dem = ctx.person("praticien"), ctx.person("praticien")
    day = ids.care_day(r)
    acc = ctx.pii("AUTRE", r.choice(["RX%s.%s.%s" % (ids.digits(r, 2), ids.digits(r, 3), ids.digits(r, 3)),
                                     "ACC-%s-%s" % (ids.letters(r, 1) + ids.digits(r, 2), ids.digits(r, 7))]), "accession")
    exam = r.choice([("Scanner thoraco-abdomino-pelvien avec injection", "ZCQK004"), ("IRM du genou gauche", "NZQN001"),
                     ("Échographie abdominale complète", "ZCQM001"), ("Radiographie du thorax de face", "ZBQK002")])
    doc = Doc(name, "imagerie", producer)
    p = Page()
    p.add(("para", [cen.name()], {"bold": True, "size": "large", "align": "c"}),
          ("para", cen.addr() + [" — secrétariat ", cen.tel()], {"align": "c", "size": "small"}),
          ("rule",),
          ("cols", [("kv", [("Patient", pat.full(r.choice(["UF", "UU"]))), ("Naissance", [pat.ddn(r.choice(["long_day", "abbr", "slash"]), "Naissance")]),
                            ("N° examen", [acc])], {"label_width": 0.3, "size": "small"})],
           [("kv", [("Examen du", [ctx.dsoin(day, r.choice(["slash", "long"]))]), ("Demandé par", dem.dr("T")),
                    ("Appareil", [ctx.salle("salle %s" % r.choice(["A", "B", "2", "IRM 1"]))])], {"label_width": 0.36, "size": "small"})],
           {"ratio": 0.55}),
          ("title", [exam[0]], {"size": "big"}),
          ("para", ["Indication : ", r.choice(["bilan d'extension", "douleur persistante", "suspicion de lésion ligamentaire",
                                              "fièvre inexpliquée"]), ". Acte CCAM ", ctx.code(exam[1]), "."]),
          ("para", ["Technique : acquisition hélicoïdale, injection de ", ctx.labo("80 mL"), " de produit de contraste iodé, "
                    "PDL ", ctx.labo("%d mGy.cm" % r.randint(180, 900)), ". Pas d'incident."]),
          ("para", ["Résultats : absence d'anomalie du parenchyme pulmonaire. Pas d'épanchement. Rate homogène de ",
                    ctx.labo("%d mm" % r.randint(90, 125)), ". Nodule hépatique segment VI de ", ctx.labo("%d mm" % r.randint(4, 14)),
                    ", d'allure bénigne. Pas d'adénomégalie."]))
    ws = C.word_sentence(ctx, pat)
    if ws:
        p.add(("para", ["Contexte clinique : "] + ws + ["."]))
    p.add(("para", ["Conclusion : examen sans lésion suspecte. Contrôle conseillé à six mois. Comparaison avec l'examen du ",
                    ctx.dsoin(C.days(day, -r.randint(90, 400))), "."], {"bold": True}),
          ("para", ["Compte rendu validé par ", rad.dr("FU"), ", radiologue — ", rad.rpps8()], {"align": "r", "size": "small"}))
    doc.pages = [p]
    p.footer = [["Images disponibles 12 mois sur le portail (identifiant d'accès : ", acc, ") — ", cen.name()]]
    if r.random() < 0.7:
        doc.meta = {"title": [exam[0]], "author": rad.name("T"), "subject": pat.name("UF")}
    return doc


def ordonnance(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx, lo=1940, hi=2010)
    med = ctx.person("praticien")
    day = ids.care_day(r)
    town = r.choice(pools.TOWNS)
    street = r.choice(pools.STREETS)
    dept = town[2][:2]
    oid = ctx.pii("AUTRE", r.choice(["%sB%s" % (day.year, ids.digits(r, 8)), "ORD-%s-%s" % (ids.letters(r, 2) + ids.digits(r, 2), ids.letters(r, 4))]), "ordonnance")
    doc = Doc(name, "ordonnance", producer)
    p = Page()
    p.add(("cols", [("para", med.dr("FU", r.choice(["Docteur", "Dr"])), {"bold": True, "size": "big"}),
                     ("para", [r.choice(["Médecine générale", "Rhumatologie", "Cardiologie — Maladies vasculaires"])], {"size": "small"}),
                     ("para", ["RPPS ", med.rpps(), " — AM ", med.adeli(dept)], {"size": "small"}),
                     ("para", [ctx.pii("ADRESSE", "%d %s" % (r.randint(1, 80), street), "praticien", (street,)), ", ",
                               ctx.pii("CODE_POSTAL", town[1], "praticien"), " ", ctx.pii("VILLE", town[0], "praticien")], {"size": "small"}),
                     ("para", ["Tél. ", ctx.pii("TEL", ids.phone(r, r.randint(0, 5)), "praticien")], {"size": "small"})],
            [("para", ["Le ", ctx.dsoin(day, r.choice(["slash", "long"]))], {"align": "r"}),
             ("para", [pat.civ, " "] + pat.name(r.choice(["UF", "T", "lower"])), {"align": "r", "bold": True}),
             ("para", ["né(e) le ", pat.ddn(r.choice(["slash", "short", "dots"]), "né(e) le")], {"align": "r", "size": "small"})],
            {"ratio": 0.6}),
          ("para", ["Ordonnance n° ", oid], {"size": "small"}),
          ("title", ["ORDONNANCE"], {"size": "large"}))
    for d, dose, atc in C.drugs(ctx, r.randint(3, 5)):
        p.add(("para", [ctx.med(d), " ", ctx.labo(dose)], {"bold": True}),
              ("para", [r.choice(["1 comprimé matin et soir pendant 10 jours", "1 gélule le matin, à renouveler 3 mois",
                                  "1 sachet par jour si constipation", "1 comprimé toutes les 6 heures si douleur, maximum 4 par jour",
                                  "1 injection sous-cutanée par jour pendant 14 jours"]), " (ATC ", ctx.code(atc), ")"]))
    p.add(("para", ["Délivrance : code UCD ", ctx.code("34008" + ids.digits(r, 8)), " — posologie de l'anticoagulant selon schéma ",
                    ctx.labo(r.choice(["1-0-1", "0-0-1", "1-1-1"])), ", INR cible ", ctx.labo("2 - 3")], {"size": "small"}))
    p.add(("para", ["Poids : ", ctx.labo("%d kg" % r.randint(45, 99)), " — clairance estimée ", ctx.labo("%d mL/min" % r.randint(35, 110))],
           {"size": "small"}),
          ("space", 2),
          ("para", ["Signature et cachet"], {"align": "r", "italic": True}),
          ("para", ["En cas d'urgence, composer le 15."], {"size": "tiny", "align": "c"}))
    doc.pages = [p]
    if r.random() < 0.5:
        doc.meta = {"title": ["Ordonnance "] + pat.name("UF"), "author": med.dr("T")}
    return doc
