#!/usr/bin/env node
const fs = require('fs');
const pkg = JSON.parse(fs.readFileSync(process.argv[2] || 'package.json', 'utf8'));
const risky = [/curl|wget/, /\|\s*(ba)?sh/, /node -e/, /eval/, /rm -rf/];
for (const [name, cmd] of Object.entries(pkg.scripts || {})) {
  const hits = risky.filter(r => r.test(cmd)).map(String);
  const hook = /^(pre|post)?install$|^prepare$/.test(name) ? ' [lifecycle]' : '';
  console.log(`${name}${hook}: ${cmd}${hits.length ? `\n   ⚠ matches ${hits.join(', ')}` : ''}`);
}
