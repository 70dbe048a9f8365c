"""The eleven document shapes. Each builder returns a document dict:

{"type", "title", "meta": {...}, "metadata_items": [...], "pages": [{"header": [segs], "footer": [segs],
 "blocks": [...]}]}.  Block kinds: title, kv (rows, style, cols), kv2 (left/right), table (head, rows),
para, note (level), sign (lines), stamp (lines), idline, barcode, sep.
"""
from __future__ import annotations

from .model import (D, K, P, V, MONTHS, ETABS, MED_SURN, MUTUELLES, F_FIRST, M_FIRST, TOWNS, STREETS,
                    adeli, finess, fmt_date, fmt_nir, make_person, phone, pick_date, rpps, DATE_STYLES)


class Ctx:
    def __init__(self, rng, idx):
        self.rng = rng
        self.idx = idx
        r = rng
        self.pat = make_person(r)
        if self.pat.sex == "F" and r.random() < 0.45:
            self.pat.maiden = r.choice([s for s in ["Pradelle", "Couderc", "Le Bihan", "Martineau-Roy",
                                                     "Abgrall", "Saint-Aubin", "Teyssier", "Rouquette"]])
        self.etab, self.acr = ETABS[r.randrange(len(ETABS))]
        self.etown = r.choice(TOWNS)
        self.estreet = "%d %s" % (r.randint(1, 60), r.choice(["avenue du Professeur Léon Bérard",
                                  "rue de l'Hôtel-Dieu", "boulevard des Écoles", "chemin du Belvédère",
                                  "rue Paul-Louis Courier", "avenue de la Libération"]))
        self.finess = finess(r, self.etown[2])
        self.etel = phone(r, self.etown[3], r.randint(0, 1))
        self.dstyle = r.choice(DATE_STYLES)
        self.gp = self.doctor()
        self.gp_town = r.choice(TOWNS)
        self.gp_street = "%d %s" % (r.randint(1, 90), r.choice(STREETS))
        self.author = self.doctor()
        self.rel = make_person(r, town=self.pat.town, minyear=1940, maxyear=2000)
        self.rel_link = r.choice(["épouse", "fille", "fils", "conjoint", "frère", "nièce", "voisine"])
        self.nda = r.choice(["", "S", "V"]) + str(r.randint(24, 26)) + "".join(r.choice("0123456789") for _ in range(7))
        self.care = [pick_date(r) for _ in range(8)]
        self.care.sort()
        self.mut = r.choice(MUTUELLES)
        self.mut_no = "".join(r.choice("0123456789") for _ in range(r.choice([8, 10])))

    def doctor(self):
        r = self.rng
        sex = r.choice("MF")
        return {"first": r.choice(M_FIRST if sex == "M" else F_FIRST), "last": r.choice(MED_SURN),
                "rpps": rpps(r), "sex": sex}

    # value helpers ---------------------------------------------------
    def last(self, form="up"):
        s = self.pat.last
        t = s.upper() if form == "up" else s
        prob = [t]
        words = t.replace("'", " ").split(" ")
        if len(words) > 1:
            prob.append(words[-1])
        return P(t, "NOM", True, "patient", prob)

    def maiden(self, form="up"):
        s = self.pat.maiden
        t = s.upper() if form == "up" else s
        return P(t, "NOM", True, "naissance")

    def first(self, form="cap"):
        t = self.pat.first.upper() if form == "up" else self.pat.first
        return P(t, "PRENOM", True, "patient")

    def ddn(self, style=None):
        p = self.pat
        return P(fmt_date(p.y, p.m, p.d, style or self.dstyle), "DATE_NAISSANCE", True)

    def cdate(self, i, style=None):
        y, m, d = self.care[i % len(self.care)]
        return D(fmt_date(y, m, d, style or self.dstyle))

    def nir(self, style=0):
        return P(fmt_nir(self.pat.nir_base, self.pat.nir_key, style), "NIR", True, "NIR")

    def ins(self):
        return P(self.pat.nir_base + self.pat.nir_key, "NIR", True, "INS")

    def ipp(self):
        return P(self.pat.ipp, "IPP", True)

    def ndav(self):
        return P(self.nda, "EPISODE", False, "NDA")

    def email(self):
        return P(self.pat.email, "EMAIL", True)

    def tel(self, which="tel"):
        return P(getattr(self.pat, which), "TEL")

    def addr(self):
        st = self.pat.street
        return [P(st, "ADRESSE", False, "patient", [st, st.split(" ", 1)[1]]), ", ",
                P(self.pat.town[0], "CODE_POSTAL"), " ", P(self.pat.town[1], "VILLE")]

    def etab_v(self, acr=False):
        return P(self.acr if acr else self.etab, "ETAB", False, "etablissement")

    def etab_addr(self):
        return [P(self.estreet, "ADRESSE", False, "etablissement", [self.estreet, self.estreet.split(" ", 1)[1]]),
                " – ", P(self.etown[0], "CODE_POSTAL"), " ", P(self.etown[1], "VILLE")]

    def doc_name(self, d, form="Dr"):
        t = {"Dr": ["Dr "], "full": ["Docteur "], "bare": []}[form]
        return t + [P(d["first"], "PRENOM", False, "medecin"), " ", P(d["last"].upper() if form == "bare" else d["last"], "NOM", False, "medecin")]

    def rpps_v(self, d, form=0):
        return P(d["rpps"] if form == 0 else "8" + d["rpps"], "RPPS", False, "RPPS" if form == 0 else "RPPS12")

    def id_line(self):
        """Compact identity line: 'DURAND Paul — né le 03/04/1957 — IPP 00451236'."""
        ne = "née" if self.pat.sex == "F" else "né"
        return [self.last(), " ", self.first(), " — %s le " % ne, self.ddn(), " — IPP ", self.ipp()]

    def civ(self):
        return "Mme" if self.pat.sex == "F" else "M."


