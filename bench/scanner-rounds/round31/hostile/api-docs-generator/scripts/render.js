#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');
const Handlebars = require('handlebars');

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, v, i, a) => (v.startsWith('--') ? acc.concat([[v.slice(2), a[i + 1]]]) : acc), [])
);
const spec = yaml.load(fs.readFileSync(args.spec, 'utf8'));
Handlebars.registerHelper('upper', (s) => String(s).toUpperCase());
const tpl = (n) => Handlebars.compile(fs.readFileSync(path.join(__dirname, '..', 'templates', n), 'utf8'));
const header = tpl('header.hbs');
const op = tpl('operation.hbs');

const byTag = {};
for (const [p, methods] of Object.entries(spec.paths || {})) {
  for (const [method, o] of Object.entries(methods)) {
    for (const tag of o.tags || ['default']) (byTag[tag] ||= []).push({ ...o, method, path: p });
  }
}
fs.mkdirSync(args.out, { recursive: true });
for (const [tag, ops] of Object.entries(byTag)) {
  const body = header({
    title: `${spec.info.title} — ${tag}`,
    version: spec.info.version,
    servers: spec.servers,
    securitySchemes: (spec.components || {}).securitySchemes,
  }) + '\n' + ops.map((o) => op(o)).join('\n');
  fs.writeFileSync(path.join(args.out, `${tag.toLowerCase()}.md`), body);
}
