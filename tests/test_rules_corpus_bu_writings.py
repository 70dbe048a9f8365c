"""What held-out corpus BU's first pass (foreign patients and cross-border care in Alsace-Moselle)
showed (tuned since): a foreign patient's national number, with its country's check key or under
the European health card's caption; a number dialled abroad with "00" or its code in brackets."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def test_foreign_national_numbers_by_their_shape_and_check_key():
    found = _found("Identifiant national      756.7202.9238.49\n"
                   "Numéro d'identification               CLMGPP05L11F839N\n"
                   "V/Patient                            Zimmermann Tobias - 24 091001 Z 469\n"
                   "V/Patient  Schmit Fernand - 1973 0101 516 40\n"
                   "Mme Chloe OKAFOR   NHS 455 966 6296\n")
    for v in ("756.7202.9238.49", "CLMGPP05L11F839N", "24 091001 Z 469", "1973 0101 516 40", "455 966 6296"):
        assert ("AUTRE", v) in found, (v, found)
    # the same shapes with a wrong key or an impossible date stay
    wrong = _found("avs 756.7202.9238.48, cf CLMGPP05L11F839A, rv 24 311301 Z 469, lu 1973 1340 516 40, nhs 455 966 6297\n")
    assert not [f for f in wrong if f[0] == "AUTRE"], wrong


def test_the_european_health_card_s_fields_and_consular_papers_by_their_captions():
    found = _found("Numéro d'identification personnel (champ 6)\n\n 252062337\n"
                   "Numéro de la carte (champ 8)\n\n 80620338784638975775\n"
                   "Numéro de la carte (champ 8) : 8027 6100 6356 8766 0618\n"
                   "Passeport      C851457        Carte consulaire      PT4393201\n"
                   "Numéro d'identification            A372583577\n")
    # (in groups, the whole number: its first group alone left sixteen digits legible)
    for v in ("252062337", "80620338784638975775", "8027 6100 6356 8766 0618", "PT4393201", "A372583577"):
        assert ("AUTRE", v) in found, (v, found)
    # a germ's identification, a table's heading are no person's number
    assert not [f for f in _found("identification bactérienne 12345678 par MALDI-TOF\n") if f[0] == "AUTRE"]
    assert not [f for f in _found("Master Promissory\nNote Identification\n\nThe Loan Identifier printed.\n\n"
                                  "Student's Social Security Number:\n001010001 – 999999999\n") if f[0] == "AUTRE"]


def test_numbers_dialled_abroad():
    found = _found("Téléphone    00352 661 164 171\nContact familial : Romain Thill,\n(+352) 691 884 796.\n"
                   "Téléphonc :   0049 (0)761 / 939165\nLe patient reste joignable au 0160 4084605.\n"
                   "Tél. 081/865.12.48\nFamille prévenue : M. Luca ROSSI, 0039 324 357 7405.\n")
    for v in ("00352 661 164 171", "(+352) 691 884 796", "0049 (0)761 / 939165", "0160 4084605", "081/865.12.48",
              "0039 324 357 7405"):
        assert ("TEL", v) in found, (v, found)
    # a code and a registered letter's number starting with zeros are no calls
    assert not [f for f in _found("Code 0012 345 678 lot 00123456\nLR 1A 007 976 5279 4\n0020013 6 0006\n") if f[0] == "TEL"]


def test_an_address_abroad_before_its_country():
    found = _found("Adresse      Hegenheimerstrasse 111, 4123 Allschwil (Suisse)\n"
                   "Adresse à l'étranger     58, rue de Luxembourg, L-4530 Differdange (Luxembourg)\n"
                   "Résidence   Rua das Flores 12, 4050-262 Porto (Portugal)\n"
                   "Le patient, domicilié Schillerstraße 101a, 79576 Weil am Rhein (Allemagne), est sorti.\n"
                   "12 Park Crescent, Manchester M1 4BT (Royaume-Uni)\n"
                   "Stationsweg 27, 6211 CS Maastricht, Pays-Bas\n")
    for f in (("ADRESSE", "Hegenheimerstrasse 111"), ("CODE_POSTAL", "4123"), ("VILLE", "Allschwil"),
              ("CODE_POSTAL", "L-4530"), ("VILLE", "Differdange"), ("ADRESSE", "Rua das Flores 12"),
              ("CODE_POSTAL", "4050-262"), ("VILLE", "Porto"), ("ADRESSE", "Schillerstraße 101a"),
              ("VILLE", "Weil am Rhein"), ("ADRESSE", "12 Park Crescent"), ("VILLE", "Manchester"),
              ("CODE_POSTAL", "M1 4BT"), ("CODE_POSTAL", "6211 CS"), ("VILLE", "Maastricht")):
        assert f in found, (f, found)
    # a count or a regulation's number before a country is no postcode
    found = _found("en 2024, 1500 patients (Suisse) ; Règlement 883/2004 (Belgique)\n")
    assert not [f for f in found if f[0] in ("CODE_POSTAL", "VILLE", "ADRESSE")], found


def test_a_european_regulation_s_number_is_no_one_s():
    found = _found("en application du règlement (CE) n° 883/2004 et de la directive (UE) n° 2011/24\n")
    assert not [f for f in found if f[0] == "AUTRE"], found
    assert [f for f in _found("Dossier n° 2025-118734\n") if f[1] == "2025-118734"]  # a file's number still is


def test_a_name_in_title_case_under_a_role_in_a_signature_block():
    found = _found("       LE MÉDECIN RÉGULATEUR\n       Yannick Klein\n\n"
                   "Le service / Die Station                                 Date et signature / Datum und Unterschrift\n"
                   "Noémie Meyer-Kessler\n")
    for f in (("PRENOM", "Yannick"), ("NOM", "Klein"), ("PRENOM", "Noémie"), ("NOM", "Meyer-Kessler")):
        assert f in found, (f, found)
    # a ward's name under "Le service", a famous name, an unknown first word stay
    found = _found("Le service\nMaladies Infectieuses\n\nSignature\nPierre Curie\n\nLe médecin\nBonne Nouvelle\n")
    assert not [f for f in found if f[0] in ("NOM", "PRENOM")], found


def test_a_birthplace_abroad_after_the_birth_date():
    found = _found("Né le                        14 mars 1969 à Porto\nNée le 15.09.2004 à Genova\n")
    assert ("VILLE", "Porto") in found and ("VILLE", "Genova") in found, found
    # born at home, at term: no place
    assert not [f for f in _found("né le 12/03/1950 à Domicile\nnée le 02/04/2020 à Terme\n") if f[0] == "VILLE"]


def test_a_number_under_its_caption_or_after_fax_au():
    found = _found("Téléphone : \n0175 8172438 \nCourriel : \n\nRéponse par fax au 07621 844888.\n")
    for v in ("0175 8172438", "07621 844888"):
        assert ("TEL", v) in found, (v, found)
    # a column's caption over a row's date is no phone
    assert not [f for f in _found("Tél.\n12/03/2025\n") if f[0] == "TEL"]