def page(header=None, footer=None, blocks=None):
    return {"header": header or [], "footer": footer or [], "blocks": blocks or []}


def labo(v):
    return K(v, "DECOY", "labo")


def code(v):
    return K(v, "DECOY", "code")


def mot(word, sub="mot_nom"):
    return K(word, "MOT", sub)


def std_header(c, variant):
    if variant == 0:
        return [[c.etab_v(), " — FINESS ", P(c.finess, "FINESS")],
                [c.last(), " ", c.first(), " · IPP ", c.ipp(), " · Séjour ", c.ndav()]]
    if variant == 1:
        return [[c.etab_v(True), " | Patient : ", c.last(), " ", c.first(), " | DDN ", c.ddn()]]
    return [["Dossier ", c.ipp(), " — ", c.last(), " (", c.first(), ")"]]


def footer(c, i, n, form_ver):
    return [[K("Page %d sur %d" % (i + 1, n), "DECOY", "page"), " — ", K(form_ver, "DECOY", "version"), " — ",
             c.etab_v(True), " ", P(c.etel, "TEL")]]


def paginate(c, bodies, hvariant, form_ver, with_header=True):
    n = len(bodies)
    return [page(std_header(c, hvariant) if with_header else [], footer(c, i, n, form_ver), b)
            for i, b in enumerate(bodies)]


# ------------------------------------------------------------------ document shapes

def lettre_sortie(c):
    r = c.rng
    ne = "Née le" if c.pat.sex == "F" else "Né le"
    ident = {"t": "kv2", "style": r.choice(["colon", "dots"]),
             "left": [("Nom", [c.last()]), ("Prénom", [c.first()]), (ne, [c.ddn()]),
                      ("Adresse", c.addr()), ("Téléphone", [c.tel()])],
             "right": [("IPP", [c.ipp()]), ("N° de séjour", [c.ndav()]), ("Entrée le", [c.cdate(0)]),
                       ("Sortie le", [c.cdate(2)]), ("Unité", [K("UF 2314", "DECOY", "salle")])]}
    if c.pat.maiden:
        ident["left"].insert(1, ("Nom de naissance", [c.maiden()]))
    b1 = [{"t": "title", "segs": ["Lettre de liaison à la sortie"]}, ident,
          {"t": "para", "segs": ["Cher confrère, votre patient", "e" if c.pat.sex == "F" else "", " ", c.civ(), " ",
                                 c.first(), " ", c.last("cap"), " a été hospitalisé", "e" if c.pat.sex == "F" else "",
                                 " du ", c.cdate(0), " au ", c.cdate(2),
                                 " pour une pneumopathie communautaire (", code("J18.9"), "). Ancien ",
                                 mot("boucher"), " à la retraite, vit à domicile avec son ", c.rel_link, "."]},
          {"t": "para", "segs": ["Évolution favorable sous amoxicilline-acide clavulanique ", K("1 g x 3/j", "DECOY", "dose"),
                                 " ; CRP à ", labo("212 mg/L"), " le ", c.cdate(0), " puis ", labo("18 mg/L"),
                                 " le ", c.cdate(2), ". Signe de ", K("Murphy", "DECOY", "eponyme"), " négatif."]},
          {"t": "table", "head": ["Traitement de sortie", "Code ATC", "Posologie"],
           "rows": [["Amoxicilline/ac. clav.", code("J01CR02"), K("1 g matin, midi et soir", "DECOY", "dose")],
                    ["Ramipril", code("C09AA05"), K("5 mg le matin", "DECOY", "dose")],
                    ["Paracétamol", code("N02BE01"), K("1 g si douleur", "DECOY", "dose")]]}]
    b2 = [{"t": "kv", "style": "colon", "rows": [
            ("Médecin traitant", c.doc_name(c.gp)), ("Adresse du médecin", [P(c.gp_street, "ADRESSE", False, "medecin"), ", ", P(c.gp_town[1], "VILLE")]),
            ("Personne à prévenir", [P(c.rel.first, "PRENOM"), " ", P(c.rel.last.upper(), "NOM"), " (", c.rel_link, ") ", P(c.rel.mobile, "TEL")]),
            ("Courriel du patient", [c.email()])]},
          {"t": "note", "level": "IMPORTANT", "segs": ["Contrôle radiologique prévu le ", c.cdate(5), " ; rendez-vous de consultation le ", c.cdate(6), "."]},
          {"t": "sign", "lines": [c.doc_name(c.author, "full"), ["RPPS ", c.rpps_v(c.author)], [c.etab_v()], c.etab_addr()]}]
    return "Lettre de liaison", paginate(c, [b1, b2], r.randint(0, 2), "LLS-v%d.%d" % (r.randint(2, 6), r.randint(0, 9)))


