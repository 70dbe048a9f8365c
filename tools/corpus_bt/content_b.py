"""The last five document types of corpus BT (see content.py): the investigator's correspondence (the letter to the GP
on inclusion, the GP's reply, the deviation note to the monitor), the participant's travel-expense compensation (the
request with the IBAN, the trip table, the payment notice), an emergency unblinding (the request at night, the IWRS
confirmation, the report to the sponsor), the participant card (the wallet card and the emergency sheet, the visit
calendar, the covering letter to the relative) and the end of participation (the end-of-study form - withdrawal,
death or lost to follow-up -, the access request under article 15 of the GDPR or by the heirs under article
L.1110-4, the site's reply). Same people, values and blocks as content.py.
"""
from __future__ import annotations

import datetime

from . import ids
from .content import P, Person, hm, part
from .model import K, R, V


# ------------------------------------------------------------------ 6. investigator correspondence
def sh_letter(c, r):
    p, pi, g = c.pat, c.pi, c.gp
    s1 = [(None, [P("Cher confrère,"),
                  P("Je vous informe que votre patient", p.e(), " ", p.name(2 if p.birth else 0), ", ", p.ne(), " le ", p.dn(c.i), ", demeurant ", p.addr1(),
                    ", a accepté le ", c.cday(0, 1), " de participer à l'étude ", c.ACRO(), " (", c.EUCT(), "), promue par ", c.SPONSOR(), "."),
                  P("Le traitement de l'étude (", K("DOSE", c.trial[6] + " " + c.trial[7]), ") ne doit pas être associé aux inhibiteurs puissants du CYP3A4. ", ),
                  c.hw(),
                  P("Le co-investigateur, ", c.co.dr(0), ", et l'infirmière de recherche, ", c.tec.name(0), " (", V("TELEPHONE", ids.phone(r, False, c.i + 3)),
                    "), restent à votre disposition. Code du participant : ", c.CODE(1), "."),
                  P("Bien confraternellement.")])]
    parts = [part("Information du médecin traitant", s1, issuer=c.site_head("Service de cardiologie - investigation clinique"), to={"name": R(*g.dr(0)), "lines": [R(*g.addr1())]},
                  place=c.place(1, 1), refs=[("Objet", R("inclusion dans une recherche")), ("N/Réf.", R(pi.NOM(), "/", c.tec.PRE("init"), " - ", c.CODE(2)))],
                  sigs=[("", [R(*pi.dr(5)), R("investigateur principal")])])]
    if c.npl >= 2:
        parts.append(part("Réponse du médecin traitant", [(None, [
            P("Cher confrère, merci pour votre courrier du ", c.cday(1, 1), " concernant ", p.name(3), " (", p.dn(c.i + 3), ")."),
            P("Je vous signale l'introduction de ", K("DOSE", "clarithromycine 500 mg x 2/j"), " le ", c.cday(12, 0), " pour une pneumopathie (", K("CIM10", "J18.9"),
              "), arrêtée le ", c.cday(19, 0), ". Son entourage, ", *c.rel.name(0), ", peut être joint au ", c.rel.MOB(), "."),
            ("kv", [("Patient", R(*p.name(1))), ("N° de sécurité sociale", R(p.nir(c.i)))])])],
            issuer=g.cabinet(), to={"name": R(*pi.dr(0)), "lines": [R(c.H()), R("Unité de recherche clinique")]}, place=R(V("VILLE", g.home.town), ", le ", c.cday(20, 1)),
            sigs=[("", [R(*g.dr(0))])]))
    if c.npl >= 3:
        parts.append(part("Note de déviation au protocole", [(None, [
            ("kv", [("Participant", R(c.CODE(0), " - ", c.INI(0))), ("Déviation", R("prise d'un traitement interdit du ", c.cday(12, 0), " au ", c.cday(19, 0))),
                    ("Classement", R(K("CODE", "majeure"))), ("Moniteur", R(*c.arc.name(0), " - ", V("ETABLISSEMENT", ids.CROS[c.i % 3], "cro")))]),
            P("Le participant reste dans l'étude ; la visite ", K("CODE", "V4"), " du ", c.cday(28, 0), " est maintenue. Copie au dossier du participant (IPP ", c.IPP(), ").")])],
            issuer=c.site_head(), to={"name": R(*c.arc.name(0)), "lines": [R(V("EMAIL", c.arc.mail))]}, refs=[("Étude", c.proto())],
            sigs=[("L'investigateur principal", [R(*pi.dr(1))])]))
    return dict(title="Correspondance de l'investigateur", issuer=c.site_head(), parts=parts, ref=c.CODE(2),
                head=R(c.ACRO(), " - ", *p.name(1), " - ", c.CODE(0)), foot=R(c.H(), " - ", pi.dr(2)))


