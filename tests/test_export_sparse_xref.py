"""A file whose objects are numbered far apart is compacted before the export walks it."""

from __future__ import annotations

import pymupdf

from app.export.sparse_xref import compact_sparse_xref


def _sparse_pdf(text: str, last: int = 50_000) -> bytes:
    """A one-page PDF written by hand: objects 1-4, then the font numbered ``last`` (the
    xref in two subsections, as RBPDF writes it)."""
    content = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode()
    objs = {
        1: b"<< /Type /Catalog /Pages 2 0 R >>",
        2: b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        3: f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
           f"/Resources << /Font << /F1 {last} 0 R >> >> >>".encode(),
        4: b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
        last: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    }
    out = bytearray(b"%PDF-1.4\n")
    offsets = {}
    for n, body in objs.items():
        offsets[n] = len(out)
        out += b"%d 0 obj\n" % n + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 5\n0000000000 65535 f \n"
    for n in range(1, 5):
        out += b"%010d 00000 n \n" % offsets[n]
    out += b"%d 1\n%010d 00000 n \n" % (last, offsets[last])
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (last + 1, xref)
    return bytes(out)


def test_a_sparse_table_is_renumbered_and_the_page_reads_the_same():
    src = _sparse_pdf("Patient DUPONT Jean")
    assert pymupdf.open(stream=src).xref_length() == 50_001
    out = compact_sparse_xref(src)
    doc = pymupdf.open(stream=out)
    assert doc.xref_length() < 20
    assert doc[0].get_text().strip() == "Patient DUPONT Jean"


def test_a_dense_or_small_table_is_left_as_it_is():
    small = _sparse_pdf("Bonjour", last=5)
    assert compact_sparse_xref(small) is small
    assert compact_sparse_xref(b"not a pdf") == b"not a pdf"


def test_a_sparse_file_exports_clean(tmp_path):
    from app.document import open_document
    from app.export import build_plan, export_document
    from app.detection.spans import Span

    src = tmp_path / "sparse.pdf"
    src.write_bytes(_sparse_pdf("Patient DUPONT Jean"))
    doc = open_document(src)
    text = doc.pages[0].text
    i = text.index("DUPONT")
    plan = build_plan(doc.pages, [Span(0, i, i + 6, "DUPONT", "NOM", "rules.names", 0.95)])
    res = export_document(doc, plan, tmp_path / "out.pdf")
    assert res.written
    got = pymupdf.open(tmp_path / "out.pdf")[0].get_text()
    assert "DUPONT" not in got and "Patient" in got and "Jean" in got
