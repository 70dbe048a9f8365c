// muhammara (HummusJS / PDF-Writer C++) writer for corpus AE, family "muhammara".
// Stress: body text justified and written word by word (one positioned Tj per word, no
// space glyphs: extractors must infer spaces from gaps); running header/footer drawn
// once into a form XObject reused on every page; identity line rotated 90° in the margin;
// LiberationSans embedded as CID TrueType subsets (Identity-H).
// usage: node render_muhammara.js spec.json out.pdf
const fs = require('fs');
const path = require('path');
const m = require(path.join(process.env.AE_NODE_MODULES, 'muhammara'));
const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const W = 595, H = 842;
const w = m.createWriter(process.argv[3], { version: m.ePDFVersion17, compress: true });
const freg = w.getFontForFile('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf');
const fbold = w.getFontForFile('/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf');
const info = w.getDocumentContext().getInfoDictionary();
const meta = spec.meta || {};
if (meta.title) info.title = meta.title;
if (meta.author) info.author = meta.author;
if (meta.subject) info.subject = meta.subject;
if (meta.keywords) info.keywords = meta.keywords;
info.creator = 'corpus AE (muhammara)';
const opt = (op) => ({ font: op.b ? fbold : freg, size: op.s, colorspace: 'gray', color: 0x00 });
// one form XObject with the header and the footer (identical on every page)
const first = spec.pages[0].ops.filter(o => o.t === 'text' && (o.kind === 'head' || o.kind === 'foot'));
const form = w.createFormXObject(0, 0, W, H);
const fc = form.getContentContext();
for (const op of first) fc.writeText(op.txt, op.x, H - op.y, opt(op));
w.endFormXObject(form);
for (const page of spec.pages) {
  const pg = w.createPage(0, 0, W, H);
  const cx = w.startPageContentContext(pg);
  cx.q().doXObject(form).Q();
  for (const op of page.ops) {
    if (op.t === 'text') {
      if (op.kind === 'head' || op.kind === 'foot') continue;
      if (op.words && op.kind === 'body') {
        for (const [x, t] of op.words) cx.writeText(t, x, H - op.y, opt(op));
      } else {
        cx.writeText(op.txt, op.x, H - op.y, opt(op));
      }
    } else if (op.t === 'side') {
      cx.q().cm(0, 1, -1, 0, op.x, H - op.y).writeText(op.txt, 0, 0, { font: freg, size: op.s, colorspace: 'gray', color: 0x00 }).Q();
    } else if (op.t === 'table') {
      const tw = op.widths.reduce((a, b) => a + b, 0);
      const n = op.rows.length;
      cx.w(0.5);
      for (let r = 0; r <= n; r++) { const y = H - (op.y + r * op.rowh); cx.m(op.x, y).l(op.x + tw, y); }
      let x = op.x;
      for (const cw of op.widths.concat([0])) { cx.m(x, H - op.y).l(x, H - (op.y + n * op.rowh)); x += cw; }
      cx.S();
      op.rows.forEach((row, ri) => {
        let cx0 = op.x;
        row.forEach((cell, ci) => {
          cx.writeText(cell, cx0 + 3, H - (op.y + ri * op.rowh + op.rowh * 0.68), { font: ri === 0 ? fbold : freg, size: op.s, colorspace: 'gray', color: 0x00 });
          cx0 += op.widths[ci];
        });
      });
    }
  }
  w.writePage(pg);
}
w.end();
