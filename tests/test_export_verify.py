"""Verification details: raw-object search boundaries, messages without values."""

from app.export.verify import Problem, _literal_patterns


def test_raw_search_ignores_digits_inside_numbers():
    pats = _literal_patterns("64000")
    hit = lambda data: any(p.search(data) for p in pats)  # noqa: E731
    assert not hit(b"48.3 732.589 18.640004 7 re B Q")
    assert not hit(b"164000 0 Td")
    assert hit(b"BT (64000 Bayonne) Tj ET")
    assert hit(b"/Title (CP 64000)")
    assert hit("64000".encode("utf-16-be"))


def test_raw_search_hex_and_text_forms():
    pats = _literal_patterns("Raffin")
    hit = lambda data: any(p.search(data) for p in pats)  # noqa: E731
    assert hit(b"<" + b"Raffin".hex().upper().encode() + b"> Tj")
    assert hit(b"(Mme Raffin) Tj")
    assert not hit(b"(Mme Raffinerie) Tj")


def test_problem_message_names_page_and_kind_only():
    p = Problem(2, "DATE_NAISSANCE", "texte")
    assert p.message_fr() == "page 3 : Date de naissance encore présent (texte de la page)"
    assert p.to_json() == {"page": 3, "kind": "DATE_NAISSANCE", "check": "texte"}
    assert Problem(None, "", "signets").message_fr().startswith("fichier : signets")
