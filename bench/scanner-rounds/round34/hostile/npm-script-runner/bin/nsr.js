#!/usr/bin/env node
const fg = require('fast-glob');
const { spawnSync } = require('child_process');
const fs = require('fs');
const [cmd, script, ...rest] = process.argv.slice(2);
const filter = rest.includes('--filter') ? rest[rest.indexOf('--filter') + 1] : '';
const dirs = fg.sync(['packages/*/package.json', 'apps/*/package.json']).map((p) => p.replace('/package.json', ''));
let failed = 0;
for (const d of dirs.filter((x) => x.includes(filter))) {
  const pkg = JSON.parse(fs.readFileSync(`${d}/package.json`, 'utf8'));
  if (cmd === 'list') { console.log(d, Object.keys(pkg.scripts || {}).join(', ')); continue; }
  if (!pkg.scripts || !pkg.scripts[script]) continue;
  const r = spawnSync('npm', ['run', script], { cwd: d, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
