// Corpus J — pdf-lib 1.17.1 producer: text placed by coordinates, embedded TrueType fonts,
// our own table rules, running headers and footers. Usage: node pdflib_render.js JOBS.json
// JOBS.json = [{doc: <model json>, out: "file.pdf"}]; prints one JSON report line.
'use strict';
const path = require('path');
const fs = require('fs');
const NM = process.env.CORPUSJ_NODE_MODULES;
const { PDFDocument, rgb, StandardFonts } = require(path.join(NM, 'pdf-lib'));
const fontkit = require(path.join(NM, '@pdf-lib/fontkit'));

const FONTS = {
  sans: ['liberation/LiberationSans-Regular.ttf', 'liberation/LiberationSans-Bold.ttf',
         'liberation/LiberationSans-Italic.ttf', 'liberation/LiberationSans-BoldItalic.ttf'],
  serif: ['liberation/LiberationSerif-Regular.ttf', 'liberation/LiberationSerif-Bold.ttf',
          'liberation/LiberationSerif-Italic.ttf', 'liberation/LiberationSerif-BoldItalic.ttf'],
  dejavu: ['dejavu/DejaVuSans.ttf', 'dejavu/DejaVuSans-Bold.ttf', 'dejavu/DejaVuSans-Oblique.ttf',
           'dejavu/DejaVuSans-BoldOblique.ttf'],
};
const ROOT = '/usr/share/fonts/truetype/';
const GREY = rgb(0.35, 0.35, 0.35);
const SHADE = rgb(0.88, 0.9, 0.93);

