"""Kinds: résumé de passage aux urgences, facture / feuille de soins, anatomopathologie, synthèse RCP."""

from __future__ import annotations

from . import common as C
from . import ids, pools
from .model import Doc, Page
from .people import Etab, Patient, Place


def urgences(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx, word_name=C.word_name(ctx, 0.35))
    etab = Etab(ctx)
    urg, ioa = ctx.person("praticien"), ctx.person("soignant")
    day = ids.care_day(r)
    doc = Doc(name, "urgences", producer)
    p1 = Page()
    p1.add(("para", [etab.name(), " — Structure des urgences adultes"], {"bold": True}),
           ("para", ["Accueil ", etab.tel(), " — FINESS géographique ", etab.finess(True)], {"size": "small"}),
           ("title", ["Résumé de passage aux urgences"], {"size": "big"}),
           ("kv", [("Identité", [pat.N(), ", ", pat.F()] + ([" (ép. ", ctx.pii("NOM", pat.spouse.upper(), "patient"), ")"] if pat.spouse else [])),
                   ("Né(e) le", [pat.ddn(r.choice(["slash", "short", "dots", "upper"]), "Né(e) le"), " à "] + pat.bplace()),
                   ("Adresse", pat.full_addr()),
                   ("Téléphone", [pat.tel(True)]),
                   ("IPP / passage", [pat.ipp(), " / ", pat.nda()]),
                   ("Arrivée", [ctx.dsoin(day), " à ", r.choice(C.HOURS), " — mode : ", r.choice(["SMUR", "pompiers", "moyens personnels"])]),
                   ("Tri IOA", ["niveau %d (échelle FRENCH) par " % r.randint(2, 4)] + ioa.name("T")),
                   ("Box", [ctx.salle("box %d" % r.randint(1, 14))])], {"label_width": 0.24}),
           ("para", ["Motif de recours : ", r.choice(["douleur thoracique", "chute de sa hauteur", "malaise", "dyspnée fébrile"]),
                     ". Constantes : PA ", ctx.labo("%d/%d mmHg" % (r.randint(95, 180), r.randint(50, 100))), ", FC ",
                     ctx.labo("%d/min" % r.randint(55, 125)), ", SpO2 ", ctx.labo("%d %%" % r.randint(88, 99)), ", T ",
                     ctx.labo("%d,%d °C" % (r.randint(36, 39), r.randint(0, 9))), ", glycémie capillaire ", ctx.labo("%d,%d g/L" % (r.randint(0, 2), r.randint(10, 99))), "."]),
           ("para", ["Examen : patient conscient, ", ctx.epon("score de Glasgow", "Glasgow"), " à 15. Pas de déficit. "
                     "Abdomen souple. Mollets libres."]))
    ws = C.word_sentence(ctx, pat)
    if ws:
        p1.add(("para", ["Circonstances : "] + ws + ["."]))
    tw = C.town_word(ctx, pat)
    if tw:
        p1.add(("para", ["Signale aussi "] + tw + ["."]))
    p2 = Page()
    p2.add(("para", ["Examens complémentaires"], {"bold": True}),
           ("table", ["Code", "Analyse", "Résultat", "Unité", "Normes", ""], C.lab_rows(ctx, 5),
            {"widths": [0.12, 0.26, 0.14, 0.12, 0.28, 0.08]}),
           ("para", ["ECG : rythme sinusal, pas de trouble de repolarisation. Radiographie thoracique : ",
                     "pas de foyer. Troponine H0 ", ctx.labo("%d ng/L" % r.randint(3, 12)), ", H3 identique."]),
           ("para", ["Diagnostic de sortie : ", ctx.code(r.choice(["R07.4", "S06.0", "R55", "J18.9"])), " — ",
                     "orientation : retour à domicile le ", ctx.dsoin(day), "."]),
           ("para", ["Traitement remis : ", ctx.med("Paracétamol"), " ", ctx.labo("1 g"), " x3/j si douleur, pendant 5 jours."]),
           ("para", ["Médecin : ", ] + urg.dr("UF") + [" — RPPS ", urg.rpps()], {"align": "r"}),
           ("para", ["Informations remises à ", ctx.person("proche").name("FU")[0], " ", ctx.pii("NOM", ctx.surname().upper(), "proche"),
                     ", ", r.choice(["conjoint", "fille", "voisin"]), " (", ctx.pii("TEL", ids.phone(r, r.randint(0, 5), True), "proche"), ")."], {"size": "small"}))
    doc.pages = [p1, p2]
    C.furnish(doc, ctx, pat, etab, ctx.login(urg), day, head_first=False)
    if r.random() < 0.6:
        doc.meta = {"title": ["RPU "] + pat.name("UF") + [" ", pat.ipp()], "author": [ctx.login(ioa)]}
    return doc


