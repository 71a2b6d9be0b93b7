import { accessSync, constants } from 'node:fs';
import path from 'node:path';

const found = new Map<string, string | null>();

/** An executable on PATH (e.g. Debian's `soffice`, `tesseract`), or null when it is not installed. Cached. */
export const findProgram = (name: string): string | null => {
  const cached = found.get(name);
  if (cached !== undefined) return cached;
  let program: string | null = null;
  for (const directory of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(directory, name);
    try {
      accessSync(candidate, constants.X_OK);
      program = candidate;
      break;
    } catch {
      // not here
    }
  }
  found.set(name, program);
  return program;
};
