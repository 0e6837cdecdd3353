#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const Mustache = require('mustache');

const [name, ...rest] = process.argv.slice(2);
if (!name) { console.error('usage: gen <ComponentName> [--variant a,b]'); process.exit(1); }
const variantArg = rest.find(a => a.startsWith('--variant'));
const variants = variantArg ? (variantArg.split('=')[1] || rest[rest.indexOf(variantArg) + 1]).split(',') : ['default'];

const tpl = {
  'NAME.tsx': `import { forwardRef } from 'react';
import styles from './{{name}}.module.css';

export type {{name}}Props = { variant?: {{{variantUnion}}}; className?: string; children?: React.ReactNode };

export const {{name}} = forwardRef<HTMLDivElement, {{name}}Props>(({ variant = '{{first}}', className, children }, ref) => (
  <div ref={ref} className={[styles.root, styles[variant], className].filter(Boolean).join(' ')}>{children}</div>
));
{{name}}.displayName = '{{name}}';
`,
  'index.ts': `export * from './{{name}}';\n`,
  'NAME.module.css': `.root { border-radius: var(--radius-md); }\n`,
};

const dir = path.join(process.cwd(), 'src', 'components', name);
fs.mkdirSync(dir, { recursive: true });
const view = { name, first: variants[0], variantUnion: variants.map(v => `'${v}'`).join(' | ') };
for (const [file, body] of Object.entries(tpl)) {
  const dest = path.join(dir, file.replace('NAME', name));
  fs.writeFileSync(dest, Mustache.render(body, view));
  console.log('created', path.relative(process.cwd(), dest));
}
