"""Variant patterns: a value is found in every writing it can take, and only there."""

import pytest

from app.export.variants import force_term_target, parse_date, target_for


def found(target, text):
    return [text[s:e] for s, e in target.find(text, {})]


@pytest.mark.parametrize(
    "writing",
    ["21/05/1949", "21.05.1949", "21-05-1949", "21 05 1949", "21/5/1949", "21/05/49", "21 mai 1949", "21 MAI 1949",
     "1949-05-21", "21 / 05 / 1949"],
)
def test_birth_date_every_writing(writing):
    t = target_for("DATE_NAISSANCE", "21/05/1949")
    assert found(t, "texte %s fin" % writing) == [writing]


@pytest.mark.parametrize("words", ["Née le ", "née le ", "Né le ", "Né(e) le ", "NÉE LE ", "née le : "])
def test_birth_words_go_with_the_date(words):
    t = target_for("DATE_NAISSANCE", "21.05.1949")
    assert found(t, "Patiente %s21/05/1949." % words) == [words.strip() + " 21/05/1949" if words.strip().endswith(":") else words + "21/05/1949"]


@pytest.mark.parametrize("other", ["21/05/1950", "22/05/1949", "121/05/1949", "21/05/19491", "21/06/1949", "21 juin 1949"])
def test_other_dates_do_not_match(other):
    assert found(target_for("DATE_NAISSANCE", "21/05/1949"), "le %s" % other) == []


def test_textual_date_value_and_first_of_month():
    t = target_for("DATE_NAISSANCE", "1er février 1950")
    assert found(t, "né le 01/02/1950 ou 1 fevrier 1950") == ["né le 01/02/1950", "1 fevrier 1950"]
    assert parse_date("3 août 1987") == (3, 8, "1987")


def test_plain_date_has_no_birth_words():
    t = target_for("DATE", "12/03/2024")
    assert found(t, "Né le 12.03.2024") == ["12.03.2024"]


def test_nir_any_spacing_with_or_without_key():
    t = target_for("NIR", "2 49 05 64 102 033 33")
    text = "a 249056410203333 b 2 49 05 64 102 033 c 2.49.05.64.102.033.33 d 2490564102034"
    assert found(t, text) == ["249056410203333", "2 49 05 64 102 033", "2.49.05.64.102.033.33"]


def test_phone_any_spacing_and_international():
    t = target_for("TEL", "06 12 34 56 78")
    text = "+33 6 12 34 56 78 / 0612345678 / 06.12.34.56.78 / 06 12 34 56 79"
    assert found(t, text) == ["+33 6 12 34 56 78", "0612345678", "06.12.34.56.78"]


def test_email_case_insensitive_whole_address():
    t = target_for("EMAIL", "leonie.raffin@exemple.fr")
    assert found(t, "LEONIE.RAFFIN@EXEMPLE.FR et xleonie.raffin@exemple.fr") == ["LEONIE.RAFFIN@EXEMPLE.FR"]


def test_names_in_every_capitalised_writing_never_in_lower_case():
    t = target_for("PRENOM", "Pierre")
    assert found(t, "Pierre a une pierre ; PIERRE ; Pierres") == ["Pierre", "PIERRE"]
    t = target_for("NOM", "BÉRANGER")
    text = "Mme BÉRANGER ; Béranger sera revue ; BERANGER ; Beranger ; un béranger ; Bérangère"
    assert found(t, text) == ["BÉRANGER", "Béranger", "BERANGER", "Beranger"]
    t = target_for("NOM", "KERGUELEN-ABGRALL")
    assert found(t, "Kerguelen-Abgrall, KERGUELEN-ABGRALL, kerguelen-abgrall") == ["Kerguelen-Abgrall", "KERGUELEN-ABGRALL"]
    t = target_for("NOM", "BOULANGER")
    assert found(t, "M. BOULANGER, ancien boulanger") == ["BOULANGER"], "the common word stays"


def test_a_name_is_found_in_a_scan_layer_that_misreads_its_letters_as_digits():
    t = target_for("NOM", "BENALI")
    text = "8ENALI Thérèse ; BENAL1 ; Benal1 ; B3NALI ; 8ENA ; 805411 ; benali ; BENALIS"
    assert found(t, text) == ["8ENALI", "BENAL1", "Benal1"]
    t = target_for("NOM", "CAUCHY-LEFORT")
    assert found(t, "CAUCHY-LEF0RT Cédric") == ["CAUCHY-LEF0RT"]
    t = target_for("NOM", "Léger")  # an ordinary word: its clean writing only where it reads as a name
    assert found(t, "Léger œdème ; Mme LÉGER ; L3GER ; LÉ6ER") == ["LÉGER", "LÉ6ER"]
    assert found(target_for("NOM", "SOLO"), "S0LO") == [], "four letters: too short to tell"


