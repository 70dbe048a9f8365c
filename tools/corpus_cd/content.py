"""The first five document types of corpus CD (written for this corpus): DENTAL AND ORAL SURGERY in CORSE - the first
consultation at a dental practice (medical questionnaire, charting, panoramic radiograph, letter to the GP), the
prosthetic quote with the mutual's answer and the consent, the extraction of the wisdom teeth under general
anaesthesia at the hospital, the placement of a dental implant with its implant card, and the cone beam CT report of
a radiology centre. content_b.py holds the other five.

A document is a dict (corpus CC's shape): title, num, shape, form, parts (1 to 3, each printed on its own page), head
(running identity run), foot. A part: title, issuer, to, place, refs, secs, sigs. Blocks: ("p", run), ("kv", [(caption,
run)]), ("tab", heads, rows, weights), ("chk", [(on, text)]), ("list", [runs]), ("alert", [runs]).

Conventions: care dates, hours and ages are KEPT; a birth date is personal. Personal: every name (patient, birth name,
guardians, relative, staff, dental technician), IPP, stay, the practice file, the radiology accession, the laboratory
request, the quote, the prior agreement, the work order, the implant card and the mutual membership (IDENTIFIANT),
every establishment (hospital, practice, radiology centre, dental laboratory, biology laboratory, mutual) with its
address, phone, e-mail and FINESS. Kept: CIM-10, CCAM, NGAP, ATC, teeth (FDI), doses, lots, implant references,
shades, lab results, measures, fees, the INS OID, CERFA numbers, eponyms, articles and public bodies (CPAM de la
Corse-du-Sud / de la Haute-Corse, ANSM, Haute Autorité de santé).
"""
from __future__ import annotations

from . import ids
from .model import R, V
from .people import (ART, ATC, BIO, CCAM, CERFA, CIM, DISP, DOSE, DUR, EPO, LOT, MES, MONT, OID, ORG, PUB, TEINTE, Ctx, P, part)

SHAPES = ["consultation_initiale", "devis_prothese", "extraction_sagesse", "pose_implant", "cone_beam",
          "parodontologie", "orthodontie", "prothese_labo", "traumatisme_dentaire", "avk_extraction"]


def id_kv(c, style=0, nir=False, extra=()):
    p = c.pat
    out = [("Nom", R(p.NOM())), ("Prénom", R(p.PRE())), ("Né" + p.e() + " le", R(p.dn(style), " (", p.age(), ")")), ("IPP", R(c.IPP()))]
    if p.birth:
        out.insert(1, ("Nom de naissance", R(p.BIRTH())))
    if nir:
        out.append(("INS (NIR)", R(p.nir(style), " - OID ", OID(ids.OID_INS))))
    return out + list(extra)


def chart(c, marks):
    """The odontogram as two tables of 16 teeth (FDI numbers are column heads; statuses in the row)."""
    up = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28]
    lo = [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38]
    return [("tab", [str(t) for t in up], [[[marks.get(t, "-")] for t in up]], [1] * 16),
            ("tab", [str(t) for t in lo], [[[marks.get(t, "-")] for t in lo]], [1] * 16)]


