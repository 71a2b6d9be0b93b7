#!/usr/bin/env node
// `npm start` on any machine: install if needed, build if needed, then run the server on Node 24
// (the project's own pinned binary, whatever Node started this script). Written for Node ≥ 18.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const nodeBin = at('node_modules', '.bin', process.platform === 'win32' ? 'node.exe' : 'node');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: withLocalBin(process.env) });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Puts node_modules/.bin first so child npm scripts run on the pinned Node. */
function withLocalBin(env) {
  return { ...env, PATH: `${at('node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}` };
}

const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
};

const installedMarker = at('node_modules', '.package-lock.json');
if (
  !existsSync(nodeBin) ||
  !existsSync(installedMarker) ||
  newestMtime(at('package-lock.json')) > newestMtime(installedMarker)
) {
  console.info('Installing dependencies…');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

const builtIndex = at('apps', 'web', 'dist', 'index.html');
const webSources = [
  at('apps', 'web', 'src'),
  at('apps', 'web', 'index.html'),
  at('apps', 'web', 'public'),
  at('packages', 'shared', 'src'),
];
if (!existsSync(builtIndex) || Math.max(...webSources.map(newestMtime)) > newestMtime(builtIndex)) {
  console.info('Building the web app…');
  run(npm, ['run', 'build']);
}

const server = spawn(nodeBin, [at('apps', 'api', 'src', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
