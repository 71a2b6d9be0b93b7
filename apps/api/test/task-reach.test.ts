import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_DOCUMENTS_CLOSED } from '../src/services/tasks/task-rows.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, placeOrder, putUpload, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signInStaff } from './helpers/sign-in-admin.ts';

/**
 * A translator's and reviewer's reach (issue 30, docs/security.md › "Staff roles"): a task never tells them its
 * order's id (a guest order's id is the customer's link), a closed task keeps none of the customer's documents for
 * them, closing an order closes its tasks, and the staff routes are rate limited per person.
 */
let t: TTestApp;
const tokens = { owner: '', manager: '', translator: '', reviewer: '' };
const ids = { translator: '', reviewer: '', otherReviewer: '' };
const as = (token: string) => ({ authorization: `Bearer ${token}` });

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await buildTestApp();
  tokens.owner = await signInAdmin(t.app, t.db);
  tokens.manager = await signInStaff(t.app, t.db, 'project_manager', 'pm@sello.test');
  tokens.translator = await signInStaff(t.app, t.db, 'translator', 'tina@sello.test');
  tokens.reviewer = await signInStaff(t.app, t.db, 'reviewer', 'rita@sello.test');
  ids.translator = await userId('tina@sello.test');
  ids.reviewer = await userId('rita@sello.test');
  await signInStaff(t.app, t.db, 'reviewer', 'rosa@sello.test');
  ids.otherReviewer = await userId('rosa@sello.test');
});
afterAll(() => t.close());

