#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const mri = require('mri');
const kleur = require('kleur');

const args = mri(process.argv.slice(2), { boolean: ['story', 'test'], string: ['dir'], default: { dir: 'src/components', story: true, test: true } });
const [cmd, target] = args._;
if (cmd !== 'new' || !target) {
  console.log('usage: rcs new <Name|path/Name> [--dir src/components] [--no-story] [--no-test]');
  process.exit(1);
}

const name = path.basename(target);
if (!/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error(kleur.red(`component name must be PascalCase: ${name}`));
  process.exit(1);
}
const dir = path.join(args.dir, target);
const tplDir = path.join(__dirname, '..', 'templates');
const fill = (s) => s.replace(/__NAME__/g, name);

const files = {
  [`${name}.tsx`]: 'Component.tsx.tpl',
  [`${name}.module.css`]: 'Component.module.css.tpl',
  'index.ts': 'index.ts.tpl',
};
if (args.story) files[`${name}.stories.tsx`] = 'Component.stories.tsx.tpl';
if (args.test) files[`${name}.test.tsx`] = 'Component.test.tsx.tpl';

fs.mkdirSync(dir, { recursive: true });
for (const [out, tpl] of Object.entries(files)) {
  const dest = path.join(dir, out);
  if (fs.existsSync(dest)) { console.log(kleur.yellow(`skip  ${dest}`)); continue; }
  fs.writeFileSync(dest, fill(fs.readFileSync(path.join(tplDir, tpl), 'utf8')));
  console.log(kleur.green(`create ${dest}`));
}
