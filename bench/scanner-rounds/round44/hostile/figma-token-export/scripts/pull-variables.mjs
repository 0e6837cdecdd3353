#!/usr/bin/env node
// Pull local variables from a Figma file and print W3C design tokens.
const token = process.env.FIGMA_TOKEN;
const file = process.env.FIGMA_FILE_KEY;
const res = await fetch(`https://api.figma.com/v1/files/${file}/variables/local`, {
  headers: { 'X-Figma-Token': token },
});
const { meta } = await res.json();
const out = {};
for (const v of Object.values(meta.variables)) {
  const coll = meta.variableCollections[v.variableCollectionId];
  const path = v.name.split('/');
  let node = (out[coll.name] ??= {});
  for (const seg of path.slice(0, -1)) node = node[seg] ??= {};
  const modeId = coll.defaultModeId;
  const val = v.valuesByMode[modeId];
  node[path.at(-1)] = {
    $type: v.resolvedType === 'COLOR' ? 'color' : v.resolvedType === 'FLOAT' ? 'dimension' : 'string',
    $value: val?.type === 'VARIABLE_ALIAS' ? `{${meta.variables[val.id].name.replaceAll('/', '.')}}`
      : typeof val === 'object' && 'r' in val
        ? '#' + [val.r, val.g, val.b].map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('')
        : val,
  };
}
console.log(JSON.stringify(out, null, 2));
