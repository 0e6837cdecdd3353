#!/usr/bin/env node
// Compare locale bundles against en.json.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'locales';
const fixOrder = process.argv.includes('--fix-order');
const load = (f) => JSON.parse(readFileSync(join(dir, f), 'utf8'));
const vars = (s) => new Set([...String(s).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]));

const base = load('en.json');
const baseKeys = Object.keys(base);
let problems = 0;

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json').sort()) {
  const bundle = load(file);
  const keys = Object.keys(bundle);
  const missing = baseKeys.filter((k) => !(k in bundle));
  const extra = keys.filter((k) => !(k in base));
  const mismatched = keys.filter((k) => k in base && [...vars(base[k])].sort().join() !== [...vars(bundle[k])].sort().join());
  const pct = Math.round(((baseKeys.length - missing.length) / baseKeys.length) * 100);
  console.log(`${file.padEnd(12)} ${String(pct).padStart(3)}%  missing=${missing.length} extra=${extra.length} vars=${mismatched.length}`);
  for (const k of missing) console.log(`   missing  ${k}`);
  for (const k of extra) console.log(`   extra    ${k}`);
  for (const k of mismatched) console.log(`   vars     ${k}`);
  problems += missing.length + extra.length + mismatched.length;
  if (fixOrder) {
    const sorted = Object.fromEntries(Object.entries(bundle).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(join(dir, file), JSON.stringify(sorted, null, 2) + '\n');
  }
}
process.exitCode = problems ? 1 : 0;