# ------------------------------------------------------------------ 1. first consultation at the practice
def sh_consult(c, r):
    p, d = c.pat, c.dent
    t = c.teeth
    marks = {t[0]: "C", t[1]: "C", t[2]: "X", t[3]: "Co", 11: "S"}
    s1 = [("Identité", [("kv", [("Patient", R(*p.name(2 if p.birth else 0))), ("Né" + p.e() + " le", R(*p.born(c.i), " (", p.age(), ")")),
                                ("Adresse", R(*p.addr())), ("Téléphone", R(p.MOB())), ("Courriel", R(p.MAIL())), ("Dossier", R(c.ID("dossier_cabinet")))])]),
          ("Questionnaire médical", [P("Pas d'allergie connue ; ", c.sc["motif"], " (", CIM(c.sc["cim"]), "). Tabac : ", MES("10 cigarettes par jour"), ". ",
                                       "Traitement : amlodipine ", DOSE("5 mg"), " (", ATC("C08CA01"), ")."), c.hw()]),
          ("Examen et charting", chart(c, marks) + [
              P("C = carie, X = absente, Co = couronne, S = sain. Carie de la ", c.T(t[0]), " et de la ", c.T(t[1]), " (", EPO(c.sc["epo"]),
                "), ", c.T(t[2]), " absente, couronne ancienne sur la ", c.T(t[3]), ". Indice CAO ", MES("%d" % (6 + c.i % 9)), ".")]),
          ("Plan de traitement", [("list", [R("détartrage ", CCAM("HBJD001"), " ;"), R("restauration de la ", c.T(t[0]), " (", CCAM("HBMD050"), ") ;"),
                                            R("radiographie panoramique (", CCAM("HBQK002"), ") le ", c.cday(7), ".")])])]
    parts = [part("Première consultation bucco-dentaire", s1, issuer=c.cab_head(), refs=[("Consultation du", R(c.cday(0))), ("Dossier", R(c.ID("dossier_cabinet")))],
                  sigs=[("Le chirurgien-dentiste", [c.rpps_line(d)])])]
    if c.npl >= 2:
        rd = c.radio
        parts.append(part("Compte rendu de radiographie panoramique", [(None, [
            ("kv", [("Patient", R(*p.name(1), ", ", p.dn(c.i + 1))), ("Examen", R(CCAM("HBQK002"), " du ", c.cday(7), " à ", c.t(0))),
                    ("N° d'examen", R(c.ID("accession"))), ("Demandeur", R(*d.dr(1)))]),
            P("Lésion radioclaire apicale de la ", c.T(t[0]), " de ", MES("%d mm" % (3 + c.i % 4)), ". Dents de sagesse incluses ", c.T(38), " et ", c.T(48),
              ", classe II B de ", EPO("Pell et Gregory"), ". Sinus maxillaires libres. Dose : ", MES("PDS %d mGy.cm²" % (60 + 3 * c.i)), "."),
            P("Manipulateur : ", *c.adeli_line(c.manip), ".")])],
            issuer=c.rad_head(), refs=[("Examen", R(c.ID("accession")))], sigs=[("Le radiologue", [c.rpps_line(rd, 1)])]))
    if c.npl >= 3:
        parts.append(part("Lettre au médecin traitant", [(None, [
            P("Cher confrère,"),
            P("J'ai reçu le ", c.cday(0, 1), " ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 2), ", pour un bilan bucco-dentaire. ",
              "Une antibioprophylaxie n'est pas nécessaire selon les recommandations de la ", ORG(ids.HAS), "."),
            ("kv", [("Médecin traitant", c.gp_run()), ("Prochain rendez-vous", R(c.cday(14, 1), " à ", c.t(30)))])])],
            issuer=c.cab_head(), to={"name": R(*c.gp.dr(0)), "lines": [R(V("ADRESSE", c.gp.home.street)), R(V("CODE_POSTAL", c.gp.home.cp), " ", V("VILLE", c.gp.home.town.upper()))]},
            place=c.place(1, 1, c.ctown), sigs=[("Le chirurgien-dentiste", [R(*d.dr(0)), R("N° RPPS ", d.RPPS())])]))
    return dict(title="Consultation bucco-dentaire", parts=parts, head=R(c.CACR(), " - ", *p.name(1), " - dossier ", c.ID("dossier_cabinet")), foot=R(c.CAB(), " - ", V("VILLE", c.ctown)))


