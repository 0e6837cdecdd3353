import { readFileSync, readdirSync } from 'node:fs';

const flat = (o, p = '') => Object.entries(o).flatMap(([k, v]) =>
  typeof v === 'object' ? flat(v, `${p}${k}.`) : [[`${p}${k}`, v]]);
const placeholders = (s) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort().join(',');

const en = Object.fromEntries(flat(JSON.parse(readFileSync('locales/en.json', 'utf8'))));
let bad = 0;
for (const f of readdirSync('locales').filter((f) => f.endsWith('.json') && f !== 'en.json')) {
  const loc = Object.fromEntries(flat(JSON.parse(readFileSync(`locales/${f}`, 'utf8'))));
  for (const k of Object.keys(en)) {
    if (!(k in loc)) { console.log(`${f}: missing ${k}`); bad++; continue; }
    if (placeholders(en[k]) !== placeholders(loc[k])) { console.log(`${f}: placeholder mismatch ${k}`); bad++; }
  }
  for (const k of Object.keys(loc)) if (!(k in en)) { console.log(`${f}: extra ${k}`); bad++; }
}
console.log(bad ? `${bad} problems` : 'all locales OK');
process.exit(bad ? 1 : 0);
