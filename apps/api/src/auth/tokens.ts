import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { deriveTotpKey } from './totp.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
const ISSUER = 'sello';
const AUDIENCE = 'sello-api';

export type TTokenKeys = { secret: Uint8Array; totpKey: Buffer };

export const createTokenKeys = (jwtSecret: string): TTokenKeys => ({
  secret: new TextEncoder().encode(jwtSecret),
  totpKey: deriveTotpKey(jwtSecret),
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
 * TPendingVerification): proof of that step, for the code step.
 */
export const signTwoFactorChallenge = (
  keys: TTokenKeys,
  userId: string,
  pendingVerification?: TPendingVerification,
): Promise<string> =>
  new SignJWT(pendingVerification ? { verification: pendingVerification } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(CHALLENGE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TWO_FACTOR_CHALLENGE_TTL_SECONDS}s`)
    .sign(keys.secret);

const readChallengePayload = async (keys: TTokenKeys, token: string) => {
  try {
    const { payload } = await jwtVerify(token, keys.secret, {
      issuer: ISSUER,
      audience: CHALLENGE_AUDIENCE,
      algorithms: ['HS256'],
    });
    return typeof payload.sub === 'string' ? { userId: payload.sub, verification: payload.verification } : null;
  } catch {
    return null;
  }
};

/** The user id of a valid, unexpired challenge, or null. */
export const readTwoFactorChallenge = async (keys: TTokenKeys, token: string): Promise<string | null> =>
  (await readChallengePayload(keys, token))?.userId ?? null;

/** The verification a valid challenge completes once its code is given, or null for a plain sign-in. */
export const readPendingVerification = async (
  keys: TTokenKeys,
  token: string,
): Promise<TPendingVerification | null> => {
  const verification = (await readChallengePayload(keys, token))?.verification as Partial<TPendingVerification> | null;
  if (typeof verification?.tokenId !== 'string' || typeof verification.passwordHash !== 'string') return null;
  return { tokenId: verification.tokenId, passwordHash: verification.passwordHash };
};

/** Opaque refresh tokens: 256 random bits for the client, only their SHA-256 in the database. */
export const createRefreshToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
};

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
