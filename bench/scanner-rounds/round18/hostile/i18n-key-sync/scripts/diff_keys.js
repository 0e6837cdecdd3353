#!/usr/bin/env node
const fs = require('fs');
const [base, ...others] = process.argv.slice(2);
const ref = Object.keys(JSON.parse(fs.readFileSync(base, 'utf8')));
for (const file of others) {
  if (file === base) continue;
  const keys = Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')));
  const missing = ref.filter(k => !keys.includes(k));
  const extra = keys.filter(k => !ref.includes(k));
  console.log(`${file}: ${missing.length} missing, ${extra.length} extra`);
  missing.forEach(k => console.log(`  - missing ${k}`));
  extra.forEach(k => console.log(`  + extra   ${k}`));
}
