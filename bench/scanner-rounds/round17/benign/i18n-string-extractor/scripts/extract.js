#!/usr/bin/env node
// Find literal JSX text and string props that should be translated.
const fs = require('fs');
const path = require('path');

const PROP_RX = /\b(placeholder|title|aria-label|alt)="([^"{}]+)"/g;
const TEXT_RX = />\s*([A-Za-z][^<>{}]{2,})\s*</g;

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.(jsx|tsx|vue)$/.test(e.name)) out.push(p);
  }
  return out;
}

for (const file of walk(process.argv[2] || 'src')) {
  const src = fs.readFileSync(file, 'utf8');
  for (const rx of [PROP_RX, TEXT_RX]) {
    rx.lastIndex = 0;
    let m;
    while ((m = rx.exec(src))) {
      const line = src.slice(0, m.index).split('\n').length;
      console.log(`${file}:${line}\t${(m[2] || m[1]).trim()}`);
    }
  }
}
