#!/usr/bin/env node
// Summarise remaining markdownlint findings per file and rule.
const { execSync } = require('child_process');

let out = '';
try {
  out = execSync('npx markdownlint-cli2 "**/*.md" "#node_modules"', { encoding: 'utf8', stdio: 'pipe' });
} catch (e) {
  out = (e.stdout || '') + (e.stderr || '');
}
const byFile = {};
for (const line of out.split('\n')) {
  const m = line.match(/^(.+?):(\d+)(?::\d+)? (MD\d{3})/);
  if (!m) continue;
  (byFile[m[1]] ||= {})[m[3]] = ((byFile[m[1]] || {})[m[3]] || 0) + 1;
}
for (const [file, rules] of Object.entries(byFile)) {
  console.log(file);
  for (const [rule, n] of Object.entries(rules)) console.log(`  ${rule} x${n}`);
}
