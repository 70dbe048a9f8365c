"""The page prefilter only skips pages where a target cannot match: checked on every
writing the variants produce, and on random mixtures of them."""

from __future__ import annotations

import random

from app.export.prefilter import PageIndex, may_match
from app.export.variants import force_term_target, lowercase_person_target, target_for

VALUES = [
    ("DATE_NAISSANCE", "Né le 21/05/1949"), ("DATE_NAISSANCE", "1er mars 1950"), ("DATE", "08.8.1981"),
    ("DATE_NAISSANCE", "8/07/76"), ("NIR", "1 49 05 64 102 047 72"), ("NIR", "2690599350123"),
    ("IPP", "IPP-004518"), ("EPISODE", "E23-527104"), ("TEL", "+33 5 59 44 12 87"), ("TEL", "05.59.44.12.87"),
    ("EMAIL", "Josiane.Durandeau@Exemple-Mail.fr"), ("NOM", "DURANDEAU"), ("NOM", "JEAN-PIERRE"),
    ("PRENOM", "Élodie"), ("NOM", "O'NEIL"), ("ETAB", "Clinique des Embruns"), ("VILLE", "Saint-Jean-de-Luz"),
    ("AUTRE", "RX23-806226"), ("NOM", "Maialen BERBERTXE"), ("NOM", "Jean-Pierre de La Tour"),
    ("DATE_NAISSANCE", "12 février 1985"), ("DATE_NAISSANCE", "24081985"), ("DATE", "1er janvier 2020"),
]
WRITINGS = [
    "née le 21.05.1949", "21-05-49", "21 mai 1949", "1949-05-21", "le 1 mars 1950", "01/03/50", "8.08.1981",
    "08/07/1976", "NIR 1.49.05.64.102.047.72", "1 49 05 64 102 047", "269 05 99 350 123", "ipp 004518",
    "E23 527104", "0559441287", "+33 (0)5 59 44 12 87", "JOSIANE.DURANDEAU@EXEMPLE-MAIL.FR", "DURAN-\n\nDEAU",
    "M. JEAN-\nPIERRE", "Mme ÉLODIE", "élodie", "O'NEIL", "Clinique des Embruns", "Saint-Jean-de-Luz", "CHCB",
    "chcb", "C.H.C.B.", "Chcb,", "Rdv 2024-118734", "examen n° RX23-806226", "rx23-806226",
    "MAIALEN BERBERTXE", "Maialen\nBerbertxe", "Maialen DUPONT", "BERBER-\nTXE", "JEAN-PIERRE DE LA TOUR",
    "Jean-\nPierre de La Tour", "12 fevr. 1985", "12/02/85", "24081985", "12 FÉVRIER 1985", "1985-02-12",
    "1/01/2020", "1er janv. 2020", "karim loustaunau", "M. loustaunau", "LOUSTAUNAU, karim", "karim dupont",
    "BERBERTXE2 Maialen", "Maialen BERBERTXE3",
    # a scan's text layer with digits misread for letters
    "DURANDEA0", "0'NE1L", "JEAN-P1ERRE", "BERBERTXE Ma1alen", "8ERBERTXE", "Berbertxe-8", "E1odie",
    # a birth date's writings without day, month and year runs of their own: in a file name,
    # glued with the month's letters, one digit a box, ISO week and ordinal, a UTC midnight
    "DUPONT-Marie-19850824.pdf", "24AUG1985", "2 4 0 8 1 9 8 5", "1985-W34-6", "1985-236",
    "1985-08-23T23:00:00.000Z", "19850824000000",
]


def _targets():
    out = [target_for(label, value) for label, value in VALUES]
    out += [lowercase_person_target(("karim", "loustaunau")), lowercase_person_target(("maialen", "berbertxe"))]
    out += [force_term_target(t) for t in ("CHCB", "Hôpital Bichat", "Praticien")]
    return [t for t in out if t is not None]


def test_every_variant_writing_passes_the_prefilter():
    for t in _targets():
        for w in WRITINGS:
            for text in (w, "Texte avant %s texte après." % w, "ligne\n%s\nfin" % w):
                if t.find(text):
                    assert may_match(t, PageIndex(text)), (t.label, t.literals, text)


