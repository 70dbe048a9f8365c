// Apache PDFBox 2 renderer of corpus_k specs: text by coordinates, PDType0Font, hand-drawn table rules and footers.
import org.apache.pdfbox.pdmodel.*;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDFont;
import java.io.File;
import java.util.*;

public class RB {
    static final float W = PDRectangle.A4.getWidth(), H = PDRectangle.A4.getHeight(), ML = 56, MR = 50;
    PDFont f, fb; PDPageContentStream cs; float y;

    float tw(PDFont font, float size, String s) throws Exception { return font.getStringWidth(s) / 1000f * size; }

    List<String> wrap(PDFont font, float size, String text, float width) throws Exception {
        List<String> out = new ArrayList<>();
        for (String para : text.split("\n", -1)) {
            String cur = "";
            for (String w : para.split(" ")) {
                String cand = cur.isEmpty() ? w : cur + " " + w;
                if (!cur.isEmpty() && tw(font, size, cand) > width) { out.add(cur); cur = w; } else cur = cand;
            }
            out.add(cur);
        }
        return out;
    }

    void text(PDFont font, float size, float x, float yy, String s) throws Exception {
        if (s.isEmpty()) return;
        cs.beginText(); cs.setFont(font, size); cs.newLineAtOffset(x, yy); cs.showText(s); cs.endText();
    }

    void line(float x1, float y1, float x2, float y2, float w) throws Exception {
        cs.setLineWidth(w); cs.moveTo(x1, y1); cs.lineTo(x2, y2); cs.stroke();
    }

    void para(PDFont font, float size, String align, String s, float after) throws Exception {
        float width = W - ML - MR;
        for (String l : wrap(font, size, s, width)) {
            y -= size * 1.3f;
            float x = ML;
            if (align.equals("C")) x = ML + (width - tw(font, size, l)) / 2;
            else if (align.equals("R")) x = W - MR - tw(font, size, l);
            text(font, size, x, y, l);
        }
        y -= after;
    }

    void table(Spec.Block b) throws Exception {
        float width = W - ML - MR, sum = 0;
        for (float x : b.widths) sum += x;
        float[] cw = new float[b.widths.length];
        for (int i = 0; i < cw.length; i++) cw[i] = b.widths[i] / sum * width;
        float lead = b.size * 1.25f, pad = 2.5f;
        y -= 2;
        if (b.border) line(ML, y, W - MR, y, 0.4f);
        for (Spec.Row r : b.rows) {
            PDFont font = r.style.equals("H") || r.style.equals("B") ? fb : f;
            List<List<String>> cells = new ArrayList<>();
            int n = 1;
            for (int i = 0; i < cw.length; i++) {
                List<String> ls = wrap(font, b.size, i < r.cells.length ? r.cells[i] : "", cw[i] - 2 * pad);
                cells.add(ls); n = Math.max(n, ls.size());
            }
            float rh = n * lead + 2 * pad;
            if (r.style.equals("H")) {
                cs.setNonStrokingColor(0.88f, 0.88f, 0.88f); cs.addRect(ML, y - rh, width, rh); cs.fill(); cs.setNonStrokingColor(0f, 0f, 0f);
            }
            float x = ML;
            for (int i = 0; i < cw.length; i++) {
                float yy = y - pad;
                for (String l : cells.get(i)) { yy -= lead; text(font, b.size, x + pad, yy + 2.5f, l); }
                x += cw[i];
            }
            if (b.border) {
                line(ML, y - rh, W - MR, y - rh, 0.4f);
                x = ML;
                for (int i = 0; i <= cw.length; i++) { line(x, y, x, y - rh, 0.4f); if (i < cw.length) x += cw[i]; }
            }
            y -= rh;
        }
        y -= 6;
    }

    void box(Spec.Block b) throws Exception {
        float width = b.align.equals("W") ? W - ML - MR : (W - ML - MR) * 0.46f;
        float x0 = b.align.equals("R") ? W - MR - width : ML;
        List<String> ls = wrap(f, b.size, b.text, width - 10);
        float h = ls.size() * b.size * 1.25f + 10;
        cs.setLineWidth(0.8f); cs.addRect(x0, y - h, width, h); cs.stroke();
        float yy = y - 5;
        for (String l : ls) { yy -= b.size * 1.25f; text(f, b.size, x0 + 5, yy + 2, l); }
        y -= h + 6;
    }

    void render(String in, String out) throws Exception {
        Spec sp = Spec.read(in);
        PDDocument doc = new PDDocument();
        f = PDType0Font.load(doc, new File(sp.fontPath(false)));
        fb = PDType0Font.load(doc, new File(sp.fontPath(true)));
        PDDocumentInformation info = doc.getDocumentInformation();
        if (!sp.title.isEmpty()) info.setTitle(sp.title);
        if (!sp.author.isEmpty()) info.setAuthor(sp.author);
        if (!sp.subject.isEmpty()) info.setSubject(sp.subject);
        info.setCreator(sp.creator); info.setProducer("Apache PDFBox 2.0.27");
        for (Spec.Page p : sp.pages) {
            PDPage page = new PDPage(PDRectangle.A4);
            doc.addPage(page);
            cs = new PDPageContentStream(doc, page);
            String[] hl = p.hdr[0].split("\n");
            for (int k = 0; k < hl.length; k++) text(k == 0 ? fb : f, 7.5f, ML, H - 30 - 9 * k, hl[k]);
            String[] hr = p.hdr[1].split("\n");
            for (int k = 0; k < hr.length; k++) text(f, 7.5f, W - MR - tw(f, 7.5f, hr[k]), H - 30 - 9 * k, hr[k]);
            if (!p.hdr[0].isEmpty()) line(ML, H - 34 - 9 * (hl.length - 1), W - MR, H - 34 - 9 * (hl.length - 1), 0.5f);
            line(ML, 44, W - MR, 44, 0.3f);
            text(f, 7f, ML, 34, p.ftr[0]);
            text(f, 7f, (W - tw(f, 7f, p.ftr[1])) / 2, 24, p.ftr[1]);
            text(f, 7f, W - MR - tw(f, 7f, p.ftr[2]), 34, p.ftr[2]);
            y = H - 48 - 9 * hl.length;
            for (Spec.Block b : p.blocks) {
                switch (b.type) {
                    case "T": y -= 4; para(fb, b.size, b.align, b.text, 6); break;
                    case "P": para(b.style.contains("B") ? fb : f, b.size > 0 ? b.size : 9.5f, b.align, b.text, 3); break;
                    case "SP": y -= b.size; break;
                    case "HR": y -= 4; cs.setStrokingColor(0.5f, 0.5f, 0.5f); line(ML, y, W - MR, y, 0.5f); cs.setStrokingColor(0f, 0f, 0f); y -= 6; break;
                    case "BOX": box(b); break;
                    case "TBL": table(b); break;
                }
            }
            if (y < 50) throw new RuntimeException("overflow " + in + " page " + sp.pages.indexOf(p));
            cs.close();
        }
        doc.save(out);
        doc.close();
    }

    public static void main(String[] a) throws Exception {
        int bad = 0;
        for (int i = 0; i + 1 < a.length; i += 2) {
            try { new RB().render(a[i], a[i + 1]); } catch (Exception e) { bad++; System.err.println(a[i] + ": " + e); new File(a[i + 1]).delete(); }
        }
        if (bad > 0) System.exit(1);
    }
}
