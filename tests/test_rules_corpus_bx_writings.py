"""What held-out corpus BX's first pass (emergency care and pre-hospital regulation) showed
(tuned since): a death certified with its date, the crew's initials and the regulation desk's
trigrams defined beside a name and used alone after, a hospital's name that joins two places
and ends on a regional adjective (and its initials), the SAMU's file and transfer numbers."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def test_a_death_certified_with_its_date():
    found = _found("Décès constaté le mardi 26 août 2025 à 23h07 par le médecin.\n"
                   "Le décès a été constaté le 12/03/2024 à 10h.\n")
    assert ("DATE_DECES", "26 août 2025 à 23h07") in found, found
    assert ("DATE_DECES", "12/03/2024 à 10h") in found, found
    # what was found on a date is no death
    assert ("DATE", "12/03/2024") in _found("Épanchement constaté le 12/03/2024 à l'échographie.\n")


def test_initials_and_trigrams_defined_beside_a_name_then_used_alone():
    text = ("Équipage   Dr Paulette YILMAZ ; IDE Théo Ramaux (T.R., ADELI 396004210) ; ambulancier Lucie\n"
            "           Courvoisier (L.C.)\n"
            "23h57   kétamine 20 mg   IV   N01AX03   T.R.\n"
            "00h02   morphine 3 mg    IV   N02AA01   L.C.\n"
            "ÉQUIPAGE...: DEA MATHIOT Quentin (Q.M.) ; auxiliaire Jean-Claude\n"
            "             Pianet (J.C.P.)\n"
            "VISA - L'ÉQUIPAGE\nQ.M. J.C.P.\n"
            "ARM     MRO - Maxime Rognon\n"
            "03:18:30   MRO   appel de la fille\n")
    found = _found(text)
    for v in ("Lucie", "Courvoisier"):
        assert any(f[1] == v and f[0] in ("NOM", "PRENOM") for f in found), (v, found)
    for v in ("T.R.", "L.C.", "Q.M.", "J.C.P.", "MRO"):
        n = sum(1 for f in found if f == ("NOM", v))
        assert n >= 2, (v, n, found)


def test_the_other_signatures_of_a_log_signed_by_a_defined_short_form():
    found = _found("ARM   GVE - Gaston Vernerey\n"
                   "03:18:30          GVE              appel de la fille\n"
                   "03:42:18          MVU              décision d'orientation\n"
                   "01:46 | C.P. | arrêt cardiaque ; IDE Claire Poulet (C.P.)\n"
                   "01:48 | M.B. | adrénaline 1 mg IV\n"
                   "\n03:37:43 \nGVE \nbilan reçu \n\n03:44:10 \nLCA \nengagement SMUR\n")
    for v in ("MVU", "M.B.", "LCA"):
        assert ("NOM", v) in found, (v, found)
    # a log signed by roles only stays
    assert not [f for f in _found("08:00   IDE   pansement\n09:00   AS    toilette\n") if f[0] == "NOM"]


def test_a_short_form_that_is_no_person_s_stays():
    found = _found("Service de Cardiologie (S.C.) ; Hôpital Nord (CHU)\nS.C. : voir plus bas.\n"
                   "PCA - Pompe Contrôlée Analgésie\nPCA posée à 14h.\n"
                   "Dr Jean Dupont (J.D.-2 du protocole)\n")
    assert not [f for f in found if f[1] in ("S.C.", "PCA", "J.D.")], found


def test_a_hospital_joining_two_places_with_its_regional_adjective_and_initials():
    text = ("HRBJ - urgences - IPP 7478822322\n"
            "Hôpital du Revermont et de la Bresse jurassienne\n"
            "Centre hospitalier de Pontarlier et du Haut-Doubs\n")
    found = _found(text)
    for v in ("Hôpital du Revermont et de la Bresse jurassienne", "Centre hospitalier de Pontarlier et du Haut-Doubs",
              "HRBJ"):
        assert ("ETAB", v) in found, (v, found)
    found = _found("Clinique Pasteur est fermée.\nCentre hospitalier de Vesoul et le CHU de Besançon\n")
    assert ("ETAB", "Clinique Pasteur") in found and ("ETAB", "Centre hospitalier de Vesoul") in found, found


def test_the_samu_s_file_transfer_and_run_numbers():
    text = ("DOSSIER DE RÉGULATION        25/2508/42559\n"
            "DOSSIER DE RÉGULA..: 90/2504/24456\n"
            "ÉPISODE OUVERT      EP25A37122\n"
            "Transfert                            TIH-70-25-5555\n"
            "UrgenSys 3.4   SMUR Lons 1 - SMUR-39-25-51214 - p. 1/1\n")
    found = _found(text)
    for label, v in (("AUTRE", "25/2508/42559"), ("AUTRE", "90/2504/24456"), ("EPISODE", "EP25A37122"),
                     ("AUTRE", "TIH-70-25-5555"), ("AUTRE", "SMUR-39-25-51214")):
        assert (label, v) in found, (v, found)
    # a norm, a file's year, a measure stay
    found = _found("DOSSIER MÉDICAL 2025\nNF-EN-13-40-1789 norme\nDOSSIER DE SOINS 12 mg\n")
    assert not [f for f in found if f[0] in ("AUTRE", "EPISODE")], found


def test_a_log_signed_by_a_person_the_model_read_in_one_span():
    from app.detection.rules.names_defined_initials import defined_initials
    from app.detection.spans import Span

    text = "Dr Q. Laboureur, urgentiste\n\n15:21\nM.C.\ninstallée en UHCD\n18:21\nQ.L.\nréévaluation\n"
    s = text.index("Q. Laboureur")
    one = Span(0, s, s + len("Q. Laboureur"), "Q. Laboureur", "NOM", "model", 0.9)
    found = {x.text for x in defined_initials([text], [one])}
    assert {"M.C.", "Q.L."} <= found, found
    assert not defined_initials([text], [])  # nobody named: the log's signatures say nothing


def test_a_running_header_s_date_after_the_patient_s_name_is_the_document_s():
    found = _found("2025-39-849289 - MAIROT Chloé - 07/11/2025\n\nRégul'Est 6.2\nPatiente née le 02/12/1981\n")
    assert ("DATE", "07/11/2025") in found and ("DATE_NAISSANCE", "née le 02/12/1981") in found, found
    # glued to the name, or an older year than the page's latest: a birth date still
    assert ("DATE_NAISSANCE", "28031979") in _found("DUPONT Jean 28031979\n")
    assert ("DATE_NAISSANCE", "07/11/1965") in _found("MAIROT Chloé - 07/11/1965 - vu le 12/03/2025\n")


def test_an_allow_listed_acronym_opening_a_model_name_stays_readable():
    """"SMUR Besançon 1" (a vehicle's call sign), "IOA Nadine GUILLEMIN" (a role): the model reads
    the acronym with the name; the unit or the role stays, a surname's first word is never cut."""
    from app.detection.analyze import analyze_page
    from tests.fake_model import FakeModel

    def model_names(text, value):
        i = text.index(value)
        return [s.text for s in analyze_page(0, text, [FakeModel([(i, i + len(value))], "NOM")]) if s.source == "model"]

    assert model_names("VÉHICULE SMUR Besançon 1 (VLM)\n", "SMUR Besançon") == ["Besançon"]
    assert model_names("Accueil : IOA Nadine GUILLEMIN\n", "IOA Nadine GUILLEMIN") == ["Nadine GUILLEMIN"]
    for name in ("AIT BENALI Karim", "AÏT LAHCEN Youssef", "GARDE Léa", "SALLÉ Solène"):
        assert model_names("Patient : %s\n" % name, name) == [name], name
