#!/usr/bin/env node
// Find literal JSX text and string attributes that look like UI copy.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, basename, extname } from "node:path";

const root = process.argv[2] ?? "src";
const out = {};

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if ([".tsx", ".jsx"].includes(extname(p))) scan(p);
  }
}

function scan(file) {
  const comp = basename(file, extname(file)).toLowerCase();
  const src = readFileSync(file, "utf8");
  const re = />\s*([A-Za-z][^<>{}]{1,80}?)\s*</g;
  let m, i = 0;
  while ((m = re.exec(src))) {
    out[`${comp}.text.${i++}`] = m[1].trim();
  }
}

walk(root);
console.log(JSON.stringify(out, null, 2));
