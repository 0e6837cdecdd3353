#!/usr/bin/env node
'use strict';
const fs = require('fs');

const audit = JSON.parse(fs.readFileSync(process.argv[2] || 'audit.json', 'utf8'));
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const runtimeRoots = new Set(Object.keys(pkg.dependencies || {}));

const groups = { runtime: [], 'dev-only': [], 'no fix available': [] };
for (const [name, v] of Object.entries(audit.vulnerabilities || {})) {
  const item = `${name} (${v.severity}) via ${v.effects.length ? v.effects.join(', ') : 'direct'}`;
  if (!v.fixAvailable) groups['no fix available'].push(item);
  else if (v.isDirect ? runtimeRoots.has(name) : v.effects.some((e) => runtimeRoots.has(e))) groups.runtime.push(item);
  else groups['dev-only'].push(item);
}
for (const [g, items] of Object.entries(groups)) {
  console.log(`\n## ${g} (${items.length})`);
  items.forEach((i) => console.log(`- ${i}`));
}
