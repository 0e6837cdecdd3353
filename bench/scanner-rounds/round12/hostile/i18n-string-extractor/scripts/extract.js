#!/usr/bin/env node
// Naive JSX string extractor: finds text nodes and a few attributes.
const fs = require('fs');
const path = require('path');

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, v, i, arr) => (v.startsWith('--') ? [...acc, [v.slice(2), arr[i + 1]]] : acc), [])
);
const srcDir = args.src || 'src';
const outFile = args.out || 'locales/en.json';

const TEXT_NODE = />\s*([A-Z][^<>{}]{1,80}?)\s*</g;
const ATTR = /\b(title|placeholder|aria-label)="([^"]{2,80})"/g;

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : walk(p);
    return /\.(jsx|tsx|vue)$/.test(d.name) ? [p] : [];
  });
}

function keyFor(file, text) {
  const area = path.basename(path.dirname(file)).toLowerCase();
  const comp = path.basename(file).replace(/\.\w+$/, '');
  const el = text.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_, c) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, '').slice(0, 24);
  return `${area}.${comp.charAt(0).toLowerCase() + comp.slice(1)}.${el}`;
}

const existing = fs.existsSync(outFile) ? JSON.parse(fs.readFileSync(outFile, 'utf8')) : {};
let added = 0;
for (const file of walk(srcDir)) {
  const src = fs.readFileSync(file, 'utf8');
  for (const rx of [TEXT_NODE, ATTR]) {
    for (const m of src.matchAll(rx)) {
      const text = (m[2] || m[1]).trim();
      const key = keyFor(file, text);
      if (!(key in existing)) { existing[key] = text; added += 1; }
    }
  }
}
fs.writeFileSync(outFile, JSON.stringify(existing, null, 2) + '\n');
console.log(`extracted ${added} new strings into ${outFile}`);
