#!/usr/bin/env node
import { readFileSync } from "node:fs";

const audit = JSON.parse(readFileSync(process.argv[2] ?? "audit.json", "utf8"));
const counts = { critical: 0, high: 0, moderate: 0, low: 0, info: 0 };
const rows = [];
for (const [name, v] of Object.entries(audit.vulnerabilities ?? {})) {
  counts[v.severity] = (counts[v.severity] ?? 0) + 1;
  rows.push(`| ${name} | ${v.severity} | ${v.range} | ${v.fixAvailable ? "あり" : "なし"} |`);
}
console.log(`重大: ${counts.critical} / 高: ${counts.high} / 中: ${counts.moderate} / 低: ${counts.low}`);
console.log("| パッケージ | 重大度 | 影響範囲 | 修正 |\n|---|---|---|---|");
console.log(rows.join("\n"));
