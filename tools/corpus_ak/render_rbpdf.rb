# Interpreter of a JSON drawing list for RBPDF (Ruby port of TCPDF 5.2; Debian ruby-rbpdf).
# Usage: ruby render_rbpdf.rb JOB.json OUT.pdf
require 'json'
require 'rbpdf'

class AkPDF < RBPDF
  attr_accessor :job
  def Header()
    h = @job['head']
    return unless h
    set_font(@job['hfont'], '', 7.5)
    set_text_color(60, 60, 60)
    set_xy(15, 8)
    cell(0, 4, h, 'B', 1, 'L')
    set_text_color(0, 0, 0)
  end

  def Footer()
    f = @job['foot']
    return unless f
    set_font(@job['hfont'], '', 7)
    set_xy(15, -14)
    cell(0, 4, f + @job['pagefmt'].sub('%d', get_page.to_s), 'T', 0, 'L')
  end
end

job = JSON.parse(File.read(ARGV[0]))
pdf = AkPDF.new('P', 'mm', 'A4', true, 'UTF-8', false)
pdf.job = job
pdf.set_print_header(!job['head'].nil?)
pdf.set_print_footer(!job['foot'].nil?)
pdf.set_title(job['title']) if job['title']
pdf.set_author(job['author']) if job['author']
pdf.set_creator('corpus AK')
pdf.set_margins(15, job['top'] || 18, 15)
pdf.set_auto_page_break(true, 20)
pdf.add_page
mark = nil
job['ops'].each do |op|
  case op[0]
  when 'font' then pdf.set_font(op[1], op[2], op[3])
  when 'cell' then pdf.cell(op[1], op[2], op[3], op[4], op[5], op[6], op[7] || 0)
  when 'mcell' then pdf.multi_cell(op[1], op[2], op[3], op[4], op[5])
  when 'ln' then pdf.ln(op[1])
  when 'xy' then pdf.set_xy(op[1], op[2])
  when 'x' then pdf.set_x(op[1])
  when 'fill' then pdf.set_fill_color(op[1], op[2], op[3])
  when 'mark' then mark = [pdf.get_x, pdf.get_y]
  when 'box' then pdf.rect(mark[0], mark[1], op[1], pdf.get_y - mark[1] + 1)
  when 'newpage' then pdf.add_page
  end
end
pdf.output(ARGV[1], 'F')
