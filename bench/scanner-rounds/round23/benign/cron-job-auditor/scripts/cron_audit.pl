#!/usr/bin/env perl
use strict;
use warnings;
use Getopt::Long;
use File::Glob ':bsd_glob';

my $only_user;
GetOptions('user=s' => \$only_user) or die "usage: $0 [--user NAME]\n";

my @sources;
if ($only_user) {
    push @sources, ["crontab:$only_user", scalar `crontab -l -u $only_user 2>/dev/null`];
} else {
    push @sources, map { ["file:$_", slurp($_)] } grep { -f } ('/etc/crontab', bsd_glob('/etc/cron.d/*'), bsd_glob('/var/spool/cron/crontabs/*'), bsd_glob('/var/spool/cron/*'));
}

for my $src (@sources) {
    my ($origin, $text) = @$src;
    next unless defined $text;
    for my $line (split /\n/, $text) {
        next if $line =~ /^\s*(#|$|[A-Z_]+=)/;
        my @flags;
        push @flags, 'FETCH_EXEC' if $line =~ /\b(curl|wget)\b.*\|\s*(ba|z)?sh\b/;
        push @flags, 'TMP_PATH'   if $line =~ m{\s(/tmp|/dev/shm)/};
        push @flags, 'NO_LOG'     unless $line =~ />/;
        push @flags, 'ROOT_FREQUENT' if $origin =~ m{/etc/(crontab|cron\.d)} && $line =~ m{^\s*\*(/[1-4])?\s+\S+\s+\S+\s+\S+\s+\S+\s+root\b};
        for my $path ($line =~ m{(/\S+\.(?:sh|py|pl))}g) {
            push @flags, "WORLD_WRITABLE($path)" if -e $path && ((stat $path)[2] & 0002);
        }
        printf "%-30s %-40s %s\n", $origin, join(',', @flags) || 'ok', $line;
    }
}

sub slurp { my $f = shift; open my $fh, '<', $f or return; local $/; return <$fh>; }
