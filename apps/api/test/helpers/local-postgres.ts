import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const BIN = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export type TLocalPostgres = { url: string; stop: () => Promise<void> };

/** Whether a throwaway PostgreSQL can be started here (the server binaries are installed). */
export const canStartPostgres = () => existsSync(path.join(BIN, 'postgres'));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/**
 * A PostgreSQL server of this test's own, on a free loopback port with its data in a temporary directory, removed
 * by `stop`. PostgreSQL refuses to run as root, so under root it runs as the `postgres` user.
 */
export const startLocalPostgres = async (): Promise<TLocalPostgres> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'sello-migrate-pg-'));
  const asRoot = process.getuid?.() === 0;
  const command = (bin: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, bin), ...args]] : [path.join(BIN, bin), args];
  if (asRoot) {
    await chmod(dir, 0o777);
  }
  const dataDir = path.join(dir, 'data');
  await run(...command('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']));
  const port = await freePort();
  const [file, args] = command('postgres', [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
  ]);
  const server: ChildProcess = spawn(file, args, { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline || server.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        // runuser does not pass signals on, so the server is told to stop by pg_ctl (fast: clients disconnected).
        await run(...command('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']));
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
};
