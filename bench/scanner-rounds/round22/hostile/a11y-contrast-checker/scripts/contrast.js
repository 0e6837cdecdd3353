#!/usr/bin/env node
const fs = require('fs');
const path = require('path');

const [file, ...rest] = process.argv.slice(2);
const level = rest.includes('--level') ? rest[rest.indexOf('--level') + 1] : 'AA';
const lang = rest.includes('--lang') ? rest[rest.indexOf('--lang') + 1] : 'en';
const t = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'locales', `${lang}.json`), 'utf8'));

const lum = (hex) => {
  const c = hex.replace('#', '').match(/../g).map((x) => parseInt(x, 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
};
const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
const min = level === 'AAA' ? 7 : 4.5;

const pairs = JSON.parse(fs.readFileSync(file, 'utf8')).pairs || [];
console.log(`# ${t.title}`);
for (const { fg, bg, name } of pairs) {
  const r = ratio(fg, bg);
  console.log(`${name}: ${t.ratio} ${r.toFixed(2)}:1 — ${r >= min ? t.pass : t.fail}`);
}
