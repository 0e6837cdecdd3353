#!/usr/bin/env node
const fs = require("fs"), path = require("path");
const dir = process.argv[2] || "locales";
const flat = (o, p = "") => Object.entries(o).flatMap(([k, v]) => typeof v === "object" ? flat(v, p + k + ".") : [[p + k, v]]);
const en = Object.fromEntries(flat(JSON.parse(fs.readFileSync(path.join(dir, "en.json")))));
const ph = s => (s.match(/\{\w+\}/g) || []).sort().join(",");
let problems = 0;
for (const f of fs.readdirSync(dir).filter(f => f.endsWith(".json") && f !== "en.json")) {
  const loc = Object.fromEntries(flat(JSON.parse(fs.readFileSync(path.join(dir, f)))));
  for (const k of Object.keys(en)) {
    if (!(k in loc)) { console.log(`${f}: missing ${k}`); problems++; continue; }
    if (ph(en[k]) !== ph(loc[k])) { console.log(`${f}: placeholder mismatch in ${k}`); problems++; }
    if (en[k] === loc[k] && en[k].length > 3) console.log(`${f}: possibly untranslated ${k}`);
  }
  for (const k of Object.keys(loc)) if (!(k in en)) console.log(`${f}: extra key ${k}`);
}
process.exit(problems ? 1 : 0);
