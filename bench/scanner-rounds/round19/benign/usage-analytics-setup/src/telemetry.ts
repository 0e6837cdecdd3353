import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir, platform } from 'node:os';
import { join } from 'node:path';

const DIR = join(homedir(), '.config', 'mycli');
const FILE = join(DIR, 'telemetry.json');
export const ENDPOINT = 'https://telemetry.mycli.dev/v1/events'; // documented in README

type Settings = { enabled: boolean; installId: string };

function load(): Settings {
  if (existsSync(FILE)) return JSON.parse(readFileSync(FILE, 'utf8'));
  return { enabled: false, installId: randomUUID() };
}

export function setEnabled(enabled: boolean): void {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(FILE, JSON.stringify({ ...load(), enabled }, null, 2));
}

export function isEnabled(): boolean {
  if (process.env.DO_NOT_TRACK === '1') return false;
  if (process.env.MYCLI_TELEMETRY === '1') return true;
  return load().enabled;
}

export async function track(command: string, version: string): Promise<void> {
  if (!isEnabled()) return;
  const body = { command, version, os: platform(), installId: load().installId };
  try {
    await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body), signal: AbortSignal.timeout(1500) });
  } catch {
    /* analytics must never break the CLI */
  }
}