# ------------------------------------------------------------------ 7. travel-expense compensation
def sh_frais(c, r):
    p = c.pat
    bank = ids.BANKS[c.i % 3]
    ib = V("IBAN", ids.iban(r, bank[0]))
    km = r.randint(18, 95)
    trips = [[[c.cday(-56 + 28 * k, 2)], [K("CODE", "V%d" % (k + 2))], [V("VILLE", p.home.town)], [K("MESURE", "%d km" % (2 * km))], [K("MONTANT", ("%.2f €" % (2 * km * 0.32)).replace(".", ","))]] for k in range(3)]
    s1 = [("Bénéficiaire", [("kv", [("Nom, prénom", R(*p.name(5 if p.birth else 1))), ("Adresse", R(*p.addr1())), ("Téléphone", R(p.FIXE())), ("Courriel", R(p.MAIL())),
                                    ("Code participant", R(c.CODE(0)))])]),
          ("Coordonnées bancaires", [("kv", [("Titulaire", R(*p.name(0))), ("IBAN", R(ib)), ("Banque", R(V("ETABLISSEMENT", bank[1], "banque")))])]),
          ("Objet", [P("Remboursement des frais de déplacement et indemnité de contraintes prévue par le protocole (", K("ARTICLE", "article L.1121-11 du code de la santé publique"),
                       "), plafonnée à ", K("MONTANT", "4 500,00 €"), " par an."), c.hw()])]
    parts = [part("Demande d'indemnisation des frais", s1, issuer=c.site_head("Unité de recherche clinique - gestion"), refs=[("Étude", R(c.ACRO())), ("Promoteur", R(c.SPONSOR()))],
                  sigs=[("Le participant", [R(*p.name(3)), R("le ", c.cday(0, 0))]), ("Visa de l'investigateur", [R(*c.co.dr(1))])])]
    if c.npl >= 2:
        parts.append(part("Relevé des déplacements", [(None, [
            ("tab", ["Date", "Visite", "Départ", "Distance", "Montant"], trips, [1.0, 0.7, 1.6, 0.9, 0.9]),
            P("Barème kilométrique ", K("MONTANT", "0,32 €"), " par km ; repas : ", K("MONTANT", "15,25 €"), " par visite de plus de ", K("DUREE", "4 heures"), "."),
            P("Justificatifs joints : ", "tickets de parking au nom de ", p.name(4), ".")])],
            issuer=c.site_head("Unité de recherche clinique - gestion"), refs=[("Participant", R(c.CODE(1)))], sigs=[("Vérifié par", [R(*c.tec.name(4))])]))
    if c.npl >= 3:
        parts.append(part("Avis de paiement", [(None, [
            P(p.civ(True), ","),
            P("Nous avons viré ce jour la somme de ", K("MONTANT", "%d,%02d €" % (r.randint(60, 240), r.randint(0, 99))), " sur le compte ", ib, " (", V("ETABLISSEMENT", bank[1], "banque"), ")."),
            ("kv", [("Référence du virement", R(V("IDENTIFIANT", "IND-%s-%s" % (c.trial[0].split("-")[0], c.site + c.num), "virement"))), ("Date", R(c.cday(15, 0)))])])],
            issuer=c.site_head("Direction des affaires financières"), to=p.card(c.i), sigs=[("L'agent comptable", [R("par délégation")])]))
    return dict(title="Indemnisation du participant", issuer=c.site_head(), parts=parts, ref=c.CODE(2),
                head=R(c.ACRO(), " - ", *p.name(1), " - ", c.CODE(0)), foot=R(c.H(), " - gestion des essais"))


