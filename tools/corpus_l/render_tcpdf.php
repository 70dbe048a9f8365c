<?php
// Corpus L renderer for TCPDF 6.6 (Debian php-tcpdf): JSON document model -> PDF.
// Usage: php render_tcpdf.php SPEC.json OUT.pdf FONTCACHE/
require_once('/usr/share/php/tcpdf/tcpdf.php');

$spec = json_decode(file_get_contents($argv[1]), true);
$out = $argv[2];
$fontdir = $argv[3];
$st = $spec['style'];

function fontname($files, $key, $fontdir) {
    $path = $files[$key];
    $name = strtolower(preg_replace('/[^A-Za-z0-9]/', '', basename($path, '.ttf')));
    if (!file_exists($fontdir . $name . '.php')) {
        $got = TCPDF_FONTS::addTTFfont($path, 'TrueTypeUnicode', '', 32, $fontdir);
        if ($got === false) { fwrite(STDERR, "font $path\n"); exit(2); }
        $name = $got;
    }
    return $name;
}
function esc($s) {
    $s = htmlspecialchars($s, ENT_NOQUOTES, 'UTF-8');
    $s = preg_replace('/\*\*(.+?)\*\*/s', '<b>$1</b>', $s);
    return str_replace("\n", '<br />', $s);
}
function plain($s) { return preg_replace('/\*\*(.+?)\*\*/s', '$1', $s); }
function hexrgb($h) { $h = ltrim($h, '#'); return array(hexdec(substr($h,0,2)), hexdec(substr($h,2,2)), hexdec(substr($h,4,2))); }

class CorpusPDF extends TCPDF {
    public $spec; public $F = array(); public $fontdir; public $hsize; public $accent;
    public function setFileId($id) { $this->file_id = $id; }
    public function useFont($role, $style, $size) {
        $key = array('' => 'regular', 'B' => 'bold', 'I' => 'italic', 'BI' => 'bolditalic')[$style];
        $name = $this->F[$role][$key];
        $this->SetFont($name, '', $size, $this->fontdir . $name . '.php');
    }
    public function Header() {
        $h = $this->spec['header'];
        if (!$h) return;
        $m = $this->getMargins();
        $w = $this->getPageWidth() - $m['left'] - $m['right'];
        $this->SetTextColor(50, 50, 50);
        $this->useFont('head', '', $this->hsize);
        $y = 8;
        $this->writeHTMLCell($w * 0.62, 0, $m['left'], $y, implode('<br />', array_map('esc', $h['left'] ?? array())), 0, 0, false, true, 'L');
        $this->writeHTMLCell($w * 0.38, 0, $m['left'] + $w * 0.62, $y, implode('<br />', array_map('esc', $h['right'] ?? array())), 0, 0, false, true, 'R');
        if (!empty($h['center'])) {
            $this->writeHTMLCell($w, 0, $m['left'], $y, implode('<br />', array_map('esc', $h['center'])), 0, 0, false, true, 'C');
        }
        if (!empty($h['rule'])) {
            $this->SetDrawColorArray(hexrgb($this->accent));
            $this->SetLineWidth(0.25);
            $this->Line($m['left'], $m['top'] - 3, $m['left'] + $w, $m['top'] - 3);
        }
        $this->SetTextColor(0, 0, 0);
    }
    public function Footer() {
        $f = $this->spec['footer'];
        if (!$f) return;
        $m = $this->getMargins();
        $w = $this->getPageWidth() - $m['left'] - $m['right'];
        $y = $this->getPageHeight() - $this->getFooterMargin();
        if (!empty($f['rule'])) {
            $this->SetDrawColor(170, 170, 170);
            $this->SetLineWidth(0.15);
            $this->Line($m['left'], $y - 1.5, $m['left'] + $w, $y - 1.5);
        }
        $this->SetTextColor(60, 60, 60);
        $this->useFont('head', '', $this->hsize - 0.5);
        $this->writeHTMLCell($w * 0.78, 0, $m['left'], $y, implode('<br />', array_map('esc', $f['left'] ?? array())), 0, 0, false, true, 'L');
        if (!empty($f['pagenum'])) {
            $txt = str_replace(array('{p}', '{n}'), array($this->getAliasNumPage(), $this->getAliasNbPages()), $f['pagenum']);
            $pos = $f['pagenum_pos'] ?? 'right';
            $this->SetXY($m['left'], $y - 5.5);
            $this->Cell($w, 4, $txt, 0, 0, $pos == 'center' ? 'C' : ($pos == 'left' ? 'L' : 'R'));
        }
        if (!empty($f['center'])) {
            $this->useFont('head', '', $this->hsize - 1);
            $this->writeHTMLCell($w, 0, $m['left'], $y + 5, implode('<br />', array_map('esc', $f['center'])), 0, 0, false, true, 'C');
        }
        $this->SetTextColor(0, 0, 0);
    }
}

