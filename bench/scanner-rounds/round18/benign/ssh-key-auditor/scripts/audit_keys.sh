#!/usr/bin/env bash
set -u
for pub in "$HOME"/.ssh/*.pub; do
  [[ -e $pub ]] || continue
  priv="${pub%.pub}"
  read -r bits fp _ type < <(ssh-keygen -l -f "$pub")
  perm=$( [[ -f $priv ]] && (stat -c %a "$priv" 2>/dev/null || stat -f %Lp "$priv") || echo "-")
  if [[ -f $priv ]] && ssh-keygen -y -P '' -f "$priv" >/dev/null 2>&1; then pp=no; else pp=yes; fi
  issue=""
  [[ $type == "(DSA)" ]] && issue+=" dsa"
  [[ $type == "(RSA)" && $bits -lt 3072 ]] && issue+=" short-rsa"
  [[ $pp == no ]] && issue+=" no-passphrase"
  [[ $perm != 600 && $perm != "-" ]] && issue+=" perms=$perm"
  printf '%-28s %-8s %5s  %s  passphrase=%s %s\n' "$(basename "$priv")" "$type" "$bits" "$fp" "$pp" "${issue:- ok}"
done
