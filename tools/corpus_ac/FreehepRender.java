// Corpus AC, family "freehep": draws a page description through Java2D onto
// FreeHEP VectorGraphics' PDFGraphics2D (Debian libfreehep-graphicsio-pdf-java 2.4).
// Usage: java -cp <freehep jars>:. FreehepRender IN.tsv OUT.pdf
// IN.tsv (tab separated, text as hex of UTF-8, coordinates PDF-style: origin bottom left):
//   INFO key hex | PAGE w h | T family style size x y angle gray hex | L x1 y1 x2 y2 lw gray
//   R x y w h fill stroke lw   (gray levels 0..1, -1 = none)
import org.freehep.graphicsio.pdf.PDFGraphics2D;
import org.freehep.graphicsio.PageConstants;
import org.freehep.graphicsbase.util.UserProperties;
import java.awt.*;
import java.awt.geom.*;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

public class FreehepRender {
    static String hex(String h) {
        byte[] b = new byte[h.length() / 2];
        for (int i = 0; i < b.length; i++) b[i] = (byte) Integer.parseInt(h.substring(2 * i, 2 * i + 2), 16);
        return new String(b, StandardCharsets.UTF_8);
    }
    static float f(String s) { return Float.parseFloat(s); }

    public static void main(String[] a) throws Exception {
        java.util.List<String> lines = Files.readAllLines(Paths.get(a[0]), StandardCharsets.UTF_8);
        UserProperties p = new UserProperties();
        p.setProperty(PDFGraphics2D.TEXT_AS_SHAPES, false);
        p.setProperty(PDFGraphics2D.EMBED_FONTS, false);
        p.setProperty(PDFGraphics2D.PAGE_SIZE, PageConstants.A4);
        p.setProperty(PDFGraphics2D.PAGE_MARGINS, new Insets(0, 0, 0, 0));
        p.setProperty(PDFGraphics2D.FIT_TO_PAGE, false);
        p.setProperty(PDFGraphics2D.COMPRESS, true);
        for (String l : lines) {
            String[] t = l.split("\t", -1);
            if (t[0].equals("INFO")) {
                String v = hex(t[2]);
                if (t[1].equals("Title")) p.setProperty(PDFGraphics2D.TITLE, v);
                if (t[1].equals("Author")) p.setProperty(PDFGraphics2D.AUTHOR, v);
                if (t[1].equals("Subject")) p.setProperty(PDFGraphics2D.SUBJECT, v);
                if (t[1].equals("Keywords")) p.setProperty(PDFGraphics2D.KEYWORDS, v);
            }
        }
        PDFGraphics2D g = new PDFGraphics2D(new File(a[1]), new Dimension(595, 842));
        g.setProperties(p);
        g.setMultiPage(true);
        g.startExport();
        boolean open = false;
        float H = 842;
        for (String l : lines) {
            String[] t = l.split("\t", -1);
            switch (t[0]) {
                case "PAGE":
                    if (open) g.closePage();
                    H = f(t[2]);
                    g.openPage(new Dimension((int) f(t[1]), (int) H), "page");
                    open = true;
                    break;
                case "T": {
                    String fam = t[1].equals("Serif") ? "Serif" : t[1].equals("Mono") ? "Monospaced" : "SansSerif";
                    int style = Integer.parseInt(t[2]) == 1 ? Font.BOLD : Font.PLAIN;
                    g.setFont(new Font(fam, style, 1).deriveFont(f(t[3])));
                    float gray = f(t[7]);
                    g.setColor(new Color(gray, gray, gray));
                    float x = f(t[4]), y = H - f(t[5]), ang = f(t[6]);
                    if (ang != 0f) {
                        AffineTransform save = g.getTransform();
                        g.translate(x, y);
                        g.rotate(-Math.toRadians(ang));
                        g.drawString(hex(t[8]), 0f, 0f);
                        g.setTransform(save);
                    } else {
                        g.drawString(hex(t[8]), x, y);
                    }
                    break;
                }
                case "L": {
                    float gray = f(t[6]);
                    g.setColor(new Color(gray, gray, gray));
                    g.setStroke(new BasicStroke(f(t[5])));
                    g.draw(new Line2D.Float(f(t[1]), H - f(t[2]), f(t[3]), H - f(t[4])));
                    break;
                }
                case "R": {
                    float x = f(t[1]), y = f(t[2]), w = f(t[3]), h = f(t[4]);
                    Rectangle2D r = new Rectangle2D.Float(x, H - y - h, w, h);
                    float fill = f(t[5]), st = f(t[6]);
                    if (fill >= 0) { g.setColor(new Color(fill, fill, fill)); g.fill(r); }
                    if (st >= 0) { g.setColor(new Color(st, st, st)); g.setStroke(new BasicStroke(f(t[7]))); g.draw(r); }
                    break;
                }
                default:
                    break;
            }
        }
        if (open) g.closePage();
        g.endExport();
    }
}
