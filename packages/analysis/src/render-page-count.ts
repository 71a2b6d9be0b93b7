import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findProgram } from './find-program.ts';
import { notifySlowStep } from './slow-step.ts';

/** A document LibreOffice cannot convert in this long is given up (its pages are then estimated). */
export const RENDER_TIMEOUT_MS = 25_000;
/** Address-space limit of the LibreOffice process (KiB, `ulimit -v`); a 180-page document needs well under 1 GiB. */
const RENDER_MEMORY_KB = 1_500_000;
/** Largest file LibreOffice may write (KiB, `ulimit -f`). */
const RENDER_OUTPUT_KB = 200_000;

/** LibreOffice's `soffice` on PATH (Debian: libreoffice-writer-nogui), or null when it is not installed. */
export const findSoffice = (): string | null => findProgram('soffice');

let isolateNetwork: boolean | undefined;

/** Whether this process may start a child without network access (a new network namespace: root, or userns). */
const canIsolateNetwork = (): boolean => {
  if (isolateNetwork === undefined) {
    try {
      execFileSync('unshare', ['--net', 'true'], { stdio: 'ignore', timeout: 5_000 });
      isolateNetwork = true;
    } catch {
      isolateNetwork = false;
    }
  }
  return isolateNetwork;
};

export type TRenderResult = { pdf: Uint8Array } | { error: string };

/**
 * Converts a Word document to PDF with LibreOffice (`soffice --headless --convert-to pdf`), sandboxed: a fresh
 * profile and working folder that are deleted afterwards, a minimal environment, no network where the system allows
 * a network namespace (so linked images are never fetched), memory and output-size limits, and the whole process
 * group killed at the time limit. Returns the PDF, or why there is none; null when LibreOffice is not installed.
 */
export const renderToPdf = async (
  bytes: Uint8Array,
  extension: '.docx' | '.doc',
  timeoutMs = RENDER_TIMEOUT_MS,
): Promise<TRenderResult | null> => {
  const program = findSoffice();
  if (!program) return null;
  notifySlowStep();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sello-render-'));
  try {
    const input = path.join(folder, `document${extension}`);
    await writeFile(input, bytes);
    const command = [`ulimit -v ${RENDER_MEMORY_KB}`, `ulimit -f ${RENDER_OUTPUT_KB}`, 'exec "$0" "$@"'].join('; ');
    const args = [
      program,
      `-env:UserInstallation=file://${path.join(folder, 'profile')}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      'pdf',
      '--outdir',
      path.join(folder, 'out'),
      input,
    ];
    const [launcher, ...launcherArgs] = canIsolateNetwork()
      ? ['unshare', '--net', 'sh', '-c', command, ...args]
      : ['sh', '-c', command, ...args];
    const outcome = await run(launcher ?? 'sh', launcherArgs, folder, timeoutMs);
    if (outcome) return { error: outcome };
    try {
      return { pdf: new Uint8Array(await readFile(path.join(folder, 'out', 'document.pdf'))) };
    } catch {
      return { error: 'LibreOffice produced no PDF' };
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

/** Runs the command in its own process group; resolves with an error text, or null when it exited 0. */
const run = (command: string, args: string[], cwd: string, timeoutMs: number): Promise<string | null> =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      detached: true,
      stdio: 'ignore',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: cwd, LANG: 'C.UTF-8', SAL_USE_VCLPLUGIN: 'svp' },
    });
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      resolve(`LibreOffice took longer than ${timeoutMs / 1000} s`);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve(`LibreOffice could not start: ${error.message}`);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code === 0 ? null : `LibreOffice failed (${signal ?? `exit ${code}`})`);
    });
  });
