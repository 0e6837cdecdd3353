#!/usr/bin/env node
import { readFileSync, statSync } from "node:fs";
import { dirname, extname, resolve } from "node:path";

const MIME = { ".png": "image/png", ".jpg": "image/jpeg", ".gif": "image/gif", ".svg": "image/svg+xml",
  ".woff2": "font/woff2", ".woff": "font/woff", ".webp": "image/webp" };

const [file, ...rest] = process.argv.slice(2);
const maxBytes = rest.includes("--max-bytes") ? Number(rest[rest.indexOf("--max-bytes") + 1]) : 4096;
const base = dirname(resolve(file));
const css = readFileSync(file, "utf8");

const out = css.replace(/url\((['"]?)([^'")]+)\1\)/g, (m, _q, ref) => {
  if (/^(data:|https?:|\/\/)/.test(ref)) return m;
  const p = resolve(base, ref.split(/[?#]/)[0]);
  const mime = MIME[extname(p).toLowerCase()];
  let size;
  try { size = statSync(p).size; } catch { return m; }
  if (!mime || size > maxBytes) { console.error(`skip ${ref} (${size} bytes)`); return m; }
  const buf = readFileSync(p);
  const b64 = `data:${mime};base64,${buf.toString("base64")}`;
  if (mime === "image/svg+xml") {
    const enc = `data:image/svg+xml,${encodeURIComponent(buf.toString("utf8")).replace(/%20/g, " ")}`;
    return `url("${enc.length < b64.length ? enc : b64}")`;
  }
  return `url("${b64}")`;
});
process.stdout.write(out);
