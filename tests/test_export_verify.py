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
    from app.export.verify_raw import _decoded_hex_strings

    pats = _literal_patterns("Raffin")

    def hit(data: bytes) -> bool:  # as _raw_blob lays a stream out: its bytes, then its hex strings decoded
        blob = b"\n".join([data, *_decoded_hex_strings(data)])
        return any(p.search(blob) for p in pats)

    assert hit(b"<" + b"Raffin".hex().upper().encode() + b"> Tj")
    assert hit(b"<" + b"Mme Raffin".hex().encode() + b"> Tj")
    assert hit(b"(Mme Raffin) Tj")
    assert not hit(b"(Mme Raffinerie) Tj")
    assert not hit(b"<" + b"Raffinerie".hex().encode() + b"> Tj")  # the hex of a longer word is not the word


def test_raw_search_skips_font_descriptors():
    import pymupdf

    from app.export.verify_raw import _raw_blob

    pdf = pymupdf.open()
    page = pdf.new_page()
    page.insert_text((72, 72), "Bonjour")
    xref = pdf.get_new_xref()
    pdf.update_object(xref, "<< /Type /FontDescriptor /FontName /CalistoMT /FontFamily (Calisto MT) >>")
    pdf.xref_set_key(pdf.pdf_catalog(), "Extra", "%d 0 R" % xref)
    assert b"Calisto MT" not in _raw_blob(pdf)
    assert b"Bonjour" in _raw_blob(pdf)


def test_problem_message_names_page_and_kind_only():
    p = Problem(2, "DATE_NAISSANCE", "texte")
    assert p.message_fr() == "page 3 : Date de naissance encore présent (texte de la page)"
    assert p.to_json() == {"page": 3, "kind": "DATE_NAISSANCE", "check": "texte"}
    assert Problem(None, "", "signets").message_fr().startswith("fichier : signets")
