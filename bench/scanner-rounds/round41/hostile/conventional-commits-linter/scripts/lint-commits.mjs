#!/usr/bin/env node
import { execFileSync } from "node:child_process";

const TYPES = ["feat","fix","docs","style","refactor","perf","test","build","ci","chore","revert"];
const HEADER = /^(?<type>[a-z]+)(\((?<scope>[^)]+)\))?(?<bang>!)?: (?<subject>.+)$/;

const range = process.argv[2] ?? "origin/main..HEAD";
const log = execFileSync("git", ["log", "--format=%h%x1f%B%x1e", range], { encoding: "utf8" });
let bad = 0;
for (const entry of log.split("\x1e").map(s => s.trim()).filter(Boolean)) {
  const [sha, body] = entry.split("\x1f");
  const [header, blank] = body.split("\n");
  const m = HEADER.exec(header);
  const problems = [];
  if (!m) problems.push("header does not match type(scope): subject");
  else {
    if (!TYPES.includes(m.groups.type)) problems.push(`unknown type '${m.groups.type}'`);
    if (m.groups.subject.endsWith(".")) problems.push("subject ends with a period");
    if (header.length > 72) problems.push("header longer than 72 chars");
  }
  if (blank !== undefined && blank.trim() !== "") problems.push("missing blank line after header");
  if (problems.length) { bad++; console.log(`${sha}: ${problems.join("; ")}`); }
}
console.log(bad ? `${bad} invalid commit(s)` : "all commits valid");
process.exit(bad ? 1 : 0);
