<?php
// Draw-list interpreter for FPDF 1.8.4 (corpus_m). Usage: php fpdf_draw.php IN.txt OUT.pdf
require('/usr/share/php/fpdf/fpdf.php');
$pdf = new FPDF('P', 'pt', 'A4');
$pdf->SetAutoPageBreak(false);
$pdf->SetCompression(true);
$H = 842.0;
$fonts = array('R' => array('Helvetica', ''), 'B' => array('Helvetica', 'B'), 'S' => array('Times', ''), 'M' => array('Courier', ''));
foreach (file($argv[1], FILE_IGNORE_NEW_LINES) as $line) {
  $f = explode("\t", $line);
  if ($f[0] === 'P') { $H = floatval($f[2]); $pdf->AddPage('P', array(floatval($f[1]), $H)); }
  elseif ($f[0] === 'T') { $ft = $fonts[$f[4]]; $pdf->SetFont($ft[0], $ft[1], floatval($f[3]));
    $pdf->Text(floatval($f[1]), $H - floatval($f[2]), iconv('UTF-8', 'windows-1252', $f[5])); }
  elseif ($f[0] === 'R') { $pdf->SetLineWidth(floatval($f[5])); $pdf->Rect(floatval($f[1]), $H - floatval($f[2]) - floatval($f[4]), floatval($f[3]), floatval($f[4])); }
  elseif ($f[0] === 'F') { $g = intval(255 * floatval($f[5])); $pdf->SetFillColor($g, $g, $g); $pdf->Rect(floatval($f[1]), $H - floatval($f[2]) - floatval($f[4]), floatval($f[3]), floatval($f[4]), 'F'); }
  elseif ($f[0] === 'L') { $pdf->SetLineWidth(floatval($f[5])); $pdf->Line(floatval($f[1]), $H - floatval($f[2]), floatval($f[3]), $H - floatval($f[4])); }
  elseif ($f[0] === 'META') { $pdf->SetTitle($f[1], true); $pdf->SetAuthor($f[2], true); $pdf->SetSubject($f[3], true); $pdf->SetKeywords($f[4], true); }
}
$pdf->Output('F', $argv[2]);
