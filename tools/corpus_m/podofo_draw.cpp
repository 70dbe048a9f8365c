// Draw-list interpreter for PoDoFo 0.9.8 (corpus_m). Usage: podofo_draw IN.txt OUT.pdf
#include <podofo/podofo.h>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#include <map>
using namespace PoDoFo;
static std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> v; std::string cur; for (char c : s) { if (c == '\t') { v.push_back(cur); cur.clear(); } else cur += c; }
  v.push_back(cur); return v; }
int main(int argc, char** argv) {
  std::ifstream in(argv[1]); std::string line;
  PdfMemDocument doc; PdfPainter painter; PdfPage* page = nullptr;
  std::map<std::string, PdfFont*> fonts;
  auto font = [&](const std::string& k) {
    if (fonts.count(k)) return fonts[k];
    const char* file = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"; const char* name = "DejaVu Sans"; bool bold = false;
    if (k == "B") { file = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"; bold = true; }
    if (k == "S") { file = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"; name = "DejaVu Serif"; }
    if (k == "M") { file = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"; name = "DejaVu Sans Mono"; }
    PdfFont* f = doc.CreateFont(name, bold, false, false, PdfEncodingFactory::GlobalWinAnsiEncodingInstance(),
                                PdfFontCache::eFontCreationFlags_None, true, file);
    fonts[k] = f; return f; };
  while (std::getline(in, line)) {
    auto f = split(line); if (f.empty() || f[0].empty()) continue;
    if (f[0] == "P") { if (page) painter.FinishPage();
      page = doc.CreatePage(PdfRect(0, 0, std::stod(f[1]), std::stod(f[2]))); painter.SetPage(page); }
    else if (f[0] == "T") { PdfFont* ft = font(f[4]); ft->SetFontSize(std::stod(f[3])); painter.SetFont(ft);
      painter.SetColor(0, 0, 0);
      painter.DrawText(std::stod(f[1]), std::stod(f[2]), PdfString(reinterpret_cast<const pdf_utf8*>(f[5].c_str()))); }
    else if (f[0] == "R") { painter.SetStrokeWidth(std::stod(f[5])); painter.Rectangle(std::stod(f[1]), std::stod(f[2]), std::stod(f[3]), std::stod(f[4])); painter.Stroke(); }
    else if (f[0] == "F") { double g = std::stod(f[5]); painter.SetColor(g, g, g); painter.Rectangle(std::stod(f[1]), std::stod(f[2]), std::stod(f[3]), std::stod(f[4])); painter.Fill(); painter.SetColor(0,0,0); }
    else if (f[0] == "L") { painter.SetStrokeWidth(std::stod(f[5])); painter.DrawLine(std::stod(f[1]), std::stod(f[2]), std::stod(f[3]), std::stod(f[4])); }
    else if (f[0] == "META") { PdfInfo* info = doc.GetInfo();
      info->SetTitle(PdfString(reinterpret_cast<const pdf_utf8*>(f[1].c_str())));
      info->SetAuthor(PdfString(reinterpret_cast<const pdf_utf8*>(f[2].c_str())));
      info->SetSubject(PdfString(reinterpret_cast<const pdf_utf8*>(f[3].c_str())));
      info->SetKeywords(PdfString(reinterpret_cast<const pdf_utf8*>(f[4].c_str()))); }
  }
  if (page) painter.FinishPage();
  doc.Write(argv[2]); return 0; }
