# Corpus L renderer for Prawn 2.4 (+ prawn-table): JSON document model -> PDF.
# Usage: ruby render_prawn.rb SPEC.json OUT.pdf
require 'json'
require 'time'
require 'prawn'
require 'prawn/table'

spec = JSON.parse(File.read(ARGV[0]))
out = ARGV[1]
st = spec['style']
MM = 72.0 / 25.4
mt, mr, mb, ml = st['margins'].map { |v| v * MM }
base = st['size'].to_f
accent = (st['accent'] || '#000000').delete('#')
fonts = st['font_files']

def esc(s)
  s.to_s.gsub('&', '&amp;').gsub('<', '&lt;').gsub('>', '&gt;').gsub(/\*\*(.+?)\*\*/m, '<b>\1</b>')
end

info = { Creator: 'Prawn' }
info[:Title] = spec['meta']['title'] if spec['meta']['title']
info[:Author] = spec['meta']['author'] if spec['meta']['author']
info[:Subject] = spec['meta']['subject'] if spec['meta']['subject']
info[:Keywords] = spec['meta']['keywords'] if spec['meta']['keywords']
info[:CreationDate] = Time.parse(st['created']) if st['created']
info[:Creator] = st['creator'] if st['creator']

pdf = Prawn::Document.new(page_size: st['paper'] || 'A4', margin: [mt, mr, mb, ml], info: info)
pdf.font_families.update('F' => { normal: fonts['regular'], bold: fonts['bold'],
                                  italic: fonts['italic'], bold_italic: fonts['bolditalic'] })
if st['font2_files']
  f2 = st['font2_files']
  pdf.font_families.update('G' => { normal: f2['regular'], bold: f2['bold'], italic: f2['italic'], bold_italic: f2['bolditalic'] })
end
pdf.font 'F', size: base
pdf.default_leading = (st['leading'] || 1.5).to_f

hfont = st['font2_files'] ? 'G' : 'F'

# ------------------------------------------------------------ running header / footer
hdr = spec['header'] || {}
ftr = spec['footer'] || {}
hsize = (st['header_size'] || base - 1.5).to_f
pdf.repeat(:all) do
  pdf.canvas do
    w = pdf.bounds.width - ml - mr
    top = pdf.bounds.top - 8 * MM
    pdf.font(hfont, size: hsize) do
      pdf.fill_color '333333'
      pdf.text_box(esc((hdr['left'] || []).join("\n")), at: [ml, top], width: w * 0.62, inline_format: true, leading: 1)
      pdf.text_box(esc((hdr['right'] || []).join("\n")), at: [ml + w * 0.62, top], width: w * 0.38, align: :right, inline_format: true, leading: 1)
      if hdr['center'] && !hdr['center'].empty?
        pdf.text_box(esc(hdr['center'].join("\n")), at: [ml, top], width: w, align: :center, inline_format: true)
      end
      if hdr['rule']
        pdf.stroke_color accent
        pdf.line_width 0.6
        pdf.stroke_horizontal_line ml, ml + w, at: pdf.bounds.top - mt + 3 * MM
      end
      fy = mb - 5 * MM
      if ftr['rule']
        pdf.stroke_color 'AAAAAA'
        pdf.line_width 0.4
        pdf.stroke_horizontal_line ml, ml + w, at: fy + 2 * MM
      end
      pdf.text_box(esc((ftr['left'] || []).join("\n")), at: [ml, fy], width: w * 0.7, size: hsize - 0.5, inline_format: true, leading: 1)
      if ftr['center'] && !ftr['center'].empty?
        pdf.text_box(esc(ftr['center'].join("\n")), at: [ml, fy - 8 * MM], width: w, size: hsize - 1, align: :center, inline_format: true)
      end
      pdf.fill_color '000000'
      pdf.stroke_color '000000'
    end
  end
end

# ------------------------------------------------------------ blocks
def kv_rows(rows, cols)
  cells = rows.map { |k, v| [k, v] }
  return cells if cols == 1
  out = []
  cells.each_slice(cols) do |sl|
    row = []
    sl.each { |k, v| row << k << v }
    row << '' << '' while row.size < cols * 2
    out << row
  end
  out
end

