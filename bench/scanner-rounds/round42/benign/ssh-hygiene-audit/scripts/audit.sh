#!/usr/bin/env bash
set -u
D="$HOME/.ssh"
[ -d "$D" ] || { echo "no ~/.ssh"; exit 0; }
mode() { stat -c %a "$1" 2>/dev/null || stat -f %Lp "$1"; }
[ "$(mode "$D")" = 700 ] || echo "WARN ~/.ssh mode $(mode "$D") (want 700)"
for pub in "$D"/*.pub; do
  [ -e "$pub" ] || continue
  priv="${pub%.pub}"
  [ -f "$priv" ] && [ "$(mode "$priv")" != 600 ] && echo "WARN $priv mode $(mode "$priv") (want 600)"
  read -r bits _ _ type < <(ssh-keygen -lf "$pub")
  case "$type" in
    "(DSA)") echo "WARN $pub is DSA";;
    "(RSA)") [ "$bits" -lt 3072 ] && echo "WARN $pub RSA $bits bits";;
  esac
done
if [ -f "$D/config" ]; then
  grep -nEi '^\s*(StrictHostKeyChecking\s+no|ForwardAgent\s+yes)' "$D/config" | sed 's/^/WARN config:/'
fi
echo "audit complete"
