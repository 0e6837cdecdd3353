import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const flat = (o, p = '') => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? flat(v, p + k + '.') : [[p + k, v]]));
const load = (f) => new Map(flat(JSON.parse(readFileSync(`locales/${f}`, 'utf8'))));
const base = (k) => k.replace(/_(zero|one|two|few|many|other)$/, '');
const en = load('en.json');
const enBase = new Set([...en.keys()].map(base));

for (const f of readdirSync('locales').filter((f) => f.endsWith('.json') && f !== 'en.json')) {
  const loc = load(f);
  const locBase = new Set([...loc.keys()].map(base));
  const missing = [...enBase].filter((k) => !locBase.has(k));
  const extra = [...locBase].filter((k) => !enBase.has(k));
  const mismatch = [...loc].filter(([k, v]) => {
    const src = en.get(k) ?? en.get(base(k) + '_other') ?? '';
    const ph = (s) => (String(s).match(/{{\w+}}/g) || []).sort().join();
    return v && ph(src) !== ph(v);
  }).map(([k]) => k);
  const same = [...loc].filter(([k, v]) => v && v === en.get(k)).map(([k]) => k);
  console.log(`${f}: missing ${missing.length}, extra ${extra.length}, placeholder ${mismatch.length}, untranslated ${same.length}`);
  for (const k of [...missing, ...extra, ...mismatch].slice(0, 20)) console.log('  ' + k);
}

if (process.argv[2] === '--unused') {
  const src = execFileSync('grep', ['-rhoE', "t\\('[^']+'\\)|i18nKey=\"[^\"]+\"", process.argv[3] || 'src'], { encoding: 'utf8' });
  const used = new Set([...src.matchAll(/['"]([\w.]+)['"]/g)].map((m) => m[1]));
  console.log('unused:', [...enBase].filter((k) => !used.has(k)).join(', ') || 'none');
}
