/** A program a worker started in its own process group (LibreOffice, tesseract), and its scratch folder if any. */
export type TChildProcessGroup = { pid: number; folder?: string | undefined };

let listener: ((group: TChildProcessGroup, running: boolean) => void) | null = null;

/**
 * Told when a worker starts or reaps a child process group. The analysis worker passes it on to the pool, which kills
 * the groups (and removes their folders) of a worker it retires: terminating a worker thread does not end the
 * processes it started, so a hung LibreOffice would otherwise outlive its time limit.
 */
export const setChildProcessListener = (next: ((group: TChildProcessGroup, running: boolean) => void) | null): void => {
  listener = next;
};

export const notifyChildProcess = (group: TChildProcessGroup, running: boolean): void => {
  listener?.(group, running);
};

/** SIGKILL to every process of the group led by `pid` (spawned with `detached: true`); a group already gone is fine. */
export const killProcessGroup = (pid: number): void => {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already exited
  }
};
