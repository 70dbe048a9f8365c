// Corpus AO, family 3: draw pre-laid-out pages with @progress/kendo-drawing's own PDF writer (Node).
// Usage: node kendo_render.js JOBS.json   (JOBS = [{out, title, author, fonts: {R, B}, pages: [[op...]...]}])
// Kendo's PDF module is written for browsers: a minimal window/document/XMLHttpRequest (file reads)
// is provided, and Text.measure (DOM based, used only for clipping) is replaced by a rough estimate.
const fs = require('fs');
const path = require('path');
global.window = { navigator: { userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36" } };
global.navigator = global.window.navigator;
global.document = { documentMode: undefined, createElement: () => ({ style: { setProperty() {} } }) };
global.XMLHttpRequest = class {
  open(m, url) { this.url = url; }
  send() {
    try {
      const b = fs.readFileSync(this.url); this.status = 200;
      this.response = b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
      setImmediate(() => this.onload());
    } catch (e) { this.status = 404; setImmediate(() => (this.onerror ? this.onerror(e) : this.onload())); }
  }
};
const k = require(path.resolve(__dirname, '../_cache/corpusao-node/node_modules/@progress/kendo-drawing'));
const { Group, Text, Path, geometry, pdf } = k;
Text.prototype.measure = function () {
  const s = parseFloat(/(\d+(?:\.\d+)?)px/.exec(this.options.font)[1]);
  return { width: this.content().length * s * 0.6, height: s * 1.2, baseline: s };
};

async function one(job) {
  pdf.defineFont({ "AO Sans": job.fonts.R, "AO Sans|Bold": job.fonts.B });
  const root = new Group({ pdf: { multiPage: true } });
  for (const ops of job.pages) {
    const page = new Group();
    for (const op of ops) {
      if (op[0] === 'text') {
        const [, x, y, t, key, size] = op;
        // Kendo's font parser reads a lone "bold" as font-variant: style and variant are spelled out first.
        const font = (key === 'B' ? 'normal normal bold ' : '') + size + "px 'AO Sans'";
        page.append(new Text(t, new geometry.Point(x, y - size), { font, fill: { color: '#000' } }));
      } else if (op[0] === 'line') {
        const [, x1, y1, x2, y2, w] = op;
        page.append(new Path({ stroke: { color: '#333', width: w } }).moveTo(x1, y1).lineTo(x2, y2));
      } else if (op[0] === 'rect') {
        const [, x, y, w, h, gray, stroke] = op;
        const g = gray === null ? null : Math.round(gray * 255).toString(16).padStart(2, '0');
        page.append(Path.fromRect(new geometry.Rect([x, y], [w, h]), {
          fill: g ? { color: '#' + g + g + g } : null, stroke: stroke ? { color: '#333', width: 0.5 } : null }));
      }
    }
    root.append(page);
  }
  const uri = await pdf.exportPDF(root, { paperSize: 'A4', title: job.title || '', author: job.author || '',
    creator: 'corpus AO (kendo-drawing)', date: new Date(Date.UTC(2026, 0, 15, 9, 0, 0)) });
  fs.writeFileSync(job.out, Buffer.from(uri.split(',')[1], 'base64'));
}

(async () => {
  const jobs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  for (const j of jobs) await one(j);
  console.log('kendo: ' + jobs.length + ' PDFs');
})().catch((e) => { console.error(e); process.exit(1); });
