import type { TAuthResponse, TRefreshTokenRequest } from '@sello/shared/auth-schemas';
import { hashRefreshToken, type TTokenKeys } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { toAuthUser } from './auth-user.ts';
import { issueSession } from './issue-session.ts';

const INVALID_REFRESH = 'Your session has expired. Please sign in again.';

type TRefreshSessionOptions = { db: TDb; keys: TTokenKeys; input: TRefreshTokenRequest };

/**
 * Rotates a refresh token: the presented token is revoked and a new one in the same family is issued.
 * Presenting a token that was already rotated means it leaked (or was replayed), so the whole family is revoked.
 */
export const refreshSession = async ({ db, keys, input }: TRefreshSessionOptions): Promise<TAuthResponse> => {
  const tokenHash = hashRefreshToken(input.refreshToken);
  const outcome = await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('refresh_tokens')
      .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
      .select(['refresh_tokens.id', 'refresh_tokens.family_id', 'refresh_tokens.expires_at', 'users.email'])
      .where('refresh_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!stored || stored.email !== input.email) return { kind: 'invalid' as const };

    // Conditional update: of two concurrent refreshes with the same token, only one can win.
    const revoked = await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date() })
      .where('id', '=', stored.id)
      .where('revoked_at', 'is', null)
      .returning(['user_id'])
      .executeTakeFirst();
    if (!revoked) {
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: new Date() })
        .where('family_id', '=', stored.family_id)
        .where('revoked_at', 'is', null)
        .execute();
      return { kind: 'reused' as const };
    }
    if (stored.expires_at.getTime() <= Date.now()) return { kind: 'invalid' as const };

    const user = await trx.selectFrom('users').selectAll().where('id', '=', revoked.user_id).executeTakeFirstOrThrow();
    const tokens = await issueSession({ db: trx, keys, userId: user.id, familyId: stored.family_id });
    return { kind: 'ok' as const, response: { user: toAuthUser(user), tokens } };
  });
  if (outcome.kind !== 'ok') throw new AppError('UNAUTHORIZED', INVALID_REFRESH);
  return outcome.response;
};
