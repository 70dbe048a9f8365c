"""The six document shapes of corpus AH, written into a layout.Doc with every value tagged."""
from __future__ import annotations

import datetime as dt

from . import ids
from .layout import D, HOM, K, V, Doc
from .people import ETAB, HOMONYMS, address, email, person, upper

SHAPES = ["coloscopie_depistage", "liaison_psy_urgences", "preadmission_ambulatoire",
          "consultation_geriatrie", "bilan_urodynamique", "certificat_mesure_protection"]


class Ctx:
    def __init__(self, rng, shape, ascii_only):
        self.rng, self.shape = rng, shape
        used = set()
        yrs = {"consultation_geriatrie": (1928, 1945), "certificat_mesure_protection": (1930, 1962),
               "coloscopie_depistage": (1952, 1974), "liaison_psy_urgences": (1975, 2005)}.get(shape, (1940, 1995))
        self.pat = person(rng, birth_years=yrs, used=used)
        self.used = used
        self.etab, self.sigle = rng.choice(ETAB)
        self.eaddr = address(rng)
        self.finess = ids.finess(rng, self.eaddr["dept"])
        self.etel = ids.phone(rng, rng.randint(0, 1))
        self.paddr = address(rng)
        self.ipp = str(rng.randint(10 ** 7, 10 ** 10 - 1))
        self.nda = rng.choice(["%d%s%06d" % (rng.randint(24, 25), rng.choice("AHU"), rng.randint(0, 999999)),
                               "S%d-%05d" % (rng.randint(24, 25), rng.randint(0, 99999)),
                               "HC-%d-%04d" % (rng.randint(24, 25), rng.randint(0, 9999))])
        self.care = dt.date(2025, rng.randint(1, 11), rng.randint(1, 28))
        self.doc1 = person(rng, used=used, birth_years=(1960, 1990))
        self.rpps1 = ids.rpps(rng)
        self.pat_sex = self.pat["sex"]
        self.ne = "née" if self.pat_sex == "F" else "né"
        self.civ = "Mme" if self.pat_sex == "F" else "M."
        self.dstyle = rng.randint(0, 6)
        self.ascii = ascii_only

    # value helpers ---------------------------------------------------------
    def SN(self, p=None, case="upper", sub="patient", crit=None):
        p = p or self.pat
        t = {"upper": upper(p["sn"]), "title": p["sn"], "lower": p["sn"].lower()}[case]
        c = (sub == "patient") if crit is None else crit
        return V(t, "NOM", sub, c)

    def FN(self, p=None, sub="patient", crit=None, case="title"):
        p = p or self.pat
        t = p["fn"] if case == "title" else p["fn"].upper()
        c = (sub == "patient") if crit is None else crit
        return V(t, "PRENOM", sub, c)

    def DDN(self, style=None):
        return V(ids.date_text(self.pat["born"], self.dstyle if style is None else style), "DATE_NAISSANCE", "", True)

    def date(self, d=None, style=0):
        return D(ids.date_text(d or self.care, style))

    def addr(self, a):
        t = "%s %s" % (a["num"], a["street"])
        return [V(t, "ADRESSE", "", False, [t, a["street"]])]

    def cpville(self, a):
        return [V(a["cp"], "CODE_POSTAL"), " ", V(a["city"], "VILLE")]


def header(ctx: Ctx, style):
    """Running header drawn on every page (values repeated -> one item per page)."""
    def draw(doc: Doc):
        p = ctx.pat
        doc.at(50, 30, V(ctx.etab, "ETABLISSEMENT", "etablissement"), " (", V(ctx.sigle, "ETABLISSEMENT", "sigle"), ")", size=8, bold=True)
        if style == 0:
            doc.at(50, 41, ctx.SN(), " ", ctx.FN(), " — ", ctx.ne, " le ", ctx.DDN(0), " — IPP ", V(ctx.ipp, "IPP", "patient", True), size=7.5)
        else:
            doc.at(50, 41, "Patient(e) : ", ctx.SN(), " ", ctx.FN(), " | DDN ", ctx.DDN(0), " | NDA ", V(ctx.nda, "NUM_SEJOUR", "sejour"), size=7.5)
        doc.pages[-1]["blocks"].append({"t": "rule", "x1": 50, "y": 46, "x2": 595.28 - doc.right})
    return draw


def letterhead(doc: Doc, ctx: Ctx, service):
    doc.line(V(ctx.etab, "ETABLISSEMENT", "etablissement"), size=12, bold=True)
    doc.line(service, size=9.5)
    doc.line(*ctx.addr(ctx.eaddr), " — ", *ctx.cpville(ctx.eaddr), size=8.5)
    doc.line("Secrétariat : ", V(ctx.etel, "TELEPHONE", "etablissement"), " — FINESS ", V(ctx.finess, "FINESS"), size=8.5)
    doc.space(4)


