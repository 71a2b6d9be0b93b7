import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect, vi } from 'vitest';

const PERIOD_MS = 30_000;

/** Codes change every 30 s: the clock (Date only) stands still mid-period, so no test straddles a change of code. */
export const freezeClockMidCodePeriod = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / PERIOD_MS) * PERIOD_MS + PERIOD_MS / 2);
};

/** The code an authenticator app would show `steps` periods from now. */
export const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * PERIOD_MS });

/** Sets up two-factor for the signed-in account and confirms it with the app's code: the secret and the answer. */
export const turnOnTwoFactor = async (app: FastifyInstance, accessToken: string, password: string) => {
  const headers = { authorization: `Bearer ${accessToken}` };
  const setup = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/setup',
    payload: { password },
    headers,
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const secret: string = setup.json().secret;
  const enable = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/enable',
    payload: { code: codeFor(secret) },
    headers,
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, enabled: enable.json() };
};