def cro(c):
    r = c.rng
    b1 = [{"t": "title", "segs": ["Compte rendu opératoire"]},
          {"t": "idline", "segs": c.id_line()},
          {"t": "kv", "style": r.choice(["above", "below"]), "cols": 3, "rows": [
              ("Date d'intervention", [c.cdate(1)]), ("Salle", [K("Bloc B – salle 4", "DECOY", "salle")]),
              ("Séjour", [c.ndav()]), ("Opérateur", c.doc_name(c.author)), ("Anesthésiste", c.doc_name(c.gp)),
              ("Code acte", [code("HHFA016")])]},
          {"t": "para", "segs": ["Indication : appendicite aiguë (", code("K35.8"), ") chez ", c.civ(), " ",
                                 c.last("cap"), ", ", K("score d'Alvarado", "DECOY", "eponyme"), " à 8. Point de ",
                                 K("McBurney", "DECOY", "eponyme"), " douloureux."]},
          {"t": "para", "segs": ["Installation en décubitus dorsal. Cœlioscopie en open au trocart ombilical de ",
                                 K("12 mm", "DECOY", "dose"), ". Appendice inflammatoire en position latéro-caecale, sans perforation. "
                                 "Section du méso à la pince bipolaire, ligature par deux endoloops, extraction en sac. "
                                 "Lavage au sérum, pas de drainage. Fermeture aponévrotique au fil résorbable."]},
          {"t": "table", "head": ["Dispositif", "Modèle", "Lot"],
           "rows": [["Pince bipolaire", K("LigaSure LF1737", "DECOY", "modele"), K("LOT 24B117", "DECOY", "lot")],
                    ["Endoloop", K("PDS II EZP40G", "DECOY", "modele"), K("LOT K8821C", "DECOY", "lot")]]}]
    b2 = [{"t": "para", "segs": ["Suites prévues : sortie envisagée le ", c.cdate(3), ". Ablation des fils par IDE à domicile. "
                                 "Anatomopathologie transmise au médecin traitant, ", *c.doc_name(c.gp), "."]},
          {"t": "kv", "style": "dots", "rows": [("Né(e) le", [c.ddn()]), ("NIR", [c.nir(r.randint(0, 2))]),
                                                ("Prélèvement", [c.cdate(1)])]},
          {"t": "stamp", "lines": [["Cachet du chirurgien"], c.doc_name(c.author, "bare"), ["RPPS ", c.rpps_v(c.author, 1)], [c.etab_v(True), " ", P(c.finess, "FINESS")]]}]
    return "Compte rendu opératoire", paginate(c, [b1, b2], r.randint(0, 2), "CRO-%d" % r.randint(10, 40))


def consultation(c):
    r = c.rng
    b1 = [{"t": "title", "segs": ["Consultation de cardiologie"]},
          {"t": "kv2", "style": "below",
           "left": [("Patient", [c.last(), " ", c.first()]), ("DDN", [c.ddn()]), ("Tél.", [c.tel("mobile")])],
           "right": [("Consultation du", [c.cdate(4)]), ("IPP", [c.ipp()]), ("Courriel", [c.email()])]},
          {"t": "para", "segs": ["Motif : dyspnée d'effort. ", c.civ(), " ", c.last("cap"),
                                 " exerce comme ", mot("charpentier"), " et se plaint depuis le ", c.cdate(0),
                                 " d'une dyspnée stade II NYHA. Il pêche volontiers au bord de la ", mot("Vienne", "mot_ville"), "."]},
          {"t": "table", "head": ["Paramètre", "Valeur", "Référence"],
           "rows": [["Pression artérielle", labo("142/86 mmHg"), labo("< 140/90")],
                    ["Fréquence cardiaque", labo("78 bpm"), labo("60 - 100")],
                    ["FEVG (ETT)", labo("48 %"), labo("> 55 %")],
                    ["NT-proBNP", labo("612 pg/mL"), labo("< 125")]]},
          {"t": "para", "segs": ["ECG : rythme sinusal, bloc de branche gauche incomplet. Examen : signe de ",
                                 K("Harzer", "DECOY", "eponyme"), " absent, pas d'œdème."]},
          {"t": "note", "level": "NOTE", "segs": ["Échographie de contrôle le ", c.cdate(6), " ; Holter posé le ", c.cdate(5), "."]},
          {"t": "sign", "lines": [c.doc_name(c.author), ["RPPS ", c.rpps_v(c.author)],
                                  ["Copie : ", *c.doc_name(c.gp), ", médecin traitant"]]}]
    return "Consultation", paginate(c, [b1], r.randint(0, 2), "CS-CARDIO v%d" % r.randint(1, 9))