def signature(doc: Doc, ctx: Ctx, p, rpps, title="Dr", role="medecin", idnat=False):
    doc.space(4)
    doc.line(title, " ", ctx.FN(p, role, False), " ", ctx.SN(p, "upper", role, False), bold=True)
    if idnat:
        doc.line("Identifiant national : ", V("8" + rpps, "RPPS", "idnat"), " (RPPS ", V(rpps, "RPPS"), ")", size=8.5)
    else:
        doc.line("N° RPPS ", V(rpps, "RPPS"), size=8.5)


def homonym_line(doc, ctx):
    sn = ctx.pat["sn"]
    if sn in HOMONYMS:
        word, sent = HOMONYMS[sn]
        i = sent.index(word)
        doc.para(sent[:i], HOM(word), sent[i + len(word):])


# ------------------------------------------------------------------ shapes

def coloscopie(doc: Doc, ctx: Ctx):
    r = ctx.rng
    p = ctx.pat
    crcdc = r.choice(["Centre régional de coordination des dépistages des cancers — site de la Mayenne",
                      "CRCDC Pays de la Loire — antenne de Laval", "Centre de coordination des dépistages Bretagne-Ouest"])
    letter = V(crcdc, "ETABLISSEMENT", "etablissement", False, [crcdc])
    doc.line(letter, size=10.5, bold=True)
    doc.line("Dépistage organisé du cancer colorectal", size=9)
    doc.space(6)
    doc.line(ctx.civ, " ", ctx.FN(), " ", ctx.SN())
    doc.line(*ctx.addr(ctx.paddr))
    doc.line(*ctx.cpville(ctx.paddr))
    doc.space(6)
    fit = r.choice(["142", "87", "233", "64"])
    dpass = ctx.care - dt.timedelta(days=r.randint(30, 60))
    doc.para("Madame, Monsieur, le test immunologique de recherche de sang dans les selles que vous avez réalisé le ",
             ctx.date(dpass, 0), " est positif (", K(fit + " µg Hb/g", "BIOLOGIE"),
             " de selles ; seuil de positivité ", K("30 µg Hb/g", "BIOLOGIE"),
             "). Un test positif ne signifie pas que vous avez un cancer, mais une coloscopie est nécessaire.")
    num = "DO-CCR-%d-%06d" % (2025, r.randint(0, 999999))
    doc.para("Votre numéro de dossier de dépistage : ", V(num, "NUM_DOSSIER", "depistage"),
             ". Pour toute question, notre secrétariat répond au ", V(ids.phone(r), "TELEPHONE", "etablissement"), ".")
    doc.space(4)
    doc.rule()
    doc.line("COMPTE RENDU DE COLOSCOPIE", size=12, bold=True, spacing=1.2)
    doc.line("Service d'hépato-gastro-entérologie — unité d'endoscopie", size=9)
    doc.space(3)
    doc.line("Patient : ", ctx.SN(), " ", ctx.FN(), ", ", ctx.ne, " le ", ctx.DDN())
    nir_b, key = ids.nir(r, 2 if p["sex"] == "F" else 1, p["born"], ctx.paddr["dept"])
    doc.line("INS (NIR) : ", V(ids.nir_text(nir_b, key, r.randint(0, 2)), "NIR", "ins", True), "   IPP : ", V(ctx.ipp, "IPP", "patient", True))
    doc.line("Date de l'examen : ", ctx.date(None, 2), " — séjour ", V(ctx.nda, "NUM_SEJOUR", "sejour"))
    mt = person(r, used=ctx.used, birth_years=(1955, 1985))
    doc.line("Médecin traitant : Dr ", ctx.FN(mt, "medecin", False), " ", ctx.SN(mt, "title", "medecin", False), ", ",
             V(mt_city := r.choice(["Ernée", "Évron", "Château-Gontier"]), "VILLE"))
    doc.space(3)
    doc.line("Indication", bold=True)
    doc.para("Test immunologique positif dans le cadre du dépistage organisé. Pas d'antécédent familial de cancer colorectal au premier degré.")
    homonym_line(doc, ctx)
    doc.line("Préparation et anesthésie", bold=True)
    lot = "%s%d%s" % (r.choice(["PL", "MV", "X"]), r.randint(10000, 99999), r.choice("ABCK"))
    doc.para("Préparation par PEG 4000 en deux prises (lot ", K(lot, "LOT"), "). Score de Boston ",
             K("%d/9" % r.randint(6, 9), "SCORE"), ". Sédation par propofol (", K("N01AX10", "ATC"), ") ",
             K("%d mg" % r.choice([120, 150, 180]), "DOSE"), ", anesthésiste Dr ",
             ctx.SN(a := person(r, used=ctx.used, birth_years=(1960, 1990)), "title", "medecin", False), ".")
    doc.line("Résultats", bold=True)
    rows = [["Segment", "Lésion", "Taille", "Paris", "Geste"],
            ["Sigmoïde", "polype sessile", K("%d mm" % r.randint(4, 9), "MESURE"), K("0-Is", "CLASSE"), "anse froide"],
            ["Côlon transverse", "polype pédiculé", K("%d mm" % r.randint(11, 18), "MESURE"), K("0-Ip", "CLASSE"), "anse diathermique, clip"],
            ["Cæcum", "aucune", "—", "—", "biopsies systématiques"]]
    doc.table([110, 100, 60, 50, 175], rows)
    labo = "%d%s%05d" % (25, r.choice(["H", "P", "AP"]), r.randint(0, 99999))
    doc.para("Pièces adressées au laboratoire d'anatomo-pathologie sous le numéro ", V(labo, "NUM_DOSSIER_LABO", "anapath"),
             ". Acte ", K("HHFE002", "CCAM"), " ; code diagnostique ", K("D12.5", "CIM10"), ".")
    doc.line("Conclusion", bold=True)
    doc.para("Deux polypes réséqués en totalité. Coloscopie de contrôle à ", K("3 ans", "DELAI"),
             " selon l'histologie. Courrier adressé au Dr ", ctx.SN(mt, "upper", "medecin", False), " et au centre de coordination.")
    doc1 = ctx.doc1
    signature(doc, ctx, doc1, ctx.rpps1, idnat=True)
    doc.line("Contact : ", V(email(r, doc1, ctx.sigle.lower() + "-sante.fr"), "EMAIL", "medecin", True), size=8.5)


