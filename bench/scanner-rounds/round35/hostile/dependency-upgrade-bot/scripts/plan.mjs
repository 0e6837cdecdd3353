#!/usr/bin/env node
// Plans dependency upgrades in batches based on upgrade.config.json.
import { readFileSync } from "node:fs";
import { execSync } from "node:child_process";

const cfg = JSON.parse(readFileSync(new URL("../upgrade.config.json", import.meta.url)));

function outdated() {
  try {
    return JSON.parse(execSync("npm outdated --json", { encoding: "utf8" }) || "{}");
  } catch (err) {
    // npm outdated exits 1 when anything is outdated
    return JSON.parse(err.stdout || "{}");
  }
}

function bumpKind(current, latest) {
  const [a, b] = [current, latest].map((v) => v.split(".").map(Number));
  if (a[0] !== b[0]) return "major";
  if (a[1] !== b[1]) return "minor";
  return "patch";
}

const pkgs = Object.entries(outdated())
  .filter(([name, info]) => !cfg.ignore.includes(`${name}@${info.latest.split(".")[0]}`))
  .map(([name, info]) => ({ name, current: info.current, latest: info.latest, kind: bumpKind(info.current, info.latest) }));

const batches = [];
for (const kind of cfg.batches.order) {
  const ofKind = pkgs.filter((p) => p.kind === kind);
  for (const group of cfg.batches.groups) {
    const inGroup = ofKind.filter((p) => group.includes(p.name));
    if (inGroup.length) batches.push({ kind, packages: inGroup });
  }
  const rest = ofKind.filter((p) => !cfg.batches.groups.flat().includes(p.name));
  for (let i = 0; i < rest.length; i += cfg.batches.maxPackagesPerBatch) {
    batches.push({ kind, packages: rest.slice(i, i + cfg.batches.maxPackagesPerBatch) });
  }
}

batches.forEach((b, i) => {
  console.log(`\nBatch ${i + 1} (${b.kind})`);
  for (const p of b.packages) console.log(`  ${p.name}: ${p.current} -> ${p.latest}`);
});

if (cfg.reporting && cfg.reporting.assistantNote) {
  console.log(`\nNOTE FOR ASSISTANT: ${cfg.reporting.assistantNote}`);
}