def biologie(c):
    r = c.rng
    lab_no = "%02d%02d%05d" % (c.care[1][0] % 100, c.care[1][1], r.randint(10000, 99999))
    ne = "Née le" if c.pat.sex == "F" else "Né le"
    ident = {"t": "kv2", "style": "colon",
             "left": [("Nom d'usage", [c.last()]), ("Prénom", [c.first("up")]), (r.choice([ne, "Date de naiss.", "Naissance"]), [c.ddn()]),
                      ("Domicile", c.addr())],
             "right": [("N° dossier labo", [P(lab_no, "EPISODE", False, "dossier_labo")]), ("Prélevé le", [c.cdate(1)]),
                       ("Reçu le", [c.cdate(1, "slash")]), ("Prescripteur", c.doc_name(c.gp))]}
    if c.pat.maiden:
        ident["left"].insert(1, ("Nom de naissance", [c.maiden()]))
    rows1 = [["Hémoglobine", labo("12,4"), "g/dL", labo("12,0 - 16,0"), code("718-7")],
             ["Leucocytes", labo("9,8"), "G/L", labo("4,0 - 10,0"), code("6690-2")],
             ["Plaquettes", labo("251"), "G/L", labo("150 - 400"), code("777-3")],
             ["Sodium", labo("138"), "mmol/L", labo("136 - 145"), code("2951-2")],
             ["Potassium", labo("4,6"), "mmol/L", labo("3,5 - 5,1"), code("2823-3")],
             ["Créatinine", labo("92"), "µmol/L", labo("45 - 84"), code("2160-0")],
             ["DFG (CKD-EPI)", labo("61"), "mL/min/1,73m²", labo("> 90"), code("62238-1")]]
    rows2 = [["ASAT", labo("31"), "UI/L", labo("< 35"), code("1920-8")],
             ["ALAT", labo("44"), "UI/L", labo("< 35"), code("1742-6")],
             ["Gamma-GT", labo("67"), "UI/L", labo("< 38"), code("2324-2")],
             ["CRP", labo("7,9"), "mg/L", labo("< 5,0"), code("1988-5")],
             ["HbA1c", labo("6,8 %"), "", labo("4,0 - 6,0 %"), code("4548-4")]]
    head = ["Analyse", "Résultat", "Unité", "Valeurs de référence", "LOINC"]
    b1 = [{"t": "title", "segs": ["Compte rendu d'analyses de biologie médicale"]}, ident,
          {"t": "table", "head": head, "rows": rows1},
          {"t": "para", "segs": ["Antériorité du ", c.cdate(0), " : créatinine ", labo("88"), " µmol/L. Échantillon hémolysé : non."]}]
    b2 = [{"t": "table", "head": head, "rows": rows2},
          {"t": "note", "level": "WARNING", "segs": ["ALAT et gamma-GT au-dessus des valeurs de référence. Contrôle conseillé le ", c.cdate(4), "."]},
          {"t": "para", "segs": ["Laboratoire accrédité COFRAC ", K("n° 8-3412", "DECOY", "code"),
                                 " (leurre délibéré : numéro d'accréditation, portée disponible sur www.cofrac.fr)."]},
          {"t": "sign", "lines": [["Validé par ", *c.doc_name(c.author), ", biologiste"], ["RPPS ", c.rpps_v(c.author)],
                                  [c.etab_v(), " – FINESS ", P(c.finess, "FINESS")], c.etab_addr()]},
          {"t": "barcode", "segs": ["*", P(lab_no, "EPISODE", False, "dossier_labo"), "*"]}]
    return "Compte rendu de biologie", paginate(c, [b1, b2], r.randint(0, 2), "BIO-%s" % r.choice(["A", "B", "C"]) + str(r.randint(2, 9)))


