// Renders corpus_i JSON documents with jsPDF + jspdf-autotable: text placed by coordinates.
// usage: node render_jspdf.js JOBS.json
const fs = require('fs');
const {jsPDF} = require('jspdf');
const autoTable = require('jspdf-autotable').default;
const L = '/usr/share/fonts/truetype/liberation/';
const REG = fs.readFileSync(L + 'LiberationSans-Regular.ttf').toString('base64');
const BOLD = fs.readFileSync(L + 'LiberationSans-Bold.ttf').toString('base64');
const X0 = 50, X1 = 545, TOP = 92, BOTTOM = 770;

function txt(ss, cur, count) { return ss.map(s => s.pg ? ('Page ' + cur + '/' + count) : s.t).join(''); }

function render(doc, out) {
  const pdf = new jsPDF({unit: 'pt', format: 'a4', compress: true});
  pdf.addFileToVFS('LibSans.ttf', REG); pdf.addFont('LibSans.ttf', 'Sans', 'normal');
  pdf.addFileToVFS('LibSansB.ttf', BOLD); pdf.addFont('LibSansB.ttf', 'Sans', 'bold');
  pdf.setProperties({title: doc.meta.title, subject: doc.meta.subject, author: doc.meta.author, creator: 'jsPDF 2.5.1'});
  pdf.setCreationDate(new Date(Date.UTC(2024, 5, 1)));
  let y = TOP;
  const line = (s, size, style, x) => {
    pdf.setFont('Sans', style); pdf.setFontSize(size);
    const parts = pdf.splitTextToSize(s, X1 - (x || X0));
    for (const p of parts) { pdf.text(p, x || X0, y); y += size * 1.3; }
  };
  doc.pages.forEach((blocks, i) => {
    if (i > 0) { pdf.addPage(); y = TOP; }
    for (const b of blocks) {
      if (b.k === 'title') {
        pdf.setFont('Sans', 'bold'); pdf.setFontSize(13);
        pdf.text(txt(b.segs), (X0 + X1) / 2, y + 4, {align: 'center'}); y += 26;
      } else if (b.k === 'h') { y += 5; line(txt(b.segs), 10.5, 'bold'); y += 1; }
      else if (b.k === 'p') { line(txt(b.segs), 9.5, 'normal'); y += 4; }
      else if (b.k === 'kv') {
        for (const r of b.rows) {
          const lab = txt(r[0]);
          pdf.setFont('Sans', 'bold'); pdf.setFontSize(9.5); pdf.text(lab, X0, y);
          const w = pdf.getTextWidth(lab + ' ');
          pdf.setFont('Sans', 'normal'); pdf.text(txt(r[1]), X0 + w, y); y += 12.5;
        }
        y += 4;
      } else if (b.k === 'table') {
        const conv = row => row.map(c => ({content: txt(c.segs), colSpan: c.span}));
        const colStyles = {};
        b.widths.forEach((w, k) => { colStyles[k] = {cellWidth: w * (X1 - X0)}; });
        autoTable(pdf, {startY: y, head: [conv(b.head)], body: b.rows.map(conv), theme: 'grid',
          margin: {left: X0, right: 595.28 - X1, top: TOP, bottom: 841.89 - BOTTOM},
          styles: {font: 'Sans', fontSize: 8.5, cellPadding: 3, overflow: 'linebreak'},
          headStyles: {font: 'Sans', fontStyle: 'bold', fillColor: [225, 232, 240], textColor: 20},
          columnStyles: colStyles, rowPageBreak: 'avoid'});
        y = pdf.lastAutoTable.finalY + 14;
      } else if (b.k === 'letterhead') {
        const y0 = y;
        b.left.forEach((l, k) => { pdf.setFont('Sans', k === 0 ? 'bold' : 'normal'); pdf.setFontSize(9); pdf.text(txt(l), X0, y); y += 11.5; });
        const yl = y; y = y0;
        b.right.forEach(l => { pdf.setFont('Sans', 'normal'); pdf.setFontSize(9); pdf.text(txt(l), X1, y, {align: 'right'}); y += 11.5; });
        y = Math.max(y, yl) + 12;
      } else if (b.k === 'sign') {
        y += 12;
        for (const l of b.lines) line(txt(l), 9.5, 'normal', 330);
      }
    }
  });
  const n = pdf.getNumberOfPages();
  for (let p = 1; p <= n; p++) {
    pdf.setPage(p);
    pdf.setFont('Sans', 'normal'); pdf.setFontSize(8);
    let hy = 30;
    for (const l of doc.header) { pdf.text(txt(l, p, n), X0, hy); hy += 10.5; }
    pdf.setDrawColor(150); pdf.line(X0, hy - 4, X1, hy - 4);
    let fy = 800;
    pdf.setFontSize(7.5);
    for (const l of doc.footer) { pdf.text(txt(l, p, n), X0, fy); fy += 10; }
  }
  fs.writeFileSync(out, Buffer.from(pdf.output('arraybuffer')));
}

const jobs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
for (const j of jobs) render(JSON.parse(fs.readFileSync(j.json, 'utf8')), j.pdf);
