import type { TOrderStatus } from '@sello/shared/constants';
import {
  allowedTransitions,
  findTransition,
  type TLifecycleActor,
  type TLifecycleEmail,
} from '@sello/shared/order-lifecycle';
import type { Transaction, Updateable } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TMailer, TOutgoingEmail } from '../../mail/mailer.ts';
import { recordAudit, type TAuditActor } from '../audit/record-audit.ts';
import { changeOrderStage } from './change-order-stage.ts';
import { closeLiveDrafts, closeOpenTasks } from './close-order-tasks.ts';

export type TChangedOrder = {
  id: string;
  order_number: string;
  customer_email: string;
  estimated_delivery: Date | null;
  /** The language the customer ordered in, as stored ('en' | 'es' | 'fr'). */
  locale: string;
};

type TChangeOrderStatusOptions = {
  trx: Transaction<Database>;
  /** Needed when the table says the change sends an email. */
  mailer?: TMailer;
  orderId: string;
  /** The status the caller saw: the change applies only if the order is still in it. */
  from?: string | undefined;
  to: TOrderStatus;
  actor: { kind: TLifecycleActor; userId: string | null };
  note?: string | null | undefined;
  /** Other columns set with the status (e.g. paid_at). */
  set?: Omit<Updateable<OrdersTable>, 'status' | 'updated_at'>;
  /** Builds the customer's email when the table says the change sends one; the table names its template. */
  email?: (order: TChangedOrder) => Omit<TOutgoingEmail, 'template'> | Promise<Omit<TOutgoingEmail, 'template'>>;
  notFoundMessage?: string;
};

export type TStatusChange = { changed: boolean; from: TOrderStatus; outboxId: string | null };

const word = (status: string) => status.toLowerCase().replace('_', ' ');

/** How the order_events row names who acted. */
const eventActor = (actor: TChangeOrderStatusOptions['actor']) => {
  if (actor.kind === 'download' || actor.kind === 'customer') return 'customer';
  if (actor.kind === 'payment' && actor.userId === null) return 'system';
  return 'admin';
};

const auditActor = (actor: TChangeOrderStatusOptions['actor']): TAuditActor => {
  if (actor.userId !== null) return { userId: actor.userId };
  return { userId: null, role: actor.kind === 'download' || actor.kind === 'customer' ? 'customer' : 'system' };
};

/** 409 with what this actor may do instead. */
export const illegalTransition = (from: string, to: string, actor: TLifecycleActor) => {
  const allowed = allowedTransitions(from, actor);
  const instead = allowed.length > 0 ? ` It can be moved to ${allowed.map(word).join(' or ')}.` : '';
  return new AppError('CONFLICT', `An order that is ${word(from)} cannot be moved to ${word(to)} this way.${instead}`, {
    allowed,
  });
};

/**
 * The one way an order's status changes, inside the caller's transaction: checks the lifecycle table, updates the
 * row only if it is still in the expected status, records the event (and its audit entry), then builds and enqueues the email the table
 * names. Setting
 * the status the order already has changes nothing. Callers dispatch the returned outbox id after commit.
 */
export const changeOrderStatus = async ({
  trx,
  mailer,
  orderId,
  from,
  to,
  actor,
  note,
  set,
  email,
  notFoundMessage = 'Order not found',
}: TChangeOrderStatusOptions): Promise<TStatusChange> => {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'status', 'order_number', 'customer_email', 'estimated_delivery', 'locale'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', notFoundMessage);
  const current = order.status as TOrderStatus;
  if (current === to) return { changed: false, from: current, outboxId: null };
  if (from !== undefined && current !== from) throw illegalTransition(current, to, actor.kind);
  const transition = findTransition(current, to, actor.kind);
  if (!transition) throw illegalTransition(current, to, actor.kind);

  const updated = await trx
    .updateTable('orders')
    .set({ ...set, status: to, updated_at: new Date() })
    .where('id', '=', order.id)
    .where('status', '=', current)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) {
    // Another transaction changed the order since it was read: the same change (a concurrent first download) is done.
    const now = await trx.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    if (now.status === to) return { changed: false, from: current, outboxId: null };
    throw illegalTransition(now.status, to, actor.kind);
  }
  await trx
    .insertInto('order_events')
    .values({
      order_id: order.id,
      from_status: current,
      to_status: to,
      actor_user_id: actor.userId,
      actor: eventActor(actor),
      note: note?.trim() || null,
    })
    .execute();
  await recordAudit(trx, {
    orderId: order.id,
    actor: auditActor(actor),
    action: 'status_changed',
    detail: { from: current, to, ...(note?.trim() ? { note: note.trim() } : {}) },
  });
  if (to === 'PAID' || to === 'IN_PROGRESS') await startProduction(trx, order.id, actor.userId);
  if (to === 'CANCELLED' || to === 'COMPLETED' || to === 'DELIVERED') {
    // The order row is locked by the update above: then its drafts, then its tasks (lock-order.ts).
    await closeLiveDrafts(trx, order.id);
    await closeOpenTasks(trx, { orderId: order.id, status: to, actor: auditActor(actor) });
  }
  const outboxId = transition.email ? await enqueueEmail(trx, mailer, transition.email, order, email) : null;
  return { changed: true, from: current, outboxId };
};

/** A paid (or started) order enters production awaiting assignment; the status event already records the change. */
const startProduction = async (trx: Transaction<Database>, orderId: string, userId: string | null) => {
  const { stage } = await trx.selectFrom('orders').select('stage').where('id', '=', orderId).executeTakeFirstOrThrow();
  if (stage !== null) return;
  await changeOrderStage({
    trx,
    orderId,
    to: 'awaiting_assignment',
    actor: { kind: 'start', userId },
    recordEvent: false,
  });
};

const enqueueEmail = async (
  trx: Transaction<Database>,
  mailer: TMailer | undefined,
  template: TLifecycleEmail,
  order: TChangedOrder,
  email: TChangeOrderStatusOptions['email'],
) => {
  if (!email || !mailer) throw new Error(`The ${template} email is required for this status change`);
  return mailer.enqueue(trx, { ...(await email(order)), template });
};
