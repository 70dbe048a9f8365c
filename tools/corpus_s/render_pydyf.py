"""pydyf renderer: hand-written content streams, standard Helvetica with WinAnsiEncoding."""
import pydyf
from . import layout as L

PT_PER_MM = 72 / 25.4


def _esc(t):
    b = t.encode("cp1252")
    return b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


def render(doc, pdf_path, workdir):
    pdf = pydyf.PDF()
    fonts = {}
    for key, base in (("F1", "Helvetica"), ("F2", "Helvetica-Bold")):
        f = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + base, "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(f)
        fonts[key] = f.reference
    H = L.H * PT_PER_MM
    for pi, pm in enumerate(doc.pages):
        pg = L.place(pm)
        st = pydyf.Stream()
        st.set_color_rgb(0.1, 0.1, 0.1, stroke=True)
        st.set_line_width(0.5)
        for (x1, y1, x2, y2) in pg.rules:
            st.move_to(x1 * PT_PER_MM, H - y1 * PT_PER_MM)
            st.line_to(x2 * PT_PER_MM, H - y2 * PT_PER_MM)
            st.stroke()
        st.set_color_rgb(0.05, 0.05, 0.12)
        for ri, (x, y, size, bold, txt) in enumerate(pg.runs):
            st.begin_text()
            st.set_font_size("F2" if bold else "F1", size)
            st.set_text_matrix(1, 0, 0, 1, round(x * PT_PER_MM, 2), round(H - y * PT_PER_MM, 2))
            if ri % 3 == 0 and " " in txt:
                # word by word inside one TJ array, the spaces kept as characters
                parts = txt.split(" ")
                arr = b" ".join(b"(" + _esc(p + (" " if i < len(parts) - 1 else "")) + b")" for i, p in enumerate(parts))
                st.stream.append(b"[" + arr + b"] TJ")
            else:
                st.show_text(b"(" + _esc(txt) + b")")
            st.end_text()
        pdf.add_object(st)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, round(L.W * PT_PER_MM, 2), round(H, 2)]),
                                 "Contents": st.reference,
                                 "Resources": pydyf.Dictionary({"Font": pydyf.Dictionary(fonts)})})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc.title)
    pdf.info["Author"] = pydyf.String(doc.author)
    pdf.info["Producer"] = pydyf.String("pydyf %s" % pydyf.VERSION if hasattr(pydyf, "VERSION") else "pydyf")
    with open(pdf_path, "wb") as fh:
        pdf.write(fh)
