import { createHash, randomBytes } from 'node:crypto';
import type { TTwoFactorChallenge } from '@sello/shared/two-factor-schemas';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { deriveSealingKey } from './sealed-text.ts';
import { deriveTotpKey } from './totp.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
const ISSUER = 'sello';
const AUDIENCE = 'sello-api';

export type TTokenKeys = {
  secret: Uint8Array;
  totpKey: Buffer;
  /** Seals translators' signing-certificate passphrases at rest (services/staff-profiles/signing-certificate.ts). */
  signingPassphraseKey: Buffer;
};

export const createTokenKeys = (jwtSecret: string): TTokenKeys => ({
  secret: new TextEncoder().encode(jwtSecret),
  totpKey: deriveTotpKey(jwtSecret),
  signingPassphraseKey: deriveSealingKey(jwtSecret, 'signing-certificate-passphrase'),
});

export const signAccessToken = (keys: TTokenKeys, userId: string): Promise<string> =>
  // `iat` has whole seconds; `iatMs` lets a session issued right after a password change outlive the revocation.
  new SignJWT({ iatMs: Date.now() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(keys.secret);

/** The user id and issue time (epoch milliseconds) of a valid, unexpired access token, or null. */
export const readAccessToken = async (
  keys: TTokenKeys,
  token: string,
): Promise<{ userId: string; issuedAt: number } | null> => {
  try {
    const { payload } = await jwtVerify(token, keys.secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return null;
    const issuedAt = typeof payload.iatMs === 'number' ? payload.iatMs : payload.iat * 1000;
    return { userId: payload.sub, issuedAt };
  } catch {
    return null;
  }
};

export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;
// Its own audience: a challenge is never accepted where an access token is expected, nor the other way round.
const CHALLENGE_AUDIENCE = 'sello-two-factor';

/**
 * A verification link's new password for an account with two-factor on, carried by the challenge until the code is
 * given (POST /api/auth/signin/two-factor then applies the whole verification). Only the argon2id hash travels, to
 * the person who chose the password; `tokenId` binds it to the one link.
 */
export type TPendingVerification = { tokenId: string; passwordHash: string };

/**
 * After the right password of an account with two-factor on (or a verification link that sets one, see
 * TPendingVerification): proof of that step, for the code step. It carries a hash of the client key that earned it
 * (`signInClientKey`: the device cookie, else the address or IPv6 /64), so it is spent only from there.
 */
export const twoFactorChallenge = async ({
  keys,
  userId,
  clientKey,
  verification,
}: {
  keys: TTokenKeys;
  userId: string;
  clientKey: string;
  verification?: TPendingVerification;
}): Promise<TTwoFactorChallenge> => ({
  twoFactorRequired: true,
  challengeToken: await new SignJWT({ client: hashRefreshToken(clientKey), ...(verification ? { verification } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(CHALLENGE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TWO_FACTOR_CHALLENGE_TTL_SECONDS}s`)
    .sign(keys.secret),
  expiresIn: TWO_FACTOR_CHALLENGE_TTL_SECONDS,
});

/**
 * A valid, unexpired challenge sent by the client that earned it (`clientKeyFor` gives this request's client key for
 * the challenge's user): its user and the verification it completes (null for a plain sign-in). Else null.
 */
export const readTwoFactorChallenge = async (
  keys: TTokenKeys,
  token: string,
  clientKeyFor: (userId: string) => string,
): Promise<{ userId: string; verification: TPendingVerification | null } | null> => {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys.secret, {
      issuer: ISSUER,
      audience: CHALLENGE_AUDIENCE,
      algorithms: ['HS256'],
    }));
  } catch {
    return null;
  }
  if (typeof payload.sub !== 'string' || payload.client !== hashRefreshToken(clientKeyFor(payload.sub))) return null;
  const verification = payload.verification as Partial<TPendingVerification> | undefined;
  return {
    userId: payload.sub,
    verification:
      typeof verification?.tokenId === 'string' && typeof verification.passwordHash === 'string'
        ? { tokenId: verification.tokenId, passwordHash: verification.passwordHash }
        : null,
  };
};

/** Opaque refresh tokens: 256 random bits for the client, only their SHA-256 in the database. */
export const createRefreshToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
};

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
