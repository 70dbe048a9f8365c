// iText 5 (com.itextpdf) renderer of corpus_k specs: PdfPTable, page events, embedded TTF.
import com.itextpdf.text.*;
import com.itextpdf.text.pdf.*;
import com.itextpdf.text.pdf.draw.LineSeparator;
import java.io.FileOutputStream;

public class R5 {
    static class HF extends PdfPageEventHelper {
        Spec sp; Font f, fb;
        HF(Spec sp, Font f, Font fb) { this.sp = sp; this.f = f; this.fb = fb; }
        public void onEndPage(PdfWriter w, Document d) {
            int i = w.getPageNumber() - 1;
            if (i >= sp.pages.size()) return;
            Spec.Page p = sp.pages.get(i);
            PdfContentByte cb = w.getDirectContent();
            float top = d.getPageSize().getHeight() - 28;
            String[] hl = p.hdr[0].split("\n");
            for (int k = 0; k < hl.length; k++)
                ColumnText.showTextAligned(cb, Element.ALIGN_LEFT, new Phrase(hl[k], k == 0 ? fb : f), d.left(), top - 9 * k, 0);
            String[] hr = p.hdr[1].split("\n");
            for (int k = 0; k < hr.length; k++)
                ColumnText.showTextAligned(cb, Element.ALIGN_RIGHT, new Phrase(hr[k], f), d.right(), top - 9 * k, 0);
            if (!p.hdr[0].isEmpty() || !p.hdr[1].isEmpty()) {
                cb.setLineWidth(0.4f); cb.moveTo(d.left(), top - 9 * hl.length + 4); cb.lineTo(d.right(), top - 9 * hl.length + 4); cb.stroke();
            }
            ColumnText.showTextAligned(cb, Element.ALIGN_LEFT, new Phrase(p.ftr[0], f), d.left(), 28, 0);
            ColumnText.showTextAligned(cb, Element.ALIGN_CENTER, new Phrase(p.ftr[1], f), (d.left() + d.right()) / 2, 18, 0);
            ColumnText.showTextAligned(cb, Element.ALIGN_RIGHT, new Phrase(p.ftr[2], f), d.right(), 28, 0);
        }
    }

    static int al(String a) { return a.equals("C") ? Element.ALIGN_CENTER : a.equals("R") ? Element.ALIGN_RIGHT : a.equals("J") ? Element.ALIGN_JUSTIFIED : Element.ALIGN_LEFT; }

    public static void render(String in, String out) throws Exception {
        Spec sp = Spec.read(in);
        BaseFont bf = BaseFont.createFont(sp.fontPath(false), BaseFont.IDENTITY_H, BaseFont.EMBEDDED);
        BaseFont bb = BaseFont.createFont(sp.fontPath(true), BaseFont.IDENTITY_H, BaseFont.EMBEDDED);
        Document doc = new Document(PageSize.A4, 48, 48, 66, 54);
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
                switch (b.type) {
                    case "T": { Paragraph p = new Paragraph(b.text, new Font(bb, b.size)); p.setAlignment(al(b.align)); p.setSpacingAfter(6); doc.add(p); break; }
                    case "P": { Paragraph p = new Paragraph(b.text, f); p.setAlignment(al(b.align)); p.setLeading(f.getSize() * 1.3f); p.setSpacingAfter(3); doc.add(p); break; }
                    case "SP": { Paragraph p = new Paragraph(" ", new Font(bf, 2)); p.setLeading(b.size); doc.add(p); break; }
                    case "HR": { doc.add(new Chunk(new LineSeparator(0.5f, 100, BaseColor.GRAY, Element.ALIGN_CENTER, -2))); doc.add(new Paragraph(" ", new Font(bf, 4))); break; }
                    case "BOX": {
                        PdfPTable t = new PdfPTable(1); t.setWidthPercentage(b.align.equals("W") ? 100 : 46);
                        t.setHorizontalAlignment(b.align.equals("R") ? Element.ALIGN_RIGHT : Element.ALIGN_LEFT);
                        PdfPCell c = new PdfPCell(new Phrase(b.text, f)); c.setPadding(5); c.setBorderWidth(0.8f);
                        t.addCell(c); t.setSpacingAfter(6); doc.add(t); break;
                    }
                    case "TBL": {
                        PdfPTable t = new PdfPTable(b.widths); t.setWidthPercentage(100); t.setSpacingAfter(6); t.setSpacingBefore(2);
                        for (Spec.Row r : b.rows) {
                            boolean h = r.style.equals("H");
                            Font cf = new Font(h || r.style.equals("B") ? bb : bf, b.size);
                            for (int ci = 0; ci < b.widths.length; ci++) {
                                String s = ci < r.cells.length ? r.cells[ci] : "";
                                PdfPCell c = new PdfPCell(new Phrase(s, cf));
                                c.setPadding(2.5f);
                                if (!b.border) c.setBorder(Rectangle.NO_BORDER); else c.setBorderWidth(0.4f);
                                if (h) c.setBackgroundColor(new BaseColor(225, 225, 225));
                                t.addCell(c);
                            }
                        }
                        doc.add(t); break;
                    }
                }
            }
        }
        doc.close();
    }

    public static void main(String[] a) throws Exception {
        for (int i = 0; i + 1 < a.length; i += 2) render(a[i], a[i + 1]);
    }
}
