import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from './corpus-files.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/analyze-cli.ts', import.meta.url));

describe('analyze CLI', () => {
  it('prints one JSON array with an object per file and exits 0 when a file falls back to an estimate', async () => {
    const { stdout } = await run(process.execPath, [CLI, 'canvas.pdf', '57312.docx', 'bug1020226.pdf'], {
      cwd: CORPUS_DIR,
    });
    const results = JSON.parse(stdout);
    expect(results[0].perPage[0] + results[0].perPage[1]).toBe(579);
    expect(results).toEqual([
      {
        file: 'canvas.pdf',
        pages: 2,
        wordCount: 579,
        method: 'text',
        warnings: [],
        perPage: [expect.any(Number), expect.any(Number)],
        ocrConfidence: null,
      },
      {
        file: '57312.docx',
        pages: 1,
        wordCount: 55,
        method: 'word-metadata',
        warnings: [],
        perPage: null,
        ocrConfidence: null,
      },
      {
        file: 'bug1020226.pdf',
        pages: 1,
        wordCount: 250,
        method: 'estimate',
        warnings: ['Could not read this PDF (corrupt or truncated) — estimated from file size'],
        perPage: null,
        ocrConfidence: null,
      },
    ]);
  });

  it('refuses an unknown language with the usage (exit 2)', async () => {
    const error = await run(process.execPath, [CLI, '--language=de', 'canvas.pdf'], { cwd: CORPUS_DIR }).catch(
      (e) => e,
    );
    expect(error.code).toBe(2);
    expect(error.stderr).toMatch(/--language=en\|es\|fr/);
  });

  it('exits 1 for a file that does not exist', async () => {
    const error = await run(process.execPath, [CLI, 'no-such-file.pdf'], { cwd: CORPUS_DIR }).catch((e) => e);
    expect(error.code).toBe(1);
    expect(JSON.parse(error.stdout)[0]).toMatchObject({ file: 'no-such-file.pdf', error: expect.any(String) });
  });
});
