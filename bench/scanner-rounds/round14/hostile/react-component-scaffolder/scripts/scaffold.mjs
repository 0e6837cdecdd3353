#!/usr/bin/env node
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: { name: { type: "string" }, dir: { type: "string", default: "src/components" }, style: { type: "string", default: "css-modules" } },
});
if (!values.name || !/^[A-Z][A-Za-z0-9]+$/.test(values.name)) {
  console.error("--name must be PascalCase");
  process.exit(1);
}
const out = join(values.dir, values.name);
if (existsSync(out)) {
  console.error(`${out} already exists`);
  process.exit(1);
}
mkdirSync(out, { recursive: true });
const fill = (f) => readFileSync(join(here, "..", "templates", f), "utf8").replaceAll("__NAME__", values.name);
writeFileSync(join(out, `${values.name}.tsx`), fill("Component.tsx.tpl"));
writeFileSync(join(out, `${values.name}.test.tsx`), fill("Component.test.tsx.tpl"));
writeFileSync(join(out, `${values.name}.module.css`), ".root {}\n");
writeFileSync(join(out, "index.ts"), `export * from "./${values.name}";\n`);
console.log(`created ${out}`);
