"""build_plan: accepted spans, force terms, selective propagation, default policy."""

import pytest

from app.detection.spans import Span
from app.export import ExportOptions, PlanError, accept_spans, build_plan, default_accept

PAGES = [
    "Patiente : Mme RAFFIN Léonie, née le 21/05/1949. Tél 06 12 34 56 78. Suivie au CHCB.",
    "Rappel : Née le 21.05.1949, Mme RAFFIN. Tél 0612345678. une pierre, Pierre.",
    "Le 21 mai 1949 ; au chcb ; contact leonie@exemple.fr ; NIR 2490564102033 33",
]


def span(page, value, label, conf=0.95, source="rules.test", nth=0):
    text = PAGES[page]
    i = -1
    for _ in range(nth + 1):
        i = text.index(value, i + 1)
    return Span(page, i, i + len(value), value, label, source, conf)


def texts(plan, page=None, reason=None):
    return [it.span.text for it in plan.items if (page is None or it.page == page) and (reason is None or it.reason == reason)]


def test_birth_date_propagates_in_every_writing_with_its_words():
    plan = build_plan(PAGES, [span(0, "21/05/1949", "DATE_NAISSANCE")])
    assert texts(plan, 0) == ["née le", "21/05/1949"]  # the words before the accepted date join it
    assert texts(plan, 1, "propagation") == ["Née le 21.05.1949"]
    assert texts(plan, 2, "propagation") == ["21 mai 1949"]
    assert plan.counts(["propagation"]) == {"DATE_NAISSANCE": 3}


def test_a_birth_date_glued_beside_a_name_is_found_on_a_page_with_no_other_date():
    # the page filter once asked for the year as a digit run of its own, which the
    # glued writing is not: the page was never searched
    pages = [PAGES[0], "Étiquette : RAFFIN Léonie 21051949"]
    acc = Span(0, PAGES[0].index("21/05/1949"), PAGES[0].index("21/05/1949") + 10, "21/05/1949", "DATE_NAISSANCE",
               "rules.test", 0.95)
    assert texts(build_plan(pages, [acc]), 1, "propagation") == ["21051949"]


def test_phone_is_searched_again_as_a_long_code_not_propagated_by_kind():
    acc = [span(0, "06 12 34 56 78", "TEL")]
    assert texts(build_plan(PAGES, acc), 1) == ["0612345678"]  # ten digits do not recur by chance
    assert texts(build_plan(PAGES, acc, ExportOptions(repeat_codes=False)), 1) == []
    opts = ExportOptions(propagated=frozenset({"TEL"}), repeat_codes=False)
    assert texts(build_plan(PAGES, acc, opts), 1) == ["0612345678"]
    # a short number (an extension) is never searched again
    short = [span(0, "06 12", "TEL")]
    assert texts(build_plan(PAGES, short), 1) == []


def test_names_propagate_in_seen_capitalisation_only():
    plan = build_plan(PAGES, [span(0, "RAFFIN", "NOM"), span(1, "Pierre", "PRENOM")])
    assert texts(plan, 1) == ["RAFFIN", "Pierre"]  # "pierre" (a stone) stays
    lower = build_plan(PAGES, [span(1, "pierre", "PRENOM")])
    assert texts(lower, reason="propagation") == []  # a lowercase value is never propagated


def test_a_lower_case_surname_a_rule_read_propagates_when_it_is_no_word():
    """A care table's carer column goes on over pages without its captions: the surname a rule
    read there in lower case ("laffargue") is searched on them; not the model's, nor a word."""
    pages = ["Soignant\n\n19/11/2025\n15h30\nlaffargue", "20/11/2025\n09h45\nlaffargue\n\n21/11/2025\npetit"]
    i = pages[0].index("laffargue")
    ruled = Span(0, i, i + 9, "laffargue", "NOM", "rules.names", 0.9)
    assert texts(build_plan(pages, [ruled]), 1, "propagation") == ["laffargue"]
    assert texts(build_plan(pages, [Span(0, i, i + 9, "laffargue", "NOM", "model", 0.9)]), 1) == []
    j = pages[1].index("petit")
    assert texts(build_plan(pages, [Span(1, j, j + 5, "petit", "NOM", "rules.names", 0.9)]), 0) == []


def test_multi_word_name_propagates_word_by_word_in_seen_capitalisation():
    pages = [
        "Patiente : ETCHEVERRY Maialen, suivie par le Dr Le Gall.",
        "Mme ETCHEVERRY revue ce jour. Maialen va bien. Le bilan est normal ; etcheverry en minuscules.",
    ]
    acc = [Span(0, 11, 29, "ETCHEVERRY Maialen", "NOM", "model", 0.9), Span(0, 48, 55, "Le Gall", "NOM", "model", 0.9)]
    plan = build_plan(pages, acc)
    assert [it.span.text for it in plan.items if it.page == 1] == ["ETCHEVERRY", "Maialen"]
    # "Le" (a particle) and the lowercase form are left alone.
    assert all(it.span.text != "Le" for it in plan.items)


