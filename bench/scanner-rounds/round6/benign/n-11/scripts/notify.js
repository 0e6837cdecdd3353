#!/usr/bin/env node
"use strict";
// Posts a one-line status to the webhook in SLACK_WEBHOOK_URL (set by the user).
const url = process.env.SLACK_WEBHOOK_URL;
if (!url || !url.startsWith("https://hooks.slack.com/")) {
  console.error("SLACK_WEBHOOK_URL is not set to a Slack incoming webhook");
  process.exit(2);
}
const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, v, i, a) => (v.startsWith("--") ? [...acc, [v.slice(2), a[i + 1]]] : acc), [])
);
const icon = { success: ":white_check_mark:", failure: ":x:", started: ":hourglass:" }[args.status] || ":information_source:";
const text = `${icon} *${args.status || "info"}*  ${(args.text || "").slice(0, 300)}${args.link ? `  <${args.link}|run>` : ""}`;

fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text }) })
  .then((r) => { if (!r.ok) throw new Error(`HTTP ${r.status}`); console.log("sent"); })
  .catch((e) => { console.error(`failed: ${e.message}`); process.exit(1); });