def psy(doc: Doc, ctx: Ctx):
    r = ctx.rng
    p = ctx.pat
    doc.line("FICHE DE LIAISON PSYCHIATRIE — URGENCES", size=12.5, bold=True, spacing=1.5)
    doc.line("Équipe de psychiatrie de liaison (EPL) — accueil des urgences adultes", size=9)
    doc.space(3)
    heure = "%02dh%02d" % (r.randint(0, 23), r.choice([5, 15, 20, 40, 55]))
    doc.line("Passage du ", ctx.date(None, 0), " — arrivée à ", K(heure, "HEURE"), " — n° de passage ", V(ctx.nda, "NUM_SEJOUR", "sejour"))
    rows = [["Identité", "Coordonnées"],
            [[ctx.SN(), " ", ctx.FN(), ", ", ctx.ne, " le ", ctx.DDN(3)], [*ctx.addr(ctx.paddr), ", ", *ctx.cpville(ctx.paddr)]],
            [["IPP ", V(ctx.ipp, "IPP", "patient", True)], ["Tél. ", V(ids.phone(r, 0, True), "TELEPHONE", "patient")]]]
    doc.table([240, 255], rows)
    emp = r.choice(["Transports Malherbe et Fils", "Boulangerie-pâtisserie Au Pain Doré", "SARL Menuiserie Gavrel",
                    "Lycée professionnel Ambroise-Croizat", "Supermarché Coop'Alizé"])
    kind_emp = "ecole" if "Lycée" in emp else "employeur"
    doc.para("Situation sociale : ", r.choice(["vit seul(e) en appartement", "vit en couple, deux enfants", "hébergé(e) chez sa mère"]),
             ", ", "scolarisé(e) au " if kind_emp == "ecole" else "salarié(e) de ", V(emp, "ETABLISSEMENT", kind_emp), ".")
    homonym_line(doc, ctx)
    mere = person(r, "F", used=ctx.used, birth_years=(1950, 1975))
    doc.para("Personne à prévenir : sa mère, Mme ", ctx.FN(mere, "proche", False), " ", ctx.SN(mere, "upper", "proche", False),
             " (", V(ids.phone(r, 1), "TELEPHONE", "proche"), "), informée de l'hospitalisation à ", K("%02dh%02d" % (r.randint(0, 23), 30), "HEURE"), ".")
    doc.line("Motif et évaluation", bold=True)
    doc.para("Adressé(e) par les pompiers pour idées suicidaires avec scénario, sans passage à l'acte. Score RUD ",
             K("élevé", "SCORE", ["élevé"]), ", échelle de Columbia (C-SSRS) ", K("4/5", "SCORE"),
             ". Pas d'intoxication : alcoolémie ", K("0,12 g/L", "BIOLOGIE"), ", paracétamolémie ",
             K("< 10 mg/L", "BIOLOGIE"), ".")
    doc.para("Antécédents : épisode dépressif caractérisé (", K("F32.2", "CIM10"), "), suivi au CMP de ",
             V(r.choice(["Laval-Ouest", "Mayenne-Nord", "Saint-Berthevin"]), "VILLE"), " par Dr ",
             ctx.SN(psy1 := person(r, used=ctx.used, birth_years=(1958, 1990)), "title", "medecin", False), ".")
    doc.line("Traitement administré aux urgences", bold=True)
    rows = [["Médicament", "Dose", "Voie", "Heure", "ATC"],
            ["Loxapine", K("50 mg", "DOSE"), "IM", K("02h10", "HEURE"), K("N05AH01", "ATC")],
            ["Hydroxyzine", K("25 mg", "DOSE"), "per os", K("06h00", "HEURE"), K("N05BB01", "ATC")]]
    doc.table([140, 70, 70, 70, 145], rows)
    doc.line("Orientation", bold=True)
    cl = r.choice(["Clinique psychiatrique Les Tilleuls", "Unité Camille-Claudel", "Centre psychothérapique de l'Ermitage"])
    doc.para("Hospitalisation en soins libres à ", V(cl, "ETABLISSEMENT", "etablissement"), " ; transmission faite à l'IDE d'accueil, ",
             ctx.FN(ide := person(r, used=ctx.used, birth_years=(1970, 2000)), "soignant", False), " ",
             ctx.SN(ide, "lower", "soignant", False), ", le ", ctx.date(None, 0), ".")
    signature(doc, ctx, ctx.doc1, ctx.rpps1, title="Dr", role="medecin")
    doc.line("Psychiatre de garde — bip ", K("4417", "POSTE"), " — ", V(email(r, ctx.doc1, ctx.sigle.lower() + ".fr"), "EMAIL", "medecin", True), size=8.5)


