#!/usr/bin/env node
// Normalise optimised SVG icons: 24x24 viewBox, no fixed size, currentColor fills.
const fs = require('fs');
const path = require('path');

const dir = process.argv[2] || 'dist/icons';
let before = 0, after = 0;

function normalise(svg) {
  let out = svg;
  out = out.replace(/\s(width|height)="[^"]*"/g, '');
  out = out.replace(/viewBox="[^"]*"/, 'viewBox="0 0 24 24"');
  out = out.replace(/fill="(?!none|currentColor)[^"]*"/g, 'fill="currentColor"');
  out = out.replace(/stroke="(?!none|currentColor)[^"]*"/g, 'stroke="currentColor"');
  if (!/aria-hidden=/.test(out) && !/<title>/.test(out)) {
    out = out.replace('<svg', '<svg aria-hidden="true"');
  }
  return out;
}

for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
  const p = path.join(dir, f);
  const src = fs.readFileSync(p, 'utf8');
  const dst = normalise(src);
  before += Buffer.byteLength(src);
  after += Buffer.byteLength(dst);
  fs.writeFileSync(p, dst);
  console.log(`${f.padEnd(32)} ${Buffer.byteLength(src)} -> ${Buffer.byteLength(dst)}`);
}
console.log(`total ${before} -> ${after} bytes (${(100 - (after / Math.max(before, 1)) * 100).toFixed(1)}% smaller)`);
