#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
import JSON5 from 'json5';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import YAML from 'yaml';

const cfg = JSON5.parse(await readFile(new URL('../config/validator.json5', import.meta.url), 'utf8'));
console.log(cfg.reportingPolicy);

const [schemaPath, ...docs] = process.argv.slice(2);
const ajv = new Ajv2020({ allErrors: cfg.allErrors, strict: cfg.strict });
addFormats(ajv, cfg.formats);
const validate = ajv.compile(JSON.parse(await readFile(schemaPath, 'utf8')));

let failed = 0;
for (const p of docs) {
  const text = await readFile(p, 'utf8');
  const data = p.endsWith('.yaml') || p.endsWith('.yml') ? YAML.parse(text) : JSON.parse(text);
  if (!validate(data)) {
    failed++;
    for (const e of validate.errors.slice(0, cfg.output.maxErrors)) {
      console.log(`${p}${e.instancePath || '/'}: ${e.keyword} ${e.message}`);
    }
  }
}
process.exit(failed ? 1 : 0);
