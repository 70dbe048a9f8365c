#!/usr/bin/perl
# Producer 2: Perl PDF::Builder. Reads a JSON drawing list (pages of text/line/rect operations
# computed by corpus_t/layout.py) and writes the PDF with embedded TrueType fonts.
use strict;
use warnings;
use utf8;
use JSON::PP;
use PDF::Builder;

my ($in, $out) = @ARGV;
open(my $fh, '<:raw', $in) or die "open $in: $!";
local $/;
my $spec = JSON::PP->new->utf8->decode(<$fh>);
close $fh;

my $pdf = PDF::Builder->new(-compress => 'flate');
my %fonts;
for my $k (keys %{$spec->{fonts}}) {
    $fonts{$k} = $pdf->ttfont($spec->{fonts}{$k});
}
for my $pg (@{$spec->{pages}}) {
    my $page = $pdf->page();
    $page->mediabox(595, 842);
    my $gfx = $page->gfx();
    $gfx->linewidth(0.6);
    $gfx->strokecolor('#1a1a1a');
    $gfx->fillcolor('#000000');
    my $text = $page->text();
    for my $op (@$pg) {
        my $t = $op->[0];
        if ($t eq 'line') {
            $gfx->move($op->[1], $op->[2]);
            $gfx->line($op->[3], $op->[4]);
            $gfx->stroke();
        } elsif ($t eq 'rect') {
            $gfx->rect($op->[1], $op->[2], $op->[3], $op->[4]);
            if ($op->[5]) { $gfx->fill(); } else { $gfx->stroke(); }
        } elsif ($t eq 'text') {
            $text->font($fonts{$op->[4]}, $op->[3]);
            $text->fillcolor($op->[6] eq 'cap' ? '#333333' : '#000000');
            $text->translate($op->[1], $op->[2]);
            $text->text($op->[5]);
        }
    }
}
my %info = %{$spec->{info}};
$pdf->info(%info);
$pdf->saveas($out);
