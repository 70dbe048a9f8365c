<?php
// corpus AD helper: renders a TSV list of drawing operations with the original PHP FPDF
// (Debian php-fpdf, /usr/share/php/fpdf/fpdf.php). Usage: php fpdfrender.php OPS.tsv OUT.pdf
// Same operation lines as fclrender.pas (mm, origin top-left, baseline y):
//   I <field> <value> | P | F <R|B> <size> | T <x> <y> <deg> <text> | L x1 y1 x2 y2 | R x y w h
//   C <x> <y> <w> <h> <border 0|1> <align L|C|R> <text>   (an FPDF Cell: text box, y = top)
require_once('/usr/share/php/fpdf/fpdf.php');

class RotFPDF extends FPDF {
    // text rotated around its own origin, written with a cm matrix (FPDF has no rotation API)
    function RotatedText($x, $y, $angle, $txt) {
        $a = deg2rad($angle); $c = cos($a); $s = sin($a);
        $cx = $x * $this->k; $cy = ($this->h - $y) * $this->k;
        $this->_out(sprintf('q %.5F %.5F %.5F %.5F %.2F %.2F cm 1 0 0 1 %.2F %.2F cm',
            $c, $s, -$s, $c, $cx, $cy, -$cx, -$cy));
        $this->Text($x, $y, $txt);
        $this->_out('Q');
    }
    // fixed creation date: the same seed gives the same bytes
    protected function _putinfo() {
        $this->metadata['Producer'] = 'FPDF '.FPDF_VERSION;
        $this->metadata['CreationDate'] = 'D:20240601120000';
        foreach ($this->metadata as $key => $value)
            $this->_put('/'.$key.' '.$this->_textstring($value));
    }
}

function cp($s) { return mb_convert_encoding($s, 'Windows-1252', 'UTF-8'); }

$pdf = new RotFPDF('P', 'mm', 'A4');
$pdf->SetAutoPageBreak(false);
$pdf->SetMargins(0, 0, 0);
$pdf->SetLineWidth(0.25);
foreach (file($argv[1], FILE_IGNORE_NEW_LINES) as $ln) {
    if ($ln === '') continue;
    $c = explode("\t", $ln);
    switch ($c[0]) {
        case 'I':
            if ($c[1] == 'Title') $pdf->SetTitle($c[2], true);
            elseif ($c[1] == 'Author') $pdf->SetAuthor($c[2], true);
            elseif ($c[1] == 'Subject') $pdf->SetSubject($c[2], true);
            elseif ($c[1] == 'Keywords') $pdf->SetKeywords($c[2], true);
            elseif ($c[1] == 'Creator') $pdf->SetCreator($c[2], true);
            break;
        case 'P': $pdf->AddPage(); $pdf->SetFont('Helvetica', '', 10); break;
        case 'F': $pdf->SetFont('Helvetica', $c[1] == 'B' ? 'B' : '', (float)$c[2]); break;
        case 'T':
            if ((float)$c[3] != 0) $pdf->RotatedText((float)$c[1], (float)$c[2], (float)$c[3], cp($c[4]));
            else $pdf->Text((float)$c[1], (float)$c[2], cp($c[4]));
            break;
        case 'C':
            $pdf->SetXY((float)$c[1], (float)$c[2]);
            $pdf->Cell((float)$c[3], (float)$c[4], cp($c[7]), (int)$c[5], 0, $c[6]);
            break;
        case 'L': $pdf->Line((float)$c[1], (float)$c[2], (float)$c[3], (float)$c[4]); break;
        case 'R': $pdf->Rect((float)$c[1], (float)$c[2], (float)$c[3], (float)$c[4]); break;
    }
}
$pdf->Output('F', $argv[2]);
