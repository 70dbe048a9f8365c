"""An identity block printed as a row of captions over a row of values, in capitals or not, and
a dated journal signed by who acted (what the transfusion corpus's forms showed, tuned since)."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings

CAPS_ROW = (" NOM DE NAISSANCE        NOM D'USAGE       PRÉNOM(S)         SEXE         DATE DE NAISSANCE   LIEU DE NAISSANCE\n"
            " DAMAY                   BENALI            Thérèse           F            18/10/1954          Porto\n")


def test_a_row_of_capital_captions_gives_every_value_under_it():
    found = _found(CAPS_ROW)
    for v in (("NOM", "DAMAY"), ("NOM", "BENALI"), ("PRENOM", "Thérèse"), ("DATE_NAISSANCE", "18/10/1954"),
              ("VILLE", "Porto")):
        assert v in found, (v, found)


def test_a_row_indented_by_one_blank_keeps_its_first_value():
    found = _found(" Nom                     Prénom            Sexe\n DAMAY                   Thérèse           F\n")
    assert ("NOM", "DAMAY") in found, found


def test_a_birthplace_alone_after_its_caption_even_an_ordinary_word():
    found = _found(" Date de naissance        3 juillet 1965\n Lieu de naissance        Porto\n")
    assert ("VILLE", "Porto") in found, found
    # a caption beside the label is the next column's, not a place
    for text in (" Lieu de naissance        Sexe\n", "Sexe    Lieu de naissance        Porto\n"):
        assert not [f for f in _found(text) if f[0] == "VILLE"], text


def test_the_author_of_each_entry_of_a_dated_journal():
    found = _found("Journal des événements\n"
                   " 14/05/2025 ∙ Raymond Sueur : ouverture du dossier\n"
                   " 01/06/2025 ∙ Enzo Boitel : RAI négative ; groupe confirmé\n"
                   " 03/06/2025 10:42 - Clémence Lheureux : transfusion de 4 CGR\n")
    for v in (("PRENOM", "Enzo"), ("NOM", "Boitel"), ("NOM", "Lheureux"), ("NOM", "Sueur")):
        assert v in found, (v, found)
    # a place, a saint or an eponym where a person would stand: no known first name first
    found = _found(" 12/03/2025 - Saint Martin : visite\n 13/03/2025 - Pont Neuf : travaux\n")
    assert not [f for f in found if f[0] in ("NOM", "PRENOM")], found


def test_the_end_of_an_establishment_s_name_over_a_capital_caption_is_no_name():
    text = ("À l'attention de : Dr Amandine VANNIER\nCentre hospitalier intercommunal du Beauvaisis et du\nClermontois\n\n"
            "NOM D'USAGE\n(idem)\n\nSEXE\n\nLIEU DE NAISSANCE\nBeauvais\n")
    found = _found(text)
    assert ("NOM", "Clermontois") not in found and ("VILLE", "Beauvais") in found, found


def test_a_date_in_brackets_after_a_patient_s_name_is_the_birth_date():
    found = _found("Cher collègue, pour DOURNEL Thierry (18.5.97), merci de rapprocher le dossier.\n")
    assert ("DATE_NAISSANCE", "18.5.97") in found, found
    # a signature's date in brackets, or a doctor's, stays a date
    for text in ("Compte rendu validé, LEBLANC Sophie (12/03/2025), rien à signaler\n", "Dr DUPONT Jean (12/03/1999)\n"):
        assert not [f for f in _found(text) if f[0] == "DATE_NAISSANCE"], text


def test_a_way_without_its_number_before_a_postcode():
    found = _found("Délivrance · place Victor-Pauchet · 80054 AMIENS · Tél. 03 65 88 28 49\n"
                   "Site Nord\nrue des Écoles\n80000 Amiens\n")
    assert ("ADRESSE", "place Victor-Pauchet") in found and ("ADRESSE", "rue des Écoles") in found, found
    # a batch number, or a way named in a sentence, before a postcode
    for text in ("lot 25H6708, 80000 Amiens\n", "Il a pris la place du Dr Martin, 80000 Amiens\n"):
        assert not [f for f in _found(text) if f[0] == "ADRESSE"], text