# ------------------------------------------------------------------ 2. prosthetic quote
def sh_devis(c, r):
    p, d = c.pat, c.dent
    t = c.teeth
    fee = [540 + 20 * (c.i % 5), 120, 75]
    rows = [[[c.T(t[3])], [CCAM("HBLD634")], ["couronne céramo-métallique"], [MONT("%s €" % ids.fr(fee[0], 2))], [MONT("%s €" % ids.fr(120, 2))]],
            [[c.T(t[2])], [CCAM("HBLD038")], ["couronne sur implant, teinte ", TEINTE(ids.SHADES[c.i % len(ids.SHADES)])], [MONT("%s €" % ids.fr(fee[0] + 80, 2))], [MONT("%s €" % ids.fr(107.5, 2))]],
            [[c.T(t[0])], [CCAM("HBMD050")], ["inlay-onlay composite"], [MONT("%s €" % ids.fr(fee[1] + 230, 2))], [MONT("%s €" % ids.fr(100, 2))]]]
    s1 = [("Patient", [("kv", id_kv(c, c.i, nir=True, extra=[("Mutuelle", R(c.E(c.mut, "mutuelle"))), ("N° adhérent", R(c.ID("adherent")))]))]),
          ("Devis", [("tab", ["Dent", "Code", "Acte", "Honoraires", "Base de remboursement"], rows, [0.6, 0.9, 2.0, 1.0, 1.2]),
                     P("Devis ", c.ID("devis"), " établi le ", c.cday(0), ", valable ", DUR("6 mois"), ". Panier à honoraires libres ; une alternative du panier ",
                       "« 100 % Santé » a été proposée (", ART("article L. 1111-3 du code de la santé publique"), ")."), c.hw()]),
          ("Matériaux", [P("Alliage non précieux cobalt-chrome, céramique feldspathique ; fabrication par le ", c.E(c.lab, "laboratoire_prothese"), ".")])]
    parts = [part("Devis pour traitement prothétique", s1, issuer=c.cab_head("Prothèse dentaire"), refs=[("Devis", R(c.ID("devis"))), ("Date", R(c.cday(0)))],
                  place=c.place(0, 1, c.ctown), sigs=[("Le praticien", [c.rpps_line(d, 1)]), ("Le patient", [R("Lu et approuvé, ", *p.name(6))])])]
    if c.npl >= 2:
        parts.append(part("Réponse de la complémentaire santé", [(None, [
            P(p.civ(True) + ","),
            P("Nous avons étudié le devis ", c.ID("devis"), " de ", *d.dr(2), ". Votre garantie prend en charge ", MONT("%s €" % ids.fr(390 + 10 * (c.i % 6), 2)),
              " au-delà du remboursement de la ", ORG(ids.CPAM[p.home.dept]), "."),
            ("kv", [("Adhérent", R(*p.name(5))), ("N° adhérent", R(c.ID("adherent"))), ("Adresse", R(*p.addr(True))), ("Ayant droit", R(*c.rel.name(3), " (", c.link, ")"))])])],
            issuer={"name": R(c.E(c.mut, "mutuelle"), " (", c.E(c.macr, "sigle"), ")"), "service": "Service prestations dentaires", "lines": [],
                    "contact": [R("Conseillers ", V("TELEPHONE", c.otel))], "legal": None},
            to={"name": R(*p.name(0)), "lines": [R(*p.addr(True))]}, place=c.place(9, 1, "Bastia")))
    if c.npl >= 3:
        parts.append(part("Consentement éclairé", [(None, [
            P("Je soussigné", p.e(), " ", *p.name(3), ", ", p.ne(), " le ", p.dn(c.i + 3), ", reconnais avoir reçu le devis ", c.ID("devis"),
              " et les explications sur les alternatives thérapeutiques, les risques et le coût."),
            ("chk", [(True, "J'accepte le plan de traitement proposé"), (c.i % 2 == 0, "Je souhaite un délai de réflexion"), (True, "J'ai reçu une copie du devis")]),
            P("Fait à ", V("VILLE", c.ctown), " le ", c.cday(2), ". Assistante : ", *c.assist.name(3), ".")])],
            issuer=c.cab_head("Prothèse dentaire"), refs=[("Dossier", R(c.ID("dossier_cabinet")))]))
    return dict(title="Devis prothétique", parts=parts, head=R(c.CACR(), " - devis ", c.ID("devis"), " - ", *p.name(1)), foot=R(c.CAB(), " - prothèse"))


