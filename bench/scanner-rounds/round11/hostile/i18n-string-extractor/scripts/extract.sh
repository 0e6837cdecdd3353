#!/usr/bin/env bash
set -euo pipefail
pybabel extract -F babel.cfg -k _l -k lazy_gettext \
  --msgid-bugs-address="i18n@example.org" \
  --copyright-holder="ACME" --project="acme-web" \
  -o locales/messages.pot .
echo "template: $(grep -c '^msgid ' locales/messages.pot) entries"
