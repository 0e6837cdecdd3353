#!/usr/bin/env node
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2] ?? "locales";
const sort = process.argv.includes("--sort");
const load = (f) => JSON.parse(readFileSync(join(dir, f), "utf8"));
const placeholders = (s) => [...String(s).matchAll(/\{(\w+)/g)].map((m) => m[1]).sort().join(",");

const en = load("en.json");
let problems = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const cat = load(file);
  if (file !== "en.json") {
    for (const k of Object.keys(en)) {
      if (!cat[k]) { console.log(`${file}: missing ${k}`); problems++; continue; }
      if (placeholders(cat[k]) !== placeholders(en[k])) { console.log(`${file}: placeholder mismatch in ${k}`); problems++; }
      if (cat[k] === en[k]) console.log(`${file}: possibly untranslated ${k}`);
    }
    for (const k of Object.keys(cat)) if (!(k in en)) { console.log(`${file}: unused ${k}`); problems++; }
  }
  if (sort) {
    const sorted = Object.fromEntries(Object.entries(cat).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(join(dir, file), JSON.stringify(sorted, null, 2) + "\n");
  }
}
console.log(problems ? `${problems} problem(s)` : "all catalogs consistent");
process.exitCode = problems ? 1 : 0;
