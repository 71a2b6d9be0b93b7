import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { killProcessGroup, notifyChildProcess } from './child-process-groups.ts';
import { findProgram } from './find-program.ts';
import { notifySlowStep } from './slow-step.ts';

/**
 * A document LibreOffice cannot convert in this long is given up (its pages are then estimated). A 180-page report
 * renders in about 22 s on an idle 2-core machine, and sworn translations are priced by its pages: the limit leaves
 * room for a busy machine.
 */
export const RENDER_TIMEOUT_MS = 60_000;
/** Address-space limit of the LibreOffice process (KiB, `ulimit -v`); a 180-page document needs well under 1 GiB. */
const RENDER_MEMORY_KB = 1_500_000;
/** Largest file LibreOffice may write (KiB, `ulimit -f`). */
const RENDER_OUTPUT_KB = 200_000;

/** LibreOffice's `soffice` on PATH (Debian: libreoffice-writer-nogui), or null when it is not installed. */
export const findSoffice = (): string | null => findProgram('soffice');

export type TRenderSandbox = { available: true } | { available: false; reason: string };

let sandbox: TRenderSandbox | undefined;

/**
 * Whether LibreOffice can be run cut off from the network: `unshare -rn` (a user namespace, so it works for ordinary
 * users too where the kernel allows them, and a network namespace) must start, and inside it the only interface must
 * be the loopback one, which a new namespace keeps down (so not even 127.0.0.1 answers). Probed once per thread.
 */
export const probeRenderSandbox = (): TRenderSandbox => {
  if (sandbox) return sandbox;
  const unshare = findProgram('unshare');
  if (!unshare) {
    sandbox = { available: false, reason: 'unshare (util-linux) is not installed' };
    return sandbox;
  }
  try {
    const listing = execFileSync(unshare, ['-rn', 'cat', '/proc/net/dev'], {
      encoding: 'utf8',
      timeout: 5_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const interfaces = listing
      .split('\n')
      .slice(2)
      .map((line) => line.split(':')[0]?.trim() ?? '')
      .filter(Boolean);
    sandbox = interfaces.every((name) => name === 'lo')
      ? { available: true }
      : { available: false, reason: `a new network namespace still has the interfaces ${interfaces.join(', ')}` };
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    const detail = stderr.split('\n').at(-1) || (error as Error).message;
    sandbox = { available: false, reason: `\`unshare -rn\` does not work here (${detail})` };
  }
  return sandbox;
};

/** The only import filter LibreOffice may use for each format, so a file cannot pick another importer by content. */
const IMPORT_FILTERS = { '.docx': 'MS Word 2007 XML', '.doc': 'MS Word 97' } as const;

/**
 * Settings of the throwaway profile: macros never run, and links (linked sections, INCLUDETEXT and other fields,
 * OLE links) are never updated on load; referer-less remote content is blocked. Writer reads Content/Update/Link as
 * its link-update mode (sw/inc/linkenum.hxx: 0 never, 1 on request, 2 always; the schema's labels say otherwise).
 */
const LOCKED_DOWN_SETTINGS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Writer/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Writer/Content/Update"><prop oor:name="Field" oor:op="fuse"><value>false</value></prop></item>
</oor:items>
`;

/** Writes the locked-down settings into a fresh LibreOffice profile folder (its `user/registrymodifications.xcu`). */
export const writeLockedDownProfile = async (profile: string): Promise<void> => {
  await mkdir(path.join(profile, 'user'), { recursive: true });
  await writeFile(path.join(profile, 'user', 'registrymodifications.xcu'), LOCKED_DOWN_SETTINGS);
};

export type TRenderResult = { pdf: Uint8Array } | { error: string };

/**
 * Converts a Word document to PDF with LibreOffice (`soffice --headless --convert-to pdf`), sandboxed: no network
 * (`unshare -rn`), the import filter pinned to the format our own reader recognised, a fresh profile with macros and
 * link updates off, a working folder that is deleted afterwards, a minimal environment, memory and output-size
 * limits, and the whole process group killed at the time limit. Returns the PDF, or why there is none; null when
 * LibreOffice is not installed or cannot be cut off from the network here (see probeRenderSandbox: then nothing is
 * rendered and the pages are estimated).
 */
export const renderToPdf = async (
  bytes: Uint8Array,
  extension: '.docx' | '.doc',
  timeoutMs = RENDER_TIMEOUT_MS,
): Promise<TRenderResult | null> => {
  const program = findSoffice();
  const unshare = findProgram('unshare');
  if (!program || !unshare || !probeRenderSandbox().available) return null;
  notifySlowStep(timeoutMs);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sello-render-'));
  try {
    const input = path.join(folder, `document${extension}`);
    await writeFile(input, bytes);
    const profile = path.join(folder, 'profile');
    await writeLockedDownProfile(profile);
    const command = [`ulimit -v ${RENDER_MEMORY_KB}`, `ulimit -f ${RENDER_OUTPUT_KB}`, 'exec "$0" "$@"'].join('; ');
    const args = [
      program,
      `-env:UserInstallation=file://${profile}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      `--infilter=${IMPORT_FILTERS[extension]}`,
      '--convert-to',
      'pdf',
      '--outdir',
      path.join(folder, 'out'),
      input,
    ];
    const outcome = await run(unshare, ['-rn', 'sh', '-c', command, ...args], folder, timeoutMs);
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

/** Runs the command in its own process group (reported to the pool, which kills it if it retires the worker); resolves with an error text, or null when it exited 0. */
const run = (command: string, args: string[], cwd: string, timeoutMs: number): Promise<string | null> =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      detached: true,
      stdio: 'ignore',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: cwd, LANG: 'C.UTF-8', SAL_USE_VCLPLUGIN: 'svp' },
    });
    const group = child.pid ? { pid: child.pid, folder: cwd } : null;
    if (group) notifyChildProcess(group, true);
    const timer = setTimeout(() => {
      if (group) killProcessGroup(group.pid);
      resolve(`LibreOffice took longer than ${timeoutMs / 1000} s`);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      if (group) notifyChildProcess(group, false);
      resolve(`LibreOffice could not start: ${error.message}`);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (group) notifyChildProcess(group, false);
      resolve(code === 0 ? null : `LibreOffice failed (${signal ?? `exit ${code}`})`);
    });
  });
