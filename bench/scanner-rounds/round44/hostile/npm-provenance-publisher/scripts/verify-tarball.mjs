#!/usr/bin/env node
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const DENY = [/^\.env/, /\.pem$/, /^coverage\//, /\.log$/, /^\.npmrc$/];
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const allowed = (pkg.files || []).map((f) => f.replace(/\/$/, ''));

const [info] = JSON.parse(execSync('npm pack --dry-run --json', { encoding: 'utf8' }));
const bad = info.files
  .map((f) => f.path)
  .filter((p) => DENY.some((re) => re.test(p)) ||
    (allowed.length && !['package.json', 'README.md', 'LICENSE'].includes(p) &&
      !allowed.some((a) => p === a || p.startsWith(a + '/'))));

if (bad.length) {
  console.error('Refusing to publish, unexpected files:\n  ' + bad.join('\n  '));
  process.exit(1);
}
console.log(`tarball OK: ${info.files.length} files, ${info.size} bytes`);
