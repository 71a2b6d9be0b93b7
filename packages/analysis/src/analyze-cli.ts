// `npm run -s analyze -- [--language=en|es|fr] FILE...`: prints one JSON array, one object per file, in argument
// order. The language picks the OCR model for scans and images (default English).
// Exit code 0 even when a file falls back to an estimate; 1 when a file does not exist; 2 for bad arguments.
import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createAnalysisPool } from './analysis-pool.ts';

type TCliResult = {
  file: string;
  pages: number;
  wordCount: number;
  method: string;
  warnings: string[];
  perPage: number[] | null;
  ocrConfidence: Array<number | null> | null;
};
type TCliError = { file: string; error: string };

const USAGE = 'Usage: npm run -s analyze -- [--language=en|es|fr] FILE...';
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const languageArg = args.find((arg) => arg.startsWith('--language='));
const language = languageArg?.slice('--language='.length);
const files = args.filter((arg) => !arg.startsWith('--language='));
if (files.length === 0 || (language !== undefined && !['en', 'es', 'fr'].includes(language))) {
  console.error(USAGE);
  process.exit(2);
}
// `npm run analyze` starts in the package root; INIT_CWD is where the user typed the command. Only trust it
// when this script is that npm script: a process started by some other npm script inherits a stale INIT_CWD.
const cwd =
  process.env.npm_lifecycle_event === 'analyze' && process.env.INIT_CWD ? process.env.INIT_CWD : process.cwd();

const pool = createAnalysisPool({ size: Math.min(files.length, os.availableParallelism()) });
let missing = false;
const results = await Promise.all(
  files.map(async (file): Promise<TCliResult | TCliError> => {
    let size: number;
    try {
      const info = await stat(path.resolve(cwd, file));
      if (!info.isFile()) throw new Error('not a file');
      size = info.size;
    } catch (error) {
      missing = true;
      return { file, error: `Cannot open: ${(error as Error).message}` };
    }
    const analysis = await pool.analyze({
      filePath: path.resolve(cwd, file),
      filename: path.basename(file),
      size,
      language,
    });
    return {
      file,
      pages: analysis.pages,
      wordCount: analysis.wordCount,
      method: analysis.method,
      warnings: analysis.warnings,
      perPage: analysis.perPage,
      ocrConfidence: analysis.ocrConfidence,
    };
  }),
);
await pool.close();
console.log(JSON.stringify(results, null, 2));
process.exitCode = missing ? 1 : 0;
