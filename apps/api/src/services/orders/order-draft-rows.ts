import type { TDraftState, TOrderDraft } from '@sello/shared/draft-schemas';
import { OPEN_STATUSES } from '@sello/shared/order-lifecycle';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TStorage } from '../../storage/storage.ts';

/** Draft links are followed at once, like download links. */
const DRAFT_URL_TTL_SECONDS = 5 * 60;

type TDraftJson = {
  id: string;
  round: number;
  state: TDraftState;
  corrections_allowed: number;
  corrections_used: number;
  offered_at: string | null;
  auto_approve_at: string | null;
  answered_at: string | null;
  failure: string | null;
  documents: Array<{ id: string; name: string; page_count: number | null; storage_key: string | null }>;
  corrections: Array<{ document_id: string; page: number; comment: string }>;
};

/**
 * The order's draft rounds (the customer's draft approval, issue 30) as one JSON column of a statement on `orders`,
 * newest round first: every round, or only the current one (`latest`). Failed rounds (no draft could be made) are
 * staff's only: left out unless `includeFailed`. Map with toOrderDrafts.
 */
export const orderDraftsJson = (
  rounds: 'all' | 'latest',
  { includeFailed = false }: { includeFailed?: boolean } = {},
): RawBuilder<TDraftJson[]> => sql<TDraftJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', d.id, 'round', d.round, 'state', d.state, 'corrections_allowed', d.corrections_allowed,
    'corrections_used', (select count(*) from order_drafts used
      where used.order_id = d.order_id and used.state = 'corrections_requested'),
    'offered_at', d.offered_at, 'auto_approve_at', d.auto_approve_at, 'answered_at', d.answered_at,
    'failure', d.failure,
    'documents', coalesce((select json_agg(json_build_object('id', dd.id, 'name', dd.name,
        'page_count', dd.page_count, 'storage_key', dd.storage_key) order by dd.position)
      from draft_documents dd where dd.draft_id = d.id), '[]'::json),
    'corrections', coalesce((select json_agg(json_build_object('document_id', dc.document_id, 'page', dc.page,
        'comment', dc.comment) order by dc.position)
      from draft_corrections dc where dc.draft_id = d.id), '[]'::json)
  ) order by d.round desc, d.created_at desc)
  from (select * from order_drafts where order_drafts.order_id = orders.id
    ${includeFailed ? sql`` : sql`and order_drafts.state <> 'failed'`}
    order by order_drafts.round desc, order_drafts.created_at desc ${rounds === 'latest' ? sql`limit 1` : sql``}) d
), '[]'::json)`;

/**
 * A draft round waits for the customer's answer (their order list and the tracking page say "Draft to check"); a
 * closed order's round keeps its state but waits for nothing (closeLiveDrafts).
 */
export const draftAwaitingCustomer = sql<boolean>`(orders.status in (${sql.join(OPEN_STATUSES)}) and exists (
  select 1 from order_drafts where order_drafts.order_id = orders.id and order_drafts.state = 'awaiting_customer'))`;

/** A draft round as staff see it: the customer's view and why its preparation failed, if it did. */
export type TStaffOrderDraft = TOrderDraft & { preparationError: string | null };

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** "birth.pdf" → "birth (DRAFT 1).pdf": the download says what it is. */
export const draftFilename = (name: string, round: number) => `${name.replace(/\.[^.]+$/, '')} (DRAFT ${round}).pdf`;

/** The rounds as the API shows them, each document with a short-lived link to its stamped PDF once it is offered. */
export const toOrderDrafts = (
  orderId: string,
  rows: TDraftJson[],
  storage: Pick<TStorage, 'signedUrl'>,
  { staffReaderId, now = new Date() }: { staffReaderId?: string; now?: Date } = {},
): TStaffOrderDraft[] => {
  const expiresAt = Math.floor(now.getTime() / 1000) + DRAFT_URL_TTL_SECONDS;
  return rows.map((draft) => ({
    id: draft.id,
    round: draft.round,
    state: draft.state,
    offeredAt: iso(draft.offered_at),
    autoApproveAt: iso(draft.auto_approve_at),
    answeredAt: iso(draft.answered_at),
    correctionsAllowed: draft.corrections_allowed,
    correctionsLeft: Math.max(0, draft.corrections_allowed - Number(draft.corrections_used)),
    documents: draft.documents.map((document) => ({
      id: document.id,
      name: document.name,
      pageCount: document.page_count ?? 0,
      downloadUrl:
        document.storage_key && draft.state !== 'preparing' && draft.state !== 'failed'
          ? storage.signedUrl('draft', draftLinkKey(orderId, document.id, staffReaderId), expiresAt)
          : '',
    })),
    corrections: draft.corrections.map((correction) => ({
      documentId: correction.document_id,
      page: correction.page,
      comment: correction.comment,
    })),
    preparationError: draft.failure,
  }));
};

/**
 * The signed key of a draft document's link. A link issued to a staff member (reading a customer's draft) names them,
 * so that opening it, not reading the page that carries it, is what the audit trail records.
 */
export const draftLinkKey = (orderId: string, documentId: string, staffReaderId?: string) =>
  staffReaderId ? `${orderId}/${documentId}/${staffReaderId}` : `${orderId}/${documentId}`;

/** A draft document's stamped PDF, by the link toOrderDrafts signed; null when there is none (yet). */
export const findDraftFile = async (
  db: Kysely<Database>,
  { orderId, documentId }: { orderId: string; documentId: string },
) =>
  (await db
    .selectFrom('draft_documents')
    .innerJoin('order_drafts', 'order_drafts.id', 'draft_documents.draft_id')
    .select([
      'draft_documents.name',
      'draft_documents.storage_key',
      'order_drafts.id as draft_id',
      'order_drafts.round',
    ])
    .where('draft_documents.id', '=', documentId)
    .where('order_drafts.order_id', '=', orderId)
    .where('draft_documents.storage_key', 'is not', null)
    .executeTakeFirst()) ?? null;

/** The customer's view of a round: no staff-only fields. */
export const toCustomerDraft = ({ preparationError: _, ...draft }: TStaffOrderDraft): TOrderDraft => draft;