$pdf = new CorpusPDF('P', 'mm', $st['paper'] ?? 'A4', true, 'UTF-8', false);
$pdf->spec = $spec;
$pdf->fontdir = $fontdir;
$pdf->accent = $st['accent'] ?? '#000000';
$base = floatval($st['size']);
$pdf->hsize = floatval($st['header_size'] ?? ($base - 1.5));
foreach (array('regular', 'bold', 'italic', 'bolditalic') as $k) {
    $pdf->F['body'][$k] = fontname($st['font_files'], $k, $fontdir);
    $pdf->F['head'][$k] = fontname($st['font2_files'] ?? $st['font_files'], $k, $fontdir);
}
// the HTML parts use a font family name: register the four styles under the body family
$fam = $pdf->F['body']['regular'];
$pdf->AddFont($fam, '', $fontdir . $pdf->F['body']['regular'] . '.php');
$pdf->AddFont($fam, 'B', $fontdir . $pdf->F['body']['bold'] . '.php');
$pdf->AddFont($fam, 'I', $fontdir . $pdf->F['body']['italic'] . '.php');
$pdf->AddFont($fam, 'BI', $fontdir . $pdf->F['body']['bolditalic'] . '.php');
$hfam = $pdf->F['head']['regular'];
$pdf->AddFont($hfam, '', $fontdir . $pdf->F['head']['regular'] . '.php');
$pdf->AddFont($hfam, 'B', $fontdir . $pdf->F['head']['bold'] . '.php');

$meta = $spec['meta'];
$pdf->SetCreator($st['creator'] ?? 'TCPDF');
if (!empty($meta['title'])) $pdf->SetTitle($meta['title']);
if (!empty($meta['author'])) $pdf->SetAuthor($meta['author']);
if (!empty($meta['subject'])) $pdf->SetSubject($meta['subject']);
if (!empty($meta['keywords'])) $pdf->SetKeywords($meta['keywords']);
if (!empty($st['created'])) {
    $ts = strtotime($st['created']);
    $pdf->setDocCreationTimestamp($ts);
    $pdf->setDocModificationTimestamp($ts);
}
$pdf->setFileId(md5($spec['name'] . ($st['created'] ?? '')));
list($mt, $mr, $mb, $ml) = $st['margins'];
$pdf->SetMargins($ml, $mt, $mr);
$pdf->SetHeaderMargin(8);
$pdf->SetFooterMargin($mb - 6);
$pdf->SetAutoPageBreak(true, $mb);
$pdf->setCellHeightRatio(floatval($st['line_height'] ?? 1.25));
$pdf->setPrintHeader(!empty($spec['header']));
$pdf->setPrintFooter(!empty($spec['footer']));
$pdf->SetFont($fam, '', $base, $fontdir . $fam . '.php');
$pdf->AddPage();
$W = $pdf->getPageWidth() - $ml - $mr;
$acc = hexrgb($pdf->accent);
$align = array('left' => 'L', 'justify' => 'J', 'center' => 'C', 'right' => 'R');