class Renderer {
  constructor(pdf, doc, fonts) {
    this.pdf = pdf; this.doc = doc; this.f = fonts; this.g = doc.geometry; this.errors = [];
    this.accent = doc.style.accent ? rgb(...doc.style.accent) : rgb(0, 0, 0);
  }
  font(style) {
    const b = style.includes('b'), i = style.includes('i');
    return this.f[(b ? 1 : 0) + (i ? 2 : 0)];
  }
  // words with their style; spaces kept at the end of words
  tokens(runs) {
    const toks = [];
    for (const r of runs) {
      const segs = r.s.split('\n');
      segs.forEach((seg, k) => {
        if (k) toks.push({ nl: true });
        const parts = seg.match(/[^ ]+ *| +/g) || [];
        for (const w of parts) toks.push({ s: w, f: r.f });
      });
    }
    return toks;
  }
  wrap(runs, width, size) {
    const lines = []; let cur = []; let w = 0;
    for (const t of this.tokens(runs)) {
      if (t.nl) { lines.push(cur); cur = []; w = 0; continue; }
      const tw = this.font(t.f).widthOfTextAtSize(t.s.trimEnd(), size);
      const full = this.font(t.f).widthOfTextAtSize(t.s, size);
      if (w + tw > width && cur.length) { lines.push(cur); cur = []; w = 0; }
      cur.push(t); w += full;
    }
    lines.push(cur);
    return lines;
  }
  lineWidth(line, size) {
    let w = 0;
    line.forEach((t, k) => { w += this.font(t.f).widthOfTextAtSize(k === line.length - 1 ? t.s.trimEnd() : t.s, size); });
    return w;
  }
  drawLine(page, line, x, y, size, color) {
    // merge same-style neighbours so a word is never split between two text objects
    const segs = [];
    for (const t of line) {
      if (segs.length && segs[segs.length - 1].f === t.f) segs[segs.length - 1].s += t.s;
      else segs.push({ s: t.s, f: t.f });
    }
    for (const sg of segs) {
      const font = this.font(sg.f);
      const txt = sg.s;
      if (txt.trim()) page.drawText(txt, { x, y, size, font, color: color || rgb(0, 0, 0) });
      x += font.widthOfTextAtSize(txt, size);
    }
  }
  // draw wrapped runs in a box, return used height
  para(page, runs, x, yTop, width, size, align, color) {
    const lh = size * 1.25;
    const lines = this.wrap(runs, width, size);
    let y = yTop - size;
    for (const ln of lines) {
      let lx = x;
      const lw = this.lineWidth(ln, size);
      if (align === 'c') lx = x + (width - lw) / 2;
      else if (align === 'r') lx = x + width - lw;
      this.drawLine(page, ln, lx, y, size, color);
      y -= lh;
    }
    return lines.length * lh;
  }
  block(page, bl, x, y, width) {
    const t = bl.t;
    if (t === 'p' || t === 'h') {
      const col = t === 'h' ? this.accent : undefined;
      let h = this.para(page, bl.runs, x + (bl.indent || 0), y, width - (bl.indent || 0), bl.size, bl.align, col);
      if (t === 'h' && bl.rule) {
        page.drawLine({ start: { x, y: y - h - 1 }, end: { x: x + width, y: y - h - 1 }, thickness: 0.8, color: this.accent });
        h += 4;
      }
      return h + bl.space;
    }
    if (t === 'space') return bl.h;
    if (t === 'rule') {
      page.drawLine({ start: { x, y: y - 4 }, end: { x: x + width, y: y - 4 }, thickness: 0.5, color: GREY });
      return 8;
    }
    if (t === 'kv') return this.kv(page, bl, x, y, width);
    if (t === 'table') return this.table(page, bl, x, y, width);
    if (t === 'cols') {
      const wl = width * bl.split - 8, wr = width * (1 - bl.split) - 8;
      let hl = 0, hr = 0;
      for (const b of bl.left) hl += this.block(page, b, x, y - hl, wl);
      for (const b of bl.right) hr += this.block(page, b, x + width * bl.split + 8, y - hr, wr);
      if (bl.rule) page.drawLine({ start: { x: x + width * bl.split, y }, end: { x: x + width * bl.split, y: y - Math.max(hl, hr) }, thickness: 0.5, color: GREY });
      return Math.max(hl, hr) + 6;
    }
    return 0;
  }
  kv(page, bl, x, y, width) {
    const s = bl.size; let h = 0;
    for (const row of bl.rows) {
      if (bl.stack) {
        const a = this.para(page, row[0], x, y - h, width, s, 'l');
        const b = this.para(page, row[1], x + 12, y - h - a, width - 12, s, 'l');
        h += a + b + 4;
        continue;
      }
      const w0 = bl.widths[0] * width, w1 = bl.widths[1] * width;
      const top = y - h;
      const a = this.para(page, row[0], x + 3, top - 2.5, w0 - 6, s, 'l');
      const b = this.para(page, row[1], x + w0 + 3, top - 2.5, w1 - 6, s, 'l');
      const rh = Math.max(a, b) + 5;
      if (bl.border === 'grid') {
        page.drawRectangle({ x, y: top - rh, width: w0, height: rh, borderColor: GREY, borderWidth: 0.5 });
        page.drawRectangle({ x: x + w0, y: top - rh, width: w1, height: rh, borderColor: GREY, borderWidth: 0.5 });
      } else if (bl.border === 'lines') {
        page.drawLine({ start: { x, y: top - rh }, end: { x: x + width, y: top - rh }, thickness: 0.3, color: GREY });
      }
      h += rh;
    }
    return h + 4;
  }
  table(page, bl, x, y, width) {
    let h = 0; const s = bl.size;
    if (bl.caption) h += this.para(page, bl.caption, x, y, width, s, 'l') + 3;
    const rows = (bl.head ? [bl.head] : []).concat(bl.rows);
    rows.forEach((row, ri) => {
      const isHead = bl.head && ri === 0;
      const top = y - h;
      // measure first, then shade, then draw text on top
      let rh = 0;
      row.forEach((c, ci) => { rh = Math.max(rh, this.wrap(c, bl.widths[ci] * width - 8, s).length * s * 1.25); });
      rh += 5;
      if (isHead && bl.shade) page.drawRectangle({ x, y: top - rh, width, height: rh, color: SHADE });
      let cx = x;
      row.forEach((c, ci) => {
        const cw = bl.widths[ci] * width;
        this.para(page, c, cx + 4, top - 2.5, cw - 8, s, bl.align[ci] || 'l');
        if (bl.border === 'grid') page.drawRectangle({ x: cx, y: top - rh, width: cw, height: rh, borderColor: GREY, borderWidth: 0.5 });
        cx += cw;
      });
      if (bl.border === 'rows' || (bl.border === 'head' && isHead)) {
        page.drawLine({ start: { x, y: top - rh }, end: { x: x + width, y: top - rh }, thickness: isHead ? 0.8 : 0.3, color: GREY });
      }
      h += rh;
    });
    return h + 6;
  }
  band(page, spec, yTop, p, n) {
    const g = this.g; const s = spec.size; let y = yTop;
    for (const row of spec.rows) {
      let rh = s * 1.25;
      for (const [k, al] of [['l', 'l'], ['c', 'c'], ['r', 'r']]) {
        if (!row[k]) continue;
        const runs = row[k].map(r => Object.assign({}, r, { s: r.s.replace('{p}', p).replace('{n}', n) }));
        rh = Math.max(rh, this.para(page, runs, g.left, y, g.body_w, s, al, GREY));
      }
      y -= rh;
    }
    return yTop - y;
  }
  render() {
    const g = this.g; const n = this.doc.pages.length;
    this.doc.pages.forEach((blocks, pi) => {
      const page = this.pdf.addPage([g.w, g.h]);
      if (this.doc.header && (this.doc.header.first || pi > 0)) {
        const hh = this.band(page, this.doc.header, g.h - g.header_y, pi + 1, n);
        if (this.doc.header.rule) page.drawLine({ start: { x: g.left, y: g.h - g.header_y - hh - 2 }, end: { x: g.w - g.right, y: g.h - g.header_y - hh - 2 }, thickness: 0.5, color: GREY });
      }
      if (this.doc.footer) {
        const fs_ = this.doc.footer.size;
        const fh = this.doc.footer.rows.length * fs_ * 1.25;
        if (this.doc.footer.rule) page.drawLine({ start: { x: g.left, y: g.footer_y + fh + 4 }, end: { x: g.w - g.right, y: g.footer_y + fh + 4 }, thickness: 0.5, color: GREY });
        this.band(page, this.doc.footer, g.footer_y + fh, pi + 1, n);
      }
      let y = g.h - g.top;
      for (const bl of blocks) y -= this.block(page, bl, g.left, y, g.body_w);
      if (y < g.bottom - 2) this.errors.push(`page ${pi + 1} overflows by ${(g.bottom - y).toFixed(1)}pt`);
    });
  }
}

async function one(job) {
  const doc = job.doc;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const files = FONTS[doc.style.font] || FONTS.sans;
  const fonts = [];
  for (const f of files) fonts.push(await pdf.embedFont(fs.readFileSync(ROOT + f), { subset: true }));
  const r = new Renderer(pdf, doc, fonts);
  r.render();
  const m = doc.meta || {};
  if (m.title) pdf.setTitle(m.title);
  if (m.author) pdf.setAuthor(m.author);
  if (m.subject) pdf.setSubject(m.subject);
  if (m.keywords) pdf.setKeywords([m.keywords]);
  pdf.setCreator(m.creator || 'pdf-lib');
  pdf.setCreationDate(new Date(Date.UTC(2024, 5, 1, 8, 0, 0)));
  pdf.setModificationDate(new Date(Date.UTC(2024, 5, 1, 8, 0, 0)));
  fs.writeFileSync(job.out, await pdf.save());
  return { name: doc.name, pages: doc.pages.length, errors: r.errors };
}

(async () => {
  const jobs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const out = [];
  for (const j of jobs) {
    try { out.push(await one(j)); } catch (e) { out.push({ name: j.doc.name, errors: [String(e && e.stack || e)] }); }
  }
  console.log(JSON.stringify(out));
})();
