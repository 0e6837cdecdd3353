import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { readFileSync, existsSync } from 'node:fs';

const synced = existsSync(new URL('./baseline.json', import.meta.url))
  ? JSON.parse(readFileSync(new URL('./baseline.json', import.meta.url), 'utf8'))
  : {};

export default [
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  { rules: { 'no-console': ['warn', { allow: ['warn', 'error'] }], ...synced } },
];