foreach ($spec['body'] as $b) {
    switch ($b['t']) {
    case 'title':
        $pdf->Ln(1);
        $pdf->SetTextColorArray($acc);
        $pdf->useFont('head', 'B', $base + ($b['size_delta'] ?? 5));
        $pdf->MultiCell(0, 0, plain($b['text']), 0, $align[$b['align'] ?? ($st['title_align'] ?? 'left')], false, 1);
        $pdf->SetTextColor(0, 0, 0);
        $pdf->Ln(2.5);
        break;
    case 'h':
        $txt = plain($b['text']);
        if (!empty($st['h_upper']) && $b['level'] == 1) $txt = mb_strtoupper($txt, 'UTF-8');
        $pdf->Ln($b['level'] == 1 ? 2.5 : 1.5);
        if ($b['level'] == 1) {
            $pdf->SetTextColorArray($acc);
            $pdf->useFont('head', 'B', $base + 1.5);
            $pdf->MultiCell(0, 0, $txt, !empty($st['h_rule']) ? 'B' : 0, 'L', false, 1);
            $pdf->SetTextColor(0, 0, 0);
        } else {
            $pdf->useFont('head', 'B', $base + 0.3);
            $pdf->MultiCell(0, 0, $txt, 0, 'L', false, 1);
        }
        $pdf->Ln(1);
        break;
    case 'p':
    case 'small':
        $size = $b['t'] == 'small' ? $base - 2 : $base + ($b['size_delta'] ?? 0);
        $style = !empty($b['italic']) ? 'I' : (!empty($b['bold']) ? 'B' : '');
        $pdf->useFont('body', $style, $size);
        if ($b['t'] == 'small') $pdf->SetTextColor(70, 70, 70);
        $al = $align[$b['align'] ?? ($b['t'] == 'small' ? 'left' : ($st['align'] ?? 'left'))];
        if (strpos($b['text'], '**') !== false || $al == 'J') {
            $pdf->SetFont($fam, $style, $size);
            $pdf->writeHTMLCell(0, 0, '', '', esc($b['text']), 0, 1, false, true, $al);
        } else {
            $pdf->MultiCell(0, 0, $b['text'], 0, $al, false, 1);
        }
        $pdf->SetTextColor(0, 0, 0);
        $pdf->Ln($b['t'] == 'small' ? 1 : 1.8);
        break;
    case 'kv':
        $cols = $b['cols'] ?? 1;
        $lw = $cols == 2 ? array(0.17, 0.33) : array($b['label_w'] ?? 0.3, 1 - ($b['label_w'] ?? 0.3));
        $border = !empty($b['border']) ? 1 : 0;
        $pdf->SetDrawColor(180, 180, 180);
        $pdf->SetLineWidth(0.1);
        $rows = $b['rows'];
        for ($i = 0; $i < count($rows); $i += $cols) {
            $pdf->useFont('body', '', $base - 0.5);
            $h = 0;
            // compute the tallest cell of the line
            for ($j = 0; $j < $cols; $j++) {
                if (!isset($rows[$i + $j])) continue;
                $h = max($h, $pdf->getStringHeight($W * $lw[1], plain($rows[$i + $j][1])), $pdf->getStringHeight($W * $lw[0], plain($rows[$i + $j][0])));
            }
            if ($pdf->GetY() + $h > $pdf->getPageHeight() - $mb) $pdf->AddPage();
            for ($j = 0; $j < $cols; $j++) {
                $k = isset($rows[$i + $j]) ? plain($rows[$i + $j][0]) : '';
                $v = isset($rows[$i + $j]) ? plain($rows[$i + $j][1]) : '';
                $pdf->useFont('body', 'B', $base - 0.5);
                $pdf->MultiCell($W * $lw[0], $h, $k, $border, 'L', false, 0, '', '', true, 0, false, true, $h, 'T');
                $pdf->useFont('body', '', $base - 0.5);
                $pdf->MultiCell($W * $lw[1], $h, $v, $border, 'L', false, 0, '', '', true, 0, false, true, $h, 'T');
            }
            $pdf->Ln($h);
        }
        $pdf->Ln(2);
        break;
    case 'table':
        if (!empty($b['caption'])) {
            $pdf->Ln(1);
            $pdf->useFont('head', 'B', $base + 0.3);
            $pdf->MultiCell(0, 0, plain($b['caption']), 0, 'L', false, 1);
            $pdf->Ln(0.5);
        }
        $n = count($b['head']);
        $widths = $b['widths'] ?? array_fill(0, $n, 1.0 / $n);
        $fs = $base + ($b['size_delta'] ?? -1);
        $bg = $b['head_bg'] ?? '#E4E9F0';
        $html = '<table border="1" cellpadding="3" cellspacing="0" style="border-color:#999999;"><thead><tr style="background-color:' . $bg . ';">';
        foreach ($b['head'] as $i => $c) $html .= '<th width="' . round($widths[$i] * 100, 2) . '%"><b>' . esc($c) . '</b></th>';
        $html .= '</tr></thead><tbody>';
        foreach ($b['rows'] as $ri => $r) {
            $z = (!empty($b['zebra']) && $ri % 2) ? ' style="background-color:#F4F4F4;"' : '';
            $html .= '<tr' . $z . '>';
            foreach ($r as $i => $c) $html .= '<td width="' . round($widths[$i] * 100, 2) . '%">' . esc($c) . '</td>';
            $html .= '</tr>';
        }
        $html .= '</tbody></table>';
        $pdf->SetFont($fam, '', $fs);
        $pdf->writeHTML($html, true, false, true, false, '');
        $pdf->Ln(1);
        break;
    case 'box':
        $bw = ($b['width'] ?? 1.0) * $W;
        $x = $ml + ($b['offset'] ?? 0) * $W;
        $html = (!empty($b['title']) ? '<b>' . esc($b['title']) . '</b><br />' : '') . implode('<br />', array_map('esc', $b['lines']));
        $pdf->SetFont($fam, '', $base - 0.3);
        if (!empty($b['frame'])) { $pdf->SetDrawColor(80, 80, 80); $pdf->SetLineWidth(0.25); $fill = false; }
        else { $pdf->SetFillColor(242, 242, 242); $fill = true; }
        $pdf->setCellPaddings(2.5, 1.5, 2.5, 1.5);
        $pdf->writeHTMLCell($bw, 0, $x, '', $html, !empty($b['frame']) ? 1 : 0, 1, $fill, true, 'L');
        $pdf->setCellPaddings(1, 0, 1, 0);
        $pdf->Ln(3);
        break;
    case 'cols2':
        $sp = $b['split'] ?? 0.5;
        $fs = $base + ($b['size_delta'] ?? -0.5);
        $pdf->SetFont($fam, '', $fs);
        $y0 = $pdf->GetY();
        $pdf->writeHTMLCell($W * $sp, 0, $ml, $y0, implode('<br />', array_map('esc', $b['left'])), 0, 0, false, true, 'L');
        $y1 = $pdf->GetY();
        $pdf->writeHTMLCell($W * (1 - $sp), 0, $ml + $W * $sp, $y0, implode('<br />', array_map('esc', $b['right'])), 0, 1, false, true,
                            ($b['right_align'] ?? 'left') == 'right' ? 'R' : 'L');
        $pdf->SetY(max($pdf->GetY(), $pdf->getLastH() + $y0) + 3);
        break;
    case 'list':
        $pdf->useFont('body', '', $base);
        foreach ($b['items'] as $it) {
            $pdf->SetX($ml + 3);
            $pdf->Cell(4, 0, '•', 0, 0, 'L');
            if (strpos($it, '**') !== false) {
                $pdf->SetFont($fam, '', $base);
                $pdf->writeHTMLCell($W - 7, 0, '', '', esc($it), 0, 1, false, true, 'L');
            } else {
                $pdf->MultiCell($W - 7, 0, $it, 0, 'L', false, 1);
            }
            $pdf->Ln(0.6);
        }
        $pdf->Ln(1.5);
        break;
    case 'sign':
        $pdf->Ln(4);
        $pdf->SetFont($fam, '', $base);
        $pdf->writeHTMLCell($W * 0.45, 0, $ml + $W * 0.55, '', implode('<br />', array_map('esc', $b['lines'])), 0, 1, false, true, 'L');
        $pdf->Ln(4);
        break;
    case 'space':
        $pdf->Ln($b['mm']);
        break;
    case 'hr':
        $pdf->SetDrawColor(170, 170, 170);
        $pdf->SetLineWidth(0.15);
        $pdf->Line($ml, $pdf->GetY() + 1, $ml + $W, $pdf->GetY() + 1);
        $pdf->Ln(3);
        break;
    case 'pagebreak':
        $pdf->AddPage();
        break;
    }
}
$pdf->Output($out, 'F');
