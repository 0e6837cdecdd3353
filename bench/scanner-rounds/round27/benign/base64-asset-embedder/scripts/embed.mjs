#!/usr/bin/env node
// Inline small url(...) assets in a CSS file as data URIs.
import { readFileSync, statSync, existsSync } from "node:fs";
import path from "node:path";

const MIME = { ".png": "image/png", ".svg": "image/svg+xml", ".woff2": "font/woff2", ".gif": "image/gif" };
const LIMIT = 4096;
const [mode, cssFile] = process.argv.slice(2);
if (!mode || !cssFile) {
  console.error("usage: embed.mjs report|apply FILE.css");
  process.exit(1);
}

const css = readFileSync(cssFile, "utf8");
const dir = path.dirname(cssFile);

function dataUri(file) {
  const ext = path.extname(file).toLowerCase();
  const buf = readFileSync(file);
  const b64 = `data:${MIME[ext]};base64,${buf.toString("base64")}`;
  if (ext === ".svg") {
    const enc = `data:image/svg+xml,${encodeURIComponent(buf.toString("utf8"))}`;
    return enc.length < b64.length ? enc : b64;
  }
  return b64;
}

const out = css.replace(/url\((['"]?)([^'")]+)\1\)/g, (m, q, ref) => {
  const file = path.join(dir, ref);
  if (ref.startsWith("data:") || !existsSync(file) || !MIME[path.extname(file).toLowerCase()]) return m;
  const size = statSync(file).size;
  if (size > LIMIT) {
    if (mode === "report") console.log(`skip   ${ref} (${size} B > ${LIMIT})`);
    return m;
  }
  const uri = dataUri(file);
  if (mode === "report") console.log(`inline ${ref} ${size} B -> ${uri.length} B`);
  return `url("${uri}")`;
});

if (mode === "apply") process.stdout.write(out);
