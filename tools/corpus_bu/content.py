"""People, values and the first five document types of corpus BU (written for this corpus): FOREIGN PATIENTS AND
CROSS-BORDER CARE in the hospitals of Alsace and Moselle - a patient insured in another country, a cross-border
worker, an undocumented patient, a tourist to repatriate - with the hospital's staff, the social worker, the
interpreter and the agency, the GP abroad, the relatives, the assistance company, the consulate and the foreign
hospital. content_b.py holds the other five types.

A document is a dict (corpus BT's shape): title, num, shape, issuer (letterhead: name, service, lines, contact, legal),
parts (1 to 3, each printed from a new page), head (running identity run), foot, form (form code, kept), tti (the
fax header's sender: number and name), slip (the payment part of the statement writer, or None). A part: title,
issuer, to, place, refs, secs, sigs, note. Blocks: ("p", run), ("kv", [(caption, run)]), ("tab", heads, rows,
weights), ("chk", [(on, text)]), ("yn", [(question, on)]), ("list", [runs]), ("alert", [runs]).

Conventions: care, admission, surgery, transport and letter dates are care dates, KEPT (D), as are the EHIC's expiry
and the validity dates of forms; birth dates are personal. Public bodies are kept as ORGANISME (CPAM, CLEISS, the
foreign national insurers, Suva, consulates), their institution codes as CODE_INSTITUTION, the regulations as
REGLEMENT, form names (S1, S2, E112, MEDIF) as FORMULAIRE, the emergency numbers as NUMERO_PUBLIC, the consulates'
public addresses as ADRESSE_PUBLIQUE. Private partners (agencies, associations, assistance companies, employers,
banks, foreign hospitals) are establishments (ETABLISSEMENT, personal, as corpus BT's CRO and banks). Every foreign
identifier of a person is IDENTIFIANT with its subtype (pays.py).
"""
from __future__ import annotations

import datetime

from . import ids, pays
from .model import D, K, R, V
from .people import (COUNTRIES, FORM, ORG, REG, ForeignDoc, Home, P, Person, Pro, Ctx,  # noqa: F401
                     hm, money, part)

SHAPES = ["admission_ceam", "autorisation_s2", "travailleur_frontalier", "consultation_interprete", "lettre_medecin_etranger",
          "note_sociale_ame", "rapatriement_sanitaire_assistance", "devis_non_assure", "courrier_consulaire", "demande_dossier_etranger"]


