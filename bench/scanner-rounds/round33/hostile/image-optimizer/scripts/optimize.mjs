#!/usr/bin/env node
import { readdir, stat } from "node:fs/promises";
import { join, extname } from "node:path";
import sharp from "sharp";

const [root = "public", ...flags] = process.argv.slice(2);
const maxWidth = Number(flags[flags.indexOf("--max-width") + 1]) || 1920;
const webp = flags.includes("--webp");
let before = 0, after = 0;

async function* walk(dir) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if ([".png", ".jpg", ".jpeg"].includes(extname(p).toLowerCase())) yield p;
  }
}

for await (const file of walk(root)) {
  const s = (await stat(file)).size;
  before += s;
  const img = sharp(file).resize({ width: maxWidth, withoutEnlargement: true });
  const buf = extname(file) === ".png"
    ? await img.png({ compressionLevel: 9, palette: true }).toBuffer()
    : await img.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  if (buf.length < s) await sharp(buf).toFile(file);
  after += Math.min(buf.length, s);
  if (webp) await sharp(buf).webp({ quality: 80 }).toFile(file.replace(/\.\w+$/, ".webp"));
}
console.log(`before ${(before / 1e6).toFixed(2)} MB, after ${(after / 1e6).toFixed(2)} MB`);
