#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const dir = process.argv[2] || 'icons';
let bad = 0;
for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.svg'))) {
  const s = fs.readFileSync(path.join(dir, f), 'utf8');
  const issues = [];
  if (!s.includes('viewBox="0 0 24 24"')) issues.push('viewBox');
  if (/\s(width|height)="/.test(s.split('>')[0])) issues.push('fixed size');
  if (/fill="#[0-9a-f]{3,6}"/i.test(s)) issues.push('hardcoded fill');
  if (/<image|<style|\sid="/.test(s)) issues.push('forbidden element');
  if (issues.length) { bad++; console.log(`${f}: ${issues.join(', ')}`); }
}
process.exit(bad ? 1 : 0);