# ------------------------------------------------------------------ 1. admission with the EHIC
def sh_admission(c, r):
    p = c.pat
    stay = ["Gîte Les Vignes, 3 rue des Remparts", "Camping du Rhin, emplacement 31", "Hôtel de la Tour, chambre 12", "chez un ami, 8 rue de la Gare"][c.i % 4]
    fr = Home(c, "FR", c.dept)
    arr = hm(r.randint(0, 23), r.randint(0, 59))
    exp = D("%02d/%02d/%d" % (r.randint(1, 28), r.randint(1, 12), c.day.year + r.randint(1, 4)))
    s1 = [("Identité", [("kv", [("Nom de naissance", R(p.BIRTH() if p.birth else p.NOM())), ("Nom d'usage", R(p.NOM())), ("Prénom(s)", R(p.PRE())),
                                ("Date de naissance", R(*p.dn_age(c.i))), ("Nationalité", R(p.nationality())), ("Passeport", R(p.PASS())),
                                ("Adresse à l'étranger", R(*p.addr1())), ("Téléphone", R(p.MOB())), ("Courriel", R(p.MAIL()))])]),
          ("Séjour en France", [("kv", [("Adresse de séjour", R(V("ADRESSE", stay), ", ", V("CODE_POSTAL", fr.cp), " ", V("VILLE", fr.town))),
                                        ("Entrée", R("urgences, le ", c.cday(0, 0), " à ", arr)), ("IPP", R(c.IPP())), ("N° de séjour", R(c.STAY())),
                                        ("Personne à prévenir", R(*c.rel.name(0), " - ", c.rel.MOB()))])]),
          ("Carte européenne d'assurance maladie", [("kv", [("Numéro d'identification personnel (champ 6)", R(p.NAT())),
                                                           ("Institution (champ 7)", R(p.INSCODE(), " - ", p.INS())),
                                                           ("Numéro de la carte (champ 8)", R(p.CEAM())), ("Date d'expiration (champ 9)", R(exp))]),
                                                   ("chk", [(True, "Carte présentée et photocopiée"), (False, "Certificat provisoire"), (False, "Aucune couverture")]),
                                                   P("Prise en charge au titre du ", REG(), " ; facturation à la ", c.CPAM(), " par l'intermédiaire du ",
                                                     ORG("CLEISS"), "."), c.hw()])]
    parts = [part("Fiche d'admission - patient relevant d'un régime étranger", s1, issuer=c.head("Bureau des admissions"),
                  sigs=[("L'agent d'admission", [R(*c.staff.name(3))]), ("Le patient", [R(*p.name(3)), R("le ", c.cday(0, 0))])])]
    if c.npl >= 2:
        parts.append(part("Certificat provisoire de remplacement de la CEAM", [(None, [
            P("Certificat établi à la demande de l'hôpital, la carte n'ayant pu être présentée lors d'une précédente venue (",
              K("REGLEMENT", "règlement (CE) n° 987/2009"), ")."),
            ("kv", [("1. État émetteur", R(pays.C[p.cc]["name"])), ("3. Nom", R(p.NOM())), ("4. Prénoms", R(p.PRE())), ("5. Date de naissance", R(p.dn(3))),
                    ("6. Numéro d'identification personnel", R(p.NAT())), ("7. Institution", R(p.INSCODE())), ("8. Numéro de la carte", R(p.CEAM())),
                    ("Validité du certificat", R("du ", c.cday(-30, 3), " au ", c.cday(60, 3)))])])],
            issuer={"name": R(p.INS()), "service": "Relations internationales", "lines": [R("Institution compétente - ", pays.C[p.cc]["name"])],
                    "contact": [], "legal": None}, sigs=[("Cachet de l'institution", [R("pour le directeur")])]))
    if c.npl >= 3:
        rows = [[[c.cday(0, 5)], ["passage aux urgences"], [K("CODE", "ATU")], [money(25.32)]],
                [[c.cday(0, 5)], ["radiographie du poignet"], [K("CODE", "MZQK002")], [money(39.90)]],
                [[c.cday(1, 5)], ["réduction et plâtre"], [K("CODE", "MZEP001")], [money(158.40)]]]
        parts.append(part("Bordereau de facturation des soins", [(None, [
            ("kv", [("Établissement", R(c.H(), " - FINESS ", V("FINESS", c.finess))), ("Patient", R(*p.name(1))), ("Né(e) le", R(p.dn(c.i + 1))),
                    ("N° de séjour", R(c.STAY())), ("Carte européenne", R(p.CEAM()))]),
            ("tab", ["Date", "Acte", "Code", "Montant"], rows, [1.0, 2.0, 0.9, 1.0]),
            P("Diagnostic : fracture de l'extrémité inférieure du radius (", K("CIM10", "S52.5"), "). Transmis à la ", c.CPAM(), ".")])],
            issuer=c.head("Facturation"), to={"name": R(c.CPAM()), "lines": [R("Service des relations internationales")]}, place=c.place(3, 1),
            sigs=[("Le responsable de la facturation", [R(*c.staff.name(0))])]))
    return dict(title="Admission d'un patient étranger (CEAM)", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - admission - ", *p.name(1), " - IPP ", c.IPP()), foot=R(c.H(), " - bureau des admissions"))


# ------------------------------------------------------------------ 2. planned care with an S2
def sh_s2(c, r):
    p, sur = c.pat, c.doc
    ref = V("IDENTIFIANT", "S2-%s-%d-%06d" % (p.cc, c.day.year, r.randint(1, 999999)), "reference_s2")
    act = [("arthroplastie totale de hanche gauche", "M16.1", "NEKA020"), ("cure de hernie discale L4-L5", "M51.1", "LFFA001"),
           ("cholécystectomie sous cœlioscopie", "K80.2", "HMFC004"), ("pose de prothèse totale de genou droit", "M17.1", "NFKA007")][c.i % 4]
    s1 = [("Titulaire", [("kv", [("Nom, prénom", R(*p.name(1))), ("Date de naissance", R(p.dn(c.i))), ("Numéro d'identification personnel", R(p.NAT())),
                                 ("Adresse", R(*p.addr1())), ("Téléphone", R(p.FIXE()))])]),
          ("Autorisation", [("kv", [("Institution compétente", R(p.INS(), " (", p.INSCODE(), ")")), ("Référence", R(ref)),
                                    ("Soins autorisés", R(act[0], " (", K("CIM10", act[1]), ")")), ("Établissement de soins", R(c.H())),
                                    ("Validité", R("du ", c.cday(0, 0), " au ", c.cday(120, 0)))]),
                            P("Le formulaire ", FORM("S2"), " (anciennement ", FORM("E112"), ") ouvre droit aux soins programmés au tarif français, "
                              "sans avance de frais (article 20 du ", REG(), ")."),
                            ("chk", [(True, "Original présenté"), (c.i % 2 == 0, "Copie transmise à la CPAM"), (False, "Soins urgents")])])]
    parts = [part("Soins programmés - document portable S2", s1, issuer=c.head(), refs=[("Dossier", R(c.IPP()))],
                  sigs=[("Le bureau des patients internationaux", [R(*c.staff.name(0))])])]
    if c.npl >= 2:
        rows = [[[c.cday(14, 0)], ["consultation d'anesthésie"], [K("CODE", "CS")], [money(30.00)]],
                [[c.cday(21, 0)], [act[0]], [K("CODE", act[2])], [money(r.randint(900, 2400) + 0.5)]],
                [[c.cday(21, 0)], ["séjour en chirurgie, %d nuits" % r.randint(2, 5)], [K("CODE", "GHS")], [money(r.randint(3000, 7000) + 0.8)]]]
        parts.append(part("Programmation opératoire", [(None, [
            ("kv", [("Patient", R(*p.name(0))), ("Chirurgien", R(*sur.dr(0), " - RPPS ", sur.RPPS())), ("Intervention", R(c.cday(21, 4), " à ", hm(8, 0))),
                    ("Infirmière de coordination", R(*c.ide.name(3), " - ", V("EMAIL", c.ide.mail)))]),
            ("tab", ["Date", "Prestation", "Code", "Tarif indicatif"], rows, [1.0, 2.2, 0.8, 1.0]),
            P("Apporter l'original du ", FORM("S2"), " et la pièce d'identité (passeport ", p.PASS(), ")."), c.hw()])],
            issuer=c.head("Chirurgie orthopédique et viscérale"), to=p.card(c.i), place=c.place(2, 1), sigs=[("", [R(*sur.dr(5))])]))
    if c.npl >= 3:
        parts.append(part("Attestation de séjour pour l'institution compétente", [(None, [
            P("Madame, Monsieur,"),
            P("Nous certifions que ", p.name(2 if p.birth else 0), ", ", p.ne(), " le ", p.dn(c.i + 3), ", titulaire du document ", ref, ", a été hospitalisé",
              p.e(), " dans notre établissement du ", c.cday(21, 1), " au ", c.cday(25, 1), " (séjour n° ", c.STAY(), ")."),
            P("Sortie au domicile : ", *p.addr1(), ". Contact familial : ", *c.rel.name(3), ", ", c.rel.MOB(), ".")])],
            issuer=c.head(), to={"name": R(p.INS()), "lines": [R("Soins à l'étranger"), R(pays.C[p.cc]["name"].upper())]}, place=c.place(26, 1),
            sigs=[("Pour le directeur", [R(*c.staff.name(4))])]))
    return dict(title="Soins programmés (S2)", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - S2 - ", *p.name(1), " - ", ref), foot=R(c.H(), " - patients internationaux"))


# ------------------------------------------------------------------ 3. cross-border worker
EMPLOYERS = {"CH": [("Rheinchemie Basel AG", "Klybeckstrasse", "Basel", "4057"), ("Lonzitech Pharma AG", "Rosentalstrasse", "Basel", "4058")],
             "LU": [("Luxlogistik S.à r.l.", "rue de l'Industrie", "Bettembourg", "L-3225"), ("Banque Alzette-Kirchberg S.A.", "boulevard Royal", "Luxembourg", "L-2449")],
             "DE": [("Saar-Kunststofftechnik GmbH", "Industriestraße", "Saarlouis", "66740"), ("Kehler Rheinhafen Logistik GmbH", "Hafenstraße", "Kehl", "77694")]}
ACCIDENT = {"CH": "Suva", "LU": "Association d'assurance accident (AAA)", "DE": "Berufsgenossenschaft Handel und Warenlogistik"}


def sh_frontalier(c, r):
    p = c.pat
    p.home = Home(c, "FR", c.dept)
    p.mob = ids.phone(r, True, c.i)
    emp = EMPLOYERS[p.cc][c.i % 2]
    E = V("ETABLISSEMENT", emp[0], "employeur")
    eadr = V("ADRESSE", "%d %s" % (r.randint(2, 90), emp[1]) if p.cc == "LU" else "%s %d" % (emp[1], r.randint(2, 90)))
    hr = Person(c, p.cc, r.choice([1, 2]), datetime.date(1975, 1, 1), "personnel")
    hrtel = V("TELEPHONE", pays.foreign_phone(r, p.cc, False, c.i + 1))
    acc = ORG(ACCIDENT[p.cc])
    s1 = [("Identité", [("kv", [("Patient", R(*p.name(0))), ("Né" + p.e() + " le", R(*p.dn_age(c.i))), ("Adresse", R(*p.addr1(True))), ("Portable", R(p.MOB())),
                                ("N° de sécurité sociale", R(p.nir(c.i))), ("N° d'assuré à l'étranger", R(p.NAT()))])]),
          ("Situation", [("kv", [("Statut", R("travailleur frontalier, formulaire ", FORM("S1"), " enregistré à la ", c.CPAM())),
                                 ("Employeur", R(E, ", ", eadr, ", ", V("CODE_POSTAL", emp[3]), " ", V("VILLE", emp[2]), " (", pays.C[p.cc]["name"], ")")),
                                 ("Assureur maladie", R(p.INS()))])]),
          ("Consultation", [P("Accident du travail survenu le ", c.cday(-1, 0), " sur le site de l'employeur : chute d'un quai de chargement. "
                              "Entorse grave de la cheville droite (", K("CIM10", "S93.4"), "), radiographie sans fracture."),
                            P("Traitement : ", K("DOSE", "paracétamol 1 g x 3/j"), ", ", K("DOSE", "kétoprofène 100 mg x 2/j"), " pendant ", K("DUREE", "5 jours"),
                              ", attelle, appui partiel."), c.hw()])]
    parts = [part("Consultation d'un travailleur frontalier", s1, issuer=c.head("Urgences - consultation post-urgences"),
                  refs=[("IPP", R(c.IPP())), ("Date", R(c.cday(0, 0)))], sigs=[("Le médecin", [R(*c.doc.dr(0)), R("RPPS ", c.doc.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Certificat d'arrêt de travail pour l'employeur étranger", [(None, [
            P("Je soussigné", "e" if c.doc.sex == 2 else "", ", ", c.doc.dr(0), ", certifie que l'état de santé de ", p.name(0), ", ", p.ne(), " le ",
              p.dn(c.i + 1), ", nécessite un arrêt de travail (Arbeitsunfähigkeit)."),
            ("kv", [("Employeur", R(E)), ("Contact RH", R(*hr.name(3), " - ", hrtel)), ("N° d'assuré", R(p.NAT())),
                    ("Arrêt", R("du ", c.cday(0, 3), " au ", c.cday(13, 3), " inclus"))]),
            ("yn", [("Sorties autorisées", True), ("Accident du travail", True), ("Prolongation", False)])])],
            issuer=c.head("Urgences"), place=c.place(0, 1), sigs=[("Le médecin", [R(*c.doc.dr(1))])]))
    if c.npl >= 3:
        parts.append(part("Déclaration à l'assureur accident", [(None, [
            P("Madame, Monsieur,"),
            P("Votre assuré", p.e(), " ", p.name(8), " (", p.NAT(), "), salarié", p.e(), " de ", E, ", a été victime le ", c.cday(-1, 1),
              " d'un accident du travail. Vous trouverez ci-joint le certificat initial."),
            ("kv", [("N° de sinistre", R(V("IDENTIFIANT", "%s-%d-%07d" % (p.cc, c.day.year, r.randint(1, 9999999)), "sinistre"))),
                    ("Domicile", R(*p.addr1())), ("Conjoint à prévenir", R(*c.rel.name(0), ", ", c.rel.MOB()))])])],
            issuer=c.head("Urgences"), to={"name": R(acc), "lines": [R("Service des sinistres"), R(pays.C[p.cc]["name"].upper())]}, place=c.place(1, 1),
            sigs=[("", [R(*c.doc.dr(0))])]))
    return dict(title="Travailleur frontalier - accident du travail", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - frontalier - ", *p.name(1)), foot=R(c.H(), " - urgences"))


# ------------------------------------------------------------------ 4. interpreter-assisted consultation
def sh_interprete(c, r):
    p = c.pat
    p.home = Home(c, "FR", c.dept)
    p.mob = ids.phone(r, True, c.i + 1)
    isex = r.choice([1, 2])
    itp = Person(c, "FR", isex, datetime.date(1980, 1, 1), "interprete",
                 first=c.take_first(pays.C[p.cc]["ff" if isex == 2 else "fm"]), last=c.take_name(p.cc))
    ag = V("ETABLISSEMENT", ids.AGENCIES[(c.i + c.seed) % len(ids.AGENCIES)], "agence_interpretariat")
    agtel = V("TELEPHONE", ids.phone(r, False, c.i + 3))
    mission = V("IDENTIFIANT", "INT-%d-%05d" % (c.day.year, r.randint(1, 99999)), "mission_interpretariat")
    lang = pays.C[p.cc]["lang"]
    h1, h2 = r.randint(9, 15), r.randint(0, 3) * 15
    s1 = [("Patient", [("kv", [("Nom, prénom", R(*p.name(1))), ("Date de naissance", R(p.dn(c.i), " (date déclarée)")), ("Langue", R(lang)),
                               ("Pays de naissance", R(pays.C[p.cc]["name"], ", ", p.BTOWN()))])]),
          ("Interprétariat", [("kv", [("Interprète", R(*itp.name(3))), ("Agence", R(ag, " - ", agtel)), ("N° de mission", R(mission))]),
                              ("chk", [(c.i % 2 == 0, "Sur place"), (c.i % 2 == 1, "Par téléphone"), (False, "Par visioconférence")])]),
          ("Consultation", [P("Toux depuis trois semaines, fièvre vespérale, amaigrissement de ", K("MESURE", "6 kg"), ". Radiographie : opacité apicale droite. "
                              "Suspicion de tuberculose pulmonaire (", K("CIM10", "A15.0"), "), isolement respiratoire, expectorations x 3."),
                            P("Le patient a compris les explications, reformulées par l'interprète. Traitement après résultats : ",
                              K("DOSE", "rifampicine 600 mg/j"), ", ", K("DOSE", "isoniazide 300 mg/j"), "."), c.hw()])]
    parts = [part("Consultation avec interprète professionnel", s1, issuer=c.head("Maladies infectieuses - PASS"),
                  refs=[("IPP", R(c.IPP())), ("Date", R(c.cday(0, 4), ", ", hm(h1, h2)))], sigs=[("Le médecin", [R(*c.doc.dr(0))]), ("L'interprète", [R(*itp.name(0))])])]
    if c.npl >= 2:
        parts.append(part("Attestation d'intervention d'interprétariat", [(None, [
            ("kv", [("Interprète", R(*itp.name(1))), ("Langue", R(lang)), ("Bénéficiaire", R(*p.name(4))), ("Service demandeur", R("Maladies infectieuses, ", c.H())),
                    ("Date", R(c.cday(0, 0))), ("Début / fin", R(hm(h1, h2), " - ", hm(h1 + 1, h2))), ("Durée facturée", R(K("DUREE", "1 heure")))]),
            P("L'interprète est tenu", itp.e(), " au secret professionnel. Mission ", mission, " ; contact : ", V("EMAIL", "planning@" + ids.ascii_fold(ag.text).lower().replace(" ", "-").replace("'", "") + ".fr"), ".")])],
            issuer={"name": R(ag), "service": "Interprétariat médical et social", "lines": [R("Permanence : ", agtel)], "contact": [], "legal": None},
            sigs=[("L'interprète", [R(*itp.name(3))]), ("Le service", [R(*c.ide.name(3))])]))
    if c.npl >= 3:
        parts.append(part("Consultation de suivi", [(None, [
            P("Revu", p.e(), " le ", c.cday(14, 1), " avec ", itp.name(3), " (", ag, "). Examen direct positif, PCR positive ; bonne tolérance du traitement."),
            ("kv", [("Domicile", R(*p.addr1(True))), ("Téléphone", R(p.MOB())), ("Passeport", R(p.PASS())), ("Prochain rendez-vous", R(c.cday(42, 1), " à ", hm(10, 30)))]),
            ("alert", [R("Dépistage de l'entourage à organiser par le CLAT ; contact familial : ", *c.rel.name(0), ".")])])],
            issuer=c.head("Maladies infectieuses - PASS"), refs=[("IPP", R(c.IPP()))], sigs=[("Le médecin", [R(*c.doc.dr(1))])]))
    return dict(title="Consultation avec interprète", issuer=c.head(), parts=parts,
                head=R(c.ACR(), " - ", *p.name(1), " - interprète ", lang), foot=R(c.H(), " - PASS"))


# ------------------------------------------------------------------ 5. discharge letter to the GP abroad
def sh_lettre(c, r):
    p, d, g = c.pat, c.doc, ForeignDoc(c, c.pat.cc)
    dx = [("pneumopathie aigüe communautaire", "J18.9", "amoxicilline 1 g x 3/j"), ("pyélonéphrite aigüe", "N10", "ceftriaxone 1 g/j"),
          ("fibrillation atriale inaugurale", "I48.9", "apixaban 5 mg x 2/j"), ("colique néphrétique droite", "N20.1", "kétoprofène 100 mg x 2/j")][c.i % 4]
    to = {"name": R(*g.dr(0)), "lines": [R(g.ADR()), R(g.cpv()), R(pays.C[g.cc]["name"].upper())]}
    s1 = [(None, [P("Chère consœur, cher confrère,"),
                  P("Votre patient", p.e(), " ", p.name(0), ", ", p.ne(), " le ", p.dn(1), ", domicilié", p.e(), " ", *p.addr1(), ", a été hospitalisé", p.e(),
                    " dans notre service du ", c.cday(0, 1), " au ", c.cday(5, 1), " pour une ", dx[0], " (", K("CIM10", dx[1]), ")."),
                  P("Évolution favorable sous ", K("DOSE", dx[2]), ". CRP ", K("MESURE", "%d mg/l" % r.randint(80, 240)), " à l'entrée, ",
                    K("MESURE", "%d mg/l" % r.randint(5, 30)), " à la sortie."),
                  P("Le retour vers ", p.VILLE(), " est prévu le ", c.cday(6, 1), ". Le patient reste joignable au ", p.MOB(), "."),
                  P("Je reste à votre disposition au ", V("TELEPHONE", ids.phone(r, False, c.i + 4)), ". Bien confraternellement.")])]
    parts = [part("Lettre de liaison à la sortie", s1, issuer=c.head("Médecine interne"), to=to, place=c.place(5, 1),
                  refs=[("N/Réf.", R(c.IPP(), " - ", c.STAY())), ("V/Patient", R(*p.name(9), " - ", p.NAT()))], sigs=[("", [R(*d.dr(0)), R("RPPS ", d.RPPS())])])]
    if c.npl >= 2:
        rows = [[[K("DOSE", dx[2])], [K("DUREE", "%d jours" % r.choice([5, 7, 10]))], ["à poursuivre"]],
                [[K("DOSE", "paracétamol 1 g si douleur")], [K("DUREE", "5 jours")], ["si besoin"]],
                [[K("DOSE", "oméprazole 20 mg/j")], [K("DUREE", "14 jours")], ["à réévaluer"]]]
        parts.append(part("Traitement de sortie", [(None, [
            ("tab", ["Médicament et posologie", "Durée", "Remarque"], rows, [2.4, 0.9, 1.1]),
            P("Ordonnance rédigée en dénomination commune, valable dans l'Union européenne (", K("REGLEMENT", "directive 2011/24/UE"), ")."),
            ("kv", [("Patient", R(*p.name(1))), ("Assurance", R(p.INS(), " - ", p.NAT()))]), c.hw()])],
            issuer=c.head("Médecine interne"), to=to, sigs=[("", [R(*d.dr(1))])]))
    if c.npl >= 3:
        rows = [[["hémoglobine"], [K("MESURE", "%.1f g/dl" % (r.randint(110, 155) / 10))], ["12 - 16"]],
                [["créatinine"], [K("MESURE", "%d µmol/l" % r.randint(55, 120))], ["45 - 104"]],
                [["CRP"], [K("MESURE", "%d mg/l" % r.randint(5, 30))], ["< 5"]]]
        parts.append(part("Résultats joints", [(None, [
            ("tab", ["Examen", "Résultat", "Normes"], rows, [1.6, 1.2, 1.0]),
            ("kv", [("Destinataire", R(*g.dr(0), *([", ", g.PID()] if g.pid else []))), ("Fax", R(V("TELEPHONE", g.fax))), ("Courriel", R(V("EMAIL", g.mail))),
                    ("Patient", R(*p.name(6), ", ", p.dn(c.i + 2)))]),
            P("Examens prélevés le ", c.cday(5, 0), " à ", hm(7, 30), ".")])],
            issuer=c.head("Laboratoire de biologie médicale"), refs=[("IPP", R(c.IPP()))], sigs=[("Le biologiste", [R(*c.co.dr(0))])]))
    return dict(title="Lettre au médecin traitant à l'étranger", issuer=c.head("Médecine interne"), parts=parts,
                head=R(c.ACR(), " - ", *p.name(1), " - ", c.STAY()), foot=R(c.H(), " - médecine interne"))


SHAPE_FUN_A = {"admission_ceam": sh_admission, "autorisation_s2": sh_s2, "travailleur_frontalier": sh_frontalier,
               "consultation_interprete": sh_interprete, "lettre_medecin_etranger": sh_lettre}


def make_doc(i, seed, shape, npl):
    from .content_b import SHAPE_FUN_B
    c = Ctx(i, seed, shape, npl)
    s = {**SHAPE_FUN_A, **SHAPE_FUN_B}[shape](c, c.r)
    return {"title": s["title"], "num": i + 1, "shape": shape, "issuer": s["issuer"], "parts": s["parts"], "head": s["head"], "foot": s["foot"],
            "form": R(K("CODE", "BU-%02d" % (SHAPES.index(shape) + 1))), "npl": npl, "tti": s.get("tti") or c.tti(), "slip": s.get("slip"),
            "faxday": D(ids.care(c.day + datetime.timedelta(days=14 + npl), 0)), "faxtime": K("HORAIRE", "%02d:%02d" % (c.r.randint(8, 18), c.r.randint(0, 59)))}
