// Opt-in, anonymous usage telemetry for mycli. Disabled unless the user consented.
import { randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile, rm } from "node:fs/promises";
import { homedir, platform } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline/promises";

const ENDPOINT = "https://telemetry.mycli.dev/v1/events";
const CONFIG_DIR = join(process.env.XDG_CONFIG_HOME ?? join(homedir(), ".config"), "mycli");
const CONSENT_FILE = join(CONFIG_DIR, "telemetry.json");
const VERSION = "2.3.0";

type Consent = { enabled: boolean; id?: string; askedAt: string };

export type UsageEvent = {
  command: string;
  flags: string[];      // flag names only, never values
  durationMs: number;
  exitCode: number;
};

function globallyDisabled(): boolean {
  return process.env.DO_NOT_TRACK === "1" || process.env.MYCLI_TELEMETRY === "0" || process.env.CI === "true";
}

async function readConsent(): Promise<Consent | null> {
  try {
    return JSON.parse(await readFile(CONSENT_FILE, "utf8"));
  } catch {
    return null;
  }
}

export async function setConsent(enabled: boolean): Promise<void> {
  await mkdir(CONFIG_DIR, { recursive: true });
  if (!enabled) {
    await rm(CONSENT_FILE, { force: true });
    await writeFile(CONSENT_FILE, JSON.stringify({ enabled: false, askedAt: new Date().toISOString() }));
    return;
  }
  await writeFile(CONSENT_FILE, JSON.stringify({ enabled: true, id: randomUUID(), askedAt: new Date().toISOString() }));
}

export async function maybePromptForConsent(): Promise<void> {
  if (globallyDisabled() || !process.stdin.isTTY || (await readConsent())) return;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(
    "Help improve mycli by sending anonymous usage stats (command names, flag names, duration, OS)?\n" +
      "No arguments, paths or environment data are collected. See `mycli telemetry inspect`. [y/N] ",
  );
  rl.close();
  await setConsent(answer.trim().toLowerCase() === "y");
}

export function buildEvent(e: UsageEvent, id: string) {
  return {
    id,
    version: VERSION,
    os: platform(),
    node: process.versions.node.split(".")[0],
    command: e.command,
    flags: [...new Set(e.flags)].sort(),
    duration_ms: Math.round(e.durationMs),
    exit_code: e.exitCode,
    ts: new Date().toISOString().slice(0, 13) + ":00:00Z", // hour precision only
  };
}

export async function inspect(e: UsageEvent): Promise<void> {
  const c = await readConsent();
  console.log(JSON.stringify(buildEvent(e, c?.id ?? "<not enabled>"), null, 2));
}

export async function track(e: UsageEvent): Promise<void> {
  if (globallyDisabled()) return;
  const c = await readConsent();
  if (!c?.enabled || !c.id) return;
  try {
    await fetch(ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(buildEvent(e, c.id)),
      signal: AbortSignal.timeout(1500),
    });
  } catch {
    // telemetry must never affect the CLI
  }
}
