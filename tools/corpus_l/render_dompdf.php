<?php
// Corpus L renderer for dompdf 2.0 (Debian php-dompdf, CPDF back end): HTML -> PDF.
// Usage: php render_dompdf.php IN.html OUT.pdf FONTCACHE SPEC.json
require_once 'dompdf/autoload.php';

use Dompdf\Dompdf;
use Dompdf\Options;

$htmlfile = $argv[1];
$out = $argv[2];
$fontdir = $argv[3];
$spec = json_decode(file_get_contents($argv[4]), true);
$st = $spec['style'];

$o = new Options();
$o->set('fontDir', $fontdir);
$o->set('fontCache', $fontdir);
$o->set('chroot', array('/usr/share/fonts', dirname($htmlfile)));
$o->set('isRemoteEnabled', false);
$o->set('isPhpEnabled', false);
$o->set('defaultPaperSize', strtolower($st['paper'] ?? 'a4'));
$d = new Dompdf($o);
$d->loadHtml(file_get_contents($htmlfile), 'UTF-8');
$d->setPaper(strtolower($st['paper'] ?? 'a4'), 'portrait');
$d->render();

$canvas = $d->getCanvas();
$f = $spec['footer'] ?? array();
if (!empty($f['pagenum'])) {
    $fm = $d->getFontMetrics();
    $font = $fm->getFont($st['font2'] ?? $st['font'], 'normal');
    $size = floatval($st['header_size'] ?? ($st['size'] - 1.5)) - 0.5;
    $txt = str_replace(array('{p}', '{n}'), array('{PAGE_NUM}', '{PAGE_COUNT}'), $f['pagenum']);
    $w = $canvas->get_width();
    $h = $canvas->get_height();
    $mm = 72 / 25.4;
    $tw = $fm->getTextWidth(str_replace(array('{PAGE_NUM}', '{PAGE_COUNT}'), array('99', '99'), $txt), $font, $size);
    $pos = $f['pagenum_pos'] ?? 'right';
    $x = $pos == 'center' ? ($w - $tw) / 2 : ($pos == 'left' ? $st['margins'][3] * $mm : $w - $st['margins'][1] * $mm - $tw);
    $canvas->page_text($x, $h - ($st['margins'][2] - 3) * $mm, $txt, $font, $size, array(0.25, 0.25, 0.25));
}
$cpdf = $canvas->get_cpdf();
if (!empty($st['created'])) {
    $t = strtotime($st['created']);
    $cpdf->addInfo('CreationDate', 'D:' . gmdate('YmdHis', $t) . "+00'00'");
    $cpdf->addInfo('ModDate', 'D:' . gmdate('YmdHis', $t) . "+00'00'");
}
if (!empty($spec['meta']['subject'])) $cpdf->addInfo('Subject', $spec['meta']['subject']);
if (!empty($st['creator'])) $cpdf->addInfo('Creator', $st['creator']);
$cpdf->fileIdentifier = md5($spec['name'] . ($st['created'] ?? ''));
file_put_contents($out, $d->output());
