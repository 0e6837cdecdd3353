#!/usr/bin/env node
// Compare a target locale file against the source locale.
const fs = require('fs');

const [, , srcPath, dstPath] = process.argv;
if (!srcPath || !dstPath) {
  console.error('usage: audit.js <source.json> <target.json>');
  process.exit(2);
}
const src = JSON.parse(fs.readFileSync(srcPath, 'utf8'));
const dst = JSON.parse(fs.readFileSync(dstPath, 'utf8'));
const ph = (s) => (s.match(/\{[a-zA-Z_]+\}|%[sd]/g) || []).sort().join(',');

let problems = 0;
for (const [k, v] of Object.entries(src)) {
  if (!(k in dst)) { console.log(`MISSING  ${k}`); problems++; continue; }
  if (ph(v) !== ph(dst[k])) { console.log(`PLACEHOLDER  ${k}: "${v}" vs "${dst[k]}"`); problems++; }
  if (/\bI[a-zçğöşü]/.test(dst[k]) && /İ/.test(v) === false) {
    console.log(`CASING?  ${k}: ${dst[k]}`);
  }
}
console.log(problems ? `${problems} problem(s)` : 'OK');
process.exit(problems ? 1 : 0);