def preadm(doc: Doc, ctx: Ctx):
    r = ctx.rng
    p = ctx.pat
    doc.line("DOSSIER DE PRÉ-ADMISSION", size=13, bold=True, spacing=1.2)
    doc.line("Unité de chirurgie ambulatoire (UCA) — à retourner complété avant l'intervention", size=8.5)
    doc.space(3)
    nom_naiss = person(r, used=ctx.used)
    rows = [["Rubrique", "Renseignements"],
            ["Nom d'usage", ctx.SN()],
            ["Nom de naissance", [V(upper(nom_naiss["sn"]), "NOM", "naissance", True)] if p["sex"] == "F" else [ctx.SN()]],
            ["Prénom(s)", [ctx.FN(), ", ", V(r.choice(["Marie", "Louise", "Paul", "René"]), "PRENOM", "patient", True)]],
            ["Date de naissance", ctx.DDN(r.choice([0, 2, 4]))],
            ["Adresse", [*ctx.addr(ctx.paddr), ", ", *ctx.cpville(ctx.paddr)]],
            ["Téléphone / courriel", [V(ids.phone(r, 2, True), "TELEPHONE", "patient"), " — ", V(email(r, p), "EMAIL", "patient", True)]]]
    nir_b, key = ids.nir(r, 2 if p["sex"] == "F" else 1, p["born"], ctx.paddr["dept"])
    rows.append(["N° de sécurité sociale", V(ids.nir_text(nir_b, key, 0), "NIR", "", True)])
    mut = r.choice(["Mutuelle Ligérienne Santé", "Harmonie Bocage Mutuelle", "MGEN-Ouest (fictive)", "Mutuelle des Trois Vallées"])
    rows.append(["Complémentaire santé", [V(mut, "ORGANISME", "mutuelle"), " — adhérent n° ", V("%09d" % r.randint(0, 10 ** 9 - 1), "NUM_ADHERENT", "mutuelle")]])
    doc.table([150, 345], rows)
    acc = person(r, used=ctx.used, birth_years=(1950, 2000))
    rel = r.choice(["conjoint(e)", "fils", "fille", "voisin(e)", "ami(e)"])
    doc.line("Accompagnant le jour de l'intervention et la nuit suivante", bold=True)
    doc.para(ctx.FN(acc, "proche", False), " ", ctx.SN(acc, "upper", "proche", False), " (", rel, "), joignable au ",
             V(ids.phone(r, 0, True), "TELEPHONE", "proche"), ", s'engage à raccompagner le patient et à rester auprès de lui jusqu'au lendemain.")
    conf = person(r, used=ctx.used)
    doc.para("Personne de confiance désignée : ", ctx.SN(conf, "title", "proche", False), " ", ctx.FN(conf, "proche", False),
             ", demeurant ", *ctx.addr(address(r)), ".")
    doc.line("Intervention prévue", bold=True)
    act = r.choice([("Cure de hernie inguinale unilatérale par cœlioscopie", "LMMC020"),
                    ("Cholécystectomie par cœlioscopie", "HMFC004"),
                    ("Arthroscopie du genou avec méniscectomie", "NFFC004"),
                    ("Libération du nerf médian au canal carpien", "AHPA009")])
    dint = ctx.care + dt.timedelta(days=r.randint(8, 30))
    doc.para(act[0], " (", K(act[1], "CCAM"), ") le ", ctx.date(dint, 3), ", chirurgien Dr ",
             ctx.SN(ctx.doc1, "upper", "medecin", False), ". Convocation à ", K("7h15", "HEURE"),
             " ; jeûne solide ", K("6 heures", "DELAI"), ", liquides clairs autorisés jusqu'à ", K("2 heures", "DELAI"), " avant.")
    an = person(r, used=ctx.used, birth_years=(1960, 1990))
    rpps2 = ids.rpps(r)
    doc.para("Consultation d'anesthésie faite le ", ctx.date(None, 0), " par le Dr ", ctx.FN(an, "medecin", False), " ",
             ctx.SN(an, "upper", "medecin", False), " (RPPS ", V(rpps2, "RPPS"), ") : ", K("ASA 2", "SCORE"),
             ", poids ", K("%d kg" % r.randint(55, 98), "POIDS"), ", allergie à l'amoxicilline (", K("J01CA04", "ATC"), ").")
    homonym_line(doc, ctx)
    doc.line("Pièces à fournir", bold=True)
    for t in ["carte Vitale et attestation de droits", "carte de mutuelle", "pièce d'identité en cours de validité",
              "ordonnance d'antalgiques remise en consultation"]:
        doc.line("☐ " if not ctx.ascii else "[ ] ", t)
    doc.line("Dossier n° ", V(ctx.nda, "NUM_SEJOUR", "sejour"), " — bureau des admissions : ", V(ctx.etel, "TELEPHONE", "etablissement"))


