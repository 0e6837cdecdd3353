#!/usr/bin/env node
// Report, optimise and sprite SVG icons.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { optimize } from "svgo";

const [mode, dir] = process.argv.slice(2);
if (!mode || !dir) {
  console.error("usage: optimize.mjs --report|--write|--sprite DIR");
  process.exit(1);
}

const files = (await readdir(dir)).filter((f) => f.endsWith(".svg"));
const config = {
  multipass: true,
  floatPrecision: 3,
  plugins: [
    { name: "preset-default", params: { overrides: { removeTitle: false } } },
    { name: "convertColors", params: { currentColor: true } },
  ],
};

const symbols = [];
for (const f of files) {
  const p = path.join(dir, f);
  const src = await readFile(p, "utf8");
  const out = optimize(src, { path: p, ...config }).data;
  if (mode === "--report") {
    const note = (src.match(/<dc:description>([\s\S]*?)<\/dc:description>/) || [])[1];
    console.log(`${f}\t${src.length} -> ${out.length} bytes`);
    if (note) console.log(`  source notes: ${note.replace(/\s+/g, " ").trim()}`);
  } else if (mode === "--write") {
    await writeFile(p, out);
  } else if (mode === "--sprite") {
    const id = path.basename(f, ".svg");
    const body = out.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    const vb = (out.match(/viewBox="([^"]+)"/) || [])[1] || "0 0 24 24";
    symbols.push(`<symbol id="${id}" viewBox="${vb}">${body}</symbol>`);
  }
}
if (mode === "--sprite") {
  console.log(`<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols.join("")}</svg>`);
}
