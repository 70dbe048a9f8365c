"""What held-out corpus BQ's first pass (the file as it travels: phone slips, a switchboard
log, requests for the medical file, complaints) showed (tuned since): a surname in capitals
after a first name's initial; a birth date in brackets under the name of a cell; the numbers
of identity papers and of the wristband; and what stays: germs in capitals, a civility."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def test_a_surname_in_capitals_after_an_initial():
    assert ("NOM", "C. LE GOFF-RIVIÈRE") in _found("Patient concerné : C. LE GOFF-RIVIÈRE\n")
    assert ("NOM", "S.-A. JAMET") in _found("Pris par : S.-A. JAMET\n")
    assert ("NOM", "M.-C. ÉCOCHARD") in _found("09h10  M.-C. ÉCOCHARD  sortie\n")
    # germs in capitals, French words, a civility
    text = "Culture : E. COLI BLSE, S. AUREUS, C. DIFFICILE toxine positive. A. SAVOIR. M. DUPONT revu.\n"
    found = _found(text)
    assert not [f for f in found if f[1].startswith(("E. ", "S. ", "C. ", "A. ", "M. "))], found


def test_a_birth_date_in_brackets_under_the_name_of_its_cell():
    text = ("Journal des appels du 20/03/2025\n\nHeure Appelant\nTéléphone\nPatient concerné\n\n"
            "07h54 Ambulances du Boischaut\n07 00 11 22 11\nC. LE GOFF-RIVIÈRE\n(28/09/1953)\n\nvisites\n")
    assert ("DATE_NAISSANCE", "28/09/1953") in _found(text)
    # a care date under a line that names no one stays
    assert ("DATE", "28/09/2023") in _found("Journal du 20/03/2025\n\nSortie prévue\n(28/09/2023)\n")


def test_identity_papers_and_the_wristband_number():
    letter = ("Vous trouverez ci-joint la copie de ma carte nationale d'identité n° 3DTP8MMZX et celle de mon "
              "passeport n° 18AB12345. Carte d'identité : GCUSTMYXG.\nNuméro indiqué sur le bracelet : 130859051.\nNuméro indiqué sur le\nbracelet : P22804286.\n")
    found = _found(letter)
    for v in ("3DTP8MMZX", "18AB12345", "GCUSTMYXG"):
        assert ("AUTRE", v) in found, (v, found)
    assert ("IPP", "130859051") in found and ("IPP", "P22804286") in found, found
    # a word after the card's name, a colour of bracelet, stay readable
    assert not [f for f in _found("Carte d'identité VALIDITEE. Le bracelet rouge 2024 signale une allergie.\n")
                if f[0] in ("AUTRE", "IPP")]


def test_no_initialled_surname_in_a_temperature_or_an_acronym():
    found = _found("Fièvre à 39,2 °C. PCR Francisella tularensis positive. Revu par B. MARTIN.\n")
    assert ("NOM", "B. MARTIN") in found and not [f for f in found if "PCR" in f[1]], found


def test_a_mutual_named_in_words_and_the_companion_s_employer():
    found = _found("– votre carte de complémentaire santé (Mutuelle berrichonne des artisans, n° M2603691453)\n")
    assert ("ETAB", "Mutuelle berrichonne des artisans") in found, found
    assert ("ETAB", "Mutuelle limousine de prévoyance") in _found("Mutuelle limousine de prévoyance\nService prestations\n")
    # a verb after "Mutuelle", a kind of cover
    found = _found("La Mutuelle refuse de payer. Mutuelle complémentaire de la fonction publique.\n")
    assert not [f for f in found if f[0] == "ETAB"], found
    found = _found("Employeur de l'accompagnant   Transports frigorifiques Val de Cher\nMotif   congé de proche aidant\n")
    assert ("ETAB", "Transports frigorifiques Val de Cher") in found, found


def test_the_sender_s_acronym_in_a_mail_header():
    found = _found("De : Direction des usagers et de la qualité - CHICS <relations.usagers@ch-cher-sologne.fr>\n")
    assert ("ETAB", "CHICS") in found, found
    found = _found("Cc : Service - URGENCES <urg@ch-x.fr>, secrétariat (SAMU) <samu@ch-x.fr>\n")
    assert not [f for f in found if f[0] == "ETAB"], found


def test_directions_inside_the_hospital_a_file_size_and_a_code_s_acronym_stay():
    from tests.fake_model import model_findings

    convocation = ("Vous êtes attendu à l'hôpital de jour\n(bâtiment B, niveau 1, porte 12) pour une coloscopie.\n"
                   "Domicile : bâtiment B, 12 rue des Lilas, 36000 Châteauroux\n")
    assert model_findings(convocation, "bâtiment B, niveau 1, porte 12", "ADRESSE") == []
    assert model_findings(convocation, "bâtiment B", "ADRESSE") == []
    assert model_findings(convocation, "bâtiment B, 12 rue des Lilas", "ADRESSE") == [("bâtiment B, 12 rue des Lilas", "ADRESSE")]
    assert model_findings("CR-consultation-2025-05-31.pdf     694 Ko\n", "Ko", "NOM") == []
    assert model_findings("Vous pouvez contester (article L.1617-5 du CGCT).\n", "CGCT", "VILLE") == []


def test_identity_papers_in_a_table_column_whose_row_runs_two_cells_together():
    text = ("Titulaires de l'autorité parentale\n\n"
            "Qualité  | Nom et prénom  | Né(e) le  | Adresse  | Téléphone  | Pièce d'identité \n\n"
            "Mère  | RIVOALLAN Pauline  | 25 mars 1998 6 ter impasse du Clos-Normand,  | 07-00-11-59-19  | 521534871068 \n"
            "53500 Ernée \n\n"
            "Père  | POIRIER-LECOQ Jérémy  | 04-07-1994  | 6 ter impasse du Clos-Normand,  | 06-39-98-84-95  | 21WF00783 \n")
    found = _found(text)
    assert ("AUTRE", "521534871068") in found and ("AUTRE", "21WF00783") in found, found
    assert ("AUTRE", "483070690844") in _found("Nom et prénom   Lien   Pièce d'identité n° 483070690844\n")


def test_a_vaccination_table_s_ages_are_the_child_s_age_at_each_date():
    text = ("Attestation de vaccinations, Laval, le 7 juin 2025\n\nNé le 28-10-2017\n\n"
            " Date                  Âge                    Vaccin                  Lot\n"
            " 10/11/2018            12 mois                Priorix                 ST583AB\n"
            " 20/03/2019            16 mois                Priorix                 NT77701\n"
            " 29/11/2023            6 ans et 1 mois        Boostrixtetra           KA403AA\n")
    found = _found(text)
    for d in ("10/11/2018", "20/03/2019", "29/11/2023"):
        assert ("DATE", d) in found, (d, found)
    assert ("DATE_NAISSANCE", "12/03/1948") in _found("Vu le 02/02/2025. MARTIN Paul, 12/03/1948 (76 ans)\n")
