{ corpus AD helper: renders a TSV list of drawing operations with Free Pascal's fcl-pdf (fpPDF).
  Usage: fclrender OPS.tsv OUT.pdf
  Lines (UTF-8, tab-separated, mm, origin top-left):
    I <field> <value>        document info: Title, Author, Keywords, Creator, Producer
    P                        new A4 page
    F <R|B> <size>           select font (LiberationSans regular / bold)
    T <x> <y> <deg> <text>   text at baseline (x, y), rotated by deg
    L <x1> <y1> <x2> <y2>    line
    R <x> <y> <w> <h>        rectangle outline }
program fclrender;
{$mode objfpc}{$H+}
{$codepage utf8}
uses SysUtils, Classes, fpPDF, fpTTF;

var
  D: TPDFDocument; S: TPDFSection; P: TPDFPage;
  FR, FB: integer; Lines, Cols: TStringList; i: integer; Ln: string;

function Fl(const s: string): single;
var fs: TFormatSettings;
begin
  fs := DefaultFormatSettings; fs.DecimalSeparator := '.';
  Result := StrToFloat(s, fs);
end;

begin
  Lines := TStringList.Create;
  Lines.LoadFromFile(ParamStr(1));
  Cols := TStringList.Create;
  Cols.Delimiter := #9; Cols.StrictDelimiter := True;
  D := TPDFDocument.Create(nil);
  D.Options := [poPageOriginAtTop, poSubsetFont, poCompressText, poCompressFonts];
  D.FontDirectory := '/usr/share/fonts/truetype/liberation';
  D.Infos.CreationDate := EncodeDate(2024, 6, 1);
  for i := 0 to Lines.Count - 1 do
  begin
    Cols.DelimitedText := Lines[i];
    if (Cols.Count >= 3) and (Cols[0] = 'I') then
    begin
      if Cols[1] = 'Title' then D.Infos.Title := Cols[2]
      else if Cols[1] = 'Author' then D.Infos.Author := Cols[2]
      else if Cols[1] = 'Keywords' then D.Infos.Keywords := Cols[2]
      else if Cols[1] = 'Creator' then D.Infos.ApplicationName := Cols[2]
      else if Cols[1] = 'Producer' then D.Infos.Producer := Cols[2];
    end;
  end;
  D.StartDocument;
  S := D.Sections.AddSection;
  FR := D.AddFont('LiberationSans-Regular.ttf', 'LiberationSans');
  FB := D.AddFont('LiberationSans-Bold.ttf', 'LiberationSans-Bold');
  P := nil;
  for i := 0 to Lines.Count - 1 do
  begin
    Ln := Lines[i];
    if Ln = '' then continue;
    Cols.DelimitedText := Ln;
    case Cols[0] of
      'P': begin
             P := D.Pages.AddPage;
             P.PaperType := ptA4; P.UnitOfMeasure := uomMillimeters;
             S.AddPage(P);
             P.SetFont(FR, 10);
           end;
      'F': if Cols[1] = 'B' then P.SetFont(FB, Round(Fl(Cols[2]))) else P.SetFont(FR, Round(Fl(Cols[2])));
      'T': P.WriteText(Fl(Cols[1]), Fl(Cols[2]), Cols[4], Fl(Cols[3]));
      'L': begin P.SetPenStyle(ppsSolid); P.DrawLine(Fl(Cols[1]), Fl(Cols[2]), Fl(Cols[3]), Fl(Cols[4]), 0.3); end;
      'R': P.DrawRect(Fl(Cols[1]), Fl(Cols[2]) + Fl(Cols[4]), Fl(Cols[3]), Fl(Cols[4]), 0.3, False, True);
    end;
  end;
  D.SaveToFile(ParamStr(2));
  D.Free;
end.
