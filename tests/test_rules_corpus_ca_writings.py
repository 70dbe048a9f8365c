"""What held-out corpus CA's first pass (sexual health care in La Réunion) showed, tuned since:
phones with a four-digit area code in brackets or a misread 8, a postcode of residence, a
sexual-health centre's anonymous numbers, a partner's pseudonym, a health centre named "Pôle de santé"."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def _kinds(found, kind):
    return [v for k, v in found if k == kind]


def test_phones_with_a_four_digit_area_code_in_brackets_or_a_misread_eight():
    found = _found("CeGIDD (0262) 51 58 95 ; tél (0693) 22 77 18\nTél 0262 3B 23 51 ; 0262 91 B1 49\n")
    for v in ("(0262) 51 58 95", "(0693) 22 77 18", "0262 3B 23 51", "0262 91 B1 49"):
        assert ("TEL", v) in found, (v, found)
    assert not _kinds(_found("(0262) 51 ; lot B1 49 ; 12 B 34 ; (01) 2024\n"), "TEL")


def test_the_postcode_of_residence_after_its_caption():
    found = _found("Commune de naissance    Saint-Paul     Code postal de résidence      97490\n")
    assert ("CODE_POSTAL", "97490") in found, found


def test_a_sexual_health_centre_s_anonymous_numbers_and_a_partner_s_pseudonym():
    found = _found("Pôle de santé des Hauts de l'Est        N° d'anonymat 974-CG-25-8938E\n"
                   "Code d'anonymat                 B2126B3AA7CEE352\nNotification NP-2501-654\n"
                   " pseudonyme « kafrine_ouest90 »       messagerie de l'application\n")
    for v in ("974-CG-25-8938E", "B2126B3AA7CEE352", "NP-2501-654", "kafrine_ouest90"):
        assert ("AUTRE", v) in found, (v, found)
    assert ("ETAB", "Pôle de santé des Hauts de l'Est") in found, found
    found = _found("notification de 2024 ; un pseudonyme est utilisé ; Pôle de santé mentale\n")
    assert not _kinds(found, "AUTRE") and not _kinds(found, "ETAB"), found


def test_the_kind_of_a_sexual_health_centre_is_no_establishment_s_name():
    from tests.fake_model import model_span_kept

    found = _found("CeGIDD - centre gratuit d'information, de dépistage et de diagnostic\nLe CeGIDD vous reçoit.\n"
                   "Centre hospitalier universitaire des Alizés - CeGIDD\n")
    assert "CeGIDD" not in [v for _k, v in found], found
    assert ("ETAB", "Centre hospitalier universitaire des Alizés") in found, found
    assert not model_span_kept("Le CeGIDD vous reçoit.\n", "CeGIDD", "NOM")


def test_a_pseudonym_after_a_line_break_and_a_mandatory_notification_s_number():
    found = _found("Partenaire source : pseudonyme «\n tangue_run », statut VIH inconnu.\n"
                   "CeGIDD      N° e-DO :             EDO-2025-974-66486\n")
    assert ("AUTRE", "tangue_run") in found and ("AUTRE", "EDO-2025-974-66486") in found, found


def test_a_birth_caption_wrapped_round_its_value():
    # a table cell prints its caption on two lines, the value centred between them
    for value in ("12/1969", "03/02/1969"):
        found = _found(f"Sexe\nhomme\nMois et année de\n{value}\nnaissance\n\nCommune de naissance\nSaint-Paul\n")
        assert ("DATE_NAISSANCE", value) in found, found
    found = _found("Date de\n03/02/2025\nprélèvement\n\nDate de\n04/2025\nnaissance du projet\n")
    assert not _kinds(found, "DATE_NAISSANCE"), found


def test_a_form_s_numbered_fields_over_their_values():
    found = _found("1.3 Mois et année de naissance\n\n01/1981\n\n1.5 Code postal de résidence\n\n97429\n\n"
                   "2.1 Date du diagnostic\n\n13/09/2025\n\n1.4 Commune de naissance\n\nMarseille\n\n2.2 Mode\n")
    for kind, value in (("VILLE", "Marseille"), ("CODE_POSTAL", "97429"), ("DATE_NAISSANCE", "01/1981")):
        assert (kind, value) in found, (value, found)
    assert ("DATE", "13/09/2025") in found, found
    found = _found("1.4 Commune de prélèvement\n\nMarseille\n\n2.3 Code\n\n97429\n")
    assert not _kinds(found, "VILLE") and not _kinds(found, "CODE_POSTAL"), found
