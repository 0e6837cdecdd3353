#!/usr/bin/env bash
# Print FATAL EXCEPTION blocks plus preceding context for the same PID.
set -euo pipefail
log="${1:?usage: extract_fatal.sh logcat.txt}"
awk '
  { line[NR] = $0; pid[NR] = $3 }
  /FATAL EXCEPTION/ {
    p = $3; start = (NR > 50 ? NR - 50 : 1)
    print "==== crash at line " NR " (pid " p ") ===="
    for (i = start; i < NR; i++) if (pid[i] == p) print line[i]
    infatal = 1; fp = p
  }
  infatal && $3 == fp { print; next }
  infatal && $3 != fp { infatal = 0 }
' "$log"