def geriatrie(doc: Doc, ctx: Ctx):
    r = ctx.rng
    p = ctx.pat
    letterhead(doc, ctx, "Pôle de gériatrie — consultation mémoire et évaluation gériatrique")
    doc.line("Compte rendu de consultation de gériatrie", size=12, bold=True)
    doc.line("Consultation du ", ctx.date(None, 2))
    mt = person(r, used=ctx.used, birth_years=(1955, 1985))
    doc.para("Cher confrère, j'ai revu en consultation ", ctx.civ, " ", ctx.FN(), " ", ctx.SN(), ", ", ctx.ne, " le ",
             ctx.DDN(2), ", ", K("%d ans" % (2025 - p["born"].year), "AGE"), ", que vous suiviez pour des troubles cognitifs. Adressée par le Dr ",
             ctx.SN(mt, "title", "medecin", False), ".")
    ehpad = r.choice(["EHPAD Les Glycines", "EHPAD Résidence du Vieux-Pont", "EHPAD Korian-Fictif Les Aubépines", "Résidence autonomie Le Clos Saint-Martin"])
    ea = address(r)
    doc.para("Mode de vie : réside depuis ", K("2023", "ANNEE"), " à l'", V(ehpad, "ETABLISSEMENT", "ehpad"), ", ",
             *ctx.addr(ea), ", ", *ctx.cpville(ea), " (IDEC : ", V(ids.phone(r), "TELEPHONE", "etablissement"), ").")
    aid = person(r, "F", used=ctx.used, birth_years=(1955, 1975))
    aid["sn"] = p["sn"] if r.random() < 0.5 else aid["sn"]
    same = aid["sn"] == p["sn"]
    doc.para("Aidante principale : sa fille, Mme ", ctx.FN(aid, "aidant", False), " ",
             ctx.SN(aid, "upper", "aidant", True if same else False), ", ", V(ids.phone(r, 0, True), "TELEPHONE", "aidant"),
             ", ", V(email(r, aid), "EMAIL", "aidant", True), ", présente à la consultation.")
    homonym_line(doc, ctx)
    doc.line("Évaluation gériatrique standardisée", bold=True)
    rows = [["Domaine", "Résultat", "Précédent"],
            ["MMSE", K("%d/30" % r.randint(14, 24), "SCORE"), K("%d/30" % r.randint(20, 26), "SCORE")],
            ["ADL de Katz", K("%s/6" % r.choice(["3", "4", "4,5", "5"]), "SCORE"), K("5/6", "SCORE")],
            ["GIR (AGGIR)", K("GIR %d" % r.randint(2, 4), "SCORE"), "—"],
            ["Poids / IMC", [K("%d kg" % r.randint(44, 70), "POIDS"), " ; ", K("IMC %d" % r.randint(18, 26), "MESURE")], K("%d kg" % r.randint(50, 74), "POIDS")],
            ["Timed Up and Go", K("%d s" % r.randint(14, 30), "MESURE"), "non réalisé"]]
    doc.table([170, 170, 155], rows)
    doc.para("Le test de Folstein est en baisse ; l'échelle de Zarit de l'aidante est à ", K("%d/88" % r.randint(20, 60), "SCORE"),
             ". Pas de signe de Babinski. Bilan biologique : albumine ", K("%d g/L" % r.randint(28, 38), "BIOLOGIE"),
             ", vitamine D ", K("%d ng/mL" % r.randint(8, 25), "BIOLOGIE"), ".")
    doc.line("Traitement", bold=True)
    rows = [["Médicament", "Posologie", "ATC"],
            ["Donépézil", K("5 mg le soir", "DOSE"), K("N06DA02", "ATC")],
            ["Cholécalciférol", K("100 000 UI", "DOSE"), K("A11CC05", "ATC")],
            ["Paracétamol", K("1 g x 3/j", "DOSE"), K("N02BE01", "ATC")]]
    doc.table([200, 170, 125], rows)
    doc.para("Conclusion : trouble neurocognitif majeur de sévérité modérée (", K("F00.1", "CIM10"),
             "). Réévaluation dans ", K("6 mois", "DELAI"), ". Une mesure de protection juridique sera discutée avec la famille.")
    signature(doc, ctx, ctx.doc1, ctx.rpps1, idnat=r.random() < 0.5)
    doc.line("Copie : Dr ", ctx.FN(mt, "medecin", False), " ", ctx.SN(mt, "upper", "medecin", False), ", ", V(mt_c := r.choice(["Craon", "Ernée", "Meslay-du-Maine"]), "VILLE"), size=8.5)


