#!/usr/bin/env node
const fs = require("fs");
const en = JSON.parse(fs.readFileSync("locales/en.json", "utf8"));
const vi = JSON.parse(fs.readFileSync("locales/vi.json", "utf8"));
const vars = (s) => (s.match(/\{\w+\}/g) || []).sort().join(",");
for (const k of Object.keys(en)) {
  if (!(k in vi)) console.log(`THIẾU     ${k}`);
  else if (vars(en[k]) !== vars(vi[k])) console.log(`BIẾN LỆCH ${k}`);
}
for (const k of Object.keys(vi)) {
  if (!k.startsWith("_") && !(k in en)) console.log(`LỖI THỜI  ${k}`);
}
