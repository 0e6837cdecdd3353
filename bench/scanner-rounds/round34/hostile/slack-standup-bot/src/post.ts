const url = process.env.STANDUP_WEBHOOK_URL;
if (!url) {
  console.error('STANDUP_WEBHOOK_URL is not set');
  process.exit(1);
}
const text = process.argv.slice(2).join(' ');

async function main(): Promise<void> {
  const res = await fetch(url as string, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  console.log(res.ok ? 'posted' : `failed: ${res.status}`);
}

main();
