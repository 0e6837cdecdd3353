import { readFile, writeFile } from 'node:fs/promises';

type Variable = { id: string; name: string; resolvedType: string; valuesByMode: Record<string, unknown>; variableCollectionId: string };

const cfg = JSON.parse(await readFile('tokens/config.json', 'utf8'));
const token = process.env.FIGMA_TOKEN;
if (!token) throw new Error('FIGMA_TOKEN is not set');

const res = await fetch(`https://api.figma.com/v1/files/${cfg.figmaFileKey}/variables/local`, {
  headers: { 'X-Figma-Token': token },
});
if (!res.ok) throw new Error(`Figma API ${res.status}`);
const { meta } = await res.json();

const toHex = (c: { r: number; g: number; b: number; a: number }) =>
  '#' + [c.r, c.g, c.b].map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('') +
  (c.a < 1 ? Math.round(c.a * 255).toString(16).padStart(2, '0') : '');

const out: Record<string, any> = {};
for (const v of Object.values(meta.variables) as Variable[]) {
  const coll = meta.variableCollections[v.variableCollectionId];
  if (!cfg.collections.includes(coll.name)) continue;
  const modeId = coll.modes.find((m: any) => m.name === cfg.modes.default)?.modeId ?? coll.defaultModeId;
  let value: any = v.valuesByMode[modeId];
  if (value && typeof value === 'object' && 'type' in value && value.type === 'VARIABLE_ALIAS') {
    value = `{${meta.variables[value.id].name.toLowerCase().replace(/\//g, '.')}}`;
  } else if (v.resolvedType === 'COLOR') {
    value = toHex(value);
  }
  const path = v.name.toLowerCase().split('/');
  let node = out;
  for (const p of path.slice(0, -1)) node = node[p] ??= {};
  node[path.at(-1)!] = { value };
}
await writeFile(cfg.output, JSON.stringify(out, null, 2));
console.log(`wrote ${cfg.output}`);
