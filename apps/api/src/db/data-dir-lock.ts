import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * How long a lock nobody refreshes stays valid: after a SIGKILL, the restarted server (or a backup) waits at most
 * this long. The holder refreshes it every third of it; a longer stall (a blocked event loop) only matters if
 * another process takes the lock meanwhile.
 */
export const EMBEDDED_LOCK_STALE_MS = 10_000;

/** The lock beside the embedded database's directory: `DATA_DIR/db.lock` (outside db/, so never backed up). */
export const embeddedLockPath = (dbDir: string) => `${path.resolve(dbDir)}.lock`;

export class EmbeddedDatabaseLocked extends Error {
  constructor(dbDir: string) {
    super(
      `The embedded database ${path.resolve(dbDir)} is in use: the site is running (or a backup or restore is), ` +
        `${embeddedLockPath(dbDir)} is held: stop the site first, then run this again. PGlite lives inside the ` +
        `server's process, so not even a command run in its container (docker exec) can share it. The lock of a ` +
        `process that was killed expires ${EMBEDDED_LOCK_STALE_MS / 1000} s after it.`,
    );
    this.name = 'EmbeddedDatabaseLocked';
  }
}

/**
 * Takes the lock on an embedded (PGlite) database directory: one process at a time may open it, and PGlite does not
 * check. proper-lockfile's lock is a directory made with mkdir and kept fresh by its mtime, so it holds across PID
 * namespaces and containers sharing the volume, where /proc shows nothing. `waitMs`: how long to wait for the
 * holder to release it or for its lock to go stale (0 refuses at once). Returns the release. `onCompromised`:
 * another process took the lock after ours went unrefreshed for EMBEDDED_LOCK_STALE_MS.
 */
export const lockEmbeddedDatabase = async (
  dbDir: string,
  {
    waitMs = 0,
    onCompromised = (error: Error) => {
      throw error;
    },
  }: { waitMs?: number; onCompromised?: (error: Error) => void } = {},
): Promise<() => Promise<void>> => {
  await mkdir(path.dirname(path.resolve(dbDir)), { recursive: true });
  try {
    return await lockfile.lock(dbDir, {
      realpath: false,
      lockfilePath: embeddedLockPath(dbDir),
      stale: EMBEDDED_LOCK_STALE_MS,
      update: EMBEDDED_LOCK_STALE_MS / 3,
      retries: { retries: Math.ceil(waitMs / 1000), factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new EmbeddedDatabaseLocked(dbDir);
    throw error;
  }
};
