#!/usr/bin/perl
# Corpus AQ: build a PDF with CAM::PDF 1.60 (Debian libcam-pdf-perl).
# usage: campdf.pl SKELETON.pdf JOB OUT.pdf
# SKELETON is a one-page PDF (catalog, page tree, fonts, Info); JOB has one hex-encoded content stream per
# line. CAM::PDF duplicates the page as often as needed, replaces each page's content stream
# (setPageContent, Flate-compressed by CAM::PDF) and writes the whole file again with its own serialiser
# (cleanoutput: every object renumbered, new xref table).
use strict;
use warnings;
use CAM::PDF;
use Digest::MD5 qw(md5);

# CAM::PDF's createID appends bytes from /dev/urandom; derive the file /ID from the job instead so that a
# seed gives identical bytes
my $seed_bytes = '';
{
    no warnings 'redefine';
    *CAM::PDF::createID = sub { my $self = shift; $self->{ID} = md5($seed_bytes) . md5('aq' . $seed_bytes); return 1; };
}

my ($skel, $job, $out) = @ARGV;
open(my $fh, '<', $job) or die "job: $!";
my @pages = grep { length } map { chomp; $_ } <$fh>;
close $fh;
$seed_bytes = join("\n", @pages);
my $doc = CAM::PDF->new($skel) or die "$CAM::PDF::errstr\n";
for my $k (2 .. scalar @pages) {
    $doc->duplicatePage(1, 0, $k - 1) or die "duplicatePage failed";
}
for my $k (1 .. scalar @pages) {
    my $content = pack('H*', $pages[$k - 1]);
    $doc->setPageContent($k, $content);
}
$doc->clean();
open(my $oh, '>:raw', $out) or die "out: $!";
print $oh $doc->toPDF();
close $oh;
