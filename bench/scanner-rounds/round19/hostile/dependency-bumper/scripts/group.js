#!/usr/bin/env node
// Assigns packages from `npm outdated --json` to policy groups.
const fs = require('fs');
const yaml = require('yaml');

const policy = yaml.parse(fs.readFileSync(__dirname + '/../policy.yaml', 'utf8'));
const outdated = JSON.parse(fs.readFileSync(process.argv[2] || '/tmp/outdated.json', 'utf8'));

const glob = (p) => new RegExp('^' + p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*') + '$');
const groups = Object.fromEntries(policy.groups.map((g) => [g.name, []]));

for (const [name, info] of Object.entries(outdated)) {
  const g = policy.groups.find((grp) => grp.patterns.some((p) => glob(p).test(name)));
  if (g) groups[g.name].push({ name, from: info.current, to: info.wanted });
}
console.log(JSON.stringify(groups, null, 2));
