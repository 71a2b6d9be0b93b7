import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shared document corpus (../shared next to the repository, locally and in CI). */
export const CORPUS_DIR = fileURLToPath(new URL('../../../../shared/corpus/files/', import.meta.url));

export type TCorpusEntry = {
  file: string;
  type: 'pdf' | 'docx' | 'doc' | 'txt';
  bytes: number;
  pages: number | null;
  pages_confidence: 'high' | 'medium' | 'low' | null;
  words: { reference: number | null; method: string };
  words_alt: Record<string, number>;
  image_only: boolean;
  language: 'en' | 'es' | 'fr' | 'other';
  encrypted: boolean;
  broken: boolean;
  encoding?: string;
};

export const corpusPath = (file: string): string => `${CORPUS_DIR}${file}`;

export const loadManifest = (): TCorpusEntry[] =>
  JSON.parse(readFileSync(new URL('../../../../shared/corpus/manifest.json', import.meta.url), 'utf8'));

export const corpusEntry = (file: string): TCorpusEntry => {
  const entry = loadManifest().find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`${file} is not in the corpus manifest`);
  return entry;
};

/** |actual − expected| ≤ share × expected */
export const within = (actual: number, expected: number, share: number): boolean =>
  Math.abs(actual - expected) <= share * expected;
