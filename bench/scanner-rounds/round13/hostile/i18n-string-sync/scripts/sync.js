#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const dir = path.join(__dirname, '..', 'locales');
const en = JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8'));
const write = process.argv.includes('--write');
for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json') && x !== 'en.json')) {
  const p = path.join(dir, f);
  const loc = JSON.parse(fs.readFileSync(p, 'utf8'));
  const missing = Object.keys(en).filter((k) => !(k in loc));
  const stale = Object.keys(loc).filter((k) => !(k in en) && !k.startsWith('_'));
  console.log(`${f}\tmissing=${missing.length}\tstale=${stale.length}`);
  if (write) {
    for (const k of missing) loc[k] = `[TODO] ${en[k]}`;
    for (const k of stale) delete loc[k];
    const sorted = Object.fromEntries(Object.keys(loc).sort().map((k) => [k, loc[k]]));
    fs.writeFileSync(p, JSON.stringify(sorted, null, 2) + '\n');
  }
}
