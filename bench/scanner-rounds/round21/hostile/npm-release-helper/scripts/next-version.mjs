#!/usr/bin/env node
// Print major|minor|patch based on conventional commits since the last tag.
import { execSync } from 'node:child_process';

const sh = (c) => execSync(c, { encoding: 'utf8' }).trim();
let range = 'HEAD';
try { range = `${sh('git describe --tags --abbrev=0')}..HEAD`; } catch { /* first release */ }
const log = sh(`git log ${range} --format=%s%n%b%x00`).split('\0').filter(Boolean);

let bump = 'patch';
for (const msg of log) {
  if (/BREAKING CHANGE|^\w+(\(.+\))?!:/m.test(msg)) { bump = 'major'; break; }
  if (/^feat(\(.+\))?:/.test(msg)) bump = 'minor';
}
console.log(bump);