def test_random_pages_never_skip_a_match():
    rng = random.Random(7)
    filler = "Le patient revu en consultation , : ; / - \n".split(" ")
    targets = _targets()
    checked = 0
    for _ in range(400):
        parts = [rng.choice(WRITINGS + filler) for _ in range(rng.randint(3, 12))]
        text = rng.choice([" ", "\n", " - ", "-\n"]).join(parts)
        index = PageIndex(text)
        for t in targets:
            if t.find(text):
                checked += 1
                assert may_match(t, index), (t.label, t.literals, text)
    assert checked > 200


def test_it_does_skip_pages_without_the_value():
    t = target_for("NOM", "DURANDEAU")
    assert not may_match(t, PageIndex("Aucun nom ici, seulement DURAND et DEAU."))
    d = target_for("DATE_NAISSANCE", "21/05/1949")
    assert not may_match(d, PageIndex("Vu le 14/03/2023."))
    # every word of a name's writing, not only its first one; the day and month of a date
    assert not may_match(target_for("NOM", "Maialen BERBERTXE"), PageIndex("Maialen DUPONT, née BERBER."))
    assert not may_match(lowercase_person_target(("karim", "loustaunau")), PageIndex("karim dupont"))
    assert not may_match(d, PageIndex("Vu le 21/03/1949, puis le 14/06/1950."))
    assert may_match(d, PageIndex("née le 21 mai 49"))


def test_raw_index_never_skips_a_raw_match():
    from app.export.verify_raw import RawIndex, _literal_patterns, _whole_word_in

    literals = ["DURANDEAU", "Élodie", "josiane.durandeau@exemple-mail.fr", "CHCB", "1 49 05 64 102 047 72", "Hôpital Bichat"]
    rng = random.Random(3)
    pieces = [b"BT /F1 12 Tf (", b") Tj ET ", b"<< /Title ", b" >> ", b"\n", b"(x)", b"[(A)-20(B)]TJ", b"0 0 1 rg "]
    for lit in literals:
        forms = [lit.encode("latin-1", "ignore"), lit.encode("utf-8"), b"\xfe\xff" + lit.encode("utf-16-be"),
                 b"<" + lit.encode("utf-8").hex().upper().encode() + b">", lit.lower().encode("utf-8")]
        for _ in range(60):
            blob = b"".join(rng.choice(pieces + forms) for _ in range(rng.randint(2, 10)))
            index = RawIndex(blob)
            for ic in (False, True):
                if any(_whole_word_in(blob, p) for p in _literal_patterns(lit, ic)):
                    assert index.may_hold(lit), (lit, blob)


def test_one_pass_raw_matcher_finds_what_each_pattern_finds():
    from app.export.verify_raw import RawMatcher, _literal_patterns, _whole_word_in

    literals = ["DURANDEAU", "Élodie", "josiane.durandeau@exemple-mail.fr", "CHCB", "1 49 05 64 102 047 72", "Hôpital Bichat"]
    rng = random.Random(5)
    pieces = [b"BT /F1 12 Tf (", b") Tj ET ", b"<< /Title ", b" >> ", b"\n", b"(x)", b"[(A)-20(B)]TJ", b"/", b"(T)82(",
              b"s", b"0 0 1 rg "]
    forms = [f for lit in literals for f in (lit.encode("latin-1", "ignore"), lit.encode("utf-8"), lit.encode("utf-16-be"),
                                               lit.lower().encode("utf-8"), lit.upper().encode("utf-8"))]
    for ic in (False, True):
        matcher = RawMatcher([(i, lit, ic) for i, lit in enumerate(literals)])
        for _ in range(300):
            blob = b"".join(rng.choice(pieces + forms) for _ in range(rng.randint(2, 12)))
            one_pass = set(matcher.find(blob))
            each = {i for i, lit in enumerate(literals) if any(_whole_word_in(blob, p) for p in _literal_patterns(lit, ic))}
            # one alternation may report a longer writing where a shorter one also matched,
            # never a target no pattern finds, and never nothing where something is
            assert one_pass <= each and bool(one_pass) == bool(each), (ic, blob, one_pass, each)


def test_target_filter_keeps_exactly_what_may_match_keeps():
    from app.export.prefilter import TargetFilter

    targets = _targets()
    tf = TargetFilter(targets)
    rng = random.Random(11)
    fillers = ["Compte rendu", "du", "patient", "2024", "49", "\n", "Dr", "-", "21", "05"]
    for _ in range(300):
        text = " ".join(rng.choice(WRITINGS + fillers) for _ in range(rng.randint(1, 8)))
        index = PageIndex(text)
        assert tf.candidates(index) == [i for i, t in enumerate(targets) if may_match(t, index)], text
