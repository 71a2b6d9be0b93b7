import { Secret, TOTP } from 'otpauth';
import { deriveSealingKey, openSealedText, sealText } from './sealed-text.ts';

const PERIOD_SECONDS = 30;
/** Codes of the previous and next period are accepted too (clock drift, typing time). */
const WINDOW = 1;

/** The key that encrypts TOTP secrets at rest, derived from the JWT secret (a database dump alone does not reveal them). */
export const deriveTotpKey = (jwtSecret: string): Buffer => deriveSealingKey(jwtSecret, 'totp-secret-encryption');

export const encryptTotpSecret = sealText;

export const decryptTotpSecret = openSealedText;

const totpFor = (base32: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(base32) });

/** A new 160-bit secret (RFC 4226's recommendation) and the otpauth:// URI authenticator apps read. */
export const createTotpSecret = ({ issuer, label }: { issuer: string; label: string }) => {
  const secret = new Secret({ size: 20 });
  return { base32: secret.base32, uri: totpFor(secret.base32, issuer, label).toString() };
};

/** The period (30-second step number) whose code `code` is, within the window, or null for a wrong code. */
export const matchTotpStep = (base32: string, code: string, now = Date.now()): number | null => {
  const delta = totpFor(base32).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
};
