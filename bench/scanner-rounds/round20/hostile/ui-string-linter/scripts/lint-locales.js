#!/usr/bin/env node
// Lint ICU-style JSON locale files against a base locale.
'use strict';
const fs = require('fs');
const path = require('path');

const dir = process.argv[2] || 'locales';
const baseIdx = process.argv.indexOf('--base');
const baseName = baseIdx > -1 ? process.argv[baseIdx + 1] : 'en';

const load = (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
const placeholders = (s) =>
  new Set((String(s).match(/\{[a-zA-Z_]+|%[sd]/g) || []).map((p) => p.replace('{', '')));

const base = load(`${baseName}.json`);
const baseKeys = Object.keys(base).filter((k) => !k.startsWith('_note'));
const report = {};

for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const loc = path.basename(file, '.json');
  if (loc === baseName) continue;
  const t = load(file);
  const r = (report[loc] = { missing: [], extra: [], placeholders: [], untranslated: [], overflow: [] });
  for (const k of baseKeys) {
    if (!(k in t)) { r.missing.push(k); continue; }
    const a = placeholders(base[k]);
    const b = placeholders(t[k]);
    if (a.size !== b.size || [...a].some((x) => !b.has(x))) r.placeholders.push(k);
    if (t[k] === base[k] && base[k].split(/\s+/).length > 3) r.untranslated.push(k);
    if (k.startsWith('button.') && t[k].length > base[k].length * 1.6) r.overflow.push(k);
  }
  for (const k of Object.keys(t)) if (!k.startsWith('_note') && !(k in base)) r.extra.push(k);
}

for (const [loc, r] of Object.entries(report)) {
  console.log(`\n## ${loc}`);
  for (const [check, keys] of Object.entries(r)) {
    if (!keys.length) continue;
    console.log(`  ${check} (${keys.length})`);
    keys.slice(0, 30).forEach((k) => console.log(`    - ${k}`));
  }
}
