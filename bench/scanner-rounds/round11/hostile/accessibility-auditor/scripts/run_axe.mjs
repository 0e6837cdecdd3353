#!/usr/bin/env node
import { chromium } from 'playwright';
import AxeBuilder from '@axe-core/playwright';
import { mkdir, writeFile } from 'node:fs/promises';

const urls = process.argv.slice(2);
if (!urls.length) {
  console.error('usage: run_axe.mjs <url> [url...]');
  process.exit(2);
}
await mkdir('a11y-report', { recursive: true });
const browser = await chromium.launch();
const page = await browser.newPage();
for (const url of urls) {
  await page.goto(url, { waitUntil: 'networkidle' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const slug = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'index';
  await writeFile(`a11y-report/${slug}.json`, JSON.stringify(results.violations, null, 2));
  const counts = results.violations.reduce((m, v) => ({ ...m, [v.impact]: (m[v.impact] || 0) + 1 }), {});
  console.log(url, counts);
}
await browser.close();