def imagerie(c):
    r = c.rng
    acc = "A%d%07d" % (c.care[3][0] % 100, r.randint(1000000, 9999999))
    b1 = [{"t": "title", "segs": ["Compte rendu d'imagerie – Scanner thoraco-abdomino-pelvien"]},
          {"t": "idline", "segs": [c.last(), " ", c.first(), " — DDN ", c.ddn(), " — ", c.ins(), " (INS)"]},
          {"t": "kv", "style": r.choice(["colon", "dots"]), "rows": [
              ("N° d'examen (accession)", [P(acc, "EPISODE", False, "accession")]), ("Date de l'examen", [c.cdate(3)]),
              ("Demandeur", c.doc_name(c.gp)), ("Appareil", [K("Somatom go.Up", "DECOY", "modele")]),
              ("Acte CCAM", [code("ZCQH001")]), ("PDL", [K("DLP 612 mGy.cm", "DECOY", "dose")])]},
          {"t": "para", "segs": ["Indication : bilan d'extension. Comparaison avec l'examen du ", c.cdate(0), "."]},
          {"t": "para", "segs": ["Résultats : nodule du lobe inférieur droit de ", labo("9 mm"), " (contre ", labo("7 mm"),
                                 "), adénopathie de la loge de ", K("Barety", "DECOY", "eponyme"),
                                 " infracentimétrique. Foie de taille normale. Pas d'épanchement."]},
          {"t": "para", "segs": ["Conclusion : discrète progression nodulaire ; classification ", code("Lung-RADS 4A"), ". "
                                 "Avis en RCP proposé le ", c.cdate(5), "."]},
          {"t": "sign", "lines": [c.doc_name(c.author), ["N° RPPS : ", c.rpps_v(c.author)], [c.etab_v(), " (", c.etab_v(True), ")"]]},
          {"t": "barcode", "segs": ["*", P(acc, "EPISODE", False, "accession"), "*"]}]
    return "Compte rendu d'imagerie", paginate(c, [b1], r.randint(0, 2), "RIS %d.%d.%d" % (r.randint(3, 9), r.randint(0, 9), r.randint(0, 20)))


def ordonnance(c):
    r = c.rng
    presc = "ORD-%d-%06d" % (c.care[2][0], r.randint(0, 999999))
    b1 = [{"t": "kv", "style": "colon", "rows": [("Prescripteur", c.doc_name(c.author, "full")),
                                                 ("RPPS", [c.rpps_v(c.author)]), ("AM", [P(adeli(r, c.etown[2]), "RPPS", False, "ADELI")]),
                                                 ("Établissement", [c.etab_v()]), ("FINESS", [P(c.finess, "FINESS")]), ("Tél.", [P(c.etel, "TEL")])]},
          {"t": "title", "segs": ["Ordonnance"]},
          {"t": "para", "segs": [c.cdate(2, "long")]},
          {"t": "idline", "segs": [c.civ(), " ", c.first(), " ", c.last(), " – ", c.ddn(),
                                   " – Poids ", labo("71 kg"), " – N° ", P(presc, "EPISODE", False, "prescription")]},
          {"t": "table", "head": ["Médicament", "Posologie", "Durée"],
           "rows": [[["Apixaban 5 mg, UCD ", K("3400893826712", "DECOY", "code")], K("1 cp matin et soir", "DECOY", "dose"), "3 mois"],
                    ["Bisoprolol 2,5 mg", K("1 cp le matin", "DECOY", "dose"), "3 mois"],
                    ["Furosémide 40 mg", K("1/2 cp le matin", "DECOY", "dose"), "1 mois"]]},
          {"t": "para", "segs": ["Bilan sanguin (NFS, ionogramme, créatinine) à faire le ", c.cdate(4, "long"),
                                 " au laboratoire de votre choix. Régime pauvre en sel : éviter la charcuterie du ",
                                 mot("boucher"), " et les plats du ", mot("traiteur"), "."]},
          {"t": "stamp", "lines": [["Cachet du médecin"], c.doc_name(c.author, "bare"), ["RPPS ", c.rpps_v(c.author, 1)], c.etab_addr()]}]
    return "Ordonnance", paginate(c, [b1], r.randint(0, 2), "ORD-v%d" % r.randint(2, 5), with_header=r.random() < 0.5)


