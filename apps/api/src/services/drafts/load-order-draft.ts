import type { TOrderDraftResponse } from '@sello/shared/draft-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { orderDraftsJson, toCustomerDraft, toOrderDrafts } from '../orders/order-draft-rows.ts';
import { ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import { assertCanReachDrafts, mayAnswerDrafts } from './draft-reach.ts';

/**
 * `GET /api/orders/:id/draft`: the current round and the earlier ones, newest first; links issued to staff name them,
 * and opening one is audited (order-draft-rows.ts › draftLinkKey).
 */
export const loadOrderDraft = async ({
  db,
  storage,
  orderId,
  viewer,
}: {
  db: TDb;
  storage: TStorage;
  orderId: string;
  viewer: TUserRow | null;
}): Promise<TOrderDraftResponse> => {
  const order = await db
    .selectFrom('orders')
    .select(['orders.user_id', 'orders.owner_deleted_at', orderDraftsJson('all').as('drafts_json')])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  assertCanReachDrafts(order, viewer, 'read');
  const staffReaderId = viewer?.staff_role != null && viewer.id !== order.user_id ? viewer.id : undefined;
  const rounds = toOrderDrafts(orderId, order.drafts_json, storage, { staffReaderId }).map(toCustomerDraft);
  const [draft, ...history] = rounds;
  return { draft: draft ?? null, history, canAnswer: mayAnswerDrafts(order, viewer) };
};
