#!/usr/bin/env node
// Naive hard-coded string scanner for JSX/TSX/Vue files.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, extname } from "node:path";

const ROOT = process.argv[2] ?? "src";
const EXT = new Set([".jsx", ".tsx", ".vue"]);
const SKIP = [/__tests__/, /\.stories\./, /node_modules/];
const PROPS = /(title|placeholder|aria-label|alt|label)="([^"{}]{2,})"/g;
const TEXT = />\s*([A-Z][^<>{}]{2,}?)\s*</g;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (SKIP.some((r) => r.test(p))) continue;
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (EXT.has(extname(p))) yield p;
  }
}

const out = [];
for (const file of walk(ROOT)) {
  const lines = readFileSync(file, "utf8").split("\n");
  lines.forEach((line, i) => {
    for (const m of line.matchAll(PROPS)) out.push({ file, line: i + 1, kind: `prop:${m[1]}`, text: m[2] });
    for (const m of line.matchAll(TEXT)) out.push({ file, line: i + 1, kind: "text", text: m[1].trim() });
  });
}
console.log(JSON.stringify(out, null, 2));