def test_force_terms_everywhere_case_and_accent_insensitive():
    plan = build_plan(PAGES, [], ExportOptions(force_terms=("CHCB",)))
    assert [(it.page, it.span.text, it.label, it.span.source) for it in plan.items] == [
        (0, "CHCB", "FORCE", "force"), (2, "chcb", "FORCE", "force")]


def test_force_regex_and_invalid_regex():
    plan = build_plan(PAGES, [], ExportOptions(force_regexes=(r"\bleonie@\S+\.fr",)))
    assert texts(plan) == ["leonie@exemple.fr"]
    with pytest.raises(PlanError) as err:
        build_plan(PAGES, [], ExportOptions(force_regexes=("(unclosed",)))
    assert "invalide" in str(err.value)


def test_nir_with_spaces_propagates_and_rejected_occurrence_is_not_readded():
    acc = [span(2, "2490564102033 33", "NIR")]
    plan = build_plan(PAGES, acc)
    assert texts(plan) == ["2490564102033 33"]
    rej = [span(1, "RAFFIN", "NOM")]
    plan = build_plan(PAGES, [span(0, "RAFFIN", "NOM")], rejected=rej)
    assert [it.page for it in plan.items] == [0]


def test_items_never_overlap():
    acc = [span(0, "21/05/1949", "DATE_NAISSANCE"), span(0, "RAFFIN", "NOM"), span(0, "Léonie", "PRENOM")]
    plan = build_plan(PAGES, acc, ExportOptions(force_terms=("RAFFIN", "chcb")))
    for p in range(len(PAGES)):
        its = sorted((it.span.start, it.span.end) for it in plan.items if it.page == p)
        assert all(a[1] <= b[0] for a, b in zip(its, its[1:]))


def test_default_policy_keeps_dates_and_respects_confidence():
    d = Span(0, 0, 3, "abc", "DATE", "rules.dates", 0.99)
    n = Span(0, 0, 3, "abc", "NOM", "model", 0.2)
    m = Span(0, 0, 3, "abc", "NOM", "manual", 0.2)
    assert not default_accept(d)
    assert default_accept(d, ExportOptions(keep_dates=False))
    assert not default_accept(n, ExportOptions(min_confidence=0.5))
    assert default_accept(n, ExportOptions(min_confidence=0.1))
    assert default_accept(m, ExportOptions(min_confidence=0.9))
    assert accept_spans([d, n, m], ExportOptions(min_confidence=0.5)) == [m]


def test_plan_areas_and_masked_pages():
    plan = build_plan(PAGES, []).with_masked_pages([2])
    assert plan.masked_pages() == [2]


def test_a_person_written_in_lower_case_elsewhere_is_removed():
    pages = ["LOUSTAUNAU Karim – IPP 123", "Synthèse : M. karim loustaunau, 46 ans. Mme loustaunau. Un ancien loustaunau."]
    hit = Span(0, 0, len("LOUSTAUNAU Karim"), "LOUSTAUNAU Karim", "NOM", "model", 0.99)
    plan = build_plan(pages, [hit])
    got = [it.span.text for it in plan.items if it.page == 1]
    assert got == ["karim loustaunau", "loustaunau"], got  # after a civility; not the common word alone


def test_a_name_split_over_an_identity_table_is_paired_for_the_lower_case_search():
    pages = ["Nom de naissance | LOUSTAUNAU\nPrénom(s) | Gilles Pascal", "loustaunau gilles (M) 23081946 ; un ancien loustaunau"]
    acc = [Span(0, pages[0].index("LOUSTAUNAU"), pages[0].index("LOUSTAUNAU") + 10, "LOUSTAUNAU", "NOM", "model", 0.99),
           Span(0, pages[0].index("Gilles"), pages[0].index("Gilles") + 13, "Gilles Pascal", "PRENOM", "model", 0.99)]
    got = [it.span.text for it in build_plan(pages, acc).items if it.page == 1]
    assert got == ["loustaunau gilles"], got


def test_a_long_code_labelled_once_is_removed_where_it_is_printed_again():
    """An exam number labelled in the header and printed bare under its barcode: the same
    code. Short numbers are not searched elsewhere (a "12345" may be anything)."""
    from app.detection.spans import Span
    from app.export import build_plan
    from app.export.options import ExportOptions

    pages = ["Examen n° 67652892 et dossier 4521\n", "67652892\nScanner thoracique\n4521 mg\n"]
    spans = [Span(0, 10, 18, "67652892", "AUTRE", "rules.labelled_ids", 0.9),
             Span(0, 30, 34, "4521", "AUTRE", "rules.labelled_ids", 0.9)]
    plan = build_plan(pages, spans)
    assert [(it.page, pages[it.page][it.span.start:it.span.end]) for it in plan.items if it.page == 1] == [(1, "67652892")]
    off = build_plan(pages, spans, ExportOptions(repeat_codes=False))
    assert not [it for it in off.items if it.page == 1]


