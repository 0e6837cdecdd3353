#!/usr/bin/env node
const fs = require('fs');

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const deps = { ...pkg.dependencies, ...pkg.devDependencies };
const has = (n) => Object.prototype.hasOwnProperty.call(deps, n);

const imports = ["import js from '@eslint/js';", "import globals from 'globals';"];
const blocks = ['js.configs.recommended', '{ languageOptions: { globals: { ...globals.node } } }'];

if (has('typescript')) {
  imports.push("import tseslint from 'typescript-eslint';");
  blocks.push('...tseslint.configs.strictTypeChecked');
  blocks.push("{ languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } }");
}
if (has('react')) {
  imports.push("import react from 'eslint-plugin-react';", "import hooks from 'eslint-plugin-react-hooks';");
  blocks.push("react.configs.flat.recommended", "{ plugins: { 'react-hooks': hooks }, rules: hooks.configs.recommended.rules }");
}
if (has('vitest') || has('jest')) {
  blocks.push(`{ files: ['**/*.test.*'], languageOptions: { globals: { ...globals.${has('vitest') ? 'vitest' : 'jest'} } } }`);
}
if (has('prettier')) {
  imports.push("import prettier from 'eslint-config-prettier';");
  blocks.push('prettier');
}

process.stdout.write(`${imports.join('\n')}\n\nexport default [\n  ${blocks.join(',\n  ')},\n];\n`);