def test_force_term_case_and_accent_insensitive_on_word_boundaries():
    t = force_term_target("CHCB")
    assert found(t, "au chcb, au CHCB. ÇHCB CHCBX xCHCB") == ["chcb", "CHCB", "ÇHCB"]
    t = force_term_target("Côte Basque")
    assert found(t, "cote  basque; CÔTE BASQUE; Côte Basques") == ["cote  basque", "CÔTE BASQUE"]


def test_force_term_maps_back_through_ligatures():
    t = force_term_target("Griffon")
    text = "Dr Gri\ufb00on vu"
    assert found(t, text) == ["Gri\ufb00on"]


def test_nir_without_key_also_takes_a_written_key():
    t = target_for("NIR", "2490564102033")
    assert found(t, "NIR 2 49 05 64 102 033 33 ; 2490564102033.") == ["2 49 05 64 102 033 33", "2490564102033"]


def test_a_person_in_lower_case_only_as_first_name_and_surname_together():
    from app.export.variants import lowercase_person_target

    t = lowercase_person_target(("Karim", "LOUSTAUNAU"))
    text = "M. karim loustaunau ; LOUSTAUNAU Karim ; Mme loustaunau ; un ancien loustaunau ; loustaunau, karim"
    assert [text[s:e] for s, e in t.find(text, {})] == [
        "karim loustaunau", "LOUSTAUNAU Karim", "loustaunau", "loustaunau, karim"]


def test_a_person_in_lower_case_across_a_line_break():
    """A front desk's copy of the name typed in lower case and cut at the line's end (corpus BB)."""
    from app.export.variants import lowercase_person_target

    t = lowercase_person_target(("JEAN-BAPTISTE", "de La Roumiguière"))
    text = "Identité : de La Roumiguière JEAN-BAPTISTE - saisie accueil : de la roumiguière\n   jean-baptiste\n"
    assert [text[s:e] for s, e in t.find(text, {})] == ["de La Roumiguière JEAN-BAPTISTE", "de la roumiguière\n   jean-baptiste"]
    assert list(t.find("roumiguière\n\n   jean-baptiste", {})) == []  # a blank line parts two fields


def test_a_lower_case_signature_with_the_first_name_initial_is_the_person():
    """"Signature : l fabre" under "Dr Léa FABRE": the initial and the surname typed in
    lower case; not when the surname is an ordinary word or the initial a French word."""
    from app.export.variants import lowercase_person_target

    t = lowercase_person_target(("Léa", "FABRE"))
    text = "Signature : l fabre ; l. fabre ; bl fabre ; d'fabre"
    assert [text[s:e] for s, e in t.find(text, {})] == ["l fabre", "l. fabre"]
    petit = lowercase_person_target(("Anne", "PETIT"))
    assert [text for s, e in petit.find("il a petit appétit", {})] == []
    boulanger = lowercase_person_target(("Luc", "BOULANGER"))
    assert list(boulanger.find("l boulanger", {})) == []


def test_a_birth_date_is_also_found_glued():
    t = target_for("DATE_NAISSANCE", "24/08/1985")
    assert found(t, "bodin madeleine (F) 24081985 ; 240885 ; 124081985") == ["24081985"]


def test_a_surname_that_is_an_ordinary_word_is_searched_where_it_reads_as_a_name():
    """Patient LÉGER: "Léger œdème" and "Petit épanchement" at the start of a sentence
    stay readable; every writing that reads as the name is found."""
    from app.export.variants import target_for

    t = target_for("NOM", "LÉGER")
    found = lambda text: [text[s:e] for s, e in t.find(text)]  # noqa: E731
    assert found("Léger œdème du membre inférieur.") == []
    assert found("Examen normal. Léger épanchement pleural.") == []
    for text in ("Vu M. Léger ce jour", "Mme Léger a été revue.", "Patient : Léger Marie", "Nom : Léger\n",
                 "revu par le Dr\nLéger qui", "LÉGER Marie", "Leger Marie"):
        assert found(text), text
    assert "Léger" in t.literals and "Léger" in t.contextual and "LÉGER" not in t.contextual
    # any other surname: every title-case writing, wherever it stands
    d = target_for("NOM", "DUPONT")
    assert d.contextual == () and [m for m in d.find("Dupont a été opéré.")]


def test_the_verifier_does_not_report_an_ordinary_word_the_plan_leaves():
    from app.export.variants import target_for
    from app.export.verify_search import LiteralIndex

    t = target_for("NOM", "PETIT")
    index = LiteralIndex([t])
    assert index.find("Petit épanchement pleural.") == []
    assert [lit for _ti, lit in index.find("Compte rendu de PETIT Jean")] == ["PETIT"]


def test_a_first_name_s_initial_after_the_surname_goes_with_it():
    t = target_for("NOM", "Quinsat")
    assert found(t, "Examen 25B952055 - Quinsat S. - 56-09-13") == ["Quinsat S."]
    assert found(t, "QUINSAT S., né le") == ["QUINSAT S."]
    # a sentence after the name, another person's civility, a first name in full stay out
    assert found(t, "Mme Quinsat. A noter ; QUINSAT M. Martin ; Quinsat Sophie") == ["Quinsat", "QUINSAT", "Quinsat"]