# ------------------------------------------------------------------ 3. wisdom teeth under general anaesthesia
def sh_sagesse(c, r):
    p, ch = c.pat, c.chir
    s1 = [("Identité", [("kv", id_kv(c, c.i + 1, nir=True, extra=[("Séjour", R(c.NDA())), ("Opéré" + p.e() + " le", R(c.cday(0), " à ", c.t(0)))]))]),
          ("Intervention", [P("Avulsion des quatre dents de sagesse ", c.T(18), ", ", c.T(28), ", ", c.T(38), " et ", c.T(48), " (", CIM("K01.1"), ") sous anesthésie générale, ",
                              "intubation nasotrachéale, infiltration d'articaïne adrénalinée ", DOSE("4 % 1/200 000"), " (", ATC("N01BB58"), "), lot ", LOT(c.lots[0]), "."),
                            P("Dents ", c.T(38), " et ", c.T(48), " en position mésio-angulaire (classification de ", EPO("Winter"), "), ostéotomie et séparation coronaire ",
                              "(", CCAM("HBGD038"), "). Sutures résorbables ", DOSE("4/0"), " (lot ", LOT(c.lots[1]), "). Saignement ", MES("50 mL"), "."), c.hw()]),
          ("Suites", [("chk", [(True, "Vessie de glace dès la salle de réveil"), (True, "Alimentation froide et mixée 48 h"), (c.i % 2 == 0, "Contrôle à J8")])])]
    parts = [part("Compte rendu opératoire", s1, issuer=c.head("Chirurgie orale"), refs=[("Séjour", R(c.NDA()))],
                  sigs=[("Le chirurgien oral", [c.rpps_line(ch)]), ("L'anesthésiste", [R(*c.anes.dr(3))])])]
    if c.npl >= 2:
        parts.append(part("Ordonnance", [(None, [
            ("kv", [("Patient", R(*p.name(7))), ("Né" + p.e() + " le", R(p.dn(c.i + 2))), ("Poids", R(MES("%d kg" % (52 + c.i % 30))))]),
            ("list", [R("amoxicilline ", DOSE("1 g"), " matin et soir pendant ", DUR("6 jours"), " (", ATC("J01CA04"), ")"),
                      R("paracétamol ", DOSE("1 g"), " toutes les 6 heures si douleur (", ATC("N02BE01"), ")"),
                      R("ibuprofène ", DOSE("400 mg"), " 3 fois par jour pendant ", DUR("3 jours"), " (", ATC("M01AE01"), ")"),
                      R("bain de bouche à la chlorhexidine ", DOSE("0,12 %"), " à partir de J1 (", ATC("A01AB03"), ")")]),
            P("Prescripteur : ", *c.rpps_line(ch, 1), " - identifiant CPS ", ch.IDNAT(), ".")])],
            issuer=c.head("Chirurgie orale"), place=c.place(0)))
    if c.npl >= 3:
        parts.append(part("Certificat et consignes de sortie", [(None, [
            P("Je soussigné, ", *ch.dr(0), ", certifie que ", *p.name(4), " a été hospitalisé", p.e(), " en ambulatoire le ", c.cday(0, 1),
              " et nécessite un arrêt de ", DUR("5 jours"), "."),
            ("alert", [R("Saignement persistant, fièvre ou gonflement croissant : appeler le ", c.TEL(c.htel), " ou le ", PUB("15"), ".")]),
            ("kv", [("Personne à prévenir", R(*c.rel.name(3), " (", c.link, ") - ", c.rel.MOB())), ("Médecin traitant", c.gp_run())])])],
            issuer=c.head("Chirurgie orale"), place=c.place(0, 1)))
    return dict(title="Avulsion des dents de sagesse", parts=parts, head=R(c.ACR(), " - chirurgie orale - ", *p.name(1), " - séjour ", c.NDA()), foot=R(c.H(), " - bloc ambulatoire"))


