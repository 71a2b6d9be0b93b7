import { randomUUID } from 'node:crypto';
import type { TAuthTokens } from '@sello/shared/auth-schemas';
import type { Transaction } from 'kysely';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  createRefreshToken,
  REFRESH_TOKEN_TTL_DAYS,
  signAccessToken,
  type TTokenKeys,
} from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type TIssueSessionOptions = {
  db: TDb | Transaction<Database>;
  keys: TTokenKeys;
  userId: string;
  /** Continue an existing refresh-token family (rotation) or start a new one (sign-in). */
  familyId?: string;
};

/** Creates an access token and a stored (hashed) refresh token for the user. */
export const issueSession = async ({ db, keys, userId, familyId }: TIssueSessionOptions): Promise<TAuthTokens> => {
  const refresh = createRefreshToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      family_id: familyId ?? randomUUID(),
      token_hash: refresh.hash,
      expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000),
    })
    .execute();
  return {
    accessToken: await signAccessToken(keys, userId),
    refreshToken: refresh.token,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  };
};
