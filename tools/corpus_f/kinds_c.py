"""Templates: fiche de liaison infirmière, attestation de mutuelle, demande d'anatomopathologie, facture."""

from __future__ import annotations

from . import ids, pools
from .kinds_a import _p, homonym_segs
from .model import Doc, P
from .parts import Ctx, std_footer, std_header


def infirmiere(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    d = Doc("infirmiere", producer, title="Fiche de liaison infirmière",
            style={"landscape": True, "sheet": "Liaison IDE", "widths": [34, 26, 18, 30, 16, 22], "size": 9})
    d.header = ["Fiche de liaison paramédicale — "] + c.np("NP", "upper") + [" — né(e) le ", c.ddn(rng.choice(["slash", "dot"])), " — ", c.ipp()]
    d.footer = [c.etab(), " — Unité de soins continus — édité par ", c.user()]
    d.meta_author = [c.user()]
    ide, cadre = c.soignant(), c.soignant()
    conf = c.proche()
    d.add(("title", ["FICHE DE LIAISON INFIRMIÈRE"]))
    d.add(("kv", [("Établissement", [c.sigle()]), ("Service", ["Unité de soins continus, ", c.salle("chambre 214"), " lit B"]),
                  ("Date de transfert", [c.dcare(3)]), ("Destination", ["EHPAD ", _p("ETAB", "Résidence Les Capucines-d'Orval", "etab", ["Capucines-d'Orval"])])], "cells"))
    d.add(("h", ["Identité"]))
    d.add(("kv", [("Nom d'usage", [c.nom()]), ("Nom de naissance", [c.nom_naiss()]), ("Prénom", [c.prenom()]),
                  ("Date de naissance", [c.ddn(rng.choice(["slash", "dash", "onedigit"]))]), ("N° de sécurité sociale", [c.nir()]),
                  ("Adresse", c.addr()), ("Téléphone", [c.tel(True)])], "cells"))
    d.add(("kv", [("Personne de confiance", c.person(conf)), ("Lien", [conf["lien"]]), ("Téléphone", [P("TEL", conf["tel"], "proche")])], "under"))
    d.add(("h", ["Soins et autonomie"]))
    d.add(("table", ["Domaine", "Évaluation", "Score", "Remarques", "", ""],
           [[["Mobilité"], ["aide d'une personne"], [c.labo("GIR 3")], ["déambulateur"], [""], [""]],
            [["Risque d'escarre"], ["modéré"], [c.labo("Braden 14")], ["matelas à air"], [""], [""]],
            [["Douleur"], ["contrôlée"], [c.labo("EVA 2/10")], ["Doliprane si besoin"], [""], [""]],
            [["Alimentation"], ["mixée"], [c.labo("IMC 19,2")], ["eau gélifiée"], [""], [""]],
            [["Cognition"], ["troubles modérés"], [c.labo("MMS 21/30")], [c.epon("maladie d'Alzheimer", "Alzheimer")], [""], [""]]]))
    d.add(("h", ["Traitements en cours"]))
    d.add(("table", ["Médicament", "Dose", "Horaires", "Dernière prise", "", ""],
           [[[c.med(n)], [c.labo(dose)], ["8h - 20h"], [c.dcare(3), " 08:00"], [""], [""]] for n, dose, _ in rng.sample(pools.MEDICAMENTS, 3)]))
    d.add(("pagebreak",))
    d.add(("h", ["Observations"]))
    d.add(("p", ["Patient calme, orienté dans le temps par moments. "] + homonym_segs(c, "") +
           ["Pansement du talon droit refait le ", c.dcare(2), ". Prochaine réfection prévue le ", c.dcare(4), "."]))
    d.add(("kv", [("IDE", c.person(ide, "soignant") + [" — ADELI ", P("RPPS", ide["adeli"], "soignant")]),
                  ("Cadre de santé", c.person(cadre, "soignant")), ("Contact service", [c.etab_tel()])], "cells"))
    return d


def mutuelle(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    d = Doc("mutuelle", producer, title="Attestation de droits", style={"sheet": "Attestation", "size": 9, "widths": [32, 22, 16, 18, 16, 14]})
    mut = c.mutuelle()
    d.header = [mut, " — Attestation de tiers payant"]
    d.footer = ["Document généré le "] + c.printed(0) + [" — réf. ", _p("AUTRE", "ATT-%s" % ids.digits(rng, 9), "reference")]
    d.meta_title = ["Attestation ", c.nom()]
    conj = c.proche(same_name=True)
    d.add(("title", ["ATTESTATION DE DROITS — COMPLÉMENTAIRE SANTÉ"]))
    d.add(("lines", [[mut], ["Service adhérents — BP 4127"], ["Tél. ", _p("TEL", ids.phone(rng, False), "mutuelle")],
                     ["Numéro AMC : ", _p("AUTRE", ids.digits(rng, 8, "3"), "amc")]]))
    d.add(("kv", [("Adhérent n°", [c.adherent()]), ("Nom - Prénom", c.np("NP", "upper")), ("Date de naissance", [c.ddn(rng.choice(["slash", "slash2", "iso"]))]),
                  ("N° INSEE", [c.nir(key_sep=True)]), ("Adresse", c.addr()), ("Courriel", [c.email()])], "cells"))
    d.add(("h", ["Bénéficiaires"]))
    d.add(("table", ["Nom", "Prénom", "Date de naissance", "Rang", "Qualité", ""],
           [[[c.nom()], [c.prenom()], [c.ddn("slash")], ["1"], ["Assuré"], [""]],
            [[P("NOM", conj["nom"], "proche")], [P("PRENOM", conj["prenom"], "proche")],
             [P("DATE_NAISSANCE", "%02d/%02d/%d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(1935, 2000)), "proche")], ["2"], ["Conjoint"], [""]]]))
    d.add(("pagebreak",))
    d.add(("h", ["Garanties"]))
    d.add(("table", ["Poste", "Code", "Prise en charge", "Période", "", ""],
           [[["Hospitalisation"], [c.code("HOSP")], [c.labo("100 % BR")], [c.dcare(-200), " au ", D_end()], [""], [""]],
            [["Pharmacie"], [c.code("PHAR")], [c.labo("100 % BR")], [c.dcare(-200), " au ", D_end()], [""], [""]],
            [["Forfait journalier"], [c.code("FJH")], [c.labo("frais réels")], [c.dcare(-200), " au ", D_end()], [""], [""]]]))
    d.add(("p", ["Cette attestation est valable sous réserve du paiement des cotisations. Elle ne vaut pas prise en charge "
                 "pour les dépassements d'honoraires."]))
    return d


def D_end():
    from .model import D
    return D("31/12/2025")


def anapath(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    d = Doc("anapath", producer, title="Demande d'examen anatomopathologique", style={"font": rng.choice(["sans", "nimbus"]), "size": 9})
    d.header = std_header(c, rng.choice([1, 2, 3]))
    d.footer = std_footer(c, 1)
    d.page_label = "Page {p} sur {n}"
    pres, chir = c.medecin(), c.medecin()
    ref = "AP%02d-%05d" % (rng.randint(22, 25), rng.randint(0, 99999))
    d.add(("cols", [("p", c.etab_def()), ("small", ["Laboratoire d'anatomie et cytologie pathologiques — poste ", c.etab_tel()])],
           [("kv", [("N° demande", [_p("AUTRE", ref, "demande")]), ("Reçu le", [c.dcare(1)])], "under")]))
    d.add(("title", ["DEMANDE D'EXAMEN ANATOMOPATHOLOGIQUE"]))
    d.add(("h", ["Identification du patient (étiquette)"]))
    d.add(("box", [("lines", [[c.nom(), " ", c.prenom("upper"), "  ", c.ddn("compact")],
                              ["IPP ", c.ipp(), "   NDA ", c.sejour()], ["NIA ", c.nia(), "  —  INS-C ", c.ins_c()]])]))
    d.add(("kv", [(c.civ(), c.np("NP", "title")), ("Date de naissance", [c.ddn(rng.choice(["long", "LONG"]))]),
                  ("Lieu de naissance", [c.lieu_naissance()])], "above"))
    d.add(("h", ["Renseignements cliniques"]))
    d.add(("p", ["Prélèvement du ", c.dcare(0), " au ", c.salle("bloc B"), ". Tumorectomie du quadrant supéro-externe du sein gauche (",
                 c.code("QEFA003"), "), nodule de ", c.labo("14 mm"), " classé ", c.labo("ACR 5"), ". Suspicion de ",
                 c.code("C50.4"), ". Antécédent de ", c.epon("syndrome de Raynaud", "Raynaud"), ". "] + homonym_segs(c, "")))
    d.add(("table", ["Flacon", "Nature du prélèvement", "Fixateur", "Heure de fixation"],
           [[["1"], ["Pièce de tumorectomie orientée (fil long = externe)"], ["formol 4 %"], ["10:42"]],
            [["2"], ["Ganglion sentinelle axillaire"], ["formol 4 %"], ["10:55"]]]))
    d.add(("h", ["Prescripteur"]))
    d.add(("kv", [("Médecin", c.dr(pres, order="NP")), ("RPPS", [c.rpps(pres)]), ("Identifiant national", [c.id8(pres)]),
                  ("Chirurgien", c.dr(chir)), ("Courriel", [c.pro_email(pres)])], "cells"))
    d.add(("pagebreak",))
    d.add(("h", ["Consentement et traçabilité"]))
    d.add(("p", ["Le patient a été informé de la possible conservation d'échantillons en tumorothèque (",
                 c.code("CRB-0033-00051"), "). Transport par coursier le ", c.dcare(0), " à 11:30."]))
    d.add(("p", ["Réservé au laboratoire : enregistrement sous le n° ", _p("AUTRE", ref, "demande"), ", technicien ",
                 _p("AUTRE", c.login + "t", "utilisateur"), "."]))
    return d


def facture(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    d = Doc("facture", producer, title="Bordereau de facturation", style={"sheet": "Facture", "size": 9, "widths": [30, 18, 14, 16, 16, 16]})
    d.header = [c.etab(), " — Bureau des admissions et des frais de séjour"]
    d.footer = ["FINESS ", c.finess(), " — régie des recettes — Page imprimée par ", c.user()]
    d.meta_title = ["Facture ", c.sejour()]
    fact = "F%s-%s" % (c.care.year, ids.digits(rng, 6))
    d.add(("title", ["AVIS DES SOMMES À PAYER"]))
    d.add(("kv", [("N° facture", [_p("AUTRE", fact, "facture")]), ("Date d'émission", [c.dcare(20)]), ("N° de séjour", [c.sejour()]),
                  ("N° IPP", [c.ipp()])], "under"))
    d.add(("cols", [("lines", [["Débiteur :"], [c.civ(), " "] + c.np("NP", "upper"), c.addr_lines()[0], c.addr_lines()[1]])],
           [("lines", [["Assuré :"], ["NIR ", c.nir(spaced=True)], ["Organisme : CPAM, régime général"],
                       ["Complémentaire : ", c.mutuelle()], ["Adhérent ", c.adherent()]])]))
    d.add(("h", ["Détail"]))
    rows = [[["Forfait journalier hospitalier"], [c.code("FJ")], [c.dcare(0)], [c.dcare(5)], ["5"], [c.labo("100,00")]],
            [["Ticket modérateur GHS"], [c.code("GHS 5124")], [c.dcare(0)], [c.dcare(5)], ["1"], [c.labo("412,37")]],
            [["Chambre particulière"], [c.code("CP")], [c.dcare(0)], [c.dcare(5)], ["5"], [c.labo("325,00")]]]
    d.add(("table", ["Prestation", "Code", "Du", "Au", "Qté", "Montant (€)"], rows))
    d.add(("kv", [("Total", [c.labo("837,37")]), ("Part complémentaire", [c.labo("512,37")]), ("Reste à charge", [c.labo("325,00")])], "cells"))
    d.add(("p", ["Paiement par carte bancaire sur le portail de paiement, ou par chèque à l'ordre du Trésor public."]))
    d.add(("p", ["Contact : ", c.etab_tel(), " — Fax : ", c.etab_tel(True)]))
    d.add(("small", ["Né(e) le ", c.ddn("slash2"), " — réf. patient ", c.ipp()]))
    return d
