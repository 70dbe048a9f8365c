#!/usr/bin/perl
# Renderer for corpus N: PDF::Create (core Helvetica, WinAnsiEncoding). Usage: pdfcreate.pl layout.json out.pdf
use strict; use warnings; use utf8;
use JSON::PP; use PDF::Create; use Encode qw(encode);
my ($in, $out) = @ARGV;
open my $fh, '<:raw', $in or die; local $/; my $d = JSON::PP->new->utf8->decode(<$fh>); close $fh;
my %m = map { $_ => encode('cp1252', $d->{meta}{$_}) } keys %{$d->{meta}};
my $pdf = PDF::Create->new(filename => $out, Creator => 'Logiciel de cabinet', %m, CreationDate => [gmtime(1733300000)]);
my $root = $pdf->new_page(MediaBox => $pdf->get_page_size('A4'));
my $R = $pdf->font(BaseFont => 'Helvetica');
my $B = $pdf->font(BaseFont => 'Helvetica-Bold');
my ($ML, $MR) = (56, 540);
for my $page (@{$d->{pages}}) {
  my $pg = $root->new_page(); my $y = 786;
  my $wd = sub { my ($f, $s, $size) = @_; return $pg->string_width($f, $s) * $size };
  my $wrap = sub { my ($f, $s, $size, $w) = @_; my @o; my $line = '';
    for my $word (split / /, encode('cp1252', $s)) { my $try = $line eq '' ? $word : "$line $word";
      if ($line ne '' && $wd->($f, $try, $size) > $w) { push @o, $line; $line = $word } else { $line = $try } }
    push @o, $line if $line ne ''; return @o };
  for my $b (@$page) {
    my $ty = $b->[0];
    if ($ty eq 'title') { for my $l ($wrap->($B, $b->[1], 12.5, $MR - $ML)) { $pg->stringl($B, 12.5, $ML, $y, $l); $y -= 15 } $y -= 2 }
    elsif ($ty eq 'h') { $y -= 7; for my $l ($wrap->($B, $b->[1], 10, $MR - $ML)) { $pg->stringl($B, 10, $ML, $y, $l); $pg->line($ML, $y - 2, $ML + $wd->($B, $l, 10), $y - 2); $y -= 14 } }
    elsif ($ty eq 'p') { for my $l ($wrap->($R, $b->[1], 9.5, $MR - $ML)) { $pg->stringl($R, 9.5, $ML, $y, $l); $y -= 12 } $y -= 3 }
    elsif ($ty eq 'small') { $y -= 4; for my $l ($wrap->($R, $b->[1], 7.5, $MR - $ML)) { $pg->stringl($R, 7.5, $ML, $y, $l); $y -= 9.5 } }
    elsif ($ty eq 'hr') { $pg->line($ML, $y + 4, $MR, $y + 4); $y -= 8 }
    elsif ($ty eq 'sp') { $y -= 8 }
    elsif ($ty eq 'right') { $y -= 4; for my $l (@{$b->[1]}) { my $s = encode('cp1252', $l); $pg->stringr($R, 9.5, $MR, $y, $s); $y -= 12 } }
    elsif ($ty eq 'kv') { my $lw = $b->[2];
      for my $row (@{$b->[1]}) { $pg->stringl($B, 9.5, $ML, $y, encode('cp1252', $row->[0] . ' :'));
        for my $l ($wrap->($R, $row->[1], 9.5, $MR - $ML - $lw)) { $pg->stringl($R, 9.5, $ML + $lw, $y, $l); $y -= 12 } } $y -= 3 }
    elsif ($ty eq 'table') { my ($head, $rows, $ws) = @$b[1, 2, 3]; my $tw = $MR - $ML;
      my @x = ($ML); push @x, $x[-1] + $_ * $tw for @$ws;
      $pg->line($ML, $y + 11, $MR, $y + 11);
      for my $ri (-1 .. $#$rows) { my $cells = $ri < 0 ? $head : $rows->[$ri]; my $f = $ri < 0 ? $B : $R; my $max = 1; my $y0 = $y;
        for my $ci (0 .. $#$cells) { my @ls = $wrap->($f, $cells->[$ci], 8.5, $ws->[$ci] * $tw - 6); $y = $y0;
          for my $l (@ls) { $pg->stringl($f, 8.5, $x[$ci] + 3, $y, $l); $y -= 10.5 } $max = @ls if @ls > $max }
        $y = $y0 - 10.5 * $max; $pg->line($ML, $y + 7, $MR, $y + 7); $y -= 3 } $y -= 4 }
    die "page overflow in $d->{name}\n" if $y < 30;
  }
}
$pdf->close;
