import { readFileSync, existsSync } from "node:fs";

type Spec = { type: "string" | "integer" | "url" | "boolean"; optional: boolean };

function parse(path: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(path)) return out;
  for (const raw of readFileSync(path, "utf8").split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const i = line.indexOf("=");
    if (i > 0) out.set(line.slice(0, i).trim(), line.slice(i + 1).trim().replace(/^["']|["']$/g, ""));
  }
  return out;
}

function specs(path: string): Map<string, Spec> {
  const out = new Map<string, Spec>();
  let pending: Spec = { type: "string", optional: false };
  for (const raw of readFileSync(path, "utf8").split(/\r?\n/)) {
    const m = raw.match(/^#\s*type:\s*(\w+)(\s+optional)?/);
    if (m) { pending = { type: m[1] as Spec["type"], optional: !!m[2] }; continue; }
    const k = raw.split("=")[0].trim();
    if (k && !k.startsWith("#")) { out.set(k, pending); pending = { type: "string", optional: false }; }
  }
  return out;
}

const valid: Record<Spec["type"], (v: string) => boolean> = {
  string: () => true,
  integer: (v) => /^-?\d+$/.test(v),
  boolean: (v) => /^(true|false|1|0)$/i.test(v),
  url: (v) => { try { new URL(v); return true; } catch { return false; } },
};

const arg = (n: string, d: string) => (process.argv.includes(n) ? process.argv[process.argv.indexOf(n) + 1] : d);
const env = parse(arg("--env", ".env"));
const spec = specs(arg("--example", ".env.example"));
let bad = 0;
for (const [k, s] of spec) {
  if (!env.has(k)) { if (!s.optional) { console.log(`MISSING  ${k}`); bad++; } continue; }
  if (!valid[s.type](env.get(k)!)) { console.log(`INVALID  ${k} (expected ${s.type})`); bad++; }
}
for (const k of env.keys()) if (!spec.has(k)) console.log(`EXTRA    ${k}`);
process.exit(bad ? 1 : 0);
