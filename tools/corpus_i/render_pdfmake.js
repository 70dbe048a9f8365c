// Renders corpus_i JSON documents with pdfmake (server-side PdfPrinter).
// usage: node render_pdfmake.js JOBS.json   (JOBS = [{"json": in, "pdf": out}, ...])
const fs = require('fs');
const PdfPrinter = require('pdfmake/src/printer');
const L = '/usr/share/fonts/truetype/liberation/';
const D = '/usr/share/fonts/truetype/dejavu/';
const fonts = {
  Liberation: {normal: L + 'LiberationSans-Regular.ttf', bold: L + 'LiberationSans-Bold.ttf',
               italics: L + 'LiberationSans-Italic.ttf', bolditalics: L + 'LiberationSans-BoldItalic.ttf'},
  DejaVu: {normal: D + 'DejaVuSans.ttf', bold: D + 'DejaVuSans-Bold.ttf',
           italics: D + 'DejaVuSans-Oblique.ttf', bolditalics: D + 'DejaVuSans-BoldOblique.ttf'},
};
const printer = new PdfPrinter(fonts);
const W = 495;

function segs(ss, cur, count) {
  return ss.map(s => s.pg ? {text: 'Page ' + cur + '/' + count} : (s.nw ? {text: s.t, bold: !!s.b, noWrap: true} : {text: s.t, bold: !!s.b}));
}
function cells(row, cur, count) {
  const out = [];
  for (const c of row) {
    const cell = {text: segs(c.segs, cur, count)};
    if (c.span > 1) cell.colSpan = c.span;
    out.push(cell);
    for (let i = 1; i < c.span; i++) out.push({});
  }
  return out;
}
function block(b) {
  switch (b.k) {
    case 'title': return {text: segs(b.segs), fontSize: 13, bold: true, alignment: 'center', margin: [0, 4, 0, 10]};
    case 'h': return {text: segs(b.segs), bold: true, fontSize: 10.5, margin: [0, 8, 0, 3], color: '#1f3b5a'};
    case 'p': return {text: segs(b.segs), margin: [0, 0, 0, 5], lineHeight: 1.15};
    case 'kv': return {stack: b.rows.map(r => ({text: segs(r[0]).map(x => ({text: x.text, bold: true})).concat([{text: ' '}], segs(r[1]))})),
                       margin: [0, 0, 0, 6]};
    case 'table': {
      const head = cells(b.head).map(c => (c.text ? Object.assign(c, {bold: true, fillColor: '#e8eef4'}) : c));
      return {table: {headerRows: 1, widths: b.widths.map(w => w * W - 8), dontBreakRows: true,
                      body: [head].concat(b.rows.map(r => cells(r)))},
              layout: 'lightHorizontalLines', fontSize: 8.5, margin: [0, 2, 0, 8]};
    }
    case 'letterhead': return {columns: [
        {width: '55%', stack: b.left.map(l => ({text: segs(l)}))},
        {width: '45%', stack: b.right.map(l => ({text: segs(l)})), alignment: 'right'}], margin: [0, 0, 0, 12]};
    case 'sign': return {stack: b.lines.map(l => ({text: segs(l)})), margin: [260, 14, 0, 0]};
  }
  throw new Error('bloc ' + b.k);
}

function render(doc, out, font) {
  const content = [];
  doc.pages.forEach((blocks, i) => {
    blocks.forEach((b, j) => {
      const x = block(b);
      if (i > 0 && j === 0) x.pageBreak = 'before';
      content.push(x);
    });
  });
  const dd = {
    pageSize: 'A4', pageMargins: [50, 78, 50, 62],
    info: {title: doc.meta.title, author: doc.meta.author, subject: doc.meta.subject, creator: 'pdfmake 0.2.10',
           producer: 'pdfmake', creationDate: new Date(Date.UTC(2024, 5, 1))},
    defaultStyle: {font: font, fontSize: 9.5},
    header: (cur, count) => ({margin: [50, 22, 50, 0], fontSize: 8, color: '#333333',
                              stack: doc.header.map(l => ({text: segs(l, cur, count)}))}),
    footer: (cur, count) => ({margin: [50, 10, 50, 0], fontSize: 7.5,
                              stack: doc.footer.map(l => ({text: segs(l, cur, count)}))}),
    content: content,
  };
  return new Promise((resolve, reject) => {
    const pdf = printer.createPdfKitDocument(dd);
    const ws = fs.createWriteStream(out);
    pdf.pipe(ws);
    ws.on('finish', resolve);
    ws.on('error', reject);
    pdf.end();
  });
}

(async () => {
  const jobs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  for (const j of jobs) {
    await render(JSON.parse(fs.readFileSync(j.json, 'utf8')), j.pdf, j.font || 'Liberation');
  }
})().catch(e => { console.error(e); process.exit(1); });
