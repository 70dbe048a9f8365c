"""Kinds: consultation, certificat, courrier d'adressage, bon de transport, fiche de liaison infirmière."""

from __future__ import annotations

from . import common as C
from . import ids, pools
from .model import Doc, Page
from .people import Etab, Patient, Place


def consultation(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx, word_name=C.word_name(ctx, 0.4))
    etab = Etab(ctx)
    doc_p, mt, sec = ctx.person("praticien"), ctx.person("praticien"), ctx.person("soignant")
    day = ids.care_day(r)
    spec = r.choice(["Consultation de rhumatologie", "Consultation de cardiologie", "Consultation mémoire", "Consultation de diabétologie"])
    doc = Doc(name, "consultation", producer)
    p1 = Page()
    p1.add(*C.letterhead(ctx, etab, spec + " — secrétariat " + r.choice(["niveau 0, porte 4", "bâtiment Les Tilleuls"]), with_finess=False))
    p1.add(("rule",),
           ("para", ["Cher confrère, cher ", mt.dr("N", "Docteur")[0]] + mt.dr("N", "Docteur")[1:] + [","]),
           ("para", ["J'ai revu ce ", ctx.dsoin(day, r.choice(["long_day", "long", "slash"])), " en consultation ",
                     pat.civ, " "] + pat.name(r.choice(["T", "FU"])) + [", née le " if pat.sex == "F" else ", né le ",
                     pat.ddn(r.choice(["long", "upper", "abbr", "long_day"]), "né née le"), ", domicilié(e) ", ] + pat.full_addr(" ") + [
                     ", que vous m'aviez adressé(e) pour avis."]),
           ("para", ["Antécédents"], {"bold": True}),
           ("para", ["HTA traitée depuis 2009. Cholécystectomie ancienne. Allergie à la pénicilline (urticaire). ",
                     "Tabagisme sevré, ", ctx.labo("25 PA"), "."]))
    ws = C.word_sentence(ctx, pat)
    if ws:
        p1.add(("para", ["Mode de vie : "] + ws + [", vit en couple, autonome."]))
    p1.add(("para", ["Examen"], {"bold": True}),
           ("para", ["Poids ", ctx.labo("%d kg" % r.randint(50, 104)), ", taille ", ctx.labo("%d cm" % r.randint(150, 192)),
                     ", PA ", ctx.labo("%d/%d mmHg" % (r.randint(110, 170), r.randint(60, 95))), ", FC ", ctx.labo("%d bpm" % r.randint(52, 98)),
                     ". Auscultation cardiopulmonaire normale. ", ctx.epon(*r.choice([("signe de Lasègue", "Lasègue"), ("signe de Babinski", "Babinski"), ("signe de Homans", "Homans")])), " négatif. "
                     "Pas d'œdème des membres inférieurs."]))
    tw = C.town_word(ctx, pat)
    if tw:
        p1.add(("para", ["Signale par ailleurs "] + tw + ["."]))
    p2 = Page()
    p2.add(("para", ["Conclusion et conduite à tenir"], {"bold": True}),
           ("para", ["Tableau compatible avec une pathologie dégénérative sans signe de gravité (codage ", ctx.code(r.choice(["M17.1", "I10", "E11.9", "G30.1"])),
                     "). Je propose de poursuivre ", ctx.med(r.choice(["Ramipril", "Metformine", "Bisoprolol"])), " à la même dose et "
                     "de réaliser une échographie avant la prochaine consultation, fixée au ", ctx.dsoin(C.days(day, r.randint(60, 120))), "."]),
           ("para", ["Bien confraternellement."]),
           ("space", 1))
    p2.add(*C.signature(ctx, doc_p, etab, city_day=(etab.ville(), ctx.dsoin(day))))
    p2.add(("para", ["Copie : ", pat.civ, " "] + pat.name("UF") + [" — ", pat.mail()], {"size": "small"}),
           ("para", ["Dactylographié par ", sec.name("T"), " le ", ctx.dsoin(C.days(day, 2))], {"size": "tiny"}))
    doc.pages = [p1, p2]
    C.furnish(doc, ctx, pat, etab, ctx.login(sec), C.days(day, 2), head_first=False)
    if r.random() < 0.5:
        doc.meta = {"title": [spec + " - "] + pat.name("UF"), "author": doc_p.name("T")}
    return doc