/** A guest's paid order with one text document, the customer's names given, and one whole-order task on it. */
const assignedOrder = async () => {
  const { fileKey } = await uploadFile(t.app, { filename: 'birth.txt', contentType: 'text/plain', body: words(40) });
  const order = await placeOrder(t.app, (await createFileQuote(t.app, [fileKey])).quoteId);
  await t.db
    .updateTable('orders')
    .set({
      status: 'PAID',
      stage: 'awaiting_assignment',
      translation_instructions: 'Keep the stamp wording.',
      name_spellings: JSON.stringify([{ kind: 'full_name', asWritten: 'JOSÉ NÚÑEZ' }]),
    })
    .where('id', '=', order.orderId)
    .execute();
  const assigned = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.orderId}/tasks`,
    headers: as(tokens.manager),
    payload: {
      wholeOrder: true,
      translatorId: ids.translator,
      reviewerId: ids.reviewer,
      dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      notes: 'Seal in brackets.',
    },
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  return { orderId: order.orderId, fileKey, taskId: assigned.json().tasks[0].id as string };
};

const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: as(token), ...(payload ? { payload } : {}) });

/** Presigns a translation for the task (by its id) as `token` and PUTs it; returns the presign answer. */
const presignVersion = (body: Record<string, unknown>, token = tokens.translator) =>
  t.app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    headers: as(token),
    payload: {
      fileType: 'TRANSLATED',
      files: [{ filename: 'translation.pdf', contentType: 'application/pdf', size: PDF.length }],
      ...body,
    },
  });
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const uploadVersion = async (taskId: string) => {
  const presign = await presignVersion({ taskId });
  expect(presign.statusCode, presign.body).toBe(200);
  const [upload] = presign.json().uploads;
  await putUpload(t.app, upload.uploadUrl, { contentType: 'application/pdf', body: PDF });
  const version = await post(`/api/staff/tasks/${taskId}/versions`, tokens.translator, { fileKey: upload.fileKey });
  expect(version.statusCode, version.body).toBe(201);
  return { response: version, fileKey: upload.fileKey as string };
};

const taskState = async (taskId: string) =>
  (await t.db.selectFrom('order_tasks').select('state').where('id', '=', taskId).executeTakeFirstOrThrow()).state;

describe('a translator or reviewer never learns the order id', () => {
  it('is in none of their task answers and links; holding it from elsewhere, the order is 404 to them', async () => {
    const { orderId, fileKey, taskId } = await assignedOrder();
    // A photo among the documents (the content type set directly: the preview link is what is checked).
    await t.db.updateTable('files').set({ content_type: 'image/png' }).where('file_key', '=', fileKey).execute();
    const answers = [
      await t.app.inject({ url: '/api/staff/tasks', headers: as(tokens.translator) }),
      await t.app.inject({ url: `/api/staff/tasks/${taskId}`, headers: as(tokens.translator) }),
      await post(`/api/staff/tasks/${taskId}/accept`, tokens.translator),
      await post(`/api/staff/tasks/${taskId}/files/${fileKey}/download`, tokens.translator),
      await post(`/api/staff/tasks/${taskId}/files/${fileKey}/preview`, tokens.translator),
      await presignVersion({ taskId }),
    ];
    const { response: version, fileKey: versionKey } = await uploadVersion(taskId);
    answers.push(
      version,
      await post(`/api/staff/tasks/${taskId}/files/${versionKey}/download`, tokens.reviewer),
      await t.app.inject({ url: '/api/staff/tasks', headers: as(tokens.reviewer) }),
      await post(`/api/staff/tasks/${taskId}/review`, tokens.reviewer, { decision: 'return', comments: 'Tilde.' }),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(answer.body, answer.body).not.toContain(orderId);
    }
    const emails = await t.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body'])
      .where('to_address', 'in', ['tina@sello.test', 'rita@sello.test'])
      .execute();
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expect(`${email.text_body} ${email.html_body}`).not.toContain(orderId);

    // The customer's view of the order (a guest's: its id is the link) is not theirs, even with the id.
    for (const token of [tokens.translator, tokens.reviewer]) {
      const order = await t.app.inject({ url: `/api/orders/${orderId}`, headers: as(token) });
      expect(order.statusCode, order.body).toBe(404);
      expect(order.body).not.toContain('jane.doe@example.com');
    }
    // The back office keeps it; the guest's link still works for the guest.
    const board = await t.app.inject({ url: '/api/admin/tasks', headers: as(tokens.manager) });
    expect(board.json().tasks.find((task: { id: string }) => task.id === taskId)).toMatchObject({ orderId });
    expect((await t.app.inject({ url: `/api/orders/${orderId}` })).statusCode).toBe(200);
  });

  it("presigns a version by task id: only for the task's translator while it waits for one; never by order id", async () => {
    const { orderId, taskId } = await assignedOrder();
    // Offered, not accepted yet: nothing to upload.
    expect((await presignVersion({ taskId })).statusCode).toBe(403);
    await post(`/api/staff/tasks/${taskId}/accept`, tokens.translator);
    expect((await presignVersion({ taskId }, tokens.reviewer)).statusCode).toBe(403);
    const byOrder = await presignVersion({ orderId });
    expect(byOrder.statusCode, byOrder.body).toBe(403);
    const both = await presignVersion({ orderId, taskId });
    expect(both.statusCode, both.body).toBe(400);
    const unknown = await presignVersion({ taskId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect((await presignVersion({ taskId })).statusCode).toBe(200);
    // The back office may presign for the task too (the order is derived from it).
    expect((await presignVersion({ taskId }, tokens.manager)).statusCode).toBe(200);
  });
});

describe('a closed task keeps nothing of the customer for its translator and reviewer', () => {
  it('after a decline: the page is a summary, the document links refuse with TASK_DOCUMENTS_CLOSED', async () => {
    const { fileKey, taskId } = await assignedOrder();
    const declined = await post(`/api/staff/tasks/${taskId}/decline`, tokens.translator, { reason: 'On holiday' });
    expect(declined.statusCode, declined.body).toBe(200);
    for (const answer of [
      declined,
      await t.app.inject({ url: `/api/staff/tasks/${taskId}`, headers: as(tokens.translator) }),
    ]) {
      expect(answer.json().task).toMatchObject({
        state: 'declined',
        closed: true,
        documents: [],
        versions: [],
        machineDrafts: [],
        notes: null,
        instructions: { nameSpellings: [], translationInstructions: null },
      });
      expect(answer.body).not.toContain('birth.txt');
      expect(answer.body).not.toContain('NÚÑEZ');
    }
    for (const action of ['download', 'preview']) {
      const link = await post(`/api/staff/tasks/${taskId}/files/${fileKey}/${action}`, tokens.translator);
      expect(link.statusCode, link.body).toBe(403);
      expect(link.json()).toEqual({ error: TASK_DOCUMENTS_CLOSED, code: 'FORBIDDEN' });
    }
    // The back office still sees all of it.
    const managed = await t.app.inject({ url: `/api/staff/tasks/${taskId}`, headers: as(tokens.manager) });
    expect(managed.json().task).toMatchObject({ closed: false, documents: [{ fileKey }] });

    // Reassigned to someone else: the task no longer exists for the reviewer it was taken from.
    const reassigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/tasks/${taskId}`,
      headers: as(tokens.manager),
      payload: { reviewerId: ids.otherReviewer },
    });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect((await t.app.inject({ url: `/api/staff/tasks/${taskId}`, headers: as(tokens.reviewer) })).statusCode).toBe(
      404,
    );
    expect((await post(`/api/staff/tasks/${taskId}/files/${fileKey}/download`, tokens.reviewer)).statusCode).toBe(404);
  });

  it('after the order is cancelled: versions too refuse, for the translator and the reviewer', async () => {
    const { orderId, taskId } = await assignedOrder();
    await post(`/api/staff/tasks/${taskId}/accept`, tokens.translator);
    const { fileKey: versionKey } = await uploadVersion(taskId);
    const cancelled = await post(`/api/admin/orders/${orderId}/cancel`, tokens.owner, { reason: 'Customer withdrew' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const token of [tokens.translator, tokens.reviewer]) {
      const page = await t.app.inject({ url: `/api/staff/tasks/${taskId}`, headers: as(token) });
      expect(page.json().task).toMatchObject({ closed: true, versions: [], documents: [] });
      const link = await post(`/api/staff/tasks/${taskId}/files/${versionKey}/download`, token);
      expect(link.statusCode, link.body).toBe(403);
      expect(link.json().error).toBe(TASK_DOCUMENTS_CLOSED);
    }
    expect((await post(`/api/staff/tasks/${taskId}/files/${versionKey}/download`, tokens.manager)).statusCode).toBe(
      200,
    );
  });

  it('records version downloads in the audit trail like source downloads', async () => {
    const { orderId, taskId } = await assignedOrder();
    await post(`/api/staff/tasks/${taskId}/accept`, tokens.translator);
    const { fileKey: versionKey } = await uploadVersion(taskId);
    expect((await post(`/api/staff/tasks/${taskId}/files/${versionKey}/download`, tokens.reviewer)).statusCode).toBe(
      200,
    );
    const version = await t.db
      .selectFrom('files')
      .select('id')
      .where('file_key', '=', versionKey)
      .executeTakeFirstOrThrow();
    const events = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_user_id'])
      .where('order_id', '=', orderId)
      .where('file_id', '=', version.id)
      .where('action', '=', 'document_downloaded')
      .execute();
    expect(events).toEqual([{ action: 'document_downloaded', actor_user_id: ids.reviewer }]);
  });
});

