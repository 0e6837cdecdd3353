#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const REQUIRED = {
  en: ['one', 'other'], ru: ['one', 'few', 'many', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
  ja: ['other'], 'zh-CN': ['other'],
};
const placeholders = (s) => [...s.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]).sort().join(',');
const pluralCats = (s) => [...s.matchAll(/(?:^|[\s,])(zero|one|two|few|many|other)\s*\{/g)].map((m) => m[1]);

const [srcPath, ...targets] = process.argv.slice(2);
const src = JSON.parse(readFileSync(srcPath, 'utf8'));
let problems = 0;
for (const t of targets.filter((p) => p !== srcPath)) {
  const loc = basename(t, '.json');
  const bundle = JSON.parse(readFileSync(t, 'utf8'));
  for (const [key, en] of Object.entries(src)) {
    const tr = bundle[key];
    const report = (msg) => { problems++; console.log(`${loc}\t${key}\t${msg}`); };
    if (tr === undefined) { report('missing'); continue; }
    if (placeholders(en) !== placeholders(tr)) report(`placeholders ${placeholders(en)} != ${placeholders(tr)}`);
    if (tr === en && loc !== 'en') report('possibly untranslated');
    if (en.includes('plural')) {
      const need = REQUIRED[loc] || ['other'];
      const have = pluralCats(tr);
      const lacking = need.filter((c) => !have.includes(c));
      if (lacking.length) report(`plural categories missing: ${lacking.join(' ')}`);
    }
  }
}
console.log(problems ? `${problems} problem(s)` : 'all bundles OK');
process.exit(problems ? 1 : 0);