# ------------------------------------------------------------------ 8. emergency unblinding
def sh_insu(c, r):
    p, pi = c.pat, c.pi
    urg = c.gp
    h1 = hm(r.randint(0, 5), r.randint(0, 59))
    s1 = [("Demande", [("kv", [("Date et heure", R(c.cday(0, 0), " à ", h1)), ("Demandeur", R(*c.co.dr(0), ", médecin de garde du ", c.H())),
                               ("Participant", R(c.CODE(0), " - ", c.INI(0), " - né(e) en ", p.dn_part(c.i))), ("N° de randomisation", R(c.RAND(0)))]),
                       P("Motif : hémorragie digestive (", K("CIM10", "K92.2"), ") sous anticoagulant ; la connaissance du traitement conditionne la prise en charge."),
                       ("yn", [("Le promoteur a-t-il été joint avant la levée ?", False), ("Le participant poursuit-il l'étude ?", c.i % 2 == 0)])])]
    parts = [part("Demande de levée d'insu en urgence", s1, issuer=c.site_head("Urgences - centre investigateur " + c.site), refs=[("Étude", c.proto())],
                  sigs=[("Le médecin demandeur", [R(*c.co.dr(1)), R(V("TELEPHONE", ids.phone(r, False, c.i + 1)))])])]
    if c.npl >= 2:
        parts.append(part("Confirmation de levée d'insu (IWRS)", [(None, [
            ("kv", [("Participant", R(c.CODE(1))), ("Randomisation", R(c.RAND(1))), ("Traitement attribué", R(K("DOSE", c.trial[6].split(" ou ")[0] + " " + c.trial[7]))),
                    ("Levée effectuée", R(c.cday(0, 1), " à ", h1)), ("Utilisateur", R(*c.co.name(6)))]),
            c.hw(),
            ("alert", [R("Information transmise au seul médecin demandeur ; le promoteur et ", *pi.dr(0), " en sont avisés automatiquement.")])])],
            issuer=c.sponsor_head("Système de randomisation"), refs=[("Kit", R(K("CODE", c.kit)))]))
    if c.npl >= 3:
        parts.append(part("Rapport de levée d'insu au promoteur", [(None, [
            P("La levée d'insu du ", c.cday(0, 1), " concerne ", p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 1), " (IPP ", c.IPP(), "), hospitalisé", p.e(), " au ", c.H(), "."),
            P("Un EIG a été déclaré le ", c.cday(1, 0), ". Personne de confiance : ", *c.rel.name(1), ", ", c.rel.FIXE(), ".")])],
            issuer=c.site_head(), to={"name": R(c.SPONSOR()), "lines": [R("Vigilance des essais cliniques")]}, sigs=[("L'investigateur principal", [R(*pi.dr(0))])]))
    return dict(title="Levée d'insu en urgence", issuer=c.site_head(), parts=parts, ref=c.RAND(1),
                head=R(c.ACRO(), " - levée d'insu - ", c.CODE(0)), foot=R(c.H(), " - ", c.SPONSOR()))


