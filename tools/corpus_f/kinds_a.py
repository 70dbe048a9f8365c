"""Templates: lettre de liaison, compte rendu opératoire, consultation, biologie, imagerie."""

from __future__ import annotations

from . import pools
from .model import Doc, K
from .parts import Ctx, eponym_parts, std_footer, std_header
from .prose import bio_table, paras


def homonym_segs(c: Ctx, fallback: str):
    """Sentence using the common noun that is also the patient's surname (if any)."""
    h = pools.HOMONYMES.get(c.p["nom"])
    if not h:
        return [fallback]
    word, sentence = h
    a, b = sentence.split(word, 1)
    return [a[:1].upper() + a[1:] if a else "", c.mot(word) if a else c.mot(word.capitalize()), b + ". "]


def letterhead(c: Ctx, service: str, with_finess=True):
    left = [("p", [c.etab()]), ("lines", [[service], c.addr_lines("etab", c.e)[0], c.addr_lines("etab", c.e)[1],
                                          ["Standard : ", c.etab_tel()]])]
    if with_finess:
        left.append(("small", ["N° FINESS : ", c.finess(), " — FINESS EJ ", c.finess(True)]))
    return left


def liaison(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    d = Doc("liaison", producer, title="Lettre de liaison", style={"font": rng.choice(["sans", "liberation"]), "align": "justify"})
    d.header = std_header(c, rng.choice([0, 1]))
    d.footer = std_footer(c, 0)
    d.meta_title = ["Lettre de liaison - "] + c.np("NP")
    d.meta_author = [c.user()]
    chef, interne, gp = c.medecin(), c.medecin(), c.medecin()
    conf = c.proche()
    cim, cim_l = rng.choice(pools.CIM10)
    epo = rng.choice(pools.EPONYMES)
    right = [("lines", [["Docteur ", P_(c, gp)], ["Médecin traitant"], ["Cabinet médical, ", c.addr_lines("praticien", {"num": str(rng.randint(2, 40)), "rue": "rue Gambetta", "cp": c.p["cp"], "ville": c.p["ville"]})[1][2]]])]
    d.add(("cols", letterhead(c, "Service de médecine interne — Unité %d" % rng.randint(1, 4)), right))
    d.add(("title", ["LETTRE DE LIAISON À LA SORTIE"]))
    d.add(("kv", [("Patient :", c.full_identity()), ("Né(e) le :", [c.ddn(rng.choice(["slash", "long", "dot"]))]),
                  ("Adresse :", c.addr()), ("Tél. :", [c.tel(), " / ", c.tel(True)]), ("Courriel :", [c.email()]),
                  ("IPP :", [c.ipp()]), ("N° de séjour :", [c.sejour()]),
                  ("INS :", [c.nir(key_sep=True), " (", c.code("1.2.250.1.213.1.4.8"), ")"])], "inline"))
    d.add(("p", ["Entrée le ", c.dcare(0), " — Sortie le ", c.dcare(6), " — Mode de sortie : domicile."]))
    d.add(("h", ["Motif d'hospitalisation"]))
    d.add(("p", ["Cher confrère, j'ai pris en charge ", c.civ() + " "] + c.np("NP", "upper") + [", %d ans, " % c.p["age"],
           "pour une altération de l'état général dans un contexte de ", c.epon(epo, eponym_parts(epo)),
           " connue. Diagnostic principal codé ", c.code(cim), " (%s). " % cim_l] + homonym_segs(c, "Vit seul à domicile. ")))
    d.add(("h", ["Évolution dans le service"]))
    d.add(("p", ["L'examen d'entrée retrouvait une hémoglobine à ", c.labo("9,8 g/dL"), " et une CRP à ", c.labo("87 mg/L"),
           ". Une antibiothérapie par ", c.med("Augmentin"), " 1 g x 3/j a été débutée le ", c.dcare(1),
           ", avec une bonne évolution clinique et biologique. Le scanner du ", c.dcare(2),
           " n'a pas retrouvé de collection. Kinésithérapie quotidienne en ", c.salle("salle 3"), ". "
           "Le patient a été vu par l'assistante sociale ; un passage infirmier à domicile est organisé."]))
    d.add(*paras(c, rng.randint(3, 7)))
    d.add(("h", ["Résultats biologiques"]), bio_table(c, rng.randint(6, 12)))
    d.add(("h", ["Traitement de sortie"]))
    meds = rng.sample(pools.MEDICAMENTS, 3)
    d.add(("table", ["Médicament", "Dosage", "Posologie", "Code ATC"],
           [[[c.med(m)], [K("DECOY", dose, "labo")], ["1 matin et soir" if i else "1 le matin"], [c.code(atc)]] for i, (m, dose, atc) in enumerate(meds)]))
    d.add(("h", ["Personne de confiance"]))
    d.add(("p", c.person(conf) + [" (%s), joignable au " % conf["lien"], P_tel(conf), "."]))
    d.add(("h", ["Suivi"]))
    d.add(("p", ["Rendez-vous de consultation le ", c.dcare(30), " avec le ", *c.dr_nom(chef), ". "
           "Bilan biologique à J7 chez votre laboratoire habituel. Merci de votre confiance."]))
    d.add(("p", ["Fait à ", c.etab_ville(), ", le ", c.dcare(6)]))
    d.add(("lines", [c.dr(chef), ["Praticien hospitalier — RPPS ", c.rpps(chef)], [c.pro_email(chef)],
                     ["Rédigé avec ", *c.dr(interne, style="title"), ", interne"]]))
    return d


def P_(c: Ctx, m):
    from .model import P
    return [P("PRENOM", m["prenom"], "praticien"), " ", P("NOM", m["nom"], "praticien")]


def P_tel(q):
    from .model import P
    return P("TEL", q["tel"], "proche")


def operatoire(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    d = Doc("operatoire", producer, title="Compte rendu opératoire", style={"fam": rng.choice(["T", "H"]), "adj": "b"})
    d.header = std_header(c, rng.choice([2, 3]))
    d.footer = std_footer(c, 2)
    d.meta_title = ["CRO "] + [c.nom()]
    op, aide, anes = c.medecin(), c.medecin(), c.medecin()
    ibode = c.soignant()
    code, lib = rng.choice(pools.CCAM)
    cim, cim_l = rng.choice(pools.CIM10)
    d.add(("p", c.etab_def() + [" — Pôle chirurgie — Bloc opératoire central"]))
    d.add(("small", ["FINESS ", c.finess_grouped(), " — Secrétariat ", c.etab_tel(), " — Fax ", c.etab_tel(True)]))
    d.add(("title", ["COMPTE RENDU OPÉRATOIRE"]))
    d.add(("kv", [("Nom de naissance", [c.nom_naiss()]), ("Nom utilisé", [c.nom()]), ("Prénom(s)", [c.prenom()]),
                  ("Date de naissance", [c.ddn(rng.choice(["dot", "slash", "dash2"]))]), ("Sexe", ["M" if c.p["sex"] == 1 else "F"]),
                  ("IPP", [c.ipp()]), ("Num. venue", [c.sejour()])], "cells"))
    d.add(("kv", [("Date d'intervention", [c.dcare(1)]), ("Salle", [c.salle("Salle %d" % rng.randint(1, 9))]),
                  ("Opérateur", c.dr(op)), ("Aide", c.dr(aide, order="NP"))], "under"))
    d.add(("h", ["Indication"]))
    d.add(("p", ["Patient%s de %d ans adressé%s pour %s (" % ("" if c.p["sex"] == 1 else "e", c.p["age"], "" if c.p["sex"] == 1 else "e", cim_l),
           c.code(cim), "). Défense en fosse iliaque droite, ", c.epon("signe de Murphy", "Murphy"), " négatif. "] + homonym_segs(c, "")))
    d.add(("h", ["Acte réalisé"]))
    d.add(("p", ["Acte CCAM ", c.code(code), " : %s. Anesthésie générale par le " % lib] + c.dr_nom(anes) +
           [" (ASA 2). Antibioprophylaxie par céfazoline 2 g à l'induction. Installation en décubitus dorsal, "
            "open-coelioscopie ombilicale, insufflation à 12 mmHg. Exploration : pas d'épanchement. "
            "Dissection prudente, hémostase à la pince bipolaire. Extraction de la pièce dans un sac. "
            "Fermeture aponévrotique au fil résorbable, surjet intradermique."]))
    d.add(("p", ["Pièce adressée en anatomopathologie (", "bon n° ", _p("AUTRE", "AP-%d" % rng.randint(1000, 9999), "demande"), "). "
           "Compte des compresses vérifié par ", c.person(ibode, "soignant")[0], " ", c.person(ibode, "soignant")[2],
           ", IBODE. Pertes sanguines estimées à ", c.labo("50 mL"), "."]))
    d.add(*paras(c, rng.randint(0, 2)))
    d.add(("h", ["Suites prévues"]))
    d.add(("p", ["Lever J0, alimentation à J1, sortie envisagée le ", c.dcare(3), ". Anticoagulation préventive par ",
           c.med("Lovenox"), " 4000 UI/j pendant 10 jours. Consultation post-opératoire à 1 mois."]))
    d.add(("pagebreak",))
    d.add(("h", ["Traçabilité des dispositifs médicaux implantables"]))
    d.add(("table", ["Dispositif", "Référence", "Lot", "Quantité"],
           [[["Clip hémostatique titane"], [c.code("LT300")], [c.code("Lot 4F72A")], ["6"]],
            [["Trocart 12 mm"], [c.code("TR12-B")], [c.code("Lot 22K118")], ["1"]]]))
    d.add(("p", ["Opérateur : "] + c.dr(op) + [" — RPPS ", c.rpps(op), " — identifiant national ", c.id8(op)]))
    d.add(("p", ["Fait à ", c.etab_ville(), ", le ", c.dcare(1), ", validé électroniquement."]))
    return d


def consultation(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    d = Doc("consultation", producer, title="Compte rendu de consultation", style={"font": rng.choice(["serif", "libserif"]), "size": 9})
    d.header = std_header(c, rng.choice([1, 3]))
    d.footer = std_footer(c, 1)
    doc_, gp = c.medecin(), c.medecin()
    epo = rng.choice(pools.EPONYMES)
    d.add(("cols", [("p", [c.sigle()]), ("lines", [["Consultations de neurologie"], ["Secrétariat : ", c.etab_tel()]])],
           [("lines", [[c.civ() + " "] + c.np("NP", "title"), c.addr_lines()[0], c.addr_lines()[1]])]))
    d.add(("p", ["Fait à ", c.etab_ville(), ", le ", c.dcare(0, "long")]))
    d.add(("title", ["Compte rendu de consultation du ", c.dcare(0)]))
    d.add(("kv", [("Patient", c.np("NP", "upper")), ("Né(e) le", [c.ddn(rng.choice(["long", "LONG", "weekday"]))]),
                  ("N° patient", [c.ipp()]), ("Médecin traitant", c.dr(gp))], "under"))
    body = [("h", ["Motif"]),
            ("p", ["Consultation de suivi d'une ", c.epon(epo, eponym_parts(epo)), " diagnostiquée en 2019. "
                   "Le patient vient accompagné de sa fille. "] + homonym_segs(c, "")),
            ("h", ["Antécédents"]),
            ("p", ["HTA traitée, ", c.code("I10"), ". Cholécystectomie en 2011. Allergie à la pénicilline (urticaire). "
                   "Tabagisme sevré, 20 PA."]),
            *paras(c, rng.randint(1, 4)),
            ("h", ["Examen clinique"]),
            ("p", ["Poids ", c.labo("71 kg"), ", TA ", c.labo("138/82 mmHg"), ", FC ", c.labo("76/min"),
                   ". Marche autonome, ", c.epon("signe de Babinski", "Babinski"),
                   " absent des deux côtés. Réflexes ostéotendineux vifs et symétriques. Pas de déficit sensitif. "
                   "Score MMS à ", c.labo("27/30"), "."]),
            ("h", ["Conclusion"]),
            ("p", ["Évolution stable. Poursuite du traitement par ", c.med(rng.choice(["Modopar", "Sinemet", "Levothyrox"])),
                   ". IRM cérébrale de contrôle à programmer avant le prochain rendez-vous, prévu le ", c.dcare(120), "."]),
            ("p", ["Je vous prie de croire, cher confrère, en l'assurance de mes sentiments les meilleurs."]),
            ("lines", [c.dr(doc_, order="NP"), ["Neurologue — RPPS ", c.rpps(doc_)]])]
    d.add(("multicol", body) if producer.startswith("weasyprint") else ("box", body))
    d.add(("small", ["Copie : ", *c.dr(gp), ", ", c.addr("praticien", {"num": str(rng.randint(1, 90)), "rue": "avenue de la République",
                                                                           "cp": c.p["cp"], "ville": c.p["ville"]})[0]]))
    return d


def biologie(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    lab = rng.choice(pools.LABOS)
    d = Doc("biologie", producer, title="Compte rendu de biologie", style={"sheet": "Résultats", "size": 9})
    d.header = ["Dossier n° ", _p("AUTRE", "%d%s" % (rng.randint(2500, 2599), rng.randint(100000, 999999)), "dossier_labo"),
                "  —  "] + c.np("NP", "upper") + [" ", c.ddn("slash")]
    d.footer = ["Biologiste responsable : "] + c.dr(bio := c.medecin()) + [" — RPPS ", c.rpps(bio)]
    d.meta_title = ["Résultats "] + c.np("NP", "upper")
    d.add(("title", [_p("ETAB", lab[0], "labo", [lab[1]])]))
    d.add(("lines", [[_p("ADRESSE", lab[2], "labo", [lab[2].split(" ", 1)[1]]), " ", _p("CODE_POSTAL", lab[3], "labo"), " ", _p("VILLE", lab[4], "labo")],
                     ["Tél. ", _p("TEL", c.w.rng.choice(["02 99 ", "04 90 "]) + "%02d %02d %02d" % (rng.randint(10, 99), rng.randint(10, 99), rng.randint(10, 99)), "labo")]]))
    d.add(("kv", [("Patient", c.np("NP", "upper")), ("Nom de naissance", [c.nom_naiss()]),
                  ("Date de naissance", [c.ddn(rng.choice(["slash", "onedigit", "dot"]))]), ("Sexe", ["H" if c.p["sex"] == 1 else "F"]),
                  ("Adresse", c.addr()), ("Prescripteur", c.dr(c.medecin())), ("Préleveur", ["IDE "] + c.person(c.soignant(), "soignant")),
                  ("Prélevé le", [c.dcare(0), " à 07:45"]), ("Reçu le", [c.dcare(0), " à 09:12"])], "cells"))
    rows = []
    for name, unit, lo, hi, loinc in rng.sample(pools.BIO, 9):
        val = rng.uniform(lo * 0.8, hi * 1.2)
        digits_ = 2 if hi < 10 else (1 if hi < 50 else 0)
        v = ("%.*f" % (digits_, val)).replace(".", ",")
        rng_txt = ("%.*f - %.*f" % (digits_, lo, digits_, hi)).replace(".", ",")
        flag = "H" if val > hi else ("L" if val < lo else "")
        rows.append([[name], [c.labo(v)], [unit], [c.labo(rng_txt)], [flag], [c.code(loinc)]])
    d.add(("h", ["Biochimie - Hématologie"]))
    d.add(("table", ["Analyse", "Résultat", "Unité", "Valeurs de référence", "", "LOINC"], rows))
    d.add(("h", ["Suivi pendant le séjour"]), bio_table(c, rng.randint(8, 13), (0, 2, 5)))
    d.add(("pagebreak",))
    d.add(("h", ["Antériorités"]))
    d.add(("table", ["Analyse", "Date", "Résultat", "", "", ""],
           [[["Hémoglobine"], [c.dcare(-40)], [c.labo("12,9")], [""], [""], [""]],
            [["Créatinine"], [c.dcare(-40)], [c.labo("81")], [""], [""], [""]]]))
    d.add(("p", ["Commentaire : résultats validés biologiquement. Hémolyse légère, sans impact sur le potassium."]))
    d.add(("p", ["Validé le ", c.dcare(0), " par "] + c.dr(bio, order="NP")))
    return d


def _p(kind, text, sub, probes=None):
    from .model import P
    return P(kind, text, sub, probes)


def imagerie(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    d = Doc("imagerie", producer, title="Compte rendu d'imagerie", style={"fam": rng.choice(["H", "T"])})
    d.header = std_header(c, 0)
    d.footer = std_footer(c, 0)
    rad, pres = c.medecin(), c.medecin()
    acc = "RX%02d-%06d" % (rng.randint(22, 25), rng.randint(0, 999999))
    exam = rng.choice(["SCANNER THORACO-ABDOMINO-PELVIEN AVEC INJECTION", "IRM DU GENOU DROIT", "ÉCHOGRAPHIE ABDOMINALE"])
    d.add(("p", c.etab_def() + [" — Service d'imagerie médicale"]))
    d.add(("small", ["Rendez-vous : ", c.etab_tel(), " — FINESS géographique ", c.finess()]))
    d.add(("kv", [(rng.choice(["N° examen", "No examen", "Num. examen", "# Examen"]), [_p("AUTRE", acc, "examen")]),
                  ("Date examen", [c.dcare(0)]), ("Patient", [c.civ(), " "] + c.np("NP", "upper"))], "under"))
    d.add(("kv", [("DDN", [c.ddn(rng.choice(["slash", "dash2", "slash2"]))]), ("IPP", [c.ipp()]), ("Prescripteur", c.dr(pres))], "under"))
    d.add(("title", [exam]))
    d.add(("p", ["Examen n° ", _p("AUTRE", acc, "examen"), " réalisé le ", c.dcare(0), " sur l'appareil ", c.salle("Salle Scanner 2"),
           ". Injection de ", c.labo("80 mL"), " d'iopamidol. PDL ", c.labo("612 mGy.cm"), "."]))
    d.add(("h", ["Indication"]))
    d.add(("p", ["Bilan d'extension d'un ", c.epon("lymphome de Hodgkin", "Hodgkin"), ". Code ", c.code("ZCQK002"), ". "] + homonym_segs(c, "")))
    d.add(("h", ["Résultats"]))
    d.add(("p", ["Adénopathies médiastinales dont la plus volumineuse mesure ", c.labo("18 mm"),
           " de petit axe. Pas d'épanchement pleural. Foie de taille normale, sans lésion focale. "
           "Rate homogène mesurée à ", c.labo("11 cm"), ". Pas d'adénopathie rétropéritonéale."]))
    if rng.random() < 0.6:
        d.add(("h", ["Comparaison et technique"]))
        d.add(("p", ["Acquisition hélicoïdale en coupes de 1,25 mm, reconstructions multiplanaires. Comparaison avec les examens du ",
                     c.dcare(-90), " et du ", c.dcare(-200), " réalisés dans le même service."]))
        d.add(*paras(c, rng.randint(1, 3)))
    d.add(("h", ["Conclusion"]))
    d.add(("p", ["Adénopathies médiastinales, en diminution par rapport à l'examen du ", c.dcare(-90), "."]))
    d.add(("p", ["Compte rendu validé par "] + c.dr(rad, order="NP") + [", radiologue (RPPS ", c.rpps(rad), ")."]))
    d.add(("small", ["Images disponibles sur le portail patient : identifiant ", c.email()]))
    return d
