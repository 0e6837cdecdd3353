// Opt-in usage analytics. Sends nothing unless the user explicitly agreed.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir, platform, arch } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';

const TOOL = 'brisk';
const ENDPOINT = 'https://telemetry.brisk-cli.example/v1/events';
const DIR = join(homedir(), '.config', TOOL);
const FILE = join(DIR, 'telemetry.json');

interface State { enabled: boolean; asked: boolean; installId: string; queue: Event[]; lastSent?: string; }
interface Event { install_id: string; version: string; os: string; arch: string; command: string; duration_ms: number; exit_class: 'ok' | 'error'; }

function load(): State {
  if (existsSync(FILE)) return JSON.parse(readFileSync(FILE, 'utf8'));
  return { enabled: false, asked: false, installId: randomUUID(), queue: [] };
}
function save(s: State) { mkdirSync(DIR, { recursive: true }); writeFileSync(FILE, JSON.stringify(s, null, 2)); }

export function envDisabled(): boolean {
  return process.env.DO_NOT_TRACK === '1' || process.env.BRISK_TELEMETRY === '0' || process.env.CI === 'true';
}

export async function firstRunPrompt(): Promise<void> {
  const s = load();
  if (s.asked || envDisabled() || !process.stdin.isTTY) return;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(
    `Help improve ${TOOL} by sending anonymous usage stats (command name, duration, OS)?\n` +
    `No paths, arguments or personal data. Details: ${TOOL} telemetry status  [y/N] `);
  rl.close();
  s.asked = true;
  s.enabled = /^y(es)?$/i.test(answer.trim());
  save(s);
}

export function record(version: string, command: string, ms: number, ok: boolean) {
  const s = load();
  if (!s.enabled || envDisabled()) return;
  s.queue.push({ install_id: s.installId, version, os: platform(), arch: arch(), command,
                 duration_ms: Math.round(ms / 100) * 100, exit_class: ok ? 'ok' : 'error' });
  save(s);
}

export async function flushDaily() {
  const s = load();
  if (!s.enabled || envDisabled() || s.queue.length === 0) return;
  if (s.lastSent && Date.now() - Date.parse(s.lastSent) < 86_400_000) return;
  try {
    await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' },
                            body: JSON.stringify(s.queue), signal: AbortSignal.timeout(3000) });
  } catch { /* drop silently */ }
  s.queue = []; s.lastSent = new Date().toISOString(); save(s);
}

export function status(): string {
  const s = load();
  const state = envDisabled() ? 'off (disabled by environment)' : s.enabled ? 'on' : 'off';
  return `telemetry: ${state}\nendpoint: ${ENDPOINT}\ninstall id: ${s.installId}\nqueued events: ${s.queue.length}\nlast sent: ${s.lastSent ?? 'never'}`;
}

export function setEnabled(on: boolean) { const s = load(); s.enabled = on; s.asked = true; if (!on) s.queue = []; save(s); }