def urodyn(doc: Doc, ctx: Ctx):
    r = ctx.rng
    p = ctx.pat
    letterhead(doc, ctx, "Service d'urologie — explorations fonctionnelles")
    doc.line("BILAN URODYNAMIQUE", size=12.5, bold=True, spacing=1.5)
    doc.line("Examen du ", ctx.date(None, 0), " — salle ", K("EFU 2", "SALLE"))
    doc.line("Patient(e) : ", ctx.SN(), " ", ctx.FN(), " — ", ctx.ne, " le ", ctx.DDN(r.choice([1, 5, 6])), " — IPP ", V(ctx.ipp, "IPP", "patient", True))
    pres = person(r, used=ctx.used, birth_years=(1958, 1988))
    doc.line("Prescripteur : Dr ", ctx.FN(pres, "medecin", False), " ", ctx.SN(pres, "upper", "medecin", False), " — ordonnance n° ",
             V("ORD-%d-%06d" % (2025, r.randint(0, 999999)), "IDENTIFIANT", "ordonnance"))
    sn_dev = "UD%d-%05d" % (r.randint(10, 99), r.randint(0, 99999))
    doc.para("Indication : incontinence urinaire mixte à prédominance d'effort, ", K("N39.3", "CIM10"), ". Appareil ",
             K("Solar Blue", "DISPOSITIF"), " n° de série ", K(sn_dev, "DISPOSITIF"), ", sonde ", K("CH 7", "MESURE"),
             " (lot ", K("L%d%s" % (r.randint(100000, 999999), r.choice("ABC")), "LOT"), ").")
    homonym_line(doc, ctx)
    doc.line("Débitmétrie", bold=True)
    rows = [["Paramètre", "Valeur", "Normes"],
            ["Débit maximal (Qmax)", K("%d mL/s" % r.randint(9, 28), "MESURE"), K("> 15 mL/s", "INTERVALLE")],
            ["Volume uriné", K("%d mL" % r.randint(150, 420), "MESURE"), K("> 150 mL", "INTERVALLE")],
            ["Résidu post-mictionnel", K("%d mL" % r.randint(0, 80), "MESURE"), K("< 50 mL", "INTERVALLE")]]
    doc.table([200, 150, 145], rows)
    doc.line("Cystomanométrie", bold=True)
    doc.para("Remplissage à ", K("50 mL/min", "DEBIT"), " ; premier besoin à ", K("%d mL" % r.randint(120, 220), "MESURE"),
             ", besoin impérieux à ", K("%d mL" % r.randint(300, 480), "MESURE"), ", capacité cystomanométrique maximale ",
             K("%d mL" % r.randint(380, 560), "MESURE"), ". Compliance ", K("%d mL/cmH2O" % r.randint(30, 80), "MESURE"),
             ". Pas d'hyperactivité détrusorienne. Manœuvre de Valsalva : fuite à ", K("%d cmH2O" % r.randint(60, 110), "MESURE"), ".")
    doc.line("Profilométrie urétrale", bold=True)
    doc.para("Pression de clôture urétrale maximale ", K("%d cmH2O" % r.randint(25, 70), "MESURE"), ", longueur fonctionnelle ",
             K("%d mm" % r.randint(22, 36), "MESURE"), ". Test de Bonney positif.")
    kine = person(r, used=ctx.used, birth_years=(1970, 1998))
    kaddr = address(r)
    doc.para("Conclusion et proposition : rééducation périnéale (", K("15 séances", "MESURE"), ") auprès de ",
             ctx.FN(kine, "soignant", False), " ", ctx.SN(kine, "upper", "soignant", False), ", masseur-kinésithérapeute, ADELI ",
             V(ids.adeli(r, kaddr["dept"]), "ADELI"), ", ", *ctx.cpville(kaddr), ". Acte ", K("JDQD001", "CCAM"),
             " ; contrôle dans ", K("3 mois", "DELAI"), ".")
    signature(doc, ctx, ctx.doc1, ctx.rpps1)
    doc.line("Courriel du secrétariat : ", V("uro.efu@" + ctx.sigle.lower() + "-sante.fr", "EMAIL", "etablissement", True), size=8.5)


