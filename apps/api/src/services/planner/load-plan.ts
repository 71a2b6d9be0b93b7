import { type TPlan, ZPlan } from '@sello/planner/plan-model';
import { assertCanReach } from '../../auth/assert-can-reach.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

export const PLAN_NOT_FOUND = 'Plan not found';

/** A stored plan by its id (unguessable, like an order's shared link); a signed-in visitor's plan is theirs only. */
export const loadPlan = async ({
  db,
  planId,
  viewer,
}: {
  db: TDb;
  planId: string;
  viewer: TUserRow | null;
}): Promise<TPlan> => {
  const row = await db
    .selectFrom('plans')
    .select(['plan', 'user_id', 'owner_deleted_at'])
    .where('id', '=', planId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
  assertCanReach(row, viewer, PLAN_NOT_FOUND);
  const parsed = ZPlan.safeParse(row.plan);
  // A plan stored under an older plan model: the visitor regenerates it rather than getting a broken PDF.
  if (!parsed.success) throw new AppError('GONE', 'This plan is out of date. Please generate it again.');
  return parsed.data;
};