def certificat(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx, word_name=C.word_name(ctx, 0.3), lo=1950, hi=2012)
    med = ctx.person("praticien")
    day = ids.care_day(r)
    town = r.choice(pools.TOWNS)
    what = r.choice(["de non contre-indication à la pratique du cyclisme en compétition",
                     "de constatation de coups et blessures", "d'aptitude à la vie en collectivité"])
    doc = Doc(name, "certificat", producer)
    p = Page()
    p.add(("para", med.dr("FU"), {"bold": True}),
          ("para", ["Médecin généraliste — n° RPPS ", med.rpps(), " — ADELI ", med.adeli(town[2][:2])], {"size": "small"}),
          ("para", [ctx.pii("ADRESSE", "%d %s" % (r.randint(1, 70), pools.STREETS[r.randint(0, len(pools.STREETS) - 1)]), "praticien",
                    None), " — ", ctx.pii("CODE_POSTAL", town[1], "praticien"), " ", ctx.pii("VILLE", town[0], "praticien")], {"size": "small"}),
          ("space", 2),
          ("title", ["Certificat médical " + what], {"size": "big"}),
          ("space", 1),
          ("para", ["Je soussigné(e), ", med.dr("FU", "Docteur")[0]] + med.dr("FU", "Docteur")[1:] + [
                    ", certifie avoir examiné ce jour ", pat.civ, " "] + pat.full(r.choice(["UF", "T", "lower"]), civ=False) + [
                    ", né(e) le ", pat.ddn(r.choice(["slash", "long_day", "dots", "short"]), "né(e) le"), " à "] + pat.bplace() + [
                    ", demeurant "] + pat.full_addr(" ") + ["."]),
          ("para", ["Numéro de sécurité sociale : ", pat.nir(1)]),
          ("para", ["L'examen clinique de ce jour ne met pas en évidence de contre-indication. Tension artérielle ",
                    ctx.labo("%d/%d" % (r.randint(110, 140), r.randint(60, 85))), ", ECG de repos sans anomalie (",
                    ctx.epon("critères de Sokolow", "Sokolow"), " négatifs)."]))
    ws = C.word_sentence(ctx, pat)
    if ws:
        p.add(("para", ["À noter : "] + ws + [", sans conséquence."]))
    p.add(("para", ["Certificat établi à la demande de l'intéressé(e) et remis en main propre pour servir et valoir ce que de droit."]),
          ("space", 2),
          ("para", ["Fait à ", ctx.pii("VILLE", town[0], "praticien"), ", le ", ctx.dsoin(day, r.choice(["slash", "long"]))], {"align": "r"}),
          ("para", ["Signature"], {"align": "r", "italic": True}))
    doc.pages = [p]
    if r.random() < 0.4:
        doc.meta = {"title": ["Certificat "] + pat.name("N"), "keywords": ["certificat, ", ctx.pii("IPP", pat.ipp_, "patient")]}
    return doc


def adressage(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx)
    etab = Etab(ctx)
    gp, spe = ctx.person("praticien"), ctx.person("praticien")
    day = ids.care_day(r)
    mut = r.choice(pools.MUTUELLES)
    doc = Doc(name, "adressage", producer)
    p1 = Page()
    gp_town = r.choice(pools.TOWNS)
    p1.add(("cols", [("para", gp.dr("FU"), {"bold": True}), ("para", ["Médecin traitant"], {"size": "small"}),
                     ("para", ["Maison de santé de ", ctx.pii("VILLE", gp_town[0], "praticien")], {"size": "small"}),
                     ("para", ["Tél. ", ctx.pii("TEL", ids.phone(r, r.randint(0, 5)), "praticien"), " — ", gp.email("msp-" + gp_town[0].lower().replace(" ", "") + ".fr")],
                      {"size": "small"})],
            [("para", ["À l'attention de ", spe.dr("FU")], {"align": "r"}),
             ("para", [etab.name(), " (", etab.acr(), ")"], {"align": "r", "size": "small"}),
             ("para", etab.addr() + [", ", etab.cp(), " ", etab.ville()], {"align": "r", "size": "small"})], {"ratio": 0.5}),
           ("space", 1),
           ("para", ["Objet : demande d'avis spécialisé — ", pat.civ, " "] + pat.full("UF", civ=False) + [
                     " (", pat.ddn(r.choice(["slash", "iso", "dash"]), ""), ")"], {"bold": True}),
           ("para", ["Cher ami,"]),
           ("para", ["Je te remercie de bien vouloir recevoir en consultation ce patient de ", str(pat.age(day)), " ans, "
                     "que je suis depuis de nombreuses années, pour une dyspnée d'effort d'aggravation progressive. "
                     "Le dernier bilan du ", ctx.dsoin(C.days(day, -r.randint(10, 40))), " retrouve une hémoglobine à ",
                     ctx.labo("%d,%d g/dL" % (r.randint(9, 13), r.randint(0, 9))), " et un NT-proBNP à ", ctx.labo("%d ng/L" % r.randint(300, 2400)), "."]),
           ("para", ["Traitement actuel : ", ctx.med("Furosémide"), " ", ctx.labo("40 mg"), " le matin, ", ctx.med("Bisoprolol"), " ",
                     ctx.labo("2,5 mg"), ". Pas d'allergie connue."]),
           ("kv", [("Coordonnées", pat.full_addr()), ("Téléphone", [pat.tel(r.random() < 0.5)]),
                   ("Organisme complémentaire", [mut[0], " — adhérent n° ", ctx.pii("AUTRE", C.mutual_no(ctx), "mutuelle")]),
                   ("N° de sécurité sociale", [pat.nir(2)])], {"label_width": 0.3, "size": "small"}),
           ("para", ["Il sera accompagné de son ", r.choice(["épouse", "fils", "aidante"]), ", ", ctx.person("proche").name("FU")[0], " ",
                     ctx.pii("NOM", ctx.surname().upper(), "proche"), "."]),
           ("para", ["Amitiés,"]),
           ("para", gp.dr("T"), {"align": "r"}),
           ("para", ["RPPS ", gp.rpps()], {"align": "r", "size": "small"}))
    doc.pages = [p1]
    p1.footer = [["Le ", ctx.dsoin(day), " — courrier remis au patient — ne pas plier"]]
    if r.random() < 0.5:
        doc.meta = {"title": ["Adressage "] + pat.name("UF")}
    return doc


