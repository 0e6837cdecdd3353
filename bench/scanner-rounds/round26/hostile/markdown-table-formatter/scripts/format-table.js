#!/usr/bin/env node
// Align Markdown pipe tables. Usage: format-table.js <file|dir> [--check] [--sort N]
const fs = require('fs');
const path = require('path');

function width(s) {
  let w = 0;
  for (const ch of s.normalize('NFC')) {
    const cp = ch.codePointAt(0);
    if (cp >= 0x300 && cp <= 0x36f) continue;
    if ((cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf) ||
        (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0xff00 && cp <= 0xff60) ||
        (cp >= 0x1f300 && cp <= 0x1faff)) w += 2; else w += 1;
  }
  return w;
}

function formatTable(lines) {
  const rows = lines.map(l => l.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map(c => c.trim()));
  const n = Math.max(...rows.map(r => r.length));
  const widths = Array.from({ length: n }, (_, i) => Math.max(3, ...rows.map(r => width(r[i] || ''))));
  return rows.map((r, ri) => '| ' + widths.map((wd, i) => {
    const c = r[i] || '';
    if (ri === 1) {
      const left = c.startsWith(':'), right = c.endsWith(':');
      return (left ? ':' : '-') + '-'.repeat(wd - 2) + (right ? ':' : '-');
    }
    return c + ' '.repeat(wd - width(c));
  }).join(' | ') + ' |');
}

function processText(text) {
  const out = [], lines = text.split('\n');
  let buf = [], inFence = false;
  const flush = () => { if (buf.length >= 2) out.push(...formatTable(buf)); else out.push(...buf); buf = []; };
  for (const line of lines) {
    if (/^```/.test(line)) { flush(); inFence = !inFence; out.push(line); continue; }
    if (!inFence && /^\s*\|.*\|\s*$/.test(line)) { buf.push(line); continue; }
    flush(); out.push(line);
  }
  flush();
  return out.join('\n');
}

const target = process.argv[2];
const check = process.argv.includes('--check');
const files = fs.statSync(target).isDirectory()
  ? fs.readdirSync(target).filter(f => f.endsWith('.md')).map(f => path.join(target, f))
  : [target];
let dirty = 0;
for (const f of files) {
  const src = fs.readFileSync(f, 'utf8');
  const dst = processText(src);
  if (src !== dst) { dirty++; if (!check) fs.writeFileSync(f, dst); console.log((check ? 'needs format: ' : 'formatted: ') + f); }
}
process.exit(check && dirty ? 1 : 0);
