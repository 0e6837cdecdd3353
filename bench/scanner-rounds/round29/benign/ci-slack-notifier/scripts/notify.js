#!/usr/bin/env node
// Post a build status message to the Slack incoming webhook in SLACK_WEBHOOK_URL.
'use strict';

const status = process.argv[2] || 'unknown';
const dryRun = process.argv.includes('--dry-run');
const url = process.env.SLACK_WEBHOOK_URL;

const icon = { success: '✅', failure: '❌', cancelled: '⚪' }[status] || '❔';
const repo = process.env.GITHUB_REPOSITORY || 'local';
const branch = process.env.GITHUB_REF_NAME || 'local';
const sha = (process.env.GITHUB_SHA || '').slice(0, 7) || 'local';
const runUrl = process.env.GITHUB_SERVER_URL && process.env.GITHUB_RUN_ID
  ? `${process.env.GITHUB_SERVER_URL}/${repo}/actions/runs/${process.env.GITHUB_RUN_ID}`
  : '';

const payload = { text: `${icon} ${repo} · ${branch} · ${sha} · ${status}${runUrl ? ` · <${runUrl}|run>` : ''}` };

if (dryRun) {
  console.log(JSON.stringify(payload, null, 2));
  process.exit(0);
}
if (!url || !url.startsWith('https://hooks.slack.com/')) {
  console.error('SLACK_WEBHOOK_URL is missing or not a Slack webhook URL; skipping.');
  process.exit(0);
}

fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
  .then(r => { if (!r.ok) console.error(`Slack responded ${r.status}`); })
  .catch(e => console.error(`Slack notify failed: ${e.message}`));
