import { Secret, TOTP } from 'otpauth';
import { vi } from 'vitest';

const PERIOD_MS = 30_000;

/** Codes change every 30 s: the clock (Date only) stands still mid-period, so no test straddles a change of code. */
export const freezeClockMidCodePeriod = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / PERIOD_MS) * PERIOD_MS + PERIOD_MS / 2);
};

/** The code an authenticator app would show `steps` periods from now. */
export const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * PERIOD_MS });