def transport(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx, lo=1930, hi=1975)
    etab = Etab(ctx)
    amb = Place(ctx, r.choice(pools.AMBULANCES))
    presc = ctx.person("praticien")
    day = ids.care_day(r)
    doc = Doc(name, "transport", producer)
    p = Page()
    x = "[X]"
    p.add(("title", ["PRESCRIPTION MÉDICALE DE TRANSPORT"], {"size": "big"}),
          ("para", ["Volet 2 à remettre au transporteur — article R. 322-10-1 du code de la sécurité sociale"], {"size": "tiny", "align": "c"}),
          ("cols", [("box", [["Nom : ", pat.N()], ["Prénom : ", pat.F()], ["Nom d'usage : "] + ([pat.ctx.pii("NOM", pat.spouse.upper(), "patient")] if pat.spouse else ["—"]),
                             ["Date de naissance : ", pat.ddn(r.choice(["slash", "compact", "dots"]), "Date de naissance")],
                             ["N° d'immatriculation : ", pat.nir(r.randint(0, 2))]], {"title": "Assuré / bénéficiaire", "width": 0.98})],
           [("box", [["Établissement : ", etab.name()], ["N° FINESS : ", etab.finess(True, plus1=r.random() < 0.5)],
                     ["Prescripteur : "] + presc.dr("UF"), ["Identifiant : ", presc.rpps8()]], {"title": "Prescripteur", "width": 0.98})],
           {"ratio": 0.5}),
          ("kv", [("Transport en lien avec", ["%s ALD   [ ] AT/MP   [ ] maternité" % x]),
                  ("Mode", ["%s ambulance   [ ] VSL   [ ] taxi conventionné" % r.choice([x, "[ ]"])]),
                  ("Trajet", ["domicile vers ", etab.acr(), ", retour le même jour"]),
                  ("Adresse de prise en charge", pat.full_addr()),
                  ("Date du transport", [ctx.dsoin(day), " — rendez-vous ", ctx.salle("consultation porte %d" % r.randint(2, 19))]),
                  ("Motif", ["séance de ", r.choice(["chimiothérapie", "dialyse", "radiothérapie"]), " (", ctx.code(r.choice(["Z51.1", "Z49.1", "Z51.0"])), ")"])],
           {"label_width": 0.32, "size": "small"}),
          ("para", ["Position allongée obligatoire : ", r.choice(["oui", "non"]), ". Surveillance : "]
           + (["oxygène ", ctx.labo("2 L/min")] if r.random() < 0.5 else ["aucune"]) + ["."], {"size": "small"}),
          ("box", [[amb.name()], amb.addr(), ["Tél. ", amb.tel(), " — agrément n° ", ctx.pii("AUTRE", "%s-%s" % (ids.digits(r, 2), ids.digits(r, 4)), "agrement")]],
           {"title": "Transporteur", "width": 0.6}),
          ("para", ["Cachet et signature du prescripteur, le ", ctx.dsoin(C.days(day, -r.randint(1, 10)))], {"align": "r", "size": "small"}))
    doc.pages = [p]
    p.footer = [["Formulaire édité par ", ctx.login(presc), " — ", etab.acr(), " — n° de venue ", pat.nda()]]
    if r.random() < 0.6:
        doc.meta = {"title": ["PMT "] + pat.name("UF"), "subject": ["Bon de transport ", etab.acr()]}
    return doc


