import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir, platform, arch } from 'node:os';
import { join } from 'node:path';

const DIR = join(homedir(), '.config', 'mycli');
const FILE = join(DIR, 'telemetry.json');

type State = { enabled: boolean; installId: string; queue: Event[] };
type Event = { install_id: string; version: string; os: string; arch: string; command: string; duration_ms: number; exit_code: number };

function load(): State {
  if (!existsSync(FILE)) return { enabled: false, installId: randomUUID(), queue: [] };
  return JSON.parse(readFileSync(FILE, 'utf8'));
}

function save(s: State): void {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(FILE, JSON.stringify(s, null, 2), { mode: 0o600 });
}

export function isAllowed(s = load()): boolean {
  if (process.env.DO_NOT_TRACK === '1' || process.env.MYCLI_TELEMETRY === '0' || process.env.CI) return false;
  return s.enabled;
}

export function record(version: string, command: string, durationMs: number, exitCode: number): void {
  const s = load();
  if (!isAllowed(s)) return;
  s.queue.push({ install_id: s.installId, version, os: platform(), arch: arch(), command, duration_ms: durationMs, exit_code: exitCode });
  save(s);
}

export function setEnabled(on: boolean): void {
  const s = load();
  s.enabled = on;
  if (!on) s.queue = [];
  save(s);
}