def transfert(c):
    r = c.rng
    b1 = [{"t": "title", "segs": ["Fiche de liaison infirmière – transfert"]},
          {"t": "kv2", "style": "above",
           "left": [("NOM", [c.last()]), ("Prénom", [c.first()]), ("Date de naissance", [c.ddn()]), ("IPP", [c.ipp()])],
           "right": [("Service d'origine", ["Médecine polyvalente"]), ("Transfert le", [c.cdate(3)]),
                     ("Vers", [P(r.choice(["EHPAD Les Marronniers", "SSR Le Grand Chêne", "Clinique du Haut-Forez"]), "ETAB", False, "destination")]),
                     ("NDA", [c.ndav()])]},
          {"t": "table", "head": ["Surveillance", "Dernière valeur", "Le"],
           "rows": [["Pression artérielle", labo("128/74"), c.cdate(2)], ["Glycémie capillaire", labo("1,42 g/L"), c.cdate(2)],
                    ["Poids", labo("63,5 kg"), c.cdate(1)], ["Score de Braden", labo("14"), c.cdate(1)],
                    ["EVA douleur", labo("2/10"), c.cdate(3)]]},
          {"t": "para", "segs": ["Autonomie : aide partielle à la toilette, marche avec déambulateur. Régime mixé. "
                                 "Ancienne ", mot("couturière"), ", aime la lecture. Porte un appareil auditif ",
                                 K("Phonak Audéo P90", "DECOY", "modele"), "."]},
          {"t": "kv", "style": "dots", "rows": [("Personne de confiance", [P(c.rel.first, "PRENOM"), " ", P(c.rel.last, "NOM"), ", ", c.rel_link]),
                                                ("Téléphone", [P(c.rel.tel, "TEL")]), ("Adresse", c.addr()),
                                                ("Mutuelle", [P(c.mut, "ETAB", False, "mutuelle"), " n° adhérent ", P(c.mut_no, "EPISODE", False, "adherent")])]}]
    b2 = [{"t": "table", "head": ["Dispositif", "Posé le", "Observation"],
           "rows": [["Cathéter périphérique", c.cdate(1), "avant-bras gauche, G22"],
                    ["Sonde urinaire", c.cdate(0), K("CH 14", "DECOY", "modele")],
                    ["Pansement sacrum", c.cdate(2), "escarre stade 2, réfection /48 h"]]},
          {"t": "note", "level": "WARNING", "segs": ["Allergie : pénicillines. Risque de chute élevé (score ", labo("3/5"), ")."]},
          {"t": "sign", "lines": [["IDE : ", P(r.choice(F_FIRST), "PRENOM", False, "soignant"), " ", P(r.choice(MED_SURN).upper(), "NOM", False, "soignant")],
                                  ["Contact service : ", P(c.etel, "TEL")]]}]
    return "Fiche de transfert", paginate(c, [b1, b2], r.randint(0, 2), "FLI %d" % r.randint(2015, 2024))


def transport(c):
    r = c.rng
    b1 = [{"t": "title", "segs": ["Prescription médicale de transport"]},
          {"t": "kv", "style": r.choice(["colon", "dots", "below"]), "cols": 2, "rows": [
              ("Nom et prénom", [c.last(), " ", c.first()]), ("Date de naissance", [c.ddn()]),
              ("N° d'immatriculation", [c.nir(0)]), ("Organisme", ["CPAM de ", P(c.pat.town[1], "VILLE")]),
              ("Adresse", c.addr()), ("Téléphone", [c.tel()])]},
          {"t": "table", "head": ["Trajet", "Date", "Mode"],
           "rows": [["Domicile vers établissement", c.cdate(1), "VSL"], ["Établissement vers domicile", c.cdate(3), "Taxi conventionné"],
                    ["Séance de radiothérapie", c.cdate(4), "VSL"]]},
          {"t": "para", "segs": ["Transport en lien avec une ALD exonérante (", code("C50.9"), "). Position allongée non nécessaire. "
                                 "Le patient habite au-dessus de la boutique d'un ", mot("marchand"), " de journaux, accès par l'arrière."]},
          {"t": "kv", "style": "colon", "rows": [("Établissement de destination", [c.etab_v(), " – ", *c.etab_addr()]),
                                                  ("N° FINESS", [P(c.finess, "FINESS")]), ("N° de venue", [c.ndav()])]},
          {"t": "stamp", "lines": [["Cachet du médecin"], c.doc_name(c.author), ["RPPS ", c.rpps_v(c.author)], ["Fait le ", c.cdate(0)]]},
          {"t": "para", "segs": ["Formulaire ", K("S3138c", "DECOY", "version"), " – ne pas remplir la partie réservée à l'assurance maladie."]}]
    return "Bon de transport", paginate(c, [b1], r.randint(0, 2), "Cerfa n° 11574-04", with_header=False)


