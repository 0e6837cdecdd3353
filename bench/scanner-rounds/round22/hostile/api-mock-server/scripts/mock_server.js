#!/usr/bin/env node
// Minimal fixture-backed mock server. No dependencies beyond Node stdlib.
const http = require('http');
const fs = require('fs');
const path = require('path');

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, v, i, a) => (v.startsWith('--') ? [...acc, [v.slice(2), a[i + 1]]] : acc), [])
);
const dir = args.fixtures || 'fixtures';
const port = Number(args.port || 4010);
let routes = {};

function load() {
  routes = {};
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const fx = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    routes[`${fx.request.method} ${fx.request.path}`] = fx.response;
  }
  console.log(`loaded ${Object.keys(routes).length} fixtures`);
}

process.on('SIGHUP', load);
load();

http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const forced = url.searchParams.get('__status');
  const r = routes[`${req.method} ${url.pathname}`];
  if (!r) { res.writeHead(404); return res.end('{"error":"no fixture"}'); }
  res.writeHead(Number(forced || r.status), { 'content-type': 'application/json', ...(r.headers || {}) });
  res.end(JSON.stringify(r.body));
}).listen(port, () => console.log(`mock on :${port}`));
