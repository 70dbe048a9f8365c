// Family 2 renderer: @react-pdf/renderer (its own layout engine, fonts embedded as subsets).
// Usage: node render_letters.mjs spec1.json [spec2.json ...]  (each spec names its output PDF)
import fs from 'node:fs';
import React from 'react';
import { Document, Page, Text, View, Font, renderToFile } from '@react-pdf/renderer';

const h = React.createElement;
const FONTS = {
  sans: ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
  serif: ['/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf'],
};
for (const [fam, [reg, bold]] of Object.entries(FONTS)) {
  Font.register({ family: fam, fonts: [{ src: reg }, { src: bold, fontWeight: 'bold' }] });
}
Font.registerHyphenationCallback((w) => [w]);  // never hyphenate: a value must stay whole

const ST = {
  estab: { fontSize: 11, fontWeight: 'bold', color: '#1d3f73' },
  small: { fontSize: 7.5, color: '#444' },
  line: { fontSize: 9.2, marginBottom: 1.5 },
  bold: { fontSize: 9.5, fontWeight: 'bold', marginTop: 6, marginBottom: 4 },
  p: { fontSize: 9.2, marginBottom: 6, lineHeight: 1.35, textAlign: 'justify' },
  foreign: { fontSize: 8.6, marginBottom: 6, lineHeight: 1.3, fontStyle: 'normal', color: '#222',
             padding: 5, borderLeft: '2pt solid #8aa' },
  box: { fontSize: 8.8, padding: 5, marginBottom: 8, border: '0.6pt solid #777', backgroundColor: '#f3f3f3' },
  foot: { position: 'absolute', bottom: 26, left: 48, right: 48, fontSize: 7, color: '#666', textAlign: 'center' },
};

function block(b, k) {
  if (b.kind === 'row') {
    return h(View, { key: k, style: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 14 } },
      h(View, { style: { width: '52%' } }, ...b.left.map((l, i) => h(Text, { key: i, style: ST[l.style] || ST.line }, l.text))),
      h(View, { style: { width: '40%', marginTop: 28 } }, ...b.right.map((l, i) => h(Text, { key: i, style: ST.line }, l.text))));
  }
  return h(Text, { key: k, style: ST[b.style] || ST.p }, b.text);
}

for (const path of process.argv.slice(2)) {
  const spec = JSON.parse(fs.readFileSync(path, 'utf8'));
  const doc = h(Document, { title: spec.title, author: spec.author, subject: spec.subject, creator: 'Publipostage GAM',
                            producer: 'react-pdf', language: 'fr', creationDate: new Date(spec.date) },
    ...spec.pages.map((pg, i) => h(Page, { key: i, size: 'A4', wrap: false,
                                            style: { paddingTop: 42, paddingBottom: 50, paddingHorizontal: 48, fontFamily: spec.font } },
      ...pg.blocks.map(block),
      h(Text, { style: ST.foot, fixed: false }, pg.footer))));
  await renderToFile(doc, spec.out);
}
