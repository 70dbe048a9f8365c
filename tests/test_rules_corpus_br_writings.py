"""What held-out corpus BR's first pass (children and families: a PMI record, a PAI, a
nursery admission, a child protection report) showed (tuned since): the département's
services that say where the family lives, siblings named by the first name and their age, a
school's national number; and what stays: a word before an age, the services in general."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def test_the_departement_of_the_family_s_services():
    found = _found("Destinataire : Conseil départemental du Calvados\nCopie à la CRIP de l'Orne. "
                   "Allocataire CAF de la Sarthe.\n")
    for place in ("Calvados", "Orne", "Sarthe"):
        assert ("VILLE", place) in found, (place, found)
    assert not [f for f in _found("Le conseil départemental a voté. CAF de plus de 10 %.\n") if f[0] == "VILLE"]


def test_siblings_named_by_their_first_name_and_age():
    found = _found("Fratrie Lilou (9 ans), Salomé (11 mois), Tom (4 ans)\nDouleur (3 ans). Traitement (6 mois).\n")
    assert ("PRENOM", "Lilou") in found and ("PRENOM", "Salomé") in found and ("PRENOM", "Tom") in found, found
    assert not [f for f in found if f[1] in ("Douleur", "Traitement")], found


def test_a_school_s_national_number():
    assert ("AUTRE", "0729457P") in _found("école maternelle Le Petit-Prince\nUAI 0729457P\n")


def test_vaccine_valences_are_no_names():
    from tests.fake_model import model_findings

    record = "10/11/2018 \n12 mois \nPriorix \nROR \n\n02/10/2018 \n11 mois \nInfanrix hexa \nDTCaP-Hib-HepB \n"
    assert model_findings(record, "ROR", "NOM") == []
    assert model_findings(record, "DTCaP-Hib-HepB", "NOM") == []


def test_the_given_names_after_the_first_in_their_cell():
    found = _found("Nom, prénoms LE MÉTAYER CAUVIN Louis-Ange, Pierre                    Né le 26/11/2015\n")
    assert ("PRENOM", "Pierre") in found, found
    assert ("PRENOM", "Roger") in _found("Nom THOUROUDE                          Prénoms Noé, Roger\n")
    # a town after a comma is no given name
    assert not [f for f in _found("Prénoms : Marie, Paris\n") if f[1] == "Paris" and f[0] == "PRENOM"]


def test_a_row_s_date_after_the_carer_who_closes_the_row_above():
    # a vaccination table read one cell a line, a row a block: the date opening a row is no birth
    # date of the carer who closes the row above
    text = ("Attestation du 7 juin 2025\n\nDate\nÂge\nVaccin\nVaccinateur\n\n"
            "26/02/2016\n2 mois\nInfanrix hexa\nPMI - VASSELIN\n\n"
            "17/04/2016\n4 mois\nPrevenar 13\nDr É.\nDuclos-Vasnier\n\n"
            "24/12/2016\n12 mois\nPriorix\nPaul MARTIN\n\n"
            "21/11/2017\n23 mois\nPriorix\nPaul MARTIN\n")
    found = _found(text)
    for d in ("17/04/2016", "21/11/2017"):
        assert ("DATE", d) in found, (d, found)
    # a grid read one cell a paragraph: the name, then its birth date
    assert ("DATE_NAISSANCE", "18/03/1996") in _found("Vu le 02/02/2025\n\nTEXIER Françoise\n\n18/03/1996\n\nLyon\n")


def test_a_mother_and_child_health_centre_named_after_a_place():
    for text, name in (("Attestation de vaccinations\nCentre de PMI Les Coquelicots\n2 rue des Écoles\n",
                        "Centre de PMI Les Coquelicots"),
                       ("suivi au centre de PMI des Tilleuls à Laval\n", "centre de PMI des Tilleuls")):
        assert ("ETAB", name) in _found(text), (text, _found(text))
    assert not [f for f in _found("Adressé au centre de PMI le plus proche.\n") if f[0] == "ETAB"]


def test_a_phone_one_space_before_the_next_column_s_card_number():
    found = _found("OSMONT Pauline       voisine        +33 (0)7 00 11 29 90 915223438301\n")
    assert ("TEL", "+33 (0)7 00 11 29 90") in found, found


def test_a_surname_with_a_particle_whose_word_is_also_a_first_name():
    found = _found(" 6        DA COSTA Timéo                          18/06/2024           Mayenne\n"
                   "DI MARCO Lucia, voisine\n")
    assert ("NOM", "DA COSTA") in found and ("PRENOM", "Timéo") in found, found
    assert ("NOM", "DI MARCO") in found, found
    assert not [f for f in _found("DA : dossier administratif. DE MARIE à Paul.\n") if f[0] in ("NOM", "PRENOM")]


def test_a_passport_number_in_a_column_without_its_caption():
    found = _found("Père     LEBOURGEOIS          24-04-1975     14600   +33 7 00 11 40 23 18AU24052\n")
    assert ("AUTRE", "18AU24052") in found, found
    assert not [f for f in _found("Vaccin Stamaril, lot 21CK48213\n") if f[0] == "AUTRE"]


def test_a_household_row_of_a_first_name_and_its_kinship():
    found = _found(" LECHEVALLIER Amandine          mère          13.01.2000\n\n"
                   " Manon                          sœur          4 ans          scolarisée\n")
    assert ("PRENOM", "Manon") in found, found
    assert not [f for f in _found("Patient      fils de la voisine\nTotal   fille\n") if f[0] == "PRENOM"]


def test_the_given_names_after_the_first_after_a_surname_in_capitals():
    found = _found("Enfant LEREBOURS VAUCLIN Noé, Pierre                     Né le 19/02/2025\n")
    assert ("PRENOM", "Pierre") in found, found
    assert not [f for f in _found("Vu le Dr MARTIN Paul, Rennes. DUPONT Jean, Paris, le 3 mai.\n") if f[1] in ("Rennes", "Paris")]
