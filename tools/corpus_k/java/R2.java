// iText 2.1.7 (com.lowagie, legacy) renderer of corpus_k specs: header/footer tables written by a page event.
import com.lowagie.text.*;
import com.lowagie.text.pdf.*;
import java.awt.Color;
import java.io.FileOutputStream;

public class R2 {
    static class HF extends PdfPageEventHelper {
        Spec sp; Font f, fb;
        HF(Spec sp, Font f, Font fb) { this.sp = sp; this.f = f; this.fb = fb; }
        public void onEndPage(PdfWriter w, Document d) {
            int i = w.getPageNumber() - 1;
            if (i >= sp.pages.size()) return;
            Spec.Page p = sp.pages.get(i);
            float width = d.right() - d.left();
            PdfPTable h = new PdfPTable(new float[]{3, 2});
            h.setTotalWidth(width);
            PdfPCell c1 = new PdfPCell(new Phrase(p.hdr[0], fb)); c1.setBorder(Rectangle.BOTTOM); c1.setBorderWidth(0.5f);
            PdfPCell c2 = new PdfPCell(new Phrase(p.hdr[1], f)); c2.setBorder(Rectangle.BOTTOM); c2.setBorderWidth(0.5f);
            c2.setHorizontalAlignment(Element.ALIGN_RIGHT);
            h.addCell(c1); h.addCell(c2);
            h.writeSelectedRows(0, -1, d.left(), d.getPageSize().getHeight() - 18, w.getDirectContent());
            PdfPTable ft = new PdfPTable(new float[]{2, 2, 1});
            ft.setTotalWidth(width);
            String[] al = {"L", "C", "R"};
            for (int k = 0; k < 3; k++) {
                PdfPCell c = new PdfPCell(new Phrase(p.ftr[k], f));
                c.setBorder(k == 0 ? Rectangle.TOP : Rectangle.TOP); c.setBorderWidth(0.3f);
                c.setHorizontalAlignment(k == 0 ? Element.ALIGN_LEFT : k == 1 ? Element.ALIGN_CENTER : Element.ALIGN_RIGHT);
                ft.addCell(c);
            }
            ft.writeSelectedRows(0, -1, d.left(), 46, w.getDirectContent());
        }
    }

    static int al(String a) { return a.equals("C") ? Element.ALIGN_CENTER : a.equals("R") ? Element.ALIGN_RIGHT : a.equals("J") ? Element.ALIGN_JUSTIFIED : Element.ALIGN_LEFT; }

    public static void render(String in, String out) throws Exception {
        Spec sp = Spec.read(in);
        BaseFont bf = BaseFont.createFont(sp.fontPath(false), BaseFont.IDENTITY_H, BaseFont.EMBEDDED);
        BaseFont bb = BaseFont.createFont(sp.fontPath(true), BaseFont.IDENTITY_H, BaseFont.EMBEDDED);
        Document doc = new Document(PageSize.A4, 52, 52, 70, 58);
        PdfWriter w = PdfWriter.getInstance(doc, new FileOutputStream(out));
        w.setPageEvent(new HF(sp, new Font(bf, 7.5f), new Font(bb, 7.5f)));
        if (!sp.title.isEmpty()) doc.addTitle(sp.title);
        if (!sp.author.isEmpty()) doc.addAuthor(sp.author);
        if (!sp.subject.isEmpty()) doc.addSubject(sp.subject);
        doc.addCreator(sp.creator);
        doc.open();
        for (int pi = 0; pi < sp.pages.size(); pi++) {
            if (pi > 0) doc.newPage();
            for (Spec.Block b : sp.pages.get(pi).blocks) {
                Font f = new Font(b.style.contains("B") ? bb : bf, b.size > 0 ? b.size : 9.5f, b.style.contains("I") ? Font.ITALIC : Font.NORMAL);
                if (b.type.equals("T")) {
                    Paragraph p = new Paragraph(b.text, new Font(bb, b.size)); p.setAlignment(al(b.align)); p.setSpacingAfter(6); doc.add(p);
                } else if (b.type.equals("P")) {
                    Paragraph p = new Paragraph(f.getSize() * 1.3f, b.text, f); p.setAlignment(al(b.align)); p.setSpacingAfter(3); doc.add(p);
                } else if (b.type.equals("SP")) {
                    doc.add(new Paragraph(b.size, " ", new Font(bf, 2)));
                } else if (b.type.equals("HR")) {
                    PdfPTable t = new PdfPTable(1); t.setWidthPercentage(100);
                    PdfPCell c = new PdfPCell(new Phrase(" ", new Font(bf, 2))); c.setBorder(Rectangle.BOTTOM); c.setBorderColor(Color.GRAY);
                    t.addCell(c); t.setSpacingAfter(4); doc.add(t);
                } else if (b.type.equals("BOX")) {
                    PdfPTable t = new PdfPTable(1); t.setWidthPercentage(b.align.equals("W") ? 100 : 46);
                    t.setHorizontalAlignment(b.align.equals("R") ? Element.ALIGN_RIGHT : Element.ALIGN_LEFT);
                    PdfPCell c = new PdfPCell(new Phrase(b.text, f)); c.setPadding(5); c.setBorderWidth(0.8f);
                    t.addCell(c); t.setSpacingAfter(6); doc.add(t);
                } else if (b.type.equals("TBL")) {
                    PdfPTable t = new PdfPTable(b.widths); t.setWidthPercentage(100); t.setSpacingAfter(6); t.setSpacingBefore(2);
                    for (Spec.Row r : b.rows) {
                        boolean h = r.style.equals("H");
                        Font cf = new Font(h || r.style.equals("B") ? bb : bf, b.size);
                        for (int ci = 0; ci < b.widths.length; ci++) {
                            String s = ci < r.cells.length ? r.cells[ci] : "";
                            PdfPCell c = new PdfPCell(new Phrase(s, cf));
                            c.setPadding(2.5f);
                            if (!b.border) c.setBorder(Rectangle.NO_BORDER); else c.setBorderWidth(0.4f);
                            if (h) c.setGrayFill(0.88f);
                            t.addCell(c);
                        }
                    }
                    doc.add(t);
                }
            }
        }
        doc.close();
    }

    public static void main(String[] a) throws Exception {
        for (int i = 0; i + 1 < a.length; i += 2) render(a[i], a[i + 1]);
    }
}
