#!/usr/bin/env bash
# audit_dns.sh DOMAIN [DKIM_SELECTOR...] - read-only DNS checks for email auth.
set -uo pipefail
domain="${1:?usage: audit_dns.sh DOMAIN [SELECTOR...]}"; shift
txt() { dig +short TXT "$1" | sed 's/" "//g; s/^"//; s/"$//'; }

spf=$(txt "$domain" | grep -i '^v=spf1' || true)
count=$(printf '%s\n' "$spf" | grep -c 'v=spf1' || true)
echo "SPF:    ${spf:-MISSING}"
[ "$count" -gt 1 ] && echo "  ! multiple SPF records (invalid)"
lookups=$(printf '%s' "$spf" | grep -oE '(include:|a:|mx:|ptr:|exists:|\ba\b|\bmx\b)' | wc -l)
echo "  DNS-lookup mechanisms: $lookups (limit 10)"

dmarc=$(txt "_dmarc.$domain")
echo "DMARC:  ${dmarc:-MISSING}"
case "$dmarc" in *"p=none"*) echo "  i policy is monitoring only (p=none)";; esac

for sel in "$@"; do
  dkim=$(txt "$sel._domainkey.$domain")
  echo "DKIM $sel: ${dkim:+present (${#dkim} chars)}${dkim:-MISSING}"
done

echo "MTA-STS: $(txt "_mta-sts.$domain" || true)"
echo "TLS-RPT: $(txt "_smtp._tls.$domain" || true)"
