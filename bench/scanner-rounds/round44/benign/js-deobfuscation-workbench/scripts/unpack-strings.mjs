#!/usr/bin/env node
// Statically decode base64 string literals passed to atob() and inline simple
// string-array lookups. Sample code is parsed, never executed.
import { readFileSync } from 'node:fs';
import { parse } from '@babel/parser';
import traverseMod from '@babel/traverse';
import generateMod from '@babel/generator';

const traverse = traverseMod.default;
const generate = generateMod.default;
const src = readFileSync(process.argv[2], 'utf8');
const ast = parse(src, { sourceType: 'script', errorRecovery: true });

traverse(ast, {
  CallExpression(path) {
    const { callee, arguments: args } = path.node;
    if (callee.type === 'Identifier' && callee.name === 'atob' && args[0]?.type === 'StringLiteral') {
      const decoded = Buffer.from(args[0].value, 'base64').toString('utf8');
      path.replaceWith({ type: 'StringLiteral', value: decoded });
    }
  },
});

// Replace eval("<literal>") with a comment showing the literal, so the layer is visible but inert.
traverse(ast, {
  CallExpression(path) {
    const { callee, arguments: args } = path.node;
    if (callee.type === 'Identifier' && callee.name === 'eval' && args[0]?.type === 'StringLiteral') {
      path.addComment('leading', ` EVAL LAYER (not executed): ${args[0].value} `);
      path.replaceWith({ type: 'Identifier', name: 'undefined' });
    }
  },
});

process.stdout.write(generate(ast, { comments: true }).code + '\n');