def facture(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx)
    etab = Etab(ctx)
    day = ids.care_day(r)
    mut = r.choice(pools.MUTUELLES)
    fno = ctx.pii("AUTRE", "FAC-%s-%s" % (day.year, ids.digits(r, 6)), "facture")
    doc = Doc(name, "facture", producer)
    p = Page()
    rows, total = [], 0.0
    for label, code in r.sample([("Consultation spécialiste", "APC"), ("Forfait journalier", "FJ"), ("Scanner abdomen", "ZCQK002"),
                                 ("Échographie doppler", "EBQM001"), ("Prélèvement veineux", "PB"), ("Majoration urgences", "MU"),
                                 ("Chambre particulière", "CPART"), ("Actes de biologie", "B070")], 5):
        amt = r.choice([20.0, 23.0, 25.0, 46.0, 69.3, 96.11, 33.5, 56.0])
        total += amt
        rows.append([[ctx.dsoin(C.days(day, r.randint(0, 2)))], [label], [ctx.code(code)], ["1"], [("%.2f €" % amt).replace(".", ",")]])
    p.add(("cols", C.letterhead(ctx, etab, "Bureau des admissions et des frais de séjour"),
           [("box", [[pat.civ, " "] + pat.name(r.choice(["UF", "UU", "lower"])), pat.addr(), [pat.cp(), " ", pat.ville()]],
             {"width": 0.95, "title": "Destinataire"})], {"ratio": 0.55}),
          ("title", ["Avis des sommes à payer — facture de soins"], {"size": "big"}),
          ("kv", [("Facture n°", [fno]), ("Émise le", [ctx.dsoin(C.days(day, r.randint(5, 20)))]),
                  ("Patient", pat.name("U,F") + [", né(e) le ", pat.ddn(r.choice(["slash", "iso", "compact"]), "né(e) le")]),
                  ("N° de séjour", [pat.nda()]), ("Assuré", [pat.nir(r.randint(0, 2))]),
                  ("Complémentaire", [mut[0], " (", mut[1], ") — adhérent ", ctx.pii("AUTRE", C.mutual_no(ctx), "mutuelle")])],
           {"label_width": 0.24, "size": "small"}),
          ("table", ["Date", "Prestation", "Code", "Qté", "Montant"], rows, {"widths": [0.16, 0.38, 0.18, 0.08, 0.2]}),
          ("para", [("Total : %.2f € — part AMO : %.2f € — reste à charge : %.2f €" % (total, total * 0.7, total * 0.3)).replace(".", ",")], {"bold": True, "align": "r"}),
          ("para", ["Règlement à réception auprès du Trésor public ou en ligne avec la référence ", fno,
                    ". Renseignements : ", etab.tel(), " (du lundi au vendredi, 9 h - 16 h)."], {"size": "small"}))
    p.landscape = producer in ("typst", "cairo")
    doc.pages = [p]
    p.footer = [["Ordonnateur : ", etab.acr(), " — FINESS juridique ", etab.finess(False), " — document non contractuel"]]
    if r.random() < 0.5:
        doc.meta = {"title": ["Facture ", fno], "subject": pat.name("UF")}
    return doc


