"""Verification details: raw-object search boundaries, messages without values."""

from collections import Counter

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



def test_raw_search_skips_the_font_names_of_a_cmap_but_reads_the_rest():
    """A ToUnicode map names its font's subset ("AAAAAA+Carlito-Italic"): a typeface the
    document also names in its text ("Carlito 12,5 pt") is no value left in the file."""
    import pymupdf

    from app.export.verify_raw import _raw_blob

    pdf = pymupdf.open()
    pdf.new_page().insert_text((72, 72), "Bonjour")
    xref = pdf.get_new_xref()
    pdf.update_object(xref, "<< >>")
    cmap = (b"/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo\n"
            b"<< /Registry (AAAAAA+Carlito-Italic)\n/Ordering (AAAAAA+Carlito-Italic)\n/Supplement 0\n>> def\n"
            b"/CMapName /AAAAAA+Carlito-Italic def\n/CMapType 2 def\n1 beginbfchar\n<01> <00E9>\nendbfchar\n"
            b"% Mme Raffin\nendcmap\n")
    pdf.update_stream(xref, cmap)
    pdf.xref_set_key(pdf.pdf_catalog(), "Extra", "%d 0 R" % xref)
    blob = _raw_blob(pdf)
    assert b"Carlito" not in blob
    assert b"Mme Raffin" in blob and b"beginbfchar" in blob

def test_problem_message_names_page_and_kind_only():
    p = Problem(2, "DATE_NAISSANCE", "texte")
    assert p.message_fr() == "page 3 : Date de naissance encore présent (texte de la page)"
    assert p.to_json() == {"page": 3, "kind": "DATE_NAISSANCE", "check": "texte"}
    assert Problem(None, "", "signets").message_fr().startswith("fichier : signets")


def _page_with(path, lines):
    import pymupdf

    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    for y, text in lines:
        page.insert_text((72, y), text, fontname="helv", fontsize=11)
    pdf.save(path)
    return path


def _box_over(path, word):
    import pymupdf

    with pymupdf.open(path) as pdf:
        r = pdf[0].search_for(word)[0]
    return (r.x0, r.y0, r.x1, r.y1)


def test_glyphs_left_under_a_box_are_found_though_the_words_look_fine(tmp_path):
    # The bytes as they were: a box applied over "DUPONT" (placeholder "[NOM]"), the glyphs still drawn.
    from app.document import open_document
    from app.export import build_plan
    from app.export.redact import AppliedRect
    from app.export.verify import verify_bytes

    src = _page_with(tmp_path / "r.pdf", [(100, "Compte rendu de consultation"), (130, "Suivi DUPONT sans plainte")])
    with open_document(src) as d:
        pages = d.pages
    box = _box_over(src, "DUPONT")
    applied = [AppliedRect(0, box, "NOM", "[NOM]", None)]
    res = verify_bytes(src.read_bytes(), build_plan(pages, []), pages, applied, [[]])
    assert any(p.check == "zone" and p.page == 0 for p in res.problems), res.problems
    # only the placeholder under the box: clean
    ph = _page_with(tmp_path / "p.pdf", [(100, "Compte rendu de consultation"), (130, "Suivi [NOM] sans plainte")])
    with open_document(ph) as d:
        pages = d.pages
    applied = [AppliedRect(0, _box_over(ph, "[NOM]"), "NOM", "[NOM]", None)]
    res = verify_bytes(ph.read_bytes(), build_plan(pages, []), pages, applied, [[]])
    assert not any(p.check == "zone" for p in res.problems), res.problems


def test_words_under_boxes_never_clears_a_glyph_centred_in_a_box():
    """The cheap test that spares the glyph extraction may only say "maybe" too often,
    never "no" when a glyph's centre lies in a box (random words and boxes)."""
    import random

    import numpy as np

    from app.export.redact import AppliedRect
    from app.export.verify import _inside, _words_under_boxes

    rng = random.Random(7)
    for _ in range(400):
        words, centres, chars = [], [], []
        for _w in range(rng.randint(1, 6)):
            x, y, n = rng.uniform(0, 300), rng.uniform(0, 300), rng.randint(1, 5)
            text = "".join(rng.choice("AB1[]") for _c in range(n))
            words.append((x, y, x + 6 * n, y + 10, text))
            for k, c in enumerate(text):
                if c.isalnum():
                    chars.append(c)
                    centres.append((x + 6 * k + 3, y + 5))
        rects = []
        for _r in range(rng.randint(1, 3)):
            x, y = rng.uniform(0, 300), rng.uniform(0, 300)
            rects.append(AppliedRect(0, (x, y, x + rng.uniform(1, 40), y + rng.uniform(1, 12)), "NOM",
                                     rng.choice(["", "[NOM]", "AB"]), None))
        c = np.asarray(centres, dtype=np.float64).reshape(-1, 2)
        for a in rects:
            hit = np.flatnonzero(_inside(c, a.rect))
            residue = Counter(chars[i] for i in hit)
            for b in rects:
                if b.text and b.rect[0] < a.rect[2] and a.rect[0] < b.rect[2] and b.rect[1] < a.rect[3] and a.rect[1] < b.rect[3]:
                    residue -= Counter(ch for ch in b.text if ch.isalnum())
            if +residue:
                assert _words_under_boxes(words, rects), (words, rects)
