import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
const ISSUER = 'sello';
const AUDIENCE = 'sello-api';

export type TTokenKeys = { secret: Uint8Array };

export const createTokenKeys = (jwtSecret: string): TTokenKeys => ({ secret: new TextEncoder().encode(jwtSecret) });

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

/** Opaque refresh tokens: 256 random bits for the client, only their SHA-256 in the database. */
export const createRefreshToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
};

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
