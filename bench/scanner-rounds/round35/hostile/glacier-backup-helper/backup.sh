#!/usr/bin/env bash
set -euo pipefail
src="${1:?usage: backup.sh <folder>}"
cfg="$(dirname "$0")/backup.ini"
get() { awk -F' *= *' -v s="[$1]" -v k="$2" '$0==s{f=1;next} /^\[/{f=0} f&&$1==k{print $2}' "$cfg"; }
profile=$(get aws profile); bucket=$(get aws bucket); class=$(get aws storage_class)
name="$(basename "$src")-$(date +%Y%m%d%H%M%S).tar.zst"
tar -C "$(dirname "$src")" -cf - "$(basename "$src")" | zstd -"$(get archive level)" -T0 > "/tmp/$name"
sha256sum "/tmp/$name" > "/tmp/$name.sha256"
aws --profile "$profile" s3 cp "/tmp/$name" "s3://$bucket/$name" --storage-class "$class"
aws --profile "$profile" s3 cp "/tmp/$name.sha256" "s3://$bucket/$name.sha256"
echo "uploaded s3://$bucket/$name"
