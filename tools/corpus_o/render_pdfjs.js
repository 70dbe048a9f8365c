// rkusa/pdfjs (its own PDF writer), DejaVu Sans embedded. node render_pdfjs.js SPEC.json
const path = require('path');
const fs = require('fs');
const pdf = require(path.join(process.env.CORPUSO_NODE, 'node_modules', 'pdfjs'));
const font = new pdf.Font(fs.readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'));
const bold = new pdf.Font(fs.readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'));
// opentype.js 1.3 files the name table under windows/macintosh; pdfjs 2.5 reads names.fontFamily.en
for (const f of [font, bold]) {
  const n = f.font.names;
  for (const key of ['fontFamily', 'fontSubfamily', 'postScriptName', 'fullName']) {
    if (!n[key]) n[key] = (n.windows && n.windows[key]) || (n.macintosh && n.macintosh[key]) || {en: 'DejaVuSans'};
  }
  // DejaVu's OS/2 table is version 1 (no cap/x height): pdfjs would write "NaN" in the FontDescriptor
  const os2 = f.font.tables.os2;
  if (os2.sCapHeight === undefined) os2.sCapHeight = 1493;
  if (os2.sxHeight === undefined) os2.sxHeight = 1120;
}

async function one(d) {
  const doc = new pdf.Document({font, fontSize: 9.5, padding: 40, lineHeight: 1.25, properties: Object.assign({creator: 'pdfjs (corpus O)'}, d.meta)});
  doc.info.id = d.id;
  doc.info.creationDate = new Date(Date.UTC(2025, 0, 15, 9, 0, 0));
  d.pages.forEach((blocks, pi) => {
    if (pi > 0) doc.pageBreak();
    const foots = [];
    for (const b of blocks) {
      const k = b[0];
      if (k === 'head') {
        const t = doc.table({widths: [310, null], borderBottomWidth: 0.8, paddingBottom: 6});
        const r = t.row();
        const c1 = r.cell();
        b[1].forEach((s, i) => c1.text(s, i === 0 ? {font: bold, fontSize: 10.5} : {fontSize: 8.5}));
        const c2 = r.cell({paddingLeft: 10});
        b[2].forEach((s) => c2.text(s, {fontSize: 8.5}));
        doc.cell({paddingBottom: 8}).text(' ');
      } else if (k === 'title') {
        doc.cell({paddingTop: 4, paddingBottom: 8}).text(b[1], {font: bold, fontSize: 12.5, textAlign: 'center'});
      } else if (k === 'sub') {
        doc.cell({paddingTop: 5, paddingBottom: 2}).text(b[1], {font: bold, fontSize: 10});
      } else if (k === 'p') {
        doc.cell({paddingBottom: 4}).text(b[1]);
      } else if (k === 'kv') {
        const t = doc.table({widths: [150, null], paddingBottom: 1});
        for (const [a, v] of b[1]) {
          const r = t.row();
          r.cell(a + ' :', {font: bold});
          r.cell(v);
        }
        doc.cell({paddingBottom: 4}).text(' ');
      } else if (k === 'table') {
        const n = b[1].length;
        const t = doc.table({widths: Array(n).fill(null), borderHorizontalWidths: () => 0.4, padding: 3, fontSize: 8.5});
        const h = t.header({font: bold, backgroundColor: 0xeeeeee});
        b[1].forEach((s) => h.cell(s));
        for (const row of b[2]) {
          const r = t.row();
          row.forEach((s) => r.cell(s));
        }
        doc.cell({paddingBottom: 6}).text(' ');
      } else if (k === 'sign') {
        const c = doc.cell({paddingTop: 8, paddingLeft: 280});
        b[1].forEach((s) => c.text(s));
      } else if (k === 'foot') {
        foots.push(b[1]);
      }
    }
    const fc = doc.cell({paddingTop: 14});
    foots.forEach((s) => fc.text(s, {fontSize: 7.5, color: 0x444444}));
  });
  doc.pipe(fs.createWriteStream(d.out));
  await doc.end();
}

(async () => {
  const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  for (const d of spec) await one(d);
})().catch((e) => { console.error(e); process.exit(1); });
