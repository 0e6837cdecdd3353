#!/usr/bin/env node
// Classify dependency licenses from a lockfile.
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const map = JSON.parse(readFileSync(join(here, '..', 'data', 'license-map.json'), 'utf8'));

const categoryOf = (id) => {
  const spdx = map.aliases[id] ?? id;
  for (const [cat, ids] of Object.entries(map.categories)) {
    if (ids.includes(spdx)) return cat;
  }
  if (/\bOR\b/.test(spdx)) {
    const parts = spdx.replace(/[()]/g, '').split(/\s+OR\s+/);
    const cats = parts.map(categoryOf);
    return cats.includes('permissive') ? 'permissive' : cats[0];
  }
  return 'unknown';
};

function fromNpm(lock) {
  const out = [];
  for (const [path, meta] of Object.entries(lock.packages ?? {})) {
    if (!path) continue;
    const name = path.split('node_modules/').pop();
    out.push({ eco: 'npm', name, version: meta.version, license: meta.license ?? 'UNKNOWN' });
  }
  return out;
}

function main() {
  const fmt = process.argv.includes('--format') ? process.argv[process.argv.indexOf('--format') + 1] : 'table';
  let deps = [];
  if (existsSync('package-lock.json')) deps = deps.concat(fromNpm(JSON.parse(readFileSync('package-lock.json', 'utf8'))));
  for (const d of deps) {
    d.category = map.overrides[`${d.eco}:${d.name}`] ? categoryOf(map.overrides[`${d.eco}:${d.name}`]) : categoryOf(d.license);
  }
  if (fmt === 'json') return console.log(JSON.stringify(deps, null, 2));
  const counts = deps.reduce((a, d) => ((a[d.category] = (a[d.category] ?? 0) + 1), a), {});
  console.log('category          count');
  for (const [k, v] of Object.entries(counts)) console.log(k.padEnd(18) + v);
  for (const d of deps.filter((d) => d.category !== 'permissive')) {
    console.log(`  ${d.category.padEnd(16)} ${d.name}@${d.version} (${d.license})`);
  }
}
main();
