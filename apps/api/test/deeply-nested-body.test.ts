import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** `[[[…]]]` nested `depth` levels: 2 bytes a level, so a 1 MB body can nest half a million deep. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('a deeply nested JSON body (issue 33, bad-request flood)', () => {
  it.each([10_000, 400_000])('is refused with 400 at %i levels, not a 500 from a recursive check', async (depth) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { 'content-type': 'application/json' },
      payload: `{"sourceLanguage":${nested(depth)},"targetLanguage":"es"}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: 'Request body is nested too deeply', code: 'BAD_REQUEST' });
  });

  it('in a field that takes any JSON is refused the same way', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/planner/pdf',
      headers: { 'content-type': 'application/json' },
      payload: `{"plan":{"web":${nested(20_000)}}}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('still validates a body nested a few levels as before', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { sourceLanguage: [[['en']]], targetLanguage: 'es' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', reason: 'validation' });
  });
});
