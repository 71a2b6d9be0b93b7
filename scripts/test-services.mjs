// The servers the second API run needs, on loopback, each with a temporary directory of its own:
// a throwaway PostgreSQL cluster (Debian's `postgresql` package) and a Redis (`redis-server`).
// It is stopped and its directory removed by `stop()`, which test.mjs also calls on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** PostgreSQL's server binaries: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin, else pg_config's. */
export const findPostgresBin = () => {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) candidates.push(`/usr/lib/postgresql/${version}/bin`);
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  return (
    candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'))) ?? null
  );
};

/**
 * PostgreSQL refuses to run as root: then the cluster belongs to the `postgres` user (created by Debian's package),
 * else `nobody`, and its programs run under `setpriv` (which execs, so signals reach postgres itself).
 */
const runAs = () => {
  if (process.getuid?.() !== 0) return { wrap: (command, args) => [command, args], uid: null, gid: null };
  for (const user of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
    if (uid.status !== 0 || gid.status !== 0) continue;
    const ids = { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
    return {
      ...ids,
      wrap: (command, args) => [
        'setpriv',
        [`--reuid=${ids.uid}`, `--regid=${ids.gid}`, '--clear-groups', '--', command, ...args],
      ],
    };
  }
  throw new Error('running as root, and neither a postgres nor a nobody user exists to run PostgreSQL as');
};

const tail = (file, lines = 15) => {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
};

/**
 * Starts a throwaway cluster: initdb (trust authentication for the `sello` superuser, no fsync anywhere — the data
 * is deleted afterwards), then `postgres` on a free loopback port with no Unix socket. Resolves to
 * `{ url, bin, stop, halt, start }`, url being the `postgres` maintenance database's; `halt()` and `start()` stop and
 * restart the same cluster on the same port (the chaos suite's database outage).
 */
export const startPostgres = async () => {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed (Debian: apt-get install -y postgresql-15 or postgresql; or set PG_BIN to its bin directory)',
    );
  }
  const user = runAs();
  const dir = mkdtempSync(path.join(tmpdir(), 'sello-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (user.uid !== null) chownSync(dir, user.uid, user.gid);
  let child = null;
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGQUIT: immediate shutdown; nothing here needs to survive.
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [initCommand, initArgs] = user.wrap(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'sello',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const init = spawnSync(initCommand, initArgs, { cwd: dir, encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
    const port = await freePort();
    const [command, args] = user.wrap(path.join(bin, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=128MB',
    ]);
    const launch = async () => {
      const log = openSync(logFile, 'a');
      if (user.uid !== null) chownSync(logFile, user.uid, user.gid);
      child = spawn(command, args, { cwd: dir, stdio: ['ignore', log, log] });
      closeSync(log);
      const started = Date.now();
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`postgres exited at start:\n${tail(logFile)}`);
        }
        const ready = spawnSync(path.join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)]);
        if (ready.status === 0) break;
        if (Date.now() - started > 30_000)
          throw new Error(`postgres did not accept connections in 30 s:\n${tail(logFile)}`);
        await sleep(100);
      }
    };
    await launch();
    /** Stops the server as an operator would (fast shutdown: sessions ended, data kept); `start()` brings it back. */
    const halt = async () => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    };
    return {
      url: `postgres://sello@127.0.0.1:${port}/postgres`,
      version: path.basename(path.dirname(bin)),
      bin,
      stop,
      halt,
      start: launch,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};

/**
 * Starts a throwaway Redis (Debian's `redis-server`) on a free loopback port, nothing saved to disk, for the
 * rate-limit store's Redis test. Resolves to `{ url, stop }`, or null when redis-server is not installed (that test
 * is then skipped and says so).
 */
export const startRedis = async () => {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'sello-redis-'));
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { cwd: dir, stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error('redis-server exited at start');
    }
    const ready = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.write('PING\r\n');
        socket.once('data', (data) => {
          socket.destroy();
          resolve(data.toString().startsWith('+PONG'));
        });
      });
      socket.once('error', () => resolve(false));
    });
    if (ready) return { url: `redis://127.0.0.1:${port}`, stop };
    if (Date.now() - started > 10_000) {
      await stop();
      throw new Error('redis-server did not answer in 10 s');
    }
    await sleep(50);
  }
};
