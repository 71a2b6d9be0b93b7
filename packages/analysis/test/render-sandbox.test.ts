import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAnalysisPool } from '../src/analysis-pool.ts';
import type { TChildProcessGroup } from '../src/child-process-groups.ts';
import { findSoffice, probeRenderSandbox, renderToPdf } from '../src/render-page-count.ts';
import { corpusPath } from './corpus-files.ts';

const run = promisify(execFile);
const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'sello-sandbox-test-'));

/** Every request LibreOffice might make, to a server on the loopback interface it must not reach. */
const requests: string[] = [];
const server = http.createServer((request, response) => {
  requests.push(`${request.method} ${request.url}`);
  response.end('Fetched from the network');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(tmp, { recursive: true, force: true });
});

/**
 * A flat OpenDocument text saved under a Word name, with a picture and a section linked from the loopback server:
 * LibreOffice, left to detect the format from the content, imports it as OpenDocument and fetches both.
 */
const disguisedDocument = (): Uint8Array =>
  new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:body><office:text>
<text:p>A contract with linked content</text:p>
<text:section text:name="Included"><text:section-source xlink:href="${base}/included.odt" xlink:type="simple"/><text:p>old</text:p></text:section>
<text:p><draw:frame svg:width="2cm" svg:height="2cm"><draw:image xlink:href="${base}/picture.png" xlink:type="simple"/></draw:frame></text:p>
</office:text></office:body></office:document>`);

/** Processes started (directly or not) by this test process whose command line contains `pattern`. */
const descendants = (pattern: string): string[] => {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args: args ?? '' }));
  const ours = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (ours.has(row.ppid) && !ours.has(row.pid)) {
        ours.add(row.pid);
        grew = true;
      }
    }
  }
  return rows.filter((row) => ours.has(row.pid) && row.args.includes(pattern)).map((row) => row.args);
};

describe.runIf(findSoffice())('LibreOffice runs cut off from the network', () => {
  it('probes a working sandbox here (unshare -rn, loopback only)', () => {
    expect(probeRenderSandbox()).toEqual({ available: true });
  });

  it('fetches nothing for a document with linked content, whatever format it really is', async () => {
    requests.length = 0;
    const rendered = await renderToPdf(disguisedDocument(), '.docx', 50_000);
    // The Word filter is pinned, so the disguised file does not even open; and there is no network to reach.
    expect(rendered).not.toBeNull();
    expect(requests).toEqual([]);
  }, 90_000);

  it('where it cannot be cut off, LibreOffice is not started: pages are estimated and the reason logged once', async () => {
    // An `unshare` that fails as it does for an unprivileged user in a container without user namespaces.
    const bin = path.join(tmp, 'bin');
    rmSync(bin, { recursive: true, force: true });
    execFileSync('mkdir', ['-p', bin]);
    writeFileSync(
      path.join(bin, 'unshare'),
      '#!/bin/sh\necho "unshare: unshare failed: Operation not permitted" >&2\nexit 1\n',
    );
    chmodSync(path.join(bin, 'unshare'), 0o755);
    const disguised = path.join(tmp, 'disguised.docx');
    writeFileSync(disguised, disguisedDocument());
    const script = `
      import { readFileSync } from 'node:fs';
      import { createAnalysisPool } from '${SRC}analysis-pool.ts';
      import { renderToPdf } from '${SRC}render-page-count.ts';
      const pool = createAnalysisPool({ size: 2, onRenderUnavailable: (reason) => console.error('render unavailable:', reason) });
      const rendered = await renderToPdf(readFileSync(${JSON.stringify(disguised)}), '.docx', 50_000);
      const stale = { filePath: ${JSON.stringify(corpusPath('heading123.docx'))}, filename: 'a.docx', size: 1 };
      const analyses = await Promise.all([pool.analyze(stale), pool.analyze({ ...stale, filename: 'b.docx' })]);
      await pool.close();
      console.log(JSON.stringify({ rendered, analyses }));
    `;
    requests.length = 0;
    const scriptPath = path.join(tmp, 'unisolated.mjs'); // a file: the pool's workers inherit the exec arguments
    writeFileSync(scriptPath, script);
    const { stdout, stderr } = await run(process.execPath, [scriptPath], {
      env: { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
      timeout: 80_000,
    });
    expect(requests).toEqual([]);
    const { rendered, analyses } = JSON.parse(stdout);
    expect(rendered).toBeNull();
    for (const analysis of analyses) {
      expect(analysis).toMatchObject({ method: 'layout', pages: 2 });
      expect(analysis.warnings).toEqual([
        'The document stores an out-of-date page count; pages estimated from its length — we will confirm',
      ]);
    }
    const notes = stderr.split('\n').filter((line) => line.startsWith('render unavailable:'));
    expect(notes).toEqual([
      'render unavailable: `unshare -rn` does not work here (unshare: unshare failed: Operation not permitted)',
    ]);
  }, 90_000);

  it('kills LibreOffice and removes its folder when the pool retires the worker running it', async () => {
    const scratch = path.join(tmp, 'scratch');
    execFileSync('mkdir', ['-p', scratch]);
    const tmpdir = process.env.TMPDIR;
    // The pool's clock is the test's: its time limit runs out exactly once LibreOffice is running, neither before it
    // starts (a busy machine) nor after it has finished (a fast one).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let hung: { group: TChildProcessGroup; processes: string[]; folderExisted: boolean } | undefined;
    const pool = createAnalysisPool({
      size: 1,
      timeoutMs: 1_000,
      slowStepMs: 1_500,
      maxSlowMs: 1_500,
      onChildProcess: (group, running) => {
        if (!running || hung) return;
        // A hung LibreOffice: stopped, it can neither finish nor clean up after itself.
        process.kill(-group.pid, 'SIGSTOP');
        hung = { group, processes: descendants(scratch), folderExisted: existsSync(group.folder ?? '') };
        vi.advanceTimersByTime(1_500);
      },
    });
    try {
      process.env.TMPDIR = scratch; // the worker started now copies the environment: LibreOffice's folder goes here
      const pending = pool.analyze({ filePath: corpusPath('heading123.docx'), filename: 'slow.docx', size: 20_000 });
      if (tmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdir;
      const analysis = await pending;
      vi.useRealTimers();
      expect(analysis.method).toBe('estimate');
      expect(analysis.warnings).toEqual(['Analysing this Word document took too long — estimated from file size']);
      expect(hung?.group.folder).toMatch(new RegExp(`^${scratch}/sello-render-`));
      expect(hung?.folderExisted).toBe(true);
      expect(hung?.processes.some((args) => args.includes('soffice'))).toBe(true);
      // The group is sent SIGKILL as the worker is retired; the folder is removed in the background (retried while
      // the dying processes may still hold it). Waiting for both has no limit of its own besides the test's.
      await vi.waitFor(
        () => {
          expect(descendants(scratch)).toEqual([]);
          expect(readdirSync(scratch)).toEqual([]);
        },
        { timeout: 50_000, interval: 100 },
      );
    } finally {
      vi.useRealTimers();
      await pool.close();
    }
  }, 60_000);
});