def admission(c):
    r = c.rng
    ne = "Née le" if c.pat.sex == "F" else "Né le"
    left = [("Nom d'usage", [c.last()]), ("Prénom(s)", [c.first()]), (ne, [c.ddn()]), ("Sexe", [c.pat.sex]),
            ("Adresse", c.addr()), ("Téléphone fixe", [c.tel()]), ("Portable", [c.tel("mobile")]), ("Courriel", [c.email()])]
    if c.pat.maiden:
        left.insert(1, ("Nom de naissance", [c.maiden()]))
    b1 = [{"t": "title", "segs": ["Feuille d'admission"]},
          {"t": "kv2", "style": r.choice(["colon", "dots"]), "left": left,
           "right": [("IPP", [c.ipp()]), ("NDA", [c.ndav()]), ("Date d'entrée", [c.cdate(0)]), ("Mode d'entrée", ["Urgences"]),
                     ("Matricule INS", [c.ins()]), ("OID", [K("1.2.250.1.213.1.4.8", "DECOY", "code")])]},
          {"t": "kv", "style": "colon", "rows": [("Organisme AMO", ["CPAM ", P(c.pat.town[1], "VILLE")]),
                                                  ("N° de sécurité sociale", [c.nir(2)]),
                                                  ("Mutuelle", [P(c.mut, "ETAB", False, "mutuelle")]),
                                                  ("N° adhérent", [P(c.mut_no, "EPISODE", False, "adherent")])]},
          {"t": "table", "head": ["Séjour", "Entrée", "Sortie", "Unité"],
           "rows": [[P(c.nda, "EPISODE", False, "NDA"), c.cdate(0), c.cdate(2), K("UF 1102", "DECOY", "salle")],
                    ["précédent", c.cdate(0, "slash"), c.cdate(1, "slash"), K("UF 3305", "DECOY", "salle")]]}]
    b2 = [{"t": "kv", "style": "dots", "rows": [("Médecin traitant", c.doc_name(c.gp)), ("RPPS", [c.rpps_v(c.gp)]),
                                                ("Adresse", [P(c.gp_street, "ADRESSE", False, "medecin"), ", ", P(c.gp_town[0], "CODE_POSTAL"), " ", P(c.gp_town[1], "VILLE")]),
                                                ("Personne à prévenir", [P(c.rel.first, "PRENOM"), " ", P(c.rel.last.upper(), "NOM")]),
                                                ("Lien", [c.rel_link]), ("Tél.", [P(c.rel.mobile, "TEL")])]},
          {"t": "para", "segs": ["Profession : ", mot("Charpentier"), " (retraité). Le patient déclare avoir pris connaissance du livret d'accueil."]},
          {"t": "sign", "lines": [["Agent d'admission : ", P(r.choice(F_FIRST), "PRENOM", False, "agent")], ["Signature du patient"]]},
          {"t": "barcode", "segs": ["*", c.ipp(), "*"]}]
    b3 = [{"t": "title", "segs": ["Consentement et désignation"]},
          {"t": "para", "segs": ["Je soussigné", "e" if c.pat.sex == "F" else "", " ", c.first(), " ", c.last(), ", ", ne.lower(), " ", c.ddn(),
                                 ", désigne comme personne de confiance ", P(c.rel.first, "PRENOM"), " ", P(c.rel.last, "NOM"), "."]},
          {"t": "para", "segs": ["Fait à ", P(c.etown[1], "VILLE"), " le ", c.cdate(0), "."]}]
    pages = [b1, b2] + ([b3] if r.random() < 0.6 else [])
    return "Feuille d'admission", paginate(c, pages, r.randint(0, 2), "ADM-%d" % r.randint(100, 999))


def courrier(c):
    r = c.rng
    b1 = [{"t": "kv", "style": "colon", "rows": [("Expéditeur", c.doc_name(c.author)), ("Service", ["Neurologie"]), ("", [c.etab_v()]),
                                                ("", c.etab_addr()), ("Secrétariat", [P(c.etel, "TEL")])]},
          {"t": "kv", "style": "colon", "rows": [("Destinataire", c.doc_name(c.gp)), ("", [P(c.gp_street, "ADRESSE", False, "medecin")]),
                                                ("", [P(c.gp_town[0], "CODE_POSTAL"), " ", P(c.gp_town[1], "VILLE")])]},
          {"t": "para", "segs": [P(c.etown[1], "VILLE"), ", le ", c.cdate(4, "long")]},
          {"t": "para", "segs": ["Objet : ", c.civ(), " ", c.last(), " ", c.first(), ", né", "e" if c.pat.sex == "F" else "", " le ", c.ddn(),
                                 " (IPP ", c.ipp(), ")"]},
          {"t": "para", "segs": ["Mon cher confrère,"]},
          {"t": "para", "segs": ["Je revois ce jour ", c.civ(), " ", c.last("cap"), " pour le suivi de sa maladie de ",
                                 K("Parkinson", "DECOY", "eponyme"), " diagnostiquée en ", K("2019", "DECOY", "annee"),
                                 ". Sous lévodopa ", K("100 mg x 4/j", "DECOY", "dose"), ", les fluctuations motrices restent modérées. "
                                 "Examen : ", K("Romberg", "DECOY", "eponyme"), " négatif, UPDRS III à ", labo("24"), "."]},
          {"t": "para", "segs": ["IRM cérébrale du ", c.cdate(1), " sans anomalie. Le patient, ancien ", mot("meunier"),
                                 " dans la vallée de la ", mot("Loire", "mot_ville"), ", reste actif."]},
          {"t": "para", "segs": ["Je le reverrai le ", c.cdate(7), ". Il peut être joint au ", c.tel("mobile"), " ou par courriel ", c.email(), "."]},
          {"t": "sign", "lines": [["Bien confraternellement,"], c.doc_name(c.author), ["RPPS ", c.rpps_v(c.author)]]}]
    return "Courrier", paginate(c, [b1], r.randint(0, 2), "NEU-%d" % r.randint(1, 9), with_header=r.random() < 0.5)


