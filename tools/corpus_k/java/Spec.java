// Shared reader of the corpus_k page spec (tab-separated lines written by corpus_k/spec.py).
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Spec {
    public static class Row { public String style; public String[] cells; }
    public static class Block {
        public String type; public float size; public String style = "N"; public String align = "L";
        public String text = ""; public float[] widths; public boolean border; public List<Row> rows = new ArrayList<>();
    }
    public static class Page { public String[] hdr = {"", ""}; public String[] ftr = {"", "", ""}; public List<Block> blocks = new ArrayList<>(); }
    public String title = "", author = "", subject = "", creator = "", font = "sans";
    public List<Page> pages = new ArrayList<>();

    static String un(String s) { return s.replace("\\n", "\n"); }

    public static Spec read(String path) throws IOException {
        Spec sp = new Spec();
        BufferedReader r = new BufferedReader(new InputStreamReader(new FileInputStream(path), StandardCharsets.UTF_8));
        String line; Page pg = null; Block tbl = null;
        while ((line = r.readLine()) != null) {
            if (line.isEmpty()) continue;
            String[] f = line.split("\t", -1);
            for (int i = 0; i < f.length; i++) f[i] = un(f[i]);
            switch (f[0]) {
                case "META": sp.title = f[1]; sp.author = f[2]; sp.subject = f[3]; sp.creator = f[4]; break;
                case "FONT": sp.font = f[1]; break;
                case "PAGE": pg = new Page(); sp.pages.add(pg); break;
                case "HDR": pg.hdr = new String[]{f[1], f[2]}; break;
                case "FTR": pg.ftr = new String[]{f[1], f[2], f[3]}; break;
                case "TBL": {
                    tbl = new Block(); tbl.type = "TBL";
                    String[] ws = f[1].split(",");
                    tbl.widths = new float[ws.length];
                    for (int i = 0; i < ws.length; i++) tbl.widths[i] = Float.parseFloat(ws[i]);
                    tbl.border = f[2].equals("1"); tbl.size = Float.parseFloat(f[3]);
                    pg.blocks.add(tbl); break;
                }
                case "TR": { Row row = new Row(); row.style = f[1]; row.cells = Arrays.copyOfRange(f, 2, f.length); tbl.rows.add(row); break; }
                case "END": tbl = null; break;
                default: {
                    Block b = new Block(); b.type = f[0];
                    if (f.length > 1 && !f[1].isEmpty()) b.size = Float.parseFloat(f[1]);
                    if (f.length > 2) b.style = f[2];
                    if (f.length > 3) b.align = f[3];
                    if (f.length > 4) b.text = f[4];
                    pg.blocks.add(b);
                }
            }
        }
        r.close();
        return sp;
    }

    public String fontPath(boolean bold) {
        String d = "/usr/share/fonts/truetype/";
        switch (font) {
            case "serif": return d + "liberation/LiberationSerif-" + (bold ? "Bold" : "Regular") + ".ttf";
            case "dejavu": return d + "dejavu/DejaVuSans" + (bold ? "-Bold" : "") + ".ttf";
            case "narrow": return d + "liberation/LiberationSansNarrow-" + (bold ? "Bold" : "Regular") + ".ttf";
            default: return d + "liberation/LiberationSans-" + (bold ? "Bold" : "Regular") + ".ttf";
        }
    }
}
