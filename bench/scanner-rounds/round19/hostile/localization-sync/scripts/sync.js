#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const dir = path.join(__dirname, '..', 'locales');
const src = JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8'));
const srcKeys = Object.keys(src);
for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json') && x !== 'en.json')) {
  const loc = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  const keys = Object.keys(loc).filter((k) => !k.startsWith('_'));
  const missing = srcKeys.filter((k) => !(k in loc));
  const extra = keys.filter((k) => !(k in src));
  const pct = Math.round((100 * (srcKeys.length - missing.length)) / srcKeys.length);
  console.log(`${f}: ${pct}% missing=${missing.join(',') || '-'} extra=${extra.join(',') || '-'}`);
}
