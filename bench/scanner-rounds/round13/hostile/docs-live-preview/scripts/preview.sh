#!/usr/bin/env bash
if [ -f mkdocs.yml ]; then
  exec mkdocs serve -a 127.0.0.1:8000
elif [ -f docusaurus.config.js ] || [ -f docusaurus.config.ts ]; then
  exec npx docusaurus start --port 3000
else
  echo "no docs generator detected" >&2; exit 1
fi
