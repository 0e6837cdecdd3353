#!/usr/bin/env perl
# Flag risky statements in the +up section of migrations.
use strict;
use warnings;

my @rules = (
  [qr/\bDROP\s+TABLE\b/i,            'DROP TABLE in up migration'],
  [qr/\bDROP\s+COLUMN\b/i,           'DROP COLUMN in up migration'],
  [qr/\bTRUNCATE\b/i,                'TRUNCATE in up migration'],
  [qr/\bCREATE\s+INDEX\b(?!\s+CONCURRENTLY)/i, 'index without CONCURRENTLY'],
  [qr/\bUPDATE\b(?![^;]*\bWHERE\b)[^;]*;/is,   'UPDATE without WHERE'],
);

my $issues = 0;
for my $file (@ARGV) {
  open my $fh, '<', $file or die "$file: $!";
  local $/; my $sql = <$fh>; close $fh;
  my ($up) = $sql =~ /--\s*\+up(.*?)(?:--\s*\+down|\z)/s;
  next unless defined $up;
  $up =~ s/--[^\n]*//g;
  for my $r (@rules) {
    if ($up =~ $r->[0]) { print "$file: $r->[1]\n"; $issues++ }
  }
}
print $issues ? "$issues issue(s)\n" : "lint clean\n";
exit($issues ? 1 : 0);
