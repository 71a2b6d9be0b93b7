import type { TOrderDraft } from '@sello/shared/draft-schemas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobQueue } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { prepareDraft } from '../src/services/drafts/prepare-draft.ts';
import { autoApproveDrafts, resendPreparingDrafts } from '../src/services/drafts/sweep-drafts.ts';
import { changeOrderStage } from '../src/services/orders/change-order-stage.ts';
import { createDraftRound } from '../src/services/tasks/create-draft-round.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, placeOrder, putUpload, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signInStaff, signUpCustomer } from './helpers/sign-in-admin.ts';

/**
 * The production floor under concurrent actions (issue 30): every writer locks the order first, then its drafts, then
 * its tasks, so racing requests never deadlock (a 500 on PostgreSQL) and never leave the order half moved; a closed
 * order's draft and stage no longer move. On PGlite the races run one after the other; on PostgreSQL
 * (`node scripts/test.mjs api-postgres -- production-concurrency`) they really overlap. Each race is repeated a bounded
 * number of times and asserts outcomes only.
 */

const RACES = 5;

let t: TTestApp;
const tokens = { owner: '', manager: '', translator: '', reviewer: '', customer: '' };
const ids = { translator: '', reviewer: '' };
const as = (token: string) => ({ authorization: `Bearer ${token}` });

const outboxMailer = () =>
  createMailer({
    db: t.db,
    jobs: { send: async () => null } as unknown as TJobQueue,
    logger: t.app.log,
    smtpUrl: undefined,
    from: 'x@sello.test',
  });

beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'silent' } });
  tokens.owner = await signInAdmin(t.app, t.db);
  tokens.manager = await signInStaff(t.app, t.db, 'project_manager', 'pm@sello.test');
  tokens.translator = await signInStaff(t.app, t.db, 'translator', 'jurado@sello.test');
  tokens.reviewer = await signInStaff(t.app, t.db, 'reviewer', 'rita@sello.test');
  tokens.customer = await signUpCustomer(t.app, 'ana@example.com');
  const userId = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  ids.translator = await userId('jurado@sello.test');
  ids.reviewer = await userId('rita@sello.test');
  await t.db
    .insertInto('staff_credentials')
    .values({
      user_id: ids.translator,
      kind: 'sworn',
      jurisdiction: 'spain',
      language: 'english',
      issuer: 'MAEC',
      number: 'TIJ-1',
    })
    .execute();
});
afterAll(() => t.close());

const post = (url: string, token: string | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: token ? as(token) : {}, ...(payload ? { payload } : {}) });

const onePagePdf = async () => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([595, 842]).drawText('Acta de nacimiento', { x: 60, y: 700, size: 14, font });
  return Buffer.from(await document.save());
};

