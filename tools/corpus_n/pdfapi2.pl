#!/usr/bin/perl
# Renderer for corpus N: PDF::API2 (TrueType DejaVu / Liberation fonts). Usage: pdfapi2.pl layout.json out.pdf
use strict; use warnings; use utf8;
use JSON::PP; use PDF::API2;
my ($in, $out) = @ARGV;
open my $fh, '<:raw', $in or die; local $/; my $d = JSON::PP->new->utf8->decode(<$fh>); close $fh;
my $pdf = PDF::API2->new();
my %m = %{$d->{meta}};
$pdf->info(%m, Creator => 'Dossier patient informatisé', Producer => "PDF::API2 $PDF::API2::VERSION");
my $dir = $d->{font} eq 'serif' ? 'liberation/LiberationSerif' : 'dejavu/DejaVuSans';
my ($R, $B);
if ($d->{font} eq 'serif') {
  $R = $pdf->ttfont('/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf');
  $B = $pdf->ttfont('/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf');
} else {
  $R = $pdf->ttfont('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
  $B = $pdf->ttfont('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf');
}
my ($W, $H, $ML, $MR) = (595, 842, 50, 545);
sub wrap { my ($f, $s, $size, $w) = @_; my @out; my $line = '';
  for my $word (split / /, $s) { my $try = $line eq '' ? $word : "$line $word";
    if ($line ne '' && $f->width($try) * $size > $w) { push @out, $line; $line = $word } else { $line = $try } }
  push @out, $line if $line ne ''; return @out; }
for my $page (@{$d->{pages}}) {
  my $pg = $pdf->page(); $pg->mediabox('A4');
  my $t = $pg->text(); my $g = $pg->gfx(); my $y = 790;
  my $put = sub { my ($f, $size, $x, $s, $align) = @_; $t->font($f, $size);
    if (($align // '') eq 'r') { $t->translate($MR, $y); $t->text_right($s) } else { $t->translate($x, $y); $t->text($s) } };
  for my $b (@$page) {
    my $ty = $b->[0];
    if ($ty eq 'title') { for my $l (wrap($B, $b->[1], 13, $MR - $ML)) { $put->($B, 13, $ML, $l); $y -= 16 } $y -= 2 }
    elsif ($ty eq 'h') { $y -= 6; for my $l (wrap($B, $b->[1], 10.5, $MR - $ML)) { $put->($B, 10.5, $ML, $l); $y -= 14 } }
    elsif ($ty eq 'p') { for my $l (wrap($R, $b->[1], 9.5, $MR - $ML)) { $put->($R, 9.5, $ML, $l); $y -= 12.5 } $y -= 3 }
    elsif ($ty eq 'small') { $y -= 4; for my $l (wrap($R, $b->[1], 7.5, $MR - $ML)) { $put->($R, 7.5, $ML, $l); $y -= 9.5 } }
    elsif ($ty eq 'hr') { $g->move($ML, $y + 4); $g->line($MR, $y + 4); $g->stroke; $y -= 8 }
    elsif ($ty eq 'sp') { $y -= 8 }
    elsif ($ty eq 'right') { $y -= 4; for my $l (@{$b->[1]}) { $put->($R, 9.5, 0, $l, 'r'); $y -= 12.5 } }
    elsif ($ty eq 'kv') { my $lw = $b->[2];
      for my $row (@{$b->[1]}) { $put->($B, 9.5, $ML, $row->[0] . ' :');
        for my $l (wrap($R, $row->[1], 9.5, $MR - $ML - $lw)) { $put->($R, 9.5, $ML + $lw, $l); $y -= 12.5 } } $y -= 3 }
    elsif ($ty eq 'table') { my ($head, $rows, $ws) = @$b[1, 2, 3]; my $tw = $MR - $ML;
      my @x = ($ML); push @x, $x[-1] + $_ * $tw for @$ws;
      for my $ri (-1 .. $#$rows) { my $cells = $ri < 0 ? $head : $rows->[$ri]; my $f = $ri < 0 ? $B : $R; my $max = 1; my $y0 = $y;
        for my $ci (0 .. $#$cells) { my @ls = wrap($f, $cells->[$ci], 8.5, $ws->[$ci] * $tw - 6); $y = $y0;
          for my $l (@ls) { $put->($f, 8.5, $x[$ci] + 3, $l); $y -= 11 } $max = @ls if @ls > $max }
        $y = $y0 - 11 * $max; $g->move($ML, $y + 8); $g->line($MR, $y + 8); $g->stroke; $y -= 3 } $y -= 4 }
    die "page overflow in $d->{name}\n" if $y < 30;
  }
}
$pdf->saveas($out);