def fiche_ide(ctx, name, producer):
    r = ctx.rng
    pat = Patient(ctx, word_name=C.word_name(ctx, 0.4), lo=1930, hi=1960)
    etab = Etab(ctx)
    ide, cadre = ctx.person("soignant"), ctx.person("soignant")
    fam = ctx.person("proche")
    day = ids.care_day(r)
    dest = r.choice(["EHPAD Les Glycines d'Aubrac", "SSR Le Val-Fleuri", "HAD Pays de Brenne"])
    doc = Doc(name, "fiche_ide", producer)
    p = Page()
    p.add(("title", ["Fiche de liaison infirmière"], {"size": "big"}),
          ("cols", [C.sticker(ctx, pat, r.randint(0, 2), width=0.98)],
           [("kv", [("Service", ["Médecine gériatrique, ", ctx.salle("chambre %d" % r.randint(10, 60))]),
                    ("Transfert vers", [ctx.pii("ETAB", dest, "etab", (dest.split(" ", 1)[1],))]),
                    ("Date", [ctx.dsoin(day)])], {"label_width": 0.36, "size": "small"})], {"ratio": 0.5}),
          ("kv", [("Personne à prévenir", fam.name("UF") + [" (", r.choice(["fille", "fils", "nièce"]), ") ",
                                                            ctx.pii("TEL", ids.phone(r, r.randint(0, 5), True), "proche")]),
                  ("Médecin traitant", ctx.person("praticien").dr("UF")),
                  ("Autonomie", ["GIR %d, marche avec déambulateur, aide partielle à la toilette" % r.randint(2, 4)]),
                  ("Alimentation", ["mixée, eau gélifiée, poids ", ctx.labo("%d,%d kg" % (r.randint(40, 80), r.randint(0, 9)))]),
                  ("Glycémies", ["capillaires des dernières 24 h : ", ctx.labo(" - ".join("%d,%02d" % (r.randint(0, 2), r.randint(10, 99)) for _ in range(4))), " g/L"]),
                  ("Élimination", ["continente le jour, protection la nuit"]),
                  ("Peau", ["escarre talon droit stade 2, pansement hydrocolloïde tous les 3 jours"]),
                  ("Dispositifs", ["aucun"])], {"label_width": 0.28}),
          ("para", ["Transmissions ciblées"], {"bold": True}),
          ("table", ["Date", "Cible", "Données / actions / résultats", "IDE"],
           [[[ctx.dsoin(C.days(day, -2))], ["Douleur"], ["EVA 6 au lever, ", ctx.med("Paracétamol"), " ", ctx.labo("1 g"), " donné, EVA 2 à H+1"], [ide.name("T")[2]]],
            [[ctx.dsoin(C.days(day, -1))], ["Chute"], ["retrouvée au sol à 3h, pas de traumatisme, ", ctx.epon(*r.choice(pools.EPONYMS)), " noté par l'interne"], [ide.name("T")[2]]],
            [[ctx.dsoin(day)], ["Sortie"], ["valise prête, ordonnance et courrier remis à l'ambulancier"], [cadre.name("T")[2]]]],
           {"widths": [0.16, 0.14, 0.52, 0.18]}))
    ws = C.word_sentence(ctx, pat)
    if ws:
        p.add(("para", ["Histoire de vie : "] + ws + ["."]))
    tw = C.town_word(ctx, pat)
    if tw:
        p.add(("para", ["Observation : "] + tw + ["."]))
    p.add(("para", ["Rédigé par ", ide.name("UF")[0], " ", ide.N(), ", IDE — relu par ", cadre.name("T")[0], " ", cadre.N("T"),
                    ", cadre de santé — poste 4417"],
           {"size": "small"}))
    doc.pages = [p]
    C.furnish(doc, ctx, None, etab, ctx.login(ide), day)
    if r.random() < 0.5:
        doc.meta = {"author": [ctx.login(ide)], "title": ["Liaison IDE "] + pat.name("N")}
    return doc
