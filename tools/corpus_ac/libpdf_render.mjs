// Corpus AC, family "libpdf": draws a page description with @libpdf/core (npm, TypeScript).
// Usage: node libpdf_render.mjs IN.json OUT.pdf   (run with NODE_PATH / cwd where @libpdf/core is installed)
// IN.json: {info:{Title,Author,Subject,Keywords}, fonts:{key:ttfPath}, letterhead:[ops]|null,
//           pages:[{w,h,letterhead:bool, ops:[...]}]}
// ops: {t:"T",font,size,x,y,angle,gray,text} {t:"L",x1,y1,x2,y2,lw,gray} {t:"R",x,y,w,h,fill,stroke,lw}
//      {t:"LINK",x,y,w,h,uri} {t:"NOTE",x,y,w,h,contents,title}
// The letterhead is drawn once in a separate document, then embedded as ONE form XObject
// (pdf.embedPage) and painted on every page that asks for it.
import { PDF, rgb, grayscale } from "@libpdf/core";
import fs from "fs";

const [, , inPath, outPath] = process.argv;
const spec = JSON.parse(fs.readFileSync(inPath, "utf8"));
const g = (v) => rgb(v, v, v);

function drawOps(page, fonts, ops) {
  for (const op of ops) {
    if (op.t === "T") {
      const o = { x: op.x, y: op.y, size: op.size, font: fonts[op.font], color: g(op.gray || 0) };
      if (op.angle) o.rotate = { angle: op.angle };
      page.drawText(op.text, o);
    } else if (op.t === "L") {
      page.drawLine({ start: { x: op.x1, y: op.y1 }, end: { x: op.x2, y: op.y2 }, thickness: op.lw, color: g(op.gray || 0) });
    } else if (op.t === "R") {
      const o = { x: op.x, y: op.y, width: op.w, height: op.h };
      if (op.fill >= 0) o.color = g(op.fill);
      if (op.stroke >= 0) { o.borderColor = g(op.stroke); o.borderWidth = op.lw; }
      page.drawRectangle(o);
    } else if (op.t === "LINK") {
      page.addLinkAnnotation({ rect: { x: op.x, y: op.y, width: op.w, height: op.h }, uri: op.uri, borderWidth: 0 });
    } else if (op.t === "NOTE") {
      page.addTextAnnotation({ rect: { x: op.x, y: op.y, width: op.w, height: op.h }, contents: op.contents, title: op.title });
    }
  }
}

function loadFonts(pdf) {
  const fonts = {};
  for (const [k, p] of Object.entries(spec.fonts)) fonts[k] = pdf.embedFont(new Uint8Array(fs.readFileSync(p)));
  return fonts;
}

const pdf = PDF.create();
const info = spec.info || {};
if (info.Title) pdf.setTitle(info.Title);
if (info.Author) pdf.setAuthor(info.Author);
if (info.Subject) pdf.setSubject(info.Subject);
if (info.Keywords) pdf.setKeywords(info.Keywords.split(";"));
pdf.setCreator("corpus AC / libpdf_render.mjs");
const fixed = new Date(Date.UTC(2025, 0, 15, 9, 30, 0));
pdf.setCreationDate(fixed);
pdf.setModificationDate(fixed);

let emb = null;
if (spec.letterhead) {
  const lh = PDF.create();
  const lhFonts = loadFonts(lh);
  const lp = lh.addPage({ width: spec.pages[0].w, height: spec.pages[0].h });
  drawOps(lp, lhFonts, spec.letterhead);
  const lhDoc = await PDF.load(await lh.save());
  emb = await pdf.embedPage(lhDoc, 0);
}
const fonts = loadFonts(pdf);
for (const ps of spec.pages) {
  const page = pdf.addPage({ width: ps.w, height: ps.h });
  if (ps.letterhead && emb) page.drawPage(emb, { x: 0, y: 0 });
  drawOps(page, fonts, ps.ops);
}
fs.writeFileSync(outPath, await pdf.save());
