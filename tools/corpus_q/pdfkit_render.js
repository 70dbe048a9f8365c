// PDFKit for Node: lays out a JSON spec (from render_pdfkit.py) with PDFKit's own line wrapping.
// usage: node pdfkit_render.js spec.json   (spec = [{out, title, pages: [{header, footer, blocks}]}])
const fs = require('fs');
const PDFDocument = require('pdfkit');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf';
const FONTB = '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf';
const NOKERN = { kern: false };  // pypdf reads kerning offsets as spaces ("T oulouse")
const specs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

function renderOne(spec) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margins: { top: 72, bottom: 60, left: 56, right: 56 }, autoFirstPage: false,
                                  info: Object.assign({ Creator: 'corpus Q / pdfkit', CreationDate: new Date(Date.UTC(2025, 11, 1, 12, 0, 0)) }, spec.title ? { Title: spec.title } : {}) });
    const stream = fs.createWriteStream(spec.out);
    doc.pipe(stream);
    doc.registerFont('R', FONT);
    doc.registerFont('B', FONTB);
    const L = 56, W = 595.28 - 112 - 9 * (spec.narrow || 0);  // narrow: retry with another wrap
    spec.pages.forEach((pg, pi) => {
      doc.addPage();
      // header
      doc.font('R').fontSize(8).fillColor('#222222');
      let y = 28;
      pg.header.forEach((ln) => { doc.text(ln, L, y, { width: W, lineBreak: false, features: NOKERN }); y += 11; });
      doc.moveTo(L, y + 2).lineTo(L + W, y + 2).lineWidth(0.5).strokeColor('#444444').stroke();
      doc.fillColor('#000000');
      doc.x = L; doc.y = 72;
      pg.blocks.forEach((b) => {
        if (b.t === 'title') {
          doc.font('B').fontSize(b.level === 1 ? 14 : 11);
          doc.text(b.text, L, doc.y, { width: W, align: b.level === 1 ? 'center' : 'left', features: NOKERN });
          doc.moveDown(0.5);
        } else if (b.t === 'para') {
          doc.font('R').fontSize(9.5).text(b.text, L, doc.y, { width: W, align: 'justify', lineGap: 1.5, features: NOKERN });
          doc.moveDown(0.4);
        } else if (b.t === 'lines') {
          doc.font('R').fontSize(9.5);
          b.lines.forEach((ln) => doc.text(ln, L, doc.y, { width: W, features: NOKERN }));
          doc.moveDown(0.5);
        } else if (b.t === 'kv' || b.t === 'table') {
          let rows, widths, head;
          if (b.t === 'kv') {
            rows = b.rows; widths = [0.33, 0.67]; head = b.caption ? [b.caption] : null;
          } else {
            rows = b.rows; widths = b.widths; head = b.header;
            if (b.caption) { doc.font('B').fontSize(9).text(b.caption, L, doc.y, { width: W, features: NOKERN }); doc.moveDown(0.2); }
          }
          const ws = widths.map((f) => f * W);
          const drawRow = (cells, bold, fill, span) => {
            doc.font(bold ? 'B' : 'R').fontSize(8.8);
            const cw = span ? [W] : ws;
            const hs = cells.map((c, j) => doc.heightOfString(c, { width: cw[j] - 6, features: NOKERN }));
            const h = Math.max(...hs) + 5;
            let x = L; const y0 = doc.y;
            cells.forEach((c, j) => {
              if (fill) doc.rect(x, y0, cw[j], h).fillAndStroke('#e6e6e6', '#555555');
              else doc.rect(x, y0, cw[j], h).lineWidth(0.6).stroke('#555555');
              doc.fillColor('#000000').font(bold || (b.t === 'kv' && j === 0) ? 'B' : 'R');
              doc.text(c + ' ', x + 3, y0 + 3, { width: cw[j] - 6, features: NOKERN });  // trailing space: pypdf would glue adjacent cells
              x += cw[j];
            });
            doc.x = L; doc.y = y0 + h;
          };
          if (head) drawRow(head, true, true, b.t === 'kv');
          rows.forEach((r) => drawRow(r, false, false, false));
          doc.moveDown(0.6);
        }
      });
      if (doc.y > 841.89 - 60) { reject(new Error('overflow ' + spec.out)); }
      // footer: below the bottom margin, so lift the margin while writing it
      const mb = doc.page.margins.bottom; doc.page.margins.bottom = 0;
      doc.font('R').fontSize(7.5).fillColor('#222222');
      let fy = 841.89 - 44;
      pg.footer.forEach((ln) => { doc.text(ln, L, fy, { width: W, align: 'center', lineBreak: false, features: NOKERN }); fy += 10; });
      doc.page.margins.bottom = mb;
      doc.fillColor('#000000');
    });
    doc.end();
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
}

(async () => {
  for (const s of specs) await renderOne(s);
  console.log('ok ' + specs.length + ' pdfkit ' + require('pdfkit/package.json').version);
})().catch((e) => { console.error(e); process.exit(1); });
