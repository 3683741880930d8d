#!/usr/bin/env node
// `npm start`: build whatever front-end app or server bundle is missing or older than its sources, then run the
// compiled BFF with plain node (as production does), which migrates the database and serves the API, the shell and
// the remotes on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_OUT_DIR } from './build-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Front-end apps with the file whose presence means "built", and the inputs that make it stale. */
const apps = [
  {
    workspace: '@immodesk/shell',
    dir: 'shell/app',
    marker: 'dist/index.html',
    inputs: ['shell/app', 'shell/sdk', 'shell/ui-kit', 'infra/mf-preset', 'contracts'],
  },
  ...['properties', 'contacts', 'finance', 'documents', 'ai'].map((name) => ({
    workspace: `mf-${name}`,
    dir: `mf-${name}`,
    marker: 'dist/mf-manifest.json',
    inputs: [`mf-${name}`, 'shell/sdk', 'shell/ui-kit', 'infra/mf-preset', 'contracts'],
  })),
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function staleApps() {
  return apps.filter((app) => {
    const marker = join(root, app.dir, app.marker);
    if (!existsSync(marker)) return true;
    const builtAt = statSync(marker).mtimeMs;
    return app.inputs.some((input) => newestMtime(join(root, input)) > builtAt);
  });
}

const toBuild = process.env.SKIP_BUILD === '1' ? [] : staleApps();
if (toBuild.length > 0) {
  console.log(`Building ${toBuild.map((app) => app.workspace).join(', ')} …`);
  const args = ['run', 'build', ...toBuild.flatMap((app) => ['-w', app.workspace])];
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The front-end build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

const serverInputs = ['bff/src', 'services', 'contracts/src', 'scripts/build-server.mjs'];
const serverMarker = join(SERVER_OUT_DIR, 'main.js');
const serverStale =
  !existsSync(serverMarker) ||
  serverInputs.some((input) => newestMtime(join(root, input)) > statSync(serverMarker).mtimeMs);
if (process.env.SKIP_BUILD !== '1' && serverStale) {
  console.log('Building the server …');
  await buildServer();
}

const server = spawn(process.execPath, ['--enable-source-maps', serverMarker], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
