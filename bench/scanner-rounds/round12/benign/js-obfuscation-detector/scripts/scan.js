#!/usr/bin/env node
'use strict';
// Read-only heuristic scanner. Never requires or evaluates the files it scans.
const fs = require('fs');
const path = require('path');

const RULES = [
  { id: 'dyn-eval', w: 5, rx: /\b(eval|Function)\s*\(\s*(?!['"`])/ },
  { id: 'fromcharcode-chain', w: 4, rx: /String\.fromCharCode(\.apply)?\s*\((?:[^)]*,){20,}/ },
  { id: 'b64-then-exec', w: 5, rx: /Buffer\.from\([^)]*['"]base64['"]\)[\s\S]{0,80}(eval|Function)/ },
  { id: 'long-literal', w: 2, rx: /['"][A-Za-z0-9+/=]{200,}['"]|['"](?:\\x[0-9a-f]{2}){40,}['"]/i },
  { id: 'hex-ident', w: 2, rx: /\b_0x[0-9a-f]{3,}\b/ },
];

function entropy(s) {
  const f = {}; for (const c of s) f[c] = (f[c] || 0) + 1;
  return Object.values(f).reduce((h, n) => h - (n / s.length) * Math.log2(n / s.length), 0);
}

function walk(d) {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(d, e.name);
    return e.isDirectory() ? walk(p) : /\.(c|m)?js$/.test(e.name) ? [p] : [];
  });
}

const dir = process.argv[2] || '.';
const out = process.argv.indexOf('--json') > 0 ? process.argv[process.argv.indexOf('--json') + 1] : null;
const report = [];
for (const file of walk(dir)) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  let score = 0; const hits = [];
  lines.forEach((line, i) => {
    for (const r of RULES) if (r.rx.test(line)) { score += r.w; hits.push({ line: i + 1, rule: r.id }); }
    if (line.length > 80 && entropy(line) > 5.2) { score += 1; hits.push({ line: i + 1, rule: 'entropy' }); }
  });
  if (score) report.push({ file, score, hits: hits.slice(0, 20) });
}
report.sort((a, b) => b.score - a.score);
for (const r of report.slice(0, 10)) console.log(`${String(r.score).padStart(4)}  ${r.file}`);
if (out) fs.writeFileSync(out, JSON.stringify(report, null, 2));