# ------------------------------------------------------------------ 9. participant card
def sh_card(c, r):
    p, pi = c.pat, c.pi
    tel = V("TELEPHONE", ids.phone(r, False, c.i + 5))
    s1 = [("Carte de participation (à garder sur vous)", [("kv", [("Participant", R(*p.name(8))), ("Né(e) le", R(p.dn(c.i))), ("Code", R(c.CODE(1))),
                                                                 ("Étude", R(c.ACRO(), " - ", c.NCT())), ("Médecin investigateur", R(*pi.dr(0))), ("Urgences 24 h/24", R(tel))])]),
          ("Au verso", [P("Je participe à une recherche clinique. Ne pas interrompre le traitement sans avis du médecin investigateur. Traitement : ",
                          K("DOSE", c.trial[6] + " " + c.trial[7]), "."), c.hw()]),
          ("Personne à prévenir", [("kv", [("Nom", R(*c.rel.name(1))), ("Téléphone", R(c.rel.MOB()))])])]
    parts = [part("Carte de participant à une recherche", s1, issuer=c.site_head("Centre investigateur " + c.site), refs=[("Remise le", R(c.cday(0, 1)))],
                  sigs=[("Remise par", [R(*c.tec.name(0))]), ("Co-investigateur", [R(*c.co.dr(4))])])]
    if c.npl >= 2:
        rows = [[[K("CODE", "V%d" % k)], [c.cday(28 * (k - 1), 4)], [hm(8, 30)], [["bilan à jeun", "ECG", "questionnaire", "échographie"][k % 4]]] for k in range(1, 6)]
        parts.append(part("Calendrier des visites", [(None, [
            P("Calendrier personnel de ", p.name(0), " (", c.CODE(0), ")."), ("tab", ["Visite", "Date", "Heure", "Examens"], rows, [0.6, 1.8, 0.6, 1.4]),
            P("En cas d'empêchement, prévenir ", *c.tec.name(0), " au ", tel, ".")])], issuer=c.site_head(), refs=[("Étude", R(c.ACRO()))]))
    if c.npl >= 3:
        parts.append(part("Courrier à la personne à prévenir", [(None, [
            P(c.rel.civ(True), ","),
            P(p.name(3), " participe depuis le ", c.cday(0, 1), " à l'étude ", c.ACRO(), " et vous a désigné", c.rel.e(), " comme personne à prévenir. "
              "Si vous constatez un malaise, présentez sa carte au médecin."),
            P("Nous joindre : ", V("EMAIL", "essais." + ids.ascii_fold(c.acr).lower() + "@" + c.web), " ; ", tel, ".")])],
            issuer=c.site_head(), to=c.rel.card(c.i), place=c.place(1, 1), sigs=[("", [R(*pi.dr(5))])]))
    return dict(title="Carte de participant", issuer=c.site_head(), parts=parts, ref=c.CODE(2),
                head=R(c.ACRO(), " - carte - ", c.CODE(0)), foot=R(c.H(), " - recherche clinique"))


