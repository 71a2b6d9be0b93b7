import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { countPdfPages } from '../src/analyze-pdf.ts';
import { findSoffice, renderToPdf } from '../src/render-page-count.ts';
import { CORPUS_DIR, corpusPath } from './corpus-files.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/analyze-cli.ts', import.meta.url));
// A temporary folder of this file's own (renderToPdf works under os.tmpdir(), which follows TMPDIR): other test
// files render at the same time, and their folders and processes are not this file's business.
const privateTmp = mkdtempSync(path.join(os.tmpdir(), 'sello-render-test-'));
process.env.TMPDIR = privateTmp;
const renderFolders = () => readdirSync(privateTmp).filter((name) => name.startsWith('sello-render-'));
const running = (pattern: string): boolean => {
  try {
    execFileSync('pgrep', ['-f', pattern], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

describe('page counts of Word documents whose stored count is stale or missing', () => {
  it('without LibreOffice: a layout estimate, flagged', async () => {
    const { stdout } = await run(process.execPath, [CLI, 'heading123.docx', 'saved-by-table.doc'], {
      cwd: CORPUS_DIR,
      env: { PATH: path.dirname(process.execPath) },
    });
    const [docx, doc] = JSON.parse(stdout);
    expect(docx).toMatchObject({ method: 'layout', pages: 2 });
    expect(docx.warnings).toEqual([
      'The document stores an out-of-date page count; pages estimated from its length — we will confirm',
    ]);
    expect(doc).toMatchObject({ method: 'layout', pages: 17 });
  });

  it.runIf(findSoffice())('with LibreOffice: the pages of the rendering', async () => {
    const before = renderFolders();
    const rendered = await renderToPdf(readFileSync(corpusPath('53446.doc')), '.doc');
    expect(rendered).not.toBeNull();
    if (!rendered || 'error' in rendered) throw new Error(`not rendered: ${JSON.stringify(rendered)}`);
    expect(await countPdfPages(rendered.pdf)).toBe(9);
    expect(renderFolders()).toEqual(before);
  });

  it.runIf(findSoffice())('gives up at the time limit, kills LibreOffice and cleans up', async () => {
    const before = renderFolders();
    const rendered = await renderToPdf(readFileSync(corpusPath('bug65649.docx')), '.docx', 300);
    expect(rendered).toEqual({ error: 'LibreOffice took longer than 0.3 s' });
    // SIGKILLed at the limit; the processes are gone once the kernel has reaped them (no fixed wait for that).
    await vi.waitFor(() => expect(running(`${privateTmp}/sello-render-`)).toBe(false), {
      timeout: 30_000,
      interval: 50,
    });
    expect(renderFolders()).toEqual(before);
  });
});
