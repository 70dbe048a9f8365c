// Renders corpus R documents with @react-pdf/renderer (plain React.createElement, no JSX).
const fs = require('fs');
const R = require('react');
const P = require('@react-pdf/renderer');
const h = R.createElement;
const DJ = process.env.CORPUSR_FONTS;  // DejaVu with kerning removed (see render_reactpdf.py)
P.Font.register({family: 'DejaVuSans', fonts: [{src: DJ + 'DejaVuSans.ttf'}, {src: DJ + 'DejaVuSans-Bold.ttf', fontWeight: 'bold'}]});
P.Font.register({family: 'DejaVuSerif', fonts: [{src: DJ + 'DejaVuSerif.ttf'}, {src: DJ + 'DejaVuSerif-Bold.ttf', fontWeight: 'bold'}]});
P.Font.registerHyphenationCallback(w => [w]);
const INK = '#15152a';
const S = {
  page: {paddingTop: 34, paddingBottom: 60, paddingHorizontal: 40, fontSize: 9, color: INK, lineHeight: 1.3},
  hf: {flexDirection: 'row', justifyContent: 'space-between', fontSize: 8, marginBottom: 2},
  head: {borderBottomWidth: 1, borderBottomColor: '#333', paddingBottom: 4, marginBottom: 10},
  foot: {position: 'absolute', bottom: 22, left: 40, right: 40, borderTopWidth: 0.5, borderTopColor: '#333', paddingTop: 3},
  title: {fontSize: 13, fontWeight: 'bold', textAlign: 'center', marginVertical: 8},
  p: {marginBottom: 6, textAlign: 'justify'},
  cellRow: {flexDirection: 'row', borderWidth: 0.5, borderColor: '#444', marginTop: -0.5},
  cap: {fontWeight: 'bold', fontSize: 8.5},
};

function hf(b, key) {
  return h(P.View, {style: S.hf, key}, h(P.Text, {style: {maxWidth: '62%'}}, b.left), h(P.Text, {style: {textAlign: 'right', maxWidth: '45%'}}, b.right));
}

function kv(b, key) {
  const rows = b.pairs.map(([c, v], i) => {
    if (b.style === 'cells') return h(P.View, {style: S.cellRow, key: i}, h(P.Text, {style: [S.cap, {width: '32%', padding: 3, borderRightWidth: 0.5, borderRightColor: '#444'}]}, c), h(P.Text, {style: {width: '68%', padding: 3}}, v));
    if (b.style === 'stacked') return h(P.View, {key: i, style: {marginBottom: 3}}, h(P.Text, {style: [S.cap, {fontSize: 7.5}]}, c), h(P.Text, {style: {marginLeft: 10}}, v));
    if (b.style === 'valuefirst') return h(P.View, {key: i, style: {marginBottom: 3}}, h(P.Text, {style: {borderBottomWidth: 0.3, borderBottomColor: '#555'}}, v), h(P.Text, {style: {fontSize: 7.5}}, c));
    if (b.style === 'far') return h(P.View, {key: i, style: {flexDirection: 'row', justifyContent: 'space-between', marginBottom: 1}}, h(P.Text, {style: S.cap}, c), h(P.Text, null, v));
    return h(P.View, {key: i, style: {flexDirection: 'row', marginBottom: 1}}, h(P.Text, {style: [S.cap, {width: '30%'}]}, c + ' :'), h(P.Text, {style: {width: '70%'}}, v));
  });
  return h(P.View, {key, style: {marginBottom: 8}}, rows);
}

function table(b, key) {
  const tot = b.w.reduce((a, x) => a + x, 0);
  const row = (r, i, head) => h(P.View, {key: i, style: {flexDirection: 'row', borderBottomWidth: head ? 1 : 0.4, borderBottomColor: '#333'}},
    r.map((c, k) => h(P.Text, {key: k, style: {width: (100 * b.w[k] / tot) + '%', padding: 2, fontSize: 8, fontWeight: head ? 'bold' : 'normal'}}, c)));
  return h(P.View, {key, style: {borderTopWidth: 1, borderTopColor: '#333', marginBottom: 8}}, [row(b.head, 'h', true)].concat(b.rows.map((r, i) => row(r, i, false))));
}

function block(b, key) {
  switch (b.t) {
    case 'title': return h(P.Text, {key, style: S.title}, b.text);
    case 'p': case 'words': return h(P.Text, {key, style: S.p}, b.text);
    case 'kv': return kv(b, key);
    case 'table': return table(b, key);
    case 'lines': return h(P.View, {key, style: {alignItems: b.align === 'right' ? 'flex-end' : 'flex-start', marginBottom: 8}}, b.lines.map((l, i) => h(P.Text, {key: i}, l)));
    case 'hf': return hf(b, key);
  }
  throw new Error('bloc inconnu ' + b.t);
}

async function main() {
  const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  for (const d of spec) {
    const pages = d.pages.map((pg, i) => h(P.Page, {key: i, size: 'A4', style: [S.page, {fontFamily: d.font}]},
      h(P.View, {style: S.head}, pg.header.map((b, k) => block(b, k))),
      pg.body.map((b, k) => block(b, 'b' + k)),
      h(P.View, {style: S.foot, fixed: false}, pg.footer.map((b, k) => block(b, k)))));
    const doc = h(P.Document, {title: d.title, author: d.author, subject: d.subject, creator: 'Module courrier', producer: 'react-pdf'}, pages);
    await P.renderToFile(doc, d.out);
  }
}
main().catch(e => { console.error(e); process.exit(1); });
