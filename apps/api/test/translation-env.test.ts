import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/config/env.ts';
import { createTranslationClient } from '../src/integrations/translation-client.ts';

const problemsOf = (source: Record<string, string>): string[] => {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
};

describe('machine-translation configuration', () => {
  it('defaults to no provider (extraction only)', () => {
    const env = loadEnv({});
    expect(env.MT_PROVIDER).toBe('none');
    expect(env.MT_TIMEOUT_SECONDS).toBe(60);
    expect(createTranslationClient(env)).toBeNull();
    expect(loadEnv({ MT_PROVIDER: '' }).MT_PROVIDER).toBe('none');
  });

  it('refuses to boot with a provider whose key or URL is missing, listing each one', () => {
    expect(problemsOf({ MT_PROVIDER: 'deepl' })).toEqual(['DEEPL_API_KEY: required when MT_PROVIDER=deepl']);
    expect(problemsOf({ MT_PROVIDER: 'google' })).toEqual([
      'GOOGLE_TRANSLATE_API_KEY: required when MT_PROVIDER=google',
    ]);
    expect(problemsOf({ MT_PROVIDER: 'libretranslate' })).toEqual([
      'LIBRETRANSLATE_URL: required when MT_PROVIDER=libretranslate',
    ]);
    expect(problemsOf({ MT_PROVIDER: 'openai' })).toEqual([
      'OPENAI_API_KEY: required when MT_PROVIDER=openai',
      'OPENAI_MODEL: required when MT_PROVIDER=openai',
    ]);
    expect(problemsOf({ MT_PROVIDER: 'bing', LIBRETRANSLATE_URL: 'ftp://mt.local', PORT: 'x' })).toEqual(
      expect.arrayContaining([
        'MT_PROVIDER: must be one of none, deepl, google, libretranslate, openai',
        'LIBRETRANSLATE_URL: must be an http(s) URL',
        expect.stringMatching(/^PORT:/),
      ]),
    );
  });

  it('takes provider URLs over https, and over http only for a loopback host (the document text and key travel there)', () => {
    const keys = ['DEEPL_API_URL', 'GOOGLE_TRANSLATE_API_URL', 'LIBRETRANSLATE_URL', 'OPENAI_BASE_URL'];
    for (const key of keys) {
      for (const url of [
        'http://mt.example.com',
        'http://10.0.0.5:5000',
        'http://127.0.0.1.nip.io',
        'http://[::2]:5000',
      ]) {
        expect(problemsOf({ [key]: url })).toEqual([
          `${key}: must be an https URL (http only for localhost, 127.0.0.0/8 or [::1])`,
        ]);
      }
      for (const url of [
        'https://mt.example.com/v1',
        'http://localhost:5000',
        'http://127.0.0.1:5000',
        'http://127.1.2.3',
        'http://[::1]:11434/v1',
      ]) {
        expect(problemsOf({ [key]: url })).toEqual([]);
      }
    }
  });

  it('builds the configured client', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ MT_PROVIDER: 'deepl', DEEPL_API_KEY: 'k:fx' }, 'deepl'],
      [{ MT_PROVIDER: 'google', GOOGLE_TRANSLATE_API_KEY: 'k' }, 'google'],
      [{ MT_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: 'http://localhost:5000' }, 'libretranslate'],
      // A self-hosted OpenAI-compatible server needs no key.
      [{ MT_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'llama3' }, 'openai'],
    ];
    for (const [source, provider] of cases) {
      expect(createTranslationClient(loadEnv(source))?.provider).toBe(provider);
    }
  });
});
