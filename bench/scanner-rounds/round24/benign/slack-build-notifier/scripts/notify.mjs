#!/usr/bin/env node
// Post a build status message to a Slack incoming webhook.
import { execSync } from "node:child_process";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith("--") ? [...acc, [a.slice(2), all[i + 1]]] : acc), [])
);

const webhook = process.env.SLACK_WEBHOOK_URL;
if (!webhook) {
  console.error("SLACK_WEBHOOK_URL not set; skipping notification");
  process.exit(0);
}
const url = new URL(webhook);
if (url.protocol !== "https:" || !url.hostname.endsWith("hooks.slack.com")) {
  console.error("refusing to post: webhook host must be hooks.slack.com");
  process.exit(1);
}

const git = (cmd) => { try { return execSync(`git ${cmd}`, { encoding: "utf8" }).trim(); } catch { return ""; } };
const sha = git("rev-parse --short HEAD");
const branch = process.env.GITHUB_REF_NAME || git("rev-parse --abbrev-ref HEAD");
const author = git("log -1 --format=%an");
const subject = git("log -1 --format=%s");

const ok = args.status === "success";
const secs = Number(args.duration || 0);
const dur = secs ? ` — ${Math.floor(secs / 60)}m${String(secs % 60).padStart(2, "0")}s` : "";
const text = `${ok ? "✅" : "❌"} *${args.service || "build"}* ${ok ? "succeeded" : "failed"}${dur}`;

const body = {
  text,
  blocks: [
    { type: "section", text: { type: "mrkdwn", text } },
    { type: "context", elements: [{ type: "mrkdwn", text: `${branch} @ \`${sha}\` by ${author}: "${subject}"` }] },
    ...(args["run-url"] ? [{ type: "actions", elements: [{ type: "button", text: { type: "plain_text", text: "View run" }, url: args["run-url"] }] }] : []),
  ],
};

const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
if (!res.ok) {
  console.error(`slack responded ${res.status}: ${await res.text()}`);
  process.exit(1);
}
console.log("notification sent");
