"""Templates: ordonnance, urgences, anesthésie, certificat médical, courrier d'adressage."""

from __future__ import annotations

from . import ids, pools
from .kinds_a import _p, homonym_segs, letterhead
from .model import Doc, K, P
from .parts import Ctx, eponym_parts, std_footer, std_header
from .prose import paras, surveillance_table


def ordonnance(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    d = Doc("ordonnance", producer, title="Ordonnance", style={"font": rng.choice(["sans", "nimbus"]), "size": 10})
    m = c.medecin(c.e["cp"][:2])
    pid = "%s-%s" % (ids.digits(rng, 6), rng.choice(["RX", "PH", "AMB"]) + ids.digits(rng, 4))
    d.footer = ["Prescription Id : ", _p("AUTRE", pid, "prescription"), " — Ordonnance éditée le "] + c.printed(0)
    d.page_label = "{p}/{n}"
    d.meta_title = ["Ordonnance "] + [c.nom()] + [" ", c.prenom()]
    d.add(("cols", [("lines", [c.dr(m, style="title"), ["Médecine polyvalente"], ["RPPS : ", c.rpps(m)], ["N° AM : ", c.adeli(m)]])],
           [("lines", [[c.etab()], c.addr_lines("etab", c.e)[0], c.addr_lines("etab", c.e)[1], ["Tél : ", c.etab_tel()],
                       ["FINESS : ", c.finess()]])]))
    d.add(("hr",))
    d.add(("p", [c.etab_ville(), ", le ", c.dcare(0, rng.choice(["long", "slash"]))]))
    d.add(("kv", [("Patient :", [c.civ(), " "] + c.np("NP", "upper")), ("Né(e) le :", [c.ddn(rng.choice(["slash", "dot", "long"]))]),
                  ("Poids :", [c.labo("%d kg" % rng.randint(48, 102))]), ("NIR :", [c.nir(spaced=True)])], "inline"))
    d.add(("title", ["ORDONNANCE"]))
    if rng.random() < 0.5:
        d.add(("small", ["Prescriptions relatives au traitement de l'affection de longue durée reconnue (liste ou hors liste)"]))
    for name, dose, atc in rng.sample(pools.MEDICAMENTS, rng.randint(3, 5)):
        d.add(("p", [c.med(name), " ", c.labo(dose), " — ", rng.choice(["1 comprimé matin et soir", "1 comprimé le soir",
               "1 injection sous-cutanée par jour", "1 à 2 comprimés si douleur, maximum 4 par jour"]),
               ", pendant %d jours. (ATC " % rng.choice([5, 7, 10, 30]), c.code(atc), ")"]))
    d.add(("p", ["Faire pratiquer par IDE à domicile, dimanches et jours fériés compris : soins de pansement, surveillance "
                 "de la cicatrice. Bilan sanguin (NFS, plaquettes, créatinine) le ", c.dcare(7), "."]))
    d.add(("p", ["Ordonnance à renouveler 2 fois. QSP 3 mois."]))
    d.add(("lines", [["Signature électronique : "] + c.dr(m), [c.pro_email(m)]]))
    return d


def urgences(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    d = Doc("urgences", producer, title="Résumé de passage aux urgences", style={"font": "liberation", "size": 9})
    d.header = std_header(c, rng.choice([0, 2]))
    d.footer = std_footer(c, rng.choice([0, 2]))
    d.meta_title = ["RPU "] + c.np("NP", "upper")
    d.meta_author = [c.user()]
    urg, ioa = c.medecin(), c.soignant()
    conf = c.proche(same_name=rng.random() < 0.5)
    cim, cim_l = rng.choice(pools.CIM10)
    d.add(("cols", letterhead(c, "Structure des urgences adultes", with_finess=False),
           [("box", [("lines", [["Passage n° ", c.sejour()], ["Arrivée : ", c.dcare(0, "weekday_long"), " 21:37"], ["Mode : SMUR / pompiers"],
                                ["Box : ", c.salle("Box 7")]])])]))
    d.add(("title", ["RÉSUMÉ DE PASSAGE AUX URGENCES"]))
    d.add(("kv", [("Nom", [c.nom()]), ("Prénom", [c.prenom()]), ("Date de naissance", [c.ddn(rng.choice(["weekday", "slash", "dash"]))]),
                  ("Âge", ["%d ans" % c.p["age"]]), ("NIR", [c.nir()]), ("Tél.", [c.tel()])], "under"))
    d.add(("kv", [("Adresse", c.addr()), ("Personne à prévenir", c.person(conf) + [" (%s) " % conf["lien"], P("TEL", conf["tel"], "proche")]),
                  ("Médecin traitant", c.dr(c.medecin()))], "cells"))
    d.add(("h", ["Motif de recours"]))
    d.add(("p", ["Douleur thoracique depuis 2 heures. Tri IOA : ", c.labo("CIMU 2"), ", par ", c.person(ioa, "soignant")[0], " ",
                 c.person(ioa, "soignant")[2], ", IDE d'accueil."]))
    d.add(("h", ["Observation médicale"]))
    d.add(("p", ["Patient%s de %d ans, " % ("" if c.p["sex"] == 1 else "e", c.p["age"]),
                 "aux antécédents de ", c.epon("maladie de Basedow", "Basedow"), " et de fibrillation atriale sous ", c.med("Eliquis"),
                 ". "] + homonym_segs(c, "") + ["À l'examen : TA ", c.labo("152/91"), ", SpO2 ", c.labo("96 %"),
                 ", ", c.epon("score de Glasgow", "Glasgow"), " à 15. ECG : rythme sinusal, pas de sus-décalage du segment ST."]))
    d.add(("table", ["Examen", "Heure", "Résultat", "Norme"],
           [[["Troponine Ic HS H0"], ["22:05"], [c.labo("14 ng/L")], [c.labo("< 26")]],
            [["Troponine Ic HS H3"], ["01:10"], [c.labo("16 ng/L")], [c.labo("< 26")]],
            [["D-dimères"], ["22:05"], [c.labo("310 µg/L")], [c.labo("< 500")]]]))
    d.add(("h", ["Évolution aux urgences"]), *paras(c, rng.randint(1, 4)))
    d.add(("h", ["Surveillance"]), surveillance_table(c, rng.randint(6, 16)))
    d.add(("h", ["Diagnostic et orientation"]))
    d.add(("p", ["Diagnostic principal : ", c.code(cim), " — %s. Retour à domicile le " % cim_l, c.dcare(1), " à 02:40, "
                 "consignes de reconsultation remises. Consultation de cardiologie programmée."]))
    d.add(("lines", [["Médecin urgentiste : "] + c.dr(urg, order="NP"), ["RPPS ", c.rpps(urg)]]))
    return d


def anesthesie(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    d = Doc("anesthesie", producer, title="Consultation d'anesthésie", style={"fam": "T", "size": 10})
    d.header = ["Consultation pré-anesthésique — "] + c.np("NP", "upper") + [" — ", c.ddn("slash")]
    d.footer = [c.etab(), " — FINESS ", c.finess(), " — Imprimé par ", c.user()]
    mar, chir = c.medecin(), c.medecin()
    code, lib = rng.choice(pools.CCAM)
    d.add(("p", c.etab_def() + [" — Département d'anesthésie-réanimation"]))
    d.add(("title", ["COMPTE RENDU D'ANESTHÉSIE"]))
    d.add(("kv", [("Patient :", c.full_identity()), ("Date de naissance :", [c.ddn(rng.choice(["LONG", "long", "onedigit"]))]),
                  ("N° IPP :", [c.ipp()]), ("Séjour :", [c.sejour()]), ("Lieu de naissance :", [c.lieu_naissance()])], "inline"))
    d.add(("p", ["Consultation du ", c.dcare(-10), " par le "] + c.dr(mar) + [". Intervention prévue le ", c.dcare(0),
                 " : %s (" % lib, c.code(code), ") par le "] + c.dr_nom(chir) + ["."]))
    d.add(("h", ["Antécédents et traitements"]))
    d.add(("p", ["Diabète de type 2 (", c.code("E11.9"), ") sous ", c.med("Metformine"), " 850 mg x 2. Pas d'allergie connue. "
                 "Intubation facile lors d'une anesthésie antérieure (Cormack 1). "] + homonym_segs(c, "")))
    d.add(*paras(c, rng.randint(1, 3)))
    d.add(("h", ["Évaluation"]))
    d.add(("table", ["Paramètre", "Valeur", "Commentaire"],
           [[["Poids / Taille"], [c.labo("84 kg / 176 cm")], ["IMC 27"]], [["Score ASA"], [c.labo("ASA 2")], ["—"]],
            [["Mallampati"], [c.labo("II")], ["ouverture buccale > 3 cm"]], [["Hémoglobine"], [c.labo("13,4 g/dL")], ["bilan du ", c.dcare(-12)]]]))
    d.add(("h", ["Per-opératoire"]))
    d.add(("p", ["Induction à 08:12 en ", c.salle("salle 5"), ". Propofol ", c.labo("180 mg"), ", sufentanil ", c.labo("15 µg"),
                 ", rocuronium ", c.labo("50 mg"), ". Entretien au sévoflurane. Antibioprophylaxie céfazoline 2 g (lot ",
                 c.code("C2G-7781"), "). Extubation sans incident, transfert en SSPI à 10:05."]))
    d.add(("h", ["Surveillance per-opératoire"]), surveillance_table(c, rng.randint(8, 20)))
    d.add(("p", ["Consignes : reprise de la ", c.med("Metformine"), " 48 heures après l'intervention. Surveillance glycémique."]))
    d.add(("lines", [c.dr(mar, order="NP") + [", médecin anesthésiste-réanimateur"], ["RPPS ", c.rpps(mar)]]))
    return d


def certificat(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    d = Doc("certificat", producer, title="Certificat médical", style={"fam": rng.choice(["T", "P"]), "size": 11, "font": "serif"})
    m = c.medecin()
    d.meta_title = ["Certificat ", c.nom("title")]
    d.add(("lines", [c.dr(m, style="title"), ["Médecin du sport — ", c.etab()], c.addr_lines("etab", c.e)[0], c.addr_lines("etab", c.e)[1],
                     ["RPPS ", c.rpps(m), "  —  ADELI ", c.adeli(m)], ["Tél. ", c.etab_tel()]]))
    d.add(("title", ["CERTIFICAT MÉDICAL"]))
    kind = rng.choice(["sport", "travail"])
    sentence = ["Je soussigné(e), "] + c.dr(m, style="title") + [", certifie avoir examiné ce jour ", c.civ(), " "] + \
        c.np("PN", "title") + [", %s le " % c.ne(), c.ddn(rng.choice(["long", "weekday", "long"])), " à ", c.lieu_naissance(),
                              ", demeurant ", *c.addr(), ". "]
    if kind == "sport":
        sentence += ["Son examen clinique ne révèle pas de contre-indication apparente à la pratique du football, y compris en compétition."]
    else:
        sentence += ["Son état de santé nécessite un arrêt de travail du ", c.dcare(0), " au ", c.dcare(14), " inclus, "
                     "en raison d'une lombosciatique (", c.epon("signe de Lasègue", "Lasègue"), " positif à 40°). "]
        sentence += homonym_segs(c, "")
    d.add(("p", sentence))
    d.add(("p", ["Numéro de sécurité sociale déclaré : ", c.nir(spaced=rng.random() < 0.5), "."]))
    d.add(("p", ["Certificat établi à la demande de l'intéressé%s et remis en main propre pour faire valoir ce que de droit." %
                 ("" if c.p["sex"] == 1 else "e")]))
    d.add(("p", ["Fait à ", c.etab_ville(), ", le ", c.dcare(0, "long"), "."]))
    d.add(("lines", [["Signature et cachet"], c.dr(m, order="NP")]))
    return d


def adressage(c: Ctx, producer: str) -> Doc:
    rng = c.rng
    d = Doc("adressage", producer, title="Courrier d'adressage", style={"fam": rng.choice(["H", "T", "N"])})
    d.footer = [c.etab(), " — ", *c.etab_addr(), " — Tél. ", c.etab_tel(), " — Fax ", c.etab_tel(True)]
    m, dest = c.medecin(), c.medecin()
    epo = rng.choice(pools.EPONYMES)
    d.add(("lines", [c.dr(m), ["Service de gastro-entérologie"], [c.etab()], ["FINESS ", c.finess()]]))
    d.add(("lines", [[""], ["À l'attention du "] + c.dr(dest, order="NP"), ["Service de chirurgie digestive"], ["Clinique partenaire — ",
                     _p("ETAB", "Clinique de l'Estuaire-Vermeil", "etab", ["Estuaire-Vermeil"])]]))
    d.add(("p", ["Objet : adressage de ", c.civ(), " "] + c.np("NP", rng.choice(["upper", "title"])) +
           [" (", c.ddn(rng.choice(["slash", "dot", "dash2"])), ") — IPP ", c.ipp2()]))
    d.add(("p", ["Mon cher confrère,"]))
    d.add(("p", ["Je vous adresse ", c.civ(), " "] + [c.nom("title")] + [", que je suis pour une ", c.epon(epo, eponym_parts(epo)),
           ", pour avis chirurgical concernant une lithiase vésiculaire symptomatique (", c.code("K80.2"), "). "
           "L'échographie du ", c.dcare(-20), " montre une vésicule lithiasique sans dilatation des voies biliaires. "
           "Bilan hépatique du ", c.dcare(-18), " : ASAT ", c.labo("41 UI/L"), ", ALAT ", c.labo("58 UI/L"), ". "] + homonym_segs(c, "")))
    d.add(("p", ["Le patient peut être joint au ", c.tel(), " ou par courriel (", c.email(), "). La personne de confiance, ",
                 *c.person(c.proche()), ", l'accompagnera."]))
    d.add(*paras(c, rng.randint(0, 3)))
    d.add(("p", ["Je vous remercie de le recevoir et vous prie de croire à mes sentiments confraternels."]))
    d.add(("p", ["Fait à ", c.etab_ville(), ", le ", c.dcare(0, "slash")]))
    d.add(("lines", [c.dr(m, order="NP"), ["RPPS ", c.rpps(m)]]))
    d.add(("small", ["PJ : compte rendu d'échographie, bilan biologique. Copie au médecin traitant : ", *c.dr(c.medecin())]))
    return d
