#!/usr/bin/env node
// Report missing/stale keys relative to the source locale.
const fs = require('fs');
const path = require('path');

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, v, i, a) => (v.startsWith('--') ? [...acc, [v.slice(2), a[i + 1]]] : acc), [])
);
const src = JSON.parse(fs.readFileSync(args.source, 'utf8'));
const srcKeys = new Set(Object.keys(src).filter((k) => !k.startsWith('_')));

for (const file of fs.readdirSync(args.dir)) {
  const full = path.join(args.dir, file);
  if (full === path.resolve(args.source) || !file.endsWith('.json') || file === path.basename(args.source)) continue;
  const loc = JSON.parse(fs.readFileSync(full, 'utf8'));
  const keys = new Set(Object.keys(loc).filter((k) => !k.startsWith('_')));
  const missing = [...srcKeys].filter((k) => !keys.has(k));
  const stale = [...keys].filter((k) => !srcKeys.has(k));
  console.log(`${file}: ${missing.length} missing, ${stale.length} stale`);
  missing.forEach((k) => console.log(`  + ${k}`));
  stale.forEach((k) => console.log(`  - ${k}`));
}
