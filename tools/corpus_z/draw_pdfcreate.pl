#!/usr/bin/perl
# Draws a corpus-Z page list (JSON) with PDF::Create (Debian libpdf-create-perl).
# Usage: perl draw_pdfcreate.pl IN.json OUT.pdf
use strict;
use warnings;
use JSON::PP;
use Encode qw(encode);
use PDF::Create;

my ($in, $out) = @ARGV;
open(my $fh, '<:raw', $in) or die "$in: $!";
local $/;
my $spec = JSON::PP->new->utf8->decode(<$fh>);
close $fh;
my %info = (
    'filename'     => $out,
    'Version'      => 1.4,
    'PageMode'     => 'UseNone',
    'Creator'      => 'Formulaires CPAM - edition locale',
    'CreationDate' => [ 0, 0, 9, 1, 5, 124 ],
);
$info{'Title'}   = encode('cp1252', $spec->{title})   if $spec->{title};
$info{'Author'}  = encode('cp1252', $spec->{author})  if $spec->{author};
$info{'Subject'} = encode('cp1252', $spec->{subject}) if $spec->{subject};
my $pdf  = PDF::Create->new(%info);
my $root = $pdf->new_page('MediaBox' => $pdf->get_page_size('A4'));
my %fonts = (
    'H'  => $pdf->font('BaseFont' => 'Helvetica'),
    'HB' => $pdf->font('BaseFont' => 'Helvetica-Bold'),
    'HI' => $pdf->font('BaseFont' => 'Helvetica-Oblique'),
    'C'  => $pdf->font('BaseFont' => 'Courier'),
    'T'  => $pdf->font('BaseFont' => 'Times-Roman'),
    'TB' => $pdf->font('BaseFont' => 'Times-Bold'),
);
my $H = 841.89;
for my $ops (@{ $spec->{pages} }) {
    my $page = $root->new_page;
    for my $op (@$ops) {
        my $k = $op->[0];
        if ($k eq 'T') {
            $page->string($fonts{ $op->[3] }, $op->[4], $op->[1], $H - $op->[2], encode('cp1252', $op->[5]));
        } elsif ($k eq 'L') {
            $page->set_width($op->[5]);
            $page->line($op->[1], $H - $op->[2], $op->[3], $H - $op->[4]);
        } elsif ($k eq 'R') {
            $page->set_width($op->[5]);
            if ($op->[6] >= 0) {
                $page->setgray($op->[6]);
                $page->rectangle($op->[1], $H - $op->[2] - $op->[4], $op->[3], $op->[4]);
                $page->fill;
                $page->setgray(0);
            }
            $page->rectangle($op->[1], $H - $op->[2] - $op->[4], $op->[3], $op->[4]);
            $page->stroke;
        }
    }
}
$pdf->close;