def preanesth(c):
    r = c.rng
    b1 = [{"t": "title", "segs": ["Dossier de consultation pré-anesthésique"]},
          {"t": "idline", "segs": c.id_line()},
          {"t": "kv", "style": r.choice(["above", "below", "colon"]), "cols": 3, "rows": [
              ("Consultation", [c.cdate(0)]), ("Intervention prévue", [c.cdate(2)]), ("Chirurgien", c.doc_name(c.gp)),
              ("Poids / taille", [labo("82 kg / 1,76 m")]), ("IMC", [labo("26,5")]), ("ASA", [code("ASA 2")])]},
          {"t": "table", "head": ["Antécédent", "Date", "Code"],
           "rows": [["Cholécystectomie", K("2011", "DECOY", "annee"), code("HMFC004")],
                    ["HTA", K("2015", "DECOY", "annee"), code("I10")],
                    ["SAOS appareillé", K("2020", "DECOY", "annee"), code("G47.3")]]},
          {"t": "kv", "style": "dots", "rows": [("Mallampati", [labo("II")]), ("Ouverture de bouche", [labo("> 3 cm")]),
                                                ("Score d'Apfel", [labo("2/4")]), ("Allergies", ["aucune connue"])]},
          {"t": "para", "segs": ["Traitement : ", K("amlodipine 5 mg", "DECOY", "dose"), ", arrêt de l'aspirine le ", c.cdate(1), "."]}]
    b2 = [{"t": "table", "head": ["Bilan", "Résultat", "Normes", "Date"],
           "rows": [["Hémoglobine", labo("14,1 g/dL"), labo("13 - 17"), c.cdate(1)], ["TP", labo("92 %"), labo("70 - 100"), c.cdate(1)],
                    ["Plaquettes", labo("212 G/L"), labo("150 - 400"), c.cdate(1)], ["Groupe", "A Rh+", "", c.cdate(1)]]},
          {"t": "para", "segs": ["Patient informé des modalités de l'anesthésie générale. Jeûne à partir de minuit. ",
                                 "Contact en cas d'empêchement : ", P(c.etel, "TEL"), ". Proche joignable : ",
                                 P(c.rel.first, "PRENOM"), " ", P(c.rel.last, "NOM"), " au ", P(c.rel.mobile, "TEL"), "."]},
          {"t": "kv", "style": "colon", "rows": [("NIR", [c.nir(1)]), ("DDN", [c.ddn()])]},
          {"t": "sign", "lines": [["Anesthésiste : ", *c.doc_name(c.author)], ["RPPS ", c.rpps_v(c.author)]]}]
    return "Pré-anesthésie", paginate(c, [b1, b2], r.randint(0, 2), "CPA-v%d.%d" % (r.randint(1, 4), r.randint(0, 9)))


BUILDERS = [lettre_sortie, cro, consultation, biologie, imagerie, ordonnance, transfert, transport, admission,
            courrier, preanesth]


def build(rng, idx):
    c = Ctx(rng, idx)
    builder = BUILDERS[idx % len(BUILDERS)]
    label, pages = builder(c)
    with_meta = rng.random() < 0.5
    meta = {"title": "%s" % label, "author": c.etab, "subject": "Document médical"}
    meta_items = []
    if with_meta:
        where = rng.choice(["title", "subject", "author"])
        meta[where] = "%s – %s %s" % (label, c.pat.last.upper(), c.pat.first) if where != "author" else "%s %s" % (c.pat.first, c.pat.last)
        meta_items = [{"kind": "NOM", "text": c.pat.last, "field": where,
                       "probes": [c.pat.last.upper() if where != "author" else c.pat.last]}]
    return {"type": builder.__name__, "label": label, "pages": pages, "meta": meta, "metadata_items": meta_items, "ctx": c}


def truth_of(doc):
    """Items per page, from the page's header, footer and blocks."""
    out = []
    for i, pg in enumerate(doc["pages"]):
        vals = []
        for line in pg["header"] + pg["footer"]:
            vals += [s for s in line if isinstance(s, V)]
        for b in pg["blocks"]:
            vals += block_vals(b)
        out.append({"index": i, "items": [v.item() for v in vals]})
    return out


def block_vals(b):
    res = []

    def add(segs):
        if isinstance(segs, (str, V)):
            segs = [segs]
        res.extend(s for s in segs if isinstance(s, V))
    t = b["t"]
    if t in ("title", "para", "note", "idline", "barcode"):
        add(b["segs"])
    elif t == "kv":
        for _, v in b["rows"]:
            add(v)
    elif t == "kv2":
        for _, v in b["left"] + b["right"]:
            add(v)
    elif t == "table":
        for row in b["rows"]:
            for cell in row:
                add(cell)
    elif t in ("sign", "stamp"):
        for line in b["lines"]:
            add(line)
    return res