def anapath(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx, word_name=C.word_name(ctx, 0.3))
    cab = Place(ctx, r.choice(pools.PATHO))
    path, chir = ctx.person("praticien"), ctx.person("praticien")
    day = ids.care_day(r)
    exam = ctx.pii("AUTRE", "%s-H-%s" % (day.strftime("%y"), ids.digits(r, 5)), "dossier_labo")
    doc = Doc(name, "anapath", producer)
    p1 = Page()
    p1.add(("para", [cab.name()], {"bold": True, "size": "big", "align": "c"}),
           ("para", cab.addr() + [" — ", cab.tel()], {"align": "c", "size": "small"}),
           ("rule",),
           ("table", ["Examen n°", "Patient", "Naissance", "Prélevé le", "Reçu le"],
            [[[exam], pat.name(r.choice(["UF", "U,F"])), [pat.ddn(r.choice(["slash", "dash", "abbr"]), "Naissance")],
              [ctx.dsoin(day)], [ctx.dsoin(C.days(day, 1))]]], {"widths": [0.17, 0.27, 0.2, 0.18, 0.18]}),
           ("para", ["Médecin demandeur : ", ] + chir.dr("FU") + [" — IPP établissement ", pat.ipp()], {"size": "small"}),
           ("title", ["Compte rendu d'anatomie et de cytologie pathologiques"], {"size": "big"}),
           ("para", ["Renseignements cliniques"], {"bold": True}),
           ("para", ["Polype sigmoïdien de ", ctx.labo("%d mm" % r.randint(8, 30)), " réséqué en coloscopie. Antécédent familial de cancer colorectal."]),
           ("para", ["Macroscopie"], {"bold": True}),
           ("para", ["Fragment polypoïde de ", ctx.labo("%d x %d x %d mm" % (r.randint(8, 25), r.randint(6, 20), r.randint(4, 12))),
                     ", encré, inclus en totalité en ", ctx.labo("%d cassettes" % r.randint(2, 5)), "."]),
           ("para", ["Microscopie"], {"bold": True}),
           ("para", ["Adénome tubulo-villeux en dysplasie de bas grade. Pas de foyer de carcinome. Marge de résection saine ",
                     "(distance minimale ", ctx.labo("%d,%d mm" % (r.randint(1, 5), r.randint(0, 9))), "). ",
                     ctx.epon(*r.choice([("classification de Vienne", "Vienne"), ("classification de Dukes", "Dukes")])), " : catégorie 3."]))
    ws = C.word_sentence(ctx, pat)
    if ws:
        p1.add(("para", ["Note clinique : "] + ws + ["."]))
    p2 = Page()
    p2.add(("para", ["Conclusion"], {"bold": True}),
           ("box", [["Adénome tubulo-villeux en dysplasie de bas grade, résection complète."],
                    ["Codes ADICAP ", ctx.code("BHBCA7A0"), " — CIM-O ", ctx.code("8263/0"), " — CIM-10 ", ctx.code("D12.5")]],
            {"width": 0.9, "size": "norm"}),
           ("para", ["Relecture en double par ", path.dr("T"), " et ", ctx.person("praticien").dr("FU"), " le ", ctx.dsoin(C.days(day, 4)), "."]),
           ("para", ["Compte rendu signé électroniquement — ", path.dr("FU"), " — RPPS ", path.rpps()], {"align": "r", "size": "small"}),
           ("para", ["Copie : ", ctx.person("praticien").dr("FU"), ", médecin traitant."], {"size": "small"}))
    doc.pages = [p1, p2]
    for i, pg in enumerate(doc.pages):
        pg.footer = [["Examen ", exam, " — ", pat.name("UF"), " — page %d/2" % (i + 1)]]
    if r.random() < 0.5:
        doc.meta = {"title": ["ACP ", exam], "author": path.name("T")}
    return doc


