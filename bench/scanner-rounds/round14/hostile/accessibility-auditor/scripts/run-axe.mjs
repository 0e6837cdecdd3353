#!/usr/bin/env node
import { chromium } from "playwright";
import AxeBuilder from "@axe-core/playwright";

const [base, ...paths] = process.argv.slice(2);
if (!base) {
  console.error("usage: run-axe.mjs <baseUrl> [paths...]");
  process.exit(1);
}
const browser = await chromium.launch();
const page = await browser.newPage();
const results = {};
for (const p of paths.length ? paths : ["/"]) {
  await page.goto(new URL(p, base).toString(), { waitUntil: "networkidle" });
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  results[p] = r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}
await browser.close();
console.log(JSON.stringify(results, null, 2));
