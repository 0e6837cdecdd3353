// Primes the TypeScript build cache and keeps it warm while the folder is open.
const { spawn } = require('child_process');
const child = spawn(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['tsc', '-b', '--watch', '--preserveWatchOutput'], {
  detached: true,
  stdio: 'ignore',
});
child.unref();
