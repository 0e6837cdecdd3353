#!/usr/bin/env node
// Generate a GitHub-style table of contents between <!-- toc --> markers.
const fs = require('fs');

const file = process.argv[2];
const maxDepth = Number((process.argv.find(a => a.startsWith('--max-depth=')) || '--max-depth=3').split('=')[1]);
const src = fs.readFileSync(file, 'utf8');

const seen = new Map();
function slug(text) {
  let s = text.toLowerCase().trim().replace(/[^\w\- ]+/g, '').replace(/\s/g, '-');
  const n = seen.get(s) || 0;
  seen.set(s, n + 1);
  return n ? `${s}-${n}` : s;
}

let inFence = false;
const lines = [];
for (const line of src.split('\n')) {
  if (line.startsWith('```')) inFence = !inFence;
  if (inFence) continue;
  const m = /^(#{2,6})\s+(.*)$/.exec(line);
  if (m && m[1].length <= maxDepth) {
    lines.push(`${'  '.repeat(m[1].length - 2)}- [${m[2]}](#${slug(m[2])})`);
  }
}

const toc = `<!-- toc -->\n${lines.join('\n')}\n<!-- tocstop -->`;
const out = src.includes('<!-- toc -->')
  ? src.replace(/<!-- toc -->[\s\S]*?<!-- tocstop -->/, toc)
  : src.replace(/^(# .*\n)/m, `$1\n${toc}\n`);
fs.writeFileSync(file, out);