/** A paid sworn order (draft approval on by default) of `documents` text sources, tasks assigned and accepted. */
const acceptedOrder = async (documents: number) => {
  const fileKeys: string[] = [];
  for (let i = 0; i < documents; i += 1) {
    const upload = await uploadFile(
      t.app,
      { filename: `birth-${i}.txt`, contentType: 'text/plain', body: words(40) },
      as(tokens.customer),
    );
    fileKeys.push(upload.fileKey);
  }
  const quote = await createFileQuote(t.app, fileKeys, undefined, as(tokens.customer));
  const { orderId } = await placeOrder(t.app, quote.quoteId, { serviceType: 'sworn', headers: as(tokens.customer) });
  // A fixture: payments have their own tests.
  await t.db
    .updateTable('orders')
    .set({ status: 'PAID', stage: 'awaiting_assignment' })
    .where('id', '=', orderId)
    .execute();
  const assigned = await post(`/api/admin/orders/${orderId}/tasks`, tokens.manager, {
    fileKeys,
    translatorId: ids.translator,
    reviewerId: ids.reviewer,
    dueAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const taskIds = (assigned.json().tasks as Array<{ id: string }>).map((task) => task.id);
  for (const taskId of taskIds) {
    const accepted = await post(`/api/staff/tasks/${taskId}/accept`, tokens.translator);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return { orderId, taskIds };
};

/** The translator submits a one-page PDF version of each task. */
const submitVersions = async (taskIds: string[]) => {
  const body = await onePagePdf();
  for (const taskId of taskIds) {
    const presign = await post('/api/uploads/presigned-url', tokens.translator, {
      taskId,
      fileType: 'TRANSLATED',
      files: [{ filename: 'birth-es.pdf', contentType: 'application/pdf', size: body.length }],
    });
    expect(presign.statusCode, presign.body).toBe(200);
    const [upload] = presign.json().uploads;
    await putUpload(t.app, upload.uploadUrl, { contentType: 'application/pdf', body });
    const res = await post(`/api/staff/tasks/${taskId}/versions`, tokens.translator, { fileKey: upload.fileKey });
    expect(res.statusCode, res.body).toBe(201);
  }
};

const review = (taskId: string) => post(`/api/staff/tasks/${taskId}/review`, tokens.reviewer, { decision: 'approve' });
const cancel = (orderId: string) => post(`/api/admin/orders/${orderId}/cancel`, tokens.owner, { reason: 'Asked to' });

const jobContext = () => ({
  db: t.db,
  storage: t.storage,
  mailer: outboxMailer(),
  env: t.env,
  readSettings: t.readSettings,
  logger: t.app.log,
});

const latestDraftId = async (orderId: string) =>
  (
    await t.db
      .selectFrom('order_drafts')
      .select('id')
      .where('order_id', '=', orderId)
      .orderBy('round', 'desc')
      .executeTakeFirstOrThrow()
  ).id;

/** A one-document sworn order reviewed and its draft offered to the customer. */
const offeredDraft = async () => {
  const { orderId, taskIds } = await acceptedOrder(1);
  await submitVersions(taskIds);
  const [taskId] = taskIds;
  if (!taskId) throw new Error('no task');
  expect((await review(taskId)).statusCode).toBe(200);
  await prepareDraft(jobContext(), await latestDraftId(orderId));
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/draft`, headers: as(tokens.customer) });
  expect(res.statusCode, res.body).toBe(200);
  const draft: TOrderDraft = res.json().draft;
  expect(draft.state).toBe('awaiting_customer');
  return { orderId, taskId, draft };
};

const orderRow = (orderId: string) =>
  t.db.selectFrom('orders').select(['status', 'stage']).where('id', '=', orderId).executeTakeFirstOrThrow();

const draftRows = (orderId: string) =>
  t.db.selectFrom('order_drafts').select(['state', 'auto_approve_at']).where('order_id', '=', orderId).execute();

const outboxCount = async (template: string, orderNumberOrEmail?: string) =>
  (
    await t.db
      .selectFrom('outbox')
      .select('id')
      .where('template', '=', template)
      .$if(orderNumberOrEmail !== undefined, (query) => query.where('to_address', '=', orderNumberOrEmail ?? ''))
      .execute()
  ).length;

const corrections = (orderId: string, draft: TOrderDraft) =>
  post(`/api/orders/${orderId}/draft/corrections`, tokens.customer, {
    draftId: draft.id,
    corrections: [{ documentId: draft.documents[0]?.id, page: 1, comment: 'The name is Anna' }],
  });

describe('racing production actions', () => {
  it('a reviewer approving while the owner cancels the order: no 500, and a cancelled order keeps no live draft', async () => {
    for (let i = 0; i < RACES; i += 1) {
      const { orderId, taskIds } = await acceptedOrder(1);
      await submitVersions(taskIds);
      const [taskId] = taskIds;
      if (!taskId) throw new Error('no task');
      const [approved, cancelled] = await Promise.all([review(taskId), cancel(orderId)]);
      expect([200, 409], approved.body).toContain(approved.statusCode);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await orderRow(orderId)).status).toBe('CANCELLED');
      for (const draft of await draftRows(orderId)) expect(draft.auto_approve_at).toBeNull();
    }
  });

  it('two reviewers approving the last two tasks at once: the order always goes on to the customer', async () => {
    for (let i = 0; i < RACES; i += 1) {
      const { orderId, taskIds } = await acceptedOrder(2);
      await submitVersions(taskIds);
      const responses = await Promise.all(taskIds.map(review));
      for (const res of responses) expect(res.statusCode, res.body).toBe(200);
      expect((await orderRow(orderId)).stage).toBe('draft_with_customer');
      expect(await draftRows(orderId)).toHaveLength(1);
    }
  });

  it('the customer asking for corrections while the auto-approval sweep runs: one of them wins, cleanly', async () => {
    for (let i = 0; i < RACES; i += 1) {
      const { orderId, draft } = await offeredDraft();
      await t.db
        .updateTable('order_drafts')
        .set({ auto_approve_at: new Date(Date.now() - 1000) })
        .where('id', '=', draft.id)
        .execute();
      const [swept, answered] = await Promise.all([
        autoApproveDrafts({ db: t.db, mailer: outboxMailer(), env: t.env, readSettings: t.readSettings }),
        corrections(orderId, draft),
      ]);
      const [row] = await draftRows(orderId);
      const { stage } = await orderRow(orderId);
      if (answered.statusCode === 200) {
        expect(swept).toBe(0);
        expect([row?.state, stage]).toEqual(['corrections_requested', 'changes_requested']);
      } else {
        expect(answered.statusCode, answered.body).toBe(409);
        expect(swept).toBe(1);
        expect([row?.state, stage]).toEqual(['auto_approved', 'final_ready']);
      }
    }
  });
});

describe('a cancelled order', () => {
  it("refuses the customer's answer to its draft, and its tasks and translator stay untouched", async () => {
    const { orderId, taskId, draft } = await offeredDraft();
    const flagged = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: { authorization: `Bearer ${tokens.customer}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().order.draftAwaitingCustomer as boolean;
    };
    expect(await flagged()).toBe(true);
    expect((await cancel(orderId)).statusCode).toBe(200);
    // Nothing waits for the customer any more: no "Draft to check" on their list or the tracking page.
    expect(await flagged()).toBe(false);
    const mailsBefore = await outboxCount('task-customer-corrections');

    const asked = await corrections(orderId, draft);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toMatch(/^This order was cancelled/);
    const approved = await post(`/api/orders/${orderId}/draft/approve`, tokens.customer, { draftId: draft.id });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().error).toMatch(/^This order was cancelled/);

    const task = await t.db
      .selectFrom('order_tasks')
      .select('state')
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(task.state).toBe('approved');
    expect(await outboxCount('task-customer-corrections')).toBe(mailsBefore);
    expect(await orderRow(orderId)).toEqual({ status: 'CANCELLED', stage: 'draft_with_customer' });
  });

  it('is not auto-approved by the sweep, nor its customer emailed', async () => {
    const { orderId, draft } = await offeredDraft();
    expect((await cancel(orderId)).statusCode).toBe(200);
    // Even a due date set after the cancellation (the sweep must check the order itself).
    await t.db
      .updateTable('order_drafts')
      .set({ auto_approve_at: new Date(Date.now() - 1000) })
      .where('id', '=', draft.id)
      .execute();
    const before = await outboxCount('draft-auto-approved');
    await autoApproveDrafts({ db: t.db, mailer: outboxMailer(), env: t.env, readSettings: t.readSettings });
    expect((await draftRows(orderId))[0]?.state).toBe('awaiting_customer');
    expect((await orderRow(orderId)).stage).toBe('draft_with_customer');
    expect(await outboxCount('draft-auto-approved')).toBe(before);
  });

  it('has a round in preparation neither made nor offered by the prepare job, nor re-sent to it', async () => {
    const { orderId, draft } = await offeredDraft();
    expect((await cancel(orderId)).statusCode).toBe(200);
    // A fixture: the next round recorded (the first one answered) but not yet prepared; no job is sent for it, so only
    // this test runs the job.
    await t.db.updateTable('order_drafts').set({ state: 'corrections_requested' }).where('id', '=', draft.id).execute();
    const settings = await t.readSettings(t.db);
    const draftId = await t.db
      .transaction()
      .execute((trx) => createDraftRound(trx, { orderId, draftApproval: settings.draftApproval }));
    const before = await outboxCount('draft-ready');
    await prepareDraft(jobContext(), draftId);
    const round = await t.db
      .selectFrom('order_drafts')
      .select('state')
      .where('id', '=', draftId)
      .executeTakeFirstOrThrow();
    expect(round.state).toBe('preparing');
    const made = await t.db
      .selectFrom('draft_documents')
      .select('storage_key')
      .where('draft_id', '=', draftId)
      .execute();
    expect(made.map((document) => document.storage_key)).toEqual([null]);
    expect(await outboxCount('draft-ready')).toBe(before);
    const resent: string[] = [];
    const jobs = {
      send: async (_queue: string, data: { draftId: string }) => {
        resent.push(data.draftId);
        return 'job';
      },
    } as unknown as TJobQueue;
    await resendPreparingDrafts({ db: t.db, jobs, atBoot: true });
    expect(resent).not.toContain(draftId);
  });

  it('never moves its production stage', async () => {
    const { orderId } = await acceptedOrder(1);
    expect((await cancel(orderId)).statusCode).toBe(200);
    const moved = t.db
      .transaction()
      .execute((trx) =>
        changeOrderStage({ trx, orderId, to: 'awaiting_assignment', actor: { kind: 'manager', userId: null } }),
      );
    await expect(moved).rejects.toThrow(/^This order was cancelled/);
    expect((await orderRow(orderId)).stage).toBe('in_translation');
  });
});
