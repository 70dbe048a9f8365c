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
              "passeport n° 18AB12345. Carte d'identité : GCUSTMYXG.\nNuméro indiqué sur le bracelet : 130859051.\n")
    found = _found(letter)
    for v in ("3DTP8MMZX", "18AB12345", "GCUSTMYXG"):
        assert ("AUTRE", v) in found, (v, found)
    assert ("IPP", "130859051") in found, found
    # a word after the card's name, a colour of bracelet, stay readable
    assert not [f for f in _found("Carte d'identité VALIDITEE. Le bracelet rouge 2024 signale une allergie.\n")
                if f[0] in ("AUTRE", "IPP")]


def test_no_initialled_surname_in_a_temperature_or_an_acronym():
    found = _found("Fièvre à 39,2 °C. PCR Francisella tularensis positive. Revu par B. MARTIN.\n")
    assert ("NOM", "B. MARTIN") in found and not [f for f in found if "PCR" in f[1]], found