describe('closing an order closes its tasks', () => {
  it('cancels the open tasks with the order, and every task action then answers 409 with the reason', async () => {
    const { orderId, taskId } = await assignedOrder();
    const cancelled = await post(`/api/admin/orders/${orderId}/cancel`, tokens.owner, { reason: 'Customer withdrew' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await taskState(taskId)).toBe('cancelled');
    const unassigned = await t.db
      .selectFrom('audit_events')
      .select('detail')
      .where('order_id', '=', orderId)
      .where('action', '=', 'task_unassigned')
      .execute();
    expect(unassigned).toEqual([{ detail: expect.objectContaining({ taskId, reason: 'The order was cancelled.' }) }]);
    const attempts = [
      await post(`/api/staff/tasks/${taskId}/accept`, tokens.translator),
      await post(`/api/staff/tasks/${taskId}/decline`, tokens.translator, { reason: 'Busy' }),
      await post(`/api/staff/tasks/${taskId}/review`, tokens.reviewer, { decision: 'approve' }),
      await post(`/api/staff/tasks/${taskId}/versions`, tokens.translator, {
        fileKey: '11111111-1111-4111-8111-111111111111',
      }),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode, attempt.body).toBe(409);
      expect(attempt.json().error).toBe('This order was cancelled: its tasks are closed.');
    }
  });

  it('cancels the tasks still open when the order is completed; approved ones stay approved, closed to their people', async () => {
    const { orderId, fileKey } = await assignedOrder();
    // The whole-order task is done; a second one (a re-check offered to another pair of hands) is still open.
    const done = await t.db
      .selectFrom('order_tasks')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    await post(`/api/staff/tasks/${done.id}/accept`, tokens.translator);
    const { fileKey: versionKey } = await uploadVersion(done.id);
    const approved = await post(`/api/staff/tasks/${done.id}/review`, tokens.reviewer, { decision: 'approve' });
    expect(approved.json().task.state, approved.body).toBe('approved');
    const open = await t.db
      .insertInto('order_tasks')
      .values({
        order_id: orderId,
        file_id: null,
        translator_id: ids.translator,
        reviewer_id: ids.reviewer,
        due_at: new Date(Date.now() + 86_400_000),
        state: 'offered',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const completed = await post(`/api/admin/orders/${orderId}/complete`, tokens.owner, {
      message: 'Here are your translations.',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await taskState(done.id)).toBe('approved');
    expect(await taskState(open.id)).toBe('cancelled');
    const accept = await post(`/api/staff/tasks/${open.id}/accept`, tokens.translator);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error).toBe('This order is completed: its tasks are closed.');

    // The approved task stays on My work, as a summary: nothing of the customer's, and its links refuse.
    const mine = await t.app.inject({ url: '/api/staff/tasks', headers: as(tokens.translator) });
    expect(mine.json().tasks.find((task: { id: string }) => task.id === done.id)).toMatchObject({
      state: 'approved',
      documents: [],
    });
    const page = await t.app.inject({ url: `/api/staff/tasks/${done.id}`, headers: as(tokens.translator) });
    expect(page.json().task).toMatchObject({ closed: true, documents: [], versions: [] });
    for (const key of [fileKey, versionKey]) {
      expect((await post(`/api/staff/tasks/${done.id}/files/${key}/download`, tokens.translator)).statusCode).toBe(403);
    }
  });
});

describe('rate limits on the staff routes', () => {
  it('answers 429 with a Retry-After to one person past the limit, not to another', async () => {
    const limited = await buildTestApp({ rateLimits: { staffWork: { max: 2, timeWindow: '1 minute' } } });
    try {
      const translator = await signInStaff(limited.app, limited.db, 'translator', 'tom@sello.test');
      const reviewer = await signInStaff(limited.app, limited.db, 'reviewer', 'rob@sello.test');
      const list = (token: string) => limited.app.inject({ url: '/api/staff/tasks', headers: as(token) });
      expect((await list(translator)).statusCode).toBe(200);
      expect((await list(translator)).statusCode).toBe(200);
      const refused = await list(translator);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: expect.any(String), code: 'RATE_LIMITED', reason: 'too-many-requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await list(reviewer)).statusCode).toBe(200);

      const seal = () =>
        limited.app.inject({
          method: 'PUT',
          url: '/api/staff/me/profile/images/seal',
          headers: { ...as(reviewer), 'content-type': 'text/plain' },
          payload: 'not an image',
        });
      expect((await seal()).statusCode).toBe(415);
      expect((await seal()).statusCode).toBe(415);
      const sealRefused = await seal();
      expect(sealRefused.statusCode).toBe(429);
      expect(sealRefused.json().code).toBe('RATE_LIMITED');
      expect(Number(sealRefused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
