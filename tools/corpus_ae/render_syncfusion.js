// Syncfusion Essential JS 2 PDF export (@syncfusion/ej2-pdf-export) writer for corpus AE,
// family "syncfusion". Stress: running header/footer are document page templates
// (PdfPageTemplateElement: drawn once, placed on every page as form XObjects); tables
// are PdfGrid cells; titles use PdfStringFormat.characterSpacing (letter-spacing);
// the identity line is rotated 90° (graphics.rotateTransform) in the margin;
// LiberationSans embedded as CID TrueType subsets. This package writes no Info metadata.
// usage: node render_syncfusion.js spec.json out.pdf
global.navigator = global.navigator || {};
const fs = require('fs');
const path = require('path');
const pe = require(path.join(process.env.AE_NODE_MODULES2, '@syncfusion/ej2-pdf-export'));
const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const W = 595, H = 842, TOPH = 52, BOTH = 36;
const reg64 = fs.readFileSync('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf').toString('base64');
const bold64 = fs.readFileSync('/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf').toString('base64');
const fonts = {};
const font = (s, b) => { const k = s + (b ? 'b' : 'r'); if (!fonts[k]) fonts[k] = new pe.PdfTrueTypeFont(b ? bold64 : reg64, s); return fonts[k]; };
const black = new pe.PdfSolidBrush(new pe.PdfColor(0, 0, 0));
const pen = new pe.PdfPen(new pe.PdfColor(0, 0, 0), 0.5);
const doc = new pe.PdfDocument();
doc.pageSettings.size = pe.PdfPageSize.a4;
doc.pageSettings.margins.all = 0;
const first = spec.pages[0].ops.filter(o => o.t === 'text' && (o.kind === 'head' || o.kind === 'foot'));
const head = new pe.PdfPageTemplateElement(new pe.RectangleF(0, 0, W, TOPH));
const foot = new pe.PdfPageTemplateElement(new pe.RectangleF(0, 0, W, BOTH));
for (const op of first) {
  const f = font(op.s, op.b);
  if (op.kind === 'head') head.graphics.drawString(op.txt, f, null, black, op.x, op.y - op.s * 0.93, null);
  else foot.graphics.drawString(op.txt, f, null, black, op.x, op.y - (H - BOTH) - op.s * 0.93, null);
}
// page marker: automatic fields (page number / page count) drawn in the footer template
const mk = spec.pages[0].ops.find(o => o.kind === 'marker');
if (mk) {
  const f = font(mk.s, false);
  const cf = new pe.PdfCompositeField(f, black, 'Page {0}/{1}', new pe.PdfPageNumberField(f, black), new pe.PdfPageCountField(f, black));
  cf.draw(foot.graphics, mk.x, mk.y - (H - BOTH) - mk.s * 0.93);
}
doc.template.top = head;
doc.template.bottom = foot;
for (const page of spec.pages) {
  const pg = doc.pages.add();
  const g = pg.graphics;
  for (const op of page.ops) {
    if (op.t === 'text') {
      if (op.kind === 'head' || op.kind === 'foot' || op.kind === 'marker') continue;
      const f = font(op.s, op.b);
      let fmt = null;
      if (op.ls) { fmt = new pe.PdfStringFormat(); fmt.characterSpacing = op.ls; }
      // page graphics origin is below the top template
      g.drawString(op.txt, f, null, black, op.x, op.y - TOPH - op.s * 0.93, fmt);
    } else if (op.t === 'side') {
      g.save();
      g.translateTransform(op.x - op.s, op.y - TOPH);
      g.rotateTransform(-90);
      g.drawString(op.txt, font(op.s, false), null, black, 0, 0, null);
      g.restore();
    } else if (op.t === 'table') {
      const grid = new pe.PdfGrid();
      grid.columns.add(op.widths.length);
      op.widths.forEach((cw, i) => { grid.columns.getColumn(i).width = cw; });
      grid.style.font = font(op.s, false);
      grid.style.cellPadding = new pe.PdfPaddings(2.5, 2.5, 3.5, 2);
      op.rows.forEach((row, ri) => {
        const r = grid.rows.addRow();
        r.height = op.rowh;
        row.forEach((cell, ci) => {
          const c = r.cells.getCell(ci);
          c.value = cell;
          if (ri === 0) { c.style.font = font(op.s, true); }
        });
      });
      grid.draw(pg, op.x, op.y - TOPH);
    }
  }
}
Promise.resolve(doc.save()).then(async (x) => {
  const b = x.blobData || x;
  fs.writeFileSync(process.argv[3], Buffer.from(await b.arrayBuffer()));
  doc.destroy();
}).catch((e) => { console.error(e); process.exit(1); });