# ------------------------------------------------------------------ 4. dental implant
def sh_implant(c, r):
    p, d = c.pat, c.dent
    brand, ref, dia = c.imp
    tooth = c.teeth[2]
    ln = [8, 10, 11.5, 12][c.i % 4]
    s1 = [("Patient", [("kv", id_kv(c, c.i + 2, nir=c.i % 2 == 1, extra=[("Dossier", R(c.ID("dossier_cabinet")))]))]),
          ("Intervention", [P("Pose d'un implant en site ", c.T(tooth), " (", CCAM("LBLD015"), ") sous anesthésie locale (articaïne ", DOSE("4 %"), ", ", DOSE("2 carpules"), "). ",
                              "Lambeau de pleine épaisseur, forage séquentiel, couple d'insertion ", MES("35 N.cm"), ", ISQ ", MES("%d" % (68 + c.i % 9)), "."),
                            ("tab", ["Élément", "Référence", "Lot"], [[[brand + " Ø " + dia + " mm x " + ids.fr(ln, 1 if ln % 1 else 0) + " mm"], [DISP("%s%04d" % (ref, 4100 + c.i))], [LOT(c.lots[2])]],
                                                                      [["Vis de couverture"], [DISP("%s%04d" % (ref, 2200 + c.i))], [LOT(c.lots[3])]],
                                                                      [["Substitut osseux 0,5 g"], [DISP("BIO-OSS 30742")], [LOT(c.lots[4])]]], [2.2, 1.2, 1.0]),
                            P("Régénération osseuse selon la technique de ", EPO("Khoury"), " non nécessaire. ", c.sc["motif"].capitalize(), " stabilisée."), c.hw()]),
          ("Traçabilité", [P("Étiquettes de traçabilité collées au dossier et sur la carte implant ", c.ID("carte_implant"), ". Stérilisation : cycle ", DISP("n° 2417"), ", test de ",
                             EPO("Bowie-Dick"), " conforme.")])]
    parts = [part("Compte rendu de pose d'implant", s1, issuer=c.cab_head("Implantologie"), refs=[("Intervention du", R(c.cday(0))), ("Carte implant", R(c.ID("carte_implant")))],
                  sigs=[("Le chirurgien-dentiste", [c.rpps_line(d)]), ("Assistante", [R(*c.assist.name(3))])])]
    if c.npl >= 2:
        parts.append(part("Carte implant - passeport implantaire", [(None, [
            ("kv", [("Porteur", R(*p.name(7))), ("Né" + p.e() + " le", R(p.dn(c.i + 1))), ("N° de carte", R(c.ID("carte_implant"))),
                    ("Implant", R(brand, " - réf. ", DISP("%s%04d" % (ref, 4100 + c.i)), " - lot ", LOT(c.lots[2]))), ("Site", R(c.T(tooth))), ("Posé le", R(c.cday(0))),
                    ("Praticien", R(*d.dr(0), " - ", c.TEL(c.ctel)))]),
            ("alert", [R("À présenter avant toute IRM, radiothérapie ou chirurgie. Signaler tout incident à l'", ORG(ids.ANSM), ".")])])],
            issuer=c.cab_head("Implantologie"), refs=[("Patient", R(*p.name(8)))]))
    if c.npl >= 3:
        parts.append(part("Contrôle radiographique à trois mois", [(None, [
            ("kv", [("Patient", R(*p.name(3))), ("Contrôle", R(c.cday(90), " - ", CCAM("HBQK389"))), ("Courriel", R(p.MAIL()))]),
            P("Ostéo-intégration satisfaisante de l'implant en ", c.T(tooth), ", perte osseuse crestale ", MES("0,4 mm"), ". Mise en charge avec couronne transvissée ",
              "teinte ", TEINTE(ids.SHADES[(c.i + 2) % len(ids.SHADES)]), " ; empreinte transmise au ", c.E(c.lab, "laboratoire_prothese"), ".")])],
            issuer=c.cab_head("Implantologie"), place=c.place(90, 1, c.ctown), sigs=[("Le praticien", [R(*d.dr(2))])]))
    return dict(title="Implant dentaire", parts=parts, head=R(c.CACR(), " - implantologie - ", *p.name(1), " - ", p.dn(c.i + 3)), foot=R(c.CAB(), " - implantologie"))