W = pdf.bounds.width
spec['body'].each do |b|
  case b['t']
  when 'title'
    pdf.move_down 4
    pdf.font(hfont) do
      pdf.text esc(b['text']), size: base + (b['size_delta'] || 5), style: :bold, align: (b['align'] || st['title_align'] || 'left').to_sym,
                               inline_format: true, color: accent
    end
    pdf.move_down 6
  when 'h'
    pdf.move_down(b['level'] == 1 ? 8 : 5)
    pdf.font(hfont) do
      if b['level'] == 1
        pdf.text esc(st['h_upper'] ? b['text'].upcase : b['text']), size: base + 1.5, style: :bold, color: accent, inline_format: true
        if st['h_rule']
          pdf.stroke_color accent
          pdf.line_width 0.5
          pdf.stroke_horizontal_rule
          pdf.stroke_color '000000'
        end
      else
        pdf.text esc(b['text']), size: base + 0.3, style: :bold, inline_format: true
      end
    end
    pdf.move_down 3
  when 'p'
    style = b['italic'] ? :italic : (b['bold'] ? :bold : :normal)
    pdf.text esc(b['text']), align: (b['align'] || st['align'] || 'left').to_sym, inline_format: true, style: style,
                             size: base + (b['size_delta'] || 0)
    pdf.move_down 4
  when 'small'
    pdf.text esc(b['text']), size: base - 2, inline_format: true, color: '444444', align: (b['align'] || 'left').to_sym
    pdf.move_down 3
  when 'kv'
    data = kv_rows(b['rows'], b['cols'] || 1).map { |r| r.map { |c| esc(c) } }
    lw = b['cols'] == 2 ? [0.17, 0.33, 0.17, 0.33] : [b['label_w'] || 0.3, 1 - (b['label_w'] || 0.3)]
    pdf.table(data, width: W, column_widths: lw.map { |f| f * W },
                    cell_style: { size: base - 0.5, padding: [2, 4, 2, 4], inline_format: true,
                                  borders: b['border'] ? [:top, :bottom, :left, :right] : [], border_width: 0.4, border_color: 'BBBBBB' }) do |t|
      t.columns((0..data[0].size - 1).step(2).to_a).font_style = :bold
    end
    pdf.move_down 5
  when 'table'
    if b['caption']
      pdf.move_down 3
      pdf.font(hfont) { pdf.text esc(b['caption']), size: base + 0.3, style: :bold, inline_format: true }
      pdf.move_down 2
    end
    head = b['head'].map { |c| esc(c) }
    rows = b['rows'].map { |r| r.map { |c| esc(c) } }
    widths = (b['widths'] || Array.new(head.size, 1.0 / head.size)).map { |f| f * W }
    pdf.table([head] + rows, header: true, width: W, column_widths: widths,
                             cell_style: { size: base + (b['size_delta'] || -1), padding: [2, 3, 2, 3], inline_format: true,
                                           border_width: 0.4, border_color: '999999' }) do |t|
      t.row(0).font_style = :bold
      t.row(0).background_color = b['head_bg'] || 'E4E9F0'
      if b['zebra']
        (1..rows.size).each { |i| t.row(i).background_color = 'F4F4F4' if i.even? }
      end
    end
    pdf.move_down 6
  when 'box'
    content = []
    content << [esc("**#{b['title']}**")] if b['title']
    content << [esc(b['lines'].join("\n"))]
    bw = (b['width'] || 1.0) * W
    pdf.indent((b['offset'] || 0) * W) do
      pdf.table(content, width: bw, cell_style: { size: base - 0.3, inline_format: true, padding: [3, 5, 3, 5],
                                                 borders: [], background_color: b['bg'] || 'F2F2F2' }) do |t|
        t.cells.borders = [:top, :bottom, :left, :right] if b['frame']
        t.cells.border_width = 0.6
      end
    end
    pdf.move_down 6
  when 'cols2'
    l = esc(b['left'].join("\n"))
    r = esc(b['right'].join("\n"))
    lw = (b['split'] || 0.5)
    pdf.table([[l, r]], width: W, column_widths: [W * lw, W * (1 - lw)],
                        cell_style: { borders: [], size: base + (b['size_delta'] || -0.5), inline_format: true, padding: [1, 2, 1, 2] }) do |t|
      t.column(1).align = (b['right_align'] || 'left').to_sym
    end
    pdf.move_down 6
  when 'list'
    b['items'].each do |it|
      pdf.indent(10) { pdf.text "•  " + esc(it), inline_format: true }
      pdf.move_down 1.5
    end
    pdf.move_down 3
  when 'sign'
    pdf.move_down 6
    pdf.indent(W * 0.55) { b['lines'].each { |ln| pdf.text esc(ln), inline_format: true } }
    pdf.move_down 6
  when 'space'
    pdf.move_down b['mm'] * MM
  when 'hr'
    pdf.stroke_color 'AAAAAA'
    pdf.stroke_horizontal_rule
    pdf.stroke_color '000000'
    pdf.move_down 4
  when 'pagebreak'
    pdf.start_new_page
  end
end

if ftr['pagenum']
  fmt = ftr['pagenum'].gsub('{p}', '<page>').gsub('{n}', '<total>')
  align = (ftr['pagenum_pos'] || 'right').to_sym
  pdf.number_pages fmt, at: [0, -(mb - 5 * MM)], width: W, align: align, size: hsize - 0.5
end
pdf.render_file(out)
