import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ocrEngineFor } from '../src/ocr.ts';
import { CORPUS_DIR, within } from './corpus-files.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/analyze-cli.ts', import.meta.url));
const analyzeScan = async (env: NodeJS.ProcessEnv) => {
  const { stdout } = await run(process.execPath, [CLI, 'c02-22.pdf'], { cwd: CORPUS_DIR, env });
  return JSON.parse(stdout)[0];
};

describe('OCR engines', () => {
  it('reads a scan with tesseract.js when Debian’s tesseract is not installed', async () => {
    const wasm = await analyzeScan({ PATH: path.dirname(process.execPath) });
    expect(wasm).toMatchObject({ pages: 1, method: 'ocr' });
    expect(wasm.wordCount).toBeGreaterThan(150);
    expect(wasm.ocrConfidence).toHaveLength(1);
    expect(wasm.ocrConfidence[0]).toBeGreaterThanOrEqual(75);
  });

  it.runIf(ocrEngineFor('eng') === 'tesseract')(
    'Debian’s tesseract, when installed, reads about the same words with about the same confidence',
    async () => {
      const [wasm, native] = await Promise.all([
        analyzeScan({ PATH: path.dirname(process.execPath) }),
        analyzeScan(process.env),
      ]);
      expect(native).toMatchObject({ pages: 1, method: 'ocr' });
      expect(within(native.wordCount, wasm.wordCount, 0.1)).toBe(true);
      expect(Math.abs(native.ocrConfidence[0] - wasm.ocrConfidence[0])).toBeLessThanOrEqual(5);
    },
  );
});