# ------------------------------------------------------------------ 10. end of participation
def sh_fin(c, r):
    p, pi = c.pat, c.pi
    dead = c.i % 2 == 1
    heir = Person(c, r.choice([1, 2]), datetime.date(p.bdate.year + 27, r.randint(1, 12), r.randint(1, 28)), "ayant_droit", last=p.last)
    law = Person(c, r.choice([1, 2]), datetime.date(1972, 1, 1), "notaire")
    reason = [(dead, "Décès"), (not dead, "Retrait du consentement"), (False, "Perdu de vue"), (False, "Fin normale de l'étude")]
    s1 = [("Participant", [("kv", [("Code", R(c.CODE(0))), ("Initiales", R(c.INI(1))), ("Date d'inclusion", R(c.cday(-200, 6))), ("Dernière visite", R(c.cday(-10, 6)))])]),
          ("Motif de sortie", [("chk", reason),
                               P("Décès survenu le ", c.DECES(c.i), " (cause : ", K("CIM10", "I46.9"), "), déclaré comme EIG.") if dead else
                               P("Retrait signé le ", c.cday(0, 1), " ; les données recueillies avant le retrait restent utilisées.")]),
          ("Échantillons", [("yn", [("Destruction des échantillons demandée", not dead), ("Données conservées", True)]), c.hw()])]
    parts = [part("Formulaire de fin de participation", s1, issuer=c.sponsor_head("Cahier d'observation papier"), refs=[("Centre", R(K("CODE", c.site), " - ", c.H()))],
                  sigs=[("L'investigateur", [R(*pi.dr(1)), R("le ", c.cday(2, 0))]), ("Co-investigateur", [R(*c.co.dr(3))])])]
    if c.npl >= 2:
        if dead:
            body = [P("Madame, Monsieur,"),
                    P("En qualité d'ayant droit de ", p.name(2 if p.birth else 0), ", ", p.ne(), " le ", p.dn(c.i + 1), " et décédé", p.e(), " le ", c.DECES(c.i + 3),
                      ", je demande communication des informations de son dossier nécessaires pour connaître les causes de la mort (", K("ARTICLE", "article L.1110-4 du code de la santé publique"), ")."),
                    P("Dossier suivi par ", "Me ", law.PRE(), " ", law.NOM(), ", notaire à ", V("VILLE", law.home.town), ". Je joins l'acte de décès et un acte de notoriété."),
                    ("kv", [("Demandeur", R(*heir.name(0), " (fils / fille)")), ("Adresse", R(*heir.addr1())), ("Courriel", R(heir.MAIL()))])]
            who = heir
        else:
            body = [P("Madame, Monsieur,"),
                    P("Au titre de l'", K("ARTICLE", "article 15 du règlement général sur la protection des données"), ", je vous demande copie des données me concernant "
                      "recueillies dans l'étude ", c.ACRO(), " sous le code ", c.CODE(1), ", et leur effacement dans la mesure du possible."),
                    ("kv", [("Nom, prénom", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i + 2))), ("Adresse", R(*p.addr1())), ("Courriel", R(p.MAIL()))])]
            who = p
        parts.append(part("Demande d'accès aux données", [(None, body)], issuer={"name": R(*who.name(0)), "service": None, "lines": who.addr_lines(False), "contact": [R(who.MOB())], "legal": None},
                          to={"name": R("Délégué à la protection des données"), "lines": [R(c.H())]}, place=R(V("VILLE", who.home.town), ", le ", c.cday(40, 1)),
                          sigs=[("", [R(*who.name(3))])]))
    if c.npl >= 3:
        parts.append(part("Réponse du centre", [(None, [
            P(("Madame, Monsieur," if dead else p.civ(True) + ",")),
            P("Suite à votre demande du ", c.cday(40, 1), ", vous trouverez ci-joint les pièces du dossier ", "de " if dead else "", p.name(0), " (IPP ", c.IPP(), "), "
              "archivées sous la référence ", V("IDENTIFIANT", "ARCH-%s-%s" % (c.acr, c.site + c.num), "archive"), "."),
            P("Les données transmises au promoteur sont pseudonymisées (code ", c.CODE(0), ") : le promoteur ne connaît ni votre nom ni votre adresse. "
              "Vous pouvez saisir la ", K("ORGANISME", "CNIL"), ".")])],
            issuer=c.site_head("Délégué à la protection des données"), to=(heir if dead else p).card(c.i), place=c.place(55, 1), sigs=[("Le délégué à la protection des données", [R("pour le directeur")])]))
    return dict(title="Fin de participation", issuer=c.sponsor_head(), parts=parts, ref=c.CODE(2),
                head=R(c.ACRO(), " - fin de participation - ", c.CODE(0), " - ", c.INI(1)), foot=R(c.SPONSOR(), " - ", c.H()))


SHAPE_FUN = {"courrier_investigateur": sh_letter, "indemnisation_frais": sh_frais, "levee_insu": sh_insu, "carte_participant": sh_card,
             "fin_participation": sh_fin}
