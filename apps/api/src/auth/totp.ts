import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
/** Codes of the previous and next period are accepted too (clock drift, typing time). */
const WINDOW = 1;

/** The key that encrypts TOTP secrets at rest, derived from the JWT secret (a database dump alone does not reveal them). */
export const deriveTotpKey = (jwtSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'sello', 'totp-secret-encryption', 32));

export const encryptTotpSecret = (key: Buffer, base32: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

export const decryptTotpSecret = (key: Buffer, stored: string): string => {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unreadable TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
};

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