# ------------------------------------------------------------------ 5. cone beam CT
def sh_cbct(c, r):
    p, rd = c.pat, c.radio
    tooth = c.teeth[1]
    s1 = [("Identification", [("kv", [("Patient", R(*p.name(5))), ("Date de naissance", R(p.dn(c.i + 4))), ("N° d'examen", R(c.ID("accession"))),
                                      ("N° de demande", R(c.ID("demande"))), ("INS", R(p.nir(c.i + 1), " (OID ", OID(ids.OID_INS), ")")),
                                      ("Prescripteur", R(*c.dent.dr(1), " - RPPS ", c.dent.RPPS()))])]),
          ("Technique", [P("Tomographie volumique à faisceau conique (", CCAM("LAQK027"), ") du ", c.cday(0), " à ", c.t(15), ", champ ", MES("8 x 8 cm"), ", voxel ",
                           MES("0,2 mm"), ", ", MES("90 kV"), ", produit dose.surface ", MES("PDS %d mGy.cm²" % (480 + 20 * c.i)), ".")]),
          ("Résultats", [("tab", ["Site", "Hauteur osseuse", "Épaisseur", "Remarque"], [[[c.T(tooth)], [MES("%s mm" % ids.fr(9.5 + c.i % 5 / 2, 1))], [MES("%s mm" % ids.fr(6.1 + c.i % 3 / 2, 1))], ["canal mandibulaire à distance"]],
                                                                                       [[c.T(tooth + 1 if tooth % 10 < 7 else tooth - 1)], [MES("%s mm" % ids.fr(8.0 + c.i % 4 / 2, 1))], [MES("%s mm" % ids.fr(5.2, 1))], ["concavité linguale"]]], [0.7, 1.2, 1.0, 2.0]),
                         P("Pas de lésion ostéolytique. Épaississement muqueux du sinus maxillaire droit sans niveau liquide ; pas de ", EPO("kyste de Stafne"), "."), c.hw()])]
    parts = [part("Compte rendu de tomographie volumique (cone beam)", s1, issuer=c.rad_head(), refs=[("Examen", R(c.ID("accession"))), ("Réalisé le", R(c.cday(0)))],
                  sigs=[("Le radiologue", [c.rpps_line(rd)]), ("Manipulateur", [c.adeli_line(c.manip)])])]
    if c.npl >= 2:
        parts.append(part("Bon de demande d'examen", [(None, [
            ("kv", [("Patient", R(*p.name(0))), ("Né" + p.e() + " le", R(p.dn(c.i + 5))), ("Téléphone", R(p.FIXE())), ("N° de demande", R(c.ID("demande")))]),
            P("Bilan pré-implantaire en site ", c.T(tooth), " : hauteur et épaisseur osseuses, rapport au canal mandibulaire."),
            ("chk", [(p.sex == 2, "Grossesse exclue (patiente informée)"), (True, "Examen antérieur joint"), (False, "Urgence")]),
            P("Demandé par ", *c.dent.dr(0), ", ", c.CAB(), ", le ", c.cday(-10), ".")])],
            issuer=c.cab_head(), refs=[("Dossier", R(c.ID("dossier_cabinet")))]))
    if c.npl >= 3:
        parts.append(part("Transmission des images", [(None, [
            P("Les images DICOM de l'examen ", c.ID("accession"), " de ", *p.name(6), " sont disponibles sur le portail du centre pendant ", DUR("3 mois"), "."),
            ("kv", [("Destinataire", R(*c.dent.dr(3), " - ", V("EMAIL", c.dent.mail))), ("Copie patient", R(p.MAIL()))])])],
            issuer=c.rad_head(), place=c.place(1, 1, c.rtown)))
    return dict(title="Cone beam", parts=parts, head=R(c.E(c.racr, "sigle"), " - examen ", c.ID("accession"), " - ", *p.name(1)), foot=R(c.E(c.rad), " - imagerie dentaire"))


SHAPE_FUN = {"consultation_initiale": sh_consult, "devis_prothese": sh_devis, "extraction_sagesse": sh_sagesse, "pose_implant": sh_implant,
             "cone_beam": sh_cbct}


def make_doc(i, seed, shape, npl):
    from . import content_b
    c = Ctx(i, seed, shape, npl)
    fun = SHAPE_FUN.get(shape) or content_b.SHAPE_FUN_B[shape]
    doc = fun(c, c.r)
    doc["parts"] = doc["parts"][:npl]
    doc.update(num=i + 1, shape=shape, form="CD-%02d" % (i + 1), day=c.day)
    return doc


_ = (BIO, CERFA, PUB)