def protection(doc: Doc, ctx: Ctx):
    r = ctx.rng
    p = ctx.pat
    doc1 = ctx.doc1
    city = ctx.eaddr["city"]
    doc.line("CERTIFICAT MÉDICAL CIRCONSTANCIÉ", size=12.5, bold=True, spacing=1.0)
    doc.line("en vue d'une mesure de protection juridique (articles 425 et 431 du Code civil)", size=8.5)
    doc.space(4)
    doc.para("Je soussigné(e), Dr ", ctx.FN(doc1, "medecin", False), " ", ctx.SN(doc1, "upper", "medecin", False),
             ", médecin inscrit sur la liste établie par le procureur de la République près le ",
             V("tribunal judiciaire de " + city, "ETABLISSEMENT", "tribunal", False, ["tribunal judiciaire de " + city]),
             ", RPPS ", V(ctx.rpps1, "RPPS"), ", certifie avoir examiné le ", ctx.date(None, 3), " :")
    nir_b, key = ids.nir(r, 2 if p["sex"] == "F" else 1, p["born"], ctx.paddr["dept"])
    maiden = person(r, used=ctx.used)
    rows = [["Personne à protéger", "Renseignements"],
            ["Nom, prénoms", [ctx.SN(), " ", ctx.FN(), *([" (née ", V(upper(maiden["sn"]), "NOM", "naissance", True), ")"] if p["sex"] == "F" else [])]],
            ["Date et lieu de naissance", [ctx.DDN(r.choice([2, 3])), " à ", V(r.choice(["Angers", "Vitré", "Nevers", "Tulle"]), "VILLE")]],
            ["N° de sécurité sociale", V(ids.nir_text(nir_b, key, 2), "NIR", "", True)],
            ["Domicile", [*ctx.addr(ctx.paddr), ", ", *ctx.cpville(ctx.paddr)]]]
    doc.table([170, 325], rows)
    homonym_line(doc, ctx)
    doc.line("Altération des facultés", bold=True)
    doc.para("Altération des facultés mentales liée à un trouble neurocognitif (", K("G30.1", "CIM10"), "), MMSE ",
             K("%d/30" % r.randint(10, 20), "SCORE"), " ; la personne n'est plus en mesure de gérer seule son budget ni ses démarches administratives. ",
             "Elle peut être entendue par le juge ; l'audition n'est pas de nature à porter atteinte à sa santé.")
    doc.line("Avis sur la mesure", bold=True)
    doc.para("Une curatelle renforcée paraît adaptée. Le droit de vote peut être maintenu.")
    fils = person(r, "M", used=ctx.used, birth_years=(1955, 1980))
    fils["sn"] = p["sn"]
    doc.para("Entourage : son fils, M. ", ctx.FN(fils, "proche", False), " ", ctx.SN(fils, "upper", "proche", True),
             " (", V(ids.phone(r, 0, True), "TELEPHONE", "proche"), "), souhaite que la mesure soit confiée à un service mandataire.")
    asso = r.choice([("Association tutélaire du Maine", "ATM"), ("Service mandataire Les Trois Rivières", "SMTR"),
                     ("Union départementale des associations familiales de l'Anjou (fictive)", "UDAF-A")])
    mand = person(r, used=ctx.used, birth_years=(1965, 1995))
    rg = "RG %d/%05d" % (25, r.randint(0, 99999))
    doc.para("Mandataire pressenti : ", V(asso[0], "ORGANISME", "association_tutelle"), " (", V(asso[1], "ORGANISME", "sigle"),
             "), délégué(e) ", ctx.SN(mand, "title", "mandataire", False), " ", ctx.FN(mand, "mandataire", False),
             ", ", V(ids.phone(r, 1), "TELEPHONE", "mandataire"), ". Référence de la requête : ", V(rg, "NUM_DOSSIER", "tribunal"), ".")
    doc.para("Coût du certificat : ", K("160 €", "MONTANT"), " (tarif réglementaire). Certificat remis sous pli fermé à l'attention du juge des contentieux de la protection.")
    doc.line("Fait à ", V(city, "VILLE"), ", le ", ctx.date(None, 0))
    doc.line("Signature et cachet", size=8.5)


