"""What held-out corpus BO's first pass (documents naming several people around the patient)
showed (tuned since): a lawyer after "Me", a judge after the acronym of the role, a nickname in
quotes, a number whose caption says what for in brackets; and what stays: a technique's or a
syndrome's name in quotes, a lot's number with its maker in brackets, "Me" opening a sentence."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def test_a_lawyer_and_a_judge():
    found = _found("Audience du JLD Aurélien COADIC - N° RG 25/08905 ; avocat : Me LE GUENNEC\n")
    assert ("NOM", "COADIC") in found and ("PRENOM", "Aurélien") in found and ("NOM", "LE GUENNEC") in found, found
    assert ("NOM", "JLD") not in found
    found = _found("Me voici. Maître Anne Kerouredan a plaidé.\n")
    assert ("NOM", "Kerouredan") in found and not [f for f in found if f[1] == "voici"], found


def test_a_nickname_in_quotes():
    assert ("PRENOM", "Lulu") in _found("Identité        KERVAREC Maëlys dite « Lulu »        Régime\n")
    assert not [f for f in _found("la technique dite « Ilizarov » ; un syndrome dit « Charcot »\n") if f[0] == "PRENOM"]


def test_a_number_whose_caption_says_what_for_in_brackets():
    assert ("AUTRE", "25-278724") in _found("N° de don (traçabilité) : 25-278724 ; Groupe / HLA : O Rh+\n")
    assert not [f for f in _found("N° de lot (fabricant) : 25-278724\n") if f[0] == "AUTRE"]


def test_a_newborn_named_by_its_mother_and_captions_in_capitals():
    found = _found("NOUVEAU-NÉ \n\nEnfant de Mme GLOAGUEN \nIdentité \n\nNathan \nPrénom \n")
    assert ("NOM", "GLOAGUEN") in found and not [f for f in found if f[1] in ("Enfant", "Mme")], found
    found = _found("AIDANT / PROTECTION \n\nAIDANT PRINCIPAL \n\nLE SAUX-OLLIVIER Marie-Josée \n")
    assert ("NOM", "LE SAUX-OLLIVIER") in found and not [f for f in found if "AIDANT" in f[1]], found


def test_the_transplant_file_is_no_name():
    from tests.fake_model import model_findings

    assert model_findings("N° CRISTAL receveur : R25-0412\n", "CRISTAL") == []


def test_a_birth_date_under_a_caption_that_allows_the_age():
    text = ("Situation et ressources \n\nNé(e) le / âge \nVille \nÉcole / employeur \n\n02/01/88 \nJosselin \n"
            "SARL Transports Bothorel \n\n4 ans \nJosselin \nCrèche Les Mousses \n")
    assert ("DATE_NAISSANCE", "02/01/88") in _found(text), _found(text)
    assert ("DATE", "02/01/2025") in _found("Vu le / âge \n\n02/01/2025 \n")  # no birth caption
