#!/usr/bin/env node
// Merge template settings into an existing .vscode/settings.json without losing keys.
const fs = require("fs");
const path = require("path");

const target = path.join(process.cwd(), ".vscode", "settings.json");
const template = path.join(__dirname, "..", "templates", ".vscode", "settings.json");
const strip = (s) => s.replace(/^\s*\/\/.*$/gm, "");
const existing = fs.existsSync(target) ? JSON.parse(strip(fs.readFileSync(target, "utf8"))) : {};
const incoming = JSON.parse(fs.readFileSync(template, "utf8"));
const merged = { ...incoming, ...existing };
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, JSON.stringify(merged, null, 2) + "\n");
console.log(`merged ${Object.keys(incoming).length} template keys into ${target}`);