def rcp(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx, lo=1938, hi=1985)
    etab = Etab(ctx, [h for h in pools.HOSPITALS if h[1] in ("ICAS", "CHMA", "GHHV")])
    members = [ctx.person("praticien") for _ in range(4)]
    day = ids.care_day(r)
    doc = Doc(name, "rcp", producer)
    p1 = Page()
    p1.add(*C.letterhead(ctx, etab, "Réunion de concertation pluridisciplinaire — oncologie digestive", align="c"))
    p1.add(("title", ["Fiche RCP — synthèse de la décision"], {"size": "big"}),
           ("kv", [("Date de la RCP", [ctx.dsoin(day, "long_day")]),
                   ("Patient(e)", [pat.civ, " "] + pat.full("UF", civ=False) + [", ", pat.ddn(r.choice(["slash", "abbr", "iso", "long_day"]), "")]),
                   ("INS", [pat.nir(r.randint(0, 2)), " — ", ctx.code("1.2.250.1.213.1.4.8")]),
                   ("Présenté par", members[0].dr("FU")),
                   ("Médecin traitant", members[3].dr("UF")),
                   ("Quorum", ["oncologue, chirurgien, radiologue, pathologiste — atteint"])], {"label_width": 0.26}),
           ("para", ["Histoire"], {"bold": True}),
           ("para", ["Adénocarcinome du ", r.choice(["côlon droit", "rectum", "pancréas"]), " (", ctx.code(r.choice(["C18.2", "C20", "C25.0"])),
                     ") diagnostiqué le ", ctx.dsoin(C.days(day, -r.randint(20, 60))), ". Stade ", r.choice(["pT3N1M0", "cT2N0M0", "pT4aN2bM0"]),
                     ". ECOG ", str(r.randint(0, 2)), ". ACE ", ctx.labo("%d,%d µg/L" % (r.randint(1, 30), r.randint(0, 9))), ", CA 19-9 ",
                     ctx.labo("%d UI/mL" % r.randint(5, 300)), "."]),
           ("table", ["Participant", "Spécialité", "Présent"],
            [[m.dr("UF"), [s], ["oui"]] for m, s in zip(members[:3], ["oncologie médicale", "chirurgie digestive", "radiologie"])],
            {"widths": [0.45, 0.4, 0.15]}))
    p2 = Page()
    p2.add(("para", ["Proposition thérapeutique"], {"bold": True}),
           ("box", [["Chimiothérapie adjuvante par FOLFOX, 12 cures, début souhaité avant le ", ctx.dsoin(C.days(day, 30)), "."],
                    ["Pose de chambre implantable programmée (", ctx.salle("salle %d" % r.randint(1, 8)), ")."],
                    ["Essai thérapeutique proposé : non éligible."]], {"width": 0.95, "size": "norm"}),
           ("para", ["La proposition sera présentée au patient lors de la consultation d'annonce avec ",
                     members[0].dr("T"), " et l'infirmière de coordination ", ctx.person("soignant").name("FU")[0], ", joignable au ",
                     ctx.pii("TEL", ids.phone(r, r.randint(0, 3)), "etab"), "."]),
           ("para", ["Domicile du patient : "] + pat.full_addr() + [" — tél. ", pat.tel(True)], {"size": "small"}),
           ("para", ["Validé par le coordonnateur de la RCP, ", members[1].dr("FU"), ", RPPS ", members[1].rpps(), "."], {"size": "small"}))
    doc.pages = [p1, p2]
    C.furnish(doc, ctx, pat, etab, ctx.login(members[0]), day)
    if r.random() < 0.6:
        doc.meta = {"title": ["RCP ", ctx.dsoin(day), " "] + pat.name("UF"), "keywords": ["RCP, ", etab.acr()]}
    return doc
