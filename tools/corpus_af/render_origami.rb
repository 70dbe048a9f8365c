# Origami 2.1.0 (Ruby, Debian ruby-origami) writer for corpus AF.
# Usage: ruby render_origami.rb job.json out.pdf
# Text through Origami's ContentStream#write (it emits Tf/Td/TL/Tr/Ts/Tz/Tw/Tc + Tj itself);
# standard Times family, WinAnsiEncoding, not embedded; table rows condensed with horizontal
# scaling (Tz 88) and drawn column by column; titles letter-spaced (Tc); the "1er"/"n°"-free body
# is written line by line in a SHUFFLED order given by the job; a Text (sticky note)
# annotation with a non-personal remark on page 1; Info dictionary through trailer /Info + create_metadata (XMP).
require 'json'
require 'origami'
include Origami

job = JSON.parse(File.read(ARGV[0], encoding: 'UTF-8'))
pdf = PDF.new
fonts = { 'R' => 'Times-Roman', 'B' => 'Times-Bold', 'I' => 'Times-Italic' }

def cp(s)
  s.encode('Windows-1252', invalid: :replace, undef: :replace, replace: '?').force_encoding('BINARY')
end

job['pages'].each_with_index do |pg, pi|
  page = Page.new.setMediaBox(Rectangle[llx: 0, lly: 0, urx: 595, ury: 842])
  pdf.append_page(page)
  fonts.each do |k, base|
    f = Font::Type1.new
    f.BaseFont = Name.new(base.to_sym)
    f.Encoding = Name.new(:WinAnsiEncoding)
    page.add_font(f, ('F' + k).to_sym)
  end
  cs = ContentStream.new
  pg['rules'].each do |rl|
    if rl[0] == 'hline'
      cs.draw_line([rl[1], rl[2]], [rl[3], rl[2]], line_width: 0.5)
    else
      cs.draw_rectangle(rl[1], rl[2], rl[3], rl[4], line_width: 0.6, fill: false)
    end
  end
  pg['lines'].each do |ln|
    opts = { x: ln['x'], y: ln['y'], font: ('F' + ln['font']).to_sym, size: ln['size'],
             color: Graphics::Color::GrayScale.new(0.0), scale: 100, char_spacing: 0, word_spacing: 0 }
    opts[:scale] = 88 if ln['role'] == 'cell'
    opts[:char_spacing] = 1.2 if ln['role'] == 'title'
    cs.write(cp(ln['text'] + ' '), opts)  # trailing space: pypdf glues shuffled lines otherwise
  end
  page.Contents = cs
  if pi == 0 && job['note']
    annot = Annotation::Text.new
    annot.Rect = Rectangle[llx: 560, lly: 800, urx: 580, ury: 820]
    annot.Contents = cp(job['note'])
    annot.Open = false
    page.add_annotation(annot)
  end
end
if job['info']
  info = Dictionary.new
  job['info'].each { |k, v| info[k.to_sym] = cp(v) }
  pdf << info
  pdf.trailer.Info = info.reference
  pdf.create_metadata(job['info'].transform_keys(&:to_sym))  # XMP pdf:Title ... in UTF-8
end
pdf.save(ARGV[1], noindent: true)
