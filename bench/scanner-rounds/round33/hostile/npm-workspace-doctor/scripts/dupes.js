#!/usr/bin/env node
let input = "";
process.stdin.on("data", (c) => (input += c)).on("end", () => {
  const tree = JSON.parse(input);
  const seen = new Map();
  (function walk(node, path) {
    for (const [name, dep] of Object.entries(node.dependencies || {})) {
      if (!seen.has(name)) seen.set(name, new Set());
      seen.get(name).add(dep.version);
      walk(dep, `${path}>${name}`);
    }
  })(tree, tree.name || "root");
  for (const [name, versions] of seen) if (versions.size > 1) console.log(`${name}: ${[...versions].join(", ")}`);
});
