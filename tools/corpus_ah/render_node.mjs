// Renderers of corpus AH's three npm families, one node process per family:
//   node render_node.mjs FAMILY JOBS.json   (JOBS = [{out, pages:[{blocks}], meta, extras}])
// peculiar -> @peculiar/pdf-doc 1.17.2 ; excelts -> @cj-tech-master/excelts 10.2.0 ; tinypdf -> tinypdf 0.3.1
// Coordinates in the jobs are top-down points on A4 (595.28 x 841.89).
import fs from 'fs';
import { createRequire } from 'module';
const require = createRequire(process.cwd() + '/');
const H = 841.89, W = 595.28;
const [family, jobsPath] = process.argv.slice(2);
const jobs = JSON.parse(fs.readFileSync(jobsPath, 'utf8'));

async function renderPeculiar(job) {
  const pd = require('@peculiar/pdf-doc');
  const doc = await pd.PDFDocument.create();
  const reg = doc.addFont(fs.readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf'));
  const bold = doc.addFont(fs.readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf'));
  let fieldNo = 0;
  for (const pg of job.pages) {
    const page = doc.pages.create();
    for (const b of pg.blocks) {
      const f = b.bold ? bold : reg;
      if (b.t === 'text') {
        // one-line text block: top of the line box = baseline - ascent
        page.graphics().drawText({ blocks: [{ text: b.s, font: f, style: { size: b.size } }], width: b.w + 40, leading: 1.2 },
          b.x, b.y - b.size * 0.93);
      } else if (b.t === 'para' || b.t === 'cell') {
        const pad = b.pad || 0;
        if (b.t === 'cell') {
          const g = page.graphics();
          g.rect(b.x, b.y, b.w, b.h).stroke();
        }
        page.graphics().drawText({ blocks: [{ text: b.s, font: f, style: { size: b.size } }], width: b.w - 2 * pad,
          align: b.t === 'para' ? 'justify' : 'left', leading: 1.2 }, b.x + pad, b.y + pad);
      } else if (b.t === 'rule') {
        page.graphics().line(b.x1, b.y, b.x2, b.y).stroke();
      } else if (b.t === 'field') {
        fieldNo += 1;
        page.addTextEditor({ name: 'champ' + fieldNo, left: b.x, top: b.y, width: b.w, height: b.h, text: b.s, font: reg, fontSize: b.size });
      }
    }
  }
  return Buffer.from(await doc.save());
}

async function renderExcelts(job) {
  const { PdfDocumentBuilder } = await import('@cj-tech-master/excelts/pdf');
  const b = new PdfDocumentBuilder();
  b.disableFontAutoDiscovery();
  b.embedFont(new Uint8Array(fs.readFileSync('/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf')));
  if (job.meta) b.setMetadata(job.meta);
  for (const pg of job.pages) {
    const p = b.addPage({ width: W, height: H });
    for (const k of pg.blocks) {
      if (k.t === 'text') {
        p.drawText(k.s, { x: k.x, y: H - k.y, fontSize: k.size, bold: !!k.bold });
      } else if (k.t === 'para') {
        p.drawText(k.s, { x: k.x, y: H - k.y - k.size, fontSize: k.size, maxWidth: k.w, lineHeight: 1.2, bold: !!k.bold });
      } else if (k.t === 'cell') {
        p.drawRect({ x: k.x, y: H - k.y - k.h, width: k.w, height: k.h, stroke: { r: 0.4, g: 0.4, b: 0.4 }, lineWidth: 0.5 });
        p.drawText(k.s, { x: k.x + k.pad, y: H - k.y - k.pad - k.size, fontSize: k.size, maxWidth: k.w - 2 * k.pad, lineHeight: 1.2, bold: !!k.bold });
      } else if (k.t === 'rule') {
        p.drawLine({ x1: k.x1, y1: H - k.y, x2: k.x2, y2: H - k.y, lineWidth: 0.6 });
      } else if (k.t === 'rot') {
        p.drawText(k.s, { x: k.x, y: H - k.y, fontSize: k.size, rotation: 90 });
      } else if (k.t === 'freetext') {
        p.addAnnotation({ type: 'FreeText', rect: [k.x, H - k.y - k.h, k.x + k.w, H - k.y], contents: k.s, fontSize: k.size });
      } else if (k.t === 'stamp') {
        p.addAnnotation({ type: 'Stamp', rect: [k.x, H - k.y - k.h, k.x + k.w, H - k.y], stampName: k.name, contents: k.s });
      }
    }
  }
  return Buffer.from(await b.build());
}

async function renderTiny(job) {
  const { pdf } = await import('tinypdf');
  const doc = pdf();
  for (const pg of job.pages) {
    doc.page(W, H, (ctx) => {
      for (const k of pg.blocks) {
        if (k.t === 'text') {
          if (k.spaced) {         // letter-spaced heading: one text object per character
            let x = k.x;
            for (const ch of k.s) { if (ch !== ' ') ctx.text(ch, x, H - k.y, k.size); x += doc.measureText(ch, k.size) + k.spaced; }
          } else if (k.smallcaps) {   // fake small caps: capital at full size, the rest as smaller capitals
            let x = k.x;
            for (const w of k.s.split(' ')) {
              const a = w.slice(0, 1), rest = w.slice(1).toUpperCase();
              ctx.text(a, x, H - k.y, k.size); x += doc.measureText(a, k.size);
              if (rest) { ctx.text(rest, x, H - k.y, k.size * 0.78); x += doc.measureText(rest, k.size * 0.78); }
              x += doc.measureText(' ', k.size);
            }
          } else {
            ctx.text(k.s, k.x, H - k.y, k.size);
          }
        } else if (k.t === 'para' || k.t === 'cell') {
          const pad = k.pad || 0;
          if (k.t === 'cell') {
            ctx.line(k.x, H - k.y, k.x + k.w, H - k.y, '#555555', 0.5);
            ctx.line(k.x, H - k.y - k.h, k.x + k.w, H - k.y - k.h, '#555555', 0.5);
            ctx.line(k.x, H - k.y, k.x, H - k.y - k.h, '#555555', 0.5);
            ctx.line(k.x + k.w, H - k.y, k.x + k.w, H - k.y - k.h, '#555555', 0.5);
          }
          k.lines.forEach((ln, i) => ctx.text(ln, k.x + pad, H - k.y - pad - k.size * (1.2 * i + 0.95), k.size));
        } else if (k.t === 'rule') {
          ctx.line(k.x1, H - k.y, k.x2, H - k.y, '#777777', 0.6);
        } else if (k.t === 'rtext') {
          ctx.text(k.s, k.x, H - k.y, k.size, { align: 'right', width: k.w });
        }
      }
    });
  }
  return Buffer.from(doc.build());
}

const R = { peculiar: renderPeculiar, excelts: renderExcelts, tinypdf: renderTiny }[family];
for (const job of jobs) {
  fs.writeFileSync(job.out, await R(job));
}
console.log('rendered', jobs.length);
