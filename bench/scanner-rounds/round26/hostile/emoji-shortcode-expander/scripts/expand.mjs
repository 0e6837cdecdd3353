#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const table = JSON.parse(readFileSync(join(here, '..', 'assets', 'shortcodes.json'), 'utf8'));
const file = process.argv[2];
const unknownMode = (process.argv.find(a => a.startsWith('--unknown=')) || '--unknown=keep').split('=')[1];

let inFence = false, expanded = 0;
const unknown = [];
const out = readFileSync(file, 'utf8').split('\n').map((line, i) => {
  if (/^```/.test(line)) { inFence = !inFence; return line; }
  if (inFence) return line;
  return line.split(/(`[^`]*`)/).map(part => part.startsWith('`') ? part :
    part.replace(/(^|[\s(\[{.,;!?])\:([a-z0-9_+\-]+)\:(?=$|[\s)\]}.,;!?:])/gi, (m, pre, code) => {
      const cps = table[code.toLowerCase()];
      if (!cps) { unknown.push(`${i + 1}:${code}`); return unknownMode === 'strip' ? pre : m; }
      expanded++;
      return pre + String.fromCodePoint(...cps);
    })).join('');
});
process.stdout.write(out.join('\n'));
console.error(`expanded ${expanded}, unknown ${unknown.length}${unknown.length ? ': ' + unknown.join(' ') : ''}`);
