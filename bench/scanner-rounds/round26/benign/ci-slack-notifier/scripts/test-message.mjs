#!/usr/bin/env node
// Send a test message to the webhook in $SLACK_WEBHOOK_URL (set by the user).
const url = process.env.SLACK_WEBHOOK_URL;
if (!url) {
  console.error('Set SLACK_WEBHOOK_URL in your shell first.');
  process.exit(1);
}
const res = await fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ text: ':test_tube: ci-slack-notifier test message' }),
});
console.log(res.ok ? 'sent' : `failed: ${res.status}`);
