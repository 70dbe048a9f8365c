// Family 3 renderer: pdf-lib (npm), text drawn by coordinates with embedded subset fonts.
// Usage: node render_pdflib.js spec.json
const fs = require('fs');
const { PDFDocument, rgb, grayscale } = require('pdf-lib');
const fontkit = require('@pdf-lib/fontkit');
const FONTS = { r: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf',
  b: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf',
  n: '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf' };

(async () => {
  const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  for (const d of spec.docs) {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    const f = {};
    for (const k of Object.keys(FONTS)) f[k] = await pdf.embedFont(fs.readFileSync(FONTS[k]), { subset: true });
    for (const pg of d.pages) {
      const page = pdf.addPage(pg.size);
      for (const op of pg.ops) {
        if (op.line) {
          page.drawLine({ start: { x: op.line[0], y: op.line[1] }, end: { x: op.line[2], y: op.line[3] }, thickness: op.w, color: grayscale(0.5) });
        } else if (op.rect) {
          page.drawRectangle({ x: op.rect[0], y: op.rect[1], width: op.rect[2], height: op.rect[3], color: grayscale(op.gray) });
        } else {
          const font = f[op.font || 'r'];
          let size = op.size;
          if (op.maxw) while (size > 3 && font.widthOfTextAtSize(op.text, size) > op.maxw) size -= 0.25;
          page.drawText(op.text, { x: op.x, y: op.y, size, font, color: op.color ? rgb(...op.color) : rgb(0, 0, 0) });
        }
      }
    }
    pdf.setTitle(d.title);
    pdf.setCreator('SIL Kalisil — module antériorités');
    pdf.setProducer('pdf-lib 1.17.1');
    pdf.setCreationDate(new Date(d.created));
    pdf.setModificationDate(new Date(d.created));
    fs.writeFileSync(d.out, await pdf.save());
  }
})().catch((e) => { console.error(e); process.exit(1); });