SHAPE_FUNS = {"coloscopie_depistage": coloscopie, "liaison_psy_urgences": psy, "preadmission_ambulatoire": preadm,
              "consultation_geriatrie": geriatrie, "bilan_urodynamique": urodyn, "certificat_mesure_protection": protection}


def side_column(doc: Doc, ctx: Ctx):
    """Page 1 in two columns: the department's staff and contacts on the left, the body on the right."""
    from .layout import box
    r = ctx.rng
    x, w, y = 50, 122, 62
    chef = person(r, used=ctx.used, birth_years=(1958, 1975))
    ph = person(r, used=ctx.used, birth_years=(1970, 1990))
    cadre = person(r, "F", used=ctx.used, birth_years=(1965, 1990))
    rp = ids.rpps(r)
    blocks = [
        (["Chef de service"], True),
        (["Pr ", ctx.FN(chef, "medecin", False), " ", ctx.SN(chef, "upper", "medecin", False)], False),
        (["Praticiens"], True),
        (["Dr ", ctx.FN(ctx.doc1, "medecin", False), " ", ctx.SN(ctx.doc1, "upper", "medecin", False)], False),
        (["Dr ", ctx.FN(ph, "medecin", False), " ", ctx.SN(ph, "upper", "medecin", False), " — RPPS ", V(rp, "RPPS")], False),
        (["Cadre de santé"], True),
        (["Mme ", ctx.FN(cadre, "soignant", False), " ", ctx.SN(cadre, "title", "soignant", False)], False),
        (["Secrétariat"], True),
        ([V(ctx.etel, "TELEPHONE", "etablissement")], False),
        (["Fax ", V(ids.phone(r, 1), "TELEPHONE", "etablissement")], False),
        ([V("secretariat." + ctx.sigle.lower() + "@" + ctx.sigle.lower() + "-sante.fr", "EMAIL", "etablissement", True)], False),
        (["FINESS ", V(ctx.finess, "FINESS")], False),
    ]
    for parts, bold in blocks:
        y += box(doc, x, y, w, *parts, size=7.5, bold=bold) + (1 if bold else 5)
    doc.pages[0]["blocks"].append({"t": "rule", "x1": 180, "y": 60, "x2": 180.2, "y2": y})
    doc.left = 190


NOTES = ["constantes stables, pas de douleur (EVA 1/10)", "reprise de l'alimentation bien tolérée",
         "mobilisation au fauteuil avec aide", "appel de la famille, informations données",
         "pansement propre et sec", "sommeil correct, pas d'agitation nocturne", "diurèse conservée",
         "glycémie capillaire à 1,32 g/L", "tension artérielle 128/74 mmHg", "patient(e) calme et coopérant(e)"]


def annex(doc: Doc, ctx: Ctx, rows: int):
    """Extra pages: care transmissions table and the list of recipients."""
    r = ctx.rng
    doc.new_page()
    doc.line("Transmissions et traçabilité", size=11, bold=True)
    staff = [person(r, used=ctx.used, birth_years=(1965, 2000)) for _ in range(3)]
    tab = [["Date", "Heure", "Soignant", "Observation"]]
    d = ctx.care
    for k in range(rows):
        s_ = staff[k % 3]
        case = ["upper", "title", "lower"][k % 3]
        tab.append([ctx.date(d + dt.timedelta(days=k // 3), 0), K("%02dh%02d" % (r.randint(6, 22), r.choice([0, 15, 30, 45])), "HEURE"),
                    [ctx.SN(s_, case, "soignant", False)], r.choice(NOTES)])
    doc.table([75, 50, 110, 260], tab)
    doc.line("Destinataires de ce document", bold=True)
    for _ in range(2):
        m = person(r, used=ctx.used, birth_years=(1955, 1990))
        a = address(r)
        doc.para("Dr ", ctx.FN(m, "medecin", False), " ", ctx.SN(m, "upper", "medecin", False), ", ", *ctx.addr(a), ", ",
                 *ctx.cpville(a), " — tél. ", V(ids.phone(r, r.randint(0, 2)), "TELEPHONE", "medecin"))
    doc.para("Document relu et validé électroniquement. Toute copie doit être conservée dans le dossier du patient.")


def build(rng, shape, fonts, ascii_only, header_style, two_col_first=False, annex_rows=0):
    ctx = Ctx(rng, shape, ascii_only)
    doc = Doc(fonts, ascii_only=ascii_only, header=header(ctx, header_style))
    if two_col_first:
        side_column(doc, ctx)
    SHAPE_FUNS[shape](doc, ctx)
    if annex_rows:
        annex(doc, ctx, annex_rows)
    return doc, ctx
