"""What held-out corpus BW's first pass (hospital care at home) showed (tuned since): the on-call
number after its hours, the keys to the patient's home and the patient's customer number at the
equipment provider, a death at home with its weekday."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def test_an_on_call_number_after_its_hours():
    found = _found("Tél. 02.61.91.12.21 - astreinte 24 h/24 07 00 11 55 41\n"
                   "Tél. 02-61-91-66-45 - astreinte 24 h/24 +33 7 00 11 52 77\nouvert 7j/7 07-00-11-37-60\n")
    for v in ("07 00 11 55 41", "+33 7 00 11 52 77", "07-00-11-37-60"):
        assert ("TEL", v) in found, (v, found)
    # a date and an hour in groups of two are no phone
    assert not [f for f in _found("le 12 03 2024 10 20\n") if f[0] == "TEL"]


def test_the_keys_to_the_home_and_the_provider_s_customer_number():
    found = _found("Boîte à clés\ncode 5743, à gauche de la porte\n"
                   "Digicode —  5D827\nBoîte à clés —  code 6933, à gauche\n"
                   "Accès\nboîte à clés 7887, digicode 4D244\n"
                   "code de la boîte à clés changé par la famille : nouveau code 5129.\n"
                   "reprendra le lit (client MLS972563) ; laissez le code de la boîte à clés (2994) actif\n"
                   "Prestataire\nBerry Médical Domicile - client BMD140248\n")
    for v in ("5743", "5D827", "6933", "7887", "4D244", "5129", "MLS972563", "2994", "BMD140248"):
        assert ("AUTRE", v) in found, (v, found)
    assert not [f for f in _found("client depuis 2019, 1200 clients, boîte à clés posée\n") if f[0] == "AUTRE"]


def test_a_death_at_home_with_its_weekday():
    found = _found("Fin de prise en charge\ndécès au domicile le mardi 8 juillet 2025 à 07h35, en présence de\n")
    assert ("DATE_DECES", "8 juillet 2025 à 07h35") in found, found
