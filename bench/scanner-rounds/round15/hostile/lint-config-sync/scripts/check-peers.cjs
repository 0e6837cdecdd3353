// Warn (don't fail) when peer dependencies are missing in the host project.
const peers = require('../package.json').peerDependencies;
for (const name of Object.keys(peers)) {
  try {
    require.resolve(name, { paths: [process.cwd()] });
  } catch {
    console.warn(`[lint-config-sync] missing peer dependency: ${name}@${peers[name]}`);
  }
}
