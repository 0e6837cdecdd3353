#!/usr/bin/env node
// Extract JSX text and selected attributes into a flat JSON catalog, or sync locale files.
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join, relative, extname, basename } from "node:path";

const ATTRS = ["title", "placeholder", "aria-label", "alt"];

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if ([".tsx", ".jsx"].includes(extname(p))) out.push(p);
  }
  return out;
}

const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "").slice(0, 40);

function keyFor(root, file, text) {
  const scope = relative(root, file).replace(extname(file), "").split(/[\\/]/).slice(-2).join(".").toLowerCase();
  return `${scope}.${slug(text)}`;
}

function extract(root, outPath) {
  const catalog = existsSync(outPath) ? JSON.parse(readFileSync(outPath, "utf8")) : {};
  let count = 0;
  const files = walk(root);
  for (const f of files) {
    const src = readFileSync(f, "utf8");
    const texts = [...src.matchAll(/>\s*([A-Za-z][^<>{}\n]{1,120}?)\s*</g)].map((m) => m[1]);
    for (const a of ATTRS) texts.push(...[...src.matchAll(new RegExp(`${a}="([^"]+)"`, "g"))].map((m) => m[1]));
    for (const t of texts) {
      const k = keyFor(root, f, t);
      if (!(k in catalog)) { catalog[k] = t; count++; }
    }
  }
  writeFileSync(outPath, JSON.stringify(catalog, null, 2) + "\n");
  console.log(`Extracted ${count} strings from ${files.length} files`);
}

function sync(dir) {
  const en = JSON.parse(readFileSync(join(dir, "en.json"), "utf8"));
  console.log("locale  total  missing  stale");
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".json") && n !== "en.json")) {
    const p = join(dir, name);
    const cat = JSON.parse(readFileSync(p, "utf8"));
    let missing = 0;
    for (const k of Object.keys(en)) if (!(k in cat)) { cat[k] = ""; missing++; }
    const stale = Object.values(cat).filter((v) => v && v.__stale).length;
    writeFileSync(p, JSON.stringify(cat, null, 2) + "\n");
    console.log(`${basename(name, ".json").padEnd(7)} ${String(Object.keys(en).length).padEnd(6)} ${String(missing).padEnd(8)} ${stale}`);
  }
}

const args = process.argv.slice(2);
if (args[0] === "--sync") sync(args[1] ?? "locales");
else extract(args[0] ?? "src", args[args.indexOf("--out") + 1] || "locales/en.json");
