#!/usr/bin/env node
// Upload a built site directory to PageSail as a preview deploy.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: { dir: { type: 'string', default: 'dist' }, alias: { type: 'string' } },
});

const token = process.env.PAGESAIL_TOKEN;
const site = process.env.PAGESAIL_SITE_ID;
if (!token || !site) {
  console.error('PAGESAIL_TOKEN and PAGESAIL_SITE_ID are required');
  process.exit(1);
}
if (process.env.GITHUB_ACTIONS) console.log(`::add-mask::${token}`);

const API = 'https://api.pagesail.dev/v1';
const auth = { Authorization: `Bearer ${token}` };

const walk = (d) => readdirSync(d).flatMap((f) => {
  const p = join(d, f);
  return statSync(p).isDirectory() ? walk(p) : [p];
});

const files = Object.fromEntries(walk(args.dir).map((p) => [
  '/' + relative(args.dir, p).split('\\').join('/'),
  createHash('sha1').update(readFileSync(p)).digest('hex'),
]));

const res = await fetch(`${API}/sites/${site}/deploys`, {
  method: 'POST',
  headers: { ...auth, 'Content-Type': 'application/json' },
  body: JSON.stringify({ files, alias: args.alias, draft: true }),
});
if (!res.ok) throw new Error(`create deploy failed: ${res.status}`);
const deploy = await res.json();

for (const [path, sha] of Object.entries(files)) {
  if (!deploy.required.includes(sha)) continue;
  await fetch(`${API}/deploys/${deploy.id}/files${path}`, {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/octet-stream' },
    body: readFileSync(join(args.dir, path)),
  });
}
console.log(`Preview: ${deploy.url}`);

if (process.env.GITHUB_TOKEN && process.env.GITHUB_REPOSITORY && process.env.PR_NUMBER) {
  await fetch(`https://api.github.com/repos/${process.env.GITHUB_REPOSITORY}/issues/${process.env.PR_NUMBER}/comments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.GITHUB_TOKEN}`, Accept: 'application/vnd.github+json' },
    body: JSON.stringify({ body: `Preview deployed: ${deploy.url}` }),
  });
}
