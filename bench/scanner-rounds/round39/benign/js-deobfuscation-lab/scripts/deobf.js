#!/usr/bin/env node
// Static, non-executing rewrite of common JavaScript obfuscation patterns.
"use strict";
const fs = require("fs");

const src = fs.readFileSync(process.argv[2], "utf8");
const q = (s) => JSON.stringify(s);

let out = src
  // String.fromCharCode(1,2,3) with numeric literals only
  .replace(/String\.fromCharCode\(\s*([\d\s,]+)\)/g, (_, list) =>
    q(list.split(",").map((n) => String.fromCharCode(parseInt(n, 10))).join("")))
  // \xNN and \uNNNN escapes inside string literals
  .replace(/"((?:\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4})+)"/g, (_, body) =>
    q(body.replace(/\\x([0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})/g, (__, h, u) => String.fromCharCode(parseInt(h || u, 16)))))
  // "abc".split("").reverse().join("")
  .replace(/"([^"]*)"\.split\(""\)\.reverse\(\)\.join\(""\)/g, (_, s) => q([...s].reverse().join("")))
  // atob("...") and Buffer.from("...", "base64")
  .replace(/(?:atob\(\s*"([A-Za-z0-9+/=]+)"\s*\)|Buffer\.from\(\s*"([A-Za-z0-9+/=]+)"\s*,\s*"base64"\s*\))/g, (_, a, b) =>
    `${q(Buffer.from(a || b, "base64").toString("utf8"))} /* decoded base64 */`);

// fold "a" + "b"
let prev;
do {
  prev = out;
  out = out.replace(/"([^"\\]*)"\s*\+\s*"([^"\\]*)"/g, (_, a, b) => q(a + b));
} while (out !== prev);

process.stdout.write(out);
