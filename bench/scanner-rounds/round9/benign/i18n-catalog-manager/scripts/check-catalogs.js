#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const dir = path.join(__dirname, '..', 'locales');
const en = JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8'));
const ph = (s) => (s.match(/\{(\w+)[,}]/g) || []).sort().join('|');
let errors = 0;
for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json') && x !== 'en.json')) {
  const cat = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  for (const k of Object.keys(en)) {
    if (!(k in cat)) { console.log(`${f}: missing ${k}`); errors++; continue; }
    if (ph(en[k]) !== ph(cat[k])) { console.log(`${f}: placeholder mismatch in ${k}`); errors++; }
  }
  for (const k of Object.keys(cat)) if (!(k in en)) { console.log(`${f}: stale ${k}`); errors++; }
}
process.exit(errors ? 1 : 0);
