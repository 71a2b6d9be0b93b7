import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskOrderNumber } from '../src/services/certified/verify-certified-document.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { verify: { max: 3, timeWindow: '1 minute' } } });
});
afterAll(() => t.close());

describe('the public verification API', () => {
  it('is rate-limited per address, answering 429 with { error, code }, never cached nor referred', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await t.app.inject({ url: '/api/verify/7KQ2-M9XD-4TPA' }));
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    const limited = answers[3];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json()).toEqual({ error: expect.any(String), code: 'RATE_LIMITED', reason: 'too-many-requests' });
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
    // The check has its own allowance, and the same headers.
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/verify/7KQ2-M9XD-4TPA/check',
      payload: { sha256: 'A'.repeat(64) },
    });
    expect(check.statusCode).toBe(404);
    expect(check.headers['referrer-policy']).toBe('no-referrer');
  });

  it('masks the order number, keeping its date and last two characters', () => {
    expect(maskOrderNumber('TRS-20261126-AB12CD')).toBe('TRS-20261126-••••CD');
  });
});