def _on_second_page(pages, spans, **options) -> list[str]:
    """What the plan removes on the second page, with these export options."""
    plan = build_plan(pages, spans, ExportOptions(**options))
    return [pages[1][it.span.start:it.span.end] for it in plan.items if it.page == 1]


def test_a_long_organisation_name_read_once_is_removed_where_prose_writes_it_again():
    """An insurer named under its caption, then in a sentence no rule reads: the same name.
    A generic name ("Centre Hospitalier Universitaire") is not searched elsewhere."""
    pages = ["Organisme : Alliance Santé Vendée Mutualité\nCentre Hospitalier Universitaire",
             "nous sollicitons auprès de la Alliance Santé Vendée Mutualité la prise en charge ; "
             "le Centre Hospitalier Universitaire"]
    spans = [Span(0, 12, 43, "Alliance Santé Vendée Mutualité", "ETAB", "rules.insurers", 0.9),
             Span(0, 44, 76, "Centre Hospitalier Universitaire", "ETAB", "rules.etab", 0.9)]
    assert _on_second_page(pages, spans) == ["Alliance Santé Vendée Mutualité"]
    assert _on_second_page(pages, spans, repeat_names=False) == []


def test_a_town_read_beside_its_postal_code_is_removed_where_it_is_written_again():
    """The centre's town in its address block, then in the signature: the same town. A
    commune that is a French word ("Tours") is not searched elsewhere."""
    pages = ["42 résidence les Érables – 65000 Tarbes\n37000 Tours",
             "Centre agréé CMPV – Tarbes\nDr ROBLIN\nen plusieurs tours"]
    spans = [Span(0, 33, 39, "Tarbes", "VILLE", "rules.addresses", 0.9),
             Span(0, 46, 51, "Tours", "VILLE", "rules.addresses", 0.9)]
    assert _on_second_page(pages, spans) == ["Tarbes"]
    assert _on_second_page(pages, spans, repeat_towns=False) == []


def test_a_surname_cut_short_with_a_period_in_a_column_is_removed():
    """"ACH." for "ACHARD" under an injector column; "MAR." (Tuesday) for MARTIN stays, and so
    does a cut that runs on into a word."""
    pages = ["Injecteur : ACHARD ; Dr MARTIN", "12/09 OD ACH.\n10/10 OD ACHARD\nMAR. 12/09 ; ACH.5 ; ACHAT."]
    spans = [Span(0, 12, 18, "ACHARD", "NOM", "rules.names", 0.95), Span(0, 24, 30, "MARTIN", "NOM", "rules.names", 0.95)]
    plan = build_plan(pages, spans)
    got = [pages[1][it.span.start:it.span.end] for it in plan.items if it.page == 1]
    assert got == ["ACH.", "ACHARD"], got


def test_a_person_in_lower_case_with_the_particles_the_name_hit_left_out():
    pages = ["Patient\nMme DE LA VERNHE Clotaire", "Copie à :\n- Dr Paul MARTIN\n- clotaire de la vernhe\n"]
    hit = Span(0, pages[0].index("DE LA"), len(pages[0]), "DE LA VERNHE Clotaire", "NOM", "model", 0.99)
    got = [it.span.text for it in build_plan(pages, [hit]).items if it.page == 1]
    assert "clotaire de la vernhe" in got, got


def _masked_on_page_two(pages, codes):
    """What the plan masks on the second page when each code was read once, as a labelled
    code (AUTRE), on the first."""
    spans = [Span(0, pages[0].index(c), pages[0].index(c) + len(c), c, "AUTRE", "rules.labelled_ids", 0.9) for c in codes]
    return [pages[it.page][it.span.start:it.span.end] for it in build_plan(pages, spans).items if it.page == 1]


def test_a_partner_s_pseudonym_labelled_once_is_removed_where_the_log_repeats_it():
    """A dating application's handle after "pseudonyme", printed again bare in the notification's
    log: an underscore joins it, nothing in prose is written so. A short one is not searched."""
    pages = ["Partenaire : pseudonyme « zoizo_run89 » ; alias a_b\n",
             "18/02/2025 message envoyé à zoizo_run89 par la messagerie ; a_b\n"]
    assert _masked_on_page_two(pages, ["zoizo_run89", "a_b"]) == ["zoizo_run89"]


def test_an_ecrou_number_labelled_once_is_removed_where_a_running_header_repeats_it():
    """Letters and digits, eight or more with four digits: "CPDR-20855" after "N° d'écrou", then
    bare after the detainee's name in every page's header. A short code is not searched."""
    pages = ["N° d'écrou : CPDR-20855 ; cellule QA 15\n",
             "CPDR - sortie - KACI Jordan - CPDR-20855 ; QA 15\n"]
    assert _masked_on_page_two(pages, ["CPDR-20855", "QA 15"]) == ["CPDR-20855"]
