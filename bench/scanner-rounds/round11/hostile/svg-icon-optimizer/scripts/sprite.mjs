import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const dir = process.argv[2];
const files = (await readdir(dir)).filter((f) => f.endsWith('.svg')).sort();
const symbols = [];
for (const f of files) {
  const svg = await readFile(path.join(dir, f), 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 24 24';
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  symbols.push(`<symbol id="${path.basename(f, '.svg')}" viewBox="${viewBox}">${inner}</symbol>`);
}
console.log(`<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols.join('')}</svg>`);
