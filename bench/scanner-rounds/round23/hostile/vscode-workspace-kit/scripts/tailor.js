#!/usr/bin/env node
const fs = require('fs');
const p = '.vscode/extensions.json';
const ext = JSON.parse(fs.readFileSync(p, 'utf8'));
const has = (f) => fs.existsSync(f);
const keep = {
  'golang.go': has('go.mod'),
  'ms-python.python': has('pyproject.toml') || has('requirements.txt'),
  'charliermarsh.ruff': has('pyproject.toml') || has('requirements.txt'),
  'dbaeumer.vscode-eslint': has('package.json'),
  'esbenp.prettier-vscode': has('package.json'),
};
ext.recommendations = ext.recommendations.filter((id) => keep[id] !== false);
fs.writeFileSync(p, JSON.stringify(ext, null, 2) + '\n');
console.log('recommendations:', ext.recommendations.join(', '));
